/* test_chat.c — included by run_tests.c. Chat templates against llama_chat_apply_template's outputs
   (testdata/chat/templates.json, produced by llama.cpp). */

/* the conversation of templates.json as dlgo messages; returns the count (<= max) */
static size_t t_chat_conv(const json_node *conv, dlgo_chat_message *msgs, size_t max) {
    size_t n = 0;
    const json_node *m;
    for (m = conv ? conv->child : NULL; m && n < max; m = m->next, n++) {
        const json_node *r = json_get(m, "role"), *c = json_get(m, "content");
        msgs[n].role = r && r->kind == JSON_STR ? r->str : "";
        msgs[n].content = c && c->kind == JSON_STR ? c->str : "";
    }
    return n;
}

/* render into a malloc'ed string (two calls: size query, then the text) */
static char *t_chat_render(const char *tmpl, const dlgo_chat_message *msgs, size_t n, int add_ass, int32_t *len) {
    int32_t need = dlgo_chat_apply_template(tmpl, msgs, n, add_ass, NULL, 0);
    char *buf;
    *len = need;
    if (need < 0) return NULL;
    buf = (char *)malloc((size_t)need + 1);
    if (!buf) return NULL;
    if (dlgo_chat_apply_template(tmpl, msgs, n, add_ass, buf, need + 1) != need) { free(buf); return NULL; }
    return buf;
}

/* first byte where a and b differ, for readable failures */
static size_t t_chat_diff_at(const char *a, const char *b) {
    size_t i = 0;
    while (a[i] && a[i] == b[i]) i++;
    return i;
}

