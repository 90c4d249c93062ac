#version 450
// fa_cm2.comp — prefill flash attention through VK_NV_cooperative_matrix2: workgroup-scope matrices for S = Q·K^T and
// O += P·V, the row maxima by a row reduction of S (coopMatReduceNV) and the row sums of P by a product with a matrix of
// ones (the tensor cores add them up; a sum of the f16 P that multiplies V), so no score ever passes through code of
// ours: the driver keeps S and P where it likes. fa.comp's push constants and grid (x: blocks of BR
// query rows, y: KV heads), for the common case only: f16 cache, dk = dv = D, causal mask, no sliding window, softcap,
// sinks or split keys (the host keeps fa.comp for the rest, and as the reference the fa kernel test compares with).
// Row R of a block is token R / G, query head kvh G + R % G (G = n_head / n_head_kv, which divides BR), as in fa.comp.
// Needs glslang 15.1 or newer (GL_NV_cooperative_matrix2; the manifest's -CM2). Measured against fa.comp (H200, session
// 33): faster where its grid is large (llama-1b fa a layer at pp4096 130 against 153 us, llama-8b 265 against 285; 256
// workgroups), slower where it is small (qwen3-0.6b's 128: 224 against 135): the host takes it from 256 workgroups
// (of 128 threads: dlgo__vk_fa_cm2). O accumulated in f16 (as llama.cpp does) measured -0.2 .. +0.8 % with 3-5x the error
// against attention.comp in the fa kernel test (session 34): not kept.
#extension GL_KHR_memory_scope_semantics : enable
#extension GL_KHR_cooperative_matrix : enable
#extension GL_NV_cooperative_matrix2 : enable
#extension GL_EXT_control_flow_attributes : enable
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : enable
#extension GL_EXT_shader_16bit_storage : enable
#ifndef D
#define D 128
#endif
#ifndef BR
#define BR 64              // query rows a workgroup (the manifest: 64 for D 128, 128 of 256 threads for D 64: pp4096 llama-1b Q8_0
#endif                     // +0.9 %, where llama-8b's D 128 lost 0.8 % on them; H200, session 34)
#ifndef BC
#define BC 32              // keys a step (H200, pp4096 a layer: 64 rows x 32 keys, 128 threads: llama-1b 130 us against 150
#endif                     // with 64 keys, 358 with 128; llama-8b 265 against 300 / 628; 256 threads 198 / 362; 64 threads 599 / 1000;
                           // head size 128 with UCL and F16S (the manifest's): 64 keys 203 us against 32 keys 209, 128 keys
                           // slower (pp4096 -11 %), 128 rows of 256 threads -0.9 %; session 36)
#ifndef WG
#define WG 128
#endif
#ifndef UCL
#define UCL 0              // 1: whole steps' K and V through layouts that do not clamp (see the loop)
#endif
// the cache's strides and bases are multiples of 8 halves (the host's condition), and the driver is told so: without
// it a load that does not clamp is 3x slower (H200, session 36)
#define AL8(x) ((x) & ~7u)
#define NONE 0xffffffffu
layout(local_size_x = WG) in;
layout(push_constant) uniform PC {
    uint q_off, q_stride, n_head, n_head_kv, dk, dv;
    uint kc_off, vc_off, row_k, row_v;
    uint out_off, out_stride, swa, f16;
    float scale, softcap;
    uint sinks_off;
    uint n_tok;
    uint n_split, kchunk, part_off;
    uint out16_off;
} pc;
layout(std430, binding = 1) buffer Act { float act[]; };
layout(std430, binding = 1) buffer ActH { float16_t acth[]; };
layout(std430, binding = 2) readonly buffer KvH { float16_t kvc[]; };
layout(std430, binding = 3) readonly buffer Params { uint p_pos0; uint p_ntok; uint p_pad0; uint p_pad1; int p_tokens[]; };

