#version 450
// mm_coop.comp — prefill products on tensor cores (VK_NV_cooperative_matrix, f16 x f16 -> f32), used only where
// the device reports 16x16x16 f16 subgroup matrices and 32-wide subgroups, and only for quantized weights (their
// own error dwarfs f16 rounding). A workgroup owns 128 rows x 128 tokens: each K step dequantizes a 128 x 64 weight
// tile (one 32-element chunk per thread) and a 128-token x 64 activation tile into shared memory (f16); each of the
// 8 subgroups owns 32 rows x 64 tokens (2 x 4 accumulator matrices). The epilogue stages one 16 x 16 matrix at a
// time in a per-subgroup corner of shared memory for the bounds, bias, residual and softcap.
#extension GL_NV_cooperative_matrix : enable
#extension GL_KHR_memory_scope_semantics : enable
#extension GL_KHR_shader_subgroup_basic : enable
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : enable
#include "common.glsl"
#define UNROLL [[unroll]]
#include "types.glsl"
#define BM 128
#define BN 128
#define BK 64
#define LDA (BK + 8)   // f16 elements per shared row (the pad staggers the banks; rows stay 16-byte aligned)
#define LDS 20u        // staging: 16 x 16 floats, token-major, 80-byte rows
#define WG 256
layout(local_size_x = WG) in;
layout(push_constant) uniform PC {
    uint n_in, n_out, n_tok, row_bytes;
    uint w_off, x_off, x_stride, y_off, y_stride, b_off, acc;
    float softcap;
} pc;
shared float16_t as_[BM * LDA];
shared float16_t bs_[BN * LDA];
shared float stg[8u * 16u * LDS];
void main() {
    const uint tid = gl_LocalInvocationID.x, sg = gl_SubgroupID, lane = gl_SubgroupInvocationID;
    const uint r0 = (gl_WorkGroupID.x + gl_WorkGroupID.y * gl_NumWorkGroups.x) * BM, t0 = gl_WorkGroupID.z * BN;
    if (r0 >= pc.n_out) return;   // uniform per workgroup
    const uint lr = tid >> 1, lc = tid & 1u;            // weight loads: row lr, chunk lc of the K step
    const uint xt = tid >> 1, xq = (tid & 1u) * 32u;    // activation loads: token xt, 32 floats from xq
    const uint wr = (sg & 3u) * 32u, wt = (sg >> 2) * 64u;   // this subgroup's 32 rows x 64 tokens
    const uint nch = pc.n_in / 32u;
    fcoopmatNV<32, gl_ScopeSubgroup, 16, 16> c[2][4];
    [[unroll]] for (uint i = 0; i < 2u; i++) [[unroll]] for (uint j = 0; j < 4u; j++) c[i][j] = fcoopmatNV<32, gl_ScopeSubgroup, 16, 16>(0.0);
    for (uint k0 = 0; k0 < pc.n_in; k0 += BK) {
        {
            const uint row = r0 + lr, ch = k0 / 32u + lc;
            float v[32];
            if (row < pc.n_out && ch < nch) dq_chunk(pc.w_off + row * pc.row_bytes, ch, v);
            else [[unroll]] for (uint i = 0; i < 32u; i++) v[i] = 0.0;
            [[unroll]] for (uint i = 0; i < 32u; i++) as_[lr * LDA + 32u * lc + i] = float16_t(v[i]);
        }
        {
            const uint t = t0 + xt, k = k0 + xq;
            const bool ok = t < pc.n_tok && k < pc.n_in;   // n_in % 32 == 0: a 32-float run is wholly in or out
            const uint xb = pc.x_off + t * pc.x_stride + k;
            [[unroll]] for (uint i = 0; i < 32u; i++) bs_[xt * LDA + xq + i] = float16_t(ok ? act[xb + i] : 0.0);
        }
        barrier();
        [[unroll]] for (uint kk = 0; kk < BK; kk += 16u) {
            fcoopmatNV<16, gl_ScopeSubgroup, 16, 16> a[2], b[4];
            // A: rows x k, row-major in as_; B: k x tokens, i.e. bs_ (token-major) read column-major
            [[unroll]] for (uint i = 0; i < 2u; i++) coopMatLoadNV(a[i], as_, (wr + 16u * i) * LDA + kk, LDA, false);
            [[unroll]] for (uint j = 0; j < 4u; j++) coopMatLoadNV(b[j], bs_, (wt + 16u * j) * LDA + kk, LDA, true);
            [[unroll]] for (uint i = 0; i < 2u; i++) [[unroll]] for (uint j = 0; j < 4u; j++) c[i][j] = coopMatMulAddNV(a[i], b[j], c[i][j]);
        }
        barrier();
    }
    // each 16 x 16 result (rows x tokens) stored column-major lands token-major in this subgroup's staging corner
    const uint sb = sg * 16u * LDS;
    [[unroll]] for (uint i = 0; i < 2u; i++) [[unroll]] for (uint j = 0; j < 4u; j++) {
        coopMatStoreNV(c[i][j], stg, sb, LDS, true);
        subgroupMemoryBarrierShared(); subgroupBarrier();
        for (uint e = lane; e < 256u; e += 32u) {
            const uint r = e & 15u, t = e >> 4, row = r0 + wr + 16u * i + r, tok = t0 + wt + 16u * j + t;
            if (row < pc.n_out && tok < pc.n_tok) {
                const uint yi = pc.y_off + tok * pc.y_stride + row;
                float y = stg[sb + t * LDS + r];
                if (pc.b_off != NONE) y += wf[pc.b_off + row];
                if (pc.acc != 0u) y += act[yi];
                if (pc.softcap > 0.0) y = pc.softcap * tanh(y / pc.softcap);
                act[yi] = y;
            }
        }
        subgroupMemoryBarrierShared(); subgroupBarrier();
    }
}
