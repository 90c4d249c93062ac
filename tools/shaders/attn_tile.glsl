// attn_tile.glsl — the body of decode attention shared by attn_split.comp and attn_dec.comp: one KV head, its G
// query heads (q rows in shared qs[]), the keys [jb, je) of one slice in tiles of TILE keys. Scores with one thread
// per key (its row read 16 bytes a load, all G heads at once), the softmax with a running max, then the values
// with each thread owning EPL columns of the row (one 16-byte load per key) for a slot of the keys; the slots are
// summed once, when the slice's partial (unnormalised outputs, max, sum) is stored. The including shader declares
// pc with q_off, n_head, n_head_kv, dk, dv, kc_off, vc_off, row_k, row_v, swa, f16, n_split, scale, softcap, part_off.
#define WG 128
#define TILE 128
#ifndef DK
#define DK pc.dk   // head sizes (attn_dec: specialisation constants, so that the compiler knows them)
#define DV pc.dv
#endif
#ifndef ATT_OUT
#define ATT_OUT(h, c, x) (x)   // what a finished output of head h, column c becomes (attn_dec: the gated layers' sigmoid gate)
#endif
#ifndef GMAX
#define GMAX 8   // query heads per KV head the arrays hold (manifest: _g1/_g2/_g4 variants; the host picks the smallest)
#endif
#define WHOLE 128u      // up to this many keys one slice takes them all and writes the outputs (attn_dec: no reduce;
                       // H100 Llama-1B tg128 597 -> 628 tok/s against 32; 32 and 64 still lose with session 11's reduce)
#define MIN_CHUNK 32u   // keys per slice at least: short contexts use few slices rather than many near-empty ones
layout(local_size_x = WG) in;
layout(std430, binding = 2) coherent readonly buffer KvU4 { uvec4 kvu4[]; };
layout(std430, binding = 2) coherent readonly buffer KvF4 { vec4 kvf4[]; };
#ifndef QS_K
#define QS_K 2048u
#endif
shared float qs[QS_K + 256u];   // the query rows (G * dk <= QS_K), and attn_dec's new key row after them
shared float sc[GMAX][TILE];
shared float red[GMAX][WG / 4];
shared float gm[GMAX];
shared float vr[WG * 8];                 // the value slots' sums, one head at a time

// max or sum of one value per thread for each of the G heads (subgroup step, then across the subgroups)
void wg_reduce(inout float v[GMAX], uint G, bool is_max) {
    [[unroll]] for (uint g = 0; g < GMAX; g++) if (g < G) v[g] = is_max ? subgroupMax(v[g]) : subgroupAdd(v[g]);
    if (gl_SubgroupInvocationID == 0u) { [[unroll]] for (uint g = 0; g < GMAX; g++) if (g < G) red[g][gl_SubgroupID] = v[g]; }
    barrier();
    [[unroll]] for (uint g = 0; g < GMAX; g++) if (g < G) {
        float a = red[g][0];
        for (uint i = 1; i < gl_NumSubgroups; i++) a = is_max ? max(a, red[g][i]) : a + red[g][i];
        v[g] = a;
    }
    barrier();
}
// 16 raw bytes of the cache from element e (a multiple of 8 (f16) or 4 (f32)), kept packed until used: unpacked
// floats for 8 loads in flight would take 64 registers
uvec4 ldraw(uint e) { return pc.f16 != 0u ? kvu4[e >> 3] : floatBitsToUint(kvf4[e >> 2]); }
void unpack8(uvec4 w, out float v[8]) {
    if (pc.f16 != 0u) {
        [[unroll]] for (uint k = 0; k < 4u; k++) { const vec2 h = unpackHalf2x16(w[k]); v[2u * k] = h.x; v[2u * k + 1u] = h.y; }
    } else {
        [[unroll]] for (uint k = 0; k < 4u; k++) { v[k] = uintBitsToFloat(w[k]); v[k + 4u] = 0.0; }
    }
}

layout(std430, binding = 1) coherent buffer ActC { float actc[]; };   // partials: written and read across workgroups

