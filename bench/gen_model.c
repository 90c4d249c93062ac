/* gen_model.c — synthetic GGUF files at real model shapes for speed measurements.
   Weights are random but valid blocks (sane f16 scales), so dlgo and llama.cpp do exactly the work a real file
   of that shape needs; speed does not depend on the values. The tokenizer is copied from a real vocab file.
   Usage: gen_model SHAPE MIX VOCAB.gguf OUT.gguf      SHAPE: llama-1b   MIX: q4_k_m | q4_0 | q8_0 */
#define DLGO_IMPLEMENTATION
#include "../dlgo.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct { const char *name; int n_layer, n_embd, n_ff, n_head, n_head_kv, n_vocab; float rope_base; } shape;
static const shape shapes[] = {
    { "llama-1b", 16, 2048, 8192, 32, 8, 128256, 500000.0f },   /* Llama-3.2-1B, tied embeddings */
    { "llama-3b", 28, 3072, 8192, 24, 8, 128256, 500000.0f },   /* Llama-3.2-3B, tied embeddings */
    { "llama-8b", 32, 4096, 14336, 32, 8, 128256, 500000.0f },  /* Llama-3.1-8B's shape (tied here: the real one is not) */
};

static uint64_t rng = 0x243f6a8885a308d3ULL;
static uint64_t next(void) { rng ^= rng << 13; rng ^= rng >> 7; rng ^= rng << 17; return rng; }

/* f16 scale fields per block type (offset, value): small scales keep activations finite through the layers */
static void fix_scales(int type, uint8_t *blk) {
    uint16_t d;
    switch (type) {
    case DLGO_TYPE_Q4_0: d = dlgo_f32_to_fp16(0.004f); memcpy(blk, &d, 2); break;
    case DLGO_TYPE_Q8_0: d = dlgo_f32_to_fp16(0.0003f); memcpy(blk, &d, 2); break;
    case DLGO_TYPE_Q4_K: case DLGO_TYPE_Q5_K:
        d = dlgo_f32_to_fp16(0.0002f); memcpy(blk, &d, 2); memcpy(blk + 2, &d, 2); break;
    case DLGO_TYPE_Q6_K: d = dlgo_f32_to_fp16(0.00003f); memcpy(blk + 208, &d, 2); break;
    default: break;
    }
}
static void *random_tensor(int type, int64_t ne0, int64_t ne1, size_t *bytes) {
    const size_t bb = dlgo_type_block_bytes(type), nb = (size_t)(ne0 / dlgo_type_block_size(type) * ne1);
    uint8_t *p = (uint8_t *)malloc(bb * nb);
    if (!p) return NULL;
    for (size_t i = 0; i + 8 <= bb * nb; i += 8) { uint64_t v = next(); memcpy(p + i, &v, 8); }
    for (size_t b = 0; b < nb; b++) fix_scales(type, p + b * bb);
    *bytes = bb * nb;
    return p;
}

