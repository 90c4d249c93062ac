#version 450
// gdn_chunk.comp — the chunked form of Gated DeltaNet's recurrence, part 2 of 2: the state walks the batch a chunk
// of L tokens at a time (gdn_tri.comp's factors of every chunk ready). Column c of a head's state S (d_k x d_k,
// rows = key dims) depends on the others only through the tokens, so workgroup (head, column block) carries CB
// columns of S in shared memory and, per chunk:
//   Y = V - diag(e^G) K S           (L x CB)        thread (row a, column quad q)
//   D = T' Y                        (the new values; T' lower triangular)
//   O = diag(e^G) Q S + P D         (raw outputs, to gdn_norm)
//   S = e^{G_last} S + K^T diag(e^{G_last-G}) D
// Four small products instead of L dependent token steps. Same maths as gdn_scan in another association: the
// outputs differ from it by rounding (the kernel test states by how much).
// Every loop over a chunk's rows or a row's columns is unrolled with its loads first (a chunk is a chain of
// dependent phases; a load waited for inside a loop of 64 steps would be paid 64 times). T' and P are zero above
// the diagonal and S's rows past d_k zero, so the loops run to whole vec4s without tests.
// p_pad0 != 0: the context starts empty, S starts at zero. d_k is a multiple of 4, the offsets too (vec4 loads).
#include "common.glsl"
layout(std430, binding = 1) buffer A4 { vec4 act4[]; };
#define L 64           // tokens per chunk (gdn_tri.comp's)
#ifndef CB
#define CB 16          // state columns per workgroup (DLGO__VK_GDN_CB): a multiple of 8, so the state update's
                       // two quads a thread (dq0, dq0 + NQ / 2) cover every quad once
