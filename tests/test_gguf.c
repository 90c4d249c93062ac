/* test_gguf.c — GGUF reader/writer: every testdata model parses and matches index.json; writer round trips;
   a generated malformed-file suite where every case must fail with a message (no crash, leak or hang). */

static int t_gguf_err_ok(dlgo_result r, const dlgo_error *e) {
    return r != DLGO_OK && e->code == r && e->msg[0] != 0;
}

/* Compare one opened file with its index.json entry (types always; shapes when the entry has them, else
   against `shapes_from` — the f32 source model for quantized files). */
static void t_gguf_check_index(const char *label, const dlgo_gguf *g, const json_node *entry, const json_node *shapes_from) {
    const json_node *tensors = json_get(entry, "tensors");
    t_check(tensors != NULL, "%s: no tensors in index.json", label);
    if (!tensors) return;
    t_check((size_t)dlgo_gguf_n_tensors(g) == tensors->len, "%s: %lld tensors, index.json has %zu", label,
            (long long)dlgo_gguf_n_tensors(g), tensors->len);
    for (const json_node *t = tensors->child; t; t = t->next) {
        int64_t i = dlgo_gguf_find_tensor(g, t->key);
        if (!t_check(i >= 0, "%s: tensor %s missing", label, t->key)) continue;
        const dlgo_tensor_info *ti = dlgo_gguf_tensor(g, i);
        const json_node *type = t->kind == JSON_STR ? t : json_get(t, "type");
        t_check(type && dlgo_type_from_name(type->str) == ti->type, "%s: %s type %s, file has %s", label, t->key,
                type ? type->str : "?", dlgo_type_name(ti->type));
        const json_node *ne = json_get(t, "ne");
        if (!ne && shapes_from) ne = json_get(json_get(json_get(shapes_from, "tensors"), t->key), "ne");
        if (t_check(ne != NULL, "%s: no shape for %s", label, t->key)) {
            t_check((int)ne->len == ti->n_dims, "%s: %s n_dims %d vs %zu", label, t->key, ti->n_dims, ne->len);
            for (size_t d = 0; d < ne->len && d < 4; d++)
                t_check((int64_t)json_at(ne, d)->num == ti->ne[d], "%s: %s ne[%zu] %lld vs %g", label, t->key, d,
                        (long long)ti->ne[d], json_at(ne, d)->num);
        }
        t_check(ti->data != NULL && ti->size == dlgo_row_bytes(ti->type, ti->ne[0]) * (uint64_t)(ti->ne[1] * ti->ne[2] * ti->ne[3]),
                "%s: %s data/size", label, t->key);
    }
}

