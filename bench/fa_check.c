/* bench/fa_check.c — prefill attention on a real GPU: the logits of one N-token prompt (fixed pseudo-random ids, in
   prompt batches of B tokens, so the last pass attends over the cache the earlier ones wrote) with $DLGO_VK_FA=0
   (attention.comp, the reference), 1 (fa.comp: tensor cores where the device has them) and emu (fa.comp's emulated
   build), compared over the positions of the last pass (logits_all keeps those): max |diff| and its ratio to the
   reference logits' standard deviation, argmax agreement, and the disagreements that are not near-ties (the
   reference's top-1 margin over twice that row's max |diff|). The coop build cannot run on lavapipe; this is its
   check on the device (bench/fa_device.sh).
   Builds against dlgo.h (public API only; the switch is read when a GPU context is made):
     cc -O2 -std=c99 -D_POSIX_C_SOURCE=200809L -D_DEFAULT_SOURCE bench/fa_check.c -o fa_check -lm -ldl -lpthread
     ./fa_check MODEL.gguf [N 600] [B 512] [f16|f32 (KV cache, default f16)] [last]
   (last: only the prompt's last row of logits, for a large vocabulary on a device with a small buffer limit)
   Prints one line per fa build and "fa_check: OK" or "fa_check: MISMATCH" (exit 1): a build fails when its max
   |diff| exceeds 5 % of the logits' deviation or one argmax flips away from a near-tie. */
#define DLGO_IMPLEMENTATION
#include "../dlgo.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void log_warn(dlgo_log_level lvl, const char *msg, void *user) {
    (void)user;
    if (lvl <= DLGO_LOG_INFO) fprintf(stderr, "dlgo: %s\n", msg);
}

/* the last pass's logits (rows x vocab) of the prompt with $DLGO_VK_FA = fa; NULL on failure */
static float *run(dlgo_vk_model *vm, dlgo_model *m, const int32_t *toks, int n, int b, int kv, int all, const char *fa, int *rows) {
    dlgo_error e;
    dlgo_ctx_desc cd; memset(&cd, 0, sizeof cd);
    cd.n_ctx = n + 8; cd.n_batch = b; cd.logits_all = all; cd.kv_type = kv;
    dlgo_ctx *c = NULL; dlgo_vk_ctx *g = NULL;
    setenv("DLGO_VK_FA", fa, 1);
    if (dlgo_ctx_create(m, &cd, &c, &e) != DLGO_OK || dlgo_vk_ctx_create(vm, c, &g, &e) != DLGO_OK) {
        fprintf(stderr, "fa_check: DLGO_VK_FA=%s: %s\n", fa, e.msg);
        dlgo_ctx_destroy(c);
        return NULL;
    }
    unsetenv("DLGO_VK_FA");
    float *out = NULL;
    if (dlgo_ctx_eval(c, toks, n, &e) != DLGO_OK) fprintf(stderr, "fa_check: DLGO_VK_FA=%s: eval: %s\n", fa, e.msg);
    else {
        dlgo_model_info info; dlgo_model_get_info(m, &info);
        const int V = info.n_vocab;
        int r = 0;
        while (dlgo_ctx_logits(c, r)) r++;
        out = (float *)malloc((size_t)r * (size_t)V * sizeof(float));
        if (out) for (int i = 0; i < r; i++) memcpy(out + (size_t)i * V, dlgo_ctx_logits(c, i), (size_t)V * sizeof(float));
        *rows = r;
    }
    dlgo_ctx_destroy(c);   /* detaches and frees the GPU state */
    return out;
}

