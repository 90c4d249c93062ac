/* test_simd.c — every SIMD kernel against the scalar reference on the same blocks, and the thread pool
   (matmul and a whole model: 1 thread vs several must give the same numbers). */

static uint64_t ts_rng = 0x9e3779b97f4a7c15ULL;
static uint32_t ts_u32(void) { ts_rng ^= ts_rng << 13; ts_rng ^= ts_rng >> 7; ts_rng ^= ts_rng << 17; return (uint32_t)(ts_rng >> 16); }
static float ts_unif(void) { return (float)(ts_u32() & 0xffffff) / 16777216.0f * 2.0f - 1.0f; }

/* byte offsets of the f16 scale fields inside one block: random bytes there could be inf/NaN */
static int ts_scale_offsets(int type, int off[4]) {
    switch (type) {
    case DLGO_TYPE_Q4_0: case DLGO_TYPE_Q5_0: case DLGO_TYPE_Q8_0: case DLGO_TYPE_IQ4_NL: case DLGO_TYPE_IQ4_XS:
    case DLGO_TYPE_IQ2_XXS: case DLGO_TYPE_IQ2_XS: case DLGO_TYPE_IQ2_S: case DLGO_TYPE_IQ3_XXS: case DLGO_TYPE_IQ3_S:
    case DLGO_TYPE_IQ1_S: case DLGO_TYPE_Q1_0: case DLGO_TYPE_Q2_0:
        off[0] = 0; return 1;
    case DLGO_TYPE_TQ1_0: off[0] = 52; return 1;
    case DLGO_TYPE_TQ2_0: off[0] = 64; return 1;
    case DLGO_TYPE_Q4_1: case DLGO_TYPE_Q5_1: case DLGO_TYPE_Q4_K: case DLGO_TYPE_Q5_K: off[0] = 0; off[1] = 2; return 2;
    case DLGO_TYPE_Q2_K: off[0] = 80; off[1] = 82; return 2;
    case DLGO_TYPE_Q3_K: off[0] = 108; return 1;
    case DLGO_TYPE_Q6_K: off[0] = 208; return 1;
    default: return 0;
    }
}
/* mode 0: ordinary scales, 1: extreme (tiny and huge), 2: all-zero blocks mixed in */
static void ts_fill_weights(int type, uint8_t *w, int64_t n, int mode) {
    const size_t bb = dlgo_type_block_bytes(type), nb = (size_t)(n / dlgo_type_block_size(type));
    if (type == DLGO_TYPE_F32 || type == DLGO_TYPE_F16 || type == DLGO_TYPE_BF16) {
        for (int64_t i = 0; i < n; i++) {
            float v = ts_unif() * (mode == 1 ? ((i & 7) == 0 ? 3000.0f : 1e-4f) : 1.0f);
            if (mode == 2 && (i / 32) % 3 == 1) v = 0.0f;
            if (type == DLGO_TYPE_F32) memcpy(w + 4 * i, &v, 4);
            else {
                const uint16_t h = type == DLGO_TYPE_F16 ? dlgo_f32_to_fp16(v) : dlgo_f32_to_bf16(v);
                memcpy(w + 2 * i, &h, 2);
            }
        }
        return;
    }
    int off[4];
    const int ns = ts_scale_offsets(type, off);
    for (size_t b = 0; b < nb; b++) {
        uint8_t *blk = w + b * bb;
        for (size_t k = 0; k < bb; k++) blk[k] = (uint8_t)ts_u32();
        if (mode == 2 && b % 3 == 1) { memset(blk, 0, bb); continue; }
        if (type == DLGO_TYPE_MXFP4) blk[0] = (uint8_t)(mode == 1 ? (b % 2 ? 2 : 150) : 120 + ts_u32() % 10);   /* E8M0 */
        if (type == DLGO_TYPE_NVFP4)   /* 4 UE4M3 scales: finite, tiny to large in mode 1 */
            for (int k = 0; k < 4; k++) blk[k] = (uint8_t)(mode == 1 ? (b % 2 ? 1u + (unsigned)k : 0x70u + (unsigned)k) : 0x30u + ts_u32() % 16u);
        if (type == DLGO_TYPE_IQ1_M) {   /* the f16 d lives in the top nibbles of the 4 u16 scale words */
            const float d = mode == 1 ? ((b % 2) ? 1e-6f : 30.0f) : (ts_unif() * 0.5f + 0.6f) * 0.02f;
            const uint16_t h = dlgo_f32_to_fp16(d);
            for (int k = 0; k < 4; k++) {
                uint16_t v = (uint16_t)(blk[48 + 2 * k] | (blk[49 + 2 * k] << 8));
                v = (uint16_t)((v & 0x0fff) | (((h >> (4 * k)) & 15) << 12));
                blk[48 + 2 * k] = (uint8_t)v; blk[49 + 2 * k] = (uint8_t)(v >> 8);
            }
        }
        for (int s = 0; s < ns; s++) {
            float d = (ts_unif() * 0.5f + 0.6f) * 0.02f;
            if (mode == 1) d = (b % 2) ? 1e-7f * (s + 1) : 20.0f + 100.0f * s;   /* subnormal-ish and large f16 */
            const uint16_t h = dlgo_f32_to_fp16(d);
            memcpy(blk + off[s], &h, 2);
        }
    }
}
static void ts_fill_act(float *x, int64_t n, int mode, int salt) {
    for (int64_t i = 0; i < n; i++) {
        x[i] = ts_unif() * (1.0f + (float)salt);
        if (mode == 1 && (i % 97) == 0) x[i] *= 500.0f;
        if (mode == 2 && (i / 256) % 2 == 1) x[i] = 0.0f;
    }
}
/* Σ|w·a| from dequantized values: the scale of float reassociation error */
static double ts_absdot(int type, const uint8_t *w, const float *a, int64_t n, float *tmp) {
    double s = 0;
    if (dlgo_dequantize_row(type, w, tmp, n) != DLGO_OK) return 0;
    for (int64_t i = 0; i < n; i++) s += fabs((double)tmp[i] * a[i]);
    return s;
}

