/* libFuzzer: dlgo_wav_read_memory on arbitrary bytes, at the file's rate and resampled to 16 kHz. */
#define DLGO_EXPOSE_INTERNALS   /* the library itself is tests/fuzz/fuzz_dlgo.o, compiled once */
#include "../../dlgo.h"
#include <string.h>

static volatile float fz_sink;

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    static const int32_t rates[2] = { 0, 16000 };
    for (int k = 0; k < 2; k++) {
        dlgo_audio_desc d;
        memset(&d, 0, sizeof d);
        d.sample_rate = rates[k];
        dlgo_audio a;
        dlgo_error err;
        if (dlgo_wav_read_memory(data, size, &d, &a, &err) != DLGO_OK) { if (a.samples) __builtin_trap(); continue; }
        const float *s = a.samples;
        const int64_t n = a.n_samples;
        if (n < 0 || (n > 0 && !s)) __builtin_trap();
        if (n > 0) fz_sink += s[0] + s[n - 1];   /* ASan: both ends allocated */
        dlgo_audio_free(&a);
    }
    return 0;
}
