/* libFuzzer: dlgo_vad_load_memory on mutated Silero VAD files; a model that loads runs on one second of audio. */
#define DLGO_EXPOSE_INTERNALS   /* the library itself is tests/fuzz/fuzz_dlgo.o, compiled once */
#include "../../dlgo.h"
#include "fuzz_common.h"

static volatile float fz_sink;

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    dlgo_vad *v = NULL; dlgo_error err;
    if (dlgo_vad_load_memory(data, size, NULL, &v, &err) != DLGO_OK) return 0;
    static float audio[16000];
    for (int i = 0; i < 16000; i++) audio[i] = 0.3f * (float)((i * 53) % 160 - 80) / 80.0f * (float)((i / 4000) & 1);
    dlgo_vad_result res; memset(&res, 0, sizeof res);
    if (dlgo_vad_detect(v, audio, 16000, NULL, &res, &err) == DLGO_OK) {
        if (res.n_probs > 0) fz_sink += res.probs[0] + res.probs[res.n_probs - 1];
        dlgo_vad_result_free(&res);
    }
    dlgo_vad_free(v);
    return 0;
}

size_t LLVMFuzzerCustomMutator(uint8_t *data, size_t size, size_t max_size, unsigned int seed) {
    if (size < 64 || fz_rand(&seed) % 16 == 0) return LLVMFuzzerMutate(data, size, max_size);
    return fz_mutate_window(data, size, max_size, fz_pick(data, size, 200, "_model.", &seed), 1 + fz_rand(&seed) % 12);
}
