/* test_gguf.c — included by run_tests.c */
static void suite_gguf(void) {
    if (!t_selected("gguf")) return;
}
