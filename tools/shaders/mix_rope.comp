#version 450
// mix_rope.comp — rotary embedding for the >>vk-mix mixers: NORM / NEOX pairs and qwen3.5's interleaved M-RoPE
// (text positions (p, p, p, 0): pairs of the fourth section do not turn), any per-head stride (MLA's q_pe sits
// after q_nope inside each head), optional YaRN ramp. The same steps as the CPU's dlgo__rope: theta by repeated
// multiplication, position from the parameter buffer so a recorded step is replayed for every position.
#include "common.glsl"
layout(local_size_x = 64) in;
layout(push_constant) uniform PC {
    uint off, stride, heads, head_stride, n_rot, mode;   // mode 0 = NORM, 2 = NEOX, 40 = IMROPE (NEOX pairs)
    float theta_scale, freq_scale, attn_factor;
    uint freqs_off;                                      // frequency factors (float index) or NONE
    uint sec0, sec1, sec2, sec3;                         // IMROPE sections
    float ext_factor, corr0, corr1;                      // YaRN (ext_factor 0 = off)
} pc;
void main() {
    const uint i = gl_GlobalInvocationID.x, t = gl_WorkGroupID.y, half_ = pc.n_rot / 2u;
    if (i >= pc.heads * half_) return;
    const uint hd = i / half_, p = i % half_;
    float theta = float(p_pos0 + t);
    for (uint k = 0; k < p; k++) theta *= pc.theta_scale;
    if (pc.freqs_off != NONE) theta /= wf[pc.freqs_off + p];
    float extrap = theta;
    if (pc.mode == 40u) {
        const uint sect = pc.sec0 + pc.sec1 + pc.sec2 + pc.sec3, sc = p % sect, r3 = sc % 3u;
        if (!((r3 == 0u && sc < 3u * pc.sec0) || (r3 == 1u && sc < 3u * pc.sec1) || (r3 == 2u && sc < 3u * pc.sec2))) extrap = 0.0;
    }
    float th = pc.freq_scale * extrap, ms = pc.attn_factor;
    if (pc.ext_factor != 0.0) {
        const float y = (float(p) - pc.corr0) / max(pc.corr1 - pc.corr0, 0.001);
        const float mix_ = (1.0 - clamp(y, 0.0, 1.0)) * pc.ext_factor;
        th = th * (1.0 - mix_) + extrap * mix_;
        ms *= 1.0 + 0.1 * log(1.0 / pc.freq_scale);
    }
    const float kq = round(th * 0.15915494309189535);                              // th - 2*pi*k in two steps
    const float r = fma(-kq, 1.9353071795864769e-3, fma(-kq, 6.28125, th));
    const float cs = cos(r) * ms, sn = sin(r) * ms;
    const uint base = pc.off + t * pc.stride + hd * pc.head_stride;
    const uint a = base + (pc.mode == 0u ? 2u * p : p), b = a + (pc.mode == 0u ? 1u : half_);
    const vec2 y = rope_rot(act[a], act[b], vec2(cs, sn));
    act[a] = y.x; act[b] = y.y;
}
