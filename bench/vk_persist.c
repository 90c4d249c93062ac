/* bench/vk_persist.c — experiment for issue 12: is a decode step's chain of products faster as ONE persistent
   dispatch (workgroups meet at a grid barrier between stages, bench/persist.comp) than as one dispatch per product
   with a pipeline barrier between them (today's recording)? The chain is the model's own: per layer Q (x -> t),
   output (t -> x, residual), gate/up + SwiGLU (x -> f), down (f -> x, residual), for the layers whose matrices are
   all of the type the persistent build was compiled for. Prints per chain: the built-in dispatches, the persistent
   kernel at several grid sizes with and without touching the next stage's weights first, and a grid of bare
   barriers; and the largest difference of the hidden state after 4 stages between the two paths.
   Builds against dlgo.h's internals:
     cc -O2 -std=c99 -D_POSIX_C_SOURCE=200809L -D_DEFAULT_SOURCE bench/vk_persist.c -o vk_persist -lm -ldl
     ./vk_persist MODEL.gguf PERSIST.spv [GRID ...]        (PERSIST.spv: persist.comp built for the model's type) */
#define DLGO_IMPLEMENTATION
#include "../dlgo.h"

enum { REPS = 20, MAXST = 512 };
#include "vk_timing.h"


typedef struct { dlgo__vk_mvjob j; uint32_t tab[16]; } stage;
static stage S[MAXST];
static int ns;
static uint32_t set0, hint0;

static uint32_t fresh, fresh_end;   /* the persistent chain's own regions: every stage writes where nothing was read */
static uint32_t take(uint32_t n) {
    const uint32_t o = fresh; fresh += (n + 63) / 64 * 64;
    if (fresh > fresh_end) { printf("activation buffer too small for the fresh regions\n"); exit(1); }
    return o;
}
static uint32_t cur_x, cur_t, cur_f;   /* where the persistent chain's hidden state, attention output, FFN state are */
static void add(dlgo_vk_ctx *g, const dlgo__w *w0, const dlgo__w *w1, uint32_t x_off, uint32_t y_off, int acc) {
    stage *s = &S[ns++]; memset(s, 0, sizeof *s);
    s->j.w[0] = w0; s->j.w[1] = w1; s->j.pair = w1 != NULL; s->j.act = w1 ? 1 : 0; s->j.acc = acc;
    s->j.x_off = x_off; s->j.y_off[0] = y_off; s->j.y_st[0] = 0;
    uint32_t set;
    s->tab[0] = (uint32_t)w0->ne[0]; s->tab[1] = (uint32_t)w0->ne[1]; s->tab[2] = (uint32_t)dlgo__vk_rb(w0);
    s->tab[3] = dlgo__vk_wb(g, w0, hint0, &set); s->tab[4] = w1 ? dlgo__vk_wb(g, w1, hint0, &set) : DLGO__VK_NONE;
    s->tab[7] = (uint32_t)acc; s->tab[8] = 0; s->tab[11] = DLGO__VK_NONE;
    /* fresh regions: input = where the chain's value now is, output = new */
    uint32_t *cin = x_off == g->o_x ? &cur_x : x_off == g->o_att ? &cur_t : &cur_f;
    uint32_t *cout = y_off == g->o_x ? &cur_x : y_off == g->o_att ? &cur_t : &cur_f;
    s->tab[5] = *cin;
    const uint32_t yo = take((uint32_t)w0->ne[1]);
    if (acc) s->tab[11] = *cout;
    s->tab[6] = yo; *cout = yo;
    if (set != set0) { printf("weights in two chunks: not supported\n"); exit(1); }
}

static void fill_x(dlgo_vk_ctx *g, uint32_t E, uint32_t off) {
    float *h = (float *)hostbuf.map;
    for (uint32_t i = 0; i < E; i++) h[i] = 0.01f * (float)((int)(i * 2654435761u >> 24) - 128) / 128.0f;
    xfer(g, off, E, 1);
}

