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

/* n must be a multiple of the block size. DLGO_ERR_UNSUPPORTED for ids without a conversion (unknown, removed,
   i8..f64; quantize: K/IQ weight types), DLGO_ERR_INVALID_ARG for NULL or a bad n. Blocks may sit at any address.
   Quantizers are byte-identical to ggml (activation types q8_0/q8_1/q8_K, f16/bf16, and the weight types
   q4_0 q4_1 q5_0 q5_1 mxfp4 nvfp4 q1_0 q2_0 tq1_0 tq2_0 as ggml_quantize_chunk without imatrix).
   allocates: no · thread: any */
DLGO_API dlgo_result dlgo_dequantize_row(int type, const void *src, float *dst, int64_t n);
DLGO_API dlgo_result dlgo_quantize_row(int type, const float *src, void *dst, int64_t n);
/* Reference dot product of n elements of weight type `type` with activations already in
   dlgo_type_vec_dot_type(type) (n/bs blocks of that type). Scalar, always compiled. NaN when the type has no
   dot product (q8_1, q8_K, integer types, unknown ids), a pointer is NULL or n is not a multiple of the block. */
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
/* >>gguf-end */

/* >>quant-begin (types, blocks, dequant, quant, dot products) */
/* ==========================================================================================================
   >>quant — ggml block formats: dequantization, activation quantization, reference dot products
   ==========================================================================================================
   Every block struct below is made of bytes only (multi-byte fields are read with dlgo__rd16/32), so a block
   may sit at any address and the code does not depend on host endianness. Field order and sizes are the GGUF
   file format (ggml-common.h); the static asserts pin them. Dot products follow ggml's scalar vec_dot: integer
   sums per (sub-)block, then one float scale, so results track llama.cpp's CPU backend. */

#define DLGO__QK_K 256

typedef struct { uint8_t d[2]; uint8_t qs[16]; } dlgo__block_q4_0;                         /* f16 d; nibbles */
typedef struct { uint8_t d[2]; uint8_t m[2]; uint8_t qs[16]; } dlgo__block_q4_1;           /* + f16 min */
typedef struct { uint8_t d[2]; uint8_t qh[4]; uint8_t qs[16]; } dlgo__block_q5_0;          /* qh: LE u32 5th bits */
typedef struct { uint8_t d[2]; uint8_t m[2]; uint8_t qh[4]; uint8_t qs[16]; } dlgo__block_q5_1;
typedef struct { uint8_t d[2]; int8_t qs[32]; } dlgo__block_q8_0;
typedef struct { uint8_t d[2]; uint8_t s[2]; int8_t qs[32]; } dlgo__block_q8_1;           /* s = f16(d·Σq) */
typedef struct { uint8_t scales[16]; uint8_t qs[64]; uint8_t d[2]; uint8_t dmin[2]; } dlgo__block_q2_K;
typedef struct { uint8_t hmask[32]; uint8_t qs[64]; uint8_t scales[12]; uint8_t d[2]; } dlgo__block_q3_K;
typedef struct { uint8_t d[2]; uint8_t dmin[2]; uint8_t scales[12]; uint8_t qs[128]; } dlgo__block_q4_K;
typedef struct { uint8_t d[2]; uint8_t dmin[2]; uint8_t scales[12]; uint8_t qh[32]; uint8_t qs[128]; } dlgo__block_q5_K;
typedef struct { uint8_t ql[128]; uint8_t qh[64]; int8_t scales[16]; uint8_t d[2]; } dlgo__block_q6_K;
typedef struct { uint8_t d[4]; int8_t qs[256]; uint8_t bsums[32]; } dlgo__block_q8_K;       /* f32 d; i16 bsums[16] */
typedef struct { uint8_t d[2]; uint8_t qs[64]; } dlgo__block_iq2_xxs;                      /* u16 qs[32] */
typedef struct { uint8_t d[2]; uint8_t qs[64]; uint8_t scales[8]; } dlgo__block_iq2_xs;    /* u16 qs[32] */
typedef struct { uint8_t d[2]; uint8_t qs[96]; } dlgo__block_iq3_xxs;
typedef struct { uint8_t d[2]; uint8_t qs[32]; uint8_t qh[16]; } dlgo__block_iq1_s;        /* u16 qh[8] */
typedef struct { uint8_t d[2]; uint8_t qs[16]; } dlgo__block_iq4_nl;
typedef struct { uint8_t d[2]; uint8_t qs[64]; uint8_t qh[8]; uint8_t signs[32]; uint8_t scales[4]; } dlgo__block_iq3_s;
typedef struct { uint8_t d[2]; uint8_t qs[64]; uint8_t qh[8]; uint8_t scales[8]; } dlgo__block_iq2_s;
typedef struct { uint8_t d[2]; uint8_t scales_h[2]; uint8_t scales_l[4]; uint8_t qs[128]; } dlgo__block_iq4_xs;
typedef struct { uint8_t qs[32]; uint8_t qh[16]; uint8_t scales[8]; } dlgo__block_iq1_m;   /* f16 d in scales' top nibbles */
typedef struct { uint8_t qs[48]; uint8_t qh[4]; uint8_t d[2]; } dlgo__block_tq1_0;         /* base-3 digits */
typedef struct { uint8_t qs[64]; uint8_t d[2]; } dlgo__block_tq2_0;
typedef struct { uint8_t e; uint8_t qs[16]; } dlgo__block_mxfp4;                           /* E8M0 scale */
typedef struct { uint8_t d[4]; uint8_t qs[32]; } dlgo__block_nvfp4;                        /* 4 UE4M3 scales */
typedef struct { uint8_t d[2]; uint8_t qs[16]; } dlgo__block_q1_0;                         /* 128 sign bits */
typedef struct { uint8_t d[2]; uint8_t qs[16]; } dlgo__block_q2_0;                         /* 64 2-bit codes */

DLGO__STATIC_ASSERT(sizeof(dlgo__block_q4_0) == 18, "q4_0 block size");
DLGO__STATIC_ASSERT(sizeof(dlgo__block_q4_1) == 20, "q4_1 block size");
DLGO__STATIC_ASSERT(sizeof(dlgo__block_q5_0) == 22, "q5_0 block size");
DLGO__STATIC_ASSERT(sizeof(dlgo__block_q5_1) == 24, "q5_1 block size");
DLGO__STATIC_ASSERT(sizeof(dlgo__block_q8_0) == 34, "q8_0 block size");
DLGO__STATIC_ASSERT(sizeof(dlgo__block_q8_1) == 36, "q8_1 block size");
DLGO__STATIC_ASSERT(sizeof(dlgo__block_q2_K) == 84, "q2_K block size");
DLGO__STATIC_ASSERT(sizeof(dlgo__block_q3_K) == 110, "q3_K block size");
DLGO__STATIC_ASSERT(sizeof(dlgo__block_q4_K) == 144, "q4_K block size");
DLGO__STATIC_ASSERT(sizeof(dlgo__block_q5_K) == 176, "q5_K block size");
DLGO__STATIC_ASSERT(sizeof(dlgo__block_q6_K) == 210, "q6_K block size");
DLGO__STATIC_ASSERT(sizeof(dlgo__block_q8_K) == 292, "q8_K block size");
DLGO__STATIC_ASSERT(sizeof(dlgo__block_iq2_xxs) == 66, "iq2_xxs block size");
DLGO__STATIC_ASSERT(sizeof(dlgo__block_iq2_xs) == 74, "iq2_xs block size");
DLGO__STATIC_ASSERT(sizeof(dlgo__block_iq3_xxs) == 98, "iq3_xxs block size");
DLGO__STATIC_ASSERT(sizeof(dlgo__block_iq1_s) == 50, "iq1_s block size");
DLGO__STATIC_ASSERT(sizeof(dlgo__block_iq4_nl) == 18, "iq4_nl block size");
DLGO__STATIC_ASSERT(sizeof(dlgo__block_iq3_s) == 110, "iq3_s block size");
DLGO__STATIC_ASSERT(sizeof(dlgo__block_iq2_s) == 82, "iq2_s block size");
DLGO__STATIC_ASSERT(sizeof(dlgo__block_iq4_xs) == 136, "iq4_xs block size");
DLGO__STATIC_ASSERT(sizeof(dlgo__block_iq1_m) == 56, "iq1_m block size");
DLGO__STATIC_ASSERT(sizeof(dlgo__block_tq1_0) == 54, "tq1_0 block size");
DLGO__STATIC_ASSERT(sizeof(dlgo__block_tq2_0) == 66, "tq2_0 block size");
DLGO__STATIC_ASSERT(sizeof(dlgo__block_mxfp4) == 17, "mxfp4 block size");
DLGO__STATIC_ASSERT(sizeof(dlgo__block_nvfp4) == 36, "nvfp4 block size");
DLGO__STATIC_ASSERT(sizeof(dlgo__block_q1_0) == 18, "q1_0 block size");
DLGO__STATIC_ASSERT(sizeof(dlgo__block_q2_0) == 18, "q2_0 block size");

/* Codebooks (format data from ggml-common.h). IQ grids pack 8 (or 4) unsigned magnitudes per entry, byte j =
   element j (little-endian); iq1s_grid holds int8 values -1/0/+1. ksigns_iq2xs maps 7 sign bits to 8 by parity. */
