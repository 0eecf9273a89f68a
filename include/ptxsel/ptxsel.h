/*
 * ptxsel — public C API.
 *
 * Consumes: LLVM IR (text, bitcode, or an LLVMModuleRef owned by the caller).
 * Produces: a PTX module as a NUL-terminated string, diagnostics as data,
 *           answers to target / feature / form queries.
 * Guarantees: no global mutable state (everything lives in a ptxsel_context,
 *           one context per thread); the library never calls exit(); every
 *           string handed to the caller is released with ptxsel_free().
 */
#ifndef PTXSEL_PTXSEL_H
#define PTXSEL_PTXSEL_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define PTXSEL_VERSION_STRING "0.1.0"

/* Every function below is exported from libptxsel.so (version node PTXSEL_0,
 * SONAME libptxsel.so.0); nothing else is. The library is built with
 * -fvisibility=hidden and PTXSEL_API marks the public declarations. */
#if defined(__GNUC__) || defined(__clang__)
#define PTXSEL_API __attribute__((visibility("default")))
#else
#define PTXSEL_API
#endif

/*
 * Pointer arguments. No function crashes on a NULL pointer; each declaration
 * says which pointers may be NULL and what NULL means. A NULL where a pointer
 * is required is:
 *  - PTXSEL_USAGE for a function that returns ptxsel_status, with a message
 *    "<function>: <argument> is NULL" in its err / msg buffer if it has one,
 *    or as a diagnostic in the context if it takes one (a NULL context has
 *    nowhere to report: PTXSEL_USAGE with no diagnostic); the result
 *    pointers of the compile, assemble and form_emit functions that are not
 *    NULL are still cleared first (*out = NULL, *len = 0);
 *  - the neutral value for any other function: nothing done (void), 0, -1 or
 *    NULL as its comment says.
 * Message buffers (err/errlen, msg/msglen, canon/canonlen): NULL, or a length
 * of 0, means "no message wanted"; otherwise the buffer receives a
 * NUL-terminated, possibly truncated, string.
 */

/* Status codes double as the CLI exit codes. */
typedef enum ptxsel_status {
    PTXSEL_OK = 0,       /* success */
    PTXSEL_INVALID = 1,  /* the program is invalid for the target (diagnostics filled) */
    PTXSEL_USAGE = 2,    /* bad option, unreadable or malformed input */
    PTXSEL_INTERNAL = 3  /* internal error, out of memory, an I/O or external tool failure
                          * (the ptxsel command exits 1) */
} ptxsel_status;

/* ---------------------------------------------------------------- targets */

#define PTXSEL_FEATURE_WORDS 2
typedef struct ptxsel_features {
    uint64_t w[PTXSEL_FEATURE_WORDS];
} ptxsel_features;

typedef struct ptxsel_target {
    char name[16];        /* canonical printed name, e.g. "sm_90a", "sm_110f" */
    unsigned sm;          /* 90, 100, 110, ... */
    char variant;         /* 0, 'a' or 'f' */
    unsigned ptx;         /* PTX ISA version times ten: 86 = 8.6 */
    ptxsel_features feat; /* named feature bits (ptxsel_feature_*) */
} ptxsel_target;

/* Parse a cpu name (sm_XX[a|f], aliases accepted; NULL or "" = sm_90a) and an
 * -mattr list ("+ptx86,+has_tma,-has_wgmma"; NULL = none); PTX defaults to the
 * target's minimum, +name / -name apply after the bits are derived.
 * t is required (NULL: PTXSEL_USAGE); err may be NULL.
 * Returns PTXSEL_USAGE with a message in err on any error. */
PTXSEL_API ptxsel_status ptxsel_target_init(ptxsel_target *t, const char *cpu, const char *mattr,
                                            char *err, size_t errlen);
/* Minimum PTX version (x10) for a cpu name, 0 if the name is unknown or NULL. */
PTXSEL_API unsigned ptxsel_target_min_ptx(const char *cpu);
/* Every canonical target name, in table order: the count, and name i (NULL
 * when i >= the count). */
