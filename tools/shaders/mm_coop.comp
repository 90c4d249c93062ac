#version 450
// mm_coop.comp — prefill products on tensor cores (VK_NV_cooperative_matrix, f16 x f16 -> f32), used only where
// the device reports 16x16x16 f16 subgroup matrices and 32-wide subgroups, and only for quantized weights (their
// own error dwarfs f16 rounding), f16 and bf16 ones (exact in f16 but for bf16 below its range; the activations
// rounded to f16, as llama.cpp's f16 products do). A workgroup owns BM rows x BN tokens and walks K in steps of BK
// (32 or 64): the weight tile is dequantized to f16 (half a 32-element chunk per thread, wide loads) and the
// activation tile converted to f16 (8 floats per thread) into shared memory as 16-byte words, neighbouring threads on
// neighbouring bytes; each of the SGM x SGN subgroups owns BM/SGM rows x BN/SGN tokens of accumulators. DB = 1 double-buffers the
// tiles (BK 32 keeps two 128 x 128 buffers under 48 KiB); PF = 1 (one buffer) loads the next K step's tiles into
// registers before the products and stores them after the barrier that ends them, so their global loads are in
// flight during the products (H200: llama-1b Q4_K_M pp512 +5 %, llama-8b +7 %; VK_RESULTS s. 29). Sizes come from
// defines: the manifest's mmc_* are 128 x 128, 16 subgroups of 32 x 32 with PF (Q4_0, Q5_0: 8 of 64 x 32, where PF
// lost 2-4 %), BK 64, one buffer; mmcs_* 64 x 64
// ($DLGO_VK_MC_FILL). The manifest compiles them without glslc's optimiser (faster on an H200: VK_RESULTS s. 27).
// Split K (k_len != 0): workgroup z takes split z % ns of token tile z / ns and writes raw partial sums that the
// tile's last workgroup to finish adds up in split order (or, for mmn_*, splitk.comp afterwards): mmn_* (64 x 16
// tiles, a few tokens, one token tile) and the mmc_* grids that would leave SMs idle (2048-row products at 512
// tokens: 64 tiles on 132 SMs; +10-18 % pp512, bench/VK_RESULTS.md session 15). Activations must be 16-byte aligned.
// The host gives these kernels f16 activations (X16 below), each product input converted once by cvt16.comp:
// 16-byte loads of 8 halves, no conversion per workgroup (+22 % pp512, VK_RESULTS).
// Measured (session 8, H200, bench/vk_gemm.c, llama-1b q4_K gate 8192 x 2048 x 512 tokens; bench/VK_RESULTS.md):
// * every loop over fragment or load arrays must have a constant trip count: the old epilogue's token loop indexed
//   the accumulator array at run time, which kept it out of registers: 32 -> 74 TFLOP/s with that alone;
// * 16 subgroups of 32 x 32 (BK 64, single buffer) beat 8 of 32 x 64 (BK 32, double buffer): 74 -> 97 TFLOP/s;
// * whole tiles store their results straight to the output (coopMatStoreNV, column-major = token-major), an
//   accumulating product starting its accumulators from the output: +4-5 % end to end;
// * what is left (same build with one part removed): the products alone 227 TFLOP/s (this extension's ceiling at
//   this tile), without the activation conversion (f16 input) 135, without the dequantization 106.
// NODQ, NOCVT, NOEPI, MMAONLY, NODIRECT switch parts off for such measurements (wrong results; experiments only).
// WGS (the manifest's mmw_*, VK_NV_cooperative_matrix2 devices; glslang 15.1+): the same tiles, loaders and split K,
// but each K step multiplied as one workgroup-scope matrix product (BM x BK by BK x BN, KHR cooperative matrices of
// workgroup scope) instead of the subgroups' 16 x 16 fragments: the driver lays the product out over the workgroup.
// H200 (session 34, bench/vk_gemm, 512 tokens, the 16 x 16-fragment build first): llama-8b Q4_K gate 14336 x 4096 447
// us, 406 with 256 threads, 363 with 512; o 4096 x 4096 106, 95, 87; Q6_K down 396, 345, 377; llama-1b Q8_0 gate 116,
// 104, 92. (The manifest's mmw_* take 256: see there.)
#if defined(WGS)
#extension GL_GOOGLE_include_directive : enable
#extension GL_KHR_memory_scope_semantics : enable
#extension GL_KHR_cooperative_matrix : enable
#extension GL_NV_cooperative_matrix2 : enable
#extension GL_EXT_shader_16bit_storage : enable
#elif !defined(EMU)
#extension GL_NV_cooperative_matrix : enable
#extension GL_KHR_memory_scope_semantics : enable
#endif
#extension GL_KHR_shader_subgroup_basic : enable
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : enable
#include "common.glsl"
#define UNROLL [[unroll]]
#include "types.glsl"
layout(std430, binding = 0) readonly buffer W128 { uvec4 w128[]; };
layout(std430, binding = 1) readonly buffer A4 { vec4 act4[]; };
#ifndef BM
#define BM 128
#endif
#ifndef BN
#define BN 128
#endif
#ifndef BK
#define BK 32
#endif
#ifndef SGM
#define SGM 4              // subgroups along the rows
#endif
#ifndef SGN
#define SGN 2              // ... and along the tokens
#endif
#ifndef DB
#define DB 1
#endif
#ifndef PF
#define PF 0               // DB 0 only: the next K step's tiles loaded into registers before the products (see above)
#endif
#define NSG (SGM * SGN)
#define WG (32 * NSG)
#define FM (BM / SGM / 16) // accumulator matrices per subgroup, rows x tokens
#define FN (BN / SGN / 16)
#define LDA (BK / 8 + 1)   // 16-byte words per shared row: BK f16 + 8 of pad (staggers the banks for the matrix loads)
#define TILE ((BM + BN) * LDA)
#define LDS 5u             // staging: 16 x 16 floats token-major, rows of 5 words (20 floats)
layout(local_size_x = WG) in;
layout(push_constant) uniform PC {
    uint n_in, n_out, n_tok, row_bytes;
    uint w_off, x_off, x_stride, y_off, y_stride, b_off, acc;
    float softcap;
    uint k_len;     // split K (whole BK steps): ns = n_in / k_len slices; workgroup z takes K [s k_len, (s+1) k_len),
    uint y_split;   // s = z % ns, of token tile z / ns, and writes its partial sums (raw: no bias, acc, softcap) for
    uint part_off;  // token t, row r at part_off + s y_split + t n_out + r. k_len 0: no split, z is the token tile
    uint cnt_off;   // split K: NONE, splitk.comp adds the partials up afterwards (mmn_* only); else the last workgroup
                    // of a tile to finish (an atomic count per row tile and token tile at cnt_off + row tile + token
                    // tile x row tiles, reset by that one) adds them in split order and finishes y as the epilogue
                    // would: one dispatch, the same sums as splitk.comp's
    uint w2_off;    // GLU != 0: the second matrix (up) at this byte offset, n_out rows of row_bytes like the first
} pc;
layout(std430, binding = 1) coherent buffer ActC { float actc[]; };     // partials: written and read across workgroups
layout(std430, binding = 1) coherent buffer ActC4 { vec4 actc4[]; };
layout(std430, binding = 1) coherent buffer ActCU { uint actcu[]; };    // the tiles' counts
#ifndef X16_INIT
#define X16_INIT 0
#endif
// X16 = 1 (a specialisation constant; X16_INIT its default for experiment builds): the activations are f16 already
// (cvt16.comp, once per input), x_off and x_stride count halves and must be multiples of 8; 0: f32, converted here
layout(constant_id = 1) const uint X16 = X16_INIT;
// GLU (a specialisation constant; 0 in every other use): a dense FFN's gate and up products and their GLU as one
// product, 1 SwiGLU, 2 GeGLU (glu.comp's expressions, so the same bits). A row tile of BM holds BM/2 rows of gate (the
// matrix at w_off: the subgroups of the first SGM/2 row places) over the same BM/2 rows of up (w2_off: the others);
// n_out counts gate's rows. The sums go through shared memory, where each thread finishes act(gate) * up for a few
// row pairs and stores them as f16 (y_off and y_stride in halves) for the down product's X16 input: no f32 output, no
// glu dispatch, a quarter of the stores. No split K, bias, acc or softcap with it (the host keeps those unfused).
layout(constant_id = 2) const uint GLU = 0u;
layout(std430, binding = 1) buffer ActU { uint actu[]; };
float glu_act(float x) {   // (precise: no contraction into fused multiply-adds, so the two kernels round alike)
    if (GLU == 1u) return x / (1.0 + exp(-x));
    if (x <= -10.0) return 0.0;
    if (x >= 10.0) return x;
    const float h = f16_round(x);
    precise float y = 0.5 * h * (1.0 + tanh(0.7978845608028654 * h * (1.0 + 0.044715 * h * h)));
    return f16_round(y);
}
shared uvec4 sm[(DB + 1) * TILE];   // [buffer][A rows | B tokens][LDA]
shared uint last;                    // split K: this workgroup finishes its tile

