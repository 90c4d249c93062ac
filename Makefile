# dlgo.h — build, test and run. `make run` tells a story with the shipped model; `make test` runs the suite.
CC      ?= cc
CXX     ?= c++
# -march=native: kernels are chosen from compiler flags (override ARCH= for a portable build)
ARCH    ?= -march=native
CFLAGS  ?= -O2 -g $(ARCH)
BASE    = -std=c99 -D_POSIX_C_SOURCE=200809L -D_DEFAULT_SOURCE
LIBS    = -lm -lpthread
HDRS    = dlgo.h tools/json.h tools/serve.c
TESTSRC = tests/run_tests.c tests/test.h $(wildcard tests/test_*.c)
EXAMPLES = examples/simple examples/chat examples/stream examples/transcribe examples/frame
MODEL   ?= models/stories260K.gguf

all: dlgo $(EXAMPLES)   ## the CLI and the examples

dlgo: tools/dlgo.c $(HDRS)   ## the command-line program
	$(CC) $(BASE) $(CFLAGS) -o $@ tools/dlgo.c $(LIBS)

examples/%: examples/%.c dlgo.h   ## one example program
	$(CC) $(BASE) $(CFLAGS) -o $@ $< $(LIBS)

tests/run_tests: $(TESTSRC) $(HDRS)
	$(CC) $(BASE) $(CFLAGS) -o $@ tests/run_tests.c $(LIBS)

test: tests/run_tests dlgo   ## build and run the test suite (from the repository root: data at ../shared/testdata)
	./tests/run_tests

run: dlgo   ## tell a story with the default model shipped in the repository
	./dlgo run -m $(MODEL) -p "Once upon a time" -n 200 --temp 0.8 --seed 42

# lavapipe frees part of what it allocates only when it is unloaded; the Vulkan loader unloads it at vkDestroyInstance,
# and LeakSanitizer then reports those blocks from an "<unknown module>". Preloading it keeps it mapped, so the
# blocks stay reachable (and any real leak of dlgo's still names dlgo's frames).
ASAN_LVP := $(firstword $(wildcard /usr/lib/x86_64-linux-gnu/libvulkan_lvp.so /usr/lib/aarch64-linux-gnu/libvulkan_lvp.so))
ASAN_ENV = $(if $(ASAN_LVP),LD_PRELOAD=$(ASAN_LVP) ASAN_OPTIONS=detect_leaks=1:verify_asan_link_order=0,ASAN_OPTIONS=detect_leaks=1)
asan: tools/dlgo.c $(TESTSRC) $(HDRS)   ## the suite under AddressSanitizer + UndefinedBehaviorSanitizer
	$(CC) $(BASE) -O1 -g -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined \
	    -o tests/run_tests_asan tests/run_tests.c $(LIBS)
	$(CC) $(BASE) -O1 -g -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined \
	    -o dlgo_asan tools/dlgo.c $(LIBS)
	DLGO_CLI=./dlgo_asan $(ASAN_ENV) ./tests/run_tests_asan -x vulkan
	@# the SIMD kernels under the sanitizers (the build above is plain x86-64: scalar kernels): the simd suite built for
	@# this host ($(ARCH)) and for AVX2 only (x86-64-v3: the 8-row repacked layouts)
	@for a in "$(ARCH)" "-march=x86-64-v3"; do \
	    if [ "$$a" = "-march=x86-64-v3" ] && ! grep -qw avx2 /proc/cpuinfo 2>/dev/null; then echo "asan simd ($$a): SKIPPED (no AVX2)"; continue; fi; \
	    $(CC) $(BASE) -O1 -g $$a -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined \
	        -o tests/run_tests_asan_simd tests/run_tests.c $(LIBS) || exit 1; \
	    out=$$(ASAN_OPTIONS=detect_leaks=1 ./tests/run_tests_asan_simd simd 2>&1); echo "asan simd ($$a): $$(echo "$$out" | tail -1)"; \
	    echo "$$out" | grep -q ' 0 failed' || { echo "$$out" | tail -30; exit 1; }; done
	@# the GPU path under the sanitizers once (lavapipe is too slow for the whole GPU suite there); skipped without a device
	@if [ -f ../shared/testdata/models/qwen3-tiny-f16.gguf ] && $(ASAN_ENV) ./dlgo_asan eval --gpu -m ../shared/testdata/models/qwen3-tiny-f16.gguf \
	    --seqs ../shared/testdata/models/qwen3-tiny-f16.ref.json --greedy 4 > /dev/null 2> .asan_gpu.txt; then echo "asan: GPU eval clean"; \
	elif grep -q "no Vulkan\|not in this build" .asan_gpu.txt; then echo "asan: GPU eval SKIPPED (no Vulkan device)"; \
	else cat .asan_gpu.txt; rm -f .asan_gpu.txt; exit 1; fi; rm -f .asan_gpu.txt

