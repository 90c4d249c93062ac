#version 450
// mv.comp — the decode product with its neighbours folded in. y = W·x for a few tokens, where a workgroup is
// NG groups of 32 threads and each group owns R output rows: the 32 threads of a group stride over the row's units
// (coalesced, see mv_units.glsl) and every activation vec4 they load serves all R rows. Folded in, each by a push
// constant, so one dispatch replaces up to five:
//   * RMSNorm of the input (norm_w != NONE): x is read raw, multiplied by the norm weight as it is loaded, and the
//     sum of squares rides along with the products (the 32 threads of a group see every element once), so the
//     1/rms scale is applied to the finished sums. Same maths as norm -> product, reassociated.
//   * up to three matrices of one type as one row range (Q/K/V): virtual rows [0, seg1) come from w_off[0],
//     [seg1, seg2) from w_off[1], the rest from w_off[2], each with its own output place and bias.
//   * PAIR (gate/up + GLU): group row r reads row r of w_off[0] (gate) and of w_off[1] (up) and stores
//     act(gate) * up; without PAIR act(y) alone. act: 1 SiLU, 2 the f16-rounded tanh GELU, as glu.comp computes them.
//   * bias, residual add (acc), final softcap.
// Compile time: R output rows per group (mv4_*: 4, for the output heads and an 8B's large products), PAIR (the gate/up
// variant, mvp_*), DOT8 (mvi_*, mvpi_*, mv4i_*: each lane rounds its unit's activations to int8, one scale per unit,
// once for all the group's rows, and the types with a dot_unit8 in mv_units.glsl take packed 8-bit integer dot
// products; the others fall back to dot_unit. H100 llama-1b Q4_K_M tg128 822 -> 974 tok/s; bench/VK_RESULTS.md session
// 14). QIN (with DOT8: mvq_*, mvpq_*, mv4q_*, the chunked legacy types): the input is the 8-bit copy a norm or q8_out
// wrote (x_off / x_stride in floats point at it; norm_w still says the 1/rms applies, its weight is in the copy
// already), see mv_units.glsl.
// Specialisation constants: NG 32-thread groups per workgroup, C of them per row group (the threads that share R rows).
// One token per z slice. (All tokens in every workgroup, each weight unit loaded once for all of them, measured slower:
// 726 against 1298 tok/s for 8 contexts of llama-1b Q4_K_M on an H200, and 3 MB more SPIR-V; bench/VK_RESULTS.md.)
// Needs x offsets and strides that are multiples of 4 and n_in a multiple of the unit (the host checks).
#extension GL_KHR_shader_subgroup_arithmetic : enable
#ifdef DOT8
// packed 4 x 8-bit dot products (SPV_KHR_integer_dot_product: opcodes 4450 OpSDot, 4452 OpSUDot; capabilities 6019
// DotProduct, 6018 DotProductInput4x8BitPacked; format 0 = PackedVectorFormat4x8Bit). Through spirv_intrinsics because
// Debian's glslc (shaderc 2023.2) predates GL_EXT_integer_dot_product.
#extension GL_EXT_spirv_intrinsics : enable
spirv_instruction(extensions = ["SPV_KHR_integer_dot_product"], capabilities = [6019, 6018], id = 4450) int sdot8(uint a, uint b, spirv_literal int fmt);
spirv_instruction(extensions = ["SPV_KHR_integer_dot_product"], capabilities = [6019, 6018], id = 4452) int sudot8(uint a, uint b, spirv_literal int fmt);
#define SDOT(a, b) sdot8(a, b, 0)
#define SUDOT(a, b) sudot8(a, b, 0)
#endif
#include "common.glsl"
#define UNROLL [[unroll]]
#include "types.glsl"
#ifndef R
#define R 2         // output rows per group (compile-time: the sums must stay in registers)
#endif
#ifdef PAIR
#define RW (2 * R)  // weight rows per group: gate and up of each output row
#else
#define RW R
#endif
layout(constant_id = 1) const uint NG = 4;
layout(constant_id = 2) const uint C = 1;    // 32-thread groups per row group: 2 = 64 threads share R rows (long rows)
layout(local_size_x_id = 4) in;   // = 32 * NG
layout(push_constant) uniform PC {
    uint n_in, n_out, n_tok, row_bytes;
    uint seg1, seg2;        // virtual row boundaries of the second and third matrix (n_out when absent)
    uint w_off0, w_off1, w_off2;   // byte offsets of the matrices in the weight chunk
    uint y_off0, y_off1, y_off2;   // output float offsets, one per matrix
    uint y_st0, y_st1, y_st2;      // output strides between tokens
    uint b_off0, b_off1, b_off2;   // biases (float index into the weight chunk) or NONE
    uint x_off, x_stride;
    uint acc;               // 1: add into y (fused residual)
    float softcap;          // > 0: y = c*tanh(y/c)
    uint norm_w;            // RMSNorm weight (float index, 4-aligned) or NONE
    float eps;
    uint act;               // 0 none, 1 SiLU, 2 GELU (PAIR: of the gate)
    uint q8_off, q8_w, q8_cnt;   // the 8-bit copy of the output (NONE: none), see q8_out
    uint pn_w, pn_res;      // a post-norm after the product (pn_res NONE: none), see pn_out
} pc;
layout(std430, binding = 0) readonly buffer W128 { uvec4 w128[]; };
layout(std430, binding = 0) readonly buffer W64 { uvec2 w64[]; };
layout(std430, binding = 0) readonly buffer WF4 { vec4 wf4[]; };
layout(std430, binding = 1) readonly buffer A4 { vec4 act4[]; };
#ifdef QIN
layout(std430, binding = 1) readonly buffer AQ2 { uvec2 aq2[]; };
layout(std430, binding = 1) readonly buffer AQ4 { uvec4 aq4[]; };
#endif

