/* test_model.c — forward pass conformance against llama.cpp's reference logits (testdata/models, models-quant,
   real/stories260K) with the tolerances of testdata/README.md, plus context/API behaviour. */

typedef struct { const char *name; double err; int overlap; double margin; } t_tol;
static const t_tol T_TOL_F32 = { "f32", 5e-3, 18, 0.05 }, T_TOL_F16 = { "f16", 1e-2, 18, 0.05 },
                   T_TOL_BF16 = { "bf16", 3e-2, 17, 0.15 }, T_TOL_Q = { "quantized", 1e-1, 14, 0.5 };

typedef struct { double max_err, median_err; int positions, passed, greedy_agree, greedy_n, bin_ok; } t_conf;

/* The backend under test: the CPU's dlgo_ctx_eval unless a GPU suite (test_vulkan.c) fills these hooks in. */
typedef struct {
    int  (*attach)(dlgo_model *m, dlgo_ctx *c, void *user);   /* 0 = failed (it reports through t_check) */
    dlgo_result (*eval)(dlgo_ctx *c, const int32_t *tokens, int32_t n, dlgo_error *e, void *user);
    void (*detach)(dlgo_ctx *c, void *user);
    void *user;
} t_backend_hooks;
static t_backend_hooks t_backend;
/* 1: t_model_conformance feeds each sequence one token at a time (the decode path, one logits row per step, every
   step's logits kept) instead of one batched pass */
static int t_conf_decode;
static dlgo_result t_eval(dlgo_ctx *c, const int32_t *tokens, int32_t n, dlgo_error *e) {
    return t_backend.eval ? t_backend.eval(c, tokens, n, e, t_backend.user) : dlgo_ctx_eval(c, tokens, n, e);
}

static int t_cmp_double(const void *a, const void *b) { double x = *(const double *)a, y = *(const double *)b; return x < y ? -1 : x > y; }

/* Evaluate every reference sequence in a fresh context and score it. Returns 0 if the model could not run. */
static int t_model_conformance(const char *gguf, const char *refjson, const char *refdir, const t_tol *tol, int moe,
                               dlgo_kv_type kv, t_conf *out) {
    char err[128];
    memset(out, 0, sizeof *out);
    json_node *ref = json_parse_file(refjson, err);
    if (!t_check(ref != NULL, "%s: %s", refjson, err)) return 0;
    dlgo_model *m; dlgo_error e;
    if (!t_check(dlgo_model_load_file(gguf, NULL, &m, &e) == DLGO_OK, "load %s: %s", gguf, e.msg)) { json_free(ref); return 0; }
    dlgo_model_info info; dlgo_model_get_info(m, &info);
    const int V = info.n_vocab;
    double errs[4096]; int n_errs = 0;
    for (json_node *sq = json_get(ref, "sequences")->child; sq; sq = sq->next) {
        json_node *toks = json_get(sq, "tokens");
        int n = (int)toks->len;
        int32_t *ids = (int32_t *)malloc((size_t)n * sizeof(int32_t));
        for (int i = 0; i < n; i++) ids[i] = (int32_t)json_at(toks, (size_t)i)->num;
        dlgo_ctx_desc cd; memset(&cd, 0, sizeof cd);
        cd.n_ctx = n + 40; cd.n_batch = t_conf_decode ? 1 : n; cd.logits_all = !t_conf_decode; cd.kv_type = kv;
        dlgo_ctx *c;
        if (!t_check(dlgo_ctx_create(m, &cd, &c, &e) == DLGO_OK, "ctx: %s", e.msg)) { free(ids); break; }
        if (t_backend.attach && !t_backend.attach(m, c, t_backend.user)) { dlgo_ctx_destroy(c); free(ids); break; }
        int ran = 1;
        float *steps_l = NULL;
        if (t_conf_decode) {   /* one token a step; every step's logits kept */
            steps_l = (float *)malloc((size_t)n * (size_t)V * sizeof(float));
            for (int i = 0; i < n && ran; i++) {
                ran = t_check(t_eval(c, ids + i, 1, &e) == DLGO_OK, "decode step %d: %s", i, e.msg);
                if (ran) memcpy(steps_l + (size_t)i * V, dlgo_ctx_logits(c, -1), (size_t)V * sizeof(float));
            }
        } else ran = t_check(t_eval(c, ids, n, &e) == DLGO_OK, "eval: %s", e.msg);
        if (!ran) {
            if (t_backend.detach) t_backend.detach(c, t_backend.user);
            dlgo_ctx_destroy(c); free(ids); free(steps_l); break;
        }
        int p = 0;
        for (json_node *pos = json_get(sq, "positions")->child; pos; pos = pos->next, p++) {
            const float *l = steps_l ? steps_l + (size_t)p * V : dlgo_ctx_logits(c, p);
            json_node *top = json_get(pos, "top");
            double top1 = json_at(json_at(top, 0), 1)->num, worst = 0;
            for (json_node *pr = top->child; pr; pr = pr->next) {
                int id = (int)json_at(pr, 0)->num; double r = json_at(pr, 1)->num;
                double d = fabs(l[id] - r) / fmax(fabs(r), fabs(top1));
                if (d > worst) worst = d;
            }
            double r0 = json_get(pos, "logit0")->num;
            double d0 = fabs(l[0] - r0) / fmax(fabs(r0), fabs(top1));
            if (d0 > worst) worst = d0;
            double mx = -INFINITY, sum = 0;
            for (int i = 0; i < V; i++) if (l[i] > mx) mx = l[i];
            for (int i = 0; i < V; i++) sum += exp((double)l[i] - mx);
            double lse = mx + log(sum), rl = json_get(pos, "lse")->num;
            double dl = fabs(lse - rl) / fmax(1.0, fabs(rl));
            if (dl > worst) worst = dl;
            /* top-20 overlap: how many reference ids are among our top-20 */
            int k = (int)top->len, overlap = 0;
            for (json_node *pr = top->child; pr; pr = pr->next) {
                int id = (int)json_at(pr, 0)->num, rank = 0;
                for (int i = 0; i < V && rank < k; i++) if (l[i] > l[id] || (l[i] == l[id] && i < id)) rank++;
                if (rank < k) overlap++;
            }
            int pass = worst <= tol->err && overlap >= tol->overlap;
            out->positions++; out->passed += pass;
            if (worst > out->max_err) out->max_err = worst;
            if (n_errs < 4096) errs[n_errs++] = worst;
        }
        /* final-position logits file */
        json_node *bin = json_get(sq, "final_logits_bin");
        if (bin && refdir) {
            char path[1200]; snprintf(path, sizeof path, "%s/%s", refdir, bin->str);
            size_t len; float *rb = (float *)(void *)t_read_file(path, &len);
            if (t_check(rb && len == (size_t)V * 4, "%s", path)) {
                const float *l = steps_l ? steps_l + (size_t)(n - 1) * V : dlgo_ctx_logits(c, n - 1);
                double amax = 0, worst = 0;
                for (int i = 0; i < V; i++) if (fabs(rb[i]) > amax) amax = fabs(rb[i]);
                for (int i = 0; i < V; i++) { double d = fabs(l[i] - rb[i]) / amax; if (d > worst) worst = d; }
                if (worst <= tol->err) out->bin_ok++;
                else if (!moe) t_check(0, "%s: final logits max error %.3g > %.3g", bin->str, worst, tol->err);
            }
            free(rb);
        }
        /* greedy: follow our own choices; agree step by step up to the first difference */
        json_node *steps = json_get(json_get(sq, "greedy"), "steps");
        int g = 0, agree = 1;
        for (json_node *st = steps->child; st && agree; st = st->next, g++) {
            const float *l = g == 0 && steps_l ? steps_l + (size_t)(n - 1) * V : dlgo_ctx_logits(c, g == 0 ? n - 1 : -1);
            int32_t best = 0;
            for (int i = 1; i < V; i++) if (l[i] > l[best]) best = i;
            int rt = (int)json_at(st, 0)->num; double margin = json_at(st, 1)->num;
            if (best != rt) {
                agree = 0;
                double allowed = moe ? 0.5 : tol->margin;
                t_check(margin <= allowed, "greedy step %d: got %d, reference %d with margin %.4g > %.3g", g, best, rt, margin, allowed);
                break;
            }
            out->greedy_agree++;
            if (st->next && t_eval(c, &best, 1, &e) != DLGO_OK) { t_check(0, "decode: %s", e.msg); break; }
        }
        out->greedy_n += (int)steps->len;
        if (t_backend.detach) t_backend.detach(c, t_backend.user);
        dlgo_ctx_destroy(c);
        free(ids); free(steps_l);
    }
    qsort(errs, (size_t)n_errs, sizeof(double), t_cmp_double);
    out->median_err = n_errs ? errs[n_errs / 2] : 0;
    if (moe) {
        t_check(out->passed * 100 >= out->positions * 85, "only %d of %d positions within %.3g", out->passed, out->positions, tol->err);
        t_check(out->median_err <= tol->err / 2, "median error %.3g > %.3g", out->median_err, tol->err / 2);
    } else {
        t_check(out->passed == out->positions, "%d of %d positions within %s tolerance %.3g (max error %.3g)",
                out->passed, out->positions, tol->name, tol->err, out->max_err);
    }
    dlgo_model_free(m);
    json_free(ref);
    return 1;
}

