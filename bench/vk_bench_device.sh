#!/bin/bash
# bench/vk_bench_device.sh — dlgo's Vulkan backend vs llama.cpp's Vulkan backend (npm prebuilt 3.22.1) on the same
# synthetic GGUF files, on the device machine, in one call of the device tool (about 6-9 minutes on an H100).
# Prepare the carry folder HERE with bench/vk_carry.sh (it copies this script into it), then on the device:
#   bash .carry/vkb/vk_bench_device.sh          (device tool: carry [".carry/vkb"], timeout_s 600)
# It unpacks the carried Vulkan loader .debs when the machine has no libvulkan.so.1, points the loader at NVIDIA's ICD,
# generates each file with gen_model into $VKB_TMP while the previous one is measured, runs per file, ROUNDS times
# alternately: `dlgo bench --gpu -p P -n N` (pp/tg), `dlgo bench --gpu -p 0 -n N -d D` (skipped, with a note, when this
# dlgo has no -d) and llama_bench_driver with all layers on the GPU (pp/tg at depth 0 and D, one model load); prints
# the medians as a markdown table with ratios and llama.cpp CUDA as a yardstick (H100, PERFORMANCE.md), then dlgo's
# per-kernel GPU profile (DLGO_VK_PROFILE=1) for tg at depth 0 and D of the first file.
# Then the batched decoding across contexts (dlgo_ctx_eval_batch; issue 16): per file of PAR_MODELS and S of PAR,
# `dlgo bench --gpu -p 0 -n N --parallel S` (aggregate tok/s of all S contexts, one pass per step) against
# llama_bench_driver with S sequences in one llama_batch, ROUNDS alternating rounds; table par.md (with each engine's
# S/1 ratio: the issue asks 8 streams >= 4x one stream), and dlgo's per-kernel profile at the largest S in profile.txt.
# Only that part: PAR_ONLY=1 (about 2-4 minutes on an H100).
# Writes to $OUT (the device tool's folder; else $VKB_TMP/out): table.md, par.md, raw.tsv (file, engine, test, round,
# JSON), profile.txt, log.txt.
# Env: MODELS (the seven below; SHAPE:MIX as gen_model --list names shapes, or paths of .gguf files)
#      P (512) N (128) D (4096; 0 = no depth column) R (3) ROUNDS (2) THREADS (4: llama.cpp's CPU threads)
#      BUDGET_S (520: no new file starts after this many seconds) HARD_S (585: every command is cut off by then)
#      T_INV (180: the limit of one command) VKB_TMP (/tmp/vkb) PROFILE (1: 0 skips the profile)
#      PAR ("1 4 8"; empty: no batched part) PAR_MODELS (llama-1b:q4_k_m) PAR_ONLY (0)
#      DLGO_PP_ARGS (more arguments of the pp/tg run of dlgo bench)
#      UB (empty): both engines take the prompt in passes of this many tokens (dlgo `-ub UB`, the driver's
#      $DRV_UBATCH; e.g. UB=512 for pp4096 as llama-bench runs it); empty: each in one pass of P
# Locally (lavapipe: llama.cpp skips CPU-type Vulkan devices unless told) e.g.:
#   GGML_VK_VISIBLE_DEVICES=0 MODELS=m.gguf P=16 N=8 D=32 R=1 bash .carry/vkb/vk_bench_device.sh
C=$(cd "$(dirname "$0")" && pwd)
T0=$(date +%s)
MODELS=${MODELS:-"llama-1b:q4_k_m llama-1b:q4_0 llama-1b:q8_0 qwen3.5-0.8b:q8_0 qwen3-0.6b:q8_0 gemma3-1b:q4_k_m llama-8b:q4_k_m"}
P=${P:-512}; N=${N:-128}; D=${D:-4096}; R=${R:-3}; ROUNDS=${ROUNDS:-2}; THREADS=${THREADS:-4}
BUDGET_S=${BUDGET_S:-520}; HARD_S=${HARD_S:-585}; T_INV=${T_INV:-180}; PROFILE=${PROFILE:-1}
W=${VKB_TMP:-/tmp/vkb}
O=${OUT:-$W/out}
mkdir -p "$W" "$O"
el() { echo $(( $(date +%s) - T0 )); }
say() { printf '[%4ss] %s\n' "$(el)" "$*"; }

