/* simple.c — load a model, generate, print. Usage: simple [MODEL] [PROMPT] */
#define DLGO_IMPLEMENTATION
#include "../dlgo.h"
#include <stdio.h>

int main(int argc, char **argv) {
    const char *path = argc > 1 ? argv[1] : "models/stories260K.gguf";
    dlgo_model *model;
    dlgo_error err;
    if (dlgo_model_load_file(path, NULL, &model, &err) != DLGO_OK) {
        fprintf(stderr, "simple: %s\n", err.msg);
        return 1;
    }
    dlgo_generate_desc gen = {0};
    gen.prompt = argc > 2 ? argv[2] : "Once upon a time";
    gen.n_predict = 64;
    dlgo_generate_result res;
    if (dlgo_model_generate(model, &gen, &res, &err) != DLGO_OK) {
        fprintf(stderr, "simple: %s\n", err.msg);
        dlgo_model_free(model);
        return 1;
    }
    printf("%s%s\n", gen.prompt, res.text);
    dlgo_generate_result_free(&res);
    dlgo_model_free(model);
    return 0;
}
