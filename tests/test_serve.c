/* test_serve.c — `dlgo serve` ($DLGO_CLI, default ./dlgo): raw-socket tests of every bad input (each answer's
   status and OpenAI error JSON, and the server still serving afterwards), then the official `openai` npm package
   driving it (tests/serve_openai.mjs), installed into a temporary folder at test time. */
#include <sys/socket.h>
#include <netinet/in.h>
#include <arpa/inet.h>
#include <poll.h>
#include <signal.h>
#include <unistd.h>
#include <time.h>

typedef struct { pid_t pid; int port; char errlog[64]; } t_srv;

static double t_now_s(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}
/* Start `dlgo serve ARGS --port 0`; the port comes from its first stdout line. stderr goes to a temporary file. */
static int t_srv_start(const char *args, t_srv *s) {
    memset(s, 0, sizeof *s);
    snprintf(s->errlog, sizeof s->errlog, "/tmp/dlgo_serve_err.XXXXXX");
    int efd = mkstemp(s->errlog);
    int pfd[2];
    if (efd < 0 || pipe(pfd)) return 0;
    char cmd[2048];
    snprintf(cmd, sizeof cmd, "exec %s serve %s --port 0", t_cli(), args);
    s->pid = fork();
    if (s->pid == 0) {
        dup2(pfd[1], 1); dup2(efd, 2);
        close(pfd[0]); close(pfd[1]); close(efd);
        execl("/bin/sh", "sh", "-c", cmd, (char *)NULL);
        _exit(127);
    }
    close(pfd[1]); close(efd);
    char line[512]; size_t n = 0;
    const double t0 = t_now_s();
    while (n < sizeof line - 1 && t_now_s() - t0 < 120) {   /* the first line, or give up */
        struct pollfd p = { pfd[0], POLLIN, 0 };
        if (poll(&p, 1, 200) <= 0) continue;
        ssize_t r = read(pfd[0], line + n, 1);
        if (r <= 0) break;
        if (line[n++] == '\n') break;
    }
    line[n] = 0;
    close(pfd[0]);   /* later stdout lines (there are none) would get SIGPIPE... the server writes only this one */
    const char *p = strstr(line, "127.0.0.1:");
    if (p) s->port = atoi(p + 10);
    return s->port > 0;
}
/* SIGTERM, then the exit status (-1: it had to be killed). */
static int t_srv_stop(t_srv *s) {
    if (s->pid <= 0) return -1;
    kill(s->pid, SIGTERM);
    int st = 0;
    for (int i = 0; i < 300; i++) {
        if (waitpid(s->pid, &st, WNOHANG) == s->pid) { s->pid = 0; return WIFEXITED(st) ? WEXITSTATUS(st) : -1; }
        usleep(50000);
    }
    kill(s->pid, SIGKILL);
    waitpid(s->pid, &st, 0);
    s->pid = 0;
    return -1;
}
static int t_connect(int port) {
    int fd = socket(AF_INET, SOCK_STREAM, 0);
    struct sockaddr_in a;
    memset(&a, 0, sizeof a);
    a.sin_family = AF_INET;
    a.sin_port = htons((uint16_t)port);
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (fd < 0 || connect(fd, (struct sockaddr *)&a, sizeof a)) { if (fd >= 0) close(fd); return -1; }
    struct timeval tv = { 20, 0 };
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
    return fd;
}
/* Read until the server closes (or 20 s pass); malloc'ed, NUL-terminated. */
static char *t_read_all(int fd, size_t *len) {
    size_t cap = 1 << 16, n = 0;
    char *b = (char *)malloc(cap + 1);
    for (;;) {
        ssize_t r = recv(fd, b + n, cap - n, 0);
        if (r <= 0) break;
        n += (size_t)r;
        if (n == cap) { cap *= 2; b = (char *)realloc(b, cap + 1); }
    }
    b[n] = 0;
    if (len) *len = n;
    return b;
}
/* Send raw bytes, read the whole answer: status code, body (malloc'ed). */
static int t_http_raw(int port, const char *req, size_t len, char **body) {
    *body = NULL;
    int fd = t_connect(port);
    if (fd < 0) return -1;
    if (send(fd, req, len, MSG_NOSIGNAL) < 0) { close(fd); return -1; }
    char *all = t_read_all(fd, NULL);
    close(fd);
    int st = -1;
    if (!strncmp(all, "HTTP/1.1 ", 9)) st = atoi(all + 9);
    char *e = strstr(all, "\r\n\r\n");
    *body = strdup(e ? e + 4 : "");
    free(all);
    return st;
}
static int t_http(int port, const char *method, const char *path, const char *extra_hdr, const char *json, char **body) {
    char *req = (char *)malloc(strlen(json ? json : "") + 4096);
    int n = sprintf(req, "%s %s HTTP/1.1\r\nHost: 127.0.0.1\r\n%s", method, path, extra_hdr ? extra_hdr : "");
    if (json) n += sprintf(req + n, "Content-Type: application/json\r\nContent-Length: %zu\r\n\r\n%s", strlen(json), json);
    else n += sprintf(req + n, "\r\n");
    int st = t_http_raw(port, req, (size_t)n, body);
    free(req);
    return st;
}
/* The OpenAI error object with a message that contains `want` (case-sensitive) and the status wanted. */
static void t_want_error(int st, char **bodyp, int want_st, const char *want, const char *label) {
    char err[128], *body = *bodyp;   /* read after the call that filled it (argument order is unspecified) */
    *bodyp = NULL;
    json_node *j = body ? json_parse(body, strlen(body), err) : NULL;
    json_node *e = json_get(j, "error"), *m = json_get(e, "message"), *ty = json_get(e, "type");
    t_check(st == want_st, "%s: status %d, want %d (%.200s)", label, st, want_st, body ? body : "");
    t_check(m && m->kind == JSON_STR && ty && ty->kind == JSON_STR && json_get(e, "param") && json_get(e, "code"),
            "%s: not the OpenAI error JSON: %.200s", label, body ? body : "");
    if (m && m->kind == JSON_STR && want) t_check(strstr(m->str, want) != NULL, "%s: message '%s' lacks '%s'", label, m->str, want);
    if (T.verbose) printf("    %-44s -> %d %s\n", label, st, m && m->kind == JSON_STR ? m->str : "?");
    json_free(j);
    free(body);
}
/* GET /health: 200 and every slot idle, waiting up to `wait_s` for that. */
static int t_srv_idle(int port, int slots, double wait_s) {
    const double t0 = t_now_s();
    char want[64];
    snprintf(want, sizeof want, "\"slots_idle\":%d,", slots);
    do {
        char *b;
        int st = t_http(port, "GET", "/health", NULL, NULL, &b);
        int ok = st == 200 && b && strstr(b, want) && strstr(b, "\"requests_queued\":0");
        free(b);
        if (ok) return 1;
        usleep(20000);
    } while (t_now_s() - t0 < wait_s);
    return 0;
}
/* A streamed request that would run long (the end of text is banned); returns the socket once the first chunk came. */
static int t_long_stream(int port, const char *key_hdr, int eos) {
    char json[256], req[1024];
    snprintf(json, sizeof json, "{\"prompt\":\"Once upon a time\",\"max_tokens\":100000,\"stream\":true,\"logit_bias\":{\"%d\":-100}}", eos);
    int n = snprintf(req, sizeof req, "POST /v1/completions HTTP/1.1\r\nHost: x\r\n%sContent-Length: %zu\r\n\r\n%s", key_hdr, strlen(json), json);
    int fd = t_connect(port);
    if (fd < 0 || send(fd, req, (size_t)n, MSG_NOSIGNAL) < 0) { if (fd >= 0) close(fd); return -1; }
    char buf[4096]; size_t got = 0;
    while (got < sizeof buf - 1) {   /* the header and one data line */
        ssize_t r = recv(fd, buf + got, sizeof buf - 1 - got, 0);
        if (r <= 0) break;
        got += (size_t)r; buf[got] = 0;
        if (strstr(buf, "data: ")) return fd;
    }
    close(fd);
    return -1;
}

