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

/* A host's parallel-for: see dlgo_ctx_desc.parallel_for. */
typedef void (*dlgo_parallel_for_fn)(void (*task)(void *task_arg, int i), void *task_arg, int n, void *user);

typedef enum dlgo_kv_type { DLGO_KV_DEFAULT = 0, DLGO_KV_F16 = 1, DLGO_KV_F32 = 2 } dlgo_kv_type;

typedef struct dlgo_ctx_desc {               /* zero = default */
    int32_t      n_ctx;        /* context length in tokens (default: min(model's training context, 4096)) */
    int32_t      n_batch;      /* most tokens evaluated in one pass (default 512; longer inputs are split) */
    dlgo_kv_type kv_type;      /* default F16, as llama.cpp */
    int32_t      n_threads;    /* worker threads for this context (0 = 1: no threads unless asked) */
    int          logits_all;   /* keep logits of every position of a batch, not only the last */
    /* Host job system instead of dlgo's own threads: run task(task_arg, i) for every i in [0, n) (in parallel
       if it likes) and return when all are done. n = n_threads (4 when n_threads <= 1). NULL = dlgo's pool. */
    dlgo_parallel_for_fn parallel_for;
    void        *parallel_for_user;
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

/* >>api-vulkan-begin (owned by the GPU work) */
/* >>api-vulkan-end */

/* >>api-audio-begin (owned by the speech work) */
/* >>api-audio-end */

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
        const int8_t *q8 = y[i].qs;
        int sumi = 0;
        for (int j = 0; j < 64; j += 32)
            for (int l = 0; l < 4; l++)
                for (int m = 0; m < 32; m++) sumi += (((x[i].qs[j + m] >> (2 * l)) & 3) - 1) * *q8++;
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

/* weight-type quantizers not (yet) implemented */
#define DLGO__QNT_Q4_0 NULL
#define DLGO__QNT_Q4_1 NULL
#define DLGO__QNT_Q5_0 NULL
#define DLGO__QNT_Q5_1 NULL
#define DLGO__QNT_TQ1_0 NULL
#define DLGO__QNT_TQ2_0 NULL
#define DLGO__QNT_MXFP4 NULL
#define DLGO__QNT_NVFP4 NULL
#define DLGO__QNT_Q1_0 NULL
#define DLGO__QNT_Q2_0 NULL

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
    { "q4_0",    32,  18,  DLGO_TYPE_Q8_0, dlgo__deq_q4_0,    DLGO__QNT_Q4_0, dlgo__dot_q4_0 },
    { "q4_1",    32,  20,  DLGO_TYPE_Q8_1, dlgo__deq_q4_1,    DLGO__QNT_Q4_1, dlgo__dot_q4_1 },
    { NULL,      0,   0,   -1,             NULL,              NULL,           NULL },            /* q4_2, removed */
    { NULL,      0,   0,   -1,             NULL,              NULL,           NULL },            /* q4_3, removed */
    { "q5_0",    32,  22,  DLGO_TYPE_Q8_0, dlgo__deq_q5_0,    DLGO__QNT_Q5_0, dlgo__dot_q5_0 },
    { "q5_1",    32,  24,  DLGO_TYPE_Q8_1, dlgo__deq_q5_1,    DLGO__QNT_Q5_1, dlgo__dot_q5_1 },
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
    { "tq1_0",   256, 54,  DLGO_TYPE_Q8_K, dlgo__deq_tq1_0,   DLGO__QNT_TQ1_0, dlgo__dot_tq1_0 },
    { "tq2_0",   256, 66,  DLGO_TYPE_Q8_K, dlgo__deq_tq2_0,   DLGO__QNT_TQ2_0, dlgo__dot_tq2_0 },
    { NULL,      0,   0,   -1,             NULL,              NULL,           NULL },            /* iq4_nl_4_4, removed */
    { NULL,      0,   0,   -1,             NULL,              NULL,           NULL },            /* iq4_nl_4_8, removed */
    { NULL,      0,   0,   -1,             NULL,              NULL,           NULL },            /* iq4_nl_8_8, removed */
    { "mxfp4",   32,  17,  DLGO_TYPE_Q8_0, dlgo__deq_mxfp4,   DLGO__QNT_MXFP4, dlgo__dot_mxfp4 },
    { "nvfp4",   64,  36,  DLGO_TYPE_Q8_0, dlgo__deq_nvfp4,   DLGO__QNT_NVFP4, dlgo__dot_nvfp4 },
    { "q1_0",    128, 18,  DLGO_TYPE_Q8_0, dlgo__deq_q1_0,    DLGO__QNT_Q1_0, dlgo__dot_q1_0 },
    { "q2_0",    64,  18,  DLGO_TYPE_Q8_0, dlgo__deq_q2_0,    DLGO__QNT_Q2_0, dlgo__dot_q2_0 },
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

/* >>simd-begin (SIMD kernels: owned by the CPU-speed work) */
/* ==========================================================================================================
   >>simd — SIMD dot-product kernels (AVX2/FMA/F16C, AVX-VNNI, NEON) with the scalar reference as fallback

   Every kernel computes, for one weight row and up to DLGO__NT activation rows (tokens) at once, the same
   integer sums as the reference dot product in >>quant; only the float accumulation order differs (as in
   llama.cpp's SIMD paths). Doing several tokens per pass loads and unpacks each weight block once for all of
   them — that is the prefill GEMM. Kernels are chosen from compiler flags; DLGO_NO_SIMD keeps only the
   scalar reference. dlgo__vec_dot(type, w, act, n) is the one-row entry point for other sections.
   ========================================================================================================== */
#define DLGO__NT 4   /* tokens per kernel call */
/* out[t] = w · act[t] for t < nt; activation rows are arow bytes apart; nt in 1..DLGO__NT */
typedef void (*dlgo__dotn_fn)(const void *w, const uint8_t *act, size_t arow, int nt, int64_t n, float *out);

#if defined(_MSC_VER)
#  define DLGO__FORCEINLINE static __forceinline
#else
#  define DLGO__FORCEINLINE static inline __attribute__((always_inline))
#endif

/* token loops have a constant trip count: unrolled, each token's accumulators live in registers */
#if defined(__clang__)
#  define DLGO__UNROLL _Pragma("unroll")
#elif defined(__GNUC__) && __GNUC__ >= 8
#  define DLGO__UNROLL _Pragma("GCC unroll 4")
#else
#  define DLGO__UNROLL
#endif

#if !defined(DLGO_NO_SIMD) && defined(__AVX2__) && defined(__FMA__) && defined(__F16C__)
#  define DLGO__AVX2 1
#  include <immintrin.h>
#elif !defined(DLGO_NO_SIMD) && defined(__ARM_NEON) && defined(__aarch64__)
#  define DLGO__NEON 1
#  include <arm_neon.h>
#endif

/* Kernel bodies take nt as a constant; this expands the 1..4 variants so the compiler keeps each
   token's accumulator in registers. */
#define DLGO__DOTN_WRAP(name)                                                                               \
    static void name(const void *w, const uint8_t *act, size_t arow, int nt, int64_t n, float *out) {       \
        switch (nt) {                                                                                       \
        case 4: name##_k(w, act, arow, n, out, 4); break;                                                   \
        case 3: name##_k(w, act, arow, n, out, 3); break;                                                   \
        case 2: name##_k(w, act, arow, n, out, 2); break;                                                   \
        default: name##_k(w, act, arow, n, out, 1); break;                                                  \
        }                                                                                                   \
    }

#if defined(DLGO__AVX2)
DLGO__FORCEINLINE float dlgo__hsum8(__m256 v) {
    __m128 s = _mm_add_ps(_mm256_castps256_ps128(v), _mm256_extractf128_ps(v, 1));
    s = _mm_add_ps(s, _mm_movehl_ps(s, s));
    s = _mm_add_ss(s, _mm_movehdup_ps(s));
    return _mm_cvtss_f32(s);
}
DLGO__FORCEINLINE float dlgo__h2f_x(const uint8_t *p) {   /* one f16 via F16C */
    uint16_t u; memcpy(&u, p, 2);
    return _mm_cvtss_f32(_mm_cvtph_ps(_mm_cvtsi32_si128(u)));
}
DLGO__FORCEINLINE float dlgo__f32_x(const uint8_t *p) { float f; memcpy(&f, p, 4); return f; }
DLGO__FORCEINLINE __m256i dlgo__nibbles(const uint8_t *qs) {   /* 16 bytes -> 32: low nibbles, then high */
    const __m128i q = _mm_loadu_si128((const __m128i *)(const void *)qs), m = _mm_set1_epi8(15);
    return _mm256_inserti128_si256(_mm256_castsi128_si256(_mm_and_si128(q, m)), _mm_and_si128(_mm_srli_epi16(q, 4), m), 1);
}
/* byte j = 0xff where bit j of the 32-bit mask is set */
DLGO__FORCEINLINE __m256i dlgo__bits32(uint32_t bits) {
    const __m256i shuf = _mm256_setr_epi8(0,0,0,0,0,0,0,0, 1,1,1,1,1,1,1,1, 2,2,2,2,2,2,2,2, 3,3,3,3,3,3,3,3);
    const __m256i sel = _mm256_set1_epi64x((long long)0x8040201008040201ULL);
    const __m256i b = _mm256_shuffle_epi8(_mm256_set1_epi32((int)bits), shuf);
    return _mm256_cmpeq_epi8(_mm256_and_si256(b, sel), sel);
}
/* Σ of unsigned a · signed b over each 4 bytes, as int32 (VNNI: one instruction; a·b pairs never saturate
   int16 for the operand ranges used here: |a| <= 128, |b| <= 127) */
#if defined(__AVX512VNNI__) && defined(__AVX512VL__)
#  define DLGO__DPBUSD(acc, a, b) _mm256_dpbusd_epi32((acc), (a), (b))
#elif defined(__AVXVNNI__)
#  define DLGO__DPBUSD(acc, a, b) _mm256_dpbusd_avx_epi32((acc), (a), (b))
#else
#  define DLGO__DPBUSD(acc, a, b) _mm256_add_epi32((acc), _mm256_madd_epi16(_mm256_maddubs_epi16((a), (b)), _mm256_set1_epi16(1)))
#endif
DLGO__FORCEINLINE __m256i dlgo__load32(const void *p) { return _mm256_loadu_si256((const __m256i *)p); }

/* ---- 32-element blocks against q8_0 / q8_1 --------------------------------------------------------------- */
/* signed weights: |w| · sign(q8, w) keeps maddubs' unsigned × signed form */
DLGO__FORCEINLINE void dlgo__simd_q4_0_k(const void *vw, const uint8_t *act, size_t arow, int64_t n, float *out, const int nt) {
    const dlgo__block_q4_0 *x = (const dlgo__block_q4_0 *)vw;
    __m256 acc[DLGO__NT];
    DLGO__UNROLL for (int t = 0; t < nt; t++) acc[t] = _mm256_setzero_ps();
    for (int64_t i = 0; i < n / 32; i++) {
        const __m256i w = _mm256_sub_epi8(dlgo__nibbles(x[i].qs), _mm256_set1_epi8(8));
        const __m256i aw = _mm256_sign_epi8(w, w);
        const float dw = dlgo__h2f_x(x[i].d);
        DLGO__UNROLL for (int t = 0; t < nt; t++) {
            const dlgo__block_q8_0 *y = (const dlgo__block_q8_0 *)(const void *)(act + (size_t)t * arow) + i;
            const __m256i s = DLGO__DPBUSD(_mm256_setzero_si256(), aw, _mm256_sign_epi8(dlgo__load32(y->qs), w));
            acc[t] = _mm256_fmadd_ps(_mm256_set1_ps(dw * dlgo__h2f_x(y->d)), _mm256_cvtepi32_ps(s), acc[t]);
        }
    }
    DLGO__UNROLL for (int t = 0; t < nt; t++) out[t] = dlgo__hsum8(acc[t]);
}
DLGO__DOTN_WRAP(dlgo__simd_q4_0)

DLGO__FORCEINLINE void dlgo__simd_q8_0_k(const void *vw, const uint8_t *act, size_t arow, int64_t n, float *out, const int nt) {
    const dlgo__block_q8_0 *x = (const dlgo__block_q8_0 *)vw;
    __m256 acc[DLGO__NT];
    DLGO__UNROLL for (int t = 0; t < nt; t++) acc[t] = _mm256_setzero_ps();
    for (int64_t i = 0; i < n / 32; i++) {
        const __m256i w = dlgo__load32(x[i].qs);
        const __m256i aw = _mm256_sign_epi8(w, w);
        const float dw = dlgo__h2f_x(x[i].d);
        DLGO__UNROLL for (int t = 0; t < nt; t++) {
            const dlgo__block_q8_0 *y = (const dlgo__block_q8_0 *)(const void *)(act + (size_t)t * arow) + i;
            const __m256i s = DLGO__DPBUSD(_mm256_setzero_si256(), aw, _mm256_sign_epi8(dlgo__load32(y->qs), w));
            acc[t] = _mm256_fmadd_ps(_mm256_set1_ps(dw * dlgo__h2f_x(y->d)), _mm256_cvtepi32_ps(s), acc[t]);
        }
    }
    DLGO__UNROLL for (int t = 0; t < nt; t++) out[t] = dlgo__hsum8(acc[t]);
}
DLGO__DOTN_WRAP(dlgo__simd_q8_0)

DLGO__FORCEINLINE void dlgo__simd_iq4_nl_k(const void *vw, const uint8_t *act, size_t arow, int64_t n, float *out, const int nt) {
    const dlgo__block_iq4_nl *x = (const dlgo__block_iq4_nl *)vw;
    const __m256i lut = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(const void *)dlgo__kvalues_iq4nl));
    __m256 acc[DLGO__NT];
    DLGO__UNROLL for (int t = 0; t < nt; t++) acc[t] = _mm256_setzero_ps();
    for (int64_t i = 0; i < n / 32; i++) {
        const __m256i w = _mm256_shuffle_epi8(lut, dlgo__nibbles(x[i].qs));
        const __m256i aw = _mm256_sign_epi8(w, w);
        const float dw = dlgo__h2f_x(x[i].d);
        DLGO__UNROLL for (int t = 0; t < nt; t++) {
            const dlgo__block_q8_0 *y = (const dlgo__block_q8_0 *)(const void *)(act + (size_t)t * arow) + i;
            const __m256i s = DLGO__DPBUSD(_mm256_setzero_si256(), aw, _mm256_sign_epi8(dlgo__load32(y->qs), w));
            acc[t] = _mm256_fmadd_ps(_mm256_set1_ps(dw * dlgo__h2f_x(y->d)), _mm256_cvtepi32_ps(s), acc[t]);
        }
    }
    DLGO__UNROLL for (int t = 0; t < nt; t++) out[t] = dlgo__hsum8(acc[t]);
}
DLGO__DOTN_WRAP(dlgo__simd_iq4_nl)

