/* libFuzzer: dlgo_chat_apply_template with arbitrary template text and messages.
   Input: byte 0 = flags, byte 1 = built-in template index (0xff: the first NUL-separated field is the template
   text instead), then NUL-separated fields read as (role, content) pairs. */
#define DLGO_EXPOSE_INTERNALS   /* the library itself is tests/fuzz/fuzz_dlgo.o, compiled once */
#include "../../dlgo.h"
#include "fuzz_common.h"

static volatile uint64_t fz_sink;

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size < 2) return 0;
    const int flags = data[0];
    char *s = (char *)malloc(size - 1);   /* NUL-terminated copy of the fields */
    memcpy(s, data + 2, size - 2); s[size - 2] = 0;
    const char *fields[64]; size_t nf = 0;
    for (char *p = s; nf < 64; ) { fields[nf++] = p; p += strlen(p); if (p >= s + (size - 2)) break; p++; }
    const char *names[128];
    int32_t nb = dlgo_chat_builtin_templates(names, 128);
    const char *tmpl; size_t f0 = 0;
    if (data[1] == 0xff) tmpl = fields[f0++];
    else if (data[1] == 0xfe) tmpl = NULL;
    else tmpl = names[data[1] % (nb > 0 ? nb : 1)];
    dlgo_chat_message msgs[32]; size_t nm = 0;
    for (size_t i = f0; i + 1 < nf + 1 && nm < 32; i += 2) {
        msgs[nm].role = fields[i];
        msgs[nm].content = i + 1 < nf ? fields[i + 1] : ((flags & 2) ? NULL : "");
        if ((flags & 4) && nm == 0) msgs[nm].role = NULL;
        nm++;
    }
    const int add_ass = flags & 1;
    char small[16];
    int32_t need = dlgo_chat_apply_template(tmpl, msgs, nm, add_ass, small, (flags & 8) ? 0 : (int32_t)sizeof small);
    if (need >= 0) {
        char *buf = (char *)malloc((size_t)need + 1);
        int32_t got = dlgo_chat_apply_template(tmpl, msgs, nm, add_ass, buf, need + 1);
        if (got != need || buf[need] != 0 || strlen(buf) > (size_t)need) __builtin_trap();   /* same length twice */
        if (need >= 1 && (flags & 8) == 0 && memcmp(small, buf, need < 15 ? (size_t)need : 15)) __builtin_trap();   /* the prefix */
        free(buf);
    }
    const char *det = dlgo_chat_detect_template(tmpl);
    if (det) fz_sink += strlen(det);
    free(s);
    return 0;
}
