/* serve.c — `dlgo serve`: an OpenAI-compatible HTTP server (included by dlgo.c; POSIX sockets, one thread).

   One loop does everything, in order, forever: poll() the sockets (without waiting while a slot has work), accept,
   read and answer requests, hand queued requests to free slots, run one engine step, write what is ready.
   An engine step evaluates one prompt chunk of every slot that is still reading its prompt, then decodes one token
   for every generating slot at once through dlgo_ctx_eval_batch (one forward pass for all of them: on the GPU, up to
   8 slots a pass where the model allows it).
   Each slot keeps its context between requests: a new request goes to the free slot whose cached tokens share the
   longest prefix with its prompt, and only the rest is evaluated.

   Bad input is normal input: every refusal is the OpenAI error JSON with its status, and the loop goes on.
   A client that goes away (or stops reading) cancels its request and frees its slot at the next turn. */
#include <sys/types.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <arpa/inet.h>
#include <netdb.h>
#include <poll.h>
#include <fcntl.h>
#include <signal.h>
#include <ctype.h>

/* ---- a growable byte buffer ------------------------------------------------------------------------- */
typedef struct { char *p; size_t n, cap; int oom; } sbuf;
static void sb_put(sbuf *b, const char *s, size_t n) {
    if (b->oom) return;
    if (b->n + n + 1 > b->cap) {
        size_t cap = b->cap ? b->cap : 256;
        while (cap < b->n + n + 1) cap *= 2;
        char *p = (char *)realloc(b->p, cap);
        if (!p) { b->oom = 1; return; }
        b->p = p; b->cap = cap;
    }
    if (n) memcpy(b->p + b->n, s, n);
    b->n += n;
    b->p[b->n] = 0;
}
static void sb_str(sbuf *b, const char *s) { sb_put(b, s, strlen(s)); }
#if defined(__GNUC__) || defined(__clang__)
__attribute__((format(printf, 2, 3)))
#endif
static void sb_printf(sbuf *b, const char *fmt, ...) {
    char tmp[512];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(tmp, sizeof tmp, fmt, ap);
    va_end(ap);
    if (n < 0) return;
    sb_put(b, tmp, (size_t)n < sizeof tmp ? (size_t)n : sizeof tmp - 1);
}
static void sb_free(sbuf *b) { free(b->p); memset(b, 0, sizeof *b); }
static void sb_json_put(void *u, const char *s, size_t n) { sb_put((sbuf *)u, s, n); }
static void sb_json(sbuf *b, const char *s, size_t n) { json_escape(s, n, sb_json_put, b); }
static void sb_jnum(sbuf *b, double v) {   /* JSON has no NaN or infinity: -9999 stands for an impossible token */
    if (v != v || v < -9999.0) v = -9999.0;
    sb_printf(b, "%.6g", v);
}

/* ---- settings and state ----------------------------------------------------------------------------- */
typedef struct {
    const char *host, *api_key, *alias;
    int port, parallel, n_ctx, queue_max, conns_max, timeout_s;
    long max_body, max_header;
} serve_opts;

typedef struct { int32_t tok; float lp; int n_top; int32_t top_tok[20]; float top_lp[20]; } serve_lp;

typedef struct serve_req {
    int chat, stream, include_usage;
    int32_t *prompt, n_prompt;
    int32_t max_tokens;             /* -1: until the end of generation or a full context */
    dlgo_sampler_desc sd;
    char *stop[4];
    int n_stop;
    int logprobs, top_logprobs;     /* chat: logprobs (bool) + top_logprobs; completions: logprobs = N -> both */
    int n_bias;                     /* logit_bias: added to the logits before sampling (-100 bans a token) */
    int32_t bias_tok[300];
    float bias_val[300];
    char id[48];
    long created;
    int tools;                      /* the request offered tools: the reply is parsed for tool calls */
} serve_req;

enum { CONN_READ, CONN_QUEUED, CONN_ACTIVE, CONN_DONE };
typedef struct serve_conn {
    int fd, state;
    double t0;                      /* when its request started arriving (slow clients time out) */
    long seq;                       /* arrival order in the queue */
    sbuf in;
    size_t hdr_len;                 /* bytes of the header, once complete */
    long body_len;
    int continue_sent;
    sbuf out;
    size_t out_off;
    serve_req *req;
    int slot;                       /* -1: none */
    int gone;                       /* the client went away (or stopped reading): drop at the end of the turn */
} serve_conn;

enum { SLOT_IDLE, SLOT_PREFILL, SLOT_GEN };
typedef struct {
    dlgo_ctx *ctx;
    dlgo_sampler *smp;
    int32_t *hist;                  /* the tokens in the context's cache */
    int32_t n_hist, cached;         /* cached: prompt tokens served from the cache for this request */
    int state;
    serve_conn *c;
    int32_t pos;                    /* next prompt token to evaluate */
    int32_t next;                   /* the token sampled and not yet handled */
    serve_lp next_lp;
    dlgo_detok dt;
    sbuf text;                      /* generated text; [0, sent) has been streamed */
    size_t sent;
    int32_t n_gen;
    float *biased;                  /* n_vocab logits plus the request's logit_bias */
    serve_lp *lps;                  /* per-token logprobs of a non-streamed answer (or a streamed one with tools) */
    int32_t n_lps, cap_lps;
    int started;                    /* the stream's first chunk (role) went out */
    double last_used;
    int index;
} serve_slot;

typedef struct {
    serve_opts o;
    dlgo_model *model;
    const dlgo_tokenizer *tok;
    int32_t n_vocab;
    char model_id[256];
    serve_slot *slots;
    serve_conn **conns;
    int n_conns;
    long seq;
    int listen_fd;
    char *piece;                    /* a token's bytes */
    int32_t piece_cap;
    char *chat_template;            /* --chat-template(-file): overrides the model's (NULL = the model's) */
} server;

static volatile sig_atomic_t serve_stop;
static void serve_on_signal(int sig) { (void)sig; serve_stop = 1; }

static double serve_now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

