/*
 * PTX and MIR printers.
 * Consumes: a selected (and normally verified) MModule.
 * Produces: PTX text: module header, globals, prototypes, functions; or a
 *           MIR dump with the form key of every instruction and its packed words.
 * Guarantees: output depends only on the MModule (deterministic).
 *
 * Template language (tablegen-data/): "%N" prints operand N, "%{NN}" operand
 * NN; "%W" / "%W{TEXT}" the tcgen05.mma qualifiers decoded from the
 * instruction's control and collector words (TEXT: the row's scale-vector
 * spelling, printed after .block_scale when the word has none); every other
 * character is copied. Operands print as registers (%r3),
 * immediates, float bit patterns (0f3F800000), symbols, labels, [addr+off]
 * and {vector, lists}.
 */
#include <ctype.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

/* A template cut into its pieces once (print_inst's loop below reads it
 * character by character): text, an operand and the text after it, a line
 * break. Kept per form for the life of the process (the templates are
 * constant tables), made by the first print of the form; threads that race
 * make equal copies and one is kept. */
enum { TP_END, TP_TEXT, TP_OP, TP_NL };
enum { TP_SHORT = 16 };
typedef struct TmplPiece {
    uint8_t kind;
    uint8_t close;  /* TP_OP: the template's next character is ']' */
    uint16_t k;     /* TP_OP: the operand */
    uint32_t len;   /* TP_TEXT, TP_OP: the text (after the operand), s[0..len) */
    const char *s;
    /* text of at most TP_SHORT characters (mnemonics, ", ", ";"): s's,
     * zero-padded, copied whole (a fixed-size copy, no memcpy call) */
    char text[TP_SHORT];
} TmplPiece;

static _Atomic(const TmplPiece *) tmpl_cache[FORM_COUNT];
static const TmplPiece tmpl_uncut[1]; /* %W: left to print_inst's loop */
/* The most bytes a form's pieces write past the buffer's end, the NUL
 * included, but for what mo_print writes of an operand that is not a
 * register: print_pieces makes that room once per instruction (and again
 * after such an operand). Stored (the same value by every thread) before
 * the pieces are published in tmpl_cache. */
static _Atomic uint32_t tmpl_room[FORM_COUNT];

/* An operand reference at *t ("%N", or "%{NN}" for two digits): its
 * operand in *k and *t left on its last character; false for anything
 * else. */
static bool tmpl_operand(const char **t, unsigned *k)
{
    const char *c = *t;
    if (c[0] != '%' || ((unsigned)(c[1] - '0') >= 10 && c[1] != '{'))
        return false;
    *k = 0;
    if (c[1] == '{') {
        c += 2;
        while ((unsigned)(*c - '0') < 10)
            *k = *k * 10 + (unsigned)(*c++ - '0');
        /* *c == '}' */
    } else {
        *k = (unsigned)(c[1] - '0');
        c++;
    }
    *t = c;
    return true;
}

/* The pieces of tmpl as print_inst's loop reads it, tmpl_uncut for one
 * with %W, NULL when out of memory. */
static const TmplPiece *tmpl_cut(const char *tmpl)
{
    size_t n = 1;
    for (const char *t = tmpl; *t; t++)
        if (*t == '%' || *t == '\n')
            n += 2;
        else if (*t == ']')
            n++;
    n += 2;
    TmplPiece *p = malloc(n * sizeof *p), *q = p;
    if (!p)
        return NULL;
    for (const char *t = tmpl; *t; t++) {
        unsigned k;
        if (tmpl_operand(&t, &k)) {
            if (k > 0xffff) {
                free(p);
                return tmpl_uncut;
            }
            *q++ = (TmplPiece){.kind = TP_OP, .close = t[1] == ']', .k = (uint16_t)k};
            continue;
        }
        if (*t == '%' && t[1] == 'W') {
            free(p);
            return tmpl_uncut;
        }
        if (*t == '\n') {
            *q++ = (TmplPiece){.kind = TP_NL};
            continue;
        }
        size_t run = 1;
        while (t[run] && t[run] != '%' && t[run] != '\n')
            run++;
        /* the text after an operand goes with it (one piece fewer to loop over) */
        TmplPiece *x;
        if (q > p && q[-1].kind == TP_OP && !q[-1].len) {
            x = &q[-1];
        } else {
            x = q++;
            *x = (TmplPiece){.kind = TP_TEXT};
        }
        x->len = (uint32_t)run;
        x->s = t;
        if (run <= TP_SHORT)
            memcpy(x->text, t, run);
        t += run - 1;
    }
    q->kind = TP_END;
    return p;
}

