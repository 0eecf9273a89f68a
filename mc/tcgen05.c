/*
 * tcgen05 packed words and Blackwell hardware descriptors (docs/encodings.md).
 * Consumes: field values (pack), 32-bit control / collector words and the
 *           64-bit SM100 SMEM descriptor / 32-bit instruction descriptor
 *           (decode, validate), PTX spellings of tcgen05.mma (parse).
 * Produces: the words, their fields, the qualifier text the printer and the
 *           diagnostics use, and the list of tcgen05.mma spellings.
 * Guarantees: pure functions, no global mutable state; pack rejects values
 *           outside a field instead of truncating; validate names the
 *           reserved bits set ("reserved bits set in <word>: 0x...").
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

/* ------------------------------------------------------------ control word */

static void seterr(char *err, size_t len, const char *what, unsigned v, const char *range)
{
    if (err && len)
        snprintf(err, len, "tcgen05 %s %u is outside %s", what, v, range);
}

ptxsel_status ptxsel_tcgen05_ctrl_pack(const ptxsel_tcgen05_ctrl *f, uint32_t *out, char *err, size_t errlen)
{
    if (!f || !out) {
        if (err && errlen)
            snprintf(err, errlen, "ptxsel_tcgen05_ctrl_pack: %s is NULL", !f ? "fields" : "out");
        return PTXSEL_USAGE;
    }
    if (f->cta_group < 1 || f->cta_group > 2)
        return seterr(err, errlen, "cta_group", f->cta_group, "1..2"), PTXSEL_INVALID;
    if (f->scale_vec > 3)
        return seterr(err, errlen, "scale_vec_size", f->scale_vec, "0..3"), PTXSEL_INVALID;
    if (f->kind > TC_KIND_MXF4NVF4)
        return seterr(err, errlen, "mma_kind", f->kind, "0..6"), PTXSEL_INVALID;
    if ((f->scale_input_acc | f->block_scale | f->sparse | f->weight_stationary | f->a_tmem |
         f->disable_output_lane) > 1)
        return seterr(err, errlen, "flag", 2, "0..1"), PTXSEL_INVALID;
    *out = (uint32_t)f->cta_group << TC_CTRL_CTA_GROUP | (uint32_t)f->scale_vec << TC_CTRL_SCALE_VEC |
           (uint32_t)f->scale_input_acc << TC_CTRL_SCALE_INPUT | (uint32_t)f->block_scale << TC_CTRL_BLOCK_SCALE |
           (uint32_t)f->kind << TC_CTRL_KIND | (uint32_t)f->sparse << TC_CTRL_SPARSE |
           (uint32_t)f->weight_stationary << TC_CTRL_WS | (uint32_t)f->a_tmem << TC_CTRL_A_TMEM |
           (uint32_t)f->disable_output_lane << TC_CTRL_DOL;
    return PTXSEL_OK;
}

void ptxsel_tcgen05_ctrl_decode(uint32_t w, ptxsel_tcgen05_ctrl *f)
{
    if (!f)
        return;
    f->cta_group = w >> TC_CTRL_CTA_GROUP & 3;
    f->scale_vec = w >> TC_CTRL_SCALE_VEC & 3;
    f->scale_input_acc = w >> TC_CTRL_SCALE_INPUT & 1;
    f->block_scale = w >> TC_CTRL_BLOCK_SCALE & 1;
    f->kind = w >> TC_CTRL_KIND & 7;
    f->sparse = w >> TC_CTRL_SPARSE & 1;
    f->weight_stationary = w >> TC_CTRL_WS & 1;
    f->a_tmem = w >> TC_CTRL_A_TMEM & 1;
    f->disable_output_lane = w >> TC_CTRL_DOL & 1;
}

