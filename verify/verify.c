/*
 * The machine verifier: the second, independent check of every selected
 * instruction against the target's named feature bitmap.
 * Consumes: an MModule and the target.
 * Produces: diagnostics (one per offending instruction); nothing else.
 * Guarantees: tests feature bits and PTX versions only, never SM numbers;
 *           every message names the form, the target and the missing bit.
 */
#include <stdio.h>
#include <string.h>

#include "internal.h"

/* "sm_90, sm_90a, ..." : targets (at PTX 9.0) that have the bit. */
static void targets_with_bit(StrBuf *b, int bit)
{
    size_t n = ptxsel_target_count(), shown = 0;
    for (size_t i = 0; i < n; i++) {
        ptxsel_target t;
        char err[128];
        if (ptxsel_target_init(&t, ptxsel_target_name(i), "+ptx90", err, sizeof err) != PTXSEL_OK)
            continue;
        if (!feat_has(&t.feat, bit))
            continue;
        sb_printf(b, "%s%s", shown++ ? ", " : "", t.name);
    }
    if (!shown)
        sb_puts(b, "no target");
}

void verify_module(ptxsel_context *ctx, const ptxsel_target *t, const char *file, const MModule *m)
{
    for (const MFunc *f = m->funcs; f; f = f->next) {
        for (size_t bi = 0; bi < f->nblocks; bi++) {
            for (const MInst *in = f->blocks[bi]->first; in; in = in->next) {
                const FormRow *r = &ptxsel_form_rows[in->form];
                int miss = feat_first_missing(&t->feat, &r->req);
                if (miss >= 0) {
                    StrBuf b = {0};
                    targets_with_bit(&b, miss);
                    diag_report(ctx, PTXSEL_ERROR, file, f->fn, in->src, NULL,
                                "%s is not supported on %s (requires %s: %s)", r->key, t->name,
                                ptxsel_feature_name(miss), b.p);
                    sb_free(&b);
                    continue;
                }
                if (r->min_ptx > t->ptx)
                    diag_report(ctx, PTXSEL_ERROR, file, f->fn, in->src, NULL,
                                "%s requires PTX ISA %u.%u (the module targets PTX ISA %u.%u; use -mattr=+ptx%u)",
                                r->key, r->min_ptx / 10, r->min_ptx % 10, t->ptx / 10, t->ptx % 10, r->min_ptx);
            }
        }
    }
}
