/* gen_seeds: writes small fuzzing seeds into a folder (no corpus lives in the repository).

       gen_seeds TESTDATA OUT        (make fuzz-seeds; TESTDATA = ../shared/testdata)

   The test data's models are megabytes, mostly weights and a 4096-entry vocabulary; a fuzzer that copies and
   checks megabytes per run manages tens of runs per second. The seeds written here keep the structure and drop
   the bulk, so each run touches kilobytes:
     OUT/gguf/      header-only GGUFs (every model's keys, vocabulary cut to a few hundred entries), one-tensor files
                    of every ggml type, the vocabularies alone, a v2 file, odd alignments
     OUT/model/     every tiny model with its vocabulary (and token_embd/output rows) cut to VOCAB_KEEP entries and its
                    layers to one (or one period of a hybrid, see layers_to_keep),
                    plus a few quantized llamas cut the same way
     OUT/tokenizer/ the tokenizer test strings of testdata/vocab/<name>.inp, one per seed, behind the target's two bytes
     OUT/chat/      the jinja templates and the built-in template names, with a short conversation
     OUT/wav/       short WAVs of every sample format dlgo reads (and a few it refuses)
     OUT/whisper/   a Whisper model of width 8 in whisper.cpp's format (write_micro_whisper)
     OUT/vad/       the test data's Silero models (copied: their format is not GGUF)
     OUT/http/      HTTP requests for `dlgo serve` (fuzz_http): every endpoint, streamed, with tools, chunked, pipelined,
                    an oversized header; OUT/http.dict: HTTP and API words; OUT/http-model.gguf: a llama of width 32
     OUT/gguf.dict  libFuzzer dictionary: every key of the seeds (bare and length-prefixed), value and tensor type ids
   It is built against the same instrumented object as the targets (tests/fuzz/fuzz_dlgo.o), or any dlgo build
   that exports the internals (it uses the GGUF writer). */
#define DLGO_EXPOSE_INTERNALS
#include "../../dlgo.h"
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#define VOCAB_KEEP 300

static const char *g_out;
static int g_n_files;

/* ---- the dictionary: keys collected while writing, deduplicated at the end --------------------------------- */
static char **g_keys; static size_t g_n_keys, g_cap_keys;
static void dict_key(const char *k) {
    for (size_t i = 0; i < g_n_keys; i++) if (!strcmp(g_keys[i], k)) return;
    if (g_n_keys == g_cap_keys) { g_cap_keys = g_cap_keys ? 2 * g_cap_keys : 256; g_keys = (char **)realloc(g_keys, g_cap_keys * sizeof *g_keys); }
    g_keys[g_n_keys++] = strdup(k);
}
static void dict_bytes(FILE *f, const char *name, const uint8_t *p, size_t n) {
    fprintf(f, "%s=\"", name);
    for (size_t i = 0; i < n; i++) {
        if (p[i] >= 0x20 && p[i] < 0x7f && p[i] != '"' && p[i] != '\\') fputc(p[i], f);
        else fprintf(f, "\\x%02x", p[i]);
    }
    fputs("\"\n", f);
}
static void write_dict(void) {
    char path[1024]; snprintf(path, sizeof path, "%s/gguf.dict", g_out);
    FILE *f = fopen(path, "w");
    if (!f) { perror(path); exit(1); }
    uint8_t b[16 + 256];
    dict_bytes(f, "magic", (const uint8_t *)"GGUF", 4);
    for (uint32_t t = 0; t < 48; t++) {   /* GGUF value types 0..12 and ggml tensor types 0..41, as u32 */
        char nm[32]; snprintf(nm, sizeof nm, "u32_%u", t);
        b[0] = (uint8_t)t; b[1] = b[2] = b[3] = 0; dict_bytes(f, nm, b, 4);
    }
    static const uint64_t big[] = { 0xffffffffu, 0x80000000u, 0x100000000ull, 0xffffffffffffffffull, 0x7fffffffffffffffull };
    for (size_t i = 0; i < sizeof big / sizeof big[0]; i++) {
        char nm[32]; snprintf(nm, sizeof nm, "u64_big%zu", i);
        for (int k = 0; k < 8; k++) b[k] = (uint8_t)(big[i] >> (8 * k));
        dict_bytes(f, nm, b, 8);
    }
    for (size_t i = 0; i < g_n_keys; i++) {
        const size_t n = strlen(g_keys[i]);
        if (n > 200) continue;
        char nm[32]; snprintf(nm, sizeof nm, "key%zu", i);
        dict_bytes(f, nm, (const uint8_t *)g_keys[i], n);
        for (int k = 0; k < 8; k++) b[k] = (uint8_t)((uint64_t)n >> (8 * k));   /* as GGUF writes it: u64 length first */
        memcpy(b + 8, g_keys[i], n);
        snprintf(nm, sizeof nm, "lkey%zu", i);
        dict_bytes(f, nm, b, 8 + n);
    }
    fclose(f);
}

/* ---- files -------------------------------------------------------------------------------------------------- */
static void mkdir_p(const char *sub) {
    char path[1024]; snprintf(path, sizeof path, "%s/%s", g_out, sub);
    if (mkdir(path, 0755) && errno != EEXIST) { perror(path); exit(1); }
}
static void put_file(const char *sub, const char *name, const void *p, size_t n) {
    char path[1024]; snprintf(path, sizeof path, "%s/%s/%s", g_out, sub, name);
    FILE *f = fopen(path, "wb");
    if (!f || fwrite(p, 1, n, f) != n) { perror(path); exit(1); }
    fclose(f);
    g_n_files++;
}
static void *slurp(const char *path, size_t *n) {
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    fseek(f, 0, SEEK_END); long sz = ftell(f); fseek(f, 0, SEEK_SET);
    void *p = malloc(sz > 0 ? (size_t)sz : 1);
    if (sz < 0 || fread(p, 1, (size_t)sz, f) != (size_t)sz) { fclose(f); free(p); return NULL; }
    fclose(f); *n = (size_t)sz;
    return p;
}
static void writer_out(dlgo_gguf_writer *w, const char *sub, const char *name) {
    void *buf = NULL; size_t n = 0; dlgo_error err;
    if (dlgo_gguf_writer_write_memory(w, &buf, &n, &err) != DLGO_OK) { fprintf(stderr, "gen_seeds: %s: %s\n", name, err.msg); exit(1); }
    put_file(sub, name, buf, n);
    dlgo_gguf_writer_free_buffer(w, buf);
}
static dlgo_gguf *open_or_die(const char *path) {
    dlgo_gguf *g = NULL; dlgo_error err;
    if (dlgo_gguf_open_file(path, NULL, &g, &err) != DLGO_OK) { fprintf(stderr, "gen_seeds: %s: %s\n", path, err.msg); exit(1); }
    return g;
}
static const char *base_name(const char *path) { const char *s = strrchr(path, '/'); return s ? s + 1 : path; }

/* ---- a GGUF's keys, vocabulary cut down ----------------------------------------------------------------------
   The first VOCAB_KEEP tokens stay, and the special tokens past them are appended (their id keys renumbered), so
   the cut vocabulary still has its BOS/EOS. BPE merges stay when both halves and the result survive. */
