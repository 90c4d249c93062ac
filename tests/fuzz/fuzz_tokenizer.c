/* libFuzzer: tokenize / detokenize / streaming detokenize of arbitrary bytes with several vocabularies.
   Vocabularies: $DLGO_FUZZ_VOCAB (a folder of .gguf files, `make fuzz` decompresses testdata/vocab there) plus
   the tiny models' SentencePiece vocabulary from $DLGO_FUZZ_MODEL. Input: byte 0 picks the vocabulary, byte 1 the
   flags, the rest is the text (and, read as 16-bit ids, a token stream). */
#define DLGO_EXPOSE_INTERNALS   /* the library itself is tests/fuzz/fuzz_dlgo.o, compiled once */
#include "../../dlgo.h"
#include "fuzz_common.h"
#include <dirent.h>
#include <stdio.h>

#define FZ_MAX_VOCABS 16
static dlgo_tokenizer *fz_tok[FZ_MAX_VOCABS];
static int fz_n_tok;
static volatile uint64_t fz_sink;

static void fz_add(const char *path) {
    dlgo_gguf *g = NULL; dlgo_tokenizer *t = NULL; dlgo_error err;
    if (fz_n_tok >= FZ_MAX_VOCABS) return;
    if (dlgo_gguf_open_file(path, NULL, &g, &err) != DLGO_OK) { fprintf(stderr, "fuzz_tokenizer: %s\n", err.msg); return; }
    if (dlgo_tokenizer_load_gguf(g, NULL, &t, &err) == DLGO_OK) { fz_tok[fz_n_tok++] = t; fprintf(stderr, "fuzz_tokenizer: vocab %s (%s)\n", path, dlgo_tokenizer_pre(t)); }
    else fprintf(stderr, "fuzz_tokenizer: %s: %s\n", path, err.msg);
    dlgo_gguf_close(g);
}

int LLVMFuzzerInitialize(int *argc, char ***argv) {
    (void)argc; (void)argv;
    const char *dir = getenv("DLGO_FUZZ_VOCAB"), *model = getenv("DLGO_FUZZ_MODEL");
    if (dir) {
        DIR *d = opendir(dir); struct dirent *e;
        char names[FZ_MAX_VOCABS][256]; int n = 0;
        while (d && (e = readdir(d)) && n < FZ_MAX_VOCABS)
            if (strstr(e->d_name, ".gguf")) snprintf(names[n++], 256, "%s/%s", dir, e->d_name);
        if (d) closedir(d);
        for (int i = 0; i < n; i++) for (int j = i + 1; j < n; j++)   /* a stable order keeps byte 0's meaning */
            if (strcmp(names[i], names[j]) > 0) { char tmp[256]; memcpy(tmp, names[i], 256); memcpy(names[i], names[j], 256); memcpy(names[j], tmp, 256); }
        for (int i = 0; i < n; i++) fz_add(names[i]);
    }
    if (model) fz_add(model);
    if (!fz_n_tok) { fprintf(stderr, "fuzz_tokenizer: no vocabulary (set DLGO_FUZZ_VOCAB or DLGO_FUZZ_MODEL)\n"); abort(); }
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size < 2) return 0;
    const dlgo_tokenizer *t = fz_tok[data[0] % fz_n_tok];
    const int flags = data[1];
    const char *text = (const char *)data + 2;
    const size_t len = size - 2;
    /* sometimes too small (short texts: the second tokenization doubles the cost of a run): the count-past-the-room
       path, which must give the count the room would have needed */
    int32_t cap = (flags & 0x10) && len <= 64 ? 3 : (int32_t)len + 8;
    int32_t *toks = (int32_t *)malloc((size_t)cap * sizeof(int32_t));
    dlgo_error err;
    int32_t n = dlgo_tokenize(t, text, len, flags & 1, (flags >> 1) & 1, toks, cap, &err);
    if (n > cap) {
        free(toks); cap = n; toks = (int32_t *)malloc((size_t)cap * sizeof(int32_t));
        const int32_t n2 = dlgo_tokenize(t, text, len, flags & 1, (flags >> 1) & 1, toks, cap, &err);
        if (n2 != n) __builtin_trap();
    }
    if (n < 0 || n > cap) n = 0;
    /* a token stream of arbitrary ids as well: 16-bit values, some past the vocabulary or negative */
    const int32_t nv = dlgo_tokenizer_n_vocab(t);
    int32_t n_raw = (int32_t)(len / 2) < 64 ? (int32_t)(len / 2) : 64;   /* 64 ids: enough for every piece kind, and cheap */
    int32_t *raw = (int32_t *)malloc((size_t)(n_raw + 1) * sizeof(int32_t));
    for (int32_t i = 0; i < n_raw; i++) {
        int32_t v = (int32_t)((uint32_t)(uint8_t)text[2 * i] | ((uint32_t)(uint8_t)text[2 * i + 1] << 8));
        raw[i] = (flags & 0x20) && v > 0xfff0 ? nv + (v - 0xfff8) : (nv > 0 ? v % nv : v);
    }
    const int special = (flags >> 2) & 1;
    char small[8];
    for (int pass = 0; pass < 2; pass++) {
        const int32_t *ids = pass ? raw : toks; const int32_t nids = pass ? n_raw : n;
        /* short lists ask for the size first (the count-past-the-room path, then the exact size); long ones render at
           once into room for the longest pieces (asking first would render each list twice) */
        const int32_t psz = dlgo_tokenizer_max_piece(t) + 4;
        int32_t need = nids <= 16 ? dlgo_detokenize(t, ids, nids, small, (int32_t)sizeof small, (flags >> 3) & 1, special)
                                  : nids * psz + 16;
        if (need > (int32_t)sizeof small) {
            char *buf = (char *)malloc((size_t)need);
            int32_t got = dlgo_detokenize(t, ids, nids, buf, need, (flags >> 3) & 1, special);
            /* the size asked for is an upper bound (as llama.cpp: counted before clean_spaces tidies), never short */
            if (got < 0 || got > need) __builtin_trap();
            free(buf);
        }
        dlgo_detok d;
        dlgo_detok_init(&d, t, special, (flags >> 6) & 1);
        char *piece = (char *)malloc((size_t)psz);
        for (int32_t i = 0; i < nids; i++) {
            const int32_t sz = (flags & 0x80) && i < 16 ? 2 : psz;   /* too small: the piece is asked for again */
            int32_t k = dlgo_detok_feed(&d, ids[i], piece, sz);
            if (k > sz) k = dlgo_detok_feed(&d, ids[i], piece, psz);
            if (k > psz) __builtin_trap();   /* max_piece + 4 always fits, says the API */
            if (!pass) continue;   /* the per-token queries once, on the raw ids (valid, past the vocabulary, negative) */
            char p2[64]; fz_sink += (uint64_t)dlgo_token_to_piece(t, ids[i], special, p2, (int32_t)sizeof p2);
            fz_sink += dlgo_token_attr(t, ids[i]) + (uint64_t)dlgo_token_is_eog(t, ids[i]);
        }
        fz_sink += (uint64_t)dlgo_detok_flush(&d, piece, psz);
        free(piece);
    }
    fz_sink += (uint64_t)dlgo_token_from_text(t, text, len < 64 ? len : 64);
    free(raw); free(toks);
    return 0;
}
