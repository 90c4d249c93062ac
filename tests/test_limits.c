/* test_limits.c — hostile sizes and files: each gets a clear error, quickly, before anything big is allocated.
   Absurd n_ctx / n_batch / n_threads, a 0-byte file, a FIFO, /dev/zero, a directory, tensors past 4 GiB (a sparse
   file: once valid, once past the end), a prompt of a million tokens. */
#include <fcntl.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

static double t_lim_now(void) { struct timespec ts; clock_gettime(CLOCK_MONOTONIC, &ts); return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec; }

/* An allocator that refuses any single block above `cap` bytes and records the largest one asked for. */
typedef struct { size_t cap, largest, live; } t_lim_alloc;
static void *t_lim_alloc_fn(size_t size, size_t align, void *user) {
    t_lim_alloc *a = (t_lim_alloc *)user;
    if (size > a->largest) a->largest = size;
    if (size > a->cap) return NULL;
    void *p = NULL;
    if (posix_memalign(&p, align < sizeof(void *) ? sizeof(void *) : align, size ? size : 1)) return NULL;
    a->live++;
    return p;
}
static void t_lim_free_fn(void *p, void *user) { if (p) { ((t_lim_alloc *)user)->live--; free(p); } }

/* The tensor-info offset field of `name` in a GGUF header (name as u64 length + bytes, n_dims, ne[], type, offset). */
static uint8_t *t_lim_offset_field(uint8_t *hdr, size_t hdr_len, const char *name) {
    const size_t n = strlen(name);
    uint8_t key[8 + 64];
    for (int k = 0; k < 8; k++) key[k] = (uint8_t)((uint64_t)n >> (8 * k));
    memcpy(key + 8, name, n);
    uint8_t *p = NULL;
    for (size_t i = 0; !p && i + 8 + n <= hdr_len; i++) if (!memcmp(hdr + i, key, 8 + n)) p = hdr + i;   /* memmem is not C99 */
    if (!p) return NULL;
    p += 8 + n;
    uint32_t n_dims; memcpy(&n_dims, p, 4);
    return p + 4 + 8 * (size_t)n_dims + 4;
}