PTXSEL_API size_t ptxsel_target_count(void);
PTXSEL_API const char *ptxsel_target_name(size_t i);
/* 1 when code for cpu 'b' runs on cpu 'a' (the a/f lattice), 0 otherwise,
 * -1 when either name is unknown or NULL. */
PTXSEL_API int ptxsel_cpu_implies(const char *a, const char *b);

/* Feature bits 0 .. count-1: name and one-line doc (NULL for a bit out of
 * range); the index of a name (-1 when unknown or NULL); whether target t
 * has a bit (0 when t is NULL or the bit out of range). */
PTXSEL_API int ptxsel_feature_count(void);
PTXSEL_API const char *ptxsel_feature_name(int bit);
PTXSEL_API const char *ptxsel_feature_doc(int bit);
PTXSEL_API int ptxsel_feature_index(const char *name); /* -1 when unknown */
PTXSEL_API int ptxsel_target_has(const ptxsel_target *t, int bit);
/* Where a bit comes from: the minimal targets that have it (every target that
 * implies one of them has it too), e.g. "sm_100a, sm_110a", or a sentence for
 * the variant bits; NULL when bit is out of range. */
PTXSEL_API const char *ptxsel_feature_targets(int bit);
/* The PTX version (x10) a bit needs beyond the target's own minimum, 0 if none. */
PTXSEL_API unsigned ptxsel_feature_min_ptx(int bit);

/* ---------------------------------------------------------------- context */

typedef struct ptxsel_context ptxsel_context;

typedef struct ptxsel_options {
    const char *cpu;       /* NULL: module "target-cpu" attribute, else sm_90a */
    const char *mattr;     /* NULL or "+ptx86,-has_tma,..." */
    int opt_level;         /* 0..3: IR canonicalisation before selection */
    int verify;            /* run the machine verifier (default 1) */
    int print_mir;         /* output machine IR instead of PTX */
    int werror;            /* protocol warnings become errors */
    const char *wno;       /* NULL or comma-separated warning names turned off
                            * ("wgmma-acc-race,wgmma-desc"; README "Protocol warnings") */
    const char *input_name;/* name used in diagnostics ("<stdin>" etc.) */
    size_t max_memory;     /* 0: no limit; else the most bytes one compilation's machine IR
                            * may take: beyond it the compile stops with PTXSEL_INTERNAL
                            * ("out of memory ..."), the context stays usable */
    int strict_atomics;    /* 0: atomicrmw and cmpxchg as llc-19 lowers them, PTX's default
                            * semantics (relaxed, gpu scope) whatever their ordering and
                            * syncscope (clang's CUDA atomicAdd is seq_cst in the IR);
                            * 1: the IR's ordering and syncscope (fence.sc + atom.acq_rel.sys
                            * for seq_cst). docs/cli.md "Atomics" */
} ptxsel_options;

/* The defaults: every field 0 / NULL except verify = 1. o NULL: nothing done. */
PTXSEL_API void ptxsel_options_init(ptxsel_options *o);

/* Protocol warnings (docs/verifier.md "Protocol checks"): the name of warning i
 * ("wgmma-acc-race", flag -Wwgmma-acc-race) and a one-line description;
 * NULL past the last one or for i < 0. */
PTXSEL_API const char *ptxsel_warning_name(int i);
PTXSEL_API const char *ptxsel_warning_doc(int i);

/* NULL when out of memory. Destroying NULL does nothing. */
PTXSEL_API ptxsel_context *ptxsel_context_create(void);
PTXSEL_API void ptxsel_context_destroy(ptxsel_context *ctx);

/* Compile. On PTXSEL_OK *out receives the PTX (or MIR) text, to be released
 * with ptxsel_free(); on failure *out is NULL and diagnostics are filled.
 * Each call starts from empty diagnostics in ctx (those of an earlier call,
 * and the strings ptxsel_diag_get returned for them, are gone).
 * Pointers: ctx and out are required; path ("-" = standard input), data and
 * module are required; opt may be NULL (the defaults of ptxsel_options_init).
 * A NULL required pointer is PTXSEL_USAGE (a diagnostic in ctx when ctx is
 * given). */
