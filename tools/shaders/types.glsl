// types.glsl — dequantize one 32-element chunk of a weight row. Every supported block format splits into chunks of
// 32 consecutive elements, so matmul and get_rows share one loop shape for all types. `rb` is the byte offset of
// the row, `ch` the chunk index within the row. One -D TYPE_* picks the format. The includer defines UNROLL
// ([[unroll]] where the loops must become straight-line code that keeps v[] in registers, empty elsewhere).
#ifndef UNROLL
#define UNROLL
#endif

#if defined(TYPE_F32)
void dq_chunk(uint rb, uint ch, out float v[32]) {
    uint w = (rb >> 2) + ch * 32u;
    UNROLL for (uint i = 0; i < 32u; i++) v[i] = wf[w + i];
}
#define HAS_DQ_ONE   // element-wise types also take rows whose length is not a multiple of 32 (the tail)
float dq_one(uint rb, uint i) { return wf[(rb >> 2) + i]; }
#elif defined(TYPE_F16)
void dq_chunk(uint rb, uint ch, out float v[32]) {
    uint w = (rb >> 2) + ch * 16u;
    UNROLL for (uint i = 0; i < 16u; i++) { vec2 f = unpackHalf2x16(w32[w + i]); v[2u * i] = f.x; v[2u * i + 1u] = f.y; }
}
#define HAS_DQ_ONE
float dq_one(uint rb, uint i) { return rd_f16(rb + 2u * i); }
#elif defined(TYPE_BF16)
void dq_chunk(uint rb, uint ch, out float v[32]) {
    uint w = (rb >> 2) + ch * 16u;
    UNROLL for (uint i = 0; i < 16u; i++) { uint u = w32[w + i]; v[2u * i] = uintBitsToFloat(u << 16); v[2u * i + 1u] = uintBitsToFloat(u & 0xffff0000u); }
}
#define HAS_DQ_ONE
float dq_one(uint rb, uint i) { return uintBitsToFloat(rd_u16(rb + 2u * i) << 16); }
#elif defined(TYPE_Q4_0)
void dq_chunk(uint rb, uint ch, out float v[32]) {   // {f16 d; u8 qs[16]}, grouped by 8 (common.glsl)
    uint b = g8_q(rb, ch); float d = rd_f16(g8_d(rb, ch));
    UNROLL for (uint j = 0; j < 16u; j++) { uint q = rd_u8(b + j); v[j] = (float(q & 15u) - 8.0) * d; v[j + 16u] = (float(q >> 4) - 8.0) * d; }
}
#elif defined(TYPE_Q4_1)
void dq_chunk(uint rb, uint ch, out float v[32]) {   // {f16 d, m; u8 qs[16]}
    uint b = rb + ch * 20u; float d = rd_f16(b), m = rd_f16(b + 2u);
    UNROLL for (uint j = 0; j < 16u; j++) { uint q = rd_u8(b + 4u + j); v[j] = float(q & 15u) * d + m; v[j + 16u] = float(q >> 4) * d + m; }
}
#elif defined(TYPE_Q5_0)
void dq_chunk(uint rb, uint ch, out float v[32]) {   // {f16 d; u32 qh; u8 qs[16]}, grouped by 8 (common.glsl)
    uint b = g8_q(rb, ch); float d = rd_f16(g8_d(rb, ch)); uint qh = w32[g8_h(rb, ch) >> 2];
    UNROLL for (uint j = 0; j < 16u; j++) {
        uint q = rd_u8(b + j), h0 = ((qh >> j) << 4) & 16u, h1 = (qh >> (j + 12u)) & 16u;
        v[j] = (float((q & 15u) | h0) - 16.0) * d; v[j + 16u] = (float((q >> 4) | h1) - 16.0) * d;
    }
}
#elif defined(TYPE_Q5_1)
void dq_chunk(uint rb, uint ch, out float v[32]) {   // {f16 d, m; u32 qh; u8 qs[16]}
    uint b = rb + ch * 24u; float d = rd_f16(b), m = rd_f16(b + 2u); uint qh = rd_u32(b + 4u);
    UNROLL for (uint j = 0; j < 16u; j++) {
        uint q = rd_u8(b + 8u + j), h0 = ((qh >> j) << 4) & 16u, h1 = (qh >> (j + 12u)) & 16u;
        v[j] = float((q & 15u) | h0) * d + m; v[j + 16u] = float((q >> 4) | h1) * d + m;
    }
}
#elif defined(TYPE_Q8_0)
void dq_chunk(uint rb, uint ch, out float v[32]) {   // {f16 d; i8 qs[32]}, grouped by 8 (common.glsl)
    uint b = g8_q(rb, ch); float d = rd_f16(g8_d(rb, ch));
    UNROLL for (uint j = 0; j < 32u; j++) v[j] = float(rd_i8(b + j)) * d;
}
#elif defined(TYPE_Q2_K)
void dq_chunk(uint rb, uint ch, out float v[32]) {   // {u8 scales[16]; u8 qs[64]; f16 d, dmin} per 256
    uint b = rb + (ch >> 3) * 84u, c = ch & 7u, g = c >> 2, shift = 2u * (c & 3u);
    float d = rd_f16(b + 80u), dmin = rd_f16(b + 82u);
    UNROLL for (uint half_ = 0; half_ < 2u; half_++) {
        uint sc = rd_u8(b + 2u * c + half_);
        float dl = d * float(sc & 15u), ml = dmin * float(sc >> 4);
        UNROLL for (uint l = 0; l < 16u; l++) v[16u * half_ + l] = dl * float((rd_u8(b + 16u + 32u * g + 16u * half_ + l) >> shift) & 3u) - ml;
    }
}
#elif defined(TYPE_Q3_K)
int q3k_scale(uint b, uint i) {   // 6-bit scale i of the 12-byte table at b, minus 32
    uint lo = i < 8u ? (rd_u8(b + (i & 7u)) >> (0u)) & 15u : (rd_u8(b + (i & 7u)) >> 4) & 15u;
    uint hi = (rd_u8(b + 8u + (i & 3u)) >> (2u * (i >> 2))) & 3u;
    return int(lo | (hi << 4)) - 32;
}
void dq_chunk(uint rb, uint ch, out float v[32]) {   // {u8 hmask[32]; u8 qs[64]; u8 scales[12]; f16 d} per 256
    uint b = rb + (ch >> 3) * 110u, c = ch & 7u, g = c >> 2, shift = 2u * (c & 3u), m = 1u << c;
    float d = rd_f16(b + 108u);
    UNROLL for (uint half_ = 0; half_ < 2u; half_++) {
        float dl = d * float(q3k_scale(b + 96u, 2u * c + half_));
        UNROLL for (uint l = 0; l < 16u; l++) {
            uint li = 16u * half_ + l;
            int q = int((rd_u8(b + 32u + 32u * g + li) >> shift) & 3u) - ((rd_u8(b + li) & m) != 0u ? 0 : 4);
            v[li] = dl * float(q);
        }
    }
}
#elif defined(TYPE_Q4_K) || defined(TYPE_Q5_K)
void scale_min_k4(uint s, uint j, out float sc, out float mn) {   // s = byte offset of the 12-byte table
    if (j < 4u) { sc = float(rd_u8(s + j) & 63u); mn = float(rd_u8(s + j + 4u) & 63u); }
    else {
        sc = float((rd_u8(s + j + 4u) & 15u) | ((rd_u8(s + j - 4u) >> 6) << 4));
        mn = float((rd_u8(s + j + 4u) >> 4) | ((rd_u8(s + j) >> 6) << 4));
    }
}
#if defined(TYPE_Q4_K)
void dq_chunk(uint rb, uint ch, out float v[32]) {   // {f16 d, dmin; u8 scales[12]; u8 qs[128]} per 256
    uint b = rb + (ch >> 3) * 144u, c = ch & 7u, shift = 4u * (c & 1u);
    float d = rd_f16(b), dmin = rd_f16(b + 2u), sc, mn;
    scale_min_k4(b + 4u, c, sc, mn);
    float dl = d * sc, ml = dmin * mn;
    UNROLL for (uint l = 0; l < 32u; l++) v[l] = dl * float((rd_u8(b + 16u + 32u * (c >> 1) + l) >> shift) & 15u) - ml;
}
#else
void dq_chunk(uint rb, uint ch, out float v[32]) {   // {f16 d, dmin; u8 scales[12]; u8 qh[32]; u8 qs[128]} per 256
    uint b = rb + (ch >> 3) * 176u, c = ch & 7u, shift = 4u * (c & 1u);
    float d = rd_f16(b), dmin = rd_f16(b + 2u), sc, mn;
    scale_min_k4(b + 4u, c, sc, mn);
    float dl = d * sc, ml = dmin * mn;
    UNROLL for (uint l = 0; l < 32u; l++) {
        uint q = ((rd_u8(b + 48u + 32u * (c >> 1) + l) >> shift) & 15u) + (((rd_u8(b + 16u + l) >> c) & 1u) << 4);
        v[l] = dl * float(q) - ml;
    }
}
#endif
#elif defined(TYPE_Q6_K)
void dq_chunk(uint rb, uint ch, out float v[32]) {   // {u8 ql[128]; u8 qh[64]; i8 scales[16]; f16 d; pad} per 256
    uint b = rb + (ch >> 3) * Q6K_BLK, c = ch & 7u, n = c >> 2, k = c & 3u;
    float d = rd_f16(b + 208u);
    uint ql = b + 64u * n + 32u * (k & 1u), qh = b + 128u + 32u * n, shift = k < 2u ? 0u : 4u;
    UNROLL for (uint l = 0; l < 32u; l++) {
        int q = int(((rd_u8(ql + l) >> shift) & 15u) | (((rd_u8(qh + l) >> (2u * k)) & 3u) << 4)) - 32;
        v[l] = d * float(rd_i8(b + 192u + 8u * n + 2u * k + l / 16u)) * float(q);
    }
}
#elif defined(TYPE_IQ4_NL) || defined(TYPE_IQ4_XS)
int kvalues_iq4nl(uint i) { return int(tab[TAB_KVALUES_IQ4NL + i]); }
#if defined(TYPE_IQ4_NL)
void dq_chunk(uint rb, uint ch, out float v[32]) {   // {f16 d; u8 qs[16]}: q4_0's nibble order, non-linear values
    uint b = rb + ch * 18u; float d = rd_f16(b);
    UNROLL for (uint j = 0; j < 16u; j++) { uint q = rd_u8(b + 2u + j); v[j] = d * float(kvalues_iq4nl(q & 15u)); v[j + 16u] = d * float(kvalues_iq4nl(q >> 4)); }
}
#else
// sub-block ib's scale (6 bits, minus 32) times d, from the block's first two words: w0 = d | scales_h << 16,
// w1 = scales_l[4] (also mm_coop.comp's loader)
float iq4xs_dl(uint w0, uint w1, uint ib) {
    const uint ls = ((w1 >> (8u * (ib >> 1) + 4u * (ib & 1u))) & 15u) | (((w0 >> (16u + 2u * ib)) & 3u) << 4);
    return unpackHalf2x16(w0).x * float(int(ls) - 32);
}
void dq_chunk(uint rb, uint ch, out float v[32]) {   // {f16 d; u16 scales_h; u8 scales_l[4]; u8 qs[128]} per 256
    uint b = rb + (ch >> 3) * 136u, ib = ch & 7u;
    float dl = iq4xs_dl(w32[b >> 2], w32[(b >> 2) + 1u], ib);
    uint qs = b + 8u + 16u * ib;
    UNROLL for (uint j = 0; j < 16u; j++) { uint q = rd_u8(qs + j); v[j] = dl * float(kvalues_iq4nl(q & 15u)); v[j + 16u] = dl * float(kvalues_iq4nl(q >> 4)); }
}
#endif
#elif defined(TYPE_IQ2_XXS) || defined(TYPE_IQ2_XS) || defined(TYPE_IQ2_S) || defined(TYPE_IQ3_XXS) || defined(TYPE_IQ3_S) || defined(TYPE_IQ1_S) || defined(TYPE_IQ1_M)
// the i-quants: 8 sub-blocks of 32 per 256, each a few grid entries (8 or 4 magnitudes packed in bytes) with signs
uint ksigns_iq2xs(uint i) { return tab[TAB_KSIGNS_IQ2XS + i]; }
uvec2 grid64(uint off, uint i) { return uvec2(tab[off + 2u * i], tab[off + 2u * i + 1u]); }
float gbyte(uvec2 g, uint j) { return float(((j < 4u ? g.x : g.y) >> (8u * (j & 3u))) & 255u); }
float gbyte4(uint g, uint j) { return float((g >> (8u * j)) & 255u); }
float gsbyte(uvec2 g, uint j) { return float(int(((j < 4u ? g.x : g.y) >> (8u * (j & 3u))) << 24) >> 24); }
float sgn(uint s, uint j) { return ((s >> j) & 1u) != 0u ? -1.0 : 1.0; }
#if defined(TYPE_IQ2_XXS)
void dq_chunk(uint rb, uint ch, out float v[32]) {   // {f16 d; u8 qs[64]}: per 32: 4 grid indices, then 4x7 sign bits + 4-bit scale
    uint b = rb + (ch >> 3) * 66u, q = b + 2u + 8u * (ch & 7u);
    uint aux = rd_u32(q + 4u);
    float db = rd_f16(b) * (0.5 + float(aux >> 28)) * 0.25;
    UNROLL for (uint l = 0; l < 4u; l++) {
        uvec2 g = grid64(TAB_IQ2XXS_GRID, rd_u8(q + l)); uint s = ksigns_iq2xs((aux >> (7u * l)) & 127u);
        UNROLL for (uint j = 0; j < 8u; j++) v[8u * l + j] = db * gbyte(g, j) * sgn(s, j);
    }
}
#elif defined(TYPE_IQ2_XS)
void dq_chunk(uint rb, uint ch, out float v[32]) {   // {f16 d; u16 qs[32]; u8 scales[8]}: 9-bit index + 7 sign bits
    uint b = rb + (ch >> 3) * 74u, ib = ch & 7u;
    float d = rd_f16(b); uint sc = rd_u8(b + 66u + ib);
    UNROLL for (uint l = 0; l < 4u; l++) {
        float db = d * (0.5 + float(l < 2u ? sc & 15u : sc >> 4)) * 0.25;
        uint q = rd_u16(b + 2u + 2u * (4u * ib + l));
        uvec2 g = grid64(TAB_IQ2XS_GRID, q & 511u); uint s = ksigns_iq2xs(q >> 9);
        UNROLL for (uint j = 0; j < 8u; j++) v[8u * l + j] = db * gbyte(g, j) * sgn(s, j);
    }
}
#elif defined(TYPE_IQ2_S)
void dq_chunk(uint rb, uint ch, out float v[32]) {   // {f16 d; u8 qs[32], signs[32]; u8 qh[8]; u8 scales[8]}
    uint b = rb + (ch >> 3) * 82u, ib = ch & 7u;
    float d = rd_f16(b); uint sc = rd_u8(b + 74u + ib), qh = rd_u8(b + 66u + ib);
    UNROLL for (uint l = 0; l < 4u; l++) {
        float db = d * (0.5 + float(l < 2u ? sc & 15u : sc >> 4)) * 0.25;
        uvec2 g = grid64(TAB_IQ2S_GRID, rd_u8(b + 2u + 4u * ib + l) | ((qh << (8u - 2u * l)) & 0x300u));
        uint s = rd_u8(b + 34u + 4u * ib + l);
        UNROLL for (uint j = 0; j < 8u; j++) v[8u * l + j] = db * gbyte(g, j) * sgn(s, j);
    }
}
#elif defined(TYPE_IQ3_XXS)
void dq_chunk(uint rb, uint ch, out float v[32]) {   // {f16 d; u8 grid idx[64]; u32 scales+signs[8]}
    uint b = rb + (ch >> 3) * 98u, ib = ch & 7u, q = b + 2u + 8u * ib;
    uint aux = rd_u32(b + 66u + 4u * ib);
    float db = rd_f16(b) * (0.5 + float(aux >> 28)) * 0.5;
    UNROLL for (uint l = 0; l < 4u; l++) {
        uint s = ksigns_iq2xs((aux >> (7u * l)) & 127u);
        uint g1 = tab[TAB_IQ3XXS_GRID + (rd_u8(q + 2u * l))], g2 = tab[TAB_IQ3XXS_GRID + (rd_u8(q + 2u * l + 1u))];
        UNROLL for (uint j = 0; j < 4u; j++) { v[8u * l + j] = db * gbyte4(g1, j) * sgn(s, j); v[8u * l + 4u + j] = db * gbyte4(g2, j) * sgn(s, j + 4u); }
    }
}
#elif defined(TYPE_IQ3_S)
void dq_chunk(uint rb, uint ch, out float v[32]) {   // {f16 d; u8 qs[64]; u8 qh[8]; u8 signs[32]; u8 scales[4]}
    uint b = rb + (ch >> 3) * 110u, ib = ch & 7u, q = b + 2u + 8u * ib;
    uint sc = (rd_u8(b + 106u + ib / 2u) >> (4u * (ib & 1u))) & 15u, qh = rd_u8(b + 66u + ib);
    float db = rd_f16(b) * float(1u + 2u * sc);
    UNROLL for (uint l = 0; l < 4u; l++) {
        uint s = rd_u8(b + 74u + 4u * ib + l);
        uint g1 = tab[TAB_IQ3S_GRID + (rd_u8(q + 2u * l) | ((qh << (8u - 2u * l)) & 256u))], g2 = tab[TAB_IQ3S_GRID + (rd_u8(q + 2u * l + 1u) | ((qh << (7u - 2u * l)) & 256u))];
        UNROLL for (uint j = 0; j < 4u; j++) { v[8u * l + j] = db * gbyte4(g1, j) * sgn(s, j); v[8u * l + 4u + j] = db * gbyte4(g2, j) * sgn(s, j + 4u); }
    }
}
#elif defined(TYPE_IQ1_S)
void dq_chunk(uint rb, uint ch, out float v[32]) {   // {f16 d; u8 qs[32]; u16 qh[8]}: 11-bit index into {-1,0,1}^8, scale, delta sign
    uint b = rb + (ch >> 3) * 50u, ib = ch & 7u;
    uint qh = rd_u16(b + 34u + 2u * ib);
    float dl = rd_f16(b) * float(2u * ((qh >> 12) & 7u) + 1u), delta = (qh & 0x8000u) != 0u ? -0.125 : 0.125;
    UNROLL for (uint l = 0; l < 4u; l++) {
        uvec2 g = grid64(TAB_IQ1S_GRID, rd_u8(b + 2u + 4u * ib + l) | (((qh >> (3u * l)) & 7u) << 8));
        UNROLL for (uint j = 0; j < 8u; j++) v[8u * l + j] = dl * (gsbyte(g, j) + delta);
    }
}
#else
void dq_chunk(uint rb, uint ch, out float v[32]) {   // {u8 qs[32]; u8 qh[16]; u16 scales[4]} (f16 d in the scales' top nibbles)
    uint b = rb + (ch >> 3) * 56u, ib = ch & 7u;
    uint s0 = rd_u16(b + 48u), s1 = rd_u16(b + 50u), s2 = rd_u16(b + 52u), s3 = rd_u16(b + 54u);
    float d = unpackHalf2x16((s0 >> 12) | ((s1 >> 8) & 0xf0u) | ((s2 >> 4) & 0xf00u) | (s3 & 0xf000u)).x;
    uint sc = rd_u16(b + 48u + 2u * (ib / 2u)), sh = 6u * (ib & 1u);
    float dl1 = d * float(2u * ((sc >> sh) & 7u) + 1u), dl2 = d * float(2u * ((sc >> (sh + 3u)) & 7u) + 1u);
    UNROLL for (uint l = 0; l < 4u; l++) {
        uint h = rd_u8(b + 32u + 2u * ib + l / 2u) >> (4u * (l & 1u));
        uvec2 g = grid64(TAB_IQ1S_GRID, rd_u8(b + 4u * ib + l) | ((h & 7u) << 8));
        float delta = (h & 8u) != 0u ? -0.125 : 0.125, dl = l < 2u ? dl1 : dl2;
        UNROLL for (uint j = 0; j < 8u; j++) v[8u * l + j] = dl * (gsbyte(g, j) + delta);
    }
}
#endif
#elif defined(TYPE_TQ1_0)
uint tq1_trit(uint byte_, uint n) { const uint p3[5] = uint[](1u, 3u, 9u, 27u, 81u); return (((byte_ * p3[n]) & 255u) * 3u) >> 8; }
void dq_chunk(uint rb, uint ch, out float v[32]) {   // {u8 qs[48]; u8 qh[4]; f16 d} per 256: base-3 digits, 5 (or 4) per byte
    uint b = rb + (ch >> 3) * 54u, c = ch & 7u;
    float d = rd_f16(b + 52u);
    UNROLL for (uint i = 0; i < 32u; i++) {
        uint e = 32u * c + i, t, byte_;
        if (e < 160u) { t = e / 32u; byte_ = rd_u8(b + e % 32u); }
        else if (e < 240u) { t = (e - 160u) / 16u; byte_ = rd_u8(b + 32u + (e - 160u) % 16u); }
        else { t = (e - 240u) / 4u; byte_ = rd_u8(b + 48u + (e - 240u) % 4u); }
        v[i] = float(int(tq1_trit(byte_, t)) - 1) * d;
    }
}
#elif defined(TYPE_TQ2_0)
void dq_chunk(uint rb, uint ch, out float v[32]) {   // {u8 qs[64]; f16 d} per 256: 2-bit codes - 1
    uint b = rb + (ch >> 3) * 66u, c = ch & 7u, q = b + 32u * (c >> 2), sh = 2u * (c & 3u);
    float d = rd_f16(b + 64u);
    UNROLL for (uint m = 0; m < 32u; m++) v[m] = float(int((rd_u8(q + m) >> sh) & 3u) - 1) * d;
}
#elif defined(TYPE_MXFP4) || defined(TYPE_NVFP4)
int kvalues_fp4(uint i) { return int(tab[TAB_KVALUES_FP4 + i]); }
#if defined(TYPE_MXFP4)
void dq_chunk(uint rb, uint ch, out float v[32]) {   // {u8 e (E8M0); u8 qs[16]}: doubled E2M1 values times half the scale
    uint b = rb + ch * 17u, e = rd_u8(b);
    float d = uintBitsToFloat(e < 2u ? 0x00200000u << e : (e - 1u) << 23);
    UNROLL for (uint j = 0; j < 16u; j++) { uint q = rd_u8(b + 1u + j); v[j] = float(kvalues_fp4(q & 15u)) * d; v[j + 16u] = float(kvalues_fp4(q >> 4)) * d; }
}
#else
float ue4m3_half(uint x) {
    if (x == 0u || x == 0x7fu) return 0.0;
    uint e = (x >> 3) & 15u, m = x & 7u;
    return 0.5 * (e == 0u ? ldexp(float(m), -9) : ldexp(1.0 + float(m) / 8.0, int(e) - 7));
}
void dq_chunk(uint rb, uint ch, out float v[32]) {   // {u8 d[4] (UE4M3); u8 qs[32]} per 64: four 16-element sub-blocks
    uint b = rb + (ch >> 1) * 36u;
    UNROLL for (uint k = 0; k < 2u; k++) {
        uint s = 2u * (ch & 1u) + k; float d = ue4m3_half(rd_u8(b + s));
        UNROLL for (uint j = 0; j < 8u; j++) { uint q = rd_u8(b + 4u + 8u * s + j); v[16u * k + j] = float(kvalues_fp4(q & 15u)) * d; v[16u * k + j + 8u] = float(kvalues_fp4(q >> 4)) * d; }
    }
}
#endif
#elif defined(TYPE_Q1_0)
void dq_chunk(uint rb, uint ch, out float v[32]) {   // {f16 d; u8 qs[16]} per 128: one sign bit each, +-d
    uint b = rb + (ch >> 2) * 18u, q = b + 2u + 4u * (ch & 3u);
    float d = rd_f16(b);
    UNROLL for (uint j = 0; j < 32u; j++) v[j] = ((rd_u8(q + j / 8u) >> (j & 7u)) & 1u) != 0u ? d : -d;
}
#elif defined(TYPE_Q2_0)
void dq_chunk(uint rb, uint ch, out float v[32]) {   // {f16 d; u8 qs[16]} per 64: 2-bit codes - 1
    uint b = rb + (ch >> 1) * 18u, q = b + 2u + 8u * (ch & 1u);
    float d = rd_f16(b);
    UNROLL for (uint j = 0; j < 32u; j++) v[j] = float(int((rd_u8(q + j / 4u) >> (2u * (j & 3u))) & 3u) - 1) * d;
}
#else
#error "define one TYPE_*"
#endif
