#!/bin/bash
# vk_speed_device.sh — the vk-speed measurements on the device machine (H100): a Vulkan conformance subset, the
# kernel-level product test, dlgo bench on synthetic 1B (Q4_K_M, Q4_0, Q8_0) and 8B (Q4_K_M, GEN8B=1) files, the
# tensor-core path off for comparison, and DLGO_VK_PROFILE per-kernel times for pp512 and tg128.
# Set up first, in a folder the device tool carries (ignored by git in the checkout it sends, e.g. .carry/NAME):
#   the .debs of libvulkan1 libegl1 libglvnd0 libopengl0 libgl1 libglx0 libgles2 (apt-get download, see the device
#   README), portable builds (-march=x86-64-v3) of dlgo, tests/run_tests and bench/gen_model, ggml-vocab-llama-bpe.gguf.xz,
#   td.tar.xz (index.json, sequences.json and a few models/ and models-quant/ files), and this script.
# Run as: GEN8B=1 bash .carry/NAME/vk_speed_device.sh   (carry: [".carry/NAME"]); DLGO_VK_MM=old gives the old kernels.
C=$(cd "$(dirname "$0")" && pwd)
for f in $C/*.deb; do dpkg -x $f /; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
xz -dc $C/ggml-vocab-llama-bpe.gguf.xz > /tmp/vocab.gguf
( for m in "llama-1b q4_k_m 1b-q4km" "llama-1b q4_0 1b-q40" "llama-1b q8_0 1b-q80" ${GEN8B:+"llama-8b q4_k_m 8b-q4km"}; do set -- $m; $C/gen_model $1 $2 /tmp/vocab.gguf /tmp/$3.gguf; done ) > /tmp/gen.txt 2>&1 &
GEN=$!
T=/tmp/td; mkdir -p $T; tar xJf $C/td.tar.xz -C $T; export DLGO_TESTDATA=$T
echo "== conformance"; DLGO_TEST_VK_FULL=1 DLGO_TEST_VK_ONLY=tiny timeout 150 $C/run_tests vulkan 2>&1 | grep -E "^    (llama|qwen|gemma|device)|FAIL|passed"
echo "== kernels"; DLGO_TEST_VK_ONLY=kernels timeout 100 $C/run_tests vulkan 2>&1 | grep -E "worst|FAIL|passed|\] "
wait $GEN
P() { DLGO_VK_PROFILE=1 timeout 90 $C/dlgo bench --gpu "$@" 2>&1 | grep -E "^dlgo:   |tok/s|GPU time|cooperative"; }
Bn() { timeout 120 $C/dlgo bench --gpu "$@" 2>&1 | grep -E "tok/s"; }
for m in ${MODELS:-1b-q4km 1b-q40 1b-q80 ${GEN8B:+8b-q4km}}; do echo "-- $m"; Bn -m /tmp/$m.gguf -p 512 -n 128 -r 3; done
echo "-- 1b-q4km DLGO_VK_COOP=0"; DLGO_VK_COOP=0 Bn -m /tmp/1b-q4km.gguf -p 512 -n 128 -r 3
echo "== profile pp512"; P -m /tmp/1b-q4km.gguf -p 512 -n 0 -r 1
echo "== profile tg128"; P -m /tmp/1b-q4km.gguf -p 0 -n 128 -r 1
