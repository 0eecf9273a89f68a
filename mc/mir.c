/*
 * Machine IR construction: blocks, instructions, operands.
 * Consumes: form row indices and operands from the selector.
 * Produces: MBlock / MInst lists owned by the module's arena.
 * Guarantees: operands are copied; nothing here validates legality (that is
 *             the verifier's job).
 */
#include <string.h>

#include "internal.h"

/* f32 / f64 values live in .b32 / .b64 registers, as upstream LLVM (20
 * and later) prints them: the classes stay apart for the selector and the
 * verifier, mir_renumber_regs numbers them together */
const char rc_prefix[RC_COUNT][4] = {"%p", "%rs", "%r", "%rd", "%r", "%rd", "%rq"};
/* strlen(rc_prefix[rc]): registers are most of the operands printed */
const uint8_t rc_prefix_len[RC_COUNT] = {2, 3, 2, 3, 2, 3, 3};
const char *const rc_decl[RC_COUNT] = {".pred", ".b16", ".b32", ".b64", ".f32", ".f64", ".b128"};

MBlock *mir_new_block(MModule *m, MFunc *f, const char *label)
{
    if (f->nblocks == f->capblocks) {
        size_t cap = f->capblocks ? f->capblocks * 2 : 16;
        MBlock **nb = arena_alloc(mir_arena(m), cap * sizeof *nb);
        if (f->nblocks)
            memcpy(nb, f->blocks, f->nblocks * sizeof *nb);
        f->blocks = nb;
        f->capblocks = cap;
    }
    MBlock *b = arena_alloc(mir_arena(m), sizeof *b);
    b->idx = (uint32_t)f->nblocks;
    b->label = label;
    b->after = UINT32_MAX;
    f->blocks[f->nblocks++] = b;
    return b;
}


bool mblock_ends_in_terminator(const MBlock *b)
{
    const MInst *l = b->last;
    return l && l->guard < 0 && (ptxsel_form_rows[l->form].flags & FORM_TERMINATOR);
}

void mblock_unlink(MBlock *b, MInst *prev, MInst *in)
{
    if (prev)
        prev->next = in->next;
    else
        b->first = in->next;
    if (b->last == in)
        b->last = prev;
}

void mo_each_reg_other(MOperand *o, void (*fn)(void *ud, MOperand *reg), void *ud)
{
    switch ((MOKind)o->kind) {
    case MO_ADDR:
        if (o->sym)
            break;
        /* fall through */
    case MO_REG:
        fn(ud, o);
        break;
    case MO_VEC:
    case MO_LIST:
    case MO_ASM:
        for (unsigned i = 0; i < o->n; i++)
            mo_each_reg(&o->sub[i], fn, ud);
        break;
    default:
        break;
    }
}

MOperand mo_list(Arena *a, const MOperand *ops, unsigned n)
{
    MOperand o = {0};
    o.kind = MO_LIST;
    o.n = (uint16_t)n;
    o.sub = arena_alloc(a, (n ? n : 1) * sizeof *ops);
    for (unsigned i = 0; i < n; i++)
        o.sub[i] = ops[i];
    return o;
}

MOperand mo_asm(Arena *a, const char *tmpl, const MOperand *ops, unsigned n)
{
    MOperand o = mo_list(a, ops, n);
    o.kind = MO_ASM;
    o.sym = tmpl;
    return o;
}

void print_param(StrBuf *b, const MParamType *t, const char *name)
{
    static const char *const names[] = {
        [PTY_U8] = ".u8", [PTY_U16] = ".u16", [PTY_U32] = ".u32", [PTY_U64] = ".u64",
        [PTY_B32] = ".b32", [PTY_B64] = ".b64", [PTY_F32] = ".f32", [PTY_F64] = ".f64",
    };
    static const char *const ptrs[] = {
        [PPTR_GENERIC] = "", [PPTR_GLOBAL] = " .global", [PPTR_SHARED] = " .shared", [PPTR_CONST] = " .const",
        [PPTR_TEXREF] = " .texref", [PPTR_SURFREF] = " .surfref", [PPTR_SAMPLERREF] = " .samplerref",
    };
    if (t->ty == PTY_BYTES) { /* ".param .align N .b8 NAME[SIZE]" (no printf: one per aggregate) */
        sb_puts(b, ".param .align ");
        sb_put_u64(b, t->align);
        sb_puts(b, " .b8 ");
        sb_puts(b, name);
        sb_putc(b, '[');
        sb_put_u64(b, t->size);
        sb_putc(b, ']');
    } else if (t->ty >= PTY_TEXREF)
        sb_printf(b, ".param %s %s", t->ty == PTY_TEXREF ? ".texref" : t->ty == PTY_SURFREF ? ".surfref" : ".samplerref",
                  name);
    else {
        /* ".param TY[ .ptr SPACE[ .align N]] NAME" (the common case: no printf) */
        sb_puts(b, ".param ");
        sb_puts(b, names[t->ty]);
        if (t->ptr) {
            sb_puts(b, " .ptr");
            sb_puts(b, ptrs[t->ptr]);
            if (t->ptr < PPTR_TEXREF) {
                sb_puts(b, " .align ");
                sb_put_u64(b, t->align);
            }
        }
        sb_putc(b, ' ');
        sb_puts(b, name);
    }
}

size_t asm_operand_ref(const char *as, size_t alen, size_t i, unsigned *k)
{
    if (as[i] != '$' || i + 1 >= alen || as[i + 1] == '$')
        return 0;
    size_t j = i + 1;
    bool brace = as[j] == '{';
    if (brace)
        j++;
    size_t st = j;
    *k = 0;
    while (j < alen && as[j] >= '0' && as[j] <= '9')
        *k = *k * 10 + (unsigned)(as[j++] - '0');
    if (j == st)
        return 0;
    if (brace) {
        while (j < alen && as[j] != '}')
            j++;
        j++;
    }
    return j;
}

