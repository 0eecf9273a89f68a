/*
 * Selector-private declarations shared by the files of isel/.
 * A function is lowered in one pass over its blocks; every non-void IR value
 * gets its registers before any block is lowered (so uses may precede
 * definitions in layout order). Aggregates and vectors are flattened into
 * "leaves": one register (or immediate) per scalar element.
 */
#ifndef PTXSEL_ISEL_H
#define PTXSEL_ISEL_H

/* The data layout llc-19 uses for nvptx64 (it replaces the module's). */
#define NVPTX64_DATALAYOUT "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"

#include <llvm-c/Core.h>
#include <llvm-c/Target.h>

#include "internal.h"

/* IR values as the layers below isel/ carry them (mc/internal.h IrRef). */
static inline IrRef ir_ref(LLVMValueRef v)
{
    return (IrRef)(void *)v;
}
static inline LLVMValueRef ir_value(IrRef r)
{
    return (LLVMValueRef)(void *)r;
}
/* ptxsel_context.locate for IR values (isel/driver.c). */
void ir_locate(IrRef fn, IrRef inst, Arena *a, const char **function, const char **instruction);

/* The opcode of an instruction or a constant expression in *op; false for
 * any other value. */
static inline bool ir_opcode(LLVMValueRef v, LLVMOpcode *op)
{
    if (LLVMIsAInstruction(v))
        *op = LLVMGetInstructionOpcode(v);
    else if (LLVMIsAConstantExpr(v))
        *op = LLVMGetConstOpcode(v);
    else
        return false;
    return true;
}

typedef struct SelectCtx SelectCtx;
/* Lower every defined function of mod into m at code-generation level
 * opt_level (0..3, as llc's -O); strict_atomics: ptxsel_options's. Returns
 * false on errors (diagnostics already reported). */
bool select_module(ptxsel_context *ctx, const ptxsel_target *t, const char *file,
                   LLVMModuleRef mod, MModule *m, int opt_level, bool strict_atomics);

typedef struct VLoc {
    uint16_t n;
    MOperand *ops; /* one per leaf */
} VLoc;

/* Scalar leaf kinds. */
typedef enum LeafKind { LK_I1, LK_I8, LK_I16, LK_I32, LK_I64, LK_F16, LK_BF16, LK_F32, LK_F64, LK_PTR } LeafKind;

typedef struct Leaf {
    uint8_t kind;   /* LeafKind */
    uint8_t as;     /* pointers: address space (0 generic) */
    uint64_t off;   /* byte offset inside the in-memory aggregate */
} Leaf;

/* One !nvvm.annotations node: {fn, key, value, key, value, ...}. */
typedef struct AnnotNode {
    LLVMValueRef *ops;
    unsigned n;
    struct AnnotNode *next;
} AnnotNode;

struct SelectCtx {
    ptxsel_context *ctx;
    const ptxsel_target *t;
    int opt_level;     /* llc's -O: 0 selects as llc -O0 does */
    bool strict_atomics; /* ptxsel_options.strict_atomics */
    const char *file;
    LLVMModuleRef mod;
    LLVMTargetDataRef td;
    MModule *m;
    Arena *a;
    /* module state */
    PtrMap syms;       /* GlobalValue -> PTX symbol name */
    PtrMap kernels;    /* Function -> (void*)1 when a kernel */
    PtrMap mfuncs;     /* Function -> MFunc */
    PtrMap annots;     /* Function -> AnnotNode list (!nvvm.annotations, indexed once) */
    unsigned nunnamed;
    /* function state */
    LLVMValueRef fn;
    MFunc *f;
    unsigned fn_index;
    MBlock *cur;
    MBlock *prologue;
    PtrMap vals;       /* Value -> VLoc* */
    PtrMap blocks;     /* BasicBlock -> MBlock* */
    PtrMap allocas;    /* alloca -> depot offset + 1 */
    PtrMap consts;     /* materialised global / constant-expression addresses */
    PtrMap bad_types;  /* types already reported as unsupported in this function */
    PtrMap contract;   /* fadd/fsub -> fma plan (isel/contract.c) */
    PtrMap mul_uses;   /* contractable fmul -> DAG uses left ((uintptr_t)-1: none) */
    PtrMap lane_uses;  /* scalar fmul read through vector lanes -> scalarised DAG uses left + 1 */
    PtrMap dag_seg;    /* instruction -> DAG of its block it falls in (isel/contract.c) */
    LLVMValueRef plan_root; /* the fadd / fsub being planned */
    PtrMap spaces;     /* pointer Value -> real address space + 1, where it differs from its type's
                          (byval parameters read in place, addrspace(101) casts of their local copies) */
    PtrMap addr_fold;  /* getelementptr with constant indices -> AddrFold* (select.c, addressing modes) */
    LLVMValueRef inst; /* instruction being lowered (diagnostics) */
    unsigned nerr_fn;
    unsigned ncallseq;
    unsigned nlabels;
    uint32_t sp_reg_dummy;
};

