// types.glsl — dequantize one 32-element chunk of a weight row. Every supported block format splits into chunks of
// 32 consecutive elements, so matmul and get_rows share one loop shape for all types. `rb` is the byte offset of
// the row, `ch` the chunk index within the row. One -D TYPE_* picks the format.

#if defined(TYPE_F32)
void dq_chunk(uint rb, uint ch, out float v[32]) {
    uint w = (rb >> 2) + ch * 32u;
    for (uint i = 0; i < 32u; i++) v[i] = wf[w + i];
}
#elif defined(TYPE_F16)
void dq_chunk(uint rb, uint ch, out float v[32]) {
    uint w = (rb >> 2) + ch * 16u;
    for (uint i = 0; i < 16u; i++) { vec2 f = unpackHalf2x16(w32[w + i]); v[2u * i] = f.x; v[2u * i + 1u] = f.y; }
}
#elif defined(TYPE_BF16)
void dq_chunk(uint rb, uint ch, out float v[32]) {
    uint w = (rb >> 2) + ch * 16u;
    for (uint i = 0; i < 16u; i++) { uint u = w32[w + i]; v[2u * i] = uintBitsToFloat(u << 16); v[2u * i + 1u] = uintBitsToFloat(u & 0xffff0000u); }
}
#elif defined(TYPE_Q4_0)
void dq_chunk(uint rb, uint ch, out float v[32]) {   // {f16 d; u8 qs[16]}
    uint b = rb + ch * 18u; float d = rd_f16(b);
    for (uint j = 0; j < 16u; j++) { uint q = rd_u8(b + 2u + j); v[j] = (float(q & 15u) - 8.0) * d; v[j + 16u] = (float(q >> 4) - 8.0) * d; }
}
#elif defined(TYPE_Q4_1)
void dq_chunk(uint rb, uint ch, out float v[32]) {   // {f16 d, m; u8 qs[16]}
    uint b = rb + ch * 20u; float d = rd_f16(b), m = rd_f16(b + 2u);
    for (uint j = 0; j < 16u; j++) { uint q = rd_u8(b + 4u + j); v[j] = float(q & 15u) * d + m; v[j + 16u] = float(q >> 4) * d + m; }
}
#elif defined(TYPE_Q5_0)
void dq_chunk(uint rb, uint ch, out float v[32]) {   // {f16 d; u32 qh; u8 qs[16]}
    uint b = rb + ch * 22u; float d = rd_f16(b); uint qh = rd_u32(b + 2u);
    for (uint j = 0; j < 16u; j++) {
        uint q = rd_u8(b + 6u + j), h0 = ((qh >> j) << 4) & 16u, h1 = (qh >> (j + 12u)) & 16u;
        v[j] = (float((q & 15u) | h0) - 16.0) * d; v[j + 16u] = (float((q >> 4) | h1) - 16.0) * d;
    }
}
#elif defined(TYPE_Q5_1)
void dq_chunk(uint rb, uint ch, out float v[32]) {   // {f16 d, m; u32 qh; u8 qs[16]}
    uint b = rb + ch * 24u; float d = rd_f16(b), m = rd_f16(b + 2u); uint qh = rd_u32(b + 4u);
    for (uint j = 0; j < 16u; j++) {
        uint q = rd_u8(b + 8u + j), h0 = ((qh >> j) << 4) & 16u, h1 = (qh >> (j + 12u)) & 16u;
        v[j] = float((q & 15u) | h0) * d + m; v[j + 16u] = float((q >> 4) | h1) * d + m;
    }
}
#elif defined(TYPE_Q8_0)
void dq_chunk(uint rb, uint ch, out float v[32]) {   // {f16 d; i8 qs[32]}
    uint b = rb + ch * 34u; float d = rd_f16(b);
    for (uint j = 0; j < 32u; j++) v[j] = float(rd_i8(b + 2u + j)) * d;
}
#elif defined(TYPE_Q2_K)
void dq_chunk(uint rb, uint ch, out float v[32]) {   // {u8 scales[16]; u8 qs[64]; f16 d, dmin} per 256
    uint b = rb + (ch >> 3) * 84u, c = ch & 7u, g = c >> 2, shift = 2u * (c & 3u);
    float d = rd_f16(b + 80u), dmin = rd_f16(b + 82u);
    for (uint half_ = 0; half_ < 2u; half_++) {
        uint sc = rd_u8(b + 2u * c + half_);
        float dl = d * float(sc & 15u), ml = dmin * float(sc >> 4);
        for (uint l = 0; l < 16u; l++) v[16u * half_ + l] = dl * float((rd_u8(b + 16u + 32u * g + 16u * half_ + l) >> shift) & 3u) - ml;
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
    for (uint half_ = 0; half_ < 2u; half_++) {
        float dl = d * float(q3k_scale(b + 96u, 2u * c + half_));
        for (uint l = 0; l < 16u; l++) {
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
    for (uint l = 0; l < 32u; l++) v[l] = dl * float((rd_u8(b + 16u + 32u * (c >> 1) + l) >> shift) & 15u) - ml;
}
#else
void dq_chunk(uint rb, uint ch, out float v[32]) {   // {f16 d, dmin; u8 scales[12]; u8 qh[32]; u8 qs[128]} per 256
    uint b = rb + (ch >> 3) * 176u, c = ch & 7u, shift = 4u * (c & 1u);
    float d = rd_f16(b), dmin = rd_f16(b + 2u), sc, mn;
    scale_min_k4(b + 4u, c, sc, mn);
    float dl = d * sc, ml = dmin * mn;
    for (uint l = 0; l < 32u; l++) {
        uint q = ((rd_u8(b + 48u + 32u * (c >> 1) + l) >> shift) & 15u) + (((rd_u8(b + 16u + l) >> c) & 1u) << 4);
        v[l] = dl * float(q) - ml;
    }
}
#endif
#elif defined(TYPE_Q6_K)
void dq_chunk(uint rb, uint ch, out float v[32]) {   // {u8 ql[128]; u8 qh[64]; i8 scales[16]; f16 d} per 256
    uint b = rb + (ch >> 3) * 210u, c = ch & 7u, n = c >> 2, k = c & 3u;
    float d = rd_f16(b + 208u);
    uint ql = b + 64u * n + 32u * (k & 1u), qh = b + 128u + 32u * n, shift = k < 2u ? 0u : 4u;
    for (uint l = 0; l < 32u; l++) {
        int q = int(((rd_u8(ql + l) >> shift) & 15u) | (((rd_u8(qh + l) >> (2u * k)) & 3u) << 4)) - 32;
        v[l] = d * float(rd_i8(b + 192u + 8u * n + 2u * k + l / 16u)) * float(q);
    }
}
#else
#error "define one TYPE_*"
#endif
