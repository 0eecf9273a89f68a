/*
 * ptxsel internal header: everything the library shares, grouped by the file
 * that defines it (QBE style). Public API lives in include/ptxsel/ptxsel.h.
 * The query layer (form spellings, above verify/) has its own header,
 * query/query.h, which includes this one; nothing here refers to it.
 *
 * Pipeline (ptxsel_compile_module in isel/driver.c):
 *   read (isel/read.c) -> annotate + passes (isel/passes.c)
 *   -> select (isel/: values, arith, casts, memory, control, calls,
 *      function, module, intrin) -> MIR (mc/mir.c)
 *   -> verify (verify/verify.c) -> print (mc/print.c)
 */
#ifndef PTXSEL_INTERNAL_H
#define PTXSEL_INTERNAL_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <setjmp.h>

#include "ptxsel/ptxsel.h"

#define countof(a) (sizeof(a) / sizeof((a)[0]))

/* An IR value (function, instruction, argument, global) that a machine
 * instruction came from or a diagnostic is about. Opaque below isel/, which
 * makes and reads them (isel.h: ir_ref / ir_value): mc/ and verify/ only
 * carry them to diag_report, which asks the context's locate hook to spell
 * them. */
typedef struct IrObject *IrRef;

#if defined(__GNUC__)
#define PTXSEL_PRINTF(f, a) __attribute__((format(printf, f, a)))
/* a hot function's rare case kept out of it (its frame, its saved registers) */
#define PTXSEL_NOINLINE __attribute__((noinline))
#else
#define PTXSEL_PRINTF(f, a)
#define PTXSEL_NOINLINE
#endif

/* Internal bugs (never bad input) and running out of memory end the current
 * library call: ptxsel_internal_abort unwinds to the innermost Recovery of
 * this thread (set by every public entry point that can reach one), which
 * reports "internal error at FILE:LINE: what" and returns PTXSEL_INTERNAL.
 * Everything allocated meanwhile belongs to the per-compilation arena,
 * released by the next compile or ptxsel_context_destroy. Outside any
 * Recovery (a bug in the entry points themselves) it aborts. */
