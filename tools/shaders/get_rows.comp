#version 450
// get_rows.comp — token embeddings: x[t] = scale * dequant(table row p_tokens[t]); one thread per 32-element chunk.
#include "common.glsl"
#include "types.glsl"
layout(local_size_x = 64) in;
layout(push_constant) uniform PC { uint n, row_bytes, w_off, out_off, out_stride; float scale; } pc;
void main() {
    const uint ch = gl_GlobalInvocationID.x, t = gl_WorkGroupID.y;
#ifdef HAS_DQ_ONE
    if (ch == pc.n / 32u) {   // the tail of a row whose length is not a multiple of 32
        const uint rb = pc.w_off + uint(p_tokens[t]) * pc.row_bytes;
        for (uint e = ch * 32u; e < pc.n; e++) act[pc.out_off + t * pc.out_stride + e] = dq_one(rb, e) * pc.scale;
        return;
    }
#endif
    if (ch >= pc.n / 32u) return;
    float v[32];
    dq_chunk(pc.w_off + uint(p_tokens[t]) * pc.row_bytes, ch, v);
    const uint o = pc.out_off + t * pc.out_stride + ch * 32u;
    for (uint i = 0; i < 32u; i++) act[o + i] = v[i] * pc.scale;
}
