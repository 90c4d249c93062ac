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
/* ==========================================================================================================
   >>api-model — models, contexts, evaluation
   A dlgo_model holds immutable weights (memory-mapped) and may be shared by many dlgo_ctx (one per
   conversation / NPC). A context owns its KV cache and scratch memory; after creation a decode step allocates
   nothing.
   ========================================================================================================== */

typedef struct dlgo_model dlgo_model;
typedef struct dlgo_ctx dlgo_ctx;

/* Progress callback for loading: fraction in [0,1]; return non-zero to cancel (DLGO_ERR_CANCELLED). */
typedef int (*dlgo_progress_fn)(float fraction, void *user);

typedef struct dlgo_model_desc {             /* zero = default */
    const dlgo_allocator *allocator;
    dlgo_log_fn       log;                   /* NULL = silent */
    void             *log_user;
    dlgo_progress_fn  progress;
    void             *progress_user;
} dlgo_model_desc;

typedef enum dlgo_kv_type { DLGO_KV_DEFAULT = 0, DLGO_KV_F16 = 1, DLGO_KV_F32 = 2 } dlgo_kv_type;

typedef struct dlgo_ctx_desc {               /* zero = default */
    int32_t      n_ctx;        /* context length in tokens (default: min(model's training context, 4096)) */
    int32_t      n_batch;      /* most tokens evaluated in one pass (default 512; longer inputs are split) */
    dlgo_kv_type kv_type;      /* default F16, as llama.cpp */
    int32_t      n_threads;    /* worker threads for this context (0 = 1: no threads unless asked) */
    int          logits_all;   /* keep logits of every position of a batch, not only the last */
} dlgo_ctx_desc;

typedef struct dlgo_model_info {
    const char *arch;          /* general.architecture */
    const char *name;          /* general.name or "" */
    int32_t n_vocab, n_embd, n_layer, n_head, n_head_kv, n_ctx_train;
    uint64_t n_params;         /* total elements of all tensors */
    uint64_t size_bytes;       /* bytes of all tensors */
} dlgo_model_info;

/* allocates: yes · thread: any (one thread per call) */
DLGO_API dlgo_result dlgo_model_load_file(const char *path, const dlgo_model_desc *desc, dlgo_model **out, dlgo_error *err);
/* The span must outlive the model. */
DLGO_API dlgo_result dlgo_model_load_memory(const void *data, size_t size, const dlgo_model_desc *desc, dlgo_model **out,
                                            dlgo_error *err);
DLGO_API void        dlgo_model_free(dlgo_model *m);
DLGO_API void        dlgo_model_get_info(const dlgo_model *m, dlgo_model_info *info);   /* allocates: no */
DLGO_API const dlgo_gguf *dlgo_model_gguf(const dlgo_model *m);

/* allocates: yes (KV cache + scratch, once) · thread: any */
DLGO_API dlgo_result dlgo_ctx_create(const dlgo_model *m, const dlgo_ctx_desc *desc, dlgo_ctx **out, dlgo_error *err);
DLGO_API void        dlgo_ctx_free(dlgo_ctx *c);
/* Evaluate n tokens at positions n_past .. n_past+n-1 and append them to the cache.
   allocates: no · thread: ctx owner · frame-safe: no (use n small for a frame budget) */
