/* test_quant.c — included by run_tests.c.
   Oracle: quant/<type>.bin written by llama.cpp (input f32 rows, ggml's quantized bytes, ggml's to_float). */

static uint64_t tq_rng_state = 0x9e3779b97f4a7c15ull;
static uint32_t tq_rand(void) {   /* xorshift64* */
    tq_rng_state ^= tq_rng_state >> 12; tq_rng_state ^= tq_rng_state << 25; tq_rng_state ^= tq_rng_state >> 27;
    return (uint32_t)((tq_rng_state * 0x2545f4914f6cdd1dull) >> 32);
}
static float tq_uniform(void) { return (float)((tq_rand() >> 8) + 0.5) / 16777216.0f; }
static float tq_normal(void) { return sqrtf(-2.0f * logf(tq_uniform())) * cosf(6.2831853f * tq_uniform()); }
static float tq_f32_at(const unsigned char *p) { float f; memcpy(&f, p, 4); return f; }

/* dequantize-then-dot in double; also returns Σ|w·a| for a relative tolerance */
static double tq_dot_ref(int wt, const void *w, int at, const void *a, int64_t n, float *fw, float *fa, double *sabs) {
    double s = 0.0, sa = 0.0;
    dlgo_dequantize_row(wt, w, fw, n);
    dlgo_dequantize_row(at, a, fa, n);
    for (int64_t i = 0; i < n; i++) { double p = (double)fw[i] * (double)fa[i]; s += p; sa += fabs(p); }
    *sabs = sa;
    return s;
}
/* q4_1/q5_1 · q8_1: ggml's dot uses the activation block's f16 s = d·Σq, the dequantized dot uses d·Σq itself;
   the allowed extra error is Σ|m|·|s − d·Σq| over the blocks (read from the raw blocks). */
static double tq_q8_1_s_slack(int wt, const unsigned char *w, const unsigned char *a, int64_t n) {
    if (wt != DLGO_TYPE_Q4_1 && wt != DLGO_TYPE_Q5_1) return 0.0;
    size_t wb = dlgo_type_block_bytes(wt);
    double slack = 0.0;
    for (int64_t b = 0; b < n / 32; b++) {
        const unsigned char *wbk = w + b * wb, *abk = a + b * 36;
        float m = dlgo_fp16_to_f32((uint16_t)(wbk[2] | (wbk[3] << 8)));
        float d = dlgo_fp16_to_f32((uint16_t)(abk[0] | (abk[1] << 8)));
        float s = dlgo_fp16_to_f32((uint16_t)(abk[2] | (abk[3] << 8)));
        int sum = 0;
        for (int j = 0; j < 32; j++) sum += (int8_t)abk[4 + j];
        slack += fabs((double)m) * fabs((double)s - (double)d * sum);
    }
    return slack;
}

/* one vec_dot comparison; returns the error relative to the tolerance scale (<= 1 passes) */
static double tq_dot_check(int wt, const void *w, const float *act_f32, int64_t n, unsigned char *abuf, float *fw, float *fa,
                           int *ok) {
    int at = dlgo_type_vec_dot_type(wt);
    double sabs;
    *ok = 0;
    if (dlgo_quantize_row(at, act_f32, abuf, n) != DLGO_OK) return INFINITY;
    double ref = tq_dot_ref(wt, w, at, abuf, n, fw, fa, &sabs);
    double got = dlgo_vec_dot_ref(wt, w, abuf, n);
    double tol = 1e-4 * sabs + tq_q8_1_s_slack(wt, (const unsigned char *)w, abuf, n) + 1e-30;
    double err = fabs(got - ref);
    *ok = isfinite(got) && err <= tol;
    return err / tol;
}

