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
/* ==========================================================================================================
   >>api-tokenizer — vocabularies: SentencePiece (llama/gemma), byte-level BPE (GPT-2 family), gemma4 BPE
   Behaves exactly like llama.cpp's llama_tokenize / llama_token_to_piece / llama_detokenize for the same GGUF.
   A tokenizer is immutable after loading: every function below is safe to call from several threads at once,
   except on the caller-owned dlgo_detok.
   ========================================================================================================== */

typedef struct dlgo_tokenizer dlgo_tokenizer;

typedef enum dlgo_vocab_type {
    DLGO_VOCAB_NONE = 0,
    DLGO_VOCAB_SPM  = 1,   /* tokenizer.ggml.model = "llama": SentencePiece, score merges, byte fallback */
    DLGO_VOCAB_BPE  = 2    /* "gpt2" (byte-level BPE) or "gemma4" (BPE on raw UTF-8 with <0xXX> byte tokens) */
} dlgo_vocab_type;

/* Token attributes (bit flags, llama.cpp's values), derived from tokenizer.ggml.token_type plus the fix-ups
   llama.cpp applies by token text and model name. */
#define DLGO_TOKEN_ATTR_UNKNOWN      0x0001
#define DLGO_TOKEN_ATTR_UNUSED       0x0002
#define DLGO_TOKEN_ATTR_NORMAL       0x0004
#define DLGO_TOKEN_ATTR_CONTROL      0x0008
#define DLGO_TOKEN_ATTR_USER_DEFINED 0x0010
#define DLGO_TOKEN_ATTR_BYTE         0x0020
#define DLGO_TOKEN_ATTR_LSTRIP       0x0080   /* eat whitespace to the left when matched as special text */
#define DLGO_TOKEN_ATTR_RSTRIP       0x0100   /* eat whitespace to the right */

typedef enum dlgo_special {
    DLGO_SPECIAL_BOS = 0, DLGO_SPECIAL_EOS, DLGO_SPECIAL_EOT, DLGO_SPECIAL_EOM, DLGO_SPECIAL_UNK, DLGO_SPECIAL_SEP,
    DLGO_SPECIAL_PAD, DLGO_SPECIAL_MASK, DLGO_SPECIAL_FIM_PRE, DLGO_SPECIAL_FIM_SUF, DLGO_SPECIAL_FIM_MID,
    DLGO_SPECIAL_FIM_PAD, DLGO_SPECIAL_FIM_REP, DLGO_SPECIAL_FIM_SEP, DLGO_SPECIAL_COUNT
} dlgo_special;

/* Build the tokenizer from the tokenizer.* keys of an opened GGUF (the file may be closed afterwards: everything
   is copied). Vocabularies of 260K tokens / 500K merges load in well under a second.
   allocates: yes (alloc, NULL = default) · thread: any */
DLGO_API dlgo_result dlgo_tokenizer_load_gguf(const dlgo_gguf *g, const dlgo_allocator *alloc, dlgo_tokenizer **out,
                                              dlgo_error *err);
DLGO_API void        dlgo_tokenizer_free(dlgo_tokenizer *t);                 /* NULL is fine */

DLGO_API int32_t         dlgo_tokenizer_n_vocab(const dlgo_tokenizer *t);
DLGO_API dlgo_vocab_type dlgo_tokenizer_type(const dlgo_tokenizer *t);
DLGO_API const char     *dlgo_tokenizer_pre(const dlgo_tokenizer *t);       /* pre-tokenizer name in use, e.g. "llama3" */
DLGO_API int             dlgo_tokenizer_add_bos(const dlgo_tokenizer *t);   /* 1 when tokenize(add_special) prepends BOS */
DLGO_API int             dlgo_tokenizer_add_eos(const dlgo_tokenizer *t);   /* 1 when tokenize(add_special) appends EOS */
DLGO_API int32_t         dlgo_tokenizer_max_piece(const dlgo_tokenizer *t); /* longest piece in bytes: a buffer this big
                                                                               always fits dlgo_token_to_piece */

/* Text -> ids. add_special: BOS/EOS as the vocabulary asks. parse_special: recognise the text of control tokens
   (user-defined tokens are always recognised, as in llama.cpp). Invalid UTF-8 is tokenized, never rejected.
   When max_tokens is too small: DLGO_ERR_BUDGET, *n_tokens = the count needed, tokens[0..max_tokens) filled.
   allocates: temporary scratch (freed before returning) · thread: any */
DLGO_API dlgo_result dlgo_tokenize(const dlgo_tokenizer *t, const char *text, size_t len, int add_special,
                                   int parse_special, int32_t *tokens, int32_t max_tokens, int32_t *n_tokens,
                                   dlgo_error *err);

/* One token's bytes (not NUL-terminated). special: render control/unknown tokens' text (else they are empty).
   Returns the bytes written, or -(bytes needed) when size is too small; 0 for an id out of range.
   allocates: no · thread: any */
DLGO_API int32_t dlgo_token_to_piece(const dlgo_tokenizer *t, int32_t token, int special, char *buf, int32_t size);

/* Ids -> text as llama_detokenize: remove_special drops a leading BOS / trailing EOS the vocab adds, SPM drops the
   space prefix of the first piece, BPE vocabularies with clean_spaces tidy " ," " 's" ... Returns the length
   written, or -(length needed) when size is too small. allocates: no · thread: any */
DLGO_API int32_t dlgo_detokenize(const dlgo_tokenizer *t, const int32_t *tokens, int32_t n_tokens, char *buf,
                                 int32_t size, int remove_special, int special);

DLGO_API int         dlgo_token_is_eog(const dlgo_tokenizer *t, int32_t token);   /* end of generation? */
DLGO_API int         dlgo_token_is_control(const dlgo_tokenizer *t, int32_t token);
DLGO_API uint32_t    dlgo_token_attr(const dlgo_tokenizer *t, int32_t token);     /* DLGO_TOKEN_ATTR_* bits */
DLGO_API const char *dlgo_token_text(const dlgo_tokenizer *t, int32_t token);     /* raw vocab text; NULL if out of range */
DLGO_API float       dlgo_token_score(const dlgo_tokenizer *t, int32_t token);
DLGO_API int32_t     dlgo_token_from_text(const dlgo_tokenizer *t, const char *text, size_t len);   /* -1 if absent */
DLGO_API int32_t     dlgo_token_special(const dlgo_tokenizer *t, dlgo_special which);             /* -1 if none */
DLGO_API int32_t     dlgo_token_bos(const dlgo_tokenizer *t);                     /* -1 when none */
DLGO_API int32_t     dlgo_token_eos(const dlgo_tokenizer *t);                     /* -1 when none */
DLGO_API int32_t     dlgo_token_eot(const dlgo_tokenizer *t);                     /* -1 when none */
/* The end-of-generation set (eos, eot, eom, FIM pad/rep/sep and the tokens llama.cpp recognises by text). */
DLGO_API const int32_t *dlgo_tokenizer_eog(const dlgo_tokenizer *t, int32_t *n);

/* Streaming detokenizer: feed generated tokens one by one, print what comes back. A UTF-8 sequence split across
   tokens (byte tokens, byte-level BPE) is held back until complete, so the output is always whole characters.
   Caller-owned, no allocation; clean_spaces is not applied (it needs the whole text).
   special: render control tokens. strip_leading_space: drop one leading space of the first piece (SPM's space
   prefix, when the stream is the start of a text). */
typedef struct dlgo_detok {
    const dlgo_tokenizer *tok;
    int special, strip_leading_space;
    int32_t n_fed;           /* tokens fed so far */
    int32_t n_pending;       /* bytes of an incomplete UTF-8 sequence held back */
    unsigned char pending[4];
} dlgo_detok;

DLGO_API void    dlgo_detok_init(dlgo_detok *d, const dlgo_tokenizer *t, int special, int strip_leading_space);
/* Feed one token; writes the complete UTF-8 bytes ready to print into buf and returns their count, or
   -(size needed) when buf is too small (nothing consumed; dlgo_tokenizer_max_piece(t) + 4 always fits).
   allocates: no · thread: detok owner */
DLGO_API int32_t dlgo_detok_feed(dlgo_detok *d, int32_t token, char *buf, int32_t size);
/* End of stream: returns the held-back bytes (an incomplete sequence, as is) and resets; needs size >= 4. */
DLGO_API int32_t dlgo_detok_flush(dlgo_detok *d, char *buf, int32_t size);
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
/* ==========================================================================================================
   >>tokenizer — SentencePiece and BPE tokenization, special tokens, detokenization
   The reference is llama.cpp (src/llama-vocab.cpp, src/unicode.cpp): every split decision below reproduces its
   behaviour, including the quirks of its hand-written pre-tokenizers and of the std::regex fallback it runs on a
   "collapsed" text (one byte per code point standing for its class). Matching those quirks is what makes the
   ids identical; each matcher says which regex it stands for.
   ========================================================================================================== */

/* ---- code points --------------------------------------------------------------------------------------- */

#define DLGO__UC_SPACE 0x100   /* flag added to the class byte: White_Space */

static uint32_t dlgo__ascii_lower(uint32_t c) { return c >= 'A' && c <= 'Z' ? c + 32 : c; }

static uint32_t dlgo__uc_class(uint32_t cp) {
    if (cp >= 0x110000) return DLGO__UC_UNDEF;
    size_t lo = 0, hi = DLGO__UC_NRANGES;   /* last range whose start <= cp */
    while (hi - lo > 1) {
        size_t mid = (lo + hi) / 2;
        if ((dlgo__uc_ranges[mid] >> 8) <= cp) lo = mid; else hi = mid;
    }
    return dlgo__uc_ranges[lo] & 0xff;
}
static int dlgo__uc_is_space(uint32_t cp) {
    if (cp < 0x80) return cp == ' ' || (cp >= 9 && cp <= 13);
    for (size_t i = 0; i < sizeof dlgo__uc_space / sizeof dlgo__uc_space[0]; i++)
        if (dlgo__uc_space[i] == cp) return 1;
    return 0;
}
/* class | DLGO__UC_SPACE; never 0 for a real code point (0 stands for "outside the piece") */
static uint16_t dlgo__uc_flags(uint32_t cp) {
    uint16_t f = (uint16_t)dlgo__uc_class(cp);
    if (dlgo__uc_is_space(cp)) f |= DLGO__UC_SPACE;
    return f;
}

/* UTF-8 decoding exactly as llama.cpp's unicode_cpts_from_utf8: no overlong/surrogate checks, an invalid or
   truncated sequence yields U+FFFD and advances ONE byte. */
static uint32_t dlgo__utf8_next(const unsigned char *s, size_t n, size_t *adv) {
    unsigned c = s[0];
    if (c < 0x80) { *adv = 1; return c; }
    if (!(c & 0x40)) { *adv = 1; return 0xFFFD; }
    if (!(c & 0x20)) {
        if (n < 2 || (s[1] & 0xc0) != 0x80) { *adv = 1; return 0xFFFD; }
        *adv = 2; return ((c & 0x1fu) << 6) | (s[1] & 0x3fu);
    }
    if (!(c & 0x10)) {
        if (n < 3 || (s[1] & 0xc0) != 0x80 || (s[2] & 0xc0) != 0x80) { *adv = 1; return 0xFFFD; }
        *adv = 3; return ((c & 0x0fu) << 12) | ((s[1] & 0x3fu) << 6) | (s[2] & 0x3fu);
    }
    if (!(c & 0x08)) {
        if (n < 4 || (s[1] & 0xc0) != 0x80 || (s[2] & 0xc0) != 0x80 || (s[3] & 0xc0) != 0x80) { *adv = 1; return 0xFFFD; }
        *adv = 4; return ((c & 0x07u) << 18) | ((s[1] & 0x3fu) << 12) | ((s[2] & 0x3fu) << 6) | (s[3] & 0x3fu);
    }
    *adv = 1; return 0xFFFD;
}
/* Code points above U+10FFFF (possible from 4-byte leads F4..F7) have no UTF-8 form: llama.cpp throws there;
   dlgo writes U+FFFD instead. */
static int dlgo__utf8_put(uint32_t cp, char *o) {
    if (cp < 0x80) { o[0] = (char)cp; return 1; }
    if (cp < 0x800) { o[0] = (char)(0xc0 | (cp >> 6)); o[1] = (char)(0x80 | (cp & 0x3f)); return 2; }
    if (cp < 0x10000) {
        o[0] = (char)(0xe0 | (cp >> 12)); o[1] = (char)(0x80 | ((cp >> 6) & 0x3f)); o[2] = (char)(0x80 | (cp & 0x3f));
        return 3;
    }
    if (cp > 0x10FFFF) cp = 0xFFFD;
    if (cp < 0x10000) return dlgo__utf8_put(cp, o);
    o[0] = (char)(0xf0 | (cp >> 18)); o[1] = (char)(0x80 | ((cp >> 12) & 0x3f));
    o[2] = (char)(0x80 | ((cp >> 6) & 0x3f)); o[3] = (char)(0x80 | (cp & 0x3f));
    return 4;
}
/* length of a UTF-8 sequence from its first byte, by the high nibble (continuation bytes count as 1) */
static size_t dlgo__utf8_len(unsigned char c) {
    static const unsigned char lut[16] = { 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 3, 4 };
    return lut[c >> 4];
}

/* GPT-2 byte-level encoding: printable bytes map to themselves, the other 68 bytes to U+0100.. in byte order. */
static uint32_t dlgo__byte_to_cp(unsigned b) {
    if ((b >= 0x21 && b <= 0x7e) || (b >= 0xa1 && b <= 0xac) || (b >= 0xae)) return b;
    unsigned n = 0;
    for (unsigned c = 0; c < b; c++)
        if (!((c >= 0x21 && c <= 0x7e) || (c >= 0xa1 && c <= 0xac) || (c >= 0xae))) n++;
    return 256 + n;
}
static int dlgo__cp_to_byte(uint32_t cp) {   /* -1 when cp is not in the byte alphabet */
    if (cp < 256) return ((cp >= 0x21 && cp <= 0x7e) || (cp >= 0xa1 && cp <= 0xac) || cp >= 0xae) ? (int)cp : -1;
    if (cp >= 256 + 68) return -1;
    unsigned n = 0;
    for (unsigned c = 0; c < 256; c++)
        if (!((c >= 0x21 && c <= 0x7e) || (c >= 0xa1 && c <= 0xac) || (c >= 0xae)) && n++ == cp - 256) return (int)c;
    return -1;
}

/* ---- hashing -------------------------------------------------------------------------------------------- */

