/* bench/vk_kbench.c — GPU kernel timing on a model's real shapes: many variants of the decode product (and the cost
   of a bare dispatch) in one run, each as REPS back-to-back dispatches between two GPU timestamps.
   Builds against dlgo.h's internals:
     cc -O2 -std=c99 -D_POSIX_C_SOURCE=200809L -D_DEFAULT_SOURCE bench/vk_kbench.c -o vk_kbench -lm -ldl
     ./vk_kbench MODEL.gguf [SPV_DIR]
   SPV_DIR holds extra builds of tools/shaders/mv.comp (same push constants) named mv_<TYPE>_<variant>.spv, e.g.
   glslc -DTYPE_Q4_K -DR=4 ...: each is timed on the matrices of its type beside the built-in kernels. */
#define DLGO_IMPLEMENTATION
#include "../dlgo.h"
#include <dirent.h>
#include <ctype.h>

enum { REPS = 200 };
#include "vk_timing.h"

static VkPipeline mv_pipe(dlgo_vk_device *d, const char *path, uint32_t ng) {   /* mv.comp's constants: NG, C = 1, 32 NG threads */
    const uint32_t spec[5] = { 0, ng, 1, 0, 32 * ng };
    return spv_pipe(d, path, spec, 5);
}
/* one mv job timed: built-in kernel (p = NULL) or a pipeline from a file, R rows per group */
static double time_mv(dlgo_vk_ctx *g, uint32_t hint, const dlgo__vk_mvjob *j, VkPipeline p, uint32_t R, uint32_t ng, int bar) {
    dlgo_vk_device *d = g->vm->dev;
    dlgo__pc_mv pc; uint32_t set;
    const uint32_t rows = dlgo__vk_mv_pc(g, hint, j, 1, &pc, &set);
    const uint32_t units = (rows + R * ng - 1) / (R * ng);
    timing_begin(g);
    if (p) {
        d->vk.vkCmdBindPipeline(g->cmd, VK_PIPELINE_BIND_POINT_COMPUTE, p);
        d->vk.vkCmdBindDescriptorSets(g->cmd, VK_PIPELINE_BIND_POINT_COMPUTE, d->layout, 0, 1, &g->sets[set], 0, NULL);
        for (int r = 0; r < REPS; r++) {
            d->vk.vkCmdPushConstants(g->cmd, d->layout, VK_SHADER_STAGE_COMPUTE_BIT, 0, sizeof pc, &pc);
            d->vk.vkCmdDispatch(g->cmd, units, 1, 1);
            if (bar) timing_barrier(g);
        }
    } else {
        g->opts.mv_ng = ng;
        for (int r = 0; r < REPS; r++) dlgo__vk_mv(g, hint, j, 1, bar);
    }
    return timing_end_us(g, REPS);
}
static uint64_t job_bytes(const dlgo__vk_mvjob *j) {
    uint64_t b = 0;
    for (int k = 0; k < 3; k++) if (j->w[k] && j->w[k]->data) b += dlgo__vk_rb(j->w[k]) * (uint64_t)j->w[k]->ne[1];
    return b;
}
static void report(const char *what, const char *variant, double us, uint64_t bytes) {
    printf("  %-22s %-26s %8.2f us  %7.0f GB/s\n", what, variant, us, bytes / (us * 1e-6) / 1e9);
}

