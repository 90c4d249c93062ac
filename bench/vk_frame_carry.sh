#!/bin/bash
# bench/vk_frame_carry.sh — prepares, on THIS machine, the carry folder for bench/vk_frame_device.sh: examples/vk_frame
# (a game's renderer with two NPCs talking through dlgo on its Vulkan device) measured on the device machine (H100)
# with the 1B Q4_K_M synthetic model. Needs apt-get (download only), cc, glslc-free (the shaders header is committed), xz.
# The folder (default .carry/vkf in this repository; ignored through the main repository's .git/info/exclude) holds:
#   *.deb                   the Vulkan loader + glvnd (libvulkan1 libegl1 libglvnd0 libopengl0 libgl1 libglx0 libgles2)
#   bin.tar.xz              vk_frame and gen_model, portable builds (-march=x86-64-v3) of this tree
#   ggml-vocab-llama-bpe.gguf.xz   the tokenizer gen_model copies into the model
#   vk_frame_device.sh      the script to run there
# Usage: bash bench/vk_frame_carry.sh     Env: CARRY (REPO/.carry/vkf)  WORK (/tmp/vkf-prep)  VOCAB_DIR  CC (cc)
# Then, with the device tool, from the repository root of the checkout that holds the carry folder:
#   run(command="bash .carry/vkf/vk_frame_device.sh", carry=[".carry/vkf"], kind="nvidia-h100-x1")
# It writes $OUT/vk_frame_model.txt, $OUT/vk_frame_nomodel.txt, $OUT/RESULTS.txt and the last frames as PNG.
set -euo pipefail
REPO=$(cd "$(dirname "$0")/.." && pwd)
C=${CARRY:-$REPO/.carry/vkf}
W=${WORK:-/tmp/vkf-prep}
VOCAB_DIR=${VOCAB_DIR:-$REPO/../shared/testdata/vocab}
CC=${CC:-cc}
# 0-1. git exclude, the folders, the Vulkan loader .debs
. "$REPO/bench/carry_lib.sh"
carry_begin "$REPO" "$C" "$W"
B=$W/bin; rm -rf "$B"; mkdir -p "$B"
F="-std=c99 -D_POSIX_C_SOURCE=200809L -D_DEFAULT_SOURCE -O2 -march=x86-64-v3"
$CC $F -I/usr/include/stb -o "$B/vk_frame" "$REPO/examples/vk_frame.c" -lm -lpthread -ldl
$CC $F -o "$B/gen_model" "$REPO/bench/gen_model.c" -lm -lpthread -ldl
tar cJf "$C/bin.tar.xz" -C "$B" vk_frame gen_model
cp "$VOCAB_DIR/ggml-vocab-llama-bpe.gguf.xz" "$C/"
cp "$REPO/bench/vk_frame_device.sh" "$C/"
echo "$(git -C "$REPO" rev-parse HEAD) $(date -u +%FT%TZ)" > "$C/INFO.txt"
du -sh "$C"
