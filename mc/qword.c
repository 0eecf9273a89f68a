/*
 * Control words of the instruction families: one engine for every word a
 * 'word' declaration of tablegen-data/ makes (WGMMA, TMA, mbarrier,
 * tcgen05, the memory operations). A word holds one field per qualifier
 * slot, in PTX's qualifier order; field value k is the slot's k-th
 * spelling, 0 its absence; field 0 is the opcode.
 * Consumes: a word (QualWord) and a value, or a spelling.
 * Produces: the mnemonic or form key the value spells, what its qualifiers
 *           need (feature bits, PTX), the value of a spelling, messages.
 * Guarantees: pure functions over generated tables; a value with reserved
 *           bits, a field index past its spellings or no opcode is refused
 *           (mc/fields.c word_validate over the same fields), never spelled.
 */
#include <stdio.h>
#include <string.h>

#include "internal.h"
#include "qualtok.h"

uint64_t qword_field(const QualWord *w, size_t i, uint64_t word)
{
    const QualField *f = &w->f[i];
    uint64_t mask = f->width >= 64 ? ~0ull : (1ull << f->width) - 1;
    return word >> f->shift & mask;
}

bool qword_is(const QualWord *w, size_t i, uint64_t word, const char *spell)
{
    uint64_t v = qword_field(w, i, word);
    if (!spell)
        return true;
    return !*spell ? !v : v && v <= w->f[i].nv && !strcmp(w->f[i].v[v - 1].spell, spell);
}

bool qword_validate(const QualWord *w, uint64_t word, char *msg, size_t len)
{
    return word_validate(&w->layout, word, msg, len);
}

bool qword_spell(StrBuf *b, const QualWord *w, uint64_t word, bool print, char *msg, size_t len)
{
    if (!qword_validate(w, word, msg, len))
        return false;
    for (size_t i = 0; i < w->nf; i++) {
        uint64_t v = qword_field(w, i, word);
        if (!v || (print && w->f[i].key_only))
            continue;
        const char *s = w->f[i].v[v - 1].spell;
        if (i && s[0] != '+')
            sb_putc(b, '.');
        sb_puts(b, s);
    }
    return true;
}

void qword_needs(const QualWord *w, uint64_t word, ptxsel_features *req, unsigned *ptx)
{
    for (size_t i = 0; i < w->nf; i++) {
        uint64_t v = qword_field(w, i, word);
        if (!v || v > w->f[i].nv)
            continue;
        const QualValue *q = &w->f[i].v[v - 1];
        for (size_t k = 0; k < PTXSEL_FEATURE_WORDS; k++)
            req->w[k] |= q->req.w[k];
        if (q->ptx > *ptx)
            *ptx = q->ptx;
    }
}

const QualValue *qword_needing(const QualWord *w, uint64_t word, int bit, const QualField **field)
{
    for (size_t i = 0; i < w->nf && bit >= 0; i++) {
        uint64_t v = qword_field(w, i, word);
        if (v && v <= w->f[i].nv && feat_has(&w->f[i].v[v - 1].req, bit)) {
            if (field)
                *field = &w->f[i];
            return &w->f[i].v[v - 1];
        }
    }
    return NULL;
}

/* The qualifiers after the opcode in any order into *word (which holds the
 * opcode): each goes to the first field, in field order, that spells it and
 * is still empty. False when one has no such field. */
static bool qword_parse_any_order(const QualWord *w, const char *p, uint64_t *word)
{
    uint64_t acc = *word & ((w->f[0].width >= 64 ? ~0ull : (1ull << w->f[0].width) - 1) << w->f[0].shift);
    while (*p) {
        char tok[128];
        p = qual_next_token(p, tok, sizeof tok);
        size_t v = 0, j = 1;
        for (; j < w->nf && !v; j++)
            for (size_t k = 0; k < w->f[j].nv && !v; k++)
                if (!strcmp(w->f[j].v[k].spell, tok) && !qword_field(w, j, acc))
                    v = k + 1;
        if (!v)
            return false;
        acc |= (uint64_t)v << w->f[j - 1].shift;
    }
    *word = acc;
    return true;
}

bool qword_parse(const QualWord *w, const char *s, uint64_t *out, char *msg, size_t len)
{
    const QualField *op = &w->f[0];
    size_t best = 0, blen = 0;
    for (size_t v = 0; v < op->nv; v++) {
        size_t l = strlen(op->v[v].spell);
        if (l > blen && qual_op_prefix(s, op->v[v].spell, l))
            best = v + 1, blen = l;
    }
    if (!best) {
        snprintf(msg, len, "'%.200s' starts with no opcode of the %s word", s, w->name);
        return false;
    }
    uint64_t word = (uint64_t)best << op->shift;
    size_t pos = 1;
    for (const char *p = s + blen; *p;) {
        char tok[128];
        p = qual_next_token(p, tok, sizeof tok);
        size_t j = pos, v = 0;
        for (; j < w->nf && !v; j++)
            for (size_t k = 0; k < w->f[j].nv && !v; k++)
                if (!strcmp(w->f[j].v[k].spell, tok))
                    v = k + 1;
        if (!v) {
            /* qualifiers out of PTX's order: each to the first field still
             * empty that spells it (a spelling is the same instruction in
             * any order; two of one field are still refused) */
            if (qword_parse_any_order(w, s + blen, &word))
                break;
            snprintf(msg, len, "'%s' in '%.200s' is no qualifier of the %s word after its %s field", tok, s, w->name,
                     w->f[pos - 1].name);
            return false;
        }
        pos = j;
        word |= (uint64_t)v << w->f[pos - 1].shift;
    }
    *out = word;
    return true;
}

