/* dlgo.c — the dlgo command-line program (contract: CLI.md). Built by `make` into ./dlgo.
   DLGO_CLI_NO_MAIN: the commands without main() and without the library's implementation, for a program that
   includes this file and links dlgo.h's implementation from elsewhere (tests/fuzz/fuzz_http.c: the server's
   request parser, against the fuzz targets' one instrumented library object). */
#ifndef DLGO_CLI_NO_MAIN
#define DLGO_IMPLEMENTATION
#endif
#define DLGO_EXPOSE_INTERNALS   /* info, dequant/quantize and whisper-eval use the internal entry points */
#include "../dlgo.h"
#include "json.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <time.h>
#include <errno.h>
#include <stdarg.h>
#if defined(__unix__) || defined(__APPLE__)
#include <unistd.h>
#endif

/* "dlgo: CMD: message" on stderr, one line; returns 1 (the exit status of a failed command). */
#if defined(__GNUC__) || defined(__clang__)
__attribute__((format(printf, 2, 3)))
#endif
static int die(const char *cmd, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "dlgo: %s: ", cmd);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
    return 1;
}

/* ---- arguments: one parser for every command ----------------------------------------------------------
   A command walks its words with an args cursor: arg_is() matches a flag and its aliases (llama.cpp's spellings
   beside dlgo's), arg_str/arg_int/arg_num take its value strictly (the whole word, in range) and say what was
   wrong in one line ("missing value for -m", "bad value for -n: 'abc' (an integer from -1 to 1000000000)"). */
typedef struct {
    int argc;
    char **argv;
    int i;             /* the word being read */
    const char *cmd;   /* for messages */
    int bad;           /* a message was printed: the command exits 1 */
} args;

/* Is the current word one of the space-separated names? */
static int arg_is(const args *a, const char *names) {
    const char *w = a->argv[a->i];
    const size_t n = strlen(w);
    for (const char *p = names; *p;) {
        const char *e = strchr(p, ' ');
        const size_t l = e ? (size_t)(e - p) : strlen(p);
        if (l == n && !strncmp(p, w, n)) return 1;
        p += l;
        while (*p == ' ') p++;
    }
    return 0;
}
static const char *arg_str(args *a) {
    if (a->i + 1 >= a->argc) {
        die(a->cmd, "missing value for %s", a->argv[a->i]);
        a->bad = 1;
        return NULL;
    }
    return a->argv[++a->i];
}
static int arg_int(args *a, long lo, long hi, int *out) {
    const char *flag = a->argv[a->i], *s = arg_str(a);
    if (!s) return 0;
    char *end;
    errno = 0;
    const long v = strtol(s, &end, 10);
    if (end == s || *end || errno || v < lo || v > hi) {
        die(a->cmd, "bad value for %s: '%s' (an integer from %ld to %ld)", flag, s, lo, hi);
        a->bad = 1;
        return 0;
    }
    *out = (int)v;
    return 1;
}
static int arg_num(args *a, double lo, double hi, double *out) {
    const char *flag = a->argv[a->i], *s = arg_str(a);
    if (!s) return 0;
    char *end;
    errno = 0;
    const double v = strtod(s, &end);
    if (end == s || *end || errno || !(v >= lo && v <= hi)) {
        die(a->cmd, "bad value for %s: '%s' (a number from %g to %g)", flag, s, lo, hi);
        a->bad = 1;
        return 0;
    }
    *out = v;
    return 1;
}
static int arg_float(args *a, double lo, double hi, float *out) {
    double v;
    if (!arg_num(a, lo, hi, &v)) return 0;
    *out = (float)v;
    return 1;
}
static int arg_unknown(args *a) {
    const char *w = a->argv[a->i];
    if (w[0] == '-') die(a->cmd, "unknown option '%s' (try dlgo %s -h)", w, a->cmd);
    else die(a->cmd, "unexpected argument '%s' (try dlgo %s -h)", w, a->cmd);
    a->bad = 1;
    return 1;
}
/* The whole of a text file (-f PROMPT_FILE), malloc'ed and NUL-terminated; NULL with a message on failure. */
static char *read_text_file(const char *cmd, const char *path) {
    FILE *f = fopen(path, "rb");
    if (!f) { die(cmd, "cannot open '%s'", path); return NULL; }
    size_t cap = 4096, n = 0, r;
    char *b = (char *)malloc(cap + 1);
    while (b && (r = fread(b + n, 1, cap - n, f)) > 0) {
        n += r;
        if (n == cap) {
            char *nb = (char *)realloc(b, cap * 2 + 1);
            if (!nb) { free(b); b = NULL; break; }
            b = nb;
            cap *= 2;
        }
    }
    fclose(f);
    if (!b) { die(cmd, "out of memory reading '%s'", path); return NULL; }
    b[n] = 0;
    return b;
}

/* ---- info ------------------------------------------------------------------------------------------- */
/* JSON string literal of n bytes (invalid UTF-8 bytes are escaped as \u00XX so the output stays valid JSON),
   written through put (a FILE, or the server's buffers) */
static void json_escape(const char *s, size_t n, void (*put)(void *, const char *, size_t), void *u) {
    char e[8];
    put(u, "\"", 1);
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c == '"' || c == '\\') { e[0] = '\\'; e[1] = (char)c; put(u, e, 2); }
        else if (c == '\n') put(u, "\\n", 2);
        else if (c == '\t') put(u, "\\t", 2);
        else if (c == '\r') put(u, "\\r", 2);
        else if (c < 0x20 || c == 0x7f) { snprintf(e, sizeof e, "\\u%04x", c); put(u, e, 6); }
        else if (c < 0x80) put(u, s + i, 1);
        else {   /* copy a well-formed UTF-8 sequence (Unicode's table 3-7: no overlong forms, surrogates or code points
                    past U+10FFFF, which strict JSON readers refuse), escape stray bytes */
            const int len = c >= 0xf0 && c < 0xf5 ? 4 : c >= 0xe0 && c < 0xf0 ? 3 : c >= 0xc2 && c < 0xe0 ? 2 : 0;
            int ok = len > 0 && i + (size_t)len <= n;
            for (int k = 1; ok && k < len; k++) ok = ((unsigned char)s[i + k] & 0xc0) == 0x80;
            if (ok && len > 2) {   /* the second byte's narrower range after E0, ED, F0 and F4 */
                const unsigned char c1 = (unsigned char)s[i + 1];
                ok = c == 0xe0 ? c1 >= 0xa0 : c == 0xed ? c1 < 0xa0 : c == 0xf0 ? c1 >= 0x90 : c == 0xf4 ? c1 < 0x90 : 1;
            }
            if (ok) { put(u, s + i, (size_t)len); i += (size_t)len - 1; }
            else { snprintf(e, sizeof e, "\\u%04x", c); put(u, e, 6); }
        }
    }
    put(u, "\"", 1);
}
static void json_put_file(void *f, const char *s, size_t n) { fwrite(s, 1, n, (FILE *)f); }
static void json_out_str(FILE *f, const char *s, size_t n) { json_escape(s, n, json_put_file, f); }

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
    args a = { argc, argv, 0, "info", 0 };
    const char *model = NULL;
    int as_json = 0;
    for (a.i = 1; a.i < argc && !a.bad; a.i++) {
        if (arg_is(&a, "-m --model")) model = arg_str(&a);
        else if (arg_is(&a, "--json")) as_json = 1;
        else if (arg_is(&a, "-h --help")) { printf("usage: dlgo info -m MODEL [--json]\n"); return 0; }
        else arg_unknown(&a);
    }
    if (a.bad) return 1;
    if (!model) return die("info", "-m MODEL is required");
    dlgo_gguf *g; dlgo_error err;
    if (dlgo_gguf_open_file(model, NULL, &g, &err) != DLGO_OK) return die("info", "%s", err.msg);
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
static int cmd_dequant(int argc, char **argv) {
    /* one body serves both directions: `dequant` (raw blocks -> f32) and `quantize` (f32 -> raw blocks) */
    const int to_raw = argc > 0 && !strcmp(argv[0], "quantize");
    const char *cmd = to_raw ? "quantize" : "dequant", *tname = NULL;
    args a = { argc, argv, 0, cmd, 0 };
    int cols = 0;
    for (a.i = 1; a.i < argc && !a.bad; a.i++) {
        if (arg_is(&a, "-h --help")) {
            printf("usage: dlgo %s --type TYPE --cols N < %s > %s\n  rows of N values; TYPE is a ggml type name "
                   "(q4_K, iq2_xxs, f16, ...)\n", cmd, to_raw ? "F32" : "RAW", to_raw ? "RAW" : "F32");
            return 0;
        } else if (arg_is(&a, "--type")) tname = arg_str(&a);
        else if (arg_is(&a, "--cols")) arg_int(&a, 1, 1 << 30, &cols);
        else arg_unknown(&a);
    }
    if (a.bad) return 1;
    if (!tname || !cols) return die(cmd, "--type TYPE and --cols N are required");
    int type = dlgo_type_from_name(tname);
    if (type < 0) return die(cmd, "unknown type '%s'", tname);
    if (to_raw ? !dlgo_type_can_quantize(type) : !dlgo_type_can_dequantize(type))
        return die(cmd, "type %s cannot be %s by dlgo", dlgo_type_name(type), to_raw ? "quantized" : "dequantized");
    size_t rb = dlgo_row_bytes(type, cols);
    if (!rb) return die(cmd, "--cols %d is not a multiple of the %s block size %lld", cols, dlgo_type_name(type), (long long)dlgo_type_block_size(type));
    size_t in_row = to_raw ? (size_t)cols * 4 : rb, out_row = to_raw ? rb : (size_t)cols * 4;
    unsigned char *in = (unsigned char *)malloc(in_row), *out = (unsigned char *)malloc(out_row);
    float *f = (float *)malloc((size_t)cols * 4);
    int rc = 0;
    long long row = 0;
    if (!in || !out || !f) rc = die(cmd, "out of memory for rows of %d values", cols);
    while (!rc) {
        size_t n = fread(in, 1, in_row, stdin);
        if (n == 0 && !ferror(stdin)) break;   /* clean end after a whole number of rows */
        if (n != in_row) {
            rc = die(cmd, "input ends inside row %lld (%zu of %zu bytes)", row, n, in_row);
            break;
        }
        dlgo_result r;
        if (to_raw) { memcpy(f, in, in_row); r = dlgo_quantize_row(type, f, out, cols); }
        else { r = dlgo_dequantize_row(type, in, f, cols); memcpy(out, f, out_row); }
        if (r != DLGO_OK) { rc = die(cmd, "row %lld: %s", row, dlgo_result_str(r)); break; }
        if (fwrite(out, 1, out_row, stdout) != out_row) { rc = die(cmd, "write error"); break; }
        row++;
    }
    if (!rc && fflush(stdout) != 0) rc = die(cmd, "write error");
    free(in); free(out); free(f);
    return rc;
}

