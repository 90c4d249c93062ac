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

/* ==========================================================================================================
   >>api-chat — chat templates, the way llama_chat_apply_template renders them
   ==========================================================================================================
   There is no Jinja engine here. A model's `tokenizer.chat_template` text is *recognised* by substrings, exactly
   as llama.cpp's llm_chat_detect_template does, and rendered by a built-in formatter for that family. The output
   never contains BOS: the tokenizer adds it. */

typedef struct dlgo_chat_message {
    const char *role;      /* "system", "user", "assistant", ... (NULL is read as "") */
    const char *content;   /* UTF-8 text (NULL is read as "") */
} dlgo_chat_message;

/* Render a conversation. `tmpl` is a built-in name ("chatml", "llama3", ...) or a template text to detect;
   NULL means "chatml" (as llama.cpp). add_assistant appends the generation prompt where the format has one.
   Returns the full length of the rendered text (it may exceed `size`; then call again with a bigger buffer);
   when size > 0, buf receives a NUL-terminated prefix of at most size-1 bytes. Negative when the template is
   not recognised. allocates: no · thread: any */
DLGO_API int32_t dlgo_chat_apply_template(const char *tmpl, const dlgo_chat_message *msgs, size_t n_msgs,
                                          int add_assistant, char *buf, int32_t size);
/* The built-in format a template text (or name) maps to, or NULL when none does. Every result is a built-in name
   except "dots1", which llama.cpp detects from text but has no name for. allocates: no · thread: any */
DLGO_API const char *dlgo_chat_detect_template(const char *tmpl_text);
/* Names of the built-in templates, sorted (as llama_chat_builtin_templates): writes min(max, count) pointers to
   static strings and returns the count. allocates: no · thread: any */
DLGO_API int32_t dlgo_chat_builtin_templates(const char **names, size_t max);

/* >>api-chat-end */

/* >>api-sampler-begin (owned by the sampler work) */

/* ==========================================================================================================
   >>api-sampler — llama.cpp's default sampling chain, reproducible from a seed
   ==========================================================================================================
   Order (common_params_sampling's default): penalties -> top-k -> typical -> top-p -> min-p -> temperature -> dist.
   The random draw is std::mt19937 + libstdc++'s uniform_real_distribution<double>, so a fixed seed gives the same
   tokens as llama.cpp for the same logits. */

typedef struct dlgo_sampler_desc {
    float    temp;              /* <= 0: greedy (penalties still apply) */
    int32_t  top_k;             /* <= 0: off */
    float    top_p;             /* >= 1: off */
    float    min_p;             /* <= 0: off */
    float    typical_p;         /* >= 1: off */
    int32_t  penalty_last_n;    /* window of accepted tokens the penalties look at; 0: off (negative reads as 0:
                                   resolve llama.cpp's -1 = "context size" before calling) */
    float    penalty_repeat;    /* 1: off. logit > 0 is divided by it, logit <= 0 multiplied */
    float    penalty_freq;      /* subtracted count times */
    float    penalty_present;   /* subtracted once if the token is in the window */
    uint32_t seed;              /* DLGO_SEED_RANDOM: fresh entropy at create and at every reset */
    int32_t  min_keep;          /* top-p, min-p and typical keep at least this many candidates */
} dlgo_sampler_desc;

#define DLGO_SEED_RANDOM 0xFFFFFFFFu

/* llama.cpp's defaults: temp 0.8, top_k 40, top_p 0.95, min_p 0.05, typical 1, last_n 64, repeat 1, freq 0,
   present 0, seed random, min_keep 0. allocates: no · thread: any */
DLGO_API dlgo_sampler_desc dlgo_sampler_defaults(void);

typedef struct dlgo_sampler dlgo_sampler;

/* All buffers (about 28 bytes per vocabulary entry) are allocated here; sample/accept/reset never allocate.
   allocates: yes · thread: any */
DLGO_API dlgo_result dlgo_sampler_create(const dlgo_sampler_desc *desc, int32_t n_vocab, const dlgo_allocator *alloc,
                                         dlgo_sampler **out, dlgo_error *err);
DLGO_API void        dlgo_sampler_free(dlgo_sampler *s);
/* n_vocab logits -> token id (NaN logits count as -inf). Does not accept the token: call dlgo_sampler_accept
   for every token that enters the context (llama-completion also accepts the prompt). -1 only if s is NULL.
   allocates: no · thread: sampler owner */
DLGO_API int32_t     dlgo_sampler_sample(dlgo_sampler *s, const float *logits);
DLGO_API void        dlgo_sampler_accept(dlgo_sampler *s, int32_t token);   /* feeds the penalty window */
DLGO_API void        dlgo_sampler_reset(dlgo_sampler *s);                   /* clears the window, re-seeds */
DLGO_API uint32_t    dlgo_sampler_seed(const dlgo_sampler *s);              /* the seed in use (random ones too) */

/* The random engine on its own: std::mt19937, bit-exact, and the double in [0,1) that libstdc++'s
   uniform_real_distribution<double>(0, 1) makes from two outputs: (a + b * 2^32) / 2^64. */
typedef struct dlgo_mt19937 { uint32_t mt[624]; uint32_t idx; } dlgo_mt19937;
DLGO_API void     dlgo_mt19937_seed(dlgo_mt19937 *r, uint32_t seed);
DLGO_API uint32_t dlgo_mt19937_next(dlgo_mt19937 *r);
DLGO_API double   dlgo_mt19937_uniform(dlgo_mt19937 *r);

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
/* >>unicode-end */

/* >>tokenizer-begin */
/* >>tokenizer-end */

/* >>chat-begin */

/* ==========================================================================================================
   >>chat — chat templates: llama.cpp's substring detector and its built-in formatters
   ==========================================================================================================
   Each supported family is one enum value; names are sorted so that the table doubles as the answer of
   dlgo_chat_builtin_templates (llama.cpp keeps them in a std::map, i.e. in byte order). Rendering writes through a
   bounded writer that keeps counting past the end of the buffer, so one pass gives both the text and its length,
   and no allocation is needed. Non-ASCII literals are spelled as UTF-8 escapes to keep the source portable. */

typedef enum dlgo__chat_tmpl {
    DLGO__CT_UNKNOWN = 0,
    DLGO__CT_BAILING, DLGO__CT_BAILING_THINK, DLGO__CT_BAILING2, DLGO__CT_CHATGLM3, DLGO__CT_CHATGLM4,
    DLGO__CT_CHATML, DLGO__CT_COMMAND_R, DLGO__CT_DEEPSEEK, DLGO__CT_DEEPSEEK_OCR, DLGO__CT_DEEPSEEK2,
    DLGO__CT_DEEPSEEK3, DLGO__CT_EXAONE_MOE, DLGO__CT_EXAONE3, DLGO__CT_EXAONE4, DLGO__CT_FALCON3, DLGO__CT_GEMMA,
    DLGO__CT_GIGACHAT, DLGO__CT_GLMEDGE, DLGO__CT_GPT_OSS, DLGO__CT_GRANITE, DLGO__CT_GRANITE_4_0,
    DLGO__CT_GRANITE_4_1, DLGO__CT_GROK2, DLGO__CT_HUNYUAN_DENSE, DLGO__CT_HUNYUAN_MOE, DLGO__CT_HUNYUAN_VL,
    DLGO__CT_KIMI_K2, DLGO__CT_LLAMA2, DLGO__CT_LLAMA2_SYS, DLGO__CT_LLAMA2_SYS_BOS, DLGO__CT_LLAMA2_SYS_STRIP,
    DLGO__CT_LLAMA3, DLGO__CT_LLAMA4, DLGO__CT_MEGREZ, DLGO__CT_MINICPM, DLGO__CT_MISTRAL_V1, DLGO__CT_MISTRAL_V3,
    DLGO__CT_MISTRAL_V3_TEKKEN, DLGO__CT_MISTRAL_V7, DLGO__CT_MISTRAL_V7_TEKKEN, DLGO__CT_MONARCH,
    DLGO__CT_OPENCHAT, DLGO__CT_ORION, DLGO__CT_PANGU_EMBED, DLGO__CT_PHI3, DLGO__CT_PHI4, DLGO__CT_RWKV_WORLD,
    DLGO__CT_SEED_OSS, DLGO__CT_SMOLVLM, DLGO__CT_SOLAR_OPEN, DLGO__CT_VICUNA, DLGO__CT_VICUNA_ORCA,
    DLGO__CT_YANDEX, DLGO__CT_ZEPHYR,
    DLGO__CT_COUNT,        /* end of the named templates */
    DLGO__CT_DOTS1         /* detected from text only: llama.cpp gives it no name */
} dlgo__chat_tmpl;

/* index = enum value; sorted by strcmp (checked by the test suite) */
static const char *const dlgo__chat_names[DLGO__CT_COUNT] = {
    NULL,
    "bailing", "bailing-think", "bailing2", "chatglm3", "chatglm4",
    "chatml", "command-r", "deepseek", "deepseek-ocr", "deepseek2",
    "deepseek3", "exaone-moe", "exaone3", "exaone4", "falcon3", "gemma",
    "gigachat", "glmedge", "gpt-oss", "granite", "granite-4.0",
    "granite-4.1", "grok-2", "hunyuan-dense", "hunyuan-moe", "hunyuan-vl",
    "kimi-k2", "llama2", "llama2-sys", "llama2-sys-bos", "llama2-sys-strip",
    "llama3", "llama4", "megrez", "minicpm", "mistral-v1", "mistral-v3",
    "mistral-v3-tekken", "mistral-v7", "mistral-v7-tekken", "monarch",
    "openchat", "orion", "pangu-embedded", "phi3", "phi4", "rwkv-world",
    "seed_oss", "smolvlm", "solar-open", "vicuna", "vicuna-orca",
    "yandex", "zephyr",
};

