#!/bin/bash
# bench/vk_carry.sh — prepares, on THIS machine, the carry folder for bench/vk_bench_device.sh (dlgo Vulkan vs
# llama.cpp Vulkan on the device machine, one call of the device tool). Needs network here (apt, npm), cc, make, xz.
# The folder (default .carry/vkb in the repository this script lives in; ignored through the main repository's
# .git/info/exclude, which this script completes with /.carry/ and /.gl/) holds:
#   *.deb                 the Vulkan loader + glvnd (libvulkan1 libegl1 libglvnd0 libopengl0 libgl1 libglx0 libgles2)
#   llama-vk.tar.xz       llama.cpp 3.22.1's Vulkan libraries from npm (@node-llama-cpp/linux-x64-vulkan: libllama,
#                         libggml, libggml-base, libggml-vulkan, a few libggml-cpu-* variants) and llama_bench_driver,
#                         built here against node-llama-cpp@3.22.1's llama/gitRelease.bundle headers, rpath $ORIGIN
#   dlgo-bin.tar.xz       dlgo and gen_model, portable builds (-march=x86-64-v3) of the tree $DLGO_TREE
#   ggml-vocab-*.gguf.xz  the tokenizers the shapes in $MODELS need (gen_model --list)
#   INFO.txt              what was built from where
#   vk_bench_device.sh    the script to run there
# Usage: bash bench/vk_carry.sh
# Env:   CARRY (REPO/.carry/vkb)  DLGO_TREE (REPO: the dlgo.h tree whose dlgo is measured)  WORK (/tmp/vkb-prep: npm and
#        apt downloads, kept between runs)  VOCAB_DIR (REPO/../shared/testdata/vocab)  MODELS (the seven shapes of
#        vk_bench_device.sh; only their vocab files are carried)  CC (cc)
# The device tool sends the checkout its session started in: put CARRY inside that checkout (e.g.
# CARRY=/work/main/.carry/vkb) and name it relative to its root in the call's carry list.
set -euo pipefail
REPO=$(cd "$(dirname "$0")/.." && pwd)
TREE=$(cd "${DLGO_TREE:-$REPO}" && pwd)
C=${CARRY:-$REPO/.carry/vkb}
W=${WORK:-/tmp/vkb-prep}
VOCAB_DIR=${VOCAB_DIR:-$REPO/../shared/testdata/vocab}
MODELS=${MODELS:-"llama-1b:q4_k_m llama-1b:q4_0 llama-1b:q8_0 qwen3.5-0.8b:q8_0 qwen3-0.6b:q8_0 gemma3-1b:q4_k_m llama-8b:q4_k_m"}
CC=${CC:-cc}
V=3.22.1
export XZ_OPT=${XZ_OPT:--9 -T0}

# 0-1. git exclude, the folders, the Vulkan loader .debs
. "$REPO/bench/carry_lib.sh"
carry_begin "$REPO" "$C" "$W"

# 2. llama.cpp: the npm prebuilt Vulkan libraries, the headers of the same source, the driver
NPM=$W/npm-vulkan/package/bins/linux-x64-vulkan
if [ ! -f "$NPM/libggml-vulkan.so" ]; then
    mkdir -p "$W/npm-vulkan" && (cd "$W/npm-vulkan" && npm pack --silent "@node-llama-cpp/linux-x64-vulkan@$V" >/dev/null && tar xzf "node-llama-cpp-linux-x64-vulkan-$V.tgz")
fi
SRC=$W/llama.cpp
if [ ! -f "$SRC/include/llama.h" ]; then
    mkdir -p "$W/npm-src" && (cd "$W/npm-src" && npm pack --silent "node-llama-cpp@$V" >/dev/null && tar xzf "node-llama-cpp-$V.tgz")
    rm -rf "$SRC"; git -c advice.detachedHead=false clone -q "$W/npm-src/package/llama/gitRelease.bundle" "$SRC"
