#version 450
// bench/persist.comp — experiment (issue 12): a chain of decode products run by ONE persistent dispatch, its
// workgroups meeting at a grid barrier (an atomic counter) between stages instead of a pipeline barrier between
// dispatches; optionally each workgroup first touches a slice of the next stage's weights (PF) so that they stream
// into L2 while the grid waits. Compared by bench/vk_persist.c with the same chain as separate mv_* dispatches.
// Stage table (uints at act[tab_off + 16 s]): n_in, n_out, row_bytes, w_off0, w_off1 (pair: up; else NONE), x_off,
// y_off, acc, act, pf_off, pf_bytes, r_off (residual source or NONE). Loads of the input: coherent (default), staged
// in shared memory (XS) or plain (NC). Every workgroup must be resident at once (the host picks the grid); a spin that
// runs past spin_max sets a flag and goes on, so a wrong guess gives a wrong result, never a hang.
#extension GL_KHR_shader_subgroup_arithmetic : enable
#include "common.glsl"
#define UNROLL [[unroll]]
#include "types.glsl"
#define R 2
#define NG 4u
layout(local_size_x = 128) in;
layout(push_constant) uniform PC { uint n_stage, tab_off, ctr_off, spin_max, pf_cap, pf_on; } pc;
layout(std430, binding = 0) readonly buffer W128 { uvec4 w128[]; };
layout(std430, binding = 0) readonly buffer W64 { uvec2 w64[]; };
layout(std430, binding = 0) readonly buffer WF4 { vec4 wf4[]; };
layout(std430, binding = 1) coherent buffer ActC { float actc[]; };
layout(std430, binding = 1) coherent buffer ActC4 { vec4 act4[]; };
layout(std430, binding = 1) coherent buffer ActU { uint actu[]; };
layout(std430, binding = 1) volatile coherent buffer ActV { uint actv[]; };
layout(std430, binding = 1) readonly buffer ActR { vec4 actr4[]; };   // NC: plain (L1-cached) loads; safe only
    // because every stage writes a region no earlier stage of the dispatch read (the host's fresh offsets)
#ifdef XS
shared vec4 xs[2304];   // XS: the stage's input staged once per workgroup (n_in <= 8192), one vec4 of pad per 8
uint xpad(uint k) { return k + (k >> 3); }
#endif
#include "mv_units.glsl"

shared float red[2 * R][NG * 8u];
shared uint st[16];

void grid_sync(uint epoch) {
    barrier();
    if (gl_LocalInvocationIndex == 0u) {
        memoryBarrierBuffer();
        atomicAdd(actu[pc.ctr_off], 1u);
        const uint target = epoch * gl_NumWorkGroups.x;
        uint n = 0u;
        while (actv[pc.ctr_off] < target) {
            if (++n > pc.spin_max) { atomicOr(actu[pc.ctr_off + 1u], 1u); break; }
        }
        memoryBarrierBuffer();
    }
    barrier();
}