int qword_find(const char *name)
{
    for (int i = 0; i < QW_COUNT; i++)
        if (!strcmp(form_qwords[i].name, name))
            return i;
    return -1;
}

const char *gate_message(unsigned fam, int bit)
{
    for (size_t i = 0; i < form_ngate_messages; i++)
        if (form_gate_messages[i].fam == fam && (int)form_gate_messages[i].bit == bit)
            return form_gate_messages[i].text;
    return NULL;
}

/* ------------------------------------------------------------ public API */

const char *ptxsel_ctrl_family(size_t i)
{
    return i < QW_COUNT ? form_qwords[i].name : NULL;
}

/* qword_spell into a caller's buffer (truncated, NUL-terminated): the
 * public entry points allocate nothing. */
static void spell_buf(const QualWord *w, uint64_t word, bool print, char *out, size_t len)
{
    if (!out || !len)
        return;
    size_t n = 0;
    out[0] = 0;
    for (size_t i = 0; i < w->nf; i++) {
        uint64_t v = qword_field(w, i, word);
        if (!v || (print && w->f[i].key_only))
            continue;
        const char *s = w->f[i].v[v - 1].spell;
        int k = snprintf(out + n, len - n, "%s%s", i && s[0] != '+' ? "." : "", s);
        if (k < 0 || (size_t)k >= len - n)
            return;
        n += (size_t)k;
    }
}

/* The word of a family name, or -1 with the message. */
static int family_word(const char *family, char *msg, size_t msglen)
{
    int k = family ? qword_find(family) : -1;
    if (k < 0 && msg && msglen)
        snprintf(msg, msglen, "no control word for family '%.64s'", family ? family : "(null)");
    return k;
}

static void put_msg(char *buf, size_t len, const char *s)
{
    if (buf && len)
        snprintf(buf, len, "%s", s);
}

ptxsel_status ptxsel_ctrl_decode(const char *family, uint64_t word, ptxsel_ctrl_field *fields, size_t cap,
                                 size_t *nfields, char *name, size_t namelen, char *mnemonic, size_t mnemoniclen,
                                 char *msg, size_t msglen)
{
    put_msg(name, namelen, "");
    put_msg(mnemonic, mnemoniclen, "");
    put_msg(msg, msglen, "");
    int k = family_word(family, msg, msglen);
    if (k < 0)
        return PTXSEL_UNKNOWN;
    const QualWord *w = &form_qwords[k];
    if (nfields)
        *nfields = w->nf;
    for (size_t i = 0; fields && i < w->nf && i < cap; i++) {
        const QualField *f = &w->f[i];
        ptxsel_ctrl_field *o = &fields[i];
        memset(o, 0, sizeof *o);
        o->name = f->name;
        o->shift = f->shift;
        o->width = f->width;
        o->value = (unsigned)qword_field(w, i, word);
        o->nvalues = f->nv;
        o->key_only = f->key_only;
        if (o->value && o->value <= f->nv) {
            o->spelling = f->v[o->value - 1].spell;
            o->requires = f->v[o->value - 1].req;
            o->min_ptx = f->v[o->value - 1].ptx;
        }
    }
    char why[160];
    if (!qword_validate(w, word, why, sizeof why)) {
        put_msg(msg, msglen, why);
        return PTXSEL_INVALID;
    }
    spell_buf(w, word, false, name, namelen);
    spell_buf(w, word, true, mnemonic, mnemoniclen);
    return PTXSEL_OK;
}

ptxsel_status ptxsel_ctrl_encode(const char *family, const char *spelling, uint64_t *word, char *msg, size_t msglen)
{
    put_msg(msg, msglen, "");
    int k = family_word(family, msg, msglen);
    if (k < 0)
        return PTXSEL_UNKNOWN;
    if (!spelling || !word) {
        put_msg(msg, msglen, "ptxsel_ctrl_encode: spelling and word must not be NULL");
        return PTXSEL_USAGE;
    }
    char why[320];
    uint64_t w;
    if (!qword_parse(&form_qwords[k], spelling, &w, why, sizeof why)) {
        put_msg(msg, msglen, why);
        return PTXSEL_USAGE;
    }
    *word = w;
    return PTXSEL_OK;
}

ptxsel_status ptxsel_form_ctrl(size_t i, const char **family, uint64_t *word)
{
    if (i >= ptxsel_form_nrows)
        return PTXSEL_UNKNOWN;
    const FormRow *r = &ptxsel_form_rows[ptxsel_form_by_key[i]];
    if (r->qword == QW_NONE)
        return PTXSEL_UNKNOWN;
    if (family)
        *family = form_qwords[r->qword].name;
    if (word)
        *word = r->word;
    return PTXSEL_OK;
}
