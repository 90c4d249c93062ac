/* test_model.c — included by run_tests.c */
static void suite_model(void) {
    if (!t_selected("model")) return;
}