static uint64_t dlgo__tk_hash(const void *p, size_t n, uint64_t h) {
    const unsigned char *s = (const unsigned char *)p;
    for (size_t i = 0; i < n; i++) { h ^= s[i]; h *= 0x100000001b3ull; }
    return h;
}
#define DLGO__FNV0 0xcbf29ce484222325ull
static uint64_t dlgo__tk_mix(uint64_t h) {
    h ^= h >> 33; h *= 0xff51afd7ed558ccdull; h ^= h >> 33; h *= 0xc4ceb9fe1a85ec53ull; h ^= h >> 33;
    return h;
}

/* ---- the tokenizer object -------------------------------------------------------------------------------- */

enum {   /* pre-tokenizer recipes: which splitters run, in order */
    DLGO__PRE_NONE = 0, DLGO__PRE_DEFAULT, DLGO__PRE_LLAMA3, DLGO__PRE_QWEN2, DLGO__PRE_QWEN35, DLGO__PRE_GPT2,
    DLGO__PRE_STARCODER, DLGO__PRE_FALCON, DLGO__PRE_DEEPSEEK_LLM, DLGO__PRE_DEEPSEEK_CODER, DLGO__PRE_DEEPSEEK3,
    DLGO__PRE_GPT4O, DLGO__PRE_TEKKEN, DLGO__PRE_GEMMA4
};

typedef struct dlgo__merge { uint32_t off, len, len_a; int32_t rank; } dlgo__merge;   /* "A"+"B" in mpool */

struct dlgo_tokenizer {
    dlgo_allocator alloc;
    dlgo_vocab_type type;
    int pre;
    char pre_name[32];
    int32_t n_vocab;
    char *pool; uint32_t *off, *len;          /* token texts, NUL-terminated inside pool */
    float *score;
    uint16_t *attr;
    int32_t *slot; uint32_t slot_mask;        /* open addressing: text -> id */
    char *mpool; dlgo__merge *merges; int32_t n_merges;
    int32_t *mslot; uint32_t mslot_mask;      /* ("A","B") -> merge index */
    int32_t special[DLGO_SPECIAL_COUNT];
    int add_bos, add_eos, add_space_prefix, clean_spaces, ignore_merges, escape_ws, byte_encode;
    int32_t *spec; int32_t n_spec;            /* control/user-defined/unknown tokens, longest text first */
    int32_t *eog; int32_t n_eog;
    int32_t byte_tok[256];                    /* byte fallback token per byte, -1 if none */
    char benc[256][3]; unsigned char benc_len[256];   /* GPT-2 byte -> UTF-8 of its code point */
    int32_t max_len, max_piece;
};

static int32_t dlgo__tok_find(const dlgo_tokenizer *t, const char *s, size_t n) {
    if (!t->slot) return -1;
    uint32_t h = (uint32_t)dlgo__tk_mix(dlgo__tk_hash(s, n, DLGO__FNV0));
    for (uint32_t i = h & t->slot_mask;; i = (i + 1) & t->slot_mask) {
        int32_t id = t->slot[i];
        if (id < 0) return -1;
        if (t->len[id] == n && memcmp(t->pool + t->off[id], s, n) == 0) return id;
    }
}
/* rank of merging symbol a (na bytes) with the following nb bytes; the two are contiguous in memory */
static int32_t dlgo__merge_rank(const dlgo_tokenizer *t, const char *a, size_t na, size_t nb) {
    if (!t->mslot) return -1;
    uint32_t h = (uint32_t)dlgo__tk_mix(dlgo__tk_hash(a, na + nb, DLGO__FNV0) + na);
    for (uint32_t i = h & t->mslot_mask;; i = (i + 1) & t->mslot_mask) {
        int32_t m = t->mslot[i];
        if (m < 0) return -1;
        const dlgo__merge *e = &t->merges[m];
        if (e->len == na + nb && e->len_a == na && memcmp(t->mpool + e->off, a, na + nb) == 0) return e->rank;
    }
}

DLGO_API void dlgo_tokenizer_free(dlgo_tokenizer *t) {
    if (!t) return;
    dlgo_allocator a = t->alloc;
    dlgo__free(&a, t->pool); dlgo__free(&a, t->off); dlgo__free(&a, t->len); dlgo__free(&a, t->score);
    dlgo__free(&a, t->attr); dlgo__free(&a, t->slot); dlgo__free(&a, t->mpool); dlgo__free(&a, t->merges);
    dlgo__free(&a, t->mslot); dlgo__free(&a, t->spec); dlgo__free(&a, t->eog);
    dlgo__free(&a, t);
}

/* Everything the loader reads, independent of where it comes from (a GGUF, or a test's in-memory vocabulary).
   Ids: -2 = key absent (use the model's default), otherwise the key's value. Flags: -1 = key absent. */
typedef struct dlgo__tok_desc {
    const char *model, *pre, *name, *arch;
    int32_t n_vocab;
    const char *(*token)(const void *user, int32_t i, size_t *len);
    const void *user;
    const float *scores;               /* may be NULL */
    const int32_t *types;              /* may be NULL */
    int32_t n_merges;
    const char *(*merge)(const void *user, int32_t i, size_t *len);
    int64_t special[DLGO_SPECIAL_COUNT];
    int add_bos, add_eos, add_space_prefix;
} dlgo__tok_desc;

typedef struct { const char *name; int pre, clean_spaces, ignore_merges, add_bos; int bos_null; } dlgo__pre_info;
/* tokenizer.ggml.pre values and what they imply (llama-vocab.cpp, llama_vocab::impl::load). clean_spaces -1 =
   keep the BPE default (on); add_bos -1 = keep the default (off). */
static const dlgo__pre_info dlgo__pre_table[] = {
    {"default", DLGO__PRE_DEFAULT, -1, 0, -1, 0},
    {"llama3", DLGO__PRE_LLAMA3, -1, 1, 1, 0}, {"llama-v3", DLGO__PRE_LLAMA3, -1, 1, 1, 0},
    {"llama-bpe", DLGO__PRE_LLAMA3, -1, 1, 1, 0}, {"falcon3", DLGO__PRE_LLAMA3, -1, 1, 1, 0},
    {"falcon-h1", DLGO__PRE_LLAMA3, -1, 1, 1, 0}, {"pixtral", DLGO__PRE_LLAMA3, -1, 1, 1, 0},
    {"midm-2.0", DLGO__PRE_LLAMA3, -1, 1, 1, 0}, {"lfm2", DLGO__PRE_LLAMA3, -1, 1, 1, 0},
    {"jina-v5-nano", DLGO__PRE_LLAMA3, -1, 1, 1, 0},
    {"dbrx", DLGO__PRE_LLAMA3, -1, 0, -1, 0}, {"smaug-bpe", DLGO__PRE_LLAMA3, -1, 0, -1, 0},
    {"glm4", DLGO__PRE_LLAMA3, -1, 0, -1, 1}, {"chatglm-bpe", DLGO__PRE_LLAMA3, -1, 0, -1, 1},
    {"deepseek-llm", DLGO__PRE_DEEPSEEK_LLM, 0, 0, -1, 0},
    {"deepseek-coder", DLGO__PRE_DEEPSEEK_CODER, 0, 0, -1, 0},
    {"deepseek-v3", DLGO__PRE_DEEPSEEK3, 0, 0, -1, 0}, {"hunyuan-dense", DLGO__PRE_DEEPSEEK3, 0, 0, -1, 0},
    {"joyai-llm", DLGO__PRE_DEEPSEEK3, 0, 0, -1, 0}, {"hy_v4", DLGO__PRE_DEEPSEEK3, 0, 0, -1, 0},
    {"falcon", DLGO__PRE_FALCON, -1, 0, -1, 0},
    {"starcoder", DLGO__PRE_STARCODER, -1, 0, -1, 0}, {"refact", DLGO__PRE_STARCODER, -1, 0, -1, 0},
    {"command-r", DLGO__PRE_STARCODER, 0, 0, -1, 0}, {"smollm", DLGO__PRE_STARCODER, 0, 0, -1, 0},
    {"codeshell", DLGO__PRE_STARCODER, -1, 0, -1, 0}, {"exaone", DLGO__PRE_STARCODER, -1, 0, -1, 0},
    {"minerva-7b", DLGO__PRE_STARCODER, -1, 0, -1, 0}, {"mellum2", DLGO__PRE_STARCODER, -1, 0, -1, 0},
    {"gpt-2", DLGO__PRE_GPT2, -1, 0, -1, 0}, {"phi-2", DLGO__PRE_GPT2, -1, 0, -1, 0},
    {"jina-es", DLGO__PRE_GPT2, -1, 0, -1, 0}, {"jina-de", DLGO__PRE_GPT2, -1, 0, -1, 0},
    {"gigachat", DLGO__PRE_GPT2, -1, 0, -1, 0}, {"jina-v2-es", DLGO__PRE_GPT2, -1, 0, -1, 0},
    {"jina-v2-de", DLGO__PRE_GPT2, -1, 0, -1, 0}, {"a.x-4.0", DLGO__PRE_GPT2, -1, 0, -1, 0},
    {"mellum", DLGO__PRE_GPT2, -1, 0, -1, 0}, {"modern-bert", DLGO__PRE_GPT2, -1, 0, -1, 0},
    {"jina-v1-en", DLGO__PRE_GPT2, -1, 0, -1, 0}, {"jina-v2-code", DLGO__PRE_GPT2, -1, 0, -1, 0},
    {"roberta-bpe", DLGO__PRE_GPT2, -1, 0, -1, 0}, {"mpt", DLGO__PRE_GPT2, -1, 0, -1, 0},
    {"olmo", DLGO__PRE_GPT2, -1, 0, -1, 0}, {"jais", DLGO__PRE_GPT2, -1, 0, -1, 0},
    {"exaone4", DLGO__PRE_GPT2, -1, 0, -1, 0}, {"trillion", DLGO__PRE_GPT2, 0, 0, -1, 0},
    {"granite-docling", DLGO__PRE_GPT2, 0, 0, -1, 0},
    {"qwen2", DLGO__PRE_QWEN2, 0, 0, -1, 0}, {"deepseek-r1-qwen", DLGO__PRE_QWEN2, 0, 0, -1, 0},
    {"kormo", DLGO__PRE_QWEN2, 0, 0, -1, 0}, {"f2llmv2", DLGO__PRE_QWEN2, 0, 0, -1, 0},
    {"stablelm2", DLGO__PRE_QWEN2, -1, 0, -1, 0}, {"megrez", DLGO__PRE_QWEN2, -1, 0, -1, 0},
    {"hunyuan", DLGO__PRE_QWEN2, 0, 0, -1, 0}, {"solar-open", DLGO__PRE_QWEN2, 0, 0, -1, 0},
    {"grok-2", DLGO__PRE_QWEN2, 0, 0, -1, 0},
    {"qwen35", DLGO__PRE_QWEN35, 0, 0, -1, 0},
    {"gpt-4o", DLGO__PRE_GPT4O, 0, 0, -1, 0}, {"llama4", DLGO__PRE_GPT4O, 0, 0, -1, 0},
    {"kanana2", DLGO__PRE_GPT4O, 0, 0, -1, 0}, {"talkie", DLGO__PRE_GPT4O, 0, 0, -1, 0},
    {"minimax-m2", DLGO__PRE_GPT4O, 0, 0, -1, 0},
    {"tekken", DLGO__PRE_TEKKEN, 0, 1, 1, 0},
    {"gemma4", DLGO__PRE_GEMMA4, -1, 0, -1, 0}, {"granite-embed-multi-311m", DLGO__PRE_GEMMA4, -1, 0, -1, 0},
};

static const char *const dlgo__eog_texts[] = {
    "<|eot_id|>", "<|im_end|>", "<|end|>", "<|return|>", "<|call|>", "<|flush|>", "<|calls|>", "<end_of_turn>",
    "<|endoftext|>", "</s>", "<|eom_id|>", "<EOT>", "_<EOT>", "[EOT]", "[EOS]", "<|end_of_text|>",
    "<end_of_utterance>", "<eos>", "<turn|>", "<|tool_response>", "<\xef\xbd\x9c" "end\xe2\x96\x81of\xe2\x96\x81sentence\xef\xbd\x9c>",
    "[e~[", NULL
};
static const char *const dlgo__eot_texts[] = {
    "<|eot_id|>", "<|im_end|>", "<|end|>", "<end_of_turn>", "<|endoftext|>", "<|end_of_text|>", "<EOT>", "_<EOT>",
    "[EOT]", "<\xef\xbd\x9c" "end\xe2\x96\x81of\xe2\x96\x81sentence\xef\xbd\x9c>", "<end_of_utterance>", NULL
};
static const char *const dlgo__fim_texts[6][9] = {   /* FIM pre, suf, mid, pad, rep, sep */
    {"<|fim_prefix|>", "<fim-prefix>", "<fim_prefix>", "<\xef\xbd\x9c" "fim\xe2\x96\x81" "begin\xef\xbd\x9c>", "<PRE>",
     "\xe2\x96\x81<PRE>", "<|code_prefix|>", "<|prefix|>", NULL},
    {"<|fim_suffix|>", "<fim-suffix>", "<fim_suffix>", "<\xef\xbd\x9c" "fim\xe2\x96\x81hole\xef\xbd\x9c>", "<SUF>",
     "\xe2\x96\x81<SUF>", "<|code_suffix|>", "<|suffix|>", NULL},
    {"<|fim_middle|>", "<fim-middle>", "<fim_middle>", "<\xef\xbd\x9c" "fim\xe2\x96\x81" "end\xef\xbd\x9c>", "<MID>",
     "\xe2\x96\x81<MID>", "<|code_middle|>", "<|middle|>", NULL},
    {"<|fim_pad|>", "<fim-pad>", "<fim_pad>", "<PAD>", "[PAD]", NULL},
    {"<|fim_repo|>", "<|repo_name|>", "<fim-repo>", "<REPO>", "<reponame>", NULL},
    {"<|file_sep|>", NULL},
};

static int dlgo__text_in(const dlgo_tokenizer *t, int32_t id, const char *const *list) {
    const char *s = t->pool + t->off[id];
    for (; *list; list++) if (strlen(*list) == t->len[id] && memcmp(*list, s, t->len[id]) == 0) return 1;
    return 0;
}
static int dlgo__text_is(const dlgo_tokenizer *t, int32_t id, const char *s) {
    return id >= 0 && id < t->n_vocab && strlen(s) == t->len[id] && memcmp(t->pool + t->off[id], s, t->len[id]) == 0;
}
static int32_t dlgo__find_cstr(const dlgo_tokenizer *t, const char *s) { return dlgo__tok_find(t, s, strlen(s)); }