PTXSEL_API ptxsel_status ptxsel_compile_file(ptxsel_context *ctx, const char *path,
                                             const ptxsel_options *opt, char **out);
PTXSEL_API ptxsel_status ptxsel_compile_buffer(ptxsel_context *ctx, const char *data, size_t len,
                                               const ptxsel_options *opt, char **out);
/* 'module' is an LLVMModuleRef (void* keeps llvm-c out of this header).
 * The module is modified in place (the -O passes, and at every level the IR
 * expansions llc also performs before selection: vector reductions, saturating
 * and overflow arithmetic, narrow and i128 bit counts); the caller keeps
 * ownership. */
PTXSEL_API ptxsel_status ptxsel_compile_module(ptxsel_context *ctx, void *module,
                                               const ptxsel_options *opt, char **out);

/* Assemble PTX text with ptxas for arch ("sm_90a") into a cubin in memory:
 * on PTXSEL_OK *cubin (release with ptxsel_free) and *len receive it. ptxas
 * is $PTXAS when set (an error if that is not an executable file), else the
 * first ptxas on PATH, else /usr/local/cuda/bin/ptxas; it reads and writes
 * files in a private temporary directory ($TMPDIR or /tmp) that is removed
 * afterwards. Failures (ptxas not found, ptxas's messages when it fails) are
 * PTXSEL_INTERNAL with one diagnostic. Like a compile, each call starts from
 * empty diagnostics in ctx (print or copy a compile's warnings before
 * assembling its output). ctx, ptx, arch, cubin and len are required: NULL is
 * PTXSEL_USAGE (with a diagnostic in ctx when ctx is given). */
PTXSEL_API ptxsel_status ptxsel_assemble_buffer(ptxsel_context *ctx, const char *ptx, const char *arch,
                                                void **cubin, size_t *len);
/* ptxsel_assemble_buffer, then ptxsel_write_output to cubin_path: nothing is
 * written unless ptxas succeeded; a write failure is PTXSEL_INTERNAL with a
 * diagnostic "cannot write '<path>': <strerror>". Diagnostics start empty as
 * for ptxsel_assemble_buffer; every pointer is required (NULL: PTXSEL_USAGE). */
PTXSEL_API ptxsel_status ptxsel_assemble(ptxsel_context *ctx, const char *ptx, const char *arch,
                                         const char *cubin_path);

/* Write len bytes of data to path ("-" = standard output) as llc does: the
 * path is written through, never replaced by something of another kind. A
 * device node, FIFO or /dev/stdout is opened and written (never renamed or
 * unlinked); a symlink is followed and the rules apply to its final target
 * (the link survives); a regular file with other hard links is truncated and
 * rewritten in place (every name sees the new text); any other regular file,
 * or a new one, is written to a temporary in the same directory and renamed
 * over it, keeping the old file's mode and owner (if the owner cannot be kept
 * or the directory is not writable, the file is rewritten in place instead).
 * PTXSEL_OK, or PTXSEL_INTERNAL with "cannot write '<path>': <strerror>" in
 * err (a replaced or created file is then left as it was). path is required;
 * data may be NULL only when len is 0; err may be NULL. A NULL path (or NULL
 * data with len > 0) is PTXSEL_USAGE and nothing is written. */
PTXSEL_API ptxsel_status ptxsel_write_output(const char *path, const void *data, size_t len, char *err, size_t errlen);

/* Release a string or buffer the library handed out; NULL does nothing. */
PTXSEL_API void ptxsel_free(void *p);

/* ------------------------------------------------------------ diagnostics */

typedef enum ptxsel_severity { PTXSEL_NOTE, PTXSEL_WARNING, PTXSEL_ERROR } ptxsel_severity;

typedef struct ptxsel_diag {
    ptxsel_severity severity;
    const char *file;        /* input name */
    const char *function;    /* NULL for module-level diagnostics */
    const char *instruction; /* LLVM IR text of the instruction, or NULL */
    const char *message;     /* verbatim rule string where one exists */
    const char *flag;        /* "-Wwgmma-acc-race" style name for warnings, or NULL */
    unsigned line;           /* source line for parse errors, 0 if unknown */
} ptxsel_diag;

