#version 450
// fa.comp — flash attention for prefill: softmax(Q·K^T * scale [softcap] [causal/sliding mask] [sink]) · V with the
// products on tensor cores (VK_NV_cooperative_matrix, f16 x f16 -> f32) and the softmax online, so no n x n score
// matrix exists. attention.comp computes the same thing one (token, head) at a time and stays the reference.
//
// A workgroup takes BQ rows of one KV head: row R of the flattened (token, query head of the group) index is token
// R / G, head kvh * G + R % G (G = n_head / n_head_kv), so the G query heads that share a KV head share each K/V tile
// they load. It walks the keys the block can see (causal: up to its last token; sliding window: from its first
// token's window start) in tiles of BKV keys, each tile in five phases separated by barriers:
//   1. K tile -> shared (f16)            2. S = Q·K^T (16x16x16 products; S in shared, f32)
//   3. V tile -> shared; row maxima      4. P = exp(z - m) as f16 over S's rows; row sums; the rescale factor
//   5. O = O * corr + P·V (accumulators stay in registers; no rescale while no row of the subgroup has a maximum more
//      than LAZY above the one it uses: P = exp(z - m) is then at most e^LAZY, and O and the row sum share that m)
// With PF (the default) the tiles come through registers: V's loads are issued before S's products and the next K
// tile's before the softmax, so their latency hides behind that work instead of stalling phases 1 and 3.
// Subgroups: SGR along the rows (16 rows each) x SGC along the key blocks of S and the column blocks of O.
// Split keys (n_split > 1): at long contexts one workgroup per (query block, KV head) leaves too few workgroups to hide
// the phases' latency (an H100 runs one 8-subgroup workgroup an SM at 512 tokens of llama-1b). The keys 0 .. pos0 +
// n_tok - 1 are then cut into ns = min(n_split, ceil(keys / kchunk)) ranges of whole tiles, workgroup z walking range
// z; with ns > 1 it stores its raw O, row maximum and row sum as attn_split.comp's slices (attn_reduce.comp combines
// them, sinks included), with ns = 1 (a short context: decided here from the step's pos0, since a recording is
// replayed at every position) workgroup 0 finishes as without splits and the others, and the reduce, do nothing.
// The accumulators' rows are found through a matrix loaded from a table of row numbers: elements of two matrices of
// one type correspond (component-wise arithmetic needs it), so element i of that matrix names element i's row of
// every accumulator, whatever layout the implementation uses (the rescale and nothing else needs it).
//
// EMU: the same phases, tiles and shared layout with the matrix operations emulated per 32-invocation group of the
// workgroup (a 16x16 accumulator spread 8 elements a lane in a scrambled order, so that code which assumed a layout
// would fail; an f16 operand is a reference to the shared tile it was loaded from, which no phase rewrites while it is
// in use): a build for devices without cooperative matrices, and the one the tests run on lavapipe.
#ifndef EMU
#extension GL_NV_cooperative_matrix : enable
#extension GL_KHR_memory_scope_semantics : enable
#extension GL_KHR_shader_subgroup_basic : enable
#extension GL_KHR_shader_subgroup_vote : enable
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : enable
#endif
#ifndef PF
#define PF 1               // K/V tiles prefetched through registers
#endif
#ifndef LAZY
#define LAZY 8             // rescale only when a row's maximum grows by more than this (0: whenever it grows); at most
#endif                     // 11 (f16's largest is e^11.09): H200 pp4096, fa_d64 225 -> 213 us a layer, d128 -2.4 %, d256 -3.4 %
#ifndef QREG
#define QREG 0             // Q held as matrices in registers (staged through shared memory before the loop; no Q region)
#endif
#include "common.glsl"
#define UNROLL [[unroll]]
#ifndef D
#define D 64               // largest head size (dk and dv) of this build
#endif
#ifndef SGR
#define SGR 4
#endif
#ifndef SGC
#define SGC 1
#endif
#ifndef BKV
#define BKV 32             // keys per tile
#endif
#define BQ (16 * SGR)      // rows per workgroup
#define WG (32 * SGR * SGC)
#define LQ (D / 8 + 1)     // 16-byte words per Q/K/V row in shared: D f16 + 8 of pad (staggers the banks)
#define LS (BKV / 4 + 1)   // ... per S row: BKV f32 + 4 of pad; P (f16) reuses the first half of each S row
#if QREG                  // shared regions, in 16-byte words: Q from 0 (QREG: only staged there before the loop), K/V, S
#define SKV 0
#else
#define SKV (BQ * LQ)
#endif
#define SS (SKV + BKV * LQ)
#define SMEM (SS + BQ * LS)
#define TPR (WG / BQ)      // threads per row in the softmax phases (2 * SGC)
#define KPT (BKV / TPR)    // keys per thread
#define NKB (BKV / 16)     // key blocks of S
#define NO (D / 16 / SGC)  // O accumulators per subgroup (column blocks cs, cs + SGC, ...)
#define NLD ((BKV * D / 8 + WG - 1) / WG)   // 16-byte words of a K/V tile per thread (prefetch registers)
#if BKV % 16 != 0 || D % 16 != 0 || KPT % 2 != 0 || KPT > 32 || BKV < 16 || SGR * SGC * 80 > SMEM || SMEM < 16 * LQ
#error "fa: bad tile sizes"
#endif
#if QREG && defined(EMU)
#error "fa: Q in registers needs real matrices"
#endif
#define QCH_ (uint(SMEM) / uint(LQ) / 16u * 16u)
#define QCH (uint(BQ) < QCH_ ? uint(BQ) : QCH_)   // QREG: Q rows staged through shared memory at once (all of it is free then)
layout(local_size_x = WG) in;
layout(push_constant) uniform PC {
    uint q_off, q_stride, n_head, n_head_kv, dk, dv;
    uint kc_off, vc_off, row_k, row_v;   // cache offsets and per-position strides in elements
    uint out_off, out_stride, swa, f16;
    float scale, softcap;
    uint sinks_off;                      // per-head sink logits (float index into the weight chunk) or NONE
    uint n_tok;
    uint n_split, kchunk, part_off;      // split keys: at most n_split ranges of at least kchunk keys (grid z); 1: whole
    uint out16_off;                      // NONE, or (dv even) the output also as f16 at this float offset: rows of
} pc;                                    // n_head * dv halves, the O product's X16 input (packHalf2x16 of the floats)
layout(std430, binding = 1) readonly buffer A4 { vec4 act4[]; };
layout(std430, binding = 2) readonly buffer KvF4 { vec4 kvf4[]; };
layout(std430, binding = 2) readonly buffer KvU4 { uvec4 kvu4[]; };
layout(std430, binding = 1) buffer ActU { uint actu[]; };   // (the f16 copy of the output)
shared uvec4 sm[SMEM];
shared float s_m[BQ], s_l[BQ], s_c[BQ], s_rmax[WG], s_rsum[WG];

