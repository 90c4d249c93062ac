#!/usr/bin/env python3
"""jinja_cases.py — writes tests/jinja_cases.h: language-feature cases for the Jinja engine, each rendered by real
jinja2 (the oracle) in the environment Hugging Face transformers uses for chat templates:
ImmutableSandboxedEnvironment(trim_blocks=True, lstrip_blocks=True, loopcontrols), tojson = json.dumps(
ensure_ascii=False, ...), raise_exception, strftime_now at 2024-07-26 12:00:00.
Run from the repository root: python3 tests/jinja_cases.py  (needs python3-jinja2)."""
import json, datetime, sys
import jinja2
from jinja2.sandbox import ImmutableSandboxedEnvironment
from jinja2.ext import loopcontrols

NOW = datetime.datetime(2024, 7, 26, 12, 0, 0)

def make_env():
    env = ImmutableSandboxedEnvironment(trim_blocks=True, lstrip_blocks=True, extensions=[loopcontrols])
    def tojson(x, ensure_ascii=False, indent=None, separators=None, sort_keys=False):
        return json.dumps(x, ensure_ascii=ensure_ascii, indent=indent, separators=separators, sort_keys=sort_keys)
    def raise_exception(msg):
        raise jinja2.exceptions.TemplateError(msg)
    env.filters["tojson"] = tojson
    env.globals["raise_exception"] = raise_exception
    env.globals["strftime_now"] = lambda fmt: NOW.strftime(fmt)
    return env

V = {"msgs": [{"role": "system", "content": "Be brief."}, {"role": "user", "content": "Hi there"},
              {"role": "assistant", "content": "Hello!"}], "n": 7, "f": 2.5, "s": "  Hello, World  ",
     "u": "h\u00e9llo w\u00f6rld \u2603", "d": {"b": 1, "a": [1, 2, {"x": None}], "c": "t\"q"}, "l": [3, 1, 2],
     "t": True, "e": "", "z": 0, "nested": {"k": {"v": "deep"}}}