static void tq_api_checks(void) {
    t_begin("quant: type names, ids, sizes");
    int nvalid = 0;
    for (int t = -3; t < DLGO_TYPE_COUNT + 5; t++) {
        if (!dlgo_type_valid(t)) {
            t_check(!strcmp(dlgo_type_name(t), "?"), "invalid id %d has name %s", t, dlgo_type_name(t));
            t_check(dlgo_type_block_size(t) == 0 && dlgo_type_block_bytes(t) == 0, "invalid id %d has a size", t);
            t_check(dlgo_row_bytes(t, 256) == 0, "invalid id %d has row bytes", t);
            continue;
        }
        nvalid++;
        t_check(dlgo_type_from_name(dlgo_type_name(t)) == t, "name round trip of %d (%s)", t, dlgo_type_name(t));
        t_check(dlgo_type_block_size(t) > 0 && dlgo_type_block_bytes(t) > 0, "type %s has no size", dlgo_type_name(t));
    }
    t_check(nvalid == 35, "expected 35 known type ids, got %d", nvalid);
    t_check(dlgo_type_from_name("Q4_K") == DLGO_TYPE_Q4_K && dlgo_type_from_name("IQ2_XXS") == DLGO_TYPE_IQ2_XXS,
            "case-insensitive names");
    t_check(dlgo_type_from_name("q4_k_m") == -1 && dlgo_type_from_name("") == -1 && dlgo_type_from_name(NULL) == -1,
            "unknown names give -1");
    t_check(dlgo_type_block_size(DLGO_TYPE_I32) == 1 && dlgo_type_block_bytes(DLGO_TYPE_I64) == 8 &&
            dlgo_type_block_bytes(DLGO_TYPE_F64) == 8 && dlgo_type_block_bytes(DLGO_TYPE_I16) == 2, "integer type sizes");
    t_check(dlgo_row_bytes(DLGO_TYPE_Q4_K, 512) == 288 && dlgo_row_bytes(DLGO_TYPE_Q4_K, 100) == 0 &&
            dlgo_row_bytes(DLGO_TYPE_Q8_0, -32) == 0, "row bytes");
    /* pairing of ARCHITECTURES.md §1.3 */
    static const int pairs[][2] = {
        { DLGO_TYPE_F32, DLGO_TYPE_F32 }, { DLGO_TYPE_F16, DLGO_TYPE_F16 }, { DLGO_TYPE_BF16, DLGO_TYPE_BF16 },
        { DLGO_TYPE_Q4_0, DLGO_TYPE_Q8_0 }, { DLGO_TYPE_Q5_0, DLGO_TYPE_Q8_0 }, { DLGO_TYPE_Q8_0, DLGO_TYPE_Q8_0 },
        { DLGO_TYPE_IQ4_NL, DLGO_TYPE_Q8_0 }, { DLGO_TYPE_MXFP4, DLGO_TYPE_Q8_0 }, { DLGO_TYPE_NVFP4, DLGO_TYPE_Q8_0 },
        { DLGO_TYPE_Q1_0, DLGO_TYPE_Q8_0 }, { DLGO_TYPE_Q2_0, DLGO_TYPE_Q8_0 }, { DLGO_TYPE_Q4_1, DLGO_TYPE_Q8_1 },
        { DLGO_TYPE_Q5_1, DLGO_TYPE_Q8_1 }, { DLGO_TYPE_Q2_K, DLGO_TYPE_Q8_K }, { DLGO_TYPE_Q6_K, DLGO_TYPE_Q8_K },
        { DLGO_TYPE_IQ1_M, DLGO_TYPE_Q8_K }, { DLGO_TYPE_IQ4_XS, DLGO_TYPE_Q8_K }, { DLGO_TYPE_TQ1_0, DLGO_TYPE_Q8_K },
        { DLGO_TYPE_TQ2_0, DLGO_TYPE_Q8_K }, { DLGO_TYPE_IQ3_S, DLGO_TYPE_Q8_K }, { DLGO_TYPE_Q8_K, -1 },
        { DLGO_TYPE_Q8_1, -1 }, { DLGO_TYPE_I8, -1 }, { 4, -1 }, { 99, -1 },
    };
    for (size_t i = 0; i < sizeof pairs / sizeof pairs[0]; i++)
        t_check(dlgo_type_vec_dot_type(pairs[i][0]) == pairs[i][1], "vec-dot type of %d is %d, want %d", pairs[i][0],
                dlgo_type_vec_dot_type(pairs[i][0]), pairs[i][1]);
    t_end();

    t_begin("quant: bad arguments return errors");
    float f[512] = { 0 };
    unsigned char b[2048] = { 0 };
    t_check(dlgo_dequantize_row(4, b, f, 32) == DLGO_ERR_UNSUPPORTED, "removed id 4");
    t_check(dlgo_dequantize_row(DLGO_TYPE_COUNT, b, f, 32) == DLGO_ERR_UNSUPPORTED, "id past the end");
    t_check(dlgo_dequantize_row(-1, b, f, 32) == DLGO_ERR_UNSUPPORTED, "negative id");
    t_check(dlgo_dequantize_row(DLGO_TYPE_I32, b, f, 32) == DLGO_ERR_UNSUPPORTED, "i32 cannot be dequantized");
    t_check(dlgo_dequantize_row(DLGO_TYPE_F64, b, f, 32) == DLGO_ERR_UNSUPPORTED, "f64 cannot be dequantized");
    t_check(dlgo_dequantize_row(DLGO_TYPE_Q4_0, b, f, 33) == DLGO_ERR_INVALID_ARG, "n not a multiple of 32");
    t_check(dlgo_dequantize_row(DLGO_TYPE_Q4_K, b, f, 128) == DLGO_ERR_INVALID_ARG, "n not a multiple of 256");
    t_check(dlgo_dequantize_row(DLGO_TYPE_Q4_0, b, f, -32) == DLGO_ERR_INVALID_ARG, "negative n");
    t_check(dlgo_dequantize_row(DLGO_TYPE_Q4_0, NULL, f, 32) == DLGO_ERR_INVALID_ARG, "NULL src");
    t_check(dlgo_dequantize_row(DLGO_TYPE_Q4_0, b, NULL, 32) == DLGO_ERR_INVALID_ARG, "NULL dst");
    t_check(dlgo_dequantize_row(DLGO_TYPE_Q4_0, b, f, 0) == DLGO_OK, "n = 0 is fine");
    t_check(dlgo_quantize_row(DLGO_TYPE_Q8_0, f, b, 31) == DLGO_ERR_INVALID_ARG, "quantize n not a multiple");
    t_check(dlgo_quantize_row(DLGO_TYPE_Q8_0, NULL, b, 32) == DLGO_ERR_INVALID_ARG, "quantize NULL src");
    t_check(dlgo_quantize_row(DLGO_TYPE_Q8_K, f, NULL, 256) == DLGO_ERR_INVALID_ARG, "quantize NULL dst");
    t_check(dlgo_quantize_row(DLGO_TYPE_I8, f, b, 32) == DLGO_ERR_UNSUPPORTED, "quantize i8");
    t_check(dlgo_quantize_row(77, f, b, 32) == DLGO_ERR_UNSUPPORTED, "quantize unknown id");
    t_check(isnan(dlgo_vec_dot_ref(DLGO_TYPE_Q4_0, b, b, 33)), "vec_dot n not a multiple -> NaN");
    t_check(isnan(dlgo_vec_dot_ref(DLGO_TYPE_Q4_0, NULL, b, 32)), "vec_dot NULL -> NaN");
    t_check(isnan(dlgo_vec_dot_ref(DLGO_TYPE_Q8_K, b, b, 256)), "q8_K has no dot -> NaN");
    t_check(isnan(dlgo_vec_dot_ref(200, b, b, 32)), "vec_dot unknown id -> NaN");
    t_check(dlgo_vec_dot_ref(DLGO_TYPE_Q4_K, b, b, 0) == 0.0f, "vec_dot n = 0 is 0");
    t_end();
}

