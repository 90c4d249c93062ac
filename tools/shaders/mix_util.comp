#version 450
// mix_util.comp — strided per-head element moves for the >>vk-mix token mixers: mode 0 copies (splitting gated
// attention's per-head [q | gate] rows, placing MLA's rotated q_pe after the absorbed query), mode 1 multiplies the
// destination by sigmoid(source) (gated attention's output gate), modes 2 and 3 round to f16 / bf16 (a matmul
// input for f16 / bf16 weights, which the CPU pass and llama.cpp round to the weight's dot-product type).
#include "common.glsl"
layout(local_size_x = 64) in;
layout(push_constant) uniform PC {
    uint n, heads;                          // elements per head, heads per token
    uint src_off, src_stride, src_hs;       // source: float offset, per-token stride, per-head stride
    uint dst_off, dst_stride, dst_hs;
    uint mode;                              // 0 copy, 1 dst *= sigmoid(src), 2 f16 round, 3 bf16 round
} pc;
void main() {
    const uint i = gl_GlobalInvocationID.x, t = gl_WorkGroupID.y;
    if (i >= pc.n * pc.heads) return;
    const uint hd = i / pc.n, e = i % pc.n;
    const float s = act[pc.src_off + t * pc.src_stride + hd * pc.src_hs + e];
    const uint d = pc.dst_off + t * pc.dst_stride + hd * pc.dst_hs + e;
    if (pc.mode == 0u) act[d] = s;
    else if (pc.mode == 1u) act[d] = act[d] * (1.0 / (1.0 + exp(-s)));
    else if (pc.mode == 2u) act[d] = f16_round(s);
    else {   // bf16, round to nearest even (NaNs stay NaN), as dlgo_f32_to_bf16
        const uint u = floatBitsToUint(s);
        act[d] = (u & 0x7fffffffu) > 0x7f800000u ? s : uintBitsToFloat((u + 0x7fffu + ((u >> 16) & 1u)) & 0xffff0000u);
    }
}
