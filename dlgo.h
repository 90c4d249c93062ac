/* dlgo.h v0.1.0 — LLM inference in one file — MIT license at the end of the file.

   QUICK START
   -----------
   In exactly one C or C++ file:

       #define DLGO_IMPLEMENTATION
       #include "dlgo.h"

       int main(void) {
           dlgo_model *model; dlgo_error err;
           if (dlgo_model_load_file("stories260K.gguf", NULL, &model, &err) != DLGO_OK) { puts(err.msg); return 1; }
           dlgo_generate_desc gen = {0};
           gen.prompt = "Once upon a time"; gen.n_predict = 64;     // gen.on_token streams, gen.sampler samples
           dlgo_generate_result res;
           if (dlgo_model_generate(model, &gen, &res, &err) == DLGO_OK) puts(res.text);
           dlgo_generate_result_free(&res);
           dlgo_model_free(model);
       }

   Every other file that needs the API just includes "dlgo.h". Outputs are cleared on entry, so freeing `res`
   after a failed call is safe. More: dlgo_ctx_* (contexts, KV caches, frame budgets), dlgo_chat* (templates,
   multi-turn), dlgo_vk_* (Vulkan), dlgo_whisper_* / dlgo_vad_* (speech).

   ONE FILE FOR THE CPU, A SECOND ONE FOR THE GPU
   ----------------------------------------------
   dlgo.h alone is the whole library on the CPU and needs only a C99 compiler and libm. The Vulkan backend is a
   second file, dlgo_shaders.h (the compiled shaders), plus volk (<volk.h>, e.g. Debian's libvulkan-volk-dev). It
   is compiled in when the compiler sees both, or when DLGO_VULKAN is defined (then a missing one is an error);
   never with dlgo.h alone, so copying dlgo.h into a project always builds, volk installed or not.

   API RULES (every public function follows them)
   ---------
     names      dlgo_ functions, DLGO_ macros and enum values, dlgo__ internals. A function that acts on an object
                is named after it: dlgo_model_*, dlgo_ctx_* (everything that takes a dlgo_ctx), dlgo_sampler_*,
                dlgo_gguf_*, dlgo_vk_*, dlgo_whisper_*, dlgo_vad_*. The tokenizer keeps llama.cpp's names
                (dlgo_tokenize, dlgo_detokenize, dlgo_token_*), which take the tokenizer first.
     lifetimes  _open/_close  a view of data that stays the caller's or the file's (dlgo_gguf_open_*)
                _load/_free   an object read from a file or memory span (model, tokenizer, whisper, vad)
                _create/_destroy  an object built from a desc (ctx, sampler, gguf writer, vk device/model/ctx,
                              whisper ctx)
                <result>_free what a call returned into a caller's struct (dlgo_generate_result, dlgo_audio, ...);
                              results remember their allocator, and a cleared result may be freed.
     descs      options are *_desc structs; a zeroed desc (or NULL) means every default, and a field whose zero
                would be a meaningful setting says how to switch it off (the sampler: negative = off). The
                allocator and the logger travel in the desc, never as loose parameters. No field is ignored:
                one that does not apply to a call is refused with DLGO_ERR_INVALID_ARG.
     errors     dlgo_result (0 = ok, negative = DLGO_ERR_*) plus an optional dlgo_error* that names what was wrong.
                Outputs (result structs, *out handles) are cleared on entry, so they are defined on failure too.
     buffers    a function that fills a caller's buffer returns the size the whole answer needs (bytes or
                elements, as snprintf); a value past the buffer means it was too small: call again with that
                much. A negative value is a dlgo_result.
     environment  the library reads no environment variable per call; the few it reads (DLGO_VK_*) are read
                once, when the object they configure is created, and a desc field set by the caller wins
                (not yet true of DLGO_VK_BUDGET_MB, which overrides budget_bytes until the GPU rewrite lands).
     one way    each thing has one entry point (dlgo_ctx_eval also runs on the GPU once a dlgo_vk_ctx is
                attached; dlgo_token_special(t, DLGO_SPECIAL_BOS) is the BOS id).

   CONFIG MACROS (define before the #include that has DLGO_IMPLEMENTATION)
   ----------------------------------------------------------------------
     DLGO_IMPLEMENTATION   compile the implementation into this translation unit
     DLGO_STATIC           make every function static (private copy per translation unit)
     DLGO_API              decoration for public functions (default: extern, or static with DLGO_STATIC)
     DLGO_ASSERT(c)        assertion for caller bugs only (default: assert); bad input never asserts
     DLGO_MALLOC/DLGO_FREE default allocator when no dlgo_allocator is given (default: malloc/free)
     DLGO_NO_STDIO         no file loading helpers (memory spans and read callbacks still work)
     DLGO_VULKAN           require the Vulkan backend (default: on when <volk.h> and "dlgo_shaders.h" are found)
     DLGO_NO_VULKAN        leave out the Vulkan backend entirely
     DLGO_VK_EXTERNAL_VOLK the host compiles volk itself (dlgo then only includes <volk.h>)
     DLGO_NO_THREADS       no thread pool; everything runs on the calling thread
     DLGO_NO_SIMD          scalar kernels only (the reference path is always compiled)
     DLGO_NO_REPACK        no repacked weight layouts on x86 (the plain SIMD kernels read the file's blocks)

   WHAT IT DOES NOT DO
   -------------------
     - no training, no LoRA, no multimodal (image) input
     - no network access; it never downloads anything
     - no Jinja engine: chat templates are recognised the way llama.cpp's llama_chat_apply_template does

   FILE MAP (search for the anchors)
   ---------------------------------
     declarations   >>api-base >>api-gguf >>api-quant >>api-tokenizer >>api-chat >>api-sampler >>api-model
                    >>api-vulkan >>api-audio >>api-internals
     implementation >>platform >>alloc >>gguf >>quant >>simd (>>simd-avx2-iq >>simd-avx2-lowbit >>simd-repack
                    >>simd-neon >>simd-neon-lowbit) >>threads
                    >>unicode >>tokenizer >>chat >>sampler >>arch >>forward-cpu >>vulkan (>>vk-moe >>vk-mix) >>whisper
                    >>vad >>public
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
/* The CPU kernel set this build was compiled for: "avx512-vnni", "avx2+avx-vnni", "avx2", "neon+dotprod", "neon"
   or "scalar" (chosen by compiler flags, e.g. -march=native). allocates: no · thread: any */
DLGO_API const char *dlgo_cpu_kernels(void);

/* Allocator hook. alloc_fn must return memory aligned to at least `align` (a power of two <= 4096). */
typedef struct dlgo_allocator {
    void *(*alloc_fn)(size_t size, size_t align, void *user);
    void  (*free_fn)(void *ptr, void *user);
    void  *user;
} dlgo_allocator;

typedef enum dlgo_log_level { DLGO_LOG_ERROR = 0, DLGO_LOG_WARN = 1, DLGO_LOG_INFO = 2, DLGO_LOG_DEBUG = 3 } dlgo_log_level;
typedef void (*dlgo_log_fn)(dlgo_log_level level, const char *msg, void *user);

/* ==========================================================================================================
   >>api-gguf — GGUF v2/v3 reader (the writer is in >>api-internals)
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

/* Open. The memory span is the primitive: it must stay alive and unchanged until dlgo_gguf_close.
   allocates: yes (the index of keys and tensors) · thread: any */
DLGO_API dlgo_result dlgo_gguf_open_memory(const void *data, size_t size, const dlgo_gguf_desc *desc,
                                           dlgo_gguf **out, dlgo_error *err);
DLGO_API dlgo_result dlgo_gguf_open_file(const char *path, const dlgo_gguf_desc *desc, dlgo_gguf **out,
                                         dlgo_error *err);   /* mmap on POSIX, plain reads elsewhere */
DLGO_API dlgo_result dlgo_gguf_open_callback(dlgo_read_fn read_at, void *user, uint64_t file_size,
                                             const dlgo_gguf_desc *desc, dlgo_gguf **out, dlgo_error *err);
DLGO_API void        dlgo_gguf_close(dlgo_gguf *g);

/* Key/value metadata. Indices run 0..n_kv-1; dlgo_gguf_find_key returns -1 when absent. Every reader below:
   allocates: no · thread: any (an opened dlgo_gguf is immutable) */
DLGO_API int64_t        dlgo_gguf_n_kv(const dlgo_gguf *g);
DLGO_API int64_t        dlgo_gguf_find_key(const dlgo_gguf *g, const char *key);
DLGO_API const char    *dlgo_gguf_key(const dlgo_gguf *g, int64_t i);
DLGO_API dlgo_gguf_type dlgo_gguf_kv_type(const dlgo_gguf *g, int64_t i);
DLGO_API dlgo_gguf_type dlgo_gguf_arr_type(const dlgo_gguf *g, int64_t i);   /* element type of an array */
DLGO_API uint64_t       dlgo_gguf_arr_n(const dlgo_gguf *g, int64_t i);
DLGO_API const char    *dlgo_gguf_arr_str(const dlgo_gguf *g, int64_t i, uint64_t j, uint64_t *len);
DLGO_API int64_t        dlgo_gguf_arr_int(const dlgo_gguf *g, int64_t i, uint64_t j);  /* any integer/bool element */
DLGO_API double         dlgo_gguf_arr_float(const dlgo_gguf *g, int64_t i, uint64_t j); /* any numeric element */

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

/* Tensors. dlgo_gguf_find_tensor returns -1 when absent. allocates: no · thread: any */
DLGO_API int64_t                 dlgo_gguf_n_tensors(const dlgo_gguf *g);
DLGO_API int64_t                 dlgo_gguf_find_tensor(const dlgo_gguf *g, const char *name);
DLGO_API const dlgo_tensor_info *dlgo_gguf_tensor(const dlgo_gguf *g, int64_t i);
DLGO_API dlgo_result             dlgo_gguf_read_tensor(const dlgo_gguf *g, int64_t i, void *dst, uint64_t size,
                                                       dlgo_error *err);

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

/* Type properties. allocates: no · thread: any */
DLGO_API const char *dlgo_type_name(int type);                   /* "q4_K", "iq2_xxs", "f16"...; "?" if unknown */
DLGO_API int         dlgo_type_from_name(const char *name);      /* case-insensitive; -1 if unknown */
DLGO_API int64_t     dlgo_type_block_size(int type);             /* elements per block; 0 if unknown */
DLGO_API size_t      dlgo_type_block_bytes(int type);            /* bytes per block; 0 if unknown */
DLGO_API size_t      dlgo_row_bytes(int type, int64_t n);        /* bytes of n elements (n % block == 0) */

/* n must be a multiple of the block size. DLGO_ERR_UNSUPPORTED for ids without a conversion (unknown, removed,
   i8..f64; quantize: K/IQ weight types), DLGO_ERR_INVALID_ARG for NULL or a bad n. Blocks may sit at any address.
   Quantizers are byte-identical to ggml (activation types q8_0/q8_1/q8_K, f16/bf16, and the weight types
   q4_0 q4_1 q5_0 q5_1 mxfp4 nvfp4 q1_0 q2_0 tq1_0 tq2_0 as ggml_quantize_chunk without imatrix).
   allocates: no · thread: any */
DLGO_API dlgo_result dlgo_dequantize_row(int type, const void *src, float *dst, int64_t n);
DLGO_API dlgo_result dlgo_quantize_row(int type, const float *src, void *dst, int64_t n);

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

typedef struct dlgo_tokenizer_desc {   /* zero = default */
    const dlgo_allocator *allocator;   /* NULL = DLGO_MALLOC/DLGO_FREE */
} dlgo_tokenizer_desc;

/* Build the tokenizer from the tokenizer.* keys of an opened GGUF (the file may be closed afterwards: everything
   is copied). Vocabularies of 260K tokens / 500K merges load in well under a second.
   allocates: yes (desc.allocator) · thread: any */
DLGO_API dlgo_result dlgo_tokenizer_load_gguf(const dlgo_gguf *g, const dlgo_tokenizer_desc *desc, dlgo_tokenizer **out,
                                              dlgo_error *err);
DLGO_API void        dlgo_tokenizer_free(dlgo_tokenizer *t);                 /* NULL is fine */

DLGO_API int32_t         dlgo_tokenizer_n_vocab(const dlgo_tokenizer *t);
DLGO_API int             dlgo_tokenizer_add_bos(const dlgo_tokenizer *t);   /* 1 when tokenize(add_special) prepends BOS */
DLGO_API int             dlgo_tokenizer_add_eos(const dlgo_tokenizer *t);   /* 1 when tokenize(add_special) appends EOS */
DLGO_API int32_t         dlgo_tokenizer_max_piece(const dlgo_tokenizer *t); /* longest piece in bytes: a buffer this big
                                                  always fits dlgo_token_to_piece */
                                                  
                                                  /* Text -> ids. add_special: BOS/EOS as the vocabulary asks. parse_special: recognise the text of control tokens
                                                  (user-defined tokens are always recognised, as in llama.cpp). Invalid UTF-8 is tokenized, never rejected.
                                                  Returns the token count (tokens[0..min(count, max_tokens)) filled: a count > max_tokens means call again with
                                                  more room), or a negative dlgo_result with err filled. allocates: temporary scratch · thread: any */
                                                  DLGO_API int32_t dlgo_tokenize(const dlgo_tokenizer *t, const char *text, size_t len, int add_special, int parse_special,
                                                  int32_t *tokens, int32_t max_tokens, dlgo_error *err);

/* One token's bytes (not NUL-terminated). special: render control/unknown tokens' text (else they are empty).
   Returns the piece's length (a length > size: too small, call again); 0 for an id out of range.
   allocates: no · thread: any */
DLGO_API int32_t dlgo_token_to_piece(const dlgo_tokenizer *t, int32_t token, int special, char *buf, int32_t size);

/* Ids -> text as llama_detokenize: remove_special drops a leading BOS / trailing EOS the vocab adds, SPM drops the
   space prefix of the first piece, BPE vocabularies with clean_spaces tidy " ," " 's" ... Returns the text's
   length (a length > size: too small, call again). allocates: no · thread: any */
DLGO_API int32_t dlgo_detokenize(const dlgo_tokenizer *t, const int32_t *tokens, int32_t n_tokens, char *buf,
                                 int32_t size, int remove_special, int special);

DLGO_API int         dlgo_token_is_eog(const dlgo_tokenizer *t, int32_t token);   /* end of generation? */
DLGO_API uint32_t    dlgo_token_attr(const dlgo_tokenizer *t, int32_t token);     /* DLGO_TOKEN_ATTR_* bits */
DLGO_API const char *dlgo_token_text(const dlgo_tokenizer *t, int32_t token);     /* raw vocab text; NULL if out of range */
DLGO_API int32_t     dlgo_token_from_text(const dlgo_tokenizer *t, const char *text, size_t len);   /* -1 if absent */
DLGO_API int32_t     dlgo_token_special(const dlgo_tokenizer *t, dlgo_special which);             /* -1 if none */

/* Streaming detokenizer: feed generated tokens one by one, print what comes back. A UTF-8 sequence split across
   tokens (byte tokens, byte-level BPE) is held back until complete, so the output is always whole characters.
   Caller-owned, no allocation; clean_spaces is not applied (it needs the whole text).
   special: render control tokens. strip_leading_space: drop one leading space of the first piece that renders
   anything (SPM's space prefix, when the stream is the start of a text). */
typedef struct dlgo_detok {
    const dlgo_tokenizer *tok;
    int special, strip_leading_space;
    int32_t n_fed;           /* tokens fed so far */
    int32_t n_out;           /* piece bytes produced so far */
    int32_t n_pending;       /* bytes of an incomplete UTF-8 sequence held back */
    unsigned char pending[4];
} dlgo_detok;

DLGO_API void    dlgo_detok_init(dlgo_detok *d, const dlgo_tokenizer *t, int special, int strip_leading_space);
/* Feed one token; writes the complete UTF-8 bytes ready to print into buf and returns their count. A count > size
   means buf is too small: nothing was consumed, call again (dlgo_tokenizer_max_piece(t) + 4 always fits).
   allocates: no · thread: detok owner */
DLGO_API int32_t dlgo_detok_feed(dlgo_detok *d, int32_t token, char *buf, int32_t size);
/* End of stream: writes the held-back bytes (an incomplete sequence, as is), returns their count and resets
   (a count > size: too small, nothing written; 4 always fits). */
DLGO_API int32_t dlgo_detok_flush(dlgo_detok *d, char *buf, int32_t size);

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
   when size > 0, buf receives a NUL-terminated prefix of at most size-1 bytes. DLGO_ERR_UNSUPPORTED (negative)
   when the template is not recognised, DLGO_ERR_INVALID_ARG for NULL messages. allocates: no · thread: any */
DLGO_API int32_t dlgo_chat_apply_template(const char *tmpl, const dlgo_chat_message *msgs, size_t n_msgs,
                                          int add_assistant, char *buf, int32_t size);
/* The built-in format a template text (or name) maps to, or NULL when none does. Every result is a built-in name
   except "dots1", which llama.cpp detects from text but has no name for. allocates: no · thread: any */
DLGO_API const char *dlgo_chat_detect_template(const char *tmpl_text);
/* Names of the built-in templates, sorted (as llama_chat_builtin_templates): writes min(max, count) pointers to
   static strings and returns the count. allocates: no · thread: any */
DLGO_API int32_t dlgo_chat_builtin_templates(const char **names, size_t max);

/* ==========================================================================================================
   >>api-sampler — llama.cpp's default sampling chain, reproducible from a seed
   ==========================================================================================================
   Order (common_params_sampling's default): penalties -> top-k -> typical -> top-p -> min-p -> temperature -> dist.
   The random draw is std::mt19937 + libstdc++'s uniform_real_distribution<double>, so a fixed seed gives the same
   tokens as llama.cpp for the same logits. */

typedef struct dlgo_sampler_desc {   /* zero = llama.cpp's default; a negative value switches a stage off */
    float    temp;              /* 0 = 0.8; < 0 = greedy: the most likely token (penalties still apply) */
    int32_t  top_k;             /* 0 = 40; < 0 = off */
    float    top_p;             /* 0 = 0.95; < 0 or >= 1 = off */
    float    min_p;             /* 0 = 0.05; < 0 = off */
    float    typical_p;         /* 0 = off (llama.cpp's 1.0); a value in (0, 1) turns it on */
    int32_t  penalty_last_n;    /* window of accepted tokens the penalties look at: 0 = 64; < 0 = off (resolve
                                   llama.cpp's -1 = "context size" before calling) */
    float    penalty_repeat;    /* 0 = 1 (off). logit > 0 is divided by it, logit <= 0 multiplied */
    float    penalty_freq;      /* subtracted count times (0 = off) */
    float    penalty_present;   /* subtracted once if the token is in the window (0 = off) */
    uint32_t seed;              /* 0 (or DLGO_SEED_RANDOM) = fresh entropy at create and at every reset, as
                                   llama.cpp's default; any other value seeds mt19937 with it */
    int32_t  min_keep;          /* top-p, min-p and typical keep at least this many candidates */
    const dlgo_allocator *allocator;   /* NULL = DLGO_MALLOC/DLGO_FREE */
} dlgo_sampler_desc;

#define DLGO_SEED_RANDOM 0xFFFFFFFFu

typedef struct dlgo_sampler dlgo_sampler;

/* desc NULL = every default. All buffers (about 28 bytes per vocabulary entry) are allocated here;
   sample/accept/reset never allocate. allocates: yes · thread: any */
DLGO_API dlgo_result dlgo_sampler_create(const dlgo_sampler_desc *desc, int32_t n_vocab, dlgo_sampler **out, dlgo_error *err);
DLGO_API void        dlgo_sampler_destroy(dlgo_sampler *s);
/* n_vocab logits -> token id (NaN logits count as -inf). Does not accept the token: call dlgo_sampler_accept
   for every token that enters the context (llama-completion also accepts the prompt). -1 only if s is NULL.
   allocates: no · thread: sampler owner */
DLGO_API int32_t     dlgo_sampler_sample(dlgo_sampler *s, const float *logits);
DLGO_API void        dlgo_sampler_accept(dlgo_sampler *s, int32_t token);   /* feeds the penalty window */
DLGO_API void        dlgo_sampler_reset(dlgo_sampler *s);                   /* clears the window, re-seeds */
DLGO_API uint32_t    dlgo_sampler_seed(const dlgo_sampler *s);              /* the seed in use (random ones too) */

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
    int32_t           n_threads;             /* threads for load-time work (repacking weights); 0 = 1 */
    /* Non-zero: keep only the file's weight layout, no CPU repacked copy (saves its memory, about the size of the
       quantized weights, and load time, e.g. when every layer runs on the GPU; the CPU then uses slower kernels). */
    int32_t           no_repack;
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
DLGO_API void        dlgo_model_free(dlgo_model *m);                                     /* NULL is fine */
DLGO_API void        dlgo_model_get_info(const dlgo_model *m, dlgo_model_info *info);   /* allocates: no · thread: any */

/* allocates: yes (KV cache + scratch, once) · thread: any */
DLGO_API dlgo_result dlgo_ctx_create(const dlgo_model *m, const dlgo_ctx_desc *desc, dlgo_ctx **out, dlgo_error *err);
DLGO_API void        dlgo_ctx_destroy(dlgo_ctx *c);
/* Evaluate n tokens at positions n_past .. n_past+n-1 and append them to the cache.
   allocates: no · thread: ctx owner · frame-safe: no (use n small for a frame budget) */
DLGO_API dlgo_result dlgo_ctx_eval(dlgo_ctx *c, const int32_t *tokens, int32_t n, dlgo_error *err);
/* Logits of batch position i of the last eval (i = -1: the last one); NULL if not kept. allocates: no */
DLGO_API const float *dlgo_ctx_logits(const dlgo_ctx *c, int32_t i);
DLGO_API int32_t     dlgo_ctx_n_past(const dlgo_ctx *c);   /* positions in the cache · allocates: no */
DLGO_API int32_t     dlgo_ctx_n_ctx(const dlgo_ctx *c);    /* the context length · allocates: no */
/* Forget cached positions >= n_keep (n_keep = 0 clears). Returns the positions kept: n_keep, or 0 when the model's
   recurrent state cannot be rewound (the context is cleared, and the model's logger says why). allocates: no */
DLGO_API int32_t     dlgo_ctx_truncate(dlgo_ctx *c, int32_t n_keep);

/* ---- frame budgets ------------------------------------------------------------------------------------------
   ON BUDGETS: a game cannot stall a frame for a whole forward pass. dlgo_ctx_eval_begin queues a batch without
   running it; each dlgo_ctx_step then runs layers until the budget is spent (checked between layers — one layer
   is never split) and returns; the logits are ready when `done` is set. Nothing allocates. While a batch is
   pending, the other calls that use the context's cache (eval, generate, chat) return an error; dlgo_ctx_truncate
   abandons the pending batch. With a GPU attached the whole batch runs in the first step. */
typedef struct dlgo_budget {       /* zero = unlimited */
    int64_t max_us;                /* stop once this much time has been used in this step */
    int32_t max_layers;            /* stop after this many layers in this step */
} dlgo_budget;
typedef struct dlgo_step_info {
    int     done;                  /* 1: the batch is evaluated and its logits are ready */
    int32_t layers_run;            /* layers run in this step */
    int32_t layers_left;           /* layers still to run */
    int64_t us_used;               /* time spent in this step */
} dlgo_step_info;
/* n <= the context's n_batch. allocates: no · thread: ctx owner */
DLGO_API dlgo_result dlgo_ctx_eval_begin(dlgo_ctx *c, const int32_t *tokens, int32_t n, dlgo_error *err);
/* allocates: no · thread: ctx owner · frame-safe: yes */
DLGO_API dlgo_result dlgo_ctx_step(dlgo_ctx *c, const dlgo_budget *budget, dlgo_step_info *out, dlgo_error *err);
DLGO_API int         dlgo_ctx_pending(const dlgo_ctx *c);   /* 1 while a begun batch is not finished */

/* ---- text in, text out --------------------------------------------------------------------------------------
   The three calls most programs need. They tokenize (BOS as the model asks, special-token text recognised),
   evaluate, sample and stream pieces of valid UTF-8 through on_token. */

DLGO_API const dlgo_tokenizer *dlgo_model_tokenizer(const dlgo_model *m);   /* NULL for files without a vocabulary */
DLGO_API const char *dlgo_model_chat_template(const dlgo_model *m);         /* tokenizer.chat_template or NULL */

/* Streaming callback: `piece` is `len` bytes of complete UTF-8 (not NUL-terminated) decoded from `token`
   (len may be 0 while a multi-byte character is still incomplete). Return non-zero to stop generating. */
typedef int (*dlgo_token_fn)(const char *piece, int32_t len, int32_t token, void *user);

typedef struct dlgo_generate_desc {          /* zero = default */
    const char *prompt;                      /* dlgo_model_generate / dlgo_ctx_generate: the text to continue */
    int32_t     n_predict;                   /* most new tokens (0 = 128, < 0 = until end of generation or a full context) */
    const dlgo_sampler_desc *sampler;        /* NULL = llama.cpp's defaults (temp 0.8, top-k 40, top-p 0.95, min-p 0.05) */
    dlgo_token_fn on_token;                  /* optional streaming callback */
    void       *user;
    int         echo_prompt;                 /* also stream the prompt's own text first (as llama-completion prints it) */
    int32_t     n_ctx;                       /* dlgo_model_generate only: context size of the temporary context (0 = default);
                                                the dlgo_ctx_* calls use their context's and refuse a non-zero value */
    int32_t     n_threads;                   /* dlgo_model_generate only (0 = 1), refused like n_ctx */
} dlgo_generate_desc;

typedef enum dlgo_stop_reason {
    DLGO_STOP_EOG = 0,          /* the model produced an end-of-generation token */
    DLGO_STOP_LENGTH = 1,       /* n_predict tokens were generated */
    DLGO_STOP_CANCELLED = 2,    /* on_token returned non-zero */
    DLGO_STOP_CONTEXT_FULL = 3  /* the context window filled up */
} dlgo_stop_reason;

typedef struct dlgo_generate_result {
    char            *text;        /* generated text (NUL-terminated; free with dlgo_generate_result_free) */
    size_t           text_len;
    int32_t          n_prompt;    /* prompt tokens evaluated (after any reused cache prefix) */
    int32_t          n_reused;    /* prompt tokens served from the KV cache */
    int32_t          n_generated;
    dlgo_stop_reason stop;
    double           prompt_ms, generate_ms;
    dlgo_allocator   alloc_;      /* internal: frees text */
} dlgo_generate_result;

/* A one-shot completion in a temporary context. allocates: yes · thread: any */
DLGO_API dlgo_result dlgo_model_generate(const dlgo_model *m, const dlgo_generate_desc *desc, dlgo_generate_result *out,
                                         dlgo_error *err);
/* Continue generating in an existing context: the prompt is appended after what the context already holds.
   allocates: the result text only · thread: ctx owner */
DLGO_API dlgo_result dlgo_ctx_generate(dlgo_ctx *c, const dlgo_generate_desc *desc, dlgo_generate_result *out,
                                       dlgo_error *err);
DLGO_API void        dlgo_generate_result_free(dlgo_generate_result *r);   /* a cleared result is fine */

/* Chat over a whole message list, rendered with the model's chat template (or desc-free `tmpl`: a built-in name
   such as "chatml"; NULL = the model's own, chatml when it has none). The KV cache of the longest shared prefix
   with what the context already holds is reused, so a growing conversation only evaluates its new turns.
   When the conversation does not fit the context, the oldest non-system messages are dropped (whole messages)
   until it does; DLGO_ERR_CONTEXT_FULL if even the last message alone does not fit.
   allocates: yes (prompt text, result) · thread: ctx owner */
DLGO_API dlgo_result dlgo_ctx_chat(dlgo_ctx *c, const char *tmpl, const dlgo_chat_message *msgs, size_t n_msgs,
                                   const dlgo_generate_desc *desc, dlgo_generate_result *out, dlgo_error *err);

/* One message in, one reply out: the context keeps the conversation (system prompt optional, set once). */
DLGO_API dlgo_result dlgo_ctx_chat_set_system(dlgo_ctx *c, const char *system_prompt, dlgo_error *err);
DLGO_API dlgo_result dlgo_ctx_chat_say(dlgo_ctx *c, const char *message, const dlgo_generate_desc *desc,
                                       dlgo_generate_result *out, dlgo_error *err);
DLGO_API void        dlgo_ctx_chat_reset(dlgo_ctx *c);   /* forget the conversation (keeps the system prompt) */

/* ==========================================================================================================
   >>api-vulkan — the Vulkan backend: a device, a model's weights on it, and a context's GPU state

   Three objects, so one device serves many models and one uploaded model serves many contexts:
     dlgo_vk_device  instance + device + queue, chosen at run time (volk loads the driver; no link-time libvulkan)
     dlgo_vk_model   the weights of as many layers as fit the memory budget (the rest run on the CPU)
     dlgo_vk_ctx     the GPU KV cache and scratch of one dlgo_ctx: once attached, dlgo_ctx_eval runs there and
                     fills the same logits, position and token history, so dlgo_ctx_logits & co. keep working.
   Without a Vulkan loader or device, dlgo_vk_device_create returns DLGO_ERR_VULKAN with the reason (one log
   line); callers then simply keep using dlgo_ctx_eval. Built without the backend (DLGO_NO_VULKAN, or no volk.h or
   dlgo_shaders.h beside dlgo.h) every function here reports DLGO_ERR_UNSUPPORTED.
   Environment: DLGO_VK_DEVICE (index or name substring), DLGO_VK_BUDGET_MB (cap on device memory, e.g. "6.5"),
   VK_INSTANCE_LAYERS=VK_LAYER_KHRONOS_validation (validation; messages are counted and logged).
   ========================================================================================================== */

typedef struct dlgo_vk_device dlgo_vk_device;
typedef struct dlgo_vk_model dlgo_vk_model;
typedef struct dlgo_vk_ctx dlgo_vk_ctx;

typedef struct dlgo_vk_device_desc {   /* zero = default */
    const char *device;       /* index ("1") or name substring; NULL = $DLGO_VK_DEVICE, else discrete GPU first */
    int         gpu_only;     /* when choosing automatically, skip CPU implementations (lavapipe/llvmpipe) */
    uint64_t    budget_bytes; /* device memory dlgo may use; 0 = $DLGO_VK_BUDGET_MB, else VK_EXT_memory_budget */
    dlgo_log_fn log;          /* NULL = silent */
    void       *log_user;
    const dlgo_allocator *allocator;
} dlgo_vk_device_desc;

typedef struct dlgo_vk_model_desc {    /* zero = default */
    int32_t n_gpu_layers;     /* most layers to offload; 0 = as many as fit, < 0 = none */
    int32_t n_ctx_plan;       /* context length to reserve KV memory for when planning (0 = min(train, 4096)) */
} dlgo_vk_model_desc;

/* allocates: yes · thread: any (one thread per device) */
DLGO_API dlgo_result dlgo_vk_device_create(const dlgo_vk_device_desc *desc, dlgo_vk_device **out, dlgo_error *err);
DLGO_API void        dlgo_vk_device_destroy(dlgo_vk_device *d);
DLGO_API const char *dlgo_vk_device_name(const dlgo_vk_device *d);
DLGO_API uint64_t    dlgo_vk_device_budget(const dlgo_vk_device *d);          /* bytes dlgo may use */
DLGO_API uint32_t    dlgo_vk_validation_messages(const dlgo_vk_device *d);   /* validation warnings+errors so far */
DLGO_API void       *dlgo_vk_device_handle(const dlgo_vk_device *d);         /* VkDevice */

/* Upload the weights of the first layers that fit. The model must outlive it. allocates: yes */
DLGO_API dlgo_result dlgo_vk_model_create(dlgo_vk_device *d, const dlgo_model *m, const dlgo_vk_model_desc *desc,
                                          dlgo_vk_model **out, dlgo_error *err);
DLGO_API void        dlgo_vk_model_destroy(dlgo_vk_model *vm);
DLGO_API int32_t     dlgo_vk_model_n_gpu_layers(const dlgo_vk_model *vm);   /* layers on the GPU */
DLGO_API int         dlgo_vk_model_output_on_gpu(const dlgo_vk_model *vm);  /* 1 when the logits are computed there */

/* Attach GPU state to a context: from then on dlgo_ctx_eval — and so dlgo_ctx_generate, dlgo_ctx_chat, ... — runs on
   the GPU. The context owns the attachment: dlgo_ctx_destroy frees it; dlgo_vk_ctx_destroy detaches it earlier.
   allocates: yes (once) */
DLGO_API dlgo_result dlgo_vk_ctx_create(dlgo_vk_model *vm, dlgo_ctx *c, dlgo_vk_ctx **out, dlgo_error *err);
DLGO_API void        dlgo_vk_ctx_destroy(dlgo_vk_ctx *g);

/* ==========================================================================================================
   >>api-audio — WAV input, Whisper speech-to-text (whisper.cpp ggml .bin files), Silero VAD
   Numbers follow whisper.cpp's CPU backend with flash attention off (its --nofa path).
   ========================================================================================================== */

typedef struct dlgo_audio_desc {       /* zero = default */
    int32_t sample_rate;               /* Hz of the result: 0 = the file's own (dlgo_resample needs it) */
    const dlgo_allocator *allocator;   /* the result's memory; NULL = DLGO_MALLOC/DLGO_FREE */
} dlgo_audio_desc;
typedef struct dlgo_audio {            /* mono float samples; free with dlgo_audio_free */
    float   *samples;
    int64_t  n_samples;
    int32_t  sample_rate;              /* of samples */
    int32_t  file_rate;                /* the WAV file's own rate (0 for dlgo_resample) */
    dlgo_allocator alloc_;             /* internal */
} dlgo_audio;

/* WAV (RIFF/WAVE: PCM 16/24/32-bit int or 32-bit float, any channel count — channels are averaged; unknown
   chunks are skipped) → mono float samples at desc.sample_rate. allocates: yes · thread: any */
DLGO_API dlgo_result dlgo_wav_read_memory(const void *data, size_t size, const dlgo_audio_desc *desc, dlgo_audio *out,
                                          dlgo_error *err);
DLGO_API dlgo_result dlgo_wav_read_file(const char *path, const dlgo_audio_desc *desc, dlgo_audio *out, dlgo_error *err);
/* Band-limited (windowed-sinc) resampling of mono audio from rate_in to desc.sample_rate. allocates: yes */
DLGO_API dlgo_result dlgo_resample(const float *in, int64_t n_in, int32_t rate_in, const dlgo_audio_desc *desc, dlgo_audio *out,
                                   dlgo_error *err);
DLGO_API void        dlgo_audio_free(dlgo_audio *a);   /* a cleared one is fine */

typedef struct dlgo_whisper dlgo_whisper;           /* immutable model: share it between contexts */
typedef struct dlgo_whisper_ctx dlgo_whisper_ctx;   /* mel, encoder output, KV caches, scratch: one per stream */

typedef struct dlgo_whisper_info {
    int32_t n_vocab, n_audio_ctx, n_audio_state, n_audio_head, n_audio_layer;
    int32_t n_text_ctx, n_text_state, n_text_head, n_text_layer, n_mels, ftype;
    int32_t multilingual, n_languages;
    int32_t tok_eot, tok_sot, tok_translate, tok_transcribe, tok_solm, tok_prev, tok_nosp, tok_not, tok_beg;
} dlgo_whisper_info;

typedef struct dlgo_vad dlgo_vad;      /* Silero VAD model (functions below) */
typedef struct dlgo_vad_detect_desc {  /* zero = whisper.cpp's defaults */
    float threshold;                   /* 0.5 */
    int   min_speech_ms;               /* 250 */
    int   min_silence_ms;              /* 100 */
    float max_speech_s;                /* 0 = no limit */
    int   speech_pad_ms;               /* 30 */
    float samples_overlap_s;           /* VAD-gated transcription: audio kept after each segment; 0 = 0.1 s, < 0 = none */
    const dlgo_allocator *allocator;   /* the result's memory; NULL = the model's (dlgo_vad_detect) or the default */
} dlgo_vad_detect_desc;

typedef struct dlgo_whisper_segment {
    int64_t        t0_ms, t1_ms;     /* window the segment came from (no timestamp tokens are decoded); with VAD
                                        gating, mapped back to the original audio */
    const char    *text;             /* UTF-8 bytes as the tokens spell them */
    const int32_t *tokens;           /* the text tokens kept for the segment */
    int32_t        n_tokens;
} dlgo_whisper_segment;
/* Called once per finished segment; return non-zero to stop (DLGO_ERR_CANCELLED). */
typedef int (*dlgo_whisper_segment_fn)(const dlgo_whisper_segment *seg, void *user);

typedef struct dlgo_whisper_transcribe_desc {   /* zero = whisper.cpp's defaults (greedy, temperature 0, no timestamps) */
    const char *language;              /* "en", "de", ...; NULL/"" = "en"; "auto" = detect (multilingual models) */
    int         translate;             /* multilingual models: translate to English */
    int         no_suppress_blank;     /* 1 = do not suppress a leading blank / EOT */
    int         max_windows;           /* 0 = all 30-s windows */
    dlgo_whisper_segment_fn on_segment;
    void       *user;
    /* VAD gating (whisper.cpp's --vad): non-NULL = Whisper hears only the speech this model finds. The speech
       segments (each but the last extended by samples_overlap_s) are joined with 0.1 s of silence, transcribed,
       and segment times are mapped back to the original audio. No speech: an empty result. */
    dlgo_vad   *vad;
    const dlgo_vad_detect_desc *vad_params; /* NULL = whisper.cpp's defaults */
} dlgo_whisper_transcribe_desc;

typedef struct dlgo_whisper_result {
    char                 *text;        /* all segment texts concatenated, NUL-terminated */
    dlgo_whisper_segment *segments;
    int32_t               n_segments;
    const char           *language;    /* the language used ("en", or the detected one) */
    /* internal storage */
    int32_t *tok_store; char *text_store; dlgo_allocator alloc_;
} dlgo_whisper_result;

typedef struct dlgo_whisper_desc {     /* zero = default */
    const dlgo_allocator *allocator;   /* the model's memory and everything its contexts allocate */
} dlgo_whisper_desc;
typedef struct dlgo_whisper_ctx_desc { /* zero = default */
    int32_t n_threads;                 /* worker threads (0 = 1) */
} dlgo_whisper_ctx_desc;

/* allocates: yes · thread: any. Model files: whisper.cpp's ggml format (F32/F16/Q8_0/Q5_0/Q4_0... weights). */
DLGO_API dlgo_result dlgo_whisper_load(const char *path, const dlgo_whisper_desc *desc, dlgo_whisper **out, dlgo_error *err);
DLGO_API dlgo_result dlgo_whisper_load_memory(const void *data, size_t size, const dlgo_whisper_desc *desc, dlgo_whisper **out,
                                              dlgo_error *err);
DLGO_API void        dlgo_whisper_free(dlgo_whisper *w);
DLGO_API void        dlgo_whisper_get_info(const dlgo_whisper *w, dlgo_whisper_info *info);
/* Bytes of one token (not NUL-terminated); NULL for an id outside the vocabulary. */
DLGO_API const char *dlgo_whisper_token_text(const dlgo_whisper *w, int32_t id, size_t *len);
/* Language token index of a code ("en" -> 0), -1 if unknown; and the code of an index. */
DLGO_API int32_t     dlgo_whisper_lang_id(const char *code);
DLGO_API const char *dlgo_whisper_lang_code(int32_t id);

/* allocates: yes (once) · thread: ctx owner */
DLGO_API dlgo_result dlgo_whisper_ctx_create(const dlgo_whisper *w, const dlgo_whisper_ctx_desc *desc, dlgo_whisper_ctx **out,
                                             dlgo_error *err);
DLGO_API void        dlgo_whisper_ctx_destroy(dlgo_whisper_ctx *c);
/* Full transcription: mel, 30-s windows, greedy decoding with whisper.cpp's logit filters. */
DLGO_API dlgo_result dlgo_whisper_transcribe(dlgo_whisper_ctx *c, const float *samples, int64_t n_samples,
                                             const dlgo_whisper_transcribe_desc *params, dlgo_whisper_result *res, dlgo_error *err);
DLGO_API dlgo_result dlgo_whisper_transcribe_file(dlgo_whisper_ctx *c, const char *wav_path, const dlgo_whisper_transcribe_desc *params,
                                                  dlgo_whisper_result *res, dlgo_error *err);
DLGO_API void        dlgo_whisper_result_free(dlgo_whisper_result *res);

/* ---- Silero VAD (whisper.cpp ggml VAD files; the model and parameter types are above) ---- */
typedef struct dlgo_vad_segment { int64_t start_sample, end_sample; double start_s, end_s; } dlgo_vad_segment;
typedef struct dlgo_vad_result {
    float            *probs;           /* one per 512-sample chunk */
    int64_t           n_probs;
    dlgo_vad_segment *segments;
    int32_t           n_segments;
    dlgo_allocator    alloc_;          /* internal */
} dlgo_vad_result;
typedef struct dlgo_vad_desc {         /* zero = default */
    const dlgo_allocator *allocator;
} dlgo_vad_desc;
DLGO_API dlgo_result dlgo_vad_load(const char *path, const dlgo_vad_desc *desc, dlgo_vad **out, dlgo_error *err);
DLGO_API dlgo_result dlgo_vad_load_memory(const void *data, size_t size, const dlgo_vad_desc *desc, dlgo_vad **out, dlgo_error *err);
DLGO_API void        dlgo_vad_free(dlgo_vad *v);
/* Probabilities (LSTM state reset first, carried across chunks) and segments of 16-kHz mono audio.
   allocates: yes (result) · thread: one call per dlgo_vad at a time */
DLGO_API dlgo_result dlgo_vad_detect(dlgo_vad *v, const float *samples, int64_t n_samples, const dlgo_vad_detect_desc *params,
                                     dlgo_vad_result *res, dlgo_error *err);
/* Segments from given probabilities (whisper.cpp's merging and padding) into out->segments (out->probs stays
   NULL). allocates: yes (result) · thread: any */
DLGO_API dlgo_result dlgo_vad_segments(const float *probs, int64_t n_probs, const dlgo_vad_detect_desc *desc, dlgo_vad_result *out,
                                       dlgo_error *err);
DLGO_API void        dlgo_vad_result_free(dlgo_vad_result *res);

#ifdef __cplusplus
}
#endif
#endif /* DLGO_H_INCLUDED */

/* ==========================================================================================================
   >>api-internals — entry points for conformance tests and tools, not the supported API (they may change)

   Declared (and exported) only with DLGO_EXPOSE_INTERNALS; without it they are private to the translation unit
   that has DLGO_IMPLEMENTATION. The suite checks them against references: the f16/bf16 conversions, raw GGUF
   access and the GGUF writer, type properties and reference dot products, tokenizer details, std::mt19937, and
   the single steps of Whisper (mel, encoder, decoder) that dlgo_whisper_transcribe strings together.
   ========================================================================================================== */
#if (defined(DLGO_EXPOSE_INTERNALS) || defined(DLGO_IMPLEMENTATION)) && !defined(DLGO__INTERNALS_DECLARED)
#define DLGO__INTERNALS_DECLARED
#if defined(DLGO_EXPOSE_INTERNALS)
#  define DLGO__INTERNAL DLGO_API
#elif defined(__GNUC__) || defined(__clang__)
#  define DLGO__INTERNAL static __attribute__((unused))
#else
#  define DLGO__INTERNAL static
#endif
#ifdef __cplusplus
extern "C" {
#endif

/* IEEE half and bfloat16 conversions (round to nearest even, as ggml does). */
DLGO__INTERNAL float    dlgo_fp16_to_f32(uint16_t h);
DLGO__INTERNAL uint16_t dlgo_f32_to_fp16(float f);
DLGO__INTERNAL float    dlgo_bf16_to_f32(uint16_t h);
DLGO__INTERNAL uint16_t dlgo_f32_to_bf16(float f);

DLGO__INTERNAL uint32_t    dlgo_gguf_version(const dlgo_gguf *g);
DLGO__INTERNAL uint32_t    dlgo_gguf_alignment(const dlgo_gguf *g);
DLGO__INTERNAL uint64_t    dlgo_gguf_data_offset(const dlgo_gguf *g);   /* absolute offset of the data section */
DLGO__INTERNAL uint64_t    dlgo_gguf_file_size(const dlgo_gguf *g);
DLGO__INTERNAL const void *dlgo_gguf_base(const dlgo_gguf *g);          /* start of the file in memory, or NULL */
DLGO__INTERNAL const void    *dlgo_gguf_arr_data(const dlgo_gguf *g, int64_t i);   /* raw LE elements (not strings), may be unaligned */
/* Scalar value of kv i converted: integers/bools/floats; string value as (ptr,len). */
DLGO__INTERNAL int64_t        dlgo_gguf_val_int(const dlgo_gguf *g, int64_t i);
DLGO__INTERNAL uint64_t       dlgo_gguf_val_u64(const dlgo_gguf *g, int64_t i);
DLGO__INTERNAL double         dlgo_gguf_val_float(const dlgo_gguf *g, int64_t i);
DLGO__INTERNAL const char    *dlgo_gguf_val_str(const dlgo_gguf *g, int64_t i, uint64_t *len);
/* Writer. Tensor data is referenced, not copied: it must stay alive until the write call. */
typedef struct dlgo_gguf_writer dlgo_gguf_writer;
DLGO__INTERNAL dlgo_result dlgo_gguf_writer_create(const dlgo_gguf_desc *desc, dlgo_gguf_writer **out, dlgo_error *err);
DLGO__INTERNAL void        dlgo_gguf_writer_destroy(dlgo_gguf_writer *w);
DLGO__INTERNAL dlgo_result dlgo_gguf_writer_set_alignment(dlgo_gguf_writer *w, uint32_t alignment);
DLGO__INTERNAL dlgo_result dlgo_gguf_writer_set_version(dlgo_gguf_writer *w, uint32_t version);   /* 2 or 3 (default) */
/* Scalar of any non-array, non-string type: `value` points to the LE value of that type. */
DLGO__INTERNAL dlgo_result dlgo_gguf_writer_set(dlgo_gguf_writer *w, const char *key, dlgo_gguf_type type, const void *value);
DLGO__INTERNAL dlgo_result dlgo_gguf_writer_set_u32(dlgo_gguf_writer *w, const char *key, uint32_t v);
DLGO__INTERNAL dlgo_result dlgo_gguf_writer_set_i32(dlgo_gguf_writer *w, const char *key, int32_t v);
DLGO__INTERNAL dlgo_result dlgo_gguf_writer_set_f32(dlgo_gguf_writer *w, const char *key, float v);
DLGO__INTERNAL dlgo_result dlgo_gguf_writer_set_bool(dlgo_gguf_writer *w, const char *key, int v);
DLGO__INTERNAL dlgo_result dlgo_gguf_writer_set_str(dlgo_gguf_writer *w, const char *key, const char *s);
DLGO__INTERNAL dlgo_result dlgo_gguf_writer_set_arr(dlgo_gguf_writer *w, const char *key, dlgo_gguf_type elem_type,
                                                    const void *elems, uint64_t n);
DLGO__INTERNAL dlgo_result dlgo_gguf_writer_set_arr_str(dlgo_gguf_writer *w, const char *key, const char *const *strs,
                                                        uint64_t n);
/* Copy every key/value of an opened file (for re-writing a model with new tensors). */
DLGO__INTERNAL dlgo_result dlgo_gguf_writer_copy_kv(dlgo_gguf_writer *w, const dlgo_gguf *src);
DLGO__INTERNAL dlgo_result dlgo_gguf_writer_add_tensor(dlgo_gguf_writer *w, const char *name, int type, int n_dims,
                                                       const int64_t *ne, const void *data);
DLGO__INTERNAL dlgo_result dlgo_gguf_writer_write_file(dlgo_gguf_writer *w, const char *path, dlgo_error *err);
/* Whole file into memory allocated with the writer's allocator; free with dlgo_gguf_writer_free_buffer. */
DLGO__INTERNAL dlgo_result dlgo_gguf_writer_write_memory(dlgo_gguf_writer *w, void **out, size_t *size, dlgo_error *err);
DLGO__INTERNAL void        dlgo_gguf_writer_free_buffer(dlgo_gguf_writer *w, void *buf);

DLGO__INTERNAL int         dlgo_type_valid(int type);                  /* 1 for a type id dlgo knows */
DLGO__INTERNAL int         dlgo_type_vec_dot_type(int type);           /* activation type llama.cpp pairs with it */
DLGO__INTERNAL int         dlgo_type_can_dequantize(int type);
DLGO__INTERNAL int         dlgo_type_can_quantize(int type);
/* Reference dot product of n elements of weight type `type` with activations already in
   dlgo_type_vec_dot_type(type) (n/bs blocks of that type). Scalar, always compiled. NaN when the type has no
   dot product (q8_1, q8_K, integer types, unknown ids), a pointer is NULL or n is not a multiple of the block. */
DLGO__INTERNAL float       dlgo_vec_dot_ref(int type, const void *w, const void *act, int64_t n);

DLGO__INTERNAL dlgo_vocab_type dlgo_tokenizer_type(const dlgo_tokenizer *t);
DLGO__INTERNAL const char     *dlgo_tokenizer_pre(const dlgo_tokenizer *t);       /* pre-tokenizer name in use, e.g. "llama3" */
DLGO__INTERNAL int         dlgo_token_is_control(const dlgo_tokenizer *t, int32_t token);
DLGO__INTERNAL float       dlgo_token_score(const dlgo_tokenizer *t, int32_t token);
/* The end-of-generation set (eos, eot, eom, FIM pad/rep/sep and the tokens llama.cpp recognises by text). */
DLGO__INTERNAL const int32_t *dlgo_tokenizer_eog(const dlgo_tokenizer *t, int32_t *n);

/* The random engine on its own: std::mt19937, bit-exact, and the double in [0,1) that libstdc++'s
   uniform_real_distribution<double>(0, 1) makes from two outputs: (a + b * 2^32) / 2^64. */
typedef struct dlgo_mt19937 { uint32_t mt[624]; uint32_t idx; } dlgo_mt19937;
DLGO__INTERNAL void     dlgo_mt19937_seed(dlgo_mt19937 *r, uint32_t seed);
DLGO__INTERNAL uint32_t dlgo_mt19937_next(dlgo_mt19937 *r);
DLGO__INTERNAL double   dlgo_mt19937_uniform(dlgo_mt19937 *r);

DLGO__INTERNAL const dlgo_gguf *dlgo_model_gguf(const dlgo_model *m);

/* whisper.cpp's prompt tokenizer (GPT-2 style pre-split, greedy longest match). Returns the count (may exceed
   cap: call again with more room). */
DLGO__INTERNAL int32_t     dlgo_whisper_tokenize(const dlgo_whisper *w, const char *text, int32_t *ids, int32_t cap);
/* Log-mel spectrogram of 16-kHz mono audio, exactly as whisper.cpp (30 s of zero padding included).
   *mel is [n_mels][n_len], frame fastest; owned by the context. */
DLGO__INTERNAL dlgo_result dlgo_whisper_set_audio(dlgo_whisper_ctx *c, const float *samples, int64_t n_samples, dlgo_error *err);
DLGO__INTERNAL const float *dlgo_whisper_mel(const dlgo_whisper_ctx *c, int32_t *n_mels, int32_t *n_len, int32_t *n_len_org);
/* Encoder over mel frames [offset, offset + 2*n_audio_ctx) (missing frames are zero); fills the cross KV cache. */
DLGO__INTERNAL dlgo_result dlgo_whisper_encode(dlgo_whisper_ctx *c, int32_t mel_offset, dlgo_error *err);
DLGO__INTERNAL const float *dlgo_whisper_encoder_output(const dlgo_whisper_ctx *c);   /* [n_audio_ctx][n_audio_state] */
/* Decode n tokens at positions n_past.. (n_past = 0 clears the self-attention cache). Logits of the last one. */
DLGO__INTERNAL dlgo_result dlgo_whisper_decode(dlgo_whisper_ctx *c, const int32_t *tokens, int32_t n, int32_t n_past, dlgo_error *err);
DLGO__INTERNAL const float *dlgo_whisper_logits(const dlgo_whisper_ctx *c);           /* [n_vocab], raw */
/* The standard prompt: [SOT, (language, transcribe|translate), NO_TIMESTAMPS]. Returns its length (<= 4). */
DLGO__INTERNAL int32_t     dlgo_whisper_prompt(const dlgo_whisper *w, int32_t lang_id, int translate, int32_t out[4]);
/* Language probabilities after [SOT] for the window already encoded (multilingual models). Returns the best id. */
DLGO__INTERNAL int32_t     dlgo_whisper_detect_language(dlgo_whisper_ctx *c, float *probs, int32_t n_probs, dlgo_error *err);

#ifdef __cplusplus
}
#endif
#endif /* internals */

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
#include <time.h>

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

#if defined(__unix__) || defined(__APPLE__)
#  include <sys/time.h>
#endif

/* Monotonic milliseconds (timing results and frame budgets). A strict -std=c99 build without _POSIX_C_SOURCE
   has no clock_gettime: gettimeofday (wall clock, microseconds) stands in. */
static double dlgo__now_ms(void) {
#if defined(CLOCK_MONOTONIC)
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
#elif defined(__unix__) || defined(__APPLE__)
    struct timeval tv;
    gettimeofday(&tv, NULL);
    return tv.tv_sec * 1e3 + tv.tv_usec / 1e3;
#else
    return (double)clock() * 1e3 / CLOCKS_PER_SEC;
#endif
}

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
DLGO__INTERNAL float dlgo_fp16_to_f32(uint16_t h) {
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
DLGO__INTERNAL uint16_t dlgo_f32_to_fp16(float f) {
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
DLGO__INTERNAL float dlgo_bf16_to_f32(uint16_t h) {
    uint32_t bits = (uint32_t)h << 16; float f; memcpy(&f, &bits, 4); return f;
}
DLGO__INTERNAL uint16_t dlgo_f32_to_bf16(float f) {
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
    if (out) *out = NULL;   /* outputs are cleared on entry, whatever happens next */
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
    if (out) *out = NULL;   /* outputs are cleared on entry, whatever happens next */
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
    if (out) *out = NULL;   /* outputs are cleared on entry, whatever happens next */
    dlgo_error local;
    if (!err) err = &local;
    if (!path) return dlgo__err(err, DLGO_ERR_INVALID_ARG, "gguf: path is NULL");
    if (out) *out = NULL;
#ifdef DLGO__HAVE_MMAP
    int fd = open(path, O_RDONLY | O_NONBLOCK);   /* a FIFO without a writer must not block the open */
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

DLGO__INTERNAL uint32_t    dlgo_gguf_version(const dlgo_gguf *g) { return g ? g->version : 0; }
DLGO__INTERNAL uint32_t    dlgo_gguf_alignment(const dlgo_gguf *g) { return g ? g->alignment : 0; }
DLGO__INTERNAL uint64_t    dlgo_gguf_data_offset(const dlgo_gguf *g) { return g ? g->data_offset : 0; }
DLGO__INTERNAL uint64_t    dlgo_gguf_file_size(const dlgo_gguf *g) { return g ? g->file_size : 0; }
DLGO__INTERNAL const void *dlgo_gguf_base(const dlgo_gguf *g) { return g ? g->base : NULL; }
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
DLGO__INTERNAL const void *dlgo_gguf_arr_data(const dlgo_gguf *g, int64_t i) {
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
DLGO__INTERNAL int64_t dlgo_gguf_val_int(const dlgo_gguf *g, int64_t i) {
    return DLGO__KV_OK(g, i) && dlgo__gguf_is_numeric(g->kv[i].type) ? dlgo__gguf_scalar_int(g->kv[i].type, g->kv[i].data) : 0;
}
DLGO__INTERNAL uint64_t dlgo_gguf_val_u64(const dlgo_gguf *g, int64_t i) {
    if (!DLGO__KV_OK(g, i) || !dlgo__gguf_is_numeric(g->kv[i].type)) return 0;
    return g->kv[i].type == DLGO_GGUF_U64 ? dlgo__rd64(g->kv[i].data) : (uint64_t)dlgo__gguf_scalar_int(g->kv[i].type, g->kv[i].data);
}
DLGO__INTERNAL double dlgo_gguf_val_float(const dlgo_gguf *g, int64_t i) {
    return DLGO__KV_OK(g, i) && dlgo__gguf_is_numeric(g->kv[i].type) ? dlgo__gguf_scalar_float(g->kv[i].type, g->kv[i].data) : 0;
}
DLGO__INTERNAL const char *dlgo_gguf_val_str(const dlgo_gguf *g, int64_t i, uint64_t *len) {
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

DLGO__INTERNAL dlgo_result dlgo_gguf_writer_create(const dlgo_gguf_desc *desc, dlgo_gguf_writer **out, dlgo_error *err) {
    const dlgo_allocator *alloc = desc ? desc->allocator : NULL;
    if (out) *out = NULL;   /* outputs are cleared on entry, whatever happens next */
    const dlgo_allocator *a = dlgo__alloc_or_default(alloc);
    if (!out) return dlgo__err(err, DLGO_ERR_INVALID_ARG, "gguf writer: out is NULL");
    dlgo_gguf_writer *w = (dlgo_gguf_writer *)dlgo__calloc(a, 1, sizeof *w);
    if (!w) return dlgo__err(err, DLGO_ERR_OOM, "gguf writer: out of memory");
    w->alloc = *a; w->version = 3; w->alignment = 32;
    *out = w;
    return DLGO_OK;
}
DLGO__INTERNAL void dlgo_gguf_writer_destroy(dlgo_gguf_writer *w) {
    if (!w) return;
    for (int64_t i = 0; i < w->n_kv; i++) dlgo__free(&w->alloc, w->keys[i]);
    for (size_t i = 0; i < w->n_tensors; i++) dlgo__free(&w->alloc, w->tensors[i].name);
    dlgo__free(&w->alloc, w->keys); dlgo__free(&w->alloc, w->tensors); dlgo__free(&w->alloc, w->kv);
    dlgo_allocator a = w->alloc;
    dlgo__free(&a, w);
}
DLGO__INTERNAL dlgo_result dlgo_gguf_writer_set_alignment(dlgo_gguf_writer *w, uint32_t alignment) {
    if (!w || alignment == 0 || (alignment & (alignment - 1))) return DLGO_ERR_INVALID_ARG;
    w->alignment = alignment;
    return dlgo_gguf_writer_set_u32(w, "general.alignment", alignment);
}
DLGO__INTERNAL dlgo_result dlgo_gguf_writer_set_version(dlgo_gguf_writer *w, uint32_t version) {
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
DLGO__INTERNAL dlgo_result dlgo_gguf_writer_set(dlgo_gguf_writer *w, const char *key, dlgo_gguf_type type, const void *value) {
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
DLGO__INTERNAL dlgo_result dlgo_gguf_writer_set_u32(dlgo_gguf_writer *w, const char *key, uint32_t v) { return dlgo_gguf_writer_set(w, key, DLGO_GGUF_U32, &v); }
DLGO__INTERNAL dlgo_result dlgo_gguf_writer_set_i32(dlgo_gguf_writer *w, const char *key, int32_t v) { return dlgo_gguf_writer_set(w, key, DLGO_GGUF_I32, &v); }
DLGO__INTERNAL dlgo_result dlgo_gguf_writer_set_f32(dlgo_gguf_writer *w, const char *key, float v) { return dlgo_gguf_writer_set(w, key, DLGO_GGUF_F32, &v); }
DLGO__INTERNAL dlgo_result dlgo_gguf_writer_set_bool(dlgo_gguf_writer *w, const char *key, int v) { uint8_t b = v ? 1 : 0; return dlgo_gguf_writer_set(w, key, DLGO_GGUF_BOOL, &b); }
DLGO__INTERNAL dlgo_result dlgo_gguf_writer_set_str(dlgo_gguf_writer *w, const char *key, const char *s) {
    if (!s) return DLGO_ERR_INVALID_ARG;
    dlgo_result r = dlgo__gw_key(w, key, DLGO_GGUF_STRING);
    if (r != DLGO_OK) return r;
    dlgo__gw_str(w, s);
    return w->failed ? DLGO_ERR_OOM : DLGO_OK;
}
DLGO__INTERNAL dlgo_result dlgo_gguf_writer_set_arr(dlgo_gguf_writer *w, const char *key, dlgo_gguf_type elem_type,
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
DLGO__INTERNAL dlgo_result dlgo_gguf_writer_set_arr_str(dlgo_gguf_writer *w, const char *key, const char *const *strs, uint64_t n) {
    if (!strs && n) return DLGO_ERR_INVALID_ARG;
    for (uint64_t j = 0; j < n; j++) if (!strs[j]) return DLGO_ERR_INVALID_ARG;
    dlgo_result r = dlgo__gw_key(w, key, DLGO_GGUF_ARRAY);
    if (r != DLGO_OK) return r;
    dlgo__gw_u32(w, DLGO_GGUF_STRING); dlgo__gw_u64(w, n);
    for (uint64_t j = 0; j < n; j++) dlgo__gw_str(w, strs[j]);
    return w->failed ? DLGO_ERR_OOM : DLGO_OK;
}
DLGO__INTERNAL dlgo_result dlgo_gguf_writer_copy_kv(dlgo_gguf_writer *w, const dlgo_gguf *src) {
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
DLGO__INTERNAL dlgo_result dlgo_gguf_writer_add_tensor(dlgo_gguf_writer *w, const char *name, int type, int n_dims,
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
DLGO__INTERNAL dlgo_result dlgo_gguf_writer_write_file(dlgo_gguf_writer *w, const char *path, dlgo_error *err) {
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
DLGO__INTERNAL dlgo_result dlgo_gguf_writer_write_memory(dlgo_gguf_writer *w, void **out, size_t *size, dlgo_error *err) {
    if (out) *out = NULL;   /* outputs are cleared on entry, whatever happens next */
    if (size) *size = 0;
    if (!w || !out || !size) return dlgo__err(err, DLGO_ERR_INVALID_ARG, "gguf writer: NULL argument");
    dlgo_gguf_writer buf; memset(&buf, 0, sizeof buf);
    buf.alloc = w->alloc;
    dlgo_result r = dlgo__gw_emit(w, dlgo__gw_mem_sink, &buf, err);
    if (r != DLGO_OK) { dlgo__free(&w->alloc, buf.kv); return r; }
    *out = buf.kv; *size = buf.kv_len;
    return DLGO_OK;
}
DLGO__INTERNAL void dlgo_gguf_writer_free_buffer(dlgo_gguf_writer *w, void *buf) { if (w) dlgo__free(&w->alloc, buf); }

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
/* DLGO__NOFMA(v): GCC in GNU modes (-ffp-contract=fast) fuses a*b+c into an fma even across inlined functions,
   which changes llama.cpp/whisper.cpp-exact roundings; GCC has no working per-region switch, so a product that
   feeds an addition goes through this empty asm, which GCC cannot see through */
#if defined(__GNUC__) && !defined(__clang__) && (defined(__x86_64__) || defined(__i386__)) && defined(__SSE2__)
#  define DLGO__NOFMA(v) __asm__("" : "+x"(v))
#elif defined(__GNUC__) && !defined(__clang__) && defined(__aarch64__)
#  define DLGO__NOFMA(v) __asm__("" : "+w"(v))
#elif defined(__GNUC__) && !defined(__clang__)
#  define DLGO__NOFMA(v) __asm__("" : "+m"(v))
#else
#  define DLGO__NOFMA(v) ((void)0)
#endif
static int dlgo__nearest_int(float f) {
    DLGO__NOFMA(f);   /* x*id must be rounded before the magic add, as in ggml's ISO-C build */
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
        /* llama.cpp's x86 CPU backend (which produced the references) scales by 127/amax and rounds half to
           even; ggml's portable reference uses 1/d and roundf. Both agree on the stored quant vectors. */
        const float d = amax / 127.0f, id = amax != 0.0f ? 127.0f / amax : 0.0f;
        dlgo__wr16(y[i].d, dlgo_f32_to_fp16(d));
        for (int j = 0; j < 32; j++) y[i].qs[j] = (int8_t)dlgo__nearest_int(x[j] * id);
    }
}
static void dlgo__qnt_q8_1(const float *x, void *vy, int64_t n) {
    dlgo__block_q8_1 *y = (dlgo__block_q8_1 *)vy;
    for (int64_t i = 0; i < n / 32; i++, x += 32) {
        float amax = 0.0f;
        for (int j = 0; j < 32; j++) amax = fabsf(x[j]) > amax ? fabsf(x[j]) : amax;
        const float d = amax / 127.0f, id = amax != 0.0f ? 127.0f / amax : 0.0f;   /* as q8_0: x86 semantics */
        int sum = 0;
        dlgo__wr16(y[i].d, dlgo_f32_to_fp16(d));
        for (int j = 0; j < 32; j++) { y[i].qs[j] = (int8_t)dlgo__nearest_int(x[j] * id); sum += y[i].qs[j]; }
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

DLGO__INTERNAL int dlgo_type_valid(int type) { return dlgo__traits(type) != NULL; }
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
DLGO__INTERNAL int dlgo_type_vec_dot_type(int type) { const dlgo__type_traits *t = dlgo__traits(type); return t ? t->vec_dot_type : -1; }
DLGO__INTERNAL int dlgo_type_can_dequantize(int type) { const dlgo__type_traits *t = dlgo__traits(type); return t && t->to_float; }
DLGO__INTERNAL int dlgo_type_can_quantize(int type) { const dlgo__type_traits *t = dlgo__traits(type); return t && t->from_float; }

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
DLGO__INTERNAL float dlgo_vec_dot_ref(int type, const void *w, const void *act, int64_t n) {
    const dlgo__type_traits *t = dlgo__traits(type);
    if (!t || !t->vec_dot || !w || !act || n < 0 || n % t->block_size) return NAN;
    /* the activation type's blocks must tile n too (q8_K needs 256) */
    if (n % dlgo__traits_table[t->vec_dot_type].block_size) return NAN;
    return t->vec_dot(w, act, n);
}

/* ==========================================================================================================
   >>simd — SIMD dot-product kernels (AVX2/FMA/F16C, AVX-VNNI, NEON) with the scalar reference as fallback

   Every kernel computes, for one weight row and up to DLGO__NT activation rows (tokens) at once, the same
   integer sums as the reference dot product in >>quant; only the float accumulation order differs (as in
   llama.cpp's SIMD paths). Doing several tokens per pass loads and unpacks each weight block once for all of
   them — that is the prefill GEMM. Kernels are chosen from compiler flags; DLGO_NO_SIMD keeps only the
   scalar reference. dlgo__vec_dot(type, w, act, n) is the one-row entry point for other sections.
   Every weight type has an AVX2 and a NEON kernel. On x86 the matmul weights of the common types are also
   repacked at load into groups of rows (see "repacked weights": 16 rows for AVX-512 VNNI, 8 for AVX2 and
   AVX-VNNI), which is where decode and prefill spend their time; DLGO_NO_REPACK / dlgo_model_desc.no_repack
   keep the file's layout.
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

/* iq4_nl and mxfp4 (gpt-oss): 4-bit indices into a 16-entry signed byte table (mxfp4's doubled fp4 grid), one
   scale per 32-block (f16 / E8M0 power of two); sign trick so maddubs sees an unsigned left operand */
#define DLGO__SIMD_LUT4(name, block_t, table, SCALE)                                                                  \
DLGO__FORCEINLINE void name##_k(const void *vw, const uint8_t *act, size_t arow, int64_t n, float *out, const int nt) { \
    const block_t *x = (const block_t *)vw;                                                                            \
    const __m256i lut = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(const void *)(table)));         \
    __m256 acc[DLGO__NT];                                                                                              \
    DLGO__UNROLL for (int t = 0; t < nt; t++) acc[t] = _mm256_setzero_ps();                                            \
    for (int64_t i = 0; i < n / 32; i++) {                                                                             \
        const __m256i w = _mm256_shuffle_epi8(lut, dlgo__nibbles(x[i].qs));                                            \
        const __m256i aw = _mm256_sign_epi8(w, w);                                                                     \
        const float dw = SCALE(x[i]);                                                                                  \
        DLGO__UNROLL for (int t = 0; t < nt; t++) {                                                                    \
            const dlgo__block_q8_0 *y = (const dlgo__block_q8_0 *)(const void *)(act + (size_t)t * arow) + i;        \
            const __m256i s = DLGO__DPBUSD(_mm256_setzero_si256(), aw, _mm256_sign_epi8(dlgo__load32(y->qs), w));     \
            acc[t] = _mm256_fmadd_ps(_mm256_set1_ps(dw * dlgo__h2f_x(y->d)), _mm256_cvtepi32_ps(s), acc[t]);          \
        }                                                                                                              \
    }                                                                                                                  \
    DLGO__UNROLL for (int t = 0; t < nt; t++) out[t] = dlgo__hsum8(acc[t]);                                            \
}
#define DLGO__LUT4_SCALE_F16(b)  dlgo__h2f_x((b).d)
#define DLGO__LUT4_SCALE_E8M0(b) dlgo__e8m0_half((b).e)
DLGO__SIMD_LUT4(dlgo__simd_iq4_nl, dlgo__block_iq4_nl, dlgo__kvalues_iq4nl, DLGO__LUT4_SCALE_F16)
DLGO__DOTN_WRAP(dlgo__simd_iq4_nl)
DLGO__SIMD_LUT4(dlgo__simd_mxfp4, dlgo__block_mxfp4, dlgo__kvalues_fp4, DLGO__LUT4_SCALE_E8M0)
DLGO__DOTN_WRAP(dlgo__simd_mxfp4)

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

/* q4_K and q5_K share one kernel: q5_K only adds a 5th bit per code from qh (five = 1 is a compile-time constant
   in each wrapper, so the compiler drops the qh work from the q4_K instance). The blocks share their first 16 bytes
   (d, dmin, 12 scale bytes); q5_K's qh[32] sits before qs. */
DLGO__FORCEINLINE void dlgo__simd_q45_K_k(const void *vw, const uint8_t *act, size_t arow, int64_t n, float *out,
                                          const int nt, const int five) {
    const size_t bbytes = five ? sizeof(dlgo__block_q5_K) : sizeof(dlgo__block_q4_K);
    const __m256i m4 = _mm256_set1_epi8(15), one = _mm256_set1_epi8(1);
    __m256 acc[DLGO__NT], accm[DLGO__NT];
    DLGO__UNROLL for (int t = 0; t < nt; t++) { acc[t] = _mm256_setzero_ps(); accm[t] = _mm256_setzero_ps(); }
    for (int64_t i = 0; i < n / DLGO__QK_K; i++) {
        const dlgo__block_q4_K *x = (const dlgo__block_q4_K *)(const void *)((const uint8_t *)vw + (size_t)i * bbytes);
        const uint8_t *qs = five ? ((const dlgo__block_q5_K *)(const void *)x)->qs : x->qs;
        uint8_t sc[8], mn[8];
        dlgo__k4_scales(x->scales, sc, mn);
        const float d = dlgo__h2f_x(x->d), dmin = dlgo__h2f_x(x->dmin);
        /* mins pair with the q8_K sums of 16: each min covers two of them */
        const __m256i mins16 = _mm256_cvtepu8_epi16(_mm_unpacklo_epi8(_mm_loadl_epi64((const __m128i *)(const void *)mn),
                                                                       _mm_loadl_epi64((const __m128i *)(const void *)mn)));
        const __m256i qh = five ? dlgo__load32(((const dlgo__block_q5_K *)(const void *)x)->qh) : _mm256_setzero_si256();
        __m256i sumi[DLGO__NT];
        DLGO__UNROLL for (int t = 0; t < nt; t++) sumi[t] = _mm256_setzero_si256();
        for (int c = 0; c < 4; c++) {
            const __m256i q = dlgo__load32(qs + 32 * c);
            __m256i lo = _mm256_and_si256(q, m4), hi = _mm256_and_si256(_mm256_srli_epi16(q, 4), m4);
            if (five) {
                lo = _mm256_or_si256(lo, _mm256_slli_epi16(_mm256_and_si256(_mm256_srli_epi16(qh, 2 * c), one), 4));
                hi = _mm256_or_si256(hi, _mm256_slli_epi16(_mm256_and_si256(_mm256_srli_epi16(qh, 2 * c + 1), one), 4));
            }
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
DLGO__FORCEINLINE void dlgo__simd_q4_K_k(const void *vw, const uint8_t *act, size_t arow, int64_t n, float *out, const int nt) {
    dlgo__simd_q45_K_k(vw, act, arow, n, out, nt, 0);
}
DLGO__DOTN_WRAP(dlgo__simd_q4_K)
DLGO__FORCEINLINE void dlgo__simd_q5_K_k(const void *vw, const uint8_t *act, size_t arow, int64_t n, float *out, const int nt) {
    dlgo__simd_q45_K_k(vw, act, arow, n, out, nt, 1);
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
#if defined(__AVX512F__)
    if (n >= 32) {
        __m512 z0 = _mm512_setzero_ps(), z1 = _mm512_setzero_ps();
        for (; i + 32 <= n; i += 32) {
            z0 = _mm512_fmadd_ps(_mm512_cvtph_ps(_mm256_loadu_si256((const __m256i *)(const void *)(a + i))), _mm512_loadu_ps(b + i), z0);
            z1 = _mm512_fmadd_ps(_mm512_cvtph_ps(_mm256_loadu_si256((const __m256i *)(const void *)(a + i + 16))), _mm512_loadu_ps(b + i + 16), z1);
        }
        z0 = _mm512_add_ps(z0, z1);
        s0 = _mm256_add_ps(_mm512_castps512_ps256(z0), _mm256_castpd_ps(_mm512_extractf64x4_pd(_mm512_castps_pd(z0), 1)));
    }
#endif
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
#if defined(__AVX512F__)
    const __m512 pz = _mm512_set1_ps(p);
    for (; i + 16 <= n; i += 16)
        _mm512_storeu_ps(y + i, _mm512_fmadd_ps(pz, _mm512_cvtph_ps(_mm256_loadu_si256((const __m256i *)(const void *)(a + i))), _mm512_loadu_ps(y + i)));
#endif
    for (; i + 8 <= n; i += 8)
        _mm256_storeu_ps(y + i, _mm256_fmadd_ps(pv, _mm256_cvtph_ps(_mm_loadu_si128((const __m128i *)(const void *)(a + i))), _mm256_loadu_ps(y + i)));
    for (; i < n; i++) y[i] += p * dlgo_fp16_to_f32(a[i]);
}
/* y = f16(x) (F16C: the same rounding, and NaN payloads, as dlgo_f32_to_fp16) */
static void dlgo__f16_row(uint16_t *y, const float *x, int n) {
    int i = 0;
    for (; i + 8 <= n; i += 8) _mm_storeu_si128((__m128i *)(void *)(y + i), _mm256_cvtps_ph(_mm256_loadu_ps(x + i), _MM_FROUND_TO_NEAREST_INT));
    for (; i < n; i++) y[i] = dlgo_f32_to_fp16(x[i]);
}
/* y = x rounded to f16 and back (F16C rounds to nearest even, as the reference conversion does) */
static void dlgo__round_f16(float *y, const float *x, int n) {
    int i = 0;
    for (; i + 8 <= n; i += 8)
        _mm256_storeu_ps(y + i, _mm256_cvtph_ps(_mm256_cvtps_ph(_mm256_loadu_ps(x + i), _MM_FROUND_TO_NEAREST_INT)));
    for (; i < n; i++) y[i] = dlgo_fp16_to_f32(dlgo_f32_to_fp16(x[i]));
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

/* Activation rows -> q8_0, bit-identical to dlgo__qnt_q8_0 (127/amax, round half to even, f16 d by F16C):
   the matmuls quantize every input row once per weight, so the scalar loop showed up in prefill profiles.
   With bsum, also each block's code sum (for the repacked kernels' offsets; see dlgo__rp_aux). */
static void dlgo__quant_q8_0_fast(const float *x, uint8_t *vy, int64_t n, int32_t *bsum) {
    dlgo__block_q8_0 *y = (dlgo__block_q8_0 *)(void *)vy;
    for (int64_t i = 0; i < n / 32; i++, x += 32) {
#if defined(__AVX512F__) && defined(__AVX512BW__)
        const __m512 x0 = _mm512_loadu_ps(x), x1 = _mm512_loadu_ps(x + 16);
        /* max(|x|, m) keeps m when |x| is NaN, as the scalar compare does */
        const __m512 m = _mm512_max_ps(_mm512_abs_ps(x1), _mm512_max_ps(_mm512_abs_ps(x0), _mm512_setzero_ps()));
        __m256 m8 = _mm256_max_ps(_mm512_castps512_ps256(m), _mm256_castpd_ps(_mm512_extractf64x4_pd(_mm512_castps_pd(m), 1)));
#else
        const __m256 sgn = _mm256_set1_ps(-0.0f);
        __m256 m8 = _mm256_setzero_ps();
        for (int k = 0; k < 4; k++) m8 = _mm256_max_ps(_mm256_andnot_ps(sgn, _mm256_loadu_ps(x + 8 * k)), m8);
#endif
        __m128 m4 = _mm_max_ps(_mm256_castps256_ps128(m8), _mm256_extractf128_ps(m8, 1));
        m4 = _mm_max_ps(m4, _mm_movehl_ps(m4, m4));
        m4 = _mm_max_ss(m4, _mm_movehdup_ps(m4));
        const float amax = _mm_cvtss_f32(m4), d = amax / 127.0f, id = amax != 0.0f ? 127.0f / amax : 0.0f;
        const uint16_t dh = (uint16_t)_mm_extract_epi16(_mm_cvtps_ph(_mm_set_ss(d), _MM_FROUND_TO_NEAREST_INT), 0);
        memcpy(y[i].d, &dh, 2);
#if defined(__AVX512F__) && defined(__AVX512BW__)
        const __m512 iv = _mm512_set1_ps(id);
        const __m512i q0 = _mm512_cvtps_epi32(_mm512_mul_ps(x0, iv)), q1 = _mm512_cvtps_epi32(_mm512_mul_ps(x1, iv));
        _mm_storeu_si128((__m128i *)(void *)y[i].qs, _mm512_cvtepi32_epi8(q0));
        _mm_storeu_si128((__m128i *)(void *)(y[i].qs + 16), _mm512_cvtepi32_epi8(q1));
        if (bsum) bsum[i] = _mm512_reduce_add_epi32(_mm512_add_epi32(q0, q1));
#else
        const __m256 iv = _mm256_set1_ps(id);
        const __m256i a = _mm256_cvtps_epi32(_mm256_mul_ps(_mm256_loadu_ps(x), iv));
        const __m256i b = _mm256_cvtps_epi32(_mm256_mul_ps(_mm256_loadu_ps(x + 8), iv));
        const __m256i c = _mm256_cvtps_epi32(_mm256_mul_ps(_mm256_loadu_ps(x + 16), iv));
        const __m256i e = _mm256_cvtps_epi32(_mm256_mul_ps(_mm256_loadu_ps(x + 24), iv));
        /* packs interleave 128-bit lanes: the permute puts the 32 bytes back in order */
        const __m256i q = _mm256_permutevar8x32_epi32(_mm256_packs_epi16(_mm256_packs_epi32(a, b), _mm256_packs_epi32(c, e)),
                                                      _mm256_setr_epi32(0, 4, 1, 5, 2, 6, 3, 7));
        _mm256_storeu_si256((__m256i *)(void *)y[i].qs, q);
        if (bsum) {
            const __m256i t = _mm256_add_epi32(_mm256_add_epi32(a, b), _mm256_add_epi32(c, e));
            __m128i u = _mm_add_epi32(_mm256_castsi256_si128(t), _mm256_extracti128_si256(t, 1));
            u = _mm_add_epi32(u, _mm_shuffle_epi32(u, 0x4e));
            u = _mm_add_epi32(u, _mm_shuffle_epi32(u, 0xb1));
            bsum[i] = _mm_cvtsi128_si32(u);
        }
#endif
    }
}
/* Activation rows -> q8_K, bit-identical to dlgo__qnt_q8_K (scale from the first value of largest magnitude,
   round half to even, codes clamped at 127, i16 sums of 16) */
static void dlgo__quant_q8_K_fast(const float *x, uint8_t *vy, int64_t n) {
#if defined(__AVX512F__) && defined(__AVX512BW__)
    dlgo__block_q8_K *y = (dlgo__block_q8_K *)(void *)vy;
    for (int64_t i = 0; i < n / DLGO__QK_K; i++, x += DLGO__QK_K) {
        __m512 m = _mm512_setzero_ps();
        for (int k = 0; k < 16; k++) m = _mm512_max_ps(_mm512_abs_ps(_mm512_loadu_ps(x + 16 * k)), m);
        const float amax = _mm512_reduce_max_ps(m);
        if (amax == 0.0f) { memset(&y[i], 0, sizeof y[i]); continue; }
        float mx = 0.0f;   /* the first value whose magnitude is amax keeps its sign */
        for (int k = 0; k < 16; k++) {
            const __mmask16 e = _mm512_cmp_ps_mask(_mm512_abs_ps(_mm512_loadu_ps(x + 16 * k)), _mm512_set1_ps(amax), _CMP_EQ_OQ);
            if (e) { int b = 0; while (!((e >> b) & 1)) b++; mx = x[16 * k + b]; break; }
        }
        const float iscale = -127.0f / mx;
        const __m512 is = _mm512_set1_ps(iscale);
        const __m512i c127 = _mm512_set1_epi32(127);
        for (int k = 0; k < 16; k++) {
            const __m512i v = _mm512_min_epi32(_mm512_cvtps_epi32(_mm512_mul_ps(is, _mm512_loadu_ps(x + 16 * k))), c127);
            _mm_storeu_si128((__m128i *)(void *)(y[i].qs + 16 * k), _mm512_cvtepi32_epi8(v));
        }
        /* sums of 16 codes: q + 128 as unsigned bytes, vpsadbw per 8, minus 16 · 128 */
        int16_t bs[16];
        for (int k = 0; k < 4; k++) {
            const __m512i q = _mm512_xor_si512(_mm512_loadu_si512((const void *)(y[i].qs + 64 * k)), _mm512_set1_epi8((char)0x80));
            int64_t t[8];
            _mm512_storeu_si512((void *)t, _mm512_sad_epu8(q, _mm512_setzero_si512()));
            for (int h = 0; h < 4; h++) bs[4 * k + h] = (int16_t)(t[2 * h] + t[2 * h + 1] - 2048);
        }
        memcpy(y[i].bsums, bs, 32);
        dlgo__wrf32(y[i].d, 1.0f / iscale);
    }
#else   /* AVX2: the same steps on 8 floats at a time */
    dlgo__block_q8_K *y = (dlgo__block_q8_K *)(void *)vy;
    const __m256 absmask = _mm256_castsi256_ps(_mm256_set1_epi32(0x7fffffff));
    for (int64_t i = 0; i < n / DLGO__QK_K; i++, x += DLGO__QK_K) {
        __m256 m = _mm256_setzero_ps();
        for (int k = 0; k < 32; k++) m = _mm256_max_ps(_mm256_and_ps(_mm256_loadu_ps(x + 8 * k), absmask), m);
        __m128 h = _mm_max_ps(_mm256_castps256_ps128(m), _mm256_extractf128_ps(m, 1));
        h = _mm_max_ps(h, _mm_movehl_ps(h, h));
        h = _mm_max_ss(h, _mm_shuffle_ps(h, h, 1));
        const float amax = _mm_cvtss_f32(h);
        if (amax == 0.0f) { memset(&y[i], 0, sizeof y[i]); continue; }
        float mx = 0.0f;   /* the first value whose magnitude is amax keeps its sign */
        for (int k = 0; k < 32; k++) {
            const int e = _mm256_movemask_ps(_mm256_cmp_ps(_mm256_and_ps(_mm256_loadu_ps(x + 8 * k), absmask), _mm256_set1_ps(amax), _CMP_EQ_OQ));
            if (e) { int b = 0; while (!((e >> b) & 1)) b++; mx = x[8 * k + b]; break; }
        }
        const float iscale = -127.0f / mx;
        const __m256 is = _mm256_set1_ps(iscale);
        const __m256i c127 = _mm256_set1_epi32(127);
        int16_t bs[16];
        for (int k = 0; k < 8; k++) {   /* 32 codes: 4 x 8 floats -> int32 -> packed bytes (lane order fixed by the permute) */
            __m256i v[4];
            for (int r = 0; r < 4; r++) v[r] = _mm256_min_epi32(_mm256_cvtps_epi32(_mm256_mul_ps(is, _mm256_loadu_ps(x + 32 * k + 8 * r))), c127);
            const __m256i p = _mm256_packs_epi16(_mm256_packs_epi32(v[0], v[1]), _mm256_packs_epi32(v[2], v[3]));
            const __m256i q = _mm256_permutevar8x32_epi32(p, _mm256_setr_epi32(0, 4, 1, 5, 2, 6, 3, 7));
            _mm256_storeu_si256((__m256i *)(void *)(y[i].qs + 32 * k), q);
            /* sums of 16 codes: q + 128 as unsigned bytes, vpsadbw per 8, minus 16 · 128 */
            int64_t t[4];
            _mm256_storeu_si256((__m256i *)(void *)t, _mm256_sad_epu8(_mm256_xor_si256(q, _mm256_set1_epi8((char)0x80)), _mm256_setzero_si256()));
            bs[2 * k] = (int16_t)(t[0] + t[1] - 2048); bs[2 * k + 1] = (int16_t)(t[2] + t[3] - 2048);
        }
        memcpy(y[i].bsums, bs, 32);
        dlgo__wrf32(y[i].d, 1.0f / iscale);
    }
#endif
}

/* loops over a head's registers (up to 32): unrolled fully so the accumulators stay in registers */
#if defined(__clang__)
#  define DLGO__UNROLL32 _Pragma("unroll")
#elif defined(__GNUC__) && __GNUC__ >= 8
#  define DLGO__UNROLL32 _Pragma("GCC unroll 32")
#else
#  define DLGO__UNROLL32
#endif
/* Attention against an f16 cache, head sizes D = 64/128/256 (the others take the per-row helpers below):
   s[j] = K_j · q for n rows krow bytes apart, eight keys per pass so the horizontal sums are shared. */
DLGO__FORCEINLINE void dlgo__att_kq_f16_k(const uint8_t *K, size_t krow, const float *q, int n, float *s, const int D) {
    __m256 qv[32];
    DLGO__UNROLL32 for (int c = 0; c < D / 8; c++) qv[c] = _mm256_loadu_ps(q + 8 * c);
    int j = 0;
    for (; j + 8 <= n; j += 8) {
        __m256 a[8];
        DLGO__UNROLL32 for (int k = 0; k < 8; k++) {
            const uint8_t *kr = K + (size_t)(j + k) * krow;
            __m256 a0 = _mm256_mul_ps(_mm256_cvtph_ps(_mm_loadu_si128((const __m128i *)(const void *)kr)), qv[0]);
            __m256 a1 = _mm256_mul_ps(_mm256_cvtph_ps(_mm_loadu_si128((const __m128i *)(const void *)(kr + 16))), qv[1]);
            DLGO__UNROLL32 for (int c = 2; c < D / 8; c += 2) {
                a0 = _mm256_fmadd_ps(_mm256_cvtph_ps(_mm_loadu_si128((const __m128i *)(const void *)(kr + 16 * c))), qv[c], a0);
                a1 = _mm256_fmadd_ps(_mm256_cvtph_ps(_mm_loadu_si128((const __m128i *)(const void *)(kr + 16 * c + 16))), qv[c + 1], a1);
            }
            a[k] = _mm256_add_ps(a0, a1);
        }
        /* 8 vectors -> their 8 sums */
        const __m256 h01 = _mm256_hadd_ps(a[0], a[1]), h23 = _mm256_hadd_ps(a[2], a[3]);
        const __m256 h45 = _mm256_hadd_ps(a[4], a[5]), h67 = _mm256_hadd_ps(a[6], a[7]);
        const __m256 h0123 = _mm256_hadd_ps(h01, h23), h4567 = _mm256_hadd_ps(h45, h67);
        const __m256 lo = _mm256_permute2f128_ps(h0123, h4567, 0x20), hi = _mm256_permute2f128_ps(h0123, h4567, 0x31);
        _mm256_storeu_ps(s + j, _mm256_add_ps(lo, hi));
    }
    for (; j < n; j++) s[j] = dlgo__dot_f16_f32((const uint16_t *)(const void *)(K + (size_t)j * krow), q, D);
}
/* o[0..D) = Σ_j p[j] · V_j, the same per-element fma order as repeated dlgo__axpy_f16 from zero */
DLGO__FORCEINLINE void dlgo__att_pv_f16_k(float *o, const float *p, const uint8_t *V, size_t vrow, int n, const int D) {
    __m256 acc[32];
    DLGO__UNROLL32 for (int c = 0; c < D / 8; c++) acc[c] = _mm256_setzero_ps();
    for (int j = 0; j < n; j++) {
        const __m256 pj = _mm256_set1_ps(p[j]);
        const uint8_t *vr = V + (size_t)j * vrow;
        DLGO__UNROLL32 for (int c = 0; c < D / 8; c++) acc[c] = _mm256_fmadd_ps(pj, _mm256_cvtph_ps(_mm_loadu_si128((const __m128i *)(const void *)(vr + 16 * c))), acc[c]);
    }
    DLGO__UNROLL32 for (int c = 0; c < D / 8; c++) _mm256_storeu_ps(o + 8 * c, acc[c]);
}
/* e^x for x <= 0 (softmax), Cephes-style: 2^k · p(r) with r = x - k·ln2 split in two parts; within 2 ulp of
   expf, 0 below -87.3 (where expf is subnormal: nothing a softmax sum can see) */
DLGO__FORCEINLINE __m256 dlgo__exp8(__m256 x) {
    const __m256 lo = _mm256_set1_ps(-87.3f);
    const __m256 k = _mm256_round_ps(_mm256_mul_ps(_mm256_max_ps(x, lo), _mm256_set1_ps(1.44269504088896341f)), _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC);
    __m256 r = _mm256_fnmadd_ps(k, _mm256_set1_ps(0.693359375f), _mm256_max_ps(x, lo));
    r = _mm256_fnmadd_ps(k, _mm256_set1_ps(-2.12194440e-4f), r);
    __m256 p = _mm256_set1_ps(1.9875691500e-4f);
    p = _mm256_fmadd_ps(p, r, _mm256_set1_ps(1.3981999507e-3f));
    p = _mm256_fmadd_ps(p, r, _mm256_set1_ps(8.3334519073e-3f));
    p = _mm256_fmadd_ps(p, r, _mm256_set1_ps(4.1665795894e-2f));
    p = _mm256_fmadd_ps(p, r, _mm256_set1_ps(1.6666665459e-1f));
    p = _mm256_fmadd_ps(p, r, _mm256_set1_ps(5.0000001201e-1f));
    p = _mm256_fmadd_ps(p, _mm256_mul_ps(r, r), _mm256_add_ps(r, _mm256_set1_ps(1.0f)));
    const __m256i e = _mm256_slli_epi32(_mm256_add_epi32(_mm256_cvtps_epi32(k), _mm256_set1_epi32(127)), 23);
    return _mm256_and_ps(_mm256_mul_ps(p, _mm256_castsi256_ps(e)), _mm256_cmp_ps(x, lo, _CMP_GE_OQ));
}
/* e^x for any x (arguments above 88 are clamped there: e^88 = 1.65e38 stays finite, so 1 + e^x never turns
   into inf; nothing here divides by such a value where that matters) */
DLGO__FORCEINLINE __m256 dlgo__expx8(__m256 x) { return dlgo__exp8(_mm256_min_ps(x, _mm256_set1_ps(88.0f))); }
/* The FFN activations (scalar forms: dlgo__silu, dlgo__gelu in the forward code), 8 at a time */
DLGO__FORCEINLINE __m256 dlgo__silu8(__m256 x) {
    return _mm256_div_ps(x, _mm256_add_ps(_mm256_set1_ps(1.0f), dlgo__expx8(_mm256_sub_ps(_mm256_setzero_ps(), x))));
}
DLGO__FORCEINLINE __m256 dlgo__f16r8(__m256 x) { return _mm256_cvtph_ps(_mm256_cvtps_ph(x, _MM_FROUND_TO_NEAREST_INT)); }
DLGO__FORCEINLINE __m256 dlgo__gelu8(__m256 x) {
    const __m256 xh = dlgo__f16r8(x), one = _mm256_set1_ps(1.0f);
    const __m256 u = _mm256_mul_ps(_mm256_mul_ps(_mm256_set1_ps(0.7978845608028654f), xh),
                                   _mm256_add_ps(one, _mm256_mul_ps(_mm256_mul_ps(_mm256_set1_ps(0.044715f), xh), xh)));
    /* tanh u = ±(1 - q), q = 2t / (1 + t), t = e^-2|u|: q is accurate to a few ulp and the last subtraction
       rounds once, so th is (almost always) the correctly rounded tanh that tanhf gives */
    const __m256 au = _mm256_andnot_ps(_mm256_set1_ps(-0.0f), u), t = dlgo__exp8(_mm256_mul_ps(_mm256_set1_ps(-2.0f), au));
    const __m256 q = _mm256_div_ps(_mm256_add_ps(t, t), _mm256_add_ps(one, t));
    const __m256 th = _mm256_blendv_ps(_mm256_sub_ps(one, q), _mm256_sub_ps(q, one), _mm256_cmp_ps(u, _mm256_setzero_ps(), _CMP_LT_OQ));
    __m256 y = dlgo__f16r8(_mm256_mul_ps(_mm256_mul_ps(_mm256_set1_ps(0.5f), xh), _mm256_add_ps(one, th)));
    y = _mm256_blendv_ps(y, x, _mm256_cmp_ps(x, _mm256_set1_ps(10.0f), _CMP_GE_OQ));
    return _mm256_andnot_ps(_mm256_cmp_ps(x, _mm256_set1_ps(-10.0f), _CMP_LE_OQ), y);
}
/* y[i] *= act(g[i]) (silu: gelu = 0; gelu: 1), or y[i] = act(y[i]) with g NULL; the tail runs the scalar form */
static void dlgo__act_n(float *y, const float *g, size_t n, int gelu, float (*scalar)(float)) {
    size_t i = 0;
    for (; i + 8 <= n; i += 8) {
        const __m256 a = _mm256_loadu_ps(g ? g + i : y + i), v = gelu ? dlgo__gelu8(a) : dlgo__silu8(a);
        _mm256_storeu_ps(y + i, g ? _mm256_mul_ps(_mm256_loadu_ps(y + i), v) : v);
    }
    for (; i < n; i++) y[i] = g ? y[i] * scalar(g[i]) : scalar(y[i]);
}
/* s[j] = e^(s[j] - mx) for j < n; returns Σ in double (as the scalar softmax) */
static double dlgo__att_exp(float *s, int n, float mx) {
    const __m256 m = _mm256_set1_ps(mx);
    __m256d a0 = _mm256_setzero_pd(), a1 = _mm256_setzero_pd();
    int j = 0;
    for (; j + 8 <= n; j += 8) {
        const __m256 e = dlgo__exp8(_mm256_sub_ps(_mm256_loadu_ps(s + j), m));
        _mm256_storeu_ps(s + j, e);
        a0 = _mm256_add_pd(a0, _mm256_cvtps_pd(_mm256_castps256_ps128(e)));
        a1 = _mm256_add_pd(a1, _mm256_cvtps_pd(_mm256_extractf128_ps(e, 1)));
    }
    double t[4], sum;
    _mm256_storeu_pd(t, _mm256_add_pd(a0, a1));
    sum = (t[0] + t[1]) + (t[2] + t[3]);
    for (; j < n; j++) { s[j] = expf(s[j] - mx); sum += s[j]; }
    return sum;
}
/* s[j] *= scale for j < n; returns the max */
static float dlgo__att_scale_max(float *s, int n, float scale) {
    const __m256 sc = _mm256_set1_ps(scale);
    __m256 m = _mm256_set1_ps(-INFINITY);
    int j = 0;
    for (; j + 8 <= n; j += 8) {
        const __m256 z = _mm256_mul_ps(_mm256_loadu_ps(s + j), sc);
        _mm256_storeu_ps(s + j, z);
        m = _mm256_max_ps(z, m);   /* keeps m where z is NaN, as the scalar compare */
    }
    __m128 m4 = _mm_max_ps(_mm256_castps256_ps128(m), _mm256_extractf128_ps(m, 1));
    m4 = _mm_max_ps(m4, _mm_movehl_ps(m4, m4));
    m4 = _mm_max_ss(m4, _mm_movehdup_ps(m4));
    float mx = _mm_cvtss_f32(m4);
    for (; j < n; j++) { s[j] *= scale; if (s[j] > mx) mx = s[j]; }
    return mx;
}
static void dlgo__att_kq_f16(const uint8_t *K, size_t krow, const float *q, int d, int n, float *s) {
    if (d == 64) dlgo__att_kq_f16_k(K, krow, q, n, s, 64);
    else if (d == 128) dlgo__att_kq_f16_k(K, krow, q, n, s, 128);
    else if (d == 256) dlgo__att_kq_f16_k(K, krow, q, n, s, 256);
    else for (int j = 0; j < n; j++) s[j] = dlgo__dot_f16_f32((const uint16_t *)(const void *)(K + (size_t)j * krow), q, d);
}
static void dlgo__att_pv_f16(float *o, const float *p, const uint8_t *V, size_t vrow, int n, int d) {
    if (d == 64) dlgo__att_pv_f16_k(o, p, V, vrow, n, 64);
    else if (d == 128) dlgo__att_pv_f16_k(o, p, V, vrow, n, 128);
    else {
        for (int i = 0; i < d; i++) o[i] = 0;
        for (int j = 0; j < n; j++) dlgo__axpy_f16(o, p[j], (const uint16_t *)(const void *)(V + (size_t)j * vrow), d);
    }
}

/* ==========================================================================================================
   >>simd-avx2-iq — AVX2 kernels of the grid i-quants (IQ2_XXS, IQ2_XS, IQ2_S, IQ3_XXS, IQ3_S, IQ1_S, IQ1_M)

   Each 32-code sub-block is unpacked once per weight block into unsigned grid magnitudes (one 64-bit grid
   entry per 8 codes, or 32-bit per 4) and a ±1 byte vector of signs; each token then costs one sign, one
   vpmaddubsw and one vpmaddwd with the sub-block scale. Magnitudes are at most 62 (iq3) and activations
   |q8| <= 127, so a byte pair never saturates int16. IQ1's ±1/0 grid with its ±1/8 shift becomes the
   integer 8·g ± 1 (|w| <= 9), the 1/8 applied once with the block scale.
   ========================================================================================================== */
/* ksigns_iq2xs expanded: byte j = -1 where bit j of the 8-bit sign pattern is set, else +1 (_mm256_sign_epi8) */
static const uint64_t dlgo__iq_sign8[128] = {
    0x0101010101010101, 0xff010101010101ff, 0xff0101010101ff01, 0x010101010101ffff,
    0xff01010101ff0101, 0x0101010101ff01ff, 0x0101010101ffff01, 0xff01010101ffffff,
    0xff010101ff010101, 0x01010101ff0101ff, 0x01010101ff01ff01, 0xff010101ff01ffff,
    0x01010101ffff0101, 0xff010101ffff01ff, 0xff010101ffffff01, 0x01010101ffffffff,
    0xff0101ff01010101, 0x010101ff010101ff, 0x010101ff0101ff01, 0xff0101ff0101ffff,
    0x010101ff01ff0101, 0xff0101ff01ff01ff, 0xff0101ff01ffff01, 0x010101ff01ffffff,
    0x010101ffff010101, 0xff0101ffff0101ff, 0xff0101ffff01ff01, 0x010101ffff01ffff,
    0xff0101ffffff0101, 0x010101ffffff01ff, 0x010101ffffffff01, 0xff0101ffffffffff,
    0xff01ff0101010101, 0x0101ff01010101ff, 0x0101ff010101ff01, 0xff01ff010101ffff,
    0x0101ff0101ff0101, 0xff01ff0101ff01ff, 0xff01ff0101ffff01, 0x0101ff0101ffffff,
    0x0101ff01ff010101, 0xff01ff01ff0101ff, 0xff01ff01ff01ff01, 0x0101ff01ff01ffff,
    0xff01ff01ffff0101, 0x0101ff01ffff01ff, 0x0101ff01ffffff01, 0xff01ff01ffffffff,
    0x0101ffff01010101, 0xff01ffff010101ff, 0xff01ffff0101ff01, 0x0101ffff0101ffff,
    0xff01ffff01ff0101, 0x0101ffff01ff01ff, 0x0101ffff01ffff01, 0xff01ffff01ffffff,
    0xff01ffffff010101, 0x0101ffffff0101ff, 0x0101ffffff01ff01, 0xff01ffffff01ffff,
    0x0101ffffffff0101, 0xff01ffffffff01ff, 0xff01ffffffffff01, 0x0101ffffffffffff,
    0xffff010101010101, 0x01ff0101010101ff, 0x01ff01010101ff01, 0xffff01010101ffff,
    0x01ff010101ff0101, 0xffff010101ff01ff, 0xffff010101ffff01, 0x01ff010101ffffff,
    0x01ff0101ff010101, 0xffff0101ff0101ff, 0xffff0101ff01ff01, 0x01ff0101ff01ffff,
    0xffff0101ffff0101, 0x01ff0101ffff01ff, 0x01ff0101ffffff01, 0xffff0101ffffffff,
    0x01ff01ff01010101, 0xffff01ff010101ff, 0xffff01ff0101ff01, 0x01ff01ff0101ffff,
    0xffff01ff01ff0101, 0x01ff01ff01ff01ff, 0x01ff01ff01ffff01, 0xffff01ff01ffffff,
    0xffff01ffff010101, 0x01ff01ffff0101ff, 0x01ff01ffff01ff01, 0xffff01ffff01ffff,
    0x01ff01ffffff0101, 0xffff01ffffff01ff, 0xffff01ffffffff01, 0x01ff01ffffffffff,
    0x01ffff0101010101, 0xffffff01010101ff, 0xffffff010101ff01, 0x01ffff010101ffff,
    0xffffff0101ff0101, 0x01ffff0101ff01ff, 0x01ffff0101ffff01, 0xffffff0101ffffff,
    0xffffff01ff010101, 0x01ffff01ff0101ff, 0x01ffff01ff01ff01, 0xffffff01ff01ffff,
    0x01ffff01ffff0101, 0xffffff01ffff01ff, 0xffffff01ffffff01, 0x01ffff01ffffffff,
    0xffffffff01010101, 0x01ffffff010101ff, 0x01ffffff0101ff01, 0xffffffff0101ffff,
    0x01ffffff01ff0101, 0xffffffff01ff01ff, 0xffffffff01ffff01, 0x01ffffff01ffffff,
    0x01ffffffff010101, 0xffffffffff0101ff, 0xffffffffff01ff01, 0x01ffffffff01ffff,
    0xffffffffffff0101, 0x01ffffffffff01ff, 0x01ffffffffffff01, 0xffffffffffffffff,
};
DLGO__FORCEINLINE __m256i dlgo__iq_set64(uint64_t a, uint64_t b, uint64_t c, uint64_t d) {
    return _mm256_set_epi64x((long long)d, (long long)c, (long long)b, (long long)a);
}
/* 8 grid entries of 4 codes (scalar loads: cheaper than vpgatherdd on current cores) */
DLGO__FORCEINLINE __m256i dlgo__iq_set32(const uint32_t *g, int a, int b, int c, int d, int e, int f, int h, int k) {
    return _mm256_setr_epi32((int)g[a], (int)g[b], (int)g[c], (int)g[d], (int)g[e], (int)g[f], (int)g[h], (int)g[k]);
}
/* bit j of 32 sign bits set -> byte j = -1, else +1 */
DLGO__FORCEINLINE __m256i dlgo__iq_sign32(uint32_t bits) { return _mm256_or_si256(dlgo__bits32(bits), _mm256_set1_epi8(1)); }
/* the four 7-bit sign groups of an iq2_xxs / iq3_xxs word, with the parity bit from the table */
DLGO__FORCEINLINE __m256i dlgo__iq_sign7x4(uint32_t aux) {
    return dlgo__iq_set64(dlgo__iq_sign8[aux & 127], dlgo__iq_sign8[(aux >> 7) & 127], dlgo__iq_sign8[(aux >> 14) & 127],
                          dlgo__iq_sign8[(aux >> 21) & 127]);
}
/* sumi[t] += Σ_pairs scale · (|w| · sign(q8_t, s)) over the 32 codes at offset off of block i */
DLGO__FORCEINLINE void dlgo__iq_tok(__m256i *sumi, const uint8_t *act, size_t arow, int64_t i, int off, __m256i w, __m256i s,
                                    __m256i sc, const int nt) {
    DLGO__UNROLL for (int t = 0; t < nt; t++) {
        const int8_t *q8 = ((const dlgo__block_q8_K *)(const void *)(act + (size_t)t * arow))[i].qs + off;
        sumi[t] = _mm256_add_epi32(sumi[t], _mm256_madd_epi16(_mm256_maddubs_epi16(w, _mm256_sign_epi8(dlgo__load32(q8), s)), sc));
    }
}
DLGO__FORCEINLINE void dlgo__iq_fin(__m256 *acc, const __m256i *sumi, const uint8_t *act, size_t arow, int64_t i, float d, const int nt) {
    DLGO__UNROLL for (int t = 0; t < nt; t++) {
        const dlgo__block_q8_K *y = (const dlgo__block_q8_K *)(const void *)(act + (size_t)t * arow) + i;
        acc[t] = _mm256_fmadd_ps(_mm256_set1_ps(d * dlgo__f32_x(y->d)), _mm256_cvtepi32_ps(sumi[t]), acc[t]);
    }
}
DLGO__FORCEINLINE void dlgo__iq_out(float *out, const __m256 *acc, float f, const int nt) {
    DLGO__UNROLL for (int t = 0; t < nt; t++) out[t] = f * dlgo__hsum8(acc[t]);
}
/* opens a kernel's loop over weight blocks with zeroed per-token sums; the kernel body closes it */
#define DLGO__IQ_BEGIN(block_t)                                                                                  \
    const block_t *x = (const block_t *)vw;                                                                      \
    __m256 acc[DLGO__NT];                                                                                        \
    DLGO__UNROLL for (int t = 0; t < nt; t++) acc[t] = _mm256_setzero_ps();                                      \
    for (int64_t i = 0; i < n / DLGO__QK_K; i++) {                                                               \
        __m256i sumi[DLGO__NT];                                                                                  \
        DLGO__UNROLL for (int t = 0; t < nt; t++) sumi[t] = _mm256_setzero_si256();

/* iq2_xxs: per 32 codes 4 grid bytes, then a word of 4x7 sign bits and a 4-bit scale */
DLGO__FORCEINLINE void dlgo__simd_iq2_xxs_k(const void *vw, const uint8_t *act, size_t arow, int64_t n, float *out, const int nt) {
    DLGO__IQ_BEGIN(dlgo__block_iq2_xxs)
        for (int ib = 0; ib < 8; ib++) {
            const uint8_t *q = x[i].qs + 8 * ib;
            const uint32_t aux = dlgo__rd32(q + 4);
            const __m256i w = dlgo__iq_set64(dlgo__iq2xxs_grid[q[0]], dlgo__iq2xxs_grid[q[1]], dlgo__iq2xxs_grid[q[2]], dlgo__iq2xxs_grid[q[3]]);
            dlgo__iq_tok(sumi, act, arow, i, 32 * ib, w, dlgo__iq_sign7x4(aux), _mm256_set1_epi16((short)(2 * (aux >> 28) + 1)), nt);
        }
        dlgo__iq_fin(acc, sumi, act, arow, i, dlgo__h2f_x(x[i].d), nt);
    }
    dlgo__iq_out(out, acc, 0.125f, nt);
}
DLGO__DOTN_WRAP(dlgo__simd_iq2_xxs)

/* iq3_xxs: 8 grid bytes (4 codes each) per 32, then the same sign-and-scale words as iq2_xxs */
DLGO__FORCEINLINE void dlgo__simd_iq3_xxs_k(const void *vw, const uint8_t *act, size_t arow, int64_t n, float *out, const int nt) {
    DLGO__IQ_BEGIN(dlgo__block_iq3_xxs)
        const uint8_t *q3 = x[i].qs, *sas = x[i].qs + 64;
        for (int ib = 0; ib < 8; ib++, q3 += 8) {
            const uint32_t aux = dlgo__rd32(sas + 4 * ib);
            const __m256i w = dlgo__iq_set32(dlgo__iq3xxs_grid, q3[0], q3[1], q3[2], q3[3], q3[4], q3[5], q3[6], q3[7]);
            dlgo__iq_tok(sumi, act, arow, i, 32 * ib, w, dlgo__iq_sign7x4(aux), _mm256_set1_epi16((short)(2 * (aux >> 28) + 1)), nt);
        }
        dlgo__iq_fin(acc, sumi, act, arow, i, dlgo__h2f_x(x[i].d), nt);
    }
    dlgo__iq_out(out, acc, 0.25f, nt);
}
DLGO__DOTN_WRAP(dlgo__simd_iq3_xxs)

/* iq2_xs: 16-bit codes (9-bit grid index, 7 sign bits), a 4-bit scale per 16 */
DLGO__FORCEINLINE void dlgo__simd_iq2_xs_k(const void *vw, const uint8_t *act, size_t arow, int64_t n, float *out, const int nt) {
    DLGO__IQ_BEGIN(dlgo__block_iq2_xs)
        for (int ib = 0; ib < 8; ib++) {
            const uint8_t *q = x[i].qs + 8 * ib;
            const uint16_t q0 = dlgo__rd16(q), q1 = dlgo__rd16(q + 2), q2 = dlgo__rd16(q + 4), q3 = dlgo__rd16(q + 6);
            const __m256i w = dlgo__iq_set64(dlgo__iq2xs_grid[q0 & 511], dlgo__iq2xs_grid[q1 & 511], dlgo__iq2xs_grid[q2 & 511], dlgo__iq2xs_grid[q3 & 511]);
            const __m256i s = dlgo__iq_set64(dlgo__iq_sign8[q0 >> 9], dlgo__iq_sign8[q1 >> 9], dlgo__iq_sign8[q2 >> 9], dlgo__iq_sign8[q3 >> 9]);
            const int sc = x[i].scales[ib];
            dlgo__iq_tok(sumi, act, arow, i, 32 * ib, w, s, dlgo__sc2(2 * (sc & 15) + 1, 2 * (sc >> 4) + 1), nt);
        }
        dlgo__iq_fin(acc, sumi, act, arow, i, dlgo__h2f_x(x[i].d), nt);
    }
    dlgo__iq_out(out, acc, 0.125f, nt);
}
DLGO__DOTN_WRAP(dlgo__simd_iq2_xs)

/* iq3_s: 9-bit grid indices (8 low bits in qs, the 9th in qh), explicit sign bytes, a 4-bit scale per 32 */
DLGO__FORCEINLINE void dlgo__simd_iq3_s_k(const void *vw, const uint8_t *act, size_t arow, int64_t n, float *out, const int nt) {
    const __m256i shr = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), bit8 = _mm256_set1_epi32(256);
    DLGO__IQ_BEGIN(dlgo__block_iq3_s)
        const uint8_t *qs = x[i].qs;
        for (int ib = 0; ib < 8; ib++, qs += 8) {
            /* index k = qs[k] | (bit k of qh[ib]) << 8, built in a vector and read back: vpgatherdd is slow on some
               cores (2x slower decode in an AVX-512 build here), scalar index arithmetic is the other cost */
            const __m256i hi = _mm256_and_si256(_mm256_srlv_epi32(_mm256_set1_epi32(x[i].qh[ib] << 8), shr), bit8);
            const __m256i idx = _mm256_or_si256(_mm256_cvtepu8_epi32(_mm_loadl_epi64((const __m128i *)(const void *)qs)), hi);
            int32_t ix[8];
            _mm256_storeu_si256((__m256i *)(void *)ix, idx);
            const __m256i w = dlgo__iq_set32(dlgo__iq3s_grid, ix[0], ix[1], ix[2], ix[3], ix[4], ix[5], ix[6], ix[7]);
            const int sc = (x[i].scales[ib / 2] >> (4 * (ib % 2))) & 15;
            dlgo__iq_tok(sumi, act, arow, i, 32 * ib, w, dlgo__iq_sign32(dlgo__rd32(x[i].signs + 4 * ib)),
                         _mm256_set1_epi16((short)(2 * sc + 1)), nt);
        }
        dlgo__iq_fin(acc, sumi, act, arow, i, dlgo__h2f_x(x[i].d), nt);
    }
    dlgo__iq_out(out, acc, 1.0f, nt);
}
DLGO__DOTN_WRAP(dlgo__simd_iq3_s)

/* iq2_s: 10-bit grid indices (2 high bits per code in qh), explicit sign bytes, a 4-bit scale per 16 */
DLGO__FORCEINLINE void dlgo__simd_iq2_s_k(const void *vw, const uint8_t *act, size_t arow, int64_t n, float *out, const int nt) {
    DLGO__IQ_BEGIN(dlgo__block_iq2_s)
        const uint8_t *qs = x[i].qs;
        for (int ib = 0; ib < 8; ib++, qs += 4) {
            const int qh = x[i].qh[ib];
            const __m256i w = dlgo__iq_set64(dlgo__iq2s_grid[qs[0] | ((qh << 8) & 0x300)], dlgo__iq2s_grid[qs[1] | ((qh << 6) & 0x300)],
                                             dlgo__iq2s_grid[qs[2] | ((qh << 4) & 0x300)], dlgo__iq2s_grid[qs[3] | ((qh << 2) & 0x300)]);
            const int sc = x[i].scales[ib];
            dlgo__iq_tok(sumi, act, arow, i, 32 * ib, w, dlgo__iq_sign32(dlgo__rd32(x[i].qs + 32 + 4 * ib)),
                         dlgo__sc2(2 * (sc & 15) + 1, 2 * (sc >> 4) + 1), nt);
        }
        dlgo__iq_fin(acc, sumi, act, arow, i, dlgo__h2f_x(x[i].d), nt);
    }
    dlgo__iq_out(out, acc, 0.125f, nt);
}
DLGO__DOTN_WRAP(dlgo__simd_iq2_s)

/* iq1 weights as the integer 8·g + delta (g in -1/0/+1, delta ±1): never 0, so sign(q8, w) and |w| stay exact */
DLGO__FORCEINLINE __m256i dlgo__iq1_w8(uint64_t g0, uint64_t g1, uint64_t g2, uint64_t g3, __m256i delta) {
    return _mm256_add_epi8(_mm256_sign_epi8(_mm256_set1_epi8(8), dlgo__iq_set64(g0, g1, g2, g3)), delta);
}
DLGO__FORCEINLINE void dlgo__iq1_tok(__m256i *sumi, const uint8_t *act, size_t arow, int64_t i, int off, __m256i w8, __m256i sc, const int nt) {
    dlgo__iq_tok(sumi, act, arow, i, off, _mm256_abs_epi8(w8), w8, sc, nt);
}
/* iq1_s: 11-bit indices (3 high bits per code and a 3-bit scale and the delta sign in a u16 per 32) */
DLGO__FORCEINLINE void dlgo__simd_iq1_s_k(const void *vw, const uint8_t *act, size_t arow, int64_t n, float *out, const int nt) {
    DLGO__IQ_BEGIN(dlgo__block_iq1_s)
        const uint8_t *qs = x[i].qs;
        for (int ib = 0; ib < 8; ib++, qs += 4) {
            const int qh = dlgo__rd16(x[i].qh + 2 * ib);
            const __m256i w8 = dlgo__iq1_w8(dlgo__iq1s_grid[qs[0] | ((qh << 8) & 0x700)], dlgo__iq1s_grid[qs[1] | ((qh << 5) & 0x700)],
                                            dlgo__iq1s_grid[qs[2] | ((qh << 2) & 0x700)], dlgo__iq1s_grid[qs[3] | ((qh >> 1) & 0x700)],
                                            _mm256_set1_epi8(qh & 0x8000 ? -1 : 1));
            dlgo__iq1_tok(sumi, act, arow, i, 32 * ib, w8, _mm256_set1_epi16((short)(2 * ((qh >> 12) & 7) + 1)), nt);
        }
        dlgo__iq_fin(acc, sumi, act, arow, i, dlgo__h2f_x(x[i].d), nt);
    }
    dlgo__iq_out(out, acc, DLGO__IQ1S_DELTA, nt);
}
DLGO__DOTN_WRAP(dlgo__simd_iq1_s)

/* iq1_m: like iq1_s with the delta sign per 8 codes and a 3-bit scale per 16; d is spread over the scales */
DLGO__FORCEINLINE void dlgo__simd_iq1_m_k(const void *vw, const uint8_t *act, size_t arow, int64_t n, float *out, const int nt) {
    const __m256i dsh = _mm256_setr_epi64x(60, 56, 52, 48);
    DLGO__IQ_BEGIN(dlgo__block_iq1_m)
        const uint8_t *qs = x[i].qs, *qh = x[i].qh;
        for (int ib = 0; ib < 8; ib++, qs += 4, qh += 2) {
            const int sc = dlgo__rd16(x[i].scales + 2 * (ib / 2)) >> (6 * (ib % 2));
            const int h0 = qh[0], h1 = qh[1];
            /* delta sign bits 3, 7, 11, 15 of the u16 moved to bit 63 of each 8-code qword: -1 where set, else +1 */
            const __m256i hs = _mm256_sllv_epi64(_mm256_set1_epi64x(h0 | h1 << 8), dsh);
            const __m256i delta = _mm256_or_si256(_mm256_cmpgt_epi64(_mm256_setzero_si256(), hs), _mm256_set1_epi8(1));
            const __m256i w8 = dlgo__iq1_w8(dlgo__iq1s_grid[qs[0] | ((h0 << 8) & 0x700)], dlgo__iq1s_grid[qs[1] | ((h0 << 4) & 0x700)],
                                            dlgo__iq1s_grid[qs[2] | ((h1 << 8) & 0x700)], dlgo__iq1s_grid[qs[3] | ((h1 << 4) & 0x700)], delta);
            dlgo__iq1_tok(sumi, act, arow, i, 32 * ib, w8, dlgo__sc2(2 * (sc & 7) + 1, 2 * ((sc >> 3) & 7) + 1), nt);
        }
        dlgo__iq_fin(acc, sumi, act, arow, i, dlgo__iq1m_d(x[i].scales), nt);
    }
    dlgo__iq_out(out, acc, DLGO__IQ1M_DELTA, nt);
}
DLGO__DOTN_WRAP(dlgo__simd_iq1_m)
#undef DLGO__IQ_BEGIN

static dlgo__dotn_fn dlgo__simd_kernel_iq(int type) {
    switch (type) {
    case DLGO_TYPE_IQ2_XXS: return dlgo__simd_iq2_xxs;
    case DLGO_TYPE_IQ2_XS: return dlgo__simd_iq2_xs;
    case DLGO_TYPE_IQ2_S: return dlgo__simd_iq2_s;
    case DLGO_TYPE_IQ3_XXS: return dlgo__simd_iq3_xxs;
    case DLGO_TYPE_IQ3_S: return dlgo__simd_iq3_s;
    case DLGO_TYPE_IQ1_S: return dlgo__simd_iq1_s;
    case DLGO_TYPE_IQ1_M: return dlgo__simd_iq1_m;
    default: return NULL;
    }
}
/* ==========================================================================================================
   >>simd-avx2-lowbit — AVX2 kernels of the ternary types (TQ1_0, TQ2_0 against q8_K), Q1_0 / Q2_0 and NVFP4 (q8_0)

   Ternary codes c in 0..2 (tq2_0 also admits 3) stay unsigned for vpmaddubsw, the weight is c - 1: the -1
   comes back through q8_K's block sums, Σ(c-1)·y = Σc·y - Σy. Per 16-bit lane, 8 pair sums (|c·y| pairs
   <= 3·128·2) plus a block sum stay below 8200, so a whole 256-block sums in int16 before one vpmaddwd.
   ========================================================================================================== */
/* Σ(c-1)·y over a 256-block from its 8 code registers (element 32k + m in byte m of register k); vpdpbusd
   (VNNI) measured no faster than these 16-bit sums */
DLGO__FORCEINLINE __m256i dlgo__tq_sum(const __m256i q[8], const dlgo__block_q8_K *y) {
    __m256i p[4];
    DLGO__UNROLL for (int k = 0; k < 4; k++)
        p[k] = _mm256_add_epi16(_mm256_maddubs_epi16(q[2 * k], dlgo__load32(y->qs + 64 * k)),
                                _mm256_maddubs_epi16(q[2 * k + 1], dlgo__load32(y->qs + 64 * k + 32)));
    const __m256i s16 = _mm256_sub_epi16(_mm256_add_epi16(_mm256_add_epi16(p[0], p[1]), _mm256_add_epi16(p[2], p[3])), dlgo__load32(y->bsums));
    return _mm256_madd_epi16(s16, _mm256_set1_epi16(1));
}
DLGO__FORCEINLINE void dlgo__simd_tq2_0_k(const void *vw, const uint8_t *act, size_t arow, int64_t n, float *out, const int nt) {
    const dlgo__block_tq2_0 *x = (const dlgo__block_tq2_0 *)vw;
    const __m256i m3 = _mm256_set1_epi8(3);
    __m256 acc[DLGO__NT];
    DLGO__UNROLL for (int t = 0; t < nt; t++) acc[t] = _mm256_setzero_ps();
    for (int64_t i = 0; i < n / DLGO__QK_K; i++) {
        __m256i q[8];
        DLGO__UNROLL for (int c = 0; c < 2; c++) {   /* byte m of half c holds elements 128c + 32l + m, 2 bits each */
            const __m256i q2 = dlgo__load32(x[i].qs + 32 * c);
            q[4 * c] = _mm256_and_si256(q2, m3);
            q[4 * c + 1] = _mm256_and_si256(_mm256_srli_epi16(q2, 2), m3);
            q[4 * c + 2] = _mm256_and_si256(_mm256_srli_epi16(q2, 4), m3);
            q[4 * c + 3] = _mm256_and_si256(_mm256_srli_epi16(q2, 6), m3);
        }
        const float d = dlgo__h2f_x(x[i].d);
        DLGO__UNROLL for (int t = 0; t < nt; t++) {
            const dlgo__block_q8_K *y = (const dlgo__block_q8_K *)(const void *)(act + (size_t)t * arow) + i;
            acc[t] = _mm256_fmadd_ps(_mm256_set1_ps(d * dlgo__f32_x(y->d)), _mm256_cvtepi32_ps(dlgo__tq_sum(q, y)), acc[t]);
        }
    }
    DLGO__UNROLL for (int t = 0; t < nt; t++) out[t] = dlgo__hsum8(acc[t]);
}
DLGO__DOTN_WRAP(dlgo__simd_tq2_0)

/* tq1_0: trit k of byte b is (3q) >> 8 with q = b·3^k mod 256, i.e. (q >= 86) + (q >= 171). Bytes are kept as
   q ^ 0x80 for the signed compares; ×3 mod 256 maps q + 128 to 3q + 128, so the ×3 chain stays in that form. */
DLGO__FORCEINLINE __m256i dlgo__x3_8(__m256i v) { return _mm256_add_epi8(_mm256_add_epi8(v, v), v); }
DLGO__FORCEINLINE __m128i dlgo__x3_8h(__m128i v) { return _mm_add_epi8(_mm_add_epi8(v, v), v); }
DLGO__FORCEINLINE __m256i dlgo__trit8(__m256i s) {
    const __m256i a = _mm256_cmpgt_epi8(s, _mm256_set1_epi8(-43)), b = _mm256_cmpgt_epi8(s, _mm256_set1_epi8(42));
    return _mm256_abs_epi8(_mm256_add_epi8(a, b));
}
DLGO__FORCEINLINE void dlgo__simd_tq1_0_k(const void *vw, const uint8_t *act, size_t arow, int64_t n, float *out, const int nt) {
    const dlgo__block_tq1_0 *x = (const dlgo__block_tq1_0 *)vw;
    const __m256i sgn = _mm256_set1_epi8((char)0x80);
    __m256 acc[DLGO__NT];
    DLGO__UNROLL for (int t = 0; t < nt; t++) acc[t] = _mm256_setzero_ps();
    for (int64_t i = 0; i < n / DLGO__QK_K; i++) {
        __m256i w[8];
        /* qs[0..31], trits 0..4 -> elements 32k + m */
        __m256i s = _mm256_xor_si256(dlgo__load32(x[i].qs), sgn);
        w[0] = dlgo__trit8(s);
        DLGO__UNROLL for (int k = 1; k < 5; k++) { s = dlgo__x3_8(s); w[k] = dlgo__trit8(s); }
        /* qs[32..47], trits 0..4 -> elements 160 + 16k + m: two trits per register (×1 | ×3, ×9 | ×27, ×81 | qh) */
        __m256i b = _mm256_xor_si256(_mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(const void *)(x[i].qs + 32))), sgn);
        b = _mm256_blend_epi32(b, dlgo__x3_8(b), 0xf0);
        w[5] = dlgo__trit8(b);
        b = dlgo__x3_8(dlgo__x3_8(b));
        w[6] = dlgo__trit8(b);
        b = dlgo__x3_8(dlgo__x3_8(b));
        /* qh[0..3], trits 0..3 -> elements 240 + 4k + m: dword k of the broadcast times 3^k */
        __m128i h = _mm_xor_si128(_mm_set1_epi32((int)dlgo__rd32(x[i].qh)), _mm256_castsi256_si128(sgn));
        const __m128i h3 = dlgo__x3_8h(h), h9 = dlgo__x3_8h(h3), h27 = dlgo__x3_8h(h9);
        h = _mm_blend_epi32(_mm_blend_epi32(_mm_blend_epi32(h, h3, 2), h9, 4), h27, 8);
        w[7] = dlgo__trit8(_mm256_inserti128_si256(b, h, 1));
        const float d = dlgo__h2f_x(x[i].d);
        DLGO__UNROLL for (int t = 0; t < nt; t++) {
            const dlgo__block_q8_K *y = (const dlgo__block_q8_K *)(const void *)(act + (size_t)t * arow) + i;
            acc[t] = _mm256_fmadd_ps(_mm256_set1_ps(d * dlgo__f32_x(y->d)), _mm256_cvtepi32_ps(dlgo__tq_sum(w, y)), acc[t]);
        }
    }
    DLGO__UNROLL for (int t = 0; t < nt; t++) out[t] = dlgo__hsum8(acc[t]);
}
DLGO__DOTN_WRAP(dlgo__simd_tq1_0)

/* 4 q8_0 blocks (128 activations) per step, as in q1_0 (written out there: gcc schedules it better). s[k]: 16-bit
   pair sums of block k; two vphaddw leave 8 products a lane (|w| <= 12: at most 12192), and int32 lane j of
   each half then holds block j's sum, so one vector of the 4 scales serves them all. */
DLGO__FORCEINLINE __m256i dlgo__sum4x(const __m256i s[4]) {
    return _mm256_madd_epi16(_mm256_hadd_epi16(_mm256_hadd_epi16(s[0], s[1]), _mm256_hadd_epi16(s[2], s[3])), _mm256_set1_epi16(1));
}
DLGO__FORCEINLINE __m128 dlgo__q8_0_d4(const dlgo__block_q8_0 *a, const dlgo__block_q8_0 *b, const dlgo__block_q8_0 *c, const dlgo__block_q8_0 *d) {
    const uint64_t h = (uint64_t)dlgo__rd16(a->d) | (uint64_t)dlgo__rd16(b->d) << 16 | (uint64_t)dlgo__rd16(c->d) << 32 | (uint64_t)dlgo__rd16(d->d) << 48;
    return _mm_cvtph_ps(_mm_cvtsi64_si128((long long)h));
}
/* q1_0: weight ±1 per bit. or(bit mask, 1) is -1 where the bit is set, so the signed sum is negated and
   subtracted (q8_0 activations stay within ±127, so negating them is exact) */
DLGO__FORCEINLINE void dlgo__simd_q1_0_k(const void *vw, const uint8_t *act, size_t arow, int64_t n, float *out, const int nt) {
    const dlgo__block_q1_0 *x = (const dlgo__block_q1_0 *)vw;
    const __m256i one = _mm256_set1_epi8(1), sel = _mm256_set1_epi64x((long long)0x8040201008040201ULL);
    const __m256i rep = _mm256_setr_epi8(0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3);
    __m256 acc[DLGO__NT];
    DLGO__UNROLL for (int t = 0; t < nt; t++) acc[t] = _mm256_setzero_ps();
    for (int64_t i = 0; i < n / 128; i++) {
        const float dx = dlgo__h2f_x(x[i].d);
        const __m256i v = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(const void *)x[i].qs));
        __m256i sg[4];
        DLGO__UNROLL for (int k = 0; k < 4; k++) {
            /* byte j of quarter k: 0xff where bit j of the 32-bit word k is set; | 1 makes it -1 / +1 */
            const __m256i b = _mm256_shuffle_epi8(v, _mm256_add_epi8(rep, _mm256_set1_epi8((char)(4 * k))));
            sg[k] = _mm256_or_si256(_mm256_cmpeq_epi8(_mm256_and_si256(b, sel), sel), one);
        }
        const __m128 vdx = _mm_set1_ps(dx);
        DLGO__UNROLL for (int t = 0; t < nt; t++) {
            const dlgo__block_q8_0 *y = (const dlgo__block_q8_0 *)(const void *)(act + (size_t)t * arow) + 4 * i;
            __m256i s[4];
            DLGO__UNROLL for (int k = 0; k < 4; k++) s[k] = _mm256_maddubs_epi16(one, _mm256_sign_epi8(dlgo__load32(y[k].qs), sg[k]));
            /* int32 lane j of each half: quarter j's sum (16-bit lanes hold at most 8 products until the widening),
               so one vector of the 4 q8_0 scales serves all */
            const __m256i s4 = _mm256_madd_epi16(_mm256_hadd_epi16(_mm256_hadd_epi16(s[0], s[1]), _mm256_hadd_epi16(s[2], s[3])), _mm256_set1_epi16(1));
            const uint64_t dh = (uint64_t)dlgo__rd16(y[0].d) | (uint64_t)dlgo__rd16(y[1].d) << 16 | (uint64_t)dlgo__rd16(y[2].d) << 32 | (uint64_t)dlgo__rd16(y[3].d) << 48;
            const __m128 sc = _mm_mul_ps(vdx, _mm_cvtph_ps(_mm_cvtsi64_si128((long long)dh)));
            acc[t] = _mm256_fnmadd_ps(_mm256_insertf128_ps(_mm256_castps128_ps256(sc), sc, 1), _mm256_cvtepi32_ps(s4), acc[t]);
        }
    }
    DLGO__UNROLL for (int t = 0; t < nt; t++) out[t] = dlgo__hsum8(acc[t]);
}
DLGO__DOTN_WRAP(dlgo__simd_q1_0)

/* q2_0: element 4j + l is bits 2l..2l+1 of byte j, weight code - 1. Each byte is copied 4 times and masked
   to its field; or-ing in the field shifted down by 4 brings fields 2 and 3 to the low nibble (field 1 stays
   ×4 there), so one 16-entry table maps every field to its signed weight. */
DLGO__FORCEINLINE void dlgo__q2_0_unpack(const dlgo__block_q2_0 *xb, __m256i *w, __m256i *aw) {
    const __m256i lut = _mm256_setr_epi8(-1, 0, 1, 2, 0, 0, 0, 0, 1, 0, 0, 0, 2, 0, 0, 0, -1, 0, 1, 2, 0, 0, 0, 0, 1, 0, 0, 0, 2, 0, 0, 0);
    const __m256i fields = _mm256_set1_epi32((int)0xc0300c03u), m15 = _mm256_set1_epi8(15);
    const __m256i rep = _mm256_setr_epi8(0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 6, 6, 6, 6, 7, 7, 7, 7);
    const __m256i v = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(const void *)xb->qs));
    DLGO__UNROLL for (int k = 0; k < 2; k++) {
        __m256i f = _mm256_and_si256(_mm256_shuffle_epi8(v, _mm256_add_epi8(rep, _mm256_set1_epi8((char)(8 * k)))), fields);
        f = _mm256_and_si256(_mm256_or_si256(f, _mm256_srli_epi16(f, 4)), m15);
        w[k] = _mm256_shuffle_epi8(lut, f);
        aw[k] = _mm256_sign_epi8(w[k], w[k]);
    }
}
/* Two blocks (4 q8_0 blocks) per step, summed into one vector as in q1_0; an odd last block pairs with itself
   at scale 0 (its activations are read twice, never past the row). */
DLGO__FORCEINLINE void dlgo__simd_q2_0_k(const void *vw, const uint8_t *act, size_t arow, int64_t n, float *out, const int nt) {
    const dlgo__block_q2_0 *x = (const dlgo__block_q2_0 *)vw;
    const int64_t nb = n / 64;
    __m256 acc[DLGO__NT];
    DLGO__UNROLL for (int t = 0; t < nt; t++) acc[t] = _mm256_setzero_ps();
    for (int64_t i = 0; i < nb; i += 2) {
        const int64_t j = i + 1 < nb ? i + 1 : i;
        __m256i w[4], aw[4];
        dlgo__q2_0_unpack(x + i, w, aw);
        dlgo__q2_0_unpack(x + j, w + 2, aw + 2);
        const float da = dlgo__h2f_x(x[i].d), db = j > i ? dlgo__h2f_x(x[j].d) : 0.0f;
        const __m128 dx = _mm_setr_ps(da, da, db, db);
        DLGO__UNROLL for (int t = 0; t < nt; t++) {
            const dlgo__block_q8_0 *y = (const dlgo__block_q8_0 *)(const void *)(act + (size_t)t * arow);
            const dlgo__block_q8_0 *yq[4] = { y + 2 * i, y + 2 * i + 1, y + 2 * j, y + 2 * j + 1 };
            __m256i s[4];   /* 16-bit pair sums, |.| <= 2·2·127 */
            DLGO__UNROLL for (int k = 0; k < 4; k++) s[k] = _mm256_maddubs_epi16(aw[k], _mm256_sign_epi8(dlgo__load32(yq[k]->qs), w[k]));
            const __m128 sc = _mm_mul_ps(dx, dlgo__q8_0_d4(yq[0], yq[1], yq[2], yq[3]));
            acc[t] = _mm256_fmadd_ps(_mm256_insertf128_ps(_mm256_castps128_ps256(sc), sc, 1), _mm256_cvtepi32_ps(dlgo__sum4x(s)), acc[t]);
        }
    }
    DLGO__UNROLL for (int t = 0; t < nt; t++) out[t] = dlgo__hsum8(acc[t]);
}
DLGO__DOTN_WRAP(dlgo__simd_q2_0)

/* eight UE4M3 scales (4 at p, 4 at q) -> value/2, as dlgo__ue4m3_half: normals by building the f32 bits,
   subnormals m·2^-10, 0x7f (NaN) -> 0. Two blocks per call: the conversion is a large part of the kernel. */
DLGO__FORCEINLINE __m256 dlgo__ue4m3x8_half(const uint8_t *p, const uint8_t *q) {
    const __m256i x = _mm256_cvtepu8_epi32(_mm_insert_epi32(_mm_cvtsi32_si128((int)dlgo__rd32(p)), (int)dlgo__rd32(q), 1));
    const __m256i e = _mm256_and_si256(_mm256_srli_epi32(x, 3), _mm256_set1_epi32(15)), m = _mm256_and_si256(x, _mm256_set1_epi32(7));
    const __m256 nrm = _mm256_castsi256_ps(_mm256_or_si256(_mm256_slli_epi32(_mm256_add_epi32(e, _mm256_set1_epi32(119)), 23), _mm256_slli_epi32(m, 20)));
    const __m256 sub = _mm256_mul_ps(_mm256_cvtepi32_ps(m), _mm256_set1_ps(1.0f / 1024.0f));
    const __m256 v = _mm256_blendv_ps(nrm, sub, _mm256_castsi256_ps(_mm256_cmpeq_epi32(e, _mm256_setzero_si256())));
    return _mm256_andnot_ps(_mm256_castsi256_ps(_mm256_cmpeq_epi32(x, _mm256_set1_epi32(0x7f))), v);
}
/* nvfp4: a q8_0 block meets two 16-element sub-blocks (8 bytes each, low nibbles then high). w[k]: the signed
   weights against q8_0 block k of the block (sub-blocks 2k | 2k+1 in the two 128-bit halves). */
DLGO__FORCEINLINE void dlgo__nvfp4_unpack(const dlgo__block_nvfp4 *xb, __m256i *w, __m256i *aw) {
    const __m256i lut = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(const void *)dlgo__kvalues_fp4));
    const __m256i m15 = _mm256_set1_epi8(15);
    /* 64-bit halves: lo/hi nibbles of bytes 0..7 are sub-block 0, of 8..15 sub-block 1, ... */
    const __m256i q = dlgo__load32(xb->qs);
    const __m256i lo = _mm256_and_si256(q, m15), hi = _mm256_and_si256(_mm256_srli_epi16(q, 4), m15);
    const __m256i a = _mm256_unpacklo_epi64(lo, hi), b = _mm256_unpackhi_epi64(lo, hi);   /* sb 0 | 2, sb 1 | 3 */
    w[0] = _mm256_shuffle_epi8(lut, _mm256_permute2x128_si256(a, b, 0x20));
    w[1] = _mm256_shuffle_epi8(lut, _mm256_permute2x128_si256(a, b, 0x31));
    aw[0] = _mm256_sign_epi8(w[0], w[0]);
    aw[1] = _mm256_sign_epi8(w[1], w[1]);
}
/* Two blocks (4 q8_0 blocks) per step, as q2_0: after the two vphaddw (4 pair sums of |w| <= 12 a lane) int32
   lane j holds q8_0 block j's first sub-block in the low half, its second in the high half, so the 8 UE4M3
   scales and the 4 q8_0 scales go in as vectors. An odd last block pairs with itself at scale 0. */
DLGO__FORCEINLINE void dlgo__simd_nvfp4_k(const void *vw, const uint8_t *act, size_t arow, int64_t n, float *out, const int nt) {
    const dlgo__block_nvfp4 *x = (const dlgo__block_nvfp4 *)vw;
    const int64_t nb = n / 64;
    const __m256i perm = _mm256_setr_epi32(0, 2, 4, 6, 1, 3, 5, 7);
    __m256 acc[DLGO__NT];
    DLGO__UNROLL for (int t = 0; t < nt; t++) acc[t] = _mm256_setzero_ps();
    for (int64_t i = 0; i < nb; i += 2) {
        const int64_t j = i + 1 < nb ? i + 1 : i;
        __m256 sc = dlgo__ue4m3x8_half(x[i].d, x[j].d);   /* A0..A3 B0..B3 */
        if (j == i) sc = _mm256_blend_ps(sc, _mm256_setzero_ps(), 0xf0);
        sc = _mm256_permutevar8x32_ps(sc, perm);          /* A0 A2 B0 B2 | A1 A3 B1 B3 */
        __m256i w[4], aw[4];
        dlgo__nvfp4_unpack(x + i, w, aw);
        dlgo__nvfp4_unpack(x + j, w + 2, aw + 2);
        DLGO__UNROLL for (int t = 0; t < nt; t++) {
            const dlgo__block_q8_0 *y = (const dlgo__block_q8_0 *)(const void *)(act + (size_t)t * arow);
            const dlgo__block_q8_0 *yq[4] = { y + 2 * i, y + 2 * i + 1, y + 2 * j, y + 2 * j + 1 };
            __m256i s[4];
            DLGO__UNROLL for (int k = 0; k < 4; k++) s[k] = _mm256_maddubs_epi16(aw[k], _mm256_sign_epi8(dlgo__load32(yq[k]->qs), w[k]));
            const __m128 dy = dlgo__q8_0_d4(yq[0], yq[1], yq[2], yq[3]);
            const __m256 f = _mm256_mul_ps(sc, _mm256_insertf128_ps(_mm256_castps128_ps256(dy), dy, 1));
            acc[t] = _mm256_fmadd_ps(f, _mm256_cvtepi32_ps(dlgo__sum4x(s)), acc[t]);
        }
    }
    DLGO__UNROLL for (int t = 0; t < nt; t++) out[t] = dlgo__hsum8(acc[t]);
}
DLGO__DOTN_WRAP(dlgo__simd_nvfp4)

static dlgo__dotn_fn dlgo__simd_kernel_tq(int type) {
    switch (type) {
    case DLGO_TYPE_TQ1_0: return dlgo__simd_tq1_0;
    case DLGO_TYPE_TQ2_0: return dlgo__simd_tq2_0;
    case DLGO_TYPE_Q1_0: return dlgo__simd_q1_0;
    case DLGO_TYPE_Q2_0: return dlgo__simd_q2_0;
    case DLGO_TYPE_NVFP4: return dlgo__simd_nvfp4;
    default: return NULL;
    }
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
    case DLGO_TYPE_MXFP4: return dlgo__simd_mxfp4;
    default: break;
    }
    {   /* the low-bit types (their own sections above) */
        const dlgo__dotn_fn k = dlgo__simd_kernel_iq(type);
        return k ? k : dlgo__simd_kernel_tq(type);
    }
}
#define DLGO__SIMD_NAME "avx2"

/* ==========================================================================================================
   >>simd-repack — repacked weights: groups of DLGO__RP rows interleaved (x86: AVX-512 VNNI 16 rows, AVX2 8 rows)

   At load, a matrix of Q4_0 / Q8_0 / Q5_0 / IQ4_NL / Q4_K / Q6_K / IQ4_XS is copied into groups of
   DLGO__RP rows whose blocks are interleaved so that one vector register holds 4 consecutive codes (as bytes)
   of each row of the group: 16 rows in a 512-bit register (AVX-512 VNNI), 8 in a 256-bit one (AVX2). One
   vpdpbusd (or vpmaddubsw) with a broadcast activation dword then adds 4 products to each row's sum: no
   horizontal sums, a group's outputs are one store, and each unpacked register serves several tokens.
   Offsets of codes stored unsigned (q4_0's -8, q5_0's -16, q6_K's -32, q8_0's and iq4's +128 on AVX-512) come back
   through activation block sums.
   ========================================================================================================== */
#if !defined(DLGO_NO_REPACK)
#define DLGO__RPACK 1
#if defined(__AVX512F__) && defined(__AVX512BW__) && defined(__AVX512VNNI__)
#  define DLGO__AVX512 1
#  undef DLGO__SIMD_NAME
#  define DLGO__SIMD_NAME "avx512-vnni"
#  define DLGO__RP 16    /* rows per group */
#  define DLGO__RT 8     /* tokens per kernel call */
#  define DLGO__RP_U8 1  /* q8_0 codes stored + 128: vpdpbusd takes unsigned weights and does not saturate */
#else
#  define DLGO__RP8 1
#  define DLGO__RP 8
#  if !defined(DLGO__RT8)
#    define DLGO__RT8 4   /* 16 ymm registers: 4 tokens' integer and float sums, the codes, the broadcasts */
#  endif
#  define DLGO__RT DLGO__RT8
#  define DLGO__RP_U8 0  /* vpmaddubsw saturates its pair sums: q8_0 / iq4 values stay signed (the sign trick) */
#endif
#if !defined(DLGO__RP_PFB)
#  define DLGO__RP_PFB 8   /* q4_0/q8_0 decode: prefetch this many blocks ahead */
#endif
/* the 32-value formats sharing the q8_0 kernels: code register k (codes 4k..4k+3 of each row) after unpacking */
#define DLGO__RPK_Q8_0 0
#define DLGO__RPK_Q4_0 1
#define DLGO__RPK_Q5_0 2
#define DLGO__RPK_IQ4_NL 3
/* A repacked kernel body takes nt as a constant (every token's accumulators in registers): this expands the
   variants 1..DLGO__RT behind one entry point */
#if DLGO__RT >= 8
#  define DLGO__RP_CASES_HI(call) case 8: call(8); break; case 7: call(7); break; case 6: call(6); break; case 5: call(5); break;
#elif DLGO__RT >= 6
#  define DLGO__RP_CASES_HI(call) case 6: call(6); break; case 5: call(5); break;
#elif DLGO__RT >= 5
#  define DLGO__RP_CASES_HI(call) case 5: call(5); break;
#else
#  define DLGO__RP_CASES_HI(call)
#endif
#define DLGO__RP_WRAP(name, call)                                                                           \
    static void name(const uint8_t *wg, const uint8_t *act, size_t arow, const uint8_t *aux, size_t auxrow,  \
                     int nt, int64_t nb, float *y, int64_t ldy) {                                          \
        switch (nt) {                                                                                       \
        DLGO__RP_CASES_HI(call)                                                                             \
        case 4: call(4); break; case 3: call(3); break; case 2: call(2); break; default: call(1); break;    \
        }                                                                                                   \
    }
/* group bytes per block (32 values for q4_0/q8_0, 256 for the k-quants); 0 = not repacked */
static size_t dlgo__rp_gb(int type) {
    switch (type) {
    case DLGO_TYPE_Q4_0: return 18 * DLGO__RP;    /* f16 d per row, codes */
    case DLGO_TYPE_Q8_0: return 34 * DLGO__RP;
    case DLGO_TYPE_Q4_K: return 148 * DLGO__RP;   /* d, dmin, scales[8][RP], min pairs[4][RP][2], codes */
    case DLGO_TYPE_Q6_K: return 210 * DLGO__RP;   /* d, scale pairs[8][RP][2], low nibbles, high 2 bits */
    case DLGO_TYPE_IQ4_NL: return 18 * DLGO__RP;
    case DLGO_TYPE_Q5_0: return 22 * DLGO__RP;    /* + the 5th bits as one RP*4-bit mask per code register */
    case DLGO_TYPE_IQ4_XS: return 138 * DLGO__RP; /* d, signed scales[8][RP], codes */
    default: return 0;
    }
}
/* per-token activation side data bytes per block: q8_0 {f32 d, i32 offset}, q8_K {i16 sums of 32 [8]} */
static int dlgo__rp_q80like(int type) {
    return type == DLGO_TYPE_Q4_0 || type == DLGO_TYPE_Q8_0 || type == DLGO_TYPE_Q5_0 || type == DLGO_TYPE_IQ4_NL;
}
/* log2 of the offset the stored unsigned codes carry: q4_0 q + 8, q5_0 q + 16, q8_0 and iq4_nl values + 128
   (the 8-row q8_0 kernel keeps signed codes and ignores its offset) */
static int dlgo__rp_shift(int type) { return type == DLGO_TYPE_Q4_0 ? 3 : type == DLGO_TYPE_Q5_0 ? 4 : 7; }
/* q8_0-like: {f32 d, i32 offset}; q4_K: i16 sums of 32 [8]; iq4_xs: i32 -128 · sums of 32 [8] */
static size_t dlgo__rp_auxb(int type) {
    return dlgo__rp_q80like(type) ? 8 : type == DLGO_TYPE_Q4_K ? 16 : type == DLGO_TYPE_IQ4_XS ? 32 : 0;
}
static size_t dlgo__rp_bytes(int type, int64_t n_in, int64_t rows) {
    const int64_t bs = dlgo_type_block_size(type);
    if (!dlgo__rp_gb(type) || rows % DLGO__RP || n_in % bs) return 0;
    return dlgo__rp_gb(type) * (size_t)(n_in / bs) * (size_t)(rows / DLGO__RP);
}
/* Packing works on 4-byte words (bytewise masks and shifts, so host byte order does not matter): register p
   of a 32-code slice takes word p of each row's low-nibble codes 4p.. and high-nibble codes 16+4p.. . */
DLGO__FORCEINLINE void dlgo__rp_w32(uint8_t *dst, uint32_t v) { memcpy(dst, &v, 4); }
DLGO__FORCEINLINE uint32_t dlgo__rp_r32(const uint8_t *p) { uint32_t v; memcpy(&v, p, 4); return v; }
/* the 32 codes of a k-quant slice are the low (hi = 0) or high nibbles of q[0..32) */
DLGO__FORCEINLINE void dlgo__rp_nib_slice(uint8_t *dst, const uint8_t *q, int r, int hi) {
    for (int p = 0; p < 4; p++) {
        const uint32_t a = dlgo__rp_r32(q + 4 * p), b = dlgo__rp_r32(q + 16 + 4 * p);
        dlgo__rp_w32(dst + 4 * DLGO__RP * p + 4 * r, hi ? ((a >> 4) & 0x0f0f0f0fu) | (b & 0xf0f0f0f0u)
                                               : (a & 0x0f0f0f0fu) | ((b & 0x0f0f0f0fu) << 4));
    }
}
/* one group of DLGO__RP rows: src rows row_bytes apart, nb blocks each. Offsets in units of RP: the
   per-row f16 d take 2 RP bytes, a code register 4 RP bytes, a slice of 32 codes 16 RP bytes. */
static void dlgo__rp_pack_group(int type, const uint8_t *src, size_t row_bytes, int64_t nb, uint8_t *dst) {
    const size_t gb = dlgo__rp_gb(type), bb = dlgo_type_block_bytes(type);
    const size_t D = 2 * DLGO__RP, W4 = 4 * DLGO__RP;   /* d bytes, code register bytes */
    for (int64_t b = 0; b < nb; b++) {
        uint8_t *g = dst + (size_t)b * gb;
        for (int r = 0; r < DLGO__RP; r++) {
            const uint8_t *blk = src + (size_t)r * row_bytes + (size_t)b * bb;
            if (type == DLGO_TYPE_Q4_0 || type == DLGO_TYPE_IQ4_NL) {   /* byte j already holds codes j and j + 16 */
                memcpy(g + 2 * r, blk, 2);
                for (int p = 0; p < 4; p++) dlgo__rp_w32(g + D + W4 * p + 4 * r, dlgo__rp_r32(blk + 2 + 4 * p));
            } else if (type == DLGO_TYPE_Q5_0) {   /* {d, qh[4], qs[16]}: mask k, bits 4r..4r+3 = 5th bits of codes 4k.. */
                const uint32_t qh = dlgo__rp_r32(blk + 2);
                memcpy(g + 2 * r, blk, 2);
                for (int p = 0; p < 4; p++) dlgo__rp_w32(g + D + W4 * p + 4 * r, dlgo__rp_r32(blk + 6 + 4 * p));
                for (int k = 0; k < 8; k++) {
                    uint8_t *mb = g + 18 * DLGO__RP + (DLGO__RP / 2) * k + r / 2;
                    if (r % 2 == 0) *mb = 0;
                    *mb = (uint8_t)(*mb | (((qh >> (4 * k)) & 15) << (4 * (r % 2))));
                }
            } else if (type == DLGO_TYPE_Q8_0) {
                memcpy(g + 2 * r, blk, 2);
                for (int k = 0; k < 8; k++) dlgo__rp_w32(g + D + W4 * k + 4 * r, dlgo__rp_r32(blk + 2 + 4 * k) ^ (DLGO__RP_U8 ? 0x80808080u : 0));
            } else if (type == DLGO_TYPE_IQ4_XS) {   /* sub-block s: bytes 16s.. hold codes j and j + 16 */
                const dlgo__block_iq4_xs *x = (const dlgo__block_iq4_xs *)(const void *)blk;
                const unsigned sh = (unsigned)x->scales_h[0] | ((unsigned)x->scales_h[1] << 8);
                memcpy(g + 2 * r, x->d, 2);
                for (int sb = 0; sb < 8; sb++) {
                    const int ls = ((x->scales_l[sb / 2] >> (4 * (sb % 2))) & 15) | (int)(((sh >> (2 * sb)) & 3) << 4);
                    g[D + DLGO__RP * sb + r] = (uint8_t)(int8_t)(ls - 32);
                    for (int p = 0; p < 4; p++) dlgo__rp_w32(g + 10 * DLGO__RP + 16 * DLGO__RP * sb + W4 * p + 4 * r, dlgo__rp_r32(x->qs + 16 * sb + 4 * p));
                }
            } else if (type == DLGO_TYPE_Q4_K) {
                const dlgo__block_q4_K *x = (const dlgo__block_q4_K *)(const void *)blk;
                uint8_t sc[8], mn[8];
                memcpy(g + 2 * r, x->d, 2); memcpy(g + D + 2 * r, x->dmin, 2);
                dlgo__k4_scales(x->scales, sc, mn);
                for (int s = 0; s < 8; s++) {
                    g[4 * DLGO__RP + DLGO__RP * s + r] = sc[s]; g[12 * DLGO__RP + D * (s / 2) + 2 * r + (s % 2)] = mn[s];
                    dlgo__rp_nib_slice(g + 20 * DLGO__RP + 16 * DLGO__RP * s, x->qs + 32 * (s / 2), r, s % 2);
                }
            } else {   /* Q6_K: slice c = 4h + m holds the low 4 bits from ql, the high 2 bits from qh */
                const dlgo__block_q6_K *x = (const dlgo__block_q6_K *)(const void *)blk;
                memcpy(g + 2 * r, x->d, 2);
                for (int s = 0; s < 16; s++) g[D + D * (s / 2) + 2 * r + (s % 2)] = (uint8_t)x->scales[s];
                for (int c = 0; c < 8; c++) {
                    const int h = c / 4, m = c % 4;
                    dlgo__rp_nib_slice(g + 18 * DLGO__RP + 16 * DLGO__RP * c, x->ql + 64 * h + 32 * (m & 1), r, m >= 2);
                    /* byte j of word (hh, r): bits 2i.. = high bits of value 16hh + 4i + j */
                    for (int hh = 0; hh < 2; hh++) {
                        uint32_t w = 0;
                        for (int i = 0; i < 4; i++) w |= ((dlgo__rp_r32(x->qh + 32 * h + 16 * hh + 4 * i) >> (2 * m)) & 0x03030303u) << (2 * i);
                        dlgo__rp_w32(g + 146 * DLGO__RP + 8 * DLGO__RP * c + W4 * hh + 4 * r, w);
                    }
                }
            }
        }
    }
}
/* the whole matrix (rows % DLGO__RP == 0) */
static void dlgo__rp_pack(int type, const uint8_t *src, size_t row_bytes, int64_t n_in, int64_t rows, uint8_t *dst) {
    const int64_t nb = n_in / dlgo_type_block_size(type);
    const size_t grp = dlgo__rp_gb(type) * (size_t)nb;
    for (int64_t g = 0; g < rows / DLGO__RP; g++)
        dlgo__rp_pack_group(type, src + (size_t)g * DLGO__RP * row_bytes, row_bytes, nb, dst + (size_t)g * grp);
}
/* side data of one quantized activation row */
static void dlgo__rp_aux(int type, const uint8_t *xq, int64_t n_in, uint8_t *aux) {
    if (dlgo__rp_q80like(type)) {
        const int shift = dlgo__rp_shift(type);
        for (int64_t b = 0; b < n_in / 32; b++) {
            const dlgo__block_q8_0 *y = (const dlgo__block_q8_0 *)(const void *)xq + b;
            int32_t s = 0;
            for (int j = 0; j < 32; j++) s += y->qs[j];
            const float d = dlgo__h2f_x(y->d);
            s = (int32_t)(0u - ((uint32_t)s << shift));   /* negated: the kernels start their sums here */
            memcpy(aux + 8 * b, &d, 4); memcpy(aux + 8 * b + 4, &s, 4);
        }
    } else if (type == DLGO_TYPE_IQ4_XS) {   /* codes are stored as value + 128 */
        for (int64_t b = 0; b < n_in / DLGO__QK_K; b++) {
            const dlgo__block_q8_K *y = (const dlgo__block_q8_K *)(const void *)xq + b;
            for (int s = 0; s < 8; s++) {
                const int32_t v = -128 * (dlgo__q8k_bsum(y, 2 * s) + dlgo__q8k_bsum(y, 2 * s + 1));
                memcpy(aux + 32 * b + 4 * s, &v, 4);
            }
        }
    } else if (type == DLGO_TYPE_Q4_K) {
        for (int64_t b = 0; b < n_in / DLGO__QK_K; b++) {
            const dlgo__block_q8_K *y = (const dlgo__block_q8_K *)(const void *)xq + b;
            for (int s = 0; s < 8; s++) {
                const int16_t v = (int16_t)(dlgo__q8k_bsum(y, 2 * s) + dlgo__q8k_bsum(y, 2 * s + 1));
                memcpy(aux + 16 * b + 2 * s, &v, 2);
            }
        }
    }
}
#if defined(DLGO__AVX512)
DLGO__FORCEINLINE __m512i dlgo__bc32(const uint8_t *p) { int32_t v; memcpy(&v, p, 4); return _mm512_set1_epi32(v); }
/* Σ over 8 code registers (32 values) against 32 activation bytes, two chains */
DLGO__FORCEINLINE __m512i dlgo__rp_dot32(const __m512i w[8], const uint8_t *a) {
    __m512i s0 = _mm512_dpbusd_epi32(_mm512_setzero_si512(), w[0], dlgo__bc32(a));
    __m512i s1 = _mm512_dpbusd_epi32(_mm512_setzero_si512(), w[4], dlgo__bc32(a + 16));
    s0 = _mm512_dpbusd_epi32(s0, w[1], dlgo__bc32(a + 4));  s1 = _mm512_dpbusd_epi32(s1, w[5], dlgo__bc32(a + 20));
    s0 = _mm512_dpbusd_epi32(s0, w[2], dlgo__bc32(a + 8));  s1 = _mm512_dpbusd_epi32(s1, w[6], dlgo__bc32(a + 24));
    s0 = _mm512_dpbusd_epi32(s0, w[3], dlgo__bc32(a + 12)); s1 = _mm512_dpbusd_epi32(s1, w[7], dlgo__bc32(a + 28));
    return _mm512_add_epi32(s0, s1);
}
DLGO__FORCEINLINE void dlgo__rp_unnib(__m512i w[8], const uint8_t *p) {
    const __m512i m4 = _mm512_set1_epi8(15);
    for (int k = 0; k < 4; k++) {
        const __m512i x = _mm512_loadu_si512((const void *)(p + 64 * k));
        w[k] = _mm512_and_si512(x, m4); w[k + 4] = _mm512_and_si512(_mm512_srli_epi16(x, 4), m4);
    }
}
/* the rp kernels' token loops run up to DLGO__RT = 8 times: unrolled fully, every accumulator stays in a register */
#if defined(__clang__)
#  define DLGO__UNROLL8 _Pragma("unroll")
#elif defined(__GNUC__) && __GNUC__ >= 8
#  define DLGO__UNROLL8 _Pragma("GCC unroll 8")
#else
#  define DLGO__UNROLL8
#endif
DLGO__FORCEINLINE __m512i dlgo__rp_fix(__m512i w, const uint8_t *g, int k, const int kind, __m512i lut) {
    if (kind == DLGO__RPK_Q5_0) {   /* + 16 where the 5th bit is set */
        uint64_t m; memcpy(&m, g + 288 + 8 * k, 8);
        return _mm512_mask_add_epi8(w, _cvtu64_mask64(m), w, _mm512_set1_epi8(16));
    }
    if (kind == DLGO__RPK_IQ4_NL) return _mm512_shuffle_epi8(lut, w);
    return w;
}
/* y[t][0..16) for one group; act rows arow apart, aux rows auxrow apart. Each token's integer sum starts
   at the block's negated code offset (aux), so one vpdpbusd chain per token needs no add or subtract;
   with 3+ tokens the chains of different tokens overlap, with 1-2 each token runs two chains. */
DLGO__FORCEINLINE void dlgo__rp_q80_k(const uint8_t *wg, const uint8_t *act, size_t arow, const uint8_t *aux, size_t auxrow,
                                      int64_t nb, float *y, int64_t ldy, const int nt, const int kind) {
    const __m512i m4 = _mm512_set1_epi8(15);
#if defined(__GFNI__)
    const __m512i hi4 = _mm512_set1_epi64((long long)0x1020408000000000ULL);   /* bit matrix of x >> 4 per byte */
#endif
    __m512 acc[DLGO__RT];
    DLGO__UNROLL8 for (int t = 0; t < nt; t++) acc[t] = _mm512_setzero_ps();
    const int q4 = kind != DLGO__RPK_Q8_0;
    const size_t gb = kind == DLGO__RPK_Q8_0 ? 544 : kind == DLGO__RPK_Q5_0 ? 352 : 288;
    const __m512i lut = _mm512_add_epi8(_mm512_broadcast_i32x4(_mm_loadu_si128((const __m128i *)(const void *)dlgo__kvalues_iq4nl)),
                                        _mm512_set1_epi8((char)0x80));   /* iq4_nl values + 128 */
    for (int64_t b = 0; b < nb; b++) {
        const uint8_t *g = wg + (size_t)b * gb;
        /* decode: too little work per byte for the hardware prefetcher to run far enough ahead */
        if (nt <= 2) for (size_t l = 0; l < gb; l += 64) _mm_prefetch((const char *)(g + DLGO__RP_PFB * gb + l), _MM_HINT_T0);
        const __m512 dw = _mm512_cvtph_ps(_mm256_loadu_si256((const __m256i *)(const void *)g));
        __m512i w[8];
        if (q4) {
            DLGO__UNROLL8 for (int k = 0; k < 4; k++) {
                const __m512i x = _mm512_loadu_si512((const void *)(g + 32 + 64 * k));
                w[k] = _mm512_and_si512(x, m4);
#if defined(__GFNI__)
                w[k + 4] = _mm512_gf2p8affine_epi64_epi8(x, hi4, 0);
#else
                w[k + 4] = _mm512_and_si512(_mm512_srli_epi16(x, 4), m4);
#endif
            }
        } else {
            DLGO__UNROLL8 for (int k = 0; k < 8; k++) w[k] = _mm512_loadu_si512((const void *)(g + 32 + 64 * k));
        }
        DLGO__UNROLL8 for (int k = 0; k < 8; k++) w[k] = dlgo__rp_fix(w[k], g, k, kind, lut);
        DLGO__UNROLL8 for (int t = 0; t < nt; t++) {
            const uint8_t *ax = aux + (size_t)t * auxrow + 8 * b, *a = act + (size_t)t * arow + 34 * b + 2;
            __m512i s;
            if (nt <= 2) {
                __m512i s0 = _mm512_dpbusd_epi32(dlgo__bc32(ax + 4), w[0], dlgo__bc32(a));
                __m512i s1 = _mm512_dpbusd_epi32(_mm512_setzero_si512(), w[4], dlgo__bc32(a + 16));
                s0 = _mm512_dpbusd_epi32(s0, w[1], dlgo__bc32(a + 4));  s1 = _mm512_dpbusd_epi32(s1, w[5], dlgo__bc32(a + 20));
                s0 = _mm512_dpbusd_epi32(s0, w[2], dlgo__bc32(a + 8));  s1 = _mm512_dpbusd_epi32(s1, w[6], dlgo__bc32(a + 24));
                s0 = _mm512_dpbusd_epi32(s0, w[3], dlgo__bc32(a + 12)); s1 = _mm512_dpbusd_epi32(s1, w[7], dlgo__bc32(a + 28));
                s = _mm512_add_epi32(s0, s1);
            } else {
                s = _mm512_dpbusd_epi32(dlgo__bc32(ax + 4), w[0], dlgo__bc32(a));
                s = _mm512_dpbusd_epi32(s, w[1], dlgo__bc32(a + 4));  s = _mm512_dpbusd_epi32(s, w[2], dlgo__bc32(a + 8));
                s = _mm512_dpbusd_epi32(s, w[3], dlgo__bc32(a + 12)); s = _mm512_dpbusd_epi32(s, w[4], dlgo__bc32(a + 16));
                s = _mm512_dpbusd_epi32(s, w[5], dlgo__bc32(a + 20)); s = _mm512_dpbusd_epi32(s, w[6], dlgo__bc32(a + 24));
                s = _mm512_dpbusd_epi32(s, w[7], dlgo__bc32(a + 28));
            }
            acc[t] = _mm512_fmadd_ps(_mm512_cvtepi32_ps(s), _mm512_mul_ps(dw, _mm512_set1_ps(dlgo__f32_x(ax))), acc[t]);
        }
    }
    DLGO__UNROLL8 for (int t = 0; t < nt; t++) _mm512_storeu_ps(y + (size_t)t * ldy, acc[t]);
}
/* Two adjacent groups (32 rows) x nt <= DLGO__RT2 tokens, Q4_0/Q8_0, prefill only: each broadcast activation
   word feeds two vpdpbusd, halving the broadcast loads per multiply of the one-group kernel. The code registers
   are unpacked one k-slice at a time so 2*nt integer and 2*nt float accumulators fit the 32 registers. */
#if !defined(DLGO__RT2)
#  define DLGO__RT2 6   /* 2 x 6 integer + 2 x 6 float accumulators: 28 of the 32 registers with the codes */
#endif
DLGO__FORCEINLINE void dlgo__rp2_q80_k(const uint8_t *wg, size_t grp, const uint8_t *act, size_t arow, const uint8_t *aux,
                                       size_t auxrow, int64_t nb, float *y, int64_t ldy, const int nt, const int kind) {
    const __m512i m4 = _mm512_set1_epi8(15);
#if defined(__GFNI__)
    const __m512i hi4 = _mm512_set1_epi64((long long)0x1020408000000000ULL);
#endif
    __m512 acc0[DLGO__RT2], acc1[DLGO__RT2];
    DLGO__UNROLL8 for (int t = 0; t < nt; t++) { acc0[t] = _mm512_setzero_ps(); acc1[t] = _mm512_setzero_ps(); }
    const int q4 = kind != DLGO__RPK_Q8_0;
    const size_t gb = kind == DLGO__RPK_Q8_0 ? 544 : kind == DLGO__RPK_Q5_0 ? 352 : 288;
    const __m512i lut = _mm512_add_epi8(_mm512_broadcast_i32x4(_mm_loadu_si128((const __m128i *)(const void *)dlgo__kvalues_iq4nl)),
                                        _mm512_set1_epi8((char)0x80));   /* iq4_nl values + 128 */
    for (int64_t b = 0; b < nb; b++) {
        const uint8_t *g0 = wg + (size_t)b * gb, *g1 = g0 + grp;
        __m512i s0[DLGO__RT2], s1[DLGO__RT2];
        DLGO__UNROLL8 for (int t = 0; t < nt; t++) { s0[t] = s1[t] = dlgo__bc32(aux + (size_t)t * auxrow + 8 * b + 4); }
        DLGO__UNROLL8 for (int k = 0; k < 8; k++) {
            __m512i w0, w1;
            if (q4) {
                const __m512i x0 = _mm512_loadu_si512((const void *)(g0 + 32 + 64 * (k & 3)));
                const __m512i x1 = _mm512_loadu_si512((const void *)(g1 + 32 + 64 * (k & 3)));
                if (k < 4) { w0 = _mm512_and_si512(x0, m4); w1 = _mm512_and_si512(x1, m4); }
                else {
#if defined(__GFNI__)
                    w0 = _mm512_gf2p8affine_epi64_epi8(x0, hi4, 0); w1 = _mm512_gf2p8affine_epi64_epi8(x1, hi4, 0);
#else
                    w0 = _mm512_and_si512(_mm512_srli_epi16(x0, 4), m4); w1 = _mm512_and_si512(_mm512_srli_epi16(x1, 4), m4);
#endif
                }
            } else {
                w0 = _mm512_loadu_si512((const void *)(g0 + 32 + 64 * k));
                w1 = _mm512_loadu_si512((const void *)(g1 + 32 + 64 * k));
            }
            w0 = dlgo__rp_fix(w0, g0, k, kind, lut); w1 = dlgo__rp_fix(w1, g1, k, kind, lut);
            DLGO__UNROLL8 for (int t = 0; t < nt; t++) {
                const __m512i a = dlgo__bc32(act + (size_t)t * arow + 34 * b + 2 + 4 * k);
                s0[t] = _mm512_dpbusd_epi32(s0[t], w0, a); s1[t] = _mm512_dpbusd_epi32(s1[t], w1, a);
            }
        }
        const __m512 dw0 = _mm512_cvtph_ps(_mm256_loadu_si256((const __m256i *)(const void *)g0));
        const __m512 dw1 = _mm512_cvtph_ps(_mm256_loadu_si256((const __m256i *)(const void *)g1));
        DLGO__UNROLL8 for (int t = 0; t < nt; t++) {
            const __m512 d = _mm512_set1_ps(dlgo__f32_x(aux + (size_t)t * auxrow + 8 * b));
            acc0[t] = _mm512_fmadd_ps(_mm512_cvtepi32_ps(s0[t]), _mm512_mul_ps(dw0, d), acc0[t]);
            acc1[t] = _mm512_fmadd_ps(_mm512_cvtepi32_ps(s1[t]), _mm512_mul_ps(dw1, d), acc1[t]);
        }
    }
    DLGO__UNROLL8 for (int t = 0; t < nt; t++) {
        _mm512_storeu_ps(y + (size_t)t * ldy, acc0[t]); _mm512_storeu_ps(y + (size_t)t * ldy + DLGO__RP, acc1[t]);
    }
}
DLGO__FORCEINLINE void dlgo__rp2_q80_n(const uint8_t *wg, size_t grp, const uint8_t *act, size_t arow, const uint8_t *aux, size_t auxrow,
                           int nt, int64_t nb, float *y, int64_t ldy, const int kind) {
    switch (nt) {
#if DLGO__RT2 > 4
    case 6: dlgo__rp2_q80_k(wg, grp, act, arow, aux, auxrow, nb, y, ldy, 6, kind); break;
    case 5: dlgo__rp2_q80_k(wg, grp, act, arow, aux, auxrow, nb, y, ldy, 5, kind); break;
#endif
    case 4: dlgo__rp2_q80_k(wg, grp, act, arow, aux, auxrow, nb, y, ldy, 4, kind); break;
    case 3: dlgo__rp2_q80_k(wg, grp, act, arow, aux, auxrow, nb, y, ldy, 3, kind); break;
    case 2: dlgo__rp2_q80_k(wg, grp, act, arow, aux, auxrow, nb, y, ldy, 2, kind); break;
    default: dlgo__rp2_q80_k(wg, grp, act, arow, aux, auxrow, nb, y, ldy, 1, kind); break;
    }
}
#define DLGO__RP2_FN(name, kind)                                                                            \
    static void name(const uint8_t *wg, size_t grp, const uint8_t *act, size_t arow, const uint8_t *aux,     \
                     size_t auxrow, int nt, int64_t nb, float *y, int64_t ldy) {                           \
        dlgo__rp2_q80_n(wg, grp, act, arow, aux, auxrow, nt, nb, y, ldy, kind);                             \
    }
DLGO__RP2_FN(dlgo__rp2_q4_0, DLGO__RPK_Q4_0)
DLGO__RP2_FN(dlgo__rp2_q8_0, DLGO__RPK_Q8_0)
DLGO__RP2_FN(dlgo__rp2_q5_0, DLGO__RPK_Q5_0)
DLGO__RP2_FN(dlgo__rp2_iq4_nl, DLGO__RPK_IQ4_NL)
typedef void (*dlgo__rp2_fn)(const uint8_t *, size_t, const uint8_t *, size_t, const uint8_t *, size_t, int, int64_t, float *, int64_t);
static dlgo__rp2_fn dlgo__rp2_kernel(int type) {
    switch (type) {
    case DLGO_TYPE_Q4_0: return dlgo__rp2_q4_0;
    case DLGO_TYPE_Q8_0: return dlgo__rp2_q8_0;
    case DLGO_TYPE_Q5_0: return dlgo__rp2_q5_0;
    case DLGO_TYPE_IQ4_NL: return dlgo__rp2_iq4_nl;
    default: return NULL;
    }
}
DLGO__FORCEINLINE void dlgo__rp_q4K_k(const uint8_t *wg, const uint8_t *act, size_t arow, const uint8_t *aux, size_t auxrow,
                                      int64_t nb, float *y, int64_t ldy, const int nt) {
    __m512 acc[DLGO__RT];
    DLGO__UNROLL for (int t = 0; t < nt; t++) acc[t] = _mm512_setzero_ps();
    for (int64_t b = 0; b < nb; b++) {
        const uint8_t *g = wg + (size_t)b * 2368;
        /* one token does too little work per byte for the hardware prefetcher to run far enough ahead */
        if (nt <= 2) for (int l = 0; l < 2368; l += 64) _mm_prefetch((const char *)(g + 2 * 2368 + l), _MM_HINT_T0);
        __m512i isum[DLGO__RT];
        DLGO__UNROLL for (int t = 0; t < nt; t++) isum[t] = _mm512_setzero_si512();
        for (int s = 0; s < 8; s++) {
            const __m512i sc = _mm512_cvtepu8_epi32(_mm_loadu_si128((const __m128i *)(const void *)(g + 64 + 16 * s)));
            __m512i w[8];
            dlgo__rp_unnib(w, g + 320 + 256 * s);
            DLGO__UNROLL for (int t = 0; t < nt; t++)
                isum[t] = _mm512_add_epi32(isum[t], _mm512_mullo_epi32(dlgo__rp_dot32(w, act + (size_t)t * arow + 292 * b + 4 + 32 * s), sc));
        }
        const __m512 dw = _mm512_cvtph_ps(_mm256_loadu_si256((const __m256i *)(const void *)g));
        const __m512 dm = _mm512_cvtph_ps(_mm256_loadu_si256((const __m256i *)(const void *)(g + 32)));
        DLGO__UNROLL for (int t = 0; t < nt; t++) {
            const uint8_t *S = aux + (size_t)t * auxrow + 16 * b;
            __m512i m = _mm512_setzero_si512();
            for (int p = 0; p < 4; p++)
                m = _mm512_dpwssd_epi32(m, _mm512_cvtepu8_epi16(_mm256_loadu_si256((const __m256i *)(const void *)(g + 192 + 32 * p))), dlgo__bc32(S + 4 * p));
            const __m512 yd = _mm512_set1_ps(dlgo__f32_x(act + (size_t)t * arow + 292 * b));
            acc[t] = _mm512_fmadd_ps(_mm512_cvtepi32_ps(isum[t]), _mm512_mul_ps(dw, yd), acc[t]);
            acc[t] = _mm512_fnmadd_ps(_mm512_cvtepi32_ps(m), _mm512_mul_ps(dm, yd), acc[t]);
        }
    }
    DLGO__UNROLL for (int t = 0; t < nt; t++) _mm512_storeu_ps(y + (size_t)t * ldy, acc[t]);
}
/* iq4_xs: per 32-value sub-block, the table value + 128 against q8_K codes, each chain starting at the
   sub-block's -128 · Σa (aux), times the row's signed 6-bit scale; one float step per 256 values */
DLGO__FORCEINLINE void dlgo__rp_iq4xs_k(const uint8_t *wg, const uint8_t *act, size_t arow, const uint8_t *aux, size_t auxrow,
                                        int64_t nb, float *y, int64_t ldy, const int nt) {
    const __m512i lut = _mm512_add_epi8(_mm512_broadcast_i32x4(_mm_loadu_si128((const __m128i *)(const void *)dlgo__kvalues_iq4nl)),
                                        _mm512_set1_epi8((char)0x80));
    __m512 acc[DLGO__RT];
    DLGO__UNROLL8 for (int t = 0; t < nt; t++) acc[t] = _mm512_setzero_ps();
    for (int64_t b = 0; b < nb; b++) {
        const uint8_t *g = wg + (size_t)b * 2208;
        if (nt <= 2) for (int l = 0; l < 2208; l += 64) _mm_prefetch((const char *)(g + 2 * 2208 + l), _MM_HINT_T0);
        __m512i isum[DLGO__RT];
        DLGO__UNROLL8 for (int t = 0; t < nt; t++) isum[t] = _mm512_setzero_si512();
        for (int sb = 0; sb < 8; sb++) {
            const __m512i sc = _mm512_cvtepi8_epi32(_mm_loadu_si128((const __m128i *)(const void *)(g + 32 + 16 * sb)));
            __m512i w[8];
            dlgo__rp_unnib(w, g + 160 + 256 * sb);
            DLGO__UNROLL8 for (int k = 0; k < 8; k++) w[k] = _mm512_shuffle_epi8(lut, w[k]);
            DLGO__UNROLL8 for (int t = 0; t < nt; t++) {
                const uint8_t *a = act + (size_t)t * arow + 292 * b + 4 + 32 * sb;
                __m512i d = _mm512_dpbusd_epi32(dlgo__bc32(aux + (size_t)t * auxrow + 32 * b + 4 * sb), w[0], dlgo__bc32(a));
                DLGO__UNROLL8 for (int k = 1; k < 8; k++) d = _mm512_dpbusd_epi32(d, w[k], dlgo__bc32(a + 4 * k));
                isum[t] = _mm512_add_epi32(isum[t], _mm512_mullo_epi32(d, sc));
            }
        }
        const __m512 dw = _mm512_cvtph_ps(_mm256_loadu_si256((const __m256i *)(const void *)g));
        DLGO__UNROLL8 for (int t = 0; t < nt; t++)
            acc[t] = _mm512_fmadd_ps(_mm512_cvtepi32_ps(isum[t]), _mm512_mul_ps(dw, _mm512_set1_ps(dlgo__f32_x(act + (size_t)t * arow + 292 * b))), acc[t]);
    }
    DLGO__UNROLL8 for (int t = 0; t < nt; t++) _mm512_storeu_ps(y + (size_t)t * ldy, acc[t]);
}
DLGO__FORCEINLINE void dlgo__rp_q6K_k(const uint8_t *wg, const uint8_t *act, size_t arow, const uint8_t *aux, size_t auxrow,
                                      int64_t nb, float *y, int64_t ldy, const int nt) {
    const __m512i m30 = _mm512_set1_epi8(0x30);
    __m512 acc[DLGO__RT];
    (void)aux; (void)auxrow;
    DLGO__UNROLL for (int t = 0; t < nt; t++) acc[t] = _mm512_setzero_ps();
    for (int64_t b = 0; b < nb; b++) {
        const uint8_t *g = wg + (size_t)b * 3360;
        if (nt <= 2) for (int l = 0; l < 3360; l += 64) _mm_prefetch((const char *)(g + 2 * 3360 + l), _MM_HINT_T0);
        __m512i isum[DLGO__RT];
        DLGO__UNROLL for (int t = 0; t < nt; t++) isum[t] = _mm512_setzero_si512();
        for (int c = 0; c < 8; c++) {
            const __m512i pr = _mm512_cvtepi8_epi16(_mm256_loadu_si256((const __m256i *)(const void *)(g + 32 + 32 * c)));
            const __m512i slo = _mm512_srai_epi32(_mm512_slli_epi32(pr, 16), 16), shi = _mm512_srai_epi32(pr, 16);
            __m512i w[8];
            dlgo__rp_unnib(w, g + 288 + 256 * c);
            const __m512i h0 = _mm512_loadu_si512((const void *)(g + 2336 + 128 * c));
            const __m512i h1 = _mm512_loadu_si512((const void *)(g + 2336 + 128 * c + 64));
            w[0] = _mm512_or_si512(w[0], _mm512_and_si512(_mm512_slli_epi16(h0, 4), m30));
            w[1] = _mm512_or_si512(w[1], _mm512_and_si512(_mm512_slli_epi16(h0, 2), m30));
            w[2] = _mm512_or_si512(w[2], _mm512_and_si512(h0, m30));
            w[3] = _mm512_or_si512(w[3], _mm512_and_si512(_mm512_srli_epi16(h0, 2), m30));
            w[4] = _mm512_or_si512(w[4], _mm512_and_si512(_mm512_slli_epi16(h1, 4), m30));
            w[5] = _mm512_or_si512(w[5], _mm512_and_si512(_mm512_slli_epi16(h1, 2), m30));
            w[6] = _mm512_or_si512(w[6], _mm512_and_si512(h1, m30));
            w[7] = _mm512_or_si512(w[7], _mm512_and_si512(_mm512_srli_epi16(h1, 2), m30));
            DLGO__UNROLL for (int t = 0; t < nt; t++) {
                const uint8_t *a = act + (size_t)t * arow + 292 * b + 4 + 32 * c;
                __m512i s0 = _mm512_dpbusd_epi32(_mm512_setzero_si512(), w[0], dlgo__bc32(a));
                __m512i s1 = _mm512_dpbusd_epi32(_mm512_setzero_si512(), w[4], dlgo__bc32(a + 16));
                s0 = _mm512_dpbusd_epi32(s0, w[1], dlgo__bc32(a + 4));  s1 = _mm512_dpbusd_epi32(s1, w[5], dlgo__bc32(a + 20));
                s0 = _mm512_dpbusd_epi32(s0, w[2], dlgo__bc32(a + 8));  s1 = _mm512_dpbusd_epi32(s1, w[6], dlgo__bc32(a + 24));
                s0 = _mm512_dpbusd_epi32(s0, w[3], dlgo__bc32(a + 12)); s1 = _mm512_dpbusd_epi32(s1, w[7], dlgo__bc32(a + 28));
                isum[t] = _mm512_add_epi32(isum[t], _mm512_add_epi32(_mm512_mullo_epi32(s0, slo), _mm512_mullo_epi32(s1, shi)));
            }
        }
        const __m512 dw = _mm512_cvtph_ps(_mm256_loadu_si256((const __m256i *)(const void *)g));
        DLGO__UNROLL for (int t = 0; t < nt; t++) {
            const uint8_t *yb = act + (size_t)t * arow + 292 * b;
            __m512i off = _mm512_setzero_si512();
            for (int c = 0; c < 8; c++)
                off = _mm512_dpwssd_epi32(off, _mm512_cvtepi8_epi16(_mm256_loadu_si256((const __m256i *)(const void *)(g + 32 + 32 * c))), dlgo__bc32(yb + 260 + 4 * c));
            const __m512i s = _mm512_sub_epi32(isum[t], _mm512_slli_epi32(off, 5));
            acc[t] = _mm512_fmadd_ps(_mm512_cvtepi32_ps(s), _mm512_mul_ps(dw, _mm512_set1_ps(dlgo__f32_x(yb))), acc[t]);
        }
    }
    DLGO__UNROLL for (int t = 0; t < nt; t++) _mm512_storeu_ps(y + (size_t)t * ldy, acc[t]);
}
#define DLGO__RP_Q40(n) dlgo__rp_q80_k(wg, act, arow, aux, auxrow, nb, y, ldy, n, DLGO__RPK_Q4_0)
#define DLGO__RP_Q80(n) dlgo__rp_q80_k(wg, act, arow, aux, auxrow, nb, y, ldy, n, DLGO__RPK_Q8_0)
#define DLGO__RP_Q50(n) dlgo__rp_q80_k(wg, act, arow, aux, auxrow, nb, y, ldy, n, DLGO__RPK_Q5_0)
#define DLGO__RP_IQ4NL(n) dlgo__rp_q80_k(wg, act, arow, aux, auxrow, nb, y, ldy, n, DLGO__RPK_IQ4_NL)
#define DLGO__RP_Q4K(n) dlgo__rp_q4K_k(wg, act, arow, aux, auxrow, nb, y, ldy, n)
#define DLGO__RP_Q6K(n) dlgo__rp_q6K_k(wg, act, arow, aux, auxrow, nb, y, ldy, n)
#define DLGO__RP_IQ4XS(n) dlgo__rp_iq4xs_k(wg, act, arow, aux, auxrow, nb, y, ldy, n)
DLGO__RP_WRAP(dlgo__rp_q4_0, DLGO__RP_Q40)
DLGO__RP_WRAP(dlgo__rp_q8_0, DLGO__RP_Q80)
DLGO__RP_WRAP(dlgo__rp_q5_0, DLGO__RP_Q50)
DLGO__RP_WRAP(dlgo__rp_iq4_nl, DLGO__RP_IQ4NL)
DLGO__RP_WRAP(dlgo__rp_q4_K, DLGO__RP_Q4K)
DLGO__RP_WRAP(dlgo__rp_q6_K, DLGO__RP_Q6K)
DLGO__RP_WRAP(dlgo__rp_iq4_xs, DLGO__RP_IQ4XS)
#endif /* AVX-512 VNNI */
#if defined(DLGO__RP8)
/* ---- AVX2 kernels of the 8-row layouts -------------------------------------------------------------------
   One ymm register holds 4 codes of each of the 8 rows; vpmaddubsw with a broadcast activation dword gives
   two 16-bit pair sums per row. 4-bit codes (at most 15 · 127 · 2 = 3810 a pair) add up in 16 bits over a
   whole 32-code block and 6-bit ones over 8 codes, so one vpmaddwd per block (or per 8 codes) widens them,
   the k-quants' scales riding along in that vpmaddwd. Loops run over the code registers outside the tokens:
   each token keeps one integer and one float accumulator, 4 tokens fit the 16 registers. */
DLGO__FORCEINLINE __m256i dlgo__bc32y(const uint8_t *p) { int32_t v; memcpy(&v, p, 4); return _mm256_set1_epi32(v); }
/* AVX-VNNI (e.g. -march=alderlake, or x86-64-v3 -mavxvnni): vpdpbusd on ymm adds the 4 products of each dword
   in 32 bits, replacing vpmaddubsw + the 16-bit adds + the widening vpmaddwd */
#if defined(__AVXVNNI__)
#  define DLGO__VNNI256 1
#  undef DLGO__SIMD_NAME
#  define DLGO__SIMD_NAME "avx2+avx-vnni"
#endif
/* code register k (codes 4k..4k+3 of each row, k < 4 low nibbles, else high) of a 32-code slice at p */
DLGO__FORCEINLINE __m256i dlgo__rp8_nib(const uint8_t *p, const int k, __m256i m4) {
    const __m256i x = _mm256_loadu_si256((const __m256i *)(const void *)(p + 32 * (k & 3)));
    return k < 4 ? _mm256_and_si256(x, m4) : _mm256_and_si256(_mm256_srli_epi16(x, 4), m4);
}
#if defined(__clang__)
#  define DLGO__UNROLL8 _Pragma("unroll")
#elif defined(__GNUC__) && __GNUC__ >= 8
#  define DLGO__UNROLL8 _Pragma("GCC unroll 8")
#else
#  define DLGO__UNROLL8
#endif
/* The 32-value formats. Unsigned codes (q4_0 0..15, q5_0 0..31) go straight into vpmaddubsw, their offset
   (-8 / -16 · Σa, from aux) added once per block; signed values (q8_0, iq4_nl after its table) by the sign
   trick |w| · (a with w's sign), at most 128 · 127 · 2 a pair, so widened by vpmaddwd every register. q4_0
   sums 8 registers in 16 bits (8 · 3810), q5_0 4 (4 · 7874). */
DLGO__FORCEINLINE void dlgo__rp8_q80_k(const uint8_t *wg, const uint8_t *act, size_t arow, const uint8_t *aux, size_t auxrow,
                                       int64_t nb, float *y, int64_t ldy, const int nt, const int kind) {
    const __m256i m4 = _mm256_set1_epi8(15), ones = _mm256_set1_epi16(1);
    const int sgn = kind == DLGO__RPK_Q8_0 || kind == DLGO__RPK_IQ4_NL;
    const size_t gb = kind == DLGO__RPK_Q8_0 ? 272 : kind == DLGO__RPK_Q5_0 ? 176 : 144;
    const __m256i lut = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(const void *)dlgo__kvalues_iq4nl));
    /* q5_0: bit i of a register's 32-bit mask -> byte i */
    const __m256i bsel = _mm256_setr_epi8(0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3);
    const __m256i bbit = _mm256_set1_epi64x((long long)0x8040201008040201ULL);
    __m256 acc[DLGO__RT];
    (void)lut; (void)bsel; (void)bbit; (void)ones;
    DLGO__UNROLL8 for (int t = 0; t < nt; t++) acc[t] = _mm256_setzero_ps();
    for (int64_t b = 0; b < nb; b++) {
        const uint8_t *g = wg + (size_t)b * gb;
        /* decode: too little work per byte for the hardware prefetcher to run far enough ahead */
        if (nt <= 2) for (size_t l = 0; l < gb; l += 64) _mm_prefetch((const char *)(g + DLGO__RP_PFB * gb + l), _MM_HINT_T0);
        __m256i s[DLGO__RT], s5[DLGO__RT];   /* s5: q5_0's widened first half */
        (void)s5;
        DLGO__UNROLL8 for (int k = 0; k < 8; k++) {
            __m256i w;
            if (kind == DLGO__RPK_Q8_0) w = _mm256_loadu_si256((const __m256i *)(const void *)(g + 16 + 32 * k));
            else {
                w = dlgo__rp8_nib(g + 16, k, m4);
                if (kind == DLGO__RPK_IQ4_NL) w = _mm256_shuffle_epi8(lut, w);
                if (kind == DLGO__RPK_Q5_0) {
                    uint32_t mk; memcpy(&mk, g + 144 + 4 * k, 4);
                    const __m256i hit = _mm256_cmpeq_epi8(_mm256_and_si256(_mm256_shuffle_epi8(_mm256_set1_epi32((int)mk), bsel), bbit), bbit);
                    w = _mm256_or_si256(w, _mm256_and_si256(hit, _mm256_set1_epi8(16)));
                }
            }
            if (sgn) {
                const __m256i aw = _mm256_abs_epi8(w);
                DLGO__UNROLL8 for (int t = 0; t < nt; t++) {
                    const __m256i a = _mm256_sign_epi8(dlgo__bc32y(act + (size_t)t * arow + 34 * b + 2 + 4 * k), w);
#if defined(DLGO__VNNI256)
                    s[t] = _mm256_dpbusd_avx_epi32(k ? s[t] : _mm256_setzero_si256(), aw, a);
#else
                    const __m256i p = _mm256_madd_epi16(_mm256_maddubs_epi16(aw, a), ones);
                    s[t] = k ? _mm256_add_epi32(s[t], p) : p;
#endif
                }
            } else {
                DLGO__UNROLL8 for (int t = 0; t < nt; t++) {
                    const __m256i a = dlgo__bc32y(act + (size_t)t * arow + 34 * b + 2 + 4 * k);
#if defined(DLGO__VNNI256)   /* the chain starts at the block's offset · Σa */
                    s[t] = _mm256_dpbusd_avx_epi32(k ? s[t] : dlgo__bc32y(aux + (size_t)t * auxrow + 8 * b + 4), w, a);
#else
                    const __m256i p = _mm256_maddubs_epi16(w, a);
                    if (kind == DLGO__RPK_Q5_0 && k == 4) { s5[t] = _mm256_madd_epi16(s[t], ones); s[t] = p; }
                    else s[t] = k ? _mm256_add_epi16(s[t], p) : p;
#endif
                }
            }
        }
        const __m256 dw = _mm256_cvtph_ps(_mm_loadu_si128((const __m128i *)(const void *)g));
        DLGO__UNROLL8 for (int t = 0; t < nt; t++) {
            const uint8_t *ax = aux + (size_t)t * auxrow + 8 * b;   /* {d, offset · Σa} */
            __m256i si = s[t];
#if !defined(DLGO__VNNI256)
            if (!sgn) si = _mm256_add_epi32(_mm256_madd_epi16(s[t], ones), dlgo__bc32y(ax + 4));
            if (kind == DLGO__RPK_Q5_0) si = _mm256_add_epi32(si, s5[t]);
#endif
            acc[t] = _mm256_fmadd_ps(_mm256_cvtepi32_ps(si), _mm256_mul_ps(dw, _mm256_set1_ps(dlgo__f32_x(ax))), acc[t]);
        }
    }
    DLGO__UNROLL8 for (int t = 0; t < nt; t++) _mm256_storeu_ps(y + (size_t)t * ldy, acc[t]);
}
/* iq4_xs: per 32-value sub-block the table values by the sign trick, widened by vpmaddwd with the rows' signed
   6-bit scales (sc, sc); one float step per 256 values */
DLGO__FORCEINLINE void dlgo__rp8_iq4xs_k(const uint8_t *wg, const uint8_t *act, size_t arow, const uint8_t *aux, size_t auxrow,
                                         int64_t nb, float *y, int64_t ldy, const int nt) {
    const __m256i m4 = _mm256_set1_epi8(15);
    const __m256i lut = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(const void *)dlgo__kvalues_iq4nl));
    __m256 acc[DLGO__RT];
    (void)aux; (void)auxrow;
    DLGO__UNROLL8 for (int t = 0; t < nt; t++) acc[t] = _mm256_setzero_ps();
    for (int64_t b = 0; b < nb; b++) {
        const uint8_t *g = wg + (size_t)b * 1104;
        if (nt <= 2) for (int l = 0; l < 1104; l += 64) _mm_prefetch((const char *)(g + 2 * 1104 + l), _MM_HINT_T0);
        __m256i isum[DLGO__RT];
        DLGO__UNROLL8 for (int t = 0; t < nt; t++) isum[t] = _mm256_setzero_si256();
        for (int sb = 0; sb < 8; sb++) {
            const __m256i sc = _mm256_cvtepi8_epi32(_mm_loadl_epi64((const __m128i *)(const void *)(g + 16 + 8 * sb)));
            const uint8_t *a0 = act + 292 * b + 4 + 32 * sb;
#if defined(DLGO__VNNI256)
            __m256i sd[DLGO__RT];
#else
            const __m256i scp = _mm256_or_si256(_mm256_and_si256(sc, _mm256_set1_epi32(0xffff)), _mm256_slli_epi32(sc, 16));
#endif
            DLGO__UNROLL8 for (int k = 0; k < 8; k++) {
                const __m256i w = _mm256_shuffle_epi8(lut, dlgo__rp8_nib(g + 80 + 128 * sb, k, m4)), aw = _mm256_abs_epi8(w);
                DLGO__UNROLL8 for (int t = 0; t < nt; t++) {
                    const __m256i a = _mm256_sign_epi8(dlgo__bc32y(a0 + (size_t)t * arow + 4 * k), w);
#if defined(DLGO__VNNI256)
                    sd[t] = _mm256_dpbusd_avx_epi32(k ? sd[t] : _mm256_setzero_si256(), aw, a);
#else
                    isum[t] = _mm256_add_epi32(isum[t], _mm256_madd_epi16(_mm256_maddubs_epi16(aw, a), scp));
#endif
                }
            }
#if defined(DLGO__VNNI256)
            DLGO__UNROLL8 for (int t = 0; t < nt; t++) isum[t] = _mm256_add_epi32(isum[t], _mm256_mullo_epi32(sd[t], sc));
#endif
        }
        const __m256 dw = _mm256_cvtph_ps(_mm_loadu_si128((const __m128i *)(const void *)g));
        DLGO__UNROLL8 for (int t = 0; t < nt; t++)
            acc[t] = _mm256_fmadd_ps(_mm256_cvtepi32_ps(isum[t]), _mm256_mul_ps(dw, _mm256_set1_ps(dlgo__f32_x(act + (size_t)t * arow + 292 * b))), acc[t]);
    }
    DLGO__UNROLL8 for (int t = 0; t < nt; t++) _mm256_storeu_ps(y + (size_t)t * ldy, acc[t]);
}
/* q4_K: per 32-code slice a 16-bit sum per token, widened by vpmaddwd with the rows' scales (sc, sc);
   the mins against the activation's sums of 32, one float step per 256 values */
DLGO__FORCEINLINE void dlgo__rp8_q4K_k(const uint8_t *wg, const uint8_t *act, size_t arow, const uint8_t *aux, size_t auxrow,
                                       int64_t nb, float *y, int64_t ldy, const int nt) {
    const __m256i m4 = _mm256_set1_epi8(15);
    __m256 acc[DLGO__RT];
    DLGO__UNROLL8 for (int t = 0; t < nt; t++) acc[t] = _mm256_setzero_ps();
    for (int64_t b = 0; b < nb; b++) {
        const uint8_t *g = wg + (size_t)b * 1184;
        if (nt <= 2) for (int l = 0; l < 1184; l += 64) _mm_prefetch((const char *)(g + 2 * 1184 + l), _MM_HINT_T0);
        __m256i isum[DLGO__RT];
        DLGO__UNROLL8 for (int t = 0; t < nt; t++) isum[t] = _mm256_setzero_si256();
        for (int sl = 0; sl < 8; sl++) {
            const __m256i sc = _mm256_cvtepu8_epi32(_mm_loadl_epi64((const __m128i *)(const void *)(g + 32 + 8 * sl)));
#if defined(DLGO__VNNI256)
            const __m256i scp = sc;
#else
            const __m256i scp = _mm256_or_si256(sc, _mm256_slli_epi32(sc, 16));
#endif
            const uint8_t *a0 = act + 292 * b + 4 + 32 * sl;
            __m256i s[DLGO__RT];
            DLGO__UNROLL8 for (int k = 0; k < 8; k++) {
                const __m256i w = dlgo__rp8_nib(g + 160 + 128 * sl, k, m4);
                DLGO__UNROLL8 for (int t = 0; t < nt; t++) {
#if defined(DLGO__VNNI256)
                    s[t] = _mm256_dpbusd_avx_epi32(k ? s[t] : _mm256_setzero_si256(), w, dlgo__bc32y(a0 + (size_t)t * arow + 4 * k));
#else
                    const __m256i p = _mm256_maddubs_epi16(w, dlgo__bc32y(a0 + (size_t)t * arow + 4 * k));
                    s[t] = k ? _mm256_add_epi16(s[t], p) : p;
#endif
                }
            }
#if defined(DLGO__VNNI256)
            DLGO__UNROLL8 for (int t = 0; t < nt; t++) isum[t] = _mm256_add_epi32(isum[t], _mm256_mullo_epi32(s[t], scp));
#else
            DLGO__UNROLL8 for (int t = 0; t < nt; t++) isum[t] = _mm256_add_epi32(isum[t], _mm256_madd_epi16(s[t], scp));
#endif
        }
        const __m256 dw = _mm256_cvtph_ps(_mm_loadu_si128((const __m128i *)(const void *)g));
        const __m256 dm = _mm256_cvtph_ps(_mm_loadu_si128((const __m128i *)(const void *)(g + 16)));
        DLGO__UNROLL8 for (int t = 0; t < nt; t++) {
            const uint8_t *S = aux + (size_t)t * auxrow + 16 * b;
            __m256i m = _mm256_madd_epi16(_mm256_cvtepu8_epi16(_mm_loadu_si128((const __m128i *)(const void *)(g + 96))), dlgo__bc32y(S));
            for (int p = 1; p < 4; p++)
                m = _mm256_add_epi32(m, _mm256_madd_epi16(_mm256_cvtepu8_epi16(_mm_loadu_si128((const __m128i *)(const void *)(g + 96 + 16 * p))), dlgo__bc32y(S + 4 * p)));
            const __m256 yd = _mm256_set1_ps(dlgo__f32_x(act + (size_t)t * arow + 292 * b));
            acc[t] = _mm256_fmadd_ps(_mm256_cvtepi32_ps(isum[t]), _mm256_mul_ps(dw, yd), acc[t]);
            acc[t] = _mm256_fnmadd_ps(_mm256_cvtepi32_ps(m), _mm256_mul_ps(dm, yd), acc[t]);
        }
    }
    DLGO__UNROLL8 for (int t = 0; t < nt; t++) _mm256_storeu_ps(y + (size_t)t * ldy, acc[t]);
}
/* q6_K: codes + 32 (0..63): two registers' pair sums (at most 2 · 16002) add in 16 bits, then vpmaddwd with
   the 16-value group's scale; the -32 offset through the activation's sums of 16 */
DLGO__FORCEINLINE void dlgo__rp8_q6K_k(const uint8_t *wg, const uint8_t *act, size_t arow, const uint8_t *aux, size_t auxrow,
                                       int64_t nb, float *y, int64_t ldy, const int nt) {
    const __m256i m4 = _mm256_set1_epi8(15), m30 = _mm256_set1_epi8(0x30);
    /* (s_lo, s_hi) 16-bit pairs per row -> (s_lo, s_lo) or (s_hi, s_hi) */
    const __m256i dlo = _mm256_setr_epi8(0, 1, 0, 1, 4, 5, 4, 5, 8, 9, 8, 9, 12, 13, 12, 13, 0, 1, 0, 1, 4, 5, 4, 5, 8, 9, 8, 9, 12, 13, 12, 13);
    const __m256i dhi = _mm256_setr_epi8(2, 3, 2, 3, 6, 7, 6, 7, 10, 11, 10, 11, 14, 15, 14, 15, 2, 3, 2, 3, 6, 7, 6, 7, 10, 11, 10, 11, 14, 15, 14, 15);
    (void)dlo; (void)dhi;   /* (not used with AVX-VNNI) */
    __m256 acc[DLGO__RT];
    (void)aux; (void)auxrow;
    DLGO__UNROLL8 for (int t = 0; t < nt; t++) acc[t] = _mm256_setzero_ps();
    for (int64_t b = 0; b < nb; b++) {
        const uint8_t *g = wg + (size_t)b * 1680;
        if (nt <= 2) for (int l = 0; l < 1680; l += 64) _mm_prefetch((const char *)(g + 2 * 1680 + l), _MM_HINT_T0);
        __m256i isum[DLGO__RT];
        DLGO__UNROLL8 for (int t = 0; t < nt; t++) isum[t] = _mm256_setzero_si256();
        for (int c = 0; c < 8; c++) {
            const __m256i pr = _mm256_cvtepi8_epi16(_mm_loadu_si128((const __m128i *)(const void *)(g + 16 + 16 * c)));
            const uint8_t *a0 = act + 292 * b + 4 + 32 * c;
            DLGO__UNROLL8 for (int kp = 0; kp < 4; kp++) {   /* code registers 2kp, 2kp + 1 */
                const __m256i h = _mm256_loadu_si256((const __m256i *)(const void *)(g + 1168 + 64 * c + 32 * (kp >> 1)));
#if defined(DLGO__VNNI256)   /* the scale as a 32-bit lane */
                const __m256i sc = kp < 2 ? _mm256_srai_epi32(_mm256_slli_epi32(pr, 16), 16) : _mm256_srai_epi32(pr, 16);
#else
                const __m256i sc = _mm256_shuffle_epi8(pr, kp < 2 ? dlo : dhi);
#endif
                __m256i w0 = dlgo__rp8_nib(g + 144 + 128 * c, 2 * kp, m4), w1 = dlgo__rp8_nib(g + 144 + 128 * c, 2 * kp + 1, m4);
                /* byte j, bits 2i.. of h: high bits of code 4i + j of the half: register i of the half */
                if (kp & 1) {
                    w0 = _mm256_or_si256(w0, _mm256_and_si256(h, m30));
                    w1 = _mm256_or_si256(w1, _mm256_and_si256(_mm256_srli_epi16(h, 2), m30));
                } else {
                    w0 = _mm256_or_si256(w0, _mm256_and_si256(_mm256_slli_epi16(h, 4), m30));
                    w1 = _mm256_or_si256(w1, _mm256_and_si256(_mm256_slli_epi16(h, 2), m30));
                }
                DLGO__UNROLL8 for (int t = 0; t < nt; t++) {
                    const uint8_t *a = a0 + (size_t)t * arow + 8 * kp;
#if defined(DLGO__VNNI256)
                    const __m256i p = _mm256_dpbusd_avx_epi32(_mm256_dpbusd_avx_epi32(_mm256_setzero_si256(), w0, dlgo__bc32y(a)), w1, dlgo__bc32y(a + 4));
                    isum[t] = _mm256_add_epi32(isum[t], _mm256_mullo_epi32(p, sc));
#else
                    const __m256i p = _mm256_add_epi16(_mm256_maddubs_epi16(w0, dlgo__bc32y(a)), _mm256_maddubs_epi16(w1, dlgo__bc32y(a + 4)));
                    isum[t] = _mm256_add_epi32(isum[t], _mm256_madd_epi16(p, sc));
#endif
                }
            }
        }
        const __m256 dw = _mm256_cvtph_ps(_mm_loadu_si128((const __m128i *)(const void *)g));
        DLGO__UNROLL8 for (int t = 0; t < nt; t++) {
            const uint8_t *yb = act + (size_t)t * arow + 292 * b;
            __m256i off = _mm256_setzero_si256();
            for (int c = 0; c < 8; c++)
                off = _mm256_add_epi32(off, _mm256_madd_epi16(_mm256_cvtepi8_epi16(_mm_loadu_si128((const __m128i *)(const void *)(g + 16 + 16 * c))), dlgo__bc32y(yb + 260 + 4 * c)));
            const __m256i s = _mm256_sub_epi32(isum[t], _mm256_slli_epi32(off, 5));
            acc[t] = _mm256_fmadd_ps(_mm256_cvtepi32_ps(s), _mm256_mul_ps(dw, _mm256_set1_ps(dlgo__f32_x(yb))), acc[t]);
        }
    }
    DLGO__UNROLL8 for (int t = 0; t < nt; t++) _mm256_storeu_ps(y + (size_t)t * ldy, acc[t]);
}
#define DLGO__RP8_Q40(n) dlgo__rp8_q80_k(wg, act, arow, aux, auxrow, nb, y, ldy, n, DLGO__RPK_Q4_0)
#define DLGO__RP8_Q80(n) dlgo__rp8_q80_k(wg, act, arow, aux, auxrow, nb, y, ldy, n, DLGO__RPK_Q8_0)
#define DLGO__RP8_Q50(n) dlgo__rp8_q80_k(wg, act, arow, aux, auxrow, nb, y, ldy, n, DLGO__RPK_Q5_0)
#define DLGO__RP8_IQ4NL(n) dlgo__rp8_q80_k(wg, act, arow, aux, auxrow, nb, y, ldy, n, DLGO__RPK_IQ4_NL)
#define DLGO__RP8_IQ4XS(n) dlgo__rp8_iq4xs_k(wg, act, arow, aux, auxrow, nb, y, ldy, n)
#define DLGO__RP8_Q4K(n) dlgo__rp8_q4K_k(wg, act, arow, aux, auxrow, nb, y, ldy, n)
#define DLGO__RP8_Q6K(n) dlgo__rp8_q6K_k(wg, act, arow, aux, auxrow, nb, y, ldy, n)
DLGO__RP_WRAP(dlgo__rp_q4_0, DLGO__RP8_Q40)
DLGO__RP_WRAP(dlgo__rp_q8_0, DLGO__RP8_Q80)
DLGO__RP_WRAP(dlgo__rp_q5_0, DLGO__RP8_Q50)
DLGO__RP_WRAP(dlgo__rp_iq4_nl, DLGO__RP8_IQ4NL)
DLGO__RP_WRAP(dlgo__rp_iq4_xs, DLGO__RP8_IQ4XS)
DLGO__RP_WRAP(dlgo__rp_q4_K, DLGO__RP8_Q4K)
DLGO__RP_WRAP(dlgo__rp_q6_K, DLGO__RP8_Q6K)
/* (no two-group kernels on AVX2: 16 registers hold one group's tokens) */
#define DLGO__RT2 DLGO__RT
typedef void (*dlgo__rp2_fn)(const uint8_t *, size_t, const uint8_t *, size_t, const uint8_t *, size_t, int, int64_t, float *, int64_t);
static dlgo__rp2_fn dlgo__rp2_kernel(int type) { (void)type; return NULL; }
#endif /* DLGO__RP8 */
/* one group of DLGO__RP rows x nt (<= DLGO__RT) tokens (the AVX-512 or the AVX2 kernel of the same name); y
   points at row 0 of token 0 */
typedef void (*dlgo__rp_fn)(const uint8_t *wg, const uint8_t *act, size_t arow, const uint8_t *aux, size_t auxrow,
                            int nt, int64_t nb, float *y, int64_t ldy);
static dlgo__rp_fn dlgo__rp_kernel(int type) {
    switch (type) {
    case DLGO_TYPE_Q4_0: return dlgo__rp_q4_0;
    case DLGO_TYPE_Q8_0: return dlgo__rp_q8_0;
    case DLGO_TYPE_Q5_0: return dlgo__rp_q5_0;
    case DLGO_TYPE_IQ4_NL: return dlgo__rp_iq4_nl;
    case DLGO_TYPE_Q4_K: return dlgo__rp_q4_K;
    case DLGO_TYPE_Q6_K: return dlgo__rp_q6_K;
    case DLGO_TYPE_IQ4_XS: return dlgo__rp_iq4_xs;
    default: return NULL;
    }
}
#endif /* !DLGO_NO_REPACK */

#elif defined(DLGO__NEON)
/* ==========================================================================================================
   >>simd-neon — NEON kernels of Q4_0…Q8_0, IQ4_NL, IQ4_XS, MXFP4, Q4_K, Q6_K, F16 and F32 (sdot where present)
   ========================================================================================================== */
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
/* 16 bits -> 16 bytes: 0x10 where bit j is set (the 5th bit of q5_0 / q5_1 codes) */
DLGO__FORCEINLINE uint8x16_t dlgo__neon_bit5(uint32_t b16) {
    static const uint8_t sel[16] = { 1, 2, 4, 8, 16, 32, 64, 128, 1, 2, 4, 8, 16, 32, 64, 128 };
    const uint8x16_t v = vcombine_u8(vdup_n_u8((uint8_t)(b16 & 0xff)), vdup_n_u8((uint8_t)((b16 >> 8) & 0xff)));
    return vandq_u8(vtstq_u8(v, vld1q_u8(sel)), vdupq_n_u8(0x10));
}
/* q5_0 (off = 16) and q5_1 (off = 0, plus the min term) */
DLGO__FORCEINLINE float dlgo__neon_q5_k(const uint8_t *x, size_t bb, const uint8_t *act, size_t ab, int64_t n, const int q51) {
    float32x4_t acc = vdupq_n_f32(0.0f);
    float summ = 0.0f;
    const uint8x16_t m4 = vdupq_n_u8(15);
    for (int64_t i = 0; i < n / 32; i++, x += bb, act += ab) {
        const uint8_t *qh = x + (q51 ? 4 : 2), *qs = qh + 4, *y = act + (q51 ? 4 : 2);
        const uint32_t h = dlgo__rd32(qh);
        const uint8x16_t q = vld1q_u8(qs);
        int8x16_t lo = vreinterpretq_s8_u8(vorrq_u8(vandq_u8(q, m4), dlgo__neon_bit5(h & 0xffff)));
        int8x16_t hi = vreinterpretq_s8_u8(vorrq_u8(vshrq_n_u8(q, 4), dlgo__neon_bit5(h >> 16)));
        if (!q51) { lo = vsubq_s8(lo, vdupq_n_s8(16)); hi = vsubq_s8(hi, vdupq_n_s8(16)); }
        const int32x4_t sv = DLGO__SDOT(DLGO__SDOT(vdupq_n_s32(0), lo, vld1q_s8((const int8_t *)(const void *)y)), hi,
                                        vld1q_s8((const int8_t *)(const void *)(y + 16)));
        acc = vmlaq_n_f32(acc, vcvtq_f32_s32(sv), dlgo__h2f_x(x) * dlgo__h2f_x(act));
        if (q51) summ += dlgo__h2f_x(x + 2) * dlgo__h2f_x(act + 2);
    }
    return vaddvq_f32(acc) + summ;
}
static float dlgo__neon_q5_0_1(const void *vw, const uint8_t *act, int64_t n) { return dlgo__neon_q5_k((const uint8_t *)vw, 22, act, 34, n, 0); }
static float dlgo__neon_q5_1_1(const void *vw, const uint8_t *act, int64_t n) { return dlgo__neon_q5_k((const uint8_t *)vw, 24, act, 36, n, 1); }
static float dlgo__neon_q4_1_1(const void *vw, const uint8_t *act, int64_t n) {
    const dlgo__block_q4_1 *x = (const dlgo__block_q4_1 *)vw;
    const dlgo__block_q8_1 *y = (const dlgo__block_q8_1 *)(const void *)act;
    float32x4_t acc = vdupq_n_f32(0.0f);
    float summ = 0.0f;
    const uint8x16_t m4 = vdupq_n_u8(15);
    for (int64_t i = 0; i < n / 32; i++) {
        const uint8x16_t q = vld1q_u8(x[i].qs);
        const int32x4_t sv = DLGO__SDOT(DLGO__SDOT(vdupq_n_s32(0), vreinterpretq_s8_u8(vandq_u8(q, m4)), vld1q_s8(y[i].qs)),
                                        vreinterpretq_s8_u8(vshrq_n_u8(q, 4)), vld1q_s8(y[i].qs + 16));
        acc = vmlaq_n_f32(acc, vcvtq_f32_s32(sv), dlgo__h2f_x(x[i].d) * dlgo__h2f_x(y[i].d));
        summ += dlgo__h2f_x(x[i].m) * dlgo__h2f_x(y[i].s);
    }
    return vaddvq_f32(acc) + summ;
}
/* 4-bit codes through a 16-entry byte table: iq4_nl (f16 scale) and mxfp4 (E8M0 scale) */
DLGO__FORCEINLINE float dlgo__neon_lut4(const uint8_t *x, size_t bb, const int8_t *table, const uint8_t *act, int64_t n, const int mx) {
    const int8x16_t lut = vld1q_s8(table);
    const uint8x16_t m4 = vdupq_n_u8(15);
    float32x4_t acc = vdupq_n_f32(0.0f);
    for (int64_t i = 0; i < n / 32; i++, x += bb, act += 34) {
        const uint8x16_t q = vld1q_u8(x + (mx ? 1 : 2));
        const int32x4_t sv = DLGO__SDOT(DLGO__SDOT(vdupq_n_s32(0), vqtbl1q_s8(lut, vandq_u8(q, m4)), vld1q_s8((const int8_t *)(const void *)(act + 2))),
                                        vqtbl1q_s8(lut, vshrq_n_u8(q, 4)), vld1q_s8((const int8_t *)(const void *)(act + 18)));
        acc = vmlaq_n_f32(acc, vcvtq_f32_s32(sv), mx ? dlgo__h2f_x(act) * dlgo__e8m0_half(x[0]) : dlgo__h2f_x(x) * dlgo__h2f_x(act));
    }
    return vaddvq_f32(acc);
}
static float dlgo__neon_iq4_nl_1(const void *vw, const uint8_t *act, int64_t n) { return dlgo__neon_lut4((const uint8_t *)vw, 18, dlgo__kvalues_iq4nl, act, n, 0); }
static float dlgo__neon_mxfp4_1(const void *vw, const uint8_t *act, int64_t n) { return dlgo__neon_lut4((const uint8_t *)vw, 17, dlgo__kvalues_fp4, act, n, 1); }
static float dlgo__neon_iq4_xs_1(const void *vw, const uint8_t *act, int64_t n) {
    const dlgo__block_iq4_xs *x = (const dlgo__block_iq4_xs *)vw;
    const dlgo__block_q8_K *y = (const dlgo__block_q8_K *)(const void *)act;
    const int8x16_t lut = vld1q_s8(dlgo__kvalues_iq4nl);
    const uint8x16_t m4 = vdupq_n_u8(15);
    float sumf = 0.0f;
    for (int64_t i = 0; i < n / DLGO__QK_K; i++) {
        const unsigned sh = dlgo__rd16(x[i].scales_h);
        int isum = 0;
        for (int ib = 0; ib < 8; ib++) {
            const int ls = ((x[i].scales_l[ib / 2] >> (4 * (ib % 2))) & 15) | (int)(((sh >> (2 * ib)) & 3) << 4);
            const uint8x16_t q = vld1q_u8(x[i].qs + 16 * ib);
            const int32x4_t sv = DLGO__SDOT(DLGO__SDOT(vdupq_n_s32(0), vqtbl1q_s8(lut, vandq_u8(q, m4)), vld1q_s8(y[i].qs + 32 * ib)),
                                            vqtbl1q_s8(lut, vshrq_n_u8(q, 4)), vld1q_s8(y[i].qs + 32 * ib + 16));
            isum += (ls - 32) * vaddvq_s32(sv);
        }
        sumf += dlgo__h2f_x(x[i].d) * dlgo__f32_x(y[i].d) * (float)isum;
    }
    return sumf;
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
DLGO__NEON_WRAP(dlgo__neon_q4_1)
DLGO__NEON_WRAP(dlgo__neon_q5_0)
DLGO__NEON_WRAP(dlgo__neon_q5_1)
DLGO__NEON_WRAP(dlgo__neon_iq4_nl)
DLGO__NEON_WRAP(dlgo__neon_iq4_xs)
DLGO__NEON_WRAP(dlgo__neon_mxfp4)
/* ==========================================================================================================
   >>simd-neon-lowbit — NEON kernels of BF16, the 2/3/5-bit K-quants and the low-bit (IQ, TQ, NVFP4, Q1_0, Q2_0) types

   The super-block types are unpacked once per 256 weights into signed bytes plus one integer scale per 16
   codes, then every token runs the same scaled dot over that buffer: the unpacking (grid look-ups, bit
   gathering) is paid once for all nt tokens. Integer sums are those of the reference; only float order differs.
   ========================================================================================================== */
/* 16 bytes -> 0xff where bit j of b0 (lanes 0..7) / b1 (lanes 8..15) is set */
DLGO__FORCEINLINE uint8x16_t dlgo__neon_bitmask(uint8_t b0, uint8_t b1) {
    static const uint8_t sel[16] = { 1, 2, 4, 8, 16, 32, 64, 128, 1, 2, 4, 8, 16, 32, 64, 128 };
    return vtstq_u8(vcombine_u8(vdup_n_u8(b0), vdup_n_u8(b1)), vld1q_u8(sel));
}
/* g with lanes negated where m is 0xff: (g ^ m) - m */
DLGO__FORCEINLINE int8x16_t dlgo__neon_sign(uint8x16_t g, uint8x16_t m) {
    return vreinterpretq_s8_u8(vsubq_u8(veorq_u8(g, m), m));
}
/* Σ_k sc[k] · (q[16k..16k+15] · y[16k..16k+15]) over one 256-code super-block */
DLGO__FORCEINLINE int dlgo__neon_dot256(const int8_t *q, const int32_t *sc, const int8_t *y) {
    int32x4_t acc0 = vdupq_n_s32(0), acc1 = vdupq_n_s32(0);
    for (int k = 0; k < 16; k += 4, q += 64, y += 64) {
        const int32x4_t s = vld1q_s32(sc + k), z = vdupq_n_s32(0);
        acc0 = vmlaq_laneq_s32(acc0, DLGO__SDOT(z, vld1q_s8(q), vld1q_s8(y)), s, 0);
        acc1 = vmlaq_laneq_s32(acc1, DLGO__SDOT(z, vld1q_s8(q + 16), vld1q_s8(y + 16)), s, 1);
        acc0 = vmlaq_laneq_s32(acc0, DLGO__SDOT(z, vld1q_s8(q + 32), vld1q_s8(y + 32)), s, 2);
        acc1 = vmlaq_laneq_s32(acc1, DLGO__SDOT(z, vld1q_s8(q + 48), vld1q_s8(y + 48)), s, 3);
    }
    return vaddvq_s32(vaddq_s32(acc0, acc1));
}
/* the unscaled Σ q·y over 256 codes */
DLGO__FORCEINLINE int dlgo__neon_dot256u(const int8_t *q, const int8_t *y) {
    int32x4_t acc0 = vdupq_n_s32(0), acc1 = vdupq_n_s32(0);
    for (int k = 0; k < 256; k += 32) {
        acc0 = DLGO__SDOT(acc0, vld1q_s8(q + k), vld1q_s8(y + k));
        acc1 = DLGO__SDOT(acc1, vld1q_s8(q + k + 16), vld1q_s8(y + k + 16));
    }
    return vaddvq_s32(vaddq_s32(acc0, acc1));
}
/* bsums j..j+7 of a q8_K block (stored as little-endian int16) */
DLGO__FORCEINLINE int16x8_t dlgo__neon_bsums(const dlgo__block_q8_K *y, int j) {
    return vreinterpretq_s16_u8(vld1q_u8(y->bsums + 2 * j));
}
#define DLGO__NEON_Y(t, i) ((const dlgo__block_q8_K *)(const void *)(act + (size_t)(t) * arow) + (i))

/* bf16: widen both sides to f32 (a 16-bit shift); each weight vector serves every token */
DLGO__FORCEINLINE void dlgo__neon_bf16_k(const void *vw, const uint8_t *act, size_t arow, int64_t n, float *out, const int NT) {
    const uint16_t *w = (const uint16_t *)vw;
    float32x4_t s0[DLGO__NT], s1[DLGO__NT];
    DLGO__UNROLL for (int t = 0; t < NT; t++) { s0[t] = vdupq_n_f32(0.0f); s1[t] = vdupq_n_f32(0.0f); }
    int64_t i = 0;
    for (; i + 8 <= n; i += 8) {
        const uint16x8_t wv = vld1q_u16(w + i);
        const float32x4_t w0 = vreinterpretq_f32_u32(vshll_n_u16(vget_low_u16(wv), 16));
        const float32x4_t w1 = vreinterpretq_f32_u32(vshll_n_u16(vget_high_u16(wv), 16));
        DLGO__UNROLL for (int t = 0; t < NT; t++) {
            const uint16x8_t av = vld1q_u16((const uint16_t *)(const void *)(act + (size_t)t * arow) + i);
            s0[t] = vfmaq_f32(s0[t], w0, vreinterpretq_f32_u32(vshll_n_u16(vget_low_u16(av), 16)));
            s1[t] = vfmaq_f32(s1[t], w1, vreinterpretq_f32_u32(vshll_n_u16(vget_high_u16(av), 16)));
        }
    }
    DLGO__UNROLL for (int t = 0; t < NT; t++) {
        const uint16_t *a = (const uint16_t *)(const void *)(act + (size_t)t * arow);
        float s = vaddvq_f32(vaddq_f32(s0[t], s1[t]));
        for (int64_t j = i; j < n; j++) s += dlgo_bf16_to_f32(w[j]) * dlgo_bf16_to_f32(a[j]);
        out[t] = s;
    }
}
/* q5_K: nibbles plus the qh bit (bit 2c for the low half of chunk c, 2c+1 for the high half) */
DLGO__FORCEINLINE void dlgo__neon_q5_K_k(const void *vw, const uint8_t *act, size_t arow, int64_t n, float *out, const int NT) {
    const dlgo__block_q5_K *x = (const dlgo__block_q5_K *)vw;
    const uint8x16_t m4 = vdupq_n_u8(15), b5 = vdupq_n_u8(16);
    int8_t q[256];
    int32_t sc[16];
    int mins[8];
    int16_t mins16[8];
    float sum[DLGO__NT] = { 0.0f, 0.0f, 0.0f, 0.0f };
    for (int64_t i = 0; i < n / DLGO__QK_K; i++) {
        uint8x16_t h0 = vld1q_u8(x[i].qh), h1 = vld1q_u8(x[i].qh + 16);
        for (int c = 0; c < 4; c++) {
            const uint8x16_t a = vld1q_u8(x[i].qs + 32 * c), b = vld1q_u8(x[i].qs + 32 * c + 16);
            int8_t *o = q + 64 * c;
            vst1q_s8(o, vreinterpretq_s8_u8(vorrq_u8(vandq_u8(a, m4), vandq_u8(vshlq_n_u8(h0, 4), b5))));
            vst1q_s8(o + 16, vreinterpretq_s8_u8(vorrq_u8(vandq_u8(b, m4), vandq_u8(vshlq_n_u8(h1, 4), b5))));
            vst1q_s8(o + 32, vreinterpretq_s8_u8(vorrq_u8(vshrq_n_u8(a, 4), vandq_u8(vshlq_n_u8(h0, 3), b5))));
            vst1q_s8(o + 48, vreinterpretq_s8_u8(vorrq_u8(vshrq_n_u8(b, 4), vandq_u8(vshlq_n_u8(h1, 3), b5))));
            h0 = vshrq_n_u8(h0, 2); h1 = vshrq_n_u8(h1, 2);
            int s1, s2;
            dlgo__scale_min_k4(2 * c, x[i].scales, &s1, &mins[2 * c]);
            dlgo__scale_min_k4(2 * c + 1, x[i].scales, &s2, &mins[2 * c + 1]);
            sc[4 * c] = sc[4 * c + 1] = s1;
            sc[4 * c + 2] = sc[4 * c + 3] = s2;
        }
        for (int j = 0; j < 8; j++) mins16[j] = (int16_t)mins[j];
        const int16x8_t mv = vld1q_s16(mins16);
        const float d = dlgo__h2f_x(x[i].d), dmin = dlgo__h2f_x(x[i].dmin);
        DLGO__UNROLL for (int t = 0; t < NT; t++) {
            const dlgo__block_q8_K *y = DLGO__NEON_Y(t, i);
            const int isum = dlgo__neon_dot256(q, sc, y->qs);
            /* Σ_j mins[j] · (bsum[2j] + bsum[2j+1]); the pair sums fit int16 (|bsum| <= 16·128) */
            const int16x8_t bp = vpaddq_s16(dlgo__neon_bsums(y, 0), dlgo__neon_bsums(y, 8));
            const int summ = vaddvq_s32(vmlal_high_s16(vmull_s16(vget_low_s16(bp), vget_low_s16(mv)), bp, mv));
            const float yd = dlgo__f32_x(y->d);
            sum[t] += d * yd * (float)isum - dmin * yd * (float)summ;
        }
    }
    DLGO__UNROLL for (int t = 0; t < NT; t++) out[t] = sum[t];
}
/* q3_K: 2-bit codes (shift 2j of chunk c) minus 4 where the hmask bit 4c+j is clear; 16 6-bit scales */
DLGO__FORCEINLINE void dlgo__neon_q3_K_k(const void *vw, const uint8_t *act, size_t arow, int64_t n, float *out, const int NT) {
    const dlgo__block_q3_K *x = (const dlgo__block_q3_K *)vw;
    const uint8x16_t m3 = vdupq_n_u8(3), one = vdupq_n_u8(1);
    const int8x16_t four = vdupq_n_s8(4);
    int8_t q[256];
    int32_t sc[16];
    int sc6[16];
    float sum[DLGO__NT] = { 0.0f, 0.0f, 0.0f, 0.0f };
    for (int64_t i = 0; i < n / DLGO__QK_K; i++) {
        uint8x16_t h0 = vld1q_u8(x[i].hmask), h1 = vld1q_u8(x[i].hmask + 16);
        for (int c = 0; c < 2; c++) {
            uint8x16_t a = vld1q_u8(x[i].qs + 32 * c), b = vld1q_u8(x[i].qs + 32 * c + 16);
            for (int j = 0; j < 4; j++) {
                int8_t *o = q + 128 * c + 32 * j;
                /* code | (hbit << 2), minus 4: the reference's "- (hbit ? 0 : 4)" */
                vst1q_s8(o, vsubq_s8(vreinterpretq_s8_u8(vorrq_u8(vandq_u8(a, m3), vshlq_n_u8(vandq_u8(h0, one), 2))), four));
                vst1q_s8(o + 16, vsubq_s8(vreinterpretq_s8_u8(vorrq_u8(vandq_u8(b, m3), vshlq_n_u8(vandq_u8(h1, one), 2))), four));
                a = vshrq_n_u8(a, 2); b = vshrq_n_u8(b, 2);
                h0 = vshrq_n_u8(h0, 1); h1 = vshrq_n_u8(h1, 1);
            }
        }
        dlgo__q3k_scales(x[i].scales, sc6);
        for (int k = 0; k < 16; k++) sc[k] = sc6[k] - 32;
        const float d = dlgo__h2f_x(x[i].d);
        DLGO__UNROLL for (int t = 0; t < NT; t++) {
            const dlgo__block_q8_K *y = DLGO__NEON_Y(t, i);
            sum[t] += d * dlgo__f32_x(y->d) * (float)dlgo__neon_dot256(q, sc, y->qs);
        }
    }
    DLGO__UNROLL for (int t = 0; t < NT; t++) out[t] = sum[t];
}
/* q2_K: 2-bit codes, 4-bit scales (low nibble) and mins (high nibble, through the bsums) */
DLGO__FORCEINLINE void dlgo__neon_q2_K_k(const void *vw, const uint8_t *act, size_t arow, int64_t n, float *out, const int NT) {
    const dlgo__block_q2_K *x = (const dlgo__block_q2_K *)vw;
    const uint8x16_t m3 = vdupq_n_u8(3);
    int8_t q[256];
    int32_t sc[16];
    float sum[DLGO__NT] = { 0.0f, 0.0f, 0.0f, 0.0f };
    for (int64_t i = 0; i < n / DLGO__QK_K; i++) {
        const uint8x16_t sb = vld1q_u8(x[i].scales);   /* high nibbles: the 16 mins */
        const int16x8_t m0 = vreinterpretq_s16_u16(vmovl_u8(vshr_n_u8(vget_low_u8(sb), 4)));
        const int16x8_t m1 = vreinterpretq_s16_u16(vmovl_u8(vshr_n_u8(vget_high_u8(sb), 4)));
        for (int c = 0; c < 2; c++) {
            uint8x16_t a = vld1q_u8(x[i].qs + 32 * c), b = vld1q_u8(x[i].qs + 32 * c + 16);
            for (int j = 0; j < 4; j++) {
                vst1q_s8(q + 128 * c + 32 * j, vreinterpretq_s8_u8(vandq_u8(a, m3)));
                vst1q_s8(q + 128 * c + 32 * j + 16, vreinterpretq_s8_u8(vandq_u8(b, m3)));
                a = vshrq_n_u8(a, 2); b = vshrq_n_u8(b, 2);
            }
        }
        for (int k = 0; k < 16; k++) sc[k] = x[i].scales[k] & 15;
        const float d = dlgo__h2f_x(x[i].d), dmin = dlgo__h2f_x(x[i].dmin);
        DLGO__UNROLL for (int t = 0; t < NT; t++) {
            const dlgo__block_q8_K *y = DLGO__NEON_Y(t, i);
            const int isum = dlgo__neon_dot256(q, sc, y->qs);
            const int16x8_t b0 = dlgo__neon_bsums(y, 0), b1 = dlgo__neon_bsums(y, 8);
            int32x4_t ms = vmlal_high_s16(vmull_s16(vget_low_s16(b0), vget_low_s16(m0)), b0, m0);
            ms = vmlal_high_s16(vmlal_s16(ms, vget_low_s16(b1), vget_low_s16(m1)), b1, m1);
            const int summs = vaddvq_s32(ms);
            const float yd = dlgo__f32_x(y->d);
            sum[t] += yd * d * (float)isum - yd * dmin * (float)summs;
        }
    }
    DLGO__UNROLL for (int t = 0; t < NT; t++) out[t] = sum[t];
}
DLGO__DOTN_WRAP(dlgo__neon_bf16)
DLGO__DOTN_WRAP(dlgo__neon_q5_K)
DLGO__DOTN_WRAP(dlgo__neon_q3_K)
DLGO__DOTN_WRAP(dlgo__neon_q2_K)
/* the common tail of the q8_K types: sum[t] += d · yd · Σ sc·(q·y) for every token */
DLGO__FORCEINLINE void dlgo__neon_acc256(const int8_t *q, const int32_t *sc, float d, const uint8_t *act, size_t arow, int64_t i,
                                         float *sum, const int NT) {
    DLGO__UNROLL for (int t = 0; t < NT; t++) {
        const dlgo__block_q8_K *y = DLGO__NEON_Y(t, i);
        sum[t] += d * dlgo__f32_x(y->d) * (float)dlgo__neon_dot256(q, sc, y->qs);
    }
}
/* tq2_0: 2-bit codes minus 1, four shifts of each 32-byte half */
DLGO__FORCEINLINE void dlgo__neon_tq2_0_k(const void *vw, const uint8_t *act, size_t arow, int64_t n, float *out, const int NT) {
    const dlgo__block_tq2_0 *x = (const dlgo__block_tq2_0 *)vw;
    const uint8x16_t m3 = vdupq_n_u8(3);
    const int8x16_t one = vdupq_n_s8(1);
    int8_t q[256];
    float sum[DLGO__NT] = { 0.0f, 0.0f, 0.0f, 0.0f };
    for (int64_t i = 0; i < n / DLGO__QK_K; i++) {
        for (int j = 0; j < 2; j++) {
            uint8x16_t a = vld1q_u8(x[i].qs + 32 * j), b = vld1q_u8(x[i].qs + 32 * j + 16);
            for (int k = 0; k < 4; k++) {
                vst1q_s8(q + 128 * j + 32 * k, vsubq_s8(vreinterpretq_s8_u8(vandq_u8(a, m3)), one));
                vst1q_s8(q + 128 * j + 32 * k + 16, vsubq_s8(vreinterpretq_s8_u8(vandq_u8(b, m3)), one));
                a = vshrq_n_u8(a, 2); b = vshrq_n_u8(b, 2);
            }
        }
        const float d = dlgo__h2f_x(x[i].d);
        DLGO__UNROLL for (int t = 0; t < NT; t++) {
            const dlgo__block_q8_K *y = DLGO__NEON_Y(t, i);
            sum[t] += (float)dlgo__neon_dot256u(q, y->qs) * (dlgo__f32_x(y->d) * d);
        }
    }
    DLGO__UNROLL for (int t = 0; t < NT; t++) out[t] = sum[t];
}
/* tq1_0: trit t of a byte is the top base-3 digit of byte·3^t mod 256, i.e. ((byte·3^t mod 256)·3) >> 8 */
DLGO__FORCEINLINE int8x16_t dlgo__neon_trit(uint8x16_t b, uint8_t pow3) {
    const uint8x16_t p = vmulq_u8(b, vdupq_n_u8(pow3));
    const uint8x8_t three = vdup_n_u8(3);
    const uint8x16_t tr = vcombine_u8(vshrn_n_u16(vmull_u8(vget_low_u8(p), three), 8), vshrn_n_u16(vmull_u8(vget_high_u8(p), three), 8));
    return vsubq_s8(vreinterpretq_s8_u8(tr), vdupq_n_s8(1));
}
DLGO__FORCEINLINE void dlgo__neon_tq1_0_k(const void *vw, const uint8_t *act, size_t arow, int64_t n, float *out, const int NT) {
    static const uint8_t pow3[5] = { 1, 3, 9, 27, 81 };
    const dlgo__block_tq1_0 *x = (const dlgo__block_tq1_0 *)vw;
    int8_t q[256];
    float sum[DLGO__NT] = { 0.0f, 0.0f, 0.0f, 0.0f };
    for (int64_t i = 0; i < n / DLGO__QK_K; i++) {
        const uint8x16_t a = vld1q_u8(x[i].qs), b = vld1q_u8(x[i].qs + 16), c = vld1q_u8(x[i].qs + 32);
        for (int t = 0; t < 5; t++) {
            vst1q_s8(q + 32 * t, dlgo__neon_trit(a, pow3[t]));
            vst1q_s8(q + 32 * t + 16, dlgo__neon_trit(b, pow3[t]));
            vst1q_s8(q + 160 + 16 * t, dlgo__neon_trit(c, pow3[t]));
        }
        for (int t = 0; t < 4; t++)
            for (int m = 0; m < 4; m++) q[240 + 4 * t + m] = (int8_t)(dlgo__tq1_trit(x[i].qh[m], t) - 1);
        const float d = dlgo__h2f_x(x[i].d);
        DLGO__UNROLL for (int t = 0; t < NT; t++) {
            const dlgo__block_q8_K *y = DLGO__NEON_Y(t, i);
            sum[t] += (float)dlgo__neon_dot256u(q, y->qs) * (d * dlgo__f32_x(y->d));
        }
    }
    DLGO__UNROLL for (int t = 0; t < NT; t++) out[t] = sum[t];
}
/* two 8-byte grid rows with their 8-bit sign masks -> 16 signed codes */
DLGO__FORCEINLINE int8x16_t dlgo__neon_grid2(uint64_t g0, uint64_t g1, uint8_t s0, uint8_t s1) {
    return dlgo__neon_sign(vcombine_u8(vcreate_u8(g0), vcreate_u8(g1)), dlgo__neon_bitmask(s0, s1));
}
DLGO__FORCEINLINE void dlgo__neon_iq2_xxs_k(const void *vw, const uint8_t *act, size_t arow, int64_t n, float *out, const int NT) {
    const dlgo__block_iq2_xxs *x = (const dlgo__block_iq2_xxs *)vw;
    int8_t q[256];
    int32_t sc[16];
    float sum[DLGO__NT] = { 0.0f, 0.0f, 0.0f, 0.0f };
    for (int64_t i = 0; i < n / DLGO__QK_K; i++) {
        for (int ib = 0; ib < 8; ib++) {
            const uint8_t *g = x[i].qs + 8 * ib;
            const uint32_t aux = dlgo__rd32(g + 4);
            for (int l = 0; l < 4; l += 2)
                vst1q_s8(q + 32 * ib + 8 * l, dlgo__neon_grid2(dlgo__iq2xxs_grid[g[l]], dlgo__iq2xxs_grid[g[l + 1]],
                                                                dlgo__ksigns_iq2xs[(aux >> (7 * l)) & 127],
                                                                dlgo__ksigns_iq2xs[(aux >> (7 * l + 7)) & 127]));
            sc[2 * ib] = sc[2 * ib + 1] = (int32_t)(2 * (aux >> 28) + 1);
        }
        dlgo__neon_acc256(q, sc, dlgo__h2f_x(x[i].d), act, arow, i, sum, NT);
    }
    DLGO__UNROLL for (int t = 0; t < NT; t++) out[t] = 0.125f * sum[t];
}
DLGO__FORCEINLINE void dlgo__neon_iq2_xs_k(const void *vw, const uint8_t *act, size_t arow, int64_t n, float *out, const int NT) {
    const dlgo__block_iq2_xs *x = (const dlgo__block_iq2_xs *)vw;
    int8_t q[256];
    int32_t sc[16];
    float sum[DLGO__NT] = { 0.0f, 0.0f, 0.0f, 0.0f };
    for (int64_t i = 0; i < n / DLGO__QK_K; i++) {
        for (int k = 0; k < 16; k++) {   /* 16 codes = two 9-bit grid indices with 7 sign bits each */
            const uint16_t a = dlgo__rd16(x[i].qs + 4 * k), b = dlgo__rd16(x[i].qs + 4 * k + 2);
            vst1q_s8(q + 16 * k, dlgo__neon_grid2(dlgo__iq2xs_grid[a & 511], dlgo__iq2xs_grid[b & 511],
                                                  dlgo__ksigns_iq2xs[a >> 9], dlgo__ksigns_iq2xs[b >> 9]));
            sc[k] = 2 * ((x[i].scales[k / 2] >> (4 * (k % 2))) & 15) + 1;
        }
        dlgo__neon_acc256(q, sc, dlgo__h2f_x(x[i].d), act, arow, i, sum, NT);
    }
    DLGO__UNROLL for (int t = 0; t < NT; t++) out[t] = 0.125f * sum[t];
}
DLGO__FORCEINLINE void dlgo__neon_iq2_s_k(const void *vw, const uint8_t *act, size_t arow, int64_t n, float *out, const int NT) {
    const dlgo__block_iq2_s *x = (const dlgo__block_iq2_s *)vw;
    int8_t q[256];
    int32_t sc[16];
    float sum[DLGO__NT] = { 0.0f, 0.0f, 0.0f, 0.0f };
    for (int64_t i = 0; i < n / DLGO__QK_K; i++) {
        for (int ib = 0; ib < 8; ib++) {
            const uint8_t *qs = x[i].qs + 4 * ib, *sg = x[i].qs + 32 + 4 * ib;
            const int qh = x[i].qh[ib];
            for (int l = 0; l < 4; l += 2)   /* 10-bit index: 8 bits in qs, 2 in qh */
                vst1q_s8(q + 32 * ib + 8 * l, dlgo__neon_grid2(dlgo__iq2s_grid[qs[l] | ((qh << (8 - 2 * l)) & 0x300)],
                                                                dlgo__iq2s_grid[qs[l + 1] | ((qh << (6 - 2 * l)) & 0x300)], sg[l], sg[l + 1]));
            sc[2 * ib] = 2 * (x[i].scales[ib] & 15) + 1;
            sc[2 * ib + 1] = 2 * (x[i].scales[ib] >> 4) + 1;
        }
        dlgo__neon_acc256(q, sc, dlgo__h2f_x(x[i].d), act, arow, i, sum, NT);
    }
    DLGO__UNROLL for (int t = 0; t < NT; t++) out[t] = 0.125f * sum[t];
}
/* iq3: 4-byte grid rows, two per 8 codes */
DLGO__FORCEINLINE int8x16_t dlgo__neon_grid4(uint32_t a, uint32_t b, uint32_t c, uint32_t d, uint8_t s0, uint8_t s1) {
    return dlgo__neon_grid2(a | ((uint64_t)b << 32), c | ((uint64_t)d << 32), s0, s1);
}
DLGO__FORCEINLINE void dlgo__neon_iq3_xxs_k(const void *vw, const uint8_t *act, size_t arow, int64_t n, float *out, const int NT) {
    const dlgo__block_iq3_xxs *x = (const dlgo__block_iq3_xxs *)vw;
    const uint32_t *grid = dlgo__iq3xxs_grid;
    int8_t q[256];
    int32_t sc[16];
    float sum[DLGO__NT] = { 0.0f, 0.0f, 0.0f, 0.0f };
    for (int64_t i = 0; i < n / DLGO__QK_K; i++) {
        for (int ib = 0; ib < 8; ib++) {
            const uint8_t *g = x[i].qs + 8 * ib;
            const uint32_t aux = dlgo__rd32(x[i].qs + 64 + 4 * ib);
            for (int l = 0; l < 4; l += 2)
                vst1q_s8(q + 32 * ib + 8 * l, dlgo__neon_grid4(grid[g[2 * l]], grid[g[2 * l + 1]], grid[g[2 * l + 2]], grid[g[2 * l + 3]],
                                                                dlgo__ksigns_iq2xs[(aux >> (7 * l)) & 127],
                                                                dlgo__ksigns_iq2xs[(aux >> (7 * l + 7)) & 127]));
            sc[2 * ib] = sc[2 * ib + 1] = (int32_t)(2 * (aux >> 28) + 1);
        }
        dlgo__neon_acc256(q, sc, dlgo__h2f_x(x[i].d), act, arow, i, sum, NT);
    }
    DLGO__UNROLL for (int t = 0; t < NT; t++) out[t] = 0.25f * sum[t];
}
DLGO__FORCEINLINE void dlgo__neon_iq3_s_k(const void *vw, const uint8_t *act, size_t arow, int64_t n, float *out, const int NT) {
    const dlgo__block_iq3_s *x = (const dlgo__block_iq3_s *)vw;
    const uint32_t *grid = dlgo__iq3s_grid;
    int8_t q[256];
    int32_t sc[16];
    float sum[DLGO__NT] = { 0.0f, 0.0f, 0.0f, 0.0f };
    for (int64_t i = 0; i < n / DLGO__QK_K; i++) {
        for (int ib = 0; ib < 8; ib++) {
            const uint8_t *g = x[i].qs + 8 * ib, *sg = x[i].signs + 4 * ib;
            const int qh = x[i].qh[ib];   /* bit k: the 9th bit of grid index k */
            for (int l = 0; l < 4; l += 2)
                vst1q_s8(q + 32 * ib + 8 * l, dlgo__neon_grid4(grid[g[2 * l] | ((qh << (8 - 2 * l)) & 256)],
                                                                grid[g[2 * l + 1] | ((qh << (7 - 2 * l)) & 256)],
                                                                grid[g[2 * l + 2] | ((qh << (6 - 2 * l)) & 256)],
                                                                grid[g[2 * l + 3] | ((qh << (5 - 2 * l)) & 256)], sg[l], sg[l + 1]));
            sc[2 * ib] = sc[2 * ib + 1] = 2 * ((x[i].scales[ib / 2] >> (4 * (ib % 2))) & 15) + 1;
        }
        dlgo__neon_acc256(q, sc, dlgo__h2f_x(x[i].d), act, arow, i, sum, NT);
    }
    DLGO__UNROLL for (int t = 0; t < NT; t++) out[t] = sum[t];
}
/* iq1_s: int8 grid rows (-1/0/+1); the ±delta shift of each 32 codes goes through the bsums */
DLGO__FORCEINLINE void dlgo__neon_iq1_s_k(const void *vw, const uint8_t *act, size_t arow, int64_t n, float *out, const int NT) {
    const dlgo__block_iq1_s *x = (const dlgo__block_iq1_s *)vw;
    int8_t q[256];
    int32_t sc[16];
    int lsd[8];
    float sum[DLGO__NT] = { 0.0f, 0.0f, 0.0f, 0.0f };
    for (int64_t i = 0; i < n / DLGO__QK_K; i++) {
        for (int ib = 0; ib < 8; ib++) {
            const uint16_t qh = dlgo__rd16(x[i].qh + 2 * ib);
            const uint8_t *g = x[i].qs + 4 * ib;
            for (int l = 0; l < 4; l += 2)
                vst1q_s8(q + 32 * ib + 8 * l, vreinterpretq_s8_u64(vcombine_u64(vcreate_u64(dlgo__iq1s_grid[g[l] | (((qh >> (3 * l)) & 7) << 8)]),
                                                                                vcreate_u64(dlgo__iq1s_grid[g[l + 1] | (((qh >> (3 * l + 3)) & 7) << 8)]))));
            sc[2 * ib] = sc[2 * ib + 1] = 2 * ((qh >> 12) & 7) + 1;
            lsd[ib] = qh & 0x8000 ? -sc[2 * ib] : sc[2 * ib];
        }
        const float d = dlgo__h2f_x(x[i].d);
        DLGO__UNROLL for (int t = 0; t < NT; t++) {
            const dlgo__block_q8_K *y = DLGO__NEON_Y(t, i);
            const int sumi = dlgo__neon_dot256(q, sc, y->qs);
            int sumi1 = 0;
            for (int ib = 0; ib < 8; ib++) sumi1 += lsd[ib] * (dlgo__q8k_bsum(y, 2 * ib) + dlgo__q8k_bsum(y, 2 * ib + 1));
            sum[t] += d * dlgo__f32_x(y->d) * ((float)sumi + DLGO__IQ1S_DELTA * (float)sumi1);
        }
    }
    DLGO__UNROLL for (int t = 0; t < NT; t++) out[t] = sum[t];
}
/* iq1_m: the delta sign is per 8 codes, so it gets its own ±1 buffer dotted with the same scales */
DLGO__FORCEINLINE void dlgo__neon_iq1_m_k(const void *vw, const uint8_t *act, size_t arow, int64_t n, float *out, const int NT) {
    const dlgo__block_iq1_m *x = (const dlgo__block_iq1_m *)vw;
    int8_t q[256], s[256];
    int32_t sc[16];
    float sum[DLGO__NT] = { 0.0f, 0.0f, 0.0f, 0.0f };
    for (int64_t i = 0; i < n / DLGO__QK_K; i++) {
        for (int ib = 0; ib < 8; ib++) {
            const uint16_t scw = dlgo__rd16(x[i].scales + 2 * (ib / 2));
            const uint8_t *g = x[i].qs + 4 * ib, *qh = x[i].qh + 2 * ib;
            for (int l = 0; l < 4; l += 2) {   /* qh byte l/2: low nibble for code l, high for l+1 (3 index bits + sign) */
                const int h0 = qh[l / 2] & 15, h1 = qh[l / 2] >> 4;
                vst1q_s8(q + 32 * ib + 8 * l, vreinterpretq_s8_u64(vcombine_u64(vcreate_u64(dlgo__iq1s_grid[g[l] | ((h0 & 7) << 8)]),
                                                                                vcreate_u64(dlgo__iq1s_grid[g[l + 1] | ((h1 & 7) << 8)]))));
                vst1q_s8(s + 32 * ib + 8 * l, vcombine_s8(vdup_n_s8((int8_t)(h0 & 8 ? -1 : 1)), vdup_n_s8((int8_t)(h1 & 8 ? -1 : 1))));
            }
            sc[2 * ib] = 2 * ((scw >> (6 * (ib % 2))) & 7) + 1;
            sc[2 * ib + 1] = 2 * ((scw >> (6 * (ib % 2) + 3)) & 7) + 1;
        }
        const float d = dlgo__iq1m_d(x[i].scales);
        DLGO__UNROLL for (int t = 0; t < NT; t++) {
            const dlgo__block_q8_K *y = DLGO__NEON_Y(t, i);
            const int sumi1 = dlgo__neon_dot256(q, sc, y->qs), sumi2 = dlgo__neon_dot256(s, sc, y->qs);
            sum[t] += d * dlgo__f32_x(y->d) * ((float)sumi1 + DLGO__IQ1M_DELTA * (float)sumi2);
        }
    }
    DLGO__UNROLL for (int t = 0; t < NT; t++) out[t] = sum[t];
}
DLGO__DOTN_WRAP(dlgo__neon_tq2_0)
DLGO__DOTN_WRAP(dlgo__neon_tq1_0)
DLGO__DOTN_WRAP(dlgo__neon_iq2_xxs)
DLGO__DOTN_WRAP(dlgo__neon_iq2_xs)
DLGO__DOTN_WRAP(dlgo__neon_iq2_s)
DLGO__DOTN_WRAP(dlgo__neon_iq3_xxs)
DLGO__DOTN_WRAP(dlgo__neon_iq3_s)
DLGO__DOTN_WRAP(dlgo__neon_iq1_s)
DLGO__DOTN_WRAP(dlgo__neon_iq1_m)
/* ---- the q8_0-activation low-bit types: float sums per 32-code activation block, as the reference ---- */
#define DLGO__NEON_Y0(t, j) ((const dlgo__block_q8_0 *)(const void *)(act + (size_t)(t) * arow) + (j))
/* nvfp4: 64 codes over two q8_0 blocks, each 16-code sub-block with its own UE4M3 scale */
DLGO__FORCEINLINE void dlgo__neon_nvfp4_k(const void *vw, const uint8_t *act, size_t arow, int64_t n, float *out, const int NT) {
    const dlgo__block_nvfp4 *x = (const dlgo__block_nvfp4 *)vw;
    const int8x16_t lut = vld1q_s8(dlgo__kvalues_fp4);
    const uint8x8_t m4 = vdup_n_u8(15);
    float sum[DLGO__NT] = { 0.0f, 0.0f, 0.0f, 0.0f };
    for (int64_t i = 0; i < n / 64; i++) {
        int8x16_t v[4];
        float ds[4];
        for (int s = 0; s < 4; s++) {   /* sub-block s: 8 bytes, low nibbles then high nibbles */
            const uint8x8_t b = vld1_u8(x[i].qs + 8 * s);
            v[s] = vqtbl1q_s8(lut, vcombine_u8(vand_u8(b, m4), vshr_n_u8(b, 4)));
            ds[s] = dlgo__ue4m3_half(x[i].d[s]);
        }
        DLGO__UNROLL for (int t = 0; t < NT; t++) {
            for (int s = 0; s < 4; s++) {
                const dlgo__block_q8_0 *yb = DLGO__NEON_Y0(t, 2 * i + s / 2);
                const int sumi = vaddvq_s32(DLGO__SDOT(vdupq_n_s32(0), v[s], vld1q_s8(yb->qs + 16 * (s % 2))));
                sum[t] += dlgo__h2f_x(yb->d) * ds[s] * (float)sumi;
            }
        }
    }
    DLGO__UNROLL for (int t = 0; t < NT; t++) out[t] = sum[t];
}
/* Σ_k d_k · (v[2k], v[2k+1]) · the q8_0 block y + k, for nb blocks: codes already unpacked to bytes */
DLGO__FORCEINLINE float dlgo__neon_q80_blocks(const int8x16_t *v, const dlgo__block_q8_0 *y, const int nb) {
    float sumb = 0.0f;
    for (int k = 0; k < nb; k++) {
        const int sumi = vaddvq_s32(DLGO__SDOT(DLGO__SDOT(vdupq_n_s32(0), v[2 * k], vld1q_s8(y[k].qs)), v[2 * k + 1], vld1q_s8(y[k].qs + 16)));
        sumb += dlgo__h2f_x(y[k].d) * (float)sumi;
    }
    return sumb;
}
/* q1_0: 128 sign bits -> ±1 codes against four q8_0 blocks */
DLGO__FORCEINLINE void dlgo__neon_q1_0_k(const void *vw, const uint8_t *act, size_t arow, int64_t n, float *out, const int NT) {
    const dlgo__block_q1_0 *x = (const dlgo__block_q1_0 *)vw;
    const uint8x16_t two = vdupq_n_u8(2);
    const int8x16_t one = vdupq_n_s8(1);
    float sum[DLGO__NT] = { 0.0f, 0.0f, 0.0f, 0.0f };
    for (int64_t i = 0; i < n / 128; i++) {
        int8x16_t v[8];
        for (int k = 0; k < 8; k++)   /* set bit -> +1, clear -> -1 */
            v[k] = vsubq_s8(vreinterpretq_s8_u8(vandq_u8(dlgo__neon_bitmask(x[i].qs[2 * k], x[i].qs[2 * k + 1]), two)), one);
        const float d = dlgo__h2f_x(x[i].d);
        DLGO__UNROLL for (int t = 0; t < NT; t++) sum[t] += d * dlgo__neon_q80_blocks(v, DLGO__NEON_Y0(t, 4 * i), 4);
    }
    DLGO__UNROLL for (int t = 0; t < NT; t++) out[t] = sum[t];
}
/* q2_0: four 2-bit codes per byte, lowest bits first; code - 1 */
DLGO__FORCEINLINE void dlgo__neon_q2_0_k(const void *vw, const uint8_t *act, size_t arow, int64_t n, float *out, const int NT) {
    static const uint8_t rep[16] = { 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3 };
    static const int8_t shr[16] = { 0, -2, -4, -6, 0, -2, -4, -6, 0, -2, -4, -6, 0, -2, -4, -6 };
    const dlgo__block_q2_0 *x = (const dlgo__block_q2_0 *)vw;
    const uint8x16_t idx = vld1q_u8(rep), m3 = vdupq_n_u8(3);
    const int8x16_t sh = vld1q_s8(shr), one = vdupq_n_s8(1);
    float sum[DLGO__NT] = { 0.0f, 0.0f, 0.0f, 0.0f };
    for (int64_t i = 0; i < n / 64; i++) {
        int8x16_t v[4];
        for (int k = 0; k < 4; k++) {   /* 4 bytes -> 16 codes: each byte repeated 4x, shifted right by 0/2/4/6 */
            const uint8x16_t b = vqtbl1q_u8(vcombine_u8(vld1_u8(x[i].qs + 4 * k), vdup_n_u8(0)), idx);
            v[k] = vsubq_s8(vreinterpretq_s8_u8(vandq_u8(vshlq_u8(b, sh), m3)), one);
        }
        const float d = dlgo__h2f_x(x[i].d);
        DLGO__UNROLL for (int t = 0; t < NT; t++) sum[t] += d * dlgo__neon_q80_blocks(v, DLGO__NEON_Y0(t, 2 * i), 2);
    }
    DLGO__UNROLL for (int t = 0; t < NT; t++) out[t] = sum[t];
}
DLGO__DOTN_WRAP(dlgo__neon_nvfp4)
DLGO__DOTN_WRAP(dlgo__neon_q1_0)
DLGO__DOTN_WRAP(dlgo__neon_q2_0)
static dlgo__dotn_fn dlgo__neon_kernel_more(int type) {
    switch (type) {
    case DLGO_TYPE_BF16: return dlgo__neon_bf16;
    case DLGO_TYPE_Q5_K: return dlgo__neon_q5_K;
    case DLGO_TYPE_Q3_K: return dlgo__neon_q3_K;
    case DLGO_TYPE_Q2_K: return dlgo__neon_q2_K;
    case DLGO_TYPE_TQ2_0: return dlgo__neon_tq2_0;
    case DLGO_TYPE_TQ1_0: return dlgo__neon_tq1_0;
    case DLGO_TYPE_IQ2_XXS: return dlgo__neon_iq2_xxs;
    case DLGO_TYPE_IQ2_XS: return dlgo__neon_iq2_xs;
    case DLGO_TYPE_IQ2_S: return dlgo__neon_iq2_s;
    case DLGO_TYPE_IQ3_XXS: return dlgo__neon_iq3_xxs;
    case DLGO_TYPE_IQ3_S: return dlgo__neon_iq3_s;
    case DLGO_TYPE_IQ1_S: return dlgo__neon_iq1_s;
    case DLGO_TYPE_IQ1_M: return dlgo__neon_iq1_m;
    case DLGO_TYPE_NVFP4: return dlgo__neon_nvfp4;
    case DLGO_TYPE_Q1_0: return dlgo__neon_q1_0;
    case DLGO_TYPE_Q2_0: return dlgo__neon_q2_0;
    default: return NULL;
    }
}
static dlgo__dotn_fn dlgo__simd_kernel(int type) {
    switch (type) {
    case DLGO_TYPE_F32: return dlgo__neon_f32;
    case DLGO_TYPE_F16: return dlgo__neon_f16;
    case DLGO_TYPE_Q4_0: return dlgo__neon_q4_0;
    case DLGO_TYPE_Q8_0: return dlgo__neon_q8_0;
    case DLGO_TYPE_Q4_K: return dlgo__neon_q4_K;
    case DLGO_TYPE_Q6_K: return dlgo__neon_q6_K;
    case DLGO_TYPE_Q4_1: return dlgo__neon_q4_1;
    case DLGO_TYPE_Q5_0: return dlgo__neon_q5_0;
    case DLGO_TYPE_Q5_1: return dlgo__neon_q5_1;
    case DLGO_TYPE_IQ4_NL: return dlgo__neon_iq4_nl;
    case DLGO_TYPE_IQ4_XS: return dlgo__neon_iq4_xs;
    case DLGO_TYPE_MXFP4: return dlgo__neon_mxfp4;
    default: return dlgo__neon_kernel_more(type);
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
static void dlgo__round_f16(float *y, const float *x, int n) { for (int i = 0; i < n; i++) y[i] = dlgo_fp16_to_f32(dlgo_f32_to_fp16(x[i])); }
#endif
#if !defined(DLGO__AVX2)
static void dlgo__f16_row(uint16_t *y, const float *x, int n) { for (int i = 0; i < n; i++) y[i] = dlgo_f32_to_fp16(x[i]); }
static void dlgo__quant_q8_K_fast(const float *x, uint8_t *vy, int64_t n) { dlgo_quantize_row(DLGO_TYPE_Q8_K, x, vy, n); }
static void dlgo__quant_q8_0_fast(const float *x, uint8_t *vy, int64_t n, int32_t *bsum) {
    dlgo_quantize_row(DLGO_TYPE_Q8_0, x, vy, n);
    for (int64_t b = 0; bsum && b < n / 32; b++) {
        int32_t r = 0;
        for (int j = 0; j < 32; j++) r += (int8_t)vy[34 * b + 2 + j];
        bsum[b] = r;
    }
}
static void dlgo__act_n(float *y, const float *g, size_t n, int gelu, float (*scalar)(float)) {
    (void)gelu;
    for (size_t i = 0; i < n; i++) y[i] = g ? y[i] * scalar(g[i]) : scalar(y[i]);
}
static double dlgo__att_exp(float *s, int n, float mx) {
    double sum = 0;
    for (int j = 0; j < n; j++) { s[j] = expf(s[j] - mx); sum += s[j]; }
    return sum;
}
static float dlgo__att_scale_max(float *s, int n, float scale) {
    float mx = -INFINITY;
    for (int j = 0; j < n; j++) { s[j] *= scale; if (s[j] > mx) mx = s[j]; }
    return mx;
}
static void dlgo__att_kq_f16(const uint8_t *K, size_t krow, const float *q, int d, int n, float *s) {
    for (int j = 0; j < n; j++) s[j] = dlgo__dot_f16_f32((const uint16_t *)(const void *)(K + (size_t)j * krow), q, d);
}
static void dlgo__att_pv_f16(float *o, const float *p, const uint8_t *V, size_t vrow, int n, int d) {
    for (int i = 0; i < d; i++) o[i] = 0;
    for (int j = 0; j < n; j++) dlgo__axpy_f16(o, p[j], (const uint16_t *)(const void *)(V + (size_t)j * vrow), d);
}
#endif

#if !defined(DLGO__RPACK)   /* no repacked layouts */
static size_t dlgo__rp_bytes(int type, int64_t n_in, int64_t rows) { (void)type; (void)n_in; (void)rows; return 0; }
#  define DLGO__RP_ROWS 16
#else
#  define DLGO__RP_ROWS DLGO__RP
#endif

DLGO_API const char *dlgo_cpu_kernels(void) { return DLGO__SIMD_NAME; }

/* One weight row · one activation row: the fast kernel where there is one, else the reference. */
static float dlgo__vec_dot(int type, const void *w, const void *act, int64_t n) {
    const dlgo__dotn_fn k = dlgo__simd_kernel(type);
    if (k) { float r; k(w, (const uint8_t *)act, 0, 1, n, &r); return r; }
    return dlgo_vec_dot_ref(type, w, act, n);
}

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

/* ==========================================================================================================
   >>tokenizer — SentencePiece and BPE tokenization, special tokens, detokenization
   The reference is llama.cpp (src/llama-vocab.cpp, src/unicode.cpp): every split decision below reproduces its
   behaviour, including the quirks of its hand-written pre-tokenizers and of the std::regex fallback it runs on a
   "collapsed" text (one byte per code point standing for its class). Matching those quirks is what makes the
   ids identical; each matcher says which regex it stands for.
   ========================================================================================================== */

/* ---- code points --------------------------------------------------------------------------------------- */

#define DLGO__UC_SPACE 0x100   /* flag added to the class byte: White_Space */

static uint32_t dlgo__tk_ascii_lower(uint32_t c) { return c >= 'A' && c <= 'Z' ? c + 32 : c; }

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
static uint32_t dlgo__tk_utf8_next(const unsigned char *s, size_t n, size_t *adv) {
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
static int dlgo__tk_utf8_put(uint32_t cp, char *o) {
    if (cp < 0x80) { o[0] = (char)cp; return 1; }
    if (cp < 0x800) { o[0] = (char)(0xc0 | (cp >> 6)); o[1] = (char)(0x80 | (cp & 0x3f)); return 2; }
    if (cp < 0x10000) {
        o[0] = (char)(0xe0 | (cp >> 12)); o[1] = (char)(0x80 | ((cp >> 6) & 0x3f)); o[2] = (char)(0x80 | (cp & 0x3f));
        return 3;
    }
    if (cp > 0x10FFFF) cp = 0xFFFD;
    if (cp < 0x10000) return dlgo__tk_utf8_put(cp, o);
    o[0] = (char)(0xf0 | (cp >> 18)); o[1] = (char)(0x80 | ((cp >> 12) & 0x3f));
    o[2] = (char)(0x80 | ((cp >> 6) & 0x3f)); o[3] = (char)(0x80 | (cp & 0x3f));
    return 4;
}
/* length of a UTF-8 sequence from its first byte, by the high nibble (continuation bytes count as 1) */
static size_t dlgo__tk_utf8_len(unsigned char c) {
    static const unsigned char lut[16] = { 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 3, 4 };
    return lut[c >> 4];
}

/* GPT-2 byte-level encoding: printable bytes map to themselves, the other 68 bytes to U+0100.. in byte order. */
static uint32_t dlgo__tk_byte_to_cp(unsigned b) {
    if ((b >= 0x21 && b <= 0x7e) || (b >= 0xa1 && b <= 0xac) || (b >= 0xae)) return b;
    unsigned n = 0;
    for (unsigned c = 0; c < b; c++)
        if (!((c >= 0x21 && c <= 0x7e) || (c >= 0xa1 && c <= 0xac) || (c >= 0xae))) n++;
    return 256 + n;
}
static int dlgo__tk_cp_to_byte(uint32_t cp) {   /* -1 when cp is not in the byte alphabet */
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

typedef struct dlgo__tk_merge { uint32_t off, len, len_a; int32_t rank; } dlgo__tk_merge;   /* "A"+"B" in mpool */

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
    char *mpool; dlgo__tk_merge *merges; int32_t n_merges;
    int32_t *mslot; uint32_t mslot_mask;      /* ("A","B") -> merge index */
    int32_t special[DLGO_SPECIAL_COUNT];
    int add_bos, add_eos, add_space_prefix, clean_spaces, ignore_merges, escape_ws, byte_encode;
    int32_t *spec; int32_t n_spec;            /* control/user-defined/unknown tokens, longest text first */
    int32_t *eog; int32_t n_eog;
    int32_t byte_tok[256];                    /* byte fallback token per byte, -1 if none */
    char benc[256][3]; unsigned char benc_len[256];   /* GPT-2 byte -> UTF-8 of its code point */
    int32_t max_len, max_piece;
};

static int32_t dlgo__tk_tok_find(const dlgo_tokenizer *t, const char *s, size_t n) {
    if (!t->slot) return -1;
    uint32_t h = (uint32_t)dlgo__tk_mix(dlgo__tk_hash(s, n, DLGO__FNV0));
    for (uint32_t i = h & t->slot_mask;; i = (i + 1) & t->slot_mask) {
        int32_t id = t->slot[i];
        if (id < 0) return -1;
        if (t->len[id] == n && memcmp(t->pool + t->off[id], s, n) == 0) return id;
    }
}
/* rank of merging symbol a (na bytes) with the following nb bytes; the two are contiguous in memory */
static int32_t dlgo__tk_merge_rank(const dlgo_tokenizer *t, const char *a, size_t na, size_t nb) {
    if (!t->mslot) return -1;
    uint32_t h = (uint32_t)dlgo__tk_mix(dlgo__tk_hash(a, na + nb, DLGO__FNV0) + na);
    for (uint32_t i = h & t->mslot_mask;; i = (i + 1) & t->mslot_mask) {
        int32_t m = t->mslot[i];
        if (m < 0) return -1;
        const dlgo__tk_merge *e = &t->merges[m];
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

typedef struct { const char *name; int pre, clean_spaces, ignore_merges, add_bos; int bos_null; } dlgo__tk_pre_info;
/* tokenizer.ggml.pre values and what they imply (llama-vocab.cpp, llama_vocab::impl::load). clean_spaces -1 =
   keep the BPE default (on); add_bos -1 = keep the default (off). */
static const dlgo__tk_pre_info dlgo__tk_pre_table[] = {
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

static const char *const dlgo__tk_eog_texts[] = {
    "<|eot_id|>", "<|im_end|>", "<|end|>", "<|return|>", "<|call|>", "<|flush|>", "<|calls|>", "<end_of_turn>",
    "<|endoftext|>", "</s>", "<|eom_id|>", "<EOT>", "_<EOT>", "[EOT]", "[EOS]", "<|end_of_text|>",
    "<end_of_utterance>", "<eos>", "<turn|>", "<|tool_response>", "<\xef\xbd\x9c" "end\xe2\x96\x81of\xe2\x96\x81sentence\xef\xbd\x9c>",
    "[e~[", NULL
};
static const char *const dlgo__tk_eot_texts[] = {
    "<|eot_id|>", "<|im_end|>", "<|end|>", "<end_of_turn>", "<|endoftext|>", "<|end_of_text|>", "<EOT>", "_<EOT>",
    "[EOT]", "<\xef\xbd\x9c" "end\xe2\x96\x81of\xe2\x96\x81sentence\xef\xbd\x9c>", "<end_of_utterance>", NULL
};
static const char *const dlgo__tk_fim_texts[6][9] = {   /* FIM pre, suf, mid, pad, rep, sep */
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

static int dlgo__tk_text_in(const dlgo_tokenizer *t, int32_t id, const char *const *list) {
    const char *s = t->pool + t->off[id];
    for (; *list; list++) if (strlen(*list) == t->len[id] && memcmp(*list, s, t->len[id]) == 0) return 1;
    return 0;
}
static int dlgo__tk_text_is(const dlgo_tokenizer *t, int32_t id, const char *s) {
    return id >= 0 && id < t->n_vocab && strlen(s) == t->len[id] && memcmp(t->pool + t->off[id], s, t->len[id]) == 0;
}
static int32_t dlgo__tk_find_cstr(const dlgo_tokenizer *t, const char *s) { return dlgo__tk_tok_find(t, s, strlen(s)); }

static int dlgo__tk_eog_add(dlgo_tokenizer *t, int32_t id) {
    if (id < 0 || id >= t->n_vocab) return 1;
    for (int32_t i = 0; i < t->n_eog; i++) if (t->eog[i] == id) return 1;
    t->eog[t->n_eog++] = id;
    return 1;
}
static void dlgo__tk_eog_remove(dlgo_tokenizer *t, int32_t id) {
    for (int32_t i = 0; i < t->n_eog; i++)
        if (t->eog[i] == id) { t->eog[i] = t->eog[--t->n_eog]; return; }
}

static int32_t dlgo__tk_piece(const dlgo_tokenizer *t, int32_t token, int special, int lstrip, char *buf, int32_t size);

static int dlgo__tk_contains_ci(const char *hay, const char *needle) {   /* ASCII case-insensitive strstr */
    if (!hay) return 0;
    size_t n = strlen(needle);
    for (; *hay; hay++) {
        size_t i = 0;
        while (i < n && hay[i] && (char)dlgo__tk_ascii_lower((unsigned char)hay[i]) == needle[i]) i++;
        if (i == n) return 1;
    }
    return 0;
}

/* ---- building a tokenizer: the model and pre-tokenizer, the vocabulary, the merges, the special tokens, the
   special-token cache, per-model quirks, and the byte tables. Each step returns an error with t half-built; the
   caller frees it. */

/* tokenizer.ggml.model / .pre -> the vocabulary type, pre-tokenizer and flags; the model's default special ids. */
static dlgo_result dlgo__tk_build_model(dlgo_tokenizer *t, const dlgo__tok_desc *d, int32_t *defaults, dlgo_error *err) {
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
        else pre = "gemma4";
        t->clean_spaces = 1; t->byte_encode = 1;
        if (!pre || !*pre) pre = "default";
        const dlgo__tk_pre_info *pi = NULL;
        for (size_t i = 0; i < sizeof dlgo__tk_pre_table / sizeof dlgo__tk_pre_table[0]; i++)
            if (!strcmp(dlgo__tk_pre_table[i].name, pre)) { pi = &dlgo__tk_pre_table[i]; break; }
        if (!pi)
            return dlgo__err(err, DLGO_ERR_UNSUPPORTED, "tokenizer: pre-tokenizer '%s' (tokenizer.ggml.pre) is not supported", pre);
        t->pre = pi->pre;
        snprintf(t->pre_name, sizeof t->pre_name, "%s", pi->name);
        if (pi->clean_spaces == 0) t->clean_spaces = 0;
        if (pi->ignore_merges) t->ignore_merges = 1;
        if (pi->add_bos == 1) t->add_bos = 1;
        if (pi->bos_null) defaults[DLGO_SPECIAL_BOS] = -1;
        if (t->pre == DLGO__PRE_GEMMA4) { t->escape_ws = 1; t->byte_encode = 0; }
    } else {
        return dlgo__err(err, DLGO_ERR_UNSUPPORTED, "tokenizer: tokenizer model '%s' is not supported (only llama, gpt2, gemma4)", d->model);
    }
    if (d->add_space_prefix >= 0) t->add_space_prefix = d->add_space_prefix;
    return DLGO_OK;
}

static dlgo_result dlgo__tk_build_vocab(dlgo_tokenizer *t, const dlgo__tok_desc *d, dlgo_error *err) {
    /* token texts, scores, attributes */
    int32_t n = d->n_vocab;
    t->n_vocab = n;
    size_t total = 0;
    for (int32_t i = 0; i < n; i++) {
        size_t l = 0; const char *s = d->token(d->user, i, &l);
        if (!s) return dlgo__err(err, DLGO_ERR_FORMAT, "tokenizer: token %d is unreadable", (int)i);
        total += (l ? l : 24) + 1;
    }
    const dlgo_allocator *a = &t->alloc;
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
        return dlgo__err(err, DLGO_ERR_OOM, "tokenizer: out of memory for %d tokens", (int)n);
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
    return DLGO_OK;
}

static dlgo_result dlgo__tk_build_merges(dlgo_tokenizer *t, const dlgo__tok_desc *d, dlgo_error *err) {
    /* merges: "A B" split at the first space after position 0; the first occurrence of a pair keeps its rank */
    if (t->type == DLGO_VOCAB_BPE) {
        if (d->n_merges <= 0) return dlgo__err(err, DLGO_ERR_FORMAT, "tokenizer: BPE vocabulary without tokenizer.ggml.merges");
        size_t mtotal = 0;
        for (int32_t i = 0; i < d->n_merges; i++) { size_t l = 0; if (d->merge(d->user, i, &l)) mtotal += l; }
        uint32_t mcap = 16;
        while (mcap < (uint32_t)d->n_merges * 2u) mcap <<= 1;
        const dlgo_allocator *a = &t->alloc;
        t->mpool = (char *)dlgo__malloc(a, mtotal + 1);
        t->merges = (dlgo__tk_merge *)dlgo__malloc(a, sizeof(dlgo__tk_merge) * (size_t)d->n_merges);
        t->mslot = (int32_t *)dlgo__malloc(a, sizeof(int32_t) * mcap);
        if (!t->mpool || !t->merges || !t->mslot) return dlgo__err(err, DLGO_ERR_OOM, "tokenizer: out of memory for merges");
        memset(t->mslot, 0xff, sizeof(int32_t) * mcap);
        t->mslot_mask = mcap - 1;
        size_t mp = 0;
        for (int32_t i = 0; i < d->n_merges; i++) {
            size_t l = 0; const char *s = d->merge(d->user, i, &l);
            if (!s || l < 2) continue;
            const char *sp = (const char *)memchr(s + 1, ' ', l - 1);
            if (!sp) continue;
            size_t la = (size_t)(sp - s), lb = l - la - 1;
            dlgo__tk_merge *e = &t->merges[t->n_merges];
            e->off = (uint32_t)mp; e->len = (uint32_t)(la + lb); e->len_a = (uint32_t)la; e->rank = i;
            memcpy(t->mpool + mp, s, la); memcpy(t->mpool + mp + la, sp + 1, lb);
            uint32_t h = (uint32_t)dlgo__tk_mix(dlgo__tk_hash(t->mpool + mp, la + lb, DLGO__FNV0) + la);
            int dup = 0;
            uint32_t k = h & t->mslot_mask;
            for (;; k = (k + 1) & t->mslot_mask) {
                int32_t o = t->mslot[k];
                if (o < 0) break;
                const dlgo__tk_merge *f = &t->merges[o];
                if (f->len == e->len && f->len_a == e->len_a && memcmp(t->mpool + f->off, t->mpool + mp, e->len) == 0) { dup = 1; break; }
            }
            if (dup) continue;
            t->mslot[k] = t->n_merges++;
            mp += la + lb;
        }
    }
    return DLGO_OK;
}

static void dlgo__tk_build_specials(dlgo_tokenizer *t, const dlgo__tok_desc *d, const int32_t *defaults) {
    const int32_t n = t->n_vocab;
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

    /* auto-detected EOT / EOM / FIM tokens; such tokens become control. When several texts match, llama.cpp takes
       the first in its hash map's iteration order, which in practice is the highest id (Llama 3: <|eot_id|>
       over <|end_of_text|>, Qwen: <|im_end|> over <|endoftext|>), so scan from the top. */
    for (int32_t i = n - 1; i >= 0; i--) {
        if (t->special[DLGO_SPECIAL_EOT] < 0 && dlgo__tk_text_in(t, i, dlgo__tk_eot_texts)) {
            t->special[DLGO_SPECIAL_EOT] = i; t->attr[i] |= DLGO_TOKEN_ATTR_CONTROL;
        }
        if (t->special[DLGO_SPECIAL_EOM] < 0 && dlgo__tk_text_is(t, i, "<|eom_id|>")) {
            t->special[DLGO_SPECIAL_EOM] = i; t->attr[i] |= DLGO_TOKEN_ATTR_CONTROL;
        }
        for (int f = 0; f < 6; f++)
            if (t->special[DLGO_SPECIAL_FIM_PRE + f] < 0 && dlgo__tk_text_in(t, i, dlgo__tk_fim_texts[f])) {
                t->special[DLGO_SPECIAL_FIM_PRE + f] = i; t->attr[i] |= DLGO_TOKEN_ATTR_CONTROL;
            }
    }
    for (int32_t i = 0; i < n; i++)   /* control tokens named "unused..." are unused */
        if ((t->attr[i] & DLGO_TOKEN_ATTR_CONTROL) && strstr(t->pool + t->off[i], "unused")) t->attr[i] |= DLGO_TOKEN_ATTR_UNUSED;

    /* end-of-generation set */
    dlgo__tk_eog_add(t, t->special[DLGO_SPECIAL_FIM_PAD]);
    dlgo__tk_eog_add(t, t->special[DLGO_SPECIAL_FIM_REP]);
    dlgo__tk_eog_add(t, t->special[DLGO_SPECIAL_FIM_SEP]);
    for (int32_t i = 0; i < n; i++)
        if (dlgo__tk_text_in(t, i, dlgo__tk_eog_texts)) { dlgo__tk_eog_add(t, i); t->attr[i] |= DLGO_TOKEN_ATTR_CONTROL; }
    {   /* gpt-oss: always render these */
        static const char *const forced[] = { "<|channel|>", "<|message|>", "<|start|>", "<|constrain|>", NULL };
        for (const char *const *f = forced; *f; f++) {
            int32_t id = dlgo__tk_find_cstr(t, *f);
            if (id >= 0) t->attr[id] = DLGO_TOKEN_ATTR_USER_DEFINED;
        }
    }
    dlgo__tk_eog_add(t, t->special[DLGO_SPECIAL_EOS]);
    dlgo__tk_eog_add(t, t->special[DLGO_SPECIAL_EOT]);
    dlgo__tk_eog_add(t, t->special[DLGO_SPECIAL_EOM]);
    {   /* harmony / solar-open: "<|end|>" ends a message, not the generation */
        int has_return = 0, has_call = 0, has_flush = 0; int32_t end_id = -1;
        for (int32_t i = 0; i < t->n_eog; i++) {
            int32_t id = t->eog[i];
            if (dlgo__tk_text_is(t, id, "<|return|>")) has_return = 1;
            else if (dlgo__tk_text_is(t, id, "<|call|>") || dlgo__tk_text_is(t, id, "<|calls|>")) has_call = 1;
            else if (dlgo__tk_text_is(t, id, "<|flush|>")) has_flush = 1;
            else if (dlgo__tk_text_is(t, id, "<|end|>")) end_id = id;
        }
        if (end_id >= 0 && ((has_return && has_call) || (has_call && has_flush))) {
            dlgo__tk_eog_remove(t, end_id); t->attr[end_id] = DLGO_TOKEN_ATTR_USER_DEFINED;
        }
        int has_tool_response = 0; int32_t s_id = -1;
        for (int32_t i = 0; i < t->n_eog; i++) {
            if (dlgo__tk_text_is(t, t->eog[i], "<|tool_response>")) has_tool_response = 1;
            else if (dlgo__tk_text_is(t, t->eog[i], "</s>")) s_id = t->eog[i];
        }
        if (has_tool_response && s_id >= 0) { dlgo__tk_eog_remove(t, s_id); t->attr[s_id] = DLGO_TOKEN_ATTR_NORMAL; }
    }
    /* keep the set sorted: deterministic and searchable */
    for (int32_t i = 1; i < t->n_eog; i++)
        for (int32_t j = i; j > 0 && t->eog[j - 1] > t->eog[j]; j--) { int32_t x = t->eog[j]; t->eog[j] = t->eog[j - 1]; t->eog[j - 1] = x; }
}

static dlgo_result dlgo__tk_build_spec_cache(dlgo_tokenizer *t, dlgo_error *err) {
    /* special-token cache: control, user-defined and unknown tokens, longest text first (ties: lower id) */
    const dlgo_allocator *a = &t->alloc;
    const int32_t n = t->n_vocab;
    int32_t ns = 0;
    for (int32_t i = 0; i < n; i++)
        if (t->attr[i] & (DLGO_TOKEN_ATTR_CONTROL | DLGO_TOKEN_ATTR_USER_DEFINED | DLGO_TOKEN_ATTR_UNKNOWN)) ns++;
    t->spec = (int32_t *)dlgo__malloc(a, sizeof(int32_t) * (size_t)(ns + 1));
    if (!t->spec) return dlgo__err(err, DLGO_ERR_OOM, "tokenizer: out of memory");
    {
        /* counting sort by length, descending, stable in id */
        int32_t maxl = t->max_len;
        int32_t *cnt = (int32_t *)dlgo__calloc(a, (size_t)maxl + 2, sizeof(int32_t));
        if (!cnt) return dlgo__err(err, DLGO_ERR_OOM, "tokenizer: out of memory");
        for (int32_t i = 0; i < n; i++)
            if (t->attr[i] & (DLGO_TOKEN_ATTR_CONTROL | DLGO_TOKEN_ATTR_USER_DEFINED | DLGO_TOKEN_ATTR_UNKNOWN)) cnt[maxl - (int32_t)t->len[i]]++;
        int32_t acc = 0;
        for (int32_t l = 0; l <= maxl; l++) { int32_t c = cnt[l]; cnt[l] = acc; acc += c; }
        for (int32_t i = 0; i < n; i++)
            if (t->attr[i] & (DLGO_TOKEN_ATTR_CONTROL | DLGO_TOKEN_ATTR_USER_DEFINED | DLGO_TOKEN_ATTR_UNKNOWN)) t->spec[cnt[maxl - (int32_t)t->len[i]]++] = i;
        dlgo__free(a, cnt);
        t->n_spec = ns;
    }
    return DLGO_OK;
}

static void dlgo__tk_build_quirks(dlgo_tokenizer *t, const dlgo__tok_desc *d) {
    /* per-model attribute quirks, by name (llama.cpp does the same) */
    if (strstr(d->pre ? d->pre : "", "jina-v2-de") || strstr(d->pre ? d->pre : "", "jina-v2-es") ||
        strstr(d->pre ? d->pre : "", "jina-v2-code") || (d->arch && (strstr(d->arch, "nomic-bert-moe") || strstr(d->arch, "jina-bert-v3")))) {
        int32_t id = dlgo__tk_find_cstr(t, "<mask>");
        if (id >= 0) t->attr[id] |= DLGO_TOKEN_ATTR_LSTRIP;
    } else if (dlgo__tk_contains_ci(d->name, "phi-3") || dlgo__tk_contains_ci(d->name, "phi3")) {
        for (int32_t i = 0; i < t->n_spec; i++) t->attr[t->spec[i]] |= DLGO_TOKEN_ATTR_RSTRIP;
        int32_t id = dlgo__tk_find_cstr(t, "</s>");
        if (id >= 0) t->attr[id] |= DLGO_TOKEN_ATTR_RSTRIP;
        static const char *const off_list[] = { "<unk>", "<s>", "<|endoftext|>", NULL };
        for (const char *const *f = off_list; *f; f++) {
            id = dlgo__tk_find_cstr(t, *f);
            if (id >= 0) t->attr[id] &= (uint16_t)~DLGO_TOKEN_ATTR_RSTRIP;
        }
    } else if (dlgo__tk_contains_ci(d->name, "modern-bert")) {
        int32_t id = dlgo__tk_find_cstr(t, "[MASK]");
        if (id >= 0) t->attr[id] |= DLGO_TOKEN_ATTR_LSTRIP;
    }
}

static void dlgo__tk_build_bytes(dlgo_tokenizer *t) {
    const int32_t n = t->n_vocab;
    /* byte fallback tables */
    for (int b = 0; b < 256; b++) {
        uint32_t cp = dlgo__tk_byte_to_cp((unsigned)b);
        t->benc_len[b] = (unsigned char)dlgo__tk_utf8_put(cp, t->benc[b]);
        char hex[8];
        snprintf(hex, sizeof hex, "<0x%02X>", b);
        int32_t id = -1;
        if (t->type == DLGO_VOCAB_SPM) {
            id = dlgo__tk_find_cstr(t, hex);
            if (id < 0) { char one = (char)b; id = dlgo__tk_tok_find(t, &one, 1); }
        } else if (t->byte_encode) {
            id = dlgo__tk_tok_find(t, t->benc[b], t->benc_len[b]);
        } else {
            id = dlgo__tk_find_cstr(t, hex);
        }
        t->byte_tok[b] = id;
    }
    /* longest piece: a BPE piece can grow when a code point has no byte ("[UNK_BYTE_0x..]" rendering) */
    int32_t mp = 0;
    for (int32_t i = 0; i < n; i++) {
        int32_t l = dlgo__tk_piece(t, i, 1, 0, NULL, 0);
        if (l < 0) l = -l;
        if (l > mp) mp = l;
    }
    t->max_piece = mp;
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
    int32_t defaults[DLGO_SPECIAL_COUNT];
    dlgo_result r = dlgo__tk_build_model(t, d, defaults, err);
    if (r == DLGO_OK) r = dlgo__tk_build_vocab(t, d, err);
    if (r == DLGO_OK) r = dlgo__tk_build_merges(t, d, err);
    if (r == DLGO_OK) {
        dlgo__tk_build_specials(t, d, defaults);
        r = dlgo__tk_build_spec_cache(t, err);
    }
    if (r != DLGO_OK) {
        dlgo_tokenizer_free(t);
        return r;
    }
    dlgo__tk_build_quirks(t, d);
    dlgo__tk_build_bytes(t);
    *out = t;
    return DLGO_OK;
}

/* ---- GGUF loader ---------------------------------------------------------------------------------------- */

static const char *dlgo__tk_gguf_tok_str(const void *user, int32_t i, size_t *len) {
    const void *const *u = (const void *const *)user;
    uint64_t l = 0;
    const char *s = dlgo_gguf_arr_str((const dlgo_gguf *)u[0], *(const int64_t *)u[1], (uint64_t)i, &l);
    *len = (size_t)l;
    return s;
}
static const char *dlgo__tk_gguf_merge_str(const void *user, int32_t i, size_t *len) {
    const void *const *u = (const void *const *)user;
    uint64_t l = 0;
    const char *s = dlgo_gguf_arr_str((const dlgo_gguf *)u[0], *(const int64_t *)u[2], (uint64_t)i, &l);
    *len = (size_t)l;
    return s;
}
static char *dlgo__tk_gguf_cstr(const dlgo_gguf *g, const char *key, char *buf, size_t size) {
    const char *s; uint64_t l;
    if (dlgo_gguf_get_str(g, key, &s, &l, NULL) != DLGO_OK) return NULL;
    if (l >= size) l = size - 1;
    memcpy(buf, s, (size_t)l); buf[l] = 0;
    return buf;
}
static int64_t dlgo__tk_gguf_int_key(const dlgo_gguf *g, const char *key) {   /* -1 when absent or not an integer */
    int64_t i = dlgo_gguf_find_key(g, key);
    if (i < 0) return -1;
    dlgo_gguf_type ty = dlgo_gguf_kv_type(g, i);
    if (ty == DLGO_GGUF_STRING || ty == DLGO_GGUF_ARRAY || ty == DLGO_GGUF_F32 || ty == DLGO_GGUF_F64 || ty >= DLGO_GGUF_TYPE_COUNT) return -1;
    return dlgo_gguf_val_int(g, i);
}
static int dlgo__tk_gguf_flag(const dlgo_gguf *g, const char *key) {
    int64_t i = dlgo_gguf_find_key(g, key);
    if (i < 0) return -1;
    dlgo_gguf_type ty = dlgo_gguf_kv_type(g, i);
    if (ty == DLGO_GGUF_STRING || ty == DLGO_GGUF_ARRAY || ty >= DLGO_GGUF_TYPE_COUNT) return -1;
    return dlgo_gguf_val_int(g, i) != 0;
}

DLGO_API dlgo_result dlgo_tokenizer_load_gguf(const dlgo_gguf *g, const dlgo_tokenizer_desc *desc, dlgo_tokenizer **out,
                                              dlgo_error *err) {
    const dlgo_allocator *alloc = desc ? desc->allocator : NULL;
    if (!g || !out) return dlgo__err(err, DLGO_ERR_INVALID_ARG, "tokenizer: NULL gguf or out");
    *out = NULL;
    const dlgo_allocator *a = dlgo__alloc_or_default(alloc);
    dlgo__tok_desc d;
    memset(&d, 0, sizeof d);
    char model[64], pre[64], name[256], arch[64];
    d.model = dlgo__tk_gguf_cstr(g, "tokenizer.ggml.model", model, sizeof model);
    if (!d.model) return dlgo__err(err, DLGO_ERR_FORMAT, "tokenizer: key tokenizer.ggml.model is missing or not a string");
    d.pre = dlgo__tk_gguf_cstr(g, "tokenizer.ggml.pre", pre, sizeof pre);
    d.name = dlgo__tk_gguf_cstr(g, "general.name", name, sizeof name);
    d.arch = dlgo__tk_gguf_cstr(g, "general.architecture", arch, sizeof arch);
    int64_t tok_i = dlgo_gguf_find_key(g, "tokenizer.ggml.tokens"), mer_i = dlgo_gguf_find_key(g, "tokenizer.ggml.merges");
    if (tok_i < 0 || dlgo_gguf_kv_type(g, tok_i) != DLGO_GGUF_ARRAY || dlgo_gguf_arr_type(g, tok_i) != DLGO_GGUF_STRING)
        return dlgo__err(err, DLGO_ERR_FORMAT, "tokenizer: tokenizer.ggml.tokens is missing or not a string array");
    uint64_t nv = dlgo_gguf_arr_n(g, tok_i);
    if (nv == 0 || nv > 0x7fffffff) return dlgo__err(err, DLGO_ERR_FORMAT, "tokenizer: tokenizer.ggml.tokens has %llu entries", (unsigned long long)nv);
    const void *user[3] = { g, &tok_i, &mer_i };
    d.n_vocab = (int32_t)nv;
    d.token = dlgo__tk_gguf_tok_str;
    d.merge = dlgo__tk_gguf_merge_str;
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
        int64_t v = dlgo__tk_gguf_int_key(g, keys[i]);
        if (v >= 0) d.special[i] = v;
        if (i >= DLGO_SPECIAL_FIM_PRE && i <= DLGO_SPECIAL_FIM_MID) {   /* deprecated keys are read later and win, as in llama.cpp */
            v = dlgo__tk_gguf_int_key(g, old_fim[i - DLGO_SPECIAL_FIM_PRE]);
            if (v >= 0) d.special[i] = v;
        }
    }
    d.add_bos = dlgo__tk_gguf_flag(g, "tokenizer.ggml.add_bos_token");
    d.add_eos = dlgo__tk_gguf_flag(g, "tokenizer.ggml.add_eos_token");
    d.add_space_prefix = dlgo__tk_gguf_flag(g, "tokenizer.ggml.add_space_prefix");
    dlgo_result r = dlgo__tokenizer_create(&d, a, out, err);
    dlgo__free(a, scores); dlgo__free(a, types);
    return r;
}

/* ---- accessors ---------------------------------------------------------------------------------------- */

#define DLGO__TOK_OK(t, id) ((t) && (id) >= 0 && (id) < (t)->n_vocab)
DLGO_API int32_t         dlgo_tokenizer_n_vocab(const dlgo_tokenizer *t) { return t ? t->n_vocab : 0; }
DLGO__INTERNAL dlgo_vocab_type dlgo_tokenizer_type(const dlgo_tokenizer *t) { return t ? t->type : DLGO_VOCAB_NONE; }
DLGO__INTERNAL const char     *dlgo_tokenizer_pre(const dlgo_tokenizer *t) { return t ? t->pre_name : ""; }
DLGO_API int             dlgo_tokenizer_add_bos(const dlgo_tokenizer *t) { return t ? t->add_bos : 0; }
DLGO_API int             dlgo_tokenizer_add_eos(const dlgo_tokenizer *t) { return t ? t->add_eos : 0; }
DLGO_API int32_t         dlgo_tokenizer_max_piece(const dlgo_tokenizer *t) { return t ? t->max_piece : 0; }
DLGO__INTERNAL const int32_t  *dlgo_tokenizer_eog(const dlgo_tokenizer *t, int32_t *n) { if (n) *n = t ? t->n_eog : 0; return t ? t->eog : NULL; }
DLGO_API int dlgo_token_is_eog(const dlgo_tokenizer *t, int32_t token) {
    if (!DLGO__TOK_OK(t, token)) return 0;
    for (int32_t i = 0; i < t->n_eog; i++) if (t->eog[i] == token) return 1;
    return 0;
}
DLGO__INTERNAL int      dlgo_token_is_control(const dlgo_tokenizer *t, int32_t token) { return DLGO__TOK_OK(t, token) && (t->attr[token] & DLGO_TOKEN_ATTR_CONTROL); }
DLGO_API uint32_t dlgo_token_attr(const dlgo_tokenizer *t, int32_t token) { return DLGO__TOK_OK(t, token) ? t->attr[token] : 0; }
DLGO_API const char *dlgo_token_text(const dlgo_tokenizer *t, int32_t token) { return DLGO__TOK_OK(t, token) ? t->pool + t->off[token] : NULL; }
DLGO__INTERNAL float   dlgo_token_score(const dlgo_tokenizer *t, int32_t token) { return DLGO__TOK_OK(t, token) ? t->score[token] : 0.0f; }
DLGO_API int32_t dlgo_token_from_text(const dlgo_tokenizer *t, const char *text, size_t len) { return t && text ? dlgo__tk_tok_find(t, text, len) : -1; }
DLGO_API int32_t dlgo_token_special(const dlgo_tokenizer *t, dlgo_special which) {
    return t && (int)which >= 0 && which < DLGO_SPECIAL_COUNT ? t->special[which] : -1;
}

/* ---- pre-tokenizers ------------------------------------------------------------------------------------ */

/* One text fragment decoded to code points, with llama.cpp's class flags and the "collapsed" byte that its
   std::regex fallback sees: ASCII stays itself, other whitespace -> 0x0B, numbers/letters/punctuation/marks/
   symbols -> 0xD1..0xD5, anything else -> 0xD0. */
typedef struct dlgo__tk_pt {
    const uint32_t *cp; const uint16_t *fl; const unsigned char *k;
    size_t a, b;   /* the piece being split */
} dlgo__tk_pt;

typedef struct dlgo__tk_vec { size_t *v; size_t n, cap; const dlgo_allocator *al; int oom; } dlgo__tk_vec;
static void dlgo__tk_vpush(dlgo__tk_vec *o, size_t x) {
    if (o->n == o->cap) {
        void *p = o->v;
        if (!dlgo__grow(o->al, &p, &o->cap, o->n + 1, sizeof(size_t))) { o->oom = 1; return; }
        o->v = (size_t *)p;
    }
    o->v[o->n++] = x;
}

#define DLGO__OUT 0xFFFFFFFFu
static uint32_t dlgo__pt_cp(const dlgo__tk_pt *c, size_t p) { return p >= c->a && p < c->b ? c->cp[p] : DLGO__OUT; }
static uint16_t dlgo__pt_fl(const dlgo__tk_pt *c, size_t p) { return p >= c->a && p < c->b ? c->fl[p] : 0; }

/* 's 't 're 've 'm 'll 'd at p (case-insensitive when ci); returns its length or 0 */
static size_t dlgo__tk_contraction(const dlgo__tk_pt *c, size_t p, int ci) {
    if (dlgo__pt_cp(c, p) != '\'' || p + 1 >= c->b) return 0;
    uint32_t n1 = dlgo__pt_cp(c, p + 1);
    if (ci) n1 = dlgo__tk_ascii_lower(n1);   /* tools/gen_unicode.py verifies no other code point lowers into these */
    if (n1 == 's' || n1 == 't' || n1 == 'm' || n1 == 'd') return 2;
    if (p + 2 < c->b) {
        uint32_t n2 = dlgo__pt_cp(c, p + 2);
        if (ci) n2 = dlgo__tk_ascii_lower(n2);
        if ((n1 == 'r' && n2 == 'e') || (n1 == 'v' && n2 == 'e') || (n1 == 'l' && n2 == 'l')) return 3;
    }
    return 0;
}

/* GPT-2: 's|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S)   (llama.cpp's custom splitter:
   a code point nothing matches becomes a piece of its own) */
static void dlgo__tk_split_gpt2(const dlgo__tk_pt *c, dlgo__tk_vec *o) {
    size_t pos = c->a, prev = c->a;
#define DLGO__EMIT(e) do { size_t e_ = (e); if (e_ > prev) dlgo__tk_vpush(o, e_ - prev); prev = e_; pos = e_; } while (0)
    while (pos < c->b) {
        uint32_t cp = dlgo__pt_cp(c, pos);
        uint16_t f = dlgo__pt_fl(c, pos);
        size_t k = dlgo__tk_contraction(c, pos, 0);
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
static void dlgo__tk_split_llama3(const dlgo__tk_pt *c, dlgo__tk_vec *o, int max_digits, int marks) {
    const uint16_t LET = (uint16_t)(DLGO__UC_LET | (marks ? DLGO__UC_MARK : 0));
    size_t pos = c->a, prev = c->a;
    while (pos < c->b) {
        uint32_t cp = dlgo__pt_cp(c, pos);
        uint16_t f = dlgo__pt_fl(c, pos);
        size_t k = dlgo__tk_contraction(c, pos, 1);
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
static void dlgo__tk_split_newlines(const dlgo__tk_pt *c, dlgo__tk_vec *o) {
    size_t pos = c->a;
    while (pos < c->b) {
        int nl = c->cp[pos] == '\n';
        size_t s = pos;
        while (pos < c->b && (c->cp[pos] == '\n') == nl) pos++;
        dlgo__tk_vpush(o, pos - s);
    }
}

/* The regexes llama.cpp hands to std::regex, as matchers: each returns the length of the match starting at p
   (0 = none), with ECMAScript semantics (first alternative that succeeds, greedy with backtracking). The driver
   searches left to right like std::regex_iterator: the text between matches is kept as its own piece. */
typedef size_t (*dlgo__tk_matcher)(const dlgo__tk_pt *c, size_t p);

/* collapsed-text classes (see dlgo__tk_pt) */
static int dlgo__tk_k_s(unsigned k) { return k == ' ' || (k >= 9 && k <= 13); }
static int dlgo__tk_k_l(unsigned k) { return k == 0xD2 || (k >= 'A' && k <= 'Z') || (k >= 'a' && k <= 'z'); }
static int dlgo__tk_k_n(unsigned k) { return k == 0xD1 || (k >= '0' && k <= '9'); }
static int dlgo__tk_k_p(unsigned k) { return k == 0xD3 || (k < 0x80 && k && strchr("!\"#%&'()*,-./:;?@[\\]_{}", (int)k)); }
static int dlgo__tk_k_sym(unsigned k) { return k == 0xD5 || (k < 0x80 && k && strchr("$+<=>^`|~", (int)k)); }
static int dlgo__tk_k_m(unsigned k) { return k == 0xD4; }
static int dlgo__tk_k_rn(unsigned k) { return k == '\r' || k == '\n'; }
/* std::wregex view (regexes with literal non-ASCII ranges): code points, non-ASCII whitespace -> 0x0B */
static uint32_t dlgo__tk_w(const dlgo__tk_pt *c, size_t p) { return c->cp[p] > 0x7f && (c->fl[p] & DLGO__UC_SPACE) ? 0x0B : c->cp[p]; }
static int dlgo__tk_w_s(uint32_t w) { return w == ' ' || (w >= 9 && w <= 13); }

static size_t dlgo__tk_run_k(const dlgo__tk_pt *c, size_t p, int (*pred)(unsigned)) {
    size_t q = p;
    while (q < c->b && pred(c->k[q])) q++;
    return q - p;
}
/* \s*[\r\n]+ | \s+(?!\S) | \s+  — the whitespace tail shared by the llama3-like regexes */
static size_t dlgo__tk_m_ws_tail(const dlgo__tk_pt *c, size_t p) {
    size_t n = dlgo__tk_run_k(c, p, dlgo__tk_k_s);
    if (!n) return 0;
    for (size_t i = n; i-- > 0;) if (dlgo__tk_k_rn(c->k[p + i])) return i + 1;
    if (p + n == c->b) return n;
    return n >= 2 ? n - 1 : n;
}
static int dlgo__tk_k_punct_default(unsigned k) { return dlgo__tk_k_p(k) || (k < 0x80 && k && strchr("$+<=>^~|", (int)k)); }
static int dlgo__tk_k_punct_falcon(unsigned k) { return dlgo__tk_k_p(k) || (k < 0x80 && k && strchr("$+<=>^~|`", (int)k)); }
static size_t dlgo__tk_m_punct_default(const dlgo__tk_pt *c, size_t p) { return dlgo__tk_run_k(c, p, dlgo__tk_k_punct_default); }  /* [\p{P}\$\+<=>\^~\|]+ */
static size_t dlgo__tk_m_punct_falcon(const dlgo__tk_pt *c, size_t p) { return dlgo__tk_run_k(c, p, dlgo__tk_k_punct_falcon); }    /* [\p{P}\$\+<=>\^~\|`]+ */
static size_t dlgo__tk_m_num1(const dlgo__tk_pt *c, size_t p) { return dlgo__tk_k_n(c->k[p]) ? 1 : 0; }                        /* \p{N} */
static size_t dlgo__tk_m_nums(const dlgo__tk_pt *c, size_t p) { return dlgo__tk_run_k(c, p, dlgo__tk_k_n); }                      /* \p{N}+ */
static size_t dlgo__tk_m_num3(const dlgo__tk_pt *c, size_t p) { size_t n = dlgo__tk_run_k(c, p, dlgo__tk_k_n); return n > 3 ? 3 : n; }  /* \p{N}{1,3} */
static size_t dlgo__tk_m_digit3(const dlgo__tk_pt *c, size_t p) {                                                            /* [0-9][0-9][0-9] */
    if (p + 3 > c->b) return 0;
    for (size_t i = 0; i < 3; i++) if (c->cp[p + i] < '0' || c->cp[p + i] > '9') return 0;
    return 3;
}
static size_t dlgo__tk_m_rn(const dlgo__tk_pt *c, size_t p) { return dlgo__tk_w(c, p) == '\r' || dlgo__tk_w(c, p) == '\n'; }     /* [\r\n] */
static int dlgo__tk_in_ranges(uint32_t w, const uint32_t (*r)[2], size_t n) {
    for (size_t i = 0; i < n; i++) if (w >= r[i][0] && w <= r[i][1]) return 1;
    return 0;
}
static int dlgo__tk_w_ds_letter(uint32_t w) {
    return dlgo__tk_in_ranges(w, dlgo__uc_deepseek_letters, sizeof dlgo__uc_deepseek_letters / sizeof dlgo__uc_deepseek_letters[0]);
}
static int dlgo__tk_w_ds_punct(uint32_t w) {   /* [!-/:-~！-／：-～‘-‟　-。] */
    return (w >= 0x21 && w <= 0x2f) || (w >= 0x3a && w <= 0x7e) || (w >= 0xff01 && w <= 0xff0f) ||
           (w >= 0xff1a && w <= 0xff5e) || (w >= 0x2018 && w <= 0x201f) || (w >= 0x3000 && w <= 0x3002);
}
static int dlgo__tk_w_ds_cjk(uint32_t w) { return (w >= 0x800 && w <= 0x9fa5) || (w >= 0xac00 && w <= 0xd7ff); }  /* [一-龥ࠀ-一가-퟿] */
static int dlgo__tk_w_ds3_cjk(uint32_t w) { return (w >= 0x4e00 && w <= 0x9fa5) || (w >= 0x3040 && w <= 0x30ff); } /* [一-龥぀-ゟ゠-ヿ] */
static size_t dlgo__tk_run_w(const dlgo__tk_pt *c, size_t p, int (*pred)(uint32_t)) {
    size_t q = p;
    while (q < c->b && pred(dlgo__tk_w(c, q))) q++;
    return q - p;
}
static size_t dlgo__tk_m_opt_space_run_w(const dlgo__tk_pt *c, size_t p, int (*pred)(uint32_t)) {   /* \s?[X]+ */
    if (dlgo__tk_w_s(dlgo__tk_w(c, p)) && p + 1 < c->b) { size_t n = dlgo__tk_run_w(c, p + 1, pred); if (n) return n + 1; }
    return dlgo__tk_run_w(c, p, pred);
}
static size_t dlgo__tk_m_ds_letters(const dlgo__tk_pt *c, size_t p) { return dlgo__tk_m_opt_space_run_w(c, p, dlgo__tk_w_ds_letter); }
static size_t dlgo__tk_m_ds_punct(const dlgo__tk_pt *c, size_t p) { return dlgo__tk_m_opt_space_run_w(c, p, dlgo__tk_w_ds_punct); }
static size_t dlgo__tk_m_ws_end(const dlgo__tk_pt *c, size_t p) {   /* \s+$ */
    for (size_t q = p; q < c->b; q++) if (!dlgo__tk_w_s(dlgo__tk_w(c, q))) return 0;
    return c->b - p;
}
static size_t dlgo__tk_m_ds_cjk(const dlgo__tk_pt *c, size_t p) { return dlgo__tk_run_w(c, p, dlgo__tk_w_ds_cjk); }
static size_t dlgo__tk_m_ds3_cjk(const dlgo__tk_pt *c, size_t p) { return dlgo__tk_run_w(c, p, dlgo__tk_w_ds3_cjk); }
/* deepseek-coder: \s?\p{L}+ and \s?\p{P}+ (collapsed) */
static size_t dlgo__tk_m_opt_space_run_k(const dlgo__tk_pt *c, size_t p, int (*pred)(unsigned)) {
    if (dlgo__tk_k_s(c->k[p]) && p + 1 < c->b) { size_t n = dlgo__tk_run_k(c, p + 1, pred); if (n) return n + 1; }
    return dlgo__tk_run_k(c, p, pred);
}
static size_t dlgo__tk_m_dc_letters(const dlgo__tk_pt *c, size_t p) { return dlgo__tk_m_opt_space_run_k(c, p, dlgo__tk_k_l); }
static size_t dlgo__tk_m_dc_punct(const dlgo__tk_pt *c, size_t p) { return dlgo__tk_m_opt_space_run_k(c, p, dlgo__tk_k_p); }

/* deepseek-v3:
   [!"#$%&'()*+,\-./:;<=>?@\[\\\]^_`{|}~][A-Za-z]+|[^\r\n\p{L}\p{P}\p{S}]?[\p{L}\p{M}]+| ?[\p{P}\p{S}]+[\r\n]*|
   \s*[\r\n]+|\s+(?!\S)|\s+ */
static int dlgo__tk_k_ascii_alpha(unsigned k) { return (k >= 'A' && k <= 'Z') || (k >= 'a' && k <= 'z'); }
static int dlgo__tk_k_lm(unsigned k) { return dlgo__tk_k_l(k) || dlgo__tk_k_m(k); }
static int dlgo__tk_k_ps(unsigned k) { return dlgo__tk_k_p(k) || dlgo__tk_k_sym(k); }
static size_t dlgo__tk_m_deepseek3(const dlgo__tk_pt *c, size_t p) {
    unsigned k = c->k[p];
    if (k > 0x20 && k < 0x7f && !((k >= '0' && k <= '9') || dlgo__tk_k_ascii_alpha(k)) && p + 1 < c->b && dlgo__tk_k_ascii_alpha(c->k[p + 1]))
        return 1 + dlgo__tk_run_k(c, p + 1, dlgo__tk_k_ascii_alpha);
    if (!dlgo__tk_k_rn(k) && !dlgo__tk_k_l(k) && !dlgo__tk_k_p(k) && !dlgo__tk_k_sym(k) && p + 1 < c->b) {
        size_t n = dlgo__tk_run_k(c, p + 1, dlgo__tk_k_lm);
        if (n) return n + 1;
    }
    { size_t n = dlgo__tk_run_k(c, p, dlgo__tk_k_lm); if (n) return n; }
    {
        size_t q = p;
        if (k == ' ' && p + 1 < c->b && dlgo__tk_k_ps(c->k[p + 1])) q = p + 1;
        size_t n = dlgo__tk_run_k(c, q, dlgo__tk_k_ps);
        if (n) { q += n; q += dlgo__tk_run_k(c, q, dlgo__tk_k_rn); return q - p; }
    }
    return dlgo__tk_m_ws_tail(c, p);
}

/* gpt-4o (o200k) and tekken, as llama.cpp rewrites them for std::regex: "upper" [\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]
   becomes (?=\p{L})[^a-z], "lower" becomes (?=\p{L})[^A-Z]; marks are not letters here.
   [^\r\n\p{L}\p{N}]?U*L+C?|[^\r\n\p{L}\p{N}]?U+L*C?|\p{N}{1,3}| ?[^\s\p{L}\p{N}]+[\r\n/]*|\s*[\r\n]+|\s+(?!\S)|\s+
   with C the contractions (gpt-4o only) and \p{N} single digits for tekken. */
static int dlgo__tk_k_up(unsigned k) { return dlgo__tk_k_l(k) && !(k >= 'a' && k <= 'z'); }
static int dlgo__tk_k_lo(unsigned k) { return dlgo__tk_k_l(k) && !(k >= 'A' && k <= 'Z'); }
static int dlgo__tk_k_x4o(unsigned k) { return !dlgo__tk_k_rn(k) && !dlgo__tk_k_l(k) && !dlgo__tk_k_n(k); }
static int dlgo__tk_k_nsln(unsigned k) { return !dlgo__tk_k_s(k) && !dlgo__tk_k_l(k) && !dlgo__tk_k_n(k); }
static int dlgo__tk_k_rn_slash(unsigned k) { return k == '\r' || k == '\n' || k == '/'; }
static size_t dlgo__tk_k_contraction(const dlgo__tk_pt *c, size_t q) {
    if (q >= c->b || c->k[q] != '\'' || q + 1 >= c->b) return 0;
    unsigned a = dlgo__tk_ascii_lower(c->k[q + 1]);
    if (a == 's' || a == 't' || a == 'm' || a == 'd') return 2;
    if (q + 2 < c->b) {
        unsigned b2 = dlgo__tk_ascii_lower(c->k[q + 2]);
        if ((a == 'r' && b2 == 'e') || (a == 'v' && b2 == 'e') || (a == 'l' && b2 == 'l')) return 3;
    }
    return 0;
}
static size_t dlgo__tk_m_o200k(const dlgo__tk_pt *c, size_t p, int contractions, size_t max_digits) {
    for (int x = 1; x >= 0; x--) {   /* alternative 1: optional prefix, U*, L+ */
        if (x && !dlgo__tk_k_x4o(c->k[p])) continue;
        size_t q = p + (size_t)x, u = dlgo__tk_run_k(c, q, dlgo__tk_k_up);
        for (size_t j = u + 1; j-- > 0;) {
            if (q + j < c->b && dlgo__tk_k_lo(c->k[q + j])) {
                size_t e = q + j + dlgo__tk_run_k(c, q + j, dlgo__tk_k_lo);
                if (contractions) e += dlgo__tk_k_contraction(c, e);
                return e - p;
            }
        }
    }
    for (int x = 1; x >= 0; x--) {   /* alternative 2: optional prefix, U+, L* */
        if (x && !dlgo__tk_k_x4o(c->k[p])) continue;
        size_t q = p + (size_t)x, u = dlgo__tk_run_k(c, q, dlgo__tk_k_up);
        if (!u) continue;
        size_t e = q + u + dlgo__tk_run_k(c, q + u, dlgo__tk_k_lo);
        if (contractions) e += dlgo__tk_k_contraction(c, e);
        return e - p;
    }
    { size_t n = dlgo__tk_run_k(c, p, dlgo__tk_k_n); if (n) return n > max_digits ? max_digits : n; }
    {
        size_t q = p;
        if (c->k[p] == ' ' && p + 1 < c->b && dlgo__tk_k_nsln(c->k[p + 1])) q = p + 1;
        size_t n = dlgo__tk_run_k(c, q, dlgo__tk_k_nsln);
        if (n) { q += n; q += dlgo__tk_run_k(c, q, dlgo__tk_k_rn_slash); return q - p; }
    }
    return dlgo__tk_m_ws_tail(c, p);
}
static size_t dlgo__tk_m_gpt4o(const dlgo__tk_pt *c, size_t p) { return dlgo__tk_m_o200k(c, p, 1, 3); }
static size_t dlgo__tk_m_tekken(const dlgo__tk_pt *c, size_t p) { return dlgo__tk_m_o200k(c, p, 0, 1); }

static void dlgo__tk_split_regex(const dlgo__tk_pt *c, dlgo__tk_vec *o, dlgo__tk_matcher m) {
    size_t last = c->a, p = c->a;
    while (p < c->b) {
        size_t n = m(c, p);
        if (!n) { p++; continue; }
        if (p > last) dlgo__tk_vpush(o, p - last);
        dlgo__tk_vpush(o, n);
        p += n; last = p;
    }
    if (last < c->b) dlgo__tk_vpush(o, c->b - last);
}

enum { DLGO__SP_GPT2 = 1, DLGO__SP_LLAMA3, DLGO__SP_QWEN2, DLGO__SP_QWEN35, DLGO__SP_NEWLINES };
typedef struct { int custom; dlgo__tk_matcher m; } dlgo__tk_stage;

static int dlgo__tk_pre_stages(int pre, dlgo__tk_stage *s) {
    int n = 0;
#define DLGO__C(x) do { s[n].custom = (x); s[n].m = NULL; n++; } while (0)
#define DLGO__R(x) do { s[n].custom = 0; s[n].m = (x); n++; } while (0)
    switch (pre) {
    case DLGO__PRE_DEFAULT: DLGO__R(dlgo__tk_m_punct_default); DLGO__C(DLGO__SP_GPT2); DLGO__R(dlgo__tk_m_nums); DLGO__R(dlgo__tk_m_digit3); break;
    case DLGO__PRE_LLAMA3: DLGO__C(DLGO__SP_LLAMA3); break;
    case DLGO__PRE_QWEN2: DLGO__C(DLGO__SP_QWEN2); break;
    case DLGO__PRE_QWEN35: DLGO__C(DLGO__SP_QWEN35); break;
    case DLGO__PRE_GPT2: DLGO__C(DLGO__SP_GPT2); break;
    case DLGO__PRE_STARCODER: DLGO__R(dlgo__tk_m_num1); DLGO__C(DLGO__SP_GPT2); break;
    case DLGO__PRE_FALCON: DLGO__R(dlgo__tk_m_punct_falcon); DLGO__C(DLGO__SP_GPT2); DLGO__R(dlgo__tk_m_digit3); break;
    case DLGO__PRE_DEEPSEEK_LLM:
        DLGO__R(dlgo__tk_m_rn); DLGO__R(dlgo__tk_m_ds_letters); DLGO__R(dlgo__tk_m_ds_punct); DLGO__R(dlgo__tk_m_ws_end);
        DLGO__R(dlgo__tk_m_ds_cjk); DLGO__R(dlgo__tk_m_nums); break;
    case DLGO__PRE_DEEPSEEK_CODER:
        DLGO__R(dlgo__tk_m_rn); DLGO__R(dlgo__tk_m_dc_letters); DLGO__R(dlgo__tk_m_dc_punct); DLGO__R(dlgo__tk_m_ds_cjk);
        DLGO__R(dlgo__tk_m_num1); break;
    case DLGO__PRE_DEEPSEEK3: DLGO__R(dlgo__tk_m_num3); DLGO__R(dlgo__tk_m_ds3_cjk); DLGO__R(dlgo__tk_m_deepseek3); break;
    case DLGO__PRE_GPT4O: DLGO__R(dlgo__tk_m_gpt4o); break;
    case DLGO__PRE_TEKKEN: DLGO__R(dlgo__tk_m_tekken); break;
    case DLGO__PRE_GEMMA4: DLGO__C(DLGO__SP_NEWLINES); break;
    default: break;
    }
#undef DLGO__C
#undef DLGO__R
    return n;
}

/* ---- tokenization --------------------------------------------------------------------------------------- */

typedef struct dlgo__tk_out { int32_t *buf; int32_t cap, n; } dlgo__tk_out;
static void dlgo__tk_emit(dlgo__tk_out *o, int32_t id) { if (o->n < o->cap) o->buf[o->n] = id; o->n++; }

typedef struct dlgo__tk_sym { int32_t start, n, prev, next; } dlgo__tk_sym;
typedef struct dlgo__tk_bigram { float score; int32_t rank, left, right, size; } dlgo__tk_bigram;

/* scratch reused across the fragments of one dlgo_tokenize call */
typedef struct dlgo__tk_scratch {
    const dlgo_allocator *al;
    dlgo__tk_sym *sym; size_t sym_cap;
    dlgo__tk_bigram *heap; size_t heap_cap, heap_n;
    char *buf; size_t buf_cap;
    uint32_t *cp; uint16_t *fl; unsigned char *k; size_t cp_cap;
    dlgo__tk_vec va, vb;
    int oom;
} dlgo__tk_scratch;

static int dlgo__tk_heap_less(const dlgo__tk_bigram *x, const dlgo__tk_bigram *y, int spm) {   /* x comes out before y */
    if (spm) return x->score > y->score || (x->score == y->score && x->left < y->left);
    return x->rank < y->rank || (x->rank == y->rank && x->left < y->left);
}
static void dlgo__tk_heap_push(dlgo__tk_scratch *s, const dlgo__tk_bigram *b, int spm) {
    if (s->heap_n == s->heap_cap) {
        void *p = s->heap;
        if (!dlgo__grow(s->al, &p, &s->heap_cap, s->heap_n + 1, sizeof(dlgo__tk_bigram))) { s->oom = 1; return; }
        s->heap = (dlgo__tk_bigram *)p;
    }
    size_t i = s->heap_n++;
    s->heap[i] = *b;
    while (i > 0) {
        size_t par = (i - 1) / 2;
        if (!dlgo__tk_heap_less(&s->heap[i], &s->heap[par], spm)) break;
        dlgo__tk_bigram x = s->heap[i]; s->heap[i] = s->heap[par]; s->heap[par] = x; i = par;
    }
}
static dlgo__tk_bigram dlgo__tk_heap_pop(dlgo__tk_scratch *s, int spm) {
    dlgo__tk_bigram top = s->heap[0];
    s->heap[0] = s->heap[--s->heap_n];
    size_t i = 0;
    for (;;) {
        size_t l = 2 * i + 1, r = l + 1, m = i;
        if (l < s->heap_n && dlgo__tk_heap_less(&s->heap[l], &s->heap[m], spm)) m = l;
        if (r < s->heap_n && dlgo__tk_heap_less(&s->heap[r], &s->heap[m], spm)) m = r;
        if (m == i) break;
        dlgo__tk_bigram x = s->heap[i]; s->heap[i] = s->heap[m]; s->heap[m] = x; i = m;
    }
    return top;
}

/* split text into UTF-8 symbols (by lead byte, no validation) linked as a list */
static int32_t dlgo__tk_symbols(dlgo__tk_scratch *s, const char *text, size_t n) {
    void *p = s->sym;
    if (!dlgo__grow(s->al, &p, &s->sym_cap, n + 1, sizeof(dlgo__tk_sym))) { s->oom = 1; return 0; }
    s->sym = (dlgo__tk_sym *)p;
    int32_t cnt = 0;
    size_t off = 0;
    while (off < n) {
        size_t l = dlgo__tk_utf8_len((unsigned char)text[off]);
        if (l > n - off) l = n - off;
        dlgo__tk_sym *y = &s->sym[cnt];
        y->start = (int32_t)off; y->n = (int32_t)l; y->prev = cnt - 1;
        off += l;
        y->next = off == n ? -1 : cnt + 1;
        cnt++;
    }
    return cnt;
}

/* SentencePiece: merge the adjacent pair whose text is the best-scoring token until none is left */
static void dlgo__tk_spm_try(const dlgo_tokenizer *t, dlgo__tk_scratch *s, const char *text, int32_t l, int32_t r) {
    if (l < 0 || r < 0) return;
    int32_t size = s->sym[l].n + s->sym[r].n;
    int32_t id = dlgo__tk_tok_find(t, text + s->sym[l].start, (size_t)size);
    if (id < 0) return;
    dlgo__tk_bigram b; b.score = t->score[id]; b.rank = 0; b.left = l; b.right = r; b.size = size;
    dlgo__tk_heap_push(s, &b, 1);
}
static void dlgo__tk_spm_fragment(const dlgo_tokenizer *t, dlgo__tk_scratch *s, const char *text, size_t n, dlgo__tk_out *o) {
    int32_t cnt = dlgo__tk_symbols(s, text, n);
    if (s->oom || cnt == 0) return;
    s->heap_n = 0;
    for (int32_t i = 1; i < cnt; i++) dlgo__tk_spm_try(t, s, text, i - 1, i);
    while (s->heap_n && !s->oom) {
        dlgo__tk_bigram b = dlgo__tk_heap_pop(s, 1);
        dlgo__tk_sym *L = &s->sym[b.left], *R = &s->sym[b.right];
        if (L->n == 0 || R->n == 0 || L->n + R->n != b.size) continue;   /* stale */
        L->n += R->n; R->n = 0;
        L->next = R->next;
        if (R->next >= 0) s->sym[R->next].prev = b.left;
        dlgo__tk_spm_try(t, s, text, L->prev, b.left);
        dlgo__tk_spm_try(t, s, text, b.left, L->next);
    }
    for (int32_t i = 0; i != -1; i = s->sym[i].next) {
        const dlgo__tk_sym *y = &s->sym[i];
        int32_t id = dlgo__tk_tok_find(t, text + y->start, (size_t)y->n);
        if (id >= 0) { dlgo__tk_emit(o, id); continue; }
        /* every merged symbol is a token, so this is one unknown character: byte fallback */
        for (int32_t j = 0; j < y->n; j++) {
            int32_t bt = t->byte_tok[(unsigned char)text[y->start + j]];
            if (bt < 0) bt = t->special[DLGO_SPECIAL_UNK];   /* llama.cpp would throw here */
            if (bt >= 0) dlgo__tk_emit(o, bt);
        }
    }
}

/* BPE on one pre-tokenized word: merge the adjacent pair with the lowest merge rank until none is left */
static void dlgo__tk_bpe_try(const dlgo_tokenizer *t, dlgo__tk_scratch *s, const char *w, int32_t l, int32_t r) {
    if (l < 0 || r < 0) return;
    int32_t rank = dlgo__tk_merge_rank(t, w + s->sym[l].start, (size_t)s->sym[l].n, (size_t)s->sym[r].n);
    if (rank < 0) return;
    dlgo__tk_bigram b; b.score = 0; b.rank = rank; b.left = l; b.right = r; b.size = s->sym[l].n + s->sym[r].n;
    dlgo__tk_heap_push(s, &b, 0);
}
static void dlgo__tk_bpe_word(const dlgo_tokenizer *t, dlgo__tk_scratch *s, const char *w, size_t n, dlgo__tk_out *o) {
    if (n == 0) return;
    if (t->ignore_merges) {
        int32_t id = dlgo__tk_tok_find(t, w, n);
        if (id >= 0) { dlgo__tk_emit(o, id); return; }
    }
    if (t->pre == DLGO__PRE_GEMMA4) {   /* a run of newlines that is itself a token is taken whole */
        size_t i = 0;
        while (i < n && w[i] == '\n') i++;
        if (i == n) { int32_t id = dlgo__tk_tok_find(t, w, n); if (id >= 0) { dlgo__tk_emit(o, id); return; } }
    }
    int32_t cnt = dlgo__tk_symbols(s, w, n);
    if (s->oom) return;
    s->heap_n = 0;
    for (int32_t i = 1; i < cnt; i++) dlgo__tk_bpe_try(t, s, w, i - 1, i);
    while (s->heap_n && !s->oom) {
        dlgo__tk_bigram b = dlgo__tk_heap_pop(s, 0);
        dlgo__tk_sym *L = &s->sym[b.left], *R = &s->sym[b.right];
        if (L->n == 0 || R->n == 0 || L->n + R->n != b.size) continue;   /* stale */
        L->n += R->n; R->n = 0;
        L->next = R->next;
        if (R->next >= 0) s->sym[R->next].prev = b.left;
        dlgo__tk_bpe_try(t, s, w, L->prev, b.left);
        dlgo__tk_bpe_try(t, s, w, b.left, L->next);
    }
    for (int32_t i = 0; i < cnt; i++) {
        const dlgo__tk_sym *y = &s->sym[i];
        if (y->n == 0) continue;
        int32_t id = dlgo__tk_tok_find(t, w + y->start, (size_t)y->n);
        if (id >= 0) { dlgo__tk_emit(o, id); continue; }
        for (int32_t j = 0; j < y->n; j++) {   /* unknown symbol: byte by byte (bytes without a token are dropped) */
            unsigned char ch = (unsigned char)w[y->start + j];
            int32_t bt;
            if (t->byte_encode) bt = dlgo__tk_tok_find(t, (const char *)&ch, 1);
            else bt = t->byte_tok[ch];
            if (bt >= 0) dlgo__tk_emit(o, bt);
        }
    }
}

static int dlgo__tk_buf_reserve(dlgo__tk_scratch *s, size_t need) {
    void *p = s->buf;
    if (!dlgo__grow(s->al, &p, &s->buf_cap, need, 1)) { s->oom = 1; return 0; }
    s->buf = (char *)p;
    return 1;
}

static void dlgo__tk_bpe_fragment(const dlgo_tokenizer *t, dlgo__tk_scratch *s, const char *text, size_t n, dlgo__tk_out *o) {
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
        uint32_t cp = dlgo__tk_utf8_next((const unsigned char *)text + off, n - off, &adv);
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
    dlgo__tk_stage st[8];
    int ns = dlgo__tk_pre_stages(t->pre, st);
    s->va.n = 0;
    dlgo__tk_vpush(&s->va, m);
    for (int i = 0; i < ns && !s->va.oom; i++) {
        s->vb.n = 0;
        size_t start = 0;
        for (size_t j = 0; j < s->va.n; j++) {
            dlgo__tk_pt c; c.cp = s->cp; c.fl = s->fl; c.k = s->k; c.a = start; c.b = start + s->va.v[j];
            start = c.b;
            if (c.a == c.b) continue;
            switch (st[i].custom) {
            case DLGO__SP_GPT2: dlgo__tk_split_gpt2(&c, &s->vb); break;
            case DLGO__SP_LLAMA3: dlgo__tk_split_llama3(&c, &s->vb, 3, 0); break;
            case DLGO__SP_QWEN2: dlgo__tk_split_llama3(&c, &s->vb, 1, 0); break;
            case DLGO__SP_QWEN35: dlgo__tk_split_llama3(&c, &s->vb, 1, 1); break;
            case DLGO__SP_NEWLINES: dlgo__tk_split_newlines(&c, &s->vb); break;
            default: dlgo__tk_split_regex(&c, &s->vb, st[i].m); break;
            }
        }
        dlgo__tk_vec x = s->va; s->va = s->vb; s->vb = x;
    }
    if (s->va.oom || s->vb.oom) { s->oom = 1; return; }
    /* each piece: back to UTF-8 (byte-level encoded for GPT-2 vocabularies), then BPE */
    size_t start = 0;
    for (size_t j = 0; j < s->va.n && !s->oom; j++) {
        size_t a = start, b = start + s->va.v[j];
        start = b;
        if (!dlgo__tk_buf_reserve(s, (b - a) * 8 + 1)) return;
        size_t wl = 0;
        for (size_t q = a; q < b; q++) {
            char u[4];
            int ul = dlgo__tk_utf8_put(s->cp[q], u);
            for (int z = 0; z < ul; z++) {
                unsigned char byte = (unsigned char)u[z];
                if (t->byte_encode) { memcpy(s->buf + wl, t->benc[byte], t->benc_len[byte]); wl += t->benc_len[byte]; }
                else s->buf[wl++] = (char)byte;
            }
        }
        dlgo__tk_bpe_word(t, s, s->buf, wl, o);
    }
}

typedef struct dlgo__tk_frag { int32_t token; size_t off, len; } dlgo__tk_frag;   /* token >= 0: special token */

static int dlgo__tk_isspace_c(unsigned char c) { return c == ' ' || (c >= 9 && c <= 13); }

/* DLGO_ERR_BUDGET when max_tokens is too small: *n_tokens = the count needed, tokens[0..max_tokens) filled. */
static dlgo_result dlgo__tokenize(const dlgo_tokenizer *t, const char *text, size_t len, int add_special,
                                  int parse_special, int32_t *tokens, int32_t max_tokens, int32_t *n_tokens,
                                  dlgo_error *err) {
    if (n_tokens) *n_tokens = 0;
    if (!t || (!text && len) || (!tokens && max_tokens > 0) || max_tokens < 0)
        return dlgo__err(err, DLGO_ERR_INVALID_ARG, "tokenize: NULL tokenizer/text/tokens or negative max_tokens");
    dlgo__tk_out o; o.buf = tokens; o.cap = max_tokens; o.n = 0;
    const dlgo_allocator *al = &t->alloc;
    dlgo__tk_scratch s;
    memset(&s, 0, sizeof s);
    s.al = al; s.va.al = al; s.vb.al = al;

    /* split out special tokens, longest first (user-defined ones even without parse_special) */
    dlgo__tk_frag *fr = NULL, *nf = NULL;
    size_t nfr = 0, fr_cap = 0, nnf = 0, nf_cap = 0;
    if (len > 0) {
        void *p = NULL;
        if (!dlgo__grow(al, &p, &fr_cap, 4, sizeof(dlgo__tk_frag))) goto oom;
        fr = (dlgo__tk_frag *)p;
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
                if (!dlgo__grow(al, &p, &nf_cap, nnf + 1, sizeof(dlgo__tk_frag))) goto oom;
                nf = (dlgo__tk_frag *)p; nf[nnf++] = fr[i];
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
                if (!dlgo__grow(al, &p, &nf_cap, nnf + 3, sizeof(dlgo__tk_frag))) goto oom;
                nf = (dlgo__tk_frag *)p;
                size_t ll = m - pos;
                if (at & DLGO_TOKEN_ATTR_LSTRIP) while (ll > 0 && dlgo__tk_isspace_c((unsigned char)text[pos + ll - 1])) ll--;
                if (ll > 0) { nf[nnf].token = -1; nf[nnf].off = pos; nf[nnf].len = ll; nnf++; }
                nf[nnf].token = id; nf[nnf].off = m; nf[nnf].len = sl; nnf++;
                pos = m + sl;
                if (at & DLGO_TOKEN_ATTR_RSTRIP) while (pos < end && dlgo__tk_isspace_c((unsigned char)text[pos])) pos++;
                if (pos >= end) break;
            }
            if (pos < end) {
                void *p = nf;
                if (!dlgo__grow(al, &p, &nf_cap, nnf + 1, sizeof(dlgo__tk_frag))) goto oom;
                nf = (dlgo__tk_frag *)p;
                nf[nnf].token = -1; nf[nnf].off = pos; nf[nnf].len = end - pos; nnf++;
            }
        }
        { dlgo__tk_frag *x = fr; fr = nf; nf = x; size_t c = fr_cap; fr_cap = nf_cap; nf_cap = c; nfr = nnf; }
    }

    if (t->type == DLGO_VOCAB_SPM) {
        int prev_special = 1;   /* the first text gets the space prefix */
        if (add_special && t->add_bos && t->special[DLGO_SPECIAL_BOS] >= 0) dlgo__tk_emit(&o, t->special[DLGO_SPECIAL_BOS]);
        for (size_t i = 0; i < nfr && !s.oom; i++) {
            if (fr[i].token >= 0) { dlgo__tk_emit(&o, fr[i].token); prev_special = 1; continue; }
            /* " " prefix + text with every space as U+2581; at most 3 bytes per byte */
            if (!dlgo__tk_buf_reserve(&s, fr[i].len * 3 + 4)) break;
            size_t wl = 0;
            if (t->add_space_prefix && prev_special) { memcpy(s.buf, "\xe2\x96\x81", 3); wl = 3; }
            for (size_t q = 0; q < fr[i].len; q++) {
                char ch = text[fr[i].off + q];
                if (ch == ' ') { memcpy(s.buf + wl, "\xe2\x96\x81", 3); wl += 3; }
                else s.buf[wl++] = ch;
            }
            dlgo__tk_spm_fragment(t, &s, s.buf, wl, &o);
            prev_special = 0;
        }
        if (add_special && t->add_eos && t->special[DLGO_SPECIAL_EOS] >= 0) dlgo__tk_emit(&o, t->special[DLGO_SPECIAL_EOS]);
    } else {
        if (add_special && t->add_bos && t->special[DLGO_SPECIAL_BOS] >= 0) dlgo__tk_emit(&o, t->special[DLGO_SPECIAL_BOS]);
        for (size_t i = 0; i < nfr && !s.oom; i++) {
            if (fr[i].token >= 0) { dlgo__tk_emit(&o, fr[i].token); continue; }
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
            dlgo__tk_bpe_fragment(t, &s, frag, fl, &o);
            dlgo__free(al, esc);
        }
        if (add_special && t->add_eos && t->special[DLGO_SPECIAL_EOS] >= 0) dlgo__tk_emit(&o, t->special[DLGO_SPECIAL_EOS]);
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
DLGO_API int32_t dlgo_tokenize(const dlgo_tokenizer *t, const char *text, size_t len, int add_special, int parse_special,
                               int32_t *tokens, int32_t max_tokens, dlgo_error *err) {
    dlgo_error local;
    int32_t n = 0;
    const dlgo_result r = dlgo__tokenize(t, text, len, add_special, parse_special, tokens, max_tokens, &n, &local);
    if (r == DLGO_OK || r == DLGO_ERR_BUDGET) return n;   /* too small is not an error: the count says so */
    if (err) *err = local;
    return r;
}

/* ---- detokenization ------------------------------------------------------------------------------------- */

/* Writes piece bytes into buf when it fits; returns the full length (>= 0) or -(length) when it does not fit.
   With buf == NULL only measures (returns -length or 0). */
static int32_t dlgo__tk_piece(const dlgo_tokenizer *t, int32_t token, int special, int lstrip, char *buf, int32_t size) {
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
            uint32_t cp = dlgo__tk_utf8_next((const unsigned char *)s + i, n - i, &adv);
            i += adv;
            int b = dlgo__tk_cp_to_byte(cp);
            if (b >= 0) { DLGO__PUT(b); continue; }
            /* llama.cpp's rendering of a code point outside the byte alphabet */
            char u[4]; int ul = dlgo__tk_utf8_put(cp, u);
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
    const int32_t r = dlgo__tk_piece(t, token, special, 0, buf ? buf : &dummy, buf ? size : 0);
    return r < 0 ? -r : r;
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
        int32_t r = dlgo__tk_piece(t, tokens[i], special, remove_space, avail > 0 ? buf + total : &dummy, avail > 0 ? avail : 0);
        remove_space = 0;
        if (r < 0) { avail = 0; total += -r; }
        else { avail -= r; total += r; }
    }
    if (total > size) return total;
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
static int32_t dlgo__tk_utf8_incomplete_tail(const unsigned char *s, int32_t n) {
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
    int lstrip = d->n_out == 0 && d->strip_leading_space;   /* until the first byte is out (BOS renders nothing) */
    int32_t np = d->n_pending;
    char dummy;
    int32_t r = dlgo__tk_piece(t, token, d->special, lstrip, size > np ? buf + np : &dummy, size > np ? size - np : 0);
    if (r < 0 || np + r > size) return np + (r < 0 ? -r : r);   /* too small: nothing consumed */
    memcpy(buf, d->pending, (size_t)np);
    int32_t total = np + r;
    int32_t hold = dlgo__tk_utf8_incomplete_tail((const unsigned char *)buf, total);
    d->n_pending = hold;
    memcpy(d->pending, buf + total - hold, (size_t)hold);
    d->n_fed++;
    d->n_out += r;
    return total - hold;
}
DLGO_API int32_t dlgo_detok_flush(dlgo_detok *d, char *buf, int32_t size) {
    if (!d) return 0;
    if (!buf || size < d->n_pending) return d->n_pending;   /* too small: nothing written */
    int32_t n = d->n_pending;
    memcpy(buf, d->pending, (size_t)n);
    d->n_pending = 0;
    return n;
}

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
    if (t == DLGO__CT_UNKNOWN) return DLGO_ERR_UNSUPPORTED;
    if (n_msgs && !msgs) return DLGO_ERR_INVALID_ARG;
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

/* ==========================================================================================================
   >>sampler — penalties, top-k, typical, top-p, min-p, temperature, dist (llama-sampler.cpp semantics)
   ==========================================================================================================
   Candidates live in one array that each stage shrinks or reorders, with a `sorted` flag meaning "descending by
   logit". The order matters for reproducing llama.cpp: dist picks the first candidate, in the current order, where
   the running probability sum reaches r * total. Where llama.cpp leaves the order of equal logits to std::sort,
   dlgo breaks ties by the smaller id, so results never depend on the sorting algorithm. Sorting is an in-place
   heap (partial) sort: no allocation, O(n log k) for top-k. */

#include <time.h>   /* time/clock (and clock_gettime where POSIX has it) for random seeds */

DLGO__INTERNAL void dlgo_mt19937_seed(dlgo_mt19937 *r, uint32_t seed) {
    uint32_t i;
    r->mt[0] = seed;
    for (i = 1; i < 624; i++) r->mt[i] = 1812433253u * (r->mt[i - 1] ^ (r->mt[i - 1] >> 30)) + i;
    r->idx = 624;
}
DLGO__INTERNAL uint32_t dlgo_mt19937_next(dlgo_mt19937 *r) {
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
DLGO__INTERNAL double dlgo_mt19937_uniform(dlgo_mt19937 *r) {
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

/* The desc as the sampling code reads it: defaults filled in, switched-off stages at their neutral values
   (temp 0 = greedy, top_k 0, top_p 1, min_p 0, typical 1, window 0, repeat 1). */
static dlgo_sampler_desc dlgo__sampler_resolve(const dlgo_sampler_desc *desc) {
    dlgo_sampler_desc d;
    memset(&d, 0, sizeof d);
    if (desc) d = *desc;
    d.temp = d.temp == 0 ? 0.8f : d.temp < 0 ? 0.0f : d.temp;
    d.top_k = d.top_k == 0 ? 40 : d.top_k < 0 ? 0 : d.top_k;
    d.top_p = d.top_p == 0 ? 0.95f : d.top_p < 0 ? 1.0f : d.top_p;
    d.min_p = d.min_p == 0 ? 0.05f : d.min_p < 0 ? 0.0f : d.min_p;
    d.typical_p = d.typical_p <= 0 ? 1.0f : d.typical_p;
    d.penalty_last_n = d.penalty_last_n == 0 ? 64 : d.penalty_last_n < 0 ? 0 : d.penalty_last_n;
    d.penalty_repeat = d.penalty_repeat <= 0 ? 1.0f : d.penalty_repeat;
    d.seed = d.seed == 0 ? DLGO_SEED_RANDOM : d.seed;
    if (d.min_keep < 0) d.min_keep = 0;
    return d;
}

DLGO_API void dlgo_sampler_reset(dlgo_sampler *s) {
    if (!s) return;
    if (s->count) memset(s->count, 0, (size_t)s->n_vocab * sizeof *s->count);
    s->ring_len = s->ring_head = 0;
    s->seed_cur = s->d.seed == DLGO_SEED_RANDOM ? dlgo__entropy_seed(s) : s->d.seed;
    dlgo_mt19937_seed(&s->rng, s->seed_cur);
}

DLGO_API void dlgo_sampler_destroy(dlgo_sampler *s) {
    dlgo_allocator a;
    if (!s) return;
    a = s->alloc;
    dlgo__free(&a, s->cand); dlgo__free(&a, s->spare); dlgo__free(&a, s->count); dlgo__free(&a, s->ring);
    dlgo__free(&a, s);
}

DLGO_API dlgo_result dlgo_sampler_create(const dlgo_sampler_desc *desc, int32_t n_vocab, dlgo_sampler **out, dlgo_error *err) {
    if (out) *out = NULL;   /* outputs are cleared on entry, whatever happens next */
    dlgo_sampler *s;
    int32_t last_n;
    if (!out) return dlgo__err(err, DLGO_ERR_INVALID_ARG, "dlgo_sampler_create: out is NULL");
    *out = NULL;
    if (n_vocab <= 0) return dlgo__err(err, DLGO_ERR_INVALID_ARG, "dlgo_sampler_create: n_vocab is %d", (int)n_vocab);
    const dlgo_allocator *alloc = desc ? desc->allocator : NULL;
    s = (dlgo_sampler *)dlgo__calloc(alloc, 1, sizeof *s);
    if (!s) return dlgo__err(err, DLGO_ERR_OOM, "dlgo_sampler_create: out of memory");
    s->alloc = *dlgo__alloc_or_default(alloc);
    s->d = dlgo__sampler_resolve(desc);
    s->n_vocab = n_vocab;
    last_n = s->d.penalty_last_n;
    s->cand = (dlgo__cand *)dlgo__malloc(&s->alloc, (size_t)n_vocab * sizeof(dlgo__cand));
    s->spare = (dlgo__cand *)dlgo__malloc(&s->alloc, (size_t)n_vocab * sizeof(dlgo__cand));
    s->count = (int32_t *)dlgo__calloc(&s->alloc, (size_t)n_vocab, sizeof(int32_t));
    s->ring = (int32_t *)dlgo__malloc(&s->alloc, (size_t)(last_n > 0 ? last_n : 1) * sizeof(int32_t));
    if (!s->cand || !s->spare || !s->count || !s->ring) {
        dlgo_sampler_destroy(s);
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
    const uint8_t *rp, *rp_src;   /* >>simd: repacked copy of data (valid while rp_src == data), or NULL */
} dlgo__w;

/* The floats of an f32 tensor in the mapped file (GGUF aligns tensor data to at least 32 bytes). */
static const float *dlgo__as_f32(const void *p) { return (const float *)p; }

enum { DLGO__NORM_RMS = 0, DLGO__NORM_LAYER = 1 };
enum { DLGO__ROPE_NONE = -1, DLGO__ROPE_NORM = 0, DLGO__ROPE_NEOX = 2, DLGO__ROPE_IMROPE = 40 };
enum { DLGO__FFN_SWIGLU = 0,      /* down(silu(gate x) * up x) */
       DLGO__FFN_GEGLU = 1,       /* down(gelu(gate x) * up x) */
       DLGO__FFN_GELU = 2,        /* down(gelu(up x + b) + b): phi2 */
       DLGO__FFN_SWIGLU_FUSED = 3,/* up = [gate | up] in one matrix: phi3 */
       DLGO__FFN_MOE = 4          /* routed experts (+ shared expert): see dlgo__ffn_moe */ };
/* token mixer of a block */
enum { DLGO__MIX_ATTN = 0,        /* softmax attention over the KV cache */
       DLGO__MIX_ATTN_GATED = 1,  /* attn_q = per head [q | gate]; output *= sigmoid(gate) (qwen3next, qwen35) */
       DLGO__MIX_GDN = 2,         /* Gated DeltaNet: conv state + recurrent state, no KV cache */
       DLGO__MIX_MLA = 3          /* multi-head latent attention, absorbed form: cache [c_kv | k_pe] per token */ };
/* router gating (llama.cpp's ids) and expert activation */
enum { DLGO__GATE_SOFTMAX = 1, DLGO__GATE_SIGMOID = 2, DLGO__GATE_SOFTMAX_WEIGHT = 3, DLGO__GATE_SQRT_SOFTPLUS = 4 };
enum { DLGO__ACT_SWIGLU = 0, DLGO__ACT_SWIGLU_OAI = 1 };

/* ---- the architectures -----------------------------------------------------------------------------------
   One row per general.architecture: what differs between families is data, and the loader below reads it.
   A llama-like family is one more row. Hyper-parameter defaults are llama.cpp's (llama-model.cpp). */
enum { DLGO__MOE_NONE = 0,          /* dense FFN in every layer */
       DLGO__MOE_ALL = 1,           /* routed experts in every layer */
       DLGO__MOE_IF_PRESENT = 2,    /* experts where the layer has ffn_gate_inp (Mixtral in a llama file) */
       DLGO__MOE_AFTER_DENSE = 3 }; /* experts after leading_dense_block_count dense layers (deepseek2) */
enum { DLGO__SHEXP_OPTIONAL = 0, DLGO__SHEXP_REQUIRED = 1, DLGO__SHEXP_BY_COUNT = 2 };   /* expert_shared_count > 0 */
enum { DLGO__OUT_OPTIONAL = 0,      /* output.weight, else the token embeddings (tied) */
       DLGO__OUT_TIED = 1,          /* always the token embeddings (gemma2) */
       DLGO__OUT_BIASED = 2 };      /* output.weight + output.bias + output_norm.bias required (phi2) */
enum { DLGO__SWA_NONE = 0, DLGO__SWA_OPTIONAL = 1, DLGO__SWA_REQUIRED = 2 };

typedef struct dlgo__arch_traits {
    const char *name;          /* general.architecture */
    /* attention */
    int   mixer;               /* DLGO__MIX_ATTN, DLGO__MIX_MLA, or DLGO__MIX_GDN: hybrid Gated DeltaNet + gated attention */
    int   rope_mode;           /* DLGO__ROPE_* */
    int   nope_every;          /* every n-th layer has no RoPE (llama.cpp hard-codes 4 for smollm3); 0 = none */
    int   qk_norm;             /* attn_q_norm / attn_k_norm required */
    int   sinks;               /* attn_sinks required (gpt-oss) */
    int   swa;                 /* DLGO__SWA_*: sliding-window layers from attention.sliding_window(_pattern) */
    int   swa_window, swa_period;   /* their defaults */
    float rope_base_swa;       /* default rope.freq_base_swa; 0 = rope.freq_base */
    int   swa_unscaled;        /* sliding-window layers ignore linear rope scaling (gemma3) */
    float attn_softcap;        /* default attn_logit_softcapping; < 0 = not read */
    int   kq_embd_layers;      /* with this many layers, q·k is scaled by 1/sqrt(n_embd/n_head), not 1/sqrt(d_k): the
                                  27B gemma models, which llama.cpp too recognises by their layer count */
    int   yarn_deepseek;       /* rope.scaling.yarn_log_multiplier is 0.1 x mscale_all_dim (deepseek2) */
    /* blocks */
    int   norm_kind;           /* DLGO__NORM_* */
    int   post_norms;          /* post_attention_norm + post_ffw_norm around each half (gemma) */
    const char *ffn_norm;      /* the pre-FFN norm's tensor name */
    int   parallel;            /* x + attn(h) + ffn(h) (phi2) */
    int   ffn_kind;            /* the dense FFN: DLGO__FFN_* */
    /* mixture of experts */
    int   moe;                 /* DLGO__MOE_* */
    int   exp_ff_required;     /* expert_feed_forward_length required (else n_ff / n_expert_used, or n_ff with _IF_PRESENT) */
    int   gating;              /* DLGO__GATE_*; 0 = expert_gating_func from the file (deepseek2) */
    int   exp_norm;            /* normalise the selected experts' weights */
    int   exp_act;             /* DLGO__ACT_* */
    int   exp_scale;           /* read expert_weights_scale */
    int   shexp;               /* DLGO__SHEXP_* */
    int   gdn_fused_ba;        /* Gated DeltaNet beta/alpha in one ssm_ba matrix, untiled state (qwen3next) */
    /* embeddings and output */
    int   emb_scale;           /* embeddings x sqrt(n_embd) (gemma) */
    int   output;              /* DLGO__OUT_* */
    float final_softcap;       /* default final_logit_softcapping; < 0 = not read */
} dlgo__arch_traits;

#define DLGO__PN "post_attention_norm.weight"
static const dlgo__arch_traits dlgo__arch_table[] = {
/*    name         mixer           rope               nope qkn snk swa              win   per base_swa unsc asoft  27B yarn_ds
      norm             post ffn_norm          par ffn                      moe                  effr gating                     enorm act                  escl shexp                 fba
      emb out                 fsoft */
    { "llama",     DLGO__MIX_ATTN, DLGO__ROPE_NORM,   0,   0,  0,  DLGO__SWA_NONE,     0, 0, 0,     0, -1,   0,  0,
      DLGO__NORM_RMS,   0, "ffn_norm.weight", 0, DLGO__FFN_SWIGLU,        DLGO__MOE_IF_PRESENT,  0, DLGO__GATE_SOFTMAX,        1, DLGO__ACT_SWIGLU,     0, DLGO__SHEXP_OPTIONAL, 0,
      0, DLGO__OUT_OPTIONAL, -1 },
    { "qwen2",     DLGO__MIX_ATTN, DLGO__ROPE_NEOX,   0,   0,  0,  DLGO__SWA_NONE,     0, 0, 0,     0, -1,   0,  0,
      DLGO__NORM_RMS,   0, "ffn_norm.weight", 0, DLGO__FFN_SWIGLU,        DLGO__MOE_NONE,        0, DLGO__GATE_SOFTMAX,        1, DLGO__ACT_SWIGLU,     0, DLGO__SHEXP_OPTIONAL, 0,
      0, DLGO__OUT_OPTIONAL, -1 },
    { "qwen3",     DLGO__MIX_ATTN, DLGO__ROPE_NEOX,   0,   1,  0,  DLGO__SWA_NONE,     0, 0, 0,     0, -1,   0,  0,
      DLGO__NORM_RMS,   0, "ffn_norm.weight", 0, DLGO__FFN_SWIGLU,        DLGO__MOE_NONE,        0, DLGO__GATE_SOFTMAX,        1, DLGO__ACT_SWIGLU,     0, DLGO__SHEXP_OPTIONAL, 0,
      0, DLGO__OUT_OPTIONAL, -1 },
    { "gemma2",    DLGO__MIX_ATTN, DLGO__ROPE_NEOX,   0,   0,  0,  DLGO__SWA_OPTIONAL, 4096, 2, 0,  0, 50.0f, 46, 0,
      DLGO__NORM_RMS,   1, "ffn_norm.weight", 0, DLGO__FFN_GEGLU,         DLGO__MOE_NONE,        0, DLGO__GATE_SOFTMAX,        1, DLGO__ACT_SWIGLU,     0, DLGO__SHEXP_OPTIONAL, 0,
      1, DLGO__OUT_TIED, 30.0f },
    { "gemma3",    DLGO__MIX_ATTN, DLGO__ROPE_NEOX,   0,   1,  0,  DLGO__SWA_OPTIONAL, 0, 6, 10000.0f, 1, -1, 62, 0,
      DLGO__NORM_RMS,   1, "ffn_norm.weight", 0, DLGO__FFN_GEGLU,         DLGO__MOE_NONE,        0, DLGO__GATE_SOFTMAX,        1, DLGO__ACT_SWIGLU,     0, DLGO__SHEXP_OPTIONAL, 0,
      1, DLGO__OUT_OPTIONAL, 0.0f },
    { "phi2",      DLGO__MIX_ATTN, DLGO__ROPE_NEOX,   0,   0,  0,  DLGO__SWA_NONE,     0, 0, 0,     0, -1,   0,  0,
      DLGO__NORM_LAYER, 0, "ffn_norm.weight", 1, DLGO__FFN_GELU,          DLGO__MOE_NONE,        0, DLGO__GATE_SOFTMAX,        1, DLGO__ACT_SWIGLU,     0, DLGO__SHEXP_OPTIONAL, 0,
      0, DLGO__OUT_BIASED, -1 },
    { "phi3",      DLGO__MIX_ATTN, DLGO__ROPE_NEOX,   0,   0,  0,  DLGO__SWA_NONE,     0, 0, 0,     0, -1,   0,  0,
      DLGO__NORM_RMS,   0, "ffn_norm.weight", 0, DLGO__FFN_SWIGLU_FUSED,  DLGO__MOE_NONE,        0, DLGO__GATE_SOFTMAX,        1, DLGO__ACT_SWIGLU,     0, DLGO__SHEXP_OPTIONAL, 0,
      0, DLGO__OUT_OPTIONAL, -1 },
    { "smollm3",   DLGO__MIX_ATTN, DLGO__ROPE_NORM,   4,   0,  0,  DLGO__SWA_NONE,     0, 0, 0,     0, -1,   0,  0,
      DLGO__NORM_RMS,   0, "ffn_norm.weight", 0, DLGO__FFN_SWIGLU,        DLGO__MOE_NONE,        0, DLGO__GATE_SOFTMAX,        1, DLGO__ACT_SWIGLU,     0, DLGO__SHEXP_OPTIONAL, 0,
      0, DLGO__OUT_OPTIONAL, -1 },
    { "qwen3moe",  DLGO__MIX_ATTN, DLGO__ROPE_NEOX,   0,   1,  0,  DLGO__SWA_NONE,     0, 0, 0,     0, -1,   0,  0,
      DLGO__NORM_RMS,   0, "ffn_norm.weight", 0, DLGO__FFN_SWIGLU,        DLGO__MOE_ALL,         0, DLGO__GATE_SOFTMAX,        1, DLGO__ACT_SWIGLU,     0, DLGO__SHEXP_OPTIONAL, 0,
      0, DLGO__OUT_OPTIONAL, -1 },
    { "qwen35",    DLGO__MIX_GDN,  DLGO__ROPE_IMROPE, 0,   0,  0,  DLGO__SWA_NONE,     0, 0, 0,     0, -1,   0,  0,
      DLGO__NORM_RMS,   0, DLGO__PN,          0, DLGO__FFN_SWIGLU,        DLGO__MOE_NONE,        0, DLGO__GATE_SOFTMAX,        1, DLGO__ACT_SWIGLU,     0, DLGO__SHEXP_OPTIONAL, 0,
      0, DLGO__OUT_OPTIONAL, -1 },
    { "qwen35moe", DLGO__MIX_GDN,  DLGO__ROPE_IMROPE, 0,   0,  0,  DLGO__SWA_NONE,     0, 0, 0,     0, -1,   0,  0,
      DLGO__NORM_RMS,   0, DLGO__PN,          0, DLGO__FFN_SWIGLU,        DLGO__MOE_ALL,         0, DLGO__GATE_SOFTMAX,        1, DLGO__ACT_SWIGLU,     1, DLGO__SHEXP_REQUIRED, 0,
      0, DLGO__OUT_OPTIONAL, -1 },
    { "qwen3next", DLGO__MIX_GDN,  DLGO__ROPE_NEOX,   0,   0,  0,  DLGO__SWA_NONE,     0, 0, 0,     0, -1,   0,  0,
      DLGO__NORM_RMS,   0, DLGO__PN,          0, DLGO__FFN_SWIGLU,        DLGO__MOE_ALL,         0, DLGO__GATE_SOFTMAX,        1, DLGO__ACT_SWIGLU,     1, DLGO__SHEXP_REQUIRED, 1,
      0, DLGO__OUT_OPTIONAL, -1 },
    { "deepseek2", DLGO__MIX_MLA,  DLGO__ROPE_NORM,   0,   0,  0,  DLGO__SWA_NONE,     0, 0, 0,     0, -1,   0,  1,
      DLGO__NORM_RMS,   0, "ffn_norm.weight", 0, DLGO__FFN_SWIGLU,        DLGO__MOE_AFTER_DENSE, 1, 0,                         0, DLGO__ACT_SWIGLU,     1, DLGO__SHEXP_BY_COUNT, 0,
      0, DLGO__OUT_OPTIONAL, -1 },
    { "gpt-oss",   DLGO__MIX_ATTN, DLGO__ROPE_NEOX,   0,   0,  1,  DLGO__SWA_REQUIRED, 0, 2, 0,     0, -1,   0,  0,
      DLGO__NORM_RMS,   0, DLGO__PN,          0, DLGO__FFN_SWIGLU,        DLGO__MOE_ALL,         1, DLGO__GATE_SOFTMAX_WEIGHT, 0, DLGO__ACT_SWIGLU_OAI, 1, DLGO__SHEXP_OPTIONAL, 0,
      0, DLGO__OUT_OPTIONAL, -1 },
};
#undef DLGO__PN

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
    int   mixer;               /* DLGO__MIX_* */
    int   rope_sections[4];    /* IMROPE sections (t, h, w, e) */
    int   v_in_k;              /* MLA: V is the first d_v values of the cached K row (nothing else is cached) */
    /* MoE (ffn_kind == DLGO__FFN_MOE) */
    int   n_expert, n_expert_used, n_ff_exp, n_ff_shexp, gating, moe_norm, moe_act, n_group, n_group_used;
    float moe_scale;           /* 0 or 1 = none */
    dlgo__w gate_inp, gate_inp_b, exp_probs_b, gate_exps, up_exps, down_exps, gate_up_exps;
    dlgo__w gate_exps_b, up_exps_b, down_exps_b, gate_up_exps_b, gate_shexp, up_shexp, down_shexp, gate_inp_shexp;
    /* Gated DeltaNet (mixer == DLGO__MIX_GDN): wqkv = attn_qkv */
    int   ssm_conv, ssm_dk, ssm_hk, ssm_hv, ssm_tiled;   /* tiled: value head j reads key head j mod H_k (qwen35) */
    dlgo__w ssm_z, ssm_conv1d, ssm_dt, ssm_a, ssm_beta, ssm_alpha, ssm_ba, ssm_norm, ssm_out;
    /* MLA (mixer == DLGO__MIX_MLA): d_k = kv_lora + qk_rope, d_v = kv_lora, one KV head */
    int   kv_lora, q_lora, qk_nope, qk_rope, v_mla;
    dlgo__w wq_a, q_a_norm, wq_b, wkv_a, kv_a_norm, wk_b, wv_b;
    dlgo__w sinks;             /* per-head attention sink logits (gpt-oss), or absent */
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
    const dlgo__arch_traits *at;   /* the row of dlgo__arch_table */
    int            n_vocab, n_embd, n_layer, n_ctx_train, norm_kind;
    float          norm_eps, emb_scale, final_softcap;
    dlgo__w        tok_embd, output, output_b, output_norm, output_norm_b;
    dlgo__layer   *layers;
    int            max_q, max_kv, max_ff, max_in;   /* scratch sizing */
    int            max_ax, max_moe_k, max_expert;   /* >>arch scratch: floats per token; selected experts; experts */
    int            n_recurrent;                     /* Gated DeltaNet layers (their state cannot be truncated) */
    uint64_t       n_params, size_bytes;
    /* >>model-fields (tokenizer etc. are attached below by the public layer) */
    dlgo_tokenizer *tokenizer;         /* NULL for vocab-less files */
    char          *chat_template;      /* tokenizer.chat_template, or NULL */
    uint8_t       *rp_mem;             /* >>simd: repacked weights of the CPU matmuls (x86), or NULL */
    int32_t        load_threads;       /* >>simd: dlgo_model_desc.n_threads: threads for repacking at load */
    int32_t        no_repack;          /* >>simd: dlgo_model_desc.no_repack */
};

DLGO__PRINTF(3, 4)
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
    } else {
        if (t == DLGO_GGUF_STRING || t == DLGO_GGUF_F32 || t == DLGO_GGUF_F64)
            return dlgo__err(err, DLGO_ERR_FORMAT, "model: key '%s.%s' must be an integer", m->arch_name, suffix);
        *out = dlgo_gguf_val_int(m->gguf, i);
        if (t == DLGO_GGUF_U64 && dlgo_gguf_val_u64(m->gguf, i) > (uint64_t)INT64_MAX) *out = INT64_MAX;
    }
    /* callers keep these in int: a value that does not fit is an error, never a silent truncation */
    if (*out < INT32_MIN || *out > INT32_MAX)
        return dlgo__err(err, DLGO_ERR_FORMAT, "model: key '%s.%s' = %lld is out of range", m->arch_name, suffix, (long long)*out);
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
DLGO__PRINTF(8, 9)
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
    /* a 4th dimension of 0 would leave the weight without bytes while its first three dims look right */
    if (t->ne[3] != 1)
        return dlgo__err(err, DLGO_ERR_FORMAT, "model: tensor '%s' has a 4th dimension of %lld (expected 1)", name, (long long)t->ne[3]);
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

/* A 2-D f32 table (per-expert biases {n, n_expert}) */
static dlgo_result dlgo__tensor_f32_2d(dlgo_model *m, dlgo__w *w, int64_t n0, int64_t n1, dlgo_error *err, const char *name) {
    dlgo_result r = dlgo__tensor(m, w, 0, n0, n1, 1, err, "%s", name);
    if (r == DLGO_OK && w->data && w->type != DLGO_TYPE_F32)
        return dlgo__err(err, DLGO_ERR_UNSUPPORTED, "model: '%s' is %s; dlgo expects f32 biases", name, dlgo_type_name(w->type));
    return r;
}

/* Routed experts + optional shared expert. Sets *ax to the scratch floats per token the layer needs. */
static dlgo_result dlgo__load_moe(dlgo_model *m, dlgo__layer *L, int il, const char *p, int *ax, dlgo_error *err) {
    const int E = m->n_embd;
    const dlgo__arch_traits *at = m->at;
    int64_t v, X, k;
    char nm[96];
#define DLGO__NM(s) (snprintf(nm, sizeof nm, "%s.%s", p, s), nm)
    DLGO__TRY(dlgo__hp_int(m, "expert_count", il, 1, 0, &X, err));
    DLGO__TRY(dlgo__hp_int(m, "expert_used_count", il, 1, 0, &k, err));
    if (X <= 0 || X > 4096) return dlgo__err(err, DLGO_ERR_FORMAT, "model: layer %d: expert_count %lld is out of range (1..4096)", il, (long long)X);
    if (k <= 0 || k > X) return dlgo__err(err, DLGO_ERR_FORMAT, "model: layer %d: expert_used_count %lld must be 1..expert_count (%lld)", il, (long long)k, (long long)X);
    L->n_expert = (int)X; L->n_expert_used = (int)k;
    /* llama (Mixtral) experts use feed_forward_length; qwen3moe defaults to it divided by the experts used */
    const int64_t ff_default = at->moe == DLGO__MOE_IF_PRESENT ? L->n_ff : L->n_ff > 0 ? L->n_ff / k : 0;
    DLGO__TRY(dlgo__hp_int(m, "expert_feed_forward_length", il, at->exp_ff_required, ff_default, &v, err));
    if (v <= 0 || v > (1 << 20)) return dlgo__err(err, DLGO_ERR_FORMAT, "model: layer %d: expert_feed_forward_length %lld is out of range", il, (long long)v);
    const int F = (int)v;
    L->n_ff_exp = F;
    /* gating, normalisation and scale per architecture (llama.cpp's defaults) */
    L->gating = at->gating;
    L->moe_norm = at->exp_norm;
    L->moe_scale = 0;
    L->moe_act = at->exp_act;
    if (at->exp_scale) DLGO__TRY(dlgo__hp_float(m, "expert_weights_scale", 0, 0.0f, &L->moe_scale, err));
    if (at->gating == 0) {   /* deepseek2: gating, normalisation, groups and biases from the file */
        int64_t gf, gi = dlgo__hp_find(m, "expert_weights_norm");
        L->moe_norm = gi >= 0 && dlgo_gguf_kv_type(m->gguf, gi) == DLGO_GGUF_BOOL ? dlgo_gguf_val_int(m->gguf, gi) != 0 : 0;
        int glm = (m->n_layer == 47 || m->n_layer == 48) && m->n_vocab == 154880;
        DLGO__TRY(dlgo__hp_int(m, "expert_gating_func", -1, 0, 0, &gf, err));
        if (gf == 0) gf = glm ? DLGO__GATE_SIGMOID : DLGO__GATE_SOFTMAX;
        if (gf < DLGO__GATE_SOFTMAX || gf > DLGO__GATE_SQRT_SOFTPLUS)
            return dlgo__err(err, DLGO_ERR_UNSUPPORTED, "model: expert_gating_func %lld is not supported", (long long)gf);
        L->gating = (int)gf;
        DLGO__TRY(dlgo__hp_int(m, "expert_group_count", -1, 0, 0, &v, err)); L->n_group = (int)v;
        DLGO__TRY(dlgo__hp_int(m, "expert_group_used_count", -1, 0, 0, &v, err)); L->n_group_used = (int)v;
        if (L->n_group > 1 && (L->n_group > X || X % L->n_group || L->n_group_used <= 0 || L->n_group_used > L->n_group ||
                               (int64_t)L->n_group_used * (X / L->n_group) < k))
            return dlgo__err(err, DLGO_ERR_FORMAT, "model: expert groups %d/%d do not fit %lld experts with %lld used",
                             L->n_group_used, L->n_group, (long long)X, (long long)k);
    }
    if (!(L->moe_scale >= 0 && L->moe_scale < 1e6f)) return dlgo__err(err, DLGO_ERR_FORMAT, "model: expert_weights_scale %g is invalid", (double)L->moe_scale);
    DLGO__TRY(dlgo__tensor(m, &L->gate_inp, 1, E, X, 1, err, "%s.ffn_gate_inp.weight", p));
    DLGO__TRY(dlgo__tensor_f32(m, &L->gate_inp_b, 0, X, err, DLGO__NM("ffn_gate_inp.bias")));
    DLGO__TRY(dlgo__tensor_f32(m, &L->exp_probs_b, 0, X, err, DLGO__NM("exp_probs_b.bias")));
    DLGO__TRY(dlgo__tensor(m, &L->gate_up_exps, 0, E, 2 * F, X, err, "%s.ffn_gate_up_exps.weight", p));
    if (L->gate_up_exps.data) DLGO__TRY(dlgo__tensor_f32_2d(m, &L->gate_up_exps_b, 2 * F, X, err, DLGO__NM("ffn_gate_up_exps.bias")));
    else {
        DLGO__TRY(dlgo__tensor(m, &L->gate_exps, 1, E, F, X, err, "%s.ffn_gate_exps.weight", p));
        DLGO__TRY(dlgo__tensor(m, &L->up_exps, 1, E, F, X, err, "%s.ffn_up_exps.weight", p));
        DLGO__TRY(dlgo__tensor_f32_2d(m, &L->gate_exps_b, F, X, err, DLGO__NM("ffn_gate_exps.bias")));
        DLGO__TRY(dlgo__tensor_f32_2d(m, &L->up_exps_b, F, X, err, DLGO__NM("ffn_up_exps.bias")));
    }
    DLGO__TRY(dlgo__tensor(m, &L->down_exps, 1, F, E, X, err, "%s.ffn_down_exps.weight", p));
    DLGO__TRY(dlgo__tensor_f32_2d(m, &L->down_exps_b, E, X, err, DLGO__NM("ffn_down_exps.bias")));
    /* shared expert: its width comes from the tensor (qwen: expert_shared_feed_forward_length; deepseek: F x n_shared) */
    int need_sh = at->shexp == DLGO__SHEXP_REQUIRED;
    if (at->shexp == DLGO__SHEXP_BY_COUNT) {
        DLGO__TRY(dlgo__hp_int(m, "expert_shared_count", -1, 0, 0, &v, err));
        need_sh = v > 0;
    }
    DLGO__TRY(dlgo__tensor(m, &L->up_shexp, need_sh, E, -1, 1, err, "%s.ffn_up_shexp.weight", p));
    if (L->up_shexp.data) {
        const int64_t Fs = L->up_shexp.ne[1];
        if (Fs <= 0 || Fs > (1 << 20)) return dlgo__err(err, DLGO_ERR_FORMAT, "model: layer %d: shared expert width %lld is invalid", il, (long long)Fs);
        L->n_ff_shexp = (int)Fs;
        DLGO__TRY(dlgo__tensor(m, &L->gate_shexp, 1, E, Fs, 1, err, "%s.ffn_gate_shexp.weight", p));
        DLGO__TRY(dlgo__tensor(m, &L->down_shexp, 1, Fs, E, 1, err, "%s.ffn_down_shexp.weight", p));
        DLGO__TRY(dlgo__tensor(m, &L->gate_inp_shexp, 0, E, 1, 1, err, "%s.ffn_gate_inp_shexp.weight", p));
    }
#undef DLGO__NM
    const int Fm = F > L->n_ff_shexp ? F : L->n_ff_shexp;
    *ax = (int)X + (int)k + 3 * E + 3 * Fm + 1;
    if (Fm > m->max_in) m->max_in = Fm;
    if ((int)k > m->max_moe_k) m->max_moe_k = (int)k;
    if ((int)X > m->max_expert) m->max_expert = (int)X;
    return DLGO_OK;
}

/* Gated DeltaNet layer tensors and sizes (qwen3next, qwen35, qwen35moe) */
static dlgo_result dlgo__load_gdn(dlgo_model *m, dlgo__layer *L, int il, const char *p, int *ax, dlgo_error *err) {
    const int E = m->n_embd;
    int64_t K, dk, hk, hv, inner;
    char nm[96];
#define DLGO__NM(s) (snprintf(nm, sizeof nm, "%s.%s", p, s), nm)
    DLGO__TRY(dlgo__hp_int(m, "ssm.conv_kernel", -1, 1, 0, &K, err));
    DLGO__TRY(dlgo__hp_int(m, "ssm.state_size", -1, 1, 0, &dk, err));
    DLGO__TRY(dlgo__hp_int(m, "ssm.group_count", -1, 1, 0, &hk, err));
    DLGO__TRY(dlgo__hp_int(m, "ssm.time_step_rank", -1, 1, 0, &hv, err));
    DLGO__TRY(dlgo__hp_int(m, "ssm.inner_size", -1, 1, 0, &inner, err));
    if (K < 1 || K > 64) return dlgo__err(err, DLGO_ERR_FORMAT, "model: ssm.conv_kernel %lld is out of range (1..64)", (long long)K);
    if (dk < 1 || dk > 1024) return dlgo__err(err, DLGO_ERR_FORMAT, "model: ssm.state_size %lld is out of range (1..1024)", (long long)dk);
    if (hk < 1 || hv < 1 || hk > 1024 || hv > 1024 || hv % hk)
        return dlgo__err(err, DLGO_ERR_FORMAT, "model: ssm.group_count %lld / ssm.time_step_rank %lld: value heads must be a multiple of key heads",
                         (long long)hk, (long long)hv);
    if (inner != hv * dk) return dlgo__err(err, DLGO_ERR_FORMAT, "model: ssm.inner_size %lld != time_step_rank x state_size (%lld); dlgo needs d_k = d_v",
                                           (long long)inner, (long long)(hv * dk));
    L->ssm_conv = (int)K; L->ssm_dk = (int)dk; L->ssm_hk = (int)hk; L->ssm_hv = (int)hv;
    L->ssm_tiled = !m->at->gdn_fused_ba;
    const int64_t C = 2 * hk * dk + hv * dk, Vd = hv * dk;
    if (dlgo_gguf_find_tensor(m->gguf, DLGO__NM("ssm_in.weight")) >= 0)
        return dlgo__err(err, DLGO_ERR_UNSUPPORTED, "model: layer %d uses the old fused ssm_in layout; re-convert the model", il);
    DLGO__TRY(dlgo__tensor(m, &L->wqkv, 1, E, C, 1, err, "%s.attn_qkv.weight", p));
    DLGO__TRY(dlgo__tensor(m, &L->ssm_z, 1, E, Vd, 1, err, "%s.attn_gate.weight", p));
    DLGO__TRY(dlgo__tensor(m, &L->ssm_conv1d, 1, K, C, 1, err, "%s.ssm_conv1d.weight", p));
    if (L->ssm_conv1d.type != DLGO_TYPE_F32) return dlgo__err(err, DLGO_ERR_UNSUPPORTED, "model: %s.ssm_conv1d.weight must be f32", p);
    DLGO__TRY(dlgo__tensor_f32(m, &L->ssm_dt, 1, hv, err, DLGO__NM("ssm_dt.bias")));
    DLGO__TRY(dlgo__tensor_f32(m, &L->ssm_a, 1, hv, err, DLGO__NM("ssm_a")));
    if (m->at->gdn_fused_ba) DLGO__TRY(dlgo__tensor(m, &L->ssm_ba, 1, E, 2 * hv, 1, err, "%s.ssm_ba.weight", p));
    else {
        DLGO__TRY(dlgo__tensor(m, &L->ssm_beta, 1, E, hv, 1, err, "%s.ssm_beta.weight", p));
        DLGO__TRY(dlgo__tensor(m, &L->ssm_alpha, 1, E, hv, 1, err, "%s.ssm_alpha.weight", p));
    }
    DLGO__TRY(dlgo__tensor_f32(m, &L->ssm_norm, 1, dk, err, DLGO__NM("ssm_norm.weight")));
    DLGO__TRY(dlgo__tensor(m, &L->ssm_out, 1, Vd, E, 1, err, "%s.ssm_out.weight", p));
#undef DLGO__NM
    *ax = (int)(2 * C + 2 * Vd + 4 * hv);
    if (Vd > m->max_in) m->max_in = (int)Vd;
    return DLGO_OK;
}

/* Multi-head latent attention tensors (deepseek2, absorbed form). The spec's d_k/d_v describe the cache row. */
static dlgo_result dlgo__load_mla(dlgo_model *m, dlgo__layer *L, int il, const char *p, float yarn_log_mul, int *ax, dlgo_error *err) {
    const int E = m->n_embd, H = L->n_head;
    int64_t kv, ql, klm, vlm;
    char nm[96];
#define DLGO__NM(s) (snprintf(nm, sizeof nm, "%s.%s", p, s), nm)
    DLGO__TRY(dlgo__hp_int(m, "attention.kv_lora_rank", -1, 1, 0, &kv, err));
    DLGO__TRY(dlgo__hp_int(m, "attention.q_lora_rank", -1, 0, 0, &ql, err));
    DLGO__TRY(dlgo__hp_int(m, "attention.key_length_mla", -1, 0, 0, &klm, err));
    DLGO__TRY(dlgo__hp_int(m, "attention.value_length_mla", -1, 0, 0, &vlm, err));
    if (klm == 0 || vlm == 0)
        return dlgo__err(err, DLGO_ERR_UNSUPPORTED, "model: deepseek2 without key_length_mla/value_length_mla (the non-absorbed attn_kv_b layout) is not supported");
    if (kv < 1 || kv > 65536 || ql < 0 || ql > 65536 || klm < 1 || klm > 4096 || vlm < 1 || vlm > 4096)
        return dlgo__err(err, DLGO_ERR_FORMAT, "model: MLA ranks kv_lora %lld, q_lora %lld, key %lld, value %lld are out of range",
                         (long long)kv, (long long)ql, (long long)klm, (long long)vlm);
    const int r = L->n_rot, n = (int)klm - r;
    if (n <= 0 || L->n_head_kv != 1 || L->d_k != kv + r || L->d_v != kv)
        return dlgo__err(err, DLGO_ERR_FORMAT, "model: MLA shapes disagree: key_length %d must be kv_lora_rank %lld + rope %d, value_length %d = kv_lora_rank, one KV head, key_length_mla %lld > rope",
                         L->d_k, (long long)kv, r, L->d_v, (long long)klm);
    L->kv_lora = (int)kv; L->q_lora = (int)ql; L->qk_nope = n; L->qk_rope = r; L->v_mla = (int)vlm; L->v_in_k = 1;
    /* kq_scale = M^2 / sqrt(n + r), M undoing the rope's YaRN magnitude and applying the log multiplier */
    {
        const float af_org = L->attn_factor * (1.0f + 0.1f * logf(1.0f / L->freq_scale));
        const float ms = af_org * (1.0f + 0.1f * yarn_log_mul * logf(1.0f / L->freq_scale));
        L->kq_scale = ms * ms / sqrtf((float)klm);
    }
    const int64_t QW = (int64_t)H * klm;
    DLGO__TRY(dlgo__tensor(m, &L->wq_a, 0, E, ql, 1, err, "%s.attn_q_a.weight", p));
    if (L->wq_a.data) {
        if (ql <= 0) return dlgo__err(err, DLGO_ERR_FORMAT, "model: %s.attn_q_a.weight present but q_lora_rank is 0", p);
        DLGO__TRY(dlgo__tensor_f32(m, &L->q_a_norm, 1, ql, err, DLGO__NM("attn_q_a_norm.weight")));
        DLGO__TRY(dlgo__tensor(m, &L->wq_b, 1, ql, QW, 1, err, "%s.attn_q_b.weight", p));
    } else DLGO__TRY(dlgo__tensor(m, &L->wq, 1, E, QW, 1, err, "%s.attn_q.weight", p));
    DLGO__TRY(dlgo__tensor(m, &L->wkv_a, 1, E, kv + r, 1, err, "%s.attn_kv_a_mqa.weight", p));
    DLGO__TRY(dlgo__tensor_f32(m, &L->kv_a_norm, 1, kv, err, DLGO__NM("attn_kv_a_norm.weight")));
    DLGO__TRY(dlgo__tensor(m, &L->wk_b, 1, n, kv, H, err, "%s.attn_k_b.weight", p));
    DLGO__TRY(dlgo__tensor(m, &L->wv_b, 1, kv, vlm, H, err, "%s.attn_v_b.weight", p));
    DLGO__TRY(dlgo__tensor(m, &L->wo, 1, (int64_t)H * vlm, E, 1, err, "%s.attn_output.weight", p));
#undef DLGO__NM
    *ax = (int)(QW + kv + r + ql + (int64_t)H * vlm);
    if (ql > m->max_in) m->max_in = (int)ql;
    if (kv > m->max_in) m->max_in = (int)kv;
    if (H * vlm > m->max_in) m->max_in = (int)(H * vlm);
    (void)il;
    return DLGO_OK;
}

/* ---- model loading: the architecture's row, the embeddings and output head, the shared rope and attention
   settings, then each layer's spec and tensors --------------------------------------------------------------- */

/* general.architecture -> its row of dlgo__arch_table; the model's name and sizes. */
static dlgo_result dlgo__resolve_arch(dlgo_model *m, dlgo_error *err) {
    const char *a;
    uint64_t alen;
    if (dlgo_gguf_get_str(m->gguf, "general.architecture", &a, &alen, err) != DLGO_OK)
        return dlgo__err(err, DLGO_ERR_FORMAT, "model: general.architecture is missing or not a string");
    if (alen >= sizeof m->arch_name) return dlgo__err(err, DLGO_ERR_UNSUPPORTED, "model: architecture name too long");
    memcpy(m->arch_name, a, alen);
    m->arch_name[alen] = 0;
    m->at = NULL;
    for (size_t i = 0; i < sizeof dlgo__arch_table / sizeof dlgo__arch_table[0]; i++)
        if (!strcmp(dlgo__arch_table[i].name, m->arch_name)) m->at = &dlgo__arch_table[i];
    if (!m->at) return dlgo__err(err, DLGO_ERR_UNSUPPORTED, "model: architecture '%s' is not supported", m->arch_name);
    const char *nm;
    uint64_t nl;
    if (dlgo_gguf_get_str(m->gguf, "general.name", &nm, &nl, NULL) == DLGO_OK) {
        if (nl >= sizeof m->name) nl = sizeof m->name - 1;
        memcpy(m->name, nm, nl);
        m->name[nl] = 0;
    }
    int64_t v;
    DLGO__TRY(dlgo__hp_int(m, "embedding_length", -1, 1, 0, &v, err));
    m->n_embd = (int)v;
    DLGO__TRY(dlgo__hp_int(m, "block_count", -1, 1, 0, &v, err));
    m->n_layer = (int)v;
    DLGO__TRY(dlgo__hp_int(m, "context_length", -1, 1, 0, &v, err));
    m->n_ctx_train = (int)v;
    if (m->n_embd <= 0 || m->n_embd > (1 << 16)) return dlgo__err(err, DLGO_ERR_FORMAT, "model: embedding_length %d is out of range", m->n_embd);
    if (m->n_layer <= 0 || m->n_layer > 1024) return dlgo__err(err, DLGO_ERR_FORMAT, "model: block_count %d is out of range", m->n_layer);
    if (m->n_ctx_train <= 0) m->n_ctx_train = 2048;
    /* multi-token-prediction blocks are stored last and never run */
    DLGO__TRY(dlgo__hp_int(m, "nextn_predict_layers", -1, 0, 0, &v, err));
    if (v < 0 || v >= m->n_layer) return dlgo__err(err, DLGO_ERR_FORMAT, "model: nextn_predict_layers %lld leaves no layers", (long long)v);
    m->n_layer -= (int)v;
    m->norm_kind = m->at->norm_kind;
    const char *eps_key = m->norm_kind == DLGO__NORM_LAYER ? "attention.layer_norm_epsilon" : "attention.layer_norm_rms_epsilon";
    return dlgo__hp_float(m, eps_key, 1, 0, &m->norm_eps, err);
}

/* Embeddings and output head. */
static dlgo_result dlgo__resolve_head(dlgo_model *m, dlgo_error *err) {
    const dlgo__arch_traits *at = m->at;
    const int E = m->n_embd, biased = at->output == DLGO__OUT_BIASED;
    DLGO__TRY(dlgo__tensor(m, &m->tok_embd, 1, E, -1, 1, err, "token_embd.weight"));
    m->n_vocab = (int)m->tok_embd.ne[1];
    if (m->n_vocab <= 0) return dlgo__err(err, DLGO_ERR_FORMAT, "model: empty vocabulary");
    DLGO__TRY(dlgo__tensor_f32(m, &m->output_norm, 1, E, err, "output_norm.weight"));
    DLGO__TRY(dlgo__tensor_f32(m, &m->output_norm_b, biased, E, err, "output_norm.bias"));
    if (at->output != DLGO__OUT_TIED) DLGO__TRY(dlgo__tensor(m, &m->output, biased, E, m->n_vocab, 1, err, "output.weight"));
    if (!m->output.data) m->output = m->tok_embd;
    DLGO__TRY(dlgo__tensor_f32(m, &m->output_b, biased, m->n_vocab, err, "output.bias"));
    m->emb_scale = at->emb_scale ? sqrtf((float)E) : 1.0f;
    m->final_softcap = 0;
    if (at->final_softcap >= 0) DLGO__TRY(dlgo__hp_float(m, "final_logit_softcapping", 0, at->final_softcap, &m->final_softcap, err));
    return DLGO_OK;
}

/* The rope and attention settings every layer starts from. */
typedef struct dlgo__attn_hp {
    float   rope_base, rope_base_swa, freq_scale, attn_factor, ext_factor, yarn_log_mul, attn_softcap;
    int     n_ctx_orig;
    int64_t swa_window, swa_period;   /* period -1: attention.sliding_window_pattern is a per-layer array */
    int64_t dense_lead;               /* DLGO__MOE_AFTER_DENSE: layers before the first expert layer */
} dlgo__attn_hp;

static dlgo_result dlgo__resolve_attn(dlgo_model *m, dlgo__attn_hp *hp, dlgo_error *err) {
    const dlgo__arch_traits *at = m->at;
    memset(hp, 0, sizeof *hp);
    hp->freq_scale = 1.0f;
    hp->attn_factor = 1.0f;
    hp->n_ctx_orig = m->n_ctx_train;
    DLGO__TRY(dlgo__hp_float(m, "rope.freq_base", 0, 10000.0f, &hp->rope_base, err));
    const float base_swa = at->rope_base_swa > 0 ? at->rope_base_swa : hp->rope_base;
    DLGO__TRY(dlgo__hp_float(m, "rope.freq_base_swa", 0, base_swa, &hp->rope_base_swa, err));
    float factor = 0;
    DLGO__TRY(dlgo__hp_float(m, "rope.scaling.factor", 0, 0.0f, &factor, err));
    if (factor == 0) DLGO__TRY(dlgo__hp_float(m, "rope.scale_linear", 0, 0.0f, &factor, err));
    if (dlgo__hp_str_eq(m, "rope.scaling.type", "none")) factor = 0;
    if (factor < 0 || factor > 1e6f) return dlgo__err(err, DLGO_ERR_FORMAT, "model: rope.scaling.factor %g is out of range", (double)factor);
    if (factor > 0) hp->freq_scale = 1.0f / factor;
    if (dlgo__hp_str_eq(m, "rope.scaling.type", "yarn")) {
        /* YaRN: the rope kernel multiplies cos/sin by 1 + 0.1 ln f, so the runtime attn_factor pre-divides it */
        const float f = 1.0f / hp->freq_scale;
        float lm;
        DLGO__TRY(dlgo__hp_float(m, "rope.scaling.yarn_log_multiplier", 0, 0.0f, &lm, err));
        if (at->yarn_deepseek) lm /= 0.1f;   /* the file stores 0.1 * mscale_all_dim */
        hp->yarn_log_mul = lm;
        hp->ext_factor = 1.0f;
#define DLGO__MSCALE(sc, ms) ((sc) <= 1.0f ? 1.0f : 0.1f * (ms) * logf(sc) + 1.0f)
        if (lm != 0) {
            const float ms = (at->yarn_deepseek && lm != 1.0f) ? lm : 1.0f;
            hp->attn_factor = DLGO__MSCALE(f, ms) / DLGO__MSCALE(f, lm);
        } else {
            hp->attn_factor = DLGO__MSCALE(f, 1.0f);
        }
#undef DLGO__MSCALE
        hp->attn_factor *= 1.0f / (1.0f + 0.1f * logf(f));
    }
    float af;
    DLGO__TRY(dlgo__hp_float(m, "rope.scaling.attn_factor", 0, 1.0f, &af, err));
    hp->attn_factor *= af;
    int64_t oc;
    DLGO__TRY(dlgo__hp_int(m, "rope.scaling.original_context_length", -1, 0, m->n_ctx_train, &oc, err));
    if (oc <= 0 || oc > (1 << 26)) return dlgo__err(err, DLGO_ERR_FORMAT, "model: rope.scaling.original_context_length %lld is out of range", (long long)oc);
    hp->n_ctx_orig = (int)oc;
    if (at->swa != DLGO__SWA_NONE) {
        const int required = at->swa == DLGO__SWA_REQUIRED;
        DLGO__TRY(dlgo__hp_int(m, "attention.sliding_window", -1, required, at->swa_window, &hp->swa_window, err));
        DLGO__TRY(dlgo__hp_int(m, "attention.sliding_window_pattern", -1, 0, at->swa_period, &hp->swa_period, err));
        const int64_t pi = dlgo__hp_find(m, "attention.sliding_window_pattern");
        if (pi >= 0 && dlgo_gguf_kv_type(m->gguf, pi) == DLGO_GGUF_ARRAY) hp->swa_period = -1;   /* per-layer bool array */
        if (required && hp->swa_window <= 0)
            return dlgo__err(err, DLGO_ERR_FORMAT, "model: %s attention.sliding_window %lld is invalid", m->arch_name, (long long)hp->swa_window);
    }
    if (at->attn_softcap >= 0) DLGO__TRY(dlgo__hp_float(m, "attn_logit_softcapping", 0, at->attn_softcap, &hp->attn_softcap, err));
    if (at->moe == DLGO__MOE_AFTER_DENSE) DLGO__TRY(dlgo__hp_int(m, "leading_dense_block_count", -1, 0, 0, &hp->dense_lead, err));
    return DLGO_OK;
}

/* Layer il's spec: heads, token mixer, FFN kind, rope, sliding window. */
static dlgo_result dlgo__resolve_layer_spec(dlgo_model *m, int il, const dlgo__attn_hp *hp, dlgo_error *err) {
    const dlgo__arch_traits *at = m->at;
    dlgo__layer *L = &m->layers[il];
    const int E = m->n_embd;
    int64_t v;
    DLGO__TRY(dlgo__hp_int(m, "attention.head_count", il, 1, 0, &v, err));
    L->n_head = (int)v;
    DLGO__TRY(dlgo__hp_int(m, "attention.head_count_kv", il, 0, L->n_head, &v, err));
    L->n_head_kv = (int)v;
    if (L->n_head <= 0 || L->n_head_kv <= 0 || L->n_head > 4096 || L->n_head % L->n_head_kv)
        return dlgo__err(err, DLGO_ERR_FORMAT, "model: layer %d: head counts %d/%d are invalid", il, L->n_head, L->n_head_kv);
    DLGO__TRY(dlgo__hp_int(m, "attention.key_length", -1, 0, E / L->n_head, &v, err));
    L->d_k = (int)v;
    DLGO__TRY(dlgo__hp_int(m, "attention.value_length", -1, 0, E / L->n_head, &v, err));
    L->d_v = (int)v;
    if (L->d_k <= 0 || L->d_v <= 0 || L->d_k > 4096 || L->d_v > 4096)
        return dlgo__err(err, DLGO_ERR_FORMAT, "model: layer %d: head size %d/%d is invalid", il, L->d_k, L->d_v);
    DLGO__TRY(dlgo__hp_int(m, "rope.dimension_count", -1, 0, L->d_k, &v, err));
    L->n_rot = (int)v;
    if (L->n_rot < 0 || L->n_rot > L->d_k || L->n_rot % 2)
        return dlgo__err(err, DLGO_ERR_FORMAT, "model: rope.dimension_count %d does not fit head size %d", L->n_rot, L->d_k);
    /* the token mixer: the hybrid families alternate Gated DeltaNet and gated attention */
    L->mixer = at->mixer;
    if (at->mixer == DLGO__MIX_GDN) {
        int recr;
        const int64_t ri = dlgo__hp_find(m, "attention.recurrent_layers");
        if (ri >= 0 && dlgo_gguf_kv_type(m->gguf, ri) == DLGO_GGUF_ARRAY) {
            if ((int64_t)dlgo_gguf_arr_n(m->gguf, ri) <= il)
                return dlgo__err(err, DLGO_ERR_FORMAT, "model: attention.recurrent_layers has fewer than %d entries", il + 1);
            recr = dlgo_gguf_arr_int(m->gguf, ri, (uint64_t)il) != 0;
        } else {
            int64_t iv;
            DLGO__TRY(dlgo__hp_int(m, "full_attention_interval", -1, 0, 4, &iv, err));
            if (iv <= 0) return dlgo__err(err, DLGO_ERR_FORMAT, "model: full_attention_interval %lld is invalid", (long long)iv);
            recr = (il + 1) % iv != 0;
        }
        L->mixer = recr ? DLGO__MIX_GDN : DLGO__MIX_ATTN_GATED;
    }
    /* the FFN */
    int moe = at->moe == DLGO__MOE_ALL || (at->moe == DLGO__MOE_AFTER_DENSE && il >= hp->dense_lead);
    if (at->moe == DLGO__MOE_IF_PRESENT) {
        char nmx[96];
        snprintf(nmx, sizeof nmx, "blk.%d.ffn_gate_inp.weight", il);
        moe = dlgo_gguf_find_tensor(m->gguf, nmx) >= 0;
    }
    DLGO__TRY(dlgo__hp_int(m, "feed_forward_length", il, !moe || at->moe == DLGO__MOE_IF_PRESENT, 0, &v, err));
    L->n_ff = (int)v;
    if (!moe && (L->n_ff <= 0 || L->n_ff > (1 << 20))) return dlgo__err(err, DLGO_ERR_FORMAT, "model: layer %d: feed_forward_length %d", il, L->n_ff);
    L->ffn_kind = moe ? DLGO__FFN_MOE : at->ffn_kind;
    L->parallel = at->parallel;
    /* rope */
    L->rope_mode = at->rope_mode;
    if (at->nope_every && (il + 1) % at->nope_every == 0) L->rope_mode = DLGO__ROPE_NONE;
    if (L->rope_mode == DLGO__ROPE_IMROPE) {
        const int64_t si = dlgo__hp_find(m, "rope.dimension_sections");
        int64_t tot = 0;
        if (si < 0 || dlgo_gguf_kv_type(m->gguf, si) != DLGO_GGUF_ARRAY || dlgo_gguf_arr_n(m->gguf, si) < 3)
            return dlgo__err(err, DLGO_ERR_FORMAT, "model: %s needs rope.dimension_sections (an array of 3-4 integers)", m->arch_name);
        for (int k = 0; k < 4; k++) {
            const int64_t sv = (uint64_t)k < dlgo_gguf_arr_n(m->gguf, si) ? dlgo_gguf_arr_int(m->gguf, si, (uint64_t)k) : 0;
            if (sv < 0 || sv > 4096) return dlgo__err(err, DLGO_ERR_FORMAT, "model: rope.dimension_sections[%d] = %lld is invalid", k, (long long)sv);
            L->rope_sections[k] = (int)sv;
            tot += sv;
        }
        if (tot == 0) return dlgo__err(err, DLGO_ERR_FORMAT, "model: rope.dimension_sections are all zero");
    }
    L->rope_base = hp->rope_base;
    L->freq_scale = hp->freq_scale;
    L->ext_factor = hp->ext_factor;
    L->attn_factor = hp->attn_factor;
    L->beta_fast = 32.0f;
    L->beta_slow = 1.0f;
    L->n_ctx_orig = hp->n_ctx_orig;
    /* sliding window: gemma pattern (layer il is SWA iff il mod P < P-1) */
    if (hp->swa_window > 0) {
        int is_swa;
        if (hp->swa_period < 0) {
            const int64_t pi = dlgo__hp_find(m, "attention.sliding_window_pattern");
            if ((int64_t)dlgo_gguf_arr_n(m->gguf, pi) <= il)
                return dlgo__err(err, DLGO_ERR_FORMAT, "model: attention.sliding_window_pattern has fewer than %d entries", il + 1);
            is_swa = dlgo_gguf_arr_int(m->gguf, pi, (uint64_t)il) != 0;
        } else {
            is_swa = hp->swa_period > 0 && (il % hp->swa_period) < hp->swa_period - 1;
        }
        if (is_swa) {
            L->swa = (int)hp->swa_window;
            L->rope_base = hp->rope_base_swa;
            if (at->swa_unscaled) L->freq_scale = 1.0f;
        }
    }
    L->kq_scale = 1.0f / sqrtf((float)L->d_k);
    if (at->kq_embd_layers && m->n_layer == at->kq_embd_layers) L->kq_scale = 1.0f / sqrtf((float)(E / L->n_head));
    L->attn_softcap = hp->attn_softcap;
    return DLGO_OK;
}

/* Layer il's tensors, and the scratch sizes they need. */
static dlgo_result dlgo__resolve_layer_tensors(dlgo_model *m, int il, const dlgo__attn_hp *hp, dlgo_error *err) {
    const dlgo__arch_traits *at = m->at;
    dlgo__layer *L = &m->layers[il];
    const int E = m->n_embd;
    const int Q = L->n_head * L->d_k, K = L->n_head_kv * L->d_k, V = L->n_head_kv * L->d_v, O = L->n_head * L->d_v;
    char p[32], nm[96];
    snprintf(p, sizeof p, "blk.%d", il);
    int ax_mix = 0;
#define DLGO__NM(s) (snprintf(nm, sizeof nm, "%s.%s", p, s), nm)
    DLGO__TRY(dlgo__tensor_f32(m, &L->attn_norm, 1, E, err, DLGO__NM("attn_norm.weight")));
    DLGO__TRY(dlgo__tensor_f32(m, &L->attn_norm_b, 0, E, err, DLGO__NM("attn_norm.bias")));
    if (L->mixer == DLGO__MIX_GDN) {
        DLGO__TRY(dlgo__load_gdn(m, L, il, p, &ax_mix, err));
    } else if (L->mixer == DLGO__MIX_MLA) {
        DLGO__TRY(dlgo__load_mla(m, L, il, p, hp->yarn_log_mul, &ax_mix, err));
    } else if (L->mixer == DLGO__MIX_ATTN_GATED) {
        DLGO__TRY(dlgo__tensor(m, &L->wq, 1, E, 2 * Q, 1, err, "%s.attn_q.weight", p));
        DLGO__TRY(dlgo__tensor(m, &L->wk, 1, E, K, 1, err, "%s.attn_k.weight", p));
        DLGO__TRY(dlgo__tensor(m, &L->wv, 1, E, V, 1, err, "%s.attn_v.weight", p));
        ax_mix = 3 * Q;   /* [q | gate] rows, then the gate */
        if (L->d_k != L->d_v) return dlgo__err(err, DLGO_ERR_FORMAT, "model: layer %d: gated attention needs key_length == value_length", il);
    } else {
        DLGO__TRY(dlgo__tensor(m, &L->wqkv, 0, E, Q + K + V, 1, err, "%s.attn_qkv.weight", p));
        if (L->wqkv.data) {
            DLGO__TRY(dlgo__tensor_f32(m, &L->bqkv, 0, Q + K + V, err, DLGO__NM("attn_qkv.bias")));
        } else {
            DLGO__TRY(dlgo__tensor(m, &L->wq, 1, E, Q, 1, err, "%s.attn_q.weight", p));
            DLGO__TRY(dlgo__tensor(m, &L->wk, 1, E, K, 1, err, "%s.attn_k.weight", p));
            DLGO__TRY(dlgo__tensor(m, &L->wv, 1, E, V, 1, err, "%s.attn_v.weight", p));
            DLGO__TRY(dlgo__tensor_f32(m, &L->bq, 0, Q, err, DLGO__NM("attn_q.bias")));
            DLGO__TRY(dlgo__tensor_f32(m, &L->bk, 0, K, err, DLGO__NM("attn_k.bias")));
            DLGO__TRY(dlgo__tensor_f32(m, &L->bv, 0, V, err, DLGO__NM("attn_v.bias")));
        }
        DLGO__TRY(dlgo__tensor_f32(m, &L->sinks, at->sinks, L->n_head, err, DLGO__NM("attn_sinks.weight")));
    }
    if (L->mixer == DLGO__MIX_ATTN || L->mixer == DLGO__MIX_ATTN_GATED) {
        DLGO__TRY(dlgo__tensor(m, &L->wo, 1, O, E, 1, err, "%s.attn_output.weight", p));
        DLGO__TRY(dlgo__tensor_f32(m, &L->bo, 0, E, err, DLGO__NM("attn_output.bias")));
        const int qk_norm = at->qk_norm || L->mixer == DLGO__MIX_ATTN_GATED;
        DLGO__TRY(dlgo__tensor_f32(m, &L->q_norm, qk_norm, L->d_k, err, DLGO__NM("attn_q_norm.weight")));
        DLGO__TRY(dlgo__tensor_f32(m, &L->k_norm, qk_norm, L->d_k, err, DLGO__NM("attn_k_norm.weight")));
    }
    DLGO__TRY(dlgo__tensor_f32(m, &L->post_attn_norm, at->post_norms, E, err, DLGO__NM("post_attention_norm.weight")));
    DLGO__TRY(dlgo__tensor_f32(m, &L->post_ffw_norm, at->post_norms, E, err, DLGO__NM("post_ffw_norm.weight")));
    if (!at->post_norms) memset(&L->post_attn_norm, 0, sizeof L->post_attn_norm);   /* elsewhere that name is the pre-FFN norm */
    if (!L->parallel) DLGO__TRY(dlgo__tensor_f32(m, &L->ffn_norm, 1, E, err, DLGO__NM(at->ffn_norm)));
    const int F = L->n_ff;
    int ax_ffn = 0;
    if (L->ffn_kind == DLGO__FFN_MOE) {
        DLGO__TRY(dlgo__load_moe(m, L, il, p, &ax_ffn, err));
    } else {
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
    }
#undef DLGO__NM
    /* llama 3.x frequency factors */
    dlgo__w rf;
    DLGO__TRY(dlgo__tensor_f32(m, &rf, 0, L->n_rot / 2, err, "rope_freqs.weight"));
    L->rope_freqs = rf.data ? dlgo__as_f32(rf.data) : NULL;
    /* scratch sizing */
    if (L->mixer != DLGO__MIX_GDN) {
        if (Q > m->max_q) m->max_q = Q;
        if (O > m->max_q) m->max_q = O;
        if (K + V > m->max_kv) m->max_kv = K + V;
        if (O > m->max_in) m->max_in = O;
    }
    if (L->ffn_kind != DLGO__FFN_MOE) {
        if (F > m->max_ff) m->max_ff = F;
        if (F > m->max_in) m->max_in = F;
    }
    if (ax_mix + ax_ffn > m->max_ax) m->max_ax = ax_mix + ax_ffn;
    if (L->mixer == DLGO__MIX_GDN) m->n_recurrent++;
    return DLGO_OK;
}

static dlgo_result dlgo__model_resolve(dlgo_model *m, dlgo_error *err) {
    DLGO__TRY(dlgo__resolve_arch(m, err));
    DLGO__TRY(dlgo__resolve_head(m, err));
    dlgo__attn_hp hp;
    DLGO__TRY(dlgo__resolve_attn(m, &hp, err));
    m->layers = (dlgo__layer *)dlgo__calloc(&m->alloc, (size_t)m->n_layer, sizeof(dlgo__layer));
    if (!m->layers) return dlgo__err(err, DLGO_ERR_OOM, "model: out of memory");
    m->max_in = m->n_embd;
    for (int il = 0; il < m->n_layer; il++) {
        DLGO__TRY(dlgo__resolve_layer_spec(m, il, &hp, err));
        DLGO__TRY(dlgo__resolve_layer_tensors(m, il, &hp, err));
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
    /* what it runs, and how */
    const dlgo_model *model;
    dlgo_allocator alloc;
    int32_t n_ctx, n_batch, n_threads;
    int32_t kv_f16, logits_all;
    dlgo__compute cp;                  /* activation scratch + workers */
    dlgo_vk_ctx *gpu;                  /* attached GPU state (>>vulkan), or NULL: dlgo_ctx_eval runs there */
    /* the cache: attention K/V, the recurrent states, and the tokens they hold */
    int32_t n_past;
    int32_t *tokens;                   /* token history = cache contents (for prefix reuse) */
    size_t  kv_row_k, kv_row_v;        /* bytes per position per layer */
    uint8_t *kv;                       /* all layers: [layer][pos][K row] then [layer][pos][V row] */
    size_t  *k_off, *v_off;
    float   *rs;                       /* Gated DeltaNet: conv + recurrent state of every recurrent layer (f32) */
    size_t  *rs_off;                   /* per layer: offset of its conv state in rs; the recurrent state follows */
    size_t   rs_floats;
    /* per-step scratch (n_batch rows each) */
    float *x, *h, *q, *kvbuf, *att, *ffa, *ffb, *scores, *tmp;
    float   *ax;                       /* per-layer scratch of the newer mixers/MoE: n_batch x model->max_ax floats */
    int32_t *axi;                      /* MoE: selected experts + per-expert row lists, 2 x n_batch x max_moe_k */
    float   *gdn_scr;                  /* Gated DeltaNet scratch (dlgo__gdn_chunk / the step), gdn_scr_n floats per thread */
    size_t   gdn_scr_n;
    /* results */
    float   *logits;
    int32_t  n_logits;                 /* rows held in logits */
    /* dlgo_ctx_step: a begun batch */
    int32_t pend_n, pend_layer;        /* pending batch size (0 = none), next layer (-1 = embed) */
    /* dlgo_ctx_chat_say's conversation (owned copies) */
    dlgo_chat_message *chat_msgs;
    size_t  chat_n, chat_cap;
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

#if defined(DLGO__RPACK)
/* Groups [g0, g1) of a repacked matrix: token tiles stay in L2 while the groups stream past */
static void dlgo__matmul_rows_rp(const dlgo__w *W, const uint8_t *xq, size_t arow, const uint8_t *aux, size_t auxrow,
                                 int n_tok, float *y, int64_t ldy, int64_t g0, int64_t g1) {
    const dlgo__rp_fn k = dlgo__rp_kernel(W->type);
    const int64_t nb = W->ne[0] / dlgo_type_block_size(W->type);
    const size_t grp = dlgo__rp_gb(W->type) * (size_t)nb;
    int tile = (int)(((size_t)256 << 10) / (arow ? arow : 1)) / DLGO__RT * DLGO__RT;
    if (tile < DLGO__RT) tile = DLGO__RT;
    /* prefill of Q4_0/Q8_0: pairs of groups, DLGO__RT2 tokens a call (see dlgo__rp2_q80_k) */
    const dlgo__rp2_fn k2 = n_tok < 3 ? NULL : dlgo__rp2_kernel(W->type);
    for (int t0 = 0; t0 < n_tok; t0 += tile) {
        const int t1 = t0 + tile < n_tok ? t0 + tile : n_tok;
        int64_t g = g0;
        if (k2) for (; g + 2 <= g1; g += 2)
            for (int t = t0; t < t1; t += DLGO__RT2)
                k2(W->rp + (size_t)g * grp, grp, xq + (size_t)t * arow, arow, aux + (size_t)t * auxrow, auxrow,
                   t1 - t < DLGO__RT2 ? t1 - t : DLGO__RT2, nb, y + (size_t)t * ldy + g * DLGO__RP, ldy);
        for (; g < g1; g++)
            for (int t = t0; t < t1; t += DLGO__RT)
                k(W->rp + (size_t)g * grp, xq + (size_t)t * arow, arow, aux + (size_t)t * auxrow, auxrow,
                  t1 - t < DLGO__RT ? t1 - t : DLGO__RT, nb, y + (size_t)t * ldy + g * DLGO__RP, ldy);
    }
}
#endif

typedef struct dlgo__mm_job {
    const dlgo__w *W;
    const float *x;
    int64_t ldx, chunk;
    uint8_t *xq;
    size_t arow;
    int vt, n_tok;
    float *y;
    int64_t ldy;
    uint8_t *aux;          /* repacked path: per-token activation side data, auxrow bytes each */
    size_t auxrow;
    dlgo__atom next;       /* next row chunk to take */
} dlgo__mm_job;
static void dlgo__mm_quant_task(void *a, int ith, int nth) {
    dlgo__mm_job *j = (dlgo__mm_job *)a;
    for (int t = ith; t < j->n_tok; t += nth) {
        if (j->vt == DLGO_TYPE_Q8_0) {   /* >>simd: quantize and take the block sums in one pass */
            int32_t bs[64];
            const float *x = j->x + (size_t)t * j->ldx;
            uint8_t *xq = j->xq + (size_t)t * j->arow;
            const int64_t n = j->W->ne[0];
#if defined(DLGO__RPACK)
            if (j->aux) {
                const int shift = dlgo__rp_shift(j->W->type);   /* as dlgo__rp_aux */
                uint8_t *aux = j->aux + (size_t)t * j->auxrow;
                for (int64_t b0 = 0; b0 < n / 32; b0 += 64) {
                    const int64_t nb = n / 32 - b0 < 64 ? n / 32 - b0 : 64;
                    dlgo__quant_q8_0_fast(x + 32 * b0, xq + 34 * b0, 32 * nb, bs);
                    for (int64_t b = 0; b < nb; b++) {
                        const float d = dlgo__h2f_x(xq + 34 * (b0 + b));
                        const int32_t v = (int32_t)(0u - ((uint32_t)bs[b] << shift));
                        memcpy(aux + 8 * (b0 + b), &d, 4); memcpy(aux + 8 * (b0 + b) + 4, &v, 4);
                    }
                }
                continue;
            }
#endif
            (void)bs;
            dlgo__quant_q8_0_fast(x, xq, n, NULL);
            continue;
        }
        if (j->vt == DLGO_TYPE_Q8_K) dlgo__quant_q8_K_fast(j->x + (size_t)t * j->ldx, j->xq + (size_t)t * j->arow, j->W->ne[0]);
        else dlgo_quantize_row(j->vt, j->x + (size_t)t * j->ldx, j->xq + (size_t)t * j->arow, j->W->ne[0]);
#if defined(DLGO__RPACK)
        if (j->aux) dlgo__rp_aux(j->W->type, j->xq + (size_t)t * j->arow, j->W->ne[0], j->aux + (size_t)t * j->auxrow);
#endif
    }
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
        const int64_t o1 = o0 + j->chunk < R ? o0 + j->chunk : R;
#if defined(DLGO__RPACK)
        if (j->aux) { dlgo__matmul_rows_rp(j->W, j->xq, j->arow, j->aux, j->auxrow, j->n_tok, j->y, j->ldy, o0 / DLGO__RP, o1 / DLGO__RP); continue; }
#endif
        dlgo__matmul_rows(j->W, j->xq, j->arow, j->n_tok, j->y, j->ldy, o0, o1);
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
#if defined(DLGO__RPACK)
    if (W->rp && W->rp_src == W->data) {   /* side data after the rows, if the scratch holds it */
        const size_t off = (arow * (size_t)n_tok + 63) / 64 * 64;
        j.auxrow = dlgo__rp_auxb(W->type) * (size_t)(n_in / dlgo_type_block_size(W->type));
        if (off + j.auxrow * (size_t)n_tok <= cp->actq_cap) j.aux = cp->actq + off;
    }
#endif
    if (nth > 1 && n_tok >= 2 * nth) dlgo__exec_run(&cp->exec, dlgo__mm_quant_task, &j);
    else dlgo__mm_quant_task(&j, 0, 1);
    /* about 4 chunks per thread (decode: 8, so a thread that starts late costs little), whole 16-row groups */
    j.chunk = (R + (n_tok == 1 ? 8 : 4) * nth - 1) / ((n_tok == 1 ? 8 : 4) * nth);
    j.chunk = (j.chunk + 15) / 16 * 16;
    if (nth > 1 && R > j.chunk) { dlgo__exec_run(&cp->exec, dlgo__mm_task, &j); return; }
#if defined(DLGO__RPACK)
    if (j.aux) { dlgo__matmul_rows_rp(W, cp->actq, arow, j.aux, j.auxrow, n_tok, y, ldy, 0, R / DLGO__RP); return; }
#endif
    dlgo__matmul_rows(W, cp->actq, arow, n_tok, y, ldy, 0, R);
}

/* Repack the CPU matmul weights (AVX-512 builds) into one allocation kept with the model; the mapped
   originals stay for every other path. Best effort: without memory the plain kernels run. */
static void dlgo__model_repack_list(dlgo_model *m, dlgo__w **ws, int *n, size_t *total) {
    for (int l = -1; l < m->n_layer; l++) {
        dlgo__layer *L = l >= 0 ? &m->layers[l] : NULL;
        dlgo__w *cand[24];
        int nc = 0;
        if (!L) cand[nc++] = &m->output;
        else {
            cand[nc++] = &L->wq; cand[nc++] = &L->wk; cand[nc++] = &L->wv; cand[nc++] = &L->wqkv; cand[nc++] = &L->wo;
            cand[nc++] = &L->gate; cand[nc++] = &L->up; cand[nc++] = &L->down; cand[nc++] = &L->ssm_out;
            cand[nc++] = &L->gate_shexp; cand[nc++] = &L->up_shexp; cand[nc++] = &L->down_shexp;
            /* Gated DeltaNet and MLA projections (all of them go through dlgo__matmul) */
            cand[nc++] = &L->ssm_z; cand[nc++] = &L->ssm_beta; cand[nc++] = &L->ssm_alpha; cand[nc++] = &L->ssm_ba;
            cand[nc++] = &L->wq_a; cand[nc++] = &L->wq_b; cand[nc++] = &L->wkv_a;
            /* MoE experts: each expert's rows are whole groups, so the stack packs as one matrix and an
               expert's slab (dlgo__w_slab) starts at e times one expert's packed bytes */
            cand[nc++] = &L->gate_exps; cand[nc++] = &L->up_exps; cand[nc++] = &L->down_exps; cand[nc++] = &L->gate_up_exps;
        }
        for (int i = 0; i < nc; i++) {
            dlgo__w *w = cand[i];
            if (!w->data || w->ne[3] > 1) continue;
            const size_t b = dlgo__rp_bytes(w->type, w->ne[0], w->ne[1]) * (size_t)w->ne[2];
            if (!b) continue;
            if (ws) ws[*n] = w;
            (*n)++;
            *total += (b + 63) / 64 * 64;
        }
    }
}
/* Work units of the repacking: runs of groups of one matrix, taken from a shared counter by each thread */
#define DLGO__RP_UNIT 32   /* groups (DLGO__RP rows each) per unit */
typedef struct dlgo__rp_job { dlgo__w **ws; int n; dlgo__atom next; } dlgo__rp_job;
static void dlgo__rp_task(void *a, int ith, int nth) {
    dlgo__rp_job *j = (dlgo__rp_job *)a;
    (void)ith; (void)nth;
    for (;;) {
        long u = dlgo__atom_add(&j->next, 1);
        int i = 0;
        for (; i < j->n; i++) {   /* unit u -> (matrix i, unit within it) */
            const long nu = (long)((j->ws[i]->ne[1] * j->ws[i]->ne[2] / DLGO__RP_ROWS + DLGO__RP_UNIT - 1) / DLGO__RP_UNIT);
            if (u < nu) break;
            u -= nu;
        }
        if (i == j->n) return;
#if defined(DLGO__RPACK)
        const dlgo__w *w = j->ws[i];
        const int64_t nb = w->ne[0] / dlgo_type_block_size(w->type), G = w->ne[1] * w->ne[2] / DLGO__RP;
        const int64_t g0 = (int64_t)u * DLGO__RP_UNIT, g1 = g0 + DLGO__RP_UNIT < G ? g0 + DLGO__RP_UNIT : G;
        const size_t grp = dlgo__rp_gb(w->type) * (size_t)nb;
        for (int64_t g = g0; g < g1; g++)
            dlgo__rp_pack_group(w->type, w->data + (size_t)g * DLGO__RP * w->row_bytes, w->row_bytes, nb, (uint8_t *)(uintptr_t)w->rp + (size_t)g * grp);
#endif
    }
}
static void dlgo__model_repack(dlgo_model *m) {
    int n = 0;
    size_t total = 0;
    if (m->no_repack) return;
    dlgo__model_repack_list(m, NULL, &n, &total);
    if (!n) return;
    dlgo__w **ws = (dlgo__w **)dlgo__malloc(&m->alloc, (size_t)n * sizeof *ws);
    m->rp_mem = (uint8_t *)dlgo__malloc(&m->alloc, total);
    if (!ws || !m->rp_mem) { dlgo__free(&m->alloc, ws); dlgo__free(&m->alloc, m->rp_mem); m->rp_mem = NULL; return; }
#if defined(DLGO__HAVE_MMAP) && defined(MADV_HUGEPAGE)
    {   /* hundreds of MB written once: 2 MB pages take a 512th of the page faults (advice only; errors ignored) */
        const uintptr_t a0 = ((uintptr_t)m->rp_mem + 0x1fffff) & ~(uintptr_t)0x1fffff, a1 = ((uintptr_t)m->rp_mem + total) & ~(uintptr_t)0x1fffff;
        if (a1 > a0) (void)madvise((void *)a0, a1 - a0, MADV_HUGEPAGE);
    }
#endif
    n = 0; total = 0;
    dlgo__model_repack_list(m, ws, &n, &total);
    size_t off = 0;
    for (int i = 0; i < n; i++) {
        dlgo__w *w = ws[i];
        w->rp = m->rp_mem + off; w->rp_src = w->data;
        off += (dlgo__rp_bytes(w->type, w->ne[0], w->ne[1]) * (size_t)w->ne[2] + 63) / 64 * 64;
    }
    /* the packing (and the page faults of both copies) spread over the load threads, if the caller gave some */
    dlgo__rp_job j;
    j.ws = ws; j.n = n; j.next = 0;
    dlgo__exec e;
    dlgo__exec_init(&e, &m->alloc, m->load_threads, NULL, NULL);
    dlgo__exec_run(&e, dlgo__rp_task, &j);
    dlgo__exec_free(&e);
    dlgo__free(&m->alloc, ws);
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
    const int sect = L->rope_sections[0] + L->rope_sections[1] + L->rope_sections[2] + L->rope_sections[3];
    for (int i0 = 0; i0 < nr; i0 += 2) {
        const float ff = L->rope_freqs ? L->rope_freqs[i0 / 2] : 1.0f;
        float extrap = theta / ff;
        if (L->rope_mode == DLGO__ROPE_IMROPE) {
            /* interleaved M-RoPE: text positions are (p, p, p, 0), so pairs of the "e" section do not rotate */
            const int sc = (i0 / 2) % sect, r3 = sc % 3;
            if (!((r3 == 0 && sc < 3 * L->rope_sections[0]) || (r3 == 1 && sc < 3 * L->rope_sections[1]) ||
                  (r3 == 2 && sc < 3 * L->rope_sections[2]))) extrap = 0.0f;
        }
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
    /* MLA caches one row [c_kv | k_pe]; its value is the c_kv prefix of that same row */
    const size_t vrow = L->v_in_k ? c->kv_row_k : c->kv_row_v;
    const int vstride = L->v_in_k ? dk : dv;
    if (L->v_in_k) V = K;
    const float *sinks = L->sinks.data ? (const float *)(const void *)L->sinks.data : NULL;
    float *s = c->cp.tscratch + (size_t)ith * c->cp.tscratch_n, *qh16 = s + c->n_ctx;
    const int h0 = H * ith / nth, h1 = H * (ith + 1) / nth;
    for (int t = 0; t < jb->n_tok; t++) {
        const int pos = jb->p0 + t;
        const int j0 = L->swa > 0 && pos - L->swa + 1 > 0 ? pos - L->swa + 1 : 0;
        for (int h = h0; h < h1; h++) {
            const float *qh = jb->q + (size_t)t * H * dk + (size_t)h * dk;
            const int kvh = h / grp;
            if (c->kv_f16) {   /* llama.cpp rounds Q to f16 for the K·Q product against an f16 cache */
                dlgo__round_f16(qh16, qh, dk);
                qh = qh16;
            }
            float mx = -INFINITY;
            /* >>simd: all K·q of the row at once (shared horizontal sums) */
            if (c->kv_f16) dlgo__att_kq_f16(K + (size_t)j0 * c->kv_row_k + (size_t)kvh * dk * 2, c->kv_row_k, qh, dk, pos - j0 + 1, s + j0);
            if (c->kv_f16 && !(L->attn_softcap > 0)) mx = dlgo__att_scale_max(s + j0, pos - j0 + 1, L->kq_scale);
            else for (int j = j0; j <= pos; j++) {
                float dot;
                if (c->kv_f16) dot = s[j];
                else dot = dlgo__dot_f32_f32((const float *)(const void *)(K + (size_t)j * c->kv_row_k) + (size_t)kvh * dk, qh, dk);
                float z = dot * L->kq_scale;
                if (L->attn_softcap > 0) z = L->attn_softcap * tanhf(z / L->attn_softcap);
                s[j] = z;
                if (z > mx) mx = z;
            }
            if (sinks && sinks[h] > mx) mx = sinks[h];   /* a sink is one more logit with no value */
            double sum = 0;
            sum = dlgo__att_exp(s + j0, pos - j0 + 1, mx);   /* >>simd */
            if (sinks) sum += expf(sinks[h] - mx);
            const float inv = (float)(1.0 / sum);
            float *o = jb->out + (size_t)t * H * dv + (size_t)h * dv;
            for (int j = j0; j <= pos; j++) s[j] *= inv;
            if (c->kv_f16) {   /* >>simd: the output row stays in registers over all keys */
                dlgo__round_f16(s + j0, s + j0, pos - j0 + 1);
                dlgo__att_pv_f16(o, s + j0, V + (size_t)j0 * vrow + (size_t)kvh * vstride * 2, vrow, pos - j0 + 1, dv);
                continue;
            }
            for (int i = 0; i < dv; i++) o[i] = 0;
            for (int j = j0; j <= pos; j++) {
                const float pj = s[j];
                if (c->kv_f16) {
                    dlgo__axpy_f16(o, pj, (const uint16_t *)(const void *)(V + (size_t)j * vrow) + (size_t)kvh * vstride, dv);
                } else {
                    dlgo__axpy_f32(o, pj, (const float *)(const void *)(V + (size_t)j * vrow) + (size_t)kvh * vstride, dv);
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
        dlgo__f16_row((uint16_t *)(void *)K, k, nk);   /* >>simd */
        dlgo__f16_row((uint16_t *)(void *)V, v, nv);
    } else {
        memcpy(K, k, (size_t)nk * sizeof(float));
        if (nv) memcpy(V, v, (size_t)nv * sizeof(float));   /* MLA stores no separate V */
    }
}

/* A view of expert e's slab of a 3-D expert tensor {n_in, n_out, n_expert}. */
static dlgo__w dlgo__w_slab(const dlgo__w *W, int e) {
    dlgo__w v = *W;
    v.ne[2] = 1;
    v.data = W->data + (size_t)e * (size_t)W->ne[1] * W->row_bytes;
    /* >>simd: the expert's part of the repacked stack (see dlgo__model_repack_list) */
    if (W->rp && W->rp_src == W->data) { v.rp = W->rp + (size_t)e * dlgo__rp_bytes(W->type, W->ne[0], W->ne[1]); v.rp_src = v.data; }
    else { v.rp = NULL; v.rp_src = NULL; }
    return v;
}
static float dlgo__sigmoid(float x) { return 1.0f / (1.0f + expf(-x)); }
static float dlgo__softplus(float x) { return x > 20.0f ? x : logf(1.0f + expf(x)); }

/* Softmax attention mixer (plain or gated): h [n_tok][E] -> out [n_tok][E]. */
static void dlgo__mix_attn(dlgo_ctx *c, int il, const float *h, int n_tok, int p0, float *out) {
    const dlgo_model *m = c->model;
    const dlgo__layer *L = &m->layers[il];
    const int E = m->n_embd, H = L->n_head, Hkv = L->n_head_kv, dk = L->d_k, dv = L->d_v;
    const int Q = H * dk, K = Hkv * dk, V = Hkv * dv;
    float *q = c->q, *kv = c->kvbuf, *gate = NULL;
    if (L->wqkv.data) {
        float *qkv = c->ffa;   /* (Q+K+V) per row; ffa is large enough (sized at ctx creation) */
        dlgo__matmul(&c->cp, &L->wqkv, h, E, n_tok, qkv, Q + K + V);
        dlgo__add_bias(&L->bqkv, qkv, Q + K + V, n_tok, Q + K + V);
        for (int t = 0; t < n_tok; t++) {
            memcpy(q + (size_t)t * Q, qkv + (size_t)t * (Q + K + V), (size_t)Q * sizeof(float));
            memcpy(kv + (size_t)t * (K + V), qkv + (size_t)t * (Q + K + V) + Q, (size_t)(K + V) * sizeof(float));
        }
    } else if (L->mixer == DLGO__MIX_ATTN_GATED) {
        /* attn_q rows are per head [q_h | gate_h] */
        float *qg = c->ax;
        gate = c->ax + (size_t)n_tok * 2 * Q;
        dlgo__matmul(&c->cp, &L->wq, h, E, n_tok, qg, 2 * Q);
        for (int t = 0; t < n_tok; t++)
            for (int hh = 0; hh < H; hh++) {
                memcpy(q + (size_t)t * Q + (size_t)hh * dk, qg + (size_t)t * 2 * Q + (size_t)hh * 2 * dk, (size_t)dk * sizeof(float));
                memcpy(gate + (size_t)t * Q + (size_t)hh * dk, qg + (size_t)t * 2 * Q + (size_t)hh * 2 * dk + dk, (size_t)dk * sizeof(float));
            }
        dlgo__matmul(&c->cp, &L->wk, h, E, n_tok, kv, K + V);
        dlgo__matmul(&c->cp, &L->wv, h, E, n_tok, kv + K, K + V);
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
    if (gate) for (size_t i = 0; i < (size_t)n_tok * Q; i++) c->att[i] *= dlgo__sigmoid(gate[i]);
    dlgo__matmul(&c->cp, &L->wo, c->att, H * dv, n_tok, out, E);
    dlgo__add_bias(&L->bo, out, E, n_tok, E);
}

/* Multi-head latent attention, absorbed form. Per token only [norm(c_kv) | rope(k_pe)] is cached; each head's
   query is moved into the latent space (W_kb^T q_nope), attends over the latents, and W_vb maps the result back. */
static void dlgo__mix_mla(dlgo_ctx *c, int il, const float *h, int n_tok, int p0, float *out) {
    const dlgo_model *m = c->model;
    const dlgo__layer *L = &m->layers[il];
    const int E = m->n_embd, H = L->n_head, n = L->qk_nope, r = L->qk_rope, R = L->kv_lora, vh = L->v_mla;
    const int QW = H * (n + r), D = R + r;
    float *qf = c->ax, *ckv = qf + (size_t)n_tok * QW, *qa = ckv + (size_t)n_tok * D, *o2 = qa + (size_t)n_tok * L->q_lora;
    if (L->wq_a.data) {
        dlgo__matmul(&c->cp, &L->wq_a, h, E, n_tok, qa, L->q_lora);
        for (int t = 0; t < n_tok; t++)
            dlgo__rmsnorm(qa + (size_t)t * L->q_lora, qa + (size_t)t * L->q_lora, L->q_lora, m->norm_eps, (const float *)(const void *)L->q_a_norm.data);
        dlgo__matmul(&c->cp, &L->wq_b, qa, L->q_lora, n_tok, qf, QW);
    } else dlgo__matmul(&c->cp, &L->wq, h, E, n_tok, qf, QW);
    dlgo__matmul(&c->cp, &L->wkv_a, h, E, n_tok, ckv, D);
    for (int t = 0; t < n_tok; t++) {
        float *ct = ckv + (size_t)t * D;
        dlgo__rope(L, ct + R, p0 + t);   /* one shared rope head */
        dlgo__rmsnorm(ct, ct, R, m->norm_eps, (const float *)(const void *)L->kv_a_norm.data);
        dlgo__kv_store(c, il, p0 + t, ct, NULL, D, 0);
        for (int hh = 0; hh < H; hh++) dlgo__rope(L, qf + (size_t)t * QW + (size_t)hh * (n + r) + n, p0 + t);
    }
    /* absorbed query [W_kb,h^T q_nope,h | q_pe,h] per head, into c->q (H x D per row) */
    float *qabs = c->q;
    for (int hh = 0; hh < H; hh++) {
        dlgo__w kb = dlgo__w_slab(&L->wk_b, hh);
        dlgo__matmul(&c->cp, &kb, qf + (size_t)hh * (n + r), QW, n_tok, qabs + (size_t)hh * D, (int64_t)H * D);
        for (int t = 0; t < n_tok; t++)
            memcpy(qabs + (size_t)t * H * D + (size_t)hh * D + R, qf + (size_t)t * QW + (size_t)hh * (n + r) + n, (size_t)r * sizeof(float));
    }
    dlgo__attention(c, il, qabs, n_tok, p0, c->att);   /* att: H x R per row */
    for (int hh = 0; hh < H; hh++) {
        dlgo__w vb = dlgo__w_slab(&L->wv_b, hh);
        dlgo__matmul(&c->cp, &vb, c->att + (size_t)hh * R, (int64_t)H * R, n_tok, o2 + (size_t)hh * vh, (int64_t)H * vh);
    }
    dlgo__matmul(&c->cp, &L->wo, o2, (int64_t)H * vh, n_tok, out, E);
}

/* Gated DeltaNet mixer. Projections run over the whole batch; the causal conv and the delta-rule recurrence then
   walk the tokens in order, carrying the per-context conv state (last K-1 raw inputs) and the per-head state
   S (d_k x d_v). A one-token step is the same code with n_tok = 1, so prefill and decode agree by construction. */
/* Chunked delta rule for prefill (one value head, n <= DLGO__GDN_CHUNK tokens). With G_a the running sum of the
   log-decays inside the chunk, unrolling the step recurrence gives
     d_a = beta_a (v_a - e^{G_a} S0^T k_a - sum_{b<a} e^{G_a-G_b} (k_b.k_a) d_b)     (a triangular solve)
     o_a = e^{G_a} S0^T q_a + sum_{b<=a} e^{G_a-G_b} (k_b.q_a) d_b
     S   = e^{G_n} S0 + sum_b e^{G_n-G_b} k_b d_b^T
   The same maths as the token step, done as small matrix products; every exponent is <= 0 (g <= 0). */
#define DLGO__GDN_CHUNK 64
static size_t dlgo__gdn_scr_floats(int d) { return (size_t)2 * DLGO__GDN_CHUNK * DLGO__GDN_CHUNK + DLGO__GDN_CHUNK + (size_t)2 * DLGO__GDN_CHUNK * d; }
static void dlgo__gdn_chunk(float *S, int dk, int dv, int n, const float *q, const float *k, const float *v, size_t ld,
                            const float *beta, const float *g, size_t ldg, float *o, size_t ldo, float *scr) {
    float *KK = scr, *KQ = KK + DLGO__GDN_CHUNK * DLGO__GDN_CHUNK;
    float *D = KQ + DLGO__GDN_CHUNK * DLGO__GDN_CHUNK + DLGO__GDN_CHUNK, *W = D + (size_t)DLGO__GDN_CHUNK * dv;
    /* running log-decays in double: their differences G_a - G_b must not lose digits when the sums grow large */
    double G[DLGO__GDN_CHUNK], acc = 0;
    for (int a = 0; a < n; a++) { acc += g[(size_t)a * ldg]; G[a] = acc; }
    for (int a = 0; a < n; a++) {
        const float *ka = k + (size_t)a * ld, *qa = q + (size_t)a * ld;
        for (int b = 0; b <= a; b++) {   /* (>>simd: dot and axpy helpers) */
            const float *kb = k + (size_t)b * ld;
            KK[a * DLGO__GDN_CHUNK + b] = dlgo__dot_f32_f32(kb, ka, dk); KQ[a * DLGO__GDN_CHUNK + b] = dlgo__dot_f32_f32(kb, qa, dk);
        }
        /* D_a = S0^T k_a and W_a = S0^T q_a */
        float *Da = D + (size_t)a * dv, *Wa = W + (size_t)a * dv;
        for (int cc = 0; cc < dv; cc++) { Da[cc] = 0; Wa[cc] = 0; }
        for (int i = 0; i < dk; i++) {
            const float *Si = S + (size_t)i * dv;
            dlgo__axpy_f32(Da, ka[i], Si, dv); dlgo__axpy_f32(Wa, qa[i], Si, dv);
        }
    }
    for (int a = 0; a < n; a++) {   /* forward substitution, then the outputs of token a */
        float *Da = D + (size_t)a * dv, *oa = o + (size_t)a * ldo;
        const float ea = (float)exp(G[a]), ba = beta[(size_t)a * ldg];
        const float *va = v + (size_t)a * ld;
        for (int cc = 0; cc < dv; cc++) Da[cc] = va[cc] - ea * Da[cc];
        for (int b = 0; b < a; b++) dlgo__axpy_f32(Da, -(float)exp(G[a] - G[b]) * KK[a * DLGO__GDN_CHUNK + b], D + (size_t)b * dv, dv);
        for (int cc = 0; cc < dv; cc++) Da[cc] *= ba;
        const float *Wa = W + (size_t)a * dv;
        for (int cc = 0; cc < dv; cc++) oa[cc] = ea * Wa[cc];
        for (int b = 0; b <= a; b++) dlgo__axpy_f32(oa, (float)exp(G[a] - G[b]) * KQ[a * DLGO__GDN_CHUNK + b], D + (size_t)b * dv, dv);
    }
    const float en = (float)exp(G[n - 1]);
    for (int i = 0; i < dk; i++) {   /* S = e^{G_n} S0 + sum_b e^{G_n - G_b} k_b d_b^T */
        float *Si = S + (size_t)i * dv;
        for (int cc = 0; cc < dv; cc++) Si[cc] *= en;
        for (int b = 0; b < n; b++) dlgo__axpy_f32(Si, (float)exp(G[n - 1] - G[b]) * k[(size_t)b * ld + i], D + (size_t)b * dv, dv);
    }
}
/* The delta rule of the value heads [ith, ith + nth, ...): heads are independent (own state S, own output
   columns), so they spread over the threads; each thread has its own scratch. */
typedef struct dlgo__gdn_job { dlgo_ctx *c; const dlgo__layer *L; int n_tok; float *S0; const float *cv, *ba; float *y; } dlgo__gdn_job;
static void dlgo__gdn_task(void *arg, int ith, int nth) {
    const dlgo__gdn_job *jb = (const dlgo__gdn_job *)arg;
    const dlgo__layer *L = jb->L;
    const int n_tok = jb->n_tok, dk = L->ssm_dk, dv = L->ssm_dk, Hk = L->ssm_hk, Hv = L->ssm_hv;
    const int C = 2 * Hk * dk + Hv * dv, Vd = Hv * dv, rep = Hv / Hk;
    const float *cv = jb->cv, *ba = jb->ba;
    float *S0 = jb->S0, *y = jb->y, *scr = jb->c->gdn_scr + (size_t)ith * jb->c->gdn_scr_n;
    float *u = scr;   /* the one-token step's d_v floats */
    for (int j = ith; j < Hv; j += nth) {
        const int kh = L->ssm_tiled ? j % Hk : j / rep;
        float *S = S0 + (size_t)j * dk * dv;
        const size_t qo = (size_t)kh * dk, ko = (size_t)(Hk + kh) * dk, vo = (size_t)2 * Hk * dk + (size_t)j * dv;
        if (n_tok > 1) {   /* prefill: the chunked form, up to DLGO__GDN_CHUNK tokens per block */
            for (int t0 = 0; t0 < n_tok; t0 += DLGO__GDN_CHUNK) {
                const int nc = n_tok - t0 < DLGO__GDN_CHUNK ? n_tok - t0 : DLGO__GDN_CHUNK;
                dlgo__gdn_chunk(S, dk, dv, nc, cv + (size_t)t0 * C + qo, cv + (size_t)t0 * C + ko, cv + (size_t)t0 * C + vo, C,
                                ba + (size_t)t0 * 2 * Hv + j, ba + (size_t)t0 * 2 * Hv + Hv + j, 2 * Hv,
                                y + (size_t)t0 * Vd + (size_t)j * dv, Vd, scr);
            }
            continue;
        }
        /* one token: the delta rule step S <- e^g S; u = S^T k; d = beta (v - u); S <- S + k d^T; o = S^T q */
        const float *qv = cv + qo, *kv = cv + ko, *vv = cv + vo;
        const float beta = ba[j], decay = expf(ba[Hv + j]);
        float *o = y + (size_t)j * dv;
        for (int cc = 0; cc < dv; cc++) u[cc] = 0;
        for (int i = 0; i < dk; i++) {
            float *Si = S + (size_t)i * dv;
            for (int cc = 0; cc < dv; cc++) { Si[cc] *= decay; u[cc] += Si[cc] * kv[i]; }
        }
        for (int cc = 0; cc < dv; cc++) { u[cc] = beta * (vv[cc] - u[cc]); o[cc] = 0; }
        for (int i = 0; i < dk; i++) {
            float *Si = S + (size_t)i * dv;
            for (int cc = 0; cc < dv; cc++) { Si[cc] += kv[i] * u[cc]; o[cc] += Si[cc] * qv[i]; }
        }
    }
}
static void dlgo__mix_gdn(dlgo_ctx *c, int il, const float *h, int n_tok, float *out) {
    const dlgo_model *m = c->model;
    const dlgo__layer *L = &m->layers[il];
    const int E = m->n_embd, Kc = L->ssm_conv, dk = L->ssm_dk, dv = L->ssm_dk, Hk = L->ssm_hk, Hv = L->ssm_hv;
    const int C = 2 * Hk * dk + Hv * dv, Vd = Hv * dv, rep = Hv / Hk;
    float *mix = c->ax, *cv = mix + (size_t)n_tok * C, *z = cv + (size_t)n_tok * C, *ba = z + (size_t)n_tok * Vd,
          *y = ba + (size_t)n_tok * 2 * Hv, *raw = y + (size_t)n_tok * Vd;
    float *cstate = c->rs + c->rs_off[il], *S0 = cstate + (size_t)(Kc - 1) * C;
    const float *cw = (const float *)(const void *)L->ssm_conv1d.data, *dt = (const float *)(const void *)L->ssm_dt.data,
                *A = (const float *)(const void *)L->ssm_a.data, *nw = (const float *)(const void *)L->ssm_norm.data;
    dlgo__matmul(&c->cp, &L->wqkv, h, E, n_tok, mix, C);
    dlgo__matmul(&c->cp, &L->ssm_z, h, E, n_tok, z, Vd);
    if (L->ssm_ba.data) {
        /* qwen3next groups [beta x rep | alpha x rep] per key head; flatten to [beta (Hv) | alpha (Hv)] */
        dlgo__matmul(&c->cp, &L->ssm_ba, h, E, n_tok, raw, 2 * Hv);
        for (int t = 0; t < n_tok; t++)
            for (int g = 0; g < Hk; g++)
                for (int j = 0; j < rep; j++) {
                    ba[(size_t)t * 2 * Hv + g * rep + j] = raw[(size_t)t * 2 * Hv + g * 2 * rep + j];
                    ba[(size_t)t * 2 * Hv + Hv + g * rep + j] = raw[(size_t)t * 2 * Hv + g * 2 * rep + rep + j];
                }
    } else {
        dlgo__matmul(&c->cp, &L->ssm_beta, h, E, n_tok, ba, 2 * Hv);
        dlgo__matmul(&c->cp, &L->ssm_alpha, h, E, n_tok, ba + Hv, 2 * Hv);
    }
    /* causal depthwise conv + SiLU; input at time tau < 0 comes from the state (oldest first) */
    for (int t = 0; t < n_tok; t++)
        for (int ch = 0; ch < C; ch++) {
            float acc = 0;
            for (int i = 0; i < Kc; i++) {
                const int tau = t - (Kc - 1) + i;
                const float xv = tau >= 0 ? mix[(size_t)tau * C + ch] : cstate[(size_t)(tau + Kc - 1) * C + ch];
                acc += cw[(size_t)ch * Kc + i] * xv;
            }
            cv[(size_t)t * C + ch] = dlgo__silu(acc);
        }
    for (int r0 = 0; r0 < Kc - 1; r0++) {   /* keep the last K-1 raw inputs; reads stay ahead of writes */
        const int tau = n_tok - (Kc - 1) + r0;
        const float *src = tau >= 0 ? mix + (size_t)tau * C : cstate + (size_t)(tau + Kc - 1) * C;
        memmove(cstate + (size_t)r0 * C, src, (size_t)C * sizeof(float));
    }
    const float qscale = 1.0f / sqrtf((float)dk);
    for (int t = 0; t < n_tok; t++) {
        float *ct = cv + (size_t)t * C;
        /* L2-normalise q and k per key head: x / sqrt(sum x^2 + eps) */
        for (int g = 0; g < 2 * Hk; g++) {
            float *xv = ct + (size_t)g * dk;
            dlgo__rmsnorm(xv, xv, dk, m->norm_eps / (float)dk, NULL);
            const float f = 1.0f / sqrtf((float)dk);
            for (int i = 0; i < dk; i++) xv[i] *= g < Hk ? f * qscale : f;
        }
        /* gates in place: beta = sigmoid(b), log-decay g = softplus(a + dt) * A (<= 0) */
        for (int j = 0; j < Hv; j++) {
            float *bj = ba + (size_t)t * 2 * Hv;
            bj[j] = dlgo__sigmoid(bj[j]);
            bj[Hv + j] = dlgo__softplus(bj[Hv + j] + dt[j]) * A[j];
        }
    }
    dlgo__gdn_job jb;
    jb.c = c; jb.L = L; jb.n_tok = n_tok; jb.S0 = S0; jb.cv = cv; jb.ba = ba; jb.y = y;
    if (dlgo__exec_threads(&c->cp.exec) > 1 && Hv > 1) dlgo__exec_run(&c->cp.exec, dlgo__gdn_task, &jb);
    else dlgo__gdn_task(&jb, 0, 1);
    /* gated RMSNorm: norm(o) * silu(z) */
    for (int t = 0; t < n_tok; t++)
        for (int j = 0; j < Hv; j++) {
            float *o = y + (size_t)t * Vd + (size_t)j * dv;
            const float *zh = z + (size_t)t * Vd + (size_t)j * dv;
            dlgo__rmsnorm(o, o, dv, m->norm_eps, nw);
            for (int cc = 0; cc < dv; cc++) o[cc] *= dlgo__silu(zh[cc]);
        }
    dlgo__matmul(&c->cp, &L->ssm_out, y, Vd, n_tok, out, E);
}

/* Routed experts: route every token, then run each expert once over the rows that picked it (gather -> matmul
   over the group -> scatter with the routing weight), plus the shared expert with its optional sigmoid gate. */
static void dlgo__ffn_moe(dlgo_ctx *c, const dlgo__layer *L, const float *x, int n_tok, float *out) {
    const dlgo_model *m = c->model;
    const int E = m->n_embd, X = L->n_expert, k = L->n_expert_used, F = L->n_ff_exp;
    const int Fm = F > L->n_ff_shexp ? F : L->n_ff_shexp;
    float *lg = c->ax, *wt = lg + (size_t)n_tok * X, *xg = wt + (size_t)n_tok * k, *ga = xg + (size_t)n_tok * E,
          *ac = ga + (size_t)n_tok * 2 * Fm, *yg = ac + (size_t)n_tok * Fm, *acc = yg + (size_t)n_tok * E,
          *sel = acc + (size_t)n_tok * E;   /* X floats (selection scores of one token) */
    int32_t *ids = c->axi, *rows = c->axi + (size_t)n_tok * k;
    const float *pb = L->exp_probs_b.data ? (const float *)(const void *)L->exp_probs_b.data : NULL;
    dlgo__matmul(&c->cp, &L->gate_inp, x, E, n_tok, lg, X);
    dlgo__add_bias(&L->gate_inp_b, lg, X, n_tok, X);
    for (int t = 0; t < n_tok; t++) {
        float *p = lg + (size_t)t * X;
        if (L->gating == DLGO__GATE_SOFTMAX) {
            float mx = -INFINITY; double sum = 0;
            for (int e = 0; e < X; e++) if (p[e] > mx) mx = p[e];
            for (int e = 0; e < X; e++) { p[e] = expf(p[e] - mx); sum += p[e]; }
            for (int e = 0; e < X; e++) p[e] = (float)(p[e] / sum);
        } else if (L->gating == DLGO__GATE_SIGMOID) {
            for (int e = 0; e < X; e++) p[e] = dlgo__sigmoid(p[e]);
        } else if (L->gating == DLGO__GATE_SQRT_SOFTPLUS) {
            for (int e = 0; e < X; e++) p[e] = sqrtf(dlgo__softplus(p[e]));
        }
        for (int e = 0; e < X; e++) sel[e] = p[e] + (pb ? pb[e] : 0.0f);   /* the bias only steers selection */
        if (L->n_group > 1) {   /* keep the groups with the best sum of their top-2 scores */
            const int per = X / L->n_group;
            float *gs = c->tmp;
            for (int g = 0; g < L->n_group; g++) {
                float b1 = -INFINITY, b2 = -INFINITY;
                for (int e = g * per; e < (g + 1) * per; e++) {
                    if (sel[e] > b1) { b2 = b1; b1 = sel[e]; } else if (sel[e] > b2) b2 = sel[e];
                }
                gs[g] = b1 + (per > 1 ? b2 : 0.0f);
            }
            for (int kept = 0; kept < L->n_group_used; kept++) {
                int best = -1;
                for (int g = 0; g < L->n_group; g++) if (gs[g] != INFINITY && (best < 0 || gs[g] > gs[best])) best = g;
                gs[best] = INFINITY;   /* mark kept */
            }
            for (int g = 0; g < L->n_group; g++)
                if (gs[g] != INFINITY) for (int e = g * per; e < (g + 1) * per; e++) sel[e] = -INFINITY;
        }
        float wsum = 0;
        for (int s = 0; s < k; s++) {   /* top-k, ties to the smaller id */
            int best = -1;
            for (int e = 0; e < X; e++) {
                int taken = 0;
                for (int s2 = 0; s2 < s; s2++) if (ids[(size_t)t * k + s2] == e) taken = 1;
                if (!taken && (best < 0 || sel[e] > sel[best])) best = e;
            }
            ids[(size_t)t * k + s] = best;
            wt[(size_t)t * k + s] = p[best];
        }
        float *w = wt + (size_t)t * k;
        if (L->gating == DLGO__GATE_SOFTMAX_WEIGHT) {   /* gpt-oss: softmax over the k picked logits */
            float mx = -INFINITY; double sum = 0;
            for (int s = 0; s < k; s++) if (w[s] > mx) mx = w[s];
            for (int s = 0; s < k; s++) { w[s] = expf(w[s] - mx); sum += w[s]; }
            for (int s = 0; s < k; s++) w[s] = (float)(w[s] / sum);
        }
        if (L->moe_norm) {
            for (int s = 0; s < k; s++) wsum += w[s];
            if (wsum < 6.103515625e-5f) wsum = 6.103515625e-5f;
            for (int s = 0; s < k; s++) w[s] /= wsum;
        }
        if (L->moe_scale != 0 && L->moe_scale != 1) for (int s = 0; s < k; s++) w[s] *= L->moe_scale;
    }
    memset(acc, 0, (size_t)n_tok * E * sizeof(float));
    for (int e = 0; e < X; e++) {
        int cnt = 0;
        for (int i = 0; i < n_tok * k; i++) if (ids[i] == e) rows[cnt++] = i;
        if (!cnt) continue;
        for (int i = 0; i < cnt; i++) memcpy(xg + (size_t)i * E, x + (size_t)(rows[i] / k) * E, (size_t)E * sizeof(float));
        float *g = ga, *u = ga + F;   /* rows of 2F: [gate | up] */
        if (L->gate_up_exps.data) {
            dlgo__w gu = dlgo__w_slab(&L->gate_up_exps, e);
            dlgo__matmul(&c->cp, &gu, xg, E, cnt, ga, 2 * F);
            if (L->gate_up_exps_b.data) {
                const float *b = (const float *)(const void *)L->gate_up_exps_b.data + (size_t)e * 2 * F;
                for (int i = 0; i < cnt; i++) for (int j = 0; j < 2 * F; j++) ga[(size_t)i * 2 * F + j] += b[j];
            }
        } else {
            dlgo__w gw = dlgo__w_slab(&L->gate_exps, e), uw = dlgo__w_slab(&L->up_exps, e);
            dlgo__matmul(&c->cp, &gw, xg, E, cnt, g, 2 * F);
            dlgo__matmul(&c->cp, &uw, xg, E, cnt, u, 2 * F);
            const float *gb = L->gate_exps_b.data ? (const float *)(const void *)L->gate_exps_b.data + (size_t)e * F : NULL;
            const float *ub = L->up_exps_b.data ? (const float *)(const void *)L->up_exps_b.data + (size_t)e * F : NULL;
            for (int i = 0; i < cnt; i++) for (int j = 0; j < F; j++) {
                if (gb) g[(size_t)i * 2 * F + j] += gb[j];
                if (ub) u[(size_t)i * 2 * F + j] += ub[j];
            }
        }
        for (int i = 0; i < cnt; i++) for (int j = 0; j < F; j++) {
            float gv = g[(size_t)i * 2 * F + j], uv = u[(size_t)i * 2 * F + j];
            if (L->moe_act == DLGO__ACT_SWIGLU_OAI) {   /* gate clamped above, up clamped both sides, +1 on up */
                gv = gv < 7.0f ? gv : 7.0f;
                uv = uv < -7.0f ? -7.0f : uv > 7.0f ? 7.0f : uv;
                ac[(size_t)i * F + j] = gv / (1.0f + expf(-1.702f * gv)) * (uv + 1.0f);
            } else ac[(size_t)i * F + j] = dlgo__silu(gv) * uv;
        }
        dlgo__w dw = dlgo__w_slab(&L->down_exps, e);
        dlgo__matmul(&c->cp, &dw, ac, F, cnt, yg, E);
        const float *db = L->down_exps_b.data ? (const float *)(const void *)L->down_exps_b.data + (size_t)e * E : NULL;
        for (int i = 0; i < cnt; i++) {
            const float w = wt[rows[i]];
            float *a = acc + (size_t)(rows[i] / k) * E;
            const float *yr = yg + (size_t)i * E;
            for (int j = 0; j < E; j++) a[j] += (yr[j] + (db ? db[j] : 0.0f)) * w;
        }
    }
    if (L->up_shexp.data) {
        const int Fs = L->n_ff_shexp;
        dlgo__matmul(&c->cp, &L->gate_shexp, x, E, n_tok, ga, Fs);
        dlgo__matmul(&c->cp, &L->up_shexp, x, E, n_tok, ac, Fs);
        for (size_t i = 0; i < (size_t)n_tok * Fs; i++) ac[i] *= dlgo__silu(ga[i]);
        dlgo__matmul(&c->cp, &L->down_shexp, ac, Fs, n_tok, yg, E);
        float *sg = NULL;
        if (L->gate_inp_shexp.data) { sg = ga; dlgo__matmul(&c->cp, &L->gate_inp_shexp, x, E, n_tok, sg, 1); }
        for (int t = 0; t < n_tok; t++) {
            const float gsh = sg ? dlgo__sigmoid(sg[t]) : 1.0f;
            for (int j = 0; j < E; j++) acc[(size_t)t * E + j] += yg[(size_t)t * E + j] * gsh;
        }
    }
    memcpy(out, acc, (size_t)n_tok * E * sizeof(float));
}

/* One batch of n_tok tokens (n_tok <= n_batch) at positions c->n_past ... */
/* The pass in three parts so that a caller can stop between layers (dlgo_ctx_step, and the CPU layers after a
   partial GPU offload): the residual stream of the batch lives in c->x between them. */
static void dlgo__forward_embed(dlgo_ctx *c, const int32_t *tokens, int n_tok) {
    const dlgo_model *m = c->model;
    const int E = m->n_embd;
    /* embeddings: dequantize exactly the needed rows */
    for (int t = 0; t < n_tok; t++) {
        dlgo_dequantize_row(m->tok_embd.type, m->tok_embd.data + (size_t)tokens[t] * m->tok_embd.row_bytes, c->x + (size_t)t * E, E);
        if (m->emb_scale != 1.0f) for (int i = 0; i < E; i++) c->x[(size_t)t * E + i] *= m->emb_scale;
    }
}
/* Block il for n_tok rows at positions p0.. (writes its K/V or recurrent state). */
static void dlgo__forward_layer(dlgo_ctx *c, int il, int n_tok, int p0) {
    const dlgo_model *m = c->model;
    const int E = m->n_embd;
    float *x = c->x, *h = c->h;
    const dlgo__layer *L = &m->layers[il];
    dlgo__norm_rows(m, h, x, n_tok, &L->attn_norm, &L->attn_norm_b);
    float *o = c->q;   /* the mixer's output (its last use of q is before the output projection) */
    switch (L->mixer) {
    case DLGO__MIX_GDN: dlgo__mix_gdn(c, il, h, n_tok, o); break;
    case DLGO__MIX_MLA: dlgo__mix_mla(c, il, h, n_tok, p0, o); break;
    default: dlgo__mix_attn(c, il, h, n_tok, p0, o);
    }
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
    float *f = c->h;   /* the FFN input is consumed: reuse h for its output */
    switch (L->ffn_kind) {
    case DLGO__FFN_MOE:
        dlgo__ffn_moe(c, L, fin, n_tok, f);
        break;
    case DLGO__FFN_SWIGLU_FUSED:
        dlgo__matmul(&c->cp, &L->up, fin, E, n_tok, fa, 2 * F);
        dlgo__add_bias(&L->up_b, fa, 2 * F, n_tok, 2 * F);
        for (int t = 0; t < n_tok; t++) for (int i = 0; i < F; i++)
            fb[(size_t)t * F + i] = dlgo__silu(fa[(size_t)t * 2 * F + i]) * fa[(size_t)t * 2 * F + F + i];
        break;
    case DLGO__FFN_GELU:
        dlgo__matmul(&c->cp, &L->up, fin, E, n_tok, fb, F);
        dlgo__add_bias(&L->up_b, fb, F, n_tok, F);
        dlgo__act_n(fb, NULL, (size_t)n_tok * F, 1, dlgo__gelu);   /* >>simd */
        break;
    default:
        dlgo__matmul(&c->cp, &L->gate, fin, E, n_tok, fa, F);
        dlgo__add_bias(&L->gate_b, fa, F, n_tok, F);
        dlgo__matmul(&c->cp, &L->up, fin, E, n_tok, fb, F);
        dlgo__add_bias(&L->up_b, fb, F, n_tok, F);
        if (L->ffn_kind == DLGO__FFN_GEGLU) dlgo__act_n(fb, fa, (size_t)n_tok * F, 1, dlgo__gelu);   /* >>simd */
        else dlgo__act_n(fb, fa, (size_t)n_tok * F, 0, dlgo__silu);
    }
    if (L->ffn_kind != DLGO__FFN_MOE) {
        dlgo__matmul(&c->cp, &L->down, fb, F, n_tok, f, E);
        dlgo__add_bias(&L->down_b, f, E, n_tok, E);
    }
    if (L->post_ffw_norm.data)
        for (int t = 0; t < n_tok; t++) dlgo__rmsnorm(f + (size_t)t * E, f + (size_t)t * E, E, m->norm_eps, (const float *)(const void *)L->post_ffw_norm.data);
    if (L->parallel) for (size_t i = 0; i < (size_t)n_tok * E; i++) x[i] += o[i] + f[i];
    else for (size_t i = 0; i < (size_t)n_tok * E; i++) x[i] += f[i];
}
static void dlgo__forward_logits(dlgo_ctx *c, int n_tok, int want_all_logits) {
    const dlgo_model *m = c->model;
    const int E = m->n_embd;
    float *x = c->x, *h = c->h;
    const int first = want_all_logits ? 0 : n_tok - 1, nl = n_tok - first;
    dlgo__norm_rows(m, h, x + (size_t)first * E, nl, &m->output_norm, &m->output_norm_b);
    dlgo__matmul(&c->cp, &m->output, h, E, nl, c->logits, m->n_vocab);
    dlgo__add_bias(&m->output_b, c->logits, m->n_vocab, nl, m->n_vocab);
    if (m->final_softcap > 0)
        for (size_t i = 0; i < (size_t)nl * m->n_vocab; i++) c->logits[i] = m->final_softcap * tanhf(c->logits[i] / m->final_softcap);
    c->n_logits = nl;
}

static void dlgo__forward(dlgo_ctx *c, const int32_t *tokens, int n_tok, int want_all_logits) {
    dlgo__forward_embed(c, tokens, n_tok);
    for (int il = 0; il < c->model->n_layer; il++) dlgo__forward_layer(c, il, n_tok, c->n_past);
    dlgo__forward_logits(c, n_tok, want_all_logits);
}

/* ==========================================================================================================
   >>vulkan — the Vulkan backend: device, weight upload, recorded forward pass

   The GPU runs the same per-layer spec as >>forward-cpu. Kernels live in tools/shaders/ (GLSL, compiled by
   tools/gen_shaders.py into dlgo_shaders.h, committed, so users never need glslc). Every pipeline shares one
   descriptor set layout: 0 = a weight chunk, 1 = activations, 2 = KV cache, 3 = step parameters (first position,
   batch size, token ids), 4 = quant tables (IQ grids; filled once per device from >>quant's C tables, so the GPU
   decodes with the very same data). Because positions live in that host-written buffer and not in the command stream, the
   command buffer of a step shape (batch size, logits rows) is recorded once and replayed for every later step.

   ON BUDGETS: the budget is $DLGO_VK_BUDGET_MB, else desc.budget_bytes, else VK_EXT_memory_budget's figure for
   the device-local heap (else 80 % of it). Model upload reserves a context's KV + scratch, then places the token
   table, layers in order while they fit (and have kernels), and the output head when every layer made it. Layers
   that stay behind run on the CPU from the GPU's activations. An allocation failure retries with fewer layers.
   ========================================================================================================== */
/* The GPU part is a second file plus volk: it is compiled in when DLGO_VULKAN is defined (then both headers must
   be there: a missing one is a compile error), or on its own when the compiler can see BOTH <volk.h> and
   "dlgo_shaders.h". dlgo.h copied alone into a project therefore always builds, volk installed or not. */
#if defined(DLGO_NO_VULKAN) && defined(DLGO_VULKAN)
#  error "DLGO_NO_VULKAN and DLGO_VULKAN are both defined: pick one"
#endif
#if !defined(DLGO_NO_VULKAN) && !defined(DLGO_VULKAN) && defined(__has_include)
#  if __has_include(<volk.h>) && __has_include("dlgo_shaders.h")
#    define DLGO__VK_FOUND 1
#  endif
#endif
#if defined(DLGO_VULKAN) || defined(DLGO__VK_FOUND)
#define DLGO__VK 1
#ifdef __cplusplus
}   /* volk and the Vulkan headers bring their own linkage */
#endif
#ifndef DLGO_VK_EXTERNAL_VOLK        /* define it when the program already compiles volk.c itself */
#  define VOLK_IMPLEMENTATION
#endif
#include <volk.h>
#include "dlgo_shaders.h"
#ifdef __cplusplus
extern "C" {
#endif
#if DLGO_SHADERS_ABI != 2
#  error "dlgo_shaders.h does not match this dlgo.h (shader ABI): run `make shaders`"
#endif

enum { DLGO__VK_MAX_CHUNKS = 64, DLGO__VK_PC_BYTES = 128, DLGO__VK_GROUP_MAX = 96 /* tensors of one layer */ };
#define DLGO__VK_NONE 0xffffffffu

struct dlgo_vk_device {
    dlgo_allocator alloc;
    dlgo_log_fn log; void *log_user;
    VkInstance instance;
    VkDebugUtilsMessengerEXT messenger;
    VkPhysicalDevice phys;
    VkDevice device;
    struct VolkDeviceTable vk;          /* device calls never go through volk's globals (several devices) */
    VkQueue queue;
    uint32_t qfam;
    VkPhysicalDeviceProperties props;
    VkPhysicalDeviceMemoryProperties mem;
    uint64_t budget, used;              /* bytes dlgo may use / has allocated */
    uint32_t n_validation;
    VkDescriptorSetLayout dsl;
    VkPipelineLayout layout;
    VkPipeline pipes[DLGO_SHADERS_COUNT];
    VkCommandPool pool;
    VkFence fence;
    struct dlgo__vk_buf *tables;        /* binding 4: quant grids and value tables, filled from >>quant's C tables */
    int coop;                           /* VK_NV_cooperative_matrix (f16 16x16x16, 32-wide subgroups) enabled: mmc_* kernels */
    char name[256];
};

typedef struct dlgo__vk_buf { VkBuffer buf; VkDeviceMemory mem; uint64_t size; void *map; } dlgo__vk_buf;
typedef struct dlgo__vk_tensor { const uint8_t *data; uint64_t bytes; uint32_t chunk; uint64_t off; } dlgo__vk_tensor;

struct dlgo_vk_model {
    dlgo_vk_device *dev;
    const dlgo_model *model;
    int32_t n_gpu;                      /* layers [0, n_gpu) on the GPU */
    int     output_on_gpu;
    dlgo__vk_buf chunks[DLGO__VK_MAX_CHUNKS];
    uint32_t n_chunks;
    dlgo__vk_tensor *tensors;           /* uploaded tensors, found by their host address */
    uint32_t n_tensors;
    size_t   cap_tensors;
};

struct dlgo_vk_ctx {
    dlgo_vk_model *vm;
    dlgo_ctx *c;
    dlgo__vk_buf act, kv, params, readback;
    VkDescriptorPool dpool;
    VkDescriptorSet sets[DLGO__VK_MAX_CHUNKS];
    VkCommandBuffer cmd;
    int32_t rec_ntok, rec_all;          /* shape the command buffer was recorded for (-1 = none) */
    /* activation layout (float offsets) */
    uint32_t o_x, o_h, o_q, o_kv, o_att, o_o, o_fa, o_fb, o_log;
    uint32_t o_moe, o_mix;              /* the advanced regions' parts of the activation buffer (their hooks size them) */
    uint32_t kv_rk, kv_rv;              /* elements per position per layer */
    uint32_t *k_off, *v_off;            /* per GPU layer, elements into the KV buffer */
    /* recording state */
    VkPipeline cur_pipe; uint32_t cur_set;
    int rec_failed;                     /* a pipeline could not be built while recording */
    /* $DLGO_VK_PROFILE: a timestamp after every dispatch, summed per kernel and logged when the context goes */
    VkQueryPool qpool;
    uint32_t n_q, cap_q;
    int16_t *q_pipe;                    /* kernel of query i (i >= 1) */
    double prof_ms[DLGO_SHADERS_COUNT]; uint32_t prof_n[DLGO_SHADERS_COUNT]; uint32_t prof_steps;
};

static void dlgo__vk_prof_report(dlgo_vk_ctx *g);
static void dlgo__vk_log(dlgo_vk_device *d, dlgo_log_level lvl, const char *fmt, ...) DLGO__PRINTF(3, 4);
static void dlgo__vk_log(dlgo_vk_device *d, dlgo_log_level lvl, const char *fmt, ...) {
    if (!d || !d->log) return;
    char buf[512]; va_list ap; va_start(ap, fmt); vsnprintf(buf, sizeof buf, fmt, ap); va_end(ap);
    d->log(lvl, buf, d->log_user);
}

/* the kernel of a weight type: index into dlgo__shaders by name, or -1 when there is none yet */
static int dlgo__vk_pipe_index(const char *name) {
    for (int i = 0; i < DLGO_SHADERS_COUNT; i++) if (!strcmp(dlgo__shaders[i].name, name)) return i;
    return -1;
}
static int dlgo__vk_type_pipe(const char *kind, int type) {
    char nm[64]; snprintf(nm, sizeof nm, "%s_%s", kind, dlgo_type_name(type));
    return dlgo__vk_pipe_index(nm);
}
/* block types need whole 32-element chunks; element types (f32/f16/bf16) take any length whose rows stay 4-byte aligned */
static int dlgo__vk_len_ok(int type, int64_t n, uint64_t row_bytes) {
    const dlgo__type_traits *t = dlgo__traits(type);
    return t && (t->block_size == 1 ? row_bytes % 4 == 0 : n % 32 == 0);
}
static int dlgo__vk_w_ok(const dlgo__w *w) {
    return !w->data || (dlgo__vk_type_pipe("matmul", w->type) >= 0 && dlgo__vk_len_ok(w->type, w->ne[0], (uint64_t)w->row_bytes));
}
/* The advanced layer parts live in their own regions further down (>>vk-moe: MoE FFNs, sinks, YaRN;
   >>vk-mix: Gated DeltaNet and MLA mixers). Each region answers these hooks. */
static int      dlgo__vk_moe_layer_ok(const dlgo__layer *L);
static int      dlgo__vk_mix_layer_ok(const dlgo__layer *L);
static int      dlgo__vk_moe_group(const dlgo__layer *L, const uint8_t **data, uint64_t *bytes, int n);
static int      dlgo__vk_mix_group(const dlgo__layer *L, const uint8_t **data, uint64_t *bytes, int n);
static uint64_t dlgo__vk_moe_act_floats(const dlgo_model *m, uint64_t B);
static uint64_t dlgo__vk_mix_act_floats(const dlgo_model *m, uint64_t B, int n_gpu);
/* a layer runs on the GPU when every matrix has a kernel and the heads fit the attention kernel */
static int dlgo__vk_layer_ok(const dlgo__layer *L) {
    if (L->mixer != DLGO__MIX_ATTN && !dlgo__vk_mix_layer_ok(L)) return 0;
    if (L->ffn_kind == DLGO__FFN_MOE && !dlgo__vk_moe_layer_ok(L)) return 0;
    const dlgo__w *ws[] = { &L->wq, &L->wk, &L->wv, &L->wqkv, &L->wo, &L->gate, &L->up, &L->down };
    for (size_t i = 0; i < sizeof ws / sizeof ws[0]; i++) if (!dlgo__vk_w_ok(ws[i])) return 0;
    if (L->mixer != DLGO__MIX_ATTN) return 1;   /* the mixer region checked its own needs */
    if (L->rope_mode != DLGO__ROPE_NONE && L->rope_mode != DLGO__ROPE_NORM && L->rope_mode != DLGO__ROPE_NEOX) return 0;
    if (L->sinks.data && L->sinks.type != DLGO_TYPE_F32) return 0;   /* sinks: f32 logits read by the attention kernel */
    return L->d_k <= 256 && L->d_v <= 256 && L->d_k % 2 == 0 && L->d_v % 2 == 0;
}

static VKAPI_ATTR VkBool32 VKAPI_CALL dlgo__vk_debug_cb(VkDebugUtilsMessageSeverityFlagBitsEXT sev, VkDebugUtilsMessageTypeFlagsEXT type,
                                                       const VkDebugUtilsMessengerCallbackDataEXT *data, void *user) {
    dlgo_vk_device *d = (dlgo_vk_device *)user;
    (void)type;
    if (sev >= VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT) {
        d->n_validation++;
        dlgo__vk_log(d, DLGO_LOG_ERROR, "vulkan validation: %s", data && data->pMessage ? data->pMessage : "?");
    }
    return VK_FALSE;
}

static int dlgo__vk_memtype(const dlgo_vk_device *d, uint32_t bits, VkMemoryPropertyFlags want, VkMemoryPropertyFlags avoid) {
    for (uint32_t i = 0; i < d->mem.memoryTypeCount; i++)
        if ((bits & (1u << i)) && (d->mem.memoryTypes[i].propertyFlags & want) == want && !(d->mem.memoryTypes[i].propertyFlags & avoid)) return (int)i;
    return -1;
}
/* A buffer with its own memory. host = 1: host-visible and mapped (preferring cached memory for reads back). */
static dlgo_result dlgo__vk_buf_create(dlgo_vk_device *d, dlgo__vk_buf *b, uint64_t size, int host, int count_budget, dlgo_error *err, const char *what) {
    memset(b, 0, sizeof *b);
    if (size == 0) size = 16;
    VkBufferCreateInfo bi; memset(&bi, 0, sizeof bi);
    bi.sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO; bi.size = size; bi.sharingMode = VK_SHARING_MODE_EXCLUSIVE;
    bi.usage = VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT | VK_BUFFER_USAGE_TRANSFER_SRC_BIT;
    if (d->vk.vkCreateBuffer(d->device, &bi, NULL, &b->buf) != VK_SUCCESS)
        return dlgo__err(err, DLGO_ERR_VULKAN, "vulkan: cannot create the %s buffer (%.1f MB)", what, (double)size / 1e6);
    VkMemoryRequirements req; d->vk.vkGetBufferMemoryRequirements(d->device, b->buf, &req);
    int mt;
    if (host) {
        mt = dlgo__vk_memtype(d, req.memoryTypeBits, VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT | VK_MEMORY_PROPERTY_HOST_CACHED_BIT, 0);
        if (mt < 0) mt = dlgo__vk_memtype(d, req.memoryTypeBits, VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT, 0);
    } else {
        mt = dlgo__vk_memtype(d, req.memoryTypeBits, VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT, 0);
        if (mt < 0) mt = dlgo__vk_memtype(d, req.memoryTypeBits, 0, 0);
    }
    if (mt < 0) { d->vk.vkDestroyBuffer(d->device, b->buf, NULL); b->buf = VK_NULL_HANDLE; return dlgo__err(err, DLGO_ERR_VULKAN, "vulkan: no memory type for the %s buffer", what); }
    if (count_budget && d->used + req.size > d->budget) {
        d->vk.vkDestroyBuffer(d->device, b->buf, NULL); b->buf = VK_NULL_HANDLE;
        return dlgo__err(err, DLGO_ERR_BUDGET, "vulkan: the %s buffer (%.1f MB) does not fit the budget (%.1f of %.1f MB used)", what,
                         (double)req.size / 1e6, (double)d->used / 1e6, (double)d->budget / 1e6);
    }
    VkMemoryAllocateInfo ai; memset(&ai, 0, sizeof ai);
    ai.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO; ai.allocationSize = req.size; ai.memoryTypeIndex = (uint32_t)mt;
    if (d->vk.vkAllocateMemory(d->device, &ai, NULL, &b->mem) != VK_SUCCESS) {
        d->vk.vkDestroyBuffer(d->device, b->buf, NULL); b->buf = VK_NULL_HANDLE;
        return dlgo__err(err, DLGO_ERR_OOM, "vulkan: out of device memory for the %s buffer (%.1f MB)", what, (double)req.size / 1e6);
    }
    d->vk.vkBindBufferMemory(d->device, b->buf, b->mem, 0);
    if (host && d->vk.vkMapMemory(d->device, b->mem, 0, VK_WHOLE_SIZE, 0, &b->map) != VK_SUCCESS) {
        d->vk.vkFreeMemory(d->device, b->mem, NULL); d->vk.vkDestroyBuffer(d->device, b->buf, NULL);
        memset(b, 0, sizeof *b);
        return dlgo__err(err, DLGO_ERR_VULKAN, "vulkan: cannot map the %s buffer", what);
    }
    b->size = count_budget ? req.size : 0;   /* what it counts against the budget */
    d->used += b->size;
    return DLGO_OK;
}
static void dlgo__vk_buf_free(dlgo_vk_device *d, dlgo__vk_buf *b) {
    if (b->buf) d->vk.vkDestroyBuffer(d->device, b->buf, NULL);
    if (b->mem) d->vk.vkFreeMemory(d->device, b->mem, NULL);
    d->used -= b->size;
    memset(b, 0, sizeof *b);
}
/* One-shot command buffer: begin / submit and wait. */
static dlgo_result dlgo__vk_once_begin(dlgo_vk_device *d, VkCommandBuffer *cb, dlgo_error *err) {
    VkCommandBufferAllocateInfo ai; memset(&ai, 0, sizeof ai);
    ai.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO; ai.commandPool = d->pool; ai.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY; ai.commandBufferCount = 1;
    if (d->vk.vkAllocateCommandBuffers(d->device, &ai, cb) != VK_SUCCESS) return dlgo__err(err, DLGO_ERR_VULKAN, "vulkan: cannot allocate a command buffer");
    VkCommandBufferBeginInfo bi; memset(&bi, 0, sizeof bi);
    bi.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO; bi.flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT;
    d->vk.vkBeginCommandBuffer(*cb, &bi);
    return DLGO_OK;
}
static dlgo_result dlgo__vk_submit_wait(dlgo_vk_device *d, VkCommandBuffer cb, dlgo_error *err) {
    VkSubmitInfo si; memset(&si, 0, sizeof si);
    si.sType = VK_STRUCTURE_TYPE_SUBMIT_INFO; si.commandBufferCount = 1; si.pCommandBuffers = &cb;
    d->vk.vkResetFences(d->device, 1, &d->fence);
    VkResult r = d->vk.vkQueueSubmit(d->queue, 1, &si, d->fence);
    if (r == VK_SUCCESS) r = d->vk.vkWaitForFences(d->device, 1, &d->fence, VK_TRUE, UINT64_MAX);
    if (r != VK_SUCCESS) return dlgo__err(err, DLGO_ERR_VULKAN, "vulkan: queue submit/wait failed (VkResult %d)", (int)r);
    return DLGO_OK;
}
static dlgo_result dlgo__vk_once_end(dlgo_vk_device *d, VkCommandBuffer cb, dlgo_error *err) {
    d->vk.vkEndCommandBuffer(cb);
    dlgo_result r = dlgo__vk_submit_wait(d, cb, err);
    d->vk.vkFreeCommandBuffers(d->device, d->pool, 1, &cb);
    return r;
}

static uint64_t dlgo__vk_shader_hash(void) {
    uint64_t h = 0xcbf29ce484222325ull;
    for (int i = 0; i < DLGO_SHADERS_COUNT; i++)
        for (uint32_t j = 0; j < dlgo__shaders[i].words; j++)
            for (int k = 0; k < 4; k++) { h ^= (dlgo__shaders[i].code[j] >> (8 * k)) & 0xff; h *= 0x100000001b3ull; }
    return h;
}

/* Pipelines are built on first use (while recording): a model needs a handful of the kernels, and a driver may
   take a while per pipeline (lavapipe compiles each with LLVM). VK_NULL_HANDLE when the driver refuses it. */
static VkPipeline dlgo__vk_pipeline(dlgo_vk_device *d, int i) {
    if (d->pipes[i]) return d->pipes[i];
    VkShaderModuleCreateInfo smi; memset(&smi, 0, sizeof smi);
    smi.sType = VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO; smi.codeSize = (size_t)dlgo__shaders[i].words * 4; smi.pCode = dlgo__shaders[i].code;
    VkShaderModule sm;
    if (d->vk.vkCreateShaderModule(d->device, &smi, NULL, &sm) != VK_SUCCESS) return VK_NULL_HANDLE;
    VkComputePipelineCreateInfo ci; memset(&ci, 0, sizeof ci);
    ci.sType = VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO; ci.layout = d->layout;
    ci.stage.sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO; ci.stage.stage = VK_SHADER_STAGE_COMPUTE_BIT; ci.stage.module = sm; ci.stage.pName = "main";
    if (d->vk.vkCreateComputePipelines(d->device, VK_NULL_HANDLE, 1, &ci, NULL, &d->pipes[i]) != VK_SUCCESS) d->pipes[i] = VK_NULL_HANDLE;
    d->vk.vkDestroyShaderModule(d->device, sm, NULL);
    if (!d->pipes[i]) dlgo__vk_log(d, DLGO_LOG_ERROR, "vulkan: the driver could not build pipeline '%s'", dlgo__shaders[i].name);
    return d->pipes[i];
}

static dlgo_result dlgo__vk_buf_create(dlgo_vk_device *d, dlgo__vk_buf *b, uint64_t size, int host, int count_budget, dlgo_error *err, const char *what);
static void dlgo__vk_buf_free(dlgo_vk_device *d, dlgo__vk_buf *b);
static dlgo_result dlgo__vk_once_begin(dlgo_vk_device *d, VkCommandBuffer *cb, dlgo_error *err);
static dlgo_result dlgo__vk_once_end(dlgo_vk_device *d, VkCommandBuffer cb, dlgo_error *err);

/* The table buffer: every >>quant table a kernel decodes with, one 32-bit word per entry (two, low first, for
   64-bit grid entries), at the word offsets gen_shaders.py gave the shaders. */
static void dlgo__vk_tab_put(uint32_t *w, uint32_t off, const void *src, int n, int bytes, int is_signed) {
    for (int i = 0; i < n; i++) {
        const uint8_t *p = (const uint8_t *)src + (size_t)i * (size_t)bytes;
        if (bytes == 1) w[off + (uint32_t)i] = is_signed ? (uint32_t)(int32_t)(int8_t)p[0] : p[0];
        else if (bytes == 4) w[off + (uint32_t)i] = ((const uint32_t *)src)[i];
        else { uint64_t v = ((const uint64_t *)src)[i]; w[off + 2 * (uint32_t)i] = (uint32_t)v; w[off + 2 * (uint32_t)i + 1] = (uint32_t)(v >> 32); }
    }
}
static dlgo_result dlgo__vk_tables_upload(dlgo_vk_device *d, dlgo_error *err) {
    DLGO__STATIC_ASSERT(DLGO_SHADERS_TAB_WORDS == 16 + 16 + 128 + 2 * 256 + 2 * 512 + 2 * 1024 + 256 + 512 + 2 * 2048, "dlgo_shaders.h's table layout");
    const uint64_t bytes = (uint64_t)DLGO_SHADERS_TAB_WORDS * 4;
    dlgo__vk_buf stage;
    d->tables = (dlgo__vk_buf *)dlgo__calloc(&d->alloc, 1, sizeof(dlgo__vk_buf));
    if (!d->tables) return dlgo__err(err, DLGO_ERR_OOM, "vulkan: out of memory");
    dlgo_result r = dlgo__vk_buf_create(d, d->tables, bytes, 0, 0, err, "table");
    if (r != DLGO_OK) return r;
    if ((r = dlgo__vk_buf_create(d, &stage, bytes, 1, 0, err, "table staging")) != DLGO_OK) return r;
    uint32_t *w = (uint32_t *)stage.map;
#define DLGO__VKTAB(name, NAME, bytes_, sgn) \
    dlgo__vk_tab_put(w, DLGO_SHADERS_TAB_##NAME, dlgo__##name, (int)(sizeof dlgo__##name / sizeof dlgo__##name[0]), bytes_, sgn)
    DLGO__VKTAB(kvalues_iq4nl, KVALUES_IQ4NL, 1, 1); DLGO__VKTAB(kvalues_fp4, KVALUES_FP4, 1, 1);
    DLGO__VKTAB(ksigns_iq2xs, KSIGNS_IQ2XS, 1, 0); DLGO__VKTAB(iq2xxs_grid, IQ2XXS_GRID, 8, 0);
    DLGO__VKTAB(iq2xs_grid, IQ2XS_GRID, 8, 0); DLGO__VKTAB(iq2s_grid, IQ2S_GRID, 8, 0);
    DLGO__VKTAB(iq3xxs_grid, IQ3XXS_GRID, 4, 0); DLGO__VKTAB(iq3s_grid, IQ3S_GRID, 4, 0);
    DLGO__VKTAB(iq1s_grid, IQ1S_GRID, 8, 0);
#undef DLGO__VKTAB
    VkCommandBuffer cb;
    r = dlgo__vk_once_begin(d, &cb, err);
    if (r == DLGO_OK) {
        VkBufferCopy bc; bc.srcOffset = 0; bc.dstOffset = 0; bc.size = bytes;
        d->vk.vkCmdCopyBuffer(cb, stage.buf, d->tables->buf, 1, &bc);
        r = dlgo__vk_once_end(d, cb, err);
    }
    dlgo__vk_buf_free(d, &stage);
    return r;
}

static dlgo_result dlgo__vk_device_init(dlgo_vk_device *d, const dlgo_vk_device_desc *desc, dlgo_error *err) {
    if (dlgo__vk_shader_hash() != DLGO_SHADERS_HASH)
        return dlgo__err(err, DLGO_ERR_VULKAN, "vulkan: dlgo_shaders.h is damaged (its SPIR-V does not match its hash): run `make shaders`");
    if (volkInitialize() != VK_SUCCESS) return dlgo__err(err, DLGO_ERR_VULKAN, "vulkan: no Vulkan loader (libvulkan.so.1) on this system");
    if (volkGetInstanceVersion() < VK_API_VERSION_1_2) return dlgo__err(err, DLGO_ERR_VULKAN, "vulkan: the loader supports only Vulkan %u.%u; dlgo needs 1.2",
                                                                      VK_VERSION_MAJOR(volkGetInstanceVersion()), VK_VERSION_MINOR(volkGetInstanceVersion()));
    /* debug utils when the loader has it (the validation layer reports through it) */
    int have_debug = 0;
    {
        uint32_t n = 0; vkEnumerateInstanceExtensionProperties(NULL, &n, NULL);
        VkExtensionProperties *ep = (VkExtensionProperties *)dlgo__calloc(&d->alloc, n ? n : 1, sizeof *ep);
        if (ep) {
            vkEnumerateInstanceExtensionProperties(NULL, &n, ep);
            for (uint32_t i = 0; i < n; i++) if (!strcmp(ep[i].extensionName, VK_EXT_DEBUG_UTILS_EXTENSION_NAME)) have_debug = 1;
            dlgo__free(&d->alloc, ep);
        }
    }
    VkApplicationInfo app; memset(&app, 0, sizeof app);
    app.sType = VK_STRUCTURE_TYPE_APPLICATION_INFO; app.pApplicationName = "dlgo"; app.pEngineName = "dlgo.h"; app.apiVersion = VK_API_VERSION_1_2;
    const char *iext[1] = { VK_EXT_DEBUG_UTILS_EXTENSION_NAME };
    VkInstanceCreateInfo ici; memset(&ici, 0, sizeof ici);
    ici.sType = VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO; ici.pApplicationInfo = &app;
    ici.enabledExtensionCount = have_debug ? 1u : 0u; ici.ppEnabledExtensionNames = iext;
    VkResult vr = vkCreateInstance(&ici, NULL, &d->instance);
    if (vr != VK_SUCCESS) return dlgo__err(err, DLGO_ERR_VULKAN, "vulkan: vkCreateInstance failed (VkResult %d)", (int)vr);
    volkLoadInstanceOnly(d->instance);
    if (have_debug && vkCreateDebugUtilsMessengerEXT) {
        VkDebugUtilsMessengerCreateInfoEXT mi; memset(&mi, 0, sizeof mi);
        mi.sType = VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CREATE_INFO_EXT;
        mi.messageSeverity = VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT | VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT;
        mi.messageType = VK_DEBUG_UTILS_MESSAGE_TYPE_VALIDATION_BIT_EXT | VK_DEBUG_UTILS_MESSAGE_TYPE_GENERAL_BIT_EXT;
        mi.pfnUserCallback = dlgo__vk_debug_cb; mi.pUserData = d;
        vkCreateDebugUtilsMessengerEXT(d->instance, &mi, NULL, &d->messenger);
    }
    /* choose: $DLGO_VK_DEVICE / desc->device (index or name), else discrete > integrated > virtual > cpu */
    uint32_t np = 0; vkEnumeratePhysicalDevices(d->instance, &np, NULL);
    if (np == 0) return dlgo__err(err, DLGO_ERR_VULKAN, "vulkan: the loader found no Vulkan device");
    VkPhysicalDevice pds[16]; if (np > 16) np = 16;
    vkEnumeratePhysicalDevices(d->instance, &np, pds);
    const char *want = desc && desc->device ? desc->device : getenv("DLGO_VK_DEVICE");
    int best = -1, best_rank = -1;
    for (uint32_t i = 0; i < np; i++) {
        VkPhysicalDeviceProperties p; vkGetPhysicalDeviceProperties(pds[i], &p);
        if (p.apiVersion < VK_API_VERSION_1_2) continue;
        int rank;
        if (want && *want) {
            char *end; long idx = strtol(want, &end, 10);
            rank = (*end == 0 ? idx == (long)i : strstr(p.deviceName, want) != NULL) ? 10 : -1;
        } else rank = p.deviceType == VK_PHYSICAL_DEVICE_TYPE_DISCRETE_GPU ? 4 : p.deviceType == VK_PHYSICAL_DEVICE_TYPE_INTEGRATED_GPU ? 3
                    : p.deviceType == VK_PHYSICAL_DEVICE_TYPE_VIRTUAL_GPU ? 2 : desc && desc->gpu_only ? -1 : 1;
        if (rank > best_rank) { best_rank = rank; best = (int)i; }
    }
    if (best < 0 || best_rank < 0) return dlgo__err(err, DLGO_ERR_VULKAN, want && *want ? "vulkan: no Vulkan 1.2 device matches '%s'" : "vulkan: no Vulkan 1.2 device%s", want && *want ? want : "");
    d->phys = pds[best];
    vkGetPhysicalDeviceProperties(d->phys, &d->props);
    vkGetPhysicalDeviceMemoryProperties(d->phys, &d->mem);
    snprintf(d->name, sizeof d->name, "%s", d->props.deviceName);
    /* a compute queue */
    uint32_t nq = 0; vkGetPhysicalDeviceQueueFamilyProperties(d->phys, &nq, NULL);
    VkQueueFamilyProperties qf[32]; if (nq > 32) nq = 32;
    vkGetPhysicalDeviceQueueFamilyProperties(d->phys, &nq, qf);
    d->qfam = UINT32_MAX;
    for (uint32_t i = 0; i < nq && d->qfam == UINT32_MAX; i++) if (qf[i].queueFlags & VK_QUEUE_COMPUTE_BIT) d->qfam = i;
    if (d->qfam == UINT32_MAX) return dlgo__err(err, DLGO_ERR_VULKAN, "vulkan: device '%s' has no compute queue", d->name);
    /* memory budget extension */
    int have_budget = 0;
    {
        uint32_t n = 0; vkEnumerateDeviceExtensionProperties(d->phys, NULL, &n, NULL);
        VkExtensionProperties *ep = (VkExtensionProperties *)dlgo__calloc(&d->alloc, n ? n : 1, sizeof *ep);
        if (ep) {
            vkEnumerateDeviceExtensionProperties(d->phys, NULL, &n, ep);
            for (uint32_t i = 0; i < n; i++) if (!strcmp(ep[i].extensionName, VK_EXT_MEMORY_BUDGET_EXTENSION_NAME)) have_budget = 1;
            dlgo__free(&d->alloc, ep);
        }
    }
    /* tensor cores for prefill: VK_NV_cooperative_matrix with f16 16x16x16 -> f32 subgroup matrices, 32-wide
       subgroups, f16 arithmetic and the Vulkan memory model (the mm_coop shader needs all four); $DLGO_VK_COOP=0 turns it off */
    int have_coop = 0;
    VkPhysicalDeviceCooperativeMatrixFeaturesNV cmf; memset(&cmf, 0, sizeof cmf);
    VkPhysicalDeviceVulkan12Features v12; memset(&v12, 0, sizeof v12);
    {
        const char *ce = getenv("DLGO_VK_COOP");
        uint32_t n = 0; vkEnumerateDeviceExtensionProperties(d->phys, NULL, &n, NULL);
        VkExtensionProperties *ep = (VkExtensionProperties *)dlgo__calloc(&d->alloc, n ? n : 1, sizeof *ep);
        if (ep) {
            vkEnumerateDeviceExtensionProperties(d->phys, NULL, &n, ep);
            for (uint32_t i = 0; i < n; i++) if (!strcmp(ep[i].extensionName, VK_NV_COOPERATIVE_MATRIX_EXTENSION_NAME)) have_coop = 1;
            dlgo__free(&d->alloc, ep);
        }
        if (ce && *ce && atoi(ce) == 0) have_coop = 0;
        if (have_coop && vkGetPhysicalDeviceCooperativeMatrixPropertiesNV) {
            cmf.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_COOPERATIVE_MATRIX_FEATURES_NV;
            v12.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES; v12.pNext = &cmf;
            VkPhysicalDeviceFeatures2 f2; memset(&f2, 0, sizeof f2); f2.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2; f2.pNext = &v12;
            vkGetPhysicalDeviceFeatures2(d->phys, &f2);
            VkPhysicalDeviceSubgroupProperties sp; memset(&sp, 0, sizeof sp); sp.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SUBGROUP_PROPERTIES;
            VkPhysicalDeviceProperties2 p2; memset(&p2, 0, sizeof p2); p2.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2; p2.pNext = &sp;
            vkGetPhysicalDeviceProperties2(d->phys, &p2);
            int shape = 0;
            uint32_t nm = 0; vkGetPhysicalDeviceCooperativeMatrixPropertiesNV(d->phys, &nm, NULL);
            VkCooperativeMatrixPropertiesNV *mp = (VkCooperativeMatrixPropertiesNV *)dlgo__calloc(&d->alloc, nm ? nm : 1, sizeof *mp);
            if (mp) {
                for (uint32_t i = 0; i < nm; i++) mp[i].sType = VK_STRUCTURE_TYPE_COOPERATIVE_MATRIX_PROPERTIES_NV;
                vkGetPhysicalDeviceCooperativeMatrixPropertiesNV(d->phys, &nm, mp);
                for (uint32_t i = 0; i < nm; i++)
                    if (mp[i].MSize == 16 && mp[i].NSize == 16 && mp[i].KSize == 16 && mp[i].AType == VK_COMPONENT_TYPE_FLOAT16_NV &&
                        mp[i].BType == VK_COMPONENT_TYPE_FLOAT16_NV && mp[i].CType == VK_COMPONENT_TYPE_FLOAT32_NV &&
                        mp[i].DType == VK_COMPONENT_TYPE_FLOAT32_NV && mp[i].scope == VK_SCOPE_SUBGROUP_NV) shape = 1;
                dlgo__free(&d->alloc, mp);
            }
            have_coop = cmf.cooperativeMatrix && v12.shaderFloat16 && v12.vulkanMemoryModel && shape && sp.subgroupSize == 32 &&
                        d->props.limits.maxComputeSharedMemorySize >= 47104 &&   /* mm_coop's tiles */
                        (sp.supportedStages & VK_SHADER_STAGE_COMPUTE_BIT) && (sp.supportedOperations & VK_SUBGROUP_FEATURE_BASIC_BIT);
        } else have_coop = 0;
        if (have_coop) {   /* enable exactly what the shader uses */
            memset(&cmf, 0, sizeof cmf); cmf.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_COOPERATIVE_MATRIX_FEATURES_NV; cmf.cooperativeMatrix = VK_TRUE;
            memset(&v12, 0, sizeof v12); v12.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES; v12.pNext = &cmf;
            v12.shaderFloat16 = VK_TRUE; v12.vulkanMemoryModel = VK_TRUE;
        }
    }
    float prio = 1.0f;
    VkDeviceQueueCreateInfo qi; memset(&qi, 0, sizeof qi);
    qi.sType = VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO; qi.queueFamilyIndex = d->qfam; qi.queueCount = 1; qi.pQueuePriorities = &prio;
    const char *dext[2]; uint32_t n_dext = 0;
    if (have_budget) dext[n_dext++] = VK_EXT_MEMORY_BUDGET_EXTENSION_NAME;
    if (have_coop) dext[n_dext++] = VK_NV_COOPERATIVE_MATRIX_EXTENSION_NAME;
    VkDeviceCreateInfo dci; memset(&dci, 0, sizeof dci);
    dci.sType = VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO; dci.queueCreateInfoCount = 1; dci.pQueueCreateInfos = &qi;
    dci.enabledExtensionCount = n_dext; dci.ppEnabledExtensionNames = dext;
    if (have_coop) dci.pNext = &v12;
    d->coop = have_coop;
    vr = vkCreateDevice(d->phys, &dci, NULL, &d->device);
    if (vr != VK_SUCCESS) return dlgo__err(err, DLGO_ERR_VULKAN, "vulkan: vkCreateDevice failed on '%s' (VkResult %d)", d->name, (int)vr);
    volkLoadDeviceTable(&d->vk, d->device);
    d->vk.vkGetDeviceQueue(d->device, d->qfam, 0, &d->queue);
    /* budget: the device-local heap's budget (or size), unless capped */
    {
        uint64_t heap = 0, heap_budget = 0;
        VkPhysicalDeviceMemoryBudgetPropertiesEXT bp; memset(&bp, 0, sizeof bp);
        bp.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_MEMORY_BUDGET_PROPERTIES_EXT;
        VkPhysicalDeviceMemoryProperties2 mp2; memset(&mp2, 0, sizeof mp2);
        mp2.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_MEMORY_PROPERTIES_2; mp2.pNext = have_budget ? &bp : NULL;
        vkGetPhysicalDeviceMemoryProperties2(d->phys, &mp2);
        for (uint32_t i = 0; i < d->mem.memoryHeapCount; i++)
            if ((d->mem.memoryHeaps[i].flags & VK_MEMORY_HEAP_DEVICE_LOCAL_BIT) && d->mem.memoryHeaps[i].size > heap) {
                heap = d->mem.memoryHeaps[i].size;
                heap_budget = have_budget && bp.heapBudget[i] > bp.heapUsage[i] ? bp.heapBudget[i] - bp.heapUsage[i] : heap / 10 * 8;
            }
        d->budget = heap_budget;
        const char *env = getenv("DLGO_VK_BUDGET_MB");
        if (desc && desc->budget_bytes) d->budget = desc->budget_bytes;
        if (env && *env) d->budget = (uint64_t)(strtod(env, NULL) * 1048576.0);
    }
    /* one layout for every pipeline */
    VkDescriptorSetLayoutBinding b[5]; memset(b, 0, sizeof b);
    for (uint32_t i = 0; i < 5; i++) {
        b[i].binding = i; b[i].descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER; b[i].descriptorCount = 1; b[i].stageFlags = VK_SHADER_STAGE_COMPUTE_BIT;
    }
    VkDescriptorSetLayoutCreateInfo dl; memset(&dl, 0, sizeof dl);
    dl.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO; dl.bindingCount = 5; dl.pBindings = b;
    if (d->vk.vkCreateDescriptorSetLayout(d->device, &dl, NULL, &d->dsl) != VK_SUCCESS) return dlgo__err(err, DLGO_ERR_VULKAN, "vulkan: descriptor set layout");
    VkPushConstantRange pr; memset(&pr, 0, sizeof pr);
    pr.stageFlags = VK_SHADER_STAGE_COMPUTE_BIT; pr.size = DLGO__VK_PC_BYTES;
    VkPipelineLayoutCreateInfo pl; memset(&pl, 0, sizeof pl);
    pl.sType = VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO; pl.setLayoutCount = 1; pl.pSetLayouts = &d->dsl; pl.pushConstantRangeCount = 1; pl.pPushConstantRanges = &pr;
    if (d->vk.vkCreatePipelineLayout(d->device, &pl, NULL, &d->layout) != VK_SUCCESS) return dlgo__err(err, DLGO_ERR_VULKAN, "vulkan: pipeline layout");
    VkCommandPoolCreateInfo cpi; memset(&cpi, 0, sizeof cpi);
    cpi.sType = VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO; cpi.flags = VK_COMMAND_POOL_CREATE_RESET_COMMAND_BUFFER_BIT; cpi.queueFamilyIndex = d->qfam;
    if (d->vk.vkCreateCommandPool(d->device, &cpi, NULL, &d->pool) != VK_SUCCESS) return dlgo__err(err, DLGO_ERR_VULKAN, "vulkan: command pool");
    VkFenceCreateInfo fi; memset(&fi, 0, sizeof fi); fi.sType = VK_STRUCTURE_TYPE_FENCE_CREATE_INFO;
    if (d->vk.vkCreateFence(d->device, &fi, NULL, &d->fence) != VK_SUCCESS) return dlgo__err(err, DLGO_ERR_VULKAN, "vulkan: fence");
    return dlgo__vk_tables_upload(d, err);
}

DLGO_API dlgo_result dlgo_vk_device_create(const dlgo_vk_device_desc *desc, dlgo_vk_device **out, dlgo_error *err) {
    dlgo_error local; if (!err) err = &local;
    if (!out) return dlgo__err(err, DLGO_ERR_INVALID_ARG, "vulkan: out is NULL");
    *out = NULL;
    const dlgo_allocator *a = dlgo__alloc_or_default(desc ? desc->allocator : NULL);
    dlgo_vk_device *d = (dlgo_vk_device *)dlgo__calloc(a, 1, sizeof *d);
    if (!d) return dlgo__err(err, DLGO_ERR_OOM, "vulkan: out of memory");
    d->alloc = *a;
    if (desc) { d->log = desc->log; d->log_user = desc->log_user; }
    dlgo_result r = dlgo__vk_device_init(d, desc, err);
    if (r != DLGO_OK) {
        dlgo__vk_log(d, DLGO_LOG_WARN, "%s; using the CPU", err->msg);
        dlgo_vk_device_destroy(d);
        return r;
    }
    dlgo__vk_log(d, DLGO_LOG_INFO, "vulkan: %s, budget %.1f MB%s", d->name, (double)d->budget / 1048576.0, d->coop ? ", cooperative matrices" : "");
    *out = d;
    return DLGO_OK;
}
DLGO_API void dlgo_vk_device_destroy(dlgo_vk_device *d) {
    if (!d) return;
    if (d->device) {
        d->vk.vkDeviceWaitIdle(d->device);
        if (d->tables) { dlgo__vk_buf_free(d, d->tables); dlgo__free(&d->alloc, d->tables); }
        if (d->fence) d->vk.vkDestroyFence(d->device, d->fence, NULL);
        if (d->pool) d->vk.vkDestroyCommandPool(d->device, d->pool, NULL);
        for (int i = 0; i < DLGO_SHADERS_COUNT; i++) if (d->pipes[i]) d->vk.vkDestroyPipeline(d->device, d->pipes[i], NULL);
        if (d->layout) d->vk.vkDestroyPipelineLayout(d->device, d->layout, NULL);
        if (d->dsl) d->vk.vkDestroyDescriptorSetLayout(d->device, d->dsl, NULL);
        d->vk.vkDestroyDevice(d->device, NULL);
    }
    if (d->messenger) vkDestroyDebugUtilsMessengerEXT(d->instance, d->messenger, NULL);
    if (d->instance) vkDestroyInstance(d->instance, NULL);
    dlgo_allocator a = d->alloc;
    dlgo__free(&a, d);
}
DLGO_API const char *dlgo_vk_device_name(const dlgo_vk_device *d) { return d ? d->name : ""; }
DLGO_API uint64_t dlgo_vk_device_budget(const dlgo_vk_device *d) { return d ? d->budget : 0; }
DLGO_API uint32_t dlgo_vk_validation_messages(const dlgo_vk_device *d) { return d ? d->n_validation : 0; }
DLGO_API void *dlgo_vk_device_handle(const dlgo_vk_device *d) { return d ? (void *)d->device : NULL; }

/* ---- weights: plan, place in chunks, upload through a staging buffer ---------------------------------------- */

static uint64_t dlgo__vk_w_bytes(const dlgo__w *w) {
    return w->data ? (uint64_t)w->row_bytes * (uint64_t)(w->ne[1] * w->ne[2] * w->ne[3]) : 0;
}
/* the tensors of placement group g: 0 = token table + output head, 1 + il = layer il */
static int dlgo__vk_group(const dlgo_model *m, int g, int with_output, const uint8_t **data, uint64_t *bytes) {
    int n = 0;
#define DLGO__VKG(w) do { if ((w).data) { data[n] = (w).data; bytes[n] = dlgo__vk_w_bytes(&(w)); n++; } } while (0)
    if (g == 0) {
        DLGO__VKG(m->tok_embd);
        if (with_output) { DLGO__VKG(m->output_norm); DLGO__VKG(m->output_norm_b); DLGO__VKG(m->output); DLGO__VKG(m->output_b); }
    } else {
        const dlgo__layer *L = &m->layers[g - 1];
        DLGO__VKG(L->attn_norm); DLGO__VKG(L->attn_norm_b); DLGO__VKG(L->wq); DLGO__VKG(L->wk); DLGO__VKG(L->wv);
        DLGO__VKG(L->wqkv); DLGO__VKG(L->bq); DLGO__VKG(L->bk); DLGO__VKG(L->bv); DLGO__VKG(L->bqkv); DLGO__VKG(L->wo);
        DLGO__VKG(L->bo); DLGO__VKG(L->q_norm); DLGO__VKG(L->k_norm); DLGO__VKG(L->post_attn_norm); DLGO__VKG(L->ffn_norm);
        DLGO__VKG(L->ffn_norm_b); DLGO__VKG(L->gate); DLGO__VKG(L->up); DLGO__VKG(L->down); DLGO__VKG(L->gate_b);
        DLGO__VKG(L->up_b); DLGO__VKG(L->down_b); DLGO__VKG(L->post_ffw_norm);
        if (L->rope_freqs) { data[n] = (const uint8_t *)(const void *)L->rope_freqs; bytes[n] = (uint64_t)(L->n_rot / 2) * 4; n++; }
        n = dlgo__vk_moe_group(L, data, bytes, n);
        n = dlgo__vk_mix_group(L, data, bytes, n);
    }
#undef DLGO__VKG
    /* one copy of a tensor per group (tied or shared tensors) */
    int k = 0;
    for (int i = 0; i < n; i++) {
        int dup = 0;
        for (int j = 0; j < k; j++) if (data[j] == data[i]) dup = 1;
        if (!dup) { data[k] = data[i]; bytes[k] = bytes[i]; k++; }
    }
    return k;
}
static uint64_t dlgo__vk_group_bytes(const dlgo_model *m, int g, int with_output) {
    const uint8_t *data[DLGO__VK_GROUP_MAX]; uint64_t bytes[DLGO__VK_GROUP_MAX], s = 0;
    int n = dlgo__vk_group(m, g, with_output, data, bytes);
    for (int i = 0; i < n; i++) s += (bytes[i] + 255) / 256 * 256;
    return s;
}
/* activation floats of a context: x h q kv att o fa fb logits, each n_batch rows */
static uint64_t dlgo__vk_act_floats(const dlgo_model *m, uint64_t B, uint64_t logit_rows) {
    const uint64_t E = (uint64_t)m->n_embd, mq = (uint64_t)m->max_q, mkv = (uint64_t)m->max_kv, mff = (uint64_t)m->max_ff;
    uint64_t ffa = 2 * mff; if (mq + mkv > ffa) ffa = mq + mkv;
    return B * (E + (E > mq ? E : mq) + mq + mkv + mq + E + ffa + mff) + logit_rows * (uint64_t)m->n_vocab + 64 * 9;
}
static void dlgo__vk_kv_rows(const dlgo_model *m, uint32_t *rk, uint32_t *rv) {
    *rk = *rv = 0;
    for (int il = 0; il < m->n_layer; il++) {
        const dlgo__layer *L = &m->layers[il];
        if (L->mixer == DLGO__MIX_GDN) continue;   /* recurrent: its state lives in the activation buffer (>>vk-mix) */
        if ((uint32_t)(L->n_head_kv * L->d_k) > *rk) *rk = (uint32_t)(L->n_head_kv * L->d_k);
        if (!L->v_in_k && (uint32_t)(L->n_head_kv * L->d_v) > *rv) *rv = (uint32_t)(L->n_head_kv * L->d_v);   /* MLA: V inside K */
    }
}
static uint64_t dlgo__vk_ctx_bytes(const dlgo_model *m, int n_gpu, uint64_t n_ctx, uint64_t B, uint64_t logit_rows, int f16) {
    uint32_t rk, rv; dlgo__vk_kv_rows(m, &rk, &rv);
    uint64_t kv = (uint64_t)n_gpu * (rk + rv) * n_ctx * (f16 ? 2 : 4);
    const uint64_t extra = dlgo__vk_moe_act_floats(m, B) + dlgo__vk_mix_act_floats(m, B, n_gpu) + 128;
    return kv + (dlgo__vk_act_floats(m, B, logit_rows) + extra) * 4 + 4 * 1024 * 1024;   /* + params, readback slack */
}

/* Where a tensor lives on the GPU. A tensor shared by several groups (rope_freqs) has one copy per group:
   prefer the copy in chunk `hint` (the group's chunk), so one descriptor set serves every dispatch of a layer. */
static int dlgo__vk_find(const dlgo_vk_model *vm, const void *data, uint32_t hint, uint32_t *chunk, uint64_t *off) {
    int found = 0;
    for (uint32_t i = 0; i < vm->n_tensors; i++)
        if (vm->tensors[i].data == (const uint8_t *)data && (!found || vm->tensors[i].chunk == hint)) {
            *chunk = vm->tensors[i].chunk; *off = vm->tensors[i].off; found = 1;
            if (vm->tensors[i].chunk == hint) break;
        }
    return found;
}

static void dlgo__vk_model_release(dlgo_vk_model *vm) {
    for (uint32_t i = 0; i < vm->n_chunks; i++) dlgo__vk_buf_free(vm->dev, &vm->chunks[i]);
    vm->n_chunks = 0; vm->n_tensors = 0;
}

/* The largest weight chunk: one storage buffer (shaders address it with 32-bit byte offsets), at most 2 GiB so
   no driver meets an allocation near its signed 32-bit limits. A placement group never straddles chunks. */
static uint64_t dlgo__vk_chunk_max(const dlgo_vk_device *d) {
    uint64_t cmax = d->props.limits.maxStorageBufferRange;
    if (cmax > ((uint64_t)1 << 31)) cmax = (uint64_t)1 << 31;
    return cmax & ~(uint64_t)255;
}
/* Place groups 0..n_gpu into chunks, allocate them and copy the weights in. */
static dlgo_result dlgo__vk_upload(dlgo_vk_model *vm, int n_gpu, int with_output, dlgo_error *err) {
    dlgo_vk_device *d = vm->dev;
    const dlgo_model *m = vm->model;
    const uint64_t cmax = dlgo__vk_chunk_max(d);
    uint64_t chunk_size[DLGO__VK_MAX_CHUNKS]; memset(chunk_size, 0, sizeof chunk_size);
    uint32_t nc = 0;
    size_t need = 0;
    for (int g = 0; g <= n_gpu; g++) { const uint8_t *dd[DLGO__VK_GROUP_MAX]; uint64_t bb[DLGO__VK_GROUP_MAX]; need += (size_t)dlgo__vk_group(m, g, with_output, dd, bb); }
    void *tp = vm->tensors;
    if (!dlgo__grow(&d->alloc, &tp, &vm->cap_tensors, need, sizeof(dlgo__vk_tensor))) return dlgo__err(err, DLGO_ERR_OOM, "vulkan: out of memory");
    vm->tensors = (dlgo__vk_tensor *)tp;
    vm->n_tensors = 0;
    for (int g = 0; g <= n_gpu; g++) {   /* a group never straddles chunks: one descriptor set serves a layer */
        uint64_t gb = dlgo__vk_group_bytes(m, g, with_output);
        if (gb > cmax) return dlgo__err(err, DLGO_ERR_UNSUPPORTED, "vulkan: group %d (%.1f MB) exceeds the largest storage buffer", g, (double)gb / 1e6);
        if (nc == 0 || chunk_size[nc - 1] + gb > cmax) {
            if (nc == DLGO__VK_MAX_CHUNKS) return dlgo__err(err, DLGO_ERR_UNSUPPORTED, "vulkan: the model needs more than %d weight chunks", DLGO__VK_MAX_CHUNKS);
            nc++;
        }
        const uint8_t *dd[DLGO__VK_GROUP_MAX]; uint64_t bb[DLGO__VK_GROUP_MAX];
        int n = dlgo__vk_group(m, g, with_output, dd, bb);
        for (int i = 0; i < n; i++) {
            dlgo__vk_tensor *t = &vm->tensors[vm->n_tensors++];
            t->data = dd[i]; t->bytes = bb[i]; t->chunk = nc - 1; t->off = chunk_size[nc - 1];
            chunk_size[nc - 1] += (bb[i] + 255) / 256 * 256;
        }
    }
    dlgo_result r = DLGO_OK;
    for (uint32_t i = 0; i < nc && r == DLGO_OK; i++) {
        r = dlgo__vk_buf_create(d, &vm->chunks[i], chunk_size[i], 0, 1, err, "weight");
        if (r == DLGO_OK) vm->n_chunks = i + 1;
    }
    if (r != DLGO_OK) { dlgo__vk_model_release(vm); return r; }
    /* staged copies: fill a host buffer, copy, wait, repeat */
    dlgo__vk_buf st;
    const uint64_t SN = 16u << 20;
    r = dlgo__vk_buf_create(d, &st, SN, 1, 0, err, "staging");
    if (r != DLGO_OK) { dlgo__vk_model_release(vm); return r; }
    uint64_t fill = 0;
    VkCommandBuffer cb = VK_NULL_HANDLE;
    for (uint32_t i = 0; i < vm->n_tensors && r == DLGO_OK; i++) {
        const dlgo__vk_tensor *t = &vm->tensors[i];
        for (uint64_t done = 0; done < t->bytes && r == DLGO_OK;) {
            if (!cb) { r = dlgo__vk_once_begin(d, &cb, err); if (r != DLGO_OK) break; }
            uint64_t k = t->bytes - done < SN - fill ? t->bytes - done : SN - fill;
            memcpy((uint8_t *)st.map + fill, t->data + done, (size_t)k);
            VkBufferCopy bc; bc.srcOffset = fill; bc.dstOffset = t->off + done; bc.size = k;
            d->vk.vkCmdCopyBuffer(cb, st.buf, vm->chunks[t->chunk].buf, 1, &bc);
            fill += k; done += k;
            if (fill == SN) { r = dlgo__vk_once_end(d, cb, err); cb = VK_NULL_HANDLE; fill = 0; }
        }
    }
    if (cb) { dlgo_result r2 = dlgo__vk_once_end(d, cb, err); if (r == DLGO_OK) r = r2; }
    dlgo__vk_buf_free(d, &st);
    if (r != DLGO_OK) dlgo__vk_model_release(vm);
    return r;
}

DLGO_API dlgo_result dlgo_vk_model_create(dlgo_vk_device *d, const dlgo_model *m, const dlgo_vk_model_desc *desc, dlgo_vk_model **out, dlgo_error *err) {
    dlgo_error local; if (!err) err = &local;
    if (!d || !m || !out) return dlgo__err(err, DLGO_ERR_INVALID_ARG, "vulkan: NULL device, model or out");
    *out = NULL;
    dlgo_vk_model *vm = (dlgo_vk_model *)dlgo__calloc(&d->alloc, 1, sizeof *vm);
    if (!vm) return dlgo__err(err, DLGO_ERR_OOM, "vulkan: out of memory");
    vm->dev = d; vm->model = m;
    int max_layers = desc && desc->n_gpu_layers ? desc->n_gpu_layers : m->n_layer;
    if (max_layers > m->n_layer) max_layers = m->n_layer;
    uint64_t n_ctx = desc && desc->n_ctx_plan > 0 ? (uint64_t)desc->n_ctx_plan : (uint64_t)(m->n_ctx_train < 4096 ? m->n_ctx_train : 4096);
    uint64_t B = n_ctx < 512 ? n_ctx : 512;
    /* plan: token table, then layers while they have kernels and fit, then the output head */
    const char *why = NULL;
    int n_gpu = 0, with_output = 0;
    if (max_layers < 0) why = "no layers requested";
    else if (dlgo__vk_type_pipe("get_rows", m->tok_embd.type) < 0 || !dlgo__vk_len_ok(m->tok_embd.type, m->n_embd, (uint64_t)m->tok_embd.row_bytes)) why = "no GPU kernel for the token table's type";
    else if (dlgo__vk_group_bytes(m, 0, 0) > dlgo__vk_chunk_max(d)) why = "the token table is larger than one storage buffer";
    else {
        uint64_t avail = d->budget > d->used ? d->budget - d->used : 0, w = dlgo__vk_group_bytes(m, 0, 0);
        while (n_gpu < max_layers) {
            const dlgo__layer *L = &m->layers[n_gpu];
            if (!dlgo__vk_layer_ok(L)) {
                if (n_gpu > 0) dlgo__vk_log(d, DLGO_LOG_INFO, "vulkan: layer %d has no GPU kernel for one of its weights; it and later layers run on the CPU", n_gpu);
                break;
            }
            uint64_t wl = dlgo__vk_group_bytes(m, 1 + n_gpu, 0);
            if (wl > dlgo__vk_chunk_max(d)) {
                dlgo__vk_log(d, DLGO_LOG_INFO, "vulkan: layer %d's weights (%.1f MB) exceed one storage buffer; it and later layers run on the CPU", n_gpu, (double)wl / 1e6);
                break;
            }
            if (w + wl + dlgo__vk_ctx_bytes(m, n_gpu + 1, n_ctx, B, 1, 0) > avail) break;
            w += wl; n_gpu++;
        }
        if (n_gpu == m->n_layer && dlgo__vk_w_ok(&m->output) && m->output.data && dlgo__vk_group_bytes(m, 0, 1) <= dlgo__vk_chunk_max(d) &&
            w - dlgo__vk_group_bytes(m, 0, 0) + dlgo__vk_group_bytes(m, 0, 1) + dlgo__vk_ctx_bytes(m, n_gpu, n_ctx, B, 1, 0) <= avail)
            with_output = 1;
        if (n_gpu == 0) why = n_gpu < max_layers && !dlgo__vk_layer_ok(&m->layers[0]) ? "layer 0 has no GPU kernel (a weight type, a row length that is not a multiple of 32, or a head size over 256)"
                                                                                     : "not even one layer fits the memory budget";
    }
    /* an allocation failure retries with fewer layers */
    while (!why) {
        dlgo_result r = dlgo__vk_upload(vm, n_gpu, with_output, err);
        if (r == DLGO_OK) break;
        if (r != DLGO_ERR_OOM && r != DLGO_ERR_BUDGET) { dlgo_vk_model_destroy(vm); return r; }
        dlgo__vk_log(d, DLGO_LOG_WARN, "%s; retrying with fewer layers", err->msg);
        with_output = 0;
        n_gpu = n_gpu * 3 / 4;
        if (n_gpu == 0) why = "device memory allocation failed";
    }
    if (why) {
        n_gpu = 0; with_output = 0;
        dlgo__vk_log(d, DLGO_LOG_WARN, "vulkan: %s; the model runs on the CPU", why);
    } else
        dlgo__vk_log(d, DLGO_LOG_INFO, "vulkan: %d of %d layers on %s%s (%.1f MB used)", n_gpu, m->n_layer, d->name,
                     with_output ? " + output" : "", (double)d->used / 1048576.0);
    vm->n_gpu = n_gpu; vm->output_on_gpu = with_output;
    *out = vm;
    return DLGO_OK;
}
DLGO_API void dlgo_vk_model_destroy(dlgo_vk_model *vm) {
    if (!vm) return;
    dlgo_vk_device *d = vm->dev;
    d->vk.vkDeviceWaitIdle(d->device);
    dlgo__vk_model_release(vm);
    dlgo__free(&d->alloc, vm->tensors);
    dlgo__free(&d->alloc, vm);
}
DLGO_API int32_t dlgo_vk_model_n_gpu_layers(const dlgo_vk_model *vm) { return vm ? vm->n_gpu : 0; }
DLGO_API int dlgo_vk_model_output_on_gpu(const dlgo_vk_model *vm) { return vm ? vm->output_on_gpu : 0; }

/* ---- a context's GPU state ------------------------------------------------------------------------------ */

DLGO_API dlgo_result dlgo_vk_ctx_create(dlgo_vk_model *vm, dlgo_ctx *c, dlgo_vk_ctx **out, dlgo_error *err) {
    dlgo_error local; if (!err) err = &local;
    if (!vm || !c || !out) return dlgo__err(err, DLGO_ERR_INVALID_ARG, "vulkan: NULL model, context or out");
    if (c->model != vm->model) return dlgo__err(err, DLGO_ERR_INVALID_ARG, "vulkan: the context belongs to another model");
    if (c->gpu) return dlgo__err(err, DLGO_ERR_INVALID_ARG, "vulkan: the context already has a GPU attached");
    *out = NULL;
    dlgo_vk_device *d = vm->dev;
    const dlgo_model *m = vm->model;
    dlgo_vk_ctx *g = (dlgo_vk_ctx *)dlgo__calloc(&d->alloc, 1, sizeof *g);
    if (!g) return dlgo__err(err, DLGO_ERR_OOM, "vulkan: out of memory");
    g->vm = vm; g->c = c; g->rec_ntok = -1;
    if (vm->n_gpu == 0) { *out = g; c->gpu = g; return DLGO_OK; }   /* everything on the CPU */
    const uint64_t B = (uint64_t)c->n_batch, E = (uint64_t)m->n_embd, mq = (uint64_t)m->max_q, mkv = (uint64_t)m->max_kv, mff = (uint64_t)m->max_ff;
    const uint64_t logit_rows = vm->output_on_gpu ? (c->logits_all ? B : 1) : 0;
    uint64_t ffa = 2 * mff; if (mq + mkv > ffa) ffa = mq + mkv;
    /* activation layout, each region 64-float aligned */
    uint64_t o = 0;
#define DLGO__VKR(field, n) do { g->field = (uint32_t)o; o += ((uint64_t)(n) + 63) / 64 * 64; } while (0)
    DLGO__VKR(o_x, B * E); DLGO__VKR(o_h, B * (E > mq ? E : mq)); DLGO__VKR(o_q, B * mq); DLGO__VKR(o_kv, B * mkv);
    DLGO__VKR(o_att, B * mq); DLGO__VKR(o_o, B * E); DLGO__VKR(o_fa, B * ffa); DLGO__VKR(o_fb, B * mff);
    DLGO__VKR(o_log, logit_rows * (uint64_t)m->n_vocab);
    DLGO__VKR(o_moe, dlgo__vk_moe_act_floats(m, B));             /* >>vk-moe scratch */
    DLGO__VKR(o_mix, dlgo__vk_mix_act_floats(m, B, vm->n_gpu));  /* >>vk-mix state + scratch */
#undef DLGO__VKR
    dlgo__vk_kv_rows(m, &g->kv_rk, &g->kv_rv);
    const uint64_t es = c->kv_f16 ? 2 : 4, kv_elems = (uint64_t)vm->n_gpu * (g->kv_rk + g->kv_rv) * (uint64_t)c->n_ctx;
    dlgo_result r = DLGO_OK;
    if (o * 4 > d->props.limits.maxStorageBufferRange || kv_elems * es > d->props.limits.maxStorageBufferRange || kv_elems >= ((uint64_t)1 << 32))
        r = dlgo__err(err, DLGO_ERR_UNSUPPORTED, "vulkan: a %d-token context with batch %d needs buffers larger than this device's storage buffer limit", c->n_ctx, c->n_batch);
    g->k_off = (uint32_t *)dlgo__calloc(&d->alloc, (size_t)vm->n_gpu, sizeof(uint32_t));
    g->v_off = (uint32_t *)dlgo__calloc(&d->alloc, (size_t)vm->n_gpu, sizeof(uint32_t));
    if (r == DLGO_OK && (!g->k_off || !g->v_off)) r = dlgo__err(err, DLGO_ERR_OOM, "vulkan: out of memory");
    {   /* GDN layers take no rows, MLA ones (V inside K) no V rows */
        uint64_t e = 0;
        for (int il = 0; r == DLGO_OK && il < vm->n_gpu; il++) {
            const dlgo__layer *L = &m->layers[il];
            g->k_off[il] = g->v_off[il] = (uint32_t)e;
            if (L->mixer == DLGO__MIX_GDN) continue;
            e += (uint64_t)g->kv_rk * (uint64_t)c->n_ctx;
            g->v_off[il] = (uint32_t)e;
            if (!L->v_in_k) e += (uint64_t)g->kv_rv * (uint64_t)c->n_ctx;
        }
    }
    uint64_t rb = logit_rows * (uint64_t)m->n_vocab; if (B * E > rb) rb = B * E;
    if (r == DLGO_OK) r = dlgo__vk_buf_create(d, &g->act, o * 4, 0, 1, err, "activation");
    if (r == DLGO_OK) r = dlgo__vk_buf_create(d, &g->kv, kv_elems * es, 0, 1, err, "KV cache");
    if (r == DLGO_OK) r = dlgo__vk_buf_create(d, &g->params, 16 + 4 * B, 1, 0, err, "parameter");
    if (r == DLGO_OK) r = dlgo__vk_buf_create(d, &g->readback, rb * 4, 1, 0, err, "readback");
    if (r == DLGO_OK) {
        VkDescriptorPoolSize ps; ps.type = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER; ps.descriptorCount = 5 * vm->n_chunks;
        VkDescriptorPoolCreateInfo pi; memset(&pi, 0, sizeof pi);
        pi.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO; pi.maxSets = vm->n_chunks; pi.poolSizeCount = 1; pi.pPoolSizes = &ps;
        if (d->vk.vkCreateDescriptorPool(d->device, &pi, NULL, &g->dpool) != VK_SUCCESS) r = dlgo__err(err, DLGO_ERR_VULKAN, "vulkan: descriptor pool");
    }
    for (uint32_t i = 0; r == DLGO_OK && i < vm->n_chunks; i++) {
        VkDescriptorSetAllocateInfo ai; memset(&ai, 0, sizeof ai);
        ai.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO; ai.descriptorPool = g->dpool; ai.descriptorSetCount = 1; ai.pSetLayouts = &d->dsl;
        if (d->vk.vkAllocateDescriptorSets(d->device, &ai, &g->sets[i]) != VK_SUCCESS) { r = dlgo__err(err, DLGO_ERR_VULKAN, "vulkan: descriptor set"); break; }
        VkDescriptorBufferInfo bi[5];
        VkBuffer bufs[5]; bufs[0] = vm->chunks[i].buf; bufs[1] = g->act.buf; bufs[2] = g->kv.buf; bufs[3] = g->params.buf; bufs[4] = d->tables->buf;
        VkWriteDescriptorSet w[5]; memset(w, 0, sizeof w);
        for (uint32_t k = 0; k < 5; k++) {
            bi[k].buffer = bufs[k]; bi[k].offset = 0; bi[k].range = VK_WHOLE_SIZE;
            w[k].sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET; w[k].dstSet = g->sets[i]; w[k].dstBinding = k; w[k].descriptorCount = 1;
            w[k].descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER; w[k].pBufferInfo = &bi[k];
        }
        d->vk.vkUpdateDescriptorSets(d->device, 5, w, 0, NULL);
    }
    if (r == DLGO_OK) {
        VkCommandBufferAllocateInfo ai; memset(&ai, 0, sizeof ai);
        ai.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO; ai.commandPool = d->pool; ai.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY; ai.commandBufferCount = 1;
        if (d->vk.vkAllocateCommandBuffers(d->device, &ai, &g->cmd) != VK_SUCCESS) r = dlgo__err(err, DLGO_ERR_VULKAN, "vulkan: command buffer");
    }
    if (r == DLGO_OK && getenv("DLGO_VK_PROFILE") && *getenv("DLGO_VK_PROFILE") && d->props.limits.timestampComputeAndGraphics) {
        VkQueryPoolCreateInfo qi; memset(&qi, 0, sizeof qi);
        qi.sType = VK_STRUCTURE_TYPE_QUERY_POOL_CREATE_INFO; qi.queryType = VK_QUERY_TYPE_TIMESTAMP; qi.queryCount = 4096;
        g->q_pipe = (int16_t *)dlgo__calloc(&d->alloc, 4096, sizeof(int16_t));
        if (g->q_pipe && d->vk.vkCreateQueryPool(d->device, &qi, NULL, &g->qpool) == VK_SUCCESS) g->cap_q = 4096;
    }
    if (r != DLGO_OK) { dlgo_vk_ctx_destroy(g); return r; }
    *out = g;
    c->gpu = g;
    return DLGO_OK;
}
DLGO_API void dlgo_vk_ctx_destroy(dlgo_vk_ctx *g) {
    if (!g) return;
    if (g->c && g->c->gpu == g) g->c->gpu = NULL;   /* detach */
    dlgo_vk_device *d = g->vm->dev;
    if (g->vm->n_gpu > 0) {
        d->vk.vkDeviceWaitIdle(d->device);
        if (g->qpool) { dlgo__vk_prof_report(g); d->vk.vkDestroyQueryPool(d->device, g->qpool, NULL); }
        if (g->cmd) d->vk.vkFreeCommandBuffers(d->device, d->pool, 1, &g->cmd);
        if (g->dpool) d->vk.vkDestroyDescriptorPool(d->device, g->dpool, NULL);
        dlgo__vk_buf_free(d, &g->act); dlgo__vk_buf_free(d, &g->kv); dlgo__vk_buf_free(d, &g->params); dlgo__vk_buf_free(d, &g->readback);
    }
    dlgo__free(&d->alloc, g->k_off); dlgo__free(&d->alloc, g->v_off); dlgo__free(&d->alloc, g->q_pipe);
    dlgo__free(&d->alloc, g);
}

/* The CPU part of a partly offloaded pass: layers il0.. and the output head, starting from c->x (which holds the
   GPU's residual stream). The same steps as dlgo__forward's loop, on the same helpers, so both halves agree.
   (When >>forward-cpu exposes a per-layer function this copy should call it instead.) */
static void dlgo__vk_cpu_tail(dlgo_ctx *c, int il0, int n_tok, int want_all_logits) {
    /* the layers the GPU did not take run through the CPU pass itself, then the output head */
    for (int il = il0; il < c->model->n_layer; il++) dlgo__forward_layer(c, il, n_tok, c->n_past);
    dlgo__forward_logits(c, n_tok, want_all_logits);
}

/* ---- recording a step ------------------------------------------------------------------------------------ */

static uint32_t dlgo__vk_f(float f) { uint32_t u; memcpy(&u, &f, 4); return u; }

/* bind (when changed), push the 128-byte constant block, dispatch, and (unless the caller knows the next dispatch
   touches none of this one's output, e.g. the independent Q/K/V products) a compute->compute barrier */
static void dlgo__vk_disp_b(dlgo_vk_ctx *g, const char *pipe, uint32_t set, const uint32_t *pc, uint32_t gx, uint32_t gy, uint32_t gz, int barrier);
static void dlgo__vk_disp(dlgo_vk_ctx *g, const char *pipe, uint32_t set, const uint32_t *pc, uint32_t gx, uint32_t gy, uint32_t gz) {
    dlgo__vk_disp_b(g, pipe, set, pc, gx, gy, gz, 1);
}
static void dlgo__vk_disp_b(dlgo_vk_ctx *g, const char *pipe, uint32_t set, const uint32_t *pc, uint32_t gx, uint32_t gy, uint32_t gz, int barrier) {
    dlgo_vk_device *d = g->vm->dev;
    int pi = dlgo__vk_pipe_index(pipe);
    DLGO_ASSERT(pi >= 0);
    VkPipeline p = dlgo__vk_pipeline(d, pi);
    if (!p) { g->rec_failed = 1; return; }
    if (p != g->cur_pipe) { d->vk.vkCmdBindPipeline(g->cmd, VK_PIPELINE_BIND_POINT_COMPUTE, p); g->cur_pipe = p; }
    if (set != g->cur_set) { d->vk.vkCmdBindDescriptorSets(g->cmd, VK_PIPELINE_BIND_POINT_COMPUTE, d->layout, 0, 1, &g->sets[set], 0, NULL); g->cur_set = set; }
    d->vk.vkCmdPushConstants(g->cmd, d->layout, VK_SHADER_STAGE_COMPUTE_BIT, 0, DLGO__VK_PC_BYTES, pc);
    d->vk.vkCmdDispatch(g->cmd, gx, gy, gz);
    if (g->qpool && g->n_q < g->cap_q) {
        d->vk.vkCmdWriteTimestamp(g->cmd, VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT, g->qpool, g->n_q);
        g->q_pipe[g->n_q++] = (int16_t)pi;
    }
    if (!barrier) return;
    VkMemoryBarrier mb; memset(&mb, 0, sizeof mb);
    mb.sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER;
    mb.srcAccessMask = VK_ACCESS_SHADER_WRITE_BIT; mb.dstAccessMask = VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT | VK_ACCESS_TRANSFER_READ_BIT;
    d->vk.vkCmdPipelineBarrier(g->cmd, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT | VK_PIPELINE_STAGE_TRANSFER_BIT,
                               0, 1, &mb, 0, NULL, 0, NULL);
}
/* GPU byte offset of a weight (NONE when absent); *set receives its chunk */
static uint32_t dlgo__vk_wb(dlgo_vk_ctx *g, const dlgo__w *w, uint32_t hint, uint32_t *set) {
    uint32_t ch = 0; uint64_t off = 0;
    if (!w->data) return DLGO__VK_NONE;
    if (!dlgo__vk_find(g->vm, w->data, hint, &ch, &off)) { DLGO_ASSERT(0 && "weight not uploaded"); return DLGO__VK_NONE; }
    if (set) *set = ch;
    return (uint32_t)off;
}
static uint32_t dlgo__vk_wf(dlgo_vk_ctx *g, const dlgo__w *w, uint32_t hint) {   /* float index of a vector */
    uint32_t o = dlgo__vk_wb(g, w, hint, NULL);
    return o == DLGO__VK_NONE ? o : o / 4;
}
/* The product kernels, chosen by shape: up to DLGO__VK_MV_MAX tokens a matrix-vector kernel (matvec_*: R rows per
   workgroup, coalesced unit loads, 4 tokens per z slice), more tokens a tiled matrix-matrix kernel (mmt_*: 64 rows x
   32 tokens per workgroup from a shared-memory weight tile; mmc_*: the same on tensor cores, 128 x 128, where the device
   has VK_NV_cooperative_matrix and the weights are quantized). The original one-row kernel (matmul_*) stays for the
   shapes neither takes (element rows of odd length, activations not 16-byte aligned). $DLGO_VK_MM_MIN overrides
   the token count from which the tiled kernel runs; $DLGO_VK_MM=old|mv|tiled pins one kernel (tiled: the plain f32
   one, not the tensor-core one; the kernel-level test walks every path with it); $DLGO_VK_COOP=0 turns tensor cores off. */
enum { DLGO__VK_MV_R = 2, DLGO__VK_MV_NT = 4, DLGO__VK_MV_MAX = 8, DLGO__VK_MT_BM = 64, DLGO__VK_MT_BN = 32, DLGO__VK_MC_BM = 128, DLGO__VK_MC_BN = 128 };
static void dlgo__vk_matmul_b(dlgo_vk_ctx *g, const dlgo__w *W, const dlgo__w *bias, uint32_t hint, uint32_t x_off, uint32_t x_stride,
                              uint32_t y_off, uint32_t y_stride, int n_tok, int acc, float softcap, int barrier);
static void dlgo__vk_matmul(dlgo_vk_ctx *g, const dlgo__w *W, const dlgo__w *bias, uint32_t hint, uint32_t x_off, uint32_t x_stride,
                            uint32_t y_off, uint32_t y_stride, int n_tok, int acc, float softcap) {
    dlgo__vk_matmul_b(g, W, bias, hint, x_off, x_stride, y_off, y_stride, n_tok, acc, softcap, 1);
}
/* barrier = 0: the caller's next dispatch neither reads y nor writes x (e.g. Q then K then V, gate then up) */
static void dlgo__vk_matmul_b(dlgo_vk_ctx *g, const dlgo__w *W, const dlgo__w *bias, uint32_t hint, uint32_t x_off, uint32_t x_stride,
                              uint32_t y_off, uint32_t y_stride, int n_tok, int acc, float softcap, int barrier) {
    uint32_t pc[32]; memset(pc, 0, sizeof pc);
    uint32_t set = hint;
    const uint32_t n_in = (uint32_t)W->ne[0], rows = (uint32_t)W->ne[1], nt = (uint32_t)n_tok;
    pc[0] = n_in; pc[1] = rows; pc[2] = nt; pc[3] = (uint32_t)W->row_bytes;
    pc[4] = dlgo__vk_wb(g, W, hint, &set); pc[5] = x_off; pc[6] = x_stride; pc[7] = y_off; pc[8] = y_stride;
    pc[9] = dlgo__vk_wf(g, bias, set); pc[10] = (uint32_t)acc; pc[11] = dlgo__vk_f(softcap);
    const char *force = getenv("DLGO_VK_MM"), *mmin = getenv("DLGO_VK_MM_MIN");
    const int elem = dlgo__traits(W->type)->block_size == 1;
    long tmin = mmin && *mmin ? strtol(mmin, NULL, 10) : DLGO__VK_MV_MAX + 1;
    const int can_mv = x_off % 4 == 0 && (nt == 1 || x_stride % 4 == 0) && n_in % (elem ? 4u : 32u) == 0;
    const int can_mt = n_in % 32 == 0;
    int kind = 0;   /* 0: matmul, 1: matvec, 2: tiled */
    if (force && !strcmp(force, "old")) kind = 0;
    else if (force && !strcmp(force, "mv")) kind = can_mv ? 1 : 0;
    else if (force && !strcmp(force, "tiled")) kind = can_mt ? 2 : 0;
    else kind = (long)nt >= tmin && can_mt ? 2 : can_mv ? 1 : can_mt ? 2 : 0;
    char nm[48];
    uint32_t units, gz;
    if (kind == 1) { snprintf(nm, sizeof nm, "matvec_%s", dlgo_type_name(W->type)); units = (rows + DLGO__VK_MV_R - 1) / DLGO__VK_MV_R; gz = (nt + DLGO__VK_MV_NT - 1) / DLGO__VK_MV_NT; }
    else if (kind == 2) {
        /* tensor cores where the device has them, for quantized weights (f16 rounding is far below their error) */
        snprintf(nm, sizeof nm, "mmc_%s", dlgo_type_name(W->type));
        if (g->vm->dev->coop && !elem && !(force && !strcmp(force, "tiled")) && dlgo__vk_pipe_index(nm) >= 0) {
            units = (rows + DLGO__VK_MC_BM - 1) / DLGO__VK_MC_BM; gz = (nt + DLGO__VK_MC_BN - 1) / DLGO__VK_MC_BN;
        } else {
            snprintf(nm, sizeof nm, "mmt_%s", dlgo_type_name(W->type));
            units = (rows + DLGO__VK_MT_BM - 1) / DLGO__VK_MT_BM; gz = (nt + DLGO__VK_MT_BN - 1) / DLGO__VK_MT_BN;
        }
    }
    else { snprintf(nm, sizeof nm, "matmul_%s", dlgo_type_name(W->type)); units = rows; gz = (nt + 7) / 8; }
    const uint32_t gx = units < 65535 ? units : 65535;
    dlgo__vk_disp_b(g, nm, set, pc, gx, (units + gx - 1) / gx, gz, barrier);
}
static void dlgo__vk_norm(dlgo_vk_ctx *g, uint32_t hint, int n, int heads, int n_tok, uint32_t in_off, uint32_t in_stride, uint32_t out_off,
                          uint32_t out_stride, const dlgo__w *w, const dlgo__w *b, int kind, float eps, uint32_t res_off, uint32_t res_stride) {
    uint32_t pc[32]; memset(pc, 0, sizeof pc);
    pc[0] = (uint32_t)n; pc[1] = (uint32_t)heads; pc[2] = in_off; pc[3] = in_stride; pc[4] = out_off; pc[5] = out_stride;
    pc[6] = w ? dlgo__vk_wf(g, w, hint) : DLGO__VK_NONE; pc[7] = b ? dlgo__vk_wf(g, b, hint) : DLGO__VK_NONE; pc[8] = (uint32_t)kind;
    pc[9] = dlgo__vk_f(eps); pc[10] = res_off; pc[11] = res_stride;
    dlgo__vk_disp(g, "norm", hint, pc, (uint32_t)heads, (uint32_t)n_tok, 1);
}
static void dlgo__vk_rope(dlgo_vk_ctx *g, const dlgo__layer *L, uint32_t hint, uint32_t off, uint32_t stride, int heads, int n_tok) {
    if (L->rope_mode == DLGO__ROPE_NONE || L->n_rot == 0) return;
    uint32_t pc[32]; memset(pc, 0, sizeof pc);
    pc[0] = off; pc[1] = stride; pc[2] = (uint32_t)heads; pc[3] = (uint32_t)L->d_k; pc[4] = (uint32_t)L->n_rot; pc[5] = (uint32_t)L->rope_mode;
    float mscale = L->attn_factor;
    pc[6] = dlgo__vk_f(powf(L->rope_base, -2.0f / (float)L->n_rot)); pc[7] = dlgo__vk_f(L->freq_scale);
    pc[9] = DLGO__VK_NONE;
    if (L->rope_freqs) {
        uint32_t ch = 0; uint64_t o = 0;
        if (dlgo__vk_find(g->vm, L->rope_freqs, hint, &ch, &o)) pc[9] = (uint32_t)(o / 4);
    }
    if (L->ext_factor != 0) {   /* YaRN: the correction dims and the magnitude scale, in the CPU pass's float steps */
        const int nr = L->n_rot;
        float lo = floorf(nr * logf((float)L->n_ctx_orig / (L->beta_fast * 2.0f * 3.14159265358979f)) / (2.0f * logf(L->rope_base)));
        float hi = ceilf(nr * logf((float)L->n_ctx_orig / (L->beta_slow * 2.0f * 3.14159265358979f)) / (2.0f * logf(L->rope_base)));
        pc[10] = dlgo__vk_f(L->ext_factor); pc[11] = dlgo__vk_f(lo > 0 ? lo : 0); pc[12] = dlgo__vk_f(hi < nr - 1 ? hi : (float)(nr - 1));
        mscale *= 1.0f + 0.1f * logf(1.0f / L->freq_scale);
    }
    pc[8] = dlgo__vk_f(mscale);
    const uint32_t n = (uint32_t)(heads * L->n_rot / 2);
    dlgo__vk_disp(g, "rope", hint, pc, (n + 63) / 64, (uint32_t)n_tok, 1);
}
static void dlgo__vk_glu(dlgo_vk_ctx *g, uint32_t hint, int n, int n_tok, uint32_t a_off, uint32_t a_stride, uint32_t b_off, uint32_t b_stride,
                         uint32_t out_off, uint32_t out_stride, int gelu) {
    uint32_t pc[32]; memset(pc, 0, sizeof pc);
    pc[0] = (uint32_t)n; pc[1] = a_off; pc[2] = a_stride; pc[3] = b_off; pc[4] = b_stride; pc[5] = out_off; pc[6] = out_stride; pc[7] = (uint32_t)gelu;
    dlgo__vk_disp(g, "glu", hint, pc, ((uint32_t)n + 63) / 64, (uint32_t)n_tok, 1);
}

/* the advanced parts (>>vk-moe, >>vk-mix below): each reads the normed block input from h and adds into x */
static void dlgo__vk_record_moe(dlgo_vk_ctx *g, int il, int n_tok, uint32_t hint);
static void dlgo__vk_record_mix(dlgo_vk_ctx *g, int il, int n_tok, uint32_t hint);
static void dlgo__vk_mix_before_step(dlgo_vk_ctx *g, uint32_t *params);

/* The input of a matrix product rounded as the CPU pass rounds it for the weight type (its vec-dot type: f16,
   q8_0, q8_K ...) into the >>vk-moe rounding scratch, where it decides something discrete downstream: in a MoE
   layer the router and the experts' q8 inputs turn tiny differences into different picks. *mode caches the
   rounding the scratch holds (0 = none). Returns the offset to read. */
static uint32_t dlgo__vk_moe_qx(dlgo_vk_ctx *g, uint32_t hint, int type, uint32_t n, uint32_t rows, uint32_t in_off, uint32_t in_stride,
                                uint32_t out_off, uint32_t out_stride);
static uint32_t dlgo__vk_moe_qmode(int type);
static uint32_t dlgo__vk_rounded_in(dlgo_vk_ctx *g, const dlgo__layer *L, uint32_t hint, const dlgo__w *W, uint32_t n, int n_tok, uint32_t in_off,
                                 uint32_t *mode) {
    const uint32_t want = L->ffn_kind == DLGO__FFN_MOE ? dlgo__vk_moe_qmode(W->type) : 0;
    if (!want) return in_off;
    if (*mode != want) dlgo__vk_moe_qx(g, hint, W->type, n, (uint32_t)n_tok, in_off, n, g->o_moe, n);
    *mode = want;
    return g->o_moe;
}

/* standard attention: h -> q,k,v -> cache -> attention -> output projection added into the residual x */
static void dlgo__vk_record_attn(dlgo_vk_ctx *g, int il, int n_tok, uint32_t hint) {
    const dlgo_model *m = g->vm->model;
    const dlgo__layer *L = &m->layers[il];
    const dlgo_ctx *c = g->c;
    const uint32_t E = (uint32_t)m->n_embd, H = (uint32_t)L->n_head, Hkv = (uint32_t)L->n_head_kv, dk = (uint32_t)L->d_k, dv = (uint32_t)L->d_v;
    const uint32_t Q = H * dk, K = Hkv * dk, V = Hkv * dv;
    uint32_t pc[32];
    uint32_t q_off, q_st, k_off, v_off, kv_st, rmode = 0;
    /* MoE layers round inputs into one scratch (o_moe): a later rounding may overwrite what a product still reads */
    const int moe_rb = L->ffn_kind == DLGO__FFN_MOE;
    if (L->wqkv.data) {
        q_off = g->o_fa; q_st = Q + K + V; k_off = g->o_fa + Q; v_off = g->o_fa + Q + K; kv_st = Q + K + V;
        dlgo__vk_matmul(g, &L->wqkv, &L->bqkv, hint, dlgo__vk_rounded_in(g, L, hint, &L->wqkv, E, n_tok, g->o_h, &rmode), E, g->o_fa, Q + K + V, n_tok, 0, 0);
    } else {
        q_off = g->o_q; q_st = Q; k_off = g->o_kv; v_off = g->o_kv + K; kv_st = K + V;
        dlgo__vk_matmul_b(g, &L->wq, &L->bq, hint, dlgo__vk_rounded_in(g, L, hint, &L->wq, E, n_tok, g->o_h, &rmode), E, q_off, q_st, n_tok, 0, 0, moe_rb);   /* Q, K, V: independent */
        dlgo__vk_matmul_b(g, &L->wk, &L->bk, hint, dlgo__vk_rounded_in(g, L, hint, &L->wk, E, n_tok, g->o_h, &rmode), E, k_off, kv_st, n_tok, 0, 0, moe_rb);
        dlgo__vk_matmul(g, &L->wv, &L->bv, hint, dlgo__vk_rounded_in(g, L, hint, &L->wv, E, n_tok, g->o_h, &rmode), E, v_off, kv_st, n_tok, 0, 0);
    }
    if (L->q_norm.data) dlgo__vk_norm(g, hint, (int)dk, (int)H, n_tok, q_off, q_st, q_off, q_st, &L->q_norm, NULL, DLGO__NORM_RMS, m->norm_eps, DLGO__VK_NONE, 0);
    if (L->k_norm.data) dlgo__vk_norm(g, hint, (int)dk, (int)Hkv, n_tok, k_off, kv_st, k_off, kv_st, &L->k_norm, NULL, DLGO__NORM_RMS, m->norm_eps, DLGO__VK_NONE, 0);
    dlgo__vk_rope(g, L, hint, q_off, q_st, (int)H, n_tok);
    dlgo__vk_rope(g, L, hint, k_off, kv_st, (int)Hkv, n_tok);
    /* append K and V to the cache */
    memset(pc, 0, sizeof pc);
    pc[0] = k_off; pc[1] = kv_st; pc[2] = v_off; pc[3] = kv_st; pc[4] = K; pc[5] = V; pc[6] = g->k_off[il]; pc[7] = g->v_off[il];
    pc[8] = g->kv_rk; pc[9] = g->kv_rv; pc[10] = (uint32_t)c->kv_f16;
    {
        uint32_t n = K > V ? K : V; if (c->kv_f16) n = (n + 1) / 2;
        dlgo__vk_disp(g, "kv_store", hint, pc, (n + 63) / 64, (uint32_t)n_tok, 1);
    }
    memset(pc, 0, sizeof pc);
    pc[0] = q_off; pc[1] = q_st; pc[2] = H; pc[3] = Hkv; pc[4] = dk; pc[5] = dv; pc[6] = g->k_off[il]; pc[7] = g->v_off[il];
    pc[8] = g->kv_rk; pc[9] = g->kv_rv; pc[10] = g->o_att; pc[11] = H * dv; pc[12] = (uint32_t)L->swa; pc[13] = (uint32_t)c->kv_f16;
    pc[14] = dlgo__vk_f(L->kq_scale); pc[15] = dlgo__vk_f(L->attn_softcap); pc[16] = dlgo__vk_wf(g, &L->sinks, hint);
    dlgo__vk_disp(g, "attention", hint, pc, H, (uint32_t)n_tok, 1);
    /* output projection: straight into the residual unless a post-norm sits between */
    rmode = 0;
    const uint32_t att_in = dlgo__vk_rounded_in(g, L, hint, &L->wo, H * dv, n_tok, g->o_att, &rmode);
    if (L->post_attn_norm.data) {
        dlgo__vk_matmul(g, &L->wo, &L->bo, hint, att_in, H * dv, g->o_o, E, n_tok, 0, 0);
        dlgo__vk_norm(g, hint, (int)E, 1, n_tok, g->o_o, E, g->o_o, E, &L->post_attn_norm, NULL, DLGO__NORM_RMS, m->norm_eps, g->o_x, E);
    } else dlgo__vk_matmul(g, &L->wo, &L->bo, hint, att_in, H * dv, g->o_x, E, n_tok, 1, 0);
}

/* dense FFN: h -> gate/up -> activation -> down added into the residual x */
static void dlgo__vk_record_ffn(dlgo_vk_ctx *g, int il, int n_tok, uint32_t hint) {
    const dlgo_model *m = g->vm->model;
    const dlgo__layer *L = &m->layers[il];
    const uint32_t E = (uint32_t)m->n_embd, F = (uint32_t)L->n_ff;
    switch (L->ffn_kind) {
    case DLGO__FFN_SWIGLU_FUSED:
        dlgo__vk_matmul(g, &L->up, &L->up_b, hint, g->o_h, E, g->o_fa, 2 * F, n_tok, 0, 0);
        dlgo__vk_glu(g, hint, (int)F, n_tok, g->o_fa, 2 * F, g->o_fa + F, 2 * F, g->o_fb, F, 0);
        break;
    case DLGO__FFN_GELU:
        dlgo__vk_matmul(g, &L->up, &L->up_b, hint, g->o_h, E, g->o_fb, F, n_tok, 0, 0);
        dlgo__vk_glu(g, hint, (int)F, n_tok, g->o_fb, F, DLGO__VK_NONE, 0, g->o_fb, F, 1);
        break;
    default:
        dlgo__vk_matmul_b(g, &L->gate, &L->gate_b, hint, g->o_h, E, g->o_fa, F, n_tok, 0, 0, 0);   /* gate, up: independent */
        dlgo__vk_matmul(g, &L->up, &L->up_b, hint, g->o_h, E, g->o_fb, F, n_tok, 0, 0);
        dlgo__vk_glu(g, hint, (int)F, n_tok, g->o_fa, F, g->o_fb, F, g->o_fb, F, L->ffn_kind == DLGO__FFN_GEGLU);
    }
    if (L->post_ffw_norm.data) {
        dlgo__vk_matmul(g, &L->down, &L->down_b, hint, g->o_fb, F, g->o_o, E, n_tok, 0, 0);
        dlgo__vk_norm(g, hint, (int)E, 1, n_tok, g->o_o, E, g->o_o, E, &L->post_ffw_norm, NULL, DLGO__NORM_RMS, m->norm_eps, g->o_x, E);
    } else dlgo__vk_matmul(g, &L->down, &L->down_b, hint, g->o_fb, F, g->o_x, E, n_tok, 1, 0);
}

static void dlgo__vk_record_layer(dlgo_vk_ctx *g, int il, int n_tok) {
    const dlgo_model *m = g->vm->model;
    const dlgo__layer *L = &m->layers[il];
    const uint32_t E = (uint32_t)m->n_embd;
    uint32_t hint = 0;
    dlgo__vk_wb(g, &L->attn_norm, 0, &hint);   /* the layer's chunk */
    dlgo__vk_norm(g, hint, (int)E, 1, n_tok, g->o_x, E, g->o_h, E, &L->attn_norm, &L->attn_norm_b, m->norm_kind, m->norm_eps, DLGO__VK_NONE, 0);
    if (L->mixer != DLGO__MIX_ATTN) dlgo__vk_record_mix(g, il, n_tok, hint);
    else dlgo__vk_record_attn(g, il, n_tok, hint);
    /* FFN on h: the block input norm (parallel, still intact in h) or a fresh norm of the residual */
    if (!L->parallel) dlgo__vk_norm(g, hint, (int)E, 1, n_tok, g->o_x, E, g->o_h, E, &L->ffn_norm, &L->ffn_norm_b, m->norm_kind, m->norm_eps, DLGO__VK_NONE, 0);
    if (L->ffn_kind == DLGO__FFN_MOE) dlgo__vk_record_moe(g, il, n_tok, hint);
    else dlgo__vk_record_ffn(g, il, n_tok, hint);
}

/* Record the whole step for a batch shape. Positions and token ids are read from the parameter buffer, so the
   recording is replayed unchanged for every later step of the same shape (decode: every token). */
static dlgo_result dlgo__vk_record(dlgo_vk_ctx *g, int n_tok, int want_all, dlgo_error *err) {
    dlgo_vk_device *d = g->vm->dev;
    const dlgo_model *m = g->vm->model;
    const uint32_t E = (uint32_t)m->n_embd;
    d->vk.vkResetCommandBuffer(g->cmd, 0);
    VkCommandBufferBeginInfo bi; memset(&bi, 0, sizeof bi); bi.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO;
    if (d->vk.vkBeginCommandBuffer(g->cmd, &bi) != VK_SUCCESS) return dlgo__err(err, DLGO_ERR_VULKAN, "vulkan: cannot begin recording");
    g->cur_pipe = VK_NULL_HANDLE; g->cur_set = DLGO__VK_NONE; g->rec_failed = 0;
    if (g->qpool) {
        d->vk.vkCmdResetQueryPool(g->cmd, g->qpool, 0, g->cap_q);
        d->vk.vkCmdWriteTimestamp(g->cmd, VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT, g->qpool, 0);
        g->n_q = 1;
    }
    uint32_t pc[32]; memset(pc, 0, sizeof pc);
    uint32_t set = 0;
    char nm[48]; snprintf(nm, sizeof nm, "get_rows_%s", dlgo_type_name(m->tok_embd.type));
    pc[0] = E; pc[1] = (uint32_t)m->tok_embd.row_bytes; pc[2] = dlgo__vk_wb(g, &m->tok_embd, 0, &set); pc[3] = g->o_x; pc[4] = E;
    pc[5] = dlgo__vk_f(m->emb_scale);
    dlgo__vk_disp(g, nm, set, pc, (E / 32 + 64) / 64, (uint32_t)n_tok, 1);   /* + 1 chunk: a row's tail */
    for (int il = 0; il < g->vm->n_gpu; il++) dlgo__vk_record_layer(g, il, n_tok);
    VkBufferCopy bc; bc.srcOffset = 0; bc.dstOffset = 0;
    if (g->vm->output_on_gpu) {
        const uint32_t first = want_all ? 0 : (uint32_t)n_tok - 1, nl = (uint32_t)n_tok - first;
        uint32_t hint = 0;
        dlgo__vk_wb(g, &m->output_norm, 0, &hint);
        dlgo__vk_norm(g, hint, (int)E, 1, (int)nl, g->o_x + first * E, E, g->o_h, E, &m->output_norm, &m->output_norm_b, m->norm_kind, m->norm_eps, DLGO__VK_NONE, 0);
        dlgo__vk_matmul(g, &m->output, &m->output_b, hint, g->o_h, E, g->o_log, (uint32_t)m->n_vocab, (int)nl, 0, m->final_softcap);
        bc.srcOffset = (uint64_t)g->o_log * 4; bc.size = (uint64_t)nl * (uint64_t)m->n_vocab * 4;
    } else {
        bc.srcOffset = (uint64_t)g->o_x * 4; bc.size = (uint64_t)n_tok * E * 4;
    }
    d->vk.vkCmdCopyBuffer(g->cmd, g->act.buf, g->readback.buf, 1, &bc);
    VkMemoryBarrier mb; memset(&mb, 0, sizeof mb);
    mb.sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER; mb.srcAccessMask = VK_ACCESS_TRANSFER_WRITE_BIT; mb.dstAccessMask = VK_ACCESS_HOST_READ_BIT;
    d->vk.vkCmdPipelineBarrier(g->cmd, VK_PIPELINE_STAGE_TRANSFER_BIT, VK_PIPELINE_STAGE_HOST_BIT, 0, 1, &mb, 0, NULL, 0, NULL);
    if (d->vk.vkEndCommandBuffer(g->cmd) != VK_SUCCESS || g->rec_failed) {
        g->rec_ntok = -1;
        return dlgo__err(err, DLGO_ERR_VULKAN, g->rec_failed ? "vulkan: the driver could not build a pipeline (see the log)" : "vulkan: recording failed");
    }
    g->rec_ntok = n_tok; g->rec_all = want_all;
    return DLGO_OK;
}

static void dlgo__vk_prof_collect(dlgo_vk_ctx *g) {
    dlgo_vk_device *d = g->vm->dev;
    uint64_t ts[4096];
    const uint32_t n = g->n_q < 4096 ? g->n_q : 4096;
    if (n < 2 || d->vk.vkGetQueryPoolResults(d->device, g->qpool, 0, n, sizeof ts, ts, 8, VK_QUERY_RESULT_64_BIT) != VK_SUCCESS) return;
    const double per = (double)d->props.limits.timestampPeriod * 1e-6;   /* ticks -> ms */
    for (uint32_t i = 1; i < n; i++) { g->prof_ms[g->q_pipe[i]] += (double)(ts[i] - ts[i - 1]) * per; g->prof_n[g->q_pipe[i]]++; }
    g->prof_steps++;
}
static void dlgo__vk_prof_report(dlgo_vk_ctx *g) {
    dlgo_vk_device *d = g->vm->dev;
    double tot = 0;
    for (int i = 0; i < DLGO_SHADERS_COUNT; i++) tot += g->prof_ms[i];
    if (!g->prof_steps) return;
    dlgo__vk_log(d, DLGO_LOG_INFO, "vulkan profile: %u steps, %.3f ms of GPU time in all", g->prof_steps, tot);
    for (int i = 0; i < DLGO_SHADERS_COUNT; i++)
        if (g->prof_n[i]) dlgo__vk_log(d, DLGO_LOG_INFO, "  %-16s %8u dispatches %10.3f ms %5.1f%%  %8.2f us each", dlgo__shaders[i].name, g->prof_n[i],
                                       g->prof_ms[i], 100.0 * g->prof_ms[i] / (tot > 0 ? tot : 1), 1000.0 * g->prof_ms[i] / g->prof_n[i]);
}

/* The GPU passes of one validated dlgo_ctx_eval call. */
static dlgo_result dlgo__vk_eval_batches(dlgo_vk_ctx *g, const int32_t *tokens, int32_t n, dlgo_error *err) {
    dlgo_ctx *c = g->c;
    const dlgo_model *m = c->model;
    dlgo_result r = DLGO_OK;
    if (g->vm->n_gpu == 0) {   /* nothing offloaded: the CPU pass */
        dlgo_vk_ctx *keep = c->gpu;
        c->gpu = NULL; r = dlgo_ctx_eval(c, tokens, n, err); c->gpu = keep;
        return r;
    }
    dlgo_vk_device *d = g->vm->dev;
    for (int32_t done = 0; done < n;) {
        const int32_t k = n - done < c->n_batch ? n - done : c->n_batch;
        const int want_all = c->logits_all;
        if (g->rec_ntok != k || g->rec_all != want_all) r = dlgo__vk_record(g, k, want_all, err);
        if (r != DLGO_OK) break;
        uint32_t *p = (uint32_t *)g->params.map;
        p[0] = (uint32_t)c->n_past; p[1] = (uint32_t)k; p[2] = 0; p[3] = 0;
        memcpy(p + 4, tokens + done, (size_t)k * sizeof(int32_t));
        dlgo__vk_mix_before_step(g, p);   /* p[2], p[3]: free for the mixers' flags (e.g. "state starts empty") */
        r = dlgo__vk_submit_wait(d, g->cmd, err);
        if (r != DLGO_OK) break;
        if (g->qpool) dlgo__vk_prof_collect(g);
        if (g->vm->output_on_gpu) {
            const int32_t nl = want_all ? k : 1;
            memcpy(c->logits, g->readback.map, (size_t)nl * (size_t)m->n_vocab * sizeof(float));
            c->n_logits = nl;
        } else {
            memcpy(c->x, g->readback.map, (size_t)k * (size_t)m->n_embd * sizeof(float));
            dlgo__vk_cpu_tail(c, g->vm->n_gpu, k, want_all);
        }
        memcpy(c->tokens + c->n_past, tokens + done, (size_t)k * sizeof(int32_t));
        c->n_past += k; done += k;
    }
    return r;
}

/* ==========================================================================================================
   >>vk-moe — mixture-of-experts FFNs on the GPU (routing, expert dispatch, shared experts), gpt-oss's extras
   The steps of dlgo__ffn_moe, batched: the router product (matmul), moe_route (gating, selection bias, expert
   groups, top-k, weights; one workgroup per token), moe_sort (one workgroup: the batch's (token, pick) slots grouped
   by expert into tiles of up to 8), moe_mm over (rows, tiles) for gate+up with the activation fused and again for
   down (each workgroup reads its expert from its tile, so a prefill runs each expert's matrix once per 8 slots),
   the shared expert through the dense kernels, and moe_combine, which sums the picks in ascending expert id (the
   CPU pass's order) plus the gated shared expert into the residual. Every product's input is first rounded the
   way the CPU's matmul rounds it for the weight type (moe_qx: f16, bf16, q8_0, q8_K), also the attention products
   of MoE layers: the router's top-k and the experts' q8 inputs would otherwise turn 1e-7 differences into other
   picks (gpt-oss's MXFP4 experts). Attention sinks and YaRN are in the standard attention path
   (dlgo__vk_record_attn, dlgo__vk_rope). Scratch at o_moe: the rounding rows, then the largest MoE layer's parts.
   ========================================================================================================== */
enum { DLGO__VK_MOE_NT = 8,      /* slots per tile: NT of moe_sort.comp and moe_mm.comp */
       DLGO__VK_MOE_MAXK = 32,   /* picks per token: MAXK of moe_route.comp */
       DLGO__VK_MOE_MAXG = 64 }; /* expert groups: MAXG of moe_route.comp */

/* the scratch of one MoE layer for B batch rows: float offsets from o_moe, each part 64-float aligned */
typedef struct dlgo__vk_moe_lay {
    uint64_t lg, xq, ids, wt, cnt, off, toff, rank, list, tiles, ntile, ea, eg, ey, sg, su, ysh, sgate, total;
} dlgo__vk_moe_lay;
static void dlgo__vk_moe_layout(const dlgo_model *m, const dlgo__layer *L, uint64_t B, dlgo__vk_moe_lay *y) {
    const uint64_t E = (uint64_t)m->n_embd, X = (uint64_t)L->n_expert, k = (uint64_t)L->n_expert_used, F = (uint64_t)L->n_ff_exp;
    const uint64_t Fs = (uint64_t)L->n_ff_shexp, S = B * k, tiles = (S + DLGO__VK_MOE_NT - 1) / DLGO__VK_MOE_NT + (X < S ? X : S);
    uint64_t o = 0;
#define DLGO__VKM(f, n) do { y->f = o; o += ((uint64_t)(n) + 63) / 64 * 64; } while (0)
    DLGO__VKM(lg, B * X); DLGO__VKM(xq, B * E); DLGO__VKM(ids, S); DLGO__VKM(wt, S); DLGO__VKM(cnt, X); DLGO__VKM(off, X); DLGO__VKM(toff, X);
    DLGO__VKM(rank, S); DLGO__VKM(list, S); DLGO__VKM(tiles, 3 * tiles); DLGO__VKM(ntile, 1);
    DLGO__VKM(ea, S * F); DLGO__VKM(eg, S * F); DLGO__VKM(ey, S * E);
    DLGO__VKM(sg, B * Fs); DLGO__VKM(su, B * Fs); DLGO__VKM(ysh, B * E); DLGO__VKM(sgate, B);
#undef DLGO__VKM
    y->total = o;
}
/* an expert tensor the moe_mm kernel can read (absent = fine) */
static int dlgo__vk_moe_w_ok(const dlgo__w *w) {
    return !w->data || (dlgo__vk_type_pipe("moe_mm", w->type) >= 0 && dlgo__vk_len_ok(w->type, w->ne[0], (uint64_t)w->row_bytes));
}
static int dlgo__vk_moe_layer_ok(const dlgo__layer *L) {
    if (!L->gate_inp.data || !L->down_exps.data || (!L->gate_up_exps.data && (!L->gate_exps.data || !L->up_exps.data))) return 0;
    if (L->n_expert_used > DLGO__VK_MOE_MAXK || (L->n_group > 1 && (L->n_group > DLGO__VK_MOE_MAXG || L->n_expert % L->n_group))) return 0;
    if (L->gating < DLGO__GATE_SOFTMAX || L->gating > DLGO__GATE_SQRT_SOFTPLUS) return 0;
    if (L->moe_act != DLGO__ACT_SWIGLU && L->moe_act != DLGO__ACT_SWIGLU_OAI) return 0;
    const dlgo__w *ex[] = { &L->gate_exps, &L->up_exps, &L->down_exps, &L->gate_up_exps };
    uint64_t bytes = 0;
    for (size_t i = 0; i < sizeof ex / sizeof ex[0]; i++) {
        if (!dlgo__vk_moe_w_ok(ex[i])) return 0;
        bytes += dlgo__vk_w_bytes(ex[i]);
    }
    /* one layer's tensors share a weight chunk (at most 1 GiB): leave room for its attention */
    if (bytes > ((uint64_t)1 << 30) - ((uint64_t)64 << 20)) return 0;
    const dlgo__w *dn[] = { &L->gate_inp, &L->gate_shexp, &L->up_shexp, &L->down_shexp, &L->gate_inp_shexp };
    for (size_t i = 0; i < sizeof dn / sizeof dn[0]; i++) if (!dlgo__vk_w_ok(dn[i])) return 0;
    return 1;
}
static int dlgo__vk_moe_group(const dlgo__layer *L, const uint8_t **data, uint64_t *bytes, int n) {
    const dlgo__w *ws[] = { &L->sinks, &L->gate_inp, &L->gate_inp_b, &L->exp_probs_b, &L->gate_exps, &L->up_exps, &L->down_exps,
                            &L->gate_up_exps, &L->gate_exps_b, &L->up_exps_b, &L->down_exps_b, &L->gate_up_exps_b,
                            &L->gate_shexp, &L->up_shexp, &L->down_shexp, &L->gate_inp_shexp };
    for (size_t i = 0; i < sizeof ws / sizeof ws[0] && n < DLGO__VK_GROUP_MAX; i++)
        if (ws[i]->data) { data[n] = ws[i]->data; bytes[n] = dlgo__vk_w_bytes(ws[i]); n++; }
    return n;
}
/* the rounding scratch (first, B rows of the widest attention input) and the largest MoE layer's scratch after it */
static uint64_t dlgo__vk_moe_round_floats(const dlgo_model *m, uint64_t B) {
    const uint64_t w = (uint64_t)(m->n_embd > m->max_q ? m->n_embd : m->max_q);
    return (B * w + 63) / 64 * 64;
}
static uint64_t dlgo__vk_moe_act_floats(const dlgo_model *m, uint64_t B) {
    uint64_t most = 0;
    int any = 0;
    for (int il = 0; il < m->n_layer; il++) {
        if (m->layers[il].ffn_kind != DLGO__FFN_MOE) continue;
        dlgo__vk_moe_lay y; dlgo__vk_moe_layout(m, &m->layers[il], B, &y);
        if (y.total > most) most = y.total;
        any = 1;
    }
    return any ? dlgo__vk_moe_round_floats(m, B) + most : 0;   /* dense models: nothing */
}
/* How the CPU pass rounds a weight type's activations (its vec-dot type): moe_qx's mode, 0 = not at all. */
static uint32_t dlgo__vk_moe_qmode(int type) {
    switch (dlgo_type_vec_dot_type(type)) {
    case DLGO_TYPE_F16: return 1;
    case DLGO_TYPE_BF16: return 2;
    case DLGO_TYPE_Q8_0: case DLGO_TYPE_Q8_1: return 3;
    case DLGO_TYPE_Q8_K: return 4;
    default: return 0;
    }
}
/* rows of n floats -> their vec-dot rounding for weight type `type` (in place when in == out); the input offset
   when nothing needs rounding */
static uint32_t dlgo__vk_moe_qx(dlgo_vk_ctx *g, uint32_t hint, int type, uint32_t n, uint32_t rows, uint32_t in_off, uint32_t in_stride,
                                uint32_t out_off, uint32_t out_stride) {
    const uint32_t mode = dlgo__vk_moe_qmode(type), bs = mode == 4 ? 256u : 32u;
    if (!mode) return in_off;
    uint32_t pc[32]; memset(pc, 0, sizeof pc);
    pc[0] = n; pc[1] = in_off; pc[2] = in_stride; pc[3] = out_off; pc[4] = out_stride; pc[5] = mode;
    dlgo__vk_disp(g, "moe_qx", hint, pc, ((n + bs - 1) / bs + 63) / 64, rows, 1);
    return out_off;
}
/* one moe_mm dispatch over the tiles: y[slot] = W_e x[slot / x_div] + b_e (with W2: the activation of gate and up;
   with g_off: this product is the up half, the gate half was stored at g_off) */
static void dlgo__vk_moe_mm(dlgo_vk_ctx *g, uint32_t hint, const dlgo__w *W, uint64_t w2_byte_delta, const dlgo__w *W2,
                            const dlgo__w *b, uint32_t b2_delta, uint32_t b_estride, uint32_t n_out, uint32_t x_off, uint32_t x_stride,
                            uint32_t x_div, uint32_t y_off, uint32_t y_stride, uint32_t act, uint32_t g_off, const dlgo__vk_moe_lay *y,
                            uint32_t n_tiles) {
    uint32_t pc[32]; memset(pc, 0, sizeof pc);
    uint32_t set = hint;
    char nm[48]; snprintf(nm, sizeof nm, "moe_mm_%s", dlgo_type_name(W->type));
    const uint32_t base = g->o_moe + (uint32_t)dlgo__vk_moe_round_floats(g->vm->model, (uint64_t)g->c->n_batch);
    pc[0] = (uint32_t)W->ne[0]; pc[1] = n_out; pc[2] = (uint32_t)W->row_bytes;
    pc[3] = dlgo__vk_wb(g, W, hint, &set);
    pc[4] = W2 ? dlgo__vk_wb(g, W2, hint, NULL) : w2_byte_delta ? pc[3] + (uint32_t)w2_byte_delta : DLGO__VK_NONE;
    pc[5] = (uint32_t)((uint64_t)W->ne[1] * W->row_bytes);
    pc[6] = b ? dlgo__vk_wf(g, b, hint) : DLGO__VK_NONE;
    pc[7] = pc[6] != DLGO__VK_NONE && pc[4] != DLGO__VK_NONE ? pc[6] + b2_delta : DLGO__VK_NONE;
    pc[8] = b_estride; pc[9] = x_off; pc[10] = x_stride; pc[11] = x_div; pc[12] = y_off; pc[13] = y_stride; pc[14] = act;
    pc[15] = base + (uint32_t)y->list; pc[16] = base + (uint32_t)y->tiles; pc[17] = base + (uint32_t)y->ntile; pc[18] = g_off;
    const uint32_t gx = n_out < 65535 ? n_out : 65535;
    dlgo__vk_disp(g, nm, set, pc, gx, (n_out + gx - 1) / gx, n_tiles);
}
static void dlgo__vk_record_moe(dlgo_vk_ctx *g, int il, int n_tok, uint32_t hint) {
    const dlgo_model *m = g->vm->model;
    const dlgo__layer *L = &m->layers[il];
    const uint32_t E = (uint32_t)m->n_embd, X = (uint32_t)L->n_expert, k = (uint32_t)L->n_expert_used, F = (uint32_t)L->n_ff_exp;
    const uint32_t S = (uint32_t)n_tok * k, n_tiles = (S + DLGO__VK_MOE_NT - 1) / DLGO__VK_MOE_NT + (X < S ? X : S);
    dlgo__vk_moe_lay y; dlgo__vk_moe_layout(m, L, (uint64_t)g->c->n_batch, &y);
    const uint32_t b0 = g->o_moe + (uint32_t)dlgo__vk_moe_round_floats(m, (uint64_t)g->c->n_batch);
#define DLGO__VKO(f) (b0 + (uint32_t)y.f)
    uint32_t pc[32];
    /* router logits, then routing */
    uint32_t rmode = 0;   /* the dense products read h rounded for their weight type, as the CPU's matmul does */
    dlgo__vk_matmul(g, &L->gate_inp, &L->gate_inp_b, hint, dlgo__vk_rounded_in(g, L, hint, &L->gate_inp, E, n_tok, g->o_h, &rmode), E, DLGO__VKO(lg), X, n_tok, 0, 0);
    memset(pc, 0, sizeof pc);
    pc[0] = X; pc[1] = k; pc[2] = DLGO__VKO(lg); pc[3] = DLGO__VKO(ids); pc[4] = DLGO__VKO(wt); pc[5] = (uint32_t)L->gating;
    pc[6] = dlgo__vk_wf(g, &L->exp_probs_b, hint); pc[7] = (uint32_t)(L->n_group > 1 ? L->n_group : 0); pc[8] = (uint32_t)L->n_group_used;
    pc[9] = (uint32_t)L->moe_norm; pc[10] = dlgo__vk_f(L->moe_scale);
    dlgo__vk_disp(g, "moe_route", hint, pc, (uint32_t)n_tok, 1, 1);
    memset(pc, 0, sizeof pc);
    pc[0] = X; pc[1] = S; pc[2] = DLGO__VKO(ids); pc[3] = DLGO__VKO(cnt); pc[4] = DLGO__VKO(off); pc[5] = DLGO__VKO(toff);
    pc[6] = DLGO__VKO(rank); pc[7] = DLGO__VKO(list); pc[8] = DLGO__VKO(tiles); pc[9] = DLGO__VKO(ntile);
    dlgo__vk_disp(g, "moe_sort", hint, pc, 1, 1, 1);
    /* gate and up with the activation fused: one kernel when both halves share a type, else gate then up. The
       inputs are rounded as the CPU rounds them for each weight type (q8_0 for MXFP4, f16 for f16, ...). */
    const uint32_t act = L->moe_act == DLGO__ACT_SWIGLU_OAI ? 1u : 0u;
    uint32_t xin;
    if (L->gate_up_exps.data) {
        xin = dlgo__vk_moe_qx(g, hint, L->gate_up_exps.type, E, (uint32_t)n_tok, g->o_h, E, DLGO__VKO(xq), E);
        dlgo__vk_moe_mm(g, hint, &L->gate_up_exps, (uint64_t)F * L->gate_up_exps.row_bytes, NULL, &L->gate_up_exps_b, F, 2 * F, F,
                        xin, E, k, DLGO__VKO(ea), F, act, DLGO__VK_NONE, &y, n_tiles);
    } else if (L->gate_exps.type == L->up_exps.type && L->gate_exps.row_bytes == L->up_exps.row_bytes && (!L->gate_exps_b.data) == (!L->up_exps_b.data)) {
        const uint32_t bd = L->gate_exps_b.data ? dlgo__vk_wf(g, &L->up_exps_b, hint) - dlgo__vk_wf(g, &L->gate_exps_b, hint) : 0;
        xin = dlgo__vk_moe_qx(g, hint, L->gate_exps.type, E, (uint32_t)n_tok, g->o_h, E, DLGO__VKO(xq), E);
        dlgo__vk_moe_mm(g, hint, &L->gate_exps, 0, &L->up_exps, L->gate_exps_b.data ? &L->gate_exps_b : NULL, bd, F, F,
                        xin, E, k, DLGO__VKO(ea), F, act, DLGO__VK_NONE, &y, n_tiles);
    } else {
        xin = dlgo__vk_moe_qx(g, hint, L->gate_exps.type, E, (uint32_t)n_tok, g->o_h, E, DLGO__VKO(xq), E);
        dlgo__vk_moe_mm(g, hint, &L->gate_exps, 0, NULL, L->gate_exps_b.data ? &L->gate_exps_b : NULL, 0, F, F,
                        xin, E, k, DLGO__VKO(eg), F, 0, DLGO__VK_NONE, &y, n_tiles);
        xin = dlgo__vk_moe_qx(g, hint, L->up_exps.type, E, (uint32_t)n_tok, g->o_h, E, DLGO__VKO(xq), E);
        dlgo__vk_moe_mm(g, hint, &L->up_exps, 0, NULL, L->up_exps_b.data ? &L->up_exps_b : NULL, 0, F, F,
                        xin, E, k, DLGO__VKO(ea), F, act, DLGO__VKO(eg), &y, n_tiles);
    }
    dlgo__vk_moe_qx(g, hint, L->down_exps.type, F, S, DLGO__VKO(ea), F, DLGO__VKO(ea), F);
    dlgo__vk_moe_mm(g, hint, &L->down_exps, 0, NULL, L->down_exps_b.data ? &L->down_exps_b : NULL, 0, E, E,
                    DLGO__VKO(ea), F, 1, DLGO__VKO(ey), E, 0, DLGO__VK_NONE, &y, n_tiles);
    /* the shared expert, its gate logit */
    uint32_t sh = DLGO__VK_NONE, sgate = DLGO__VK_NONE;
    if (L->up_shexp.data) {
        dlgo__w nb; memset(&nb, 0, sizeof nb);   /* no bias */
        const uint32_t Fs = (uint32_t)L->n_ff_shexp;
        dlgo__vk_matmul(g, &L->gate_shexp, &nb, hint, dlgo__vk_rounded_in(g, L, hint, &L->gate_shexp, E, n_tok, g->o_h, &rmode), E, DLGO__VKO(sg), Fs, n_tok, 0, 0);
        dlgo__vk_matmul(g, &L->up_shexp, &nb, hint, dlgo__vk_rounded_in(g, L, hint, &L->up_shexp, E, n_tok, g->o_h, &rmode), E, DLGO__VKO(su), Fs, n_tok, 0, 0);
        dlgo__vk_glu(g, hint, (int)Fs, n_tok, DLGO__VKO(sg), Fs, DLGO__VKO(su), Fs, DLGO__VKO(su), Fs, 0);
        dlgo__vk_moe_qx(g, hint, L->down_shexp.type, Fs, (uint32_t)n_tok, DLGO__VKO(su), Fs, DLGO__VKO(su), Fs);
        dlgo__vk_matmul(g, &L->down_shexp, &nb, hint, DLGO__VKO(su), Fs, DLGO__VKO(ysh), E, n_tok, 0, 0);
        sh = DLGO__VKO(ysh);
        if (L->gate_inp_shexp.data) {
            dlgo__vk_matmul(g, &L->gate_inp_shexp, &nb, hint, dlgo__vk_rounded_in(g, L, hint, &L->gate_inp_shexp, E, n_tok, g->o_h, &rmode), E,
                            DLGO__VKO(sgate), 1, n_tok, 0, 0);
            sgate = DLGO__VKO(sgate);
        }
    }
    /* the weighted sum into the residual (or through the post-FFN norm first) */
    const int post = L->post_ffw_norm.data != NULL;
    memset(pc, 0, sizeof pc);
    pc[0] = E; pc[1] = k; pc[2] = DLGO__VKO(ids); pc[3] = DLGO__VKO(wt); pc[4] = DLGO__VKO(ey); pc[5] = E; pc[6] = sh; pc[7] = E;
    pc[8] = sgate; pc[9] = post ? g->o_o : g->o_x; pc[10] = E; pc[11] = post ? 0u : 1u;
    dlgo__vk_disp(g, "moe_combine", hint, pc, (E + 63) / 64, (uint32_t)n_tok, 1);
    if (post) dlgo__vk_norm(g, hint, (int)E, 1, n_tok, g->o_o, E, g->o_o, E, &L->post_ffw_norm, NULL, DLGO__NORM_RMS, m->norm_eps, g->o_x, E);
#undef DLGO__VKO
}

/* ==========================================================================================================
   >>vk-mix — the non-attention token mixers on the GPU: Gated DeltaNet (state in the activation buffer), MLA
   and qwen3.5/qwen3next's gated attention. Each follows its CPU twin (dlgo__mix_gdn, dlgo__mix_mla, the gated
   branch of dlgo__mix_attn) step for step, on the shared kernels (matmul, norm, kv_store, attention, glu) plus
   four of its own: mix_util (strided copies, sigmoid gate), mix_rope (IMROPE, per-head strides, YaRN),
   gdn_conv and gdn_step (the recurrences, tokens in order, one thread per channel / one workgroup per head).

   Activation area from g->o_mix: first the Gated DeltaNet states of the GPU layers ((K-1) x C conv rows, then
   H_v states of d_k x d_k), then per-step scratch. The states persist across steps; params[2] = 1 tells the
   kernels that the context starts empty (n_past == 0: fresh, cleared or truncated to nothing), so they read zeros.
   MLA's absorbed products run per head on per-head slabs of attn_k_b / attn_v_b, uploaded as tensors of their own.
   ========================================================================================================== */
enum { DLGO__VK_MIX_MAX_MLA_HEADS = 24 };   /* 2 slabs per head must fit one upload group (DLGO__VK_GROUP_MAX) */

/* floats of a GDN layer's persistent state */
static uint64_t dlgo__vk_gdn_state_floats(const dlgo__layer *L) {
    if (L->mixer != DLGO__MIX_GDN) return 0;
    const uint64_t C = (uint64_t)2 * L->ssm_hk * L->ssm_dk + (uint64_t)L->ssm_hv * L->ssm_dk;
    return (uint64_t)(L->ssm_conv - 1) * C + (uint64_t)L->ssm_hv * L->ssm_dk * L->ssm_dk;
}
/* where layer il's state starts (floats past o_mix); il = n_gpu gives the states' total */
static uint64_t dlgo__vk_gdn_state_off(const dlgo_model *m, int il) {
    uint64_t o = 0;
    for (int i = 0; i < il; i++) o += (dlgo__vk_gdn_state_floats(&m->layers[i]) + 63) / 64 * 64;
    return o;
}
/* per-token scratch floats of a layer's mixer (the record functions below carve it in this order) */
static uint64_t dlgo__vk_mix_tok_floats(const dlgo_model *m, const dlgo__layer *L) {
    const uint64_t E = (uint64_t)m->n_embd, H = (uint64_t)L->n_head, Hkv = (uint64_t)L->n_head_kv, dk = (uint64_t)L->d_k, dv = (uint64_t)L->d_v;
    switch (L->mixer) {
    case DLGO__MIX_ATTN_GATED: return E + 2 * H * dk + H * dk + H * dk + Hkv * (dk + dv) + H * dv;   /* hr qg gate q kv att */
    case DLGO__MIX_GDN: {
        const uint64_t C = (uint64_t)2 * L->ssm_hk * L->ssm_dk + (uint64_t)L->ssm_hv * L->ssm_dk, Vd = (uint64_t)L->ssm_hv * L->ssm_dk;
        return E + 2 * C + 2 * Vd + 2 * (uint64_t)L->ssm_hv;                                    /* hr mix cv z y ba */
    }
    case DLGO__MIX_MLA: {
        const uint64_t D = (uint64_t)(L->kv_lora + L->qk_rope);
        return E + (uint64_t)L->q_lora + H * (uint64_t)(L->qk_nope + L->qk_rope) + D + H * D + H * (uint64_t)L->kv_lora + H * (uint64_t)L->v_mla;
    }
    default: return 0;
    }
}

static int dlgo__vk_mix_layer_ok(const dlgo__layer *L) {
    switch (L->mixer) {
    case DLGO__MIX_ATTN_GATED:
        if (L->rope_mode != DLGO__ROPE_NONE && L->rope_mode != DLGO__ROPE_NORM && L->rope_mode != DLGO__ROPE_NEOX && L->rope_mode != DLGO__ROPE_IMROPE) return 0;
        if (L->sinks.data || L->wqkv.data) return 0;
        return L->d_k == L->d_v && L->d_k <= 256 && L->d_k % 2 == 0;
    case DLGO__MIX_GDN:
        if (L->ssm_dk > 128 || L->ssm_conv < 1 || L->ssm_conv > 64 || L->ssm_conv1d.type != DLGO_TYPE_F32) return 0;   /* gdn_step keeps a column of S in registers */
        return dlgo__vk_w_ok(&L->ssm_z) && dlgo__vk_w_ok(&L->ssm_beta) && dlgo__vk_w_ok(&L->ssm_alpha) && dlgo__vk_w_ok(&L->ssm_ba) && dlgo__vk_w_ok(&L->ssm_out);
    case DLGO__MIX_MLA: {
        const int D = L->kv_lora + L->qk_rope;
        if (L->rope_mode != DLGO__ROPE_NONE && L->rope_mode != DLGO__ROPE_NORM && L->rope_mode != DLGO__ROPE_NEOX) return 0;
        if (D > 256 || D % 2 || L->kv_lora % 2 || L->n_head > DLGO__VK_MIX_MAX_MLA_HEADS || L->sinks.data || !L->v_in_k) return 0;
        return dlgo__vk_w_ok(&L->wq_a) && dlgo__vk_w_ok(&L->wq_b) && dlgo__vk_w_ok(&L->wkv_a) && dlgo__vk_w_ok(&L->wk_b) && dlgo__vk_w_ok(&L->wv_b);
    }
    default: return 0;
    }
}

static int dlgo__vk_mix_group(const dlgo__layer *L, const uint8_t **data, uint64_t *bytes, int n) {
#define DLGO__VKM(w) do { if ((w).data) { data[n] = (w).data; bytes[n] = dlgo__vk_w_bytes(&(w)); n++; } } while (0)
    if (L->mixer == DLGO__MIX_GDN) {
        DLGO__VKM(L->ssm_z); DLGO__VKM(L->ssm_conv1d); DLGO__VKM(L->ssm_dt); DLGO__VKM(L->ssm_a); DLGO__VKM(L->ssm_beta);
        DLGO__VKM(L->ssm_alpha); DLGO__VKM(L->ssm_ba); DLGO__VKM(L->ssm_norm); DLGO__VKM(L->ssm_out);
    } else if (L->mixer == DLGO__MIX_MLA && L->n_head <= DLGO__VK_MIX_MAX_MLA_HEADS) {
        DLGO__VKM(L->wq_a); DLGO__VKM(L->q_a_norm); DLGO__VKM(L->wq_b); DLGO__VKM(L->wkv_a); DLGO__VKM(L->kv_a_norm);
        for (int hh = 0; hh < L->n_head; hh++) {   /* one tensor per head: the matmul kernel takes a whole matrix */
            dlgo__w kb = dlgo__w_slab(&L->wk_b, hh), vb = dlgo__w_slab(&L->wv_b, hh);
            DLGO__VKM(kb); DLGO__VKM(vb);
        }
    }
#undef DLGO__VKM
    return n;
}

static uint64_t dlgo__vk_mix_act_floats(const dlgo_model *m, uint64_t B, int n_gpu) {
    uint64_t tok = 0;
    for (int il = 0; il < n_gpu && il < m->n_layer; il++) {
        const uint64_t f = dlgo__vk_mix_tok_floats(m, &m->layers[il]);
        if (f > tok) tok = f;
    }
    return dlgo__vk_gdn_state_off(m, n_gpu < m->n_layer ? n_gpu : m->n_layer) + B * tok + (tok ? 64 : 0);
}

static void dlgo__vk_mix_before_step(dlgo_vk_ctx *g, uint32_t *params) {
    params[2] = g->c->n_past == 0;   /* the recurrent states start from zero */
}

/* strided per-head copy (mode 0) or dst *= sigmoid(src) (mode 1) */
static void dlgo__vk_mix_move(dlgo_vk_ctx *g, uint32_t hint, int n_tok, uint32_t n, uint32_t heads, uint32_t src, uint32_t src_st, uint32_t src_hs,
                              uint32_t dst, uint32_t dst_st, uint32_t dst_hs, uint32_t mode) {
    uint32_t pc[32]; memset(pc, 0, sizeof pc);
    pc[0] = n; pc[1] = heads; pc[2] = src; pc[3] = src_st; pc[4] = src_hs; pc[5] = dst; pc[6] = dst_st; pc[7] = dst_hs; pc[8] = mode;
    dlgo__vk_disp(g, "mix_util", hint, pc, (n * heads + 63) / 64, (uint32_t)n_tok, 1);
}
/* A matmul input as the CPU pass feeds it: rounded to the weight's dot-product type when that is f16 or bf16
   (quantized types take their activations in f32 here). src == dst rounds in place; otherwise *cached remembers
   which rounding dst already holds, so several matmuls on one input round it once. Returns the offset to read. */
static uint32_t dlgo__vk_mix_in(dlgo_vk_ctx *g, uint32_t hint, int n_tok, const dlgo__w *W, uint32_t n, uint32_t heads, uint32_t src,
                                uint32_t src_st, uint32_t src_hs, uint32_t dst, uint32_t dst_st, uint32_t dst_hs, int *cached) {
    const uint32_t mode = W->type == DLGO_TYPE_F16 ? 2 : W->type == DLGO_TYPE_BF16 ? 3 : 0;
    if (!mode) return src;
    if (!cached || *cached != (int)mode) dlgo__vk_mix_move(g, hint, n_tok, n, heads, src, src_st, src_hs, dst, dst_st, dst_hs, mode);
    if (cached) *cached = (int)mode;
    return dst;
}
/* rope of `heads` vectors per token, head_stride apart (the CPU's dlgo__rope on each) */
static void dlgo__vk_mix_rope(dlgo_vk_ctx *g, const dlgo__layer *L, uint32_t hint, uint32_t off, uint32_t stride, uint32_t heads,
                              uint32_t head_stride, int n_tok) {
    if (L->rope_mode == DLGO__ROPE_NONE || L->n_rot == 0) return;
    const int nr = L->n_rot;
    uint32_t pc[32]; memset(pc, 0, sizeof pc);
    pc[0] = off; pc[1] = stride; pc[2] = heads; pc[3] = head_stride; pc[4] = (uint32_t)nr; pc[5] = (uint32_t)L->rope_mode;
    pc[6] = dlgo__vk_f(powf(L->rope_base, -2.0f / (float)nr)); pc[7] = dlgo__vk_f(L->freq_scale); pc[8] = dlgo__vk_f(L->attn_factor);
    pc[9] = DLGO__VK_NONE;
    if (L->rope_freqs) {
        uint32_t ch = 0; uint64_t o = 0;
        if (dlgo__vk_find(g->vm, L->rope_freqs, hint, &ch, &o)) pc[9] = (uint32_t)(o / 4);
    }
    for (int k = 0; k < 4; k++) pc[10 + k] = (uint32_t)L->rope_sections[k];
    if (L->ext_factor != 0) {   /* YaRN's correction range, as dlgo__rope computes it */
        float lo = floorf(nr * logf((float)L->n_ctx_orig / (L->beta_fast * 2.0f * 3.14159265358979f)) / (2.0f * logf(L->rope_base)));
        float hi = ceilf(nr * logf((float)L->n_ctx_orig / (L->beta_slow * 2.0f * 3.14159265358979f)) / (2.0f * logf(L->rope_base)));
        pc[14] = dlgo__vk_f(L->ext_factor); pc[15] = dlgo__vk_f(lo > 0 ? lo : 0); pc[16] = dlgo__vk_f(hi < nr - 1 ? hi : (float)(nr - 1));
    }
    dlgo__vk_disp(g, "mix_rope", hint, pc, (heads * (uint32_t)(nr / 2) + 63) / 64, (uint32_t)n_tok, 1);
}
/* append rows to layer il's cache and attend (the shared kv_store and attention kernels) */
static void dlgo__vk_mix_attend(dlgo_vk_ctx *g, const dlgo__layer *L, int il, uint32_t hint, int n_tok, uint32_t k_off, uint32_t v_off, uint32_t kv_st,
                                uint32_t nk, uint32_t nv, uint32_t q_off, uint32_t q_st, uint32_t dk, uint32_t dv, uint32_t out_off) {
    const dlgo_ctx *c = g->c;
    const uint32_t H = (uint32_t)L->n_head, Hkv = (uint32_t)L->n_head_kv;
    const uint32_t vc = L->v_in_k ? g->k_off[il] : g->v_off[il], rv = L->v_in_k ? g->kv_rk : g->kv_rv;   /* MLA: V is the K row's prefix */
    uint32_t pc[32]; memset(pc, 0, sizeof pc);
    pc[0] = k_off; pc[1] = kv_st; pc[2] = v_off; pc[3] = kv_st; pc[4] = nk; pc[5] = nv; pc[6] = g->k_off[il]; pc[7] = g->v_off[il];
    pc[8] = g->kv_rk; pc[9] = g->kv_rv; pc[10] = (uint32_t)c->kv_f16;
    {
        uint32_t n = nk > nv ? nk : nv; if (c->kv_f16) n = (n + 1) / 2;
        dlgo__vk_disp(g, "kv_store", hint, pc, (n + 63) / 64, (uint32_t)n_tok, 1);
    }
    memset(pc, 0, sizeof pc);
    pc[0] = q_off; pc[1] = q_st; pc[2] = H; pc[3] = Hkv; pc[4] = dk; pc[5] = dv; pc[6] = g->k_off[il]; pc[7] = vc;
    pc[8] = g->kv_rk; pc[9] = rv; pc[10] = out_off; pc[11] = H * dv; pc[12] = (uint32_t)L->swa; pc[13] = (uint32_t)c->kv_f16;
    pc[14] = dlgo__vk_f(L->kq_scale); pc[15] = dlgo__vk_f(L->attn_softcap);
    pc[16] = dlgo__vk_wf(g, &L->sinks, hint);   /* NONE (layer_ok refuses sinks here); >>vk-moe's kernel reads it */
    dlgo__vk_disp(g, "attention", hint, pc, H, (uint32_t)n_tok, 1);
}
/* the output projection into the residual (through the post-norm when there is one), as dlgo__vk_record_attn ends */
static void dlgo__vk_mix_out(dlgo_vk_ctx *g, const dlgo__layer *L, const dlgo__w *W, const dlgo__w *b, uint32_t hint, uint32_t in_off, uint32_t in_st, int n_tok) {
    const dlgo_model *m = g->vm->model;
    const uint32_t E = (uint32_t)m->n_embd;
    if (L->post_attn_norm.data) {
        dlgo__vk_matmul(g, W, b, hint, in_off, in_st, g->o_o, E, n_tok, 0, 0);
        dlgo__vk_norm(g, hint, (int)E, 1, n_tok, g->o_o, E, g->o_o, E, &L->post_attn_norm, NULL, DLGO__NORM_RMS, m->norm_eps, g->o_x, E);
    } else dlgo__vk_matmul(g, W, b, hint, in_off, in_st, g->o_x, E, n_tok, 1, 0);
}

/* gated attention: attn_q rows are per head [q | gate]; the attention output is multiplied by sigmoid(gate) */
static void dlgo__vk_mix_gated(dlgo_vk_ctx *g, int il, int n_tok, uint32_t hint, uint32_t s) {
    const dlgo_model *m = g->vm->model;
    const dlgo__layer *L = &m->layers[il];
    const uint32_t E = (uint32_t)m->n_embd, H = (uint32_t)L->n_head, Hkv = (uint32_t)L->n_head_kv, dk = (uint32_t)L->d_k, dv = (uint32_t)L->d_v;
    const uint32_t Q = H * dk, K = Hkv * dk, V = Hkv * dv, n = (uint32_t)n_tok;
    const uint32_t hr = s, qg = hr + n * E, gate = qg + n * 2 * Q, q = gate + n * Q, kv = q + n * Q, att = kv + n * (K + V);
    int hc = 0;
    uint32_t x = dlgo__vk_mix_in(g, hint, n_tok, &L->wq, E, 1, g->o_h, E, 0, hr, E, 0, &hc);
    dlgo__vk_matmul(g, &L->wq, &L->bq, hint, x, E, qg, 2 * Q, n_tok, 0, 0);
    dlgo__vk_mix_move(g, hint, n_tok, dk, H, qg, 2 * Q, 2 * dk, q, Q, dk, 0);
    dlgo__vk_mix_move(g, hint, n_tok, dk, H, qg + dk, 2 * Q, 2 * dk, gate, Q, dk, 0);
    x = dlgo__vk_mix_in(g, hint, n_tok, &L->wk, E, 1, g->o_h, E, 0, hr, E, 0, &hc);
    dlgo__vk_matmul(g, &L->wk, &L->bk, hint, x, E, kv, K + V, n_tok, 0, 0);
    x = dlgo__vk_mix_in(g, hint, n_tok, &L->wv, E, 1, g->o_h, E, 0, hr, E, 0, &hc);
    dlgo__vk_matmul(g, &L->wv, &L->bv, hint, x, E, kv + K, K + V, n_tok, 0, 0);
    if (L->q_norm.data) dlgo__vk_norm(g, hint, (int)dk, (int)H, n_tok, q, Q, q, Q, &L->q_norm, NULL, DLGO__NORM_RMS, m->norm_eps, DLGO__VK_NONE, 0);
    if (L->k_norm.data) dlgo__vk_norm(g, hint, (int)dk, (int)Hkv, n_tok, kv, K + V, kv, K + V, &L->k_norm, NULL, DLGO__NORM_RMS, m->norm_eps, DLGO__VK_NONE, 0);
    dlgo__vk_mix_rope(g, L, hint, q, Q, H, dk, n_tok);
    dlgo__vk_mix_rope(g, L, hint, kv, K + V, Hkv, dk, n_tok);
    dlgo__vk_mix_attend(g, L, il, hint, n_tok, kv, kv + K, K + V, K, V, q, Q, dk, dv, att);
    dlgo__vk_mix_move(g, hint, n_tok, H * dv, 1, gate, Q, 0, att, H * dv, 0, 1);
    dlgo__vk_mix_in(g, hint, n_tok, &L->wo, H * dv, 1, att, H * dv, 0, att, H * dv, 0, NULL);
    dlgo__vk_mix_out(g, L, &L->wo, &L->bo, hint, att, H * dv, n_tok);
}

/* Gated DeltaNet: projections over the batch, the conv and the recurrence in token order, gated norm, ssm_out */
static void dlgo__vk_mix_gdn(dlgo_vk_ctx *g, int il, int n_tok, uint32_t hint, uint32_t s) {
    const dlgo_model *m = g->vm->model;
    const dlgo__layer *L = &m->layers[il];
    const uint32_t E = (uint32_t)m->n_embd, dk = (uint32_t)L->ssm_dk, Hk = (uint32_t)L->ssm_hk, Hv = (uint32_t)L->ssm_hv, Kc = (uint32_t)L->ssm_conv;
    const uint32_t C = 2 * Hk * dk + Hv * dk, Vd = Hv * dk, n = (uint32_t)n_tok;
    const uint32_t hr = s, mix = hr + n * E, cv = mix + n * C, z = cv + n * C, y = z + n * Vd, ba = y + n * Vd;
    const uint32_t st = g->o_mix + (uint32_t)dlgo__vk_gdn_state_off(m, il);
    dlgo__w none; memset(&none, 0, sizeof none);
    uint32_t pc[32];
    int hc = 0;
#define DLGO__VKIN(w) dlgo__vk_mix_in(g, hint, n_tok, &(w), E, 1, g->o_h, E, 0, hr, E, 0, &hc)
    dlgo__vk_matmul(g, &L->wqkv, &none, hint, DLGO__VKIN(L->wqkv), E, mix, C, n_tok, 0, 0);
    dlgo__vk_matmul(g, &L->ssm_z, &none, hint, DLGO__VKIN(L->ssm_z), E, z, Vd, n_tok, 0, 0);
    if (L->ssm_ba.data) dlgo__vk_matmul(g, &L->ssm_ba, &none, hint, DLGO__VKIN(L->ssm_ba), E, ba, 2 * Hv, n_tok, 0, 0);   /* grouped per key head */
    else {
        dlgo__vk_matmul(g, &L->ssm_beta, &none, hint, DLGO__VKIN(L->ssm_beta), E, ba, 2 * Hv, n_tok, 0, 0);
        dlgo__vk_matmul(g, &L->ssm_alpha, &none, hint, DLGO__VKIN(L->ssm_alpha), E, ba + Hv, 2 * Hv, n_tok, 0, 0);
    }
#undef DLGO__VKIN
    memset(pc, 0, sizeof pc);
    pc[0] = C; pc[1] = Kc; pc[2] = n; pc[3] = mix; pc[4] = cv; pc[5] = st; pc[6] = dlgo__vk_wf(g, &L->ssm_conv1d, hint);
    dlgo__vk_disp(g, "gdn_conv", hint, pc, (C + 63) / 64, 1, 1);
    memset(pc, 0, sizeof pc);
    pc[0] = C; pc[1] = dk; pc[2] = Hk; pc[3] = Hv; pc[4] = (uint32_t)L->ssm_tiled; pc[5] = n; pc[6] = cv; pc[7] = ba;
    pc[8] = L->ssm_ba.data != NULL; pc[9] = dlgo__vk_wf(g, &L->ssm_dt, hint); pc[10] = dlgo__vk_wf(g, &L->ssm_a, hint);
    pc[11] = dlgo__vk_wf(g, &L->ssm_norm, hint); pc[12] = st + (Kc - 1) * C; pc[13] = z; pc[14] = y; pc[15] = dlgo__vk_f(m->norm_eps);
    dlgo__vk_disp(g, "gdn_step", hint, pc, Hv, 1, 1);
    dlgo__vk_mix_in(g, hint, n_tok, &L->ssm_out, Vd, 1, y, Vd, 0, y, Vd, 0, NULL);
    dlgo__vk_mix_out(g, L, &L->ssm_out, &none, hint, y, Vd, n_tok);
}

/* MLA, absorbed: cache [norm(c_kv) | rope(k_pe)]; per head q_abs = [W_kb,h^T q_nope,h | q_pe,h], attention over the
   latents (V = the c_kv prefix of each cached row), W_vb,h back out, then attn_output */
static void dlgo__vk_mix_mla(dlgo_vk_ctx *g, int il, int n_tok, uint32_t hint, uint32_t s) {
    const dlgo_model *m = g->vm->model;
    const dlgo__layer *L = &m->layers[il];
    const uint32_t E = (uint32_t)m->n_embd, H = (uint32_t)L->n_head, nn = (uint32_t)L->qk_nope, r = (uint32_t)L->qk_rope, R = (uint32_t)L->kv_lora;
    const uint32_t vh = (uint32_t)L->v_mla, ql = (uint32_t)L->q_lora, QW = H * (nn + r), D = R + r, n = (uint32_t)n_tok;
    const uint32_t hr = s, qa = hr + n * E, qf = qa + n * ql, ckv = qf + n * QW, qabs = ckv + n * D, att = qabs + n * H * D, o2 = att + n * H * R;
    dlgo__w none; memset(&none, 0, sizeof none);
    int hc = 0;
#define DLGO__VKIN(w) dlgo__vk_mix_in(g, hint, n_tok, &(w), E, 1, g->o_h, E, 0, hr, E, 0, &hc)
    if (L->wq_a.data) {
        dlgo__vk_matmul(g, &L->wq_a, &none, hint, DLGO__VKIN(L->wq_a), E, qa, ql, n_tok, 0, 0);
        dlgo__vk_norm(g, hint, (int)ql, 1, n_tok, qa, ql, qa, ql, &L->q_a_norm, NULL, DLGO__NORM_RMS, m->norm_eps, DLGO__VK_NONE, 0);
        dlgo__vk_mix_in(g, hint, n_tok, &L->wq_b, ql, 1, qa, ql, 0, qa, ql, 0, NULL);
        dlgo__vk_matmul(g, &L->wq_b, &none, hint, qa, ql, qf, QW, n_tok, 0, 0);
    } else dlgo__vk_matmul(g, &L->wq, &none, hint, DLGO__VKIN(L->wq), E, qf, QW, n_tok, 0, 0);
    dlgo__vk_matmul(g, &L->wkv_a, &none, hint, DLGO__VKIN(L->wkv_a), E, ckv, D, n_tok, 0, 0);
#undef DLGO__VKIN
    dlgo__vk_mix_rope(g, L, hint, ckv + R, D, 1, D, n_tok);   /* one shared rope head */
    dlgo__vk_norm(g, hint, (int)R, 1, n_tok, ckv, D, ckv, D, &L->kv_a_norm, NULL, DLGO__NORM_RMS, m->norm_eps, DLGO__VK_NONE, 0);
    dlgo__vk_mix_rope(g, L, hint, qf + nn, QW, H, nn + r, n_tok);
    dlgo__vk_mix_in(g, hint, n_tok, &L->wk_b, nn, H, qf, QW, nn + r, qf, QW, nn + r, NULL);   /* q_nope only */
    for (uint32_t hh = 0; hh < H; hh++) {
        dlgo__w kb = dlgo__w_slab(&L->wk_b, (int)hh);
        dlgo__vk_matmul(g, &kb, &none, hint, qf + hh * (nn + r), QW, qabs + hh * D, H * D, n_tok, 0, 0);
    }
    dlgo__vk_mix_move(g, hint, n_tok, r, H, qf + nn, QW, nn + r, qabs + R, H * D, D, 0);
    dlgo__vk_mix_attend(g, L, il, hint, n_tok, ckv, ckv, D, D, 0, qabs, H * D, D, R, att);
    dlgo__vk_mix_in(g, hint, n_tok, &L->wv_b, H * R, 1, att, H * R, 0, att, H * R, 0, NULL);
    for (uint32_t hh = 0; hh < H; hh++) {
        dlgo__w vb = dlgo__w_slab(&L->wv_b, (int)hh);
        dlgo__vk_matmul(g, &vb, &none, hint, att + hh * R, H * R, o2 + hh * vh, H * vh, n_tok, 0, 0);
    }
    dlgo__vk_mix_in(g, hint, n_tok, &L->wo, H * vh, 1, o2, H * vh, 0, o2, H * vh, 0, NULL);
    dlgo__vk_mix_out(g, L, &L->wo, &L->bo, hint, o2, H * vh, n_tok);
}

static void dlgo__vk_record_mix(dlgo_vk_ctx *g, int il, int n_tok, uint32_t hint) {
    const dlgo_model *m = g->vm->model;
    const uint32_t s = g->o_mix + (uint32_t)dlgo__vk_gdn_state_off(m, g->vm->n_gpu);   /* scratch after the states */
    switch (m->layers[il].mixer) {
    case DLGO__MIX_ATTN_GATED: dlgo__vk_mix_gated(g, il, n_tok, hint, s); break;
    case DLGO__MIX_GDN: dlgo__vk_mix_gdn(g, il, n_tok, hint, s); break;
    case DLGO__MIX_MLA: dlgo__vk_mix_mla(g, il, n_tok, hint, s); break;
    default: DLGO_ASSERT(0 && "no GPU path for this mixer");
    }
}

#else /* no Vulkan in this build */

DLGO_API dlgo_result dlgo_vk_device_create(const dlgo_vk_device_desc *desc, dlgo_vk_device **out, dlgo_error *err) {
    (void)desc; if (out) *out = NULL;
#if defined(DLGO_NO_VULKAN)
    return dlgo__err(err, DLGO_ERR_UNSUPPORTED, "vulkan: this build has DLGO_NO_VULKAN");
#else
    return dlgo__err(err, DLGO_ERR_UNSUPPORTED, "vulkan: not in this build (it needs <volk.h> and dlgo_shaders.h next to "
                     "dlgo.h, or -DDLGO_VULKAN)");
#endif
}
DLGO_API void        dlgo_vk_device_destroy(dlgo_vk_device *d) { (void)d; }
DLGO_API const char *dlgo_vk_device_name(const dlgo_vk_device *d) { (void)d; return ""; }
DLGO_API uint64_t    dlgo_vk_device_budget(const dlgo_vk_device *d) { (void)d; return 0; }
DLGO_API uint32_t    dlgo_vk_validation_messages(const dlgo_vk_device *d) { (void)d; return 0; }
DLGO_API void       *dlgo_vk_device_handle(const dlgo_vk_device *d) { (void)d; return NULL; }
DLGO_API dlgo_result dlgo_vk_model_create(dlgo_vk_device *d, const dlgo_model *m, const dlgo_vk_model_desc *desc, dlgo_vk_model **out, dlgo_error *err) {
    (void)d; (void)m; (void)desc; if (out) *out = NULL;
    return dlgo__err(err, DLGO_ERR_UNSUPPORTED, "vulkan: not in this build");
}
DLGO_API void        dlgo_vk_model_destroy(dlgo_vk_model *vm) { (void)vm; }
DLGO_API int32_t     dlgo_vk_model_n_gpu_layers(const dlgo_vk_model *vm) { (void)vm; return 0; }
DLGO_API int         dlgo_vk_model_output_on_gpu(const dlgo_vk_model *vm) { (void)vm; return 0; }
DLGO_API dlgo_result dlgo_vk_ctx_create(dlgo_vk_model *vm, dlgo_ctx *c, dlgo_vk_ctx **out, dlgo_error *err) {
    (void)vm; (void)c; if (out) *out = NULL;
    return dlgo__err(err, DLGO_ERR_UNSUPPORTED, "vulkan: not in this build");
}
DLGO_API void        dlgo_vk_ctx_destroy(dlgo_vk_ctx *g) { (void)g; }
static dlgo_result dlgo__vk_eval_batches(dlgo_vk_ctx *g, const int32_t *tokens, int32_t n, dlgo_error *err) {
    (void)g; (void)tokens; (void)n;
    return dlgo__err(err, DLGO_ERR_UNSUPPORTED, "vulkan: not in this build");
}
#endif /* DLGO__VK */

/* ==========================================================================================================
   >>whisper — WAV input, whisper.cpp's ggml model format, log-mel, encoder, decoder, greedy transcription

   Numbers are whisper.cpp's CPU backend with flash attention off, bit for bit on x86 (see "whisper.cpp-exact
   arithmetic" below): f16 and q8_0 weights use ggml's own dot products; other weight types (q4_0, q5_x, ...) go
   through dlgo__matmul and match to rounding. Every f16 cast of the graph (im2col, K/V and their caches, the
   f16 matmul inputs, the softmax probabilities) is repeated; K/V caches are stored as f16.
   ========================================================================================================== */
/* Matching whisper.cpp bit for bit needs every a*b+c below rounded as written. ISO C modes (-std=c99) never
   fuse it into an fma; GNU modes, C++ and clang's default may, which moved Q8_0 logits by 1e-2. So contraction
   is off from here to the end of >>vad (fmaf() is used where ggml itself fuses). */
#if defined(__clang__) && (defined(__x86_64__) || defined(__i386__))
#  pragma float_control(push)
#  pragma clang fp contract(off)
#elif defined(__clang__)   /* (float_control is x86-only in clang: back to clang's default "on" at the end) */
#  pragma clang fp contract(off)
#endif
/* (DLGO__NOFMA, defined before dlgo__nearest_int in >>quant, keeps GCC from fusing a product into an addition) */

/* ---- bounded little-endian reader: every read checks the remaining bytes ---- */
typedef struct dlgo__brd { const uint8_t *p; size_t n, off; int bad; } dlgo__brd;
static int32_t dlgo__brd_i32(dlgo__brd *r) {
    if (r->bad || r->n - r->off < 4) { r->bad = 1; return 0; }
    int32_t v = (int32_t)dlgo__rd32(r->p + r->off); r->off += 4; return v;
}
static const uint8_t *dlgo__brd_bytes(dlgo__brd *r, size_t k) {
    if (r->bad || r->n - r->off < k) { r->bad = 1; return NULL; }
    const uint8_t *q = r->p + r->off; r->off += k; return q;
}

/* Read a whole file into memory (the legacy formats are parsed from one span). */
#ifndef DLGO_NO_STDIO
static dlgo_result dlgo__slurp(const dlgo_allocator *a, const char *path, uint8_t **buf, size_t *size, const char *what, dlgo_error *err) {
    *buf = NULL; *size = 0;
    if (!path) return dlgo__err(err, DLGO_ERR_INVALID_ARG, "%s: path is NULL", what);
#ifdef DLGO__HAVE_MMAP
    struct stat st;   /* a FIFO or a device would block or never end: only regular files are read */
    if (stat(path, &st) == 0 && !S_ISREG(st.st_mode)) return dlgo__err(err, DLGO_ERR_IO, "%s: '%s' is not a regular file", what, path);
#endif
    FILE *f = fopen(path, "rb");
    if (!f) return dlgo__err(err, DLGO_ERR_IO, "%s: cannot open '%s'", what, path);
    long n = -1;
    if (fseek(f, 0, SEEK_END) == 0) n = ftell(f);
    if (n < 0 || fseek(f, 0, SEEK_SET) != 0) { fclose(f); return dlgo__err(err, DLGO_ERR_IO, "%s: cannot size '%s'", what, path); }
    uint8_t *b = (uint8_t *)dlgo__malloc(a, (size_t)n + 1);
    if (!b) { fclose(f); return dlgo__err(err, DLGO_ERR_OOM, "%s: out of memory reading '%s' (%ld bytes)", what, path, n); }
    if (n > 0 && fread(b, 1, (size_t)n, f) != (size_t)n) { fclose(f); dlgo__free(a, b); return dlgo__err(err, DLGO_ERR_IO, "%s: read error in '%s'", what, path); }
    fclose(f);
    *buf = b; *size = (size_t)n;
    return DLGO_OK;
}
#endif

/* ---- WAV ---- */
static dlgo_result dlgo__resample(const float *in, int64_t n_in, int32_t rate_in, int32_t rate_out, const dlgo_allocator *allocator,
                                  float **out, int64_t *n_out, dlgo_error *err) {
    if (!out || !n_out || (!in && n_in > 0) || n_in < 0 || rate_in <= 0 || rate_out <= 0)
        return dlgo__err(err, DLGO_ERR_INVALID_ARG, "resample: bad arguments (rates %d -> %d, %lld samples)", rate_in, rate_out, (long long)n_in);
    *out = NULL; *n_out = 0;
    const int64_t n = (int64_t)((double)n_in * rate_out / rate_in);
    float *y = (float *)dlgo__malloc(allocator, (size_t)(n > 0 ? n : 1) * sizeof(float));
    if (!y) return dlgo__err(err, DLGO_ERR_OOM, "resample: out of memory for %lld samples", (long long)n);
    if (rate_in == rate_out) { if (n) memcpy(y, in, (size_t)n * sizeof(float)); *out = y; *n_out = n; return DLGO_OK; }
    /* Hann-windowed sinc; the cutoff sits at the lower Nyquist so downsampling does not alias */
    const double ratio = (double)rate_out / rate_in, fc = ratio < 1 ? ratio : 1.0;
    const int half = 16;
    const double reach = half / fc;
    for (int64_t i = 0; i < n; i++) {
        const double t = i / ratio;
        int64_t j0 = (int64_t)ceil(t - reach), j1 = (int64_t)floor(t + reach);
        if (j0 < 0) j0 = 0;
        if (j1 > n_in - 1) j1 = n_in - 1;
        double s = 0;
        for (int64_t j = j0; j <= j1; j++) {
            const double x = (t - (double)j) * fc;
            const double sinc = fabs(x) < 1e-9 ? 1.0 : sin(3.14159265358979323846 * x) / (3.14159265358979323846 * x);
            const double win = 0.5 + 0.5 * cos(3.14159265358979323846 * x / half);
            const double k = sinc * win;
            s += k * in[j];
        }
        y[i] = (float)(s * fc);
    }
    *out = y; *n_out = n;
    return DLGO_OK;
}

static dlgo_result dlgo__wav_read_memory(const void *data, size_t size, int32_t target_rate, const dlgo_allocator *allocator,
                                         float **samples, int64_t *n_samples, int32_t *file_rate, dlgo_error *err) {
    dlgo_error local; if (!err) err = &local;
    if (!samples || !n_samples || (!data && size)) return dlgo__err(err, DLGO_ERR_INVALID_ARG, "wav: NULL argument");
    *samples = NULL; *n_samples = 0;
    const uint8_t *p = (const uint8_t *)data;
    if (size < 12 || memcmp(p, "RIFF", 4) || memcmp(p + 8, "WAVE", 4))
        return dlgo__err(err, DLGO_ERR_FORMAT, "wav: not a RIFF/WAVE file (%zu bytes)", size);
    int have_fmt = 0, fmt_tag = 0, channels = 0, bits = 0; uint32_t rate = 0;
    const uint8_t *pcm = NULL; size_t pcm_bytes = 0;
    size_t off = 12;
    while (off + 8 <= size) {
        const uint8_t *ck = p + off; uint32_t len = dlgo__rd32(ck + 4);
        const size_t avail = size - off - 8;
        if (!memcmp(ck, "fmt ", 4)) {
            if (len < 16 || len > avail) return dlgo__err(err, DLGO_ERR_FORMAT, "wav: 'fmt ' chunk of %u bytes is truncated or too short", len);
            fmt_tag = dlgo__rd16(ck + 8); channels = dlgo__rd16(ck + 10); rate = dlgo__rd32(ck + 12); bits = dlgo__rd16(ck + 22);
            if (fmt_tag == 0xFFFE && len >= 40) fmt_tag = dlgo__rd16(ck + 32);   /* WAVE_FORMAT_EXTENSIBLE: sub-format GUID */
            have_fmt = 1;
        } else if (!memcmp(ck, "data", 4)) {
            pcm = ck + 8; pcm_bytes = len <= avail ? len : avail;   /* a truncated last chunk keeps what is there */
            if (have_fmt) break;
        }
        if ((size_t)len > avail) break;
        off += 8 + (size_t)len + (len & 1);   /* chunks are padded to even sizes */
    }
    if (!have_fmt) return dlgo__err(err, DLGO_ERR_FORMAT, "wav: no 'fmt ' chunk");
    if (!pcm) return dlgo__err(err, DLGO_ERR_FORMAT, "wav: no 'data' chunk");
    if (channels < 1 || channels > 64) return dlgo__err(err, DLGO_ERR_FORMAT, "wav: %d channels", channels);
    if (rate < 1000 || rate > 768000) return dlgo__err(err, DLGO_ERR_UNSUPPORTED, "wav: sample rate %u Hz is out of range", rate);
    int is_float = fmt_tag == 3;
    if (!(fmt_tag == 1 && (bits == 16 || bits == 24 || bits == 32)) && !(is_float && bits == 32))
        return dlgo__err(err, DLGO_ERR_UNSUPPORTED, "wav: format tag %d with %d bits per sample (supported: PCM 16/24/32-bit, float 32-bit)", fmt_tag, bits);
    const size_t bps = (size_t)bits / 8, frame = bps * (size_t)channels;
    const int64_t nf = (int64_t)(pcm_bytes / frame);
    float *mono = (float *)dlgo__malloc(allocator, (size_t)(nf > 0 ? nf : 1) * sizeof(float));
    if (!mono) return dlgo__err(err, DLGO_ERR_OOM, "wav: out of memory for %lld frames", (long long)nf);
    for (int64_t i = 0; i < nf; i++) {
        float s = 0;
        for (int ch = 0; ch < channels; ch++) {
            const uint8_t *q = pcm + (size_t)i * frame + (size_t)ch * bps;
            float v;
            if (is_float) { uint32_t u = dlgo__rd32(q); memcpy(&v, &u, 4); }
            else if (bits == 16) v = (float)(int16_t)dlgo__rd16(q) / 32768.0f;
            else if (bits == 24) v = (float)((int32_t)(((uint32_t)q[0] << 8) | ((uint32_t)q[1] << 16) | ((uint32_t)q[2] << 24)) >> 8) / 8388608.0f;
            else v = (float)((double)(int32_t)dlgo__rd32(q) / 2147483648.0);
            s += v;
        }
        mono[i] = channels == 1 ? s : s / (float)channels;
    }
    if (file_rate) *file_rate = (int32_t)rate;
    if (target_rate <= 0 || (uint32_t)target_rate == rate) { *samples = mono; *n_samples = nf; return DLGO_OK; }
    dlgo_result r = dlgo__resample(mono, nf, (int32_t)rate, target_rate, allocator, samples, n_samples, err);
    dlgo__free(allocator, mono);
    return r;
}
#ifndef DLGO_NO_STDIO
static dlgo_result dlgo__wav_read_file(const char *path, int32_t target_rate, const dlgo_allocator *allocator,
                                       float **samples, int64_t *n_samples, int32_t *file_rate, dlgo_error *err) {
    *samples = NULL;
    *n_samples = 0;
    dlgo_error local; if (!err) err = &local;
    uint8_t *buf; size_t size;
    DLGO__TRY(dlgo__slurp(allocator, path, &buf, &size, "wav", err));
    dlgo_result r = dlgo__wav_read_memory(buf, size, target_rate, allocator, samples, n_samples, file_rate, err);
    if (r != DLGO_OK) { char m[sizeof err->msg]; memcpy(m, err->msg, sizeof m); snprintf(err->msg, sizeof err->msg, "%.300s (file '%.60s')", m, path); }
    dlgo__free(allocator, buf);
    return r;
}
#endif

/* The public audio calls: a desc in, a dlgo_audio out that remembers its allocator. */
static dlgo_result dlgo__audio_begin(const dlgo_audio_desc *desc, dlgo_audio *out, dlgo_allocator *a) {
    if (!out) return DLGO_ERR_INVALID_ARG;
    *a = *dlgo__alloc_or_default(desc ? desc->allocator : NULL);
    return DLGO_OK;
}
DLGO_API dlgo_result dlgo_wav_read_memory(const void *data, size_t size, const dlgo_audio_desc *desc, dlgo_audio *out,
                                          dlgo_error *err) {
    if (out) memset(out, 0, sizeof *out);   /* outputs are cleared on entry, whatever happens next */
    dlgo_allocator a;
    if (dlgo__audio_begin(desc, out, &a) != DLGO_OK) return dlgo__err(err, DLGO_ERR_INVALID_ARG, "wav: NULL result");
    const int32_t rate = desc ? desc->sample_rate : 0;
    DLGO__TRY(dlgo__wav_read_memory(data, size, rate, &a, &out->samples, &out->n_samples, &out->file_rate, err));
    out->sample_rate = rate > 0 ? rate : out->file_rate;
    out->alloc_ = a;
    return DLGO_OK;
}
#ifndef DLGO_NO_STDIO
DLGO_API dlgo_result dlgo_wav_read_file(const char *path, const dlgo_audio_desc *desc, dlgo_audio *out, dlgo_error *err) {
    if (out) memset(out, 0, sizeof *out);   /* outputs are cleared on entry, whatever happens next */
    dlgo_allocator a;
    if (dlgo__audio_begin(desc, out, &a) != DLGO_OK) return dlgo__err(err, DLGO_ERR_INVALID_ARG, "wav: NULL result");
    const int32_t rate = desc ? desc->sample_rate : 0;
    DLGO__TRY(dlgo__wav_read_file(path, rate, &a, &out->samples, &out->n_samples, &out->file_rate, err));
    out->sample_rate = rate > 0 ? rate : out->file_rate;
    out->alloc_ = a;
    return DLGO_OK;
}
#endif
DLGO_API dlgo_result dlgo_resample(const float *in, int64_t n_in, int32_t rate_in, const dlgo_audio_desc *desc, dlgo_audio *out,
                                   dlgo_error *err) {
    if (out) memset(out, 0, sizeof *out);   /* outputs are cleared on entry, whatever happens next */
    dlgo_allocator a;
    if (dlgo__audio_begin(desc, out, &a) != DLGO_OK) return dlgo__err(err, DLGO_ERR_INVALID_ARG, "resample: NULL result");
    const int32_t rate = desc ? desc->sample_rate : 0;
    DLGO__TRY(dlgo__resample(in, n_in, rate_in, rate, &a, &out->samples, &out->n_samples, err));
    out->sample_rate = rate;
    out->alloc_ = a;
    return DLGO_OK;
}
DLGO_API void dlgo_audio_free(dlgo_audio *a) {
    if (!a) return;
    dlgo__free(&a->alloc_, a->samples);
    memset(a, 0, sizeof *a);
}

/* ---- whisper.cpp's legacy tensor list: (n_dims, name_len, type, dims, name, data) to EOF, unpadded ---- */
typedef struct dlgo__ltensor { char name[64]; dlgo__w w; size_t src_off, bytes; } dlgo__ltensor;
typedef struct dlgo__ltab { dlgo__ltensor *t; int n, cap; uint8_t *arena; } dlgo__ltab;

static void dlgo__ltab_free(const dlgo_allocator *a, dlgo__ltab *tb) { dlgo__free(a, tb->t); dlgo__free(a, tb->arena); memset(tb, 0, sizeof *tb); }
/* Parse every tensor header, then copy all data into one 64-byte-aligned arena (file offsets are unaligned). */
static dlgo_result dlgo__ltab_read(const dlgo_allocator *a, dlgo__brd *r, dlgo__ltab *tb, const char *what, dlgo_error *err) {
    memset(tb, 0, sizeof *tb);
    size_t total = 0;
    while (r->off < r->n) {
        const size_t at = r->off;
        int32_t nd = dlgo__brd_i32(r), nl = dlgo__brd_i32(r), ty = dlgo__brd_i32(r);
        if (r->bad) return dlgo__err(err, DLGO_ERR_FORMAT, "%s: truncated tensor header at offset %zu", what, at);
        if (nd < 0 || nd > 4) return dlgo__err(err, DLGO_ERR_FORMAT, "%s: tensor at offset %zu has %d dimensions", what, at, nd);
        if (nl <= 0 || nl >= 64) return dlgo__err(err, DLGO_ERR_FORMAT, "%s: tensor at offset %zu has a name of %d bytes", what, at, nl);
        if (!dlgo_type_valid(ty) || !dlgo_type_can_dequantize(ty))
            return dlgo__err(err, DLGO_ERR_UNSUPPORTED, "%s: tensor at offset %zu has type %d, which dlgo cannot compute with", what, at, ty);
        int64_t ne[4] = { 1, 1, 1, 1 };
        for (int d = 0; d < nd; d++) {
            ne[d] = dlgo__brd_i32(r);
            if (ne[d] <= 0 || ne[d] > (1 << 28)) return dlgo__err(err, DLGO_ERR_FORMAT, "%s: tensor at offset %zu has dimension %d = %lld", what, at, d, (long long)ne[d]);
        }
        const uint8_t *nm = dlgo__brd_bytes(r, (size_t)nl);
        if (!nm) return dlgo__err(err, DLGO_ERR_FORMAT, "%s: truncated tensor name at offset %zu", what, at);
        if (tb->n >= tb->cap) {
            size_t cap = (size_t)tb->cap;
            if (!dlgo__grow(a, (void **)&tb->t, &cap, (size_t)tb->n + 1, sizeof *tb->t)) return dlgo__err(err, DLGO_ERR_OOM, "%s: out of memory", what);
            tb->cap = (int)cap;
        }
        dlgo__ltensor *t = &tb->t[tb->n];
        memset(t, 0, sizeof *t);
        memcpy(t->name, nm, (size_t)nl); t->name[nl] = 0;
        const int64_t bs = dlgo_type_block_size(ty);
        if (ne[0] % bs) return dlgo__err(err, DLGO_ERR_FORMAT, "%s: tensor '%s' has %lld columns, not a multiple of the %s block (%lld)", what, t->name, (long long)ne[0], dlgo_type_name(ty), (long long)bs);
        const uint64_t rows = (uint64_t)ne[1] * (uint64_t)ne[2] * (uint64_t)ne[3];
        const size_t rb = dlgo_row_bytes(ty, ne[0]);
        if (rows > (uint64_t)(SIZE_MAX / 4) / rb) return dlgo__err(err, DLGO_ERR_FORMAT, "%s: tensor '%s' is too large", what, t->name);
        t->bytes = rb * (size_t)rows;
        t->src_off = r->off;
        if (!dlgo__brd_bytes(r, t->bytes))
            return dlgo__err(err, DLGO_ERR_FORMAT, "%s: tensor '%s' needs %zu bytes of data but the file ends after %zu", what, t->name, t->bytes, r->n - t->src_off);
        t->w.type = ty; memcpy(t->w.ne, ne, sizeof ne); t->w.row_bytes = rb;
        total += (t->bytes + 63) & ~(size_t)63;
        tb->n++;
    }
    {   /* duplicate names, through a hash set: a hostile file of many tiny tensors made a pairwise check quadratic */
        size_t cap = 16; while (cap < (size_t)tb->n * 2) cap <<= 1;
        int32_t *set = (int32_t *)dlgo__malloc(a, cap * sizeof(int32_t));
        if (!set) return dlgo__err(err, DLGO_ERR_OOM, "%s: out of memory", what);
        for (size_t i = 0; i < cap; i++) set[i] = -1;
        for (int i = 0; i < tb->n; i++) {
            size_t h = (size_t)dlgo__hash_bytes(tb->t[i].name, strlen(tb->t[i].name)) & (cap - 1);
            for (; set[h] >= 0; h = (h + 1) & (cap - 1))
                if (!strcmp(tb->t[set[h]].name, tb->t[i].name)) {
                    dlgo__free(a, set);
                    return dlgo__err(err, DLGO_ERR_FORMAT, "%s: tensor '%s' appears twice", what, tb->t[i].name);
                }
            set[h] = i;
        }
        dlgo__free(a, set);
    }
    tb->arena = (uint8_t *)dlgo__malloc(a, total ? total : 64);
    if (!tb->arena) return dlgo__err(err, DLGO_ERR_OOM, "%s: out of memory for %zu bytes of weights", what, total);
    size_t o = 0;
    for (int i = 0; i < tb->n; i++) {
        memcpy(tb->arena + o, r->p + tb->t[i].src_off, tb->t[i].bytes);
        tb->t[i].w.data = tb->arena + o;
        o += (tb->t[i].bytes + 63) & ~(size_t)63;
    }
    return DLGO_OK;
}
/* A named tensor with the expected element counts (-1 = any) and, for vectors, type f32. */
DLGO__PRINTF(9, 10)
static dlgo_result dlgo__ltab_get(const dlgo__ltab *tb, dlgo__w *w, int64_t e0, int64_t e1, int64_t e2, int want_f32,
                                  const char *what, dlgo_error *err, const char *fmt, ...) {
    char name[96]; va_list ap; va_start(ap, fmt); vsnprintf(name, sizeof name, fmt, ap); va_end(ap);
    memset(w, 0, sizeof *w);
    for (int i = 0; i < tb->n; i++) if (!strcmp(tb->t[i].name, name)) {
        const dlgo__w *s = &tb->t[i].w;
        const int64_t want[3] = { e0, e1, e2 };
        for (int d = 0; d < 3; d++)
            if (want[d] >= 0 && s->ne[d] != want[d])
                return dlgo__err(err, DLGO_ERR_FORMAT, "%s: tensor '%s' has shape [%lld, %lld, %lld], expected [%lld, %lld, %lld]", what, name,
                                 (long long)s->ne[0], (long long)s->ne[1], (long long)s->ne[2], (long long)e0, (long long)e1, (long long)e2);
        if (want_f32 && s->type != DLGO_TYPE_F32)
            return dlgo__err(err, DLGO_ERR_UNSUPPORTED, "%s: tensor '%s' is %s; f32 expected", what, name, dlgo_type_name(s->type));
        *w = *s;
        return DLGO_OK;
    }
    return dlgo__err(err, DLGO_ERR_FORMAT, "%s: tensor '%s' is missing", what, name);
}
/* A 3-D conv weight {k, in, out} seen as a matrix: rows of k*in. */
static void dlgo__w_flatten(dlgo__w *w) {
    w->ne[0] *= w->ne[1]; w->ne[1] = w->ne[2]; w->ne[2] = 1;
    w->row_bytes = dlgo_row_bytes(w->type, w->ne[0]);
}
#define DLGO__F32(w) ((const float *)(const void *)(w).data)

/* ---- model ---- */
static const char *const dlgo__whisper_langs[] = {
    "en","zh","de","es","ru","ko","fr","ja","pt","tr","pl","ca","nl","ar","sv","it","id","hi","fi","vi","he","uk","el","ms","cs","ro",
    "da","hu","ta","no","th","ur","hr","bg","lt","la","mi","ml","cy","sk","te","fa","lv","bn","sr","az","sl","kn","et","mk","br","eu",
    "is","hy","ne","mn","bs","kk","sq","sw","gl","mr","pa","si","km","sn","yo","so","af","oc","ka","be","tg","sd","gu","am","yi","lo",
    "uz","fo","ht","ps","tk","nn","mt","sa","lb","my","bo","tl","mg","as","tt","haw","ln","ha","ba","jw","su","yue" };
#define DLGO__N_LANGS_TABLE ((int)(sizeof dlgo__whisper_langs / sizeof dlgo__whisper_langs[0]))

DLGO_API int32_t dlgo_whisper_lang_id(const char *code) {
    if (!code) return -1;
    for (int i = 0; i < DLGO__N_LANGS_TABLE; i++) if (!strcmp(code, dlgo__whisper_langs[i])) return i;
    return -1;
}
DLGO_API const char *dlgo_whisper_lang_code(int32_t id) { return id >= 0 && id < DLGO__N_LANGS_TABLE ? dlgo__whisper_langs[id] : NULL; }

typedef struct dlgo__wlayer {
    dlgo__w ln1_w, ln1_b, q, q_b, k, v, v_b, o, o_b;
    dlgo__w lnx_w, lnx_b, xq, xq_b, xk, xv, xv_b, xo, xo_b;   /* decoder cross-attention */
    dlgo__w ln2_w, ln2_b, fc1, fc1_b, fc2, fc2_b;
} dlgo__wlayer;

struct dlgo_whisper {
    dlgo_allocator alloc;
    dlgo_whisper_info hp;
    int      n_fft_bins;
    float   *filters;                  /* [n_mels][n_fft_bins] */
    char    *vocab_bytes;              /* all token strings back to back */
    size_t  *vocab_off;                /* n_vocab + 1 offsets */
    int32_t *vhash; size_t vhash_cap;  /* token bytes -> id (open addressing; later ids win, as whisper.cpp's map) */
    dlgo__ltab tab;
    dlgo__w  e_pe, conv1, conv1_b, conv2, conv2_b, e_ln_w, e_ln_b, d_pe, d_te, d_ln_w, d_ln_b;
    dlgo__wlayer *enc, *dec;
};

static uint64_t dlgo__fnv(const uint8_t *s, size_t n) {
    uint64_t h = 1469598103934665603ull;
    for (size_t i = 0; i < n; i++) { h ^= s[i]; h *= 1099511628211ull; }
    return h;
}
DLGO_API const char *dlgo_whisper_token_text(const dlgo_whisper *w, int32_t id, size_t *len) {
    if (!w || id < 0 || id >= w->hp.n_vocab) { if (len) *len = 0; return NULL; }
    if (len) *len = w->vocab_off[id + 1] - w->vocab_off[id];
    return w->vocab_bytes + w->vocab_off[id];
}
static int32_t dlgo__wvocab_find(const dlgo_whisper *w, const char *s, size_t n) {
    size_t m = w->vhash_cap - 1, i = (size_t)dlgo__fnv((const uint8_t *)s, n) & m;
    for (;; i = (i + 1) & m) {
        int32_t id = w->vhash[i];
        if (id < 0) return -1;
        size_t l; const char *t = dlgo_whisper_token_text(w, id, &l);
        if (l == n && !memcmp(t, s, n)) return id;
    }
}

DLGO_API void dlgo_whisper_free(dlgo_whisper *w) {
    if (!w) return;
    dlgo_allocator a = w->alloc;
    dlgo__free(&a, w->filters); dlgo__free(&a, w->vocab_bytes); dlgo__free(&a, w->vocab_off); dlgo__free(&a, w->vhash);
    dlgo__free(&a, w->enc); dlgo__free(&a, w->dec);
    dlgo__ltab_free(&a, &w->tab);
    dlgo__free(&a, w);
}

static dlgo_result dlgo__whisper_parse(dlgo_whisper *w, const uint8_t *p, size_t size, dlgo_error *err) {
    const char *what = "whisper";
    const dlgo_allocator *a = &w->alloc;
    dlgo__brd r; r.p = p; r.n = size; r.off = 0; r.bad = 0;
    uint32_t magic = (uint32_t)dlgo__brd_i32(&r);
    if (r.bad || magic != 0x67676d6cu)
        return dlgo__err(err, DLGO_ERR_FORMAT, "whisper: not a whisper.cpp ggml model (magic %08x, expected 67676d6c 'ggml')", magic);
    dlgo_whisper_info *h = &w->hp;
    int32_t v[11];
    for (int i = 0; i < 11; i++) v[i] = dlgo__brd_i32(&r);
    if (r.bad) return dlgo__err(err, DLGO_ERR_FORMAT, "whisper: file ends inside the hyper-parameters");
    h->n_vocab = v[0]; h->n_audio_ctx = v[1]; h->n_audio_state = v[2]; h->n_audio_head = v[3]; h->n_audio_layer = v[4];
    h->n_text_ctx = v[5]; h->n_text_state = v[6]; h->n_text_head = v[7]; h->n_text_layer = v[8]; h->n_mels = v[9]; h->ftype = v[10] % 1000;
    if (h->n_vocab < 51000 || h->n_vocab > 60000)
        return dlgo__err(err, DLGO_ERR_FORMAT, "whisper: n_vocab %d is not a Whisper vocabulary (51864/51865/51866 expected)", h->n_vocab);
    if (h->n_audio_ctx < 1 || h->n_audio_ctx > 4096 || h->n_text_ctx < 8 || h->n_text_ctx > 4096 || h->n_mels < 1 || h->n_mels > 512 ||
        h->n_audio_state < 1 || h->n_audio_state > 16384 || h->n_text_state < 1 || h->n_text_state > 16384 ||
        h->n_audio_head < 1 || h->n_text_head < 1 || h->n_audio_state % h->n_audio_head || h->n_text_state % h->n_text_head ||
        h->n_audio_layer < 1 || h->n_audio_layer > 256 || h->n_text_layer < 1 || h->n_text_layer > 256 || h->n_audio_state != h->n_text_state)
        return dlgo__err(err, DLGO_ERR_FORMAT, "whisper: implausible hyper-parameters (audio ctx %d state %d heads %d layers %d; text ctx %d state %d heads %d layers %d; mels %d)",
                         h->n_audio_ctx, h->n_audio_state, h->n_audio_head, h->n_audio_layer, h->n_text_ctx, h->n_text_state, h->n_text_head, h->n_text_layer, h->n_mels);
    /* mel filters */
    int32_t fm = dlgo__brd_i32(&r), nfft = dlgo__brd_i32(&r);
    if (r.bad) return dlgo__err(err, DLGO_ERR_FORMAT, "whisper: file ends before the mel filters");
    if (fm != h->n_mels || nfft != 201) return dlgo__err(err, DLGO_ERR_FORMAT, "whisper: mel filters are %d x %d, expected %d x 201", fm, nfft, h->n_mels);
    const uint8_t *fb = dlgo__brd_bytes(&r, (size_t)fm * (size_t)nfft * 4);
    if (!fb) return dlgo__err(err, DLGO_ERR_FORMAT, "whisper: file ends inside the mel filters");
    w->n_fft_bins = nfft;
    w->filters = (float *)dlgo__malloc(a, (size_t)fm * (size_t)nfft * sizeof(float));
    if (!w->filters) return dlgo__err(err, DLGO_ERR_OOM, "whisper: out of memory");
    for (size_t i = 0; i < (size_t)fm * (size_t)nfft; i++) { uint32_t u = dlgo__rd32(fb + 4 * i); memcpy(&w->filters[i], &u, 4); }
    /* vocabulary: count tokens of raw bytes; whisper.cpp names the rest up to n_vocab itself */
    int32_t cnt = dlgo__brd_i32(&r);
    if (r.bad || cnt < 0 || cnt > h->n_vocab) return dlgo__err(err, DLGO_ERR_FORMAT, "whisper: vocabulary count %d is invalid (n_vocab %d)", cnt, h->n_vocab);
    h->multilingual = h->n_vocab >= 51865;
    h->n_languages = h->n_vocab - 51765 - (h->multilingual ? 1 : 0);
    h->tok_eot = 50256; h->tok_sot = 50257; h->tok_translate = 50357; h->tok_transcribe = 50358; h->tok_solm = 50359;
    h->tok_prev = 50360; h->tok_nosp = 50361; h->tok_not = 50362; h->tok_beg = 50363;
    if (h->multilingual) {
        const int dt = h->n_languages - 98;
        h->tok_eot++; h->tok_sot++;
        h->tok_translate += dt; h->tok_transcribe += dt; h->tok_solm += dt; h->tok_prev += dt; h->tok_nosp += dt; h->tok_not += dt; h->tok_beg += dt;
    }
    const size_t vstart = r.off;
    size_t vbytes = 0;
    for (int32_t i = 0; i < cnt; i++) {
        uint32_t len = (uint32_t)dlgo__brd_i32(&r);
        if (r.bad || len > 4096 || !dlgo__brd_bytes(&r, len))
            return dlgo__err(err, DLGO_ERR_FORMAT, "whisper: vocabulary entry %d is truncated or too long", i);
        vbytes += len;
    }
    const size_t vend = r.off;
    w->vocab_off = (size_t *)dlgo__malloc(a, ((size_t)h->n_vocab + 1) * sizeof(size_t));
    w->vocab_bytes = (char *)dlgo__malloc(a, vbytes + (size_t)(h->n_vocab - cnt) * 32 + 1);
    if (!w->vocab_off || !w->vocab_bytes) return dlgo__err(err, DLGO_ERR_OOM, "whisper: out of memory for the vocabulary");
    size_t o = 0;
    r.off = vstart;
    for (int32_t i = 0; i < cnt; i++) {
        uint32_t len = (uint32_t)dlgo__brd_i32(&r);
        w->vocab_off[i] = o; memcpy(w->vocab_bytes + o, dlgo__brd_bytes(&r, len), len); o += len;
    }
    r.off = vend;
    for (int32_t i = cnt; i < h->n_vocab; i++) {
        char nm[32];
        if (i > h->tok_beg) snprintf(nm, sizeof nm, "[_TT_%d]", i - h->tok_beg);
        else if (i == h->tok_eot) snprintf(nm, sizeof nm, "[_EOT_]");
        else if (i == h->tok_sot) snprintf(nm, sizeof nm, "[_SOT_]");
        else if (i == h->tok_translate) snprintf(nm, sizeof nm, "[_TRANSLATE_]");
        else if (i == h->tok_transcribe) snprintf(nm, sizeof nm, "[_TRANSCRIBE_]");
        else if (i == h->tok_solm) snprintf(nm, sizeof nm, "[_SOLM_]");
        else if (i == h->tok_prev) snprintf(nm, sizeof nm, "[_PREV_]");
        else if (i == h->tok_nosp) snprintf(nm, sizeof nm, "[_NOSP_]");
        else if (i == h->tok_not) snprintf(nm, sizeof nm, "[_NOT_]");
        else if (i == h->tok_beg) snprintf(nm, sizeof nm, "[_BEG_]");
        else if (i > h->tok_sot && i <= h->tok_sot + h->n_languages) {
            const char *lc = dlgo_whisper_lang_code(i - h->tok_sot - 1);
            snprintf(nm, sizeof nm, "[_LANG_%s]", lc ? lc : "");
        } else snprintf(nm, sizeof nm, "[_extra_token_%d]", i);
        size_t l = strlen(nm);
        w->vocab_off[i] = o; memcpy(w->vocab_bytes + o, nm, l); o += l;
    }
    w->vocab_off[h->n_vocab] = o;
    w->vhash_cap = 1; while (w->vhash_cap < (size_t)h->n_vocab * 2) w->vhash_cap <<= 1;
    w->vhash = (int32_t *)dlgo__malloc(a, w->vhash_cap * sizeof(int32_t));
    if (!w->vhash) return dlgo__err(err, DLGO_ERR_OOM, "whisper: out of memory for the vocabulary");
    for (size_t i = 0; i < w->vhash_cap; i++) w->vhash[i] = -1;
    for (int32_t id = 0; id < h->n_vocab; id++) {
        size_t l; const char *s = dlgo_whisper_token_text(w, id, &l);
        size_t m = w->vhash_cap - 1, i = (size_t)dlgo__fnv((const uint8_t *)s, l) & m;
        for (;; i = (i + 1) & m) {
            int32_t e = w->vhash[i];
            if (e < 0) { w->vhash[i] = id; break; }
            size_t el; const char *es = dlgo_whisper_token_text(w, e, &el);
            if (el == l && !memcmp(es, s, l)) { w->vhash[i] = id; break; }
        }
    }
    /* tensors */
    DLGO__TRY(dlgo__ltab_read(a, &r, &w->tab, what, err));
    const dlgo__ltab *tb = &w->tab;
    const int64_t S = h->n_audio_state, NM = h->n_mels;
    DLGO__TRY(dlgo__ltab_get(tb, &w->e_pe, S, h->n_audio_ctx, 1, 1, what, err, "encoder.positional_embedding"));
    DLGO__TRY(dlgo__ltab_get(tb, &w->conv1, 3, NM, S, 0, what, err, "encoder.conv1.weight"));
    DLGO__TRY(dlgo__ltab_get(tb, &w->conv1_b, -1, -1, 1, 1, what, err, "encoder.conv1.bias"));
    DLGO__TRY(dlgo__ltab_get(tb, &w->conv2, 3, S, S, 0, what, err, "encoder.conv2.weight"));
    DLGO__TRY(dlgo__ltab_get(tb, &w->conv2_b, -1, -1, 1, 1, what, err, "encoder.conv2.bias"));
    if (w->conv1_b.ne[0] * w->conv1_b.ne[1] != S || w->conv2_b.ne[0] * w->conv2_b.ne[1] != S)
        return dlgo__err(err, DLGO_ERR_FORMAT, "whisper: conv biases must have %lld elements", (long long)S);
    dlgo__w_flatten(&w->conv1); dlgo__w_flatten(&w->conv2);
    DLGO__TRY(dlgo__ltab_get(tb, &w->e_ln_w, S, 1, 1, 1, what, err, "encoder.ln_post.weight"));
    DLGO__TRY(dlgo__ltab_get(tb, &w->e_ln_b, S, 1, 1, 1, what, err, "encoder.ln_post.bias"));
    DLGO__TRY(dlgo__ltab_get(tb, &w->d_pe, S, h->n_text_ctx, 1, 1, what, err, "decoder.positional_embedding"));
    DLGO__TRY(dlgo__ltab_get(tb, &w->d_te, S, h->n_vocab, 1, 0, what, err, "decoder.token_embedding.weight"));
    DLGO__TRY(dlgo__ltab_get(tb, &w->d_ln_w, S, 1, 1, 1, what, err, "decoder.ln.weight"));
    DLGO__TRY(dlgo__ltab_get(tb, &w->d_ln_b, S, 1, 1, 1, what, err, "decoder.ln.bias"));
    w->enc = (dlgo__wlayer *)dlgo__calloc(a, (size_t)h->n_audio_layer, sizeof *w->enc);
    w->dec = (dlgo__wlayer *)dlgo__calloc(a, (size_t)h->n_text_layer, sizeof *w->dec);
    if (!w->enc || !w->dec) return dlgo__err(err, DLGO_ERR_OOM, "whisper: out of memory");
    for (int dec = 0; dec < 2; dec++) {
        const char *pre = dec ? "decoder" : "encoder";
        const int nl = dec ? h->n_text_layer : h->n_audio_layer;
        for (int il = 0; il < nl; il++) {
            dlgo__wlayer *L = dec ? &w->dec[il] : &w->enc[il];
#define DLGO__WM(f, nm, r0, r1) DLGO__TRY(dlgo__ltab_get(tb, &L->f, r0, r1, 1, 0, what, err, "%s.blocks.%d.%s", pre, il, nm))
#define DLGO__WV(f, nm, r0) DLGO__TRY(dlgo__ltab_get(tb, &L->f, r0, 1, 1, 1, what, err, "%s.blocks.%d.%s", pre, il, nm))
            DLGO__WV(ln1_w, "attn_ln.weight", S); DLGO__WV(ln1_b, "attn_ln.bias", S);
            DLGO__WM(q, "attn.query.weight", S, S); DLGO__WV(q_b, "attn.query.bias", S);
            DLGO__WM(k, "attn.key.weight", S, S);
            DLGO__WM(v, "attn.value.weight", S, S); DLGO__WV(v_b, "attn.value.bias", S);
            DLGO__WM(o, "attn.out.weight", S, S); DLGO__WV(o_b, "attn.out.bias", S);
            if (dec) {
                DLGO__WV(lnx_w, "cross_attn_ln.weight", S); DLGO__WV(lnx_b, "cross_attn_ln.bias", S);
                DLGO__WM(xq, "cross_attn.query.weight", S, S); DLGO__WV(xq_b, "cross_attn.query.bias", S);
                DLGO__WM(xk, "cross_attn.key.weight", S, S);
                DLGO__WM(xv, "cross_attn.value.weight", S, S); DLGO__WV(xv_b, "cross_attn.value.bias", S);
                DLGO__WM(xo, "cross_attn.out.weight", S, S); DLGO__WV(xo_b, "cross_attn.out.bias", S);
            }
            DLGO__WV(ln2_w, "mlp_ln.weight", S); DLGO__WV(ln2_b, "mlp_ln.bias", S);
            DLGO__WM(fc1, "mlp.0.weight", S, 4 * S); DLGO__WV(fc1_b, "mlp.0.bias", 4 * S);
            DLGO__WM(fc2, "mlp.2.weight", 4 * S, S); DLGO__WV(fc2_b, "mlp.2.bias", S);
#undef DLGO__WM
#undef DLGO__WV
        }
    }
    return DLGO_OK;
}

DLGO_API dlgo_result dlgo_whisper_load_memory(const void *data, size_t size, const dlgo_whisper_desc *desc, dlgo_whisper **out,
                                              dlgo_error *err) {
    dlgo_error local; if (!err) err = &local;
    if (!out || (!data && size)) return dlgo__err(err, DLGO_ERR_INVALID_ARG, "whisper: NULL argument");
    *out = NULL;
    const dlgo_allocator *a = dlgo__alloc_or_default(desc ? desc->allocator : NULL);
    dlgo_whisper *w = (dlgo_whisper *)dlgo__calloc(a, 1, sizeof *w);
    if (!w) return dlgo__err(err, DLGO_ERR_OOM, "whisper: out of memory");
    w->alloc = *a;
    dlgo_result r = dlgo__whisper_parse(w, (const uint8_t *)data, size, err);
    if (r != DLGO_OK) { dlgo_whisper_free(w); return r; }
    *out = w;
    return DLGO_OK;
}
#ifndef DLGO_NO_STDIO
DLGO_API dlgo_result dlgo_whisper_load(const char *path, const dlgo_whisper_desc *desc, dlgo_whisper **out, dlgo_error *err) {
    if (out) *out = NULL;   /* outputs are cleared on entry, whatever happens next */
    dlgo_error local; if (!err) err = &local;
    const dlgo_allocator *a = dlgo__alloc_or_default(desc ? desc->allocator : NULL);
    uint8_t *buf; size_t size;
    DLGO__TRY(dlgo__slurp(a, path, &buf, &size, "whisper", err));
    dlgo_result r = dlgo_whisper_load_memory(buf, size, desc, out, err);   /* weights are copied: the file buffer goes */
    dlgo__free(a, buf);
    return r;
}
#endif
DLGO_API void dlgo_whisper_get_info(const dlgo_whisper *w, dlgo_whisper_info *info) {
    if (!info) return;
    if (!w) { memset(info, 0, sizeof *info); return; }
    *info = w->hp;
}

/* whisper.cpp's prompt tokenizer: split like its std::regex (ASCII classes), then greedy longest match. */
static int dlgo__wt_alpha(unsigned char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
static int dlgo__wt_digit(unsigned char c) { return c >= '0' && c <= '9'; }
static int dlgo__wt_space(unsigned char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }
DLGO__INTERNAL int32_t dlgo_whisper_tokenize(const dlgo_whisper *w, const char *text, int32_t *ids, int32_t cap) {
    if (!w || !text) return 0;
    const unsigned char *s = (const unsigned char *)text;
    const size_t n = strlen(text);
    int32_t cnt = 0;
    size_t i = 0;
    while (i < n) {
        size_t j = i;
        /* 's|'t|'re|'ve|'m|'ll|'d */
        if (s[i] == '\'' && i + 1 < n) {
            static const char *const con[] = { "s", "t", "re", "ve", "m", "ll", "d" };
            for (int k = 0; k < 7 && j == i; k++) { size_t l = strlen(con[k]); if (i + 1 + l <= n && !memcmp(s + i + 1, con[k], l)) j = i + 1 + l; }
        }
        if (j == i) {
            size_t b = i + (s[i] == ' ' && i + 1 < n ? 1 : 0);
            if (dlgo__wt_alpha(s[b])) { j = b; while (j < n && dlgo__wt_alpha(s[j])) j++; }
            else if (dlgo__wt_digit(s[b])) { j = b; while (j < n && dlgo__wt_digit(s[j])) j++; }
            else if (!dlgo__wt_space(s[b])) { j = b; while (j < n && !dlgo__wt_space(s[j]) && !dlgo__wt_alpha(s[j]) && !dlgo__wt_digit(s[j])) j++; }
            else {   /* \s+(?!\S) | \s+ : whitespace, leaving the last one for a following word */
                j = i; while (j < n && dlgo__wt_space(s[j])) j++;
                if (j < n && j - i > 1) j--;
            }
        }
        /* greedy longest match inside the word */
        for (size_t a = i; a < j;) {
            size_t b = j; int32_t id = -1;
            for (; b > a; b--) { id = dlgo__wvocab_find(w, (const char *)s + a, b - a); if (id >= 0) break; }
            if (id >= 0) { if (cnt < cap && ids) ids[cnt] = id; cnt++; a = b; }
            else a++;   /* no token for this byte: skipped, as whisper.cpp does */
        }
        i = j;
    }
    return cnt;
}

/* ---- whisper.cpp-exact arithmetic ----
   A Q8_0 model re-quantizes the input of every matmul to 8 bits. A one-ulp difference anywhere before such a
   quantization can push a value across a rounding boundary, and each flip moves its output row by about as much
   as the row's whole quantization noise (measured: scaling the audio by 1 + 1e-6 moved Q8_0 logits by 1e-2).
   So the encoder and decoder repeat ggml's x86 CPU arithmetic (the AVX2 build that made the references)
   operation for operation: its f16 and q8_0 dot products with their lane and reduction order, LayerNorm,
   soft_max with ggml's vector exp, the f16 GELU table and every f16 cast of whisper.cpp's non-flash graph.
   The scalar fallbacks compute the same lanes with fmaf (exact where the compiler does not contract a*b+c). */
static float dlgo__wf16(uint16_t h) { return dlgo_fp16_to_f32(h); }
/* f32 -> f16 (round to nearest even, as ggml's F16C conversion) for a row */
static void dlgo__wrow_f16(const float *x, uint16_t *y, int64_t n) {
    int64_t i = 0;
#if defined(DLGO__AVX2)
    for (; i + 8 <= n; i += 8) _mm_storeu_si128((__m128i *)(void *)(y + i), _mm256_cvtps_ph(_mm256_loadu_ps(x + i), 0));
#endif
    for (; i < n; i++) y[i] = dlgo_f32_to_fp16(x[i]);
}

/* ggml_vec_dot_f16: 4 accumulators x 8 lanes of fma over blocks of 32, a fixed reduction tree, tail in double */
static float dlgo__wdot_f16(const uint16_t *x, const uint16_t *y, int n) {
    const int np = n & ~31;
    float r = 0.0f;
    if (np) {
#if defined(DLGO__AVX2)
        __m256 s0 = _mm256_setzero_ps(), s1 = s0, s2 = s0, s3 = s0;
        for (int i = 0; i < np; i += 32) {
#define DLGO__WLD(p) _mm256_cvtph_ps(_mm_loadu_si128((const __m128i *)(const void *)(p)))
            s0 = _mm256_fmadd_ps(DLGO__WLD(x + i), DLGO__WLD(y + i), s0);
            s1 = _mm256_fmadd_ps(DLGO__WLD(x + i + 8), DLGO__WLD(y + i + 8), s1);
            s2 = _mm256_fmadd_ps(DLGO__WLD(x + i + 16), DLGO__WLD(y + i + 16), s2);
            s3 = _mm256_fmadd_ps(DLGO__WLD(x + i + 24), DLGO__WLD(y + i + 24), s3);
#undef DLGO__WLD
        }
        s0 = _mm256_add_ps(_mm256_add_ps(s0, s2), _mm256_add_ps(s1, s3));
        __m128 t = _mm_add_ps(_mm256_castps256_ps128(s0), _mm256_extractf128_ps(s0, 1));
        t = _mm_hadd_ps(t, t);
        t = _mm_hadd_ps(t, t);
        r = _mm_cvtss_f32(t);
#else
        float a[32], c8[8];
        for (int k = 0; k < 32; k++) a[k] = 0.0f;
        for (int i = 0; i < np; i += 32)
            for (int k = 0; k < 32; k++) a[k] = fmaf(dlgo__wf16(x[i + k]), dlgo__wf16(y[i + k]), a[k]);
        for (int l = 0; l < 8; l++) c8[l] = (a[l] + a[16 + l]) + (a[8 + l] + a[24 + l]);
        const float t0 = c8[0] + c8[4], t1 = c8[1] + c8[5], t2 = c8[2] + c8[6], t3 = c8[3] + c8[7];
        r = (t0 + t1) + (t2 + t3);
#endif
    }
    double s = r;
    int i = np;
#if defined(DLGO__AVX2)
    for (; i < n; i += 8) {   /* the tail's products (exact in f32) in eights, summed in order */
        uint16_t bx[8] = { 0, 0, 0, 0, 0, 0, 0, 0 }, by[8] = { 0, 0, 0, 0, 0, 0, 0, 0 };
        float pr[8];
        const int m = n - i < 8 ? n - i : 8;
        memcpy(bx, x + i, (size_t)m * 2); memcpy(by, y + i, (size_t)m * 2);
        _mm256_storeu_ps(pr, _mm256_mul_ps(_mm256_cvtph_ps(_mm_loadu_si128((const __m128i *)(const void *)bx)),
                                           _mm256_cvtph_ps(_mm_loadu_si128((const __m128i *)(const void *)by))));
        for (int k = 0; k < m; k++) s += (double)pr[k];
    }
#endif
    for (; i < n; i++) s += (double)(dlgo__wf16(x[i]) * dlgo__wf16(y[i]));
    return (float)s;
}
/* ggml's x86 quantize_row_q8_0 / q8_1 for the matmul inputs: d = amax/127 (stored f16), quants round(x * 127/amax)
   half to even, q8_1's s = f16(d * sum q). The product is kept out of an fma with the rounding constant, which a
   GNU-mode build would otherwise form (ggml multiplies and rounds in two vector instructions). */
static void dlgo__wqnt_q8(int vt, const float *x, uint8_t *y, int64_t n) {
    const size_t bb = vt == DLGO_TYPE_Q8_0 ? 34 : 36;
    for (int64_t b = 0; b < n / 32; b++, x += 32) {
        uint8_t *o = y + (size_t)b * bb;
        int8_t *q = (int8_t *)(void *)(o + (vt == DLGO_TYPE_Q8_0 ? 2 : 4));
        float amax = 0.0f;
        for (int j = 0; j < 32; j++) amax = fabsf(x[j]) > amax ? fabsf(x[j]) : amax;
        const float d = amax / 127.0f, id = amax != 0.0f ? 127.0f / amax : 0.0f;
        int sum = 0;
        for (int j = 0; j < 32; j++) {
            float v = x[j] * id;
            DLGO__NOFMA(v);
            v += 12582912.0f;   /* 1.5 * 2^23: the low mantissa bits are now the rounded integer */
            int32_t iv; memcpy(&iv, &v, 4);
            q[j] = (int8_t)((iv & 0x007fffff) - 0x00400000);
            sum += q[j];
        }
        dlgo__wr16(o, dlgo_f32_to_fp16(d));
        if (vt == DLGO_TYPE_Q8_1) dlgo__wr16(o + 2, dlgo_f32_to_fp16((float)sum * d));
    }
}
/* ggml's 8-lane horizontal sum: (v0+v4 + v2+v6) + (v1+v5 + v3+v7) */
static float dlgo__whsum8(const float *v) {
    const float r0 = v[4] + v[0], r1 = v[5] + v[1], r2 = v[6] + v[2], r3 = v[7] + v[3];
    return (r0 + r2) + (r1 + r3);
}
/* ggml's AVX2 dots of q8_0, q5_0 (against q8_0 activations), q4_1 and q5_1 (against q8_1): the weight block's
   32 quants as bytes (q5_0 signed -16..15, the _1 types unsigned 0..31), lane l = the exact integer sum of
   products 4l..4l+3, accumulated with fma(d_x * d_y, lane, acc); the _1 types add their minimums as
   fma(m_x, s_y, summs) per block (ggml's `summs += m * s`, which the compiler contracts), after the lanes.
   (q4_0 is not here: whisper.cpp repacks it for AVX2 and uses other kernels.) */
static int dlgo__wexact_type(int type) {
    return type == DLGO_TYPE_Q8_0 || type == DLGO_TYPE_Q5_0 || type == DLGO_TYPE_Q4_1 || type == DLGO_TYPE_Q5_1;
}
static float dlgo__wdot_qx(int type, const uint8_t *xw, const uint8_t *ya, int nb) {
    const size_t xb = dlgo_row_bytes(type, 32), yb = type == DLGO_TYPE_Q8_0 || type == DLGO_TYPE_Q5_0 ? 34 : 36;
    const int one = type == DLGO_TYPE_Q4_1 || type == DLGO_TYPE_Q5_1;
    float summs = 0.0f;
#if defined(DLGO__AVX2)
    __m256 acc = _mm256_setzero_ps();
    const __m256i ones = _mm256_set1_epi16(1);
#else
    float acc[8] = { 0, 0, 0, 0, 0, 0, 0, 0 };
#endif
    for (int b = 0; b < nb; b++) {
        const uint8_t *x = xw + (size_t)b * xb, *y = ya + (size_t)b * yb;
        int8_t q[32];
        const int8_t *qy = (const int8_t *)(const void *)(y + (one ? 4 : 2));
        if (type == DLGO_TYPE_Q8_0) memcpy(q, x + 2, 32);
        else {
            const uint8_t *qs = x + (type == DLGO_TYPE_Q5_0 ? 6 : type == DLGO_TYPE_Q4_1 ? 4 : 8);
            const uint32_t qh = type == DLGO_TYPE_Q5_0 ? dlgo__rd32(x + 2) : type == DLGO_TYPE_Q5_1 ? dlgo__rd32(x + 4) : 0;
            for (int j = 0; j < 16; j++) {
                int lo = qs[j] & 15, hi = qs[j] >> 4;
                if (type != DLGO_TYPE_Q4_1) { lo |= (int)((qh >> j) & 1) << 4; hi |= (int)((qh >> (j + 16)) & 1) << 4; }
                if (type == DLGO_TYPE_Q5_0) { lo -= 16; hi -= 16; }
                q[j] = (int8_t)lo; q[j + 16] = (int8_t)hi;
            }
        }
        const float d = dlgo__wf16(dlgo__rd16(x)) * dlgo__wf16(dlgo__rd16(y));
        if (one) summs = fmaf(dlgo__wf16(dlgo__rd16(x + 2)), dlgo__wf16(dlgo__rd16(y + 2)), summs);
#if defined(DLGO__AVX2)
        const __m256i qx = _mm256_loadu_si256((const __m256i *)(const void *)q), vy = _mm256_loadu_si256((const __m256i *)(const void *)qy);
        const __m256i p = _mm256_maddubs_epi16(_mm256_sign_epi8(qx, qx), _mm256_sign_epi8(vy, qx));
        acc = _mm256_fmadd_ps(_mm256_set1_ps(d), _mm256_cvtepi32_ps(_mm256_madd_epi16(ones, p)), acc);
#else
        for (int l = 0; l < 8; l++) {
            int sm = 0;
            for (int k = 4 * l; k < 4 * l + 4; k++) sm += q[k] * qy[k];
            acc[l] = fmaf(d, (float)sm, acc[l]);
        }
#endif
    }
#if defined(DLGO__AVX2)
    float v[8];
    _mm256_storeu_ps(v, acc);
    return dlgo__whsum8(v) + summs;
#else
    return dlgo__whsum8(acc) + summs;
#endif
}
/* ggml's AVX2 exp (ggml_v_expf), one lane. Its constants are given as bit patterns (hex float literals are not C++11) */
static float dlgo__fbits(uint32_t u) { float f; memcpy(&f, &u, 4); return f; }
static float dlgo__wvexp(float x) {
    uint32_t u;
    const float r = 12582912.0f;   /* 0x1.8p23 */
    const float z = fmaf(x, dlgo__fbits(0x3fb8aa3bu), r), n = z - r;
    const float b = fmaf(-n, dlgo__fbits(0x35bfbe8eu), fmaf(-n, dlgo__fbits(0x3f317200u), x));
    memcpy(&u, &z, 4);
    const uint32_t e = u << 23;
    const float k = dlgo__fbits(e + 0x3f800000u);
    const float u2 = b * b;
    const float j = fmaf(fmaf(fmaf(dlgo__fbits(0x3c072010u), b, dlgo__fbits(0x3d2b9f17u)), u2,
                              fmaf(dlgo__fbits(0x3e2aaf33u), b, dlgo__fbits(0x3efffedbu))),
                         u2, dlgo__fbits(0x3f7ffff6u) * b);
    if (!(fabsf(n) > 126.0f)) return fmaf(j, k, k);
    const uint32_t g = n <= 0.0f ? 0x82000000u : 0u;
    const float s1 = dlgo__fbits(g + 0x7f000000u);
    if (fabsf(n) > 192.0f) return s1 * s1;
    const float s2 = dlgo__fbits(e - g);
    return fmaf(s2, j, s2) * s1;
}
/* ggml_soft_max_ext on one row: x*scale, entries from n_valid on masked to -inf, max, exp in blocks of 8 through
   the vector exp (libm expf for the tail), a double sum of the 8-lane sums, then a multiply by (float)(1/sum) */
static void dlgo__wsoftmax(float *s, int n, int n_valid, float scale) {
    float mx = -INFINITY;
    for (int j = 0; j < n; j++) { s[j] = j < n_valid ? s[j] * scale : -INFINITY; if (s[j] > mx) mx = s[j]; }
    double sum = 0;
    int i = 0;
    for (; i + 7 < n; i += 8) {
        for (int l = 0; l < 8; l++) s[i + l] = i + l < n_valid ? dlgo__wvexp(s[i + l] - mx) : 0.0f;
        sum += (double)dlgo__whsum8(s + i);
    }
    for (; i < n; i++) { s[i] = i < n_valid ? expf(s[i] - mx) : 0.0f; sum += (double)s[i]; }
    const float inv = (float)(1.0 / sum);
    for (int j = 0; j < n; j++) s[j] *= inv;
}
/* ggml_norm (mean from a double sum, variance through ggml_vec_cvar_f32's 8-lane blocks), then * w, + b */
static void dlgo__wnorm(float *y, const float *x, int n, const float *w, const float *b) {
    double s = 0;
    for (int i = 0; i < n; i++) s += (double)x[i];
    const float mean = (float)s / (float)n;
    double v = 0;
    int i = 0;
    for (; i + 7 < n; i += 8) {
        float q[8];
        for (int l = 0; l < 8; l++) { const float d = x[i + l] - mean; y[i + l] = d; float d2 = d * d; DLGO__NOFMA(d2); q[l] = d2; }
        v += (double)dlgo__whsum8(q);
    }
    for (; i < n; i++) { const float d = x[i] - mean; y[i] = d; const float d2 = d * d; v += (double)d2; }
    const float var = (float)(v / n), scale = 1.0f / sqrtf(var + 1e-5f);
    for (i = 0; i < n; i++) { float t = y[i] * scale; t = t * w[i]; DLGO__NOFMA(t); y[i] = t + b[i]; }
}
static void dlgo__wln_rows(float *y, const float *x, int n, int64_t S, const dlgo__w *wt, const dlgo__w *b) {
    for (int t = 0; t < n; t++) dlgo__wnorm(y + (size_t)t * S, x + (size_t)t * S, (int)S, DLGO__F32(*wt), DLGO__F32(*b));
}
/* ggml's GELU: the tanh form on the f16-rounded input, rounded to f16 (its 64K table, which ggml-cpu.c builds
   with 1 + a*x*x contracted to an fma) */
static uint16_t dlgo__wgelu_f16(uint16_t hb) {
    const float h = dlgo__wf16(hb);
    return dlgo_f32_to_fp16(0.5f * h * (1.0f + tanhf(0.79788456080286535587989211986876f * h * fmaf(0.044715f * h, h, 1.0f))));
}
/* tab: the context's 64K-entry table of dlgo__wgelu_f16 */
static void dlgo__wgelu_rows(const uint16_t *tab, float *x, size_t n) {
    size_t i = 0;
#if defined(DLGO__AVX2)
    for (; i + 8 <= n; i += 8) {
        uint16_t h[8], g[8];
        float v[8];
        memcpy(v, x + i, sizeof v);
        _mm_storeu_si128((__m128i *)(void *)h, _mm256_cvtps_ph(_mm256_loadu_ps(v), 0));
        for (int k = 0; k < 8; k++) g[k] = tab[h[k]];
        _mm256_storeu_ps(x + i, _mm256_cvtph_ps(_mm_loadu_si128((const __m128i *)(const void *)g)));
        for (int k = 0; k < 8; k++) if (v[k] <= -10.0f || v[k] >= 10.0f) x[i + k] = v[k] <= -10.0f ? 0.0f : v[k];
    }
#endif
    for (; i < n; i++) {
        const float v = x[i];
        x[i] = v <= -10.0f ? 0.0f : v >= 10.0f ? v : dlgo__wf16(tab[dlgo_f32_to_fp16(v)]);
    }
}

/* ---- context ---- */
struct dlgo_whisper_ctx {
    const dlgo_whisper *w;
    dlgo_allocator alloc;
    int32_t n_threads;
    dlgo__compute cp;                    /* thread pool, and activation scratch for the non-exact weight types */
    float  *mel; size_t mel_cap; int32_t mel_len, mel_len_org;
    float  *enc;                         /* [n_audio_ctx][S] encoder output */
    uint16_t *xk, *xvt;                  /* cross K [layer][n_audio_ctx][S], V transposed [layer][S][n_audio_ctx], f16 */
    uint16_t *sk, *svt;                  /* self K [layer][n_text_ctx][S], V transposed [layer][S][n_text_ctx], f16 */
    uint16_t *ek, *evt;                  /* encoder layer K [n_audio_ctx][S], V transposed [S][n_audio_ctx], f16 */
    uint8_t *act; size_t act_cap;        /* a matmul's input as f16 or q8_0 rows */
    uint16_t *gelu;                      /* ggml's f16 GELU table, 64K entries */
    float  *tscr; size_t tscr_n;         /* per-thread attention scratch, tscr_n floats each */
    /* scratch */
    float  *ex, *eh, *eq, *ek32, *ev, *ea, *ef;   /* encoder rows: n_audio_ctx x S (ef: x 4S) */
    float  *col, *conv;                           /* im2col [2 n_ctx][3 max(n_mels, S)], conv1 out [2 n_ctx][S] */
    float  *dx, *dh, *dq, *dk, *dv, *da, *df;     /* decoder rows: n_text_ctx x S (df: x 4S) */
    float  *logits;
    int32_t n_past;
    int32_t encoded;
};

/* y[t][o] = W[o] . x[t] (+ b) with ggml's arithmetic for f16, q8_0, q5_0, q4_1 and q5_1 weights (the input
   converted to the weight's dot type first, as ggml_mul_mat does); other types go through dlgo__matmul */
typedef struct dlgo__wmm_job { const dlgo__w *W; const uint8_t *xa; size_t arow; int n; float *y; int64_t ldy; } dlgo__wmm_job;
static void dlgo__wmm_task(void *a, int ith, int nth) {
    const dlgo__wmm_job *j = (const dlgo__wmm_job *)a;
    const int64_t R = j->W->ne[1], K = j->W->ne[0], o0 = R * ith / nth, o1 = R * (ith + 1) / nth;
    /* token tiles of about 128 KB stay in L2 while this thread's weight rows stream past */
    int tile = (int)(((size_t)128 << 10) / j->arow);
    if (tile < 1) tile = 1;
    for (int t0 = 0; t0 < j->n; t0 += tile) {
        const int t1 = t0 + tile < j->n ? t0 + tile : j->n;
        for (int64_t o = o0; o < o1; o++) {
            const uint8_t *wr = j->W->data + (size_t)o * j->W->row_bytes;
            for (int t = t0; t < t1; t++) {
                const uint8_t *xr = j->xa + (size_t)t * j->arow;
                j->y[(size_t)t * j->ldy + o] = j->W->type == DLGO_TYPE_F16
                    ? dlgo__wdot_f16((const uint16_t *)(const void *)wr, (const uint16_t *)(const void *)xr, (int)K)
                    : dlgo__wdot_qx(j->W->type, wr, xr, (int)(K / 32));
            }
        }
    }
}
#define DLGO__WCHUNK 64   /* rows per dlgo__matmul call on the fallback path: keeps its activation scratch small */
static void dlgo__wmm(dlgo_whisper_ctx *c, const dlgo__w *W, const float *x, int64_t ldx, int n, float *y, int64_t ldy, const dlgo__w *b) {
    const int64_t K = W->ne[0];
    if (W->type == DLGO_TYPE_F16 || dlgo__wexact_type(W->type)) {
        const int vt = dlgo_type_vec_dot_type(W->type);
        dlgo__wmm_job j;
        j.W = W; j.xa = c->act; j.arow = dlgo_row_bytes(vt, K); j.n = n; j.y = y; j.ldy = ldy;
        DLGO_ASSERT(j.arow * (size_t)n <= c->act_cap);
        for (int t = 0; t < n; t++) {
            const float *xr = x + (size_t)t * ldx;
            uint8_t *d = c->act + (size_t)t * j.arow;
            if (W->type == DLGO_TYPE_F16) dlgo__wrow_f16(xr, (uint16_t *)(void *)d, K);
            else dlgo__wqnt_q8(vt, xr, d, K);
        }
        if (dlgo__exec_threads(&c->cp.exec) > 1 && (int64_t)n * W->ne[1] * K >= 65536) dlgo__exec_run(&c->cp.exec, dlgo__wmm_task, &j);
        else dlgo__wmm_task(&j, 0, 1);
    } else {
        for (int t0 = 0; t0 < n; t0 += DLGO__WCHUNK) {
            const int k = n - t0 < DLGO__WCHUNK ? n - t0 : DLGO__WCHUNK;
            dlgo__matmul(&c->cp, W, x + (size_t)t0 * ldx, ldx, k, y + (size_t)t0 * ldy, ldy);
        }
    }
    if (b) dlgo__add_bias(b, y, ldy, n, W->ne[1]);
}

/* Attention of n_q queries (f32 rows, head h at h*d) over n_kv keys (f16 rows of stride ldk) and values
   (f16, transposed: row i of stride ldv holds dimension i for every position), as whisper.cpp's non-flash graph:
   KQ = K . f16(q), soft_max_ext(KQ * scale, causal mask), out = V^T . f16(softmax). */
typedef struct dlgo__watt_job {
    const float *q; int64_t ldq;
    const uint16_t *k; int64_t ldk;
    const uint16_t *vt; int64_t ldv;
    int n_q, n_kv, n_head, d, causal;   /* causal: query t sees keys 0 .. n_kv - n_q + t */
    float scale;
    float *out; int64_t ldo;
    float *scr; size_t scr_n;
} dlgo__watt_job;
static void dlgo__watt_task(void *a, int ith, int nth) {
    const dlgo__watt_job *j = (const dlgo__watt_job *)a;
    float *s = j->scr + (size_t)ith * j->scr_n;
    uint16_t *p16 = (uint16_t *)(void *)(s + j->n_kv), *q16 = p16 + j->n_kv + (j->n_kv & 1);
    for (int w = ith; w < j->n_q * j->n_head; w += nth) {
        const int t = w / j->n_head, h = w % j->n_head, d = j->d;
        const float *q = j->q + (size_t)t * j->ldq + (size_t)h * d;
        dlgo__wrow_f16(q, q16, d);
        for (int k = 0; k < j->n_kv; k++) s[k] = dlgo__wdot_f16(j->k + (size_t)k * j->ldk + (size_t)h * d, q16, d);
        dlgo__wsoftmax(s, j->n_kv, j->causal ? j->n_kv - j->n_q + t + 1 : j->n_kv, j->scale);
        dlgo__wrow_f16(s, p16, j->n_kv);
        float *o = j->out + (size_t)t * j->ldo + (size_t)h * d;
        for (int i = 0; i < d; i++) o[i] = dlgo__wdot_f16(j->vt + (size_t)(h * d + i) * j->ldv, p16, j->n_kv);
    }
}
static void dlgo__wattn(dlgo_whisper_ctx *c, dlgo__watt_job *j) {
    j->scr = c->tscr; j->scr_n = c->tscr_n;
    if (dlgo__exec_threads(&c->cp.exec) > 1 && j->n_q * j->n_head > 1) dlgo__exec_run(&c->cp.exec, dlgo__watt_task, j);
    else dlgo__watt_task(j, 0, 1);
}

DLGO_API void dlgo_whisper_ctx_destroy(dlgo_whisper_ctx *c) {
    if (!c) return;
    dlgo__exec_free(&c->cp.exec);
    void *bufs[] = { c->cp.actq, c->gelu, c->mel, c->enc, c->xk, c->xvt, c->sk, c->svt, c->ek, c->evt, c->act, c->tscr, c->ex, c->eh, c->eq,
                     c->ek32, c->ev, c->ea, c->ef, c->col, c->conv, c->dx, c->dh, c->dq, c->dk, c->dv, c->da, c->df, c->logits };
    for (size_t i = 0; i < sizeof bufs / sizeof bufs[0]; i++) dlgo__free(&c->alloc, bufs[i]);
    dlgo_allocator a = c->alloc;
    dlgo__free(&a, c);
}
DLGO_API dlgo_result dlgo_whisper_ctx_create(const dlgo_whisper *w, const dlgo_whisper_ctx_desc *desc, dlgo_whisper_ctx **out,
                                             dlgo_error *err) {
    const int32_t n_threads = desc ? desc->n_threads : 0;
    if (!w || !out) return dlgo__err(err, DLGO_ERR_INVALID_ARG, "whisper: NULL model or out");
    *out = NULL;
    const dlgo_whisper_info *h = &w->hp;
    dlgo_whisper_ctx *c = (dlgo_whisper_ctx *)dlgo__calloc(&w->alloc, 1, sizeof *c);
    if (!c) return dlgo__err(err, DLGO_ERR_OOM, "whisper: out of memory");
    c->w = w; c->alloc = w->alloc; c->n_threads = n_threads > 0 ? n_threads : 1;
    dlgo__exec_init(&c->cp.exec, &c->alloc, c->n_threads, NULL, NULL);
    const size_t S = (size_t)h->n_audio_state, A = (size_t)h->n_audio_ctx, T = (size_t)h->n_text_ctx;
    const size_t TL = (size_t)h->n_text_layer, V = (size_t)h->n_vocab;
    const size_t cin = 3 * (S > (size_t)h->n_mels ? S : (size_t)h->n_mels);
    int64_t max_in = (int64_t)(4 * S > cin ? 4 * S : cin);
    c->cp.actq_cap = dlgo__actq_bytes(max_in, DLGO__WCHUNK);
    c->cp.actq = (uint8_t *)dlgo__malloc(&c->alloc, c->cp.actq_cap);
    /* the largest matmul input: conv1's im2col (2A rows of 3 n_mels), conv2's (A rows of 3S), an fc2 input
       (A or T rows of 4S), at 2 bytes a value (f16; q8_0 needs 34/32) */
    size_t e = 2 * A * 3 * (size_t)h->n_mels;
    if (e < A * 3 * S) e = A * 3 * S;
    if (e < (A > T ? A : T) * 4 * S) e = (A > T ? A : T) * 4 * S;
    c->act_cap = 2 * e + 64;
    c->act = (uint8_t *)dlgo__malloc(&c->alloc, c->act_cap);
    c->gelu = (uint16_t *)dlgo__malloc(&c->alloc, 65536 * sizeof(uint16_t));
    if (c->gelu) for (uint32_t i = 0; i < 65536; i++) c->gelu[i] = dlgo__wgelu_f16((uint16_t)i);
    const size_t mkv = A > T ? A : T;
    c->tscr_n = mkv + (mkv + 1) / 2 + 1 + S;   /* scores, f16 probabilities, f16 query */
    c->tscr = (float *)dlgo__malloc(&c->alloc, (size_t)dlgo__exec_threads(&c->cp.exec) * c->tscr_n * sizeof(float));
    const size_t fs = sizeof(float), hs = sizeof(uint16_t);
    c->enc = (float *)dlgo__malloc(&c->alloc, A * S * fs);
    c->xk = (uint16_t *)dlgo__calloc(&c->alloc, TL * A * S, hs); c->xvt = (uint16_t *)dlgo__calloc(&c->alloc, TL * A * S, hs);
    c->sk = (uint16_t *)dlgo__calloc(&c->alloc, TL * T * S, hs); c->svt = (uint16_t *)dlgo__calloc(&c->alloc, TL * T * S, hs);
    c->ek = (uint16_t *)dlgo__malloc(&c->alloc, A * S * hs); c->evt = (uint16_t *)dlgo__malloc(&c->alloc, A * S * hs);
    c->ex = (float *)dlgo__malloc(&c->alloc, A * S * fs); c->eh = (float *)dlgo__malloc(&c->alloc, A * S * fs);
    c->eq = (float *)dlgo__malloc(&c->alloc, A * S * fs); c->ek32 = (float *)dlgo__malloc(&c->alloc, A * S * fs);
    c->ev = (float *)dlgo__malloc(&c->alloc, A * S * fs); c->ea = (float *)dlgo__malloc(&c->alloc, A * S * fs);
    c->ef = (float *)dlgo__malloc(&c->alloc, A * 4 * S * fs);
    c->col = (float *)dlgo__malloc(&c->alloc, 2 * A * cin * fs); c->conv = (float *)dlgo__malloc(&c->alloc, 2 * A * S * fs);
    c->dx = (float *)dlgo__malloc(&c->alloc, T * S * fs); c->dh = (float *)dlgo__malloc(&c->alloc, T * S * fs);
    c->dq = (float *)dlgo__malloc(&c->alloc, T * S * fs); c->dk = (float *)dlgo__malloc(&c->alloc, T * S * fs);
    c->dv = (float *)dlgo__malloc(&c->alloc, T * S * fs); c->da = (float *)dlgo__malloc(&c->alloc, T * S * fs);
    c->df = (float *)dlgo__malloc(&c->alloc, T * 4 * S * fs);
    c->logits = (float *)dlgo__malloc(&c->alloc, V * fs);
    if (!c->cp.actq || !c->act || !c->gelu || !c->tscr || !c->enc || !c->xk || !c->xvt || !c->sk || !c->svt || !c->ek || !c->evt || !c->ex || !c->eh ||
        !c->eq || !c->ek32 || !c->ev || !c->ea || !c->ef || !c->col || !c->conv || !c->dx || !c->dh || !c->dq || !c->dk || !c->dv || !c->da ||
        !c->df || !c->logits) {
        dlgo_whisper_ctx_destroy(c);
        return dlgo__err(err, DLGO_ERR_OOM, "whisper: out of memory for the context");
    }
    *out = c;
    return DLGO_OK;
}

/* ---- log-mel (whisper.cpp log_mel_spectrogram: its own FFT in float, mel sums in double) ---- */
typedef struct dlgo__melk { float sinv[400], cosv[400], hann[400]; } dlgo__melk;
static void dlgo__dft(const dlgo__melk *K, const float *in, int N, float *out) {
    const int step = 400 / N;
    for (int k = 0; k < N; k++) {
        float re = 0, im = 0;
        for (int n = 0; n < N; n++) {
            const int idx = (k * n * step) % 400;
            float pr = in[n] * K->cosv[idx], pi = in[n] * K->sinv[idx];
            DLGO__NOFMA(pr); DLGO__NOFMA(pi);
            re += pr;
            im -= pi;
        }
        out[2 * k] = re; out[2 * k + 1] = im;
    }
}
/* in has room for 2N floats (the upper half is scratch), out for 8N */
static void dlgo__fft(const dlgo__melk *K, float *in, int N, float *out) {
    if (N == 1) { out[0] = in[0]; out[1] = 0; return; }
    const int hN = N / 2;
    if (N - hN * 2 == 1) { dlgo__dft(K, in, N, out); return; }
    float *even = in + N;
    for (int i = 0; i < hN; i++) even[i] = in[2 * i];
    float *even_fft = out + 2 * N;
    dlgo__fft(K, even, hN, even_fft);
    float *odd = even;
    for (int i = 0; i < hN; i++) odd[i] = in[2 * i + 1];
    float *odd_fft = even_fft + N;
    dlgo__fft(K, odd, hN, odd_fft);
    const int step = 400 / N;
    for (int k = 0; k < hN; k++) {
        const int idx = k * step;
        const float re = K->cosv[idx], im = -K->sinv[idx];
        const float ro = odd_fft[2 * k], io = odd_fft[2 * k + 1];
        float rr = re * ro, ii = im * io, ri = re * io, ir = im * ro;
        DLGO__NOFMA(rr); DLGO__NOFMA(ii); DLGO__NOFMA(ri); DLGO__NOFMA(ir);
        out[2 * k] = even_fft[2 * k] + rr - ii;
        out[2 * k + 1] = even_fft[2 * k + 1] + ri + ir;
        out[2 * (k + hN)] = even_fft[2 * k] - rr + ii;
        out[2 * (k + hN) + 1] = even_fft[2 * k + 1] - ri - ir;
    }
}
DLGO__INTERNAL dlgo_result dlgo_whisper_set_audio(dlgo_whisper_ctx *c, const float *samples, int64_t n_samples, dlgo_error *err) {
    dlgo_error local; if (!err) err = &local;
    if (!c || (!samples && n_samples) || n_samples < 0) return dlgo__err(err, DLGO_ERR_INVALID_ARG, "whisper: bad audio arguments");
    if (n_samples > (int64_t)16000 * 3600 * 4) return dlgo__err(err, DLGO_ERR_INVALID_ARG, "whisper: audio longer than 4 hours; feed it in parts");
    const dlgo_whisper *w = c->w;
    const int n_mel = w->hp.n_mels, nb = w->n_fft_bins;
    const int64_t pad2 = 200, padded = n_samples + 480000 + 2 * pad2;
    const int n_len = (int)((padded - 400) / 160);
    const int n_len_org = (int)(1 + (n_samples + pad2 - 400) / 160);
    const size_t need = (size_t)n_mel * (size_t)n_len;
    if (need > c->mel_cap) {
        dlgo__free(&c->alloc, c->mel);
        c->mel = (float *)dlgo__malloc(&c->alloc, need * sizeof(float));
        c->mel_cap = c->mel ? need : 0;
        if (!c->mel) return dlgo__err(err, DLGO_ERR_OOM, "whisper: out of memory for a %d-frame mel", n_len);
    }
    float *sp = (float *)dlgo__calloc(&c->alloc, (size_t)padded, sizeof(float));
    dlgo__melk *K = (dlgo__melk *)dlgo__malloc(&c->alloc, sizeof *K);
    if (!sp || !K) { dlgo__free(&c->alloc, sp); dlgo__free(&c->alloc, K); return dlgo__err(err, DLGO_ERR_OOM, "whisper: out of memory for the mel"); }
    for (int i = 0; i < 400; i++) {
        const double th = (2 * 3.14159265358979323846 * i) / 400;
        K->sinv[i] = sinf((float)th); K->cosv[i] = cosf((float)th);
        K->hann[i] = (float)(0.5 * (1.0 - cosf((float)((2.0 * 3.14159265358979323846 * i) / 400))));
    }
    if (n_samples) memcpy(sp + pad2, samples, (size_t)n_samples * sizeof(float));
    /* left edge: samples[1..200] reversed (fewer for very short audio) */
    int64_t nr = n_samples - 1 < pad2 ? (n_samples - 1 > 0 ? n_samples - 1 : 0) : pad2;
    for (int64_t i = 0; i < nr; i++) sp[pad2 - 1 - i] = samples[1 + i];
    float fin[800], fout[3200];
    const int64_t ns = n_samples + pad2;   /* frames beyond this point see only zeros */
    int64_t i = 0;
    const int64_t lim = ns / 160 + 1 < n_len ? ns / 160 + 1 : n_len;
    for (; i < lim; i++) {
        const int64_t off = i * 160;
        const int64_t m = ns - off < 400 ? ns - off : 400;
        for (int j = 0; j < 800; j++) fin[j] = 0;
        for (int64_t j = 0; j < m; j++) fin[j] = K->hann[j] * sp[off + j];
        dlgo__fft(K, fin, 400, fout);
        for (int j = 0; j < nb; j++) {
            float a2 = fout[2 * j] * fout[2 * j], b2 = fout[2 * j + 1] * fout[2 * j + 1];
            DLGO__NOFMA(a2); DLGO__NOFMA(b2);
            fout[j] = a2 + b2;
        }
        for (int j = 0; j < n_mel; j++) {
            const float *f = w->filters + (size_t)j * nb;
            double sum = 0.0;
            int k = 0;
            for (; k < nb - 3; k += 4) {
                float p0 = fout[k] * f[k], p1 = fout[k + 1] * f[k + 1], p2 = fout[k + 2] * f[k + 2], p3 = fout[k + 3] * f[k + 3];
                DLGO__NOFMA(p0); DLGO__NOFMA(p1); DLGO__NOFMA(p2); DLGO__NOFMA(p3);
                sum += p0 + p1 + p2 + p3;
            }
            for (; k < nb; k++) sum += fout[k] * f[k];
            c->mel[(size_t)j * n_len + i] = (float)log10(sum > 1e-10 ? sum : 1e-10);
        }
    }
    for (; i < n_len; i++) for (int j = 0; j < n_mel; j++) c->mel[(size_t)j * n_len + i] = (float)log10(1e-10);
    double mx = -1e20;
    for (size_t k = 0; k < need; k++) if (c->mel[k] > mx) mx = c->mel[k];
    mx -= 8.0;
    for (size_t k = 0; k < need; k++) {
        double v = c->mel[k] < mx ? mx : c->mel[k];
        c->mel[k] = (float)((v + 4.0) / 4.0);
    }
    dlgo__free(&c->alloc, sp); dlgo__free(&c->alloc, K);
    c->mel_len = n_len; c->mel_len_org = n_len_org; c->encoded = 0;
    return DLGO_OK;
}
DLGO__INTERNAL const float *dlgo_whisper_mel(const dlgo_whisper_ctx *c, int32_t *n_mels, int32_t *n_len, int32_t *n_len_org) {
    if (n_mels) *n_mels = c ? c->w->hp.n_mels : 0;
    if (n_len) *n_len = c ? c->mel_len : 0;
    if (n_len_org) *n_len_org = c ? c->mel_len_org : 0;
    return c && c->mel_len ? c->mel : NULL;
}

DLGO__INTERNAL dlgo_result dlgo_whisper_encode(dlgo_whisper_ctx *c, int32_t mel_offset, dlgo_error *err) {
    dlgo_error local; if (!err) err = &local;
    if (!c || !c->mel_len) return dlgo__err(err, DLGO_ERR_INVALID_ARG, "whisper: encode before set_audio");
    if (mel_offset < 0) return dlgo__err(err, DLGO_ERR_INVALID_ARG, "whisper: negative mel offset");
    const dlgo_whisper *w = c->w;
    const int A = w->hp.n_audio_ctx, S = w->hp.n_audio_state, NM = w->hp.n_mels, H = w->hp.n_audio_head, d = S / H;
    const int F = 2 * A;
    /* conv1 (k3, pad 1) as im2col [frame][mel*3 + k]: the mel is read from the window (zeros past the end) */
    const int c1 = 3 * NM;
    for (int t = 0; t < F; t++) {
        float *row = c->col + (size_t)t * c1;
        for (int m = 0; m < NM; m++) for (int k = 0; k < 3; k++) {
            const int64_t f = (int64_t)t + k - 1, g = f + mel_offset;
            row[m * 3 + k] = f < 0 || f >= F || g >= c->mel_len ? 0.0f : c->mel[(size_t)m * c->mel_len + (size_t)g];
        }
    }
    dlgo__wmm(c, &w->conv1, c->col, c1, F, c->conv, S, NULL);
    {
        const float *b = DLGO__F32(w->conv1_b);
        for (size_t t = 0; t < (size_t)F; t++) for (int i = 0; i < S; i++) c->conv[t * S + i] += b[i];
        dlgo__wgelu_rows(c->gelu, c->conv, (size_t)F * S);
    }
    /* conv2 (k3, pad 1, stride 2) */
    const int c2 = 3 * S;
    for (int t = 0; t < A; t++) {
        float *row = c->col + (size_t)t * c2;
        for (int m = 0; m < S; m++) for (int k = 0; k < 3; k++) {
            const int f = 2 * t + k - 1;
            row[m * 3 + k] = f < 0 || f >= F ? 0.0f : c->conv[(size_t)f * S + m];
        }
    }
    float *x = c->ex;
    dlgo__wmm(c, &w->conv2, c->col, c2, A, x, S, NULL);
    {
        const float *b = DLGO__F32(w->conv2_b), *pe = DLGO__F32(w->e_pe);
        for (size_t t = 0; t < (size_t)A; t++) for (int i = 0; i < S; i++) x[t * S + i] += b[i];
        dlgo__wgelu_rows(c->gelu, x, (size_t)A * S);
        for (size_t i = 0; i < (size_t)A * S; i++) x[i] = pe[i] + x[i];
    }
    for (int il = 0; il < w->hp.n_audio_layer; il++) {
        const dlgo__wlayer *L = &w->enc[il];
        dlgo__wln_rows(c->eh, x, A, S, &L->ln1_w, &L->ln1_b);
        dlgo__wmm(c, &L->q, c->eh, S, A, c->eq, S, &L->q_b);
        dlgo__wmm(c, &L->k, c->eh, S, A, c->ek32, S, NULL);
        dlgo__wmm(c, &L->v, c->eh, S, A, c->ev, S, &L->v_b);
        for (size_t t = 0; t < (size_t)A; t++) for (size_t i = 0; i < (size_t)S; i++) {
            c->ek[t * S + i] = dlgo_f32_to_fp16(c->ek32[t * S + i]);
            c->evt[i * A + t] = dlgo_f32_to_fp16(c->ev[t * S + i]);
        }
        dlgo__watt_job j;
        memset(&j, 0, sizeof j);
        j.q = c->eq; j.ldq = S; j.k = c->ek; j.ldk = S; j.vt = c->evt; j.ldv = A;
        j.n_q = A; j.n_kv = A; j.n_head = H; j.d = d; j.causal = 0; j.scale = 1.0f / sqrtf((float)d);
        j.out = c->ea; j.ldo = S;
        dlgo__wattn(c, &j);
        dlgo__wmm(c, &L->o, c->ea, S, A, c->eh, S, &L->o_b);
        for (size_t i = 0; i < (size_t)A * S; i++) x[i] = c->eh[i] + x[i];
        dlgo__wln_rows(c->eh, x, A, S, &L->ln2_w, &L->ln2_b);
        dlgo__wmm(c, &L->fc1, c->eh, S, A, c->ef, 4 * S, &L->fc1_b);
        dlgo__wgelu_rows(c->gelu, c->ef, (size_t)A * 4 * S);
        dlgo__wmm(c, &L->fc2, c->ef, 4 * S, A, c->eh, S, &L->fc2_b);
        for (size_t i = 0; i < (size_t)A * S; i++) x[i] = c->eh[i] + x[i];
    }
    dlgo__wln_rows(c->enc, x, A, S, &w->e_ln_w, &w->e_ln_b);
    /* cross K/V for every decoder layer: K scaled by d^-1/4, both cast to f16 (V stored transposed) */
    const int TS = w->hp.n_text_state;
    const float ks = (float)pow((double)(TS / w->hp.n_text_head), -0.25);
    for (int il = 0; il < w->hp.n_text_layer; il++) {
        const dlgo__wlayer *L = &w->dec[il];
        uint16_t *K = c->xk + (size_t)il * A * TS, *VT = c->xvt + (size_t)il * A * TS;
        dlgo__wmm(c, &L->xk, c->enc, S, A, c->ek32, TS, NULL);
        dlgo__wmm(c, &L->xv, c->enc, S, A, c->ev, TS, &L->xv_b);
        for (size_t t = 0; t < (size_t)A; t++) for (size_t i = 0; i < (size_t)TS; i++) {
            K[t * TS + i] = dlgo_f32_to_fp16(c->ek32[t * TS + i] * ks);
            VT[i * A + t] = dlgo_f32_to_fp16(c->ev[t * TS + i]);
        }
    }
    c->encoded = 1;
    return DLGO_OK;
}
DLGO__INTERNAL const float *dlgo_whisper_encoder_output(const dlgo_whisper_ctx *c) { return c && c->encoded ? c->enc : NULL; }

DLGO__INTERNAL dlgo_result dlgo_whisper_decode(dlgo_whisper_ctx *c, const int32_t *tokens, int32_t n, int32_t n_past, dlgo_error *err) {
    dlgo_error local; if (!err) err = &local;
    if (!c || !tokens || n <= 0) return dlgo__err(err, DLGO_ERR_INVALID_ARG, "whisper: decode needs tokens");
    if (!c->encoded) return dlgo__err(err, DLGO_ERR_INVALID_ARG, "whisper: decode before encode");
    const dlgo_whisper *w = c->w;
    const int S = w->hp.n_text_state, H = w->hp.n_text_head, d = S / H, T = w->hp.n_text_ctx, A = w->hp.n_audio_ctx;
    if (n_past < 0 || n_past > c->n_past || n > T - n_past)
        return dlgo__err(err, DLGO_ERR_CONTEXT_FULL, "whisper: %d tokens at position %d do not fit (cache holds %d of %d)", n, n_past, c->n_past, T);
    for (int i = 0; i < n; i++)
        if (tokens[i] < 0 || tokens[i] >= w->hp.n_vocab) return dlgo__err(err, DLGO_ERR_INVALID_ARG, "whisper: token %d outside the vocabulary", tokens[i]);
    float *x = c->dx, *h = c->dh;
    const float *pe = DLGO__F32(w->d_pe);
    for (int t = 0; t < n; t++) {
        dlgo_dequantize_row(w->d_te.type, w->d_te.data + (size_t)tokens[t] * w->d_te.row_bytes, x + (size_t)t * S, S);
        for (int i = 0; i < S; i++) x[(size_t)t * S + i] += pe[(size_t)(n_past + t) * S + i];
    }
    const float kqs = (float)pow((double)d, -0.25);
    const int n_kv = n_past + n;
    for (int il = 0; il < w->hp.n_text_layer; il++) {
        const dlgo__wlayer *L = &w->dec[il];
        uint16_t *K = c->sk + (size_t)il * T * S, *VT = c->svt + (size_t)il * T * S;
        dlgo__wln_rows(h, x, n, S, &L->ln1_w, &L->ln1_b);
        dlgo__wmm(c, &L->q, h, S, n, c->dq, S, &L->q_b);
        dlgo__wmm(c, &L->k, h, S, n, c->dk, S, NULL);
        dlgo__wmm(c, &L->v, h, S, n, c->dv, S, &L->v_b);
        for (int t = 0; t < n; t++) for (int i = 0; i < S; i++) {
            const size_t s = (size_t)t * S + i;
            c->dq[s] *= kqs;
            K[(size_t)(n_past + t) * S + i] = dlgo_f32_to_fp16(c->dk[s] * kqs);
            VT[(size_t)i * T + (size_t)(n_past + t)] = dlgo_f32_to_fp16(c->dv[s]);
        }
        dlgo__watt_job j;
        memset(&j, 0, sizeof j);
        j.q = c->dq; j.ldq = S; j.k = K; j.ldk = S; j.vt = VT; j.ldv = T;
        j.n_q = n; j.n_kv = n_kv; j.n_head = H; j.d = d; j.causal = 1; j.scale = 1.0f;
        j.out = c->da; j.ldo = S;
        dlgo__wattn(c, &j);
        dlgo__wmm(c, &L->o, c->da, S, n, h, S, &L->o_b);
        for (size_t i = 0; i < (size_t)n * S; i++) x[i] = h[i] + x[i];
        /* cross-attention: q unscaled, K already carries d^-1/4, the softmax applies the other d^-1/4 */
        dlgo__wln_rows(h, x, n, S, &L->lnx_w, &L->lnx_b);
        dlgo__wmm(c, &L->xq, h, S, n, c->dq, S, &L->xq_b);
        j.q = c->dq; j.k = c->xk + (size_t)il * A * S; j.vt = c->xvt + (size_t)il * A * S; j.ldv = A;
        j.n_kv = A; j.causal = 0; j.scale = kqs;
        dlgo__wattn(c, &j);
        dlgo__wmm(c, &L->xo, c->da, S, n, h, S, &L->xo_b);
        for (size_t i = 0; i < (size_t)n * S; i++) x[i] = h[i] + x[i];
        dlgo__wln_rows(h, x, n, S, &L->ln2_w, &L->ln2_b);
        dlgo__wmm(c, &L->fc1, h, S, n, c->df, 4 * S, &L->fc1_b);
        dlgo__wgelu_rows(c->gelu, c->df, (size_t)n * 4 * S);
        dlgo__wmm(c, &L->fc2, c->df, 4 * S, n, h, S, &L->fc2_b);
        for (size_t i = 0; i < (size_t)n * S; i++) x[i] = h[i] + x[i];
    }
    /* logits of the last position through the tied token embedding */
    dlgo__wnorm(h, x + (size_t)(n - 1) * S, S, DLGO__F32(w->d_ln_w), DLGO__F32(w->d_ln_b));
    dlgo__wmm(c, &w->d_te, h, S, 1, c->logits, w->hp.n_vocab, NULL);
    c->n_past = n_past + n;
    return DLGO_OK;
}
DLGO__INTERNAL const float *dlgo_whisper_logits(const dlgo_whisper_ctx *c) { return c && c->n_past ? c->logits : NULL; }

DLGO__INTERNAL int32_t dlgo_whisper_prompt(const dlgo_whisper *w, int32_t lang_id, int translate, int32_t out[4]) {
    if (!w || !out) return 0;
    int n = 0;
    out[n++] = w->hp.tok_sot;
    if (w->hp.multilingual) {
        out[n++] = w->hp.tok_sot + 1 + (lang_id >= 0 && lang_id < w->hp.n_languages ? lang_id : 0);
        out[n++] = translate ? w->hp.tok_translate : w->hp.tok_transcribe;
    }
    out[n++] = w->hp.tok_not;
    return n;
}

DLGO__INTERNAL int32_t dlgo_whisper_detect_language(dlgo_whisper_ctx *c, float *probs, int32_t n_probs, dlgo_error *err) {
    if (!c || !c->w->hp.multilingual) { dlgo__err(err, DLGO_ERR_UNSUPPORTED, "whisper: language detection needs a multilingual model"); return -1; }
    const dlgo_whisper *w = c->w;
    int32_t sot = w->hp.tok_sot;
    if (dlgo_whisper_decode(c, &sot, 1, 0, err) != DLGO_OK) return -1;
    const int nl = w->hp.n_languages < DLGO__N_LANGS_TABLE ? w->hp.n_languages : DLGO__N_LANGS_TABLE;
    float mx = -INFINITY; int best = 0;
    for (int i = 0; i < nl; i++) { float v = c->logits[sot + 1 + i]; if (v > mx) { mx = v; best = i; } }
    double sum = 0;
    for (int i = 0; i < nl; i++) sum += exp((double)c->logits[sot + 1 + i] - mx);
    for (int i = 0; i < nl && i < n_probs && probs; i++) probs[i] = (float)(exp((double)c->logits[sot + 1 + i] - mx) / sum);
    return best;
}

DLGO_API void dlgo_whisper_result_free(dlgo_whisper_result *res) {
    if (!res) return;
    const dlgo_allocator *a = &res->alloc_;
    dlgo__free(a, res->text); dlgo__free(a, res->segments); dlgo__free(a, res->tok_store); dlgo__free(a, res->text_store);
    memset(res, 0, sizeof *res);
}

/* whisper.cpp's default logit filters (no timestamps, greedy), then log-softmax; returns the argmax of probs */
static int32_t dlgo__wfilter_pick(const dlgo_whisper *w, float *lg, int is_initial, int suppress_blank, float *plog) {
    const dlgo_whisper_info *h = &w->hp;
    const int nv = h->n_vocab;
    if (suppress_blank && is_initial) {
        lg[h->tok_eot] = -INFINITY;
        int32_t sp = dlgo__wvocab_find(w, " ", 1);
        if (sp >= 0) lg[sp] = -INFINITY;
    }
    lg[h->tok_not] = -INFINITY;
    for (int i = h->tok_beg; i < nv; i++) lg[i] = -INFINITY;
    lg[h->tok_sot] = -INFINITY; lg[h->tok_nosp] = -INFINITY; lg[h->tok_solm] = -INFINITY;
    lg[h->tok_translate] = -INFINITY; lg[h->tok_transcribe] = -INFINITY; lg[h->tok_prev] = -INFINITY;
    for (int i = 0; i < DLGO__N_LANGS_TABLE; i++) if (h->tok_sot + 1 + i < nv) lg[h->tok_sot + 1 + i] = -INFINITY;
    float mx = -INFINITY;
    for (int i = 0; i < nv; i++) if (lg[i] > mx) mx = lg[i];
    float lse = 0;
    for (int i = 0; i < nv; i++) if (lg[i] > -INFINITY) lse += expf(lg[i] - mx);
    lse = logf(lse) + mx;
    int32_t best = 0; float bp = 0;
    for (int i = 0; i < nv; i++) {
        if (lg[i] == -INFINITY) continue;
        const float lp = lg[i] - lse, p = expf(lp);
        if (bp < p) { bp = p; best = i; *plog = lp; }
    }
    return best;
}

/* ---- VAD-gated transcription (whisper.cpp's --vad): Whisper hears only the detected speech ---- */
typedef struct dlgo__wvmap { int64_t proc0, orig0, len; } dlgo__wvmap;   /* processed [proc0, +len) = original [orig0, +len) */
typedef struct dlgo__wvcb { const dlgo__wvmap *m; int n; dlgo_whisper_segment_fn fn; void *user; } dlgo__wvcb;
/* a time in the joined audio -> the original audio; the joining silence maps to the end of the speech before it */
static int64_t dlgo__wvmap_ms(const dlgo__wvmap *m, int n, int64_t ms) {
    const int64_t p = ms * 16;
    int k = 0;
    while (k + 1 < n && m[k + 1].proc0 <= p) k++;
    int64_t off = p - m[k].proc0;
    if (off < 0) off = 0;
    if (off > m[k].len) off = m[k].len;
    return (m[k].orig0 + off) / 16;
}
static int dlgo__wvcb_fn(const dlgo_whisper_segment *seg, void *user) {
    const dlgo__wvcb *v = (const dlgo__wvcb *)user;
    dlgo_whisper_segment s = *seg;
    s.t0_ms = dlgo__wvmap_ms(v->m, v->n, seg->t0_ms); s.t1_ms = dlgo__wvmap_ms(v->m, v->n, seg->t1_ms);
    return v->fn(&s, v->user);
}
static dlgo_result dlgo__whisper_transcribe_vad(dlgo_whisper_ctx *c, const float *samples, int64_t n_samples,
                                                const dlgo_whisper_transcribe_desc *P, dlgo_whisper_result *res, dlgo_error *err) {
    const dlgo_allocator *a = &c->alloc;
    dlgo_vad_result vr;
    DLGO__TRY(dlgo_vad_detect(P->vad, samples, n_samples, P->vad_params, &vr, err));
    const float ov = P->vad_params ? P->vad_params->samples_overlap_s : 0.0f;
    const int64_t overlap = ov < 0 ? 0 : ov == 0 ? 1600 : (int64_t)(ov * 16000.0f), gap = 1600;
    const int ns = vr.n_segments;
    dlgo__wvmap *m = (dlgo__wvmap *)dlgo__malloc(a, (size_t)(ns > 0 ? ns : 1) * sizeof *m);
    int64_t total = 0;
    for (int i = 0; i < ns; i++) {
        /* whisper.cpp cuts at the centisecond times it reports, the end extended by the overlap (not the last) */
        int64_t st = (int64_t)floor(vr.segments[i].start_s * 100.0 + 0.5) * 160, en = (int64_t)floor(vr.segments[i].end_s * 100.0 + 0.5) * 160;
        if (i + 1 < ns) en += overlap;
        if (en > n_samples - 1) en = n_samples - 1;
        if (st > en) st = en;
        if (st < 0) st = 0;
        if (m) { m[i].orig0 = st; m[i].len = en - st; m[i].proc0 = total; }
        total += (en - st) + (i + 1 < ns ? gap : 0);
    }
    float *buf = (float *)dlgo__calloc(a, (size_t)(total > 0 ? total : 1), sizeof(float));
    dlgo_result r = DLGO_OK;
    if (!m || !buf) r = dlgo__err(err, DLGO_ERR_OOM, "whisper: out of memory for the VAD-gated audio");
    else {
        for (int i = 0; i < ns; i++) if (m[i].len) memcpy(buf + m[i].proc0, samples + m[i].orig0, (size_t)m[i].len * sizeof(float));
        dlgo_whisper_transcribe_desc Q = *P;
        dlgo__wvcb cb; cb.m = m; cb.n = ns; cb.fn = P->on_segment; cb.user = P->user;
        Q.vad = NULL;
        if (P->on_segment) { Q.on_segment = dlgo__wvcb_fn; Q.user = &cb; }
        r = dlgo_whisper_transcribe(c, buf, total, &Q, res, err);
        if (r == DLGO_OK)
            for (int s = 0; s < res->n_segments; s++) {
                res->segments[s].t0_ms = dlgo__wvmap_ms(m, ns, res->segments[s].t0_ms);
                res->segments[s].t1_ms = dlgo__wvmap_ms(m, ns, res->segments[s].t1_ms);
            }
    }
    dlgo__free(a, buf); dlgo__free(a, m);
    dlgo_vad_result_free(&vr);
    return r;
}
DLGO_API dlgo_result dlgo_whisper_transcribe(dlgo_whisper_ctx *c, const float *samples, int64_t n_samples,
                                             const dlgo_whisper_transcribe_desc *params, dlgo_whisper_result *res, dlgo_error *err) {
    if (res) memset(res, 0, sizeof *res);   /* outputs are cleared on entry, whatever happens next */
    dlgo_error local; if (!err) err = &local;
    if (!c || !res) return dlgo__err(err, DLGO_ERR_INVALID_ARG, "whisper: NULL context or result");
    memset(res, 0, sizeof *res);
    res->alloc_ = c->w->alloc;
    dlgo_whisper_transcribe_desc P; memset(&P, 0, sizeof P);
    if (params) P = *params;
    const dlgo_whisper *w = c->w;
    const dlgo_whisper_info *h = &w->hp;
    const dlgo_allocator *a = &c->alloc;
    int32_t lang = 0;
    int detect = 0;
    if (P.language && *P.language) {
        if (!strcmp(P.language, "auto")) detect = h->multilingual;
        else {
            lang = dlgo_whisper_lang_id(P.language);
            if (lang < 0 || (h->multilingual && lang >= h->n_languages))
                return dlgo__err(err, DLGO_ERR_INVALID_ARG, "whisper: unknown language '%s'", P.language);
        }
    }
    if (P.vad) return dlgo__whisper_transcribe_vad(c, samples, n_samples, &P, res, err);
    DLGO__TRY(dlgo_whisper_set_audio(c, samples, n_samples, err));
    const int n_max = h->n_text_ctx / 2 - 4, max_prompt = h->n_text_ctx / 2 < 16384 ? h->n_text_ctx / 2 : 16384;
    const int seek_end = c->mel_len_org;
    /* storage: tokens of every window, their text, and the segment list */
    size_t tok_cap = 0, txt_cap = 0, cap0 = 0, cap1 = 0, cap2 = 0, n_tok = 0, n_txt = 0;
    int32_t *toks = NULL, *past = NULL, *cur = NULL; char *txt = NULL;
    size_t *seg_tok0 = NULL, *seg_txt0 = NULL;
    int64_t *seg_t = NULL;
    int n_seg = 0, n_past_tok = 0, windows = 0;
    dlgo_result r = DLGO_OK;
    float *lg = (float *)dlgo__malloc(a, (size_t)h->n_vocab * sizeof(float));
    past = (int32_t *)dlgo__malloc(a, (size_t)h->n_text_ctx * sizeof(int32_t));
    cur = (int32_t *)dlgo__malloc(a, ((size_t)h->n_text_ctx + 8) * sizeof(int32_t));
    int32_t *prompt = (int32_t *)dlgo__malloc(a, ((size_t)h->n_text_ctx + 8) * sizeof(int32_t));
    float *plogs = (float *)dlgo__malloc(a, ((size_t)h->n_text_ctx + 8) * sizeof(float));   /* per-token log-probs */
    if (!lg || !past || !cur || !prompt || !plogs) r = dlgo__err(err, DLGO_ERR_OOM, "whisper: out of memory");
    for (int seek = 0; r == DLGO_OK && seek + 10 < seek_end; windows++) {
        if (P.max_windows > 0 && windows >= P.max_windows) break;
        if ((r = dlgo_whisper_encode(c, seek, err)) != DLGO_OK) break;
        if (detect && windows == 0) {
            int32_t best = dlgo_whisper_detect_language(c, NULL, 0, err);
            if (best < 0) { r = err->code; break; }
            lang = best;
        }
        if (seek > 0 && seek + 500 >= seek_end) n_past_tok = 0;   /* a short tail: drop the context, as whisper.cpp */
        int np = 0;
        if (n_past_tok > 0) {
            prompt[np++] = h->tok_prev;
            int take = max_prompt - 1 < n_past_tok ? max_prompt - 1 : n_past_tok;
            memcpy(prompt + np, past + n_past_tok - take, (size_t)take * sizeof(int32_t)); np += take;
        }
        int32_t init[4]; int ni = dlgo_whisper_prompt(w, lang, P.translate, init);
        memcpy(prompt + np, init, (size_t)ni * sizeof(int32_t)); np += ni;
        if ((r = dlgo_whisper_decode(c, prompt, np, 0, err)) != DLGO_OK) break;
        /* no-speech probability from the raw logits of the prompt */
        float nosp;
        {
            float mx = -INFINITY; for (int i = 0; i < h->n_vocab; i++) if (c->logits[i] > mx) mx = c->logits[i];
            float s = 0; for (int i = 0; i < h->n_vocab; i++) s += expf(c->logits[i] - mx);
            nosp = expf(c->logits[h->tok_nosp] - (logf(s) + mx));
        }
        int n_cur = 0, result_len = 0, failed = 0;
        double sum_lp = 0;
        for (int i = 0; i < n_max; i++) {
            memcpy(lg, c->logits, (size_t)h->n_vocab * sizeof(float));
            float plog = 0;
            const int32_t id = dlgo__wfilter_pick(w, lg, n_cur == 0, !P.no_suppress_blank, &plog);
            cur[n_cur] = id; plogs[n_cur] = plog; n_cur++;
            if (id == h->tok_eot) { result_len = i + 1; break; }
            if (i == n_max - 1) { failed = 1; break; }   /* decoding never ended: whisper.cpp's "repetition loop" */
            if ((r = dlgo_whisper_decode(c, &id, 1, np + i, err)) != DLGO_OK) break;
        }
        if (r != DLGO_OK) break;
        double avg_lp = -INFINITY;
        if (!failed && result_len > 0) { for (int i = 0; i < result_len; i++) sum_lp += plogs[i]; avg_lp = sum_lp / result_len; }
        const int is_no_speech = nosp > 0.6f && avg_lp < -1.0;
        n_past_tok = 0;
        if (!is_no_speech) for (int i = 0; i < result_len && i < h->n_text_ctx; i++) past[n_past_tok++] = cur[i];
        if (!is_no_speech && n_cur > 0) {
            const size_t tok0 = n_tok, txt0 = n_txt;
            for (int i = 0; i < n_cur; i++) {
                if (cur[i] >= h->tok_eot) continue;
                size_t l; const char *s = dlgo_whisper_token_text(w, cur[i], &l);
                if (!dlgo__grow(a, (void **)&toks, &tok_cap, n_tok + 1, sizeof(int32_t)) ||
                    !dlgo__grow(a, (void **)&txt, &txt_cap, n_txt + l + 1, 1)) { r = dlgo__err(err, DLGO_ERR_OOM, "whisper: out of memory"); break; }
                toks[n_tok++] = cur[i];
                memcpy(txt + n_txt, s, l); n_txt += l;
            }
            if (r != DLGO_OK) break;
            if (n_txt > txt0) {
                if (!dlgo__grow(a, (void **)&txt, &txt_cap, n_txt + 1, 1)) { r = dlgo__err(err, DLGO_ERR_OOM, "whisper: out of memory"); break; }
                txt[n_txt++] = 0;   /* each segment text is NUL-terminated in the store */
                if (!dlgo__grow(a, (void **)&seg_tok0, &cap0, (size_t)n_seg + 1, sizeof(size_t)) ||
                    !dlgo__grow(a, (void **)&seg_txt0, &cap1, (size_t)n_seg + 1, sizeof(size_t)) ||
                    !dlgo__grow(a, (void **)&seg_t, &cap2, 2 * ((size_t)n_seg + 1), sizeof(int64_t))) { r = dlgo__err(err, DLGO_ERR_OOM, "whisper: out of memory"); break; }
                seg_tok0[n_seg] = tok0; seg_txt0[n_seg] = txt0;
                int64_t t1 = (int64_t)(seek + 3000) * 10, tend = n_samples * 1000 / 16000;
                seg_t[2 * n_seg] = (int64_t)seek * 10; seg_t[2 * n_seg + 1] = t1 < tend ? t1 : tend;
                n_seg++;
                if (P.on_segment) {
                    dlgo_whisper_segment sg;
                    sg.t0_ms = seg_t[2 * n_seg - 2]; sg.t1_ms = seg_t[2 * n_seg - 1];
                    sg.text = txt + txt0; sg.tokens = toks + tok0; sg.n_tokens = (int32_t)(n_tok - tok0);
                    if (P.on_segment(&sg, P.user)) { r = dlgo__err(err, DLGO_ERR_CANCELLED, "whisper: cancelled by the segment callback"); break; }
                }
            }
        }
        seek += 3000;   /* no timestamps: every window advances by 30 s */
    }
    if (r == DLGO_OK) {
        res->segments = (dlgo_whisper_segment *)dlgo__calloc(a, (size_t)(n_seg > 0 ? n_seg : 1), sizeof *res->segments);
        res->text = (char *)dlgo__malloc(a, n_txt + 1);
        if (!res->segments || !res->text) r = dlgo__err(err, DLGO_ERR_OOM, "whisper: out of memory");
    }
    if (r == DLGO_OK) {
        size_t o = 0;
        for (int s = 0; s < n_seg; s++) {
            dlgo_whisper_segment *sg = &res->segments[s];
            sg->t0_ms = seg_t[2 * s]; sg->t1_ms = seg_t[2 * s + 1];
            sg->text = txt + seg_txt0[s];
            sg->tokens = toks ? toks + seg_tok0[s] : NULL;
            sg->n_tokens = (int32_t)((s + 1 < n_seg ? seg_tok0[s + 1] : n_tok) - seg_tok0[s]);
            size_t l = strlen(sg->text); memcpy(res->text + o, sg->text, l); o += l;
        }
        res->text[o] = 0;
        res->n_segments = n_seg;
        res->tok_store = toks; res->text_store = txt; toks = NULL; txt = NULL;
        res->language = h->multilingual ? dlgo_whisper_lang_code(lang) : "en";
    } else dlgo_whisper_result_free(res);
    dlgo__free(a, lg); dlgo__free(a, past); dlgo__free(a, cur); dlgo__free(a, prompt); dlgo__free(a, plogs);
    dlgo__free(a, toks); dlgo__free(a, txt); dlgo__free(a, seg_tok0); dlgo__free(a, seg_txt0); dlgo__free(a, seg_t);
    return r;
}

#ifndef DLGO_NO_STDIO
DLGO_API dlgo_result dlgo_whisper_transcribe_file(dlgo_whisper_ctx *c, const char *wav_path, const dlgo_whisper_transcribe_desc *params,
                                                  dlgo_whisper_result *res, dlgo_error *err) {
    if (res) memset(res, 0, sizeof *res);   /* outputs are cleared on entry, whatever happens next */
    dlgo_error local; if (!err) err = &local;
    if (!c) return dlgo__err(err, DLGO_ERR_INVALID_ARG, "whisper: NULL context");
    float *s = NULL; int64_t n = 0;
    DLGO__TRY(dlgo__wav_read_file(wav_path, 16000, &c->alloc, &s, &n, NULL, err));
    dlgo_result r = dlgo_whisper_transcribe(c, s, n, params, res, err);
    dlgo__free(&c->alloc, s);
    return r;
}
#endif

/* ==========================================================================================================
   >>vad — Silero VAD in whisper.cpp's ggml format: per-512-sample speech probabilities and segments

   Per chunk (whisper.cpp's graph): reflect-pad 64 each side, STFT as an f16 conv (stride 128), magnitude,
   four conv+ReLU layers (f16 weights, inputs rounded to f16 as ggml's im2col does), one LSTM cell whose h/c
   carry across chunks, ReLU, 1x1 conv, sigmoid. Matmuls go through dlgo__matmul.
   ========================================================================================================== */

struct dlgo_vad {
    dlgo_allocator alloc;
    int32_t n_window, n_hidden;
    dlgo__ltab tab;
    dlgo__w stft, enc_w[4], enc_b[4], w_ih, w_hh, b_ih, b_hh, out_w, out_b;
    int32_t enc_in[4], enc_out[4], enc_stride[4];
    float h[128], c[128];
    float buf[8][2 * 1024];                  /* per-chunk scratch: im2col rows and layer outputs */
};

DLGO_API void dlgo_vad_free(dlgo_vad *v) {
    if (!v) return;
    dlgo_allocator a = v->alloc;
    dlgo__ltab_free(&a, &v->tab);
    dlgo__free(&a, v);
}

static dlgo_result dlgo__vad_parse(dlgo_vad *v, const uint8_t *p, size_t size, dlgo_error *err) {
    const char *what = "vad";
    dlgo__brd r; r.p = p; r.n = size; r.off = 0; r.bad = 0;
    uint32_t magic = (uint32_t)dlgo__brd_i32(&r);
    if (r.bad || magic != 0x67676d6cu) return dlgo__err(err, DLGO_ERR_FORMAT, "vad: not a whisper.cpp ggml VAD model (magic %08x)", magic);
    int32_t tl = dlgo__brd_i32(&r);
    if (r.bad || tl <= 0 || tl > 64)   /* a Whisper model has the same magic: its n_vocab lands here */
        return dlgo__err(err, DLGO_ERR_FORMAT, "vad: not a Silero VAD ggml model (model-type string of %d bytes%s)", tl,
                         tl >= 51000 && tl <= 60000 ? "; this looks like a Whisper model" : "");
    const uint8_t *ty = dlgo__brd_bytes(&r, (size_t)tl);
    if (!ty) return dlgo__err(err, DLGO_ERR_FORMAT, "vad: file ends inside the model type");
    if (tl != 10 || memcmp(ty, "silero-16k", 10)) return dlgo__err(err, DLGO_ERR_UNSUPPORTED, "vad: model type '%.*s' (only silero-16k is known)", (int)tl, (const char *)ty);
    int32_t hv[22];
    for (int i = 0; i < 22; i++) hv[i] = dlgo__brd_i32(&r);
    if (r.bad) return dlgo__err(err, DLGO_ERR_FORMAT, "vad: file ends inside the hyper-parameters");
    /* version (3), n_window, n_context, n_encoder_layers, 4 x (in, out, kernel), lstm in/hidden, final conv in/out */
    v->n_window = hv[3];
    if (hv[3] != 512 || hv[5] != 4 || hv[18] != 128 || hv[19] != 128 || hv[20] != 128 || hv[21] != 1)
        return dlgo__err(err, DLGO_ERR_UNSUPPORTED, "vad: unexpected layout (window %d, %d encoder layers, lstm %d/%d, final conv %d->%d)",
                         hv[3], hv[5], hv[18], hv[19], hv[20], hv[21]);
    static const int32_t want[4][3] = { { 129, 128, 3 }, { 128, 64, 3 }, { 64, 64, 3 }, { 64, 128, 3 } };
    static const int32_t strides[4] = { 1, 2, 2, 1 };
    for (int i = 0; i < 4; i++) {
        if (hv[6 + 3 * i] != want[i][0] || hv[7 + 3 * i] != want[i][1] || hv[8 + 3 * i] != want[i][2])
            return dlgo__err(err, DLGO_ERR_UNSUPPORTED, "vad: encoder layer %d is %d->%d k%d", i, hv[6 + 3 * i], hv[7 + 3 * i], hv[8 + 3 * i]);
        v->enc_in[i] = want[i][0]; v->enc_out[i] = want[i][1]; v->enc_stride[i] = strides[i];
    }
    v->n_hidden = 128;
    DLGO__TRY(dlgo__ltab_read(&v->alloc, &r, &v->tab, what, err));
    const dlgo__ltab *tb = &v->tab;
    for (int i = 0; i < 4; i++) {
        DLGO__TRY(dlgo__ltab_get(tb, &v->enc_w[i], 3, v->enc_in[i], v->enc_out[i], 0, what, err, "_model.encoder.%d.reparam_conv.weight", i));
        DLGO__TRY(dlgo__ltab_get(tb, &v->enc_b[i], v->enc_out[i], 1, 1, 1, what, err, "_model.encoder.%d.reparam_conv.bias", i));
        dlgo__w_flatten(&v->enc_w[i]);
    }
    DLGO__TRY(dlgo__ltab_get(tb, &v->w_ih, 128, 512, 1, 1, what, err, "_model.decoder.rnn.weight_ih"));
    DLGO__TRY(dlgo__ltab_get(tb, &v->w_hh, 128, 512, 1, 1, what, err, "_model.decoder.rnn.weight_hh"));
    DLGO__TRY(dlgo__ltab_get(tb, &v->b_ih, 512, 1, 1, 1, what, err, "_model.decoder.rnn.bias_ih"));
    DLGO__TRY(dlgo__ltab_get(tb, &v->b_hh, 512, 1, 1, 1, what, err, "_model.decoder.rnn.bias_hh"));
    DLGO__TRY(dlgo__ltab_get(tb, &v->out_w, 128, 1, 1, 0, what, err, "_model.decoder.decoder.2.weight"));
    DLGO__TRY(dlgo__ltab_get(tb, &v->out_b, 1, 1, 1, 1, what, err, "_model.decoder.decoder.2.bias"));
    DLGO__TRY(dlgo__ltab_get(tb, &v->stft, 256, 1, 258, 0, what, err, "_model.stft.forward_basis_buffer"));
    dlgo__w_flatten(&v->stft);
    return DLGO_OK;
}
DLGO_API dlgo_result dlgo_vad_load_memory(const void *data, size_t size, const dlgo_vad_desc *desc, dlgo_vad **out, dlgo_error *err) {
    dlgo_error local; if (!err) err = &local;
    if (!out || (!data && size)) return dlgo__err(err, DLGO_ERR_INVALID_ARG, "vad: NULL argument");
    *out = NULL;
    const dlgo_allocator *a = dlgo__alloc_or_default(desc ? desc->allocator : NULL);
    dlgo_vad *v = (dlgo_vad *)dlgo__calloc(a, 1, sizeof *v);
    if (!v) return dlgo__err(err, DLGO_ERR_OOM, "vad: out of memory");
    v->alloc = *a;
    dlgo_result r = dlgo__vad_parse(v, (const uint8_t *)data, size, err);
    if (r != DLGO_OK) { dlgo_vad_free(v); return r; }
    *out = v;
    return DLGO_OK;
}
#ifndef DLGO_NO_STDIO
DLGO_API dlgo_result dlgo_vad_load(const char *path, const dlgo_vad_desc *desc, dlgo_vad **out, dlgo_error *err) {
    if (out) *out = NULL;   /* outputs are cleared on entry, whatever happens next */
    dlgo_error local; if (!err) err = &local;
    const dlgo_allocator *a = dlgo__alloc_or_default(desc ? desc->allocator : NULL);
    uint8_t *buf; size_t size;
    DLGO__TRY(dlgo__slurp(a, path, &buf, &size, "vad", err));
    dlgo_result r = dlgo_vad_load_memory(buf, size, desc, out, err);
    dlgo__free(a, buf);
    return r;
}
#endif

/* One 512-sample chunk -> speech probability; updates the LSTM state. */
/* whisper.cpp runs every conv as ggml_conv_1d: an f16 im2col times the kernel, the kernel (f16 or f32) taken
   as f16 too, through ggml_vec_dot_f16; the LSTM matmuls are f32 (ggml_vec_dot_f32). Repeating that order
   makes the probabilities whisper.cpp's to the last bit on x86 (see ">>whisper ... exact arithmetic"). */
static float dlgo__wdot_f32(const float *x, const float *y, int n) {
    const int np = n & ~31;
    float r = 0.0f;
    if (np) {
#if defined(DLGO__AVX2)
        __m256 s0 = _mm256_setzero_ps(), s1 = s0, s2 = s0, s3 = s0;
        for (int i = 0; i < np; i += 32) {
            s0 = _mm256_fmadd_ps(_mm256_loadu_ps(x + i), _mm256_loadu_ps(y + i), s0);
            s1 = _mm256_fmadd_ps(_mm256_loadu_ps(x + i + 8), _mm256_loadu_ps(y + i + 8), s1);
            s2 = _mm256_fmadd_ps(_mm256_loadu_ps(x + i + 16), _mm256_loadu_ps(y + i + 16), s2);
            s3 = _mm256_fmadd_ps(_mm256_loadu_ps(x + i + 24), _mm256_loadu_ps(y + i + 24), s3);
        }
        s0 = _mm256_add_ps(_mm256_add_ps(s0, s2), _mm256_add_ps(s1, s3));
        __m128 t = _mm_add_ps(_mm256_castps256_ps128(s0), _mm256_extractf128_ps(s0, 1));
        t = _mm_hadd_ps(t, t);
        t = _mm_hadd_ps(t, t);
        r = _mm_cvtss_f32(t);
#else
        float a[32], c8[8];
        for (int k = 0; k < 32; k++) a[k] = 0.0f;
        for (int i = 0; i < np; i += 32)
            for (int k = 0; k < 32; k++) a[k] = fmaf(x[i + k], y[i + k], a[k]);
        for (int l = 0; l < 8; l++) c8[l] = (a[l] + a[16 + l]) + (a[8 + l] + a[24 + l]);
        const float t0 = c8[0] + c8[4], t1 = c8[1] + c8[5], t2 = c8[2] + c8[6], t3 = c8[3] + c8[7];
        r = (t0 + t1) + (t2 + t3);
#endif
    }
    for (int i = np; i < n; i++) r = fmaf(x[i], y[i], r);   /* ggml's C++ tail, contracted to fma by the compiler */
    return r;
}
/* out[t * ldo + o] = f16(col row t) . f16(kernel row o), rows of K */
static void dlgo__vad_conv(const dlgo__w *W, const float *col, int rows, int K, float *out, int ldo) {
    uint16_t c16[4 * 3 * 129 + 8], k16[3 * 256];
    DLGO_ASSERT(rows * K <= 4 * 3 * 129 + 8 && K <= 3 * 256);
    dlgo__wrow_f16(col, c16, (int64_t)rows * K);
    for (int64_t o = 0; o < W->ne[1]; o++) {
        const uint8_t *wr = W->data + (size_t)o * W->row_bytes;
        const uint16_t *kr = (const uint16_t *)(const void *)wr;
        if (W->type != DLGO_TYPE_F16) {
            float tmp[3 * 256];
            dlgo_dequantize_row(W->type, wr, tmp, K);
            dlgo__wrow_f16(tmp, k16, K);
            kr = k16;
        }
        for (int t = 0; t < rows; t++) out[(size_t)t * ldo + o] = dlgo__wdot_f16(c16 + (size_t)t * K, kr, K);
    }
}

static float dlgo__vad_chunk(dlgo_vad *v, const float *x) {
    float *pad = v->buf[0], *col = v->buf[1], *st = v->buf[2], *a = v->buf[3], *b = v->buf[4];
    for (int i = 0; i < 64; i++) pad[i] = x[64 - i];
    for (int i = 0; i < 512; i++) pad[64 + i] = x[i];
    for (int i = 0; i < 64; i++) pad[576 + i] = x[510 - i];
    /* STFT: 4 frames of 256 taps, stride 128 -> st[frame][258] */
    for (int t = 0; t < 4; t++) memcpy(col + t * 256, pad + t * 128, 256 * sizeof(float));   /* im2col, stride 128 */
    dlgo__vad_conv(&v->stft, col, 4, 256, st, 258);
    /* magnitude, laid out [channel][time] */
    int L = 4, C = 129;
    for (int ch = 0; ch < C; ch++) for (int t = 0; t < L; t++) {
        const float re = st[t * 258 + ch], im = st[t * 258 + 129 + ch];
        float r2 = re * re, i2 = im * im;
        DLGO__NOFMA(r2); DLGO__NOFMA(i2);
        a[ch * L + t] = sqrtf(r2 + i2);
    }
    for (int l = 0; l < 4; l++) {
        const int s = v->enc_stride[l], Lo = (L + 2 - 3) / s + 1, Ci = v->enc_in[l], Co = v->enc_out[l];
        for (int t = 0; t < Lo; t++) for (int ci = 0; ci < Ci; ci++) for (int k = 0; k < 3; k++) {
            const int f = t * s + k - 1;
            col[(size_t)t * Ci * 3 + ci * 3 + k] = f < 0 || f >= L ? 0.0f : a[ci * L + f];
        }
        dlgo__vad_conv(&v->enc_w[l], col, Lo, Ci * 3, st, Co);
        const float *bb = DLGO__F32(v->enc_b[l]);
        for (int co = 0; co < Co; co++) for (int t = 0; t < Lo; t++) {
            const float y = st[t * Co + co] + bb[co];
            b[co * Lo + t] = y > 0 ? y : 0;
        }
        float *sw = a; a = b; b = sw;
        L = Lo; C = Co;
    }
    /* first time step -> LSTM input */
    float *xin = col;
    for (int ch = 0; ch < 128; ch++) xin[ch] = a[ch * L];
    float *g = st, *gh = b;
    for (int o = 0; o < 512; o++) {
        g[o] = dlgo__wdot_f32(DLGO__F32(v->w_ih) + (size_t)o * 128, xin, 128);
        gh[o] = dlgo__wdot_f32(DLGO__F32(v->w_hh) + (size_t)o * 128, v->h, 128);
    }
    const float *bi = DLGO__F32(v->b_ih), *bh = DLGO__F32(v->b_hh);
    for (int i = 0; i < 512; i++) g[i] = (g[i] + bi[i]) + (gh[i] + bh[i]);
    for (int i = 0; i < 128; i++) {
        const float ig = dlgo__sigmoid(g[i]), fg = dlgo__sigmoid(g[128 + i]), cg = tanhf(g[256 + i]), og = dlgo__sigmoid(g[384 + i]);
        float fc = fg * v->c[i], ic = ig * cg;
        DLGO__NOFMA(fc); DLGO__NOFMA(ic);
        v->c[i] = fc + ic;
        v->h[i] = og * tanhf(v->c[i]);
    }
    for (int i = 0; i < 128; i++) xin[i] = v->h[i] > 0 ? v->h[i] : 0;
    float z;
    dlgo__vad_conv(&v->out_w, xin, 1, 128, &z, 1);
    return dlgo__sigmoid(z + DLGO__F32(v->out_b)[0]);
}

static dlgo_result dlgo__vad_segments(const float *probs, int64_t n_probs, const dlgo_vad_detect_desc *params, const dlgo_allocator *allocator,
                                      dlgo_vad_segment **segs, int32_t *n_segs, dlgo_error *err) {
    if (!segs || !n_segs || (!probs && n_probs) || n_probs < 0 || n_probs > INT_MAX / 1024)
        return dlgo__err(err, DLGO_ERR_INVALID_ARG, "vad: bad segment arguments");
    *segs = NULL; *n_segs = 0;
    dlgo_vad_detect_desc P; memset(&P, 0, sizeof P);
    if (params) P = *params;
    const float threshold = P.threshold > 0 ? P.threshold : 0.5f;
    const int min_speech_ms = P.min_speech_ms > 0 ? P.min_speech_ms : 250, min_sil_ms = P.min_silence_ms > 0 ? P.min_silence_ms : 100;
    const int pad_ms = P.speech_pad_ms > 0 ? P.speech_pad_ms : 30;
    const int sr = 16000, win = 512;
    const int min_sil = sr * min_sil_ms / 1000, audio_len = (int)n_probs * win, min_speech = sr * min_speech_ms / 1000;
    const int pad = sr * pad_ms / 1000;
    int max_speech;
    if (P.max_speech_s <= 0 || P.max_speech_s > 100000.0f) max_speech = INT_MAX / 2;
    else {
        int64_t t = (int64_t)sr * (int64_t)P.max_speech_s - win - 2 * pad;
        max_speech = t > INT_MAX ? INT_MAX / 2 : (int)t;
        if (max_speech < 0) max_speech = INT_MAX / 2;
    }
    const int min_sil_at_max = sr * 98 / 1000;
    float neg = threshold - 0.15f;
    if (neg < 0.01f) neg = 0.01f;
    /* at most one segment per chunk */
    int *sp = (int *)dlgo__malloc(allocator, (size_t)(n_probs + 1) * 2 * sizeof(int));
    if (!sp) return dlgo__err(err, DLGO_ERR_OOM, "vad: out of memory");
    int ns = 0, in_speech = 0, temp_end = 0, prev_end = 0, next_start = 0, cur_start = 0, has_cur = 0;
    for (int i = 0; i < (int)n_probs; i++) {
        const float p = probs[i];
        const int cs = win * i;
        if (p >= threshold && temp_end) { temp_end = 0; if (next_start < prev_end) next_start = cs; }
        if (p >= threshold && !in_speech) { in_speech = 1; cur_start = cs; has_cur = 1; continue; }
        if (in_speech && cs - cur_start > max_speech) {
            if (prev_end) {
                sp[2 * ns] = cur_start; sp[2 * ns + 1] = prev_end; ns++;
                has_cur = 1;
                if (next_start < prev_end) { in_speech = 0; has_cur = 0; }
                else cur_start = next_start;
                prev_end = next_start = temp_end = 0;
            } else {
                sp[2 * ns] = cur_start; sp[2 * ns + 1] = cs; ns++;
                prev_end = next_start = temp_end = 0; in_speech = 0; has_cur = 0;
                continue;
            }
        }
        if (p < neg && in_speech) {
            if (!temp_end) temp_end = cs;
            if (cs - temp_end > min_sil_at_max) prev_end = temp_end;
            if (cs - temp_end < min_sil) continue;
            if (temp_end - cur_start > min_speech) { sp[2 * ns] = cur_start; sp[2 * ns + 1] = temp_end; ns++; }
            prev_end = next_start = temp_end = 0; in_speech = 0; has_cur = 0;
            continue;
        }
    }
    if (has_cur && audio_len - cur_start > min_speech) { sp[2 * ns] = cur_start; sp[2 * ns + 1] = audio_len; ns++; }
    /* merge gaps < 200 ms, then drop short ones */
    for (int i = 0; i + 1 < ns; i++)
        if (sp[2 * (i + 1)] - sp[2 * i + 1] < sr * 200 / 1000) {
            sp[2 * i + 1] = sp[2 * (i + 1) + 1];
            memmove(sp + 2 * (i + 1), sp + 2 * (i + 2), (size_t)(ns - i - 2) * 2 * sizeof(int));
            ns--; i--;
        }
    int k = 0;
    for (int i = 0; i < ns; i++) if (sp[2 * i + 1] - sp[2 * i] >= min_speech) { sp[2 * k] = sp[2 * i]; sp[2 * k + 1] = sp[2 * i + 1]; k++; }
    ns = k;
    dlgo_vad_segment *out = (dlgo_vad_segment *)dlgo__calloc(allocator, (size_t)(ns > 0 ? ns : 1), sizeof *out);
    if (!out) { dlgo__free(allocator, sp); return dlgo__err(err, DLGO_ERR_OOM, "vad: out of memory"); }
    for (int i = 0; i < ns; i++) {
        int *s0 = &sp[2 * i], *e0 = &sp[2 * i + 1];
        if (i == 0) *s0 = *s0 > pad ? *s0 - pad : 0;
        if (i < ns - 1) {
            int *s1 = &sp[2 * (i + 1)];
            const int gap = *s1 - *e0;
            if (gap < 2 * pad) { *e0 += gap / 2; *s1 = *s1 > gap / 2 ? *s1 - gap / 2 : 0; }
            else { *e0 = *e0 + pad < audio_len ? *e0 + pad : audio_len; *s1 = *s1 > pad ? *s1 - pad : 0; }
        } else *e0 = *e0 + pad < audio_len ? *e0 + pad : audio_len;
        out[i].start_sample = *s0; out[i].end_sample = *e0;
        /* whisper.cpp reports centiseconds rounded half up */
        out[i].start_s = (double)(int64_t)((*s0 / (double)sr) * 100.0 + 0.5) / 100.0;
        out[i].end_s = (double)(int64_t)((*e0 / (double)sr) * 100.0 + 0.5) / 100.0;
    }
    dlgo__free(allocator, sp);
    *segs = out; *n_segs = ns;
    return DLGO_OK;
}

DLGO_API dlgo_result dlgo_vad_segments(const float *probs, int64_t n_probs, const dlgo_vad_detect_desc *desc, dlgo_vad_result *out,
                                       dlgo_error *err) {
    if (out) memset(out, 0, sizeof *out);   /* outputs are cleared on entry, whatever happens next */
    if (!out) return dlgo__err(err, DLGO_ERR_INVALID_ARG, "vad: NULL result");
    out->alloc_ = *dlgo__alloc_or_default(desc ? desc->allocator : NULL);
    return dlgo__vad_segments(probs, n_probs, desc, &out->alloc_, &out->segments, &out->n_segments, err);
}

DLGO_API dlgo_result dlgo_vad_detect(dlgo_vad *v, const float *samples, int64_t n_samples, const dlgo_vad_detect_desc *params,
                                     dlgo_vad_result *res, dlgo_error *err) {
    if (res) memset(res, 0, sizeof *res);   /* outputs are cleared on entry, whatever happens next */
    dlgo_error local; if (!err) err = &local;
    if (!v || !res || (!samples && n_samples) || n_samples < 0) return dlgo__err(err, DLGO_ERR_INVALID_ARG, "vad: bad arguments");
    memset(res, 0, sizeof *res);
    res->alloc_ = params && params->allocator ? *dlgo__alloc_or_default(params->allocator) : v->alloc;
    const int64_t n = (n_samples + v->n_window - 1) / v->n_window;
    res->probs = (float *)dlgo__malloc(&res->alloc_, (size_t)(n > 0 ? n : 1) * sizeof(float));
    if (!res->probs) return dlgo__err(err, DLGO_ERR_OOM, "vad: out of memory for %lld probabilities", (long long)n);
    memset(v->h, 0, sizeof v->h); memset(v->c, 0, sizeof v->c);
    float chunk[512];
    for (int64_t i = 0; i < n; i++) {
        const int64_t s0 = i * 512, m = n_samples - s0 < 512 ? n_samples - s0 : 512;
        memcpy(chunk, samples + s0, (size_t)m * sizeof(float));
        for (int64_t j = m; j < 512; j++) chunk[j] = 0;   /* the last chunk is zero-padded */
        res->probs[i] = dlgo__vad_chunk(v, chunk);
    }
    res->n_probs = n;
    dlgo_result r = dlgo__vad_segments(res->probs, n, params, &res->alloc_, &res->segments, &res->n_segments, err);
    if (r != DLGO_OK) dlgo_vad_result_free(res);
    return r;
}
DLGO_API void dlgo_vad_result_free(dlgo_vad_result *res) {
    if (!res) return;
    dlgo__free(&res->alloc_, res->probs);
    dlgo__free(&res->alloc_, res->segments);
    memset(res, 0, sizeof *res);
}
#if defined(__clang__) && (defined(__x86_64__) || defined(__i386__))
#  pragma float_control(pop)
#elif defined(__clang__)
#  pragma clang fp contract(on)
#endif

/* ==========================================================================================================
   >>public — model and context API
   ========================================================================================================== */

static dlgo_result dlgo__model_attach_vocab(dlgo_model *m, dlgo_error *err) {
    if (dlgo_gguf_find_key(m->gguf, "tokenizer.ggml.model") >= 0) {
        dlgo_tokenizer_desc td;
        memset(&td, 0, sizeof td);
        td.allocator = &m->alloc;
        dlgo_result r = dlgo_tokenizer_load_gguf(m->gguf, &td, &m->tokenizer, err);
        if (r != DLGO_OK) return r;
        if (dlgo_tokenizer_n_vocab(m->tokenizer) > m->n_vocab)
            dlgo__log(m, DLGO_LOG_WARN, "vocabulary has %d tokens but the output layer only %d", dlgo_tokenizer_n_vocab(m->tokenizer), m->n_vocab);
    }
    const char *t; uint64_t n;
    if (dlgo_gguf_get_str(m->gguf, "tokenizer.chat_template", &t, &n, NULL) == DLGO_OK) {
        m->chat_template = dlgo__strndup(&m->alloc, t, (size_t)n);
        if (!m->chat_template) return dlgo__err(err, DLGO_ERR_OOM, "model: out of memory");
    }
    return DLGO_OK;
}
static dlgo_result dlgo__model_init(dlgo_model *m, dlgo_error *err) {
    dlgo_result r = dlgo__model_resolve(m, err);
    if (r != DLGO_OK) return r;
    r = dlgo__model_attach_vocab(m, err);
    if (r != DLGO_OK) return r;
    dlgo__model_repack(m);
    return DLGO_OK;
}
static dlgo_result dlgo__model_new(const dlgo_model_desc *desc, dlgo_model **out, dlgo_error *err) {
    const dlgo_allocator *a = dlgo__alloc_or_default(desc ? desc->allocator : NULL);
    if (!out) return dlgo__err(err, DLGO_ERR_INVALID_ARG, "model: out is NULL");
    *out = NULL;
    dlgo_model *m = (dlgo_model *)dlgo__calloc(a, 1, sizeof *m);
    if (!m) return dlgo__err(err, DLGO_ERR_OOM, "model: out of memory");
    m->alloc = *a;
    if (desc) { m->log = desc->log; m->log_user = desc->log_user; m->load_threads = desc->n_threads; m->no_repack = desc->no_repack; }
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
    if (out) *out = NULL;   /* outputs are cleared on entry, whatever happens next */
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
    if (out) *out = NULL;   /* outputs are cleared on entry, whatever happens next */
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
    dlgo__free(&m->alloc, m->rp_mem);
    dlgo_tokenizer_free(m->tokenizer);
    dlgo__free(&m->alloc, m->layers);
    dlgo__free(&m->alloc, m->chat_template);
    dlgo_gguf_close(m->gguf);
    dlgo_allocator a = m->alloc;
    dlgo__free(&a, m);
}
DLGO__INTERNAL const dlgo_gguf *dlgo_model_gguf(const dlgo_model *m) { return m ? m->gguf : NULL; }
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
    if (!c->k_off || !c->v_off) { dlgo_ctx_destroy(c); return dlgo__err(err, DLGO_ERR_OOM, "ctx: out of memory"); }
    /* the per-position row size is the largest over layers, so every layer shares one stride */
    size_t rk = 0, rv = 0;
    for (int il = 0; il < m->n_layer; il++) {
        const dlgo__layer *L = &m->layers[il];
        if (L->mixer == DLGO__MIX_GDN) continue;   /* recurrent layers keep fixed-size states instead */
        if ((size_t)L->n_head_kv * L->d_k * es > rk) rk = (size_t)L->n_head_kv * L->d_k * es;
        if (!L->v_in_k && (size_t)L->n_head_kv * L->d_v * es > rv) rv = (size_t)L->n_head_kv * L->d_v * es;
    }
    c->kv_row_k = rk; c->kv_row_v = rv;
    for (int il = 0; il < m->n_layer; il++) {
        const dlgo__layer *L = &m->layers[il];
        c->k_off[il] = c->v_off[il] = kv_total;
        if (L->mixer == DLGO__MIX_GDN) continue;
        kv_total += rk * (size_t)c->n_ctx;
        c->v_off[il] = kv_total;
        if (!L->v_in_k) kv_total += rv * (size_t)c->n_ctx;
    }
    /* Gated DeltaNet layers: conv state (K-1 rows of C channels) then H_v states of d_k x d_v, all f32 */
    size_t gdn_scr = 0;
    c->rs_off = (size_t *)dlgo__calloc(&c->alloc, (size_t)m->n_layer, sizeof(size_t));
    if (!c->rs_off) { dlgo_ctx_destroy(c); return dlgo__err(err, DLGO_ERR_OOM, "ctx: out of memory"); }
    for (int il = 0; il < m->n_layer; il++) {
        const dlgo__layer *L = &m->layers[il];
        if (L->mixer != DLGO__MIX_GDN) continue;
        const size_t C = (size_t)2 * L->ssm_hk * L->ssm_dk + (size_t)L->ssm_hv * L->ssm_dk;
        c->rs_off[il] = c->rs_floats;
        c->rs_floats += (size_t)(L->ssm_conv - 1) * C + (size_t)L->ssm_hv * L->ssm_dk * L->ssm_dk;
        size_t scr = dlgo__gdn_scr_floats(L->ssm_dk);
        if (scr > gdn_scr) gdn_scr = scr;
    }
    c->gdn_scr_n = gdn_scr;   /* allocated per thread below */
    const size_t B = (size_t)c->n_batch, E = (size_t)m->n_embd;
    size_t ffa = (size_t)2 * m->max_ff; if ((size_t)m->max_q + m->max_kv > ffa) ffa = (size_t)m->max_q + m->max_kv;
    c->cp.actq_cap = dlgo__actq_bytes(m->max_in, c->n_batch);
    const int32_t n_logit_rows = c->logits_all ? c->n_batch : 1;
    c->kv = (uint8_t *)dlgo__malloc(&c->alloc, kv_total ? kv_total : 1);
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
    /* +slack: MoE keeps one token's selection scores after its per-token rows */
    c->ax = (float *)dlgo__malloc(&c->alloc, (B * (size_t)m->max_ax + (size_t)m->max_expert + 64) * sizeof(float));
    c->axi = (int32_t *)dlgo__malloc(&c->alloc, (2 * B * (size_t)m->max_moe_k + 1) * sizeof(int32_t));
    c->rs = (float *)dlgo__calloc(&c->alloc, c->rs_floats + 1, sizeof(float));
    if (!c->kv || !c->x || !c->h || !c->q || !c->kvbuf || !c->att || !c->ffa || !c->ffb || !c->scores || !c->tmp ||
        !c->logits || !c->cp.actq || !c->tokens || !c->ax || !c->axi || !c->rs) {
        dlgo_ctx_destroy(c);
        return dlgo__err(err, DLGO_ERR_OOM, "ctx: out of memory for a %d-token context (KV cache %.1f MB)", d.n_ctx, (double)kv_total / 1e6);
    }
    /* >>threads: workers (or the host's hook) and a scratch row per thread */
    dlgo__exec_init(&c->cp.exec, &c->alloc, c->n_threads, d.parallel_for, d.parallel_for_user);
    c->cp.tscratch_n = (size_t)c->n_ctx + 4096;
    c->cp.tscratch = (float *)dlgo__malloc(&c->alloc, (size_t)dlgo__exec_threads(&c->cp.exec) * c->cp.tscratch_n * sizeof(float));
    if (!c->cp.tscratch) { dlgo_ctx_destroy(c); return dlgo__err(err, DLGO_ERR_OOM, "ctx: out of memory for thread scratch"); }
    if (c->gdn_scr_n) {   /* the DeltaNet heads run on all threads, each with its own scratch */
        c->gdn_scr = (float *)dlgo__malloc(&c->alloc, (size_t)dlgo__exec_threads(&c->cp.exec) * c->gdn_scr_n * sizeof(float));
        if (!c->gdn_scr) { dlgo_ctx_destroy(c); return dlgo__err(err, DLGO_ERR_OOM, "ctx: out of memory for DeltaNet scratch"); }
    }
    *out = c;
    return DLGO_OK;
}
static void dlgo__chat_clear(dlgo_ctx *c, int keep_system) {
    size_t k = 0;
    for (size_t i = 0; i < c->chat_n; i++) {
        if (keep_system && !strcmp(c->chat_msgs[i].role, "system")) { c->chat_msgs[k++] = c->chat_msgs[i]; continue; }
        dlgo__free(&c->alloc, (void *)c->chat_msgs[i].role); dlgo__free(&c->alloc, (void *)c->chat_msgs[i].content);
    }
    c->chat_n = k;
}
DLGO_API void dlgo_ctx_destroy(dlgo_ctx *c) {
    if (!c) return;
    dlgo__exec_free(&c->cp.exec);   /* >>threads: stop the workers first */
    dlgo__free(&c->alloc, c->cp.tscratch);
    dlgo_vk_ctx_destroy(c->gpu);   /* the context owns its GPU attachment */
    dlgo__chat_clear(c, 0);
    dlgo__free(&c->alloc, c->chat_msgs);
    void *bufs[] = { c->kv, c->x, c->h, c->q, c->kvbuf, c->att, c->ffa, c->ffb, c->scores, c->tmp, c->logits, c->cp.actq,
                     c->tokens, c->k_off, c->v_off, c->ax, c->axi, c->rs, c->rs_off, c->gdn_scr };
    for (size_t i = 0; i < sizeof bufs / sizeof bufs[0]; i++) dlgo__free(&c->alloc, bufs[i]);
    dlgo_allocator a = c->alloc;
    dlgo__free(&a, c);
}
/* The checks every evaluation entry point makes before touching the cache. */
static dlgo_result dlgo__eval_check(dlgo_ctx *c, const int32_t *tokens, int32_t n, dlgo_error *err) {
    if (!c || (!tokens && n > 0) || n < 0) return dlgo__err(err, DLGO_ERR_INVALID_ARG, "eval: NULL context/tokens or negative count");
    dlgo_result r = DLGO_OK;
    if (c->pend_n) r = dlgo__err(err, DLGO_ERR_INVALID_ARG, "eval: a stepped evaluation is in progress (finish it with dlgo_ctx_step)");
    else if (n == 0) r = dlgo__err(err, DLGO_ERR_INVALID_ARG, "eval: empty batch");
    else if (n > c->n_ctx - c->n_past)
        r = dlgo__err(err, DLGO_ERR_CONTEXT_FULL, "eval: %d tokens do not fit: %d of %d context positions are used", n, c->n_past, c->n_ctx);
    for (int32_t i = 0; r == DLGO_OK && i < n; i++)
        if (tokens[i] < 0 || tokens[i] >= c->model->n_vocab)
            r = dlgo__err(err, DLGO_ERR_INVALID_ARG, "eval: token %d at index %d is outside the vocabulary (0..%d)", tokens[i], i, c->model->n_vocab - 1);
    return r;
}
DLGO_API dlgo_result dlgo_ctx_eval(dlgo_ctx *c, const int32_t *tokens, int32_t n, dlgo_error *err) {
    dlgo_error local; if (!err) err = &local;
    dlgo_result r = dlgo__eval_check(c, tokens, n, err);
    if (r != DLGO_OK) return r;
    if (c->gpu) {
        r = dlgo__vk_eval_batches(c->gpu, tokens, n, err);
            return r;
    }
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
/* KV caches can be cut anywhere. A recurrent (Gated DeltaNet) state summarises the whole prefix and cannot be
   rewound, so on such models truncating below n_past drops everything (n_past = 0, states zeroed) and the caller
   re-evaluates; dlgo_ctx_n_past tells what was kept and dlgo_ctx_last_error says why. */
DLGO_API int32_t dlgo_ctx_truncate(dlgo_ctx *c, int32_t n_keep) {
    if (!c) return 0;
    if (n_keep < 0) n_keep = 0;
    if (c->pend_n) {   /* a begun batch is abandoned: its K/V rows were never committed (n_past did not move) */
        int ran = c->pend_layer > 0;
        c->pend_n = 0;
        /* but recurrent layers already folded it into their state: that cannot be undone, so start over */
        if (ran && c->model->n_recurrent > 0) {
            dlgo__log(c->model, DLGO_LOG_WARN, "truncate: an abandoned batch had updated the recurrent state; the context was cleared");
            c->n_past = 0; n_keep = 0;
            if (c->rs) memset(c->rs, 0, c->rs_floats * sizeof(float));
        }
    }
    if (n_keep < c->n_past) {
        if (c->model->n_recurrent > 0 && n_keep > 0) {
            dlgo__log(c->model, DLGO_LOG_WARN, "truncate: %s has recurrent layers whose state cannot be rewound to %d tokens; "
                     "the context was cleared (n_past = 0)", c->model->arch_name, n_keep);
            n_keep = 0;
        }
        c->n_past = n_keep;
        if (n_keep == 0 && c->rs) memset(c->rs, 0, c->rs_floats * sizeof(float));
    }
    c->n_logits = 0;
    return c->n_past;
}

DLGO_API int dlgo_ctx_pending(const dlgo_ctx *c) { return c && c->pend_n > 0; }
DLGO_API dlgo_result dlgo_ctx_eval_begin(dlgo_ctx *c, const int32_t *tokens, int32_t n, dlgo_error *err) {
    dlgo_error local; if (!err) err = &local;
    dlgo_result r = dlgo__eval_check(c, tokens, n, err);
    if (r != DLGO_OK) return r;
    if (n > c->n_batch) return dlgo__err(err, DLGO_ERR_INVALID_ARG, "eval_begin: %d tokens exceed n_batch %d (split the batch)", n, c->n_batch);
    /* the tokens go where the cache history keeps them; n_past moves only when the batch is done */
    memcpy(c->tokens + c->n_past, tokens, (size_t)n * sizeof(int32_t));
    c->pend_n = n; c->pend_layer = -1;
    return DLGO_OK;
}
DLGO_API dlgo_result dlgo_ctx_step(dlgo_ctx *c, const dlgo_budget *budget, dlgo_step_info *out, dlgo_error *err) {
    if (out) memset(out, 0, sizeof *out);   /* outputs are cleared on entry, whatever happens next */
    dlgo_error local; if (!err) err = &local;
    dlgo_step_info info; memset(&info, 0, sizeof info);
    if (!c) return dlgo__err(err, DLGO_ERR_INVALID_ARG, "step: NULL context");
    if (!c->pend_n) {   /* nothing pending: report done so a frame loop can call step unconditionally */
        info.done = 1;
        if (out) *out = info;
        return DLGO_OK;
    }
    const dlgo_model *m = c->model;
    const double t0 = dlgo__now_ms();
    const int32_t n = c->pend_n;
    dlgo_result r = DLGO_OK;
    if (c->gpu) {   /* the GPU records the whole pass: it runs in one step */
        int32_t keep = c->pend_n;
        c->pend_n = 0;
        r = dlgo__vk_eval_batches(c->gpu, c->tokens + c->n_past, keep, err);
        info.layers_run = m->n_layer;
    } else {
        if (c->pend_layer < 0) { dlgo__forward_embed(c, c->tokens + c->n_past, n); c->pend_layer = 0; }
        while (c->pend_layer < m->n_layer) {
            dlgo__forward_layer(c, c->pend_layer, n, c->n_past);
            c->pend_layer++; info.layers_run++;
            if (budget && budget->max_layers > 0 && info.layers_run >= budget->max_layers) break;
            if (budget && budget->max_us > 0 && (dlgo__now_ms() - t0) * 1000.0 >= (double)budget->max_us) break;
        }
        if (c->pend_layer == m->n_layer) {
            dlgo__forward_logits(c, n, c->logits_all);
            c->n_past += n; c->pend_n = 0;
        }
    }
    info.done = c->pend_n == 0;
    info.layers_left = info.done ? 0 : m->n_layer - c->pend_layer;
    info.us_used = (int64_t)((dlgo__now_ms() - t0) * 1000.0);
    if (out) *out = info;
    return r;
}

/* ---- tokenizer and chat template attached to a model ---------------------------------------------------- */

DLGO_API const dlgo_tokenizer *dlgo_model_tokenizer(const dlgo_model *m) { return m ? m->tokenizer : NULL; }
DLGO_API const char *dlgo_model_chat_template(const dlgo_model *m) { return m ? m->chat_template : NULL; }

/* ---- generation ------------------------------------------------------------------------------------------ */

/* Tokenize into an allocated array (caller frees with dlgo__free(&m->alloc, ...)). */
static dlgo_result dlgo__tokenize_alloc(const dlgo_model *m, const char *text, size_t len, int add_special,
                                        int32_t **out, int32_t *n, dlgo_error *err) {
    if (!m->tokenizer) return dlgo__err(err, DLGO_ERR_UNSUPPORTED, "model '%s' has no vocabulary: it cannot take text", m->name);
    if (len > (size_t)INT32_MAX / 2) return dlgo__err(err, DLGO_ERR_INVALID_ARG, "text of %zu bytes is too long", len);
    int32_t cap = (int32_t)len + 8;
    for (int attempt = 0; attempt < 2; attempt++) {
        int32_t *buf = (int32_t *)dlgo__malloc(&m->alloc, (size_t)cap * sizeof(int32_t));
        if (!buf) return dlgo__err(err, DLGO_ERR_OOM, "out of memory tokenizing %zu bytes", len);
        dlgo_result r = dlgo__tokenize(m->tokenizer, text, len, add_special, 1, buf, cap, n, err);
        if (r == DLGO_OK) { *out = buf; return DLGO_OK; }
        dlgo__free(&m->alloc, buf);
        if (r != DLGO_ERR_BUDGET) return r;
        cap = *n;
    }
    return dlgo__err(err, DLGO_ERR_FORMAT, "tokenizer: inconsistent token count");
}

typedef struct dlgo__textbuf { char *p; size_t n, cap; const dlgo_allocator *a; int oom; } dlgo__textbuf;
static void dlgo__text_put(dlgo__textbuf *b, const char *s, size_t n) {
    if (b->oom) return;
    if (!dlgo__grow(b->a, (void **)&b->p, &b->cap, b->n + n + 1, 1)) { b->oom = 1; return; }
    memcpy(b->p + b->n, s, n); b->n += n; b->p[b->n] = 0;
}

/* n_ctx / n_threads of a generate desc belong to dlgo_model_generate's temporary context: a context call refuses
   them rather than ignoring them. */
static dlgo_result dlgo__desc_for_ctx(const dlgo_generate_desc *d, const char *what, dlgo_error *err) {
    if (d && (d->n_ctx || d->n_threads))
        return dlgo__err(err, DLGO_ERR_INVALID_ARG, "%s: desc.n_ctx / n_threads are dlgo_model_generate's; this context has its own", what);
    return DLGO_OK;
}

/* Evaluate `toks` after what the context holds, then sample up to n_predict tokens. */
static dlgo_result dlgo__generate_from(dlgo_ctx *c, const int32_t *toks, int32_t n_tok, int32_t n_reused,
                                       const dlgo_generate_desc *d, dlgo_generate_result *out, dlgo_error *err) {
    const dlgo_model *m = c->model;
    dlgo_sampler *smp = NULL;
    dlgo_sampler_desc sd;
    memset(&sd, 0, sizeof sd);
    if (d->sampler) sd = *d->sampler;
    if (!sd.allocator) sd.allocator = &c->alloc;
    dlgo__textbuf tb; memset(&tb, 0, sizeof tb); tb.a = &c->alloc;
    char piece[512];
    dlgo_detok dt;
    dlgo_result r = DLGO_OK;
    int32_t n_predict = d->n_predict == 0 ? 128 : d->n_predict;
    memset(out, 0, sizeof *out);
    out->n_reused = n_reused;
    if (n_tok > c->n_ctx - c->n_past)
        return dlgo__err(err, DLGO_ERR_CONTEXT_FULL, "prompt of %d tokens does not fit: %d of %d context positions are used",
                         n_tok, c->n_past, c->n_ctx);
    if (n_tok == 0 && c->n_logits == 0)
        return dlgo__err(err, DLGO_ERR_INVALID_ARG, "nothing to continue from: empty prompt and empty context");
    r = dlgo_sampler_create(&sd, m->n_vocab, &smp, err);
    if (r != DLGO_OK) return r;
    /* llama-completion feeds prompt tokens to the penalty window too */
    for (int32_t i = 0; i < n_tok; i++) dlgo_sampler_accept(smp, toks[i]);
    dlgo_detok_init(&dt, m->tokenizer, 0, 0);
    if (d->echo_prompt && d->on_token) {
        for (int32_t i = 0; i < n_tok; i++) {
            int32_t k = dlgo_detok_feed(&dt, toks[i], piece, (int32_t)sizeof piece);
            if (k > 0 && k <= (int32_t)sizeof piece) d->on_token(piece, k, toks[i], d->user);
        }
    }
    double t0 = dlgo__now_ms();
    if (n_tok > 0) r = dlgo_ctx_eval(c, toks, n_tok, err);
    out->n_prompt = n_tok;
    out->prompt_ms = dlgo__now_ms() - t0;
    t0 = dlgo__now_ms();
    out->stop = DLGO_STOP_LENGTH;
    for (int32_t i = 0; r == DLGO_OK && (n_predict < 0 || i < n_predict); i++) {
        int32_t tok = dlgo_sampler_sample(smp, dlgo_ctx_logits(c, -1));
        dlgo_sampler_accept(smp, tok);
        if (dlgo_token_is_eog(m->tokenizer, tok)) { out->stop = DLGO_STOP_EOG; break; }
        int32_t k = dlgo_detok_feed(&dt, tok, piece, (int32_t)sizeof piece);
        if (k > (int32_t)sizeof piece) k = 0;
        dlgo__text_put(&tb, piece, (size_t)k);
        out->n_generated++;
        if (d->on_token && d->on_token(piece, k, tok, d->user)) { out->stop = DLGO_STOP_CANCELLED; break; }
        if (c->n_past >= c->n_ctx) { out->stop = DLGO_STOP_CONTEXT_FULL; break; }
        if (n_predict >= 0 && i + 1 >= n_predict) break;   /* the last token need not be evaluated */
        r = dlgo_ctx_eval(c, &tok, 1, err);
    }
    {   /* an incomplete UTF-8 tail at the end is emitted as is */
        int32_t k = dlgo_detok_flush(&dt, piece, (int32_t)sizeof piece);
        if (k > 0) { dlgo__text_put(&tb, piece, (size_t)k); if (d->on_token) d->on_token(piece, k, -1, d->user); }
    }
    out->generate_ms = dlgo__now_ms() - t0;
    dlgo_sampler_destroy(smp);
    if (r == DLGO_OK && tb.oom) r = dlgo__err(err, DLGO_ERR_OOM, "out of memory collecting the generated text");
    if (r != DLGO_OK) { dlgo__free(&c->alloc, tb.p); memset(out, 0, sizeof *out); return r; }
    if (!tb.p) { dlgo__text_put(&tb, "", 0); if (tb.oom) return dlgo__err(err, DLGO_ERR_OOM, "out of memory"); }
    out->text = tb.p;
    out->text_len = tb.n;
    out->alloc_ = c->alloc;   /* the model's allocator: the text outlives a temporary context */
    return DLGO_OK;
}

DLGO_API dlgo_result dlgo_ctx_generate(dlgo_ctx *c, const dlgo_generate_desc *desc, dlgo_generate_result *out, dlgo_error *err) {
    if (out) memset(out, 0, sizeof *out);   /* outputs are cleared on entry, whatever happens next */
    dlgo_error local; if (!err) err = &local;
    if (!c || !desc || !out) return dlgo__err(err, DLGO_ERR_INVALID_ARG, "generate: NULL context, desc or result");
    DLGO__TRY(dlgo__desc_for_ctx(desc, "ctx_generate", err));
    memset(out, 0, sizeof *out);
    const char *p = desc->prompt ? desc->prompt : "";
    int32_t *toks = NULL, n = 0;
    dlgo_result r = dlgo__tokenize_alloc(c->model, p, strlen(p), c->n_past == 0, &toks, &n, err);
    if (r == DLGO_OK) r = dlgo__generate_from(c, toks, n, 0, desc, out, err);
    dlgo__free(&c->alloc, toks);
    return r;
}
DLGO_API dlgo_result dlgo_model_generate(const dlgo_model *m, const dlgo_generate_desc *desc, dlgo_generate_result *out, dlgo_error *err) {
    if (out) memset(out, 0, sizeof *out);   /* outputs are cleared on entry, whatever happens next */
    dlgo_error local; if (!err) err = &local;
    if (!m || !desc || !out) return dlgo__err(err, DLGO_ERR_INVALID_ARG, "generate: NULL model, desc or result");
    dlgo_ctx_desc cd; memset(&cd, 0, sizeof cd);
    cd.n_ctx = desc->n_ctx; cd.n_threads = desc->n_threads;
    dlgo_ctx *c;
    dlgo_result r = dlgo_ctx_create(m, &cd, &c, err);
    if (r != DLGO_OK) return r;
    dlgo_generate_desc d = *desc;
    d.n_ctx = 0;   /* spent on the temporary context */
    d.n_threads = 0;
    r = dlgo_ctx_generate(c, &d, out, err);
    /* the text was allocated with the model's allocator: it outlives the temporary context */
    dlgo_ctx_destroy(c);
    return r;
}
DLGO_API void dlgo_generate_result_free(dlgo_generate_result *r) {
    if (!r) return;
    if (r->text) dlgo__free(&r->alloc_, r->text);
    memset(r, 0, sizeof *r);
}

/* ---- chat ------------------------------------------------------------------------------------------------ */

static dlgo_result dlgo__render_chat(const dlgo_model *m, const char *tmpl, const dlgo_chat_message *msgs, size_t n,
                                     char **out, dlgo_error *err) {
    if (!tmpl) tmpl = m->chat_template ? m->chat_template : "chatml";
    int32_t need = dlgo_chat_apply_template(tmpl, msgs, n, 1, NULL, 0);
    if (need < 0) {
        if (tmpl == m->chat_template) {   /* an unrecognised model template: fall back like llama.cpp's tools */
            dlgo__log(m, DLGO_LOG_WARN, "chat template of '%s' not recognised; using chatml", m->name);
            tmpl = "chatml";
            need = dlgo_chat_apply_template(tmpl, msgs, n, 1, NULL, 0);
        }
        if (need < 0) return dlgo__err(err, DLGO_ERR_UNSUPPORTED, "chat template '%.60s' is not supported", tmpl);
    }
    char *buf = (char *)dlgo__malloc(&m->alloc, (size_t)need + 1);
    if (!buf) return dlgo__err(err, DLGO_ERR_OOM, "out of memory rendering the chat");
    dlgo_chat_apply_template(tmpl, msgs, n, 1, buf, need + 1);
    *out = buf;
    return DLGO_OK;
}

DLGO_API dlgo_result dlgo_ctx_chat(dlgo_ctx *c, const char *tmpl, const dlgo_chat_message *msgs, size_t n_msgs,
                               const dlgo_generate_desc *desc, dlgo_generate_result *out, dlgo_error *err) {
    if (out) memset(out, 0, sizeof *out);   /* outputs are cleared on entry, whatever happens next */
    dlgo_error local; if (!err) err = &local;
    if (!c || !out || (!msgs && n_msgs)) return dlgo__err(err, DLGO_ERR_INVALID_ARG, "chat: NULL context, messages or result");
    DLGO__TRY(dlgo__desc_for_ctx(desc, "chat", err));
    memset(out, 0, sizeof *out);
    if (n_msgs == 0) return dlgo__err(err, DLGO_ERR_INVALID_ARG, "chat: no messages");
    for (size_t i = 0; i < n_msgs; i++)
        if (!msgs[i].role || !msgs[i].content) return dlgo__err(err, DLGO_ERR_INVALID_ARG, "chat: message %zu has a NULL role or content", i);
    const dlgo_model *m = c->model;
    dlgo_generate_desc d; memset(&d, 0, sizeof d);
    if (desc) d = *desc;
    d.echo_prompt = 0;
    int32_t n_predict = d.n_predict == 0 ? 128 : d.n_predict;
    /* the reply needs room: n_predict tokens, at most a quarter of the context */
    int32_t reserve = n_predict < 0 || n_predict > c->n_ctx / 4 ? c->n_ctx / 4 : n_predict;
    if (reserve < 1) reserve = 1;
    /* drop the oldest non-system messages until the prompt fits */
    dlgo_chat_message *kept = (dlgo_chat_message *)dlgo__malloc(&c->alloc, n_msgs * sizeof *kept);
    if (!kept) return dlgo__err(err, DLGO_ERR_OOM, "chat: out of memory");
    size_t first = 0;   /* index of the oldest non-system message still kept */
    int32_t *toks = NULL, n = 0;
    dlgo_result r;
    for (;;) {
        size_t k = 0;
        for (size_t i = 0; i < n_msgs; i++)
            if (!strcmp(msgs[i].role, "system") ? 1 : i >= first) kept[k++] = msgs[i];
        char *text = NULL;
        r = dlgo__render_chat(m, tmpl, kept, k, &text, err);
        if (r == DLGO_OK) r = dlgo__tokenize_alloc(m, text, strlen(text), 1, &toks, &n, err);
        dlgo__free(&c->alloc, text);
        if (r != DLGO_OK) break;
        if (n + reserve <= c->n_ctx) break;
        dlgo__free(&c->alloc, toks); toks = NULL;
        /* advance `first` past the next non-system message; stop if only the last one is left */
        size_t nx = first;
        while (nx < n_msgs && !strcmp(msgs[nx].role, "system")) nx++;
        if (nx >= n_msgs - 1) {
            r = dlgo__err(err, DLGO_ERR_CONTEXT_FULL, "chat: the last message alone (%d tokens + %d for the reply) does not fit the %d-token context",
                          n, reserve, c->n_ctx);
            break;
        }
        first = nx + 1;
        dlgo__log(m, DLGO_LOG_INFO, "chat: dropped the oldest message to fit the context");
    }
    dlgo__free(&c->alloc, kept);
    if (r == DLGO_OK) {
        /* reuse the cached prefix; at least the last token is evaluated again so logits exist */
        int32_t keep = 0;
        while (keep < n && keep < c->n_past && c->tokens[keep] == toks[keep]) keep++;
        if (keep == n) keep = n - 1;
        dlgo_ctx_truncate(c, keep);
        keep = c->n_past;   /* a recurrent model may have had to start over */
        r = dlgo__generate_from(c, toks + keep, n - keep, keep, &d, out, err);
    }
    dlgo__free(&c->alloc, toks);
    return r;
}

static dlgo_result dlgo__chat_push(dlgo_ctx *c, const char *role, const char *content, size_t len) {
    if (!dlgo__grow(&c->alloc, (void **)&c->chat_msgs, &c->chat_cap, c->chat_n + 1, sizeof(dlgo_chat_message))) return DLGO_ERR_OOM;
    char *r = dlgo__strndup(&c->alloc, role, strlen(role)), *t = dlgo__strndup(&c->alloc, content, len);
    if (!r || !t) { dlgo__free(&c->alloc, r); dlgo__free(&c->alloc, t); return DLGO_ERR_OOM; }
    c->chat_msgs[c->chat_n].role = r; c->chat_msgs[c->chat_n].content = t;
    c->chat_n++;
    return DLGO_OK;
}
DLGO_API dlgo_result dlgo_ctx_chat_set_system(dlgo_ctx *c, const char *system_prompt, dlgo_error *err) {
    if (!c) return dlgo__err(err, DLGO_ERR_INVALID_ARG, "chat: NULL context");
    dlgo__chat_clear(c, 0);
    if (system_prompt && *system_prompt && dlgo__chat_push(c, "system", system_prompt, strlen(system_prompt)) != DLGO_OK)
        return dlgo__err(err, DLGO_ERR_OOM, "chat: out of memory");
    return DLGO_OK;
}
DLGO_API void dlgo_ctx_chat_reset(dlgo_ctx *c) { if (c) { dlgo__chat_clear(c, 1); dlgo_ctx_truncate(c, 0); } }
DLGO_API dlgo_result dlgo_ctx_chat_say(dlgo_ctx *c, const char *message, const dlgo_generate_desc *desc,
                                   dlgo_generate_result *out, dlgo_error *err) {
    if (out) memset(out, 0, sizeof *out);   /* outputs are cleared on entry, whatever happens next */
    dlgo_error local; if (!err) err = &local;
    if (!c || !message || !out) return dlgo__err(err, DLGO_ERR_INVALID_ARG, "chat: NULL context, message or result");
    if (dlgo__chat_push(c, "user", message, strlen(message)) != DLGO_OK) return dlgo__err(err, DLGO_ERR_OOM, "chat: out of memory");
    dlgo_result r = dlgo_ctx_chat(c, NULL, c->chat_msgs, c->chat_n, desc, out, err);
    if (r != DLGO_OK) {   /* the failed turn is not part of the conversation */
        c->chat_n--;
        dlgo__free(&c->alloc, (void *)c->chat_msgs[c->chat_n].role); dlgo__free(&c->alloc, (void *)c->chat_msgs[c->chat_n].content);
        return r;
    }
    if (dlgo__chat_push(c, "assistant", out->text, out->text_len) != DLGO_OK) return dlgo__err(err, DLGO_ERR_OOM, "chat: out of memory");
    return DLGO_OK;
}

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