/* testdata/README.md's mixture-of-experts models: >= 85 % of positions, median <= half the class error */
static int t_is_moe(const char *file) {
    static const char *const moe[] = { "qwen3moe", "qwen35moe", "qwen3next", "deepseek2", "gpt-oss" };
    for (size_t i = 0; i < sizeof moe / sizeof moe[0]; i++) if (strstr(file, moe[i])) return 1;
    return 0;
}
static const t_tol *t_tol_for(const char *file) {
    if (strstr(file, "-f32")) return &T_TOL_F32;
    if (strstr(file, "-bf16")) return &T_TOL_BF16;
    if (strstr(file, "-f16") && !strstr(file, "gpt-oss")) return &T_TOL_F16;
    return &T_TOL_Q;
}

static void t_model_set(const char *td, const char *sub, const char *const *names, int n, int moe) {
    for (int i = 0; i < n; i++) {
        char gguf[1200], ref[1200], dir[1100], label[200];
        snprintf(dir, sizeof dir, "%s/%s", td, sub);
        snprintf(gguf, sizeof gguf, "%s/%s.gguf", dir, names[i]);
        snprintf(ref, sizeof ref, "%s/%s.ref.json", dir, names[i]);
        snprintf(label, sizeof label, "conformance %s", names[i]);
        t_begin(label);
        t_conf cf;
        const t_tol *tol = t_tol_for(names[i]);
        if (t_model_conformance(gguf, ref, dir, tol, moe, DLGO_KV_F32, &cf))
            printf("    %-28s %-9s positions %3d/%3d  max err %.2e  median %.2e  greedy %2d/%2d  final-bin %d/3\n", names[i],
                   tol->name, cf.passed, cf.positions, cf.max_err, cf.median_err, cf.greedy_agree, cf.greedy_n, cf.bin_ok);
        t_end();
    }
}

