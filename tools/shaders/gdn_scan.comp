#version 450
// gdn_scan.comp — Gated DeltaNet's delta-rule recurrence over a batch, after gdn_prep (normalised q and k, beta and
// decay in place) and before gdn_norm (the gated RMSNorm of the raw outputs written here). Column c of a head's
// state S depends on the other columns only through the token's q, k, v, beta and decay:
//   S[:,c] <- decay S[:,c];  u = S[:,c] . k;  S[:,c] += k beta (v_c - u);  o_c = S[:,c] . q
// so R = 8 neighbouring threads own a column, each d_k / R of its rows (i = R ii + rp, d_k / R floats in registers),
// and a workgroup of WG threads owns WG / R columns of one head: n_hv x ceil(d_k R / WG) workgroups walk the tokens
// with no workgroup-wide sum. A column's sums are R partial sums, each over its rows in order, added by a butterfly
// of subgroup shuffles; gdn_step (decode) sums in the same association (gdn_tree), so a batch and the same tokens
// one by one give the same bits. Per token the critical path is one chain of d_k / R dependent sums and the
// butterfly: token t - 1's output sum o runs in the same pass as token t's u (both read S after token t - 1's
// update), and the next token's k, q (into a ring of three buffers: q of t - 1, k and q of t, k and q of t + 1), v,
// beta and decay are loaded before the sums, so the loads stay off the chain; one barrier per token publishes the
// ring slot. Measured on an H100 (qwen3.5-0.8b Q8_0, d_k 128, 16 heads, pp512): one thread per column 5,324 us a
// layer, R = 4 624 us, R = 8 421 us (gdn_step, one workgroup per head: 3,710 us); pp512 5.8k -> 21.8k tok/s.
// p_pad0 != 0: the context starts empty, S starts at zero.
#extension GL_KHR_shader_subgroup_shuffle : enable
#include "common.glsl"
#define WG 32
#define MAXDK 128
#define R 8           // threads per column (gdn_step's GDN_R: the same association)
#define CPW (WG / R)        // columns per workgroup
#define NR (MAXDK / R)      // rows per thread
#define PER (MAXDK / WG)    // elements of k and q each thread stages per token
layout(local_size_x = WG) in;
layout(push_constant) uniform PC {
    uint C, dk, n_hk, n_hv, tiled, n_tok;
    uint cv_off;                 // rows (stride C): [q heads | k heads | v heads], q and k normalised by gdn_prep
    uint ba_off, ba_grouped;     // beta and decay (stride 2 n_hv) in the raw b and a slots, from gdn_prep
    uint st_off;                 // this layer's states: n_hv blocks of dk x dk
    uint y_off;                  // raw outputs o (stride n_hv * dk)
} pc;
shared float ks[3][MAXDK], qs[3][MAXDK];
float colsum(float x) {   // the R partial sums of a column (R neighbouring lanes), in every one of them
    [[unroll]] for (uint m = 1u; m < R; m <<= 1) x += subgroupShuffleXor(x, m);
    return x;
}
void main() {
    const uint dk = pc.dk, nb = (dk + CPW - 1u) / CPW, l = gl_LocalInvocationID.x, rp = l % R;
    const uint j = gl_WorkGroupID.x / nb, c = (gl_WorkGroupID.x % nb) * CPW + l / R, Vd = pc.n_hv * dk;
    const uint rep = pc.n_hv / pc.n_hk, kh = pc.tiled != 0u ? j % pc.n_hk : j / rep;
    const bool on = c < dk;
    const uint sb = pc.st_off + j * dk * dk;
    const bool fresh = p_pad0 != 0u;
    float s[NR];
    [[unroll]] for (uint ii = 0; ii < NR; ii++) { const uint i = R * ii + rp; s[ii] = (on && i < dk && !fresh) ? act[sb + i * dk + c] : 0.0; }
    const uint bi = pc.ba_grouped != 0u ? (j / rep) * 2u * rep + j % rep : j;
    const uint ai = pc.ba_grouped != 0u ? bi + rep : pc.n_hv + j;
    const uint qo = kh * dk, ko = (pc.n_hk + kh) * dk, vo = 2u * pc.n_hk * dk + j * dk + c;
    // token t's inputs in registers: this thread's share of k and q, its v, the head's beta and decay
    float nk[PER], nq[PER], nv = 0.0, nbeta = 0.0, ndecay = 0.0;
    #define FETCH(t) { \
        const uint row_ = pc.cv_off + (t) * pc.C, g_ = pc.ba_off + (t) * 2u * pc.n_hv; \
        [[unroll]] for (uint r = 0; r < PER; r++) { \
            const uint i_ = r * WG + l; \
            nk[r] = i_ < dk ? act[row_ + ko + i_] : 0.0; nq[r] = i_ < dk ? act[row_ + qo + i_] : 0.0; \
        } \
        nv = on ? act[row_ + vo] : 0.0; nbeta = act[g_ + bi]; ndecay = act[g_ + ai]; }
    #define STAGE(b) { [[unroll]] for (uint r = 0; r < PER; r++) { ks[b][r * WG + l] = nk[r]; qs[b][r * WG + l] = nq[r]; } }
    if (pc.n_tok > 0u) FETCH(0u)
    STAGE(0)
    barrier();
    const uint yb = pc.y_off + j * dk + c;
    for (uint t = 0; t < pc.n_tok; t++) {
        const uint b = t % 3u, p = (t + 2u) % 3u;   // ring slots of token t and of token t - 1
        const float v = nv, beta = nbeta, decay = ndecay;
        if (t + 1u < pc.n_tok) FETCH(t + 1u)
        {   // (every lane takes part in the shuffles; a column past d_k has zero rows)
            float u = 0.0, o = 0.0;
            if (t > 0u) {
                [[unroll]] for (uint ii = 0; ii < NR; ii++) { const uint i = R * ii + rp; if (i < dk) { o += s[ii] * qs[p][i]; s[ii] *= decay; u += s[ii] * ks[b][i]; } }
                o = colsum(o);
                if (on && rp == 0u) act[yb + (t - 1u) * Vd] = o;
            } else {
                [[unroll]] for (uint ii = 0; ii < NR; ii++) { const uint i = R * ii + rp; if (i < dk) { s[ii] *= decay; u += s[ii] * ks[b][i]; } }
            }
            const float d = beta * (v - colsum(u));
            [[unroll]] for (uint ii = 0; ii < NR; ii++) { const uint i = R * ii + rp; if (i < dk) s[ii] += ks[b][i] * d; }
        }
        STAGE((t + 1u) % 3u)   // held token t - 2, whose last reader (token t - 1's pass) every thread left at the barrier
        barrier();
    }
    if (pc.n_tok > 0u) {   // the last token's output
        const uint p = (pc.n_tok - 1u) % 3u;
        float o = 0.0;
        [[unroll]] for (uint ii = 0; ii < NR; ii++) { const uint i = R * ii + rp; if (i < dk) o += s[ii] * qs[p][i]; }
        o = colsum(o);
        if (on && rp == 0u) act[yb + (pc.n_tok - 1u) * Vd] = o;
    }
    [[unroll]] for (uint ii = 0; ii < NR; ii++) { const uint i = R * ii + rp; if (on && i < dk) act[sb + i * dk + c] = s[ii]; }
}