/* one persistent dispatch of n stages on G workgroups; returns microseconds per run (timed) */
static double run_persist(dlgo_vk_ctx *g, VkPipeline p, int n, uint32_t G, uint32_t pf, int reps, uint32_t ctr, uint32_t *flag) {
    dlgo_vk_device *d = g->vm->dev;
    uint32_t pc[6] = { (uint32_t)n, g->o_log, ctr, 1u << 22, pf, pf != 0 };
    timing_begin(g);
    for (int r = 0; r < reps; r++) {
        d->vk.vkCmdFillBuffer(g->cmd, g->act.buf, (uint64_t)ctr * 4, 8, 0);
        timing_barrier(g);
        d->vk.vkCmdBindPipeline(g->cmd, VK_PIPELINE_BIND_POINT_COMPUTE, p);
        d->vk.vkCmdBindDescriptorSets(g->cmd, VK_PIPELINE_BIND_POINT_COMPUTE, d->layout, 0, 1, &g->sets[set0], 0, NULL);
        d->vk.vkCmdPushConstants(g->cmd, d->layout, VK_SHADER_STAGE_COMPUTE_BIT, 0, sizeof pc, pc);
        d->vk.vkCmdDispatch(g->cmd, G, 1, 1);
        timing_barrier(g);
    }
    double us = timing_end_us(g, reps);
    xfer(g, ctr, 2, 0);
    *flag = ((uint32_t *)hostbuf.map)[1];
    return us;
}
static double run_chain(dlgo_vk_ctx *g, int n, int reps) {
    timing_begin(g);
    for (int r = 0; r < reps; r++) for (int k = 0; k < n; k++) dlgo__vk_mv(g, hint0, &S[k].j, 1, 1);
    return timing_end_us(g, reps);
}