/* UTF-8 pieces used by several formats */
#define DLGO__FW_BAR       "\xef\xbd\x9c"                      /* U+FF5C FULLWIDTH VERTICAL LINE */
#define DLGO__LOWER_BLOCK  "\xe2\x96\x81"                      /* U+2581 (SentencePiece space) */
#define DLGO__DS_EOS       "<" DLGO__FW_BAR "end" DLGO__LOWER_BLOCK "of" DLGO__LOWER_BLOCK "sentence" DLGO__FW_BAR ">"
#define DLGO__DS_USER      "<" DLGO__FW_BAR "User" DLGO__FW_BAR ">"
#define DLGO__DS_ASSISTANT "<" DLGO__FW_BAR "Assistant" DLGO__FW_BAR ">"
#define DLGO__HY_ASSISTANT "<" DLGO__FW_BAR "hy_Assistant" DLGO__FW_BAR ">"
#define DLGO__HY_USER      "<" DLGO__FW_BAR "hy_User" DLGO__FW_BAR ">"
#define DLGO__HY_BOS       "<" DLGO__FW_BAR "hy_begin" DLGO__LOWER_BLOCK "of" DLGO__LOWER_BLOCK "sentence" DLGO__FW_BAR ">"
#define DLGO__HY_HOLDER(n) "<" DLGO__FW_BAR "hy_place" DLGO__LOWER_BLOCK "holder" DLGO__LOWER_BLOCK "no" DLGO__LOWER_BLOCK n DLGO__FW_BAR ">"
#define DLGO__CPM_USER     "<\xe7\x94\xa8\xe6\x88\xb7>"         /* <用户> */
#define DLGO__RU_USER      " \xd0\x9f\xd0\xbe\xd0\xbb\xd1\x8c\xd0\xb7\xd0\xbe\xd0\xb2\xd0\xb0\xd1\x82\xd0\xb5\xd0\xbb\xd1\x8c:"  /* " Пользователь:" */
#define DLGO__RU_ASSISTANT " \xd0\x90\xd1\x81\xd1\x81\xd0\xb8\xd1\x81\xd1\x82\xd0\xb5\xd0\xbd\xd1\x82:"  /* " Ассистент:" */
#define DLGO__PG_OPEN      "[unused9]"
#define DLGO__PG_CLOSE     "[unused10]"
#define DLGO__PG_SYSTEM    DLGO__PG_OPEN "\xe7\xb3\xbb\xe7\xbb\x9f\xef\xbc\x9a"   /* 系统： */
#define DLGO__PG_USER      DLGO__PG_OPEN "\xe7\x94\xa8\xe6\x88\xb7\xef\xbc\x9a"   /* 用户： */
#define DLGO__PG_ASSISTANT DLGO__PG_OPEN "\xe5\x8a\xa9\xe6\x89\x8b\xef\xbc\x9a"   /* 助手： */
#define DLGO__PG_TOOL      DLGO__PG_OPEN "\xe5\xb7\xa5\xe5\x85\xb7\xef\xbc\x9a"   /* 工具： */
#define DLGO__PG_FUNCTION  DLGO__PG_OPEN "\xe6\x96\xb9\xe6\xb3\x95\xef\xbc\x9a"   /* 方法： */

static int dlgo__has(const char *hay, const char *needle) { return strstr(hay, needle) != NULL; }

static dlgo__chat_tmpl dlgo__chat_from_name(const char *name) {
    int i;
    for (i = 1; i < (int)DLGO__CT_COUNT; i++)
        if (!strcmp(dlgo__chat_names[i], name)) return (dlgo__chat_tmpl)i;
    return DLGO__CT_UNKNOWN;
}

/* The detector: an exact name first, then marker substrings in llama.cpp's order (first hit wins, so the order
   matters: e.g. every chatml-like text with <|im_sep|> is phi4 before anything else is tried). */
static dlgo__chat_tmpl dlgo__chat_detect(const char *t) {
    dlgo__chat_tmpl byname = dlgo__chat_from_name(t);
    if (byname != DLGO__CT_UNKNOWN) return byname;
    if (dlgo__has(t, "<|im_start|>")) {
        if (dlgo__has(t, "<|im_sep|>")) return DLGO__CT_PHI4;
        /* SmolVLM uses <|im_start|> as its BOS but is not chatml */
        return dlgo__has(t, "<end_of_utterance>") ? DLGO__CT_SMOLVLM : DLGO__CT_CHATML;
    }
    if (!strncmp(t, "mistral", 7) || dlgo__has(t, "[INST]")) {
        if (dlgo__has(t, "[SYSTEM_PROMPT]")) return DLGO__CT_MISTRAL_V7;
        if (dlgo__has(t, "' [INST] ' + system_message") || dlgo__has(t, "[AVAILABLE_TOOLS]")) {
            if (dlgo__has(t, " [INST]")) return DLGO__CT_MISTRAL_V1;
            if (dlgo__has(t, "\"[INST]\"")) return DLGO__CT_MISTRAL_V3_TEKKEN;
            return DLGO__CT_MISTRAL_V3;
        }
        if (dlgo__has(t, "content.strip()")) return DLGO__CT_LLAMA2_SYS_STRIP;
        if (dlgo__has(t, "bos_token + '[INST]")) return DLGO__CT_LLAMA2_SYS_BOS;
        if (dlgo__has(t, "<<SYS>>")) return DLGO__CT_LLAMA2_SYS;
        return DLGO__CT_LLAMA2;
    }
    if (dlgo__has(t, "<|assistant|>") && dlgo__has(t, "<|end|>")) return DLGO__CT_PHI3;
    if (dlgo__has(t, "[gMASK]<sop>")) return DLGO__CT_CHATGLM4;
    if (dlgo__has(t, "<|assistant|>") && dlgo__has(t, "<|user|>")) {
        if (dlgo__has(t, "<|tool_declare|>")) return DLGO__CT_EXAONE_MOE;
        return dlgo__has(t, "</s>") ? DLGO__CT_FALCON3 : DLGO__CT_GLMEDGE;
    }
    if (dlgo__has(t, "<|{{ item['role'] }}|>") && dlgo__has(t, "<|begin_of_image|>")) return DLGO__CT_GLMEDGE;
    if (dlgo__has(t, "<|user|>") && dlgo__has(t, "<|endoftext|>")) return DLGO__CT_ZEPHYR;
    if (dlgo__has(t, "bos_token + message['role']")) return DLGO__CT_MONARCH;
    if (dlgo__has(t, "<start_of_turn>")) return DLGO__CT_GEMMA;
    if (dlgo__has(t, "'\\n\\nAssistant: ' + eos_token")) return DLGO__CT_ORION;
    if (dlgo__has(t, "GPT4 Correct ")) return DLGO__CT_OPENCHAT;
    if (dlgo__has(t, "USER: ") && dlgo__has(t, "ASSISTANT: "))
        return dlgo__has(t, "SYSTEM: ") ? DLGO__CT_VICUNA_ORCA : DLGO__CT_VICUNA;
    if (dlgo__has(t, "### Instruction:") && dlgo__has(t, "<|EOT|>")) return DLGO__CT_DEEPSEEK;
    if (dlgo__has(t, "<|START_OF_TURN_TOKEN|>") && dlgo__has(t, "<|USER_TOKEN|>")) return DLGO__CT_COMMAND_R;
    if (dlgo__has(t, "<|start_header_id|>") && dlgo__has(t, "<|end_header_id|>")) return DLGO__CT_LLAMA3;
    if (dlgo__has(t, "[gMASK]sop")) return DLGO__CT_CHATGLM3;
    if (dlgo__has(t, DLGO__CPM_USER)) return DLGO__CT_MINICPM;
    if (dlgo__has(t, "'Assistant: ' + message['content'] + eos_token")) return DLGO__CT_DEEPSEEK2;
    if (dlgo__has(t, DLGO__DS_ASSISTANT) && dlgo__has(t, DLGO__DS_USER) && dlgo__has(t, DLGO__DS_EOS))
        return DLGO__CT_DEEPSEEK3;
    if (dlgo__has(t, "[|system|]") && dlgo__has(t, "[|assistant|]") && dlgo__has(t, "[|endofturn|]"))
        return dlgo__has(t, "[|tool|]") ? DLGO__CT_EXAONE4 : DLGO__CT_EXAONE3;
    if (dlgo__has(t, "rwkv-world") || dlgo__has(t, "{{- 'User: ' + message['content']|trim + '\\n\\n' -}}"))
        return DLGO__CT_RWKV_WORLD;
    if (dlgo__has(t, "<|start_of_role|>")) {
        if (dlgo__has(t, "<tool_call>") || dlgo__has(t, "<tools>"))
            return dlgo__has(t, "g4_default_system_message") ? DLGO__CT_GRANITE_4_0 : DLGO__CT_GRANITE_4_1;
        return DLGO__CT_GRANITE;
    }
    if (dlgo__has(t, "message['role'] + additional_special_tokens[0] + message['content'] + additional_special_tokens[1]"))
        return DLGO__CT_GIGACHAT;
    if (dlgo__has(t, "<|role_start|>")) return DLGO__CT_MEGREZ;
    if (dlgo__has(t, DLGO__RU_ASSISTANT)) return DLGO__CT_YANDEX;
    if (dlgo__has(t, "<role>ASSISTANT</role>") && dlgo__has(t, "'HUMAN'")) return DLGO__CT_BAILING;
    if (dlgo__has(t, "<role>ASSISTANT</role>") && dlgo__has(t, "\"HUMAN\"") && dlgo__has(t, "<think>"))
        return DLGO__CT_BAILING_THINK;
    if (dlgo__has(t, "<role>ASSISTANT</role>") && dlgo__has(t, "<role>HUMAN</role>") && dlgo__has(t, "<|role_end|>"))
        return DLGO__CT_BAILING2;
    if (dlgo__has(t, "<|header_start|>") && dlgo__has(t, "<|header_end|>")) return DLGO__CT_LLAMA4;
    if (dlgo__has(t, "<|endofuserprompt|>")) return DLGO__CT_DOTS1;
    if (dlgo__has(t, "<|extra_0|>") && dlgo__has(t, "<|extra_4|>")) return DLGO__CT_HUNYUAN_MOE;
    if (dlgo__has(t, "<|start|>") && dlgo__has(t, "<|channel|>")) return DLGO__CT_GPT_OSS;
    if (dlgo__has(t, DLGO__HY_ASSISTANT) && dlgo__has(t, DLGO__HY_BOS)) return DLGO__CT_HUNYUAN_VL;
    if (dlgo__has(t, DLGO__HY_ASSISTANT) && dlgo__has(t, DLGO__HY_HOLDER("3"))) return DLGO__CT_HUNYUAN_DENSE;
    if (dlgo__has(t, "<|im_assistant|>assistant<|im_middle|>")) return DLGO__CT_KIMI_K2;
    if (dlgo__has(t, "<seed:bos>")) return DLGO__CT_SEED_OSS;
    if (dlgo__has(t, "'Assistant: '  + message['content'] + '<|separator|>")) return DLGO__CT_GROK2;
    if (dlgo__has(t, DLGO__PG_SYSTEM DLGO__PG_CLOSE)) return DLGO__CT_PANGU_EMBED;
    if (dlgo__has(t, "<|begin|>") && dlgo__has(t, "<|end|>") && dlgo__has(t, "<|content|>")) return DLGO__CT_SOLAR_OPEN;
    return DLGO__CT_UNKNOWN;
}

