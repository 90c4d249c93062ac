/* test_quant.c — included by run_tests.c */
static void suite_quant(void) {
    if (!t_selected("quant")) return;
}
