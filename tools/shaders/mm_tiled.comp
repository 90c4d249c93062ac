#version 450
// mm_tiled.comp — prefill-sized products: y[t][r] = (acc ? y : 0) + W[r]·x[t] + bias[r] (+ softcap) for a tile of
// BM rows x BN tokens per workgroup. Each K step dequantizes a BM x BK weight tile into shared memory once (one
// dq_chunk per thread) and stages the BN x BK activations beside it; every thread then keeps a 4 x 4 block of
// outputs in registers, so each dequantized weight is used BN times instead of once. Needs n_in % 32 == 0.
#include "common.glsl"
#define UNROLL [[unroll]]
#include "types.glsl"
#define BM 64
#define BN 32
#define BK 64
#define KP 17          // BK/4 + 1 vec4s per shared row: the pad spreads rows over the banks
#define WG 128
layout(local_size_x = WG) in;
layout(push_constant) uniform PC {
    uint n_in, n_out, n_tok, row_bytes;
    uint w_off, x_off, x_stride, y_off, y_stride, b_off, acc;
    float softcap;
} pc;
shared vec4 ws[BM * KP];
shared vec4 xs[BN * KP];
void main() {
    const uint tid = gl_LocalInvocationID.x;
    const uint r0 = (gl_WorkGroupID.x + gl_WorkGroupID.y * gl_NumWorkGroups.x) * BM, t0 = gl_WorkGroupID.z * BN;
    if (r0 >= pc.n_out) return;   // uniform per workgroup
    const uint tr = tid & 15u, tc = tid >> 4;   // outputs: rows tr + 16i, tokens tc + 8j
    const uint lr = tid >> 1, lc = tid & 1u;    // loads: row lr, chunk lc of the K step
    const uint xt = tid >> 2, xq = (tid & 3u) * 16u;   // activations: token xt, 16 floats from xq
    const uint nch = pc.n_in / 32u;
    vec4 s[4][4];
    [[unroll]] for (uint i = 0; i < 4u; i++) [[unroll]] for (uint j = 0; j < 4u; j++) s[i][j] = vec4(0.0);
    for (uint k0 = 0; k0 < pc.n_in; k0 += BK) {
        {   // weight tile: thread -> one 32-element chunk
            const uint row = r0 + lr, ch = k0 / 32u + lc;
            float v[32];
            if (row < pc.n_out && ch < nch) dq_chunk(pc.w_off + row * pc.row_bytes, ch, v);
            else [[unroll]] for (uint i = 0; i < 32u; i++) v[i] = 0.0;
            [[unroll]] for (uint i = 0; i < 8u; i++) ws[lr * KP + 8u * lc + i] = vec4(v[4u * i], v[4u * i + 1u], v[4u * i + 2u], v[4u * i + 3u]);
        }
        {   // activation tile: thread -> 16 floats of one token
            const uint t = t0 + xt, k = k0 + xq;
            const bool ok = t < pc.n_tok && k < pc.n_in;   // n_in % 32 == 0: a 16-float run is wholly in or out
            const uint xb = pc.x_off + t * pc.x_stride + k;
            [[unroll]] for (uint i = 0; i < 4u; i++)
                xs[xt * KP + xq / 4u + i] = ok ? vec4(act[xb + 4u * i], act[xb + 4u * i + 1u], act[xb + 4u * i + 2u], act[xb + 4u * i + 3u]) : vec4(0.0);
        }
        barrier();
        [[unroll]] for (uint kk = 0; kk < BK / 4u; kk++) {
            vec4 a[4], b[4];
            [[unroll]] for (uint i = 0; i < 4u; i++) a[i] = ws[(tr + 16u * i) * KP + kk];
            [[unroll]] for (uint j = 0; j < 4u; j++) b[j] = xs[(tc + 8u * j) * KP + kk];
            [[unroll]] for (uint i = 0; i < 4u; i++) [[unroll]] for (uint j = 0; j < 4u; j++) s[i][j] = fma(a[i], b[j], s[i][j]);
        }
        barrier();
    }
    [[unroll]] for (uint i = 0; i < 4u; i++) {
        const uint row = r0 + tr + 16u * i;
        const float bias = row < pc.n_out && pc.b_off != NONE ? wf[pc.b_off + row] : 0.0;
        [[unroll]] for (uint j = 0; j < 4u; j++) {
            const uint t = t0 + tc + 8u * j;
            if (row < pc.n_out && t < pc.n_tok) {   // (no `continue`: it keeps glslc from unrolling, and s[][] must stay in registers)
                const uint yi = pc.y_off + t * pc.y_stride + row;
                float y = (s[i][j].x + s[i][j].y) + (s[i][j].z + s[i][j].w) + bias;
                if (pc.acc != 0u) y += act[yi];
                if (pc.softcap > 0.0) y = pc.softcap * tanh(y / pc.softcap);
                act[yi] = y;
            }
        }
    }
}