int main(int argc, char **argv) {
    if (argc < 2) { fprintf(stderr, "usage: %s MODEL.gguf [SPV_DIR]\n", argv[0]); return 2; }
    dlgo_model *m; dlgo_vk_device *d; dlgo_vk_model *vm; dlgo_ctx *c; dlgo_vk_ctx *g;
    if (!bench_open(argv[1], 256, 1, &m, &d, &vm, &c, &g)) return 1;
    timing_init(d);
    setvbuf(stdout, NULL, _IOLBF, 0);
    printf("%s on %s, %d GPU layers\n", argv[1], d->name, vm->n_gpu);
    const dlgo__layer *L = &m->layers[0];
    uint32_t hint = 0; dlgo__vk_wb(g, &L->attn_norm, 0, &hint);
    const uint32_t E = (uint32_t)m->n_embd, F = (uint32_t)L->n_ff;

    /* the floor: a bare dispatch (attn_reduce over one head, one split, 8 values), with and without barriers */
    {
        dlgo__pc_attn_reduce ar; memset(&ar, 0, sizeof ar);
        ar.n_head = 1; ar.dv = 8; ar.n_split = 1; ar.part_off = g->o_part; ar.out_off = g->o_att; ar.out_stride = 8; ar.sinks_off = DLGO__VK_NONE; ar.out16_off = DLGO__VK_NONE;
        for (int bar = 1; bar >= 0; bar--) {
            timing_begin(g);
            for (int r = 0; r < REPS; r++) dlgo__vk_dispatch(g, DLGO_SH_ATTN_REDUCE, NULL, hint, &ar, sizeof ar, 1, 1, 1, bar);
            report("bare dispatch", bar ? "+ barrier" : "no barrier", timing_end_us(g, REPS), 0);
        }
    }
    /* the matrices of layer 0 and the output head */
    struct { const char *name; dlgo__vk_mvjob j; } jobs[6]; int nj = 0;
    memset(jobs, 0, sizeof jobs);
#define JOB(nm, W, xo, norm_) do { jobs[nj].name = nm; jobs[nj].j.w[0] = W; jobs[nj].j.y_off[0] = g->o_fb; jobs[nj].j.y_st[0] = 0; \
        jobs[nj].j.x_off = xo; jobs[nj].j.norm = norm_; nj++; } while (0)
    JOB("wo", &L->wo, g->o_att, NULL);
    JOB("wo+norm", &L->wo, g->o_x, &L->attn_norm);
    JOB("up", &L->up, g->o_x, NULL);
    JOB("down", &L->down, g->o_fb, NULL);
    if (vm->output_on_gpu) JOB("output+norm", &m->output, g->o_x, &m->output_norm);
    jobs[nj].name = "gate/up pair"; jobs[nj].j.w[0] = &L->gate; jobs[nj].j.w[1] = &L->up; jobs[nj].j.pair = 1; jobs[nj].j.act = 1;
    jobs[nj].j.y_off[0] = g->o_fb; jobs[nj].j.x_off = g->o_x; jobs[nj].j.norm = &L->ffn_norm; nj++;
    (void)E; (void)F;
    for (int k = 0; k < nj; k++) {
        const dlgo__vk_mvjob *j = &jobs[k].j;
        if (!j->w[0]->data || !dlgo__vk_mv_ok(g, j->w[0], 0, 0, 1)) continue;
        char what[64]; snprintf(what, sizeof what, "%s %s %lldx%lld", jobs[k].name, dlgo_type_name(j->w[0]->type), (long long)j->w[0]->ne[1], (long long)j->w[0]->ne[0]);
        printf("%s (%.1f MB)\n", what, job_bytes(j) / 1e6);
        for (uint32_t ng = 1; ng <= 8; ng *= 2) {
            char v[64]; snprintf(v, sizeof v, "built-in NG=%u", ng);
            report(jobs[k].name, v, time_mv(g, hint, j, NULL, 2, ng, 1), job_bytes(j));
        }
        report(jobs[k].name, "built-in NG=4 no barrier", time_mv(g, hint, j, NULL, 2, 4, 0), job_bytes(j));
        if (!j->pair && !j->norm) {   /* the older matvec kernel */
            timing_begin(g);
            dlgo__w nb; memset(&nb, 0, sizeof nb);
            for (int r = 0; r < REPS; r++) dlgo__vk_matmul(g, j->w[0], &nb, hint, dlgo__vk_rows_at(j->x_off, 0), dlgo__vk_rows_at(g->o_fb, 0), 1, 0, 0);
            report(jobs[k].name, "matvec (old)", timing_end_us(g, REPS), job_bytes(j));
        }
        if (argc > 2) {
            DIR *dir = opendir(argv[2]); struct dirent *de;
            char pre[64]; snprintf(pre, sizeof pre, "mv_%s_", dlgo_type_name(j->w[0]->type));
            for (char *q = pre; *q; q++) *q = (char)toupper((unsigned char)*q);
            while (dir && (de = readdir(dir))) {
                char up[256]; snprintf(up, sizeof up, "%s", de->d_name);
                for (char *q = up; *q; q++) *q = (char)toupper((unsigned char)*q);
                if (strncmp(up, pre, strlen(pre)) || (strstr(up, "PAIR") != NULL) != (j->pair != 0)) continue;   /* pair files for pair jobs */
                char path[1024]; snprintf(path, sizeof path, "%s/%s", argv[2], de->d_name);
                const uint32_t R = strstr(de->d_name, "r4") ? 4 : strstr(de->d_name, "r1") ? 1 : 2;   /* output rows per group */
                for (uint32_t ng = 2; ng <= 8; ng *= 2) {
                    VkPipeline p = mv_pipe(d, path, ng);
                    if (!p) { printf("  %s: no pipeline\n", de->d_name); break; }
                    char v[96]; snprintf(v, sizeof v, "%s NG=%u", de->d_name + strlen(pre), ng);
                    report(jobs[k].name, v, time_mv(g, hint, j, p, R, ng, 1), job_bytes(j));
                    d->vk.vkDestroyPipeline(d->device, p, NULL);
                }
            }
            if (dir) closedir(dir);
        }
    }
    timing_free(d);
    bench_close(m, d, vm, c, g);
    return 0;
}