/* Inline asm: the template with $$ as '$' and each operand reference as its
 * operand (the selector checked every N against the operand count). */
static void print_asm(StrBuf *b, const MFunc *f, const MOperand *o)
{
    const char *as = o->sym;
    size_t alen = strlen(as);
    for (size_t i = 0; i < alen; i++) {
        unsigned k;
        size_t end = asm_operand_ref(as, alen, i, &k);
        if (end && k < o->n) {
            mo_print(b, f, &o->sub[k]);
            i = end - 1;
            continue;
        }
        if (as[i] == '$' && i + 1 < alen && as[i + 1] == '$')
            i++;
        sb_putc(b, as[i]);
    }
}

void mo_print(StrBuf *b, const MFunc *f, const MOperand *o)
{
    switch ((MOKind)o->kind) {
    case MO_REG:
        sb_put_reg(b, o->rc, o->reg);
        break;
    case MO_IMM:
        if (b->n + SB_I64_ROOM + 1 > b->cap)
            sb_grow(b, SB_I64_ROOM);
        sb_put_i64_in_room(b, o->imm);
        b->p[b->n] = 0;
        break;
    case MO_FIMM:
        sb_puts(b, o->rc == RC_F64 ? "0d" : o->rc == RC_F32 ? "0f" : "0x");
        sb_put_hex(b, (uint64_t)o->imm, o->rc == RC_F64 ? 16 : o->rc == RC_F32 ? 8 : 4);
        break;
    case MO_SYM:
        sb_puts(b, o->sym);
        break;
    case MO_STACK:
        sb_puts(b, o->imm == STACK_LOCAL ? "%SPL" : "%SP");
        break;
    case MO_PARAM:
        print_param(b, &(MParamType){.ty = o->rc, .align = o->reg, .size = (uint64_t)o->imm}, o->sym);
        break;
    case MO_LIST:
        for (unsigned i = 0; i < o->n; i++) {
            if (i)
                sb_puts(b, ", ");
            mo_print(b, f, &o->sub[i]);
        }
        break;
    case MO_ASM:
        print_asm(b, f, o);
        break;
    case MO_LABEL:
        sb_puts(b, f->blocks[o->imm]->label);
        break;
    case MO_ADDR:
        /* "[base+imm]": the symbol's text first, then the rest in room
         * made once: '[' or the register, '+', the offset, ']', NUL */
        if (o->sym) {
            sb_putc(b, '[');
            sb_puts(b, o->sym);
        }
        if (b->n + 1 + SB_REG_ROOM + 1 + SB_I64_ROOM + 2 > b->cap)
            sb_grow(b, 1 + SB_REG_ROOM + 1 + SB_I64_ROOM + 1);
        if (!o->sym) {
            b->p[b->n++] = '[';
            sb_put_reg_in_room(b, o->rc, o->reg);
        }
        if (o->imm) {
            b->p[b->n++] = '+';
            sb_put_i64_in_room(b, o->imm);
        }
        b->p[b->n++] = ']';
        b->p[b->n] = 0;
        break;
    case MO_VEC:
        sb_putc(b, '{');
        for (unsigned i = 0; i < o->n; i++) {
            if (i)
                sb_puts(b, ", ");
            mo_print(b, f, &o->sub[i]);
        }
        sb_putc(b, '}');
        break;
    }
}

/* ---------------------------------------------------------------- register sets */

/* A virtual register of f: numbered 1..nregs[rc] (new_reg), the last one
 * included. */
static bool reg_numbered(const MFunc *f, unsigned rc, uint32_t reg)
{
    return rc < RC_COUNT && reg && reg <= f->nregs[rc];
}

void regset_init(RegSet *s, Arena *a, const MFunc *f)
{
    for (unsigned rc = 0; rc < RC_COUNT; rc++)
        s->bits[rc] = arena_alloc(a, f->nregs[rc] / 8 + 1);
}


void regset_add(RegSet *s, const MFunc *f, const MOperand *o, bool addr_base)
{
    switch ((MOKind)o->kind) {
    case MO_ADDR:
        if (!addr_base || o->sym)
            break;
        /* fall through */
    case MO_REG:
        if (reg_numbered(f, o->rc, o->reg))
            s->bits[o->rc][o->reg / 8] |= (uint8_t)(1u << (o->reg % 8));
        break;
    case MO_VEC:
    case MO_LIST:
    case MO_ASM:
        for (unsigned i = 0; i < o->n; i++)
            regset_add(s, f, &o->sub[i], addr_base);
        break;
    default:
        break;
    }
}

const MOperand *regset_first_missing(const RegSet *s, const MFunc *f, const MOperand *o, MOperand *tmp)
{
    switch ((MOKind)o->kind) {
    case MO_ADDR:
        if (o->sym)
            return NULL;
        *tmp = (MOperand){.kind = MO_REG, .rc = o->rc, .reg = o->reg};
        o = tmp;
        /* fall through */
    case MO_REG:
        return reg_numbered(f, o->rc, o->reg) && !regset_has(s, o->rc, o->reg) ? o : NULL;
    case MO_VEC:
    case MO_LIST:
    case MO_ASM:
        for (unsigned i = 0; i < o->n; i++) {
            const MOperand *u = regset_first_missing(s, f, &o->sub[i], tmp);
            if (u)
                return u;
        }
        return NULL;
    default:
        return NULL;
    }
}