CASES = [
    ("text", "plain text\nline two\n"),
    ("output", "{{ 'a' }}{{ \"b\" }}{{ 1 }}{{ 1.5 }}{{ true }}{{ none }}{{ undefined_name }}|"),
    ("arith", "{{ 1 + 2 * 3 }} {{ (1 + 2) * 3 }} {{ 7 // 2 }} {{ -7 // 2 }} {{ 7 % 3 }} {{ -7 % 3 }} {{ 7 / 2 }} {{ 2 ** 10 }} {{ 2 ** 3 ** 2 }} {{ 10 / 4 }} {{ 1e3 }} {{ 0.1 + 0.2 }} {{ 1 / 3 }} {{ 3.0 }} {{ 1e20 }} {{ 1e-7 }} {{ 123456789012345.0 }} {{ 1e16 }}"),
    ("unary", "{{ -n }} {{ +n }} {{ -f }} {{ not t }} {{ not not t }} {{ -n|abs }}"),
    ("concat", "{{ 'a' ~ 1 ~ none ~ true ~ [1] }} {{ 'x' + 'y' }} {{ [1] + [2, 3] }} {{ 'ab' * 3 }} {{ 3 * 'ab' }}"),
    ("compare", "{{ 1 < 2 < 3 }} {{ 1 < 3 < 2 }} {{ 1 == 1.0 }} {{ 'a' < 'b' }} {{ [1, 2] < [1, 3] }} {{ 1 != 2 }} {{ true == 1 }} {{ none == none }} {{ 'a' in 'cat' }} {{ 2 in l }} {{ 'b' in d }} {{ 'q' not in d }}"),
    ("logic", "{{ 0 or 'x' }} {{ 1 and 'y' }} {{ '' or [] }} {{ none and 1 }} {{ t and n }} {{ e or z or 'last' }}"),
    ("condexpr", "{{ 'yes' if t else 'no' }} {{ 'yes' if e else 'no' }} [{{ 'only' if e }}] {{ 1 if false else 2 if false else 3 }}"),
    ("if-elif", "{% for i in range(5) %}{% if i == 0 %}zero{% elif i == 1 %}one{% elif i is even %}even{% else %}odd{% endif %},{% endfor %}"),
    ("for-loop-vars", "{% for x in l %}{{ loop.index }}/{{ loop.index0 }}/{{ loop.revindex }}/{{ loop.revindex0 }}/{{ loop.first }}/{{ loop.last }}/{{ loop.length }}/{{ loop.previtem }}/{{ loop.nextitem }};{% endfor %}"),
    ("for-else", "{% for x in [] %}no{% else %}empty{% endfor %}{% for x in l %}{{ x }}{% else %}never{% endfor %}"),
    ("for-filter", "{% for x in range(10) if x is odd %}{{ x }}{{ ',' if not loop.last }}{% endfor %}"),
    ("for-dict", "{% for k in d %}{{ k }}{% endfor %} {% for k, v in d.items() %}{{ k }}={{ v }};{% endfor %} {% for k, v in d|items %}{{ k }}{% endfor %}"),
    ("for-unpack", "{% for a, b in [[1, 2], (3, 4)] %}{{ a }}{{ b }}{% endfor %}{% for (a, b) in [('x', 'y')] %}{{ a }}{{ b }}{% endfor %}"),
    ("for-string", "{% for c in 'abc' %}{{ c }}.{% endfor %}"),
    ("break-continue", "{% for x in range(10) %}{% if x == 2 %}{% continue %}{% endif %}{% if x == 5 %}{% break %}{% endif %}{{ x }}{% endfor %}"),
    ("loop-cycle", "{% for x in range(5) %}{{ loop.cycle('a', 'b') }}{% endfor %}"),
    ("nested-loops", "{% for i in range(3) %}{% for j in range(i) %}{{ i }}{{ j }}{{ loop.index }} {% endfor %}|{{ loop.index }}|{% endfor %}"),
    ("scope-for", "{% set c = 0 %}{% for i in range(3) %}{% set c = c + 1 %}{{ c }}{% endfor %}{{ c }}"),
    ("scope-if", "{% if true %}{% set c = 5 %}{% endif %}{{ c }}"),
    ("namespace", "{% set ns = namespace(c=0, s='') %}{% for i in range(4) %}{% set ns.c = ns.c + i %}{% set ns.s = ns.s ~ i %}{% endfor %}{{ ns.c }} {{ ns.s }}"),
    ("set-tuple", "{% set a, b = 1, 2 %}{{ a }}{{ b }}{% set x = 1, 2 %}{{ x }}"),
    ("set-block", "{% set blk %}  inner {{ n }}  {% endset %}[{{ blk }}]"),
    ("macro", "{% macro greet(name, punct='!') %}Hello {{ name }}{{ punct }}{% endmacro %}{{ greet('A') }} {{ greet('B', '?') }} {{ greet(name='C', punct='.') }}"),
    ("macro-recursive", "{% macro fact(k) %}{% if k <= 1 %}1{% else %}{{ k * fact(k - 1)|int }}{% endif %}{% endmacro %}{{ fact(6) }}"),
    ("macro-varargs", "{% macro m(a) %}{{ a }}{{ varargs }}{{ kwargs }}{% endmacro %}{{ m(1, 2, 3, x=4) }}"),
    ("call-block", "{% macro wrap(tag) %}<{{ tag }}>{{ caller() }}</{{ tag }}>{% endmacro %}{% call wrap('b') %}bold {{ n }}{% endcall %}"),
    ("call-block-args", "{% macro each(xs) %}{% for x in xs %}{{ caller(x) }}{% endfor %}{% endmacro %}{% call(item) each([1, 2]) %}[{{ item }}]{% endcall %}"),
    ("filter-block", "{% filter upper %}shout {{ 'it' }}{% endfilter %}"),
    ("raw", "{% raw %}{{ not evaluated }} {% if %}{% endraw %}!"),
    ("comment", "a{# a comment {{ x }} #}b\n  {# own line #}\nc"),
    ("ws-control", "a  {{- ' b ' -}}  c {%- if true -%}  d  {%- endif -%}  e"),
    ("trim-lstrip", "<ul>\n  {% for x in l %}\n    <li>{{ x }}</li>\n  {% endfor %}\n</ul>\n"),
    ("lstrip-plus", "a\n    {%+ if true %}kept{% endif %}\n"),
    ("lstrip-mid-line", "x {% if true %}y{% endif %} z\n"),
    ("trailing-newline", "line\n\n"),
    ("crlf", "a\r\n{% if true %}\r\nb\r\n{% endif %}\r\nc"),
    ("strings-escapes", "{{ 'tab\\tnl\\nq\\'dq\\\"bs\\\\' }}|{{ \"\\u00e9\\x41\" }}|{{ 'a' 'b' }}"),
    ("string-methods", "{{ s.strip() }}|{{ s.lstrip() }}|{{ s.rstrip() }}|{{ 'xxhixx'.strip('x') }}|{{ s.upper() }}|{{ s.lower() }}|{{ 'hello world'.title() }}|{{ 'hELLO'.capitalize() }}|{{ s.replace('l', 'L') }}|{{ s.replace('l', 'L', 1) }}"),
    ("string-split", "{{ 'a,b,,c'.split(',') }}{{ '  a  b c '.split() }}{{ 'a,b,c'.split(',', 1) }}{{ 'a,b,c'.rsplit(',', 1) }}{{ ' x y '.split(None, 1) }}"),
    ("string-tests", "{{ 'hello'.startswith('he') }}{{ 'hello'.endswith('lo') }}{{ 'hello'.startswith(('x', 'h')) }}{{ 'hello'.find('l') }}{{ 'hello'.rfind('l') }}{{ 'hello'.count('l') }}{{ '123'.isdigit() }}{{ 'ab'.isalpha() }}{{ ' '.isspace() }}"),
    ("string-index", "{{ 'hello'[0] }}{{ 'hello'[-1] }}{{ 'hello'[1:3] }}{{ 'hello'[::-1] }}{{ 'hello'[::2] }}{{ 'hello'[:-1] }}{{ 'hello'[10:] }}|{{ u[1] }}{{ u[-1] }}{{ u[::-1] }}{{ u|length }}"),
    ("list-index", "{{ l[0] }}{{ l[-1] }}{{ l[1:] }}{{ l[::-1] }}{{ l[5] }}|{{ (1, 2, 3)[1:] }}{{ l.index(1) }}{{ l.count(3) }}"),
    ("dict-access", "{{ d.b }} {{ d['c'] }} {{ d.a[2].x }} {{ nested.k.v }} {{ nested['k']['v'] }} {{ d.missing }} {{ d.get('b') }} {{ d.get('zz', 'def') }} {{ d.get('zz') }}"),
    ("dict-methods", "{{ d.keys()|list }} {{ d.values()|list|length }} {{ d.items()|list|first }}"),
    ("literals", "{{ [1, 'a', [2]] }} {{ {'k': 1, 'j': [true, none]} }} {{ (1,) }} {{ () }} {{ {} }} {{ [] }} {{ {'a': {'b': 1}} }}"),
    ("repr-strings", "{{ ['it\\'s', 'say \"hi\"', 'both \\' \"', 'nl\\n'] }}"),
    ("tests", "{{ n is defined }}{{ zz is defined }}{{ zz is undefined }}{{ none is none }}{{ n is number }}{{ f is float }}{{ n is integer }}{{ t is integer }}{{ t is boolean }}{{ s is string }}{{ d is mapping }}{{ l is iterable }}{{ s is iterable }}{{ l is sequence }}{{ n is odd }}{{ 8 is even }}{{ 9 is divisibleby 3 }}{{ n is sameas 7 }}{{ t is true }}{{ 'a' is in 'abc' }}{{ 3 is gt 2 }}{{ 'ab' is lower }}{{ n is not string }}{{ n is eq 7 }}{{ d is not mapping }}"),
    ("filters-basic", "{{ s|trim }}|{{ s|length }}|{{ l|length }}|{{ d|length }}|{{ 'abc'|upper }}|{{ 'ABC'|lower }}|{{ 'hello world-wide (x'|title }}|{{ 'hELLO wORLD'|capitalize }}|{{ 'aXbX'|replace('X', '-') }}|{{ l|first }}|{{ l|last }}|{{ 'xyz'|first }}"),
    ("filters-default", "{{ zz|default('dflt') }}|{{ e|default('dflt') }}|{{ e|default('dflt', true) }}|{{ none|default('x') }}|{{ zz|d('short') }}"),
    ("filters-join", "{{ l|join }}|{{ l|join(', ') }}|{{ msgs|join(' / ', attribute='role') }}|{{ ['a', 1, none]|join('-') }}"),
    ("filters-conv", "{{ '42'|int }} {{ 'x'|int }} {{ 'x'|int(5) }} {{ 3.9|int }} {{ '2.5'|float }} {{ 7|float }} {{ 7|string }} {{ [1]|string }} {{ ' 12 '|int }} {{ '3.7'|int }}"),
    ("filters-seq", "{{ l|sort }} {{ l|sort(reverse=true) }} {{ ['b', 'A', 'c']|sort }} {{ ['b', 'A', 'c']|sort(case_sensitive=true) }} {{ l|reverse|list }} {{ 'abc'|reverse }} {{ [1, 2, 1, 3]|unique|list }} {{ l|min }} {{ l|max }} {{ l|sum }} {{ 'ab'|list }}"),
    ("filters-attr", "{{ msgs|map(attribute='role')|list }} {{ msgs|selectattr('role', 'equalto', 'user')|map(attribute='content')|list }} {{ msgs|rejectattr('role', 'eq', 'system')|list|length }} {{ msgs|selectattr('content')|list|length }} {{ [1, 2, 3, 4]|select('odd')|list }} {{ [1, 2, 3, 4]|reject('odd')|list }} {{ ['a', 'B']|map('upper')|list }} {{ [0, 1, '']|select|list }}"),
    ("filters-dictsort", "{{ d|dictsort }} {{ {'b': 2, 'a': 1}|dictsort(by='value', reverse=true) }} {{ msgs|sort(attribute='role')|map(attribute='role')|join(',') }}"),
    ("filters-misc", "{{ -3|abs }} {{ 2.5|round }} {{ 3.5|round }} {{ 2.567|round(2) }} {{ 2.1|round(method='ceil') }} {{ 'a b  c'|wordcount }} {{ 'x'|center(5) }}| {{ '<a & \"b\">'|e }} {{ [1, 2, 3, 4, 5]|batch(2)|list }} {{ d|attr('b') }}"),
    ("filter-indent", "{{ 'a\\nb\\n\\nc'|indent }}|{{ 'a\\nb'|indent(2, true) }}|{{ 'a\\n\\nb'|indent(1, blank=true) }}"),
    ("tojson", "{{ d|tojson }}|{{ d|tojson(indent=2) }}|{{ u|tojson }}|{{ [1, 2.5, none, true]|tojson }}|{{ d|tojson(sort_keys=true) }}|{{ 'ctl\\x01\\n\\t/'|tojson }}|{{ {}|tojson(indent=2) }}|{{ [[]]|tojson(indent=1) }}|{{ d|tojson(separators=(',', ':')) }}"),
    ("tojson-floats", "{{ [1.0, 0.1, 1e20, 1.5e-7, 100.0, -0.0, 123456789.125]|tojson }}"),
    ("strftime", "{{ strftime_now('%Y-%m-%d %H:%M:%S') }}|{{ strftime_now('%d %b %Y') }}|{{ strftime_now('%B %d, %Y') }}|{{ strftime_now('%A %a %j %p %I %y') }}"),
    ("raise", "{% if n > 5 %}{{ raise_exception('n is too big: ' ~ n) }}{% endif %}never"),
    ("range", "{{ range(3)|list }} {{ range(1, 4)|list }} {{ range(10, 0, -3)|list }} {{ range(0)|list }}"),
    ("with", "{% with a = 1, b = n %}{{ a + b }}{% endwith %}{{ a }}"),
    ("chat-like", "{% for m in msgs %}<|{{ m.role }}|>\n{{ m.content | trim }}\n{% endfor %}{% if add_generation_prompt %}<|assistant|>\n{% endif %}"),
    ("unicode-methods", "{{ u.upper() }}|{{ u.split() }}|{{ u.replace('\u00f6', 'o') }}|{{ u.startswith('h\u00e9') }}|{{ u|tojson }}"),
    ("filter-chain-test", "{{ msgs|selectattr('role', 'in', ['user', 'assistant'])|list|length > 1 }}"),
    ("slices-neg", "{{ l[-2:] }}{{ l[:-2] }}{{ l[-10:10] }}{{ l[::-2] }}{{ 'abcdef'[-3:-1] }}{{ 'abcdef'[4:1:-1] }}"),
    ("is-defined-attr", "{{ d.b is defined }}{{ d.zz is defined }}{{ msgs[0].tool_calls is defined }}{{ msgs[0]['content'] is string }}"),
    ("items-undefined", "{% for k, v in zz|items %}x{% endfor %}ok"),
    ("length-undefined", "{{ zz|length }} {{ zz|list }} {{ zz|join(',') }}[{{ zz }}]"),
    ("int-float-compare", "{{ 1 < 1.5 }} {{ 2.0 == 2 }} {{ [1, 2] == [1, 2] }} {{ {'a': 1} == {'a': 1} }} {{ (1, 2) == [1, 2] }}"),
    ("string-join-method", "{{ ', '.join(['a', 'b']) }}{{ ''.join(l|map('string')) }}"),
    ("macro-default-expr", "{% macro m(a, b=a * 2) %}{{ a }}-{{ b }}{% endmacro %}{{ m(3) }} {{ m(3, 1) }}"),
    ("if-filters-in-cond", "{% if msgs|length > 2 and msgs[0].role == 'system' %}sys{% endif %}{% if not (msgs|selectattr('role', 'equalto', 'tool')|list) %}notool{% endif %}"),
    ("long-elif-chain", "{% set x = 150 %}{% if x == -1 %}none" + "".join("{%%elif x==%d%%}b%d" % (i, i) for i in range(170)) + "{% else %}else{% endif %}"),
    ("long-operator-chain", "{{ " + " + ".join(["1"] * 300) + " }}"),
    ("private-attr", "[{{ s.__class__ }}]{{ s.__class__ is defined }}{{ d._x is defined }}"),
    ("splitlines", "{{ 'a\\nb\\r\\nc'.splitlines() }}"),
    # errors (jinja2 refuses them too; only "it fails" is compared)
    ("err-syntax", "{% if %}x{% endif %}"),
    ("err-unclosed", "{% for x in l %}x"),
    ("err-unknown-tag", "{% frobnicate %}"),
    ("err-mutating", "{{ l.append(4) }}"),
    ("err-undefined-attr", "{{ zz.attr }}"),
    ("err-undefined-add", "{{ zz + 1 }}"),
    ("err-div-zero", "{{ 1 // 0 }}"),
    ("err-unknown-filter", "{{ l|frobnicate }}"),
    ("err-break-outside", "{% break %}"),
    ("err-set-non-ns", "{% set d.x = 1 %}"),
    ("err-private-call", "{{ s.__class__() }}"),
]