static int cmd_quantize(int argc, char **argv) { return cmd_dequant(argc, argv); }   /* argv[0] = "quantize" */

/* ---- tokenize ---------------------------------------------------------------------------------------- */
/* Read a whole stream (stdin or a file) into a malloc'ed buffer. */
static char *tok_read_stream(FILE *f, size_t *len) {
    size_t cap = 1 << 16, n = 0, r;
    char *b = (char *)malloc(cap + 1);
    while (b && (r = fread(b + n, 1, cap - n, f)) > 0) {
        n += r;
        if (n == cap) { char *nb = (char *)realloc(b, cap * 2 + 1); if (!nb) { free(b); return NULL; } b = nb; cap *= 2; }
    }
    if (b) { b[n] = 0; *len = n; }
    return b;
}
static int cmd_tokenize(int argc, char **argv) {
    args a = { argc, argv, 0, "tokenize", 0 };
    const char *model = NULL, *test = NULL;
    int special = 0, parse_special = 0;
    for (a.i = 1; a.i < argc && !a.bad; a.i++) {
        if (arg_is(&a, "-m --model")) model = arg_str(&a);
        else if (arg_is(&a, "--test")) test = arg_str(&a);
        else if (arg_is(&a, "--special")) special = 1;
        else if (arg_is(&a, "--parse-special")) parse_special = 1;
        else if (arg_is(&a, "-h --help")) {
            printf("usage: dlgo tokenize -m VOCAB_OR_MODEL [--special] [--parse-special] < TEXT\n"
                   "       dlgo tokenize -m VOCAB --test FILE.inp   (one line of ids per test string; .xz vocabularies are decompressed)\n");
            return 0;
        } else arg_unknown(&a);
    }
    if (a.bad) return 1;
    if (!model) return die("tokenize", "-m VOCAB_OR_MODEL is required");
    /* a compressed vocabulary (testdata ships .gguf.xz): decompress to a temporary file first */
    char tmp[64] = "";
    size_t ml = strlen(model);
    if (ml > 3 && !strcmp(model + ml - 3, ".xz")) {
        snprintf(tmp, sizeof tmp, "/tmp/dlgo_vocab_XXXXXX");
        int fd = mkstemp(tmp);
        if (fd < 0) return die("tokenize", "cannot create a temporary file for '%s'", model);
        close(fd);
        char cmd[4200];
        snprintf(cmd, sizeof cmd, "xz -dc '%s' > '%s'", model, tmp);
        if (system(cmd) != 0) { remove(tmp); return die("tokenize", "cannot decompress '%s' (xz missing?)", model); }
    }
    dlgo_gguf *g = NULL; dlgo_tokenizer *t = NULL; dlgo_error err;
    dlgo_result r = dlgo_gguf_open_file(tmp[0] ? tmp : model, NULL, &g, &err);
    if (r == DLGO_OK) { r = dlgo_tokenizer_load_gguf(g, NULL, &t, &err); dlgo_gguf_close(g); }
    if (tmp[0]) remove(tmp);
    if (r != DLGO_OK) return die("tokenize", "%s", err.msg);
    size_t n = 0;
    char *text = NULL;
    if (test) {
        FILE *f = fopen(test, "rb");
        if (!f) { dlgo_tokenizer_free(t); return die("tokenize", "cannot open '%s'", test); }
        text = tok_read_stream(f, &n);
        fclose(f);
    } else text = tok_read_stream(stdin, &n);
    if (!text) { dlgo_tokenizer_free(t); return die("tokenize", "cannot read the input"); }
    int rc = 0;
    int32_t cap = 1024;
    int32_t *ids = (int32_t *)malloc(sizeof(int32_t) * (size_t)cap);
    const char *sep = "\n__ggml_vocab_test__\n";
    size_t pos = 0, sepl = strlen(sep);
    for (;;) {
        const char *s = text + pos;
        size_t sl = n - pos;
        const char *nx = test ? strstr(s, sep) : NULL;
        if (nx) sl = (size_t)(nx - s);
        if (test && pos >= n) break;
        int32_t got = dlgo_tokenize(t, s, sl, test ? 0 : special, test ? 0 : parse_special, ids, cap, &err);
        if (got > cap) {   /* too small: the count says how much room it needs */
            free(ids); cap = got + 1;
            ids = (int32_t *)malloc(sizeof(int32_t) * (size_t)cap);
            if (!ids) { rc = die("tokenize", "%s", "out of memory"); break; }
            got = dlgo_tokenize(t, s, sl, test ? 0 : special, test ? 0 : parse_special, ids, cap, &err);
        }
        if (got < 0) { rc = die("tokenize", "%s", err.msg); break; }
        for (int32_t i = 0; i < got; i++) {
            if (test) printf(" %d", (int)ids[i]);
            else printf(i ? " %d" : "%d", (int)ids[i]);
        }
        putchar('\n');
        if (!test) break;
        pos = nx ? pos + sl + sepl : n;
    }
    free(ids); free(text);
    dlgo_tokenizer_free(t);
    return rc;
}

