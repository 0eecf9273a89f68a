/*
 * tcgen05 packed words and Blackwell hardware descriptors (docs/encodings.md).
 * Consumes: field values (pack), 32-bit control / collector words and the
 *           64-bit SM100 SMEM descriptor / 32-bit instruction descriptor
 *           (decode, validate), PTX spellings of tcgen05.mma (parse).
 * Produces: the words, their fields, the qualifier text the printer and the
 *           diagnostics use, and the list of tcgen05.mma spellings.
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

static const char *const kind_names[] = {"f16", "tf32", "f8f6f4", "i8", "mxf8f6f4", "mxf4", "mxf4nvf4"};
static const char *const coll_ops[] = {"discard", "lastuse", "fill", "use"};
static const char *const vec_names[] = {"", "1X", "2X", "4X"};

const char *ptxsel_tcgen05_kind_name(unsigned kind)
{
    return kind < countof(kind_names) ? kind_names[kind] : NULL;
}

const char *ptxsel_tcgen05_collector_op_name(unsigned op)
{
    return op < countof(coll_ops) ? coll_ops[op] : NULL;
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
    sb_printf(b, ".cta_group::%u.kind::%s", c.cta_group, c.kind < 7 ? kind_names[c.kind] : "?");
    if (c.block_scale) {
        sb_puts(b, ".block_scale");
        if (c.scale_vec)
            sb_printf(b, ".scale_vec::%s", vec_names[c.scale_vec]);
        else
            sb_putn(b, vec, vecn);
    }
    if (c.weight_stationary && (print || k.b_buffer || k.b_op))
        sb_printf(b, ".collector::b%u::%s", k.b_buffer, coll_ops[k.b_op]);
    /* the printer spells collector::a whenever it was requested (even
     * discard, as upstream); diagnostics leave out the default discard */
    if (k.a_valid && (print || k.a_op))
        sb_printf(b, ".collector::a::%s", coll_ops[k.a_op]);
    if (k.ashift)
        sb_puts(b, ".ashift");
}

void tcgen05_print_quals(StrBuf *out, const MInst *in, const char *vec, size_t vecn)
{
    tcgen05_mma_quals(out, in->ctrl, in->coll, vec, vecn, true);
}

/* "+name" operand-variant suffixes of a spelling, in this order. */
static const char *const plus_names[] = {"+tensor", "+scale_d", "+disable_output_lane", "+zero_col_mask"};

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
        sb_puts(&b, plus_names[0]);
    if (c.scale_input_acc)
        sb_puts(&b, plus_names[1]);
    if (c.disable_output_lane)
        sb_puts(&b, plus_names[2]);
    if (c.weight_stationary && r->role == ROLE_tcgen05_zero_col_mask)
        sb_puts(&b, plus_names[3]);
    char *s = arena_strdup(a, b.p ? b.p : "");
    sb_free(&b);
    return s;
}

/* ------------------------------------------------------------ spellings */

static bool take(const char **p, const char *s)
{
    size_t n = strlen(s);
    if (strncmp(*p, s, n))
        return false;
    *p += n;
    return true;
}

static int take_name(const char **p, const char *const *names, size_t n)
{
    /* longest match first (mxf4nvf4 before mxf4) */
    int best = -1;
    size_t bl = 0;
    for (size_t i = 0; i < n; i++) {
        size_t l = strlen(names[i]);
        if (l > bl && !strncmp(*p, names[i], l) && ((*p)[l] == 0 || (*p)[l] == '.' || (*p)[l] == '+')) {
            best = (int)i;
            bl = l;
        }
    }
    if (best >= 0)
        *p += bl;
    return best;
}

/* Parse "tcgen05.mma[.ws][.sp].cta_group::N.kind::K[.block_scale[.scale_vec::NX|.block16|.block32]]
 * [.collector::a::OP|.collector::bN::OP][.ashift][+tensor][+scale_d][+disable_output_lane][+zero_col_mask]"
 * into the row of its operand shape and the words. */
