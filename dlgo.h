/* dlgo.h v0.1.0 — LLM inference in one file — MIT license at the end of the file.

   QUICK START
   -----------
   In exactly one C or C++ file:

       #define DLGO_IMPLEMENTATION
       #include "dlgo.h"

       int main(void) {
           dlgo_model *model; dlgo_error err;
           if (dlgo_model_load_file("stories260K.gguf", NULL, &model, &err) != DLGO_OK) {
               fprintf(stderr, "%s\n", err.msg); return 1;
           }
           dlgo_generate_desc g = {0}; g.prompt = "Once upon a time"; g.n_predict = 64;
           char *text = NULL;
           dlgo_generate(model, &g, &text, &err);        // streams through g.on_token if set
           puts(text); dlgo_free_string(model, text); dlgo_model_free(model);
       }

   Every other file that needs the API just includes "dlgo.h".

   CONFIG MACROS (define before the #include that has DLGO_IMPLEMENTATION)
   ----------------------------------------------------------------------
     DLGO_IMPLEMENTATION   compile the implementation into this translation unit
     DLGO_STATIC           make every function static (private copy per translation unit)
     DLGO_API              decoration for public functions (default: extern, or static with DLGO_STATIC)
     DLGO_ASSERT(c)        assertion for caller bugs only (default: assert); bad input never asserts
     DLGO_MALLOC/DLGO_FREE default allocator when no dlgo_allocator is given (default: malloc/free)
     DLGO_NO_STDIO         no file loading helpers (memory spans and read callbacks still work)
     DLGO_NO_VULKAN        leave out the Vulkan backend entirely
     DLGO_NO_THREADS       no thread pool; everything runs on the calling thread
     DLGO_NO_SIMD          scalar kernels only (the reference path is always compiled)

   WHAT IT DOES NOT DO
   -------------------
     - no training, no LoRA, no multimodal (image) input
     - no network access; it never downloads anything
     - no Jinja engine: chat templates are recognised the way llama.cpp's llama_chat_apply_template does

   FILE MAP (search for the anchors)
   ---------------------------------
     declarations   >>api-base >>api-gguf >>api-quant >>api-tokenizer >>api-chat >>api-sampler >>api-model
     implementation >>platform >>alloc >>gguf >>quant >>simd >>threads >>unicode >>tokenizer >>chat >>sampler
                    >>arch >>forward-cpu >>public
     end            >>license
*/
#ifndef DLGO_H_INCLUDED
#define DLGO_H_INCLUDED

#include <stddef.h>
#include <stdint.h>

#define DLGO_VERSION_MAJOR 0
#define DLGO_VERSION_MINOR 1
#define DLGO_VERSION_PATCH 0
#define DLGO_VERSION_STRING "0.1.0"

#ifndef DLGO_API
#  ifdef DLGO_STATIC
#    define DLGO_API static
#  else
#    define DLGO_API extern
#  endif
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* ==========================================================================================================
   >>api-base — results, errors, allocator, logger
   ========================================================================================================== */

typedef enum dlgo_result {
    DLGO_OK               = 0,
    DLGO_ERR_INVALID_ARG  = -1,   /* a caller passed something unusable (NULL, out of range, ...) */
    DLGO_ERR_FORMAT       = -2,   /* the input data is malformed (GGUF, JSON, WAV, ...) */
    DLGO_ERR_IO           = -3,   /* a file could not be opened or read */
    DLGO_ERR_OOM          = -4,   /* an allocation failed */
    DLGO_ERR_UNSUPPORTED  = -5,   /* well-formed, but a feature dlgo does not (yet) handle */
    DLGO_ERR_VULKAN       = -6,   /* the Vulkan backend failed */
    DLGO_ERR_BUDGET       = -7,   /* a memory or time budget was exceeded */
    DLGO_ERR_TYPE         = -8,   /* a value exists but has another type than asked for */
    DLGO_ERR_NOT_FOUND    = -9,   /* a key, tensor or name does not exist */
    DLGO_ERR_CONTEXT_FULL = -10,  /* the context window has no room left */
    DLGO_ERR_CANCELLED    = -11   /* a callback asked to stop */
} dlgo_result;

/* A result code plus a text that names what was wrong. Every function that can fail takes an optional
   dlgo_error* (NULL = not interested) and fills it on failure. */
typedef struct dlgo_error {
    dlgo_result code;
    char msg[384];
} dlgo_error;

DLGO_API const char *dlgo_result_str(dlgo_result r);   /* allocates: no · thread: any */
DLGO_API const char *dlgo_version(void);                /* allocates: no · thread: any */

/* Allocator hook. alloc_fn must return memory aligned to at least `align` (a power of two <= 4096). */
typedef struct dlgo_allocator {
    void *(*alloc_fn)(size_t size, size_t align, void *user);
    void  (*free_fn)(void *ptr, void *user);
    void  *user;
} dlgo_allocator;

typedef enum dlgo_log_level { DLGO_LOG_ERROR = 0, DLGO_LOG_WARN = 1, DLGO_LOG_INFO = 2, DLGO_LOG_DEBUG = 3 } dlgo_log_level;
typedef void (*dlgo_log_fn)(dlgo_log_level level, const char *msg, void *user);

/* IEEE half and bfloat16 conversions (round to nearest even, as ggml does). */
DLGO_API float    dlgo_fp16_to_f32(uint16_t h);
DLGO_API uint16_t dlgo_f32_to_fp16(float f);
DLGO_API float    dlgo_bf16_to_f32(uint16_t h);
DLGO_API uint16_t dlgo_f32_to_bf16(float f);

/* ==========================================================================================================
   >>api-gguf — GGUF v2/v3 reader and writer
   ========================================================================================================== */

typedef enum dlgo_gguf_type {
    DLGO_GGUF_U8 = 0, DLGO_GGUF_I8 = 1, DLGO_GGUF_U16 = 2, DLGO_GGUF_I16 = 3, DLGO_GGUF_U32 = 4, DLGO_GGUF_I32 = 5,
    DLGO_GGUF_F32 = 6, DLGO_GGUF_BOOL = 7, DLGO_GGUF_STRING = 8, DLGO_GGUF_ARRAY = 9, DLGO_GGUF_U64 = 10,
    DLGO_GGUF_I64 = 11, DLGO_GGUF_F64 = 12, DLGO_GGUF_TYPE_COUNT = 13
} dlgo_gguf_type;

/* Read callback: copy `size` bytes at `offset` into dst; return 0 on success. */
typedef int (*dlgo_read_fn)(void *user, uint64_t offset, void *dst, size_t size);

typedef struct dlgo_gguf dlgo_gguf;

typedef struct dlgo_gguf_desc {
    const dlgo_allocator *allocator;   /* NULL = DLGO_MALLOC/DLGO_FREE */
} dlgo_gguf_desc;

typedef struct dlgo_tensor_info {
    const char *name;       /* NUL-terminated */
    int32_t     type;       /* dlgo_type (ggml type id) */
    int32_t     n_dims;
    int64_t     ne[4];      /* ggml order; missing dims are 1 */
    uint64_t    offset;     /* relative to the data section */
    uint64_t    size;       /* bytes */
    const void *data;       /* pointer into the mapped/memory span; NULL when opened from a read callback */
} dlgo_tensor_info;

/* Open. The memory span is the primitive: it must stay alive and unchanged until dlgo_gguf_close. */
DLGO_API dlgo_result dlgo_gguf_open_memory(const void *data, size_t size, const dlgo_gguf_desc *desc,
                                           dlgo_gguf **out, dlgo_error *err);
DLGO_API dlgo_result dlgo_gguf_open_file(const char *path, const dlgo_gguf_desc *desc, dlgo_gguf **out,
                                         dlgo_error *err);   /* mmap on POSIX, plain reads elsewhere */
DLGO_API dlgo_result dlgo_gguf_open_callback(dlgo_read_fn read_at, void *user, uint64_t file_size,
                                             const dlgo_gguf_desc *desc, dlgo_gguf **out, dlgo_error *err);
DLGO_API void        dlgo_gguf_close(dlgo_gguf *g);

DLGO_API uint32_t    dlgo_gguf_version(const dlgo_gguf *g);
DLGO_API uint32_t    dlgo_gguf_alignment(const dlgo_gguf *g);
DLGO_API uint64_t    dlgo_gguf_data_offset(const dlgo_gguf *g);   /* absolute offset of the data section */
DLGO_API uint64_t    dlgo_gguf_file_size(const dlgo_gguf *g);
DLGO_API const void *dlgo_gguf_base(const dlgo_gguf *g);          /* start of the file in memory, or NULL */

/* Key/value metadata. Indices run 0..n_kv-1; dlgo_gguf_find_key returns -1 when absent. */
DLGO_API int64_t        dlgo_gguf_n_kv(const dlgo_gguf *g);
DLGO_API int64_t        dlgo_gguf_find_key(const dlgo_gguf *g, const char *key);
DLGO_API const char    *dlgo_gguf_key(const dlgo_gguf *g, int64_t i);
DLGO_API dlgo_gguf_type dlgo_gguf_kv_type(const dlgo_gguf *g, int64_t i);
DLGO_API dlgo_gguf_type dlgo_gguf_arr_type(const dlgo_gguf *g, int64_t i);   /* element type of an array */
DLGO_API uint64_t       dlgo_gguf_arr_n(const dlgo_gguf *g, int64_t i);
DLGO_API const void    *dlgo_gguf_arr_data(const dlgo_gguf *g, int64_t i);   /* raw LE elements (not strings), may be unaligned */
DLGO_API const char    *dlgo_gguf_arr_str(const dlgo_gguf *g, int64_t i, uint64_t j, uint64_t *len);
DLGO_API int64_t        dlgo_gguf_arr_int(const dlgo_gguf *g, int64_t i, uint64_t j);  /* any integer/bool element */
DLGO_API double         dlgo_gguf_arr_float(const dlgo_gguf *g, int64_t i, uint64_t j); /* any numeric element */
/* Scalar value of kv i converted: integers/bools/floats; string value as (ptr,len). */
DLGO_API int64_t        dlgo_gguf_val_int(const dlgo_gguf *g, int64_t i);
DLGO_API uint64_t       dlgo_gguf_val_u64(const dlgo_gguf *g, int64_t i);
DLGO_API double         dlgo_gguf_val_float(const dlgo_gguf *g, int64_t i);
DLGO_API const char    *dlgo_gguf_val_str(const dlgo_gguf *g, int64_t i, uint64_t *len);

/* Typed getters by key: DLGO_ERR_NOT_FOUND when absent, DLGO_ERR_TYPE (with a message) on a type mismatch.
   Strings are not NUL-terminated in the file: get_str returns a pointer and a length. */
DLGO_API dlgo_result dlgo_gguf_get_u32 (const dlgo_gguf *g, const char *key, uint32_t *out, dlgo_error *err);
DLGO_API dlgo_result dlgo_gguf_get_i32 (const dlgo_gguf *g, const char *key, int32_t *out, dlgo_error *err);
DLGO_API dlgo_result dlgo_gguf_get_u64 (const dlgo_gguf *g, const char *key, uint64_t *out, dlgo_error *err);
DLGO_API dlgo_result dlgo_gguf_get_i64 (const dlgo_gguf *g, const char *key, int64_t *out, dlgo_error *err);
DLGO_API dlgo_result dlgo_gguf_get_f32 (const dlgo_gguf *g, const char *key, float *out, dlgo_error *err);
DLGO_API dlgo_result dlgo_gguf_get_f64 (const dlgo_gguf *g, const char *key, double *out, dlgo_error *err);
DLGO_API dlgo_result dlgo_gguf_get_bool(const dlgo_gguf *g, const char *key, int *out, dlgo_error *err);
DLGO_API dlgo_result dlgo_gguf_get_str (const dlgo_gguf *g, const char *key, const char **out, uint64_t *len,
                                        dlgo_error *err);
DLGO_API dlgo_result dlgo_gguf_get_arr (const dlgo_gguf *g, const char *key, dlgo_gguf_type *elem_type,
                                        uint64_t *n, int64_t *kv_index, dlgo_error *err);

/* Tensors. dlgo_gguf_find_tensor returns -1 when absent. */
DLGO_API int64_t                 dlgo_gguf_n_tensors(const dlgo_gguf *g);
DLGO_API int64_t                 dlgo_gguf_find_tensor(const dlgo_gguf *g, const char *name);
DLGO_API const dlgo_tensor_info *dlgo_gguf_tensor(const dlgo_gguf *g, int64_t i);
DLGO_API dlgo_result             dlgo_gguf_read_tensor(const dlgo_gguf *g, int64_t i, void *dst, uint64_t size,
                                                       dlgo_error *err);

/* Writer. Tensor data is referenced, not copied: it must stay alive until the write call. */
typedef struct dlgo_gguf_writer dlgo_gguf_writer;
DLGO_API dlgo_result dlgo_gguf_writer_create(const dlgo_allocator *alloc, dlgo_gguf_writer **out, dlgo_error *err);
DLGO_API void        dlgo_gguf_writer_destroy(dlgo_gguf_writer *w);
DLGO_API dlgo_result dlgo_gguf_writer_set_alignment(dlgo_gguf_writer *w, uint32_t alignment);
DLGO_API dlgo_result dlgo_gguf_writer_set_version(dlgo_gguf_writer *w, uint32_t version);   /* 2 or 3 (default) */
/* Scalar of any non-array, non-string type: `value` points to the LE value of that type. */
DLGO_API dlgo_result dlgo_gguf_writer_set(dlgo_gguf_writer *w, const char *key, dlgo_gguf_type type, const void *value);
DLGO_API dlgo_result dlgo_gguf_writer_set_u32(dlgo_gguf_writer *w, const char *key, uint32_t v);
DLGO_API dlgo_result dlgo_gguf_writer_set_i32(dlgo_gguf_writer *w, const char *key, int32_t v);
DLGO_API dlgo_result dlgo_gguf_writer_set_f32(dlgo_gguf_writer *w, const char *key, float v);
DLGO_API dlgo_result dlgo_gguf_writer_set_bool(dlgo_gguf_writer *w, const char *key, int v);
DLGO_API dlgo_result dlgo_gguf_writer_set_str(dlgo_gguf_writer *w, const char *key, const char *s);
DLGO_API dlgo_result dlgo_gguf_writer_set_arr(dlgo_gguf_writer *w, const char *key, dlgo_gguf_type elem_type,
                                              const void *elems, uint64_t n);
DLGO_API dlgo_result dlgo_gguf_writer_set_arr_str(dlgo_gguf_writer *w, const char *key, const char *const *strs,
                                                  uint64_t n);
/* Copy every key/value of an opened file (for re-writing a model with new tensors). */
DLGO_API dlgo_result dlgo_gguf_writer_copy_kv(dlgo_gguf_writer *w, const dlgo_gguf *src);
DLGO_API dlgo_result dlgo_gguf_writer_add_tensor(dlgo_gguf_writer *w, const char *name, int type, int n_dims,
                                                 const int64_t *ne, const void *data);
DLGO_API dlgo_result dlgo_gguf_writer_write_file(dlgo_gguf_writer *w, const char *path, dlgo_error *err);
/* Whole file into memory allocated with the writer's allocator; free with dlgo_gguf_writer_free_buffer. */
DLGO_API dlgo_result dlgo_gguf_writer_write_memory(dlgo_gguf_writer *w, void **out, size_t *size, dlgo_error *err);
DLGO_API void        dlgo_gguf_writer_free_buffer(dlgo_gguf_writer *w, void *buf);

/* ==========================================================================================================
   >>api-quant — ggml tensor types, dequantization, activation quantization, dot products
   ========================================================================================================== */

/* ggml type ids (the numbers are the file format). */
typedef enum dlgo_type {
    DLGO_TYPE_F32 = 0, DLGO_TYPE_F16 = 1, DLGO_TYPE_Q4_0 = 2, DLGO_TYPE_Q4_1 = 3,
    DLGO_TYPE_Q5_0 = 6, DLGO_TYPE_Q5_1 = 7, DLGO_TYPE_Q8_0 = 8, DLGO_TYPE_Q8_1 = 9,
    DLGO_TYPE_Q2_K = 10, DLGO_TYPE_Q3_K = 11, DLGO_TYPE_Q4_K = 12, DLGO_TYPE_Q5_K = 13, DLGO_TYPE_Q6_K = 14,
    DLGO_TYPE_Q8_K = 15, DLGO_TYPE_IQ2_XXS = 16, DLGO_TYPE_IQ2_XS = 17, DLGO_TYPE_IQ3_XXS = 18,
    DLGO_TYPE_IQ1_S = 19, DLGO_TYPE_IQ4_NL = 20, DLGO_TYPE_IQ3_S = 21, DLGO_TYPE_IQ2_S = 22, DLGO_TYPE_IQ4_XS = 23,
    DLGO_TYPE_I8 = 24, DLGO_TYPE_I16 = 25, DLGO_TYPE_I32 = 26, DLGO_TYPE_I64 = 27, DLGO_TYPE_F64 = 28,
    DLGO_TYPE_IQ1_M = 29, DLGO_TYPE_BF16 = 30, DLGO_TYPE_TQ1_0 = 34, DLGO_TYPE_TQ2_0 = 35,
    DLGO_TYPE_MXFP4 = 39, DLGO_TYPE_NVFP4 = 40, DLGO_TYPE_Q1_0 = 41, DLGO_TYPE_Q2_0 = 42,
    DLGO_TYPE_COUNT = 43
} dlgo_type;

