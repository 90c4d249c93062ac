/* test_threads.c — threads, for `make tsan` (ThreadSanitizer) and the ordinary suite alike: the worker pool, the
   host's parallel_for hook driven by real threads, four contexts of one model generating from four threads at once
   (each with its own pool), the server's batched decode (dlgo_ctx_eval_batch over several contexts, as tools/serve.c
   runs its slots) with a pool, and the GPU: one device, one uploaded model, four contexts on four threads (dlgo's
   rule is one thread at a time per device, so each eval holds the host's lock for that device) while CPU contexts
   of the same model run beside them. Every threaded run must give the tokens of a serial run. */
#include <pthread.h>

#define T_THR_N 4            /* threads / contexts */
#define T_THR_PROMPT 8
#define T_THR_GEN 12

/* the host's job system: n-1 fresh threads and the caller, joined before returning */
typedef struct { void (*task)(void *, int); void *arg; int i; } t_thr_task;
static void *t_thr_task_main(void *p) { t_thr_task *t = (t_thr_task *)p; t->task(t->arg, t->i); return NULL; }
static void t_thr_pfor(void (*task)(void *, int), void *arg, int n, void *user) {
    (void)user;
    pthread_t th[16]; t_thr_task tk[16];
    if (n > 16) n = 16;   /* dlgo asks for n_threads tasks; the tests ask for at most 4 */
    for (int i = 1; i < n; i++) { tk[i].task = task; tk[i].arg = arg; tk[i].i = i; pthread_create(&th[i], NULL, t_thr_task_main, &tk[i]); }
    task(arg, 0);
    for (int i = 1; i < n; i++) pthread_join(th[i], NULL);
}

static int32_t t_thr_argmax(const float *l, int n) { int32_t b = 0; for (int i = 1; i < n; i++) if (l[i] > l[b]) b = i; return b; }

typedef struct {
    dlgo_model *m;
    int n_threads, use_pfor;
    dlgo_vk_model *vm;              /* non-NULL: attach a GPU context */
    pthread_mutex_t *dev_mu;        /* held around every call that uses the device */
    int seed;
    int32_t out[T_THR_GEN];
    int ok;
    char msg[400];
} t_thr_job;

static void t_thr_lock(t_thr_job *j) { if (j->dev_mu) pthread_mutex_lock(j->dev_mu); }
static void t_thr_unlock(t_thr_job *j) { if (j->dev_mu) pthread_mutex_unlock(j->dev_mu); }

/* A prompt of T_THR_PROMPT tokens (from the seed), then T_THR_GEN greedy tokens, one eval each. */
static void *t_thr_generate(void *arg) {
    t_thr_job *j = (t_thr_job *)arg;
    dlgo_error e; memset(&e, 0, sizeof e);
    dlgo_model_info info; dlgo_model_get_info(j->m, &info);
    dlgo_ctx_desc cd; memset(&cd, 0, sizeof cd);
    cd.n_ctx = 64; cd.n_batch = 8; cd.n_threads = j->n_threads;
    if (j->use_pfor) cd.parallel_for = t_thr_pfor;
    dlgo_ctx *c = NULL; dlgo_vk_ctx *g = NULL;
    j->ok = 0;
    if (dlgo_ctx_create(j->m, &cd, &c, &e) != DLGO_OK) { snprintf(j->msg, sizeof j->msg, "ctx: %s", e.msg); return NULL; }
    t_thr_lock(j);
    dlgo_result r = j->vm ? dlgo_vk_ctx_create(j->vm, c, &g, &e) : DLGO_OK;
    t_thr_unlock(j);
    if (r != DLGO_OK) { snprintf(j->msg, sizeof j->msg, "vk ctx: %s", e.msg); dlgo_ctx_destroy(c); return NULL; }
    int32_t toks[T_THR_PROMPT];
    for (int i = 0; i < T_THR_PROMPT; i++) toks[i] = 1 + (j->seed * 131 + i * 37) % (info.n_vocab - 1);
    t_thr_lock(j);
    r = dlgo_ctx_eval(c, toks, T_THR_PROMPT, &e);
    t_thr_unlock(j);
    for (int i = 0; r == DLGO_OK && i < T_THR_GEN; i++) {
        j->out[i] = t_thr_argmax(dlgo_ctx_logits(c, -1), info.n_vocab);
        t_thr_lock(j);
        r = dlgo_ctx_eval(c, &j->out[i], 1, &e);
        t_thr_unlock(j);
    }
    if (r != DLGO_OK) snprintf(j->msg, sizeof j->msg, "eval: %s", e.msg);
    else j->ok = 1;
    t_thr_lock(j);
    dlgo_ctx_destroy(c);   /* frees the GPU context too */
    t_thr_unlock(j);
    return NULL;
}

