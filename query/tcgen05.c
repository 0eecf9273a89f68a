/*
 * tcgen05.mma spellings: the query layer's family hook for the one row per
 * operand shape whose qualifiers live in the control / collector words.
 * Consumes: a PTX spelling ("tcgen05.mma.cta_group::1.kind::f16+tensor"),
 *           its qualifiers in any order.
 * Produces: the row of its operand shape and the packed words (parse); every
 *           spelling of the qualifier space PTX has (enumerate).
 * Guarantees: pure functions; a spelling that is not tcgen05.mma is left to
 *           the other resolvers (0), a malformed one is a usage message (-1).
 *           The qualifier names are mc/tcgen05.c's, the same the printer and
 *           the verifier's messages spell.
 */
#include <stdio.h>
#include <string.h>

#include "query.h"

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
 * [.ashift][.collector::a::OP|.collector::bN::OP][+tensor][+scale_d][+disable_output_lane][+zero_col_mask]",
 * the qualifiers in any order (put in this order first), into the row of its
 * operand shape and the words. */
/* The place of a qualifier in PTX's (llc's) order; the '+' operand
 * suffixes after every qualifier, in their own order. */
static int qual_rank(const char *q, size_t n)
{
    static const char *const pre[] = {".ws", ".sp", ".cta_group::", ".kind::", ".block_scale", ".scale_vec::",
                                      ".block16", ".block32", ".ashift", ".collector::"};
    for (size_t i = 0; i < countof(pre); i++) {
        size_t l = strlen(pre[i]);
        bool prefix = pre[i][l - 1] == ':';
        if (prefix ? n > l && !strncmp(q, pre[i], l) : n == l && !strncmp(q, pre[i], l))
            return (int)i;
    }
    for (size_t i = 0; i < TC_NPLUS; i++)
        if (n == strlen(tcgen05_plus_names[i]) && !strncmp(q, tcgen05_plus_names[i], n))
            return 20 + (int)i;
    return 40; /* unknown: the parse below names it malformed */
}

/* The spelling with its qualifiers in PTX's order: ptxsel-query takes them
 * in any order. False when too long. */
static bool canonical_order(const char *spelling, char *out, size_t cap)
{
    const char *q[64];
    size_t qn[64], n = 0;
    const char *p = spelling + strlen("tcgen05.mma");
    while (*p) {
        const char *e = p + 1;
        while (*e && *e != '.' && *e != '+')
            e++;
        if (n == countof(q))
            return false;
        q[n] = p;
        qn[n++] = (size_t)(e - p);
        p = e;
    }
    /* stable insertion sort by rank */
    for (size_t i = 1; i < n; i++)
        for (size_t j = i; j > 0 && qual_rank(q[j - 1], qn[j - 1]) > qual_rank(q[j], qn[j]); j--) {
            const char *t = q[j];
            size_t tn = qn[j];
            q[j] = q[j - 1], qn[j] = qn[j - 1];
            q[j - 1] = t, qn[j - 1] = tn;
        }
    size_t k = (size_t)snprintf(out, cap, "tcgen05.mma");
    for (size_t i = 0; i < n; i++) {
        if (k + qn[i] + 1 > cap)
            return false;
        memcpy(out + k, q[i], qn[i]);
        k += qn[i];
    }
    out[k] = 0;
    return true;
}

int tcgen05_parse_form(const char *spelling, FormInstance *out, char *msg, size_t len)
{
    const char *p = spelling;
    if (!take(&p, "tcgen05.mma") || (*p && *p != '.'))
        return 0;
    char canon[256];
    if (!canonical_order(spelling, canon, sizeof canon)) {
        snprintf(msg, len, "malformed tcgen05.mma form '%.200s' (too long)", spelling);
        return -1;
    }
    p = canon + strlen("tcgen05.mma");
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
        int kd = take_name(&p, tcgen05_kind_names, countof(tcgen05_kind_names));
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
    if (take(&p, ".ashift"))
        k.ashift = 1, c.a_tmem = 1;
    if (take(&p, ".collector::a::")) {
        int op = take_name(&p, tcgen05_coll_ops, countof(tcgen05_coll_ops));
        if (op < 0)
            goto bad;
        k.a_valid = 1;
        k.a_op = (unsigned)op;
    } else if (take(&p, ".collector::b")) {
        if (*p < '0' || *p > '3' || p[1] != ':' || p[2] != ':')
            goto bad;
        k.b_buffer = (unsigned)(*p - '0');
        p += 3;
        int op = take_name(&p, tcgen05_coll_ops, countof(tcgen05_coll_ops));
        if (op < 0)
            goto bad;
        k.b_op = (unsigned)op;
    }
    if (take(&p, tcgen05_plus_names[TC_PLUS_TENSOR]))
        c.a_tmem = 1;
    if (take(&p, tcgen05_plus_names[TC_PLUS_SCALE_D]))
        c.scale_input_acc = 1;
    if (take(&p, tcgen05_plus_names[TC_PLUS_DOL]))
        c.disable_output_lane = 1;
    if (take(&p, tcgen05_plus_names[TC_PLUS_ZCM]))
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
        sb_printf(&b, ".%s.block_scale%s", tcgen05_kind_names[kd], blk);
        if (c.scale_vec)
            sb_printf(&b, ".scale_vec.%cx", tcgen05_vec_names[c.scale_vec][0]);
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
             "[.block_scale[.scale_vec::NX|.block16|.block32]][.ashift][.collector::a::OP|.collector::bN::OP]"
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
            for (size_t kd = 0; kd < countof(tcgen05_kind_names); kd++)
                for (size_t v = 0; v < countof(vecs); v++)
                    for (size_t ca = 0; ca <= countof(tcgen05_coll_ops); ca++)
                        for (size_t a = 0; a < countof(as); a++)
                            for (unsigned ops = 0; ops < (v ? 1u : 4u); ops++) {
                                if (ca)
                                    snprintf(coll, sizeof coll, ".collector::a::%s", tcgen05_coll_ops[ca - 1]);
                                else
                                    coll[0] = 0;
                                /* .ashift is a qualifier (before the collector, as llc
                                 * prints it), +tensor an operand suffix */
                                snprintf(buf, sizeof buf, "tcgen05.mma%s.cta_group::%u.kind::%s%s%s%s%s%s",
                                         sp ? ".sp" : "", cg, tcgen05_kind_names[kd], vecs[v],
                                         a == 2 ? as[2] : "", coll, a == 1 ? as[1] : "",
                                         ops & 1 ? "+scale_d" : "");
                                if (ops & 2)
                                    snprintf(buf + strlen(buf), sizeof buf - strlen(buf), "+disable_output_lane");
                                cb(ud, buf);
                            }
    for (int sp = 0; sp < 2; sp++)
        for (unsigned cg = 1; cg <= 2; cg++)
            for (size_t kd = 0; kd < countof(tcgen05_kind_names); kd++)
                for (unsigned cb_ = 0; cb_ < 16; cb_++)
                    for (int tm = 0; tm < 2; tm++)
                        for (int zcm = 0; zcm < 2; zcm++) {
                            if (cb_)
                                snprintf(coll, sizeof coll, ".collector::b%u::%s", cb_ >> 2, tcgen05_coll_ops[cb_ & 3]);
                            else
                                coll[0] = 0;
                            snprintf(buf, sizeof buf, "tcgen05.mma.ws%s.cta_group::%u.kind::%s%s%s%s", sp ? ".sp" : "",
                                     cg, tcgen05_kind_names[kd], coll, tm ? "+tensor" : "", zcm ? "+zero_col_mask" : "");
                            cb(ud, buf);
                        }
}