DLGO_API int         dlgo_type_valid(int type);                  /* 1 for a type id dlgo knows */
DLGO_API const char *dlgo_type_name(int type);                   /* "q4_K", "iq2_xxs", "f16"...; "?" if unknown */
DLGO_API int         dlgo_type_from_name(const char *name);      /* case-insensitive; -1 if unknown */
DLGO_API int64_t     dlgo_type_block_size(int type);             /* elements per block; 0 if unknown */
DLGO_API size_t      dlgo_type_block_bytes(int type);            /* bytes per block; 0 if unknown */
DLGO_API size_t      dlgo_row_bytes(int type, int64_t n);        /* bytes of n elements (n % block == 0) */
DLGO_API int         dlgo_type_vec_dot_type(int type);           /* activation type llama.cpp pairs with it */
DLGO_API int         dlgo_type_can_dequantize(int type);
DLGO_API int         dlgo_type_can_quantize(int type);

/* n must be a multiple of the block size. allocates: no · thread: any */
DLGO_API dlgo_result dlgo_dequantize_row(int type, const void *src, float *dst, int64_t n);
DLGO_API dlgo_result dlgo_quantize_row(int type, const float *src, void *dst, int64_t n);
/* Reference dot product of n elements of weight type `type` with activations already in
   dlgo_type_vec_dot_type(type). Scalar, always compiled. */
DLGO_API float       dlgo_vec_dot_ref(int type, const void *w, const void *act, int64_t n);

/* >>api-tokenizer-begin (owned by the tokenizer work) */
/* >>api-tokenizer-end */

/* >>api-chat-begin (owned by the chat-template work) */
/* >>api-chat-end */

/* >>api-sampler-begin (owned by the sampler work) */
/* >>api-sampler-end */

/* >>api-model-begin (owned by the model work) */
/* >>api-model-end */

#ifdef __cplusplus
}
#endif
#endif /* DLGO_H_INCLUDED */

/* ##########################################################################################################
   IMPLEMENTATION
   ########################################################################################################## */
#if defined(DLGO_IMPLEMENTATION) && !defined(DLGO_IMPLEMENTATION_DONE)
#define DLGO_IMPLEMENTATION_DONE

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <float.h>
#include <limits.h>

#ifndef DLGO_ASSERT
#  include <assert.h>
#  define DLGO_ASSERT(c) assert(c)
#endif
#if defined(DLGO_MALLOC) != defined(DLGO_FREE)
#  error "define both DLGO_MALLOC and DLGO_FREE, or neither"
#endif
#ifndef DLGO_MALLOC
#  define DLGO_MALLOC(sz) malloc(sz)
#  define DLGO_FREE(p) free(p)
#endif

#ifdef __cplusplus
#  define DLGO__STATIC_ASSERT(c, msg) static_assert(c, msg)
#else
#  define DLGO__STATIC_ASSERT(c, msg) _Static_assert(c, msg)
#endif

#if defined(__GNUC__) || defined(__clang__)
#  define DLGO__UNUSED __attribute__((unused))
#  define DLGO__PRINTF(a, b) __attribute__((format(printf, a, b)))
#else
#  define DLGO__UNUSED
#  define DLGO__PRINTF(a, b)
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* ==========================================================================================================
   >>platform — files, mmap, clocks
   ========================================================================================================== */

#if !defined(DLGO_NO_STDIO) && (defined(__unix__) || defined(__APPLE__))
#  define DLGO__HAVE_MMAP 1
#  include <sys/mman.h>
#  include <sys/stat.h>
#  include <fcntl.h>
#  include <unistd.h>
#endif

/* ==========================================================================================================
   >>alloc — allocator hook, errors, logging
   ========================================================================================================== */

static void *dlgo__default_alloc(size_t size, size_t align, void *user) {
    /* over-allocate, store the original pointer just before the aligned block */
    (void)user;
    if (align < sizeof(void *)) align = sizeof(void *);
    if (size > SIZE_MAX - align - sizeof(void *)) return NULL;
    unsigned char *raw = (unsigned char *)DLGO_MALLOC(size + align + sizeof(void *));
    if (!raw) return NULL;
    uintptr_t p = ((uintptr_t)(raw + sizeof(void *)) + (align - 1)) & ~(uintptr_t)(align - 1);
    ((void **)p)[-1] = raw;
    return (void *)p;
}
static void dlgo__default_free(void *ptr, void *user) {
    (void)user;
    if (ptr) DLGO_FREE(((void **)ptr)[-1]);
}
static const dlgo_allocator dlgo__default_allocator = { dlgo__default_alloc, dlgo__default_free, NULL };

static const dlgo_allocator *dlgo__alloc_or_default(const dlgo_allocator *a) {
    return (a && a->alloc_fn && a->free_fn) ? a : &dlgo__default_allocator;
}
/* 64-byte aligned so SIMD kernels can use aligned loads on any buffer dlgo allocates */
static void *dlgo__malloc(const dlgo_allocator *a, size_t size) {
    a = dlgo__alloc_or_default(a);
    return a->alloc_fn(size ? size : 1, 64, a->user);
}
static void *dlgo__calloc(const dlgo_allocator *a, size_t n, size_t size) {
    if (size && n > SIZE_MAX / size) return NULL;
    void *p = dlgo__malloc(a, n * size);
    if (p) memset(p, 0, n * size);
    return p;
}
static void dlgo__free(const dlgo_allocator *a, void *p) {
    if (!p) return;
    a = dlgo__alloc_or_default(a);
    a->free_fn(p, a->user);
}
/* Grow *p (holding *cap elements of `elem` bytes) to at least `need` elements. */
static int dlgo__grow(const dlgo_allocator *a, void **p, size_t *cap, size_t need, size_t elem) {
    if (need <= *cap) return 1;
    size_t nc = *cap ? *cap : 8;
    while (nc < need) { if (nc > SIZE_MAX / 2 / elem) return 0; nc *= 2; }
    void *np = dlgo__malloc(a, nc * elem);
    if (!np) return 0;
    if (*p) { memcpy(np, *p, *cap * elem); dlgo__free(a, *p); }
    *p = np; *cap = nc;
    return 1;
}
static char *dlgo__strndup(const dlgo_allocator *a, const char *s, size_t n) {
    char *r = (char *)dlgo__malloc(a, n + 1);
    if (!r) return NULL;
    memcpy(r, s, n); r[n] = 0;
    return r;
}

DLGO__PRINTF(3, 4)
static dlgo_result dlgo__err(dlgo_error *err, dlgo_result code, const char *fmt, ...) {
    if (err) {
        va_list ap;
        va_start(ap, fmt);
        err->code = code;
        vsnprintf(err->msg, sizeof(err->msg), fmt, ap);
        va_end(ap);
    }
    return code;
}

DLGO_API const char *dlgo_result_str(dlgo_result r) {
    switch (r) {
    case DLGO_OK: return "ok";
    case DLGO_ERR_INVALID_ARG: return "invalid argument";
    case DLGO_ERR_FORMAT: return "malformed input";
    case DLGO_ERR_IO: return "i/o error";
    case DLGO_ERR_OOM: return "out of memory";
    case DLGO_ERR_UNSUPPORTED: return "unsupported";
    case DLGO_ERR_VULKAN: return "vulkan error";
    case DLGO_ERR_BUDGET: return "budget exceeded";
    case DLGO_ERR_TYPE: return "type mismatch";
    case DLGO_ERR_NOT_FOUND: return "not found";
    case DLGO_ERR_CONTEXT_FULL: return "context full";
    case DLGO_ERR_CANCELLED: return "cancelled";
    }
    return "unknown error";
}
DLGO_API const char *dlgo_version(void) { return DLGO_VERSION_STRING; }

/* fp16 <-> f32 without hardware help; bit-identical to F16C (round to nearest even, NaN kept). */
DLGO_API float dlgo_fp16_to_f32(uint16_t h) {
    uint32_t sign = (uint32_t)(h & 0x8000) << 16, exp = (h >> 10) & 0x1f, man = h & 0x3ff, bits;
    if (exp == 0) {
        if (man == 0) bits = sign;
        else {   /* subnormal: normalise */
            exp = 127 - 15 + 1;
            while (!(man & 0x400)) { man <<= 1; exp--; }
            man &= 0x3ff;
            bits = sign | (exp << 23) | (man << 13);
        }
    } else if (exp == 31) bits = sign | 0x7f800000u | (man << 13);
    else bits = sign | ((exp + 127 - 15) << 23) | (man << 13);
    float f; memcpy(&f, &bits, 4);
    return f;
}
DLGO_API uint16_t dlgo_f32_to_fp16(float f) {
    uint32_t x; memcpy(&x, &f, 4);
    uint32_t sign = (x >> 16) & 0x8000, ax = x & 0x7fffffff;
    if (ax >= 0x7f800000u) return (uint16_t)(sign | 0x7c00 | (ax > 0x7f800000u ? 0x200 | ((ax >> 13) & 0x3ff) : 0));
    if (ax >= 0x477ff000u) return (uint16_t)(sign | 0x7c00);   /* rounds to >= 65520: infinity */
    if (ax < 0x38800000u) {                                    /* result is subnormal or zero */
        if (ax < 0x33000000u) return (uint16_t)sign;           /* < 2^-25: rounds to zero */
        uint32_t e = ax >> 23, m = (ax & 0x7fffff) | 0x800000;
        uint32_t shift = 126 - e;                              /* 14..24 */
        uint32_t r = m >> shift, rem = m & ((1u << shift) - 1), half = 1u << (shift - 1);
        if (rem > half || (rem == half && (r & 1))) r++;
        return (uint16_t)(sign | r);
    }
    uint32_t r = ((ax >> 13) - (112u << 10));                  /* rebias exponent 127 -> 15 */
    uint32_t rem = ax & 0x1fff;
    if (rem > 0x1000 || (rem == 0x1000 && (r & 1))) r++;
    return (uint16_t)(sign | r);
}
DLGO_API float dlgo_bf16_to_f32(uint16_t h) {
    uint32_t bits = (uint32_t)h << 16; float f; memcpy(&f, &bits, 4); return f;
}
DLGO_API uint16_t dlgo_f32_to_bf16(float f) {
    uint32_t x; memcpy(&x, &f, 4);
    if ((x & 0x7fffffff) > 0x7f800000u) return (uint16_t)((x >> 16) | 64);   /* quiet NaN */
    return (uint16_t)((x + (0x7fff + ((x >> 16) & 1))) >> 16);
}

/* Little-endian loads that work at any alignment. */
static uint16_t dlgo__rd16(const void *p) { const uint8_t *b = (const uint8_t *)p; return (uint16_t)(b[0] | (b[1] << 8)); }
static uint32_t dlgo__rd32(const void *p) {
    const uint8_t *b = (const uint8_t *)p;
    return (uint32_t)b[0] | ((uint32_t)b[1] << 8) | ((uint32_t)b[2] << 16) | ((uint32_t)b[3] << 24);
}
static uint64_t dlgo__rd64(const void *p) {
    const uint8_t *b = (const uint8_t *)p;
    return (uint64_t)dlgo__rd32(b) | ((uint64_t)dlgo__rd32(b + 4) << 32);
}

/* >>gguf-begin (GGUF reader/writer) */
/* ==========================================================================================================
   >>gguf — GGUF v2/v3 reader and writer

   File layout (little-endian):  "GGUF" | u32 version | i64 n_tensors | i64 n_kv | n_kv × (string key, u32 type,
   value) | n_tensors × (string name, u32 n_dims, i64 ne[n_dims], u32 type, u64 offset) | zero pad to alignment |
   data section. A string is u64 length + bytes (no terminator). Tensor offsets are relative to the data section
   and, as llama.cpp demands, tensors are packed in info order, each padded to the alignment.

   The reader parses from a memory span. Files are mmapped; a read callback fills a growing header buffer
   (the parser reports "need more" when it runs off the end of a buffer that is shorter than the file).
   Every failure names the field and the file offset.
   ========================================================================================================== */

#define DLGO__GGUF_MAX_NAME 64          /* ggml's GGML_MAX_NAME, including the terminator */
#define DLGO__GGUF_MAX_DIMS 4

typedef struct dlgo__gguf_kv {
    char          *key;          /* NUL-terminated copy */
    dlgo_gguf_type type;
    dlgo_gguf_type arr_type;     /* arrays only */
    uint64_t       n;            /* array element count; string byte length */
    const uint8_t *data;         /* value bytes (scalars, raw arrays, string bytes) inside the header buffer */
    const uint8_t **strs;        /* string arrays: element pointers ... */
    uint64_t      *str_lens;     /* ... and lengths */
} dlgo__gguf_kv;

struct dlgo_gguf {
    dlgo_allocator   alloc;
    uint32_t         version, alignment;
    uint64_t         file_size, data_offset;
    const uint8_t   *base;        /* whole file in memory, or NULL (callback mode) */
    uint8_t         *header;      /* callback mode: owned copy of the header bytes */
    void            *map;         /* mmap'ed region to unmap, or owned file copy */
    size_t           map_size;
    int              map_owned;   /* 1 = mmap, 2 = allocated copy */
    dlgo_read_fn     read_at;
    void            *read_user;
    int64_t          n_kv, n_tensors;
    dlgo__gguf_kv   *kv;
    dlgo_tensor_info *tensors;
    char            *names;      /* tensor names, DLGO__GGUF_MAX_NAME bytes each */
    int64_t         *kv_hash, *tensor_hash;   /* open addressing: index+1, 0 = empty */
    uint64_t         kv_hash_cap, tensor_hash_cap;
};

static uint64_t dlgo__hash_bytes(const void *p, size_t n) {   /* FNV-1a */
    const uint8_t *b = (const uint8_t *)p;
    uint64_t h = 1469598103934665603ull;
    for (size_t i = 0; i < n; i++) { h ^= b[i]; h *= 1099511628211ull; }
    return h;
}
static size_t dlgo__gguf_type_size(uint32_t t) {
    static const uint8_t sizes[DLGO_GGUF_TYPE_COUNT] = { 1, 1, 2, 2, 4, 4, 4, 1, 0, 0, 8, 8, 8 };
    return t < DLGO_GGUF_TYPE_COUNT ? sizes[t] : 0;
}
static const char *dlgo__gguf_type_name(uint32_t t) {
    static const char *const names[DLGO_GGUF_TYPE_COUNT] = { "u8", "i8", "u16", "i16", "u32", "i32", "f32", "bool",
                                                             "string", "array", "u64", "i64", "f64" };
    return t < DLGO_GGUF_TYPE_COUNT ? names[t] : "invalid";
}

/* Parsing cursor over the header buffer. */
typedef struct dlgo__gcur {
    const uint8_t *buf;
    uint64_t pos, size, file_size;
    int need_more;          /* ran off a buffer that is shorter than the file */
    dlgo_error *err;
} dlgo__gcur;

static int dlgo__gc_avail(dlgo__gcur *c, uint64_t n, const char *what) {
    if (n <= c->size - c->pos) return 1;
    if (c->size < c->file_size) { c->need_more = 1; return 0; }
    dlgo__err(c->err, DLGO_ERR_FORMAT, "gguf: truncated file: %s at offset %llu needs %llu bytes, only %llu left",
              what, (unsigned long long)c->pos, (unsigned long long)n, (unsigned long long)(c->size - c->pos));
    return 0;
}
static int dlgo__gc_u32(dlgo__gcur *c, uint32_t *v, const char *what) {
    if (!dlgo__gc_avail(c, 4, what)) return 0;
    *v = dlgo__rd32(c->buf + c->pos); c->pos += 4; return 1;
}
static int dlgo__gc_u64(dlgo__gcur *c, uint64_t *v, const char *what) {
    if (!dlgo__gc_avail(c, 8, what)) return 0;
    *v = dlgo__rd64(c->buf + c->pos); c->pos += 8; return 1;
}
static int dlgo__gc_str(dlgo__gcur *c, const uint8_t **s, uint64_t *len, const char *what) {
    if (!dlgo__gc_u64(c, len, what)) return 0;
    if (*len > c->file_size - c->pos) {   /* hostile length: larger than what is left of the file */
        dlgo__err(c->err, DLGO_ERR_FORMAT, "gguf: %s at offset %llu has length %llu, past the end of the file (size %llu)",
                  what, (unsigned long long)(c->pos - 8), (unsigned long long)*len, (unsigned long long)c->file_size);
        return 0;
    }
    if (!dlgo__gc_avail(c, *len, what)) return 0;
    *s = c->buf + c->pos; c->pos += *len;
    return 1;
}