/* The room tmpl_room records for pieces p: a text's TP_SHORT bytes (or
 * its length) and a register's SB_REG_ROOM, each with a byte to spare. */
static uint32_t tmpl_room_of(const TmplPiece *p)
{
    size_t room = 1; /* the NUL */
    for (; p->kind != TP_END; p++) {
        if (p->kind == TP_OP)
            room += SB_REG_ROOM;
        room += p->kind == TP_NL ? 3 : (p->len > TP_SHORT ? p->len : TP_SHORT) + 1;
    }
    return room < UINT32_MAX ? (uint32_t)room : UINT32_MAX;
}

/* p's text, in the room print_pieces made and without a NUL; skip: but
 * its first character (the ']' of a folded address, whose operand printed
 * both brackets) */
static inline void put_text(StrBuf *out, const TmplPiece *p, bool skip)
{
    if (skip) {
        sb_putn(out, p->s + 1, p->len - 1);
    } else if (p->len <= TP_SHORT) {
        memcpy(out->p + out->n, p->text, TP_SHORT);
        out->n += p->len;
    } else
        sb_putn(out, p->s, p->len);
}

/* in's template through its pieces; false when it has none (print_inst's
 * loop prints it). */
static bool print_pieces(StrBuf *out, const MFunc *f, const MInst *in, const FormRow *r)
{
    if (in->form >= FORM_COUNT)
        return false;
    const TmplPiece *p = atomic_load_explicit(&tmpl_cache[in->form], memory_order_acquire);
    if (!p) {
        const TmplPiece *mine = tmpl_cut(r->tmpl);
        if (!mine)
            return false;
        if (mine != tmpl_uncut)
            atomic_store_explicit(&tmpl_room[in->form], tmpl_room_of(mine), memory_order_relaxed);
        const TmplPiece *none = NULL;
        if (atomic_compare_exchange_strong_explicit(&tmpl_cache[in->form], &none, mine, memory_order_acq_rel,
                                                    memory_order_acquire))
            p = mine;
        else {
            if (mine != tmpl_uncut)
                free((void *)mine);
            p = none;
        }
    }
    if (p == tmpl_uncut)
        return false;
    /* (the acquire above orders the room's store before the pieces') */
    size_t room = atomic_load_explicit(&tmpl_room[in->form], memory_order_relaxed);
    if (out->n + room > out->cap)
        sb_grow(out, room);
    for (; p->kind != TP_END; p++) {
        switch (p->kind) {
        case TP_TEXT:
            put_text(out, p, false);
            break;
        case TP_OP: {
            PTXSEL_ASSERT(p->k < in->nops);
            const MOperand *op = &in->ops[p->k];
            bool skip = false;
            if (op->kind == MO_REG) { /* mo_print's case: most operands */
                sb_put_reg_in_room(out, op->rc, op->reg);
            } else if (op->kind == MO_IMM) { /* mo_print's too, in a register's room */
                sb_put_i64_in_room(out, op->imm);
            } else {
                if (op->kind == MO_ADDR && out->n && out->p[out->n - 1] == '[' && p->close) {
                    out->n--;
                    skip = true;
                }
                mo_print(out, f, op);
                if (out->n + room > out->cap) /* the room it took */
                    sb_grow(out, room);
            }
            if (p->len)
                put_text(out, p, skip);
            break;
        }
        default:
            sb_putn(out, "\n\t", 2);
            break;
        }
    }
    out->p[out->n] = 0;
    return true;
}