static int dlgo__eog_add(dlgo_tokenizer *t, int32_t id) {
    if (id < 0 || id >= t->n_vocab) return 1;
    for (int32_t i = 0; i < t->n_eog; i++) if (t->eog[i] == id) return 1;
    t->eog[t->n_eog++] = id;
    return 1;
}
static void dlgo__eog_remove(dlgo_tokenizer *t, int32_t id) {
    for (int32_t i = 0; i < t->n_eog; i++)
        if (t->eog[i] == id) { t->eog[i] = t->eog[--t->n_eog]; return; }
}

static int32_t dlgo__piece(const dlgo_tokenizer *t, int32_t token, int special, int lstrip, char *buf, int32_t size);

static int dlgo__contains_ci(const char *hay, const char *needle) {   /* ASCII case-insensitive strstr */
    if (!hay) return 0;
    size_t n = strlen(needle);
    for (; *hay; hay++) {
        size_t i = 0;
        while (i < n && hay[i] && (char)dlgo__ascii_lower((unsigned char)hay[i]) == needle[i]) i++;
        if (i == n) return 1;
    }
    return 0;
}

static dlgo_result dlgo__tokenizer_create(const dlgo__tok_desc *d, const dlgo_allocator *alloc, dlgo_tokenizer **out,
                                          dlgo_error *err) {
    const dlgo_allocator *a = dlgo__alloc_or_default(alloc);
    *out = NULL;
    if (!d->model) return dlgo__err(err, DLGO_ERR_FORMAT, "tokenizer: tokenizer.ggml.model is missing");
    if (d->n_vocab <= 0) return dlgo__err(err, DLGO_ERR_FORMAT, "tokenizer: tokenizer.ggml.tokens is missing or empty");
    dlgo_tokenizer *t = (dlgo_tokenizer *)dlgo__calloc(a, 1, sizeof *t);
    if (!t) return dlgo__err(err, DLGO_ERR_OOM, "tokenizer: out of memory");
    t->alloc = *a;
    int is_gemma4 = 0;
    int32_t defaults[DLGO_SPECIAL_COUNT];
    for (int i = 0; i < DLGO_SPECIAL_COUNT; i++) defaults[i] = -1;
    const char *pre = d->pre;
    if (!strcmp(d->model, "llama")) {
        t->type = DLGO_VOCAB_SPM;
        defaults[DLGO_SPECIAL_BOS] = 1; defaults[DLGO_SPECIAL_EOS] = 2; defaults[DLGO_SPECIAL_UNK] = 0;
        t->add_space_prefix = 1; t->add_bos = 1; t->pre = DLGO__PRE_NONE;
        snprintf(t->pre_name, sizeof t->pre_name, "default");
    } else if (!strcmp(d->model, "gpt2") || !strcmp(d->model, "gemma4")) {
        t->type = DLGO_VOCAB_BPE;
        if (!strcmp(d->model, "gpt2")) { defaults[DLGO_SPECIAL_BOS] = 11; defaults[DLGO_SPECIAL_EOS] = 11; }
        else { pre = "gemma4"; is_gemma4 = 1; }
        t->clean_spaces = 1; t->byte_encode = 1;
        if (!pre || !*pre) pre = "default";
        const dlgo__pre_info *pi = NULL;
        for (size_t i = 0; i < sizeof dlgo__pre_table / sizeof dlgo__pre_table[0]; i++)
            if (!strcmp(dlgo__pre_table[i].name, pre)) { pi = &dlgo__pre_table[i]; break; }
        if (!pi) {
            dlgo_tokenizer_free(t);
            return dlgo__err(err, DLGO_ERR_UNSUPPORTED, "tokenizer: pre-tokenizer '%s' (tokenizer.ggml.pre) is not supported", pre);
        }
        t->pre = pi->pre;
        snprintf(t->pre_name, sizeof t->pre_name, "%s", pi->name);
        if (pi->clean_spaces == 0) t->clean_spaces = 0;
        if (pi->ignore_merges) t->ignore_merges = 1;
        if (pi->add_bos == 1) t->add_bos = 1;
        if (pi->bos_null) defaults[DLGO_SPECIAL_BOS] = -1;
        if (t->pre == DLGO__PRE_GEMMA4) { t->escape_ws = 1; t->byte_encode = 0; }
    } else {
        dlgo_tokenizer_free(t);
        return dlgo__err(err, DLGO_ERR_UNSUPPORTED, "tokenizer: tokenizer model '%s' is not supported (only llama, gpt2, gemma4)", d->model);
    }
    if (d->add_space_prefix >= 0) t->add_space_prefix = d->add_space_prefix;
    (void)is_gemma4;

    /* token texts, scores, attributes */
    int32_t n = d->n_vocab;
    t->n_vocab = n;
    size_t total = 0;
    for (int32_t i = 0; i < n; i++) {
        size_t l = 0; const char *s = d->token(d->user, i, &l);
        if (!s) { dlgo_tokenizer_free(t); return dlgo__err(err, DLGO_ERR_FORMAT, "tokenizer: token %d is unreadable", (int)i); }
        total += (l ? l : 24) + 1;
    }
    t->pool = (char *)dlgo__malloc(a, total);
    t->off = (uint32_t *)dlgo__malloc(a, sizeof(uint32_t) * (size_t)n);
    t->len = (uint32_t *)dlgo__malloc(a, sizeof(uint32_t) * (size_t)n);
    t->score = (float *)dlgo__calloc(a, (size_t)n, sizeof(float));
    t->attr = (uint16_t *)dlgo__malloc(a, sizeof(uint16_t) * (size_t)n);
    uint32_t cap = 16;
    while (cap < (uint32_t)n * 2u) cap <<= 1;
    t->slot = (int32_t *)dlgo__malloc(a, sizeof(int32_t) * cap);
    t->eog = (int32_t *)dlgo__malloc(a, sizeof(int32_t) * (size_t)(n + 8));
    if (!t->pool || !t->off || !t->len || !t->score || !t->attr || !t->slot || !t->eog) {
        dlgo_tokenizer_free(t); return dlgo__err(err, DLGO_ERR_OOM, "tokenizer: out of memory for %d tokens", (int)n);
    }
    t->slot_mask = cap - 1;
    memset(t->slot, 0xff, sizeof(int32_t) * cap);
    size_t pos = 0;
    for (int32_t i = 0; i < n; i++) {
        size_t l = 0; const char *s = d->token(d->user, i, &l);
        t->off[i] = (uint32_t)pos;
        if (l == 0) l = (size_t)snprintf(t->pool + pos, 24, "[EMPTY_%d]", (int)i);   /* as llama.cpp renames them */
        else memcpy(t->pool + pos, s, l);
        t->pool[pos + l] = 0;
        t->len[i] = (uint32_t)l;
        pos += l + 1;
        if ((int32_t)l > t->max_len) t->max_len = (int32_t)l;
        if (d->scores) t->score[i] = d->scores[i];
        uint16_t at = DLGO_TOKEN_ATTR_NORMAL;
        if (d->types) {
            switch (d->types[i]) {
            case 1: at = DLGO_TOKEN_ATTR_NORMAL; break;
            case 2: at = DLGO_TOKEN_ATTR_UNKNOWN; break;
            case 3: at = DLGO_TOKEN_ATTR_CONTROL; break;
            case 4: at = DLGO_TOKEN_ATTR_USER_DEFINED; break;
            case 5: at = DLGO_TOKEN_ATTR_UNUSED; break;
            case 6: at = DLGO_TOKEN_ATTR_BYTE; break;
            default: at = 0; break;
            }
        }
        t->attr[i] = at;
        /* insert; a later duplicate text wins, as in llama.cpp's token_to_id map */
        const char *ts = t->pool + t->off[i];
        uint32_t h = (uint32_t)dlgo__tk_mix(dlgo__tk_hash(ts, l, DLGO__FNV0));
        for (uint32_t k = h & t->slot_mask;; k = (k + 1) & t->slot_mask) {
            int32_t o = t->slot[k];
            if (o < 0) { t->slot[k] = i; break; }
            if (t->len[o] == l && memcmp(t->pool + t->off[o], ts, l) == 0) { t->slot[k] = i; break; }
        }
    }

    /* merges: "A B" split at the first space after position 0; the first occurrence of a pair keeps its rank */
    if (t->type == DLGO_VOCAB_BPE) {
        if (d->n_merges <= 0) { dlgo_tokenizer_free(t); return dlgo__err(err, DLGO_ERR_FORMAT, "tokenizer: BPE vocabulary without tokenizer.ggml.merges"); }
        size_t mtotal = 0;
        for (int32_t i = 0; i < d->n_merges; i++) { size_t l = 0; if (d->merge(d->user, i, &l)) mtotal += l; }
        uint32_t mcap = 16;
        while (mcap < (uint32_t)d->n_merges * 2u) mcap <<= 1;
        t->mpool = (char *)dlgo__malloc(a, mtotal + 1);
        t->merges = (dlgo__merge *)dlgo__malloc(a, sizeof(dlgo__merge) * (size_t)d->n_merges);
        t->mslot = (int32_t *)dlgo__malloc(a, sizeof(int32_t) * mcap);
        if (!t->mpool || !t->merges || !t->mslot) { dlgo_tokenizer_free(t); return dlgo__err(err, DLGO_ERR_OOM, "tokenizer: out of memory for merges"); }
        memset(t->mslot, 0xff, sizeof(int32_t) * mcap);
        t->mslot_mask = mcap - 1;
        size_t mp = 0;
        for (int32_t i = 0; i < d->n_merges; i++) {
            size_t l = 0; const char *s = d->merge(d->user, i, &l);
            if (!s || l < 2) continue;
            const char *sp = (const char *)memchr(s + 1, ' ', l - 1);
            if (!sp) continue;
            size_t la = (size_t)(sp - s), lb = l - la - 1;
            dlgo__merge *e = &t->merges[t->n_merges];
            e->off = (uint32_t)mp; e->len = (uint32_t)(la + lb); e->len_a = (uint32_t)la; e->rank = i;
            memcpy(t->mpool + mp, s, la); memcpy(t->mpool + mp + la, sp + 1, lb);
            uint32_t h = (uint32_t)dlgo__tk_mix(dlgo__tk_hash(t->mpool + mp, la + lb, DLGO__FNV0) + la);
            int dup = 0;
            uint32_t k = h & t->mslot_mask;
            for (;; k = (k + 1) & t->mslot_mask) {
                int32_t o = t->mslot[k];
                if (o < 0) break;
                const dlgo__merge *f = &t->merges[o];
                if (f->len == e->len && f->len_a == e->len_a && memcmp(t->mpool + f->off, t->mpool + mp, e->len) == 0) { dup = 1; break; }
            }
            if (dup) continue;
            t->mslot[k] = t->n_merges++;
            mp += la + lb;
        }
    }

    /* special ids: model defaults, disabled when out of range, overridden by valid keys */
    for (int i = 0; i < DLGO_SPECIAL_COUNT; i++) {
        int32_t id = defaults[i];
        if (id >= n) id = -1;
        if (d->special[i] >= 0 && d->special[i] < n) id = (int32_t)d->special[i];
        t->special[i] = id;
    }
    if (d->add_bos >= 0) t->add_bos = d->add_bos;
    if (d->add_eos >= 0) t->add_eos = d->add_eos;
    if (t->pre == DLGO__PRE_GEMMA4) t->add_bos = 1;   /* llama.cpp forces it for Gemma 4 */

    /* auto-detected EOT / EOM / FIM tokens (first match by id; such tokens become control) */
    for (int32_t i = 0; i < n; i++) {
        if (t->special[DLGO_SPECIAL_EOT] < 0 && dlgo__text_in(t, i, dlgo__eot_texts)) {
            t->special[DLGO_SPECIAL_EOT] = i; t->attr[i] |= DLGO_TOKEN_ATTR_CONTROL;
        }
        if (t->special[DLGO_SPECIAL_EOM] < 0 && dlgo__text_is(t, i, "<|eom_id|>")) {
            t->special[DLGO_SPECIAL_EOM] = i; t->attr[i] |= DLGO_TOKEN_ATTR_CONTROL;
        }
        for (int f = 0; f < 6; f++)
            if (t->special[DLGO_SPECIAL_FIM_PRE + f] < 0 && dlgo__text_in(t, i, dlgo__fim_texts[f])) {
                t->special[DLGO_SPECIAL_FIM_PRE + f] = i; t->attr[i] |= DLGO_TOKEN_ATTR_CONTROL;
            }
    }
    for (int32_t i = 0; i < n; i++)   /* control tokens named "unused..." are unused */
        if ((t->attr[i] & DLGO_TOKEN_ATTR_CONTROL) && strstr(t->pool + t->off[i], "unused")) t->attr[i] |= DLGO_TOKEN_ATTR_UNUSED;

    /* end-of-generation set */
    dlgo__eog_add(t, t->special[DLGO_SPECIAL_FIM_PAD]);
    dlgo__eog_add(t, t->special[DLGO_SPECIAL_FIM_REP]);
    dlgo__eog_add(t, t->special[DLGO_SPECIAL_FIM_SEP]);
    for (int32_t i = 0; i < n; i++)
        if (dlgo__text_in(t, i, dlgo__eog_texts)) { dlgo__eog_add(t, i); t->attr[i] |= DLGO_TOKEN_ATTR_CONTROL; }
    {   /* gpt-oss: always render these */
        static const char *const forced[] = { "<|channel|>", "<|message|>", "<|start|>", "<|constrain|>", NULL };
        for (const char *const *f = forced; *f; f++) {
            int32_t id = dlgo__find_cstr(t, *f);
            if (id >= 0) t->attr[id] = DLGO_TOKEN_ATTR_USER_DEFINED;
        }
    }
    dlgo__eog_add(t, t->special[DLGO_SPECIAL_EOS]);
    dlgo__eog_add(t, t->special[DLGO_SPECIAL_EOT]);
    dlgo__eog_add(t, t->special[DLGO_SPECIAL_EOM]);
    {   /* harmony / solar-open: "<|end|>" ends a message, not the generation */
        int has_return = 0, has_call = 0, has_flush = 0; int32_t end_id = -1;
        for (int32_t i = 0; i < t->n_eog; i++) {
            int32_t id = t->eog[i];
            if (dlgo__text_is(t, id, "<|return|>")) has_return = 1;
            else if (dlgo__text_is(t, id, "<|call|>") || dlgo__text_is(t, id, "<|calls|>")) has_call = 1;
            else if (dlgo__text_is(t, id, "<|flush|>")) has_flush = 1;
            else if (dlgo__text_is(t, id, "<|end|>")) end_id = id;
        }
        if (end_id >= 0 && ((has_return && has_call) || (has_call && has_flush))) {
            dlgo__eog_remove(t, end_id); t->attr[end_id] = DLGO_TOKEN_ATTR_USER_DEFINED;
        }
        int has_tool_response = 0; int32_t s_id = -1;
        for (int32_t i = 0; i < t->n_eog; i++) {
            if (dlgo__text_is(t, t->eog[i], "<|tool_response>")) has_tool_response = 1;
            else if (dlgo__text_is(t, t->eog[i], "</s>")) s_id = t->eog[i];
        }
        if (has_tool_response && s_id >= 0) { dlgo__eog_remove(t, s_id); t->attr[s_id] = DLGO_TOKEN_ATTR_NORMAL; }
    }
    /* keep the set sorted: deterministic and searchable */
    for (int32_t i = 1; i < t->n_eog; i++)
        for (int32_t j = i; j > 0 && t->eog[j - 1] > t->eog[j]; j--) { int32_t x = t->eog[j]; t->eog[j] = t->eog[j - 1]; t->eog[j - 1] = x; }

    /* special-token cache: control, user-defined and unknown tokens, longest text first (ties: lower id) */
    int32_t ns = 0;
    for (int32_t i = 0; i < n; i++)
        if (t->attr[i] & (DLGO_TOKEN_ATTR_CONTROL | DLGO_TOKEN_ATTR_USER_DEFINED | DLGO_TOKEN_ATTR_UNKNOWN)) ns++;
    t->spec = (int32_t *)dlgo__malloc(a, sizeof(int32_t) * (size_t)(ns + 1));
    if (!t->spec) { dlgo_tokenizer_free(t); return dlgo__err(err, DLGO_ERR_OOM, "tokenizer: out of memory"); }
    {
        /* counting sort by length, descending, stable in id */
        int32_t maxl = t->max_len;
        int32_t *cnt = (int32_t *)dlgo__calloc(a, (size_t)maxl + 2, sizeof(int32_t));
        if (!cnt) { dlgo_tokenizer_free(t); return dlgo__err(err, DLGO_ERR_OOM, "tokenizer: out of memory"); }
        for (int32_t i = 0; i < n; i++)
            if (t->attr[i] & (DLGO_TOKEN_ATTR_CONTROL | DLGO_TOKEN_ATTR_USER_DEFINED | DLGO_TOKEN_ATTR_UNKNOWN)) cnt[maxl - (int32_t)t->len[i]]++;
        int32_t acc = 0;
        for (int32_t l = 0; l <= maxl; l++) { int32_t c = cnt[l]; cnt[l] = acc; acc += c; }
        for (int32_t i = 0; i < n; i++)
            if (t->attr[i] & (DLGO_TOKEN_ATTR_CONTROL | DLGO_TOKEN_ATTR_USER_DEFINED | DLGO_TOKEN_ATTR_UNKNOWN)) t->spec[cnt[maxl - (int32_t)t->len[i]]++] = i;
        dlgo__free(a, cnt);
        t->n_spec = ns;
    }

    /* per-model attribute quirks, by name (llama.cpp does the same) */
    if (strstr(d->pre ? d->pre : "", "jina-v2-de") || strstr(d->pre ? d->pre : "", "jina-v2-es") ||
        strstr(d->pre ? d->pre : "", "jina-v2-code") || (d->arch && (strstr(d->arch, "nomic-bert-moe") || strstr(d->arch, "jina-bert-v3")))) {
        int32_t id = dlgo__find_cstr(t, "<mask>");
        if (id >= 0) t->attr[id] |= DLGO_TOKEN_ATTR_LSTRIP;
    } else if (dlgo__contains_ci(d->name, "phi-3") || dlgo__contains_ci(d->name, "phi3")) {
        for (int32_t i = 0; i < t->n_spec; i++) t->attr[t->spec[i]] |= DLGO_TOKEN_ATTR_RSTRIP;
        int32_t id = dlgo__find_cstr(t, "</s>");
        if (id >= 0) t->attr[id] |= DLGO_TOKEN_ATTR_RSTRIP;
        static const char *const off_list[] = { "<unk>", "<s>", "<|endoftext|>", NULL };
        for (const char *const *f = off_list; *f; f++) {
            id = dlgo__find_cstr(t, *f);
            if (id >= 0) t->attr[id] &= (uint16_t)~DLGO_TOKEN_ATTR_RSTRIP;
        }
    } else if (dlgo__contains_ci(d->name, "modern-bert")) {
        int32_t id = dlgo__find_cstr(t, "[MASK]");
        if (id >= 0) t->attr[id] |= DLGO_TOKEN_ATTR_LSTRIP;
    }

    /* byte fallback tables */
    for (int b = 0; b < 256; b++) {
        uint32_t cp = dlgo__byte_to_cp((unsigned)b);
        t->benc_len[b] = (unsigned char)dlgo__utf8_put(cp, t->benc[b]);
        char hex[8];
        snprintf(hex, sizeof hex, "<0x%02X>", b);
        int32_t id = -1;
        if (t->type == DLGO_VOCAB_SPM) {
            id = dlgo__find_cstr(t, hex);
            if (id < 0) { char one = (char)b; id = dlgo__tok_find(t, &one, 1); }
        } else if (t->byte_encode) {
            id = dlgo__tok_find(t, t->benc[b], t->benc_len[b]);
        } else {
            id = dlgo__find_cstr(t, hex);
        }
        t->byte_tok[b] = id;
    }
    /* longest piece: a BPE piece can grow when a code point has no byte ("[UNK_BYTE_0x..]" rendering) */
    int32_t mp = 0;
    for (int32_t i = 0; i < n; i++) {
        int32_t l = dlgo__piece(t, i, 1, 0, NULL, 0);
        if (l < 0) l = -l;
        if (l > mp) mp = l;
    }
    t->max_piece = mp;
    *out = t;
    return DLGO_OK;
}