main() {
# 1. Vulkan: the loader (only where none is installed: unpacking into / elsewhere could break a system) and the ICD
if ! ldconfig -p | grep -q 'libvulkan\.so\.1'; then
    for f in "$C"/*.deb; do dpkg -x "$f" /; done; ldconfig
    say "unpacked the Vulkan loader .debs"
fi
[ -f /usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json ] && export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
say "VK_DRIVER_FILES=${VK_DRIVER_FILES:-} GGML_VK_VISIBLE_DEVICES=${GGML_VK_VISIBLE_DEVICES:-}"
if command -v nvidia-smi >/dev/null; then
    nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm,clocks.mem,clocks.max.mem,temperature.gpu,power.draw --format=csv
else echo "no nvidia-smi"; fi
echo "host: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')"
cat "$C/INFO.txt" 2>/dev/null

# 2. the programs
mkdir -p "$W/bin" "$W/llama"
tar xJf "$C/dlgo-bin.tar.xz" -C "$W/bin" || { echo "cannot unpack dlgo-bin.tar.xz"; exit 1; }
tar xJf "$C/llama-vk.tar.xz" -C "$W/llama" || { echo "cannot unpack llama-vk.tar.xz"; exit 1; }
DLGO=$W/bin/dlgo; GEN=$W/bin/gen_model; LD=$W/llama; DRV=$LD/llama_bench_driver
if [ "$D" -gt 0 ] && "$DLGO" bench -d 1 2>&1 | grep -q "unknown argument"; then
    echo "NOTE: this dlgo rejects 'bench -d': no depth column"; D=0
fi
say "ready: P=$P N=$N D=$D R=$R ROUNDS=$ROUNDS BUDGET_S=$BUDGET_S"

# 3. models: generated one ahead of the one being measured
path_of() { if [ -f "$1" ]; then echo "$1"; else echo "$W/${1%%:*}-${1#*:}.gguf"; fi; }
gen() {   # SPEC: writes path_of SPEC unless it exists
    local f; f=$(path_of "$1")
    [ -f "$f" ] && return 0
    case "$1" in */*|*.gguf) echo "no such file: $1"; return 1 ;; esac
    local s=${1%%:*} m=${1#*:} v
    v=$("$GEN" --list | awk -v s="$s" '$1 == s { print $2 }')
    [ -n "$v" ] || { echo "unknown shape $s"; return 1; }
    [ -f "$W/vocab-$v.gguf" ] || xz -dc "$C/ggml-vocab-$v.gguf.xz" > "$W/vocab-$v.gguf" || return 1
    "$GEN" "$s" "$m" "$W/vocab-$v.gguf" "$f.part" > "$W/gen-$s-$m.txt" 2>&1 && mv "$f.part" "$f"
}
# the limit of the next command: T_INV, cut to what is left before HARD_S
lim() { local l=$(( HARD_S - $(el) )); [ "$l" -gt "$T_INV" ] && l=$T_INV; echo "$l"; }
RAW=$O/raw.tsv; : > "$RAW"
run1() {   # FILE ENGINE TEST ROUND CMD...: one timed command, its JSON lines into raw.tsv
    local file=$1 eng=$2 test=$3 rd=$4 l; shift 4
    l=$(lim)
    if [ "$l" -lt 15 ]; then say "skip $eng $test ($file): out of time"; return 1; fi
    local out rc
    out=$(timeout "$l" "$@" 2> "$W/err.txt"); rc=$?
    if [ $rc -eq 124 ]; then say "$eng $test ($file) cut off after ${l}s (what it printed is kept)"
    elif [ $rc -ne 0 ]; then say "$eng $test ($file) failed (rc $rc): $(grep -v '^dlgo: vulkan:' "$W/err.txt" | tail -3 | tr '\n' ' ')"; fi
    echo "$out" | grep '^{' | while read -r j; do printf '%s\t%s\t%s\t%s\t%s\n' "$file" "$eng" "$test" "$rd" "$j" >> "$RAW"; done
    echo "$out" | grep '^{' | sed "s/^/    $eng $test: /"
    return $rc
}