static void suite_limits(void) {
    if (!t_selected("limits")) return;
    dlgo_model *m = NULL; dlgo_error e;
    if (!t_check(dlgo_model_load_file(T_MODEL, NULL, &m, &e) == DLGO_OK, "load: %s", e.msg)) return;

    t_begin("limits: absurd n_ctx / n_batch / n_threads are refused before anything is allocated");
    {
        t_lim_alloc la = { (size_t)1 << 30, 0, 0 };
        dlgo_allocator al = { t_lim_alloc_fn, t_lim_free_fn, &la };
        static const struct { int32_t n_ctx, n_batch, n_threads; dlgo_result want; const char *msg; } cases[] = {
            { INT32_MAX, 0, 0, DLGO_ERR_INVALID_ARG, "n_ctx 2147483647 is too large" },
            { (1 << 24) + 1, 0, 0, DLGO_ERR_INVALID_ARG, "too large" },
            { 64, 0, 1000000, DLGO_ERR_INVALID_ARG, "n_threads 1000000 is more than 512" },
            { 64, 0, 513, DLGO_ERR_INVALID_ARG, "n_threads 513" },
            { 64, 0, INT32_MAX, DLGO_ERR_INVALID_ARG, "n_threads" },
            { 64, INT32_MAX, 0, DLGO_OK, NULL },        /* n_batch is clamped to n_ctx */
            { -5, -7, -9, DLGO_OK, NULL },              /* negative = default */
        };
        for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
            dlgo_ctx_desc cd; memset(&cd, 0, sizeof cd);
            cd.n_ctx = cases[k].n_ctx; cd.n_batch = cases[k].n_batch; cd.n_threads = cases[k].n_threads;
            dlgo_ctx *c = (dlgo_ctx *)&cd;   /* cleared on entry, whatever happens */
            la.largest = 0;
            const double t0 = t_lim_now();
            dlgo_result r = dlgo_ctx_create(m, &cd, &c, &e);
            const double dt = t_lim_now() - t0;
            t_check(r == cases[k].want && (r == DLGO_OK) == (c != NULL), "case %zu: got %d (%s), want %d", k, r, r ? e.msg : "ok", cases[k].want);
            if (cases[k].msg) t_check(strstr(e.msg, cases[k].msg) != NULL, "case %zu: message '%s' lacks '%s'", k, e.msg, cases[k].msg);
            t_check(dt < 1.0, "case %zu took %.2f s", k, dt);
            if (c) {
                t_check(dlgo_ctx_n_ctx(c) > 0, "case %zu: n_ctx %d", k, dlgo_ctx_n_ctx(c));
                int32_t toks[2] = { 1, 2 };
                t_check(dlgo_ctx_eval(c, toks, 2, &e) == DLGO_OK, "case %zu: eval: %s", k, e.msg);
                dlgo_ctx_destroy(c);
            }
        }
        /* the model's own desc: the load-time thread count */
        dlgo_model_desc md; memset(&md, 0, sizeof md);
        md.n_threads = 1000000; md.allocator = &al;
        dlgo_model *m2 = (dlgo_model *)&md;
        t_check(dlgo_model_load_file(T_MODEL, &md, &m2, &e) == DLGO_ERR_INVALID_ARG && m2 == NULL && strstr(e.msg, "n_threads"),
                "model n_threads 1e6: %s", e.msg);
        t_check(la.live == 0, "%zu blocks left", la.live);
        /* a large n_ctx that is allowed: under an allocator that refuses blocks over 1 GiB, the KV cache is refused
           (DLGO_ERR_OOM), nothing is left allocated, and the message says how much was asked */
        md.n_threads = 0;
        if (t_check(dlgo_model_load_file(T_MODEL, &md, &m2, &e) == DLGO_OK, "load: %s", e.msg)) {
            dlgo_ctx_desc cd; memset(&cd, 0, sizeof cd);
            cd.n_ctx = 1 << 24;
            dlgo_ctx *c = NULL;
            const double t0 = t_lim_now();
            dlgo_result r = dlgo_ctx_create(m2, &cd, &c, &e);
            t_check(r == DLGO_ERR_OOM && c == NULL && strstr(e.msg, "KV cache"), "n_ctx 2^24 under a 1 GiB cap: %d %s", r, e.msg);
            t_check(la.largest > la.cap && t_lim_now() - t0 < 1.0, "largest block %zu, %.2f s", la.largest, t_lim_now() - t0);
            dlgo_model_free(m2);
        }
        t_check(la.live == 0, "%zu blocks left after the refused context", la.live);
    }
    t_end();

    t_begin("limits: a 0-byte file, a FIFO, /dev/zero, a directory and a missing file are clear errors at once");
    {
        const char *empty = ".limits_empty.gguf", *fifo = ".limits_fifo";
        FILE *f = fopen(empty, "wb"); if (f) fclose(f);
        remove(fifo);
        const int have_fifo = mkfifo(fifo, 0600) == 0;
        t_check(have_fifo, "mkfifo failed");
        static const struct { const char *path; dlgo_result want; const char *msg; } files[] = {
            { ".limits_empty.gguf", DLGO_ERR_FORMAT, "truncated" },
            { ".limits_fifo", DLGO_ERR_IO, "not a regular file" },
            { "/dev/zero", DLGO_ERR_IO, "not a regular file" },
            { "/dev/null", DLGO_ERR_IO, "not a regular file" },
            { "tests", DLGO_ERR_IO, "not a regular file" },
            { ".limits_missing.gguf", DLGO_ERR_IO, "cannot open" },
        };
        for (size_t k = 0; k < sizeof files / sizeof files[0]; k++) {
            if (k == 1 && !have_fifo) continue;
            const double t0 = t_lim_now();
            dlgo_model *mm = (dlgo_model *)&e;
            dlgo_result r = dlgo_model_load_file(files[k].path, NULL, &mm, &e);
            t_check(r == files[k].want && mm == NULL && strstr(e.msg, files[k].msg), "model %s: %d '%s'", files[k].path, r, e.msg);
            dlgo_gguf *g = NULL;
            r = dlgo_gguf_open_file(files[k].path, NULL, &g, &e);
            t_check(r == files[k].want && g == NULL, "gguf %s: %d '%s'", files[k].path, r, e.msg);
            /* the speech loaders read whole files (whisper.cpp's and Silero's formats): the same refusals */
            dlgo_whisper *w = NULL;
            r = dlgo_whisper_load(files[k].path, NULL, &w, &e);
            t_check(r < 0 && w == NULL && (k == 0 || strstr(e.msg, files[k].msg)), "whisper %s: %d '%s'", files[k].path, r, e.msg);
            dlgo_vad *v = NULL;
            r = dlgo_vad_load(files[k].path, NULL, &v, &e);
            t_check(r < 0 && v == NULL && (k == 0 || strstr(e.msg, files[k].msg)), "vad %s: %d '%s'", files[k].path, r, e.msg);
            t_check(t_lim_now() - t0 < 1.0, "%s took %.2f s", files[k].path, t_lim_now() - t0);
        }
        remove(empty); remove(fifo);
    }
    t_end();

    t_begin("limits: tensors past 4 GiB: a sparse file loads and matches, an offset past the end is named");
    {
        /* The model again, behind a first tensor of 4 GiB that nothing reads (tensors are packed in order, so a hole
           needs a tensor): written small, then its size and every later offset moved by 4 GiB in the header, and the
           data put 4 GiB further into a sparse file. */
        const uint64_t big = (uint64_t)1 << 32, small = 32;
        dlgo_gguf *g = NULL, *g2 = NULL; dlgo_gguf_writer *w = NULL; void *buf = NULL; size_t len = 0;
        static uint8_t pad[32];
        const int64_t pad_ne[1] = { (int64_t)small };
        int ok = dlgo_gguf_open_file(T_MODEL, NULL, &g, &e) == DLGO_OK && dlgo_gguf_writer_create(NULL, &w, &e) == DLGO_OK &&
                 dlgo_gguf_writer_copy_kv(w, g) == DLGO_OK && dlgo_gguf_writer_add_tensor(w, "pad", 24 /* I8 */, 1, pad_ne, pad) == DLGO_OK;
        for (int64_t i = 0; ok && i < dlgo_gguf_n_tensors(g); i++) {
            const dlgo_tensor_info *ti = dlgo_gguf_tensor(g, i);
            ok = dlgo_gguf_writer_add_tensor(w, ti->name, ti->type, ti->n_dims, ti->ne, ti->data) == DLGO_OK;
        }
        ok = ok && dlgo_gguf_writer_write_memory(w, &buf, &len, &e) == DLGO_OK && dlgo_gguf_open_memory(buf, len, NULL, &g2, &e) == DLGO_OK;
        t_check(ok, "building the padded file: %s", e.msg);
        const char *sparse = ".limits_sparse.gguf";
        uint64_t doff = 0;
        if (ok) {
            doff = dlgo_gguf_data_offset(g2);
            uint8_t *hdr = (uint8_t *)buf;
            for (int64_t i = 0; ok && i < dlgo_gguf_n_tensors(g2); i++) {
                const char *name = dlgo_gguf_tensor(g2, i)->name;
                uint8_t *p = t_lim_offset_field(hdr, (size_t)doff, name);
                if (!p) { ok = 0; break; }
                if (i == 0) { memcpy(p - 12, &big, 8); continue; }   /* pad: ne[0] sits before the type and the offset */
                uint64_t off; memcpy(&off, p, 8); off += big - small; memcpy(p, &off, 8);
            }
            t_check(ok, "tensor infos not found in the header");
            int fd = open(sparse, O_CREAT | O_TRUNC | O_WRONLY, 0600);
            ok = ok && fd >= 0 && write(fd, hdr, (size_t)doff) == (ssize_t)doff &&
                 pwrite(fd, hdr + doff + small, len - (size_t)(doff + small), (off_t)(doff + big)) == (ssize_t)(len - doff - small);
            struct stat st;
            const int is_sparse = ok && fstat(fd, &st) == 0 && (uint64_t)st.st_blocks * 512 < ((uint64_t)1 << 30);
            if (fd >= 0) close(fd);
            if (!ok || !is_sparse) { t_skip("limits: sparse 4 GiB file", ok ? "this file system does not keep holes" : "could not write the file"); ok = 0; }
        }
        if (ok) {
            dlgo_model *m4 = NULL;
            const double t0 = t_lim_now();
            if (t_check(dlgo_model_load_file(sparse, NULL, &m4, &e) == DLGO_OK, "sparse model: %s", e.msg)) {
                t_check(t_lim_now() - t0 < 5.0, "sparse load took %.2f s", t_lim_now() - t0);
                dlgo_ctx *c1 = NULL, *c2 = NULL;
                dlgo_ctx_desc cd; memset(&cd, 0, sizeof cd); cd.n_ctx = 32;
                int32_t toks[4] = { 1, 400, 20, 300 };
                if (t_check(dlgo_ctx_create(m, &cd, &c1, &e) == DLGO_OK && dlgo_ctx_create(m4, &cd, &c2, &e) == DLGO_OK, "ctx: %s", e.msg) &&
                    t_check(dlgo_ctx_eval(c1, toks, 4, &e) == DLGO_OK && dlgo_ctx_eval(c2, toks, 4, &e) == DLGO_OK, "eval: %s", e.msg)) {
                    dlgo_model_info info; dlgo_model_get_info(m, &info);
                    t_check(!memcmp(dlgo_ctx_logits(c1, -1), dlgo_ctx_logits(c2, -1), (size_t)info.n_vocab * sizeof(float)),
                            "logits differ between the plain file and the one with tensors past 4 GiB");
                }
                dlgo_ctx_destroy(c1); dlgo_ctx_destroy(c2);
                dlgo_model_free(m4);
            }
            /* the same header on a file that ends before 4 GiB: named with the full 64-bit offset, not one cut to 32 bits */
            if (t_check(truncate(sparse, (off_t)len) == 0, "truncate")) {
                dlgo_model *m5 = (dlgo_model *)&e;
                dlgo_result r = dlgo_model_load_file(sparse, NULL, &m5, &e);
                t_check(r == DLGO_ERR_FORMAT && m5 == NULL && strstr(e.msg, "'pad' offset 0 + 4294967296 bytes runs past the end"),
                        "offset past the end: %d '%s'", r, e.msg);
            }
        }
        remove(sparse);
        dlgo_gguf_close(g2);
        if (buf) dlgo_gguf_writer_free_buffer(w, buf);
        dlgo_gguf_writer_destroy(w);
        dlgo_gguf_close(g);
    }
    t_end();

    t_begin("limits: a prompt of a million tokens is refused quickly, the context left usable");
    {
        const size_t n = 2000000;   /* "a a a ...": one token per two bytes */
        char *p = (char *)malloc(n + 1);
        for (size_t i = 0; i < n; i += 2) { p[i] = 'a'; p[i + 1] = ' '; }
        p[n] = 0;
        dlgo_generate_desc gd; memset(&gd, 0, sizeof gd);
        gd.prompt = p; gd.n_predict = 4; gd.n_ctx = 256;
        dlgo_generate_result res;
        double t0 = t_lim_now();
        dlgo_result r = dlgo_model_generate(m, &gd, &res, &e);
        double dt = t_lim_now() - t0;
        t_check(r == DLGO_ERR_CONTEXT_FULL && strstr(e.msg, "1000002 tokens") && res.text == NULL, "generate: %d '%s'", r, e.msg);
        t_check(dt < 20.0, "generate took %.2f s", dt);   /* the tokenizer's time: ~1 s optimised, more under ASan */
        dlgo_generate_result_free(&res);
        /* a context's own eval and generate: refused before any token is evaluated */
        dlgo_ctx *c = NULL; dlgo_ctx_desc cd; memset(&cd, 0, sizeof cd); cd.n_ctx = 256;
        if (t_check(dlgo_ctx_create(m, &cd, &c, &e) == DLGO_OK, "ctx: %s", e.msg)) {
            int32_t *toks = (int32_t *)calloc(1000000, sizeof(int32_t));
            for (int i = 0; i < 1000000; i++) toks[i] = 1 + i % 500;
            t0 = t_lim_now();
            r = dlgo_ctx_eval(c, toks, 1000000, &e);
            t_check(r == DLGO_ERR_CONTEXT_FULL && dlgo_ctx_n_past(c) == 0 && t_lim_now() - t0 < 0.5, "eval 1e6: %d '%s'", r, e.msg);
            gd.n_ctx = 0;
            r = dlgo_ctx_generate(c, &gd, &res, &e);
            t_check(r == DLGO_ERR_CONTEXT_FULL && dlgo_ctx_n_past(c) == 0, "ctx generate: %d '%s'", r, e.msg);
            dlgo_generate_result_free(&res);
            t_check(dlgo_ctx_eval(c, toks, 8, &e) == DLGO_OK && dlgo_ctx_n_past(c) == 8, "the context still works: %s", e.msg);
            free(toks);
            dlgo_ctx_destroy(c);
        }
        free(p);
    }
    t_end();
    dlgo_model_free(m);
}