/* ---- GGUF loader ---------------------------------------------------------------------------------------- */

static const char *dlgo__gguf_tok_str(const void *user, int32_t i, size_t *len) {
    const void *const *u = (const void *const *)user;
    uint64_t l = 0;
    const char *s = dlgo_gguf_arr_str((const dlgo_gguf *)u[0], *(const int64_t *)u[1], (uint64_t)i, &l);
    *len = (size_t)l;
    return s;
}
static const char *dlgo__gguf_merge_str(const void *user, int32_t i, size_t *len) {
    const void *const *u = (const void *const *)user;
    uint64_t l = 0;
    const char *s = dlgo_gguf_arr_str((const dlgo_gguf *)u[0], *(const int64_t *)u[2], (uint64_t)i, &l);
    *len = (size_t)l;
    return s;
}
static char *dlgo__gguf_cstr(const dlgo_gguf *g, const char *key, char *buf, size_t size) {
    const char *s; uint64_t l;
    if (dlgo_gguf_get_str(g, key, &s, &l, NULL) != DLGO_OK) return NULL;
    if (l >= size) l = size - 1;
    memcpy(buf, s, (size_t)l); buf[l] = 0;
    return buf;
}
static int64_t dlgo__gguf_int_key(const dlgo_gguf *g, const char *key) {   /* -1 when absent or not an integer */
    int64_t i = dlgo_gguf_find_key(g, key);
    if (i < 0) return -1;
    dlgo_gguf_type ty = dlgo_gguf_kv_type(g, i);
    if (ty == DLGO_GGUF_STRING || ty == DLGO_GGUF_ARRAY || ty == DLGO_GGUF_F32 || ty == DLGO_GGUF_F64 || ty >= DLGO_GGUF_TYPE_COUNT) return -1;
    return dlgo_gguf_val_int(g, i);
}
static int dlgo__gguf_flag(const dlgo_gguf *g, const char *key) {
    int64_t i = dlgo_gguf_find_key(g, key);
    if (i < 0) return -1;
    dlgo_gguf_type ty = dlgo_gguf_kv_type(g, i);
    if (ty == DLGO_GGUF_STRING || ty == DLGO_GGUF_ARRAY || ty >= DLGO_GGUF_TYPE_COUNT) return -1;
    return dlgo_gguf_val_int(g, i) != 0;
}

DLGO_API dlgo_result dlgo_tokenizer_load_gguf(const dlgo_gguf *g, const dlgo_allocator *alloc, dlgo_tokenizer **out,
                                              dlgo_error *err) {
    if (!g || !out) return dlgo__err(err, DLGO_ERR_INVALID_ARG, "tokenizer: NULL gguf or out");
    *out = NULL;
    const dlgo_allocator *a = dlgo__alloc_or_default(alloc);
    dlgo__tok_desc d;
    memset(&d, 0, sizeof d);
    char model[64], pre[64], name[256], arch[64];
    d.model = dlgo__gguf_cstr(g, "tokenizer.ggml.model", model, sizeof model);
    if (!d.model) return dlgo__err(err, DLGO_ERR_FORMAT, "tokenizer: key tokenizer.ggml.model is missing or not a string");
    d.pre = dlgo__gguf_cstr(g, "tokenizer.ggml.pre", pre, sizeof pre);
    d.name = dlgo__gguf_cstr(g, "general.name", name, sizeof name);
    d.arch = dlgo__gguf_cstr(g, "general.architecture", arch, sizeof arch);
    int64_t tok_i = dlgo_gguf_find_key(g, "tokenizer.ggml.tokens"), mer_i = dlgo_gguf_find_key(g, "tokenizer.ggml.merges");
    if (tok_i < 0 || dlgo_gguf_kv_type(g, tok_i) != DLGO_GGUF_ARRAY || dlgo_gguf_arr_type(g, tok_i) != DLGO_GGUF_STRING)
        return dlgo__err(err, DLGO_ERR_FORMAT, "tokenizer: tokenizer.ggml.tokens is missing or not a string array");
    uint64_t nv = dlgo_gguf_arr_n(g, tok_i);
    if (nv == 0 || nv > 0x7fffffff) return dlgo__err(err, DLGO_ERR_FORMAT, "tokenizer: tokenizer.ggml.tokens has %llu entries", (unsigned long long)nv);
    const void *user[3] = { g, &tok_i, &mer_i };
    d.n_vocab = (int32_t)nv;
    d.token = dlgo__gguf_tok_str;
    d.merge = dlgo__gguf_merge_str;
    d.user = user;
    if (mer_i >= 0) {
        if (dlgo_gguf_kv_type(g, mer_i) != DLGO_GGUF_ARRAY || dlgo_gguf_arr_type(g, mer_i) != DLGO_GGUF_STRING)
            return dlgo__err(err, DLGO_ERR_FORMAT, "tokenizer: tokenizer.ggml.merges is not a string array");
        uint64_t nm = dlgo_gguf_arr_n(g, mer_i);
        if (nm > 0x7fffffff) return dlgo__err(err, DLGO_ERR_FORMAT, "tokenizer: too many merges");
        d.n_merges = (int32_t)nm;
    }
    float *scores = NULL; int32_t *types = NULL;
    int64_t sc_i = dlgo_gguf_find_key(g, "tokenizer.ggml.scores");
    if (sc_i >= 0) {
        dlgo_gguf_type at = dlgo_gguf_arr_type(g, sc_i);
        if (dlgo_gguf_kv_type(g, sc_i) != DLGO_GGUF_ARRAY || (at != DLGO_GGUF_F32 && at != DLGO_GGUF_I32))
            return dlgo__err(err, DLGO_ERR_FORMAT, "tokenizer: tokenizer.ggml.scores must be an f32 or i32 array");
        if (dlgo_gguf_arr_n(g, sc_i) < nv) return dlgo__err(err, DLGO_ERR_FORMAT, "tokenizer: tokenizer.ggml.scores has fewer entries than tokens");
        scores = (float *)dlgo__malloc(a, sizeof(float) * (size_t)nv);
        if (!scores) return dlgo__err(err, DLGO_ERR_OOM, "tokenizer: out of memory");
        for (uint64_t i = 0; i < nv; i++) scores[i] = (float)dlgo_gguf_arr_float(g, sc_i, i);
    }
    int64_t ty_i = dlgo_gguf_find_key(g, "tokenizer.ggml.token_type");
    if (ty_i >= 0) {
        if (dlgo_gguf_kv_type(g, ty_i) != DLGO_GGUF_ARRAY || dlgo_gguf_arr_type(g, ty_i) != DLGO_GGUF_I32 || dlgo_gguf_arr_n(g, ty_i) < nv) {
            dlgo__free(a, scores);
            return dlgo__err(err, DLGO_ERR_FORMAT, "tokenizer: tokenizer.ggml.token_type must be an i32 array with one entry per token");
        }
        types = (int32_t *)dlgo__malloc(a, sizeof(int32_t) * (size_t)nv);
        if (!types) { dlgo__free(a, scores); return dlgo__err(err, DLGO_ERR_OOM, "tokenizer: out of memory"); }
        for (uint64_t i = 0; i < nv; i++) types[i] = (int32_t)dlgo_gguf_arr_int(g, ty_i, i);
    }
    d.scores = scores; d.types = types;
    static const char *const keys[DLGO_SPECIAL_COUNT] = {
        "tokenizer.ggml.bos_token_id", "tokenizer.ggml.eos_token_id", "tokenizer.ggml.eot_token_id",
        "tokenizer.ggml.eom_token_id", "tokenizer.ggml.unknown_token_id", "tokenizer.ggml.seperator_token_id",
        "tokenizer.ggml.padding_token_id", "tokenizer.ggml.mask_token_id", "tokenizer.ggml.fim_pre_token_id",
        "tokenizer.ggml.fim_suf_token_id", "tokenizer.ggml.fim_mid_token_id", "tokenizer.ggml.fim_pad_token_id",
        "tokenizer.ggml.fim_rep_token_id", "tokenizer.ggml.fim_sep_token_id" };
    static const char *const old_fim[3] = { "tokenizer.ggml.prefix_token_id", "tokenizer.ggml.suffix_token_id", "tokenizer.ggml.middle_token_id" };
    for (int i = 0; i < DLGO_SPECIAL_COUNT; i++) {
        d.special[i] = -2;
        int64_t v = dlgo__gguf_int_key(g, keys[i]);
        if (v >= 0) d.special[i] = v;
        if (i >= DLGO_SPECIAL_FIM_PRE && i <= DLGO_SPECIAL_FIM_MID) {   /* deprecated keys are read later and win, as in llama.cpp */
            v = dlgo__gguf_int_key(g, old_fim[i - DLGO_SPECIAL_FIM_PRE]);
            if (v >= 0) d.special[i] = v;
        }
    }
    d.add_bos = dlgo__gguf_flag(g, "tokenizer.ggml.add_bos_token");
    d.add_eos = dlgo__gguf_flag(g, "tokenizer.ggml.add_eos_token");
    d.add_space_prefix = dlgo__gguf_flag(g, "tokenizer.ggml.add_space_prefix");
    dlgo_result r = dlgo__tokenizer_create(&d, a, out, err);
    dlgo__free(a, scores); dlgo__free(a, types);
    return r;
}

