/* test_header.c — dlgo.h reads as one design: the FILE MAP of the top comment lists every section banner's
   anchor, in file order, and no leftover of how the work was split (ownership markers, hook markers) remains.
   Reads dlgo.h from the repository root. */

/* Next ">>name" of s (name: [a-z0-9-]) at or after *pos, copied into out; 0 when there is none. */
static int t_next_anchor(const char *s, size_t *pos, char *out, size_t cap) {
    const char *p = strstr(s + *pos, ">>");
    if (!p) return 0;
    size_t n = 0;
    for (p += 2; n + 1 < cap && ((*p >= 'a' && *p <= 'z') || (*p >= '0' && *p <= '9') || *p == '-'); p++) out[n++] = *p;
    out[n] = 0;
    *pos = (size_t)(p - s);
    return 1;
}

static void suite_header(void) {
    if (!t_selected("header")) return;
    size_t len = 0;
    char *s = (char *)t_read_file("dlgo.h", &len);
    t_begin("header: the file map lists every section banner, in order");
    if (!t_check(s != NULL, "cannot read dlgo.h (run from the repository root)")) { t_end(); return; }
    {
        const char *fm = strstr(s, "FILE MAP"), *fm_end = fm ? strstr(fm, "*/") : NULL;
        t_check(fm && fm_end, "no FILE MAP in the top comment");
        char map[64][32], got[64][32];
        int n_map = 0, n_got = 0;
        size_t pos = fm ? (size_t)(fm - s) : len;
        char name[32];
        while (fm_end && n_map < 64 && t_next_anchor(s, &pos, name, sizeof name) && s + pos <= fm_end) strcpy(map[n_map++], name);
        /* section banners: a line "   >>name — ..." (the anchor begins the banner's second line), and the license */
        for (const char *p = fm_end ? fm_end : s + len; (p = strstr(p, "\n   >>")) != NULL && n_got < 64; p++) {
            size_t at = (size_t)(p - s) + 1;
            t_next_anchor(s, &at, name, sizeof name);
            if (strncmp(s + at, " \xe2\x80\x94", 4) == 0) strcpy(got[n_got++], name);   /* followed by " —" */
        }
        if (fm_end && strstr(fm_end, "/* >>license")) strcpy(got[n_got++], "license");
        t_check(n_map == n_got, "file map: %d anchors, banners: %d", n_map, n_got);
        for (int i = 0; i < n_map && i < n_got; i++)
            if (!t_check(!strcmp(map[i], got[i]), "anchor %d: file map says >>%s, the file has >>%s", i, map[i], got[i])) break;
        t_check(n_got >= 30, "only %d section banners found", n_got);
    }
    t_end();
    t_begin("header: no ownership or hook markers left");
    if (s) {
        static const char *bad[] = { "-begin (", "-end */", "(owned by the", "-hooks */", ">>ctx-fields" };
        for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) t_check(!strstr(s, bad[i]), "dlgo.h still has \"%s\"", bad[i]);
    }
    t_end();
    free(s);
}