# 4. the table (rebuilt after each file: a cut-off run still leaves one)
cuda() {   # SPEC COLUMN(1 tg, 2 d4096, 3 pp512): llama.cpp CUDA on the H100, PERFORMANCE.md
    case "$1" in
    llama-1b:q4_k_m) set -- "$2" 867 802 38238 ;; llama-1b:q4_0) set -- "$2" 1014 927 47277 ;;
    llama-1b:q8_0) set -- "$2" 802 746 48285 ;; qwen3.5-0.8b:q8_0) set -- "$2" 612 586 31807 ;;
    qwen3-0.6b:q8_0) set -- "$2" 736 633 45143 ;; gemma3-1b:q4_k_m) set -- "$2" 510 495 31481 ;;
    llama-8b:q4_k_m) set -- "$2" 266 245 9363 ;; *) echo 0; return ;;
    esac
    case "$1" in
    1) [ "$N" = 128 ] && echo "$2" || echo 0 ;;
    2) [ "$N" = 128 ] && [ "$D" = 4096 ] && echo "$3" || echo 0 ;;
    3) [ "$P" = 512 ] && echo "$4" || echo 0 ;;
    esac
}
# median over the rounds of KEY in the raw lines of FILE ENGINE TEST with "depth" DEPTH (lines without one: 0)
med() {
    awk -F'\t' -v f="$1" -v e="$2" -v t="$3" -v d="$4" -v k="$5" '
        $1 == f && $2 == e && $3 == t {
            dep = 0; if (match($5, /"depth": *[0-9]+/)) { s = substr($5, RSTART, RLENGTH); sub(/.*: */, "", s); dep = s + 0 }
            if (dep != d && !(e == "dlgo" && t == "depth")) next
            if (match($5, "\"" k "\": *[0-9.]+")) { s = substr($5, RSTART, RLENGTH); sub(/.*: */, "", s); if (s + 0 > 0) v[++n] = s + 0 }
        }
        END {
            if (!n) { print 0; exit }
            for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (v[j] < v[i]) { x = v[i]; v[i] = v[j]; v[j] = x }
            print (n % 2) ? v[(n + 1) / 2] : (v[n / 2] + v[n / 2 + 1]) / 2
        }' "$RAW"
}
DONE=""
table() {
    {
        echo "dlgo Vulkan vs llama.cpp 3.22.1 Vulkan (npm prebuilt, all layers on the GPU), tok/s, median of $ROUNDS alternating rounds of $R reps after a warm-up;"
        echo "CUDA = llama.cpp CUDA on an H100 (PERFORMANCE.md anchors), a yardstick from another day. Device: ${GPU_NAME:-?}"
        if [ -n "${UB:-}" ]; then echo "The prompt in passes of $UB tokens (both engines)."; else echo "The prompt in one pass of $P tokens (both engines)."; fi
        echo
        local h="| file | dlgo tg$N | llama.cpp Vulkan tg$N | dlgo/llama-vk | CUDA tg$N | dlgo/CUDA |"
        local s="|---|---:|---:|---:|---:|---:|"
        [ "$D" -gt 0 ] && { h="$h dlgo d$D | llama-vk d$D | dlgo/llama-vk | CUDA d$D | dlgo/CUDA |"; s="$s---:|---:|---:|---:|---:|"; }
        [ "$P" -gt 0 ] && { h="$h dlgo pp$P | llama-vk pp$P | dlgo/llama-vk | CUDA pp$P | dlgo/CUDA |"; s="$s---:|---:|---:|---:|---:|"; }
        echo "$h"; echo "$s"
        local spec f row
        for spec in $DONE; do
            f=$(basename "$(path_of "$spec")" .gguf)
            # dlgo's device string ends in "(GPU layers/all layers)": say so when some layers stayed on the CPU
            lay=$(awk -F'\t' -v f="$f" '$1 == f && $2 == "dlgo" { print $5 }' "$RAW" | sed -n 's/.*(\([0-9]*\/[0-9]*\) layers).*/\1/p' | head -1)
            note=""; [ -n "$lay" ] && [ "${lay%/*}" != "${lay#*/}" ] && note=" (dlgo: $lay layers on the GPU)"
            row="| $f$note |$(cells "$(med "$f" dlgo pptg 0 tg_tok_s)" "$(med "$f" llama pptg 0 tg_tok_s)" "$(cuda "$spec" 1)")"
            [ "$D" -gt 0 ] && row="$row$(cells "$(med "$f" dlgo depth "$D" tg_tok_s)" "$(med "$f" llama pptg "$D" tg_tok_s)" "$(cuda "$spec" 2)")"
            [ "$P" -gt 0 ] && row="$row$(cells "$(med "$f" dlgo pptg 0 pp_tok_s)" "$(med "$f" llama pptg 0 pp_tok_s)" "$(cuda "$spec" 3)")"
            echo "$row"
        done
    } > "$O/table.md"
}
cells() {   # DLGO LLAMA CUDA -> " a | b | a/b | c | a/c |"
    awk -v a="$1" -v b="$2" -v c="$3" 'function v(x) { return x > 0 ? sprintf("%.1f", x) : "-" }
        function q(x, y) { return (x > 0 && y > 0) ? sprintf("%.2fx", x / y) : "-" }
        BEGIN { printf " %s | %s | %s | %s | %s |", v(a), v(b), q(a, b), v(c), q(a, c) }'
}
GPU_NAME=$(nvidia-smi --query-gpu=name --format=csv,noheader 2>/dev/null | head -1)

