#version 450
// norm.comp — RMSNorm or LayerNorm of rows, times an optional weight, plus an optional bias. A row is one token's
// vector, or one head of it (heads > 1: per-head q/k norms). res_off != NONE adds the result into a residual
// instead of storing it (gemma's post-norms fused with the residual add). x16_off != NONE (heads == 1, res_off ==
// NONE, n even): the stored rows also as f16 pairs at x16_off + t * x16_stride (float indices), packHalf2x16 of the
// very floats stored, as cvt16.comp would convert them: the tensor-core product after the norm reads those and
// cvt16's dispatch goes (the host's $DLGO_VK_FUSE16).
#extension GL_KHR_shader_subgroup_arithmetic : enable
#include "common.glsl"
#define WG 256
layout(std430, binding = 1) buffer U1 { uint actu[]; };
layout(local_size_x = WG) in;
layout(push_constant) uniform PC {
    uint n, heads, in_off, in_stride, out_off, out_stride, w_off, b_off, kind;   // kind 0 = RMS, 1 = LayerNorm
    float eps;
    uint res_off, res_stride, x16_off, x16_stride;
} pc;
#include "wg_sum.glsl"
// one output element: the same expression on both store paths, so the f16 copy rounds exactly the floats stored
float normed(uint ib, uint i, float mean, float scale) {
    float y = (act[ib + i] - mean) * scale;
    if (pc.w_off != NONE) y *= wf[pc.w_off + i];
    if (pc.b_off != NONE) y += wf[pc.b_off + i];
    return y;
}
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
    if (pc.x16_off != NONE) {   // a thread per pair of elements (the sums above keep their order: the same scale)
        const uint xb = pc.x16_off + t * pc.x16_stride;
        for (uint p = tid; 2u * p < pc.n; p += WG) {
            const float y0 = normed(ib, 2u * p, mean, scale), y1 = normed(ib, 2u * p + 1u, mean, scale);
            act[ob + 2u * p] = y0; act[ob + 2u * p + 1u] = y1;
            actu[xb + p] = packHalf2x16(vec2(y0, y1));
        }
        return;
    }
    for (uint i = tid; i < pc.n; i += WG) {
        const float y = normed(ib, i, mean, scale);
        if (pc.res_off != NONE) act[pc.res_off + t * pc.res_stride + hd * pc.n + i] += y;
        else act[ob + i] = y;
    }
}
