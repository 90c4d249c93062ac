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