void print_inst(StrBuf *out, const MFunc *f, const MInst *in)
{
    const FormRow *r = &ptxsel_form_rows[in->form];
    if (in->guard >= 0) {
        sb_puts(out, in->guard_neg ? "@!%p" : "@%p");
        sb_put_i64(out, in->guard);
        sb_putc(out, ' ');
    }
    if ((r->qword == QW_NONE || in->word == r->word) && print_pieces(out, f, in, r))
        return;
    const char *t = r->tmpl;
    if (r->qword != QW_NONE && in->word != r->word) {
        /* the mnemonic from the control word (the generator checked that
         * the template starts with the one the row's word spells, so the
         * row's own word needs no spelling: the template has it) */
        if (qword_spell(out, &form_qwords[r->qword], in->word, true, NULL, 0))
            t += r->mnem_len;
    }
    for (; *t; t++) {
        unsigned k;
        if (tmpl_operand(&t, &k)) {
            PTXSEL_ASSERT(k < in->nops);
            const MOperand *op = &in->ops[k];
            if (op->kind == MO_ADDR && out->n && out->p[out->n - 1] == '[' && t[1] == ']') {
                /* "[%k]" with a folded address: its inside, in the template's brackets */
                out->n--;
                mo_print(out, f, op);
                t++;
                continue;
            }
            mo_print(out, f, op);
            continue;
        }
        if (*t == '%' && t[1] == 'W') {
            /* %W / %W{TEXT}: tcgen05.mma qualifiers decoded from the packed
             * words; TEXT fills the scale-vector slot (.block16 / .block32) */
            const char *vec = "";
            size_t vn = 0;
            t++;
            if (t[1] == '{') {
                vec = t + 2;
                vn = strcspn(vec, "}");
                t = vec + vn;
            }
            tcgen05_print_quals(out, in, vec, vn);
            continue;
        }
        if (*t == '\n') {
            sb_puts(out, "\n\t");
            continue;
        }
        /* literal text up to the next '%' or line break, in one piece */
        size_t run = 1;
        while (t[run] && t[run] != '%' && t[run] != '\n')
            run++;
        sb_putn(out, t, run);
        t += run - 1;
    }
}

static void print_directives(StrBuf *o, const MDirectives *d)
{
    if (d->has_maxntid)
        sb_printf(o, ".maxntid %u, %u, %u\n", d->maxntid[0], d->maxntid[1], d->maxntid[2]);
    if (d->has_reqntid)
        sb_printf(o, ".reqntid %u, %u, %u\n", d->reqntid[0], d->reqntid[1], d->reqntid[2]);
    if (d->minctasm)
        sb_printf(o, ".minnctapersm %u\n", d->minctasm);
    if (d->maxnreg)
        sb_printf(o, ".maxnreg %u\n", d->maxnreg);
    /* with .blocksareclusters upstream's llc prints no .explicitcluster */
    if (d->has_cluster)
        sb_printf(o, "%s.reqnctapercluster %u, %u, %u\n", d->blocksareclusters ? "" : ".explicitcluster\n",
                  d->cluster[0], d->cluster[1], d->cluster[2]);
    if (d->blocksareclusters)
        sb_puts(o, ".blocksareclusters\n");
    if (d->maxclusterrank)
        sb_printf(o, ".maxclusterrank %u\n", d->maxclusterrank);
}

static void print_func_header(StrBuf *o, const MModule *m, const MFunc *f, bool proto)
{
    if ((f->is_visible || f->is_kernel) && (f->is_decl || !m->nvcl))
        sb_puts(o, f->is_decl ? ".extern " : ".visible ");
    sb_puts(o, f->is_kernel ? ".entry " : ".func ");
    if (!f->is_kernel && f->has_ret) {
        sb_putc(o, '(');
        print_param(o, &f->ret, "func_retval0");
        sb_puts(o, ") ");
    }
    sb_puts(o, f->name);
    sb_puts(o, "(");
    for (size_t i = 0; i < f->nparams; i++) {
        sb_puts(o, i ? ",\n\t" : "\n\t");
        print_param(o, &f->params[i].type, f->params[i].name);
    }
    sb_puts(o, f->nparams ? "\n)" : ")");
    if (proto) {
        sb_puts(o, ";\n\n");
        return;
    }
    sb_puts(o, "\n");
    if (f->is_kernel)
        print_directives(o, &f->dir);
}

