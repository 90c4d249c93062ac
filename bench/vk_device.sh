#!/bin/bash
# vk_device.sh — Vulkan conformance and dlgo bench on the device machine (H100), run from the repository root there.
# Prepare here (folders ignored through .git/info/exclude, sent with the device tool's `carry`):
#   .gl/     libvulkan1 + libglvnd .debs (apt-get download, see the device README)
#   $CARRY/  bin.tar.xz: portable builds (-march=x86-64-v3) of dlgo, run_tests (tests/run_tests) and gen_model;
#            tdA.tar.xz (testdata models/ real/ + jsons) and/or tdB.tar.xz (models-quant/ + jsons): the 64 MiB
#            transfer limit does not take both; ggml-vocab-llama-bpe.gguf.xz for the bench models.
# Usage: CARRY=.carryA bash bench/vk_device.sh conf|bench|both     (env: CONF_T, BENCH_T, BENCH_MODELS, BENCH_ARGS)
C=${CARRY:-.carry}
tar xJf $C/bin.tar.xz -C $C
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
for j in /usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json /usr/share/vulkan/icd.d/nvidia_icd.json; do [ -f $j ] && { export VK_DRIVER_FILES=$j; break; }; done
echo "VK_DRIVER_FILES=$VK_DRIVER_FILES"
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv,noheader
what=${1:-both}
if [ $what = conf ] || [ $what = both ]; then
  T=/tmp/td; mkdir -p $T
  for p in $C/td*.tar.xz; do tar xJf $p -C $T; done
  export DLGO_TESTDATA=$T DLGO_TEST_VK_FULL=1
  echo "== conformance"; date +%T
  timeout ${CONF_T:-300} $C/run_tests vulkan 2>&1 | tee $OUT/conf.txt | grep -v "^    \[vk\]" | tail -70
fi
if [ $what = bench ] || [ $what = both ]; then
  xz -dc $C/ggml-vocab-llama-bpe.gguf.xz > /tmp/vocab.gguf
  echo "== bench"; date +%T
  for spec in ${BENCH_MODELS:-llama-1b:q4_k_m llama-8b:q4_k_m}; do
    a=${spec%%:*}; q=${spec##*:}; f=/tmp/$a-$q.gguf
    $C/gen_model $a $q /tmp/vocab.gguf $f > /dev/null 2>&1 || { echo "gen_model $spec failed"; continue; }
    timeout ${BENCH_T:-150} $C/dlgo bench -m $f --gpu -p 512 -n 128 -r 3 ${BENCH_ARGS} 2>&1 | tee -a $OUT/bench.txt
    rm -f $f
  done
  date +%T
fi