static void ts_kernels(void) {
    /* every weight type with a vec-dot (all of them are tested: a new kernel is covered by being registered) */
    int types[DLGO_TYPE_COUNT], n_types = 0;
    for (int t = 0; t < DLGO_TYPE_COUNT; t++)
        if (dlgo_type_valid(t) && t != DLGO_TYPE_Q8_K && t != DLGO_TYPE_Q8_1 && dlgo_type_vec_dot_type(t) >= 0) types[n_types++] = t;
    /* 320: an odd number of 64-value blocks (kernels that pair blocks), 5 blocks of 32 (types whose blocks divide it) */
    static const int64_t sizes[] = { 256, 768, 2304, 320 };
    printf("  simd kernels: %s\n", dlgo_cpu_kernels());
    const int64_t NMAX = 2304;
    uint8_t *w = (uint8_t *)malloc((size_t)NMAX * 4);
    uint8_t *aq = (uint8_t *)malloc((size_t)NMAX * 4 * DLGO__NT);
    float *a = (float *)malloc((size_t)NMAX * sizeof(float) * DLGO__NT), *tmp = (float *)malloc((size_t)NMAX * sizeof(float));
    int n_fast = 0;
    for (int ti = 0; ti < n_types; ti++) {
        const int type = types[ti], vt = dlgo_type_vec_dot_type(type);
        const dlgo__dotn_fn k = dlgo__simd_kernel(type);
        char name[96];
        snprintf(name, sizeof name, "simd %s kernel vs reference", dlgo_type_name(type));
        /* without a kernel dlgo__vec_dot is the reference itself: nothing to compare */
        if (!k) { t_skip(name, "no SIMD kernel for this type in this build (" DLGO__SIMD_NAME ")"); continue; }
        t_begin(name);
        n_fast += k != NULL;
        for (int mode = 0; mode < 3; mode++) {
            for (size_t si = 0; si < sizeof sizes / sizeof sizes[0]; si++) {
                const int64_t n = sizes[si];
                if (n % dlgo_type_block_size(type)) continue;
                const size_t arow = dlgo_row_bytes(vt, n);
                ts_fill_weights(type, w, n, mode);
                for (int t = 0; t < DLGO__NT; t++) {
                    ts_fill_act(a + (size_t)t * n, n, mode, t);
                    dlgo_quantize_row(vt, a + (size_t)t * n, aq + (size_t)t * arow, n);
                }
                /* reference and tolerance once per token: float reassociation over n terms, relative to
                   Σ|w·a| of the quantized values */
                float ref[DLGO__NT], outn[DLGO__NT];
                double tol[DLGO__NT];
                for (int t = 0; t < DLGO__NT; t++) {
                    ref[t] = dlgo_vec_dot_ref(type, w, aq + (size_t)t * arow, n);
                    float *ad = (float *)malloc((size_t)n * sizeof(float));
                    dlgo_dequantize_row(vt, aq + (size_t)t * arow, ad, n);
                    tol[t] = 2e-5 * ts_absdot(type, w, ad, n, tmp) + 1e-30;
                    free(ad);
                    const float one = dlgo__vec_dot(type, w, aq + (size_t)t * arow, n);
                    t_check(isfinite(ref[t]) && fabs((double)one - ref[t]) <= tol[t], "mode %d n %lld token %d: ref %.9g single %.9g (tol %.3g)",
                            mode, (long long)n, t, ref[t], one, tol[t]);
                }
                for (int nt = 1; k && nt <= DLGO__NT; nt++) {
                    k(w, aq, arow, nt, n, outn);
                    for (int t = 0; t < nt; t++)
                        t_check(fabs((double)outn[t] - ref[t]) <= tol[t], "mode %d n %lld nt %d token %d: ref %.9g fast %.9g (tol %.3g)",
                                mode, (long long)n, nt, t, ref[t], outn[t], tol[t]);
                }
            }
        }
        t_end();
    }
    t_begin("simd: hot types have a kernel where SIMD is compiled");
#if defined(DLGO__AVX2)
    t_check(n_fast >= 28, "AVX2: %d types have kernels (all 28 expected)", n_fast);
#elif defined(DLGO__NEON)
    t_check(n_fast >= 28, "NEON: %d types have kernels (at least 28 expected)", n_fast);
#else
    t_check(n_fast == 0, "scalar build but %d kernels", n_fast);
#endif
    t_end();
    free(w); free(aq); free(a); free(tmp);
}


/* repacked 16-row layouts (AVX-512 builds): dlgo__matmul through them vs the reference dot, every row and token,
   and vs the plain kernels with n_tok 1..DLGO__RT+1 and a tile that crosses a group */