static void t_gguf_models(const char *td) {
    char path[1200], err[128];
    snprintf(path, sizeof path, "%s/index.json", td);
    json_node *idx = json_parse_file(path, err);
    if (!t_check(idx != NULL, "index.json: %s", err)) return;
    const json_node *models = json_get(idx, "models"), *quant = json_get(idx, "quantized_models");
    const json_node *f32src = json_get(models, "llama-tiny-f32.gguf");
    for (int pass = 0; pass < 2; pass++) {
        const json_node *set = pass == 0 ? models : quant;
        for (const json_node *m = set ? set->child : NULL; m; m = m->next) {
            static char name[300];
            snprintf(name, sizeof name, "gguf parse %s", m->key);
            t_begin(name);
            snprintf(path, sizeof path, "%s/%s/%s", td, pass == 0 ? "models" : "models-quant", m->key);
            dlgo_gguf *g = NULL; dlgo_error e; memset(&e, 0, sizeof e);
            dlgo_result r = dlgo_gguf_open_file(path, NULL, &g, &e);
            if (t_check(r == DLGO_OK, "%s: %s", m->key, e.msg)) {
                const char *arch; uint64_t alen;
                const json_node *ja = json_get(m, "arch");
                t_check(dlgo_gguf_get_str(g, "general.architecture", &arch, &alen, NULL) == DLGO_OK && ja &&
                        alen == strlen(ja->str) && !memcmp(arch, ja->str, alen), "%s: architecture", m->key);
                t_gguf_check_index(m->key, g, m, pass == 1 ? f32src : NULL);
                if (pass == 0)   /* (size_bytes of the quantized entries does not describe the stored files) */
                    t_check(dlgo_gguf_file_size(g) == (uint64_t)json_get(m, "size_bytes")->num, "%s: size", m->key);
                dlgo_gguf_close(g);
            }
            t_end();
        }
    }
    /* the callback reader must see the same file */
    t_begin("gguf open via read callback equals mmap");
    snprintf(path, sizeof path, "%s/models/qwen3-tiny-f16.gguf", td);
    {
        FILE *f = fopen(path, "rb");
        dlgo_gguf *a = NULL, *b = NULL; dlgo_error e;
        if (t_check(f != NULL, "open %s", path)) {
            fseek(f, 0, SEEK_END); uint64_t size = (uint64_t)ftell(f);
            t_check(dlgo_gguf_open_callback(dlgo__file_read_at, f, size, NULL, &b, &e) == DLGO_OK, "callback open: %s", e.msg);
            t_check(dlgo_gguf_open_file(path, NULL, &a, &e) == DLGO_OK, "file open: %s", e.msg);
            if (a && b) {
                t_check(dlgo_gguf_n_kv(a) == dlgo_gguf_n_kv(b) && dlgo_gguf_n_tensors(a) == dlgo_gguf_n_tensors(b), "counts differ");
                t_check(dlgo_gguf_data_offset(a) == dlgo_gguf_data_offset(b), "data offset differs");
                int64_t ti = dlgo_gguf_find_tensor(b, "blk.1.ffn_down.weight");
                const dlgo_tensor_info *ta = dlgo_gguf_tensor(a, ti), *tb = dlgo_gguf_tensor(b, ti);
                if (t_check(ta && tb && tb->data == NULL, "tensor info")) {
                    void *buf = malloc((size_t)tb->size);
                    t_check(dlgo_gguf_read_tensor(b, ti, buf, tb->size, &e) == DLGO_OK, "read_tensor: %s", e.msg);
                    t_check(!memcmp(buf, ta->data, (size_t)ta->size), "tensor bytes differ");
                    free(buf);
                }
            }
            dlgo_gguf_close(a); dlgo_gguf_close(b); fclose(f);
        }
    }
    t_end();
    json_free(idx);
}

/* A small but complete file: every value type, arrays, strings, several tensors of different types. */
static dlgo_result t_gguf_build(void **out, size_t *size, int variant) {
    dlgo_gguf_writer *w; dlgo_error e;
    dlgo_result r = dlgo_gguf_writer_create(NULL, &w, &e);
    if (r != DLGO_OK) return r;
    static float f32data[64 * 4]; static uint16_t f16data[32 * 2]; static uint8_t q8[34 * 4];
    for (int i = 0; i < 64 * 4; i++) f32data[i] = (float)i * 0.25f - 3.0f;
    for (int i = 0; i < 32 * 2; i++) f16data[i] = dlgo_f32_to_fp16((float)i / 7.0f);
    for (int i = 0; i < 34 * 4; i++) q8[i] = (uint8_t)(i * 37);
    uint8_t u8 = 200; int8_t i8 = -5; uint16_t u16 = 60000; int16_t i16 = -30000; double f64 = 2.5; uint64_t u64 = 1ull << 40; int64_t i64 = -(1ll << 40);
    dlgo_gguf_writer_set_str(w, "general.architecture", "llama");
    dlgo_gguf_writer_set(w, "t.u8", DLGO_GGUF_U8, &u8);
    dlgo_gguf_writer_set(w, "t.i8", DLGO_GGUF_I8, &i8);
    dlgo_gguf_writer_set(w, "t.u16", DLGO_GGUF_U16, &u16);
    dlgo_gguf_writer_set(w, "t.i16", DLGO_GGUF_I16, &i16);
    dlgo_gguf_writer_set_u32(w, "t.u32", 4000000000u);
    dlgo_gguf_writer_set_i32(w, "t.i32", -123456);
    dlgo_gguf_writer_set_f32(w, "t.f32", 1.5f);
    dlgo_gguf_writer_set_bool(w, "t.bool", 1);
    dlgo_gguf_writer_set(w, "t.u64", DLGO_GGUF_U64, &u64);
    dlgo_gguf_writer_set(w, "t.i64", DLGO_GGUF_I64, &i64);
    dlgo_gguf_writer_set(w, "t.f64", DLGO_GGUF_F64, &f64);
    int32_t arr[5] = { 1, -2, 3, -4, 5 };
    dlgo_gguf_writer_set_arr(w, "t.arr_i32", DLGO_GGUF_I32, arr, 5);
    const char *strs[3] = { "a", "", "hello\xe2\x96\x81world" };
    dlgo_gguf_writer_set_arr_str(w, "t.arr_str", strs, 3);
    if (variant == 1) dlgo_gguf_writer_set_alignment(w, 64);
    int64_t ne1[2] = { 64, 4 }, ne2[2] = { 32, 2 }, ne3[3] = { 32, 2, 2 };
    dlgo_gguf_writer_add_tensor(w, "a.weight", DLGO_TYPE_F32, 2, ne1, f32data);
    dlgo_gguf_writer_add_tensor(w, "b.weight", DLGO_TYPE_F16, 2, ne2, f16data);
    dlgo_gguf_writer_add_tensor(w, "c.weight", DLGO_TYPE_Q8_0, 3, ne3, q8);
    r = dlgo_gguf_writer_write_memory(w, out, size, &e);
    if (r == DLGO_OK) {   /* hand the buffer to malloc'ed memory so tests can free() it */
        void *copy = malloc(*size);
        memcpy(copy, *out, *size);
        dlgo_gguf_writer_free_buffer(w, *out);
        *out = copy;
    }
    dlgo_gguf_writer_destroy(w);
    return r;
}