typedef struct {
    int64_t n_old; int32_t *map; int64_t n_new; int64_t *keep;   /* the vocabulary */
    int64_t n_layer, keep_layers;                                 /* the layers (model seeds): 0 = all */
} vocab_cut;

static int is_tok_array(const char *k) {
    return !strcmp(k, "tokenizer.ggml.tokens") || !strcmp(k, "tokenizer.ggml.scores") || !strcmp(k, "tokenizer.ggml.token_type");
}
static void cut_init(vocab_cut *c, const dlgo_gguf *g) {
    memset(c, 0, sizeof *c);
    const int64_t ti = dlgo_gguf_find_key(g, "tokenizer.ggml.tokens");
    if (ti < 0) return;
    c->n_old = (int64_t)dlgo_gguf_arr_n(g, ti);
    c->map = (int32_t *)malloc((size_t)(c->n_old + 1) * sizeof(int32_t));
    c->keep = (int64_t *)malloc((size_t)(c->n_old + 1) * sizeof(int64_t));
    for (int64_t i = 0; i < c->n_old; i++) c->map[i] = -1;
    for (int64_t i = 0; i < c->n_old && i < VOCAB_KEEP; i++) { c->map[i] = (int32_t)i; c->keep[c->n_new++] = i; }
    for (int64_t k = 0; k < dlgo_gguf_n_kv(g); k++) {
        const char *key = dlgo_gguf_key(g, k);
        if (strncmp(key, "tokenizer.ggml.", 15) || !strstr(key, "_token_id")) continue;
        const int64_t id = dlgo_gguf_val_int(g, k);
        if (id >= 0 && id < c->n_old && c->map[id] < 0) { c->map[id] = (int32_t)c->n_new; c->keep[c->n_new++] = id; }
    }
}
static void cut_free(vocab_cut *c) { free(c->map); free(c->keep); }

static char *dup_n(const char *s, uint64_t n) { char *d = (char *)malloc((size_t)n + 1); memcpy(d, s, (size_t)n); d[n] = 0; return d; }

/* the kept tokens' texts, sorted, for a binary search (vocabularies carry up to 500K merges to check) */
typedef struct { const char *s; size_t n; } kept_str;
static int kept_cmp(const void *a, const void *b) {
    const kept_str *x = (const kept_str *)a, *y = (const kept_str *)b;
    const int r = memcmp(x->s, y->s, x->n < y->n ? x->n : y->n);
    return r ? r : (x->n > y->n) - (x->n < y->n);
}
static int in_vocab(const kept_str *kept, int64_t n_kept, const char *s, size_t n) {
    kept_str k = { s, n };
    return bsearch(&k, kept, (size_t)n_kept, sizeof *kept, kept_cmp) != NULL;
}

/* Copy key i of g into w, applying the cut. */
static void copy_kv(dlgo_gguf_writer *w, const dlgo_gguf *g, int64_t i, const vocab_cut *c) {
    const char *key = dlgo_gguf_key(g, i);
    const dlgo_gguf_type t = dlgo_gguf_kv_type(g, i);
    dict_key(key);
    if (!strcmp(key, "general.alignment")) return;   /* the writer sets its own */
    if (t == DLGO_GGUF_STRING) {
        uint64_t len = 0; const char *s = dlgo_gguf_val_str(g, i, &len);
        char *d = dup_n(s, len); dlgo_gguf_writer_set_str(w, key, d); free(d);
        return;
    }
    if (t != DLGO_GGUF_ARRAY) {
        uint8_t raw[8]; uint64_t u = dlgo_gguf_val_u64(g, i); int64_t v = dlgo_gguf_val_int(g, i);
        if (c->map && !strncmp(key, "tokenizer.ggml.", 15) && strstr(key, "_token_id") && v >= 0 && v < c->n_old) u = (uint64_t)c->map[v];
        if (c->map && strstr(key, ".vocab_size")) u = (uint64_t)c->n_new;
        if (c->keep_layers && strstr(key, ".block_count")) u = (uint64_t)c->keep_layers;
        if (t == DLGO_GGUF_F32) { float f = (float)dlgo_gguf_val_float(g, i); memcpy(raw, &f, 4); }
        else if (t == DLGO_GGUF_F64) { double d = dlgo_gguf_val_float(g, i); memcpy(raw, &d, 8); }
        else if (t == DLGO_GGUF_U8 || t == DLGO_GGUF_I8 || t == DLGO_GGUF_BOOL) raw[0] = (uint8_t)u;
        else if (t == DLGO_GGUF_U16 || t == DLGO_GGUF_I16) { uint16_t x = (uint16_t)u; memcpy(raw, &x, 2); }
        else if (t == DLGO_GGUF_U32 || t == DLGO_GGUF_I32) { uint32_t x = (uint32_t)u; memcpy(raw, &x, 4); }
        else memcpy(raw, &u, 8);
        dlgo_gguf_writer_set(w, key, t, raw);
        return;
    }
    const dlgo_gguf_type et = dlgo_gguf_arr_type(g, i);
    const uint64_t n = dlgo_gguf_arr_n(g, i);
    const int cut_toks = c->map && is_tok_array(key) && n == (uint64_t)c->n_old;
    const int cut_layers = c->keep_layers && et != DLGO_GGUF_STRING && !is_tok_array(key) && n == (uint64_t)c->n_layer;
    const int cut_merges = c->map && !strcmp(key, "tokenizer.ggml.merges");
    if (et == DLGO_GGUF_STRING) {
        const int64_t ti = dlgo_gguf_find_key(g, "tokenizer.ggml.tokens");
        kept_str *kept = NULL;
        if (cut_merges) {
            kept = (kept_str *)malloc((size_t)c->n_new * sizeof *kept + 1);
            for (int64_t j = 0; j < c->n_new; j++) { uint64_t len = 0; kept[j].s = dlgo_gguf_arr_str(g, ti, (uint64_t)c->keep[j], &len); kept[j].n = (size_t)len; }
            qsort(kept, (size_t)c->n_new, sizeof *kept, kept_cmp);
        }
        char **v = (char **)malloc((size_t)(n + 1) * sizeof(char *)); uint64_t m = 0;
        for (uint64_t j = 0; j < n; j++) {
            if (cut_toks && (int64_t)j >= c->n_new) break;
            const uint64_t src = cut_toks ? (uint64_t)c->keep[j] : j;
            uint64_t len = 0; const char *s = dlgo_gguf_arr_str(g, i, src, &len);
            if (cut_merges) {   /* "a b": both halves and "ab" must survive the cut */
                const char *sp = (const char *)memchr(s, ' ', (size_t)len);
                if (!sp || sp == s) continue;
                const size_t na = (size_t)(sp - s), nb = (size_t)len - na - 1;
                char ab[512];
                if (na + nb >= sizeof ab) continue;
                memcpy(ab, s, na); memcpy(ab + na, sp + 1, nb);
                if (!in_vocab(kept, c->n_new, s, na) || !in_vocab(kept, c->n_new, sp + 1, nb) || !in_vocab(kept, c->n_new, ab, na + nb)) continue;
            }
            v[m++] = dup_n(s, len);
        }
        dlgo_gguf_writer_set_arr_str(w, key, (const char *const *)v, m);
        for (uint64_t j = 0; j < m; j++) free(v[j]);
        free(v); free(kept);
        return;
    }
    const uint8_t *raw = (const uint8_t *)dlgo_gguf_arr_data(g, i);
    size_t es = et == DLGO_GGUF_U8 || et == DLGO_GGUF_I8 || et == DLGO_GGUF_BOOL ? 1 : et == DLGO_GGUF_U16 || et == DLGO_GGUF_I16 ? 2
              : et == DLGO_GGUF_U64 || et == DLGO_GGUF_I64 || et == DLGO_GGUF_F64 ? 8 : 4;
    if (!cut_toks) {   /* the file's elements may be unaligned; the writer takes an array of host values */
        uint8_t *v = (uint8_t *)malloc((size_t)n * es + 8);
        if (n) memcpy(v, raw, (size_t)n * es);
        dlgo_gguf_writer_set_arr(w, key, et, v, cut_layers ? (uint64_t)c->keep_layers : n);   /* per-layer arrays */
        free(v);
        return;
    }
    uint8_t *v = (uint8_t *)malloc((size_t)c->n_new * es + 1);
    for (int64_t j = 0; j < c->n_new; j++) memcpy(v + (size_t)j * es, raw + (size_t)c->keep[j] * es, es);
    dlgo_gguf_writer_set_arr(w, key, et, v, (uint64_t)c->n_new);
    free(v);
}