static void suite_model_adv(const char *td);
static void suite_model(void) {
    if (!t_selected("model")) return;
    const char *td = t_testdata("model");
    if (!td) return;
    static const char *const dense[] = { "llama-tiny-f32", "qwen2-tiny-f16", "qwen3-tiny-f16", "gemma2-tiny-f16",
                                         "gemma3-tiny-bf16", "phi2-tiny-f16", "phi3-tiny-f16", "smollm3-tiny-f16" };
    t_model_set(td, "models", dense, (int)(sizeof dense / sizeof dense[0]), 0);
    /* qwen35 is a dense hybrid (no experts): the dense rules; the rest take testdata's mixture-of-experts rules */
    static const char *const hybrid[] = { "qwen35-tiny-f16" };
    t_model_set(td, "models", hybrid, 1, 0);
    static const char *const moe[] = { "qwen3moe-tiny-f16", "qwen35moe-tiny-f16", "qwen3next-tiny-f16",
                                       "deepseek2-tiny-f16", "gpt-oss-tiny-f16" };
    t_model_set(td, "models", moe, (int)(sizeof moe / sizeof moe[0]), 1);
    static const char *const quant[] = { "llama-tiny-Q4_0", "llama-tiny-Q4_1", "llama-tiny-Q5_0", "llama-tiny-Q5_1",
        "llama-tiny-Q8_0", "llama-tiny-Q2_K", "llama-tiny-Q3_K", "llama-tiny-Q4_K", "llama-tiny-Q5_K", "llama-tiny-Q6_K",
        "llama-tiny-IQ1_S", "llama-tiny-IQ1_M", "llama-tiny-IQ2_XXS", "llama-tiny-IQ2_XS", "llama-tiny-IQ2_S",
        "llama-tiny-IQ3_XXS", "llama-tiny-IQ3_S", "llama-tiny-IQ4_NL", "llama-tiny-IQ4_XS", "llama-tiny-TQ1_0",
        "llama-tiny-TQ2_0", "llama-tiny-MXFP4", "llama-tiny-Q1_0", "llama-tiny-Q2_0", "llama-tiny-mix-Q3_K_M",
        "llama-tiny-mix-Q4_K_M" };
    t_model_set(td, "models-quant", quant, (int)(sizeof quant / sizeof quant[0]), 0);
    static const char *const real[] = { "stories260K" };
    {   /* the real model is F32 */
        char gguf[1200], ref[1200], dir[1100];
        snprintf(dir, sizeof dir, "%s/real", td);
        snprintf(gguf, sizeof gguf, "%s/%s.gguf", dir, real[0]);
        snprintf(ref, sizeof ref, "%s/%s.ref.json", dir, real[0]);
        t_begin("conformance stories260K");
        t_conf cf;
        if (t_model_conformance(gguf, ref, dir, &T_TOL_F32, 0, DLGO_KV_F32, &cf))
            printf("    %-28s %-9s positions %3d/%3d  max err %.2e  median %.2e  greedy %2d/%2d  final-bin %d/3\n", real[0],
                   "f32", cf.passed, cf.positions, cf.max_err, cf.median_err, cf.greedy_agree, cf.greedy_n, cf.bin_ok);
        t_end();
    }
    suite_model_adv(td);
}

/* ---- newer architectures: state carry (batch == token by token == small batches), truncation, hostile metadata ---- */

/* Logits of every position of ids[0..n) evaluated in passes of `step` tokens (fresh context, F32 cache). */
static float *t_eval_steps(dlgo_model *m, const int32_t *ids, int n, int step, int n_batch) {
    dlgo_model_info info; dlgo_model_get_info(m, &info);
    dlgo_ctx_desc cd; memset(&cd, 0, sizeof cd);
    cd.n_ctx = n + 8; cd.n_batch = n_batch; cd.logits_all = 1; cd.kv_type = DLGO_KV_F32;
    dlgo_ctx *c; dlgo_error e;
    if (dlgo_ctx_create(m, &cd, &c, &e) != DLGO_OK) return NULL;
    float *all = (float *)malloc((size_t)n * info.n_vocab * sizeof(float));
    for (int done = 0; done < n;) {
        int k = n - done < step ? n - done : step;
        if (dlgo_ctx_eval(c, ids + done, k, &e) != DLGO_OK) { free(all); dlgo_ctx_destroy(c); return NULL; }
        /* with logits_all, the rows of the last pass (at most n_batch) are kept */
        int kept = k < n_batch ? k : n_batch;
        for (int i = 0; i < kept; i++)
            memcpy(all + (size_t)(done + k - kept + i) * info.n_vocab, dlgo_ctx_logits(c, i), (size_t)info.n_vocab * sizeof(float));
        done += k;
    }
    dlgo_ctx_destroy(c);
    return all;
}
/* The chunked delta rule against the token step on well-conditioned random data: the same numbers to ~1e-6. */
static void t_gdn_chunk_unit(void) {
    t_begin("gated deltanet: chunked prefill == token steps (unit)");
    enum { DK = 16, DV = 16, N = 50 };
    static float q[N][DK], k[N][DK], v[N][DV], beta[N], g[N], S1[DK * DV], S2[DK * DV], o1[N][DV], o2[N][DV];
    float *scr = (float *)malloc(dlgo__gdn_scr_floats(DV) * sizeof(float));
    uint32_t r = 12345;
#define T_RND() (r = r * 1664525u + 1013904223u, (float)((r >> 8) & 0xffff) / 65536.0f - 0.5f)
    for (int a = 0; a < N; a++) {
        float nk = 0, nq = 0;
        for (int i = 0; i < DK; i++) { k[a][i] = T_RND(); q[a][i] = T_RND(); nk += k[a][i] * k[a][i]; nq += q[a][i] * q[a][i]; }
        for (int i = 0; i < DK; i++) { k[a][i] /= sqrtf(nk); q[a][i] /= sqrtf(nq); }
        for (int i = 0; i < DV; i++) v[a][i] = T_RND() * 4;
        beta[a] = 0.5f + T_RND(); g[a] = -0.3f + 0.5f * T_RND();
    }
    for (int i = 0; i < DK * DV; i++) S1[i] = S2[i] = T_RND();
#undef T_RND
    for (int a = 0; a < N; a++) {   /* the step, written plainly */
        float u[DV], dec = expf(g[a]);
        for (int c2 = 0; c2 < DV; c2++) u[c2] = 0;
        for (int i = 0; i < DK; i++) for (int c2 = 0; c2 < DV; c2++) { S1[i * DV + c2] *= dec; u[c2] += S1[i * DV + c2] * k[a][i]; }
        for (int c2 = 0; c2 < DV; c2++) { u[c2] = beta[a] * (v[a][c2] - u[c2]); o1[a][c2] = 0; }
        for (int i = 0; i < DK; i++) for (int c2 = 0; c2 < DV; c2++) { S1[i * DV + c2] += k[a][i] * u[c2]; o1[a][c2] += S1[i * DV + c2] * q[a][i]; }
    }
    /* chunks of 32 + 18 */
    dlgo__gdn_chunk(S2, DK, DV, 32, &q[0][0], &k[0][0], &v[0][0], DK, beta, g, 1, &o2[0][0], DV, scr);
    dlgo__gdn_chunk(S2, DK, DV, 18, &q[32][0], &k[32][0], &v[32][0], DK, beta + 32, g + 32, 1, &o2[32][0], DV, scr);
    double wo = 0, ws = 0;
    for (int a = 0; a < N; a++) for (int c2 = 0; c2 < DV; c2++) { double d = fabs(o1[a][c2] - o2[a][c2]) / (1 + fabs(o1[a][c2])); if (d > wo) wo = d; }
    for (int i = 0; i < DK * DV; i++) { double d = fabs(S1[i] - S2[i]) / (1 + fabs(S1[i])); if (d > ws) ws = d; }
    t_check(wo < 1e-5 && ws < 1e-5, "outputs differ by %.3g, states by %.3g", wo, ws);
    free(scr);
    t_end();
}