static void t_gguf_roundtrip(void) {
    for (int variant = 0; variant < 2; variant++) {
        t_begin(variant ? "gguf writer round trip (alignment 64)" : "gguf writer round trip");
        void *buf; size_t size; dlgo_gguf *g; dlgo_error e;
        if (!t_check(t_gguf_build(&buf, &size, variant) == DLGO_OK, "build")) { t_end(); continue; }
        if (t_check(dlgo_gguf_open_memory(buf, size, NULL, &g, &e) == DLGO_OK, "open: %s", e.msg)) {
            uint32_t u32; int32_t i32; float f; int b; uint64_t u64; int64_t i64; double d; const char *s; uint64_t n;
            t_check(dlgo_gguf_version(g) == 3 && dlgo_gguf_alignment(g) == (variant ? 64u : 32u), "version/alignment");
            t_check(dlgo_gguf_data_offset(g) % dlgo_gguf_alignment(g) == 0, "data offset aligned");
            t_check(dlgo_gguf_get_u32(g, "t.u32", &u32, NULL) == DLGO_OK && u32 == 4000000000u, "u32");
            t_check(dlgo_gguf_get_i32(g, "t.i32", &i32, NULL) == DLGO_OK && i32 == -123456, "i32");
            t_check(dlgo_gguf_get_f32(g, "t.f32", &f, NULL) == DLGO_OK && f == 1.5f, "f32");
            t_check(dlgo_gguf_get_bool(g, "t.bool", &b, NULL) == DLGO_OK && b == 1, "bool");
            t_check(dlgo_gguf_get_u64(g, "t.u64", &u64, NULL) == DLGO_OK && u64 == (1ull << 40), "u64");
            t_check(dlgo_gguf_get_i64(g, "t.i64", &i64, NULL) == DLGO_OK && i64 == -(1ll << 40), "i64");
            t_check(dlgo_gguf_get_f64(g, "t.f64", &d, NULL) == DLGO_OK && d == 2.5, "f64");
            t_check(dlgo_gguf_val_int(g, dlgo_gguf_find_key(g, "t.u8")) == 200, "u8");
            t_check(dlgo_gguf_val_int(g, dlgo_gguf_find_key(g, "t.i8")) == -5, "i8");
            t_check(dlgo_gguf_val_int(g, dlgo_gguf_find_key(g, "t.u16")) == 60000, "u16");
            t_check(dlgo_gguf_val_int(g, dlgo_gguf_find_key(g, "t.i16")) == -30000, "i16");
            t_check(dlgo_gguf_get_str(g, "general.architecture", &s, &n, NULL) == DLGO_OK && n == 5 && !memcmp(s, "llama", 5), "str");
            /* type-strict getters report a mismatch instead of guessing */
            memset(&e, 0, sizeof e);
            t_check(dlgo_gguf_get_u32(g, "t.i32", &u32, &e) == DLGO_ERR_TYPE && strstr(e.msg, "i32") && strstr(e.msg, "u32"), "type mismatch message: %s", e.msg);
            t_check(dlgo_gguf_get_u32(g, "t.missing", &u32, &e) == DLGO_ERR_NOT_FOUND && strstr(e.msg, "t.missing"), "missing key message");
            dlgo_gguf_type et; int64_t ki;
            t_check(dlgo_gguf_get_arr(g, "t.arr_i32", &et, &n, &ki, NULL) == DLGO_OK && et == DLGO_GGUF_I32 && n == 5 &&
                    dlgo_gguf_arr_int(g, ki, 3) == -4, "int array");
            t_check(dlgo_gguf_get_arr(g, "t.arr_str", &et, &n, &ki, NULL) == DLGO_OK && et == DLGO_GGUF_STRING && n == 3, "str array");
            s = dlgo_gguf_arr_str(g, ki, 2, &n);
            t_check(s && n == 13 && !memcmp(s, "hello\xe2\x96\x81world", 13), "array string");
            t_check(dlgo_gguf_arr_str(g, ki, 3, &n) == NULL, "array string out of range");
            int64_t ti = dlgo_gguf_find_tensor(g, "c.weight");
            const dlgo_tensor_info *t = dlgo_gguf_tensor(g, ti);
            t_check(t && t->type == DLGO_TYPE_Q8_0 && t->n_dims == 3 && t->ne[0] == 32 && t->ne[1] == 2 && t->ne[2] == 2 && t->size == 4 * 34, "q8 tensor");
            t_check(t && ((const uint8_t *)t->data)[5] == (uint8_t)(5 * 37), "tensor bytes");
            t_check(dlgo_gguf_find_tensor(g, "nope") == -1, "absent tensor");
            /* re-write through copy_kv gives a file with the same keys */
            dlgo_gguf_writer *w2; void *buf2; size_t size2; dlgo_gguf *g2;
            dlgo_gguf_writer_create(NULL, &w2, NULL);
            t_check(dlgo_gguf_writer_copy_kv(w2, g) == DLGO_OK, "copy_kv");
            t_check(dlgo_gguf_writer_set_u32(w2, "t.u32", 1) != DLGO_OK, "duplicate key rejected by the writer");
            t_check(dlgo_gguf_writer_write_memory(w2, &buf2, &size2, NULL) == DLGO_OK, "write copy");
            if (t_check(dlgo_gguf_open_memory(buf2, size2, NULL, &g2, &e) == DLGO_OK, "reopen copy: %s", e.msg)) {
                t_check(dlgo_gguf_n_kv(g2) == dlgo_gguf_n_kv(g) - (variant ? 1 : 0), "copied kv count");
                t_check(dlgo_gguf_get_arr(g2, "t.arr_str", &et, &n, &ki, NULL) == DLGO_OK && n == 3, "copied array");
                dlgo_gguf_close(g2);
            }
            dlgo_gguf_writer_free_buffer(w2, buf2);
            dlgo_gguf_writer_destroy(w2);
            dlgo_gguf_close(g);
        }
        free(buf);
        t_end();
    }
}

