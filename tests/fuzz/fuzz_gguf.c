/* libFuzzer: dlgo_gguf_open_memory on arbitrary bytes, then every getter on whatever opened, and the tokenizer built
   from its keys (the seeds carry vocabularies cut to a few hundred entries: tests/fuzz/gen_seeds.c). */
#define DLGO_EXPOSE_INTERNALS   /* the library itself is tests/fuzz/fuzz_dlgo.o, compiled once */
#include "../../dlgo.h"
#include "fuzz_common.h"

static volatile uint64_t fz_sink;
static volatile double fz_fsink;

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    dlgo_gguf *g = NULL;
    dlgo_error err;
    if (dlgo_gguf_open_memory(data, size, NULL, &g, &err) != DLGO_OK) return 0;
    uint64_t acc = dlgo_gguf_version(g) + dlgo_gguf_alignment(g) + dlgo_gguf_data_offset(g) + dlgo_gguf_file_size(g);
    for (int64_t i = -1; i <= dlgo_gguf_n_kv(g); i++) {   /* one index past each end on purpose */
        const char *key = dlgo_gguf_key(g, i);
        uint64_t n = dlgo_gguf_arr_n(g, i), len = 0;
        acc += (uint64_t)dlgo_gguf_kv_type(g, i) + (uint64_t)dlgo_gguf_arr_type(g, i) + n;
        acc += (uint64_t)dlgo_gguf_val_int(g, i) + dlgo_gguf_val_u64(g, i); fz_fsink += dlgo_gguf_val_float(g, i);
        const char *s = dlgo_gguf_val_str(g, i, &len);
        if (s && len) acc += (uint8_t)s[0] + (uint8_t)s[len - 1];
        const uint8_t *raw = (const uint8_t *)dlgo_gguf_arr_data(g, i);
        if (raw && n) acc += raw[0];
        for (uint64_t j = 0; j < n && j < 64; j++) {
            const uint64_t jj = j < 32 ? j : n - 1 - (j - 32);   /* both ends of long arrays */
            acc += (uint64_t)dlgo_gguf_arr_int(g, i, jj); fz_fsink += dlgo_gguf_arr_float(g, i, jj);
            const char *e = dlgo_gguf_arr_str(g, i, jj, &len);
            if (e && len) acc += (uint8_t)e[0] + (uint8_t)e[len - 1];
        }
        acc += (uint64_t)dlgo_gguf_arr_int(g, i, n) + (uint64_t)dlgo_gguf_arr_str(g, i, n, &len);
        if (!key) continue;
        if (dlgo_gguf_find_key(g, key) != i) __builtin_trap();   /* the index must find itself */
        uint32_t u32; int32_t i32; uint64_t u64; int64_t i64; float f32; double f64; int b; const char *str;
        dlgo_gguf_type et; int64_t kvi;
        dlgo_gguf_get_u32(g, key, &u32, &err); dlgo_gguf_get_i32(g, key, &i32, &err);
        dlgo_gguf_get_u64(g, key, &u64, &err); dlgo_gguf_get_i64(g, key, &i64, &err);
        dlgo_gguf_get_f32(g, key, &f32, &err); dlgo_gguf_get_f64(g, key, &f64, &err);
        dlgo_gguf_get_bool(g, key, &b, &err);  dlgo_gguf_get_str(g, key, &str, &len, &err);
        if (dlgo_gguf_get_arr(g, key, &et, &u64, &kvi, &err) == DLGO_OK && kvi != i) __builtin_trap();
    }
    for (int64_t i = -1; i <= dlgo_gguf_n_tensors(g); i++) {
        const dlgo_tensor_info *t = dlgo_gguf_tensor(g, i);
        if (!t) continue;
        if (dlgo_gguf_find_tensor(g, t->name) != i) __builtin_trap();
        const uint8_t *d = (const uint8_t *)t->data;
        if (d && t->size) acc += d[0] + d[t->size - 1];   /* ASan checks both ends lie inside the input */
        if (t->size <= (1u << 20)) {
            void *buf = malloc(t->size ? (size_t)t->size : 1);
            if (buf) { dlgo_gguf_read_tensor(g, i, buf, t->size, &err); free(buf); }
        }
        acc += (uint64_t)dlgo_row_bytes(t->type, t->ne[0]);
    }
    dlgo_tokenizer *tok = NULL;
    if (dlgo_gguf_find_key(g, "tokenizer.ggml.model") >= 0 && dlgo_tokenizer_load_gguf(g, NULL, &tok, &err) == DLGO_OK) {
        static const char text[] = "Hello world! <s> 123 \xe4\xbd\xa0\xe5\xa5\xbd  \n\t's";
        int32_t ids[64]; char out[256];
        int32_t n = dlgo_tokenize(tok, text, sizeof text - 1, 1, 1, ids, 64, &err);
        if (n > 64) __builtin_trap();   /* 33 bytes never make 64 tokens (BOS + EOS + at most one per byte) */
        if (n > 0) acc += (uint64_t)dlgo_detokenize(tok, ids, n, out, (int32_t)sizeof out, 0, 1);
        for (int32_t k = 0; k < dlgo_tokenizer_n_vocab(tok) && k < 8; k++) acc += (uint64_t)dlgo_token_to_piece(tok, k, 1, out, 16);
        dlgo_tokenizer_free(tok);
    }
    fz_sink = acc;
    dlgo_gguf_close(g);
    return 0;
}

/* Mutate the header (metadata + tensor infos) far more often than the tensor data. */
size_t LLVMFuzzerCustomMutator(uint8_t *data, size_t size, size_t max_size, unsigned int seed) {
    if (size < 64 || fz_rand(&seed) % 8 == 0) return LLVMFuzzerMutate(data, size, max_size);
    /* gen_seeds' files are nearly all header (a few KB of keys and tensor infos) */
    const char *needles[] = { ".weight", "tokenizer.ggml.", "general.", "_token_id", "merges" };
    return fz_mutate_window(data, size, max_size, fz_pick(data, size, size, needles[fz_rand(&seed) % 5], &seed), 1 + fz_rand(&seed) % 16);
}