/* The diagnostics of the last compile or assemble call on ctx. A NULL ctx
 * has none: count 0, get NULL (also for i >= count), render NULL, clear does
 * nothing. */
PTXSEL_API size_t ptxsel_diag_count(const ptxsel_context *ctx);
PTXSEL_API const ptxsel_diag *ptxsel_diag_get(const ptxsel_context *ctx, size_t i);
/* All diagnostics rendered as clang-style text (json=0) or a JSON array;
 * release with ptxsel_free. */
PTXSEL_API char *ptxsel_diag_render(const ptxsel_context *ctx, int json);
PTXSEL_API void ptxsel_diag_clear(ptxsel_context *ctx);

/* ------------------------------------------------------------ form queries */
/* (mc/forms.c: form resolution and synthesis; ptxsel-query can / targets /
 * forms / emit and the conformance lattice are built on these.)
 *
 * A form is a PTX instruction spelled with its qualifiers as ptxsel prints it,
 * e.g. "wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16"; the qualifiers
 * may come in any order after the mnemonic; variants PTX expresses through
 * operands are "+name" suffixes ("+rs": WGMMA A from registers). Resolution:
 * the exact form, else the unique form with the same mnemonic and qualifier
 * multiset, else a family's own parser (tcgen05.mma control words).
 * Every msg buffer receives a NUL-terminated, possibly truncated, message;
 * msg (and canon) may be NULL. form and t are required: NULL is PTXSEL_USAGE
 * ("<function>: form is NULL" in msg). */

/* Resolve a spelling. PTXSEL_OK: canon receives the canonical spelling.
 * PTXSEL_INVALID: no form has the spelling but a family rule rejects it (msg is
 * the rule string, e.g. "WGMMA N must be a multiple of 8"). PTXSEL_USAGE: the
 * spelling is unknown (msg names the nearest forms) or ambiguous (msg lists
 * the candidates). */
PTXSEL_API ptxsel_status ptxsel_form_resolve(const char *form, char *canon, size_t canonlen, char *msg, size_t msglen);

/* Is the form legal on target t (t->ptx is the PTX version)? The instruction
 * is built as the selector builds it (registers for value operands, the form's
 * immediates) and checked by the same machine verifier as a compilation.
 * Returns PTXSEL_OK (yes), PTXSEL_INVALID (no: msg receives the verifier's
 * verbatim diagnostic, or the family rule for a spelling no form has) or
 * PTXSEL_USAGE (unknown or ambiguous form, see ptxsel_form_resolve). */
PTXSEL_API ptxsel_status ptxsel_form_can(const char *form, const ptxsel_target *t, char *msg, size_t msglen);

/* A complete PTX module for target t with one kernel "form_<i>" per form,
 * holding that form's instruction and its register declarations, printed
 * WITHOUT verification (what `ptxsel --no-verify` would print; the conformance
 * lattice hands it to ptxas). PTXSEL_OK: *ptx receives the text (release with
 * ptxsel_free). PTXSEL_USAGE: a form does not resolve (msg says which), or
 * t, ptx, forms (when nforms > 0) or one of forms[0..nforms-1] is NULL. */
PTXSEL_API ptxsel_status ptxsel_form_emit(const char *const *forms, size_t nforms, const ptxsel_target *t,
                                          char **ptx, char *msg, size_t msglen);

/* Call cb for every form spelling the tables know, rows and family parsers
 * alike, sorted by spelling within each; family NULL = every family. The
 * strings passed to cb are valid only during that call. Returns the number
 * of calls (0 when cb is NULL: nothing is called). */
typedef void (*ptxsel_form_fn)(void *ud, const char *form, const char *family);
PTXSEL_API size_t ptxsel_form_foreach(const char *family, ptxsel_form_fn cb, void *ud);

/* The rows of the tables by key (mc/tables.c): count, key, family (NULL when
 * i >= the count; a row's family may be NULL too). */
