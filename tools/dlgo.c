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
    if (mf->gpu) { fprintf(stderr, "dlgo: %s: --gpu: no Vulkan backend in this build yet\n", cmd); return 1; }
    return 0;
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
        if (dlgo_ctx_eval(ctx, toks, n, &err) != DLGO_OK) { dlgo_ctx_free(ctx); free(toks); rc = die("eval: %s", err.msg); break; }
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
            if (g + 1 < greedy && dlgo_ctx_eval(ctx, &tok, 1, &err) != DLGO_OK) { rc = die("eval: %s", err.msg); break; }
        }
        printf("]}}");
        dlgo_ctx_free(ctx);
        free(toks);
    }
    printf("\n]}\n");
    free(pairs);
    dlgo_model_free(model);
    json_free(doc);
    return rc;
}

static int cmd_bench(int argc, char **argv) { (void)argc; (void)argv; return not_yet("bench"); }

/* ---- speech ------------------------------------------------------------------------------------------ */
static int cmd_transcribe(int argc, char **argv) {
    const char *model = NULL, *wav = NULL, *lang = NULL; int json = 0, threads = 1, translate = 0;
    for (int i = 1; i < argc; i++) {
        if ((!strcmp(argv[i], "-m") || !strcmp(argv[i], "--model")) && i + 1 < argc) model = argv[++i];
        else if ((!strcmp(argv[i], "-l") || !strcmp(argv[i], "--language")) && i + 1 < argc) lang = argv[++i];
        else if ((!strcmp(argv[i], "-t") || !strcmp(argv[i], "--threads")) && i + 1 < argc) threads = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--translate")) translate = 1;
        else if (!strcmp(argv[i], "--json")) json = 1;
        else if (!strcmp(argv[i], "-h") || !strcmp(argv[i], "--help")) {
            printf("usage: dlgo transcribe -m WHISPER.bin AUDIO.wav [--language en|auto|...] [--translate] [--json] [-t N]\n"); return 0;
        } else if (argv[i][0] != '-' && !wav) wav = argv[i];
        else return die("transcribe: unknown argument '%s'", argv[i]);
    }
    if (!model || !wav) return die("transcribe: %s", "-m WHISPER.bin and AUDIO.wav are required");
    dlgo_whisper *w; dlgo_whisper_ctx *c; dlgo_error err;
    if (dlgo_whisper_load(model, NULL, &w, &err) != DLGO_OK) return die("transcribe: %s", err.msg);
    if (dlgo_whisper_ctx_create(w, threads, &c, &err) != DLGO_OK) { dlgo_whisper_free(w); return die("transcribe: %s", err.msg); }
    dlgo_whisper_params P; memset(&P, 0, sizeof P);
    P.language = lang; P.translate = translate;
    dlgo_whisper_result res;
    int rc = 0;
    if (dlgo_whisper_transcribe_file(c, wav, &P, &res, &err) != DLGO_OK) rc = die("transcribe: %s", err.msg);
    else {
        if (json) {
            printf("{\"text\": "); json_out_str(stdout, res.text, strlen(res.text));
            printf(", \"language\": \"%s\", \"token_ids\": [", res.language ? res.language : "");
            int first = 1;
            for (int s = 0; s < res.n_segments; s++)
                for (int k = 0; k < res.segments[s].n_tokens; k++) { printf("%s%d", first ? "" : ", ", res.segments[s].tokens[k]); first = 0; }
            printf("], \"segments\": [");
            for (int s = 0; s < res.n_segments; s++) {
                printf("%s{\"t0_s\": %.2f, \"t1_s\": %.2f, \"text\": ", s ? ", " : "", res.segments[s].t0_ms / 1000.0, res.segments[s].t1_ms / 1000.0);
                json_out_str(stdout, res.segments[s].text, strlen(res.segments[s].text));
                printf("}");
            }
            printf("]}\n");
        } else printf("%s\n", res.text);
        dlgo_whisper_result_free(&res);
    }
    dlgo_whisper_ctx_free(c);
    dlgo_whisper_free(w);
    return rc;
}