/* ---- accessors ---------------------------------------------------------------------------------------- */

#define DLGO__TOK_OK(t, id) ((t) && (id) >= 0 && (id) < (t)->n_vocab)
DLGO_API int32_t         dlgo_tokenizer_n_vocab(const dlgo_tokenizer *t) { return t ? t->n_vocab : 0; }
DLGO_API dlgo_vocab_type dlgo_tokenizer_type(const dlgo_tokenizer *t) { return t ? t->type : DLGO_VOCAB_NONE; }
DLGO_API const char     *dlgo_tokenizer_pre(const dlgo_tokenizer *t) { return t ? t->pre_name : ""; }
DLGO_API int             dlgo_tokenizer_add_bos(const dlgo_tokenizer *t) { return t ? t->add_bos : 0; }
DLGO_API int             dlgo_tokenizer_add_eos(const dlgo_tokenizer *t) { return t ? t->add_eos : 0; }
DLGO_API int32_t         dlgo_tokenizer_max_piece(const dlgo_tokenizer *t) { return t ? t->max_piece : 0; }
DLGO_API const int32_t  *dlgo_tokenizer_eog(const dlgo_tokenizer *t, int32_t *n) { if (n) *n = t ? t->n_eog : 0; return t ? t->eog : NULL; }
DLGO_API int dlgo_token_is_eog(const dlgo_tokenizer *t, int32_t token) {
    if (!DLGO__TOK_OK(t, token)) return 0;
    for (int32_t i = 0; i < t->n_eog; i++) if (t->eog[i] == token) return 1;
    return 0;
}
DLGO_API int      dlgo_token_is_control(const dlgo_tokenizer *t, int32_t token) { return DLGO__TOK_OK(t, token) && (t->attr[token] & DLGO_TOKEN_ATTR_CONTROL); }
DLGO_API uint32_t dlgo_token_attr(const dlgo_tokenizer *t, int32_t token) { return DLGO__TOK_OK(t, token) ? t->attr[token] : 0; }
DLGO_API const char *dlgo_token_text(const dlgo_tokenizer *t, int32_t token) { return DLGO__TOK_OK(t, token) ? t->pool + t->off[token] : NULL; }
DLGO_API float   dlgo_token_score(const dlgo_tokenizer *t, int32_t token) { return DLGO__TOK_OK(t, token) ? t->score[token] : 0.0f; }
DLGO_API int32_t dlgo_token_from_text(const dlgo_tokenizer *t, const char *text, size_t len) { return t && text ? dlgo__tok_find(t, text, len) : -1; }
DLGO_API int32_t dlgo_token_special(const dlgo_tokenizer *t, dlgo_special which) {
    return t && (int)which >= 0 && which < DLGO_SPECIAL_COUNT ? t->special[which] : -1;
}
DLGO_API int32_t dlgo_token_bos(const dlgo_tokenizer *t) { return dlgo_token_special(t, DLGO_SPECIAL_BOS); }
DLGO_API int32_t dlgo_token_eos(const dlgo_tokenizer *t) { return dlgo_token_special(t, DLGO_SPECIAL_EOS); }
DLGO_API int32_t dlgo_token_eot(const dlgo_tokenizer *t) { return dlgo_token_special(t, DLGO_SPECIAL_EOT); }

/* ---- pre-tokenizers ------------------------------------------------------------------------------------ */

/* One text fragment decoded to code points, with llama.cpp's class flags and the "collapsed" byte that its
   std::regex fallback sees: ASCII stays itself, other whitespace -> 0x0B, numbers/letters/punctuation/marks/
   symbols -> 0xD1..0xD5, anything else -> 0xD0. */
typedef struct dlgo__pt {
    const uint32_t *cp; const uint16_t *fl; const unsigned char *k;
    size_t a, b;   /* the piece being split */
} dlgo__pt;

typedef struct dlgo__vec { size_t *v; size_t n, cap; const dlgo_allocator *al; int oom; } dlgo__vec;
static void dlgo__vpush(dlgo__vec *o, size_t x) {
    if (o->n == o->cap) {
        void *p = o->v;
        if (!dlgo__grow(o->al, &p, &o->cap, o->n + 1, sizeof(size_t))) { o->oom = 1; return; }
        o->v = (size_t *)p;
    }
    o->v[o->n++] = x;
}

#define DLGO__OUT 0xFFFFFFFFu
static uint32_t dlgo__pt_cp(const dlgo__pt *c, size_t p) { return p >= c->a && p < c->b ? c->cp[p] : DLGO__OUT; }
static uint16_t dlgo__pt_fl(const dlgo__pt *c, size_t p) { return p >= c->a && p < c->b ? c->fl[p] : 0; }

/* 's 't 're 've 'm 'll 'd at p (case-insensitive when ci); returns its length or 0 */
static size_t dlgo__contraction(const dlgo__pt *c, size_t p, int ci) {
    if (dlgo__pt_cp(c, p) != '\'' || p + 1 >= c->b) return 0;
    uint32_t n1 = dlgo__pt_cp(c, p + 1);
    if (ci) n1 = dlgo__ascii_lower(n1);   /* tools/gen_unicode.py verifies no other code point lowers into these */
    if (n1 == 's' || n1 == 't' || n1 == 'm' || n1 == 'd') return 2;
    if (p + 2 < c->b) {
        uint32_t n2 = dlgo__pt_cp(c, p + 2);
        if (ci) n2 = dlgo__ascii_lower(n2);
        if ((n1 == 'r' && n2 == 'e') || (n1 == 'v' && n2 == 'e') || (n1 == 'l' && n2 == 'l')) return 3;
    }
    return 0;
}

/* GPT-2: 's|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S)   (llama.cpp's custom splitter:
   a code point nothing matches becomes a piece of its own) */
static void dlgo__split_gpt2(const dlgo__pt *c, dlgo__vec *o) {
    size_t pos = c->a, prev = c->a;
#define DLGO__EMIT(e) do { size_t e_ = (e); if (e_ > prev) dlgo__vpush(o, e_ - prev); prev = e_; pos = e_; } while (0)
    while (pos < c->b) {
        uint32_t cp = dlgo__pt_cp(c, pos);
        uint16_t f = dlgo__pt_fl(c, pos);
        size_t k = dlgo__contraction(c, pos, 0);
        if (k) { DLGO__EMIT(pos + k); continue; }
        uint16_t f2 = cp == ' ' ? dlgo__pt_fl(c, pos + 1) : f;
        if (f2 & DLGO__UC_LET) {
            pos += cp == ' ';
            while (dlgo__pt_fl(c, pos) & DLGO__UC_LET) pos++;
            DLGO__EMIT(pos); continue;
        }
        if (f2 & DLGO__UC_NUM) {
            pos += cp == ' ';
            while (dlgo__pt_fl(c, pos) & DLGO__UC_NUM) pos++;
            DLGO__EMIT(pos); continue;
        }
        if (!(f2 & (DLGO__UC_SPACE | DLGO__UC_LET | DLGO__UC_NUM)) && f2) {
            pos += cp == ' ';
            for (;;) { uint16_t g = dlgo__pt_fl(c, pos); if ((g & (DLGO__UC_SPACE | DLGO__UC_LET | DLGO__UC_NUM)) || !g) break; pos++; }
            DLGO__EMIT(pos); continue;
        }
        size_t nws = 0;
        while (dlgo__pt_fl(c, pos + nws) & DLGO__UC_SPACE) nws++;
        if (nws > 1 && dlgo__pt_cp(c, pos + nws) != DLGO__OUT) { DLGO__EMIT(pos + nws - 1); continue; }
        if (nws > 0) { DLGO__EMIT(pos + nws); continue; }
        DLGO__EMIT(pos + 1);
    }
}

/* llama3 / qwen2 / qwen35:
   (?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}{1,3}| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+
   qwen2: \p{N} one digit at a time; qwen35: letters are [\p{L}\p{M}]. */
static void dlgo__split_llama3(const dlgo__pt *c, dlgo__vec *o, int max_digits, int marks) {
    const uint16_t LET = (uint16_t)(DLGO__UC_LET | (marks ? DLGO__UC_MARK : 0));
    size_t pos = c->a, prev = c->a;
    while (pos < c->b) {
        uint32_t cp = dlgo__pt_cp(c, pos);
        uint16_t f = dlgo__pt_fl(c, pos);
        size_t k = dlgo__contraction(c, pos, 1);
        if (k) { DLGO__EMIT(pos + k); continue; }
        if (!(cp == '\r' || cp == '\n' || (f & DLGO__UC_NUM))) {
            if ((f & LET) || (dlgo__pt_fl(c, pos + 1) & LET)) {
                pos++;
                while (dlgo__pt_fl(c, pos) & LET) pos++;
                DLGO__EMIT(pos); continue;
            }
        }
        if (f & DLGO__UC_NUM) {
            size_t ini = pos;
            while (dlgo__pt_fl(c, pos) & DLGO__UC_NUM) {
                if (++pos - ini >= (size_t)max_digits) { DLGO__EMIT(pos); ini = pos; }
            }
            DLGO__EMIT(pos); continue;
        }
        uint16_t f2 = cp == ' ' ? dlgo__pt_fl(c, pos + 1) : f;
        const uint16_t STOP = (uint16_t)(DLGO__UC_SPACE | DLGO__UC_NUM | LET);
        if (!(f2 & STOP) && f) {
            pos += cp == ' ';
            for (;;) { uint16_t g = dlgo__pt_fl(c, pos); if ((g & STOP) || !g) break; pos++; }
            for (;;) { uint32_t q = dlgo__pt_cp(c, pos); if (q != '\r' && q != '\n') break; pos++; }
            DLGO__EMIT(pos); continue;
        }
        size_t nws = 0, last_rn = 0;
        while (dlgo__pt_fl(c, pos + nws) & DLGO__UC_SPACE) {
            uint32_t q = dlgo__pt_cp(c, pos + nws);
            if (q == '\r' || q == '\n') last_rn = pos + nws + 1;
            nws++;
        }
        if (last_rn > 0) { DLGO__EMIT(last_rn); continue; }
        if (nws > 1 && dlgo__pt_cp(c, pos + nws) != DLGO__OUT) { DLGO__EMIT(pos + nws - 1); continue; }
        if (nws > 0) { DLGO__EMIT(pos + nws); continue; }
        DLGO__EMIT(pos + 1);
    }
#undef DLGO__EMIT
}

/* gemma4: [^\n]+|[\n]+ */
static void dlgo__split_newlines(const dlgo__pt *c, dlgo__vec *o) {
    size_t pos = c->a;
    while (pos < c->b) {
        int nl = c->cp[pos] == '\n';
        size_t s = pos;
        while (pos < c->b && (c->cp[pos] == '\n') == nl) pos++;
        dlgo__vpush(o, pos - s);
    }
}

/* The regexes llama.cpp hands to std::regex, as matchers: each returns the length of the match starting at p
   (0 = none), with ECMAScript semantics (first alternative that succeeds, greedy with backtracking). The driver
   searches left to right like std::regex_iterator: the text between matches is kept as its own piece. */
typedef size_t (*dlgo__matcher)(const dlgo__pt *c, size_t p);

/* collapsed-text classes (see dlgo__pt) */
static int dlgo__k_s(unsigned k) { return k == ' ' || (k >= 9 && k <= 13); }
static int dlgo__k_l(unsigned k) { return k == 0xD2 || (k >= 'A' && k <= 'Z') || (k >= 'a' && k <= 'z'); }
static int dlgo__k_n(unsigned k) { return k == 0xD1 || (k >= '0' && k <= '9'); }
static int dlgo__k_p(unsigned k) { return k == 0xD3 || (k < 0x80 && k && strchr("!\"#%&'()*,-./:;?@[\\]_{}", (int)k)); }
static int dlgo__k_sym(unsigned k) { return k == 0xD5 || (k < 0x80 && k && strchr("$+<=>^`|~", (int)k)); }
static int dlgo__k_m(unsigned k) { return k == 0xD4; }
static int dlgo__k_rn(unsigned k) { return k == '\r' || k == '\n'; }
/* std::wregex view (regexes with literal non-ASCII ranges): code points, non-ASCII whitespace -> 0x0B */
static uint32_t dlgo__w(const dlgo__pt *c, size_t p) { return c->cp[p] > 0x7f && (c->fl[p] & DLGO__UC_SPACE) ? 0x0B : c->cp[p]; }
static int dlgo__w_s(uint32_t w) { return w == ' ' || (w >= 9 && w <= 13); }

