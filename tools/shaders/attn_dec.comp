#version 450
// attn_dec.comp — one token's whole attention step as one dispatch (the decode step): every workgroup (one KV head,
// or a QS-th of its query heads; one slice of the key range) norms and ropes its G query heads itself (the maths of
// rope_kv.comp); a workgroup whose slice holds the new position also norms and ropes the new key and stores key and
// value in the cache before it reads them (no other slice reads that position); the slices run attn_tile.glsl's body,
// and the last one of a workgroup's query heads to finish (an atomic count per grid column, reset by that last one for
// the next step) combines the partials into their output rows, sinks included. Limits as attn_split.comp's. Also qwen3.5/qwen3next's gated attention (gate_off !=
// NONE): query heads inside attn_q's [q | gate] rows (2 dk apart, the gate dk after its query), the outputs times
// sigmoid(gate) (mix_util's mode 1), and interleaved M-RoPE (mode 40, text positions: a pair outside the first
// three sections does not turn). The push constants are at the 128-byte limit: the KV heads (x QS) are the grid's x, and
// IMROPE's sections ride in the mode word.
#extension GL_KHR_shader_subgroup_arithmetic : enable
#include "common.glsl"
layout(push_constant) uniform PC {
    uint q_off, k_src, v_src;            // this token's q, k and v rows (raw: before norm and RoPE)
    uint n_head, dk, dv;                 // (KV heads x QS: the grid's x)
    uint kc_off, vc_off, row_k, row_v;
    uint swa, f16, n_split;
    float scale, softcap;
    uint part_off, cnt_off, out_off, sinks_off;
    uint q_norm, k_norm;                 // per-head RMSNorm weights (float index) or NONE
    float eps;
    uint n_rot, mode;                    // n_rot 0: no rotation; mode bits 0-7: 0 = NORM, 2 = NEOX, 40 = IMROPE (NEOX pairs),
                                         // whose sections are bits 8-13, 14-19, 20-25 and 26-31
    float theta_scale, freq_scale, attn_factor;
    uint freqs_off;
    float ext_factor, corr0, corr1;
    uint gate_off;                       // gated attention: the first gate row (head h's 2 dk h on), or NONE
} pc;
// the head sizes as specialisation constants (0: the push constants'): with them known the compiler turns the index
// maths into shifts and masks and the loops into fixed trip counts (H100, tg128, same call: attn_dec 45.2 -> 38.4 us
// a layer for qwen3.5-0.8b, 30.8 -> 27.3 gemma3-1b, 16.9 -> 15.0 llama-1b, 17.5 -> 14.7 qwen3-0.6b; a run-time
// power-of-two test in the same places was slower: 52.8)
layout(constant_id = 0) const uint DKC = 0u;
layout(constant_id = 1) const uint DVC = 0u;
// QS workgroups share a KV head (the grid's x is n_head_kv * QS; 0 = 1). While the key range is one slice (up to
// WHOLE keys) each takes G / QS of the head's G query heads; beyond, G / QL of them (QL divides QS; 0 = QS), and the
// QS / QL workgroups of a head group take neighbouring key slices (slice y QS / QL + sub / QL of pc.n_split, which the
// host makes a multiple of QS / QL). At a short context a workgroup's step is a chain (norms, RoPE, scores, softmax,
// P.V, outputs, per head) that grows with its heads: fewer heads a workgroup shorten it (H100 tg128 at depth 0:
// llama-1b 995 -> 1,049 tok/s with one head a workgroup, gemma3-1b 371 -> 407). At long contexts a KV head's keys
// are read once for all the heads a workgroup takes, so QL is as small as still fills the GPU (llama-1b after 4096
// tokens: 779 with all 4 heads a workgroup, 725 with one; gemma3-1b's one KV head: 321 -> 390 with one). Every
// workgroup whose slice holds the new position writes its key and value (the same bytes) before it reads them back.
layout(constant_id = 2) const uint QSC = 0u;
layout(constant_id = 3) const uint QLC = 0u;
#define QS (QSC != 0u ? QSC : 1u)
#define QL (QLC != 0u ? QLC : QS)
#define DK (DKC != 0u ? DKC : pc.dk)
#define DV (DVC != 0u ? DVC : pc.dv)
#define ATT_OUT(h, c, x) (pc.gate_off == NONE ? (x) : (x) * (1.0 / (1.0 + exp(-act[pc.gate_off + 2u * (h) * DK + (c)]))))
#include "attn_tile.glsl"
layout(std430, binding = 2) coherent buffer KvW { uint kvw[]; };
layout(std430, binding = 2) coherent buffer KvWF { float kvwf[]; };
layout(std430, binding = 1) coherent buffer ActCU { uint actcu[]; };
shared float hss[GMAX + 1];
shared uint last;