int tcgen05_parse_form(const char *spelling, FormInstance *out, char *msg, size_t len)
{
    const char *p = spelling;
    if (!take(&p, "tcgen05.mma") || (*p && *p != '.'))
        return 0;
    ptxsel_tcgen05_ctrl c = {0};
    ptxsel_tcgen05_coll k = {0};
    const char *blk = "";
    bool has_cg = false, has_kind = false, zcm = false;
    c.cta_group = 1;
    if (take(&p, ".ws"))
        c.weight_stationary = 1;
    if (take(&p, ".sp"))
        c.sparse = 1;
    if (take(&p, ".cta_group::1"))
        has_cg = true;
    else if (take(&p, ".cta_group::2"))
        has_cg = true, c.cta_group = 2;
    if (take(&p, ".kind::")) {
        int kd = take_name(&p, kind_names, countof(kind_names));
        if (kd < 0)
            goto bad;
        c.kind = (unsigned)kd;
        has_kind = true;
    }
    if (!has_cg || !has_kind) {
        snprintf(msg, len, "malformed tcgen05.mma form '%.200s': .cta_group::N and .kind::K are required, in PTX order", spelling);
        return -1;
    }
    if (take(&p, ".block_scale")) {
        c.block_scale = 1;
        if (take(&p, ".scale_vec::1X"))
            c.scale_vec = 1;
        else if (take(&p, ".scale_vec::2X"))
            c.scale_vec = 2;
        else if (take(&p, ".scale_vec::4X"))
            c.scale_vec = 3;
        else if (take(&p, ".block16"))
            blk = ".block16";
        else if (take(&p, ".block32"))
            blk = ".block32";
    }
    if (take(&p, ".collector::a::")) {
        int op = take_name(&p, coll_ops, countof(coll_ops));
        if (op < 0)
            goto bad;
        k.a_valid = 1;
        k.a_op = (unsigned)op;
    } else if (take(&p, ".collector::b")) {
        if (*p < '0' || *p > '3' || p[1] != ':' || p[2] != ':')
            goto bad;
        k.b_buffer = (unsigned)(*p - '0');
        p += 3;
        int op = take_name(&p, coll_ops, countof(coll_ops));
        if (op < 0)
            goto bad;
        k.b_op = (unsigned)op;
    }
    if (take(&p, ".ashift"))
        k.ashift = 1, c.a_tmem = 1;
    if (take(&p, plus_names[0]))
        c.a_tmem = 1;
    if (take(&p, plus_names[1]))
        c.scale_input_acc = 1;
    if (take(&p, plus_names[2]))
        c.disable_output_lane = 1;
    if (take(&p, plus_names[3]))
        zcm = true;
    if (*p)
        goto bad;
    if (k.b_buffer | k.b_op) {
        if (!c.weight_stationary)
            goto bad;
    }
    if (c.weight_stationary && (k.a_valid || c.scale_input_acc || c.disable_output_lane)) {
        snprintf(msg, len, "malformed tcgen05.mma form '%.200s': .ws takes .collector::bN::OP, not collector::a, "
                 "+scale_d or +disable_output_lane", spelling);
        return -1;
    }
    if (zcm && !c.weight_stationary)
        goto bad;
    if (c.block_scale && (c.scale_input_acc || c.disable_output_lane)) {
        snprintf(msg, len, "malformed tcgen05.mma form '%.200s': .block_scale has no +scale_d or "
                 "+disable_output_lane operands", spelling);
        return -1;
    }
    /* the row of this operand shape: block-scale rows are per kind (a non-MX
     * kind borrows the mxf8f6f4 row; the words carry the kind) */
    char key[160];
    StrBuf b = {0};
    sb_puts(&b, "tcgen05.mma");
    if (c.weight_stationary)
        sb_puts(&b, ".ws");
    if (c.sparse)
        sb_puts(&b, ".sp");
    sb_puts(&b, c.a_tmem ? ".tensor" : ".shared");
    if (c.block_scale) {
        unsigned kd = c.kind >= TC_KIND_MXF8F6F4 ? c.kind : TC_KIND_MXF8F6F4;
        sb_printf(&b, ".%s.block_scale%s", kind_names[kd], blk);
        if (c.scale_vec)
            sb_printf(&b, ".scale_vec.%cx", vec_names[c.scale_vec][0]);
    }
    if (c.scale_input_acc)
        sb_puts(&b, ".scale_d");
    if (c.disable_output_lane)
        sb_printf(&b, ".disable_output_lane.cg%u", c.cta_group);
    if (zcm)
        sb_puts(&b, ".zero_col_mask");
    /* block-scale rows have no .ashift variant: the word carries it */
    if (k.ashift && !c.block_scale && !c.weight_stationary)
        sb_puts(&b, ".ashift");
    snprintf(key, sizeof key, "%s", b.p);
    sb_free(&b);
    int row = form_find_key(key);
    if (row < 0) {
        snprintf(msg, len, "malformed tcgen05.mma form '%.200s': no operand shape %s", spelling, key);
        return -1;
    }
    out->row = (uint32_t)row;
    PTXSEL_ASSERT(ptxsel_tcgen05_ctrl_pack(&c, &out->ctrl, NULL, 0) == PTXSEL_OK);
    PTXSEL_ASSERT(ptxsel_tcgen05_coll_pack(&k, &out->coll, NULL, 0) == PTXSEL_OK);
    return 1;
bad:
    snprintf(msg, len, "malformed tcgen05.mma form '%.200s' (qualifiers: [.ws][.sp].cta_group::N.kind::K"
             "[.block_scale[.scale_vec::NX|.block16|.block32]][.collector::a::OP|.collector::bN::OP][.ashift]"
             "[+tensor][+scale_d][+disable_output_lane][+zero_col_mask])", spelling);
    return -1;
}

