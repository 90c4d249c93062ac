/* gen_model.c — synthetic GGUF files at real model shapes for speed measurements.
   Weights are random but valid blocks (sane scales), so dlgo and llama.cpp do exactly the work a real file of
   that shape needs; speed does not depend on the values. The tokenizer (and so the vocabulary size) is copied
   from a real vocab file.
   Usage: gen_model SHAPE MIX VOCAB.gguf OUT.gguf
     SHAPE: llama-1b llama-3b llama-8b qwen2.5-0.5b qwen3-0.6b gemma3-1b qwen3.5-0.8b qwen3-30b-a3b
            gemma3-mini (gemma3-1b's attention — 4 heads of 256 sharing one KV head, window 512 — in 4 layers of
            width 256: long-prompt checks of the GPU's attention on lavapipe, e.g. bench/fa_check ... 1100 512 f16 last)
            (gen_model --list prints each with the vocab file it wants)
     MIX:   q4_k_m q4_0 q8_0 iq4_xs q6_k f16, and for the other types' GPU paths q4_1 q5_1 q2_k q3_k bf16 (every
            matrix of that type; token_embd / output Q6_K for q2_k and q3_k, as llama-quantize keeps them wide)
   Rows whose length is not a multiple of 256 cannot hold k-quants or iq4_xs; they fall back as llama-quantize
   does (q4_K -> q5_0, q6_K -> q8_0, q2_K / q3_K / iq4_xs -> iq4_nl). */
#define DLGO_IMPLEMENTATION
#include "../dlgo.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    const char *name, *arch, *vocab;   /* vocab: the testdata vocab file it is meant for (ggml-vocab-<vocab>.gguf) */
    int n_layer, n_embd, n_ff, n_head, n_head_kv, head_dim;   /* head_dim 0: n_embd / n_head */
    float rope_base;
    int tied;                          /* output = token_embd */
    int qkv_bias, qk_norm, gemma;      /* qwen2 biases; qwen3/gemma3 per-head q/k norms; gemma3 extra norms + SWA */
    int n_expert, n_expert_used, n_ff_exp;
    int gdn_interval, ssm_state, ssm_groups, ssm_heads, rope_dim;   /* qwen35 Gated DeltaNet hybrid */
} shape;
/* Hyper-parameters from the models' published configs. qwen3.5-0.8b: the vocab of the test tokenizer file
   (151936) is smaller than the real model's; everything else follows its config. */
static const shape shapes[] = {
    { "llama-1b", "llama", "llama-bpe", 16, 2048, 8192, 32, 8, 0, 500000.0f, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 },
    { "llama-3b", "llama", "llama-bpe", 28, 3072, 8192, 24, 8, 0, 500000.0f, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 },
    { "llama-8b", "llama", "llama-bpe", 32, 4096, 14336, 32, 8, 0, 500000.0f, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 },
    { "qwen2.5-0.5b", "qwen2", "qwen2", 24, 896, 4864, 14, 2, 0, 1000000.0f, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 },
    { "qwen3-0.6b", "qwen3", "qwen2", 28, 1024, 3072, 16, 8, 128, 1000000.0f, 1, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0 },
    { "gemma3-1b", "gemma3", "gemma-4", 26, 1152, 6912, 4, 1, 256, 1000000.0f, 1, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0 },
    { "gemma3-mini", "gemma3", "gemma-4", 4, 256, 512, 4, 1, 256, 1000000.0f, 1, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0 },
    { "qwen3.5-0.8b", "qwen35", "qwen35", 24, 1024, 3584, 8, 2, 256, 10000000.0f, 1, 0, 1, 0, 0, 0, 0, 4, 128, 16, 16, 64 },
    { "qwen3-30b-a3b", "qwen3moe", "qwen2", 48, 2048, 6144, 32, 4, 128, 1000000.0f, 0, 0, 1, 0, 128, 8, 768, 0, 0, 0, 0, 0 },
};

static uint64_t rng = 0x243f6a8885a308d3ULL;
static uint64_t next(void) { rng ^= rng << 13; rng ^= rng >> 7; rng ^= rng << 17; return rng; }