static const int8_t dlgo__kvalues_iq4nl[16] = { -127, -104, -83, -65, -49, -35, -22, -10, 1, 13, 25, 38, 53, 69, 89, 113 };
/* E2M1 values doubled (so they are integers); scales are halved to compensate */
static const int8_t dlgo__kvalues_fp4[16] = { 0, 1, 2, 3, 4, 6, 8, 12, 0, -1, -2, -3, -4, -6, -8, -12 };
#define DLGO__IQ1S_DELTA 0.125f
#define DLGO__IQ1M_DELTA 0.125f
static const uint8_t dlgo__ksigns_iq2xs[128] = {
      0, 129, 130,   3, 132,   5,   6, 135, 136,   9,  10, 139,  12, 141, 142,  15,
    144,  17,  18, 147,  20, 149, 150,  23,  24, 153, 154,  27, 156,  29,  30, 159,
    160,  33,  34, 163,  36, 165, 166,  39,  40, 169, 170,  43, 172,  45,  46, 175,
     48, 177, 178,  51, 180,  53,  54, 183, 184,  57,  58, 187,  60, 189, 190,  63,
    192,  65,  66, 195,  68, 197, 198,  71,  72, 201, 202,  75, 204,  77,  78, 207,
     80, 209, 210,  83, 212,  85,  86, 215, 216,  89,  90, 219,  92, 221, 222,  95,
     96, 225, 226,  99, 228, 101, 102, 231, 232, 105, 106, 235, 108, 237, 238, 111,
    240, 113, 114, 243, 116, 245, 246, 119, 120, 249, 250, 123, 252, 125, 126, 255,
};
static const uint64_t dlgo__iq2xxs_grid[256] = {
    0x0808080808080808, 0x080808080808082b, 0x0808080808081919, 0x0808080808082b08,
    0x0808080808082b2b, 0x0808080808190819, 0x0808080808191908, 0x08080808082b0808,
    0x08080808082b082b, 0x08080808082b2b08, 0x08080808082b2b2b, 0x0808080819080819,
    0x0808080819081908, 0x0808080819190808, 0x0808080819192b08, 0x08080808192b0819,
    0x08080808192b1908, 0x080808082b080808, 0x080808082b08082b, 0x080808082b082b2b,
    0x080808082b2b082b, 0x0808081908080819, 0x0808081908081908, 0x0808081908190808,
    0x0808081908191919, 0x0808081919080808, 0x080808192b081908, 0x080808192b192b08,
    0x0808082b08080808, 0x0808082b0808082b, 0x0808082b082b082b, 0x0808082b2b08082b,
    0x0808190808080819, 0x0808190808081908, 0x0808190808190808, 0x08081908082b0819,
    0x08081908082b1908, 0x0808190819080808, 0x080819081908082b, 0x0808190819082b08,
    0x08081908192b0808, 0x080819082b080819, 0x080819082b081908, 0x080819082b190808,
    0x080819082b2b1908, 0x0808191908080808, 0x080819190808082b, 0x0808191908082b08,
    0x08081919082b0808, 0x080819191908192b, 0x08081919192b2b19, 0x080819192b080808,
    0x080819192b190819, 0x0808192b08082b19, 0x0808192b08190808, 0x0808192b19080808,
    0x0808192b2b081908, 0x0808192b2b2b1908, 0x08082b0808080808, 0x08082b0808081919,
    0x08082b0808082b08, 0x08082b0808191908, 0x08082b08082b2b08, 0x08082b0819080819,
    0x08082b0819081908, 0x08082b0819190808, 0x08082b081919082b, 0x08082b082b082b08,
    0x08082b1908081908, 0x08082b1919080808, 0x08082b2b0808082b, 0x08082b2b08191908,
    0x0819080808080819, 0x0819080808081908, 0x0819080808190808, 0x08190808082b0819,
    0x0819080819080808, 0x08190808192b0808, 0x081908082b081908, 0x081908082b190808,
    0x081908082b191919, 0x0819081908080808, 0x0819081908082b08, 0x08190819082b0808,
    0x0819081919190808, 0x0819081919192b2b, 0x081908192b080808, 0x0819082b082b1908,
    0x0819082b19081919, 0x0819190808080808, 0x0819190808082b08, 0x08191908082b0808,
    0x08191908082b1919, 0x0819190819082b19, 0x081919082b080808, 0x0819191908192b08,
    0x08191919192b082b, 0x0819192b08080808, 0x0819192b0819192b, 0x08192b0808080819,
    0x08192b0808081908, 0x08192b0808190808, 0x08192b0819080808, 0x08192b082b080819,
    0x08192b1908080808, 0x08192b1908081919, 0x08192b192b2b0808, 0x08192b2b19190819,
    0x082b080808080808, 0x082b08080808082b, 0x082b080808082b2b, 0x082b080819081908,
    0x082b0808192b0819, 0x082b08082b080808, 0x082b08082b08082b, 0x082b0819082b2b19,
    0x082b081919082b08, 0x082b082b08080808, 0x082b082b0808082b, 0x082b190808080819,
    0x082b190808081908, 0x082b190808190808, 0x082b190819080808, 0x082b19081919192b,
    0x082b191908080808, 0x082b191919080819, 0x082b1919192b1908, 0x082b192b2b190808,
    0x082b2b0808082b08, 0x082b2b08082b0808, 0x082b2b082b191908, 0x082b2b2b19081908,
    0x1908080808080819, 0x1908080808081908, 0x1908080808190808, 0x1908080808192b08,
    0x19080808082b0819, 0x19080808082b1908, 0x1908080819080808, 0x1908080819082b08,
    0x190808081919192b, 0x19080808192b0808, 0x190808082b080819, 0x190808082b081908,
    0x190808082b190808, 0x1908081908080808, 0x19080819082b0808, 0x19080819192b0819,
    0x190808192b080808, 0x190808192b081919, 0x1908082b08080819, 0x1908082b08190808,
    0x1908082b19082b08, 0x1908082b1919192b, 0x1908082b192b2b08, 0x1908190808080808,
    0x1908190808082b08, 0x19081908082b0808, 0x190819082b080808, 0x190819082b192b19,
    0x190819190819082b, 0x19081919082b1908, 0x1908192b08080808, 0x19082b0808080819,
    0x19082b0808081908, 0x19082b0808190808, 0x19082b0819080808, 0x19082b0819081919,
    0x19082b1908080808, 0x19082b1919192b08, 0x19082b19192b0819, 0x19082b192b08082b,
    0x19082b2b19081919, 0x19082b2b2b190808, 0x1919080808080808, 0x1919080808082b08,
    0x1919080808190819, 0x1919080808192b19, 0x19190808082b0808, 0x191908082b080808,
    0x191908082b082b08, 0x1919081908081908, 0x191908191908082b, 0x191908192b2b1908,
    0x1919082b2b190819, 0x191919082b190808, 0x191919082b19082b, 0x1919191908082b2b,
    0x1919192b08080819, 0x1919192b19191908, 0x19192b0808080808, 0x19192b0808190819,
    0x19192b0808192b19, 0x19192b08192b1908, 0x19192b1919080808, 0x19192b2b08082b08,
    0x192b080808081908, 0x192b080808190808, 0x192b080819080808, 0x192b0808192b2b08,
    0x192b081908080808, 0x192b081919191919, 0x192b082b08192b08, 0x192b082b192b0808,
    0x192b190808080808, 0x192b190808081919, 0x192b191908190808, 0x192b19190819082b,
    0x192b19192b081908, 0x192b2b081908082b, 0x2b08080808080808, 0x2b0808080808082b,
    0x2b08080808082b2b, 0x2b08080819080819, 0x2b0808082b08082b, 0x2b08081908081908,
    0x2b08081908192b08, 0x2b08081919080808, 0x2b08082b08190819, 0x2b08190808080819,
    0x2b08190808081908, 0x2b08190808190808, 0x2b08190808191919, 0x2b08190819080808,
    0x2b081908192b0808, 0x2b08191908080808, 0x2b0819191908192b, 0x2b0819192b191908,
    0x2b08192b08082b19, 0x2b08192b19080808, 0x2b08192b192b0808, 0x2b082b080808082b,
    0x2b082b1908081908, 0x2b082b2b08190819, 0x2b19080808081908, 0x2b19080808190808,
    0x2b190808082b1908, 0x2b19080819080808, 0x2b1908082b2b0819, 0x2b1908190819192b,
    0x2b1908192b080808, 0x2b19082b19081919, 0x2b19190808080808, 0x2b191908082b082b,
    0x2b19190819081908, 0x2b19191919190819, 0x2b192b082b080819, 0x2b192b19082b0808,
    0x2b2b08080808082b, 0x2b2b080819190808, 0x2b2b08082b081919, 0x2b2b081908082b19,
    0x2b2b082b08080808, 0x2b2b190808192b08, 0x2b2b2b0819190808, 0x2b2b2b1908081908,
};
static const uint64_t dlgo__iq2xs_grid[512] = {
    0x0808080808080808, 0x080808080808082b, 0x0808080808081919, 0x0808080808082b08,
    0x0808080808082b2b, 0x0808080808190819, 0x0808080808191908, 0x080808080819192b,
    0x0808080808192b19, 0x08080808082b0808, 0x08080808082b082b, 0x08080808082b1919,
    0x08080808082b2b08, 0x0808080819080819, 0x0808080819081908, 0x080808081908192b,
    0x0808080819082b19, 0x0808080819190808, 0x080808081919082b, 0x0808080819191919,
    0x0808080819192b08, 0x08080808192b0819, 0x08080808192b1908, 0x080808082b080808,
    0x080808082b08082b, 0x080808082b081919, 0x080808082b082b08, 0x080808082b190819,
    0x080808082b191908, 0x080808082b192b19, 0x080808082b2b0808, 0x0808081908080819,
    0x0808081908081908, 0x080808190808192b, 0x0808081908082b19, 0x0808081908190808,
    0x080808190819082b, 0x0808081908191919, 0x0808081908192b08, 0x0808081908192b2b,
    0x08080819082b0819, 0x08080819082b1908, 0x0808081919080808, 0x080808191908082b,
    0x0808081919081919, 0x0808081919082b08, 0x0808081919190819, 0x0808081919191908,
    0x08080819192b0808, 0x08080819192b2b08, 0x080808192b080819, 0x080808192b081908,
    0x080808192b190808, 0x0808082b08080808, 0x0808082b0808082b, 0x0808082b08081919,
    0x0808082b08082b08, 0x0808082b08190819, 0x0808082b08191908, 0x0808082b082b0808,
    0x0808082b19080819, 0x0808082b19081908, 0x0808082b19190808, 0x0808082b19191919,
    0x0808082b2b080808, 0x0808082b2b082b2b, 0x0808190808080819, 0x0808190808081908,
    0x080819080808192b, 0x0808190808082b19, 0x0808190808190808, 0x080819080819082b,
    0x0808190808191919, 0x0808190808192b08, 0x08081908082b0819, 0x08081908082b1908,
    0x0808190819080808, 0x080819081908082b, 0x0808190819081919, 0x0808190819082b08,
    0x0808190819190819, 0x0808190819191908, 0x080819081919192b, 0x08081908192b0808,
    0x080819082b080819, 0x080819082b081908, 0x080819082b190808, 0x0808191908080808,
    0x080819190808082b, 0x0808191908081919, 0x0808191908082b08, 0x0808191908190819,
    0x0808191908191908, 0x08081919082b0808, 0x0808191919080819, 0x0808191919081908,
    0x0808191919190808, 0x08081919192b0819, 0x080819192b080808, 0x0808192b08080819,
    0x0808192b08081908, 0x0808192b08190808, 0x0808192b082b192b, 0x0808192b19080808,
    0x0808192b1908082b, 0x0808192b2b081908, 0x08082b0808080808, 0x08082b080808082b,
    0x08082b0808081919, 0x08082b0808082b08, 0x08082b0808082b2b, 0x08082b0808190819,
    0x08082b0808191908, 0x08082b08082b0808, 0x08082b08082b1919, 0x08082b0819080819,
    0x08082b0819081908, 0x08082b0819190808, 0x08082b0819192b08, 0x08082b082b080808,
    0x08082b082b2b0808, 0x08082b082b2b2b2b, 0x08082b1908080819, 0x08082b1908081908,
    0x08082b1908190808, 0x08082b1919080808, 0x08082b192b080819, 0x08082b192b082b19,
    0x08082b2b08080808, 0x08082b2b082b0808, 0x08082b2b082b2b08, 0x08082b2b2b19192b,
    0x08082b2b2b2b0808, 0x0819080808080819, 0x0819080808081908, 0x081908080808192b,
    0x0819080808082b19, 0x0819080808190808, 0x081908080819082b, 0x0819080808191919,
    0x0819080808192b08, 0x08190808082b0819, 0x08190808082b1908, 0x0819080819080808,
    0x081908081908082b, 0x0819080819081919, 0x0819080819082b08, 0x0819080819190819,
    0x0819080819191908, 0x08190808192b0808, 0x08190808192b2b2b, 0x081908082b080819,
    0x081908082b081908, 0x081908082b190808, 0x0819081908080808, 0x081908190808082b,
    0x0819081908081919, 0x0819081908082b08, 0x0819081908190819, 0x0819081908191908,
    0x08190819082b0808, 0x0819081919080819, 0x0819081919081908, 0x0819081919190808,
    0x081908192b080808, 0x081908192b191908, 0x081908192b19192b, 0x0819082b08080819,
    0x0819082b08081908, 0x0819082b0808192b, 0x0819082b08190808, 0x0819082b19080808,
    0x0819082b192b0808, 0x0819190808080808, 0x081919080808082b, 0x0819190808081919,
    0x0819190808082b08, 0x0819190808190819, 0x0819190808191908, 0x08191908082b0808,
    0x0819190819080819, 0x0819190819081908, 0x0819190819082b19, 0x0819190819190808,
    0x08191908192b1908, 0x081919082b080808, 0x0819191908080819, 0x0819191908081908,
    0x0819191908190808, 0x0819191919080808, 0x0819192b08080808, 0x0819192b08191908,
    0x0819192b19082b19, 0x08192b0808080819, 0x08192b0808081908, 0x08192b0808190808,
    0x08192b080819082b, 0x08192b0819080808, 0x08192b0819191908, 0x08192b082b08192b,
    0x08192b1908080808, 0x08192b1908081919, 0x08192b19192b192b, 0x08192b2b19190819,
    0x08192b2b2b2b2b19, 0x082b080808080808, 0x082b08080808082b, 0x082b080808081919,
    0x082b080808082b08, 0x082b080808082b2b, 0x082b080808190819, 0x082b080808191908,
    0x082b0808082b0808, 0x082b080819080819, 0x082b080819081908, 0x082b080819190808,
    0x082b08082b080808, 0x082b08082b2b0808, 0x082b081908080819, 0x082b081908081908,
    0x082b081908190808, 0x082b081919080808, 0x082b081919082b08, 0x082b0819192b1919,
    0x082b082b08080808, 0x082b082b082b082b, 0x082b082b2b080808, 0x082b082b2b2b2b08,
    0x082b190808080819, 0x082b190808081908, 0x082b190808190808, 0x082b1908082b2b19,
    0x082b190819080808, 0x082b191908080808, 0x082b191919080819, 0x082b19191919082b,
    0x082b19192b192b19, 0x082b192b08080819, 0x082b192b08192b2b, 0x082b192b2b2b192b,
    0x082b2b0808080808, 0x082b2b0808082b08, 0x082b2b0808082b2b, 0x082b2b08082b0808,
    0x082b2b0819191919, 0x082b2b082b082b08, 0x082b2b082b2b082b, 0x082b2b19192b2b08,
    0x082b2b192b190808, 0x082b2b2b08082b08, 0x082b2b2b082b0808, 0x082b2b2b2b08082b,
    0x082b2b2b2b082b08, 0x082b2b2b2b082b2b, 0x1908080808080819, 0x1908080808081908,
    0x190808080808192b, 0x1908080808082b19, 0x1908080808190808, 0x190808080819082b,
    0x1908080808191919, 0x1908080808192b08, 0x19080808082b0819, 0x19080808082b1908,
    0x1908080819080808, 0x190808081908082b, 0x1908080819081919, 0x1908080819082b08,
    0x1908080819082b2b, 0x1908080819190819, 0x1908080819191908, 0x19080808192b0808,
    0x19080808192b1919, 0x190808082b080819, 0x190808082b081908, 0x190808082b190808,
    0x1908081908080808, 0x190808190808082b, 0x1908081908081919, 0x1908081908082b08,
    0x1908081908190819, 0x1908081908191908, 0x19080819082b0808, 0x1908081919080819,
    0x1908081919081908, 0x1908081919190808, 0x190808192b080808, 0x190808192b081919,
    0x190808192b2b082b, 0x1908082b08080819, 0x1908082b08081908, 0x1908082b08190808,
    0x1908082b0819082b, 0x1908082b082b2b19, 0x1908082b19080808, 0x1908190808080808,
    0x190819080808082b, 0x1908190808081919, 0x1908190808082b08, 0x1908190808190819,
    0x1908190808191908, 0x1908190808192b19, 0x19081908082b0808, 0x1908190819080819,
    0x1908190819081908, 0x1908190819190808, 0x190819082b080808, 0x190819082b191908,
    0x1908191908080819, 0x1908191908081908, 0x1908191908190808, 0x19081919082b1908,
    0x1908191919080808, 0x190819192b192b2b, 0x1908192b08080808, 0x1908192b08082b2b,
    0x1908192b19081908, 0x1908192b19190808, 0x19082b0808080819, 0x19082b0808081908,
    0x19082b0808190808, 0x19082b0819080808, 0x19082b0819081919, 0x19082b0819191908,
    0x19082b08192b082b, 0x19082b1908080808, 0x19082b1908190819, 0x19082b1919081908,
    0x19082b1919190808, 0x19082b19192b2b19, 0x19082b2b08081908, 0x1919080808080808,
    0x191908080808082b, 0x1919080808081919, 0x1919080808082b08, 0x1919080808190819,
    0x1919080808191908, 0x19190808082b0808, 0x19190808082b2b08, 0x1919080819080819,
    0x1919080819081908, 0x1919080819190808, 0x191908082b080808, 0x1919081908080819,
    0x1919081908081908, 0x1919081908190808, 0x1919081908191919, 0x1919081919080808,
    0x191908191908082b, 0x1919082b08080808, 0x1919082b19081908, 0x1919082b2b2b2b2b,
    0x1919190808080819, 0x1919190808081908, 0x1919190808190808, 0x19191908082b0819,
    0x1919190819080808, 0x19191908192b0808, 0x191919082b080819, 0x191919082b2b0819,
    0x1919191908080808, 0x1919191908082b08, 0x191919192b080808, 0x191919192b082b08,
    0x1919192b082b0819, 0x1919192b192b2b08, 0x1919192b2b2b0819, 0x19192b0808080808,
    0x19192b0808191908, 0x19192b0819080819, 0x19192b0819190808, 0x19192b082b192b19,
    0x19192b1908192b2b, 0x19192b1919080808, 0x19192b191908082b, 0x19192b2b2b081919,
    0x192b080808080819, 0x192b080808081908, 0x192b080808190808, 0x192b080819080808,
    0x192b080819191908, 0x192b0808192b082b, 0x192b08082b08192b, 0x192b08082b2b2b19,
    0x192b081908080808, 0x192b082b082b1908, 0x192b082b19082b2b, 0x192b082b2b19082b,
    0x192b190808080808, 0x192b19080819192b, 0x192b191908190808, 0x192b191919080808,
    0x192b191919081919, 0x192b19192b2b1908, 0x192b2b0808080819, 0x192b2b08192b2b2b,
    0x192b2b19082b1919, 0x192b2b2b0808192b, 0x192b2b2b19191908, 0x192b2b2b192b082b,
    0x2b08080808080808, 0x2b0808080808082b, 0x2b08080808081919, 0x2b08080808082b08,
    0x2b08080808190819, 0x2b08080808191908, 0x2b080808082b0808, 0x2b080808082b2b2b,
    0x2b08080819080819, 0x2b08080819081908, 0x2b08080819190808, 0x2b0808082b080808,
    0x2b0808082b08082b, 0x2b0808082b2b2b08, 0x2b0808082b2b2b2b, 0x2b08081908080819,
    0x2b08081908081908, 0x2b0808190808192b, 0x2b08081908190808, 0x2b08081919080808,
    0x2b08081919190819, 0x2b08081919192b19, 0x2b08082b08080808, 0x2b08082b082b0808,
    0x2b08082b2b080808, 0x2b08082b2b08082b, 0x2b08082b2b2b0808, 0x2b08082b2b2b2b08,
    0x2b08190808080819, 0x2b08190808081908, 0x2b08190808190808, 0x2b0819080819082b,
    0x2b08190808191919, 0x2b08190819080808, 0x2b081908192b0808, 0x2b0819082b082b19,
    0x2b08191908080808, 0x2b08191919081908, 0x2b0819192b2b1919, 0x2b08192b08192b08,
    0x2b08192b192b2b2b, 0x2b082b0808080808, 0x2b082b0808082b08, 0x2b082b08082b1919,
    0x2b082b0819192b2b, 0x2b082b082b080808, 0x2b082b082b08082b, 0x2b082b082b2b2b08,
    0x2b082b190808192b, 0x2b082b2b082b082b, 0x2b082b2b2b080808, 0x2b082b2b2b082b08,
    0x2b082b2b2b19192b, 0x2b082b2b2b2b2b08, 0x2b19080808080819, 0x2b19080808081908,
    0x2b19080808190808, 0x2b19080819080808, 0x2b1908081919192b, 0x2b1908082b081908,
    0x2b19081908080808, 0x2b190819082b082b, 0x2b190819192b1908, 0x2b19082b1919192b,
    0x2b19082b2b082b19, 0x2b19190808080808, 0x2b19190808081919, 0x2b19190819081908,
    0x2b19190819190808, 0x2b19190819192b08, 0x2b191919082b2b19, 0x2b1919192b190808,
    0x2b1919192b19082b, 0x2b19192b19080819, 0x2b192b0819190819, 0x2b192b082b2b192b,
    0x2b192b1919082b19, 0x2b192b2b08191919, 0x2b192b2b192b0808, 0x2b2b080808080808,
    0x2b2b08080808082b, 0x2b2b080808082b08, 0x2b2b080808082b2b, 0x2b2b0808082b0808,
    0x2b2b0808082b2b2b, 0x2b2b08082b2b0808, 0x2b2b081919190819, 0x2b2b081919192b19,
    0x2b2b08192b2b192b, 0x2b2b082b08080808, 0x2b2b082b0808082b, 0x2b2b082b08082b08,
    0x2b2b082b082b2b2b, 0x2b2b082b2b080808, 0x2b2b082b2b2b0808, 0x2b2b190819080808,
    0x2b2b19082b191919, 0x2b2b192b192b1919, 0x2b2b192b2b192b08, 0x2b2b2b0808082b2b,
    0x2b2b2b08082b0808, 0x2b2b2b08082b082b, 0x2b2b2b08082b2b08, 0x2b2b2b082b2b0808,
    0x2b2b2b082b2b2b08, 0x2b2b2b1908081908, 0x2b2b2b192b081908, 0x2b2b2b192b08192b,
    0x2b2b2b2b082b2b08, 0x2b2b2b2b082b2b2b, 0x2b2b2b2b2b190819, 0x2b2b2b2b2b2b2b2b,
};
static const uint64_t dlgo__iq2s_grid[1024] = {
    0x0808080808080808, 0x080808080808082b, 0x0808080808081919, 0x0808080808082b08,
    0x0808080808082b2b, 0x0808080808190819, 0x0808080808191908, 0x080808080819192b,
    0x0808080808192b19, 0x08080808082b0808, 0x08080808082b082b, 0x08080808082b1919,
    0x08080808082b2b08, 0x0808080819080819, 0x0808080819081908, 0x080808081908192b,
    0x0808080819082b19, 0x0808080819190808, 0x080808081919082b, 0x0808080819191919,
    0x0808080819192b08, 0x08080808192b0819, 0x08080808192b1908, 0x08080808192b192b,
    0x08080808192b2b19, 0x080808082b080808, 0x080808082b08082b, 0x080808082b081919,
    0x080808082b082b08, 0x080808082b190819, 0x080808082b191908, 0x080808082b2b0808,
    0x080808082b2b1919, 0x080808082b2b2b2b, 0x0808081908080819, 0x0808081908081908,
    0x080808190808192b, 0x0808081908082b19, 0x0808081908190808, 0x080808190819082b,
    0x0808081908191919, 0x0808081908192b08, 0x08080819082b0819, 0x08080819082b1908,
    0x0808081919080808, 0x080808191908082b, 0x0808081919081919, 0x0808081919082b08,
    0x0808081919190819, 0x0808081919191908, 0x080808191919192b, 0x0808081919192b19,
    0x08080819192b0808, 0x08080819192b1919, 0x08080819192b2b08, 0x080808192b080819,
    0x080808192b081908, 0x080808192b190808, 0x080808192b19082b, 0x080808192b191919,
    0x080808192b2b0819, 0x080808192b2b1908, 0x0808082b08080808, 0x0808082b0808082b,
    0x0808082b08081919, 0x0808082b08082b08, 0x0808082b08190819, 0x0808082b08191908,
    0x0808082b082b0808, 0x0808082b082b2b2b, 0x0808082b19080819, 0x0808082b19081908,
    0x0808082b1908192b, 0x0808082b19082b19, 0x0808082b19190808, 0x0808082b19191919,
    0x0808082b2b080808, 0x0808082b2b081919, 0x0808082b2b082b2b, 0x0808082b2b191908,
    0x0808082b2b2b082b, 0x0808190808080819, 0x0808190808081908, 0x080819080808192b,
    0x0808190808082b19, 0x0808190808190808, 0x080819080819082b, 0x0808190808191919,
    0x0808190808192b08, 0x08081908082b0819, 0x08081908082b1908, 0x08081908082b192b,
    0x08081908082b2b19, 0x0808190819080808, 0x080819081908082b, 0x0808190819081919,
    0x0808190819082b08, 0x0808190819082b2b, 0x0808190819190819, 0x0808190819191908,
    0x080819081919192b, 0x0808190819192b19, 0x08081908192b0808, 0x08081908192b082b,
    0x08081908192b1919, 0x080819082b080819, 0x080819082b081908, 0x080819082b08192b,
    0x080819082b082b19, 0x080819082b190808, 0x080819082b191919, 0x080819082b192b08,
    0x080819082b2b0819, 0x080819082b2b1908, 0x0808191908080808, 0x080819190808082b,
    0x0808191908081919, 0x0808191908082b08, 0x0808191908082b2b, 0x0808191908190819,
    0x0808191908191908, 0x080819190819192b, 0x0808191908192b19, 0x08081919082b0808,
    0x08081919082b1919, 0x08081919082b2b08, 0x0808191919080819, 0x0808191919081908,
    0x080819191908192b, 0x0808191919082b19, 0x0808191919190808, 0x080819191919082b,
    0x0808191919191919, 0x0808191919192b08, 0x08081919192b0819, 0x08081919192b1908,
    0x080819192b080808, 0x080819192b08082b, 0x080819192b081919, 0x080819192b082b08,
    0x080819192b190819, 0x080819192b191908, 0x080819192b2b0808, 0x0808192b08080819,
    0x0808192b08081908, 0x0808192b0808192b, 0x0808192b08082b19, 0x0808192b08190808,
    0x0808192b08191919, 0x0808192b19080808, 0x0808192b19081919, 0x0808192b19082b08,
    0x0808192b19190819, 0x0808192b19191908, 0x0808192b192b0808, 0x0808192b2b080819,
    0x0808192b2b081908, 0x0808192b2b190808, 0x08082b0808080808, 0x08082b080808082b,
    0x08082b0808081919, 0x08082b0808082b08, 0x08082b0808190819, 0x08082b0808191908,
    0x08082b080819192b, 0x08082b0808192b19, 0x08082b08082b0808, 0x08082b08082b1919,
    0x08082b08082b2b2b, 0x08082b0819080819, 0x08082b0819081908, 0x08082b081908192b,
    0x08082b0819082b19, 0x08082b0819190808, 0x08082b081919082b, 0x08082b0819191919,
    0x08082b0819192b08, 0x08082b08192b0819, 0x08082b08192b1908, 0x08082b082b080808,
    0x08082b082b081919, 0x08082b082b191908, 0x08082b082b2b2b2b, 0x08082b1908080819,
    0x08082b1908081908, 0x08082b1908190808, 0x08082b190819082b, 0x08082b1908191919,
    0x08082b1908192b08, 0x08082b19082b0819, 0x08082b1919080808, 0x08082b1919081919,
    0x08082b1919082b08, 0x08082b1919190819, 0x08082b1919191908, 0x08082b19192b0808,
    0x08082b192b080819, 0x08082b192b190808, 0x08082b2b08080808, 0x08082b2b08190819,
    0x08082b2b08191908, 0x08082b2b082b082b, 0x08082b2b082b2b08, 0x08082b2b082b2b2b,
    0x08082b2b19190808, 0x08082b2b2b192b19, 0x0819080808080819, 0x0819080808081908,
    0x081908080808192b, 0x0819080808082b19, 0x0819080808190808, 0x081908080819082b,
    0x0819080808191919, 0x0819080808192b08, 0x08190808082b0819, 0x08190808082b1908,
    0x08190808082b192b, 0x0819080819080808, 0x081908081908082b, 0x0819080819081919,
    0x0819080819082b08, 0x0819080819190819, 0x0819080819191908, 0x081908081919192b,
    0x0819080819192b19, 0x08190808192b0808, 0x08190808192b082b, 0x08190808192b1919,
    0x08190808192b2b08, 0x081908082b080819, 0x081908082b081908, 0x081908082b08192b,
    0x081908082b190808, 0x081908082b191919, 0x081908082b192b08, 0x081908082b2b0819,
    0x081908082b2b1908, 0x0819081908080808, 0x081908190808082b, 0x0819081908081919,
    0x0819081908082b08, 0x0819081908082b2b, 0x0819081908190819, 0x0819081908191908,
    0x081908190819192b, 0x0819081908192b19, 0x08190819082b0808, 0x08190819082b082b,
    0x08190819082b1919, 0x08190819082b2b08, 0x0819081919080819, 0x0819081919081908,
    0x081908191908192b, 0x0819081919082b19, 0x0819081919190808, 0x081908191919082b,
    0x0819081919191919, 0x0819081919192b08, 0x08190819192b0819, 0x08190819192b1908,
    0x081908192b080808, 0x081908192b08082b, 0x081908192b081919, 0x081908192b082b08,
    0x081908192b190819, 0x081908192b191908, 0x0819082b08080819, 0x0819082b08081908,
    0x0819082b08082b19, 0x0819082b08190808, 0x0819082b08191919, 0x0819082b082b0819,
    0x0819082b082b1908, 0x0819082b19080808, 0x0819082b19081919, 0x0819082b19190819,
    0x0819082b19191908, 0x0819082b2b080819, 0x0819082b2b081908, 0x0819082b2b190808,
    0x0819190808080808, 0x081919080808082b, 0x0819190808081919, 0x0819190808082b08,
    0x0819190808190819, 0x0819190808191908, 0x081919080819192b, 0x0819190808192b19,
    0x08191908082b0808, 0x08191908082b1919, 0x08191908082b2b08, 0x0819190819080819,
    0x0819190819081908, 0x081919081908192b, 0x0819190819082b19, 0x0819190819190808,
    0x081919081919082b, 0x0819190819191919, 0x0819190819192b08, 0x08191908192b0819,
    0x08191908192b1908, 0x081919082b080808, 0x081919082b08082b, 0x081919082b081919,
    0x081919082b082b08, 0x081919082b190819, 0x081919082b191908, 0x081919082b2b0808,
    0x0819191908080819, 0x0819191908081908, 0x081919190808192b, 0x0819191908082b19,
    0x0819191908190808, 0x081919190819082b, 0x0819191908191919, 0x0819191908192b08,
    0x08191919082b0819, 0x08191919082b1908, 0x0819191919080808, 0x081919191908082b,
    0x0819191919081919, 0x0819191919082b08, 0x0819191919190819, 0x0819191919191908,
    0x08191919192b0808, 0x081919192b080819, 0x081919192b081908, 0x081919192b190808,
    0x0819192b08080808, 0x0819192b08081919, 0x0819192b08082b08, 0x0819192b08190819,
    0x0819192b08191908, 0x0819192b082b0808, 0x0819192b19080819, 0x0819192b19081908,
    0x0819192b19190808, 0x0819192b2b080808, 0x0819192b2b2b2b2b, 0x08192b0808080819,
    0x08192b0808081908, 0x08192b080808192b, 0x08192b0808082b19, 0x08192b0808190808,
    0x08192b0808191919, 0x08192b0808192b08, 0x08192b08082b0819, 0x08192b0819080808,
    0x08192b081908082b, 0x08192b0819081919, 0x08192b0819082b08, 0x08192b0819190819,
    0x08192b0819191908, 0x08192b08192b0808, 0x08192b082b080819, 0x08192b082b081908,
    0x08192b1908080808, 0x08192b190808082b, 0x08192b1908081919, 0x08192b1908082b08,
    0x08192b1908190819, 0x08192b1908191908, 0x08192b19082b0808, 0x08192b1919080819,
    0x08192b1919081908, 0x08192b1919190808, 0x08192b19192b2b19, 0x08192b192b2b082b,
    0x08192b2b08081908, 0x08192b2b08190808, 0x08192b2b19080808, 0x08192b2b1919192b,
    0x082b080808080808, 0x082b08080808082b, 0x082b080808081919, 0x082b080808082b08,
    0x082b080808190819, 0x082b080808191908, 0x082b08080819192b, 0x082b080808192b19,
    0x082b0808082b0808, 0x082b0808082b1919, 0x082b0808082b2b2b, 0x082b080819080819,
    0x082b080819081908, 0x082b080819190808, 0x082b08081919082b, 0x082b080819191919,
    0x082b0808192b1908, 0x082b08082b080808, 0x082b08082b082b2b, 0x082b08082b191908,
    0x082b08082b2b2b2b, 0x082b081908080819, 0x082b081908081908, 0x082b081908190808,
    0x082b08190819082b, 0x082b081908191919, 0x082b0819082b0819, 0x082b081919080808,
    0x082b08191908082b, 0x082b081919081919, 0x082b081919190819, 0x082b081919191908,
    0x082b0819192b0808, 0x082b08192b080819, 0x082b08192b081908, 0x082b08192b190808,
    0x082b082b08080808, 0x082b082b08082b2b, 0x082b082b082b082b, 0x082b082b082b2b08,
    0x082b082b082b2b2b, 0x082b082b19081908, 0x082b082b19190808, 0x082b082b2b082b08,
    0x082b082b2b082b2b, 0x082b082b2b2b2b08, 0x082b190808080819, 0x082b190808081908,
    0x082b19080808192b, 0x082b190808082b19, 0x082b190808190808, 0x082b190808191919,
    0x082b190808192b08, 0x082b1908082b0819, 0x082b1908082b1908, 0x082b190819080808,
    0x082b19081908082b, 0x082b190819081919, 0x082b190819082b08, 0x082b190819190819,
    0x082b190819191908, 0x082b1908192b0808, 0x082b19082b080819, 0x082b19082b081908,
    0x082b19082b190808, 0x082b191908080808, 0x082b191908081919, 0x082b191908082b08,
    0x082b191908190819, 0x082b191908191908, 0x082b1919082b0808, 0x082b191919080819,
    0x082b191919081908, 0x082b191919190808, 0x082b1919192b192b, 0x082b19192b080808,
    0x082b192b08080819, 0x082b192b08081908, 0x082b192b08190808, 0x082b192b19080808,
    0x082b192b19192b19, 0x082b2b0808080808, 0x082b2b0808081919, 0x082b2b0808190819,
    0x082b2b0808191908, 0x082b2b0819080819, 0x082b2b0819081908, 0x082b2b0819190808,
    0x082b2b082b082b2b, 0x082b2b082b2b2b2b, 0x082b2b1908080819, 0x082b2b1908081908,
    0x082b2b1908190808, 0x082b2b192b191919, 0x082b2b2b08082b2b, 0x082b2b2b082b082b,
    0x082b2b2b192b1908, 0x082b2b2b2b082b08, 0x082b2b2b2b082b2b, 0x1908080808080819,
    0x1908080808081908, 0x190808080808192b, 0x1908080808082b19, 0x1908080808190808,
    0x190808080819082b, 0x1908080808191919, 0x1908080808192b08, 0x1908080808192b2b,
    0x19080808082b0819, 0x19080808082b1908, 0x19080808082b192b, 0x1908080819080808,
    0x190808081908082b, 0x1908080819081919, 0x1908080819082b08, 0x1908080819082b2b,
    0x1908080819190819, 0x1908080819191908, 0x190808081919192b, 0x1908080819192b19,
    0x19080808192b0808, 0x19080808192b082b, 0x19080808192b1919, 0x190808082b080819,
    0x190808082b081908, 0x190808082b190808, 0x190808082b191919, 0x190808082b192b08,
    0x190808082b2b0819, 0x190808082b2b1908, 0x1908081908080808, 0x190808190808082b,
    0x1908081908081919, 0x1908081908082b08, 0x1908081908190819, 0x1908081908191908,
    0x190808190819192b, 0x1908081908192b19, 0x19080819082b0808, 0x19080819082b082b,
    0x19080819082b1919, 0x1908081919080819, 0x1908081919081908, 0x190808191908192b,
    0x1908081919082b19, 0x1908081919190808, 0x190808191919082b, 0x1908081919191919,
    0x1908081919192b08, 0x19080819192b0819, 0x19080819192b1908, 0x190808192b080808,
    0x190808192b08082b, 0x190808192b081919, 0x190808192b082b08, 0x190808192b190819,
    0x190808192b191908, 0x190808192b2b0808, 0x1908082b08080819, 0x1908082b08081908,
    0x1908082b08190808, 0x1908082b0819082b, 0x1908082b08191919, 0x1908082b08192b08,
    0x1908082b082b1908, 0x1908082b19080808, 0x1908082b19081919, 0x1908082b19082b08,
    0x1908082b19190819, 0x1908082b19191908, 0x1908082b192b0808, 0x1908082b2b080819,
    0x1908082b2b081908, 0x1908190808080808, 0x190819080808082b, 0x1908190808081919,
    0x1908190808082b08, 0x1908190808082b2b, 0x1908190808190819, 0x1908190808191908,
    0x190819080819192b, 0x1908190808192b19, 0x19081908082b0808, 0x19081908082b082b,
    0x19081908082b1919, 0x19081908082b2b08, 0x1908190819080819, 0x1908190819081908,
    0x190819081908192b, 0x1908190819082b19, 0x1908190819190808, 0x190819081919082b,
    0x1908190819191919, 0x1908190819192b08, 0x19081908192b0819, 0x19081908192b1908,
    0x190819082b080808, 0x190819082b08082b, 0x190819082b081919, 0x190819082b082b08,
    0x190819082b190819, 0x190819082b191908, 0x190819082b2b0808, 0x1908191908080819,
    0x1908191908081908, 0x190819190808192b, 0x1908191908082b19, 0x1908191908190808,
    0x190819190819082b, 0x1908191908191919, 0x1908191908192b08, 0x19081919082b0819,
    0x19081919082b1908, 0x1908191919080808, 0x190819191908082b, 0x1908191919081919,
    0x1908191919082b08, 0x1908191919190819, 0x1908191919191908, 0x19081919192b0808,
    0x19081919192b2b2b, 0x190819192b080819, 0x190819192b081908, 0x190819192b190808,
    0x1908192b08080808, 0x1908192b0808082b, 0x1908192b08081919, 0x1908192b08082b08,
    0x1908192b08190819, 0x1908192b08191908, 0x1908192b082b0808, 0x1908192b19080819,
    0x1908192b19081908, 0x1908192b19190808, 0x1908192b2b080808, 0x1908192b2b2b1919,
    0x19082b0808080819, 0x19082b0808081908, 0x19082b0808082b19, 0x19082b0808190808,
    0x19082b080819082b, 0x19082b0808191919, 0x19082b0808192b08, 0x19082b08082b0819,
    0x19082b08082b1908, 0x19082b0819080808, 0x19082b081908082b, 0x19082b0819081919,
    0x19082b0819082b08, 0x19082b0819190819, 0x19082b0819191908, 0x19082b08192b0808,
    0x19082b082b081908, 0x19082b082b190808, 0x19082b1908080808, 0x19082b190808082b,
    0x19082b1908081919, 0x19082b1908082b08, 0x19082b1908190819, 0x19082b1908191908,
    0x19082b19082b0808, 0x19082b1919080819, 0x19082b1919081908, 0x19082b1919190808,
    0x19082b192b080808, 0x19082b192b19192b, 0x19082b2b08080819, 0x19082b2b08081908,
    0x19082b2b08190808, 0x19082b2b19080808, 0x1919080808080808, 0x191908080808082b,
    0x1919080808081919, 0x1919080808082b08, 0x1919080808190819, 0x1919080808191908,
    0x191908080819192b, 0x1919080808192b19, 0x19190808082b0808, 0x19190808082b082b,
    0x19190808082b1919, 0x19190808082b2b08, 0x1919080819080819, 0x1919080819081908,
    0x191908081908192b, 0x1919080819082b19, 0x1919080819190808, 0x191908081919082b,
    0x1919080819191919, 0x1919080819192b08, 0x19190808192b0819, 0x19190808192b1908,
    0x191908082b080808, 0x191908082b08082b, 0x191908082b081919, 0x191908082b082b08,
    0x191908082b190819, 0x191908082b191908, 0x1919081908080819, 0x1919081908081908,
    0x191908190808192b, 0x1919081908082b19, 0x1919081908190808, 0x191908190819082b,
    0x1919081908191919, 0x1919081908192b08, 0x19190819082b0819, 0x19190819082b1908,
    0x1919081919080808, 0x191908191908082b, 0x1919081919081919, 0x1919081919082b08,
    0x1919081919190819, 0x1919081919191908, 0x19190819192b0808, 0x191908192b080819,
    0x191908192b081908, 0x191908192b190808, 0x1919082b08080808, 0x1919082b08081919,
    0x1919082b08082b08, 0x1919082b08190819, 0x1919082b08191908, 0x1919082b082b0808,
    0x1919082b19080819, 0x1919082b19081908, 0x1919082b19190808, 0x1919082b192b2b19,
    0x1919082b2b080808, 0x1919190808080819, 0x1919190808081908, 0x191919080808192b,
    0x1919190808082b19, 0x1919190808190808, 0x191919080819082b, 0x1919190808191919,
    0x1919190808192b08, 0x19191908082b0819, 0x19191908082b1908, 0x1919190819080808,
    0x191919081908082b, 0x1919190819081919, 0x1919190819082b08, 0x1919190819190819,
    0x1919190819191908, 0x19191908192b0808, 0x191919082b080819, 0x191919082b081908,
    0x191919082b190808, 0x1919191908080808, 0x191919190808082b, 0x1919191908081919,
    0x1919191908082b08, 0x1919191908190819, 0x1919191908191908, 0x19191919082b0808,
    0x1919191919080819, 0x1919191919081908, 0x1919191919190808, 0x191919192b080808,
    0x1919192b08080819, 0x1919192b08081908, 0x1919192b08190808, 0x1919192b082b192b,
    0x1919192b19080808, 0x19192b0808080808, 0x19192b080808082b, 0x19192b0808081919,
    0x19192b0808082b08, 0x19192b0808190819, 0x19192b0808191908, 0x19192b08082b0808,
    0x19192b0819080819, 0x19192b0819081908, 0x19192b0819190808, 0x19192b0819192b2b,
    0x19192b082b080808, 0x19192b1908080819, 0x19192b1908081908, 0x19192b1908190808,
    0x19192b1919080808, 0x19192b2b08080808, 0x19192b2b08192b19, 0x19192b2b2b081919,
    0x19192b2b2b2b2b08, 0x192b080808080819, 0x192b080808081908, 0x192b08080808192b,
    0x192b080808190808, 0x192b08080819082b, 0x192b080808191919, 0x192b080808192b08,
    0x192b0808082b0819, 0x192b0808082b1908, 0x192b080819080808, 0x192b080819081919,
    0x192b080819082b08, 0x192b080819190819, 0x192b080819191908, 0x192b0808192b0808,
    0x192b08082b081908, 0x192b08082b190808, 0x192b081908080808, 0x192b08190808082b,
    0x192b081908081919, 0x192b081908082b08, 0x192b081908190819, 0x192b081908191908,
    0x192b0819082b0808, 0x192b081919080819, 0x192b081919081908, 0x192b081919190808,
    0x192b08192b080808, 0x192b08192b192b19, 0x192b082b08081908, 0x192b082b08190808,
    0x192b082b19080808, 0x192b082b1919192b, 0x192b082b2b2b0819, 0x192b190808080808,
    0x192b190808081919, 0x192b190808082b08, 0x192b190808190819, 0x192b190808191908,
    0x192b1908082b0808, 0x192b190819080819, 0x192b190819081908, 0x192b190819190808,
    0x192b19082b080808, 0x192b191908080819, 0x192b191908081908, 0x192b191908190808,
    0x192b191919080808, 0x192b191919082b2b, 0x192b1919192b2b08, 0x192b19192b19082b,
    0x192b192b08080808, 0x192b192b2b191908, 0x192b2b0808080819, 0x192b2b0808081908,
    0x192b2b0808190808, 0x192b2b08192b1919, 0x192b2b082b192b08, 0x192b2b1908080808,
    0x192b2b19082b2b2b, 0x192b2b2b1908082b, 0x192b2b2b2b2b0819, 0x2b08080808080808,
    0x2b0808080808082b, 0x2b08080808081919, 0x2b08080808082b08, 0x2b08080808190819,
    0x2b08080808191908, 0x2b08080808192b19, 0x2b080808082b0808, 0x2b080808082b1919,
    0x2b08080819080819, 0x2b08080819081908, 0x2b08080819190808, 0x2b0808081919082b,
    0x2b08080819191919, 0x2b08080819192b08, 0x2b080808192b0819, 0x2b0808082b080808,
    0x2b0808082b081919, 0x2b0808082b190819, 0x2b0808082b191908, 0x2b08081908080819,
    0x2b08081908081908, 0x2b08081908082b19, 0x2b08081908190808, 0x2b0808190819082b,
    0x2b08081908191919, 0x2b08081908192b08, 0x2b080819082b0819, 0x2b080819082b1908,
    0x2b08081919080808, 0x2b0808191908082b, 0x2b08081919081919, 0x2b08081919082b08,
    0x2b08081919190819, 0x2b08081919191908, 0x2b0808192b080819, 0x2b0808192b081908,
    0x2b0808192b190808, 0x2b0808192b2b2b19, 0x2b08082b08080808, 0x2b08082b08081919,
    0x2b08082b08082b2b, 0x2b08082b08190819, 0x2b08082b08191908, 0x2b08082b19080819,
    0x2b08082b19081908, 0x2b08082b19190808, 0x2b08190808080819, 0x2b08190808081908,
    0x2b0819080808192b, 0x2b08190808082b19, 0x2b08190808190808, 0x2b0819080819082b,
    0x2b08190808191919, 0x2b08190808192b08, 0x2b081908082b0819, 0x2b08190819080808,
    0x2b0819081908082b, 0x2b08190819081919, 0x2b08190819082b08, 0x2b08190819190819,
    0x2b08190819191908, 0x2b081908192b0808, 0x2b0819082b080819, 0x2b0819082b081908,
    0x2b0819082b190808, 0x2b08191908080808, 0x2b0819190808082b, 0x2b08191908081919,
    0x2b08191908082b08, 0x2b08191908190819, 0x2b08191908191908, 0x2b081919082b0808,
    0x2b08191919080819, 0x2b08191919081908, 0x2b08191919190808, 0x2b0819192b080808,
    0x2b0819192b082b2b, 0x2b08192b08080819, 0x2b08192b08081908, 0x2b08192b08190808,
    0x2b08192b082b2b19, 0x2b08192b19080808, 0x2b082b0808080808, 0x2b082b0808081919,
    0x2b082b0808190819, 0x2b082b0808191908, 0x2b082b0819080819, 0x2b082b0819081908,
    0x2b082b0819190808, 0x2b082b082b2b082b, 0x2b082b1908080819, 0x2b082b1908081908,
    0x2b082b1919080808, 0x2b082b19192b1919, 0x2b082b2b082b082b, 0x2b082b2b19192b08,
    0x2b082b2b19192b2b, 0x2b082b2b2b08082b, 0x2b082b2b2b2b082b, 0x2b19080808080819,
    0x2b19080808081908, 0x2b19080808082b19, 0x2b19080808190808, 0x2b1908080819082b,
    0x2b19080808191919, 0x2b19080808192b08, 0x2b190808082b1908, 0x2b19080819080808,
    0x2b1908081908082b, 0x2b19080819081919, 0x2b19080819082b08, 0x2b19080819190819,
    0x2b19080819191908, 0x2b190808192b0808, 0x2b1908082b080819, 0x2b1908082b081908,
    0x2b1908082b190808, 0x2b19081908080808, 0x2b19081908081919, 0x2b19081908190819,
    0x2b19081908191908, 0x2b19081919080819, 0x2b19081919081908, 0x2b19081919190808,
    0x2b19081919192b2b, 0x2b19082b08080819, 0x2b19082b08081908, 0x2b19082b08190808,
    0x2b19082b19080808, 0x2b19082b2b2b192b, 0x2b19190808080808, 0x2b1919080808082b,
    0x2b19190808081919, 0x2b19190808082b08, 0x2b19190808190819, 0x2b19190808191908,
    0x2b191908082b0808, 0x2b19190819080819, 0x2b19190819081908, 0x2b19190819190808,
    0x2b1919082b080808, 0x2b1919082b19192b, 0x2b19191908080819, 0x2b19191908081908,
    0x2b19191908190808, 0x2b19191919080808, 0x2b1919192b192b08, 0x2b1919192b2b0819,
    0x2b19192b08080808, 0x2b19192b1908192b, 0x2b19192b192b1908, 0x2b192b0808080819,
    0x2b192b0808081908, 0x2b192b0808190808, 0x2b192b08082b192b, 0x2b192b0819080808,
    0x2b192b082b2b2b19, 0x2b192b1908080808, 0x2b192b1919082b19, 0x2b192b191919082b,
    0x2b192b2b2b190808, 0x2b2b080808080808, 0x2b2b080808081919, 0x2b2b080808082b2b,
    0x2b2b080808191908, 0x2b2b0808082b082b, 0x2b2b0808082b2b2b, 0x2b2b080819080819,
    0x2b2b080819081908, 0x2b2b080819190808, 0x2b2b08082b2b082b, 0x2b2b08082b2b2b2b,
    0x2b2b081919080808, 0x2b2b0819192b1919, 0x2b2b082b0808082b, 0x2b2b082b08082b2b,
    0x2b2b082b082b082b, 0x2b2b082b082b2b08, 0x2b2b082b082b2b2b, 0x2b2b082b2b08082b,
    0x2b2b082b2b082b08, 0x2b2b082b2b082b2b, 0x2b2b082b2b2b2b08, 0x2b2b190808080819,
    0x2b2b190808081908, 0x2b2b190808190808, 0x2b2b190819080808, 0x2b2b19082b082b19,
    0x2b2b19082b2b1908, 0x2b2b191908080808, 0x2b2b191908192b19, 0x2b2b192b19190819,
    0x2b2b2b0808082b2b, 0x2b2b2b08082b2b08, 0x2b2b2b082b2b082b, 0x2b2b2b1919191908,
    0x2b2b2b192b08192b, 0x2b2b2b2b08082b08, 0x2b2b2b2b08082b2b, 0x2b2b2b2b082b0808,
    0x2b2b2b2b082b082b, 0x2b2b2b2b082b2b08, 0x2b2b2b2b2b082b08, 0x2b2b2b2b2b2b2b2b,
};
static const uint32_t dlgo__iq3xxs_grid[256] = {
    0x04040404, 0x04040414, 0x04040424, 0x04040c0c, 0x04040c1c, 0x04040c3e, 0x04041404, 0x04041414,
    0x04041c0c, 0x04042414, 0x04043e1c, 0x04043e2c, 0x040c040c, 0x040c041c, 0x040c0c04, 0x040c0c14,
    0x040c140c, 0x040c142c, 0x040c1c04, 0x040c1c14, 0x040c240c, 0x040c2c24, 0x040c3e04, 0x04140404,
    0x04140414, 0x04140424, 0x04140c0c, 0x04141404, 0x04141414, 0x04141c0c, 0x04141c1c, 0x04141c3e,
    0x04142c0c, 0x04142c3e, 0x04143e2c, 0x041c040c, 0x041c043e, 0x041c0c04, 0x041c0c14, 0x041c142c,
    0x041c3e04, 0x04240c1c, 0x04241c3e, 0x04242424, 0x04242c3e, 0x04243e1c, 0x04243e2c, 0x042c040c,
    0x042c043e, 0x042c1c14, 0x042c2c14, 0x04341c2c, 0x04343424, 0x043e0c04, 0x043e0c24, 0x043e0c34,
    0x043e241c, 0x043e340c, 0x0c04040c, 0x0c04041c, 0x0c040c04, 0x0c040c14, 0x0c04140c, 0x0c04141c,
    0x0c041c04, 0x0c041c14, 0x0c041c24, 0x0c04243e, 0x0c042c04, 0x0c0c0404, 0x0c0c0414, 0x0c0c0c0c,
    0x0c0c1404, 0x0c0c1414, 0x0c14040c, 0x0c14041c, 0x0c140c04, 0x0c140c14, 0x0c14140c, 0x0c141c04,
    0x0c143e14, 0x0c1c0404, 0x0c1c0414, 0x0c1c1404, 0x0c1c1c0c, 0x0c1c2434, 0x0c1c3434, 0x0c24040c,
    0x0c24042c, 0x0c242c04, 0x0c2c1404, 0x0c2c1424, 0x0c2c2434, 0x0c2c3e0c, 0x0c34042c, 0x0c3e1414,
    0x0c3e2404, 0x14040404, 0x14040414, 0x14040c0c, 0x14040c1c, 0x14041404, 0x14041414, 0x14041434,
    0x14041c0c, 0x14042414, 0x140c040c, 0x140c041c, 0x140c042c, 0x140c0c04, 0x140c0c14, 0x140c140c,
    0x140c1c04, 0x140c341c, 0x140c343e, 0x140c3e04, 0x14140404, 0x14140414, 0x14140c0c, 0x14140c3e,
    0x14141404, 0x14141414, 0x14141c3e, 0x14142404, 0x14142c2c, 0x141c040c, 0x141c0c04, 0x141c0c24,
    0x141c3e04, 0x141c3e24, 0x14241c2c, 0x14242c1c, 0x142c041c, 0x142c143e, 0x142c240c, 0x142c3e24,
    0x143e040c, 0x143e041c, 0x143e0c34, 0x143e242c, 0x1c04040c, 0x1c040c04, 0x1c040c14, 0x1c04140c,
    0x1c04141c, 0x1c042c04, 0x1c04342c, 0x1c043e14, 0x1c0c0404, 0x1c0c0414, 0x1c0c1404, 0x1c0c1c0c,
    0x1c0c2424, 0x1c0c2434, 0x1c14040c, 0x1c14041c, 0x1c140c04, 0x1c14142c, 0x1c142c14, 0x1c143e14,
    0x1c1c0c0c, 0x1c1c1c1c, 0x1c241c04, 0x1c24243e, 0x1c243e14, 0x1c2c0404, 0x1c2c0434, 0x1c2c1414,
    0x1c2c2c2c, 0x1c340c24, 0x1c341c34, 0x1c34341c, 0x1c3e1c1c, 0x1c3e3404, 0x24040424, 0x24040c3e,
    0x24041c2c, 0x24041c3e, 0x24042c1c, 0x24042c3e, 0x240c3e24, 0x24141404, 0x24141c3e, 0x24142404,
    0x24143404, 0x24143434, 0x241c043e, 0x241c242c, 0x24240424, 0x24242c0c, 0x24243424, 0x242c142c,
    0x242c241c, 0x242c3e04, 0x243e042c, 0x243e0c04, 0x243e0c14, 0x243e1c04, 0x2c040c14, 0x2c04240c,
    0x2c043e04, 0x2c0c0404, 0x2c0c0434, 0x2c0c1434, 0x2c0c2c2c, 0x2c140c24, 0x2c141c14, 0x2c143e14,
    0x2c1c0414, 0x2c1c2c1c, 0x2c240c04, 0x2c24141c, 0x2c24143e, 0x2c243e14, 0x2c2c0414, 0x2c2c1c0c,
    0x2c342c04, 0x2c3e1424, 0x2c3e2414, 0x34041424, 0x34042424, 0x34042434, 0x34043424, 0x340c140c,
    0x340c340c, 0x34140c3e, 0x34143424, 0x341c1c04, 0x341c1c34, 0x34242424, 0x342c042c, 0x342c2c14,
    0x34341c1c, 0x343e041c, 0x343e140c, 0x3e04041c, 0x3e04042c, 0x3e04043e, 0x3e040c04, 0x3e041c14,
    0x3e042c14, 0x3e0c1434, 0x3e0c2404, 0x3e140c14, 0x3e14242c, 0x3e142c14, 0x3e1c0404, 0x3e1c0c2c,
    0x3e1c1c1c, 0x3e1c3404, 0x3e24140c, 0x3e24240c, 0x3e2c0404, 0x3e2c0414, 0x3e2c1424, 0x3e341c04,
};
static const uint32_t dlgo__iq3s_grid[512] = {
    0x01010101, 0x01010103, 0x01010105, 0x0101010b, 0x0101010f, 0x01010301, 0x01010303, 0x01010305,
    0x01010309, 0x0101030d, 0x01010501, 0x01010503, 0x0101050b, 0x01010707, 0x01010901, 0x01010905,
    0x0101090b, 0x0101090f, 0x01010b03, 0x01010b07, 0x01010d01, 0x01010d05, 0x01010f03, 0x01010f09,
    0x01010f0f, 0x01030101, 0x01030103, 0x01030105, 0x01030109, 0x01030301, 0x01030303, 0x0103030b,
    0x01030501, 0x01030507, 0x0103050f, 0x01030703, 0x0103070b, 0x01030909, 0x01030d03, 0x01030d0b,
    0x01030f05, 0x01050101, 0x01050103, 0x0105010b, 0x0105010f, 0x01050301, 0x01050307, 0x0105030d,
    0x01050503, 0x0105050b, 0x01050701, 0x01050709, 0x01050905, 0x0105090b, 0x0105090f, 0x01050b03,
    0x01050b07, 0x01050f01, 0x01050f07, 0x01070107, 0x01070303, 0x0107030b, 0x01070501, 0x01070505,
    0x01070703, 0x01070707, 0x0107070d, 0x01070909, 0x01070b01, 0x01070b05, 0x01070d0f, 0x01070f03,
    0x01070f0b, 0x01090101, 0x01090307, 0x0109030f, 0x01090503, 0x01090509, 0x01090705, 0x01090901,
    0x01090907, 0x01090b03, 0x01090f01, 0x010b0105, 0x010b0109, 0x010b0501, 0x010b0505, 0x010b050d,
    0x010b0707, 0x010b0903, 0x010b090b, 0x010b090f, 0x010b0d0d, 0x010b0f07, 0x010d010d, 0x010d0303,
    0x010d0307, 0x010d0703, 0x010d0b05, 0x010d0f03, 0x010f0101, 0x010f0105, 0x010f0109, 0x010f0501,
    0x010f0505, 0x010f050d, 0x010f0707, 0x010f0b01, 0x010f0b09, 0x03010101, 0x03010103, 0x03010105,
    0x03010109, 0x03010301, 0x03010303, 0x03010307, 0x0301030b, 0x0301030f, 0x03010501, 0x03010505,
    0x03010703, 0x03010709, 0x0301070d, 0x03010b09, 0x03010b0d, 0x03010d03, 0x03010f05, 0x03030101,
    0x03030103, 0x03030107, 0x0303010d, 0x03030301, 0x03030309, 0x03030503, 0x03030701, 0x03030707,
    0x03030903, 0x03030b01, 0x03030b05, 0x03030f01, 0x03030f0d, 0x03050101, 0x03050305, 0x0305030b,
    0x0305030f, 0x03050501, 0x03050509, 0x03050705, 0x03050901, 0x03050907, 0x03050b0b, 0x03050d01,
    0x03050f05, 0x03070103, 0x03070109, 0x0307010f, 0x03070301, 0x03070307, 0x03070503, 0x0307050f,
    0x03070701, 0x03070709, 0x03070903, 0x03070d05, 0x03070f01, 0x03090107, 0x0309010b, 0x03090305,
    0x03090309, 0x03090703, 0x03090707, 0x03090905, 0x0309090d, 0x03090b01, 0x03090b09, 0x030b0103,
    0x030b0301, 0x030b0307, 0x030b0503, 0x030b0701, 0x030b0705, 0x030b0b03, 0x030d0501, 0x030d0509,
    0x030d050f, 0x030d0909, 0x030d090d, 0x030f0103, 0x030f0107, 0x030f0301, 0x030f0305, 0x030f0503,
    0x030f070b, 0x030f0903, 0x030f0d05, 0x030f0f01, 0x05010101, 0x05010103, 0x05010107, 0x0501010b,
    0x0501010f, 0x05010301, 0x05010305, 0x05010309, 0x0501030d, 0x05010503, 0x05010507, 0x0501050f,
    0x05010701, 0x05010705, 0x05010903, 0x05010907, 0x0501090b, 0x05010b01, 0x05010b05, 0x05010d0f,
    0x05010f01, 0x05010f07, 0x05010f0b, 0x05030101, 0x05030105, 0x05030301, 0x05030307, 0x0503030f,
    0x05030505, 0x0503050b, 0x05030703, 0x05030709, 0x05030905, 0x05030b03, 0x05050103, 0x05050109,
    0x0505010f, 0x05050503, 0x05050507, 0x05050701, 0x0505070f, 0x05050903, 0x05050b07, 0x05050b0f,
    0x05050f03, 0x05050f09, 0x05070101, 0x05070105, 0x0507010b, 0x05070303, 0x05070505, 0x05070509,
    0x05070703, 0x05070707, 0x05070905, 0x05070b01, 0x05070d0d, 0x05090103, 0x0509010f, 0x05090501,
    0x05090507, 0x05090705, 0x0509070b, 0x05090903, 0x05090f05, 0x05090f0b, 0x050b0109, 0x050b0303,
    0x050b0505, 0x050b070f, 0x050b0901, 0x050b0b07, 0x050b0f01, 0x050d0101, 0x050d0105, 0x050d010f,
    0x050d0503, 0x050d0b0b, 0x050d0d03, 0x050f010b, 0x050f0303, 0x050f050d, 0x050f0701, 0x050f0907,
    0x050f0b01, 0x07010105, 0x07010303, 0x07010307, 0x0701030b, 0x0701030f, 0x07010505, 0x07010703,
    0x07010707, 0x0701070b, 0x07010905, 0x07010909, 0x0701090f, 0x07010b03, 0x07010d07, 0x07010f03,
    0x07030103, 0x07030107, 0x0703010b, 0x07030309, 0x07030503, 0x07030507, 0x07030901, 0x07030d01,
    0x07030f05, 0x07030f0d, 0x07050101, 0x07050305, 0x07050501, 0x07050705, 0x07050709, 0x07050b01,
    0x07070103, 0x07070301, 0x07070309, 0x07070503, 0x07070507, 0x0707050f, 0x07070701, 0x07070903,
    0x07070907, 0x0707090f, 0x07070b0b, 0x07070f07, 0x07090107, 0x07090303, 0x0709030d, 0x07090505,
    0x07090703, 0x07090b05, 0x07090d01, 0x07090d09, 0x070b0103, 0x070b0301, 0x070b0305, 0x070b050b,
    0x070b0705, 0x070b0909, 0x070b0b0d, 0x070b0f07, 0x070d030d, 0x070d0903, 0x070f0103, 0x070f0107,
    0x070f0501, 0x070f0505, 0x070f070b, 0x09010101, 0x09010109, 0x09010305, 0x09010501, 0x09010509,
    0x0901050f, 0x09010705, 0x09010903, 0x09010b01, 0x09010f01, 0x09030105, 0x0903010f, 0x09030303,
    0x09030307, 0x09030505, 0x09030701, 0x0903070b, 0x09030907, 0x09030b03, 0x09030b0b, 0x09050103,
    0x09050107, 0x09050301, 0x0905030b, 0x09050503, 0x09050707, 0x09050901, 0x09050b0f, 0x09050d05,
    0x09050f01, 0x09070109, 0x09070303, 0x09070307, 0x09070501, 0x09070505, 0x09070703, 0x0907070b,
    0x09090101, 0x09090105, 0x09090509, 0x0909070f, 0x09090901, 0x09090f03, 0x090b010b, 0x090b010f,
    0x090b0503, 0x090b0d05, 0x090d0307, 0x090d0709, 0x090d0d01, 0x090f0301, 0x090f030b, 0x090f0701,
    0x090f0907, 0x090f0b03, 0x0b010105, 0x0b010301, 0x0b010309, 0x0b010505, 0x0b010901, 0x0b010909,
    0x0b01090f, 0x0b010b05, 0x0b010d0d, 0x0b010f09, 0x0b030103, 0x0b030107, 0x0b03010b, 0x0b030305,
    0x0b030503, 0x0b030705, 0x0b030f05, 0x0b050101, 0x0b050303, 0x0b050507, 0x0b050701, 0x0b05070d,
    0x0b050b07, 0x0b070105, 0x0b07010f, 0x0b070301, 0x0b07050f, 0x0b070909, 0x0b070b03, 0x0b070d0b,
    0x0b070f07, 0x0b090103, 0x0b090109, 0x0b090501, 0x0b090705, 0x0b09090d, 0x0b0b0305, 0x0b0b050d,
    0x0b0b0b03, 0x0b0b0b07, 0x0b0d0905, 0x0b0f0105, 0x0b0f0109, 0x0b0f0505, 0x0d010303, 0x0d010307,
    0x0d01030b, 0x0d010703, 0x0d010707, 0x0d010d01, 0x0d030101, 0x0d030501, 0x0d03050f, 0x0d030d09,
    0x0d050305, 0x0d050709, 0x0d050905, 0x0d050b0b, 0x0d050d05, 0x0d050f01, 0x0d070101, 0x0d070309,
    0x0d070503, 0x0d070901, 0x0d09050b, 0x0d090907, 0x0d090d05, 0x0d0b0101, 0x0d0b0107, 0x0d0b0709,
    0x0d0b0d01, 0x0d0d010b, 0x0d0d0901, 0x0d0f0303, 0x0d0f0307, 0x0f010101, 0x0f010109, 0x0f01010f,
    0x0f010501, 0x0f010505, 0x0f01070d, 0x0f010901, 0x0f010b09, 0x0f010d05, 0x0f030105, 0x0f030303,
    0x0f030509, 0x0f030907, 0x0f03090b, 0x0f050103, 0x0f050109, 0x0f050301, 0x0f05030d, 0x0f050503,
    0x0f050701, 0x0f050b03, 0x0f070105, 0x0f070705, 0x0f07070b, 0x0f070b07, 0x0f090103, 0x0f09010b,
    0x0f090307, 0x0f090501, 0x0f090b01, 0x0f0b0505, 0x0f0b0905, 0x0f0d0105, 0x0f0d0703, 0x0f0f0101,
};
static const uint64_t dlgo__iq1s_grid[2048] = {
    0xffffffffffffffff, 0xffffffffffffff01, 0xffffffffffff0000, 0xffffffffffff01ff,
    0xffffffffffff0101, 0xffffffffff00ff00, 0xffffffffff000000, 0xffffffffff01ffff,
    0xffffffffff01ff01, 0xffffffffff0101ff, 0xffffffffff010101, 0xffffffff00ff0000,
    0xffffffff0000ff00, 0xffffffff000000ff, 0xffffffff00000001, 0xffffffff00010000,
    0xffffffff01ffffff, 0xffffffff01ffff01, 0xffffffff01ff01ff, 0xffffffff01ff0101,
    0xffffffff01000000, 0xffffffff0101ffff, 0xffffffff0101ff01, 0xffffffff010101ff,
    0xffffffff01010101, 0xffffff00ffff00ff, 0xffffff00ffff0000, 0xffffff00ff00ff00,
    0xffffff00ff0000ff, 0xffffff00ff000001, 0xffffff00ff000100, 0xffffff00ff000101,
    0xffffff00ff010000, 0xffffff0000ffff00, 0xffffff0000ff0001, 0xffffff0000ff0100,
    0xffffff000000ff01, 0xffffff0000000000, 0xffffff0000000101, 0xffffff000001ff00,
    0xffffff00000100ff, 0xffffff0000010001, 0xffffff00000101ff, 0xffffff0001ff0000,
    0xffffff000100ff00, 0xffffff00010000ff, 0xffffff0001000001, 0xffffff0001010000,
    0xffffff01ffffffff, 0xffffff01ffffff01, 0xffffff01ffff01ff, 0xffffff01ffff0101,
    0xffffff01ff000000, 0xffffff01ff01ffff, 0xffffff01ff01ff01, 0xffffff01ff0101ff,
    0xffffff01ff010101, 0xffffff0100ff0000, 0xffffff010000ff00, 0xffffff0100000100,
    0xffffff01000100ff, 0xffffff0100010100, 0xffffff0101ffffff, 0xffffff0101ffff01,
    0xffffff0101ff01ff, 0xffffff0101ff0101, 0xffffff010100ff00, 0xffffff0101000000,
    0xffffff0101000100, 0xffffff010101ffff, 0xffffff010101ff01, 0xffffff01010101ff,
    0xffffff0101010101, 0xffff00ffff00ff00, 0xffff00ffff0000ff, 0xffff00ffff000001,
    0xffff00ffff010000, 0xffff00ff00ffff00, 0xffff00ff00ff0100, 0xffff00ff00000000,
    0xffff00ff00000101, 0xffff00ff000100ff, 0xffff00ff00010000, 0xffff00ff0100ff00,
    0xffff00ff01000100, 0xffff00ff01010000, 0xffff0000ffffff00, 0xffff0000ffff00ff,
    0xffff0000ffff0000, 0xffff0000ffff0001, 0xffff0000ff000000, 0xffff0000ff0001ff,
    0xffff0000ff000101, 0xffff0000ff010100, 0xffff000000ffffff, 0xffff000000ff0000,
    0xffff000000ff0101, 0xffff00000000ffff, 0xffff00000000ff00, 0xffff0000000000ff,
    0xffff000000000000, 0xffff000000000001, 0xffff000000000100, 0xffff00000001ffff,
    0xffff00000001ff01, 0xffff000000010000, 0xffff0000000101ff, 0xffff000000010101,
    0xffff000001ffff00, 0xffff00000100ff00, 0xffff000001000000, 0xffff0000010001ff,
    0xffff000001000101, 0xffff00000101ff00, 0xffff0000010100ff, 0xffff000001010000,
    0xffff000001010001, 0xffff000001010100, 0xffff0001ff0000ff, 0xffff0001ff000100,
    0xffff000100ffff00, 0xffff000100ff00ff, 0xffff00010000ffff, 0xffff00010000ff01,
    0xffff000100000000, 0xffff0001000001ff, 0xffff00010001ffff, 0xffff00010001ff00,
    0xffff000100010001, 0xffff000100010100, 0xffff000101ff0000, 0xffff00010100ff00,
    0xffff0001010000ff, 0xffff000101000100, 0xffff01ffffffffff, 0xffff01ffffffff01,
    0xffff01ffffff01ff, 0xffff01ffffff0101, 0xffff01ffff000000, 0xffff01ffff01ffff,
    0xffff01ffff01ff01, 0xffff01ffff0101ff, 0xffff01ffff010101, 0xffff01ff00ff0000,
    0xffff01ff0000ff00, 0xffff01ff00000001, 0xffff01ff00010000, 0xffff01ff01ffffff,
    0xffff01ff01ffff01, 0xffff01ff01ff01ff, 0xffff01ff01ff0101, 0xffff01ff01000000,
    0xffff01ff0101ffff, 0xffff01ff0101ff01, 0xffff01ff010101ff, 0xffff01ff01010101,
    0xffff0100ffff0000, 0xffff0100ff00ff00, 0xffff0100ff0000ff, 0xffff0100ff000100,
    0xffff0100ff0100ff, 0xffff0100ff010000, 0xffff010000ffff00, 0xffff01000000ffff,
    0xffff01000000ff00, 0xffff010000000000, 0xffff01000001ff00, 0xffff0100000100ff,
    0xffff010000010100, 0xffff01000100ff00, 0xffff0100010000ff, 0xffff010001000001,
    0xffff010001000100, 0xffff010001010000, 0xffff0101ffffffff, 0xffff0101ffffff01,
    0xffff0101ffff01ff, 0xffff0101ffff0101, 0xffff0101ff000000, 0xffff0101ff01ffff,
    0xffff0101ff01ff01, 0xffff0101ff0101ff, 0xffff0101ff010101, 0xffff010100ff0000,
    0xffff01010000ff00, 0xffff010100000100, 0xffff01010001ff00, 0xffff010100010000,
    0xffff010101ffffff, 0xffff010101ffff01, 0xffff010101ff0000, 0xffff010101ff01ff,
    0xffff010101ff0101, 0xffff010101000000, 0xffff01010101ffff, 0xffff01010101ff01,
    0xffff0101010101ff, 0xffff010101010101, 0xff00ffffff00ffff, 0xff00ffffff00ff00,
    0xff00ffffff0000ff, 0xff00ffffff000100, 0xff00ffffff0100ff, 0xff00ffffff010000,
    0xff00ffff00ffff00, 0xff00ffff00ff00ff, 0xff00ffff0000ffff, 0xff00ffff00000000,
    0xff00ffff000001ff, 0xff00ffff0001ff00, 0xff00ffff000100ff, 0xff00ffff00010000,
    0xff00ffff00010100, 0xff00ffff0100ff00, 0xff00ffff010000ff, 0xff00ffff01000001,
    0xff00ffff0101ff00, 0xff00ffff01010000, 0xff00ff00ffffff00, 0xff00ff00ffff00ff,
    0xff00ff00ffff0001, 0xff00ff00ffff0100, 0xff00ff00ff00ffff, 0xff00ff00ff00ff01,
    0xff00ff00ff000000, 0xff00ff00ff0001ff, 0xff00ff00ff01ff00, 0xff00ff00ff0100ff,
    0xff00ff00ff010100, 0xff00ff0000ff0000, 0xff00ff0000ff0101, 0xff00ff000000ffff,
    0xff00ff000000ff00, 0xff00ff000000ff01, 0xff00ff00000000ff, 0xff00ff0000000000,
    0xff00ff0000000001, 0xff00ff0000000100, 0xff00ff000001ffff, 0xff00ff0000010000,
    0xff00ff0001ff00ff, 0xff00ff000100ff01, 0xff00ff0001000000, 0xff00ff000101ff00,
    0xff00ff00010100ff, 0xff00ff01ff00ff00, 0xff00ff01ff0000ff, 0xff00ff01ff000001,
    0xff00ff01ff010000, 0xff00ff0100ffffff, 0xff00ff0100ff0001, 0xff00ff0100ff0100,
    0xff00ff010000ff01, 0xff00ff0100000000, 0xff00ff01000001ff, 0xff00ff0100000101,
    0xff00ff01000100ff, 0xff00ff0100010001, 0xff00ff0101ff0000, 0xff00ff010100ff00,
    0xff00ff01010000ff, 0xff00ff0101000001, 0xff00ff0101010000, 0xff0000ffffffff00,
    0xff0000ffffff0001, 0xff0000ffffff0100, 0xff0000ffff0000ff, 0xff0000ffff000000,
    0xff0000ffff0001ff, 0xff0000ffff000100, 0xff0000ffff01ff00, 0xff0000ffff010001,
    0xff0000ff00ffff00, 0xff0000ff00ff0000, 0xff0000ff00ff0001, 0xff0000ff00ff01ff,
    0xff0000ff00ff0101, 0xff0000ff0000ff00, 0xff0000ff000000ff, 0xff0000ff00000000,
    0xff0000ff00000001, 0xff0000ff00000100, 0xff0000ff0001ff01, 0xff0000ff00010000,
    0xff0000ff000101ff, 0xff0000ff01ff00ff, 0xff0000ff01ff0100, 0xff0000ff0100ffff,
    0xff0000ff010000ff, 0xff0000ff01000000, 0xff0000ff010001ff, 0xff0000ff01000100,
    0xff0000ff01000101, 0xff0000ff0101ff00, 0xff0000ff010100ff, 0xff0000ff01010000,
    0xff0000ff01010100, 0xff000000ffffff01, 0xff000000ffff0000, 0xff000000ffff0101,
    0xff000000ff00ff00, 0xff000000ff0000ff, 0xff000000ff000000, 0xff000000ff000001,
    0xff000000ff000100, 0xff000000ff01ffff, 0xff000000ff01ff01, 0xff000000ff010000,
    0xff000000ff0101ff, 0xff000000ff010101, 0xff00000000ffff00, 0xff00000000ff00ff,
    0xff00000000ff0000, 0xff00000000ff0001, 0xff0000000000ff00, 0xff0000000000ff01,
    0xff000000000000ff, 0xff00000000000000, 0xff00000000000001, 0xff00000000000100,
    0xff00000000000101, 0xff0000000001ff00, 0xff000000000100ff, 0xff00000000010000,
    0xff00000000010001, 0xff00000000010100, 0xff00000001ffffff, 0xff00000001ffff01,
    0xff00000001ff00ff, 0xff00000001ff0000, 0xff00000001ff01ff, 0xff00000001ff0101,
    0xff0000000100ffff, 0xff0000000100ff00, 0xff000000010000ff, 0xff00000001000000,
    0xff00000001000001, 0xff00000001000100, 0xff00000001000101, 0xff0000000101ffff,
    0xff0000000101ff01, 0xff00000001010000, 0xff000001ffffff00, 0xff000001ffff00ff,
    0xff000001ffff0000, 0xff000001ffff0001, 0xff000001ff000000, 0xff000001ff000001,
    0xff000001ff0001ff, 0xff000001ff000101, 0xff000001ff01ff00, 0xff000001ff010001,
    0xff00000100ffffff, 0xff00000100ffff01, 0xff00000100ff00ff, 0xff00000100ff0000,
    0xff00000100ff01ff, 0xff00000100ff0101, 0xff0000010000ff00, 0xff00000100000000,
    0xff00000100000001, 0xff000001000001ff, 0xff00000100000100, 0xff0000010001ff00,
    0xff000001000100ff, 0xff00000100010000, 0xff000001000101ff, 0xff00000100010100,
    0xff00000100010101, 0xff00000101ff0001, 0xff00000101ff0101, 0xff0000010100ff01,
    0xff00000101000000, 0xff000001010100ff, 0xff00000101010100, 0xff0001ffff00ff00,
    0xff0001ffff000001, 0xff0001ffff010000, 0xff0001ff00ffff00, 0xff0001ff00ff00ff,
    0xff0001ff00ff0001, 0xff0001ff00ff0100, 0xff0001ff0000ffff, 0xff0001ff00000000,
    0xff0001ff000001ff, 0xff0001ff00000101, 0xff0001ff0001ffff, 0xff0001ff0001ff00,
    0xff0001ff000100ff, 0xff0001ff00010001, 0xff0001ff00010100, 0xff0001ff01ff0000,
    0xff0001ff0100ff00, 0xff0001ff010000ff, 0xff0001ff01010000, 0xff000100ff00ffff,
    0xff000100ff00ff01, 0xff000100ff000000, 0xff000100ff000101, 0xff000100ff01ff00,
    0xff000100ff010000, 0xff00010000ffff01, 0xff00010000ff00ff, 0xff00010000ff0000,
    0xff00010000ff01ff, 0xff0001000000ff00, 0xff000100000000ff, 0xff00010000000000,
    0xff00010000000001, 0xff00010000000100, 0xff00010000000101, 0xff0001000001ffff,
    0xff00010000010000, 0xff00010000010101, 0xff00010001ff0100, 0xff0001000100ff00,
    0xff0001000100ff01, 0xff00010001000000, 0xff000100010001ff, 0xff0001000101ff00,
    0xff00010001010001, 0xff00010001010100, 0xff000101ffff0100, 0xff000101ff000001,
    0xff000101ff0100ff, 0xff000101ff010001, 0xff00010100ff00ff, 0xff00010100ff0001,
    0xff00010100ff0100, 0xff0001010000ffff, 0xff0001010000ff01, 0xff00010100000000,
    0xff000101000001ff, 0xff0001010001ff00, 0xff00010100010001, 0xff00010100010100,
    0xff00010101ff0000, 0xff0001010100ff00, 0xff00010101000001, 0xff00010101000101,
    0xff01ffffffffffff, 0xff01ffffffffff01, 0xff01ffffffff01ff, 0xff01ffffffff0101,
    0xff01ffffff000000, 0xff01ffffff01ffff, 0xff01ffffff01ff01, 0xff01ffffff010000,
    0xff01ffffff0101ff, 0xff01ffffff010101, 0xff01ffff00ff0000, 0xff01ffff0000ff00,
    0xff01ffff00000100, 0xff01ffff0001ff00, 0xff01ffff00010000, 0xff01ffff01ffffff,
    0xff01ffff01ffff01, 0xff01ffff01ff01ff, 0xff01ffff01ff0101, 0xff01ffff01000000,
    0xff01ffff0101ffff, 0xff01ffff0101ff01, 0xff01ffff01010000, 0xff01ffff010101ff,
    0xff01ffff01010101, 0xff01ff00ffff0000, 0xff01ff00ff00ff00, 0xff01ff00ff0000ff,
    0xff01ff00ff000100, 0xff01ff00ff010000, 0xff01ff0000ffff01, 0xff01ff0000ff00ff,
    0xff01ff0000ff0100, 0xff01ff0000000000, 0xff01ff00000001ff, 0xff01ff0000000101,
    0xff01ff000001ff00, 0xff01ff00000100ff, 0xff01ff0000010000, 0xff01ff0000010001,
    0xff01ff0001ff0000, 0xff01ff000100ffff, 0xff01ff0001000001, 0xff01ff0001000100,
    0xff01ff0001010000, 0xff01ff01ffffff00, 0xff01ff01ffff01ff, 0xff01ff01ffff0101,
    0xff01ff01ff00ff00, 0xff01ff01ff000000, 0xff01ff01ff01ffff, 0xff01ff01ff01ff01,
    0xff01ff01ff0101ff, 0xff01ff01ff010101, 0xff01ff0100ff0000, 0xff01ff010000ff00,
    0xff01ff0100000001, 0xff01ff0100000100, 0xff01ff0100010000, 0xff01ff0101ffff00,
    0xff01ff0101ff01ff, 0xff01ff0101ff0101, 0xff01ff010100ff00, 0xff01ff0101000000,
    0xff01ff010101ffff, 0xff01ff010101ff01, 0xff01ff01010101ff, 0xff01ff0101010101,
    0xff0100ffffff0000, 0xff0100ffff0000ff, 0xff0100ffff000001, 0xff0100ffff000100,
    0xff0100ffff010000, 0xff0100ff00ff00ff, 0xff0100ff00ff0000, 0xff0100ff00ff0001,
    0xff0100ff00ff0100, 0xff0100ff0000ff01, 0xff0100ff00000000, 0xff0100ff000001ff,
    0xff0100ff00000101, 0xff0100ff00010001, 0xff0100ff01ff0000, 0xff0100ff0100ff00,
    0xff0100ff010000ff, 0xff0100ff01000100, 0xff0100ff0101ff00, 0xff0100ff01010000,
    0xff010000ffff0100, 0xff010000ff000000, 0xff010000ff01ff00, 0xff010000ff010100,
    0xff01000000ffffff, 0xff01000000ff0000, 0xff01000000ff01ff, 0xff0100000000ff00,
    0xff010000000000ff, 0xff01000000000000, 0xff01000000000100, 0xff0100000001ff01,
    0xff01000000010000, 0xff010000000101ff, 0xff01000001ff0100, 0xff0100000100ffff,
    0xff010000010000ff, 0xff01000001000000, 0xff010000010001ff, 0xff01000001000101,
    0xff0100000101ff00, 0xff010000010100ff, 0xff01000001010001, 0xff01000001010100,
    0xff010001ffff0000, 0xff010001ff00ffff, 0xff010001ff00ff01, 0xff010001ff000100,
    0xff010001ff010000, 0xff01000100ffff00, 0xff01000100ff0100, 0xff01000100000000,
    0xff0100010001ffff, 0xff0100010001ff00, 0xff01000100010100, 0xff01000101ff00ff,
    0xff01000101ff0001, 0xff0100010100ffff, 0xff01000101000101, 0xff0101ffffffffff,
    0xff0101ffffffff01, 0xff0101ffffff01ff, 0xff0101ffffff0101, 0xff0101ffff000000,
    0xff0101ffff01ffff, 0xff0101ffff01ff01, 0xff0101ffff0101ff, 0xff0101ffff010101,
    0xff0101ff00ff0000, 0xff0101ff0000ff00, 0xff0101ff000000ff, 0xff0101ff00010000,
    0xff0101ff01ffffff, 0xff0101ff01ffff01, 0xff0101ff01ff01ff, 0xff0101ff01ff0101,
    0xff0101ff0101ffff, 0xff0101ff0101ff01, 0xff0101ff010101ff, 0xff0101ff01010101,
    0xff010100ffff0100, 0xff010100ff00ff00, 0xff010100ff0000ff, 0xff010100ff000100,
    0xff010100ff010000, 0xff01010000ff0001, 0xff01010000ff0100, 0xff0101000000ff01,
    0xff01010000000000, 0xff0101000001ff00, 0xff010100000100ff, 0xff01010000010001,
    0xff01010000010100, 0xff01010001ff0000, 0xff0101000100ffff, 0xff01010001000001,
    0xff01010001000100, 0xff010100010100ff, 0xff01010001010000, 0xff010101ffffffff,
    0xff010101ffffff01, 0xff010101ffff01ff, 0xff010101ffff0101, 0xff010101ff01ffff,
    0xff010101ff01ff01, 0xff010101ff0101ff, 0xff010101ff010101, 0xff01010100ff0000,
    0xff0101010000ff00, 0xff01010100000001, 0xff01010100000100, 0xff01010100010000,
    0xff01010101ffffff, 0xff01010101ffff01, 0xff01010101ff01ff, 0xff01010101ff0101,
    0xff01010101000000, 0xff0101010101ffff, 0xff0101010101ff01, 0xff010101010101ff,
    0xff01010101010101, 0x00ffffffffff0000, 0x00ffffffff00ff00, 0x00ffffffff000001,
    0x00ffffffff010000, 0x00ffffff00ff0100, 0x00ffffff0000ff01, 0x00ffffff00000000,
    0x00ffffff000001ff, 0x00ffffff00000101, 0x00ffffff0001ff00, 0x00ffffff000100ff,
    0x00ffffff00010001, 0x00ffffff010000ff, 0x00ffffff01000100, 0x00ffffff0101ff00,
    0x00ffffff01010001, 0x00ffff00ffffffff, 0x00ffff00ffffff00, 0x00ffff00ffff00ff,
    0x00ffff00ffff0001, 0x00ffff00ffff0100, 0x00ffff00ff00ff01, 0x00ffff00ff000000,
    0x00ffff00ff000001, 0x00ffff00ff0001ff, 0x00ffff00ff000101, 0x00ffff00ff01ff00,
    0x00ffff00ff010001, 0x00ffff00ff010100, 0x00ffff0000ff0000, 0x00ffff0000ff01ff,
    0x00ffff0000ff0101, 0x00ffff000000ff00, 0x00ffff00000000ff, 0x00ffff0000000000,
    0x00ffff0000000001, 0x00ffff0000000100, 0x00ffff0000000101, 0x00ffff0000010000,
    0x00ffff00000101ff, 0x00ffff0000010101, 0x00ffff0001ffff00, 0x00ffff0001ff00ff,
    0x00ffff0001ff0001, 0x00ffff000100ffff, 0x00ffff000100ff01, 0x00ffff0001000000,
    0x00ffff000101ffff, 0x00ffff000101ff00, 0x00ffff000101ff01, 0x00ffff01ffff0000,
    0x00ffff01ff00ff00, 0x00ffff01ff0000ff, 0x00ffff01ff000001, 0x00ffff01ff010000,
    0x00ffff0100ffff00, 0x00ffff010000ff01, 0x00ffff0100000000, 0x00ffff0100000101,
    0x00ffff01000100ff, 0x00ffff0100010100, 0x00ffff0101ff0100, 0x00ffff01010000ff,
    0x00ffff0101010000, 0x00ff00ffffffff00, 0x00ff00ffff000000, 0x00ff00ffff000100,
    0x00ff00ffff010100, 0x00ff00ff00ff0000, 0x00ff00ff00ff01ff, 0x00ff00ff00ff0101,
    0x00ff00ff0000ff00, 0x00ff00ff000000ff, 0x00ff00ff00000000, 0x00ff00ff00000001,
    0x00ff00ff0001ff00, 0x00ff00ff0001ff01, 0x00ff00ff00010000, 0x00ff00ff000101ff,
    0x00ff00ff00010101, 0x00ff00ff01ffff00, 0x00ff00ff01ff0001, 0x00ff00ff01ff0100,
    0x00ff00ff0100ffff, 0x00ff00ff0100ff01, 0x00ff00ff01000000, 0x00ff00ff0101ffff,
    0x00ff00ff0101ff00, 0x00ff00ff01010100, 0x00ff0000ffffff00, 0x00ff0000ffffff01,
    0x00ff0000ffff0000, 0x00ff0000ffff0101, 0x00ff0000ff00ff00, 0x00ff0000ff0000ff,
    0x00ff0000ff000000, 0x00ff0000ff000001, 0x00ff0000ff000100, 0x00ff0000ff01ffff,
    0x00ff0000ff010000, 0x00ff0000ff010101, 0x00ff000000ffff00, 0x00ff000000ff00ff,
    0x00ff000000ff0000, 0x00ff000000ff0001, 0x00ff000000ff0100, 0x00ff00000000ffff,
    0x00ff00000000ff00, 0x00ff0000000000ff, 0x00ff000000000000, 0x00ff000000000001,
    0x00ff0000000001ff, 0x00ff000000000100, 0x00ff00000001ff00, 0x00ff0000000100ff,
    0x00ff000000010000, 0x00ff000000010001, 0x00ff000000010100, 0x00ff000001ffff01,
    0x00ff000001ff00ff, 0x00ff000001ff0000, 0x00ff000001ff01ff, 0x00ff00000100ff00,
    0x00ff0000010000ff, 0x00ff000001000000, 0x00ff000001000001, 0x00ff000001000100,
    0x00ff000001000101, 0x00ff000001010000, 0x00ff0000010101ff, 0x00ff000001010101,
    0x00ff0001ffffff00, 0x00ff0001ffff0000, 0x00ff0001ffff0100, 0x00ff0001ff0000ff,
    0x00ff0001ff000000, 0x00ff0001ff0001ff, 0x00ff0001ff000101, 0x00ff0001ff01ff00,
    0x00ff0001ff0100ff, 0x00ff0001ff010100, 0x00ff000100ffffff, 0x00ff000100ffff01,
    0x00ff000100ff0000, 0x00ff000100ff01ff, 0x00ff00010000ffff, 0x00ff00010000ff00,
    0x00ff00010000ff01, 0x00ff000100000000, 0x00ff000100000001, 0x00ff000100000100,
    0x00ff00010001ff01, 0x00ff000100010000, 0x00ff0001000101ff, 0x00ff000101ffff00,
    0x00ff000101ff0000, 0x00ff000101ff0101, 0x00ff0001010000ff, 0x00ff000101000000,
    0x00ff00010101ff00, 0x00ff0001010100ff, 0x00ff000101010001, 0x00ff01ffffff0000,
    0x00ff01ffff00ff00, 0x00ff01ffff000000, 0x00ff01ffff000101, 0x00ff01ffff010000,
    0x00ff01ff00ffff01, 0x00ff01ff00ff0100, 0x00ff01ff0000ffff, 0x00ff01ff00000000,
    0x00ff01ff000001ff, 0x00ff01ff0001ff00, 0x00ff01ff000100ff, 0x00ff01ff00010001,
    0x00ff01ff00010100, 0x00ff01ff01ff0000, 0x00ff01ff0100ff00, 0x00ff01ff010000ff,
    0x00ff01ff01000001, 0x00ff01ff01000100, 0x00ff01ff01010000, 0x00ff0100ffffff00,
    0x00ff0100ffff0000, 0x00ff0100ffff0001, 0x00ff0100ffff0101, 0x00ff0100ff00ffff,
    0x00ff0100ff0000ff, 0x00ff0100ff000000, 0x00ff0100ff0001ff, 0x00ff0100ff01ff00,
    0x00ff0100ff0100ff, 0x00ff0100ff010001, 0x00ff010000ffffff, 0x00ff010000ff0000,
    0x00ff010000ff0101, 0x00ff01000000ff00, 0x00ff01000000ff01, 0x00ff0100000000ff,
    0x00ff010000000000, 0x00ff010000000001, 0x00ff010000000100, 0x00ff01000001ffff,
    0x00ff01000001ff01, 0x00ff010000010000, 0x00ff010000010001, 0x00ff010000010101,
    0x00ff010001ff0001, 0x00ff010001ff0100, 0x00ff01000100ff01, 0x00ff010001000000,
    0x00ff010001000001, 0x00ff0100010001ff, 0x00ff01000101ff00, 0x00ff0100010100ff,
    0x00ff010001010001, 0x00ff010001010100, 0x00ff0101ff000001, 0x00ff010100ff00ff,
    0x00ff010100ff0001, 0x00ff010100ff0100, 0x00ff010100000000, 0x00ff0101000001ff,
    0x00ff010100000101, 0x00ff0101000100ff, 0x00ff010100010100, 0x00ff0101010000ff,
    0x00ff010101010000, 0x0000ffffffffff00, 0x0000ffffffff00ff, 0x0000ffffffff0000,
    0x0000ffffffff0001, 0x0000ffffffff0100, 0x0000ffffff00ff01, 0x0000ffffff000000,
    0x0000ffffff000101, 0x0000ffffff01ff00, 0x0000ffffff0100ff, 0x0000ffffff010100,
    0x0000ffff00ffffff, 0x0000ffff00ff0000, 0x0000ffff00ff01ff, 0x0000ffff0000ff00,
    0x0000ffff000000ff, 0x0000ffff00000000, 0x0000ffff00000001, 0x0000ffff00000100,
    0x0000ffff00010000, 0x0000ffff000101ff, 0x0000ffff01ff0001, 0x0000ffff01ff0100,
    0x0000ffff01000000, 0x0000ffff010001ff, 0x0000ffff0101ffff, 0x0000ffff0101ff00,
    0x0000ffff01010001, 0x0000ffff01010100, 0x0000ff00ffff0000, 0x0000ff00ffff01ff,
    0x0000ff00ffff0100, 0x0000ff00ffff0101, 0x0000ff00ff00ff00, 0x0000ff00ff0000ff,
    0x0000ff00ff000000, 0x0000ff00ff000001, 0x0000ff00ff0001ff, 0x0000ff00ff000100,
    0x0000ff00ff01ffff, 0x0000ff00ff010000, 0x0000ff00ff010001, 0x0000ff00ff0101ff,
    0x0000ff00ff010101, 0x0000ff0000ffff00, 0x0000ff0000ff00ff, 0x0000ff0000ff0000,
    0x0000ff0000ff0001, 0x0000ff0000ff0100, 0x0000ff000000ffff, 0x0000ff000000ff00,
    0x0000ff000000ff01, 0x0000ff00000000ff, 0x0000ff0000000000, 0x0000ff0000000001,
    0x0000ff00000001ff, 0x0000ff0000000100, 0x0000ff0000000101, 0x0000ff000001ff00,
    0x0000ff00000100ff, 0x0000ff0000010000, 0x0000ff0000010001, 0x0000ff0000010100,
    0x0000ff0001ffff01, 0x0000ff0001ff0000, 0x0000ff000100ff00, 0x0000ff00010000ff,
    0x0000ff0001000000, 0x0000ff0001000001, 0x0000ff0001000100, 0x0000ff000101ffff,
    0x0000ff0001010000, 0x0000ff0001010101, 0x0000ff01ffffff00, 0x0000ff01ffff0001,
    0x0000ff01ff00ff01, 0x0000ff01ff000000, 0x0000ff01ff000101, 0x0000ff01ff01ff00,
    0x0000ff01ff0100ff, 0x0000ff0100ffff01, 0x0000ff0100ff0000, 0x0000ff0100ff0101,
    0x0000ff010000ff00, 0x0000ff01000000ff, 0x0000ff0100000000, 0x0000ff0100000001,
    0x0000ff0100000100, 0x0000ff010001ff01, 0x0000ff0100010000, 0x0000ff0101ff0000,
    0x0000ff010100ffff, 0x0000ff010100ff01, 0x0000ff0101000000, 0x0000ff0101000100,
    0x0000ff0101000101, 0x0000ff01010100ff, 0x000000ffffff00ff, 0x000000ffffff0000,
    0x000000ffff00ff00, 0x000000ffff0000ff, 0x000000ffff000000, 0x000000ffff000001,
    0x000000ffff0001ff, 0x000000ffff000100, 0x000000ffff01ff00, 0x000000ffff010000,
    0x000000ffff0101ff, 0x000000ffff010101, 0x000000ff00ffff00, 0x000000ff00ff00ff,
    0x000000ff00ff0000, 0x000000ff00ff0001, 0x000000ff00ff0100, 0x000000ff00ff0101,
    0x000000ff0000ffff, 0x000000ff0000ff00, 0x000000ff000000ff, 0x000000ff00000000,
    0x000000ff00000001, 0x000000ff000001ff, 0x000000ff00000100, 0x000000ff00000101,
    0x000000ff0001ff00, 0x000000ff0001ff01, 0x000000ff000100ff, 0x000000ff00010000,
    0x000000ff00010001, 0x000000ff00010100, 0x000000ff01ffffff, 0x000000ff01ff01ff,
    0x000000ff01ff0101, 0x000000ff0100ff00, 0x000000ff010000ff, 0x000000ff01000000,
    0x000000ff01000001, 0x000000ff01000100, 0x000000ff0101ff00, 0x000000ff010100ff,
    0x000000ff01010000, 0x000000ff01010101, 0x00000000ffffff00, 0x00000000ffffff01,
    0x00000000ffff00ff, 0x00000000ffff0000, 0x00000000ffff0001, 0x00000000ffff0100,
    0x00000000ff00ffff, 0x00000000ff00ff00, 0x00000000ff00ff01, 0x00000000ff0000ff,
    0x00000000ff000000, 0x00000000ff000001, 0x00000000ff000100, 0x00000000ff000101,
    0x00000000ff01ff00, 0x00000000ff0100ff, 0x00000000ff010000, 0x00000000ff010001,
    0x00000000ff010100, 0x0000000000ffffff, 0x0000000000ffff00, 0x0000000000ffff01,
    0x0000000000ff00ff, 0x0000000000ff0000, 0x0000000000ff0001, 0x0000000000ff01ff,
    0x0000000000ff0100, 0x000000000000ffff, 0x000000000000ff00, 0x000000000000ff01,
    0x00000000000000ff, 0x0000000000000000, 0x0000000000000001, 0x00000000000001ff,
    0x0000000000000100, 0x0000000000000101, 0x000000000001ffff, 0x000000000001ff00,
    0x00000000000100ff, 0x0000000000010000, 0x0000000000010001, 0x00000000000101ff,
    0x0000000000010100, 0x0000000000010101, 0x0000000001ffff00, 0x0000000001ff00ff,
    0x0000000001ff0000, 0x0000000001ff0100, 0x0000000001ff0101, 0x000000000100ffff,
    0x000000000100ff00, 0x00000000010000ff, 0x0000000001000000, 0x0000000001000001,
    0x00000000010001ff, 0x0000000001000100, 0x000000000101ff00, 0x00000000010100ff,
    0x0000000001010000, 0x0000000001010001, 0x0000000001010100, 0x00000001ffffffff,
    0x00000001ffffff00, 0x00000001ffffff01, 0x00000001ffff00ff, 0x00000001ffff0001,
    0x00000001ffff01ff, 0x00000001ffff0100, 0x00000001ff00ff00, 0x00000001ff0000ff,
    0x00000001ff000000, 0x00000001ff0001ff, 0x00000001ff000100, 0x00000001ff01ffff,
    0x00000001ff01ff00, 0x00000001ff01ff01, 0x00000001ff0100ff, 0x00000001ff010000,
    0x00000001ff010001, 0x00000001ff0101ff, 0x00000001ff010100, 0x0000000100ffff00,
    0x0000000100ff0000, 0x0000000100ff0001, 0x0000000100ff01ff, 0x0000000100ff0100,
    0x0000000100ff0101, 0x000000010000ffff, 0x000000010000ff00, 0x000000010000ff01,
    0x00000001000000ff, 0x0000000100000000, 0x0000000100000001, 0x00000001000001ff,
    0x0000000100000100, 0x0000000100000101, 0x000000010001ff00, 0x00000001000100ff,
    0x0000000100010000, 0x0000000100010100, 0x0000000101ffff01, 0x0000000101ff0000,
    0x0000000101ff0001, 0x0000000101ff01ff, 0x0000000101ff0100, 0x0000000101ff0101,
    0x000000010100ff00, 0x0000000101000000, 0x0000000101000101, 0x000000010101ff01,
    0x0000000101010000, 0x0000000101010001, 0x00000001010101ff, 0x0000000101010100,
    0x000001ffffff00ff, 0x000001ffffff0000, 0x000001ffffff0001, 0x000001ffffff0100,
    0x000001ffff00ffff, 0x000001ffff000000, 0x000001ffff0001ff, 0x000001ffff01ff00,
    0x000001ffff010101, 0x000001ff00ff0000, 0x000001ff00ff01ff, 0x000001ff00ff0101,
    0x000001ff0000ff00, 0x000001ff000000ff, 0x000001ff00000000, 0x000001ff00000001,
    0x000001ff000001ff, 0x000001ff00000100, 0x000001ff0001ffff, 0x000001ff0001ff01,
    0x000001ff000100ff, 0x000001ff00010000, 0x000001ff01ffff01, 0x000001ff01ff0100,
    0x000001ff0100ffff, 0x000001ff0100ff01, 0x000001ff01000000, 0x000001ff010001ff,
    0x000001ff0101ff00, 0x000001ff01010100, 0x00000100ffffff00, 0x00000100ffffff01,
    0x00000100ffff0000, 0x00000100ffff0101, 0x00000100ff00ff00, 0x00000100ff0000ff,
    0x00000100ff000000, 0x00000100ff000001, 0x00000100ff000100, 0x00000100ff010000,
    0x0000010000ffff00, 0x0000010000ff00ff, 0x0000010000ff0000, 0x0000010000ff0001,
    0x0000010000ff0100, 0x000001000000ffff, 0x000001000000ff00, 0x000001000000ff01,
    0x00000100000000ff, 0x0000010000000000, 0x0000010000000001, 0x00000100000001ff,
    0x0000010000000100, 0x0000010000000101, 0x000001000001ff00, 0x00000100000100ff,
    0x0000010000010000, 0x0000010000010001, 0x0000010000010100, 0x0000010001ffff00,
    0x0000010001ff0000, 0x0000010001ff0100, 0x000001000100ff00, 0x00000100010000ff,
    0x0000010001000000, 0x0000010001000001, 0x00000100010001ff, 0x0000010001000100,
    0x0000010001010000, 0x00000101ffff00ff, 0x00000101ffff01ff, 0x00000101ff000000,
    0x00000101ff000101, 0x00000101ff01ffff, 0x00000101ff010000, 0x00000101ff010001,
    0x00000101ff010100, 0x0000010100ff0000, 0x0000010100ff01ff, 0x0000010100ff0100,
    0x000001010000ff00, 0x0000010100000000, 0x0000010100000001, 0x00000101000001ff,
    0x0000010100000100, 0x000001010001ff01, 0x0000010100010000, 0x00000101000101ff,
    0x0000010100010101, 0x0000010101ffff00, 0x0000010101ff0101, 0x000001010100ff01,
    0x0000010101000000, 0x0000010101000001, 0x00000101010001ff, 0x0000010101000101,
    0x000001010101ff00, 0x0001ffffffff0000, 0x0001ffffff0000ff, 0x0001ffffff000001,
    0x0001ffffff000100, 0x0001ffffff010000, 0x0001ffff00ff00ff, 0x0001ffff0000ffff,
    0x0001ffff00000000, 0x0001ffff00000001, 0x0001ffff000001ff, 0x0001ffff00000101,
    0x0001ffff0001ff00, 0x0001ffff000100ff, 0x0001ffff00010001, 0x0001ffff00010100,
    0x0001ffff01ffff00, 0x0001ffff01000001, 0x0001ffff01010000, 0x0001ff00ffffff00,
    0x0001ff00ffff00ff, 0x0001ff00ffff0001, 0x0001ff00ffff0100, 0x0001ff00ff00ff01,
    0x0001ff00ff000000, 0x0001ff00ff01ff00, 0x0001ff00ff01ff01, 0x0001ff00ff010001,
    0x0001ff00ff010100, 0x0001ff0000ff0000, 0x0001ff0000ff0100, 0x0001ff000000ff00,
    0x0001ff0000000000, 0x0001ff0000000001, 0x0001ff0000000100, 0x0001ff0000010000,
    0x0001ff0000010001, 0x0001ff0000010101, 0x0001ff0001ff00ff, 0x0001ff0001ff0101,
    0x0001ff000100ff01, 0x0001ff0001000000, 0x0001ff000101ff00, 0x0001ff0001010001,
    0x0001ff0001010100, 0x0001ff01ff00ff00, 0x0001ff01ff000001, 0x0001ff01ff000100,
    0x0001ff0100ffffff, 0x0001ff0100ffff00, 0x0001ff0100ff0001, 0x0001ff0100000000,
    0x0001ff0100000001, 0x0001ff01000001ff, 0x0001ff010001ffff, 0x0001ff0101ff0000,
    0x0001ff010100ff00, 0x0001ff0101000001, 0x0001ff0101010000, 0x000100ffff00ff00,
    0x000100ffff00ff01, 0x000100ffff000000, 0x000100ffff000001, 0x000100ffff000101,
    0x000100ffff01ff00, 0x000100ffff010001, 0x000100ffff010100, 0x000100ff00ffffff,
    0x000100ff00ffff01, 0x000100ff00ff0000, 0x000100ff00ff01ff, 0x000100ff00ff0101,
    0x000100ff0000ff00, 0x000100ff000000ff, 0x000100ff00000000, 0x000100ff00000001,
    0x000100ff00000100, 0x000100ff00000101, 0x000100ff0001ffff, 0x000100ff0001ff01,
    0x000100ff00010000, 0x000100ff01ff00ff, 0x000100ff01ff0000, 0x000100ff01ff0100,
    0x000100ff0100ffff, 0x000100ff0100ff01, 0x000100ff010000ff, 0x000100ff01000000,
    0x000100ff01000001, 0x000100ff010001ff, 0x000100ff01000101, 0x000100ff0101ff00,
    0x000100ff010100ff, 0x000100ff01010100, 0x00010000ffff0000, 0x00010000ffff01ff,
    0x00010000ffff0101, 0x00010000ff00ff00, 0x00010000ff000000, 0x00010000ff000001,
    0x00010000ff000100, 0x0001000000ff00ff, 0x0001000000ff0000, 0x0001000000ff0001,
    0x0001000000ff0100, 0x000100000000ffff, 0x000100000000ff00, 0x00010000000000ff,
    0x0001000000000000, 0x0001000000000001, 0x0001000000000100, 0x000100000001ff00,
    0x00010000000100ff, 0x0001000000010000, 0x0001000000010001, 0x0001000000010100,
    0x0001000001ff0001, 0x0001000001ff0100, 0x0001000001ff0101, 0x000100000100ff00,
    0x0001000001000000, 0x0001000001000001, 0x0001000001000100, 0x0001000001000101,
    0x000100000101ff01, 0x0001000001010000, 0x0001000001010001, 0x00010000010101ff,
    0x00010001ffffff01, 0x00010001ffff0100, 0x00010001ff000000, 0x00010001ff01ffff,
    0x00010001ff010001, 0x00010001ff0101ff, 0x00010001ff010100, 0x0001000100ffffff,
    0x0001000100ff0000, 0x0001000100ff01ff, 0x0001000100ff0101, 0x000100010000ff00,
    0x00010001000000ff, 0x0001000100000000, 0x0001000100000001, 0x00010001000001ff,
    0x0001000100000101, 0x000100010001ffff, 0x0001000100010000, 0x00010001000101ff,
    0x0001000101ffffff, 0x0001000101ffff01, 0x0001000101ff0000, 0x0001000101ff0101,
    0x00010001010000ff, 0x0001000101000001, 0x00010001010001ff, 0x0001000101000100,
    0x000100010101ffff, 0x00010001010100ff, 0x0001000101010001, 0x0001000101010101,
    0x000101ffff000001, 0x000101ffff000100, 0x000101ffff010000, 0x000101ff00ffff00,
    0x000101ff0000ff01, 0x000101ff00000000, 0x000101ff00000101, 0x000101ff0001ff00,
    0x000101ff00010100, 0x000101ff01ff0000, 0x000101ff0100ff00, 0x000101ff010001ff,
    0x000101ff01010001, 0x00010100ffffff00, 0x00010100ffff00ff, 0x00010100ff00ffff,
    0x00010100ff000000, 0x00010100ff01ff00, 0x00010100ff0100ff, 0x00010100ff010001,
    0x00010100ff010100, 0x0001010000ffffff, 0x0001010000ffff00, 0x0001010000ff0000,
    0x0001010000ff0001, 0x0001010000ff01ff, 0x000101000000ff00, 0x00010100000000ff,
    0x0001010000000000, 0x0001010000000001, 0x0001010000000100, 0x000101000001ffff,
    0x0001010000010000, 0x0001010000010101, 0x0001010001ffff01, 0x0001010001ff00ff,
    0x0001010001ff0101, 0x0001010001000000, 0x000101000101ff00, 0x00010100010100ff,
    0x0001010001010000, 0x0001010001010100, 0x00010101ff00ff00, 0x00010101ff000001,
    0x00010101ff0001ff, 0x0001010100ffff00, 0x0001010100ff00ff, 0x0001010100ff0100,
    0x000101010000ffff, 0x0001010100000000, 0x00010101000001ff, 0x0001010100000101,
    0x00010101000100ff, 0x0001010100010000, 0x0001010100010100, 0x0001010101ff0001,
    0x00010101010000ff, 0x00010101010001ff, 0x0001010101000101, 0x0001010101010001,
    0x01ffffffffffffff, 0x01ffffffffffff01, 0x01ffffffffff01ff, 0x01ffffffffff0101,
    0x01ffffffff01ffff, 0x01ffffffff01ff01, 0x01ffffffff0101ff, 0x01ffffffff010101,
    0x01ffffff00ff0000, 0x01ffffff0000ffff, 0x01ffffff0000ff00, 0x01ffffff000000ff,
    0x01ffffff00000001, 0x01ffffff00000100, 0x01ffffff00010000, 0x01ffffff01ffffff,
    0x01ffffff01ffff01, 0x01ffffff01ff01ff, 0x01ffffff01ff0101, 0x01ffffff01000000,
    0x01ffffff0101ffff, 0x01ffffff0101ff01, 0x01ffffff010101ff, 0x01ffffff01010101,
    0x01ffff00ffff0000, 0x01ffff00ff00ff00, 0x01ffff00ff0000ff, 0x01ffff00ff000001,
    0x01ffff00ff000100, 0x01ffff00ff010000, 0x01ffff0000ffff00, 0x01ffff0000ff00ff,
    0x01ffff0000ff0100, 0x01ffff000000ffff, 0x01ffff000000ff01, 0x01ffff0000000000,
    0x01ffff0000000001, 0x01ffff00000001ff, 0x01ffff0000000100, 0x01ffff00000100ff,
    0x01ffff0000010001, 0x01ffff0000010100, 0x01ffff0001ff0000, 0x01ffff0001ff0100,
    0x01ffff00010000ff, 0x01ffff0001000001, 0x01ffff0001000100, 0x01ffff0001010000,
    0x01ffff01ffffffff, 0x01ffff01ffffff01, 0x01ffff01ffff01ff, 0x01ffff01ffff0101,
    0x01ffff01ff000000, 0x01ffff01ff01ffff, 0x01ffff01ff01ff01, 0x01ffff01ff0101ff,
    0x01ffff01ff010101, 0x01ffff010000ff00, 0x01ffff01000000ff, 0x01ffff0100000100,
    0x01ffff0100010000, 0x01ffff0101ffffff, 0x01ffff0101ffff01, 0x01ffff0101ff01ff,
    0x01ffff0101ff0101, 0x01ffff0101000000, 0x01ffff010101ffff, 0x01ffff010101ff01,
    0x01ffff01010101ff, 0x01ffff0101010101, 0x01ff00ffff0000ff, 0x01ff00ffff000100,
    0x01ff00ff00ffff00, 0x01ff00ff00ff00ff, 0x01ff00ff0000ff00, 0x01ff00ff00000000,
    0x01ff00ff00000101, 0x01ff00ff0001ff00, 0x01ff00ff000100ff, 0x01ff00ff00010100,
    0x01ff00ff010000ff, 0x01ff00ff01000100, 0x01ff0000ffffff00, 0x01ff0000ffff0100,
    0x01ff0000ff00ff01, 0x01ff0000ff000000, 0x01ff0000ff000101, 0x01ff0000ff010001,
    0x01ff0000ff010100, 0x01ff000000ffffff, 0x01ff000000ffff00, 0x01ff000000ff0000,
    0x01ff000000ff01ff, 0x01ff00000000ff00, 0x01ff0000000000ff, 0x01ff000000000000,
    0x01ff000000000001, 0x01ff000000000100, 0x01ff000000000101, 0x01ff000000010000,
    0x01ff000000010001, 0x01ff0000000101ff, 0x01ff000000010101, 0x01ff000001ffff00,
    0x01ff000001ff00ff, 0x01ff000001ff0001, 0x01ff000001ff0100, 0x01ff00000100ffff,
    0x01ff00000100ff01, 0x01ff000001000000, 0x01ff0000010001ff, 0x01ff000001010001,
    0x01ff0001ff00ff00, 0x01ff0001ff000001, 0x01ff0001ff000100, 0x01ff0001ff010000,
    0x01ff000100ffff00, 0x01ff000100ff00ff, 0x01ff000100ff0100, 0x01ff000100ff0101,
    0x01ff00010000ffff, 0x01ff000100000000, 0x01ff000100000100, 0x01ff000100000101,
    0x01ff00010001ff00, 0x01ff000100010001, 0x01ff000100010101, 0x01ff000101ff0000,
    0x01ff00010100ff00, 0x01ff000101000101, 0x01ff0001010100ff, 0x01ff01ffffffffff,
    0x01ff01ffffffff01, 0x01ff01ffffff01ff, 0x01ff01ffffff0101, 0x01ff01ffff000000,
    0x01ff01ffff01ffff, 0x01ff01ffff01ff01, 0x01ff01ffff0101ff, 0x01ff01ffff010101,
    0x01ff01ff00ffff00, 0x01ff01ff00ff0000, 0x01ff01ff0000ff00, 0x01ff01ff000000ff,
    0x01ff01ff00000100, 0x01ff01ff00010000, 0x01ff01ff00010100, 0x01ff01ff01ffffff,
    0x01ff01ff01ffff01, 0x01ff01ff01ff01ff, 0x01ff01ff01ff0101, 0x01ff01ff01000000,
    0x01ff01ff0101ffff, 0x01ff01ff0101ff01, 0x01ff01ff010101ff, 0x01ff01ff01010101,
    0x01ff0100ffff0000, 0x01ff0100ffff0001, 0x01ff0100ff00ff00, 0x01ff0100ff0000ff,
    0x01ff0100ff000001, 0x01ff0100ff010000, 0x01ff010000ffff00, 0x01ff010000ff00ff,
    0x01ff010000ff0001, 0x01ff010000ff0100, 0x01ff01000000ffff, 0x01ff01000000ff01,
    0x01ff010000000000, 0x01ff010000000101, 0x01ff01000001ff00, 0x01ff0100000100ff,
    0x01ff010001ff0000, 0x01ff010001000001, 0x01ff010001000100, 0x01ff010001010000,
    0x01ff0101ffffffff, 0x01ff0101ffffff01, 0x01ff0101ffff01ff, 0x01ff0101ffff0101,
    0x01ff0101ff000000, 0x01ff0101ff01ffff, 0x01ff0101ff01ff01, 0x01ff0101ff0101ff,
    0x01ff0101ff010101, 0x01ff010100ff0000, 0x01ff01010000ff00, 0x01ff0101000000ff,
    0x01ff010100000001, 0x01ff010101ffffff, 0x01ff010101ffff01, 0x01ff010101ff01ff,
    0x01ff010101ff0101, 0x01ff010101000000, 0x01ff01010101ffff, 0x01ff01010101ff01,
    0x01ff0101010101ff, 0x01ff010101010101, 0x0100ffffffff0000, 0x0100ffffff00ff00,
    0x0100ffffff000001, 0x0100ffffff0001ff, 0x0100ffffff000100, 0x0100ffffff010000,
    0x0100ffff00ffff00, 0x0100ffff00ff0001, 0x0100ffff00ff0100, 0x0100ffff00000000,
    0x0100ffff000001ff, 0x0100ffff00000101, 0x0100ffff00010100, 0x0100ffff00010101,
    0x0100ffff01ff0000, 0x0100ffff0100ff00, 0x0100ffff010000ff, 0x0100ffff01000001,
    0x0100ffff01000100, 0x0100ffff01010000, 0x0100ff00ffffff00, 0x0100ff00ffff00ff,
    0x0100ff00ffff0001, 0x0100ff00ffff0100, 0x0100ff00ff00ffff, 0x0100ff00ff000000,
    0x0100ff00ff0001ff, 0x0100ff00ff000101, 0x0100ff00ff01ff00, 0x0100ff00ff0100ff,
    0x0100ff00ff010001, 0x0100ff00ff010100, 0x0100ff0000ffffff, 0x0100ff0000ff0000,
    0x0100ff000000ffff, 0x0100ff000000ff00, 0x0100ff00000000ff, 0x0100ff0000000000,
    0x0100ff0000000001, 0x0100ff0000000100, 0x0100ff000001ff01, 0x0100ff0000010000,
    0x0100ff0001ff00ff, 0x0100ff0001ff0001, 0x0100ff000100ff01, 0x0100ff0001000000,
    0x0100ff00010001ff, 0x0100ff000101ff00, 0x0100ff00010100ff, 0x0100ff0001010001,
    0x0100ff0001010100, 0x0100ff01ffff0000, 0x0100ff01ff00ff00, 0x0100ff01ff0000ff,
    0x0100ff01ff000100, 0x0100ff01ff010000, 0x0100ff0100ff00ff, 0x0100ff0100ff0001,
    0x0100ff0100ff0100, 0x0100ff010000ffff, 0x0100ff010000ff01, 0x0100ff0100000000,
    0x0100ff01000001ff, 0x0100ff0100010001, 0x0100ff0100010100, 0x0100ff0101ff0000,
    0x0100ff01010000ff, 0x0100ff0101000001, 0x0100ff0101010100, 0x010000ffffffff00,
    0x010000ffffff00ff, 0x010000ffffff0001, 0x010000ffff00ffff, 0x010000ffff000000,
    0x010000ffff0001ff, 0x010000ffff010001, 0x010000ff00ffffff, 0x010000ff00ff0101,
    0x010000ff0000ff00, 0x010000ff000000ff, 0x010000ff00000000, 0x010000ff00000001,
    0x010000ff000001ff, 0x010000ff00000100, 0x010000ff0001ffff, 0x010000ff0001ff00,
    0x010000ff0001ff01, 0x010000ff00010000, 0x010000ff01ff00ff, 0x010000ff01ff0001,
    0x010000ff0100ff01, 0x010000ff010000ff, 0x010000ff01000000, 0x010000ff010001ff,
    0x010000ff0101ff00, 0x010000ff01010100, 0x01000000ffffffff, 0x01000000ffff0000,
    0x01000000ffff01ff, 0x01000000ffff0101, 0x01000000ff00ffff, 0x01000000ff00ff00,
    0x01000000ff0000ff, 0x01000000ff000000, 0x01000000ff000001, 0x01000000ff000100,
    0x01000000ff01ff00, 0x01000000ff010000, 0x01000000ff010100, 0x01000000ff010101,
    0x0100000000ffff00, 0x0100000000ff00ff, 0x0100000000ff0000, 0x0100000000ff0001,
    0x0100000000ff0100, 0x010000000000ffff, 0x010000000000ff00, 0x010000000000ff01,
    0x01000000000000ff, 0x0100000000000000, 0x0100000000000001, 0x01000000000001ff,
    0x0100000000000100, 0x0100000000000101, 0x010000000001ff00, 0x01000000000100ff,
    0x0100000000010000, 0x0100000000010001, 0x0100000000010100, 0x0100000001ffff00,
    0x0100000001ff0000, 0x0100000001ff01ff, 0x010000000100ff00, 0x010000000100ff01,
    0x01000000010000ff, 0x0100000001000000, 0x0100000001000001, 0x0100000001000100,
    0x0100000001000101, 0x010000000101ffff, 0x010000000101ff01, 0x0100000001010000,
    0x01000000010101ff, 0x0100000001010101, 0x01000001ffffff00, 0x01000001ffff00ff,
    0x01000001ff00ffff, 0x01000001ff000000, 0x01000001ff000100, 0x01000001ff01ffff,
    0x01000001ff010001, 0x01000001ff010100, 0x0100000100ff0000, 0x0100000100ff01ff,
    0x0100000100ff0100, 0x010000010000ff00, 0x010000010000ff01, 0x0100000100000000,
    0x0100000100000001, 0x0100000100000100, 0x0100000100010000, 0x01000001000101ff,
    0x0100000101ffff01, 0x0100000101ff00ff, 0x0100000101ff0100, 0x0100000101ff0101,
    0x010000010100ff01, 0x01000001010000ff, 0x0100000101000000, 0x01000001010100ff,
    0x0100000101010001, 0x0100000101010100, 0x010001ffffff0000, 0x010001ffff000001,
    0x010001ffff000100, 0x010001ffff010000, 0x010001ff00ffff00, 0x010001ff00ff0001,
    0x010001ff0000ffff, 0x010001ff0000ff01, 0x010001ff00000000, 0x010001ff00000001,
    0x010001ff00000101, 0x010001ff000100ff, 0x010001ff00010000, 0x010001ff01ff0000,
    0x010001ff0100ff00, 0x010001ff01000001, 0x010001ff01000100, 0x010001ff01010000,
    0x01000100ffff00ff, 0x01000100ffff0001, 0x01000100ffff0100, 0x01000100ff00ffff,
    0x01000100ff00ff01, 0x01000100ff000000, 0x01000100ff0001ff, 0x01000100ff000101,
    0x01000100ff01ffff, 0x01000100ff01ff00, 0x01000100ff0100ff, 0x01000100ff010001,
    0x0100010000ffffff, 0x0100010000ffff01, 0x0100010000ff0000, 0x0100010000ff01ff,
    0x0100010000ff0101, 0x010001000000ff00, 0x01000100000000ff, 0x0100010000000000,
    0x0100010000000001, 0x0100010000000100, 0x010001000001ff01, 0x0100010000010000,
    0x0100010000010001, 0x0100010000010101, 0x0100010001ffff00, 0x0100010001ff00ff,
    0x010001000100ffff, 0x010001000100ff01, 0x0100010001000000, 0x0100010001000101,
    0x010001000101ff00, 0x0100010001010001, 0x01000101ffff0000, 0x01000101ff000000,
    0x01000101ff010000, 0x0100010100ff00ff, 0x0100010100ff0001, 0x0100010100ff0100,
    0x010001010000ffff, 0x0100010100000000, 0x01000101000001ff, 0x010001010001ff00,
    0x0100010101ff0000, 0x010001010100ff00, 0x01000101010000ff, 0x0100010101000000,
    0x0100010101000001, 0x0101ffffffffffff, 0x0101ffffffffff01, 0x0101ffffffff01ff,
    0x0101ffffffff0101, 0x0101ffffff000000, 0x0101ffffff01ffff, 0x0101ffffff01ff01,
    0x0101ffffff0101ff, 0x0101ffffff010101, 0x0101ffff00ff0000, 0x0101ffff0000ff00,
    0x0101ffff000000ff, 0x0101ffff00000001, 0x0101ffff00000100, 0x0101ffff01ffffff,
    0x0101ffff01ffff01, 0x0101ffff01ff01ff, 0x0101ffff01ff0101, 0x0101ffff01000000,
    0x0101ffff0101ffff, 0x0101ffff0101ff01, 0x0101ffff010101ff, 0x0101ffff01010101,
    0x0101ff00ffff0000, 0x0101ff00ffff0100, 0x0101ff00ff00ff00, 0x0101ff00ff0000ff,
    0x0101ff00ff000001, 0x0101ff00ff000100, 0x0101ff00ff000101, 0x0101ff0000ff0001,
    0x0101ff0000ff0100, 0x0101ff000000ff00, 0x0101ff0000000000, 0x0101ff00000001ff,
    0x0101ff0000000101, 0x0101ff000001ff00, 0x0101ff00000100ff, 0x0101ff0001ff0000,
    0x0101ff000100ffff, 0x0101ff000100ff01, 0x0101ff0001000001, 0x0101ff0001000100,
    0x0101ff01ffffff01, 0x0101ff01ffff01ff, 0x0101ff01ffff0101, 0x0101ff01ff00ffff,
    0x0101ff01ff000100, 0x0101ff01ff01ff01, 0x0101ff01ff0101ff, 0x0101ff01ff010101,
    0x0101ff0100ff0000, 0x0101ff010000ff00, 0x0101ff0100000001, 0x0101ff0100000100,
    0x0101ff0100010000, 0x0101ff0101ffffff, 0x0101ff0101ffff01, 0x0101ff0101ff01ff,
    0x0101ff0101ff0101, 0x0101ff0101000000, 0x0101ff010101ffff, 0x0101ff010101ff01,
    0x0101ff01010101ff, 0x0101ff0101010101, 0x010100ffff000100, 0x010100ffff010000,
    0x010100ff00ffff00, 0x010100ff00ff00ff, 0x010100ff0000ffff, 0x010100ff000000ff,
    0x010100ff00000000, 0x010100ff000001ff, 0x010100ff00000101, 0x010100ff0001ff00,
    0x010100ff00010000, 0x010100ff00010001, 0x010100ff000101ff, 0x010100ff00010100,
    0x010100ff01ff0000, 0x01010000ffff0001, 0x01010000ffff0100, 0x01010000ff00ffff,
    0x01010000ff00ff01, 0x01010000ff000000, 0x01010000ff0001ff, 0x01010000ff010001,
    0x01010000ff010100, 0x0101000000ffff01, 0x0101000000ff0000, 0x010100000000ff00,
    0x01010000000000ff, 0x0101000000000000, 0x0101000000000001, 0x0101000000000100,
    0x0101000000010000, 0x0101000000010101, 0x0101000001ffff00, 0x0101000001ff00ff,
    0x0101000001ff0000, 0x0101000001ff0001, 0x0101000001ff0100, 0x010100000100ff01,
    0x0101000001000000, 0x01010000010001ff, 0x01010001ffff0000, 0x01010001ff00ff00,
    0x01010001ff000001, 0x01010001ff000101, 0x01010001ff01ff00, 0x01010001ff010000,
    0x0101000100ff00ff, 0x0101000100ff0001, 0x0101000100ff0101, 0x010100010000ff01,
    0x0101000100000000, 0x0101000100000001, 0x01010001000001ff, 0x010100010001ffff,
    0x010100010001ff01, 0x0101000101ff0001, 0x010100010100ffff, 0x0101000101000000,
    0x0101000101000001, 0x0101000101000100, 0x010100010101ff00, 0x01010001010100ff,
    0x0101000101010001, 0x010101ffffffffff, 0x010101ffffffff01, 0x010101ffffff01ff,
    0x010101ffffff0101, 0x010101ffff01ffff, 0x010101ffff01ff01, 0x010101ffff0101ff,
    0x010101ffff010101, 0x010101ff0000ff00, 0x010101ff000000ff, 0x010101ff00000001,
    0x010101ff00000100, 0x010101ff01ffffff, 0x010101ff01ffff01, 0x010101ff01ff01ff,
    0x010101ff01ff0101, 0x010101ff01000000, 0x010101ff0101ffff, 0x010101ff0101ff01,
    0x010101ff010101ff, 0x010101ff01010101, 0x01010100ffff0000, 0x01010100ff0000ff,
    0x01010100ff000100, 0x01010100ff01ff00, 0x01010100ff010000, 0x0101010000ffff00,
    0x010101000000ffff, 0x0101010000000000, 0x0101010000000101, 0x010101000001ff00,
    0x0101010000010001, 0x0101010000010100, 0x010101000100ffff, 0x0101010001000001,
    0x01010101ffffffff, 0x01010101ffffff01, 0x01010101ffff01ff, 0x01010101ffff0101,
    0x01010101ff01ffff, 0x01010101ff01ff01, 0x01010101ff0101ff, 0x01010101ff010101,
    0x010101010000ff00, 0x01010101000000ff, 0x0101010100000001, 0x0101010101ffffff,
    0x0101010101ffff01, 0x0101010101ff01ff, 0x0101010101ff0101, 0x0101010101000000,
    0x010101010101ffff, 0x010101010101ff01, 0x01010101010101ff, 0x0101010101010101,
};

