// common.glsl — bindings shared by every dlgo pipeline (one descriptor set layout for all of them).
// binding 0: weights of one memory chunk (read as u32 words; byte offsets are decoded by hand so no 8/16-bit
//            storage feature is needed), 1: activations (f32), 2: KV cache (f32, or f16 pairs in u32),
//            3: per-step parameters written by the host (first position, batch size, token ids): a decode step's
//            command buffer is recorded once and replayed because nothing position-dependent is baked in.
// binding 4: read-only tables (IQ grids, non-linear quant values), laid out by gen_shaders.py (tables.glsl).
#extension GL_EXT_control_flow_attributes : enable
layout(std430, binding = 0) readonly buffer Wu { uint w32[]; };
layout(std430, binding = 0) readonly buffer Wf { float wf[]; };
layout(std430, binding = 1) buffer Act { float act[]; };
layout(std430, binding = 2) buffer KvF { float kvf[]; };
layout(std430, binding = 2) buffer KvU { uint kvu[]; };
layout(std430, binding = 4) readonly buffer Tab { uint tab[]; };
#include "tables.glsl"
layout(std430, binding = 3) readonly buffer Params { uint p_pos0; uint p_ntok; uint p_pad0; uint p_pad1; int p_tokens[]; };

#define NONE 0xffffffffu
// Block layouts the host re-blocks on upload (dlgo__vk_rb), so that quants take aligned wide loads:
// Q6_K: the file's 210-byte super-block, then 14 zero bytes: every block starts 16-byte aligned;
// Q8_0, Q4_0, Q5_0 (G8_Q = 32, 16, 16 quant bytes a block; G8_H = 0, 0, 4 bytes of fifth bits): groups of 8 blocks,
// the 8 f16 scales first (16 bytes), then (Q5_0) the 8 qh words, then the 8 blocks' quants: block b's scale at g8_d,
// its qh at g8_h, its quants at g8_q (16-byte aligned). A row's last group may hold fewer blocks (same slots).
#define Q6K_BLK 224u
#if defined(TYPE_Q8_0) || defined(TYPE_Q4_0) || defined(TYPE_Q5_0)
#if defined(TYPE_Q8_0)
#define G8_Q 32u
#else
#define G8_Q 16u
#endif
#if defined(TYPE_Q5_0)
#define G8_H 4u
#else
#define G8_H 0u
#endif
#define G8_BYTES (16u + 8u * (G8_H + G8_Q))
uint g8_d(uint rb, uint b) { return rb + G8_BYTES * (b >> 3) + 2u * (b & 7u); }
uint g8_h(uint rb, uint b) { return rb + G8_BYTES * (b >> 3) + 16u + G8_H * (b & 7u); }
uint g8_q(uint rb, uint b) { return rb + G8_BYTES * (b >> 3) + 16u + 8u * G8_H + G8_Q * (b & 7u); }
#endif

uint rd_u8(uint b) { return (w32[b >> 2] >> ((b & 3u) * 8u)) & 0xffu; }
int  rd_i8(uint b) { return int(rd_u8(b) << 24) >> 24; }
uint rd_u16(uint b) { return (w32[b >> 2] >> ((b & 2u) * 8u)) & 0xffffu; }   // b is even
float rd_f16(uint b) { return unpackHalf2x16(rd_u16(b)).x; }
uint rd_u32(uint b) { return rd_u16(b) | (rd_u16(b + 2u) << 16); }            // b is even

// softplus as the CPU pass (and ggml) computes it, log(1 + e^x) of the rounded 1 + e^x, with a log that stays
// relatively accurate near 1: a GPU's log() is only absolutely accurate (NVIDIA's ~2^-22), a large relative error
// for a small result, which Gated DeltaNet's decay then compounds over the tokens. For y in [1, 2):
// log y = 2 atanh(s), s = (y - 1) / (y + 1) <= 1/3, y - 1 exact; nine odd terms leave < 1e-9.
float softplus_cpu(float x) {
    if (x > 20.0) return x;
    const float y = 1.0 + exp(x);
    if (y >= 2.0) return log(y);
    const float s = (y - 1.0) / (y + 1.0), s2 = s * s;
    return 2.0 * s * (1.0 + s2 * (1.0 / 3.0 + s2 * (1.0 / 5.0 + s2 * (1.0 / 7.0 + s2 * (1.0 / 9.0 + s2 * (1.0 / 11.0 +
           s2 * (1.0 / 13.0 + s2 * (1.0 / 15.0 + s2 * (1.0 / 17.0)))))))));
}

