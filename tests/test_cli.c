/* test_cli.c — the dlgo program as CLI.md specifies it, driven through a shell ($DLGO_CLI, default ./dlgo). */

static const char *t_cli(void) { const char *p = getenv("DLGO_CLI"); return p && *p ? p : "./dlgo"; }

/* Run a command line; capture stdout (malloc'ed) and the exit status. */
static char *t_run(const char *cmd, int *status) {
    FILE *f = popen(cmd, "r");
    if (!f) { *status = -1; return NULL; }
    size_t cap = 1 << 16, n = 0; char *buf = (char *)malloc(cap + 1);
    for (;;) {
        size_t r = fread(buf + n, 1, cap - n, f); n += r;
        if (r == 0) break;
        if (n == cap) { cap *= 2; buf = (char *)realloc(buf, cap + 1); }
    }
    buf[n] = 0;
    int st = pclose(f);
    *status = WIFEXITED(st) ? WEXITSTATUS(st) : -1;
    return buf;
}

static void t_cli_fails(const char *args, const char *label) {
    char cmd[2048]; int st;
    snprintf(cmd, sizeof cmd, "%s %s 2>/tmp/dlgo_cli_err.txt", t_cli(), args);
    char *out = t_run(cmd, &st);
    size_t elen = 0; unsigned char *e = t_read_file("/tmp/dlgo_cli_err.txt", &elen);
    int lines = 0;
    for (size_t i = 0; e && i < elen; i++) lines += e[i] == '\n';
    t_check(st > 0 && st < 128, "%s: exit status %d (want a clean non-zero exit)", label, st);
    t_check(e && elen > 0 && lines >= 1 && lines <= 2 && strncmp((const char *)e, "dlgo", 4) == 0, "%s: stderr should be one clear line, got '%s'", label, e ? (const char *)e : "");
    free(e); free(out);
}

static void suite_cli(void) {
    if (!t_selected("cli")) return;
    char cmd[2048]; int st;
    {
        FILE *f = fopen(t_cli(), "rb");
        if (!f) { t_begin("cli binary exists"); t_check(0, "%s not built (make dlgo)", t_cli()); t_end(); return; }
        fclose(f);
    }
    t_begin("cli: bad input gives one clear line and a non-zero exit");
    t_cli_fails("", "no command");
    t_cli_fails("frobnicate", "unknown command");
    t_cli_fails("info", "info without -m");
    t_cli_fails("info -m /nonexistent.gguf", "missing model");
    t_cli_fails("info -m tests/run_tests.c", "not a gguf");
    t_cli_fails("run -m /nonexistent.gguf -p hi", "run missing model");
    t_cli_fails("run -p hi --bogus-flag", "run unknown flag");
    t_cli_fails("run -p hi --temp abc", "run bad number");
    t_cli_fails("eval -m models/stories260K.gguf --seqs /nonexistent.json", "eval missing seqs");
    t_cli_fails("dequant --type q9_9 --cols 32 </dev/null", "dequant unknown type");
    t_end();

    /* the README's promise: greedy text of the shipped model equals llama.cpp's */
    const char *td = t_testdata("cli");
    t_begin("cli: dlgo run --temp 0 -n 32 (default model) prints llama.cpp's greedy text");
    snprintf(cmd, sizeof cmd, "%s run --temp 0 -n 32 -p \"Once upon a time\" 2>/dev/null", t_cli());
    {
        char *out = t_run(cmd, &st);
        t_check(st == 0, "exit status %d", st);
        if (td) {
            char path[1200]; snprintf(path, sizeof path, "%s/real/stories260K.greedy.txt", td);
            size_t len; char *ref = (char *)t_read_file(path, &len);
            if (t_check(ref != NULL, "read %s", path)) {
                char *line = strchr(ref, '\n');   /* skip the first line: how it was produced */
                line = line ? line + 1 : ref;
                size_t n = strlen(line);
                while (n && line[n - 1] == '\n') line[--n] = 0;
                size_t m = out ? strlen(out) : 0;
                while (m && out[m - 1] == '\n') out[--m] = 0;
                t_check(out && !strcmp(out, line), "got  '%s'\n    want '%s'", out ? out : "", line);
            }
            free(ref);
        }
        free(out);
    }
    t_end();

    t_begin("cli: info --json");
    snprintf(cmd, sizeof cmd, "%s info -m models/stories260K.gguf --json", t_cli());
    {
        char *out = t_run(cmd, &st), jerr[128];
        json_node *j = out ? json_parse(out, strlen(out), jerr) : NULL;
        if (t_check(st == 0 && j, "exit %d / json: %s", st, j ? "" : jerr)) {
            json_node *t0 = json_at(json_get(j, "tensors"), 0);
            t_check(json_get(j, "arch") && !strcmp(json_get(j, "arch")->str, "llama"), "arch");
            t_check(json_get(j, "n_tensors") && json_get(j, "n_tensors")->num == 48, "n_tensors");
            t_check(t0 && !strcmp(json_get(t0, "name")->str, "token_embd.weight") && !strcmp(json_get(t0, "type")->str, "f32") &&
                    json_at(json_get(t0, "shape"), 0)->num == 64 && json_at(json_get(t0, "shape"), 1)->num == 512, "first tensor");
            json_node *md = json_get(j, "metadata");
            t_check(md && json_get(md, "llama.block_count") && json_get(md, "llama.block_count")->num == 5, "metadata value");
            t_check(md && json_get(md, "tokenizer.ggml.tokens") && json_get(md, "tokenizer.ggml.tokens")->len == 512, "array metadata");
        }
        json_free(j); free(out);
    }
    t_end();

    if (td) {
        t_begin("cli: eval prints the reference schema and matches the references");
        snprintf(cmd, sizeof cmd, "%s eval -m %s/real/stories260K.gguf --seqs %s/real/stories260K.ref.json --greedy 4 2>/dev/null", t_cli(), td, td);
        char *out = t_run(cmd, &st), jerr[128];
        json_node *j = out ? json_parse(out, strlen(out), jerr) : NULL;
        if (t_check(st == 0 && j, "exit %d / json: %s", st, j ? "" : jerr)) {
            json_node *s0 = json_at(json_get(j, "sequences"), 0);
            t_check(json_get(j, "sequences")->len == 3, "3 sequences");
            json_node *p0 = json_at(json_get(s0, "positions"), 0);
            t_check(p0 && json_get(p0, "top")->len == 20 && json_get(p0, "lse") && json_get(p0, "logit0"), "position fields");
            t_check(json_get(json_get(s0, "greedy"), "steps")->len == 4, "greedy steps");
        }
        json_free(j); free(out);
        t_end();
    }
}