# Tool-call and thinking parsing: what each real template renders for an assistant turn is the text its model
# writes; dlgo_chat_parse must give back the message that turn was rendered from.
PARSE_USER = {"role": "user", "content": "Weather?"}
PARSE_TOOLS = [{"type": "function", "function": {"name": "get_weather", "description": "Current weather in a city",
               "parameters": {"type": "object", "properties": {"city": {"type": "string"}}, "required": ["city"]}}}]
PARSE_MSGS = {
    "call": {"role": "assistant", "content": "", "tool_calls": [{"id": "call12345", "type": "function", "function": {
        "name": "get_weather", "arguments": {"city": "Paris", "unit": "celsius", "days": 3}}}]},
    "think": {"role": "assistant", "content": "It is sunny.", "reasoning_content": "The user wants weather."},
}
END_MARKS = ["<|im_end|>", "<|eot_id|>", "</s>", "<|end|>", "<|return|>", "<|call|>", "<end_of_turn>",
             "<|end_of_text|>", "<\uff5cend\u2581of\u2581sentence\uff5c>", "<|user|>", "<|observation|>"]

def generated_part(env, src, msg):
    """The text a model writes for msg: the full rendering minus the rendering of the prompt (with generation
    prompt), then without the end-of-turn tokens the generation stops at."""
    t = env.from_string(src)
    kw = dict(bos_token="<s>", eos_token="</s>", tools=PARSE_TOOLS)
    pre = t.render(messages=[PARSE_USER], add_generation_prompt=True, **kw)
    full = t.render(messages=[PARSE_USER, msg], add_generation_prompt=False, **kw)
    if full.startswith(pre):
        gen = full[len(pre):]
    else:  # templates that render earlier turns differently: cut after the user's text and the shared markers
        a, b = full[full.rfind("Weather?") + 8:], pre[pre.rfind("Weather?") + 8:]
        i = 0
        while i < min(len(a), len(b)) and a[i] == b[i]:
            i += 1
        while i > 0 and a[i - 1] != ">":
            i -= 1
        gen = a[i:]
    changed = True
    while changed:
        changed = False
        g = gen.rstrip("\n")
        for m in END_MARKS:
            if g.endswith(m):
                gen, changed = g[:-len(m)], True
    return gen

