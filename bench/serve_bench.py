#!/usr/bin/env python3
"""serve_bench.py — aggregate decode tok/s of `dlgo serve` (or any OpenAI-compatible server) with S concurrent
streams. Standard library only. Each stream asks for --tokens tokens of a completion with the end of text banned
(logit_bias), so every stream decodes exactly that many. Decode rate = tokens after each stream's first one, over
the time from the first stream's first token to the last stream's end (prefill is not counted).
Usage: serve_bench.py --port 8080 [--streams 1,4,8] [--tokens 64] [--eos 2] [--reps 2]"""
import argparse, http.client, json, threading, time

def one_stream(port, tokens, eos, seed, out):
    body = json.dumps({"prompt": "Once upon a time, in a land far away,", "max_tokens": tokens, "stream": True,
                       "temperature": 0.8, "seed": seed, "logit_bias": {str(eos): -100}})
    c = http.client.HTTPConnection("127.0.0.1", port, timeout=600)
    c.request("POST", "/v1/completions", body, {"Content-Type": "application/json"})
    r = c.getresponse()
    first, n = None, 0
    for line in r:
        if not line.startswith(b"data: ") or line.startswith(b"data: [DONE]"):
            continue
        ch = json.loads(line[6:])
        if ch.get("choices") and ch["choices"][0].get("finish_reason") is None:
            n += 1
            if first is None:
                first = time.monotonic()
    out.append((first, time.monotonic(), n))
    c.close()

def run(port, s, tokens, eos):
    out, th = [], [threading.Thread(target=one_stream, args=(port, tokens, eos, 1000 + i, out)) for i in range(s)]
    for t in th: t.start()
    for t in th: t.join()
    t0 = min(o[0] for o in out if o[0]); t1 = max(o[1] for o in out)
    return sum(max(o[2] - 1, 0) for o in out) / (t1 - t0), sum(o[2] for o in out)

ap = argparse.ArgumentParser()
ap.add_argument("--port", type=int, required=True)
ap.add_argument("--streams", default="1,4,8")
ap.add_argument("--tokens", type=int, default=64)
ap.add_argument("--eos", type=int, default=2)
ap.add_argument("--reps", type=int, default=2)
a = ap.parse_args()
run(a.port, 1, 8, a.eos)   # warm-up
base = None
print("| streams | aggregate decode tok/s | vs 1 stream | tokens |")
print("|---------|------------------------|-------------|--------|")
for s in [int(x) for x in a.streams.split(",")]:
    best = max((run(a.port, s, a.tokens, a.eos) for _ in range(a.reps)), key=lambda x: x[0])
    base = base or best[0]
    print(f"| {s:7d} | {best[0]:22.2f} | {best[0] / base:10.2f}x | {best[1]:6d} |", flush=True)
