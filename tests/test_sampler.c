/* test_sampler.c — included by run_tests.c */
static void suite_sampler(void) {
    if (!t_selected("sampler")) return;
}
