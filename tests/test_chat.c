/* test_chat.c — included by run_tests.c */
static void suite_chat(void) {
    if (!t_selected("chat")) return;
}
