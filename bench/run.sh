#!/bin/sh
# bench/run.sh — dlgo vs llama.cpp (CPU) on the same synthetic GGUF files, same thread count, run alternately.
# llama.cpp comes prebuilt from npm (@node-llama-cpp/linux-x64@3.22.1); its headers from node-llama-cpp@3.22.1's
# llama/gitRelease.bundle. Nothing of it is committed: everything goes to $BENCH_DIR.
# Env: BENCH_DIR (/tmp/dlgo-bench) THREADS (2) PIN (cpu list for taskset, e.g. 0,1) ROUNDS (2) MIXES
#      (q4_k_m q4_0 q8_0) SHAPE (llama-1b) P (512) N (128) R (3) VOCAB_DIR LLAMA_LIBDIR LLAMA_SRC
#      MODELS: a list instead of SHAPE x MIXES, each SHAPE:MIX (generated, e.g. qwen3-0.6b:q4_k_m; shapes from
#      `gen_model --list`) or the path of an existing .gguf, e.g. MODELS="llama-8b:q4_0 gemma3-1b:q8_0 /m/x.gguf"
#      LABEL: appended to the chart title (e.g. "AVX2 on both sides")
#      PARALLEL (e.g. "1 4 8"): instead of pp/tg, batched decoding: aggregate tg tok/s of S conversations decoded
#      together (dlgo bench --parallel S: dlgo_ctx_eval_batch; llama.cpp: one llama_batch of S sequences a step)
set -eu
cd "$(dirname "$0")/.."
B=${BENCH_DIR:-/tmp/dlgo-bench}; T=${THREADS:-2}; ROUNDS=${ROUNDS:-2}; SHAPE=${SHAPE:-llama-1b}
MIXES=${MIXES:-"q4_k_m q4_0 q8_0"}; P=${P:-512}; N=${N:-128}; R=${R:-3}
VOCAB_DIR=${VOCAB_DIR:-../shared/testdata/vocab}
MODELS=${MODELS:-$(for m in $MIXES; do printf '%s:%s ' "$SHAPE" "$m"; done)}
CC=${CC:-cc}
mkdir -p "$B"
RUN=""; [ -n "${PIN:-}" ] && RUN="taskset -c $PIN"

# 1. llama.cpp: prebuilt libraries and the matching headers
LIBDIR=${LLAMA_LIBDIR:-$B/npm-cpu/package/bins/linux-x64}
if [ ! -f "$LIBDIR/libggml-base.so" ]; then
    mkdir -p "$B/npm-cpu" && (cd "$B/npm-cpu" && npm pack --silent @node-llama-cpp/linux-x64@3.22.1 >/dev/null && tar xzf node-llama-cpp-linux-x64-3.22.1.tgz)
fi
if [ ! -x "$B/llama_bench_driver" ]; then
    SRC=${LLAMA_SRC:-$B/llama.cpp}
    if [ ! -f "$SRC/include/llama.h" ]; then
        mkdir -p "$B/npm-src" && (cd "$B/npm-src" && npm pack --silent node-llama-cpp@3.22.1 >/dev/null && tar xzf node-llama-cpp-3.22.1.tgz)
        git clone -q "$B/npm-src/package/llama/gitRelease.bundle" "$SRC"
    fi
    $CC -O2 -std=c11 -D_POSIX_C_SOURCE=200809L -I"$SRC/include" -I"$SRC/ggml/include" bench/llama_bench_driver.c \
        -o "$B/llama_bench_driver" -L"$LIBDIR" -l:libllama.v0.5.0.so -l:libggml.v0.5.0.so -l:libggml-base.so -Wl,-rpath,"$LIBDIR"
fi

# 2. dlgo and the model generator
make -s dlgo
$CC -O2 -std=c99 -D_POSIX_C_SOURCE=200809L -D_DEFAULT_SOURCE -o "$B/gen_model" bench/gen_model.c -lm -lpthread

