/* test_api.c — the public model/context API: allocation discipline, many contexts per model, batch vs
   one-token evaluation, generation (greedy oracle text, seeds, cancel), chat with KV-prefix reuse, full contexts,
   and bad input. Uses the shipped model (models/stories260K.gguf). */

typedef struct { long allocs, frees; size_t live; int counting; } t_counter;
static void *t_count_alloc(size_t size, size_t align, void *user) {
    t_counter *c = (t_counter *)user;
    c->allocs++;
    (void)align;
    void *p = NULL;
    if (posix_memalign(&p, align < sizeof(void *) ? sizeof(void *) : align, size ? size : 1)) return NULL;
    return p;
}
static void t_count_free(void *p, void *user) { t_counter *c = (t_counter *)user; if (p) c->frees++; free(p); }

static const char *T_MODEL = "models/stories260K.gguf";

static float t_max_diff(const float *a, const float *b, int n) {
    float d = 0;
    for (int i = 0; i < n; i++) if (fabsf(a[i] - b[i]) > d) d = fabsf(a[i] - b[i]);
    return d;
}
static int t_stop_after;
static int t_cancel_cb(const char *piece, int32_t len, int32_t token, void *user) {
    (void)piece; (void)len; (void)token;
    int *n = (int *)user;
    return ++*n >= t_stop_after;
}
static int t_progress_cancel(float f, void *user) { (void)user; return f > 0.5f; }