// ---- the matrix operations: cooperative matrices, or their emulation ----
#ifdef EMU
#define SG (gl_LocalInvocationID.x / 32u)
#define LANE (gl_LocalInvocationID.x % 32u)
struct MatH { uint off, ld; bool cm; };   // an f16 operand: where in sm it was loaded from (row- or column-major)
struct MatF { float v[8]; };              // an f32 accumulator: 8 elements a lane
uint emu_e(uint i) { return ((LANE * 8u + i) * 37u + 11u) & 255u; }   // element i of this lane: row e >> 4, column e & 15
float sm_h(uint w, uint k) { const vec2 f = unpackHalf2x16(sm[w + k / 8u][(k % 8u) / 2u]); return (k & 1u) != 0u ? f.y : f.x; }
float emu_h(MatH m, uint r, uint c) { return m.cm ? sm_h(m.off + c * m.ld, r) : sm_h(m.off + r * m.ld, c); }
#define MAT_H MatH
#define MAT_F MatF
#define LDH(m, o_, l_, c_) { m.off = (o_); m.ld = (l_); m.cm = (c_); }
#define FEL(m, i) m.v[i]
#define FLEN(m) 8u
#define FZERO(m) { UNROLL for (uint i_ = 0u; i_ < 8u; i_++) m.v[i_] = 0.0; }
void LDF(inout MatF m, uint off, uint ld) {   // row-major f32
    UNROLL for (uint i = 0u; i < 8u; i++) { const uint e = emu_e(i), r = e >> 4, c = e & 15u; m.v[i] = uintBitsToFloat(sm[off + r * ld + c / 4u][c % 4u]); }
}
void STF(MatF m, uint off, uint ld) {
    UNROLL for (uint i = 0u; i < 8u; i++) { const uint e = emu_e(i), r = e >> 4, c = e & 15u; sm[off + r * ld + c / 4u][c % 4u] = floatBitsToUint(m.v[i]); }
}
MatF MMA(MatH a, MatH b, MatF c) {
    UNROLL for (uint i = 0u; i < 8u; i++) {
        const uint e = emu_e(i), r = e >> 4, n = e & 15u;
        float s = c.v[i];
        for (uint k = 0u; k < 16u; k++) s += emu_h(a, r, k) * emu_h(b, k, n);
        c.v[i] = s;
    }
    return c;
}
// the staged tile is read by other lanes of the group: on lavapipe they may be another subgroup
#define SG_SYNC() { memoryBarrierShared(); barrier(); }
#define ROWS_RESCALED(rs) true
#else
#define SG gl_SubgroupID
#define LANE gl_SubgroupInvocationID
#define MAT_H fcoopmatNV<16, gl_ScopeSubgroup, 16, 16>
#define MAT_F fcoopmatNV<32, gl_ScopeSubgroup, 16, 16>
#define LDH(m, off, ld, cm) coopMatLoadNV(m, sm, off, ld, cm)
#define LDF(m, off, ld) coopMatLoadNV(m, sm, off, ld, false)
#define STF(m, off, ld) coopMatStoreNV(m, sm, off, ld, false)
#define MMA(a, b, c) coopMatMulAddNV(a, b, c)
#define FEL(m, i) m[i]
#define FLEN(m) uint(m.length())
#define FZERO(m) { m = MAT_F(0.0); }
#define SG_SYNC() { subgroupMemoryBarrierShared(); subgroupBarrier(); }
#define ROWS_RESCALED(rs) subgroupAny(s_c[(rs) * 16u + LANE % 16u] != 1.0)   // exp(0) is exactly 1
#endif