#include "mv_units.glsl"

shared float red[RW + 1][NG * 8u];   // partial sums per subgroup when a row group spans several

float gelu_cpu(float x) {   // glu.comp's GELU
    if (x <= -10.0) return 0.0;
    if (x >= 10.0) return x;
    const float h = f16_round(x);
    return f16_round(0.5 * h * (1.0 + tanh(0.7978845608028654 * h * (1.0 + 0.044715 * h * h))));
}

float activate(float x) { return pc.act == 1u ? x / (1.0 + exp(-x)) : pc.act == 2u ? gelu_cpu(x) : x; }

// lane i of a row group stores output row v0 + i of token tok from the group's sums s and sum of squares ss
void store_rows(uint tok, float s[RW], float ss, uint lane, uint v0) {
    const float sc = pc.norm_w != NONE ? 1.0 / sqrt(ss / float(pc.n_in) + pc.eps) : 1.0;
    [[unroll]] for (uint i = 0; i < R; i++) {
        if (lane != i || v0 + i >= pc.n_out) continue;
        const uint v = v0 + i;
        uint yi; float y;
#ifdef PAIR
        float a = s[2u * i] * sc, b = s[2u * i + 1u] * sc;
        if (pc.b_off0 != NONE) a += wf[pc.b_off0 + v];
        if (pc.b_off1 != NONE) b += wf[pc.b_off1 + v];
        y = activate(a) * b;
        yi = pc.y_off0 + tok * pc.y_st0 + v;
#else
        y = s[i] * sc;
        uint bo;
        if (v < pc.seg1) { yi = pc.y_off0 + tok * pc.y_st0 + v; bo = pc.b_off0 == NONE ? NONE : pc.b_off0 + v; }
        else if (v < pc.seg2) { yi = pc.y_off1 + tok * pc.y_st1 + v - pc.seg1; bo = pc.b_off1 == NONE ? NONE : pc.b_off1 + v - pc.seg1; }
        else { yi = pc.y_off2 + tok * pc.y_st2 + v - pc.seg2; bo = pc.b_off2 == NONE ? NONE : pc.b_off2 + v - pc.seg2; }
        if (bo != NONE) y += wf[bo];
        y = activate(y);
#endif
        if (pc.acc != 0u) y += act[yi];
        if (pc.softcap > 0.0) y = pc.softcap * tanh(y / pc.softcap);
        act[yi] = y;
    }
}