/* Bounded writer: copies what fits (leaving room for the NUL) and counts everything. */
typedef struct dlgo__sw {
    char  *buf;
    size_t cap;       /* usable bytes, excluding the NUL */
    size_t len;       /* bytes produced so far (may exceed cap) */
} dlgo__sw;

static void dlgo__sw_putn(dlgo__sw *w, const char *s, size_t n) {
    if (w->len < w->cap) {
        size_t room = w->cap - w->len;
        memcpy(w->buf + w->len, s, n < room ? n : room);
    }
    w->len += n;
}
static void dlgo__sw_put(dlgo__sw *w, const char *s) { dlgo__sw_putn(w, s, strlen(s)); }

/* whitespace as C's isspace in the "C" locale, which is what llama.cpp's trim() sees */
static int dlgo__is_space(unsigned char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }

static void dlgo__sw_trim(dlgo__sw *w, const char *s) {
    size_t a = 0, b = strlen(s);
    while (a < b && dlgo__is_space((unsigned char)s[a])) a++;
    while (b > a && dlgo__is_space((unsigned char)s[b - 1])) b--;
    dlgo__sw_putn(w, s + a, b - a);
}
static size_t dlgo__trim_len(const char *s) {
    size_t a = 0, b = strlen(s);
    while (a < b && dlgo__is_space((unsigned char)s[a])) a++;
    while (b > a && dlgo__is_space((unsigned char)s[b - 1])) b--;
    return b - a;
}
/* role with ASCII case changes: first letter only (openchat) or all letters (bailing) */
static void dlgo__sw_upper(dlgo__sw *w, const char *s, int all) {
    size_t i;
    for (i = 0; s[i]; i++) {
        char c = s[i];
        if ((all || i == 0) && c >= 'a' && c <= 'z') c = (char)(c - 'a' + 'A');
        dlgo__sw_putn(w, &c, 1);
    }
}