// the keys the query at position pos sees (causal; a sliding window starts them later): n from j0, in slices of chunk
void key_range(uint pos, out uint j0, out uint n, out uint chunk) {
    j0 = (pc.swa > 0u && pos + 1u > pc.swa) ? pos + 1u - pc.swa : 0u;
    n = pos + 1u - j0;
    chunk = n <= WHOLE ? n : max((n + pc.n_split - 1u) / pc.n_split, MIN_CHUNK);
}
// the keys [jb, je) of slice `split`
void slice_bounds(uint pos, uint split, out uint jb, out uint je) {
    uint j0, n, chunk;
    key_range(pos, j0, n, chunk);
    jb = j0 + split * chunk;
    je = min(jb + chunk, pos + 1u);
}
// how many slices hold keys: the first ones (the rest are empty)
uint slices_used(uint pos) {
    uint j0, n, chunk;
    key_range(pos, j0, n, chunk);
    return min(pc.n_split, (n + chunk - 1u) / chunk);
}
void attend(uint G, uint jb, uint je, uint kb, uint vb, inout float m[GMAX], inout float l[GMAX], inout float o[GMAX][8]) {
    const uint tid = gl_LocalInvocationID.x, EPL = pc.f16 != 0u ? 8u : 4u;
    // value mapping: lane vl owns columns [vl * EPL, +EPL) of the row, for the keys of slot vs (KS slots)
    const uint LV = DV / EPL, KS = WG / LV, vl = tid % LV, vs = tid / LV;
    const bool vown = vs < KS;   // WG may not divide evenly into LV-lane slots
    for (uint jt = jb; jt < je; jt += TILE) {
        const uint nj = min(uint(TILE), je - jt);
        // scores: thread tid takes key jt + tid
        float d[GMAX];
        [[unroll]] for (uint g = 0; g < GMAX; g++) d[g] = -1.0e30;
        if (tid < nj) {
            const uint e = kb + (jt + tid) * pc.row_k;
            float a[GMAX];
            [[unroll]] for (uint g = 0; g < GMAX; g++) a[g] = 0.0;
            // 4 loads of 16 bytes issued before any is used (8 held 144 registers in attn_dec_g4 against 107 and were
            // slower: H100 Llama-1B attention 17.9 -> 16.6 us a layer, 39.3 -> 33.0 after 4096 tokens)
            for (uint c0 = 0; c0 < DK; c0 += 4u * EPL) {
                uvec4 kr[4];
                [[unroll]] for (uint b = 0; b < 4u; b++) if (c0 + b * EPL < DK) kr[b] = ldraw(e + c0 + b * EPL);
                [[unroll]] for (uint b = 0; b < 4u; b++) if (c0 + b * EPL < DK) {
                    const uint c = c0 + b * EPL;
                    float kk[8]; unpack8(kr[b], kk);
                    [[unroll]] for (uint g = 0; g < GMAX; g++) if (g < G) {
                        float s = 0.0;
                        [[unroll]] for (uint i = 0; i < 8u; i++) if (i < EPL) s += qs[g * DK + c + i] * kk[i];
                        a[g] += s;
                    }
                }
            }
            [[unroll]] for (uint g = 0; g < GMAX; g++) if (g < G) {
                float z = a[g] * pc.scale;
                if (pc.softcap > 0.0) z = pc.softcap * tanh(z / pc.softcap);
                d[g] = z;
            }
        }
        float tm[GMAX];
        [[unroll]] for (uint g = 0; g < GMAX; g++) tm[g] = d[g];
        wg_reduce(tm, G, true);
        float ps[GMAX];
        [[unroll]] for (uint g = 0; g < GMAX; g++) {
            ps[g] = 0.0;
            if (g < G) {
                const float mn = max(m[g], tm[g]);
                const float p = tid < nj ? exp(d[g] - mn) : 0.0;
                if (tid < nj) sc[g][tid] = p;
                ps[g] = p;
                tm[g] = mn;
            }
        }
        wg_reduce(ps, G, false);   // its barriers also publish sc[][]
        // values: rescale what the earlier tiles summed, then this tile's keys of my slot
        [[unroll]] for (uint g = 0; g < GMAX; g++) if (g < G) {
            const float corr = exp(m[g] - tm[g]);
            l[g] = l[g] * corr + ps[g];
            m[g] = tm[g];
            [[unroll]] for (uint k = 0; k < 8u; k++) o[g][k] *= corr;
        }
        if (vown) {
            for (uint j0 = vs; j0 < nj; j0 += 4u * KS) {   // 4 keys' loads in flight together
                uvec4 vw[4];
                [[unroll]] for (uint b = 0; b < 4u; b++) if (j0 + b * KS < nj) vw[b] = ldraw(vb + (jt + j0 + b * KS) * pc.row_v + vl * EPL);
                [[unroll]] for (uint b = 0; b < 4u; b++) if (j0 + b * KS < nj) {
                    float vv[8]; unpack8(vw[b], vv);
                    [[unroll]] for (uint g = 0; g < GMAX; g++) if (g < G) {
                        const float p = sc[g][j0 + b * KS];
                        [[unroll]] for (uint k = 0; k < 8u; k++) o[g][k] += p * vv[k];
                    }
                }
            }
        }
        barrier();   // sc[][] is rewritten by the next tile
    }
}
// the slice's partial at part + g * n_split * (dv + 2): the value slots summed per head, then max and sum; or, when
// this slice is the whole key range (out_off != NONE), the finished outputs of heads h0.. (sinks as reduce_heads)
void store_partial(uint G, uint base, float m[GMAX], float l[GMAX], float o[GMAX][8], uint h0, uint out_off, uint sinks_off) {
    const uint tid = gl_LocalInvocationID.x, EPL = pc.f16 != 0u ? 8u : 4u, W = DV + 2u;
    const uint LV = DV / EPL, KS = WG / LV, vl = tid % LV, vs = tid / LV;
    const bool vown = vs < KS;
    [[unroll]] for (uint g = 0; g < GMAX; g++) {
        if (g >= G) break;
        if (vown) { [[unroll]] for (uint k = 0; k < 8u; k++) if (k < EPL) vr[vs * DV + vl * EPL + k] = o[g][k]; }
        barrier();
        float f = 1.0;   // direct: e^(m - M) / (l e^(m - M) + e^(sink - M)), M the larger of m and the sink
        if (out_off != NONE) {
            const float sk = sinks_off != NONE ? wf[sinks_off + h0 + g] : -1.0e30, M = max(m[g], sk);
            f = exp(m[g] - M) / (l[g] * exp(m[g] - M) + (sinks_off != NONE ? exp(sk - M) : 0.0));
        }
        for (uint c = tid; c < DV; c += WG) {
            float a = 0.0;
            for (uint s = 0; s < KS; s++) a += vr[s * DV + c];
            if (out_off != NONE) act[out_off + (h0 + g) * DV + c] = ATT_OUT(h0 + g, c, a * f);
            else actc[base + g * pc.n_split * W + c] = a;
        }
        if (tid == 0u && out_off == NONE) { actc[base + g * pc.n_split * W + DV] = m[g]; actc[base + g * pc.n_split * W + DV + 1u] = l[g]; }
        barrier();
    }
}
// combine the partials of the first S slices (of n_split) of heads [h0, h0 + nh) of one token (part base at pbase)
// into out (the sinks, when present, are one more logit with no value). Every head at once, so that the loads come
// in a few waves rather than a chain per head and per 4 splits: each split's max and sum of every head, then one
// subgroup per head weighs them, then every (head, column) output sums its splits 16 loads at a time (H100, 4096
// cached tokens: gemma3-1b's attention, 64 slices of its one KV head, 71.4 -> 44.7 us; llama-1b's 32 unchanged).
// sc[][] holds the weights, vr[] the sums (nh * S <= GMAX * 64 <= both).
void reduce_heads(uint pbase, uint h0, uint nh, uint S, uint out_off, uint sinks_off, uint nthreads) {
    const uint W = DV + 2u, NS = pc.n_split, tid = gl_LocalInvocationID.x;
    for (uint i = tid; i < nh * S; i += nthreads) {
        const uint b = pbase + ((h0 + i / S) * NS + i % S) * W + DV;
        const float ms = actc[b], ls = actc[b + 1u];
        sc[i / TILE][i % TILE] = ls > 0.0 ? ms : -1.0e30;
        vr[i] = ls;
    }
    barrier();
    for (uint h = gl_SubgroupID; h < nh; h += gl_NumSubgroups) {
        const float sk = sinks_off != NONE ? wf[sinks_off + h0 + h] : -1.0e30;
        float M = sk;
        for (uint s = gl_SubgroupInvocationID; s < S; s += gl_SubgroupSize) M = max(M, sc[(h * S + s) / TILE][(h * S + s) % TILE]);
        M = subgroupMax(M);
        float L = 0.0;
        for (uint s = gl_SubgroupInvocationID; s < S; s += gl_SubgroupSize) {
            const uint i = h * S + s;
            const float w = vr[i] > 0.0 ? exp(sc[i / TILE][i % TILE] - M) : 0.0;
            sc[i / TILE][i % TILE] = w;
            L += w * vr[i];
        }
        L = subgroupAdd(L);
        if (gl_SubgroupInvocationID == 0u) gm[h] = L + (sinks_off != NONE ? exp(sk - M) : 0.0);
    }
    barrier();
    for (uint i = tid; i < nh * DV; i += nthreads) {
        const uint h = i / DV, c = i % DV, b = pbase + (h0 + h) * NS * W + c;
        float o = 0.0;
        for (uint s0 = 0; s0 < S; s0 += 16u) {
            float p[16];
            [[unroll]] for (uint k = 0; k < 16u; k++) p[k] = s0 + k < S ? actc[b + (s0 + k) * W] : 0.0;
            [[unroll]] for (uint k = 0; k < 16u; k++) if (s0 + k < S) o += p[k] * sc[(h * S + s0 + k) / TILE][(h * S + s0 + k) % TILE];
        }
        act[out_off + (h0 + h) * DV + c] = ATT_OUT(h0 + h, c, o / gm[h]);
    }
}