#define CLAMP gl_CooperativeMatrixClampModeConstantNV
// F16S = 1: S, its row maxima, P and the row sums in f16 accumulators, as llama.cpp's coopmat2 flash attention keeps
// them at its default precision (half their registers); O stays f32. The manifest's head size 128, with UCL, a
// llama-8b layer at pp4096: 32 keys a step 216 us in f32, 209 in f16; 64 keys 223 in f32, 203-212 in f16 (the fa
// kernel test's head size 128 case 8.4e-5 -> 2.0e-4 from attention.comp; sessions 35-36)
#ifndef F16S
#define F16S 0
#endif
#if F16S
#define ST float16_t
#define NEG float16_t(-65504.0)   // (the mask: f16's most negative; the maxima start at half of it)
#else
#define ST float
#define NEG -1.0e30
#endif
#define ACC_S coopmat<ST, gl_ScopeWorkgroup, BR, BC, gl_MatrixUseAccumulator>
#define ACC_O coopmat<float, gl_ScopeWorkgroup, BR, D, gl_MatrixUseAccumulator>

ST fmax2(const in ST a, const in ST b) { return max(a, b); }
ST smear(const in ST a, const in ST b) { return a; }   // (a row's elements of a reduced matrix are all equal)
uint g_pos, g_k0, g_G;   // the block's first token's position, this step's first key, G (for the mask)
ST mask_el(const in uint r, const in uint c, const in ST s) { return g_k0 + c <= g_pos + r / g_G ? s : NEG; }