ptxsel_status ptxsel_tcgen05_ctrl_validate(uint32_t w, char *msg, size_t len)
{
    uint32_t bad = w & ~TC_CTRL_USED;
    if (bad) {
        if (msg && len)
            snprintf(msg, len, "reserved bits set in ctrl: 0x%08x", bad);
        return PTXSEL_INVALID;
    }
    unsigned cg = w >> TC_CTRL_CTA_GROUP & 3, kind = w >> TC_CTRL_KIND & 7;
    if (cg == 0 || cg == 3) {
        if (msg && len)
            snprintf(msg, len, "invalid cta_group value %u in ctrl: 0x%08x (1 = cta_group::1, 2 = cta_group::2)", cg, w);
        return PTXSEL_INVALID;
    }
    if (kind == 7) {
        if (msg && len)
            snprintf(msg, len, "invalid mma_kind value 7 in ctrl: 0x%08x", w);
        return PTXSEL_INVALID;
    }
    return PTXSEL_OK;
}

/* ------------------------------------------------------------ collector word */

ptxsel_status ptxsel_tcgen05_coll_pack(const ptxsel_tcgen05_coll *f, uint32_t *out, char *err, size_t errlen)
{
    if (!f || !out) {
        if (err && errlen)
            snprintf(err, errlen, "ptxsel_tcgen05_coll_pack: %s is NULL", !f ? "fields" : "out");
        return PTXSEL_USAGE;
    }
    if (f->a_valid > 1 || f->ashift > 1)
        return seterr(err, errlen, "collector flag", f->a_valid > 1 ? f->a_valid : f->ashift, "0..1"), PTXSEL_INVALID;
    if (f->a_op > 3)
        return seterr(err, errlen, "collector_a", f->a_op, "0..3"), PTXSEL_INVALID;
    if (f->b_buffer > 3)
        return seterr(err, errlen, "collector_b buffer", f->b_buffer, "0..3"), PTXSEL_INVALID;
    if (f->b_op > 3)
        return seterr(err, errlen, "collector_b op", f->b_op, "0..3"), PTXSEL_INVALID;
    *out = (uint32_t)f->a_valid << TC_COLL_A_VALID | (uint32_t)f->a_op << TC_COLL_A_OP |
           (uint32_t)f->ashift << TC_COLL_ASHIFT | (uint32_t)f->b_buffer << TC_COLL_B_BUF |
           (uint32_t)f->b_op << TC_COLL_B_OP;
    return PTXSEL_OK;
}

void ptxsel_tcgen05_coll_decode(uint32_t w, ptxsel_tcgen05_coll *f)
{
    if (!f)
        return;
    f->a_valid = w >> TC_COLL_A_VALID & 1;
    f->a_op = w >> TC_COLL_A_OP & 3;
    f->ashift = w >> TC_COLL_ASHIFT & 1;
    f->b_buffer = w >> TC_COLL_B_BUF & 3;
    f->b_op = w >> TC_COLL_B_OP & 3;
}

ptxsel_status ptxsel_tcgen05_coll_validate(uint32_t w, char *msg, size_t len)
{
    uint32_t bad = w & ~TC_COLL_USED;
    if (bad) {
        if (msg && len)
            snprintf(msg, len, "reserved bits set in collector: 0x%08x", bad);
        return PTXSEL_INVALID;
    }
    return PTXSEL_OK;
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

#define UMMA_F14 0x3FFFull
#define UMMA_USED ((UMMA_F14 << 0) | (UMMA_F14 << 16) | (UMMA_F14 << 32) | (7ull << 46) | (7ull << 49) | \
                   (1ull << 52) | (7ull << 61))

static bool umma_bytes(const char *name, uint32_t v, char *err, size_t errlen)
{
    if (v & 0xF) {
        if (err && errlen)
            snprintf(err, errlen, "umma-desc %s 0x%x is not a multiple of 16 bytes", name, v);
        return false;
    }
    if (v >= 0x40000) {
        if (err && errlen)
            snprintf(err, errlen, "umma-desc %s 0x%x does not fit in 14 bits of 16-byte units (max 0x3fff0)", name, v);
        return false;
    }
    return true;
}

static bool umma_layout_ok(unsigned l)
{
    return l == 0 || l == 1 || l == 2 || l == 4 || l == 6;
}