/* q5_0: the 5th bit clear means code - 16, i.e. the byte 0xf0 | nibble read as int8 */
DLGO__FORCEINLINE void dlgo__simd_q5_0_k(const void *vw, const uint8_t *act, size_t arow, int64_t n, float *out, const int nt) {
    const dlgo__block_q5_0 *x = (const dlgo__block_q5_0 *)vw;
    __m256 acc[DLGO__NT];
    DLGO__UNROLL for (int t = 0; t < nt; t++) acc[t] = _mm256_setzero_ps();
    for (int64_t i = 0; i < n / 32; i++) {
        const __m256i hi = _mm256_andnot_si256(dlgo__bits32(dlgo__rd32(x[i].qh)), _mm256_set1_epi8((char)0xf0));
        const __m256i w = _mm256_or_si256(dlgo__nibbles(x[i].qs), hi);
        const __m256i aw = _mm256_sign_epi8(w, w);
        const float dw = dlgo__h2f_x(x[i].d);
        DLGO__UNROLL for (int t = 0; t < nt; t++) {
            const dlgo__block_q8_0 *y = (const dlgo__block_q8_0 *)(const void *)(act + (size_t)t * arow) + i;
            const __m256i s = DLGO__DPBUSD(_mm256_setzero_si256(), aw, _mm256_sign_epi8(dlgo__load32(y->qs), w));
            acc[t] = _mm256_fmadd_ps(_mm256_set1_ps(dw * dlgo__h2f_x(y->d)), _mm256_cvtepi32_ps(s), acc[t]);
        }
    }
    DLGO__UNROLL for (int t = 0; t < nt; t++) out[t] = dlgo__hsum8(acc[t]);
}
DLGO__DOTN_WRAP(dlgo__simd_q5_0)

/* q4_1 / q5_1: unsigned codes; the min term uses q8_1's s = d·Σq */
DLGO__FORCEINLINE void dlgo__simd_q4_1_k(const void *vw, const uint8_t *act, size_t arow, int64_t n, float *out, const int nt) {
    const dlgo__block_q4_1 *x = (const dlgo__block_q4_1 *)vw;
    __m256 acc[DLGO__NT];
    float summ[DLGO__NT];
    DLGO__UNROLL for (int t = 0; t < nt; t++) { acc[t] = _mm256_setzero_ps(); summ[t] = 0; }
    for (int64_t i = 0; i < n / 32; i++) {
        const __m256i w = dlgo__nibbles(x[i].qs);
        const float dw = dlgo__h2f_x(x[i].d), mw = dlgo__h2f_x(x[i].m);
        DLGO__UNROLL for (int t = 0; t < nt; t++) {
            const dlgo__block_q8_1 *y = (const dlgo__block_q8_1 *)(const void *)(act + (size_t)t * arow) + i;
            const __m256i s = DLGO__DPBUSD(_mm256_setzero_si256(), w, dlgo__load32(y->qs));
            acc[t] = _mm256_fmadd_ps(_mm256_set1_ps(dw * dlgo__h2f_x(y->d)), _mm256_cvtepi32_ps(s), acc[t]);
            summ[t] += mw * dlgo__h2f_x(y->s);
        }
    }
    DLGO__UNROLL for (int t = 0; t < nt; t++) out[t] = dlgo__hsum8(acc[t]) + summ[t];
}
DLGO__DOTN_WRAP(dlgo__simd_q4_1)

DLGO__FORCEINLINE void dlgo__simd_q5_1_k(const void *vw, const uint8_t *act, size_t arow, int64_t n, float *out, const int nt) {
    const dlgo__block_q5_1 *x = (const dlgo__block_q5_1 *)vw;
    __m256 acc[DLGO__NT];
    float summ[DLGO__NT];
    DLGO__UNROLL for (int t = 0; t < nt; t++) { acc[t] = _mm256_setzero_ps(); summ[t] = 0; }
    for (int64_t i = 0; i < n / 32; i++) {
        const __m256i hi = _mm256_and_si256(dlgo__bits32(dlgo__rd32(x[i].qh)), _mm256_set1_epi8(16));
        const __m256i w = _mm256_or_si256(dlgo__nibbles(x[i].qs), hi);
        const float dw = dlgo__h2f_x(x[i].d), mw = dlgo__h2f_x(x[i].m);
        DLGO__UNROLL for (int t = 0; t < nt; t++) {
            const dlgo__block_q8_1 *y = (const dlgo__block_q8_1 *)(const void *)(act + (size_t)t * arow) + i;
            const __m256i s = DLGO__DPBUSD(_mm256_setzero_si256(), w, dlgo__load32(y->qs));
            acc[t] = _mm256_fmadd_ps(_mm256_set1_ps(dw * dlgo__h2f_x(y->d)), _mm256_cvtepi32_ps(s), acc[t]);
            summ[t] += mw * dlgo__h2f_x(y->s);
        }
    }
    DLGO__UNROLL for (int t = 0; t < nt; t++) out[t] = dlgo__hsum8(acc[t]) + summ[t];
}
DLGO__DOTN_WRAP(dlgo__simd_q5_1)

/* ---- 256-element k-quants against q8_K ------------------------------------------------------------------ */
/* the 8 6-bit scales and 8 6-bit mins of q4_K/q5_K, unpacked to bytes */
DLGO__FORCEINLINE void dlgo__k4_scales(const uint8_t *s, uint8_t sc[8], uint8_t mn[8]) {
    uint32_t u[3], a, b, c2, d2;
    memcpy(u, s, 12);
    a = u[0] & 0x3f3f3f3fu;                                               /* scales 0..3 */
    b = (u[2] & 0x0f0f0f0fu) | (((u[0] >> 6) & 0x03030303u) << 4);       /* scales 4..7 */
    c2 = u[1] & 0x3f3f3f3fu;                                              /* mins 0..3 */
    d2 = ((u[2] >> 4) & 0x0f0f0f0fu) | (((u[1] >> 6) & 0x03030303u) << 4); /* mins 4..7 */
    memcpy(sc, &a, 4); memcpy(sc + 4, &b, 4); memcpy(mn, &c2, 4); memcpy(mn + 4, &d2, 4);
}
/* two 16-bit copies of scale a in the low lane and of b in the high lane: one madd applies both */
DLGO__FORCEINLINE __m256i dlgo__sc2(int a, int b) {
    return _mm256_inserti128_si256(_mm256_castsi128_si256(_mm_set1_epi16((short)a)), _mm_set1_epi16((short)b), 1);
}