/* ------------------------------------------------------------- globals */

/* An address in an initialiser: sym, generic(sym) for a generic pointer
 * to a variable of another space, then the addend. */
static void print_reloc(StrBuf *o, const MReloc *x)
{
    sb_printf(o, x->generic ? "generic(%s)" : "%s", x->sym);
    /* ptxas parses "sym+N" and "sym+(-N)", not "sym-N" (a syntax error
     * llc-19's output runs into) */
    if ((int64_t)x->add > 0)
        sb_printf(o, "+%lld", (long long)x->add);
    else if (x->add)
        sb_printf(o, "+(%lld)", (long long)x->add);
}

/* Byte i of g's initialiser (zero beyond the stored prefix). */
static unsigned init_byte(const MModule *m, const MGlobal *g, uint64_t i)
{
    return i < g->init_len ? (unsigned char)m->init_bytes.p[g->init_off + i] : 0;
}

/* Element i of an initialiser's list, v: ", " before all but the first,
 * then v in decimal, with one check of the room for both (a table's
 * elements are most of its text). */
static inline void put_init_elem(StrBuf *o, uint64_t i, uint64_t v)
{
    if (o->n + 2 + 20 + 1 > o->cap)
        sb_grow(o, 2 + 20);
    char *p = o->p + o->n;
    size_t n = 0;
    if (i) {
        memcpy(p, ", ", 2);
        n = 2;
    }
    n += fmt_u64(p + n, v);
    p[n] = 0;
    o->n += n;
}

/* .b8: the bytes up to the last non-zero one (ptxas zero-fills the rest,
 * and llc-19 prints no more). */
static void print_init_b8(StrBuf *o, const MModule *m, const MGlobal *g)
{
    uint64_t end = g->init_len;
    while (end && !init_byte(m, g, end - 1))
        end--;
    if (!end)
        return;
    const unsigned char *bytes = (const unsigned char *)m->init_bytes.p + g->init_off; /* [0, end) are held */
    for (uint64_t i = 0; i < end; i++)
        put_init_elem(o, i, bytes[i]);
}

/* .u64 / .u32: one word per element, an address where a relocation starts it. */
static void print_init_words(StrBuf *o, const MModule *m, const MGlobal *g, unsigned wb)
{
    size_t r = 0;
    for (uint64_t w = 0; w < g->size / wb; w++) {
        while (r < g->nrelocs && g->relocs[r].off < w * wb)
            r++;
        if (r < g->nrelocs && g->relocs[r].off == w * wb) {
            if (w)
                sb_puts(o, ", ");
            print_reloc(o, &g->relocs[r]);
            continue;
        }
        uint64_t v = 0;
        for (unsigned k = 0; k < wb; k++)
            v |= (uint64_t)init_byte(m, g, w * wb + k) << (8 * k);
        put_init_elem(o, w, v);
    }
}

/* .u8: every byte (as llc-19 prints a packed aggregate); an address's 8
 * bytes as 0xFF(sym), 0xFF00(sym), ... (PTX's mask operator, PTX 7.1). */
static void print_init_u8(StrBuf *o, const MModule *m, const MGlobal *g)
{
    size_t r = 0;
    for (uint64_t i = 0; i < g->size; i++) {
        while (r < g->nrelocs && g->relocs[r].off + 8 <= i)
            r++;
        if (r < g->nrelocs && g->relocs[r].off <= i) {
            if (i)
                sb_puts(o, ", ");
            sb_printf(o, "0xFF%.*s(", (int)(2 * (i - g->relocs[r].off)), "00000000000000");
            print_reloc(o, &g->relocs[r]);
            sb_putc(o, ')');
            continue;
        }
        put_init_elem(o, i, init_byte(m, g, i));
    }
}

/* One declaration, as llc-19 prints it: linkage, state space, alignment,
 * element type, name, dimension, initialiser. */