ptxsel_status ptxsel_umma_desc(const ptxsel_umma_desc_fields *f, uint64_t *out, char *err, size_t errlen)
{
    if (!f || !out) {
        if (err && errlen)
            snprintf(err, errlen, "ptxsel_umma_desc: %s is NULL", !f ? "fields" : "out");
        return PTXSEL_USAGE;
    }
    if (!umma_bytes("start address", f->start_addr, err, errlen) || !umma_bytes("leading byte offset", f->lbo, err, errlen) ||
        !umma_bytes("stride byte offset", f->sbo, err, errlen))
        return PTXSEL_INVALID;
    if (f->base_offset > 7 || f->lbo_mode > 1 || !umma_layout_ok(f->layout)) {
        if (err && errlen)
            snprintf(err, errlen, "umma-desc %s %u is outside %s",
                     f->base_offset > 7 ? "base offset" : f->lbo_mode > 1 ? "lbo mode" : "layout",
                     f->base_offset > 7 ? f->base_offset : f->lbo_mode > 1 ? f->lbo_mode : f->layout,
                     f->base_offset > 7 ? "0..7" : f->lbo_mode > 1 ? "0..1" : "{0, 1, 2, 4, 6}");
        return PTXSEL_INVALID;
    }
    *out = (uint64_t)(f->start_addr >> 4) | (uint64_t)(f->lbo >> 4) << 16 | (uint64_t)(f->sbo >> 4) << 32 |
           1ull << 46 | (uint64_t)f->base_offset << 49 | (uint64_t)f->lbo_mode << 52 | (uint64_t)f->layout << 61;
    return PTXSEL_OK;
}

void ptxsel_umma_desc_decode(uint64_t d, ptxsel_umma_desc_fields *f)
{
    if (!f)
        return;
    f->start_addr = (uint32_t)((d & UMMA_F14) << 4);
    f->lbo = (uint32_t)((d >> 16 & UMMA_F14) << 4);
    f->sbo = (uint32_t)((d >> 32 & UMMA_F14) << 4);
    f->version = (unsigned)(d >> 46 & 7);
    f->base_offset = (unsigned)(d >> 49 & 7);
    f->lbo_mode = (unsigned)(d >> 52 & 1);
    f->layout = (unsigned)(d >> 61 & 7);
}

ptxsel_status ptxsel_umma_desc_validate(uint64_t d, char *msg, size_t len)
{
    uint64_t bad = d & ~UMMA_USED;
    if (bad) {
        if (msg && len)
            snprintf(msg, len, "reserved bits set in umma-desc: 0x%016llx", (unsigned long long)bad);
        return PTXSEL_INVALID;
    }
    if ((d >> 46 & 7) != 1) {
        if (msg && len)
            snprintf(msg, len, "umma-desc version (bits 46-48) is %u, must be 1", (unsigned)(d >> 46 & 7));
        return PTXSEL_INVALID;
    }
    if (!umma_layout_ok((unsigned)(d >> 61 & 7))) {
        if (msg && len)
            snprintf(msg, len, "umma-desc layout (bits 61-63) %u is not a layout (0, 1, 2, 4, 6)", (unsigned)(d >> 61 & 7));
        return PTXSEL_INVALID;
    }
    return PTXSEL_OK;
}

const char *ptxsel_umma_layout_name(unsigned l)
{
    static const char *const names[] = {"none", "128B_base32B", "128B", NULL, "64B", NULL, "32B", NULL};
    return l < 8 ? names[l] : NULL;
}

/* ------------------------------------------------------------ instruction descriptor */

#define IDESC_USED (~((1u << 6) | (1u << 23) | (1u << 29)))

static bool idesc_field(const char *name, unsigned v, unsigned max, char *err, size_t errlen)
{
    if (v <= max)
        return true;
    if (err && errlen)
        snprintf(err, errlen, "idesc %s %u is outside 0..%u", name, v, max);
    return false;
}

/* M of some tcgen05.mma shape (PTX ISA "Matrix shape": 32 for .ws, 64 and
 * 128 for cta_group::1, 128 and 256 for cta_group::2). */
static bool idesc_m_legal(unsigned m)
{
    return m == 32 || m == 64 || m == 128 || m == 256;
}