def parse_cases(env):
    import os
    d = "../shared/testdata/chat/jinja/"
    out = []
    for f in sorted(os.listdir(d)):
        src = open(d + f).read()
        for kind, msg in PARSE_MSGS.items():
            try:
                gen = generated_part(env, src, msg)
            except Exception:  # noqa: BLE001 — a template that refuses this conversation has no case
                continue
            if kind == "call":
                call = msg["tool_calls"][0]
                rendered = "get_weather" in gen
                ident = call["id"] if rendered and call["id"] in gen else ""
                out.append((f, kind, gen, "", "", 1 if rendered else 0, "get_weather" if rendered else "",
                            json.dumps(call["function"]["arguments"]) if rendered else "", ident))
            else:
                reasoning = msg["reasoning_content"] if msg["reasoning_content"] in gen else ""
                out.append((f, kind, gen, msg["content"], reasoning, 0, "", "", ""))
    return out

def c_str(s):
    out = []
    for b in s.encode("utf-8"):
        c = chr(b)
        if c == "\\": out.append("\\\\")
        elif c == "\"": out.append("\\\"")
        elif c == "\n": out.append("\\n")
        elif c == "\t": out.append("\\t")
        elif c == "\r": out.append("\\r")
        elif 0x20 <= b < 0x7f and c != "?": out.append(c)
        else: out.append("\\%03o" % b)
    if len(s.encode("utf-8")) > 4095:  # C99 5.2.4.1: longer literals are beyond what compilers must take (make warnings)
        sys.exit("a string of %d bytes: C99 compilers need only take 4095" % len(s.encode("utf-8")))
    return "\"" + "".join(out) + "\""

