/* bench/vk_gemm.c — prefill product (GEMM) timing and checking on a model's real weights: every matrix of layer 0
   (and the FFN's down, which reads the FFN width) at n_tok tokens through the built-in kernels, and any number of
   variants from SPV_DIR, each checked against the f32 tiled kernel (mmt_*) on the same inputs and timed as REPS
   back-to-back dispatches between two GPU timestamps.
   Builds against dlgo.h's internals:
     cc -O2 -std=c99 -D_POSIX_C_SOURCE=200809L -D_DEFAULT_SOURCE bench/vk_gemm.c -o vk_gemm -lm -ldl
     ./vk_gemm MODEL.gguf [N_TOK [SPV_DIR]]
   SPV_DIR holds builds of tools/shaders/mm_coop.comp (same push constants) named mmc_<type>__<tag>.spv, where the
   tag carries the workgroup tile as bmNNN and bnNNN (e.g. mmc_q4_K__bm128_bn64_bk32_db1.spv): the grid comes from
   it. Prints per matrix and kernel: microseconds, TFLOP/s (2 * rows * n_in * n_tok) and the error against mmt
   (max |y - y_ref| / max |y_ref|); "BAD" marks an error over 1e-2. The variants read the input as the built-in
   tensor-core tiles do, converted to f16 once (X16 = 1), and run unsplit (no split K: the built-in's 2048-row products
   at 512 tokens split; compare those end to end, bench/vk_gemm_device.sh's e2e folders). */
#define DLGO_IMPLEMENTATION
#include "../dlgo.h"
#include <dirent.h>

#include "vk_timing.h"

typedef struct { const char *name; const dlgo__w *w; uint32_t x_off, x_st, y_off, y_st; } job;
static int reps_for(const job *j, int nt) {   /* about 20 ms of work at 100 TFLOP/s, 3 .. 50 */
    const double fl = 2.0 * (double)j->w->ne[0] * (double)j->w->ne[1] * nt;
    int r = (int)(2e12 / fl); return r < 3 ? 3 : r > 50 ? 50 : r;
}
/* one kernel on a job: p = NULL runs the built-in choice (mm_force as set), else the pipeline with a BM x BN grid;
   x16: p reads the f16 copy of the input that the built-in's run left at o_x16 (a pipeline made with X16 = 1), as the
   built-in tiles do — without it a variant converted its input per workgroup and measured up to 2x slow */
static double run(dlgo_vk_ctx *g, uint32_t hint, const job *j, int nt, VkPipeline p, uint32_t bm, uint32_t bn, int x16, int reps) {
    dlgo_vk_device *d = g->vm->dev;
    dlgo__w nb; memset(&nb, 0, sizeof nb);
    timing_begin(g);
    for (int r = 0; r < reps; r++) {
        if (!p) { dlgo__vk_matmul(g, j->w, &nb, hint, dlgo__vk_rows_at(j->x_off, j->x_st), dlgo__vk_rows_at(j->y_off, j->y_st), nt, 0, 0.0f); continue; }
        dlgo__vk_mmpc pc;
        const uint32_t set = dlgo__vk_mm_pc(g, j->w, NULL, hint, dlgo__vk_rows_at(j->x_off, j->x_st), dlgo__vk_rows_at(j->y_off, j->y_st), nt, 0, 0.0f, &pc);
        if (x16) { pc.x_off = 2 * g->o_x16; pc.x_stride = (uint32_t)j->w->ne[0]; }
        const uint32_t rows = (uint32_t)j->w->ne[1];
        d->vk.vkCmdBindPipeline(g->cmd, VK_PIPELINE_BIND_POINT_COMPUTE, p);
        d->vk.vkCmdBindDescriptorSets(g->cmd, VK_PIPELINE_BIND_POINT_COMPUTE, d->layout, 0, 1, &g->sets[set], 0, NULL);
        d->vk.vkCmdPushConstants(g->cmd, d->layout, VK_SHADER_STAGE_COMPUTE_BIT, 0, sizeof pc, &pc);
        const uint32_t units = (rows + bm - 1) / bm, gx = units < 65535 ? units : 65535;
        d->vk.vkCmdDispatch(g->cmd, gx, (units + gx - 1) / gx, ((uint32_t)nt + bn - 1) / bn);
        timing_barrier(g);
    }
    g->cur_pipe = VK_NULL_HANDLE;
    return timing_end_us(g, reps);
}
static double check(dlgo_vk_ctx *g, const job *j, int nt, const float *ref) {
    const uint32_t rows = (uint32_t)j->w->ne[1];
    xfer(g, j->y_off, (uint64_t)j->y_st * nt, 0);
    const float *y = (const float *)hostbuf.map;
    double mx = 0, err = 0;
    for (int t = 0; t < nt; t++) for (uint32_t r = 0; r < rows; r++) {
        const double a = ref[(size_t)t * j->y_st + r], b = y[(size_t)t * j->y_st + r];
        if (fabs(a) > mx) mx = fabs(a);
        if (!(fabs(a - b) <= err)) err = fabs(a - b);   /* NaN counts as infinite */
        if (b != b) err = INFINITY;
    }
    return err / (mx > 0 ? mx : 1);
}
static void report(const job *j, int nt, const char *kern, double us, double err) {
    const double fl = 2.0 * (double)j->w->ne[0] * (double)j->w->ne[1] * nt;
    printf("  %-8s %-6s %5lldx%-5lld %-34s %9.1f us %7.1f TFLOP/s  err %.2e%s\n", j->name, dlgo_type_name(j->w->type), (long long)j->w->ne[1],
           (long long)j->w->ne[0], kern, us, fl / (us * 1e-6) / 1e12, err, err > 1e-2 ? "  BAD" : "");
}