static void dlgo__gguf_free_tables(dlgo_gguf *g) {
    if (g->kv) {
        for (int64_t i = 0; i < g->n_kv; i++) {
            dlgo__free(&g->alloc, g->kv[i].key);
            dlgo__free(&g->alloc, (void *)g->kv[i].strs);
            dlgo__free(&g->alloc, g->kv[i].str_lens);
        }
    }
    dlgo__free(&g->alloc, g->kv); g->kv = NULL;
    dlgo__free(&g->alloc, g->tensors); g->tensors = NULL;
    dlgo__free(&g->alloc, g->names); g->names = NULL;
    dlgo__free(&g->alloc, g->kv_hash); g->kv_hash = NULL;
    dlgo__free(&g->alloc, g->tensor_hash); g->tensor_hash = NULL;
    g->n_kv = g->n_tensors = 0;
}

/* Insert name -> index into an open-addressing table; returns the clashing index, or -1 when new. */
static int64_t dlgo__hash_insert(int64_t *tab, uint64_t cap, const char *name, size_t len, int64_t idx,
                                 const char *(*name_of)(const dlgo_gguf *, int64_t), const dlgo_gguf *g) {
    uint64_t h = dlgo__hash_bytes(name, len) & (cap - 1);
    while (tab[h]) {
        const char *other = name_of(g, tab[h] - 1);
        if (strlen(other) == len && !memcmp(other, name, len)) return tab[h] - 1;
        h = (h + 1) & (cap - 1);
    }
    tab[h] = idx + 1;
    return -1;
}
static int64_t dlgo__hash_find(const int64_t *tab, uint64_t cap, const char *name,
                               const char *(*name_of)(const dlgo_gguf *, int64_t), const dlgo_gguf *g) {
    if (!tab || !name) return -1;
    size_t len = strlen(name);
    uint64_t h = dlgo__hash_bytes(name, len) & (cap - 1);
    while (tab[h]) {
        const char *other = name_of(g, tab[h] - 1);
        if (!strcmp(other, name)) return tab[h] - 1;
        h = (h + 1) & (cap - 1);
    }
    return -1;
}
static const char *dlgo__gguf_kv_name(const dlgo_gguf *g, int64_t i) { return g->kv[i].key; }
static const char *dlgo__gguf_tensor_name(const dlgo_gguf *g, int64_t i) { return g->tensors[i].name; }
static uint64_t dlgo__pow2_at_least(uint64_t n) { uint64_t c = 16; while (c < n * 2) c <<= 1; return c; }

/* Parse the header in c->buf. Returns DLGO_OK, an error, or DLGO_ERR_BUDGET meaning "need more bytes". */
static dlgo_result dlgo__gguf_parse(dlgo_gguf *g, dlgo__gcur *c) {
    dlgo_error *err = c->err;
    uint32_t magic, version;
    if (!dlgo__gc_avail(c, 4, "magic")) goto fail;
    magic = dlgo__rd32(c->buf);
    if (memcmp(c->buf, "GGUF", 4) != 0) {
        if (magic == 0x67676d6cu || magic == 0x67676d66u || magic == 0x67676a74u)
            return dlgo__err(err, DLGO_ERR_UNSUPPORTED, "gguf: legacy GGML/GGMF/GGJT file (magic 0x%08x): convert it to GGUF", (unsigned)magic);
        return dlgo__err(err, DLGO_ERR_FORMAT, "gguf: bad magic 0x%08x (expected \"GGUF\")", (unsigned)magic);
    }
    c->pos = 4;
    if (!dlgo__gc_u32(c, &version, "version")) goto fail;
    if ((version & 0xffff) == 0)
        return dlgo__err(err, DLGO_ERR_FORMAT, "gguf: version 0x%08x looks byte-swapped (big-endian file?)", (unsigned)version);
    if (version == 1) return dlgo__err(err, DLGO_ERR_UNSUPPORTED, "gguf: version 1 is not supported (only 2 and 3)");
    if (version != 2 && version != 3) return dlgo__err(err, DLGO_ERR_UNSUPPORTED, "gguf: unknown version %u (only 2 and 3)", (unsigned)version);
    g->version = version;
    uint64_t nt, nkv;
    if (!dlgo__gc_u64(c, &nt, "tensor count") || !dlgo__gc_u64(c, &nkv, "key/value count")) goto fail;
    /* every tensor info takes >= 8+1+4+8+4+8 bytes and every kv >= 8+1+4+1: counts beyond that are lies */
    if ((int64_t)nt < 0 || nt > c->file_size / 33)
        return dlgo__err(err, DLGO_ERR_FORMAT, "gguf: tensor count %lld is impossible for a %llu-byte file", (long long)nt, (unsigned long long)c->file_size);
    if ((int64_t)nkv < 0 || nkv > c->file_size / 14)
        return dlgo__err(err, DLGO_ERR_FORMAT, "gguf: key/value count %lld is impossible for a %llu-byte file", (long long)nkv, (unsigned long long)c->file_size);

    g->kv = (dlgo__gguf_kv *)dlgo__calloc(&g->alloc, nkv ? nkv : 1, sizeof(dlgo__gguf_kv));
    g->kv_hash_cap = dlgo__pow2_at_least(nkv);
    g->kv_hash = (int64_t *)dlgo__calloc(&g->alloc, g->kv_hash_cap, sizeof(int64_t));
    if (!g->kv || !g->kv_hash) return dlgo__err(err, DLGO_ERR_OOM, "gguf: out of memory for %llu keys", (unsigned long long)nkv);
    g->alignment = 32;
    for (uint64_t i = 0; i < nkv; i++) {
        dlgo__gguf_kv *kv = &g->kv[i];
        const uint8_t *ks; uint64_t klen; uint32_t type;
        if (!dlgo__gc_str(c, &ks, &klen, "key")) goto fail;
        if (klen == 0) return dlgo__err(err, DLGO_ERR_FORMAT, "gguf: key %llu is empty", (unsigned long long)i);
        if (memchr(ks, 0, klen)) return dlgo__err(err, DLGO_ERR_FORMAT, "gguf: key %llu contains a NUL byte", (unsigned long long)i);
        kv->key = dlgo__strndup(&g->alloc, (const char *)ks, klen);
        if (!kv->key) return dlgo__err(err, DLGO_ERR_OOM, "gguf: out of memory");
        g->n_kv = (int64_t)i + 1;
        if (dlgo__hash_insert(g->kv_hash, g->kv_hash_cap, kv->key, klen, (int64_t)i, dlgo__gguf_kv_name, g) >= 0)
            return dlgo__err(err, DLGO_ERR_FORMAT, "gguf: duplicate key '%s'", kv->key);
        if (!dlgo__gc_u32(c, &type, "value type")) goto fail;
        if (type >= DLGO_GGUF_TYPE_COUNT)
            return dlgo__err(err, DLGO_ERR_FORMAT, "gguf: key '%s' has unknown value type %u", kv->key, (unsigned)type);
        kv->type = (dlgo_gguf_type)type;
        if (type == DLGO_GGUF_STRING) {
            if (!dlgo__gc_str(c, &kv->data, &kv->n, "string value")) goto fail;
        } else if (type == DLGO_GGUF_ARRAY) {
            uint32_t at; uint64_t n;
            if (!dlgo__gc_u32(c, &at, "array element type") || !dlgo__gc_u64(c, &n, "array length")) goto fail;
            if (at >= DLGO_GGUF_TYPE_COUNT || at == DLGO_GGUF_ARRAY)
                return dlgo__err(err, DLGO_ERR_FORMAT, "gguf: key '%s' is an array of %s element type %u", kv->key,
                                 at == DLGO_GGUF_ARRAY ? "nested-array" : "unknown", (unsigned)at);
            kv->arr_type = (dlgo_gguf_type)at; kv->n = n;
            if (at == DLGO_GGUF_STRING) {
                if (n > (c->file_size - c->pos) / 8)
                    return dlgo__err(err, DLGO_ERR_FORMAT, "gguf: key '%s': string array of %llu elements cannot fit in the file",
                                     kv->key, (unsigned long long)n);
                kv->strs = (const uint8_t **)dlgo__malloc(&g->alloc, (n ? n : 1) * sizeof(uint8_t *));
                kv->str_lens = (uint64_t *)dlgo__malloc(&g->alloc, (n ? n : 1) * sizeof(uint64_t));
                if (!kv->strs || !kv->str_lens) return dlgo__err(err, DLGO_ERR_OOM, "gguf: out of memory for array '%s'", kv->key);
                for (uint64_t j = 0; j < n; j++)
                    if (!dlgo__gc_str(c, &kv->strs[j], &kv->str_lens[j], "array string")) goto fail;
            } else {
                uint64_t es = dlgo__gguf_type_size(at);
                if (n > (c->file_size - c->pos) / es)
                    return dlgo__err(err, DLGO_ERR_FORMAT, "gguf: key '%s': array of %llu %s elements runs past the end of the file",
                                     kv->key, (unsigned long long)n, dlgo__gguf_type_name(at));
                if (!dlgo__gc_avail(c, n * es, "array data")) goto fail;
                kv->data = c->buf + c->pos; c->pos += n * es;
            }
        } else {
            uint64_t es = dlgo__gguf_type_size(type);
            if (!dlgo__gc_avail(c, es, "scalar value")) goto fail;
            kv->data = c->buf + c->pos; kv->n = 1; c->pos += es;
        }
        if (!strcmp(kv->key, "general.alignment")) {
            if (kv->type != DLGO_GGUF_U32)
                return dlgo__err(err, DLGO_ERR_FORMAT, "gguf: general.alignment must be u32, not %s", dlgo__gguf_type_name(kv->type));
            uint32_t a = dlgo__rd32(kv->data);
            if (a == 0 || (a & (a - 1)) || a > (1u << 24))
                return dlgo__err(err, DLGO_ERR_FORMAT, "gguf: general.alignment %u is not a power of two (<= 16M)", (unsigned)a);
            g->alignment = a;
        }
    }

    g->tensors = (dlgo_tensor_info *)dlgo__calloc(&g->alloc, nt ? nt : 1, sizeof(dlgo_tensor_info));
    g->names = (char *)dlgo__calloc(&g->alloc, nt ? nt : 1, DLGO__GGUF_MAX_NAME);
    g->tensor_hash_cap = dlgo__pow2_at_least(nt);
    g->tensor_hash = (int64_t *)dlgo__calloc(&g->alloc, g->tensor_hash_cap, sizeof(int64_t));
    if (!g->tensors || !g->names || !g->tensor_hash) return dlgo__err(err, DLGO_ERR_OOM, "gguf: out of memory for %llu tensors", (unsigned long long)nt);
    for (uint64_t i = 0; i < nt; i++) {
        dlgo_tensor_info *t = &g->tensors[i];
        char *name = g->names + i * DLGO__GGUF_MAX_NAME;
        const uint8_t *ns; uint64_t nlen; uint32_t nd, type;
        if (!dlgo__gc_str(c, &ns, &nlen, "tensor name")) goto fail;
        if (nlen >= DLGO__GGUF_MAX_NAME)
            return dlgo__err(err, DLGO_ERR_FORMAT, "gguf: tensor %llu name is %llu bytes long (max %d)", (unsigned long long)i, (unsigned long long)nlen, DLGO__GGUF_MAX_NAME - 1);
        if (memchr(ns, 0, nlen)) return dlgo__err(err, DLGO_ERR_FORMAT, "gguf: tensor %llu name contains a NUL byte", (unsigned long long)i);
        memcpy(name, ns, nlen); name[nlen] = 0;
        t->name = name;
        g->n_tensors = (int64_t)i + 1;
        if (dlgo__hash_insert(g->tensor_hash, g->tensor_hash_cap, name, nlen, (int64_t)i, dlgo__gguf_tensor_name, g) >= 0)
            return dlgo__err(err, DLGO_ERR_FORMAT, "gguf: duplicate tensor name '%s'", name);
        if (!dlgo__gc_u32(c, &nd, "tensor n_dims")) goto fail;
        if (nd > DLGO__GGUF_MAX_DIMS)
            return dlgo__err(err, DLGO_ERR_FORMAT, "gguf: tensor '%s' has %u dimensions (max %d)", name, (unsigned)nd, DLGO__GGUF_MAX_DIMS);
        t->n_dims = (int32_t)nd;
        for (int d = 0; d < 4; d++) t->ne[d] = 1;
        for (uint32_t d = 0; d < nd; d++) {
            uint64_t v;
            if (!dlgo__gc_u64(c, &v, "tensor dimension")) goto fail;
            if ((int64_t)v < 0)
                return dlgo__err(err, DLGO_ERR_FORMAT, "gguf: tensor '%s' dimension %u is negative (%lld)", name, (unsigned)d, (long long)v);
            t->ne[d] = (int64_t)v;
        }
        /* element count must not overflow int64 */
        {
            int64_t prod = 1; int overflow = 0;
            for (int d = 0; d < 4; d++) {
                if (t->ne[d] != 0 && prod > INT64_MAX / t->ne[d]) overflow = 1;
                else prod *= t->ne[d];
            }
            if (overflow)
                return dlgo__err(err, DLGO_ERR_FORMAT, "gguf: tensor '%s' shape [%lld, %lld, %lld, %lld] overflows the element count",
                                 name, (long long)t->ne[0], (long long)t->ne[1], (long long)t->ne[2], (long long)t->ne[3]);
        }
        if (!dlgo__gc_u32(c, &type, "tensor type")) goto fail;
        if (!dlgo_type_valid((int)type))
            return dlgo__err(err, DLGO_ERR_FORMAT, "gguf: tensor '%s' has unknown type id %u", name, (unsigned)type);
        t->type = (int32_t)type;
        int64_t bs = dlgo_type_block_size((int)type);
        if (t->ne[0] % bs != 0)
            return dlgo__err(err, DLGO_ERR_FORMAT, "gguf: tensor '%s' (%s): row length %lld is not a multiple of the block size %lld",
                             name, dlgo_type_name((int)type), (long long)t->ne[0], (long long)bs);
        {   /* bytes = rows * row_bytes; rows*row_bytes must stay below 2^63 */
            uint64_t row = (uint64_t)(t->ne[0] / bs) * dlgo_type_block_bytes((int)type);
            uint64_t rows = (uint64_t)t->ne[1] * (uint64_t)t->ne[2] * (uint64_t)t->ne[3];   /* no overflow: checked above */
            if (rows && row > (uint64_t)INT64_MAX / rows)
                return dlgo__err(err, DLGO_ERR_FORMAT, "gguf: tensor '%s' byte size overflows", name);
            t->size = row * rows;
        }
        if (!dlgo__gc_u64(c, &t->offset, "tensor offset")) goto fail;
    }
    /* data section starts at the next multiple of the alignment */
    {
        uint64_t a = g->alignment, off = c->pos;
        uint64_t data = off + (a - off % a) % a;
        if (nt > 0 && data > c->file_size)
            return dlgo__err(err, DLGO_ERR_FORMAT, "gguf: data section would start at %llu, past the end of the file (size %llu)",
                             (unsigned long long)data, (unsigned long long)c->file_size);
        g->data_offset = data;
        uint64_t expect = 0, avail = c->file_size > data ? c->file_size - data : 0;
        for (uint64_t i = 0; i < nt; i++) {
            dlgo_tensor_info *t = &g->tensors[i];
            if (t->offset % a)
                return dlgo__err(err, DLGO_ERR_FORMAT, "gguf: tensor '%s' offset %llu is not a multiple of the alignment %llu",
                                 t->name, (unsigned long long)t->offset, (unsigned long long)a);
            if (t->offset != expect)
                return dlgo__err(err, DLGO_ERR_FORMAT, "gguf: tensor '%s' has offset %llu, expected %llu (tensors must be packed in order)",
                                 t->name, (unsigned long long)t->offset, (unsigned long long)expect);
            if (t->size > avail || t->offset > avail - t->size)
                return dlgo__err(err, DLGO_ERR_FORMAT, "gguf: tensor '%s' offset %llu + %llu bytes runs past the end of the file (data section %llu bytes)",
                                 t->name, (unsigned long long)t->offset, (unsigned long long)t->size, (unsigned long long)avail);
            uint64_t padded = t->size + (a - t->size % a) % a;
            expect += padded;
            if (g->base) t->data = g->base + data + t->offset;
        }
    }
    return DLGO_OK;
fail:
    if (c->need_more) return DLGO_ERR_BUDGET;
    return err ? err->code : DLGO_ERR_FORMAT;
}

