/* dlgo.c — the dlgo command-line program (contract: CLI.md). Built by `make` into ./dlgo. */
#define DLGO_IMPLEMENTATION
#include "../dlgo.h"
#include "json.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>

static int die(const char *fmt, const char *a) {
    fprintf(stderr, "dlgo: "); fprintf(stderr, fmt, a); fprintf(stderr, "\n");
    return 1;
}
static int not_yet(const char *cmd) { return die("%s: not implemented yet", cmd); }

/* ---- info ------------------------------------------------------------------------------------------- */
/* JSON string literal of n bytes (invalid UTF-8 bytes are escaped as \u00XX so the output stays valid JSON) */
static void json_out_str(FILE *f, const char *s, size_t n) {
    fputc('"', f);
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c == '"' || c == '\\') { fputc('\\', f); fputc(c, f); }
        else if (c == '\n') fputs("\\n", f);
        else if (c == '\t') fputs("\\t", f);
        else if (c == '\r') fputs("\\r", f);
        else if (c < 0x20 || c == 0x7f) fprintf(f, "\\u%04x", c);
        else if (c < 0x80) fputc(c, f);
        else {   /* copy a valid UTF-8 sequence, escape stray bytes */
            int len = c >= 0xf0 && c < 0xf5 ? 4 : c >= 0xe0 ? 3 : c >= 0xc2 && c < 0xe0 ? 2 : 0;
            int ok = len > 0 && i + (size_t)len <= n;
            for (int k = 1; ok && k < len; k++) ok = ((unsigned char)s[i + k] & 0xc0) == 0x80;
            if (ok) { fwrite(s + i, 1, (size_t)len, f); i += (size_t)len - 1; }
            else fprintf(f, "\\u%04x", c);
        }
    }
    fputc('"', f);
}
static void print_number(FILE *f, const dlgo_gguf *g, dlgo_gguf_type t, int64_t kv, int64_t j) {
    double v = j < 0 ? dlgo_gguf_val_float(g, kv) : dlgo_gguf_arr_float(g, kv, (uint64_t)j);
    if (t == DLGO_GGUF_F32 || t == DLGO_GGUF_F64) {
        if (isfinite(v)) fprintf(f, t == DLGO_GGUF_F32 ? "%.9g" : "%.17g", v); else fputs("null", f);
    } else if (t == DLGO_GGUF_BOOL) fputs(v != 0 ? "true" : "false", f);
    else if (t == DLGO_GGUF_U64) fprintf(f, "%llu", (unsigned long long)(j < 0 ? dlgo_gguf_val_u64(g, kv) : (uint64_t)dlgo_gguf_arr_int(g, kv, (uint64_t)j)));
    else fprintf(f, "%lld", (long long)(j < 0 ? dlgo_gguf_val_int(g, kv) : dlgo_gguf_arr_int(g, kv, (uint64_t)j)));
}
/* One metadata value; `max_items` < 0 prints whole arrays */
static void print_value(FILE *f, const dlgo_gguf *g, int64_t i, long max_items) {
    dlgo_gguf_type t = dlgo_gguf_kv_type(g, i);
    uint64_t len;
    if (t == DLGO_GGUF_STRING) { const char *s = dlgo_gguf_val_str(g, i, &len); json_out_str(f, s, (size_t)len); return; }
    if (t != DLGO_GGUF_ARRAY) { print_number(f, g, t, i, -1); return; }
    dlgo_gguf_type at = dlgo_gguf_arr_type(g, i);
    uint64_t n = dlgo_gguf_arr_n(g, i);
    fputc('[', f);
    for (uint64_t j = 0; j < n; j++) {
        if (max_items >= 0 && j >= (uint64_t)max_items) { fprintf(f, ", ... (%llu items)", (unsigned long long)n); break; }
        if (j) fputs(", ", f);
        if (at == DLGO_GGUF_STRING) { const char *s = dlgo_gguf_arr_str(g, i, j, &len); json_out_str(f, s, (size_t)len); }
        else print_number(f, g, at, i, (int64_t)j);
    }
    fputc(']', f);
}
static int cmd_info(int argc, char **argv) {
    const char *model = NULL; int as_json = 0;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "-m") && i + 1 < argc) model = argv[++i];
        else if (!strcmp(argv[i], "--json")) as_json = 1;
        else if (!strcmp(argv[i], "-h") || !strcmp(argv[i], "--help")) { printf("usage: dlgo info -m MODEL [--json]\n"); return 0; }
        else return die("info: unknown argument '%s'", argv[i]);
    }
    if (!model) return die("info: %s", "-m MODEL is required");
    dlgo_gguf *g; dlgo_error err;
    if (dlgo_gguf_open_file(model, NULL, &g, &err) != DLGO_OK) return die("info: %s", err.msg);
    const char *arch = ""; uint64_t alen = 0;
    dlgo_gguf_get_str(g, "general.architecture", &arch, &alen, NULL);
    FILE *f = stdout;
    if (as_json) {
        fputs("{\"arch\": ", f); json_out_str(f, arch, (size_t)alen);
        fprintf(f, ", \"n_tensors\": %lld, \"metadata\": {", (long long)dlgo_gguf_n_tensors(g));
        for (int64_t i = 0; i < dlgo_gguf_n_kv(g); i++) {
            if (i) fputs(", ", f);
            const char *k = dlgo_gguf_key(g, i);
            json_out_str(f, k, strlen(k)); fputs(": ", f);
            print_value(f, g, i, -1);
        }
        fputs("}, \"tensors\": [", f);
        for (int64_t i = 0; i < dlgo_gguf_n_tensors(g); i++) {
            const dlgo_tensor_info *t = dlgo_gguf_tensor(g, i);
            fputs(i ? ",\n  {\"name\": " : "\n  {\"name\": ", f); json_out_str(f, t->name, strlen(t->name));
            fprintf(f, ", \"type\": \"%s\", \"shape\": [", dlgo_type_name(t->type));
            for (int d = 0; d < t->n_dims; d++) fprintf(f, "%s%lld", d ? ", " : "", (long long)t->ne[d]);
            fprintf(f, "], \"offset\": %llu}", (unsigned long long)t->offset);
        }
        fputs("\n]}\n", f);
    } else {
        fprintf(f, "file:      %s\nversion:   GGUF v%u\narch:      %.*s\nalignment: %u\ndata at:   %llu\n\nmetadata (%lld keys):\n",
                model, dlgo_gguf_version(g), (int)alen, arch, dlgo_gguf_alignment(g),
                (unsigned long long)dlgo_gguf_data_offset(g), (long long)dlgo_gguf_n_kv(g));
        for (int64_t i = 0; i < dlgo_gguf_n_kv(g); i++) {
            fprintf(f, "  %-44s ", dlgo_gguf_key(g, i));
            print_value(f, g, i, 8);
            fputc('\n', f);
        }
        fprintf(f, "\ntensors (%lld):\n", (long long)dlgo_gguf_n_tensors(g));
        for (int64_t i = 0; i < dlgo_gguf_n_tensors(g); i++) {
            const dlgo_tensor_info *t = dlgo_gguf_tensor(g, i);
            char shape[96] = "";
            for (int d = 0; d < t->n_dims; d++) snprintf(shape + strlen(shape), sizeof shape - strlen(shape), "%s%lld", d ? " x " : "", (long long)t->ne[d]);
            fprintf(f, "  %-40s %-8s %-24s %12llu bytes @ %llu\n", t->name, dlgo_type_name(t->type), shape,
                    (unsigned long long)t->size, (unsigned long long)t->offset);
        }
    }
    dlgo_gguf_close(g);
    return 0;
}

