#version 450
// cvt16.comp — a product's f32 input rows as f16 (packHalf2x16: round to nearest even, as mm_coop.comp's own
// conversion did), written once and read by every tensor-core product of that input (mm_coop.comp with X16 = 1:
// Q, K and V, gate and up share one). 8 floats per thread, 16-byte loads and stores. in_off, in_stride, out_off and
// out_stride are float indices; n, in_off, in_stride are multiples of 8, 4, 4; the output row holds n / 2 floats.
#include "common.glsl"
layout(std430, binding = 1) buffer A4 { vec4 act4[]; };
layout(std430, binding = 1) buffer U4 { uvec4 actu4[]; };
layout(local_size_x = 64) in;
layout(push_constant) uniform PC { uint n, in_off, in_stride, out_off, out_stride; } pc;
void main() {
    const uint i = gl_GlobalInvocationID.x, t = gl_WorkGroupID.y;
    if (8u * i >= pc.n) return;
    const uint s = (pc.in_off + t * pc.in_stride) / 4u + 2u * i;
    const vec4 a = act4[s], b = act4[s + 1u];
    actu4[(pc.out_off + t * pc.out_stride) / 4u + i] = uvec4(packHalf2x16(a.xy), packHalf2x16(a.zw), packHalf2x16(b.xy), packHalf2x16(b.zw));
}
