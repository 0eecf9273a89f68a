/*
 * Fuzz harness "words": 64-bit words into every descriptor / control-word
 * pack, decode and validate function of include/ptxsel/ptxsel.h (the WGMMA
 * matrix descriptor, the tcgen05 control and collector words, the UMMA matrix
 * descriptor, the tcgen05 instruction descriptor).
 * Checks, for each kind of word w (the input's first 8 bytes, truncated to
 * the word's width) and each set of fields f (decoded from the next 8 bytes,
 * taken raw):
 *   - validate(w) == OK  =>  pack(decode(w)) == OK and reproduces w exactly;
 *   - pack(f) == OK      =>  validate(pack(f)) == OK and decode(pack(f)) == f
 *                            (UMMA: version reads back as 1, the value encode writes);
 *   - every failure leaves a non-empty, NUL-terminated message, and the
 *     out-parameter of a failed pack is untouched.
 * Any mismatch aborts (libFuzzer reports a crash).
 */
#include "fuzz_common.h"

static void check_msg(ptxsel_status st, const char *msg, const char *what, uint64_t w)
{
    if (st == PTXSEL_OK)
        return;
    FUZZ_CHECK(st == PTXSEL_INVALID, "%s(0x%llx) returned %d", what, (unsigned long long)w, (int)st);
    FUZZ_CHECK(msg[0] != 0 && memchr(msg, 0, 128) != NULL, "%s(0x%llx): empty or unterminated message", what,
               (unsigned long long)w);
}

/* Both round trips for one kind of word (WT) and its fields (FT):
 *   validate(w) == OK  =>  pack(decode(w)) == OK and == w;
 *   pack(g) == OK      =>  validate(pack(g)) == OK and EQ(decode(pack(g)), g);
 *   a failed pack leaves *out alone (a sentinel stays). */