int main(int argc, char **argv) {
    if (argc < 3) { fprintf(stderr, "usage: %s MODEL.gguf PERSIST.spv [GRID ...]\n", argv[0]); return 2; }
    dlgo_model *m; dlgo_vk_device *d; dlgo_vk_model *vm; dlgo_ctx *c; dlgo_vk_ctx *g; dlgo_error e;
    if (!bench_open(argv[1], 256, 64, &m, &d, &vm, &c, &g)) return 1;   /* a batch of 64: room for the chain's fresh regions */
    timing_init(d);
    setvbuf(stdout, NULL, _IOLBF, 0);
    VkPipeline p = spv_pipe(d, argv[2], NULL, 0);
    if (!p) { printf("%s: no pipeline\n", argv[2]); return 1; }
    const char *tn = strstr(argv[2], "persist_");   /* persist_<type>.spv */
    char type[16] = "";   /* q8_0, q4_k, ...: one '_' inside; a variant tag may follow (persist_q4_k_nc.spv) */
    if (tn) { snprintf(type, sizeof type, "%s", tn + 8); char *u = strchr(type, '_'); if (u) u += strcspn(u + 1, "_.") + 1; else u = strchr(type, '.'); if (u) *u = 0; }
    const uint32_t E = (uint32_t)m->n_embd;
    dlgo__vk_wb(g, &m->layers[0].wq, 0, &set0); hint0 = set0;
    if (dlgo__vk_buf_create(d, &hostbuf, 1u << 20, 1, 0, &e, "staging") != DLGO_OK) { printf("%s\n", e.msg); return 1; }
    fresh = g->o_fb; fresh_end = g->o_fb + 64u * (uint32_t)m->layers[0].n_ff;
    cur_x = take(E);
    for (int l = 0; l < vm->n_gpu && ns + 4 <= MAXST; l++) {
        const dlgo__layer *L = &m->layers[l];
        const dlgo__w *ws[5] = { &L->wq, &L->wo, &L->gate, &L->up, &L->down };
        int ok = 1;
        for (int k = 0; k < 5; k++) if (!ws[k]->data || strcasecmp(dlgo_type_name(ws[k]->type), type)) ok = 0;
        if (!ok || L->wq.ne[1] != (int64_t)E) continue;
        add(g, &L->wq, NULL, g->o_x, g->o_att, 0);
        add(g, &L->wo, NULL, g->o_att, g->o_x, 1);
        add(g, &L->gate, &L->up, g->o_x, g->o_fb, 0);
        add(g, &L->down, NULL, g->o_fb, g->o_x, 1);
    }
    printf("%s on %s: %d stages of type %s (%d layers)\n", argv[1], d->name, ns, type, ns / 4);
    if (getenv("PV_DEBUG")) for (int k = 0; k < ns; k++) { printf("stage %d:", k); for (int i = 0; i < 12; i++) printf(" %u", S[k].tab[i]); printf("\n"); }
    if (getenv("PV_DEBUG")) printf("o_x %u o_att %u o_fb %u o_log %u ctr %u\n", g->o_x, g->o_att, g->o_fb, g->o_log, g->o_log + 16u * (uint32_t)ns + 16u);
    if (ns < 4) { printf("no layer has every product of type %s\n", type); return 1; }
    uint64_t bytes = 0;
    for (int k = 0; k < ns; k++) {   /* the next stage's weights to touch, and the chain's bytes */
        const uint64_t b = (uint64_t)S[k].tab[1] * S[k].tab[2];
        bytes += b * (S[k].j.pair ? 2 : 1);
        if (k > 0) { S[k - 1].tab[9] = S[k].tab[3]; S[k - 1].tab[10] = (uint32_t)(S[k].j.pair ? S[k].tab[4] + b - S[k].tab[3] : b); }
    }
    const uint32_t ctr = g->o_log + 16u * (uint32_t)ns + 16u;
    for (int k = 0; k < ns; k++) memcpy((uint32_t *)hostbuf.map + 16 * k, S[k].tab, 64);
    xfer(g, g->o_log, 16u * (uint32_t)ns, 1);

    /* correctness: 4 stages both ways from the same x */
    uint32_t flag = 0;
    static float ref[1 << 16], got[1 << 16];
    fill_x(g, E, g->o_x); run_chain(g, 4, 1); xfer(g, g->o_x, E, 0); memcpy(ref, hostbuf.map, E * 4);
    uint32_t grids[16]; int ngr = 0;
    for (int a = 3; a < argc && ngr < 16; a++) grids[ngr++] = (uint32_t)atoi(argv[a]);
    if (!ngr) { grids[0] = 132; grids[1] = 264; ngr = 2; }
    for (int gi = 0; gi < ngr; gi++) {
        fill_x(g, E, S[0].tab[5]); run_persist(g, p, 4, grids[gi], 0, 1, ctr, &flag); xfer(g, S[3].tab[6], E, 0); memcpy(got, hostbuf.map, E * 4);
        double md_ = 0, mx = 0;
        for (uint32_t i = 0; i < E; i++) { double df = fabs((double)got[i] - ref[i]); if (df > md_) md_ = df; if (fabs(ref[i]) > mx) mx = fabs(ref[i]); }
        printf("check G=%u: 4 stages, max |persistent - dispatches| = %.3g (max |y| %.3g)%s\n", grids[gi], md_, mx, flag ? "  SPIN TIMEOUT" : "");
    }
    /* timing */
    run_chain(g, ns, 2);
    const double tc = run_chain(g, ns, REPS);
    printf("chain of %d products, %.1f MB of weights\n", ns, bytes / 1e6);
    printf("  %-34s %9.1f us  %6.2f us/stage  %6.0f GB/s\n", "dispatches + barriers (built-in)", tc, tc / ns, bytes / (tc * 1e-6) / 1e9);
    for (int gi = 0; gi < ngr; gi++) {
        for (uint32_t pf = 0; pf <= 8; pf += 4) {
            run_persist(g, p, ns, grids[gi], pf, 1, ctr, &flag);
            const double t = run_persist(g, p, ns, grids[gi], pf, REPS, ctr, &flag);
            char v[64]; snprintf(v, sizeof v, "persistent G=%u touch=%u", grids[gi], pf);
            printf("  %-34s %9.1f us  %6.2f us/stage  %6.0f GB/s%s\n", v, t, t / ns, bytes / (t * 1e-6) / 1e9, flag ? "  SPIN TIMEOUT" : "");
        }
    }
    /* bare grid barriers: the same number of stages with no rows */
    for (int k = 0; k < ns; k++) { memcpy((uint32_t *)hostbuf.map + 16 * k, S[k].tab, 64); ((uint32_t *)hostbuf.map)[16 * k + 1] = 0; }
    xfer(g, g->o_log, 16u * (uint32_t)ns, 1);
    for (int gi = 0; gi < ngr; gi++) {
        const double t = run_persist(g, p, ns, grids[gi], 0, REPS, ctr, &flag);
        printf("  bare grid barriers G=%-4u %19.1f us  %6.2f us/stage%s\n", grids[gi], t, t / ns, flag ? "  SPIN TIMEOUT" : "");
    }
    d->vk.vkDestroyPipeline(d->device, p, NULL);
    dlgo__vk_buf_free(d, &hostbuf);
    timing_free(d);
    bench_close(m, d, vm, c, g);
    return 0;
}