/* ---- small helpers -------------------------------------------------------------------------------------- */
static float dlgo__h2f(const uint8_t *p) { return dlgo_fp16_to_f32(dlgo__rd16(p)); }
static void dlgo__wr16(uint8_t *p, uint16_t v) { p[0] = (uint8_t)v; p[1] = (uint8_t)(v >> 8); }
static float dlgo__rdf32(const uint8_t *p) { uint32_t u = dlgo__rd32(p); float f; memcpy(&f, &u, 4); return f; }
static void dlgo__wrf32(uint8_t *p, float f) {
    uint32_t u; memcpy(&u, &f, 4);
    p[0] = (uint8_t)u; p[1] = (uint8_t)(u >> 8); p[2] = (uint8_t)(u >> 16); p[3] = (uint8_t)(u >> 24);
}
static int dlgo__q8k_bsum(const dlgo__block_q8_K *b, int j) { return (int16_t)dlgo__rd16(b->bsums + 2 * j); }
/* byte j of a grid entry, independent of host byte order */
#define DLGO__GRID8(g, j) ((int)(((g) >> (8 * (j))) & 0xff))

/* round half to even, exactly as ggml's nearest_int (valid for |x| < 2^22) */
static int dlgo__nearest_int(float f) {
    float v = f + 12582912.f; int32_t i; memcpy(&i, &v, 4);
    return (i & 0x007fffff) - 0x00400000;
}
/* E8M0 exponent -> 2^(e-128): half of the MX scale, because the fp4 table is doubled */
static float dlgo__e8m0_half(uint8_t e) {
    uint32_t bits = e < 2 ? 0x00200000u << e : (uint32_t)(e - 1) << 23;
    float f; memcpy(&f, &bits, 4); return f;
}
/* UE4M3 (bias 7, 3 mantissa bits) -> value/2; 0x00 and 0x7F decode to 0 */
static float dlgo__ue4m3_half(uint8_t x) {
    if (x == 0 || x == 0x7f) return 0.0f;
    int e = (x >> 3) & 15, m = x & 7;
    float raw = e == 0 ? ldexpf((float)m, -9) : ldexpf(1.0f + (float)m / 8.0f, e - 7);
    return raw * 0.5f;
}
/* 6-bit scale j and min j of the 12-byte K-quant table (q4_K, q5_K) */
static void dlgo__scale_min_k4(int j, const uint8_t *q, int *sc, int *m) {
    if (j < 4) { *sc = q[j] & 63; *m = q[j + 4] & 63; }
    else { *sc = (q[j + 4] & 15) | ((q[j - 4] >> 6) << 4); *m = (q[j + 4] >> 4) | ((q[j] >> 6) << 4); }
}
/* the 16 6-bit scales of q3_K, unpacked to 0..63 */
static void dlgo__q3k_scales(const uint8_t *s, int out[16]) {
    uint32_t a0 = dlgo__rd32(s), a1 = dlgo__rd32(s + 4), t = dlgo__rd32(s + 8), aux[4];
    aux[0] = (a0 & 0x0f0f0f0fu) | (((t >> 0) & 0x03030303u) << 4);
    aux[1] = (a1 & 0x0f0f0f0fu) | (((t >> 2) & 0x03030303u) << 4);
    aux[2] = ((a0 >> 4) & 0x0f0f0f0fu) | (((t >> 4) & 0x03030303u) << 4);
    aux[3] = ((a1 >> 4) & 0x0f0f0f0fu) | (((t >> 6) & 0x03030303u) << 4);
    for (int i = 0; i < 16; i++) out[i] = (int)((aux[i / 4] >> (8 * (i % 4))) & 0xff);
}
/* iq1_m keeps its f16 super-scale in the top nibbles of the four u16 scale words */
static float dlgo__iq1m_d(const uint8_t *scales) {
    uint16_t s0 = dlgo__rd16(scales), s1 = dlgo__rd16(scales + 2), s2 = dlgo__rd16(scales + 4), s3 = dlgo__rd16(scales + 6);
    return dlgo_fp16_to_f32((uint16_t)((s0 >> 12) | ((s1 >> 8) & 0x00f0) | ((s2 >> 4) & 0x0f00) | (s3 & 0xf000)));
}
/* trit n (0..4) of a tq1_0 byte: multiply by 3^n mod 256, then the top "digit" is ((q*3) >> 8) */
static int dlgo__tq1_trit(uint8_t byte, int n) {
    static const uint8_t pow3[5] = { 1, 3, 9, 27, 81 };
    uint8_t q = (uint8_t)(byte * pow3[n]);
    return (int)(((uint16_t)q * 3) >> 8);
}

