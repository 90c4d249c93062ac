#version 450
// gdn_prep.comp — the per-token parts of Gated DeltaNet's recurrence that need no state, for a batch at once (the
// pre-pass of gdn_scan; gdn_step does the same inline, one token after the other). Workgroup (g, t): g < n_hk
// L2-normalises q of key head g of token t in place (times 1/d_k: the norm's 1/sqrt(d_k) and the query scale),
// n_hk <= g < 2 n_hk k of key head g - n_hk (times 1/sqrt(d_k)); the g = 0 group also turns the value heads' raw
// b and a into beta = sigmoid(b) and decay = exp(softplus(a + dt) * A), each in its own slot. The arithmetic is
// gdn_step's, expression for expression and with the same workgroup sum, so both kernels see the same bits.
// logd != 0 (before gdn_tri/gdn_chunk, the chunked form): the log of the decay, softplus(a + dt) * A, instead.
#extension GL_KHR_shader_subgroup_arithmetic : enable
#include "common.glsl"
#define WG 128
layout(local_size_x = WG) in;
layout(push_constant) uniform PC {
    uint C, dk, n_hk, n_hv;
    uint cv_off;                 // conv output rows (stride C): [q heads | k heads | v heads], normalised in place
    uint ba_off, ba_grouped;     // raw beta/alpha rows (stride 2 n_hv), as gdn_step reads them; gates in place
    uint dt_off, a_off;          // weights (float indices): dt bias, A
    float eps;
    uint logd;
} pc;
#include "wg_sum.glsl"
void main() {
    const uint g = gl_WorkGroupID.x, t = gl_WorkGroupID.y, c = gl_LocalInvocationID.x, dk = pc.dk;
    const bool on = c < dk;
    const float f = 1.0 / sqrt(float(dk)), qf = f * (1.0 / sqrt(float(dk))), ne = pc.eps / float(dk);
    const uint at = pc.cv_off + t * pc.C + g * dk + c;
    const float x = on ? act[at] : 0.0;
    const float sx = wg_sum(x * x);
    if (on) act[at] = x * (1.0 / sqrt(sx / float(dk) + ne)) * (g < pc.n_hk ? qf : f);
    if (g != 0u) return;
    const uint rep = pc.n_hv / pc.n_hk, row = pc.ba_off + t * 2u * pc.n_hv;
    for (uint j = c; j < pc.n_hv; j += WG) {
        const uint bi = pc.ba_grouped != 0u ? (j / rep) * 2u * rep + j % rep : j;
        const uint ai = pc.ba_grouped != 0u ? bi + rep : pc.n_hv + j;
        const float b = act[row + bi], a = act[row + ai] + wf[pc.dt_off + j];
        act[row + bi] = 1.0 / (1.0 + exp(-b));
        const float lg = softplus_cpu(a) * wf[pc.a_off + j];
        act[row + ai] = pc.logd != 0u ? lg : exp(lg);
    }
}
