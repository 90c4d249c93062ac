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
static int cmd_dequant(int argc, char **argv) { (void)argc; (void)argv; return not_yet("dequant"); }

static int cmd_quantize(int argc, char **argv) { (void)argc; (void)argv; return not_yet("quantize"); }

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
