#version 450
// splitk.comp — a split-K product's result from its partial sums (mm_coop.comp with k_len): per row and token, the
// n_split partials added in split order, then the bias, the output's old value (acc) and the softcap, as mm_coop's
// epilogue adds them. Workgroup y: the token.
#include "common.glsl"
layout(local_size_x = 64) in;
layout(push_constant) uniform PC {
    uint n_out, n_split, part_off, part_split;   // partial of split k, token t, row r: part_off + k part_split + t n_out + r
    uint y_off, y_stride, b_off, acc;
    float softcap;
} pc;
void main() {
    const uint r = gl_GlobalInvocationID.x, t = gl_WorkGroupID.y;
    if (r >= pc.n_out) return;
    float y = 0.0;
    for (uint k = 0; k < pc.n_split; k++) y += act[pc.part_off + k * pc.part_split + t * pc.n_out + r];
    if (pc.b_off != NONE) y += wf[pc.b_off + r];
    const uint yi = pc.y_off + t * pc.y_stride + r;
    if (pc.acc != 0u) y += act[yi];
    if (pc.softcap > 0.0) y = pc.softcap * tanh(y / pc.softcap);
    act[yi] = y;
}