int main(int argc, char **argv) {
    if (argc < 2) { fprintf(stderr, "usage: fa_check MODEL.gguf [N 600] [B 512] [f16|f32] [last]\n"); return 2; }
    const int all = !(argc > 5 && !strcmp(argv[5], "last"));
    const int n = argc > 2 ? atoi(argv[2]) : 600, b = argc > 3 ? atoi(argv[3]) : 512;
    const int kv = argc > 4 && !strcmp(argv[4], "f32") ? DLGO_KV_F32 : DLGO_KV_F16;
    if (n < 1 || b < 1) { fprintf(stderr, "fa_check: N and B must be positive\n"); return 2; }
    dlgo_error e;
    dlgo_model *m = NULL;
    if (dlgo_model_load_file(argv[1], NULL, &m, &e) != DLGO_OK) { fprintf(stderr, "fa_check: %s\n", e.msg); return 2; }
    dlgo_vk_device_desc dd; memset(&dd, 0, sizeof dd); dd.log = log_warn;
    dlgo_vk_device *dev = NULL; dlgo_vk_model *vm = NULL;
    dlgo_vk_model_desc md; memset(&md, 0, sizeof md); md.n_ctx_plan = n + 8;
    if (dlgo_vk_device_create(&dd, &dev, &e) != DLGO_OK || dlgo_vk_model_create(dev, m, &md, &vm, &e) != DLGO_OK) {
        fprintf(stderr, "fa_check: %s\n", e.msg);
        dlgo_vk_device_destroy(dev); dlgo_model_free(m);
        return 2;
    }
    dlgo_model_info info; dlgo_model_get_info(m, &info);
    const int V = info.n_vocab;
    if (dlgo_vk_model_n_gpu_layers(vm) == 0) {   /* e.g. lavapipe with a large vocabulary: nothing to compare */
        fprintf(stderr, "fa_check: no layer of %s runs on %s\n", argv[1], dlgo_vk_device_name(dev));
        dlgo_vk_model_destroy(vm); dlgo_vk_device_destroy(dev); dlgo_model_free(m);
        return 2;
    }
    int32_t *toks = (int32_t *)malloc((size_t)n * sizeof(int32_t));
    uint32_t r = 12345;
    for (int i = 0; i < n; i++) { r = r * 1103515245u + 12345u; toks[i] = (int32_t)((r >> 8) % (uint32_t)V); }
    printf("fa_check: %s on %s, %d tokens in batches of %d, %s KV cache, %d/%d layers on the GPU\n", argv[1], dlgo_vk_device_name(dev), n, b,
           kv == DLGO_KV_F32 ? "f32" : "f16", dlgo_vk_model_n_gpu_layers(vm), info.n_layer);
    int rows0 = 0, bad = 0;
    float *ref = run(vm, m, toks, n, b, kv, all, "0", &rows0);
    if (!ref) bad = 1;
    double sd = 0;
    if (ref) {
        double s = 0, s2 = 0;
        for (size_t i = 0; i < (size_t)rows0 * V; i++) { s += ref[i]; s2 += (double)ref[i] * ref[i]; }
        const double mean = s / ((double)rows0 * V);
        sd = sqrt(s2 / ((double)rows0 * V) - mean * mean);
    }
    static const char *const builds[] = { "1", "emu" };
    for (int k = 0; ref && k < 2; k++) {
        int rows = 0;
        float *y = run(vm, m, toks, n, b, kv, all, builds[k], &rows);
        if (!y || rows != rows0) { printf("  DLGO_VK_FA=%-3s  failed (%d rows, reference %d)\n", builds[k], rows, rows0); bad = 1; free(y); continue; }
        double mx = 0, sum = 0;
        int agree = 0, hard = 0;
        for (int i = 0; i < rows; i++) {
            const float *a = ref + (size_t)i * V, *c = y + (size_t)i * V;
            int ia = 0, ic = 0;
            double rmx = 0;
            for (int j = 0; j < V; j++) {
                const double dlt = fabs((double)a[j] - c[j]);
                if (!(dlt <= rmx)) rmx = dlt;   /* NaN counts as the largest */
                sum += dlt;
                if (a[j] > a[ia]) ia = j;
                if (c[j] > c[ic]) ic = j;
            }
            if (!(rmx <= mx)) mx = rmx;
            float second = -INFINITY;
            for (int j = 0; j < V; j++) if (j != ia && a[j] > second) second = a[j];
            if (ia == ic) agree++;
            else if (a[ia] - second > 2 * rmx) hard++;
        }
        const int ok = mx <= 0.05 * sd && hard == 0;
        printf("  DLGO_VK_FA=%-3s  max |diff| %.4g (%.2e of the logits' deviation %.3g), mean |diff| %.3g, argmax agrees on %d/%d rows, %d flips away from near-ties  %s\n",
               builds[k], mx, sd > 0 ? mx / sd : 0.0, sd, sum / ((double)rows * V), agree, rows, hard, ok ? "ok" : "BAD");
        bad |= !ok;
        free(y);
    }
    printf("fa_check: %s\n", bad ? "MISMATCH" : "OK");
    free(ref); free(toks);
    dlgo_vk_model_destroy(vm); dlgo_vk_device_destroy(dev); dlgo_model_free(m);
    return bad;
}
