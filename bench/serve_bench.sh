#!/bin/sh
# bench/serve_bench.sh MODEL [dlgo serve flags...] — aggregate decode tok/s of `dlgo serve` with 1, 4 and 8 concurrent
# streams (bench/serve_bench.py through HTTP/SSE). The server runs with --parallel 8 (and whatever flags follow,
# e.g. -t 16, --gpu). Env: STREAMS (1,4,8) TOKENS (64) REPS (2) EOS (the model's end-of-text id, 2 for llama vocabularies).
# The engine-level comparison with llama.cpp's batched decoding is bench/run.sh with PARALLEL="1 4 8".
set -eu
cd "$(dirname "$0")/.."
[ $# -ge 1 ] || { echo "usage: bench/serve_bench.sh MODEL [dlgo serve flags]" >&2; exit 2; }
M=$1; shift
make -s dlgo
log=$(mktemp); out=$(mktemp)
./dlgo serve -m "$M" --port 0 --parallel 8 -c 1024 "$@" > "$out" 2> "$log" &
pid=$!
trap 'kill $pid 2>/dev/null; rm -f "$log" "$out"' EXIT
i=0; while ! grep -q listening "$out" 2>/dev/null; do sleep 0.2; i=$((i + 1)); [ $i -lt 600 ] || { cat "$log"; exit 1; }; done
port=$(sed -n 's/.*127\.0\.0\.1:\([0-9]*\).*/\1/p' "$out")
echo "dlgo serve $(basename "$M") $*: $(grep -m1 "model name" /proc/cpuinfo | cut -d: -f2 | sed "s/^ //")"
python3 bench/serve_bench.py --port "$port" --streams "${STREAMS:-1,4,8}" --tokens "${TOKENS:-64}" --reps "${REPS:-2}" --eos "${EOS:-2}"