DLGO__FORCEINLINE void dlgo__simd_q4_K_k(const void *vw, const uint8_t *act, size_t arow, int64_t n, float *out, const int nt) {
    const dlgo__block_q4_K *x = (const dlgo__block_q4_K *)vw;
    const __m256i m4 = _mm256_set1_epi8(15);
    __m256 acc[DLGO__NT], accm[DLGO__NT];
    DLGO__UNROLL for (int t = 0; t < nt; t++) { acc[t] = _mm256_setzero_ps(); accm[t] = _mm256_setzero_ps(); }
    for (int64_t i = 0; i < n / DLGO__QK_K; i++) {
        uint8_t sc[8], mn[8];
        dlgo__k4_scales(x[i].scales, sc, mn);
        const float d = dlgo__h2f_x(x[i].d), dmin = dlgo__h2f_x(x[i].dmin);
        /* mins pair with the q8_K sums of 16: each min covers two of them */
        const __m256i mins16 = _mm256_cvtepu8_epi16(_mm_unpacklo_epi8(_mm_loadl_epi64((const __m128i *)(const void *)mn),
                                                                       _mm_loadl_epi64((const __m128i *)(const void *)mn)));
        __m256i sumi[DLGO__NT];
        DLGO__UNROLL for (int t = 0; t < nt; t++) sumi[t] = _mm256_setzero_si256();
        for (int c = 0; c < 4; c++) {
            const __m256i q = dlgo__load32(x[i].qs + 32 * c);
            const __m256i lo = _mm256_and_si256(q, m4), hi = _mm256_and_si256(_mm256_srli_epi16(q, 4), m4);
            const __m256i s1 = _mm256_set1_epi16((short)sc[2 * c]), s2 = _mm256_set1_epi16((short)sc[2 * c + 1]);
            DLGO__UNROLL for (int t = 0; t < nt; t++) {
                const int8_t *q8 = ((const dlgo__block_q8_K *)(const void *)(act + (size_t)t * arow))[i].qs + 64 * c;
                const __m256i p1 = _mm256_madd_epi16(_mm256_maddubs_epi16(lo, dlgo__load32(q8)), s1);
                const __m256i p2 = _mm256_madd_epi16(_mm256_maddubs_epi16(hi, dlgo__load32(q8 + 32)), s2);
                sumi[t] = _mm256_add_epi32(sumi[t], _mm256_add_epi32(p1, p2));
            }
        }
        DLGO__UNROLL for (int t = 0; t < nt; t++) {
            const dlgo__block_q8_K *y = (const dlgo__block_q8_K *)(const void *)(act + (size_t)t * arow) + i;
            const float yd = dlgo__f32_x(y->d);
            const __m256i pm = _mm256_madd_epi16(dlgo__load32(y->bsums), mins16);
            acc[t] = _mm256_fmadd_ps(_mm256_set1_ps(d * yd), _mm256_cvtepi32_ps(sumi[t]), acc[t]);
            accm[t] = _mm256_fmadd_ps(_mm256_set1_ps(dmin * yd), _mm256_cvtepi32_ps(pm), accm[t]);
        }
    }
    DLGO__UNROLL for (int t = 0; t < nt; t++) out[t] = dlgo__hsum8(_mm256_sub_ps(acc[t], accm[t]));
}
DLGO__DOTN_WRAP(dlgo__simd_q4_K)

DLGO__FORCEINLINE void dlgo__simd_q5_K_k(const void *vw, const uint8_t *act, size_t arow, int64_t n, float *out, const int nt) {
    const dlgo__block_q5_K *x = (const dlgo__block_q5_K *)vw;
    const __m256i m4 = _mm256_set1_epi8(15), one = _mm256_set1_epi8(1);
    __m256 acc[DLGO__NT], accm[DLGO__NT];
    DLGO__UNROLL for (int t = 0; t < nt; t++) { acc[t] = _mm256_setzero_ps(); accm[t] = _mm256_setzero_ps(); }
    for (int64_t i = 0; i < n / DLGO__QK_K; i++) {
        uint8_t sc[8], mn[8];
        dlgo__k4_scales(x[i].scales, sc, mn);
        const float d = dlgo__h2f_x(x[i].d), dmin = dlgo__h2f_x(x[i].dmin);
        const __m256i mins16 = _mm256_cvtepu8_epi16(_mm_unpacklo_epi8(_mm_loadl_epi64((const __m128i *)(const void *)mn),
                                                                       _mm_loadl_epi64((const __m128i *)(const void *)mn)));
        const __m256i qh = dlgo__load32(x[i].qh);
        __m256i sumi[DLGO__NT];
        DLGO__UNROLL for (int t = 0; t < nt; t++) sumi[t] = _mm256_setzero_si256();
        for (int c = 0; c < 4; c++) {
            const __m256i q = dlgo__load32(x[i].qs + 32 * c);
            const __m256i h1 = _mm256_and_si256(_mm256_srli_epi16(qh, 2 * c), one);
            const __m256i h2 = _mm256_and_si256(_mm256_srli_epi16(qh, 2 * c + 1), one);
            const __m256i lo = _mm256_or_si256(_mm256_and_si256(q, m4), _mm256_slli_epi16(h1, 4));
            const __m256i hi = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(q, 4), m4), _mm256_slli_epi16(h2, 4));
            const __m256i s1 = _mm256_set1_epi16((short)sc[2 * c]), s2 = _mm256_set1_epi16((short)sc[2 * c + 1]);
            DLGO__UNROLL for (int t = 0; t < nt; t++) {
                const int8_t *q8 = ((const dlgo__block_q8_K *)(const void *)(act + (size_t)t * arow))[i].qs + 64 * c;
                const __m256i p1 = _mm256_madd_epi16(_mm256_maddubs_epi16(lo, dlgo__load32(q8)), s1);
                const __m256i p2 = _mm256_madd_epi16(_mm256_maddubs_epi16(hi, dlgo__load32(q8 + 32)), s2);
                sumi[t] = _mm256_add_epi32(sumi[t], _mm256_add_epi32(p1, p2));
            }
        }
        DLGO__UNROLL for (int t = 0; t < nt; t++) {
            const dlgo__block_q8_K *y = (const dlgo__block_q8_K *)(const void *)(act + (size_t)t * arow) + i;
            const float yd = dlgo__f32_x(y->d);
            const __m256i pm = _mm256_madd_epi16(dlgo__load32(y->bsums), mins16);
            acc[t] = _mm256_fmadd_ps(_mm256_set1_ps(d * yd), _mm256_cvtepi32_ps(sumi[t]), acc[t]);
            accm[t] = _mm256_fmadd_ps(_mm256_set1_ps(dmin * yd), _mm256_cvtepi32_ps(pm), accm[t]);
        }
    }
    DLGO__UNROLL for (int t = 0; t < nt; t++) out[t] = dlgo__hsum8(_mm256_sub_ps(acc[t], accm[t]));
}
DLGO__DOTN_WRAP(dlgo__simd_q5_K)

/* q6_K: codes 0..63 go through maddubs unsigned; the -32 offset comes back as -32·Σ scale·bsum */
DLGO__FORCEINLINE void dlgo__simd_q6_K_k(const void *vw, const uint8_t *act, size_t arow, int64_t n, float *out, const int nt) {
    const dlgo__block_q6_K *x = (const dlgo__block_q6_K *)vw;
    const __m256i m4 = _mm256_set1_epi8(15), m30 = _mm256_set1_epi8(0x30);
    __m256 acc[DLGO__NT];
    DLGO__UNROLL for (int t = 0; t < nt; t++) acc[t] = _mm256_setzero_ps();
    for (int64_t i = 0; i < n / DLGO__QK_K; i++) {
        const float d = dlgo__h2f_x(x[i].d);
        const __m256i sc16 = _mm256_cvtepi8_epi16(_mm_loadu_si128((const __m128i *)(const void *)x[i].scales));
        __m256i sumi[DLGO__NT];
        DLGO__UNROLL for (int t = 0; t < nt; t++) sumi[t] = _mm256_setzero_si256();
        for (int c = 0; c < 2; c++) {
            const uint8_t *ql = x[i].ql + 64 * c, *qhp = x[i].qh + 32 * c;
            const __m256i l0 = dlgo__load32(ql), l1 = dlgo__load32(ql + 32), qh = dlgo__load32(qhp);
            __m256i q[4];
            q[0] = _mm256_or_si256(_mm256_and_si256(l0, m4), _mm256_and_si256(_mm256_slli_epi16(qh, 4), m30));
            q[1] = _mm256_or_si256(_mm256_and_si256(l1, m4), _mm256_and_si256(_mm256_slli_epi16(qh, 2), m30));
            q[2] = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l0, 4), m4), _mm256_and_si256(qh, m30));
            q[3] = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(l1, 4), m4), _mm256_and_si256(_mm256_srli_epi16(qh, 2), m30));
            const int8_t *s = x[i].scales + 8 * c;
            for (int k = 0; k < 4; k++) {
                const __m256i sv = dlgo__sc2(s[2 * k], s[2 * k + 1]);
                DLGO__UNROLL for (int t = 0; t < nt; t++) {
                    const int8_t *q8 = ((const dlgo__block_q8_K *)(const void *)(act + (size_t)t * arow))[i].qs + 128 * c + 32 * k;
                    sumi[t] = _mm256_add_epi32(sumi[t], _mm256_madd_epi16(_mm256_maddubs_epi16(q[k], dlgo__load32(q8)), sv));
                }
            }
        }
        DLGO__UNROLL for (int t = 0; t < nt; t++) {
            const dlgo__block_q8_K *y = (const dlgo__block_q8_K *)(const void *)(act + (size_t)t * arow) + i;
            const __m256i off = _mm256_slli_epi32(_mm256_madd_epi16(dlgo__load32(y->bsums), sc16), 5);
            acc[t] = _mm256_fmadd_ps(_mm256_set1_ps(d * dlgo__f32_x(y->d)), _mm256_cvtepi32_ps(_mm256_sub_epi32(sumi[t], off)), acc[t]);
        }
    }
    DLGO__UNROLL for (int t = 0; t < nt; t++) out[t] = dlgo__hsum8(acc[t]);
}
DLGO__DOTN_WRAP(dlgo__simd_q6_K)