int main(int argc, char **argv) {
    if (argc < 2) { fprintf(stderr, "usage: %s MODEL.gguf [N_TOK [SPV_DIR]]\n", argv[0]); return 2; }
    const int nt = argc > 2 ? atoi(argv[2]) : 512;
    dlgo_model *m; dlgo_vk_device *d; dlgo_vk_model *vm; dlgo_ctx *c; dlgo_vk_ctx *g; dlgo_error e;
    bench_logits_all = nt <= 64;   /* a few tokens: every row's logits kept, so the output head is timed too */
    if (!bench_open(argv[1], nt, nt, &m, &d, &vm, &c, &g)) return 1;
    timing_init(d);
    setvbuf(stdout, NULL, _IOLBF, 0);
    printf("%s on %s, %d tokens, cooperative matrices: %s\n", argv[1], d->name, nt, d->coop ? "yes" : "no");
    const dlgo__layer *L = &m->layers[0];
    uint32_t hint = 0; dlgo__vk_wb(g, &L->wq, 0, &hint);
    const uint32_t E = (uint32_t)m->n_embd, F = (uint32_t)L->n_ff;
    job jobs[8]; int nj = 0;
#define JOB(nm, W, xo, xs, yo, ys) do { if ((W)->data) { jobs[nj].name = nm; jobs[nj].w = W; jobs[nj].x_off = xo; jobs[nj].x_st = xs; jobs[nj].y_off = yo; jobs[nj].y_st = ys; nj++; } } while (0)
    JOB("q", &L->wq, g->o_h, E, g->o_fa, (uint32_t)L->wq.ne[1]);
    JOB("k", &L->wk, g->o_h, E, g->o_fa, (uint32_t)L->wk.ne[1]);
    JOB("v", &L->wv, g->o_h, E, g->o_fa, (uint32_t)L->wv.ne[1]);
    JOB("o", &L->wo, g->o_h, E, g->o_fa, (uint32_t)L->wo.ne[1]);
    JOB("gate", &L->gate, g->o_h, E, g->o_fa, F);
    JOB("down", &L->down, g->o_fb, F, g->o_fa, E);
    const uint32_t V = (uint32_t)m->n_vocab;
    if (c->logits_all) JOB("head", &m->output, g->o_h, E, g->o_log, V);   /* a few tokens: the output head too */
    const uint64_t wide = V > 2ull * F ? V : 2ull * F;
    const uint64_t need = (uint64_t)nt * (wide + E) + 64;
    if (dlgo__vk_buf_create(d, &hostbuf, need * 4, 1, 0, &e, "staging") != DLGO_OK) { printf("%s\n", e.msg); return 1; }
    /* inputs: o_h (E per token) and o_fb (F per token) random in [-1, 1) */
    uint32_t rng = 0x2545f491u;
    float *hb = (float *)hostbuf.map;
    for (uint64_t i = 0; i < (uint64_t)nt * F; i++) { rng = rng * 1664525u + 1013904223u; hb[i] = (float)(rng >> 8) / 8388608.0f - 1.0f; }
    xfer(g, g->o_h, (uint64_t)nt * E, 1);
    xfer(g, g->o_fb, (uint64_t)nt * F, 1);
    float *ref = (float *)malloc((size_t)nt * wide * sizeof(float));
    for (int k = 0; k < nj; k++) {
        const job *j = &jobs[k];
        g->opts.mm_force = DLGO__VK_MM_TILED;
        const int reps = reps_for(j, nt);
        double us = run(g, hint, j, nt, NULL, 0, 0, 0, 1);
        xfer(g, j->y_off, (uint64_t)j->y_st * nt, 0);
        memcpy(ref, hostbuf.map, (size_t)j->y_st * nt * sizeof(float));
        us = run(g, hint, j, nt, NULL, 0, 0, 0, reps);
        report(j, nt, "mmt (f32 reference)", us, 0);
        g->opts.mm_force = DLGO__VK_MM_AUTO;
        us = run(g, hint, j, nt, NULL, 0, 0, 0, reps);
        report(j, nt, "built-in", us, check(g, j, nt, ref));
        if (nt <= DLGO__VK_MV_MAX && dlgo__vk_mv_ok(g, j->w, j->x_off, j->x_st, nt)) {   /* a decode batch: the fused mv */
            dlgo__vk_mvjob mj; memset(&mj, 0, sizeof mj);
            mj.w[0] = j->w; mj.x_off = j->x_off; mj.x_stride = j->x_st; mj.y_off[0] = j->y_off; mj.y_st[0] = j->y_st;
            timing_begin(g);
            for (int r = 0; r < reps; r++) dlgo__vk_mv(g, hint, &mj, nt, 1);
            us = timing_end_us(g, reps);
            report(j, nt, "mv (token per z slice)", us, check(g, j, nt, ref));
        }
        if (argc > 3) {
            /* the built-in tensor-core run converted this input to f16 once (cvt16) and left it at o_x16 */
            const uint32_t x16 = dlgo__vk_x16_fits(g, (uint32_t)j->w->ne[0], (uint32_t)nt) && g->x16_src == j->x_off, spec[2] = { 0, x16 };
            if (!x16) printf("  %s: no f16 copy of the input (the built-in ran no tensor-core tile): variants convert it per workgroup\n", j->name);
            DIR *dir = opendir(argv[3]); struct dirent *de;
            char pre[64]; snprintf(pre, sizeof pre, "mmc_%s__", dlgo_type_name(j->w->type));
            while (dir && (de = readdir(dir))) {
                if (strncasecmp(de->d_name, pre, strlen(pre))) continue;
                const char *bmp = strstr(de->d_name, "bm"), *bnp = strstr(de->d_name, "bn");
                if (!bmp || !bnp) continue;
                const uint32_t bm = (uint32_t)atoi(bmp + 2), bn = (uint32_t)atoi(bnp + 2);
                char path[1024]; snprintf(path, sizeof path, "%s/%s", argv[3], de->d_name);
                VkPipeline p = spv_pipe(d, path, spec, 2);
                if (!p || !bm || !bn) { printf("  %s: no pipeline\n", de->d_name); continue; }
                run(g, hint, j, nt, p, bm, bn, (int)x16, 1);
                const double err = check(g, j, nt, ref);
                report(j, nt, de->d_name + strlen(pre), run(g, hint, j, nt, p, bm, bn, (int)x16, reps), err);
                d->vk.vkDestroyPipeline(d->device, p, NULL);
            }
            if (dir) closedir(dir);
        }
    }
    free(ref);
    dlgo__vk_buf_free(d, &hostbuf);
    timing_free(d);
    bench_close(m, d, vm, c, g);
    return 0;
}