static void suite_api(void) {
    if (!t_selected("api")) return;
    dlgo_error e;
    t_counter cnt; memset(&cnt, 0, sizeof cnt);
    dlgo_allocator al; al.alloc_fn = t_count_alloc; al.free_fn = t_count_free; al.user = &cnt;
    dlgo_model_desc md; memset(&md, 0, sizeof md); md.allocator = &al;
    dlgo_model *m = NULL;
    t_begin("api: load with a custom allocator");
    if (!t_check(dlgo_model_load_file(T_MODEL, &md, &m, &e) == DLGO_OK, "load: %s", e.msg)) { t_end(); return; }
    {
        dlgo_model_info info; dlgo_model_get_info(m, &info);
        t_check(!strcmp(info.arch, "llama") && info.n_vocab == 512 && info.n_layer == 5 && info.n_embd == 64, "model info");
        t_check(dlgo_model_tokenizer(m) != NULL, "tokenizer attached");
        t_check(cnt.allocs > 0, "the custom allocator was used");
    }
    t_end();

    int32_t prompt[8] = { 1, 403, 407, 261, 378, 3, 9, 40 };
    t_begin("api: a decode step allocates nothing after warm-up");
    {
        dlgo_ctx *c; dlgo_ctx_desc cd; memset(&cd, 0, sizeof cd); cd.n_ctx = 64;
        t_check(dlgo_ctx_create(m, &cd, &c, &e) == DLGO_OK, "ctx: %s", e.msg);
        t_check(dlgo_ctx_eval(c, prompt, 8, &e) == DLGO_OK, "prompt: %s", e.msg);
        long before = cnt.allocs;
        for (int i = 0; i < 16; i++) {
            int32_t tok = (int32_t)(20 + i);
            t_check(dlgo_ctx_eval(c, &tok, 1, &e) == DLGO_OK, "decode: %s", e.msg);
        }
        t_check(cnt.allocs == before, "%ld allocations during 16 decode steps", cnt.allocs - before);
        dlgo_ctx_destroy(c);
    }
    t_end();

    t_begin("api: one batch equals token-by-token and split batches");
    {
        dlgo_ctx *a, *b, *s; dlgo_ctx_desc cd; memset(&cd, 0, sizeof cd); cd.n_ctx = 32; cd.kv_type = DLGO_KV_F32;
        dlgo_ctx_create(m, &cd, &a, NULL);
        dlgo_ctx_create(m, &cd, &b, NULL);
        cd.n_batch = 3;
        dlgo_ctx_create(m, &cd, &s, NULL);
        dlgo_ctx_eval(a, prompt, 8, NULL);
        for (int i = 0; i < 8; i++) dlgo_ctx_eval(b, prompt + i, 1, NULL);
        dlgo_ctx_eval(s, prompt, 8, NULL);
        t_check(t_max_diff(dlgo_ctx_logits(a, -1), dlgo_ctx_logits(b, -1), 512) < 1e-4f, "batch vs single: %g", t_max_diff(dlgo_ctx_logits(a, -1), dlgo_ctx_logits(b, -1), 512));
        t_check(t_max_diff(dlgo_ctx_logits(a, -1), dlgo_ctx_logits(s, -1), 512) < 1e-4f, "batch vs n_batch=3");
        /* two contexts on one model interleaved do not disturb each other */
        int32_t x = 50;
        dlgo_ctx_eval(a, &x, 1, NULL);
        dlgo_ctx_eval(b, &x, 1, NULL);
        t_check(t_max_diff(dlgo_ctx_logits(a, -1), dlgo_ctx_logits(b, -1), 512) < 1e-4f, "interleaved contexts");
        /* truncation then re-evaluation reproduces the logits */
        float keep[512]; memcpy(keep, dlgo_ctx_logits(a, -1), sizeof keep);
        dlgo_ctx_truncate(a, 8);
        t_check(dlgo_ctx_n_past(a) == 8, "truncate");
        dlgo_ctx_eval(a, &x, 1, NULL);
        t_check(t_max_diff(keep, dlgo_ctx_logits(a, -1), 512) < 1e-5f, "after truncate");
        dlgo_ctx_destroy(a); dlgo_ctx_destroy(b); dlgo_ctx_destroy(s);
    }
    t_end();

    t_begin("api: eval rejects bad input");
    {
        dlgo_ctx *c; dlgo_ctx_desc cd; memset(&cd, 0, sizeof cd); cd.n_ctx = 8;
        dlgo_ctx_create(m, &cd, &c, NULL);
        int32_t bad = 512, neg = -1;
        t_check(dlgo_ctx_eval(c, &bad, 1, &e) == DLGO_ERR_INVALID_ARG && strstr(e.msg, "512"), "token out of range: %s", e.msg);
        t_check(dlgo_ctx_eval(c, &neg, 1, &e) == DLGO_ERR_INVALID_ARG, "negative token");
        t_check(dlgo_ctx_eval(c, prompt, 0, &e) == DLGO_ERR_INVALID_ARG, "empty batch");
        t_check(dlgo_ctx_eval(c, NULL, 3, &e) == DLGO_ERR_INVALID_ARG, "NULL tokens");
        t_check(dlgo_ctx_eval(c, prompt, 8, &e) == DLGO_OK, "fills the context");
        t_check(dlgo_ctx_eval(c, prompt, 1, &e) == DLGO_ERR_CONTEXT_FULL && strstr(e.msg, "8"), "context full: %s", e.msg);
        dlgo_ctx_destroy(c);
    }
    t_end();

    const char *td = t_testdata("api");
    t_begin("api: greedy dlgo_model_generate equals llama.cpp's greedy text");
    {
        dlgo_sampler_desc sd; memset(&sd, 0, sizeof sd); sd.temp = -1;   /* greedy */
        dlgo_generate_desc g; memset(&g, 0, sizeof g);
        g.prompt = "Once upon a time"; g.n_predict = 32; g.sampler = &sd;
        dlgo_generate_result r;
        if (t_check(dlgo_model_generate(m, &g, &r, &e) == DLGO_OK, "generate: %s", e.msg)) {
            t_check(r.n_generated == 32 && r.stop == DLGO_STOP_LENGTH && r.n_prompt == 5, "counts %d %d %d", r.n_generated, r.stop, r.n_prompt);
            if (td) {
                char path[1200]; snprintf(path, sizeof path, "%s/real/stories260K.greedy.txt", td);
                char *ref = (char *)t_read_file(path, NULL);
                const char *want = ref ? strstr(ref, " Once upon a time") : NULL;
                if (t_check(want != NULL, "reference text")) {
                    want += strlen(" Once upon a time");
                    size_t n = strcspn(want, "\n");
                    t_check(r.text_len == n && !memcmp(r.text, want, n), "got '%s'", r.text);
                }
                free(ref);
            }
            dlgo_generate_result_free(&r);
        }
    }
    t_end();

    t_begin("api: seeds reproduce, other seeds differ; cancel stops");
    {
        dlgo_sampler_desc sd; memset(&sd, 0, sizeof sd);
        dlgo_generate_desc g; memset(&g, 0, sizeof g);
        g.prompt = "Lily"; g.n_predict = 40; g.sampler = &sd;
        dlgo_generate_result r1, r2, r3;
        sd.seed = 7; dlgo_model_generate(m, &g, &r1, NULL);
        sd.seed = 7; dlgo_model_generate(m, &g, &r2, NULL);
        sd.seed = 8; dlgo_model_generate(m, &g, &r3, NULL);
        t_check(r1.text && r2.text && !strcmp(r1.text, r2.text), "same seed, same text");
        t_check(r1.text && r3.text && strcmp(r1.text, r3.text) != 0, "another seed, another text");
        dlgo_generate_result_free(&r1); dlgo_generate_result_free(&r2); dlgo_generate_result_free(&r3);
        int seen = 0; t_stop_after = 3;
        g.on_token = t_cancel_cb; g.user = &seen; g.n_predict = 100;
        sd.temp = -1;   /* greedy */
        t_check(dlgo_model_generate(m, &g, &r1, &e) == DLGO_OK && r1.stop == DLGO_STOP_CANCELLED && r1.n_generated == 3, "cancel after 3: %d", r1.n_generated);
        dlgo_generate_result_free(&r1);
    }
    t_end();

    t_begin("api: full context — clear error or documented stop");
    {
        dlgo_ctx *c; dlgo_ctx_desc cd; memset(&cd, 0, sizeof cd); cd.n_ctx = 16;
        dlgo_ctx_create(m, &cd, &c, NULL);
        dlgo_sampler_desc sd; memset(&sd, 0, sizeof sd); sd.temp = -1;   /* greedy */
        dlgo_generate_desc g; memset(&g, 0, sizeof g); g.sampler = &sd; g.n_predict = -1;
        g.prompt = "Once upon a time there was a girl who liked to play with her friends in the park every day";
        dlgo_generate_result r;
        t_check(dlgo_ctx_generate(c, &g, &r, &e) == DLGO_ERR_CONTEXT_FULL, "long prompt: %s", e.msg);
        g.prompt = "Once upon a time";
        t_check(dlgo_ctx_generate(c, &g, &r, &e) == DLGO_OK && r.stop == DLGO_STOP_CONTEXT_FULL && dlgo_ctx_n_past(c) == 16,
                "runs until the context is full (stop %d, n_past %d)", r.stop, dlgo_ctx_n_past(c));
        dlgo_generate_result_free(&r);
        dlgo_ctx_destroy(c);
    }
    t_end();

    t_begin("api: chat reuses the KV cache of the shared prefix");
    {
        dlgo_ctx *c; dlgo_ctx_desc cd; memset(&cd, 0, sizeof cd); cd.n_ctx = 512;
        dlgo_ctx_create(m, &cd, &c, NULL);
        dlgo_sampler_desc sd; memset(&sd, 0, sizeof sd); sd.temp = -1;   /* greedy */
        dlgo_generate_desc g; memset(&g, 0, sizeof g); g.sampler = &sd; g.n_predict = 20;
        dlgo_ctx_chat_set_system(c, "You tell stories.", NULL);
        dlgo_generate_result r1, r2;
        t_check(dlgo_ctx_chat_say(c, "Tell me about a cat.", &g, &r1, &e) == DLGO_OK, "turn 1: %s", e.msg);
        t_check(r1.n_reused == 0, "first turn reuses nothing");
        t_check(dlgo_ctx_chat_say(c, "And a dog?", &g, &r2, &e) == DLGO_OK, "turn 2: %s", e.msg);
        t_check(r2.n_reused >= r1.n_prompt, "second turn reused %d tokens (first prompt had %d)", r2.n_reused, r1.n_prompt);
        t_check(r2.n_prompt < r1.n_prompt + r1.n_generated, "second turn evaluated only the new part (%d)", r2.n_prompt);
        /* the same conversation as a message list from a fresh context gives the same reply */
        dlgo_chat_message msgs[4];
        msgs[0].role = "system"; msgs[0].content = "You tell stories.";
        msgs[1].role = "user"; msgs[1].content = "Tell me about a cat.";
        msgs[2].role = "assistant"; msgs[2].content = r1.text;
        msgs[3].role = "user"; msgs[3].content = "And a dog?";
        dlgo_ctx *c2; dlgo_ctx_create(m, &cd, &c2, NULL);
        dlgo_generate_result r3;
        t_check(dlgo_ctx_chat(c2, NULL, msgs, 4, &g, &r3, &e) == DLGO_OK && r3.n_reused == 0, "chat list: %s", e.msg);
        t_check(r3.text && r2.text && !strcmp(r2.text, r3.text), "reply with reuse equals reply from scratch:\n      '%s'\n      '%s'", r2.text, r3.text);
        dlgo_generate_result_free(&r1); dlgo_generate_result_free(&r2); dlgo_generate_result_free(&r3);
        dlgo_ctx_destroy(c2);
        /* a too-small context drops the oldest turns; a single over-long message is an error */
        dlgo_ctx *s; cd.n_ctx = 96; dlgo_ctx_create(m, &cd, &s, NULL);
        g.n_predict = 8;
        int ok = 1;
        for (int i = 0; i < 6 && ok; i++) {
            dlgo_generate_result r;
            ok = dlgo_ctx_chat_say(s, "Tell me one more short story about a happy little bird please.", &g, &r, &e) == DLGO_OK;
            t_check(ok, "turn %d in a small context: %s", i, e.msg);
            if (ok) dlgo_generate_result_free(&r);
        }
        char big[2000]; memset(big, 0, sizeof big);
        for (int i = 0; i < 60; i++) strcat(big, "bird and cat ");
        dlgo_generate_result r;
        t_check(dlgo_ctx_chat_say(s, big, &g, &r, &e) == DLGO_ERR_CONTEXT_FULL, "over-long message: %s", e.msg);
        dlgo_ctx_destroy(s);
        dlgo_ctx_destroy(c);
    }
    t_end();

    dlgo_model_free(m);
    t_begin("api: every allocation is freed");
    t_check(cnt.allocs == cnt.frees, "%ld allocations, %ld frees", cnt.allocs, cnt.frees);
    t_end();

    t_begin("api: loading from memory, cancelling, bad files");
    {
        size_t len; unsigned char *buf = t_read_file(T_MODEL, &len);
        dlgo_model *mm;
        if (t_check(buf != NULL, "read model")) {
            t_check(dlgo_model_load_memory(buf, len, NULL, &mm, &e) == DLGO_OK, "from memory: %s", e.msg);
            dlgo_model_free(mm);
            dlgo_model_desc pd; memset(&pd, 0, sizeof pd); pd.progress = t_progress_cancel;
            t_check(dlgo_model_load_memory(buf, len, &pd, &mm, &e) == DLGO_ERR_CANCELLED && mm == NULL, "progress cancel");
            t_check(dlgo_model_load_memory(buf, len / 2, NULL, &mm, &e) == DLGO_ERR_FORMAT && mm == NULL, "truncated: %s", e.msg);
            free(buf);
        }
        /* a valid GGUF of an unknown architecture, and a llama file missing a tensor */
        dlgo_gguf_writer *w; void *data; size_t size;
        dlgo_gguf_writer_create(NULL, &w, NULL);
        dlgo_gguf_writer_set_str(w, "general.architecture", "frobnitz");
        dlgo_gguf_writer_write_memory(w, &data, &size, NULL);
        t_check(dlgo_model_load_memory(data, size, NULL, &mm, &e) == DLGO_ERR_UNSUPPORTED && strstr(e.msg, "frobnitz"), "unknown arch: %s", e.msg);
        dlgo_gguf_writer_free_buffer(w, data); dlgo_gguf_writer_destroy(w);
        dlgo_gguf_writer_create(NULL, &w, NULL);
        dlgo_gguf_writer_set_str(w, "general.architecture", "llama");
        dlgo_gguf_writer_set_u32(w, "llama.embedding_length", 64);
        dlgo_gguf_writer_set_u32(w, "llama.block_count", 1);
        dlgo_gguf_writer_set_u32(w, "llama.context_length", 64);
        dlgo_gguf_writer_set_f32(w, "llama.attention.layer_norm_rms_epsilon", 1e-5f);
        dlgo_gguf_writer_write_memory(w, &data, &size, NULL);
        t_check(dlgo_model_load_memory(data, size, NULL, &mm, &e) == DLGO_ERR_FORMAT && strstr(e.msg, "token_embd"), "missing tensor: %s", e.msg);
        dlgo_gguf_writer_free_buffer(w, data); dlgo_gguf_writer_destroy(w);
        dlgo_gguf_writer_create(NULL, &w, NULL);
        dlgo_gguf_writer_set_str(w, "general.architecture", "llama");
        dlgo_gguf_writer_set_u32(w, "llama.embedding_length", 1u << 30);
        dlgo_gguf_writer_write_memory(w, &data, &size, NULL);
        t_check(dlgo_model_load_memory(data, size, NULL, &mm, &e) == DLGO_ERR_FORMAT, "absurd size: %s", e.msg);
        dlgo_gguf_writer_free_buffer(w, data); dlgo_gguf_writer_destroy(w);
    }
    t_end();
}