static void print_global(StrBuf *o, const MModule *m, const MGlobal *g)
{
    static const char *const link[] = {
        [MLINK_NONE] = "", [MLINK_VISIBLE] = ".visible ", [MLINK_EXTERN] = ".extern ",
        [MLINK_WEAK] = ".weak ", [MLINK_COMMON] = ".common ",
    };
    static const char *const space[] = {
        [MSPACE_GLOBAL] = ".global", [MSPACE_SHARED] = ".shared", [MSPACE_CONST] = ".const"};
    static const char *const elem[] = {
        [MGLOBAL_B8] = ".b8", [MGLOBAL_U64] = ".u64", [MGLOBAL_U8] = ".u8", [MGLOBAL_U32] = ".u32"};
    if (g->opaque) {
        sb_printf(o, "%s%s %s %s%s;\n", link[g->link], space[g->space], g->opaque, g->name,
                  g->opaque_init ? g->opaque_init : "");
        return;
    }
    sb_puts(o, link[g->link]);
    sb_puts(o, space[g->space]);
    sb_puts(o, " .align ");
    sb_put_u64(o, g->align);
    sb_putc(o, ' ');
    sb_puts(o, elem[g->elem]);
    sb_putc(o, ' ');
    sb_puts(o, g->name);
    if (g->unsized)
        sb_puts(o, "[]");
    else if (!g->scalar) {
        sb_putc(o, '[');
        sb_put_u64(o, g->count);
        sb_putc(o, ']');
    }
    if (g->has_init) {
        sb_puts(o, " = {");
        if (g->elem == MGLOBAL_B8)
            print_init_b8(o, m, g);
        else if (g->elem == MGLOBAL_U64 || g->elem == MGLOBAL_U32)
            print_init_words(o, m, g, g->elem == MGLOBAL_U64 ? 8 : 4);
        else
            print_init_u8(o, m, g);
        sb_puts(o, "}");
    }
    sb_puts(o, ";\n");
}

/* ------------------------------------------------------------ functions */

/* Pads the line being written to column 40 (at least one blank), where
 * llc's verbose output puts its comments. */
static void pad_to_comment(StrBuf *o, size_t line_start, size_t col)
{
    size_t n = o->n - line_start;
    size_t k = n < col ? col - n : 1;
    while (k--)
        sb_putc(o, ' ');
}

/* The operand kinds that can hold a label (MOKind bits): a label, and the
 * lists of operands. */
#define LABEL_HOLDERS (1u << MO_LABEL | 1u << MO_VEC | 1u << MO_LIST | 1u << MO_ASM)

static void mark_target(const MOperand *op, bool *tgt, size_t nblocks)
{
    if (op->kind == MO_LABEL && (uint64_t)op->imm < nblocks)
        tgt[op->imm] = true;
    else if (op->kind == MO_VEC || op->kind == MO_LIST || op->kind == MO_ASM)
        for (unsigned i = 0; i < op->n; i++)
            mark_target(&op->sub[i], tgt, nblocks);
}

/* llc's first line of a function; that of the module's first function
 * comes before the prototypes and variables, as llc prints it. */
static void print_begin_function(StrBuf *o, const MFunc *f)
{
    size_t ls = o->n;
    if (f->is_visible) {
        sb_puts(o, "\t// .globl\t");
        sb_puts(o, f->name);
    }
    pad_to_comment(o, ls, f->is_visible ? 35 : 40);
    sb_puts(o, "// -- Begin function ");
    sb_puts(o, f->name);
    sb_putc(o, '\n');
}

/* "// @name" and the line's end */
static void print_at_name(StrBuf *o, const MFunc *f)
{
    sb_puts(o, "// @");
    sb_puts(o, f->name);
    sb_putc(o, '\n');
}

/* A function as llc-19's verbose assembly prints it: the "-- Begin
 * function" line (with llc's ".globl" comment for a visible one), the
 * header with its "// @name" comment, register declarations, then the
 * blocks. The prologue (block 0: parameter loads, stack pointers) and the
 * IR's entry block (block 1) print as llc's one entry block "// %bb.0:";
 * block k > 1 is llc's block k - 1: its label "$L__BB<function>_<k-1>"
 * (isel/values.c numbers them so) when an
 * instruction branches to it, else "// %bb.<k-1>:"; a named IR block
 * adds "// %name" at column 40. */
