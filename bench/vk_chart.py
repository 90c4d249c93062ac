#!/usr/bin/env python3
"""vk_chart.py TABLE.md OUT.svg [TITLE] — bar chart of dlgo / llama.cpp CUDA per file from the table that
bench/vk_bench_device.sh writes: tg128, tg at depth 4096, pp512; dashed lines at 1.0x and at the 1.5x goal."""
import sys
rows = []
for line in open(sys.argv[1]):
    c = [x.strip() for x in line.strip().strip("|").split("|")]
    if len(c) >= 16 and c[0] not in ("file", "---") and not c[0].startswith("-"):
        r = lambda s: float(s.rstrip("x")) if s not in ("-", "") else 0.0
        rows.append((c[0], r(c[5]), r(c[10]), r(c[15])))
title = sys.argv[3] if len(sys.argv) > 3 else "dlgo Vulkan / llama.cpp CUDA, H100"
H, bw, gw = 300, 26, 110
W = 70 + gw * len(rows)
mx = max([1.6] + [max(t, d, p) for _, t, d, p in rows])
base, s = H - 50, (H - 100) / mx
o = ['<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" font-family="sans-serif" font-size="11">' % (W, H),
     '<rect width="100%" height="100%" fill="white"/>', '<text x="10" y="18" font-size="14">%s</text>' % title]
colors = [("#4878d0", "tg128"), ("#6acc64", "tg @4096"), ("#ee854a", "pp512")]
for i, (name, *vals) in enumerate(rows):
    x = 60 + gw * i
    for k, v in enumerate(vals):
        o.append('<rect x="%d" y="%.1f" width="%d" height="%.1f" fill="%s"/>' % (x + k * (bw + 2), base - v * s, bw, v * s, colors[k][0]))
        o.append('<text x="%d" y="%.1f" font-size="9">%.2f</text>' % (x + k * (bw + 2), base - v * s - 3, v))
    o.append('<text x="%d" y="%d" font-size="9">%s</text>' % (x - 4, base + 14 + 11 * (i % 2), name))
for v, lab in ((1.0, "1.0x"), (1.5, "1.5x goal")):
    o.append('<line x1="40" x2="%d" y1="%.1f" y2="%.1f" stroke="black" stroke-dasharray="4 3"/>' % (W - 10, base - v * s, base - v * s))
    o.append('<text x="2" y="%.1f">%s</text>' % (base - v * s + 4, lab.split()[0]))
o.append('<line x1="40" x2="%d" y1="%d" y2="%d" stroke="black"/>' % (W - 10, base, base))
for k, (col, lab) in enumerate(colors):
    o.append('<rect x="%d" y="26" width="10" height="10" fill="%s"/><text x="%d" y="35">%s</text>' % (W - 260 + 85 * k, col, W - 246 + 85 * k, lab))
o.append("</svg>")
open(sys.argv[2], "w").write("\n".join(o) + "\n")