/* q2_K: 2-bit codes with a 4-bit scale and a 4-bit min per 16 */
DLGO__FORCEINLINE void dlgo__simd_q2_K_k(const void *vw, const uint8_t *act, size_t arow, int64_t n, float *out, const int nt) {
    const dlgo__block_q2_K *x = (const dlgo__block_q2_K *)vw;
    const __m256i m3 = _mm256_set1_epi8(3);
    __m256 acc[DLGO__NT], accm[DLGO__NT];
    DLGO__UNROLL for (int t = 0; t < nt; t++) { acc[t] = _mm256_setzero_ps(); accm[t] = _mm256_setzero_ps(); }
    for (int64_t i = 0; i < n / DLGO__QK_K; i++) {
        const __m128i s8 = _mm_loadu_si128((const __m128i *)(const void *)x[i].scales);
        const __m256i mins16 = _mm256_cvtepu8_epi16(_mm_and_si128(_mm_srli_epi16(s8, 4), _mm_set1_epi8(15)));
        const float d = dlgo__h2f_x(x[i].d), dmin = dlgo__h2f_x(x[i].dmin);
        __m256i sumi[DLGO__NT];
        DLGO__UNROLL for (int t = 0; t < nt; t++) sumi[t] = _mm256_setzero_si256();
        for (int c = 0; c < 2; c++) {
            const __m256i q2 = dlgo__load32(x[i].qs + 32 * c);
            for (int k = 0; k < 4; k++) {
                const __m256i q = _mm256_and_si256(_mm256_srli_epi16(q2, 2 * k), m3);
                const int is = 8 * c + 2 * k;
                const __m256i sv = dlgo__sc2(x[i].scales[is] & 15, x[i].scales[is + 1] & 15);
                DLGO__UNROLL for (int t = 0; t < nt; t++) {
                    const int8_t *q8 = ((const dlgo__block_q8_K *)(const void *)(act + (size_t)t * arow))[i].qs + 128 * c + 32 * k;
                    sumi[t] = _mm256_add_epi32(sumi[t], _mm256_madd_epi16(_mm256_maddubs_epi16(q, dlgo__load32(q8)), sv));
                }
            }
        }
        DLGO__UNROLL for (int t = 0; t < nt; t++) {
            const dlgo__block_q8_K *y = (const dlgo__block_q8_K *)(const void *)(act + (size_t)t * arow) + i;
            const float yd = dlgo__f32_x(y->d);
            const __m256i pm = _mm256_madd_epi16(dlgo__load32(y->bsums), mins16);
            acc[t] = _mm256_fmadd_ps(_mm256_set1_ps(d * yd), _mm256_cvtepi32_ps(sumi[t]), acc[t]);
            accm[t] = _mm256_fmadd_ps(_mm256_set1_ps(dmin * yd), _mm256_cvtepi32_ps(pm), accm[t]);
        }
    }
    DLGO__UNROLL for (int t = 0; t < nt; t++) out[t] = dlgo__hsum8(_mm256_sub_ps(acc[t], accm[t]));
}
DLGO__DOTN_WRAP(dlgo__simd_q2_K)

/* q3_K: code = 2 low bits + 4·(high bit) in 0..7, the -4 offset comes back through the bsums */
DLGO__FORCEINLINE void dlgo__simd_q3_K_k(const void *vw, const uint8_t *act, size_t arow, int64_t n, float *out, const int nt) {
    const dlgo__block_q3_K *x = (const dlgo__block_q3_K *)vw;
    const __m256i m3 = _mm256_set1_epi8(3), one = _mm256_set1_epi8(1);
    __m256 acc[DLGO__NT];
    DLGO__UNROLL for (int t = 0; t < nt; t++) acc[t] = _mm256_setzero_ps();
    for (int64_t i = 0; i < n / DLGO__QK_K; i++) {
        int scs[16];
        dlgo__q3k_scales(x[i].scales, scs);
        int16_t s16[16];
        for (int j = 0; j < 16; j++) s16[j] = (int16_t)(scs[j] - 32);
        const __m256i sc16 = dlgo__load32(s16);
        const float d = dlgo__h2f_x(x[i].d);
        const __m256i hm = dlgo__load32(x[i].hmask);
        __m256i sumi[DLGO__NT];
        DLGO__UNROLL for (int t = 0; t < nt; t++) sumi[t] = _mm256_setzero_si256();
        for (int c = 0; c < 2; c++) {
            const __m256i q3 = dlgo__load32(x[i].qs + 32 * c);
            for (int k = 0; k < 4; k++) {
                const int bit = 4 * c + k;
                const __m256i h = _mm256_and_si256(_mm256_srli_epi16(hm, bit), one);
                const __m256i q = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(q3, 2 * k), m3), _mm256_slli_epi16(h, 2));
                const __m256i sv = dlgo__sc2(s16[2 * bit], s16[2 * bit + 1]);
                DLGO__UNROLL for (int t = 0; t < nt; t++) {
                    const int8_t *q8 = ((const dlgo__block_q8_K *)(const void *)(act + (size_t)t * arow))[i].qs + 128 * c + 32 * k;
                    sumi[t] = _mm256_add_epi32(sumi[t], _mm256_madd_epi16(_mm256_maddubs_epi16(q, dlgo__load32(q8)), sv));
                }
            }
        }
        DLGO__UNROLL for (int t = 0; t < nt; t++) {
            const dlgo__block_q8_K *y = (const dlgo__block_q8_K *)(const void *)(act + (size_t)t * arow) + i;
            const __m256i off = _mm256_slli_epi32(_mm256_madd_epi16(dlgo__load32(y->bsums), sc16), 2);
            acc[t] = _mm256_fmadd_ps(_mm256_set1_ps(d * dlgo__f32_x(y->d)), _mm256_cvtepi32_ps(_mm256_sub_epi32(sumi[t], off)), acc[t]);
        }
    }
    DLGO__UNROLL for (int t = 0; t < nt; t++) out[t] = dlgo__hsum8(acc[t]);
}
DLGO__DOTN_WRAP(dlgo__simd_q3_K)

/* iq4_xs: the iq4_nl grid with a 6-bit scale per 32 */
DLGO__FORCEINLINE void dlgo__simd_iq4_xs_k(const void *vw, const uint8_t *act, size_t arow, int64_t n, float *out, const int nt) {
    const dlgo__block_iq4_xs *x = (const dlgo__block_iq4_xs *)vw;
    const __m256i lut = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(const void *)dlgo__kvalues_iq4nl));
    __m256 acc[DLGO__NT];
    DLGO__UNROLL for (int t = 0; t < nt; t++) acc[t] = _mm256_setzero_ps();
    for (int64_t i = 0; i < n / DLGO__QK_K; i++) {
        const uint16_t sh = dlgo__rd16(x[i].scales_h);
        const float d = dlgo__h2f_x(x[i].d);
        __m256i sumi[DLGO__NT];
        DLGO__UNROLL for (int t = 0; t < nt; t++) sumi[t] = _mm256_setzero_si256();
        for (int ib = 0; ib < 8; ib++) {
            const int ls = ((x[i].scales_l[ib / 2] >> (4 * (ib % 2))) & 15) | (((sh >> (2 * ib)) & 3) << 4);
            const __m256i w = _mm256_shuffle_epi8(lut, dlgo__nibbles(x[i].qs + 16 * ib));
            const __m256i aw = _mm256_sign_epi8(w, w), sv = _mm256_set1_epi16((short)(ls - 32));
            DLGO__UNROLL for (int t = 0; t < nt; t++) {
                const int8_t *q8 = ((const dlgo__block_q8_K *)(const void *)(act + (size_t)t * arow))[i].qs + 32 * ib;
                const __m256i p = _mm256_maddubs_epi16(aw, _mm256_sign_epi8(dlgo__load32(q8), w));
                sumi[t] = _mm256_add_epi32(sumi[t], _mm256_madd_epi16(p, sv));
            }
        }
        DLGO__UNROLL for (int t = 0; t < nt; t++) {
            const dlgo__block_q8_K *y = (const dlgo__block_q8_K *)(const void *)(act + (size_t)t * arow) + i;
            acc[t] = _mm256_fmadd_ps(_mm256_set1_ps(d * dlgo__f32_x(y->d)), _mm256_cvtepi32_ps(sumi[t]), acc[t]);
        }
    }
    DLGO__UNROLL for (int t = 0; t < nt; t++) out[t] = dlgo__hsum8(acc[t]);
}
DLGO__DOTN_WRAP(dlgo__simd_iq4_xs)

/* ---- float weights ---------------------------------------------------------------------------------------- */
DLGO__FORCEINLINE __m256 dlgo__ld_f16x8(const uint8_t *p) { return _mm256_cvtph_ps(_mm_loadu_si128((const __m128i *)(const void *)p)); }
DLGO__FORCEINLINE __m256 dlgo__ld_bf16x8(const uint8_t *p) {
    return _mm256_castsi256_ps(_mm256_slli_epi32(_mm256_cvtepu16_epi32(_mm_loadu_si128((const __m128i *)(const void *)p)), 16));
}
#define DLGO__FLOAT_KERNEL(name, ES, LOAD_W, LOAD_A, SCALAR)                                                  \
    DLGO__FORCEINLINE void name##_k(const void *vw, const uint8_t *act, size_t arow, int64_t n, float *out, const int nt) { \
        const uint8_t *w = (const uint8_t *)vw;                                                             \
        __m256 acc[DLGO__NT][2];                                                                            \
        DLGO__UNROLL for (int t = 0; t < nt; t++) acc[t][0] = acc[t][1] = _mm256_setzero_ps();                           \
        int64_t i = 0;                                                                                      \
        for (; i + 16 <= n; i += 16) {                                                                      \
            const __m256 w0 = LOAD_W(w + ES * i), w1 = LOAD_W(w + ES * (i + 8));                              \
            DLGO__UNROLL for (int t = 0; t < nt; t++) {                                                                  \
                const uint8_t *a = act + (size_t)t * arow + ES * i;                                          \
                acc[t][0] = _mm256_fmadd_ps(w0, LOAD_A(a), acc[t][0]);                                      \
                acc[t][1] = _mm256_fmadd_ps(w1, LOAD_A(a + 8 * ES), acc[t][1]);                             \
            }                                                                                               \
        }                                                                                                   \
        DLGO__UNROLL for (int t = 0; t < nt; t++) {                                                                      \
            float s = dlgo__hsum8(_mm256_add_ps(acc[t][0], acc[t][1]));                                     \
            for (int64_t j = i; j < n; j++) s += SCALAR(w + ES * j) * SCALAR(act + (size_t)t * arow + ES * j); \
            out[t] = s;                                                                                     \
        }                                                                                                   \
    }                                                                                                       \
    DLGO__DOTN_WRAP(name)
DLGO__FORCEINLINE __m256 dlgo__ld_f32x8(const uint8_t *p) { return _mm256_loadu_ps((const float *)(const void *)p); }
DLGO__FORCEINLINE float dlgo__bf16_x(const uint8_t *p) { return dlgo_bf16_to_f32(dlgo__rd16(p)); }
DLGO__FLOAT_KERNEL(dlgo__simd_f32, 4, dlgo__ld_f32x8, dlgo__ld_f32x8, dlgo__f32_x)
DLGO__FLOAT_KERNEL(dlgo__simd_f16, 2, dlgo__ld_f16x8, dlgo__ld_f16x8, dlgo__h2f_x)
DLGO__FLOAT_KERNEL(dlgo__simd_bf16, 2, dlgo__ld_bf16x8, dlgo__ld_bf16x8, dlgo__bf16_x)

