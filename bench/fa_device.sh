#!/bin/bash
# bench/fa_device.sh — prefill flash attention (fa.comp, issue 13) on the device machine, in one call of the device
# tool (about 30-60 s on an H100 once the machine is up): for llama-1b q4_k_m (generated there by gen_model)
#   * first bench/fa_check: the logits of a 600-token prompt (passes of 512 + 88) with DLGO_VK_FA=0 against FA=1 and
#     FA=emu (the emulated build, the one the tests run on lavapipe): max |diff|, argmax agreement, OK / MISMATCH;
#   * pp512 and pp4096 (a 4096-token prompt in 512-token passes: `dlgo bench -p 4096 -ub 512`) with DLGO_VK_FA=0
#     (attention.comp) and DLGO_VK_FA=1 (fa.comp on tensor cores), alternately, medians of R;
#   * the attention kernels' lines of DLGO_VK_PROFILE for each variant (pp512 and pp4096).
# Prepare the carry folder HERE with bench/fa_carry.sh (it copies this script into it), then on the device:
#   bash .carry/fa/fa_device.sh          (device tool: carry [".carry/fa"], timeout_s 150)
# Writes $OUT/fa.md (the summary) and $OUT/fa.log (everything). Env: MODEL (llama-1b:q4_k_m, a gen_model shape:mix
# or a .gguf path) R (3) HARD_S (100: every command is cut off by then, none starts within 10 s of it) VKB_TMP (/tmp/vkb).
# Locally on lavapipe, e.g.: MODEL=$PWD/../shared/testdata/models/llama-tiny-f32.gguf HARD_S=600 bash .carry/fa/fa_device.sh
# (pp4096 through attention.comp takes minutes there)
C=$(cd "$(dirname "$0")" && pwd)
T0=$(date +%s)
MODEL=${MODEL:-llama-1b:q4_k_m}; R=${R:-3}; HARD_S=${HARD_S:-100}
W=${VKB_TMP:-/tmp/vkb}; O=${OUT:-$W/out}
mkdir -p "$W/fa-bin" "$O"   # its own bin folder: other device scripts unpack their dlgo into $W/bin
el() { echo $(( $(date +%s) - T0 )); }
say() { printf '[%4ss] %s\n' "$(el)" "$*"; }
exec > >(tee "$O/fa.log") 2>&1
if ! ldconfig -p | grep -q 'libvulkan\.so\.1'; then for f in "$C"/*.deb; do dpkg -x "$f" /; done; ldconfig; say "unpacked the Vulkan loader .debs"; fi
[ -f /usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json ] && export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
command -v nvidia-smi >/dev/null && nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm --format=csv,noheader
cat "$C/INFO.txt" 2>/dev/null
tar xJf "$C/fa-bin.tar.xz" -C "$W/fa-bin" || { echo "cannot unpack fa-bin.tar.xz"; exit 1; }
DLGO=$W/fa-bin/dlgo; GEN=$W/fa-bin/gen_model; CHECK=$W/fa-bin/fa_check
: > "$W/fa-bench.err"
# the model
if [ -f "$MODEL" ]; then F=$MODEL; else
    s=${MODEL%%:*}; m=${MODEL#*:}; F=$W/$s-$m.gguf
    if [ ! -f "$F" ]; then
        v=$("$GEN" --list | awk -v s="$s" '$1 == s { print $2 }')
        [ -f "$W/vocab-$v.gguf" ] || xz -dc "$C/ggml-vocab-$v.gguf.xz" > "$W/vocab-$v.gguf"
        "$GEN" "$s" "$m" "$W/vocab-$v.gguf" "$F.part" > "$W/fa-gen.txt" 2>&1 && mv "$F.part" "$F" || { cat "$W/fa-gen.txt"; echo "gen_model failed"; exit 1; }
    fi
fi
say "model $F ($(du -m "$F" | cut -f1) MB)"
lim() { local l=$(( HARD_S - $(el) )); [ "$l" -gt 60 ] && l=60; echo "$l"; }
# correctness on this device first (the tensor-core build runs nowhere else)
l=$(lim)
if [ "$l" -ge 10 ]; then timeout "$l" "$CHECK" "$F" 600 512 2>&1 | grep -v "^dlgo: vulkan: [0-9]* of" | tee "$W/fa-check.txt"; else echo "fa_check: out of time" | tee "$W/fa-check.txt"; fi
# pp: FA P UB -> tok/s (median of R)
pp() {
    local l; l=$(lim); [ "$l" -ge 10 ] || { echo "-"; return; }
    DLGO_VK_FA=$1 timeout "$l" "$DLGO" bench --gpu -m "$F" -p "$2" -ub "$3" -n 0 -r "$R" --json 2>>"$W/fa-bench.err" |
        grep -o '"pp_tok_s": *[0-9.]*' | sed 's/.*: *//' | head -1
}
declare -A PP
for size in 512 4096; do
    for fa in 0 1; do
        v=$(pp "$fa" "$size" 512); PP[$fa,$size]=${v:-fail}
        say "pp$size (passes of 512) DLGO_VK_FA=$fa: ${v:-fail} tok/s"
    done
done
# profile: the attention kernels' lines and the step total
declare -A PROF
for size in 512 4096; do
    for fa in 0 1; do
        l=$(lim); [ "$l" -ge 10 ] || { PROF[$fa,$size]="(out of time)"; continue; }
        out=$(DLGO_VK_FA=$fa DLGO_VK_PROFILE=1 timeout "$l" "$DLGO" bench --gpu -m "$F" -p "$size" -ub 512 -n 0 -r 1 2>&1)
        echo "$out" | grep -E "vulkan profile:|^dlgo:   (attention|fa_|fae_)" | sed "s/^/  pp$size FA=$fa: /"
        PROF[$fa,$size]=$(echo "$out" | grep -E "^dlgo:   (attention|fa_|fae_)" | awk '{ printf "%s %s x %s us; ", $2, $3, $(NF-2) }')
        tot=$(echo "$out" | grep -o "vulkan profile: .*" | sed 's/vulkan profile: //')
        PROF[$fa,$size]="${PROF[$fa,$size]}step total: $tot"
    done
done
{
    echo "### fa.comp on $(nvidia-smi --query-gpu=name --format=csv,noheader 2>/dev/null | head -1) — $F"
    echo
    echo "| | DLGO_VK_FA=0 (attention.comp) | DLGO_VK_FA=1 (fa.comp) |"
    echo "|---|---:|---:|"
    echo "| pp512 tok/s (median of $R) | ${PP[0,512]} | ${PP[1,512]} |"
    echo "| pp4096 tok/s (passes of 512) | ${PP[0,4096]} | ${PP[1,4096]} |"
    echo "| profile pp512 | ${PROF[0,512]} | ${PROF[1,512]} |"
    echo "| profile pp4096 | ${PROF[0,4096]} | ${PROF[1,4096]} |"
    echo
    echo '```'; cat "$W/fa-check.txt"; echo '```'
    [ -s "$W/fa-bench.err" ] && { echo "bench stderr (last lines):"; tail -5 "$W/fa-bench.err"; }
} > "$O/fa.md"
cat "$O/fa.md"
say "done"
