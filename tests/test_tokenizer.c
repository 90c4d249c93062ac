/* test_tokenizer.c — included by run_tests.c
   Conformance: llama.cpp's tokenizer vectors (testdata/vocab (.inp/.out), add_special = parse_special = false) for
   all ten vocabularies, stories260K's reference tokenization; then properties: special tokens, BOS/EOS, EOG,
   detokenize(tokenize(x)) round trips, the streaming detokenizer across split UTF-8, invalid input. */
#include <unistd.h>

typedef struct {
    char dir[64];
    char path[256];
} tt_tmp;

/* xz -dc VOCAB.xz > DIR/file; returns the path or NULL */
static const char *tt_unxz(tt_tmp *tmp, const char *xz_path, const char *name) {
    if (!tmp->dir[0]) {
        snprintf(tmp->dir, sizeof tmp->dir, "/tmp/dlgo_tok_XXXXXX");
        if (!mkdtemp(tmp->dir)) { tmp->dir[0] = 0; return NULL; }
    }
    snprintf(tmp->path, sizeof tmp->path, "%s/%s", tmp->dir, name);
    char cmd[1024];
    snprintf(cmd, sizeof cmd, "xz -dc '%s'", xz_path);
    FILE *in = popen(cmd, "r");
    if (!in) return NULL;
    FILE *out = fopen(tmp->path, "wb");
    if (!out) { pclose(in); return NULL; }
    char buf[1 << 16];
    size_t n, total = 0;
    while ((n = fread(buf, 1, sizeof buf, in)) > 0) { fwrite(buf, 1, n, out); total += n; }
    fclose(out);
    int rc = pclose(in);
    if (rc != 0 || total == 0) { remove(tmp->path); return NULL; }
    return tmp->path;
}

static dlgo_tokenizer *tt_load(const char *path) {
    dlgo_gguf *g = NULL; dlgo_error err; dlgo_tokenizer *t = NULL;
    if (dlgo_gguf_open_file(path, NULL, &g, &err) != DLGO_OK) { printf("    open %s: %s\n", path, err.msg); return NULL; }
    if (dlgo_tokenizer_load_gguf(g, NULL, &t, &err) != DLGO_OK) printf("    tokenizer %s: %s\n", path, err.msg);
    dlgo_gguf_close(g);
    return t;
}

/* tokenize into a malloc'ed array (grows when the count says the room was too small) */
static int32_t *tt_tok(const dlgo_tokenizer *t, const char *s, size_t n, int add, int parse, int32_t *count) {
    int32_t cap = (int32_t)n + 8;
    int32_t *ids = (int32_t *)malloc(sizeof(int32_t) * (size_t)cap);
    dlgo_error err;
    int32_t got = dlgo_tokenize(t, s, n, add, parse, ids, cap, &err);
    if (got > cap) {
        free(ids); cap = got;
        ids = (int32_t *)malloc(sizeof(int32_t) * (size_t)(cap + 1));
        got = dlgo_tokenize(t, s, n, add, parse, ids, cap, &err);
    }
    if (got < 0 || got > cap) { free(ids); *count = -1; return NULL; }
    *count = got;
    return ids;
}

/* detokenize into a malloc'ed NUL-terminated string */
static char *tt_detok(const dlgo_tokenizer *t, const int32_t *ids, int32_t n, int remove_special, int special, int32_t *len) {
    int32_t need = dlgo_detokenize(t, ids, n, NULL, 0, remove_special, special);
    char *s = (char *)malloc((size_t)need + 1);
    int32_t got = dlgo_detokenize(t, ids, n, s, need, remove_special, special);
    if (got > need) got = 0;
    s[got] = 0;
    *len = got;
    return s;
}

static int tt_ids_equal(const int32_t *a, int32_t na, const int32_t *b, int32_t nb) {
    if (na != nb) return 0;
    for (int32_t i = 0; i < na; i++) if (a[i] != b[i]) return 0;
    return 1;
}

