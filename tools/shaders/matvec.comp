#version 450
// matvec.comp — decode-sized products (a few tokens): y[t][r] = (acc ? y : 0) + W[r]·x[t] + bias[r] (+ softcap).
// A workgroup takes R rows; its threads stride over the row in "units" (32 elements for block types, 4 for
// f32/f16/bf16), so neighbouring threads read neighbouring bytes of one row (coalesced), and each activation
// vector loaded is reused for the R rows. Important types have hand-written units with wide (uvec4 / word)
// loads and sums of q·x scaled once per sub-block; every other type goes through dq_chunk with the same mapping.
// Needs: x_off and x_stride multiples of 4 (vec4 activation loads); n_in a multiple of the unit (host checks).
#extension GL_KHR_shader_subgroup_arithmetic : enable
#include "common.glsl"
#define UNROLL [[unroll]]
#include "types.glsl"
#ifndef WG
#define WG 64
#endif
#ifndef R
#define R 2
#endif
#define NT 4   // tokens per z slice (MV_TOK below is written out for 4)
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
layout(std430, binding = 0) readonly buffer W128 { uvec4 w128[]; };
layout(std430, binding = 0) readonly buffer W64 { uvec2 w64[]; };
layout(std430, binding = 0) readonly buffer WF4 { vec4 wf4[]; };
layout(std430, binding = 1) readonly buffer A4 { vec4 act4[]; };

#include "mv_units.glsl"
// x[i] of unit u of the activation row at float offset xo
void load_x(uint xo, uint u, out vec4 x[XV]) { [[unroll]] for (uint i = 0; i < XV; i++) x[i] = act4[(xo >> 2) + xv(u, i)]; }

shared float red[R * NT][WG];
void main() {
    const uint wg = gl_WorkGroupID.x + gl_WorkGroupID.y * gl_NumWorkGroups.x, tid = gl_LocalInvocationID.x;
    const uint r0 = wg * R, t0 = gl_WorkGroupID.z * NT;
    if (r0 >= pc.n_out) return;   // uniform per workgroup
    const uint nr = min(uint(R), pc.n_out - r0), nt = min(uint(NT), pc.n_tok - t0), nu = pc.n_in / UE;
    float s[R][NT];
    [[unroll]] for (uint r = 0; r < R; r++) [[unroll]] for (uint t = 0; t < NT; t++) s[r][t] = 0.0;
    // (hand-expanded: glslc leaves these loops rolled around the conditionals, and s[][] must stay in registers)
#define MV_ROW(t, r) if (r < nr) s[r][t] += dot_unit(pc.w_off + (r0 + r) * pc.row_bytes, u, x);
#if R == 2
#define MV_ROWS(t) MV_ROW(t, 0u) MV_ROW(t, 1u)
#elif R == 4
#define MV_ROWS(t) MV_ROW(t, 0u) MV_ROW(t, 1u) MV_ROW(t, 2u) MV_ROW(t, 3u)
#else
#define MV_ROWS(t) MV_ROW(t, 0u)
#endif
#define MV_TOK(t) if (t < nt) { vec4 x[XV]; load_x(pc.x_off + (t0 + t) * pc.x_stride, u, x); MV_ROWS(t) }
    for (uint u = tid; u < nu; u += WG) {
        MV_TOK(0u) MV_TOK(1u) MV_TOK(2u) MV_TOK(3u)
    }
    // subgroup sums, then one barrier to combine the subgroups (any subgroup size)
    [[unroll]] for (uint r = 0; r < R; r++) [[unroll]] for (uint t = 0; t < NT; t++) {
        const float v = t < nt ? subgroupAdd(s[r][t]) : 0.0;   // nt is uniform: the unused sums cost nothing
        if (gl_SubgroupInvocationID == 0u) red[r * NT + t][gl_SubgroupID] = v;
    }
    barrier();
    if (tid < R * NT) {
        const uint r = tid / NT, t = tid % NT;
        if (r < nr && t < nt) {
            const uint row = r0 + r, yi = pc.y_off + (t0 + t) * pc.y_stride + row;
            float y = 0.0;
            for (uint i = 0; i < gl_NumSubgroups; i++) y += red[tid][i];
            if (pc.b_off != NONE) y += wf[pc.b_off + row];
            if (pc.acc != 0u) y += act[yi];
            if (pc.softcap > 0.0) y = pc.softcap * tanh(y / pc.softcap);
            act[yi] = y;
        }
    }
}