fi
S=$W/stage-llama; rm -rf "$S"; mkdir -p "$S"
LIBS="libllama.vulkan.v0.5.0.so libggml.vulkan.v0.5.0.so libggml-base.so libggml-vulkan.so
      libggml-cpu-x64.so libggml-cpu-haswell.so libggml-cpu-skylakex.so libggml-cpu-icelake.so
      libggml-cpu-sapphirerapids.so libggml-cpu-zen4.so"
for l in $LIBS; do cp "$NPM/$l" "$S/"; done
$CC -O2 -std=c11 -Wall -Wextra -D_POSIX_C_SOURCE=200809L -I"$SRC/include" -I"$SRC/ggml/include" \
    "$REPO/bench/llama_bench_driver.c" -o "$S/llama_bench_driver" \
    -L"$S" -l:libllama.vulkan.v0.5.0.so -l:libggml.vulkan.v0.5.0.so -l:libggml-base.so -Wl,-rpath,'$ORIGIN'
tar cJf "$C/llama-vk.tar.xz" -C "$S" .

# 3. dlgo and gen_model, portable, built from a copy of the tree (nothing is written into it)
B=$W/stage-dlgo; rm -rf "$B"; mkdir -p "$B/bench" "$B/bin"
cp -r "$TREE/Makefile" "$TREE/dlgo.h" "$TREE/dlgo_shaders.h" "$TREE/tools" "$B/"
GM=$TREE/bench/gen_model.c; [ -f "$GM" ] || GM=$REPO/bench/gen_model.c
cp "$GM" "$B/bench/gen_model.c"
make -s -C "$B" dlgo ARCH=-march=x86-64-v3 CC="$CC"
$CC -O2 -march=x86-64-v3 -std=c99 -D_POSIX_C_SOURCE=200809L -D_DEFAULT_SOURCE -o "$B/bin/gen_model" "$B/bench/gen_model.c" -lm -lpthread -ldl
mv "$B/dlgo" "$B/bin/dlgo"
strip "$B/bin/dlgo" "$B/bin/gen_model"
tar cJf "$C/dlgo-bin.tar.xz" -C "$B/bin" dlgo gen_model

# 4. the tokenizers the shapes need
for v in $(for m in $MODELS; do [ -f "$m" ] || "$B/bin/gen_model" --list | awk -v s="${m%%:*}" '$1 == s { print $2 }'; done | sort -u); do
    cp "$VOCAB_DIR/ggml-vocab-$v.gguf.xz" "$C/"
done

# 5. the device script and what was built
cp "$REPO/bench/vk_bench_device.sh" "$C/"
{
    echo "prepared $(date -u +%Y-%m-%dT%H:%MZ) on $(hostname)"
    echo "dlgo tree: $TREE  $(git -C "$TREE" describe --always --dirty 2>/dev/null || echo '?')  ($(git -C "$TREE" log -1 --format=%s 2>/dev/null | cut -c1-100))"
    echo "bench scripts: $REPO  $(git -C "$REPO" describe --always --dirty 2>/dev/null || echo '?')"
    echo "llama.cpp: @node-llama-cpp/linux-x64-vulkan@$V, headers @$(git -C "$SRC" rev-parse --short HEAD)"
} > "$C/INFO.txt"
cat "$C/INFO.txt"
glibc=$(for f in "$B/bin/dlgo" "$B/bin/gen_model" "$S/llama_bench_driver" "$S"/*.so; do objdump -T "$f"; done 2>/dev/null |
        grep -o 'GLIBC_[0-9.]*' | sort -uV | tail -1)
echo "newest glibc symbol the carried programs need: $glibc"
ls -la "$C"
kib=$(du -sk "$C" | cut -f1)
echo "carry folder $C: $((kib / 1024)) MiB ($kib KiB)"
[ "$kib" -lt $((60 * 1024)) ] || { echo "vk_carry: $C is over 60 MiB" >&2; exit 1; }
