/* Shared by the fuzz targets: silence, plus a mutator that aims at the bytes that are structure, not weights.
   Model files are megabytes of weights behind a small header; libFuzzer's uniform mutations would almost never
   touch the header, so targets that load models mutate a small window placed by fz_pick (see each target). */
#ifndef DLGO_FUZZ_COMMON_H
#define DLGO_FUZZ_COMMON_H
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

size_t LLVMFuzzerMutate(uint8_t *data, size_t size, size_t max_size);

static uint32_t fz_rand(unsigned int *seed) { *seed = *seed * 1103515245u + 12345u; return (*seed >> 8) & 0xffffff; }

/* Mutate data[pos, pos+w) in place, growing or shrinking it by a few bytes (the tail moves). */
static size_t fz_mutate_window(uint8_t *data, size_t size, size_t max_size, size_t pos, size_t w) {
    uint8_t tmp[128];
    if (pos >= size) pos = size ? size - 1 : 0;
    if (w > 64) w = 64;
    if (pos + w > size) w = size - pos;
    memcpy(tmp, data + pos, w);
    size_t nw = LLVMFuzzerMutate(tmp, w, sizeof tmp);
    if (size - w + nw > max_size) nw = w;   /* no room to grow: keep the size */
    memmove(data + pos + nw, data + pos + w, size - pos - w);
    memcpy(data + pos, tmp, nw);
    return size - w + nw;
}

/* A position in [0, hdr) most of the time, near a random occurrence of `needle` sometimes, anywhere rarely. */
static size_t fz_pick(const uint8_t *data, size_t size, size_t hdr, const char *needle, unsigned int *seed) {
    uint32_t r = fz_rand(seed) % 100;
    if (!size) return 0;
    if (hdr > size || hdr == 0) hdr = size;
    if (r < 15) return fz_rand(seed) % (size < 256 ? size : 256);                 /* magic, counts, hparams */
    if (needle && r < 55) {                                                        /* a named record's header */
        size_t n = strlen(needle), start = (size_t)(((uint64_t)fz_rand(seed) * size) >> 24);
        const uint8_t *p = (const uint8_t *)memmem(data + start, size - start, needle, n);
        if (!p) p = (const uint8_t *)memmem(data, size, needle, n);
        if (p) { size_t at = (size_t)(p - data) + fz_rand(seed) % 96; return at > 48 ? at - 48 : 0; }   /* record header before, value after */
    }
    if (r < 92) return (size_t)(((uint64_t)fz_rand(seed) * hdr) >> 24);
    return (size_t)(((uint64_t)fz_rand(seed) * size) >> 24);
}
#endif