static void dlgo__chat_render(dlgo__chat_tmpl t, const dlgo_chat_message *msgs, size_t n, int add_ass, dlgo__sw *w) {
    size_t i;
#define DLGO__ROLE(i)    (msgs[i].role ? msgs[i].role : "")
#define DLGO__CONTENT(i) (msgs[i].content ? msgs[i].content : "")
#define DLGO__IS(i, r)   (!strcmp(DLGO__ROLE(i), r))
    switch (t) {
    case DLGO__CT_CHATML:
        for (i = 0; i < n; i++) {
            dlgo__sw_put(w, "<|im_start|>"); dlgo__sw_put(w, DLGO__ROLE(i)); dlgo__sw_put(w, "\n");
            dlgo__sw_put(w, DLGO__CONTENT(i)); dlgo__sw_put(w, "<|im_end|>\n");
        }
        if (add_ass) dlgo__sw_put(w, "<|im_start|>assistant\n");
        break;
    case DLGO__CT_MISTRAL_V7: case DLGO__CT_MISTRAL_V7_TEKKEN: {
        const char *sp = t == DLGO__CT_MISTRAL_V7 ? " " : "";
        for (i = 0; i < n; i++) {
            if (DLGO__IS(i, "system")) {
                dlgo__sw_put(w, "[SYSTEM_PROMPT]"); dlgo__sw_put(w, sp);
                dlgo__sw_put(w, DLGO__CONTENT(i)); dlgo__sw_put(w, "[/SYSTEM_PROMPT]");
            } else if (DLGO__IS(i, "user")) {
                dlgo__sw_put(w, "[INST]"); dlgo__sw_put(w, sp); dlgo__sw_put(w, DLGO__CONTENT(i)); dlgo__sw_put(w, "[/INST]");
            } else {
                dlgo__sw_put(w, sp); dlgo__sw_put(w, DLGO__CONTENT(i)); dlgo__sw_put(w, "</s>");
            }
        }
        break;
    }
    case DLGO__CT_MISTRAL_V1: case DLGO__CT_MISTRAL_V3: case DLGO__CT_MISTRAL_V3_TEKKEN: {
        /* the three differ only in the spaces around [INST] and in trimming the assistant reply */
        const char *lead = t == DLGO__CT_MISTRAL_V1 ? " " : "";
        const char *trail = t == DLGO__CT_MISTRAL_V3_TEKKEN ? "" : " ";
        int in_turn = 0;
        for (i = 0; i < n; i++) {
            if (!in_turn) { dlgo__sw_put(w, lead); dlgo__sw_put(w, "[INST]"); dlgo__sw_put(w, trail); in_turn = 1; }
            if (DLGO__IS(i, "system")) {
                dlgo__sw_put(w, DLGO__CONTENT(i)); dlgo__sw_put(w, "\n\n");
            } else if (DLGO__IS(i, "user")) {
                dlgo__sw_put(w, DLGO__CONTENT(i)); dlgo__sw_put(w, lead); dlgo__sw_put(w, "[/INST]");
            } else {
                dlgo__sw_put(w, trail);
                if (t == DLGO__CT_MISTRAL_V3) dlgo__sw_trim(w, DLGO__CONTENT(i)); else dlgo__sw_put(w, DLGO__CONTENT(i));
                dlgo__sw_put(w, "</s>");
                in_turn = 0;
            }
        }
        break;
    }
    case DLGO__CT_LLAMA2: case DLGO__CT_LLAMA2_SYS: case DLGO__CT_LLAMA2_SYS_BOS: case DLGO__CT_LLAMA2_SYS_STRIP: {
        int sys_ok = t != DLGO__CT_LLAMA2, strip = t == DLGO__CT_LLAMA2_SYS_STRIP;
        int in_turn = 1;   /* the first [INST] is written here; BOS at the very start is the tokenizer's */
        dlgo__sw_put(w, "[INST] ");
        for (i = 0; i < n; i++) {
            if (!in_turn) { in_turn = 1; dlgo__sw_put(w, t == DLGO__CT_LLAMA2_SYS_BOS ? "<s>[INST] " : "[INST] "); }
            if (DLGO__IS(i, "system")) {
                if (sys_ok) dlgo__sw_put(w, "<<SYS>>\n");
                if (strip) dlgo__sw_trim(w, DLGO__CONTENT(i)); else dlgo__sw_put(w, DLGO__CONTENT(i));
                dlgo__sw_put(w, sys_ok ? "\n<</SYS>>\n\n" : "\n");
            } else {
                if (strip) dlgo__sw_trim(w, DLGO__CONTENT(i)); else dlgo__sw_put(w, DLGO__CONTENT(i));
                if (DLGO__IS(i, "user")) dlgo__sw_put(w, " [/INST]");
                else { dlgo__sw_put(w, "</s>"); in_turn = 0; }
            }
        }
        break;
    }
    case DLGO__CT_PHI3:
        for (i = 0; i < n; i++) {
            dlgo__sw_put(w, "<|"); dlgo__sw_put(w, DLGO__ROLE(i)); dlgo__sw_put(w, "|>\n");
            dlgo__sw_put(w, DLGO__CONTENT(i)); dlgo__sw_put(w, "<|end|>\n");
        }
        if (add_ass) dlgo__sw_put(w, "<|assistant|>\n");
        break;
    case DLGO__CT_PHI4:
        for (i = 0; i < n; i++) {
            dlgo__sw_put(w, "<|im_start|>"); dlgo__sw_put(w, DLGO__ROLE(i)); dlgo__sw_put(w, "<|im_sep|>");
            dlgo__sw_put(w, DLGO__CONTENT(i)); dlgo__sw_put(w, "<|im_end|>");
        }
        if (add_ass) dlgo__sw_put(w, "<|im_start|>assistant<|im_sep|>");
        break;
    case DLGO__CT_FALCON3:
        for (i = 0; i < n; i++) {
            dlgo__sw_put(w, "<|"); dlgo__sw_put(w, DLGO__ROLE(i)); dlgo__sw_put(w, "|>\n");
            dlgo__sw_put(w, DLGO__CONTENT(i)); dlgo__sw_put(w, "\n");
        }
        if (add_ass) dlgo__sw_put(w, "<|assistant|>\n");
        break;
    case DLGO__CT_ZEPHYR:
        for (i = 0; i < n; i++) {
            dlgo__sw_put(w, "<|"); dlgo__sw_put(w, DLGO__ROLE(i)); dlgo__sw_put(w, "|>\n");
            dlgo__sw_put(w, DLGO__CONTENT(i)); dlgo__sw_put(w, "<|endoftext|>\n");
        }
        if (add_ass) dlgo__sw_put(w, "<|assistant|>\n");
        break;
    case DLGO__CT_MONARCH:
        for (i = 0; i < n; i++) {
            if (i > 0) dlgo__sw_put(w, "<s>");   /* BOS inside the history, except before the first message */
            dlgo__sw_put(w, DLGO__ROLE(i)); dlgo__sw_put(w, "\n"); dlgo__sw_put(w, DLGO__CONTENT(i)); dlgo__sw_put(w, "</s>\n");
        }
        if (add_ass) dlgo__sw_put(w, "<s>assistant\n");
        break;
    case DLGO__CT_GEMMA: case DLGO__CT_ORION: {
        /* no system role: system texts are held back and prepended to the next user turn. They are re-read from
           msgs[pending..i) when emitted, which avoids building the concatenation in a buffer. */
        size_t pending = (size_t)-1, j;
        int gemma = t == DLGO__CT_GEMMA;
        for (i = 0; i < n; i++) {
            const char *role = DLGO__ROLE(i);
            size_t sys_len = 0;
            if (!strcmp(role, "system")) { if (pending == (size_t)-1) pending = i; continue; }
            if (pending != (size_t)-1)
                for (j = pending; j < i; j++)
                    if (DLGO__IS(j, "system")) sys_len += gemma ? dlgo__trim_len(DLGO__CONTENT(j)) : strlen(DLGO__CONTENT(j));
            if (gemma) {
                if (!strcmp(role, "assistant")) role = "model";
                dlgo__sw_put(w, "<start_of_turn>"); dlgo__sw_put(w, role); dlgo__sw_put(w, "\n");
                if (strcmp(role, "model") != 0) {
                    if (sys_len) {
                        for (j = pending; j < i; j++) if (DLGO__IS(j, "system")) dlgo__sw_trim(w, DLGO__CONTENT(j));
                        dlgo__sw_put(w, "\n\n");
                    }
                    pending = (size_t)-1;
                }
                dlgo__sw_trim(w, DLGO__CONTENT(i)); dlgo__sw_put(w, "<end_of_turn>\n");
            } else if (!strcmp(role, "user")) {
                dlgo__sw_put(w, "Human: ");
                if (sys_len) {
                    for (j = pending; j < i; j++) if (DLGO__IS(j, "system")) dlgo__sw_put(w, DLGO__CONTENT(j));
                    dlgo__sw_put(w, "\n\n");
                }
                pending = (size_t)-1;
                dlgo__sw_put(w, DLGO__CONTENT(i)); dlgo__sw_put(w, "\n\nAssistant: </s>");
            } else {
                dlgo__sw_put(w, DLGO__CONTENT(i)); dlgo__sw_put(w, "</s>");
            }
        }
        if (gemma && add_ass) dlgo__sw_put(w, "<start_of_turn>model\n");
        break;
    }
    case DLGO__CT_OPENCHAT:
        for (i = 0; i < n; i++) {
            if (DLGO__IS(i, "system")) { dlgo__sw_put(w, DLGO__CONTENT(i)); dlgo__sw_put(w, "<|end_of_turn|>"); continue; }
            dlgo__sw_put(w, "GPT4 Correct "); dlgo__sw_upper(w, DLGO__ROLE(i), 0); dlgo__sw_put(w, ": ");
            dlgo__sw_put(w, DLGO__CONTENT(i)); dlgo__sw_put(w, "<|end_of_turn|>");
        }
        if (add_ass) dlgo__sw_put(w, "GPT4 Correct Assistant:");
        break;
    case DLGO__CT_VICUNA: case DLGO__CT_VICUNA_ORCA:
        for (i = 0; i < n; i++) {
            if (DLGO__IS(i, "system")) {
                if (t == DLGO__CT_VICUNA_ORCA) { dlgo__sw_put(w, "SYSTEM: "); dlgo__sw_put(w, DLGO__CONTENT(i)); dlgo__sw_put(w, "\n"); }
                else { dlgo__sw_put(w, DLGO__CONTENT(i)); dlgo__sw_put(w, "\n\n"); }
            } else if (DLGO__IS(i, "user")) {
                dlgo__sw_put(w, "USER: "); dlgo__sw_put(w, DLGO__CONTENT(i)); dlgo__sw_put(w, "\n");
            } else if (DLGO__IS(i, "assistant")) {
                dlgo__sw_put(w, "ASSISTANT: "); dlgo__sw_put(w, DLGO__CONTENT(i)); dlgo__sw_put(w, "</s>\n");
            }
        }
        if (add_ass) dlgo__sw_put(w, "ASSISTANT:");
        break;
    case DLGO__CT_DEEPSEEK:
        for (i = 0; i < n; i++) {
            if (DLGO__IS(i, "system")) dlgo__sw_put(w, DLGO__CONTENT(i));
            else if (DLGO__IS(i, "user")) { dlgo__sw_put(w, "### Instruction:\n"); dlgo__sw_put(w, DLGO__CONTENT(i)); dlgo__sw_put(w, "\n"); }
            else if (DLGO__IS(i, "assistant")) { dlgo__sw_put(w, "### Response:\n"); dlgo__sw_put(w, DLGO__CONTENT(i)); dlgo__sw_put(w, "\n<|EOT|>\n"); }
        }
        if (add_ass) dlgo__sw_put(w, "### Response:\n");
        break;
    case DLGO__CT_COMMAND_R:
        for (i = 0; i < n; i++) {
            const char *tag = DLGO__IS(i, "system") ? "<|SYSTEM_TOKEN|>" : DLGO__IS(i, "user") ? "<|USER_TOKEN|>"
                            : DLGO__IS(i, "assistant") ? "<|CHATBOT_TOKEN|>" : NULL;
            if (!tag) continue;
            dlgo__sw_put(w, "<|START_OF_TURN_TOKEN|>"); dlgo__sw_put(w, tag);
            dlgo__sw_trim(w, DLGO__CONTENT(i)); dlgo__sw_put(w, "<|END_OF_TURN_TOKEN|>");
        }
        if (add_ass) dlgo__sw_put(w, "<|START_OF_TURN_TOKEN|><|CHATBOT_TOKEN|>");
        break;
    case DLGO__CT_LLAMA3:
        for (i = 0; i < n; i++) {
            dlgo__sw_put(w, "<|start_header_id|>"); dlgo__sw_put(w, DLGO__ROLE(i)); dlgo__sw_put(w, "<|end_header_id|>\n\n");
            dlgo__sw_trim(w, DLGO__CONTENT(i)); dlgo__sw_put(w, "<|eot_id|>");
        }
        if (add_ass) dlgo__sw_put(w, "<|start_header_id|>assistant<|end_header_id|>\n\n");
        break;
    case DLGO__CT_CHATGLM3: case DLGO__CT_CHATGLM4: case DLGO__CT_GLMEDGE:
        if (t == DLGO__CT_CHATGLM3) dlgo__sw_put(w, "[gMASK]sop");
        if (t == DLGO__CT_CHATGLM4) dlgo__sw_put(w, "[gMASK]<sop>");
        for (i = 0; i < n; i++) {
            dlgo__sw_put(w, "<|"); dlgo__sw_put(w, DLGO__ROLE(i));
            dlgo__sw_put(w, t == DLGO__CT_CHATGLM3 ? "|>\n " : "|>\n"); dlgo__sw_put(w, DLGO__CONTENT(i));
        }
        if (add_ass) dlgo__sw_put(w, t == DLGO__CT_CHATGLM4 ? "<|assistant|>\n" : "<|assistant|>");
        break;
    case DLGO__CT_MINICPM:
        for (i = 0; i < n; i++) {
            if (DLGO__IS(i, "user")) { dlgo__sw_put(w, DLGO__CPM_USER); dlgo__sw_trim(w, DLGO__CONTENT(i)); dlgo__sw_put(w, "<AI>"); }
            else dlgo__sw_trim(w, DLGO__CONTENT(i));
        }
        break;
    case DLGO__CT_DEEPSEEK2:
        for (i = 0; i < n; i++) {
            if (DLGO__IS(i, "system")) { dlgo__sw_put(w, DLGO__CONTENT(i)); dlgo__sw_put(w, "\n\n"); }
            else if (DLGO__IS(i, "user")) { dlgo__sw_put(w, "User: "); dlgo__sw_put(w, DLGO__CONTENT(i)); dlgo__sw_put(w, "\n\n"); }
            else if (DLGO__IS(i, "assistant")) { dlgo__sw_put(w, "Assistant: "); dlgo__sw_put(w, DLGO__CONTENT(i)); dlgo__sw_put(w, DLGO__DS_EOS); }
        }
        if (add_ass) dlgo__sw_put(w, "Assistant:");
        break;
    case DLGO__CT_DEEPSEEK3:
        for (i = 0; i < n; i++) {
            if (DLGO__IS(i, "system")) { dlgo__sw_put(w, DLGO__CONTENT(i)); dlgo__sw_put(w, "\n\n"); }
            else if (DLGO__IS(i, "user")) { dlgo__sw_put(w, DLGO__DS_USER); dlgo__sw_put(w, DLGO__CONTENT(i)); }
            else if (DLGO__IS(i, "assistant")) { dlgo__sw_put(w, DLGO__DS_ASSISTANT); dlgo__sw_put(w, DLGO__CONTENT(i)); dlgo__sw_put(w, DLGO__DS_EOS); }
        }
        if (add_ass) dlgo__sw_put(w, DLGO__DS_ASSISTANT);
        break;
    case DLGO__CT_DEEPSEEK_OCR:
        for (i = 0; i < n; i++) dlgo__sw_put(w, DLGO__CONTENT(i));
        break;
    case DLGO__CT_EXAONE3: case DLGO__CT_EXAONE4:
        for (i = 0; i < n; i++) {
            if (DLGO__IS(i, "system")) { dlgo__sw_put(w, "[|system|]"); dlgo__sw_trim(w, DLGO__CONTENT(i)); dlgo__sw_put(w, "[|endofturn|]\n"); }
            else if (DLGO__IS(i, "user")) { dlgo__sw_put(w, "[|user|]"); dlgo__sw_trim(w, DLGO__CONTENT(i)); dlgo__sw_put(w, "\n"); }
            else if (DLGO__IS(i, "assistant")) { dlgo__sw_put(w, "[|assistant|]"); dlgo__sw_trim(w, DLGO__CONTENT(i)); dlgo__sw_put(w, "[|endofturn|]\n"); }
            else if (t == DLGO__CT_EXAONE4 && DLGO__IS(i, "tool")) { dlgo__sw_put(w, "[|tool|]"); dlgo__sw_trim(w, DLGO__CONTENT(i)); dlgo__sw_put(w, "[|endofturn|]\n"); }
        }
        if (add_ass) dlgo__sw_put(w, "[|assistant|]");
        break;
    case DLGO__CT_EXAONE_MOE:
        for (i = 0; i < n; i++) {
            if (!DLGO__IS(i, "system") && !DLGO__IS(i, "user") && !DLGO__IS(i, "assistant") && !DLGO__IS(i, "tool")) continue;
            dlgo__sw_put(w, "<|"); dlgo__sw_put(w, DLGO__ROLE(i)); dlgo__sw_put(w, "|>\n");
            dlgo__sw_trim(w, DLGO__CONTENT(i)); dlgo__sw_put(w, "<|endofturn|>\n");
        }
        if (add_ass) dlgo__sw_put(w, "<|assistant|>\n");
        break;
    case DLGO__CT_RWKV_WORLD:
        for (i = 0; i < n; i++) {
            if (DLGO__IS(i, "system")) { dlgo__sw_put(w, "System: "); dlgo__sw_trim(w, DLGO__CONTENT(i)); dlgo__sw_put(w, "\n\n"); }
            else if (DLGO__IS(i, "user")) {
                dlgo__sw_put(w, "User: "); dlgo__sw_trim(w, DLGO__CONTENT(i)); dlgo__sw_put(w, "\n\n");
                if (i == n - 1) dlgo__sw_put(w, "Assistant:");   /* regardless of add_assistant, as llama.cpp */
            } else if (DLGO__IS(i, "assistant")) { dlgo__sw_put(w, "Assistant: "); dlgo__sw_trim(w, DLGO__CONTENT(i)); dlgo__sw_put(w, "\n\n"); }
        }
        break;
    case DLGO__CT_GRANITE: case DLGO__CT_GRANITE_4_0: case DLGO__CT_GRANITE_4_1:
        for (i = 0; i < n; i++) {
            int tool_call = DLGO__IS(i, "assistant_tool_call");
            if (tool_call && t != DLGO__CT_GRANITE) dlgo__sw_put(w, "<|start_of_role|>assistant<|end_of_role|><|tool_call|>");
            else {
                dlgo__sw_put(w, "<|start_of_role|>"); dlgo__sw_put(w, DLGO__ROLE(i)); dlgo__sw_put(w, "<|end_of_role|>");
                if (tool_call) dlgo__sw_put(w, "<|tool_call|>");
            }
            dlgo__sw_put(w, DLGO__CONTENT(i)); dlgo__sw_put(w, "<|end_of_text|>\n");
        }
        if (add_ass) dlgo__sw_put(w, "<|start_of_role|>assistant<|end_of_role|>");
        break;
    case DLGO__CT_GIGACHAT: {
        int has_sys = n > 0 && DLGO__IS(0, "system");
        dlgo__sw_put(w, "<s>");
        if (has_sys) { dlgo__sw_put(w, DLGO__CONTENT(0)); dlgo__sw_put(w, "<|message_sep|>"); }
        for (i = has_sys ? 1 : 0; i < n; i++) {
            if (DLGO__IS(i, "user")) {
                dlgo__sw_put(w, "user<|role_sep|>"); dlgo__sw_put(w, DLGO__CONTENT(i));
                dlgo__sw_put(w, "<|message_sep|>available functions<|role_sep|>[]<|message_sep|>");
            } else if (DLGO__IS(i, "assistant")) {
                dlgo__sw_put(w, "assistant<|role_sep|>"); dlgo__sw_put(w, DLGO__CONTENT(i)); dlgo__sw_put(w, "<|message_sep|>");
            }
        }
        if (add_ass) dlgo__sw_put(w, "assistant<|role_sep|>");
        break;
    }
    case DLGO__CT_MEGREZ:
        for (i = 0; i < n; i++) {
            dlgo__sw_put(w, "<|role_start|>"); dlgo__sw_put(w, DLGO__ROLE(i)); dlgo__sw_put(w, "<|role_end|>");
            dlgo__sw_put(w, DLGO__CONTENT(i)); dlgo__sw_put(w, "<|turn_end|>");
        }
        if (add_ass) dlgo__sw_put(w, "<|role_start|>assistant<|role_end|>");
        break;
    case DLGO__CT_YANDEX:
        for (i = 0; i < n; i++) {
            if (DLGO__IS(i, "user")) { dlgo__sw_put(w, DLGO__RU_USER " "); dlgo__sw_put(w, DLGO__CONTENT(i)); dlgo__sw_put(w, "\n\n"); }
            else if (DLGO__IS(i, "assistant")) { dlgo__sw_put(w, DLGO__RU_ASSISTANT " "); dlgo__sw_put(w, DLGO__CONTENT(i)); dlgo__sw_put(w, "\n\n"); }
        }
        if (add_ass) dlgo__sw_put(w, DLGO__RU_ASSISTANT "[SEP]");
        break;
    case DLGO__CT_BAILING: case DLGO__CT_BAILING_THINK: case DLGO__CT_BAILING2:
        if (t == DLGO__CT_BAILING2 && !(n > 0 && DLGO__IS(0, "system")))
            dlgo__sw_put(w, "<role>SYSTEM</role>detailed thinking off<|role_end|>");
        for (i = 0; i < n; i++) {
            dlgo__sw_put(w, "<role>");
            if (DLGO__IS(i, "user")) dlgo__sw_put(w, "HUMAN"); else dlgo__sw_upper(w, DLGO__ROLE(i), 1);
            dlgo__sw_put(w, "</role>"); dlgo__sw_put(w, DLGO__CONTENT(i));
            if (t == DLGO__CT_BAILING2) dlgo__sw_put(w, "<|role_end|>");
        }
        if (add_ass) {
            dlgo__sw_put(w, "<role>ASSISTANT</role>");
            if (t == DLGO__CT_BAILING_THINK) dlgo__sw_put(w, "<think>");
        }
        break;
    case DLGO__CT_LLAMA4:
        for (i = 0; i < n; i++) {
            dlgo__sw_put(w, "<|header_start|>"); dlgo__sw_put(w, DLGO__ROLE(i)); dlgo__sw_put(w, "<|header_end|>\n\n");
            dlgo__sw_trim(w, DLGO__CONTENT(i)); dlgo__sw_put(w, "<|eot|>");
        }
        if (add_ass) dlgo__sw_put(w, "<|header_start|>assistant<|header_end|>\n\n");
        break;
    case DLGO__CT_SMOLVLM:
        dlgo__sw_put(w, "<|im_start|>");
        for (i = 0; i < n; i++) {
            if (DLGO__IS(i, "system")) { dlgo__sw_put(w, DLGO__CONTENT(i)); dlgo__sw_put(w, "\n\n"); }
            else {
                dlgo__sw_put(w, DLGO__IS(i, "user") ? "User: " : "Assistant: ");
                dlgo__sw_put(w, DLGO__CONTENT(i)); dlgo__sw_put(w, "<end_of_utterance>\n");
            }
        }
        if (add_ass) dlgo__sw_put(w, "Assistant:");
        break;
    case DLGO__CT_DOTS1:
        for (i = 0; i < n; i++) {
            if (DLGO__IS(i, "system")) { dlgo__sw_put(w, "<|system|>"); dlgo__sw_put(w, DLGO__CONTENT(i)); dlgo__sw_put(w, "<|endofsystem|>"); }
            else if (DLGO__IS(i, "user")) { dlgo__sw_put(w, "<|userprompt|>"); dlgo__sw_put(w, DLGO__CONTENT(i)); dlgo__sw_put(w, "<|endofuserprompt|>"); }
            else { dlgo__sw_put(w, "<|response|>"); dlgo__sw_put(w, DLGO__CONTENT(i)); dlgo__sw_put(w, "<|endofresponse|>"); }
        }
        if (add_ass) dlgo__sw_put(w, "<|response|>");
        break;
    case DLGO__CT_HUNYUAN_MOE:
        for (i = 0; i < n; i++) {
            if (DLGO__IS(i, "system")) { dlgo__sw_put(w, "<|startoftext|>"); dlgo__sw_put(w, DLGO__CONTENT(i)); dlgo__sw_put(w, "<|extra_4|>"); }
            else if (DLGO__IS(i, "assistant")) { dlgo__sw_put(w, DLGO__CONTENT(i)); dlgo__sw_put(w, "<|eos|>"); }
            else { dlgo__sw_put(w, "<|startoftext|>"); dlgo__sw_put(w, DLGO__CONTENT(i)); dlgo__sw_put(w, "<|extra_0|>"); }
        }
        break;
    case DLGO__CT_GPT_OSS:
        for (i = 0; i < n; i++) {
            dlgo__sw_put(w, "<|start|>"); dlgo__sw_put(w, DLGO__ROLE(i)); dlgo__sw_put(w, "<|message|>");
            dlgo__sw_put(w, DLGO__CONTENT(i)); dlgo__sw_put(w, DLGO__IS(i, "assistant") ? "<|return|>" : "<|end|>");
        }
        if (add_ass) dlgo__sw_put(w, "<|start|>assistant");
        break;
    case DLGO__CT_HUNYUAN_DENSE:
        for (i = 0; i < n; i++) {
            if (i == 0 && DLGO__IS(i, "system")) { dlgo__sw_put(w, DLGO__CONTENT(i)); dlgo__sw_put(w, DLGO__HY_HOLDER("3")); }
            if (DLGO__IS(i, "assistant")) { dlgo__sw_put(w, DLGO__HY_ASSISTANT); dlgo__sw_put(w, DLGO__CONTENT(i)); dlgo__sw_put(w, DLGO__HY_HOLDER("2")); }
            else if (DLGO__IS(i, "user")) { dlgo__sw_put(w, DLGO__HY_USER); dlgo__sw_put(w, DLGO__CONTENT(i)); dlgo__sw_put(w, DLGO__HY_ASSISTANT); }
        }
        break;
    case DLGO__CT_HUNYUAN_VL:
        dlgo__sw_put(w, DLGO__HY_BOS);
        for (i = 0; i < n; i++) {
            if (i == 0 && DLGO__IS(i, "system")) { dlgo__sw_put(w, DLGO__CONTENT(i)); dlgo__sw_put(w, DLGO__HY_HOLDER("3")); continue; }
            if (DLGO__IS(i, "user")) { dlgo__sw_put(w, DLGO__CONTENT(i)); dlgo__sw_put(w, DLGO__HY_USER); }
            else if (DLGO__IS(i, "assistant")) { dlgo__sw_put(w, DLGO__CONTENT(i)); dlgo__sw_put(w, DLGO__HY_ASSISTANT); }
        }
        break;
    case DLGO__CT_KIMI_K2:
        for (i = 0; i < n; i++) {
            if (DLGO__IS(i, "system")) dlgo__sw_put(w, "<|im_system|>system<|im_middle|>");
            else if (DLGO__IS(i, "user")) dlgo__sw_put(w, "<|im_user|>user<|im_middle|>");
            else if (DLGO__IS(i, "assistant")) dlgo__sw_put(w, "<|im_assistant|>assistant<|im_middle|>");
            else if (DLGO__IS(i, "tool")) dlgo__sw_put(w, "<|im_system|>tool<|im_middle|>");
            dlgo__sw_put(w, DLGO__CONTENT(i)); dlgo__sw_put(w, "<|im_end|>");
        }
        if (add_ass) dlgo__sw_put(w, "<|im_assistant|>assistant<|im_middle|>");
        break;
    case DLGO__CT_SEED_OSS:
        for (i = 0; i < n; i++) {
            dlgo__sw_put(w, "<seed:bos>"); dlgo__sw_put(w, DLGO__ROLE(i)); dlgo__sw_put(w, "\n");
            if (DLGO__IS(i, "assistant")) dlgo__sw_trim(w, DLGO__CONTENT(i)); else dlgo__sw_put(w, DLGO__CONTENT(i));
            dlgo__sw_put(w, "<seed:eos>");
        }
        if (add_ass) dlgo__sw_put(w, "<seed:bos>assistant\n");
        break;
    case DLGO__CT_GROK2:
        for (i = 0; i < n; i++) {
            if (DLGO__IS(i, "system")) { dlgo__sw_put(w, "System: "); dlgo__sw_trim(w, DLGO__CONTENT(i)); dlgo__sw_put(w, "<|separator|>\n\n"); }
            else if (DLGO__IS(i, "user")) { dlgo__sw_put(w, "Human: "); dlgo__sw_trim(w, DLGO__CONTENT(i)); dlgo__sw_put(w, "<|separator|>\n\n"); }
            else if (DLGO__IS(i, "assistant")) { dlgo__sw_put(w, "Assistant: "); dlgo__sw_put(w, DLGO__CONTENT(i)); dlgo__sw_put(w, "<|separator|>\n\n"); }
        }
        if (add_ass) dlgo__sw_put(w, "Assistant:");
        break;
    case DLGO__CT_PANGU_EMBED:
        for (i = 0; i < n; i++) {
            const char *open = DLGO__IS(i, "system") ? DLGO__PG_SYSTEM : DLGO__IS(i, "user") ? DLGO__PG_USER
                             : DLGO__IS(i, "assistant") ? DLGO__PG_ASSISTANT : DLGO__IS(i, "tool") ? DLGO__PG_TOOL
                             : DLGO__IS(i, "function") ? DLGO__PG_FUNCTION : NULL;
            if (i == 0 && !DLGO__IS(i, "system")) dlgo__sw_put(w, DLGO__PG_SYSTEM DLGO__PG_CLOSE);   /* empty system turn */
            if (open) { dlgo__sw_put(w, open); dlgo__sw_put(w, DLGO__CONTENT(i)); dlgo__sw_put(w, DLGO__PG_CLOSE); }
        }
        if (add_ass) dlgo__sw_put(w, DLGO__PG_ASSISTANT);
        break;
    case DLGO__CT_SOLAR_OPEN:
        for (i = 0; i < n; i++) {
            dlgo__sw_put(w, "<|begin|>"); dlgo__sw_put(w, DLGO__ROLE(i)); dlgo__sw_put(w, "<|content|>");
            dlgo__sw_put(w, DLGO__CONTENT(i)); dlgo__sw_put(w, "<|end|>");
        }
        if (add_ass) dlgo__sw_put(w, "<|begin|>assistant");
        break;
    case DLGO__CT_UNKNOWN: case DLGO__CT_COUNT:
        break;
    }
#undef DLGO__ROLE
#undef DLGO__CONTENT
#undef DLGO__IS
}