static size_t dlgo__run_k(const dlgo__pt *c, size_t p, int (*pred)(unsigned)) {
    size_t q = p;
    while (q < c->b && pred(c->k[q])) q++;
    return q - p;
}
/* \s*[\r\n]+ | \s+(?!\S) | \s+  — the whitespace tail shared by the llama3-like regexes */
static size_t dlgo__m_ws_tail(const dlgo__pt *c, size_t p) {
    size_t n = dlgo__run_k(c, p, dlgo__k_s);
    if (!n) return 0;
    for (size_t i = n; i-- > 0;) if (dlgo__k_rn(c->k[p + i])) return i + 1;
    if (p + n == c->b) return n;
    return n >= 2 ? n - 1 : n;
}
static int dlgo__k_punct_default(unsigned k) { return dlgo__k_p(k) || (k < 0x80 && k && strchr("$+<=>^~|", (int)k)); }
static int dlgo__k_punct_falcon(unsigned k) { return dlgo__k_p(k) || (k < 0x80 && k && strchr("$+<=>^~|`", (int)k)); }
static size_t dlgo__m_punct_default(const dlgo__pt *c, size_t p) { return dlgo__run_k(c, p, dlgo__k_punct_default); }  /* [\p{P}\$\+<=>\^~\|]+ */
static size_t dlgo__m_punct_falcon(const dlgo__pt *c, size_t p) { return dlgo__run_k(c, p, dlgo__k_punct_falcon); }    /* [\p{P}\$\+<=>\^~\|`]+ */
static size_t dlgo__m_num1(const dlgo__pt *c, size_t p) { return dlgo__k_n(c->k[p]) ? 1 : 0; }                        /* \p{N} */
static size_t dlgo__m_nums(const dlgo__pt *c, size_t p) { return dlgo__run_k(c, p, dlgo__k_n); }                      /* \p{N}+ */
static size_t dlgo__m_num3(const dlgo__pt *c, size_t p) { size_t n = dlgo__run_k(c, p, dlgo__k_n); return n > 3 ? 3 : n; }  /* \p{N}{1,3} */
static size_t dlgo__m_digit3(const dlgo__pt *c, size_t p) {                                                            /* [0-9][0-9][0-9] */
    if (p + 3 > c->b) return 0;
    for (size_t i = 0; i < 3; i++) if (c->cp[p + i] < '0' || c->cp[p + i] > '9') return 0;
    return 3;
}
static size_t dlgo__m_rn(const dlgo__pt *c, size_t p) { return dlgo__w(c, p) == '\r' || dlgo__w(c, p) == '\n'; }     /* [\r\n] */
static int dlgo__in_ranges(uint32_t w, const uint32_t (*r)[2], size_t n) {
    for (size_t i = 0; i < n; i++) if (w >= r[i][0] && w <= r[i][1]) return 1;
    return 0;
}
static int dlgo__w_ds_letter(uint32_t w) {
    return dlgo__in_ranges(w, dlgo__uc_deepseek_letters, sizeof dlgo__uc_deepseek_letters / sizeof dlgo__uc_deepseek_letters[0]);
}
static int dlgo__w_ds_punct(uint32_t w) {   /* [!-/:-~！-／：-～‘-‟　-。] */
    return (w >= 0x21 && w <= 0x2f) || (w >= 0x3a && w <= 0x7e) || (w >= 0xff01 && w <= 0xff0f) ||
           (w >= 0xff1a && w <= 0xff5e) || (w >= 0x2018 && w <= 0x201f) || (w >= 0x3000 && w <= 0x3002);
}
static int dlgo__w_ds_cjk(uint32_t w) { return (w >= 0x800 && w <= 0x9fa5) || (w >= 0xac00 && w <= 0xd7ff); }  /* [一-龥ࠀ-一가-퟿] */
static int dlgo__w_ds3_cjk(uint32_t w) { return (w >= 0x4e00 && w <= 0x9fa5) || (w >= 0x3040 && w <= 0x30ff); } /* [一-龥぀-ゟ゠-ヿ] */
static size_t dlgo__run_w(const dlgo__pt *c, size_t p, int (*pred)(uint32_t)) {
    size_t q = p;
    while (q < c->b && pred(dlgo__w(c, q))) q++;
    return q - p;
}
static size_t dlgo__m_opt_space_run_w(const dlgo__pt *c, size_t p, int (*pred)(uint32_t)) {   /* \s?[X]+ */
    if (dlgo__w_s(dlgo__w(c, p)) && p + 1 < c->b) { size_t n = dlgo__run_w(c, p + 1, pred); if (n) return n + 1; }
    return dlgo__run_w(c, p, pred);
}
static size_t dlgo__m_ds_letters(const dlgo__pt *c, size_t p) { return dlgo__m_opt_space_run_w(c, p, dlgo__w_ds_letter); }
static size_t dlgo__m_ds_punct(const dlgo__pt *c, size_t p) { return dlgo__m_opt_space_run_w(c, p, dlgo__w_ds_punct); }
static size_t dlgo__m_ws_end(const dlgo__pt *c, size_t p) {   /* \s+$ */
    for (size_t q = p; q < c->b; q++) if (!dlgo__w_s(dlgo__w(c, q))) return 0;
    return c->b - p;
}
static size_t dlgo__m_ds_cjk(const dlgo__pt *c, size_t p) { return dlgo__run_w(c, p, dlgo__w_ds_cjk); }
static size_t dlgo__m_ds3_cjk(const dlgo__pt *c, size_t p) { return dlgo__run_w(c, p, dlgo__w_ds3_cjk); }
/* deepseek-coder: \s?\p{L}+ and \s?\p{P}+ (collapsed) */
static size_t dlgo__m_opt_space_run_k(const dlgo__pt *c, size_t p, int (*pred)(unsigned)) {
    if (dlgo__k_s(c->k[p]) && p + 1 < c->b) { size_t n = dlgo__run_k(c, p + 1, pred); if (n) return n + 1; }
    return dlgo__run_k(c, p, pred);
}
static size_t dlgo__m_dc_letters(const dlgo__pt *c, size_t p) { return dlgo__m_opt_space_run_k(c, p, dlgo__k_l); }
static size_t dlgo__m_dc_punct(const dlgo__pt *c, size_t p) { return dlgo__m_opt_space_run_k(c, p, dlgo__k_p); }

/* deepseek-v3:
   [!"#$%&'()*+,\-./:;<=>?@\[\\\]^_`{|}~][A-Za-z]+|[^\r\n\p{L}\p{P}\p{S}]?[\p{L}\p{M}]+| ?[\p{P}\p{S}]+[\r\n]*|
   \s*[\r\n]+|\s+(?!\S)|\s+ */
static int dlgo__k_ascii_alpha(unsigned k) { return (k >= 'A' && k <= 'Z') || (k >= 'a' && k <= 'z'); }
static int dlgo__k_lm(unsigned k) { return dlgo__k_l(k) || dlgo__k_m(k); }
static int dlgo__k_ps(unsigned k) { return dlgo__k_p(k) || dlgo__k_sym(k); }
static size_t dlgo__m_deepseek3(const dlgo__pt *c, size_t p) {
    unsigned k = c->k[p];
    if (k > 0x20 && k < 0x7f && !((k >= '0' && k <= '9') || dlgo__k_ascii_alpha(k)) && p + 1 < c->b && dlgo__k_ascii_alpha(c->k[p + 1]))
        return 1 + dlgo__run_k(c, p + 1, dlgo__k_ascii_alpha);
    if (!dlgo__k_rn(k) && !dlgo__k_l(k) && !dlgo__k_p(k) && !dlgo__k_sym(k) && p + 1 < c->b) {
        size_t n = dlgo__run_k(c, p + 1, dlgo__k_lm);
        if (n) return n + 1;
    }
    { size_t n = dlgo__run_k(c, p, dlgo__k_lm); if (n) return n; }
    {
        size_t q = p;
        if (k == ' ' && p + 1 < c->b && dlgo__k_ps(c->k[p + 1])) q = p + 1;
        size_t n = dlgo__run_k(c, q, dlgo__k_ps);
        if (n) { q += n; q += dlgo__run_k(c, q, dlgo__k_rn); return q - p; }
    }
    return dlgo__m_ws_tail(c, p);
}

/* gpt-4o (o200k) and tekken, as llama.cpp rewrites them for std::regex: "upper" [\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]
   becomes (?=\p{L})[^a-z], "lower" becomes (?=\p{L})[^A-Z]; marks are not letters here.
   [^\r\n\p{L}\p{N}]?U*L+C?|[^\r\n\p{L}\p{N}]?U+L*C?|\p{N}{1,3}| ?[^\s\p{L}\p{N}]+[\r\n/]*|\s*[\r\n]+|\s+(?!\S)|\s+
   with C the contractions (gpt-4o only) and \p{N} single digits for tekken. */
static int dlgo__k_up(unsigned k) { return dlgo__k_l(k) && !(k >= 'a' && k <= 'z'); }
static int dlgo__k_lo(unsigned k) { return dlgo__k_l(k) && !(k >= 'A' && k <= 'Z'); }
static int dlgo__k_x4o(unsigned k) { return !dlgo__k_rn(k) && !dlgo__k_l(k) && !dlgo__k_n(k); }
static int dlgo__k_nsln(unsigned k) { return !dlgo__k_s(k) && !dlgo__k_l(k) && !dlgo__k_n(k); }
static int dlgo__k_rn_slash(unsigned k) { return k == '\r' || k == '\n' || k == '/'; }
static size_t dlgo__k_contraction(const dlgo__pt *c, size_t q) {
    if (q >= c->b || c->k[q] != '\'' || q + 1 >= c->b) return 0;
    unsigned a = dlgo__ascii_lower(c->k[q + 1]);
    if (a == 's' || a == 't' || a == 'm' || a == 'd') return 2;
    if (q + 2 < c->b) {
        unsigned b2 = dlgo__ascii_lower(c->k[q + 2]);
        if ((a == 'r' && b2 == 'e') || (a == 'v' && b2 == 'e') || (a == 'l' && b2 == 'l')) return 3;
    }
    return 0;
}
static size_t dlgo__m_o200k(const dlgo__pt *c, size_t p, int contractions, size_t max_digits) {
    for (int x = 1; x >= 0; x--) {   /* alternative 1: optional prefix, U*, L+ */
        if (x && !dlgo__k_x4o(c->k[p])) continue;
        size_t q = p + (size_t)x, u = dlgo__run_k(c, q, dlgo__k_up);
        for (size_t j = u + 1; j-- > 0;) {
            if (q + j < c->b && dlgo__k_lo(c->k[q + j])) {
                size_t e = q + j + dlgo__run_k(c, q + j, dlgo__k_lo);
                if (contractions) e += dlgo__k_contraction(c, e);
                return e - p;
            }
        }
    }
    for (int x = 1; x >= 0; x--) {   /* alternative 2: optional prefix, U+, L* */
        if (x && !dlgo__k_x4o(c->k[p])) continue;
        size_t q = p + (size_t)x, u = dlgo__run_k(c, q, dlgo__k_up);
        if (!u) continue;
        size_t e = q + u + dlgo__run_k(c, q + u, dlgo__k_lo);
        if (contractions) e += dlgo__k_contraction(c, e);
        return e - p;
    }
    { size_t n = dlgo__run_k(c, p, dlgo__k_n); if (n) return n > max_digits ? max_digits : n; }
    {
        size_t q = p;
        if (c->k[p] == ' ' && p + 1 < c->b && dlgo__k_nsln(c->k[p + 1])) q = p + 1;
        size_t n = dlgo__run_k(c, q, dlgo__k_nsln);
        if (n) { q += n; q += dlgo__run_k(c, q, dlgo__k_rn_slash); return q - p; }
    }
    return dlgo__m_ws_tail(c, p);
}
static size_t dlgo__m_gpt4o(const dlgo__pt *c, size_t p) { return dlgo__m_o200k(c, p, 1, 3); }
static size_t dlgo__m_tekken(const dlgo__pt *c, size_t p) { return dlgo__m_o200k(c, p, 0, 1); }

static void dlgo__split_regex(const dlgo__pt *c, dlgo__vec *o, dlgo__matcher m) {
    size_t last = c->a, p = c->a;
    while (p < c->b) {
        size_t n = m(c, p);
        if (!n) { p++; continue; }
        if (p > last) dlgo__vpush(o, p - last);
        dlgo__vpush(o, n);
        p += n; last = p;
    }
    if (last < c->b) dlgo__vpush(o, c->b - last);
}

enum { DLGO__SP_GPT2 = 1, DLGO__SP_LLAMA3, DLGO__SP_QWEN2, DLGO__SP_QWEN35, DLGO__SP_NEWLINES };
typedef struct { int custom; dlgo__matcher m; } dlgo__stage;

static int dlgo__pre_stages(int pre, dlgo__stage *s) {
    int n = 0;
#define DLGO__C(x) do { s[n].custom = (x); s[n].m = NULL; n++; } while (0)
#define DLGO__R(x) do { s[n].custom = 0; s[n].m = (x); n++; } while (0)
    switch (pre) {
    case DLGO__PRE_DEFAULT: DLGO__R(dlgo__m_punct_default); DLGO__C(DLGO__SP_GPT2); DLGO__R(dlgo__m_nums); DLGO__R(dlgo__m_digit3); break;
    case DLGO__PRE_LLAMA3: DLGO__C(DLGO__SP_LLAMA3); break;
    case DLGO__PRE_QWEN2: DLGO__C(DLGO__SP_QWEN2); break;
    case DLGO__PRE_QWEN35: DLGO__C(DLGO__SP_QWEN35); break;
    case DLGO__PRE_GPT2: DLGO__C(DLGO__SP_GPT2); break;
    case DLGO__PRE_STARCODER: DLGO__R(dlgo__m_num1); DLGO__C(DLGO__SP_GPT2); break;
    case DLGO__PRE_FALCON: DLGO__R(dlgo__m_punct_falcon); DLGO__C(DLGO__SP_GPT2); DLGO__R(dlgo__m_digit3); break;
    case DLGO__PRE_DEEPSEEK_LLM:
        DLGO__R(dlgo__m_rn); DLGO__R(dlgo__m_ds_letters); DLGO__R(dlgo__m_ds_punct); DLGO__R(dlgo__m_ws_end);
        DLGO__R(dlgo__m_ds_cjk); DLGO__R(dlgo__m_nums); break;
    case DLGO__PRE_DEEPSEEK_CODER:
        DLGO__R(dlgo__m_rn); DLGO__R(dlgo__m_dc_letters); DLGO__R(dlgo__m_dc_punct); DLGO__R(dlgo__m_ds_cjk);
        DLGO__R(dlgo__m_num1); break;
    case DLGO__PRE_DEEPSEEK3: DLGO__R(dlgo__m_num3); DLGO__R(dlgo__m_ds3_cjk); DLGO__R(dlgo__m_deepseek3); break;
    case DLGO__PRE_GPT4O: DLGO__R(dlgo__m_gpt4o); break;
    case DLGO__PRE_TEKKEN: DLGO__R(dlgo__m_tekken); break;
    case DLGO__PRE_GEMMA4: DLGO__C(DLGO__SP_NEWLINES); break;
    default: break;
    }
#undef DLGO__C
#undef DLGO__R
    return n;
}

/* ---- tokenization --------------------------------------------------------------------------------------- */

typedef struct dlgo__out { int32_t *buf; int32_t cap, n; } dlgo__out;
static void dlgo__emit(dlgo__out *o, int32_t id) { if (o->n < o->cap) o->buf[o->n] = id; o->n++; }

typedef struct dlgo__sym { int32_t start, n, prev, next; } dlgo__sym;
typedef struct dlgo__bigram { float score; int32_t rank, left, right, size; } dlgo__bigram;

/* scratch reused across the fragments of one dlgo_tokenize call */
typedef struct dlgo__scratch {
    const dlgo_allocator *al;
    dlgo__sym *sym; size_t sym_cap;
    dlgo__bigram *heap; size_t heap_cap, heap_n;
    char *buf; size_t buf_cap;
    uint32_t *cp; uint16_t *fl; unsigned char *k; size_t cp_cap;
    dlgo__vec va, vb;
    int oom;
} dlgo__scratch;