/* ---- dequantization (to_float) -------------------------------------------------------------------------- */
static void dlgo__deq_f32(const void *vx, float *y, int64_t n) { memcpy(y, vx, (size_t)n * 4); }
static void dlgo__deq_f16(const void *vx, float *y, int64_t n) {
    const uint8_t *x = (const uint8_t *)vx;
    for (int64_t i = 0; i < n; i++) y[i] = dlgo__h2f(x + 2 * i);
}
static void dlgo__deq_bf16(const void *vx, float *y, int64_t n) {
    const uint8_t *x = (const uint8_t *)vx;
    for (int64_t i = 0; i < n; i++) y[i] = dlgo_bf16_to_f32(dlgo__rd16(x + 2 * i));
}
static void dlgo__deq_q4_0(const void *vx, float *y, int64_t n) {
    const dlgo__block_q4_0 *x = (const dlgo__block_q4_0 *)vx;
    for (int64_t i = 0; i < n / 32; i++, y += 32) {
        const float d = dlgo__h2f(x[i].d);
        for (int j = 0; j < 16; j++) {   /* low nibbles: elements 0..15, high nibbles: 16..31 */
            y[j] = (float)((x[i].qs[j] & 15) - 8) * d;
            y[j + 16] = (float)((x[i].qs[j] >> 4) - 8) * d;
        }
    }
}
static void dlgo__deq_q4_1(const void *vx, float *y, int64_t n) {
    const dlgo__block_q4_1 *x = (const dlgo__block_q4_1 *)vx;
    for (int64_t i = 0; i < n / 32; i++, y += 32) {
        const float d = dlgo__h2f(x[i].d), m = dlgo__h2f(x[i].m);
        for (int j = 0; j < 16; j++) {
            y[j] = (float)(x[i].qs[j] & 15) * d + m;
            y[j + 16] = (float)(x[i].qs[j] >> 4) * d + m;
        }
    }
}
static void dlgo__deq_q5_0(const void *vx, float *y, int64_t n) {
    const dlgo__block_q5_0 *x = (const dlgo__block_q5_0 *)vx;
    for (int64_t i = 0; i < n / 32; i++, y += 32) {
        const float d = dlgo__h2f(x[i].d);
        const uint32_t qh = dlgo__rd32(x[i].qh);
        for (int j = 0; j < 16; j++) {
            const int h0 = (int)((qh >> j) << 4) & 0x10, h1 = (int)(qh >> (j + 12)) & 0x10;
            y[j] = (float)(((x[i].qs[j] & 15) | h0) - 16) * d;
            y[j + 16] = (float)(((x[i].qs[j] >> 4) | h1) - 16) * d;
        }
    }
}
static void dlgo__deq_q5_1(const void *vx, float *y, int64_t n) {
    const dlgo__block_q5_1 *x = (const dlgo__block_q5_1 *)vx;
    for (int64_t i = 0; i < n / 32; i++, y += 32) {
        const float d = dlgo__h2f(x[i].d), m = dlgo__h2f(x[i].m);
        const uint32_t qh = dlgo__rd32(x[i].qh);
        for (int j = 0; j < 16; j++) {
            const int h0 = (int)((qh >> j) << 4) & 0x10, h1 = (int)(qh >> (j + 12)) & 0x10;
            y[j] = (float)((x[i].qs[j] & 15) | h0) * d + m;
            y[j + 16] = (float)((x[i].qs[j] >> 4) | h1) * d + m;
        }
    }
}
static void dlgo__deq_q8_0(const void *vx, float *y, int64_t n) {
    const dlgo__block_q8_0 *x = (const dlgo__block_q8_0 *)vx;
    for (int64_t i = 0; i < n / 32; i++, y += 32) {
        const float d = dlgo__h2f(x[i].d);
        for (int j = 0; j < 32; j++) y[j] = (float)x[i].qs[j] * d;
    }
}
/* ggml has no to_float for q8_1 (activations only); this is the obvious inverse, q·d */
static void dlgo__deq_q8_1(const void *vx, float *y, int64_t n) {
    const dlgo__block_q8_1 *x = (const dlgo__block_q8_1 *)vx;
    for (int64_t i = 0; i < n / 32; i++, y += 32) {
        const float d = dlgo__h2f(x[i].d);
        for (int j = 0; j < 32; j++) y[j] = (float)x[i].qs[j] * d;
    }
}
static void dlgo__deq_q2_K(const void *vx, float *y, int64_t n) {
    const dlgo__block_q2_K *x = (const dlgo__block_q2_K *)vx;
    for (int64_t i = 0; i < n / DLGO__QK_K; i++) {
        const float d = dlgo__h2f(x[i].d), dmin = dlgo__h2f(x[i].dmin);
        const uint8_t *q = x[i].qs;
        int is = 0;
        for (int c = 0; c < 2; c++, q += 32) {
            for (int shift = 0; shift < 8; shift += 2) {
                for (int half = 0; half < 2; half++) {   /* each scale byte covers 16 values */
                    const uint8_t sc = x[i].scales[is++];
                    const float dl = d * (float)(sc & 15), ml = dmin * (float)(sc >> 4);
                    for (int l = 0; l < 16; l++) *y++ = dl * (float)((q[l + 16 * half] >> shift) & 3) - ml;
                }
            }
        }
    }
}
static void dlgo__deq_q3_K(const void *vx, float *y, int64_t n) {
    const dlgo__block_q3_K *x = (const dlgo__block_q3_K *)vx;
    int sc[16];
    for (int64_t i = 0; i < n / DLGO__QK_K; i++) {
        const float d = dlgo__h2f(x[i].d);
        const uint8_t *q = x[i].qs, *hm = x[i].hmask;
        int is = 0, m = 1;
        dlgo__q3k_scales(x[i].scales, sc);
        for (int c = 0; c < 2; c++, q += 32) {
            for (int shift = 0; shift < 8; shift += 2, m <<= 1) {
                for (int half = 0; half < 2; half++) {
                    const float dl = d * (float)(sc[is++] - 32);
                    for (int l = 16 * half; l < 16 * half + 16; l++)
                        *y++ = dl * (float)(((q[l] >> shift) & 3) - ((hm[l] & m) ? 0 : 4));
                }
            }
        }
    }
}
static void dlgo__deq_q4_K(const void *vx, float *y, int64_t n) {
    const dlgo__block_q4_K *x = (const dlgo__block_q4_K *)vx;
    for (int64_t i = 0; i < n / DLGO__QK_K; i++) {
        const float d = dlgo__h2f(x[i].d), dmin = dlgo__h2f(x[i].dmin);
        const uint8_t *q = x[i].qs;
        for (int c = 0; c < 4; c++, q += 32) {
            int sc, m;
            dlgo__scale_min_k4(2 * c, x[i].scales, &sc, &m);
            const float d1 = d * (float)sc, m1 = dmin * (float)m;
            dlgo__scale_min_k4(2 * c + 1, x[i].scales, &sc, &m);
            const float d2 = d * (float)sc, m2 = dmin * (float)m;
            for (int l = 0; l < 32; l++) *y++ = d1 * (float)(q[l] & 15) - m1;
            for (int l = 0; l < 32; l++) *y++ = d2 * (float)(q[l] >> 4) - m2;
        }
    }
}
static void dlgo__deq_q5_K(const void *vx, float *y, int64_t n) {
    const dlgo__block_q5_K *x = (const dlgo__block_q5_K *)vx;
    for (int64_t i = 0; i < n / DLGO__QK_K; i++) {
        const float d = dlgo__h2f(x[i].d), dmin = dlgo__h2f(x[i].dmin);
        const uint8_t *ql = x[i].qs, *qh = x[i].qh;
        for (int c = 0; c < 4; c++, ql += 32) {
            const int u1 = 1 << (2 * c), u2 = 2 << (2 * c);
            int sc, m;
            dlgo__scale_min_k4(2 * c, x[i].scales, &sc, &m);
            const float d1 = d * (float)sc, m1 = dmin * (float)m;
            dlgo__scale_min_k4(2 * c + 1, x[i].scales, &sc, &m);
            const float d2 = d * (float)sc, m2 = dmin * (float)m;
            for (int l = 0; l < 32; l++) *y++ = d1 * (float)((ql[l] & 15) + ((qh[l] & u1) ? 16 : 0)) - m1;
            for (int l = 0; l < 32; l++) *y++ = d2 * (float)((ql[l] >> 4) + ((qh[l] & u2) ? 16 : 0)) - m2;
        }
    }
}
/* q6_K code of element (quarter k in 0..3, l in 0..31) of a 128-element half block */
#define DLGO__Q6K_CODE(ql, qh, k, l) \
    ((((k) < 2 ? (ql)[(l) + 32 * ((k) & 1)] & 15 : (ql)[(l) + 32 * ((k) & 1)] >> 4) | ((((qh)[l] >> (2 * (k))) & 3) << 4)) - 32)