static int cmd_vad(int argc, char **argv) {
    const char *model = NULL, *wav = NULL; int json = 0;
    for (int i = 1; i < argc; i++) {
        if ((!strcmp(argv[i], "-m") || !strcmp(argv[i], "--model")) && i + 1 < argc) model = argv[++i];
        else if (!strcmp(argv[i], "--json")) json = 1;
        else if (!strcmp(argv[i], "-h") || !strcmp(argv[i], "--help")) { printf("usage: dlgo vad -m SILERO.bin AUDIO.wav [--json]\n"); return 0; }
        else if (argv[i][0] != '-' && !wav) wav = argv[i];
        else return die("vad: unknown argument '%s'", argv[i]);
    }
    if (!model || !wav) return die("vad: %s", "-m SILERO.bin and AUDIO.wav are required");
    dlgo_vad *v; dlgo_error err;
    if (dlgo_vad_load(model, NULL, &v, &err) != DLGO_OK) return die("vad: %s", err.msg);
    float *s = NULL; int64_t n = 0;
    if (dlgo_wav_read_file(wav, 16000, NULL, &s, &n, NULL, &err) != DLGO_OK) { dlgo_vad_free(v); return die("vad: %s", err.msg); }
    dlgo_vad_result res;
    int rc = 0;
    if (dlgo_vad_detect(v, s, n, NULL, &res, &err) != DLGO_OK) rc = die("vad: %s", err.msg);
    else {
        if (json) {
            printf("{\"probs\": [");
            for (int64_t i = 0; i < res.n_probs; i++) printf("%s%.9g", i ? ", " : "", res.probs[i]);
            printf("], \"segments\": [");
            for (int i = 0; i < res.n_segments; i++) printf("%s{\"start_s\": %.2f, \"end_s\": %.2f}", i ? ", " : "", res.segments[i].start_s, res.segments[i].end_s);
            printf("]}\n");
        } else for (int i = 0; i < res.n_segments; i++) printf("%.2f %.2f\n", res.segments[i].start_s, res.segments[i].end_s);
        dlgo_vad_result_free(&res);
    }
    dlgo_audio_free(NULL, s);
    dlgo_vad_free(v);
    return rc;
}

