#version 450
// gdn_tri.comp — the chunked form of Gated DeltaNet's recurrence, part 1 of 2: what a chunk of L tokens needs that
// does not depend on the state (so every chunk of every value head at once; gdn_chunk.comp then walks the chunks).
// With G_a the running sum of the log-decays inside the chunk, k and q as gdn_prep left them, unrolling the token
// step (gdn_scan.comp) gives for the new values d_a = beta_a (v_a - e^{G_a} S0^T k_a - sum_{b<a} e^{G_a-G_b}
// (k_b.k_a) d_b), i.e. (I + M) D = diag(beta) (V - diag(e^G) K S0) with M[a][b] = beta_a e^{G_a-G_b} k_a.k_b (b < a).
// Workgroup (chunk, head) writes to its scratch block (DLGO__VK_GDN_TRI floats):
//   T' = (I + M)^-1 diag(beta)              L x L, lower triangular (gdn_chunk: D = T' (V - diag(e^G) K S0))
//   P[a][b] = e^{G_a-G_b} q_a.k_b (b <= a)  L x L (the outputs' part from inside the chunk: O = diag(e^G) Q S0 + P D)
//   e^{G_a}, e^{G_last-G_a}                 L + L (the state moves on: S = e^{G_last} S0 + K^T diag(e^{G_last-G}) D)
// Rows past the batch's last token (a partial last chunk) have k = q = 0, beta = 0 and no decay: they add nothing.
// The running sums are kept as two floats (sum + rounding error), so G_a - G_b keeps its digits when the sums grow.
// T' column by column: column s of (I + M)^-1 is a forward substitution, one thread per column, the columns in shared
// memory (a register array indexed in a loop lands in local memory: on an H100 the whole kernel took 85 us a layer
// that way). The CPU pass (dlgo__gdn_chunk) solves for D row by row; the maths is the same.
// Shared memory is 32 KiB (lavapipe's limit) in one region used three ways: K and Q slices with the running sums and
// beta after them; then M (L x L) and the columns X (L x L).
#include "common.glsl"
#define L 64           // tokens per chunk (DLGO__VK_GDN_L)
#define WG 256
#define SL 32          // d_k columns of K and Q staged at a time
layout(local_size_x = WG) in;
layout(push_constant) uniform PC {
    uint C, dk, n_hk, n_hv, tiled, n_tok;
    uint cv_off;                 // rows (stride C): [q heads | k heads | v heads], q and k normalised by gdn_prep
    uint ba_off, ba_grouped;     // beta and log-decay (stride 2 n_hv), gdn_prep's log mode
    uint scr_off;                // scratch: (chunk, head) blocks of 2 L L + 2 L floats
} pc;
shared float sh[2 * L * L];          // K and Q slices [0, 2 L (SL + 1)), gh, gr, bs after them; then M, X
#define GH (2u * L * (SL + 1u))      // running log-decay (sum, error), beta
#define GR (GH + L)
#define BS (GR + L)
#define PP (3u * L)                  // the prefix's second buffers: GH + PP, GR + PP (past BS)
#define XS (L * L)                   // X[b][s] = column s's row b
void main() {
    const uint ci = gl_WorkGroupID.x, j = gl_WorkGroupID.y, tid = gl_LocalInvocationID.x, dk = pc.dk;
    const uint t0 = ci * L, Lc = min(uint(L), pc.n_tok - t0);
    const uint rep = pc.n_hv / pc.n_hk, kh = pc.tiled != 0u ? j % pc.n_hk : j / rep;
    const uint bi = pc.ba_grouped != 0u ? (j / rep) * 2u * rep + j % rep : j;
    const uint ai = pc.ba_grouped != 0u ? bi + rep : pc.n_hv + j;
    const uint qo = kh * dk, ko = (pc.n_hk + kh) * dk;
    const uint base = pc.scr_off + (ci * pc.n_hv + j) * (2u * L * L + 2u * L);
    // running sums of the log-decays as (sum, rounding error) pairs: a parallel prefix (six doubling steps, ping-pong
    // between two halves of GH/GR) whose additions keep their rounding errors (TwoSum)
    precise float h = 0.0, r = 0.0;
    if (tid < L) {
        sh[BS + tid] = tid < Lc ? act[pc.ba_off + (t0 + tid) * 2u * pc.n_hv + bi] : 0.0;
        h = tid < Lc ? act[pc.ba_off + (t0 + tid) * 2u * pc.n_hv + ai] : 0.0;
        sh[GH + tid] = h; sh[GR + tid] = 0.0;
    }
    [[unroll]] for (uint d = 1u, src = 0u; d < L; d *= 2u, src ^= 1u) {
        barrier();
        if (tid < L && tid >= d) {
            const precise float x = sh[GH + src * PP + tid - d], xr = sh[GR + src * PP + tid - d];
            const precise float s = h + x, bb = s - h, e = (h - (s - bb)) + (x - bb);
            h = s; r += xr + e;
        }
        if (tid < L) { sh[GH + (src ^ 1u) * PP + tid] = h; sh[GR + (src ^ 1u) * PP + tid] = r; }
    }
    barrier();
    if (tid < L) { sh[GH + tid] = h; sh[GR + tid] = r; }
    // k_a.k_b and q_a.k_b: each thread a 4 x 4 block of both, rows a0 .. a0 + 3 and columns bq + 16 c (so a
    // subgroup's loads of a column fall in distinct banks)
    const uint a0 = (tid / 16u) * 4u, bq = tid % 16u;
    float kk[4][4], kq[4][4];
    [[unroll]] for (uint r = 0; r < 4u; r++) [[unroll]] for (uint c = 0; c < 4u; c++) { kk[r][c] = 0.0; kq[r][c] = 0.0; }
    // the slices through registers: the next one's loads are in flight while this one is multiplied
    float nk[L * SL / WG], nq[L * SL / WG];
#define GDN_LOAD(i0_) [[unroll]] for (uint u = 0; u < L * SL / WG; u++) { \
        const uint e = tid + u * WG, a = e / SL, i = e % SL, row = pc.cv_off + (t0 + a) * pc.C + (i0_) + i; \
        const bool on = a < Lc && (i0_) + i < dk; \
        nk[u] = on ? act[row + ko] : 0.0; nq[u] = on ? act[row + qo] : 0.0; }
    GDN_LOAD(0u)
    for (uint i0 = 0; i0 < dk; i0 += SL) {
        barrier();
        [[unroll]] for (uint u = 0; u < L * SL / WG; u++) {
            const uint e = tid + u * WG, a = e / SL, i = e % SL;
            sh[a * (SL + 1u) + i] = nk[u]; sh[L * (SL + 1u) + a * (SL + 1u) + i] = nq[u];
        }
        barrier();
        if (i0 + SL < dk) GDN_LOAD(i0 + SL)
        for (uint i = 0; i < SL; i++) {
            float ka[4], qa[4], kb[4];
            [[unroll]] for (uint r = 0; r < 4u; r++) {
                ka[r] = sh[(a0 + r) * (SL + 1u) + i]; qa[r] = sh[L * (SL + 1u) + (a0 + r) * (SL + 1u) + i]; kb[r] = sh[(bq + 16u * r) * (SL + 1u) + i];
            }
            [[unroll]] for (uint r = 0; r < 4u; r++) [[unroll]] for (uint c = 0; c < 4u; c++) { kk[r][c] += ka[r] * kb[c]; kq[r][c] += qa[r] * kb[c]; }
        }
    }
    barrier();   // the slices are read: sh's first L x L floats become M (gh, gr, bs lie past them)
    [[unroll]] for (uint r = 0; r < 4u; r++) [[unroll]] for (uint c = 0; c < 4u; c++) {
        const uint a = a0 + r, b = bq + 16u * c;
        const float e = b <= a ? exp((sh[GH + a] - sh[GH + b]) + (sh[GR + a] - sh[GR + b])) : 0.0;
        act[base + L * L + a * L + b] = e * kq[r][c];
        sh[a * L + b] = b < a ? sh[BS + a] * e * kk[r][c] : 0.0;
    }
    if (tid < L) {
        const uint a = tid, last = Lc - 1u;
        act[base + 2u * L * L + a] = a < Lc ? exp(sh[GH + a] + sh[GR + a]) : 0.0;
        act[base + 2u * L * L + L + a] = a < Lc ? exp((sh[GH + last] - sh[GH + a]) + (sh[GR + last] - sh[GR + a])) : 0.0;
    }
    const float bt = tid < L ? sh[BS + tid] : 0.0;   // (X overwrites bs)
    barrier();
    if (tid < L) {   // column tid of (I + M)^-1 (four partial sums: shorter chains of dependent adds), times beta_tid
        for (uint a = 0; a < L; a++) {
            float c0 = a == tid ? 1.0 : 0.0, c1 = 0.0, c2 = 0.0, c3 = 0.0;
            uint b = 0;
            for (; b + 4u <= a; b += 4u) {
                c0 -= sh[a * L + b] * sh[XS + b * L + tid];             c1 -= sh[a * L + b + 1u] * sh[XS + (b + 1u) * L + tid];
                c2 -= sh[a * L + b + 2u] * sh[XS + (b + 2u) * L + tid]; c3 -= sh[a * L + b + 3u] * sh[XS + (b + 3u) * L + tid];
            }
            for (; b < a; b++) c0 -= sh[a * L + b] * sh[XS + b * L + tid];
            const float x = (c0 + c1) + (c2 + c3);
            sh[XS + a * L + tid] = x;
            act[base + a * L + tid] = x * bt;
        }
    }
}