// this workgroup's G query head rows (head h0 on, from q_off) and, when nk = 1, its KV head's new key row (from k_src) into
// qs[] (the key after the queries, at G * dk): RMS-normed per head (weights q_norm / k_norm, when not NONE) and
// roped at position pos, with rope_kv.comp's maths. All rows at once: one wave of loads, one subgroup per head for the sums of squares.
void prep_heads(uint G, uint nk, uint pos, uint kvh, uint h0) {
    const uint tid = gl_LocalInvocationID.x, nq = G * DK, n = nq + nk * DK, ks = pc.k_src + kvh * DK;
    const uint qhs = pc.gate_off != NONE ? 2u * DK : DK, qsrc = pc.q_off + h0 * qhs;
    float v[18];
    [[unroll]] for (uint r = 0; r < 18u; r++) {
        const uint i = tid + WG * r;
        if (i < n) v[r] = act[i < nq ? qsrc + (i / DK) * qhs + i % DK : ks + i - nq];
    }
    [[unroll]] for (uint r = 0; r < 18u; r++) if (tid + WG * r < n) qs[tid + WG * r] = v[r];
    barrier();
    const uint nh = G + nk;
    if (pc.q_norm != NONE || pc.k_norm != NONE) {
        for (uint h = gl_SubgroupID; h < nh; h += gl_NumSubgroups) {
            float s = 0.0;
            for (uint i = gl_SubgroupInvocationID; i < DK; i += gl_SubgroupSize) { const float x = qs[h * DK + i]; s += x * x; }
            s = subgroupAdd(s);
            if (gl_SubgroupInvocationID == 0u) hss[h] = 1.0 / sqrt(s / float(DK) + pc.eps);
        }
        barrier();
        [[unroll]] for (uint r = 0; r < 18u; r++) if (tid + WG * r < n) {
            const uint i = tid + WG * r, nw = i < nq ? pc.q_norm : pc.k_norm;
            if (nw != NONE) qs[i] = qs[i] * hss[i / DK] * wf[nw + i % DK];
        }
        barrier();
    }
    // each pair's angle once for all the heads (rope_cs walks p multiplications: gemma3-1b's 256-wide heads, 5 of
    // them, took 32.1 us a layer with it per head and pair, 29.4 once per pair; H100, bench/VK_RESULTS.md session 18)
    const uint half_ = pc.n_rot / 2u;
    for (uint p = tid; p < half_; p += WG) {
        vec2 csn = rope_cs(float(pos), p, pc.theta_scale, pc.freqs_off, pc.freq_scale, pc.ext_factor, pc.corr0, pc.corr1, pc.attn_factor);
        if ((pc.mode & 255u) == 40u) {   // mix_rope.comp's section test: a pair of the fourth section turns by 0
            const uint s0 = (pc.mode >> 8) & 63u, s1 = (pc.mode >> 14) & 63u, s2 = (pc.mode >> 20) & 63u, s3 = pc.mode >> 26;
            const uint sc_ = p % (s0 + s1 + s2 + s3), r3 = sc_ % 3u;
            if (!((r3 == 0u && sc_ < 3u * s0) || (r3 == 1u && sc_ < 3u * s1) || (r3 == 2u && sc_ < 3u * s2)))
                csn = vec2(pc.attn_factor, 0.0);
        }
        vr[2u * p] = csn.x; vr[2u * p + 1u] = csn.y;   // vr[] is free until store_partial
    }
    barrier();
    for (uint q = tid; q < nh * half_; q += WG) {
        const uint h = q / half_, p = q % half_;
        const bool norm_pairs = (pc.mode & 255u) == 0u;
        const uint a = h * DK + (norm_pairs ? 2u * p : p), b = a + (norm_pairs ? 1u : half_);
        const vec2 y = rope_rot(qs[a], qs[b], vec2(vr[2u * p], vr[2u * p + 1u]));
        qs[a] = y.x; qs[b] = y.y;
    }
    barrier();
}