/* n jobs at once on their own threads, then each compared with the serial reference of its seed */
static void t_thr_run(t_thr_job *jobs, int n, int32_t ref[][T_THR_GEN], const char *what) {
    pthread_t th[T_THR_N * 2];
    for (int i = 0; i < n; i++) pthread_create(&th[i], NULL, t_thr_generate, &jobs[i]);
    for (int i = 0; i < n; i++) pthread_join(th[i], NULL);
    for (int i = 0; i < n; i++) {
        if (!t_check(jobs[i].ok, "%s, job %d: %s", what, i, jobs[i].msg)) continue;
        t_check(!memcmp(jobs[i].out, ref[jobs[i].seed], sizeof jobs[i].out), "%s, job %d: tokens differ from the serial run", what, i);
    }
}

static void suite_threads(void) {
    if (!t_selected("threads")) return;
    dlgo_model *m = NULL; dlgo_error e;
    dlgo_model_desc mdsc; memset(&mdsc, 0, sizeof mdsc); mdsc.n_threads = 3;   /* repacking at load on 3 threads too */
    if (!t_check(dlgo_model_load_file(T_MODEL, &mdsc, &m, &e) == DLGO_OK, "load: %s", e.msg)) return;
    int32_t ref[T_THR_N][T_THR_GEN];
    t_thr_job jobs[T_THR_N * 2];

    t_begin("threads: serial references (one thread, no pool)");
    for (int s = 0; s < T_THR_N; s++) {
        t_thr_job j; memset(&j, 0, sizeof j); j.m = m; j.n_threads = 1; j.seed = s;
        t_thr_generate(&j);
        t_check(j.ok, "seed %d: %s", s, j.msg);
        memcpy(ref[s], j.out, sizeof ref[s]);
    }
    t_end();

    t_begin("threads: a 4-thread pool, and the parallel_for hook on real threads, give the serial tokens");
    for (int pf = 0; pf < 2; pf++)
        for (int s = 0; s < T_THR_N; s++) {
            t_thr_job j; memset(&j, 0, sizeof j); j.m = m; j.n_threads = 4; j.use_pfor = pf; j.seed = s;
            t_thr_generate(&j);
            if (t_check(j.ok, "seed %d: %s", s, j.msg))
                t_check(!memcmp(j.out, ref[s], sizeof j.out), "seed %d (%s): tokens differ from the serial run", s, pf ? "parallel_for" : "pool");
        }
    t_end();

    t_begin("threads: four contexts of one model on four threads at once (pools of 2, and parallel_for)");
    for (int i = 0; i < T_THR_N; i++) { memset(&jobs[i], 0, sizeof jobs[i]); jobs[i].m = m; jobs[i].n_threads = 2; jobs[i].use_pfor = i & 1; jobs[i].seed = i; }
    t_thr_run(jobs, T_THR_N, ref, "CPU");
    t_end();

    t_begin("threads: the server's batched decode (dlgo_ctx_eval_batch, a 3-thread pool) gives every slot's serial tokens");
    {
        dlgo_model_info info; dlgo_model_get_info(m, &info);
        dlgo_ctx *cs[T_THR_N]; int ok = 1;
        dlgo_ctx_desc cd; memset(&cd, 0, sizeof cd); cd.n_ctx = 64; cd.n_batch = 8;
        for (int i = 0; i < T_THR_N; i++) {
            cd.n_threads = i == 0 ? 3 : 1;   /* the leading context's pool serves the pass */
            cd.n_ctx = i == 0 ? 96 : 64;     /* the largest n_ctx leads */
            ok = ok && t_check(dlgo_ctx_create(m, &cd, &cs[i], &e) == DLGO_OK, "ctx: %s", e.msg);
            int32_t toks[T_THR_PROMPT];
            for (int k = 0; k < T_THR_PROMPT; k++) toks[k] = 1 + (i * 131 + k * 37) % (info.n_vocab - 1);
            ok = ok && t_check(dlgo_ctx_eval(cs[i], toks, T_THR_PROMPT, &e) == DLGO_OK, "prompt: %s", e.msg);
        }
        int32_t out[T_THR_N][T_THR_GEN];
        for (int t = 0; ok && t < T_THR_GEN; t++) {
            int32_t next[T_THR_N];
            for (int i = 0; i < T_THR_N; i++) next[i] = out[i][t] = t_thr_argmax(dlgo_ctx_logits(cs[i], -1), info.n_vocab);
            ok = t_check(dlgo_ctx_eval_batch(cs, next, T_THR_N, &e) == DLGO_OK, "eval_batch: %s", e.msg);
        }
        /* the batched pass runs the same kernels on 4 rows instead of 1: the greedy tokens of this tiny trained
           model are far from ties, so they must agree with the serial ones */
        for (int i = 0; ok && i < T_THR_N; i++) t_check(!memcmp(out[i], ref[i], sizeof out[i]), "slot %d: tokens differ from the serial run", i);
        for (int i = 0; i < T_THR_N; i++) dlgo_ctx_destroy(cs[i]);
    }
    t_end();

    /* the GPU: one device, one upload, four GPU contexts on four threads plus four CPU contexts beside them */
    dlgo_vk_device_desc dd; memset(&dd, 0, sizeof dd);
    dlgo_vk_device *dev = NULL;
    if (dlgo_vk_device_create(&dd, &dev, &e) != DLGO_OK) {
        printf("\n  !!! NO VULKAN DEVICE (threads): %s. The GPU part is SKIPPED. !!!\n\n", e.msg);
        t_skip("threads: GPU contexts", e.msg);
    } else {
        t_begin("threads: one device, four GPU contexts on four threads, four CPU contexts beside them");
        dlgo_vk_model *vm = NULL;
        dlgo_vk_model_desc vmd; memset(&vmd, 0, sizeof vmd); vmd.n_ctx_plan = 64;
        if (t_check(dlgo_vk_model_create(dev, m, &vmd, &vm, &e) == DLGO_OK, "vk model: %s", e.msg)) {
            pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
            int32_t gref[T_THR_N][T_THR_GEN];
            for (int s = 0; s < T_THR_N; s++) {   /* the GPU's own serial reference (its kernels round differently) */
                t_thr_job j; memset(&j, 0, sizeof j); j.m = m; j.n_threads = 1; j.seed = s; j.vm = vm;
                t_thr_generate(&j);
                t_check(j.ok, "GPU seed %d: %s", s, j.msg);
                memcpy(gref[s], j.out, sizeof gref[s]);
            }
            for (int i = 0; i < T_THR_N; i++) {
                memset(&jobs[i], 0, sizeof jobs[i]); jobs[i].m = m; jobs[i].n_threads = 1; jobs[i].seed = i; jobs[i].vm = vm; jobs[i].dev_mu = &mu;
                memset(&jobs[T_THR_N + i], 0, sizeof jobs[i]); jobs[T_THR_N + i].m = m; jobs[T_THR_N + i].n_threads = 2; jobs[T_THR_N + i].seed = i;
            }
            pthread_t th[2 * T_THR_N];
            for (int i = 0; i < 2 * T_THR_N; i++) pthread_create(&th[i], NULL, t_thr_generate, &jobs[i]);
            for (int i = 0; i < 2 * T_THR_N; i++) pthread_join(th[i], NULL);
            for (int i = 0; i < 2 * T_THR_N; i++) {
                if (!t_check(jobs[i].ok, "job %d: %s", i, jobs[i].msg)) continue;
                const int32_t *want = i < T_THR_N ? gref[jobs[i].seed] : ref[jobs[i].seed];
                t_check(!memcmp(jobs[i].out, want, sizeof jobs[i].out), "%s job %d: tokens differ from the serial run", i < T_THR_N ? "GPU" : "CPU", i);
            }
            pthread_mutex_destroy(&mu);
        }
        dlgo_vk_model_destroy(vm);
        dlgo_vk_device_destroy(dev);
        t_end();
    }
    dlgo_model_free(m);
}
