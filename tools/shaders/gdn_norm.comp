#version 450
// gdn_norm.comp — Gated DeltaNet's gated RMSNorm over a batch, after gdn_scan: y = norm(o) * w * silu(z) per value
// head and token, in place on the raw outputs o; workgroup (j, t) has head j of token t. gdn_step's expressions and
// workgroup sum, so both paths give the same bits.
#extension GL_KHR_shader_subgroup_arithmetic : enable
#include "common.glsl"
#define WG 128
layout(local_size_x = WG) in;
layout(push_constant) uniform PC {
    uint dk, n_hv;
    uint nw_off;                 // norm weight (float index)
    uint z_off, y_off;           // gate rows and output rows (raw o in, y out), both of stride n_hv * dk
    float eps;
} pc;
#include "wg_sum.glsl"
void main() {
    const uint j = gl_WorkGroupID.x, t = gl_WorkGroupID.y, c = gl_LocalInvocationID.x, dk = pc.dk;
    const bool on = c < dk;
    const uint at = t * pc.n_hv * dk + j * dk + c;
    const float o = on ? act[pc.y_off + at] : 0.0, nw = on ? wf[pc.nw_off + c] : 0.0;
    const float scale = 1.0 / sqrt(wg_sum(o * o) / float(dk) + pc.eps);
    if (on) {
        const float z = act[pc.z_off + at];
        act[pc.y_off + at] = o * scale * nw * (z / (1.0 + exp(-z)));
    }
}
