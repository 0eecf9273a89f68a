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

/* Status codes double as the CLI exit codes. */
typedef enum ptxsel_status {
    PTXSEL_OK = 0,       /* success */
    PTXSEL_INVALID = 1,  /* the program is invalid for the target (diagnostics filled) */
    PTXSEL_USAGE = 2,    /* bad option, unreadable or malformed input */
    PTXSEL_INTERNAL = 3  /* internal error or external tool failure */
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
 * Returns PTXSEL_USAGE with a message in err on any error. */
ptxsel_status ptxsel_target_init(ptxsel_target *t, const char *cpu, const char *mattr,
                                 char *err, size_t errlen);
/* Minimum PTX version (x10) for a cpu name, 0 if the name is unknown. */
unsigned ptxsel_target_min_ptx(const char *cpu);
/* Every canonical target name, in table order; returns the count. */
size_t ptxsel_target_count(void);
const char *ptxsel_target_name(size_t i);
/* 1 when code for cpu 'b' runs on cpu 'a' (the a/f lattice), 0 otherwise,
 * -1 when either name is unknown. */
int ptxsel_cpu_implies(const char *a, const char *b);

int ptxsel_feature_count(void);
const char *ptxsel_feature_name(int bit);
const char *ptxsel_feature_doc(int bit);
int ptxsel_feature_index(const char *name); /* -1 when unknown */
int ptxsel_target_has(const ptxsel_target *t, int bit);
/* Where a bit comes from: the minimal targets that have it (every target that
 * implies one of them has it too), e.g. "sm_100a, sm_110a", or a sentence for
 * the variant bits; NULL when bit is out of range. */
const char *ptxsel_feature_targets(int bit);
/* The PTX version (x10) a bit needs beyond the target's own minimum, 0 if none. */
unsigned ptxsel_feature_min_ptx(int bit);

/* ---------------------------------------------------------------- context */

typedef struct ptxsel_context ptxsel_context;

typedef struct ptxsel_options {
    const char *cpu;       /* NULL: module "target-cpu" attribute, else sm_90a */
    const char *mattr;     /* NULL or "+ptx86,-has_tma,..." */
    int opt_level;         /* 0..3: IR canonicalisation before selection */
    int verify;            /* run the machine verifier (default 1) */
    int print_mir;         /* output machine IR instead of PTX */
    int werror;            /* protocol warnings become errors */
    const char *input_name;/* name used in diagnostics ("<stdin>" etc.) */
} ptxsel_options;

void ptxsel_options_init(ptxsel_options *o);

ptxsel_context *ptxsel_context_create(void);
void ptxsel_context_destroy(ptxsel_context *ctx);

/* Compile. On PTXSEL_OK *out receives the PTX (or MIR) text, to be released
 * with ptxsel_free(); on failure *out is NULL and diagnostics are filled. */
ptxsel_status ptxsel_compile_file(ptxsel_context *ctx, const char *path,
                                  const ptxsel_options *opt, char **out);
ptxsel_status ptxsel_compile_buffer(ptxsel_context *ctx, const char *data, size_t len,
                                    const ptxsel_options *opt, char **out);
/* 'module' is an LLVMModuleRef (void* keeps llvm-c out of this header).
 * The module is modified in place by -O passes; the caller keeps ownership. */
ptxsel_status ptxsel_compile_module(ptxsel_context *ctx, void *module,
                                    const ptxsel_options *opt, char **out);

/* Assemble PTX text with ptxas into a cubin file (ptxas from $PTXAS, PATH or
 * /usr/local/cuda/bin). Output written only on success. */
ptxsel_status ptxsel_assemble(ptxsel_context *ctx, const char *ptx, const char *arch,
                              const char *cubin_path);

void ptxsel_free(void *p);

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

size_t ptxsel_diag_count(const ptxsel_context *ctx);
const ptxsel_diag *ptxsel_diag_get(const ptxsel_context *ctx, size_t i);
/* All diagnostics rendered as clang-style text (json=0) or a JSON array. */
char *ptxsel_diag_render(const ptxsel_context *ctx, int json);
void ptxsel_diag_clear(ptxsel_context *ctx);

/* ------------------------------------------------------------ form queries */

/* Is a PTX instruction form (e.g. "wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16",
 * qualifiers in any order, "+rs" style suffixes) legal on target t?
 * Returns PTXSEL_OK (yes), PTXSEL_INVALID (no: msg filled with the verifier's
 * diagnostic) or PTXSEL_USAGE (the tables do not know the form). */
ptxsel_status ptxsel_form_can(const char *form, const ptxsel_target *t, char *msg, size_t msglen);
/* Iterate the forms the tables know (family NULL = all). Returns the count. */
size_t ptxsel_form_count(void);
const char *ptxsel_form_name(size_t i);
const char *ptxsel_form_family(size_t i);

/* ------------------------------------------------- hardware descriptors */

/* SM90 WGMMA shared-memory matrix descriptor (64 bits; ENCODINGS.md, the PTX
 * ISA "Matrix Descriptor Format" layout, not seed 000's): bits 0-13 start
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
 * (misaligned or out-of-range field); *out is untouched on failure. */
ptxsel_status ptxsel_gmma_desc(const ptxsel_gmma_desc_fields *f, uint64_t *out, char *err, size_t errlen);
/* Decode every field (reserved bits are ignored; see _validate). */
void ptxsel_gmma_desc_decode(uint64_t desc, ptxsel_gmma_desc_fields *f);
/* PTXSEL_OK, or PTXSEL_INVALID with "reserved bits set in gmma-desc: 0x..."
 * (the offending bits) in msg. */
ptxsel_status ptxsel_gmma_desc_validate(uint64_t desc, char *msg, size_t msglen);
/* "none", "128B", "64B", "32B" for 0..3, NULL otherwise. */
const char *ptxsel_gmma_swizzle_name(unsigned swizzle);

#ifdef __cplusplus
}
#endif
#endif