static void suite_chat(void) {
    if (!t_selected("chat")) return;
    const char *names[128];
    int32_t n_names = dlgo_chat_builtin_templates(names, 128);

    t_begin("chat: builtin names sorted and unique, detected as themselves");
    t_check(n_names > 0 && n_names <= 128, "count %d", (int)n_names);
    for (int32_t i = 0; i < n_names && i < 128; i++) {
        if (i > 0) t_check(strcmp(names[i - 1], names[i]) < 0, "order: '%s' before '%s'", names[i - 1], names[i]);
        const char *d = dlgo_chat_detect_template(names[i]);
        t_check(d && !strcmp(d, names[i]), "name '%s' detected as '%s'", names[i], d ? d : "(null)");
    }
    {
        const char *few[3] = { NULL, NULL, NULL };
        int32_t c = dlgo_chat_builtin_templates(few, 2);
        t_check(c == n_names && few[0] == names[0] && few[1] == names[1] && few[2] == NULL,
                "max=2 writes two names and still returns the count");
        t_check(dlgo_chat_builtin_templates(NULL, 0) == n_names, "count query with NULL");
    }
    t_end();

    const char *td = t_testdata("chat");
    json_node *root = NULL;
    if (td) {
        char path[1200], err[128];
        snprintf(path, sizeof path, "%s/chat/templates.json", td);
        root = json_parse_file(path, err);
        t_begin("chat: templates.json parses");
        t_check(root != NULL, "%s: %s", path, root ? "" : err);
        t_end();
    }
    dlgo_chat_message conv[16];
    size_t n_conv = 0;
    const json_node *builtin = NULL, *jsrc = NULL;
    if (root) {
        n_conv = t_chat_conv(json_get(root, "conversation"), conv, 16);
        builtin = json_get(root, "builtin");
        jsrc = json_get(root, "jinja_sources");
        const json_node *ag = json_get(root, "add_generation_prompt");
        t_begin("chat: reference settings");
        t_check(n_conv == 4, "conversation has %d messages", (int)n_conv);
        t_check(ag && ag->kind == JSON_BOOL && ag->num == 1, "add_generation_prompt is true");
        t_check(builtin && builtin->kind == JSON_OBJ && jsrc && jsrc->kind == JSON_OBJ, "builtin/jinja_sources objects");
        t_end();
    }

    if (builtin) {
        /* the oracle lists exactly llama_chat_builtin_templates(): same names, same count */
        int n_ok = 0, n_all = 0;
        t_begin("chat: builtin name list equals llama.cpp's");
        t_check((size_t)n_names == builtin->len, "dlgo has %d names, llama.cpp %d", (int)n_names, (int)builtin->len);
        for (int32_t i = 0; i < n_names; i++)
            t_check(json_get(builtin, names[i]) != NULL, "'%s' is not a llama.cpp name", names[i]);
        t_end();
        for (const json_node *b = builtin->child; b; b = b->next) {
            char cname[160];
            int32_t len = 0;
            snprintf(cname, sizeof cname, "chat builtin %s", b->key);
            t_begin(cname);
            n_all++;
            char *got = t_chat_render(b->key, conv, n_conv, 1, &len);
            if (t_check(got != NULL, "'%s' not supported (returned %d)", b->key, (int)len)) {
                size_t at = t_chat_diff_at(got, b->str);
                int same = (size_t)len == b->len && !memcmp(got, b->str, b->len);
                if (t_check(same, "differs at byte %d: got \"%.40s\" want \"%.40s\"", (int)at, got + at, b->str + at))
                    n_ok++;
                /* without the generation prompt the text is a prefix of the one with it */
                int32_t len0 = 0;
                char *got0 = t_chat_render(b->key, conv, n_conv, 0, &len0);
                t_check(got0 && len0 <= len && !memcmp(got0, b->str, (size_t)len0),
                        "add_assistant=0 is not a prefix of the oracle text");
                free(got0);
            }
            free(got);
            t_end();
        }
        printf("  chat builtin: %d/%d templates match llama.cpp exactly\n", n_ok, n_all);
    }

    if (jsrc) {
        int n_ok = 0, n_all = 0;
        for (const json_node *j = jsrc->child; j; j = j->next) {
            const json_node *sf = json_get(j, "source_file"), *want = json_get(j, "rendered");
            char cname[160], path[1200];
            snprintf(cname, sizeof cname, "chat jinja %s", j->key);
            t_begin(cname);
            n_all++;
            if (!t_check(sf && want && sf->kind == JSON_STR && want->kind == JSON_STR, "entry incomplete")) { t_end(); continue; }
            snprintf(path, sizeof path, "%s/%s", td, sf->str);
            char *src = json_read_file(path, NULL);
            if (!t_check(src != NULL, "cannot read %s", path)) { t_end(); continue; }
            int32_t len = 0;
            char *got = t_chat_render(src, conv, n_conv, 1, &len);
            if (t_check(got != NULL, "template text not recognised (returned %d)", (int)len)) {
                size_t at = t_chat_diff_at(got, want->str);
                if (t_check((size_t)len == want->len && !memcmp(got, want->str, want->len),
                            "differs at byte %d: got \"%.40s\" want \"%.40s\"", (int)at, got + at, want->str + at))
                    n_ok++;
            }
            /* detection: the detected built-in, rendered by name, gives the oracle's text for the source */
            const char *det = dlgo_chat_detect_template(src);
            if (t_check(det != NULL, "no template detected") && builtin) {
                const json_node *bref = json_get(builtin, det);
                t_check(bref && bref->len == want->len && !memcmp(bref->str, want->str, want->len),
                        "detected '%s', whose llama.cpp rendering differs from this source's", det);
                if (T.verbose) printf("    %s -> %s\n", j->key, det);
            }
            free(got);
            free(src);
            t_end();
        }
        printf("  chat jinja sources: %d/%d render exactly as llama.cpp\n", n_ok, n_all);
    }

    /* detection rules as documented (ARCHITECTURES.md §5, from llm_chat_detect_template) */
    t_begin("chat: detection of marker texts");
    {
        static const char *const cases[][2] = {
            { "{{'<|im_start|>' + message['role']}}", "chatml" },
            { "<|im_start|>{{role}}<|im_sep|>", "phi4" },
            { "<|im_start|>User:<end_of_utterance>", "smolvlm" },
            { "mistral anything", "llama2" },
            { "[INST] {{ m }} [/INST]", "llama2" },
            { "[INST] <<SYS>>", "llama2-sys" },
            { "bos_token + '[INST] ' <<SYS>>", "llama2-sys-bos" },
            { "[INST] {{ content.strip() }}", "llama2-sys-strip" },
            { "[SYSTEM_PROMPT][INST]", "mistral-v7" },
            { "{{ ' [INST] ' + system_message }}", "mistral-v1" },
            { "[AVAILABLE_TOOLS][INST]", "mistral-v3" },
            { "[AVAILABLE_TOOLS]\"[INST]\"", "mistral-v3-tekken" },
            { "<|assistant|><|end|>", "phi3" },
            { "[gMASK]<sop><|user|>", "chatglm4" },
            { "<|user|><|assistant|>", "glmedge" },
            { "<|user|><|assistant|></s>", "falcon3" },
            { "<|user|><|assistant|><|tool_declare|>", "exaone-moe" },
            { "<|user|>{{ eos_token }}<|endoftext|>", "zephyr" },
            { "{{ bos_token + message['role'] }}", "monarch" },
            { "<start_of_turn>user", "gemma" },
            { "### Instruction:<|EOT|>", "deepseek" },
            { "<|start_header_id|>x<|end_header_id|>", "llama3" },
            { "'Assistant: ' + message['content'] + eos_token", "deepseek2" },
            { "<|start|>assistant<|channel|>final", "gpt-oss" },
            { "<|start_of_role|>", "granite" },
            { "<|endofuserprompt|>", "dots1" },
        };
        for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
            const char *d = dlgo_chat_detect_template(cases[i][0]);
            t_check(d && !strcmp(d, cases[i][1]), "'%s' -> '%s', want '%s'", cases[i][0], d ? d : "(null)", cases[i][1]);
        }
    }
    t_end();

    t_begin("chat: unknown template is negative");
    {
        dlgo_chat_message m[1];
        char buf[16] = "untouched";
        m[0].role = "user"; m[0].content = "hi";
        t_check(dlgo_chat_apply_template("no such template {{ x }}", m, 1, 1, buf, sizeof buf) < 0, "unknown accepted");
        t_check(dlgo_chat_apply_template("", m, 1, 1, buf, sizeof buf) < 0, "empty text accepted");
        t_check(dlgo_chat_apply_template("dots1", m, 1, 1, buf, sizeof buf) < 0, "'dots1' is no llama.cpp name");
        t_check(dlgo_chat_detect_template("plain text") == NULL, "detected something in plain text");
        t_check(dlgo_chat_detect_template(NULL) == NULL, "NULL text");
        t_check(dlgo_chat_apply_template("chatml", NULL, 1, 1, buf, sizeof buf) < 0, "NULL messages with n=1");
    }
    t_end();

    if (builtin) {
        t_begin("chat: too-small buffer gives the full length and a terminated prefix");
        const json_node *want = json_get(builtin, "llama3");
        char small[24];
        memset(small, 'x', sizeof small);
        int32_t r = dlgo_chat_apply_template("llama3", conv, n_conv, 1, small, 10);
        t_check(want && r == (int32_t)want->len, "returned %d, want %d", (int)r, want ? (int)want->len : -1);
        t_check(want && small[9] == 0 && !memcmp(small, want->str, 9), "prefix of 9 bytes + NUL");
        t_check(small[10] == 'x', "wrote past size");
        t_check(dlgo_chat_apply_template("llama3", conv, n_conv, 1, small, 1) == r && small[0] == 0, "size 1: just NUL");
        t_check(dlgo_chat_apply_template("llama3", conv, n_conv, 1, NULL, 100) == r, "NULL buffer: length only");
        t_check(dlgo_chat_apply_template("llama3", conv, n_conv, 1, small, 0) == r && small[0] == 0,
                "size 0 must not write");
        t_end();
    }

    t_begin("chat: empty message list");
    {
        char buf[256];
        int32_t r = dlgo_chat_apply_template(NULL, NULL, 0, 1, buf, sizeof buf);   /* NULL = chatml */
        t_check(r == 22 && !strcmp(buf, "<|im_start|>assistant\n"), "chatml gen prompt only, got %d '%s'", (int)r, buf);
        r = dlgo_chat_apply_template("chatml", NULL, 0, 0, buf, sizeof buf);
        t_check(r == 0 && buf[0] == 0, "chatml without generation prompt is empty");
        /* every format: an empty chat renders to the opening of its full rendering followed by the end of it
           (the generation prompt); either part may be empty. bailing2 is the exception: without a system
           message it inserts a default system turn that the reference conversation (which has one) lacks. */
        for (int32_t i = 0; builtin && i < n_names; i++) {
            const json_node *want = json_get(builtin, names[i]);
            if (!strcmp(names[i], "bailing2")) {
                r = dlgo_chat_apply_template(names[i], NULL, 0, 1, buf, sizeof buf);
                t_check(r > 0 && !strcmp(buf, "<role>SYSTEM</role>detailed thinking off<|role_end|><role>ASSISTANT</role>"),
                        "bailing2 empty chat: '%s'", buf);
                continue;
            }
            r = dlgo_chat_apply_template(names[i], NULL, 0, 1, buf, sizeof buf);
            int ok = 0;
            if (r >= 0 && r < (int32_t)sizeof buf && want && (size_t)r <= want->len)
                for (size_t k = 0; k <= (size_t)r && !ok; k++)
                    ok = !memcmp(want->str, buf, k) &&
                         !memcmp(want->str + want->len - ((size_t)r - k), buf + k, (size_t)r - k);
            t_check(ok, "%s: empty chat gave %d '%s'", names[i], (int)r, r >= 0 ? buf : "");
        }
    }
    t_end();

    if (root) json_free(root);
}