def main():
    env = make_env()
    lines = ["/* jinja_cases.h — GENERATED by tests/jinja_cases.py from jinja2 %s renderings (the oracle); do not edit. */" % jinja2.__version__,
             "/* variables of every case (JSON): */",
             "static const char *const jinja_case_vars = %s;" % c_str(json.dumps(V, ensure_ascii=False)),
             "static const struct { const char *name, *tmpl, *expected; int fails; } jinja_cases[] = {"]
    for name, tmpl in CASES:
        try:
            out = env.from_string(tmpl).render(add_generation_prompt=True, **V)
            fails = 0
        except Exception as ex:  # noqa: BLE001 — any failure of the oracle is an expected failure
            out, fails = "%s: %s" % (type(ex).__name__, ex), 1
        if name.startswith("err-") != bool(fails) and name != "raise":
            sys.exit("case %s: jinja2 %s" % (name, "failed: " + out if fails else "did not fail"))
        lines.append("    { %s, %s,\n      %s, %d }," % (c_str(name), c_str(tmpl), c_str(out), fails))
    lines.append("};")
    lines.append("/* dlgo_chat_parse: the text each template renders for an assistant turn, and that turn */")
    lines.append("static const struct { const char *tmpl, *kind, *text, *content, *reasoning; int n_calls; const char *name, *arguments, *id; } jinja_parse_cases[] = {")
    for c in parse_cases(env):
        lines.append("    { " + ", ".join(str(x) if isinstance(x, int) else c_str(x) for x in c) + " },")
    lines.append("};")
    open("tests/jinja_cases.h", "w").write("\n".join(lines) + "\n")
    print("tests/jinja_cases.h: %d cases, %d parse cases" % (len(CASES), len(parse_cases(env))))

if __name__ == "__main__":
    main()