/* Frame budgets: a stepped evaluation equals dlgo_ctx_eval; budgets split the work; misuse is refused. */
static void suite_api_step(void) {
    if (!t_selected("api step")) return;
    dlgo_model *m; dlgo_error e;
    t_begin("api: dlgo_ctx_step under a layer budget equals dlgo_ctx_eval");
    if (!t_check(dlgo_model_load_file(T_MODEL, NULL, &m, &e) == DLGO_OK, "load: %s", e.msg)) { t_end(); return; }
    {
        int32_t toks[6] = { 1, 403, 407, 261, 378, 3 };
        dlgo_ctx *a, *b; dlgo_ctx_desc cd; memset(&cd, 0, sizeof cd); cd.n_ctx = 32; cd.kv_type = DLGO_KV_F32;
        dlgo_ctx_create(m, &cd, &a, NULL); dlgo_ctx_create(m, &cd, &b, NULL);
        dlgo_ctx_eval(a, toks, 6, NULL);
        t_check(dlgo_ctx_eval_begin(b, toks, 6, &e) == DLGO_OK && dlgo_ctx_pending(b), "begin: %s", e.msg);
        t_check(dlgo_ctx_eval(b, toks, 1, &e) == DLGO_ERR_INVALID_ARG && strstr(e.msg, "in progress"), "eval while pending is refused");
        dlgo_budget bud; memset(&bud, 0, sizeof bud); bud.max_layers = 2;
        dlgo_step_info si; int steps = 0;
        do {
            t_check(dlgo_ctx_step(b, &bud, &si, &e) == DLGO_OK, "step: %s", e.msg);
            t_check(si.layers_run <= 2, "budget respected (%d layers)", si.layers_run);
            steps++;
        } while (!si.done && steps < 20);
        t_check(steps == 3, "5 layers at 2 per step take 3 steps, took %d", steps);
        t_check(si.done && !dlgo_ctx_pending(b) && dlgo_ctx_n_past(b) == 6, "done, n_past %d", dlgo_ctx_n_past(b));
        t_check(t_max_diff(dlgo_ctx_logits(a, -1), dlgo_ctx_logits(b, -1), 512) == 0.0f, "stepped logits equal eval's");
        /* a one-token decode step, then a time budget of 1 us still makes progress (one layer per step) */
        int32_t x = 77;
        dlgo_ctx_eval(a, &x, 1, NULL);
        dlgo_ctx_eval_begin(b, &x, 1, NULL);
        bud.max_layers = 0; bud.max_us = 1; steps = 0;
        do { dlgo_ctx_step(b, &bud, &si, NULL); steps++; t_check(si.layers_run >= 1 || si.done, "progress"); } while (!si.done && steps < 20);
        t_check(si.done && t_max_diff(dlgo_ctx_logits(a, -1), dlgo_ctx_logits(b, -1), 512) == 0.0f, "time-budgeted decode equals eval");
        /* nothing pending: step reports done; too large a batch and abandoning are handled */
        t_check(dlgo_ctx_step(b, NULL, &si, &e) == DLGO_OK && si.done && si.layers_run == 0, "idle step");
        int32_t many[40]; for (int i = 0; i < 40; i++) many[i] = 5 + i;
        dlgo_ctx_desc small = cd; small.n_batch = 8;
        dlgo_ctx *s; dlgo_ctx_create(m, &small, &s, NULL);
        t_check(dlgo_ctx_eval_begin(s, many, 9, &e) == DLGO_ERR_INVALID_ARG && strstr(e.msg, "n_batch"), "batch larger than n_batch");
        dlgo_ctx_eval_begin(s, many, 4, NULL);
        bud.max_us = 0; bud.max_layers = 1;
        dlgo_ctx_step(s, &bud, &si, NULL);
        dlgo_ctx_truncate(s, 0);
        t_check(!dlgo_ctx_pending(s) && dlgo_ctx_n_past(s) == 0, "truncate abandons a pending batch");
        t_check(dlgo_ctx_eval(s, many, 4, &e) == DLGO_OK, "usable after abandoning: %s", e.msg);
        dlgo_ctx_destroy(s); dlgo_ctx_destroy(a); dlgo_ctx_destroy(b);
    }
    dlgo_model_free(m);
    t_end();
}

