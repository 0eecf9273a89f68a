/*
 * A ptxas 13.0 miscompile kept away: a byte store ('st.*.u8' / '.s8') of a
 * .b16 register that a conversion to f16 or bf16 writes stores the low byte
 * of the conversion's *source* instead of the converted value's. Found by
 * campaign seed 16091 in llc-19's PTX (tests/difftest/refkernels/halfret: a
 * half returned as the first field of a packed struct, written a byte at a
 * time, 'cvt.rn.f16.s32 %rs1, %r2; st.param.u8 [func_retval0], %rs1'; the
 * H100 read 0x5025 for 0x50A0 at ptxas -O3 and -O0). ptxsel's PTX had a
 * register copy between the two, which the SASS shows is enough; the copy
 * coalescer (isel/coalesce.c) removes such copies, and the refkernels run
 * caught ptxsel's PTX doing what llc-19's does (255 of 256 words wrong).
 *
 * So, after coalescing and at every level, such a store reads a copy of the
 * register ('mov.b16 %new, %rs1' right before it; ptxas then stores the
 * converted byte, checked in SASS and on the H100). The conversions are the
 * cvt rows into f16 / bf16 (from integers and wider floats) and any other
 * form that writes a .b16 register from an f32 or f64 one: the nvvm
 * conversion intrinsics, and also the .ftz rows of float-to-16-bit-integer
 * conversions (cvt.rzi.ftz.u16.f32), which would not need the copy; it
 * costs them one mov, which ptxas removes (8 of 400 ftz-profile campaign
 * programs, all matching llc-19 on the H100).
 */
#include <pthread.h>
#include <string.h>

#include "isel.h"

/* The byte stores; the cvt rows into f16 / bf16 from other types (convs);
 * every cvt row (cvts). The same for every compile: filled once per
 * process. */
static uint8_t store_set[FORM_COUNT / 8 + 1], conv_set[FORM_COUNT / 8 + 1], cvt_set[FORM_COUNT / 8 + 1];
static pthread_once_t sets_once = PTHREAD_ONCE_INIT;

static void sets_fill(void)
{
    formset_add(cvt_set, &form_axis_cvt[0][0][0], sizeof form_axis_cvt / sizeof(uint16_t));
    for (unsigned v = 0; v < AX_st_VOL_COUNT; v++)
        for (unsigned sp = 0; sp < AX_st_SP_COUNT; sp++)
            for (unsigned w = 0; w < AX_st_V_COUNT; w++) {
                formset_add(store_set, &form_axis_st[v][sp][w][AX_st_T_u8], 1);
                formset_add(store_set, &form_axis_st[v][sp][w][AX_st_T_s8], 1);
            }
    static const uint16_t param_u8[] = {FORM_st_param_u8};
    formset_add(store_set, param_u8, 1);
    static const unsigned dst[] = {AX_cvt_D_f16, AX_cvt_D_bf16};
    for (unsigned r = 0; r < AX_cvt_R_COUNT; r++)
        for (unsigned d = 0; d < 2; d++)
            for (unsigned s = 0; s < AX_cvt_S_COUNT; s++)
                if (s != AX_cvt_S_f16 && s != AX_cvt_S_bf16)
                    formset_add(conv_set, &form_axis_cvt[r][dst[d]][s], 1);
}

static void tables(const uint8_t **stores, const uint8_t **convs, const uint8_t **cvts)
{
    pthread_once(&sets_once, sets_fill);
    *stores = store_set;
    *convs = conv_set;
    *cvts = cvt_set;
}

static bool is_b16_reg(const MFunc *f, const MOperand *o)
{
    return o->kind == MO_REG && o->rc == RC_B16 && o->reg && o->reg <= f->nregs[RC_B16];
}

/* Does 'in' write a .b16 register as a conversion into a 16-bit float: a
 * cvt row into f16 / bf16, or a form outside the cvt rows (an nvvm
 * conversion) that writes it from an f32 / f64 register? */
static bool half_conversion(const uint8_t *convs, const uint8_t *cvts, const MInst *in)
{
    if (in->nops < 2 || in->ops[0].kind != MO_REG || in->ops[0].rc != RC_B16)
        return false;
    if (formset_has(cvts, in->form))
        return formset_has(convs, in->form);
    return minst_first_read(in) == 1 && in->ops[1].kind == MO_REG && (in->ops[1].rc == RC_F32 || in->ops[1].rc == RC_F64);
}

void guard_half_byte_stores(SelectCtx *S, MFunc *f)
{
    const uint8_t *stores, *convs, *cvts;
    tables(&stores, &convs, &cvts);
    uint8_t *conv = NULL; /* by .b16 register: written by a conversion */
    for (size_t b = 0; b < f->nblocks; b++)
        for (const MInst *in = f->blocks[b]->first; in; in = in->next)
            if (half_conversion(convs, cvts, in) && is_b16_reg(f, &in->ops[0])) {
                if (!conv)
                    conv = arena_alloc(S->a, f->nregs[RC_B16] / 8 + 1); /* zeroed */
                conv[in->ops[0].reg / 8] |= (uint8_t)(1u << (in->ops[0].reg % 8));
            }
    if (!conv)
        return;
    uint32_t known = f->nregs[RC_B16]; /* the registers 'conv' covers */
    MBlock scratch = {0};
    for (size_t b = 0; b < f->nblocks; b++) {
        MBlock *mb = f->blocks[b];
        MInst *prev = NULL;
        for (MInst *in = mb->first; in; prev = in, in = in->next) {
            if (!formset_has(stores, in->form) || in->nops < 2)
                continue;
            MOperand *v = &in->ops[1];
            unsigned n = v->kind == MO_VEC ? v->n : 1;
            bool own = v->kind != MO_VEC; /* a vector's members may be shared with other instructions */
            for (unsigned k = 0; k < n; k++) {
                MOperand *x = v->kind == MO_VEC ? &v->sub[k] : v;
                if (!is_b16_reg(f, x) || x->reg > known || !((conv[x->reg / 8] >> (x->reg % 8)) & 1))
                    continue;
                if (!own) {
                    MOperand *sub = arena_alloc(S->a, (size_t)n * sizeof *sub);
                    memcpy(sub, v->sub, (size_t)n * sizeof *sub);
                    v->sub = sub;
                    x = &v->sub[k];
                    own = true;
                }
                /* the copy, made in a scratch block and linked in before the store */
                scratch.first = scratch.last = NULL;
                MInst *mv = mir_append(S->m, &scratch, FORM_mov_b16, 2, in->src);
                mv->ops[0] = mo_reg(RC_B16, ++f->nregs[RC_B16]);
                mv->ops[1] = *x;
                *x = mv->ops[0];
                mv->next = in;
                if (prev)
                    prev->next = mv;
                else
                    mb->first = mv;
                prev = mv;
            }
        }
    }
}