/* f16 · f32 over n elements (attention against an f16 cache) */
static float dlgo__dot_f16_f32(const uint16_t *a, const float *b, int n) {
    __m256 s0 = _mm256_setzero_ps(), s1 = _mm256_setzero_ps();
    int i = 0;
    for (; i + 16 <= n; i += 16) {
        s0 = _mm256_fmadd_ps(_mm256_cvtph_ps(_mm_loadu_si128((const __m128i *)(const void *)(a + i))), _mm256_loadu_ps(b + i), s0);
        s1 = _mm256_fmadd_ps(_mm256_cvtph_ps(_mm_loadu_si128((const __m128i *)(const void *)(a + i + 8))), _mm256_loadu_ps(b + i + 8), s1);
    }
    float s = dlgo__hsum8(_mm256_add_ps(s0, s1));
    for (; i < n; i++) s += dlgo_fp16_to_f32(a[i]) * b[i];
    return s;
}
/* y += p · f16 row */
static void dlgo__axpy_f16(float *y, float p, const uint16_t *a, int n) {
    const __m256 pv = _mm256_set1_ps(p);
    int i = 0;
    for (; i + 8 <= n; i += 8)
        _mm256_storeu_ps(y + i, _mm256_fmadd_ps(pv, _mm256_cvtph_ps(_mm_loadu_si128((const __m128i *)(const void *)(a + i))), _mm256_loadu_ps(y + i)));
    for (; i < n; i++) y[i] += p * dlgo_fp16_to_f32(a[i]);
}
static float dlgo__dot_f32_f32(const float *a, const float *b, int n) {
    __m256 s0 = _mm256_setzero_ps();
    int i = 0;
    for (; i + 8 <= n; i += 8) s0 = _mm256_fmadd_ps(_mm256_loadu_ps(a + i), _mm256_loadu_ps(b + i), s0);
    float s = dlgo__hsum8(s0);
    for (; i < n; i++) s += a[i] * b[i];
    return s;
}
static void dlgo__axpy_f32(float *y, float p, const float *a, int n) {
    const __m256 pv = _mm256_set1_ps(p);
    int i = 0;
    for (; i + 8 <= n; i += 8) _mm256_storeu_ps(y + i, _mm256_fmadd_ps(pv, _mm256_loadu_ps(a + i), _mm256_loadu_ps(y + i)));
    for (; i < n; i++) y[i] += p * a[i];
}

static dlgo__dotn_fn dlgo__simd_kernel(int type) {
    switch (type) {
    case DLGO_TYPE_F32: return dlgo__simd_f32;
    case DLGO_TYPE_F16: return dlgo__simd_f16;
    case DLGO_TYPE_BF16: return dlgo__simd_bf16;
    case DLGO_TYPE_Q4_0: return dlgo__simd_q4_0;
    case DLGO_TYPE_Q4_1: return dlgo__simd_q4_1;
    case DLGO_TYPE_Q5_0: return dlgo__simd_q5_0;
    case DLGO_TYPE_Q5_1: return dlgo__simd_q5_1;
    case DLGO_TYPE_Q8_0: return dlgo__simd_q8_0;
    case DLGO_TYPE_Q2_K: return dlgo__simd_q2_K;
    case DLGO_TYPE_Q3_K: return dlgo__simd_q3_K;
    case DLGO_TYPE_Q4_K: return dlgo__simd_q4_K;
    case DLGO_TYPE_Q5_K: return dlgo__simd_q5_K;
    case DLGO_TYPE_Q6_K: return dlgo__simd_q6_K;
    case DLGO_TYPE_IQ4_NL: return dlgo__simd_iq4_nl;
    case DLGO_TYPE_IQ4_XS: return dlgo__simd_iq4_xs;
    default: return NULL;
    }
}
#define DLGO__SIMD_NAME "avx2"

#elif defined(DLGO__NEON)
#if defined(__ARM_FEATURE_DOTPROD)
#  define DLGO__SDOT(acc, a, b) vdotq_s32((acc), (a), (b))
#else   /* widening multiply + pairwise add: the same sums without the dot-product extension */
DLGO__FORCEINLINE int32x4_t dlgo__sdot_emul(int32x4_t acc, int8x16_t a, int8x16_t b) {
    const int16x8_t p0 = vmull_s8(vget_low_s8(a), vget_low_s8(b)), p1 = vmull_s8(vget_high_s8(a), vget_high_s8(b));
    return vaddq_s32(acc, vaddq_s32(vpaddlq_s16(p0), vpaddlq_s16(p1)));
}
#  define DLGO__SDOT(acc, a, b) dlgo__sdot_emul((acc), (a), (b))
#endif
DLGO__FORCEINLINE float dlgo__h2f_x(const uint8_t *p) { return dlgo_fp16_to_f32(dlgo__rd16(p)); }
DLGO__FORCEINLINE float dlgo__f32_x(const uint8_t *p) { float f; memcpy(&f, p, 4); return f; }

static float dlgo__neon_q4_0_1(const void *vw, const uint8_t *act, int64_t n) {
    const dlgo__block_q4_0 *x = (const dlgo__block_q4_0 *)vw;
    const dlgo__block_q8_0 *y = (const dlgo__block_q8_0 *)(const void *)act;
    float32x4_t acc = vdupq_n_f32(0.0f);
    const uint8x16_t m4 = vdupq_n_u8(15);
    const int8x16_t s8 = vdupq_n_s8(8);
    for (int64_t i = 0; i < n / 32; i++) {
        const uint8x16_t q = vld1q_u8(x[i].qs);
        const int8x16_t lo = vsubq_s8(vreinterpretq_s8_u8(vandq_u8(q, m4)), s8);
        const int8x16_t hi = vsubq_s8(vreinterpretq_s8_u8(vshrq_n_u8(q, 4)), s8);
        const int32x4_t s = DLGO__SDOT(DLGO__SDOT(vdupq_n_s32(0), lo, vld1q_s8(y[i].qs)), hi, vld1q_s8(y[i].qs + 16));
        acc = vmlaq_n_f32(acc, vcvtq_f32_s32(s), dlgo__h2f_x(x[i].d) * dlgo__h2f_x(y[i].d));
    }
    return vaddvq_f32(acc);
}
static float dlgo__neon_q8_0_1(const void *vw, const uint8_t *act, int64_t n) {
    const dlgo__block_q8_0 *x = (const dlgo__block_q8_0 *)vw;
    const dlgo__block_q8_0 *y = (const dlgo__block_q8_0 *)(const void *)act;
    float32x4_t acc = vdupq_n_f32(0.0f);
    for (int64_t i = 0; i < n / 32; i++) {
        const int32x4_t s = DLGO__SDOT(DLGO__SDOT(vdupq_n_s32(0), vld1q_s8(x[i].qs), vld1q_s8(y[i].qs)),
                                       vld1q_s8(x[i].qs + 16), vld1q_s8(y[i].qs + 16));
        acc = vmlaq_n_f32(acc, vcvtq_f32_s32(s), dlgo__h2f_x(x[i].d) * dlgo__h2f_x(y[i].d));
    }
    return vaddvq_f32(acc);
}
static float dlgo__neon_q4_K_1(const void *vw, const uint8_t *act, int64_t n) {
    const dlgo__block_q4_K *x = (const dlgo__block_q4_K *)vw;
    const dlgo__block_q8_K *y = (const dlgo__block_q8_K *)(const void *)act;
    const uint8x16_t m4 = vdupq_n_u8(15);
    float sumf = 0.0f;
    for (int64_t i = 0; i < n / DLGO__QK_K; i++) {
        int isum = 0, summ = 0;
        for (int c = 0; c < 4; c++) {
            int sc1, m1, sc2, m2;
            dlgo__scale_min_k4(2 * c, x[i].scales, &sc1, &m1);
            dlgo__scale_min_k4(2 * c + 1, x[i].scales, &sc2, &m2);
            const uint8_t *q4 = x[i].qs + 32 * c;
            const int8_t *q8 = y[i].qs + 64 * c;
            const uint8x16_t a = vld1q_u8(q4), b = vld1q_u8(q4 + 16);
            int32x4_t s1 = DLGO__SDOT(vdupq_n_s32(0), vreinterpretq_s8_u8(vandq_u8(a, m4)), vld1q_s8(q8));
            s1 = DLGO__SDOT(s1, vreinterpretq_s8_u8(vandq_u8(b, m4)), vld1q_s8(q8 + 16));
            int32x4_t s2 = DLGO__SDOT(vdupq_n_s32(0), vreinterpretq_s8_u8(vshrq_n_u8(a, 4)), vld1q_s8(q8 + 32));
            s2 = DLGO__SDOT(s2, vreinterpretq_s8_u8(vshrq_n_u8(b, 4)), vld1q_s8(q8 + 48));
            isum += sc1 * vaddvq_s32(s1) + sc2 * vaddvq_s32(s2);
            summ += m1 * (dlgo__q8k_bsum(&y[i], 4 * c) + dlgo__q8k_bsum(&y[i], 4 * c + 1))
                  + m2 * (dlgo__q8k_bsum(&y[i], 4 * c + 2) + dlgo__q8k_bsum(&y[i], 4 * c + 3));
        }
        const float yd = dlgo__f32_x(y[i].d);
        sumf += dlgo__h2f_x(x[i].d) * yd * (float)isum - dlgo__h2f_x(x[i].dmin) * yd * (float)summ;
    }
    return sumf;
}
static float dlgo__neon_q6_K_1(const void *vw, const uint8_t *act, int64_t n) {
    const dlgo__block_q6_K *x = (const dlgo__block_q6_K *)vw;
    const dlgo__block_q8_K *y = (const dlgo__block_q8_K *)(const void *)act;
    const uint8x16_t m4 = vdupq_n_u8(15), m3 = vdupq_n_u8(3);
    const int8x16_t s32 = vdupq_n_s8(32);
    float sumf = 0.0f;
    for (int64_t i = 0; i < n / DLGO__QK_K; i++) {
        int isum = 0;
        for (int c = 0; c < 2; c++) {
            const uint8_t *ql = x[i].ql + 64 * c, *qh = x[i].qh + 32 * c;
            const int8_t *sc = x[i].scales + 8 * c, *q8 = y[i].qs + 128 * c;
            for (int k = 0; k < 4; k++) {
                for (int h = 0; h < 2; h++) {
                    const uint8x16_t l = vld1q_u8(ql + 32 * (k & 1) + 16 * h);
                    const uint8x16_t lowb = k < 2 ? vandq_u8(l, m4) : vshrq_n_u8(l, 4);
                    uint8x16_t hb = vld1q_u8(qh + 16 * h);
                    switch (k) {   /* shift counts must be constants */
                    case 0: break;
                    case 1: hb = vshrq_n_u8(hb, 2); break;
                    case 2: hb = vshrq_n_u8(hb, 4); break;
                    default: hb = vshrq_n_u8(hb, 6); break;
                    }
                    const int8x16_t q = vsubq_s8(vreinterpretq_s8_u8(vorrq_u8(lowb, vshlq_n_u8(vandq_u8(hb, m3), 4))), s32);
                    isum += sc[2 * k + h] * vaddvq_s32(DLGO__SDOT(vdupq_n_s32(0), q, vld1q_s8(q8 + 32 * k + 16 * h)));
                }
            }
        }
        sumf += dlgo__h2f_x(x[i].d) * dlgo__f32_x(y[i].d) * (float)isum;
    }
    return sumf;
}
static float dlgo__neon_f32_1(const void *vw, const uint8_t *act, int64_t n) {
    const float *w = (const float *)vw, *a = (const float *)(const void *)act;
    float32x4_t s0 = vdupq_n_f32(0.0f), s1 = vdupq_n_f32(0.0f);
    int64_t i = 0;
    for (; i + 8 <= n; i += 8) {
        s0 = vfmaq_f32(s0, vld1q_f32(w + i), vld1q_f32(a + i));
        s1 = vfmaq_f32(s1, vld1q_f32(w + i + 4), vld1q_f32(a + i + 4));
    }
    float s = vaddvq_f32(vaddq_f32(s0, s1));
    for (; i < n; i++) s += w[i] * a[i];
    return s;
}
static float dlgo__neon_f16_1(const void *vw, const uint8_t *act, int64_t n) {
    const uint16_t *w = (const uint16_t *)vw, *a = (const uint16_t *)(const void *)act;
    float32x4_t s0 = vdupq_n_f32(0.0f), s1 = vdupq_n_f32(0.0f);
    int64_t i = 0;
    for (; i + 8 <= n; i += 8) {
        const float16x8_t wv = vreinterpretq_f16_u16(vld1q_u16(w + i)), av = vreinterpretq_f16_u16(vld1q_u16(a + i));
        s0 = vfmaq_f32(s0, vcvt_f32_f16(vget_low_f16(wv)), vcvt_f32_f16(vget_low_f16(av)));
        s1 = vfmaq_f32(s1, vcvt_f32_f16(vget_high_f16(wv)), vcvt_f32_f16(vget_high_f16(av)));
    }
    float s = vaddvq_f32(vaddq_f32(s0, s1));
    for (; i < n; i++) s += dlgo_fp16_to_f32(w[i]) * dlgo_fp16_to_f32(a[i]);
    return s;
}
/* one token per pass: loop the tokens over the one-row kernels */
#define DLGO__NEON_WRAP(name)                                                                               \
    static void name(const void *w, const uint8_t *act, size_t arow, int nt, int64_t n, float *out) {       \
        DLGO__UNROLL for (int t = 0; t < nt; t++) out[t] = name##_1(w, act + (size_t)t * arow, n);                        \
    }
