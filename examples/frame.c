/* frame.c — an NPC that talks inside a 60 fps game loop. Each frame gives dlgo a few milliseconds
   (dlgo_ctx_step with a time budget); the rest of the frame belongs to the game. Tokens appear as they are
   finished, the frame rate never drops because of the model.
   Usage: frame [MODEL] [PROMPT] [BUDGET_US (default 4000)] */
#define DLGO_IMPLEMENTATION
#include "../dlgo.h"
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double now_ms(void) { struct timespec ts; clock_gettime(CLOCK_MONOTONIC, &ts); return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6; }

int main(int argc, char **argv) {
    const char *path = argc > 1 ? argv[1] : "models/stories260K.gguf";
    const char *prompt = argc > 2 ? argv[2] : "The old wizard said";
    dlgo_budget budget = { argc > 3 ? atoi(argv[3]) : 4000, 0 };
    dlgo_model *model; dlgo_ctx *ctx; dlgo_sampler *smp; dlgo_error err;
    if (dlgo_model_load_file(path, NULL, &model, &err) != DLGO_OK) { fprintf(stderr, "frame: %s\n", err.msg); return 1; }
    dlgo_ctx_desc cd = {0};
    cd.n_ctx = 256;
    if (dlgo_ctx_create(model, &cd, &ctx, &err) != DLGO_OK) { fprintf(stderr, "frame: %s\n", err.msg); return 1; }
    dlgo_sampler_desc sd = {0};   /* zero = llama.cpp's defaults */
    sd.seed = 42;
    dlgo_model_info info; dlgo_model_get_info(model, &info);
    dlgo_sampler_create(&sd, info.n_vocab, &smp, NULL);

    /* the prompt: tokenize once, queue it; the frames do the work */
    const dlgo_tokenizer *tok = dlgo_model_tokenizer(model);
    int32_t ids[256];
    const int32_t n = dlgo_tokenize(tok, prompt, strlen(prompt), 1, 1, ids, 256, &err);
    if (n < 0 || n > 256) { fprintf(stderr, "frame: %s\n", n < 0 ? err.msg : "prompt too long"); return 1; }
    dlgo_ctx_eval_begin(ctx, ids, n, NULL);
    printf("%s", prompt);

    dlgo_detok detok; dlgo_detok_init(&detok, tok, 0, 0);
    int frames = 0, generated = 0;
    double worst_ms = 0;
    while (generated < 48 && frames < 100000) {
        double t0 = now_ms();
        /* ---- the model's share of the frame ---- */
        dlgo_step_info si;
        dlgo_ctx_step(ctx, &budget, &si, NULL);
        if (si.done) {   /* a token is ready: sample it and queue the next step */
            int32_t t = dlgo_ctx_sample(ctx, smp);
            dlgo_sampler_accept(smp, t);
            if (dlgo_token_is_eog(tok, t) || dlgo_ctx_n_past(ctx) >= dlgo_ctx_n_ctx(ctx)) break;
            char piece[64]; int32_t k = dlgo_detok_feed(&detok, t, piece, sizeof piece);
            if (k > 0 && k <= (int32_t)sizeof piece) { fwrite(piece, 1, (size_t)k, stdout); fflush(stdout); }
            dlgo_ctx_eval_begin(ctx, &t, 1, NULL);
            generated++;
        }
        double used = now_ms() - t0;
        if (used > worst_ms) worst_ms = used;
        /* ---- the game's share of the frame would go here (render, physics, ...) ---- */
        frames++;
    }
    printf("\n");
    fprintf(stderr, "[%d tokens over %d frames; budget %.1f ms, longest model share of a frame %.2f ms]\n",
            generated, frames, budget.max_us / 1000.0, worst_ms);
    dlgo_sampler_destroy(smp);
    dlgo_ctx_destroy(ctx);
    dlgo_model_free(model);
    return 0;
}