WFLAGS = -std=c99 -Wall -Wextra -Wpedantic -Werror -Wshadow -Wno-unused-function -O2 -D_POSIX_C_SOURCE=200809L -D_DEFAULT_SOURCE
warnings:   ## warning-free builds: gcc, clang, and as C++
	gcc   $(WFLAGS) -fsyntax-only -x c tools/dlgo.c
	gcc   $(WFLAGS) -fsyntax-only -x c tests/run_tests.c
	clang $(WFLAGS) -fsyntax-only -x c tools/dlgo.c
	clang $(WFLAGS) -fsyntax-only -x c tests/run_tests.c
	gcc   $(WFLAGS) $(ARCH) -fsyntax-only -x c tests/run_tests.c
	gcc   $(WFLAGS) -Wno-error=unused-function $(ARCH) -c -o /dev/null tools/dlgo.c   # optimiser warnings need a real compile
	clang $(WFLAGS) $(ARCH) -fsyntax-only -x c tests/run_tests.c
	clang $(WFLAGS) -march=x86-64-v3 -fsyntax-only -x c tests/run_tests.c   # the AVX2 8-row kernels
	@if [ -d /usr/aarch64-linux-gnu/include ]; then echo "clang --target=aarch64-linux-gnu (NEON)"; \
	    clang --target=aarch64-linux-gnu -march=armv8.2-a+dotprod $(WFLAGS) -fsyntax-only -x c tests/run_tests.c; fi
	printf '#define DLGO_IMPLEMENTATION\n#include "dlgo.h"\n' > .cxx_check.cpp
	g++ -std=c++11 -Wall -Wextra -Wpedantic -Werror -O2 -fsyntax-only -I. .cxx_check.cpp
	g++ -std=c++11 -Wall -Wextra -Wpedantic -Werror -O2 $(ARCH) -fsyntax-only -I. .cxx_check.cpp
	clang++ -std=c++11 -Wall -Wextra -Wpedantic -Werror -O2 -fsyntax-only -I. .cxx_check.cpp
	printf '#define DLGO_IMPLEMENTATION\n#define DLGO_STATIC\n#define DLGO_NO_THREADS\n#define DLGO_NO_SIMD\n#include "dlgo.h"\nint main(void){return dlgo_version()[0]==0;}\n' > .c_static_check.c
	gcc $(WFLAGS) -Wno-unused-function -I. -o /dev/null .c_static_check.c -lm
	gcc $(WFLAGS) -DDLGO_NO_STDIO -DDLGO_NO_VULKAN -I. -fsyntax-only -x c .c_static_check.c
	rm -f .cxx_check.cpp .c_static_check.c
	@echo "warnings: clean (gcc, clang, g++, clang++, with and without $(ARCH), x86-64-v3, aarch64 (clang), DLGO_STATIC, DLGO_NO_STDIO + DLGO_NO_VULKAN)"

bench: dlgo   ## speed against llama.cpp (see bench/README.md)
	@if [ -x bench/run.sh ]; then bench/run.sh; else echo "bench: not implemented yet (issue: CPU speed)"; exit 1; fi

clean:   ## remove build outputs
	rm -f dlgo dlgo_asan tests/run_tests tests/run_tests_asan tests/run_tests_asan_simd tests/run_tests_avx2 $(EXAMPLES)