/* ---- HTTP responses ---------------------------------------------------------------------------------- */
static const char *serve_status_text(int st) {
    switch (st) {
    case 200: return "OK"; case 400: return "Bad Request"; case 401: return "Unauthorized"; case 404: return "Not Found";
    case 405: return "Method Not Allowed"; case 408: return "Request Timeout"; case 411: return "Length Required";
    case 413: return "Payload Too Large"; case 431: return "Request Header Fields Too Large";
    case 500: return "Internal Server Error"; case 503: return "Service Unavailable";
    default: return "Error";
    }
}
/* A whole response; the connection closes once it is written. */
static void serve_respond(serve_conn *c, int status, const char *ctype, const char *body, size_t n) {
    sb_printf(&c->out, "HTTP/1.1 %d %s\r\nContent-Type: %s\r\nContent-Length: %zu\r\nConnection: close\r\n"
              "Access-Control-Allow-Origin: *\r\n\r\n", status, serve_status_text(status), ctype, n);
    sb_put(&c->out, body, n);
    c->state = CONN_DONE;
}
/* The OpenAI error object: {"error": {"message", "type", "param", "code"}} */
static void serve_error(serve_conn *c, int status, const char *param, const char *code, const char *fmt, ...) {
    char msg[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    const char *type = status == 401 ? "authentication_error" : status == 404 ? "not_found_error" :
                       status == 503 ? "server_busy_error" : status >= 500 ? "server_error" : "invalid_request_error";
    sbuf b = { 0 };
    sb_str(&b, "{\"error\":{\"message\":");
    sb_json(&b, msg, strlen(msg));
    sb_printf(&b, ",\"type\":\"%s\",\"param\":", type);
    if (param) sb_json(&b, param, strlen(param)); else sb_str(&b, "null");
    sb_str(&b, ",\"code\":");
    if (code) sb_json(&b, code, strlen(code)); else sb_str(&b, "null");
    sb_str(&b, "}}");
    serve_respond(c, status, "application/json", b.p ? b.p : "", b.n);
    sb_free(&b);
}

/* ---- request validation ------------------------------------------------------------------------------ */
static void serve_req_free(serve_req *r) {
    if (!r) return;
    free(r->prompt);
    for (int i = 0; i < r->n_stop; i++) free(r->stop[i]);
    free(r);
}
typedef struct { serve_conn *c; int bad; } vctx;
#if defined(__GNUC__) || defined(__clang__)
__attribute__((format(printf, 3, 4)))
#endif
static int v_fail(vctx *v, const char *param, const char *fmt, ...) {
    char msg[400];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    if (!v->bad) serve_error(v->c, 400, param, NULL, "%s", msg);
    v->bad = 1;
    return 0;
}
/* A number field in [lo, hi] (integer if asked); 1 = present and good, 0 = absent or null, -1 = bad (answered). */
static int v_num(vctx *v, const json_node *body, const char *key, double lo, double hi, int integer, double *out) {
    const json_node *n = json_get(body, key);
    if (!n || n->kind == JSON_NULL) return 0;
    if (n->kind != JSON_NUM) return v_fail(v, key, "'%s' must be a number", key) - 1;
    if (integer && n->num != floor(n->num)) return v_fail(v, key, "'%s' must be an integer", key) - 1;
    if (!(n->num >= lo && n->num <= hi)) return v_fail(v, key, "'%s' must be from %.15g to %.15g (got %.15g)", key, lo, hi, n->num) - 1;
    *out = n->num;
    return 1;
}
static int v_bool(vctx *v, const json_node *body, const char *key, int *out) {
    const json_node *n = json_get(body, key);
    if (!n || n->kind == JSON_NULL) return 0;
    if (n->kind != JSON_BOOL) return v_fail(v, key, "'%s' must be true or false", key) - 1;
    *out = n->num != 0;
    return 1;
}

/* The fields each endpoint takes. Anything else is refused by name: a misspelt parameter is an error, not a no-op. */
static const char *const serve_chat_fields[] = { "model", "messages", "stream", "stream_options", "max_tokens",
    "max_completion_tokens", "temperature", "top_p", "top_k", "min_p", "seed", "stop", "presence_penalty",
    "frequency_penalty", "logprobs", "top_logprobs", "n", "user", "tools", "tool_choice", "parallel_tool_calls",
    "response_format", "logit_bias", "metadata", "store", "chat_template_kwargs", NULL };
static const char *const serve_cmpl_fields[] = { "model", "prompt", "stream", "stream_options", "max_tokens",
    "temperature", "top_p", "top_k", "min_p", "seed", "stop", "presence_penalty", "frequency_penalty", "logprobs",
    "echo", "n", "best_of", "user", "suffix", "logit_bias", NULL };

/* JSON text of a parsed node (what the Jinja engine reads); an assistant tool call's "arguments" string that holds a
   JSON object goes in as that object, the way templates expect it (they apply tojson themselves). */
static void sb_node(sbuf *b, const json_node *n, int args_as_object) {
    switch (n->kind) {
    case JSON_NULL: sb_str(b, "null"); break;
    case JSON_BOOL: sb_str(b, n->num ? "true" : "false"); break;
    case JSON_NUM:
        if (n->num == floor(n->num) && fabs(n->num) < 1e15) sb_printf(b, "%.0f", n->num); else sb_printf(b, "%.17g", n->num);
        break;
    case JSON_STR:
        if (args_as_object && n->key && !strcmp(n->key, "arguments") && n->len && n->str[0] == '{') {
            char e[128];
            json_node *o = json_parse(n->str, n->len, e);
            if (o && o->kind == JSON_OBJ) { sb_node(b, o, 0); json_free(o); break; }
            json_free(o);
        }
        sb_json(b, n->str, n->len);
        break;
    case JSON_ARR: case JSON_OBJ:
        sb_str(b, n->kind == JSON_ARR ? "[" : "{");
        for (const json_node *c = n->child; c; c = c->next) {
            if (n->kind == JSON_OBJ) { sb_json(b, c->key, strlen(c->key)); sb_str(b, ":"); }
            sb_node(b, c, args_as_object);
            if (c->next) sb_str(b, ",");
        }
        sb_str(b, n->kind == JSON_ARR ? "]" : "}");
        break;
    }
}

/* >>JINJA PLUG-IN POINT: the one place where a request's messages (and tools) become the prompt text.
   The model's template (or --chat-template) runs in the Jinja engine with the request's messages as they are
   (roles system/developer/user/assistant/tool, assistant tool_calls, tool_call_id, name, reasoning_content; text
   parts joined and a null content as ""), `tools` and `chat_template_kwargs`; without tools, a template the engine cannot render falls back to
   the built-in formatters (role/content only). The reply is parsed into tool_calls / reasoning_content in
   serve_finish. tool_choice "required" or a named function would need constrained decoding: refused. */
static char *serve_render_chat(server *s, vctx *v, serve_req *req, const json_node *body) {
    const json_node *tools = json_get(body, "tools"), *tc = json_get(body, "tool_choice"), *kw = json_get(body, "chat_template_kwargs");
    int use_tools = 0;
    if (tools && tools->kind != JSON_NULL) {
        if (tools->kind != JSON_ARR) { v_fail(v, "tools", "'tools' must be an array"); return NULL; }
        for (const json_node *t = tools->child; t; t = t->next) {
            const json_node *fn = json_get(t, "function"), *nm = fn ? json_get(fn, "name") : NULL;
            if (t->kind != JSON_OBJ || !nm || nm->kind != JSON_STR) { v_fail(v, "tools", "each tool must be {\"type\": \"function\", \"function\": {\"name\": ...}}"); return NULL; }
        }
        use_tools = tools->len > 0;
    }
    if (tc && tc->kind != JSON_NULL) {
        if (tc->kind == JSON_STR && !strcmp(tc->str, "none")) use_tools = 0;
        else if (!(tc->kind == JSON_STR && !strcmp(tc->str, "auto"))) {
            v_fail(v, "tool_choice", "tool_choice must be \"auto\" or \"none\": forcing a call needs constrained decoding, which dlgo does not have");
            return NULL;
        }
    }
    if (kw && kw->kind != JSON_NULL && kw->kind != JSON_OBJ) { v_fail(v, "chat_template_kwargs", "'chat_template_kwargs' must be an object"); return NULL; }
    const json_node *msgs = json_get(body, "messages");
    if (!msgs) { v_fail(v, "messages", "'messages' is required"); return NULL; }
    if (msgs->kind != JSON_ARR || msgs->len == 0) { v_fail(v, "messages", "'messages' must be a non-empty array"); return NULL; }
    dlgo_chat_message *m = (dlgo_chat_message *)calloc(msgs->len, sizeof *m);
    char **owned = (char **)calloc(msgs->len, sizeof *owned);
    char *text = NULL;
    sbuf mj = { 0 }, tj = { 0 }, kj = { 0 };
    size_t i = 0;
    if (!m || !owned) { v_fail(v, NULL, "out of memory"); goto done; }
    sb_str(&mj, "[");
    for (const json_node *e = msgs->child; e; e = e->next, i++) {
        char where[64];
        snprintf(where, sizeof where, "messages[%zu]", i);
        if (e->kind != JSON_OBJ) { v_fail(v, where, "%s must be an object", where); goto done; }
        for (const json_node *f = e->child; f; f = f->next)
            if (strcmp(f->key, "role") && strcmp(f->key, "content") && strcmp(f->key, "name") && strcmp(f->key, "tool_calls") &&
                strcmp(f->key, "tool_call_id") && strcmp(f->key, "reasoning_content")) {
                v_fail(v, where, "unknown field '%s' in %s", f->key, where);
                goto done;
            }
        const json_node *role = json_get(e, "role"), *content = json_get(e, "content"), *name = json_get(e, "name");
        const json_node *calls = json_get(e, "tool_calls");
        if (!role || role->kind != JSON_STR) { v_fail(v, where, "%s.role must be a string", where); goto done; }
        if (name && name->kind != JSON_STR) { v_fail(v, where, "%s.name must be a string", where); goto done; }
        if (strcmp(role->str, "system") && strcmp(role->str, "user") && strcmp(role->str, "assistant") && strcmp(role->str, "developer") &&
            strcmp(role->str, "tool")) {
            v_fail(v, where, "%s.role '%.40s' is not one of system, developer, user, assistant, tool", where, role->str);
            goto done;
        }
        if (calls && calls->kind != JSON_NULL && (calls->kind != JSON_ARR || strcmp(role->str, "assistant"))) {
            v_fail(v, where, "%s.tool_calls must be an array, on an assistant message", where); goto done;
        }
        m[i].role = !strcmp(role->str, "developer") ? "system" : role->str;
        const int has_calls = calls && calls->kind == JSON_ARR && calls->len > 0;
        if ((!content || content->kind == JSON_NULL) && !has_calls) { v_fail(v, where, "%s.content is required", where); goto done; }
        if (!content || content->kind == JSON_NULL) m[i].content = "";
        else if (content->kind == JSON_STR) m[i].content = content->str;
        else if (content->kind != JSON_ARR) { v_fail(v, where, "%s.content must be a string or an array of text parts", where); goto done; }
        else {
            sbuf b = { 0 };   /* text parts, concatenated */
            sb_put(&b, "", 0);
            for (const json_node *p = content->child; p; p = p->next) {
                const json_node *ty = json_get(p, "type"), *tx = json_get(p, "text");
                if (p->kind != JSON_OBJ || !ty || ty->kind != JSON_STR || strcmp(ty->str, "text") || !tx || tx->kind != JSON_STR) {
                    sb_free(&b);
                    v_fail(v, where, "%s.content: only {\"type\": \"text\", \"text\": ...} parts are supported", where);
                    goto done;
                }
                sb_put(&b, tx->str, tx->len);
            }
            if (b.oom) { sb_free(&b); v_fail(v, NULL, "out of memory"); goto done; }
            owned[i] = b.p;
            m[i].content = b.p;
        }
        /* the message as the template sees it: role (developer -> system), content as one string */
        if (i) sb_str(&mj, ",");
        sb_str(&mj, "{\"role\":");
        sb_json(&mj, m[i].role, strlen(m[i].role));
        sb_str(&mj, ",\"content\":");
        sb_json(&mj, m[i].content, strlen(m[i].content));   /* null -> "": templates test `'x' in content` (llama.cpp does the same) */
        for (const json_node *f = e->child; f; f = f->next)
            if (strcmp(f->key, "role") && strcmp(f->key, "content")) { sb_str(&mj, ","); sb_json(&mj, f->key, strlen(f->key)); sb_str(&mj, ":"); sb_node(&mj, f, 1); }
        sb_str(&mj, "}");
    }
    sb_str(&mj, "]");
    if (use_tools) sb_node(&tj, tools, 0);
    if (kw && kw->kind == JSON_OBJ) sb_node(&kj, kw, 0);
    if (mj.oom || tj.oom || kj.oom) { v_fail(v, NULL, "out of memory"); goto done; }
    {
        dlgo_error err;
        if (dlgo_model_render_chat(s->model, s->chat_template, m, msgs->len, mj.p, use_tools ? tj.p : NULL, kj.p, &text, &err) != DLGO_OK) {
            v_fail(v, use_tools ? "tools" : "messages", "%s", err.msg);
            text = NULL;
        }
    }
    req->tools = use_tools;
done:
    for (size_t k = 0; owned && k < msgs->len; k++) free(owned[k]);
    free(owned);
    free(m);
    sb_free(&mj); sb_free(&tj); sb_free(&kj);
    return text;
}

static int32_t *serve_tokenize(server *s, const char *text, int32_t *n, dlgo_error *err) {
    const size_t len = strlen(text);
    int32_t cap = (int32_t)(len < (size_t)INT32_MAX / 2 ? len : (size_t)INT32_MAX / 2) + 8;
    int32_t *t = (int32_t *)malloc((size_t)cap * sizeof *t);
    if (!t) return NULL;
    int32_t k = dlgo_tokenize(s->tok, text, len, 1, 1, t, cap, err);
    if (k > cap) {
        int32_t *t2 = (int32_t *)realloc(t, (size_t)k * sizeof *t);
        if (!t2) { free(t); return NULL; }
        t = t2;
        k = dlgo_tokenize(s->tok, text, len, 1, 1, t, k, err);
    }
    if (k < 0) { free(t); return NULL; }
    *n = k;
    return t;
}

/* Body -> request, or NULL with the 400 answered. */
static serve_req *serve_parse(server *s, serve_conn *c, int chat, const char *body, size_t len) {
    vctx v = { c, 0 };
    char perr[128];
    json_node *j = json_parse(body, len, perr);
    if (!j) { serve_error(c, 400, NULL, NULL, "malformed JSON body: %s", perr); return NULL; }
    serve_req *r = (serve_req *)calloc(1, sizeof *r);
    double d = 0;
    int b = 0;
    if (!r) { serve_error(c, 500, NULL, NULL, "out of memory"); json_free(j); return NULL; }
    r->chat = chat;
    r->max_tokens = -1;
    if (j->kind != JSON_OBJ) { v_fail(&v, NULL, "the body must be a JSON object"); goto bad; }
    for (const json_node *f = j->child; f; f = f->next) {
        const char *const *known = chat ? serve_chat_fields : serve_cmpl_fields;
        int ok = 0;
        for (int i = 0; known[i]; i++) ok |= !strcmp(known[i], f->key);
        if (!ok) { v_fail(&v, f->key, "unknown field '%.60s'", f->key); goto bad; }
    }
    const json_node *mdl = json_get(j, "model");
    if (mdl && mdl->kind != JSON_STR) { v_fail(&v, "model", "'model' must be a string"); goto bad; }
    if (v_bool(&v, j, "stream", &r->stream) < 0) goto bad;
    const json_node *so = json_get(j, "stream_options");
    if (so && so->kind != JSON_NULL) {
        if (so->kind != JSON_OBJ) { v_fail(&v, "stream_options", "'stream_options' must be an object"); goto bad; }
        for (const json_node *f = so->child; f; f = f->next)
            if (strcmp(f->key, "include_usage")) { v_fail(&v, "stream_options", "unknown field '%.60s' in stream_options", f->key); goto bad; }
        if (v_bool(&v, so, "include_usage", &r->include_usage) < 0) goto bad;
    }
    /* sampling, in the sampler desc's terms (0 = llama.cpp's default, negative = off) */
    r->sd.penalty_last_n = 64;
    int k;
    if ((k = v_num(&v, j, "temperature", 0, 2, 0, &d)) < 0) goto bad;
    if (k) r->sd.temp = d <= 0 ? -1.0f : (float)d;
    if ((k = v_num(&v, j, "top_p", 0, 1, 0, &d)) < 0) goto bad;
    if (k) r->sd.top_p = d >= 1 ? -1.0f : d <= 0 ? 1e-9f : (float)d;
    if ((k = v_num(&v, j, "top_k", 0, 1 << 30, 1, &d)) < 0) goto bad;
    if (k) r->sd.top_k = d <= 0 ? -1 : (int32_t)d;
    if ((k = v_num(&v, j, "min_p", 0, 1, 0, &d)) < 0) goto bad;
    if (k) r->sd.min_p = d <= 0 ? -1.0f : (float)d;
    if ((k = v_num(&v, j, "presence_penalty", -2, 2, 0, &d)) < 0) goto bad;
    if (k) r->sd.penalty_present = (float)d;
    if ((k = v_num(&v, j, "frequency_penalty", -2, 2, 0, &d)) < 0) goto bad;
    if (k) r->sd.penalty_freq = (float)d;
    /* a seed makes the text reproducible; none (or -1) draws fresh entropy. The sampler reads 0 as "random", so
       seed 0 is taken as 0x9E3779B9. */
    if ((k = v_num(&v, j, "seed", -1, 9007199254740991.0, 1, &d)) < 0) goto bad;
    r->sd.seed = DLGO_SEED_RANDOM;
    if (k && d >= 0) { r->sd.seed = (uint32_t)(uint64_t)d; if (r->sd.seed == 0 || r->sd.seed == DLGO_SEED_RANDOM) r->sd.seed = 0x9E3779B9u; }
    if ((k = v_num(&v, j, "max_tokens", 1, 1 << 30, 1, &d)) < 0) goto bad;
    if (k) r->max_tokens = (int32_t)d;
    if (chat) {
        if ((k = v_num(&v, j, "max_completion_tokens", 1, 1 << 30, 1, &d)) < 0) goto bad;
        if (k) r->max_tokens = (int32_t)d;
    }
    if ((k = v_num(&v, j, "n", 1, 1, 1, &d)) < 0) goto bad;   /* one choice per request */
    if (!chat) {
        if (v_num(&v, j, "best_of", 1, 1, 1, &d) < 0) goto bad;
        if (v_bool(&v, j, "echo", &b) < 0) goto bad;
        if (b) { v_fail(&v, "echo", "'echo' is not supported"); goto bad; }
        const json_node *sx = json_get(j, "suffix");
        if (sx && sx->kind != JSON_NULL && !(sx->kind == JSON_STR && sx->len == 0)) { v_fail(&v, "suffix", "'suffix' is not supported"); goto bad; }
    }
    const json_node *lb = json_get(j, "logit_bias");
    if (lb && lb->kind != JSON_NULL) {   /* {"token id": bias in [-100, 100]}, at most 300 */
        if (lb->kind != JSON_OBJ) { v_fail(&v, "logit_bias", "'logit_bias' must be an object"); goto bad; }
        for (const json_node *e = lb->child; e; e = e->next) {
            char *end;
            long id = strtol(e->key, &end, 10);
            if (end == e->key || *end || id < 0 || id >= s->n_vocab) { v_fail(&v, "logit_bias", "logit_bias key '%.30s' is not a token id (0..%d)", e->key, s->n_vocab - 1); goto bad; }
            if (e->kind != JSON_NUM || !(e->num >= -100 && e->num <= 100)) { v_fail(&v, "logit_bias", "logit_bias values must be numbers from -100 to 100"); goto bad; }
            if (r->n_bias == 300) { v_fail(&v, "logit_bias", "logit_bias takes at most 300 tokens"); goto bad; }
            r->bias_tok[r->n_bias] = (int32_t)id;
            r->bias_val[r->n_bias++] = (float)e->num;
        }
    }
    const json_node *rf = json_get(j, "response_format");
    if (rf && rf->kind != JSON_NULL) {
        const json_node *ty = json_get(rf, "type");
        if (rf->kind != JSON_OBJ || !ty || ty->kind != JSON_STR) { v_fail(&v, "response_format", "'response_format' must be {\"type\": ...}"); goto bad; }
        if (strcmp(ty->str, "text")) { v_fail(&v, "response_format", "response_format '%.40s' is not supported (only \"text\")", ty->str); goto bad; }
    }
    const json_node *usr = json_get(j, "user");
    if (usr && usr->kind != JSON_NULL && usr->kind != JSON_STR) { v_fail(&v, "user", "'user' must be a string"); goto bad; }
    const json_node *md = json_get(j, "metadata");
    if (md && md->kind != JSON_NULL && md->kind != JSON_OBJ) { v_fail(&v, "metadata", "'metadata' must be an object"); goto bad; }
    if (v_bool(&v, j, "store", &b) < 0 || v_bool(&v, j, "parallel_tool_calls", &b) < 0) goto bad;
    /* logprobs: chat has a bool and top_logprobs (0..20); completions has one integer (0..5 in OpenAI's API; 20 here) */
    if (chat) {
        if (v_bool(&v, j, "logprobs", &r->logprobs) < 0) goto bad;
        if ((k = v_num(&v, j, "top_logprobs", 0, 20, 1, &d)) < 0) goto bad;
        if (k) {
            if (!r->logprobs) { v_fail(&v, "top_logprobs", "'top_logprobs' needs 'logprobs': true"); goto bad; }
            r->top_logprobs = (int)d;
        }
    } else {
        if ((k = v_num(&v, j, "logprobs", 0, 20, 1, &d)) < 0) goto bad;
        if (k) { r->logprobs = 1; r->top_logprobs = (int)d; }
    }
    const json_node *st = json_get(j, "stop");
    if (st && st->kind != JSON_NULL) {
        if (st->kind == JSON_STR) {
            if (st->len) { r->stop[0] = strdup(st->str); r->n_stop = 1; }
        } else if (st->kind == JSON_ARR && st->len <= 4) {
            for (const json_node *e = st->child; e; e = e->next) {
                if (e->kind != JSON_STR) { v_fail(&v, "stop", "'stop' must be a string or an array of up to 4 strings"); goto bad; }
                if (e->len && strlen(e->str) == e->len) r->stop[r->n_stop++] = strdup(e->str);
            }
        } else { v_fail(&v, "stop", "'stop' must be a string or an array of up to 4 strings"); goto bad; }
        for (int i = 0; i < r->n_stop; i++) if (!r->stop[i]) { v_fail(&v, NULL, "out of memory"); goto bad; }
    }
    /* the prompt */
    dlgo_error err;
    if (chat) {
        char *text = serve_render_chat(s, &v, r, j);
        if (!text) goto bad;
        r->prompt = serve_tokenize(s, text, &r->n_prompt, &err);
        dlgo_model_free_text(s->model, text);
        if (!r->prompt) { v_fail(&v, "messages", "cannot tokenize the prompt"); goto bad; }
    } else {
        const json_node *p = json_get(j, "prompt");
        if (p && p->kind == JSON_ARR && p->len == 1 && p->child->kind == JSON_STR) p = p->child;   /* ["text"] */
        if (!p) { v_fail(&v, "prompt", "'prompt' is required"); goto bad; }
        if (p->kind == JSON_STR) {
            if (strlen(p->str) != p->len) { v_fail(&v, "prompt", "'prompt' contains a NUL character"); goto bad; }
            r->prompt = serve_tokenize(s, p->str, &r->n_prompt, &err);
            if (!r->prompt) { v_fail(&v, "prompt", "cannot tokenize the prompt"); goto bad; }
        } else if (p->kind == JSON_ARR && p->len > 0) {   /* token ids */
            r->prompt = (int32_t *)malloc(p->len * sizeof(int32_t));
            if (!r->prompt) { v_fail(&v, NULL, "out of memory"); goto bad; }
            for (const json_node *e = p->child; e; e = e->next) {
                if (e->kind != JSON_NUM || e->num != floor(e->num) || e->num < 0 || e->num >= s->n_vocab) {
                    v_fail(&v, "prompt", "'prompt' must be a string or an array of token ids (0..%d)", s->n_vocab - 1);
                    goto bad;
                }
                r->prompt[r->n_prompt++] = (int32_t)e->num;
            }
        } else { v_fail(&v, "prompt", "'prompt' must be a string or an array of token ids (one prompt per request)"); goto bad; }
    }
    if (r->n_prompt == 0) { v_fail(&v, "prompt", "the prompt is empty"); goto bad; }
    const int32_t n_ctx = dlgo_ctx_n_ctx(s->slots[0].ctx);
    if (r->n_prompt >= n_ctx) {
        serve_error(c, 400, chat ? "messages" : "prompt", "context_length_exceeded",
                    "the prompt is %d tokens; this server's context holds %d (one token at least must be left for the reply)", r->n_prompt, n_ctx);
        v.bad = 1;
        goto bad;
    }
    json_free(j);
    return r;
bad:
    json_free(j);
    serve_req_free(r);
    return NULL;
}

/* ---- responses of the generation --------------------------------------------------------------------- */
static void serve_piece_json(server *s, sbuf *b, int32_t tok, int with_bytes) {
    int32_t n = dlgo_token_to_piece(s->tok, tok, 0, s->piece, s->piece_cap);
    if (n > s->piece_cap || n < 0) n = 0;
    sb_json(b, s->piece, (size_t)n);
    if (!with_bytes) return;
    sb_str(b, ",\"bytes\":[");
    for (int32_t i = 0; i < n; i++) sb_printf(b, i ? ",%u" : "%u", (unsigned)(unsigned char)s->piece[i]);
    sb_str(b, "]");
}
/* chat: {"content": [{token, logprob, bytes, top_logprobs}]}; completions: {tokens, token_logprobs, top_logprobs, text_offset} */
static void serve_logprobs_json(server *s, sbuf *b, const serve_req *r, const serve_lp *lp, int32_t n, size_t text_off) {
    if (r->chat) {
        sb_str(b, "{\"content\":[");
        for (int32_t i = 0; i < n; i++) {
            sb_str(b, i ? ",{\"token\":" : "{\"token\":");
            serve_piece_json(s, b, lp[i].tok, 1);
            sb_str(b, ",\"logprob\":");
            sb_jnum(b, lp[i].lp);
            sb_str(b, ",\"top_logprobs\":[");
            for (int t = 0; t < lp[i].n_top; t++) {
                sb_str(b, t ? ",{\"token\":" : "{\"token\":");
                serve_piece_json(s, b, lp[i].top_tok[t], 1);
                sb_str(b, ",\"logprob\":");
                sb_jnum(b, lp[i].top_lp[t]);
                sb_str(b, "}");
            }
            sb_str(b, "]}");
        }
        sb_str(b, "]}");
        return;
    }
    sb_str(b, "{\"tokens\":[");
    for (int32_t i = 0; i < n; i++) { if (i) sb_str(b, ","); serve_piece_json(s, b, lp[i].tok, 0); }
    sb_str(b, "],\"token_logprobs\":[");
    for (int32_t i = 0; i < n; i++) { if (i) sb_str(b, ","); sb_jnum(b, lp[i].lp); }
    sb_str(b, "],\"top_logprobs\":[");
    for (int32_t i = 0; i < n; i++) {
        sb_str(b, i ? ",{" : "{");
        for (int t = 0; t < lp[i].n_top; t++) {
            if (t) sb_str(b, ",");
            serve_piece_json(s, b, lp[i].top_tok[t], 0);
            sb_str(b, ":");
            sb_jnum(b, lp[i].top_lp[t]);
        }
        sb_str(b, "}");
    }
    sb_str(b, "],\"text_offset\":[");
    for (int32_t i = 0; i < n; i++) {
        int32_t pn = dlgo_token_to_piece(s->tok, lp[i].tok, 0, s->piece, s->piece_cap);
        sb_printf(b, i ? ",%zu" : "%zu", text_off);
        text_off += pn > 0 && pn <= s->piece_cap ? (size_t)pn : 0;
    }
    sb_str(b, "]}");
}
static void serve_chunk_head(server *s, sbuf *b, const serve_req *r) {
    sb_printf(b, "data: {\"id\":\"%s\",\"object\":\"%s\",\"created\":%ld,\"model\":", r->id,
              r->chat ? "chat.completion.chunk" : "text_completion", r->created);
    sb_json(b, s->model_id, strlen(s->model_id));
    sb_str(b, ",\"choices\":[");
}
static void serve_usage_json(sbuf *b, const serve_slot *sl) {
    const serve_req *r = sl->c->req;
    sb_printf(b, "\"usage\":{\"prompt_tokens\":%d,\"completion_tokens\":%d,\"total_tokens\":%d,"
              "\"prompt_tokens_details\":{\"cached_tokens\":%d}}", r->n_prompt, sl->n_gen, r->n_prompt + sl->n_gen, sl->cached);
}
/* One streamed chunk: text [from, to) of the slot, optional logprobs of one token, optional finish reason. */
static void serve_stream_chunk(server *s, serve_slot *sl, size_t from, size_t to, const serve_lp *lp, const char *finish) {
    serve_conn *c = sl->c;
    const serve_req *r = c->req;
    sbuf *b = &c->out;
    serve_chunk_head(s, b, r);
    if (r->chat) {
        sb_str(b, "{\"index\":0,\"delta\":{");
        if (!sl->started) { sb_str(b, "\"role\":\"assistant\""); if (to > from || !finish) sb_str(b, ","); }
        if (to > from || (!sl->started && !finish)) { sb_str(b, "\"content\":"); sb_json(b, sl->text.p ? sl->text.p + from : "", to - from); }
        sb_str(b, "},\"logprobs\":");
    } else {
        sb_str(b, "{\"index\":0,\"text\":");
        sb_json(b, sl->text.p ? sl->text.p + from : "", to - from);
        sb_str(b, ",\"logprobs\":");
    }
    sl->started = 1;
    if (lp) serve_logprobs_json(s, b, r, lp, 1, from);
    else sb_str(b, "null");
    sb_str(b, ",\"finish_reason\":");
    if (finish) sb_printf(b, "\"%s\"", finish); else sb_str(b, "null");
    sb_str(b, "}]}\n\n");
}

/* The longest tail of text that is a prefix of a stop string: it may not be sent yet. */
static size_t serve_stop_holdback(const serve_req *r, const char *t, size_t n) {
    size_t hold = 0;
    for (int i = 0; i < r->n_stop; i++) {
        const size_t L = strlen(r->stop[i]);
        for (size_t k = L - 1 < n ? L - 1 : n; k > hold; k--)
            if (!memcmp(t + n - k, r->stop[i], k)) { hold = k; break; }
    }
    return hold;
}

/* One line per request on stderr: what it was, what it cost, how it ended. */
static void serve_log(const serve_slot *sl, const char *how) {
    const serve_req *r = sl->c->req;
    fprintf(stderr, "dlgo serve: %s slot %d: prompt %d (cached %d), generated %d: %s\n", r->id, sl->index, r->n_prompt, sl->cached, sl->n_gen, how);
}
static void serve_slot_release(serve_slot *sl) {
    dlgo_sampler_destroy(sl->smp);
    sl->smp = NULL;
    sb_free(&sl->text);
    free(sl->lps);
    sl->lps = NULL;
    sl->n_lps = sl->cap_lps = 0;
    sl->sent = 0;
    sl->n_gen = 0;
    sl->started = 0;
    sl->c = NULL;
    sl->state = SLOT_IDLE;
    sl->last_used = serve_now();
}
/* A chat reply's text as the message fields: content, reasoning_content and (when tools were offered) tool_calls, the
   Jinja plug-in point's other half. stream: as one delta (tool calls numbered by "index"). Returns 1 when it made
   tool calls (the finish reason becomes "tool_calls"). */
static int serve_message_fields(sbuf *b, const serve_req *r, const serve_slot *sl, int stream) {
    const char *txt = sl->text.p ? sl->text.p : "";
    dlgo_chat_parse_result pr;
    memset(&pr, 0, sizeof pr);
    dlgo_chat_parse_desc pd;
    memset(&pd, 0, sizeof pd);
    pd.text = txt;
    int parsed = (r->tools || strstr(txt, "</think>") || strstr(txt, "<|channel|>")) && strlen(txt) == sl->text.n &&
                 dlgo_chat_parse(&pd, &pr, NULL) == DLGO_OK;
    if (parsed && !r->tools && pr.n_tool_calls) { dlgo_chat_parse_result_free(&pr); parsed = 0; }   /* no tools: calls are text */
    sb_str(b, "\"content\":");
    if (!parsed) sb_json(b, txt, sl->text.n);
    else if (pr.n_tool_calls && !pr.content[0]) sb_str(b, "null");
    else sb_json(b, pr.content, strlen(pr.content));
    if (parsed && pr.reasoning[0]) { sb_str(b, ",\"reasoning_content\":"); sb_json(b, pr.reasoning, strlen(pr.reasoning)); }
    const int calls = parsed && pr.n_tool_calls > 0;
    if (calls) {
        sb_str(b, ",\"tool_calls\":[");
        for (int32_t k = 0; k < pr.n_tool_calls; k++) {
            const dlgo_tool_call *t = &pr.tool_calls[k];
            sb_str(b, k ? ",{" : "{");
            if (stream) sb_printf(b, "\"index\":%d,", (int)k);
            if (t->id[0]) { sb_str(b, "\"id\":"); sb_json(b, t->id, strlen(t->id)); }
            else sb_printf(b, "\"id\":\"call_%s_%d\"", r->id, (int)k);
            sb_str(b, ",\"type\":\"function\",\"function\":{\"name\":");
            sb_json(b, t->name, strlen(t->name));
            sb_str(b, ",\"arguments\":");
            sb_json(b, t->arguments, strlen(t->arguments));
            sb_str(b, "}}");
        }
        sb_str(b, "]");
    }
    dlgo_chat_parse_result_free(&pr);
    return calls;
}
/* The end of a request: the rest of the answer, then the slot is free. reason: "stop" / "length", or NULL with
   an error message (the engine failed). */
static void serve_finish(server *s, serve_slot *sl, const char *reason, const char *error) {
    serve_conn *c = sl->c;
    const serve_req *r = c->req;
    serve_log(sl, error ? error : reason);
    if (error) {
        if (r->stream && sl->started) {   /* the status line went out: the error is one more event */
            sb_str(&c->out, "data: {\"error\":{\"message\":");
            sb_json(&c->out, error, strlen(error));
            sb_str(&c->out, ",\"type\":\"server_error\",\"param\":null,\"code\":null}}\n\n");
            c->state = CONN_DONE;
        } else {
            c->out.n = 0;
            serve_error(c, 500, NULL, NULL, "%s", error);
        }
    } else if (r->stream) {
        if (r->tools) {   /* held back until now: the whole reply parsed, as one delta (the calls whole, not in pieces) */
            serve_chunk_head(s, &c->out, r);
            sb_str(&c->out, "{\"index\":0,\"delta\":{");
            if (!sl->started) sb_str(&c->out, "\"role\":\"assistant\",");
            if (serve_message_fields(&c->out, r, sl, 1) && !strcmp(reason, "stop")) reason = "tool_calls";
            sb_str(&c->out, "},\"logprobs\":");
            if (r->logprobs) serve_logprobs_json(s, &c->out, r, sl->lps, sl->n_lps, 0); else sb_str(&c->out, "null");
            sb_str(&c->out, ",\"finish_reason\":null}]}\n\n");
            sl->started = 1; sl->sent = sl->text.n;
        }
        if (sl->text.n > sl->sent) serve_stream_chunk(s, sl, sl->sent, sl->text.n, NULL, NULL);
        serve_stream_chunk(s, sl, sl->text.n, sl->text.n, NULL, reason);
        if (r->include_usage) {
            serve_chunk_head(s, &c->out, r);
            sb_str(&c->out, "],");
            serve_usage_json(&c->out, sl);
            sb_str(&c->out, "}\n\n");
        }
        sb_str(&c->out, "data: [DONE]\n\n");
        c->state = CONN_DONE;
    } else {
        sbuf b = { 0 };
        sb_printf(&b, "{\"id\":\"%s\",\"object\":\"%s\",\"created\":%ld,\"model\":", r->id, r->chat ? "chat.completion" : "text_completion", r->created);
        sb_json(&b, s->model_id, strlen(s->model_id));
        sb_str(&b, ",\"choices\":[{\"index\":0,");
        if (r->chat) {
            sb_str(&b, "\"message\":{\"role\":\"assistant\",");
            if (serve_message_fields(&b, r, sl, 0) && !strcmp(reason, "stop")) reason = "tool_calls";
            sb_str(&b, "},");
        }
        else { sb_str(&b, "\"text\":"); sb_json(&b, sl->text.p ? sl->text.p : "", sl->text.n); sb_str(&b, ","); }
        sb_str(&b, "\"logprobs\":");
        if (r->logprobs) serve_logprobs_json(s, &b, r, sl->lps, sl->n_lps, 0); else sb_str(&b, "null");
        sb_printf(&b, ",\"finish_reason\":\"%s\"}],", reason);
        serve_usage_json(&b, sl);
        sb_str(&b, "}");
        if (b.oom) serve_error(c, 500, NULL, NULL, "out of memory");
        else serve_respond(c, 200, "application/json", b.p, b.n);
        sb_free(&b);
    }
    c->slot = -1;
    serve_slot_release(sl);
}

/* Sample the slot's next token (and its logprobs) from its context's last logits. */
static void serve_sample(server *s, serve_slot *sl) {
    const float *l = dlgo_ctx_logits(sl->ctx, -1);
    const serve_req *r = sl->c->req;
    if (r->n_bias) {   /* -100 bans a token outright, as OpenAI's API does */
        memcpy(sl->biased, l, (size_t)s->n_vocab * sizeof(float));
        for (int i = 0; i < r->n_bias; i++) sl->biased[r->bias_tok[i]] = r->bias_val[i] <= -100 ? -INFINITY : sl->biased[r->bias_tok[i]] + r->bias_val[i];
        l = sl->biased;
    }
    sl->next = r->n_bias ? dlgo_sampler_sample(sl->smp, l) : dlgo_ctx_sample(sl->ctx, sl->smp);   /* (the latter: the GPU's block maxima) */
    dlgo_sampler_accept(sl->smp, sl->next);
    if (!r->logprobs) return;
    serve_lp *lp = &sl->next_lp;
    float mx = -INFINITY;
    for (int32_t i = 0; i < s->n_vocab; i++) if (l[i] > mx) mx = l[i];
    double sum = 0;
    for (int32_t i = 0; i < s->n_vocab; i++) sum += exp((double)l[i] - mx);
    const float lse = mx + (float)log(sum);
    lp->tok = sl->next;
    lp->lp = l[sl->next] - lse;
    lp->n_top = 0;
    for (int k = 0; k < r->top_logprobs && k < s->n_vocab; k++) {   /* top-k by selection: k <= 20 */
        int32_t best = -1;
        for (int32_t i = 0; i < s->n_vocab; i++) {
            if (best >= 0 && !(l[i] > l[best])) continue;
            int taken = 0;
            for (int t = 0; t < k && !taken; t++) taken = lp->top_tok[t] == i;
            if (!taken) best = i;
        }
        lp->top_tok[k] = best;
        lp->top_lp[k] = l[best] - lse;
        lp->n_top = k + 1;
    }
}

/* Handle the sampled token: the end of generation, or text (held back while it may begin a stop string).
   Returns 1 when the slot goes on (the token must be evaluated). */
static int serve_take_token(server *s, serve_slot *sl) {
    serve_conn *c = sl->c;
    const serve_req *r = c->req;
    const int32_t t = sl->next;
    if (dlgo_token_is_eog(s->tok, t)) { serve_finish(s, sl, "stop", NULL); return 0; }
    sl->n_gen++;
    if (r->logprobs && (!r->stream || r->tools)) {   /* (a stream with tools sends them with the whole reply) */
        if (sl->n_lps == sl->cap_lps) {
            int32_t cap = sl->cap_lps ? sl->cap_lps * 2 : 64;
            serve_lp *p = (serve_lp *)realloc(sl->lps, (size_t)cap * sizeof *p);
            if (!p) { serve_finish(s, sl, NULL, "out of memory"); return 0; }
            sl->lps = p; sl->cap_lps = cap;
        }
        sl->lps[sl->n_lps++] = sl->next_lp;
    }
    const size_t before = sl->text.n;
    int32_t k = dlgo_detok_feed(&sl->dt, t, s->piece, s->piece_cap);
    if (k > 0 && k <= s->piece_cap) sb_put(&sl->text, s->piece, (size_t)k);
    if (sl->text.oom) { serve_finish(s, sl, NULL, "out of memory"); return 0; }
    const char *reason = NULL;
    for (int i = 0; i < r->n_stop; i++) {   /* a stop string completed by this piece ends the text where it starts */
        const size_t L = strlen(r->stop[i]);
        const size_t from = before >= L ? before - L + 1 : 0;
        const char *hit = NULL;
        for (size_t p = from; !hit && p + L <= sl->text.n; p++) if (!memcmp(sl->text.p + p, r->stop[i], L)) hit = sl->text.p + p;
        if (hit && (size_t)(hit - sl->text.p) < sl->text.n) { sl->text.n = (size_t)(hit - sl->text.p); sl->text.p[sl->text.n] = 0; reason = "stop"; }
    }
    if (!reason && r->max_tokens > 0 && sl->n_gen >= r->max_tokens) reason = "length";
    if (!reason && dlgo_ctx_n_past(sl->ctx) >= dlgo_ctx_n_ctx(sl->ctx)) reason = "length";   /* the context is full */
    if (reason && !strcmp(reason, "length")) {   /* a partial character at the very end goes out as it is */
        k = dlgo_detok_flush(&sl->dt, s->piece, s->piece_cap);
        if (k > 0 && k <= s->piece_cap) sb_put(&sl->text, s->piece, (size_t)k);
    }
    if (r->stream && !r->tools) {   /* what is safe to send now goes out with this token's logprobs; the end follows in
                                       serve_finish (with tools, all of it there: calls are parsed from the whole reply) */
        const size_t safe = reason ? sl->text.n : sl->text.n - serve_stop_holdback(r, sl->text.p ? sl->text.p : "", sl->text.n);
        if (safe > sl->sent || r->logprobs || !sl->started) {
            serve_stream_chunk(s, sl, sl->sent, safe > sl->sent ? safe : sl->sent, r->logprobs ? &sl->next_lp : NULL, NULL);
            if (safe > sl->sent) sl->sent = safe;
        }
    }
    if (reason) { serve_finish(s, sl, reason, NULL); return 0; }
    return 1;
}

/* A queued request goes to the free slot that caches the longest prefix of its prompt (the least recently used
   one on a tie); the rest of the prompt is what it evaluates. */
static void serve_assign(server *s, serve_conn *c) {
    serve_req *r = c->req;
    int best = -1;
    int32_t best_lcp = -1;
    for (int i = 0; i < s->o.parallel; i++) {
        serve_slot *sl = &s->slots[i];
        if (sl->state != SLOT_IDLE) continue;
        int32_t l = 0;
        while (l < sl->n_hist && l < r->n_prompt && sl->hist[l] == r->prompt[l]) l++;
        if (l > best_lcp || (l == best_lcp && sl->last_used < s->slots[best].last_used)) { best = i; best_lcp = l; }
    }
    if (best < 0) return;
    serve_slot *sl = &s->slots[best];
    if (best_lcp >= r->n_prompt) best_lcp = r->n_prompt - 1;   /* the last prompt token is evaluated for its logits */
    sl->n_hist = dlgo_ctx_truncate(sl->ctx, best_lcp);       /* recurrent models keep nothing: 0 */
    sl->cached = sl->n_hist;
    sl->pos = sl->n_hist;
    dlgo_error err;
    if (dlgo_sampler_create(&r->sd, s->n_vocab, &sl->smp, &err) != DLGO_OK) { serve_error(c, 500, NULL, NULL, "%s", err.msg); return; }
    dlgo_detok_init(&sl->dt, s->tok, 0, 0);
    sl->c = c;
    sl->state = SLOT_PREFILL;
    c->slot = best;
    c->state = CONN_ACTIVE;
    if (r->stream)
        sb_str(&c->out, "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-cache\r\nConnection: close\r\n"
                        "Access-Control-Allow-Origin: *\r\n\r\n");
}

/* One engine turn: a prompt chunk of every prefilling slot, then one decoded token for every generating slot,
   all of them in one dlgo_ctx_eval_batch. Returns 1 when there was work. */
static int serve_engine_step(server *s) {
    int work = 0;
    dlgo_error err;
    for (int i = 0; i < s->o.parallel; i++) {
        serve_slot *sl = &s->slots[i];
        if (sl->state != SLOT_PREFILL) continue;
        work = 1;
        const serve_req *r = sl->c->req;
        int32_t n = r->n_prompt - sl->pos;
        if (n > 512) n = 512;   /* one n_batch chunk a turn: other slots keep streaming while a long prompt is read */
        if (dlgo_ctx_eval(sl->ctx, r->prompt + sl->pos, n, &err) != DLGO_OK) { sl->n_hist = dlgo_ctx_truncate(sl->ctx, 0); serve_finish(s, sl, NULL, err.msg); continue; }
        memcpy(sl->hist + sl->n_hist, r->prompt + sl->pos, (size_t)n * sizeof(int32_t));
        sl->n_hist += n;
        sl->pos += n;
        if (sl->pos == r->n_prompt) { serve_sample(s, sl); sl->state = SLOT_GEN; }
    }
    dlgo_ctx *ctxs[256];
    int32_t toks[256], who[256], nb = 0;
    for (int i = 0; i < s->o.parallel; i++) {
        serve_slot *sl = &s->slots[i];
        if (sl->state != SLOT_GEN) continue;
        work = 1;
        if (!serve_take_token(s, sl)) continue;
        ctxs[nb] = sl->ctx; toks[nb] = sl->next; who[nb] = i; nb++;
    }
    if (nb == 0) return work;
    int32_t past[256];
    for (int k = 0; k < nb; k++) past[k] = dlgo_ctx_n_past(ctxs[k]);
    dlgo_result rb = dlgo_ctx_eval_batch(ctxs, toks, nb, &err);
    for (int k = 0; k < nb; k++) {
        serve_slot *sl = &s->slots[who[k]];
        /* if the batched pass failed, each context it did not advance runs alone and says whether it fails (a refusal
           touches nothing; a GPU failure may have advanced the groups before it) */
        if (rb != DLGO_OK && dlgo_ctx_n_past(sl->ctx) == past[k] && dlgo_ctx_eval(sl->ctx, &toks[k], 1, &err) != DLGO_OK) { sl->n_hist = dlgo_ctx_truncate(sl->ctx, 0); serve_finish(s, sl, NULL, err.msg); continue; }
        sl->hist[sl->n_hist++] = toks[k];
        serve_sample(s, sl);
    }
    return 1;
}

/* ---- connections ------------------------------------------------------------------------------------- */
static void serve_conn_close(server *s, int i) {
    serve_conn *c = s->conns[i];
    if (c->slot >= 0) {   /* a cancelled generation: its slot is free again (its cache stays valid) */
        serve_slot *sl = &s->slots[c->slot];
        serve_log(sl, "cancelled (the client went away)");
        serve_slot_release(sl);
    }
    close(c->fd);
    sb_free(&c->in);
    sb_free(&c->out);
    serve_req_free(c->req);
    free(c);
    s->conns[i] = s->conns[--s->n_conns];
}
static int serve_ieq(const char *a, const char *b, size_t n) {
    for (size_t i = 0; i < n; i++) if (tolower((unsigned char)a[i]) != tolower((unsigned char)b[i])) return 0;
    return 1;
}
/* A complete request: route it. */
static void serve_dispatch(server *s, serve_conn *c, const char *method, const char *path, const char *auth, const char *body, size_t blen) {
    const int v1 = !strncmp(path, "/v1/", 4);
    const char *route = v1 ? path + 3 : path;
    if (!strcmp(route, "/health")) {
        if (strcmp(method, "GET")) { serve_error(c, 405, NULL, NULL, "use GET for %s", path); return; }
        int idle = 0, queued = 0;
        for (int i = 0; i < s->o.parallel; i++) idle += s->slots[i].state == SLOT_IDLE;
        for (int i = 0; i < s->n_conns; i++) queued += s->conns[i]->state == CONN_QUEUED;
        char b[160];
        int n = snprintf(b, sizeof b, "{\"status\":\"ok\",\"slots_idle\":%d,\"slots_processing\":%d,\"requests_queued\":%d}",
                         idle, s->o.parallel - idle, queued);
        serve_respond(c, 200, "application/json", b, (size_t)n);
        return;
    }
    const int is_models = !strcmp(route, "/models"), is_chat = !strcmp(route, "/chat/completions"), is_cmpl = !strcmp(route, "/completions");
    if (!is_models && !is_chat && !is_cmpl) { serve_error(c, 404, NULL, NULL, "no such endpoint: %s %.100s", method, path); return; }
    if (s->o.api_key) {
        const size_t kl = strlen(s->o.api_key);
        if (!auth || strncmp(auth, "Bearer ", 7) || strlen(auth + 7) != kl || memcmp(auth + 7, s->o.api_key, kl)) {
            serve_error(c, 401, NULL, "invalid_api_key", auth ? "invalid API key" : "an API key is required (Authorization: Bearer KEY)");
            return;
        }
    }
    if (is_models) {
        if (strcmp(method, "GET")) { serve_error(c, 405, NULL, NULL, "use GET for %s", path); return; }
        sbuf b = { 0 };
        sb_str(&b, "{\"object\":\"list\",\"data\":[{\"id\":");
        sb_json(&b, s->model_id, strlen(s->model_id));
        sb_str(&b, ",\"object\":\"model\",\"created\":0,\"owned_by\":\"dlgo\"}]}");
        serve_respond(c, 200, "application/json", b.p ? b.p : "", b.n);
        sb_free(&b);
        return;
    }
    if (strcmp(method, "POST")) { serve_error(c, 405, NULL, NULL, "use POST for %s", path); return; }
    int queued = 0;
    for (int i = 0; i < s->n_conns; i++) queued += s->conns[i]->state == CONN_QUEUED;
    int idle = 0;
    for (int i = 0; i < s->o.parallel; i++) idle += s->slots[i].state == SLOT_IDLE;
    if (!idle && queued >= s->o.queue_max) { serve_error(c, 503, NULL, NULL, "the server is busy (%d requests queued); retry later", queued); return; }
    serve_req *r = serve_parse(s, c, is_chat, body, blen);
    if (!r) return;
    static const char hex[] = "0123456789abcdef";
    snprintf(r->id, sizeof r->id, "%s-", is_chat ? "chatcmpl" : "cmpl");
    for (size_t k = strlen(r->id); k < 24; k++) r->id[k] = hex[(unsigned)rand() & 15];
    r->id[24] = 0;
    r->created = (long)time(NULL);
    if (r->max_tokens < 0) r->max_tokens = -1;
    c->req = r;
    c->state = CONN_QUEUED;
    c->seq = s->seq++;
}
/* Parse what arrived. Returns 0 while the request is incomplete. */
static void serve_read_request(server *s, serve_conn *c) {
    if (!c->hdr_len) {
        char *e = c->in.p ? strstr(c->in.p, "\r\n\r\n") : NULL;
        if (!e) {
            if ((long)c->in.n > s->o.max_header) serve_error(c, 431, NULL, NULL, "the request header exceeds %ld bytes", s->o.max_header);
            return;
        }
        c->hdr_len = (size_t)(e - c->in.p) + 4;
        if ((long)c->hdr_len > s->o.max_header) { serve_error(c, 431, NULL, NULL, "the request header exceeds %ld bytes", s->o.max_header); return; }
        c->body_len = 0;
        /* headers we act on */
        int chunked = 0, expect = 0, have_len = 0;
        for (char *l = strstr(c->in.p, "\r\n"); l && l < e; l = strstr(l + 2, "\r\n")) {
            const char *h = l + 2;
            if (serve_ieq(h, "content-length:", 15)) {
                const char *v = h + 15;
                while (*v == ' ' || *v == '\t') v++;
                char *end;
                errno = 0;
                long n = strtol(v, &end, 10);
                if (end == v || errno || n < 0 || (*end != '\r' && *end != ' ')) { serve_error(c, 400, NULL, NULL, "bad Content-Length"); return; }
                c->body_len = n;
                have_len = 1;
            } else if (serve_ieq(h, "transfer-encoding:", 18)) chunked = 1;
            else if (serve_ieq(h, "expect:", 7)) expect = 1;
        }
        if (chunked) { serve_error(c, 411, NULL, NULL, "chunked request bodies are not supported: send Content-Length"); return; }
        (void)have_len;
        if (c->body_len > s->o.max_body) { serve_error(c, 413, NULL, NULL, "the request body (%ld bytes) exceeds the limit of %ld bytes", c->body_len, s->o.max_body); return; }
        if (expect && c->in.n == c->hdr_len && c->body_len > 0 && !c->continue_sent) { sb_str(&c->out, "HTTP/1.1 100 Continue\r\n\r\n"); c->continue_sent = 1; }
    }
    if ((long)(c->in.n - c->hdr_len) < c->body_len) return;
    /* request line: METHOD SP PATH SP HTTP/1.x */
    char method[16], path[1024];
    const char *p = c->in.p, *sp1 = strchr(p, ' ');
    const char *eol = strstr(p, "\r\n");
    const char *sp2 = sp1 ? strchr(sp1 + 1, ' ') : NULL;
    if (!sp1 || !sp2 || sp2 > eol || sp1 - p >= (long)sizeof method || sp2 - sp1 - 1 >= (long)sizeof path || sp2 - sp1 - 1 < 1 ||
        strncmp(sp2 + 1, "HTTP/1.", 7)) {
        serve_error(c, 400, NULL, NULL, "malformed HTTP request line");
        return;
    }
    memcpy(method, p, (size_t)(sp1 - p)); method[sp1 - p] = 0;
    memcpy(path, sp1 + 1, (size_t)(sp2 - sp1 - 1)); path[sp2 - sp1 - 1] = 0;
    char *q = strchr(path, '?');
    if (q) *q = 0;
    /* the Authorization header, NUL-terminated in place of its CR */
    const char *auth = NULL;
    char authbuf[1024];
    for (const char *l = eol; l && l < c->in.p + c->hdr_len - 4; l = strstr(l + 2, "\r\n"))
        if (serve_ieq(l + 2, "authorization:", 14)) {
            const char *v = l + 16, *ve = strstr(v, "\r\n");
            while (*v == ' ') v++;
            size_t n = (size_t)(ve - v);
            if (n >= sizeof authbuf) n = sizeof authbuf - 1;
            memcpy(authbuf, v, n); authbuf[n] = 0;
            while (n && authbuf[n - 1] == ' ') authbuf[--n] = 0;
            auth = authbuf;
        }
    serve_dispatch(s, c, method, path, auth, c->in.p + c->hdr_len, (size_t)c->body_len);
}

static void serve_write(serve_conn *c) {
    while (c->out_off < c->out.n) {
        ssize_t w = send(c->fd, c->out.p + c->out_off, c->out.n - c->out_off, MSG_NOSIGNAL);
        if (w < 0) { if (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR) c->gone = 1; return; }
        c->out_off += (size_t)w;
    }
    c->out.n = c->out_off = 0;
}
/* Bytes that arrived on a connection, as they came (any split): the request is parsed once it is whole, and the
   answer (or the queued request) is on c. No socket here: tests/fuzz/fuzz_http.c feeds it straight from memory.
   Returns 0 when the bytes broke a size limit (the 413 is on c: reading stops for this turn). */
static int serve_feed(server *s, serve_conn *c, const char *buf, size_t n) {
    if (c->state != CONN_READ) return 1;   /* a second request on this connection is not read (Connection: close) */
    if ((long)c->in.n + (long)n > s->o.max_header + s->o.max_body + 1) { serve_error(c, 413, NULL, NULL, "the request exceeds the size limits"); return 0; }
    sb_put(&c->in, buf, n);
    if (c->in.oom) { serve_error(c, 413, NULL, NULL, "the request does not fit in memory"); return 0; }
    serve_read_request(s, c);
    return 1;
}
static void serve_read(server *s, serve_conn *c) {
    char buf[16384];
    for (;;) {
        ssize_t n = recv(c->fd, buf, sizeof buf, 0);
        if (n == 0) { c->gone = 1; return; }   /* the client closed: cancel whatever it asked for */
        if (n < 0) { if (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR) c->gone = 1; return; }
        if (!serve_feed(s, c, buf, (size_t)n)) return;
    }
}

/* ---- the command --------------------------------------------------------------------------------------- */
static int serve_listen(server *s) {
    struct addrinfo hints, *res = NULL;
    memset(&hints, 0, sizeof hints);
    hints.ai_family = AF_UNSPEC;
    hints.ai_socktype = SOCK_STREAM;
    hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV;
    char port[16];
    snprintf(port, sizeof port, "%d", s->o.port);
    int gai = getaddrinfo(s->o.host, port, &hints, &res);
    if (gai) return die("serve", "cannot resolve --host '%s': %s", s->o.host, gai_strerror(gai));
    int fd = -1;
    for (struct addrinfo *a = res; a; a = a->ai_next) {
        fd = socket(a->ai_family, a->ai_socktype, a->ai_protocol);
        if (fd < 0) continue;
        int one = 1;
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
        if (bind(fd, a->ai_addr, a->ai_addrlen) == 0 && listen(fd, 64) == 0) break;
        close(fd);
        fd = -1;
    }
    freeaddrinfo(res);
    if (fd < 0) return die("serve", "cannot listen on %s:%d: %s", s->o.host, s->o.port, strerror(errno));
    fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK);
    struct sockaddr_storage ss;
    socklen_t sl = sizeof ss;
    int bound = s->o.port;
    if (getsockname(fd, (struct sockaddr *)&ss, &sl) == 0)
        bound = ss.ss_family == AF_INET6 ? ntohs(((struct sockaddr_in6 *)&ss)->sin6_port) : ntohs(((struct sockaddr_in *)&ss)->sin_port);
    s->listen_fd = fd;
    printf("dlgo serve: listening on http://%s:%d (%s, %d slots of %d tokens)\n", s->o.host, bound, s->model_id, s->o.parallel,
           dlgo_ctx_n_ctx(s->slots[0].ctx));
    fflush(stdout);
    return 0;
}

