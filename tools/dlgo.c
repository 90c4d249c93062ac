/* dlgo.c — the dlgo command-line program (contract: CLI.md). Built by `make` into ./dlgo. */
#define DLGO_IMPLEMENTATION
#include "../dlgo.h"
#include "json.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int die(const char *fmt, const char *a) {
    fprintf(stderr, "dlgo: "); fprintf(stderr, fmt, a); fprintf(stderr, "\n");
    return 1;
}
static int not_yet(const char *cmd) { return die("%s: not implemented yet", cmd); }

/* ---- info ------------------------------------------------------------------------------------------- */
static int cmd_info(int argc, char **argv) { (void)argc; (void)argv; return not_yet("info"); }

/* ---- dequant / quantize ------------------------------------------------------------------------------ */
static int cmd_dequant(int argc, char **argv) {
    /* one body serves both directions: `dequant` (raw blocks -> f32) and `quantize` (f32 -> raw blocks) */
    const int to_raw = argc > 0 && !strcmp(argv[0], "quantize");
    const char *cmd = to_raw ? "quantize" : "dequant", *tname = NULL;
    long long cols = 0;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "-h") || !strcmp(argv[i], "--help")) {
            printf("usage: dlgo %s --type TYPE --cols N < %s > %s\n  rows of N values; TYPE is a ggml type name "
                   "(q4_K, iq2_xxs, f16, ...)\n", cmd, to_raw ? "F32" : "RAW", to_raw ? "RAW" : "F32");
            return 0;
        } else if (!strcmp(argv[i], "--type") && i + 1 < argc) {
            tname = argv[++i];
        } else if (!strcmp(argv[i], "--cols") && i + 1 < argc) {
            char *end;
            cols = strtoll(argv[++i], &end, 10);
            if (*end || end == argv[i] || cols <= 0 || cols > (1LL << 30)) {
                fprintf(stderr, "dlgo %s: --cols wants a positive integer, got '%s'\n", cmd, argv[i]);
                return 1;
            }
        } else {
            fprintf(stderr, "dlgo %s: unknown or incomplete option '%s' (usage: dlgo %s --type TYPE --cols N)\n", cmd,
                    argv[i], cmd);
            return 1;
        }
    }
    if (!tname || !cols) { fprintf(stderr, "dlgo %s: --type TYPE and --cols N are required\n", cmd); return 1; }
    int type = dlgo_type_from_name(tname);
    if (type < 0) { fprintf(stderr, "dlgo %s: unknown type '%s'\n", cmd, tname); return 1; }
    if (to_raw ? !dlgo_type_can_quantize(type) : !dlgo_type_can_dequantize(type)) {
        fprintf(stderr, "dlgo %s: type %s cannot be %s by dlgo\n", cmd, dlgo_type_name(type), to_raw ? "quantized" : "dequantized");
        return 1;
    }
    size_t rb = dlgo_row_bytes(type, cols);
    if (!rb) {
        fprintf(stderr, "dlgo %s: --cols %lld is not a multiple of the %s block size %lld\n", cmd, cols,
                dlgo_type_name(type), (long long)dlgo_type_block_size(type));
        return 1;
    }
    size_t in_row = to_raw ? (size_t)cols * 4 : rb, out_row = to_raw ? rb : (size_t)cols * 4;
    unsigned char *in = (unsigned char *)malloc(in_row), *out = (unsigned char *)malloc(out_row);
    float *f = (float *)malloc((size_t)cols * 4);
    int rc = 0;
    long long row = 0;
    if (!in || !out || !f) { fprintf(stderr, "dlgo %s: out of memory for rows of %lld values\n", cmd, cols); rc = 1; }
    while (!rc) {
        size_t n = fread(in, 1, in_row, stdin);
        if (n == 0 && !ferror(stdin)) break;   /* clean end after a whole number of rows */
        if (n != in_row) {
            fprintf(stderr, "dlgo %s: input ends inside row %lld (%zu of %zu bytes)\n", cmd, row, n, in_row);
            rc = 1; break;
        }
        dlgo_result r;
        if (to_raw) { memcpy(f, in, in_row); r = dlgo_quantize_row(type, f, out, cols); }
        else { r = dlgo_dequantize_row(type, in, f, cols); memcpy(out, f, out_row); }
        if (r != DLGO_OK) { fprintf(stderr, "dlgo %s: row %lld: %s\n", cmd, row, dlgo_result_str(r)); rc = 1; break; }
        if (fwrite(out, 1, out_row, stdout) != out_row) { fprintf(stderr, "dlgo %s: write error\n", cmd); rc = 1; break; }
        row++;
    }
    if (!rc && fflush(stdout) != 0) { fprintf(stderr, "dlgo %s: write error\n", cmd); rc = 1; }
    free(in); free(out); free(f);
    return rc;
}

static int cmd_quantize(int argc, char **argv) { return cmd_dequant(argc, argv); }   /* argv[0] = "quantize" */

/* ---- tokenize ---------------------------------------------------------------------------------------- */
static int cmd_tokenize(int argc, char **argv) { (void)argc; (void)argv; return not_yet("tokenize"); }

/* ---- template ---------------------------------------------------------------------------------------- */
static int cmd_template(int argc, char **argv) { (void)argc; (void)argv; return not_yet("template"); }

/* ---- run / chat / eval / bench ------------------------------------------------------------------------ */
static int cmd_run(int argc, char **argv) { (void)argc; (void)argv; return not_yet("run"); }

static int cmd_chat(int argc, char **argv) { (void)argc; (void)argv; return not_yet("chat"); }

static int cmd_eval(int argc, char **argv) { (void)argc; (void)argv; return not_yet("eval"); }

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