DLGO__NEON_WRAP(dlgo__neon_q4_0)
DLGO__NEON_WRAP(dlgo__neon_q8_0)
DLGO__NEON_WRAP(dlgo__neon_q4_K)
DLGO__NEON_WRAP(dlgo__neon_q6_K)
DLGO__NEON_WRAP(dlgo__neon_f32)
DLGO__NEON_WRAP(dlgo__neon_f16)
static dlgo__dotn_fn dlgo__simd_kernel(int type) {
    switch (type) {
    case DLGO_TYPE_F32: return dlgo__neon_f32;
    case DLGO_TYPE_F16: return dlgo__neon_f16;
    case DLGO_TYPE_Q4_0: return dlgo__neon_q4_0;
    case DLGO_TYPE_Q8_0: return dlgo__neon_q8_0;
    case DLGO_TYPE_Q4_K: return dlgo__neon_q4_K;
    case DLGO_TYPE_Q6_K: return dlgo__neon_q6_K;
    default: return NULL;
    }
}
#if defined(__ARM_FEATURE_DOTPROD)
#  define DLGO__SIMD_NAME "neon+dotprod"
#else
#  define DLGO__SIMD_NAME "neon"
#endif
#else   /* scalar only */
static dlgo__dotn_fn dlgo__simd_kernel(int type) { (void)type; return NULL; }
#define DLGO__SIMD_NAME "scalar"
#endif

#if !defined(DLGO__AVX2)   /* attention helpers without AVX2 */
static float dlgo__dot_f16_f32(const uint16_t *a, const float *b, int n) {
    float s = 0.0f;
    for (int i = 0; i < n; i++) s += dlgo_fp16_to_f32(a[i]) * b[i];
    return s;
}
static void dlgo__axpy_f16(float *y, float p, const uint16_t *a, int n) { for (int i = 0; i < n; i++) y[i] += p * dlgo_fp16_to_f32(a[i]); }
static float dlgo__dot_f32_f32(const float *a, const float *b, int n) {
    float s = 0.0f;
    for (int i = 0; i < n; i++) s += a[i] * b[i];
    return s;
}
static void dlgo__axpy_f32(float *y, float p, const float *a, int n) { for (int i = 0; i < n; i++) y[i] += p * a[i]; }
#endif

/* One weight row · one activation row: the fast kernel where there is one, else the reference. */
static float dlgo__vec_dot(int type, const void *w, const void *act, int64_t n) {
    const dlgo__dotn_fn k = dlgo__simd_kernel(type);
    if (k) { float r; k(w, (const uint8_t *)act, 0, 1, n, &r); return r; }
    return dlgo_vec_dot_ref(type, w, act, n);
}
/* >>simd-end */

/* >>threads-begin (thread pool: owned by the CPU-speed work) */
/* ==========================================================================================================
   >>threads — a persistent worker pool (pthreads / Win32) with spin-then-sleep waits, or the host's
   parallel_for hook. A job is fn(arg, ith, nth) run once on each of nth threads, the caller being thread 0;
   dlgo__parallel returns when all are done. DLGO_NO_THREADS: no pool (a host hook still works).
   ========================================================================================================== */
typedef void (*dlgo__task_fn)(void *arg, int ith, int nth);

#if defined(_MSC_VER)
#  include <intrin.h>
typedef volatile long dlgo__atom;
static long dlgo__atom_load(dlgo__atom *p) { return _InterlockedOr(p, 0); }
static void dlgo__atom_store(dlgo__atom *p, long v) { _InterlockedExchange(p, v); }
static long dlgo__atom_add(dlgo__atom *p, long v) { return _InterlockedExchangeAdd(p, v); }   /* old value */
#  define DLGO__PAUSE() YieldProcessor()
#else
typedef volatile long dlgo__atom;
static long dlgo__atom_load(dlgo__atom *p) { return __atomic_load_n(p, __ATOMIC_SEQ_CST); }
static void dlgo__atom_store(dlgo__atom *p, long v) { __atomic_store_n(p, v, __ATOMIC_SEQ_CST); }
static long dlgo__atom_add(dlgo__atom *p, long v) { return __atomic_fetch_add(p, v, __ATOMIC_SEQ_CST); }
#  if defined(__x86_64__) || defined(__i386__)
#    define DLGO__PAUSE() __builtin_ia32_pause()
#  elif defined(__aarch64__) || defined(__arm__)
#    define DLGO__PAUSE() __asm__ __volatile__("yield")
#  else
#    define DLGO__PAUSE() ((void)0)
#  endif
#endif

#if !defined(DLGO_NO_THREADS)
#  if defined(_WIN32)
#    ifndef WIN32_LEAN_AND_MEAN
#      define WIN32_LEAN_AND_MEAN
#    endif
#    include <windows.h>
#  else
#    include <pthread.h>
#    include <sched.h>
#  endif
#  if defined(_WIN32)
#    define DLGO__YIELD() SwitchToThread()
#  else
#    define DLGO__YIELD() sched_yield()
#  endif
/* A worker polls this many times for the next job before it sleeps: jobs of one forward pass follow each
   other within microseconds, so sleeping between them would cost more than the work. Past the first
   DLGO__SPIN_PAUSE polls it yields the core between polls: on a machine with more runnable threads than cores
   a pure spin would burn the time slice of the very thread it waits for. */
#define DLGO__SPIN (1 << 15)
#define DLGO__SPIN_PAUSE 2048

typedef struct dlgo__pool dlgo__pool;
typedef struct dlgo__pool_worker { dlgo__pool *pool; int ith; } dlgo__pool_worker;
struct dlgo__pool {
    dlgo_allocator alloc;
    int n;                        /* threads including the caller */
    dlgo__atom gen, done, stop, sleeping;
    dlgo__task_fn fn;
    void *arg;
    dlgo__pool_worker *w;
#  if defined(_WIN32)
    HANDLE *th;
    CRITICAL_SECTION mu;
    CONDITION_VARIABLE cv;
#  else
    pthread_t *th;
    pthread_mutex_t mu;
    pthread_cond_t cv;
#  endif
};
#  if defined(_WIN32)
#    define DLGO__LOCK(p) EnterCriticalSection(&(p)->mu)
#    define DLGO__UNLOCK(p) LeaveCriticalSection(&(p)->mu)
#    define DLGO__WAIT(p) SleepConditionVariableCS(&(p)->cv, &(p)->mu, INFINITE)
#    define DLGO__WAKE(p) WakeAllConditionVariable(&(p)->cv)
#  else
#    define DLGO__LOCK(p) pthread_mutex_lock(&(p)->mu)
#    define DLGO__UNLOCK(p) pthread_mutex_unlock(&(p)->mu)
#    define DLGO__WAIT(p) pthread_cond_wait(&(p)->cv, &(p)->mu)
#    define DLGO__WAKE(p) pthread_cond_broadcast(&(p)->cv)
#  endif

static void dlgo__worker_loop(dlgo__pool_worker *w) {
    dlgo__pool *p = w->pool;
    long seen = 0;
    for (;;) {
        long g;
        int spins = 0;
        while ((g = dlgo__atom_load(&p->gen)) == seen && !dlgo__atom_load(&p->stop)) {
            if (++spins < DLGO__SPIN) {
                if (spins < DLGO__SPIN_PAUSE) DLGO__PAUSE(); else DLGO__YIELD();
                continue;
            }
            /* sleep; "sleeping" is raised before the re-check so a poster either sees it or we see its job */
            DLGO__LOCK(p);
            dlgo__atom_add(&p->sleeping, 1);
            while (dlgo__atom_load(&p->gen) == seen && !dlgo__atom_load(&p->stop)) DLGO__WAIT(p);
            dlgo__atom_add(&p->sleeping, -1);
            DLGO__UNLOCK(p);
            spins = 0;
        }
        if (dlgo__atom_load(&p->stop)) return;
        seen = g;
        p->fn(p->arg, w->ith, p->n);
        dlgo__atom_add(&p->done, 1);
    }
}
#  if defined(_WIN32)
static DWORD WINAPI dlgo__worker_main(LPVOID vw) { dlgo__worker_loop((dlgo__pool_worker *)vw); return 0; }
#  else
static void *dlgo__worker_main(void *vw) { dlgo__worker_loop((dlgo__pool_worker *)vw); return NULL; }
#  endif

