#!/bin/bash
# bench/vk_gemm_carry.sh — prepares, on THIS machine, the carry folder for bench/vk_gemm_device.sh (prefill-product
# experiments, one call of the device tool): the Vulkan loader .debs, dlgo + gen_model + vk_gemm + fa_check (-march=x86-64-v3)
# built from this tree, the llama-bpe vocab, and the kernel variants compiled from this tree's tools/shaders:
#   $VARIANTS  lines `NAME DEFINES...` -> C/v/NAME.spv (mm_coop.comp; NAME as vk_gemm.c's header says; end a line with
#              -O0 as the manifest's tensor-core tiles do, or the variant is built optimised, unlike the built-in)
#   $E2E       lines `FOLDER KERNEL [SOURCE.comp] DEFINES...` -> C/e2e/FOLDER/KERNEL.spv (default mm_coop.comp; built-in kernel names), or
#              `FOLDER env VAR=VALUE` -> a line of C/e2e/FOLDER/env
# Usage: VARIANTS=file E2E=file bash bench/vk_gemm_carry.sh   Env: CARRY (REPO/.carry/gemm) WORK (/tmp/vkb-prep)
set -euo pipefail
REPO=$(cd "$(dirname "$0")/.." && pwd)
C=${CARRY:-$REPO/.carry/gemm}
W=${WORK:-/tmp/vkb-prep}
export XZ_OPT=${XZ_OPT:--9 -T0}
. "$REPO/bench/carry_lib.sh"
carry_begin "$REPO" "$C" "$W"
B=$W/stage-gemm; rm -rf "$B"; mkdir -p "$B/bench" "$B/bin"
cp -r "$REPO/Makefile" "$REPO/dlgo.h" "$REPO/dlgo_shaders.h" "$REPO/tools" "$B/"
cp "$REPO/bench/gen_model.c" "$REPO/bench/vk_gemm.c" "$REPO/bench/vk_timing.h" "$B/bench/"
nice make -s -C "$B" dlgo ARCH=-march=x86-64-v3
nice cc -O2 -march=x86-64-v3 -std=c99 -D_POSIX_C_SOURCE=200809L -D_DEFAULT_SOURCE -o "$B/bin/gen_model" "$B/bench/gen_model.c" -lm -lpthread -ldl
nice cc -O2 -march=x86-64-v3 -std=c99 -D_POSIX_C_SOURCE=200809L -D_DEFAULT_SOURCE -o "$B/bin/vk_gemm" "$B/bench/vk_gemm.c" -lm -ldl
cp "$REPO/bench/fa_check.c" "$B/bench/"
nice cc -O2 -march=x86-64-v3 -std=c99 -D_POSIX_C_SOURCE=200809L -D_DEFAULT_SOURCE -o "$B/bin/fa_check" "$B/bench/fa_check.c" -lm -ldl -lpthread
mv "$B/dlgo" "$B/bin/dlgo"; strip "$B/bin/"*
tar cJf "$C/dlgo-bin.tar.xz" -C "$B/bin" dlgo gen_model vk_gemm fa_check
for v in ${VOCABS:-llama-bpe}; do cp "$REPO/../shared/testdata/vocab/ggml-vocab-$v.gguf.xz" "$C/"; done   # $VOCABS: e.g. "llama-bpe qwen2 gemma-4"
S=$B/shaders; cp -r "$REPO/tools/shaders" "$S"
spv() {   # spv DIR NAME [SOURCE.comp] DEFINES...: one build of SOURCE (default mm_coop.comp)
    local dir=$1 name=$2 src=mm_coop.comp; shift 2
    case "${1:-}" in *.comp) src=$1; shift ;; esac
    mkdir -p "$dir"; { echo "ABI 1"; echo "$name $src $*"; } > "$S/manifest.txt"
    python3 "$REPO/tools/gen_shaders.py" --spv "$dir" --src "$S"
}
[ -n "${VARIANTS:-}" ] && while read -r n d; do [ -n "$n" ] && [ "${n:0:1}" != "#" ] && spv "$C/v" "$n" $d; done < "$VARIANTS"
[ -n "${E2E:-}" ] && while read -r f n d; do
    [ -z "$f" ] || [ "${f:0:1}" = "#" ] && continue
    if [ "$n" = env ]; then mkdir -p "$C/e2e/$f"; echo "$d" >> "$C/e2e/$f/env"; else spv "$C/e2e/$f" "$n" $d; fi
done < "$E2E"
cp "$REPO/bench/vk_gemm_device.sh" "$C/"
echo "prepared $(date -u +%Y-%m-%dT%H:%MZ) from $REPO $(git -C "$REPO" describe --always --dirty)" > "$C/INFO.txt"
ls "$C" "$C"/v "$C"/e2e/* 2>/dev/null | head -80 || true
du -sh "$C"
