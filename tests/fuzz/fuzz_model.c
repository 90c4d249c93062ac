/* libFuzzer: dlgo_model_load_memory on mutated tiny models; when one loads, a small context evaluates 2 tokens. */
#define DLGO_EXPOSE_INTERNALS   /* the library itself is tests/fuzz/fuzz_dlgo.o, compiled once */
#include "../../dlgo.h"
#include "fuzz_common.h"

static volatile float fz_sink;

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    dlgo_model *m = NULL;
    dlgo_error err;
    if (dlgo_model_load_memory(data, size, NULL, &m, &err) != DLGO_OK) return 0;
    dlgo_model_info info;
    dlgo_model_get_info(m, &info);
    const dlgo_tokenizer *tok = dlgo_model_tokenizer(m);
    const char *tmpl = dlgo_model_chat_template(m);
    if (tmpl) fz_sink += (float)strlen(tmpl);
    dlgo_ctx_desc cd; memset(&cd, 0, sizeof cd);
    cd.n_ctx = 16; cd.n_batch = 8;
    dlgo_ctx *c = NULL;
    if (dlgo_ctx_create(m, &cd, &c, &err) == DLGO_OK) {
        int32_t toks[2] = { 1, 2 };
        if (tok) {
            dlgo_tokenize(tok, "Hi there", 8, 1, 0, toks, 2, NULL);
        }
        for (int k = 0; k < 2; k++) if (toks[k] < 0 || toks[k] >= info.n_vocab) toks[k] = 0;
        if (dlgo_ctx_eval(c, toks, 2, &err) == DLGO_OK) {
            const float *lg = dlgo_ctx_logits(c, -1);
            if (lg && info.n_vocab > 0) fz_sink += lg[0] + lg[info.n_vocab - 1];
            dlgo_ctx_eval(c, toks, 1, &err);   /* a second step reads the cache */
        }
        dlgo_ctx_destroy(c);
    }
    dlgo_model_free(m);
    return 0;
}

size_t LLVMFuzzerCustomMutator(uint8_t *data, size_t size, size_t max_size, unsigned int seed) {
    dlgo_gguf *g = NULL;
    size_t hdr = size;
    if (dlgo_gguf_open_memory(data, size, NULL, &g, NULL) == DLGO_OK) { hdr = (size_t)dlgo_gguf_data_offset(g); dlgo_gguf_close(g); }
    if (size < 64 || fz_rand(&seed) % 16 == 0) return LLVMFuzzerMutate(data, size, max_size);
    /* numbers in metadata matter most: hparams are u32/f32 scalars right after their keys */
    const char *needles[] = { ".weight", "block_count", "embedding_length", "head_count", "context_length",
                              "expert", "rope", "feed_forward", "key_length", "sliding", "ssm", "vocab" };
    const char *needle = needles[fz_rand(&seed) % (sizeof needles / sizeof needles[0])];
    return fz_mutate_window(data, size, max_size, fz_pick(data, size, hdr, needle, &seed), 1 + fz_rand(&seed) % 12);
}