static void ts_repack(void) {
#if defined(DLGO__RPACK)
    static const int types[] = { DLGO_TYPE_Q4_0, DLGO_TYPE_Q8_0, DLGO_TYPE_Q5_0, DLGO_TYPE_IQ4_NL, DLGO_TYPE_Q4_K, DLGO_TYPE_Q6_K, DLGO_TYPE_IQ4_XS };
    const int64_t n_in = 768, R = 48;
    const int n_tok = 19;
    dlgo_allocator al; memset(&al, 0, sizeof al);
    dlgo__compute c1, c2;
    memset(&c1, 0, sizeof c1); memset(&c2, 0, sizeof c2);
    const size_t cap = dlgo__actq_bytes(n_in, n_tok);
    c1.actq = (uint8_t *)malloc(cap); c2.actq = (uint8_t *)malloc(cap);
    c1.actq_cap = c2.actq_cap = cap;
    dlgo__exec_init(&c2.exec, &al, 2, NULL, NULL);
    float *x = (float *)malloc((size_t)n_tok * n_in * sizeof(float));
    float *yr = (float *)malloc((size_t)n_tok * R * sizeof(float)), *y2 = (float *)malloc((size_t)n_tok * R * sizeof(float));
    float *tmp = (float *)malloc((size_t)n_in * sizeof(float)), *ad = (float *)malloc((size_t)n_in * sizeof(float));
    for (size_t ti = 0; ti < sizeof types / sizeof types[0]; ti++) {
        for (int mode = 0; mode < 3; mode++) {
            char name[96];
            snprintf(name, sizeof name, "repack %s (mode %d) vs reference", dlgo_type_name(types[ti]), mode);
            if (!dlgo__rp_bytes(types[ti], n_in, R)) { t_skip(name, "no repacked layout for this type in this build (" DLGO__SIMD_NAME ")"); continue; }
            t_begin(name);
            dlgo__w W; memset(&W, 0, sizeof W);
            W.type = types[ti]; W.ne[0] = n_in; W.ne[1] = R; W.ne[2] = W.ne[3] = 1;
            W.row_bytes = dlgo_row_bytes(W.type, n_in);
            uint8_t *wd = (uint8_t *)malloc(W.row_bytes * (size_t)R);
            for (int64_t r = 0; r < R; r++) ts_fill_weights(W.type, wd + (size_t)r * W.row_bytes, n_in, mode);
            const size_t rb = dlgo__rp_bytes(W.type, n_in, R);
            t_check(rb > 0, "no repacked layout");
            uint8_t *rp = (uint8_t *)malloc(rb);
            dlgo__rp_pack(W.type, wd, W.row_bytes, n_in, R, rp);
            W.data = wd; W.rp = rp; W.rp_src = wd;
            ts_fill_act(x, (int64_t)n_tok * n_in, mode, 1);
            const int vt = dlgo_type_vec_dot_type(W.type);
            const size_t arow = dlgo_row_bytes(vt, n_in);
            uint8_t *q = (uint8_t *)malloc(arow);
            for (int nt = 1; nt <= n_tok; nt = nt <= DLGO__RT ? nt + 1 : nt < n_tok ? n_tok : n_tok + 1) {
                dlgo__matmul(&c1, &W, x, n_in, nt, yr, R);
                dlgo__matmul(&c2, &W, x, n_in, nt, y2, R);
                t_check(!memcmp(yr, y2, (size_t)nt * R * sizeof(float)), "n_tok %d: 2 threads differ from 1", nt);
                for (int t = 0; t < nt; t++) {
                    dlgo_quantize_row(vt, x + (size_t)t * n_in, q, n_in);
                    dlgo_dequantize_row(vt, q, ad, n_in);
                    for (int64_t r = 0; r < R; r++) {
                        const uint8_t *wr = wd + (size_t)r * W.row_bytes;
                        const float ref = dlgo_vec_dot_ref(W.type, wr, q, n_in);
                        const double tol = 2e-5 * ts_absdot(W.type, wr, ad, n_in, tmp) + 1e-30;
                        if (!t_check(isfinite(ref) && fabs((double)yr[(size_t)t * R + r] - ref) <= tol,
                                     "n_tok %d row %lld tok %d: %.9g vs ref %.9g (tol %.3g)", nt, (long long)r, t, yr[(size_t)t * R + r], ref, tol)) break;
                    }
                }
            }
            free(q); free(rp); free(wd);
            t_end();
        }
    }
    t_begin("repack: no layout for rows % DLGO__RP != 0 or other types");
    t_check(dlgo__rp_bytes(DLGO_TYPE_Q4_0, 64, 44) == 0 && dlgo__rp_bytes(DLGO_TYPE_Q5_1, 64, 48) == 0 &&
            dlgo__rp_bytes(DLGO_TYPE_Q4_0, 64, 48) > 0, "unexpected layout");
    t_end();
    dlgo__exec_free(&c2.exec);
    free(c1.actq); free(c2.actq); free(x); free(yr); free(y2); free(tmp); free(ad);
#else
    t_skip("repack kernels", "no repacked layouts in this build (" DLGO__SIMD_NAME ")");
#endif
}

/* a serial "job system" for the parallel_for hook, in reverse order to catch order assumptions */
static int ts_pfor_calls;
static void ts_pfor(void (*task)(void *, int), void *arg, int n, void *user) {
    (void)user; ts_pfor_calls++;
    for (int i = n - 1; i >= 0; i--) task(arg, i);
}
static void ts_count_task(void *arg, int ith, int nth) {
    dlgo__atom *c = (dlgo__atom *)arg;
    dlgo__atom_add(c, ith + 1);
    (void)nth;
}

