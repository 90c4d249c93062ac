#!/usr/bin/env python3
"""gen_unicode.py — generate the Unicode tables of dlgo.h (the >>unicode region).

The tokenizer's pre-tokenizers classify code points the way llama.cpp does: one general-category class per code
point (undefined, number, letter, separator, mark, punctuation, symbol, control), a White_Space set, and a few
script ranges used by specific pre-tokenizers. llama.cpp's tables were built from Unicode 15.1, so that is what
this script produces.

Sources (Debian package `unicode-data`, Unicode 15.0):
    /usr/share/unicode/UnicodeData.txt   general categories
    /usr/share/unicode/PropList.txt      White_Space
Unicode 15.1 added exactly 627 code points over 15.0 (CJK Extension I U+2EBF0..U+2EE5D: Lo; ideographic
description characters U+2FFC..U+2FFF and U+31EF: So); when the source lacks them they are added here.

usage:  python3 tools/gen_unicode.py [--ucd DIR] [--check llama.cpp/src/unicode-data.cpp] [--write dlgo.h]
  --write   replace the text between the >>unicode-begin and >>unicode-end markers of dlgo.h (only if it changed)
  --check   compare the category ranges with llama.cpp's generated table and fail on any difference
Without --write the block is printed to stdout.
"""
import argparse
import os
import re
import sys

MAXCP = 0x110000
F_UNDEF, F_NUM, F_LET, F_SEP, F_MARK, F_PUNCT, F_SYM, F_CTRL = 1, 2, 4, 8, 0x10, 0x20, 0x40, 0x80
CAT = {
    "Cn": F_UNDEF, "Cc": F_CTRL, "Cf": F_CTRL, "Co": F_CTRL, "Cs": F_CTRL,
    "Ll": F_LET, "Lm": F_LET, "Lo": F_LET, "Lt": F_LET, "Lu": F_LET,
    "Mc": F_MARK, "Me": F_MARK, "Mn": F_MARK,
    "Nd": F_NUM, "Nl": F_NUM, "No": F_NUM,
    "Pc": F_PUNCT, "Pd": F_PUNCT, "Pe": F_PUNCT, "Pf": F_PUNCT, "Pi": F_PUNCT, "Po": F_PUNCT, "Ps": F_PUNCT,
    "Sc": F_SYM, "Sk": F_SYM, "Sm": F_SYM, "So": F_SYM,
    "Zl": F_SEP, "Zp": F_SEP, "Zs": F_SEP,
}

# The letter class of the deepseek-llm pre-tokenizer (its second regex), verbatim: cased letters of several scripts.
DEEPSEEK_LLM_LETTERS = ("A-Za-zµÀ-ÖØ-öø-ƺƼ-ƿǄ-ʓʕ-ʯͰ-ͳͶͷͻ-ͽͿΆΈ-ΊΌΎ-ΡΣ-ϵϷ-ҁҊ-ԯԱ-ՖႠ-ჅᎠ-Ᏽᏸ-ᏽᲐ-ᲺᲽ-Ჿᴀ-ᴫᵫ-ᵷᵹ-ᶚḀ-ἕἘ-Ἕἠ-ὅὈ-Ὅὐ-ὗὙὛὝὟ-ώᾀ-ᾴᾶ-ᾼιῂ-ῄῆ-ῌῐ-ΐῖ-Ίῠ-Ῥῲ-ῴῶ-ῼℂℇℊ-ℓℕℙ-ℝℤΩℨK-ℭℯ-ℴℹℼ-ℿⅅ-ⅉⅎↃↄⰀ-ⱻⱾ-ⳤⳫ-ⳮⳲⳳꙀ-ꙭꚀ-ꚛꜢ-ꝯꝱ-ꞇꞋ-ꞎꭰ-ꮿﬀ-ﬆﬓ-ﬗＡ-Ｚａ-ｚ𐐀-𐑏𐒰-𐓓𐓘-𐓻𐲀-𐲲𐳀-𐳲𑢠-𑣟𞤀-𞥃")


def read_categories(path):
    flags = bytearray([F_UNDEF]) * MAXCP
    first = None
    lower = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            p = line.rstrip("\n").split(";")
            cp, name, cat = int(p[0], 16), p[1], p[2]
            if p[13]:
                lower[cp] = int(p[13], 16)
            if name.endswith(", First>"):
                first = cp
                continue
            if name.endswith(", Last>"):
                for c in range(first, cp + 1):
                    flags[c] = CAT[cat]
                continue
            flags[cp] = CAT[cat]
    return flags, lower


def read_whitespace(path):
    ws = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.split("#")[0].strip()
            if not line:
                continue
            rng, prop = [x.strip() for x in line.split(";")]
            if prop != "White_Space":
                continue
            a, _, b = rng.partition("..")
            ws.extend(range(int(a, 16), int(b or a, 16) + 1))
    return sorted(ws)


def class_ranges(s):
    """Ranges of a regex character-class body made of literal characters and a-b ranges."""
    cps = [ord(c) for c in s]
    out, i = [], 0
    while i < len(cps):
        if i + 2 < len(cps) and cps[i + 1] == ord("-"):
            out.append((cps[i], cps[i + 2])); i += 3
        else:
            out.append((cps[i], cps[i])); i += 1
    out.sort()
    merged = []
    for a, b in out:
        if merged and a <= merged[-1][1] + 1:
            merged[-1] = (merged[-1][0], max(merged[-1][1], b))
        else:
            merged.append((a, b))
    return merged


def ranges_of(flags):
    r = [(0, flags[0])]
    for cp in range(1, MAXCP):
        if flags[cp] != r[-1][1]:
            r.append((cp, flags[cp]))
    return r