static void dlgo__deq_q6_K(const void *vx, float *y, int64_t n) {
    const dlgo__block_q6_K *x = (const dlgo__block_q6_K *)vx;
    for (int64_t i = 0; i < n / DLGO__QK_K; i++) {
        const float d = dlgo__h2f(x[i].d);
        const uint8_t *ql = x[i].ql, *qh = x[i].qh;
        const int8_t *sc = x[i].scales;
        for (int c = 0; c < 2; c++, y += 128, ql += 64, qh += 32, sc += 8)
            for (int k = 0; k < 4; k++)
                for (int l = 0; l < 32; l++)
                    y[32 * k + l] = d * (float)sc[l / 16 + 2 * k] * (float)DLGO__Q6K_CODE(ql, qh, k, l);
    }
}
static void dlgo__deq_q8_K(const void *vx, float *y, int64_t n) {
    const dlgo__block_q8_K *x = (const dlgo__block_q8_K *)vx;
    for (int64_t i = 0; i < n / DLGO__QK_K; i++) {
        const float d = dlgo__rdf32(x[i].d);
        for (int j = 0; j < DLGO__QK_K; j++) *y++ = d * (float)x[i].qs[j];
    }
}
static void dlgo__deq_iq2_xxs(const void *vx, float *y, int64_t n) {
    const dlgo__block_iq2_xxs *x = (const dlgo__block_iq2_xxs *)vx;
    for (int64_t i = 0; i < n / DLGO__QK_K; i++) {
        const float d = dlgo__h2f(x[i].d);
        for (int ib = 0; ib < 8; ib++) {
            const uint8_t *q = x[i].qs + 8 * ib;          /* 4 grid indices, then 4x7 sign bits + 4-bit scale */
            const uint32_t aux = dlgo__rd32(q + 4);
            const float db = d * (0.5f + (float)(aux >> 28)) * 0.25f;
            for (int l = 0; l < 4; l++, y += 8) {
                const uint64_t g = dlgo__iq2xxs_grid[q[l]];
                const uint8_t signs = dlgo__ksigns_iq2xs[(aux >> (7 * l)) & 127];
                for (int j = 0; j < 8; j++) y[j] = db * (float)DLGO__GRID8(g, j) * ((signs >> j) & 1 ? -1.f : 1.f);
            }
        }
    }
}
static void dlgo__deq_iq2_xs(const void *vx, float *y, int64_t n) {
    const dlgo__block_iq2_xs *x = (const dlgo__block_iq2_xs *)vx;
    for (int64_t i = 0; i < n / DLGO__QK_K; i++) {
        const float d = dlgo__h2f(x[i].d);
        for (int ib = 0; ib < 8; ib++) {
            float db[2];
            db[0] = d * (0.5f + (float)(x[i].scales[ib] & 15)) * 0.25f;
            db[1] = d * (0.5f + (float)(x[i].scales[ib] >> 4)) * 0.25f;
            for (int l = 0; l < 4; l++, y += 8) {
                const uint16_t q = dlgo__rd16(x[i].qs + 2 * (4 * ib + l));
                const uint64_t g = dlgo__iq2xs_grid[q & 511];
                const uint8_t signs = dlgo__ksigns_iq2xs[q >> 9];
                for (int j = 0; j < 8; j++) y[j] = db[l / 2] * (float)DLGO__GRID8(g, j) * ((signs >> j) & 1 ? -1.f : 1.f);
            }
        }
    }
}
static void dlgo__deq_iq2_s(const void *vx, float *y, int64_t n) {
    const dlgo__block_iq2_s *x = (const dlgo__block_iq2_s *)vx;
    for (int64_t i = 0; i < n / DLGO__QK_K; i++) {
        const float d = dlgo__h2f(x[i].d);
        const uint8_t *qs = x[i].qs, *signs = x[i].qs + 32;
        for (int ib = 0; ib < 8; ib++, qs += 4, signs += 4) {
            float db[2];
            db[0] = d * (0.5f + (float)(x[i].scales[ib] & 15)) * 0.25f;
            db[1] = d * (0.5f + (float)(x[i].scales[ib] >> 4)) * 0.25f;
            for (int l = 0; l < 4; l++, y += 8) {
                const uint64_t g = dlgo__iq2s_grid[qs[l] | ((x[i].qh[ib] << (8 - 2 * l)) & 0x300)];
                for (int j = 0; j < 8; j++) y[j] = db[l / 2] * (float)DLGO__GRID8(g, j) * ((signs[l] >> j) & 1 ? -1.f : 1.f);
            }
        }
    }
}
static void dlgo__deq_iq3_xxs(const void *vx, float *y, int64_t n) {
    const dlgo__block_iq3_xxs *x = (const dlgo__block_iq3_xxs *)vx;
    for (int64_t i = 0; i < n / DLGO__QK_K; i++) {
        const float d = dlgo__h2f(x[i].d);
        const uint8_t *qs = x[i].qs, *sas = x[i].qs + 64;   /* grid indices, then scales-and-signs words */
        for (int ib = 0; ib < 8; ib++, qs += 8) {
            const uint32_t aux = dlgo__rd32(sas + 4 * ib);
            const float db = d * (0.5f + (float)(aux >> 28)) * 0.5f;
            for (int l = 0; l < 4; l++, y += 8) {
                const uint8_t signs = dlgo__ksigns_iq2xs[(aux >> (7 * l)) & 127];
                const uint32_t g1 = dlgo__iq3xxs_grid[qs[2 * l]], g2 = dlgo__iq3xxs_grid[qs[2 * l + 1]];
                for (int j = 0; j < 4; j++) {
                    y[j] = db * (float)DLGO__GRID8(g1, j) * ((signs >> j) & 1 ? -1.f : 1.f);
                    y[j + 4] = db * (float)DLGO__GRID8(g2, j) * ((signs >> (j + 4)) & 1 ? -1.f : 1.f);
                }
            }
        }
    }
}
static void dlgo__deq_iq3_s(const void *vx, float *y, int64_t n) {
    const dlgo__block_iq3_s *x = (const dlgo__block_iq3_s *)vx;
    for (int64_t i = 0; i < n / DLGO__QK_K; i++) {
        const float d = dlgo__h2f(x[i].d);
        const uint8_t *qs = x[i].qs, *signs = x[i].signs;
        for (int ib = 0; ib < 8; ib++, qs += 8, signs += 4) {
            const int sc = ib & 1 ? x[i].scales[ib / 2] >> 4 : x[i].scales[ib / 2] & 15;
            const float db = d * (float)(1 + 2 * sc);
            const int qh = x[i].qh[ib];
            for (int l = 0; l < 4; l++, y += 8) {
                const uint32_t g1 = dlgo__iq3s_grid[qs[2 * l] | ((qh << (8 - 2 * l)) & 256)];
                const uint32_t g2 = dlgo__iq3s_grid[qs[2 * l + 1] | ((qh << (7 - 2 * l)) & 256)];
                for (int j = 0; j < 4; j++) {
                    y[j] = db * (float)DLGO__GRID8(g1, j) * ((signs[l] >> j) & 1 ? -1.f : 1.f);
                    y[j + 4] = db * (float)DLGO__GRID8(g2, j) * ((signs[l] >> (j + 4)) & 1 ? -1.f : 1.f);
                }
            }
        }
    }
}
static void dlgo__deq_iq1_s(const void *vx, float *y, int64_t n) {
    const dlgo__block_iq1_s *x = (const dlgo__block_iq1_s *)vx;
    for (int64_t i = 0; i < n / DLGO__QK_K; i++) {
        const float d = dlgo__h2f(x[i].d);
        const uint8_t *qs = x[i].qs;
        for (int ib = 0; ib < 8; ib++, qs += 4) {
            const uint16_t qh = dlgo__rd16(x[i].qh + 2 * ib);
            const float dl = d * (float)(2 * ((qh >> 12) & 7) + 1);
            const float delta = qh & 0x8000 ? -DLGO__IQ1S_DELTA : DLGO__IQ1S_DELTA;
            for (int l = 0; l < 4; l++, y += 8) {
                const uint64_t g = dlgo__iq1s_grid[qs[l] | (((qh >> (3 * l)) & 7) << 8)];
                for (int j = 0; j < 8; j++) y[j] = dl * ((float)(int8_t)DLGO__GRID8(g, j) + delta);
            }
        }
    }
}
static void dlgo__deq_iq1_m(const void *vx, float *y, int64_t n) {
    const dlgo__block_iq1_m *x = (const dlgo__block_iq1_m *)vx;
    for (int64_t i = 0; i < n / DLGO__QK_K; i++) {
        const float d = dlgo__iq1m_d(x[i].scales);
        const uint8_t *qs = x[i].qs, *qh = x[i].qh;
        for (int ib = 0; ib < 8; ib++, qs += 4, qh += 2) {
            const uint16_t sc = dlgo__rd16(x[i].scales + 2 * (ib / 2));
            const float dl1 = d * (float)(2 * ((sc >> (6 * (ib % 2) + 0)) & 7) + 1);
            const float dl2 = d * (float)(2 * ((sc >> (6 * (ib % 2) + 3)) & 7) + 1);
            for (int l = 0; l < 4; l++, y += 8) {
                const int h = qh[l / 2] >> (4 * (l % 2));          /* 3 index bits + the delta sign bit */
                const uint64_t g = dlgo__iq1s_grid[qs[l] | ((h & 7) << 8)];
                const float delta = h & 8 ? -DLGO__IQ1M_DELTA : DLGO__IQ1M_DELTA;
                const float dl = l < 2 ? dl1 : dl2;
                for (int j = 0; j < 8; j++) y[j] = dl * ((float)(int8_t)DLGO__GRID8(g, j) + delta);
            }
        }
    }
}
static void dlgo__deq_iq4_nl(const void *vx, float *y, int64_t n) {
    const dlgo__block_iq4_nl *x = (const dlgo__block_iq4_nl *)vx;
    for (int64_t i = 0; i < n / 32; i++, y += 32) {
        const float d = dlgo__h2f(x[i].d);
        for (int j = 0; j < 16; j++) {
            y[j] = d * (float)dlgo__kvalues_iq4nl[x[i].qs[j] & 15];
            y[j + 16] = d * (float)dlgo__kvalues_iq4nl[x[i].qs[j] >> 4];
        }
    }
}
static void dlgo__deq_iq4_xs(const void *vx, float *y, int64_t n) {
    const dlgo__block_iq4_xs *x = (const dlgo__block_iq4_xs *)vx;
    for (int64_t i = 0; i < n / DLGO__QK_K; i++) {
        const float d = dlgo__h2f(x[i].d);
        const uint16_t sh = dlgo__rd16(x[i].scales_h);
        const uint8_t *qs = x[i].qs;
        for (int ib = 0; ib < 8; ib++, y += 32, qs += 16) {
            const int ls = ((x[i].scales_l[ib / 2] >> (4 * (ib % 2))) & 15) | (((sh >> (2 * ib)) & 3) << 4);
            const float dl = d * (float)(ls - 32);
            for (int j = 0; j < 16; j++) {
                y[j] = dl * (float)dlgo__kvalues_iq4nl[qs[j] & 15];
                y[j + 16] = dl * (float)dlgo__kvalues_iq4nl[qs[j] >> 4];
            }
        }
    }
}
static void dlgo__deq_tq1_0(const void *vx, float *y, int64_t n) {
    const dlgo__block_tq1_0 *x = (const dlgo__block_tq1_0 *)vx;
    for (int64_t i = 0; i < n / DLGO__QK_K; i++) {
        const float d = dlgo__h2f(x[i].d);
        /* qs[0..31]: 5 trits each -> 160 values; qs[32..47]: 5 trits -> 80; qh[0..3]: 4 trits -> 16 */
        for (int t = 0; t < 5; t++) for (int m = 0; m < 32; m++) *y++ = (float)(dlgo__tq1_trit(x[i].qs[m], t) - 1) * d;
        for (int t = 0; t < 5; t++) for (int m = 0; m < 16; m++) *y++ = (float)(dlgo__tq1_trit(x[i].qs[32 + m], t) - 1) * d;
        for (int t = 0; t < 4; t++) for (int m = 0; m < 4; m++) *y++ = (float)(dlgo__tq1_trit(x[i].qh[m], t) - 1) * d;
    }
}
static void dlgo__deq_tq2_0(const void *vx, float *y, int64_t n) {
    const dlgo__block_tq2_0 *x = (const dlgo__block_tq2_0 *)vx;
    for (int64_t i = 0; i < n / DLGO__QK_K; i++) {
        const float d = dlgo__h2f(x[i].d);
        for (int j = 0; j < 64; j += 32)
            for (int l = 0; l < 4; l++)
                for (int m = 0; m < 32; m++) *y++ = (float)(((x[i].qs[j + m] >> (2 * l)) & 3) - 1) * d;
    }
}
static void dlgo__deq_mxfp4(const void *vx, float *y, int64_t n) {
    const dlgo__block_mxfp4 *x = (const dlgo__block_mxfp4 *)vx;
    for (int64_t i = 0; i < n / 32; i++, y += 32) {
        const float d = dlgo__e8m0_half(x[i].e);
        for (int j = 0; j < 16; j++) {
            y[j] = (float)dlgo__kvalues_fp4[x[i].qs[j] & 15] * d;
            y[j + 16] = (float)dlgo__kvalues_fp4[x[i].qs[j] >> 4] * d;
        }
    }
}
static void dlgo__deq_nvfp4(const void *vx, float *y, int64_t n) {
    const dlgo__block_nvfp4 *x = (const dlgo__block_nvfp4 *)vx;
    for (int64_t i = 0; i < n / 64; i++) {
        for (int s = 0; s < 4; s++, y += 16) {   /* four 16-element sub-blocks, q4_0 nibble order within each */
            const float d = dlgo__ue4m3_half(x[i].d[s]);
            const uint8_t *q = x[i].qs + 8 * s;
            for (int j = 0; j < 8; j++) {
                y[j] = (float)dlgo__kvalues_fp4[q[j] & 15] * d;
                y[j + 8] = (float)dlgo__kvalues_fp4[q[j] >> 4] * d;
            }
        }
    }
}
static void dlgo__deq_q1_0(const void *vx, float *y, int64_t n) {
    const dlgo__block_q1_0 *x = (const dlgo__block_q1_0 *)vx;
    for (int64_t i = 0; i < n / 128; i++, y += 128) {
        const float d = dlgo__h2f(x[i].d);
        for (int j = 0; j < 128; j++) y[j] = (x[i].qs[j / 8] >> (j % 8)) & 1 ? d : -d;
    }
}
static void dlgo__deq_q2_0(const void *vx, float *y, int64_t n) {
    const dlgo__block_q2_0 *x = (const dlgo__block_q2_0 *)vx;
    for (int64_t i = 0; i < n / 64; i++, y += 64) {
        const float d = dlgo__h2f(x[i].d);
        for (int j = 0; j < 64; j++) y[j] = (float)(((x[i].qs[j / 4] >> (2 * (j % 4))) & 3) - 1) * d;
    }
}

