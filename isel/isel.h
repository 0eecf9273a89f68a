/*
 * Selector-private declarations shared by the files of isel/.
 *
 * Generic lowering: LLVM IR functions -> machine IR, table driven. It
 * consumes a verified LLVMModuleRef and the target and produces MFuncs whose
 * instructions are FormIds of the generated tables (tablegen-data/). Every
 * unsupported construct is reported with the function and instruction
 * (never a crash); lowering continues after an error so that all problems
 * of a module are reported at once.
 *
 * A function is lowered in one pass over its blocks; every non-void IR value
 * gets its registers before any block is lowered (so uses may precede
 * definitions in layout order). Aggregates and vectors are flattened into
 * "leaves": one register (or immediate) per scalar element. i1 -> .pred,
 * i8/i16/half/bfloat -> 16-bit, i32 -> 32-bit, i64 and pointers -> 64-bit,
 * float/double -> .f32/.f64 registers. i8 values keep garbage in their high
 * byte; operations that observe it normalise. Phi copies are placed on
 * edges (critical edges get their own block) and go through temporaries
 * where registers clash, so neither the lost-copy nor the swap problem
 * arises.
 *
 * Files: values (types, registers, constants, operands), axes (forms by
 * index), arith, casts (and aggregates), memory (addresses, loads, stores,
 * atomics), control, calls (the .param ABI, varargs), function (dispatch,
 * one function), module (kernels, select_module); intrin (table-driven
 * intrinsics, inline asm), contract (FMA contraction), globals, expand and
 * legalize_int (IR-level rewrites before selection), pipeline and driver.
 */
#ifndef PTXSEL_ISEL_H
#define PTXSEL_ISEL_H

/* The data layout a module without one gets: upstream NVPTX's (LLVM 21 and
 * later), whose tensor-memory pointers (address space 6) are 32-bit, as
 * every tcgen05 instruction takes them; otherwise llc-19's. */
#define NVPTX64_DATALAYOUT "e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
/* llc --nvptx-short-ptr's: 32-bit shared, const and local pointers (and
 * shared::cluster ones, address space 7, as upstream lays them out) */
#define NVPTX64_SHORT_DATALAYOUT \
    "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
/* llc-19's own layouts: what clang-19 writes into a module */
#define NVPTX64_DATALAYOUT_19 "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
#define NVPTX64_SHORT_DATALAYOUT_19 "e-p3:32:32-p4:32:32-p5:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"

#include <llvm-c/Core.h>
#include <llvm-c/Target.h>

#include "internal.h"

/* How far ahead of an instruction ir_prefetch_ahead asks for memory, in
 * bytes (about eight instructions; 512 and 2048 did no better on the
 * generated 1M-instruction module) */
#define IR_PREFETCH_DISTANCE 1024

/* IR values as the layers below isel/ carry them (mc/internal.h IrRef). */
static inline IrRef ir_ref(LLVMValueRef v)
{
    return (IrRef)(void *)v;
}
static inline LLVMValueRef ir_value(IrRef r)
{
    return (LLVMValueRef)(void *)r;
}
/* A hint for the first walk over a function's instructions, which waits
 * on memory for each one (a large module is far bigger than the caches):
 * LLVM allocates instructions one after the other, so the ones a little
 * further on are likely to lie a little further on in memory. Only a
 * prefetch: nothing is read. */