static void ts_matmul_threads(void) {
    static const int types[] = { DLGO_TYPE_Q4_K, DLGO_TYPE_Q8_0, DLGO_TYPE_Q6_K, DLGO_TYPE_F16, DLGO_TYPE_Q4_0, DLGO_TYPE_IQ2_XXS };
    const int64_t n_in = 512, R = 203;   /* odd row count: the last chunk is short */
    const int n_tok = 13;
    dlgo_allocator al; memset(&al, 0, sizeof al);
    dlgo__compute c1, c4, ch;
    memset(&c1, 0, sizeof c1); memset(&c4, 0, sizeof c4); memset(&ch, 0, sizeof ch);
    const size_t cap = dlgo__actq_bytes(n_in, n_tok);
    c1.actq = (uint8_t *)malloc(cap); c4.actq = (uint8_t *)malloc(cap); ch.actq = (uint8_t *)malloc(cap);
    c1.actq_cap = c4.actq_cap = ch.actq_cap = cap;
    dlgo__exec_init(&c4.exec, &al, 4, NULL, NULL);
    dlgo__exec_init(&ch.exec, &al, 3, ts_pfor, NULL);
    float *x = (float *)malloc((size_t)n_tok * n_in * sizeof(float));
    float *y1 = (float *)malloc((size_t)n_tok * R * sizeof(float)), *y4 = (float *)malloc((size_t)n_tok * R * sizeof(float));
    float *yh = (float *)malloc((size_t)n_tok * R * sizeof(float));
    ts_fill_act(x, (int64_t)n_tok * n_in, 0, 0);
    t_begin("threads: matmul with 1, 4 pool threads and a host hook give identical results");
#if !defined(DLGO_NO_THREADS)
    t_check(dlgo__exec_threads(&c4.exec) == 4, "pool has %d threads, want 4", dlgo__exec_threads(&c4.exec));
#endif
    for (size_t ti = 0; ti < sizeof types / sizeof types[0]; ti++) {
        dlgo__w W; memset(&W, 0, sizeof W);
        W.type = types[ti]; W.ne[0] = n_in; W.ne[1] = R; W.ne[2] = W.ne[3] = 1;
        W.row_bytes = dlgo_row_bytes(W.type, n_in);
        uint8_t *wd = (uint8_t *)malloc(W.row_bytes * (size_t)R);
        for (int64_t r = 0; r < R; r++) ts_fill_weights(W.type, wd + (size_t)r * W.row_bytes, n_in, 0);
        if (W.type == DLGO_TYPE_IQ2_XXS) for (int64_t r = 0; r < R * (n_in / 256); r++) {   /* sane f16 d */
            const uint16_t h = dlgo_f32_to_fp16(0.01f); memcpy(wd + (size_t)r * 66, &h, 2);
        }
        W.data = wd;
        for (int nt = 1; nt <= n_tok; nt += n_tok - 1) {
            ts_pfor_calls = 0;
            dlgo__matmul(&c1, &W, x, n_in, nt, y1, R);
            dlgo__matmul(&c4, &W, x, n_in, nt, y4, R);
            dlgo__matmul(&ch, &W, x, n_in, nt, yh, R);
            t_check(!memcmp(y1, y4, (size_t)nt * R * sizeof(float)), "%s n_tok %d: 4 threads differ from 1", dlgo_type_name(W.type), nt);
            t_check(!memcmp(y1, yh, (size_t)nt * R * sizeof(float)), "%s n_tok %d: host hook differs from 1 thread", dlgo_type_name(W.type), nt);
            t_check(ts_pfor_calls > 0, "host hook was not used");
            /* and the matmul itself vs the reference dot, row by row */
            const int vt = dlgo_type_vec_dot_type(W.type);
            const size_t arow = dlgo_row_bytes(vt, n_in);
            uint8_t *q = (uint8_t *)malloc(arow);
            for (int t = 0; t < nt; t += 5) {
                dlgo_quantize_row(vt, x + (size_t)t * n_in, q, n_in);
                for (int64_t r = 0; r < R; r += 7) {
                    const float ref = dlgo_vec_dot_ref(W.type, wd + (size_t)r * W.row_bytes, q, n_in);
                    t_check(fabsf(ref - y1[(size_t)t * R + r]) <= 1e-4f * (1.0f + fabsf(ref)), "%s row %lld tok %d: %g vs ref %g",
                            dlgo_type_name(W.type), (long long)r, t, y1[(size_t)t * R + r], ref);
                }
            }
            free(q);
        }
        free(wd);
    }
    t_end();
    t_begin("threads: 2000 back-to-back jobs, every thread runs each once");
    {
        dlgo__atom cnt = 0;
        const int nth = dlgo__exec_threads(&c4.exec);
        for (int i = 0; i < 2000; i++) dlgo__exec_run(&c4.exec, ts_count_task, (void *)&cnt);
        t_check(dlgo__atom_load(&cnt) == 2000L * nth * (nth + 1) / 2, "count %ld, want %ld", dlgo__atom_load(&cnt), 2000L * nth * (nth + 1) / 2);
    }
    t_end();
    dlgo__exec_free(&c4.exec); dlgo__exec_free(&ch.exec);
    free(c1.actq); free(c4.actq); free(ch.actq); free(x); free(y1); free(y4); free(yh);
}

/* whole models: logits with 1 thread and with 3 (pool) must be bit-identical */
static void ts_model_threads(void) {
    const char *dir = t_testdata("simd");
    if (!dir) return;
    static const char *files[] = { "models-quant/llama-tiny-mix-Q4_K_M.gguf", "models-quant/llama-tiny-Q8_0.gguf",
                                   "models-quant/llama-tiny-IQ4_XS.gguf", NULL };
    for (size_t fi = 0; fi < sizeof files / sizeof files[0]; fi++) {
        char path[1200], name[200];
        if (files[fi]) snprintf(path, sizeof path, "%s/%s", dir, files[fi]);
        else snprintf(path, sizeof path, "models/stories260K.gguf");   /* shipped in the repository */
        snprintf(name, sizeof name, "threads: %.150s, 1 vs 3 threads, same logits", files[fi] ? files[fi] : path);
        dlgo_model *m = NULL;
        dlgo_error err;
        if (dlgo_model_load_file(path, NULL, &m, &err) != DLGO_OK) {
            FILE *f = fopen(path, "rb");
            if (!f) { t_skip(name, "file not in testdata"); continue; }
            fclose(f);
            t_begin(name); t_check(0, "load: %s", err.msg); t_end();
            continue;
        }
        dlgo_model_info info; dlgo_model_get_info(m, &info);
        int32_t toks[40];
        for (int i = 0; i < 40; i++) toks[i] = (int32_t)((i * 37 + 11) % info.n_vocab);
        float *l1 = NULL, *l3 = NULL;
        t_begin(name);
        for (int pass = 0; pass < 2; pass++) {
            dlgo_ctx_desc cd; memset(&cd, 0, sizeof cd);
            cd.n_ctx = 128; cd.n_threads = pass ? 3 : 1;
            dlgo_ctx *c = NULL;
            if (!t_check(dlgo_ctx_create(m, &cd, &c, &err) == DLGO_OK, "ctx: %s", err.msg)) break;
            /* a prompt (prefill) then three single-token decodes */
            t_check(dlgo_ctx_eval(c, toks, 32, &err) == DLGO_OK, "eval: %s", err.msg);
            for (int i = 32; i < 35; i++) t_check(dlgo_ctx_eval(c, toks + i, 1, &err) == DLGO_OK, "eval: %s", err.msg);
            float *l = (float *)malloc((size_t)info.n_vocab * sizeof(float));
            memcpy(l, dlgo_ctx_logits(c, -1), (size_t)info.n_vocab * sizeof(float));
            if (pass) l3 = l; else l1 = l;
            dlgo_ctx_destroy(c);
        }
        if (l1 && l3) t_check(!memcmp(l1, l3, (size_t)info.n_vocab * sizeof(float)), "logits differ between 1 and 3 threads");
        t_end();
        free(l1); free(l3);
        dlgo_model_free(m);
    }
}

