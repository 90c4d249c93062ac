/* llama_bench_driver.c — times llama.cpp (the npm prebuilt libraries) exactly as `dlgo bench` times dlgo:
   one p-token batch, then n single-token decodes, r repetitions after a warm-up, medians.
   CPU (NGL 0, the default) or GPU (NGL > 0: that many layers offloaded, 99 = all; the backend is the GPU device
   that the libraries in LIBDIR bring, e.g. libggml-vulkan.so).
   DEPTH D (as llama-bench -d): each repetition first fills the cache with D tokens in batches of 512 (not timed),
   then times the p-token batch and, with the cache cut back to D tokens, the n decodes. DEPTH may be a comma list
   (0,4096): one model load, one JSON line per depth.
   Built by bench/run.sh and bench/vk_carry.sh against headers from llama.cpp's source (public API only); nothing of
   llama.cpp is committed.
   SEQS S (> 1, DEPTH 0 only): the decodes run S sequences at once, one llama_batch of S tokens (one per sequence,
   every row's logits kept) per step, as `dlgo bench --parallel S`; tg_tok_s is then the aggregate of all S.
   Usage: llama_bench_driver LIBDIR MODEL THREADS [P N R [NGL [DEPTH [SEQS]]]]
     → {"pp_tok_s": .., "tg_tok_s": .., "depth": D, "backend": .., "device": .., "threads": .., "n_gpu_layers": .., "parallel": S} */
#include "llama.h"
#include "ggml-backend.h"
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now(void) { struct timespec ts; clock_gettime(CLOCK_MONOTONIC, &ts); return ts.tv_sec + ts.tv_nsec * 1e-9; }
static int cmp(const void *a, const void *b) { double x = *(const double *)a, y = *(const double *)b; return x < y ? -1 : x > y; }
static void quiet(enum ggml_log_level level, const char *text, void *user) {
    (void)user;
    if (level == GGML_LOG_LEVEL_ERROR || getenv("DRIVER_VERBOSE")) fputs(text, stderr);
}

/* JSON-safe copy of a device description */
static void clean(char *dst, size_t cap, const char *src) {
    size_t j = 0;
    for (; src && *src && j + 1 < cap; src++) dst[j++] = (*src == '"' || *src == '\\' || (unsigned char)*src < 32) ? ' ' : *src;
    dst[j] = 0;
}