/* ---- template ---------------------------------------------------------------------------------------- */
/* "2024-07-26T12:00:00" (or with a space, or a date alone) -> seconds since 1970 UTC; -1 when malformed */
static long long parse_iso_time(const char *s) {
    int y, mo, d, h = 0, mi = 0, se = 0, n = 0;
    if (sscanf(s, "%4d-%2d-%2d%n", &y, &mo, &d, &n) != 3) return -1;
    if (s[n] == 'T' || s[n] == ' ') {
        int n2 = 0;
        if (sscanf(s + n + 1, "%2d:%2d:%2d%n", &h, &mi, &se, &n2) != 3) return -1;
        n += 1 + n2;
    }
    if (s[n] || mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || se > 60) return -1;
    /* days from civil (Howard Hinnant) */
    long long yy = mo <= 2 ? y - 1 : y, era = (yy >= 0 ? yy : yy - 399) / 400;
    long long yoe = yy - era * 400, doy = (153 * (mo + (mo > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    long long doe = yoe * 365 + yoe / 4 - yoe / 100 + doy, days = era * 146097 + doe - 719468;
    return days * 86400 + h * 3600 + mi * 60 + se;
}
/* The model's tokenizer.chat_template (malloc'ed) and its BOS/EOS text (malloc'ed, "" when none); 1 on failure */
static int model_template(const char *model, char **tmpl, char **bos, char **eos) {
    dlgo_gguf *g = NULL; dlgo_error err;
    *tmpl = *bos = *eos = NULL;
    if (dlgo_gguf_open_file(model, NULL, &g, &err) != DLGO_OK) { fprintf(stderr, "dlgo: template: %s\n", err.msg); return 1; }
    const char *s = NULL; uint64_t len = 0;
    dlgo_result r = dlgo_gguf_get_str(g, "tokenizer.chat_template", &s, &len, &err);
    if (r == DLGO_OK && (*tmpl = (char *)malloc((size_t)len + 1)) != NULL) { memcpy(*tmpl, s, (size_t)len); (*tmpl)[len] = 0; }
    else if (r == DLGO_ERR_NOT_FOUND) fprintf(stderr, "dlgo: template: %s has no tokenizer.chat_template\n", model);
    else fprintf(stderr, "dlgo: template: %s\n", r == DLGO_OK ? "out of memory" : err.msg);
    dlgo_tokenizer *t = NULL;
    if (*tmpl && dlgo_tokenizer_load_gguf(g, NULL, &t, &err) == DLGO_OK) {
        const char *b = dlgo_token_text(t, dlgo_token_special(t, DLGO_SPECIAL_BOS)), *e = dlgo_token_text(t, dlgo_token_special(t, DLGO_SPECIAL_EOS));
        *bos = strdup(b ? b : ""); *eos = strdup(e ? e : "");
    } else { *bos = strdup(""); *eos = strdup(""); }
    dlgo_tokenizer_free(t);
    dlgo_gguf_close(g);
    return !*tmpl || !*bos || !*eos;
}
/* dlgo template through the Jinja engine: the conversation file goes in as it is (tool calls and all) */
static int template_jinja(const char *model, const char *jinja, const char *conv_path, const char *tools_path,
                          const char *kwargs, const char *bos, const char *eos, const char *now, int add_gen) {
    char *tmpl = NULL, *mbos = NULL, *meos = NULL, *conv = NULL, *tools = NULL;
    int rc = 1;
    dlgo_chat_render_desc d;
    memset(&d, 0, sizeof d);
    if (now) {
        long long t = parse_iso_time(now);
        if (t < 0) return die("template", "--now %s: expected YYYY-MM-DDTHH:MM:SS", now);
        d.now = t ? t : 1;   /* 0 would mean "the clock" */
    }
    if (model ? model_template(model, &tmpl, &mbos, &meos) != 0 : !(tmpl = read_text_file("template", jinja))) goto done;
    if (!(conv = read_text_file("template", conv_path))) goto done;
    if (tools_path && !(tools = read_text_file("template", tools_path))) goto done;
    d.template_text = tmpl; d.messages_json = conv; d.tools_json = tools; d.kwargs_json = kwargs;
    d.bos_token = bos ? bos : mbos; d.eos_token = eos ? eos : meos; d.add_generation_prompt = add_gen;
    dlgo_chat_render_result res; dlgo_error err;
    dlgo_result r = dlgo_chat_render(&d, &res, &err);
    if (r == DLGO_ERR_REFUSED) fprintf(stderr, "%s\n", err.msg);   /* the template's own message, as it is */
    else if (r != DLGO_OK) fprintf(stderr, "dlgo: template: %s%s%s\n", model ? model : jinja, err.msg[0] == 'j' ? ": " : ": jinja: ", err.msg);
    else {
        rc = fwrite(res.text, 1, res.len, stdout) != res.len ? die("template", "%s", "write failed") : 0;
        dlgo_chat_render_result_free(&res);
    }
done:
    free(tmpl); free(mbos); free(meos); free(conv); free(tools);
    return rc;
}
static int cmd_template(int argc, char **argv) {
    args a = { argc, argv, 0, "template", 0 };
    const char *model = NULL, *name = NULL, *conv_path = NULL, *jinja = NULL, *engine = NULL;
    const char *tools = NULL, *kwargs = NULL, *bos = NULL, *eos = NULL, *now = NULL;
    int add_gen = 1;
    for (a.i = 1; a.i < argc && !a.bad; a.i++) {
        if (arg_is(&a, "-m --model")) model = arg_str(&a);
        else if (arg_is(&a, "--name")) name = arg_str(&a);
        else if (arg_is(&a, "--messages")) conv_path = arg_str(&a);
        else if (arg_is(&a, "--no-generation-prompt")) add_gen = 0;
        else if (arg_is(&a, "--jinja")) jinja = arg_str(&a);
        else if (arg_is(&a, "--engine")) engine = arg_str(&a);
        else if (arg_is(&a, "--tools")) tools = arg_str(&a);
        else if (arg_is(&a, "--kwargs")) kwargs = arg_str(&a);
        else if (arg_is(&a, "--bos")) bos = arg_str(&a);
        else if (arg_is(&a, "--eos")) eos = arg_str(&a);
        else if (arg_is(&a, "--now")) now = arg_str(&a);
        else if (arg_is(&a, "-h --help")) {
            printf("usage: dlgo template (-m MODEL | --name NAME) --messages CONV.json [--no-generation-prompt]\n"
                   "  prints the chat rendered as llama_chat_apply_template does (no trailing newline).\n"
                   "  CONV.json: [{\"role\": ..., \"content\": ...}, ...]\n"
                   "usage: dlgo template (--jinja FILE | -m MODEL --engine jinja) --messages CONV.json [--tools TOOLS.json]\n"
                   "                     [--kwargs JSON] [--bos S] [--eos S] [--no-generation-prompt] [--now 2024-07-26T12:00:00]\n"
                   "  renders the Jinja template as Hugging Face transformers' apply_chat_template does; the messages go in\n"
                   "  as they are (tool_calls, tool results). --tools/--kwargs/--bos/--eos/--now imply --engine jinja with -m;\n"
                   "  BOS/EOS default to the model's token text (\"\" with --jinja). A template's raise_exception exits 1 with\n"
                   "  its message on stderr. Built-in names:");
            const char *names[128];
            int32_t n = dlgo_chat_builtin_templates(names, 128);
            for (int32_t k = 0; k < n && k < 128; k++) printf("%s%s", k % 8 ? " " : "\n    ", names[k]);
            printf("\n");
            return 0;
        } else arg_unknown(&a);
    }
    if (a.bad) return 1;
    if (!conv_path) return die("template", "%s", "--messages CONV.json is required");
    if ((model != NULL) + (name != NULL) + (jinja != NULL) != 1) return die("template", "%s", "give exactly one of -m MODEL, --name NAME or --jinja FILE");
    if (engine && strcmp(engine, "jinja") && strcmp(engine, "builtin")) return die("template", "--engine %s: expected jinja or builtin", engine);
    const int jinja_only = tools || kwargs || bos || eos || now;
    if (jinja || (model && ((engine && !strcmp(engine, "jinja")) || (!engine && jinja_only)))) {
        if (engine && !strcmp(engine, "builtin")) return die("template", "%s", "--jinja FILE renders with the Jinja engine (drop --engine builtin)");
        return template_jinja(model, jinja, conv_path, tools, kwargs, bos, eos, now, add_gen);
    }
    if (jinja_only) return die("template", "%s", "--tools, --kwargs, --bos, --eos and --now need the Jinja engine (--jinja FILE or -m MODEL)");

    char jerr[128];
    json_node *conv = json_parse_file(conv_path, jerr);
    if (!conv) return die("template", "%s: %s", conv_path, jerr);
    if (conv->kind != JSON_ARR) { json_free(conv); return die("template", "%s: expected a JSON list of messages", conv_path); }
    size_t n_msgs = conv->len;
    dlgo_chat_message *msgs = (dlgo_chat_message *)calloc(n_msgs ? n_msgs : 1, sizeof *msgs);
    if (!msgs) { json_free(conv); return die("template", "%s", "out of memory"); }
    size_t k = 0;
    for (const json_node *m = conv->child; m; m = m->next, k++) {
        const json_node *r = json_get(m, "role"), *c = json_get(m, "content");
        if (!r || r->kind != JSON_STR || !c || c->kind != JSON_STR) {
            fprintf(stderr, "dlgo: template: %s: message %d needs string \"role\" and \"content\"\n", conv_path, (int)k);
            free(msgs); json_free(conv); return 1;
        }
        msgs[k].role = r->str; msgs[k].content = c->str;
    }

    char *tmpl_text = NULL;   /* the model's template, NUL-terminated (GGUF strings are not) */
    if (model) {
        dlgo_gguf *g = NULL; dlgo_error err;
        if (dlgo_gguf_open_file(model, NULL, &g, &err) != DLGO_OK) {
            fprintf(stderr, "dlgo: template: %s\n", err.msg); free(msgs); json_free(conv); return 1;
        }
        const char *s = NULL; uint64_t len = 0;
        dlgo_result r = dlgo_gguf_get_str(g, "tokenizer.chat_template", &s, &len, &err);
        if (r == DLGO_OK) {
            tmpl_text = (char *)malloc((size_t)len + 1);
            if (tmpl_text) { memcpy(tmpl_text, s, (size_t)len); tmpl_text[len] = 0; }
        } else if (r == DLGO_ERR_NOT_FOUND) {
            /* as llama.cpp: a model without a template is rendered as chatml */
            fprintf(stderr, "dlgo: template: %s has no tokenizer.chat_template; using chatml\n", model);
            tmpl_text = (char *)malloc(7);
            if (tmpl_text) memcpy(tmpl_text, "chatml", 7);
        } else {
            fprintf(stderr, "dlgo: template: %s\n", err.msg);
        }
        dlgo_gguf_close(g);
        if (!tmpl_text) { free(msgs); json_free(conv); return 1; }
    }
    const char *tmpl = model ? tmpl_text : name;
    int32_t need = dlgo_chat_apply_template(tmpl, msgs, n_msgs, add_gen, NULL, 0);
    int rc = 0;
    if (need < 0) {
        if (model) fprintf(stderr, "dlgo: template: the chat template of %s is not one llama.cpp recognises\n", model);
        else fprintf(stderr, "dlgo: template: unknown template name '%s' (see dlgo template -h)\n", name);
        rc = 1;
    } else {
        char *out = (char *)malloc((size_t)need + 1);
        if (!out) rc = die("template", "%s", "out of memory");
        else {
            dlgo_chat_apply_template(tmpl, msgs, n_msgs, add_gen, out, need + 1);
            if (fwrite(out, 1, (size_t)need, stdout) != (size_t)need) rc = die("template", "%s", "write failed");
            free(out);
        }
    }
    free(tmpl_text); free(msgs); json_free(conv);
    return rc;
}

/* ---- run / chat / eval / bench ------------------------------------------------------------------------ */
typedef struct { const char *model; int threads; int gpu, cpu, ngl; } model_flags;
/* The flags every model command shares (CLI.md), with llama.cpp's spellings as aliases. 1 when the word was one. */
static int parse_model_flag(args *a, model_flags *mf) {
    if (arg_is(a, "-m --model")) mf->model = arg_str(a);
    else if (arg_is(a, "-t --threads")) arg_int(a, 1, 4096, &mf->threads);
    else if (arg_is(a, "--gpu")) mf->gpu = 1;
    else if (arg_is(a, "--cpu")) mf->cpu = 1;
    else if (arg_is(a, "--ngl -ngl --n-gpu-layers")) arg_int(a, -1, 100000, &mf->ngl);
    else return 0;
    return 1;
}
/* -t default (CLI.md): all cores; the library itself starts no threads unless asked */
static int cli_threads(const model_flags *mf) {
    if (mf && mf->threads > 0) return mf->threads;
#if defined(_SC_NPROCESSORS_ONLN)
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    return n > 0 ? (int)n : 1;
#else
    return 1;
#endif
}
static int check_backend(const model_flags *mf, const char *cmd) {
    if (mf->gpu && mf->cpu) return die(cmd, "--gpu and --cpu exclude each other");
    return 0;
}
static void log_stderr(dlgo_log_level lvl, const char *msg, void *user) {
    (void)user;
    if (lvl <= DLGO_LOG_INFO) fprintf(stderr, "dlgo: %s\n", msg);
}
/* The backend, as CLI.md says: --gpu = a Vulkan device (error if none), --cpu = the CPU, neither = a real GPU when
   there is one (CPU implementations such as lavapipe are only used when asked for), else the CPU with one line. */
typedef struct { dlgo_vk_device *dev; dlgo_vk_model *vm; } gpu_state;
static int gpu_open(const model_flags *mf, const dlgo_model *model, int n_ctx_plan, gpu_state *gs) {
    memset(gs, 0, sizeof *gs);
    if (mf->cpu) return 0;
    dlgo_vk_device_desc dd;
    memset(&dd, 0, sizeof dd);
    dd.log = mf->gpu ? log_stderr : NULL;
    dd.gpu_only = !mf->gpu;
    dlgo_error err;
    if (dlgo_vk_device_create(&dd, &gs->dev, &err) != DLGO_OK) {
        if (mf->gpu) { fprintf(stderr, "dlgo: --gpu: %s\n", err.msg); return 1; }
        fprintf(stderr, "dlgo: no GPU (%s): running on the CPU\n", err.msg);
        return 0;
    }
    dlgo_vk_model_desc md;
    memset(&md, 0, sizeof md);
    md.n_gpu_layers = mf->ngl;
    md.n_ctx_plan = n_ctx_plan;
    if (dlgo_vk_model_create(gs->dev, model, &md, &gs->vm, &err) != DLGO_OK) {
        dlgo_vk_device_destroy(gs->dev);
        gs->dev = NULL;
        if (mf->gpu) { fprintf(stderr, "dlgo: --gpu: %s\n", err.msg); return 1; }
        fprintf(stderr, "dlgo: GPU unusable (%s): running on the CPU\n", err.msg);
    }
    return 0;
}
/* Attach the GPU (if open) to a context; the context then evaluates there and owns the attachment. */
static int gpu_attach(gpu_state *gs, dlgo_ctx *ctx, const char *cmd) {
    dlgo_vk_ctx *g;
    dlgo_error err;
    if (!gs->vm) return 0;
    if (dlgo_vk_ctx_create(gs->vm, ctx, &g, &err) != DLGO_OK) return die(cmd, "GPU: %s", err.msg);
    return 0;
}
static void gpu_close(gpu_state *gs) {
    dlgo_vk_model_destroy(gs->vm);
    dlgo_vk_device_destroy(gs->dev);
    memset(gs, 0, sizeof *gs);
}
/* The default model ships with the repository: look beside the working directory, then beside the binary. */
static const char *default_model(void) {
    static char path[4096];
    const char *rel = "models/stories260K.gguf";
    FILE *f = fopen(rel, "rb");
    if (f) { fclose(f); return rel; }
#ifdef __linux__
    ssize_t n = readlink("/proc/self/exe", path, sizeof path - 64);
    if (n > 0) {
        path[n] = 0;
        char *slash = strrchr(path, '/');
        if (slash) { strcpy(slash + 1, rel); f = fopen(path, "rb"); if (f) { fclose(f); return path; } }
    }
#endif
    return rel;
}
/* A progress bar on stderr while the model loads, only when stderr is a terminal */
static int progress_bar(float frac, void *user) {
    int *last = (int *)user, pct = (int)(frac * 100 + 0.5f), w = 30, k = (int)(frac * w + 0.5f);
    if (pct == *last || !isatty(2)) return 0;
    *last = pct;
    fprintf(stderr, "\rloading [%.*s%*s] %3d%%", k, "##############################", w - k, "", pct);
    if (frac >= 1.0f) fprintf(stderr, "\r%48s\r", "");
    fflush(stderr);
    return 0;
}
/* Every command loads its model here: a progress bar on a terminal, weights repacked on all threads, and
   DLGO_NO_REPACK (A/B measurements) read once into the desc. */
static int load_model(const model_flags *mf, const char *cmd, dlgo_model **model) {
    dlgo_model_desc md;
    memset(&md, 0, sizeof md);
    static int last_pct = -1;
    md.progress = progress_bar;
    md.progress_user = &last_pct;
    md.n_threads = cli_threads(mf);
    md.no_repack = getenv("DLGO_NO_REPACK") != NULL;
    dlgo_error err;
    if (dlgo_model_load_file(mf->model, &md, model, &err) != DLGO_OK) {
        if (isatty(2)) fputc('\n', stderr);
        return die(cmd, "%s", err.msg);
    }
    return 0;
}
/* What run, chat and bench start with: the model, the GPU when there is one (planned for cd->n_ctx), and one
   context on it. On failure the message is printed and whatever was opened stays in the outputs for the caller's
   cleanup. */
static int session_open(const model_flags *mf, const char *cmd, const dlgo_ctx_desc *cd, dlgo_model **model, gpu_state *gs,
                        dlgo_ctx **ctx) {
    dlgo_error err;
    if (load_model(mf, cmd, model)) return 1;
    if (gpu_open(mf, *model, cd->n_ctx, gs)) return 1;
    if (dlgo_ctx_create(*model, cd, ctx, &err) != DLGO_OK) return die(cmd, "%s", err.msg);
    return gpu_attach(gs, *ctx, cmd);
}
static int stream_piece(const char *piece, int32_t len, int32_t token, void *user) {
    (void)token;
    (void)user;
    fwrite(piece, 1, (size_t)len, stdout);
    fflush(stdout);
    return 0;
}
/* Sampling flags shared by run and chat, in llama.cpp's meanings (0 = off), stored as the desc wants them
   (0 = default, negative = off). 1 when the word was one of them. */
static int parse_sampler_flag(args *a, dlgo_sampler_desc *sd) {
    double v = 0;
    if (arg_is(a, "--temp")) {
        if (arg_num(a, 0, 100, &v)) sd->temp = v <= 0 ? -1.0f : (float)v;
    } else if (arg_is(a, "--top-k")) {
        int k = 0;
        if (arg_int(a, 0, 1 << 30, &k)) sd->top_k = k <= 0 ? -1 : k;
    } else if (arg_is(a, "--top-p")) {
        if (arg_num(a, 0, 1, &v)) sd->top_p = v <= 0 ? -1.0f : (float)v;
    } else if (arg_is(a, "--min-p")) {
        if (arg_num(a, 0, 1, &v)) sd->min_p = v <= 0 ? -1.0f : (float)v;
    } else if (arg_is(a, "--typical")) {
        if (arg_num(a, 0, 1, &v)) sd->typical_p = (float)v;
    } else if (arg_is(a, "--repeat-penalty")) {
        arg_float(a, 0, 100, &sd->penalty_repeat);
    } else if (arg_is(a, "--repeat-last-n")) {
        int n = 0;
        if (arg_int(a, -1, 1 << 30, &n)) sd->penalty_last_n = n <= 0 ? -1 : n;   /* -1 (context size): off here */
    } else if (arg_is(a, "--frequency-penalty")) {
        arg_float(a, -100, 100, &sd->penalty_freq);
    } else if (arg_is(a, "--presence-penalty")) {
        arg_float(a, -100, 100, &sd->penalty_present);
    } else if (arg_is(a, "-s --seed")) {
        if (arg_num(a, -1, 4294967295.0, &v)) sd->seed = v < 0 ? DLGO_SEED_RANDOM : (uint32_t)v;
    } else {
        return 0;
    }
    return 1;
}
static const char *sampler_help =
    "  --temp T (0.8; 0 = greedy)  --top-k K (40; 0 = off)  --top-p P (0.95)  --min-p P (0.05)  --typical P (1.0)\n"
    "  --repeat-penalty R (1.0)  --repeat-last-n N (64)  --frequency-penalty F (0)  --presence-penalty F (0)\n"
    "  -s/--seed S (random; 0 and -1 = random)  -t N threads  -c/--ctx-size N context size  --cpu | --gpu\n"
    "  -ngl/--n-gpu-layers N  layers on the GPU (default: all that fit)\n";

static int cmd_run(int argc, char **argv) {
    args a = { argc, argv, 0, "run", 0 };
    model_flags mf;
    memset(&mf, 0, sizeof mf);
    dlgo_sampler_desc sd;
    memset(&sd, 0, sizeof sd);   /* zero = llama.cpp's defaults */
    const char *prompt = NULL, *prompt_file = NULL;
    int n_predict = 128, stream = 1, n_ctx = 0;
    for (a.i = 1; a.i < argc && !a.bad; a.i++) {
        if (parse_sampler_flag(&a, &sd) || parse_model_flag(&a, &mf)) continue;
        if (arg_is(&a, "-p --prompt")) prompt = arg_str(&a);
        else if (arg_is(&a, "-f --file")) prompt_file = arg_str(&a);
        else if (arg_is(&a, "-n --n-predict")) arg_int(&a, -1, 1000000000, &n_predict);
        else if (arg_is(&a, "-c --ctx-size --ctx")) arg_int(&a, 0, 1 << 24, &n_ctx);
        else if (arg_is(&a, "--no-stream")) stream = 0;
        else if (arg_is(&a, "-h --help")) {
            printf("usage: dlgo run [-m MODEL] (-p PROMPT | -f FILE) [-n 128] [--no-stream]\n%s"
                   "-n -1 (or 0): until the end of generation or a full context. Without -m the model shipped with dlgo\n"
                   "(models/stories260K.gguf) tells a story. Environment: DLGO_NO_REPACK=1 keeps the file's weight layout.\n",
                   sampler_help);
            return 0;
        } else arg_unknown(&a);
    }
    if (a.bad) return 1;
    if (!mf.model) mf.model = default_model();
    if (prompt && prompt_file) return die("run", "give -p PROMPT or -f FILE, not both");
    if (!prompt && !prompt_file) return die("run", "-p PROMPT (or -f FILE) is required");
    if (check_backend(&mf, "run")) return 1;
    char *file_text = NULL;
    dlgo_model *model = NULL;
    dlgo_ctx *ctx = NULL;
    gpu_state gs;
    memset(&gs, 0, sizeof gs);
    dlgo_error err;
    int rc = 0;
    if (prompt_file && !(prompt = file_text = read_text_file("run", prompt_file))) return 1;
    dlgo_ctx_desc cd;
    memset(&cd, 0, sizeof cd);
    cd.n_ctx = n_ctx;
    cd.n_threads = cli_threads(&mf);
    if ((rc = session_open(&mf, "run", &cd, &model, &gs, &ctx)) != 0) goto done;
    dlgo_generate_desc g;
    memset(&g, 0, sizeof g);
    g.prompt = prompt;
    g.n_predict = n_predict == 0 ? -1 : n_predict;
    g.sampler = &sd;
    g.echo_prompt = 1;
    if (stream) g.on_token = stream_piece;
    dlgo_generate_result res;
    if (dlgo_ctx_generate(ctx, &g, &res, &err) != DLGO_OK) { rc = die("run", "%s", err.msg); goto done; }
    if (!stream) {   /* no streaming: the prompt, then the text */
        fputs(prompt, stdout);
        fwrite(res.text, 1, res.text_len, stdout);
    }
    fputc('\n', stdout);
    fprintf(stderr, "[%d prompt tokens in %.0f ms, %d generated in %.0f ms (%.1f tok/s)%s]\n", res.n_prompt, res.prompt_ms,
            res.n_generated, res.generate_ms, res.generate_ms > 0 ? res.n_generated * 1000.0 / res.generate_ms : 0.0,
            res.stop == DLGO_STOP_CONTEXT_FULL ? ", context full" : "");
    dlgo_generate_result_free(&res);
done:
    dlgo_ctx_destroy(ctx);
    gpu_close(&gs);
    dlgo_model_free(model);
    free(file_text);
    return rc;
}

static int cmd_chat(int argc, char **argv) {
    args a = { argc, argv, 0, "chat", 0 };
    model_flags mf;
    memset(&mf, 0, sizeof mf);
    dlgo_sampler_desc sd;
    memset(&sd, 0, sizeof sd);   /* zero = llama.cpp's defaults */
    const char *sys = NULL, *first = NULL, *first_file = NULL, *tmpl = NULL, *tmpl_file = NULL;
    int n_predict = -1, n_ctx = 0;
    for (a.i = 1; a.i < argc && !a.bad; a.i++) {
        if (parse_sampler_flag(&a, &sd) || parse_model_flag(&a, &mf)) continue;
        if (arg_is(&a, "--system -sys --system-prompt")) sys = arg_str(&a);
        else if (arg_is(&a, "--chat-template")) tmpl = arg_str(&a);
        else if (arg_is(&a, "--chat-template-file")) tmpl_file = arg_str(&a);
        else if (arg_is(&a, "-p --prompt")) first = arg_str(&a);
        else if (arg_is(&a, "-f --file")) first_file = arg_str(&a);
        else if (arg_is(&a, "-n --n-predict")) arg_int(&a, -1, 1000000000, &n_predict);
        else if (arg_is(&a, "-c --ctx-size --ctx")) arg_int(&a, 0, 1 << 24, &n_ctx);
        else if (arg_is(&a, "-h --help")) {
            printf("usage: dlgo chat [-m MODEL] [--system TEXT] [-p FIRST_MESSAGE | -f FILE] [-n MAX_REPLY]\n"
                   "                 [--chat-template NAME_OR_JINJA | --chat-template-file FILE.jinja]\n%s"
                   "type a message and press enter; /exit or end of input quits. The model's own chat template runs in\n"
                   "the Jinja engine; --chat-template takes a built-in name (chatml, llama3, ...) or Jinja text instead\n", sampler_help);
            return 0;
        } else arg_unknown(&a);
    }
    if (a.bad) return 1;
    if (!mf.model) mf.model = default_model();
    if (first && first_file) return die("chat", "give -p MESSAGE or -f FILE, not both");
    if (tmpl && tmpl_file) return die("chat", "give --chat-template or --chat-template-file, not both");
    if (check_backend(&mf, "chat")) return 1;
    char *file_text = NULL, *tmpl_text = NULL;
    dlgo_model *model = NULL;
    dlgo_ctx *ctx = NULL;
    gpu_state gs;
    memset(&gs, 0, sizeof gs);
    dlgo_error err;
    int rc = 0;
    if (first_file && !(first = file_text = read_text_file("chat", first_file))) return 1;
    if (tmpl_file && !(tmpl = tmpl_text = read_text_file("chat", tmpl_file))) { free(file_text); return 1; }
    dlgo_ctx_desc cd;
    memset(&cd, 0, sizeof cd);
    cd.n_ctx = n_ctx;
    cd.chat_template = tmpl;
    cd.n_threads = cli_threads(&mf);
    if ((rc = session_open(&mf, "chat", &cd, &model, &gs, &ctx)) != 0) goto done;
    if (sys && dlgo_ctx_chat_set_system(ctx, sys, &err) != DLGO_OK) { rc = die("chat", "%s", err.msg); goto done; }
    if (!tmpl && !dlgo_model_chat_template(model)) fprintf(stderr, "(the model has no chat template: using chatml)\n");
    dlgo_generate_desc g;
    memset(&g, 0, sizeof g);
    g.n_predict = n_predict;
    g.sampler = &sd;
    g.on_token = stream_piece;
    char line[8192];
    for (;;) {
        const char *msg = first;
        if (!msg) {
            fprintf(stderr, "> ");
            fflush(stderr);
            if (!fgets(line, sizeof line, stdin)) break;
            line[strcspn(line, "\r\n")] = 0;
            if (!strcmp(line, "/exit")) break;
            if (!line[0]) continue;
            msg = line;
        }
        first = NULL;
        dlgo_generate_result res;
        if (dlgo_ctx_chat_say(ctx, msg, &g, &res, &err) != DLGO_OK) { rc = die("chat", "%s", err.msg); break; }
        fputc('\n', stdout);
        fflush(stdout);
        dlgo_generate_result_free(&res);
    }
done:
    dlgo_ctx_destroy(ctx);
    gpu_close(&gs);
    dlgo_model_free(model);
    free(file_text); free(tmpl_text);
    return rc;
}

static int cmp_logit_desc(const void *a, const void *b) {   /* (logit desc, id asc) */
    const float *x = (const float *)a, *y = (const float *)b;
    if (x[0] != y[0]) return x[0] > y[0] ? -1 : 1;
    return x[1] < y[1] ? -1 : x[1] > y[1];
}
/* argmax (ties -> smaller id) and the runner-up logit */
static int32_t argmax2(const float *l, int32_t n, float *top1, float *top2) {
    int32_t best = 0;
    float b1 = -INFINITY, b2 = -INFINITY;
    for (int32_t i = 0; i < n; i++) {
        if (l[i] > b1) { b2 = b1; b1 = l[i]; best = i; }
        else if (l[i] > b2) b2 = l[i];
    }
    *top1 = b1;
    *top2 = b2;
    return best;
}
/* One sequence of eval: logits at every position of one batch, then greedy steps through the cache. */
static int eval_sequence(dlgo_model *model, const model_flags *mf, gpu_state *gs, const int32_t *toks, int32_t n,
                         int si, int top, int greedy, int kv_f16, float *pairs, int32_t V) {
    dlgo_ctx_desc cd;
    memset(&cd, 0, sizeof cd);
    cd.n_ctx = n + greedy + 1;
    cd.n_batch = n;
    cd.logits_all = 1;
    cd.kv_type = kv_f16 ? DLGO_KV_F16 : DLGO_KV_F32;
    cd.n_threads = cli_threads(mf);
    dlgo_ctx *ctx = NULL;
    dlgo_error err;
    int rc = 0;
    if (dlgo_ctx_create(model, &cd, &ctx, &err) != DLGO_OK) return die("eval", "%s", err.msg);
    if ((rc = gpu_attach(gs, ctx, "eval")) != 0) goto done;
    if (dlgo_ctx_eval(ctx, toks, n, &err) != DLGO_OK) { rc = die("eval", "%s", err.msg); goto done; }
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
        if (g + 1 < greedy && dlgo_ctx_eval(ctx, &tok, 1, &err) != DLGO_OK) { rc = die("eval", "%s", err.msg); break; }
    }
    printf("]}}");
done:
    dlgo_ctx_destroy(ctx);
    return rc;
}
static int cmd_eval(int argc, char **argv) {
    args a = { argc, argv, 0, "eval", 0 };
    model_flags mf;
    memset(&mf, 0, sizeof mf);
    const char *seqs = NULL, *kv = "f32";
    int top = 20, greedy = 32;
    for (a.i = 1; a.i < argc && !a.bad; a.i++) {
        if (parse_model_flag(&a, &mf)) continue;
        if (arg_is(&a, "--seqs")) seqs = arg_str(&a);
        else if (arg_is(&a, "--top")) arg_int(&a, 1, 1000, &top);
        else if (arg_is(&a, "--greedy")) arg_int(&a, 0, 100000, &greedy);
        else if (arg_is(&a, "--kv")) kv = arg_str(&a);
        else if (arg_is(&a, "-h --help")) {
            printf("usage: dlgo eval -m MODEL --seqs SEQ.json [--top 20] [--greedy 32] [--kv f32|f16] [--gpu|--cpu]\n");
            return 0;
        } else arg_unknown(&a);
    }
    if (a.bad) return 1;
    if (!mf.model || !seqs) return die("eval", "-m MODEL and --seqs SEQ.json are required");
    if (strcmp(kv, "f32") && strcmp(kv, "f16")) return die("eval", "bad value for --kv: '%s' (f32 or f16)", kv);
    if (check_backend(&mf, "eval")) return 1;
    char jerr[128];
    json_node *doc = json_parse_file(seqs, jerr);
    if (!doc) return die("eval", "--seqs: %s", jerr);
    json_node *list = json_get(doc, "sequences");
    dlgo_model *model = NULL;
    gpu_state gs;
    memset(&gs, 0, sizeof gs);
    float *pairs = NULL;
    int32_t *toks = NULL;
    int rc = 0;
    if (!list || list->kind != JSON_ARR) { rc = die("eval", "--seqs: no \"sequences\" array"); goto done; }
    if ((rc = load_model(&mf, "eval", &model)) != 0) goto done;
    dlgo_model_info info;
    dlgo_model_get_info(model, &info);
    const int32_t V = info.n_vocab;
    if ((rc = gpu_open(&mf, model, 0, &gs)) != 0) goto done;
    pairs = (float *)malloc((size_t)V * 2 * sizeof(float));
    if (!pairs) { rc = die("eval", "out of memory"); goto done; }
    printf("{\"model\": \"%s\", \"n_vocab\": %d, \"top_k\": %d, \"sequences\": [", mf.model, V, top);
    int si = 0;
    for (json_node *sq = list->child; sq && !rc; sq = sq->next, si++) {
        /* a sequence is an array of ids, or (as in *.ref.json files) an object with "tokens" */
        json_node *ids = sq->kind == JSON_OBJ ? json_get(sq, "tokens") : sq;
        if (!ids || ids->kind != JSON_ARR || ids->len == 0) { rc = die("eval", "a sequence is not a non-empty array of ids"); break; }
        const int32_t n = (int32_t)ids->len;
        int32_t k = 0;
        free(toks);
        toks = (int32_t *)malloc((size_t)n * sizeof(int32_t));
        if (!toks) { rc = die("eval", "out of memory"); break; }
        for (json_node *t = ids->child; t; t = t->next) toks[k++] = t->kind == JSON_NUM ? (int32_t)t->num : -1;
        rc = eval_sequence(model, &mf, &gs, toks, n, si, top, greedy, !strcmp(kv, "f16"), pairs, V);
    }
    printf("\n]}\n");
done:
    free(toks);
    free(pairs);
    gpu_close(&gs);
    dlgo_model_free(model);
    json_free(doc);
    return rc;
}

/* bench: llama-bench's pp/tg — one p-token batch, and n single-token decodes, each measured after a d-token
   prompt already sits in the cache (llama-bench's -d; 0 = from an empty cache); r timed repetitions after a
   warm-up; medians. The depth prompt is evaluated again before every measurement, untimed. */
static double bench_now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}
static int cmp_double(const void *a, const void *b) {
    const double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}
static void bench_cpu_name(char *out, size_t cap) {
    snprintf(out, cap, "cpu");
    FILE *f = fopen("/proc/cpuinfo", "r");
    if (!f) return;
    char line[512];
    while (fgets(line, sizeof line, f)) {
        if (strncmp(line, "model name", 10)) continue;
        const char *v = strchr(line, ':');
        if (!v) break;
        v++;
        while (*v == ' ') v++;
        snprintf(out, cap, "%s", v);
        out[strcspn(out, "\n")] = 0;
        break;
    }
    fclose(f);
}
/* Clear the cache and evaluate the depth prompt (untimed). */
static dlgo_result bench_fill(dlgo_ctx *ctx, const int32_t *toks, int depth, dlgo_error *err) {
    dlgo_ctx_truncate(ctx, 0);
    return depth > 0 ? dlgo_ctx_eval(ctx, toks, depth, err) : DLGO_OK;
}
static int cmd_bench(int argc, char **argv) {
    args a = { argc, argv, 0, "bench", 0 };
    model_flags mf;
    memset(&mf, 0, sizeof mf);
    int np = 512, ng = 128, reps = 3, depth = 0, json = 0, npar = 1, ub = 0;
    for (a.i = 1; a.i < argc && !a.bad; a.i++) {
        if (parse_model_flag(&a, &mf)) continue;
        if (arg_is(&a, "-p --n-prompt")) arg_int(&a, 0, 1 << 20, &np);
        else if (arg_is(&a, "-np --parallel")) arg_int(&a, 1, 256, &npar);
        else if (arg_is(&a, "-n --n-gen")) arg_int(&a, 0, 1 << 20, &ng);
        else if (arg_is(&a, "-d --n-depth")) arg_int(&a, 0, 1 << 22, &depth);
        else if (arg_is(&a, "-r --repetitions")) arg_int(&a, 1, 1000, &reps);
        else if (arg_is(&a, "-ub --ubatch-size")) arg_int(&a, 1, 1 << 20, &ub);
        else if (arg_is(&a, "--json")) json = 1;
        else if (arg_is(&a, "-h --help")) {
            printf("usage: dlgo bench -m MODEL [-p 512] [-n 128] [-d 0] [-ub P] [-r 3] [--json] [-t N] [--gpu|--cpu] [-ngl N]\n"
                   "  pp: one batch of -p tokens (-ub U: in passes of at most U tokens, as llama-bench's ubatch);\n"
                   "  tg: -n single-token decodes; both measured after a -d token prompt\n"
                   "  already in the cache (0 = an empty cache), as llama-bench's -p/-n/-d. Medians of -r runs after a\n"
                   "  warm-up. --json prints {\"pp_tok_s\", \"tg_tok_s\", \"depth\", \"backend\", \"device\", \"threads\", \"parallel\"}.\n"
                   "  --parallel S: tg decodes S contexts at once (dlgo_ctx_eval_batch, one pass per step) and reports the\n"
                   "  aggregate tok/s of all S (the batched decoding of `dlgo serve --parallel S`; with --gpu up to 8\n"
                   "  contexts a pass where the model allows it).\n");
            return 0;
        } else arg_unknown(&a);
    }
    if (a.bad) return 1;
    if (!mf.model) return die("bench", "-m MODEL is required");
    if (check_backend(&mf, "bench")) return 1;
    if (np + ng < 1) return die("bench", "nothing to measure: -p and -n are both 0");
    const int threads = cli_threads(&mf);
    dlgo_model *model = NULL;
    dlgo_ctx *ctx = NULL;
    gpu_state gs;
    memset(&gs, 0, sizeof gs);
    int32_t *toks = NULL, *btok = NULL;
    double *pp = NULL, *tg = NULL;
    dlgo_ctx **par = NULL;   /* --parallel: ctx and S - 1 more */
    dlgo_error err;
    int rc = 0;
    dlgo_ctx_desc cd;
    memset(&cd, 0, sizeof cd);
    cd.n_ctx = depth + np + ng + 8;
    cd.n_batch = ub > 0 ? ub : np > 0 ? np : 512;   /* the depth prompt goes in batches of this size too */
    cd.n_threads = threads;
    if ((rc = session_open(&mf, "bench", &cd, &model, &gs, &ctx)) != 0) goto done;
    dlgo_model_info info;
    dlgo_model_get_info(model, &info);
    const int nt = depth + np + ng + 1;
    toks = (int32_t *)malloc((size_t)nt * sizeof(int32_t));
    pp = (double *)calloc((size_t)reps + 1, sizeof(double));
    tg = (double *)calloc((size_t)reps + 1, sizeof(double));
    par = (dlgo_ctx **)calloc((size_t)npar, sizeof *par);
    btok = (int32_t *)calloc((size_t)npar, sizeof *btok);
    if (!toks || !pp || !tg || !par || !btok) { rc = die("bench", "out of memory"); goto done; }
    par[0] = ctx;
    for (int k = 1; k < npar && !rc; k++)
        if (dlgo_ctx_create(model, &cd, &par[k], &err) != DLGO_OK || gpu_attach(&gs, par[k], "bench")) rc = die("bench", "context %d: %s", k, err.msg);
    if (rc) goto done;
    uint32_t r = 12345;
    for (int i = 0; i < nt; i++) {
        r = r * 1103515245u + 12345u;
        toks[i] = (int32_t)((r >> 8) % (uint32_t)info.n_vocab);
    }
    const int32_t *after = toks + depth;   /* what is measured follows the depth prompt */
    for (int rep = 0; rep <= reps && !rc; rep++) {   /* rep 0 is the warm-up */
        if (np > 0) {
            if (bench_fill(ctx, toks, depth, &err) != DLGO_OK) { rc = die("bench", "%s", err.msg); break; }
            const double t0 = bench_now();
            if (dlgo_ctx_eval(ctx, after, np, &err) != DLGO_OK) { rc = die("bench", "%s", err.msg); break; }
            pp[rep] = np / (bench_now() - t0);
        }
        if (ng > 0) {
            for (int k = 0; k < npar && !rc; k++)
                if (bench_fill(par[k], toks, depth, &err) != DLGO_OK) rc = die("bench", "%s", err.msg);
            if (rc) break;
            const int n = rep == 0 && ng > 16 ? 16 : ng;
            const double t0 = bench_now();
            for (int i = 0; i < n && !rc; i++) {
                if (npar == 1) { if (dlgo_ctx_eval(ctx, after + i, 1, &err) != DLGO_OK) rc = die("bench", "%s", err.msg); continue; }
                for (int k = 0; k < npar; k++) btok[k] = after[(i + k) % (np + ng)];   /* a different token in each context */
                if (dlgo_ctx_eval_batch(par, btok, npar, &err) != DLGO_OK) rc = die("bench", "%s", err.msg);
            }
            tg[rep] = (double)n * npar / (bench_now() - t0);
        }
    }
    if (rc) goto done;
    qsort(pp + 1, (size_t)reps, sizeof(double), cmp_double);
    qsort(tg + 1, (size_t)reps, sizeof(double), cmp_double);
    const double pp_med = pp[1 + reps / 2], tg_med = tg[1 + reps / 2];
    char dev[256];
    bench_cpu_name(dev, sizeof dev);
    const char *backend = gs.vm ? "vulkan" : "cpu";
    if (gs.vm) snprintf(dev, sizeof dev, "%.200s (%d/%d layers)", dlgo_vk_device_name(gs.dev), dlgo_vk_model_n_gpu_layers(gs.vm), info.n_layer);
    else snprintf(dev + strlen(dev), sizeof dev - strlen(dev), " (%s kernels)", dlgo_cpu_kernels());
    if (json) {
        printf("{\"pp_tok_s\": %.3f, \"tg_tok_s\": %.3f, \"depth\": %d, \"backend\": \"%s\", \"device\": \"%s\", \"threads\": %d, \"parallel\": %d}\n",
               pp_med, tg_med, depth, backend, dev, threads, npar);
    } else {
        printf("model %s (%.1f MB)  %s %s  threads %d\n  pp%d @ d%d %.2f tok/s   tg%d @ d%d %.2f tok/s%s   (median of %d)\n",
               mf.model, (double)info.size_bytes / 1e6, backend, dev, threads, np, depth, pp_med, ng, depth, tg_med,
               npar > 1 ? " (all contexts)" : "", reps);
        if (ub > 0 && ub < np) printf("  pp: passes of at most %d tokens\n", ub);
        if (npar > 1) printf("  tg: %d contexts decoded together\n", npar);
    }
done:
    for (int k = 1; par && k < npar; k++) dlgo_ctx_destroy(par[k]);
    free(par);
    free(btok);
    free(pp);
    free(tg);
    free(toks);
    dlgo_ctx_destroy(ctx);
    gpu_close(&gs);
    dlgo_model_free(model);
    return rc;
}

/* ---- speech ------------------------------------------------------------------------------------------ */
/* plain-text transcription streams each segment as it is finished */
static int transcribe_print_seg(const dlgo_whisper_segment *seg, void *user) {
    *(int *)user = 1;
    fputs(seg->text, stdout);
    fflush(stdout);
    return 0;
}
static int cmd_transcribe(int argc, char **argv) {
    args a = { argc, argv, 0, "transcribe", 0 };
    const char *model = NULL, *wav = NULL, *lang = NULL, *vad_model = NULL;
    int json = 0, threads = 0, translate = 0, vad = 0, ngl = 0;
    float vad_threshold = 0;
    for (a.i = 1; a.i < argc && !a.bad; a.i++) {
        if (arg_is(&a, "-m --model")) model = arg_str(&a);
        else if (arg_is(&a, "-l --language")) lang = arg_str(&a);
        else if (arg_is(&a, "-t --threads")) arg_int(&a, 1, 4096, &threads);
        else if (arg_is(&a, "-vm --vad-model")) { vad_model = arg_str(&a); vad = 1; }
        else if (arg_is(&a, "--vad-threshold")) arg_float(&a, 0, 0.999, &vad_threshold);
        else if (arg_is(&a, "--vad")) vad = 1;
        else if (arg_is(&a, "--translate")) translate = 1;
        else if (arg_is(&a, "--json")) json = 1;
        else if (arg_is(&a, "--cpu")) { /* Whisper always runs on the CPU */ }
        else if (arg_is(&a, "--ngl -ngl --n-gpu-layers")) arg_int(&a, -1, 100000, &ngl);   /* the common flags; no GPU layers here */
        else if (arg_is(&a, "--gpu")) return die("transcribe", "--gpu: Whisper runs on the CPU only in this build");
        else if (arg_is(&a, "-h --help")) {
            printf("usage: dlgo transcribe -m WHISPER.bin AUDIO.wav [--language en|auto|...] [--translate] [--json] [-t N]\n"
                   "                       [--vad-model SILERO.bin [--vad-threshold 0.5]]   (transcribe only the speech the VAD finds)\n");
            return 0;
        } else if (a.argv[a.i][0] != '-' && !wav) wav = a.argv[a.i];
        else arg_unknown(&a);
    }
    if (a.bad) return 1;
    if (!model || !wav) return die("transcribe", "-m WHISPER.bin and AUDIO.wav are required");
    if (vad && !vad_model) return die("transcribe", "--vad needs --vad-model SILERO.bin");
    dlgo_whisper *w = NULL;
    dlgo_whisper_ctx *c = NULL;
    dlgo_vad *v = NULL;
    dlgo_error err;
    int rc = 0;
    if (vad_model && dlgo_vad_load(vad_model, NULL, &v, &err) != DLGO_OK) { rc = die("transcribe", "%s", err.msg); goto done; }
    if (dlgo_whisper_load(model, NULL, &w, &err) != DLGO_OK) { rc = die("transcribe", "%s", err.msg); goto done; }
    dlgo_whisper_ctx_desc wcd;
    memset(&wcd, 0, sizeof wcd);
    wcd.n_threads = threads > 0 ? threads : cli_threads(NULL);
    if (dlgo_whisper_ctx_create(w, &wcd, &c, &err) != DLGO_OK) { rc = die("transcribe", "%s", err.msg); goto done; }
    dlgo_whisper_transcribe_desc P;
    memset(&P, 0, sizeof P);
    dlgo_vad_detect_desc VP;
    memset(&VP, 0, sizeof VP);
    VP.threshold = vad_threshold;
    P.language = lang;
    P.translate = translate;
    P.vad = v;
    P.vad_params = &VP;
    int printed = 0;
    if (!json) {
        P.on_segment = transcribe_print_seg;
        P.user = &printed;
    }
    dlgo_whisper_result res;
    if (dlgo_whisper_transcribe_file(c, wav, &P, &res, &err) != DLGO_OK) {
        if (printed) printf("\n");
        rc = die("transcribe", "%s", err.msg);
        goto done;
    }
    if (json) {
        printf("{\"text\": ");
        json_out_str(stdout, res.text, strlen(res.text));
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
    } else {
        printf("\n");
    }
    dlgo_whisper_result_free(&res);
done:
    dlgo_whisper_ctx_destroy(c);
    dlgo_whisper_free(w);
    dlgo_vad_free(v);
    return rc;
}

static int cmd_vad(int argc, char **argv) {
    args a = { argc, argv, 0, "vad", 0 };
    const char *model = NULL, *wav = NULL;
    int json = 0, threads = 0;
    float threshold = 0;
    for (a.i = 1; a.i < argc && !a.bad; a.i++) {
        if (arg_is(&a, "-m --model")) model = arg_str(&a);
        else if (arg_is(&a, "--json")) json = 1;
        else if (arg_is(&a, "-t --threads")) arg_int(&a, 1, 4096, &threads);   /* the VAD runs on one thread */
        else if (arg_is(&a, "--threshold")) arg_float(&a, 0, 0.999, &threshold);
        else if (arg_is(&a, "--cpu")) { /* always the CPU */ }
        else if (arg_is(&a, "--gpu")) return die("vad", "--gpu: the VAD runs on the CPU only");
        else if (arg_is(&a, "-h --help")) { printf("usage: dlgo vad -m SILERO.bin AUDIO.wav [--json] [--threshold 0.5]\n"); return 0; }
        else if (a.argv[a.i][0] != '-' && !wav) wav = a.argv[a.i];
        else arg_unknown(&a);
    }
    if (a.bad) return 1;
    if (!model || !wav) return die("vad", "-m SILERO.bin and AUDIO.wav are required");
    dlgo_vad *v = NULL;
    dlgo_audio au;
    memset(&au, 0, sizeof au);
    dlgo_error err;
    int rc = 0;
    if (dlgo_vad_load(model, NULL, &v, &err) != DLGO_OK) { rc = die("vad", "%s", err.msg); goto done; }
    dlgo_audio_desc ad;
    memset(&ad, 0, sizeof ad);
    ad.sample_rate = 16000;
    if (dlgo_wav_read_file(wav, &ad, &au, &err) != DLGO_OK) { rc = die("vad", "%s", err.msg); goto done; }
    dlgo_vad_detect_desc VP;
    memset(&VP, 0, sizeof VP);
    VP.threshold = threshold;
    dlgo_vad_result res;
    if (dlgo_vad_detect(v, au.samples, au.n_samples, &VP, &res, &err) != DLGO_OK) { rc = die("vad", "%s", err.msg); goto done; }
    if (json) {
        printf("{\"probs\": [");
        for (int64_t i = 0; i < res.n_probs; i++) printf("%s%.9g", i ? ", " : "", res.probs[i]);
        printf("], \"segments\": [");
        for (int i = 0; i < res.n_segments; i++) printf("%s{\"start_s\": %.2f, \"end_s\": %.2f}", i ? ", " : "", res.segments[i].start_s, res.segments[i].end_s);
        printf("]}\n");
    } else {
        for (int i = 0; i < res.n_segments; i++) printf("%.2f %.2f\n", res.segments[i].start_s, res.segments[i].end_s);
    }
    dlgo_vad_result_free(&res);
done:
    dlgo_audio_free(&au);
    dlgo_vad_free(v);
    return rc;
}

/* The teacher-forced steps and the raw greedy steps of whisper-eval, as JSON. */
static int whisper_eval_steps(dlgo_whisper_ctx *c, const int32_t *prompt, int np, const int32_t *fids, int nf, int greedy,
                              int32_t V, float *pairs) {
    dlgo_error err;
    printf("{\"prompt\": {\"ids\": [");
    for (int i = 0; i < np; i++) printf("%s%d", i ? ", " : "", prompt[i]);
    printf("]},\n \"teacher_forced\": {\"forced_tokens\": [");
    for (int i = 0; i < nf; i++) printf("%s%d", i ? ", " : "", fids[i]);
    printf("], \"steps\": [");
    for (int k = 0; k < nf; k++) {
        const dlgo_result r = k == 0 ? dlgo_whisper_decode(c, prompt, np, 0, &err) : dlgo_whisper_decode(c, &fids[k - 1], 1, np + k - 1, &err);
        if (r != DLGO_OK) return die("whisper-eval", "%s", err.msg);
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
    if (greedy > 0 && dlgo_whisper_decode(c, prompt, np, 0, &err) != DLGO_OK) return die("whisper-eval", "%s", err.msg);
    float marg[400];
    for (int g = 0; g < greedy; g++) {
        float t1, t2;
        int32_t tok = argmax2(dlgo_whisper_logits(c), V, &t1, &t2);
        marg[g] = t1 - t2;
        printf("%s%d", g ? ", " : "", tok);
        if (g + 1 < greedy && dlgo_whisper_decode(c, &tok, 1, np + g, &err) != DLGO_OK) return die("whisper-eval", "%s", err.msg);
    }
    printf("], \"margins\": [");
    for (int g = 0; g < greedy; g++) printf("%s%.6g", g ? ", " : "", marg[g]);
    printf("]}}\n");
    return 0;
}
static int cmd_whisper_eval(int argc, char **argv) {
    args a = { argc, argv, 0, "whisper-eval", 0 };
    const char *model = NULL, *wav = NULL, *forced = NULL, *lang = "en";
    int greedy = 24, threads = 0;
    for (a.i = 1; a.i < argc && !a.bad; a.i++) {
        if (arg_is(&a, "-m --model")) model = arg_str(&a);
        else if (arg_is(&a, "--forced")) forced = arg_str(&a);
        else if (arg_is(&a, "--greedy")) arg_int(&a, 0, 400, &greedy);
        else if (arg_is(&a, "-t --threads")) arg_int(&a, 1, 4096, &threads);
        else if (arg_is(&a, "-l --language")) lang = arg_str(&a);
        else if (arg_is(&a, "--cpu")) { /* always the CPU */ }
        else if (arg_is(&a, "--gpu")) return die("whisper-eval", "--gpu: Whisper runs on the CPU only");
        else if (arg_is(&a, "-h --help")) {
            printf("usage: dlgo whisper-eval -m WHISPER.bin AUDIO.wav --forced ID,ID,... [--greedy 24] [--language en] [-t N]\n");
            return 0;
        } else if (a.argv[a.i][0] != '-' && !wav) wav = a.argv[a.i];
        else arg_unknown(&a);
    }
    if (a.bad) return 1;
    if (!model || !wav) return die("whisper-eval", "-m WHISPER.bin and AUDIO.wav are required");
    int32_t fids[512];
    int nf = 0;
    for (const char *p = forced; p && *p && nf < 512;) {
        char *end;
        long v = strtol(p, &end, 10);
        if (end == p || (*end && *end != ',')) return die("whisper-eval", "bad --forced list '%s' (ids separated by commas)", forced);
        fids[nf++] = (int32_t)v;
        p = *end == ',' ? end + 1 : end;
        if (*p && nf == 512) return die("whisper-eval", "at most 512 --forced ids");
    }
    dlgo_whisper *w = NULL;
    dlgo_whisper_ctx *c = NULL;
    dlgo_audio au;
    memset(&au, 0, sizeof au);
    float *pairs = NULL;
    dlgo_error err;
    int rc = 0;
    if (dlgo_whisper_load(model, NULL, &w, &err) != DLGO_OK) { rc = die("whisper-eval", "%s", err.msg); goto done; }
    dlgo_whisper_info info;
    dlgo_whisper_get_info(w, &info);
    const int32_t V = info.n_vocab;
    for (int i = 0; i < nf && !rc; i++)
        if (fids[i] < 0 || fids[i] >= V) rc = die("whisper-eval", "--forced id %d is outside the vocabulary", fids[i]);
    const int32_t lang_id = dlgo_whisper_lang_id(lang);
    if (!rc && (lang_id < 0 || (info.multilingual && lang_id >= info.n_languages))) rc = die("whisper-eval", "unknown language '%s'", lang);
    if (rc) goto done;
    dlgo_whisper_ctx_desc wcd;
    memset(&wcd, 0, sizeof wcd);
    wcd.n_threads = threads > 0 ? threads : cli_threads(NULL);   /* results do not depend on it */
    if (dlgo_whisper_ctx_create(w, &wcd, &c, &err) != DLGO_OK) { rc = die("whisper-eval", "%s", err.msg); goto done; }
    dlgo_audio_desc ad;
    memset(&ad, 0, sizeof ad);
    ad.sample_rate = 16000;
    if (dlgo_wav_read_file(wav, &ad, &au, &err) != DLGO_OK || dlgo_whisper_set_audio(c, au.samples, au.n_samples, &err) != DLGO_OK ||
        dlgo_whisper_encode(c, 0, &err) != DLGO_OK) {
        rc = die("whisper-eval", "%s", err.msg);
        goto done;
    }
    int32_t prompt[4];
    const int np = dlgo_whisper_prompt(w, lang_id, 0, prompt);
    pairs = (float *)malloc((size_t)V * 2 * sizeof(float));
    if (!pairs) { rc = die("whisper-eval", "out of memory"); goto done; }
    rc = whisper_eval_steps(c, prompt, np, fids, nf, greedy, V, pairs);
done:
    free(pairs);
    dlgo_audio_free(&au);
    dlgo_whisper_ctx_destroy(c);
    dlgo_whisper_free(w);
    return rc;
}

/* ---- serve: the OpenAI-compatible server ---------------------------------------------------------------- */
#include "serve.c"

/* ---- main -------------------------------------------------------------------------------------------- */
#ifndef DLGO_CLI_NO_MAIN
static const struct { const char *name; int (*fn)(int, char **); const char *help; } commands[] = {
    { "run", cmd_run, "plain completion: -m MODEL -p PROMPT [-n 128] [--temp 0.8 ...]" },
    { "chat", cmd_chat, "interactive chat: -m MODEL [--system TEXT] [-p FIRST]" },
    { "serve", cmd_serve, "OpenAI-compatible HTTP server: -m MODEL [--port 8080] [--parallel 4] [--api-key KEY]" },
    { "info", cmd_info, "metadata and tensors: -m MODEL [--json]" },
    { "bench", cmd_bench, "speed: -m MODEL [-p 512] [-n 128] [-d 0] [-r 3] [--json]" },
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
    if (argc < 2) { fprintf(stderr, "dlgo: no command given (try dlgo --help)\n"); return 1; }
    if (!strcmp(argv[1], "-h") || !strcmp(argv[1], "--help") || !strcmp(argv[1], "help")) { usage(stdout); return 0; }
    if (!strcmp(argv[1], "--version")) { printf("dlgo %s\n", dlgo_version()); return 0; }
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        if (!strcmp(argv[1], commands[i].name)) return commands[i].fn(argc - 1, argv + 1);
    fprintf(stderr, "dlgo: unknown command '%s' (try dlgo --help)\n", argv[1]);
    return 1;
}
#endif /* DLGO_CLI_NO_MAIN */