/* activation quantizer and attention helpers against their scalar forms */
static void ts_quant_att(void) {
    const int64_t n = 4096;
    float *x = (float *)malloc((size_t)n * sizeof(float)), *s = (float *)malloc(600 * sizeof(float));
    uint8_t *q1 = (uint8_t *)malloc((size_t)n * 2), *q2 = (uint8_t *)malloc((size_t)n * 2);
    int32_t *bs = (int32_t *)malloc((size_t)n / 32 * sizeof(int32_t));
    t_begin("simd: q8_0 activation quantizer is bit-identical to the reference, block sums exact");
    for (int mode = 0; mode < 3; mode++) {
        ts_fill_act(x, n, mode, mode);
        if (mode == 1) { x[5] = 1e-30f; x[40] = -3e4f; for (int i = 64; i < 96; i++) x[i] = (float)(i - 80) * 0.5f; }   /* ties */
        if (mode == 2) for (int i = 0; i < 32; i++) x[i] = 0.0f;
        dlgo_quantize_row(DLGO_TYPE_Q8_0, x, q1, n);
        memset(q2, 0xa5, (size_t)n * 2);
        dlgo__quant_q8_0_fast(x, q2, n, bs);
        t_check(!memcmp(q1, q2, dlgo_row_bytes(DLGO_TYPE_Q8_0, n)), "mode %d: quantized rows differ", mode);
        for (int64_t b = 0; b < n / 32; b++) {
            int32_t r = 0;
            for (int j = 0; j < 32; j++) r += (int8_t)q1[34 * b + 2 + j];
            if (!t_check(bs[b] == r, "mode %d block %lld: sum %d vs %d", mode, (long long)b, (int)bs[b], (int)r)) break;
        }
    }
    t_end();
    t_begin("simd: q8_K activation quantizer is bit-identical to the reference");
    for (int mode = 0; mode < 4; mode++) {
        ts_fill_act(x, n, mode % 3, mode);
        if (mode == 1) { x[5] = 1e-30f; x[40] = -3e4f; x[300] = 3e4f; for (int i = 64; i < 96; i++) x[i] = (float)(i - 80) * 0.5f; }
        if (mode == 3) { x[700] = 2.0f; x[701] = -2.0f; x[900] = -5.0f; x[1000] = 5.0f; for (int i = 1024; i < 1280; i++) x[i] = (float)(i % 5 - 2) * 1e-3f; }
        dlgo_quantize_row(DLGO_TYPE_Q8_K, x, q1, n);
        memset(q2, 0xa5, (size_t)n * 2);
        dlgo__quant_q8_K_fast(x, q2, n);
        t_check(!memcmp(q1, q2, dlgo_row_bytes(DLGO_TYPE_Q8_K, n)), "mode %d: quantized rows differ", mode);
    }
    t_end();
    t_begin("simd: f32 -> f16 rows match dlgo_f32_to_fp16 bit for bit");
    {
        static uint16_t h1[4099], h2[4099];
        static float xs[4099];
        for (int i = 0; i < 4099; i++) {
            uint32_t u = ts_u32() ^ (ts_u32() << 16);
            if (i % 3 == 0) u = (u & 0x80000000u) | (0x30000000u + (u % 0x18000000u));   /* around the f16 range */
            memcpy(&xs[i], &u, 4);
        }
        for (int i = 0; i < 4099; i++) h1[i] = dlgo_f32_to_fp16(xs[i]);
        dlgo__f16_row(h2, xs, 4099);
        int bad = -1;
        for (int i = 0; i < 4099 && bad < 0; i++) if (h1[i] != h2[i]) bad = i;
        t_check(bad < 0, "value %d: %04x vs %04x", bad, bad < 0 ? 0 : h2[bad], bad < 0 ? 0 : h1[bad]);
    }
    t_end();
    t_begin("simd: attention K·q, P·V (f16 cache), scale/max and exp against scalar");
    static const int dims[] = { 64, 128, 256, 80 };
    uint16_t *kv = (uint16_t *)malloc((size_t)37 * 300 * sizeof(uint16_t));
    float q[256], o1[256], o2[256], p[37];
    for (size_t di = 0; di < sizeof dims / sizeof dims[0]; di++) {
        const int d = dims[di], row = 300;   /* row stride in elements: rows are not packed */
        for (int i = 0; i < 37 * row; i++) kv[i] = dlgo_f32_to_fp16(ts_unif() * (i % 13 == 0 ? 40.0f : 1.0f));
        for (int i = 0; i < d; i++) q[i] = ts_unif();
        for (int nk = 1; nk <= 37; nk += 6) {
            dlgo__att_kq_f16((const uint8_t *)kv, (size_t)row * 2, q, d, nk, s);
            for (int j = 0; j < nk; j++) {
                double r = 0, a = 0;
                for (int i = 0; i < d; i++) { r += (double)dlgo_fp16_to_f32(kv[j * row + i]) * q[i]; a += fabs((double)dlgo_fp16_to_f32(kv[j * row + i]) * q[i]); }
                if (!t_check(fabs(s[j] - r) <= 1e-6 * a + 1e-30, "d %d nk %d key %d: %.9g vs %.9g", d, nk, j, s[j], r)) break;
            }
            for (int j = 0; j < nk; j++) p[j] = ts_unif() * 0.5f + 0.5f;
            dlgo__att_pv_f16(o1, p, (const uint8_t *)kv, (size_t)row * 2, nk, d);
            for (int i = 0; i < d; i++) o2[i] = 0;
            for (int j = 0; j < nk; j++) dlgo__axpy_f16(o2, p[j], kv + (size_t)j * row, d);
            t_check(!memcmp(o1, o2, (size_t)d * sizeof(float)), "d %d nk %d: P·V differs from repeated axpy", d, nk);
        }
    }
    for (int nk = 1; nk <= 600; nk = nk * 3 + 1) {
        for (int j = 0; j < nk; j++) s[j] = ts_unif() * 60.0f;
        if (nk > 4) { s[1] = -200.0f; s[2] = -87.0f; s[3] = 0.0f; }
        float ref[600], mx = -INFINITY;
        for (int j = 0; j < nk; j++) { ref[j] = s[j] * 0.125f; if (ref[j] > mx) mx = ref[j]; }
        const float m2 = dlgo__att_scale_max(s, nk, 0.125f);
        t_check(m2 == mx && !memcmp(s, ref, (size_t)nk * sizeof(float)), "nk %d: scale/max differs", nk);
        double rs = 0;
        for (int j = 0; j < nk; j++) { ref[j] = expf(ref[j] - mx); rs += ref[j]; }
        const double sum = dlgo__att_exp(s, nk, mx);
        t_check(fabs(sum - rs) <= 1e-6 * rs, "nk %d: exp sum %.12g vs %.12g", nk, sum, rs);
        for (int j = 0; j < nk; j++)
            if (!t_check(fabsf(s[j] - ref[j]) <= 3e-7f * ref[j] + 1e-37f, "nk %d j %d: exp %.9g vs expf %.9g", nk, j, s[j], ref[j])) break;
    }
    t_end();
    t_begin("simd: FFN activations (SiLU, f16 GELU) against the scalar forms");
    {
        const size_t na = 20003;   /* odd: the scalar tail runs too */
        float *g = (float *)malloc(na * sizeof(float)), *y1 = (float *)malloc(na * sizeof(float)), *y2 = (float *)malloc(na * sizeof(float));
        for (size_t i = 0; i < na; i++) g[i] = ts_unif() * (i % 7 == 0 ? 120.0f : 12.0f);
        g[0] = 10.0f; g[1] = -10.0f; g[2] = 0.0f; g[3] = -0.0f; g[4] = 9.999f; g[5] = -9.999f;
        for (int gl = 0; gl < 2; gl++) {
            float (*f)(float) = gl ? dlgo__gelu : dlgo__silu;
            int off = 0;
            for (size_t i = 0; i < na; i++) y1[i] = y2[i] = 0.5f + (float)(i % 3);
            dlgo__act_n(y2, g, na, gl, f);
            for (size_t i = 0; i < na; i++) {
                const float r = y1[i] * f(g[i]), d = fabsf(y2[i] - r);
                /* GELU rounds to f16: a last-bit difference before the rounding may move it by one f16 step */
                const float tol = gl ? fabsf(r) * 1.0e-3f + 1e-7f : fabsf(r) * 1e-6f + 1e-30f;
                if (d > 0) off++;
                if (!t_check(d <= tol, "%s x %.9g: %.9g vs %.9g", gl ? "gelu" : "silu", g[i], y2[i], r)) break;
            }
            if (gl) t_check(off < 40, "gelu: %d of %d values differ from the scalar form", off, (int)na);
            memcpy(y2, g, na * sizeof(float));
            dlgo__act_n(y2, NULL, na, gl, f);
            for (size_t i = 0; i < na; i++)
                if (!t_check(fabsf(y2[i] - f(g[i])) <= fabsf(f(g[i])) * (gl ? 1e-3f : 1e-6f) + 1e-30f, "in place x %.9g", g[i])) break;
        }
        free(g); free(y1); free(y2);
    }
    t_end();
    free(x); free(s); free(q1); free(q2); free(bs); free(kv);
}

