#version 450
// gdn_dec.comp — a decode step's Gated DeltaNet after its projections, in one dispatch: the causal conv + SiLU of the
// raw q/k/v rows, the conv state moved on, q/k L2 norms, the gates, the delta-rule recurrence and the gated RMSNorm
// (what gdn_conv then gdn_step do in two dispatches, expression for expression and in the same association, so both
// give the same bits; the kernel test compares them). One workgroup per key head, which owns every channel it reads:
// q and k of its key head, v of its value heads, so the conv state needs no other workgroup. Thread l takes column
// c = l % dk of the state and rows i = 8 ii + l / dk of it (16 floats in registers when d_k = 128): a warp loads 32
// neighbouring columns of one row (whole 128-byte lines, where gdn_step's one thread per column kept 128 floats and
// 4 warps per head), and a column's 8 partial sums meet in shared memory, added in gdn_step's order (gdn_tree).
// Tokens (up to MAXT) in order: first every token's normalised q and k into shared memory (their conv state then
// moves on), then per value head the state walks the tokens and its v conv state moves on.
// p_pad0 != 0: the context starts empty, the state and the conv state read as zeros.
#extension GL_KHR_shader_subgroup_arithmetic : enable
#include "common.glsl"
#define MAXDK 128
#define GDN_R 8
#define NR (MAXDK / GDN_R)   // state rows per thread
#define MAXT 8               // tokens (DLGO__VK_MV_MAX)
float gdn_tree(float p[GDN_R]) { return ((p[0] + p[1]) + (p[2] + p[3])) + ((p[4] + p[5]) + (p[6] + p[7])); }
layout(constant_id = 4) const uint WG = 1024;   // threads: 8 d_k (the host's dlgo__vk_gdn_dec), at most 1024
layout(local_size_x_id = 4) in;
layout(push_constant) uniform PC {
    uint C, dk, n_hk, n_hv, tiled, n_tok, K;
    uint x_off;                  // raw conv inputs (the qkv product's rows, stride C): [q heads | k heads | v heads]
    uint cs_off, cw_off;         // conv state ((K-1) rows of C in act, oldest first), conv weights (C rows of K floats)
    uint ba_off, ba_grouped;     // raw beta/alpha rows (stride 2 n_hv): flat [beta | alpha] or per key head [beta x rep | alpha x rep]
    uint dt_off, a_off, nw_off;  // weights (float indices): dt bias, A, norm weight
    uint st_off;                 // this layer's states: n_hv blocks of dk x dk
    uint z_off, y_off;           // gate rows and output rows, both of stride n_hv * dk
    float eps;
} pc;
shared float qs[MAXT][MAXDK], ks[MAXT][MAXDK], red_u[GDN_R][MAXDK], red_o[GDN_R][MAXDK];
#include "wg_sum.glsl"
// conv + SiLU of channel ch for token t: taps before the batch from the conv state (gdn_conv's expression; 4 taps, the
// models' width, with their loads issued at once: H100, qwen3.5-0.8b, 17.6 -> 15.8 us a layer)
float conv(uint ch, uint t, bool fresh) {
    float acc = 0.0;
    if (pc.K == 4u) {
        float xv[4], wv[4];
        [[unroll]] for (uint i = 0; i < 4u; i++) {
            const int tau = int(t) - 3 + int(i);
            xv[i] = tau >= 0 ? act[pc.x_off + uint(tau) * pc.C + ch] : (fresh ? 0.0 : act[pc.cs_off + uint(tau + 3) * pc.C + ch]);
            wv[i] = wf[pc.cw_off + ch * 4u + i];
        }
        [[unroll]] for (uint i = 0; i < 4u; i++) acc += wv[i] * xv[i];
        return acc / (1.0 + exp(-acc));
    }
    for (uint i = 0; i < pc.K; i++) {
        const int tau = int(t) - int(pc.K - 1u) + int(i);
        const float xv = tau >= 0 ? act[pc.x_off + uint(tau) * pc.C + ch]
                       : (fresh ? 0.0 : act[pc.cs_off + uint(tau + int(pc.K) - 1) * pc.C + ch]);
        acc += wf[pc.cw_off + ch * pc.K + i] * xv;
    }
    return acc / (1.0 + exp(-acc));
}
// channel ch's conv state moved on past the batch (gdn_conv's loop; reads stay ahead of writes)
void conv_state(uint ch, bool fresh) {
    for (uint r0 = 0; r0 + 1u < pc.K; r0++) {
        const int tau = int(pc.n_tok) - int(pc.K - 1u) + int(r0);
        const float v = tau >= 0 ? act[pc.x_off + uint(tau) * pc.C + ch]
                      : (fresh ? 0.0 : act[pc.cs_off + uint(tau + int(pc.K) - 1) * pc.C + ch]);
        act[pc.cs_off + r0 * pc.C + ch] = v;
    }
}
void main() {
    const uint kh = gl_WorkGroupID.x, l = gl_LocalInvocationID.x, dk = pc.dk, Vd = pc.n_hv * dk;
    const uint c = l % dk, rp = l / dk, rep = pc.n_hv / pc.n_hk;
    const bool on = rp < GDN_R, lead = l < dk;   // lead: rp == 0, the thread that owns column c's output
    const bool fresh = p_pad0 != 0u;
    const float f = 1.0 / sqrt(float(dk)), qf = f * (1.0 / sqrt(float(dk))), ne = pc.eps / float(dk);
    const uint qch = kh * dk + c, kch = (pc.n_hk + kh) * dk + c;
    // every token's q and k, normalised as gdn_step does (thread c holds element c: the same workgroup sums)
    for (uint t = 0; t < pc.n_tok; t++) {
        const float qv = lead ? conv(qch, t, fresh) : 0.0, kv = lead ? conv(kch, t, fresh) : 0.0;
        const float sq = wg_sum(qv * qv), sk = wg_sum(kv * kv);
        if (lead) {
            qs[t][c] = qv * (1.0 / sqrt(sq / float(dk) + ne)) * qf;
            ks[t][c] = kv * (1.0 / sqrt(sk / float(dk) + ne)) * f;
        }
    }
    barrier();   // (every conv state read of q and k is behind the sums' barriers)
    if (lead) { conv_state(qch, fresh); conv_state(kch, fresh); }
    const float nw = lead ? wf[pc.nw_off + c] : 0.0;
    for (uint r = 0; r < rep; r++) {
        const uint j = pc.tiled != 0u ? kh + r * pc.n_hk : kh * rep + r;   // gdn_step's kh = tiled ? j % n_hk : j / rep
        const uint sb = pc.st_off + j * dk * dk, vch = 2u * pc.n_hk * dk + j * dk + c;
        const uint bi = pc.ba_grouped != 0u ? (j / rep) * 2u * rep + j % rep : j;
        const uint ai = pc.ba_grouped != 0u ? bi + rep : pc.n_hv + j;
        const float dt = wf[pc.dt_off + j], A = wf[pc.a_off + j];
        float s[NR];
        [[unroll]] for (uint ii = 0; ii < NR; ii++) { const uint i = GDN_R * ii + rp; s[ii] = (on && i < dk && !fresh) ? act[sb + i * dk + c] : 0.0; }
        for (uint t = 0; t < pc.n_tok; t++) {
            const float b = act[pc.ba_off + t * 2u * pc.n_hv + bi], a = act[pc.ba_off + t * 2u * pc.n_hv + ai] + dt;
            const float beta = 1.0 / (1.0 + exp(-b)), decay = exp(softplus_cpu(a) * A);
            const float v = on ? conv(vch, t, fresh) : 0.0;   // (the 8 threads of a column each compute it)
            float pu = 0.0, po = 0.0;
            [[unroll]] for (uint ii = 0; ii < NR; ii++) { const uint i = GDN_R * ii + rp; if (on && i < dk) { s[ii] *= decay; pu += s[ii] * ks[t][i]; } }
            if (on) red_u[rp][c] = pu;
            barrier();
            float p[GDN_R];
            [[unroll]] for (uint q = 0; q < GDN_R; q++) p[q] = on ? red_u[q][c] : 0.0;
            const float d = beta * (v - gdn_tree(p));
            [[unroll]] for (uint ii = 0; ii < NR; ii++) { const uint i = GDN_R * ii + rp; if (on && i < dk) { s[ii] += ks[t][i] * d; po += s[ii] * qs[t][i]; } }
            if (on) red_o[rp][c] = po;
            barrier();
            float o = 0.0;
            if (lead) { [[unroll]] for (uint q = 0; q < GDN_R; q++) p[q] = red_o[q][c]; o = gdn_tree(p); }
            const float scale = 1.0 / sqrt(wg_sum(o * o) / float(dk) + pc.eps);   // its barriers also retire red_u/red_o
            if (lead) {
                const float z = act[pc.z_off + t * Vd + j * dk + c];
                act[pc.y_off + t * Vd + j * dk + c] = o * scale * nw * (z / (1.0 + exp(-z)));
            }
        }
        [[unroll]] for (uint ii = 0; ii < NR; ii++) { const uint i = GDN_R * ii + rp; if (on && i < dk) act[sb + i * dk + c] = s[ii]; }
        if (lead) conv_state(vch, fresh);   // every read of it sits behind the token loop's barriers
    }
}