static dlgo_gguf_writer *new_writer(void) {
    dlgo_gguf_writer *w = NULL;
    if (dlgo_gguf_writer_create(NULL, &w, NULL) != DLGO_OK) exit(1);
    return w;
}

/* A model (or vocabulary) with the cut: keys always; tensors when with_tensors, the vocab-sized rows cut. */
/* Model seeds keep few layers: one, or the leading dense ones plus one (deepseek2), or one full-attention period of a
   hybrid (qwen35, qwen3next); per-layer arrays are cut to match. */
static int64_t layers_to_keep(const dlgo_gguf *g, int64_t *n_layer) {
    int64_t keep = 1;
    *n_layer = 0;
    for (int64_t i = 0; i < dlgo_gguf_n_kv(g); i++) {
        const char *k = dlgo_gguf_key(g, i);
        const int64_t v = dlgo_gguf_val_int(g, i);
        if (strstr(k, ".block_count") && !strstr(k, "dense")) *n_layer = v;
        if (strstr(k, ".leading_dense_block_count") && v + 1 > keep) keep = v + 1;
        if (strstr(k, ".full_attention_interval") && v > keep) keep = v;
    }
    return keep < *n_layer ? keep : 0;
}
static void write_cut(const char *path, const char *sub, const char *name, int with_tensors, int keys_tok_only) {
    dlgo_gguf *g = open_or_die(path);
    vocab_cut c; cut_init(&c, g);
    if (with_tensors) c.keep_layers = layers_to_keep(g, &c.n_layer);
    dlgo_gguf_writer *w = new_writer();
    for (int64_t i = 0; i < dlgo_gguf_n_kv(g); i++) {
        const char *k = dlgo_gguf_key(g, i);
        if (keys_tok_only && strncmp(k, "tokenizer.", 10) && strcmp(k, "general.architecture")) continue;
        copy_kv(w, g, i, &c);
    }
    for (int64_t i = 0; with_tensors && i < dlgo_gguf_n_tensors(g); i++) {
        const dlgo_tensor_info *t = dlgo_gguf_tensor(g, i);
        int64_t ne[4] = { t->ne[0], t->ne[1], t->ne[2], t->ne[3] };
        if (c.map && t->n_dims == 2 && ne[1] == c.n_old) ne[1] = c.n_new;   /* token_embd, output */
        int layer = -1;
        if (c.keep_layers && sscanf(t->name, "blk.%d.", &layer) == 1 && layer >= c.keep_layers) continue;
        dlgo_gguf_writer_add_tensor(w, t->name, t->type, t->n_dims, ne, t->data);
    }
    writer_out(w, sub, name);
    dlgo_gguf_writer_destroy(w);
    cut_free(&c);
    dlgo_gguf_close(g);
}

/* One tensor of the first 2-D weight of a file, two rows of it, under a few names and shapes. */
static void write_one_tensor(const char *path, const char *tag) {
    dlgo_gguf *g = open_or_die(path);
    for (int64_t i = 0; i < dlgo_gguf_n_tensors(g); i++) {
        const dlgo_tensor_info *t = dlgo_gguf_tensor(g, i);
        if (t->n_dims != 2 || t->type == 0) continue;
        dlgo_gguf_writer *w = new_writer();
        dlgo_gguf_writer_set_str(w, "general.architecture", "llama"); dict_key("general.architecture");
        const int64_t ne[2] = { t->ne[0], 2 };
        dlgo_gguf_writer_add_tensor(w, t->name, t->type, 2, ne, t->data); dict_key(t->name);
        char name[256]; snprintf(name, sizeof name, "one-%s.gguf", tag);
        writer_out(w, "gguf", name);
        dlgo_gguf_writer_destroy(w);
        break;
    }
    dlgo_gguf_close(g);
}

static void gguf_variants(void) {
    static float data[64 * 3];
    for (int i = 0; i < 64 * 3; i++) data[i] = (float)(i % 17) * 0.25f - 2.0f;
    static const uint32_t aligns[] = { 1, 8, 32, 64 };
    for (int v = 2; v <= 3; v++)
        for (size_t a = 0; a < sizeof aligns / sizeof aligns[0]; a++) {
            dlgo_gguf_writer *w = new_writer();
            dlgo_gguf_writer_set_version(w, (uint32_t)v);
            if (aligns[a] != 32) dlgo_gguf_writer_set_alignment(w, aligns[a]);
            dlgo_gguf_writer_set_str(w, "general.name", "seed");
            dlgo_gguf_writer_set_u32(w, "x.u32", 7); dlgo_gguf_writer_set_i32(w, "x.i32", -7);
            dlgo_gguf_writer_set_f32(w, "x.f32", 0.5f); dlgo_gguf_writer_set_bool(w, "x.bool", 1);
            const uint64_t u64 = 1ull << 40; const double f64 = -1.5; const int16_t i16 = -3;
            dlgo_gguf_writer_set(w, "x.u64", DLGO_GGUF_U64, &u64); dlgo_gguf_writer_set(w, "x.f64", DLGO_GGUF_F64, &f64);
            dlgo_gguf_writer_set(w, "x.i16", DLGO_GGUF_I16, &i16);
            const int32_t arr[5] = { 1, -2, 3, -4, 5 }; const char *strs[3] = { "a", "", "xyz" };
            dlgo_gguf_writer_set_arr(w, "x.arr", DLGO_GGUF_I32, arr, 5); dlgo_gguf_writer_set_arr_str(w, "x.strs", strs, 3);
            const int64_t ne1[1] = { 64 }, ne3[3] = { 16, 2, 2 }, ne4[4] = { 8, 2, 2, 2 };
            dlgo_gguf_writer_add_tensor(w, "a.weight", 0, 1, ne1, data);
            dlgo_gguf_writer_add_tensor(w, "b.weight", 0, 3, ne3, data);
            dlgo_gguf_writer_add_tensor(w, "c.weight", 1, 4, ne4, data);   /* f16: the bytes are whatever */
            char name[64]; snprintf(name, sizeof name, "kinds-v%d-a%u.gguf", v, aligns[a]);
            writer_out(w, "gguf", name);
            dlgo_gguf_writer_destroy(w);
        }
    static const char *const kk[] = { "general.name", "x.u32", "x.i32", "x.f32", "x.bool", "x.u64", "x.f64", "x.i16", "x.arr", "x.strs", "a.weight", "b.weight", "c.weight" };
    for (size_t i = 0; i < sizeof kk / sizeof kk[0]; i++) dict_key(kk[i]);
    dlgo_gguf_writer *w = new_writer();   /* the empty file */
    writer_out(w, "gguf", "empty.gguf");
    dlgo_gguf_writer_destroy(w);
}