void mv_group(uint vw, bool pair) {
    const uint tid = gl_LocalInvocationID.x, grp = tid / 32u, lane = tid % 32u;
    const uint n_in = st[0], n_out = st[1], row_bytes = st[2];
    const uint v0 = (vw * NG + grp) * R, nu = n_in / UE;
    uint rb[2 * R];
    UNROLL for (uint i = 0; i < 2u * R; i++) {
        if (pair) { const uint v = v0 + i / 2u < n_out ? v0 + i / 2u : 0u; rb[i] = ((i & 1u) == 0u ? st[3] : st[4]) + v * row_bytes; }
        else { const uint v = v0 + (i & (R - 1u)) < n_out ? v0 + (i & (R - 1u)) : 0u; rb[i] = st[3] + v * row_bytes; }
    }
    float s[2 * R];
    UNROLL for (uint i = 0; i < 2u * R; i++) s[i] = 0.0;
    const uint xo = st[5] >> 2;
    for (uint u = lane; u < nu; u += 32u) {
        vec4 x[XV];
#if defined(XS)
        UNROLL for (uint k = 0; k < XV; k++) x[k] = xs[xpad(xv(u, k))];
#elif defined(NC)
        UNROLL for (uint k = 0; k < XV; k++) x[k] = actr4[xo + xv(u, k)];
#else
        UNROLL for (uint k = 0; k < XV; k++) x[k] = act4[xo + xv(u, k)];
#endif
        if (pair) { UNROLL for (uint i = 0; i < 2u * R; i++) s[i] += dot_unit(rb[i], u, x); }
        else { UNROLL for (uint i = 0; i < R; i++) s[i] += dot_unit(rb[i], u, x); }
    }
    UNROLL for (uint i = 0; i < 2u * R; i++) s[i] = subgroupAdd(s[i]);
    if (gl_SubgroupSize != 32u) {   // (lavapipe) per-subgroup partials through shared memory
        const uint per = 32u / gl_SubgroupSize, sg = lane / gl_SubgroupSize, r0 = grp * 8u;
        if (gl_SubgroupInvocationID == 0u) { UNROLL for (uint i = 0; i < 2u * R; i++) red[i][r0 + sg] = s[i]; }
        barrier();
        UNROLL for (uint i = 0; i < 2u * R; i++) { float a = 0.0; for (uint k = 0; k < per; k++) a += red[i][r0 + k]; s[i] = a; }
        barrier();
    }
    UNROLL for (uint i = 0; i < R; i++) {
        if (lane != i || v0 + i >= n_out) continue;
        float y;
        if (pair) { const float a = s[2u * i]; y = a / (1.0 + exp(-a)) * s[2u * i + 1u]; }
        else { y = s[i]; if (st[8] == 1u) y = y / (1.0 + exp(-y)); }
        const uint yi = st[6] + v0 + i;
        if (st[11] != NONE) y += actc[st[11] + v0 + i];   // the residual, read from its own region
        actc[yi] = y;
    }
}

void main() {
    uint sink = 0u;
    for (uint s = 0; s < pc.n_stage; s++) {
        if (gl_LocalInvocationIndex < 16u) st[gl_LocalInvocationIndex] = actu[pc.tab_off + 16u * s + gl_LocalInvocationIndex];
        barrier();
        const bool pair = st[4] != NONE;
        const uint nvw = (st[1] + R * NG - 1u) / (R * NG);
#ifdef XS
        for (uint k = gl_LocalInvocationIndex; k < st[0] / 4u; k += 128u) xs[xpad(k)] = act4[(st[5] >> 2) + k];
        barrier();
#endif
        for (uint vw = gl_WorkGroupID.x; vw < nvw; vw += gl_NumWorkGroups.x) mv_group(vw, pair);
        if (s + 1u == pc.n_stage) break;
        // touch this workgroup's slice of the next stage's weights (L2): up to 8 loads a thread (not thread 0, which
        // signals the barrier), consumed only after it so that they are in flight while the grid waits
        uint pf[8];
        UNROLL for (uint i = 0; i < 8u; i++) pf[i] = 0u;
        if (pc.pf_on != 0u) {
            const uint pf_off = st[9] >> 4, pf_n = st[10] >> 4;
            const uint per = min((pf_n + gl_NumWorkGroups.x - 1u) / gl_NumWorkGroups.x, pc.pf_cap * 128u);
            const uint b0 = pf_off + gl_WorkGroupID.x * per;
            UNROLL for (uint i = 0; i < 8u; i++) {
                const uint k = gl_LocalInvocationIndex + 128u * i;
                if (i < pc.pf_cap && gl_LocalInvocationIndex != 0u && k < per && b0 + k < pf_off + pf_n) pf[i] = w128[b0 + k].x;
            }
        }
        grid_sync(s + 1u);
        UNROLL for (uint i = 0; i < 8u; i++) sink ^= pf[i];
    }
    if (sink == 0x9e3779b9u && pc.pf_on == 7u) actu[pc.ctr_off + 2u] = sink;   // keeps the touches
}