static void serve_loop(server *s) {
    struct pollfd *pf = (struct pollfd *)calloc((size_t)s->o.conns_max + 1, sizeof *pf);
    if (!pf) { die("serve", "out of memory"); return; }
    int busy = 0;
    while (!serve_stop) {
        int np = 0;
        pf[np].fd = s->listen_fd; pf[np].events = POLLIN; pf[np].revents = 0; np++;
        for (int i = 0; i < s->n_conns; i++) {
            pf[np].fd = s->conns[i]->fd;
            pf[np].events = (short)(POLLIN | (s->conns[i]->out.n > s->conns[i]->out_off ? POLLOUT : 0));
            pf[np].revents = 0;
            np++;
        }
        int pr = poll(pf, (nfds_t)np, busy ? 0 : 250);
        if (pr < 0 && errno != EINTR) { die("serve", "poll: %s", strerror(errno)); break; }
        const double now = serve_now();
        for (int i = 0; i < s->n_conns && pr > 0; i++) {
            serve_conn *c = s->conns[i];
            const short re = pf[i + 1].revents;
            if (re & (POLLIN | POLLHUP | POLLERR)) serve_read(s, c);
            if ((re & POLLERR) || ((re & POLLHUP) && !(re & POLLIN))) c->gone = 1;
        }
        if (pr > 0 && (pf[0].revents & POLLIN)) {
            for (;;) {
                int fd = accept(s->listen_fd, NULL, NULL);
                if (fd < 0) break;
                fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK);
                int one = 1;
                setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
                serve_conn *c = (serve_conn *)calloc(1, sizeof *c);
                if (!c || s->n_conns >= s->o.conns_max) {   /* over the connection limit: a 503, sent as far as it goes */
                    static const char busy503[] = "HTTP/1.1 503 Service Unavailable\r\nContent-Type: application/json\r\nContent-Length: 97\r\n"
                        "Connection: close\r\n\r\n{\"error\":{\"message\":\"too many connections\",\"type\":\"server_busy_error\",\"param\":null,\"code\":null}}";
                    ssize_t w = send(fd, busy503, sizeof busy503 - 1, MSG_NOSIGNAL);
                    (void)w;
                    close(fd);
                    free(c);
                    continue;
                }
                c->fd = fd;
                c->slot = -1;
                c->t0 = now;
                s->conns[s->n_conns++] = c;
            }
        }
        /* slow clients: a request that has not arrived whole in time gets a 408 */
        for (int i = 0; i < s->n_conns; i++) {
            serve_conn *c = s->conns[i];
            if (c->state == CONN_READ && now - c->t0 > s->o.timeout_s) serve_error(c, 408, NULL, NULL, "the request did not arrive within %d s", s->o.timeout_s);
            if (c->state == CONN_DONE && now - c->t0 > s->o.timeout_s + 600.0) c->gone = 1;   /* never read its answer */
            if (c->out.n - c->out_off > ((size_t)64 << 20)) c->gone = 1;   /* a stream nobody reads */
        }
        for (int i = 0; i < s->n_conns;) {   /* drop the departed: their slots are free for the queue below */
            if (s->conns[i]->gone) serve_conn_close(s, i); else i++;
        }
        for (;;) {   /* the queue, oldest first, into free slots */
            serve_conn *first = NULL;
            for (int i = 0; i < s->n_conns; i++)
                if (s->conns[i]->state == CONN_QUEUED && (!first || s->conns[i]->seq < first->seq)) first = s->conns[i];
            int idle = 0;
            for (int i = 0; i < s->o.parallel; i++) idle += s->slots[i].state == SLOT_IDLE;
            if (!first || !idle) break;
            serve_assign(s, first);
        }
        busy = serve_engine_step(s);
        for (int i = 0; i < s->n_conns;) {
            serve_conn *c = s->conns[i];
            serve_write(c);
            if (c->state == CONN_DONE && c->out.n == 0) { shutdown(c->fd, SHUT_WR); c->gone = 1; }
            if (c->gone) serve_conn_close(s, i); else i++;
        }
        for (int i = 0; i < s->o.parallel && !busy; i++) busy = s->slots[i].state != SLOT_IDLE;
    }
    free(pf);
}

