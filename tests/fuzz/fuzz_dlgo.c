/* The library, compiled once for every fuzz target: `make fuzz-build` instruments this file (coverage + ASan +
   UBSan) into tests/fuzz/fuzz_dlgo.o and links each target against it, so dlgo.h is not compiled once per target.
   The internals are exported (DLGO_EXPOSE_INTERNALS) because the GGUF target reads raw values through them; the
   Makefile adds DLGO_NO_VULKAN and DLGO_NO_SIMD (see its fuzzing section). */
#define DLGO_IMPLEMENTATION
#include "../../dlgo.h"
