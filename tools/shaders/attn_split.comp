#version 450
// attn_split.comp — decode attention as flash decoding. A workgroup takes one KV head, all the query heads that
// share it (GQA: G = n_head / n_head_kv, their q rows in shared memory) and one of n_split slices of the visible
// key range, so the grid fills the GPU at any context length and each key and value row is read once per KV head,
// not once per query head. Per tile of TILE keys: scores with one thread per key (its row read 16 bytes a load,
// all G heads at once), the softmax with a running max, then the values with each thread owning EPL columns of
// the row (one 16-byte load per key) for a slot of the keys; the slots are summed once at the end of the slice.
// The slice's partial (unnormalised outputs, max, sum) goes to part_off; attn_reduce.comp combines the slices (and
// adds the sinks). One query token per z slice, causal from its position p_pos0 + z. Limits (the host checks):
// G <= 8, G * dk <= 2048, dk and dv multiples of 8 up to 256, cache offsets and rows multiples of 8 elements.
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
layout(std430, binding = 2) readonly buffer KvU4 { uvec4 kvu4[]; };
layout(std430, binding = 2) readonly buffer KvF4 { vec4 kvf4[]; };
shared float qs[2048];
shared float sc[GMAX][TILE];
shared float red[GMAX][WG / 4];
shared float gm[GMAX];
shared float vr[WG * 8];                 // the value slots' sums, one head at a time

// max or sum of one value per thread for each of the G heads (subgroup step, then across the subgroups)
void wg_reduce(inout float v[GMAX], uint G, bool is_max) {
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
// 8 (f16 cache) or 4 (f32) consecutive cache elements from element e (a multiple of 8 or 4)
void ld8(uint e, out float v[8]) {
    if (pc.f16 != 0u) {
        const uvec4 w = kvu4[e >> 3];
        [[unroll]] for (uint k = 0; k < 4u; k++) { const vec2 h = unpackHalf2x16(w[k]); v[2u * k] = h.x; v[2u * k + 1u] = h.y; }
    } else {
        const vec4 f = kvf4[e >> 2];
        v[0] = f.x; v[1] = f.y; v[2] = f.z; v[3] = f.w; v[4] = v[5] = v[6] = v[7] = 0.0;
    }
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
    const uint EPL = pc.f16 != 0u ? 8u : 4u;
    const uint kb = pc.kc_off + kvh * pc.dk, vb = pc.vc_off + kvh * pc.dv;
    // value mapping: lane vl owns columns [vl * EPL, +EPL) of the row, for the keys of slot vs (KS slots)
    const uint LV = pc.dv / EPL, KS = WG / LV, vl = tid % LV, vs = tid / LV;
    const bool vown = vs < KS;   // WG may not divide evenly into LV-lane slots
    float m[GMAX], l[GMAX], o[GMAX][8];
    [[unroll]] for (uint g = 0; g < GMAX; g++) { m[g] = -1.0e30; l[g] = 0.0; [[unroll]] for (uint k = 0; k < 8u; k++) o[g][k] = 0.0; }
    for (uint jt = jb; jt < je; jt += TILE) {
        const uint nj = min(uint(TILE), je - jt);
        // scores: thread tid takes key jt + tid
        float d[GMAX];
        [[unroll]] for (uint g = 0; g < GMAX; g++) d[g] = -1.0e30;
        if (tid < nj) {
            const uint e = kb + (jt + tid) * pc.row_k;
            float a[GMAX];
            [[unroll]] for (uint g = 0; g < GMAX; g++) a[g] = 0.0;
            for (uint c = 0; c < pc.dk; c += EPL) {
                float k8[8];
                ld8(e + c, k8);
                [[unroll]] for (uint g = 0; g < GMAX; g++) if (g < G) {
                    float s = 0.0;
                    [[unroll]] for (uint i = 0; i < 8u; i++) if (i < EPL) s += qs[g * pc.dk + c + i] * k8[i];
                    a[g] += s;
                }
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
        [[unroll]] for (uint g = 0; g < GMAX; g++) {
            ps[g] = 0.0;
            if (g < G) {
                const float mn = max(m[g], tm[g]);
                const float p = tid < nj ? exp(d[g] - mn) : 0.0;
                if (tid < nj) sc[g][tid] = p;
                ps[g] = p;
                tm[g] = mn;
            }
        }
        wg_reduce(ps, G, false);   // its barriers also publish sc[][]
        // values: rescale what the earlier tiles summed, then this tile's keys of my slot
        [[unroll]] for (uint g = 0; g < GMAX; g++) if (g < G) {
            const float corr = exp(m[g] - tm[g]);
            l[g] = l[g] * corr + ps[g];
            m[g] = tm[g];
            [[unroll]] for (uint k = 0; k < 8u; k++) o[g][k] *= corr;
        }
        if (vown) {
            for (uint jj = vs; jj < nj; jj += KS) {
                float v8[8];
                ld8(vb + (jt + jj) * pc.row_v + vl * EPL, v8);
                [[unroll]] for (uint g = 0; g < GMAX; g++) if (g < G) {
                    const float p = sc[g][jj];
                    [[unroll]] for (uint k = 0; k < 8u; k++) o[g][k] += p * v8[k];
                }
            }
        }
        barrier();   // sc[][] is rewritten by the next tile
    }
    // the partial of this slice: the value slots summed per head, then max and sum
    [[unroll]] for (uint g = 0; g < GMAX; g++) {
        if (g >= G) break;
        if (vown) { [[unroll]] for (uint k = 0; k < 8u; k++) if (k < EPL) vr[vs * pc.dv + vl * EPL + k] = o[g][k]; }
        barrier();
        for (uint c = tid; c < pc.dv; c += WG) {
            float a = 0.0;
            for (uint s = 0; s < KS; s++) a += vr[s * pc.dv + c];
            act[base + g * pc.n_split * W + c] = a;
        }
        if (tid == 0u) { act[base + g * pc.n_split * W + pc.dv] = m[g]; act[base + g * pc.n_split * W + pc.dv + 1u] = l[g]; }
        barrier();
    }
}