#define PTXSEL_ASSERT(c)                                                       \
    ((c) ? (void)0 : ptxsel_internal_abort(__FILE__, __LINE__, #c))
void ptxsel_internal_abort(const char *file, int line, const char *what);

typedef struct Recovery {
    jmp_buf jb;
    char msg[256];
    struct Recovery *prev;
} Recovery;
/* RECOVERY_ENTER(r) is true once, on the unwinding path: use it as
 *   Recovery r; if (RECOVERY_ENTER(&r)) { ...report r.msg... }
 *   ...work...; recovery_leave(&r);  (on every return path) */
#define RECOVERY_ENTER(r) (recovery_push(r), setjmp((r)->jb) ? (recovery_leave(r), 1) : 0)
void recovery_push(Recovery *r);
void recovery_leave(Recovery *r);

/* ------------------------------------------------------------ mc/arena.c */

typedef struct Arena Arena;
Arena *arena_new(void);
void arena_set_limit(Arena *a, size_t bytes);   /* 0: none; beyond it, out of memory */
void arena_free(Arena *a);
/* Release every allocation, keep the arena (no allocation: cannot fail). */
void arena_reset(Arena *a);
/* An arena whose chunks count against parent's limit (free it before the
 * parent), and one that forgets its allocations but keeps its chunks for
 * the next ones (the machine IR of one function after another). */
Arena *arena_new_child(Arena *parent);
void arena_recycle(Arena *a);
/* Room for element n of the array p of *cap elements of sz bytes: p itself
 * while n < *cap, else a copy of its n elements in twice the room (at least
 * 64 elements; the old array is left to the arena). The new room is not
 * zeroed. Inline: callers ask for every element they append;
 * arena_grow_copy (mc/arena.c) makes the copy. */
void *arena_grow_copy(Arena *a, void *p, size_t n, size_t *cap, size_t sz);
static inline void *arena_grow(Arena *a, void *p, size_t n, size_t *cap, size_t sz)
{
    return n < *cap ? p : arena_grow_copy(a, p, n, cap, sz);
}
/* Where the next allocations come from: the free part of the arena's
 * current chunk (an Arena starts with it, mc/arena.c). */
typedef struct ArenaRoom {
    unsigned char *cur, *end;
} ArenaRoom;
/* n (rounded up to 16) bytes from a new chunk (a recycled one, or one more
 * within the arena's limit), which becomes the current one. */
void *arena_alloc_new_chunk(Arena *a, size_t n);
/* not zeroed: memory the caller writes in full. Inline: machine
 * instructions and values are allocated one by one. */
static inline void *arena_alloc_raw(Arena *a, size_t n)
{
    ArenaRoom *r = (ArenaRoom *)(void *)a;
    n = (n + 15) & ~(size_t)15;
    if ((size_t)(r->end - r->cur) < n || !r->cur) /* no chunk yet: even n == 0 gets memory */
        return arena_alloc_new_chunk(a, n);
    void *p = r->cur;
    r->cur += n;
    return p;
}
/* zeroed, 16-byte aligned. Inline: most sizes are constants, whose zeroing
 * is then a few stores rather than a call of memset */
static inline void *arena_alloc(Arena *a, size_t n)
{
    return memset(arena_alloc_raw(a, n), 0, (n + 15) & ~(size_t)15);
}
char *arena_strdup(Arena *a, const char *s);
char *arena_strndup(Arena *a, const char *s, size_t n);
char *arena_printf(Arena *a, const char *fmt, ...) PTXSEL_PRINTF(2, 3);
char *arena_cat_u64(Arena *a, const char *s, const char *t, uint64_t v); /* s, t and v in decimal */
char *arena_cat(Arena *a, const char *s, const char *t);                /* s and t */
char *arena_vprintf(Arena *a, const char *fmt, va_list ap) PTXSEL_PRINTF(2, 0);

typedef struct StrBuf {
    char *p;
    size_t n, cap;
} StrBuf;
/* Room for 'extra' more bytes and the terminating NUL (out of memory: an
 * internal abort). The puts are inline: they are most of the printer's work. */
void sb_grow(StrBuf *b, size_t extra);
static inline void sb_putn(StrBuf *b, const char *s, size_t n)
{
    if (b->n + n + 1 > b->cap)
        sb_grow(b, n);
    memcpy(b->p + b->n, s, n);
    b->n += n;
    b->p[b->n] = 0;
}
static inline void sb_putc(StrBuf *b, char c)
{
    if (b->n + 2 > b->cap)
        sb_grow(b, 1);
    b->p[b->n++] = c;
    b->p[b->n] = 0;
}
static inline void sb_puts(StrBuf *b, const char *s)
{
    sb_putn(b, s, strlen(s));
}
void sb_printf(StrBuf *b, const char *fmt, ...) PTXSEL_PRINTF(2, 3);
void sb_vprintf(StrBuf *b, const char *fmt, va_list ap);
void sb_put_u64(StrBuf *b, uint64_t v);              /* decimal */
/* v in decimal into out[0..20), no NUL; the length. Inline below 10000
 * (register numbers, most immediates): the printer's most common call. */
extern const char dec_pairs[201]; /* "00".."99" */
size_t fmt_u64_long(char *out, uint64_t v);
static inline size_t fmt_u64(char *out, uint64_t v)
{
    if (v < 10) {
        out[0] = (char)('0' + v);
        return 1;
    }
    if (v >= 10000)
        return fmt_u64_long(out, v);
    unsigned x = (unsigned)v, hi = x / 100, lo = x % 100;
    if (x < 100) {
        memcpy(out, dec_pairs + 2 * lo, 2);
        return 2;
    }
    if (x < 1000) {
        out[0] = (char)('0' + hi);
        memcpy(out + 1, dec_pairs + 2 * lo, 2);
        return 3;
    }
    memcpy(out, dec_pairs + 2 * hi, 2);
    memcpy(out + 2, dec_pairs + 2 * lo, 2);
    return 4;
}
void sb_put_i64(StrBuf *b, int64_t v);               /* decimal, '-' when negative */
void sb_put_hex(StrBuf *b, uint64_t v, unsigned digits); /* the low 'digits' (<= 16) nibbles, upper case */
void sb_prepend(StrBuf *b, const char *s, size_t n); /* s[0..n) before the text */
char *sb_take(StrBuf *b); /* malloc'd, caller frees; b is reset */
void sb_free(StrBuf *b);

/* Pointer-keyed hash map (open addressing), arena-backed. */
typedef struct PtrSlot {
    const void *key; /* NULL: free */
    void *val;
} PtrSlot;

typedef struct PtrMap {
    PtrSlot *slots;  /* key and value side by side: one cache line per probe */
    size_t cap, len;
    Arena *arena;
} PtrMap;
void pmap_init(PtrMap *m, Arena *a);
/* k's slot in a map of cap slots (a power of two, at least 2): where its
 * probe starts. Fibonacci hashing: the top bits of the key times 2^64 / phi
 * (every bit of the pointer reaches them; one multiplication, a look-up
 * costs little more than its probe) */
static inline size_t pmap_hash(const void *k, size_t cap)
{
    uint64_t x = (uint64_t)(uintptr_t)k * 0x9E3779B97F4A7C15ULL;
    return (size_t)(x >> (64 - __builtin_ctzll((unsigned long long)cap)));
}
/* inline: the selector looks a value up for every operand */
static inline void *pmap_get(const PtrMap *m, const void *k)
{
    if (!m->len)
        return NULL;
    for (size_t i = pmap_hash(k, m->cap);; i = (i + 1) & (m->cap - 1)) {
        if (m->slots[i].key == k)
            return m->slots[i].val;
        if (!m->slots[i].key)
            return NULL;
    }
}
/* Room for one more entry: twice the slots (64 at first). */
void pmap_grow(PtrMap *m);
/* inline as pmap_get: a function's selection puts an entry for most of
 * its values */
static inline void pmap_put(PtrMap *m, const void *k, void *v)
{
    if ((m->len + 1) * 2 > m->cap)
        pmap_grow(m);
    for (size_t i = pmap_hash(k, m->cap);; i = (i + 1) & (m->cap - 1)) {
        PtrSlot *s = &m->slots[i];
        if (s->key == k) {
            s->val = v;
            return;
        }
        if (!s->key) {
            s->key = k;
            s->val = v;
            m->len++;
            return;
        }
    }
}
/* Room for n entries in all without growing (an empty or a filled map). */
void pmap_reserve(PtrMap *m, size_t n);

/* ------------------------------------------------------ targets/targets.c */

enum {
#define FEATURE(name, doc) FEAT_##name,
#include "../targets/features.def"
#undef FEATURE
    FEAT_COUNT
};

static inline bool feat_has(const ptxsel_features *f, int bit)
{
    return (f->w[bit / 64] >> (bit % 64)) & 1u;
}
static inline void feat_set(ptxsel_features *f, int bit, bool on)
{
    uint64_t m = (uint64_t)1 << (bit % 64);
    if (on)
        f->w[bit / 64] |= m;
    else
        f->w[bit / 64] &= ~m;
}
/* Bits of 'need' missing from 'have'; returns the first missing bit or -1. */
int feat_first_missing(const ptxsel_features *have, const ptxsel_features *need);

/* ---------------------------------------------------------- mc/diag.c: the diagnostics engine every layer reports through */

/* Phases of one compile, timed into ptxsel_context.phase_ns. */
enum {
    PHASE_IR_VERIFY, /* LLVM's IR verifier (skipped with skip_ir_verify) */
    PHASE_PREPARE,   /* module checks, -O passes, IR expansions */
    PHASE_SELECT,    /* instruction selection */
    PHASE_MVERIFY,   /* the machine verifier */
    PHASE_PRINT,     /* PTX (or MIR) text */
    PHASE_COUNT
};

/* What an instruction of a row with a control word needs (its row's own
 * needs and its word's qualifiers'): a pure function of form and word,
 * which the machine verifier keeps in its context (a JIT's modules use the
 * same few loads and stores), direct-mapped by form and word. form1 is the
 * form + 1, 0 in an empty entry. */
typedef struct WordNeed {
    uint32_t form1;
    unsigned ptx;
    uint64_t word;
    ptxsel_features need;
} WordNeed;

struct ptxsel_context {
    Arena *arena;         /* per-compilation arena, reset by each compile */
    ptxsel_diag *diags;   /* malloc'd array */
    size_t ndiags, capdiags;
    Arena *diag_arena;    /* strings of diagnostics (cleared with them) */
    size_t nerrors;
    int werror;
    const char *wno;      /* ptxsel_options.wno of the current compile */
    /* Spell the function name and the instruction text of a diagnostic's
     * IrRefs (isel/driver.c sets it; NULL: diagnostics carry no location). */
    void (*locate)(IrRef fn, IrRef inst, Arena *a, const char **function, const char **instruction);
    /* Wall time of each phase of the last compile (isel/driver.c), for the
     * benchmark (tests/bench/jitbench.c); not part of the public API.
     * phase_cpu: the thread's CPU time instead (jitbench --cpu-phases, for
     * a shared host, where wall time includes waiting for a core). */
    uint64_t phase_ns[PHASE_COUNT];
    int phase_cpu;
    /* NVPTX target machines of the IR passes (isel/pipeline.c), kept for
     * the context's later compiles: making one costs more than selecting a
     * small kernel. By processor and PTX feature; freed with the context
     * (pipeline_release). */
    struct {
        void *tm; /* LLVMTargetMachineRef */
        char cpu[16];
        unsigned ptx;
    } tms[4];
    unsigned ntms;
    /* ptxsel_target_init's result for the last compile's processor and
     * -mattr (isel/driver.c), reused while they stay the same */
    ptxsel_target target;
    char target_cpu[24], target_mattr[104];
    int target_kept; /* 0: none; 1: for a NULL mattr; 2: for target_mattr */
    /* What the machine verifier found instructions with a control word to
     * need, kept for the context's later compiles (verify/verify.c) */
    WordNeed qneeds[64];
    /* The machine verifier's verdict on each form for one target (its
     * features and PTX version): FormCheck by FormId, malloc'd at the
     * first verification, freed with the context (verify/verify.c) */
    uint8_t *form_check;
    ptxsel_features form_check_feat;
    unsigned form_check_ptx;
};
/* isel/pipeline.c: disposes of ctx->tms */
void pipeline_release(ptxsel_context *ctx);

void diag_reset(ptxsel_context *ctx);
/* Room for 'more' diagnostics after ctx's (never fails: out of memory unwinds). */
void diag_reserve(ptxsel_context *ctx, size_t more);
/* Report one diagnostic. fn / inst may be NULL. */
void diag_report(ptxsel_context *ctx, ptxsel_severity sev, const char *file, IrRef fn,
                 IrRef inst, const char *flag, const char *fmt, ...) PTXSEL_PRINTF(7, 8);
void diag_report_line(ptxsel_context *ctx, ptxsel_severity sev, const char *file,
                      unsigned line, const char *fmt, ...) PTXSEL_PRINTF(5, 6);


/* ----------------------------------------------- generated tables (tools/tblgen.c) */

/* FormId (every form; the index of its row), FormFamily, FormRole and the
 * axis tables (form_axis_NAME[...]: forms by qualifier index). */
#include "form_ids.h"

/* Flags of a form row. */
enum {
    FORM_CONVERGENT = 1 << 0,  /* warp/block collective: attribute convergent */
    FORM_SIDE_EFFECT = 1 << 1, /* has side effects beyond its results */
    FORM_NOMEM = 1 << 2,       /* reads/writes no memory (readnone) */
    FORM_READONLY = 1 << 3,    /* reads memory only */
    FORM_BRANCH = 1 << 4,      /* jumps to its label operand (conditionally when guarded) */
    FORM_TERMINATOR = 1 << 5,  /* unguarded, control never passes to the next instruction */
};

/* Operand kinds of an intrinsic signature. */
typedef enum SigKind {
    SIG_VOID, SIG_INT, SIG_FLOAT, SIG_PTR, SIG_VEC, SIG_STRUCT, SIG_ANY
} SigKind;

typedef struct SigType {
    uint8_t kind;     /* SigKind */
    uint8_t bits;     /* int/float width; element width for vectors */
    uint8_t is_float; /* vectors: element is floating point */
    uint8_t is_imm;   /* immarg: must be a constant */
    int16_t addrspace;/* pointers: -1 any */
    uint16_t count;   /* vectors / structs: element count */
    int64_t lo, hi;   /* immarg range (lo > hi: unrestricted) */
    uint8_t has_def;  /* immarg: 'def' is the value a synthesised instance uses */
    int64_t def;      /* (sig grammar imm:iW=V; query/instance.c) */
    uint8_t regform;  /* SIG_REG_*: how a non-immarg operand reaches the instruction */
    const int64_t *dom; /* the legal set (tools/tblgen.c "DOMAIN"): ndom (lo, hi) pairs, */
    uint8_t ndom;       /* the value in one of them (ndom 0: any value), */
    uint8_t domflags;   /* SIG_DOM_* conditions, */
    int64_t mult;       /* and a multiple of mult when mult > 1 */
} SigType;

enum { SIG_DOM_POW2 = 1, SIG_DOM_NONZERO = 2 };

/* SigType.regform. SIG_REG_ONLY: always a register, constants included (an
 * operand inside a {list}: WMMA fragments). SIG_REG_HALF2: each element is an
 * IR <2 x half> held in one .b32 register (WMMA f16 fragments; sig tokens h2
 * and sNh2): the selector packs the two halves in and unpacks results.
 * SIG_REG_PRED_PAIR (sig token T|p, kind SIG_ANY, bits / is_float of T): a
 * result {T, i1} printed as PTX's "d|p" pair; the selector also takes
 * {T, i8} (a C bool in memory form) and fills the i8 from the predicate.
 * SIG_REG_VEC_SCALAR (sig token vNT+s, kind SIG_VEC): a result {<N x T>, T}
 * that is two instruction operands, the vector as a {list} (%0) and the
 * scalar (%1); the arguments follow from %2 (tcgen05.ld.red). */
enum { SIG_REG_ANY, SIG_REG_ONLY, SIG_REG_HALF2, SIG_REG_PRED_PAIR, SIG_REG_VEC_SCALAR };

typedef struct FormRow {
    const char *key;     /* unique form key (the PTX mnemonic with qualifiers) */
    const char *tmpl;    /* PTX template: %0.. operands, %{NN} for two digits */
    const char *family;  /* "ordinary", "sreg", "wgmma", ... */
    const char *irop;    /* ordinary rows: LLVM opcode name ("add", "fadd", ...) or NULL */
    const char *irty;    /* ordinary rows: LLVM type ("i32", "float") or NULL */
    const char *intr;    /* intrinsic name, or NULL */
    const SigType *sig;  /* [0] = result, then arguments */
    uint8_t nsig;        /* 1 + number of arguments */
    uint16_t min_ptx;    /* PTX version x10, 0 = none beyond the target's */
    uint16_t flags;      /* FORM_* */
    ptxsel_features req; /* feature bits required */
    const char *reason;  /* why the gate exists (ptxas message / ISA rule) */
    const char *when;    /* "A:V,A:V": immarg argument A must equal V, or NULL */
    int8_t tie;          /* argument tied to the result (copied in first), -1 none */
    const char *pack;    /* packed words from the row (selector): "C:HEX" / "K:HEX" constant
                          * ctrl / coll bits, "cA@S" / "kA@S" immarg argument A shifted
                          * left by S into ctrl / coll; ',' separated; or NULL */
    uint8_t fam;         /* FormFamily of 'family' (form_ids.h) */
    uint8_t role;        /* FormRole (ROLE_NONE for most rows) */
    /* Facts ptxsel-tblgen works out from the template and the key, so that
     * the machine layer and the verifier never read instruction text: */
    uint8_t atype;       /* FormType of atype=: the A operand's element type, or TY_NONE */
    uint8_t writes;      /* FORM_WRITES_*: which operands the instruction writes */
    uint8_t synth_rc;    /* RegClass of the key's last type qualifier (RC_B32 if none) */
    int8_t max_op;       /* highest operand index the template uses, -1 none */
    uint32_t addr_ops;   /* bit k: operand k is printed as an address "[%k" */
    uint32_t pred_ops;   /* bit k: operand k is printed after '|' (a "d|p" predicate) */
    const char *wvec;    /* the template's %W{TEXT} (".block16"), NULL when none or empty */
    uint16_t max_ptx;    /* ptxmax=: the last PTX version x10 with the form, 0 = none */
    /* req / min_ptx above hold everything the form needs: the row's own
     * req= / ptx= (base_*) and what its control word's qualifiers need. */
    ptxsel_features base_req;
    uint16_t base_ptx;
    uint8_t qword;       /* QWordId of its control word, QW_NONE when it has none */
    uint8_t mnem_len;    /* the template's mnemonic, which the printer spells from the word */
    uint64_t word;       /* its control word (MInst.word of its instructions) */
} FormRow;

/* FormRow.writes: operand 0 alone ("op %0, ..."), none (a memory
 * destination, "op [%0], ..."), or every register the instruction names
 * (several instructions, {lists}, "d|p" pairs, calls). */
enum { FORM_WRITES_ALL, FORM_WRITES_OP0, FORM_WRITES_NONE };

extern const FormRow ptxsel_form_rows[];
extern const size_t ptxsel_form_nrows;
/* Indices into ptxsel_form_rows sorted by key, by (irop, irty), by intrinsic. */
extern const uint32_t ptxsel_form_by_key[];
extern const uint32_t ptxsel_form_by_ir[];
extern const size_t ptxsel_form_nir;
extern const uint32_t ptxsel_form_by_intr[];
extern const size_t ptxsel_form_nintr;
/* The intrinsic names, hashed: ptxsel_form_intr_nhash slots (a power of
 * two), each count << 20 | first for one name's rows
 * ptxsel_form_by_intr[first, first + count), 0 when free (form_intr_range). */
extern const uint32_t ptxsel_form_intr_hash[];
extern const size_t ptxsel_form_intr_nhash;

/* ----------------------------------------------------------- mc/tables.c */

int form_find_key(const char *key);                     /* -1 if absent */
/* by the rows' ir= (LLVM opcode and type names): the selector picks forms by
 * identity; tests/unit/test_axes.c checks its choices against these */
int form_find_ir(const char *irop, const char *irty);   /* -1 if absent */
int form_find_intr(const char *name);                   /* -1 if absent */
/* The rows of intrinsic name: ptxsel_form_by_intr[*lo, *hi), both 0 when
 * no row has the name (one hash probe or a few, no binary search). */
void form_intr_range(const char *name, size_t *lo, size_t *hi);
/* The place of a form in an axis table (form_axis_NAME, n entries in all,
 * row-major): its flat index, or -1 when the axis does not hold it. */
long form_axis_find(const uint16_t *axis, size_t n, uint32_t form);
#define FORM_AXIS_FIND(tab, form) form_axis_find((const uint16_t *)(tab), sizeof(tab) / sizeof(uint16_t), (form))
/* Operand domains (SigType.dom): does v belong; does the operand have one;
 * the legal set in words ("0..15", "a power of two in 32..512", ...). */
bool sig_dom_has(const SigType *s);
bool sig_dom_ok(const SigType *s, int64_t v);
void sig_dom_str(const SigType *s, char *buf, size_t n);
int64_t sig_dom_first(const SigType *s); /* 0 when legal, else the least legal value */
/* "is V, outside the range LO..HI" / "is V, expected <sig_dom_str>" */
void sig_dom_violation(const SigType *s, int64_t v, char *buf, size_t n);
/* The instruction operand that argument a of row r becomes (row_build's
 * layout: result operands first). */
unsigned form_arg_operand(const FormRow *r, unsigned a);
bool tmpl_operand_is_address(const char *tmpl, unsigned k);

/* ------------------------------------------------------------ mc/fields.c */

/* One field of a packed word. Its value is stored shifted right by
 * unit_log2 (byte offsets in 16-byte units, N in units of 8) and must be a
 * multiple of the unit; the domain is every such value the field holds when
 * bytes, else set[0..nset-1] when nset, else lo..hi.
 * A fixed field is written as lo by pack and has no input. Messages are
 * templates (mc/fields.c expand: %N %F %V %X %D %U %W %B %w %M): packmsg for
 * a value pack refuses (default: the byte-quantity messages when bytes,
 * else "%N %F %V is outside %D"), vmsg for a decoded value validate refuses
 * (NULL: validate does not check the field). */
typedef struct WordField {
    const char *name;
    uint8_t shift, width, unit_log2;
    bool bytes, fixed;
    uint64_t lo, hi;
    const uint64_t *set;
    uint8_t nset;
    const char *dom;
    const char *packmsg, *vmsg;
} WordField;

/* A packed word: 'name' in the reserved-bits message ("reserved bits set in
 * NAME: 0x..."), msg_name in field messages, bits 32 or 64, and its fields
 * in the order pack checks them. */
typedef struct WordLayout {
    const char *name, *msg_name;
    uint8_t bits;
    const WordField *f;
    size_t n;
} WordLayout;

uint64_t word_used(const WordLayout *L);                      /* the bits of every field */
uint64_t word_get(const WordLayout *L, size_t i, uint64_t w); /* field i, in its units */
void word_decode(const WordLayout *L, uint64_t w, uint64_t *vals);
/* vals: one per field (a fixed field's is ignored). false: err says which
 * field refused which value; *out untouched. */
bool word_pack(const WordLayout *L, const uint64_t *vals, uint64_t *out, char *err, size_t len);
bool word_validate(const WordLayout *L, uint64_t w, char *msg, size_t len);

/* The words (mc/desc.c, mc/tcgen05.c). */
extern const WordLayout word_gmma_desc, word_umma_desc, word_idesc, word_tc_ctrl, word_tc_coll;

/* Control words of the instruction families ('word' / 'field' lines of
 * tablegen-data/, generated): each field a qualifier slot in PTX's order,
 * value k its k-th spelling (0: absent), with what that qualifier needs. */
typedef struct QualValue {
    const char *spell;   /* "shared::cluster"; "+rs" for a form suffix */
    ptxsel_features req; /* feature bits every instruction with it needs */
    uint16_t ptx;        /* minimum PTX (x10), 0 none */
} QualValue;
typedef struct QualField {
    const char *name;
    uint8_t shift, width;
    bool key_only;       /* spelled in the form key, not printed */
    const QualValue *v;
    uint16_t nv;
} QualField;
typedef struct QualWord {
    const char *name;    /* "mbarrier", "memory", ... (ptxsel-query decode ctrl --family) */
    uint8_t fam;         /* FormFamily */
    const QualField *f;  /* f[0]: the opcode */
    uint8_t nf;
    WordLayout layout;   /* the same fields for mc/fields.c: validate, pack */
} QualWord;
extern const QualWord form_qwords[]; /* QW_COUNT of them */
/* 'message FAMILY FEATURE "TEXT"': the verifier's text for an instruction
 * of the family on a target without the feature. */
typedef struct GateMessage {
    uint8_t fam;
    uint16_t bit;
    const char *text;
} GateMessage;
extern const GateMessage form_gate_messages[];
extern const size_t form_ngate_messages;

/* mc/qword.c: the one engine over every family's control word. */
uint64_t qword_field(const QualWord *w, size_t i, uint64_t word);          /* value index of field i */
/* Does field i of the word hold the spelling (NULL: any value, "": absent)?
 * The name diagnosers ask the rows' words with it. */
bool qword_is(const QualWord *w, size_t i, uint64_t word, const char *spell);
/* The mnemonic (print) or form key (!print) a word spells; false when the
 * word is not valid (msg says why; nothing appended). */
bool qword_spell(StrBuf *b, const QualWord *w, uint64_t word, bool print, char *msg, size_t len);
/* reserved bits, value indices beyond a field's spellings, no opcode */
bool qword_validate(const QualWord *w, uint64_t word, char *msg, size_t len);
/* What the word's qualifiers need: feature bits ORed into *req, the highest
 * minimum PTX into *ptx; *why the first qualifier that needs the bit 'bit'
 * (or NULL). */
void qword_needs(const QualWord *w, uint64_t word, ptxsel_features *req, unsigned *ptx);
const QualValue *qword_needing(const QualWord *w, uint64_t word, int bit, const QualField **field);
/* The word of a spelling (a form key's qualifiers, read as the generator
 * reads them); false with msg when a qualifier is no value of a field. */
bool qword_parse(const QualWord *w, const char *spelling, uint64_t *out, char *msg, size_t len);
int qword_find(const char *name); /* QWordId, -1 unknown */
const char *gate_message(unsigned fam, int bit);

/* --------------------------------------------------------------- mc/mir.c */

typedef enum RegClass { RC_PRED, RC_B16, RC_B32, RC_B64, RC_F32, RC_F64, RC_B128, RC_COUNT } RegClass;
extern const char rc_prefix[RC_COUNT][4]; /* "%p", "%rs", ... (four bytes each: copied whole) */
extern const uint8_t rc_prefix_len[RC_COUNT]; /* strlen(rc_prefix[rc]) (tests/unit/test_strbuf.c checks) */
extern const char *const rc_decl[RC_COUNT];   /* ".pred", ".b16", ... */

typedef enum MOKind {
    MO_REG,   /* rc, reg */
    MO_IMM,   /* imm (integer) */
    MO_FIMM,  /* imm holds IEEE bits; rc is RC_F32 or RC_F64 (or RC_B16 for half) */
    MO_SYM,   /* sym */
    MO_LABEL, /* imm = block index */
    MO_ADDR,  /* [reg + imm] or [sym + imm] */
    MO_VEC,   /* {sub[0], ..., sub[n-1]} */
    MO_LIST,  /* sub[0], ..., sub[n-1] without braces (call argument lists) */
    MO_STACK, /* the stack pointer: imm STACK_GENERIC (%SP) or STACK_LOCAL (%SPL) */
    MO_PARAM, /* a .param declaration: sym the name; its MParamType in rc (ty), reg (align), imm (size) */
    MO_ASM    /* inline asm: sym the template ($N, ${N}, $$ as LLVM spells
               * them), sub[0..n-1] the operands it refers to */
} MOKind;

enum { STACK_GENERIC, STACK_LOCAL };

/* The type of a .param (kernel and function parameters, return values,
 * call arguments): a scalar (.u8 .u16 .u32 .u64 .b32 .b64 .f32 .f64) or
 * an aligned byte array (.align A .b8 NAME[size]). */
typedef enum ParamTy {
    PTY_U8, PTY_U16, PTY_U32, PTY_U64, PTY_B32, PTY_B64, PTY_F32, PTY_F64, PTY_BYTES,
    PTY_TEXREF, PTY_SURFREF, PTY_SAMPLERREF /* image / sampler kernel parameters under the OpenCL
                                               triple: .param .texref NAME (no size, no load) */
} ParamTy;
/* What a kernel's .u64 parameter says after ".ptr" (llc-19's
 * emitFunctionParamList): under the OpenCL triple a pointer's state space
 * and alignment (".ptr .global .align 16"); in CUDA's mode an image or
 * sampler parameter's kind (".ptr .texref"). */
typedef enum ParamPtr {
    PPTR_NONE, PPTR_GENERIC, PPTR_GLOBAL, PPTR_SHARED, PPTR_CONST, PPTR_TEXREF, PPTR_SURFREF, PPTR_SAMPLERREF
} ParamPtr;
typedef struct MParamType {
    uint8_t ty;     /* ParamTy */
    uint8_t ptr;    /* ParamPtr (PTY_U64 kernel parameters only) */
    uint32_t align; /* PTY_BYTES; PPTR_GENERIC..PPTR_CONST: the .align printed */
    uint64_t size;  /* PTY_BYTES */
} MParamType;

typedef struct MOperand {
    uint8_t kind;
    uint8_t rc;
    uint16_t n;
    uint32_t reg;
    int64_t imm;
    const char *sym;
    struct MOperand *sub;
} MOperand;


typedef struct MInst {
    uint32_t form;       /* row index in ptxsel_form_rows */
    uint16_t nops;
    MOperand *ops;
    int32_t guard;       /* predicate register guarding the instruction, -1 none */
    uint8_t guard_neg;
    uint32_t ctrl, coll; /* packed control / collector words (tcgen05.mma) */
    uint64_t word;       /* its family's control word (FormRow.qword), 0 without one */
    IrRef src;           /* IR instruction it came from (diagnostics) */
    struct MInst *next;
} MInst;

typedef struct MBlock {
    uint32_t idx;
    const char *label;   /* "$L__BB0_3" */
    uint32_t after;      /* added for block 'after' (mc/layout.c), UINT32_MAX: none */
    const char *irname;  /* the IR block's name ("entry"), NULL: unnamed or added by selection;
                          * printed as llc prints it: "// %entry" after the block's label */
    MInst *first, *last;
    bool keep_jump;      /* its closing jump to the next block stays (mc/layout.c) */
    bool nounroll;       /* a loop header printed with .pragma "nounroll" (ptxas does not unroll it) */
} MBlock;

typedef struct MParam {
    const char *name;    /* "k_param_0" */
    MParamType type;
} MParam;

/* Kernel launch directives, from !nvvm.annotations and nvvm.* function
 * attributes: printed after the parameter list (mc/print.c), the cluster
 * ones checked against the target by the verifier. */
typedef struct MDirectives {
    bool has_maxntid, has_reqntid, has_cluster;
    bool blocksareclusters;    /* "nvvm.blocksareclusters" (PTX 9.0, sm_90+): .blocksareclusters */
    unsigned maxntid[3], reqntid[3], cluster[3];
    unsigned minctasm, maxnreg, maxclusterrank;
} MDirectives;

typedef struct MFunc {
    const char *name;
    IrRef fn;                  /* the IR function (diagnostics) */
    bool is_kernel, is_decl, is_visible;
    bool fwd_decl;             /* a definition used before it (llc-19's rule) */
    MParam *params;
    size_t nparams;
    bool has_ret;              /* a .func with a return value (func_retval0) */
    MParamType ret;
    MDirectives dir;           /* kernels only */
    MBlock **blocks;
    size_t nblocks, capblocks;
    uint32_t nregs[RC_COUNT];
    bool fp_untyped;           /* f32/f64 registers numbered with the b32/b64 ones and
                                * declared with them, as upstream LLVM (20+) prints
                                * untyped registers (mir_renumber_regs) */
    uint64_t depot_size;       /* local memory for allocas */
    unsigned depot_align;
    bool uses_sp;
    struct MFunc *next;
} MFunc;

/* Module-scope variables: isel/globals.c lays each one out and folds its
 * initialiser into bytes and relocations; mc/print.c spells the PTX. */
typedef enum MLinkage {
    MLINK_NONE,    /* internal / private / extern_weak: no prefix */
    MLINK_VISIBLE, /* .visible: an external definition */
    MLINK_EXTERN,  /* .extern: an external declaration */
    MLINK_WEAK,    /* .weak */
    MLINK_COMMON   /* .common (global memory only; elsewhere llc-19 says .weak) */
} MLinkage;

typedef enum MStateSpace { MSPACE_GLOBAL, MSPACE_SHARED, MSPACE_CONST } MStateSpace;

/* The element type a variable is declared as, which also fixes how its
 * initialiser is spelt: .b8 bytes (trailing zeros left implicit), .u64
 * words (an address where a relocation starts a word, else the word's
 * little-endian bytes), or .u8 bytes (every byte; an address's bytes
 * through PTX's mask operator: packed aggregates). */
typedef enum MGlobalElem { MGLOBAL_B8, MGLOBAL_U64, MGLOBAL_U8, MGLOBAL_U32 } MGlobalElem;

/* An address inside an initialiser: the 8 bytes at off hold sym+add
 * (modulo 2^64), through generic() when the pointer is generic and the
 * symbol is not. */
typedef struct MReloc {
    uint64_t off;
    const char *sym;
    uint64_t add;
    bool generic;
} MReloc;

/* Laid out small (88 bytes, not 128): a module of many variables writes one
 * per variable and reads it back to print it, which costs its cache lines
 * once they outnumber the caches'. */
typedef struct MGlobal {
    const char *name;
    struct MGlobal *next;
    uint64_t count;            /* elements: name[count] */
    const char *opaque;        /* ".texref" / ".surfref" / ".samplerref": an opaque
                                  variable, printed alone (no alignment, no size) */
    const char *opaque_init;   /* NULL or a .samplerref's " = { addr_mode_0 = ... }" */
    /* The initialiser, when has_init: size bytes, of which only the prefix
     * [0, init_len) is stored (at init_off in MModule.init_bytes); every later
     * byte is zero, so a zero-filled variable of any size costs nothing
     * (init_len is at most INIT_MAX_BYTES, isel/globals.c). relocs are in
     * increasing offset order. */
    uint64_t size;
    size_t init_off;
    const MReloc *relocs;
    size_t nrelocs;
    uint32_t init_len;
    unsigned align;            /* as printed */
    uint8_t link;              /* MLinkage */
    uint8_t space;             /* MStateSpace */
    uint8_t elem;              /* MGlobalElem */
    bool unsized;              /* name[] (extern __shared__ T x[]) */
    bool scalar;               /* name alone: a zero-sized type */
    bool has_init;
} MGlobal;

typedef struct MModule {
    const char *header_target; /* printed .target */
    bool nvcl;                 /* the OpenCL triple: function definitions carry no linkage
                                  directive (as llc-19 prints them; declarations keep .extern,
                                  which llc-19 drops and without which ptxas rejects the call) */
    unsigned ptx;
    const char *module_asm;   /* module-level inline asm, printed after the header */
    MGlobal *gvars, *last_gvar; /* module-scope variables, in printing order */
    /* The initialiser bytes of every MGlobal: malloc'd rather than in the
     * arena, so that, as when the declarations were text, up to 256 MiB
     * of initialiser data does not count against max_memory. */
    StrBuf init_bytes;
    MFunc *funcs, *last;
    Arena *arena;
    /* Where blocks, instructions and operands go (mc/mir.c, mc/build.c):
     * NULL, the module's arena; while a compilation streams, the arena of
     * the one function being selected, recycled once it is printed. */
    Arena *code;
} MModule;

static inline Arena *mir_arena(const MModule *m)
{
    return m->code ? m->code : m->arena;
}

MBlock *mir_new_block(MModule *m, MFunc *f, const char *label);
/* Block placement and branch folding of a selected function (mc/layout.c):
 * added blocks after the block they were added for, branches to the next
 * block removed, indices / labels renumbered. */
void mir_layout(Arena *a, MFunc *f);
/* Registers renumbered per class in the order they first appear (guard,
 * then operands, in layout order), unused ones dropped: the compact
 * numbering llc prints. f32 registers share the b32 numbers and f64 the
 * b64 ones (upstream LLVM's untyped registers: %r / %rd); f->nregs[] of a
 * shared class is the shared count, f->fp_untyped set (mc/layout.c). */
void mir_renumber_regs(Arena *a, MFunc *f);

/* A set of f's virtual registers (numbered 1..nregs[rc] per class), one bit
 * each: what the machine verifier's defined-register rule and selection's
 * unread-address sweep record of a function's operands. */
typedef struct RegSet {
    uint8_t *bits[RC_COUNT];
} RegSet;
void regset_init(RegSet *s, Arena *a, const MFunc *f);
static inline bool regset_has(const RegSet *s, unsigned rc, uint32_t reg)
{
    return rc < RC_COUNT && (s->bits[rc][reg / 8] & (1u << (reg % 8)));
}
/* Adds the registers operand o names, through vectors, lists and asm
 * operands; with addr_base also an address's base register (read, not
 * written, by the instruction). */
void regset_add(RegSet *s, const MFunc *f, const MOperand *o, bool addr_base);
/* regset_add with a register operand's case inline (most operands) */
static inline void regset_add_op(RegSet *s, const MFunc *f, const MOperand *o, bool addr_base)
{
    if (o->kind == MO_REG) {
        if (o->rc < RC_COUNT && o->reg && o->reg <= f->nregs[o->rc])
            s->bits[o->rc][o->reg / 8] |= (uint8_t)(1u << (o->reg % 8));
    } else if (o->kind != MO_IMM)
        regset_add(s, f, o, addr_base);
}
/* The first register o reads (an address's base included) that s lacks, or
 * NULL; *tmp holds that base when it is the one. */
const MOperand *regset_first_missing(const RegSet *s, const MFunc *f, const MOperand *o, MOperand *tmp);
/* The first operand an instruction reads: 1 when its row writes operand 0
 * and operand 0 is not an address (ordinary stores print theirs as %0). */
static inline unsigned minst_first_read(const MInst *in)
{
    return ptxsel_form_rows[in->form].writes == FORM_WRITES_OP0 && in->nops && in->ops[0].kind != MO_ADDR ? 1 : 0;
}
/* in (next NULL) after b's last instruction */
static inline void mblock_push(MBlock *b, MInst *in)
{
    in->next = NULL;
    if (b->last)
        b->last->next = in;
    else
        b->first = in;
    b->last = in;
}
/* A new instruction after b's last; its nops operands are not initialised:
 * the caller writes every one. Inline: one per instruction selected. */
static inline MInst *mir_append(MModule *m, MBlock *b, uint32_t form, uint16_t nops, IrRef src)
{
    /* the operands right after the instruction: one allocation, not
     * zeroed (every caller writes all nops operands; the instruction's
     * fields are all set here) */
    _Static_assert(sizeof(MInst) % _Alignof(MOperand) == 0, "operands after an MInst are aligned");
    MInst *in = arena_alloc_raw(mir_arena(m), sizeof *in + (size_t)nops * sizeof *in->ops);
    *in = (MInst){
        .form = form,
        .word = form < ptxsel_form_nrows ? ptxsel_form_rows[form].word : 0,
        .nops = nops,
        .ops = nops ? (MOperand *)(in + 1) : NULL,
        .guard = -1,
        .src = src,
    };
    mblock_push(b, in);
    return in;
}
/* Does b end in an unguarded terminator (control never falls out of it)? */
bool mblock_ends_in_terminator(const MBlock *b);
/* Takes in, which follows prev (NULL: in is first), out of b's list. */
void mblock_unlink(MBlock *b, MInst *prev, MInst *in);
/* Calls fn on every register operand o names: a register, an address with
 * a base register (rc / reg hold it), and the members of vectors, lists and
 * asm operands. The register itself is not checked against the function.
 * A register operand's case inline (most operands: a static fn is then
 * called directly, or inlined); mo_each_reg_other walks the rest. */
void mo_each_reg_other(MOperand *o, void (*fn)(void *ud, MOperand *reg), void *ud);
static inline void mo_each_reg(MOperand *o, void (*fn)(void *ud, MOperand *reg), void *ud)
{
    if (o->kind == MO_REG)
        fn(ud, o);
    else
        mo_each_reg_other(o, fn, ud);
}
/* Operands (inline: the selector makes several per instruction). */
static inline MOperand mo_reg(RegClass rc, uint32_t reg)
{
    return (MOperand){.kind = MO_REG, .rc = (uint8_t)rc, .reg = reg};
}
static inline MOperand mo_imm(int64_t v)
{
    return (MOperand){.kind = MO_IMM, .imm = v};
}
static inline MOperand mo_fimm(RegClass rc, uint64_t bits)
{
    return (MOperand){.kind = MO_FIMM, .rc = (uint8_t)rc, .imm = (int64_t)bits};
}
static inline MOperand mo_sym(const char *s)
{
    return (MOperand){.kind = MO_SYM, .sym = s};
}
static inline MOperand mo_label(uint32_t block)
{
    return (MOperand){.kind = MO_LABEL, .imm = block};
}
/* r's register as an address base (.b64, or .b32 for a 32-bit short pointer) */
static inline MOperand mo_addr_reg(MOperand r, int64_t off)
{
    return (MOperand){.kind = MO_ADDR, .rc = r.rc, .reg = r.reg, .imm = off};
}
static inline MOperand mo_addr_sym(const char *s, int64_t off)
{
    return (MOperand){.kind = MO_ADDR, .sym = s, .imm = off};
}
static inline MOperand mo_stack(bool local)
{
    return (MOperand){.kind = MO_STACK, .imm = local ? STACK_LOCAL : STACK_GENERIC};
}
static inline MOperand mo_param(const char *name, MParamType t)
{
    return (MOperand){.kind = MO_PARAM, .sym = name, .rc = t.ty, .reg = t.align, .imm = (int64_t)t.size};
}
/* A list of n operands (copied into a); MO_LIST, or MO_ASM with template tmpl. */
MOperand mo_list(Arena *a, const MOperand *ops, unsigned n);
MOperand mo_asm(Arena *a, const char *tmpl, const MOperand *ops, unsigned n);
/* An operand reference of an inline asm template at as[i], as LLVM spells
 * it: $N or ${N} (a ":modifier" inside the braces is skipped, as llc-19
 * does); the index just past it with *k = N, or 0 when there is none ($$ is
 * an escaped '$'). The selector checks the references, the printer
 * substitutes them. */
size_t asm_operand_ref(const char *as, size_t alen, size_t i, unsigned *k);
/* ".param TYPE NAME" (".param .align A .b8 NAME[SIZE]" for byte arrays). */
void print_param(StrBuf *b, const MParamType *t, const char *name);
void mo_print(StrBuf *b, const MFunc *f, const MOperand *o);
/* "%r12": rc_prefix[rc], then reg (inline: most operands printed) */
/* sb_put_reg in room the caller made (SB_REG_ROOM bytes past b->n), and
 * without the NUL after it (mc/print.c print_pieces writes one at the end) */
enum { SB_REG_ROOM = 4 + 21 };
static inline void sb_put_reg_in_room(StrBuf *b, unsigned rc, uint32_t reg)
{
    char *p = b->p + b->n;
    memcpy(p, rc_prefix[rc], 4); /* the prefix and padding, overwritten by the digits */
    size_t n = rc_prefix_len[rc];
    n += fmt_u64(p + n, reg);
    b->n += n;
}
static inline void sb_put_reg(StrBuf *b, unsigned rc, uint32_t reg)
{
    if (b->n + SB_REG_ROOM > b->cap)
        sb_grow(b, SB_REG_ROOM - 1);
    sb_put_reg_in_room(b, rc, reg);
    b->p[b->n] = 0;
}
/* sb_put_i64 in room the caller made (SB_I64_ROOM bytes past b->n: a sign
 * and 20 digits), without the NUL (an immediate is printed for most
 * addresses and many instructions) */
enum { SB_I64_ROOM = 21 };
_Static_assert((int)SB_I64_ROOM <= (int)SB_REG_ROOM, "an immediate fits a register's room (print_pieces)");
static inline void sb_put_i64_in_room(StrBuf *b, int64_t v)
{
    char *p = b->p + b->n;
    uint64_t u = (uint64_t)v;
    size_t n = 0;
    if (v < 0) {
        p[n++] = '-';
        u = (uint64_t)0 - u;
    }
    b->n += n + fmt_u64(p + n, u);
}

/* ------------------------------------------------------------- mc/print.c */

void print_ptx(StrBuf *out, const MModule *m);
void print_mir(StrBuf *out, const MModule *m);
/* The same in parts, for a compilation that prints each function as soon
 * as it is selected: print_ptx is the prologue (printed last, needing every
 * function's parameters) followed by the functions; print_mir the header
 * and the functions. from..to: the MFuncs [from, to) (to NULL: the end);
 * fnum: the number of definitions before 'from'. */
void print_ptx_prologue(StrBuf *out, const MModule *m);
void print_ptx_functions(StrBuf *out, const MModule *m, const MFunc *from, const MFunc *to, unsigned fnum);
void print_mir_header(StrBuf *out, const MModule *m);
void print_mir_functions(StrBuf *out, const MModule *m, const MFunc *from, const MFunc *to);
/* Expand one form template with the instruction's operands. */
void print_inst(StrBuf *out, const MFunc *f, const MInst *in);

/* ------------------------------------------------------------- mc/build.c */

/* Where row_build takes an instruction's operands from: the selector's IR
 * call (isel/intrin.c) or the query layer's synthesised registers
 * (query/instance.c). result is called when the row's result is not void and
 * writes its operands (at most cap) to ops: one, or two for a {vector,
 * scalar} or a "d|p" pair, as form_arg_operand counts them; arg makes
 * argument a's operand (never the tied one: that is the result's); extra
 * (NULL: none) makes operand k that the template prints beyond the
 * signature. */
typedef struct RowSource {
    void *ud;
    unsigned (*result)(void *ud, const FormRow *r, MOperand *ops, unsigned cap);
    MOperand (*arg)(void *ud, const FormRow *r, unsigned a);
    MOperand (*extra)(void *ud, const FormRow *r, unsigned k);
} RowSource;
/* Append the instruction of form 'row' to b, its operands from src, its
 * words packed by row_pack_words. */
MInst *row_build(MModule *m, MBlock *b, uint32_t row, const RowSource *src, IrRef ir);
/* MInst.ctrl / coll from the row's pack= items: constant bits, and immediate
 * arguments (read from the instruction's operands) shifted into place. */
void row_pack_words(MInst *in);

/* ------------------------------------------------------- verify/verify.c */

/* Second-stage check of every selected instruction against the target. */
void verify_module(ptxsel_context *ctx, const ptxsel_target *t, const char *file,
                   const MModule *m);
/* verify_module in parts, for a compilation that verifies each function as
 * soon as it is selected. verify_module is: verify_function of every
 * function (in m->funcs order; the per-instruction checks), then
 * verify_function_late of every function (the protocol checks), then
 * verify_module_late (rules across functions: one cta_group per kernel and
 * the functions it calls). verify_module_late reads only the instructions
 * verify_module_late_reads accepts: a function can keep just those once it
 * is printed. */
void verify_function(ptxsel_context *ctx, const ptxsel_target *t, const char *file, const MFunc *f);
void verify_defined_regs(ptxsel_context *ctx, const char *file, const MFunc *f);
void verify_function_late(ptxsel_context *ctx, const ptxsel_target *t, const char *file, const MFunc *f);
void verify_module_late(ptxsel_context *ctx, const ptxsel_target *t, const char *file, const MModule *m);
bool verify_module_late_reads(const MInst *in);
/* Every immediate of an operand with a domain (immargs, constants left as
 * immediates) is one PTX accepts there: an error per violation. verify_module
 * runs it on instructions no family verifier takes; a family verifier that
 * takes one runs it itself (tcgen05.mma: scale_d). */
void verify_immediates(ptxsel_context *ctx, const char *file, const MFunc *f, const MInst *in, const FormRow *r);

/* Per-instruction family verifier (listed in verify/verify.c): returns true
 * when it reported, so the generic feature/PTX checks skip the instruction.
 * 'miss' is the first feature bit of the row the target lacks, or -1. */
typedef bool (*FamilyVerifyFn)(ptxsel_context *ctx, const ptxsel_target *t, const char *file,
                               const MFunc *f, const MInst *in, int miss);
/* Each family verifier's *_verify_takes(r): whether it may report on an
 * instruction of row r when the target has every feature r needs (miss -1);
 * it returns false at once on every other such instruction, which the
 * machine verifier then does not hand it. */

/* Intrinsic-name diagnoser (listed in isel/intrin.c): for an llvm.nvvm.* name
 * no row knows, fill msg with the family's rule string and return true. */
typedef bool (*IntrinsicNameDiagFn)(const char *name, char *msg, size_t len);

/* -------------------------------------------------------- verify/clusterasync.c (clasync) */

/* tensormap.replace field values newer targets add (elemtype 13..15,
 * swizzle_mode 4): returns true when it reported. */
bool clusterasync_verify_inst(ptxsel_context *ctx, const ptxsel_target *t, const char *file,
                              const MFunc *f, const MInst *in, int miss);
bool clusterasync_verify_takes(const FormRow *r);

/* -------------------------------------------------------- verify/hopper.c */

/* An llvm.nvvm.* name no row knows but a Hopper family pattern recognises
 * (wgmma.mma_async shapes, TMA ranks / modes): fills msg with the rule string
 * and returns true. */
bool hopper_diagnose_intrinsic_name(const char *name, char *msg, size_t len);
/* The same rules for a PTX spelling ("wgmma.mma_async.sync.aligned.m64n12k16.f32.bf16.bf16",
 * "cp.async.bulk.tensor.6d...") that no row knows. */
bool hopper_diagnose_spelling(const char *spelling, char *msg, size_t len);
/* Family rules of one selected instruction (WGMMA immediates, setmaxnreg,
 * TMA gates). 'miss' is the first missing feature bit of the row, or -1.
 * Returns true when it reported (the generic checks are then skipped). */
bool hopper_verify_inst(ptxsel_context *ctx, const ptxsel_target *t, const char *file,
                        const MFunc *f, const MInst *in, int miss);
bool hopper_verify_takes(const FormRow *r);

/* ------------------------------------------------------------ mc/tcgen05.c */

/* tcgen05.mma control / collector word layout (docs/encodings.md). */
enum {
    TC_CTRL_CTA_GROUP = 0, TC_CTRL_SCALE_VEC = 2, TC_CTRL_SCALE_INPUT = 4, TC_CTRL_BLOCK_SCALE = 5,
    TC_CTRL_KIND = 6, TC_CTRL_SPARSE = 9, TC_CTRL_WS = 10, TC_CTRL_A_TMEM = 11, TC_CTRL_DOL = 12,
    TC_COLL_A_VALID = 0, TC_COLL_A_OP = 1, TC_COLL_ASHIFT = 3, TC_COLL_B_BUF = 4, TC_COLL_B_OP = 6,
};
#define TC_CTRL_USED 0x1FFFu
#define TC_COLL_USED 0xFFu
enum { TC_KIND_F16, TC_KIND_TF32, TC_KIND_F8F6F4, TC_KIND_I8, TC_KIND_MXF8F6F4, TC_KIND_MXF4, TC_KIND_MXF4NVF4 };

/* Block-scale rows spell .block16 / .block32 in their template ("%W{.block16}"):
 * the text and its length ("" / 0 for other rows). */
size_t tcgen05_row_vec(const FormRow *r, const char **text);
/* The qualifiers of a tcgen05.mma decoded from its words (".ws.sp.cta_group::1
 * .kind::f16..."); vec: the row's scale-vector text; print: spell
 * collector::a::discard (the printer) or leave the default out (diagnostics). */
void tcgen05_mma_quals(StrBuf *b, uint32_t ctrl, uint32_t coll, const char *vec, size_t vecn, bool print);
/* Template escape %W{TEXT} (mc/print.c). */
void tcgen05_print_quals(StrBuf *out, const MInst *in, const char *vec, size_t vecn);
/* The form spelling of an instruction (ptxsel-query can syntax), arena-allocated. */
char *tcgen05_mma_spelling(Arena *a, const FormRow *r, uint32_t ctrl, uint32_t coll);
/* Qualifier and operand-suffix spellings, shared by the printer, the
 * diagnostics and the spelling parser of the query layer (query/tcgen05.c):
 * kinds by TC_KIND_*, collector ops by their 2-bit code, scale_vec::NX by
 * its ctrl code (0: none), the "+name" suffixes in spelling order. */
#define TC_NKINDS 7
extern const char *const tcgen05_kind_names[TC_NKINDS];
extern const char *const tcgen05_coll_ops[4];
extern const char *const tcgen05_vec_names[4];
enum { TC_PLUS_TENSOR, TC_PLUS_SCALE_D, TC_PLUS_DOL, TC_PLUS_ZCM, TC_NPLUS };
extern const char *const tcgen05_plus_names[TC_NPLUS];

/* -------------------------------------------------------- verify/tcgen05.c */

/* Malformed llvm.nvvm.tcgen05.* names (shapes, x-counts, kinds). */
bool tcgen05_diagnose_intrinsic_name(const char *name, char *msg, size_t len);
/* tcgen05 family verifier: words, the 13-rule ladder, the finer ptxas gates. */
bool tcgen05_verify_inst(ptxsel_context *ctx, const ptxsel_target *t, const char *file,
                         const MFunc *f, const MInst *in, int miss);
bool tcgen05_verify_takes(const FormRow *r);
/* One cta_group per kernel for every tcgen05 instruction (ptxas 13 at every
 * PTX version), reported at the first instruction that breaks it. */
void tcgen05_verify_module(ptxsel_context *ctx, const ptxsel_target *t, const char *file, const MModule *m);

/* ------------------------------------------------------ verify/protocol.c */

/* Protocol checks (docs/verifier.md): WGMMA accumulator lifetime, missing
 * fence / commit / wait, constant SM90 descriptors. Warnings with a -W flag
 * (ptxsel_warning_name lists them); verify_function_late runs them per function. */
void protocol_verify_module(ptxsel_context *ctx, const ptxsel_target *t, const char *file, const MModule *m);
void protocol_verify_function(ptxsel_context *ctx, const ptxsel_target *t, const char *file, const MFunc *f);

/* ------------------------------------------------------ verify/wgmma_sp.c */

/* Sparse WGMMA (wgsp): the shape / type rule an llvm.nvvm.wgmma.mma_async.sp.*
 * name, or a wgmma.mma_async.sp.* spelling, that no row knows breaks. */
bool wgmma_sp_diagnose_intrinsic_name(const char *name, char *msg, size_t len);
bool wgmma_sp_diagnose_spelling(const char *spelling, char *msg, size_t len);

/* ---------------------------------------------------------- verify/mma.c */

/* Malformed llvm.nvvm.mma.* / ldmatrix.* / stmatrix.* names: shape x input
 * type table, layouts, .satfinite, popc on b1 only, f16 D / C pairing,
 * shared-memory pointer. */
bool mma_diagnose_intrinsic_name(const char *name, char *msg, size_t len);

/* --------------------------------------------------------- verify/wmma.c */

/* Malformed llvm.nvvm.wmma.* names: shape x type table, popc on b1 only,
 * layouts, rounding / satfinite modifiers, fragment roles, pointer suffix. */
bool wmma_diagnose_intrinsic_name(const char *name, char *msg, size_t len);
/* WMMA family verifier: the PTX ceiling of f16 .satfinite (floors are the
 * rows' feature bits and PTX minimums). */

#endif
