/* chat.c — a multi-turn chat that streams replies. One model, one context; the context keeps the
   conversation and reuses its KV cache, so each turn only evaluates the new message.
   Usage: chat MODEL [SYSTEM_PROMPT]   (type messages; an empty line or EOF quits) */
#define DLGO_IMPLEMENTATION
#include "../dlgo.h"
#include <stdio.h>
#include <string.h>

static int print_piece(const char *piece, int32_t len, int32_t token, void *user) {
    (void)token; (void)user;
    fwrite(piece, 1, (size_t)len, stdout);
    fflush(stdout);
    return 0;
}

int main(int argc, char **argv) {
    if (argc < 2) { fprintf(stderr, "usage: chat MODEL [SYSTEM_PROMPT]\n"); return 1; }
    dlgo_model *model;
    dlgo_ctx *ctx;
    dlgo_error err;
    if (dlgo_model_load_file(argv[1], NULL, &model, &err) != DLGO_OK) { fprintf(stderr, "chat: %s\n", err.msg); return 1; }
    dlgo_ctx_desc cd = {0};
    cd.n_ctx = 2048;
    if (dlgo_ctx_create(model, &cd, &ctx, &err) != DLGO_OK) { fprintf(stderr, "chat: %s\n", err.msg); dlgo_model_free(model); return 1; }
    if (argc > 2) dlgo_ctx_chat_set_system(ctx, argv[2], NULL);

    dlgo_generate_desc gen = {0};
    gen.n_predict = 256;
    gen.on_token = print_piece;
    char line[4096];
    for (;;) {
        printf("\n> ");
        fflush(stdout);
        if (!fgets(line, sizeof line, stdin)) break;
        line[strcspn(line, "\r\n")] = 0;
        if (!line[0]) break;
        dlgo_generate_result res;
        if (dlgo_ctx_chat_say(ctx, line, &gen, &res, &err) != DLGO_OK) { fprintf(stderr, "chat: %s\n", err.msg); break; }
        fprintf(stderr, "\n[%d new prompt tokens, %d reused from the cache, %d generated]", res.n_prompt, res.n_reused, res.n_generated);
        dlgo_generate_result_free(&res);
    }
    printf("\n");
    dlgo_ctx_destroy(ctx);
    dlgo_model_free(model);
    return 0;
}
