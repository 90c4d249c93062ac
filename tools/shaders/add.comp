#version 450
// add.comp — y += a, row by row (residual adds that no other kernel could absorb).
#include "common.glsl"
layout(local_size_x = 64) in;
layout(push_constant) uniform PC { uint n, y_off, y_stride, a_off, a_stride; } pc;
void main() {
    const uint i = gl_GlobalInvocationID.x, t = gl_WorkGroupID.y;
    if (i < pc.n) act[pc.y_off + t * pc.y_stride + i] += act[pc.a_off + t * pc.a_stride + i];
}
