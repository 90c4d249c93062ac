/* libFuzzer: dlgo_wav_read_memory on arbitrary bytes, at the file's rate and resampled to 16 kHz. */
#define DLGO_IMPLEMENTATION
#include "../../dlgo.h"

static volatile float fz_sink;

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    static const int32_t rates[2] = { 0, 16000 };
    for (int k = 0; k < 2; k++) {
        float *s = NULL; int64_t n = 0; int32_t rate = 0; dlgo_error err;
        if (dlgo_wav_read_memory(data, size, rates[k], NULL, &s, &n, &rate, &err) != DLGO_OK) { if (s) __builtin_trap(); continue; }
        if (n < 0 || (n > 0 && !s)) __builtin_trap();
        if (n > 0) fz_sink += s[0] + s[n - 1];   /* ASan: both ends allocated */
        dlgo_audio_free(NULL, s);
    }
    return 0;
}
