/* test_vk_fault.c — GPU faults (issue 18): the k-th device memory allocation fails with VK_ERROR_OUT_OF_DEVICE_MEMORY,
   the k-th queue submission or wait answers VK_ERROR_DEVICE_LOST, for every k a whole run reaches (model upload,
   GPU context creation, a prefill, a decode step, a stepped decode). Each must give a clean error, the GPU objects
   must free, the context must go on on the CPU with the CPU's own logits, and the validation layer must stay silent.
   (A failed allocation during the upload may instead be survived: the upload retries with fewer layers.)
   The suite is named "gpu faults" (not "vulkan") so that `make asan` runs it: nothing may leak either.
   Built with DLGO_FAULT_INJECTION (tests/run_tests.c) for dlgo_vk_device_set_fault. */

typedef struct { int site; int k; int seen; int fired; } t_fault;
static int32_t t_fault_fn(dlgo_vk_fault_site site, void *user) {
    t_fault *f = (t_fault *)user;
    if ((int)site != f->site || f->seen++ != f->k) return 0;
    f->fired = 1;
    return site == DLGO_VK_FAULT_ALLOC ? (int32_t)VK_ERROR_OUT_OF_DEVICE_MEMORY : (int32_t)VK_ERROR_DEVICE_LOST;
}

/* One run on device `dev` (with the hook armed): returns the phase that failed (0 = none), checks the error, frees
   the GPU objects and finishes on the CPU, whose logits must equal `ref` (a CPU-only run of the same tokens). */
static int t_fault_run(dlgo_vk_device *dev, dlgo_model *m, const int32_t *toks, const float *ref, int V, const char *what) {
    dlgo_error e; memset(&e, 0, sizeof e);
    dlgo_vk_model *vm = NULL; dlgo_vk_ctx *g = NULL; dlgo_ctx *c = NULL;
    dlgo_vk_model_desc md; memset(&md, 0, sizeof md); md.n_ctx_plan = 64;
    dlgo_ctx_desc cd; memset(&cd, 0, sizeof cd); cd.n_ctx = 64; cd.n_batch = 8;
    if (!t_check(dlgo_ctx_create(m, &cd, &c, &e) == DLGO_OK, "%s: ctx: %s", what, e.msg)) return -1;
    int phase = 0;
    dlgo_result r = dlgo_vk_model_create(dev, m, &md, &vm, &e);
    if (r != DLGO_OK) { phase = 1; t_check(vm == NULL, "%s: vm not cleared", what); }
    if (!phase) { r = dlgo_vk_ctx_create(vm, c, &g, &e); if (r != DLGO_OK) { phase = 2; t_check(g == NULL, "%s: g not cleared", what); } }
    if (!phase) { r = dlgo_ctx_eval(c, toks, 6, &e); if (r != DLGO_OK) phase = 3; }   /* prefill */
    if (!phase) { r = dlgo_ctx_eval(c, toks + 6, 1, &e); if (r != DLGO_OK) phase = 4; }   /* one decode step */
    if (!phase) {   /* a stepped decode: submissions without waits, the timeline semaphore polled */
        r = dlgo_ctx_eval_begin(c, toks + 7, 1, &e);
        dlgo_budget b; memset(&b, 0, sizeof b); b.max_layers = 1;
        dlgo_step_info info; memset(&info, 0, sizeof info);
        for (int s = 0; r == DLGO_OK && !info.done && s < 100000; s++) r = dlgo_ctx_step(c, &b, &info, &e);
        if (r != DLGO_OK) phase = 5;
        else t_check(info.done, "%s: the stepped decode never finished", what);
    }
    if (phase) {
        /* a clean error: the code of the fault, a message that names it */
        const int oom = r == DLGO_ERR_OOM && strstr(e.msg, "out of device memory");
        const int lost = r == DLGO_ERR_VULKAN && strstr(e.msg, "device was lost");
        t_check(oom || lost || r == DLGO_ERR_BUDGET, "%s: phase %d: %d '%s'", what, phase, r, e.msg);
    }
    /* free the GPU objects; the context starts over on the CPU and must give the CPU's logits */
    dlgo_vk_ctx_destroy(g);
    dlgo_vk_model_destroy(vm);
    if (phase) {
        t_check(dlgo_ctx_n_past(c) == 0 || phase <= 2, "%s: n_past %d after the GPU left", what, dlgo_ctx_n_past(c));
        dlgo_ctx_truncate(c, 0);
        if (t_check(dlgo_ctx_eval(c, toks, 8, &e) == DLGO_OK, "%s: CPU after the fault: %s", what, e.msg))
            t_check(!memcmp(dlgo_ctx_logits(c, -1), ref, (size_t)V * sizeof(float)), "%s: CPU logits after the fault differ", what);
    } else {
        t_check(t_max_rel_diff(ref, dlgo_ctx_logits(c, -1), V) < 1e-2, "%s: the GPU run without a fault differs from the CPU", what);
    }
    dlgo_ctx_destroy(c);
    return phase;
}

