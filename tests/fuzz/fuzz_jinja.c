/* libFuzzer: dlgo_chat_render (the Jinja engine) with arbitrary template text, and dlgo_chat_parse (tool calls and
   thinking out of a reply) on the input itself and on what the template rendered.
   Input: the template text, optionally followed by a NUL and a kwargs JSON text. The conversation is fixed and
   has every shape real templates look at (system, tool calls with JSON arguments, a tool result). Small caps keep
   each run short; any crash, hang, leak (ASan) or undefined behaviour (UBSan) is a finding, errors are not. */
#define DLGO_EXPOSE_INTERNALS   /* the library itself is tests/fuzz/fuzz_dlgo.o, compiled once */
#include "../../dlgo.h"
#include "fuzz_common.h"

static const char fz_msgs[] =
    "[{\"role\": \"system\", \"content\": \"You are helpful.\"},"
    " {\"role\": \"user\", \"content\": \"Weather in Paris? \\u00e9\\u2603\"},"
    " {\"role\": \"assistant\", \"content\": \"<think>hmm</think>ok\", \"tool_calls\": [{\"id\": \"c1\", \"type\": \"function\","
    "   \"function\": {\"name\": \"get_weather\", \"arguments\": {\"city\": \"Paris\", \"n\": [1, 2.5, null, true]}}}]},"
    " {\"role\": \"tool\", \"name\": \"get_weather\", \"tool_call_id\": \"c1\", \"content\": \"{\\\"temp\\\": 21}\"},"
    " {\"role\": \"user\", \"content\": [{\"type\": \"text\", \"text\": \"thanks\"}]}]";
static const char fz_tools[] =
    "[{\"type\": \"function\", \"function\": {\"name\": \"get_weather\", \"description\": \"Weather\", \"parameters\":"
    " {\"type\": \"object\", \"properties\": {\"city\": {\"type\": \"string\"}}, \"required\": [\"city\"]}}}]";

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    char *s = (char *)malloc(size + 1);
    memcpy(s, data, size); s[size] = 0;
    const size_t tl = strlen(s);
    dlgo_chat_render_desc d;
    memset(&d, 0, sizeof d);
    d.template_text = s;
    d.messages_json = fz_msgs;
    d.tools_json = (size & 1) ? fz_tools : NULL;
    d.kwargs_json = tl < size ? s + tl + 1 : NULL;
    d.bos_token = "<s>"; d.eos_token = "</s>";
    d.add_generation_prompt = (size >> 1) & 1;
    d.now = 1721995200;
    d.max_steps = 200000; d.max_output = 1 << 20; d.max_memory = 16 << 20; d.max_depth = 48;
    dlgo_chat_render_result r;
    dlgo_error e;
    dlgo_result rc = dlgo_chat_render(&d, &r, &e);
    if (rc == DLGO_OK && (!r.text || r.text[r.len] != 0 || r.len > (size_t)d.max_output)) __builtin_trap();
    if (rc != DLGO_OK && (r.text || e.code != rc || !memchr(e.msg, 0, sizeof e.msg))) __builtin_trap();
    for (int k = 0; k < 2; k++) {   /* the parser: on the raw input, and on the rendering */
        const char *t = k == 0 ? s : (rc == DLGO_OK ? r.text : NULL);
        if (!t) continue;
        dlgo_chat_parse_desc pd;
        memset(&pd, 0, sizeof pd);
        pd.text = t;
        dlgo_chat_parse_result pr;
        if (dlgo_chat_parse(&pd, &pr, NULL) == DLGO_OK) {
            if (!pr.content || !pr.reasoning || (pr.n_tool_calls && !pr.tool_calls)) __builtin_trap();
            for (int32_t i = 0; i < pr.n_tool_calls; i++)
                if (!pr.tool_calls[i].name || !pr.tool_calls[i].arguments || !pr.tool_calls[i].id) __builtin_trap();
        }
        dlgo_chat_parse_result_free(&pr);
    }
    dlgo_chat_render_result_free(&r);
    free(s);
    return 0;
}
