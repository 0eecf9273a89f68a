/*
 * clasync family rules (docs/intrinsics.md "clasync"): the tensormap.replace
 * field values that newer targets add.
 * Consumes: selected instructions of the tensormap family (machine-verifier
 *           stage, called from verify/verify.c).
 * Produces: a PTX-version diagnostic for a feature bit these families miss
 *           only for the module's PTX version; a diagnostic for an elemtype
 *           13..15 or a swizzle_mode 4 the
 *           target or PTX version lacks (ptxas: "Instruction
 *           'tensormap.replace.elemtype with input value >= 13' requires PTX
 *           ISA .version 8.7", "value '15' expected to be in range [0..12]"
 *           on sm_90a, "value '4' expected to be in range [0..3] when
 *           .swizzle_mode modifier is used" off sm_103a).
 * Guarantees: tests roles, feature bits and operand values only.
 */
#include <stdio.h>

#include "internal.h"
#include "ptxsel/ptxsel.h"

/* Does the target have 'bit' and PTX 'ptx'? If not, report what the value
 * needs and return true. */
static bool value_gate(ptxsel_context *ctx, const ptxsel_target *t, const char *file, const MFunc *f,
                       const MInst *in, const FormRow *r, int64_t v, int bit, unsigned ptx)
{
    if (feat_has(&t->feat, bit) && t->ptx >= ptx)
        return false;
    diag_report(ctx, PTXSEL_ERROR, file, f->fn, in->src, NULL,
                "%s with value %lld is not supported on %s with PTX ISA %u.%u (requires %s: %s, and PTX ISA %u.%u)",
                r->key, (long long)v, t->name, t->ptx / 10, t->ptx % 10, ptxsel_feature_name(bit),
                ptxsel_feature_targets(bit), ptx / 10, ptx % 10);
    return true;
}

/* A bit of these families missing only because the module's PTX version is
 * older than the bit's minimum (the target has it at PTX 9.0) is reported as
 * the PTX version it is, not as the target lacking the bit. */
static bool ptx_only_gate(ptxsel_context *ctx, const ptxsel_target *t, const char *file, const MFunc *f,
                          const MInst *in, const FormRow *r, int miss)
{
    unsigned need = ptxsel_feature_min_ptx(miss);
    ptxsel_target newest;
    char err[128];
    if (!need || t->ptx >= need || ptxsel_target_init(&newest, t->name, "+ptx90", err, sizeof err) != PTXSEL_OK ||
        !feat_has(&newest.feat, miss))
        return false;
    diag_report(ctx, PTXSEL_ERROR, file, f->fn, in->src, NULL,
                "%s requires PTX ISA %u.%u (the module targets PTX ISA %u.%u; use -mattr=+ptx%u)", r->key, need / 10,
                need % 10, t->ptx / 10, t->ptx % 10, need);
    return true;
}

bool clusterasync_verify_takes(const FormRow *r)
{
    return (r->fam == FAM_asyncstore || r->fam == FAM_multimem || r->fam == FAM_tensormap || r->fam == FAM_clc) &&
           (r->role == ROLE_tensormap_elemtype || r->role == ROLE_tensormap_swizzle_mode);
}

bool clusterasync_verify_inst(ptxsel_context *ctx, const ptxsel_target *t, const char *file, const MFunc *f,
                              const MInst *in, int miss)
{
    const FormRow *r = &ptxsel_form_rows[in->form];
    if (r->fam != FAM_asyncstore && r->fam != FAM_multimem && r->fam != FAM_tensormap && r->fam != FAM_clc)
        return false;
    if (miss >= 0)
        return ptx_only_gate(ctx, t, file, f, in, r, miss);
    if (r->role != ROLE_tensormap_elemtype && r->role != ROLE_tensormap_swizzle_mode)
        return false;
    unsigned k = form_arg_operand(r, 1);
    if (k >= in->nops || in->ops[k].kind != MO_IMM)
        return false;
    int64_t v = in->ops[k].imm;
    if (r->role == ROLE_tensormap_elemtype && v >= 13 && v <= 15)
        return value_gate(ctx, t, file, f, in, r, v, FEAT_has_tensormap_sm100, 87);
    if (r->role == ROLE_tensormap_swizzle_mode && v == 4)
        return value_gate(ctx, t, file, f, in, r, v, FEAT_has_tensormap_swizzle_mode4, 88);
    return false;
}