/* parse one .out line of space-separated ids */
static int32_t tt_parse_ids(const char *line, int32_t *ids, int32_t cap) {
    int32_t n = 0;
    const char *p = line;
    while (*p) {
        while (*p == ' ' || *p == '\t' || *p == '\r') p++;
        if (!*p) break;
        char *e; long v = strtol(p, &e, 10);
        if (e == p) break;
        if (n < cap) ids[n] = (int32_t)v;
        n++; p = e;
    }
    return n;
}

/* is s[0..n) valid UTF-8 (no truncated sequence)? */
static int tt_utf8_complete(const char *s, int32_t n) {
    int32_t i = 0;
    while (i < n) {
        unsigned char c = (unsigned char)s[i];
        int32_t l = c < 0x80 ? 1 : c >= 0xf0 ? 4 : c >= 0xe0 ? 3 : c >= 0xc0 ? 2 : 1;
        if (i + l > n) return 0;
        for (int32_t k = 1; k < l; k++) if (((unsigned char)s[i + k] & 0xc0) != 0x80) return 0;
        i += l;
    }
    return 1;
}

/* Stream tokens through the detokenizer; checks every chunk is whole UTF-8 and the concatenation equals
   dlgo_detokenize without clean-up. Returns 1 on success. */
static int tt_stream_check(const dlgo_tokenizer *t, const int32_t *ids, int32_t n, const char *what) {
    dlgo_detok d;
    dlgo_detok_init(&d, t, 0, 0);
    int32_t cap = dlgo_tokenizer_max_piece(t) + 4;
    char *chunk = (char *)malloc((size_t)cap);
    size_t acc_cap = 64, acc_n = 0;
    char *acc = (char *)malloc(acc_cap);
    int ok = 1;
    for (int32_t i = 0; i < n; i++) {
        int32_t r = dlgo_detok_feed(&d, ids[i], chunk, cap);
        if (r > cap) { ok = t_check(0, "%s: detok_feed needs %d > max_piece+4 = %d", what, (int)r, (int)cap); break; }
        if (!tt_utf8_complete(chunk, r)) ok = t_check(0, "%s: chunk %d is not whole UTF-8", what, (int)i);
        while (acc_n + (size_t)r + 8 > acc_cap) { acc_cap *= 2; acc = (char *)realloc(acc, acc_cap); }
        memcpy(acc + acc_n, chunk, (size_t)r); acc_n += (size_t)r;
    }
    int32_t r = dlgo_detok_flush(&d, chunk, cap);
    if (r > 0 && r <= cap) { memcpy(acc + acc_n, chunk, (size_t)r); acc_n += (size_t)r; }
    /* reference: concatenated pieces */
    size_t ref_n = 0, ref_cap = 64;
    char *ref = (char *)malloc(ref_cap);
    for (int32_t i = 0; i < n; i++) {
        int32_t l = dlgo_token_to_piece(t, ids[i], 0, chunk, cap);
        if (l > cap) l = 0;
        while (ref_n + (size_t)l + 8 > ref_cap) { ref_cap *= 2; ref = (char *)realloc(ref, ref_cap); }
        memcpy(ref + ref_n, chunk, (size_t)l); ref_n += (size_t)l;
    }
    if (ok) ok = t_check(acc_n == ref_n && memcmp(acc, ref, ref_n) == 0, "%s: streamed text differs from the pieces", what);
    free(ref); free(acc); free(chunk);
    return ok;
}

typedef struct { const char *name; int roundtrip_exact; } tt_vocab_info;

