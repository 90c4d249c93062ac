/* test.h — the tiny test runner used by tests/run_tests.c.
   A "case" is one named check (t_begin ... t_end); it passes when no t_check inside it failed.
   The run ends with the line "N passed, N failed". */
#ifndef DLGO_TEST_H
#define DLGO_TEST_H
#include <stdio.h>
#include <stdlib.h>
#include <stdarg.h>
#include <string.h>
#include <math.h>
#include <sys/wait.h>

typedef struct {
    int passed, failed, skipped;
    int case_failed, case_open, case_msgs;
    const char *case_name;
    const char *filter;     /* run only suites whose name contains this */
    const char *exclude[8]; /* -x NAME: skip suites whose name contains NAME (said, not counted as passed) */
    int n_exclude;
    int verbose;
    int ci;                 /* CI=true: missing test data is a failure */
} t_state;
static t_state T;

static void t_begin(const char *name) {
    T.case_name = name; T.case_failed = 0; T.case_open = 1; T.case_msgs = 0;
}
static void t_end(void) {
    if (!T.case_open) return;
    T.case_open = 0;
    if (T.case_failed) { T.failed++; printf("  FAIL %s\n", T.case_name); }
    else { T.passed++; if (T.verbose) printf("  ok   %s\n", T.case_name); }
    fflush(stdout);
}
#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
static int t_check(int cond, const char *fmt, ...) {
    if (cond) return 1;
    T.case_failed = 1;
    if (T.case_msgs++ < 8) {
        va_list ap; va_start(ap, fmt);
        printf("    [%s] ", T.case_name ? T.case_name : "?");
        vprintf(fmt, ap); printf("\n");
        va_end(ap);
    }
    return 0;
}
/* A skipped case is neither passed nor failed, and says so. */
static void t_skip(const char *name, const char *why) {
    T.skipped++;
    printf("  SKIP %s: %s\n", name, why);
}
/* The conformance data folder, or NULL (loudly; a failure under CI=true). */
static const char *t_testdata(const char *suite) {
    static char path[1024]; static int state = 0;  /* 0 unknown, 1 found, 2 missing */
    if (state == 0) {
        const char *env = getenv("DLGO_TESTDATA");
        snprintf(path, sizeof path, "%s", env && *env ? env : "../shared/testdata");
        char probe[1100]; snprintf(probe, sizeof probe, "%s/index.json", path);
        FILE *f = fopen(probe, "rb");
        state = f ? 1 : 2;
        if (f) fclose(f);
    }
    if (state == 1) return path;
    printf("\n  !!! TEST DATA MISSING: %s not found (set DLGO_TESTDATA). Suite '%s' is SKIPPED. !!!\n\n", path, suite);
    if (T.ci) { T.failed++; printf("  FAIL %s: test data missing under CI=true\n", suite); }
    else T.skipped++;
    return NULL;
}
static int t_selected(const char *suite) {
    if (T.filter && !strstr(suite, T.filter)) return 0;
    for (int i = 0; i < T.n_exclude; i++)
        if (strstr(suite, T.exclude[i])) { printf("== %s: excluded by -x %s\n", suite, T.exclude[i]); return 0; }
    printf("== %s\n", suite); fflush(stdout);
    return 1;
}
/* Read a whole file (malloc'ed); NULL on failure. */
static unsigned char *t_read_file(const char *path, size_t *len) {
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    fseek(f, 0, SEEK_END); long n = ftell(f); fseek(f, 0, SEEK_SET);
    if (n < 0) { fclose(f); return NULL; }
    unsigned char *b = (unsigned char *)malloc((size_t)n + 1);
    if (b && fread(b, 1, (size_t)n, f) != (size_t)n) { free(b); b = NULL; }
    fclose(f);
    if (b) { b[n] = 0; if (len) *len = (size_t)n; }
    return b;
}
/* td/dir/name.gguf loaded and the test `label` begun; NULL, the test reported skipped with the reason, when the file
   does not load */
static dlgo_model *t_begin_model(const char *td, const char *dir, const char *name, const char *label) {
    char gguf[1200];
    snprintf(gguf, sizeof gguf, "%s/%s/%s.gguf", td, dir, name);
    dlgo_model *m; dlgo_error e;
    if (dlgo_model_load_file(gguf, NULL, &m, &e) != DLGO_OK) { t_skip(label, e.msg); return NULL; }
    t_begin(label);
    return m;
}
/* max |a - b| over max |b| of n values (logits): NaN when either holds one, so a `<= tol` check fails */
static double t_max_rel_diff(const float *a, const float *b, size_t n) {
    double mx = 0, d = 0;
    for (size_t i = 0; i < n; i++) {
        mx = fabs((double)b[i]) > mx ? fabs((double)b[i]) : mx;
        const double di = fabs((double)a[i] - (double)b[i]);
        d = di > d || di != di ? di : d;
    }
    return d / (mx > 0 ? mx : 1);
}
#endif
