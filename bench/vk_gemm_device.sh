#!/bin/bash
# bench/vk_gemm_device.sh — one call of the device tool for prefill-product (mm_coop) experiments: bench/vk_gemm.c on
# each model's layer-0 matrices with the variant .spv files of $C/v (names as vk_gemm.c's header says), then
# end to end `dlgo bench --gpu -p 512 -n 0 -r R` for the built-in kernels and for each folder $C/e2e/NAME (kernel
# replacements through $DLGO_VK_SPV_DIR, plus an optional `env` file of VAR=VALUE lines), two alternating rounds
# (first: they also bring the clocks up for vk_gemm), then vk_gemm, then one profiled run per folder. Prepare here with bench/vk_gemm_carry.sh.
# Env: MODELS (llama-1b:q4_k_m llama-1b:q8_0) NT (512; a list: each prompt length, those past 512 in passes of 512,
#      `-ub 512`) R (3) HARD_S (200: no new step after it) VKB_TMP (/tmp/vkb)
#      GEMM_ENVS ("-": VAR=VALUE settings vk_gemm runs under, "-" none; GEMM=0: no vk_gemm) PROF_N (24: profile lines
#      shown) PROF_NT (the first of NT: the profiled runs' prompt length)
#      FA_CHECK ("": items SPEC:N — bench/fa_check's logits of an N-token prompt in passes of 512, fa.comp against
#      attention.comp, with the built-in settings and with DLGO_VK_FA_SPLIT=0; first, before the timings)
# Writes $OUT/gemm.log.
C=$(cd "$(dirname "$0")" && pwd)
T0=$(date +%s)
MODELS=${MODELS:-"llama-1b:q4_k_m llama-1b:q8_0"}; NT=${NT:-512}; R=${R:-3}; HARD_S=${HARD_S:-200}
W=${VKB_TMP:-/tmp/vkb}; O=${OUT:-$W/out}
mkdir -p "$W/bin" "$O"
el() { echo $(( $(date +%s) - T0 )); }
if ! ldconfig -p | grep -q 'libvulkan\.so\.1'; then for f in "$C"/*.deb; do dpkg -x "$f" /; done; ldconfig; fi
[ -f /usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json ] && export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
tar xJf "$C/dlgo-bin.tar.xz" -C "$W/bin" || exit 1
exec > >(tee "$O/gemm.log") 2>&1
cat "$C/INFO.txt" 2>/dev/null
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader 2>/dev/null
gen() {
    [ -f "$1" ] && { echo "$1"; return; }
    local s=${1%%:*} m=${1#*:} v f=$W/${1%%:*}-${1#*:}.gguf
    [ -f "$f" ] && { echo "$f"; return; }
    v=$("$W/bin/gen_model" --list | awk -v s="$s" '$1 == s { print $2 }')
    [ -f "$W/vocab-$v.gguf" ] || xz -dc "$C/ggml-vocab-$v.gguf.xz" > "$W/vocab-$v.gguf"
    "$W/bin/gen_model" "$s" "$m" "$W/vocab-$v.gguf" "$f" > /dev/null 2>&1 && echo "$f"
}
FILES=""; for spec in $MODELS; do f=$(gen "$spec") && FILES="$FILES $f"; done
echo "[$(el)s] generated:$FILES"
for fc in $FA_CHECK; do   # fa.comp (split keys where the prompt is long) against attention.comp on the real model
    [ "$(el)" -lt "$HARD_S" ] || { echo "out of time"; break; }
    f=$(gen "${fc%:*}") || continue
    for se in "" DLGO_VK_FA_SPLIT=0; do
        echo "[$(el)s] fa_check $(basename "$f") ${fc##*:} tokens ${se:-(built-in settings)}"
        env $se timeout 120 "$W/bin/fa_check" "$f" "${fc##*:}" 512 2>&1 | grep -v "^dlgo: vulkan" | tail -6
    done
done
E2E="builtin"; for v in "$C"/e2e/*/; do [ -d "$v" ] && E2E="$E2E $(basename "$v")"; done
ub() { [ "$1" -gt 512 ] && echo "-ub 512"; }
for round in 1 2; do for f in $FILES; do for nt in $NT; do for v in $E2E; do
    [ "$(el)" -lt "$HARD_S" ] || { echo "out of time"; break 4; }
    envs=(); [ "$v" != builtin ] && envs+=("DLGO_VK_SPV_DIR=$C/e2e/$v")
    [ -f "$C/e2e/$v/env" ] && while read -r l; do [ -n "$l" ] && envs+=("$l"); done < "$C/e2e/$v/env"
    pp=$(env "${envs[@]}" timeout 60 "$W/bin/dlgo" bench --gpu -m "$f" -p "$nt" $(ub "$nt") -n 0 -r "$R" --json 2>/dev/null | grep -o '"pp_tok_s": *[0-9.]*' | sed 's/.*: *//' | head -1)
    echo "[$(el)s] e2e round $round $(basename "$f") $v: pp$nt ${pp:-fail} tok/s"
done; done; done; done
PNT=${PROF_NT:-${NT%% *}}
[ "${GEMM:-1}" = 0 ] || for f in $FILES; do
    [ "$(el)" -lt "$HARD_S" ] || { echo "out of time"; break; }
    for ge in ${GEMM_ENVS:--}; do   # vk_gemm once per VAR=VALUE of $GEMM_ENVS ("-": none)
        echo "[$(el)s] vk_gemm $f $ge"
        if [ "$ge" = - ]; then timeout 120 "$W/bin/vk_gemm" "$f" "$PNT" "$C/v"; else env "$ge" timeout 120 "$W/bin/vk_gemm" "$f" "$PNT" "$C/v"; fi | grep -v "^  .*mmt (f32"
    done
done
f=${FILES%% *}; [ -n "$f" ] || f=$(echo $FILES | cut -d' ' -f1)
for v in $E2E; do
    [ "$(el)" -lt "$HARD_S" ] || { echo "out of time"; break; }
    envs=(); [ "$v" != builtin ] && envs+=("DLGO_VK_SPV_DIR=$C/e2e/$v")
    [ -f "$C/e2e/$v/env" ] && while read -r l; do [ -n "$l" ] && envs+=("$l"); done < "$C/e2e/$v/env"
    echo "[$(el)s] profile $(basename "$f") $v:"
    env "${envs[@]}" DLGO_VK_PROFILE=1 timeout 60 "$W/bin/dlgo" bench --gpu -m "$f" -p "$PNT" $(ub "$PNT") -n 0 -r 1 2>&1 | grep -E "^dlgo:   |per step" | head -${PROF_N:-24}
done
for f in ${FILES#* }; do   # the built-in kernels' profile of the other files
    [ "$(el)" -lt "$HARD_S" ] || { echo "out of time"; break; }
    echo "[$(el)s] profile $(basename "$f") builtin:"
    DLGO_VK_PROFILE=1 timeout 60 "$W/bin/dlgo" bench --gpu -m "$f" -p "$PNT" $(ub "$PNT") -n 0 -r 1 2>&1 | grep -E "^dlgo:   |per step" | head -${PROF_N:-24}
done
