/* libFuzzer: `dlgo serve`'s request handling on arbitrary bytes, without a socket. The input is what a client sends
   on one connection: request line, headers (Content-Length, Transfer-Encoding, Expect, Authorization), body, and
   anything after it (a pipelined second request is not read). It goes through serve_feed (tools/serve.c) split the
   way a network may split it; a request that is accepted runs on the engine of a one-slot server over a small
   model until it is answered (max_tokens capped at 2 so a run stays short), streamed or not.
   Checked on every input besides crashes, leaks and undefined behaviour: the answer is one HTTP/1.1 response whose
   Content-Length is its body's length, and whose body (or every streamed event) is valid UTF-8 JSON.
   The server has a Jinja chat template with tools (the model's own is a built-in one), an API key that is asked for
   only when the request carries an Authorization header (so requests without one reach the JSON), 4-KB header and
   body limits and a 256-token context (the limits' answers: 431, 413, context_length_exceeded).
   Model: $DLGO_FUZZ_HTTP_MODEL, else $DLGO_FUZZ_MODEL (make fuzz: gen_seeds' llama of width 32). */
#define DLGO_CLI_NO_MAIN          /* tools/dlgo.c without main(); the library is tests/fuzz/fuzz_dlgo.o */
#include "../../tools/dlgo.c"
#include "fuzz_common.h"

static const char fz_template[] =
    "{%- if tools %}<|im_start|>system\nTools:{% for t in tools %} {{ t.function.name }}{% endfor %}<|im_end|>\n{% endif %}"
    "{%- for m in messages %}<|im_start|>{{ m.role }}\n{{ m.content }}"
    "{%- if m.tool_calls %}{% for c in m.tool_calls %}<tool_call>{{ c.function.name }} {{ c.function.arguments | tojson }}</tool_call>{% endfor %}{% endif %}"
    "<|im_end|>\n{% endfor %}{% if add_generation_prompt %}<|im_start|>assistant\n{% if enable_thinking is defined and not enable_thinking %}"
    "<think></think>{% endif %}{% endif %}";

static server fz_open, fz_keyed;   /* the same slot and model; fz_keyed asks for "Bearer sk-fuzz" */
static serve_slot fz_slot;

int LLVMFuzzerInitialize(int *argc, char ***argv) {
    (void)argc; (void)argv;
    const char *path = getenv("DLGO_FUZZ_HTTP_MODEL");
    if (!path) path = getenv("DLGO_FUZZ_MODEL");
    if (!path) { fprintf(stderr, "fuzz_http: set DLGO_FUZZ_HTTP_MODEL or DLGO_FUZZ_MODEL\n"); abort(); }
    server *s = &fz_open;
    dlgo_error err;
    dlgo_model_desc md;
    memset(&md, 0, sizeof md);
    if (dlgo_model_load_file(path, &md, &s->model, &err) != DLGO_OK) { fprintf(stderr, "fuzz_http: %s: %s\n", path, err.msg); abort(); }
    s->tok = dlgo_model_tokenizer(s->model);
    if (!s->tok) { fprintf(stderr, "fuzz_http: %s has no vocabulary\n", path); abort(); }
    s->n_vocab = dlgo_tokenizer_n_vocab(s->tok);
    snprintf(s->model_id, sizeof s->model_id, "fuzz");
    s->o.parallel = 1; s->o.queue_max = 4; s->o.conns_max = 4; s->o.timeout_s = 30;
    s->o.max_header = 4 << 10; s->o.max_body = 4 << 10;
    s->piece_cap = dlgo_tokenizer_max_piece(s->tok) + 8;
    s->piece = (char *)malloc((size_t)s->piece_cap);
    s->chat_template = (char *)fz_template;
    dlgo_ctx_desc cd;
    memset(&cd, 0, sizeof cd);
    cd.n_ctx = 256; cd.n_threads = 1;
    if (dlgo_ctx_create(s->model, &cd, &fz_slot.ctx, &err) != DLGO_OK) { fprintf(stderr, "fuzz_http: %s\n", err.msg); abort(); }
    fz_slot.hist = (int32_t *)malloc((size_t)dlgo_ctx_n_ctx(fz_slot.ctx) * sizeof(int32_t));
    fz_slot.biased = (float *)malloc((size_t)s->n_vocab * sizeof(float));
    s->slots = &fz_slot;
    s->conns = (serve_conn **)calloc(4, sizeof *s->conns);
    fz_keyed = fz_open;
    fz_keyed.o.api_key = "sk-fuzz";
    srand(1);
    return 0;
}

