/* test_vk_frame.c — dlgo inside a host's frame loop (issue 14): the host's own device (dlgo_vk_get_requirements +
   dlgo_vk_device_attach, made here through volk as a game engine would), stepping without waiting (every budget,
   record mode into the host's command buffer), no allocation per step after warm-up, several contexts on one
   model, and a device created without what dlgo needs. Included by run_tests.c after test_vulkan.c. */

typedef struct {
    VkInstance inst; VkPhysicalDevice phys; VkDevice dev; VkQueue q; uint32_t qfam;
    VkDeviceCreateInfo dci; VkDeviceQueueCreateInfo qi; float prio;
    dlgo_vk_requirements req;
    const char *ext[8];
    VkCommandPool pool; VkFence fence;
} t_host;

/* a host's instance and device; with_chain = 0: created without dlgo's feature chain */
static int t_host_create(t_host *h, int with_chain, char *why, size_t why_n) {
    memset(h, 0, sizeof *h);
    if (volkInitialize() != VK_SUCCESS) { snprintf(why, why_n, "no Vulkan loader"); return 0; }
    VkApplicationInfo app; memset(&app, 0, sizeof app);
    app.sType = VK_STRUCTURE_TYPE_APPLICATION_INFO; app.pApplicationName = "host"; app.apiVersion = VK_API_VERSION_1_2;
    VkInstanceCreateInfo ici; memset(&ici, 0, sizeof ici);
    ici.sType = VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO; ici.pApplicationInfo = &app;
    if (vkCreateInstance(&ici, NULL, &h->inst) != VK_SUCCESS) { snprintf(why, why_n, "vkCreateInstance failed"); return 0; }
    volkLoadInstanceOnly(h->inst);
    uint32_t np = 8; VkPhysicalDevice pds[8];
    vkEnumeratePhysicalDevices(h->inst, &np, pds);
    for (uint32_t i = 0; i < np && !h->phys; i++) {
        VkPhysicalDeviceProperties p; vkGetPhysicalDeviceProperties(pds[i], &p);
        if (p.apiVersion >= VK_API_VERSION_1_2) h->phys = pds[i];
    }
    if (!h->phys) { snprintf(why, why_n, "no Vulkan 1.2 device"); vkDestroyInstance(h->inst, NULL); h->inst = NULL; return 0; }
    uint32_t nq = 16; VkQueueFamilyProperties qf[16];
    vkGetPhysicalDeviceQueueFamilyProperties(h->phys, &nq, qf);
    h->qfam = UINT32_MAX;
    for (uint32_t i = 0; i < nq && h->qfam == UINT32_MAX; i++) if (qf[i].queueFlags & VK_QUEUE_COMPUTE_BIT) h->qfam = i;
    dlgo_error e;
    if (dlgo_vk_get_requirements(h->inst, h->phys, &h->req, &e) != DLGO_OK) { snprintf(why, why_n, "%s", e.msg); return 0; }
    h->prio = 1.0f;
    h->qi.sType = VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO; h->qi.queueFamilyIndex = h->qfam; h->qi.queueCount = 1; h->qi.pQueuePriorities = &h->prio;
    h->dci.sType = VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO; h->dci.queueCreateInfoCount = 1; h->dci.pQueueCreateInfos = &h->qi;
    uint32_t ne = 0;
    for (uint32_t i = 0; i < h->req.n_extensions; i++) h->ext[ne++] = h->req.extensions[i];
    for (uint32_t i = 0; i < h->req.n_optional_extensions; i++) h->ext[ne++] = h->req.optional_extensions[i];
    h->dci.enabledExtensionCount = ne; h->dci.ppEnabledExtensionNames = h->ext;
    h->dci.pNext = with_chain ? h->req.device_create_pnext : NULL;
    if (vkCreateDevice(h->phys, &h->dci, NULL, &h->dev) != VK_SUCCESS) { snprintf(why, why_n, "vkCreateDevice failed"); return 0; }
    volkLoadDevice(h->dev);
    vkGetDeviceQueue(h->dev, h->qfam, 0, &h->q);
    VkCommandPoolCreateInfo cpi; memset(&cpi, 0, sizeof cpi);
    cpi.sType = VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO; cpi.flags = VK_COMMAND_POOL_CREATE_RESET_COMMAND_BUFFER_BIT; cpi.queueFamilyIndex = h->qfam;
    vkCreateCommandPool(h->dev, &cpi, NULL, &h->pool);
    VkFenceCreateInfo fi; memset(&fi, 0, sizeof fi); fi.sType = VK_STRUCTURE_TYPE_FENCE_CREATE_INFO;
    vkCreateFence(h->dev, &fi, NULL, &h->fence);
    return 1;
}
static void t_host_destroy(t_host *h) {
    if (h->dev) { vkDeviceWaitIdle(h->dev); vkDestroyFence(h->dev, h->fence, NULL); vkDestroyCommandPool(h->dev, h->pool, NULL); vkDestroyDevice(h->dev, NULL); }
    if (h->inst) vkDestroyInstance(h->inst, NULL);
    memset(h, 0, sizeof *h);
}
static dlgo_result t_host_attach(t_host *h, const dlgo_allocator *a, dlgo_vk_device **out, dlgo_error *e) {
    dlgo_vk_attach_desc ad; memset(&ad, 0, sizeof ad);
    ad.instance = h->inst; ad.physical_device = h->phys; ad.device = h->dev; ad.queue = h->q; ad.queue_family = h->qfam;
    ad.device_create_info = &h->dci; ad.log = t_vk_log; ad.allocator = a;
    return dlgo_vk_device_attach(&ad, out, e);
}

