#version 450
// rope_kv.comp — the step between the Q/K/V product and attention, as one dispatch: per head the optional RMS
// q/k norm (with its weight), RoPE on the first n_rot dims (the same angle steps as rope.comp), and for K and V
// heads the store into the cache at position p_pos0 + t (f32, or f16 pairs rounded as kv_store.comp rounds them).
// Head hh = x * HPW + (a group of TPH threads): hh < n_head query head hh, rewritten in place; n_head + j KV head j (K
// roped into the cache, V copied). TPH = 32, 64 or 128 threads a head as dk <= 32, <= 64 or more, HPW = 128 / TPH heads a
// workgroup (the host's dlgo__vk_rope_kv_grid): a prompt's 64-wide heads would leave half of 128 threads idle.
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
    uint tok;                             // 1: a workgroup per token over all its heads (rope_tok below)
} pc;
shared float hv[256];   // head l of the workgroup at l * 256 / HPW
shared float red[WG];
// cache elements at, at + 1 (at even): one f16 word (as kv_store.comp rounds), or two floats
void store_kv(const uint at, const float y0, const float y1) {
    if (pc.f16 != 0u) kvu[at >> 1] = f16_bits(y0) | (f16_bits(y1) << 16);
    else { kvf[at] = y0; kvf[at + 1u] = y1; }
}
// A prompt's token at a time (tok = 1; the host's dlgo__vk_rope_kv_grid: no q/k norms, n_rot a multiple of 4 for
// NEOX): the token's rotation factors once into shared memory, then every head's rotated elements in units of two
// neighbouring elements (a NORM pair; for NEOX two pairs, elements 2u, 2u + 1 and their partners n_rot / 2 on), so
// that an f16 cache takes whole words, and the copies (K past n_rot, V) in pairs too: a workgroup of 128 threads
// per token instead of one per head, the angles of a pair index shared by the 40 heads of a llama-8b token, every
// load and store in neighbouring words. The same arithmetic per element as the head mode below (rope_rot).
shared vec2 cs_t[128];
void rope_tok() {
    const uint t = gl_WorkGroupID.y, pos = p_pos0 + t, tid = gl_LocalInvocationID.x, half_ = pc.n_rot / 2u;
    for (uint p = tid; p < half_; p += WG)
        cs_t[p] = rope_cs(float(pos), p, pc.theta_scale, pc.freqs_off, pc.freq_scale, pc.ext_factor, pc.corr0, pc.corr1, pc.attn_factor);
    barrier();
    const bool neox = pc.mode != 0u;
    const uint upr = neox ? pc.n_rot / 4u : half_, nh = pc.n_head + pc.n_head_kv;   // units a head
    for (uint i = tid; i < nh * upr; i += WG) {
        const uint hh = i / upr, u = i - hh * upr;
        const bool isq = hh < pc.n_head;
        const uint kh = hh - pc.n_head;
        const uint src = isq ? pc.q_off + t * pc.q_stride + hh * pc.dk : pc.k_off + t * pc.kv_stride + kh * pc.dk;
        const uint kc = pc.kc_off + pos * pc.row_k + kh * pc.dk;
        if (!neox) {   // the pair 2u, 2u + 1
            const vec2 y = rope_rot(act[src + 2u * u], act[src + 2u * u + 1u], cs_t[u]);
            if (isq) { act[src + 2u * u] = y.x; act[src + 2u * u + 1u] = y.y; }
            else store_kv(kc + 2u * u, y.x, y.y);
        } else {       // pairs 2u and 2u + 1: elements 2u, 2u + 1 with 2u + half_, 2u + 1 + half_
            const uint e = 2u * u;
            const vec2 y0 = rope_rot(act[src + e], act[src + e + half_], cs_t[e]), y1 = rope_rot(act[src + e + 1u], act[src + e + 1u + half_], cs_t[e + 1u]);
            if (isq) { act[src + e] = y0.x; act[src + e + 1u] = y1.x; act[src + e + half_] = y0.y; act[src + e + 1u + half_] = y1.y; }
            else { store_kv(kc + e, y0.x, y1.x); store_kv(kc + e + half_, y0.y, y1.y); }
        }
    }
    const uint tk = (pc.dk - pc.n_rot) / 2u, tv = pc.dv / 2u;   // K's unrotated pairs, V's pairs
    for (uint i = tid; i < pc.n_head_kv * (tk + tv); i += WG) {
        const uint kh = i / (tk + tv), j = i - kh * (tk + tv);
        if (j < tk) {
            const uint e = pc.n_rot + 2u * j, src = pc.k_off + t * pc.kv_stride + kh * pc.dk + e;
            store_kv(pc.kc_off + pos * pc.row_k + kh * pc.dk + e, act[src], act[src + 1u]);
        } else {
            const uint e = 2u * (j - tk), src = pc.v_off + t * pc.kv_stride + kh * pc.dv + e;
            store_kv(pc.vc_off + pos * pc.row_v + kh * pc.dv + e, act[src], act[src + 1u]);
        }
    }
}
void main() {
    if (pc.tok != 0u) { rope_tok(); return; }
    const uint tph = pc.dk <= 32u ? 32u : pc.dk <= 64u ? 64u : 128u, hpw = WG / tph;
    // threads numbered subgroup by subgroup, so that a head's threads are whole subgroups for the sums below (Vulkan
    // ties subgroup ids to no particular local index)
    const uint li = gl_SubgroupID * gl_SubgroupSize + gl_SubgroupInvocationID;
    const uint lh = li / tph, tid = li % tph, hb = lh * (256u / hpw);
    const uint hh = gl_WorkGroupID.x * hpw + lh, t = gl_WorkGroupID.y, pos = p_pos0 + t;
    const bool live = hh < pc.n_head + pc.n_head_kv;   // (the last workgroup's last heads may be past the end)
    const bool isq = hh < pc.n_head;
    const uint kh = hh - pc.n_head;
    const uint src = isq ? pc.q_off + t * pc.q_stride + hh * pc.dk : pc.k_off + t * pc.kv_stride + kh * pc.dk;
    const uint nw = isq ? pc.q_norm : pc.k_norm;
    float ss = 0.0;
    if (live) for (uint i = tid; i < pc.dk; i += tph) { const float v = act[src + i]; hv[hb + i] = v; ss += v * v; }
    if (pc.q_norm != NONE || pc.k_norm != NONE) {   // as norm.comp: x * 1/sqrt(mean(x^2) + eps) * w (uniform: barriers)
        float s = 0.0;
        if (gl_SubgroupSize <= tph) {   // a head in whole subgroups (both powers of two): their sums
            ss = subgroupAdd(ss);
            if (gl_SubgroupInvocationID == 0u) red[gl_SubgroupID] = ss;
            barrier();
            const uint sph = tph / gl_SubgroupSize;
            for (uint i = 0; i < sph; i++) s += red[lh * sph + i];
        } else {   // (subgroups wider than a head: every thread's part; a serial sum over 128 parts cost qwen3-0.6b 6 % of pp512)
            red[li] = ss;
            barrier();
            for (uint i = 0; i < tph; i++) s += red[lh * tph + i];
        }
        const float scale = 1.0 / sqrt(s / float(pc.dk) + pc.eps);
        if (live && nw != NONE) for (uint i = tid; i < pc.dk; i += tph) hv[hb + i] = hv[hb + i] * scale * wf[nw + i];
    }
    barrier();
    const uint half_ = pc.n_rot / 2u;
    if (live) for (uint p = tid; p < half_; p += tph) {
        const vec2 csn = rope_cs(float(pos), p, pc.theta_scale, pc.freqs_off, pc.freq_scale, pc.ext_factor, pc.corr0, pc.corr1, pc.attn_factor);
        const uint a = hb + (pc.mode == 0u ? 2u * p : p), b = a + (pc.mode == 0u ? 1u : half_);
        const vec2 y = rope_rot(hv[a], hv[b], csn);
        hv[a] = y.x; hv[b] = y.y;
    }
    barrier();
    if (!live) return;
    if (isq) {
        for (uint i = tid; i < pc.dk; i += tph) act[src + i] = hv[hb + i];
        return;
    }
    const uint kc = pc.kc_off + pos * pc.row_k + kh * pc.dk, vc = pc.vc_off + pos * pc.row_v + kh * pc.dv;
    const uint vs = pc.v_off + t * pc.kv_stride + kh * pc.dv;
    if (pc.f16 != 0u) {   // (whole f16 words: dk and dv even)
        for (uint i = 2u * tid; i < pc.dk; i += 2u * tph) store_kv(kc + i, hv[hb + i], hv[hb + i + 1u]);
        for (uint i = 2u * tid; i < pc.dv; i += 2u * tph) store_kv(vc + i, act[vs + i], act[vs + i + 1u]);
    } else {
        for (uint i = tid; i < pc.dk; i += tph) kvf[kc + i] = hv[hb + i];
        for (uint i = tid; i < pc.dv; i += tph) kvf[vc + i] = act[vs + i];
    }
}
