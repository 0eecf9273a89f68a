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

void verify_module(ptxsel_context *ctx, const ptxsel_target *t, const char *file, const MModule *m)
{
    for (const MFunc *f = m->funcs; f; f = f->next) {
        for (size_t bi = 0; bi < f->nblocks; bi++) {
            for (const MInst *in = f->blocks[bi]->first; in; in = in->next) {
                const FormRow *r = &ptxsel_form_rows[in->form];
                int miss = feat_first_missing(&t->feat, &r->req);
                if (hopper_verify_inst(ctx, t, file, f, in, miss))
                    continue;
                if (miss >= 0) {
                    diag_report(ctx, PTXSEL_ERROR, file, f->fn, in->src, NULL,
                                "%s is not supported on %s (requires %s: %s)", r->key, t->name,
                                ptxsel_feature_name(miss), ptxsel_feature_targets(miss));
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
