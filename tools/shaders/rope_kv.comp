#version 450
// rope_kv.comp — the step between the Q/K/V product and attention, as one dispatch: per head the optional RMS
// q/k norm (with its weight), RoPE on the first n_rot dims (the same angle steps as rope.comp), and for K and V
// heads the store into the cache at position p_pos0 + t (f32, or f16 pairs rounded as kv_store.comp rounds them).
// Workgroup x < n_head: query head x, rewritten in place; n_head + j: KV head j (K roped into the cache, V copied).
#extension GL_KHR_shader_subgroup_arithmetic : enable
#include "common.glsl"
#define WG 128
layout(local_size_x = WG) in;
layout(push_constant) uniform PC {
    uint q_off, q_stride, k_off, v_off, kv_stride;
    uint n_head, n_head_kv, dk, dv;
    uint q_norm, k_norm;                  // per-head norm weights (float index) or NONE
    float eps;
    uint kc_off, vc_off, row_k, row_v, f16;
    uint n_rot, mode;                     // n_rot 0: no rotation; mode 0 = NORM, 2 = NEOX
    float theta_scale, freq_scale, attn_factor;
    uint freqs_off;
    float ext_factor, corr0, corr1;
} pc;
shared float hv[256];
shared float red[WG];
void main() {
    const uint hh = gl_WorkGroupID.x, t = gl_WorkGroupID.y, tid = gl_LocalInvocationID.x, pos = p_pos0 + t;
    const bool isq = hh < pc.n_head;
    const uint kh = hh - pc.n_head;
    const uint src = isq ? pc.q_off + t * pc.q_stride + hh * pc.dk : pc.k_off + t * pc.kv_stride + kh * pc.dk;
    const uint nw = isq ? pc.q_norm : pc.k_norm;
    float ss = 0.0;
    for (uint i = tid; i < pc.dk; i += WG) { const float v = act[src + i]; hv[i] = v; ss += v * v; }
    if (nw != NONE) {   // as norm.comp: x * 1/sqrt(mean(x^2) + eps) * w
        ss = subgroupAdd(ss);
        if (gl_SubgroupInvocationID == 0u) red[gl_SubgroupID] = ss;
        barrier();
        float s = 0.0;
        for (uint i = 0; i < gl_NumSubgroups; i++) s += red[i];
        const float scale = 1.0 / sqrt(s / float(pc.dk) + pc.eps);
        for (uint i = tid; i < pc.dk; i += WG) hv[i] = hv[i] * scale * wf[nw + i];
    }
    barrier();
    const uint half_ = pc.n_rot / 2u;
    for (uint p = tid; p < half_; p += WG) {
        const vec2 csn = rope_cs(float(pos), p, pc.theta_scale, pc.freqs_off, pc.freq_scale, pc.ext_factor, pc.corr0, pc.corr1, pc.attn_factor);
        const float cs = csn.x, sn = csn.y;
        const uint a = pc.mode == 0u ? 2u * p : p, b = a + (pc.mode == 0u ? 1u : half_);
        const float x0 = hv[a], x1 = hv[b];
        hv[a] = x0 * cs - x1 * sn;
        hv[b] = x0 * sn + x1 * cs;
    }
    barrier();
    if (isq) {
        for (uint i = tid; i < pc.dk; i += WG) act[src + i] = hv[i];
        return;
    }
    const uint kc = pc.kc_off + pos * pc.row_k + kh * pc.dk, vc = pc.vc_off + pos * pc.row_v + kh * pc.dv;
    const uint vs = pc.v_off + t * pc.kv_stride + kh * pc.dv;
    if (pc.f16 != 0u) {
        for (uint i = 2u * tid; i < pc.dk; i += 2u * WG) kvu[(kc + i) >> 1] = f16_bits(hv[i]) | (f16_bits(hv[i + 1u]) << 16);
        for (uint i = 2u * tid; i < pc.dv; i += 2u * WG) kvu[(vc + i) >> 1] = f16_bits(act[vs + i]) | (f16_bits(act[vs + i + 1u]) << 16);
    } else {
        for (uint i = tid; i < pc.dk; i += WG) kvf[kc + i] = hv[i];
        for (uint i = tid; i < pc.dv; i += WG) kvf[vc + i] = act[vs + i];
    }
}