/* ---- dequant / quantize ------------------------------------------------------------------------------ */
static int cmd_dequant(int argc, char **argv) { (void)argc; (void)argv; return not_yet("dequant"); }

static int cmd_quantize(int argc, char **argv) { (void)argc; (void)argv; return not_yet("quantize"); }

/* ---- tokenize ---------------------------------------------------------------------------------------- */
static int cmd_tokenize(int argc, char **argv) { (void)argc; (void)argv; return not_yet("tokenize"); }

/* ---- template ---------------------------------------------------------------------------------------- */
static int cmd_template(int argc, char **argv) { (void)argc; (void)argv; return not_yet("template"); }

/* ---- run / chat / eval / bench ------------------------------------------------------------------------ */
static int cmd_run(int argc, char **argv) { (void)argc; (void)argv; return not_yet("run"); }

static int cmd_chat(int argc, char **argv) { (void)argc; (void)argv; return not_yet("chat"); }

/* Common model flags shared by run/chat/eval/bench */
typedef struct { const char *model; int threads; int gpu, cpu, ngl; } model_flags;
static int parse_model_flag(model_flags *mf, int argc, char **argv, int *i) {
    if (!strcmp(argv[*i], "-m") && *i + 1 < argc) { mf->model = argv[++*i]; return 1; }
    if (!strcmp(argv[*i], "-t") && *i + 1 < argc) { mf->threads = atoi(argv[++*i]); return 1; }
    if (!strcmp(argv[*i], "--gpu")) { mf->gpu = 1; return 1; }
    if (!strcmp(argv[*i], "--cpu")) { mf->cpu = 1; return 1; }
    if (!strcmp(argv[*i], "--ngl") && *i + 1 < argc) { mf->ngl = atoi(argv[++*i]); return 1; }
    return 0;
}
static int check_backend(const model_flags *mf, const char *cmd) {
    if (mf->gpu && mf->cpu) { fprintf(stderr, "dlgo: %s: --gpu and --cpu exclude each other\n", cmd); return 1; }
    return 0;
}
static void log_stderr(dlgo_log_level lvl, const char *msg, void *user) {
    (void)user;
    if (lvl <= DLGO_LOG_INFO) fprintf(stderr, "dlgo: %s\n", msg);
}
/* --gpu: a Vulkan device and the model's weights on it (error if there is none, as CLI.md says) */
typedef struct { dlgo_vk_device *dev; dlgo_vk_model *vm; } gpu_state;
static int gpu_open(const model_flags *mf, const dlgo_model *model, int n_ctx_plan, gpu_state *gs) {
    memset(gs, 0, sizeof *gs);
    if (!mf->gpu) return 0;
    dlgo_vk_device_desc dd; memset(&dd, 0, sizeof dd); dd.log = log_stderr;
    dlgo_error err;
    if (dlgo_vk_device_create(&dd, &gs->dev, &err) != DLGO_OK) { fprintf(stderr, "dlgo: --gpu: %s\n", err.msg); return 1; }
    dlgo_vk_model_desc md; memset(&md, 0, sizeof md); md.n_gpu_layers = mf->ngl; md.n_ctx_plan = n_ctx_plan;
    if (dlgo_vk_model_create(gs->dev, model, &md, &gs->vm, &err) != DLGO_OK) {
        fprintf(stderr, "dlgo: --gpu: %s\n", err.msg); dlgo_vk_device_free(gs->dev); gs->dev = NULL; return 1;
    }
    return 0;
}
static void gpu_close(gpu_state *gs) { dlgo_vk_model_free(gs->vm); dlgo_vk_device_free(gs->dev); }
/* evaluate through the GPU context when there is one */
static dlgo_result eval_on(dlgo_ctx *ctx, dlgo_vk_ctx *g, const int32_t *toks, int32_t n, dlgo_error *err) {
    return g ? dlgo_vk_eval(g, toks, n, err) : dlgo_ctx_eval(ctx, toks, n, err);
}
static int cmp_logit_desc(const void *a, const void *b) {   /* (logit desc, id asc) */
    const float *x = (const float *)a, *y = (const float *)b;
    if (x[0] != y[0]) return x[0] > y[0] ? -1 : 1;
    return x[1] < y[1] ? -1 : x[1] > y[1];
}
/* argmax (ties -> smaller id) and the runner-up logit */
static int32_t argmax2(const float *l, int32_t n, float *top1, float *top2) {
    int32_t best = 0; float b1 = -INFINITY, b2 = -INFINITY;
    for (int32_t i = 0; i < n; i++) {
        if (l[i] > b1) { b2 = b1; b1 = l[i]; best = i; }
        else if (l[i] > b2) b2 = l[i];
    }
    *top1 = b1; *top2 = b2;
    return best;
}
static int cmd_eval(int argc, char **argv) {
    model_flags mf; memset(&mf, 0, sizeof mf);
    const char *seqs = NULL; int top = 20, greedy = 32, kv_f16 = 0;
    for (int i = 1; i < argc; i++) {
        if (parse_model_flag(&mf, argc, argv, &i)) continue;
        if (!strcmp(argv[i], "--seqs") && i + 1 < argc) seqs = argv[++i];
        else if (!strcmp(argv[i], "--top") && i + 1 < argc) top = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--greedy") && i + 1 < argc) greedy = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--kv") && i + 1 < argc) { i++; kv_f16 = !strcmp(argv[i], "f16"); }
        else if (!strcmp(argv[i], "-h") || !strcmp(argv[i], "--help")) {
            printf("usage: dlgo eval -m MODEL --seqs SEQ.json [--top 20] [--greedy 32] [--kv f32|f16] [--gpu|--cpu]\n"); return 0;
        } else return die("eval: unknown argument '%s'", argv[i]);
    }
    if (!mf.model || !seqs) return die("eval: %s", "-m MODEL and --seqs SEQ.json are required");
    if (top < 1 || top > 1000 || greedy < 0 || greedy > 100000) return die("eval: %s", "--top must be 1..1000 and --greedy >= 0");
    if (check_backend(&mf, "eval")) return 1;
    char jerr[128];
    json_node *doc = json_parse_file(seqs, jerr);
    if (!doc) return die("eval: --seqs: %s", jerr);
    json_node *list = json_get(doc, "sequences");
    if (!list || list->kind != JSON_ARR) { json_free(doc); return die("eval: %s", "--seqs: no \"sequences\" array"); }
    dlgo_model *model; dlgo_error err;
    if (dlgo_model_load_file(mf.model, NULL, &model, &err) != DLGO_OK) { json_free(doc); return die("eval: %s", err.msg); }
    dlgo_model_info info; dlgo_model_get_info(model, &info);
    const int32_t V = info.n_vocab;
    int rc = 0;
    gpu_state gs;
    if (gpu_open(&mf, model, 0, &gs)) { dlgo_model_free(model); json_free(doc); return 1; }
    float *pairs = (float *)malloc((size_t)V * 2 * sizeof(float));
    printf("{\"model\": \"%s\", \"n_vocab\": %d, \"top_k\": %d, \"sequences\": [", mf.model, V, top);
    int si = 0;
    for (json_node *sq = list->child; sq && !rc; sq = sq->next, si++) {
        if (sq->kind != JSON_ARR || sq->len == 0) { rc = die("eval: %s", "a sequence is not a non-empty array of ids"); break; }
        int32_t n = (int32_t)sq->len, *toks = (int32_t *)malloc((size_t)n * sizeof(int32_t)), k = 0;
        for (json_node *t = sq->child; t; t = t->next) toks[k++] = (int32_t)t->num;
        dlgo_ctx_desc cd; memset(&cd, 0, sizeof cd);
        cd.n_ctx = n + greedy + 1; cd.n_batch = n; cd.logits_all = 1; cd.kv_type = kv_f16 ? DLGO_KV_F16 : DLGO_KV_F32;
        cd.n_threads = mf.threads;
        dlgo_ctx *ctx;
        if (dlgo_ctx_create(model, &cd, &ctx, &err) != DLGO_OK) { free(toks); rc = die("eval: %s", err.msg); break; }
        dlgo_vk_ctx *gctx = NULL;
        if (gs.vm && dlgo_vk_ctx_create(gs.vm, ctx, &gctx, &err) != DLGO_OK) { dlgo_ctx_free(ctx); free(toks); rc = die("eval: --gpu: %s", err.msg); break; }
        if (eval_on(ctx, gctx, toks, n, &err) != DLGO_OK) { dlgo_vk_ctx_free(gctx); dlgo_ctx_free(ctx); free(toks); rc = die("eval: %s", err.msg); break; }
        printf("%s\n {\"index\": %d, \"n_tokens\": %d, \"tokens\": [", si ? "," : "", si, n);
        for (int32_t i = 0; i < n; i++) printf("%s%d", i ? ", " : "", toks[i]);
        printf("], \"positions\": [");
        for (int32_t p = 0; p < n; p++) {
            const float *l = dlgo_ctx_logits(ctx, p);
            double mx = -INFINITY, sum = 0;
            for (int32_t i = 0; i < V; i++) if (l[i] > mx) mx = l[i];
            for (int32_t i = 0; i < V; i++) sum += exp((double)l[i] - mx);
            for (int32_t i = 0; i < V; i++) { pairs[2 * i] = l[i]; pairs[2 * i + 1] = (float)i; }
            qsort(pairs, (size_t)V, 2 * sizeof(float), cmp_logit_desc);
            printf("%s\n  {\"top\": [", p ? "," : "");
            for (int j = 0; j < top && j < V; j++) printf("%s[%d, %.7g]", j ? ", " : "", (int)pairs[2 * j + 1], pairs[2 * j]);
            printf("], \"lse\": %.8g, \"logit0\": %.7g}", mx + log(sum), l[0]);
        }
        printf("],\n  \"greedy\": {\"n\": %d, \"steps\": [", greedy);
        for (int g = 0; g < greedy; g++) {
            float t1, t2;
            const float *l = dlgo_ctx_logits(ctx, g == 0 ? n - 1 : -1);
            int32_t tok = argmax2(l, V, &t1, &t2);
            printf("%s[%d, %.7g, %.7g]", g ? ", " : "", tok, t1 - t2, t1);
            if (g + 1 < greedy && eval_on(ctx, gctx, &tok, 1, &err) != DLGO_OK) { rc = die("eval: %s", err.msg); break; }
        }
        printf("]}}");
        dlgo_vk_ctx_free(gctx);
        dlgo_ctx_free(ctx);
        free(toks);
    }
    printf("\n]}\n");
    free(pairs);
    gpu_close(&gs);
    dlgo_model_free(model);
    json_free(doc);
    return rc;
}

