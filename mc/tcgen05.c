/*
 * tcgen05 packed words and Blackwell hardware descriptors (docs/encodings.md).
 * Consumes: field values (pack), 32-bit control / collector words and the
 *           64-bit SM100 SMEM descriptor / 32-bit instruction descriptor
 *           (decode, validate).
 * Produces: the words, their fields, the qualifier text the printer and the
 *           diagnostics use, and the spelling of an instruction's words
 *           (parsing spellings is the query layer's: query/tcgen05.c).
 * Guarantees: pure functions, no global mutable state; pack rejects values
 *           outside a field instead of truncating; validate names the
 *           reserved bits set ("reserved bits set in <word>: 0x..."). Each
 *           word is a field table that mc/fields.c packs, decodes and
 *           validates.
 */
#include <stdio.h>
#include <string.h>

#include "internal.h"

/* ------------------------------------------------------------ names */

const char *const tcgen05_kind_names[TC_NKINDS] = {"f16", "tf32", "f8f6f4", "i8", "mxf8f6f4", "mxf4", "mxf4nvf4"};
const char *const tcgen05_coll_ops[4] = {"discard", "lastuse", "fill", "use"};
const char *const tcgen05_vec_names[4] = {"", "1X", "2X", "4X"};
const char *const tcgen05_plus_names[TC_NPLUS] = {"+tensor", "+scale_d", "+disable_output_lane", "+zero_col_mask"};

const char *ptxsel_tcgen05_kind_name(unsigned kind)
{
    return kind < countof(tcgen05_kind_names) ? tcgen05_kind_names[kind] : NULL;
}

const char *ptxsel_tcgen05_collector_op_name(unsigned op)
{
    return op < countof(tcgen05_coll_ops) ? tcgen05_coll_ops[op] : NULL;
}

/* ------------------------------------------------------------ control and collector words */

/* In the order pack checks them; the one-bit flags share the message name
 * "flag" (ctrl) and "collector flag" (collector). */
enum { CW_CTA, CW_VEC, CW_KIND, CW_SCALE_INPUT, CW_BLOCK_SCALE, CW_SPARSE, CW_WS, CW_A_TMEM, CW_DOL, CW_N };
#define CW_FLAG(sh) {.name = "flag", .shift = (sh), .width = 1, .hi = 1, .dom = "0..1"}
static const WordField ctrl_fields[CW_N] = {
    [CW_CTA] = {.name = "cta_group", .shift = TC_CTRL_CTA_GROUP, .width = 2, .lo = 1, .hi = 2, .dom = "1..2",
                .vmsg = "invalid cta_group value %V in ctrl: %W (1 = cta_group::1, 2 = cta_group::2)"},
    [CW_VEC] = {.name = "scale_vec_size", .shift = TC_CTRL_SCALE_VEC, .width = 2, .hi = 3, .dom = "0..3"},
    [CW_KIND] = {.name = "mma_kind", .shift = TC_CTRL_KIND, .width = 3, .hi = TC_KIND_MXF4NVF4, .dom = "0..6",
                 .vmsg = "invalid mma_kind value %V in ctrl: %W"},
    [CW_SCALE_INPUT] = CW_FLAG(TC_CTRL_SCALE_INPUT),
    [CW_BLOCK_SCALE] = CW_FLAG(TC_CTRL_BLOCK_SCALE),
    [CW_SPARSE] = CW_FLAG(TC_CTRL_SPARSE),
    [CW_WS] = CW_FLAG(TC_CTRL_WS),
    [CW_A_TMEM] = CW_FLAG(TC_CTRL_A_TMEM),
    [CW_DOL] = CW_FLAG(TC_CTRL_DOL),
};
const WordLayout word_tc_ctrl = {"ctrl", "tcgen05", 32, ctrl_fields, CW_N};