static void t_state_carry(const char *td, const char *name) {
    char gguf[1200], label[200];
    snprintf(gguf, sizeof gguf, "%s/models/%s.gguf", td, name);
    snprintf(label, sizeof label, "state carry %s: one batch == token by token == passes of 7", name);
    t_begin(label);
    dlgo_model *m; dlgo_error e;
    if (t_check(dlgo_model_load_file(gguf, NULL, &m, &e) == DLGO_OK, "load %s: %s", gguf, e.msg)) {
        dlgo_model_info info; dlgo_model_get_info(m, &info);
        int32_t ids[48];
        for (int i = 0; i < 48; i++) ids[i] = (int32_t)(3 + (i * 2654435761u) % 4000u);
        float *one = t_eval_steps(m, ids, 48, 48, 48), *tok = t_eval_steps(m, ids, 48, 1, 1), *seven = t_eval_steps(m, ids, 48, 7, 7);
        if (t_check(one && tok && seven, "evaluation failed")) {
            /* rows are converted independently, so the paths should agree to rounding noise */
            double d1 = t_max_rel_diff(tok, one, (size_t)48 * info.n_vocab), d7 = t_max_rel_diff(seven, one, (size_t)48 * info.n_vocab);
            /* Gated DeltaNet prefill is the chunked algorithm and decode the one-token step: the same maths in
               another order, which these random-weight models amplify to ~3e-3 (llama.cpp against itself reaches
               4.4e-3 on dense F16 models). The algorithm itself is checked exactly in t_gdn_chunk_unit. */
            const double tol = m->n_recurrent > 0 ? 5e-3 : 1e-5;
            t_check(d1 <= tol, "token-by-token differs from one batch by %.3g (tolerance %.0e)", d1, tol);
            t_check(d7 <= tol, "passes of 7 differ from one batch by %.3g (tolerance %.0e)", d7, tol);
            if (T.verbose) printf("    %-22s batch vs 1-token %.2e, vs 7-token passes %.2e\n", name, d1, d7);
        }
        free(one); free(tok); free(seven);
        dlgo_model_free(m);
    }
    t_end();
}

/* Cache bytes per token (F32): what the context keeps per position vs what a plain per-head K/V cache would hold. */
static void t_cache_report(const char *td, const char *name) {
    char gguf[1200];
    snprintf(gguf, sizeof gguf, "%s/models/%s.gguf", td, name);
    dlgo_model *m; dlgo_error e;
    if (dlgo_model_load_file(gguf, NULL, &m, &e) != DLGO_OK) return;
    dlgo_ctx_desc cd; memset(&cd, 0, sizeof cd); cd.n_ctx = 64; cd.kv_type = DLGO_KV_F32;
    dlgo_ctx *c;
    if (dlgo_ctx_create(m, &cd, &c, &e) == DLGO_OK) {
        size_t per_tok = 0, plain = 0;
        for (int il = 0; il < m->n_layer; il++) {
            const dlgo__layer *L = &m->layers[il];
            if (L->mixer == DLGO__MIX_GDN) {
                plain += (size_t)2 * L->ssm_hv * L->ssm_dk * 4;   /* as if its value heads were KV heads */
                continue;
            }
            per_tok += c->kv_row_k + (L->v_in_k ? 0 : c->kv_row_v);
            if (L->mixer == DLGO__MIX_MLA) plain += (size_t)L->n_head * (L->qk_nope + L->qk_rope + L->v_mla) * 4;
            else plain += c->kv_row_k + c->kv_row_v;
        }
        printf("    %-22s cache %5zu B/token (plain K/V would be %5zu B/token); fixed recurrent state %zu B\n", name, per_tok,
               plain, c->rs_floats * sizeof(float));
        dlgo_ctx_destroy(c);
    }
    dlgo_model_free(m);
}