// ---- 8 consecutive elements as 4 f16 pairs, those from n on zero (n <= 8) ----
uint pk(float a, float b) { return packHalf2x16(vec2(a, b)); }
uvec4 ld8_act(uint e, uint n) {
    if (n == 8u && (e & 3u) == 0u) {
        const vec4 a = act4[e >> 2], b = act4[(e >> 2) + 1u];
        return uvec4(pk(a.x, a.y), pk(a.z, a.w), pk(b.x, b.y), pk(b.z, b.w));
    }
    float v[8];
    UNROLL for (uint i = 0u; i < 8u; i++) v[i] = i < n ? act[e + i] : 0.0;
    return uvec4(pk(v[0], v[1]), pk(v[2], v[3]), pk(v[4], v[5]), pk(v[6], v[7]));
}
float kv1(uint e) { return pc.f16 != 0u ? unpackHalf2x16(kvu[e >> 1])[e & 1u] : kvf[e]; }
uvec4 ld8_kv(uint e, uint n) {
    if (n == 8u) {
        if (pc.f16 != 0u && (e & 7u) == 0u) return kvu4[e >> 3];
        if (pc.f16 == 0u && (e & 3u) == 0u) {
            const vec4 a = kvf4[e >> 2], b = kvf4[(e >> 2) + 1u];
            return uvec4(pk(a.x, a.y), pk(a.z, a.w), pk(b.x, b.y), pk(b.z, b.w));
        }
    }
    float v[8];
    UNROLL for (uint i = 0u; i < 8u; i++) v[i] = i < n ? kv1(e + i) : 0.0;
    return uvec4(pk(v[0], v[1]), pk(v[2], v[3]), pk(v[4], v[5]), pk(v[6], v[7]));
}
// one tile of BKV cache rows (keys k0.. up to kmax, later rows zero) of w elements padded to wp: into registers
// (this thread's words it, it + WG, ...), and from there into sKV
void fetch_kv(inout uvec4 r[NLD], uint base, uint row, uint w, uint wp, uint k0, uint kmax) {
    const uint gpr = wp / 8u;
    UNROLL for (uint j = 0u; j < NLD; j++) {
        const uint it = gl_LocalInvocationID.x + j * WG, c = it / gpr, gi = it % gpr, key = k0 + c;
        const uint n = key <= kmax && gi * 8u < w ? min(w - gi * 8u, 8u) : 0u;
        if (it < BKV * gpr) r[j] = ld8_kv(base + key * row + gi * 8u, n);
    }
}
void put_kv(uvec4 r[NLD], uint wp) {
    const uint gpr = wp / 8u;
    UNROLL for (uint j = 0u; j < NLD; j++) {
        const uint it = gl_LocalInvocationID.x + j * WG;
        if (it < BKV * gpr) sm[SKV + (it / gpr) * LQ + it % gpr] = r[j];
    }
}