DLGO_API dlgo_result dlgo_ctx_eval(dlgo_ctx *c, const int32_t *tokens, int32_t n, dlgo_error *err);
/* Logits of batch position i of the last eval (i = -1: the last one); NULL if not kept. allocates: no */
DLGO_API const float *dlgo_ctx_logits(const dlgo_ctx *c, int32_t i);
DLGO_API int32_t     dlgo_ctx_n_past(const dlgo_ctx *c);
DLGO_API int32_t     dlgo_ctx_n_ctx(const dlgo_ctx *c);
/* Forget cached positions >= n_keep (n_keep = 0 clears). allocates: no */
DLGO_API void        dlgo_ctx_truncate(dlgo_ctx *c, int32_t n_keep);
DLGO_API const char *dlgo_ctx_last_error(const dlgo_ctx *c);
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
DLGO__UNUSED static int dlgo__file_read_at(void *user, uint64_t offset, void *dst, size_t size) {
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
/* >>unicode-end */

/* >>tokenizer-begin */
/* >>tokenizer-end */

/* >>chat-begin */
/* >>chat-end */

/* >>sampler-begin */
/* >>sampler-end */

/* >>arch-begin (model loading, architecture spec, forward pass) */
/* ==========================================================================================================
   >>arch — model loading: hyper-parameters and a per-layer spec resolved from GGUF metadata

   The architecture is data. Loading turns general.architecture + metadata into one dlgo__layer per block
   (norm kind, attention shape, rope mode and base, window, softcap, FFN kind, which weights exist); the one
   forward pass in >>forward-cpu reads only that spec. Adding a llama-like family is a table entry here.
   ========================================================================================================== */

typedef struct dlgo__w {          /* a weight view into the mapped file; data == NULL means absent */
    int32_t        type;
    int64_t        ne[4];
    size_t         row_bytes;
    const uint8_t *data;
} dlgo__w;

enum { DLGO__NORM_RMS = 0, DLGO__NORM_LAYER = 1 };
enum { DLGO__ROPE_NONE = -1, DLGO__ROPE_NORM = 0, DLGO__ROPE_NEOX = 2, DLGO__ROPE_IMROPE = 40 };
enum { DLGO__FFN_SWIGLU = 0,      /* down(silu(gate x) * up x) */
       DLGO__FFN_GEGLU = 1,       /* down(gelu(gate x) * up x) */
       DLGO__FFN_GELU = 2,        /* down(gelu(up x + b) + b): phi2 */
       DLGO__FFN_SWIGLU_FUSED = 3 /* up = [gate | up] in one matrix: phi3 */ };
enum { DLGO__ARCH_LLAMA, DLGO__ARCH_QWEN2, DLGO__ARCH_QWEN3, DLGO__ARCH_GEMMA2, DLGO__ARCH_GEMMA3, DLGO__ARCH_PHI2,
       DLGO__ARCH_PHI3, DLGO__ARCH_SMOLLM3 };

typedef struct dlgo__layer {
    /* spec */
    int   n_head, n_head_kv, d_k, d_v;
    int   n_rot, rope_mode;
    float rope_base, freq_scale, ext_factor, attn_factor, beta_fast, beta_slow;
    int   n_ctx_orig;
    int   swa;                 /* sliding window (tokens), 0 = full causal */
    float kq_scale;            /* multiplies q.k */
    float attn_softcap;        /* 0 = none */
    int   ffn_kind, n_ff;
    int   parallel;            /* phi2: x + attn(h) + ffn(h) */
    /* weights */
    dlgo__w attn_norm, attn_norm_b, wq, wk, wv, wqkv, bq, bk, bv, bqkv, wo, bo, q_norm, k_norm, post_attn_norm;
    dlgo__w ffn_norm, ffn_norm_b, gate, up, down, gate_b, up_b, down_b, post_ffw_norm;
    const float *rope_freqs;   /* divides theta per pair (llama3 scaling), or NULL */
} dlgo__layer;

struct dlgo_model {
    dlgo_allocator alloc;
    dlgo_log_fn    log; void *log_user;
    dlgo_gguf     *gguf;
    char           arch_name[48], name[128];
    int            arch;
    int            n_vocab, n_embd, n_layer, n_ctx_train, norm_kind;
    float          norm_eps, emb_scale, final_softcap;
    dlgo__w        tok_embd, output, output_b, output_norm, output_norm_b;
    dlgo__layer   *layers;
    int            max_q, max_kv, max_ff, max_in;   /* scratch sizing */
    uint64_t       n_params, size_bytes;
    /* >>model-fields (tokenizer etc. are attached below by the public layer) */
    void          *tokenizer;          /* dlgo_tokenizer*, or NULL for vocab-less files */
    char          *chat_template;      /* tokenizer.chat_template, or NULL */
};

static void dlgo__log(const dlgo_model *m, dlgo_log_level lvl, const char *fmt, ...) DLGO__PRINTF(3, 4);
static void dlgo__log(const dlgo_model *m, dlgo_log_level lvl, const char *fmt, ...) {
    if (!m || !m->log) return;
    char buf[512]; va_list ap; va_start(ap, fmt); vsnprintf(buf, sizeof buf, fmt, ap); va_end(ap);
    m->log(lvl, buf, m->log_user);
}

/* Look up an arch-prefixed key ("%s.block_count") */
static int64_t dlgo__hp_find(const dlgo_model *m, const char *suffix) {
    char key[160]; snprintf(key, sizeof key, "%s.%s", m->arch_name, suffix);
    return dlgo_gguf_find_key(m->gguf, key);
}
/* Integer hyper-parameter: any integer type, or an array (per layer: element `layer`). */
static dlgo_result dlgo__hp_int(const dlgo_model *m, const char *suffix, int layer, int required, int64_t def,
                                int64_t *out, dlgo_error *err) {
    int64_t i = dlgo__hp_find(m, suffix);
    *out = def;
    if (i < 0) return required ? dlgo__err(err, DLGO_ERR_FORMAT, "model: required key '%s.%s' is missing", m->arch_name, suffix) : DLGO_OK;
    dlgo_gguf_type t = dlgo_gguf_kv_type(m->gguf, i);
    if (t == DLGO_GGUF_ARRAY) {
        dlgo_gguf_type at = dlgo_gguf_arr_type(m->gguf, i);
        if (at == DLGO_GGUF_STRING || at == DLGO_GGUF_F32 || at == DLGO_GGUF_F64)
            return dlgo__err(err, DLGO_ERR_FORMAT, "model: key '%s.%s' must hold integers", m->arch_name, suffix);
        uint64_t n = dlgo_gguf_arr_n(m->gguf, i);
        if (n == 0) return dlgo__err(err, DLGO_ERR_FORMAT, "model: key '%s.%s' is an empty array", m->arch_name, suffix);
        uint64_t j = layer < 0 ? 0 : (uint64_t)layer;
        if (j >= n) return dlgo__err(err, DLGO_ERR_FORMAT, "model: key '%s.%s' has %llu entries, layer %d needs more", m->arch_name, suffix, (unsigned long long)n, layer);
        *out = dlgo_gguf_arr_int(m->gguf, i, j);
        return DLGO_OK;
    }
    if (t == DLGO_GGUF_STRING || t == DLGO_GGUF_F32 || t == DLGO_GGUF_F64)
        return dlgo__err(err, DLGO_ERR_FORMAT, "model: key '%s.%s' must be an integer", m->arch_name, suffix);
    *out = dlgo_gguf_val_int(m->gguf, i);
    return DLGO_OK;
}
static dlgo_result dlgo__hp_float(const dlgo_model *m, const char *suffix, int required, float def, float *out, dlgo_error *err) {
    int64_t i = dlgo__hp_find(m, suffix);
    *out = def;
    if (i < 0) return required ? dlgo__err(err, DLGO_ERR_FORMAT, "model: required key '%s.%s' is missing", m->arch_name, suffix) : DLGO_OK;
    dlgo_gguf_type t = dlgo_gguf_kv_type(m->gguf, i);
    if (t == DLGO_GGUF_STRING || t == DLGO_GGUF_ARRAY)
        return dlgo__err(err, DLGO_ERR_FORMAT, "model: key '%s.%s' must be a number", m->arch_name, suffix);
    *out = (float)dlgo_gguf_val_float(m->gguf, i);
    return DLGO_OK;
}
static int dlgo__hp_str_eq(const dlgo_model *m, const char *suffix, const char *value) {
    int64_t i = dlgo__hp_find(m, suffix);
    uint64_t n; const char *s = dlgo_gguf_val_str(m->gguf, i, &n);
    return s && n == strlen(value) && !memcmp(s, value, n);
}

/* Find a tensor by printf-style name; checks its shape against up to 3 expected dims (-1 = any). */
static dlgo_result dlgo__tensor(dlgo_model *m, dlgo__w *w, int required, int64_t e0, int64_t e1, int64_t e2,
                                dlgo_error *err, const char *fmt, ...) DLGO__PRINTF(9, 10);
static dlgo_result dlgo__tensor(dlgo_model *m, dlgo__w *w, int required, int64_t e0, int64_t e1, int64_t e2,
                                dlgo_error *err, const char *fmt, ...) {
    char name[128]; va_list ap; va_start(ap, fmt); vsnprintf(name, sizeof name, fmt, ap); va_end(ap);
    memset(w, 0, sizeof *w);
    int64_t i = dlgo_gguf_find_tensor(m->gguf, name);
    if (i < 0) return required ? dlgo__err(err, DLGO_ERR_FORMAT, "model: tensor '%s' is missing", name) : DLGO_OK;
    const dlgo_tensor_info *t = dlgo_gguf_tensor(m->gguf, i);
    int64_t want[3]; want[0] = e0; want[1] = e1; want[2] = e2;
    for (int d = 0; d < 3; d++)
        if (want[d] >= 0 && t->ne[d] != want[d])
            return dlgo__err(err, DLGO_ERR_FORMAT, "model: tensor '%s' has shape [%lld, %lld, %lld], expected [%lld, %lld, %lld] (-1 = any)",
                             name, (long long)t->ne[0], (long long)t->ne[1], (long long)t->ne[2], (long long)e0, (long long)e1, (long long)e2);
    if (!t->data) return dlgo__err(err, DLGO_ERR_UNSUPPORTED, "model: tensor '%s' is not in memory", name);
    if (!dlgo_type_can_dequantize(t->type))
        return dlgo__err(err, DLGO_ERR_UNSUPPORTED, "model: tensor '%s' has type %s, which dlgo cannot compute with", name, dlgo_type_name(t->type));
    w->type = t->type; memcpy(w->ne, t->ne, sizeof w->ne);
    w->row_bytes = dlgo_row_bytes(t->type, t->ne[0]);
    w->data = (const uint8_t *)t->data;
    return DLGO_OK;
}
/* 1-D vectors (norm weights, biases) are used directly as f32 */
static dlgo_result dlgo__tensor_f32(dlgo_model *m, dlgo__w *w, int required, int64_t n, dlgo_error *err, const char *name) {
    dlgo_result r = dlgo__tensor(m, w, required, n, 1, 1, err, "%s", name);
    if (r == DLGO_OK && w->data && w->type != DLGO_TYPE_F32)
        return dlgo__err(err, DLGO_ERR_UNSUPPORTED, "model: vector '%s' is %s; dlgo expects f32 norms and biases", name, dlgo_type_name(w->type));
    return r;
}

#define DLGO__TRY(expr) do { dlgo_result dlgo__r = (expr); if (dlgo__r != DLGO_OK) return dlgo__r; } while (0)

static dlgo_result dlgo__model_resolve(dlgo_model *m, dlgo_error *err) {
    static const char *const arch_names[] = { "llama", "qwen2", "qwen3", "gemma2", "gemma3", "phi2", "phi3", "smollm3" };
    const char *a; uint64_t alen;
    if (dlgo_gguf_get_str(m->gguf, "general.architecture", &a, &alen, err) != DLGO_OK)
        return dlgo__err(err, DLGO_ERR_FORMAT, "model: general.architecture is missing or not a string");
    if (alen >= sizeof m->arch_name) return dlgo__err(err, DLGO_ERR_UNSUPPORTED, "model: architecture name too long");
    memcpy(m->arch_name, a, alen); m->arch_name[alen] = 0;
    m->arch = -1;
    for (int i = 0; i < (int)(sizeof arch_names / sizeof arch_names[0]); i++) if (!strcmp(arch_names[i], m->arch_name)) m->arch = i;
    if (m->arch < 0) return dlgo__err(err, DLGO_ERR_UNSUPPORTED, "model: architecture '%s' is not supported", m->arch_name);
    {
        const char *nm; uint64_t nl;
        if (dlgo_gguf_get_str(m->gguf, "general.name", &nm, &nl, NULL) == DLGO_OK) {
            if (nl >= sizeof m->name) nl = sizeof m->name - 1;
            memcpy(m->name, nm, nl); m->name[nl] = 0;
        }
    }
    int64_t v;
    DLGO__TRY(dlgo__hp_int(m, "embedding_length", -1, 1, 0, &v, err)); m->n_embd = (int)v;
    DLGO__TRY(dlgo__hp_int(m, "block_count", -1, 1, 0, &v, err)); m->n_layer = (int)v;
    DLGO__TRY(dlgo__hp_int(m, "context_length", -1, 1, 0, &v, err)); m->n_ctx_train = (int)v;
    if (m->n_embd <= 0 || m->n_embd > (1 << 16)) return dlgo__err(err, DLGO_ERR_FORMAT, "model: embedding_length %d is out of range", m->n_embd);
    if (m->n_layer <= 0 || m->n_layer > 1024) return dlgo__err(err, DLGO_ERR_FORMAT, "model: block_count %d is out of range", m->n_layer);
    if (m->n_ctx_train <= 0) m->n_ctx_train = 2048;
    const int E = m->n_embd;
    int arch = m->arch;
    m->norm_kind = arch == DLGO__ARCH_PHI2 ? DLGO__NORM_LAYER : DLGO__NORM_RMS;
    DLGO__TRY(dlgo__hp_float(m, m->norm_kind == DLGO__NORM_LAYER ? "attention.layer_norm_epsilon" : "attention.layer_norm_rms_epsilon",
                             1, 0, &m->norm_eps, err));

    /* embeddings and output head */
    DLGO__TRY(dlgo__tensor(m, &m->tok_embd, 1, E, -1, 1, err, "token_embd.weight"));
    m->n_vocab = (int)m->tok_embd.ne[1];
    if (m->n_vocab <= 0) return dlgo__err(err, DLGO_ERR_FORMAT, "model: empty vocabulary");
    DLGO__TRY(dlgo__tensor_f32(m, &m->output_norm, 1, E, err, "output_norm.weight"));
    DLGO__TRY(dlgo__tensor_f32(m, &m->output_norm_b, arch == DLGO__ARCH_PHI2, E, err, "output_norm.bias"));
    int tied_only = arch == DLGO__ARCH_GEMMA2;   /* gemma2's output is always token_embd */
    if (!tied_only) DLGO__TRY(dlgo__tensor(m, &m->output, arch == DLGO__ARCH_PHI2, E, m->n_vocab, 1, err, "output.weight"));
    if (!m->output.data) m->output = m->tok_embd;
    DLGO__TRY(dlgo__tensor_f32(m, &m->output_b, arch == DLGO__ARCH_PHI2, m->n_vocab, err, "output.bias"));
    m->emb_scale = (arch == DLGO__ARCH_GEMMA2 || arch == DLGO__ARCH_GEMMA3) ? sqrtf((float)E) : 1.0f;
    m->final_softcap = 0;
    if (arch == DLGO__ARCH_GEMMA2) DLGO__TRY(dlgo__hp_float(m, "final_logit_softcapping", 0, 30.0f, &m->final_softcap, err));
    if (arch == DLGO__ARCH_GEMMA3) DLGO__TRY(dlgo__hp_float(m, "final_logit_softcapping", 0, 0.0f, &m->final_softcap, err));

    /* shared rope/attention settings */
    float rope_base, rope_base_swa, freq_scale = 1.0f, attn_factor = 1.0f, ext_factor = 0.0f;
    DLGO__TRY(dlgo__hp_float(m, "rope.freq_base", 0, 10000.0f, &rope_base, err));
    DLGO__TRY(dlgo__hp_float(m, "rope.freq_base_swa", 0, arch == DLGO__ARCH_GEMMA3 ? 10000.0f : rope_base, &rope_base_swa, err));
    {
        float factor = 0;
        DLGO__TRY(dlgo__hp_float(m, "rope.scaling.factor", 0, 0.0f, &factor, err));
        if (factor == 0) DLGO__TRY(dlgo__hp_float(m, "rope.scale_linear", 0, 0.0f, &factor, err));
        if (dlgo__hp_str_eq(m, "rope.scaling.type", "none")) factor = 0;
        if (dlgo__hp_str_eq(m, "rope.scaling.type", "yarn"))
            return dlgo__err(err, DLGO_ERR_UNSUPPORTED, "model: YaRN rope scaling is not supported for %s yet", m->arch_name);
        if (factor > 0) freq_scale = 1.0f / factor;
        float af; DLGO__TRY(dlgo__hp_float(m, "rope.scaling.attn_factor", 0, 1.0f, &af, err)); attn_factor *= af;
    }
    int64_t swa_window = 0, swa_period = 0;
    if (arch == DLGO__ARCH_GEMMA2 || arch == DLGO__ARCH_GEMMA3) {
        DLGO__TRY(dlgo__hp_int(m, "attention.sliding_window", -1, 0, arch == DLGO__ARCH_GEMMA2 ? 4096 : 0, &swa_window, err));
        DLGO__TRY(dlgo__hp_int(m, "attention.sliding_window_pattern", -1, 0, arch == DLGO__ARCH_GEMMA2 ? 2 : 6, &swa_period, err));
        if (dlgo__hp_find(m, "attention.sliding_window_pattern") >= 0 &&
            dlgo_gguf_kv_type(m->gguf, dlgo__hp_find(m, "attention.sliding_window_pattern")) == DLGO_GGUF_ARRAY)
            swa_period = -1;   /* per-layer bool array */
    }
    float attn_softcap = 0;
    if (arch == DLGO__ARCH_GEMMA2) DLGO__TRY(dlgo__hp_float(m, "attn_logit_softcapping", 0, 50.0f, &attn_softcap, err));

    m->layers = (dlgo__layer *)dlgo__calloc(&m->alloc, (size_t)m->n_layer, sizeof(dlgo__layer));
    if (!m->layers) return dlgo__err(err, DLGO_ERR_OOM, "model: out of memory");
    m->max_in = E;
    for (int il = 0; il < m->n_layer; il++) {
        dlgo__layer *L = &m->layers[il];
        char p[32]; snprintf(p, sizeof p, "blk.%d", il);
        DLGO__TRY(dlgo__hp_int(m, "attention.head_count", il, 1, 0, &v, err)); L->n_head = (int)v;
        DLGO__TRY(dlgo__hp_int(m, "attention.head_count_kv", il, 0, L->n_head, &v, err)); L->n_head_kv = (int)v;
        if (L->n_head <= 0 || L->n_head_kv <= 0 || L->n_head % L->n_head_kv)
            return dlgo__err(err, DLGO_ERR_FORMAT, "model: layer %d: head counts %d/%d are invalid", il, L->n_head, L->n_head_kv);
        DLGO__TRY(dlgo__hp_int(m, "attention.key_length", -1, 0, E / L->n_head, &v, err)); L->d_k = (int)v;
        DLGO__TRY(dlgo__hp_int(m, "attention.value_length", -1, 0, E / L->n_head, &v, err)); L->d_v = (int)v;
        if (L->d_k <= 0 || L->d_v <= 0 || L->d_k > 4096 || L->d_v > 4096)
            return dlgo__err(err, DLGO_ERR_FORMAT, "model: layer %d: head size %d/%d is invalid", il, L->d_k, L->d_v);
        DLGO__TRY(dlgo__hp_int(m, "rope.dimension_count", -1, 0, L->d_k, &v, err)); L->n_rot = (int)v;
        if (L->n_rot < 0 || L->n_rot > L->d_k || L->n_rot % 2)
            return dlgo__err(err, DLGO_ERR_FORMAT, "model: rope.dimension_count %d does not fit head size %d", L->n_rot, L->d_k);
        DLGO__TRY(dlgo__hp_int(m, "feed_forward_length", il, 1, 0, &v, err)); L->n_ff = (int)v;
        if (L->n_ff <= 0) return dlgo__err(err, DLGO_ERR_FORMAT, "model: layer %d: feed_forward_length %d", il, L->n_ff);
        L->rope_mode = arch == DLGO__ARCH_LLAMA ? DLGO__ROPE_NORM : DLGO__ROPE_NEOX;
        if (arch == DLGO__ARCH_SMOLLM3 && (il + 1) % 4 == 0) L->rope_mode = DLGO__ROPE_NONE;   /* llama.cpp hard-codes NoPE every 4th layer */
        L->rope_base = rope_base; L->freq_scale = freq_scale; L->ext_factor = ext_factor; L->attn_factor = attn_factor;
        L->beta_fast = 32.0f; L->beta_slow = 1.0f; L->n_ctx_orig = m->n_ctx_train;
        /* sliding window: gemma pattern (layer il is SWA iff il mod P < P-1) */
        if (swa_window > 0) {
            int is_swa;
            if (swa_period < 0) is_swa = dlgo_gguf_arr_int(m->gguf, dlgo__hp_find(m, "attention.sliding_window_pattern"), (uint64_t)il) != 0;
            else is_swa = swa_period > 0 && (il % swa_period) < swa_period - 1;
            if (is_swa) {
                L->swa = (int)swa_window;
                L->rope_base = rope_base_swa;
                if (arch == DLGO__ARCH_GEMMA3) L->freq_scale = 1.0f;   /* gemma3 local layers ignore linear scaling */
            }
        }
        L->kq_scale = 1.0f / sqrtf((float)L->d_k);
        if ((arch == DLGO__ARCH_GEMMA2 && m->n_layer == 46) || (arch == DLGO__ARCH_GEMMA3 && m->n_layer == 62))
            L->kq_scale = 1.0f / sqrtf((float)(E / L->n_head));   /* the 27B models scale by E/H */
        L->attn_softcap = attn_softcap;
        L->parallel = arch == DLGO__ARCH_PHI2;
        L->ffn_kind = arch == DLGO__ARCH_PHI2 ? DLGO__FFN_GELU : arch == DLGO__ARCH_PHI3 ? DLGO__FFN_SWIGLU_FUSED
                    : (arch == DLGO__ARCH_GEMMA2 || arch == DLGO__ARCH_GEMMA3) ? DLGO__FFN_GEGLU : DLGO__FFN_SWIGLU;

        const int Q = L->n_head * L->d_k, K = L->n_head_kv * L->d_k, V = L->n_head_kv * L->d_v, O = L->n_head * L->d_v;
        char nm[96];
#define DLGO__NM(s) (snprintf(nm, sizeof nm, "%s.%s", p, s), nm)
        DLGO__TRY(dlgo__tensor_f32(m, &L->attn_norm, 1, E, err, DLGO__NM("attn_norm.weight")));
        DLGO__TRY(dlgo__tensor_f32(m, &L->attn_norm_b, 0, E, err, DLGO__NM("attn_norm.bias")));
        DLGO__TRY(dlgo__tensor(m, &L->wqkv, 0, E, Q + K + V, 1, err, "%s.attn_qkv.weight", p));
        if (L->wqkv.data) DLGO__TRY(dlgo__tensor_f32(m, &L->bqkv, 0, Q + K + V, err, DLGO__NM("attn_qkv.bias")));
        else {
            DLGO__TRY(dlgo__tensor(m, &L->wq, 1, E, Q, 1, err, "%s.attn_q.weight", p));
            DLGO__TRY(dlgo__tensor(m, &L->wk, 1, E, K, 1, err, "%s.attn_k.weight", p));
            DLGO__TRY(dlgo__tensor(m, &L->wv, 1, E, V, 1, err, "%s.attn_v.weight", p));
            DLGO__TRY(dlgo__tensor_f32(m, &L->bq, 0, Q, err, DLGO__NM("attn_q.bias")));
            DLGO__TRY(dlgo__tensor_f32(m, &L->bk, 0, K, err, DLGO__NM("attn_k.bias")));
            DLGO__TRY(dlgo__tensor_f32(m, &L->bv, 0, V, err, DLGO__NM("attn_v.bias")));
        }
        DLGO__TRY(dlgo__tensor(m, &L->wo, 1, O, E, 1, err, "%s.attn_output.weight", p));
        DLGO__TRY(dlgo__tensor_f32(m, &L->bo, 0, E, err, DLGO__NM("attn_output.bias")));
        int qk_norm = arch == DLGO__ARCH_QWEN3 || arch == DLGO__ARCH_GEMMA3;
        DLGO__TRY(dlgo__tensor_f32(m, &L->q_norm, qk_norm, L->d_k, err, DLGO__NM("attn_q_norm.weight")));
        DLGO__TRY(dlgo__tensor_f32(m, &L->k_norm, qk_norm, L->d_k, err, DLGO__NM("attn_k_norm.weight")));
        int gemma = arch == DLGO__ARCH_GEMMA2 || arch == DLGO__ARCH_GEMMA3;
        DLGO__TRY(dlgo__tensor_f32(m, &L->post_attn_norm, gemma, E, err, DLGO__NM("post_attention_norm.weight")));
        DLGO__TRY(dlgo__tensor_f32(m, &L->post_ffw_norm, gemma, E, err, DLGO__NM("post_ffw_norm.weight")));
        if (!L->parallel) DLGO__TRY(dlgo__tensor_f32(m, &L->ffn_norm, 1, E, err, DLGO__NM("ffn_norm.weight")));
        const int F = L->n_ff;
        if (L->ffn_kind == DLGO__FFN_SWIGLU_FUSED) {
            DLGO__TRY(dlgo__tensor(m, &L->up, 1, E, 2 * F, 1, err, "%s.ffn_up.weight", p));
        } else {
            DLGO__TRY(dlgo__tensor(m, &L->up, 1, E, F, 1, err, "%s.ffn_up.weight", p));
            if (L->ffn_kind != DLGO__FFN_GELU) DLGO__TRY(dlgo__tensor(m, &L->gate, 1, E, F, 1, err, "%s.ffn_gate.weight", p));
        }
        DLGO__TRY(dlgo__tensor(m, &L->down, 1, F, E, 1, err, "%s.ffn_down.weight", p));
        DLGO__TRY(dlgo__tensor_f32(m, &L->up_b, 0, L->ffn_kind == DLGO__FFN_SWIGLU_FUSED ? 2 * F : F, err, DLGO__NM("ffn_up.bias")));
        DLGO__TRY(dlgo__tensor_f32(m, &L->gate_b, 0, F, err, DLGO__NM("ffn_gate.bias")));
        DLGO__TRY(dlgo__tensor_f32(m, &L->down_b, 0, E, err, DLGO__NM("ffn_down.bias")));
#undef DLGO__NM
        {   /* llama 3.x frequency factors */
            dlgo__w rf;
            DLGO__TRY(dlgo__tensor_f32(m, &rf, 0, L->n_rot / 2, err, "rope_freqs.weight"));
            L->rope_freqs = rf.data ? (const float *)(const void *)rf.data : NULL;
        }
        if (Q > m->max_q) m->max_q = Q;
        if (O > m->max_q) m->max_q = O;
        if (K + V > m->max_kv) m->max_kv = K + V;
        if (F > m->max_ff) m->max_ff = F;
        if (O > m->max_in) m->max_in = O;
        if (F > m->max_in) m->max_in = F;
    }
    if (dlgo__hp_str_eq(m, "rope.scaling.type", "longrope"))
        return dlgo__err(err, DLGO_ERR_UNSUPPORTED, "model: LongRoPE scaling is not supported yet");
    for (int64_t i = 0; i < dlgo_gguf_n_tensors(m->gguf); i++) {
        const dlgo_tensor_info *t = dlgo_gguf_tensor(m->gguf, i);
        m->n_params += (uint64_t)(t->ne[0] * t->ne[1] * t->ne[2] * t->ne[3]);
        m->size_bytes += t->size;
    }
    return DLGO_OK;
}

/* ==========================================================================================================
   >>forward-cpu — the one forward pass: embeddings → blocks → logits, with a KV cache

   Numerics follow llama.cpp's CPU backend so results track its logits: each matmul input row is converted to
   the weight's vec-dot type (f16/bf16 rounding or Q8_0/Q8_1/Q8_K quantization) once, norms accumulate in double,
   softmax sums in double, RoPE angles are built by repeated float multiplication, GELU goes through an f16
   round trip, and an F16 KV cache rounds K, V, Q and the attention weights to f16.
   ========================================================================================================== */

struct dlgo_ctx {
    const dlgo_model *model;
    dlgo_allocator alloc;
    int32_t n_ctx, n_batch, n_past, kv_f16, logits_all, n_threads;
    size_t  kv_row_k, kv_row_v;        /* bytes per position per layer */
    uint8_t *kv;                       /* all layers: [layer][pos][K row] then [layer][pos][V row] */
    size_t  *k_off, *v_off;
    /* scratch (n_batch rows each) */
    float *x, *h, *q, *kvbuf, *att, *ffa, *ffb, *scores, *logits, *tmp;
    uint8_t *actq;                     /* quantized activation rows */
    size_t  actq_row;                  /* bytes per quantized row (largest input) */
    int32_t n_logits;                  /* rows held in logits */
    int32_t *tokens;                   /* token history = cache contents (for prefix reuse) */
    char    errmsg[384];
    /* >>ctx-fields */
};

/* y[t][o] = W[o] · x[t] for n_tok rows. x rows have W->ne[0] floats (stride ldx); y rows stride ldy. */
static void dlgo__matmul(dlgo_ctx *c, const dlgo__w *W, const float *x, int64_t ldx, int n_tok, float *y, int64_t ldy) {
    const int64_t n_in = W->ne[0], n_out = W->ne[1];
    const int vt = dlgo_type_vec_dot_type(W->type);
    const size_t arow = dlgo_row_bytes(vt, n_in);
    for (int t = 0; t < n_tok; t++) dlgo_quantize_row(vt, x + (size_t)t * ldx, c->actq + (size_t)t * arow, n_in);
    /* weight row outer, tokens inner: each weight row is read once per batch */
    for (int64_t o = 0; o < n_out; o++) {
        const uint8_t *wr = W->data + (size_t)o * W->row_bytes;
        for (int t = 0; t < n_tok; t++) y[(size_t)t * ldy + o] = dlgo_vec_dot_ref(W->type, wr, c->actq + (size_t)t * arow, n_in);
    }
}
static void dlgo__add_bias(const dlgo__w *b, float *y, int64_t ldy, int n_tok, int64_t n) {
    if (!b->data) return;
    const float *bb = (const float *)(const void *)b->data;
    for (int t = 0; t < n_tok; t++) for (int64_t i = 0; i < n; i++) y[(size_t)t * ldy + i] += bb[i];
}
static void dlgo__rmsnorm(float *y, const float *x, int64_t n, float eps, const float *w) {
    double s = 0;
    for (int64_t i = 0; i < n; i++) s += (double)x[i] * x[i];
    const float scale = 1.0f / sqrtf((float)(s / n) + eps);
    for (int64_t i = 0; i < n; i++) y[i] = x[i] * scale * (w ? w[i] : 1.0f);
}
static void dlgo__layernorm(float *y, const float *x, int64_t n, float eps, const float *w, const float *b) {
    double s = 0;
    for (int64_t i = 0; i < n; i++) s += x[i];
    const float mean = (float)(s / n);
    double v = 0;
    for (int64_t i = 0; i < n; i++) { float d = x[i] - mean; y[i] = d; v += (double)d * d; }
    const float scale = 1.0f / sqrtf((float)(v / n) + eps);
    for (int64_t i = 0; i < n; i++) y[i] = y[i] * scale * (w ? w[i] : 1.0f) + (b ? b[i] : 0.0f);
}
static void dlgo__norm_rows(const dlgo_model *m, float *y, const float *x, int n_tok, const dlgo__w *w, const dlgo__w *b) {
    const int64_t E = m->n_embd;
    for (int t = 0; t < n_tok; t++) {
        if (m->norm_kind == DLGO__NORM_LAYER)
            dlgo__layernorm(y + t * E, x + t * E, E, m->norm_eps, (const float *)(const void *)w->data, b->data ? (const float *)(const void *)b->data : NULL);
        else dlgo__rmsnorm(y + t * E, x + t * E, E, m->norm_eps, (const float *)(const void *)w->data);
    }
}
static float dlgo__silu(float x) { return x / (1.0f + expf(-x)); }
/* GELU (tanh form) through an f16 round trip, as ggml's CPU backend evaluates it */
static float dlgo__gelu(float x) {
    if (x <= -10.0f) return 0.0f;
    if (x >= 10.0f) return x;
    float xh = dlgo_fp16_to_f32(dlgo_f32_to_fp16(x));
    float y = 0.5f * xh * (1.0f + tanhf(0.7978845608028654f * xh * (1.0f + 0.044715f * xh * xh)));
    return dlgo_fp16_to_f32(dlgo_f32_to_fp16(y));
}

/* Rotate the first n_rot dims of one head vector in place. */
static void dlgo__rope(const dlgo__layer *L, float *v, int pos) {
    if (L->rope_mode == DLGO__ROPE_NONE || L->n_rot == 0) return;
    const int nr = L->n_rot;
    const float theta_scale = powf(L->rope_base, -2.0f / (float)nr);
    float corr[2] = { 0, 0 };
    if (L->ext_factor != 0) {
        float lo = floorf(nr * logf((float)L->n_ctx_orig / (L->beta_fast * 2.0f * 3.14159265358979f)) / (2.0f * logf(L->rope_base)));
        float hi = ceilf(nr * logf((float)L->n_ctx_orig / (L->beta_slow * 2.0f * 3.14159265358979f)) / (2.0f * logf(L->rope_base)));
        corr[0] = lo > 0 ? lo : 0; corr[1] = hi < nr - 1 ? hi : (float)(nr - 1);
    }
    float theta = (float)pos;
    for (int i0 = 0; i0 < nr; i0 += 2) {
        const float ff = L->rope_freqs ? L->rope_freqs[i0 / 2] : 1.0f;
        const float extrap = theta / ff;
        float th = L->freq_scale * extrap, mscale = L->attn_factor;
        if (L->ext_factor != 0) {
            float y = (i0 / 2 - corr[0]) / (corr[1] - corr[0] > 0.001f ? corr[1] - corr[0] : 0.001f);
            float ramp = 1 - (y < 0 ? 0 : y > 1 ? 1 : y);
            float mix = ramp * L->ext_factor;
            th = th * (1 - mix) + extrap * mix;
            mscale *= 1.0f + 0.1f * logf(1.0f / L->freq_scale);
        }
        const float cs = cosf(th) * mscale, sn = sinf(th) * mscale;
        int a, b;
        if (L->rope_mode == DLGO__ROPE_NORM) { a = i0; b = i0 + 1; }
        else { a = i0 / 2; b = i0 / 2 + nr / 2; }
        const float x0 = v[a], x1 = v[b];
        v[a] = x0 * cs - x1 * sn;
        v[b] = x0 * sn + x1 * cs;
        theta *= theta_scale;
    }
}

/* Attention of n_tok query rows (positions p0..) over the cache of layer il. q: [n_tok][n_head*d_k],
   out: [n_tok][n_head*d_v]. */
static void dlgo__attention(dlgo_ctx *c, int il, const float *q, int n_tok, int p0, float *out) {
    const dlgo__layer *L = &c->model->layers[il];
    const int H = L->n_head, Hkv = L->n_head_kv, dk = L->d_k, dv = L->d_v, grp = H / Hkv;
    const uint8_t *K = c->kv + c->k_off[il], *V = c->kv + c->v_off[il];
    float *s = c->scores, *qh16 = c->tmp;
    for (int t = 0; t < n_tok; t++) {
        const int pos = p0 + t;
        const int j0 = L->swa > 0 && pos - L->swa + 1 > 0 ? pos - L->swa + 1 : 0;
        for (int h = 0; h < H; h++) {
            const float *qh = q + (size_t)t * H * dk + (size_t)h * dk;
            const int kvh = h / grp;
            if (c->kv_f16) {   /* llama.cpp rounds Q to f16 for the K·Q product against an f16 cache */
                for (int i = 0; i < dk; i++) qh16[i] = dlgo_fp16_to_f32(dlgo_f32_to_fp16(qh[i]));
                qh = qh16;
            }
            float mx = -INFINITY;
            for (int j = j0; j <= pos; j++) {
                float dot = 0;
                if (c->kv_f16) {
                    const uint16_t *kr = (const uint16_t *)(const void *)(K + (size_t)j * c->kv_row_k) + (size_t)kvh * dk;
                    for (int i = 0; i < dk; i++) dot += qh[i] * dlgo_fp16_to_f32(kr[i]);
                } else {
                    const float *kr = (const float *)(const void *)(K + (size_t)j * c->kv_row_k) + (size_t)kvh * dk;
                    for (int i = 0; i < dk; i++) dot += qh[i] * kr[i];
                }
                float z = dot * L->kq_scale;
                if (L->attn_softcap > 0) z = L->attn_softcap * tanhf(z / L->attn_softcap);
                s[j] = z;
                if (z > mx) mx = z;
            }
            double sum = 0;
            for (int j = j0; j <= pos; j++) { float e = expf(s[j] - mx); s[j] = e; sum += e; }
            const float inv = (float)(1.0 / sum);
            float *o = out + (size_t)t * H * dv + (size_t)h * dv;
            for (int i = 0; i < dv; i++) o[i] = 0;
            for (int j = j0; j <= pos; j++) {
                float pj = s[j] * inv;
                if (c->kv_f16) {
                    pj = dlgo_fp16_to_f32(dlgo_f32_to_fp16(pj));
                    const uint16_t *vr = (const uint16_t *)(const void *)(V + (size_t)j * c->kv_row_v) + (size_t)kvh * dv;
                    for (int i = 0; i < dv; i++) o[i] += pj * dlgo_fp16_to_f32(vr[i]);
                } else {
                    const float *vr = (const float *)(const void *)(V + (size_t)j * c->kv_row_v) + (size_t)kvh * dv;
                    for (int i = 0; i < dv; i++) o[i] += pj * vr[i];
                }
            }
        }
    }
}

static void dlgo__kv_store(dlgo_ctx *c, int il, int pos, const float *k, const float *v, int nk, int nv) {
    uint8_t *K = c->kv + c->k_off[il] + (size_t)pos * c->kv_row_k, *V = c->kv + c->v_off[il] + (size_t)pos * c->kv_row_v;
    if (c->kv_f16) {
        for (int i = 0; i < nk; i++) ((uint16_t *)(void *)K)[i] = dlgo_f32_to_fp16(k[i]);
        for (int i = 0; i < nv; i++) ((uint16_t *)(void *)V)[i] = dlgo_f32_to_fp16(v[i]);
    } else {
        memcpy(K, k, (size_t)nk * sizeof(float));
        memcpy(V, v, (size_t)nv * sizeof(float));
    }
}

/* One batch of n_tok tokens (n_tok <= n_batch) at positions c->n_past ... */
static void dlgo__forward(dlgo_ctx *c, const int32_t *tokens, int n_tok, int want_all_logits) {
    const dlgo_model *m = c->model;
    const int E = m->n_embd, p0 = c->n_past;
    float *x = c->x, *h = c->h;
    /* embeddings: dequantize exactly the needed rows */
    for (int t = 0; t < n_tok; t++) {
        dlgo_dequantize_row(m->tok_embd.type, m->tok_embd.data + (size_t)tokens[t] * m->tok_embd.row_bytes, x + (size_t)t * E, E);
        if (m->emb_scale != 1.0f) for (int i = 0; i < E; i++) x[(size_t)t * E + i] *= m->emb_scale;
    }
    for (int il = 0; il < m->n_layer; il++) {
        const dlgo__layer *L = &m->layers[il];
        const int H = L->n_head, Hkv = L->n_head_kv, dk = L->d_k, dv = L->d_v;
        const int Q = H * dk, K = Hkv * dk, V = Hkv * dv;
        dlgo__norm_rows(m, h, x, n_tok, &L->attn_norm, &L->attn_norm_b);
        /* projections: q into c->q, k|v side by side into c->kvbuf */
        float *q = c->q, *kv = c->kvbuf;
        if (L->wqkv.data) {
            float *qkv = c->ffa;   /* (Q+K+V) per row; ffa is large enough (sized at ctx creation) */
            dlgo__matmul(c, &L->wqkv, h, E, n_tok, qkv, Q + K + V);
            dlgo__add_bias(&L->bqkv, qkv, Q + K + V, n_tok, Q + K + V);
            for (int t = 0; t < n_tok; t++) {
                memcpy(q + (size_t)t * Q, qkv + (size_t)t * (Q + K + V), (size_t)Q * sizeof(float));
                memcpy(kv + (size_t)t * (K + V), qkv + (size_t)t * (Q + K + V) + Q, (size_t)(K + V) * sizeof(float));
            }
        } else {
            dlgo__matmul(c, &L->wq, h, E, n_tok, q, Q);
            dlgo__add_bias(&L->bq, q, Q, n_tok, Q);
            dlgo__matmul(c, &L->wk, h, E, n_tok, kv, K + V);
            dlgo__add_bias(&L->bk, kv, K + V, n_tok, K);
            dlgo__matmul(c, &L->wv, h, E, n_tok, kv + K, K + V);
            dlgo__add_bias(&L->bv, kv + K, K + V, n_tok, V);
        }
        for (int t = 0; t < n_tok; t++) {
            float *qt = q + (size_t)t * Q, *kt = kv + (size_t)t * (K + V);
            for (int hh = 0; hh < H; hh++) {
                if (L->q_norm.data) dlgo__rmsnorm(qt + hh * dk, qt + hh * dk, dk, m->norm_eps, (const float *)(const void *)L->q_norm.data);
                dlgo__rope(L, qt + hh * dk, p0 + t);
            }
            for (int hh = 0; hh < Hkv; hh++) {
                if (L->k_norm.data) dlgo__rmsnorm(kt + hh * dk, kt + hh * dk, dk, m->norm_eps, (const float *)(const void *)L->k_norm.data);
                dlgo__rope(L, kt + hh * dk, p0 + t);
            }
            dlgo__kv_store(c, il, p0 + t, kt, kt + K, K, V);
        }
        dlgo__attention(c, il, q, n_tok, p0, c->att);
        /* output projection into q's buffer (free now) */
        float *o = c->q;
        dlgo__matmul(c, &L->wo, c->att, H * dv, n_tok, o, E);
        dlgo__add_bias(&L->bo, o, E, n_tok, E);
        if (L->post_attn_norm.data)
            for (int t = 0; t < n_tok; t++) dlgo__rmsnorm(o + (size_t)t * E, o + (size_t)t * E, E, m->norm_eps, (const float *)(const void *)L->post_attn_norm.data);
        /* FFN input: the block input norm (parallel) or a fresh norm of the residual */
        const float *fin = h;
        if (!L->parallel) {
            for (size_t i = 0; i < (size_t)n_tok * E; i++) x[i] += o[i];
            dlgo__norm_rows(m, h, x, n_tok, &L->ffn_norm, &L->ffn_norm_b);
        }
        const int F = L->n_ff;
        float *fa = c->ffa, *fb = c->ffb;
        switch (L->ffn_kind) {
        case DLGO__FFN_SWIGLU_FUSED:
            dlgo__matmul(c, &L->up, fin, E, n_tok, fa, 2 * F);
            dlgo__add_bias(&L->up_b, fa, 2 * F, n_tok, 2 * F);
            for (int t = 0; t < n_tok; t++) for (int i = 0; i < F; i++)
                fb[(size_t)t * F + i] = dlgo__silu(fa[(size_t)t * 2 * F + i]) * fa[(size_t)t * 2 * F + F + i];
            break;
        case DLGO__FFN_GELU:
            dlgo__matmul(c, &L->up, fin, E, n_tok, fb, F);
            dlgo__add_bias(&L->up_b, fb, F, n_tok, F);
            for (size_t i = 0; i < (size_t)n_tok * F; i++) fb[i] = dlgo__gelu(fb[i]);
            break;
        default:
            dlgo__matmul(c, &L->gate, fin, E, n_tok, fa, F);
            dlgo__add_bias(&L->gate_b, fa, F, n_tok, F);
            dlgo__matmul(c, &L->up, fin, E, n_tok, fb, F);
            dlgo__add_bias(&L->up_b, fb, F, n_tok, F);
            for (size_t i = 0; i < (size_t)n_tok * F; i++)
                fb[i] *= L->ffn_kind == DLGO__FFN_GEGLU ? dlgo__gelu(fa[i]) : dlgo__silu(fa[i]);
        }
        float *f = c->h;   /* the FFN input is consumed: reuse h for its output */
        dlgo__matmul(c, &L->down, fb, F, n_tok, f, E);
        dlgo__add_bias(&L->down_b, f, E, n_tok, E);
        if (L->post_ffw_norm.data)
            for (int t = 0; t < n_tok; t++) dlgo__rmsnorm(f + (size_t)t * E, f + (size_t)t * E, E, m->norm_eps, (const float *)(const void *)L->post_ffw_norm.data);
        if (L->parallel) for (size_t i = 0; i < (size_t)n_tok * E; i++) x[i] += o[i] + f[i];
        else for (size_t i = 0; i < (size_t)n_tok * E; i++) x[i] += f[i];
    }
    /* logits for the requested rows */
    const int first = want_all_logits ? 0 : n_tok - 1, nl = n_tok - first;
    dlgo__norm_rows(m, h, x + (size_t)first * E, nl, &m->output_norm, &m->output_norm_b);
    dlgo__matmul(c, &m->output, h, E, nl, c->logits, m->n_vocab);
    dlgo__add_bias(&m->output_b, c->logits, m->n_vocab, nl, m->n_vocab);
    if (m->final_softcap > 0)
        for (size_t i = 0; i < (size_t)nl * m->n_vocab; i++) c->logits[i] = m->final_softcap * tanhf(c->logits[i] / m->final_softcap);
    c->n_logits = nl;
}

/* ==========================================================================================================
   >>public — model and context API
   ========================================================================================================== */

static dlgo_result dlgo__model_init(dlgo_model *m, dlgo_error *err) {
    dlgo_result r = dlgo__model_resolve(m, err);
    if (r != DLGO_OK) return r;
    /* >>model-init-hooks */
    return DLGO_OK;
}
static dlgo_result dlgo__model_new(const dlgo_model_desc *desc, dlgo_model **out, dlgo_error *err) {
    const dlgo_allocator *a = dlgo__alloc_or_default(desc ? desc->allocator : NULL);
    if (!out) return dlgo__err(err, DLGO_ERR_INVALID_ARG, "model: out is NULL");
    *out = NULL;
    dlgo_model *m = (dlgo_model *)dlgo__calloc(a, 1, sizeof *m);
    if (!m) return dlgo__err(err, DLGO_ERR_OOM, "model: out of memory");
    m->alloc = *a;
    if (desc) { m->log = desc->log; m->log_user = desc->log_user; }
    *out = m;
    return DLGO_OK;
}
static dlgo_result dlgo__model_finish(dlgo_model *m, const dlgo_model_desc *desc, dlgo_model **out, dlgo_error *err) {
    dlgo_result r;
    if (desc && desc->progress && desc->progress(0.0f, desc->progress_user)) r = dlgo__err(err, DLGO_ERR_CANCELLED, "model: loading cancelled");
    else r = dlgo__model_init(m, err);
    /* touch the weights so the progress bar reflects the real cost of paging a mapped file in */
    if (r == DLGO_OK && desc && desc->progress) {
        uint64_t done = 0, total = m->size_bytes ? m->size_bytes : 1;
        volatile uint8_t sink = 0;
        for (int64_t i = 0; r == DLGO_OK && i < dlgo_gguf_n_tensors(m->gguf); i++) {
            const dlgo_tensor_info *t = dlgo_gguf_tensor(m->gguf, i);
            for (uint64_t k = 0; k < t->size; k += 4096) sink ^= ((const uint8_t *)t->data)[k];
            done += t->size;
            if (desc->progress((float)((double)done / (double)total), desc->progress_user))
                r = dlgo__err(err, DLGO_ERR_CANCELLED, "model: loading cancelled");
        }
        (void)sink;
    }
    if (r != DLGO_OK) { dlgo_model_free(m); *out = NULL; return r; }
    dlgo__log(m, DLGO_LOG_INFO, "loaded %s model '%s': %d layers, %d embd, %d vocab, %.1f MB", m->arch_name, m->name,
              m->n_layer, m->n_embd, m->n_vocab, (double)m->size_bytes / 1e6);
    return DLGO_OK;
}
#ifndef DLGO_NO_STDIO
DLGO_API dlgo_result dlgo_model_load_file(const char *path, const dlgo_model_desc *desc, dlgo_model **out, dlgo_error *err) {
    dlgo_error local; if (!err) err = &local;
    dlgo_result r = dlgo__model_new(desc, out, err);
    if (r != DLGO_OK) return r;
    dlgo_model *m = *out;
    dlgo_gguf_desc gd; memset(&gd, 0, sizeof gd); gd.allocator = &m->alloc;
    r = dlgo_gguf_open_file(path, &gd, &m->gguf, err);
    if (r != DLGO_OK) { dlgo_model_free(m); *out = NULL; return r; }
    return dlgo__model_finish(m, desc, out, err);
}
#endif
DLGO_API dlgo_result dlgo_model_load_memory(const void *data, size_t size, const dlgo_model_desc *desc, dlgo_model **out, dlgo_error *err) {
    dlgo_error local; if (!err) err = &local;
    dlgo_result r = dlgo__model_new(desc, out, err);
    if (r != DLGO_OK) return r;
    dlgo_model *m = *out;
    dlgo_gguf_desc gd; memset(&gd, 0, sizeof gd); gd.allocator = &m->alloc;
    r = dlgo_gguf_open_memory(data, size, &gd, &m->gguf, err);
    if (r != DLGO_OK) { dlgo_model_free(m); *out = NULL; return r; }
    return dlgo__model_finish(m, desc, out, err);
}
DLGO_API void dlgo_model_free(dlgo_model *m) {
    if (!m) return;
    /* >>model-free-hooks */
    dlgo__free(&m->alloc, m->layers);
    dlgo__free(&m->alloc, m->chat_template);
    dlgo_gguf_close(m->gguf);
    dlgo_allocator a = m->alloc;
    dlgo__free(&a, m);
}
DLGO_API const dlgo_gguf *dlgo_model_gguf(const dlgo_model *m) { return m ? m->gguf : NULL; }
DLGO_API void dlgo_model_get_info(const dlgo_model *m, dlgo_model_info *info) {
    if (!info) return;
    memset(info, 0, sizeof *info);
    if (!m) return;
    info->arch = m->arch_name; info->name = m->name;
    info->n_vocab = m->n_vocab; info->n_embd = m->n_embd; info->n_layer = m->n_layer;
    info->n_head = m->layers[0].n_head; info->n_head_kv = m->layers[0].n_head_kv; info->n_ctx_train = m->n_ctx_train;
    info->n_params = m->n_params; info->size_bytes = m->size_bytes;
}

DLGO_API dlgo_result dlgo_ctx_create(const dlgo_model *m, const dlgo_ctx_desc *desc, dlgo_ctx **out, dlgo_error *err) {
    if (!m || !out) return dlgo__err(err, DLGO_ERR_INVALID_ARG, "ctx: NULL model or out");
    *out = NULL;
    dlgo_ctx_desc d; memset(&d, 0, sizeof d);
    if (desc) d = *desc;
    if (d.n_ctx <= 0) d.n_ctx = m->n_ctx_train < 4096 ? m->n_ctx_train : 4096;
    if (d.n_batch <= 0) d.n_batch = 512;
    if (d.n_batch > d.n_ctx) d.n_batch = d.n_ctx;
    if (d.n_ctx > (1 << 24)) return dlgo__err(err, DLGO_ERR_INVALID_ARG, "ctx: n_ctx %d is too large", d.n_ctx);
    dlgo_ctx *c = (dlgo_ctx *)dlgo__calloc(&m->alloc, 1, sizeof *c);
    if (!c) return dlgo__err(err, DLGO_ERR_OOM, "ctx: out of memory");
    c->model = m; c->alloc = m->alloc;
    c->n_ctx = d.n_ctx; c->n_batch = d.n_batch; c->kv_f16 = d.kv_type != DLGO_KV_F32; c->logits_all = d.logits_all;
    c->n_threads = d.n_threads > 0 ? d.n_threads : 1;
    const size_t es = c->kv_f16 ? 2 : 4;
    size_t kv_total = 0;
    c->k_off = (size_t *)dlgo__calloc(&c->alloc, (size_t)m->n_layer, sizeof(size_t));
    c->v_off = (size_t *)dlgo__calloc(&c->alloc, (size_t)m->n_layer, sizeof(size_t));
    if (!c->k_off || !c->v_off) { dlgo_ctx_free(c); return dlgo__err(err, DLGO_ERR_OOM, "ctx: out of memory"); }
    /* the per-position row size is the largest over layers, so every layer shares one stride */
    size_t rk = 0, rv = 0;
    for (int il = 0; il < m->n_layer; il++) {
        const dlgo__layer *L = &m->layers[il];
        if ((size_t)L->n_head_kv * L->d_k * es > rk) rk = (size_t)L->n_head_kv * L->d_k * es;
        if ((size_t)L->n_head_kv * L->d_v * es > rv) rv = (size_t)L->n_head_kv * L->d_v * es;
    }
    c->kv_row_k = rk; c->kv_row_v = rv;
    for (int il = 0; il < m->n_layer; il++) {
        c->k_off[il] = kv_total; kv_total += rk * (size_t)c->n_ctx;
        c->v_off[il] = kv_total; kv_total += rv * (size_t)c->n_ctx;
    }
    const size_t B = (size_t)c->n_batch, E = (size_t)m->n_embd;
    size_t ffa = (size_t)2 * m->max_ff; if ((size_t)m->max_q + m->max_kv > ffa) ffa = (size_t)m->max_q + m->max_kv;
    size_t maxrow = 0;
    for (int t = 0; t < DLGO_TYPE_COUNT; t++) if (dlgo_type_valid(t) && dlgo_type_block_size(t) > 0) {
        int64_t n = ((int64_t)m->max_in + 255) / 256 * 256;
        size_t rb = dlgo_row_bytes(t, n);
        if (rb > maxrow) maxrow = rb;
    }
    c->actq_row = maxrow;
    const int32_t n_logit_rows = c->logits_all ? c->n_batch : 1;
    c->kv = (uint8_t *)dlgo__malloc(&c->alloc, kv_total);
    c->x = (float *)dlgo__malloc(&c->alloc, B * E * sizeof(float));
    c->h = (float *)dlgo__malloc(&c->alloc, B * (E > (size_t)m->max_q ? E : (size_t)m->max_q) * sizeof(float));
    c->q = (float *)dlgo__malloc(&c->alloc, B * ((size_t)m->max_q > E ? (size_t)m->max_q : E) * sizeof(float));
    c->kvbuf = (float *)dlgo__malloc(&c->alloc, B * (size_t)m->max_kv * sizeof(float));
    c->att = (float *)dlgo__malloc(&c->alloc, B * (size_t)m->max_q * sizeof(float));
    c->ffa = (float *)dlgo__malloc(&c->alloc, B * ffa * sizeof(float));
    c->ffb = (float *)dlgo__malloc(&c->alloc, B * (size_t)m->max_ff * sizeof(float));
    c->scores = (float *)dlgo__malloc(&c->alloc, (size_t)c->n_ctx * sizeof(float));
    c->tmp = (float *)dlgo__malloc(&c->alloc, 4096 * sizeof(float));
    c->logits = (float *)dlgo__malloc(&c->alloc, (size_t)n_logit_rows * (size_t)m->n_vocab * sizeof(float));
    c->actq = (uint8_t *)dlgo__malloc(&c->alloc, B * maxrow);
    c->tokens = (int32_t *)dlgo__malloc(&c->alloc, (size_t)c->n_ctx * sizeof(int32_t));
    if (!c->kv || !c->x || !c->h || !c->q || !c->kvbuf || !c->att || !c->ffa || !c->ffb || !c->scores || !c->tmp ||
        !c->logits || !c->actq || !c->tokens) {
        dlgo_ctx_free(c);
        return dlgo__err(err, DLGO_ERR_OOM, "ctx: out of memory for a %d-token context (KV cache %.1f MB)", d.n_ctx, (double)kv_total / 1e6);
    }
    *out = c;
    return DLGO_OK;
}
DLGO_API void dlgo_ctx_free(dlgo_ctx *c) {
    if (!c) return;
    void *bufs[] = { c->kv, c->x, c->h, c->q, c->kvbuf, c->att, c->ffa, c->ffb, c->scores, c->tmp, c->logits, c->actq,
                     c->tokens, c->k_off, c->v_off };
    for (size_t i = 0; i < sizeof bufs / sizeof bufs[0]; i++) dlgo__free(&c->alloc, bufs[i]);
    dlgo_allocator a = c->alloc;
    dlgo__free(&a, c);
}
DLGO_API dlgo_result dlgo_ctx_eval(dlgo_ctx *c, const int32_t *tokens, int32_t n, dlgo_error *err) {
    dlgo_error local; if (!err) err = &local;
    if (!c || (!tokens && n > 0) || n < 0) return dlgo__err(err, DLGO_ERR_INVALID_ARG, "eval: NULL context/tokens or negative count");
    dlgo_result r = DLGO_OK;
    if (n == 0) r = dlgo__err(err, DLGO_ERR_INVALID_ARG, "eval: empty batch");
    else if (n > c->n_ctx - c->n_past)
        r = dlgo__err(err, DLGO_ERR_CONTEXT_FULL, "eval: %d tokens do not fit: %d of %d context positions are used", n, c->n_past, c->n_ctx);
    for (int32_t i = 0; r == DLGO_OK && i < n; i++)
        if (tokens[i] < 0 || tokens[i] >= c->model->n_vocab)
            r = dlgo__err(err, DLGO_ERR_INVALID_ARG, "eval: token %d at index %d is outside the vocabulary (0..%d)", tokens[i], i, c->model->n_vocab - 1);
    if (r != DLGO_OK) { memcpy(c->errmsg, err->msg, sizeof c->errmsg); return r; }
    /* inputs longer than n_batch run as several passes; with logits_all only the last pass's rows are kept */
    for (int32_t done = 0; done < n;) {
        int32_t k = n - done < c->n_batch ? n - done : c->n_batch;
        dlgo__forward(c, tokens + done, k, c->logits_all);
        memcpy(c->tokens + c->n_past, tokens + done, (size_t)k * sizeof(int32_t));
        c->n_past += k; done += k;
    }
    return DLGO_OK;
}
DLGO_API const float *dlgo_ctx_logits(const dlgo_ctx *c, int32_t i) {
    if (!c || c->n_logits == 0) return NULL;
    if (i < 0) i = c->n_logits - 1;
    if (i >= c->n_logits) return NULL;
    return c->logits + (size_t)i * c->model->n_vocab;
}
DLGO_API int32_t dlgo_ctx_n_past(const dlgo_ctx *c) { return c ? c->n_past : 0; }
DLGO_API int32_t dlgo_ctx_n_ctx(const dlgo_ctx *c) { return c ? c->n_ctx : 0; }
DLGO_API void dlgo_ctx_truncate(dlgo_ctx *c, int32_t n_keep) {
    if (!c) return;
    if (n_keep < 0) n_keep = 0;
    if (n_keep < c->n_past) c->n_past = n_keep;
    c->n_logits = 0;
}
DLGO_API const char *dlgo_ctx_last_error(const dlgo_ctx *c) { return c ? c->errmsg : "no context"; }
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