/* scale fields per block type: small scales keep activations finite through the layers */
static void fix_scales(int type, uint8_t *blk) {
    const uint16_t h4 = dlgo_f32_to_fp16(0.004f), h8 = dlgo_f32_to_fp16(0.0003f), hk = dlgo_f32_to_fp16(0.0002f);
    const uint16_t h5 = dlgo_f32_to_fp16(0.002f), m5 = dlgo_f32_to_fp16(-0.032f), h6 = dlgo_f32_to_fp16(0.00003f);
    switch (type) {
    case DLGO_TYPE_Q4_0: memcpy(blk, &h4, 2); break;
    case DLGO_TYPE_Q5_0: memcpy(blk, &h5, 2); break;
    case DLGO_TYPE_Q4_1: memcpy(blk, &h4, 2); memcpy(blk + 2, &m5, 2); break;
    case DLGO_TYPE_Q5_1: memcpy(blk, &h5, 2); memcpy(blk + 2, &m5, 2); break;
    case DLGO_TYPE_Q2_K: memcpy(blk + 80, &hk, 2); memcpy(blk + 82, &hk, 2); break;   /* d, dmin after scales, qs */
    case DLGO_TYPE_Q3_K: memcpy(blk + 108, &hk, 2); break;                           /* d after hmask, qs, scales */
    case DLGO_TYPE_Q8_0: case DLGO_TYPE_IQ4_NL: case DLGO_TYPE_IQ4_XS: memcpy(blk, &h8, 2); break;
    case DLGO_TYPE_Q4_K: case DLGO_TYPE_Q5_K: memcpy(blk, &hk, 2); memcpy(blk + 2, &hk, 2); break;
    case DLGO_TYPE_Q6_K: memcpy(blk + 208, &h6, 2); break;
    default: break;
    }
}
/* the type a row of ne0 values can hold (llama-quantize's fallbacks for rows % 256 != 0) */
static int fit_type(int type, int64_t ne0) {
    if (ne0 % 256 == 0) return type;
    switch (type) {
    case DLGO_TYPE_Q4_K: return DLGO_TYPE_Q5_0;
    case DLGO_TYPE_Q5_K: return DLGO_TYPE_Q5_1;
    case DLGO_TYPE_Q6_K: return DLGO_TYPE_Q8_0;
    case DLGO_TYPE_IQ4_XS: case DLGO_TYPE_Q2_K: case DLGO_TYPE_Q3_K: return DLGO_TYPE_IQ4_NL;
    default: return type;
    }
}
static void *random_tensor(int type, int64_t ne0, int64_t rows, float f32_val, size_t *bytes) {
    const size_t bb = dlgo_type_block_bytes(type), nb = (size_t)(ne0 / dlgo_type_block_size(type) * rows);
    uint8_t *p = (uint8_t *)malloc(bb * nb + 8);
    if (!p) return NULL;
    if (type == DLGO_TYPE_F32) {   /* norms (1), biases (0), small mixer parameters (random * f32_val) */
        for (size_t i = 0; i < nb; i++) {
            float v = f32_val;
            if (f32_val > 0 && f32_val < 1) v = ((float)(next() % 2001) / 1000.0f - 1.0f) * f32_val;
            memcpy(p + 4 * i, &v, 4);
        }
    } else if (type == DLGO_TYPE_F16 || type == DLGO_TYPE_BF16) {   /* weights in [-0.05, 0.05] */
        for (size_t i = 0; i < nb; i++) {
            const float v = ((float)(next() % 2001) / 1000.0f - 1.0f) * 0.05f;
            const uint16_t h = type == DLGO_TYPE_F16 ? dlgo_f32_to_fp16(v) : dlgo_f32_to_bf16(v);
            memcpy(p + 2 * i, &h, 2);
        }
    } else {
        for (size_t i = 0; i < bb * nb; i += 8) { uint64_t v = next(); memcpy(p + i, &v, 8); }
        for (size_t b = 0; b < nb; b++) fix_scales(type, p + b * bb);
    }
    *bytes = bb * nb;
    return p;
}

typedef struct { dlgo_gguf_writer *w; void **bufs; int nbuf, cap; size_t total; int failed; } gen;
static void add(gen *g, const char *name, int type, int nd, int64_t e0, int64_t e1, int64_t e2, float f32_val) {
    const int64_t ne[3] = { e0, e1, e2 };
    size_t bytes = 0;
    if (g->failed) return;
    if (type != DLGO_TYPE_F32) type = fit_type(type, e0);
    void *p = random_tensor(type, e0, nd > 1 ? e1 * (nd > 2 ? e2 : 1) : 1, f32_val, &bytes);
    if (!p || (g->nbuf == g->cap && !(g->bufs = (void **)realloc(g->bufs, (size_t)(g->cap = g->cap * 2 + 64) * sizeof(void *))))) {
        fprintf(stderr, "gen_model: out of memory at %s\n", name); g->failed = 1; free(p); return;
    }
    g->bufs[g->nbuf++] = p; g->total += bytes;
    if (dlgo_gguf_writer_add_tensor(g->w, name, type, nd, ne, p) != DLGO_OK) { fprintf(stderr, "gen_model: add %s failed\n", name); g->failed = 1; }
}