/* ---- reference dot products (vec_dot): weights of one type · activations in its vec-dot type ---------- */
static float dlgo__dot_f32(const void *vx, const void *vy, int64_t n) {
    const float *x = (const float *)vx, *y = (const float *)vy;
    double s = 0.0;
    for (int64_t i = 0; i < n; i++) s += (double)x[i] * (double)y[i];
    return (float)s;
}
static float dlgo__dot_f16(const void *vx, const void *vy, int64_t n) {
    const uint8_t *x = (const uint8_t *)vx, *y = (const uint8_t *)vy;
    double s = 0.0;
    for (int64_t i = 0; i < n; i++) s += (double)(dlgo__h2f(x + 2 * i) * dlgo__h2f(y + 2 * i));
    return (float)s;
}
static float dlgo__dot_bf16(const void *vx, const void *vy, int64_t n) {
    const uint8_t *x = (const uint8_t *)vx, *y = (const uint8_t *)vy;
    double s = 0.0;
    for (int64_t i = 0; i < n; i++)
        s += (double)(dlgo_bf16_to_f32(dlgo__rd16(x + 2 * i)) * dlgo_bf16_to_f32(dlgo__rd16(y + 2 * i)));
    return (float)s;
}
static float dlgo__dot_q4_0(const void *vx, const void *vy, int64_t n) {
    const dlgo__block_q4_0 *x = (const dlgo__block_q4_0 *)vx;
    const dlgo__block_q8_0 *y = (const dlgo__block_q8_0 *)vy;
    float sumf = 0.0f;
    for (int64_t i = 0; i < n / 32; i++) {
        int sumi = 0;
        for (int j = 0; j < 16; j++)
            sumi += ((x[i].qs[j] & 15) - 8) * y[i].qs[j] + ((x[i].qs[j] >> 4) - 8) * y[i].qs[j + 16];
        sumf += (float)sumi * dlgo__h2f(x[i].d) * dlgo__h2f(y[i].d);
    }
    return sumf;
}
static float dlgo__dot_q4_1(const void *vx, const void *vy, int64_t n) {
    const dlgo__block_q4_1 *x = (const dlgo__block_q4_1 *)vx;
    const dlgo__block_q8_1 *y = (const dlgo__block_q8_1 *)vy;
    float sumf = 0.0f;
    for (int64_t i = 0; i < n / 32; i++) {
        int sumi = 0;
        for (int j = 0; j < 16; j++) sumi += (x[i].qs[j] & 15) * y[i].qs[j] + (x[i].qs[j] >> 4) * y[i].qs[j + 16];
        /* the min term uses the activation block's precomputed s = d·Σq */
        sumf += (dlgo__h2f(x[i].d) * dlgo__h2f(y[i].d)) * (float)sumi + dlgo__h2f(x[i].m) * dlgo__h2f(y[i].s);
    }
    return sumf;
}
static float dlgo__dot_q5_0(const void *vx, const void *vy, int64_t n) {
    const dlgo__block_q5_0 *x = (const dlgo__block_q5_0 *)vx;
    const dlgo__block_q8_0 *y = (const dlgo__block_q8_0 *)vy;
    float sumf = 0.0f;
    for (int64_t i = 0; i < n / 32; i++) {
        const uint32_t qh = dlgo__rd32(x[i].qh);
        int sumi = 0;
        for (int j = 0; j < 16; j++) {
            const int h0 = (int)((qh >> j) << 4) & 0x10, h1 = (int)(qh >> (j + 12)) & 0x10;
            sumi += (((x[i].qs[j] & 15) | h0) - 16) * y[i].qs[j] + (((x[i].qs[j] >> 4) | h1) - 16) * y[i].qs[j + 16];
        }
        sumf += (dlgo__h2f(x[i].d) * dlgo__h2f(y[i].d)) * (float)sumi;
    }
    return sumf;
}
static float dlgo__dot_q5_1(const void *vx, const void *vy, int64_t n) {
    const dlgo__block_q5_1 *x = (const dlgo__block_q5_1 *)vx;
    const dlgo__block_q8_1 *y = (const dlgo__block_q8_1 *)vy;
    float sumf = 0.0f;
    for (int64_t i = 0; i < n / 32; i++) {
        const uint32_t qh = dlgo__rd32(x[i].qh);
        int sumi = 0;
        for (int j = 0; j < 16; j++) {
            const int h0 = (int)((qh >> j) << 4) & 0x10, h1 = (int)(qh >> (j + 12)) & 0x10;
            sumi += ((x[i].qs[j] & 15) | h0) * y[i].qs[j] + ((x[i].qs[j] >> 4) | h1) * y[i].qs[j + 16];
        }
        sumf += (dlgo__h2f(x[i].d) * dlgo__h2f(y[i].d)) * (float)sumi + dlgo__h2f(x[i].m) * dlgo__h2f(y[i].s);
    }
    return sumf;
}
static float dlgo__dot_q8_0(const void *vx, const void *vy, int64_t n) {
    const dlgo__block_q8_0 *x = (const dlgo__block_q8_0 *)vx, *y = (const dlgo__block_q8_0 *)vy;
    float sumf = 0.0f;
    for (int64_t i = 0; i < n / 32; i++) {
        int sumi = 0;
        for (int j = 0; j < 32; j++) sumi += x[i].qs[j] * y[i].qs[j];
        sumf += (float)sumi * (dlgo__h2f(x[i].d) * dlgo__h2f(y[i].d));
    }
    return sumf;
}
static float dlgo__dot_iq4_nl(const void *vx, const void *vy, int64_t n) {
    const dlgo__block_iq4_nl *x = (const dlgo__block_iq4_nl *)vx;
    const dlgo__block_q8_0 *y = (const dlgo__block_q8_0 *)vy;
    float sumf = 0.0f;
    for (int64_t i = 0; i < n / 32; i++) {
        int sumi = 0;
        for (int j = 0; j < 16; j++)
            sumi += y[i].qs[j] * dlgo__kvalues_iq4nl[x[i].qs[j] & 15] + y[i].qs[j + 16] * dlgo__kvalues_iq4nl[x[i].qs[j] >> 4];
        sumf += (dlgo__h2f(y[i].d) * dlgo__h2f(x[i].d)) * (float)sumi;
    }
    return sumf;
}
static float dlgo__dot_mxfp4(const void *vx, const void *vy, int64_t n) {
    const dlgo__block_mxfp4 *x = (const dlgo__block_mxfp4 *)vx;
    const dlgo__block_q8_0 *y = (const dlgo__block_q8_0 *)vy;
    float sumf = 0.0f;
    for (int64_t i = 0; i < n / 32; i++) {
        int sumi = 0;
        for (int j = 0; j < 16; j++)
            sumi += y[i].qs[j] * dlgo__kvalues_fp4[x[i].qs[j] & 15] + y[i].qs[j + 16] * dlgo__kvalues_fp4[x[i].qs[j] >> 4];
        sumf += (dlgo__h2f(y[i].d) * dlgo__e8m0_half(x[i].e)) * (float)sumi;
    }
    return sumf;
}
/* nvfp4: one 64-element block spans two q8_0 blocks; each 16-element sub-block has its own scale */
static float dlgo__dot_nvfp4(const void *vx, const void *vy, int64_t n) {
    const dlgo__block_nvfp4 *x = (const dlgo__block_nvfp4 *)vx;
    const dlgo__block_q8_0 *y = (const dlgo__block_q8_0 *)vy;
    float sumf = 0.0f;
    for (int64_t i = 0; i < n / 64; i++) {
        for (int s = 0; s < 4; s++) {
            const dlgo__block_q8_0 *yb = &y[2 * i + s / 2];
            const int8_t *q8 = yb->qs + 16 * (s % 2);
            const uint8_t *q = x[i].qs + 8 * s;
            int sumi = 0;
            for (int j = 0; j < 8; j++) sumi += q8[j] * dlgo__kvalues_fp4[q[j] & 15] + q8[j + 8] * dlgo__kvalues_fp4[q[j] >> 4];
            sumf += dlgo__h2f(yb->d) * dlgo__ue4m3_half(x[i].d[s]) * (float)sumi;
        }
    }
    return sumf;
}
/* q1_0: 128 sign bits against four q8_0 blocks */
static float dlgo__dot_q1_0(const void *vx, const void *vy, int64_t n) {
    const dlgo__block_q1_0 *x = (const dlgo__block_q1_0 *)vx;
    const dlgo__block_q8_0 *y = (const dlgo__block_q8_0 *)vy;
    float sumf = 0.0f;
    for (int64_t i = 0; i < n / 128; i++) {
        float sumb = 0.0f;
        for (int k = 0; k < 4; k++) {
            const dlgo__block_q8_0 *yb = &y[4 * i + k];
            int sumi = 0;
            for (int j = 0; j < 32; j++) sumi += (x[i].qs[4 * k + j / 8] >> (j % 8)) & 1 ? yb->qs[j] : -yb->qs[j];
            sumb += dlgo__h2f(yb->d) * (float)sumi;
        }
        sumf += dlgo__h2f(x[i].d) * sumb;
    }
    return sumf;
}
static float dlgo__dot_q2_0(const void *vx, const void *vy, int64_t n) {
    const dlgo__block_q2_0 *x = (const dlgo__block_q2_0 *)vx;
    const dlgo__block_q8_0 *y = (const dlgo__block_q8_0 *)vy;
    float sumf = 0.0f;
    for (int64_t i = 0; i < n / 64; i++) {
        float sumb = 0.0f;
        for (int k = 0; k < 2; k++) {
            const dlgo__block_q8_0 *yb = &y[2 * i + k];
            int sumi = 0;
            for (int j = 0; j < 32; j++) sumi += (((x[i].qs[8 * k + j / 4] >> (2 * (j % 4))) & 3) - 1) * yb->qs[j];
            sumb += dlgo__h2f(yb->d) * (float)sumi;
        }
        sumf += dlgo__h2f(x[i].d) * sumb;
    }
    return sumf;
}
static float dlgo__dot_q2_K(const void *vx, const void *vy, int64_t n) {
    const dlgo__block_q2_K *x = (const dlgo__block_q2_K *)vx;
    const dlgo__block_q8_K *y = (const dlgo__block_q8_K *)vy;
    float sumf = 0.0f;
    for (int64_t i = 0; i < n / DLGO__QK_K; i++) {
        const uint8_t *q2 = x[i].qs, *sc = x[i].scales;
        const int8_t *q8 = y[i].qs;
        const float yd = dlgo__rdf32(y[i].d);
        int summs = 0, isum = 0, is = 0;
        for (int j = 0; j < 16; j++) summs += dlgo__q8k_bsum(&y[i], j) * (sc[j] >> 4);   /* the mins, via bsums */
        for (int c = 0; c < 2; c++, q2 += 32) {
            for (int shift = 0; shift < 8; shift += 2, q8 += 32) {
                for (int half = 0; half < 2; half++) {
                    int s = 0;
                    for (int l = 16 * half; l < 16 * half + 16; l++) s += q8[l] * ((q2[l] >> shift) & 3);
                    isum += (sc[is++] & 15) * s;
                }
            }
        }
        sumf += yd * dlgo__h2f(x[i].d) * (float)isum - yd * dlgo__h2f(x[i].dmin) * (float)summs;
    }
    return sumf;
}
static float dlgo__dot_q3_K(const void *vx, const void *vy, int64_t n) {
    const dlgo__block_q3_K *x = (const dlgo__block_q3_K *)vx;
    const dlgo__block_q8_K *y = (const dlgo__block_q8_K *)vy;
    float sumf = 0.0f;
    int sc[16];
    for (int64_t i = 0; i < n / DLGO__QK_K; i++) {
        const uint8_t *q3 = x[i].qs, *hm = x[i].hmask;
        const int8_t *q8 = y[i].qs;
        int isum = 0, is = 0, m = 1;
        dlgo__q3k_scales(x[i].scales, sc);
        for (int c = 0; c < 2; c++, q3 += 32) {
            for (int shift = 0; shift < 8; shift += 2, m <<= 1, q8 += 32) {
                for (int half = 0; half < 2; half++) {
                    int s = 0;
                    for (int l = 16 * half; l < 16 * half + 16; l++)
                        s += q8[l] * (((q3[l] >> shift) & 3) - ((hm[l] & m) ? 0 : 4));
                    isum += (sc[is++] - 32) * s;
                }
            }
        }
        sumf += dlgo__h2f(x[i].d) * dlgo__rdf32(y[i].d) * (float)isum;
    }
    return sumf;
}
static float dlgo__dot_q4_K(const void *vx, const void *vy, int64_t n) {
    const dlgo__block_q4_K *x = (const dlgo__block_q4_K *)vx;
    const dlgo__block_q8_K *y = (const dlgo__block_q8_K *)vy;
    float sumf = 0.0f;
    for (int64_t i = 0; i < n / DLGO__QK_K; i++) {
        const uint8_t *q4 = x[i].qs;
        const int8_t *q8 = y[i].qs;
        const float yd = dlgo__rdf32(y[i].d);
        int isum = 0, summ = 0;
        for (int c = 0; c < 4; c++, q4 += 32, q8 += 64) {
            int sc1, m1, sc2, m2, s1 = 0, s2 = 0;
            dlgo__scale_min_k4(2 * c, x[i].scales, &sc1, &m1);
            dlgo__scale_min_k4(2 * c + 1, x[i].scales, &sc2, &m2);
            for (int l = 0; l < 32; l++) { s1 += q8[l] * (q4[l] & 15); s2 += q8[l + 32] * (q4[l] >> 4); }
            isum += sc1 * s1 + sc2 * s2;
            summ += m1 * (dlgo__q8k_bsum(&y[i], 4 * c) + dlgo__q8k_bsum(&y[i], 4 * c + 1))
                  + m2 * (dlgo__q8k_bsum(&y[i], 4 * c + 2) + dlgo__q8k_bsum(&y[i], 4 * c + 3));
        }
        sumf += dlgo__h2f(x[i].d) * yd * (float)isum - dlgo__h2f(x[i].dmin) * yd * (float)summ;
    }
    return sumf;
}
static float dlgo__dot_q5_K(const void *vx, const void *vy, int64_t n) {
    const dlgo__block_q5_K *x = (const dlgo__block_q5_K *)vx;
    const dlgo__block_q8_K *y = (const dlgo__block_q8_K *)vy;
    float sumf = 0.0f;
    for (int64_t i = 0; i < n / DLGO__QK_K; i++) {
        const uint8_t *q4 = x[i].qs, *qh = x[i].qh;
        const int8_t *q8 = y[i].qs;
        const float yd = dlgo__rdf32(y[i].d);
        int isum = 0, summ = 0;
        for (int c = 0; c < 4; c++, q4 += 32, q8 += 64) {
            const int u1 = 1 << (2 * c), u2 = 2 << (2 * c);
            int sc1, m1, sc2, m2, s1 = 0, s2 = 0;
            dlgo__scale_min_k4(2 * c, x[i].scales, &sc1, &m1);
            dlgo__scale_min_k4(2 * c + 1, x[i].scales, &sc2, &m2);
            for (int l = 0; l < 32; l++) {
                s1 += q8[l] * ((q4[l] & 15) + ((qh[l] & u1) ? 16 : 0));
                s2 += q8[l + 32] * ((q4[l] >> 4) + ((qh[l] & u2) ? 16 : 0));
            }
            isum += sc1 * s1 + sc2 * s2;
            summ += m1 * (dlgo__q8k_bsum(&y[i], 4 * c) + dlgo__q8k_bsum(&y[i], 4 * c + 1))
                  + m2 * (dlgo__q8k_bsum(&y[i], 4 * c + 2) + dlgo__q8k_bsum(&y[i], 4 * c + 3));
        }
        sumf += dlgo__h2f(x[i].d) * yd * (float)isum - dlgo__h2f(x[i].dmin) * yd * (float)summ;
    }
    return sumf;
}
static float dlgo__dot_q6_K(const void *vx, const void *vy, int64_t n) {
    const dlgo__block_q6_K *x = (const dlgo__block_q6_K *)vx;
    const dlgo__block_q8_K *y = (const dlgo__block_q8_K *)vy;
    float sumf = 0.0f;
    for (int64_t i = 0; i < n / DLGO__QK_K; i++) {
        const uint8_t *ql = x[i].ql, *qh = x[i].qh;
        const int8_t *sc = x[i].scales, *q8 = y[i].qs;
        int isum = 0;
        for (int c = 0; c < 2; c++, ql += 64, qh += 32, sc += 8, q8 += 128) {
            for (int k = 0; k < 4; k++) {
                for (int half = 0; half < 2; half++) {
                    int s = 0;
                    for (int l = 16 * half; l < 16 * half + 16; l++) s += q8[32 * k + l] * DLGO__Q6K_CODE(ql, qh, k, l);
                    isum += sc[2 * k + half] * s;
                }
            }
        }
        sumf += dlgo__h2f(x[i].d) * dlgo__rdf32(y[i].d) * (float)isum;
    }
    return sumf;
}
static float dlgo__dot_iq2_xxs(const void *vx, const void *vy, int64_t n) {
    const dlgo__block_iq2_xxs *x = (const dlgo__block_iq2_xxs *)vx;
    const dlgo__block_q8_K *y = (const dlgo__block_q8_K *)vy;
    float sumf = 0.0f;
    for (int64_t i = 0; i < n / DLGO__QK_K; i++) {
        const int8_t *q8 = y[i].qs;
        int bsum = 0;
        for (int ib = 0; ib < 8; ib++) {
            const uint8_t *q = x[i].qs + 8 * ib;
            const uint32_t aux = dlgo__rd32(q + 4);
            int sumi = 0;
            for (int l = 0; l < 4; l++, q8 += 8) {
                const uint64_t g = dlgo__iq2xxs_grid[q[l]];
                const int signs = dlgo__ksigns_iq2xs[(aux >> (7 * l)) & 127];
                for (int j = 0; j < 8; j++) sumi += DLGO__GRID8(g, j) * ((signs >> j) & 1 ? -q8[j] : q8[j]);
            }
            bsum += sumi * (int)(2 * (aux >> 28) + 1);
        }
        sumf += dlgo__h2f(x[i].d) * dlgo__rdf32(y[i].d) * (float)bsum;
    }
    return 0.125f * sumf;   /* the (2s+1)/8 sub-block scale, with /8 applied once */
}
static float dlgo__dot_iq2_xs(const void *vx, const void *vy, int64_t n) {
    const dlgo__block_iq2_xs *x = (const dlgo__block_iq2_xs *)vx;
    const dlgo__block_q8_K *y = (const dlgo__block_q8_K *)vy;
    float sumf = 0.0f;
    for (int64_t i = 0; i < n / DLGO__QK_K; i++) {
        const int8_t *q8 = y[i].qs;
        int bsum = 0;
        for (int ib = 0; ib < 8; ib++) {
            for (int half = 0; half < 2; half++) {
                int sumi = 0;
                for (int l = 2 * half; l < 2 * half + 2; l++, q8 += 8) {
                    const uint16_t q = dlgo__rd16(x[i].qs + 2 * (4 * ib + l));
                    const uint64_t g = dlgo__iq2xs_grid[q & 511];
                    const int signs = dlgo__ksigns_iq2xs[q >> 9];
                    for (int j = 0; j < 8; j++) sumi += DLGO__GRID8(g, j) * ((signs >> j) & 1 ? -q8[j] : q8[j]);
                }
                bsum += sumi * (2 * ((x[i].scales[ib] >> (4 * half)) & 15) + 1);
            }
        }
        sumf += dlgo__h2f(x[i].d) * dlgo__rdf32(y[i].d) * (float)bsum;
    }
    return 0.125f * sumf;
}
static float dlgo__dot_iq2_s(const void *vx, const void *vy, int64_t n) {
    const dlgo__block_iq2_s *x = (const dlgo__block_iq2_s *)vx;
    const dlgo__block_q8_K *y = (const dlgo__block_q8_K *)vy;
    float sumf = 0.0f;
    for (int64_t i = 0; i < n / DLGO__QK_K; i++) {
        const int8_t *q8 = y[i].qs;
        const uint8_t *qs = x[i].qs, *signs = x[i].qs + 32;
        int bsum = 0;
        for (int ib = 0; ib < 8; ib++, qs += 4, signs += 4) {
            for (int half = 0; half < 2; half++) {
                int sumi = 0;
                for (int l = 2 * half; l < 2 * half + 2; l++, q8 += 8) {
                    const uint64_t g = dlgo__iq2s_grid[qs[l] | ((x[i].qh[ib] << (8 - 2 * l)) & 0x300)];
                    for (int j = 0; j < 8; j++) sumi += DLGO__GRID8(g, j) * ((signs[l] >> j) & 1 ? -q8[j] : q8[j]);
                }
                bsum += sumi * (2 * ((x[i].scales[ib] >> (4 * half)) & 15) + 1);
            }
        }
        sumf += dlgo__h2f(x[i].d) * dlgo__rdf32(y[i].d) * (float)bsum;
    }
    return 0.125f * sumf;
}
static float dlgo__dot_iq3_xxs(const void *vx, const void *vy, int64_t n) {
    const dlgo__block_iq3_xxs *x = (const dlgo__block_iq3_xxs *)vx;
    const dlgo__block_q8_K *y = (const dlgo__block_q8_K *)vy;
    float sumf = 0.0f;
    for (int64_t i = 0; i < n / DLGO__QK_K; i++) {
        const int8_t *q8 = y[i].qs;
        const uint8_t *q3 = x[i].qs, *sas = x[i].qs + 64;
        int bsum = 0;
        for (int ib = 0; ib < 8; ib++, q3 += 8) {
            const uint32_t aux = dlgo__rd32(sas + 4 * ib);
            int sumi = 0;
            for (int l = 0; l < 4; l++, q8 += 8) {
                const uint32_t g1 = dlgo__iq3xxs_grid[q3[2 * l]], g2 = dlgo__iq3xxs_grid[q3[2 * l + 1]];
                const int signs = dlgo__ksigns_iq2xs[(aux >> (7 * l)) & 127];
                for (int j = 0; j < 4; j++) {
                    sumi += DLGO__GRID8(g1, j) * ((signs >> j) & 1 ? -q8[j] : q8[j]);
                    sumi += DLGO__GRID8(g2, j) * ((signs >> (j + 4)) & 1 ? -q8[j + 4] : q8[j + 4]);
                }
            }
            bsum += sumi * (int)(2 * (aux >> 28) + 1);
        }
        sumf += dlgo__h2f(x[i].d) * dlgo__rdf32(y[i].d) * (float)bsum;
    }
    return 0.25f * sumf;
}
static float dlgo__dot_iq3_s(const void *vx, const void *vy, int64_t n) {
    const dlgo__block_iq3_s *x = (const dlgo__block_iq3_s *)vx;
    const dlgo__block_q8_K *y = (const dlgo__block_q8_K *)vy;
    float sumf = 0.0f;
    for (int64_t i = 0; i < n / DLGO__QK_K; i++) {
        const int8_t *q8 = y[i].qs;
        const uint8_t *qs = x[i].qs, *signs = x[i].signs;
        int bsum = 0;
        for (int ib = 0; ib < 8; ib++, qs += 8, signs += 4) {
            const int qh = x[i].qh[ib];
            int sumi = 0;
            for (int l = 0; l < 4; l++, q8 += 8) {
                const uint32_t g1 = dlgo__iq3s_grid[qs[2 * l] | ((qh << (8 - 2 * l)) & 256)];
                const uint32_t g2 = dlgo__iq3s_grid[qs[2 * l + 1] | ((qh << (7 - 2 * l)) & 256)];
                for (int j = 0; j < 4; j++) {
                    sumi += DLGO__GRID8(g1, j) * ((signs[l] >> j) & 1 ? -q8[j] : q8[j]);
                    sumi += DLGO__GRID8(g2, j) * ((signs[l] >> (j + 4)) & 1 ? -q8[j + 4] : q8[j + 4]);
                }
            }
            bsum += sumi * (2 * ((x[i].scales[ib / 2] >> (4 * (ib % 2))) & 15) + 1);
        }
        sumf += dlgo__h2f(x[i].d) * dlgo__rdf32(y[i].d) * (float)bsum;
    }
    return sumf;
}
static float dlgo__dot_iq1_s(const void *vx, const void *vy, int64_t n) {
    const dlgo__block_iq1_s *x = (const dlgo__block_iq1_s *)vx;
    const dlgo__block_q8_K *y = (const dlgo__block_q8_K *)vy;
    float sumf = 0.0f;
    for (int64_t i = 0; i < n / DLGO__QK_K; i++) {
        const int8_t *q8 = y[i].qs;
        const uint8_t *qs = x[i].qs;
        int sumi = 0, sumi1 = 0;
        for (int ib = 0; ib < 8; ib++, qs += 4) {
            const uint16_t qh = dlgo__rd16(x[i].qh + 2 * ib);
            const int ls = 2 * ((qh >> 12) & 7) + 1, delta = qh & 0x8000 ? -1 : 1;
            int lsum = 0;
            for (int l = 0; l < 4; l++, q8 += 8) {
                const uint64_t g = dlgo__iq1s_grid[qs[l] | (((qh >> (3 * l)) & 7) << 8)];
                for (int j = 0; j < 8; j++) lsum += q8[j] * (int8_t)DLGO__GRID8(g, j);
            }
            sumi += ls * lsum;
            /* the ±delta shift of all 32 values is Σq8 = the two bsums */
            sumi1 += ls * delta * (dlgo__q8k_bsum(&y[i], 2 * ib) + dlgo__q8k_bsum(&y[i], 2 * ib + 1));
        }
        sumf += dlgo__h2f(x[i].d) * dlgo__rdf32(y[i].d) * ((float)sumi + DLGO__IQ1S_DELTA * (float)sumi1);
    }
    return sumf;
}
static float dlgo__dot_iq1_m(const void *vx, const void *vy, int64_t n) {
    const dlgo__block_iq1_m *x = (const dlgo__block_iq1_m *)vx;
    const dlgo__block_q8_K *y = (const dlgo__block_q8_K *)vy;
    float sumf = 0.0f;
    for (int64_t i = 0; i < n / DLGO__QK_K; i++) {
        const int8_t *q8 = y[i].qs;
        const uint8_t *qs = x[i].qs, *qh = x[i].qh;
        int sumi1 = 0, sumi2 = 0;
        for (int ib = 0; ib < 8; ib++, qs += 4, qh += 2) {
            const uint16_t sc = dlgo__rd16(x[i].scales + 2 * (ib / 2));
            const int ls1 = 2 * ((sc >> (6 * (ib % 2) + 0)) & 7) + 1, ls2 = 2 * ((sc >> (6 * (ib % 2) + 3)) & 7) + 1;
            int sum1[2] = { 0, 0 }, sum2[2] = { 0, 0 };
            for (int l = 0; l < 4; l++, q8 += 8) {
                const int h = qh[l / 2] >> (4 * (l % 2));
                const uint64_t g = dlgo__iq1s_grid[qs[l] | ((h & 7) << 8)];
                int lsum1 = 0, lsum2 = 0;
                for (int j = 0; j < 8; j++) { lsum1 += q8[j] * (int8_t)DLGO__GRID8(g, j); lsum2 += q8[j]; }
                sum1[l / 2] += lsum1;
                sum2[l / 2] += h & 8 ? -lsum2 : lsum2;
            }
            sumi1 += sum1[0] * ls1 + sum1[1] * ls2;
            sumi2 += sum2[0] * ls1 + sum2[1] * ls2;
        }
        sumf += dlgo__iq1m_d(x[i].scales) * dlgo__rdf32(y[i].d) * ((float)sumi1 + DLGO__IQ1M_DELTA * (float)sumi2);
    }
    return sumf;
}
static float dlgo__dot_iq4_xs(const void *vx, const void *vy, int64_t n) {
    const dlgo__block_iq4_xs *x = (const dlgo__block_iq4_xs *)vx;
    const dlgo__block_q8_K *y = (const dlgo__block_q8_K *)vy;
    float sumf = 0.0f;
    for (int64_t i = 0; i < n / DLGO__QK_K; i++) {
        const float d4d8 = dlgo__h2f(x[i].d) * dlgo__rdf32(y[i].d);
        const uint16_t sh = dlgo__rd16(x[i].scales_h);
        const uint8_t *qs = x[i].qs;
        const int8_t *q8 = y[i].qs;
        for (int ib = 0; ib < 8; ib++, qs += 16, q8 += 32) {
            const int ls = ((x[i].scales_l[ib / 2] >> (4 * (ib % 2))) & 15) | (((sh >> (2 * ib)) & 3) << 4);
            int sumi = 0;
            for (int j = 0; j < 16; j++)
                sumi += q8[j] * dlgo__kvalues_iq4nl[qs[j] & 15] + q8[j + 16] * dlgo__kvalues_iq4nl[qs[j] >> 4];
            sumf += d4d8 * (float)(ls - 32) * (float)sumi;
        }
    }
    return sumf;
}
static float dlgo__dot_tq1_0(const void *vx, const void *vy, int64_t n) {
    const dlgo__block_tq1_0 *x = (const dlgo__block_tq1_0 *)vx;
    const dlgo__block_q8_K *y = (const dlgo__block_q8_K *)vy;
    float sumf = 0.0f;
    for (int64_t i = 0; i < n / DLGO__QK_K; i++) {
        const int8_t *q8 = y[i].qs;
        int sum = 0;
        for (int t = 0; t < 5; t++) for (int m = 0; m < 32; m++) sum += (dlgo__tq1_trit(x[i].qs[m], t) - 1) * *q8++;
        for (int t = 0; t < 5; t++) for (int m = 0; m < 16; m++) sum += (dlgo__tq1_trit(x[i].qs[32 + m], t) - 1) * *q8++;
        for (int t = 0; t < 4; t++) for (int m = 0; m < 4; m++) sum += (dlgo__tq1_trit(x[i].qh[m], t) - 1) * *q8++;
        sumf += (float)sum * (dlgo__h2f(x[i].d) * dlgo__rdf32(y[i].d));
    }
    return sumf;
}
static float dlgo__dot_tq2_0(const void *vx, const void *vy, int64_t n) {
    const dlgo__block_tq2_0 *x = (const dlgo__block_tq2_0 *)vx;
    const dlgo__block_q8_K *y = (const dlgo__block_q8_K *)vy;
    float sumf = 0.0f;
    for (int64_t i = 0; i < n / DLGO__QK_K; i++) {
        int sumi = 0;
        /* constant shifts on purpose: gcc 12 -O2 -march=native (AVX-512) miscompiles the loop over a variable
           shift 2*l here (the test suite caught it) */
        for (int j = 0; j < 2; j++) {
            const uint8_t *qs = x[i].qs + 32 * j;
            const int8_t *q8 = y[i].qs + 128 * j;
            for (int m = 0; m < 32; m++) {
                const int b = qs[m];
                sumi += ((b & 3) - 1) * q8[m] + (((b >> 2) & 3) - 1) * q8[m + 32]
                      + (((b >> 4) & 3) - 1) * q8[m + 64] + ((b >> 6) - 1) * q8[m + 96];
            }
        }
        sumf += (float)sumi * (dlgo__rdf32(y[i].d) * dlgo__h2f(x[i].d));
    }
    return sumf;
}