/* random weight blocks (random bytes = valid blocks, with scales anywhere in the f16/e8m0 range) against
   random activations whose block magnitudes span 1e-3..1e3 */
static void tq_random_dots(int t, int trials, double *worst, int *bad) {
    enum { N = 1024 };
    static unsigned char w[N * 4], a[N * 4];
    static float act[N], fw[N], fa[N];
    size_t wbytes = dlgo_row_bytes(t, N);
    for (int trial = 0; trial < trials; trial++) {
        int tries = 0, ok;
        double rel;
        for (;;) {   /* redraw the rare weight rows whose scale bytes decode to inf/NaN or overflow */
            for (size_t i = 0; i < wbytes; i++) w[i] = (unsigned char)tq_rand();
            if (dlgo_type_block_size(t) == 1) {   /* f32/f16/bf16: random bytes would be mostly NaN/inf */
                for (int i = 0; i < N; i++) fw[i] = tq_normal() * powf(10.0f, tq_uniform() * 6.0f - 3.0f);
                dlgo_quantize_row(t, fw, w, N);
            }
            if (t == DLGO_TYPE_MXFP4)   /* E8M0 byte: keep 2^-28..2^27 so the sums stay finite */
                for (int b = 0; b < N / 32; b++) w[17 * b] = (unsigned char)(100 + tq_rand() % 56);
            for (int b = 0; b < N / 32; b++) {
                float sc = powf(10.0f, tq_uniform() * 6.0f - 3.0f);
                for (int j = 0; j < 32; j++) act[32 * b + j] = tq_normal() * sc;
            }
            dlgo_dequantize_row(t, w, fw, N);
            double s = 0;
            for (int i = 0; i < N; i++) s += fabs((double)fw[i]) * 1e3;
            if (isfinite(s) && s < 1e30) break;
            if (++tries > 200) { (*bad)++; return; }
        }
        rel = tq_dot_check(t, w, act, N, a, fw, fa, &ok);
        if (!ok) (*bad)++;
        if (rel > *worst) *worst = rel;
    }
}

