#!/bin/bash
# bench/vk_exp.sh — kernel variants tried in place, on the real model, in one call of the device tool: for every
# variant folder V in $C/variants (NAME.spv files that replace built-in kernels through $DLGO_VK_SPV_DIR, and an
# optional `env` file of VAR=VALUE lines), and for the built-in kernels ("builtin"), on each model: tg tok/s
# (`dlgo bench --gpu -p 0 -n N -r R`) and the per-kernel profile of the kernels named in $SHOW.
# Prepare here: the carry folder of bench/vk_carry.sh (dlgo-bin.tar.xz, loader .debs, vocab files), plus
#   python3 tools/gen_shaders.py --spv C/variants/NAME --src MODIFIED_SHADER_DIR --only KERNEL[,KERNEL]
# for each variant, and copy this script into it. On the device: bash .carry/X/vk_exp.sh
# Env: MODELS (llama-1b:q4_k_m qwen3-0.6b:q8_0) N (128) R (3) D (0: depth before the tg run, 0 = none)
#      PARS (1: contexts decoded at once, `--parallel S`, aggregate tok/s; e.g. "1 8"; a variant's own list in its
#      folder's `pars` file)
#      SHOW (attn_dec|mv_|mvp_|mv4_) HARD_S (570) VKB_TMP (/tmp/vkb). Writes $OUT/exp.md and $OUT/exp.log.
#      PP (empty: none): prompt sizes to measure as well, P or P:U (`-p P -ub U`: passes of U tokens), e.g.
#      "512 4096:512 40" for pp512, pp4096 in passes of 512 and pp40 (median of R each; N=0 skips tg and the profile)
#      ROUNDS (1): the variants run in this many alternating rounds (A/B pairs within one call)
# A variant folder may also hold dlgo-bin.tar.xz (another build's dlgo, e.g. the commit before a change): that dlgo
# runs for it, with or without .spv files.
C=$(cd "$(dirname "$0")" && pwd)
T0=$(date +%s)
MODELS=${MODELS:-"llama-1b:q4_k_m qwen3-0.6b:q8_0"}; N=${N:-128}; R=${R:-3}; D=${D:-0}; PARS=${PARS:-1}
SHOW=${SHOW:-"attn_dec|mv_|mvp_|mv4_"}; HARD_S=${HARD_S:-570}
W=${VKB_TMP:-/tmp/vkb}; O=${OUT:-$W/out}
mkdir -p "$W/bin" "$O"
el() { echo $(( $(date +%s) - T0 )); }
if ! ldconfig -p | grep -q 'libvulkan\.so\.1'; then for f in "$C"/*.deb; do dpkg -x "$f" /; done; ldconfig; fi
[ -f /usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json ] && export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
tar xJf "$C/dlgo-bin.tar.xz" -C "$W/bin" || exit 1
DLGO=$W/bin/dlgo; GEN=$W/bin/gen_model
exec > >(tee "$O/exp.log") 2>&1
cat "$C/INFO.txt" 2>/dev/null
gen() {
    [ -f "$1" ] && { echo "$1"; return; }
    local s=${1%%:*} m=${1#*:} v f=$W/${1%%:*}-${1#*:}.gguf
    [ -f "$f" ] && { echo "$f"; return; }
    v=$("$GEN" --list | awk -v s="$s" '$1 == s { print $2 }')
    [ -f "$W/vocab-$v.gguf" ] || xz -dc "$C/ggml-vocab-$v.gguf.xz" > "$W/vocab-$v.gguf"
    "$GEN" "$s" "$m" "$W/vocab-$v.gguf" "$f" > /dev/null 2>&1 && echo "$f"
}
VARS="builtin"; for v in "$C"/variants/*/; do [ -d "$v" ] && VARS="$VARS $(basename "$v")"; done
PP=${PP:-}; ROUNDS=${ROUNDS:-1}
for v in $VARS; do   # a variant's own dlgo build, unpacked once
    [ "$v" != builtin ] && [ -f "$C/variants/$v/dlgo-bin.tar.xz" ] && { mkdir -p "$W/bin-$v"; tar xJf "$C/variants/$v/dlgo-bin.tar.xz" -C "$W/bin-$v" dlgo || exit 1; }
done
{ echo "| variant | round | model | S | tg$N tok/s | pp tok/s | profile (us each: $SHOW) |"; echo "|---|---:|---|---:|---:|---|---|"; } > "$O/exp.md"
for spec in $MODELS; do
    f=$(gen "$spec") || { echo "cannot generate $spec"; continue; }
    # a discarded run first: after the seconds of generating the file the GPU idles at low clocks, and the first
    # variant's pp512 (three 10-ms reps) read 10-11k instead of ~50k on an H200 (session 31)
    timeout 60 "$DLGO" bench --gpu -m "$f" -p 512 -n 16 -r 5 > /dev/null 2>&1
    for rd in $(seq "$ROUNDS"); do
    for v in $VARS; do PV=$PARS; [ -f "$C/variants/$v/pars" ] && PV=$(cat "$C/variants/$v/pars"); for S in $PV; do
        [ "$(el)" -lt "$HARD_S" ] || { echo "out of time"; break 4; }
        envs=(); dir=""; B=$DLGO
        if [ "$v" != builtin ]; then
            dir=$C/variants/$v; envs+=("DLGO_VK_SPV_DIR=$dir")
            [ -f "$dir/env" ] && while read -r l; do [ -n "$l" ] && envs+=("$l"); done < "$dir/env"
            [ -x "$W/bin-$v/dlgo" ] && B=$W/bin-$v/dlgo
        fi
        tg=""; prof=""; pp=""
        if [ "$N" -gt 0 ]; then
            tg=$(env "${envs[@]}" timeout 60 "$B" bench --gpu -m "$f" -p 0 -n "$N" -d "$D" -r "$R" --parallel "$S" --json 2>/dev/null | grep -o '"tg_tok_s": *[0-9.]*' | sed 's/.*: *//' | head -1)
            prof=$(env "${envs[@]}" DLGO_VK_PROFILE=1 timeout 60 "$B" bench --gpu -m "$f" -p 0 -n 32 -d "$D" -r 1 --parallel "$S" 2>&1 |
                   grep -E "^dlgo:   ($SHOW)|host per step" | awk '/host per step/ { g = $(NF-1); next } { printf "%s %s; ", $2, $(NF-2) } END { printf "GPU per step %s us", g }')
        fi
        for p in $PP; do   # P or P:U
            u=${p#*:}; [ "$u" = "$p" ] && u=$p; p=${p%%:*}
            t=$(env "${envs[@]}" timeout 120 "$B" bench --gpu -m "$f" -p "$p" -ub "$u" -n 0 -r "$R" --json 2>/dev/null | grep -o '"pp_tok_s": *[0-9.]*' | sed 's/.*: *//' | head -1)
            pp="${pp}pp$p ${t:-fail}; "
        done
        echo "[$(el)s] $v r$rd $spec S=$S: tg ${tg:--} | $pp| $prof"
        case " ${envs[*]} " in *DLGO_VK_PIPE_STATS=1*) env "${envs[@]}" timeout 60 "$B" bench --gpu -m "$f" -p 0 -n 4 -r 1 2>&1 | grep "vulkan: pipeline" | sed 's/^dlgo: vulkan: //' | sort -u ;; esac
        [ "$N" -gt 0 ] && tg=${tg:-fail}
        echo "| $v | $rd | $spec | $S | ${tg:--} | ${pp:--} | ${prof:--} |" >> "$O/exp.md"
    done; done; done
done
cat "$O/exp.md"