ptxsel_status ptxsel_idesc(const ptxsel_idesc_fields *f, uint32_t *out, char *err, size_t errlen)
{
    if (!f || !out) {
        if (err && errlen)
            snprintf(err, errlen, "ptxsel_idesc: %s is NULL", !f ? "fields" : "out");
        return PTXSEL_USAGE;
    }
    if (!idesc_field("sparsity selector", f->sparse_sel, 3, err, errlen) || !idesc_field("sparsity", f->sparse, 1, err, errlen) ||
        !idesc_field("saturate", f->saturate, 1, err, errlen) || !idesc_field("D format", f->d_fmt, 2, err, errlen) ||
        !idesc_field("A format", f->a_fmt, 7, err, errlen) || !idesc_field("B format", f->b_fmt, 7, err, errlen) ||
        !idesc_field("negate A", f->neg_a, 1, err, errlen) || !idesc_field("negate B", f->neg_b, 1, err, errlen) ||
        !idesc_field("A major", f->a_major, 1, err, errlen) || !idesc_field("B major", f->b_major, 1, err, errlen) ||
        !idesc_field("max shift", f->max_shift, 3, err, errlen))
        return PTXSEL_INVALID;
    if (f->n < 8 || f->n > 256 || f->n % 8) {
        if (err && errlen)
            snprintf(err, errlen, "idesc N %u is not a multiple of 8 in 8..256", f->n);
        return PTXSEL_INVALID;
    }
    if (!idesc_m_legal(f->m)) {
        if (err && errlen)
            snprintf(err, errlen, "idesc M %u is not one of 32, 64, 128, 256", f->m);
        return PTXSEL_INVALID;
    }
    *out = f->sparse_sel | f->sparse << 2 | f->saturate << 3 | f->d_fmt << 4 | f->a_fmt << 7 | f->b_fmt << 10 |
           f->neg_a << 13 | f->neg_b << 14 | f->a_major << 15 | f->b_major << 16 | (f->n >> 3) << 17 |
           (f->m >> 4) << 24 | f->max_shift << 30;
    return PTXSEL_OK;
}

void ptxsel_idesc_decode(uint32_t w, ptxsel_idesc_fields *f)
{
    if (!f)
        return;
    f->sparse_sel = w & 3;
    f->sparse = w >> 2 & 1;
    f->saturate = w >> 3 & 1;
    f->d_fmt = w >> 4 & 3;
    f->a_fmt = w >> 7 & 7;
    f->b_fmt = w >> 10 & 7;
    f->neg_a = w >> 13 & 1;
    f->neg_b = w >> 14 & 1;
    f->a_major = w >> 15 & 1;
    f->b_major = w >> 16 & 1;
    f->n = (w >> 17 & 0x3F) << 3;
    f->m = (w >> 24 & 0x1F) << 4;
    f->max_shift = w >> 30 & 3;
}

ptxsel_status ptxsel_idesc_validate(uint32_t w, char *msg, size_t len)
{
    uint32_t bad = w & ~IDESC_USED;
    if (bad) {
        if (msg && len)
            snprintf(msg, len, "reserved bits set in idesc: 0x%08x", bad);
        return PTXSEL_INVALID;
    }
    if ((w >> 4 & 3) == 3) {
        if (msg && len)
            snprintf(msg, len, "idesc D format 3 is not a format (0 f16, 1 f32, 2 s32)");
        return PTXSEL_INVALID;
    }
    unsigned n = (w >> 17 & 0x3F) << 3, m = (w >> 24 & 0x1F) << 4;
    if (n == 0 || n > 256) {
        if (msg && len)
            snprintf(msg, len, "idesc N %u (bits 17-22 = N >> 3) is not in 8..256", n);
        return PTXSEL_INVALID;
    }
    if (!idesc_m_legal(m)) {
        if (msg && len)
            snprintf(msg, len, "idesc M %u (bits 24-28 = M >> 4) is not one of 32, 64, 128, 256", m);
        return PTXSEL_INVALID;
    }
    return PTXSEL_OK;
}