enum { CL_A_VALID, CL_ASHIFT, CL_A_OP, CL_B_BUF, CL_B_OP, CL_N };
static const WordField coll_fields[CL_N] = {
    [CL_A_VALID] = {.name = "collector flag", .shift = TC_COLL_A_VALID, .width = 1, .hi = 1, .dom = "0..1"},
    [CL_ASHIFT] = {.name = "collector flag", .shift = TC_COLL_ASHIFT, .width = 1, .hi = 1, .dom = "0..1"},
    [CL_A_OP] = {.name = "collector_a", .shift = TC_COLL_A_OP, .width = 2, .hi = 3, .dom = "0..3"},
    [CL_B_BUF] = {.name = "collector_b buffer", .shift = TC_COLL_B_BUF, .width = 2, .hi = 3, .dom = "0..3"},
    [CL_B_OP] = {.name = "collector_b op", .shift = TC_COLL_B_OP, .width = 2, .hi = 3, .dom = "0..3"},
};
const WordLayout word_tc_coll = {"collector", "tcgen05", 32, coll_fields, CL_N};

static ptxsel_status pack32(const WordLayout *L, const uint64_t *v, uint32_t *out, char *err, size_t len)
{
    uint64_t w;
    if (!word_pack(L, v, &w, err, len))
        return PTXSEL_INVALID;
    *out = (uint32_t)w;
    return PTXSEL_OK;
}

ptxsel_status ptxsel_tcgen05_ctrl_pack(const ptxsel_tcgen05_ctrl *f, uint32_t *out, char *err, size_t errlen)
{
    if (!f || !out) {
        if (err && errlen)
            snprintf(err, errlen, "ptxsel_tcgen05_ctrl_pack: %s is NULL", !f ? "fields" : "out");
        return PTXSEL_USAGE;
    }
    const uint64_t v[CW_N] = {f->cta_group, f->scale_vec,   f->kind,  f->scale_input_acc,    f->block_scale,
                              f->sparse,    f->weight_stationary, f->a_tmem, f->disable_output_lane};
    return pack32(&word_tc_ctrl, v, out, err, errlen);
}

void ptxsel_tcgen05_ctrl_decode(uint32_t w, ptxsel_tcgen05_ctrl *f)
{
    if (!f)
        return;
    uint64_t v[CW_N];
    word_decode(&word_tc_ctrl, w, v);
    f->cta_group = (unsigned)v[CW_CTA];
    f->scale_vec = (unsigned)v[CW_VEC];
    f->scale_input_acc = (unsigned)v[CW_SCALE_INPUT];
    f->block_scale = (unsigned)v[CW_BLOCK_SCALE];
    f->kind = (unsigned)v[CW_KIND];
    f->sparse = (unsigned)v[CW_SPARSE];
    f->weight_stationary = (unsigned)v[CW_WS];
    f->a_tmem = (unsigned)v[CW_A_TMEM];
    f->disable_output_lane = (unsigned)v[CW_DOL];
}

ptxsel_status ptxsel_tcgen05_ctrl_validate(uint32_t w, char *msg, size_t len)
{
    return word_validate(&word_tc_ctrl, w, msg, len) ? PTXSEL_OK : PTXSEL_INVALID;
}

ptxsel_status ptxsel_tcgen05_coll_pack(const ptxsel_tcgen05_coll *f, uint32_t *out, char *err, size_t errlen)
{
    if (!f || !out) {
        if (err && errlen)
            snprintf(err, errlen, "ptxsel_tcgen05_coll_pack: %s is NULL", !f ? "fields" : "out");
        return PTXSEL_USAGE;
    }
    const uint64_t v[CL_N] = {f->a_valid, f->ashift, f->a_op, f->b_buffer, f->b_op};
    return pack32(&word_tc_coll, v, out, err, errlen);
}

void ptxsel_tcgen05_coll_decode(uint32_t w, ptxsel_tcgen05_coll *f)
{
    if (!f)
        return;
    uint64_t v[CL_N];
    word_decode(&word_tc_coll, w, v);
    f->a_valid = (unsigned)v[CL_A_VALID];
    f->a_op = (unsigned)v[CL_A_OP];
    f->ashift = (unsigned)v[CL_ASHIFT];
    f->b_buffer = (unsigned)v[CL_B_BUF];
    f->b_op = (unsigned)v[CL_B_OP];
}