int main(int argc, char **argv) {
    if (argc < 4) { fprintf(stderr, "usage: %s LIBDIR MODEL THREADS [P N R [NGL [DEPTH[,DEPTH..] [SEQS]]]]\n", argv[0]); return 2; }
    const int seqs = argc > 9 ? atoi(argv[9]) : 1;
    const int threads = atoi(argv[3]);
    const int np = argc > 4 ? atoi(argv[4]) : 512, ng = argc > 5 ? atoi(argv[5]) : 128;
    int reps = argc > 6 ? atoi(argv[6]) : 3;
    const int ngl = argc > 7 ? atoi(argv[7]) : 0;
    int depths[16], nd = 0, dmax = 0;
    for (const char *s = argc > 8 ? argv[8] : "0"; *s && nd < 16;) {
        depths[nd] = atoi(s);
        if (depths[nd] < 0) { fprintf(stderr, "driver: bad depth %s\n", s); return 2; }
        if (depths[nd] > dmax) dmax = depths[nd];
        nd++;
        s = strchr(s, ',');
        if (!s) break;
        s++;
    }
    if (seqs < 1 || seqs > 256 || (seqs > 1 && dmax > 0)) { fprintf(stderr, "driver: SEQS must be 1..256, and > 1 only with DEPTH 0\n"); return 2; }
    if (reps < 1) reps = 1;
    if (reps > 62) reps = 62;
    if (np < 0 || ng < 0 || np + ng < 1) { fprintf(stderr, "driver: need P >= 0, N >= 0, P + N >= 1\n"); return 2; }
    llama_log_set(quiet, NULL);
    ggml_backend_load_all_from_path(argv[1]);
    llama_backend_init();

    /* the device that does the work: the first GPU one when layers are offloaded, else the CPU */
    ggml_backend_dev_t gpu = NULL, cpu = NULL;
    for (size_t i = 0; i < ggml_backend_dev_count(); i++) {
        ggml_backend_dev_t d = ggml_backend_dev_get(i);
        const enum ggml_backend_dev_type t = ggml_backend_dev_type(d);
        if (!gpu && (t == GGML_BACKEND_DEVICE_TYPE_GPU || t == GGML_BACKEND_DEVICE_TYPE_IGPU)) gpu = d;
        if (!cpu && t == GGML_BACKEND_DEVICE_TYPE_CPU) cpu = d;
    }
    if (ngl > 0 && !gpu) { fprintf(stderr, "driver: NGL %d asked for, but %s holds no GPU backend that found a device\n", ngl, argv[1]); return 1; }
    char backend[64] = "llama.cpp-cpu", device[256] = "cpu";
    if (ngl > 0) {
        const char *rn = ggml_backend_reg_name(ggml_backend_dev_backend_reg(gpu));
        snprintf(backend, sizeof backend, "llama-%s", rn ? rn : "gpu");
        for (char *p = backend; *p; p++) *p = (char)tolower((unsigned char)*p);
        clean(device, sizeof device, ggml_backend_dev_description(gpu));
    } else if (cpu) clean(device, sizeof device, ggml_backend_dev_description(cpu));

    struct llama_model_params mp = llama_model_default_params();
    mp.n_gpu_layers = ngl;
    struct llama_model *model = llama_model_load_from_file(argv[2], mp);
    if (!model) { fprintf(stderr, "driver: cannot load %s\n", argv[2]); return 1; }
    const int fill = 512;   /* the depth goes in in batches of this many tokens */
    int nb = np > 0 ? np : 1;
    if (dmax > 0 && nb < fill) nb = fill;
    struct llama_context_params cp = llama_context_default_params();
    cp.n_ctx = (uint32_t)(dmax + np + ng + 16) * (uint32_t)seqs;   /* each sequence gets its share */
    cp.n_seq_max = (uint32_t)seqs;
    if (nb < seqs) nb = seqs;   /* a decode step's batch holds one token of every sequence (P = 0 left nb at 1) */
    cp.n_batch = cp.n_ubatch = (uint32_t)nb;
    /* $DRV_UBATCH: the prompt in passes of this many tokens (llama-bench's -ub; its default is 512), else in one */
    const char *ub = getenv("DRV_UBATCH");
    if (ub && atoi(ub) > 0 && atoi(ub) < nb) cp.n_ubatch = (uint32_t)atoi(ub);
    cp.n_threads = cp.n_threads_batch = threads;
    cp.no_perf = 1;
    struct llama_context *ctx = llama_init_from_model(model, cp);
    if (!ctx) { fprintf(stderr, "driver: cannot create a context\n"); return 1; }
    llama_memory_t mem = llama_get_memory(ctx);
    const int nv = llama_vocab_n_tokens(llama_model_get_vocab(model));
    const int ntok = dmax + np + ng + 1;
    llama_token *toks = (llama_token *)malloc(sizeof(llama_token) * (size_t)ntok);
    unsigned r = 12345;
    for (int i = 0; i < ntok; i++) { r = r * 1103515245u + 12345u; toks[i] = (llama_token)((r >> 8) % (unsigned)nv); }
    for (int k = 0; k < nd; k++) {
        const int depth = depths[k];
        llama_token *after = toks + depth;   /* the timed tokens follow the depth tokens */
        double pp[64] = {0}, tg[64] = {0};
        for (int rep = 0; rep <= reps; rep++) {   /* rep 0 is the warm-up */
            llama_memory_clear(mem, 1);
            for (int i = 0; i < depth; i += fill) {
                const int n = depth - i < fill ? depth - i : fill;
                if (llama_decode(ctx, llama_batch_get_one(toks + i, n))) { fprintf(stderr, "driver: decode (depth) failed\n"); return 1; }
            }
            llama_synchronize(ctx);
            if (np > 0) {
                const double t0 = now();
                if (llama_decode(ctx, llama_batch_get_one(after, np))) { fprintf(stderr, "driver: decode failed\n"); return 1; }
                llama_synchronize(ctx);
                pp[rep] = np / (now() - t0);
                llama_memory_seq_rm(mem, -1, depth, -1);   /* back to the depth for the decodes */
            }
            if (ng > 0 && seqs > 1) {   /* S sequences, one token each per step, from an empty cache */
                llama_memory_clear(mem, 1);
                struct llama_batch b = llama_batch_init(seqs, 0, 1);
                const int n = rep == 0 && ng > 16 ? 16 : ng;
                const double t0 = now();
                for (int i = 0; i < n; i++) {
                    b.n_tokens = seqs;
                    for (int k = 0; k < seqs; k++) {
                        b.token[k] = after[(i + k) % (np + ng)];
                        b.pos[k] = i;
                        b.n_seq_id[k] = 1;
                        b.seq_id[k][0] = k;
                        b.logits[k] = 1;
                    }
                    if (llama_decode(ctx, b)) { fprintf(stderr, "driver: batched decode failed\n"); return 1; }
                }
                llama_synchronize(ctx);
                tg[rep] = (double)n * seqs / (now() - t0);
                llama_batch_free(b);
            } else if (ng > 0) {
                const int n = rep == 0 && ng > 16 ? 16 : ng;
                const double t0 = now();
                for (int i = 0; i < n; i++)
                    if (llama_decode(ctx, llama_batch_get_one(after + i, 1))) { fprintf(stderr, "driver: decode failed\n"); return 1; }
                llama_synchronize(ctx);
                tg[rep] = n / (now() - t0);
            }
        }
        qsort(pp + 1, (size_t)reps, sizeof(double), cmp);
        qsort(tg + 1, (size_t)reps, sizeof(double), cmp);
        printf("{\"pp_tok_s\": %.3f, \"tg_tok_s\": %.3f, \"depth\": %d, \"backend\": \"%s\", \"device\": \"%s\", \"threads\": %d, \"n_gpu_layers\": %d, \"parallel\": %d}\n",
               pp[1 + reps / 2], tg[1 + reps / 2], depth, backend, device, threads, ngl, seqs);
        fflush(stdout);
    }
    free(toks);
    llama_free(ctx);
    llama_model_free(model);
    llama_backend_free();
    return 0;
}
