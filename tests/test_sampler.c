/* test_sampler.c — included by run_tests.c. The sampling chain of llama.cpp (no oracle files: the engine is
   checked against std::mt19937's published outputs, the stages against their definitions). */

/* counting allocator: proves that sampling does not allocate */
typedef struct { int n_alloc, n_free; } t_smp_counter;
static void *t_smp_alloc(size_t size, size_t align, void *user) {
    ((t_smp_counter *)user)->n_alloc++;
    return dlgo__default_alloc(size, align, NULL);
}
static void t_smp_free(void *p, void *user) {
    ((t_smp_counter *)user)->n_free++;
    dlgo__default_free(p, NULL);
}

/* a sampler that only draws: temp 1, every filter and penalty off */
static dlgo_sampler_desc t_smp_plain(uint32_t seed) {
    dlgo_sampler_desc d;
    memset(&d, 0, sizeof d);
    d.temp = 1.0f; d.top_k = -1; d.top_p = 1.0f; d.min_p = -1.0f;   /* typical_p 0: off */
    d.penalty_last_n = -1; d.seed = seed;
    return d;
}
static dlgo_sampler *t_smp_new(const dlgo_sampler_desc *d, int32_t n_vocab) {
    dlgo_sampler *s = NULL; dlgo_error e;
    if (dlgo_sampler_create(d, n_vocab, &s, &e) != DLGO_OK) { t_check(0, "create: %s", e.msg); return NULL; }
    return s;
}
/* histogram of n draws */
static void t_smp_hist(dlgo_sampler *s, const float *logits, int n_vocab, int draws, int *hist) {
    memset(hist, 0, sizeof(int) * (size_t)n_vocab);
    for (int i = 0; i < draws; i++) {
        int32_t t = dlgo_sampler_sample(s, logits);
        if (t >= 0 && t < n_vocab) hist[t]++;
    }
}
/* |observed - expected| within 5 standard deviations of a binomial count */
static int t_smp_close(int count, int draws, double p) {
    double sd = sqrt((double)draws * p * (1.0 - p));
    return fabs((double)count - draws * p) <= 5.0 * sd + 1.0;
}

