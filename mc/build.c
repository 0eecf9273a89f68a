/*
 * The row-to-instruction builder: the one place where a form row and its
 * operands become an MInst. The selector (isel/intrin.c: operands from an IR
 * call) and the query layer (query/instance.c: synthesised operands) both
 * build through it, so a form queried with ptxsel-query is laid out and
 * packed exactly as a compiled one.
 * Consumes: a row and a RowSource (where each operand comes from).
 * Produces: the instruction appended to a block: the result operands, then
 *           every argument at form_arg_operand's place (a tied argument is
 *           the result's operand again), then the operands the template
 *           prints beyond the signature (when the source makes them up);
 *           ctrl / coll packed from the row's pack= items.
 * Guarantees: the source's callbacks run in operand order, all before the
 *           instruction is appended, so what they emit (copies, conversions)
 *           comes before it.
 */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

/* An immediate argument's value as the instruction holds it (0 when the
 * operand is not an immediate: an immarg always is). */
static int64_t arg_imm(const MInst *in, const FormRow *r, unsigned a)
{
    unsigned k = form_arg_operand(r, a);
    return k < in->nops && in->ops[k].kind == MO_IMM ? in->ops[k].imm : 0;
}

void row_pack_words(MInst *in)
{
    const FormRow *r = &ptxsel_form_rows[in->form];
    uint32_t ctrl = 0, coll = 0;
    for (const char *p = r->pack; p && *p;) {
        char *end;
        uint32_t *w = (p[0] == 'C' || p[0] == 'c') ? &ctrl : &coll;
        if (p[1] == ':') {
            *w |= (uint32_t)strtoul(p + 2, &end, 16);
        } else {
            long a = strtol(p + 1, &end, 10);
            long sh = strtol(end + 1, &end, 10);
            *w |= (uint32_t)arg_imm(in, r, (unsigned)a) << sh;
        }
        p = *end ? end + 1 : end;
    }
    in->ctrl = ctrl;
    in->coll = coll;
}

MInst *row_build(MModule *m, MBlock *b, uint32_t row, const RowSource *src, IrRef ir)
{
    const FormRow *r = &ptxsel_form_rows[row];
    unsigned nargs = r->nsig ? r->nsig - 1u : 0;
    MOperand ops[128];
    unsigned n = 0;
    if (r->nsig && r->sig[0].kind != SIG_VOID)
        n = src->result(src->ud, r, ops, countof(ops));
    for (unsigned a = 0; a < nargs && n < countof(ops); a++)
        ops[n++] = (int)a == r->tie ? ops[0] : src->arg(src->ud, r, a);
    for (; src->extra && (int)n <= r->max_op && n < countof(ops); n++)
        ops[n] = src->extra(src->ud, r, n);
    MInst *in = mir_append(m, b, row, (uint16_t)n, ir);
    if (n)
        memcpy(in->ops, ops, n * sizeof *ops);
    row_pack_words(in);
    return in;
}
