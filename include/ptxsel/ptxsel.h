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

/* PTXSEL_API, the status codes and the pointer-argument conventions every
 * function of the API follows. */
#include "ptxsel/status.h"

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
    const char *triple;    /* NULL: the module's target triple; else it replaces the module's,
                            * as llc's -mtriple does: nvptx64[-VENDOR[-OS]] with VENDOR nvidia
                            * or unknown and OS cuda or nvcl (the OpenCL driver interface:
                            * .target ..., texmode_independent, image / sampler kernel
                            * parameters; docs/cli.md "Target triples"); anything else is
                            * PTXSEL_USAGE */
    int skip_ir_verify;    /* 0: LLVM's IR verifier checks the module first (malformed IR is
                            * PTXSEL_USAGE); 1: it does not (a trusted module, e.g. a JIT's
                            * own IR, compiles faster: the verifier is about a tenth of a
                            * compile). The module must then be valid: invalid IR may be
                            * mis-compiled or crash LLVM. docs/library.md "Trusted modules" */
    int exiting;           /* 1: the process exits after this call (the ptxsel command): the
                            * module ptxsel_compile_file / _buffer parsed and its LLVM context
                            * are left to the operating system instead of being torn down
                            * (a tenth of a large compile). Never in a process that goes on
                            * compiling: that memory is not released. Default 0. */
    const char *passes;    /* NULL: none; else a new-pass-manager pipeline, as opt -passes= takes
                            * it ("default<O2>", "instcombine,simplifycfg"), run on the module
                            * first (after LLVM's IR verifier, before the opt_level passes),
                            * with NVPTX's cost model. A pipeline LLVM cannot parse is
                            * PTXSEL_USAGE. docs/cli.md "--passes" */
    int short_ptr;         /* 1: 32-bit pointers to shared, const and local memory, as llc's
                            * --nvptx-short-ptr: a module without a data layout, or with
                            * NVPTX's default one, gets NVPTX's short-pointer layout
                            * ("...-p3:32:32-p4:32:32-p5:32:32-..."); any other layout is
                            * refused (PTXSEL_INVALID, a diagnostic). Without it, the
                            * module's own layout decides (a layout giving those spaces
                            * 32-bit pointers is honoured).
                            * docs/cli.md "Short pointers" */
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
/* (query/: form resolution and synthesis; ptxsel-query can / targets /
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

/* ------------------------------------------- control words of the instruction families */

/* Every WGMMA, TMA, mbarrier, tcgen05 (tcgen05.mma: the words of
 * encodings.h), WMMA and warp-level mma / ldmatrix / stmatrix instruction and every
 * memory operation (ld, st, ldu, atom, fence) carries its
 * family's control word (docs/encodings.md "Control words"): one field per
 * qualifier slot, in PTX's qualifier order; field value 0 is "absent", value
 * k the slot's k-th spelling; field 0 is the opcode. The layouts are
 * generated from the instruction tables, so the bit positions are those of
 * this build: read them here, never hard-code them. */

/* The families that have one ("mbarrier", "memory", "tcgen05", "tma",
 * "wgmma", "mma", "matrix", "wmma_ldst", "wmma_mma"), i = 0, 1, ...; NULL
 * past the last. */
PTXSEL_API const char *ptxsel_ctrl_family(size_t i);

typedef struct ptxsel_ctrl_field {
    const char *name;          /* "scope", "op", ... */
    unsigned shift, width;     /* its bits */
    unsigned value;            /* 0 absent, k the k-th spelling */
    unsigned nvalues;          /* how many spellings it has */
    const char *spelling;      /* "cluster"; NULL when absent or beyond nvalues */
    int key_only;              /* spelled in form names, not printed in PTX */
    ptxsel_features requires;  /* feature bits the qualifier needs */
    unsigned min_ptx;          /* the PTX version (x10) it needs, 0 none */
} ptxsel_ctrl_field;

/* Decode 'word' of 'family': its fields (up to cap into fields, *nfields the
 * number the word has), the form name it spells (name; as ptxsel-query
 * lists forms) and the PTX mnemonic (mnemonic). PTXSEL_UNKNOWN for a family
 * without a control word; PTXSEL_INVALID (msg: reserved bits, a value beyond
 * a field's spellings, no opcode) when the word is not valid; fields are
 * filled in every case but the unknown family. */
PTXSEL_API ptxsel_status ptxsel_ctrl_decode(const char *family, uint64_t word, ptxsel_ctrl_field *fields, size_t cap,
                                            size_t *nfields, char *name, size_t namelen, char *mnemonic,
                                            size_t mnemoniclen, char *msg, size_t msglen);
/* The word of a spelling (a form name of the family, qualifiers in PTX's
 * order). PTXSEL_UNKNOWN for an unknown family, PTXSEL_USAGE (msg) for a
 * qualifier no field of the family has (at that place). */
PTXSEL_API ptxsel_status ptxsel_ctrl_encode(const char *family, const char *spelling, uint64_t *word, char *msg,
                                            size_t msglen);
/* The control word of form i (ptxsel_form_name order): PTXSEL_OK with its
 * family and word, PTXSEL_UNKNOWN when i is out of range or the form has none. */
PTXSEL_API ptxsel_status ptxsel_form_ctrl(size_t i, const char **family, uint64_t *word);


/* The encoding codecs (hardware descriptors, tcgen05 packed words) are
 * declared in their own header; it is part of this API. */
#include "ptxsel/encodings.h"

#ifdef __cplusplus
}
#endif
#endif