void main() {
    const uint tid = gl_LocalInvocationID.x, sg = SG, lane = LANE;
    const uint rs = sg % SGR, cs = sg / SGR;   // this subgroup's 16 rows and its share of the columns
    const uint qb = gl_WorkGroupID.x, kvh = gl_WorkGroupID.y, G = pc.n_head / pc.n_head_kv;
    const uint n_rows = pc.n_tok * G, R0 = qb * BQ, R1 = min(R0 + BQ, n_rows) - 1u;
    const uint dkp = (pc.dk + 15u) & ~15u, dvp = (pc.dv + 15u) & ~15u;
    // the keys this block can see: causal up to its last token, from its first token's window start
    const uint pfirst = p_pos0 + R0 / G;
    uint kmax = p_pos0 + R1 / G, kmin = pc.swa > 0u && pfirst + 1u > pc.swa ? pfirst + 1u - pc.swa : 0u;
    // this workgroup's range of the split keys (all of them when not split)
    const uint nkeys = p_pos0 + pc.n_tok, z = gl_WorkGroupID.z;
    const uint ns = pc.n_split > 1u ? min(pc.n_split, (nkeys + pc.kchunk - 1u) / pc.kchunk) : 1u;
    if (z >= ns) return;
    const bool split = ns > 1u;
    const uint W = pc.dv + 2u;   // a slice: O (dv floats), row maximum, row sum
    if (split) {
        const uint chunk = ((nkeys + ns - 1u) / ns + BKV - 1u) / BKV * BKV;
        kmin = max(kmin, z * chunk);
        kmax = min(kmax, z * chunk + chunk - 1u);
        if (kmin > kmax) {   // no key of this block in the range: empty slices (the reduce skips a zero sum)
            for (uint r = tid; r < BQ; r += WG) {
                const uint R = R0 + r;
                if (R < n_rows) act[pc.part_off + (((R / G) * pc.n_head + kvh * G + R % G) * pc.n_split + z) * W + pc.dv + 1u] = 0.0;
            }
            return;
        }
    }

    // the running statistics
    for (uint r = tid; r < BQ; r += WG) {
        const uint h = kvh * G + (R0 + r) % G;
        const bool sink = !split && pc.sinks_off != NONE && R0 + r < n_rows;   // a sink is one more logit with no value (split: the reduce's)
        s_m[r] = sink ? wf[pc.sinks_off + h] : -1.0e30; s_l[r] = sink ? 1.0 : 0.0;
    }
    // Q rows (f16, columns past dk zero): into Q's region, or with QREG through shared memory QCH rows at a time
    // (a tile of 128 rows by 128 does not fit beside the K/V and S regions) into this subgroup's matrices
#if QREG
    MAT_H qf[D / 16];
    for (uint c0 = 0u; c0 < BQ; c0 += QCH) {
        const uint nr = min(QCH, uint(BQ) - c0);
#else
    {
        const uint c0 = 0u, nr = BQ;
#endif
        const uint gpr = dkp / 8u;
        for (uint it = tid; it < nr * gpr; it += WG) {
            const uint r = it / gpr, gi = it % gpr, R = R0 + c0 + r, t = R / G, h = kvh * G + R % G;
            const uint n = R < n_rows && gi * 8u < pc.dk ? min(pc.dk - gi * 8u, 8u) : 0u;
            sm[r * LQ + gi] = ld8_act(pc.q_off + t * pc.q_stride + h * pc.dk + gi * 8u, n);
        }
#if QREG
        barrier();
        if (rs * 16u >= c0 && rs * 16u < c0 + nr)
            UNROLL for (uint kk = 0u; kk < D / 16u; kk++) if (kk < dkp / 16u) LDH(qf[kk], (rs * 16u - c0) * LQ + 2u * kk, LQ, false);
        barrier();   // Q read before the next rows or the row-number table overwrite it
#endif
    }
    // the row-number table (S's region is free until the first S store)
    for (uint e = tid; e < 256u; e += WG) sm[SS + (e >> 4) * LS + (e & 15u) / 4u][e & 3u] = floatBitsToUint(float(e >> 4));
    barrier();
    MAT_F rowm;
    LDF(rowm, SS, LS);
    MAT_F o[NO];
    UNROLL for (uint j = 0u; j < NO; j++) FZERO(o[j]);
    barrier();   // rowm read before S overwrites the table

    // softmax phases: thread tid owns KPT keys of row tid / TPR
    const uint sr = tid / TPR, part = tid % TPR, R = R0 + sr, pos = p_pos0 + R / G;
    const bool row_ok = R < n_rows;
    const uint lo = pc.swa > 0u && pos + 1u > pc.swa ? pos + 1u - pc.swa : 0u;

    const uint kbase = pc.kc_off + kvh * pc.dk, vbase = pc.vc_off + kvh * pc.dv;
    uvec4 kr[NLD], vr[NLD];
#if PF
    fetch_kv(kr, kbase, pc.row_k, pc.dk, dkp, kmin, kmax);
#endif
    for (uint k0 = kmin; k0 <= kmax; k0 += BKV) {
        // 1. K tile (prefetched: into shared, and V's loads issued)
#if PF
        put_kv(kr, dkp);
        fetch_kv(vr, vbase, pc.row_v, pc.dv, dvp, k0, kmax);
#else
        fetch_kv(kr, kbase, pc.row_k, pc.dk, dkp, k0, kmax);
        put_kv(kr, dkp);
#endif
        barrier();
        // 2. S = Q K^T: this subgroup's 16 rows x key blocks cs, cs + SGC, ...
        {
            MAT_F s[(NKB + SGC - 1) / SGC];
            UNROLL for (uint j = 0u; j < (NKB + SGC - 1) / SGC; j++) FZERO(s[j]);
#if QREG
            UNROLL for (uint kk = 0u; kk < D / 16u; kk++) if (kk < dkp / 16u) {
                const MAT_H qa = qf[kk];
#else
            for (uint kk = 0u; kk < dkp / 16u; kk++) {
                MAT_H qa;
                LDH(qa, rs * 16u * LQ + 2u * kk, LQ, false);
#endif
                UNROLL for (uint j = 0u; j < (NKB + SGC - 1) / SGC; j++) {
                    const uint kb = cs + SGC * j;
                    if (kb < NKB) {
                        MAT_H kt;   // K^T: the key-major tile read column-major
                        LDH(kt, SKV + kb * 16u * LQ + 2u * kk, LQ, true);
                        s[j] = MMA(qa, kt, s[j]);
                    }
                }
            }
            UNROLL for (uint j = 0u; j < (NKB + SGC - 1) / SGC; j++) {
                const uint kb = cs + SGC * j;
                if (kb < NKB) STF(s[j], SS + rs * 16u * LS + kb * 4u, LS);
            }
        }
        barrier();
        // 3. V tile (K is no longer read; prefetched: the next K tile's loads issued); scores, mask and the row maxima
#if PF
        put_kv(vr, dvp);
        if (k0 + BKV <= kmax) fetch_kv(kr, kbase, pc.row_k, pc.dk, dkp, k0 + BKV, kmax);
#else
        fetch_kv(vr, vbase, pc.row_v, pc.dv, dvp, k0, kmax);
        put_kv(vr, dvp);
#endif
        float z[KPT];
        uint valid = 0u;
        float tmax = -1.0e30;
        UNROLL for (uint c = 0u; c < KPT; c++) {
            const uint col = part * KPT + c, key = k0 + col;
            float x = uintBitsToFloat(sm[SS + sr * LS + col / 4u][col % 4u]) * pc.scale;
            if (pc.softcap > 0.0) x = pc.softcap * tanh(x / pc.softcap);
            z[c] = x;
            if (row_ok && key <= pos && key >= lo && key <= kmax) { valid |= 1u << c; tmax = max(tmax, x); }
        }
        s_rmax[tid] = tmax;
        barrier();
        // 4. P (f16, over the S row: every S read is behind the barrier above), row sums, rescale factor
        const float mold = s_m[sr];
        float mn = mold;
        for (uint p = 0u; p < TPR; p++) mn = max(mn, s_rmax[sr * TPR + p]);
        if (mn <= mold + float(LAZY)) mn = mold;   // lazy rescaling (phase 5 above)
        float ps = 0.0;
        UNROLL for (uint c = 0u; c < KPT; c += 2u) {
            const uint col = part * KPT + c;
            const float p0 = (valid & (1u << c)) != 0u ? exp(z[c] - mn) : 0.0;
            const float p1 = (valid & (2u << c)) != 0u ? exp(z[c + 1u] - mn) : 0.0;
            const uint h = pk(p0, p1);
            const vec2 hr = unpackHalf2x16(h);   // the sum of what P·V multiplies
            ps += hr.x + hr.y;
            sm[SS + sr * LS + col / 8u][(col % 8u) / 2u] = h;
        }
        s_rsum[tid] = ps;
        if (part == 0u) s_c[sr] = exp(mold - mn);
        barrier();
        // 5. statistics; O = O * corr + P V
        if (part == 0u) {
            float l = s_l[sr] * s_c[sr];
            for (uint p = 0u; p < TPR; p++) l += s_rsum[sr * TPR + p];
            s_l[sr] = l; s_m[sr] = mn;
        }
        if (ROWS_RESCALED(rs)) for (uint i = 0u; i < FLEN(rowm); i++) {
            const float cr = s_c[rs * 16u + uint(FEL(rowm, i))];
            UNROLL for (uint j = 0u; j < NO; j++) if ((cs + SGC * j) * 16u < dvp) FEL(o[j], i) *= cr;
        }
        for (uint kk = 0u; kk < NKB; kk++) {
            MAT_H pa;
            LDH(pa, SS + rs * 16u * LS + 2u * kk, LS, false);
            UNROLL for (uint j = 0u; j < NO; j++) {
                const uint ob = cs + SGC * j;
                if (ob * 16u < dvp) {
                    MAT_H vb;
                    LDH(vb, SKV + kk * 16u * LQ + 2u * ob, LQ, false);
                    o[j] = MMA(pa, vb, o[j]);
                }
            }
        }
        barrier();
    }

    // O / l (split: O, and the row's maximum and sum), staged one 16 x 16 matrix at a time in this subgroup's 80 words
    // of shared memory (free now: the Q region's start, or the K/V and S regions' with QREG)
    if (split) for (uint r = tid; r < BQ; r += WG) {
        const uint Rr = R0 + r;
        if (Rr < n_rows) {
            const uint sl = (((Rr / G) * pc.n_head + kvh * G + Rr % G) * pc.n_split + z) * W + pc.dv;
            act[pc.part_off + sl] = s_m[r]; act[pc.part_off + sl + 1u] = s_l[r];
        }
    }
    // (a lane takes two neighbouring columns: the f16 copy stores them as one packed pair)
    const uint sb = sg * 16u * 5u;
    UNROLL for (uint j = 0u; j < NO; j++) {
        const uint ob = cs + SGC * j;
        const bool live = ob * 16u < dvp;
        if (live) STF(o[j], sb, 5u);
        SG_SYNC();
        if (live) for (uint e = lane; e < 128u; e += 32u) {
            const uint r = e >> 3, c = 2u * (e & 7u), col = ob * 16u + c, Rr = R0 + rs * 16u + r;
            if (Rr < n_rows && col < pc.dv) {
                const uint t = Rr / G, h = kvh * G + Rr % G;
                const vec2 v = vec2(uintBitsToFloat(sm[sb + r * 5u + c / 4u][c % 4u]), uintBitsToFloat(sm[sb + r * 5u + c / 4u][c % 4u + 1u]));
                const bool two = col + 1u < pc.dv;
                if (split) {
                    const uint pi = pc.part_off + ((t * pc.n_head + h) * pc.n_split + z) * W + col;
                    act[pi] = v.x;
                    if (two) act[pi + 1u] = v.y;
                } else {
                    const float l = s_l[rs * 16u + r];
                    const vec2 y = vec2(v.x / l, v.y / l);
                    const uint yi = pc.out_off + t * pc.out_stride + h * pc.dv + col;
                    act[yi] = y.x;
                    if (two) act[yi + 1u] = y.y;
                    if (pc.out16_off != NONE) actu[pc.out16_off + ((t * pc.out_stride + h * pc.dv + col) >> 1)] = packHalf2x16(y);
                }
            }
        }
        SG_SYNC();
    }
}