ptxsel_status ptxsel_tcgen05_coll_validate(uint32_t w, char *msg, size_t len)
{
    return word_validate(&word_tc_coll, w, msg, len) ? PTXSEL_OK : PTXSEL_INVALID;
}

/* ------------------------------------------------------------ qualifiers */

/* Row property: the scale-vector text of a block-scale row (".block16",
 * ".block32", from its template's %W{...}: FormRow.wvec), "" when none. */
size_t tcgen05_row_vec(const FormRow *r, const char **text)
{
    *text = r->wvec ? r->wvec : "";
    return strlen(*text);
}

void tcgen05_mma_quals(StrBuf *b, uint32_t ctrl, uint32_t coll, const char *vec, size_t vecn, bool print)
{
    ptxsel_tcgen05_ctrl c;
    ptxsel_tcgen05_coll k;
    ptxsel_tcgen05_ctrl_decode(ctrl, &c);
    ptxsel_tcgen05_coll_decode(coll, &k);
    if (c.weight_stationary)
        sb_puts(b, ".ws");
    if (c.sparse)
        sb_puts(b, ".sp");
    sb_printf(b, ".cta_group::%u.kind::%s", c.cta_group, c.kind < TC_NKINDS ? tcgen05_kind_names[c.kind] : "?");
    if (c.block_scale) {
        sb_puts(b, ".block_scale");
        if (c.scale_vec)
            sb_printf(b, ".scale_vec::%s", tcgen05_vec_names[c.scale_vec]);
        else
            sb_putn(b, vec, vecn);
    }
    /* .ashift before the collector usage, as upstream's llc prints it
     * (ptxas 13 takes either order) */
    if (k.ashift)
        sb_puts(b, ".ashift");
    if (c.weight_stationary && (print || k.b_buffer || k.b_op))
        sb_printf(b, ".collector::b%u::%s", k.b_buffer, tcgen05_coll_ops[k.b_op]);
    /* the printer spells collector::a whenever it was requested (even
     * discard, as upstream); diagnostics leave out the default discard */
    if (k.a_valid && (print || k.a_op))
        sb_printf(b, ".collector::a::%s", tcgen05_coll_ops[k.a_op]);
}

void tcgen05_print_quals(StrBuf *out, const MInst *in, const char *vec, size_t vecn)
{
    tcgen05_mma_quals(out, in->ctrl, in->coll, vec, vecn, true);
}

char *tcgen05_mma_spelling(Arena *a, const FormRow *r, uint32_t ctrl, uint32_t coll)
{
    StrBuf b = {0};
    const char *vec;
    size_t vn = tcgen05_row_vec(r, &vec);
    ptxsel_tcgen05_ctrl c;
    ptxsel_tcgen05_ctrl_decode(ctrl, &c);
    sb_puts(&b, "tcgen05.mma");
    tcgen05_mma_quals(&b, ctrl, coll, vec, vn, false);
    /* a tensor A is implied by ashift */
    if (c.a_tmem && !(coll >> TC_COLL_ASHIFT & 1))
        sb_puts(&b, tcgen05_plus_names[TC_PLUS_TENSOR]);
    if (c.scale_input_acc)
        sb_puts(&b, tcgen05_plus_names[TC_PLUS_SCALE_D]);
    if (c.disable_output_lane)
        sb_puts(&b, tcgen05_plus_names[TC_PLUS_DOL]);
    if (c.weight_stationary && r->role == ROLE_tcgen05_zero_col_mask)
        sb_puts(&b, tcgen05_plus_names[TC_PLUS_ZCM]);
    char *s = arena_strdup(a, b.p ? b.p : "");
    sb_free(&b);
    return s;
}

/* ------------------------------------------------------------ SM100 SMEM descriptor */