static void print_function(StrBuf *o, const MModule *m, const MFunc *f, unsigned fnum)
{
    size_t ls;
    if (fnum == 0) {
        /* its "-- Begin function" line came before the module's
         * prototypes and variables (print_ptx) */
        ls = o->n;
        pad_to_comment(o, ls, 40);
        print_at_name(o, f);
    } else
        print_begin_function(o, f);
    print_func_header(o, m, f, false);
    if (fnum != 0) {
        /* the comment goes on the header's last line */
        o->n--; /* its newline */
        ls = o->n;
        while (ls > 0 && o->p[ls - 1] != '\n')
            ls--;
        pad_to_comment(o, ls, 40);
        print_at_name(o, f);
    }
    sb_puts(o, "{\n");
    bool decls = false;
    if (f->depot_size) {
        /* "\t.local .align N .b8 \t__local_depot_NAME[SIZE];\n" without a printf */
        sb_puts(o, "\t.local .align ");
        sb_put_u64(o, f->depot_align);
        sb_puts(o, " .b8 \t__local_depot_");
        sb_puts(o, f->name);
        sb_putc(o, '[');
        sb_put_u64(o, f->depot_size);
        sb_puts(o, "];\n");
        sb_puts(o, "\t.reg .b64 \t%SP;\n\t.reg .b64 \t%SPL;\n");
        decls = true;
    }
    for (int rc = 0; rc < RC_COUNT; rc++)
        if (f->nregs[rc] && !(f->fp_untyped && (rc == RC_F32 || rc == RC_F64))) {
            sb_puts(o, "\t.reg ");
            sb_puts(o, rc_decl[rc]);
            sb_puts(o, " \t");
            sb_puts(o, rc_prefix[rc]);
            sb_putc(o, '<');
            sb_put_u64(o, (uint64_t)f->nregs[rc] + 1);
            sb_puts(o, ">;\n");
            decls = true;
        }
    sb_puts(o, decls ? "\n" : "\n\n");
    bool stack_tgt[64];
    bool *tgt = f->nblocks <= 64 ? stack_tgt : arena_alloc(mir_arena(m), f->nblocks * sizeof *tgt);
    memset(tgt, 0, f->nblocks * sizeof *tgt);
    size_t ninsts = 0;
    for (size_t bi = 0; bi < f->nblocks; bi++)
        for (const MInst *in = f->blocks[bi]->first; in; in = in->next, ninsts++)
            for (unsigned k = 0; k < in->nops; k++)
                if ((1u << in->ops[k].kind) & LABEL_HOLDERS)
                    mark_target(&in->ops[k], tgt, f->nblocks);
    /* room for the body at once (a line is about 32 bytes; labels, the
     * end): grown a few bytes at a time, the text was copied over and
     * over by realloc as it doubled */
    size_t body = ninsts * 32 + f->nblocks * 48 + 128;
    if (o->n + body + 1 > o->cap)
        sb_grow(o, body);
    for (size_t bi = 0; bi < f->nblocks; bi++) {
        const MBlock *b = f->blocks[bi];
        /* the entry block continues the prologue unless something jumps to it */
        bool merged = bi == 1 && !tgt[1];
        const char *name = bi == 0 && f->nblocks > 1 && !tgt[1] ? f->blocks[1]->irname : b->irname;
        if (!merged) {
            size_t n = bi ? bi - 1 : 0;
            ls = o->n;
            if (tgt[bi])
                sb_puts(o, b->label);
            else {
                sb_puts(o, "// %bb.");
                sb_put_u64(o, n);
            }
            sb_putc(o, ':');
            if (name) {
                pad_to_comment(o, ls, 40);
                sb_puts(o, "// %");
                sb_puts(o, name);
            }
            sb_putc(o, '\n');
        }
        if (b->nounroll)
            sb_puts(o, "\t.pragma \"nounroll\";\n");
        for (const MInst *in = b->first; in; in = in->next) {
            sb_putc(o, '\t');
            print_inst(o, f, in);
            sb_putc(o, '\n');
        }
    }
    sb_puts(o, "                                        // -- End function\n}\n");
}