# 5. the runs
PAR=${PAR-1 4 8}; PAR_MODELS=${PAR_MODELS:-llama-1b:q4_k_m}
[ "${PAR_ONLY:-0}" = 1 ] && MODELS=""
set -- $MODELS
first=""; GP=""
[ $# -eq 0 ] || gen "$1" || say "gen_model $1 failed: $(cat "$W"/gen-*.txt 2>/dev/null | tail -2)"
while [ $# -gt 0 ]; do
    spec=$1; shift
    [ -n "$GP" ] && { wait "$GP"; GP=""; }
    if [ "$(el)" -gt "$BUDGET_S" ]; then say "out of time (BUDGET_S=$BUDGET_S): skipping $spec $*"; break; fi
    f=$(path_of "$spec"); name=$(basename "$f" .gguf)
    [ -f "$f" ] || gen "$spec" || { say "no file for $spec"; continue; }
    [ $# -gt 0 ] && { gen "$1" & GP=$!; }
    say "== $name ($(du -m "$f" | cut -f1) MB)"
    for rd in $(seq 1 "$ROUNDS"); do
        run1 "$name" dlgo pptg "$rd" "$DLGO" bench --gpu -m "$f" -p "$P" -n "$N" -r "$R" ${UB:+-ub "$UB"} ${DLGO_PP_ARGS:-} --json
        [ "$D" -gt 0 ] && run1 "$name" dlgo depth "$rd" "$DLGO" bench --gpu -m "$f" -p 0 -n "$N" -d "$D" -r "$R" --json
        dl=0; [ "$D" -gt 0 ] && dl="0,$D"
        DRV_UBATCH=${UB:-} run1 "$name" llama pptg "$rd" "$DRV" "$LD" "$f" "$THREADS" "$P" "$N" "$R" 99 "$dl"
    done
    DONE="$DONE $spec"; table
    if [ -z "$first" ] && [ "$PROFILE" = 1 ]; then
        first=$name
        {
            echo "== dlgo per-kernel GPU profile, $name, tg$N (a warm-up of min(16, $N) decodes + $N decodes)"
            l=$(lim); [ "$l" -ge 15 ] && DLGO_VK_PROFILE=1 timeout "$l" "$DLGO" bench --gpu -m "$f" -p 0 -n "$N" -r 1 2>&1 | grep -E "profile|^dlgo:   |tok/s|GPU time"
            if [ "$D" -gt 0 ]; then
                echo "== dlgo per-kernel GPU profile, $name, tg$N at depth $D (the depth prompt included)"
                l=$(lim); [ "$l" -ge 15 ] && DLGO_VK_PROFILE=1 timeout "$l" "$DLGO" bench --gpu -m "$f" -p 0 -n "$N" -d "$D" -r 1 2>&1 | grep -E "profile|^dlgo:   |tok/s|GPU time"
            fi
        } > "$O/profile.txt" 2>&1
    fi
    case "$f" in "$W"/*) rm -f "$f" ;; esac
    say "done $name"
done
[ -n "$GP" ] && { kill "$GP" 2>/dev/null; wait "$GP" 2>/dev/null; }

# 6. batched decoding across contexts: S streams of one model in one pass per step (dlgo) / one llama_batch (llama.cpp)
if [ -n "$PAR" ]; then
    smax=1; for s in $PAR; do [ "$s" -gt "$smax" ] && smax=$s; done
    for spec in $PAR_MODELS; do
        if [ "$(el)" -gt "$BUDGET_S" ]; then say "out of time (BUDGET_S=$BUDGET_S): no batched runs for $spec"; break; fi
        f=$(path_of "$spec"); name=$(basename "$f" .gguf)
        [ -f "$f" ] || gen "$spec" || { say "no file for $spec"; continue; }
        say "== batched decoding, $name, S in $PAR"
        for rd in $(seq 1 "$ROUNDS"); do
            for s in $PAR; do
                run1 "$name" dlgo "par$s" "$rd" "$DLGO" bench --gpu -m "$f" -p 0 -n "$N" -r "$R" --parallel "$s" --json
                run1 "$name" llama "par$s" "$rd" "$DRV" "$LD" "$f" "$THREADS" 0 "$N" "$R" 99 0 "$s"
            done
        done
        {
            echo "batched decoding across contexts: tg$N tok/s of all S streams together (one dlgo_ctx_eval_batch pass / one"
            echo "llama_batch of S sequences per step), median of $ROUNDS rounds of $R reps. Device: ${GPU_NAME:-?}"
            echo
            echo "| file | S | dlgo | dlgo S/1 | llama.cpp Vulkan | llama S/1 | dlgo/llama |"
            echo "|---|---:|---:|---:|---:|---:|---:|"
            d1=$(med "$name" dlgo par1 0 tg_tok_s); l1=$(med "$name" llama par1 0 tg_tok_s)
            for s in $PAR; do
                a=$(med "$name" dlgo "par$s" 0 tg_tok_s); b=$(med "$name" llama "par$s" 0 tg_tok_s)
                awk -v f="$name" -v s="$s" -v a="$a" -v b="$b" -v a1="$d1" -v b1="$l1" 'function v(x) { return x > 0 ? sprintf("%.1f", x) : "-" }
                    function q(x, y) { return (x > 0 && y > 0) ? sprintf("%.2fx", x / y) : "-" }
                    BEGIN { printf "| %s | %s | %s | %s | %s | %s | %s |\n", f, s, v(a), q(a, a1), v(b), q(b, b1), q(a, b) }'
            done
            echo
        } >> "$O/par.md"
        if [ "$PROFILE" = 1 ]; then
            {
                echo "== dlgo per-kernel GPU profile, $name, tg$N with --parallel $smax (the 'recorded ... over as many contexts' line: one pass)"
                l=$(lim); [ "$l" -ge 15 ] && DLGO_VK_PROFILE=1 timeout "$l" "$DLGO" bench --gpu -m "$f" -p 0 -n "$N" -r 1 --parallel "$smax" 2>&1 |
                    grep -E "profile|^dlgo:   |tok/s|GPU time|recorded"
            } >> "$O/profile.txt" 2>&1
        fi
        case "$f" in "$W"/*) rm -f "$f" ;; esac
    done
fi
rm -f "$W"/*.gguf.part; for spec in $MODELS $PAR_MODELS; do [ -f "$spec" ] || rm -f "$(path_of "$spec")"; done   # generated files only
echo
cat "$O/table.md" 2>/dev/null
echo
[ -f "$O/par.md" ] && cat "$O/par.md"
echo
[ -f "$O/profile.txt" ] && cat "$O/profile.txt"
say "total wall time"
}
main 2>&1 | tee "$O/log.txt"