static int cmd_bench(int argc, char **argv) { (void)argc; (void)argv; return not_yet("bench"); }

/* ---- speech ------------------------------------------------------------------------------------------ */
static int cmd_transcribe(int argc, char **argv) { (void)argc; (void)argv; return not_yet("transcribe"); }

static int cmd_vad(int argc, char **argv) { (void)argc; (void)argv; return not_yet("vad"); }

static int cmd_whisper_eval(int argc, char **argv) { (void)argc; (void)argv; return not_yet("whisper-eval"); }

/* ---- main -------------------------------------------------------------------------------------------- */
static const struct { const char *name; int (*fn)(int, char **); const char *help; } commands[] = {
    { "run", cmd_run, "plain completion: -m MODEL -p PROMPT [-n 128] [--temp 0.8 ...]" },
    { "chat", cmd_chat, "interactive chat: -m MODEL [--system TEXT] [-p FIRST]" },
    { "info", cmd_info, "metadata and tensors: -m MODEL [--json]" },
    { "bench", cmd_bench, "speed: -m MODEL [-p 512] [-n 128] [-r 3] [--json]" },
    { "eval", cmd_eval, "conformance logits: -m MODEL --seqs SEQ.json [--top 20] [--greedy 32]" },
    { "tokenize", cmd_tokenize, "token ids of stdin: -m MODEL [--special] [--parse-special] | --test FILE.inp" },
    { "template", cmd_template, "render a chat: (-m MODEL | --name NAME) --messages CONV.json" },
    { "dequant", cmd_dequant, "raw blocks to f32: --type TYPE --cols N < RAW > F32" },
    { "quantize", cmd_quantize, "f32 to raw blocks: --type TYPE --cols N < F32 > RAW" },
    { "transcribe", cmd_transcribe, "speech to text: -m WHISPER.bin AUDIO.wav" },
    { "vad", cmd_vad, "speech segments: -m SILERO.bin AUDIO.wav" },
    { "whisper-eval", cmd_whisper_eval, "whisper conformance logits" },
};

static void usage(FILE *f) {
    fprintf(f, "dlgo %s — LLM inference in one C header\nusage: dlgo COMMAND [options]   (dlgo COMMAND -h for help)\n\n",
            dlgo_version());
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        fprintf(f, "  %-13s %s\n", commands[i].name, commands[i].help);
}

int main(int argc, char **argv) {
    if (argc < 2) { usage(stderr); return 1; }
    if (!strcmp(argv[1], "-h") || !strcmp(argv[1], "--help") || !strcmp(argv[1], "help")) { usage(stdout); return 0; }
    if (!strcmp(argv[1], "--version")) { printf("dlgo %s\n", dlgo_version()); return 0; }
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        if (!strcmp(argv[1], commands[i].name)) return commands[i].fn(argc - 1, argv + 1);
    fprintf(stderr, "dlgo: unknown command '%s' (try dlgo --help)\n", argv[1]);
    return 1;
}
