/* libFuzzer: dlgo_whisper_load_memory on mutated whisper.cpp ggml files; a model that loads gets a context,
   and the prompt tokenizer runs. */
#define DLGO_EXPOSE_INTERNALS   /* the library itself is tests/fuzz/fuzz_dlgo.o, compiled once */
#include "../../dlgo.h"
#include "fuzz_common.h"

static volatile float fz_sink;

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    dlgo_whisper *w = NULL; dlgo_error err;
    if (dlgo_whisper_load_memory(data, size, NULL, &w, &err) != DLGO_OK) return 0;
    dlgo_whisper_info info; dlgo_whisper_get_info(w, &info);
    int32_t ids[16]; size_t len = 0;
    int32_t n = dlgo_whisper_tokenize(w, " And so my fellow Americans", ids, 16);
    for (int32_t i = 0; i < n && i < 16; i++) { const char *t = dlgo_whisper_token_text(w, ids[i], &len); if (t && len) fz_sink += (float)(uint8_t)t[len - 1]; }
    dlgo_whisper_token_text(w, -1, &len); dlgo_whisper_token_text(w, info.n_vocab, &len);
    dlgo_whisper_ctx *c = NULL;
    /* the context sizes its caches from the hyper-parameters; a mel + encode takes ~30 s under the sanitizers, so
       running the network is left to the test suite */
    if (dlgo_whisper_ctx_create(w, NULL, &c, &err) == DLGO_OK) dlgo_whisper_ctx_destroy(c);
    dlgo_whisper_free(w);
    return 0;
}

size_t LLVMFuzzerCustomMutator(uint8_t *data, size_t size, size_t max_size, unsigned int seed) {
    if (size < 64 || fz_rand(&seed) % 16 == 0) return LLVMFuzzerMutate(data, size, max_size);
    /* hparams, mel filters and vocabulary sit in the first ~13 KB of gen_seeds' model (its 1000 tokens; a whole
       vocabulary is ~400 KB); tensor records carry "coder." names */
    return fz_mutate_window(data, size, max_size, fz_pick(data, size, 16384, "coder.", &seed), 1 + fz_rand(&seed) % 12);
}