// ---- chunk ch (32 consecutive elements) of the row at byte rb as 16 f16 pairs, element 2i low ----
// Integers become f16 exactly through the 1024 + n bit pattern; one rounding per product, as f32 then f16 would give.
f16vec2 ib2(uint p, float16_t bias) { return unpackFloat2x16(p | 0x64006400u) - f16vec2(bias); }   // p: two u16 < 1024
uint lo_pair(uint n) { return (n & 0xffu) | ((n & 0xff00u) << 8); }        // bytes 0, 1 of n as two u16
uint hi_pair(uint n) { return ((n >> 16) & 0xffu) | ((n >> 8) & 0xff0000u); }   // bytes 2, 3
uint bit4s(uint qh, uint i) {   // Q5_0/Q5_1: fifth bits 4i .. 4i + 3 of qh into bit 4 of each byte of a word of nibbles
    const uint hb = (qh >> (4u * i)) & 15u;
    return ((hb & 1u) << 4) | ((hb & 2u) << 11) | ((hb & 4u) << 18) | ((hb & 8u) << 25);
}
#if defined(TYPE_Q4_0)
void dq8(uint rb, uint ch, uint hf, out uint h[8]) {   // {f16 d; u8 qs[16]}: low nibbles elements 0..15, high 16..31
    const float16_t d = float16_t(rd_f16(g8_d(rb, ch)));                // (grouped by 8: common.glsl)
    const uvec4 q = w128[g8_q(rb, ch) >> 4];
    UNROLL for (uint i = 0; i < 4u; i++) {
        const uint n = (q[i] >> (4u * hf)) & 0x0f0f0f0fu;
        h[2u * i] = packFloat2x16(ib2(lo_pair(n), 1032.0hf) * d); h[2u * i + 1u] = packFloat2x16(ib2(hi_pair(n), 1032.0hf) * d);
    }
}
#define DQ8
#elif defined(TYPE_Q5_0)
void dq8(uint rb, uint ch, uint hf, out uint h[8]) {   // {f16 d; u8 qh[4]; u8 qs[16]} (grouped by 8: common.glsl): element j < 16
    const float16_t d = float16_t(rd_f16(g8_d(rb, ch)));   // the low nibble of qs[j], j + 16 the high one; bit j of qh its
    const uint qh = w32[g8_h(rb, ch) >> 2] >> (16u * hf);   // fifth bit; minus 16. This half's 16 fifth bits
    const uvec4 q = w128[g8_q(rb, ch) >> 4];
    UNROLL for (uint i = 0; i < 4u; i++) {
        const uint n = ((q[i] >> (4u * hf)) & 0x0f0f0f0fu) | bit4s(qh, i);   // elements 4i .. 4i + 3
        h[2u * i] = packFloat2x16(ib2(lo_pair(n), 1040.0hf) * d); h[2u * i + 1u] = packFloat2x16(ib2(hi_pair(n), 1040.0hf) * d);
    }
}
#define DQ8
#elif defined(TYPE_Q4_1) || defined(TYPE_Q5_1)
void dq8(uint rb, uint ch, uint hf, out uint h[8]) {   // {f16 d, m; (Q5_1: u32 qh;) u8 qs[16]}: element j < 16 the low nibble
#if defined(TYPE_Q4_1)                                  // of qs[j], j + 16 the high one (Q5_1: bit j of qh their fifth bit);
    const uint b = (rb >> 2) + 5u * ch, qo = b + 1u;    // d q + m. Blocks of 20 / 24 bytes: word loads
#else
    const uint b = (rb >> 2) + 6u * ch, qo = b + 2u;
    const uint qh = w32[b + 1u] >> (16u * hf);           // this half's 16 fifth bits
#endif
    const vec2 dm = unpackHalf2x16(w32[b]);
    const f16vec2 d = f16vec2(float16_t(dm.x)), m = f16vec2(float16_t(dm.y));
    UNROLL for (uint i = 0; i < 4u; i++) {
        uint n = (w32[qo + i] >> (4u * hf)) & 0x0f0f0f0fu;
#if defined(TYPE_Q5_1)
        n |= bit4s(qh, i);
#endif
        h[2u * i] = packFloat2x16(fma(ib2(lo_pair(n), 1024.0hf), d, m));
        h[2u * i + 1u] = packFloat2x16(fma(ib2(hi_pair(n), 1024.0hf), d, m));
    }
}
#define DQ8
#elif defined(TYPE_Q2_K)
void dq8(uint rb, uint ch, uint hf, out uint h[8]) {   // {u8 scales[16]; u8 qs[64]; f16 d, dmin} per 256: sub-block 2c + hf
    const uint b = (rb >> 2) + 21u * (ch >> 3), c = ch & 7u, g = c >> 2, shift = 2u * (c & 3u), s = 2u * c + hf;
    const vec2 dd = unpackHalf2x16(w32[b + 20u]);        // of chunk c: scale d (sc & 15), min dmin (sc >> 4); element l
    const uint sc = (w32[b + s / 4u] >> (8u * (s & 3u))) & 255u;   // the 2 bits at `shift` of qs[32 g + 16 hf + l]
    const f16vec2 dl = f16vec2(float16_t(dd.x * float(sc & 15u))), ml = f16vec2(float16_t(dd.y * float(sc >> 4)));
    UNROLL for (uint i = 0; i < 4u; i++) {
        const uint n = (w32[b + 4u + 8u * g + 4u * hf + i] >> shift) & 0x03030303u;
        h[2u * i] = packFloat2x16(fma(ib2(lo_pair(n), 1024.0hf), dl, -ml));
        h[2u * i + 1u] = packFloat2x16(fma(ib2(hi_pair(n), 1024.0hf), dl, -ml));
    }
}
#define DQ8
#elif defined(TYPE_Q3_K)
void dq8(uint rb, uint ch, uint hf, out uint h[8]) {   // {u8 hmask[32]; u8 qs[64]; u8 scales[12]; f16 d} per 256: element
    const uint b = rb + 110u * (ch >> 3), c = ch & 7u, g = c >> 2, shift = 2u * (c & 3u);   // l of half hf of chunk c: the
    const float16_t dl = float16_t(rd_f16(b + 108u) * float(q3k_scale(b + 96u, 2u * c + hf)));   // 2 bits at `shift` of
    const f16vec2 d2 = f16vec2(dl), m2 = f16vec2(-4.0hf * dl);   // qs[32 g + 16 hf + l] plus 4 when bit c of hmask[16 hf + l]
    UNROLL for (uint i = 0; i < 4u; i++) {                        // is set, minus 4: dl (q | hbit << 2) - 4 dl
        const uint o = 16u * hf + 4u * i;
        const uint n = ((rd_u32(b + 32u + 32u * g + o) >> shift) & 0x03030303u) | (((rd_u32(b + o) >> c) & 0x01010101u) << 2);
        h[2u * i] = packFloat2x16(fma(ib2(lo_pair(n), 1024.0hf), d2, m2));
        h[2u * i + 1u] = packFloat2x16(fma(ib2(hi_pair(n), 1024.0hf), d2, m2));
    }
}
#define DQ8
#elif defined(TYPE_Q8_0)
void dq8(uint rb, uint ch, uint hf, out uint h[8]) {   // {f16 d; i8 qs[32]} (grouped by 8: common.glsl)
    const float16_t d = float16_t(rd_f16(g8_d(rb, ch)));
    const uvec4 qq = w128[(g8_q(rb, ch) >> 4) + hf];
    UNROLL for (uint i = 0; i < 4u; i++) {
        const uint q = qq[i] ^ 0x80808080u;   // q + 128
        h[2u * i] = packFloat2x16(ib2(lo_pair(q), 1152.0hf) * d); h[2u * i + 1u] = packFloat2x16(ib2(hi_pair(q), 1152.0hf) * d);
    }
}
#define DQ8
#elif defined(TYPE_Q4_K) || defined(TYPE_Q5_K)
uint k4b(uvec4 hd, uint i) { return ((i < 4u ? hd.y : i < 8u ? hd.z : hd.w) >> (8u * (i & 3u))) & 255u; }
void dq8(uint rb, uint ch, uint hf, out uint h[8]) {   // super-block: {f16 d, dmin; u8 scales[12]; (Q5_K: u8 qh[32];) u8 qs[128]}
    const uint c = ch & 7u, shift = 4u * (c & 1u);
#if defined(TYPE_Q4_K)
    const uint b = rb + 144u * (ch >> 3), qo = b + 16u + 32u * (c >> 1);
#else
    const uint b = rb + 176u * (ch >> 3), qo = b + 48u + 32u * (c >> 1);
    const uvec4 qh = w128[((b + 16u) >> 4) + hf];
#endif
    const uvec4 hd = w128[b >> 4], q = w128[(qo >> 4) + hf];
    const vec2 dm = unpackHalf2x16(hd.x);
    const uint sc = c < 4u ? k4b(hd, c) & 63u : (k4b(hd, c + 4u) & 15u) | ((k4b(hd, c - 4u) >> 6) << 4);
    const uint mn = c < 4u ? k4b(hd, c + 4u) & 63u : (k4b(hd, c + 4u) >> 4) | ((k4b(hd, c) >> 6) << 4);
    const float16_t a = float16_t(dm.x * float(sc)), m = float16_t(dm.y * float(mn));
    UNROLL for (uint i = 0; i < 4u; i++) {
        uint n = (q[i] >> shift) & 0x0f0f0f0fu;
#if defined(TYPE_Q5_K)
        n |= ((qh[i] >> c) & 0x01010101u) << 4;
#endif
        h[2u * i] = packFloat2x16(fma(ib2(lo_pair(n), 1024.0hf), f16vec2(a), f16vec2(-m)));
        h[2u * i + 1u] = packFloat2x16(fma(ib2(hi_pair(n), 1024.0hf), f16vec2(a), f16vec2(-m)));
    }
}
#define DQ8
#elif defined(TYPE_Q6_K)
void dq8(uint rb, uint ch, uint hf, out uint h[8]) {   // {u8 ql[128]; u8 qh[64]; i8 scales[16]; f16 d; pad} per 256
    const uint b = rb + Q6K_BLK * (ch >> 3), c = ch & 7u, n = c >> 2, k = c & 3u;   // (16-byte aligned: common.glsl)
    const uvec4 ql = w128[(b + 64u * n + 32u * (k & 1u) + 16u * hf) >> 4], qh = w128[(b + 128u + 32u * n + 16u * hf) >> 4];
    const uint ls = 4u * (k >> 1), hs = 2u * k;
    const float16_t a = float16_t(rd_f16(b + 208u) * float(rd_i8(b + 192u + 8u * n + 2u * k + hf)));
    UNROLL for (uint i = 0; i < 4u; i++) {
        const uint q = ((ql[i] >> ls) & 0x0f0f0f0fu) | (((qh[i] >> hs) & 0x03030303u) << 4);
        h[2u * i] = packFloat2x16(ib2(lo_pair(q), 1056.0hf) * a); h[2u * i + 1u] = packFloat2x16(ib2(hi_pair(q), 1056.0hf) * a);
    }
}
#define DQ8
#elif defined(TYPE_F16) || defined(TYPE_BF16)
void dq8(uint rb, uint ch, uint hf, out uint h[8]) {   // 32 values a chunk (rows 16-byte aligned): this half's 16, f16 as
    const uint o = (rb >> 4) + 4u * ch + 2u * hf;      // they are, bf16 to f16 (exact within f16's range: 8 bits of
    const uvec4 a = w128[o], b = w128[o + 1u];         // mantissa fit its 11; below 6.1e-5 subnormal, an absolute error
    h = uint[8](a.x, a.y, a.z, a.w, b.x, b.y, b.z, b.w);   // under 3e-8)
#if defined(TYPE_BF16)
    UNROLL for (uint i = 0; i < 8u; i++) h[i] = packHalf2x16(vec2(uintBitsToFloat(h[i] << 16), uintBitsToFloat(h[i] & 0xffff0000u)));
#endif
}
#define DQ8
#elif defined(TYPE_IQ4_XS)
f16vec2 kv2(uint n) { return f16vec2(float16_t(kvalues_iq4nl(n & 15u)), float16_t(kvalues_iq4nl((n >> 8) & 15u))); }
void dq8(uint rb, uint ch, uint hf, out uint h[8]) {   // {f16 d; u16 scales_h; u8 scales_l[4]; u8 qs[128]} per 256: element
    const uint b = rb + 136u * (ch >> 3), ib = ch & 7u;   // j < 16 of chunk ib the codebook's entry for the low nibble of
    const float16_t dl = float16_t(iq4xs_dl(w32[b >> 2], w32[(b >> 2) + 1u], ib));   // qs[16 ib + j], j + 16 the high one
    const uint qw = (b + 8u + 16u * ib) >> 2;
    UNROLL for (uint i = 0; i < 4u; i++) {
        const uint n = (w32[qw + i] >> (4u * hf)) & 0x0f0f0f0fu;
        h[2u * i] = packFloat2x16(kv2(n) * dl); h[2u * i + 1u] = packFloat2x16(kv2(n >> 16) * dl);
    }
}
#define DQ8
#endif
#ifndef DQ8
// every other type through types.glsl's dq_chunk (the half wanted): the whole chunk decoded, byte loads; a loader of
// its own pays (IQ4_XS: 173 -> 90 us a product, llama-1b pp512 +35 % on the same tile; VK_RESULTS s. 29)
void dq8(uint rb, uint ch, uint hf, out uint h[8]) {
    float v[32];
    dq_chunk(rb, ch, v);
    UNROLL for (uint i = 0; i < 8u; i++) h[i] = packHalf2x16(vec2(v[16u * hf + 2u * i], v[16u * hf + 2u * i + 1u]));
}
#endif

