#version 450
// bmax.comp — the largest logit of each block of 64 (a NaN counts as -inf; a block past the end of the vocabulary
// is -inf), recorded after the output head of a one-row step: dlgo_sampler_sample_ctx takes its top-k candidates
// from the best blocks, and so reads a few KB of a large vocabulary's logits instead of all of them.
#include "common.glsl"
layout(local_size_x = 256) in;   // four blocks a workgroup
layout(push_constant) uniform PC { uint n, x_off, y_off; } pc;
// The maximum is taken on the floats' bits made to order as unsigned integers (a float max may flush a denormal to
// zero): the result is one of the block's own values, bit for bit, as the sampler's proof of exactness needs.
shared uint s_m[256];
uint key(float x) { const uint u = floatBitsToUint(x); return (u & 0x80000000u) != 0u ? ~u : u | 0x80000000u; }
float unkey(uint k) { return uintBitsToFloat((k & 0x80000000u) != 0u ? k & 0x7fffffffu : ~k); }
void main() {
    const uint l = gl_LocalInvocationID.x, b = gl_WorkGroupID.x * 4u + l / 64u, i = gl_WorkGroupID.x * 256u + l;
    uint v = 0x007fffffu;   // the key of -inf
    if (i < pc.n) { const float x = act[pc.x_off + i]; if (!isnan(x)) v = key(x); }
    s_m[l] = v;
    barrier();
    [[unroll]] for (uint h = 32u; h > 0u; h >>= 1u) {
        if ((l & 63u) < h) s_m[l] = max(s_m[l], s_m[l + h]);
        barrier();
    }
    if ((l & 63u) == 0u && b * 64u < pc.n) act[pc.y_off + b] = unkey(s_m[l]);
}