// The 8-bit copy of the output (q8_off != NONE: one token, one matrix, n_out a multiple of 32; the residual that the
// next product reads with its norm q8_w folded in: dlgo__vk_x8_out): each workgroup counts itself done on its block of
// 32 rows (its rows divide 32), and the last of a block to finish rounds the block as norm.comp rounds its copy — y =
// row * wf[q8_w + i] to int8 with one scale amax / 127, and the raw sum of squares — at q8_off (n_out bytes, then
// n_out/32 scales, then n_out/32 sums), and resets the count at q8_cnt + block for the next product.
layout(std430, binding = 1) coherent buffer ActC { float actc[]; };   // (written by other workgroups)
layout(std430, binding = 1) coherent buffer ActCU { uint actcu[]; };
shared uint q8_last;
shared float q8y[32], q8a[32], q8q[32];
void q8_out(uint tok, uint wg) {
    const uint tid = gl_LocalInvocationID.x, rpw = R * NG / C, b = wg * rpw / 32u, nb = pc.n_out / 32u;
    memoryBarrierBuffer();
    barrier();
    if (tid == 0u) q8_last = atomicAdd(actcu[pc.q8_cnt + b], 1u) == 32u / rpw - 1u ? 1u : 0u;
    barrier();
    if (q8_last == 0u) return;
    memoryBarrierBuffer();
    if (tid < 32u) {
        const uint i = 32u * b + tid;
        const float x = actc[pc.y_off0 + tok * pc.y_st0 + i], y = pc.q8_w != NONE ? x * wf[pc.q8_w + i] : x;
        q8y[tid] = y; q8a[tid] = abs(y); q8q[tid] = x * x;
    }
    barrier();
    if (tid < 8u) {
        float amax = 0.0, sq = 0.0;
        for (uint k = 0; k < 32u; k++) { amax = max(amax, q8a[k]); sq += q8q[k]; }
        const float inv = amax > 0.0 ? 127.0 / amax : 0.0;
        const vec4 y = vec4(q8y[4u * tid], q8y[4u * tid + 1u], q8y[4u * tid + 2u], q8y[4u * tid + 3u]);
        const uvec4 bq = floatBitsToUint(fma(y, vec4(inv), vec4(12582912.0)));
        actcu[pc.q8_off + 8u * b + tid] = (bq.x & 0xffu) | ((bq.y & 0xffu) << 8) | ((bq.z & 0xffu) << 16) | (bq.w << 24);
        if (tid == 0u) {
            actc[pc.q8_off + pc.n_out / 4u + b] = amax * (1.0 / 127.0); actc[pc.q8_off + pc.n_out / 4u + nb + b] = sq;
            actcu[pc.q8_cnt + b] = 0u;
        }
    }
}

// A post-norm after the product (pn_res != NONE: one token, one matrix, no input norm; the host's $DLGO_VK_PN_FOLD):
// Gemma's post-attention and post-FFN norms, which add rmsnorm(y) * wf[pn_w + i] into the residual at pn_res (and,
// with q8_off, write the residual's 8-bit copy for the product after, with its norm q8_w folded in) — norm.comp's work
// with res_off and q8_off, done by the last workgroup of this product to finish (a count at q8_cnt) instead of by a
// dispatch of its own. The same expressions as norm.comp's; the sum of squares in another order.
#ifndef PAIR   // (never after a gate/up product)
shared float pn_m[32u * NG], pn_s[32u * NG];
void pn_out() {
    const uint tid = gl_LocalInvocationID.x, nt = 32u * NG, n = pc.n_out;
    memoryBarrierBuffer();
    barrier();
    if (tid == 0u) q8_last = atomicAdd(actcu[pc.q8_cnt], 1u) == gl_NumWorkGroups.x * gl_NumWorkGroups.y - 1u ? 1u : 0u;
    barrier();
    if (q8_last == 0u) return;
    memoryBarrierBuffer();
    float s2 = 0.0;
    for (uint i = tid; i < n; i += nt) { const float y = actc[pc.y_off0 + i]; s2 += y * y; }
    s2 = subgroupAdd(s2);
    if (gl_SubgroupInvocationID == 0u) pn_m[gl_SubgroupID] = s2;
    barrier();
    float ss = 0.0;
    for (uint k = 0; k < gl_NumSubgroups; k++) ss += pn_m[k];
    barrier();
    const float scale = 1.0 / sqrt(ss / float(n) + pc.eps);
    for (uint base = 0; base < n; base += 4u * nt) {   // a thread per 4 elements, 8 threads a block of 32 (n % 32 == 0)
        const uint i = base + 4u * tid;
        const bool ok = i < n;
        vec4 v = vec4(0.0), w = vec4(1.0);
        if (ok) {
            [[unroll]] for (uint k = 0; k < 4u; k++) {
                const float y = actc[pc.y_off0 + i + k] * scale * wf[pc.pn_w + i + k];
                v[k] = y + actc[pc.pn_res + i + k];
                actc[pc.pn_res + i + k] = v[k];
            }
            if (pc.q8_w != NONE) w = vec4(wf[pc.q8_w + i], wf[pc.q8_w + i + 1u], wf[pc.q8_w + i + 2u], wf[pc.q8_w + i + 3u]);
        }
        if (pc.q8_off == NONE) continue;   // (uniform)
        const vec4 y = v * w, a = abs(y);
        pn_m[tid] = max(max(a.x, a.y), max(a.z, a.w)); pn_s[tid] = dot(v, v);
        barrier();
        const uint g0 = tid & ~7u;
        float amax = 0.0, sq = 0.0;
        for (uint k = 0; k < 8u; k++) { amax = max(amax, pn_m[g0 + k]); sq += pn_s[g0 + k]; }
        barrier();
        if (ok) {
            const float inv = amax > 0.0 ? 127.0 / amax : 0.0;
            const uvec4 bq = floatBitsToUint(fma(y, vec4(inv), vec4(12582912.0)));
            actcu[pc.q8_off + i / 4u] = (bq.x & 0xffu) | ((bq.y & 0xffu) << 8) | ((bq.z & 0xffu) << 16) | (bq.w << 24);
            if ((tid & 7u) == 0u) { actc[pc.q8_off + n / 4u + i / 32u] = amax * (1.0 / 127.0); actc[pc.q8_off + n / 4u + n / 32u + i / 32u] = sq; }
        }
    }
    if (tid == 0u) actcu[pc.q8_cnt] = 0u;   // ready for the next product
}
#endif