static void suite_sampler(void) {
    if (!t_selected("sampler")) return;

    t_begin("sampler: mt19937 matches the C++ standard engine");
    {
        /* std::mt19937 default seed 5489: the first outputs of the reference implementation and the value the
           C++ standard ([rand.predef]) requires of the 10000th invocation */
        static const uint32_t first[5] = { 3499211612u, 581869302u, 3890346734u, 3586334585u, 545404204u };
        dlgo_mt19937 r;
        dlgo_mt19937_seed(&r, 5489u);
        for (int i = 0; i < 5; i++) {
            uint32_t v = dlgo_mt19937_next(&r);
            t_check(v == first[i], "output %d: %u, want %u", i + 1, (unsigned)v, (unsigned)first[i]);
        }
        dlgo_mt19937_seed(&r, 5489u);
        uint32_t v = 0;
        for (int i = 0; i < 10000; i++) v = dlgo_mt19937_next(&r);
        t_check(v == 4123659995u, "10000th output %u, want 4123659995", (unsigned)v);
    }
    t_end();

    t_begin("sampler: uniform double = libstdc++ generate_canonical (two draws, low word first)");
    {
        dlgo_mt19937 a, b;
        dlgo_mt19937_seed(&a, 42u); dlgo_mt19937_seed(&b, 42u);
        for (int i = 0; i < 1000; i++) {
            double lo = dlgo_mt19937_next(&b), hi = dlgo_mt19937_next(&b);
            double want = (lo + hi * 4294967296.0) / 18446744073709551616.0;
            double got = dlgo_mt19937_uniform(&a);
            if (!t_check(got == want && got >= 0.0 && got < 1.0, "draw %d: %.17g vs %.17g", i, got, want)) break;
        }
        /* seed 5489: the first two outputs above combined */
        dlgo_mt19937_seed(&a, 5489u);
        t_check(dlgo_mt19937_uniform(&a) == (3499211612.0 + 581869302.0 * 4294967296.0) / 18446744073709551616.0,
                "seed 5489 first double");
    }
    t_end();

    t_begin("sampler: a zeroed desc is llama.cpp's defaults, a negative value switches a stage off");
    {
        dlgo_sampler_desc z;
        memset(&z, 0, sizeof z);
        dlgo_sampler_desc d = dlgo__sampler_resolve(&z);
        t_check(d.temp == 0.8f && d.top_k == 40 && d.top_p == 0.95f && d.min_p == 0.05f && d.typical_p == 1.0f,
                "filters");
        t_check(d.penalty_last_n == 64 && d.penalty_repeat == 1.0f && d.penalty_freq == 0.0f &&
                d.penalty_present == 0.0f && d.seed == DLGO_SEED_RANDOM && d.min_keep == 0, "penalties/seed");
        dlgo_sampler_desc n = dlgo__sampler_resolve(NULL);
        t_check(!memcmp(&n, &d, sizeof d), "NULL desc = zeroed desc");
        z.temp = -1; z.top_k = -1; z.top_p = -1; z.min_p = -1; z.penalty_last_n = -1; z.seed = 7;
        d = dlgo__sampler_resolve(&z);
        t_check(d.temp == 0 && d.top_k == 0 && d.top_p == 1.0f && d.min_p == 0 && d.penalty_last_n == 0 && d.seed == 7,
                "negative = off: temp %g top_k %d top_p %g min_p %g last_n %d seed %u", (double)d.temp, (int)d.top_k,
                (double)d.top_p, (double)d.min_p, (int)d.penalty_last_n, (unsigned)d.seed);
    }
    t_end();

    t_begin("sampler: create rejects bad arguments");
    {
        dlgo_sampler *s = (dlgo_sampler *)&s; dlgo_error e; e.msg[0] = 0;
        t_check(dlgo_sampler_create(NULL, 0, &s, &e) == DLGO_ERR_INVALID_ARG && s == NULL && e.msg[0],
                "n_vocab 0");
        t_check(dlgo_sampler_create(NULL, 10, NULL, &e) == DLGO_ERR_INVALID_ARG, "out NULL");
        t_check(dlgo_sampler_sample(NULL, NULL) == -1, "NULL sampler");
        dlgo_sampler_accept(NULL, 3); dlgo_sampler_reset(NULL); dlgo_sampler_destroy(NULL);
    }
    t_end();

    t_begin("sampler: greedy is the argmax, ties to the smaller id");
    {
        enum { NV = 1000 };
        static float lg[NV];
        dlgo_sampler_desc d; memset(&d, 0, sizeof d);
        d.temp = -1.0f; d.seed = 1;   /* greedy */
        dlgo_sampler *s = t_smp_new(&d, NV);
        dlgo_mt19937 r; dlgo_mt19937_seed(&r, 7);
        for (int trial = 0; s && trial < 50; trial++) {
            int best = 0;
            for (int i = 0; i < NV; i++) {
                lg[i] = (float)(dlgo_mt19937_uniform(&r) * 20.0 - 10.0);
                if (lg[i] > lg[best]) best = i;
            }
            if (trial % 5 == 0) { lg[NV - 3] = lg[best]; }   /* a tie after the max: the first one wins */
            if (trial % 7 == 0) { lg[best / 2] = lg[best]; best = best / 2; }   /* a tie before it */
            int32_t t = dlgo_sampler_sample(s, lg);
            if (!t_check(t == best, "trial %d: %d, want %d", trial, (int)t, best)) break;
        }
        dlgo_sampler_destroy(s);
    }
    t_end();

    t_begin("sampler: same seed, same tokens; another seed, other tokens; reset replays");
    {
        enum { NV = 64, N = 2000 };
        float lg[NV];
        static int32_t a[N], b[N], c[N];
        for (int i = 0; i < NV; i++) lg[i] = (float)((i * 37) % 11) * 0.3f;
        dlgo_sampler_desc d; memset(&d, 0, sizeof d);
        d.seed = 1234; d.top_k = -1; d.top_p = 1.0f; d.min_p = -1.0f;   /* many candidates stay possible */
        dlgo_sampler *s1 = t_smp_new(&d, NV), *s2 = t_smp_new(&d, NV);
        d.seed = 1235;
        dlgo_sampler *s3 = t_smp_new(&d, NV);
        if (s1 && s2 && s3) {
            int same12 = 1, diff13 = 0;
            for (int i = 0; i < N; i++) {
                a[i] = dlgo_sampler_sample(s1, lg); b[i] = dlgo_sampler_sample(s2, lg); c[i] = dlgo_sampler_sample(s3, lg);
                same12 &= a[i] == b[i]; diff13 += a[i] != c[i];
            }
            t_check(same12, "two samplers with seed 1234 disagree");
            t_check(diff13 > N / 2, "seeds 1234 and 1235 agree on %d of %d draws", N - diff13, N);
            t_check(dlgo_sampler_seed(s1) == 1234 && dlgo_sampler_seed(s3) == 1235, "seed getter");
            dlgo_sampler_reset(s1);
            int replay = 1;
            for (int i = 0; i < N; i++) replay &= dlgo_sampler_sample(s1, lg) == a[i];
            t_check(replay, "reset does not replay the sequence");
        }
        dlgo_sampler_destroy(s1); dlgo_sampler_destroy(s2); dlgo_sampler_destroy(s3);
        /* random seeds: two samplers created back to back get different seeds */
        d.seed = DLGO_SEED_RANDOM;
        s1 = t_smp_new(&d, NV); s2 = t_smp_new(&d, NV);
        t_check(s1 && s2 && dlgo_sampler_seed(s1) != dlgo_sampler_seed(s2) && dlgo_sampler_seed(s1) != DLGO_SEED_RANDOM,
                "random seeds %u %u", s1 ? (unsigned)dlgo_sampler_seed(s1) : 0u, s2 ? (unsigned)dlgo_sampler_seed(s2) : 0u);
        dlgo_sampler_destroy(s1); dlgo_sampler_destroy(s2);
    }
    t_end();

    t_begin("sampler: dist reproduces the running-sum rule draw by draw");
    {
        /* with every filter off the candidates stay in id order: token = first i with sum(p[0..i]) >= r * sum */
        float lg[5] = { 0.5f, -1.0f, 2.0f, 0.0f, 1.0f };
        dlgo_sampler_desc d = t_smp_plain(99);
        dlgo_sampler *s = t_smp_new(&d, 5);
        dlgo_mt19937 r; dlgo_mt19937_seed(&r, 99);
        for (int k = 0; s && k < 500; k++) {
            double p[5], sum = 0, run = 0;
            for (int i = 0; i < 5; i++) { p[i] = expf(lg[i] - 2.0f); sum += p[i]; }
            double target = sum * dlgo_mt19937_uniform(&r);
            int want = 4;
            for (int i = 0; i < 5; i++) { run += p[i]; if (run >= target) { want = i; break; } }
            int32_t got = dlgo_sampler_sample(s, lg);
            if (!t_check(got == want, "draw %d: %d, want %d", k, (int)got, want)) break;
        }
        dlgo_sampler_destroy(s);
    }
    t_end();

    t_begin("sampler: empirical frequencies of a known distribution (temp 1, no filters)");
    {
        const double p[4] = { 0.1, 0.2, 0.3, 0.4 };
        float lg[4]; int hist[4]; const int N = 20000;
        for (int i = 0; i < 4; i++) lg[i] = logf((float)p[i]) + 3.0f;   /* a shift must not matter */
        dlgo_sampler_desc d = t_smp_plain(2024);
        dlgo_sampler *s = t_smp_new(&d, 4);
        if (s) {
            t_smp_hist(s, lg, 4, N, hist);
            for (int i = 0; i < 4; i++)
                t_check(t_smp_close(hist[i], N, p[i]), "token %d: %d of %d, expected %.0f", i, hist[i], N, N * p[i]);
        }
        dlgo_sampler_destroy(s);
    }
    t_end();

    t_begin("sampler: temperature sharpens and flattens as p^(1/T)");
    {
        const double p[4] = { 0.1, 0.2, 0.3, 0.4 };
        float lg[4]; int hist[4]; const int N = 20000;
        const float temps[3] = { 0.5f, 1.0f, 2.0f };
        int top[3];
        for (int i = 0; i < 4; i++) lg[i] = logf((float)p[i]);
        for (int k = 0; k < 3; k++) {
            dlgo_sampler_desc d = t_smp_plain(77);
            d.temp = temps[k];
            dlgo_sampler *s = t_smp_new(&d, 4);
            if (!s) continue;
            t_smp_hist(s, lg, 4, N, hist);
            double z = 0, q[4];
            for (int i = 0; i < 4; i++) { q[i] = pow(p[i], 1.0 / temps[k]); z += q[i]; }
            for (int i = 0; i < 4; i++)
                t_check(t_smp_close(hist[i], N, q[i] / z), "T=%.1f token %d: %d, expected %.0f", temps[k], i, hist[i], N * q[i] / z);
            top[k] = hist[3];
            dlgo_sampler_destroy(s);
        }
        t_check(top[0] > top[1] + N / 20 && top[1] > top[2] + N / 20, "argmax frequency %d / %d / %d not decreasing with T",
                top[0], top[1], top[2]);
    }
    t_end();

    t_begin("sampler: top-k never leaves the k best");
    {
        enum { NV = 200 };
        float lg[NV]; int hist[NV]; const int N = 5000, K = 5;
        dlgo_mt19937 r; dlgo_mt19937_seed(&r, 3);
        for (int i = 0; i < NV; i++) lg[i] = (float)(dlgo_mt19937_uniform(&r) * 4.0);
        dlgo_sampler_desc d = t_smp_plain(5);
        d.top_k = K; d.temp = 3.0f;   /* hot: without the cut, many tokens would appear */
        dlgo_sampler *s = t_smp_new(&d, NV);
        if (s) {
            t_smp_hist(s, lg, NV, N, hist);
            int outside = 0, seen = 0;
            for (int i = 0; i < NV; i++) {
                int rank = 0;
                for (int j = 0; j < NV; j++) rank += lg[j] > lg[i];
                if (rank >= K) outside += hist[i]; else seen += hist[i] > 0;
            }
            t_check(outside == 0, "%d draws outside the top %d", outside, K);
            t_check(seen == K, "only %d of the top %d ever drawn", seen, K);
        }
        dlgo_sampler_destroy(s);
    }
    t_end();

    t_begin("sampler: top-k straight from the logits equals filling the candidate list first (ties, NaN, -inf)");
    {
        enum { NV = 5000 };
        static float lg[NV];
        dlgo_mt19937 r; dlgo_mt19937_seed(&r, 17);
        dlgo_sampler_desc d = t_smp_plain(5);
        dlgo_sampler *s = t_smp_new(&d, NV);
        int same = 1, trials = 0;
        for (int trial = 0; s && trial < 40; trial++) {
            for (int i = 0; i < NV; i++) lg[i] = (float)(int)(dlgo_mt19937_uniform(&r) * (trial % 2 ? 50.0 : 4000.0));   /* many ties */
            for (int i = 0; i < 30; i++) lg[(trial * 131 + i * 97) % NV] = i % 3 ? NAN : -INFINITY;
            if (trial % 5 == 0) for (int i = 0; i < 60; i++) lg[i] = NAN;   /* the first k are NaN */
            const size_t k = (size_t)(1 + trial * 7 % 64);
            dlgo__smp_top_k_logits(s, lg, k);
            dlgo__cand fast[64]; memcpy(fast, s->cand, k * sizeof *fast);
            for (int i = 0; i < NV; i++) { s->cand[i].id = i; s->cand[i].logit = lg[i] != lg[i] ? -INFINITY : lg[i]; s->cand[i].p = 0; }
            s->n = NV; s->sorted = 0;
            dlgo__smp_top_k(s, (int32_t)k);
            for (size_t i = 0; i < k; i++) same &= fast[i].id == s->cand[i].id && fast[i].logit == s->cand[i].logit;
            trials++;
        }
        t_check(s && same, "the two top-k paths differ");
        printf("    %d lists of up to 64 of 5000 candidates: identical\n", trials);
        dlgo_sampler_destroy(s);
    }
    t_end();

    t_begin("sampler: top-k from the best blocks of 64 (dlgo_ctx_sample's GPU path) equals the whole scan");
    {
        /* vocabularies that end in a short block; logits with many ties, NaN and -inf (whole blocks of them too) */
        static const int nvs[] = { 1000, 4097, 32000 };
        static float lg[32000], bm[(32000 + 63) / 64];
        dlgo_mt19937 r; dlgo_mt19937_seed(&r, 23);
        int same = 1, cands = 1, trials = 0, draws = 0;
        for (int vi = 0; vi < 3; vi++) {
            const int NV = nvs[vi], NB = (NV + 63) / 64;
            for (int trial = 0; trial < 24; trial++) {
                for (int i = 0; i < NV; i++) lg[i] = (float)(int)(dlgo_mt19937_uniform(&r) * (trial % 2 ? 40.0 : 3000.0)) * 0.25f;
                for (int i = 0; i < 40; i++) lg[(trial * 131 + i * 97) % NV] = i % 3 ? NAN : -INFINITY;
                if (trial % 4 == 0) for (int i = 0; i < 128 && i < NV; i++) lg[i] = NAN;               /* the first blocks: NaN only */
                if (trial % 6 == 1) for (int i = NV - NV % 64; i < NV; i++) lg[i] = 1e6f;            /* the short block wins */
                if (trial % 8 == 3) for (int i = 0; i < NV; i++) lg[i] = -INFINITY;                   /* nothing but -inf */
                for (int b = 0; b < NB; b++) {   /* what bmax.comp computes */
                    float mx = -INFINITY;
                    for (int i = b * 64; i < NV && i < b * 64 + 64; i++) if (lg[i] == lg[i] && lg[i] > mx) mx = lg[i];
                    bm[b] = mx;
                }
                const int k = 1 + (trial * 7) % 64;
                if ((size_t)k * 256 > (size_t)NV) continue;   /* (the sampler keeps the whole scan there) */
                dlgo_sampler_desc d; memset(&d, 0, sizeof d);
                d.top_k = k; d.seed = 1000u + (uint32_t)trial; d.temp = trial % 5 == 2 ? -1.0f : 0.7f;   /* greedy too */
                d.top_p = trial % 3 ? 0.9f : -1.0f; d.min_p = trial % 2 ? 0.02f : -1.0f;
                dlgo_sampler *a = t_smp_new(&d, NV), *b = t_smp_new(&d, NV);
                if (!a || !b) { same = 0; dlgo_sampler_destroy(a); dlgo_sampler_destroy(b); break; }
                dlgo__smp_top_k_logits(a, lg, (size_t)k);
                dlgo__smp_top_k_blocks(b, lg, bm, (size_t)k);
                for (int i = 0; i < k; i++) cands &= a->cand[i].id == b->cand[i].id && a->cand[i].logit == b->cand[i].logit;   /* (NaN is -inf there) */
                cands &= a->n == b->n && b->sorted;
                for (int t = 0; t < 20; t++, draws++) same &= dlgo__sampler_sample(a, lg, NULL) == dlgo__sampler_sample(b, lg, bm);
                dlgo_sampler_destroy(a); dlgo_sampler_destroy(b);
                trials++;
            }
        }
        t_check(cands, "the blocks' candidates differ from the whole scan's");
        t_check(same, "a token drawn through the blocks differs");
        /* the blocks are really read: maxima that lie (block 0 claims the best logit) change the result */
        for (int i = 0; i < 1000; i++) lg[i] = (float)(i % 97);
        for (int b = 0; b < 16; b++) bm[b] = b == 0 ? 1e9f : -INFINITY;
        dlgo_sampler_desc d; memset(&d, 0, sizeof d); d.temp = -1.0f; d.top_k = 1;
        dlgo_sampler *g = t_smp_new(&d, 1000);
        t_check(g && dlgo__sampler_sample(g, lg, NULL) == 96 && dlgo__sampler_sample(g, lg, bm) != 96, "the maxima were not used");
        dlgo_sampler_destroy(g);
        printf("    %d candidate lists over vocabularies of 1000, 4097 and 32000 and %d draws (greedy, top-p, min-p): identical\n", trials, draws);
    }
    t_end();

    t_begin("sampler: top-p keeps the smallest prefix reaching p");
    {
        /* p = .5 .25 .15 .07 .03; top_p .8 reaches .9 at the third token: tokens 3 and 4 never appear */
        const double p[5] = { 0.5, 0.25, 0.15, 0.07, 0.03 };
        float lg[5]; int hist[5]; const int N = 20000;
        for (int i = 0; i < 5; i++) lg[4 - i] = logf((float)p[i]);   /* reversed: ids do not follow rank */
        dlgo_sampler_desc d = t_smp_plain(11);
        d.top_p = 0.8f;
        dlgo_sampler *s = t_smp_new(&d, 5);
        if (s) {
            t_smp_hist(s, lg, 5, N, hist);
            t_check(hist[0] == 0 && hist[1] == 0, "below the cut drawn: %d %d", hist[0], hist[1]);
            for (int i = 0; i < 3; i++)   /* the survivors keep their relative odds: p / 0.9 */
                t_check(t_smp_close(hist[4 - i], N, p[i] / 0.9), "rank %d: %d", i, hist[4 - i]);
        }
        dlgo_sampler_destroy(s);
        /* min_keep overrides the cut */
        d.top_p = 0.3f; d.min_keep = 4;
        s = t_smp_new(&d, 5);
        if (s) { t_smp_hist(s, lg, 5, N, hist); t_check(hist[0] == 0 && hist[1] > 0, "min_keep 4: %d %d", hist[0], hist[1]); }
        dlgo_sampler_destroy(s);
    }
    t_end();

    t_begin("sampler: min-p drops tokens below p * p_max");
    {
        const double p[5] = { 0.5, 0.25, 0.15, 0.07, 0.03 };
        float lg[5]; int hist[5]; const int N = 20000;
        for (int i = 0; i < 5; i++) lg[i] = logf((float)p[i]);
        dlgo_sampler_desc d = t_smp_plain(12);
        d.min_p = 0.4f;   /* keeps p >= 0.2: tokens 0 and 1 */
        dlgo_sampler *s = t_smp_new(&d, 5);
        if (s) {
            t_smp_hist(s, lg, 5, N, hist);
            t_check(hist[2] == 0 && hist[3] == 0 && hist[4] == 0, "below the cut drawn: %d %d %d", hist[2], hist[3], hist[4]);
            t_check(t_smp_close(hist[0], N, 0.5 / 0.75), "token 0: %d", hist[0]);
        }
        dlgo_sampler_destroy(s);
    }
    t_end();

    t_begin("sampler: typical keeps the tokens closest to the entropy");
    {
        /* p = .4 .3 .2 .1: H = 1.2799; |-ln p - H| = .364 .076 .329 1.023, so the order is 1, 2, 0, 3 and
           typical_p .45 stops after 1 and 2 (cumulative .5): the most likely token is excluded */
        const double p[4] = { 0.4, 0.3, 0.2, 0.1 };
        float lg[4]; int hist[4]; const int N = 10000;
        for (int i = 0; i < 4; i++) lg[i] = logf((float)p[i]);
        dlgo_sampler_desc d = t_smp_plain(13);
        d.typical_p = 0.45f;
        dlgo_sampler *s = t_smp_new(&d, 4);
        if (s) {
            t_smp_hist(s, lg, 4, N, hist);
            t_check(hist[0] == 0 && hist[3] == 0, "outside the typical set: %d %d", hist[0], hist[3]);
            t_check(t_smp_close(hist[1], N, 0.6), "token 1: %d", hist[1]);
        }
        dlgo_sampler_destroy(s);
    }
    t_end();

    t_begin("sampler: repetition / frequency / presence penalties and the last-n window");
    {
        dlgo_sampler_desc d; memset(&d, 0, sizeof d);
        d.temp = -1.0f; d.seed = 1; d.penalty_last_n = 3; d.penalty_repeat = 1.2f;   /* greedy */
        float lg[4] = { 2.0f, 1.9f, -1.0f, -1.1f };
        dlgo_sampler *s = t_smp_new(&d, 4);
        if (s) {
            t_check(dlgo_sampler_sample(s, lg) == 0, "no history: argmax");
            dlgo_sampler_accept(s, 0);                     /* 2.0 / 1.2 = 1.67 < 1.9 */
            t_check(dlgo_sampler_sample(s, lg) == 1, "positive logit divided");
            /* exact values through the stage itself */
            for (int i = 0; i < 4; i++) { s->cand[i].id = i; s->cand[i].logit = lg[i]; }
            s->n = 4; dlgo_sampler_accept(s, 2);
            dlgo__smp_penalties(s);
            t_check(s->cand[0].logit == 2.0f / 1.2f && s->cand[1].logit == 1.9f && s->cand[2].logit == -1.0f * 1.2f &&
                    s->cand[3].logit == -1.1f, "logits %g %g %g %g", s->cand[0].logit, s->cand[1].logit,
                    s->cand[2].logit, s->cand[3].logit);
            float neg[4] = { -1.0f, -1.1f, -5.0f, -5.0f };
            dlgo_sampler_reset(s);
            dlgo_sampler_accept(s, 0);                     /* -1.0 * 1.2 = -1.2 < -1.1: multiplied, not divided */
            t_check(dlgo_sampler_sample(s, neg) == 1, "negative logit multiplied");
            dlgo_sampler_reset(s);
            dlgo_sampler_accept(s, 0); dlgo_sampler_accept(s, 3); dlgo_sampler_accept(s, 3); dlgo_sampler_accept(s, 3);
            t_check(dlgo_sampler_sample(s, lg) == 0, "token 0 left the window of 3");
            dlgo_sampler_reset(s);
            dlgo_sampler_accept(s, 0);
            dlgo_sampler_reset(s);
            t_check(dlgo_sampler_sample(s, lg) == 0, "reset clears the window");
            dlgo_sampler_accept(s, 4000); dlgo_sampler_accept(s, -5);   /* outside the vocabulary: harmless */
            t_check(dlgo_sampler_sample(s, lg) == 0, "out-of-range ids");
        }
        dlgo_sampler_destroy(s);

        d.penalty_repeat = 1.0f; d.penalty_freq = 0.3f; d.penalty_last_n = 64;
        float two[2] = { 1.0f, 0.5f };
        s = t_smp_new(&d, 2);
        if (s) {
            dlgo_sampler_accept(s, 0);                     /* 1.0 - 0.3 = 0.7 > 0.5 */
            t_check(dlgo_sampler_sample(s, two) == 0, "one occurrence");
            dlgo_sampler_accept(s, 0);                     /* 1.0 - 0.6 = 0.4 < 0.5 */
            t_check(dlgo_sampler_sample(s, two) == 1, "frequency scales with the count");
        }
        dlgo_sampler_destroy(s);
        d.penalty_freq = 0.0f; d.penalty_present = 0.6f;
        s = t_smp_new(&d, 2);
        if (s) {
            dlgo_sampler_accept(s, 1);                     /* only token 1 penalised: 0 stays best */
            t_check(dlgo_sampler_sample(s, two) == 0, "presence on the other token");
            dlgo_sampler_accept(s, 0); dlgo_sampler_accept(s, 0); dlgo_sampler_accept(s, 0);
            /* presence is once, whatever the count: 1.0 - 0.6 = 0.4 vs 0.5 - 0.6 = -0.1 */
            t_check(dlgo_sampler_sample(s, two) == 0, "presence does not scale with the count");
        }
        dlgo_sampler_destroy(s);
    }
    t_end();

    t_begin("sampler: stage order and candidate order (default chain on a big vocabulary)");
    {
        /* the chain with top-k 40 leaves candidates sorted; without filters they stay in id order. Both paths
           must agree with a direct computation from the same uniform draws. */
        enum { NV = 5000 };
        static float lg[NV];
        dlgo_mt19937 r; dlgo_mt19937_seed(&r, 21);
        for (int i = 0; i < NV; i++) lg[i] = (float)(dlgo_mt19937_uniform(&r) * 10.0);
        dlgo_sampler_desc d; memset(&d, 0, sizeof d);
        d.seed = 31;
        dlgo_sampler *s = t_smp_new(&d, NV);
        if (s) {
            /* reference: sort ids by logit (desc, id asc), keep 40, top-p .95 on softmax, min-p .05, temp .8 */
            static int order[NV];
            for (int i = 0; i < NV; i++) order[i] = i;
            for (int i = 0; i < 40; i++)
                for (int j = i + 1; j < NV; j++)
                    if (lg[order[j]] > lg[order[i]] || (lg[order[j]] == lg[order[i]] && order[j] < order[i])) {
                        int t = order[i]; order[i] = order[j]; order[j] = t;
                    }
            float pr[40], sum = 0, cum = 0;
            for (int i = 0; i < 40; i++) { pr[i] = expf(lg[order[i]] - lg[order[0]]); sum += pr[i]; }
            int n = 40;
            for (int i = 0; i < 40; i++) { cum += pr[i] / sum; if (cum >= 0.95f) { n = i + 1; break; } }
            float minl = lg[order[0]] + logf(0.05f);
            int m = 1;
            while (m < n && lg[order[m]] >= minl) m++;
            dlgo_mt19937 rr; dlgo_mt19937_seed(&rr, 31);
            int ok = 1;
            for (int k = 0; k < 300 && ok; k++) {
                double p2[40], tot = 0, run = 0;
                for (int i = 0; i < m; i++) { p2[i] = expf(lg[order[i]] / 0.8f - lg[order[0]] / 0.8f); tot += p2[i]; }
                double target = tot * dlgo_mt19937_uniform(&rr);
                int want = order[m - 1];
                for (int i = 0; i < m; i++) { run += p2[i]; if (run >= target) { want = order[i]; break; } }
                int32_t got = dlgo_sampler_sample(s, lg);
                ok = t_check(got == want, "draw %d: %d, want %d (kept %d)", k, (int)got, want, m);
            }
        }
        dlgo_sampler_destroy(s);
    }
    t_end();

    t_begin("sampler: heap partial sort ranks like a full sort");
    {
        enum { NV = 3000 };
        static dlgo__cand c[NV];
        dlgo_mt19937 r; dlgo_mt19937_seed(&r, 8);
        const size_t ks[5] = { 1, 7, 256, 2999, 3000 };
        for (int t = 0; t < 5; t++) {
            for (int i = 0; i < NV; i++) { c[i].id = i; c[i].logit = (float)(dlgo_mt19937_next(&r) % 50); c[i].p = 0; }
            dlgo__cand_top(c, NV, ks[t]);
            int ok = 1;
            for (size_t i = 1; i < ks[t]; i++) ok &= dlgo__cand_before(&c[i - 1], &c[i]);
            for (size_t i = ks[t]; i < NV && ks[t] > 0; i++) ok &= dlgo__cand_before(&c[ks[t] - 1], &c[i]);
            t_check(ok, "k=%d not ranked", (int)ks[t]);
        }
    }
    t_end();

    t_begin("sampler: sample/accept/reset allocate nothing");
    {
        t_smp_counter cnt = { 0, 0 };
        dlgo_allocator a; a.alloc_fn = t_smp_alloc; a.free_fn = t_smp_free; a.user = &cnt;
        enum { NV = 2000 };
        static float lg[NV];
        for (int i = 0; i < NV; i++) lg[i] = (float)((i * 7919) % 1000) / 100.0f;
        dlgo_sampler_desc d; memset(&d, 0, sizeof d);
        d.typical_p = 0.9f; d.penalty_repeat = 1.1f; d.seed = 5; d.allocator = &a;
        dlgo_sampler *s = NULL; dlgo_error e;
        if (t_check(dlgo_sampler_create(&d, NV, &s, &e) == DLGO_OK, "create: %s", e.msg)) {
            int after_create = cnt.n_alloc;
            for (int i = 0; i < 200; i++) dlgo_sampler_accept(s, dlgo_sampler_sample(s, lg));
            d.top_k = 0;
            dlgo_sampler_reset(s);
            t_check(cnt.n_alloc == after_create, "%d allocations while sampling", cnt.n_alloc - after_create);
            dlgo_sampler_destroy(s);
            t_check(cnt.n_alloc == cnt.n_free, "%d allocations, %d frees", cnt.n_alloc, cnt.n_free);
        }
    }
    t_end();

    t_begin("sampler: NaN logits never win, a single candidate still draws");
    {
        float lg[3] = { NAN, 1.0f, NAN };
        dlgo_sampler_desc d = t_smp_plain(3);
        dlgo_sampler *s = t_smp_new(&d, 3);
        if (s) for (int i = 0; i < 50; i++) t_check(dlgo_sampler_sample(s, lg) == 1, "NaN drawn");
        dlgo_sampler_destroy(s);
        /* top-k 1 leaves one candidate; the engine must still advance once per sample (llama.cpp does) */
        float lg2[3] = { 0.0f, 1.0f, 0.5f };
        d.top_k = 1;
        s = t_smp_new(&d, 3);
        if (s) {
            dlgo_mt19937 r; dlgo_mt19937_seed(&r, 3);
            (void)dlgo_sampler_sample(s, lg2); (void)dlgo_mt19937_uniform(&r);
            t_check(s->rng.idx == r.idx, "engine position %u, want %u", (unsigned)s->rng.idx, (unsigned)r.idx);
        }
        dlgo_sampler_destroy(s);
    }
    t_end();
}