static int dlgo__heap_less(const dlgo__bigram *x, const dlgo__bigram *y, int spm) {   /* x comes out before y */
    if (spm) return x->score > y->score || (x->score == y->score && x->left < y->left);
    return x->rank < y->rank || (x->rank == y->rank && x->left < y->left);
}
static void dlgo__heap_push(dlgo__scratch *s, const dlgo__bigram *b, int spm) {
    if (s->heap_n == s->heap_cap) {
        void *p = s->heap;
        if (!dlgo__grow(s->al, &p, &s->heap_cap, s->heap_n + 1, sizeof(dlgo__bigram))) { s->oom = 1; return; }
        s->heap = (dlgo__bigram *)p;
    }
    size_t i = s->heap_n++;
    s->heap[i] = *b;
    while (i > 0) {
        size_t par = (i - 1) / 2;
        if (!dlgo__heap_less(&s->heap[i], &s->heap[par], spm)) break;
        dlgo__bigram x = s->heap[i]; s->heap[i] = s->heap[par]; s->heap[par] = x; i = par;
    }
}
static dlgo__bigram dlgo__heap_pop(dlgo__scratch *s, int spm) {
    dlgo__bigram top = s->heap[0];
    s->heap[0] = s->heap[--s->heap_n];
    size_t i = 0;
    for (;;) {
        size_t l = 2 * i + 1, r = l + 1, m = i;
        if (l < s->heap_n && dlgo__heap_less(&s->heap[l], &s->heap[m], spm)) m = l;
        if (r < s->heap_n && dlgo__heap_less(&s->heap[r], &s->heap[m], spm)) m = r;
        if (m == i) break;
        dlgo__bigram x = s->heap[i]; s->heap[i] = s->heap[m]; s->heap[m] = x; i = m;
    }
    return top;
}

/* split text into UTF-8 symbols (by lead byte, no validation) linked as a list */
static int32_t dlgo__symbols(dlgo__scratch *s, const char *text, size_t n) {
    void *p = s->sym;
    if (!dlgo__grow(s->al, &p, &s->sym_cap, n + 1, sizeof(dlgo__sym))) { s->oom = 1; return 0; }
    s->sym = (dlgo__sym *)p;
    int32_t cnt = 0;
    size_t off = 0;
    while (off < n) {
        size_t l = dlgo__utf8_len((unsigned char)text[off]);
        if (l > n - off) l = n - off;
        dlgo__sym *y = &s->sym[cnt];
        y->start = (int32_t)off; y->n = (int32_t)l; y->prev = cnt - 1;
        off += l;
        y->next = off == n ? -1 : cnt + 1;
        cnt++;
    }
    return cnt;
}

/* SentencePiece: merge the adjacent pair whose text is the best-scoring token until none is left */
static void dlgo__spm_try(const dlgo_tokenizer *t, dlgo__scratch *s, const char *text, int32_t l, int32_t r) {
    if (l < 0 || r < 0) return;
    int32_t size = s->sym[l].n + s->sym[r].n;
    int32_t id = dlgo__tok_find(t, text + s->sym[l].start, (size_t)size);
    if (id < 0) return;
    dlgo__bigram b; b.score = t->score[id]; b.rank = 0; b.left = l; b.right = r; b.size = size;
    dlgo__heap_push(s, &b, 1);
}
static void dlgo__spm_fragment(const dlgo_tokenizer *t, dlgo__scratch *s, const char *text, size_t n, dlgo__out *o) {
    int32_t cnt = dlgo__symbols(s, text, n);
    if (s->oom || cnt == 0) return;
    s->heap_n = 0;
    for (int32_t i = 1; i < cnt; i++) dlgo__spm_try(t, s, text, i - 1, i);
    while (s->heap_n && !s->oom) {
        dlgo__bigram b = dlgo__heap_pop(s, 1);
        dlgo__sym *L = &s->sym[b.left], *R = &s->sym[b.right];
        if (L->n == 0 || R->n == 0 || L->n + R->n != b.size) continue;   /* stale */
        L->n += R->n; R->n = 0;
        L->next = R->next;
        if (R->next >= 0) s->sym[R->next].prev = b.left;
        dlgo__spm_try(t, s, text, L->prev, b.left);
        dlgo__spm_try(t, s, text, b.left, L->next);
    }
    for (int32_t i = 0; i != -1; i = s->sym[i].next) {
        const dlgo__sym *y = &s->sym[i];
        int32_t id = dlgo__tok_find(t, text + y->start, (size_t)y->n);
        if (id >= 0) { dlgo__emit(o, id); continue; }
        /* every merged symbol is a token, so this is one unknown character: byte fallback */
        for (int32_t j = 0; j < y->n; j++) {
            int32_t bt = t->byte_tok[(unsigned char)text[y->start + j]];
            if (bt < 0) bt = t->special[DLGO_SPECIAL_UNK];   /* llama.cpp would throw here */
            if (bt >= 0) dlgo__emit(o, bt);
        }
    }
}

/* BPE on one pre-tokenized word: merge the adjacent pair with the lowest merge rank until none is left */
static void dlgo__bpe_try(const dlgo_tokenizer *t, dlgo__scratch *s, const char *w, int32_t l, int32_t r) {
    if (l < 0 || r < 0) return;
    int32_t rank = dlgo__merge_rank(t, w + s->sym[l].start, (size_t)s->sym[l].n, (size_t)s->sym[r].n);
    if (rank < 0) return;
    dlgo__bigram b; b.score = 0; b.rank = rank; b.left = l; b.right = r; b.size = s->sym[l].n + s->sym[r].n;
    dlgo__heap_push(s, &b, 0);
}
static void dlgo__bpe_word(const dlgo_tokenizer *t, dlgo__scratch *s, const char *w, size_t n, dlgo__out *o) {
    if (n == 0) return;
    if (t->ignore_merges) {
        int32_t id = dlgo__tok_find(t, w, n);
        if (id >= 0) { dlgo__emit(o, id); return; }
    }
    if (t->pre == DLGO__PRE_GEMMA4) {   /* a run of newlines that is itself a token is taken whole */
        size_t i = 0;
        while (i < n && w[i] == '\n') i++;
        if (i == n) { int32_t id = dlgo__tok_find(t, w, n); if (id >= 0) { dlgo__emit(o, id); return; } }
    }
    int32_t cnt = dlgo__symbols(s, w, n);
    if (s->oom) return;
    s->heap_n = 0;
    for (int32_t i = 1; i < cnt; i++) dlgo__bpe_try(t, s, w, i - 1, i);
    while (s->heap_n && !s->oom) {
        dlgo__bigram b = dlgo__heap_pop(s, 0);
        dlgo__sym *L = &s->sym[b.left], *R = &s->sym[b.right];
        if (L->n == 0 || R->n == 0 || L->n + R->n != b.size) continue;   /* stale */
        L->n += R->n; R->n = 0;
        L->next = R->next;
        if (R->next >= 0) s->sym[R->next].prev = b.left;
        dlgo__bpe_try(t, s, w, L->prev, b.left);
        dlgo__bpe_try(t, s, w, b.left, L->next);
    }
    for (int32_t i = 0; i < cnt; i++) {
        const dlgo__sym *y = &s->sym[i];
        if (y->n == 0) continue;
        int32_t id = dlgo__tok_find(t, w + y->start, (size_t)y->n);
        if (id >= 0) { dlgo__emit(o, id); continue; }
        for (int32_t j = 0; j < y->n; j++) {   /* unknown symbol: byte by byte (bytes without a token are dropped) */
            unsigned char ch = (unsigned char)w[y->start + j];
            int32_t bt;
            if (t->byte_encode) bt = dlgo__tok_find(t, (const char *)&ch, 1);
            else bt = t->byte_tok[ch];
            if (bt >= 0) dlgo__emit(o, bt);
        }
    }
}

static int dlgo__buf_reserve(dlgo__scratch *s, size_t need) {
    void *p = s->buf;
    if (!dlgo__grow(s->al, &p, &s->buf_cap, need, 1)) { s->oom = 1; return 0; }
    s->buf = (char *)p;
    return 1;
}

static void dlgo__bpe_fragment(const dlgo_tokenizer *t, dlgo__scratch *s, const char *text, size_t n, dlgo__out *o) {
    /* decode to code points with their classes */
    size_t need = n + 1;
    if (need > s->cp_cap) {
        dlgo__free(s->al, s->cp); dlgo__free(s->al, s->fl); dlgo__free(s->al, s->k);
        s->cp = (uint32_t *)dlgo__malloc(s->al, need * sizeof(uint32_t));
        s->fl = (uint16_t *)dlgo__malloc(s->al, need * sizeof(uint16_t));
        s->k = (unsigned char *)dlgo__malloc(s->al, need);
        s->cp_cap = need;
        if (!s->cp || !s->fl || !s->k) { s->oom = 1; s->cp_cap = 0; return; }
    }
    size_t m = 0;
    for (size_t off = 0; off < n;) {
        size_t adv;
        uint32_t cp = dlgo__utf8_next((const unsigned char *)text + off, n - off, &adv);
        off += adv;
        uint16_t f = dlgo__uc_flags(cp);
        unsigned char k;
        if (cp < 128) k = (unsigned char)cp;
        else if (f & DLGO__UC_SPACE) k = 0x0B;
        else switch (f & 0xff) {
            case DLGO__UC_NUM: k = 0xD1; break;
            case DLGO__UC_LET: k = 0xD2; break;
            case DLGO__UC_PUNCT: k = 0xD3; break;
            case DLGO__UC_MARK: k = 0xD4; break;
            case DLGO__UC_SYM: k = 0xD5; break;
            default: k = 0xD0; break;
        }
        s->cp[m] = cp; s->fl[m] = f; s->k[m] = k; m++;
    }
    /* pre-tokenize: every stage splits each piece of the previous one */
    dlgo__stage st[8];
    int ns = dlgo__pre_stages(t->pre, st);
    s->va.n = 0;
    dlgo__vpush(&s->va, m);
    for (int i = 0; i < ns && !s->va.oom; i++) {
        s->vb.n = 0;
        size_t start = 0;
        for (size_t j = 0; j < s->va.n; j++) {
            dlgo__pt c; c.cp = s->cp; c.fl = s->fl; c.k = s->k; c.a = start; c.b = start + s->va.v[j];
            start = c.b;
            if (c.a == c.b) continue;
            switch (st[i].custom) {
            case DLGO__SP_GPT2: dlgo__split_gpt2(&c, &s->vb); break;
            case DLGO__SP_LLAMA3: dlgo__split_llama3(&c, &s->vb, 3, 0); break;
            case DLGO__SP_QWEN2: dlgo__split_llama3(&c, &s->vb, 1, 0); break;
            case DLGO__SP_QWEN35: dlgo__split_llama3(&c, &s->vb, 1, 1); break;
            case DLGO__SP_NEWLINES: dlgo__split_newlines(&c, &s->vb); break;
            default: dlgo__split_regex(&c, &s->vb, st[i].m); break;
            }
        }
        dlgo__vec x = s->va; s->va = s->vb; s->vb = x;
    }
    if (s->va.oom || s->vb.oom) { s->oom = 1; return; }
    /* each piece: back to UTF-8 (byte-level encoded for GPT-2 vocabularies), then BPE */
    size_t start = 0;
    for (size_t j = 0; j < s->va.n && !s->oom; j++) {
        size_t a = start, b = start + s->va.v[j];
        start = b;
        if (!dlgo__buf_reserve(s, (b - a) * 8 + 1)) return;
        size_t wl = 0;
        for (size_t q = a; q < b; q++) {
            char u[4];
            int ul = dlgo__utf8_put(s->cp[q], u);
            for (int z = 0; z < ul; z++) {
                unsigned char byte = (unsigned char)u[z];
                if (t->byte_encode) { memcpy(s->buf + wl, t->benc[byte], t->benc_len[byte]); wl += t->benc_len[byte]; }
                else s->buf[wl++] = (char)byte;
            }
        }
        dlgo__bpe_word(t, s, s->buf, wl, o);
    }
}

typedef struct dlgo__frag { int32_t token; size_t off, len; } dlgo__frag;   /* token >= 0: special token */

static int dlgo__isspace_c(unsigned char c) { return c == ' ' || (c >= 9 && c <= 13); }