DLGO_API int32_t dlgo_chat_apply_template(const char *tmpl, const dlgo_chat_message *msgs, size_t n_msgs,
                                          int add_assistant, char *buf, int32_t size) {
    dlgo__chat_tmpl t = dlgo__chat_detect(tmpl ? tmpl : "chatml");
    dlgo__sw w;
    if (t == DLGO__CT_UNKNOWN) return -1;
    if (n_msgs && !msgs) return -1;
    w.buf = (buf && size > 0) ? buf : NULL;
    w.cap = w.buf ? (size_t)size - 1 : 0;
    w.len = 0;
    dlgo__chat_render(t, msgs, n_msgs, add_assistant, &w);
    if (w.buf) w.buf[w.len < w.cap ? w.len : w.cap] = 0;
    return w.len > (size_t)INT32_MAX ? -1 : (int32_t)w.len;
}

DLGO_API const char *dlgo_chat_detect_template(const char *tmpl_text) {
    dlgo__chat_tmpl t;
    if (!tmpl_text) return NULL;
    t = dlgo__chat_detect(tmpl_text);
    if (t == DLGO__CT_DOTS1) return "dots1";
    return t == DLGO__CT_UNKNOWN ? NULL : dlgo__chat_names[t];
}

DLGO_API int32_t dlgo_chat_builtin_templates(const char **names, size_t max) {
    size_t i, count = (size_t)DLGO__CT_COUNT - 1;
    for (i = 0; i < count && i < max && names; i++) names[i] = dlgo__chat_names[i + 1];
    return (int32_t)count;
}

