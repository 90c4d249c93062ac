#version 450
// norm.comp — RMSNorm or LayerNorm of rows, times an optional weight, plus an optional bias. A row is one token's
// vector, or one head of it (heads > 1: per-head q/k norms). res_off != NONE adds the result into a residual
// instead of storing it (gemma's post-norms fused with the residual add). x16_off != NONE (heads == 1, res_off ==
// NONE, n even): the stored rows also as f16 pairs at x16_off + t * x16_stride (float indices), packHalf2x16 of the
// very floats stored, as cvt16.comp would convert them: the tensor-core product after the norm reads those and
// cvt16's dispatch goes (the host's $DLGO_VK_FUSE16). q8_off != NONE (heads == 1, n a multiple of 32): the rows just
// stored (or the residual rows just updated) also as the 8-bit copy a decode product after it reads (mv.comp QIN:
// mvq_* / mvpq_* / mv4q_*), that product's own norm folded in: per 32 consecutive elements y = row * wf[q8_w + i]
// (no weight: q8_w NONE) rounded to int8 with one scale amax / 127, as mv.comp's quant8 rounds, and the block's raw
// sum of squares; at q8_off + t * q8_stride: n bytes, then n/32 scales, then n/32 sums (the host's $DLGO_VK_X8).
#extension GL_KHR_shader_subgroup_arithmetic : enable
#include "common.glsl"
#define WG 256
layout(std430, binding = 1) buffer U1 { uint actu[]; };
layout(local_size_x = WG) in;
layout(push_constant) uniform PC {
    uint n, heads, in_off, in_stride, out_off, out_stride, w_off, b_off, kind;   // kind 0 = RMS, 1 = LayerNorm
    float eps;
    uint res_off, res_stride, x16_off, x16_stride;
    uint q8_off, q8_stride, q8_w;
} pc;
shared float q8m[WG], q8s[WG];
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
    if (pc.q8_off != NONE) {   // (the copy below rounds the very floats stored, from registers: a thread per 4 elements)
        const uint qb = pc.q8_off + t * pc.q8_stride, nb = pc.n / 32u;
        for (uint base = 0; base < pc.n; base += 4u * WG) {
            const uint i = base + 4u * tid;
            const bool ok = i < pc.n;
            vec4 v = vec4(0.0), w = vec4(1.0);
            if (ok) {
                v = vec4(normed(ib, i, mean, scale), normed(ib, i + 1u, mean, scale), normed(ib, i + 2u, mean, scale), normed(ib, i + 3u, mean, scale));
                if (pc.res_off != NONE) {
                    const uint r = pc.res_off + t * pc.res_stride + i;
                    v += vec4(act[r], act[r + 1u], act[r + 2u], act[r + 3u]);
                    act[r] = v.x; act[r + 1u] = v.y; act[r + 2u] = v.z; act[r + 3u] = v.w;
                } else { act[ob + i] = v.x; act[ob + i + 1u] = v.y; act[ob + i + 2u] = v.z; act[ob + i + 3u] = v.w; }
                if (pc.q8_w != NONE) w = vec4(wf[pc.q8_w + i], wf[pc.q8_w + i + 1u], wf[pc.q8_w + i + 2u], wf[pc.q8_w + i + 3u]);
            }
            const vec4 y = v * w, a = abs(y);
            q8m[tid] = max(max(a.x, a.y), max(a.z, a.w)); q8s[tid] = dot(v, v);
            barrier();
            const uint g0 = tid & ~7u;   // the 8 threads of this thread's block
            float amax = 0.0, sq = 0.0;
            for (uint k = 0; k < 8u; k++) { amax = max(amax, q8m[g0 + k]); sq += q8s[g0 + k]; }
            barrier();
            if (ok) {
                const float inv = amax > 0.0 ? 127.0 / amax : 0.0;
                const uvec4 bq = floatBitsToUint(fma(y, vec4(inv), vec4(12582912.0)));
                actu[qb + i / 4u] = (bq.x & 0xffu) | ((bq.y & 0xffu) << 8) | ((bq.z & 0xffu) << 16) | (bq.w << 24);
                if ((tid & 7u) == 0u) { act[qb + pc.n / 4u + i / 32u] = amax * (1.0 / 127.0); act[qb + pc.n / 4u + nb + i / 32u] = sq; }
            }
        }
        return;
    }
    for (uint i = tid; i < pc.n; i += WG) {
        const float y = normed(ib, i, mean, scale);
        if (pc.res_off != NONE) act[pc.res_off + t * pc.res_stride + hd * pc.n + i] += y;
        else act[ob + i] = y;
    }
}
