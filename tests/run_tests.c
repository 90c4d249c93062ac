/* run_tests.c — the dlgo test suite: `make test` builds and runs it.
   Usage: run_tests [-v] [-x EXCLUDED-SUITE]... [suite-substring]. Data: $DLGO_TESTDATA, else ../shared/testdata. */
#define DLGO_IMPLEMENTATION
#define DLGO_EXPOSE_INTERNALS   /* the conformance suite checks internals too (mt19937, reference dots, whisper steps) */
#define DLGO_FAULT_INJECTION    /* the GPU fault sweep (test_vk_fault.c) arms dlgo_vk_device_set_fault */
#include "../dlgo.h"
#include "../tools/json.h"
#include "test.h"

#include "test_gguf.c"
#include "test_quant.c"
#include "test_tokenizer.c"
#include "test_chat.c"
#include "test_sampler.c"
#include "test_model.c"
#include "test_cli.c"
#include "test_jinja.c"
#include "test_api.c"
#include "test_simd.c"
#include "test_audio.c"
#include "test_vulkan.c"
#include "test_vk_frame.c"
#include "test_vk_fault.c"
#include "test_header.c"
#include "test_serve.c"
#include "test_limits.c"
#include "test_threads.c"

int main(int argc, char **argv) {
    const char *ci = getenv("CI");
    T.ci = ci && (!strcmp(ci, "true") || !strcmp(ci, "1"));
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "-v")) T.verbose = 1;
        else if (!strcmp(argv[i], "-x") && i + 1 < argc && T.n_exclude < 8) T.exclude[T.n_exclude++] = argv[++i];
        else T.filter = argv[i];
    }
    suite_gguf();
    suite_quant();
    suite_tokenizer();
    suite_chat();
    suite_jinja();
    suite_jinja_parse();
    suite_sampler();
    suite_model();
    suite_model_batch();
    suite_cli();
    suite_jinja_chat();
    suite_api();
    suite_api_step();
    suite_api_hparams();
    suite_api_outputs();
    suite_simd();
    suite_audio(); suite_audio_full();
    suite_vulkan();
    suite_vk_frame();
    suite_gpu_faults();
    suite_api_shift();
    suite_header();
    suite_serve();
    suite_limits();
    suite_threads();
    if (T.skipped) printf("%d skipped (see SKIP lines above)\n", T.skipped);
    printf("%d passed, %d failed\n", T.passed, T.failed);
    return T.failed ? 1 : 0;
}
