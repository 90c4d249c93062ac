/* bench/kbench.c — single-thread matmul kernel timing on thread CPU time (robust on a shared machine):
   GMAC/s of dlgo__matmul for one weight matrix at prefill (n_tok tokens) and decode (1 token) shapes.
   cc -O2 -march=native -std=c99 -D_POSIX_C_SOURCE=200809L -D_DEFAULT_SOURCE bench/kbench.c -o kbench -lm -lpthread
   ./kbench [rows] [cols] [n_tok] [types...]   (types: q4_0 q8_0 q4_K q6_K ...) */
#define DLGO_IMPLEMENTATION
#include "../dlgo.h"
#include <time.h>

static double cpu_s(void) { struct timespec ts; clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts); return ts.tv_sec + ts.tv_nsec * 1e-9; }

int main(int argc, char **argv) {
    const int64_t R = argc > 1 ? atoll(argv[1]) : 8192, K = argc > 2 ? atoll(argv[2]) : 2048;
    const int n_tok = argc > 3 ? atoi(argv[3]) : 64;
    static const char *deft[] = { "q4_0", "q8_0", "q4_K", "q6_K" };
    const char **types = argc > 4 ? (const char **)(argv + 4) : deft;
    const int nty = argc > 4 ? argc - 4 : 4;
    dlgo__compute cp; memset(&cp, 0, sizeof cp);
    cp.actq_cap = dlgo__actq_bytes(K, n_tok); cp.actq = (uint8_t *)malloc(cp.actq_cap);
    float *x = (float *)malloc((size_t)n_tok * K * 4), *y = (float *)malloc((size_t)n_tok * R * 4);
    for (int64_t i = 0; i < (int64_t)n_tok * K; i++) x[i] = (float)((i * 2654435761u) % 1000) / 500.0f - 1.0f;
    printf("%s, %lld x %lld, single thread\n", DLGO__SIMD_NAME, (long long)R, (long long)K);
    for (int ti = 0; ti < nty; ti++) {
        int type = -1;
        for (int t = 0; t < DLGO_TYPE_COUNT; t++) if (dlgo_type_valid(t) && !strcmp(dlgo_type_name(t), types[ti])) type = t;
        if (type < 0) { printf("unknown type %s\n", types[ti]); continue; }
        dlgo__w W; memset(&W, 0, sizeof W);
        W.type = type; W.ne[0] = K; W.ne[1] = R; W.ne[2] = W.ne[3] = 1; W.row_bytes = dlgo_row_bytes(type, K);
        const size_t bytes = W.row_bytes * (size_t)R;
        uint8_t *wd = (uint8_t *)malloc(bytes);
        float *row = (float *)malloc((size_t)K * 4);
        for (int64_t r = 0; r < R; r++) {
            for (int64_t i = 0; i < K; i++) row[i] = (float)(((r * 31 + i) * 2654435761u) % 1000) / 500.0f - 1.0f;
            dlgo_quantize_row(type, row, wd + (size_t)r * W.row_bytes, K);
        }
        W.data = wd;
        uint8_t *rp = NULL;
        const size_t rb = dlgo__rp_bytes(type, K, R);
        for (int pass = 0; pass < (rb ? 2 : 1); pass++) {
            if (pass) {
#if defined(DLGO__RPACK)
                rp = (uint8_t *)malloc(rb); dlgo__rp_pack(type, wd, W.row_bytes, K, R, rp); W.rp = rp; W.rp_src = wd;
#endif
            }
            for (int mode = 0; mode < 2; mode++) {
                const int nt = mode ? 1 : n_tok, reps = mode ? 20 : 2;
                dlgo__matmul(&cp, &W, x, K, nt, y, R);
                double t0 = cpu_s();
                for (int k = 0; k < reps; k++) dlgo__matmul(&cp, &W, x, K, nt, y, R);
                double dt = (cpu_s() - t0) / reps;
                printf("%-6s %-8s %-7s n_tok %3d: %8.3f ms  %7.1f GMAC/s  %6.1f GB/s weights\n", types[ti], pass ? "repacked" : "plain",
                       mode ? "decode" : "prefill", nt, dt * 1e3, (double)R * K * nt / dt * 1e-9, bytes / dt * 1e-9);
            }
        }
        free(rp); free(wd); free(row);
    }
    return 0;
}