#endif
#define NQ (CB / 4)    // column quads
#define WG (L * NQ)
#define MAXDK 128
layout(local_size_x = WG) in;
layout(push_constant) uniform PC {
    uint C, dk, n_hk, n_hv, tiled, n_tok;
    uint cv_off;                 // rows (stride C): [q heads | k heads | v heads], q and k normalised by gdn_prep
    uint st_off;                 // this layer's states: n_hv blocks of dk x dk
    uint y_off;                  // raw outputs o (stride n_hv * dk)
    uint scr_off;                // gdn_tri.comp's blocks
} pc;
shared vec4 Ss[MAXDK * NQ];      // S[i][cb + 4 q ..]: row i, quad q
shared vec4 Ys[L * NQ], Ds[L * NQ];
shared float hs[L];              // e^{G_last - G_s} of the chunk
void main() {
    const uint dk = pc.dk, nb = (dk + CB - 1u) / CB, tid = gl_LocalInvocationID.x;
    const uint j = gl_WorkGroupID.x / nb, cb = (gl_WorkGroupID.x % nb) * CB;
    const uint rep = pc.n_hv / pc.n_hk, kh = pc.tiled != 0u ? j % pc.n_hk : j / rep, Vd = pc.n_hv * dk;
    const uint qo = kh * dk, ko = (pc.n_hk + kh) * dk, vo = 2u * pc.n_hk * dk + j * dk;
    const uint a = tid / NQ, q = tid % NQ, c0 = cb + 4u * q;
    const bool con = c0 < dk;
    const uint sb = pc.st_off + j * dk * dk;
    const bool fresh = p_pad0 != 0u;
    for (uint e = tid; e < MAXDK * NQ; e += WG) {
        const uint i = e / NQ, c = cb + 4u * (e % NQ);
        const uint s = sb + i * dk + c;
        Ss[e] = (i < dk && c < dk && !fresh) ? vec4(act[s], act[s + 1u], act[s + 2u], act[s + 3u]) : vec4(0.0);
    }
    const uint di = tid % MAXDK, dq0 = tid / MAXDK, dq1 = dq0 + NQ / 2u;   // the state update's row and two quads
    const uint n_ch = (pc.n_tok + L - 1u) / L;
    for (uint ch = 0; ch < n_ch; ch++) {
        const uint t0 = ch * L, Lc = min(uint(L), pc.n_tok - t0);
        const uint base = pc.scr_off + (ch * pc.n_hv + j) * (2u * L * L + 2u * L);
        const bool ron = a < Lc;
        const uint row = pc.cv_off + (t0 + a) * pc.C;
        barrier();   // S of the last chunk written, Ys, Ds and hs free
        if (tid < L) hs[tid] = act[base + 2u * L * L + L + tid];
        const uint tb = (base + a * L) / 4u, pb = (base + L * L + a * L) / 4u;   // row a of T' and of P (vec4s)
        vec4 tr[L / 4];   // T' row a, wanted after the next barrier: loaded now
        [[unroll]] for (uint u = 0; u < L / 4u; u++) tr[u] = act4[tb + u];
        vec4 ks = vec4(0.0), qs = vec4(0.0);
        if (ron) {
            for (uint i0 = 0; i0 < dk; i0 += 16u) {
                vec4 kv[4], qv[4];
                [[unroll]] for (uint u = 0; u < 4u; u++) {   // (past d_k: the row's last vec4 again, times S's zero rows)
                    const uint i = min(i0 + 4u * u, dk - 4u);
                    kv[u] = act4[(row + ko + i) / 4u]; qv[u] = act4[(row + qo + i) / 4u];
                }
                [[unroll]] for (uint u = 0; u < 4u; u++) {
                    const uint i = i0 + 4u * u;
                    const vec4 s0 = Ss[i * NQ + q], s1 = Ss[(i + 1u) * NQ + q], s2 = Ss[(i + 2u) * NQ + q], s3 = Ss[(i + 3u) * NQ + q];
                    ks += kv[u].x * s0 + kv[u].y * s1 + kv[u].z * s2 + kv[u].w * s3;
                    qs += qv[u].x * s0 + qv[u].y * s1 + qv[u].z * s2 + qv[u].w * s3;
                }
            }
        }
        const float ga = act[base + 2u * L * L + a];   // 0 past the last token
        const vec4 v = ron && con ? act4[(row + vo + c0) / 4u] : vec4(0.0);
        Ys[a * NQ + q] = v - ga * ks;
        vec4 o = ga * qs;
        barrier();
        vec4 pr[L / 4];   // P row a, wanted after the next barrier
        [[unroll]] for (uint u = 0; u < L / 4u; u++) pr[u] = act4[pb + u];
        vec4 dl = vec4(0.0);
        [[unroll]] for (uint u = 0; u < L / 4u; u++) if (4u * u <= a)
            dl += tr[u].x * Ys[(4u * u) * NQ + q] + tr[u].y * Ys[(4u * u + 1u) * NQ + q] + tr[u].z * Ys[(4u * u + 2u) * NQ + q] + tr[u].w * Ys[(4u * u + 3u) * NQ + q];
        Ds[a * NQ + q] = dl;
        barrier();
        [[unroll]] for (uint u = 0; u < L / 4u; u++) if (4u * u <= a)
            o += pr[u].x * Ds[(4u * u) * NQ + q] + pr[u].y * Ds[(4u * u + 1u) * NQ + q] + pr[u].z * Ds[(4u * u + 2u) * NQ + q] + pr[u].w * Ds[(4u * u + 3u) * NQ + q];
        if (ron && con) {
            const uint yo = pc.y_off + (t0 + a) * Vd + j * dk + c0;
            act[yo] = o.x; act[yo + 1u] = o.y; act[yo + 2u] = o.z; act[yo + 3u] = o.w;
        }
        if (di < dk) {   // S = e^{G_last} S + K^T diag(e^{G_last-G}) D: row di, quads dq0 and dq1
            const float gl = act[base + 2u * L * L + Lc - 1u];
            vec4 acc0 = gl * Ss[di * NQ + dq0], acc1 = gl * Ss[di * NQ + dq1];
            for (uint s0 = 0; s0 < Lc; s0 += 8u) {
                float kc[8];   // (rows past the batch: its last row again, times hs's zeros)
                [[unroll]] for (uint u = 0; u < 8u; u++) kc[u] = act[pc.cv_off + min(t0 + s0 + u, pc.n_tok - 1u) * pc.C + ko + di];
                [[unroll]] for (uint u = 0; u < 8u; u++) {
                    const float k_ = hs[s0 + u] * kc[u];
                    acc0 += k_ * Ds[(s0 + u) * NQ + dq0]; acc1 += k_ * Ds[(s0 + u) * NQ + dq1];
                }
            }
            Ss[di * NQ + dq0] = acc0; Ss[di * NQ + dq1] = acc1;
        }
    }
    barrier();
    for (uint e = tid; e < dk * NQ; e += WG) {   // (the state back)
        const uint i = e / NQ, c = cb + 4u * (e % NQ);
        if (c < dk) { const uint s = sb + i * dk + c; const vec4 x = Ss[e]; act[s] = x.x; act[s + 1u] = x.y; act[s + 2u] = x.z; act[s + 3u] = x.w; }
    }
}