void main() {
    const uint TPR = 32u * C, tid = gl_LocalInvocationID.x, grp = tid / TPR, lane = tid % TPR;
    const uint wg = gl_WorkGroupID.x + gl_WorkGroupID.y * gl_NumWorkGroups.x;
    const uint v0 = (wg * (NG / C) + grp) * R, tok = gl_WorkGroupID.z, nu = pc.n_in / UE;
    // the byte address of each weight row this group reads (rows past the end read row 0 and are not stored)
    uint rb[RW];
    [[unroll]] for (uint i = 0; i < RW; i++) {
#ifdef PAIR
        const uint v = v0 + i / 2u < pc.n_out ? v0 + i / 2u : 0u;
        rb[i] = ((i & 1u) == 0u ? pc.w_off0 : pc.w_off1) + v * pc.row_bytes;
#else
        const uint v = v0 + i < pc.n_out ? v0 + i : 0u;
        rb[i] = v < pc.seg1 ? pc.w_off0 + v * pc.row_bytes : v < pc.seg2 ? pc.w_off1 + (v - pc.seg1) * pc.row_bytes
                                                                            : pc.w_off2 + (v - pc.seg2) * pc.row_bytes;
#endif
    }
    float s[RW], ss = 0.0;
    [[unroll]] for (uint i = 0; i < RW; i++) s[i] = 0.0;
    const bool norm = pc.norm_w != NONE;
    const uint xo = (pc.x_off + tok * pc.x_stride) >> 2;
#define MV_LOADX(u) [[unroll]] for (uint k = 0; k < XV; k++) x[k] = act4[xo + xv(u, k)]; \
        if (norm) { [[unroll]] for (uint k = 0; k < XV; k++) { ss += dot(x[k], x[k]); x[k] *= wf4[(pc.norm_w >> 2) + xv(u, k)]; } }
#if defined(QIN)
    const uint xb = pc.x_off + tok * pc.x_stride;   // (floats, a multiple of 4)
#define MV_UNIT(u) { uint xq[XV]; int xs[XV]; float xd[2]; const float sq = q8_unit(xb, u, xq, xs, xd); if (norm) ss += sq; \
        [[unroll]] for (uint i = 0; i < RW; i++) s[i] += dot_unitq(rb[i], u, xq, xs, xd); }
#elif defined(DOT8)
    // the unit's activations quantized once to int8 (one scale for the lane's XV vec4s), shared by its RW rows
#define MV_UNIT(u) { vec4 x[XV]; MV_LOADX(u) uint xq[XV]; int xs[XV]; const float xd = quant8(x, xq, xs); \
        [[unroll]] for (uint i = 0; i < RW; i++) s[i] += dot_unit8(rb[i], u, x, xq, xs, xd); }
#else
#define MV_UNIT(u) { vec4 x[XV]; MV_LOADX(u) [[unroll]] for (uint i = 0; i < RW; i++) s[i] += dot_unit(rb[i], u, x); }
#endif
    for (uint u = lane; u < nu; u += TPR) MV_UNIT(u)   // (unrolling by two or four measured slower: H100)
    // a row group's partial sums: one subgroupAdd when the subgroup is the row group, else per-subgroup partials in
    // shared memory (red's slots: 8C per row group, enough for subgroups of 4 and more)
    [[unroll]] for (uint i = 0; i < RW; i++) s[i] = subgroupAdd(s[i]);
    if (norm) ss = subgroupAdd(ss);
    if (gl_SubgroupSize != TPR) {
        const uint per = TPR / gl_SubgroupSize, sg = lane / gl_SubgroupSize, r0 = grp * 8u * C;
        if (gl_SubgroupInvocationID == 0u) {
            [[unroll]] for (uint i = 0; i < RW; i++) red[i][r0 + sg] = s[i];
            red[RW][r0 + sg] = ss;
        }
        barrier();
        [[unroll]] for (uint i = 0; i < RW; i++) { float a = 0.0; for (uint k = 0; k < per; k++) a += red[i][r0 + k]; s[i] = a; }
        float a = 0.0; for (uint k = 0; k < per; k++) a += red[RW][r0 + k]; ss = a;
    }
    store_rows(tok, s, ss, lane, v0);
#ifndef PAIR
    if (pc.pn_res != NONE) { pn_out(); return; }
#endif
    if (pc.q8_off != NONE) q8_out(tok, wg);
}
