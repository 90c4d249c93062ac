#version 450
// glu.comp — out = act(a) * b (SwiGLU / GeGLU), or out = act(a) alone (b_off == NONE). GELU is the tanh form
// through an f16 round trip, as ggml's CPU backend computes it (the reference logits come from there).
// x16_off != NONE (n even): a thread per pair of elements, which also go as f16 pairs to x16_off + t * x16_stride
// (float indices; packHalf2x16 of the very floats stored, as cvt16.comp would convert them) for the tensor-core
// product after the GLU; out_off == NONE then stores no floats (that product is their only reader).
#include "common.glsl"
layout(std430, binding = 1) buffer U1 { uint actu[]; };
layout(local_size_x = 64) in;
layout(push_constant) uniform PC { uint n, a_off, a_stride, b_off, b_stride, out_off, out_stride, kind, x16_off, x16_stride; } pc;   // kind 0 silu, 1 gelu
float f16r(float x) { return f16_round(x); }
// one output element, the same expression on both paths
float glu(uint t, uint i) {
    float x = act[pc.a_off + t * pc.a_stride + i], y;
    if (pc.kind == 0u) y = x / (1.0 + exp(-x));
    else if (x <= -10.0) y = 0.0;
    else if (x >= 10.0) y = x;
    else {   // (precise: no contraction into fused multiply-adds, so mm_coop.comp's fused GLU rounds alike)
        const float h = f16r(x);
        precise float g = 0.5 * h * (1.0 + tanh(0.7978845608028654 * h * (1.0 + 0.044715 * h * h)));
        y = f16r(g);
    }
    if (pc.b_off != NONE) y *= act[pc.b_off + t * pc.b_stride + i];
    return y;
}
void main() {
    const uint i = gl_GlobalInvocationID.x, t = gl_WorkGroupID.y;
    if (pc.x16_off != NONE) {
        if (2u * i >= pc.n) return;
        const float y0 = glu(t, 2u * i), y1 = glu(t, 2u * i + 1u);   // (both read before either is stored: a may be out)
        if (pc.out_off != NONE) { act[pc.out_off + t * pc.out_stride + 2u * i] = y0; act[pc.out_off + t * pc.out_stride + 2u * i + 1u] = y1; }
        actu[pc.x16_off + t * pc.x16_stride + i] = packHalf2x16(vec2(y0, y1));
        return;
    }
    if (i >= pc.n) return;
    act[pc.out_off + t * pc.out_stride + i] = glu(t, i);
}
