#version 450
// gdn_step.comp — Gated DeltaNet's delta-rule recurrence, one workgroup per value head, tokens in order (the CPU's
// one-token step, so prefill and decode follow the same arithmetic): per token L2-normalise q and k of the head's
// key head, beta = sigmoid(b), decay = exp(softplus(a + dt) * A), then
//   S <- decay S;  u = S^T k;  d = beta (v - u);  S <- S + k d^T;  o = S^T q
// and the gated RMSNorm norm(o) * w * silu(z). Thread c owns column c of S (d_k floats in registers); the state
// lives in the activation buffer between steps. p_pad0 != 0: the context starts empty, S starts at zero.
#extension GL_KHR_shader_subgroup_arithmetic : enable
#include "common.glsl"
#define WG 128
#define MAXDK 128
#define GDN_R 8
// the sum of 8 partial sums as gdn_scan's butterfly of subgroup shuffles adds them (lane 0's view)
float gdn_tree(float p[GDN_R]) { return ((p[0] + p[1]) + (p[2] + p[3])) + ((p[4] + p[5]) + (p[6] + p[7])); }
layout(local_size_x = WG) in;
layout(push_constant) uniform PC {
    uint C, dk, n_hk, n_hv, tiled, n_tok;
    uint cv_off;                 // conv output rows (stride C): [q heads | k heads | v heads]
    uint ba_off, ba_grouped;     // raw beta/alpha rows (stride 2 n_hv): flat [beta | alpha] or per key head [beta x rep | alpha x rep]
    uint dt_off, a_off, nw_off;  // weights (float indices): dt bias, A, norm weight
    uint st_off;                 // this layer's states: n_hv blocks of dk x dk
    uint z_off, y_off;           // gate rows and output rows, both of stride n_hv * dk
    float eps;
} pc;
shared float qs[MAXDK], ks[MAXDK];
#include "wg_sum.glsl"
void main() {
    const uint j = gl_WorkGroupID.x, c = gl_LocalInvocationID.x, dk = pc.dk, Vd = pc.n_hv * dk;
    const uint rep = pc.n_hv / pc.n_hk, kh = pc.tiled != 0u ? j % pc.n_hk : j / rep;
    const bool on = c < dk;
    const uint sb = pc.st_off + j * dk * dk;
    const bool fresh = p_pad0 != 0u;
    float s[MAXDK];
    [[unroll]] for (uint i = 0; i < MAXDK; i++) s[i] = (on && i < dk && !fresh) ? act[sb + i * dk + c] : 0.0;
    const float f = 1.0 / sqrt(float(dk)), qf = f * (1.0 / sqrt(float(dk))), ne = pc.eps / float(dk);
    const uint bi = pc.ba_grouped != 0u ? (j / rep) * 2u * rep + j % rep : j;
    const uint ai = pc.ba_grouped != 0u ? bi + rep : pc.n_hv + j;
    const float dt = wf[pc.dt_off + j], A = wf[pc.a_off + j], nw = on ? wf[pc.nw_off + c] : 0.0;
    for (uint t = 0; t < pc.n_tok; t++) {
        const uint row = pc.cv_off + t * pc.C;
        const float qv = on ? act[row + kh * dk + c] : 0.0, kv = on ? act[row + (pc.n_hk + kh) * dk + c] : 0.0;
        const float sq = wg_sum(qv * qv), sk = wg_sum(kv * kv);
        if (on) {
            qs[c] = qv * (1.0 / sqrt(sq / float(dk) + ne)) * qf;
            ks[c] = kv * (1.0 / sqrt(sk / float(dk) + ne)) * f;
        }
        barrier();
        const float b = act[pc.ba_off + t * 2u * pc.n_hv + bi], a = act[pc.ba_off + t * 2u * pc.n_hv + ai] + dt;
        const float beta = 1.0 / (1.0 + exp(-b)), decay = exp(softplus_cpu(a) * A);
        float o = 0.0;
        if (on) {   // sums in gdn_scan's association: 8 partial sums over i % 8, each in order, then a fixed tree
            float pu[GDN_R], po[GDN_R];
            [[unroll]] for (uint r = 0; r < GDN_R; r++) { pu[r] = 0.0; po[r] = 0.0; }
            [[unroll]] for (uint i = 0; i < MAXDK; i++) if (i < dk) { s[i] *= decay; pu[i % GDN_R] += s[i] * ks[i]; }
            const float d = beta * (act[row + 2u * pc.n_hk * dk + j * dk + c] - gdn_tree(pu));
            [[unroll]] for (uint i = 0; i < MAXDK; i++) if (i < dk) { s[i] += ks[i] * d; po[i % GDN_R] += s[i] * qs[i]; }
            o = gdn_tree(po);
        }
        const float scale = 1.0 / sqrt(wg_sum(o * o) / float(dk) + pc.eps);   // its barriers also retire qs/ks
        if (on) {
            const float z = act[pc.z_off + t * Vd + j * dk + c];
            act[pc.y_off + t * Vd + j * dk + c] = o * scale * nw * (z / (1.0 + exp(-z)));
        }
    }
    [[unroll]] for (uint i = 0; i < MAXDK; i++) if (on && i < dk) act[sb + i * dk + c] = s[i];
}
