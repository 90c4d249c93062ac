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

    /* strict numbers, missing values, -h everywhere, and files that would block: each a clear line, at once */
    t_begin("cli: bad arguments are named, not run");
    {
        static const struct { const char *args, *want; } bad[] = {
            { "run -m models/stories260K.gguf -p hi -n abc", "bad value for -n: 'abc'" },
            { "run -m models/stories260K.gguf -p hi -n", "missing value for -n" },
            { "info -m", "missing value for -m" },
            { "bench -m models/stories260K.gguf -p x", "bad value for -p: 'x'" },
            { "run -m models/stories260K.gguf -p hi -t 2x", "bad value for -t: '2x'" },
            { "run -m models/stories260K.gguf -p hi --temp 1e", "bad value for --temp: '1e'" },
            { "run -m models/stories260K.gguf -p hi --bogus", "unknown option '--bogus'" },
            { "dequant --type q4_0 --cols 12abc", "bad value for --cols: '12abc'" },
            { "vad -m x.bin a.wav --threshold abc", "bad value for --threshold" },
            { "eval -m models/stories260K.gguf --seqs s.json --kv f8", "bad value for --kv" },
            { "run -m /dev/zero -p hi", "not a regular file" },
            { "run -m .fifo_model -p hi", "not a regular file" },
        };
        remove(".fifo_model");
        if (!t_check(system("mkfifo .fifo_model") == 0, "mkfifo")) { t_end(); return; }
        for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++) {
            snprintf(cmd, sizeof cmd, "timeout 20 %s %s </dev/null 2>&1 >/dev/null", t_cli(), bad[k].args);
            char *out = t_run(cmd, &st);
            t_check(st == 1 && out && strstr(out, bad[k].want) && !strchr(strchr(out, '\n') ? strchr(out, '\n') + 1 : "", '\n'),
                    "'%s': exit %d, want 1 and one line with \"%s\", got '%s'", bad[k].args, st, bad[k].want, out ? out : "");
            free(out);
        }
        remove(".fifo_model");
        static const char *const cmds[] = { "run", "chat", "info", "bench", "eval", "tokenize", "template", "dequant",
                                            "quantize", "transcribe", "vad", "whisper-eval" };
        for (size_t k = 0; k < sizeof cmds / sizeof cmds[0]; k++) {
            snprintf(cmd, sizeof cmd, "%s %s -h 2>&1", t_cli(), cmds[k]);
            char *out = t_run(cmd, &st);
            t_check(st == 0 && out && strstr(out, "usage: dlgo"), "%s -h: exit %d, '%.60s'", cmds[k], st, out ? out : "");
            free(out);
        }
    }
    t_end();

    t_begin("cli: llama.cpp's spellings (-c, -s, -ngl, -f) do what the long flags do");
    {
        char *ref, *alias;
        snprintf(cmd, sizeof cmd, "%s run -m models/stories260K.gguf --cpu --ctx 64 --seed 7 --ngl 0 -n 8 -p 'Once upon a time' 2>/dev/null", t_cli());
        ref = t_run(cmd, &st);
        t_check(st == 0 && ref && strlen(ref) > 16, "long flags: exit %d", st);
        FILE *f = fopen(".prompt_file", "wb");
        if (f) { fputs("Once upon a time", f); fclose(f); }
        snprintf(cmd, sizeof cmd, "%s run -m models/stories260K.gguf --cpu -c 64 -s 7 -ngl 0 -n 8 -f .prompt_file 2>/dev/null", t_cli());
        alias = t_run(cmd, &st);
        t_check(st == 0 && ref && alias && !strcmp(ref, alias), "aliases: exit %d, '%s' vs '%s'", st, alias ? alias : "", ref ? ref : "");
        remove(".prompt_file");
        free(ref); free(alias);
    }
    t_end();

    t_begin("cli: bench -d measures after a prompt of that depth and says so; -ub splits the prompt");
    {
        snprintf(cmd, sizeof cmd, "%s bench -m models/stories260K.gguf --cpu -p 8 -n 4 -d 16 -r 1 2>/dev/null", t_cli());
        char *out = t_run(cmd, &st);
        t_check(st == 0 && out && strstr(out, "pp8 @ d16") && strstr(out, "tg4 @ d16"), "exit %d: '%s'", st, out ? out : "");
        free(out);
        snprintf(cmd, sizeof cmd, "%s bench -m models/stories260K.gguf --cpu -p 8 -n 4 -d 16 -r 1 --json 2>/dev/null", t_cli());
        out = t_run(cmd, &st);
        char jerr[128];
        json_node *j = out ? json_parse(out, strlen(out), jerr) : NULL;
        t_check(st == 0 && j && json_get(j, "depth") && json_get(j, "depth")->num == 16 && json_get(j, "tg_tok_s")->num > 0,
                "--json: exit %d '%s'", st, out ? out : "");
        json_free(j);
        free(out);
        snprintf(cmd, sizeof cmd, "%s bench -m models/stories260K.gguf --cpu -p 8 -n 0 -ub 3 -r 1 2>/dev/null", t_cli());
        out = t_run(cmd, &st);
        t_check(st == 0 && out && strstr(out, "pp8 @ d0") && strstr(out, "passes of at most 3 tokens"), "-ub: exit %d: '%s'", st, out ? out : "");
        free(out);
    }
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
