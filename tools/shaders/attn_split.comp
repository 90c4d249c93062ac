#version 450
// attn_split.comp — decode attention as flash decoding. A workgroup takes one KV head, all the query heads that
// share it (GQA: G = n_head / n_head_kv, their q rows in shared memory) and one of n_split slices of the visible
// key range, so the grid fills the GPU at any context length and each key and value row is read once per KV head,
// not once per query head. Scores: one thread per key (all G heads at once); softmax with a running max over
// tiles of TILE keys; the values: one thread per (head, value dim), coalesced along the row. The slice's partial
// (unnormalised outputs, max, sum) goes to part_off; attn_reduce.comp combines the slices (and adds the sinks).
// One query token per z slice, causal from its position p_pos0 + z. Limits (the host checks): G * dk <= 2048,
// G <= 8, dv <= 256.
#extension GL_KHR_shader_subgroup_arithmetic : enable
#include "common.glsl"
#define WG 128
#define TILE 128
#define GMAX 8
layout(local_size_x = WG) in;
layout(push_constant) uniform PC {
    uint q_off, q_stride, n_head, n_head_kv, dk, dv;
    uint kc_off, vc_off, row_k, row_v;   // cache offsets and per-position strides in elements
    uint swa, f16, n_split, min_chunk;
    float scale, softcap;
    uint part_off;                       // partials: [token][head][split] x (dv + 2) floats
} pc;
shared float qs[2048];
shared float sc[GMAX][TILE];
shared float red[GMAX][WG / 4];
shared float gm[GMAX];

float kv_at(uint e) {   // one cache element (f32, or one half of an f16 pair)
    if (pc.f16 == 0u) return kvf[e];
    const vec2 h = unpackHalf2x16(kvu[e >> 1]);
    return (e & 1u) != 0u ? h.y : h.x;
}
// max or sum of one value per thread for each of the G heads (subgroup step, then across the subgroups)
void wg_reduce(inout float v[GMAX], uint G, bool is_max) {
    const uint tid = gl_LocalInvocationID.x;
    [[unroll]] for (uint g = 0; g < GMAX; g++) if (g < G) v[g] = is_max ? subgroupMax(v[g]) : subgroupAdd(v[g]);
    if (gl_SubgroupInvocationID == 0u) { [[unroll]] for (uint g = 0; g < GMAX; g++) if (g < G) red[g][gl_SubgroupID] = v[g]; }
    barrier();
    [[unroll]] for (uint g = 0; g < GMAX; g++) if (g < G) {
        float a = red[g][0];
        for (uint i = 1; i < gl_NumSubgroups; i++) a = is_max ? max(a, red[g][i]) : a + red[g][i];
        v[g] = a;
    }
    barrier();
}

void main() {
    const uint kvh = gl_WorkGroupID.x, split = gl_WorkGroupID.y, t = gl_WorkGroupID.z, tid = gl_LocalInvocationID.x;
    const uint G = pc.n_head / pc.n_head_kv, h0 = kvh * G;
    const uint pos = p_pos0 + t;
    const uint j0 = (pc.swa > 0u && pos + 1u > pc.swa) ? pos + 1u - pc.swa : 0u, n = pos + 1u - j0;
    const uint chunk = max((n + pc.n_split - 1u) / pc.n_split, pc.min_chunk);
    const uint jb = j0 + split * chunk, je = min(jb + chunk, pos + 1u);
    const uint W = pc.dv + 2u, base = pc.part_off + ((t * pc.n_head + h0) * pc.n_split + split) * W;
    if (jb >= je) {   // an empty slice (short context): a zero sum tells attn_reduce to skip it
        if (tid < G) act[base + tid * pc.n_split * W + pc.dv + 1u] = 0.0;
        return;
    }
    for (uint i = tid; i < G * pc.dk; i += WG) qs[i] = act[pc.q_off + t * pc.q_stride + h0 * pc.dk + i];
    barrier();
    const uint kb = pc.kc_off + kvh * pc.dk, vb = pc.vc_off + kvh * pc.dv;
    float m[GMAX], l[GMAX];
    [[unroll]] for (uint g = 0; g < GMAX; g++) { m[g] = -1.0e30; l[g] = 0.0; }
    // each thread owns output elements e = tid + WG * r of the G x dv block
    const uint no = G * pc.dv;
    float o[(GMAX * 256) / WG];
    [[unroll]] for (uint r = 0; r < (GMAX * 256) / WG; r++) o[r] = 0.0;
    for (uint jt = jb; jt < je; jt += TILE) {
        const uint nj = min(uint(TILE), je - jt);
        float d[GMAX];
        [[unroll]] for (uint g = 0; g < GMAX; g++) d[g] = -1.0e30;
        if (tid < nj) {
            const uint e = kb + (jt + tid) * pc.row_k;
            float a[GMAX];
            [[unroll]] for (uint g = 0; g < GMAX; g++) a[g] = 0.0;
            for (uint i = 0; i < pc.dk; i += 2u) {
                const vec2 k2 = pc.f16 != 0u ? unpackHalf2x16(kvu[(e + i) >> 1]) : vec2(kvf[e + i], kvf[e + i + 1u]);
                [[unroll]] for (uint g = 0; g < GMAX; g++) if (g < G) a[g] += qs[g * pc.dk + i] * k2.x + qs[g * pc.dk + i + 1u] * k2.y;
            }
            [[unroll]] for (uint g = 0; g < GMAX; g++) if (g < G) {
                float z = a[g] * pc.scale;
                if (pc.softcap > 0.0) z = pc.softcap * tanh(z / pc.softcap);
                d[g] = z;
            }
        }
        float tm[GMAX];
        [[unroll]] for (uint g = 0; g < GMAX; g++) tm[g] = d[g];
        wg_reduce(tm, G, true);
        float ps[GMAX];
        [[unroll]] for (uint g = 0; g < GMAX; g++) if (g < G) {
            const float mn = max(m[g], tm[g]);
            const float p = tid < nj ? exp(d[g] - mn) : 0.0;
            if (tid < nj) sc[g][tid] = p;
            if (tid == 0u) gm[g] = exp(m[g] - mn);   // the rescale of what the earlier tiles summed
            ps[g] = p;
            tm[g] = mn;
        }
        wg_reduce(ps, G, false);   // its barriers also publish sc[][]
        [[unroll]] for (uint r = 0; r < (GMAX * 256) / WG; r++) {
            const uint e = tid + WG * r;
            if (e < no) {
                const uint g = e / pc.dv, c = e % pc.dv;
                float a = o[r] * gm[g];
                for (uint jj = 0; jj < nj; jj++) a += sc[g][jj] * kv_at(vb + (jt + jj) * pc.row_v + c);
                o[r] = a;
            }
        }
        [[unroll]] for (uint g = 0; g < GMAX; g++) if (g < G) { l[g] = l[g] * exp(m[g] - tm[g]) + ps[g]; m[g] = tm[g]; }
        barrier();
    }
    // partial of this slice: o (unnormalised), then max and sum per head
    [[unroll]] for (uint r = 0; r < (GMAX * 256) / WG; r++) {
        const uint e = tid + WG * r;
        if (e < no) act[base + (e / pc.dv) * pc.n_split * W + e % pc.dv] = o[r];
    }
    [[unroll]] for (uint g = 0; g < GMAX; g++) if (g < G && tid == 0u) {
        act[base + g * pc.n_split * W + pc.dv] = m[g];
        act[base + g * pc.n_split * W + pc.dv + 1u] = l[g];
    }
}
