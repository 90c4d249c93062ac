/* test_tokenizer.c — included by run_tests.c */
static void suite_tokenizer(void) {
    if (!t_selected("tokenizer")) return;
}