static void t_truncate_recurrent(const char *td) {
    char gguf[1200];
    snprintf(gguf, sizeof gguf, "%s/models/qwen35-tiny-f16.gguf", td);
    t_begin("truncate on a recurrent model clears the context; the cleared state reproduces a fresh one");
    dlgo_model *m; dlgo_error e;
    if (t_check(dlgo_model_load_file(gguf, NULL, &m, &e) == DLGO_OK, "load: %s", e.msg)) {
        dlgo_model_info info; dlgo_model_get_info(m, &info);
        int32_t ids[12] = { 5, 77, 310, 1200, 9, 64, 2048, 3000, 17, 18, 19, 20 };
        dlgo_ctx_desc cd; memset(&cd, 0, sizeof cd); cd.n_ctx = 32; cd.kv_type = DLGO_KV_F32;
        dlgo_ctx *c;
        if (t_check(dlgo_ctx_create(m, &cd, &c, &e) == DLGO_OK, "ctx: %s", e.msg)) {
            t_check(dlgo_ctx_eval(c, ids, 12, &e) == DLGO_OK, "eval: %s", e.msg);
            float *ref = (float *)malloc((size_t)info.n_vocab * sizeof(float));
            memcpy(ref, dlgo_ctx_logits(c, -1), (size_t)info.n_vocab * sizeof(float));
            t_check(dlgo_ctx_truncate(c, 12) == 12, "truncate to n_past kept %d", dlgo_ctx_n_past(c));
            t_check(dlgo_ctx_n_past(c) == 12, "truncate to n_past changed n_past to %d", dlgo_ctx_n_past(c));
            t_check(dlgo_ctx_truncate(c, 6) == 0, "truncate to 6 did not say it cleared the context");
            t_check(dlgo_ctx_n_past(c) == 0, "truncate to 6 left n_past %d (recurrent state cannot be rewound)", dlgo_ctx_n_past(c));
            t_check(dlgo_ctx_eval(c, ids, 12, &e) == DLGO_OK, "re-eval: %s", e.msg);
            const float *l = dlgo_ctx_logits(c, -1);
            t_check(l && t_max_rel_diff(l, ref, (size_t)info.n_vocab) <= 1e-6, "re-evaluation after clearing differs from the first run");
            free(ref);
            dlgo_ctx_destroy(c);
        }
        dlgo_model_free(m);
    }
    t_end();
}

/* Overwrite an integer metadata value in a GGUF image in place (the key's stored type and width are kept). */
static int t_patch_int(unsigned char *buf, size_t len, const char *key, int64_t val) {
    size_t kl = strlen(key);
    for (size_t i = 8; i + kl + 12 <= len; i++) {
        if (memcmp(buf + i, key, kl) || buf[i - 8] != (unsigned char)kl || memcmp(buf + i - 7, "\0\0\0\0\0\0\0", 7)) continue;
        unsigned char *tp = buf + i + kl, *vp = tp + 4;
        uint32_t type = (uint32_t)tp[0] | (uint32_t)tp[1] << 8;
        int width = type == 4 || type == 5 ? 4 : type == 10 || type == 11 ? 8 : type == 2 || type == 3 ? 2 : 0;
        if (!width || (size_t)(vp - buf) + (size_t)width > len) return 0;
        for (int b = 0; b < width; b++) vp[b] = (unsigned char)((uint64_t)val >> (8 * b));
        return 1;
    }
    return 0;
}

static void t_hostile_meta(const char *td) {
    static const struct { const char *file, *key; int64_t val; } cases[] = {
        { "qwen3moe-tiny-f16", "qwen3moe.expert_used_count", 9 },        /* more used than exist */
        { "qwen3moe-tiny-f16", "qwen3moe.expert_used_count", 0 },
        { "qwen3moe-tiny-f16", "qwen3moe.expert_count", 0 },             /* zero experts */
        { "qwen3moe-tiny-f16", "qwen3moe.expert_count", 100000000 },
        { "gpt-oss-tiny-f16", "gpt-oss.expert_feed_forward_length", 0 },
        { "gpt-oss-tiny-f16", "gpt-oss.attention.sliding_window", 0 },
        { "deepseek2-tiny-f16", "deepseek2.attention.kv_lora_rank", 0 },  /* absurd ranks */
        { "deepseek2-tiny-f16", "deepseek2.attention.kv_lora_rank", 2000000000 },
        { "deepseek2-tiny-f16", "deepseek2.attention.q_lora_rank", 7 },
        { "deepseek2-tiny-f16", "deepseek2.attention.key_length_mla", 16 },
        { "deepseek2-tiny-f16", "deepseek2.expert_gating_func", 99 },
        { "qwen35-tiny-f16", "qwen35.ssm.group_count", 3 },              /* value heads not a multiple of key heads */
        { "qwen35-tiny-f16", "qwen35.ssm.conv_kernel", 1000000 },
        { "qwen35-tiny-f16", "qwen35.ssm.state_size", 0 },
        { "qwen35-tiny-f16", "qwen35.ssm.inner_size", 96 },
        { "qwen35-tiny-f16", "qwen35.full_attention_interval", 0 },
        { "qwen3next-tiny-f16", "qwen3next.ssm.time_step_rank", 1 << 30 },
        { "qwen3next-tiny-f16", "qwen3next.attention.head_count", 0 },
    };
    t_begin("hostile MoE/GDN/MLA metadata is refused with a message");
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char path[1200]; size_t len;
        snprintf(path, sizeof path, "%s/models/%s.gguf", td, cases[i].file);
        unsigned char *buf = t_read_file(path, &len);
        if (!t_check(buf != NULL, "%s", path)) continue;
        if (t_check(t_patch_int(buf, len, cases[i].key, cases[i].val), "key %s not found", cases[i].key)) {
            dlgo_model *m = NULL; dlgo_error e; memset(&e, 0, sizeof e);
            dlgo_result r = dlgo_model_load_memory(buf, len, NULL, &m, &e);
            t_check(r != DLGO_OK && m == NULL && e.msg[0], "%s = %lld was accepted", cases[i].key, (long long)cases[i].val);
            if (T.verbose) printf("    %s = %lld -> %s\n", cases[i].key, (long long)cases[i].val, e.msg);
            if (r == DLGO_OK) dlgo_model_free(m);
        }
        free(buf);
    }
    t_end();
}

