#version 450
// attn_split.comp — decode attention as flash decoding. A workgroup takes one KV head, all the query heads that
// share it (GQA: G = n_head / n_head_kv, their q rows in shared memory) and one of n_split slices of the visible
// key range, so the grid fills the GPU at any context length and each key and value row is read once per KV head,
// not once per query head. Per tile of TILE keys: scores with one thread per key (its row read 16 bytes a load,
// all G heads at once), the softmax with a running max, then the values with each thread owning EPL columns of
// the row (one 16-byte load per key) for a slot of the keys; the slots are summed once at the end of the slice.
// The slice's partial (unnormalised outputs, max, sum) goes to part_off; attn_reduce.comp combines the slices (and
// adds the sinks). One query token per z slice, causal from its position p_pos0 + t_off + z. Limits (the host checks):
// G <= 8, G * dk <= 2048, dk and dv multiples of 8 up to 256, cache offsets and rows multiples of 8 elements.
#extension GL_KHR_shader_subgroup_arithmetic : enable
#include "common.glsl"
layout(push_constant) uniform PC {
    uint q_off, q_stride, n_head, n_head_kv, dk, dv;
    uint kc_off, vc_off, row_k, row_v;   // cache offsets and per-position strides in elements
    uint swa, f16, n_split;
    float scale, softcap;
    uint part_off;                       // partials: [token][head][split] x (dv + 2) floats
    uint t_off;                          // the first query token's index in the step (its position p_pos0 + t_off)
} pc;
#include "attn_tile.glsl"

void main() {
    const uint kvh = gl_WorkGroupID.x, split = gl_WorkGroupID.y, t = gl_WorkGroupID.z, tid = gl_LocalInvocationID.x;
    const uint G = pc.n_head / pc.n_head_kv, h0 = kvh * G;
    const uint pos = p_pos0 + pc.t_off + t;
    uint jb, je;
    slice_bounds(pos, split, jb, je);
    const uint W = pc.dv + 2u, base = pc.part_off + ((t * pc.n_head + h0) * pc.n_split + split) * W;
    if (jb >= je) {   // an empty slice (short context): a zero sum tells attn_reduce to skip it
        if (tid < G) act[base + tid * pc.n_split * W + pc.dv + 1u] = 0.0;
        return;
    }
    for (uint i = tid; i < G * pc.dk; i += WG) qs[i] = act[pc.q_off + t * pc.q_stride + h0 * pc.dk + i];
    barrier();
    const uint kb = pc.kc_off + kvh * pc.dk, vb = pc.vc_off + kvh * pc.dv;
    float m[GMAX], l[GMAX], o[GMAX][8];
    [[unroll]] for (uint g = 0; g < GMAX; g++) { m[g] = -1.0e30; l[g] = 0.0; [[unroll]] for (uint k = 0; k < 8u; k++) o[g][k] = 0.0; }
    attend(G, jb, je, kb, vb, m, l, o);
    store_partial(G, base, m, l, o, 0u, NONE, NONE);
}