void main() {
    const uint qb = gl_WorkGroupID.x, kvh = gl_WorkGroupID.y, G = pc.n_head / pc.n_head_kv;
    const uint R0 = qb * BR, t0 = R0 / G, n_rows = pc.n_tok * G;
    if (R0 >= n_rows) return;
    const uint R1 = min(R0 + BR, n_rows) - 1u, kmax = p_pos0 + R1 / G;   // the last key the block sees
    g_pos = p_pos0 + t0; g_G = G;

    // Q: rows (token, head of the group) of a (tokens, heads, D) tensor, f32 -> f16
    tensorLayoutNV<3, CLAMP> lq = createTensorLayoutNV(3, CLAMP);
    lq = setTensorLayoutDimensionNV(lq, pc.n_tok, pc.n_head, D);
    lq = setTensorLayoutStrideNV(lq, pc.q_stride, D, 1);
    ACC_O qf;
    coopMatLoadTensorNV(qf, act, pc.q_off, sliceTensorLayoutNV(lq, t0, BR / G, kvh * G, G, 0, D));
    coopmat<float16_t, gl_ScopeWorkgroup, BR, D, gl_MatrixUseA> q = coopmat<float16_t, gl_ScopeWorkgroup, BR, D, gl_MatrixUseA>(qf * pc.scale);

    // K and V: this KV head's rows of the cache (keys past the step's are never unmasked; clamped loads give zeros)
    tensorLayoutNV<2, CLAMP> lk = createTensorLayoutNV(2, CLAMP);
    lk = setTensorLayoutDimensionNV(lk, kmax + 1u, D);
    lk = setTensorLayoutStrideNV(lk, AL8(pc.row_k), 1);
    tensorLayoutNV<2, CLAMP> lv = createTensorLayoutNV(2, CLAMP);
    lv = setTensorLayoutDimensionNV(lv, kmax + 1u, D);
    lv = setTensorLayoutStrideNV(lv, AL8(pc.row_v), 1);
    tensorViewNV<2, false, 1, 0> tr = createTensorViewNV(2, false, 1, 0);
    const uint kb = AL8(pc.kc_off + kvh * D), vb = AL8(pc.vc_off + kvh * D);
#if UCL
    // UCL: a step whose keys are all below kmax + 1 loads through these, which do not clamp (no bounds checks in the
    // driver's loads; the last step keeps the clamped ones). H200, llama-8b pp4096, head size 128: 232 -> 216 us a
    // layer, with 64 keys a step and F16S 203 (pp4096 +1.7 %); head size 64 slower (125 -> 165): not there (session 36)
    tensorLayoutNV<2> lku = createTensorLayoutNV(2), lvu = createTensorLayoutNV(2);
    lku = setTensorLayoutDimensionNV(lku, kmax + 1u, D);
    lku = setTensorLayoutStrideNV(lku, AL8(pc.row_k), 1);
    lvu = setTensorLayoutDimensionNV(lvu, kmax + 1u, D);
    lvu = setTensorLayoutStrideNV(lvu, AL8(pc.row_v), 1);
#endif

    ACC_O o = ACC_O(0.0);
#if F16S
    ACC_S m = ACC_S(NEG * float16_t(0.5)), l = ACC_S(0.0);
#else
    ACC_S m = ACC_S(NEG), l = ACC_S(0.0);
#endif
    for (uint k0 = 0u; k0 <= kmax; k0 += BC) {
        coopmat<float16_t, gl_ScopeWorkgroup, D, BC, gl_MatrixUseB> kt;
#if UCL
        const bool whole = k0 + BC <= kmax + 1u;
        if (whole) coopMatLoadTensorNV(kt, kvc, kb, sliceTensorLayoutNV(lku, k0, BC, 0, D), tr);
        else
#endif
        coopMatLoadTensorNV(kt, kvc, kb, sliceTensorLayoutNV(lk, k0, BC, 0, D), tr);
        ACC_S s = ACC_S(0.0);
        s = coopMatMulAdd(q, kt, s);
        if (k0 + BC - 1u > g_pos) { g_k0 = k0; coopMatPerElementNV(s, s, mask_el); }   // (the diagonal's tiles)
        ACC_S rm;
        coopMatReduceNV(rm, s, gl_CooperativeMatrixReduceRowNV, fmax2);
        ACC_S mn = ACC_S(0.0);
        [[unroll]] for (int i = 0; i < mn.length(); i++) mn[i] = max(m[i], rm[i]);
        ACC_S p, corr = ACC_S(0.0);
        [[unroll]] for (int i = 0; i < p.length(); i++) { p[i] = exp(s[i] - mn[i]); corr[i] = exp(m[i] - mn[i]); }
        coopmat<float16_t, gl_ScopeWorkgroup, BR, BC, gl_MatrixUseA> ph = coopmat<float16_t, gl_ScopeWorkgroup, BR, BC, gl_MatrixUseA>(p);
        // (H200, session 34: a product with ones against a row reduction, pp4096 llama-1b Q8_0 +0.7 %, llama-8b +0.6 %)
        const ACC_S rs = coopMatMulAdd(ph, coopmat<float16_t, gl_ScopeWorkgroup, BC, BC, gl_MatrixUseB>(1.0), ACC_S(0.0));
        [[unroll]] for (int i = 0; i < l.length(); i++) l[i] = l[i] * corr[i] + rs[i];
        m = mn;
        coopmat<ST, gl_ScopeWorkgroup, BR, D, gl_MatrixUseAccumulator> co;   // the rows' rescale factors over O's columns
        coopMatReduceNV(co, corr, gl_CooperativeMatrixReduceRowNV, smear);
        o = o * ACC_O(co);
        coopmat<float16_t, gl_ScopeWorkgroup, BC, D, gl_MatrixUseB> v;
#if UCL
        if (whole) coopMatLoadTensorNV(v, kvc, vb, sliceTensorLayoutNV(lvu, k0, BC, 0, D));
        else
#endif
        coopMatLoadTensorNV(v, kvc, vb, sliceTensorLayoutNV(lv, k0, BC, 0, D));
        o = coopMatMulAdd(ph, v, o);
    }
    coopmat<ST, gl_ScopeWorkgroup, BR, D, gl_MatrixUseAccumulator> lo;
    coopMatReduceNV(lo, l, gl_CooperativeMatrixReduceRowNV, smear);
    o = o / ACC_O(lo);
    tensorLayoutNV<3, CLAMP> lo3 = createTensorLayoutNV(3, CLAMP);
    lo3 = setTensorLayoutDimensionNV(lo3, pc.n_tok, pc.n_head, D);
    lo3 = setTensorLayoutStrideNV(lo3, pc.out_stride, D, 1);
    coopMatStoreTensorNV(o, act, pc.out_off, sliceTensorLayoutNV(lo3, t0, BR / G, kvh * G, G, 0, D));
    if (pc.out16_off != NONE) {   // the output product's f16 input (rows of n_head * dv halves)
        coopmat<float16_t, gl_ScopeWorkgroup, BR, D, gl_MatrixUseAccumulator> oh = coopmat<float16_t, gl_ScopeWorkgroup, BR, D, gl_MatrixUseAccumulator>(o);
        coopMatStoreTensorNV(oh, acth, 2u * pc.out16_off, sliceTensorLayoutNV(lo3, t0, BR / G, kvh * G, G, 0, D));
    }
}
