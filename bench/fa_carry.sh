#!/bin/bash
# bench/fa_carry.sh — prepares, on THIS machine, the carry folder for bench/fa_device.sh (prefill flash attention on
# the device machine). Needs cc, make, xz; apt (network) only when $WORK has no loader .debs yet.
# The folder (default .carry/fa in the repository this script lives in; ignored through the main repository's
# .git/info/exclude, which this script completes with /.carry/) holds:
#   *.deb                  the Vulkan loader + glvnd (unpacked there only when the machine has no libvulkan.so.1)
#   fa-bin.tar.xz          dlgo, gen_model and bench/fa_check, portable builds (-march=x86-64-v3) of the tree $DLGO_TREE
#   ggml-vocab-llama-bpe.gguf.xz   the tokenizer gen_model's llama-1b shape needs
#   INFO.txt, fa_device.sh what was built from where; the script to run there
# Usage: bash bench/fa_carry.sh      Env: CARRY (REPO/.carry/fa) DLGO_TREE (REPO) WORK (/tmp/vkb-prep: apt downloads,
#        shared with bench/vk_carry.sh) VOCAB_DIR (REPO/../shared/testdata/vocab) CC (cc)
# The device tool sends the checkout its session started in: put CARRY inside that checkout (e.g.
# CARRY=/work/main/.carry/fa) and name it relative to its root in the call's carry list.
set -euo pipefail
REPO=$(cd "$(dirname "$0")/.." && pwd)
TREE=$(cd "${DLGO_TREE:-$REPO}" && pwd)
C=${CARRY:-$REPO/.carry/fa}
W=${WORK:-/tmp/vkb-prep}
VOCAB_DIR=${VOCAB_DIR:-$REPO/../shared/testdata/vocab}
CC=${CC:-cc}
export XZ_OPT=${XZ_OPT:--9 -T0}
# 0-1. git exclude, the folders, the Vulkan loader .debs
. "$REPO/bench/carry_lib.sh"
carry_begin "$REPO" "$C" "$W"
# 2. the programs, from a copy of the tree (nothing is written into it)
B=$W/stage-fa; rm -rf "$B"; mkdir -p "$B/bench" "$B/bin"
cp -r "$TREE/Makefile" "$TREE/dlgo.h" "$TREE/dlgo_shaders.h" "$TREE/tools" "$B/"
cp "$TREE/bench/gen_model.c" "$TREE/bench/fa_check.c" "$B/bench/"
make -s -C "$B" dlgo ARCH=-march=x86-64-v3 CC="$CC"
$CC -O2 -march=x86-64-v3 -std=c99 -D_POSIX_C_SOURCE=200809L -D_DEFAULT_SOURCE -o "$B/bin/gen_model" "$B/bench/gen_model.c" -lm -lpthread -ldl
$CC -O2 -march=x86-64-v3 -std=c99 -D_POSIX_C_SOURCE=200809L -D_DEFAULT_SOURCE -o "$B/bin/fa_check" "$B/bench/fa_check.c" -lm -lpthread -ldl
mv "$B/dlgo" "$B/bin/dlgo"
strip "$B/bin/dlgo" "$B/bin/gen_model" "$B/bin/fa_check"
tar cJf "$C/fa-bin.tar.xz" -C "$B/bin" dlgo gen_model fa_check
# 3. the tokenizer of llama-1b, the script, what was built
cp "$VOCAB_DIR/ggml-vocab-llama-bpe.gguf.xz" "$C/"
cp "$REPO/bench/fa_device.sh" "$C/"
{
    echo "prepared $(date -u +%Y-%m-%dT%H:%MZ) on $(hostname)"
    echo "dlgo tree: $TREE  $(git -C "$TREE" describe --always --dirty 2>/dev/null || echo '?')  ($(git -C "$TREE" log -1 --format=%s 2>/dev/null | cut -c1-100))"
} > "$C/INFO.txt"
cat "$C/INFO.txt"
ls -la "$C"
kib=$(du -sk "$C" | cut -f1)
echo "carry folder $C: $((kib / 1024)) MiB ($kib KiB)"
