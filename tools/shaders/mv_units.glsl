// mv_units.glsl — the per-type inner step of the matrix-vector kernels (matvec.comp, mv.comp): a row is a run
// of "units" (32 elements for block types, 4 for f32/f16/bf16); dot_unit(rb, u, x) is unit u of the row at byte rb
// against the XV activation vec4s of that unit, and xv(u, i) says which vec4 of the activation row x[i] is (the
// K-quants interleave sub-blocks, so a unit's elements are not contiguous). A unit is a bijection's piece, not
// necessarily contiguous bytes: the mappings below are chosen so that threads taking neighbouring units read
// neighbouring weight bytes *and* neighbouring activation vec4s (the activation loads bounded the products when
// each lane read its own 128-byte run of x: bench/VK_RESULTS.md session 12).
vec4 nib_lo(uint q) { return vec4(uvec4(q, q >> 8, q >> 16, q >> 24) & 15u); }
vec4 nib_hi(uint q) { return vec4(uvec4(q >> 4, q >> 12, q >> 20, q >> 28) & 15u); }
vec4 bytes4(uint q) { return vec4(uvec4(q, q >> 8, q >> 16, q >> 24) & 255u); }
vec4 sbytes4(uint q) { return vec4(ivec4(q << 24, q << 16, q << 8, q) >> 24); }
float hsum(vec4 v) { return (v.x + v.y) + (v.z + v.w); }
#ifdef DOT8
// x -> int8 with one scale (amax / 127), packed 4 to a word; xs[k] = the sum of vec4 k's int8 values. The rounding
// adds 1.5 * 2^23, after which the float's low byte is the rounded value in two's complement.
float quant8(vec4 x[8], out uint q[8], out int xs[8]) {
    vec4 m = abs(x[0]);
    [[unroll]] for (uint k = 1; k < 8u; k++) m = max(m, abs(x[k]));
    const float amax = max(max(m.x, m.y), max(m.z, m.w)), inv = amax > 0.0 ? 127.0 / amax : 0.0;
    [[unroll]] for (uint k = 0; k < 8u; k++) {
        const uvec4 b = floatBitsToUint(fma(x[k], vec4(inv), vec4(12582912.0)));
        q[k] = (b.x & 0xffu) | ((b.y & 0xffu) << 8) | ((b.z & 0xffu) << 16) | (b.w << 24);
        xs[k] = SDOT(q[k], 0x01010101u);
    }
    return amax * (1.0 / 127.0);
}
#endif