/* counting allocator: test_api.c's t_counter (every allocation of the model, its contexts and the attached device) */
/* A GPU context of m on vm. */
static dlgo_ctx *t_gctx(dlgo_model *m, dlgo_vk_model *vm, int n_ctx) {
    dlgo_ctx_desc cd; memset(&cd, 0, sizeof cd); cd.n_ctx = n_ctx; cd.n_batch = 16;
    dlgo_ctx *c = NULL; dlgo_vk_ctx *g = NULL; dlgo_error e;
    if (dlgo_ctx_create(m, &cd, &c, &e) != DLGO_OK) return NULL;
    if (dlgo_vk_ctx_create(vm, c, &g, &e) != DLGO_OK) { dlgo_ctx_destroy(c); return NULL; }
    return c;
}
/* one batch through dlgo_ctx_step (record = 1: dlgo_vk_ctx_record into a host command buffer, completed with
   dlgo_vk_ctx_complete; record = 2: the host's submission signals the timeline semaphore). Returns the steps taken
   (-1 on error); *first_done: the first step already said done. */
static int t_n_sub;   /* slices submitted by the last t_step_batch */
static int t_step_batch(dlgo_ctx *c, t_host *h, const int32_t *toks, int n, const dlgo_budget *b, int record, int *first_done) {
    dlgo_error e; dlgo_step_info si;
    if (dlgo_ctx_eval_begin(c, toks, n, &e) != DLGO_OK) { printf("    begin: %s\n", e.msg); return -1; }
    int steps = 0;
    t_n_sub = 0;
    const double t0 = dlgo__now_ms();
    *first_done = 0;
    VkCommandBuffer cb = VK_NULL_HANDLE;
    if (record) {
        VkCommandBufferAllocateInfo ai; memset(&ai, 0, sizeof ai);
        ai.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO; ai.commandPool = h->pool; ai.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY; ai.commandBufferCount = 1;
        vkAllocateCommandBuffers(h->dev, &ai, &cb);
    }
    do {
        dlgo_result r;
        if (record) {
            vkResetCommandBuffer(cb, 0);
            VkCommandBufferBeginInfo bi; memset(&bi, 0, sizeof bi); bi.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO;
            vkBeginCommandBuffer(cb, &bi);
            r = dlgo_vk_ctx_record(c->gpu, cb, b, &si, &e);
            vkEndCommandBuffer(cb);
            if (r == DLGO_OK && si.submitted) {   /* the host's frame submission */
                uint64_t val = 0; VkSemaphore sem = (VkSemaphore)dlgo_vk_ctx_semaphore(c->gpu, &val);
                VkTimelineSemaphoreSubmitInfo ts; memset(&ts, 0, sizeof ts);
                ts.sType = VK_STRUCTURE_TYPE_TIMELINE_SEMAPHORE_SUBMIT_INFO; ts.signalSemaphoreValueCount = 1; ts.pSignalSemaphoreValues = &val;
                VkSubmitInfo sub; memset(&sub, 0, sizeof sub);
                sub.sType = VK_STRUCTURE_TYPE_SUBMIT_INFO; sub.commandBufferCount = 1; sub.pCommandBuffers = &cb;
                if (record == 2) { sub.pNext = &ts; sub.signalSemaphoreCount = 1; sub.pSignalSemaphores = &sem; }
                vkResetFences(h->dev, 1, &h->fence);
                vkQueueSubmit(h->q, 1, &sub, h->fence);
                vkWaitForFences(h->dev, 1, &h->fence, VK_TRUE, UINT64_MAX);   /* the host's end of frame */
                if (record == 1) dlgo_vk_ctx_complete(c->gpu);
            }
        } else {
            r = dlgo_ctx_step(c, b, &si, &e);
        }
        if (r != DLGO_OK) { printf("    step: %s\n", e.msg); steps = -1; break; }
        if (steps == 0 && si.done) *first_done = 1;
        t_n_sub += si.submitted;
        steps++;
        if (!si.done) { struct timespec ts = { 0, 100000 }; nanosleep(&ts, NULL); }   /* the rest of the host's frame */
    } while (!si.done && dlgo__now_ms() - t0 < 120000.0);
    if (!si.done) { printf("    stepping did not finish in 120 s\n"); steps = -1; }
    if (cb) vkFreeCommandBuffers(h->dev, h->pool, 1, &cb);
    return steps;
}