PTXSEL_API size_t ptxsel_form_count(void);
PTXSEL_API const char *ptxsel_form_name(size_t i);
PTXSEL_API const char *ptxsel_form_family(size_t i);

/* ------------------------------------------------- hardware descriptors */

/* SM90 WGMMA shared-memory matrix descriptor (64 bits; docs/encodings.md, the PTX
 * ISA "Matrix Descriptor Format" layout): bits 0-13 start
 * address >> 4, 16-29 leading byte offset >> 4, 32-45 stride byte offset >> 4,
 * 49-51 base offset, 62-63 swizzle; every other bit reserved (zero).
 * Byte quantities below are in bytes, as a kernel computes them. */
typedef struct ptxsel_gmma_desc_fields {
    uint32_t start_addr;  /* shared-memory byte address: 16-byte aligned, < 0x40000 */
    uint32_t lbo;         /* leading dimension byte offset: multiple of 16, < 0x40000 */
    uint32_t sbo;         /* stride dimension byte offset: multiple of 16, < 0x40000 */
    unsigned base_offset; /* 0..7 */
    unsigned swizzle;     /* 0 none, 1 128B, 2 64B, 3 32B */
} ptxsel_gmma_desc_fields;

/* Encode. PTXSEL_OK with *out set, or PTXSEL_INVALID with the reason in err
 * (misaligned or out-of-range field); *out is untouched on failure.
 * f and out are required (NULL: PTXSEL_USAGE); err may be NULL. The same
 * holds for every _pack / _desc / _idesc encoder below. */
PTXSEL_API ptxsel_status ptxsel_gmma_desc(const ptxsel_gmma_desc_fields *f, uint64_t *out, char *err, size_t errlen);
/* Decode every field (reserved bits are ignored; see _validate). f NULL:
 * nothing done; the same for every _decode below. */
PTXSEL_API void ptxsel_gmma_desc_decode(uint64_t desc, ptxsel_gmma_desc_fields *f);
/* PTXSEL_OK, or PTXSEL_INVALID with "reserved bits set in gmma-desc: 0x..."
 * (the offending bits) in msg; msg may be NULL, as for every _validate below. */
PTXSEL_API ptxsel_status ptxsel_gmma_desc_validate(uint64_t desc, char *msg, size_t msglen);
/* "none", "128B", "64B", "32B" for 0..3, NULL otherwise (the _name functions
 * below likewise return NULL for a value with no name). */
PTXSEL_API const char *ptxsel_gmma_swizzle_name(unsigned swizzle);

/* ------------------------------------------- tcgen05 (Blackwell) words and descriptors */

/* tcgen05.mma compiler control word (32 bits, docs/encodings.md): bits 0-1
 * cta_group (1, 2), 2-3 scale_vec (0 implicit, 1 1X, 2 2X, 3 4X), 4
 * scale_input_acc, 5 block_scale, 6-8 kind (0 f16, 1 tf32, 2 f8f6f4, 3 i8,
 * 4 mxf8f6f4, 5 mxf4, 6 mxf4nvf4), 9 sparse, 10 weight_stationary, 11 a_tmem,
 * 12 disable_output_lane, 13-31 reserved. */
typedef struct ptxsel_tcgen05_ctrl {
    unsigned cta_group, scale_vec, scale_input_acc, block_scale, kind;
    unsigned sparse, weight_stationary, a_tmem, disable_output_lane;
} ptxsel_tcgen05_ctrl;
/* Collector word: bit 0 collector_a requested, 1-2 collector_a (0 discard,
 * 1 lastuse, 2 fill, 3 use), 3 ashift, 4-5 collector_b buffer, 6-7
 * collector_b op, 8-31 reserved. */
typedef struct ptxsel_tcgen05_coll {
    unsigned a_valid, a_op, ashift, b_buffer, b_op;
} ptxsel_tcgen05_coll;