def check_llama(ranges, path):
    want = []
    with open(path, encoding="utf-8") as f:
        text = f.read()
    body = text.split("unicode_ranges_flags = {", 1)[1].split("};", 1)[0]
    for m in re.finditer(r"\{0x([0-9A-Fa-f]+), 0x([0-9A-Fa-f]+)\}", body):
        want.append((int(m.group(1), 16), int(m.group(2), 16)))
    want = [w for w in want if w[0] < MAXCP]
    if want != ranges:
        for i, (a, b) in enumerate(zip(want, ranges)):
            if a != b:
                sys.exit("gen_unicode: differs from llama.cpp at range %d: llama %s, ours %s" % (i, a, b))
        sys.exit("gen_unicode: range count differs: llama %d, ours %d" % (len(want), len(ranges)))
    ws = text.split("unicode_set_whitespace = {", 1)[1].split("};", 1)[0]
    return sorted(int(x, 16) for x in re.findall(r"0x([0-9A-Fa-f]+)", ws))


def emit(ranges, ws, ds):
    o = []
    o.append("/* ==========================================================================================================")
    o.append("   >>unicode — code point classes for the pre-tokenizers (GENERATED by tools/gen_unicode.py, do not edit)")
    o.append("   Unicode 15.1 general categories folded into llama.cpp's classes, so that pre-tokenization splits exactly")
    o.append("   where llama.cpp's does. Each range entry is (first code point << 8) | class; a range ends where the next")
    o.append("   begins. Classes: 0x01 unassigned, 0x02 number, 0x04 letter, 0x08 separator, 0x10 mark, 0x20 punctuation,")
    o.append("   0x40 symbol, 0x80 control/format/private/surrogate.")
    o.append("   ========================================================================================================== */")
    o.append("#define DLGO__UC_UNDEF 0x01")
    o.append("#define DLGO__UC_NUM   0x02")
    o.append("#define DLGO__UC_LET   0x04")
    o.append("#define DLGO__UC_SEP   0x08")
    o.append("#define DLGO__UC_MARK  0x10")
    o.append("#define DLGO__UC_PUNCT 0x20")
    o.append("#define DLGO__UC_SYM   0x40")
    o.append("#define DLGO__UC_CTRL  0x80")
    o.append("#define DLGO__UC_NRANGES %d" % len(ranges))
    o.append("static const uint32_t dlgo__uc_ranges[DLGO__UC_NRANGES] = {")
    items = ["0x%08x" % ((a << 8) | f) for a, f in ranges]
    for i in range(0, len(items), 10):
        o.append("    " + ",".join(items[i:i + 10]) + ",")
    o.append("};")
    o.append("/* White_Space (PropList.txt) */")
    o.append("static const uint32_t dlgo__uc_space[%d] = {" % len(ws))
    items = ["0x%x" % c for c in ws]
    for i in range(0, len(items), 13):
        o.append("    " + ",".join(items[i:i + 13]) + ",")
    o.append("};")
    o.append("/* the cased-letter class of the deepseek-llm pre-tokenizer: inclusive [first, last] pairs */")
    o.append("static const uint32_t dlgo__uc_deepseek_letters[%d][2] = {" % len(ds))
    items = ["{0x%x,0x%x}" % (a, b) for a, b in ds]
    for i in range(0, len(items), 8):
        o.append("    " + ",".join(items[i:i + 8]) + ",")
    o.append("};")
    return "\n".join(o) + "\n"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ucd", default="/usr/share/unicode")
    ap.add_argument("--check", default=None)
    ap.add_argument("--write", default=None)
    a = ap.parse_args()
    flags, lower = read_categories(os.path.join(a.ucd, "UnicodeData.txt"))
    if flags[0x2EBF0] == F_UNDEF:   # Unicode 15.0 source: add the 15.1 repertoire
        for c in range(0x2EBF0, 0x2EE5D + 1):
            flags[c] = F_LET
        for c in list(range(0x2FFC, 0x2FFF + 1)) + [0x31EF]:
            flags[c] = F_SYM
    # llama.cpp's table treats everything at or above 0x110000 as unassigned; ours ends there too.
    ranges = ranges_of(flags)
    ws = read_whitespace(os.path.join(a.ucd, "PropList.txt"))
    # The contraction matchers lower-case only ASCII: valid because no other code point lower-cases to one of
    # the letters they test. Verify instead of assuming.
    for cp, lo in lower.items():
        if cp >= 0x80 and lo < 0x80 and chr(lo) in "stmdrvel":
            sys.exit("gen_unicode: U+%04X lower-cases to ASCII '%s'; the contraction matcher must handle it" % (cp, chr(lo)))
    if a.check:
        lws = check_llama(ranges, a.check)
        if lws != ws:
            sys.exit("gen_unicode: whitespace set differs from llama.cpp")
        print("gen_unicode: %d ranges and %d whitespace code points agree with %s" % (len(ranges), len(ws), a.check),
              file=sys.stderr)
    block = emit(ranges, ws, class_ranges(DEEPSEEK_LLM_LETTERS))
    if not a.write:
        sys.stdout.write(block)
        return
    with open(a.write, encoding="utf-8") as f:
        src = f.read()
    m = re.search(r"(/\* >>unicode-begin[^\n]*\*/\n)(.*?)(/\* >>unicode-end \*/)", src, re.S)
    if not m:
        sys.exit("gen_unicode: markers >>unicode-begin / >>unicode-end not found in " + a.write)
    new = src[:m.start(2)] + block + src[m.end(2):]
    if new != src:
        with open(a.write, "w", encoding="utf-8") as f:
            f.write(new)
        print("gen_unicode: wrote %s" % a.write, file=sys.stderr)


if __name__ == "__main__":
    main()