static int cmd_serve(int argc, char **argv) {
    args a = { argc, argv, 0, "serve", 0 };
    model_flags mf;
    memset(&mf, 0, sizeof mf);
    server s;
    memset(&s, 0, sizeof s);
    s.o.host = "127.0.0.1";
    s.o.port = 8080;
    s.o.parallel = 4;
    s.o.queue_max = 64;
    s.o.conns_max = 256;
    s.o.timeout_s = 30;
    int body_kb = 4096, header_kb = 16;
    const char *tmpl = NULL, *tmpl_file = NULL;
    for (a.i = 1; a.i < argc && !a.bad; a.i++) {
        if (parse_model_flag(&a, &mf)) continue;
        if (arg_is(&a, "--host")) s.o.host = arg_str(&a);
        else if (arg_is(&a, "--port")) arg_int(&a, 0, 65535, &s.o.port);
        else if (arg_is(&a, "-np --parallel")) arg_int(&a, 1, 256, &s.o.parallel);
        else if (arg_is(&a, "-c --ctx-size --ctx")) arg_int(&a, 0, 1 << 24, &s.o.n_ctx);
        else if (arg_is(&a, "--api-key")) s.o.api_key = arg_str(&a);
        else if (arg_is(&a, "-a --alias")) s.o.alias = arg_str(&a);
        else if (arg_is(&a, "--queue")) arg_int(&a, 0, 100000, &s.o.queue_max);
        else if (arg_is(&a, "--max-conns")) arg_int(&a, 1, 100000, &s.o.conns_max);
        else if (arg_is(&a, "--timeout")) arg_int(&a, 1, 86400, &s.o.timeout_s);
        else if (arg_is(&a, "--max-body-kb")) arg_int(&a, 1, 1 << 20, &body_kb);
        else if (arg_is(&a, "--max-header-kb")) arg_int(&a, 1, 1024, &header_kb);
        else if (arg_is(&a, "--chat-template")) tmpl = arg_str(&a);
        else if (arg_is(&a, "--chat-template-file")) tmpl_file = arg_str(&a);
        else if (arg_is(&a, "-h --help")) {
            printf("usage: dlgo serve -m MODEL [--host 127.0.0.1] [--port 8080] [--parallel 4] [-c CTX] [--api-key KEY] [--gpu|--cpu]\n"
                   "  An OpenAI-compatible HTTP server: POST /v1/chat/completions, POST /v1/completions, GET /v1/models,\n"
                   "  GET /health. --parallel N slots generate at once (one batched decode step for all); more requests wait.\n"
                   "  -c: context tokens per slot (default: the model's, at most 4096)   -a/--alias NAME: the model id\n"
                   "  --queue N (64) waiting requests before 503   --max-conns N (256)   --timeout S (30): a request must arrive\n"
                   "  within S seconds (408)   --max-body-kb N (4096) -> 413   --max-header-kb N (16) -> 431   -t N threads\n"
                   "  --port 0 picks a free port (the first line on stdout names it). SIGINT/SIGTERM stop the server.\n"
                   "  --chat-template NAME_OR_JINJA | --chat-template-file FILE: instead of the model's own template (which\n"
                   "  runs in the Jinja engine: tools, tool calls and reasoning_content work with templates that have them)\n");
            return 0;
        } else arg_unknown(&a);
    }
    if (a.bad) return 1;
    if (!mf.model) return die("serve", "-m MODEL is required");
    if (tmpl && tmpl_file) return die("serve", "give --chat-template or --chat-template-file, not both");
    if (tmpl_file && !(s.chat_template = read_text_file("serve", tmpl_file))) return 1;
    if (tmpl && !(s.chat_template = strdup(tmpl))) return die("serve", "out of memory");
    if (check_backend(&mf, "serve")) return 1;
    s.o.max_body = (long)body_kb * 1024;
    s.o.max_header = (long)header_kb * 1024;
    gpu_state gs;
    memset(&gs, 0, sizeof gs);
    int rc = 0;
    s.listen_fd = -1;
    if (load_model(&mf, "serve", &s.model)) return 1;
    s.tok = dlgo_model_tokenizer(s.model);
    if (!s.tok) { rc = die("serve", "the model has no vocabulary: it cannot take text"); goto done; }
    s.n_vocab = dlgo_tokenizer_n_vocab(s.tok);
    {
        const char *base = s.o.alias ? s.o.alias : strrchr(mf.model, '/') ? strrchr(mf.model, '/') + 1 : mf.model;
        snprintf(s.model_id, sizeof s.model_id, "%s", base);
    }
    s.piece_cap = dlgo_tokenizer_max_piece(s.tok) + 8;
    s.piece = (char *)malloc((size_t)s.piece_cap);
    s.slots = (serve_slot *)calloc((size_t)s.o.parallel, sizeof *s.slots);
    s.conns = (serve_conn **)calloc((size_t)s.o.conns_max, sizeof *s.conns);
    if (!s.piece || !s.slots || !s.conns) { rc = die("serve", "out of memory"); goto done; }
    {
        dlgo_ctx_desc cd;
        memset(&cd, 0, sizeof cd);
        cd.n_ctx = s.o.n_ctx;
        cd.n_threads = cli_threads(&mf);
        if (gpu_open(&mf, s.model, cd.n_ctx, &gs)) { rc = 1; goto done; }
        for (int i = 0; i < s.o.parallel; i++) {
            dlgo_error err;
            if (dlgo_ctx_create(s.model, &cd, &s.slots[i].ctx, &err) != DLGO_OK) { rc = die("serve", "slot %d: %s", i, err.msg); goto done; }
            if (gpu_attach(&gs, s.slots[i].ctx, "serve")) { rc = 1; goto done; }
            s.slots[i].index = i;
            s.slots[i].hist = (int32_t *)malloc((size_t)dlgo_ctx_n_ctx(s.slots[i].ctx) * sizeof(int32_t));
            s.slots[i].biased = (float *)malloc((size_t)s.n_vocab * sizeof(float));
            if (!s.slots[i].hist || !s.slots[i].biased) { rc = die("serve", "out of memory"); goto done; }
        }
    }
    if ((rc = serve_listen(&s)) != 0) goto done;
    {
        struct sigaction sa;
        memset(&sa, 0, sizeof sa);
        sa.sa_handler = serve_on_signal;
        sigaction(SIGINT, &sa, NULL);
        sigaction(SIGTERM, &sa, NULL);
        signal(SIGPIPE, SIG_IGN);
    }
    srand((unsigned)time(NULL) ^ (unsigned)getpid());
    serve_loop(&s);
    fprintf(stderr, "dlgo serve: stopped\n");
done:
    while (s.conns && s.n_conns) serve_conn_close(&s, 0);
    for (int i = 0; s.slots && i < s.o.parallel; i++) {
        serve_slot_release(&s.slots[i]);
        dlgo_ctx_destroy(s.slots[i].ctx);
        free(s.slots[i].hist);
        free(s.slots[i].biased);
    }
    if (s.listen_fd >= 0) close(s.listen_fd);
    free(s.slots);
    free(s.conns);
    free(s.piece);
    gpu_close(&gs);
    dlgo_model_free(s.model);
    free(s.chat_template);
    return rc;
}