static void tq_cli_roundtrip(const char *dir) {
    const char *cli = getenv("DLGO_CLI");
    char cmd[1400], path[1100], out[64];
    if (!cli || !*cli) cli = "./dlgo";
    FILE *probe = fopen(cli, "rb");
    if (!probe) { t_skip("quant: CLI dequant/quantize round trip", "no ./dlgo binary (run `make dlgo`)"); return; }
    fclose(probe);
    t_begin("quant: CLI dequant and quantize (q4_K, q8_0) match the reference");
    snprintf(out, sizeof out, "/tmp/dlgo_tq_%d.bin", (int)getpid());
    size_t len;
    snprintf(path, sizeof path, "%s/quant/q4_K.bin", dir);
    unsigned char *file = t_read_file(path, &len);
    if (t_check(file && len == 17536, "read %s", path)) {
        FILE *f = fopen(out, "wb");
        fwrite(file + 8192, 1, 1152, f); fclose(f);
        snprintf(cmd, sizeof cmd, "%s dequant --type q4_K --cols 512 < %s", cli, out);
        FILE *p = popen(cmd, "r");
        static unsigned char got[8192];
        size_t n = p ? fread(got, 1, sizeof got, p) : 0;
        int rc = p ? pclose(p) : -1;
        t_check(rc == 0 && n == 8192, "dequant: rc %d, %zu bytes", rc, n);
        t_check(n == 8192 && !memcmp(got, file + 9344, 8192), "dequant output differs from llama.cpp's");
        /* bad input: 100 bytes of q4_K is not a whole row */
        f = fopen(out, "wb"); fwrite(file + 8192, 1, 100, f); fclose(f);
        snprintf(cmd, sizeof cmd, "%s dequant --type q4_K --cols 512 < %s 2>/dev/null", cli, out);
        p = popen(cmd, "r"); n = p ? fread(got, 1, sizeof got, p) : 0; rc = p ? pclose(p) : 0;
        t_check(rc != 0, "short input must fail");
        snprintf(cmd, sizeof cmd, "%s dequant --type q9_9 --cols 512 < %s 2>/dev/null", cli, out);
        p = popen(cmd, "r"); n = p ? fread(got, 1, sizeof got, p) : 0; rc = p ? pclose(p) : 0;
        t_check(rc != 0, "unknown type must fail");
    }
    free(file);
    snprintf(path, sizeof path, "%s/quant/q8_0.bin", dir);
    file = t_read_file(path, &len);
    if (t_check(file && len == 18560, "read %s", path)) {
        FILE *f = fopen(out, "wb");
        fwrite(file, 1, 8192, f); fclose(f);
        snprintf(cmd, sizeof cmd, "%s quantize --type q8_0 --cols 512 < %s", cli, out);
        FILE *p = popen(cmd, "r");
        static unsigned char got[4096];
        size_t n = p ? fread(got, 1, sizeof got, p) : 0;
        int rc = p ? pclose(p) : -1;
        t_check(rc == 0 && n == 2176 && !memcmp(got, file + 8192, 2176), "quantize q8_0: rc %d, %zu bytes, bytes %s", rc,
                n, n == 2176 && !memcmp(got, file + 8192, 2176) ? "equal" : "differ");
        snprintf(cmd, sizeof cmd, "%s quantize --type q8_0 --cols 100 < %s 2>/dev/null", cli, out);
        p = popen(cmd, "r"); n = p ? fread(got, 1, sizeof got, p) : 0; rc = p ? pclose(p) : 0;
        t_check(rc != 0, "cols not a multiple of the block must fail");
    }
    free(file);
    remove(out);
    t_end();
}