void main() {
    const uint kvh = gl_WorkGroupID.x / QS, sub = gl_WorkGroupID.x % QS, tid = gl_LocalInvocationID.x;
    const uint pos = p_pos0;
    uint jb0, je0;   // one slice covers the whole key range (short contexts): it writes the outputs itself, no reduce
    slice_bounds(pos, 0u, jb0, je0);
    const bool whole = je0 == pos + 1u;
    if (whole && gl_WorkGroupID.y != 0u) return;
    // hg: this workgroup's group of G query heads (h0 on), of the KV head's n_head QS / (grid x); split: its key slice
    const uint qa = whole ? QS : QL, hg = sub % qa, split = whole ? 0u : gl_WorkGroupID.y * (QS / QL) + sub / QL;
    const uint G = pc.n_head * QS / (gl_NumWorkGroups.x * qa), h0 = kvh * G * qa + hg * G;
    uint jb, je;
    slice_bounds(pos, split, jb, je);
    const uint W = DV + 2u, base = pc.part_off + (h0 * pc.n_split + split) * W;
    float m[GMAX], l[GMAX], o[GMAX][8];
    [[unroll]] for (uint g = 0; g < GMAX; g++) { m[g] = -1.0e30; l[g] = 0.0; [[unroll]] for (uint k = 0; k < 8u; k++) o[g][k] = 0.0; }
    if (jb < je) {
        const bool has_new = je == pos + 1u;   // this slice holds the new position: its key and value go to the cache first
        prep_heads(G, has_new ? 1u : 0u, pos, kvh, h0);   // the query heads (and the new key), normed and roped
        const uint kb = pc.kc_off + kvh * DK, vb = pc.vc_off + kvh * DV;
        if (has_new) {
            const uint kc = kb + pos * pc.row_k, vc = vb + pos * pc.row_v, vs = pc.v_src + kvh * DV, kq = G * DK;
            if (pc.f16 != 0u) {
                for (uint i = 2u * tid; i < DK; i += 2u * WG) kvw[(kc + i) >> 1] = f16_bits(qs[kq + i]) | (f16_bits(qs[kq + i + 1u]) << 16);
                for (uint i = 2u * tid; i < DV; i += 2u * WG) kvw[(vc + i) >> 1] = f16_bits(act[vs + i]) | (f16_bits(act[vs + i + 1u]) << 16);
            } else {
                for (uint i = tid; i < DK; i += WG) kvwf[kc + i] = qs[kq + i];
                for (uint i = tid; i < DV; i += WG) kvwf[vc + i] = act[vs + i];
            }
            memoryBarrierBuffer();
            barrier();
        }
        attend(G, jb, je, kb, vb, m, l, o);
        store_partial(G, base, m, l, o, h0, whole ? pc.out_off : NONE, pc.sinks_off);
        if (whole) return;
    } else if (tid < G) actc[base + tid * pc.n_split * W + DV + 1u] = 0.0;   // an empty slice: a zero sum
    // the last slice of these query heads to finish combines them all
    memoryBarrierBuffer();
    barrier();
    if (tid == 0u) {
        const uint done = atomicAdd(actcu[pc.cnt_off + kvh * QS + hg], 1u);
        last = done == pc.n_split - 1u ? 1u : 0u;
        if (last != 0u) actcu[pc.cnt_off + kvh * QS + hg] = 0u;   // ready for the next step
    }
    barrier();
    if (last == 0u) return;
    memoryBarrierBuffer();
    reduce_heads(pc.part_off, h0, G, slices_used(pos), pc.out_off, pc.sinks_off, WG);
}