/* Every spelling of the qualifier space PTX spells, legal or not (the lattice
 * compares each with ptxas): 5992 spellings.
 *  - plain and .sp, cta_group::1 and ::2, each of the 7 kinds;
 *  - no block scale (with and without +scale_d, with and without
 *    +disable_output_lane) or .block_scale plain / .block16 / .block32 /
 *    .scale_vec::1X / 2X / 4X (PTX's block_scale forms have no scale_d or
 *    disable_output_lane operands);
 *  - collector::a absent or each of discard / lastuse / fill / use;
 *  - A in shared memory, in tensor memory (+tensor), or .ashift (tensor);
 *  - .ws (both CTA groups, every kind, sparse or dense): collector::bN::OP for
 *    every buffer 0..3 and op (b0::discard is the default, spelled by leaving
 *    it out), A shared or tensor, with and without +zero_col_mask. PTX has no
 *    collector::a, ashift, scale_d, disable_output_lane or block_scale on .ws. */
void tcgen05_enum_forms(void (*cb)(void *ud, const char *spelling), void *ud)
{
    static const char *const vecs[] = {"", ".block_scale", ".block_scale.block16", ".block_scale.block32",
                                       ".block_scale.scale_vec::1X", ".block_scale.scale_vec::2X",
                                       ".block_scale.scale_vec::4X"};
    static const char *const as[] = {"", "+tensor", ".ashift"};
    char buf[200], coll[40];
    for (int sp = 0; sp < 2; sp++)
        for (unsigned cg = 1; cg <= 2; cg++)
            for (size_t kd = 0; kd < countof(kind_names); kd++)
                for (size_t v = 0; v < countof(vecs); v++)
                    for (size_t ca = 0; ca <= countof(coll_ops); ca++)
                        for (size_t a = 0; a < countof(as); a++)
                            for (unsigned ops = 0; ops < (v ? 1u : 4u); ops++) {
                                if (ca)
                                    snprintf(coll, sizeof coll, ".collector::a::%s", coll_ops[ca - 1]);
                                else
                                    coll[0] = 0;
                                /* .ashift is a qualifier (after the collector), +tensor an operand suffix */
                                snprintf(buf, sizeof buf, "tcgen05.mma%s.cta_group::%u.kind::%s%s%s%s%s%s",
                                         sp ? ".sp" : "", cg, kind_names[kd], vecs[v], coll,
                                         a == 2 ? as[2] : "", a == 1 ? as[1] : "",
                                         ops & 1 ? "+scale_d" : "");
                                if (ops & 2)
                                    snprintf(buf + strlen(buf), sizeof buf - strlen(buf), "+disable_output_lane");
                                cb(ud, buf);
                            }
    for (int sp = 0; sp < 2; sp++)
        for (unsigned cg = 1; cg <= 2; cg++)
            for (size_t kd = 0; kd < countof(kind_names); kd++)
                for (unsigned cb_ = 0; cb_ < 16; cb_++)
                    for (int tm = 0; tm < 2; tm++)
                        for (int zcm = 0; zcm < 2; zcm++) {
                            if (cb_)
                                snprintf(coll, sizeof coll, ".collector::b%u::%s", cb_ >> 2, coll_ops[cb_ & 3]);
                            else
                                coll[0] = 0;
                            snprintf(buf, sizeof buf, "tcgen05.mma.ws%s.cta_group::%u.kind::%s%s%s%s", sp ? ".sp" : "",
                                     cg, kind_names[kd], coll, tm ? "+tensor" : "", zcm ? "+zero_col_mask" : "");
                            cb(ud, buf);
                        }
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