static const uint64_t umma_layouts[] = {0, 1, 2, 4, 6};
enum { UD_START, UD_LBO, UD_SBO, UD_VERSION, UD_BASE, UD_LBO_MODE, UD_LAYOUT, UD_N };
static const WordField umma_fields[UD_N] = {
    [UD_START] = {.name = "start address", .shift = 0, .width = 14, .unit_log2 = 4, .bytes = true},
    [UD_LBO] = {.name = "leading byte offset", .shift = 16, .width = 14, .unit_log2 = 4, .bytes = true},
    [UD_SBO] = {.name = "stride byte offset", .shift = 32, .width = 14, .unit_log2 = 4, .bytes = true},
    [UD_VERSION] = {.name = "version", .shift = 46, .width = 3, .fixed = true, .lo = 1, .hi = 1,
                    .vmsg = "umma-desc version (bits %B) is %V, must be 1"},
    [UD_BASE] = {.name = "base offset", .shift = 49, .width = 3, .hi = 7, .dom = "0..7"},
    [UD_LBO_MODE] = {.name = "lbo mode", .shift = 52, .width = 1, .hi = 1, .dom = "0..1"},
    [UD_LAYOUT] = {.name = "layout", .shift = 61, .width = 3, .set = umma_layouts, .nset = 5, .dom = "{0, 1, 2, 4, 6}",
                   .vmsg = "umma-desc layout (bits %B) %V is not a layout (0, 1, 2, 4, 6)"},
};
const WordLayout word_umma_desc = {"umma-desc", "umma-desc", 64, umma_fields, UD_N};

ptxsel_status ptxsel_umma_desc(const ptxsel_umma_desc_fields *f, uint64_t *out, char *err, size_t errlen)
{
    if (!f || !out) {
        if (err && errlen)
            snprintf(err, errlen, "ptxsel_umma_desc: %s is NULL", !f ? "fields" : "out");
        return PTXSEL_USAGE;
    }
    const uint64_t v[UD_N] = {f->start_addr, f->lbo, f->sbo, 1, f->base_offset, f->lbo_mode, f->layout};
    return word_pack(&word_umma_desc, v, out, err, errlen) ? PTXSEL_OK : PTXSEL_INVALID;
}

void ptxsel_umma_desc_decode(uint64_t d, ptxsel_umma_desc_fields *f)
{
    if (!f)
        return;
    uint64_t v[UD_N];
    word_decode(&word_umma_desc, d, v);
    f->start_addr = (uint32_t)v[UD_START];
    f->lbo = (uint32_t)v[UD_LBO];
    f->sbo = (uint32_t)v[UD_SBO];
    f->version = (unsigned)v[UD_VERSION];
    f->base_offset = (unsigned)v[UD_BASE];
    f->lbo_mode = (unsigned)v[UD_LBO_MODE];
    f->layout = (unsigned)v[UD_LAYOUT];
}

ptxsel_status ptxsel_umma_desc_validate(uint64_t d, char *msg, size_t len)
{
    return word_validate(&word_umma_desc, d, msg, len) ? PTXSEL_OK : PTXSEL_INVALID;
}

const char *ptxsel_umma_layout_name(unsigned l)
{
    static const char *const names[] = {"none", "128B_base32B", "128B", NULL, "64B", NULL, "32B", NULL};
    return l < 8 ? names[l] : NULL;
}

/* ------------------------------------------------------------ instruction descriptor */

/* M of some tcgen05.mma shape (32 for .ws, 64 and 128 for cta_group::1, 128
 * and 256 for cta_group::2); bits 6, 23 and 29 are reserved. */
static const uint64_t idesc_ms[] = {32, 64, 128, 256};
enum { ID_SPSEL, ID_SPARSE, ID_SAT, ID_DFMT, ID_AFMT, ID_BFMT, ID_NEGA, ID_NEGB, ID_AMAJ, ID_BMAJ, ID_SHIFT, ID_NN,
       ID_MM, ID_COUNT };