/* Everything before the first function body: header, file-scope inline
 * assembly, the first definition's "-- Begin function" line, prototypes,
 * variables. The prototypes need the parameters of every function declared
 * before its definition, known once that one is selected: a streamed
 * compile prints this last and puts it in front. */
void print_ptx_prologue(StrBuf *o, const MModule *m)
{
    /* no vsnprintf: a small kernel's whole body costs about as much */
    sb_puts(o, "//\n// Generated by ptxsel " PTXSEL_VERSION_STRING "\n//\n\n.version ");
    sb_put_u64(o, m->ptx / 10);
    sb_putc(o, '.');
    sb_put_u64(o, m->ptx % 10);
    sb_puts(o, "\n.target ");
    sb_puts(o, m->header_target);
    sb_puts(o, "\n.address_size 64\n\n");
    if (m->module_asm && *m->module_asm) {
        size_t n = strlen(m->module_asm);
        sb_puts(o, "// Start of file scope inline assembly\n");
        sb_puts(o, m->module_asm);
        sb_puts(o, m->module_asm[n - 1] == '\n' ? "\n" : "\n\n");
        sb_puts(o, "// End of file scope inline assembly\n\n");
    }
    for (const MFunc *f = m->funcs; f; f = f->next)
        if (!f->is_decl) {
            print_begin_function(o, f);
            break;
        }
    /* prototypes, as llc-19 prints them: used external functions, and
     * definitions used before they are defined (or by an initialiser) */
    for (const MFunc *f = m->funcs; f; f = f->next)
        if (!f->is_kernel && (f->is_decl || f->fwd_decl))
            print_func_header(o, m, f, true);
    for (const MGlobal *g = m->gvars; g; g = g->next)
        print_global(o, m, g);
}

/* The bodies of the definitions from 'from' up to 'to' (NULL: the last);
 * fnum: how many definitions come before 'from' (llc's function number). */
void print_ptx_functions(StrBuf *o, const MModule *m, const MFunc *from, const MFunc *to, unsigned fnum)
{
    for (const MFunc *f = from; f != to; f = f->next) {
        if (f->is_decl)
            continue;
        print_function(o, m, f, fnum++);
    }
}

void print_ptx(StrBuf *o, const MModule *m)
{
    print_ptx_prologue(o, m);
    print_ptx_functions(o, m, m->funcs, NULL, 0);
}

void print_mir_header(StrBuf *o, const MModule *m)
{
    sb_printf(o, "# ptxsel MIR: target %s, PTX %u.%u\n", m->header_target, m->ptx / 10, m->ptx % 10);
}

/* The definitions from 'from' up to 'to' (NULL: the last). */
void print_mir_functions(StrBuf *o, const MModule *m, const MFunc *from, const MFunc *to)
{
    (void)m;
    for (const MFunc *f = from; f != to; f = f->next) {
        if (f->is_decl)
            continue;
        sb_printf(o, "function %s%s:\n", f->name, f->is_kernel ? " (kernel)" : "");
        for (size_t bi = 0; bi < f->nblocks; bi++) {
            const MBlock *b = f->blocks[bi];
            sb_printf(o, "  %s:%s\n", b->label, b->nounroll ? "  .pragma \"nounroll\"" : "");
            for (const MInst *in = b->first; in; in = in->next) {
                const FormRow *r = &ptxsel_form_rows[in->form];
                sb_printf(o, "    %-28s", r->key);
                if (in->guard >= 0)
                    sb_printf(o, " guard=%s%%p%d", in->guard_neg ? "!" : "", in->guard);
                for (unsigned k = 0; k < in->nops; k++) {
                    sb_puts(o, k ? ", " : " ");
                    mo_print(o, f, &in->ops[k]);
                }
                if (in->ctrl || in->coll)
                    sb_printf(o, "  ctrl=0x%08x coll=0x%08x", in->ctrl, in->coll);
                if (r->qword != QW_NONE)
                    sb_printf(o, "  %s=0x%llx", form_qwords[r->qword].name, (unsigned long long)in->word);
                sb_putc(o, '\n');
            }
        }
    }
}

void print_mir(StrBuf *o, const MModule *m)
{
    print_mir_header(o, m);
    print_mir_functions(o, m, m->funcs, NULL);
}