static void suite_quant(void) {
    if (!t_selected("quant")) return;
    tq_api_checks();

    t_begin("quant: f32 round trip and dot");
    {
        float x[256], y[256], z[256];
        for (int i = 0; i < 256; i++) { x[i] = tq_normal(); y[i] = tq_normal(); }
        t_check(dlgo_quantize_row(DLGO_TYPE_F32, x, z, 256) == DLGO_OK && !memcmp(x, z, sizeof x), "f32 quantize = copy");
        t_check(dlgo_dequantize_row(DLGO_TYPE_F32, x, z, 256) == DLGO_OK && !memcmp(x, z, sizeof x), "f32 dequantize = copy");
        double s = 0; for (int i = 0; i < 256; i++) s += (double)x[i] * y[i];
        t_check(fabs(dlgo_vec_dot_ref(DLGO_TYPE_F32, x, y, 256) - s) <= 1e-6 * fabs(s) + 1e-6, "f32 dot");
    }
    t_end();

    const char *dir = t_testdata("quant");
    if (!dir) return;
    char path[1100], err[128];
    snprintf(path, sizeof path, "%s/quant/index.json", dir);
    json_node *idx = json_parse_file(path, err);
    t_begin("quant: index.json");
    json_node *types = idx ? json_get(idx, "types") : NULL;
    int ntypes = 0;
    if (types && types->kind == JSON_ARR) for (json_node *c = types->child; c; c = c->next) ntypes++;
    t_check(ntypes == 29, "quant/index.json: %d types (%s)", ntypes, idx ? "want 29" : err);
    int rows = idx && json_get(idx, "rows") ? (int)json_get(idx, "rows")->num : 0;
    int cols = idx && json_get(idx, "cols") ? (int)json_get(idx, "cols")->num : 0;
    t_check(rows == 4 && cols == 512, "rows %d cols %d", rows, cols);
    t_end();
    if (!types || rows != 4 || cols != 512) { json_free(idx); return; }

    static float fw[512], fa[512], deq[512];
    static unsigned char abuf[4096], qbuf[4096];
    printf("  %-8s %-24s %-18s %-26s %s\n", "type", "dequantize (vs ggml)", "quantize", "vec_dot rows (err/tol)",
           "vec_dot random");
    for (json_node *e = types->child; e; e = e->next) {
        const char *name = json_get(e, "type") ? json_get(e, "type")->str : "?";
        int id = json_get(e, "ggml_type_id") ? (int)json_get(e, "ggml_type_id")->num : -1;
        size_t row_bytes = json_get(e, "row_bytes") ? (size_t)json_get(e, "row_bytes")->num : 0;
        json_node *odq = json_get(e, "offset_dequantized_f32");
        size_t oq = json_get(e, "offset_quantized") ? (size_t)json_get(e, "offset_quantized")->num : 0;
        char cname[64], dq_msg[64] = "", q_msg[64] = "", d_msg[64] = "", r_msg[64] = "";
        snprintf(cname, sizeof cname, "quant %s", name);
        t_begin(cname);
        int t = dlgo_type_from_name(name);
        t_check(t == id && !strcmp(dlgo_type_name(t), name), "name %s -> id %d, index says %d", name, t, id);
        t_check(dlgo_type_block_size(t) == (int64_t)json_get(e, "block_size")->num, "%s block size", name);
        t_check(dlgo_type_block_bytes(t) == (size_t)json_get(e, "bytes_per_block")->num, "%s block bytes", name);
        t_check(dlgo_row_bytes(t, cols) == row_bytes, "%s row bytes", name);
        snprintf(path, sizeof path, "%s/quant/%s", dir, json_get(e, "file")->str);
        size_t len = 0;
        unsigned char *file = t_read_file(path, &len);
        if (!t_check(file && len == (size_t)json_get(e, "file_bytes")->num && t == id, "read %s", path)) {
            free(file); t_end(); continue;
        }
        /* 1. dequantize the stored bytes */
        int nbad = 0; double maxd = 0;
        for (int r = 0; r < rows; r++) {
            const unsigned char *q = file + oq + r * row_bytes;
            if (!t_check(dlgo_dequantize_row(t, q, deq, cols) == DLGO_OK, "%s dequantize row %d", name, r)) { nbad++; continue; }
            for (int c = 0; c < cols; c++) {
                float ref, x = tq_f32_at(file + 4 * ((size_t)r * cols + c));
                double tol;
                if (odq && odq->kind == JSON_NUM) {
                    ref = tq_f32_at(file + (size_t)odq->num + 4 * ((size_t)r * cols + c));
                    tol = 1e-6 * (fabs(ref) > 1 ? fabs(ref) : 1);
                } else {   /* q8_1: no ggml dequantizer; q·d must be within d/2 (+ f16 rounding of d) of the input */
                    float d = dlgo_fp16_to_f32((uint16_t)(q[36 * (c / 32)] | (q[36 * (c / 32) + 1] << 8)));
                    ref = x; tol = 0.5 * d + 2e-3 * fabs(x) + 1e-30;
                }
                double diff = fabs((double)deq[c] - ref);
                if (diff > maxd) maxd = diff;
                if (!(diff <= tol)) { if (nbad++ < 3) t_check(0, "%s row %d col %d: got %g want %g", name, r, c, deq[c], ref); }
            }
        }
        snprintf(dq_msg, sizeof dq_msg, "%s max|d|=%.1e", nbad ? "FAIL" : (odq && odq->kind == JSON_NUM) ? "ok" : "ok(vs input)", maxd);
        /* 2. quantizers (activation types, f16/bf16, and any weight type dlgo can quantize) */
        if (dlgo_type_can_quantize(t)) {
            int same = 0;
            for (int r = 0; r < rows; r++) {
                const float *x = (const float *)(const void *)(file + 4 * (size_t)r * cols);
                float xr[512]; memcpy(xr, x, sizeof xr);   /* the file buffer is not float-aligned by contract */
                memset(qbuf, 0xcd, sizeof qbuf);
                dlgo_quantize_row(t, xr, qbuf, cols);
                int eq = !memcmp(qbuf, file + oq + r * row_bytes, row_bytes);
                same += eq;
                if (!eq) {
                    size_t k = 0; while (qbuf[k] == file[oq + r * row_bytes + k]) k++;
                    t_check(0, "%s quantize row %d differs at byte %zu: %02x vs %02x", name, r, k, qbuf[k], file[oq + r * row_bytes + k]);
                }
            }
            snprintf(q_msg, sizeof q_msg, "%s %d/%d rows", same == rows ? "identical" : "DIFF", same, rows);
        } else snprintf(q_msg, sizeof q_msg, "-");
        /* 3. vec_dot against dequantize-then-dot, on stored rows x (input rows quantized to the pair type) */
        if (dlgo_type_vec_dot_type(t) >= 0) {
            double worst = 0; int bad = 0;
            for (int r = 0; r < rows; r++) {
                for (int ar = 0; ar < rows; ar++) {
                    float xr[512]; int ok;
                    memcpy(xr, file + 4 * (size_t)ar * cols, sizeof xr);
                    double rel = tq_dot_check(t, file + oq + r * row_bytes, xr, cols, abuf, fw, fa, &ok);
                    if (!ok) { if (bad++ < 2) t_check(0, "%s vec_dot row %d x act %d: err/tol %.3g", name, r, ar, rel); }
                    if (rel > worst) worst = rel;
                }
            }
            snprintf(d_msg, sizeof d_msg, "%s 16/16 worst %.1e", bad ? "FAIL" : "ok", worst);
            if (bad) snprintf(d_msg, sizeof d_msg, "FAIL %d/16 worst %.1e", 16 - bad, worst);
            worst = 0; bad = 0;
            tq_random_dots(t, 12, &worst, &bad);
            t_check(!bad, "%s random vec_dot: %d of 12 trials off", name, bad);
            snprintf(r_msg, sizeof r_msg, "%s 12 trials worst %.1e", bad ? "FAIL" : "ok", worst);
        } else { snprintf(d_msg, sizeof d_msg, "- (activation type)"); snprintf(r_msg, sizeof r_msg, "-"); }
        printf("  %-8s %-24s %-18s %-26s %s\n", name, dq_msg, q_msg, d_msg, r_msg);
        free(file);
        t_end();
    }
    /* f32 and bf16/f16 pairs with random data are covered above; f32 has no file */
    {
        double worst = 0; int bad = 0;
        t_begin("quant f32 random vec_dot");
        tq_random_dots(DLGO_TYPE_F32, 4, &worst, &bad);
        t_check(!bad, "f32 random vec_dot");
        t_end();
    }
    tq_cli_roundtrip(dir);
    json_free(idx);
}
