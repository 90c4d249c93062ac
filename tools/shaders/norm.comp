#version 450
// norm.comp — RMSNorm or LayerNorm of rows, times an optional weight, plus an optional bias. A row is one token's
// vector, or one head of it (heads > 1: per-head q/k norms). res_off != NONE adds the result into a residual
// instead of storing it (gemma's post-norms fused with the residual add).
#extension GL_KHR_shader_subgroup_arithmetic : enable
#include "common.glsl"
#define WG 256
layout(local_size_x = WG) in;
layout(push_constant) uniform PC {
    uint n, heads, in_off, in_stride, out_off, out_stride, w_off, b_off, kind;   // kind 0 = RMS, 1 = LayerNorm
    float eps;
    uint res_off, res_stride;
} pc;
#include "wg_sum.glsl"
void main() {
    const uint t = gl_WorkGroupID.y, hd = gl_WorkGroupID.x, tid = gl_LocalInvocationID.x;
    const uint ib = pc.in_off + t * pc.in_stride + hd * pc.n, ob = pc.out_off + t * pc.out_stride + hd * pc.n;
    float mean = 0.0;
    if (pc.kind == 1u) {
        float s = 0.0;
        for (uint i = tid; i < pc.n; i += WG) s += act[ib + i];
        mean = wg_sum(s) / float(pc.n);
    }
    float s2 = 0.0;
    for (uint i = tid; i < pc.n; i += WG) { float d = act[ib + i] - mean; s2 += d * d; }
    const float scale = 1.0 / sqrt(wg_sum(s2) / float(pc.n) + pc.eps);
    for (uint i = tid; i < pc.n; i += WG) {
        float y = (act[ib + i] - mean) * scale;
        if (pc.w_off != NONE) y *= wf[pc.w_off + i];
        if (pc.b_off != NONE) y += wf[pc.b_off + i];
        if (pc.res_off != NONE) act[pc.res_off + t * pc.res_stride + hd * pc.n + i] += y;
        else act[ob + i] = y;
    }
}
