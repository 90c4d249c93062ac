/* json.h — a small JSON reader for the dlgo CLI and tests (not part of the library).
   Parses a whole document into a tree of nodes allocated from one arena. Strings are unescaped to UTF-8. */
#ifndef DLGO_TOOLS_JSON_H
#define DLGO_TOOLS_JSON_H
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>

typedef enum { JSON_NULL, JSON_BOOL, JSON_NUM, JSON_STR, JSON_ARR, JSON_OBJ } json_kind;
typedef struct json_node json_node;
struct json_node {
    json_kind kind;
    double num;          /* JSON_NUM, JSON_BOOL (0/1) */
    char *str;           /* JSON_STR (NUL-terminated; may contain NULs, see len) */
    size_t len;          /* string length, or number of children */
    char *key;           /* member name when inside an object */
    json_node *child;    /* first child (arrays, objects) */
    json_node *next;     /* next sibling */
};

typedef struct { const char *p, *end; char err[128]; int depth; } json__parser;

static inline void json__ws(json__parser *ps) {
    while (ps->p < ps->end && (*ps->p == ' ' || *ps->p == '\t' || *ps->p == '\n' || *ps->p == '\r')) ps->p++;
}
static inline int json__hex4(const char *s, unsigned *out) {
    unsigned v = 0;
    for (int i = 0; i < 4; i++) {
        char c = s[i]; v <<= 4;
        if (c >= '0' && c <= '9') v |= (unsigned)(c - '0');
        else if (c >= 'a' && c <= 'f') v |= (unsigned)(c - 'a' + 10);
        else if (c >= 'A' && c <= 'F') v |= (unsigned)(c - 'A' + 10);
        else return 0;
    }
    *out = v; return 1;
}
/* Well-formed UTF-8: each sequence decodes to a code point that needs its length, is not a surrogate and is at most
   U+10FFFF — what strict JSON readers (Python's, JavaScript's) accept. The server's tests check its answers with it. */
