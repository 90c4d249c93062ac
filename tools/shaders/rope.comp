#version 450
// rope.comp — rotate the first n_rot dims of every head in place (NORM: adjacent pairs, NEOX: halves). The
// position is p_pos0 + t read from the parameter buffer, so a recorded decode step stays valid for every position.
// theta is built by repeated multiplication and range-reduced by hand, as the CPU pass and llama.cpp build it.
// attn_factor is the whole cos/sin scale (YaRN's 1 + 0.1 ln(1/freq_scale) folded in by the host).
#include "common.glsl"
layout(local_size_x = 64) in;
layout(push_constant) uniform PC {
    uint off, stride, heads, head_dim, n_rot, mode;   // mode 0 = NORM, 2 = NEOX
    float theta_scale, freq_scale, attn_factor;
    uint freqs_off;                                   // rope frequency factors (float index) or NONE
    float ext_factor, corr0, corr1;                   // YaRN (ext_factor != 0): ramp between the correction dims
} pc;
void main() {
    const uint i = gl_GlobalInvocationID.x, t = gl_WorkGroupID.y, half_ = pc.n_rot / 2u;
    if (i >= pc.heads * half_) return;
    const uint hd = i / half_, p = i % half_;
    const vec2 csn = rope_cs(float(p_pos0 + t), p, pc.theta_scale, pc.freqs_off, pc.freq_scale, pc.ext_factor, pc.corr0, pc.corr1, pc.attn_factor);
    const uint base = pc.off + t * pc.stride + hd * pc.head_dim;
    const uint a = base + (pc.mode == 0u ? 2u * p : p), b = a + (pc.mode == 0u ? 1u : half_);
    const vec2 y = rope_rot(act[a], act[b], csn);
    act[a] = y.x; act[b] = y.y;
}
