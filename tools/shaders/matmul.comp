#version 450
// matmul.comp — y[t][r] = (acc ? y[t][r] : 0) + W[r]·x[t] + bias[r], then an optional softcap, for NT tokens per
// workgroup: each thread dequantizes a 32-element chunk of the weight row once and uses it for all NT tokens, so
// decode (1 token) and prefill share one kernel. Rows spread over x and y of the grid (y only past 65535 rows).
#extension GL_KHR_shader_subgroup_arithmetic : enable
#include "common.glsl"
#include "types.glsl"
#define WG 64
#define NT 8
layout(local_size_x = WG) in;
layout(push_constant) uniform PC {
    uint n_in, n_out, n_tok, row_bytes;
    uint w_off;            // byte offset of the matrix in the weight chunk
    uint x_off, x_stride;  // activations (floats)
    uint y_off, y_stride;
    uint b_off;            // bias (float index into the weight chunk) or NONE
    uint acc;              // 1: add into y (fused residual)
    float softcap;         // > 0: y = c*tanh(y/c)
} pc;
shared float red[NT][WG];
void main() {
    const uint r = gl_WorkGroupID.x + gl_WorkGroupID.y * gl_NumWorkGroups.x, tid = gl_LocalInvocationID.x;
    const uint t0 = gl_WorkGroupID.z * NT;
    if (r >= pc.n_out) return;   // uniform per workgroup
    const uint nt = min(uint(NT), pc.n_tok - t0), rb = pc.w_off + r * pc.row_bytes;
    float s[NT];
    [[unroll]] for (uint t = 0; t < NT; t++) s[t] = 0.0;
    float v[32];
    for (uint ch = tid; ch < pc.n_in / 32u; ch += WG) {
        dq_chunk(rb, ch, v);
        for (uint t = 0; t < nt; t++) {
            const uint xb = pc.x_off + (t0 + t) * pc.x_stride + ch * 32u;
            float a = 0.0;
            for (uint i = 0; i < 32u; i++) a += v[i] * act[xb + i];
            s[t] += a;
        }
    }
#ifdef HAS_DQ_ONE
    for (uint e = (pc.n_in & ~31u) + tid; e < pc.n_in; e += WG) {   // the row's tail past the last whole chunk
        const float w = dq_one(rb, e);
        for (uint t = 0; t < nt; t++) s[t] += w * act[pc.x_off + (t0 + t) * pc.x_stride + e];
    }
#endif
    // subgroup sums, then one barrier to combine the subgroups (any subgroup size)
    [[unroll]] for (uint t = 0; t < NT; t++) s[t] = subgroupAdd(s[t]);
    if (gl_SubgroupInvocationID == 0u) [[unroll]] for (uint t = 0; t < NT; t++) red[t][gl_SubgroupID] = s[t];
    barrier();
    if (tid < nt) {
        const uint yi = pc.y_off + (t0 + tid) * pc.y_stride + r;
        float y = 0.0;
        for (uint i = 0; i < gl_NumSubgroups; i++) y += red[tid][i];
        if (pc.b_off != NONE) y += wf[pc.b_off + r];
        if (pc.acc != 0u) y += act[yi];
        if (pc.softcap > 0.0) y = pc.softcap * tanh(y / pc.softcap);
        act[yi] = y;
    }
}