/* Hyper-parameters wider than int are refused, not truncated (2^32 + 64 must not load as 64). */
static void suite_api_hparams(void) {
    if (!t_selected("api hparams")) return;
    t_begin("api: a 64-bit hyper-parameter that does not fit is an error");
    {
        dlgo_error e; dlgo_gguf_writer *w; void *data; size_t size; dlgo_model *m = NULL;
        uint64_t big = (1ull << 32) + 64;
        dlgo_gguf_writer_create(NULL, &w, NULL);
        dlgo_gguf_writer_set_str(w, "general.architecture", "llama");
        dlgo_gguf_writer_set(w, "llama.embedding_length", DLGO_GGUF_U64, &big);
        dlgo_gguf_writer_set_u32(w, "llama.block_count", 5);
        dlgo_gguf_writer_set_u32(w, "llama.context_length", 512);
        dlgo_gguf_writer_set_f32(w, "llama.attention.layer_norm_rms_epsilon", 1e-5f);
        dlgo_gguf_writer_write_memory(w, &data, &size, NULL);
        t_check(dlgo_model_load_memory(data, size, NULL, &m, &e) == DLGO_ERR_FORMAT && strstr(e.msg, "out of range"), "got: %s", e.msg);
        dlgo_gguf_writer_free_buffer(w, data); dlgo_gguf_writer_destroy(w);
    }
    t_end();
}