/* repacking at load with several threads gives the same bytes as with one */
static void ts_repack_threads(void) {
#if defined(DLGO__RPACK)
    const char *dir = t_testdata("simd");
    if (!dir) return;
    static const char *files[] = { "models-quant/llama-tiny-mix-Q4_K_M.gguf", "models-quant/llama-tiny-IQ4_XS.gguf",
                                   "models-quant/llama-tiny-Q4_0.gguf", "models-quant/llama-tiny-Q8_0.gguf" };
    for (size_t fi = 0; fi < sizeof files / sizeof files[0]; fi++) {
        char path[1200], name[200];
        snprintf(path, sizeof path, "%s/%s", dir, files[fi]);
        snprintf(name, sizeof name, "repack: %.150s, load with 1 and 3 threads, same repacked bytes", files[fi]);
        if (strstr(files[fi], "IQ4_XS") && !dlgo__rp_bytes(DLGO_TYPE_IQ4_XS, 256, 16)) { t_skip(name, "no iq4_xs layout in this build"); continue; }
        dlgo_model *m[2] = { NULL, NULL };
        dlgo_error err;
        int ok = 1;
        for (int k = 0; k < 2; k++) {
            dlgo_model_desc d; memset(&d, 0, sizeof d);
            d.n_threads = k ? 3 : 1;
            if (dlgo_model_load_file(path, &d, &m[k], &err) != DLGO_OK) ok = 0;
        }
        if (!ok) {
            FILE *f = fopen(path, "rb");
            if (!f) t_skip(name, "file not in testdata");
            else { fclose(f); t_begin(name); t_check(0, "load: %s", err.msg); t_end(); }
            dlgo_model_free(m[0]); dlgo_model_free(m[1]);
            continue;
        }
        t_begin(name);
        int n0 = 0, n1 = 0;
        size_t tot0 = 0, tot1 = 0;
        dlgo__model_repack_list(m[0], NULL, &n0, &tot0);
        dlgo__model_repack_list(m[1], NULL, &n1, &tot1);
        t_check(n0 > 0 && n0 == n1 && tot0 == tot1, "%d / %d matrices", n0, n1);
        if (n0 > 0 && n0 == n1) {
            dlgo__w **w0 = (dlgo__w **)malloc((size_t)n0 * sizeof *w0), **w1 = (dlgo__w **)malloc((size_t)n0 * sizeof *w1);
            n0 = n1 = 0; tot0 = tot1 = 0;
            dlgo__model_repack_list(m[0], w0, &n0, &tot0);
            dlgo__model_repack_list(m[1], w1, &n1, &tot1);
            for (int i = 0; i < n0; i++)
                if (!t_check(w0[i]->rp && w1[i]->rp && !memcmp(w0[i]->rp, w1[i]->rp, dlgo__rp_bytes(w0[i]->type, w0[i]->ne[0], w0[i]->ne[1]) * (size_t)w0[i]->ne[2]),
                             "matrix %d (%s) differs", i, dlgo_type_name(w0[i]->type))) break;
            free(w0); free(w1);
        }
        t_end();
        dlgo_model_free(m[0]); dlgo_model_free(m[1]);
    }
#else
    t_skip("repack with load threads", "no repacked layouts in this build (" DLGO__SIMD_NAME ")");
#endif
}