/* A tensor whose 4th dimension is 0 matches the expected [ne0, ne1, ne2] but holds no bytes: reading it as a
   full weight would run past the file. Re-write qwen2-tiny with that shape for one vector and load the result. */
static void t_zero_dim4(const char *td) {
    static const char *const victims[] = { "output_norm.weight", "token_embd.weight", "blk.0.ffn_down.weight" };
    char path[1200];
    snprintf(path, sizeof path, "%s/models/qwen2-tiny-f16.gguf", td);
    t_begin("a weight with a zero 4th dimension (no bytes) is refused");
    for (size_t v = 0; v < sizeof victims / sizeof victims[0]; v++) {
        dlgo_gguf *g = NULL; dlgo_gguf_writer *w = NULL; void *img = NULL; size_t n = 0;
        if (!t_check(dlgo_gguf_open_file(path, NULL, &g, NULL) == DLGO_OK, "open %s", path)) break;
        dlgo_gguf_writer_create(NULL, &w, NULL);
        dlgo_gguf_writer_copy_kv(w, g);
        for (int64_t i = 0; i < dlgo_gguf_n_tensors(g); i++) {
            const dlgo_tensor_info *ti = dlgo_gguf_tensor(g, i);
            int64_t ne[4]; memcpy(ne, ti->ne, sizeof ne);
            int nd = ti->n_dims;
            if (!strcmp(ti->name, victims[v])) { nd = 4; ne[3] = 0; }
            dlgo_gguf_writer_add_tensor(w, ti->name, ti->type, nd, ne, ti->data);
        }
        if (t_check(dlgo_gguf_writer_write_memory(w, &img, &n, NULL) == DLGO_OK, "write")) {
            /* a copy of exactly the file's size, so ASan sees any read past its end */
            unsigned char *exact = (unsigned char *)malloc(n);
            memcpy(exact, img, n);
            dlgo_model *m = NULL; dlgo_error e; memset(&e, 0, sizeof e);
            dlgo_result r = dlgo_model_load_memory(exact, n, NULL, &m, &e);
            t_check(r == DLGO_ERR_FORMAT && m == NULL && strstr(e.msg, victims[v]), "%s with ne[3] = 0: result %d (%s)", victims[v], (int)r, e.msg);
            if (r == DLGO_OK) dlgo_model_free(m);
            free(exact);
            dlgo_gguf_writer_free_buffer(w, img);
        }
        dlgo_gguf_writer_destroy(w);
        dlgo_gguf_close(g);
    }
    t_end();
}

/* A CPU pass that keeps one row of logits runs the last layer's FFN for that row alone (dlgo__rows_kept): its logits
   against the last row of a logits_all context (every row through every layer), after passes of 40 and 9 tokens;
   within 1e-5 of the largest |logit| (the rows go through the same kernels), and the last layer must have left out
   n - 1 rows in the one and none in the other. Then 72 tokens in one dlgo_ctx_eval (passes of 64 and 8): the first
   pass keeps no logits (no head, the last layer stops after its mixer) in the one context alone, and the last row's
   logits agree as before. */
static void t_rows_kept(const char *td, const char *dir, const char *name) {
    char label[200];
    snprintf(label, sizeof label, "cpu: the last layer's FFN on the kept row only against every row, %s", name);
    dlgo_model *m = t_begin_model(td, dir, name, label);
    if (!m) return;
    dlgo_error e;
    dlgo_ctx *c[2] = { NULL, NULL };
    int ok = 1;
    for (int k = 0; k < 2 && ok; k++) {   /* c[0] keeps one row, c[1] every row */
        dlgo_ctx_desc cd; memset(&cd, 0, sizeof cd); cd.n_ctx = 128; cd.n_batch = 64; cd.logits_all = k;
        ok = t_check(dlgo_ctx_create(m, &cd, &c[k], &e) == DLGO_OK, "ctx: %s", e.msg);
    }
    dlgo_model_info info; dlgo_model_get_info(m, &info);
    int32_t ids[121];
    for (int i = 0; i < 121; i++) ids[i] = (int32_t)(3 + (i * 2654435761u) % 4000u % (uint32_t)info.n_vocab);
    static const int passes[3] = { 40, 9, 72 }, last[3] = { 40, 9, 8 };   /* (72: passes of 64 and 8) */
    double worst = 0;
    for (int pass = 0, p0 = 0; pass < 3 && ok; p0 += passes[pass++]) {
        for (int k = 0; k < 2 && ok; k++) ok = t_check(dlgo_ctx_eval(c[k], ids + p0, passes[pass], &e) == DLGO_OK, "eval: %s", e.msg);
        if (!ok) break;
        t_check(c[0]->rows_skipped == last[pass] - 1 && c[1]->rows_skipped == 0, "pass %d: %d and %d rows left out, %d expected", pass,
                c[0]->rows_skipped, c[1]->rows_skipped, last[pass] - 1);
        t_check(c[0]->n_none == (pass == 2) && c[1]->n_none == 0, "pass %d: %d and %d passes without logits, %d expected", pass, c[0]->n_none,
                c[1]->n_none, pass == 2);
        const float *a = dlgo_ctx_logits(c[0], -1), *b = dlgo_ctx_logits(c[1], last[pass] - 1);
        if (!(ok = t_check(a && b, "no logits"))) break;
        const double d = t_max_rel_diff(a, b, (size_t)info.n_vocab);
        worst = d > worst || d != d ? d : worst;
    }
    if (ok) {
        if (T.verbose) printf("    %-22s kept row vs every row: max |diff| / max |logit| %.2e\n", name, worst);
        t_check(worst <= 1e-5, "the kept row's logits differ by %.3g of the largest", worst);
    }
    for (int k = 0; k < 2; k++) dlgo_ctx_destroy(c[k]);
    dlgo_model_free(m);
    t_end();
}