#define ROUND_TRIP(NAME, WT, FT, VALIDATE, DECODE, PACK, EQ)                                                   \
    static void rt_##NAME(WT w, const FT *g)                                                                   \
    {                                                                                                          \
        char msg[128];                                                                                         \
        FT f, d;                                                                                               \
        WT out = (WT)0xA5A5A5A5A5A5A5A5ull;                                                                    \
        ptxsel_status v = VALIDATE(w, msg, sizeof msg);                                                        \
        check_msg(v, msg, #VALIDATE, w);                                                                       \
        DECODE(w, &f);                                                                                         \
        ptxsel_status p = PACK(&f, &out, msg, sizeof msg);                                                     \
        if (v == PTXSEL_OK) {                                                                                  \
            FUZZ_CHECK(p == PTXSEL_OK, #NAME " 0x%llx validates but its decoded fields do not pack: %s",      \
                       (unsigned long long)w, msg);                                                            \
            FUZZ_CHECK(out == w, #NAME " 0x%llx: pack(decode(w)) = 0x%llx", (unsigned long long)w,            \
                       (unsigned long long)out);                                                               \
        }                                                                                                      \
        out = (WT)0xA5A5A5A5A5A5A5A5ull;                                                                       \
        p = PACK(g, &out, msg, sizeof msg);                                                                    \
        if (p != PTXSEL_OK) {                                                                                  \
            check_msg(p, msg, #PACK, 0);                                                                       \
            FUZZ_CHECK(out == (WT)0xA5A5A5A5A5A5A5A5ull, #PACK " failed but wrote *out");                      \
            return;                                                                                            \
        }                                                                                                      \
        FUZZ_CHECK(VALIDATE(out, msg, sizeof msg) == PTXSEL_OK, "packed " #NAME " 0x%llx does not validate: %s", \
                   (unsigned long long)out, msg);                                                              \
        DECODE(out, &d);                                                                                       \
        FUZZ_CHECK(EQ(&d, g), #NAME ": decode(pack(f)) != f for 0x%llx", (unsigned long long)out);             \
    }

static int gmma_eq(const ptxsel_gmma_desc_fields *a, const ptxsel_gmma_desc_fields *b)
{
    return a->start_addr == b->start_addr && a->lbo == b->lbo && a->sbo == b->sbo && a->base_offset == b->base_offset &&
           a->swizzle == b->swizzle;
}

static int ctrl_eq(const ptxsel_tcgen05_ctrl *a, const ptxsel_tcgen05_ctrl *b)
{
    return a->cta_group == b->cta_group && a->scale_vec == b->scale_vec && a->scale_input_acc == b->scale_input_acc &&
           a->block_scale == b->block_scale && a->kind == b->kind && a->sparse == b->sparse &&
           a->weight_stationary == b->weight_stationary && a->a_tmem == b->a_tmem &&
           a->disable_output_lane == b->disable_output_lane;
}

static int coll_eq(const ptxsel_tcgen05_coll *a, const ptxsel_tcgen05_coll *b)
{
    return a->a_valid == b->a_valid && a->a_op == b->a_op && a->ashift == b->ashift && a->b_buffer == b->b_buffer &&
           a->b_op == b->b_op;
}

/* encode writes version 1 whatever the field says */
static int umma_eq(const ptxsel_umma_desc_fields *a, const ptxsel_umma_desc_fields *b)
{
    return a->start_addr == b->start_addr && a->lbo == b->lbo && a->sbo == b->sbo && a->version == 1 &&
           a->base_offset == b->base_offset && a->lbo_mode == b->lbo_mode && a->layout == b->layout;
}

static int idesc_eq(const ptxsel_idesc_fields *a, const ptxsel_idesc_fields *b)
{
    return a->sparse_sel == b->sparse_sel && a->sparse == b->sparse && a->saturate == b->saturate &&
           a->d_fmt == b->d_fmt && a->a_fmt == b->a_fmt && a->b_fmt == b->b_fmt && a->neg_a == b->neg_a &&
           a->neg_b == b->neg_b && a->a_major == b->a_major && a->b_major == b->b_major && a->n == b->n &&
           a->m == b->m && a->max_shift == b->max_shift;
}

ROUND_TRIP(gmma_desc, uint64_t, ptxsel_gmma_desc_fields, ptxsel_gmma_desc_validate, ptxsel_gmma_desc_decode,
           ptxsel_gmma_desc, gmma_eq)
ROUND_TRIP(tcgen05_ctrl, uint32_t, ptxsel_tcgen05_ctrl, ptxsel_tcgen05_ctrl_validate, ptxsel_tcgen05_ctrl_decode,
           ptxsel_tcgen05_ctrl_pack, ctrl_eq)
ROUND_TRIP(tcgen05_coll, uint32_t, ptxsel_tcgen05_coll, ptxsel_tcgen05_coll_validate, ptxsel_tcgen05_coll_decode,
           ptxsel_tcgen05_coll_pack, coll_eq)
ROUND_TRIP(umma_desc, uint64_t, ptxsel_umma_desc_fields, ptxsel_umma_desc_validate, ptxsel_umma_desc_decode,
           ptxsel_umma_desc, umma_eq)
ROUND_TRIP(idesc, uint32_t, ptxsel_idesc_fields, ptxsel_idesc_validate, ptxsel_idesc_decode, ptxsel_idesc, idesc_eq)

/* 4-bit slice i of r, masked to bits */
static unsigned small(uint64_t r, int i, unsigned bits)
{
    return (unsigned)(r >> (i * 4)) & ((1u << bits) - 1);
}

/* Raw fields from r: mostly in range, with bit 63 (62 for idesc N) out-of-range
 * or unaligned values too. */
static void gmma(uint64_t w, uint64_t r)
{
    ptxsel_gmma_desc_fields g = {(uint32_t)r & 0x7fff0, (uint32_t)(r >> 12) & 0x7fff0, (uint32_t)(r >> 28) & 0x7fff0,
                                 (unsigned)(r >> 48) & 0xf, (unsigned)(r >> 52) & 0x7};
    if (r >> 63)
        g.start_addr = (uint32_t)r, g.lbo = (uint32_t)(r >> 20);
    rt_gmma_desc(w, &g);
    (void)ptxsel_gmma_swizzle_name(g.swizzle);
}

static void ctrl(uint32_t w, uint64_t r)
{
    ptxsel_tcgen05_ctrl g = {small(r, 0, 2), small(r, 1, 3), small(r, 2, 1), small(r, 3, 1), small(r, 4, 3),
                             small(r, 5, 1), small(r, 6, 1), small(r, 7, 1), small(r, 8, 1)};
    if (r >> 63)
        g.cta_group = small(r, 9, 4), g.kind = small(r, 10, 4), g.sparse = small(r, 11, 2);
    rt_tcgen05_ctrl(w, &g);
    (void)ptxsel_tcgen05_kind_name(g.kind);
}

static void coll(uint32_t w, uint64_t r)
{
    ptxsel_tcgen05_coll g = {small(r, 0, 1), small(r, 1, 2), small(r, 2, 1), small(r, 3, 2), small(r, 4, 2)};
    if (r >> 63)
        g.a_valid = small(r, 5, 2), g.b_op = small(r, 6, 3);
    rt_tcgen05_coll(w, &g);
    (void)ptxsel_tcgen05_collector_op_name(g.a_op);
}

static void umma(uint64_t w, uint64_t r)
{
    static const unsigned layouts[8] = {0, 1, 2, 4, 6, 3, 5, 7};
    ptxsel_umma_desc_fields g = {(uint32_t)r & 0x7fff0, (uint32_t)(r >> 12) & 0x7fff0, (uint32_t)(r >> 28) & 0x7fff0,
                                 (unsigned)(r >> 48) & 3, (unsigned)(r >> 50) & 0xf, (unsigned)(r >> 54) & 1,
                                 layouts[(r >> 55) & 7]};
    if (r >> 63)
        g.start_addr = (uint32_t)r, g.lbo_mode = (unsigned)(r >> 56) & 3;
    rt_umma_desc(w, &g);
    (void)ptxsel_umma_layout_name(g.layout);
}

static void idesc(uint32_t w, uint64_t r)
{
    static const unsigned ms[8] = {32, 64, 128, 256, 0, 16, 512, 96};
    ptxsel_idesc_fields g = {small(r, 0, 2), small(r, 1, 1), small(r, 2, 1), small(r, 3, 2), small(r, 4, 3),
                             small(r, 5, 3), small(r, 6, 1), small(r, 7, 1), small(r, 8, 1), small(r, 9, 1),
                             8u * (1u + small(r, 10, 5)), ms[small(r, 12, 2) + (r >> 63 ? 4 : 0)], small(r, 13, 2)};
    if (r >> 62 & 1)
        g.n = (unsigned)(r >> 32) & 0x3ff;
    rt_idesc(w, &g);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    FuzzIn in = {data, size};
    uint64_t w = fuzz_u64(&in), r = fuzz_u64(&in);
    gmma(w, r);
    umma(w, r);
    ctrl((uint32_t)w, r);
    ctrl((uint32_t)(w >> 32), r >> 1);
    coll((uint32_t)w, r);
    idesc((uint32_t)w, r);
    idesc((uint32_t)(w >> 32), r >> 3);
    return 0;
}