DLGO_API dlgo_result dlgo_tokenize(const dlgo_tokenizer *t, const char *text, size_t len, int add_special,
                                   int parse_special, int32_t *tokens, int32_t max_tokens, int32_t *n_tokens,
                                   dlgo_error *err) {
    if (n_tokens) *n_tokens = 0;
    if (!t || (!text && len) || (!tokens && max_tokens > 0) || max_tokens < 0)
        return dlgo__err(err, DLGO_ERR_INVALID_ARG, "tokenize: NULL tokenizer/text/tokens or negative max_tokens");
    dlgo__out o; o.buf = tokens; o.cap = max_tokens; o.n = 0;
    const dlgo_allocator *al = &t->alloc;
    dlgo__scratch s;
    memset(&s, 0, sizeof s);
    s.al = al; s.va.al = al; s.vb.al = al;

    /* split out special tokens, longest first (user-defined ones even without parse_special) */
    dlgo__frag *fr = NULL, *nf = NULL;
    size_t nfr = 0, fr_cap = 0, nnf = 0, nf_cap = 0;
    if (len > 0) {
        void *p = NULL;
        if (!dlgo__grow(al, &p, &fr_cap, 4, sizeof(dlgo__frag))) goto oom;
        fr = (dlgo__frag *)p;
        fr[0].token = -1; fr[0].off = 0; fr[0].len = len; nfr = 1;
    }
    for (int32_t si = 0; si < t->n_spec && nfr; si++) {
        int32_t id = t->spec[si];
        uint16_t at = t->attr[id];
        if (!parse_special && (at & (DLGO_TOKEN_ATTR_CONTROL | DLGO_TOKEN_ATTR_UNKNOWN))) continue;
        const char *st = t->pool + t->off[id];
        size_t sl = t->len[id];
        int any = 0;
        for (size_t i = 0; i < nfr && !any; i++)
            if (fr[i].token < 0 && fr[i].len >= sl) {
                const char *hit = (const char *)memchr(text + fr[i].off, st[0], fr[i].len);
                if (hit) any = 1;
            }
        if (!any) continue;
        nnf = 0;
        for (size_t i = 0; i < nfr; i++) {
            if (fr[i].token >= 0 || fr[i].len < sl) {
                void *p = nf;
                if (!dlgo__grow(al, &p, &nf_cap, nnf + 1, sizeof(dlgo__frag))) goto oom;
                nf = (dlgo__frag *)p; nf[nnf++] = fr[i];
                continue;
            }
            size_t pos = fr[i].off, end = fr[i].off + fr[i].len;
            for (;;) {
                const char *base = text + pos, *hit = NULL;
                size_t rem = end - pos;
                for (size_t q = 0; q + sl <= rem; q++) {
                    const char *c1 = (const char *)memchr(base + q, st[0], rem - sl - q + 1);
                    if (!c1) break;
                    if (memcmp(c1, st, sl) == 0) { hit = c1; break; }
                    q = (size_t)(c1 - base);
                }
                if (!hit) break;
                size_t m = (size_t)(hit - text);
                void *p = nf;
                if (!dlgo__grow(al, &p, &nf_cap, nnf + 3, sizeof(dlgo__frag))) goto oom;
                nf = (dlgo__frag *)p;
                size_t ll = m - pos;
                if (at & DLGO_TOKEN_ATTR_LSTRIP) while (ll > 0 && dlgo__isspace_c((unsigned char)text[pos + ll - 1])) ll--;
                if (ll > 0) { nf[nnf].token = -1; nf[nnf].off = pos; nf[nnf].len = ll; nnf++; }
                nf[nnf].token = id; nf[nnf].off = m; nf[nnf].len = sl; nnf++;
                pos = m + sl;
                if (at & DLGO_TOKEN_ATTR_RSTRIP) while (pos < end && dlgo__isspace_c((unsigned char)text[pos])) pos++;
                if (pos >= end) break;
            }
            if (pos < end) {
                void *p = nf;
                if (!dlgo__grow(al, &p, &nf_cap, nnf + 1, sizeof(dlgo__frag))) goto oom;
                nf = (dlgo__frag *)p;
                nf[nnf].token = -1; nf[nnf].off = pos; nf[nnf].len = end - pos; nnf++;
            }
        }
        { dlgo__frag *x = fr; fr = nf; nf = x; size_t c = fr_cap; fr_cap = nf_cap; nf_cap = c; nfr = nnf; }
    }

    if (t->type == DLGO_VOCAB_SPM) {
        int prev_special = 1;   /* the first text gets the space prefix */
        if (add_special && t->add_bos && t->special[DLGO_SPECIAL_BOS] >= 0) dlgo__emit(&o, t->special[DLGO_SPECIAL_BOS]);
        for (size_t i = 0; i < nfr && !s.oom; i++) {
            if (fr[i].token >= 0) { dlgo__emit(&o, fr[i].token); prev_special = 1; continue; }
            /* " " prefix + text with every space as U+2581; at most 3 bytes per byte */
            if (!dlgo__buf_reserve(&s, fr[i].len * 3 + 4)) break;
            size_t wl = 0;
            if (t->add_space_prefix && prev_special) { memcpy(s.buf, "\xe2\x96\x81", 3); wl = 3; }
            for (size_t q = 0; q < fr[i].len; q++) {
                char ch = text[fr[i].off + q];
                if (ch == ' ') { memcpy(s.buf + wl, "\xe2\x96\x81", 3); wl += 3; }
                else s.buf[wl++] = ch;
            }
            dlgo__spm_fragment(t, &s, s.buf, wl, &o);
            prev_special = 0;
        }
        if (add_special && t->add_eos && t->special[DLGO_SPECIAL_EOS] >= 0) dlgo__emit(&o, t->special[DLGO_SPECIAL_EOS]);
    } else {
        if (add_special && t->add_bos && t->special[DLGO_SPECIAL_BOS] >= 0) dlgo__emit(&o, t->special[DLGO_SPECIAL_BOS]);
        for (size_t i = 0; i < nfr && !s.oom; i++) {
            if (fr[i].token >= 0) { dlgo__emit(&o, fr[i].token); continue; }
            const char *frag = text + fr[i].off;
            size_t fl = fr[i].len;
            char *esc = NULL;
            if (t->escape_ws) {   /* gemma4: spaces become U+2581 before pre-tokenization */
                esc = (char *)dlgo__malloc(al, fl * 3 + 1);
                if (!esc) { s.oom = 1; break; }
                size_t wl = 0;
                for (size_t q = 0; q < fl; q++) {
                    if (frag[q] == ' ') { memcpy(esc + wl, "\xe2\x96\x81", 3); wl += 3; } else esc[wl++] = frag[q];
                }
                frag = esc; fl = wl;
            }
            dlgo__bpe_fragment(t, &s, frag, fl, &o);
            dlgo__free(al, esc);
        }
        if (add_special && t->add_eos && t->special[DLGO_SPECIAL_EOS] >= 0) dlgo__emit(&o, t->special[DLGO_SPECIAL_EOS]);
    }
    if (s.oom) goto oom;
    dlgo__free(al, fr); dlgo__free(al, nf);
    dlgo__free(al, s.sym); dlgo__free(al, s.heap); dlgo__free(al, s.buf);
    dlgo__free(al, s.cp); dlgo__free(al, s.fl); dlgo__free(al, s.k); dlgo__free(al, s.va.v); dlgo__free(al, s.vb.v);
    if (n_tokens) *n_tokens = o.n;
    if (o.n > max_tokens)
        return dlgo__err(err, DLGO_ERR_BUDGET, "tokenize: %d tokens needed, room for %d", (int)o.n, (int)max_tokens);
    return DLGO_OK;
oom:
    dlgo__free(al, fr); dlgo__free(al, nf);
    dlgo__free(al, s.sym); dlgo__free(al, s.heap); dlgo__free(al, s.buf);
    dlgo__free(al, s.cp); dlgo__free(al, s.fl); dlgo__free(al, s.k); dlgo__free(al, s.va.v); dlgo__free(al, s.vb.v);
    return dlgo__err(err, DLGO_ERR_OOM, "tokenize: out of memory (text of %zu bytes)", len);
}

/* ---- detokenization ------------------------------------------------------------------------------------- */

/* Writes piece bytes into buf when it fits; returns the full length (>= 0) or -(length) when it does not fit.
   With buf == NULL only measures (returns -length or 0). */
static int32_t dlgo__piece(const dlgo_tokenizer *t, int32_t token, int special, int lstrip, char *buf, int32_t size) {
    if (!DLGO__TOK_OK(t, token)) return 0;
    uint16_t at = t->attr[token];
    if (!special && (at & (DLGO_TOKEN_ATTR_UNKNOWN | DLGO_TOKEN_ATTR_CONTROL))) return 0;
    const char *s = t->pool + t->off[token];
    size_t n = t->len[token];
    char tmp[8];
    int mode = 0;   /* 0 copy, 1 unescape U+2581, 2 GPT-2 byte decode */
    if (at & (DLGO_TOKEN_ATTR_UNKNOWN | DLGO_TOKEN_ATTR_CONTROL | DLGO_TOKEN_ATTR_USER_DEFINED)) mode = 0;
    else if (at & DLGO_TOKEN_ATTR_NORMAL) mode = (t->type == DLGO_VOCAB_SPM || t->escape_ws) ? 1 : 2;
    else if (at & DLGO_TOKEN_ATTR_BYTE) {
        unsigned v = 0;
        for (int i = 3; i < 5 && (size_t)i < n; i++) {
            char ch = s[i];
            v = v * 16 + (unsigned)(ch >= '0' && ch <= '9' ? ch - '0' : ch >= 'A' && ch <= 'F' ? ch - 'A' + 10 : ch >= 'a' && ch <= 'f' ? ch - 'a' + 10 : 0);
        }
        tmp[0] = (char)v; s = tmp; n = 1;
    } else return 0;   /* unused / undefined tokens render as nothing */
    /* render (or only count when buf is NULL); lstrip drops up to that many leading spaces */
    size_t w = 0;
    int strip = lstrip;
#define DLGO__PUT(ch) do { char c_ = (char)(ch); if (strip > 0 && c_ == ' ') strip--; \
                           else { strip = 0; if (buf && w < (size_t)size) buf[w] = c_; w++; } } while (0)
    if (mode == 0) { for (size_t i = 0; i < n; i++) DLGO__PUT(s[i]); }
    else if (mode == 1) {
        for (size_t i = 0; i < n; i++) {
            if (i + 2 < n && (unsigned char)s[i] == 0xe2 && (unsigned char)s[i + 1] == 0x96 && (unsigned char)s[i + 2] == 0x81) { DLGO__PUT(' '); i += 2; }
            else DLGO__PUT(s[i]);
        }
    } else {
        static const char hx[] = "0123456789abcdef";
        for (size_t i = 0; i < n;) {
            size_t adv;
            uint32_t cp = dlgo__utf8_next((const unsigned char *)s + i, n - i, &adv);
            i += adv;
            int b = dlgo__cp_to_byte(cp);
            if (b >= 0) { DLGO__PUT(b); continue; }
            /* llama.cpp's rendering of a code point outside the byte alphabet */
            char u[4]; int ul = dlgo__utf8_put(cp, u);
            for (const char *q = "[UNK_BYTE_0x"; *q; q++) DLGO__PUT(*q);
            for (int z = 0; z < ul; z++) { DLGO__PUT(hx[(unsigned char)u[z] >> 4]); DLGO__PUT(hx[(unsigned char)u[z] & 15]); }
            for (size_t z = 0; z < n; z++) DLGO__PUT(s[z]);
            DLGO__PUT(']');
        }
    }
#undef DLGO__PUT
    if (!buf || w > (size_t)size) return -(int32_t)w;
    return (int32_t)w;
}

DLGO_API int32_t dlgo_token_to_piece(const dlgo_tokenizer *t, int32_t token, int special, char *buf, int32_t size) {
    if (size < 0) size = 0;
    char dummy;
    return dlgo__piece(t, token, special, 0, buf ? buf : &dummy, buf ? size : 0);
}

DLGO_API int32_t dlgo_detokenize(const dlgo_tokenizer *t, const int32_t *tokens, int32_t n_tokens, char *buf,
                                 int32_t size, int remove_special, int special) {
    if (!t || (!tokens && n_tokens > 0)) return 0;
    if (size < 0 || !buf) size = 0;
    int remove_space = t->add_space_prefix;
    if (remove_special && t->add_bos && n_tokens > 0 && tokens[0] == t->special[DLGO_SPECIAL_BOS]) {
        remove_space = 0; n_tokens--; tokens++;
    }
    if (remove_special && t->add_eos && n_tokens > 0 && tokens[n_tokens - 1] == t->special[DLGO_SPECIAL_EOS]) n_tokens--;
    int32_t total = 0, avail = size;
    char dummy;
    for (int32_t i = 0; i < n_tokens; i++) {
        int32_t r = dlgo__piece(t, tokens[i], special, remove_space, avail > 0 ? buf + total : &dummy, avail > 0 ? avail : 0);
        remove_space = 0;
        if (r < 0) { avail = 0; total += -r; }
        else { avail -= r; total += r; }
    }
    if (total > size) return -total;
    if (t->clean_spaces && total > 0) {
        char *x = buf;
        int32_t n = total, m = 1;
        for (int32_t i = 1; i < n; i++) {   /* " ?", " !", " .", " ," */
            char ch = x[i];
            if (x[i - 1] == ' ' && (ch == '?' || ch == '!' || ch == '.' || ch == ',')) m--;
            x[m++] = ch;
        }
        n = m; m = 1;
        for (int32_t i = 1; i < n; i++) {   /* " ' " -> "'" */
            char ch = x[i];
            if (ch == '\'' && i + 1 < n && x[i - 1] == ' ' && x[i + 1] == ' ') { m--; x[++i] = 0; }
            x[m++] = ch;
        }
        n = m; m = 1;
        for (int32_t i = 1; i < n; i++) {   /* " 's" " 'm" " 're" " 've" */
            char ch = x[i];
            if (x[i - 1] == ' ' && ch == '\'' && i + 1 < n) {
                char c1 = x[i + 1];
                if (c1 == 's' || c1 == 'm') m--;
                else if (i + 2 < n && ((c1 == 'r' && x[i + 2] == 'e') || (c1 == 'v' && x[i + 2] == 'e'))) m--;
            }
            x[m++] = ch;
        }
        total = m;
    }
    return total;
}

/* ---- streaming detokenizer ------------------------------------------------------------------------------ */

DLGO_API void dlgo_detok_init(dlgo_detok *d, const dlgo_tokenizer *t, int special, int strip_leading_space) {
    memset(d, 0, sizeof *d);
    d->tok = t; d->special = special; d->strip_leading_space = strip_leading_space;
}
/* bytes at the end of s[0..n) that start a UTF-8 sequence not yet complete */
static int32_t dlgo__utf8_incomplete_tail(const unsigned char *s, int32_t n) {
    for (int32_t back = 1; back <= 4 && back <= n; back++) {
        unsigned char c = s[n - back];
        if ((c & 0xc0) == 0x80) continue;          /* continuation: keep looking for the lead */
        int32_t need = c >= 0xf0 && c < 0xf8 ? 4 : c >= 0xe0 && c < 0xf0 ? 3 : c >= 0xc0 && c < 0xe0 ? 2 : 1;
        return need > back ? back : 0;
    }
    return 0;
}
DLGO_API int32_t dlgo_detok_feed(dlgo_detok *d, int32_t token, char *buf, int32_t size) {
    if (!d || !d->tok || (!buf && size > 0) || size < 0) return 0;
    const dlgo_tokenizer *t = d->tok;
    int lstrip = d->n_fed == 0 && d->strip_leading_space;
    int32_t np = d->n_pending;
    char dummy;
    int32_t r = dlgo__piece(t, token, d->special, lstrip, size > np ? buf + np : &dummy, size > np ? size - np : 0);
    if (r < 0 || np + r > size) return -(np + (r < 0 ? -r : r));
    memcpy(buf, d->pending, (size_t)np);
    int32_t total = np + r;
    int32_t hold = dlgo__utf8_incomplete_tail((const unsigned char *)buf, total);
    d->n_pending = hold;
    memcpy(d->pending, buf + total - hold, (size_t)hold);
    d->n_fed++;
    return total - hold;
}
DLGO_API int32_t dlgo_detok_flush(dlgo_detok *d, char *buf, int32_t size) {
    if (!d || !buf || size < d->n_pending) return d ? -d->n_pending : 0;
    int32_t n = d->n_pending;
    memcpy(buf, d->pending, (size_t)n);
    d->n_pending = 0;
    return n;
}
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