static void suite_model_adv(const char *td) {
    static const char *const carry[] = { "qwen35-tiny-f16", "qwen3next-tiny-f16", "qwen35moe-tiny-f16", "deepseek2-tiny-f16",
                                         "gpt-oss-tiny-f16", "qwen3moe-tiny-f16" };
    t_gdn_chunk_unit();
    for (size_t i = 0; i < sizeof carry / sizeof carry[0]; i++) t_state_carry(td, carry[i]);
    t_truncate_recurrent(td);
    t_hostile_meta(td);
    t_zero_dim4(td);
    t_rows_kept(td, "models", "llama-tiny-f32");
    t_rows_kept(td, "models", "gemma3-tiny-bf16");   /* post-norms */
    t_rows_kept(td, "models", "phi2-tiny-f16");      /* a parallel block */
    t_rows_kept(td, "models", "qwen3moe-tiny-f16");  /* a MoE FFN */
    t_rows_kept(td, "models", "qwen35-tiny-f16");    /* a Gated DeltaNet model (its last layer is attention) */
    t_rows_kept(td, "models-quant", "llama-tiny-Q8_0");
    printf("    cache per token (F32):\n");
    for (size_t i = 0; i < sizeof carry / sizeof carry[0]; i++) t_cache_report(td, carry[i]);
}

/* ---- dlgo_ctx_eval_batch: one pass over several contexts equals evaluating each alone ------------------------- */

/* The testdata error of a logits row against a reference row: max over the vocabulary of
   |l - r| / max(|r|, |top-1 of r|) (testdata/README.md's per-logit error, taken over every id). */
static double t_row_err(const float *l, const float *r, int V) {
    float top = -INFINITY;
    for (int i = 0; i < V; i++) if (r[i] > top) top = r[i];
    double worst = 0;
    for (int i = 0; i < V; i++) {
        double d = fabs((double)l[i] - r[i]) / fmax(fabs((double)r[i]), fabs((double)top));
        if (d > worst) worst = d;
    }
    return worst;
}
static int t_argmax(const float *l, int V) { int b = 0; for (int i = 1; i < V; i++) if (l[i] > l[b]) b = i; return b; }

/* NB contexts with prompts of different lengths (so different positions), one of them longer-lived (larger n_ctx, so
   it leads the pass without being ctxs[0]); STEPS decode steps of one batched call against NB single contexts fed the
   same tokens. */