static void suite_gpu_faults(void) {
    if (!t_selected("gpu faults")) return;
    dlgo_model *m = NULL; dlgo_error e;
    if (!t_check(dlgo_model_load_file(T_MODEL, NULL, &m, &e) == DLGO_OK, "load: %s", e.msg)) return;
    dlgo_model_info info; dlgo_model_get_info(m, &info);
    const int V = info.n_vocab;
    int32_t toks[8];
    for (int i = 0; i < 8; i++) toks[i] = 1 + (i * 37) % (V - 1);
    float *ref = (float *)malloc((size_t)V * sizeof(float));
    {   /* the CPU's logits for the 8 tokens */
        dlgo_ctx *c = NULL; dlgo_ctx_desc cd; memset(&cd, 0, sizeof cd); cd.n_ctx = 64; cd.n_batch = 8;
        dlgo_ctx_create(m, &cd, &c, &e); dlgo_ctx_eval(c, toks, 8, &e);
        memcpy(ref, dlgo_ctx_logits(c, -1), (size_t)V * sizeof(float));
        dlgo_ctx_destroy(c);
    }
    /* the validation layer when installed (its messages fail the sweep); the device as test_vulkan.c opens it */
    const char *prev = getenv("VK_INSTANCE_LAYERS");
    const int have_layer = t_vk_have_validation();
    if (have_layer) setenv("VK_INSTANCE_LAYERS", "VK_LAYER_KHRONOS_validation", 1);
    else t_skip("gpu faults: the validation layer's silence", "VK_LAYER_KHRONOS_validation is not installed (apt: vulkan-validationlayers): the sweep runs without it");
    dlgo_vk_device_desc dd; memset(&dd, 0, sizeof dd); dd.log = t_vk_log;
    dlgo_vk_device *dev = NULL;
    if (dlgo_vk_device_create(&dd, &dev, &e) != DLGO_OK) {
        printf("\n  !!! NO VULKAN DEVICE (gpu faults): %s. The sweep is SKIPPED. !!!\n\n", e.msg);
        t_skip("gpu faults", e.msg);
    } else {
        static const char *const site_name[3] = { "allocation", "submit", "wait" };
        int counts[3] = { 0, 0, 0 }, runs[3] = { 0, 0, 0 }, phases[3][6];
        memset(phases, 0, sizeof phases);
        t_begin("gpu faults: a run without a fault counts the allocations, submissions and waits");
        for (int site = 0; site < 3; site++) {
            t_fault f = { site, -1, 0, 0 };
            dlgo_vk_device_set_fault(dev, t_fault_fn, &f);
            t_check(t_fault_run(dev, m, toks, ref, V, "no fault") == 0, "the run without a fault failed");
            counts[site] = f.seen;
        }
        dlgo_vk_device_set_fault(dev, NULL, NULL);
        printf("    one run: %d device allocations, %d submissions, %d waits\n", counts[0], counts[1], counts[2]);
        t_check(counts[0] > 4 && counts[1] > 3 && counts[2] > 3, "too few calls seen: %d %d %d", counts[0], counts[1], counts[2]);
        t_end();
        for (int site = 0; site < 3; site++) {
            char label[96]; snprintf(label, sizeof label, "gpu faults: the k-th %s fails, for every k", site_name[site]);
            t_begin(label);
            for (int k = 0; k < counts[site]; k++) {
                char what[64]; snprintf(what, sizeof what, "%s #%d", site_name[site], k);
                t_fault f = { site, k, 0, 0 };
                dlgo_vk_device_set_fault(dev, t_fault_fn, &f);
                const int phase = t_fault_run(dev, m, toks, ref, V, what);
                dlgo_vk_device_set_fault(dev, NULL, NULL);
                /* an allocation that fails while the weights go up is survived: the upload retries with fewer layers
                   (the run then succeeds and must match the CPU); every other fault must surface as an error */
                t_check(f.fired && (phase > 0 || (site == 0 && phase == 0)), "%s: the fault did not fire or was not reported (phase %d)", what, phase);
                if (phase >= 0 && phase < 6) phases[site][phase]++;
                runs[site]++;
                /* a lost device stays lost: a later model upload says so; then a fresh device for the next k */
                if (site != 0) {
                    dlgo_vk_model *vm = NULL;
                    t_check(dlgo_vk_model_create(dev, m, NULL, &vm, &e) == DLGO_ERR_VULKAN && vm == NULL && strstr(e.msg, "lost"),
                            "%s: the lost device took a model: %s", what, e.msg);
                }
                t_check(dlgo_vk_validation_messages(dev) == 0, "%s: %u validation messages", what, dlgo_vk_validation_messages(dev));
                if (site != 0) {
                    dlgo_vk_device_destroy(dev); dev = NULL;
                    if (!t_check(dlgo_vk_device_create(&dd, &dev, &e) == DLGO_OK, "device again: %s", e.msg)) break;
                }
            }
            printf("    %-10s %2d cases: survived (fewer layers) %d; failed cleanly at upload %d, GPU context %d, prefill %d, decode %d, stepped decode %d\n",
                   site_name[site], runs[site], phases[site][0], phases[site][1], phases[site][2], phases[site][3], phases[site][4], phases[site][5]);
            t_end();
            if (!dev) break;
        }
        if (dev) {
            t_begin("gpu faults: validation layer silent");
            t_check(dlgo_vk_validation_messages(dev) == 0, "%u validation messages", dlgo_vk_validation_messages(dev));
            t_end();
        }
        dlgo_vk_device_destroy(dev);
    }
    if (prev) setenv("VK_INSTANCE_LAYERS", prev, 1); else unsetenv("VK_INSTANCE_LAYERS");
    free(ref);
    dlgo_model_free(m);
}