int main(int argc, char **argv) {
    if (argc != 5) { fprintf(stderr, "usage: gen_model SHAPE(llama-1b|llama-3b|llama-8b) MIX(q4_k_m|q4_0|q8_0) VOCAB.gguf OUT.gguf\n"); return 2; }
    const shape *s = NULL;
    for (size_t i = 0; i < sizeof shapes / sizeof shapes[0]; i++) if (!strcmp(argv[1], shapes[i].name)) s = &shapes[i];
    if (!s) { fprintf(stderr, "gen_model: unknown shape %s\n", argv[1]); return 2; }
    const char *mix = argv[2];
    int base, hi, ftype;   /* hi: token_embd, and attn_v / ffn_down of even layers (Q4_K_M-like) */
    if (!strcmp(mix, "q4_k_m")) { base = DLGO_TYPE_Q4_K; hi = DLGO_TYPE_Q6_K; ftype = 15; }
    else if (!strcmp(mix, "q4_0")) { base = hi = DLGO_TYPE_Q4_0; ftype = 2; }
    else if (!strcmp(mix, "q8_0")) { base = hi = DLGO_TYPE_Q8_0; ftype = 7; }
    else { fprintf(stderr, "gen_model: unknown mix %s\n", mix); return 2; }

    dlgo_error err;
    dlgo_gguf *vocab = NULL;
    if (dlgo_gguf_open_file(argv[3], NULL, &vocab, &err) != DLGO_OK) { fprintf(stderr, "gen_model: %s\n", err.msg); return 1; }
    /* keep only the tokenizer keys of the vocab file: the writer refuses duplicate keys, and the
       hyper-parameters below replace the vocab file's own (a bench tool may reach into the reader) */
    int64_t k = 0;
    for (int64_t i = 0; i < vocab->n_kv; i++) if (!strncmp(vocab->kv[i].key, "tokenizer.", 10)) vocab->kv[k++] = vocab->kv[i];
    vocab->n_kv = k;

    dlgo_gguf_writer *w = NULL;
    if (dlgo_gguf_writer_create(NULL, &w, &err) != DLGO_OK) { fprintf(stderr, "gen_model: %s\n", err.msg); return 1; }
    char name[96];
    snprintf(name, sizeof name, "synthetic %s %s", s->name, mix);
    dlgo_gguf_writer_set_str(w, "general.architecture", "llama");
    dlgo_gguf_writer_set_str(w, "general.name", name);
    dlgo_gguf_writer_set_u32(w, "general.file_type", (uint32_t)ftype);
    dlgo_gguf_writer_set_u32(w, "llama.block_count", (uint32_t)s->n_layer);
    dlgo_gguf_writer_set_u32(w, "llama.context_length", 131072);
    dlgo_gguf_writer_set_u32(w, "llama.embedding_length", (uint32_t)s->n_embd);
    dlgo_gguf_writer_set_u32(w, "llama.feed_forward_length", (uint32_t)s->n_ff);
    dlgo_gguf_writer_set_u32(w, "llama.attention.head_count", (uint32_t)s->n_head);
    dlgo_gguf_writer_set_u32(w, "llama.attention.head_count_kv", (uint32_t)s->n_head_kv);
    dlgo_gguf_writer_set_u32(w, "llama.rope.dimension_count", (uint32_t)(s->n_embd / s->n_head));
    dlgo_gguf_writer_set_f32(w, "llama.rope.freq_base", s->rope_base);
    dlgo_gguf_writer_set_f32(w, "llama.attention.layer_norm_rms_epsilon", 1e-5f);
    dlgo_gguf_writer_set_u32(w, "llama.vocab_size", (uint32_t)s->n_vocab);
    if (dlgo_gguf_writer_copy_kv(w, vocab) != DLGO_OK) { fprintf(stderr, "gen_model: copying the tokenizer failed\n"); return 1; }

    void *bufs[1024]; int nbuf = 0;
    size_t bytes, total = 0;
    const int64_t E = s->n_embd, F = s->n_ff, dh = E / s->n_head, KV = dh * s->n_head_kv;
    float *ones = (float *)malloc((size_t)(E > F ? E : F) * sizeof(float));
    for (int64_t i = 0; i < (E > F ? E : F); i++) ones[i] = 1.0f;
#define ADD(nm, type, e0, e1) do {                                                                      \
        int64_t ne_[2] = { (e0), (e1) };                                                                 \
        void *p_ = random_tensor((type), ne_[0], ne_[1], &bytes);                                        \
        if (!p_) { fprintf(stderr, "gen_model: out of memory\n"); return 1; }                           \
        bufs[nbuf++] = p_; total += bytes;                                                               \
        if (dlgo_gguf_writer_add_tensor(w, (nm), (type), 2, ne_, p_) != DLGO_OK) { fprintf(stderr, "gen_model: add %s failed\n", (nm)); return 1; } \
    } while (0)
    {
        int64_t ne1[1] = { E };
        ADD("token_embd.weight", hi, E, s->n_vocab);
        dlgo_gguf_writer_add_tensor(w, "output_norm.weight", DLGO_TYPE_F32, 1, ne1, ones);
        for (int il = 0; il < s->n_layer; il++) {
            char t[96];
            const int even = il % 2 == 0;
#define L(suffix) (snprintf(t, sizeof t, "blk.%d.%s", il, suffix), t)
            dlgo_gguf_writer_add_tensor(w, L("attn_norm.weight"), DLGO_TYPE_F32, 1, ne1, ones);
            dlgo_gguf_writer_add_tensor(w, L("ffn_norm.weight"), DLGO_TYPE_F32, 1, ne1, ones);
            ADD(L("attn_q.weight"), base, E, E);
            ADD(L("attn_k.weight"), base, E, KV);
            ADD(L("attn_v.weight"), even ? hi : base, E, KV);
            ADD(L("attn_output.weight"), base, E, E);
            ADD(L("ffn_gate.weight"), base, E, F);
            ADD(L("ffn_up.weight"), base, E, F);
            ADD(L("ffn_down.weight"), even ? hi : base, F, E);
#undef L
        }
    }
    if (dlgo_gguf_writer_write_file(w, argv[4], &err) != DLGO_OK) { fprintf(stderr, "gen_model: %s\n", err.msg); return 1; }
    printf("gen_model: wrote %s (%s, %s, %.1f MB of weights)\n", argv[4], s->name, mix, (double)total / 1e6);
    for (int i = 0; i < nbuf; i++) free(bufs[i]);
    free(ones);
    dlgo_gguf_writer_destroy(w);
    dlgo_gguf_close(vocab);
    return 0;
}