static void t_vk_frame_suite(const char *td) {
    char gguf[1200]; snprintf(gguf, sizeof gguf, "%s/models/gemma3-tiny-bf16.gguf", td);   /* 6 layers, sliding-window ones among them */
    char why[256];
    t_host h;
    if (!t_host_create(&h, 1, why, sizeof why)) {
        printf("\n  !!! NO VULKAN DEVICE for the host: %s. The vulkan frame tests are SKIPPED. !!!\n\n", why);
        t_skip("vulkan frame", why); t_host_destroy(&h); return;
    }
    t_counter cnt; memset(&cnt, 0, sizeof cnt); cnt.counting = 1;
    dlgo_allocator ca; ca.alloc_fn = t_count_alloc; ca.free_fn = t_count_free; ca.user = &cnt;
    dlgo_model_desc mdd; memset(&mdd, 0, sizeof mdd); mdd.allocator = &ca;
    dlgo_model *m = NULL; dlgo_error e;
    if (dlgo_model_load_file(gguf, &mdd, &m, &e) != DLGO_OK) { t_skip("vulkan frame", e.msg); t_host_destroy(&h); return; }
    dlgo_model_info info; dlgo_model_get_info(m, &info);
    const int V = info.n_vocab;
    int32_t prompt[7], dec[12];
    for (int i = 0; i < 7; i++) prompt[i] = (int32_t)((i * 97 + 11) % V);
    for (int i = 0; i < 12; i++) dec[i] = (int32_t)((i * 61 + 5) % V);

    /* 1. requirements, attach; logits identical to dlgo's own device */
    t_begin("vulkan frame: attached host device gives the own device's logits exactly");
    dlgo_vk_device *own = NULL, *att = NULL; dlgo_vk_model *vm_own = NULL, *vm = NULL;
    dlgo_vk_device_desc dd; memset(&dd, 0, sizeof dd); dd.log = t_vk_log;
    dlgo_vk_model_desc md; memset(&md, 0, sizeof md); md.n_ctx_plan = 64;
    int ok = t_check(h.req.api_version >= VK_API_VERSION_1_2 && h.req.device_create_pnext != NULL, "requirements filled");
    ok = ok && t_check(t_host_attach(&h, &ca, &att, &e) == DLGO_OK, "attach: %s", e.msg);
    ok = ok && t_check(dlgo_vk_device_create(&dd, &own, &e) == DLGO_OK, "own device: %s", e.msg);
    ok = ok && t_check(dlgo_vk_device_handle(att) == (void *)h.dev, "the attached device is the host's");
    ok = ok && t_check(dlgo_vk_model_create(att, m, &md, &vm, &e) == DLGO_OK && dlgo_vk_model_create(own, m, &md, &vm_own, &e) == DLGO_OK, "vk model: %s", e.msg);
    ok = ok && t_check(dlgo_vk_model_n_gpu_layers(vm) == info.n_layer && dlgo_vk_model_output_on_gpu(vm), "whole model on the attached GPU");
    float *ref = (float *)calloc((size_t)13 * V, sizeof(float));   /* one-shot logits: after the prompt, after each decode token */
    if (ok) {
        dlgo_ctx *a = t_gctx(m, vm, 64), *b = t_gctx(m, vm_own, 64);
        ok = t_check(a && b, "contexts");
        double md_ = 0;
        for (int t = 0; ok && t <= 12; t++) {
            const int32_t *tk = t == 0 ? prompt : &dec[t - 1]; const int n = t == 0 ? 7 : 1;
            ok = t_check(dlgo_ctx_eval(a, tk, n, &e) == DLGO_OK && dlgo_ctx_eval(b, tk, n, &e) == DLGO_OK, "eval: %s", e.msg);
            if (ok) { md_ = fmax(md_, t_max_diff(dlgo_ctx_logits(a, -1), dlgo_ctx_logits(b, -1), V)); memcpy(ref + (size_t)t * V, dlgo_ctx_logits(a, -1), (size_t)V * 4); }
        }
        t_check(ok && md_ == 0.0, "attached vs own device: max |diff| %.3g over 13 evaluations", md_);
        dlgo_ctx_destroy(a); dlgo_ctx_destroy(b);
    }
    dlgo_vk_model_destroy(vm_own); dlgo_vk_device_destroy(own);
    t_end();

    /* 2. stepping under every budget, and record mode, equals the one-shot logits; a step never waits */
    if (ok) {
        static const int lay[] = { 1, 2, 3, 5, 0 };
        char label[200];
        for (int mode = 0; mode < 8; mode++) {
            dlgo_budget b; memset(&b, 0, sizeof b);
            int record = 0;
            if (mode < 5) b.max_layers = lay[mode];
            else if (mode == 5) b.max_us = 1;   /* less than any layer: one layer a slice once learned */
            else { record = mode - 5; b.max_layers = 2; }
            if (mode < 5) snprintf(label, sizeof label, "vulkan frame: dlgo_ctx_step, %d layers a step, equals one-shot eval", lay[mode]);
            else if (mode == 5) snprintf(label, sizeof label, "vulkan frame: dlgo_ctx_step, 1 us GPU budget, equals one-shot eval");
            else snprintf(label, sizeof label, "vulkan frame: record mode (%s), 2 layers a frame, equals one-shot eval",
                          record == 1 ? "dlgo_vk_ctx_complete" : "host signals the timeline semaphore");
            t_begin(label);
            dlgo_ctx *c = t_gctx(m, vm, 64);
            double mx = 0; int first_done = 0, steps_tok = 0, sub_tok = 0, early = 0;
            for (int t = 0; c && t <= 12; t++) {
                const int32_t *tk = t == 0 ? prompt : &dec[t - 1]; const int n = t == 0 ? 7 : 1;
                int st = t_step_batch(c, &h, tk, n, &b, record, &first_done);
                if (!t_check(st > 0, "stepping failed")) break;
                early |= first_done;
                if (t == 12) { steps_tok = st; sub_tok = t_n_sub; }
                if (!t_check(dlgo_ctx_logits(c, -1) != NULL, "no logits after token %d (n_past %d)", t, dlgo_ctx_n_past(c))) break;
                mx = fmax(mx, t_max_diff(ref + (size_t)t * V, dlgo_ctx_logits(c, -1), V));
            }
            t_check(c != NULL, "context");
            t_check(mx == 0.0, "max |diff| %.3g against the one-shot logits", mx);
            t_check(!early, "no batch reported done on its first step (the GPU is never waited for)");
            const int L = info.n_layer, k = b.max_layers > 0 ? b.max_layers : mode == 5 ? 1 : L;
            const int want_sub = mode == 5 ? L + 1 : (L + k - 1) / k;   /* 1 us: once learned, the output head goes alone */
            t_check(sub_tok == want_sub, "the last token took %d slices, expected %d", sub_tok, want_sub);
            t_check(steps_tok >= sub_tok + 1, "a token took %d steps (%d slices + the collecting step at least)", steps_tok, sub_tok);
            printf("    %-8s last token: %d slices, %3d steps\n", mode < 5 ? "" : mode == 5 ? "(1 us)" : "(record)", sub_tok, steps_tok);
            dlgo_ctx_destroy(c);
            t_end();
        }
    }

    /* 3. after warm-up a step allocates nothing (host memory through the counting allocator; no Vulkan object:
          pipelines counted, the slices' command buffers come with the context) */
    t_begin("vulkan frame: no allocation in dlgo_ctx_step after warm-up (counting allocator, pipelines)");
    if (ok) {
        dlgo_ctx *c = t_gctx(m, vm, 64);
        dlgo_budget b; memset(&b, 0, sizeof b); b.max_layers = 2;
        int fd;
        ok = t_check(c && t_step_batch(c, &h, prompt, 7, &b, 0, &fd) > 0 && t_step_batch(c, &h, dec, 1, &b, 0, &fd) > 0, "warm-up");
        const long before = cnt.allocs;
        uint32_t pipes0 = att->n_spipes; for (int i = 0; i < DLGO_SHADERS_COUNT; i++) pipes0 += att->pipes[i] != VK_NULL_HANDLE;
        int steps = 0;
        for (int t = 1; ok && t < 12; t++) steps += t_step_batch(c, &h, &dec[t], 1, &b, 0, &fd);
        uint32_t pipes1 = att->n_spipes; for (int i = 0; i < DLGO_SHADERS_COUNT; i++) pipes1 += att->pipes[i] != VK_NULL_HANDLE;
        t_check(cnt.allocs == before, "%ld allocations in %d steps of 11 tokens", cnt.allocs - before, steps);
        t_check(pipes1 == pipes0, "pipelines %u -> %u", pipes0, pipes1);
        printf("    %d steps of 11 decode tokens: %ld allocations, %u pipelines before and after\n", steps, cnt.allocs - before, pipes1);
        dlgo_ctx_destroy(c);
    }
    t_end();

    /* 4. several contexts (NPCs) on one attached model, stepped round-robin, each equal to its own one-shot run */
    t_begin("vulkan frame: three contexts on one attached model, stepped round-robin");
    if (ok) {
        enum { NC = 3 };
        dlgo_ctx *cs[NC], *one = t_gctx(m, vm, 64);
        int32_t pr[NC][5];
        dlgo_budget b; memset(&b, 0, sizeof b); b.max_layers = 1;
        for (int i = 0; i < NC; i++) { cs[i] = t_gctx(m, vm, 64); for (int j = 0; j < 5; j++) pr[i][j] = (int32_t)((i * 31 + j * 7 + 3) % V); }
        for (int i = 0; i < NC; i++) ok = ok && t_check(cs[i] && dlgo_ctx_eval_begin(cs[i], pr[i], 5, &e) == DLGO_OK, "begin: %s", e.msg);
        int left = NC, rounds = 0;
        int gen[NC] = { 0 };
        while (ok && left > 0 && rounds < 10000) {   /* each NPC: the prompt, then 4 greedy tokens */
            for (int i = 0; i < NC; i++) {
                if (gen[i] > 4) continue;
                dlgo_step_info si;
                if (!t_check(dlgo_ctx_step(cs[i], &b, &si, &e) == DLGO_OK, "step: %s", e.msg)) { ok = 0; break; }
                if (!si.done) continue;
                const float *lg = dlgo_ctx_logits(cs[i], -1);
                int32_t best = 0; for (int v = 1; v < V; v++) if (lg[v] > lg[best]) best = v;
                if (++gen[i] > 4) { left--; continue; }
                dlgo_ctx_eval_begin(cs[i], &best, 1, NULL);
            }
            rounds++;
        }
        double mx = 0;
        for (int i = 0; ok && i < NC; i++) {   /* the same history in one shot on a fresh context: identical last logits */
            dlgo_ctx_truncate(one, 0);   /* the same shapes: the 5-token prompt, then one token at a time */
            ok = t_check(dlgo_ctx_eval(one, cs[i]->tokens, 5, &e) == DLGO_OK, "eval: %s", e.msg);
            for (int j = 5; ok && j < dlgo_ctx_n_past(cs[i]); j++) ok = t_check(dlgo_ctx_eval(one, &cs[i]->tokens[j], 1, &e) == DLGO_OK, "eval: %s", e.msg);
            if (ok) mx = fmax(mx, t_max_diff(dlgo_ctx_logits(one, -1), dlgo_ctx_logits(cs[i], -1), V));
        }
        t_check(ok && left == 0, "all NPCs finished (%d rounds)", rounds);
        t_check(mx == 0.0, "round-robin vs one context at a time: max |diff| %.3g", mx);
        for (int i = 0; i < NC; i++) dlgo_ctx_destroy(cs[i]);
        dlgo_ctx_destroy(one);
    }
    t_end();
    free(ref);
    dlgo_vk_model_destroy(vm);
    dlgo_vk_device_destroy(att);
    t_host_destroy(&h);

    /* 5. a host device created without dlgo's feature chain: a clear error that names the feature */
    t_begin("vulkan frame: a host device without the required feature is refused with a clear error");
    if (t_host_create(&h, 0, why, sizeof why)) {
        dlgo_vk_device *bad = NULL;
        dlgo_result r = t_host_attach(&h, NULL, &bad, &e);
        t_check(r == DLGO_ERR_UNSUPPORTED && bad == NULL && strstr(e.msg, "timelineSemaphore"), "attach: %d %s", (int)r, e.msg);
        printf("    error: %s\n", e.msg);
        dlgo_vk_attach_desc ad; memset(&ad, 0, sizeof ad);
        ad.instance = h.inst; ad.physical_device = h.phys; ad.device = h.dev; ad.queue = h.q;
        t_check(dlgo_vk_device_attach(&ad, &bad, &e) == DLGO_ERR_INVALID_ARG && strstr(e.msg, "device_create_info"), "no create info: %s", e.msg);
    } else t_check(0, "host device: %s", why);
    t_host_destroy(&h);
    t_end();
    dlgo_model_free(m);
}

static void suite_vk_frame(void) {
    if (!t_selected("vulkan frame")) return;
    const char *td = t_testdata("vulkan frame");
    if (td) t_vk_frame_suite(td);
}