/* MoE experts repacked as one stack: each expert's slab (dlgo__w_slab) through the repacked kernels equals the
   reference dot for every row, every type with a layout */
static void ts_repack_slab(void) {
#if defined(DLGO__RPACK)
    const int64_t n_in = 768, R = 2 * DLGO__RP, X = 3;
    const int n_tok = 5;
    dlgo__compute cp; memset(&cp, 0, sizeof cp);
    cp.actq_cap = dlgo__actq_bytes(n_in, n_tok); cp.actq = (uint8_t *)malloc(cp.actq_cap);
    float *x = (float *)malloc((size_t)n_tok * n_in * sizeof(float)), *y = (float *)malloc((size_t)n_tok * R * sizeof(float));
    float *tmp = (float *)malloc((size_t)n_in * sizeof(float)), *ad = (float *)malloc((size_t)n_in * sizeof(float));
    for (int type = 0; type < DLGO_TYPE_COUNT; type++) {
        if (!dlgo_type_valid(type) || !dlgo__rp_bytes(type, n_in, R)) continue;
        char name[96];
        snprintf(name, sizeof name, "repack: %s expert stack, each slab vs reference", dlgo_type_name(type));
        t_begin(name);
        dlgo__w W; memset(&W, 0, sizeof W);
        W.type = type; W.ne[0] = n_in; W.ne[1] = R; W.ne[2] = X; W.ne[3] = 1;
        W.row_bytes = dlgo_row_bytes(type, n_in);
        uint8_t *wd = (uint8_t *)malloc(W.row_bytes * (size_t)(R * X));
        for (int64_t r = 0; r < R * X; r++) ts_fill_weights(type, wd + (size_t)r * W.row_bytes, n_in, 0);
        uint8_t *rp = (uint8_t *)malloc(dlgo__rp_bytes(type, n_in, R * X));
        dlgo__rp_pack(type, wd, W.row_bytes, n_in, R * X, rp);
        W.data = wd; W.rp = rp; W.rp_src = wd;
        const int vt = dlgo_type_vec_dot_type(type);
        uint8_t *q = (uint8_t *)malloc(dlgo_row_bytes(vt, n_in));
        ts_fill_act(x, (int64_t)n_tok * n_in, 0, 3);
        for (int e = 0; e < X; e++) {
            const dlgo__w S = dlgo__w_slab(&W, e);
            t_check(S.rp && S.rp_src == S.data, "expert %d: slab has no repacked part", e);
            dlgo__matmul(&cp, &S, x, n_in, n_tok, y, R);
            for (int t = 0; t < n_tok; t++) {
                dlgo_quantize_row(vt, x + (size_t)t * n_in, q, n_in);
                dlgo_dequantize_row(vt, q, ad, n_in);
                for (int64_t r = 0; r < R; r++) {
                    const uint8_t *wr = S.data + (size_t)r * W.row_bytes;
                    const float ref = dlgo_vec_dot_ref(type, wr, q, n_in);
                    const double tol = 2e-5 * ts_absdot(type, wr, ad, n_in, tmp) + 1e-30;
                    if (!t_check(fabs((double)y[(size_t)t * R + r] - ref) <= tol, "expert %d row %lld tok %d: %.9g vs %.9g", e, (long long)r, t,
                                 y[(size_t)t * R + r], ref)) { e = (int)X; break; }
                }
                if (e >= X) break;
            }
        }
        free(q); free(rp); free(wd);
        t_end();
    }
    free(cp.actq); free(x); free(y); free(tmp); free(ad);
#else
    t_skip("repack: expert stacks", "no repacked layouts in this build (" DLGO__SIMD_NAME ")");
#endif
}

/* A MoE model with quantized experts (qwen3moe-tiny's experts re-quantized): logits through the repacked expert
   stacks equal those of the plain kernels (DLGO_NO_REPACK) up to float reassociation */