help:
	@grep -E '^[a-z%/_-]+:.*##' Makefile | sed 's/:.*##/ —/'

.PHONY: all test run asan warnings bench clean help

# NEON kernels: cross-compile the test runner for aarch64 (with the dot-product extension) and run the quant and
# simd suites under qemu-user (Debian: gcc-aarch64-linux-gnu qemu-user). CROSS_SUITES=all runs everything.
CROSS_CC ?= aarch64-linux-gnu-gcc
CROSS_SUITES ?= quant simd
test-aarch64: $(TESTSRC) $(HDRS)   ## the suite on aarch64 (NEON + dotprod) under qemu-aarch64
	$(CROSS_CC) $(BASE) -O2 -march=armv8.2-a+dotprod -static -o tests/run_tests_aarch64 tests/run_tests.c $(LIBS)
	@for s in $(CROSS_SUITES); do echo "== qemu-aarch64: $$s"; \
	    out=$$(qemu-aarch64 -cpu max ./tests/run_tests_aarch64 $$s); echo "$$out" | tail -3; \
	    echo "$$out" | grep -q ' 0 failed' || exit 1; done
	$(CROSS_CC) $(BASE) -O2 -march=armv8-a -static -o tests/run_tests_aarch64_nodot tests/run_tests.c $(LIBS)
	@out=$$(qemu-aarch64 -cpu max ./tests/run_tests_aarch64_nodot simd); echo "$$out" | tail -2; \
	    echo "$$out" | grep -q ' 0 failed'

.PHONY: test-aarch64

# The AVX2-only kernels (8-row repacked layouts, no AVX-512) on an x86 host that has AVX-512: the simd and model
# suites built for x86-64-v3 (AVX2/FMA/F16C), the machine class a default -march=native build meets most often.
test-avx2: $(TESTSRC) $(HDRS)   ## the simd and model suites built for AVX2 only (x86-64-v3)
	@if grep -qw avx2 /proc/cpuinfo 2>/dev/null && grep -qw f16c /proc/cpuinfo; then \
	    $(CC) $(BASE) -O2 -g -march=x86-64-v3 -o tests/run_tests_avx2 tests/run_tests.c $(LIBS) && \
	    for s in simd model; do echo "== x86-64-v3: $$s"; out=$$(./tests/run_tests_avx2 $$s); echo "$$out" | tail -2; \
	        echo "$$out" | grep -q ' 0 failed' || { echo "$$out" | grep -B3 FAIL; exit 1; }; done; \
	else echo "test-avx2: SKIPPED — this host has no AVX2/F16C"; fi
.PHONY: test-avx2

test-dropin:   ## the quick start built in an empty folder from dlgo.h alone, then dlgo.h + dlgo_shaders.h + volk
	./tests/dropin.sh
.PHONY: test-dropin

test-audio-full: tests/run_tests   ## speech conformance: all nine Whisper model x WAV combinations (slow)
	./tests/run_tests audio-full

# ---- Vulkan shaders (GPU work) ---------------------------------------------------------------------------
# dlgo_shaders.h is generated from tools/shaders/ and committed; the builds pick it up through dlgo.h.
dlgo tests/run_tests: dlgo_shaders.h
LIBS += -ldl
shaders:   ## regenerate dlgo_shaders.h from tools/shaders/ (needs glslc)
	python3 tools/gen_shaders.py
shaders-check:   ## fail when dlgo_shaders.h is stale (CI)
	python3 tools/gen_shaders.py --check
.PHONY: shaders shaders-check

# ---- fuzzing (libFuzzer + ASan + UBSan; needs clang) -----------------------------------------------------
# `make fuzz` builds every target in tests/fuzz/ and runs each for FUZZ_SECONDS. Seeds come from the test data
# and are copied to a temporary folder: no corpus lives in the repository. Crashes land in FUZZ_OUT.
FUZZ_CC      ?= clang
FUZZ_SECONDS ?= 30
FUZZ_DATA    ?= ../shared/testdata
FUZZ_OUT     ?= fuzz-artifacts
FUZZ_TARGETS = gguf model tokenizer chat wav whisper vad
FUZZ_FLAGS   = -std=c99 -D_GNU_SOURCE -O1 -g -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined \
               -fno-omit-frame-pointer $(ARCH)