/* ---- malformed files ------------------------------------------------------------------------------------ */

/* Field map of a valid file, found by an independent walk: offset, width and kind of every header field. */
typedef struct { size_t off; int width; int kind; } t_field;
enum { TF_MAGIC, TF_VERSION, TF_NT, TF_NKV, TF_KEYLEN, TF_VTYPE, TF_STRLEN, TF_ATYPE, TF_ALEN, TF_SCALAR,
       TF_NAMELEN, TF_NDIMS, TF_DIM, TF_TTYPE, TF_OFFSET, TF_KINDS };
static const char *const t_field_names[TF_KINDS] = { "magic", "version", "n_tensors", "n_kv", "key length",
    "value type", "string length", "array type", "array length", "scalar", "name length", "n_dims", "dim",
    "tensor type", "tensor offset" };

static size_t t_gguf_walk(const uint8_t *b, t_field *f, size_t *nf) {
    size_t p = 0, k = 0;
#define TF(kind_, w_) do { f[k].off = p; f[k].width = (w_); f[k].kind = (kind_); k++; p += (w_); } while (0)
    TF(TF_MAGIC, 4); TF(TF_VERSION, 4);
    uint64_t nt = dlgo__rd64(b + p); TF(TF_NT, 8);
    uint64_t nkv = dlgo__rd64(b + p); TF(TF_NKV, 8);
    static const int sz[13] = { 1, 1, 2, 2, 4, 4, 4, 1, 0, 0, 8, 8, 8 };
    for (uint64_t i = 0; i < nkv; i++) {
        uint64_t l = dlgo__rd64(b + p); TF(TF_KEYLEN, 8); p += l;
        uint32_t t = dlgo__rd32(b + p); TF(TF_VTYPE, 4);
        if (t == 8) { l = dlgo__rd64(b + p); TF(TF_STRLEN, 8); p += l; }
        else if (t == 9) {
            uint32_t at = dlgo__rd32(b + p); TF(TF_ATYPE, 4);
            uint64_t n = dlgo__rd64(b + p); TF(TF_ALEN, 8);
            for (uint64_t j = 0; j < n; j++) {
                if (at == 8) { l = dlgo__rd64(b + p); TF(TF_STRLEN, 8); p += l; }
                else p += (size_t)sz[at];
            }
        } else TF(TF_SCALAR, sz[t]);
    }
    for (uint64_t i = 0; i < nt; i++) {
        uint64_t l = dlgo__rd64(b + p); TF(TF_NAMELEN, 8); p += l;
        uint32_t nd = dlgo__rd32(b + p); TF(TF_NDIMS, 4);
        for (uint32_t d = 0; d < nd; d++) TF(TF_DIM, 8);
        TF(TF_TTYPE, 4); TF(TF_OFFSET, 8);
    }
#undef TF
    *nf = k;
    return p;   /* end of tensor infos */
}