static dlgo_result dlgo__gguf_new(const dlgo_gguf_desc *desc, dlgo_gguf **out, dlgo_error *err) {
    const dlgo_allocator *a = dlgo__alloc_or_default(desc ? desc->allocator : NULL);
    if (!out) return dlgo__err(err, DLGO_ERR_INVALID_ARG, "gguf: out pointer is NULL");
    *out = NULL;
    dlgo_gguf *g = (dlgo_gguf *)a->alloc_fn(sizeof(dlgo_gguf), 64, a->user);
    if (!g) return dlgo__err(err, DLGO_ERR_OOM, "gguf: out of memory");
    memset(g, 0, sizeof *g);
    g->alloc = *a;
    *out = g;
    return DLGO_OK;
}

DLGO_API dlgo_result dlgo_gguf_open_memory(const void *data, size_t size, const dlgo_gguf_desc *desc,
                                           dlgo_gguf **out, dlgo_error *err) {
    dlgo_error local;
    if (!err) err = &local;
    if (!data && size) return dlgo__err(err, DLGO_ERR_INVALID_ARG, "gguf: data is NULL");
    dlgo_result r = dlgo__gguf_new(desc, out, err);
    if (r != DLGO_OK) return r;
    dlgo_gguf *g = *out;
    g->base = (const uint8_t *)data; g->file_size = size;
    dlgo__gcur c; memset(&c, 0, sizeof c);
    c.buf = g->base; c.size = size; c.file_size = size; c.err = err;
    r = dlgo__gguf_parse(g, &c);
    if (r != DLGO_OK) { dlgo_gguf_close(g); *out = NULL; }
    return r;
}

DLGO_API dlgo_result dlgo_gguf_open_callback(dlgo_read_fn read_at, void *user, uint64_t file_size,
                                             const dlgo_gguf_desc *desc, dlgo_gguf **out, dlgo_error *err) {
    dlgo_error local;
    if (!err) err = &local;
    if (!read_at) return dlgo__err(err, DLGO_ERR_INVALID_ARG, "gguf: read callback is NULL");
    dlgo_result r = dlgo__gguf_new(desc, out, err);
    if (r != DLGO_OK) return r;
    dlgo_gguf *g = *out;
    g->file_size = file_size; g->read_at = read_at; g->read_user = user;
    /* read a growing prefix until the header parses (headers are small next to the data) */
    uint64_t want = 1 << 20;
    for (;;) {
        if (want > file_size) want = file_size;
        if (want > SIZE_MAX) { r = dlgo__err(err, DLGO_ERR_OOM, "gguf: header too large for this platform"); break; }
        dlgo__free(&g->alloc, g->header);
        dlgo__gguf_free_tables(g);
        g->header = (uint8_t *)dlgo__malloc(&g->alloc, (size_t)want);
        if (!g->header) { r = dlgo__err(err, DLGO_ERR_OOM, "gguf: out of memory for a %llu-byte header", (unsigned long long)want); break; }
        if (want && read_at(user, 0, g->header, (size_t)want) != 0) { r = dlgo__err(err, DLGO_ERR_IO, "gguf: read callback failed at offset 0 (%llu bytes)", (unsigned long long)want); break; }
        dlgo__gcur c; memset(&c, 0, sizeof c);
        c.buf = g->header; c.size = want; c.file_size = file_size; c.err = err;
        r = dlgo__gguf_parse(g, &c);
        if (r != DLGO_ERR_BUDGET) break;
        want *= 4;
    }
    if (r != DLGO_OK) { dlgo_gguf_close(g); *out = NULL; }
    return r;
}

#ifndef DLGO_NO_STDIO
static int dlgo__file_read_at(void *user, uint64_t offset, void *dst, size_t size) {
    FILE *f = (FILE *)user;
    if (offset > (uint64_t)LONG_MAX || fseek(f, (long)offset, SEEK_SET) != 0) return -1;
    return fread(dst, 1, size, f) == size ? 0 : -1;
}
DLGO_API dlgo_result dlgo_gguf_open_file(const char *path, const dlgo_gguf_desc *desc, dlgo_gguf **out,
                                         dlgo_error *err) {
    dlgo_error local;
    if (!err) err = &local;
    if (!path) return dlgo__err(err, DLGO_ERR_INVALID_ARG, "gguf: path is NULL");
    if (out) *out = NULL;
#ifdef DLGO__HAVE_MMAP
    int fd = open(path, O_RDONLY);
    if (fd < 0) return dlgo__err(err, DLGO_ERR_IO, "gguf: cannot open '%s'", path);
    struct stat st;
    if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) { close(fd); return dlgo__err(err, DLGO_ERR_IO, "gguf: '%s' is not a regular file", path); }
    size_t size = (size_t)st.st_size;
    void *map = NULL;
    if (size > 0) {
        map = mmap(NULL, size, PROT_READ, MAP_PRIVATE, fd, 0);
        if (map == MAP_FAILED) { close(fd); return dlgo__err(err, DLGO_ERR_IO, "gguf: cannot mmap '%s'", path); }
    }
    close(fd);
    static const uint8_t empty[1] = { 0 };
    dlgo_result r = dlgo_gguf_open_memory(map ? map : empty, size, desc, out, err);
    if (r != DLGO_OK) { if (map) munmap(map, size); return r; }
    (*out)->map = map; (*out)->map_size = size; (*out)->map_owned = map ? 1 : 0;
    return DLGO_OK;
#else
    FILE *f = fopen(path, "rb");
    if (!f) return dlgo__err(err, DLGO_ERR_IO, "gguf: cannot open '%s'", path);
    fseek(f, 0, SEEK_END); long size = ftell(f);
    if (size < 0) { fclose(f); return dlgo__err(err, DLGO_ERR_IO, "gguf: cannot size '%s'", path); }
    /* without mmap the whole file is read into memory so tensor data pointers stay valid */
    const dlgo_allocator *a = dlgo__alloc_or_default(desc ? desc->allocator : NULL);
    void *buf = dlgo__malloc(a, (size_t)size);
    if (!buf) { fclose(f); return dlgo__err(err, DLGO_ERR_OOM, "gguf: out of memory reading '%s'", path); }
    if (size && dlgo__file_read_at(f, 0, buf, (size_t)size) != 0) { fclose(f); dlgo__free(a, buf); return dlgo__err(err, DLGO_ERR_IO, "gguf: read error in '%s'", path); }
    fclose(f);
    dlgo_result r = dlgo_gguf_open_memory(buf, (size_t)size, desc, out, err);
    if (r != DLGO_OK) { dlgo__free(a, buf); return r; }
    (*out)->map = buf; (*out)->map_owned = 2;
    return DLGO_OK;
#endif
}
#endif /* DLGO_NO_STDIO */

DLGO_API void dlgo_gguf_close(dlgo_gguf *g) {
    if (!g) return;
    dlgo__gguf_free_tables(g);
    dlgo__free(&g->alloc, g->header);
#ifdef DLGO__HAVE_MMAP
    if (g->map_owned == 1) munmap(g->map, g->map_size);
#endif
    if (g->map_owned == 2) dlgo__free(&g->alloc, g->map);
    dlgo_allocator a = g->alloc;
    a.free_fn(g, a.user);
}

DLGO_API uint32_t    dlgo_gguf_version(const dlgo_gguf *g) { return g ? g->version : 0; }
DLGO_API uint32_t    dlgo_gguf_alignment(const dlgo_gguf *g) { return g ? g->alignment : 0; }
DLGO_API uint64_t    dlgo_gguf_data_offset(const dlgo_gguf *g) { return g ? g->data_offset : 0; }
DLGO_API uint64_t    dlgo_gguf_file_size(const dlgo_gguf *g) { return g ? g->file_size : 0; }
DLGO_API const void *dlgo_gguf_base(const dlgo_gguf *g) { return g ? g->base : NULL; }
DLGO_API int64_t     dlgo_gguf_n_kv(const dlgo_gguf *g) { return g ? g->n_kv : 0; }
DLGO_API int64_t     dlgo_gguf_find_key(const dlgo_gguf *g, const char *key) {
    return g ? dlgo__hash_find(g->kv_hash, g->kv_hash_cap, key, dlgo__gguf_kv_name, g) : -1;
}
#define DLGO__KV_OK(g, i) ((g) && (i) >= 0 && (i) < (g)->n_kv)
DLGO_API const char *dlgo_gguf_key(const dlgo_gguf *g, int64_t i) { return DLGO__KV_OK(g, i) ? g->kv[i].key : NULL; }
DLGO_API dlgo_gguf_type dlgo_gguf_kv_type(const dlgo_gguf *g, int64_t i) { return DLGO__KV_OK(g, i) ? g->kv[i].type : DLGO_GGUF_TYPE_COUNT; }
DLGO_API dlgo_gguf_type dlgo_gguf_arr_type(const dlgo_gguf *g, int64_t i) {
    return DLGO__KV_OK(g, i) && g->kv[i].type == DLGO_GGUF_ARRAY ? g->kv[i].arr_type : DLGO_GGUF_TYPE_COUNT;
}
DLGO_API uint64_t dlgo_gguf_arr_n(const dlgo_gguf *g, int64_t i) {
    return DLGO__KV_OK(g, i) && g->kv[i].type == DLGO_GGUF_ARRAY ? g->kv[i].n : 0;
}
DLGO_API const void *dlgo_gguf_arr_data(const dlgo_gguf *g, int64_t i) {
    return DLGO__KV_OK(g, i) && g->kv[i].type == DLGO_GGUF_ARRAY && g->kv[i].arr_type != DLGO_GGUF_STRING ? g->kv[i].data : NULL;
}
DLGO_API const char *dlgo_gguf_arr_str(const dlgo_gguf *g, int64_t i, uint64_t j, uint64_t *len) {
    if (!DLGO__KV_OK(g, i) || g->kv[i].type != DLGO_GGUF_ARRAY || g->kv[i].arr_type != DLGO_GGUF_STRING || j >= g->kv[i].n) {
        if (len) *len = 0;
        return NULL;
    }
    if (len) *len = g->kv[i].str_lens[j];
    return (const char *)g->kv[i].strs[j];
}
/* Decode one scalar of type t at p as int64 / double. */
static int64_t dlgo__gguf_scalar_int(dlgo_gguf_type t, const uint8_t *p) {
    switch (t) {
    case DLGO_GGUF_U8: case DLGO_GGUF_BOOL: return p[0];
    case DLGO_GGUF_I8: return (int8_t)p[0];
    case DLGO_GGUF_U16: return dlgo__rd16(p);
    case DLGO_GGUF_I16: return (int16_t)dlgo__rd16(p);
    case DLGO_GGUF_U32: return dlgo__rd32(p);
    case DLGO_GGUF_I32: return (int32_t)dlgo__rd32(p);
    case DLGO_GGUF_U64: case DLGO_GGUF_I64: return (int64_t)dlgo__rd64(p);
    case DLGO_GGUF_F32: { uint32_t b = dlgo__rd32(p); float f; memcpy(&f, &b, 4); return (int64_t)f; }
    case DLGO_GGUF_F64: { uint64_t b = dlgo__rd64(p); double f; memcpy(&f, &b, 8); return (int64_t)f; }
    default: return 0;
    }
}
static double dlgo__gguf_scalar_float(dlgo_gguf_type t, const uint8_t *p) {
    switch (t) {
    case DLGO_GGUF_F32: { uint32_t b = dlgo__rd32(p); float f; memcpy(&f, &b, 4); return f; }
    case DLGO_GGUF_F64: { uint64_t b = dlgo__rd64(p); double f; memcpy(&f, &b, 8); return f; }
    case DLGO_GGUF_U64: return (double)dlgo__rd64(p);
    default: return (double)dlgo__gguf_scalar_int(t, p);
    }
}
static int dlgo__gguf_is_numeric(dlgo_gguf_type t) { return t != DLGO_GGUF_STRING && t != DLGO_GGUF_ARRAY && t < DLGO_GGUF_TYPE_COUNT; }
DLGO_API int64_t dlgo_gguf_arr_int(const dlgo_gguf *g, int64_t i, uint64_t j) {
    if (!DLGO__KV_OK(g, i) || g->kv[i].type != DLGO_GGUF_ARRAY || j >= g->kv[i].n || !dlgo__gguf_is_numeric(g->kv[i].arr_type)) return 0;
    return dlgo__gguf_scalar_int(g->kv[i].arr_type, g->kv[i].data + j * dlgo__gguf_type_size(g->kv[i].arr_type));
}
DLGO_API double dlgo_gguf_arr_float(const dlgo_gguf *g, int64_t i, uint64_t j) {
    if (!DLGO__KV_OK(g, i) || g->kv[i].type != DLGO_GGUF_ARRAY || j >= g->kv[i].n || !dlgo__gguf_is_numeric(g->kv[i].arr_type)) return 0;
    return dlgo__gguf_scalar_float(g->kv[i].arr_type, g->kv[i].data + j * dlgo__gguf_type_size(g->kv[i].arr_type));
}
DLGO_API int64_t dlgo_gguf_val_int(const dlgo_gguf *g, int64_t i) {
    return DLGO__KV_OK(g, i) && dlgo__gguf_is_numeric(g->kv[i].type) ? dlgo__gguf_scalar_int(g->kv[i].type, g->kv[i].data) : 0;
}
DLGO_API uint64_t dlgo_gguf_val_u64(const dlgo_gguf *g, int64_t i) {
    if (!DLGO__KV_OK(g, i) || !dlgo__gguf_is_numeric(g->kv[i].type)) return 0;
    return g->kv[i].type == DLGO_GGUF_U64 ? dlgo__rd64(g->kv[i].data) : (uint64_t)dlgo__gguf_scalar_int(g->kv[i].type, g->kv[i].data);
}
DLGO_API double dlgo_gguf_val_float(const dlgo_gguf *g, int64_t i) {
    return DLGO__KV_OK(g, i) && dlgo__gguf_is_numeric(g->kv[i].type) ? dlgo__gguf_scalar_float(g->kv[i].type, g->kv[i].data) : 0;
}
DLGO_API const char *dlgo_gguf_val_str(const dlgo_gguf *g, int64_t i, uint64_t *len) {
    if (!DLGO__KV_OK(g, i) || g->kv[i].type != DLGO_GGUF_STRING) { if (len) *len = 0; return NULL; }
    if (len) *len = g->kv[i].n;
    return (const char *)g->kv[i].data;
}

/* Typed getters: find the key, insist on the exact type, say what was found instead. */
static dlgo_result dlgo__gguf_typed(const dlgo_gguf *g, const char *key, dlgo_gguf_type want, int64_t *idx, dlgo_error *err) {
    if (!g || !key) return dlgo__err(err, DLGO_ERR_INVALID_ARG, "gguf: NULL file or key");
    int64_t i = dlgo_gguf_find_key(g, key);
    if (i < 0) return dlgo__err(err, DLGO_ERR_NOT_FOUND, "gguf: key '%s' not found", key);
    if (g->kv[i].type != want)
        return dlgo__err(err, DLGO_ERR_TYPE, "gguf: key '%s' is %s, expected %s", key, dlgo__gguf_type_name(g->kv[i].type), dlgo__gguf_type_name(want));
    *idx = i;
    return DLGO_OK;
}
#define DLGO__GGUF_GETTER(fname, ctype, gtype, expr)                                                      \
    DLGO_API dlgo_result fname(const dlgo_gguf *g, const char *key, ctype *out, dlgo_error *err) {         \
        int64_t i; dlgo_result r = dlgo__gguf_typed(g, key, gtype, &i, err);                                \
        if (r == DLGO_OK && out) { const uint8_t *p = g->kv[i].data; *out = (ctype)(expr); }                \
        return r;                                                                                          \
    }