tests/fuzz/fuzz_%: tests/fuzz/fuzz_%.c tests/fuzz/fuzz_common.h dlgo.h dlgo_shaders.h
	$(FUZZ_CC) $(FUZZ_FLAGS) -o $@ $< $(LIBS)
fuzz-build: $(addprefix tests/fuzz/fuzz_,$(FUZZ_TARGETS))   ## build the libFuzzer targets
fuzz: fuzz-build   ## run every fuzz target for FUZZ_SECONDS (default 30) on seeds from FUZZ_DATA
	@set -e; tmp=$$(mktemp -d /tmp/dlgo_fuzz.XXXXXX); trap 'rm -rf "$$tmp"' EXIT; d="$(FUZZ_DATA)"; \
	mkdir -p "$(FUZZ_OUT)" $$tmp/gguf $$tmp/model $$tmp/tokenizer $$tmp/chat $$tmp/wav $$tmp/whisper $$tmp/vad $$tmp/vocab; \
	cp $$d/models/*.gguf $$tmp/gguf/; cp $$d/models/*.gguf $$tmp/model/; \
	for q in Q4_0 Q4_K Q6_K IQ2_XXS IQ4_XS TQ1_0 MXFP4; do cp $$d/models-quant/llama-tiny-$$q.gguf $$tmp/model/; done; \
	for v in llama-spm gpt-2 llama-bpe qwen2 gemma-4 falcon; do xz -dc $$d/vocab/ggml-vocab-$$v.gguf.xz > $$tmp/vocab/$$v.gguf; done; \
	for f in $$d/vocab/*.inp; do b=$$(basename $$f .inp); for k in 0 1 2 3 4 5 6; do \
	    { printf "\\$$(printf %03o $$k)\\003"; head -c 4096 $$f; } > $$tmp/tokenizer/$$b.$$k; done; done; \
	for f in $$d/chat/jinja/*; do { printf '\001\377'; cat "$$f"; \
	    printf '\000system\000Be brief\000user\000Hi\000assistant\000Hello\000user\000Bye'; } > $$tmp/chat/$$(basename "$$f"); done; \
	for i in $$(seq 0 60); do printf "\\001\\$$(printf %03o $$i)system\\000S\\000user\\000Hi\\000assistant\\000Yo" > $$tmp/chat/builtin.$$i; done; \
	cp $$d/audio/*.wav $$tmp/wav/; cp $$d/audio/whisper-tiny-synth*.bin $$tmp/whisper/; cp $$d/audio/*silero*.bin $$tmp/vad/; \
	for t in $(FUZZ_TARGETS); do echo "== fuzz_$$t ($(FUZZ_SECONDS) s)"; \
	    DLGO_FUZZ_VOCAB=$$tmp/vocab DLGO_FUZZ_MODEL=$$d/models/llama-tiny-f32.gguf \
	    ./tests/fuzz/fuzz_$$t -max_total_time=$(FUZZ_SECONDS) -max_len=12000000 -rss_limit_mb=4096 -timeout=60 -print_final_stats=1 \
	        -artifact_prefix=$(FUZZ_OUT)/$$t- $$tmp/$$t > $$tmp/$$t.log 2>&1 || { tail -80 $$tmp/$$t.log; exit 1; }; \
	    grep -E '^stat::(number_of_executed_units|peak_rss_mb)|^Done' $$tmp/$$t.log; \
	done
fuzz-clean:   ## remove the fuzz binaries and artifacts
	rm -rf $(addprefix tests/fuzz/fuzz_,$(FUZZ_TARGETS)) $(FUZZ_OUT)
.PHONY: fuzz fuzz-build fuzz-clean

# ---- the whole Vulkan conformance run (every quant file; the default `vulkan` suite takes one per kernel family)
test-vulkan-full: tests/run_tests   ## GPU conformance for every testdata model and quant type (lavapipe: several minutes)
	DLGO_TEST_VK_FULL=1 ./tests/run_tests vulkan
.PHONY: test-vulkan-full