int main(int argc, char **argv) {
    if (argc == 2 && !strcmp(argv[1], "--list")) {
        for (size_t i = 0; i < sizeof shapes / sizeof shapes[0]; i++) printf("%s %s\n", shapes[i].name, shapes[i].vocab);
        return 0;
    }
    if (argc != 5) { fprintf(stderr, "usage: gen_model SHAPE MIX(q4_k_m|q4_0|q8_0|iq4_xs|q6_k|f16|q4_1|q5_1|q2_k|q3_k|bf16) VOCAB.gguf OUT.gguf  (gen_model --list: shapes)\n"); return 2; }
    const shape *s = NULL;
    for (size_t i = 0; i < sizeof shapes / sizeof shapes[0]; i++) if (!strcmp(argv[1], shapes[i].name)) s = &shapes[i];
    if (!s) { fprintf(stderr, "gen_model: unknown shape %s (gen_model --list)\n", argv[1]); return 2; }
    const char *mix = argv[2];
    int base, hi, embd, ftype;   /* hi: attn_v / ffn_down of even layers (Q4_K_M-like); embd: token_embd, output */
    if (!strcmp(mix, "q4_k_m")) { base = DLGO_TYPE_Q4_K; hi = embd = DLGO_TYPE_Q6_K; ftype = 15; }
    else if (!strcmp(mix, "q4_0")) { base = hi = embd = DLGO_TYPE_Q4_0; ftype = 2; }
    else if (!strcmp(mix, "q8_0")) { base = hi = embd = DLGO_TYPE_Q8_0; ftype = 7; }
    else if (!strcmp(mix, "iq4_xs")) { base = hi = DLGO_TYPE_IQ4_XS; embd = DLGO_TYPE_Q6_K; ftype = 30; }
    else if (!strcmp(mix, "q6_k")) { base = hi = embd = DLGO_TYPE_Q6_K; ftype = 18; }
    else if (!strcmp(mix, "f16")) { base = hi = embd = DLGO_TYPE_F16; ftype = 1; }
    else if (!strcmp(mix, "q4_1")) { base = hi = embd = DLGO_TYPE_Q4_1; ftype = 3; }
    else if (!strcmp(mix, "q5_1")) { base = hi = embd = DLGO_TYPE_Q5_1; ftype = 9; }
    else if (!strcmp(mix, "q2_k")) { base = hi = DLGO_TYPE_Q2_K; embd = DLGO_TYPE_Q6_K; ftype = 10; }
    else if (!strcmp(mix, "q3_k")) { base = hi = DLGO_TYPE_Q3_K; embd = DLGO_TYPE_Q6_K; ftype = 11; }
    else if (!strcmp(mix, "bf16")) { base = hi = embd = DLGO_TYPE_BF16; ftype = 32; }
    else { fprintf(stderr, "gen_model: unknown mix %s\n", mix); return 2; }

    dlgo_error err;
    dlgo_gguf *vocab = NULL;
    if (dlgo_gguf_open_file(argv[3], NULL, &vocab, &err) != DLGO_OK) { fprintf(stderr, "gen_model: %s\n", err.msg); return 1; }
    const int64_t tk = dlgo_gguf_find_key(vocab, "tokenizer.ggml.tokens");
    if (tk < 0) { fprintf(stderr, "gen_model: %s has no tokenizer.ggml.tokens\n", argv[3]); return 1; }
    const int64_t n_vocab = (int64_t)dlgo_gguf_arr_n(vocab, tk);
    /* keep only the tokenizer keys of the vocab file: the writer refuses duplicate keys, and the
       hyper-parameters below replace the vocab file's own (a bench tool may reach into the reader) */
    int64_t k = 0;
    for (int64_t i = 0; i < vocab->n_kv; i++) if (!strncmp(vocab->kv[i].key, "tokenizer.", 10)) vocab->kv[k++] = vocab->kv[i];
    vocab->n_kv = k;

    gen g; memset(&g, 0, sizeof g);
    if (dlgo_gguf_writer_create(NULL, &g.w, &err) != DLGO_OK) { fprintf(stderr, "gen_model: %s\n", err.msg); return 1; }
    dlgo_gguf_writer *w = g.w;
    const int64_t E = s->n_embd, F = s->n_ff, H = s->n_head, Hkv = s->n_head_kv, dh = s->head_dim ? s->head_dim : E / H;
    char name[128], key[128];
    snprintf(name, sizeof name, "synthetic %s %s", s->name, mix);
#define KEY(sfx) (snprintf(key, sizeof key, "%s.%s", s->arch, sfx), key)
    dlgo_gguf_writer_set_str(w, "general.architecture", s->arch);
    dlgo_gguf_writer_set_str(w, "general.name", name);
    dlgo_gguf_writer_set_u32(w, "general.file_type", (uint32_t)ftype);
    dlgo_gguf_writer_set_u32(w, KEY("block_count"), (uint32_t)s->n_layer);
    dlgo_gguf_writer_set_u32(w, KEY("context_length"), 32768);
    dlgo_gguf_writer_set_u32(w, KEY("embedding_length"), (uint32_t)E);
    dlgo_gguf_writer_set_u32(w, KEY("feed_forward_length"), (uint32_t)F);
    dlgo_gguf_writer_set_u32(w, KEY("attention.head_count"), (uint32_t)H);
    dlgo_gguf_writer_set_u32(w, KEY("attention.head_count_kv"), (uint32_t)Hkv);
    dlgo_gguf_writer_set_u32(w, KEY("attention.key_length"), (uint32_t)dh);
    dlgo_gguf_writer_set_u32(w, KEY("attention.value_length"), (uint32_t)dh);
    dlgo_gguf_writer_set_u32(w, KEY("rope.dimension_count"), (uint32_t)(s->rope_dim ? s->rope_dim : dh));
    dlgo_gguf_writer_set_f32(w, KEY("rope.freq_base"), s->rope_base);
    dlgo_gguf_writer_set_f32(w, KEY("attention.layer_norm_rms_epsilon"), strcmp(s->arch, "llama") ? 1e-6f : 1e-5f);
    if (s->gemma) {
        dlgo_gguf_writer_set_f32(w, KEY("rope.freq_base_swa"), 10000.0f);
        dlgo_gguf_writer_set_u32(w, KEY("attention.sliding_window"), 512);
    }
    if (s->n_expert) {
        dlgo_gguf_writer_set_u32(w, KEY("expert_count"), (uint32_t)s->n_expert);
        dlgo_gguf_writer_set_u32(w, KEY("expert_used_count"), (uint32_t)s->n_expert_used);
        dlgo_gguf_writer_set_u32(w, KEY("expert_feed_forward_length"), (uint32_t)s->n_ff_exp);
    }
    if (s->gdn_interval) {
        const int32_t sections[4] = { 11, 11, 10, 0 };
        dlgo_gguf_writer_set_u32(w, KEY("ssm.conv_kernel"), 4);
        dlgo_gguf_writer_set_u32(w, KEY("ssm.state_size"), (uint32_t)s->ssm_state);
        dlgo_gguf_writer_set_u32(w, KEY("ssm.group_count"), (uint32_t)s->ssm_groups);
        dlgo_gguf_writer_set_u32(w, KEY("ssm.time_step_rank"), (uint32_t)s->ssm_heads);
        dlgo_gguf_writer_set_u32(w, KEY("ssm.inner_size"), (uint32_t)(s->ssm_heads * s->ssm_state));
        dlgo_gguf_writer_set_u32(w, KEY("full_attention_interval"), (uint32_t)s->gdn_interval);
        dlgo_gguf_writer_set_arr(w, KEY("rope.dimension_sections"), DLGO_GGUF_I32, sections, 4);
    }
    if (!strcmp(s->arch, "llama")) dlgo_gguf_writer_set_u32(w, KEY("vocab_size"), (uint32_t)n_vocab);
#undef KEY
    if (dlgo_gguf_writer_copy_kv(w, vocab) != DLGO_OK) { fprintf(stderr, "gen_model: copying the tokenizer failed\n"); return 1; }

    add(&g, "token_embd.weight", embd, 2, E, n_vocab, 1, 0);
    add(&g, "output_norm.weight", DLGO_TYPE_F32, 1, E, 1, 1, 1.0f);
    if (!s->tied) add(&g, "output.weight", embd, 2, E, n_vocab, 1, 0);
    for (int il = 0; il < s->n_layer && !g.failed; il++) {
        char t[96];
        const int even = il % 2 == 0;
        const int recurrent = s->gdn_interval && (il + 1) % s->gdn_interval != 0;
#define L(sfx) (snprintf(t, sizeof t, "blk.%d.%s", il, sfx), t)
        add(&g, L("attn_norm.weight"), DLGO_TYPE_F32, 1, E, 1, 1, 1.0f);
        if (s->gdn_interval) add(&g, L("post_attention_norm.weight"), DLGO_TYPE_F32, 1, E, 1, 1, 1.0f);
        else add(&g, L("ffn_norm.weight"), DLGO_TYPE_F32, 1, E, 1, 1, 1.0f);
        if (recurrent) {   /* Gated DeltaNet mixer */
            const int64_t dk = s->ssm_state, Hk = s->ssm_groups, Hv = s->ssm_heads, C = 2 * Hk * dk + Hv * dk;
            add(&g, L("attn_qkv.weight"), base, 2, E, C, 1, 0);
            add(&g, L("attn_gate.weight"), base, 2, E, Hv * dk, 1, 0);
            add(&g, L("ssm_conv1d.weight"), DLGO_TYPE_F32, 2, 4, C, 1, 0.3f);
            add(&g, L("ssm_dt.bias"), DLGO_TYPE_F32, 1, Hv, 1, 1, 0.0f);
            add(&g, L("ssm_a"), DLGO_TYPE_F32, 1, Hv, 1, 1, -1.0f);
            add(&g, L("ssm_beta.weight"), DLGO_TYPE_F32, 2, E, Hv, 1, 0.05f);
            add(&g, L("ssm_alpha.weight"), DLGO_TYPE_F32, 2, E, Hv, 1, 0.05f);
            add(&g, L("ssm_norm.weight"), DLGO_TYPE_F32, 1, dk, 1, 1, 1.0f);
            add(&g, L("ssm_out.weight"), base, 2, Hv * dk, E, 1, 0);
        } else {
            add(&g, L("attn_q.weight"), base, 2, E, (s->gdn_interval ? 2 : 1) * H * dh, 1, 0);   /* qwen35: [q | gate] */
            add(&g, L("attn_k.weight"), base, 2, E, Hkv * dh, 1, 0);
            add(&g, L("attn_v.weight"), even ? hi : base, 2, E, Hkv * dh, 1, 0);
            add(&g, L("attn_output.weight"), base, 2, H * dh, E, 1, 0);
            if (s->qkv_bias) {
                add(&g, L("attn_q.bias"), DLGO_TYPE_F32, 1, H * dh, 1, 1, 0.0f);
                add(&g, L("attn_k.bias"), DLGO_TYPE_F32, 1, Hkv * dh, 1, 1, 0.0f);
                add(&g, L("attn_v.bias"), DLGO_TYPE_F32, 1, Hkv * dh, 1, 1, 0.0f);
            }
            if (s->qk_norm) {
                add(&g, L("attn_q_norm.weight"), DLGO_TYPE_F32, 1, dh, 1, 1, 1.0f);
                add(&g, L("attn_k_norm.weight"), DLGO_TYPE_F32, 1, dh, 1, 1, 1.0f);
            }
        }
        if (s->gemma) {
            add(&g, L("post_attention_norm.weight"), DLGO_TYPE_F32, 1, E, 1, 1, 1.0f);
            add(&g, L("post_ffw_norm.weight"), DLGO_TYPE_F32, 1, E, 1, 1, 1.0f);
        }
        if (s->n_expert) {
            const int64_t X = s->n_expert, Fe = s->n_ff_exp;
            add(&g, L("ffn_gate_inp.weight"), DLGO_TYPE_F32, 2, E, X, 1, 0.05f);
            add(&g, L("ffn_gate_exps.weight"), base, 3, E, Fe, X, 0);
            add(&g, L("ffn_up_exps.weight"), base, 3, E, Fe, X, 0);
            add(&g, L("ffn_down_exps.weight"), even ? hi : base, 3, Fe, E, X, 0);
        } else {
            add(&g, L("ffn_gate.weight"), base, 2, E, F, 1, 0);
            add(&g, L("ffn_up.weight"), base, 2, E, F, 1, 0);
            add(&g, L("ffn_down.weight"), even ? hi : base, 2, F, E, 1, 0);
        }
#undef L
    }
    if (g.failed) return 1;
    if (dlgo_gguf_writer_write_file(w, argv[4], &err) != DLGO_OK) { fprintf(stderr, "gen_model: %s\n", err.msg); return 1; }
    printf("gen_model: wrote %s (%s, %s, vocab %lld, %.1f MB of weights)\n", argv[4], s->name, mix, (long long)n_vocab, (double)g.total / 1e6);
    for (int i = 0; i < g.nbuf; i++) free(g.bufs[i]);
    free(g.bufs);
    dlgo_gguf_writer_destroy(w);
    dlgo_gguf_close(vocab);
    return 0;
}
