#version 450
// moe_qx.comp — round activation rows through the activation type the CPU pass (and llama.cpp) pairs with the
// weight type in its dot products, so the expert products see the same inputs: f16, bf16, q8_0 (d = amax/127
// kept as f16, quants from 127/amax, half to even), or q8_K (signed extreme, f32 d). One thread per block; the
// output may be the input (each thread reads its block before writing it).
#include "common.glsl"
layout(local_size_x = 64) in;
layout(push_constant) uniform PC { uint n, in_off, in_stride, out_off, out_stride, mode; } pc;   // mode 1 f16, 2 bf16, 3 q8_0, 4 q8_K
void main() {
    const uint t = gl_WorkGroupID.y, bs = pc.mode == 4u ? 256u : 32u, b = gl_GlobalInvocationID.x;
    if (b * bs >= pc.n) return;
    const uint ib = pc.in_off + t * pc.in_stride + b * bs, ob = pc.out_off + t * pc.out_stride + b * bs;
    if (pc.mode == 1u) {
        for (uint i = 0; i < bs; i++) act[ob + i] = f16_round(act[ib + i]);
    } else if (pc.mode == 2u) {
        for (uint i = 0; i < bs; i++) {
            const uint u = floatBitsToUint(act[ib + i]);
            act[ob + i] = uintBitsToFloat((u + 0x7fffu + ((u >> 16) & 1u)) & 0xffff0000u);
        }
    } else if (pc.mode == 3u) {
        float amax = 0.0;
        for (uint i = 0; i < bs; i++) amax = max(amax, abs(act[ib + i]));
        const float d = f16_round(amax / 127.0), id = amax != 0.0 ? 127.0 / amax : 0.0;
        for (uint i = 0; i < bs; i++) act[ob + i] = roundEven(act[ib + i] * id) * d;
    } else {
        float amax = 0.0, mx = 0.0;
        for (uint i = 0; i < bs; i++) { const float x = act[ib + i]; if (abs(x) > amax) { amax = abs(x); mx = x; } }
        if (amax == 0.0) { for (uint i = 0; i < bs; i++) act[ob + i] = 0.0; return; }
        const float is = -127.0 / mx, d = 1.0 / is;
        for (uint i = 0; i < bs; i++) act[ob + i] = min(roundEven(is * act[ib + i]), 127.0) * d;
    }
}