static void dlgo__pool_free(dlgo__pool *p) {
    if (!p) return;
    dlgo__atom_store(&p->stop, 1);
    DLGO__LOCK(p); DLGO__WAKE(p); DLGO__UNLOCK(p);
    for (int i = 1; i < p->n; i++) {
#  if defined(_WIN32)
        if (p->th[i]) { WaitForSingleObject(p->th[i], INFINITE); CloseHandle(p->th[i]); }
#  else
        pthread_join(p->th[i], NULL);
#  endif
    }
#  if defined(_WIN32)
    DeleteCriticalSection(&p->mu);
#  else
    pthread_mutex_destroy(&p->mu);
    pthread_cond_destroy(&p->cv);
#  endif
    dlgo_allocator a = p->alloc;
    dlgo__free(&a, p->th);
    dlgo__free(&a, p->w);
    dlgo__free(&a, p);
}
/* n threads in all (n - 1 workers); NULL on failure (the caller then runs everything itself) */
static dlgo__pool *dlgo__pool_create(const dlgo_allocator *a, int n) {
    if (n < 2) return NULL;
    dlgo__pool *p = (dlgo__pool *)dlgo__calloc(a, 1, sizeof *p);
    if (!p) return NULL;
    p->alloc = *a;
#  if defined(_WIN32)
    p->th = (HANDLE *)dlgo__calloc(a, (size_t)n, sizeof(HANDLE));
#  else
    p->th = (pthread_t *)dlgo__calloc(a, (size_t)n, sizeof(pthread_t));
#  endif
    p->w = (dlgo__pool_worker *)dlgo__calloc(a, (size_t)n, sizeof(dlgo__pool_worker));
    if (!p->th || !p->w) { dlgo__free(a, p->th); dlgo__free(a, p->w); dlgo__free(a, p); return NULL; }
#  if defined(_WIN32)
    InitializeCriticalSection(&p->mu);
    InitializeConditionVariable(&p->cv);
#  else
    pthread_mutex_init(&p->mu, NULL);
    pthread_cond_init(&p->cv, NULL);
#  endif
    p->n = 1;
    for (int i = 1; i < n; i++) {
        p->w[i].pool = p; p->w[i].ith = i;
#  if defined(_WIN32)
        p->th[i] = CreateThread(NULL, 0, dlgo__worker_main, &p->w[i], 0, NULL);
        if (!p->th[i]) break;
#  else
        if (pthread_create(&p->th[i], NULL, dlgo__worker_main, &p->w[i]) != 0) break;
#  endif
        p->n = i + 1;   /* workers read p->n only inside a job, after this loop */
    }
    if (p->n < 2) { dlgo__pool_free(p); return NULL; }
    return p;
}
static void dlgo__pool_run(dlgo__pool *p, dlgo__task_fn fn, void *arg) {
    p->fn = fn; p->arg = arg;
    dlgo__atom_store(&p->done, 0);
    dlgo__atom_add(&p->gen, 1);
    if (dlgo__atom_load(&p->sleeping) > 0) { DLGO__LOCK(p); DLGO__WAKE(p); DLGO__UNLOCK(p); }
    fn(arg, 0, p->n);
    for (int spins = 0; dlgo__atom_load(&p->done) < p->n - 1; spins++) {
        if (spins < DLGO__SPIN_PAUSE) DLGO__PAUSE(); else DLGO__YIELD();
    }
}
#endif /* !DLGO_NO_THREADS */

/* how a compute state runs jobs: host hook, own pool, or the calling thread */
typedef struct dlgo__exec {
    dlgo_parallel_for_fn pfor;
    void *pfor_user;
    int n_tasks;          /* tasks per job with the hook */
    void *pool;           /* dlgo__pool * */
} dlgo__exec;

typedef struct dlgo__pfor_job { dlgo__task_fn fn; void *arg; int n; } dlgo__pfor_job;
static void dlgo__pfor_tramp(void *vj, int i) { const dlgo__pfor_job *j = (const dlgo__pfor_job *)vj; j->fn(j->arg, i, j->n); }

static int dlgo__exec_threads(const dlgo__exec *e) {
    if (e->pfor) return e->n_tasks;
#if !defined(DLGO_NO_THREADS)
    if (e->pool) return ((dlgo__pool *)e->pool)->n;
#endif
    return 1;
}
static void dlgo__exec_run(const dlgo__exec *e, dlgo__task_fn fn, void *arg) {
    if (e->pfor) {
        dlgo__pfor_job j; j.fn = fn; j.arg = arg; j.n = e->n_tasks;
        e->pfor(dlgo__pfor_tramp, &j, e->n_tasks, e->pfor_user);
        return;
    }
#if !defined(DLGO_NO_THREADS)
    if (e->pool) { dlgo__pool_run((dlgo__pool *)e->pool, fn, arg); return; }
#endif
    fn(arg, 0, 1);
}
static void dlgo__exec_init(dlgo__exec *e, const dlgo_allocator *a, int n_threads, dlgo_parallel_for_fn pfor, void *user) {
    memset(e, 0, sizeof *e);
    if (pfor) { e->pfor = pfor; e->pfor_user = user; e->n_tasks = n_threads > 1 ? n_threads : 4; return; }
#if !defined(DLGO_NO_THREADS)
    if (n_threads > 1) e->pool = dlgo__pool_create(a, n_threads);
#else
    (void)a; (void)n_threads;
#endif
}
static void dlgo__exec_free(dlgo__exec *e) {
#if !defined(DLGO_NO_THREADS)
    dlgo__pool_free((dlgo__pool *)e->pool);
#endif
    e->pool = NULL;
}
/* >>threads-end */

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
                                dlgo_error *err, const char *fmt, ...) DLGO__PRINTF(8, 9);
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
        L->rope_mode = (arch == DLGO__ARCH_LLAMA || arch == DLGO__ARCH_SMOLLM3) ? DLGO__ROPE_NORM : DLGO__ROPE_NEOX;
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

/* Shared compute state for every forward pass (LLM, Whisper, VAD): the quantized-activation scratch and, once
   the thread pool exists, the workers. Owned by a context; sized at creation so a step never allocates. */
typedef struct dlgo__compute {
    uint8_t *actq;        /* quantized activation rows */
    size_t   actq_cap;    /* bytes */
    dlgo__exec exec;      /* >>threads: host hook, worker pool, or (zeroed) the calling thread alone */
    float   *tscratch;    /* per-thread scratch (attention scores + a query row): tscratch_n floats each */
    size_t   tscratch_n;
} dlgo__compute;

struct dlgo_ctx {
    const dlgo_model *model;
    dlgo_allocator alloc;
    int32_t n_ctx, n_batch, n_past, kv_f16, logits_all, n_threads;
    size_t  kv_row_k, kv_row_v;        /* bytes per position per layer */
    uint8_t *kv;                       /* all layers: [layer][pos][K row] then [layer][pos][V row] */
    size_t  *k_off, *v_off;
    /* scratch (n_batch rows each) */
    float *x, *h, *q, *kvbuf, *att, *ffa, *ffb, *scores, *logits, *tmp;
    dlgo__compute cp;                  /* activation scratch + workers */
    int32_t n_logits;                  /* rows held in logits */
    int32_t *tokens;                   /* token history = cache contents (for prefix reuse) */
    char    errmsg[384];
    /* >>ctx-fields-arch (recurrent states, MLA caches: owned by the advanced-architecture work) */
    /* >>ctx-fields-arch-end */
    /* >>ctx-fields-public (sampler, chat state: owned by the public API work) */
    /* >>ctx-fields-public-end */
};

/* Bytes of quantized activations needed for n_tok rows of n_in inputs, for any weight type. */
static size_t dlgo__actq_bytes(int64_t n_in, int n_tok) {
    size_t maxrow = 0;
    int64_t n = (n_in + 255) / 256 * 256;
    for (int t = 0; t < DLGO_TYPE_COUNT; t++) if (dlgo_type_valid(t)) {
        size_t rb = dlgo_row_bytes(t, n);
        if (rb > maxrow) maxrow = rb;
    }
    return maxrow * (size_t)n_tok;
}

/* Rows [o0, o1) of y[t][o] = W[o] · xq[t]. With a SIMD kernel, each weight row is unpacked once per
   DLGO__NT tokens; tokens go in tiles whose activations stay in L2 while a run of rows streams past. */
static void dlgo__matmul_rows(const dlgo__w *W, const uint8_t *xq, size_t arow, int n_tok, float *y, int64_t ldy,
                              int64_t o0, int64_t o1) {
    const dlgo__dotn_fn k = dlgo__simd_kernel(W->type);
    const int64_t n = W->ne[0];
    if (!k) {   /* the reference kernel: weight row outer, tokens inner */
        for (int64_t o = o0; o < o1; o++) {
            const uint8_t *wr = W->data + (size_t)o * W->row_bytes;
            for (int t = 0; t < n_tok; t++) y[(size_t)t * ldy + o] = dlgo__vec_dot(W->type, wr, xq + (size_t)t * arow, n);
        }
        return;
    }
    int tile = (int)(((size_t)192 << 10) / (arow ? arow : 1)) / DLGO__NT * DLGO__NT;
    if (tile < DLGO__NT) tile = DLGO__NT;
    float r[DLGO__NT];
    for (int t0 = 0; t0 < n_tok; t0 += tile) {
        const int t1 = t0 + tile < n_tok ? t0 + tile : n_tok;
        for (int64_t o = o0; o < o1; o++) {
            const uint8_t *wr = W->data + (size_t)o * W->row_bytes;
            for (int t = t0; t < t1; t += DLGO__NT) {
                const int nt = t1 - t < DLGO__NT ? t1 - t : DLGO__NT;
                k(wr, xq + (size_t)t * arow, arow, nt, n, r);
                for (int u = 0; u < nt; u++) y[(size_t)(t + u) * ldy + o] = r[u];
            }
        }
    }
}

typedef struct dlgo__mm_job {
    const dlgo__w *W;
    const float *x;
    int64_t ldx, chunk;
    uint8_t *xq;
    size_t arow;
    int vt, n_tok;
    float *y;
    int64_t ldy;
    dlgo__atom next;       /* next row chunk to take */
} dlgo__mm_job;
static void dlgo__mm_quant_task(void *a, int ith, int nth) {
    dlgo__mm_job *j = (dlgo__mm_job *)a;
    for (int t = ith; t < j->n_tok; t += nth)
        dlgo_quantize_row(j->vt, j->x + (size_t)t * j->ldx, j->xq + (size_t)t * j->arow, j->W->ne[0]);
}
/* threads take row chunks from a shared counter: rows cost the same bytes within one matrix, and the
   counter evens out threads that started late */
static void dlgo__mm_task(void *a, int ith, int nth) {
    dlgo__mm_job *j = (dlgo__mm_job *)a;
    const int64_t R = j->W->ne[1];
    (void)ith; (void)nth;
    for (;;) {
        const int64_t o0 = (int64_t)dlgo__atom_add(&j->next, 1) * j->chunk;
        if (o0 >= R) break;
        dlgo__matmul_rows(j->W, j->xq, j->arow, j->n_tok, j->y, j->ldy, o0, o0 + j->chunk < R ? o0 + j->chunk : R);
    }
}

/* y[t][o] = W[o] · x[t] for n_tok rows. x rows have W->ne[0] floats (stride ldx); y rows stride ldy.
   Each input row is converted once to the weight's vec-dot type, as llama.cpp does. */
