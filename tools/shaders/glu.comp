#version 450
// glu.comp — out = act(a) * b (SwiGLU / GeGLU), or out = act(a) alone (b_off == NONE). GELU is the tanh form
// through an f16 round trip, as ggml's CPU backend computes it (the reference logits come from there).
#include "common.glsl"
layout(local_size_x = 64) in;
layout(push_constant) uniform PC { uint n, a_off, a_stride, b_off, b_stride, out_off, out_stride, kind; } pc;   // kind 0 silu, 1 gelu
float f16r(float x) { return f16_round(x); }
void main() {
    const uint i = gl_GlobalInvocationID.x, t = gl_WorkGroupID.y;
    if (i >= pc.n) return;
    float x = act[pc.a_off + t * pc.a_stride + i], y;
    if (pc.kind == 0u) y = x / (1.0 + exp(-x));
    else if (x <= -10.0) y = 0.0;
    else if (x >= 10.0) y = x;
    else { float h = f16r(x); y = f16r(0.5 * h * (1.0 + tanh(0.7978845608028654 * h * (1.0 + 0.044715 * h * h)))); }
    if (pc.b_off != NONE) y *= act[pc.b_off + t * pc.b_stride + i];
    act[pc.out_off + t * pc.out_stride + i] = y;
}
