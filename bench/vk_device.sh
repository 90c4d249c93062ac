#!/bin/bash
# vk_device.sh — Vulkan conformance + dlgo bench on the device machine (H100). Set up on this machine first:
#   a folder CARRY (ignored by git in the checkout the device tool sends) with: libvulkan1 + libglvnd0/libglx0/libegl1/... .debs
#   (apt-get download, see /work/.library/device/README.md), portable builds (-march=x86-64-v3) of dlgo, tests/run_tests and
#   bench/gen_model (an 8B shape added), ggml-vocab-llama-bpe.gguf.xz, index.json and td.tar.xz (models-quant, real,
#   sequences.json and the llama-family files of models/). Run as: bash CARRY/vk_device.sh  (carry: [CARRY])
# vk2 helper: Vulkan conformance + bench on the device machine
C=$(cd "$(dirname "$0")" && pwd)
for f in $C/*.deb; do dpkg -x $f /; done; ldconfig
ls /usr/share/vulkan/icd.d/ /etc/vulkan/icd.d/ 2>/dev/null
for j in /usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json /usr/share/vulkan/icd.d/nvidia_icd.json; do [ -f $j ] && { export VK_DRIVER_FILES=$j; break; }; done
echo "VK_DRIVER_FILES=$VK_DRIVER_FILES"; cat $VK_DRIVER_FILES
VK_LOADER_DEBUG=error $C/dlgo bench -m $C/../models/stories260K.gguf --gpu -p 16 -n 4 -r 1 2>&1 | tail -5
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv
T=/tmp/td; mkdir -p $T; tar xJf $C/td.tar.xz -C $T; cp $C/index.json $T/; export DLGO_TESTDATA=$T
xz -dc $C/ggml-vocab-llama-bpe.gguf.xz > /tmp/vocab.gguf
( $C/gen_model llama-1b q4_k_m /tmp/vocab.gguf /tmp/1b-q4km.gguf; $C/gen_model llama-1b q4_0 /tmp/vocab.gguf /tmp/1b-q40.gguf;
  $C/gen_model llama-1b q8_0 /tmp/vocab.gguf /tmp/1b-q80.gguf; $C/gen_model llama-8b q4_k_m /tmp/vocab.gguf /tmp/8b-q4km.gguf ) > $OUT/gen.txt 2>&1 &
GEN=$!
echo "== conformance"; date +%T
timeout ${CONF_T:-200} $C/run_tests vulkan 2>&1 | tee $OUT/conf.txt | grep -v "^    \[vk\]" | tail -60
wait $GEN; cat $OUT/gen.txt
echo "== bench"; date +%T
for m in 1b-q4km 1b-q40 1b-q80 8b-q4km; do
  timeout ${BENCH_T:-120} $C/dlgo bench -m /tmp/$m.gguf -p 512 -n 128 -r 3 ${BENCH_ARGS} 2>&1 | tee -a $OUT/bench.txt
done
date +%T