/* >>chat-end */

/* >>sampler-begin */

/* ==========================================================================================================
   >>sampler — penalties, top-k, typical, top-p, min-p, temperature, dist (llama-sampler.cpp semantics)
   ==========================================================================================================
   Candidates live in one array that each stage shrinks or reorders, with a `sorted` flag meaning "descending by
   logit". The order matters for reproducing llama.cpp: dist picks the first candidate, in the current order, where
   the running probability sum reaches r * total. Where llama.cpp leaves the order of equal logits to std::sort,
   dlgo breaks ties by the smaller id, so results never depend on the sorting algorithm. Sorting is an in-place
   heap (partial) sort: no allocation, O(n log k) for top-k. */

#include <time.h>   /* time/clock (and clock_gettime where POSIX has it) for random seeds */

DLGO_API void dlgo_mt19937_seed(dlgo_mt19937 *r, uint32_t seed) {
    uint32_t i;
    r->mt[0] = seed;
    for (i = 1; i < 624; i++) r->mt[i] = 1812433253u * (r->mt[i - 1] ^ (r->mt[i - 1] >> 30)) + i;
    r->idx = 624;
}
DLGO_API uint32_t dlgo_mt19937_next(dlgo_mt19937 *r) {
    uint32_t y;
    if (r->idx >= 624) {   /* regenerate the whole state block */
        uint32_t i;
        for (i = 0; i < 624; i++) {
            uint32_t x = (r->mt[i] & 0x80000000u) | (r->mt[(i + 1) % 624] & 0x7fffffffu);
            r->mt[i] = r->mt[(i + 397) % 624] ^ (x >> 1) ^ ((x & 1u) ? 0x9908b0dfu : 0u);
        }
        r->idx = 0;
    }
    y = r->mt[r->idx++];
    y ^= y >> 11;
    y ^= (y << 7) & 0x9d2c5680u;
    y ^= (y << 15) & 0xefc60000u;
    y ^= y >> 18;
    return y;
}
/* libstdc++'s generate_canonical<double, 53>: two 32-bit outputs, low word first, summed in double */
DLGO_API double dlgo_mt19937_uniform(dlgo_mt19937 *r) {
    double lo = (double)dlgo_mt19937_next(r);
    double hi = (double)dlgo_mt19937_next(r);
    double v = (lo + hi * 4294967296.0) / 18446744073709551616.0;
    return v >= 1.0 ? 0.99999999999999989 : v;   /* nextafter(1, 0), as libstdc++ clamps the rounding case */
}

