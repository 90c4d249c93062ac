/* test_cli.c — included by run_tests.c */
static void suite_cli(void) {
    if (!t_selected("cli")) return;
}