static void ts_repack_moe_model(void) {
#if defined(DLGO__RPACK)
    const char *dir = t_testdata("simd");
    if (!dir) return;
    char path[1200];
    snprintf(path, sizeof path, "%s/models/qwen3moe-tiny-f16.gguf", dir);
    dlgo_gguf *g = NULL;
    dlgo_error err;
    if (dlgo_gguf_open_file(path, NULL, &g, &err) != DLGO_OK) { t_skip("repack: MoE model", "qwen3moe-tiny-f16.gguf not in testdata"); return; }
    static const int qt[] = { DLGO_TYPE_Q4_0, DLGO_TYPE_Q8_0, DLGO_TYPE_Q5_0 };
    for (size_t qi = 0; qi < sizeof qt / sizeof qt[0]; qi++) {
        char name[160];
        snprintf(name, sizeof name, "repack: qwen3moe-tiny with %s experts, repacked vs plain kernels", dlgo_type_name(qt[qi]));
        if (!dlgo_type_can_quantize(qt[qi])) { t_skip(name, "no quantizer for this type"); continue; }
        t_begin(name);
        dlgo_gguf_writer *w = NULL;
        t_check(dlgo_gguf_writer_create(NULL, &w, &err) == DLGO_OK && dlgo_gguf_writer_copy_kv(w, g) == DLGO_OK, "writer");
        void *bufs[256];
        int nbuf = 0, nq = 0;
        for (int64_t i = 0; i < dlgo_gguf_n_tensors(g); i++) {
            const dlgo_tensor_info *ti = dlgo_gguf_tensor(g, i);
            const int64_t n = ti->ne[0] * ti->ne[1] * ti->ne[2] * ti->ne[3];
            if (strstr(ti->name, "_exps.weight") && nbuf < 256 && ti->ne[0] % dlgo_type_block_size(qt[qi]) == 0) {
                float *f = (float *)malloc((size_t)n * sizeof(float));
                uint8_t *qd = (uint8_t *)malloc(dlgo_row_bytes(qt[qi], ti->ne[0]) * (size_t)(n / ti->ne[0]));
                dlgo_dequantize_row(ti->type, ti->data, f, n);
                for (int64_t r = 0; r < n / ti->ne[0]; r++)
                    dlgo_quantize_row(qt[qi], f + (size_t)r * ti->ne[0], qd + (size_t)r * dlgo_row_bytes(qt[qi], ti->ne[0]), ti->ne[0]);
                free(f);
                bufs[nbuf++] = qd; nq++;
                dlgo_gguf_writer_add_tensor(w, ti->name, qt[qi], ti->n_dims, ti->ne, qd);
            } else dlgo_gguf_writer_add_tensor(w, ti->name, ti->type, ti->n_dims, ti->ne, ti->data);
        }
        void *file = NULL;
        size_t size = 0;
        t_check(nq > 0 && dlgo_gguf_writer_write_memory(w, &file, &size, &err) == DLGO_OK, "write: %d expert tensors", nq);
        float *lg[2] = { NULL, NULL };
        int n_vocab = 0, rp_seen[2] = { 0, 0 };
        for (int pass = 0; file && pass < 2; pass++) {
            dlgo_model_desc md;
            memset(&md, 0, sizeof md);
            md.no_repack = pass;
            dlgo_model *m = NULL;
            const int ok = dlgo_model_load_memory(file, size, &md, &m, &err) == DLGO_OK;
            if (!t_check(ok, "load: %s", err.msg)) break;
            for (int l = 0; l < m->n_layer; l++) rp_seen[pass] += m->layers[l].gate_exps.rp != NULL && m->layers[l].down_exps.rp != NULL;
            dlgo_model_info info; dlgo_model_get_info(m, &info);
            n_vocab = info.n_vocab;
            int32_t toks[24];
            for (int i = 0; i < 24; i++) toks[i] = (int32_t)((i * 53 + 7) % info.n_vocab);
            dlgo_ctx_desc cd; memset(&cd, 0, sizeof cd);
            cd.n_ctx = 64; cd.n_threads = 2;
            dlgo_ctx *c = NULL;
            if (t_check(dlgo_ctx_create(m, &cd, &c, &err) == DLGO_OK, "ctx: %s", err.msg)) {
                t_check(dlgo_ctx_eval(c, toks, 20, &err) == DLGO_OK, "eval: %s", err.msg);
                for (int i = 20; i < 24; i++) t_check(dlgo_ctx_eval(c, toks + i, 1, &err) == DLGO_OK, "eval: %s", err.msg);
                lg[pass] = (float *)malloc((size_t)n_vocab * sizeof(float));
                memcpy(lg[pass], dlgo_ctx_logits(c, -1), (size_t)n_vocab * sizeof(float));
                dlgo_ctx_destroy(c);
            }
            dlgo_model_free(m);
        }
        t_check(rp_seen[0] > 0 && rp_seen[1] == 0, "repacked expert layers: %d with repacking, %d without", rp_seen[0], rp_seen[1]);
        if (file && qi == 0) {   /* the same through dlgo_model_desc.no_repack */
            dlgo_model_desc md; memset(&md, 0, sizeof md);
            md.no_repack = 1;
            dlgo_model *m = NULL;
            if (t_check(dlgo_model_load_memory(file, size, &md, &m, &err) == DLGO_OK, "load: %s", err.msg)) {
                int n = 0;
                for (int l = 0; l < m->n_layer; l++) n += m->layers[l].gate_exps.rp != NULL || m->layers[l].down_exps.rp != NULL || m->rp_mem != NULL;
                t_check(n == 0, "no_repack: %d layers repacked", n);
            }
            dlgo_model_free(m);
        }
        if (lg[0] && lg[1]) {
            double worst = 0, mx = 0;
            int finite = 1;
            for (int i = 0; i < n_vocab; i++) {
                finite &= isfinite(lg[0][i]) && isfinite(lg[1][i]);
                const double d = fabs((double)lg[0][i] - lg[1][i]);
                if (d > worst) worst = d;
                if (fabs(lg[1][i]) > mx) mx = fabs(lg[1][i]);
            }
            t_check(finite && worst <= 1e-3 * (1.0 + mx), "max logit difference %.3g (max |logit| %.3g)%s", worst, mx, finite ? "" : ", non-finite logits");
            printf("    [%s experts: %d layers repacked, max logit difference %.3g]\n", dlgo_type_name(qt[qi]), rp_seen[0], worst);
        }
        free(lg[0]); free(lg[1]);
        if (file) dlgo_gguf_writer_free_buffer(w, file);
        dlgo_gguf_writer_destroy(w);
        for (int i = 0; i < nbuf; i++) free(bufs[i]);
        t_end();
    }
    dlgo_gguf_close(g);
#else
    t_skip("repack: MoE model", "no repacked layouts in this build (" DLGO__SIMD_NAME ")");
#endif
}

static void suite_simd(void) {
    if (!t_selected("simd")) return;
    ts_kernels();
    ts_quant_att();
    ts_repack();
    ts_repack_threads();
    ts_repack_slab();
    ts_repack_moe_model();
    ts_matmul_threads();
    ts_model_threads();
}