static int t_mal_total, t_mal_failed;
/* Open a mutated copy via memory and via callback; `must_fail` cases must fail with a message. */
typedef struct { const uint8_t *p; size_t n; } t_span;
static int t_span_read(void *user, uint64_t off, void *dst, size_t size) {
    t_span *s = (t_span *)user;
    if (off > s->n || size > s->n - off) return -1;
    memcpy(dst, s->p + off, size);
    return 0;
}
static void t_mal_case(const uint8_t *data, size_t n, int must_fail, const char *what) {
    /* copy into an exact-size heap block so ASan catches any read past the end */
    uint8_t *copy = (uint8_t *)malloc(n ? n : 1);
    memcpy(copy, data, n);
    for (int via = 0; via < 2; via++) {
        dlgo_gguf *g = NULL; dlgo_error e; memset(&e, 0, sizeof e);
        t_span span; span.p = copy; span.n = n;
        dlgo_result r = via == 0 ? dlgo_gguf_open_memory(copy, n, NULL, &g, &e)
                                 : dlgo_gguf_open_callback(t_span_read, &span, n, NULL, &g, &e);
        t_mal_total++;
        if (r == DLGO_OK) {
            if (must_fail) { t_mal_failed++; t_check(0, "%s (%s): accepted", what, via ? "callback" : "memory"); }
            /* an accepted file must be fully usable: touch every tensor's bytes */
            for (int64_t i = 0; g && i < dlgo_gguf_n_tensors(g); i++) {
                const dlgo_tensor_info *t = dlgo_gguf_tensor(g, i);
                volatile uint8_t sink = 0;
                if (t->data && t->size) sink = ((const uint8_t *)t->data)[t->size - 1];
                (void)sink;
            }
            dlgo_gguf_close(g);
        } else {
            if (!t_gguf_err_ok(r, &e) || g != NULL) { t_mal_failed++; t_check(0, "%s: error without a message or with an object", what); }
            if (T.verbose && via == 0) printf("      %-40s -> %s\n", what, e.msg);
        }
    }
    free(copy);
}

