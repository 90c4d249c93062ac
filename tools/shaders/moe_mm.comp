#version 450
// moe_mm.comp — expert matrix products over moe_sort.comp's tiles: workgroup (row r, tile z) takes the tile's
// expert e and its up to NT slots, and computes y[slot][r] = W_e[r]·x[slot's row] + b_e[r]. With a second matrix
// (w2_off != NONE) it computes gate and up together and stores the activation of the pair (SwiGLU, or gpt-oss's
// clamped form), so the intermediate rows are written once (g_off: the same with gate and up in two passes). Each thread dequantizes a 32-element chunk of the row
// once for all the tile's slots (the matmul.comp scheme), so every type of types.glsl works.
#extension GL_KHR_shader_subgroup_arithmetic : enable
#include "common.glsl"
#include "types.glsl"
layout(std430, binding = 1) buffer ActU { uint actu[]; };
#define WG 64
#define NT 8   // slots per tile: moe_sort.comp's NT
layout(local_size_x = WG) in;
layout(push_constant) uniform PC {
    uint n_in, n_out, row_bytes;
    uint w_off, w2_off;        // byte offsets of expert 0's matrix (w2: the up half when fused with the activation)
    uint e_stride;             // bytes from one expert's matrix to the next
    uint b_off, b2_off;        // biases (float index, expert 0) or NONE
    uint b_estride;            // floats from one expert's bias to the next
    uint x_off, x_stride, x_div;   // slot s reads activation row s / x_div
    uint y_off, y_stride;      // slot s writes row s
    uint act;                  // with w2: 0 = SwiGLU, 1 = SwiGLU-OAI (gpt-oss)
    uint list_off, tile_off, ntile_off;
    uint g_off;                // without w2: this product is the up half; the gate half is at g_off (same layout)
} pc;
shared float red[2][NT][WG];
void main() {
    const uint r = gl_WorkGroupID.x + gl_WorkGroupID.y * gl_NumWorkGroups.x, z = gl_WorkGroupID.z, tid = gl_LocalInvocationID.x;
    if (r >= pc.n_out || z >= actu[pc.ntile_off]) return;   // uniform per workgroup
    const uint e = actu[pc.tile_off + 3u * z], first = actu[pc.tile_off + 3u * z + 1u], nt = actu[pc.tile_off + 3u * z + 2u];
    const bool glu = pc.w2_off != NONE;
    uint xb[NT];
    [[unroll]] for (uint t = 0; t < NT; t++) xb[t] = pc.x_off + (actu[pc.list_off + first + min(t, nt - 1u)] / pc.x_div) * pc.x_stride;
    const uint rb = pc.w_off + e * pc.e_stride + r * pc.row_bytes, rb2 = pc.w2_off + e * pc.e_stride + r * pc.row_bytes;
    float s[NT], s2[NT];
    [[unroll]] for (uint t = 0; t < NT; t++) { s[t] = 0.0; s2[t] = 0.0; }
    float v[32];
    for (uint ch = tid; ch < pc.n_in / 32u; ch += WG) {
        dq_chunk(rb, ch, v);
        for (uint t = 0; t < nt; t++) {
            float a = 0.0;
            for (uint i = 0; i < 32u; i++) a += v[i] * act[xb[t] + ch * 32u + i];
            s[t] += a;
        }
        if (glu) {
            dq_chunk(rb2, ch, v);
            for (uint t = 0; t < nt; t++) {
                float a = 0.0;
                for (uint i = 0; i < 32u; i++) a += v[i] * act[xb[t] + ch * 32u + i];
                s2[t] += a;
            }
        }
    }
#ifdef HAS_DQ_ONE
    for (uint i = (pc.n_in & ~31u) + tid; i < pc.n_in; i += WG) {   // the row's tail past the last whole chunk
        const float w = dq_one(rb, i), w2 = glu ? dq_one(rb2, i) : 0.0;
        for (uint t = 0; t < nt; t++) { s[t] += w * act[xb[t] + i]; s2[t] += w2 * act[xb[t] + i]; }
    }
#endif
    [[unroll]] for (uint t = 0; t < NT; t++) { s[t] = subgroupAdd(s[t]); s2[t] = subgroupAdd(s2[t]); }
    if (gl_SubgroupInvocationID == 0u) [[unroll]] for (uint t = 0; t < NT; t++) { red[0][t][gl_SubgroupID] = s[t]; red[1][t][gl_SubgroupID] = s2[t]; }
    barrier();
    if (tid < nt) {
        const uint slot = actu[pc.list_off + first + tid];
        float y = 0.0, y2 = 0.0;
        for (uint i = 0; i < gl_NumSubgroups; i++) { y += red[0][tid][i]; y2 += red[1][tid][i]; }
        if (pc.b_off != NONE) y += wf[pc.b_off + e * pc.b_estride + r];
        float gv = y, uv = 0.0;
        const bool pair = glu || pc.g_off != NONE;
        if (glu) uv = y2 + (pc.b2_off != NONE ? wf[pc.b2_off + e * pc.b_estride + r] : 0.0);
        else if (pair) { gv = act[pc.g_off + slot * pc.y_stride + r]; uv = y; }
        if (pair) {
            if (pc.act == 1u) {   // gate clamped above, up clamped both sides, +1 on up
                gv = min(gv, 7.0); uv = clamp(uv, -7.0, 7.0);
                y = gv / (1.0 + exp(-1.702 * gv)) * (uv + 1.0);
            } else y = gv / (1.0 + exp(-gv)) * uv;
        }
        act[pc.y_off + slot * pc.y_stride + r] = y;
    }
}
