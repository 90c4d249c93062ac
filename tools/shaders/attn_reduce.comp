#version 450
// attn_reduce.comp — combine attn_split.comp's slices: per (token, head) the largest slice max M, the sum
// L = sum_s l_s e^(m_s - M) (+ e^(sink - M) when the layer has attention sinks: one more logit with no value),
// and out = sum_s o_s e^(m_s - M) / L. 64 threads a (token, head), a thread per value dim (and every 64th after it),
// 4 heads a workgroup (grid x: heads / 4, rounded up): a prompt's 16k one-head workgroups of 64 threads took 15 us a
// llama-1b layer at pp4096 on an H200. Also fa.comp's split keys (kchunk > 0): the slices
// in use are then decided from the step's first position as fa.comp decides them, and with one slice fa.comp has
// written the output itself.
#include "common.glsl"
layout(local_size_x = 256) in;
layout(push_constant) uniform PC {
    uint n_head, dv, n_split, part_off;
    uint out_off, out_stride;
    uint sinks_off;   // per-head sink logits (float index into the weight chunk) or NONE
    uint kchunk;      // fa.comp's least keys per slice, or 0 (attn_split.comp: n_split slices)
    uint out16_off;   // NONE, or (dv even) the output also as f16 (fa.comp's out16_off)
} pc;
layout(std430, binding = 1) buffer ActU { uint actu[]; };
void main() {
    const uint h = gl_WorkGroupID.x * 4u + gl_LocalInvocationID.x / 64u, lid = gl_LocalInvocationID.x % 64u, t = gl_WorkGroupID.y, W = pc.dv + 2u;
    if (h >= pc.n_head) return;   // (no barriers below)
    const uint base = pc.part_off + (t * pc.n_head + h) * pc.n_split * W;
    const uint ns = pc.kchunk > 0u ? min(pc.n_split, (p_pos0 + gl_NumWorkGroups.y + pc.kchunk - 1u) / pc.kchunk) : pc.n_split;
    if (ns <= 1u && pc.kchunk > 0u) return;
    float M = pc.sinks_off != NONE ? wf[pc.sinks_off + h] : -1.0e30;
    for (uint s = 0; s < ns; s++) if (act[base + s * W + pc.dv + 1u] > 0.0) M = max(M, act[base + s * W + pc.dv]);
    float L = pc.sinks_off != NONE ? exp(wf[pc.sinks_off + h] - M) : 0.0;
    for (uint s = 0; s < ns; s++) {
        const float l = act[base + s * W + pc.dv + 1u];
        if (l > 0.0) L += l * exp(act[base + s * W + pc.dv] - M);
    }
    for (uint c = 2u * lid; c < pc.dv; c += 128u) {   // two neighbouring columns a thread (the f16 copy's pairs)
        const bool two = c + 1u < pc.dv;
        vec2 o = vec2(0.0);
        for (uint s = 0; s < ns; s++) {
            const float l = act[base + s * W + pc.dv + 1u];
            if (l > 0.0) {
                const float f = exp(act[base + s * W + pc.dv] - M);
                o.x += act[base + s * W + c] * f;
                if (two) o.y += act[base + s * W + c + 1u] * f;
            }
        }
        const vec2 y = vec2(o.x / L, o.y / L);
        const uint yo = t * pc.out_stride + h * pc.dv + c;
        act[pc.out_off + yo] = y.x;
        if (two) act[pc.out_off + yo + 1u] = y.y;
        if (pc.out16_off != NONE) actu[pc.out16_off + (yo >> 1)] = packHalf2x16(y);
    }
}