static void t_gguf_malformed(void) {
    void *vbuf; size_t size;
    t_begin("gguf malformed-file suite");
    if (!t_check(t_gguf_build(&vbuf, &size, 0) == DLGO_OK, "build")) { t_end(); return; }
    uint8_t *buf = (uint8_t *)vbuf, *m = (uint8_t *)malloc(size);
    t_field f[256]; size_t nf = 0;
    size_t hdr_end = t_gguf_walk(buf, f, &nf);
    char what[160];
    t_mal_total = t_mal_failed = 0;

    /* 1. truncation at every byte of the header and inside the data section */
    for (size_t cut = 0; cut < hdr_end; cut++) {
        snprintf(what, sizeof what, "truncated at %zu", cut);
        t_mal_case(buf, cut, 1, what);
    }
    for (size_t cut = hdr_end + 1; cut < size; cut += 97) {
        snprintf(what, sizeof what, "truncated in data at %zu", cut);
        t_mal_case(buf, cut, 1, what);
    }
    /* 2. every field set to hostile values */
    for (size_t i = 0; i < nf; i++) {
        static const uint64_t bad64[] = { 0xffffffffffffffffull, 0x7fffffffffffffffull, 0x8000000000000000ull, 1ull << 40, 0x100000000ull };
        static const uint32_t bad32[] = { 0xffffffffu, 0x80000000u, 13u, 99u, 0x00030000u };
        int nvals = f[i].width == 8 ? 5 : f[i].width == 4 ? 5 : 0;
        for (int v = 0; v < nvals; v++) {
            memcpy(m, buf, size);
            if (f[i].width == 8) { uint64_t x = bad64[v]; for (int k = 0; k < 8; k++) m[f[i].off + k] = (uint8_t)(x >> (8 * k)); }
            else { uint32_t x = bad32[v]; for (int k = 0; k < 4; k++) m[f[i].off + k] = (uint8_t)(x >> (8 * k)); }
            /* a few values are legal for some fields (e.g. a scalar payload): those may pass */
            int must = f[i].kind != TF_SCALAR;
            if (f[i].kind == TF_VERSION && v == 4) must = 1;
            snprintf(what, sizeof what, "%s @%zu = bad value %d", t_field_names[f[i].kind], f[i].off, v);
            t_mal_case(m, size, must, what);
        }
        /* off-by-one in counts and lengths */
        if (f[i].kind == TF_NT || f[i].kind == TF_NKV || f[i].kind == TF_KEYLEN || f[i].kind == TF_NAMELEN ||
            f[i].kind == TF_ALEN || f[i].kind == TF_NDIMS || f[i].kind == TF_OFFSET || f[i].kind == TF_DIM) {
            for (int delta = -1; delta <= 1; delta += 2) {
                memcpy(m, buf, size);
                uint64_t x = f[i].width == 8 ? dlgo__rd64(m + f[i].off) : dlgo__rd32(m + f[i].off);
                x += (uint64_t)(int64_t)delta;
                for (int k = 0; k < f[i].width; k++) m[f[i].off + k] = (uint8_t)(x >> (8 * k));
                snprintf(what, sizeof what, "%s @%zu %+d", t_field_names[f[i].kind], f[i].off, delta);
                /* a string length -1/+1 shifts everything: the parse must fail somewhere; a dim +-1 breaks the
                   block multiple or the packing; an n_dims change shifts the rest. All must fail. */
                /* shrinking the tensor count or a dimension can leave a smaller but valid file (the last
                   tensor just ends earlier): those must not crash, but may parse */
                int must = !(delta == -1 && (f[i].kind == TF_NT || f[i].kind == TF_DIM));
                t_mal_case(m, size, must, what);
            }
        }
    }
    /* 3. specific semantic faults */
    {
        size_t ver = f[1].off;
        static const uint32_t versions[] = { 0, 1, 4, 0x03000000u };
        for (int v = 0; v < 4; v++) {
            memcpy(m, buf, size);
            for (int k = 0; k < 4; k++) m[ver + k] = (uint8_t)(versions[v] >> (8 * k));
            snprintf(what, sizeof what, "version %u", versions[v]); t_mal_case(m, size, 1, what);
        }
        memcpy(m, buf, size); m[0] = 'X'; t_mal_case(m, size, 1, "bad magic");
        memcpy(m, buf, size); memcpy(m, "lmgg", 4); t_mal_case(m, size, 1, "legacy ggml magic");
        /* unknown tensor types: removed ids 4, 5, 31..33, 36..38 and beyond the table */
        static const uint32_t tt[] = { 4, 5, 31, 32, 33, 36, 37, 38, 43, 1000 };
        for (size_t i = 0; i < nf; i++) if (f[i].kind == TF_TTYPE)
            for (int v = 0; v < 10; v++) {
                memcpy(m, buf, size);
                for (int k = 0; k < 4; k++) m[f[i].off + k] = (uint8_t)(tt[v] >> (8 * k));
                snprintf(what, sizeof what, "tensor type %u @%zu", tt[v], f[i].off); t_mal_case(m, size, 1, what);
            }
        /* nested array: element type 9 */
        for (size_t i = 0; i < nf; i++) if (f[i].kind == TF_ATYPE) {
            memcpy(m, buf, size); m[f[i].off] = 9; m[f[i].off + 1] = m[f[i].off + 2] = m[f[i].off + 3] = 0;
            t_mal_case(m, size, 1, "nested array");
        }
        /* misaligned tensor offset */
        for (size_t i = 0; i < nf; i++) if (f[i].kind == TF_OFFSET && dlgo__rd64(buf + f[i].off) > 0) {
            memcpy(m, buf, size); m[f[i].off] += 8; t_mal_case(m, size, 1, "misaligned offset");
            memcpy(m, buf, size); m[f[i].off] += 32; t_mal_case(m, size, 1, "offset not packed");
        }
        /* duplicate key / tensor name: rename the second to the first */
        {
            size_t k1 = 0, k2 = 0, n1 = 0, n2 = 0;
            for (size_t i = 0; i < nf; i++) {
                if (f[i].kind == TF_KEYLEN) { if (!k1) k1 = f[i].off; else if (!k2) k2 = f[i].off; }
                if (f[i].kind == TF_NAMELEN) { if (!n1) n1 = f[i].off; else if (!n2) n2 = f[i].off; }
            }
            /* keys "general.architecture" (20) and "t.u8" (4): overwrite the first 4 bytes of key 1 by "t.u8"
               requires equal lengths — instead make key 2 equal to key 1's first 4 chars by shortening key 1 */
            memcpy(m, buf, size);
            { /* tensor names "a.weight"/"b.weight" have equal length: make the second 'a' */
                m[n2 + 8] = 'a'; t_mal_case(m, size, 1, "duplicate tensor name");
            }
            (void)k1; (void)k2; (void)n1;
            void *db; size_t ds; dlgo_gguf_writer *w;
            dlgo_gguf_writer_create(NULL, &w, NULL);
            dlgo_gguf_writer_set_u32(w, "x.a", 1); dlgo_gguf_writer_set_u32(w, "x.b", 2);
            dlgo_gguf_writer_write_memory(w, &db, &ds, NULL);
            uint8_t *dm = (uint8_t *)malloc(ds); memcpy(dm, db, ds);
            /* second key text sits at 24 + (8+3+4+4) + 8 + 2 */
            dm[24 + 19 + 8 + 2] = 'a';
            t_mal_case(dm, ds, 1, "duplicate key");
            free(dm); dlgo_gguf_writer_free_buffer(w, db); dlgo_gguf_writer_destroy(w);
        }
        /* general.alignment of the wrong type and not a power of two */
        {
            for (int v = 0; v < 3; v++) {
                void *db; size_t ds; dlgo_gguf_writer *w;
                dlgo_gguf_writer_create(NULL, &w, NULL);
                if (v == 0) dlgo_gguf_writer_set_i32(w, "general.alignment", 32);
                else dlgo_gguf_writer_set_u32(w, "general.alignment", v == 1 ? 48u : 0u);
                int64_t ne[1] = { 8 }; static float z[8];
                dlgo_gguf_writer_add_tensor(w, "t", DLGO_TYPE_F32, 1, ne, z);
                dlgo_gguf_writer_write_memory(w, &db, &ds, NULL);
                snprintf(what, sizeof what, "bad general.alignment %d", v);
                t_mal_case((const uint8_t *)db, ds, 1, what);
                dlgo_gguf_writer_free_buffer(w, db); dlgo_gguf_writer_destroy(w);
            }
        }
        t_mal_case(buf, 0, 1, "empty file");
    }
    int structured = t_mal_total;
    /* 4. random byte flips: any outcome but a crash/leak/hang is allowed; errors must carry a message */
    {
        uint64_t s = 0x9e3779b97f4a7c15ull;
        for (int i = 0; i < 400; i++) {
            memcpy(m, buf, size);
            int flips = 1 + i % 4;
            for (int k = 0; k < flips; k++) {
                s ^= s << 13; s ^= s >> 7; s ^= s << 17;
                size_t at = (size_t)(s % hdr_end);
                m[at] ^= (uint8_t)(1u << ((s >> 32) % 8));
            }
            snprintf(what, sizeof what, "random flip %d", i);
            t_mal_case(m, size, 0, what);
        }
    }
    printf("    malformed suite: %d structured + %d random opens (memory and callback), %d failures\n",
           structured, t_mal_total - structured, t_mal_failed);
    t_check(structured >= 400, "at least 200 structured cases (x2 readers), got %d", structured);
    free(m); free(buf);
    t_end();

    t_begin("gguf bad arguments");
    {
        dlgo_gguf *g = (dlgo_gguf *)1; dlgo_error e;
        t_check(dlgo_gguf_open_file("/nonexistent/x.gguf", NULL, &g, &e) == DLGO_ERR_IO && g == NULL && strstr(e.msg, "/nonexistent/x.gguf"), "missing file");
        t_check(dlgo_gguf_open_file("/tmp", NULL, &g, &e) != DLGO_OK, "directory");
        t_check(dlgo_gguf_open_memory(NULL, 10, NULL, &g, &e) == DLGO_ERR_INVALID_ARG, "NULL data");
        t_check(dlgo_gguf_n_kv(NULL) == 0 && dlgo_gguf_find_key(NULL, "x") == -1 && dlgo_gguf_tensor(NULL, 0) == NULL, "NULL handle");
        dlgo_gguf_close(NULL);
    }
    t_end();
}

