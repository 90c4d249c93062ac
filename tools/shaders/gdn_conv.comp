#version 450
// gdn_conv.comp — Gated DeltaNet's causal depthwise conv + SiLU over a batch, one thread per channel walking the
// tokens in order: inputs before the batch come from the conv state (the last K-1 raw rows, oldest first), which
// the thread then advances to the batch's last K-1 rows. Channels are independent, so no barrier is needed.
// p_pad0 != 0: the context starts empty, the old state reads as zeros. A batch may split the work (mode): every
// output is independent of the others, so mode 1 computes token gl_WorkGroupID.y's outputs only (all tokens at once)
// and mode 2, dispatched after it, only advances the state; mode 0 does both in one pass, tokens in order.
#include "common.glsl"
layout(local_size_x = 64) in;
layout(push_constant) uniform PC {
    uint C, K, n_tok;
    uint x_off, y_off;      // raw input rows and SiLU output rows, both of stride C
    uint st_off, w_off;     // conv state ((K-1) x C floats in act), conv weights (C rows of K floats)
    uint mode;              // 0: outputs and state; 1: the outputs of token gl_WorkGroupID.y; 2: the state only
} pc;
void main() {
    const uint ch = gl_GlobalInvocationID.x;
    if (ch >= pc.C) return;
    const bool fresh = p_pad0 != 0u;
    const uint t0 = pc.mode == 1u ? gl_WorkGroupID.y : 0u, t1 = pc.mode == 0u ? pc.n_tok : pc.mode == 1u ? t0 + 1u : 0u;
    for (uint t = t0; t < t1; t++) {
        float acc = 0.0;
        for (uint i = 0; i < pc.K; i++) {
            const int tau = int(t) - int(pc.K - 1u) + int(i);
            const float xv = tau >= 0 ? act[pc.x_off + uint(tau) * pc.C + ch]
                           : (fresh ? 0.0 : act[pc.st_off + uint(tau + int(pc.K) - 1) * pc.C + ch]);
            acc += wf[pc.w_off + ch * pc.K + i] * xv;
        }
        act[pc.y_off + t * pc.C + ch] = acc / (1.0 + exp(-acc));
    }
    if (pc.mode == 1u) return;
    for (uint r0 = 0; r0 + 1u < pc.K; r0++) {   // keep the last K-1 raw inputs; reads stay ahead of writes
        const int tau = int(pc.n_tok) - int(pc.K - 1u) + int(r0);
        const float v = tau >= 0 ? act[pc.x_off + uint(tau) * pc.C + ch]
                      : (fresh ? 0.0 : act[pc.st_off + uint(tau + int(pc.K) - 1) * pc.C + ch]);
        act[pc.st_off + r0 * pc.C + ch] = v;
    }
}
