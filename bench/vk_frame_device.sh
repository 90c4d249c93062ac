#!/bin/bash
# bench/vk_frame_device.sh — examples/vk_frame on the device machine (prepared by bench/vk_frame_carry.sh): the 1B
# Q4_K_M synthetic model (generated here), 60 fps, FRAMES frames (default 1200 = 20 s) at 1280x720, a per-frame budget
# (host + GPU) of BUDGET_US (default 2000), once without the model and once with it; then, when SLICES lists slice
# budgets in us (e.g. "250 1000"), once more with each for FRAMES2 frames (default 600). Writes to $OUT:
# vk_frame_nomodel.txt, vk_frame_model.txt, vk_frame_slice<S>.txt (the dialogue and the figures), RESULTS.txt (the
# RESULT lines) and the last frames as PNG. SCENE_LOAD (default 300) full-screen layers under the scene each frame: a
# game's own GPU work (~10 ms a frame on an H200 at 1280x720), without which the nearly idle GPU clocks down (SM 345 of
# 1980 MHz) and dlgo's slices run ~5x slower than in a real game; SCENE_LOAD=0 for the bare scene.
# Goal (issue 14): >= 100 tok/s, model share p99 <= 2.25 ms, no frame past 16.7 ms that the model-free run does not have.
C=${CARRY:-$(dirname "$0")}
tar xJf $C/bin.tar.xz -C $C
for f in $C/*.deb; do dpkg -x $f /; done; ldconfig
for j in /usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json /usr/share/vulkan/icd.d/nvidia_icd.json; do [ -f $j ] && { export VK_DRIVER_FILES=$j; break; }; done
echo "VK_DRIVER_FILES=$VK_DRIVER_FILES"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
xz -dc $C/ggml-vocab-llama-bpe.gguf.xz > /tmp/vocab.gguf
M=/tmp/llama-1b-q4_k_m.gguf
$C/gen_model llama-1b q4_k_m /tmp/vocab.gguf $M > /dev/null || { echo "gen_model failed"; exit 1; }
A="--frames ${FRAMES:-1200} --fps 60 --budget-us ${BUDGET_US:-2000} --size 1280x720 --scene-load ${SCENE_LOAD:-300}"
# dlgo's pipeline cache, as a game keeps its own: a short first run writes it, every measured run reads it (without
# one, a cold driver cache stalls the first frames for 20-56 ms while the driver compiles dlgo's pipelines)
timeout 120 $C/vk_frame -m $M --frames 30 --fps 60 --size 1280x720 --quiet --pipeline-cache /tmp/dlgo.pcache --png /tmp/warm.png > /dev/null 2>&1
A="$A --pipeline-cache /tmp/dlgo.pcache"
timeout 120 $C/vk_frame -m $M $A --no-model --png $OUT/frame_nomodel.png 2>&1 | tee $OUT/vk_frame_nomodel.txt | tail -4
timeout 240 $C/vk_frame -m $M $A --png $OUT/frame_model.png 2>&1 | tee $OUT/vk_frame_model.txt | tail -6
for S in ${SLICES:-}; do
    timeout 120 $C/vk_frame -m $M --frames ${FRAMES2:-600} --fps 60 --budget-us ${BUDGET_US:-2000} --slice-us $S --size 1280x720 --scene-load ${SCENE_LOAD:-300} --quiet \
        --png /tmp/frame_slice$S.png > $OUT/vk_frame_slice$S.txt 2>&1; tail -5 $OUT/vk_frame_slice$S.txt
done
grep -h '^RESULT' $OUT/vk_frame_nomodel.txt $OUT/vk_frame_model.txt $OUT/vk_frame_slice*.txt > $OUT/RESULTS.txt 2>/dev/null
cat $OUT/RESULTS.txt
