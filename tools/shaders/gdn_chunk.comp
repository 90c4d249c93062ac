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
// p_pad0 != 0: the context starts empty, S starts at zero. d_k is a multiple of 4, the offsets too (vec4 loads).
#include "common.glsl"
layout(std430, binding = 1) buffer A4 { vec4 act4[]; };
#define L 64           // tokens per chunk (gdn_tri.comp's)
#ifndef CB
#define CB 16          // state columns per workgroup (DLGO__VK_GDN_CB)
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
void main() {
    const uint dk = pc.dk, nb = (dk + CB - 1u) / CB, tid = gl_LocalInvocationID.x;
    const uint j = gl_WorkGroupID.x / nb, cb = (gl_WorkGroupID.x % nb) * CB;
    const uint rep = pc.n_hv / pc.n_hk, kh = pc.tiled != 0u ? j % pc.n_hk : j / rep, Vd = pc.n_hv * dk;
    const uint qo = kh * dk, ko = (pc.n_hk + kh) * dk, vo = 2u * pc.n_hk * dk + j * dk;
    const uint a = tid / NQ, q = tid % NQ, c0 = cb + 4u * q;
    const bool con = c0 < dk;
    const uint sb = pc.st_off + j * dk * dk;
    const bool fresh = p_pad0 != 0u;
    for (uint e = tid; e < dk * NQ; e += WG) {
        const uint i = e / NQ, c = cb + 4u * (e % NQ);
        const uint s = sb + i * dk + c;
        Ss[e] = (c < dk && !fresh) ? vec4(act[s], act[s + 1u], act[s + 2u], act[s + 3u]) : vec4(0.0);
    }
    const uint n_ch = (pc.n_tok + L - 1u) / L;
    for (uint ch = 0; ch < n_ch; ch++) {
        const uint t0 = ch * L, Lc = min(uint(L), pc.n_tok - t0);
        const uint base = pc.scr_off + (ch * pc.n_hv + j) * (2u * L * L + 2u * L);
        const bool ron = a < Lc;
        const uint row = pc.cv_off + (t0 + a) * pc.C;
        barrier();   // S of the last chunk written, Ys and Ds free
        vec4 ks = vec4(0.0), qs = vec4(0.0);
        if (ron) {
            for (uint i = 0; i < dk; i += 4u) {
                const vec4 kv = act4[(row + ko + i) / 4u], qv = act4[(row + qo + i) / 4u];
                const vec4 s0 = Ss[i * NQ + q], s1 = Ss[(i + 1u) * NQ + q], s2 = Ss[(i + 2u) * NQ + q], s3 = Ss[(i + 3u) * NQ + q];
                ks += kv.x * s0 + kv.y * s1 + kv.z * s2 + kv.w * s3;
                qs += qv.x * s0 + qv.y * s1 + qv.z * s2 + qv.w * s3;
            }
        }
        const float ga = act[base + 2u * L * L + a];   // 0 past the last token
        const vec4 v = ron && con ? act4[(row + vo + c0) / 4u] : vec4(0.0);
        Ys[a * NQ + q] = v - ga * ks;
        vec4 o = ga * qs;
        barrier();
        vec4 dl = vec4(0.0);
        for (uint s = 0; s <= a; s++) dl += act[base + a * L + s] * Ys[s * NQ + q];
        Ds[a * NQ + q] = dl;
        barrier();
        for (uint s = 0; s <= a; s++) o += act[base + L * L + a * L + s] * Ds[s * NQ + q];
        if (ron && con) {
            const uint yo = pc.y_off + (t0 + a) * Vd + j * dk + c0;
            act[yo] = o.x; act[yo + 1u] = o.y; act[yo + 2u] = o.z; act[yo + 3u] = o.w;
        }
        const float gl = act[base + 2u * L * L + Lc - 1u];
        for (uint e = tid; e < dk * NQ; e += WG) {
            const uint i = e / NQ, qq = e % NQ;
            vec4 acc = gl * Ss[e];
            for (uint s = 0; s < Lc; s++) acc += (act[base + 2u * L * L + L + s] * act[pc.cv_off + (t0 + s) * pc.C + ko + i]) * Ds[s * NQ + qq];
            Ss[e] = acc;
        }
    }
    barrier();
    for (uint e = tid; e < dk * NQ; e += WG) {
        const uint i = e / NQ, c = cb + 4u * (e % NQ);
        if (c < dk) { const uint s = sb + i * dk + c; const vec4 x = Ss[e]; act[s] = x.x; act[s + 1u] = x.y; act[s + 2u] = x.z; act[s + 3u] = x.w; }
    }
}