static void t_batch_model(const char *td, const char *dir, const char *name, const t_tol *tol) {
    char gguf[1200], refp[1200], err[128], cname[160];
    snprintf(gguf, sizeof gguf, "%s/%s/%s.gguf", td, dir, name);
    snprintf(refp, sizeof refp, "%s/%s/%s.ref.json", td, dir, name);
    snprintf(cname, sizeof cname, "eval_batch: %s, 5 contexts x 6 steps equal single evals (%s tolerance)", name, tol->name);
    t_begin(cname);
    json_node *ref = json_parse_file(refp, err);
    dlgo_model *m = NULL; dlgo_error e;
    if (!t_check(ref != NULL, "%s: %s", refp, err) ||
        !t_check(dlgo_model_load_file(gguf, NULL, &m, &e) == DLGO_OK, "load %s: %s", gguf, e.msg)) { json_free(ref); t_end(); return; }
    enum { NB = 5, STEPS = 6 };
    dlgo_model_info info; dlgo_model_get_info(m, &info);
    const int V = info.n_vocab;
    dlgo_ctx *bc[NB] = { 0 }, *sc[NB] = { 0 };
    int ok = 1;
    for (int i = 0; i < NB && ok; i++) {
        json_node *toks = json_get(json_at(json_get(ref, "sequences"), (size_t)(i % 3)), "tokens");
        int32_t ids[64]; int n = 3 + 4 * i;
        if (n > (int)toks->len) n = (int)toks->len;
        for (int k = 0; k < n; k++) ids[k] = (int32_t)json_at(toks, (size_t)k)->num;
        dlgo_ctx_desc cd; memset(&cd, 0, sizeof cd);
        cd.n_ctx = i == 2 ? 96 : 64; cd.n_threads = i == 2 ? 2 : 1;
        ok = t_check(dlgo_ctx_create(m, &cd, &bc[i], &e) == DLGO_OK && dlgo_ctx_create(m, &cd, &sc[i], &e) == DLGO_OK, "ctx: %s", e.msg) &&
             t_check(dlgo_ctx_eval(bc[i], ids, n, &e) == DLGO_OK && dlgo_ctx_eval(sc[i], ids, n, &e) == DLGO_OK, "prefill: %s", e.msg);
    }
    double worst = 0; int fed_argmax_equal = 1;
    for (int s = 0; s < STEPS && ok; s++) {
        int32_t next[NB];
        for (int i = 0; i < NB; i++) next[i] = t_argmax(dlgo_ctx_logits(sc[i], -1), V);
        ok = t_check(dlgo_ctx_eval_batch(bc, next, NB, &e) == DLGO_OK, "eval_batch step %d: %s", s, e.msg);
        for (int i = 0; i < NB && ok; i++) {
            ok = t_check(dlgo_ctx_eval(sc[i], &next[i], 1, &e) == DLGO_OK, "single step: %s", e.msg);
            const float *a = dlgo_ctx_logits(bc[i], -1), *b = dlgo_ctx_logits(sc[i], -1);
            if (!t_check(a && b, "logits kept")) { ok = 0; break; }
            double d = t_row_err(a, b, V);
            if (d > worst) worst = d;
            if (t_argmax(a, V) != t_argmax(b, V)) fed_argmax_equal = 0;
            t_check(dlgo_ctx_n_past(bc[i]) == dlgo_ctx_n_past(sc[i]), "n_past %d vs %d", dlgo_ctx_n_past(bc[i]), dlgo_ctx_n_past(sc[i]));
        }
    }
    if (ok) t_check(worst <= tol->err, "max error %.3g > %.3g", worst, tol->err);
    if (T.verbose && ok) printf("    %s: max error %.3g, argmax %s\n", name, worst, fed_argmax_equal ? "equal" : "differs somewhere");
    for (int i = 0; i < NB; i++) { dlgo_ctx_destroy(bc[i]); dlgo_ctx_destroy(sc[i]); }
    dlgo_model_free(m);
    json_free(ref);
    t_end();
}
static void suite_model_batch(void) {
    if (!t_selected("model batch")) return;
    const char *td = t_testdata("model batch");
    if (!td) return;
    /* dense, sliding-window + softcap (gemma2), bf16, MoE, MLA (deepseek2), sinks (gpt-oss), recurrent hybrids
       (qwen35, qwen3next), and a quantized file (the repacked SIMD kernels see 5 rows instead of 1) */
    t_batch_model(td, "models", "llama-tiny-f32", &T_TOL_F32);
    t_batch_model(td, "models", "qwen3-tiny-f16", &T_TOL_F16);
    t_batch_model(td, "models", "gemma2-tiny-f16", &T_TOL_F16);
    t_batch_model(td, "models", "gemma3-tiny-bf16", &T_TOL_BF16);
    t_batch_model(td, "models", "qwen3moe-tiny-f16", &T_TOL_F16);
    t_batch_model(td, "models", "deepseek2-tiny-f16", &T_TOL_F16);
    t_batch_model(td, "models", "gpt-oss-tiny-f16", &T_TOL_Q);
    t_batch_model(td, "models", "qwen35-tiny-f16", &T_TOL_F16);
    t_batch_model(td, "models", "qwen3next-tiny-f16", &T_TOL_F16);
    t_batch_model(td, "models-quant", "llama-tiny-Q4_K", &T_TOL_Q);

    t_begin("eval_batch: bad calls are refused and leave every context as it was");
    char gguf[1200]; dlgo_error e;
    snprintf(gguf, sizeof gguf, "%s/models/llama-tiny-f32.gguf", td);
    dlgo_model *m = NULL, *m2 = NULL;
    if (t_check(dlgo_model_load_file(gguf, NULL, &m, &e) == DLGO_OK && dlgo_model_load_file(gguf, NULL, &m2, &e) == DLGO_OK, "load: %s", e.msg)) {
        dlgo_ctx_desc cd; memset(&cd, 0, sizeof cd); cd.n_ctx = 8; cd.n_batch = 2;
        dlgo_ctx *a, *b, *c3, *o;
        dlgo_ctx_create(m, &cd, &a, NULL); dlgo_ctx_create(m, &cd, &b, NULL); dlgo_ctx_create(m, &cd, &c3, NULL);
        dlgo_ctx_create(m2, &cd, &o, NULL);
        int32_t t3[3] = { 1, 2, 3 };
        dlgo_ctx *dup[2] = { a, a }, *other[2] = { a, o }, *three[3] = { a, b, c3 }, *withnull[2] = { a, NULL }, *two[2] = { a, b };
        t_check(dlgo_ctx_eval_batch(NULL, t3, 2, &e) == DLGO_ERR_INVALID_ARG, "NULL list");
        t_check(dlgo_ctx_eval_batch(two, t3, 0, &e) == DLGO_ERR_INVALID_ARG, "n = 0");
        t_check(dlgo_ctx_eval_batch(withnull, t3, 2, &e) == DLGO_ERR_INVALID_ARG && strstr(e.msg, "context 1"), "NULL context: %s", e.msg);
        t_check(dlgo_ctx_eval_batch(dup, t3, 2, &e) == DLGO_ERR_INVALID_ARG && strstr(e.msg, "also context"), "duplicate: %s", e.msg);
        t_check(dlgo_ctx_eval_batch(other, t3, 2, &e) == DLGO_ERR_INVALID_ARG && strstr(e.msg, "another model"), "other model: %s", e.msg);
        t_check(dlgo_ctx_eval_batch(three, t3, 3, &e) == DLGO_ERR_INVALID_ARG && strstr(e.msg, "n_batch"), "n > n_batch: %s", e.msg);
        int32_t bad[2] = { 1, 1 << 30 };
        t_check(dlgo_ctx_eval_batch(two, bad, 2, &e) == DLGO_ERR_INVALID_ARG && strstr(e.msg, "vocabulary"), "token outside the vocabulary: %s", e.msg);
        int32_t fill[8] = { 1, 5, 6, 7, 8, 9, 10, 11 };
        dlgo_ctx_eval(b, fill, 8, NULL);
        t_check(dlgo_ctx_eval_batch(two, t3, 2, &e) == DLGO_ERR_CONTEXT_FULL && strstr(e.msg, "context 1"), "a full context: %s", e.msg);
        t_check(dlgo_ctx_n_past(a) == 0 && dlgo_ctx_n_past(b) == 8, "nothing moved (n_past %d, %d)", dlgo_ctx_n_past(a), dlgo_ctx_n_past(b));
        dlgo_ctx_truncate(b, 0);
        t_check(dlgo_ctx_eval_batch(two, t3, 2, &e) == DLGO_OK && dlgo_ctx_n_past(a) == 1 && dlgo_ctx_n_past(b) == 1, "then it works: %s", e.msg);
        dlgo_ctx_destroy(a); dlgo_ctx_destroy(b); dlgo_ctx_destroy(c3); dlgo_ctx_destroy(o);
    }
    dlgo_model_free(m); dlgo_model_free(m2);
    t_end();
}