// f32 -> nearest f16 (ties to even, f16 subnormals kept, past 65504 -> inf), as bits or back as f32, by integer
// steps: packHalf2x16's rounding is implementation-defined, and the CPU pass (F16C / ggml) rounds to nearest even.
uint f16_bits(float x) {
    const uint u = floatBitsToUint(x), s = (u >> 16) & 0x8000u, a = u & 0x7fffffffu;
    if (a >= 0x7f800000u) return s | 0x7c00u | (a > 0x7f800000u ? 0x200u : 0u);
    if (a >= 0x477ff000u) return s | 0x7c00u;
    if (a >= 0x38800000u) return s | ((a + 0xfffu + ((a >> 13) & 1u) - 0x38000000u) >> 13);
    return s | uint(roundEven(uintBitsToFloat(a) * 16777216.0));   // multiples of 2^-24 (1024 = the smallest normal)
}
float f16_round(float x) {
    const uint u = floatBitsToUint(x), s = u & 0x80000000u, a = u & 0x7fffffffu;
    if (a >= 0x7f800000u) return x;
    if (a >= 0x477ff000u) return uintBitsToFloat(s | 0x7f800000u);
    if (a >= 0x38800000u) return uintBitsToFloat(s | ((a + 0xfffu + ((a >> 13) & 1u)) & 0xffffe000u));
    return uintBitsToFloat(s | floatBitsToUint(roundEven(uintBitsToFloat(a) * 16777216.0) * 5.9604644775390625e-8));
}

// RoPE's cos/sin (times the magnitude attn_factor) of pair p at position pos, as the CPU pass and llama.cpp build the
// angle: theta by repeated multiplication, frequency factors, YaRN's ramp between the correction dims (ext_factor != 0),
// then a range reduction by hand (GPU sin/cos lose accuracy on large arguments).
vec2 rope_cs(float pos, uint p, float theta_scale, uint freqs_off, float freq_scale, float ext_factor, float corr0, float corr1, float attn_factor) {
    float theta = pos;
    for (uint k = 0; k < p; k++) theta *= theta_scale;
    if (freqs_off != NONE) theta /= wf[freqs_off + p];
    if (ext_factor != 0.0) {   // YaRN: blend the interpolated and the extrapolated angle per pair
        const float y = (float(p) - corr0) / max(0.001, corr1 - corr0), mix_ = (1.0 - clamp(y, 0.0, 1.0)) * ext_factor;
        theta = (freq_scale * theta) * (1.0 - mix_) + theta * mix_;
    } else theta *= freq_scale;
    const float kq = round(theta * 0.15915494309189535);            // theta - 2*pi*k in two steps
    const float r = fma(-kq, 1.9353071795864769e-3, fma(-kq, 6.28125, theta));   // 6.28125 has 8 bits: kq*C1 is exact
    return vec2(cos(r), sin(r)) * attn_factor;
}
// a RoPE pair (x0, x1) turned by cs = (cos, sin) times the magnitude: the one expression of every RoPE kernel, precise
// (no fused multiply-adds) so that they agree bit for bit — rope_kv's fused step and rope.comp inlined the same
// expression each, lavapipe contracted them differently, and tiny models' logits moved by up to 3.4e-3 between them
vec2 rope_rot(const float x0, const float x1, const vec2 cs) {
    precise vec2 y = vec2(x0 * cs.x - x1 * cs.y, x0 * cs.y + x1 * cs.x);
    return y;
}