static void suite_serve_bad(int eos) {
    t_srv s;
    t_begin("serve: every bad input gets its status and the OpenAI error JSON, and the server keeps serving");
    if (!t_check(t_srv_start("-m models/stories260K.gguf --parallel 2 -c 128 -t 1 --api-key K1 --timeout 1 --max-body-kb 64 "
                             "--max-header-kb 4 --queue 0", &s), "the server did not start (%s)", t_cli())) { t_srv_stop(&s); t_end(); return; }
    const int P = s.port;
    const char *K = "Authorization: Bearer K1\r\n";
    char *b;
    /* a good request first: the baseline */
    int st = t_http(P, "POST", "/v1/completions", K, "{\"prompt\":\"Once upon a time\",\"max_tokens\":8,\"temperature\":0}", &b);
    t_check(st == 200 && b && strstr(b, "\"text_completion\""), "good request: %d %.200s", st, b ? b : "");
    free(b);
    static const struct { const char *json, *want, *label; } bad[] = {
        { "{\"prompt\":\"x\"", "malformed JSON", "malformed JSON (truncated)" },
        { "{\"prompt\":\"x\",}", "malformed JSON", "malformed JSON (trailing comma)" },
        { "", "malformed JSON", "empty body" },
        { "[1,2,3]", "must be a JSON object", "a JSON array as the body" },
        { "{\"prompt\":\"x\",\"temperature\":\"hot\"}", "'temperature' must be a number", "wrong type: temperature" },
        { "{\"prompt\":\"x\",\"max_tokens\":-5}", "'max_tokens' must be from", "out of range: max_tokens" },
        { "{\"prompt\":\"x\",\"max_tokens\":2.5}", "'max_tokens' must be an integer", "wrong type: max_tokens 2.5" },
        { "{\"prompt\":\"x\",\"stream\":\"yes\"}", "'stream' must be true or false", "wrong type: stream" },
        { "{\"prompt\":\"x\",\"stop\":5}", "'stop' must be a string", "wrong type: stop" },
        { "{\"prompt\":42}", "'prompt' must be a string", "wrong type: prompt" },
        { "{\"prompt\":[1,2,99999999]}", "token ids", "token id outside the vocabulary" },
        { "{\"prompt\":\"x\",\"logprobs\":99}", "'logprobs' must be from", "out of range: logprobs" },
        { "{\"prompt\":\"x\",\"n\":3}", "'n' must be from 1 to 1", "n > 1" },
        { "{\"prompt\":\"x\",\"temprature\":0.5}", "unknown field 'temprature'", "unknown field" },
        { "{\"max_tokens\":3}", "'prompt' is required", "missing prompt" },
        { "{\"prompt\":\"x\",\"logit_bias\":{\"abc\":1}}", "not a token id", "bad logit_bias key" },
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        t_want_error(t_http(P, "POST", "/v1/completions", K, bad[i].json, &b), &b, 400, bad[i].want, bad[i].label);
    static const struct { const char *json, *want, *label; } badchat[] = {
        { "{\"messages\":\"hi\"}", "'messages' must be a non-empty array", "chat: messages not an array" },
        { "{\"messages\":[{\"role\":\"user\"}]}", "content is required", "chat: a message without content" },
        { "{\"messages\":[{\"role\":\"wizard\",\"content\":\"x\"}]}", "is not one of", "chat: unknown role" },
        { "{\"messages\":[{\"role\":\"user\",\"content\":\"x\",\"mood\":1}]}", "unknown field 'mood'", "chat: unknown message field" },
        { "{\"messages\":[{\"role\":\"user\",\"content\":[{\"type\":\"image_url\"}]}]}", "only {\"type\": \"text\"", "chat: an image part" },
        { "{\"messages\":[{\"role\":\"user\",\"content\":\"x\"}],\"top_logprobs\":2}", "needs 'logprobs'", "chat: top_logprobs without logprobs" },
        { "{\"messages\":[{\"role\":\"user\",\"content\":\"x\"}],\"tools\":[{\"type\":\"function\",\"function\":{\"name\":\"f\"}}]}", "Jinja", "chat: tools with a model that has no Jinja template" },
        { "{\"messages\":[{\"role\":\"user\",\"content\":\"x\",\"tool_calls\":[]}]}", "on an assistant message", "chat: tool_calls on a user message" },
        { "{\"messages\":[{\"role\":\"user\",\"content\":\"x\"}],\"tool_choice\":\"required\"}", "constrained decoding", "chat: tool_choice required" },
        { "{\"messages\":[{\"role\":\"user\",\"content\":\"x\"}],\"tools\":[{\"name\":\"f\"}]}", "each tool must be", "chat: a malformed tool" },
        { "{\"messages\":[{\"role\":\"user\",\"content\":\"x\"}],\"chat_template_kwargs\":[1]}", "must be an object", "chat: chat_template_kwargs not an object" },
    };
    for (size_t i = 0; i < sizeof badchat / sizeof badchat[0]; i++)
        t_want_error(t_http(P, "POST", "/v1/chat/completions", K, badchat[i].json, &b), &b, 400, badchat[i].want, badchat[i].label);
    {   /* over-long prompt: the context is 128 tokens */
        char json[8192] = "{\"prompt\":\"";
        for (int i = 0; i < 300; i++) strcat(json, "the cat ");
        strcat(json, "\"}");
        st = t_http(P, "POST", "/v1/completions", K, json, &b);
        t_check(b && strstr(b, "\"context_length_exceeded\""), "over-long prompt: code context_length_exceeded");
        t_want_error(st, &b, 400, "context holds 128", "over-long prompt");
    }
    t_want_error(t_http(P, "POST", "/v1/completions", "Authorization: Bearer nope\r\n", "{\"prompt\":\"x\"}", &b), &b, 401, "invalid API key", "wrong API key");
    t_want_error(t_http(P, "GET", "/v1/models", NULL, NULL, &b), &b, 401, "API key is required", "missing API key");
    t_want_error(t_http(P, "GET", "/v1/nothing", K, NULL, &b), &b, 404, "no such endpoint", "unknown path");
    t_want_error(t_http(P, "GET", "/v1/chat/completions", K, NULL, &b), &b, 405, "use POST", "wrong method");
    {
        const char *r = "POST /v1/completions HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer K1\r\nContent-Length: 1000000\r\n\r\n{";
        t_want_error(t_http_raw(P, r, strlen(r), &b), &b, 413, "exceeds the limit", "body over the limit (Content-Length)");
        static char big[6000];
        int n = snprintf(big, sizeof big, "GET /health HTTP/1.1\r\nX-Big: ");
        memset(big + n, 'a', 5000);
        strcpy(big + n + 5000, "\r\n\r\n");
        t_want_error(t_http_raw(P, big, strlen(big), &b), &b, 431, "header exceeds", "header over the limit");
        r = "POST /v1/completions HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer K1\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n";
        t_want_error(t_http_raw(P, r, strlen(r), &b), &b, 411, "chunked", "chunked body");
        r = "HELLO\r\n\r\n";
        t_want_error(t_http_raw(P, r, strlen(r), &b), &b, 400, "request line", "garbage request line");
    }
    {   /* a slow client: half a header, then nothing; --timeout 1 */
        int fd = t_connect(P);
        const char *half = "POST /v1/completions HTTP/1.1\r\nHost: x\r\n";
        const double t0 = t_now_s();
        if (fd >= 0 && send(fd, half, strlen(half), MSG_NOSIGNAL) > 0) {
            char *all = t_read_all(fd, NULL);
            const double dt = t_now_s() - t0;
            char *e = strstr(all, "\r\n\r\n");
            t_check(dt >= 0.9 && dt < 5, "slow client answered after %.1f s (want about --timeout 1)", dt);
            char *body = strdup(e ? e + 4 : "");
            t_want_error(!strncmp(all, "HTTP/1.1 ", 9) ? atoi(all + 9) : -1, &body, 408, "did not arrive", "slow client");
            free(all);
        } else t_check(0, "slow client: connect");
        if (fd >= 0) close(fd);
    }
    {   /* a client that sends half a body and vanishes, and one that connects and says nothing */
        int fd = t_connect(P);
        const char *r = "POST /v1/completions HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer K1\r\nContent-Length: 100\r\n\r\n{\"prompt\":";
        if (fd >= 0) { t_check(send(fd, r, strlen(r), MSG_NOSIGNAL) > 0, "send"); close(fd); }
        for (int i = 0; i < 20; i++) { fd = t_connect(P); if (fd >= 0) close(fd); }
    }
    {   /* a client that vanishes mid-stream: its generation is cancelled and its slot freed */
        int fd = t_long_stream(P, K, eos);
        t_check(fd >= 0, "vanished client: the stream started");
        if (fd >= 0) close(fd);
        t_check(t_srv_idle(P, 2, 5.0), "vanished client: both slots idle again");
        size_t n = 0; unsigned char *log = t_read_file(s.errlog, &n);
        t_check(log && strstr((const char *)log, "cancelled (the client went away)"), "vanished client: the server log says the request was cancelled");
        free(log);
    }
    {   /* busy: both slots generating and no queue (--queue 0) -> 503; then they end and it serves again */
        int f1 = t_long_stream(P, K, eos), f2 = t_long_stream(P, K, eos);
        t_check(f1 >= 0 && f2 >= 0, "busy: two long streams started");
        t_want_error(t_http(P, "POST", "/v1/completions", K, "{\"prompt\":\"x\",\"max_tokens\":2}", &b), &b, 503, "busy", "all slots busy, no queue");
        if (f1 >= 0) close(f1);
        if (f2 >= 0) close(f2);
        t_check(t_srv_idle(P, 2, 5.0), "busy: the slots come back");
    }
    /* invalid UTF-8 in a prompt is text like any other: a valid JSON answer */
    st = t_http(P, "POST", "/v1/completions", K, "{\"prompt\":\"caf\xc3 \xff\xfe ok\",\"max_tokens\":4,\"temperature\":0}", &b);
    {
        char err[128]; json_node *j = b ? json_parse(b, strlen(b), err) : NULL;
        t_check(st == 200 && j, "invalid UTF-8 prompt: %d, valid JSON answer", st);
        json_free(j); free(b);
    }
    {   /* malformed UTF-8 echoed in an error message goes out escaped: a lead byte past F4 (fuzz_http found it copied as
           a 3-byte sequence), a surrogate, an overlong form, a code point past U+10FFFF */
        static const char *const paths[] = { "/v1/mo\373\232\232\232dels", "/x\xed\xa0\x80", "/x\xe0\x80\xaf", "/x\xf4\x90\x80\x80", "/ok\xc3\xa9" };
        for (size_t i = 0; i < sizeof paths / sizeof paths[0]; i++) {
            st = t_http(P, "GET", paths[i], K, NULL, &b);
            t_check(b && json_utf8_valid(b, strlen(b)), "malformed UTF-8 in the path (%zu): the answer is well-formed UTF-8: %.120s", i, b ? b : "");
            t_want_error(st, &b, 404, "no such endpoint", "malformed UTF-8 in the path");
        }
    }
    st = t_http(P, "POST", "/v1/completions", K, "{\"prompt\":\"Once upon a time\",\"max_tokens\":8,\"temperature\":0}", &b);
    t_check(st == 200 && b && strstr(b, "\"finish_reason\""), "still serving after all of it: %d", st);
    free(b);
    t_check(t_srv_idle(P, 2, 2.0), "every slot idle at the end");
    st = t_srv_stop(&s);
    t_check(st == 0, "SIGTERM: a clean exit (status %d; under ASan a leak fails it)", st);
    remove(s.errlog);
    t_end();
}

/* The model's template through the Jinja engine: tools, tool results and assistant tool calls render (stories260K
   with Qwen3's template); a streamed request with tools is refused clearly. */
static void suite_serve_jinja(void) {
    t_srv s;
    t_begin("serve: tools and tool messages through the Jinja engine (--chat-template-file Qwen3)");
    const char *td = t_testdata("serve-jinja");
    char args[1400];
    snprintf(args, sizeof args, "-m models/stories260K.gguf --parallel 1 -c 1024 -t 1 --chat-template-file %s/chat/jinja/Qwen-Qwen3-0.6B.jinja", td ? td : ".");
    if (!td || !t_check(t_srv_start(args, &s), "the server did not start (%s)", t_cli())) { t_srv_stop(&s); t_end(); return; }
    char *b;
    const char *conv = "{\"messages\":[{\"role\":\"system\",\"content\":\"S\"},{\"role\":\"user\",\"content\":\"Weather in Paris?\"},"
        "{\"role\":\"assistant\",\"content\":null,\"tool_calls\":[{\"id\":\"c1\",\"type\":\"function\",\"function\":{\"name\":\"get_weather\",\"arguments\":\"{\\\"city\\\": \\\"Paris\\\"}\"}}]},"
        "{\"role\":\"tool\",\"tool_call_id\":\"c1\",\"content\":\"{\\\"temp\\\": 21}\"}],"
        "\"tools\":[{\"type\":\"function\",\"function\":{\"name\":\"get_weather\",\"parameters\":{\"type\":\"object\",\"properties\":{\"city\":{\"type\":\"string\"}}}}}],"
        "\"max_tokens\":6,\"temperature\":0%s}";
    char json[2048];
    snprintf(json, sizeof json, conv, "");
    int st = t_http(s.port, "POST", "/v1/chat/completions", NULL, json, &b);
    char answer[512] = "";   /* the reply's content, to compare the streamed one with */
    {
        char err[128]; json_node *j = b ? json_parse(b, strlen(b), err) : NULL;
        const json_node *ch = j ? json_get(j, "choices") : NULL, *m = ch && ch->child ? json_get(ch->child, "message") : NULL;
        const json_node *u = j ? json_get(j, "usage") : NULL, *pt = u ? json_get(u, "prompt_tokens") : NULL;
        const json_node *ct = m ? json_get(m, "content") : NULL;
        t_check(st == 200 && m && json_get(m, "role"), "tools request: %d %.300s", st, b ? b : "");
        if (ct && ct->kind == JSON_STR) snprintf(answer, sizeof answer, "%s", ct->str);
        /* the rendered prompt holds the tool definitions, the call and the result: far longer than the bare turns */
        t_check(pt && pt->num > 150, "the prompt has the tools and the tool turns (%g tokens)", pt ? pt->num : -1.0);
        json_free(j);
    }
    free(b);
    /* streamed with tools: the reply is parsed whole (calls cannot be told from text until it ends), so it comes as
       one delta with the role and the same content, then the finish reason and [DONE] */
    snprintf(json, sizeof json, conv, ",\"stream\":true");
    st = t_http(s.port, "POST", "/v1/chat/completions", NULL, json, &b);
    {
        const char *d = b ? strstr(b, "data: ") : NULL;
        const char *e = d ? strstr(d, "\n\n") : NULL;
        char err[128]; json_node *j = e ? json_parse(d + 6, (size_t)(e - d - 6), err) : NULL;
        const json_node *ch = j ? json_get(j, "choices") : NULL, *dl = ch && ch->child ? json_get(ch->child, "delta") : NULL;
        const json_node *ro = dl ? json_get(dl, "role") : NULL, *ct = dl ? json_get(dl, "content") : NULL;
        t_check(st == 200 && ro && ro->kind == JSON_STR && ct && ct->kind == JSON_STR && !strcmp(ct->str, answer),
                "stream + tools: %d, first event %.300s (want the content \"%s\")", st, d ? d : (b ? b : ""), answer);
        t_check(b && strstr(b, "\"finish_reason\":\"") && strstr(b, "data: [DONE]"), "stream + tools: no finish or [DONE]: %.400s", b ? b : "");
        if (T.verbose) printf("    %-44s -> %d, one delta with the whole reply, then finish and [DONE]\n", "stream + tools", st);
        json_free(j);
    }
    free(b);
    st = t_http(s.port, "POST", "/v1/chat/completions", NULL,
                "{\"messages\":[{\"role\":\"user\",\"content\":\"x\"}],\"chat_template_kwargs\":{\"enable_thinking\":false},\"max_tokens\":2}", &b);
    t_check(st == 200, "chat_template_kwargs: %d %.200s", st, b ? b : "");
    free(b);
    st = t_srv_stop(&s);
    t_check(st == 0, "SIGTERM: a clean exit (status %d)", st);
    remove(s.errlog);
    t_end();
}

static void suite_serve_openai(int eos) {
    t_begin("serve: the official openai npm client (chat, stream, completions, models, seeds, 8 concurrent streams, cancel)");
    int st = 0;
    char *o = t_run("command -v npm >/dev/null 2>&1 && command -v node >/dev/null 2>&1 && echo yes", &st);
    const int have = o && !strncmp(o, "yes", 3);
    free(o);
    if (!have) {
        T.case_open = 0;
        if (T.ci) { T.failed++; printf("  FAIL serve openai: npm/node missing under CI=true\n"); }
        else t_skip("serve: openai npm client", "npm or node is not installed");
        return;
    }
    char dir[] = "/tmp/dlgo_openai.XXXXXX";
    if (!t_check(mkdtemp(dir) != NULL, "mkdtemp")) { t_end(); return; }
    char cmd[2048];
    snprintf(cmd, sizeof cmd, "cd %s && timeout 300 npm install --no-audit --no-fund --loglevel=error openai > npm.log 2>&1 && echo installed", dir);
    o = t_run(cmd, &st);
    const int installed = o && strstr(o, "installed");
    free(o);
    if (!installed) {
        T.case_open = 0;
        snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
        free(t_run(cmd, &st));
        if (T.ci) { T.failed++; printf("  FAIL serve openai: npm install openai failed under CI=true\n"); }
        else t_skip("serve: openai npm client", "npm install openai failed (offline?)");
        return;
    }
    t_srv s;
    if (t_check(t_srv_start("-m models/stories260K.gguf --parallel 4 -c 4096 -t 2 --api-key sekrit", &s), "the server did not start")) {
        snprintf(cmd, sizeof cmd, "cp tests/serve_openai.mjs %s/ && cd %s && timeout 300 node serve_openai.mjs http://127.0.0.1:%d/v1 sekrit 4 %d 2>&1",
                 dir, dir, s.port, eos);
        o = t_run(cmd, &st);
        const int all_passed = o && strstr(o, "all passed") != NULL;
        for (char *l = o; l && *l;) {   /* every check of the script, one line each */
            char *e = strchr(l, '\n');
            if (e) *e = 0;
            if (!strncmp(l, "FAIL", 4)) t_check(0, "%s", l);
            else if (T.verbose && *l) printf("    %s\n", l);
            l = e ? e + 1 : NULL;
        }
        t_check(st == 0 && all_passed, "the openai script failed (exit %d)", st);
        free(o);
        size_t n = 0; unsigned char *log = t_read_file(s.errlog, &n);
        t_check(log && strstr((const char *)log, "cancelled (the client went away)"), "the cancelled stream was cancelled in the server");
        free(log);
    }
    st = t_srv_stop(&s);
    t_check(st == 0, "SIGTERM: a clean exit (status %d)", st);
    remove(s.errlog);
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    free(t_run(cmd, &st));
    t_end();
}

static void suite_serve(void) {
    if (!t_selected("serve")) return;
    {
        FILE *f = fopen(t_cli(), "rb");
        if (!f) { t_begin("serve: binary exists"); t_check(0, "%s not built (make dlgo)", t_cli()); t_end(); return; }
        fclose(f);
    }
    int eos = 2;
    dlgo_model *m;
    if (dlgo_model_load_file("models/stories260K.gguf", NULL, &m, NULL) == DLGO_OK) {
        eos = dlgo_token_special(dlgo_model_tokenizer(m), DLGO_SPECIAL_EOS);
        dlgo_model_free(m);
    }
    suite_serve_bad(eos);
    suite_serve_jinja();
    suite_serve_openai(eos);
}