typedef struct dlgo__cand { int32_t id; float logit; float p; } dlgo__cand;

struct dlgo_sampler {
    dlgo_sampler_desc d;
    int32_t        n_vocab;
    dlgo_allocator alloc;      /* a copy: the caller's struct need not outlive the sampler */
    dlgo__cand    *cand;       /* the working candidate list */
    dlgo__cand    *spare;      /* same size: typical's key sort; swapped with cand afterwards */
    size_t         n;          /* current candidate count */
    int            sorted;     /* cand[0..n) is in descending logit order */
    int32_t       *count;      /* occurrences of each id in the penalty window */
    int32_t       *ring;       /* the window itself (penalty_last_n slots) */
    int32_t        ring_len, ring_head;
    uint32_t       seed_cur;
    dlgo_mt19937   rng;
};

/* a ranks before b: higher logit first, then the smaller id */
static int dlgo__cand_before(const dlgo__cand *a, const dlgo__cand *b) {
    return a->logit > b->logit || (a->logit == b->logit && a->id < b->id);
}
static void dlgo__cand_swap(dlgo__cand *a, dlgo__cand *b) { dlgo__cand t = *a; *a = *b; *b = t; }

/* heap whose root is the candidate that ranks LAST among h[0..n) */
static void dlgo__heap_down(dlgo__cand *h, size_t n, size_t i) {
    for (;;) {
        size_t l = 2 * i + 1, r = l + 1, w = i;
        if (l < n && dlgo__cand_before(&h[w], &h[l])) w = l;
        if (r < n && dlgo__cand_before(&h[w], &h[r])) w = r;
        if (w == i) return;
        dlgo__cand_swap(&h[i], &h[w]);
        i = w;
    }
}
/* Move the k best of c[0..n) to the front, in rank order; the rest stay behind in no particular order. */
static void dlgo__cand_top(dlgo__cand *c, size_t n, size_t k) {
    size_t i;
    if (k > n) k = n;
    if (k == 0) return;
    for (i = k / 2; i-- > 0;) dlgo__heap_down(c, k, i);
    for (i = k; i < n; i++)
        if (dlgo__cand_before(&c[i], &c[0])) { dlgo__cand_swap(&c[i], &c[0]); dlgo__heap_down(c, k, 0); }
    for (i = k; i-- > 1;) { dlgo__cand_swap(&c[0], &c[i]); dlgo__heap_down(c, i, 0); }   /* worst to the back */
}
static void dlgo__smp_sort(dlgo_sampler *s) {
    if (!s->sorted) { dlgo__cand_top(s->cand, s->n, s->n); s->sorted = 1; }
}

/* probabilities of the current candidates, float arithmetic in llama.cpp's order */
static void dlgo__smp_softmax(dlgo_sampler *s, int do_sort) {
    dlgo__cand *c;
    float max_l, sum = 0.0f;
    size_t i;
    if (do_sort) dlgo__smp_sort(s);
    c = s->cand;
    max_l = c[0].logit;
    if (!s->sorted) for (i = 1; i < s->n; i++) if (c[i].logit > max_l) max_l = c[i].logit;
    for (i = 0; i < s->n; i++) { c[i].p = expf(c[i].logit - max_l); sum += c[i].p; }
    for (i = 0; i < s->n; i++) c[i].p /= sum;
}

static void dlgo__smp_penalties(dlgo_sampler *s) {
    const dlgo_sampler_desc *d = &s->d;
    size_t i;
    if (d->penalty_last_n <= 0 || (d->penalty_repeat == 1.0f && d->penalty_freq == 0.0f && d->penalty_present == 0.0f))
        return;
    for (i = 0; i < s->n; i++) {
        dlgo__cand *c = &s->cand[i];
        int32_t cnt = s->count[c->id];
        if (cnt <= 0) continue;
        /* dividing a negative logit would make the token MORE likely: multiply it instead */
        if (c->logit <= 0) c->logit *= d->penalty_repeat; else c->logit /= d->penalty_repeat;
        c->logit -= (float)cnt * d->penalty_freq + d->penalty_present;
    }
    s->sorted = 0;
}

static void dlgo__smp_top_k(dlgo_sampler *s, int32_t k) {
    if (k <= 0) return;
    if ((size_t)k > s->n) k = (int32_t)s->n;
    if (!s->sorted) { dlgo__cand_top(s->cand, s->n, (size_t)k); s->sorted = 1; }
    s->n = (size_t)k;
}

static void dlgo__smp_typical(dlgo_sampler *s, float p, size_t min_keep) {
    dlgo__cand *c, *key, *tmp;
    float entropy = 0.0f, cum = 0.0f;
    size_t i, last;
    if (p >= 1.0f || s->n == 0) return;
    dlgo__smp_softmax(s, 1);
    c = s->cand;
    /* 0 * log 0 taken as 0: llama.cpp would get NaN here once a probability underflows */
    for (i = 0; i < s->n; i++) if (c[i].p > 0.0f) entropy += -c[i].p * logf(c[i].p);
    /* sort positions by |-log p - H| ascending: reuse the candidate sort with logit = -score, id = position */
    key = s->spare;
    for (i = 0; i < s->n; i++) {
        key[i].id = (int32_t)i;
        key[i].logit = -fabsf(-logf(c[i].p) - entropy);
        key[i].p = 0.0f;
    }
    dlgo__cand_top(key, s->n, s->n);
    last = s->n;
    for (i = 0; i < s->n; i++) {
        cum += c[key[i].id].p;
        if (cum > p && (min_keep == 0 || i >= min_keep - 1)) { last = i + 1; break; }
    }
    /* gather in place: key[j] is read before it is overwritten, and later reads are at j' > j */
    for (i = 0; i < last; i++) key[i] = c[key[i].id];
    tmp = s->cand; s->cand = s->spare; s->spare = tmp;
    s->n = last;
    s->sorted = 0;
}

static void dlgo__smp_top_p(dlgo_sampler *s, float p, size_t min_keep) {
    float cum = 0.0f;
    size_t i, k, last;
    if (p >= 1.0f || s->n == 0) return;
    dlgo__smp_softmax(s, 0);
    /* big unsorted lists: rank only the best 256 first, the whole list only if they do not reach p */
    k = s->n;
    if (!s->sorted && s->n > 1024) { k = 256; dlgo__cand_top(s->cand, s->n, k); }
    else if (!s->sorted) dlgo__cand_top(s->cand, s->n, s->n);
    last = s->n;
    for (i = 0; i < s->n; i++) {
        cum += s->cand[i].p;
        if (cum >= p && i + 1 >= min_keep) { last = i + 1; break; }
        if (i == k - 1 && k < s->n) { dlgo__cand_top(s->cand + k, s->n - k, s->n - k); k = s->n; }
    }
    s->n = last;
    s->sorted = 1;
}