#if defined(TYPE_F32) || defined(TYPE_F16) || defined(TYPE_BF16)
#define UE 4u
#define XV 1
uint xv(uint u, uint i) { return u; }
float dot_unit(uint rb, uint u, vec4 x[XV]) {
#if defined(TYPE_F32)
    return dot(wf4[(rb >> 4) + u], x[0]);
#elif defined(TYPE_F16)
    uvec2 q = w64[(rb >> 3) + u];
    return dot(vec4(unpackHalf2x16(q.x), unpackHalf2x16(q.y)), x[0]);
#else
    uvec2 q = w64[(rb >> 3) + u];
    return dot(vec4(uintBitsToFloat(q.x << 16), uintBitsToFloat(q.x & 0xffff0000u), uintBitsToFloat(q.y << 16), uintBitsToFloat(q.y & 0xffff0000u)), x[0]);
#endif
}
#elif defined(TYPE_Q4_0) || defined(TYPE_Q8_0) || defined(TYPE_Q5_0)
// Units come in chunks of 32 (a subgroup's stride when neighbouring lanes take neighbouring units): unit t of a
// chunk is half t%2 of block t/2 and of block 16 + t/2, so two lanes share a block and at each activation load the
// lanes read 16 blocks' worth of x, not 32. (One whole block per unit read x with a 128-byte stride across the lanes,
// a cache line per lane per load: the activation loads, not the weights, bounded these kernels — bench/VK_RESULTS.md
// session 12. Eight lanes per block read x ideally but needed 3x the weight loads and were slower.) Q8_0's half is
// 16 of the 32 bytes; Q4_0's is words 2h, 2h+1 of its 16 bytes (elements 8h.. in the low nibbles, 16 + 8h.. in the
// high ones); Q5_0's likewise, the fifth bit of element e being bit e of its qh. A last partial chunk (n_in not a
// multiple of 1024) keeps one whole block per unit. The GPU groups these blocks by 8 (common.glsl): a half is one
// aligned 16- or 8-byte load, the scale (and Q5_0's qh) a word load.
#define UE 32u
#define XV 8
bool chunked(uint u) { return (u | 31u) < pc.n_in / 32u; }
uint blk(uint u, uint p) { return (u & ~31u) + ((u & 31u) >> 1) + 16u * p; }   // block p (0, 1) of a chunked unit
#if defined(TYPE_Q8_0)
uint xv(uint u, uint i) { return chunked(u) ? 8u * blk(u, i >> 2) + 4u * (u & 1u) + (i & 3u) : 8u * u + i; }
#else
uint xv(uint u, uint i) { return chunked(u) ? 8u * blk(u, i >> 2) + 2u * (u & 1u) + (i & 1u) + 4u * ((i >> 1) & 1u) : 8u * u + i; }
#endif
uint spread4(uint b) { return ((b * 0x00204081u) & 0x01010101u) << 4; }   // bits 0..3 of b to bit 4 of bytes 0..3
float dot_unit(uint rb, uint u, vec4 x[XV]) {
    float s = 0.0;
    if (chunked(u)) {
        const uint h = u & 1u;
        [[unroll]] for (uint p = 0; p < 2u; p++) {
            const uint xi = 4u * p;
#if defined(TYPE_Q4_0)   // {f16 d; u8 qs[16]}: words 2h, 2h+1
            const float d = rd_f16(g8_d(rb, blk(u, p)));
            const uvec2 qw = w64[(g8_q(rb, blk(u, p)) >> 3) + h];
            const uint q0 = qw.x, q1 = qw.y;
            s += d * (dot(nib_lo(q0), x[xi]) + dot(nib_lo(q1), x[xi + 1u]) + dot(nib_hi(q0), x[xi + 2u]) + dot(nib_hi(q1), x[xi + 3u])
                      - 8.0 * hsum(x[xi] + x[xi + 1u] + x[xi + 2u] + x[xi + 3u]));
#elif defined(TYPE_Q5_0)   // {f16 d; u32 qh; u8 qs[16]}: qs words 2h, 2h + 1
            const float d = rd_f16(g8_d(rb, blk(u, p)));
            const uint qh = w32[g8_h(rb, blk(u, p)) >> 2];
            const uvec2 qw = w64[(g8_q(rb, blk(u, p)) >> 3) + h];
            const uint q0 = qw.x, q1 = qw.y;
            const uint hb = qh >> (8u * h);   // elements 8h.. (bits 8h..) and 16 + 8h.. (bits 16 + 8h..)
            const vec4 a0 = bytes4((q0 & 0x0f0f0f0fu) | spread4(hb & 15u)), a1 = bytes4((q1 & 0x0f0f0f0fu) | spread4((hb >> 4) & 15u));
            const vec4 b0 = bytes4(((q0 >> 4) & 0x0f0f0f0fu) | spread4((hb >> 16) & 15u)), b1 = bytes4(((q1 >> 4) & 0x0f0f0f0fu) | spread4((hb >> 20) & 15u));
            s += d * (dot(a0, x[xi]) + dot(a1, x[xi + 1u]) + dot(b0, x[xi + 2u]) + dot(b1, x[xi + 3u])
                      - 16.0 * hsum(x[xi] + x[xi + 1u] + x[xi + 2u] + x[xi + 3u]));
#else                    // {f16 d; i8 qs[32]}: bytes 16h..
            const float d = rd_f16(g8_d(rb, blk(u, p)));
            const uvec4 qw = w128[(g8_q(rb, blk(u, p)) >> 4) + h];
            float t = 0.0;
            [[unroll]] for (uint i = 0; i < 4u; i++) t += dot(sbytes4(qw[i]), x[xi + i]);
            s += d * t;
#endif
        }
        return s;
    }
#if defined(TYPE_Q5_0)   // through types.glsl's dq_chunk
    float v[32];
    dq_chunk(rb, u, v);
    [[unroll]] for (uint i = 0; i < 8u; i++) s += dot(vec4(v[4u * i], v[4u * i + 1u], v[4u * i + 2u], v[4u * i + 3u]), x[i]);
    return s;
#elif defined(TYPE_Q4_0)   // low nibbles are elements 0..15, high 16..31
    const uvec4 qw = w128[g8_q(rb, u) >> 4];
    const float d = rd_f16(g8_d(rb, u));
    float sx = 0.0;
    [[unroll]] for (uint i = 0; i < 4u; i++) {
        const uint q = qw[i];
        s += dot(nib_lo(q), x[i]) + dot(nib_hi(q), x[i + 4u]);
        sx += hsum(x[i] + x[i + 4u]);
    }
    return d * (s - 8.0 * sx);
#else
    const uvec4 q0 = w128[g8_q(rb, u) >> 4], q1 = w128[(g8_q(rb, u) >> 4) + 1u];
    const float d = rd_f16(g8_d(rb, u));
    [[unroll]] for (uint i = 0; i < 4u; i++) s += dot(sbytes4(q0[i]), x[i]) + dot(sbytes4(q1[i]), x[i + 4u]);
    return d * s;
#endif
}
#ifdef DOT8
// the integer sum of a chunked unit's half (h) of block b of the row at rb against its 16 activation bytes xq[xi .. xi + 3]
// (xs: their per-word sums), which the block's scale and the activations' multiply
int chunk_dot8(uint rb, uint b, uint h, uint xq[XV], int xs[XV], uint xi) {
    int t;
#if defined(TYPE_Q4_0)
    const uvec2 qw = w64[(g8_q(rb, b) >> 3) + h];
    const uint q0 = qw.x, q1 = qw.y;
    t = SUDOT(xq[xi], q0 & 0x0f0f0f0fu) + SUDOT(xq[xi + 1u], q1 & 0x0f0f0f0fu) + SUDOT(xq[xi + 2u], (q0 >> 4) & 0x0f0f0f0fu)
                + SUDOT(xq[xi + 3u], (q1 >> 4) & 0x0f0f0f0fu) - 8 * (xs[xi] + xs[xi + 1u] + xs[xi + 2u] + xs[xi + 3u]);
#elif defined(TYPE_Q5_0)
    const uint hb = w32[g8_h(rb, b) >> 2] >> (8u * h);
    const uvec2 qw = w64[(g8_q(rb, b) >> 3) + h];
    const uint q0 = qw.x, q1 = qw.y;
    t = SUDOT(xq[xi], (q0 & 0x0f0f0f0fu) | spread4(hb & 15u)) + SUDOT(xq[xi + 1u], (q1 & 0x0f0f0f0fu) | spread4((hb >> 4) & 15u))
                + SUDOT(xq[xi + 2u], ((q0 >> 4) & 0x0f0f0f0fu) | spread4((hb >> 16) & 15u))
                + SUDOT(xq[xi + 3u], ((q1 >> 4) & 0x0f0f0f0fu) | spread4((hb >> 20) & 15u))
                - 16 * (xs[xi] + xs[xi + 1u] + xs[xi + 2u] + xs[xi + 3u]);
#else
    const uvec4 qw = w128[(g8_q(rb, b) >> 4) + h];
    t = 0;
    [[unroll]] for (uint i = 0; i < 4u; i++) t += SDOT(xq[xi + i], qw[i]);
#endif
    return t;
}
float dot_unit8(uint rb, uint u, vec4 x[XV], uint xq[XV], int xs[XV], float xd) {
    if (!chunked(u)) return dot_unit(rb, u, x);
    float s = 0.0;
    [[unroll]] for (uint p = 0; p < 2u; p++) s += rd_f16(g8_d(rb, blk(u, p))) * float(chunk_dot8(rb, blk(u, p), u & 1u, xq, xs, 4u * p));
    return xd * s;
}
#endif
#ifdef QIN
// The input as 8-bit blocks (norm.comp's copy: dlgo__vk_x8_out): a token's q8 rows are n_in bytes of int8 values (x
// times the folded norm's weight, rounded per 32 consecutive elements with one scale, amax / 127), then the blocks'
// scales, then their raw sums of squares (the norm's 1/rms). A unit's values are read in place — a chunked unit's two
// halves of blocks b0 and b1 (16 bytes each, the block's pair of lanes on neighbouring bytes), a whole-block unit's
// 32 — with the scale of each block, instead of loading x (and the norm weight) as floats and rounding it in every
// row group (the activation work was 8 of gate/up's 25 us on gemma3-1b's Q5_0 and Q4_0's, H100: bench/VK_RESULTS.md
// session 23). Returns the unit's share of the sum of squares: block blk(u, u & 1) for a chunked unit (each block
// once over the pair), block u for a whole one.
float q8_unit(uint xb, uint u, out uint xq[XV], out int xs[XV], out float xd[2]) {
    const uint nb = pc.n_in / 32u, sd = xb + pc.n_in / 4u;
    float sq;
    if (chunked(u)) {
        const uint h = u & 1u;
        [[unroll]] for (uint p = 0; p < 2u; p++) {
            const uint b = blk(u, p);
#if defined(TYPE_Q8_0)   // bytes 16h .. 16h + 15 of block b
            const uvec4 v = aq4[(xb >> 2) + 2u * b + h];
            xq[4u * p] = v.x; xq[4u * p + 1u] = v.y; xq[4u * p + 2u] = v.z; xq[4u * p + 3u] = v.w;
#else                    // bytes 8h .. 8h + 7 (the low nibbles' elements) and 16 + 8h .. (the high ones')
            const uvec2 lo = aq2[(xb >> 1) + 4u * b + h], hi = aq2[(xb >> 1) + 4u * b + 2u + h];
            xq[4u * p] = lo.x; xq[4u * p + 1u] = lo.y; xq[4u * p + 2u] = hi.x; xq[4u * p + 3u] = hi.y;
#endif
            xd[p] = act[sd + b];
        }
        sq = act[sd + nb + blk(u, h)];
    } else {
        const uvec4 a = aq4[(xb >> 2) + 2u * u], c = aq4[(xb >> 2) + 2u * u + 1u];
        xq[0] = a.x; xq[1] = a.y; xq[2] = a.z; xq[3] = a.w; xq[4] = c.x; xq[5] = c.y; xq[6] = c.z; xq[7] = c.w;
        xd[0] = act[sd + u]; xd[1] = 0.0;
        sq = act[sd + nb + u];
    }
    [[unroll]] for (uint k = 0; k < XV; k++) xs[k] = SDOT(xq[k], 0x01010101u);
    return sq;
}
float dot_unitq(uint rb, uint u, uint xq[XV], int xs[XV], float xd[2]) {
    float s = 0.0;
    if (chunked(u)) {   // dot_unit8's step, each block with its own activation scale
        [[unroll]] for (uint p = 0; p < 2u; p++) s += rd_f16(g8_d(rb, blk(u, p))) * xd[p] * float(chunk_dot8(rb, blk(u, p), u & 1u, xq, xs, 4u * p));
        return s;
    }
    // a whole block (unit u is block u)
#if defined(TYPE_Q4_0)   // low nibbles elements 0..15, high 16..31
    const uvec4 qw = w128[g8_q(rb, u) >> 4];
    int t = -8 * (xs[0] + xs[1] + xs[2] + xs[3] + xs[4] + xs[5] + xs[6] + xs[7]);
    [[unroll]] for (uint i = 0; i < 4u; i++) t += SUDOT(xq[i], qw[i] & 0x0f0f0f0fu) + SUDOT(xq[4u + i], (qw[i] >> 4) & 0x0f0f0f0fu);
    return rd_f16(g8_d(rb, u)) * xd[0] * float(t);
#elif defined(TYPE_Q5_0)   // qh: bit j element j's fifth bit
    const uint qh = w32[g8_h(rb, u) >> 2];
    const uvec4 qw = w128[g8_q(rb, u) >> 4];
    int t = -16 * (xs[0] + xs[1] + xs[2] + xs[3] + xs[4] + xs[5] + xs[6] + xs[7]);
    [[unroll]] for (uint i = 0; i < 4u; i++) {
        const uint q = qw[i];
        t += SUDOT(xq[i], (q & 0x0f0f0f0fu) | spread4((qh >> (4u * i)) & 15u))
           + SUDOT(xq[4u + i], ((q >> 4) & 0x0f0f0f0fu) | spread4((qh >> (16u + 4u * i)) & 15u));
    }
    return rd_f16(g8_d(rb, u)) * xd[0] * float(t);
#else
    const uvec4 q0 = w128[g8_q(rb, u) >> 4], q1 = w128[(g8_q(rb, u) >> 4) + 1u];
    int t = 0;
    [[unroll]] for (uint i = 0; i < 4u; i++) t += SDOT(xq[i], q0[i]) + SDOT(xq[4u + i], q1[i]);
    return rd_f16(g8_d(rb, u)) * xd[0] * float(t);
#endif
}
#endif
#elif defined(TYPE_Q4_K) || defined(TYPE_Q5_K)
// unit u: super-block u/8, l = u%8: word l of each of the four 32-byte groups of qs (group m holds sub-block 2m in
// its low nibbles, 2m+1 in its high ones), i.e. elements 4l.. of all eight sub-blocks (Q5_K: their fifth bits are
// bits 0..7 of the bytes of qh's word l). At each activation load the 8 lanes of a super-block read 8 consecutive
// vec4s (a 16-byte run of qs per lane gave each load 4 cache lines per super-block: the activation loads bounded the
// kernel, bench/VK_RESULTS.md session 12). All eight scales and mins per unit.
#define UE 32u
#define XV 8
uint xv(uint u, uint i) { return 64u * (u >> 3) + 16u * (i >> 1) + 8u * (i & 1u) + (u & 7u); }
// unit u of the row at rb: d and dmin; the 6-bit scales and mins of sub-blocks 0..3 (sc[0], mn[0]) and 4..7 (sc[1],
// mn[1]) as bytes; lo[m] / hi[m]: this unit's 4 quants of sub-blocks 2m / 2m+1 as bytes (Q5_K: with the fifth bits)
void k_unit(uint rb, uint u, out vec2 dm, out uint sc[2], out uint mn[2], out uint lo[4], out uint hi[4]) {   // {f16 d, dmin; u8 scales[12]; (Q5_K: u8 qh[32];) u8 qs[128]}
#if defined(TYPE_Q4_K)
    const uint b = rb + 144u * (u >> 3), l = u & 7u, qs = b + 16u;
#else
    const uint b = rb + 176u * (u >> 3), l = u & 7u, qs = b + 48u, qh = w32[((b + 16u) >> 2) + l];
#endif
    const uvec4 hd = w128[b >> 4];
    uint q[4]; [[unroll]] for (uint m = 0; m < 4u; m++) q[m] = w32[((qs + 32u * m) >> 2) + l];
    dm = unpackHalf2x16(hd.x);
    // the scales and mins of sub-blocks 0..3 are the low bits of bytes 0..3 / 4..7; those of 4..7 are the nibbles of
    // bytes 8..11 with the top two bits of bytes 0..3 / 4..7 above them
    sc[0] = hd.y & 0x3f3f3f3fu; mn[0] = hd.z & 0x3f3f3f3fu;
    sc[1] = (hd.w & 0x0f0f0f0fu) | ((hd.y >> 2) & 0x30303030u);
    mn[1] = ((hd.w >> 4) & 0x0f0f0f0fu) | ((hd.z >> 2) & 0x30303030u);
    [[unroll]] for (uint m = 0; m < 4u; m++) {
        lo[m] = q[m] & 0x0f0f0f0fu; hi[m] = (q[m] >> 4) & 0x0f0f0f0fu;
#if defined(TYPE_Q5_K)
        lo[m] |= ((qh >> (2u * m)) & 0x01010101u) << 4; hi[m] |= ((qh >> (2u * m + 1u)) & 0x01010101u) << 4;
#endif
    }
}
float dot_unit(uint rb, uint u, vec4 x[XV]) {
    vec2 dm; uint sc[2], mn[2], lo[4], hi[4];
    k_unit(rb, u, dm, sc, mn, lo, hi);
    const vec4 sc03 = bytes4(sc[0]), mn03 = bytes4(mn[0]), sc47 = bytes4(sc[1]), mn47 = bytes4(mn[1]);
    vec4 a, c, xa, xc;
    [[unroll]] for (uint m = 0; m < 4u; m++) {
        a[m] = dot(bytes4(lo[m]), x[2u * m]); c[m] = dot(bytes4(hi[m]), x[2u * m + 1u]);
        xa[m] = hsum(x[2u * m]); xc[m] = hsum(x[2u * m + 1u]);
    }
    return dm.x * (dot(a, vec4(sc03.xz, sc47.xz)) + dot(c, vec4(sc03.yw, sc47.yw))) -
           dm.y * (dot(xa, vec4(mn03.xz, mn47.xz)) + dot(xc, vec4(mn03.yw, mn47.yw)));
}
#ifdef DOT8
float dot_unit8(uint rb, uint u, vec4 x[XV], uint xq[XV], int xs[XV], float xd) {
    vec2 dm; uint sc[2], mn[2], lo[4], hi[4];
    k_unit(rb, u, dm, sc, mn, lo, hi);
    int sa = 0, sm = 0;
    [[unroll]] for (uint m = 0; m < 4u; m++) {   // sub-blocks 2m, 2m+1: bytes 2(m&1), 2(m&1)+1 of sc[m/2], mn[m/2]
        const uint sh = 16u * (m & 1u), scw = sc[m >> 1], mnw = mn[m >> 1];
        sa += SUDOT(xq[2u * m], lo[m]) * int((scw >> sh) & 0xffu) + SUDOT(xq[2u * m + 1u], hi[m]) * int((scw >> (sh + 8u)) & 0xffu);
        sm += xs[2u * m] * int((mnw >> sh) & 0xffu) + xs[2u * m + 1u] * int((mnw >> (sh + 8u)) & 0xffu);
    }
    return xd * (dm.x * float(sa) - dm.y * float(sm));
}
#endif
#elif defined(TYPE_Q6_K)
// unit u: super-block u/8, j = u%8: half n = j/4 (128 elements), l = 8*(j%4).. +8: the 8 positions l in each of the
// four 32-element quarters of that half (ql low/high nibbles of two 32-byte runs, 2 bits each from qh)
#define UE 32u
#define XV 8
uint xv(uint u, uint i) { const uint j = u & 7u; return 64u * (u >> 3) + 32u * (j >> 2) + 2u * (j & 3u) + 8u * (i >> 1) + (i & 1u); }
// unit u of the row at rb: d, the 4 signed scales of its quarters packed as bytes (s4), and q[w][i]: its 6-bit quants
// (0..63, as bytes) of quarter i, word w. The GPU's blocks are 16-byte aligned (Q6K_BLK): every run is one 8-byte load.
void q6_unit(uint rb, uint u, out float d, out uint s4, out uint q[2][4]) {   // {u8 ql[128]; u8 qh[64]; i8 scales[16]; f16 d; pad} per 256
    const uint b = rb + Q6K_BLK * (u >> 3), j = u & 7u, n = j >> 2, l = 8u * (j & 3u);
    const uvec2 qa = w64[(b + 64u * n + l) >> 3], qb = w64[(b + 64u * n + 32u + l) >> 3], qh = w64[(b + 128u + 32u * n + l) >> 3];
    const uvec2 sc = w64[(b + 192u + 8u * n) >> 3];   // the 8 scales of this half; ours are at l/16 + {0,2,4,6}
    d = unpackHalf2x16(w32[(b + 208u) >> 2]).x;
    s4 = l < 16u ? (sc.x & 0xffu) | ((sc.x >> 8) & 0xff00u) | ((sc.y << 16) & 0xff0000u) | ((sc.y << 8) & 0xff000000u)
                 : ((sc.x >> 8) & 0xffu) | ((sc.x >> 16) & 0xff00u) | ((sc.y << 8) & 0xff0000u) | (sc.y & 0xff000000u);
    [[unroll]] for (uint w = 0; w < 2u; w++) {
        const uint h = qh[w];
        q[w][0] = (qa[w] & 0x0f0f0f0fu) | ((h << 4) & 0x30303030u);
        q[w][1] = (qb[w] & 0x0f0f0f0fu) | ((h << 2) & 0x30303030u);
        q[w][2] = ((qa[w] >> 4) & 0x0f0f0f0fu) | (h & 0x30303030u);
        q[w][3] = ((qb[w] >> 4) & 0x0f0f0f0fu) | ((h >> 2) & 0x30303030u);
    }
}
float dot_unit(uint rb, uint u, vec4 x[XV]) {
    float d; uint s4, q[2][4];
    q6_unit(rb, u, d, s4, q);
    vec4 acc = vec4(0.0);
    [[unroll]] for (uint w = 0; w < 2u; w++)
        acc += vec4(dot(bytes4(q[w][0]) - 32.0, x[w]), dot(bytes4(q[w][1]) - 32.0, x[2u + w]), dot(bytes4(q[w][2]) - 32.0, x[4u + w]),
                    dot(bytes4(q[w][3]) - 32.0, x[6u + w]));
    return d * dot(acc, sbytes4(s4));
}
#ifdef DOT8
float dot_unit8(uint rb, uint u, vec4 x[XV], uint xq[XV], int xs[XV], float xd) {
    float d; uint s4, q[2][4];
    q6_unit(rb, u, d, s4, q);
    ivec4 acc = ivec4(0);
    [[unroll]] for (uint w = 0; w < 2u; w++)
        acc += ivec4(SUDOT(xq[w], q[w][0]), SUDOT(xq[2u + w], q[w][1]), SUDOT(xq[4u + w], q[w][2]), SUDOT(xq[6u + w], q[w][3]));
    acc -= 32 * ivec4(xs[0] + xs[1], xs[2] + xs[3], xs[4] + xs[5], xs[6] + xs[7]);
    const ivec4 sc = ivec4(s4 << 24, s4 << 16, s4 << 8, s4) >> 24;
    return xd * d * float(acc.x * sc.x + acc.y * sc.y + acc.z * sc.z + acc.w * sc.w);
}
#endif
#else
// every other type: one 32-element chunk per unit through types.glsl's dq_chunk
#define UE 32u
#define XV 8
uint xv(uint u, uint i) { return 8u * u + i; }
float dot_unit(uint rb, uint u, vec4 x[XV]) {
    float v[32];
    dq_chunk(rb, u, v);
    float s = 0.0;
    [[unroll]] for (uint i = 0; i < 8u; i++) s += dot(vec4(v[4u * i], v[4u * i + 1u], v[4u * i + 2u], v[4u * i + 3u]), x[i]);
    return s;
}
#ifdef DOT8
float dot_unit8(uint rb, uint u, vec4 x[XV], uint xq[XV], int xs[XV], float xd) { return dot_unit(rb, u, x); }
#endif
#endif