static inline int json_utf8_valid(const char *p, size_t n) {
    for (size_t i = 0; i < n;) {
        const unsigned char c = (unsigned char)p[i];
        const size_t len = c < 0x80 ? 1 : (c & 0xe0) == 0xc0 ? 2 : (c & 0xf0) == 0xe0 ? 3 : (c & 0xf8) == 0xf0 ? 4 : 0;
        if (!len || i + len > n) return 0;
        unsigned cp = len == 1 ? c : c & (0x7fu >> len);
        for (size_t k = 1; k < len; k++) {
            if (((unsigned char)p[i + k] & 0xc0) != 0x80) return 0;
            cp = cp << 6 | ((unsigned char)p[i + k] & 0x3f);
        }
        static const unsigned min_cp[5] = { 0, 0, 0x80, 0x800, 0x10000 };
        if (cp < min_cp[len] || (cp >= 0xd800 && cp < 0xe000) || cp > 0x10ffff) return 0;
        i += len;
    }
    return 1;
}
static inline size_t json__utf8(unsigned cp, char *o) {
    if (cp < 0x80) { o[0] = (char)cp; return 1; }
    if (cp < 0x800) { o[0] = (char)(0xC0 | (cp >> 6)); o[1] = (char)(0x80 | (cp & 63)); return 2; }
    if (cp < 0x10000) { o[0] = (char)(0xE0 | (cp >> 12)); o[1] = (char)(0x80 | ((cp >> 6) & 63)); o[2] = (char)(0x80 | (cp & 63)); return 3; }
    o[0] = (char)(0xF0 | (cp >> 18)); o[1] = (char)(0x80 | ((cp >> 12) & 63)); o[2] = (char)(0x80 | ((cp >> 6) & 63)); o[3] = (char)(0x80 | (cp & 63)); return 4;
}
static inline char *json__string(json__parser *ps, size_t *len) {
    /* ps->p at opening quote */
    const char *s = ++ps->p;
    size_t cap = 0;
    while (s < ps->end && *s != '"') { if (*s == '\\') s++; s++; cap++; }
    if (s >= ps->end) { snprintf(ps->err, sizeof ps->err, "unterminated string"); return NULL; }
    char *out = (char *)malloc(cap * 4 + 1), *o = out;
    if (!out) { snprintf(ps->err, sizeof ps->err, "out of memory"); return NULL; }
    while (ps->p < ps->end && *ps->p != '"') {
        char c = *ps->p++;
        if (c != '\\') { *o++ = c; continue; }
        if (ps->p >= ps->end) break;
        c = *ps->p++;
        switch (c) {
        case 'n': *o++ = '\n'; break; case 't': *o++ = '\t'; break; case 'r': *o++ = '\r'; break;
        case 'b': *o++ = '\b'; break; case 'f': *o++ = '\f'; break;
        case 'u': {
            unsigned cp;
            if (ps->end - ps->p < 4 || !json__hex4(ps->p, &cp)) { free(out); snprintf(ps->err, sizeof ps->err, "bad \\u escape"); return NULL; }
            ps->p += 4;
            if (cp >= 0xD800 && cp < 0xDC00 && ps->end - ps->p >= 6 && ps->p[0] == '\\' && ps->p[1] == 'u') {
                unsigned lo;
                if (json__hex4(ps->p + 2, &lo) && lo >= 0xDC00 && lo < 0xE000) { cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00); ps->p += 6; }
            }
            o += json__utf8(cp, o);
            break;
        }
        default: *o++ = c;
        }
    }
    ps->p++; /* closing quote */
    *o = 0; *len = (size_t)(o - out);
    return out;
}
static inline json_node *json__value(json__parser *ps);
static inline json_node *json__new(json_kind k) { json_node *n = (json_node *)calloc(1, sizeof *n); if (n) n->kind = k; return n; }
static inline void json_free(json_node *n);
static inline json_node *json__value(json__parser *ps) {
    json__ws(ps);
    if (ps->p >= ps->end) { snprintf(ps->err, sizeof ps->err, "unexpected end of input"); return NULL; }
    if (++ps->depth > 200) { snprintf(ps->err, sizeof ps->err, "nesting too deep"); return NULL; }
    json_node *n = NULL;
    char c = *ps->p;
    if (c == '{' || c == '[') {
        n = json__new(c == '{' ? JSON_OBJ : JSON_ARR);
        if (!n) return NULL;
        ps->p++;
        json_node **tail = &n->child;
        json__ws(ps);
        if (ps->p < ps->end && *ps->p == (c == '{' ? '}' : ']')) { ps->p++; ps->depth--; return n; }
        for (;;) {
            char *key = NULL; size_t kl;
            json__ws(ps);
            if (c == '{') {
                if (ps->p >= ps->end || *ps->p != '"') { snprintf(ps->err, sizeof ps->err, "expected a member name"); json_free(n); return NULL; }
                key = json__string(ps, &kl);
                if (!key) { json_free(n); return NULL; }
                json__ws(ps);
                if (ps->p >= ps->end || *ps->p != ':') { free(key); snprintf(ps->err, sizeof ps->err, "expected ':'"); json_free(n); return NULL; }
                ps->p++;
            }
            json_node *v = json__value(ps);
            if (!v) { free(key); json_free(n); return NULL; }
            v->key = key; *tail = v; tail = &v->next; n->len++;
            json__ws(ps);
            if (ps->p < ps->end && *ps->p == ',') { ps->p++; continue; }
            if (ps->p < ps->end && *ps->p == (c == '{' ? '}' : ']')) { ps->p++; break; }
            snprintf(ps->err, sizeof ps->err, "expected ',' or a closing bracket"); json_free(n); return NULL;
        }
    } else if (c == '"') {
        n = json__new(JSON_STR);
        if (!n) return NULL;
        n->str = json__string(ps, &n->len);
        if (!n->str) { free(n); return NULL; }
    } else if (ps->end - ps->p >= 4 && !strncmp(ps->p, "true", 4)) { n = json__new(JSON_BOOL); if (n) n->num = 1; ps->p += 4; }
    else if (ps->end - ps->p >= 5 && !strncmp(ps->p, "false", 5)) { n = json__new(JSON_BOOL); ps->p += 5; }
    else if (ps->end - ps->p >= 4 && !strncmp(ps->p, "null", 4)) { n = json__new(JSON_NULL); ps->p += 4; }
    else {
        char buf[64]; size_t k = 0;
        while (ps->p < ps->end && k < sizeof buf - 1 && strchr("+-0123456789.eEinfINFaA", *ps->p)) buf[k++] = *ps->p++;
        buf[k] = 0;
        char *e; double v = strtod(buf, &e);
        if (k == 0 || *e) { snprintf(ps->err, sizeof ps->err, "bad value near '%.10s'", ps->p); return NULL; }
        n = json__new(JSON_NUM); if (n) n->num = v;
    }
    ps->depth--;
    return n;
}
/* Parse text[0..len). Returns NULL and fills err (if given, >= 128 bytes) on failure. */
static inline json_node *json_parse(const char *text, size_t len, char *err) {
    json__parser ps; memset(&ps, 0, sizeof ps);
    ps.p = text; ps.end = text + len;
    json_node *n = json__value(&ps);
    if (n) { json__ws(&ps); if (ps.p != ps.end) { json_free(n); n = NULL; snprintf(ps.err, sizeof ps.err, "trailing characters"); } }
    if (!n && err) memcpy(err, ps.err, sizeof ps.err);
    return n;
}
static inline void json_free(json_node *n) {
    while (n) { json_node *nx = n->next; json_free(n->child); free(n->str); free(n->key); free(n); n = nx; }
}
static inline json_node *json_get(const json_node *obj, const char *key) {
    if (!obj || obj->kind != JSON_OBJ) return NULL;
    for (json_node *c = obj->child; c; c = c->next) if (c->key && !strcmp(c->key, key)) return c;
    return NULL;
}
static inline json_node *json_at(const json_node *arr, size_t i) {
    if (!arr || (arr->kind != JSON_ARR && arr->kind != JSON_OBJ)) return NULL;
    json_node *c = arr->child;
    while (c && i--) c = c->next;
    return c;
}
/* Read a whole file into malloc'ed memory (NUL-terminated). */
static inline char *json_read_file(const char *path, size_t *len) {
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    size_t cap = 1 << 16, n = 0; char *buf = (char *)malloc(cap + 1);
    while (buf) {
        size_t r = fread(buf + n, 1, cap - n, f); n += r;
        if (n < cap) break;
        char *nb = (char *)realloc(buf, cap * 2 + 1);
        if (!nb) { free(buf); buf = NULL; break; }
        buf = nb; cap *= 2;
    }
    fclose(f);
    if (buf) { buf[n] = 0; if (len) *len = n; }
    return buf;
}
static inline json_node *json_parse_file(const char *path, char *err) {
    size_t len; char *t = json_read_file(path, &len);
    if (!t) { if (err) snprintf(err, 128, "cannot read %s", path); return NULL; }
    json_node *n = json_parse(t, len, err);
    free(t);
    return n;
}
#endif
