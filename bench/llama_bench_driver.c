/* llama_bench_driver.c — times llama.cpp (the npm prebuilt libraries) exactly as `dlgo bench` times dlgo:
   one p-token batch, then n single-token decodes from an empty cache, r repetitions after a warm-up, medians.
   Built by bench/run.sh against headers from llama.cpp's source; nothing of llama.cpp is committed.
   Usage: llama_bench_driver LIBDIR MODEL THREADS [P N R]   → prints {"pp_tok_s": .., "tg_tok_s": ..} */
#include "llama.h"
#include "ggml-backend.h"
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double now(void) { struct timespec ts; clock_gettime(CLOCK_MONOTONIC, &ts); return ts.tv_sec + ts.tv_nsec * 1e-9; }
static int cmp(const void *a, const void *b) { double x = *(const double *)a, y = *(const double *)b; return x < y ? -1 : x > y; }
static void quiet(enum ggml_log_level level, const char *text, void *user) { (void)level; (void)text; (void)user; }

int main(int argc, char **argv) {
    if (argc < 4) { fprintf(stderr, "usage: %s LIBDIR MODEL THREADS [P N R]\n", argv[0]); return 2; }
    const int threads = atoi(argv[3]);
    const int np = argc > 4 ? atoi(argv[4]) : 512, ng = argc > 5 ? atoi(argv[5]) : 128, reps = argc > 6 ? atoi(argv[6]) : 3;
    llama_log_set(quiet, NULL);
    ggml_backend_load_all_from_path(argv[1]);
    llama_backend_init();
    struct llama_model_params mp = llama_model_default_params();
    mp.n_gpu_layers = 0;
    struct llama_model *model = llama_model_load_from_file(argv[2], mp);
    if (!model) { fprintf(stderr, "driver: cannot load %s\n", argv[2]); return 1; }
    struct llama_context_params cp = llama_context_default_params();
    cp.n_ctx = (uint32_t)(np + ng + 16);
    cp.n_batch = cp.n_ubatch = (uint32_t)(np > 0 ? np : 1);
    cp.n_threads = cp.n_threads_batch = threads;
    cp.no_perf = 1;
    struct llama_context *ctx = llama_init_from_model(model, cp);
    if (!ctx) { fprintf(stderr, "driver: cannot create a context\n"); return 1; }
    const int nv = llama_vocab_n_tokens(llama_model_get_vocab(model));
    llama_token *toks = (llama_token *)malloc(sizeof(llama_token) * (size_t)(np + ng + 1));
    unsigned r = 12345;
    for (int i = 0; i < np + ng + 1; i++) { r = r * 1103515245u + 12345u; toks[i] = (llama_token)((r >> 8) % (unsigned)nv); }
    double pp[64] = {0}, tg[64] = {0};
    for (int rep = 0; rep <= reps && rep < 63; rep++) {   /* rep 0 is the warm-up */
        if (np > 0) {
            llama_memory_clear(llama_get_memory(ctx), 1);
            const double t0 = now();
            if (llama_decode(ctx, llama_batch_get_one(toks, np))) { fprintf(stderr, "driver: decode failed\n"); return 1; }
            llama_synchronize(ctx);
            pp[rep] = np / (now() - t0);
        }
        if (ng > 0) {
            llama_memory_clear(llama_get_memory(ctx), 1);
            const int n = rep == 0 && ng > 16 ? 16 : ng;
            const double t0 = now();
            for (int i = 0; i < n; i++)
                if (llama_decode(ctx, llama_batch_get_one(toks + i, 1))) { fprintf(stderr, "driver: decode failed\n"); return 1; }
            llama_synchronize(ctx);
            tg[rep] = n / (now() - t0);
        }
    }
    qsort(pp + 1, (size_t)reps, sizeof(double), cmp);
    qsort(tg + 1, (size_t)reps, sizeof(double), cmp);
    printf("{\"pp_tok_s\": %.3f, \"tg_tok_s\": %.3f, \"backend\": \"llama.cpp-cpu\", \"threads\": %d}\n", pp[1 + reps / 2], tg[1 + reps / 2], threads);
    free(toks);
    llama_free(ctx);
    llama_model_free(model);
    llama_backend_free();
    return 0;
}