static void dlgo__smp_min_p(dlgo_sampler *s, float p, size_t min_keep) {
    size_t i, kept;
    float min_logit;
    if (p <= 0.0f || s->n == 0) return;
    if (!s->sorted) {   /* keep the order: filter against the maximum */
        float max_l = -FLT_MAX;
        for (i = 0; i < s->n; i++) if (s->cand[i].logit > max_l) max_l = s->cand[i].logit;
        min_logit = max_l + logf(p);
        for (i = 0, kept = 0; i < s->n; i++) kept += s->cand[i].logit >= min_logit;
        if (kept > 0 && kept >= min_keep) {
            for (i = 0, kept = 0; i < s->n; i++) if (s->cand[i].logit >= min_logit) s->cand[kept++] = s->cand[i];
            s->n = kept;
            return;
        }
        dlgo__smp_sort(s);   /* too few survive: fall back to the sorted rule, which honours min_keep */
    }
    min_logit = s->cand[0].logit + logf(p);
    for (i = 1; i < s->n; i++) if (s->cand[i].logit < min_logit && i >= min_keep) break;
    s->n = i;
}

static void dlgo__smp_temp(dlgo_sampler *s, float t) {
    size_t i;
    if (s->n == 0) return;
    if (t <= 0.0f) {   /* keep only the first maximum; the others become impossible */
        size_t best = 0;
        for (i = 1; i < s->n; i++) {
            if (s->cand[i].logit > s->cand[best].logit) { s->cand[best].logit = -INFINITY; best = i; }
            else s->cand[i].logit = -INFINITY;
        }
        return;
    }
    for (i = 0; i < s->n; i++) s->cand[i].logit /= t;
}

static int32_t dlgo__smp_dist(dlgo_sampler *s) {
    dlgo__cand *c = s->cand;
    double sum = 0.0, target, run = 0.0, r;
    float max_l;
    size_t i;
    if (s->n == 0) return -1;
    if (s->n == 1) { (void)dlgo_mt19937_uniform(&s->rng); return c[0].id; }   /* llama.cpp draws even here */
    max_l = c[0].logit;
    if (!s->sorted) for (i = 1; i < s->n; i++) if (c[i].logit > max_l) max_l = c[i].logit;
    for (i = 0; i < s->n; i++) { c[i].p = expf(c[i].logit - max_l); sum += c[i].p; }
    r = dlgo_mt19937_uniform(&s->rng);
    target = sum * r;
    for (i = 0; i < s->n; i++) {
        run += c[i].p;
        if (run >= target) return c[i].id;
    }
    return c[s->n - 1].id;
}

/* A fresh seed without global state: clocks and addresses (ASLR) through a 64-bit mixer. */
static uint32_t dlgo__entropy_seed(const void *p) {
    uint64_t x = (uint64_t)time(NULL) ^ ((uint64_t)clock() << 20) ^ (uint64_t)(uintptr_t)p;
    uint64_t local = (uint64_t)(uintptr_t)&x;
    uint32_t r;
#if defined(DLGO__HAVE_MMAP) && defined(CLOCK_MONOTONIC)
    struct timespec ts;
    if (clock_gettime(CLOCK_MONOTONIC, &ts) == 0) x ^= (uint64_t)ts.tv_nsec * 0x9e3779b97f4a7c15ull + (uint64_t)ts.tv_sec;
#endif
    x ^= local << 17;
    x += 0x9e3779b97f4a7c15ull; x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;   /* splitmix64 finaliser */
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebull; x ^= x >> 31;
    r = (uint32_t)(x ^ (x >> 32));
    return r == DLGO_SEED_RANDOM ? 0x2545f491u : r;
}

DLGO_API dlgo_sampler_desc dlgo_sampler_defaults(void) {
    dlgo_sampler_desc d;
    memset(&d, 0, sizeof d);
    d.temp = 0.8f; d.top_k = 40; d.top_p = 0.95f; d.min_p = 0.05f; d.typical_p = 1.0f;
    d.penalty_last_n = 64; d.penalty_repeat = 1.0f; d.penalty_freq = 0.0f; d.penalty_present = 0.0f;
    d.seed = DLGO_SEED_RANDOM; d.min_keep = 0;
    return d;
}

DLGO_API void dlgo_sampler_reset(dlgo_sampler *s) {
    if (!s) return;
    if (s->count) memset(s->count, 0, (size_t)s->n_vocab * sizeof *s->count);
    s->ring_len = s->ring_head = 0;
    s->seed_cur = s->d.seed == DLGO_SEED_RANDOM ? dlgo__entropy_seed(s) : s->d.seed;
    dlgo_mt19937_seed(&s->rng, s->seed_cur);
}

DLGO_API void dlgo_sampler_free(dlgo_sampler *s) {
    dlgo_allocator a;
    if (!s) return;
    a = s->alloc;
    dlgo__free(&a, s->cand); dlgo__free(&a, s->spare); dlgo__free(&a, s->count); dlgo__free(&a, s->ring);
    dlgo__free(&a, s);
}

DLGO_API dlgo_result dlgo_sampler_create(const dlgo_sampler_desc *desc, int32_t n_vocab, const dlgo_allocator *alloc,
                                         dlgo_sampler **out, dlgo_error *err) {
    dlgo_sampler *s;
    int32_t last_n;
    if (!out) return dlgo__err(err, DLGO_ERR_INVALID_ARG, "dlgo_sampler_create: out is NULL");
    *out = NULL;
    if (n_vocab <= 0) return dlgo__err(err, DLGO_ERR_INVALID_ARG, "dlgo_sampler_create: n_vocab is %d", (int)n_vocab);
    s = (dlgo_sampler *)dlgo__calloc(alloc, 1, sizeof *s);
    if (!s) return dlgo__err(err, DLGO_ERR_OOM, "dlgo_sampler_create: out of memory");
    s->alloc = *dlgo__alloc_or_default(alloc);
    s->d = desc ? *desc : dlgo_sampler_defaults();
    if (s->d.penalty_last_n < 0) s->d.penalty_last_n = 0;
    if (s->d.min_keep < 0) s->d.min_keep = 0;
    s->n_vocab = n_vocab;
    last_n = s->d.penalty_last_n;
    s->cand = (dlgo__cand *)dlgo__malloc(&s->alloc, (size_t)n_vocab * sizeof(dlgo__cand));
    s->spare = (dlgo__cand *)dlgo__malloc(&s->alloc, (size_t)n_vocab * sizeof(dlgo__cand));
    s->count = (int32_t *)dlgo__calloc(&s->alloc, (size_t)n_vocab, sizeof(int32_t));
    s->ring = (int32_t *)dlgo__malloc(&s->alloc, (size_t)(last_n > 0 ? last_n : 1) * sizeof(int32_t));
    if (!s->cand || !s->spare || !s->count || !s->ring) {
        dlgo_sampler_free(s);
        return dlgo__err(err, DLGO_ERR_OOM, "dlgo_sampler_create: out of memory for %d vocabulary entries and a "
                         "penalty window of %d", (int)n_vocab, (int)last_n);
    }
    dlgo_sampler_reset(s);
    *out = s;
    return DLGO_OK;
}

DLGO_API uint32_t dlgo_sampler_seed(const dlgo_sampler *s) { return s ? s->seed_cur : 0; }

DLGO_API void dlgo_sampler_accept(dlgo_sampler *s, int32_t token) {
    int32_t cap;
    if (!s || s->d.penalty_last_n <= 0) return;
    cap = s->d.penalty_last_n;
    if (s->ring_len == cap) {   /* full: the oldest token leaves the window */
        int32_t old = s->ring[s->ring_head];
        if (old >= 0 && old < s->n_vocab) s->count[old]--;
        s->ring[s->ring_head] = token;
        s->ring_head = (s->ring_head + 1) % cap;
    } else {
        s->ring[(s->ring_head + s->ring_len) % cap] = token;
        s->ring_len++;
    }
    /* ids outside the vocabulary occupy a slot but can never be penalised */
    if (token >= 0 && token < s->n_vocab) s->count[token]++;
}

DLGO_API int32_t dlgo_sampler_sample(dlgo_sampler *s, const float *logits) {
    const dlgo_sampler_desc *d;
    size_t i, min_keep;
    if (!s || !logits) return -1;
    d = &s->d;
    min_keep = (size_t)d->min_keep;
    for (i = 0; i < (size_t)s->n_vocab; i++) {
        float l = logits[i];
        s->cand[i].id = (int32_t)i;
        s->cand[i].logit = l != l ? -INFINITY : l;   /* NaN would break every ordering below */
        s->cand[i].p = 0.0f;
    }
    s->n = (size_t)s->n_vocab;
    s->sorted = 0;
    dlgo__smp_penalties(s);
    if (d->temp <= 0.0f) {   /* greedy: the filters below all keep the maximum, so skip them */
        size_t best = 0;
        for (i = 1; i < s->n; i++) if (s->cand[i].logit > s->cand[best].logit) best = i;
        return s->cand[best].id;
    }
    dlgo__smp_top_k(s, d->top_k);
    dlgo__smp_typical(s, d->typical_p, min_keep);
    dlgo__smp_top_p(s, d->top_p, min_keep);
    dlgo__smp_min_p(s, d->min_p, min_keep);
    dlgo__smp_temp(s, d->temp);
    return dlgo__smp_dist(s);
}

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