static void tt_run_vocab(const char *dir, tt_tmp *tmp, const char *name, int *sum_pass, int *sum_total) {
    char xz[512], inp[512], outp[512], case_name[128];
    snprintf(xz, sizeof xz, "%s/vocab/ggml-vocab-%s.gguf.xz", dir, name);
    snprintf(inp, sizeof inp, "%s/vocab/ggml-vocab-%s.gguf.inp", dir, name);
    snprintf(outp, sizeof outp, "%s/vocab/ggml-vocab-%s.gguf.out", dir, name);
    snprintf(case_name, sizeof case_name, "vocab %s: llama.cpp vectors", name);
    t_begin(case_name);
    char fname[128]; snprintf(fname, sizeof fname, "%s.gguf", name);
    const char *path = tt_unxz(tmp, xz, fname);
    if (!t_check(path != NULL, "cannot decompress %s (is xz installed?)", xz)) { t_end(); return; }
    dlgo_tokenizer *t = tt_load(path);
    remove(path);
    size_t il = 0, ol = 0;
    char *in = (char *)t_read_file(inp, &il), *out = (char *)t_read_file(outp, &ol);
    if (!t_check(t && in && out, "load failed")) { dlgo_tokenizer_free(t); free(in); free(out); t_end(); return; }
    /* split the .inp on "\n__ggml_vocab_test__\n", the .out on lines */
    const char *sep = "\n__ggml_vocab_test__\n";
    size_t sepl = strlen(sep), pos = 0;
    char *oline = out;
    int pass = 0, total = 0, rt_pass = 0, rt_total = 0, stream_ok = 1;
    int32_t exp_ids[4096];
    while (pos < il) {
        const char *nx = strstr(in + pos, sep);
        size_t sl = nx ? (size_t)(nx - (in + pos)) : il - pos;
        const char *s = in + pos;
        pos = nx ? pos + sl + sepl : il;
        if (!oline || !*oline) { t_check(0, "%s: more inputs than output lines", name); break; }
        char *eol = strchr(oline, '\n');
        if (eol) *eol = 0;
        int32_t ne = tt_parse_ids(oline, exp_ids, 4096);
        oline = eol ? eol + 1 : NULL;
        int32_t ng = 0;
        int32_t *got = tt_tok(t, s, sl, 0, 0, &ng);
        total++;
        if (got && tt_ids_equal(got, ng, exp_ids, ne)) pass++;
        else {
            char gs[200] = "", es[200] = "";
            for (int32_t i = 0, w = 0; got && i < ng && w < 180; i++) w += snprintf(gs + w, sizeof gs - (size_t)w, " %d", (int)got[i]);
            for (int32_t i = 0, w = 0; i < ne && w < 180; i++) w += snprintf(es + w, sizeof es - (size_t)w, " %d", (int)exp_ids[i]);
            t_check(0, "%s #%d '%.*s': got [%s ] want [%s ]", name, total - 1, (int)(sl > 40 ? 40 : sl), s, gs, es);
        }
        if (got) {
            /* round trip: detokenize(tokenize(x)) == x where the vocabulary can represent x losslessly */
            int32_t dl = 0;
            char *back = tt_detok(t, got, ng, 0, 0, &dl);
            rt_total++;
            if ((size_t)dl == sl && memcmp(back, s, sl) == 0) rt_pass++;
            else {
                /* llama.cpp's clean_spaces (on for these BPE vocabularies) removes a space before ? ! . , and
                   around a lone apostrophe: only strings with such a pattern may come back changed */
                int cleans = !strcmp(name, "llama-bpe") || !strcmp(name, "falcon") || !strcmp(name, "gpt-2") ||
                             !strcmp(name, "starcoder") || !strcmp(name, "gemma-4");
                int pattern = 0;
                for (size_t q = 0; q + 1 < sl; q++)
                    if (s[q] == ' ' && strchr("?!.,'", s[q + 1])) pattern = 1;
                t_check(cleans && pattern, "%s #%d: round trip changed '%.*s' into '%s'", name, total - 1, (int)(sl > 60 ? 60 : sl), s, back);
            }
            free(back);
            char what[96]; snprintf(what, sizeof what, "%s stream #%d", name, total - 1);
            if (!tt_stream_check(t, got, ng, what)) stream_ok = 0;
        }
        free(got);
    }
    printf("    %-14s %2d/%2d vectors match, %2d/%2d round-trip exactly, streaming %s\n", name, pass, total, rt_pass,
           rt_total, stream_ok ? "ok" : "FAILED");
    *sum_pass += pass; *sum_total += total;
    t_end();

    /* Round trips: which strings cannot come back is a property of each vocabulary (clean_spaces rewrites " ,",
       SPM drops the leading space it added, unknown characters map to bytes with no token, ...). The counts
       are printed above; here: every vocabulary round-trips plain ASCII words exactly. */
    snprintf(case_name, sizeof case_name, "vocab %s: round trip of plain text", name);
    t_begin(case_name);
    {
        const char *plain = "Hello world this is a test";
        int32_t n = 0, dl = 0;
        int32_t *ids = tt_tok(t, plain, strlen(plain), 0, 0, &n);
        char *back = ids ? tt_detok(t, ids, n, 0, 0, &dl) : NULL;
        t_check(back && !strcmp(back, plain), "%s: '%s' came back as '%s'", name, plain, back ? back : "(null)");
        free(ids); free(back);
    }
    t_end();

    /* invalid UTF-8 and random bytes: never fails, ids in range */
    snprintf(case_name, sizeof case_name, "vocab %s: invalid UTF-8 / random bytes", name);
    t_begin(case_name);
    {
        uint32_t seed = 12345;
        for (int it = 0; it < 300; it++) {
            unsigned char buf[64];
            size_t n = (size_t)(it % 64);
            for (size_t i = 0; i < n; i++) {
                seed = seed * 1664525u + 1013904223u;
                unsigned v = seed >> 24;
                buf[i] = (unsigned char)(it % 3 == 0 ? v : it % 3 == 1 ? (v & 0x3f) | 0x80 : (v % 2 ? 0xf4 + (v % 12) : ' '));
            }
            int32_t cnt = 0;
            int32_t *ids = tt_tok(t, (const char *)buf, n, 1, 1, &cnt);
            if (!t_check(ids != NULL || n == 0, "%s: random input %d rejected", name, it)) continue;
            for (int32_t i = 0; i < cnt; i++)
                if (!t_check(ids[i] >= 0 && ids[i] < dlgo_tokenizer_n_vocab(t), "%s: id %d out of range", name, (int)ids[i])) break;
            int32_t dl = 0;
            char *back = tt_detok(t, ids, cnt, 1, 1, &dl);
            free(back); free(ids);
        }
        const char *bad = "\xff\xfe abc \xc3 \xe2\x82 \xf0\x9f\xa6 end \xed\xa0\x80 \xc0\x80";
        int32_t cnt = 0;
        int32_t *ids = tt_tok(t, bad, strlen(bad), 0, 0, &cnt);
        t_check(ids != NULL && cnt > 0, "%s: invalid UTF-8 not tokenized", name);
        free(ids);
    }
    t_end();
    dlgo_tokenizer_free(t);
    free(in); free(out);
}

