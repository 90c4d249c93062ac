#version 450
// kv_store.comp — append this batch's K and V rows to the cache at positions p_pos0 + t (f32, or f16 pairs).
#include "common.glsl"
layout(local_size_x = 64) in;
layout(push_constant) uniform PC { uint k_off, k_stride, v_off, v_stride, nk, nv, kc_off, vc_off, row_k, row_v, f16; } pc;
void main() {
    const uint i = gl_GlobalInvocationID.x, t = gl_WorkGroupID.y, pos = p_pos0 + t;
    if (pc.f16 != 0u) {   // one thread per pair of halves
        const uint j = 2u * i;
        if (j < pc.nk) kvu[(pc.kc_off + pos * pc.row_k + j) >> 1] = f16_bits(act[pc.k_off + t * pc.k_stride + j]) | (f16_bits(act[pc.k_off + t * pc.k_stride + j + 1u]) << 16);
        if (j < pc.nv) kvu[(pc.vc_off + pos * pc.row_v + j) >> 1] = f16_bits(act[pc.v_off + t * pc.v_stride + j]) | (f16_bits(act[pc.v_off + t * pc.v_stride + j + 1u]) << 16);
    } else {
        if (i < pc.nk) kvf[pc.kc_off + pos * pc.row_k + i] = act[pc.k_off + t * pc.k_stride + i];
        if (i < pc.nv) kvf[pc.vc_off + pos * pc.row_v + i] = act[pc.v_off + t * pc.v_stride + i];
    }
}