static void dlgo__matmul(dlgo__compute *cp, const dlgo__w *W, const float *x, int64_t ldx, int n_tok, float *y, int64_t ldy) {
    const int64_t n_in = W->ne[0], R = W->ne[1];
    const int vt = dlgo_type_vec_dot_type(W->type);
    const size_t arow = dlgo_row_bytes(vt, n_in);
    const int nth = dlgo__exec_threads(&cp->exec);
    DLGO_ASSERT(arow * (size_t)n_tok <= cp->actq_cap);
    dlgo__mm_job j;
    memset(&j, 0, sizeof j);
    j.W = W; j.x = x; j.ldx = ldx; j.xq = cp->actq; j.arow = arow; j.vt = vt; j.n_tok = n_tok; j.y = y; j.ldy = ldy;
    if (nth > 1 && n_tok >= 2 * nth) dlgo__exec_run(&cp->exec, dlgo__mm_quant_task, &j);
    else dlgo__mm_quant_task(&j, 0, 1);
    /* about 4 chunks per thread, rounded to whole cache lines of output */
    j.chunk = (R + 4 * nth - 1) / (4 * nth);
    j.chunk = (j.chunk + 15) / 16 * 16;
    if (nth > 1 && R > j.chunk) dlgo__exec_run(&cp->exec, dlgo__mm_task, &j);
    else dlgo__matmul_rows(W, cp->actq, arow, n_tok, y, ldy, 0, R);
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
   out: [n_tok][n_head*d_v]. Heads are split across threads; each thread has its own score row. */
typedef struct dlgo__att_job { dlgo_ctx *c; int il, n_tok, p0; const float *q; float *out; } dlgo__att_job;
static void dlgo__att_task(void *a, int ith, int nth) {
    const dlgo__att_job *jb = (const dlgo__att_job *)a;
    dlgo_ctx *c = jb->c;
    const dlgo__layer *L = &c->model->layers[jb->il];
    const int H = L->n_head, Hkv = L->n_head_kv, dk = L->d_k, dv = L->d_v, grp = H / Hkv;
    const uint8_t *K = c->kv + c->k_off[jb->il], *V = c->kv + c->v_off[jb->il];
    float *s = c->cp.tscratch + (size_t)ith * c->cp.tscratch_n, *qh16 = s + c->n_ctx;
    const int h0 = H * ith / nth, h1 = H * (ith + 1) / nth;
    for (int t = 0; t < jb->n_tok; t++) {
        const int pos = jb->p0 + t;
        const int j0 = L->swa > 0 && pos - L->swa + 1 > 0 ? pos - L->swa + 1 : 0;
        for (int h = h0; h < h1; h++) {
            const float *qh = jb->q + (size_t)t * H * dk + (size_t)h * dk;
            const int kvh = h / grp;
            if (c->kv_f16) {   /* llama.cpp rounds Q to f16 for the K·Q product against an f16 cache */
                for (int i = 0; i < dk; i++) qh16[i] = dlgo_fp16_to_f32(dlgo_f32_to_fp16(qh[i]));
                qh = qh16;
            }
            float mx = -INFINITY;
            for (int j = j0; j <= pos; j++) {
                float dot;
                if (c->kv_f16) dot = dlgo__dot_f16_f32((const uint16_t *)(const void *)(K + (size_t)j * c->kv_row_k) + (size_t)kvh * dk, qh, dk);
                else dot = dlgo__dot_f32_f32((const float *)(const void *)(K + (size_t)j * c->kv_row_k) + (size_t)kvh * dk, qh, dk);
                float z = dot * L->kq_scale;
                if (L->attn_softcap > 0) z = L->attn_softcap * tanhf(z / L->attn_softcap);
                s[j] = z;
                if (z > mx) mx = z;
            }
            double sum = 0;
            for (int j = j0; j <= pos; j++) { float e = expf(s[j] - mx); s[j] = e; sum += e; }
            const float inv = (float)(1.0 / sum);
            float *o = jb->out + (size_t)t * H * dv + (size_t)h * dv;
            for (int i = 0; i < dv; i++) o[i] = 0;
            for (int j = j0; j <= pos; j++) {
                float pj = s[j] * inv;
                if (c->kv_f16) {
                    pj = dlgo_fp16_to_f32(dlgo_f32_to_fp16(pj));
                    dlgo__axpy_f16(o, pj, (const uint16_t *)(const void *)(V + (size_t)j * c->kv_row_v) + (size_t)kvh * dv, dv);
                } else {
                    dlgo__axpy_f32(o, pj, (const float *)(const void *)(V + (size_t)j * c->kv_row_v) + (size_t)kvh * dv, dv);
                }
            }
        }
    }
}
static void dlgo__attention(dlgo_ctx *c, int il, const float *q, int n_tok, int p0, float *out) {
    dlgo__att_job jb;
    jb.c = c; jb.il = il; jb.n_tok = n_tok; jb.p0 = p0; jb.q = q; jb.out = out;
    if (dlgo__exec_threads(&c->cp.exec) > 1) dlgo__exec_run(&c->cp.exec, dlgo__att_task, &jb);
    else dlgo__att_task(&jb, 0, 1);
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
            dlgo__matmul(&c->cp, &L->wqkv, h, E, n_tok, qkv, Q + K + V);
            dlgo__add_bias(&L->bqkv, qkv, Q + K + V, n_tok, Q + K + V);
            for (int t = 0; t < n_tok; t++) {
                memcpy(q + (size_t)t * Q, qkv + (size_t)t * (Q + K + V), (size_t)Q * sizeof(float));
                memcpy(kv + (size_t)t * (K + V), qkv + (size_t)t * (Q + K + V) + Q, (size_t)(K + V) * sizeof(float));
            }
        } else {
            dlgo__matmul(&c->cp, &L->wq, h, E, n_tok, q, Q);
            dlgo__add_bias(&L->bq, q, Q, n_tok, Q);
            dlgo__matmul(&c->cp, &L->wk, h, E, n_tok, kv, K + V);
            dlgo__add_bias(&L->bk, kv, K + V, n_tok, K);
            dlgo__matmul(&c->cp, &L->wv, h, E, n_tok, kv + K, K + V);
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
        dlgo__matmul(&c->cp, &L->wo, c->att, H * dv, n_tok, o, E);
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
            dlgo__matmul(&c->cp, &L->up, fin, E, n_tok, fa, 2 * F);
            dlgo__add_bias(&L->up_b, fa, 2 * F, n_tok, 2 * F);
            for (int t = 0; t < n_tok; t++) for (int i = 0; i < F; i++)
                fb[(size_t)t * F + i] = dlgo__silu(fa[(size_t)t * 2 * F + i]) * fa[(size_t)t * 2 * F + F + i];
            break;
        case DLGO__FFN_GELU:
            dlgo__matmul(&c->cp, &L->up, fin, E, n_tok, fb, F);
            dlgo__add_bias(&L->up_b, fb, F, n_tok, F);
            for (size_t i = 0; i < (size_t)n_tok * F; i++) fb[i] = dlgo__gelu(fb[i]);
            break;
        default:
            dlgo__matmul(&c->cp, &L->gate, fin, E, n_tok, fa, F);
            dlgo__add_bias(&L->gate_b, fa, F, n_tok, F);
            dlgo__matmul(&c->cp, &L->up, fin, E, n_tok, fb, F);
            dlgo__add_bias(&L->up_b, fb, F, n_tok, F);
            for (size_t i = 0; i < (size_t)n_tok * F; i++)
                fb[i] *= L->ffn_kind == DLGO__FFN_GEGLU ? dlgo__gelu(fa[i]) : dlgo__silu(fa[i]);
        }
        float *f = c->h;   /* the FFN input is consumed: reuse h for its output */
        dlgo__matmul(&c->cp, &L->down, fb, F, n_tok, f, E);
        dlgo__add_bias(&L->down_b, f, E, n_tok, E);
        if (L->post_ffw_norm.data)
            for (int t = 0; t < n_tok; t++) dlgo__rmsnorm(f + (size_t)t * E, f + (size_t)t * E, E, m->norm_eps, (const float *)(const void *)L->post_ffw_norm.data);
        if (L->parallel) for (size_t i = 0; i < (size_t)n_tok * E; i++) x[i] += o[i] + f[i];
        else for (size_t i = 0; i < (size_t)n_tok * E; i++) x[i] += f[i];
    }
    /* logits for the requested rows */
    const int first = want_all_logits ? 0 : n_tok - 1, nl = n_tok - first;
    dlgo__norm_rows(m, h, x + (size_t)first * E, nl, &m->output_norm, &m->output_norm_b);
    dlgo__matmul(&c->cp, &m->output, h, E, nl, c->logits, m->n_vocab);
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
    c->cp.actq_cap = dlgo__actq_bytes(m->max_in, c->n_batch);
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
    c->cp.actq = (uint8_t *)dlgo__malloc(&c->alloc, c->cp.actq_cap);
    c->tokens = (int32_t *)dlgo__malloc(&c->alloc, (size_t)c->n_ctx * sizeof(int32_t));
    if (!c->kv || !c->x || !c->h || !c->q || !c->kvbuf || !c->att || !c->ffa || !c->ffb || !c->scores || !c->tmp ||
        !c->logits || !c->cp.actq || !c->tokens) {
        dlgo_ctx_free(c);
        return dlgo__err(err, DLGO_ERR_OOM, "ctx: out of memory for a %d-token context (KV cache %.1f MB)", d.n_ctx, (double)kv_total / 1e6);
    }
    /* >>threads: workers (or the host's hook) and a scratch row per thread */
    dlgo__exec_init(&c->cp.exec, &c->alloc, c->n_threads, d.parallel_for, d.parallel_for_user);
    c->cp.tscratch_n = (size_t)c->n_ctx + 4096;
    c->cp.tscratch = (float *)dlgo__malloc(&c->alloc, (size_t)dlgo__exec_threads(&c->cp.exec) * c->cp.tscratch_n * sizeof(float));
    if (!c->cp.tscratch) { dlgo_ctx_free(c); return dlgo__err(err, DLGO_ERR_OOM, "ctx: out of memory for thread scratch"); }
    *out = c;
    return DLGO_OK;
}
DLGO_API void dlgo_ctx_free(dlgo_ctx *c) {
    if (!c) return;
    dlgo__exec_free(&c->cp.exec);   /* >>threads: stop the workers first */
    dlgo__free(&c->alloc, c->cp.tscratch);
    void *bufs[] = { c->kv, c->x, c->h, c->q, c->kvbuf, c->att, c->ffa, c->ffb, c->scores, c->tmp, c->logits, c->cp.actq,
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

/* >>vulkan-begin (Vulkan backend: owned by the GPU work) */
/* >>vulkan-end */

/* >>whisper-begin (Whisper speech-to-text: owned by the speech work) */
/* >>whisper-end */

/* >>vad-begin (Silero VAD: owned by the speech work) */
/* >>vad-end */

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