// ---- one K step's tiles into registers (this thread's share) and from there into shared memory ----
// Neighbouring threads read neighbouring bytes (a GPU's L1 serves a warp's load one cache line at a time): the weight
// tile in half chunks (16 elements, two threads per chunk of a row), the activation tile in runs of 8 floats (BK/8
// threads per token). Thread tid takes weight items tid, tid + WG, ... and activation items likewise.
#define NA (BM * BK / 16)
#define NB (BN * BK / 8)
#define PA (NA / WG)
#define PB (NB / WG)
#if NA % WG != 0 || NB % WG != 0
#error "mm_coop: the tiles must split evenly over the threads"
#endif
#if SGM % 2 != 0 || (!defined(EMU) && !defined(WGS) && BM * BN / FN / 4 > (DB + 1) * TILE)
#error "mm_coop: GLU needs an even SGM and room for a token block of the results (BM x BN/FN floats) in the tile memory"
#endif
void load_step(uint r0, uint t0, uint k0, out uint ha[PA][8], out uvec4 hb[PB]) {
    const uint tid = gl_LocalInvocationID.x, nch = pc.n_in / 32u;
    UNROLL for (uint p = 0; p < PA; p++) {
        const uint e = tid + p * WG, lr = e / (BK / 16), hc = e % (BK / 16), ch = k0 / 32u + hc / 2u;
        // (GLU: tile rows below BM/2 are gate's rows r0/2 + lr, the others up's at w2_off)
        const uint row = GLU != 0u ? r0 / 2u + lr % (BM / 2u) : r0 + lr, wb = GLU != 0u && lr >= BM / 2u ? pc.w2_off : pc.w_off;
        // out-of-range items decode a valid block (row 0, chunk 0) and are zeroed: branch-free, so the loops unroll
        // at compile time and ha stays registers
        const bool ok = row < pc.n_out && ch < nch;
        uint h[8];
#ifdef NODQ   // (experiment: the same number of weight loads, no decoding)
        { const uvec4 q = w128[((pc.w_off + (ok ? row : 0u) * pc.row_bytes) >> 4) + (ok ? ch : 0u)];
          UNROLL for (uint i = 0; i < 4u; i++) { h[i] = q[i] & 0x3bff3bffu; h[4u + i] = (q[i] >> 1) & 0x3bff3bffu; } }
#else
        dq8(wb + (ok ? row : 0u) * pc.row_bytes, ok ? ch : 0u, hc & 1u, h);
#endif
        UNROLL for (uint i = 0; i < 8u; i++) ha[p][i] = ok ? h[i] : 0u;
    }
    UNROLL for (uint p = 0; p < PB; p++) {
        const uint f = tid + p * WG, t = t0 + f / (BK / 8), k = k0 + 8u * (f % (BK / 8));
        if (t < pc.n_tok && k < pc.n_in) {   // n_in % 32 == 0: an 8-float run is wholly in or out
            const uint xb = (pc.x_off + t * pc.x_stride + k) >> 2;
#ifdef NOCVT   // (experiment: activations already f16, half the bytes, no conversion)
            hb[p] = floatBitsToUint(act4[xb >> 1]) & 0x3bff3bffu;
#else
            if (X16 != 0u) hb[p] = floatBitsToUint(act4[(pc.x_off + t * pc.x_stride + k) >> 3]);   // offsets in halves
            else {
                const vec4 v0 = act4[xb], v1 = act4[xb + 1u];
                hb[p] = uvec4(packHalf2x16(v0.xy), packHalf2x16(v0.zw), packHalf2x16(v1.xy), packHalf2x16(v1.zw));
            }
#endif
        } else hb[p] = uvec4(0u);
    }
}
void store_step(uint buf, uint ha[PA][8], uvec4 hb[PB]) {   // A rows then B tokens, LDA words each
    const uint tid = gl_LocalInvocationID.x;
    UNROLL for (uint p = 0; p < PA; p++) {
        const uint e = tid + p * WG, o = buf * TILE + (e / (BK / 16)) * LDA + 2u * (e % (BK / 16));
        sm[o] = uvec4(ha[p][0], ha[p][1], ha[p][2], ha[p][3]); sm[o + 1u] = uvec4(ha[p][4], ha[p][5], ha[p][6], ha[p][7]);
    }
    UNROLL for (uint p = 0; p < PB; p++) {
        const uint f = tid + p * WG;
        sm[buf * TILE + BM * LDA + (f / (BK / 8)) * LDA + f % (BK / 8)] = hb[p];
    }
}