DLGO__GGUF_GETTER(dlgo_gguf_get_u32, uint32_t, DLGO_GGUF_U32, dlgo__rd32(p))
DLGO__GGUF_GETTER(dlgo_gguf_get_i32, int32_t, DLGO_GGUF_I32, (int32_t)dlgo__rd32(p))
DLGO__GGUF_GETTER(dlgo_gguf_get_u64, uint64_t, DLGO_GGUF_U64, dlgo__rd64(p))
DLGO__GGUF_GETTER(dlgo_gguf_get_i64, int64_t, DLGO_GGUF_I64, (int64_t)dlgo__rd64(p))
DLGO__GGUF_GETTER(dlgo_gguf_get_f32, float, DLGO_GGUF_F32, dlgo__gguf_scalar_float(DLGO_GGUF_F32, p))
DLGO__GGUF_GETTER(dlgo_gguf_get_f64, double, DLGO_GGUF_F64, dlgo__gguf_scalar_float(DLGO_GGUF_F64, p))
DLGO__GGUF_GETTER(dlgo_gguf_get_bool, int, DLGO_GGUF_BOOL, p[0] != 0)
DLGO_API dlgo_result dlgo_gguf_get_str(const dlgo_gguf *g, const char *key, const char **out, uint64_t *len, dlgo_error *err) {
    int64_t i; dlgo_result r = dlgo__gguf_typed(g, key, DLGO_GGUF_STRING, &i, err);
    if (r == DLGO_OK) { if (out) *out = (const char *)g->kv[i].data; if (len) *len = g->kv[i].n; }
    return r;
}
DLGO_API dlgo_result dlgo_gguf_get_arr(const dlgo_gguf *g, const char *key, dlgo_gguf_type *elem_type, uint64_t *n,
                                       int64_t *kv_index, dlgo_error *err) {
    int64_t i; dlgo_result r = dlgo__gguf_typed(g, key, DLGO_GGUF_ARRAY, &i, err);
    if (r == DLGO_OK) { if (elem_type) *elem_type = g->kv[i].arr_type; if (n) *n = g->kv[i].n; if (kv_index) *kv_index = i; }
    return r;
}

DLGO_API int64_t dlgo_gguf_n_tensors(const dlgo_gguf *g) { return g ? g->n_tensors : 0; }
DLGO_API int64_t dlgo_gguf_find_tensor(const dlgo_gguf *g, const char *name) {
    return g ? dlgo__hash_find(g->tensor_hash, g->tensor_hash_cap, name, dlgo__gguf_tensor_name, g) : -1;
}
DLGO_API const dlgo_tensor_info *dlgo_gguf_tensor(const dlgo_gguf *g, int64_t i) {
    return g && i >= 0 && i < g->n_tensors ? &g->tensors[i] : NULL;
}
DLGO_API dlgo_result dlgo_gguf_read_tensor(const dlgo_gguf *g, int64_t i, void *dst, uint64_t size, dlgo_error *err) {
    const dlgo_tensor_info *t = dlgo_gguf_tensor(g, i);
    if (!t || !dst) return dlgo__err(err, DLGO_ERR_INVALID_ARG, "gguf: bad tensor index %lld or NULL destination", (long long)i);
    if (size < t->size) return dlgo__err(err, DLGO_ERR_INVALID_ARG, "gguf: tensor '%s' needs %llu bytes, buffer has %llu", t->name, (unsigned long long)t->size, (unsigned long long)size);
    if (t->data) { memcpy(dst, t->data, (size_t)t->size); return DLGO_OK; }
    if (!g->read_at || g->read_at(g->read_user, g->data_offset + t->offset, dst, (size_t)t->size) != 0)
        return dlgo__err(err, DLGO_ERR_IO, "gguf: reading tensor '%s' (%llu bytes at %llu) failed", t->name, (unsigned long long)t->size, (unsigned long long)(g->data_offset + t->offset));
    return DLGO_OK;
}

/* ---- writer ---------------------------------------------------------------------------------------------- */

typedef struct dlgo__gw_tensor { char *name; int type, n_dims; int64_t ne[4]; const void *data; uint64_t size; } dlgo__gw_tensor;
struct dlgo_gguf_writer {
    dlgo_allocator alloc;
    uint32_t version, alignment;
    uint8_t *kv; size_t kv_len, kv_cap;     /* serialized key/value section */
    int64_t n_kv;
    char **keys; size_t keys_cap;           /* for duplicate detection */
    dlgo__gw_tensor *tensors; size_t n_tensors, tensors_cap;
    int failed;                             /* sticky OOM */
};

DLGO_API dlgo_result dlgo_gguf_writer_create(const dlgo_allocator *alloc, dlgo_gguf_writer **out, dlgo_error *err) {
    const dlgo_allocator *a = dlgo__alloc_or_default(alloc);
    if (!out) return dlgo__err(err, DLGO_ERR_INVALID_ARG, "gguf writer: out is NULL");
    dlgo_gguf_writer *w = (dlgo_gguf_writer *)dlgo__calloc(a, 1, sizeof *w);
    if (!w) return dlgo__err(err, DLGO_ERR_OOM, "gguf writer: out of memory");
    w->alloc = *a; w->version = 3; w->alignment = 32;
    *out = w;
    return DLGO_OK;
}
DLGO_API void dlgo_gguf_writer_destroy(dlgo_gguf_writer *w) {
    if (!w) return;
    for (int64_t i = 0; i < w->n_kv; i++) dlgo__free(&w->alloc, w->keys[i]);
    for (size_t i = 0; i < w->n_tensors; i++) dlgo__free(&w->alloc, w->tensors[i].name);
    dlgo__free(&w->alloc, w->keys); dlgo__free(&w->alloc, w->tensors); dlgo__free(&w->alloc, w->kv);
    dlgo_allocator a = w->alloc;
    dlgo__free(&a, w);
}
DLGO_API dlgo_result dlgo_gguf_writer_set_alignment(dlgo_gguf_writer *w, uint32_t alignment) {
    if (!w || alignment == 0 || (alignment & (alignment - 1))) return DLGO_ERR_INVALID_ARG;
    w->alignment = alignment;
    return dlgo_gguf_writer_set_u32(w, "general.alignment", alignment);
}
DLGO_API dlgo_result dlgo_gguf_writer_set_version(dlgo_gguf_writer *w, uint32_t version) {
    if (!w || (version != 2 && version != 3)) return DLGO_ERR_INVALID_ARG;
    w->version = version;
    return DLGO_OK;
}
static void dlgo__gw_put(dlgo_gguf_writer *w, const void *p, size_t n) {
    if (w->failed) return;
    if (!dlgo__grow(&w->alloc, (void **)&w->kv, &w->kv_cap, w->kv_len + n, 1)) { w->failed = 1; return; }
    memcpy(w->kv + w->kv_len, p, n); w->kv_len += n;
}
static void dlgo__gw_u32(dlgo_gguf_writer *w, uint32_t v) { uint8_t b[4]; for (int i = 0; i < 4; i++) b[i] = (uint8_t)(v >> (8 * i)); dlgo__gw_put(w, b, 4); }
static void dlgo__gw_u64(dlgo_gguf_writer *w, uint64_t v) { uint8_t b[8]; for (int i = 0; i < 8; i++) b[i] = (uint8_t)(v >> (8 * i)); dlgo__gw_put(w, b, 8); }
static void dlgo__gw_str(dlgo_gguf_writer *w, const char *s) { size_t n = strlen(s); dlgo__gw_u64(w, n); dlgo__gw_put(w, s, n); }
/* register a new key; rejects duplicates */
static dlgo_result dlgo__gw_key(dlgo_gguf_writer *w, const char *key, uint32_t type) {
    if (!w || !key || !*key) return DLGO_ERR_INVALID_ARG;
    for (int64_t i = 0; i < w->n_kv; i++) if (!strcmp(w->keys[i], key)) return DLGO_ERR_INVALID_ARG;
    if (!dlgo__grow(&w->alloc, (void **)&w->keys, &w->keys_cap, (size_t)w->n_kv + 1, sizeof(char *))) return DLGO_ERR_OOM;
    w->keys[w->n_kv] = dlgo__strndup(&w->alloc, key, strlen(key));
    if (!w->keys[w->n_kv]) return DLGO_ERR_OOM;
    w->n_kv++;
    dlgo__gw_str(w, key); dlgo__gw_u32(w, type);
    return w->failed ? DLGO_ERR_OOM : DLGO_OK;
}
DLGO_API dlgo_result dlgo_gguf_writer_set(dlgo_gguf_writer *w, const char *key, dlgo_gguf_type type, const void *value) {
    size_t es = dlgo__gguf_type_size((uint32_t)type);
    if (!es || !value) return DLGO_ERR_INVALID_ARG;
    dlgo_result r = dlgo__gw_key(w, key, (uint32_t)type);
    if (r != DLGO_OK) return r;
    /* values are passed in host order: serialize little-endian */
    uint64_t v = 0;
    switch (es) {
    case 1: v = *(const uint8_t *)value; break;
    case 2: v = *(const uint16_t *)value; break;
    case 4: v = *(const uint32_t *)value; break;
    default: v = *(const uint64_t *)value; break;
    }
    uint8_t b[8]; for (size_t i = 0; i < es; i++) b[i] = (uint8_t)(v >> (8 * i));
    dlgo__gw_put(w, b, es);
    return w->failed ? DLGO_ERR_OOM : DLGO_OK;
}
DLGO_API dlgo_result dlgo_gguf_writer_set_u32(dlgo_gguf_writer *w, const char *key, uint32_t v) { return dlgo_gguf_writer_set(w, key, DLGO_GGUF_U32, &v); }
DLGO_API dlgo_result dlgo_gguf_writer_set_i32(dlgo_gguf_writer *w, const char *key, int32_t v) { return dlgo_gguf_writer_set(w, key, DLGO_GGUF_I32, &v); }
DLGO_API dlgo_result dlgo_gguf_writer_set_f32(dlgo_gguf_writer *w, const char *key, float v) { return dlgo_gguf_writer_set(w, key, DLGO_GGUF_F32, &v); }
DLGO_API dlgo_result dlgo_gguf_writer_set_bool(dlgo_gguf_writer *w, const char *key, int v) { uint8_t b = v ? 1 : 0; return dlgo_gguf_writer_set(w, key, DLGO_GGUF_BOOL, &b); }
DLGO_API dlgo_result dlgo_gguf_writer_set_str(dlgo_gguf_writer *w, const char *key, const char *s) {
    if (!s) return DLGO_ERR_INVALID_ARG;
    dlgo_result r = dlgo__gw_key(w, key, DLGO_GGUF_STRING);
    if (r != DLGO_OK) return r;
    dlgo__gw_str(w, s);
    return w->failed ? DLGO_ERR_OOM : DLGO_OK;
}
DLGO_API dlgo_result dlgo_gguf_writer_set_arr(dlgo_gguf_writer *w, const char *key, dlgo_gguf_type elem_type,
                                              const void *elems, uint64_t n) {
    size_t es = dlgo__gguf_type_size((uint32_t)elem_type);
    if (!es || (!elems && n)) return DLGO_ERR_INVALID_ARG;
    dlgo_result r = dlgo__gw_key(w, key, DLGO_GGUF_ARRAY);
    if (r != DLGO_OK) return r;
    dlgo__gw_u32(w, (uint32_t)elem_type); dlgo__gw_u64(w, n);
    const uint8_t *p = (const uint8_t *)elems;
    for (uint64_t j = 0; j < n; j++, p += es) {   /* host order -> LE */
        uint64_t v = es == 1 ? *p : es == 2 ? *(const uint16_t *)(const void *)p : es == 4 ? *(const uint32_t *)(const void *)p : *(const uint64_t *)(const void *)p;
        uint8_t b[8]; for (size_t i = 0; i < es; i++) b[i] = (uint8_t)(v >> (8 * i));
        dlgo__gw_put(w, b, es);
    }
    return w->failed ? DLGO_ERR_OOM : DLGO_OK;
}
DLGO_API dlgo_result dlgo_gguf_writer_set_arr_str(dlgo_gguf_writer *w, const char *key, const char *const *strs, uint64_t n) {
    if (!strs && n) return DLGO_ERR_INVALID_ARG;
    for (uint64_t j = 0; j < n; j++) if (!strs[j]) return DLGO_ERR_INVALID_ARG;
    dlgo_result r = dlgo__gw_key(w, key, DLGO_GGUF_ARRAY);
    if (r != DLGO_OK) return r;
    dlgo__gw_u32(w, DLGO_GGUF_STRING); dlgo__gw_u64(w, n);
    for (uint64_t j = 0; j < n; j++) dlgo__gw_str(w, strs[j]);
    return w->failed ? DLGO_ERR_OOM : DLGO_OK;
}
DLGO_API dlgo_result dlgo_gguf_writer_copy_kv(dlgo_gguf_writer *w, const dlgo_gguf *src) {
    if (!w || !src) return DLGO_ERR_INVALID_ARG;
    for (int64_t i = 0; i < src->n_kv; i++) {
        const dlgo__gguf_kv *kv = &src->kv[i];
        if (!strcmp(kv->key, "general.alignment")) continue;   /* the writer's own alignment decides */
        dlgo_result r = dlgo__gw_key(w, kv->key, kv->type);
        if (r != DLGO_OK) return r;
        if (kv->type == DLGO_GGUF_STRING) { dlgo__gw_u64(w, kv->n); dlgo__gw_put(w, kv->data, (size_t)kv->n); }
        else if (kv->type == DLGO_GGUF_ARRAY) {
            dlgo__gw_u32(w, kv->arr_type); dlgo__gw_u64(w, kv->n);
            if (kv->arr_type == DLGO_GGUF_STRING)
                for (uint64_t j = 0; j < kv->n; j++) { dlgo__gw_u64(w, kv->str_lens[j]); dlgo__gw_put(w, kv->strs[j], (size_t)kv->str_lens[j]); }
            else dlgo__gw_put(w, kv->data, (size_t)(kv->n * dlgo__gguf_type_size(kv->arr_type)));   /* already LE */
        } else dlgo__gw_put(w, kv->data, dlgo__gguf_type_size(kv->type));
        if (w->failed) return DLGO_ERR_OOM;
    }
    return DLGO_OK;
}
DLGO_API dlgo_result dlgo_gguf_writer_add_tensor(dlgo_gguf_writer *w, const char *name, int type, int n_dims,
                                                 const int64_t *ne, const void *data) {
    if (!w || !name || !ne || n_dims < 1 || n_dims > 4 || strlen(name) >= DLGO__GGUF_MAX_NAME || !dlgo_type_valid(type)) return DLGO_ERR_INVALID_ARG;
    for (size_t i = 0; i < w->n_tensors; i++) if (!strcmp(w->tensors[i].name, name)) return DLGO_ERR_INVALID_ARG;
    int64_t bs = dlgo_type_block_size(type), rows = 1;
    for (int d = 0; d < n_dims; d++) if (ne[d] < 0) return DLGO_ERR_INVALID_ARG;
    if (ne[0] % bs) return DLGO_ERR_INVALID_ARG;
    for (int d = 1; d < n_dims; d++) rows *= ne[d];
    if (!dlgo__grow(&w->alloc, (void **)&w->tensors, &w->tensors_cap, w->n_tensors + 1, sizeof(dlgo__gw_tensor))) return DLGO_ERR_OOM;
    dlgo__gw_tensor *t = &w->tensors[w->n_tensors];
    memset(t, 0, sizeof *t);
    t->name = dlgo__strndup(&w->alloc, name, strlen(name));
    if (!t->name) return DLGO_ERR_OOM;
    t->type = type; t->n_dims = n_dims; t->data = data;
    for (int d = 0; d < 4; d++) t->ne[d] = d < n_dims ? ne[d] : 1;
    t->size = (uint64_t)(ne[0] / bs) * dlgo_type_block_bytes(type) * (uint64_t)rows;
    w->n_tensors++;
    return DLGO_OK;
}
/* Serialize through a sink: the header is built in memory, data is streamed tensor by tensor. */
typedef int (*dlgo__gw_sink)(void *user, const void *p, size_t n);
static dlgo_result dlgo__gw_emit(dlgo_gguf_writer *w, dlgo__gw_sink sink, void *user, dlgo_error *err) {
    if (w->failed) return dlgo__err(err, DLGO_ERR_OOM, "gguf writer: out of memory while building keys");
    dlgo_gguf_writer hdr; memset(&hdr, 0, sizeof hdr);   /* reuse the byte buffer helpers for the header */
    hdr.alloc = w->alloc;
    dlgo__gw_put(&hdr, "GGUF", 4); dlgo__gw_u32(&hdr, w->version);
    dlgo__gw_u64(&hdr, w->n_tensors); dlgo__gw_u64(&hdr, (uint64_t)w->n_kv);
    dlgo__gw_put(&hdr, w->kv, w->kv_len);
    uint64_t off = 0, a = w->alignment;
    for (size_t i = 0; i < w->n_tensors; i++) {
        dlgo__gw_tensor *t = &w->tensors[i];
        dlgo__gw_str(&hdr, t->name); dlgo__gw_u32(&hdr, (uint32_t)t->n_dims);
        for (int d = 0; d < t->n_dims; d++) dlgo__gw_u64(&hdr, (uint64_t)t->ne[d]);
        dlgo__gw_u32(&hdr, (uint32_t)t->type); dlgo__gw_u64(&hdr, off);
        off += t->size + (a - t->size % a) % a;
    }
    static const uint8_t zeros[64] = { 0 };
    size_t pad = (size_t)((a - hdr.kv_len % a) % a);
    while (pad && !hdr.failed) { size_t k = pad < 64 ? pad : 64; dlgo__gw_put(&hdr, zeros, k); pad -= k; }
    dlgo_result r = DLGO_OK;
    if (hdr.failed) r = dlgo__err(err, DLGO_ERR_OOM, "gguf writer: out of memory for the header");
    else if (sink(user, hdr.kv, hdr.kv_len)) r = dlgo__err(err, DLGO_ERR_IO, "gguf writer: write failed");
    for (size_t i = 0; r == DLGO_OK && i < w->n_tensors; i++) {
        dlgo__gw_tensor *t = &w->tensors[i];
        size_t tp = (size_t)((a - t->size % a) % a);
        int bad = 0;
        if (t->data) bad = sink(user, t->data, (size_t)t->size);
        else for (uint64_t k = 0; k < t->size && !bad; k += 64) bad = sink(user, zeros, (size_t)(t->size - k < 64 ? t->size - k : 64));
        while (tp && !bad) { size_t k = tp < 64 ? tp : 64; bad = sink(user, zeros, k); tp -= k; }
        if (bad) r = dlgo__err(err, DLGO_ERR_IO, "gguf writer: write of tensor '%s' failed", t->name);
    }
    dlgo__free(&w->alloc, hdr.kv);
    return r;
}
#ifndef DLGO_NO_STDIO
static int dlgo__gw_file_sink(void *user, const void *p, size_t n) { return fwrite(p, 1, n, (FILE *)user) != n; }
DLGO_API dlgo_result dlgo_gguf_writer_write_file(dlgo_gguf_writer *w, const char *path, dlgo_error *err) {
    if (!w || !path) return dlgo__err(err, DLGO_ERR_INVALID_ARG, "gguf writer: NULL writer or path");
    FILE *f = fopen(path, "wb");
    if (!f) return dlgo__err(err, DLGO_ERR_IO, "gguf writer: cannot create '%s'", path);
    dlgo_result r = dlgo__gw_emit(w, dlgo__gw_file_sink, f, err);
    if (fclose(f) != 0 && r == DLGO_OK) r = dlgo__err(err, DLGO_ERR_IO, "gguf writer: closing '%s' failed", path);
    return r;
}
#endif
static int dlgo__gw_mem_sink(void *user, const void *p, size_t n) {
    dlgo_gguf_writer *buf = (dlgo_gguf_writer *)user;
    dlgo__gw_put(buf, p, n);
    return buf->failed;
}
DLGO_API dlgo_result dlgo_gguf_writer_write_memory(dlgo_gguf_writer *w, void **out, size_t *size, dlgo_error *err) {
    if (!w || !out || !size) return dlgo__err(err, DLGO_ERR_INVALID_ARG, "gguf writer: NULL argument");
    dlgo_gguf_writer buf; memset(&buf, 0, sizeof buf);
    buf.alloc = w->alloc;
    dlgo_result r = dlgo__gw_emit(w, dlgo__gw_mem_sink, &buf, err);
    if (r != DLGO_OK) { dlgo__free(&w->alloc, buf.kv); return r; }
    *out = buf.kv; *size = buf.kv_len;
    return DLGO_OK;
}
DLGO_API void dlgo_gguf_writer_free_buffer(dlgo_gguf_writer *w, void *buf) { if (w) dlgo__free(&w->alloc, buf); }
/* >>gguf-end */