/* ---- WAV ---------------------------------------------------------------------------------------------------- */
static size_t le(uint8_t *p, uint64_t v, int n) { for (int i = 0; i < n; i++) p[i] = (uint8_t)(v >> (8 * i)); return (size_t)n; }
static void write_wav(const char *name, int fmt_tag, int channels, int rate, int bits, int n_frames, int extensible, int extra_chunk) {
    uint8_t b[4096]; size_t o = 0;
    const int bps = bits / 8, data_n = n_frames * channels * bps;
    memcpy(b + o, "RIFF", 4); o += 4; size_t riff_len_at = o; o += 4;
    memcpy(b + o, "WAVE", 4); o += 4;
    if (extra_chunk) { memcpy(b + o, "LIST", 4); o += 4; o += le(b + o, 5, 4); memcpy(b + o, "INFOx", 5); o += 5; b[o++] = 0; }   /* odd size: pad byte */
    memcpy(b + o, "fmt ", 4); o += 4; o += le(b + o, extensible ? 40 : 16, 4);
    o += le(b + o, extensible ? 0xFFFE : (uint64_t)fmt_tag, 2); o += le(b + o, (uint64_t)channels, 2);
    o += le(b + o, (uint64_t)rate, 4); o += le(b + o, (uint64_t)rate * (uint64_t)(channels * bps), 4);
    o += le(b + o, (uint64_t)(channels * bps), 2); o += le(b + o, (uint64_t)bits, 2);
    if (extensible) {
        o += le(b + o, 22, 2); o += le(b + o, (uint64_t)bits, 2); o += le(b + o, channels == 1 ? 4 : 3, 4);
        o += le(b + o, (uint64_t)fmt_tag, 2);
        static const uint8_t guid_tail[14] = { 0x00,0x00,0x00,0x00,0x10,0x00,0x80,0x00,0x00,0xAA,0x00,0x38,0x9B,0x71 };
        memcpy(b + o, guid_tail, 14); o += 14;
    }
    memcpy(b + o, "data", 4); o += 4; o += le(b + o, (uint64_t)data_n, 4);
    for (int i = 0; i < n_frames * channels; i++) {
        const double s = 0.6 * ((i * 37) % 200 - 100) / 100.0;
        if (fmt_tag == 3 && bits == 32) { float f = (float)s; memcpy(b + o, &f, 4); o += 4; }
        else if (fmt_tag == 3 && bits == 64) { memcpy(b + o, &s, 8); o += 8; }
        else if (bits == 8) b[o++] = (uint8_t)(128 + (int)(s * 127));
        else o += le(b + o, (uint64_t)(int64_t)(s * (double)((1ll << (bits - 1)) - 1)), bps);
    }
    le(b + riff_len_at, o - 8, 4);
    put_file("wav", name, b, o);
}

/* A llama of minimal size for fuzz_http (OUT/http-model.gguf): the tiny llama's keys and vocabulary cut to
   VOCAB_KEEP, one layer of width 32 (2 heads of 16, one KV head), small random f32 weights. The server fuzzer runs
   every request it accepts; with the 256-wide test model the forward passes took 90% of its time. */
static void write_micro_llama(const char *td) {
    char path[1024]; snprintf(path, sizeof path, "%s/models/llama-tiny-f32.gguf", td);
    dlgo_gguf *g = open_or_die(path);
    vocab_cut c; cut_init(&c, g);
    dlgo_gguf_writer *w = new_writer();
    for (int64_t i = 0; i < dlgo_gguf_n_kv(g); i++) {
        const char *k = dlgo_gguf_key(g, i);
        if (!strncmp(k, "tokenizer.", 10) || !strncmp(k, "general.", 8)) copy_kv(w, g, i, &c);
    }
    enum { E = 32, F = 64, KV = 16 };
    dlgo_gguf_writer_set_u32(w, "llama.context_length", 512); dlgo_gguf_writer_set_u32(w, "llama.embedding_length", E);
    dlgo_gguf_writer_set_u32(w, "llama.block_count", 1); dlgo_gguf_writer_set_u32(w, "llama.feed_forward_length", F);
    dlgo_gguf_writer_set_u32(w, "llama.attention.head_count", 2); dlgo_gguf_writer_set_u32(w, "llama.attention.head_count_kv", 1);
    dlgo_gguf_writer_set_u32(w, "llama.rope.dimension_count", KV); dlgo_gguf_writer_set_u32(w, "llama.vocab_size", (uint32_t)c.n_new);
    dlgo_gguf_writer_set_f32(w, "llama.rope.freq_base", 10000.0f); dlgo_gguf_writer_set_f32(w, "llama.attention.layer_norm_rms_epsilon", 1e-5f);
    static float wts[E * 512];   /* large enough for every tensor: the rows repeat */
    unsigned int seed = 1;
    for (size_t i = 0; i < sizeof wts / sizeof wts[0]; i++) { seed = seed * 1103515245u + 12345u; wts[i] = (float)((int)(seed >> 16 & 0xff) - 128) / 512.0f; }
    static float ones[F];
    for (int i = 0; i < F; i++) ones[i] = 1.0f;
    const struct { const char *name; int64_t ne0, ne1; int norm; } t[] = {
        { "token_embd.weight", E, c.n_new, 0 }, { "output_norm.weight", E, 1, 1 }, { "blk.0.attn_norm.weight", E, 1, 1 },
        { "blk.0.attn_q.weight", E, E, 0 }, { "blk.0.attn_k.weight", E, KV, 0 }, { "blk.0.attn_v.weight", E, KV, 0 },
        { "blk.0.attn_output.weight", E, E, 0 }, { "blk.0.ffn_norm.weight", E, 1, 1 }, { "blk.0.ffn_gate.weight", E, F, 0 },
        { "blk.0.ffn_up.weight", E, F, 0 }, { "blk.0.ffn_down.weight", F, E, 0 } };
    for (size_t i = 0; i < sizeof t / sizeof t[0]; i++) {
        const int64_t ne[2] = { t[i].ne0, t[i].ne1 };
        if ((size_t)(ne[0] * ne[1]) > sizeof wts / sizeof wts[0]) { fprintf(stderr, "gen_seeds: micro llama: %s too big\n", t[i].name); exit(1); }
        dlgo_gguf_writer_add_tensor(w, t[i].name, 0, t[i].norm ? 1 : 2, ne, t[i].norm ? ones : wts);
    }
    void *buf = NULL; size_t n = 0; dlgo_error err;
    if (dlgo_gguf_writer_write_memory(w, &buf, &n, &err) != DLGO_OK) { fprintf(stderr, "gen_seeds: micro llama: %s\n", err.msg); exit(1); }
    snprintf(path, sizeof path, "%s/http-model.gguf", g_out);
    FILE *f = fopen(path, "wb");
    if (!f || fwrite(buf, 1, n, f) != n) { perror(path); exit(1); }
    fclose(f);
    dlgo_gguf_writer_free_buffer(w, buf);
    dlgo_gguf_writer_destroy(w);
    cut_free(&c);
    dlgo_gguf_close(g);
}

