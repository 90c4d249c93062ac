#!/usr/bin/env python3
"""serve_bench.py — aggregate decode tok/s of `dlgo serve` (or any OpenAI-compatible server) with S concurrent
streams. Standard library only. Each stream asks for --tokens tokens of a completion with the end of text banned
(logit_bias), so every stream decodes exactly that many. Decode rate = the tokens that arrive while every stream is
decoding (after the last stream's first token, before the first stream's end), over that window: the steady state
of S streams, without the prompts' prefill.
Usage: serve_bench.py --port 8080 [--streams 1,4,8] [--tokens 64] [--eos 2] [--reps 2]"""
import argparse, http.client, json, threading, time

def one_stream(port, tokens, eos, seed, out):
    body = json.dumps({"prompt": "Once upon a time, in a land far away,", "max_tokens": tokens, "stream": True,
                       "temperature": 0.8, "seed": seed, "logit_bias": {str(eos): -100}})
    c = http.client.HTTPConnection("127.0.0.1", port, timeout=600)
    c.request("POST", "/v1/completions", body, {"Content-Type": "application/json"})
    r = c.getresponse()
    times = []
    for line in r:
        if not line.startswith(b"data: ") or line.startswith(b"data: [DONE]"):
            continue
        ch = json.loads(line[6:])
        if ch.get("choices") and ch["choices"][0].get("finish_reason") is None:
            times.append(time.monotonic())
    out.append(times)
    c.close()

def run(port, s, tokens, eos):
    out = []
    th = [threading.Thread(target=one_stream, args=(port, tokens, eos, 1000 + i, out)) for i in range(s)]
    for t in th: t.start()
    for t in th: t.join()
    t0 = max(t[0] for t in out); t1 = min(t[-1] for t in out)
    n = sum(1 for t in out for x in t if t0 < x <= t1)
    return n / (t1 - t0), sum(len(t) for t in out)

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