static int cmd_whisper_eval(int argc, char **argv) {
    const char *model = NULL, *wav = NULL, *forced = NULL; int greedy = 24;
    for (int i = 1; i < argc; i++) {
        if ((!strcmp(argv[i], "-m") || !strcmp(argv[i], "--model")) && i + 1 < argc) model = argv[++i];
        else if (!strcmp(argv[i], "--forced") && i + 1 < argc) forced = argv[++i];
        else if (!strcmp(argv[i], "--greedy") && i + 1 < argc) greedy = atoi(argv[++i]);
        else if (!strcmp(argv[i], "-h") || !strcmp(argv[i], "--help")) {
            printf("usage: dlgo whisper-eval -m WHISPER.bin AUDIO.wav --forced ID,ID,... [--greedy 24]\n"); return 0;
        } else if (argv[i][0] != '-' && !wav) wav = argv[i];
        else return die("whisper-eval: unknown argument '%s'", argv[i]);
    }
    if (!model || !wav) return die("whisper-eval: %s", "-m WHISPER.bin and AUDIO.wav are required");
    if (greedy < 0 || greedy > 400) return die("whisper-eval: %s", "--greedy must be 0..400");
    int32_t fids[512]; int nf = 0;
    for (const char *p = forced; p && *p && nf < 512;) {
        char *end; long v = strtol(p, &end, 10);
        if (end == p) return die("whisper-eval: bad --forced list '%s'", forced);
        fids[nf++] = (int32_t)v;
        p = *end == ',' ? end + 1 : end;
    }
    dlgo_whisper *w; dlgo_whisper_ctx *c; dlgo_error err;
    if (dlgo_whisper_load(model, NULL, &w, &err) != DLGO_OK) return die("whisper-eval: %s", err.msg);
    dlgo_whisper_info info; dlgo_whisper_get_info(w, &info);
    const int32_t V = info.n_vocab;
    float *s = NULL; int64_t n = 0;
    int rc = 0;
    if (dlgo_whisper_ctx_create(w, 1, &c, &err) != DLGO_OK) { dlgo_whisper_free(w); return die("whisper-eval: %s", err.msg); }
    if (dlgo_wav_read_file(wav, 16000, NULL, &s, &n, NULL, &err) != DLGO_OK || dlgo_whisper_set_audio(c, s, n, &err) != DLGO_OK ||
        dlgo_whisper_encode(c, 0, &err) != DLGO_OK) rc = die("whisper-eval: %s", err.msg);
    int32_t prompt[4]; int np = dlgo_whisper_prompt(w, 0, 0, prompt);
    float *pairs = (float *)malloc((size_t)V * 2 * sizeof(float));
    if (!rc) {
        printf("{\"prompt\": {\"ids\": [");
        for (int i = 0; i < np; i++) printf("%s%d", i ? ", " : "", prompt[i]);
        printf("]},\n \"teacher_forced\": {\"forced_tokens\": [");
        for (int i = 0; i < nf; i++) printf("%s%d", i ? ", " : "", fids[i]);
        printf("], \"steps\": [");
        for (int k = 0; k < nf && !rc; k++) {
            if ((k == 0 ? dlgo_whisper_decode(c, prompt, np, 0, &err) : dlgo_whisper_decode(c, &fids[k - 1], 1, np + k - 1, &err)) != DLGO_OK) {
                rc = die("whisper-eval: %s", err.msg); break;
            }
            const float *l = dlgo_whisper_logits(c);
            double mx = -INFINITY, sum = 0;
            for (int32_t i = 0; i < V; i++) if (l[i] > mx) mx = l[i];
            for (int32_t i = 0; i < V; i++) sum += exp((double)l[i] - mx);
            for (int32_t i = 0; i < V; i++) { pairs[2 * i] = l[i]; pairs[2 * i + 1] = (float)i; }
            qsort(pairs, (size_t)V, 2 * sizeof(float), cmp_logit_desc);
            printf("%s\n  {\"step\": %d, \"top20\": [", k ? "," : "", k);
            for (int j = 0; j < 20 && j < V; j++) printf("%s[%d, %.9g]", j ? ", " : "", (int)pairs[2 * j + 1], pairs[2 * j]);
            printf("], \"logsumexp\": %.9g, \"target\": %d, \"target_logit\": %.9g}", mx + log(sum), fids[k],
                   fids[k] >= 0 && fids[k] < V ? l[fids[k]] : 0.0f);
        }
        printf("]},\n \"greedy_raw\": {\"ids\": [");
        if (!rc && greedy > 0 && dlgo_whisper_decode(c, prompt, np, 0, &err) != DLGO_OK) rc = die("whisper-eval: %s", err.msg);
        float marg[400];
        for (int g = 0; g < greedy && !rc; g++) {
            float t1, t2;
            int32_t tok = argmax2(dlgo_whisper_logits(c), V, &t1, &t2);
            marg[g] = t1 - t2;
            printf("%s%d", g ? ", " : "", tok);
            if (g + 1 < greedy && dlgo_whisper_decode(c, &tok, 1, np + g, &err) != DLGO_OK) rc = die("whisper-eval: %s", err.msg);
        }
        printf("], \"margins\": [");
        for (int g = 0; g < greedy && !rc; g++) printf("%s%.6g", g ? ", " : "", marg[g]);
        printf("]}}\n");
    }
    free(pairs);
    dlgo_audio_free(NULL, s);
    dlgo_whisper_ctx_free(c);
    dlgo_whisper_free(w);
    return rc;
}

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