num() { sed -n "s/.*\"$1\": *\([0-9.]*\).*/\1/p"; }
med() { sort -n | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2}'; }
echo "dlgo vs llama.cpp 3.22.1 (npm, CPU), $T threads${PIN:+ pinned to $PIN}, pp$P / tg$N, median of $ROUNDS alternating rounds x $R reps"
echo "device: $(grep -m1 "model name" /proc/cpuinfo | cut -d: -f2 | sed "s/^ //")"
if [ -n "${PARALLEL:-}" ]; then
printf '| %-22s | %3s | %9s | %7s | %9s | %7s | %7s |\n' model S "dlgo tg" "vs S=1" "llama tg" "vs S=1" "ratio"
printf '|------------------------|-----|-----------|---------|-----------|---------|---------|\n'
else
printf '| %-22s | %9s | %9s | %7s | %9s | %9s | %7s |\n' model "dlgo tg" "llama tg" "ratio" "dlgo pp" "llama pp" "ratio"
printf '|------------------------|-----------|-----------|---------|-----------|-----------|---------|\n'
fi
: > "$B/ratios.txt"
for model in $MODELS; do
    if [ -f "$model" ]; then f=$model; mix=$(basename "$model" .gguf)
    else
        shape=${model%%:*}; mix=${model#*:}; f="$B/$shape-$mix.gguf"
        voc=$("$B/gen_model" --list | awk -v s="$shape" '$1 == s { print $2 }')
        [ -n "$voc" ] || { echo "unknown shape $shape (gen_model --list)" >&2; exit 2; }
        [ -f "$B/vocab-$voc.gguf" ] || xz -dc "$VOCAB_DIR/ggml-vocab-$voc.gguf.xz" > "$B/vocab-$voc.gguf"
        [ -f "$f" ] || "$B/gen_model" "$shape" "$mix" "$B/vocab-$voc.gguf" "$f" >/dev/null
        [ "$shape" = llama-1b ] || mix="$shape-$mix"
    fi
    if [ -n "${PARALLEL:-}" ]; then   # batched decoding: one row per S, no chart
        for S in $PARALLEL; do
            : > "$B/d.txt"; : > "$B/l.txt"
            i=0
            while [ $i -lt "$ROUNDS" ]; do
                $RUN ./dlgo bench -m "$f" -t "$T" -p 0 -n "$N" -r "$R" --parallel "$S" --json >> "$B/d.txt"
                $RUN "$B/llama_bench_driver" "$LIBDIR" "$f" "$T" 0 "$N" "$R" 0 0 "$S" >> "$B/l.txt"
                i=$((i + 1))
            done
            dtg=$(num tg_tok_s < "$B/d.txt" | med); ltg=$(num tg_tok_s < "$B/l.txt" | med)
            [ "$S" = 1 ] && { d1=$dtg; l1=$ltg; }
            awk -v m="$mix" -v s="$S" -v a="$dtg" -v a1="${d1:-0}" -v b="$ltg" -v b1="${l1:-0}" 'BEGIN {
                printf "| %-22s | %3d | %9.2f | %6.2fx | %9.2f | %6.2fx | %6.2fx |\n", m, s, a, (a1 > 0 ? a / a1 : 0), b, (b1 > 0 ? b / b1 : 0), (b > 0 ? a / b : 0) }'
        done
        continue
    fi
    : > "$B/d.txt"; : > "$B/l.txt"
    i=0
    while [ $i -lt "$ROUNDS" ]; do
        $RUN ./dlgo bench -m "$f" -t "$T" -p "$P" -n "$N" -r "$R" --json >> "$B/d.txt"
        $RUN "$B/llama_bench_driver" "$LIBDIR" "$f" "$T" "$P" "$N" "$R" >> "$B/l.txt"
        i=$((i + 1))
    done
    dtg=$(num tg_tok_s < "$B/d.txt" | med); ltg=$(num tg_tok_s < "$B/l.txt" | med)
    dpp=$(num pp_tok_s < "$B/d.txt" | med); lpp=$(num pp_tok_s < "$B/l.txt" | med)
    awk -v m="$mix" -v a="$dtg" -v b="$ltg" -v c="$dpp" -v d="$lpp" 'BEGIN {
        printf "| %-22s | %9.2f | %9.2f | %6.2fx | %9.2f | %9.2f | %6.2fx |\n", m, a, b, (b > 0 ? a / b : 0), c, d, (d > 0 ? c / d : 0) }'
    awk -v m="$mix" -v a="$dtg" -v b="$ltg" -v c="$dpp" -v d="$lpp" 'BEGIN { printf "%s %.3f %.3f\n", m, (b > 0 ? a / b : 0), (d > 0 ? c / d : 0) }' >> "$B/ratios.txt"
done
echo "load average after the run: $(cut -d' ' -f1-3 /proc/loadavg)"
[ -n "${PARALLEL:-}" ] && exit 0

# 3. a bar chart of the ratios (dlgo / llama.cpp; the dashed line is parity)
SVG=${SVG:-bench/results.svg}
awk -v title="dlgo / llama.cpp, $T threads, tg$N and pp$P (higher is better)${LABEL:+, $LABEL}" '
    { m[NR] = $1; tg[NR] = $2; pp[NR] = $3; if ($2 > mx) mx = $2; if ($3 > mx) mx = $3 }
    END {
        if (mx < 1.5) mx = 1.5; H = 260; W = 120 + 150 * NR; y0 = 40; s = (H - 80) / mx
        printf "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" font-family=\"sans-serif\" font-size=\"12\">\n", W, H
        printf "<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n<text x=\"10\" y=\"20\" font-size=\"14\">%s</text>\n", title
        base = H - 40
        for (i = 1; i <= NR; i++) {
            x = 60 + 150 * (i - 1)
            printf "<rect x=\"%d\" y=\"%.1f\" width=\"50\" height=\"%.1f\" fill=\"#4878d0\"/>", x, base - tg[i] * s, tg[i] * s
            printf "<text x=\"%d\" y=\"%.1f\">%.2fx</text>\n", x + 5, base - tg[i] * s - 4, tg[i]
            printf "<rect x=\"%d\" y=\"%.1f\" width=\"50\" height=\"%.1f\" fill=\"#ee854a\"/>", x + 55, base - pp[i] * s, pp[i] * s
            printf "<text x=\"%d\" y=\"%.1f\">%.2fx</text>\n", x + 60, base - pp[i] * s - 4, pp[i]
            printf "<text x=\"%d\" y=\"%d\">%s</text>\n", x + 25, base + 16, m[i]
        }
        printf "<line x1=\"40\" x2=\"%d\" y1=\"%.1f\" y2=\"%.1f\" stroke=\"black\" stroke-dasharray=\"4 3\"/>\n", W - 10, base - s, base - s
        printf "<text x=\"5\" y=\"%.1f\">1.0x</text>\n", base - s + 4
        printf "<line x1=\"40\" x2=\"%d\" y1=\"%d\" y2=\"%d\" stroke=\"black\"/>\n", W - 10, base, base
        printf "<rect x=\"%d\" y=\"28\" width=\"10\" height=\"10\" fill=\"#4878d0\"/><text x=\"%d\" y=\"37\">decode tg</text>", W - 190, W - 176
        printf "<rect x=\"%d\" y=\"28\" width=\"10\" height=\"10\" fill=\"#ee854a\"/><text x=\"%d\" y=\"37\">prefill pp</text>\n</svg>\n", W - 100, W - 86
    }' "$B/ratios.txt" > "$SVG"
echo "chart: $SVG"