/* A Whisper model of minimal size for fuzz_whisper (OUT/whisper/whisper-micro.bin, whisper.cpp's ggml format): width 4
   (2 heads), one encoder and one decoder layer, 8 mel bands, 8 audio and text positions, f16 matrices and f32
   vectors; the first 1000 tokens of the test model's vocabulary (the loader names the rest). The vocabulary size
   itself must stay Whisper's (51864), so the token embedding is most of the 0.43 MB; the test data's models are
   5-8 MB, and each run loads the whole file. */
typedef struct { uint8_t *p; size_t n, cap; } wbuf;
static void wb_put(wbuf *b, const void *p, size_t n) {
    if (b->n + n > b->cap) { while (b->n + n > b->cap) b->cap = b->cap ? 2 * b->cap : 1 << 16; b->p = (uint8_t *)realloc(b->p, b->cap); }
    memcpy(b->p + b->n, p, n); b->n += n;
}
static void wb_i32(wbuf *b, int32_t v) { uint8_t x[4]; le(x, (uint32_t)v, 4); wb_put(b, x, 4); }
static void wb_tensor(wbuf *b, const char *name, int type, int nd, int32_t ne0, int32_t ne1, int32_t ne2, unsigned int *seed) {
    const int32_t ne[3] = { ne0, ne1, ne2 };
    wb_i32(b, nd); wb_i32(b, (int32_t)strlen(name)); wb_i32(b, type);
    size_t n = 1;
    for (int d = 0; d < nd; d++) { wb_i32(b, ne[d]); n *= (size_t)ne[d]; }
    wb_put(b, name, strlen(name));
    for (size_t i = 0; i < n; i++) {
        *seed = *seed * 1103515245u + 12345u;
        const float f = type == 0 && strstr(name, "ln") && strstr(name, ".weight") ? 1.0f : (float)((int)(*seed >> 16 & 0xff) - 128) / 1024.0f;
        if (type == 0) { uint32_t u; memcpy(&u, &f, 4); wb_i32(b, (int32_t)u); }
        else { uint8_t x[2]; le(x, dlgo_f32_to_fp16(f), 2); wb_put(b, x, 2); }
    }
}
static uint32_t rd32(const uint8_t *p) { return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24; }
static void write_micro_whisper(const char *td) {
    char path[1024]; snprintf(path, sizeof path, "%s/audio/whisper-tiny-synth.bin", td);
    size_t n = 0; uint8_t *src = (uint8_t *)slurp(path, &n);
    if (!src || n < 64) { fprintf(stderr, "gen_seeds: %s missing (no micro Whisper)\n", path); free(src); return; }
    /* the source's vocabulary: after the magic, 11 hyper-parameters and the mel filters */
    size_t o = 4 + 11 * 4;
    const int32_t fm = (int32_t)rd32(src + o), nfft = (int32_t)rd32(src + o + 4);
    o += 8 + (size_t)fm * (size_t)nfft * 4;
    const int32_t cnt = (int32_t)rd32(src + o);
    o += 4;
    const size_t voc = o;
    int32_t keep = cnt < 1000 ? cnt : 1000;
    for (int32_t i = 0; i < keep && o + 4 <= n; i++) o += 4 + rd32(src + o);
    enum { S = 4, H = 2, ACTX = 8, TCTX = 8, MELS = 8, VOCAB = 51864 };
    wbuf b = { NULL, 0, 0 };
    wb_i32(&b, 0x67676d6c);
    const int32_t hp[11] = { VOCAB, ACTX, S, H, 1, TCTX, S, H, 1, MELS, 1 };
    for (int i = 0; i < 11; i++) wb_i32(&b, hp[i]);
    wb_i32(&b, MELS); wb_i32(&b, 201);
    for (int i = 0; i < MELS * 201; i++) { const float f = (i % 201) / 201.0f; uint32_t u; memcpy(&u, &f, 4); wb_i32(&b, (int32_t)u); }
    wb_i32(&b, keep);
    wb_put(&b, src + voc, o - voc);
    unsigned int seed = 7;
    wb_tensor(&b, "encoder.positional_embedding", 0, 2, S, ACTX, 1, &seed);
    wb_tensor(&b, "encoder.conv1.weight", 1, 3, 3, MELS, S, &seed);
    wb_tensor(&b, "encoder.conv1.bias", 0, 2, 1, S, 1, &seed);
    wb_tensor(&b, "encoder.conv2.weight", 1, 3, 3, S, S, &seed);
    wb_tensor(&b, "encoder.conv2.bias", 0, 2, 1, S, 1, &seed);
    wb_tensor(&b, "encoder.ln_post.weight", 0, 1, S, 1, 1, &seed);
    wb_tensor(&b, "encoder.ln_post.bias", 0, 1, S, 1, 1, &seed);
    wb_tensor(&b, "decoder.positional_embedding", 0, 2, S, TCTX, 1, &seed);
    wb_tensor(&b, "decoder.token_embedding.weight", 1, 2, S, VOCAB, 1, &seed);
    wb_tensor(&b, "decoder.ln.weight", 0, 1, S, 1, 1, &seed);
    wb_tensor(&b, "decoder.ln.bias", 0, 1, S, 1, 1, &seed);
    for (int dec = 0; dec < 2; dec++) {
        static const char *const mats[] = { "attn.query.weight", "attn.key.weight", "attn.value.weight", "attn.out.weight",
            "cross_attn.query.weight", "cross_attn.key.weight", "cross_attn.value.weight", "cross_attn.out.weight" };
        static const char *const vecs[] = { "attn_ln.weight", "attn_ln.bias", "attn.query.bias", "attn.value.bias", "attn.out.bias",
            "cross_attn_ln.weight", "cross_attn_ln.bias", "cross_attn.query.bias", "cross_attn.value.bias", "cross_attn.out.bias",
            "mlp_ln.weight", "mlp_ln.bias", "mlp.2.bias" };
        char nm[96];
        for (size_t i = 0; i < sizeof mats / sizeof mats[0]; i++) {
            if (!dec && i >= 4) break;
            snprintf(nm, sizeof nm, "%s.blocks.0.%s", dec ? "decoder" : "encoder", mats[i]); wb_tensor(&b, nm, 1, 2, S, S, 1, &seed);
        }
        for (size_t i = 0; i < sizeof vecs / sizeof vecs[0]; i++) {
            if (!dec && !strncmp(vecs[i], "cross", 5)) continue;
            snprintf(nm, sizeof nm, "%s.blocks.0.%s", dec ? "decoder" : "encoder", vecs[i]); wb_tensor(&b, nm, 0, 1, S, 1, 1, &seed);
        }
        snprintf(nm, sizeof nm, "%s.blocks.0.mlp.0.weight", dec ? "decoder" : "encoder"); wb_tensor(&b, nm, 1, 2, S, 4 * S, 1, &seed);
        snprintf(nm, sizeof nm, "%s.blocks.0.mlp.0.bias", dec ? "decoder" : "encoder"); wb_tensor(&b, nm, 0, 1, 4 * S, 1, 1, &seed);
        snprintf(nm, sizeof nm, "%s.blocks.0.mlp.2.weight", dec ? "decoder" : "encoder"); wb_tensor(&b, nm, 1, 2, 4 * S, S, 1, &seed);
    }
    dlgo_whisper *w = NULL; dlgo_error err;   /* it must load, or the seed is worthless */
    if (dlgo_whisper_load_memory(b.p, b.n, NULL, &w, &err) != DLGO_OK) { fprintf(stderr, "gen_seeds: micro Whisper does not load: %s\n", err.msg); exit(1); }
    dlgo_whisper_free(w);
    put_file("whisper", "whisper-micro.bin", b.p, b.n);
    free(b.p); free(src);
}

