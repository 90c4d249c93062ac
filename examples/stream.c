/* stream.c — print tokens as they are generated, and stop early from the callback.
   Usage: stream [MODEL] [PROMPT] [MAX_SENTENCES] — stops after MAX_SENTENCES sentences (default 3). */
#define DLGO_IMPLEMENTATION
#include "../dlgo.h"
#include <stdio.h>
#include <stdlib.h>

typedef struct { int sentences, max_sentences; } stream_state;

/* Called with complete UTF-8 pieces; returning non-zero cancels the generation. */
static int on_token(const char *piece, int32_t len, int32_t token, void *user) {
    stream_state *st = (stream_state *)user;
    (void)token;
    fwrite(piece, 1, (size_t)len, stdout);
    fflush(stdout);
    for (int32_t i = 0; i < len; i++)
        if (piece[i] == '.' || piece[i] == '!' || piece[i] == '?') st->sentences++;
    return st->sentences >= st->max_sentences;
}

int main(int argc, char **argv) {
    const char *path = argc > 1 ? argv[1] : "models/stories260K.gguf";
    stream_state st = { 0, argc > 3 ? atoi(argv[3]) : 3 };
    dlgo_model *model;
    dlgo_error err;
    if (dlgo_model_load_file(path, NULL, &model, &err) != DLGO_OK) { fprintf(stderr, "stream: %s\n", err.msg); return 1; }

    dlgo_sampler_desc samp = {0};        /* zero = llama.cpp's defaults */
    samp.seed = 1234;                     /* same seed, same story */
    dlgo_generate_desc gen = {0};
    gen.prompt = argc > 2 ? argv[2] : "Once upon a time";
    gen.n_predict = 400;
    gen.sampler = &samp;
    gen.on_token = on_token;
    gen.user = &st;
    gen.echo_prompt = 1;

    dlgo_generate_result res;
    dlgo_result r = dlgo_model_generate(model, &gen, &res, &err);
    if (r != DLGO_OK) { fprintf(stderr, "\nstream: %s\n", err.msg); dlgo_model_free(model); return 1; }
    fprintf(stderr, "\n[%d tokens, stopped: %s, %.1f tok/s]\n", res.n_generated,
            res.stop == DLGO_STOP_CANCELLED ? "by the callback" : res.stop == DLGO_STOP_EOG ? "end of text" : "length",
            res.generate_ms > 0 ? res.n_generated * 1000.0 / res.generate_ms : 0.0);
    dlgo_generate_result_free(&res);
    dlgo_model_free(model);
    return 0;
}
