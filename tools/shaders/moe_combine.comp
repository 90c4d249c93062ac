#version 450
// moe_combine.comp — out[t] (+)= sum over token t's picks of weight * expert row, in ascending expert id (the CPU
// pass's order), plus the shared expert's row times sigmoid(its gate) when there is one.
#include "common.glsl"
layout(std430, binding = 1) buffer ActU { uint actu[]; };
layout(local_size_x = 64) in;
layout(push_constant) uniform PC {
    uint n, k, ids_off, wt_off;
    uint y_off, y_stride;      // expert output rows, one per slot (t * k + pick)
    uint sh_off, sh_stride;    // shared expert rows [t] or NONE
    uint sg_off;               // shared expert gate logit per token or NONE
    uint out_off, out_stride, acc;
} pc;
void main() {
    const uint i = gl_GlobalInvocationID.x, t = gl_WorkGroupID.y, K = pc.k;
    if (i >= pc.n) return;
    float a = 0.0;
    uint last = 0u;
    for (uint s = 0; s < K; s++) {   // the next pick in id order
        uint best = NONE, bs = 0u;
        for (uint s2 = 0; s2 < K; s2++) {
            const uint e = actu[pc.ids_off + t * K + s2];
            if ((s == 0u || e > last) && (best == NONE || e < best)) { best = e; bs = s2; }
        }
        last = best;
        a += act[pc.y_off + (t * K + bs) * pc.y_stride + i] * act[pc.wt_off + t * K + bs];
    }
    if (pc.sh_off != NONE) {
        const float gs = pc.sg_off != NONE ? 1.0 / (1.0 + exp(-act[pc.sg_off + t])) : 1.0;
        a += act[pc.sh_off + t * pc.sh_stride + i] * gs;
    }
    const uint o = pc.out_off + t * pc.out_stride + i;
    act[o] = pc.acc != 0u ? act[o] + a : a;
}