/* >>quant-begin (types, blocks, dequant, quant, dot products) */
/* >>quant-end */

/* >>unicode-begin (generated Unicode tables) */
/* ==========================================================================================================
   >>unicode — code point classes for the pre-tokenizers (GENERATED by tools/gen_unicode.py, do not edit)
   Unicode 15.1 general categories folded into llama.cpp's classes, so that pre-tokenization splits exactly
   where llama.cpp's does. Each range entry is (first code point << 8) | class; a range ends where the next
   begins. Classes: 0x01 unassigned, 0x02 number, 0x04 letter, 0x08 separator, 0x10 mark, 0x20 punctuation,
   0x40 symbol, 0x80 control/format/private/surrogate.
   ========================================================================================================== */
#define DLGO__UC_UNDEF 0x01
#define DLGO__UC_NUM   0x02
#define DLGO__UC_LET   0x04
#define DLGO__UC_SEP   0x08
#define DLGO__UC_MARK  0x10
#define DLGO__UC_PUNCT 0x20
#define DLGO__UC_SYM   0x40
#define DLGO__UC_CTRL  0x80
#define DLGO__UC_NRANGES 2272
static const uint32_t dlgo__uc_ranges[DLGO__UC_NRANGES] = {
    0x00000080,0x00002008,0x00002120,0x00002440,0x00002520,0x00002b40,0x00002c20,0x00003002,0x00003a20,0x00003c40,
    0x00003f20,0x00004104,0x00005b20,0x00005e40,0x00005f20,0x00006040,0x00006104,0x00007b20,0x00007c40,0x00007d20,
    0x00007e40,0x00007f80,0x0000a008,0x0000a120,0x0000a240,0x0000a720,0x0000a840,0x0000aa04,0x0000ab20,0x0000ac40,
    0x0000ad80,0x0000ae40,0x0000b202,0x0000b440,0x0000b504,0x0000b620,0x0000b840,0x0000b902,0x0000ba04,0x0000bb20,
    0x0000bc02,0x0000bf20,0x0000c004,0x0000d740,0x0000d804,0x0000f740,0x0000f804,0x0002c240,0x0002c604,0x0002d240,
    0x0002e004,0x0002e540,0x0002ec04,0x0002ed40,0x0002ee04,0x0002ef40,0x00030010,0x00037004,0x00037540,0x00037604,
    0x00037801,0x00037a04,0x00037e20,0x00037f04,0x00038001,0x00038440,0x00038604,0x00038720,0x00038804,0x00038b01,
    0x00038c04,0x00038d01,0x00038e04,0x0003a201,0x0003a304,0x0003f640,0x0003f704,0x00048240,0x00048310,0x00048a04,
    0x00053001,0x00053104,0x00055701,0x00055904,0x00055a20,0x00056004,0x00058920,0x00058b01,0x00058d40,0x00059001,
    0x00059110,0x0005be20,0x0005bf10,0x0005c020,0x0005c110,0x0005c320,0x0005c410,0x0005c620,0x0005c710,0x0005c801,
    0x0005d004,0x0005eb01,0x0005ef04,0x0005f320,0x0005f501,0x00060080,0x00060640,0x00060920,0x00060b40,0x00060c20,
    0x00060e40,0x00061010,0x00061b20,0x00061c80,0x00061d20,0x00062004,0x00064b10,0x00066002,0x00066a20,0x00066e04,
    0x00067010,0x00067104,0x0006d420,0x0006d504,0x0006d610,0x0006dd80,0x0006de40,0x0006df10,0x0006e504,0x0006e710,
    0x0006e940,0x0006ea10,0x0006ee04,0x0006f002,0x0006fa04,0x0006fd40,0x0006ff04,0x00070020,0x00070e01,0x00070f80,
    0x00071004,0x00071110,0x00071204,0x00073010,0x00074b01,0x00074d04,0x0007a610,0x0007b104,0x0007b201,0x0007c002,
    0x0007ca04,0x0007eb10,0x0007f404,0x0007f640,0x0007f720,0x0007fa04,0x0007fb01,0x0007fd10,0x0007fe40,0x00080004,
    0x00081610,0x00081a04,0x00081b10,0x00082404,0x00082510,0x00082804,0x00082910,0x00082e01,0x00083020,0x00083f01,
    0x00084004,0x00085910,0x00085c01,0x00085e20,0x00085f01,0x00086004,0x00086b01,0x00087004,0x00088840,0x00088904,
    0x00088f01,0x00089080,0x00089201,0x00089810,0x0008a004,0x0008ca10,0x0008e280,0x0008e310,0x00090404,0x00093a10,
    0x00093d04,0x00093e10,0x00095004,0x00095110,0x00095804,0x00096210,0x00096420,0x00096602,0x00097020,0x00097104,
    0x00098110,0x00098401,0x00098504,0x00098d01,0x00098f04,0x00099101,0x00099304,0x0009a901,0x0009aa04,0x0009b101,
    0x0009b204,0x0009b301,0x0009b604,0x0009ba01,0x0009bc10,0x0009bd04,0x0009be10,0x0009c501,0x0009c710,0x0009c901,
    0x0009cb10,0x0009ce04,0x0009cf01,0x0009d710,0x0009d801,0x0009dc04,0x0009de01,0x0009df04,0x0009e210,0x0009e401,
    0x0009e602,0x0009f004,0x0009f240,0x0009f402,0x0009fa40,0x0009fc04,0x0009fd20,0x0009fe10,0x0009ff01,0x000a0110,
    0x000a0401,0x000a0504,0x000a0b01,0x000a0f04,0x000a1101,0x000a1304,0x000a2901,0x000a2a04,0x000a3101,0x000a3204,
    0x000a3401,0x000a3504,0x000a3701,0x000a3804,0x000a3a01,0x000a3c10,0x000a3d01,0x000a3e10,0x000a4301,0x000a4710,
    0x000a4901,0x000a4b10,0x000a4e01,0x000a5110,0x000a5201,0x000a5904,0x000a5d01,0x000a5e04,0x000a5f01,0x000a6602,
    0x000a7010,0x000a7204,0x000a7510,0x000a7620,0x000a7701,0x000a8110,0x000a8401,0x000a8504,0x000a8e01,0x000a8f04,
    0x000a9201,0x000a9304,0x000aa901,0x000aaa04,0x000ab101,0x000ab204,0x000ab401,0x000ab504,0x000aba01,0x000abc10,
    0x000abd04,0x000abe10,0x000ac601,0x000ac710,0x000aca01,0x000acb10,0x000ace01,0x000ad004,0x000ad101,0x000ae004,
    0x000ae210,0x000ae401,0x000ae602,0x000af020,0x000af140,0x000af201,0x000af904,0x000afa10,0x000b0001,0x000b0110,
    0x000b0401,0x000b0504,0x000b0d01,0x000b0f04,0x000b1101,0x000b1304,0x000b2901,0x000b2a04,0x000b3101,0x000b3204,
    0x000b3401,0x000b3504,0x000b3a01,0x000b3c10,0x000b3d04,0x000b3e10,0x000b4501,0x000b4710,0x000b4901,0x000b4b10,
    0x000b4e01,0x000b5510,0x000b5801,0x000b5c04,0x000b5e01,0x000b5f04,0x000b6210,0x000b6401,0x000b6602,0x000b7040,
    0x000b7104,0x000b7202,0x000b7801,0x000b8210,0x000b8304,0x000b8401,0x000b8504,0x000b8b01,0x000b8e04,0x000b9101,
    0x000b9204,0x000b9601,0x000b9904,0x000b9b01,0x000b9c04,0x000b9d01,0x000b9e04,0x000ba001,0x000ba304,0x000ba501,
    0x000ba804,0x000bab01,0x000bae04,0x000bba01,0x000bbe10,0x000bc301,0x000bc610,0x000bc901,0x000bca10,0x000bce01,
    0x000bd004,0x000bd101,0x000bd710,0x000bd801,0x000be602,0x000bf340,0x000bfb01,0x000c0010,0x000c0504,0x000c0d01,
    0x000c0e04,0x000c1101,0x000c1204,0x000c2901,0x000c2a04,0x000c3a01,0x000c3c10,0x000c3d04,0x000c3e10,0x000c4501,
    0x000c4610,0x000c4901,0x000c4a10,0x000c4e01,0x000c5510,0x000c5701,0x000c5804,0x000c5b01,0x000c5d04,0x000c5e01,
    0x000c6004,0x000c6210,0x000c6401,0x000c6602,0x000c7001,0x000c7720,0x000c7802,0x000c7f40,0x000c8004,0x000c8110,
    0x000c8420,0x000c8504,0x000c8d01,0x000c8e04,0x000c9101,0x000c9204,0x000ca901,0x000caa04,0x000cb401,0x000cb504,
    0x000cba01,0x000cbc10,0x000cbd04,0x000cbe10,0x000cc501,0x000cc610,0x000cc901,0x000cca10,0x000cce01,0x000cd510,
    0x000cd701,0x000cdd04,0x000cdf01,0x000ce004,0x000ce210,0x000ce401,0x000ce602,0x000cf001,0x000cf104,0x000cf310,
    0x000cf401,0x000d0010,0x000d0404,0x000d0d01,0x000d0e04,0x000d1101,0x000d1204,0x000d3b10,0x000d3d04,0x000d3e10,
    0x000d4501,0x000d4610,0x000d4901,0x000d4a10,0x000d4e04,0x000d4f40,0x000d5001,0x000d5404,0x000d5710,0x000d5802,
    0x000d5f04,0x000d6210,0x000d6401,0x000d6602,0x000d7940,0x000d7a04,0x000d8001,0x000d8110,0x000d8401,0x000d8504,
    0x000d9701,0x000d9a04,0x000db201,0x000db304,0x000dbc01,0x000dbd04,0x000dbe01,0x000dc004,0x000dc701,0x000dca10,
    0x000dcb01,0x000dcf10,0x000dd501,0x000dd610,0x000dd701,0x000dd810,0x000de001,0x000de602,0x000df001,0x000df210,
    0x000df420,0x000df501,0x000e0104,0x000e3110,0x000e3204,0x000e3410,0x000e3b01,0x000e3f40,0x000e4004,0x000e4710,
    0x000e4f20,0x000e5002,0x000e5a20,0x000e5c01,0x000e8104,0x000e8301,0x000e8404,0x000e8501,0x000e8604,0x000e8b01,
    0x000e8c04,0x000ea401,0x000ea504,0x000ea601,0x000ea704,0x000eb110,0x000eb204,0x000eb410,0x000ebd04,0x000ebe01,
    0x000ec004,0x000ec501,0x000ec604,0x000ec701,0x000ec810,0x000ecf01,0x000ed002,0x000eda01,0x000edc04,0x000ee001,
    0x000f0004,0x000f0140,0x000f0420,0x000f1340,0x000f1420,0x000f1540,0x000f1810,0x000f1a40,0x000f2002,0x000f3440,
    0x000f3510,0x000f3640,0x000f3710,0x000f3840,0x000f3910,0x000f3a20,0x000f3e10,0x000f4004,0x000f4801,0x000f4904,
    0x000f6d01,0x000f7110,0x000f8520,0x000f8610,0x000f8804,0x000f8d10,0x000f9801,0x000f9910,0x000fbd01,0x000fbe40,
    0x000fc610,0x000fc740,0x000fcd01,0x000fce40,0x000fd020,0x000fd540,0x000fd920,0x000fdb01,0x00100004,0x00102b10,
    0x00103f04,0x00104002,0x00104a20,0x00105004,0x00105610,0x00105a04,0x00105e10,0x00106104,0x00106210,0x00106504,
    0x00106710,0x00106e04,0x00107110,0x00107504,0x00108210,0x00108e04,0x00108f10,0x00109002,0x00109a10,0x00109e40,
    0x0010a004,0x0010c601,0x0010c704,0x0010c801,0x0010cd04,0x0010ce01,0x0010d004,0x0010fb20,0x0010fc04,0x00124901,
    0x00124a04,0x00124e01,0x00125004,0x00125701,0x00125804,0x00125901,0x00125a04,0x00125e01,0x00126004,0x00128901,
    0x00128a04,0x00128e01,0x00129004,0x0012b101,0x0012b204,0x0012b601,0x0012b804,0x0012bf01,0x0012c004,0x0012c101,
    0x0012c204,0x0012c601,0x0012c804,0x0012d701,0x0012d804,0x00131101,0x00131204,0x00131601,0x00131804,0x00135b01,
    0x00135d10,0x00136020,0x00136902,0x00137d01,0x00138004,0x00139040,0x00139a01,0x0013a004,0x0013f601,0x0013f804,
    0x0013fe01,0x00140020,0x00140104,0x00166d40,0x00166e20,0x00166f04,0x00168008,0x00168104,0x00169b20,0x00169d01,
    0x0016a004,0x0016eb20,0x0016ee02,0x0016f104,0x0016f901,0x00170004,0x00171210,0x00171601,0x00171f04,0x00173210,
    0x00173520,0x00173701,0x00174004,0x00175210,0x00175401,0x00176004,0x00176d01,0x00176e04,0x00177101,0x00177210,
    0x00177401,0x00178004,0x0017b410,0x0017d420,0x0017d704,0x0017d820,0x0017db40,0x0017dc04,0x0017dd10,0x0017de01,
    0x0017e002,0x0017ea01,0x0017f002,0x0017fa01,0x00180020,0x00180b10,0x00180e80,0x00180f10,0x00181002,0x00181a01,
    0x00182004,0x00187901,0x00188004,0x00188510,0x00188704,0x0018a910,0x0018aa04,0x0018ab01,0x0018b004,0x0018f601,
    0x00190004,0x00191f01,0x00192010,0x00192c01,0x00193010,0x00193c01,0x00194040,0x00194101,0x00194420,0x00194602,
    0x00195004,0x00196e01,0x00197004,0x00197501,0x00198004,0x0019ac01,0x0019b004,0x0019ca01,0x0019d002,0x0019db01,
    0x0019de40,0x001a0004,0x001a1710,0x001a1c01,0x001a1e20,0x001a2004,0x001a5510,0x001a5f01,0x001a6010,0x001a7d01,
    0x001a7f10,0x001a8002,0x001a8a01,0x001a9002,0x001a9a01,0x001aa020,0x001aa704,0x001aa820,0x001aae01,0x001ab010,
    0x001acf01,0x001b0010,0x001b0504,0x001b3410,0x001b4504,0x001b4d01,0x001b5002,0x001b5a20,0x001b6140,0x001b6b10,
    0x001b7440,0x001b7d20,0x001b7f01,0x001b8010,0x001b8304,0x001ba110,0x001bae04,0x001bb002,0x001bba04,0x001be610,
    0x001bf401,0x001bfc20,0x001c0004,0x001c2410,0x001c3801,0x001c3b20,0x001c4002,0x001c4a01,0x001c4d04,0x001c5002,
    0x001c5a04,0x001c7e20,0x001c8004,0x001c8901,0x001c9004,0x001cbb01,0x001cbd04,0x001cc020,0x001cc801,0x001cd010,
    0x001cd320,0x001cd410,0x001ce904,0x001ced10,0x001cee04,0x001cf410,0x001cf504,0x001cf710,0x001cfa04,0x001cfb01,
    0x001d0004,0x001dc010,0x001e0004,0x001f1601,0x001f1804,0x001f1e01,0x001f2004,0x001f4601,0x001f4804,0x001f4e01,
    0x001f5004,0x001f5801,0x001f5904,0x001f5a01,0x001f5b04,0x001f5c01,0x001f5d04,0x001f5e01,0x001f5f04,0x001f7e01,
    0x001f8004,0x001fb501,0x001fb604,0x001fbd40,0x001fbe04,0x001fbf40,0x001fc204,0x001fc501,0x001fc604,0x001fcd40,
    0x001fd004,0x001fd401,0x001fd604,0x001fdc01,0x001fdd40,0x001fe004,0x001fed40,0x001ff001,0x001ff204,0x001ff501,
    0x001ff604,0x001ffd40,0x001fff01,0x00200008,0x00200b80,0x00201020,0x00202808,0x00202a80,0x00202f08,0x00203020,
    0x00204440,0x00204520,0x00205240,0x00205320,0x00205f08,0x00206080,0x00206501,0x00206680,0x00207002,0x00207104,
    0x00207201,0x00207402,0x00207a40,0x00207d20,0x00207f04,0x00208002,0x00208a40,0x00208d20,0x00208f01,0x00209004,
    0x00209d01,0x0020a040,0x0020c101,0x0020d010,0x0020f101,0x00210040,0x00210204,0x00210340,0x00210704,0x00210840,
    0x00210a04,0x00211440,0x00211504,0x00211640,0x00211904,0x00211e40,0x00212404,0x00212540,0x00212604,0x00212740,
    0x00212804,0x00212940,0x00212a04,0x00212e40,0x00212f04,0x00213a40,0x00213c04,0x00214040,0x00214504,0x00214a40,
    0x00214e04,0x00214f40,0x00215002,0x00218304,0x00218502,0x00218a40,0x00218c01,0x00219040,0x00230820,0x00230c40,
    0x00232920,0x00232b40,0x00242701,0x00244040,0x00244b01,0x00246002,0x00249c40,0x0024ea02,0x00250040,0x00276820,
    0x00277602,0x00279440,0x0027c520,0x0027c740,0x0027e620,0x0027f040,0x00298320,0x00299940,0x0029d820,0x0029dc40,
    0x0029fc20,0x0029fe40,0x002b7401,0x002b7640,0x002b9601,0x002b9740,0x002c0004,0x002ce540,0x002ceb04,0x002cef10,
    0x002cf204,0x002cf401,0x002cf920,0x002cfd02,0x002cfe20,0x002d0004,0x002d2601,0x002d2704,0x002d2801,0x002d2d04,
    0x002d2e01,0x002d3004,0x002d6801,0x002d6f04,0x002d7020,0x002d7101,0x002d7f10,0x002d8004,0x002d9701,0x002da004,
    0x002da701,0x002da804,0x002daf01,0x002db004,0x002db701,0x002db804,0x002dbf01,0x002dc004,0x002dc701,0x002dc804,
    0x002dcf01,0x002dd004,0x002dd701,0x002dd804,0x002ddf01,0x002de010,0x002e0020,0x002e2f04,0x002e3020,0x002e5040,
    0x002e5220,0x002e5e01,0x002e8040,0x002e9a01,0x002e9b40,0x002ef401,0x002f0040,0x002fd601,0x002ff040,0x00300008,
    0x00300120,0x00300440,0x00300504,0x00300702,0x00300820,0x00301240,0x00301420,0x00302040,0x00302102,0x00302a10,
    0x00303020,0x00303104,0x00303640,0x00303802,0x00303b04,0x00303d20,0x00303e40,0x00304001,0x00304104,0x00309701,
    0x00309910,0x00309b40,0x00309d04,0x0030a020,0x0030a104,0x0030fb20,0x0030fc04,0x00310001,0x00310504,0x00313001,
    0x00313104,0x00318f01,0x00319040,0x00319202,0x00319640,0x0031a004,0x0031c040,0x0031e401,0x0031ef40,0x0031f004,
    0x00320040,0x00321f01,0x00322002,0x00322a40,0x00324802,0x00325040,0x00325102,0x00326040,0x00328002,0x00328a40,
    0x0032b102,0x0032c040,0x00340004,0x004dc040,0x004e0004,0x00a48d01,0x00a49040,0x00a4c701,0x00a4d004,0x00a4fe20,
    0x00a50004,0x00a60d20,0x00a61004,0x00a62002,0x00a62a04,0x00a62c01,0x00a64004,0x00a66f10,0x00a67320,0x00a67410,
    0x00a67e20,0x00a67f04,0x00a69e10,0x00a6a004,0x00a6e602,0x00a6f010,0x00a6f220,0x00a6f801,0x00a70040,0x00a71704,
    0x00a72040,0x00a72204,0x00a78940,0x00a78b04,0x00a7cb01,0x00a7d004,0x00a7d201,0x00a7d304,0x00a7d401,0x00a7d504,
    0x00a7da01,0x00a7f204,0x00a80210,0x00a80304,0x00a80610,0x00a80704,0x00a80b10,0x00a80c04,0x00a82310,0x00a82840,
    0x00a82c10,0x00a82d01,0x00a83002,0x00a83640,0x00a83a01,0x00a84004,0x00a87420,0x00a87801,0x00a88010,0x00a88204,
    0x00a8b410,0x00a8c601,0x00a8ce20,0x00a8d002,0x00a8da01,0x00a8e010,0x00a8f204,0x00a8f820,0x00a8fb04,0x00a8fc20,
    0x00a8fd04,0x00a8ff10,0x00a90002,0x00a90a04,0x00a92610,0x00a92e20,0x00a93004,0x00a94710,0x00a95401,0x00a95f20,
    0x00a96004,0x00a97d01,0x00a98010,0x00a98404,0x00a9b310,0x00a9c120,0x00a9ce01,0x00a9cf04,0x00a9d002,0x00a9da01,
    0x00a9de20,0x00a9e004,0x00a9e510,0x00a9e604,0x00a9f002,0x00a9fa04,0x00a9ff01,0x00aa0004,0x00aa2910,0x00aa3701,
    0x00aa4004,0x00aa4310,0x00aa4404,0x00aa4c10,0x00aa4e01,0x00aa5002,0x00aa5a01,0x00aa5c20,0x00aa6004,0x00aa7740,
    0x00aa7a04,0x00aa7b10,0x00aa7e04,0x00aab010,0x00aab104,0x00aab210,0x00aab504,0x00aab710,0x00aab904,0x00aabe10,
    0x00aac004,0x00aac110,0x00aac204,0x00aac301,0x00aadb04,0x00aade20,0x00aae004,0x00aaeb10,0x00aaf020,0x00aaf204,
    0x00aaf510,0x00aaf701,0x00ab0104,0x00ab0701,0x00ab0904,0x00ab0f01,0x00ab1104,0x00ab1701,0x00ab2004,0x00ab2701,
    0x00ab2804,0x00ab2f01,0x00ab3004,0x00ab5b40,0x00ab5c04,0x00ab6a40,0x00ab6c01,0x00ab7004,0x00abe310,0x00abeb20,
    0x00abec10,0x00abee01,0x00abf002,0x00abfa01,0x00ac0004,0x00d7a401,0x00d7b004,0x00d7c701,0x00d7cb04,0x00d7fc01,
    0x00d80080,0x00f90004,0x00fa6e01,0x00fa7004,0x00fada01,0x00fb0004,0x00fb0701,0x00fb1304,0x00fb1801,0x00fb1d04,
    0x00fb1e10,0x00fb1f04,0x00fb2940,0x00fb2a04,0x00fb3701,0x00fb3804,0x00fb3d01,0x00fb3e04,0x00fb3f01,0x00fb4004,
    0x00fb4201,0x00fb4304,0x00fb4501,0x00fb4604,0x00fbb240,0x00fbc301,0x00fbd304,0x00fd3e20,0x00fd4040,0x00fd5004,
    0x00fd9001,0x00fd9204,0x00fdc801,0x00fdcf40,0x00fdd001,0x00fdf004,0x00fdfc40,0x00fe0010,0x00fe1020,0x00fe1a01,
    0x00fe2010,0x00fe3020,0x00fe5301,0x00fe5420,0x00fe6240,0x00fe6320,0x00fe6440,0x00fe6701,0x00fe6820,0x00fe6940,
    0x00fe6a20,0x00fe6c01,0x00fe7004,0x00fe7501,0x00fe7604,0x00fefd01,0x00feff80,0x00ff0001,0x00ff0120,0x00ff0440,
    0x00ff0520,0x00ff0b40,0x00ff0c20,0x00ff1002,0x00ff1a20,0x00ff1c40,0x00ff1f20,0x00ff2104,0x00ff3b20,0x00ff3e40,
    0x00ff3f20,0x00ff4040,0x00ff4104,0x00ff5b20,0x00ff5c40,0x00ff5d20,0x00ff5e40,0x00ff5f20,0x00ff6604,0x00ffbf01,
    0x00ffc204,0x00ffc801,0x00ffca04,0x00ffd001,0x00ffd204,0x00ffd801,0x00ffda04,0x00ffdd01,0x00ffe040,0x00ffe701,
    0x00ffe840,0x00ffef01,0x00fff980,0x00fffc40,0x00fffe01,0x01000004,0x01000c01,0x01000d04,0x01002701,0x01002804,
    0x01003b01,0x01003c04,0x01003e01,0x01003f04,0x01004e01,0x01005004,0x01005e01,0x01008004,0x0100fb01,0x01010020,
    0x01010301,0x01010702,0x01013401,0x01013740,0x01014002,0x01017940,0x01018a02,0x01018c40,0x01018f01,0x01019040,
    0x01019d01,0x0101a040,0x0101a101,0x0101d040,0x0101fd10,0x0101fe01,0x01028004,0x01029d01,0x0102a004,0x0102d101,
    0x0102e010,0x0102e102,0x0102fc01,0x01030004,0x01032002,0x01032401,0x01032d04,0x01034102,0x01034204,0x01034a02,
    0x01034b01,0x01035004,0x01037610,0x01037b01,0x01038004,0x01039e01,0x01039f20,0x0103a004,0x0103c401,0x0103c804,
    0x0103d020,0x0103d102,0x0103d601,0x01040004,0x01049e01,0x0104a002,0x0104aa01,0x0104b004,0x0104d401,0x0104d804,
    0x0104fc01,0x01050004,0x01052801,0x01053004,0x01056401,0x01056f20,0x01057004,0x01057b01,0x01057c04,0x01058b01,
    0x01058c04,0x01059301,0x01059404,0x01059601,0x01059704,0x0105a201,0x0105a304,0x0105b201,0x0105b304,0x0105ba01,
    0x0105bb04,0x0105bd01,0x01060004,0x01073701,0x01074004,0x01075601,0x01076004,0x01076801,0x01078004,0x01078601,
    0x01078704,0x0107b101,0x0107b204,0x0107bb01,0x01080004,0x01080601,0x01080804,0x01080901,0x01080a04,0x01083601,
    0x01083704,0x01083901,0x01083c04,0x01083d01,0x01083f04,0x01085601,0x01085720,0x01085802,0x01086004,0x01087740,
    0x01087902,0x01088004,0x01089f01,0x0108a702,0x0108b001,0x0108e004,0x0108f301,0x0108f404,0x0108f601,0x0108fb02,
    0x01090004,0x01091602,0x01091c01,0x01091f20,0x01092004,0x01093a01,0x01093f20,0x01094001,0x01098004,0x0109b801,
    0x0109bc02,0x0109be04,0x0109c002,0x0109d001,0x0109d202,0x010a0004,0x010a0110,0x010a0401,0x010a0510,0x010a0701,
    0x010a0c10,0x010a1004,0x010a1401,0x010a1504,0x010a1801,0x010a1904,0x010a3601,0x010a3810,0x010a3b01,0x010a3f10,
    0x010a4002,0x010a4901,0x010a5020,0x010a5901,0x010a6004,0x010a7d02,0x010a7f20,0x010a8004,0x010a9d02,0x010aa001,
    0x010ac004,0x010ac840,0x010ac904,0x010ae510,0x010ae701,0x010aeb02,0x010af020,0x010af701,0x010b0004,0x010b3601,
    0x010b3920,0x010b4004,0x010b5601,0x010b5802,0x010b6004,0x010b7301,0x010b7802,0x010b8004,0x010b9201,0x010b9920,
    0x010b9d01,0x010ba902,0x010bb001,0x010c0004,0x010c4901,0x010c8004,0x010cb301,0x010cc004,0x010cf301,0x010cfa02,
    0x010d0004,0x010d2410,0x010d2801,0x010d3002,0x010d3a01,0x010e6002,0x010e7f01,0x010e8004,0x010eaa01,0x010eab10,
    0x010ead20,0x010eae01,0x010eb004,0x010eb201,0x010efd10,0x010f0004,0x010f1d02,0x010f2704,0x010f2801,0x010f3004,
    0x010f4610,0x010f5102,0x010f5520,0x010f5a01,0x010f7004,0x010f8210,0x010f8620,0x010f8a01,0x010fb004,0x010fc502,
    0x010fcc01,0x010fe004,0x010ff701,0x01100010,0x01100304,0x01103810,0x01104720,0x01104e01,0x01105202,0x01107010,
    0x01107104,0x01107310,0x01107504,0x01107601,0x01107f10,0x01108304,0x0110b010,0x0110bb20,0x0110bd80,0x0110be20,
    0x0110c210,0x0110c301,0x0110cd80,0x0110ce01,0x0110d004,0x0110e901,0x0110f002,0x0110fa01,0x01110010,0x01110304,
    0x01112710,0x01113501,0x01113602,0x01114020,0x01114404,0x01114510,0x01114704,0x01114801,0x01115004,0x01117310,
    0x01117420,0x01117604,0x01117701,0x01118010,0x01118304,0x0111b310,0x0111c104,0x0111c520,0x0111c910,0x0111cd20,
    0x0111ce10,0x0111d002,0x0111da04,0x0111db20,0x0111dc04,0x0111dd20,0x0111e001,0x0111e102,0x0111f501,0x01120004,
    0x01121201,0x01121304,0x01122c10,0x01123820,0x01123e10,0x01123f04,0x01124110,0x01124201,0x01128004,0x01128701,
    0x01128804,0x01128901,0x01128a04,0x01128e01,0x01128f04,0x01129e01,0x01129f04,0x0112a920,0x0112aa01,0x0112b004,
    0x0112df10,0x0112eb01,0x0112f002,0x0112fa01,0x01130010,0x01130401,0x01130504,0x01130d01,0x01130f04,0x01131101,
    0x01131304,0x01132901,0x01132a04,0x01133101,0x01133204,0x01133401,0x01133504,0x01133a01,0x01133b10,0x01133d04,
    0x01133e10,0x01134501,0x01134710,0x01134901,0x01134b10,0x01134e01,0x01135004,0x01135101,0x01135710,0x01135801,
    0x01135d04,0x01136210,0x01136401,0x01136610,0x01136d01,0x01137010,0x01137501,0x01140004,0x01143510,0x01144704,
    0x01144b20,0x01145002,0x01145a20,0x01145c01,0x01145d20,0x01145e10,0x01145f04,0x01146201,0x01148004,0x0114b010,
    0x0114c404,0x0114c620,0x0114c704,0x0114c801,0x0114d002,0x0114da01,0x01158004,0x0115af10,0x0115b601,0x0115b810,
    0x0115c120,0x0115d804,0x0115dc10,0x0115de01,0x01160004,0x01163010,0x01164120,0x01164404,0x01164501,0x01165002,
    0x01165a01,0x01166020,0x01166d01,0x01168004,0x0116ab10,0x0116b804,0x0116b920,0x0116ba01,0x0116c002,0x0116ca01,
    0x01170004,0x01171b01,0x01171d10,0x01172c01,0x01173002,0x01173c20,0x01173f40,0x01174004,0x01174701,0x01180004,
    0x01182c10,0x01183b20,0x01183c01,0x0118a004,0x0118e002,0x0118f301,0x0118ff04,0x01190701,0x01190904,0x01190a01,
    0x01190c04,0x01191401,0x01191504,0x01191701,0x01191804,0x01193010,0x01193601,0x01193710,0x01193901,0x01193b10,
    0x01193f04,0x01194010,0x01194104,0x01194210,0x01194420,0x01194701,0x01195002,0x01195a01,0x0119a004,0x0119a801,
    0x0119aa04,0x0119d110,0x0119d801,0x0119da10,0x0119e104,0x0119e220,0x0119e304,0x0119e410,0x0119e501,0x011a0004,
    0x011a0110,0x011a0b04,0x011a3310,0x011a3a04,0x011a3b10,0x011a3f20,0x011a4710,0x011a4801,0x011a5004,0x011a5110,
    0x011a5c04,0x011a8a10,0x011a9a20,0x011a9d04,0x011a9e20,0x011aa301,0x011ab004,0x011af901,0x011b0020,0x011b0a01,
    0x011c0004,0x011c0901,0x011c0a04,0x011c2f10,0x011c3701,0x011c3810,0x011c4004,0x011c4120,0x011c4601,0x011c5002,
    0x011c6d01,0x011c7020,0x011c7204,0x011c9001,0x011c9210,0x011ca801,0x011ca910,0x011cb701,0x011d0004,0x011d0701,
    0x011d0804,0x011d0a01,0x011d0b04,0x011d3110,0x011d3701,0x011d3a10,0x011d3b01,0x011d3c10,0x011d3e01,0x011d3f10,
    0x011d4604,0x011d4710,0x011d4801,0x011d5002,0x011d5a01,0x011d6004,0x011d6601,0x011d6704,0x011d6901,0x011d6a04,
    0x011d8a10,0x011d8f01,0x011d9010,0x011d9201,0x011d9310,0x011d9804,0x011d9901,0x011da002,0x011daa01,0x011ee004,
    0x011ef310,0x011ef720,0x011ef901,0x011f0010,0x011f0204,0x011f0310,0x011f0404,0x011f1101,0x011f1204,0x011f3410,
    0x011f3b01,0x011f3e10,0x011f4320,0x011f5002,0x011f5a01,0x011fb004,0x011fb101,0x011fc002,0x011fd540,0x011ff201,
    0x011fff20,0x01200004,0x01239a01,0x01240002,0x01246f01,0x01247020,0x01247501,0x01248004,0x01254401,0x012f9004,
    0x012ff120,0x012ff301,0x01300004,0x01343080,0x01344010,0x01344104,0x01344710,0x01345601,0x01440004,0x01464701,
    0x01680004,0x016a3901,0x016a4004,0x016a5f01,0x016a6002,0x016a6a01,0x016a6e20,0x016a7004,0x016abf01,0x016ac002,
    0x016aca01,0x016ad004,0x016aee01,0x016af010,0x016af520,0x016af601,0x016b0004,0x016b3010,0x016b3720,0x016b3c40,
    0x016b4004,0x016b4420,0x016b4540,0x016b4601,0x016b5002,0x016b5a01,0x016b5b02,0x016b6201,0x016b6304,0x016b7801,
    0x016b7d04,0x016b9001,0x016e4004,0x016e8002,0x016e9720,0x016e9b01,0x016f0004,0x016f4b01,0x016f4f10,0x016f5004,
    0x016f5110,0x016f8801,0x016f8f10,0x016f9304,0x016fa001,0x016fe004,0x016fe220,0x016fe304,0x016fe410,0x016fe501,
    0x016ff010,0x016ff201,0x01700004,0x0187f801,0x01880004,0x018cd601,0x018d0004,0x018d0901,0x01aff004,0x01aff401,
    0x01aff504,0x01affc01,0x01affd04,0x01afff01,0x01b00004,0x01b12301,0x01b13204,0x01b13301,0x01b15004,0x01b15301,
    0x01b15504,0x01b15601,0x01b16404,0x01b16801,0x01b17004,0x01b2fc01,0x01bc0004,0x01bc6b01,0x01bc7004,0x01bc7d01,
    0x01bc8004,0x01bc8901,0x01bc9004,0x01bc9a01,0x01bc9c40,0x01bc9d10,0x01bc9f20,0x01bca080,0x01bca401,0x01cf0010,
    0x01cf2e01,0x01cf3010,0x01cf4701,0x01cf5040,0x01cfc401,0x01d00040,0x01d0f601,0x01d10040,0x01d12701,0x01d12940,
    0x01d16510,0x01d16a40,0x01d16d10,0x01d17380,0x01d17b10,0x01d18340,0x01d18510,0x01d18c40,0x01d1aa10,0x01d1ae40,
    0x01d1eb01,0x01d20040,0x01d24210,0x01d24540,0x01d24601,0x01d2c002,0x01d2d401,0x01d2e002,0x01d2f401,0x01d30040,
    0x01d35701,0x01d36002,0x01d37901,0x01d40004,0x01d45501,0x01d45604,0x01d49d01,0x01d49e04,0x01d4a001,0x01d4a204,
    0x01d4a301,0x01d4a504,0x01d4a701,0x01d4a904,0x01d4ad01,0x01d4ae04,0x01d4ba01,0x01d4bb04,0x01d4bc01,0x01d4bd04,
    0x01d4c401,0x01d4c504,0x01d50601,0x01d50704,0x01d50b01,0x01d50d04,0x01d51501,0x01d51604,0x01d51d01,0x01d51e04,
    0x01d53a01,0x01d53b04,0x01d53f01,0x01d54004,0x01d54501,0x01d54604,0x01d54701,0x01d54a04,0x01d55101,0x01d55204,
    0x01d6a601,0x01d6a804,0x01d6c140,0x01d6c204,0x01d6db40,0x01d6dc04,0x01d6fb40,0x01d6fc04,0x01d71540,0x01d71604,
    0x01d73540,0x01d73604,0x01d74f40,0x01d75004,0x01d76f40,0x01d77004,0x01d78940,0x01d78a04,0x01d7a940,0x01d7aa04,
    0x01d7c340,0x01d7c404,0x01d7cc01,0x01d7ce02,0x01d80040,0x01da0010,0x01da3740,0x01da3b10,0x01da6d40,0x01da7510,
    0x01da7640,0x01da8410,0x01da8540,0x01da8720,0x01da8c01,0x01da9b10,0x01daa001,0x01daa110,0x01dab001,0x01df0004,
    0x01df1f01,0x01df2504,0x01df2b01,0x01e00010,0x01e00701,0x01e00810,0x01e01901,0x01e01b10,0x01e02201,0x01e02310,
    0x01e02501,0x01e02610,0x01e02b01,0x01e03004,0x01e06e01,0x01e08f10,0x01e09001,0x01e10004,0x01e12d01,0x01e13010,
    0x01e13704,0x01e13e01,0x01e14002,0x01e14a01,0x01e14e04,0x01e14f40,0x01e15001,0x01e29004,0x01e2ae10,0x01e2af01,
    0x01e2c004,0x01e2ec10,0x01e2f002,0x01e2fa01,0x01e2ff40,0x01e30001,0x01e4d004,0x01e4ec10,0x01e4f002,0x01e4fa01,
    0x01e7e004,0x01e7e701,0x01e7e804,0x01e7ec01,0x01e7ed04,0x01e7ef01,0x01e7f004,0x01e7ff01,0x01e80004,0x01e8c501,
    0x01e8c702,0x01e8d010,0x01e8d701,0x01e90004,0x01e94410,0x01e94b04,0x01e94c01,0x01e95002,0x01e95a01,0x01e95e20,
    0x01e96001,0x01ec7102,0x01ecac40,0x01ecad02,0x01ecb040,0x01ecb102,0x01ecb501,0x01ed0102,0x01ed2e40,0x01ed2f02,
    0x01ed3e01,0x01ee0004,0x01ee0401,0x01ee0504,0x01ee2001,0x01ee2104,0x01ee2301,0x01ee2404,0x01ee2501,0x01ee2704,
    0x01ee2801,0x01ee2904,0x01ee3301,0x01ee3404,0x01ee3801,0x01ee3904,0x01ee3a01,0x01ee3b04,0x01ee3c01,0x01ee4204,
    0x01ee4301,0x01ee4704,0x01ee4801,0x01ee4904,0x01ee4a01,0x01ee4b04,0x01ee4c01,0x01ee4d04,0x01ee5001,0x01ee5104,
    0x01ee5301,0x01ee5404,0x01ee5501,0x01ee5704,0x01ee5801,0x01ee5904,0x01ee5a01,0x01ee5b04,0x01ee5c01,0x01ee5d04,
    0x01ee5e01,0x01ee5f04,0x01ee6001,0x01ee6104,0x01ee6301,0x01ee6404,0x01ee6501,0x01ee6704,0x01ee6b01,0x01ee6c04,
    0x01ee7301,0x01ee7404,0x01ee7801,0x01ee7904,0x01ee7d01,0x01ee7e04,0x01ee7f01,0x01ee8004,0x01ee8a01,0x01ee8b04,
    0x01ee9c01,0x01eea104,0x01eea401,0x01eea504,0x01eeaa01,0x01eeab04,0x01eebc01,0x01eef040,0x01eef201,0x01f00040,
    0x01f02c01,0x01f03040,0x01f09401,0x01f0a040,0x01f0af01,0x01f0b140,0x01f0c001,0x01f0c140,0x01f0d001,0x01f0d140,
    0x01f0f601,0x01f10002,0x01f10d40,0x01f1ae01,0x01f1e640,0x01f20301,0x01f21040,0x01f23c01,0x01f24040,0x01f24901,
    0x01f25040,0x01f25201,0x01f26040,0x01f26601,0x01f30040,0x01f6d801,0x01f6dc40,0x01f6ed01,0x01f6f040,0x01f6fd01,
    0x01f70040,0x01f77701,0x01f77b40,0x01f7da01,0x01f7e040,0x01f7ec01,0x01f7f040,0x01f7f101,0x01f80040,0x01f80c01,
    0x01f81040,0x01f84801,0x01f85040,0x01f85a01,0x01f86040,0x01f88801,0x01f89040,0x01f8ae01,0x01f8b040,0x01f8b201,
    0x01f90040,0x01fa5401,0x01fa6040,0x01fa6e01,0x01fa7040,0x01fa7d01,0x01fa8040,0x01fa8901,0x01fa9040,0x01fabe01,
    0x01fabf40,0x01fac601,0x01face40,0x01fadc01,0x01fae040,0x01fae901,0x01faf040,0x01faf901,0x01fb0040,0x01fb9301,
    0x01fb9440,0x01fbcb01,0x01fbf002,0x01fbfa01,0x02000004,0x02a6e001,0x02a70004,0x02b73a01,0x02b74004,0x02b81e01,
    0x02b82004,0x02cea201,0x02ceb004,0x02ebe101,0x02ebf004,0x02ee5e01,0x02f80004,0x02fa1e01,0x03000004,0x03134b01,
    0x03135004,0x0323b001,0x0e000180,0x0e000201,0x0e002080,0x0e008001,0x0e010010,0x0e01f001,0x0f000080,0x0ffffe01,
    0x10000080,0x10fffe01,
};
/* White_Space (PropList.txt) */
static const uint32_t dlgo__uc_space[25] = {
    0x9,0xa,0xb,0xc,0xd,0x20,0x85,0xa0,0x1680,0x2000,0x2001,0x2002,0x2003,
    0x2004,0x2005,0x2006,0x2007,0x2008,0x2009,0x200a,0x2028,0x2029,0x202f,0x205f,0x3000,
};
/* the cased-letter class of the deepseek-llm pre-tokenizer: inclusive [first, last] pairs */
static const uint32_t dlgo__uc_deepseek_letters[84][2] = {
    {0x41,0x5a},{0x61,0x7a},{0xb5,0xb5},{0xc0,0xd6},{0xd8,0xf6},{0xf8,0x1ba},{0x1bc,0x1bf},{0x1c4,0x293},
    {0x295,0x2af},{0x370,0x373},{0x376,0x377},{0x37b,0x37d},{0x37f,0x37f},{0x386,0x386},{0x388,0x38a},{0x38c,0x38c},
    {0x38e,0x3a1},{0x3a3,0x3f5},{0x3f7,0x481},{0x48a,0x52f},{0x531,0x556},{0x10a0,0x10c5},{0x13a0,0x13f5},{0x13f8,0x13fd},
    {0x1c90,0x1cba},{0x1cbd,0x1cbf},{0x1d00,0x1d2b},{0x1d6b,0x1d77},{0x1d79,0x1d9a},{0x1e00,0x1f15},{0x1f18,0x1f1d},{0x1f20,0x1f45},
    {0x1f48,0x1f4d},{0x1f50,0x1f57},{0x1f59,0x1f59},{0x1f5b,0x1f5b},{0x1f5d,0x1f5d},{0x1f5f,0x1f7d},{0x1f80,0x1fb4},{0x1fb6,0x1fbc},
    {0x1fbe,0x1fbe},{0x1fc2,0x1fc4},{0x1fc6,0x1fcc},{0x1fd0,0x1fd3},{0x1fd6,0x1fdb},{0x1fe0,0x1fec},{0x1ff2,0x1ff4},{0x1ff6,0x1ffc},
    {0x2102,0x2102},{0x2107,0x2107},{0x210a,0x2113},{0x2115,0x2115},{0x2119,0x211d},{0x2124,0x2124},{0x2126,0x2126},{0x2128,0x2128},
    {0x212a,0x212d},{0x212f,0x2134},{0x2139,0x2139},{0x213c,0x213f},{0x2145,0x2149},{0x214e,0x214e},{0x2183,0x2184},{0x2c00,0x2c7b},
    {0x2c7e,0x2ce4},{0x2ceb,0x2cee},{0x2cf2,0x2cf3},{0xa640,0xa66d},{0xa680,0xa69b},{0xa722,0xa76f},{0xa771,0xa787},{0xa78b,0xa78e},
    {0xab70,0xabbf},{0xfb00,0xfb06},{0xfb13,0xfb17},{0xff21,0xff3a},{0xff41,0xff5a},{0x10400,0x1044f},{0x104b0,0x104d3},{0x104d8,0x104fb},
    {0x10c80,0x10cb2},{0x10cc0,0x10cf2},{0x118a0,0x118df},{0x1e900,0x1e943},
};
/* >>unicode-end */

/* >>tokenizer-begin */
/* >>tokenizer-end */

/* >>chat-begin */
/* >>chat-end */

/* >>sampler-begin */
/* >>sampler-end */

/* >>arch-begin (model loading, architecture spec, forward pass) */
/* >>arch-end */

#ifdef __cplusplus
}
#endif
#endif /* DLGO_IMPLEMENTATION */

/* >>license
------------------------------------------------------------------------------------------------------------------
MIT License

Copyright (c) 2026 the dlgo.h authors

Permission is hereby granted, free of charge, to any person obtaining a copy of this software and associated
documentation files (the "Software"), to deal in the Software without restriction, including without limitation the
rights to use, copy, modify, merge, publish, distribute, sublicense, and/or sell copies of the Software, and to permit
persons to whom the Software is furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all copies or substantial portions of the
Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING BUT NOT LIMITED TO THE
WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR
COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR
OTHERWISE, ARISING FROM, OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.
------------------------------------------------------------------------------------------------------------------
*/
