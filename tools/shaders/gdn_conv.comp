#version 450
// gdn_conv.comp — Gated DeltaNet's causal depthwise conv + SiLU over a batch, one thread per channel walking the
// tokens in order: inputs before the batch come from the conv state (the last K-1 raw rows, oldest first), which
// the thread then advances to the batch's last K-1 rows. Channels are independent, so no barrier is needed.
// p_pad0 != 0: the context starts empty, the old state reads as zeros.
#include "common.glsl"
layout(local_size_x = 64) in;
layout(push_constant) uniform PC {
    uint C, K, n_tok;
    uint x_off, y_off;      // raw input rows and SiLU output rows, both of stride C
    uint st_off, w_off;     // conv state ((K-1) x C floats in act), conv weights (C rows of K floats)
} pc;
void main() {
    const uint ch = gl_GlobalInvocationID.x;
    if (ch >= pc.C) return;
    const bool fresh = p_pad0 != 0u;
    for (uint t = 0; t < pc.n_tok; t++) {
        float acc = 0.0;
        for (uint i = 0; i < pc.K; i++) {
            const int tau = int(t) - int(pc.K - 1u) + int(i);
            const float xv = tau >= 0 ? act[pc.x_off + uint(tau) * pc.C + ch]
                           : (fresh ? 0.0 : act[pc.st_off + uint(tau + int(pc.K) - 1) * pc.C + ch]);
            acc += wf[pc.w_off + ch * pc.K + i] * xv;
        }
        act[pc.y_off + t * pc.C + ch] = acc / (1.0 + exp(-acc));
    }
    for (uint r0 = 0; r0 + 1u < pc.K; r0++) {   // keep the last K-1 raw inputs; reads stay ahead of writes
        const int tau = int(pc.n_tok) - int(pc.K - 1u) + int(r0);
        const float v = tau >= 0 ? act[pc.x_off + uint(tau) * pc.C + ch]
                      : (fresh ? 0.0 : act[pc.st_off + uint(tau + int(pc.K) - 1) * pc.C + ch]);
        act[pc.st_off + r0 * pc.C + ch] = v;
    }
}
