#version 450
// kv_shift.comp — a context shift (dlgo_ctx_shift) in one layer's cache: the rows of positions src0 .. src0+n_rows-1
// move down by `delta` positions, and each K head's first n_rot dims turn back by delta positions with the layer's
// RoPE (the angle of position -delta, magnitude 1: rope_cs as rope_kv.comp builds it). n_rows <= delta, so no row
// this dispatch writes is one it reads; the host issues the chunks in increasing order with a barrier between.
// Workgroup x: the row, y: the KV head.
#include "common.glsl"
#define WG 64
layout(local_size_x = WG) in;
layout(push_constant) uniform PC {
    uint kc_off, vc_off, row_k, row_v, f16;
    uint src0, delta, n_head_kv, dk, dv;
    uint n_rot, mode;                     // n_rot 0: no rotation; mode 0 = NORM, 2 = NEOX
    float theta_scale, freq_scale;
    uint freqs_off;
    float ext_factor, corr0, corr1;
} pc;
shared float hv[512];
void main() {
    const uint r = gl_WorkGroupID.x, kh = gl_WorkGroupID.y, tid = gl_LocalInvocationID.x;
    const uint src = pc.src0 + r, dst = src - pc.delta;
    const uint ks = pc.kc_off + src * pc.row_k + kh * pc.dk, kd = pc.kc_off + dst * pc.row_k + kh * pc.dk;
    const uint vs = pc.vc_off + src * pc.row_v + kh * pc.dv, vd = pc.vc_off + dst * pc.row_v + kh * pc.dv;
    if (pc.f16 != 0u) {
        for (uint i = 2u * tid; i < pc.dk; i += 2u * WG) { const vec2 v = unpackHalf2x16(kvu[(ks + i) >> 1]); hv[i] = v.x; hv[i + 1u] = v.y; }
    } else {
        for (uint i = tid; i < pc.dk; i += WG) hv[i] = kvf[ks + i];
    }
    barrier();
    const uint half_ = pc.n_rot / 2u;
    for (uint p = tid; p < half_; p += WG) {
        const vec2 csn = rope_cs(-float(pc.delta), p, pc.theta_scale, pc.freqs_off, pc.freq_scale, pc.ext_factor, pc.corr0, pc.corr1, 1.0);
        const uint a = pc.mode == 0u ? 2u * p : p, b = a + (pc.mode == 0u ? 1u : half_);
        const vec2 y = rope_rot(hv[a], hv[b], csn);
        hv[a] = y.x; hv[b] = y.y;
    }
    barrier();
    if (pc.f16 != 0u) {
        for (uint i = 2u * tid; i < pc.dk; i += 2u * WG) kvu[(kd + i) >> 1] = f16_bits(hv[i]) | (f16_bits(hv[i + 1u]) << 16);
        for (uint i = 2u * tid; i < pc.dv; i += 2u * WG) kvu[(vd + i) >> 1] = kvu[(vs + i) >> 1];
    } else {
        for (uint i = tid; i < pc.dv; i += WG) kvf[vd + i] = kvf[vs + i];
        for (uint i = tid; i < pc.dk; i += WG) kvf[kd + i] = hv[i];
    }
}