/* ---- HTTP (fuzz_http): requests of every endpoint and shape, and a dictionary of HTTP and API words ---------- */
static void http_put(const char *name, const char *method, const char *path, const char *extra_headers, const char *body) {
    char buf[8192];
    int n = snprintf(buf, sizeof buf, "%s %s HTTP/1.1\r\nHost: localhost\r\n%s", method, path, extra_headers);
    if (body) n += snprintf(buf + n, sizeof buf - (size_t)n, "Content-Type: application/json\r\nContent-Length: %zu\r\n\r\n%s", strlen(body), body);
    else n += snprintf(buf + n, sizeof buf - (size_t)n, "\r\n");
    if (n >= (int)sizeof buf) { fprintf(stderr, "gen_seeds: http seed %s too long\n", name); exit(1); }
    put_file("http", name, buf, (size_t)n);
}
static void http_seeds(void) {
    static const char chat[] = "{\"model\": \"m\", \"messages\": [{\"role\": \"system\", \"content\": \"Be brief\"}, {\"role\": \"user\", \"content\": \"Hi\"}], \"max_tokens\": 2}";
    http_put("chat.http", "POST", "/v1/chat/completions", "", chat);
    http_put("chat-stream.http", "POST", "/v1/chat/completions", "",
             "{\"messages\": [{\"role\": \"user\", \"content\": [{\"type\": \"text\", \"text\": \"Hi\"}, {\"type\": \"text\", \"text\": \" you\"}]}], "
             "\"stream\": true, \"stream_options\": {\"include_usage\": true}, \"logprobs\": true, \"top_logprobs\": 2, \"seed\": 0}");
    http_put("chat-tools.http", "POST", "/v1/chat/completions", "",
             "{\"messages\": [{\"role\": \"developer\", \"content\": \"S\"}, {\"role\": \"user\", \"content\": \"Weather?\"}, {\"role\": \"assistant\", \"content\": null, "
             "\"tool_calls\": [{\"id\": \"c1\", \"type\": \"function\", \"function\": {\"name\": \"w\", \"arguments\": \"{\\\"city\\\": \\\"Paris\\\"}\"}}]}, "
             "{\"role\": \"tool\", \"tool_call_id\": \"c1\", \"name\": \"w\", \"content\": \"21\"}], \"tools\": [{\"type\": \"function\", \"function\": "
             "{\"name\": \"w\", \"parameters\": {\"type\": \"object\"}}}], \"tool_choice\": \"auto\", \"parallel_tool_calls\": true}");
    http_put("chat-kwargs.http", "POST", "/chat/completions", "",
             "{\"messages\": [{\"role\": \"user\", \"content\": \"x\"}], \"chat_template_kwargs\": {\"enable_thinking\": false}, \"temperature\": 0, "
             "\"top_p\": 0.9, \"top_k\": 5, \"min_p\": 0.1, \"presence_penalty\": 1, \"frequency_penalty\": -1, \"response_format\": {\"type\": \"text\"}, "
             "\"user\": \"u\", \"metadata\": {}, \"store\": false, \"n\": 1, \"max_completion_tokens\": 1, \"stop\": [\"a\", \"\\n\"]}");
    http_put("cmpl.http", "POST", "/v1/completions", "",
             "{\"prompt\": \"Once upon\", \"max_tokens\": 2, \"stop\": \"e\", \"logprobs\": 3, \"logit_bias\": {\"5\": -100, \"7\": 2.5}, \"seed\": 42, "
             "\"echo\": false, \"suffix\": \"\", \"best_of\": 1}");
    http_put("cmpl-ids.http", "POST", "/v1/completions", "", "{\"prompt\": [1, 50, 100, 299], \"stream\": true, \"max_tokens\": 2}");
    http_put("cmpl-list.http", "POST", "/v1/completions", "", "{\"prompt\": [\"one\"], \"temperature\": 2}");
    http_put("cmpl-long.http", "POST", "/v1/completions", "",
             "{\"prompt\": \"a prompt longer than the fuzzing server's context of 256 tokens: abcdefghijklmnopqrstuvwxyz abcdefghijklmnopqrstuvwxyz "
             "abcdefghijklmnopqrstuvwxyz abcdefghijklmnopqrstuvwxyz abcdefghijklmnopqrstuvwxyz abcdefghijklmnopqrstuvwxyz abcdefghijklmnopqrstuvwxyz "
             "abcdefghijklmnopqrstuvwxyz abcdefghijklmnopqrstuvwxyz abcdefghijklmnopqrstuvwxyz\"}");
    http_put("bad-field.http", "POST", "/v1/completions", "", "{\"prompt\": \"x\", \"tempreature\": 1, \"n\": 2}");
    http_put("bad-json.http", "POST", "/v1/chat/completions", "", "{\"messages\": [{\"role\": \"user\", \"content\": \"\\ud83d\\ude00\\u00e9\"}, ");
    http_put("health.http", "GET", "/health", "", NULL);
    http_put("models.http", "GET", "/v1/models?x=1", "Authorization: Bearer sk-fuzz\r\n", NULL);
    http_put("models-badkey.http", "GET", "/v1/models", "authorization:   Bearer nope  \r\n", NULL);
    http_put("chat-key.http", "POST", "/v1/chat/completions", "Authorization: Bearer sk-fuzz\r\nConnection: keep-alive\r\n", chat);
    http_put("notfound.http", "GET", "/v2/nothing", "", NULL);
    http_put("method.http", "DELETE", "/v1/completions", "", NULL);
    http_put("expect.http", "POST", "/v1/chat/completions", "Expect: 100-continue\r\n", chat);
    {   /* the header alone, the body promised by Content-Length still to come */
        static const char t[] = "POST /v1/completions HTTP/1.1\r\nContent-Length: 40\r\nExpect: 100-continue\r\n\r\n{\"prompt\"";
        put_file("http", "partial.http", t, sizeof t - 1);
    }
    {
        static const char t[] = "POST /v1/completions HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n7\r\n{\"a\":1}\r\n0\r\n\r\n";
        put_file("http", "chunked.http", t, sizeof t - 1);
    }
    {
        static const char t[] = "POST /v1/completions HTTP/1.1\r\nContent-Length: 18\r\n\r\n{\"prompt\": \"One\"}"
                                "GET /health HTTP/1.1\r\n\r\nPOST /v1/completions HTTP/1.1\r\nContent-Length: 2\r\n\r\n{}";
        put_file("http", "pipelined.http", t, sizeof t - 1);
    }
    {
        static const char t[] = "POST /v1/completions HTTP/1.1\r\nContent-Length: -1\r\nContent-Length: 99999999999999999999\r\n\r\n";
        put_file("http", "bad-length.http", t, sizeof t - 1);
        static const char t2[] = "POST /v1/completions HTTP/1.1\r\nContent-Length: 1000000\r\n\r\n";
        put_file("http", "too-big.http", t2, sizeof t2 - 1);
        static const char t3[] = "GET /health\r\n\r\n";
        put_file("http", "http09.http", t3, sizeof t3 - 1);
    }
    {   /* over the fuzzing server's 4-KB header limit */
        char big[5200];
        int n = snprintf(big, sizeof big, "GET /health HTTP/1.1\r\nX-Big: ");
        while (n < 5000) big[n++] = 'x';
        memcpy(big + n, "\r\n\r\n", 4);
        put_file("http", "big-header.http", big, (size_t)n + 4);
    }
    static const char *const words[] = { "GET ", "POST ", "PUT ", " HTTP/1.1\r\n", " HTTP/1.0\r\n", "\r\n", "\r\n\r\n", "/v1/chat/completions",
        "/v1/completions", "/v1/models", "/health", "/chat/completions", "?a=b", "Content-Length: ", "content-length:", "Transfer-Encoding: chunked",
        "Expect: 100-continue", "Authorization: Bearer sk-fuzz", "Authorization: ", "Bearer ", "Connection: close", "Host: ",
        "\"model\"", "\"messages\"", "\"role\"", "\"content\"", "\"system\"", "\"user\"", "\"assistant\"", "\"tool\"", "\"developer\"", "\"name\"",
        "\"tool_calls\"", "\"tool_call_id\"", "\"reasoning_content\"", "\"function\"", "\"arguments\"", "\"type\"", "\"text\"", "\"id\"",
        "\"stream\"", "\"stream_options\"", "\"include_usage\"", "\"max_tokens\"", "\"max_completion_tokens\"", "\"temperature\"", "\"top_p\"",
        "\"top_k\"", "\"min_p\"", "\"seed\"", "\"stop\"", "\"presence_penalty\"", "\"frequency_penalty\"", "\"logprobs\"", "\"top_logprobs\"",
        "\"n\"", "\"tools\"", "\"tool_choice\"", "\"parallel_tool_calls\"", "\"response_format\"", "\"logit_bias\"", "\"metadata\"", "\"store\"",
        "\"chat_template_kwargs\"", "\"prompt\"", "\"echo\"", "\"best_of\"", "\"suffix\"", "\"auto\"", "\"none\"", "\"required\"",
        "\"parameters\"", "\"enable_thinking\"", "true", "false", "null", "-1", "1e308", "9007199254740993", "0.5", "[]", "{}", "\\u0000",
        "\\ud800", "\\\"", "<|im_start|>", "<think>", "</think>", "<tool_call>" };
    char path[1024]; snprintf(path, sizeof path, "%s/http.dict", g_out);
    FILE *f = fopen(path, "w");
    if (!f) { perror(path); exit(1); }
    for (size_t i = 0; i < sizeof words / sizeof words[0]; i++) {
        char nm[32]; snprintf(nm, sizeof nm, "w%zu", i);
        dict_bytes(f, nm, (const uint8_t *)words[i], strlen(words[i]));
    }
    fclose(f);
}