/* ---- quantization (from_float) ---------------------------------------------------------------------------
   The activation types reproduce ggml's reference quantizers byte for byte (they are also what its CPU
   backend produces for activations). */
static void dlgo__qnt_f32(const float *x, void *vy, int64_t n) { memcpy(vy, x, (size_t)n * 4); }
static void dlgo__qnt_f16(const float *x, void *vy, int64_t n) {
    uint8_t *y = (uint8_t *)vy;
    for (int64_t i = 0; i < n; i++) dlgo__wr16(y + 2 * i, dlgo_f32_to_fp16(x[i]));
}
static void dlgo__qnt_bf16(const float *x, void *vy, int64_t n) {
    uint8_t *y = (uint8_t *)vy;
    for (int64_t i = 0; i < n; i++) dlgo__wr16(y + 2 * i, dlgo_f32_to_bf16(x[i]));
}
/* d = amax/127 stored as f16, but the quants use the unrounded 1/d */
static void dlgo__qnt_q8_0(const float *x, void *vy, int64_t n) {
    dlgo__block_q8_0 *y = (dlgo__block_q8_0 *)vy;
    for (int64_t i = 0; i < n / 32; i++, x += 32) {
        float amax = 0.0f;
        for (int j = 0; j < 32; j++) amax = fabsf(x[j]) > amax ? fabsf(x[j]) : amax;
        const float d = amax / 127.0f, id = d != 0.0f ? 1.0f / d : 0.0f;
        dlgo__wr16(y[i].d, dlgo_f32_to_fp16(d));
        for (int j = 0; j < 32; j++) y[i].qs[j] = (int8_t)roundf(x[j] * id);
    }
}
static void dlgo__qnt_q8_1(const float *x, void *vy, int64_t n) {
    dlgo__block_q8_1 *y = (dlgo__block_q8_1 *)vy;
    for (int64_t i = 0; i < n / 32; i++, x += 32) {
        float amax = 0.0f;
        for (int j = 0; j < 32; j++) amax = fabsf(x[j]) > amax ? fabsf(x[j]) : amax;
        const float d = amax / 127.0f, id = d != 0.0f ? 1.0f / d : 0.0f;
        int sum = 0;
        dlgo__wr16(y[i].d, dlgo_f32_to_fp16(d));
        for (int j = 0; j < 32; j++) { y[i].qs[j] = (int8_t)roundf(x[j] * id); sum += y[i].qs[j]; }
        dlgo__wr16(y[i].s, dlgo_f32_to_fp16((float)sum * d));   /* the unrounded d, as ggml */
    }
}
/* q8_K: scale from the signed extreme (iscale = -127/max), f32 d, plus sums of each 16 quants */
static void dlgo__qnt_q8_K(const float *x, void *vy, int64_t n) {
    dlgo__block_q8_K *y = (dlgo__block_q8_K *)vy;
    for (int64_t i = 0; i < n / DLGO__QK_K; i++, x += DLGO__QK_K) {
        float amax = 0.0f, max = 0.0f;
        for (int j = 0; j < DLGO__QK_K; j++) if (fabsf(x[j]) > amax) { amax = fabsf(x[j]); max = x[j]; }
        if (amax == 0.0f) { memset(&y[i], 0, sizeof y[i]); continue; }
        const float iscale = -127.0f / max;
        for (int j = 0; j < DLGO__QK_K; j++) {
            const int v = dlgo__nearest_int(iscale * x[j]);
            y[i].qs[j] = (int8_t)(v < 127 ? v : 127);
        }
        for (int j = 0; j < 16; j++) {
            int sum = 0;
            for (int l = 0; l < 16; l++) sum += y[i].qs[16 * j + l];
            dlgo__wr16(y[i].bsums + 2 * j, (uint16_t)(int16_t)sum);
        }
        dlgo__wrf32(y[i].d, 1.0f / iscale);
    }
}

