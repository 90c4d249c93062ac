#version 450
// attention.comp — softmax(q·K^T * scale [softcap] [causal/sliding mask]) · V for one (token, head) per workgroup,
// over the cache positions j0..pos in tiles of TILE keys with a running max and sum (online softmax), so the
// context length is not limited by shared memory. GQA: head h reads KV head h / (n_head / n_head_kv).
#include "common.glsl"
#define WG 64
#define TILE 256
#define MAXD 256
layout(local_size_x = WG) in;
layout(push_constant) uniform PC {
    uint q_off, q_stride, n_head, n_head_kv, dk, dv;
    uint kc_off, vc_off, row_k, row_v;   // cache offsets and per-position strides in elements
    uint out_off, out_stride, swa, f16;
    float scale, softcap;
    uint sinks_off;                      // per-head sink logits (float index into the weight chunk) or NONE
} pc;
shared float qs[MAXD];
shared float sc[TILE];
shared float red[WG];
float kval(uint e) { return pc.f16 != 0u ? unpackHalf2x16(kvu[e >> 1]).x * float(1u - (e & 1u)) + unpackHalf2x16(kvu[e >> 1]).y * float(e & 1u) : kvf[e]; }
float wg_max(float v) {
    const uint tid = gl_LocalInvocationID.x;
    red[tid] = v; barrier();
    [[unroll]] for (uint w = WG / 2; w > 0; w >>= 1) { if (tid < w) red[tid] = max(red[tid], red[tid + w]); barrier(); }
    float s = red[0]; barrier();
    return s;
}
float wg_sum(float v) {
    const uint tid = gl_LocalInvocationID.x;
    red[tid] = v; barrier();
    [[unroll]] for (uint w = WG / 2; w > 0; w >>= 1) { if (tid < w) red[tid] += red[tid + w]; barrier(); }
    float s = red[0]; barrier();
    return s;
}
void main() {
    const uint h = gl_WorkGroupID.x, t = gl_WorkGroupID.y, tid = gl_LocalInvocationID.x;
    const uint pos = p_pos0 + t, kvh = h / (pc.n_head / pc.n_head_kv);
    const uint j0 = (pc.swa > 0u && pos + 1u > pc.swa) ? pos + 1u - pc.swa : 0u;
    for (uint i = tid; i < pc.dk; i += WG) qs[i] = act[pc.q_off + t * pc.q_stride + h * pc.dk + i];
    barrier();
    const uint kb = pc.kc_off + kvh * pc.dk, vb = pc.vc_off + kvh * pc.dv;
    // a sink is one more logit with no value: it starts the running max and sum
    float m = -1.0e30, l = 0.0, o[MAXD / WG];
    if (pc.sinks_off != NONE) { m = wf[pc.sinks_off + h]; l = 1.0; }
    [[unroll]] for (uint r = 0; r < MAXD / WG; r++) o[r] = 0.0;
    for (uint jt = j0; jt <= pos; jt += TILE) {
        const uint nj = min(uint(TILE), pos + 1u - jt);
        float tmax = -1.0e30;
        for (uint jj = tid; jj < nj; jj += WG) {
            const uint e = kb + (jt + jj) * pc.row_k;
            float d = 0.0;
            if (pc.f16 != 0u) for (uint i = 0; i < pc.dk; i += 2u) { vec2 k2 = unpackHalf2x16(kvu[(e + i) >> 1]); d += qs[i] * k2.x + qs[i + 1u] * k2.y; }
            else for (uint i = 0; i < pc.dk; i++) d += qs[i] * kvf[e + i];
            float z = d * pc.scale;
            if (pc.softcap > 0.0) z = pc.softcap * tanh(z / pc.softcap);
            sc[jj] = z;
            tmax = max(tmax, z);
        }
        const float mn = max(m, wg_max(tmax)), corr = exp(m - mn);
        float ps = 0.0;
        for (uint jj = tid; jj < nj; jj += WG) { float p = exp(sc[jj] - mn); sc[jj] = p; ps += p; }
        l = l * corr + wg_sum(ps);   // wg_sum's barriers also publish sc[] to every thread
        m = mn;
        [[unroll]] for (uint r = 0; r < MAXD / WG; r++) {
            const uint i = tid + r * WG;
            if (i < pc.dv) {
                float a = o[r] * corr;
                for (uint jj = 0; jj < nj; jj++) a += sc[jj] * kval(vb + (jt + jj) * pc.row_v + i);
                o[r] = a;
            }
        }
        barrier();
    }
    [[unroll]] for (uint r = 0; r < MAXD / WG; r++) {
        const uint i = tid + r * WG;
        if (i < pc.dv) act[pc.out_off + t * pc.out_stride + h * pc.dv + i] = o[r] / l;
    }
}