static void suite_tokenizer(void) {
    if (!t_selected("tokenizer")) return;
    t_begin("tokenizer: GPT-2 byte alphabet inverse (closed form) equals the enumeration");
    {   /* the code points 256.. go to the bytes outside the printable alphabet, in byte order */
        unsigned n = 0; int bad = 0;
        for (unsigned c = 0; c < 256; c++) {
            const int printable = (c >= 0x21 && c <= 0x7e) || (c >= 0xa1 && c <= 0xac) || c >= 0xae;
            if (printable) bad += dlgo__tk_cp_to_byte(c) != (int)c;
            else bad += dlgo__tk_cp_to_byte(256 + n++) != (int)c;
        }
        bad += n != 68 || dlgo__tk_cp_to_byte(256 + 68) != -1 || dlgo__tk_cp_to_byte(0x20) != -1 || dlgo__tk_cp_to_byte(0x10000) != -1;
        t_check(!bad, "%d code points map wrongly", bad);
    }
    t_end();
    const char *dir = t_testdata("tokenizer");
    if (!dir) return;
    tt_tmp tmp; memset(&tmp, 0, sizeof tmp);

    static const char *const vocabs[] = { "llama-spm", "llama-bpe", "phi-3", "deepseek-llm", "falcon", "gpt-2",
                                          "starcoder", "qwen2", "qwen35", "gemma-4" };
    int sum_pass = 0, sum_total = 0;
    for (size_t i = 0; i < sizeof vocabs / sizeof vocabs[0]; i++) tt_run_vocab(dir, &tmp, vocabs[i], &sum_pass, &sum_total);
    printf("    all vocabularies: %d/%d vectors match\n", sum_pass, sum_total);

    char xz[512];
    /* ---- special tokens, BOS/EOS, EOG on llama-bpe (Llama 3) ---- */
    snprintf(xz, sizeof xz, "%s/vocab/ggml-vocab-llama-bpe.gguf.xz", dir);
    const char *path = tt_unxz(&tmp, xz, "llama-bpe.gguf");
    dlgo_tokenizer *t = path ? tt_load(path) : NULL;
    if (path) remove(path);
    t_begin("llama-bpe: special tokens, BOS, EOG");
    if (t_check(t != NULL, "llama-bpe did not load")) {
        int32_t bot = dlgo_token_from_text(t, "<|begin_of_text|>", 17), eot = dlgo_token_from_text(t, "<|eot_id|>", 10);
        t_check(bot == 128000 && dlgo_token_special(t, DLGO_SPECIAL_BOS) == 128000, "BOS %d / %d", (int)bot, (int)dlgo_token_special(t, DLGO_SPECIAL_BOS));
        t_check(dlgo_tokenizer_add_bos(t) == 1 && dlgo_tokenizer_add_eos(t) == 0, "llama3 adds BOS, not EOS");
        t_check(dlgo_token_is_eog(t, eot) && dlgo_token_is_eog(t, dlgo_token_special(t, DLGO_SPECIAL_EOS)) && !dlgo_token_is_eog(t, bot), "EOG set");
        t_check(dlgo_token_special(t, DLGO_SPECIAL_EOT) == eot, "EOT %d, want %d", (int)dlgo_token_special(t, DLGO_SPECIAL_EOT), (int)eot);
        const char *txt = "<|start_header_id|>user<|end_header_id|>\n\nHi<|eot_id|>";
        int32_t n1 = 0, n2 = 0, n3 = 0;
        int32_t *a = tt_tok(t, txt, strlen(txt), 1, 1, &n1);
        int32_t *b = tt_tok(t, txt, strlen(txt), 1, 0, &n2);
        int32_t *c = tt_tok(t, "Hi", 2, 0, 0, &n3);
        t_check(a && n1 >= 5 && a[0] == 128000 && a[1] == dlgo_token_from_text(t, "<|start_header_id|>", 19) && a[n1 - 1] == eot,
                "parse_special: BOS, header token first, EOT last");
        int has_ctrl = 0;
        for (int32_t i = 1; b && i < n2; i++) if (dlgo_token_is_control(t, b[i])) has_ctrl = 1;
        t_check(b && !has_ctrl && n2 > n1, "without parse_special the control-token text is plain text");
        t_check(c && n3 >= 1 && c[0] != 128000, "add_special=0: no BOS");
        /* rendering: control tokens only when asked */
        char buf[64];
        t_check(dlgo_token_to_piece(t, eot, 0, buf, sizeof buf) == 0, "control token renders empty by default");
        t_check(dlgo_token_to_piece(t, eot, 1, buf, sizeof buf) == 10 && !memcmp(buf, "<|eot_id|>", 10), "control token with special");
        t_check(dlgo_token_to_piece(t, eot, 1, buf, 4) == 10, "too-small buffer: the length needed (> size)");
        /* detokenize(tokenize(x, parse_special), special) gives x back with specials rendered */
        int32_t dl = 0;
        char *back = tt_detok(t, a + 1, n1 - 1, 0, 1, &dl);
        t_check(!strcmp(back, txt), "special round trip: '%s'", back);
        free(back);
        /* budget */
        int32_t few[2];
        dlgo_error err;
        const int32_t need = dlgo_tokenize(t, txt, strlen(txt), 1, 1, few, 2, &err);
        t_check(need == n1 && few[0] == 128000, "too small: the count needed %d, want %d", (int)need, (int)n1);
        free(a); free(b); free(c);
    }
    t_end();
    dlgo_tokenizer_free(t);

    /* ---- phi-3: special tokens eat the whitespace after them (llama.cpp's RSTRIP quirk for phi-3 models) ---- */
    snprintf(xz, sizeof xz, "%s/vocab/ggml-vocab-phi-3.gguf.xz", dir);
    path = tt_unxz(&tmp, xz, "phi-3.gguf");
    t = path ? tt_load(path) : NULL;
    if (path) remove(path);
    t_begin("phi-3: RSTRIP after special tokens, EOG");
    if (t_check(t != NULL, "phi-3 did not load")) {
        int32_t user = dlgo_token_from_text(t, "<|user|>", 8), end = dlgo_token_from_text(t, "<|end|>", 7);
        t_check(user >= 0 && (dlgo_token_attr(t, user) & DLGO_TOKEN_ATTR_RSTRIP), "<|user|> has RSTRIP");
        t_check(!(dlgo_token_attr(t, dlgo_token_special(t, DLGO_SPECIAL_BOS)) & DLGO_TOKEN_ATTR_RSTRIP), "<s> has no RSTRIP");
        int32_t n1 = 0, n2 = 0;
        int32_t *a = tt_tok(t, "<|user|>\n  Hello<|end|>", 23, 0, 1, &n1);
        int32_t *b = tt_tok(t, "<|user|>Hello<|end|>", 20, 0, 1, &n2);
        t_check(a && b && tt_ids_equal(a, n1, b, n2), "whitespace after <|user|> is stripped");
        t_check(dlgo_token_is_eog(t, end) && dlgo_token_is_eog(t, dlgo_token_special(t, DLGO_SPECIAL_EOS)), "<|end|> and EOS are EOG");
        free(a); free(b);
    }
    t_end();
    dlgo_tokenizer_free(t);

    /* ---- deepseek-llm: user-defined tokens are split even without parse_special ---- */
    snprintf(xz, sizeof xz, "%s/vocab/ggml-vocab-deepseek-llm.gguf.xz", dir);
    path = tt_unxz(&tmp, xz, "deepseek-llm.gguf");
    t = path ? tt_load(path) : NULL;
    if (path) remove(path);
    t_begin("deepseek-llm: user-defined tokens always matched");
    if (t_check(t != NULL, "deepseek-llm did not load")) {
        int32_t ud = -1;
        for (int32_t i = 0; i < dlgo_tokenizer_n_vocab(t); i++)
            if ((dlgo_token_attr(t, i) & DLGO_TOKEN_ATTR_USER_DEFINED) && strlen(dlgo_token_text(t, i)) >= 3) { ud = i; break; }
        if (t_check(ud >= 0, "no user-defined token")) {
            char txt[256];
            snprintf(txt, sizeof txt, "abc%sdef", dlgo_token_text(t, ud));
            int32_t n = 0;
            int32_t *a = tt_tok(t, txt, strlen(txt), 0, 0, &n);
            int found = 0;
            for (int32_t i = 0; a && i < n; i++) if (a[i] == ud) found = 1;
            t_check(found, "user-defined token %d '%s' not matched with parse_special=0", (int)ud, dlgo_token_text(t, ud));
            free(a);
        }
        t_check(dlgo_tokenizer_add_bos(t) == 1 && dlgo_token_special(t, DLGO_SPECIAL_BOS) == 100000, "deepseek add_bos from the file");
    }
    t_end();
    dlgo_tokenizer_free(t);

    /* ---- streaming across split UTF-8: byte-fallback SPM and byte-level BPE ---- */
    snprintf(xz, sizeof xz, "%s/vocab/ggml-vocab-llama-spm.gguf.xz", dir);
    path = tt_unxz(&tmp, xz, "llama-spm.gguf");
    t = path ? tt_load(path) : NULL;
    if (path) remove(path);
    t_begin("streaming detokenizer: SPM byte tokens");
    if (t_check(t != NULL, "llama-spm did not load")) {
        const char *txt = "llama \xf0\x9f\xa6\x99 and \xe1\x80\x80\xe1\x80\x81 and caf\xc3\xa9";
        int32_t n = 0;
        int32_t *a = tt_tok(t, txt, strlen(txt), 1, 0, &n);
        int bytes = 0;
        for (int32_t i = 0; a && i < n; i++) if (dlgo_token_attr(t, a[i]) & DLGO_TOKEN_ATTR_BYTE) bytes++;
        t_check(bytes >= 4, "expected byte-fallback tokens for the emoji, got %d", bytes);
        if (a) tt_stream_check(t, a, n, "spm stream");
        /* strip_leading_space: the SPM space prefix */
        dlgo_detok d; dlgo_detok_init(&d, t, 0, 1);
        char out[256]; int32_t o = 0;
        for (int32_t i = 0; a && i < n; i++) { int32_t r = dlgo_detok_feed(&d, a[i], out + o, (int32_t)sizeof out - o); if (r > 0) o += r; }
        o += dlgo_detok_flush(&d, out + o, (int32_t)sizeof out - o);
        t_check(o == (int32_t)strlen(txt) && !memcmp(out, txt, (size_t)o), "streamed text '%.*s'", (int)o, out);
        /* a split sequence is held back, then completed */
        int32_t b0 = dlgo_token_from_text(t, "<0xF0>", 6), b1 = dlgo_token_from_text(t, "<0x9F>", 6),
                b2 = dlgo_token_from_text(t, "<0xA6>", 6), b3 = dlgo_token_from_text(t, "<0x99>", 6);
        dlgo_detok_init(&d, t, 0, 0);
        int32_t r0 = dlgo_detok_feed(&d, b0, out, 16), r1 = dlgo_detok_feed(&d, b1, out, 16), r2 = dlgo_detok_feed(&d, b2, out, 16);
        int32_t r3 = dlgo_detok_feed(&d, b3, out, 16);
        t_check(r0 == 0 && r1 == 0 && r2 == 0 && r3 == 4 && !memcmp(out, "\xf0\x9f\xa6\x99", 4), "held back %d %d %d then %d", (int)r0, (int)r1, (int)r2, (int)r3);
        r0 = dlgo_detok_feed(&d, b0, out, 16);
        r1 = dlgo_detok_flush(&d, out, 16);
        t_check(r0 == 0 && r1 == 1 && (unsigned char)out[0] == 0xf0, "flush returns the incomplete tail");
        /* llama_detokenize(remove_special) drops the BOS but then keeps the space prefix of the first piece;
           without a BOS the prefix is removed */
        int32_t dl = 0;
        char *back = tt_detok(t, a, n, 1, 0, &dl);
        t_check(back[0] == ' ' && !strcmp(back + 1, txt), "SPM detokenize(remove_special) '%s'", back);
        free(back);
        back = tt_detok(t, a + 1, n - 1, 0, 0, &dl);
        t_check(!strcmp(back, txt), "SPM detokenize without BOS '%s'", back);
        free(back); free(a);
    }
    t_end();
    dlgo_tokenizer_free(t);

    snprintf(xz, sizeof xz, "%s/vocab/ggml-vocab-qwen2.gguf.xz", dir);
    path = tt_unxz(&tmp, xz, "qwen2.gguf");
    t = path ? tt_load(path) : NULL;
    if (path) remove(path);
    t_begin("streaming detokenizer: byte-level BPE, qwen2 specials");
    if (t_check(t != NULL, "qwen2 did not load")) {
        const char *txt = "\xe8\xaf\xb7\xe9\x97\xae \xf0\x9f\xa6\x99\xf0\x9f\x98\x80 \xe0\xa4\xa8\xe0\xa4\xae\xe0\xa4\xb8\xe0\xa5\x8d\xe0\xa4\xa4\xe0\xa5\x87";
        int32_t n = 0;
        int32_t *a = tt_tok(t, txt, strlen(txt), 0, 0, &n);
        if (a) tt_stream_check(t, a, n, "bpe stream");
        int32_t im_end = dlgo_token_from_text(t, "<|im_end|>", 10);
        t_check(dlgo_token_is_eog(t, im_end) && dlgo_tokenizer_add_bos(t) == 0, "qwen2: <|im_end|> EOG, no BOS");
        free(a);
    }
    t_end();
    dlgo_tokenizer_free(t);

    /* ---- stories260K (trained SPM, 512 tokens): llama.cpp's tokenization of the reference prompts ---- */
    t_begin("stories260K: reference tokenization (add_special)");
    {
        char mp[512], rp[512], e[128];
        snprintf(mp, sizeof mp, "%s/real/stories260K.gguf", dir);
        snprintf(rp, sizeof rp, "%s/real/stories260K.ref.json", dir);
        static const char *const prompts[3] = { "Once upon a time",
            "Lily and Ben went to the park. They saw a big dog. The dog was", "One day, a little bird" };
        t = tt_load(mp);
        json_node *ref = json_parse_file(rp, e);
        if (t_check(t && ref, "stories260K or its reference did not load")) {
            t_check(dlgo_tokenizer_n_vocab(t) == 512 && dlgo_tokenizer_type(t) == DLGO_VOCAB_SPM, "512-token SPM");
            json_node *seqs = json_get(ref, "sequences");
            for (int k = 0; k < 3; k++) {
                json_node *toks = json_get(json_at(seqs, (size_t)k), "tokens");
                int32_t want[64]; int32_t nw = 0;
                for (json_node *c = toks ? toks->child : NULL; c && nw < 64; c = c->next) want[nw++] = (int32_t)c->num;
                int32_t n = 0;
                int32_t *got = tt_tok(t, prompts[k], strlen(prompts[k]), 1, 0, &n);
                t_check(got && tt_ids_equal(got, n, want, nw), "prompt %d tokenized differently", k);
                int32_t dl = 0;
                char *back = got ? tt_detok(t, got + 1, n - 1, 0, 0, &dl) : NULL;
                t_check(back && !strcmp(back, prompts[k]), "prompt %d detokenized as '%s'", k, back ? back : "");
                free(back); free(got);
            }
        }
        json_free(ref);
        dlgo_tokenizer_free(t);
    }
    t_end();

    /* ---- the tiny test models all carry a 4096-token llama SPM vocabulary: they load and round-trip ---- */
    t_begin("testdata/models: every model's vocabulary loads");
    {
        static const char *const models[] = { "llama-tiny-f32", "qwen3-tiny-f16", "gemma3-tiny-bf16", "phi3-tiny-f16",
                                              "gpt-oss-tiny-f16", "deepseek2-tiny-f16" };
        for (size_t i = 0; i < sizeof models / sizeof models[0]; i++) {
            char mp[512];
            snprintf(mp, sizeof mp, "%s/models/%s.gguf", dir, models[i]);
            FILE *f = fopen(mp, "rb");
            if (!f) continue;
            fclose(f);
            t = tt_load(mp);
            if (!t_check(t != NULL, "%s: tokenizer did not load", models[i])) continue;
            t_check(dlgo_tokenizer_n_vocab(t) == 4096, "%s: n_vocab %d", models[i], (int)dlgo_tokenizer_n_vocab(t));
            const char *txt = "Once upon a time, there was a little cat.";
            int32_t n = 0, dl = 0;
            int32_t *ids = tt_tok(t, txt, strlen(txt), 0, 0, &n);
            char *back = ids ? tt_detok(t, ids, n, 0, 0, &dl) : NULL;
            t_check(back && !strcmp(back, txt), "%s: round trip gave '%s'", models[i], back ? back : "");
            free(ids); free(back);
            dlgo_tokenizer_free(t);
        }
    }
    t_end();

    if (tmp.dir[0]) rmdir(tmp.dir);
}