/* Weight-type quantizers: ggml's reference quantizers, i.e. what ggml_quantize_chunk (llama-quantize) produces
   without an importance matrix. Byte-identical to llama.cpp for these types. */
static void dlgo__qnt_q4_0(const float *x, void *vy, int64_t n) {
    dlgo__block_q4_0 *y = (dlgo__block_q4_0 *)vy;
    for (int64_t i = 0; i < n / 32; i++, x += 32) {
        float amax = 0.0f, max = 0.0f;
        for (int j = 0; j < 32; j++) if (amax < fabsf(x[j])) { amax = fabsf(x[j]); max = x[j]; }
        const float d = max / -8, id = d != 0.0f ? 1.0f / d : 0.0f;   /* the extreme value maps to code 0 */
        dlgo__wr16(y[i].d, dlgo_f32_to_fp16(d));
        for (int j = 0; j < 16; j++) {
            const int a = (int)(x[j] * id + 8.5f), b = (int)(x[j + 16] * id + 8.5f);
            y[i].qs[j] = (uint8_t)((a < 15 ? a : 15) | ((b < 15 ? b : 15) << 4));
        }
    }
}
static void dlgo__qnt_q4_1(const float *x, void *vy, int64_t n) {
    dlgo__block_q4_1 *y = (dlgo__block_q4_1 *)vy;
    for (int64_t i = 0; i < n / 32; i++, x += 32) {
        float min = FLT_MAX, max = -FLT_MAX;
        for (int j = 0; j < 32; j++) { if (x[j] < min) min = x[j]; if (x[j] > max) max = x[j]; }
        const float d = (max - min) / 15, id = d != 0.0f ? 1.0f / d : 0.0f;
        dlgo__wr16(y[i].d, dlgo_f32_to_fp16(d));
        dlgo__wr16(y[i].m, dlgo_f32_to_fp16(min));
        for (int j = 0; j < 16; j++) {
            const int a = (int)((x[j] - min) * id + 0.5f), b = (int)((x[j + 16] - min) * id + 0.5f);
            y[i].qs[j] = (uint8_t)((a < 15 ? a : 15) | ((b < 15 ? b : 15) << 4));
        }
    }
}
static void dlgo__qnt_q5_0(const float *x, void *vy, int64_t n) {
    dlgo__block_q5_0 *y = (dlgo__block_q5_0 *)vy;
    for (int64_t i = 0; i < n / 32; i++, x += 32) {
        float amax = 0.0f, max = 0.0f;
        uint32_t qh = 0;
        for (int j = 0; j < 32; j++) if (amax < fabsf(x[j])) { amax = fabsf(x[j]); max = x[j]; }
        const float d = max / -16, id = d != 0.0f ? 1.0f / d : 0.0f;
        dlgo__wr16(y[i].d, dlgo_f32_to_fp16(d));
        for (int j = 0; j < 16; j++) {
            int a = (int)(x[j] * id + 16.5f), b = (int)(x[j + 16] * id + 16.5f);
            a = a < 31 ? a : 31; b = b < 31 ? b : 31;
            y[i].qs[j] = (uint8_t)((a & 15) | ((b & 15) << 4));
            qh |= (uint32_t)((a >> 4) & 1) << j | (uint32_t)((b >> 4) & 1) << (j + 16);
        }
        for (int k = 0; k < 4; k++) y[i].qh[k] = (uint8_t)(qh >> (8 * k));
    }
}
static void dlgo__qnt_q5_1(const float *x, void *vy, int64_t n) {
    dlgo__block_q5_1 *y = (dlgo__block_q5_1 *)vy;
    for (int64_t i = 0; i < n / 32; i++, x += 32) {
        float min = FLT_MAX, max = -FLT_MAX;
        uint32_t qh = 0;
        for (int j = 0; j < 32; j++) { if (x[j] < min) min = x[j]; if (x[j] > max) max = x[j]; }
        const float d = (max - min) / 31, id = d != 0.0f ? 1.0f / d : 0.0f;
        dlgo__wr16(y[i].d, dlgo_f32_to_fp16(d));
        dlgo__wr16(y[i].m, dlgo_f32_to_fp16(min));
        for (int j = 0; j < 16; j++) {
            const int a = (uint8_t)(int)((x[j] - min) * id + 0.5f), b = (uint8_t)(int)((x[j + 16] - min) * id + 0.5f);
            y[i].qs[j] = (uint8_t)((a & 15) | ((b & 15) << 4));
            qh |= (uint32_t)((a >> 4) & 1) << j | (uint32_t)((b >> 4) & 1) << (j + 16);
        }
        for (int k = 0; k < 4; k++) y[i].qh[k] = (uint8_t)(qh >> (8 * k));
    }
}
/* nearest of the 16 fp4 codes to x at scale d (first one wins ties, as ggml) */
static int dlgo__best_fp4(float x, float d) {
    int best = 0;
    float berr = fabsf((float)dlgo__kvalues_fp4[0] * d - x);
    for (int i = 1; i < 16; i++) {
        const float err = fabsf((float)dlgo__kvalues_fp4[i] * d - x);
        if (err < berr) { best = i; berr = err; }
    }
    return best;
}
static void dlgo__qnt_mxfp4(const float *x, void *vy, int64_t n) {
    dlgo__block_mxfp4 *y = (dlgo__block_mxfp4 *)vy;
    for (int64_t i = 0; i < n / 32; i++, x += 32) {
        float amax = 0.0f;
        for (int j = 0; j < 32; j++) if (amax < fabsf(x[j])) amax = fabsf(x[j]);
        /* shared exponent: the largest value lands near the top code 6 (= 2^2·1.5) */
        const uint8_t e = amax > 0.0f ? (uint8_t)(floorf(log2f(amax)) - 2 + 127) : 0;
        const float d = dlgo__e8m0_half(e);
        y[i].e = e;
        for (int j = 0; j < 16; j++) y[i].qs[j] = (uint8_t)(dlgo__best_fp4(x[j], d) | (dlgo__best_fp4(x[j + 16], d) << 4));
    }
}
/* f32 -> UE4M3 (round half up on the mantissa, saturating at 448 -> 0x7E), as ggml's nvfp4 quantizer */
static uint8_t dlgo__f32_to_ue4m3(float x) {
    if (!(x > 0.0f)) return 0;
    if (x > 448.0f) x = 448.0f;
    uint32_t bits; memcpy(&bits, &x, 4);
    int e = (int)((bits >> 23) & 0xff) - 127 + 7, m = (int)((bits >> 20) & 7);
    if (e <= 0) {   /* subnormal: m·2^-9 */
        int man = (int)(x * 512.0f + 0.5f);
        if (man > 7) man = 7;
        return man < 1 ? 0 : (uint8_t)man;
    }
    if (e >= 15) return 0x7e;
    m += (int)((bits >> 19) & 1);
    if (m > 7) { m = 0; if (++e >= 15) return 0x7e; }
    return (uint8_t)((e << 3) | m);
}
static void dlgo__qnt_nvfp4(const float *x, void *vy, int64_t n) {
    dlgo__block_nvfp4 *y = (dlgo__block_nvfp4 *)vy;
    for (int64_t i = 0; i < n / 64; i++) {
        for (int s = 0; s < 4; s++, x += 16) {
            float amax = 0.0f;
            for (int j = 0; j < 16; j++) if (amax < fabsf(x[j])) amax = fabsf(x[j]);
            const uint8_t ue = dlgo__f32_to_ue4m3(amax / 6.0f);
            const float d = dlgo__ue4m3_half(ue);
            y[i].d[s] = ue;
            for (int j = 0; j < 8; j++)
                y[i].qs[8 * s + j] = (uint8_t)(dlgo__best_fp4(x[j], d) | (dlgo__best_fp4(x[j + 8], d) << 4));
        }
    }
}
static void dlgo__qnt_q1_0(const float *x, void *vy, int64_t n) {
    dlgo__block_q1_0 *y = (dlgo__block_q1_0 *)vy;
    for (int64_t i = 0; i < n / 128; i++, x += 128) {
        float sum_abs = 0.0f;
        for (int j = 0; j < 128; j++) sum_abs += fabsf(x[j]);
        dlgo__wr16(y[i].d, dlgo_f32_to_fp16(sum_abs / 128));   /* mean |x|: the L1-optimal sign scale */
        memset(y[i].qs, 0, sizeof y[i].qs);
        for (int j = 0; j < 128; j++) if (x[j] >= 0.0f) y[i].qs[j / 8] |= (uint8_t)(1 << (j % 8));
    }
}
static void dlgo__qnt_q2_0(const float *x, void *vy, int64_t n) {
    dlgo__block_q2_0 *y = (dlgo__block_q2_0 *)vy;
    for (int64_t i = 0; i < n / 64; i++, x += 64) {
        float amax = 0.0f;
        for (int j = 0; j < 64; j++) if (fabsf(x[j]) > amax) amax = fabsf(x[j]);
        const float id = amax > 0.0f ? 1.0f / amax : 0.0f;
        dlgo__wr16(y[i].d, dlgo_f32_to_fp16(amax));
        memset(y[i].qs, 0, sizeof y[i].qs);
        for (int j = 0; j < 64; j++) {
            int q = (int)roundf(x[j] * id) + 1;
            q = q < 0 ? 0 : q > 3 ? 3 : q;
            y[i].qs[j / 4] |= (uint8_t)(q << (2 * (j % 4)));
        }
    }
}
/* tq1_0 packs 5 trits t0..t4 as the base-3 number t0t1t2t3t4, scaled to a byte by ceil(q·256/243) so that
   multiplying by 3^k (mod 256) brings digit k to the top (see dlgo__tq1_trit) */
static uint8_t dlgo__tq1_pack(const float *x, int stride, int count, float id) {
    int q = 0;
    for (int k = 0; k < count; k++) q = q * 3 + (int)lroundf(x[k * stride] * id) + 1;
    if (count == 4) q *= 3;
    q &= 0xff;   /* ggml accumulates in a uint8_t */
    return (uint8_t)((q * 256 + 242) / 243);
}
static void dlgo__qnt_tq1_0(const float *x, void *vy, int64_t n) {
    dlgo__block_tq1_0 *y = (dlgo__block_tq1_0 *)vy;
    for (int64_t i = 0; i < n / DLGO__QK_K; i++, x += DLGO__QK_K) {
        float amax = 0.0f;
        for (int j = 0; j < DLGO__QK_K; j++) amax = fabsf(x[j]) > amax ? fabsf(x[j]) : amax;
        const float id = amax != 0.0f ? 1.0f / amax : 0.0f;
        dlgo__wr16(y[i].d, dlgo_f32_to_fp16(amax));
        for (int m = 0; m < 32; m++) y[i].qs[m] = dlgo__tq1_pack(x + m, 32, 5, id);
        for (int m = 0; m < 16; m++) y[i].qs[32 + m] = dlgo__tq1_pack(x + 160 + m, 16, 5, id);
        for (int m = 0; m < 4; m++) y[i].qh[m] = dlgo__tq1_pack(x + 240 + m, 4, 4, id);
    }
}
static void dlgo__qnt_tq2_0(const float *x, void *vy, int64_t n) {
    dlgo__block_tq2_0 *y = (dlgo__block_tq2_0 *)vy;
    for (int64_t i = 0; i < n / DLGO__QK_K; i++, x += DLGO__QK_K) {
        float amax = 0.0f;
        for (int j = 0; j < DLGO__QK_K; j++) amax = fabsf(x[j]) > amax ? fabsf(x[j]) : amax;
        const float id = amax != 0.0f ? 1.0f / amax : 0.0f;
        dlgo__wr16(y[i].d, dlgo_f32_to_fp16(amax));
        for (int j = 0; j < 2; j++)
            for (int m = 0; m < 32; m++) {
                int q = 0;
                for (int k = 0; k < 4; k++) q |= (((int)lroundf(x[128 * j + 32 * k + m] * id) + 1) & 3) << (2 * k);
                y[i].qs[32 * j + m] = (uint8_t)q;
            }
    }
}

/* ---- type traits ---------------------------------------------------------------------------------------- */
typedef void (*dlgo__to_float_fn)(const void *src, float *dst, int64_t n);
typedef void (*dlgo__from_float_fn)(const float *src, void *dst, int64_t n);
typedef float (*dlgo__vec_dot_fn)(const void *w, const void *act, int64_t n);
typedef struct dlgo__type_traits {
    const char *name;            /* NULL: id not used by ggml */
    int block_size, block_bytes;
    int vec_dot_type;            /* activation type of the dot product; -1: none */
    dlgo__to_float_fn to_float;
    dlgo__from_float_fn from_float;
    dlgo__vec_dot_fn vec_dot;
} dlgo__type_traits;

/* indexed by ggml type id */
static const dlgo__type_traits dlgo__traits_table[DLGO_TYPE_COUNT] = {
    { "f32",     1,   4,   DLGO_TYPE_F32,  dlgo__deq_f32,     dlgo__qnt_f32,  dlgo__dot_f32 },
    { "f16",     1,   2,   DLGO_TYPE_F16,  dlgo__deq_f16,     dlgo__qnt_f16,  dlgo__dot_f16 },
    { "q4_0",    32,  18,  DLGO_TYPE_Q8_0, dlgo__deq_q4_0,    dlgo__qnt_q4_0, dlgo__dot_q4_0 },
    { "q4_1",    32,  20,  DLGO_TYPE_Q8_1, dlgo__deq_q4_1,    dlgo__qnt_q4_1, dlgo__dot_q4_1 },
    { NULL,      0,   0,   -1,             NULL,              NULL,           NULL },            /* q4_2, removed */
    { NULL,      0,   0,   -1,             NULL,              NULL,           NULL },            /* q4_3, removed */
    { "q5_0",    32,  22,  DLGO_TYPE_Q8_0, dlgo__deq_q5_0,    dlgo__qnt_q5_0, dlgo__dot_q5_0 },
    { "q5_1",    32,  24,  DLGO_TYPE_Q8_1, dlgo__deq_q5_1,    dlgo__qnt_q5_1, dlgo__dot_q5_1 },
    { "q8_0",    32,  34,  DLGO_TYPE_Q8_0, dlgo__deq_q8_0,    dlgo__qnt_q8_0, dlgo__dot_q8_0 },
    { "q8_1",    32,  36,  -1,             dlgo__deq_q8_1,    dlgo__qnt_q8_1, NULL },
    { "q2_K",    256, 84,  DLGO_TYPE_Q8_K, dlgo__deq_q2_K,    NULL,           dlgo__dot_q2_K },
    { "q3_K",    256, 110, DLGO_TYPE_Q8_K, dlgo__deq_q3_K,    NULL,           dlgo__dot_q3_K },
    { "q4_K",    256, 144, DLGO_TYPE_Q8_K, dlgo__deq_q4_K,    NULL,           dlgo__dot_q4_K },
    { "q5_K",    256, 176, DLGO_TYPE_Q8_K, dlgo__deq_q5_K,    NULL,           dlgo__dot_q5_K },
    { "q6_K",    256, 210, DLGO_TYPE_Q8_K, dlgo__deq_q6_K,    NULL,           dlgo__dot_q6_K },
    { "q8_K",    256, 292, -1,             dlgo__deq_q8_K,    dlgo__qnt_q8_K, NULL },
    { "iq2_xxs", 256, 66,  DLGO_TYPE_Q8_K, dlgo__deq_iq2_xxs, NULL,           dlgo__dot_iq2_xxs },
    { "iq2_xs",  256, 74,  DLGO_TYPE_Q8_K, dlgo__deq_iq2_xs,  NULL,           dlgo__dot_iq2_xs },
    { "iq3_xxs", 256, 98,  DLGO_TYPE_Q8_K, dlgo__deq_iq3_xxs, NULL,           dlgo__dot_iq3_xxs },
    { "iq1_s",   256, 50,  DLGO_TYPE_Q8_K, dlgo__deq_iq1_s,   NULL,           dlgo__dot_iq1_s },
    { "iq4_nl",  32,  18,  DLGO_TYPE_Q8_0, dlgo__deq_iq4_nl,  NULL,           dlgo__dot_iq4_nl },
    { "iq3_s",   256, 110, DLGO_TYPE_Q8_K, dlgo__deq_iq3_s,   NULL,           dlgo__dot_iq3_s },
    { "iq2_s",   256, 82,  DLGO_TYPE_Q8_K, dlgo__deq_iq2_s,   NULL,           dlgo__dot_iq2_s },
    { "iq4_xs",  256, 136, DLGO_TYPE_Q8_K, dlgo__deq_iq4_xs,  NULL,           dlgo__dot_iq4_xs },
    { "i8",      1,   1,   -1,             NULL,              NULL,           NULL },            /* integer tensors: */
    { "i16",     1,   2,   -1,             NULL,              NULL,           NULL },            /* sized, but no */
    { "i32",     1,   4,   -1,             NULL,              NULL,           NULL },            /* float conversion */
    { "i64",     1,   8,   -1,             NULL,              NULL,           NULL },
    { "f64",     1,   8,   -1,             NULL,              NULL,           NULL },
    { "iq1_m",   256, 56,  DLGO_TYPE_Q8_K, dlgo__deq_iq1_m,   NULL,           dlgo__dot_iq1_m },
    { "bf16",    1,   2,   DLGO_TYPE_BF16, dlgo__deq_bf16,    dlgo__qnt_bf16, dlgo__dot_bf16 },
    { NULL,      0,   0,   -1,             NULL,              NULL,           NULL },            /* q4_0_4_4, removed */
    { NULL,      0,   0,   -1,             NULL,              NULL,           NULL },            /* q4_0_4_8, removed */
    { NULL,      0,   0,   -1,             NULL,              NULL,           NULL },            /* q4_0_8_8, removed */
    { "tq1_0",   256, 54,  DLGO_TYPE_Q8_K, dlgo__deq_tq1_0,   dlgo__qnt_tq1_0, dlgo__dot_tq1_0 },
    { "tq2_0",   256, 66,  DLGO_TYPE_Q8_K, dlgo__deq_tq2_0,   dlgo__qnt_tq2_0, dlgo__dot_tq2_0 },
    { NULL,      0,   0,   -1,             NULL,              NULL,           NULL },            /* iq4_nl_4_4, removed */
    { NULL,      0,   0,   -1,             NULL,              NULL,           NULL },            /* iq4_nl_4_8, removed */
    { NULL,      0,   0,   -1,             NULL,              NULL,           NULL },            /* iq4_nl_8_8, removed */
    { "mxfp4",   32,  17,  DLGO_TYPE_Q8_0, dlgo__deq_mxfp4,   dlgo__qnt_mxfp4, dlgo__dot_mxfp4 },
    { "nvfp4",   64,  36,  DLGO_TYPE_Q8_0, dlgo__deq_nvfp4,   dlgo__qnt_nvfp4, dlgo__dot_nvfp4 },
    { "q1_0",    128, 18,  DLGO_TYPE_Q8_0, dlgo__deq_q1_0,    dlgo__qnt_q1_0, dlgo__dot_q1_0 },
    { "q2_0",    64,  18,  DLGO_TYPE_Q8_0, dlgo__deq_q2_0,    dlgo__qnt_q2_0, dlgo__dot_q2_0 },
};

/* Traits of a type id, NULL for ids ggml does not use. Other areas call to_float / from_float / vec_dot
   through this (e.g. quantize an activation row once with traits(vec_dot_type)->from_float, then vec_dot
   every weight row against it). */
static const dlgo__type_traits *dlgo__traits(int type) {
    if (type < 0 || type >= DLGO_TYPE_COUNT || !dlgo__traits_table[type].name) return NULL;
    return &dlgo__traits_table[type];
}

DLGO_API int dlgo_type_valid(int type) { return dlgo__traits(type) != NULL; }
DLGO_API const char *dlgo_type_name(int type) { const dlgo__type_traits *t = dlgo__traits(type); return t ? t->name : "?"; }
static int dlgo__lower(char c) { return c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c; }
DLGO_API int dlgo_type_from_name(const char *name) {
    if (!name) return -1;
    for (int t = 0; t < DLGO_TYPE_COUNT; t++) {
        const char *a = dlgo__traits_table[t].name, *b = name;
        if (!a) continue;
        while (*a && *b && dlgo__lower(*a) == dlgo__lower(*b)) { a++; b++; }
        if (!*a && !*b) return t;
    }
    return -1;
}
DLGO_API int64_t dlgo_type_block_size(int type) { const dlgo__type_traits *t = dlgo__traits(type); return t ? t->block_size : 0; }
DLGO_API size_t dlgo_type_block_bytes(int type) { const dlgo__type_traits *t = dlgo__traits(type); return t ? (size_t)t->block_bytes : 0; }
DLGO_API size_t dlgo_row_bytes(int type, int64_t n) {
    const dlgo__type_traits *t = dlgo__traits(type);
    if (!t || n < 0 || n % t->block_size) return 0;
    return (size_t)(n / t->block_size) * (size_t)t->block_bytes;
}
DLGO_API int dlgo_type_vec_dot_type(int type) { const dlgo__type_traits *t = dlgo__traits(type); return t ? t->vec_dot_type : -1; }
DLGO_API int dlgo_type_can_dequantize(int type) { const dlgo__type_traits *t = dlgo__traits(type); return t && t->to_float; }
DLGO_API int dlgo_type_can_quantize(int type) { const dlgo__type_traits *t = dlgo__traits(type); return t && t->from_float; }

DLGO_API dlgo_result dlgo_dequantize_row(int type, const void *src, float *dst, int64_t n) {
    const dlgo__type_traits *t = dlgo__traits(type);
    if (!t || !t->to_float) return DLGO_ERR_UNSUPPORTED;
    if (!src || !dst || n < 0 || n % t->block_size) return DLGO_ERR_INVALID_ARG;
    t->to_float(src, dst, n);
    return DLGO_OK;
}
DLGO_API dlgo_result dlgo_quantize_row(int type, const float *src, void *dst, int64_t n) {
    const dlgo__type_traits *t = dlgo__traits(type);
    if (!t || !t->from_float) return DLGO_ERR_UNSUPPORTED;
    if (!src || !dst || n < 0 || n % t->block_size) return DLGO_ERR_INVALID_ARG;
    t->from_float(src, dst, n);
    return DLGO_OK;
}
DLGO_API float dlgo_vec_dot_ref(int type, const void *w, const void *act, int64_t n) {
    const dlgo__type_traits *t = dlgo__traits(type);
    if (!t || !t->vec_dot || !w || !act || n < 0 || n % t->block_size) return NAN;
    /* the activation type's blocks must tile n too (q8_K needs 256) */
    if (n % dlgo__traits_table[t->vec_dot_type].block_size) return NAN;
    return t->vec_dot(w, act, n);
}
/* >>quant-end */

/* >>unicode-begin (generated Unicode tables) */
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