/* ---- main --------------------------------------------------------------------------------------------------- */
static const char *const k_models[] = { "llama-tiny-f32", "qwen2-tiny-f16", "qwen3-tiny-f16", "qwen3moe-tiny-f16", "qwen35-tiny-f16",
    "qwen35moe-tiny-f16", "qwen3next-tiny-f16", "gemma2-tiny-f16", "gemma3-tiny-bf16", "phi2-tiny-f16", "phi3-tiny-f16",
    "smollm3-tiny-f16", "deepseek2-tiny-f16", "gpt-oss-tiny-f16" };
static const char *const k_quants[] = { "Q4_0", "Q4_K", "Q6_K", "Q8_0", "IQ2_XXS", "IQ4_XS", "TQ1_0", "MXFP4", "Q2_K", "IQ1_M" };

int main(int argc, char **argv) {
    if (argc != 3) { fprintf(stderr, "usage: gen_seeds TESTDATA OUT\n"); return 2; }
    const char *td = argv[1]; g_out = argv[2];
    if (mkdir(g_out, 0755) && errno != EEXIST) { perror(g_out); return 1; }
    static const char *const subs[] = { "gguf", "model", "tokenizer", "chat", "jinja", "wav", "whisper", "vad", "http" };
    for (size_t i = 0; i < sizeof subs / sizeof subs[0]; i++) mkdir_p(subs[i]);
    char path[1024], name[256];

    for (size_t i = 0; i < sizeof k_models / sizeof k_models[0]; i++) {
        snprintf(path, sizeof path, "%s/models/%s.gguf", td, k_models[i]);
        snprintf(name, sizeof name, "%s.gguf", k_models[i]);
        if (strcmp(k_models[i], "llama-tiny-f32")) write_cut(path, "model", name, 1, 0);   /* 5 MB of f32: the quantized llamas stand in */
        snprintf(name, sizeof name, "hdr-%s.gguf", k_models[i]);
        write_cut(path, "gguf", name, 0, 0);
    }
    for (size_t i = 0; i < sizeof k_quants / sizeof k_quants[0]; i++) {
        snprintf(path, sizeof path, "%s/models-quant/llama-tiny-%s.gguf", td, k_quants[i]);
        snprintf(name, sizeof name, "llama-tiny-%s.gguf", k_quants[i]);
        if (i < 6) write_cut(path, "model", name, 1, 0);
    }
    /* one tensor of every type the quantized llamas hold */
    DIR *d = opendir((snprintf(path, sizeof path, "%s/models-quant", td), path));
    struct dirent *e;
    while (d && (e = readdir(d))) {
        const char *n = e->d_name; size_t ln = strlen(n);
        if (strncmp(n, "llama-tiny-", 11) || ln < 16 || strcmp(n + ln - 5, ".gguf") || strstr(n, "imatrix")) continue;
        char tag[64]; snprintf(tag, sizeof tag, "%.*s", (int)(ln - 16), n + 11);
        snprintf(path, sizeof path, "%s/models-quant/%s", td, n);
        write_one_tensor(path, tag);
    }
    if (d) closedir(d);
    gguf_variants();

    /* vocabularies alone (decompressed by the Makefile into OUT/vocab, when it did) */
    snprintf(path, sizeof path, "%s/vocab", g_out);
    d = opendir(path);
    while (d && (e = readdir(d))) {
        if (!strstr(e->d_name, ".gguf")) continue;
        char src[1024]; snprintf(src, sizeof src, "%s/vocab/%s", g_out, e->d_name);
        snprintf(name, sizeof name, "vocab-%s", e->d_name);
        write_cut(src, "gguf", name, 0, 1);
    }
    if (d) closedir(d);

    /* tokenizer: each test string of every .inp, for vocabularies 0..6, flags varied */
    snprintf(path, sizeof path, "%s/vocab", td);
    d = opendir(path);
    int ntok = 0;
    while (d && (e = readdir(d))) {
        size_t ln = strlen(e->d_name);
        if (ln < 4 || strcmp(e->d_name + ln - 4, ".inp")) continue;
        char src[1024]; snprintf(src, sizeof src, "%s/vocab/%s", td, e->d_name);
        size_t n = 0; char *txt = (char *)slurp(src, &n);
        if (!txt) continue;
        static const char sep[] = "\n__ggml_vocab_test__\n";
        char *p = txt, *end = txt + n;
        for (int k = 0; p < end; k++) {
            char *q = (char *)memmem(p, (size_t)(end - p), sep, sizeof sep - 1);
            size_t len = q ? (size_t)(q - p) : (size_t)(end - p);
            if (len > 512) len = 512;
            uint8_t buf[516]; buf[0] = (uint8_t)(ntok + k); buf[1] = (uint8_t)(k * 29);
            memcpy(buf + 2, p, len);
            snprintf(name, sizeof name, "%.*s.%d", (int)(ln - 4), e->d_name, k);
            put_file("tokenizer", name, buf, len + 2);
            if (!q) break;
            p = q + sizeof sep - 1;
        }
        ntok++;
        free(txt);
    }
    if (d) closedir(d);

    /* chat: each jinja template with a conversation (and, for fuzz_jinja, the template text alone), and the built-in
       names; jinja also gets one template with a kwargs JSON after a NUL, and a reply for the tool-call parser */
    static const char conv[] = "\0system\0Be brief\0user\0Hi\0assistant\0Hello\0user\0Bye";
    snprintf(path, sizeof path, "%s/chat/jinja", td);
    d = opendir(path);
    while (d && (e = readdir(d))) {
        if (e->d_name[0] == '.') continue;
        char src[1024]; snprintf(src, sizeof src, "%s/chat/jinja/%s", td, e->d_name);
        size_t n = 0; char *txt = (char *)slurp(src, &n);
        if (!txt) continue;
        put_file("jinja", e->d_name, (const uint8_t *)txt, n);
        uint8_t *buf = (uint8_t *)malloc(n + sizeof conv + 2);
        buf[0] = 1; buf[1] = 0xff; memcpy(buf + 2, txt, n); memcpy(buf + 2 + n, conv, sizeof conv - 1);
        put_file("chat", e->d_name, buf, n + 2 + sizeof conv - 1);
        free(buf); free(txt);
    }
    if (d) closedir(d);
    for (int i = 0; i < 64; i++) {
        static const char c2[] = "system\0S\0user\0Hi\0assistant\0Yo";
        uint8_t buf[64]; buf[0] = (uint8_t)(i & 1 ? 1 : 0); buf[1] = (uint8_t)i; memcpy(buf + 2, c2, sizeof c2 - 1);
        snprintf(name, sizeof name, "builtin.%d", i);
        put_file("chat", name, buf, 2 + sizeof c2 - 1);
    }
    {
        static const char kw[] = "{{ x }}\0{\"x\": [1, \"a\", {\"b\": null}]}";
        static const char rp[] = "<think>t</think><tool_call>\n{\"name\": \"f\", \"arguments\": {\"a\": 1}}\n</tool_call>";
        put_file("jinja", "kwargs.seed", (const uint8_t *)kw, sizeof kw - 1);
        put_file("jinja", "parse.seed", (const uint8_t *)rp, sizeof rp - 1);
    }

    /* WAV: PCM 8/16/24/32, float 32/64, stereo, extensible, an extra chunk; and a few the reader refuses */
    write_wav("pcm16-mono-16k.wav", 1, 1, 16000, 16, 100, 0, 0);
    write_wav("pcm16-stereo-44k.wav", 1, 2, 44100, 16, 60, 0, 0);
    write_wav("pcm8-mono-8k.wav", 1, 1, 8000, 8, 100, 0, 1);
    write_wav("pcm24-mono-48k.wav", 1, 1, 48000, 24, 80, 0, 0);
    write_wav("pcm32-stereo-22k.wav", 1, 2, 22050, 32, 50, 1, 0);
    write_wav("f32-mono-16k.wav", 3, 1, 16000, 32, 100, 0, 0);
    write_wav("f32-6ch-96k.wav", 3, 6, 96000, 32, 20, 1, 1);
    write_wav("f64-mono-16k.wav", 3, 1, 16000, 64, 40, 0, 0);
    write_wav("alaw-mono-8k.wav", 6, 1, 8000, 8, 50, 0, 0);
    write_wav("pcm16-rate1.wav", 1, 1, 1, 16, 10, 0, 0);
    write_wav("pcm16-empty.wav", 1, 1, 16000, 16, 0, 0, 0);

    /* the VAD models: copied whole (Silero's ggml format is not cut here) */
    static const char *const speech[][2] = { { "vad", "for-tests-silero-v5.1.2-ggml.bin" }, { "vad", "for-tests-silero-v6.2.0-ggml.bin" } };
    for (size_t i = 0; i < sizeof speech / sizeof speech[0]; i++) {
        snprintf(path, sizeof path, "%s/audio/%s", td, speech[i][1]);
        size_t n = 0; void *p = slurp(path, &n);
        if (!p) { fprintf(stderr, "gen_seeds: %s missing (skipped)\n", path); continue; }
        put_file(speech[i][0], speech[i][1], p, n);
        free(p);
    }

    write_micro_whisper(td);
    http_seeds();
    write_micro_llama(td);
    write_dict();
    fprintf(stderr, "gen_seeds: %d seed files and a dictionary of %zu keys in %s (%s)\n", g_n_files, g_n_keys, g_out, base_name(g_out));
    for (size_t i = 0; i < g_n_keys; i++) free(g_keys[i]);
    free(g_keys);
    return 0;
}