/* isel/select.c */
void isel_error(SelectCtx *S, LLVMValueRef inst, const char *fmt, ...) PTXSEL_PRINTF(3, 4);
uint32_t new_reg(SelectCtx *S, RegClass rc);
MOperand new_vreg(SelectCtx *S, RegClass rc);
RegClass leaf_rc(LeafKind k);
size_t type_leaves(SelectCtx *S, LLVMTypeRef ty, Leaf *out, size_t max, uint64_t base);
bool scalar_leaf(LLVMTypeRef ty, LeafKind *k);
VLoc *val_get(SelectCtx *S, LLVMValueRef v);
MOperand val_reg(SelectCtx *S, LLVMValueRef v, unsigned leaf);   /* register (materialises constants) */
MOperand val_op(SelectCtx *S, LLVMValueRef v, unsigned leaf);    /* register or immediate */
VLoc *result_loc(SelectCtx *S, LLVMValueRef v);
/* Append form 'id' with its operands (emit: MOperand varargs). FORM_NONE (an
 * axis entry no form fills) is an internal error: the selector asked for a
 * form the tables do not have. */
MInst *emit(SelectCtx *S, FormId id, unsigned nops, ...);
MInst *emit_ops(SelectCtx *S, FormId id, unsigned nops, const MOperand *ops);
MBlock *new_block(SelectCtx *S);
/* Forms by index (the axes of tablegen-data/ordinary.td): */
FormId mov_form(RegClass rc);                 /* mov.pred, mov.b16, ... */
void emit_cvt_u(SelectCtx *S, MOperand d, unsigned dbits, MOperand x, unsigned sbits); /* cvt.uD.uS */
unsigned mem_ty(LeafKind k);                  /* a leaf's memory type, AX_ld_T_ */
unsigned mem_ty_unit(unsigned unit);          /* u8 .. u64 by bytes, AX_ld_T_ */
int space_ix(unsigned as);                    /* AX_ld_SP_ of an address space, -1: none */
FormId ldst_form(bool is_store, unsigned sp, unsigned t); /* plain scalar ld / st */
bool is_const_int(LLVMValueRef v, int64_t *out);
unsigned ptr_space(SelectCtx *S, LLVMValueRef ptr);
bool const_fp_bits(LLVMValueRef c, uint64_t *bits);
void const_int_bytes(LLVMValueRef c, uint8_t *v, size_t nbytes); /* little-endian, any width */

/* isel/intrin.c */
bool select_call_intrinsic(SelectCtx *S, LLVMValueRef call, LLVMValueRef callee, const char *name);
int isel_tied_operand(LLVMValueRef call);
void annotate_intrinsics(LLVMModuleRef mod);
/* isel/expand.c: IR-level expansions llc performs before selection (vector
 * reductions, saturating and overflow arithmetic, narrow and i128 bit counts),
 * in place; run at every level on a module LLVM's verifier accepted. */
void expand_ir(LLVMModuleRef mod, const ptxsel_target *t);
/* isel/legalize_int.c: integers of widths without a PTX register (i2, i33,
 * <4 x i7>, ...) promoted to the next legal width as llc-19's DAG promotes
 * them, in place, before expand_ir. False after reporting what it refuses
 * (the module is then unchanged). */
bool legalize_odd_ints(ptxsel_context *ctx, const char *file, LLVMModuleRef mod);
/* isel/globals.c: local symbols renamed to valid PTX names as llc renames
 * them (in the module); an externally visible name PTX cannot spell is an
 * error. Returns false after reporting such errors. */
bool check_symbol_names(ptxsel_context *ctx, const char *file, LLVMModuleRef mod);
/* __nvvm_reflect("__CUDA_ARCH") etc. folded to constants (before the -O passes). */
void fold_nvvm_reflect(LLVMModuleRef mod, const ptxsel_target *t);
void lower_inline_asm(SelectCtx *S, LLVMValueRef call, LLVMValueRef asmv);

/* isel/contract.c */
void contract_plan_function(SelectCtx *S, LLVMValueRef fn);
bool contract_lower(SelectCtx *S, LLVMValueRef I);      /* true when I was lowered as an fma */
bool contract_mul_is_dead(SelectCtx *S, LLVMValueRef mul);
/* x when I is an FP operation LLVM's DAG folds to its operand x as it builds
 * the node (x + -0.0, x - +0.0, x * 1.0, x / 1.0; every element of a
 * vector constant), else NULL: the result is x bit for bit, NaN payloads
 * included, where the operation would make a NaN canonical. */
LLVMValueRef contract_fp_identity(LLVMValueRef I);

/* isel/pipeline.c */
/* false with *err (LLVMDisposeErrorMessage) when a pass fails */
bool run_llc_ir_passes(LLVMModuleRef mod, const ptxsel_target *t, int opt_level, char **err);
/* LLVM's AtomicExpand with NVPTX's rules (every level, as llc-19): atomics
 * PTX has no atom for become cmpxchg loops. */
bool run_atomic_expand(LLVMModuleRef mod, const ptxsel_target *t, char **err);

/* isel/globals.c */
const char *sym_name(SelectCtx *S, LLVMValueRef gv);
bool emit_globals(SelectCtx *S);
const char *sanitize_name(Arena *a, const char *name, size_t n);
bool isel_check_module(ptxsel_context *ctx, const char *file, LLVMModuleRef mod);
void mark_forward_decls(SelectCtx *S);

#endif