#define ID_BIT(nm, sh) {.name = (nm), .shift = (sh), .width = 1, .hi = 1, .dom = "0..1"}
static const WordField idesc_fields[ID_COUNT] = {
    [ID_SPSEL] = {.name = "sparsity selector", .shift = 0, .width = 2, .hi = 3, .dom = "0..3"},
    [ID_SPARSE] = ID_BIT("sparsity", 2),
    [ID_SAT] = ID_BIT("saturate", 3),
    [ID_DFMT] = {.name = "D format", .shift = 4, .width = 2, .hi = 2, .dom = "0..2",
                 .vmsg = "idesc D format %V is not a format (0 f16, 1 f32, 2 s32)"},
    [ID_AFMT] = {.name = "A format", .shift = 7, .width = 3, .hi = 7, .dom = "0..7"},
    [ID_BFMT] = {.name = "B format", .shift = 10, .width = 3, .hi = 7, .dom = "0..7"},
    [ID_NEGA] = ID_BIT("negate A", 13),
    [ID_NEGB] = ID_BIT("negate B", 14),
    [ID_AMAJ] = ID_BIT("A major", 15),
    [ID_BMAJ] = ID_BIT("B major", 16),
    [ID_SHIFT] = {.name = "max shift", .shift = 30, .width = 2, .hi = 3, .dom = "0..3"},
    [ID_NN] = {.name = "N", .shift = 17, .width = 6, .unit_log2 = 3, .lo = 8, .hi = 256, .dom = "8..256",
               .packmsg = "%N %F %V is not a multiple of %U in %D",
               .vmsg = "idesc N %V (bits %B = N >> 3) is not in 8..256"},
    [ID_MM] = {.name = "M", .shift = 24, .width = 5, .unit_log2 = 4, .set = idesc_ms, .nset = 4,
               .dom = "32, 64, 128, 256", .packmsg = "%N %F %V is not one of %D",
               .vmsg = "idesc M %V (bits %B = M >> 4) is not one of 32, 64, 128, 256"},
};
const WordLayout word_idesc = {"idesc", "idesc", 32, idesc_fields, ID_COUNT};

ptxsel_status ptxsel_idesc(const ptxsel_idesc_fields *f, uint32_t *out, char *err, size_t errlen)
{
    if (!f || !out) {
        if (err && errlen)
            snprintf(err, errlen, "ptxsel_idesc: %s is NULL", !f ? "fields" : "out");
        return PTXSEL_USAGE;
    }
    const uint64_t v[ID_COUNT] = {f->sparse_sel, f->sparse, f->saturate, f->d_fmt,   f->a_fmt,     f->b_fmt, f->neg_a,
                                  f->neg_b,      f->a_major, f->b_major, f->max_shift, f->n,        f->m};
    return pack32(&word_idesc, v, out, err, errlen);
}

void ptxsel_idesc_decode(uint32_t w, ptxsel_idesc_fields *f)
{
    if (!f)
        return;
    uint64_t v[ID_COUNT];
    word_decode(&word_idesc, w, v);
    f->sparse_sel = (unsigned)v[ID_SPSEL];
    f->sparse = (unsigned)v[ID_SPARSE];
    f->saturate = (unsigned)v[ID_SAT];
    f->d_fmt = (unsigned)v[ID_DFMT];
    f->a_fmt = (unsigned)v[ID_AFMT];
    f->b_fmt = (unsigned)v[ID_BFMT];
    f->neg_a = (unsigned)v[ID_NEGA];
    f->neg_b = (unsigned)v[ID_NEGB];
    f->a_major = (unsigned)v[ID_AMAJ];
    f->b_major = (unsigned)v[ID_BMAJ];
    f->n = (unsigned)v[ID_NN];
    f->m = (unsigned)v[ID_MM];
    f->max_shift = (unsigned)v[ID_SHIFT];
}

ptxsel_status ptxsel_idesc_validate(uint32_t w, char *msg, size_t len)
{
    return word_validate(&word_idesc, w, msg, len) ? PTXSEL_OK : PTXSEL_INVALID;
}