/* Pack: PTXSEL_OK, or PTXSEL_INVALID with the field outside its range in err. */
PTXSEL_API ptxsel_status ptxsel_tcgen05_ctrl_pack(const ptxsel_tcgen05_ctrl *f, uint32_t *out, char *err, size_t errlen);
PTXSEL_API ptxsel_status ptxsel_tcgen05_coll_pack(const ptxsel_tcgen05_coll *f, uint32_t *out, char *err, size_t errlen);
/* Decode every field (reserved bits ignored; see _validate). */
PTXSEL_API void ptxsel_tcgen05_ctrl_decode(uint32_t w, ptxsel_tcgen05_ctrl *f);
PTXSEL_API void ptxsel_tcgen05_coll_decode(uint32_t w, ptxsel_tcgen05_coll *f);
/* PTXSEL_INVALID with "reserved bits set in ctrl: 0x..." (or collector), or a
 * cta_group of 0 / 3, or kind 7. */
PTXSEL_API ptxsel_status ptxsel_tcgen05_ctrl_validate(uint32_t w, char *msg, size_t len);
PTXSEL_API ptxsel_status ptxsel_tcgen05_coll_validate(uint32_t w, char *msg, size_t len);
/* "f16" ... "mxf4nvf4" for kinds 0..6; "discard" ... "use" for 0..3; else NULL. */
PTXSEL_API const char *ptxsel_tcgen05_kind_name(unsigned kind);
PTXSEL_API const char *ptxsel_tcgen05_collector_op_name(unsigned op);

/* SM100 (tcgen05) shared-memory matrix descriptor (64 bits, hardware): bits
 * 0-13 start address >> 4, 16-29 LBO >> 4, 32-45 SBO >> 4, 46-48 version
 * (must be 1), 49-51 base offset, 52 LBO mode, 61-63 layout (0 none, 1 128B
 * with 32B atom, 2 128B, 4 64B, 6 32B); every other bit reserved. */
typedef struct ptxsel_umma_desc_fields {
    uint32_t start_addr;  /* bytes: multiple of 16, < 0x40000 */
    uint32_t lbo, sbo;    /* bytes: multiples of 16, < 0x40000 */
    unsigned version;     /* decode only (encode writes 1) */
    unsigned base_offset; /* 0..7 */
    unsigned lbo_mode;    /* 0..1 */
    unsigned layout;      /* 0, 1, 2, 4, 6 */
} ptxsel_umma_desc_fields;
PTXSEL_API ptxsel_status ptxsel_umma_desc(const ptxsel_umma_desc_fields *f, uint64_t *out, char *err, size_t errlen);
PTXSEL_API void ptxsel_umma_desc_decode(uint64_t desc, ptxsel_umma_desc_fields *f);
/* "reserved bits set in umma-desc: 0x...", a version other than 1, or a
 * layout value 3, 5, 7. */
PTXSEL_API ptxsel_status ptxsel_umma_desc_validate(uint64_t desc, char *msg, size_t len);
PTXSEL_API const char *ptxsel_umma_layout_name(unsigned layout);

/* tcgen05 instruction descriptor (the 32-bit idesc operand, hardware). */
typedef struct ptxsel_idesc_fields {
    unsigned sparse_sel, sparse, saturate;
    unsigned d_fmt;           /* 0 f16, 1 f32, 2 s32 */
    unsigned a_fmt, b_fmt;    /* kind-dependent codes (docs/encodings.md) */
    unsigned neg_a, neg_b;
    unsigned a_major, b_major; /* 0 K-major, 1 MN-major */
    unsigned n;               /* 8..256, multiple of 8 */
    unsigned m;               /* 32, 64, 128 or 256 */
    unsigned max_shift;       /* .ws only, 0..3 */
} ptxsel_idesc_fields;
PTXSEL_API ptxsel_status ptxsel_idesc(const ptxsel_idesc_fields *f, uint32_t *out, char *err, size_t errlen);
PTXSEL_API void ptxsel_idesc_decode(uint32_t idesc, ptxsel_idesc_fields *f);
/* "reserved bits set in idesc: 0x..." (bits 6, 23, 29), D format 3, N 0 or
 * above 256, M not 32, 64, 128 or 256. */
PTXSEL_API ptxsel_status ptxsel_idesc_validate(uint32_t idesc, char *msg, size_t len);

#ifdef __cplusplus
}
#endif
#endif