/* What the fuzzers found (make fuzz, issue 18): each input, rebuilt with the writer, checked by value here and under
   UBSan by make asan. */
static void t_gguf_fuzz_regressions(void) {
    t_begin("gguf: fuzz regressions (float keys read as integers saturate; a writer without keys)");
    dlgo_gguf_writer *w = NULL; void *buf = NULL; size_t len = 0; dlgo_gguf *g = NULL; dlgo_error e;
    /* fuzz_gguf: an f32 key of 7.2e22 read through the integer getters was an out-of-range float->int conversion */
    dlgo_gguf_writer_create(NULL, &w, NULL);
    dlgo_gguf_writer_set_f32(w, "big", 7.18563e22f);
    dlgo_gguf_writer_set_f32(w, "small", -3e30f);
    const double nan = (double)NAN;
    dlgo_gguf_writer_set(w, "nan", DLGO_GGUF_F64, &nan);
    const float arr[3] = { 1e30f, -1e30f, 2.5f };
    dlgo_gguf_writer_set_arr(w, "arr", DLGO_GGUF_F32, arr, 3);
    if (t_check(dlgo_gguf_writer_write_memory(w, &buf, &len, &e) == DLGO_OK && dlgo_gguf_open_memory(buf, len, NULL, &g, &e) == DLGO_OK, "%s", e.msg)) {
        const int64_t kb = dlgo_gguf_find_key(g, "big"), ks = dlgo_gguf_find_key(g, "small"), kn = dlgo_gguf_find_key(g, "nan"), ka = dlgo_gguf_find_key(g, "arr");
        t_check(dlgo_gguf_val_int(g, kb) == INT64_MAX && dlgo_gguf_val_int(g, ks) == INT64_MIN && dlgo_gguf_val_int(g, kn) == 0,
                "val_int: %lld %lld %lld", (long long)dlgo_gguf_val_int(g, kb), (long long)dlgo_gguf_val_int(g, ks), (long long)dlgo_gguf_val_int(g, kn));
        t_check(dlgo_gguf_arr_int(g, ka, 0) == INT64_MAX && dlgo_gguf_arr_int(g, ka, 1) == INT64_MIN && dlgo_gguf_arr_int(g, ka, 2) == 2,
                "arr_int: %lld %lld %lld", (long long)dlgo_gguf_arr_int(g, ka, 0), (long long)dlgo_gguf_arr_int(g, ka, 1), (long long)dlgo_gguf_arr_int(g, ka, 2));
        dlgo_gguf_close(g); g = NULL;
    }
    if (buf) dlgo_gguf_writer_free_buffer(w, buf);
    dlgo_gguf_writer_destroy(w);
    /* gen_seeds: a file with neither keys nor tensors passed memcpy a NULL source (UBSan) */
    dlgo_gguf_writer_create(NULL, &w, NULL); buf = NULL;
    if (t_check(dlgo_gguf_writer_write_memory(w, &buf, &len, &e) == DLGO_OK && dlgo_gguf_open_memory(buf, len, NULL, &g, &e) == DLGO_OK, "empty: %s", e.msg))
        t_check(dlgo_gguf_n_kv(g) == 0 && dlgo_gguf_n_tensors(g) == 0 && len == 32, "empty file: %zu bytes (a 24-byte header padded to 32)", len);
    dlgo_gguf_close(g);
    if (buf) dlgo_gguf_writer_free_buffer(w, buf);
    dlgo_gguf_writer_destroy(w);
    t_end();
}

static void suite_gguf(void) {
    if (!t_selected("gguf")) return;
    t_gguf_roundtrip();
    t_gguf_malformed();
    t_gguf_fuzz_regressions();
    const char *td = t_testdata("gguf");
    if (td) t_gguf_models(td);
}