// one result y of row `row` into the output at yi: the bias, the output itself (acc) and the softcap as asked; split
// K's raw partials (the host asks none of the three with it) into the coherent view. Every epilogue's element path.
void put_y(uint yi, uint row, float y, uint b_off, uint acc, float softcap, bool split) {
    if (b_off != NONE) y += wf[b_off + row];
    if (acc != 0u) y += act[yi];
    if (softcap > 0.0) y = softcap * tanh(y / softcap);
    if (split) actc[yi] = y; else act[yi] = y;
}

#ifdef EMU
// EMU: the same tiles multiplied by plain arithmetic, each thread BM*BN/WG outputs: a build for devices without
// cooperative matrices (lavapipe) that checks the loaders, the dequantization and the tile layout (tests only).
#define NE (BM * BN / WG)
float sm_h(uint w, uint k) { const vec2 f = unpackHalf2x16(sm[w + k / 8u][(k % 8u) / 2u]); return (k & 1u) != 0u ? f.y : f.x; }
// output q of this thread: row r and token t of the tile. GLU: in groups of four, rows 2p and 2p + 1 of gate and the
// same two of up (BM/2 rows on), so a thread finishes one f16 pair alone
void emu_rt(uint q, out uint r, out uint t) {
    const uint tid = gl_LocalInvocationID.x;
    if (GLU != 0u) {
        const uint pairs = BM / 4u, s = q & 3u;
        r = 2u * (tid % pairs) + (s & 1u) + (s >= 2u ? BM / 2u : 0u);
        t = tid / pairs + (q >> 2) * (WG / pairs);
    } else { const uint o = tid + q * WG; r = o % BM; t = o / BM; }
}
#if (BM * BN / WG) % 4 != 0 || WG % (BM / 4) != 0
#error "mm_coop: the emulated GLU mapping needs whole groups of four"
#endif
#endif
#ifdef WGS
layout(std430, binding = 1) buffer ActH { float16_t acth[]; };
// ACC16 = 1 (experiment, not in the manifest): the products accumulate in f16 (llama.cpp's coopmat2 build does for
// quantized weights at its default precision: half the accumulator registers), f32 from the epilogue on
#ifndef ACC16
#define ACC16 0
#endif
#if ACC16
#define ACCT float16_t
#else
#define ACCT float
#endif
#define ACCF coopmat<float, gl_ScopeWorkgroup, BM, BN, gl_MatrixUseAccumulator>
#define ACCW coopmat<ACCT, gl_ScopeWorkgroup, BM, BN, gl_MatrixUseAccumulator>
const uint BMH = BM / 2u;   // GLU: gate's rows, then up's, in a tile
#define ACCG coopmat<ACCT, gl_ScopeWorkgroup, BMH, BN, gl_MatrixUseAccumulator>
#define COLS gl_CooperativeMatrixLayoutColumnMajor
// a result that is not a whole aligned tile (edges, bias, softcap, accumulation; split K: the raw partial), element
// by element (coopMatPerElementNV: element r, c of the tile at rows r0.., tokens t0..)
float store_el(const in uint r, const in uint c, const in float v, const in uint r0, const in uint t0, const in uint y_off, const in uint y_stride,
               const in uint b_off, const in uint acc, const in float softcap, const in uint split) {
    if (r0 + r < pc.n_out && t0 + c < pc.n_tok) put_y(y_off + (t0 + c) * y_stride + r0 + r, r0 + r, v, b_off, acc, softcap, split != 0u);
    return v;
}
float16_t store_h(const in uint r, const in uint c, const in float16_t v, const in uint r0, const in uint t0) {   // GLU at the edges: halves
    if (r0 + r < pc.n_out && t0 + c < pc.n_tok) acth[pc.y_off + (t0 + c) * pc.y_stride + r0 + r] = v;
    return v;
}
#endif
void main() {
    const uint sg = gl_SubgroupID, lane = gl_SubgroupInvocationID;
    const uint r0 = (gl_WorkGroupID.x + gl_WorkGroupID.y * gl_NumWorkGroups.x) * BM;
    // split K: workgroup z is split z % ns of token tile z / ns (mmn_*: one token tile, z the split)
    const bool split = pc.k_len != 0u;
    const uint ns = split ? (pc.n_in + pc.k_len - 1u) / pc.k_len : 1u, zs = gl_WorkGroupID.z % ns;
    const uint t0 = (gl_WorkGroupID.z / ns) * BN, kb = zs * pc.k_len;
    const uint ke = split ? min(pc.n_in, kb + pc.k_len) : pc.n_in;
    if ((GLU != 0u ? r0 / 2u : r0) >= pc.n_out) return;   // uniform per workgroup
    // where this workgroup's sums go: the output, or (split K) raw partials, token-major
    const uint y_off = split ? pc.part_off + zs * pc.y_split : pc.y_off, y_stride = split ? pc.n_out : pc.y_stride;
    const uint b_off = split ? NONE : pc.b_off, acc = split ? 0u : pc.acc;
    const float softcap = split ? 0.0 : pc.softcap;
    const uint tid = gl_LocalInvocationID.x;
    const uint wr = (sg % SGM) * (BM / SGM), wt = (sg / SGM) * (BN / SGN);   // this subgroup's rows x tokens
#ifdef EMU
    float c[NE];
    UNROLL for (uint q = 0; q < NE; q++) c[q] = 0.0;
#else
    // a whole tile without bias or softcap at 16-byte aligned columns ("direct", uniform per workgroup): each 16 x 16
    // result goes straight to the token-major output as a column-major matrix (64 contiguous bytes per token), and
    // an accumulating product (pc.acc) starts its accumulators from the output instead of adding it at the end
#ifdef NODIRECT
    const bool direct = false;
#else
    // (split K: whole tiles store their raw partials the same way, 1.6-4 % faster end to end than through staging)
    const bool direct = GLU == 0u && b_off == NONE && softcap <= 0.0 && r0 + BM <= pc.n_out && t0 + BN <= pc.n_tok &&
                        (y_off & 3u) == 0u && (y_stride & 3u) == 0u;
#endif
#ifdef WGS
    ACCW C = ACCW(0.0);
    ACCG Cg = ACCG(0.0), Cu = ACCG(0.0);
#if ACC16
    if (GLU == 0u && direct && acc != 0u) { ACCF Ci; coopMatLoad(Ci, act, y_off + t0 * y_stride + r0, y_stride, COLS); C = ACCW(Ci); }
#else
    if (GLU == 0u && direct && acc != 0u) coopMatLoad(C, act, y_off + t0 * y_stride + r0, y_stride, COLS);
#endif
#else
    fcoopmatNV<32, gl_ScopeSubgroup, 16, 16> c[FM][FN];
    UNROLL for (uint i = 0; i < FM; i++) UNROLL for (uint j = 0; j < FN; j++) {
        if (direct && acc != 0u) coopMatLoadNV(c[i][j], act, y_off + (t0 + wt + 16u * j) * y_stride + r0 + wr + 16u * i, y_stride, true);
        else c[i][j] = fcoopmatNV<32, gl_ScopeSubgroup, 16, 16>(0.0);
    }
#endif
#endif
    uint ha[PA][8]; uvec4 hb[PB];
    load_step(r0, t0, kb, ha, hb);
    store_step(0u, ha, hb);
    barrier();
    uint cur = 0u;
    for (uint k0 = kb; k0 < ke; k0 += BK) {
#ifdef MMAONLY   // (experiment: the products alone on the first tiles, the tensor-core ceiling)
        const bool more = false;
#else
        const bool more = k0 + BK < ke;
#endif
#if DB || PF
        if (more) load_step(r0, t0, k0 + BK, ha, hb);   // global loads in flight during the products below
#endif
        const uint ab = cur * TILE, bb = ab + BM * LDA;
#ifdef EMU
        for (uint q = 0; q < NE; q++) {
            uint r, t;
            emu_rt(q, r, t);
            for (uint k = 0; k < BK; k++) c[q] += sm_h(ab + r * LDA, k) * sm_h(bb + t * LDA, k);
        }
#elif defined(WGS)
        {   // A: the tile's rows x BK, row-major; B: BK x tokens, the token-major tile read column-major (offsets in words)
            coopmat<float16_t, gl_ScopeWorkgroup, BK, BN, gl_MatrixUseB> B;
            coopMatLoad(B, sm, bb, LDA, COLS);
            if (GLU != 0u) {   // gate's rows (the first BM/2 of the tile) and up's as two products
                coopmat<float16_t, gl_ScopeWorkgroup, BMH, BK, gl_MatrixUseA> Ah;
                coopMatLoad(Ah, sm, ab, LDA, gl_CooperativeMatrixLayoutRowMajor);
                Cg = coopMatMulAdd(Ah, B, Cg);
                coopMatLoad(Ah, sm, ab + BM / 2 * LDA, LDA, gl_CooperativeMatrixLayoutRowMajor);
                Cu = coopMatMulAdd(Ah, B, Cu);
            } else {
                coopmat<float16_t, gl_ScopeWorkgroup, BM, BK, gl_MatrixUseA> A;
                coopMatLoad(A, sm, ab, LDA, gl_CooperativeMatrixLayoutRowMajor);
                C = coopMatMulAdd(A, B, C);
            }
        }
#else
        UNROLL for (uint kk = 0; kk < BK / 8u; kk += 2u) {   // 16 of K = two 16-byte words
            fcoopmatNV<16, gl_ScopeSubgroup, 16, 16> a[FM], b[FN];
            // A: rows x k, row-major; B: k x tokens, i.e. the token-major tile read column-major (offsets in words)
            UNROLL for (uint i = 0; i < FM; i++) coopMatLoadNV(a[i], sm, ab + (wr + 16u * i) * LDA + kk, LDA, false);
            UNROLL for (uint j = 0; j < FN; j++) coopMatLoadNV(b[j], sm, bb + (wt + 16u * j) * LDA + kk, LDA, true);
            UNROLL for (uint i = 0; i < FM; i++) UNROLL for (uint j = 0; j < FN; j++) c[i][j] = coopMatMulAddNV(a[i], b[j], c[i][j]);
        }
#endif
#ifdef MMAONLY
        cur ^= uint(DB);   // both buffers in turn: the fragment loads stay in the loop
#elif DB
        if (more) store_step(cur ^ 1u, ha, hb);
        barrier();
        cur ^= 1u;
#elif PF
        barrier();
        if (more) store_step(0u, ha, hb);
        barrier();
#else
        barrier();
        if (more) { load_step(r0, t0, k0 + BK, ha, hb); store_step(0u, ha, hb); }
        barrier();
#endif
    }
#ifdef EMU
    if (GLU != 0u) {   // (emu_rt: c[q .. q + 3] are gate's rows 2p, 2p + 1 and up's)
        for (uint q = 0; q < NE; q += 4u) {
            uint r, t;
            emu_rt(q, r, t);
            const uint row = r0 / 2u + r, tok = t0 + t;
            if (row < pc.n_out && tok < pc.n_tok)   // (n_out even)
                actu[(pc.y_off + tok * pc.y_stride + row) >> 1] = packHalf2x16(vec2(glu_act(c[q]) * c[q + 2u], glu_act(c[q + 1u]) * c[q + 3u]));
        }
        return;
    }
    for (uint q = 0; q < NE; q++) {
        uint r, t;
        emu_rt(q, r, t);
        const uint row = r0 + r, tok = t0 + t;
        if (row < pc.n_out && tok < pc.n_tok) put_y(y_off + tok * y_stride + row, row, c[q], b_off, acc, softcap, split);
    }
#else
    // each 16 x 16 result (rows x tokens) stored column-major lands token-major in this subgroup's staging corner
    // (the tile memory is free after the last barrier: 16 rows of LDS words per subgroup). Every loop here has a
    // constant trip count, so the compiler unrolls it and the accumulators stay registers (see the top comment).
#ifdef NOEPI
    if (pc.acc != 0x7fffffffu) return;   // (experiment: the epilogue's cost)
#endif
#ifdef WGS
    if (GLU != 0u) {   // gate's and up's halves have one layout: element i of each is the same row and token
        coopmat<float16_t, gl_ScopeWorkgroup, BMH, BN, gl_MatrixUseAccumulator> h;
        [[unroll]] for (int i = 0; i < h.length(); i++) h[i] = float16_t(glu_act(float(Cg[i])) * float(Cu[i]));
        const uint yo = pc.y_off + t0 * pc.y_stride + r0 / 2u;   // (halves)
        if (r0 / 2u + BM / 2u <= pc.n_out && t0 + BN <= pc.n_tok && (yo & 7u) == 0u && (pc.y_stride & 7u) == 0u) coopMatStore(h, acth, yo, pc.y_stride, COLS);
        else coopMatPerElementNV(h, h, store_h, r0 / 2u, t0);
        return;
    }
#if ACC16
    ACCF Cf = ACCF(C);
#else
#define Cf C
#endif
    if (direct) {
        if (split) coopMatStore(Cf, actc, y_off + t0 * y_stride + r0, y_stride, COLS);
        else { coopMatStore(Cf, act, y_off + t0 * y_stride + r0, y_stride, COLS); return; }
    } else {
        coopMatPerElementNV(Cf, Cf, store_el, r0, t0, y_off, y_stride, b_off, acc, softcap, split ? 1u : 0u);
        if (!split) return;
    }
#else
    if (GLU != 0u) {   // (the tile memory is free: the K loop ended with a barrier)
        // a token block j of every subgroup's results at a time into shared memory (BM x BN/FN floats), then each
        // thread a few row pairs of gate with their up, in plain arithmetic: no indexing into the matrices, which
        // would keep them out of registers (see the top comment), and packHalf2x16 as glu.comp's
        const uint hs = SGM / 2u, npair = NSG / 2u * FM * 128u;   // (row pairs of gate a block: 128 a 16 x 16 result)
        UNROLL for (uint j = 0; j < FN; j++) {
            UNROLL for (uint i = 0; i < FM; i++) coopMatStoreNV(c[i][j], sm, (sg * FM + i) * 64u, 4u, true);   // token-major
            barrier();
            for (uint p = tid; p < npair; p += WG) {
                const uint gs = p / (FM * 128u), i = (p / 128u) % FM, t = (p % 128u) / 8u, r = 2u * (p % 8u);
                const uint sgg = gs % hs + (gs / hs) * SGM;   // the gate subgroup; sgg + hs its up partner
                const uint row = r0 / 2u + (sgg % SGM) * (BM / SGM) + 16u * i + r, tok = t0 + (sgg / SGM) * (BN / SGN) + 16u * j + t;
                const uint og = (sgg * FM + i) * 64u + t * 4u + r / 4u, ou = og + hs * FM * 64u, e = r % 4u;
                if (row < pc.n_out && tok < pc.n_tok)   // (n_out even)
                    actu[(pc.y_off + tok * pc.y_stride + row) >> 1] =
                        packHalf2x16(vec2(glu_act(uintBitsToFloat(sm[og][e])) * uintBitsToFloat(sm[ou][e]),
                                          glu_act(uintBitsToFloat(sm[og][e + 1u])) * uintBitsToFloat(sm[ou][e + 1u])));
            }
            barrier();
        }
        return;
    }
#ifndef NODIRECT
    if (direct) {   // (accumulating products started from the output, see above; split K: raw partials, coherent)
        UNROLL for (uint i = 0; i < FM; i++) UNROLL for (uint j = 0; j < FN; j++) {
            const uint yo = y_off + (t0 + wt + 16u * j) * y_stride + r0 + wr + 16u * i;
            if (split) coopMatStoreNV(c[i][j], actc, yo, y_stride, true);
            else coopMatStoreNV(c[i][j], act, yo, y_stride, true);
        }
        if (!split) return;
    } else
#endif
    {
    const uint sb = sg * 16u * LDS;
    UNROLL for (uint i = 0; i < FM; i++) UNROLL for (uint j = 0; j < FN; j++) {
        coopMatStoreNV(c[i][j], sm, sb, LDS, true);
        subgroupMemoryBarrierShared(); subgroupBarrier();
        UNROLL for (uint q = 0; q < 8u; q++) {
            const uint e = lane + 32u * q, r = e & 15u, t = e >> 4, row = r0 + wr + 16u * i + r, tok = t0 + wt + 16u * j + t;
            if (row < pc.n_out && tok < pc.n_tok)
                put_y(y_off + tok * y_stride + row, row, uintBitsToFloat(sm[sb + t * LDS + (r >> 2)][r & 3u]), b_off, acc, softcap, split);
        }
        subgroupMemoryBarrierShared(); subgroupBarrier();
    }
    }
#endif
#endif
    if (!split || pc.cnt_off == NONE) return;
    // split K, finished here: the last workgroup of this tile (rows x tokens) to finish adds the partials up
    memoryBarrierBuffer();
    barrier();
    if (tid == 0u) {   // a count per row tile and token tile
        const uint cnt = pc.cnt_off + gl_WorkGroupID.x + gl_WorkGroupID.y * gl_NumWorkGroups.x + (gl_WorkGroupID.z / ns) * ((pc.n_out + BM - 1u) / BM);
        last = atomicAdd(actcu[cnt], 1u) == ns - 1u ? 1u : 0u;
        if (last != 0u) actcu[cnt] = 0u;   // ready for the next product
    }
    barrier();
    if (last == 0u) return;
    memoryBarrierBuffer();
    // 4 rows a thread (16-byte loads where rows and offsets allow), the splits' loads 8 at a time, added in split order
    const uint nz = ns, ps = pc.y_split;
    const bool v4 = (pc.part_off & 3u) == 0u && (pc.n_out & 3u) == 0u && (ps & 3u) == 0u;
    for (uint e = tid; e < BM / 4u * min(BN, pc.n_tok - t0); e += WG) {
        const uint row = r0 + 4u * (e % (BM / 4u)), tok = t0 + e / (BM / 4u), pb = pc.part_off + tok * pc.n_out + row;
        if (row >= pc.n_out) continue;
        vec4 y = vec4(0.0);
        if (v4) {
            for (uint z = 0; z < nz; z += 8u) {   // (adding 0 past the last split changes nothing)
                vec4 l[8];
                UNROLL for (uint u = 0; u < 8u; u++) l[u] = z + u < nz ? actc4[(pb + (z + u) * ps) >> 2] : vec4(0.0);
                UNROLL for (uint u = 0; u < 8u; u++) y += l[u];
            }
        } else {
            for (uint z = 0; z < nz; z++) UNROLL for (uint i = 0; i < 4u; i++) if (row + i < pc.n_out) y[i] += actc[pb + z * ps + i];
        }
        UNROLL for (uint i = 0; i < 4u; i++) {
            if (row + i >= pc.n_out) break;
            put_y(pc.y_off + tok * pc.y_stride + row + i, row + i, y[i], pc.b_off, pc.acc, pc.softcap, false);
        }
    }
}