/* Every output is cleared on entry, so a caller may free a result after a failed call (the quick start does). The
   outputs are filled with garbage first: a function that returns early without clearing them fails here. */
static void suite_api_outputs(void) {
    if (!t_selected("api outputs")) return;
    t_begin("api: outputs are cleared on entry, also when the call fails");
    {
        dlgo_generate_result res;
        memset(&res, 0xAB, sizeof res);
        t_check(dlgo_model_generate(NULL, NULL, &res, NULL) == DLGO_ERR_INVALID_ARG, "generate(NULL model) fails");
        t_check(res.text == NULL && res.n_generated == 0, "generate: result cleared after a failure");
        dlgo_generate_result_free(&res);   /* freeing a cleared result is fine */
        memset(&res, 0xAB, sizeof res);
        t_check(dlgo_ctx_generate(NULL, NULL, &res, NULL) != DLGO_OK && res.text == NULL, "ctx_generate: result cleared");
        memset(&res, 0xAB, sizeof res);
        t_check(dlgo_ctx_chat(NULL, NULL, NULL, 0, NULL, &res, NULL) != DLGO_OK && res.text == NULL, "chat: result cleared");
        memset(&res, 0xAB, sizeof res);
        t_check(dlgo_ctx_chat_say(NULL, "hi", NULL, &res, NULL) != DLGO_OK && res.text == NULL, "chat_say: result cleared");
        dlgo_step_info si;
        memset(&si, 0xAB, sizeof si);
        t_check(dlgo_ctx_step(NULL, NULL, &si, NULL) != DLGO_OK && si.done == 0 && si.layers_run == 0, "step: info cleared");
        dlgo_model *m = (dlgo_model *)(uintptr_t)1;
        t_check(dlgo_model_load_file("/nonexistent/x.gguf", NULL, &m, NULL) != DLGO_OK && m == NULL, "model load: *out = NULL");
        dlgo_gguf *g = (dlgo_gguf *)(uintptr_t)1;
        t_check(dlgo_gguf_open_memory(NULL, 5, NULL, &g, NULL) != DLGO_OK && g == NULL, "gguf open: *out = NULL");
        dlgo_whisper_result wr;
        memset(&wr, 0xAB, sizeof wr);
        t_check(dlgo_whisper_transcribe(NULL, NULL, 0, NULL, &wr, NULL) != DLGO_OK && wr.text == NULL && wr.n_segments == 0,
                "whisper transcribe: result cleared");
        dlgo_vad_result vr;
        memset(&vr, 0xAB, sizeof vr);
        t_check(dlgo_vad_detect(NULL, NULL, 0, NULL, &vr, NULL) != DLGO_OK && vr.probs == NULL, "vad detect: result cleared");
        dlgo_audio au;
        memset(&au, 0xAB, sizeof au);
        t_check(dlgo_wav_read_file("/nonexistent/x.wav", NULL, &au, NULL) != DLGO_OK && au.samples == NULL && au.n_samples == 0,
                "wav read: outputs cleared");
    }
    t_end();
    t_begin("api: no desc field is silently ignored (n_ctx / n_threads of a generate desc on a context)");
    {
        dlgo_model *m = NULL;
        dlgo_ctx *c = NULL;
        dlgo_error e;
        if (t_check(dlgo_model_load_file(T_MODEL, NULL, &m, &e) == DLGO_OK && dlgo_ctx_create(m, NULL, &c, &e) == DLGO_OK, "%s", e.msg)) {
            dlgo_generate_desc g;
            memset(&g, 0, sizeof g);
            g.prompt = "Once";
            g.n_predict = 2;
            g.n_ctx = 64;
            dlgo_generate_result r;
            t_check(dlgo_ctx_generate(c, &g, &r, &e) == DLGO_ERR_INVALID_ARG && strstr(e.msg, "n_ctx"), "ctx_generate took n_ctx: %s", e.msg);
            dlgo_chat_message msg = { "user", "hi" };
            t_check(dlgo_ctx_chat(c, NULL, &msg, 1, &g, &r, &e) == DLGO_ERR_INVALID_ARG, "ctx_chat took n_ctx");
            t_check(dlgo_model_generate(m, &g, &r, &e) == DLGO_OK && r.n_generated == 2, "model_generate: %s", e.msg);
            dlgo_generate_result_free(&r);
        }
        dlgo_ctx_destroy(c);
        dlgo_model_free(m);
    }
    t_end();
}
