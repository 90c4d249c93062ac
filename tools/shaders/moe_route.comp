#version 450
// moe_route.comp — the router of one token per workgroup, as the CPU pass routes (dlgo__ffn_moe): gate the router
// logits in place (softmax / sigmoid / sqrt-softplus / none), add the selection bias, keep the best expert groups,
// pick the top k (ties to the smaller id), then weight them (softmax over the picked logits, normalise, scale).
// Writes the picked ids (as uints) and weights, k per token, in pick order.
#include "common.glsl"
layout(std430, binding = 1) buffer ActU { uint actu[]; };
#define WG 64
#define MAXK 32
#define NEG_INF uintBitsToFloat(0xff800000u)
#define MAXG 64
layout(local_size_x = WG) in;
layout(push_constant) uniform PC {
    uint n_exp, k, lg_off;       // router logits [t][n_exp] (probabilities after this kernel)
    uint ids_off, wt_off;        // [t][k]
    uint gating;                 // 1 softmax, 2 sigmoid, 3 softmax over the picked (gpt-oss), 4 sqrt(softplus)
    uint pb_off;                 // selection bias (float index into the weight chunk) or NONE
    uint n_group, n_group_used;  // expert groups (n_group > 1)
    uint norm;                   // divide the weights by their sum
    float scale;                 // 0 or 1 = none
} pc;
shared float rv[WG];
shared uint  ri[WG];
shared float gsc[MAXG];
shared uint  gkeep[MAXG];
shared uint  picked[MAXK];
shared float pw[MAXK];
float wg_max(float v) {
    const uint tid = gl_LocalInvocationID.x;
    rv[tid] = v; barrier();
    [[unroll]] for (uint w = WG / 2; w > 0; w >>= 1) { if (tid < w) rv[tid] = max(rv[tid], rv[tid + w]); barrier(); }
    float s = rv[0]; barrier();
    return s;
}
float wg_sum(float v) {
    const uint tid = gl_LocalInvocationID.x;
    rv[tid] = v; barrier();
    [[unroll]] for (uint w = WG / 2; w > 0; w >>= 1) { if (tid < w) rv[tid] += rv[tid + w]; barrier(); }
    float s = rv[0]; barrier();
    return s;
}
float sel(uint lb, uint e) { return act[lb + e] + (pc.pb_off != NONE ? wf[pc.pb_off + e] : 0.0); }
void main() {
    const uint t = gl_WorkGroupID.x, tid = gl_LocalInvocationID.x, X = pc.n_exp, lb = pc.lg_off + t * X;
    // gating, in place
    if (pc.gating == 1u) {
        float mx = NEG_INF;
        for (uint e = tid; e < X; e += WG) mx = max(mx, act[lb + e]);
        mx = wg_max(mx);
        float s = 0.0;
        for (uint e = tid; e < X; e += WG) { float p = exp(act[lb + e] - mx); act[lb + e] = p; s += p; }
        s = wg_sum(s);   // its barriers publish the exponentials
        for (uint e = tid; e < X; e += WG) act[lb + e] = act[lb + e] / s;
    } else if (pc.gating == 2u) {
        for (uint e = tid; e < X; e += WG) act[lb + e] = 1.0 / (1.0 + exp(-act[lb + e]));
    } else if (pc.gating == 4u) {
        for (uint e = tid; e < X; e += WG) { float x = act[lb + e]; act[lb + e] = sqrt(softplus_cpu(x)); }
    }
    memoryBarrierBuffer(); barrier();
    // expert groups: a group's score is the sum of its two best selection scores; keep the n_group_used best
    const uint G = pc.n_group > 1u ? pc.n_group : 1u, per = X / G;
    if (G > 1u) {
        for (uint g = tid; g < G; g += WG) {
            float b1 = NEG_INF, b2 = NEG_INF;
            for (uint e = g * per; e < (g + 1u) * per; e++) {
                const float v = sel(lb, e);
                if (v > b1) { b2 = b1; b1 = v; } else if (v > b2) b2 = v;
            }
            gsc[g] = b1 + (per > 1u ? b2 : 0.0);
            gkeep[g] = 0u;
        }
        barrier();
        if (tid == 0u)
            for (uint kept = 0; kept < pc.n_group_used; kept++) {
                uint best = NONE;
                for (uint g = 0; g < G; g++) if (gkeep[g] == 0u && (best == NONE || gsc[g] > gsc[best])) best = g;
                gkeep[best] = 1u;
            }
        barrier();
    }
    // top k: k rounds of a workgroup argmax over the experts not yet picked (ties to the smaller id)
    for (uint s = 0; s < pc.k; s++) {
        float bv = 0.0; uint bi = NONE;
        for (uint e = tid; e < X; e += WG) {
            if (G > 1u && gkeep[e / per] == 0u) continue;
            bool taken = false;
            for (uint s2 = 0; s2 < s; s2++) if (picked[s2] == e) taken = true;
            if (taken) continue;
            const float v = sel(lb, e);
            if (bi == NONE || v > bv) { bv = v; bi = e; }   // e rises within a thread: ties keep the smaller id
        }
        rv[tid] = bv; ri[tid] = bi; barrier();
        [[unroll]] for (uint w = WG / 2; w > 0; w >>= 1) {
            if (tid < w) {
                const float ov = rv[tid + w]; const uint oi = ri[tid + w];
                if (oi != NONE && (ri[tid] == NONE || ov > rv[tid] || (ov == rv[tid] && oi < ri[tid]))) { rv[tid] = ov; ri[tid] = oi; }
            }
            barrier();
        }
        if (tid == 0u) {   // (always an id when the groups kept hold k experts, which the loader checks; 0 guards the rest)
            const uint e = ri[0] == NONE ? 0u : ri[0];
            picked[s] = e; pw[s] = act[lb + e];
        }
        barrier();
    }
    if (tid == 0u) {
        const uint K = pc.k;
        if (pc.gating == 3u) {   // gpt-oss: softmax over the k picked logits
            float mx = NEG_INF, sum = 0.0;
            for (uint s = 0; s < K; s++) mx = max(mx, pw[s]);
            for (uint s = 0; s < K; s++) { pw[s] = exp(pw[s] - mx); sum += pw[s]; }
            for (uint s = 0; s < K; s++) pw[s] = pw[s] / sum;
        }
        if (pc.norm != 0u) {
            float sum = 0.0;
            for (uint s = 0; s < K; s++) sum += pw[s];
            sum = max(sum, 6.103515625e-5);
            for (uint s = 0; s < K; s++) pw[s] = pw[s] / sum;
        }
        if (pc.scale != 0.0 && pc.scale != 1.0) for (uint s = 0; s < K; s++) pw[s] *= pc.scale;
        for (uint s = 0; s < K; s++) { actu[pc.ids_off + t * K + s] = picked[s]; act[pc.wt_off + t * K + s] = pw[s]; }
    }
}