static inline void ir_prefetch_ahead(LLVMValueRef I)
{
#if defined(__GNUC__)
    __builtin_prefetch((const void *)((uintptr_t)(const void *)I + IR_PREFETCH_DISTANCE)); /* an address, not a pointer into I */
#else
    (void)I;
#endif
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
/* What select_module hands each function to as soon as it is selected
 * (declarations too, in m->funcs order). The function's machine IR is
 * allocated in 'code' (a child of the module's arena) and forgotten when
 * 'done' returns (arena_recycle): 'done' verifies and prints it, and
 * leaves in f only what must outlive it. ok: no selection error in the
 * module so far. */
typedef struct FuncSink {
    Arena *code;
    void (*done)(struct FuncSink *sink, MFunc *f, bool ok);
} FuncSink;
/* Lower every defined function of mod into m at code-generation level
 * opt_level (0..3, as llc's -O); strict_atomics: ptxsel_options's. sink
 * NULL: every function's machine IR stays in m's arena. Returns false on
 * errors (diagnostics already reported). */
bool select_module(ptxsel_context *ctx, const ptxsel_target *t, const char *file,
                   LLVMModuleRef mod, MModule *m, int opt_level, bool strict_atomics, FuncSink *sink);

typedef struct VLoc {
    uint16_t n;
    MOperand *ops; /* one per leaf */
} VLoc;

/* The most leaves one value may have (larger aggregates are refused). */
#define MAX_LEAVES 1024

/* Scalar leaf kinds. */
/* One row per scalar leaf kind: its register class, its width in memory
 * (bits; i1 is one bit in a byte), the width of its register, whether it is
 * floating point, the unsigned memory type of a load or store of it (an
 * index of the ld/st axes), and its name in diagnostics. i8 values live in
 * 16-bit registers; half and bfloat in .b16 ones. */
#define LEAF_KINDS(X)                                          \
    X(I1,   RC_PRED, 1,  1,  0, AX_ld_T_u8,  "i1")             \
    X(I8,   RC_B16,  8,  16, 0, AX_ld_T_u8,  "i16")            \
    X(I16,  RC_B16,  16, 16, 0, AX_ld_T_u16, "i16")            \
    X(I32,  RC_B32,  32, 32, 0, AX_ld_T_u32, "i32")            \
    X(I64,  RC_B64,  64, 64, 0, AX_ld_T_u64, "i64")            \
    X(F16,  RC_B16,  16, 16, 1, AX_ld_T_b16, "half")           \
    X(BF16, RC_B16,  16, 16, 1, AX_ld_T_b16, "bfloat")         \
    X(F32,  RC_F32,  32, 32, 1, AX_ld_T_f32, "float")          \
    X(F64,  RC_F64,  64, 64, 1, AX_ld_T_f64, "double")         \
    X(PTR,  RC_B64,  64, 64, 0, AX_ld_T_u64, "i64")            \
    X(P32,  RC_B32,  32, 32, 0, AX_ld_T_u32, "i32")
typedef enum LeafKind {
#define X(name, rc, bits, rbits, fp, mem, text) LK_##name,
    LEAF_KINDS(X)
#undef X
} LeafKind;
typedef struct LeafInfo {
    uint8_t rc, bits, rbits, fp, mem;
    const char *text;
} LeafInfo;
extern const LeafInfo leaf_info[];

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

/* A function's IR instructions in order, as select_function's first walk
 * over LLVM's lists finds them: the walks after it (result registers, the
 * contraction plan, fp_mode_begin, the lowering) read these arrays instead
 * of asking LLVM for every instruction, opcode and flag again. fmf: the
 * fast-math flags, -1 where the instruction cannot carry any
 * (LLVMCanValueUseFastMathFlags). */
typedef struct IrInst {
    LLVMValueRef v;
    LLVMOpcode op;
    int fmf;
} IrInst;
/* A block of it: its instructions are ir[first, end). */
typedef struct IrBlock {
    LLVMBasicBlockRef bb;
    MBlock *mb;
    size_t first, end;
    bool nounroll_latch; /* its terminator's !llvm.loop asks for no unrolling */
} IrBlock;

struct SelectCtx {
    ptxsel_context *ctx;
    const ptxsel_target *t;
    int level;         /* llc's -O of the compile */
    int opt_level;     /* the function's: level, or 0 for an optnone function (llc-19 selects
                          one as at -O0 at every level); 0 selects as llc -O0 does */
    bool strict_atomics; /* ptxsel_options.strict_atomics */
    const char *file;
    LLVMModuleRef mod;
    LLVMTargetDataRef td;
    bool local_ptr64;  /* td's pointers to local memory (addrspace 5) are 64-bit: asked once, not per access */
    MModule *m;
    Arena *a;
    /* module state */
    struct CseState *cse; /* isel/cse.c's tables, kept for the module's functions (module arena) */
    PtrMap syms;       /* GlobalValue -> PTX symbol name */
    PtrMap kernels;    /* Function -> (void*)1 when a kernel */
    PtrMap mfuncs;     /* Function -> MFunc */
    PtrMap annots;     /* Function or global -> AnnotNode list (!nvvm.annotations, indexed once) */
    bool texmode_independent; /* the OpenCL triple (nvptx64-unknown-nvcl): .target ..., texmode_independent */
    unsigned tex_handles; /* under it, while a texture / surface call is selected: how many of its
                             leading operands are handles that are named, not loaded (isel/texsurf.c) */
    PtrMap direct_only;/* Function -> 1 + fn_local_direct_only (isel/calls.c), computed once */
    PtrMap intr_rows;  /* intrinsic Function -> its rows in ptxsel_form_by_intr (isel/intrin.c
                          intr_rows_of), looked up by name once per module */
    PtrMap intr_kind;  /* intrinsic Function -> 1 + its GenericIntrinsic (isel/intrin.c), by name once */
    PtrMap intr_pick;  /* intrinsic Function -> the row its calls take (isel/intrin.c pick_row_of) */
    PtrMap type_leaves; /* type -> its TypeLeaves (type_leaves_of: once per type and module) */
    PtrMap callees;    /* called Function -> its name and name-based lowerings (isel/calls.c callee_of) */
    unsigned nunnamed;
    /* function state */
    LLVMValueRef fn;
    MFunc *f;
    unsigned fn_index;
    unsigned md_loop;  /* the module's kind ID of !llvm.loop */
    MBlock *cur;
    MBlock *prologue;
    IrInst *ir;        /* the function's instructions (IrInst) */
    size_t nir;
    IrBlock *irb;      /* its blocks, in order */
    size_t nirb;
    PtrMap vals;       /* Value -> VLoc* */
    PtrMap blocks;     /* BasicBlock -> MBlock* */
    PtrMap phi_next;   /* phi -> 1 + the incoming entry after the one last looked up */
    PtrMap allocas;    /* alloca -> depot offset + 1 */
    PtrMap consts;     /* materialised global / constant-expression addresses */
    PtrMap atom_syms;  /* variable -> AtomSym: its address as the atomics of one block read it */
    PtrMap bad_types;  /* types already reported as unsupported in this function */
    PtrMap contract;   /* fadd/fsub -> fma plan (isel/contract.c) */
    PtrMap mul_uses;   /* contractable fmul -> DAG uses left ((uintptr_t)-1: none) */
    PtrMap lane_uses;  /* scalar fmul read through vector lanes -> scalarised DAG uses left + 1 */
    PtrMap dag_seg;    /* instruction -> DAG of its block it falls in (isel/contract.c) */
    LLVMValueRef plan_root; /* the fadd / fsub being planned */
    /* fpattr (isel/fpmode.c): the function's f32 denormals flush to zero
     * (set by fp_mode_begin; emit_ops then asks fp_mode_form) */
    bool fp_ftz;
    /* fpfast (isel/fpmode.c): "unsafe-fp-math"="true" (emit_ops then asks fp_mode_form
     * too) and "no-signed-zeros-fp-math"="true" */
    bool fp_unsafe, fp_nsz;
    PtrMap fp_recip;   /* first arcp fdiv of a divisor in its DAG -> VLoc of its reciprocal */
    PtrMap dag_loads;  /* load -> the load it is one DAG node with (dag_load_node's answers) */
    PtrMap pure_calls; /* callee -> 1 (an intrinsic that touches no memory) or 2 (anything else) */
    PtrMap div_groups; /* divisor source -> its DivGroup list (isel/fpmode.c, divisor_node_shared) */
    bool div_groups_built;
    PtrMap spaces;     /* pointer Value -> real address space + 1, where it differs from its type's
                          (byval parameters read in place, addrspace(101) casts of their local copies) */
    PtrMap addr_fold;  /* getelementptr with constant indices -> AddrFold* (memory.c, addressing modes) */
    LLVMValueRef inst; /* instruction being lowered (diagnostics) */
    unsigned nerr_fn;
    unsigned ncallseq;
    unsigned nlabels;
    uint32_t sp_reg_dummy;
    struct Cfg *ircfg; /* the IR blocks' graph and loops (ir_cfg): the switches' branch probabilities,
                           the loops llc-19 marks "nounroll" */
    /* scalar_leaf's answers by type (types are unique per context and
     * every value asks for its type's: a lookup here costs a fraction of
     * the LLVM calls); direct-mapped, an entry replaced on collision */
    struct LeafMemo {
        LLVMTypeRef ty; /* NULL: empty */
        uint8_t kind;   /* LeafKind, or UINT8_MAX: not a scalar leaf */
    } leaf_memo[64];
    /* LLVMABISizeOfType's answers by type (abi_size): each GEP index asks
     * for its element's size, a DataLayout query costing a few hundred
     * instructions; direct-mapped like leaf_memo, the data layout is the
     * module's throughout */
    struct SizeMemo {
        LLVMTypeRef ty; /* NULL: empty */
        uint64_t size;
    } size_memo[64];
};

/* isel/values.c, isel/axes.c: values, operands, emission, forms by index */
void isel_error(SelectCtx *S, LLVMValueRef inst, const char *fmt, ...) PTXSEL_PRINTF(3, 4);
/* A new virtual register of class rc (inline: every value's results) */
static inline uint32_t new_reg(SelectCtx *S, RegClass rc)
{
    return ++S->f->nregs[rc];
}
static inline MOperand new_vreg(SelectCtx *S, RegClass rc)
{
    return mo_reg(rc, new_reg(S, rc));
}
MOperand zext_b64(SelectCtx *S, MOperand x);
static inline RegClass leaf_rc(LeafKind k)
{
    return (RegClass)leaf_info[k].rc;
}
size_t type_leaves(SelectCtx *S, LLVMTypeRef ty, Leaf *out, size_t max, uint64_t base);
/* type_leaves(ty) at offset 0, computed once per type and module (a value
 * of an aggregate type asks for a leaf, or the leaves before a field, at
 * every use: recomputing them made a 64-field accumulator struct quadratic):
 * n leaves in l (arena, read only), n == SIZE_MAX when ty has no PTX
 * representation. */
typedef struct TypeLeaves {
    size_t n;
    const Leaf *l;
} TypeLeaves;
const TypeLeaves *type_leaves_of(SelectCtx *S, LLVMTypeRef ty);
bool is_bitpacked_vector(LLVMTypeRef ty); /* <N x iK>, K not a multiple of 8: one bit-packed store in memory */
LLVMTypeRef packed_vector_in(LLVMTypeRef ty);
/* The slot of type ty in a direct-mapped memo of n entries keyed by type
 * (leaf_memo, size_memo, EvenTypes): types are unique per context, so the
 * address is the key. */
static inline size_t type_memo_slot(LLVMTypeRef ty, size_t n)
{
    uintptr_t h = (uintptr_t)ty;
    return (h >> 4 ^ h >> 10) % n;
}
/* ty's one scalar leaf (integers of 1..64 bits, half, bfloat, float,
 * double, pointers) in *k; false for anything else. The memo's entry,
 * filled on a miss by leaf_memo_fill. */
const struct LeafMemo *leaf_memo_fill(SelectCtx *S, LLVMTypeRef ty);
static inline bool scalar_leaf(SelectCtx *S, LLVMTypeRef ty, LeafKind *k)
{
    const struct LeafMemo *m = &S->leaf_memo[type_memo_slot(ty, countof(S->leaf_memo))];
    if (m->ty != ty)
        m = leaf_memo_fill(S, ty);
    if (m->kind == UINT8_MAX)
        return false;
    *k = (LeafKind)m->kind;
    return true;
}
/* LLVMABISizeOfType(S->td, ty), from the memo when it has ty */
static inline uint64_t abi_size(SelectCtx *S, LLVMTypeRef ty)
{
    struct SizeMemo *m = &S->size_memo[type_memo_slot(ty, countof(S->size_memo))];
    if (m->ty != ty) {
        m->ty = ty;
        m->size = LLVMABISizeOfType(S->td, ty);
    }
    return m->size;
}
/* The operands of value v (its entry in S->vals; a constant's made on its
 * first use). Inline: the selector looks a value up for every operand;
 * val_get_new (isel/values.c) makes what is not there yet. */
VLoc *val_get_new(SelectCtx *S, LLVMValueRef v);
static inline VLoc *val_get(SelectCtx *S, LLVMValueRef v)
{
    VLoc *loc = pmap_get(&S->vals, v);
    return loc ? loc : val_get_new(S, v);
}
/* Leaf 'leaf' of v: a register or an immediate. Inline for a register
 * (most operands); val_op_other (isel/values.c) does the rest. */
MOperand val_op_other(SelectCtx *S, LLVMValueRef v, const VLoc *loc, unsigned leaf);
static inline MOperand val_op(SelectCtx *S, LLVMValueRef v, unsigned leaf)
{
    const VLoc *loc = val_get(S, v);
    if (leaf < loc->n && loc->ops[leaf].kind == MO_REG)
        return loc->ops[leaf];
    return val_op_other(S, v, loc, leaf);
}
/* Leaf 'leaf' of v in a register (a constant materialised: val_reg_of,
 * isel/values.c, moves val_op's immediate o into a new one). Inline as
 * val_op. */
MOperand val_reg_of(SelectCtx *S, LLVMValueRef v, unsigned leaf, MOperand o);
static inline MOperand val_reg(SelectCtx *S, LLVMValueRef v, unsigned leaf)
{
    MOperand o = val_op(S, v, leaf);
    return o.kind == MO_REG ? o : val_reg_of(S, v, leaf, o);
}
/* The registers of v's result, made before lowering (inline: asked by
 * every lowering) */
static inline VLoc *result_loc(SelectCtx *S, LLVMValueRef v)
{
    VLoc *loc = pmap_get(&S->vals, v);
    PTXSEL_ASSERT(loc);
    return loc;
}
/* Append form 'id' with its operands (emit: the nops MOperands that follow,
 * at least one; a form without operands: emit_ops with none). FORM_NONE (an
 * axis entry no form fills) is an internal error: the selector asked for a
 * form the tables do not have. emit hands its operands over as an array (a
 * compound literal), not as varargs: it runs for almost every instruction,
 * and va_arg copied each 32-byte operand out of the argument area one by
 * one. */
MInst *emit_ops(SelectCtx *S, FormId id, unsigned nops, const MOperand *ops);
#define emit(S, id, nops, ...) emit_ops((S), (id), (nops), (const MOperand[]){__VA_ARGS__})
MBlock *new_block(SelectCtx *S);
/* Forms by index (the axes of tablegen-data/ordinary.td): */
FormId mov_form(RegClass rc);                 /* mov.pred, mov.b16, ... */
int64_t sext_bits(uint64_t v, unsigned bits);  /* the low 'bits' (1..64) of v, sign-extended */
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
/* The generic intrinsics select_call_intrinsic lowers by name before it
 * looks for rows (isel/intrin.c's table). */
typedef enum GenericIntrinsic {
    GI_NONE,
    GI_NVVM, /* llvm.nvvm.*: none of the others */
    GI_MEMCPY,
    GI_MEMMOVE,
    GI_MEMSET,
    GI_NOOP, /* produce no code (launder / strip return their operand) */
    GI_EXPECT,
} GenericIntrinsic;
/* Function fn's kind, found by its name once per module and kept in
 * S->intr_kind (a kernel calls the same few intrinsics many times). */
GenericIntrinsic generic_intrinsic(SelectCtx *S, LLVMValueRef fn);
/* texsurf.c */
const char *texsurf_global_kind(SelectCtx *S, LLVMValueRef g);
const char *texsurf_sampler_init(SelectCtx *S, LLVMValueRef g);
bool select_texsurf(SelectCtx *S, LLVMValueRef call, const char *name, bool *ok);
unsigned texsurf_param_kind(SelectCtx *S, LLVMValueRef fn, unsigned idx);
void texsurf_check_param_uses(SelectCtx *S, LLVMValueRef arg, const char *label);
MOperand texsurf_handle_operand(SelectCtx *S, LLVMValueRef v, unsigned a, bool *named);
int isel_tied_operand(SelectCtx *S, LLVMValueRef call);
void annotate_intrinsics(LLVMModuleRef mod);
/* isel/expand.c: IR-level expansions llc performs before selection (vector
 * reductions, saturating and overflow arithmetic, narrow and i128 bit counts),
 * in place; run at every level on a module LLVM's verifier accepted. */
/* cands: prep_scan's candidates, valid for mod as it is (NULL: every
 * instruction is visited) */
struct PrepScan;
void expand_ir(LLVMModuleRef mod, const ptxsel_target *t, int opt_level, const struct PrepScan *cands);
/* The -O level fn is compiled at: 0 for an optnone function (llc-19 selects
 * it, and its IR passes skip it, as at -O0), else level. */
int fn_opt_level(LLVMValueRef fn, int level);
/* isel/legalize_int.c: integers of widths without a PTX register (i2, i33,
 * <4 x i7>, ...) promoted to the next legal width as llc-19's DAG promotes
 * them, in place, before expand_ir. False after reporting what it refuses
 * (the module is then unchanged). insts_even: a walk (prep_scan) found no
 * instruction of mod whose type or operand has an odd width, so that only
 * the signatures are looked at unless one has one. */
bool legalize_odd_ints(ptxsel_context *ctx, const char *file, LLVMModuleRef mod, bool insts_even);
/* Whether legalize_odd_ints(.., insts_even) may change mod: false when
 * neither an instruction (insts_even) nor a signature has an odd width
 * (it then returns at once). */
bool legalize_may_change(LLVMModuleRef mod, bool insts_even);
/* Types found without an odd-width integer, by address (a module uses a
 * few types over and over, and every operand's is asked about). */
typedef struct EvenTypes {
    LLVMTypeRef t[64];
} EvenTypes;
/* has_odd of a type even does not hold (isel/legalize_int.c): true, or
 * false and t remembered */
bool even_types_miss(EvenTypes *even, LLVMTypeRef t);
/* has_odd, remembering the types that have none (inline: every operand of
 * every instruction is asked about) */
static inline bool has_odd_seen(EvenTypes *even, LLVMTypeRef t)
{
    return even->t[type_memo_slot(t, countof(even->t))] != t && even_types_miss(even, t);
}
/* How many of the first operands of an instruction of opcode op can have
 * a type with an odd width that neither its result's type nor an earlier
 * operand's shows, as LLVM's IR types them (-1: every one). None where
 * every operand has the result's type (but for a select's condition, an
 * i1 or a vector of them), nor of a load (a pointer) or a branch (an i1
 * and labels); the first of a compare (both have one type) and of a store
 * (the second is a pointer). */
static inline int operands_to_ask(LLVMOpcode op)
{
    switch (op) {
    case LLVMAdd: case LLVMSub: case LLVMMul: case LLVMUDiv: case LLVMSDiv: case LLVMURem: case LLVMSRem:
    case LLVMShl: case LLVMLShr: case LLVMAShr: case LLVMAnd: case LLVMOr: case LLVMXor:
    case LLVMFAdd: case LLVMFSub: case LLVMFMul: case LLVMFDiv: case LLVMFRem: case LLVMFNeg:
    case LLVMPHI: case LLVMSelect:
    case LLVMLoad: case LLVMBr:
        return 0;
    case LLVMICmp: case LLVMFCmp: case LLVMStore:
        return 1;
    default:
        return -1;
    }
}
/* Does I's type, or an operand's, hold an odd-width integer? (op: I's
 * opcode; inline: prep_scan asks it of every instruction). Of the operands
 * of a getelementptr the base (a pointer or a vector of them) is not
 * asked, nor the callee of a call (its last operand). */
static inline bool inst_touches_odd(EvenTypes *even, LLVMValueRef I, LLVMOpcode op)
{
    if (has_odd_seen(even, LLVMTypeOf(I)))
        return true;
    int ask = operands_to_ask(op);
    if (!ask)
        return false;
    int i = op == LLVMGetElementPtr ? 1 : 0, n = ask < 0 ? LLVMGetNumOperands(I) - (op == LLVMCall) : ask;
    for (; i < n; i++)
        if (has_odd_seen(even, LLVMTypeOf(LLVMGetOperand(I, (unsigned)i))))
            return true;
    return false;
}
/* isel/globals.c: local symbols renamed to valid PTX names as llc renames
 * them (in the module); an externally visible name PTX cannot spell is an
 * error. Returns false after reporting such errors. */
bool check_symbol_names(ptxsel_context *ctx, const char *file, LLVMModuleRef mod);
/* __nvvm_reflect("__CUDA_ARCH") etc. folded to constants (before the -O passes). */
void fold_nvvm_reflect(LLVMModuleRef mod, const ptxsel_target *t);
void lower_inline_asm(SelectCtx *S, LLVMValueRef call, LLVMValueRef asmv);

/* isel/contract.c */
void contract_plan_function(SelectCtx *S, LLVMValueRef fn); /* reads S->ir, S->irb */
/* isel/fpmode.c (fpattr): the function's floating-point attributes and
 * fast-math flags, as llc-19 obeys them */
/* any_nsz: some instruction of fn has the nsz flag (the caller's walk found it) */
void fp_mode_begin(SelectCtx *S, LLVMValueRef fn, bool any_nsz); /* reads S->ir */
/* Is fn's string attribute k "true" ("unsafe-fp-math"="true")? */
bool fn_attr_true(LLVMValueRef fn, const char *k);
bool fp_fn_flushes_f32(LLVMValueRef fn);
/* fpfast: the input denormal mode of f32 (f32) or f64 flushes (preserve-sign,
 * positive-zero) */
bool fp_fn_input_flushes(LLVMValueRef fn, bool f32);
/* Is the denormal mode of f32 (f32) or of the other types IEEE, to
 * SelectionDAG's getDenormalMode? */
bool fp_fn_denormal_ieee(LLVMValueRef fn, bool f32);
/* Whether llc-19's getNegatedExpression may negate v, an operand in I's
 * DAG (attr: "no-signed-zeros-fp-math"; a superset). */
bool dag_negatable(LLVMValueRef v, LLVMValueRef I, bool attr, int depth);
bool fp_one_dag(LLVMValueRef a, LLVMValueRef b);
int fp_never_nan(LLVMValueRef v, LLVMValueRef at, LLVMValueRef fn, int depth);
/* What llc-19's combiner makes of select I (combineMinNumMaxNum, by nsz:
 * the select's flag or nsz_attr, "no-signed-zeros-fp-math"): nothing, min /
 * max of the compare's operands (in their order), or where ptxsel cannot
 * tell. Half and bfloat fold only where the target has min.f16 / min.bf16
 * (sm_80); the caller asks. */
typedef enum { MINMAX_NO, MINMAX_MIN, MINMAX_MAX, MINMAX_MAYBE } MinMaxFold;
MinMaxFold fp_select_minmax(LLVMValueRef I, bool nsz_attr);
FormId fp_mode_form(SelectCtx *S, FormId id);
bool lower_arcp_fdiv(SelectCtx *S, LLVMValueRef I);
/* fdiv arcp x, C (scalar float / double / half, x not a constant): the
 * reciprocal 1 / C that lower_arcp_fdiv multiplies by in I's type, as a
 * constant of that type, where it is a normal number; NULL otherwise. For
 * half the caller checks that the target has half arithmetic (fpmode.c) */
LLVMValueRef arcp_recip_const(LLVMValueRef I);
bool lower_rsqrt_fdiv(SelectCtx *S, LLVMValueRef I); /* isel/contract.c */
bool contract_same_dag(SelectCtx *S, LLVMValueRef a, LLVMValueRef b);
bool contract_lower(SelectCtx *S, LLVMValueRef I);      /* true when I was lowered as an fma */
bool contract_mul_is_dead(SelectCtx *S, LLVMValueRef mul);
LLVMValueRef fdiv_exact_recip(SelectCtx *S, LLVMValueRef I); /* arith.c: the fmul an fdiv is to the combiner */
/* The form of an LLVM floating-point opcode (fadd, fsub, fmul, fdiv, frem,
 * fneg) on a leaf of kind k, FORM_NONE where no row implements it (arith.c). */
FormId fp_binop_form(LLVMOpcode op, LeafKind k);
/* The load of v's block that load v repeats to llc-19's SelectionDAG (the
 * same type and address, nothing writing memory in between: one node),
 * the first of a chain of them; v itself for anything else (memory.c). */
LLVMValueRef dag_load_node(SelectCtx *S, LLVMValueRef v);
/* d = x * R, the fmul llc-19's combiner makes of fdiv I (a lane of it) by a
 * constant whose reciprocal R (its bits in k's format) it takes: x for
 * R = 1.0; for R = -1.0 fneg where denormals are IEEE, else fsub -0.0, x;
 * else mul.rn by R (through a register for half and bfloat, which take no
 * immediates) (arith.c). */
void emit_recip_mul(SelectCtx *S, LLVMValueRef I, LeafKind k, MOperand x, uint64_t r, MOperand d);
/* x when I is an FP operation LLVM's DAG folds to its operand x as it builds
 * the node (x + -0.0, x - +0.0, x * 1.0, x / 1.0; every element of a
 * vector constant), else NULL: the result is x bit for bit, NaN payloads
 * included, where the operation would make a NaN canonical. */
LLVMValueRef contract_fp_identity(LLVMValueRef I);

/* isel/fpclass.c: llvm.is.fpclass / llvm.frexp as integer operations on the
 * value's bits (called by expand_ir); false: not one of them (or a form it
 * leaves to the selector's refusal: a non-constant class mask) */
bool expand_fp_class_frexp(LLVMModuleRef mod, LLVMBuilderRef bd, LLVMValueRef call, const char *name,
                           const ptxsel_target *t);
/* Whether name is one expand_fp_class_frexp may take (it returns false for
 * every other) */
bool fp_class_frexp_name(const char *name);

/* isel/pipeline.c */
/* false with *err (LLVMDisposeErrorMessage) when a pass fails */
bool run_llc_ir_passes(ptxsel_context *ctx, LLVMModuleRef mod, const ptxsel_target *t, int opt_level, char **err);
/* --passes= / ptxsel_options.passes: false with *err when LLVM cannot parse it */
bool run_user_passes(ptxsel_context *ctx, LLVMModuleRef mod, const ptxsel_target *t, const char *pipeline, char **err);
/* What the IR passes before selection ask of every instruction of a
 * module, found in one walk (isel/pipeline.c): whether it has an atomicrmw
 * or cmpxchg, one that AtomicExpand may change, and one that touches an
 * odd-width integer (legalize_odd_ints). */
/* The instructions of a function expand_ir may rewrite when the function
 * has neither "unsafe-fp-math" nor "no-signed-zeros-fp-math": integer
 * divisions and remainders, fptrunc, calls, and from -O1 selects (every
 * expansion of such a function starts at one of them and leaves the
 * others in place). */
typedef struct ExpandCands {
    LLVMValueRef *v;
    size_t n, cap;
} ExpandCands;
typedef struct PrepScan {
    bool atomic_any, atomic_change, odd;
    EvenTypes even;
    /* expand_ir's candidates of each function of the module, in module
     * and instruction order, so that expand_ir visits those rather than
     * walk every instruction again (on a module larger than the caches a
     * walk costs as much as the rest of the preparation); NULL when the
     * walk stopped early. Valid while nothing else changes the module
     * (prep_scan_free releases them). */
    ExpandCands *cands;
    size_t nfuncs;
} PrepScan;
void prep_scan(LLVMModuleRef mod, PrepScan *ps);
void prep_scan_free(PrepScan *ps);
/* LLVM's AtomicExpand with NVPTX's rules (every level, as llc-19): atomics
 * PTX has no atom for become cmpxchg loops; run only where ps (prep_scan)
 * says it changes something (then *ran). */
bool run_atomic_expand(ptxsel_context *ctx, LLVMModuleRef mod, const ptxsel_target *t, const PrepScan *ps,
                       bool *ran, char **err);

/* isel/globals.c */
const char *sym_name(SelectCtx *S, LLVMValueRef gv);
bool emit_globals(SelectCtx *S);
const char *sanitize_name(Arena *a, const char *name, size_t n);
bool isel_check_module(ptxsel_context *ctx, const char *file, LLVMModuleRef mod, bool short_ptr);
bool triple_supported(const char *t);
bool triple_is_nvcl(const char *t);
void mark_forward_decls(SelectCtx *S);

/* ------------------------------------------------ the selector's files
 * Functions one file of the selector defines and another uses (the file
 * split of the former isel/select.c: values, axes, arith, casts, memory,
 * control, calls, function, module). */
/* isel/values.c */
unsigned leaf_bits(LeafKind k);
unsigned leaf_bytes(LeafKind k);
const char *type_str(SelectCtx *S, LLVMTypeRef ty);
/* leaves_of (below, inline: asked for nearly every value) is one of
 * scalar_leaves for a scalar that is not a pointer, else leaves_of_other's */
extern const Leaf scalar_leaves[];
const Leaf *leaves_of_other(SelectCtx *S, LLVMTypeRef ty, size_t *n, LLVMValueRef where);
bool form_row_available(FormId id, const ptxsel_target *t);
void const_i128(LLVMValueRef c, uint64_t *lo, uint64_t *hi);
LLVMValueRef alias_target(LLVMValueRef v);
static inline const char *int_ty(LeafKind k)
{
    return leaf_info[k].text;
}
static inline unsigned reg_bits(LeafKind k)
{
    return leaf_info[k].rbits;
}
MOperand norm_i8(SelectCtx *S, MOperand o, bool is_signed);
MOperand pred_to_int(SelectCtx *S, MOperand p, unsigned bits, bool sext);
MOperand to_f32(SelectCtx *S, MOperand o, LeafKind k);
void from_f32(SelectCtx *S, MOperand dst, MOperand src, LeafKind k);
void mov_leaf(SelectCtx *S, MOperand dst, MOperand src);

/* isel/axes.c */
FormId int_form(unsigned op, unsigned bits);
FormId setp_int_form(unsigned c, bool sgn, unsigned bits);
FormId selp_pred_form(bool sgn, unsigned bits);
FormId mov_bits_form(unsigned bits, unsigned k);
unsigned cvt_int_ty(LeafKind k, bool sgn);
unsigned cvt_fp_ty(LeafKind k);
FormId cvt_form(unsigned r, unsigned d, unsigned s);
void no_space_form(SelectCtx *S, bool is_store);

/* isel/arith.c */
bool is_i128(LLVMTypeRef ty);
void lower_binop(SelectCtx *S, LLVMValueRef I, LLVMOpcode op);
unsigned lower_f32x2(SelectCtx *S, LLVMValueRef I, FormId id, unsigned nsrc);
void emit_f32x2(SelectCtx *S, FormId id, MOperand d0, MOperand d1, const MOperand *lo, const MOperand *hi, unsigned nsrc);
bool lower_i128_minmax(SelectCtx *S, LLVMValueRef I, const char *name);
/* The predicate of the llvm.{u,s}{min,max}.i128 name lower_i128_minmax
 * takes; false (no compare) for any other name. */
bool i128_minmax_pred(const char *name, LLVMIntPredicate *p);
void lower_icmp(SelectCtx *S, LLVMValueRef I);
void lower_fcmp(SelectCtx *S, LLVMValueRef I);
FormId selp_form(RegClass rc);
void select_leaf(SelectCtx *S, MOperand d, MOperand c, MOperand x, MOperand y);
void lower_select(SelectCtx *S, LLVMValueRef I);

/* isel/casts.c */
bool is_fp(LeafKind k);
/* A pointer: 64-bit, or 32-bit where the data layout says so (LK_P32). */
static inline bool is_ptr_leaf(LeafKind k)
{
    return k == LK_PTR || k == LK_P32;
}
/* ty's leaves (*n of them; NULL, reported, for a type no register class
 * holds): shared, read only */
static inline const Leaf *leaves_of(SelectCtx *S, LLVMTypeRef ty, size_t *n, LLVMValueRef where)
{
    LeafKind k;
    if (scalar_leaf(S, ty, &k) && !is_ptr_leaf(k)) { /* most values: one leaf at offset 0 */
        *n = 1;
        return &scalar_leaves[k];
    }
    return leaves_of_other(S, ty, n, where);
}
void lower_cast(SelectCtx *S, LLVMValueRef I, LLVMOpcode op);
void leaf_range(SelectCtx *S, LLVMTypeRef ty, const unsigned *idx, unsigned nidx, unsigned *first, unsigned *count);
void lower_extractvalue(SelectCtx *S, LLVMValueRef I);
void lower_insertvalue(SelectCtx *S, LLVMValueRef I);
void lower_extractelement(SelectCtx *S, LLVMValueRef I);
void lower_insertelement(SelectCtx *S, LLVMValueRef I);
void lower_shufflevector(SelectCtx *S, LLVMValueRef I);

/* isel/memory.c */
MOperand addr_of(SelectCtx *S, LLVMValueRef ptr);
void lower_gep(SelectCtx *S, LLVMValueRef I);
void mem_access(SelectCtx *S, LLVMValueRef I, bool is_store, LLVMTypeRef ty, MOperand addr, unsigned as,
                unsigned align, bool vol, LLVMAtomicOrdering ord, VLoc *vals, LLVMValueRef src_val);
void lower_load(SelectCtx *S, LLVMValueRef I);
void lower_store(SelectCtx *S, LLVMValueRef I);
void lower_atomicrmw(SelectCtx *S, LLVMValueRef I);
void lower_cmpxchg(SelectCtx *S, LLVMValueRef I);
void lower_fence(SelectCtx *S, LLVMValueRef I);

/* isel/control.c */
MBlock *mblock_of(SelectCtx *S, LLVMBasicBlockRef bb);
void lower_br(SelectCtx *S, LLVMValueRef I);
void lower_switch(SelectCtx *S, LLVMValueRef I);

/* isel/calls.c */
/* LLVM's enum attributes ptxsel asks about. Their kinds are fixed by the
 * LLVM build, and LLVMGetEnumAttributeKindForName compares a name with
 * every attribute's: enum_attr_kind asks it once per process and kind. */
#define ENUM_ATTRS(X) X(align) X(byval) X(convergent) X(inreg) X(memory) X(noreturn) X(noundef) X(nounwind) \
    X(optnone) X(signext) X(zeroext)
typedef enum EnumAttr {
#define X(name) EA_##name,
    ENUM_ATTRS(X)
#undef X
    EA_COUNT
} EnumAttr;
unsigned enum_attr_kind(EnumAttr a);
/* Whether callee is an intrinsic that touches no memory (memory(none): an
 * INTRINSIC_WO_CHAIN node of llc-19's DAG, on no chain). */
bool intrinsic_memory_none(LLVMValueRef callee);
/* Attribute a of parameter idx of a function or call site (NULL: none). */
LLVMAttributeRef param_attr(LLVMValueRef fn, unsigned idx, EnumAttr a);
MParamType param_decl(SelectCtx *S, LLVMTypeRef ty, LLVMValueRef fn, bool kernel, unsigned byval_align);
unsigned param_align_attr(LLVMValueRef fn, unsigned idx);
MParamType param_decl_at(SelectCtx *S, LLVMValueRef fn, unsigned idx, LLVMTypeRef ty, bool kernel);
void copy_bytes(SelectCtx *S, MOperand dst, unsigned dsp, MOperand src, int ssp, uint64_t size, unsigned align);
void copy_leaves(SelectCtx *S, MOperand dst, unsigned dsp, MOperand src, int ssp, LLVMTypeRef ty, unsigned align);
uint64_t depot_alloc(SelectCtx *S, uint64_t size, unsigned align);
void vararg_param(SelectCtx *S, MFunc *f);
void lower_va_arg(SelectCtx *S, LLVMValueRef I);
/* An unsigned upper bound of an integer value (at most 64 bits) from the
 * IR that computes it (isel/fold.c; UINT64_MAX when unknown). */
uint64_t ir_umax(LLVMValueRef v, unsigned depth);
/* Is the integer value v (at most 128 bits) provably 1: at most 1 by its
 * bound (through no-wrap arithmetic too) with bit 0 known set (isel/fold.c)? */
bool ir_is_one(LLVMValueRef v);
/* Is the sign bit of the integer value v provably clear (by the same bound)? */
bool ir_sign_bit_zero(LLVMValueRef v);
/* Whether the IR proves bits 64..127 of the i128 value v zero (a zero
 * extension from 64 bits or less, a constant below 2^64, ...). */
bool ir_high_half_zero(LLVMValueRef v);
/* An operand of a 64-bit division as llc-19's CodeGenPrepare classes it
 * for its 32-bit bypass (isel/fold.c): known to fit in 32 bits by its bound,
 * likely long (a hash-like value: no bypass), or unknown. */
typedef enum DivRange { DIV_UNKNOWN, DIV_SHORT, DIV_LONG } DivRange;
DivRange ir_div_range(LLVMValueRef v);
/* The value of the instruction I (opcode op) where the IR proves it a
 * constant or one of its operands, as llc-19's DAG folds it at every
 * level (isel/fold.c): an integer operation on constants, an identity such
 * as x % 1 or x * 1, a compare its operand's bound decides, a select of a
 * constant condition; NULL otherwise. */
LLVMValueRef fold_inst(LLVMValueRef I, LLVMOpcode op);
/* An integer binary operation of a constant with a select of two constants
 * that only it uses, in its block (DAGCombiner::foldBinOpIntoSelect): the
 * select, rewritten in place to choose between the two folded constants;
 * NULL otherwise. It changes the select, so it is for selection's own scan
 * (isel/function.c), where nothing has read the select yet; type
 * legalisation, which has already promoted it, does not call it. */
LLVMValueRef fold_into_select(LLVMValueRef I, LLVMOpcode op);
/* The opcodes fold_inst has a case for (inline: most instructions are
 * loads, stores, calls and branches, which it never folds; a case added
 * there goes here too) */
static inline bool fold_opcode(LLVMOpcode op)
{
    switch (op) {
    case LLVMAdd: case LLVMSub: case LLVMMul: case LLVMUDiv: case LLVMSDiv: case LLVMURem: case LLVMSRem:
    case LLVMShl: case LLVMLShr: case LLVMAShr: case LLVMAnd: case LLVMOr: case LLVMXor:
    case LLVMZExt: case LLVMSExt: case LLVMTrunc: case LLVMSIToFP: case LLVMUIToFP:
    case LLVMICmp: case LLVMSelect: case LLVMFreeze: case LLVMFPTrunc:
        return true;
    default:
        return false;
    }
}
/* The .local address [%SPL + slot + off] of a static alloca (isel/memory.c;
 * depot as S->allocas holds it: the slot + 1). */
MOperand depot_local_addr(SelectCtx *S, uintptr_t depot, int64_t off);
MOperand depot_generic_addr(SelectCtx *S, uintptr_t depot, int64_t off);
void param_ld(SelectCtx *S, MOperand d, const char *sym, int64_t off, unsigned t, unsigned tyal);
void param_ld_i1(SelectCtx *S, MOperand p, const char *sym, int64_t off);
void param_st_i1(SelectCtx *S, const char *sym, int64_t off, MOperand p);
void lower_call(SelectCtx *S, LLVMValueRef I);
void lower_ret(SelectCtx *S, LLVMValueRef I);

/* isel/function.c */
void lower_inst(SelectCtx *S, LLVMValueRef I);
/* lower_inst of an instruction whose opcode the caller has */
void lower_inst_op(SelectCtx *S, LLVMValueRef I, LLVMOpcode op);
void setup_params(SelectCtx *S, unsigned grid_const_mask);
bool fn_is_kernel(SelectCtx *S, LLVMValueRef fn);
VLoc *extract_alias_loc(SelectCtx *S, LLVMValueRef I);
void select_function(SelectCtx *S, LLVMValueRef fn, MFunc *f);
/* The forms that compute one result from their operands alone (isel/function.c). */
const uint8_t *pure_forms(void);
/* A set of forms: a bitmap by FormId of FORM_COUNT / 8 + 1 bytes
 * (isel/axes.c adds an axis table's ids, FORM_NONE entries skipped). */
void formset_add(uint8_t *set, const uint16_t *ids, size_t n);
static inline bool formset_has(const uint8_t *set, unsigned id)
{
    return id < FORM_COUNT && ((set[id / 8] >> (id % 8)) & 1);
}
/* The name of the function call I calls directly, "" for anything else
 * (isel/fpmode.c). */
const char *ir_callee_name(LLVMValueRef I);
/* isel/cse.c: a pure instruction that recomputes a value an earlier one of
 * its block holds becomes a copy of it (as llc-19's SelectionDAG keeps one
 * node per value) */
void cse_blocks(SelectCtx *S, MFunc *f);
/* isel/cfg.c: a control-flow graph of nb blocks, block 0 the entry, given
 * as successor lists (block b's are succs[sstart[b] .. sstart[b + 1]));
 * cfg_preds adds the predecessor lists (each block's in block order),
 * cfg_analyse those, the reverse postorder of the blocks reachable from
 * the entry and their immediate dominators. */
typedef struct Cfg {
    uint32_t nb;
    const uint32_t *sstart, *succs;
    uint32_t *pstart, *preds;
    uint32_t *rpo, nrpo; /* the reachable blocks in reverse postorder */
    uint32_t *order;     /* each block's index in rpo, UINT32_MAX: unreachable */
    uint32_t *idom;      /* immediate dominator, UINT32_MAX: unreachable */
    /* cfg_loops: the natural loops, as LLVM's LoopInfo nests them, each
     * named by its header h as h + 1 (0: none): a block's innermost loop,
     * a header's enclosing loop */
    uint32_t *inner, *parent;
} Cfg;
void cfg_preds(Arena *a, Cfg *g);
void cfg_analyse(Arena *a, Cfg *g);
/* Does block a dominate block b (both reachable)? */
bool cfg_dominates(const Cfg *g, uint32_t a, uint32_t b);
/* The loops of an analysed graph (g->inner, g->parent); is block b in the
 * loop of header h (cfg_loops first)? */
void cfg_loops(Arena *a, Cfg *g);
bool cfg_in_loop(const Cfg *g, uint32_t b, uint32_t h);
/* isel/cfg.c: the graph of the function's IR blocks (block i is S->irb[i]),
 * analysed and with its loops; made once per function */
const Cfg *ir_cfg(SelectCtx *S);
/* An IR block's index in that graph (S->irb), before the layout. */
uint32_t ir_block_ix(SelectCtx *S, LLVMBasicBlockRef bb);
/* isel/control.c: does a terminator's !llvm.loop ask for no unrolling
 * (llvm.loop.unroll.disable, or llvm.loop.unroll.count 1)? And the loop
 * headers llc-19 then marks .pragma "nounroll" (MBlock.nounroll). */
bool loop_md_no_unroll(SelectCtx *S, LLVMValueRef term);
void mark_nounroll_headers(SelectCtx *S);
/* isel/licm.c: pure instructions of a loop whose operands the loop never
 * writes move to its preheader (llc-19's MachineLICM; -O1 and above) */
void licm_loops(SelectCtx *S, MFunc *f);
/* isel/coalesce.c: an unguarded register move of one class ('mov.b32 %r1,
 * %r2'), what the coalescer may remove and cse_blocks sees through */
bool is_copy(const MInst *in);
/* isel/coalesce.c: register copies coalesced where the registers never
 * interfere (-O1 and above), then jump-only blocks bypassed; true when a
 * guarded branch went (a compare may have become unread) */
bool coalesce_copies(SelectCtx *S, MFunc *f);
/* isel/halfbyte.c: a byte store of a register a conversion into f16 / bf16
 * wrote reads a copy of it instead (a ptxas 13.0 miscompile kept away) */
void guard_half_byte_stores(SelectCtx *S, MFunc *f);

/* isel/module.c */
void annotation_directives(SelectCtx *S, LLVMValueRef fn, MDirectives *dir, unsigned *grid_const_mask);

#endif