static void fz_json(const char *p, size_t n) {
    char e[128];
    json_node *j = json_parse(p, n, e);
    if (!j || j->kind != JSON_OBJ || !json_utf8_valid(p, n)) { fprintf(stderr, "fuzz_http: bad JSON (%s): %.*s\n", j ? "not an object or not UTF-8" : e, (int)n, p); __builtin_trap(); }
    json_free(j);
}
/* One whole response (a 100 Continue may come first): status line, headers, then a body of Content-Length bytes or
   an event stream. */
static void fz_check_response(const sbuf *out) {
    const char *p = out->p ? out->p : "", *end = p + out->n;
    static const char cont[] = "HTTP/1.1 100 Continue\r\n\r\n";
    if ((size_t)(end - p) >= sizeof cont - 1 && !memcmp(p, cont, sizeof cont - 1)) p += sizeof cont - 1;
    const char *he = (const char *)memmem(p, (size_t)(end - p), "\r\n\r\n", 4);
    if (strncmp(p, "HTTP/1.1 ", 9) || !he || !isdigit((unsigned char)p[9])) { fprintf(stderr, "fuzz_http: bad response: %.200s\n", p); __builtin_trap(); }
    const char *body = he + 4, *cl = strstr(p, "Content-Length: ");
    if (cl && cl < he) {
        if (strtoul(cl + 16, NULL, 10) != (unsigned long)(end - body)) { fprintf(stderr, "fuzz_http: Content-Length is not the body's length\n"); __builtin_trap(); }
        fz_json(body, (size_t)(end - body));
        return;
    }
    if (!strstr(p, "Content-Type: text/event-stream")) { fprintf(stderr, "fuzz_http: neither a body nor a stream\n"); __builtin_trap(); }
    while (body < end) {   /* "data: JSON\n\n" events, the last "data: [DONE]" or an error */
        const char *ee = (const char *)memmem(body, (size_t)(end - body), "\n\n", 2);
        if (strncmp(body, "data: ", 6) || !ee) { fprintf(stderr, "fuzz_http: bad event: %.200s\n", body); __builtin_trap(); }
        if (strncmp(body + 6, "[DONE]\n\n", 8)) fz_json(body + 6, (size_t)(ee - body - 6));
        body = ee + 2;
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    server *s = memmem(data, size, "uthorization", 12) ? &fz_keyed : &fz_open;
    serve_conn *c = (serve_conn *)calloc(1, sizeof *c);
    if (!c) return 0;
    c->fd = -1; c->slot = -1;
    s->conns[0] = c; s->n_conns = 1;
    /* the header in one piece and the body in 1000-byte pieces, or (inputs of odd length) in halves split anywhere */
    const char *in = (const char *)data;
    const uint8_t *he = (const uint8_t *)memmem(data, size, "\r\n\r\n", 4);
    size_t at = 0, first = (size & 1) ? size / 2 : he ? (size_t)(he - data) + 4 : size;
    if (first) serve_feed(s, c, in, first);
    for (at = first; at < size && c->state == CONN_READ; at += 1000) serve_feed(s, c, in + at, size - at < 1000 ? size - at : 1000);
    if (c->state == CONN_QUEUED) {
        fz_slot.n_hist = dlgo_ctx_truncate(fz_slot.ctx, 0);   /* every run starts from an empty cache (runs are repeatable) */
        if (c->req->n_prompt < 1 || c->req->n_prompt >= dlgo_ctx_n_ctx(fz_slot.ctx)) __builtin_trap();
        if (c->req->max_tokens < 0 || c->req->max_tokens > 2) c->req->max_tokens = 2;
        serve_assign(s, c);
        for (int turn = 0; turn < 16 && fz_slot.state != SLOT_IDLE; turn++) serve_engine_step(s);
        if (fz_slot.state != SLOT_IDLE || c->state != CONN_DONE) { fprintf(stderr, "fuzz_http: the request did not finish\n"); __builtin_trap(); }
    }
    if (c->state == CONN_DONE) fz_check_response(&c->out);
    else if (c->state != CONN_READ) __builtin_trap();
    else if (c->out.n && strcmp(c->out.p, "HTTP/1.1 100 Continue\r\n\r\n")) __builtin_trap();   /* incomplete: nothing but a 100 */
    serve_conn_close(s, 0);
    return 0;
}
