/*
 * ptxsel-tblgen: turns the .td files of tablegen-data/ into one C file of form rows.
 *
 * Consumes: the .td files named on the command line (format below) and
 *           targets/features.def (feature names, compiled in).
 * Produces: a C file defining ptxsel_form_rows[], the sorted indices and
 *           the intrinsic names' hash table declared in mc/internal.h
 *           ("generated tables").
 * Guarantees: unknown attributes, unknown feature names, undeclared
 *           families and roles, unknown atype= types, malformed
 *           signatures, duplicate keys or duplicate (irop, irty) / intrinsic
 *           mappings are fatal errors with file:line; output is written to a
 *           temporary and renamed, so a failed run leaves no partial file.
 *
 * Format (line oriented, '#' starts a comment):
 *   form KEY attr=value ... "TEMPLATE"
 *   family NAME / role NAME             (declarations: FormFamily FAM_NAME,
 *                                         FormRole ROLE_NAME in form_ids.h)
 *   axis NAME VAR=v,v,... "PATTERN"     (a table of forms by qualifier index;
 *                                         not inside a foreach: its $VARs are its own)
 *   word NAME family=FAM [whole]         (a family's control word; its fields:)
 *   field WORD NAME [key] SPELLING[@FEAT+FEAT][^PTX] ...
 *   message FAMILY FEATURE "TEXT"        (see "Control words" below)
 *   foreach A,B in x1,y1 x2,y2 ... {     (body lines; $A / ${A} substituted;
 *                                         a field '_' or empty is the empty string)
 *   foreach N in 1..5 {                  (integer range)
 *   }
 * Attributes: family=NAME ir=OPCODE:TYPE intr=NAME sig=RET(ARG,...)
 *   req=bit,bit (or bit+bit, usable inside foreach tuples) ptx=NN flags=convergent,side_effect,nomem,readonly,branch,terminator reason="..."
 *   ptxmax=NN      the last PTX version (x10) that has the form (ptxas drops some
 *                  forms in later versions); the verifier refuses it above that
 *   when=A:V,A:V   the row applies only when immarg argument A equals V (several
 *                  rows may share an intr= name when their when= or sig= differ;
 *                  the selector takes the first row, in file order, that matches;
 *                  rows that also share when= and sig= must differ in req= or
 *                  ptx=: the selector passes over one the target lacks for a
 *                  later one it has, an older spelling of the instruction)
 *   pack=ITEM,...  packed control / collector words (tcgen05.mma; mc/internal.h
 *                  FormRow.pack): C:HEX / K:HEX constant bits, cA@S / kA@S
 *                  immarg argument A shifted left by S
 *   tie=0:A        the result is tied to argument A (same registers): the
 *                  selector copies argument A into the result registers first
 *   role=NAME      what the instruction is to the analyses that recognise
 *                  instructions (FormRow.role); NAME must be declared by a
 *                  'role NAME' line; empty (a foreach field '_') is no role
 *   atype=T        the element type of the A operand (FormRow.atype, FormType
 *                  TY_T; T one of ptx_types[] below): the mma families
 * Computed per row (FormRow fields after role, so that mc/ and verify/ never
 * read instruction text): writes (which operands the instruction writes, from
 * the template), synth_rc (the register class of the key's last type
 * qualifier), max_op / addr_ops / pred_ops (the template's highest operand,
 * those printed as "[%k" and after '|'; at most 32 operands), wvec (the text
 * of %W{TEXT}).
 * Macros (expanded on each line after $variables): @eval(EXPR) integer
 *   arithmetic (+ - * / and parentheses); @list(FIRST,COUNT) the operand list
 *   "%F, %F+1, ..." (COUNT operands, empty when 0); @rep(TEXT,COUNT) TEXT
 *   repeated COUNT times joined by ','. Empty sig= entries are skipped.
 * Signature types: void i1 i8 i16 i32 i64 f16 bf16 f32 f64 ptr ptrN vNiW vNfW sNiW sNfW
 *   h2 / sNh2 (<2 x half> / a struct of N of them, each in one .b32 register),
 *   bh2 (<2 x bfloat> in one .b32 register),
 *   reg:T (T always in a register, constants included), T|p (a result
 *   {T, i1} printed as PTX's "d|p" pair; T i32 or f32), vNT+s (a result
 *   {<N x T>, T}: the vector printed as a {list} operand, then the scalar as
 *   its own operand, so the arguments start at %2),
 *   any, and imm:iW[DOMAIN] for immarg operands, optionally followed by =V
 *   (imm:i32[0..2]=1): the value a synthesised instance of the form uses
 *   (query/instance.c; ptxsel-query can/emit), which otherwise is the row's when=
 *   value, else the domain's low end. Every immarg wider than i1 states its
 *   DOMAIN, the values PTX (ptxas) accepts there: "[ITEM,...]" with items
 *   LO..HI and V (the value is one of them; no such item: any value) and
 *   conditions xM (a multiple of M), pow2 (a power of two), nz (not zero),
 *   or any (every value of the type, as ptxas takes it):
 *   imm:i64[0..9223372036854775807], i32[32..512,pow2], i32[nz,x32], imm:i64[any].
 *   A plain integer operand may state a DOMAIN too (i32[0..15]): a constant
 *   there is printed as an immediate and checked by the machine verifier
 *   (verify/verify.c), as immargs are; a constant in an operand whose PTX
 *   position takes only a register is spelled reg:T (moved into a register
 *   by the selector). Pointers are always registers.
 * Template: "%N" / "%{NN}" is operand N (0 = result when there is one).
 */
#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../mc/intrhash.h" /* intr_name_hash: the name table after ptxsel_form_by_intr */
#include "../mc/qualtok.h"

static const char *const feature_names[] = {
#define FEATURE(name, doc) #name,
#include "../targets/features.def"
#undef FEATURE
};
#define NFEATURES (sizeof(feature_names) / sizeof(feature_names[0]))

typedef struct {
    char *file;
    int line;
    char *text;
} Line;

typedef struct {
    char *key, *tmpl, *family, *irop, *irty, *intr, *sig, *req, *flags, *reason, *when, *pack, *role, *atype;
    int ptx, ptxmax, tie;
    char *file;
    int line;
    /* its control word (assign_words): which word (-1 none), the value, the
     * length of the mnemonic it prints, and the requirement with the
     * word's qualifier requirements folded in */
    int qw;
    uint64_t qval;
    unsigned mnem_len;
    char *effreq;
    int effptx;
} Row;

static Row *rows;
static size_t nrows, caprows;

/* Declared names: 'family NAME' and 'role NAME' lines. A row's family= and
 * role= must name a declared one, so a typo is an error here rather than a
 * verifier that silently never runs. */
typedef struct {
    char *name, *file;
    int line;
} Decl;
static Decl families[64], roles[64];
static size_t nfamilies, nroles;

/* 'axis NAME VAR=v,v,... VAR=... "PATTERN"': a table of form identities over
 * the cartesian product of the values, PATTERN's $VAR substituted (a value
 * '_' is the empty string); a key no row has is FORM_NONE. The selector picks
 * forms from such tables by index instead of building keys. */
#define MAX_AXIS_DIMS 4
typedef struct {
    char *name, *pattern, *file;
    int line;
    size_t ndims;
    char *var[MAX_AXIS_DIMS];
    char **vals[MAX_AXIS_DIMS];
    size_t nvals[MAX_AXIS_DIMS];
} Axis;
static Axis axes[256];
static size_t naxes;

/* Control words ('word' / 'field' lines): a family's modifiers as data
 * (docs/encodings.md "Control words of the instruction families").
 *   word NAME family=FAM [whole]
 *   field WORD NAME [key] VALUE VALUE ...
 * The first field of a word is its opcode (values may contain '.': a row
 * belongs to the word when its family is FAM and its key starts with one of
 * them, the longest, followed by '.', '+' or the end; 'whole': every row of
 * FAM must be in one of FAM's words). The rest of the key is read qualifier by qualifier ('.'-
 * separated; a '+NAME' form suffix is the token "+NAME"), each qualifier the
 * value of the first field, in declaration (PTX) order, at or after the
 * previous one that has it; a qualifier no field takes is an error. Field
 * value 0 is "absent", value k the k-th spelling. A VALUE is
 * SPELLING[@FEATURE[+FEATURE...]][^PTX]: the feature bits and minimum PTX
 * (x10) every instruction with that qualifier needs (folded into the row's
 * requirement; the verifier checks them from the instruction's word). 'key'
 * fields are spelled in the form key but not printed (intrinsic-name
 * suffixes, operand-shape variants such as +rs). The printer prints the
 * mnemonic from the word, so a row's template must start with it.
 *   message FAMILY FEATURE "TEXT"
 * A verifier message of FAMILY's instructions when FEATURE is what the
 * target lacks, in place of the generic one. */
#define MAX_QFIELDS 40
typedef struct {
    char *spell, *req;
    int ptx;
} QVal;
typedef struct {
    char *name;
    int keyonly;
    QVal *v;
    size_t nv;
    unsigned shift, width;
} QField;
typedef struct {
    char *name, *family, *file;
    int line, whole;
    QField f[MAX_QFIELDS];
    size_t nf;
    unsigned bits;
} QWord;
static QWord qwords[16];
static size_t nqwords;
typedef struct {
    char *family, *feature, *text, *file;
    int line;
} GateMsg;
static GateMsg gatemsgs[32];
static size_t ngatemsgs;

static void die(const char *file, int line, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "%s:%d: error: ", file, line);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
    exit(1);
}

static void *xrealloc(void *p, size_t n)
{
    p = realloc(p, n);
    if (!p) {
        fprintf(stderr, "ptxsel-tblgen: out of memory\n");
        exit(1);
    }
    return p;
}

static char *xstrndup(const char *s, size_t n)
{
    char *p = xrealloc(NULL, n + 1);
    memcpy(p, s, n);
    p[n] = 0;
    return p;
}

/* ------------------------------------------------------------ variables */

typedef struct {
    char name[32];
    char value[128];
} Var;

static char *substitute(const char *s, const Var *vars, size_t nvars, const char *file, int line)
{
    size_t cap = strlen(s) * 2 + 64, n = 0;
    char *out = xrealloc(NULL, cap);
    while (*s) {
        if (*s == '$') {
            const char *p = s + 1;
            char name[32];
            size_t k = 0;
            int braced = *p == '{';
            if (braced)
                p++;
            while ((isalnum((unsigned char)*p) || *p == '_') && k + 1 < sizeof name)
                name[k++] = *p++;
            name[k] = 0;
            if (braced) {
                if (*p != '}')
                    die(file, line, "unterminated ${...}");
                p++;
            }
            const char *val = NULL;
            for (size_t i = nvars; i-- > 0;)
                if (!strcmp(vars[i].name, name)) {
                    val = vars[i].value;
                    break;
                }
            if (!val)
                die(file, line, "unknown variable '$%s'", name);
            size_t vl = strlen(val);
            if (n + vl + 1 >= cap)
                out = xrealloc(out, cap = (n + vl) * 2 + 64);
            memcpy(out + n, val, vl);
            n += vl;
            s = p;
            continue;
        }
        if (n + 2 >= cap)
            out = xrealloc(out, cap *= 2);
        out[n++] = *s++;
    }
    out[n] = 0;
    return out;
}

/* ------------------------------------------------------------ tokenizer */

static int next_token(const char **ps, char **tok, const char *file, int line)
{
    const char *s = *ps;
    while (isspace((unsigned char)*s))
        s++;
    if (!*s || *s == '#')
        return 0;
    const char *start = s;
    while (*s && !isspace((unsigned char)*s)) {
        if (*s == '"') {
            s++;
            while (*s && *s != '"') {
                if (*s == '\\' && s[1])
                    s++;
                s++;
            }
            if (*s != '"')
                die(file, line, "unterminated string");
            s++;
        } else {
            s++;
        }
    }
    *tok = xstrndup(start, (size_t)(s - start));
    *ps = s;
    return 1;
}

static char *unquote(const char *v)
{
    size_t n = strlen(v);
    if (n >= 2 && v[0] == '"' && v[n - 1] == '"') {
        char *o = xrealloc(NULL, n);
        size_t k = 0;
        for (size_t i = 1; i + 1 < n; i++) {
            if (v[i] == '\\' && i + 2 < n) {
                i++;
                o[k++] = v[i] == 'n' ? '\n' : v[i] == 't' ? '\t' : v[i];
            } else {
                o[k++] = v[i];
            }
        }
        o[k] = 0;
        return o;
    }
    return xstrndup(v, n);
}

/* ------------------------------------------------------------ macros */

static const char *ev_p;
static const char *ev_file;
static int ev_line;

static long ev_expr(void);
static long ev_atom(void)
{
    while (*ev_p == ' ')
        ev_p++;
    if (*ev_p == '(') {
        ev_p++;
        long v = ev_expr();
        while (*ev_p == ' ')
            ev_p++;
        if (*ev_p != ')')
            die(ev_file, ev_line, "missing ')' in @eval");
        ev_p++;
        return v;
    }
    if (*ev_p == '-') {
        ev_p++;
        return -ev_atom();
    }
    if (!isdigit((unsigned char)*ev_p))
        die(ev_file, ev_line, "bad number in macro expression near '%s'", ev_p);
    char *end;
    long v = strtol(ev_p, &end, 10);
    ev_p = end;
    return v;
}
static long ev_term(void)
{
    long v = ev_atom();
    for (;;) {
        while (*ev_p == ' ')
            ev_p++;
        if (*ev_p == '*') {
            ev_p++;
            v *= ev_atom();
        } else if (*ev_p == '/') {
            ev_p++;
            long d = ev_atom();
            if (!d)
                die(ev_file, ev_line, "division by zero in macro expression");
            v /= d;
        } else
            return v;
    }
}
static long ev_expr(void)
{
    long v = ev_term();
    for (;;) {
        while (*ev_p == ' ')
            ev_p++;
        if (*ev_p == '+') {
            ev_p++;
            v += ev_term();
        } else if (*ev_p == '-') {
            ev_p++;
            v -= ev_term();
        } else
            return v;
    }
}
static long eval_str(const char *s, const char *file, int line)
{
    ev_p = s;
    ev_file = file;
    ev_line = line;
    long v = ev_expr();
    while (*ev_p == ' ')
        ev_p++;
    if (*ev_p)
        die(file, line, "trailing text '%s' in macro expression", ev_p);
    return v;
}

typedef struct {
    char *p;
    size_t n, cap;
} Buf;
static void bput(Buf *b, const char *s, size_t n)
{
    if (b->n + n + 1 > b->cap)
        b->p = xrealloc(b->p, b->cap = (b->n + n) * 2 + 64);
    memcpy(b->p + b->n, s, n);
    b->n += n;
    b->p[b->n] = 0;
}

/* Expand @eval / @list / @rep (innermost first, by recursion on arguments). */
static char *expand_macros(const char *s, const char *file, int line)
{
    static const char *const names[] = {"@eval(", "@list(", "@rep("};
    Buf b = {0};
    bput(&b, "", 0);
    while (*s) {
        int which = -1;
        for (int k = 0; k < 3; k++)
            if (!strncmp(s, names[k], strlen(names[k])))
                which = k;
        if (which < 0) {
            bput(&b, s, 1);
            s++;
            continue;
        }
        s += strlen(names[which]);
        /* split arguments at depth 0 */
        char *args[4];
        int na = 0, depth = 0;
        const char *st = s;
        for (;; s++) {
            if (!*s)
                die(file, line, "unterminated macro %s", names[which]);
            if (*s == '(')
                depth++;
            else if ((*s == ',' && depth == 0) || (*s == ')' && depth == 0)) {
                if (na == 4)
                    die(file, line, "too many macro arguments");
                char *raw = xstrndup(st, (size_t)(s - st));
                args[na++] = expand_macros(raw, file, line);
                free(raw);
                st = s + 1;
                if (*s == ')') {
                    s++;
                    break;
                }
            } else if (*s == ')')
                depth--;
        }
        char num[32];
        if (which == 0) {
            if (na != 1)
                die(file, line, "@eval takes one argument");
            snprintf(num, sizeof num, "%ld", eval_str(args[0], file, line));
            bput(&b, num, strlen(num));
        } else if (which == 1) {
            if (na != 2)
                die(file, line, "@list takes FIRST,COUNT");
            long first = eval_str(args[0], file, line), cnt = eval_str(args[1], file, line);
            for (long k = 0; k < cnt; k++) {
                long o = first + k;
                if (o >= 10)
                    snprintf(num, sizeof num, "%s%%{%ld}", k ? ", " : "", o);
                else
                    snprintf(num, sizeof num, "%s%%%ld", k ? ", " : "", o);
                bput(&b, num, strlen(num));
            }
        } else {
            if (na != 2)
                die(file, line, "@rep takes TEXT,COUNT");
            long cnt = eval_str(args[1], file, line);
            for (long k = 0; k < cnt; k++) {
                if (k)
                    bput(&b, ",", 1);
                bput(&b, args[0], strlen(args[0]));
            }
        }
        for (int k = 0; k < na; k++)
            free(args[k]);
    }
    return b.p;
}

/* atype=: the PTX element types an A operand can have (FormRow.atype, the
 * FormType enum of form_ids.h, TY_NONE first). */
static const char *const ptx_types[] = {"b1", "s4", "u4", "s8", "u8", "s16", "u16", "s32", "u32", "s64",
                                        "u64", "f16", "bf16", "tf32", "e4m3", "e5m2", "e2m3", "e3m2",
                                        "e2m1", "f32", "f64"};
#define NTYPES (sizeof ptx_types / sizeof ptx_types[0])

static unsigned type_index(const char *t)
{
    for (unsigned i = 0; t && i < NTYPES; i++)
        if (!strcmp(ptx_types[i], t))
            return i + 1;
    return 0;
}

static const char *type_list(void)
{
    static char buf[256];
    if (!buf[0])
        for (size_t i = 0; i < NTYPES; i++)
            snprintf(buf + strlen(buf), sizeof buf - strlen(buf), "%s%s", i ? " " : "", ptx_types[i]);
    return buf;
}

static void parse_form(const char *text0, const char *file, int line)
{
    char *expanded = expand_macros(text0, file, line);
    const char *text = expanded;
    Row r;
    memset(&r, 0, sizeof r);
    r.tie = -1;
    r.qw = -1;
    r.file = (char *)file;
    r.line = line;
    const char *s = text;
    char *tok;
    if (!next_token(&s, &tok, file, line) || strcmp(tok, "form"))
        die(file, line, "expected 'form'");
    free(tok);
    if (!next_token(&s, &tok, file, line) || tok[0] == '"')
        die(file, line, "form needs a key");
    r.key = tok;
    while (next_token(&s, &tok, file, line)) {
        if (tok[0] == '"') {
            if (r.tmpl)
                die(file, line, "two templates in one form");
            r.tmpl = unquote(tok);
            free(tok);
            continue;
        }
        char *eq = strchr(tok, '=');
        if (!eq)
            die(file, line, "expected attr=value, got '%s'", tok);
        *eq = 0;
        char *val = unquote(eq + 1);
        if (!strcmp(tok, "family"))
            r.family = val;
        else if (!strcmp(tok, "role")) {
            /* empty (a foreach field '_'): no role, so a tuple can give one
             * to some of the rows it makes */
            r.role = *val ? val : NULL;
        } else if (!strcmp(tok, "atype")) {
            if (!type_index(val))
                die(file, line, "unknown atype '%s' (a PTX element type: %s)", val, type_list());
            r.atype = val;
        }
        else if (!strcmp(tok, "ir")) {
            char *c = strchr(val, ':');
            if (!c)
                die(file, line, "ir= wants OPCODE:TYPE");
            *c = 0;
            r.irop = val;
            r.irty = xstrndup(c + 1, strlen(c + 1));
        } else if (!strcmp(tok, "intr"))
            r.intr = val;
        else if (!strcmp(tok, "sig"))
            r.sig = val;
        else if (!strcmp(tok, "req"))
            r.req = val;
        else if (!strcmp(tok, "flags"))
            r.flags = val;
        else if (!strcmp(tok, "reason"))
            r.reason = val;
        else if (!strcmp(tok, "pack")) {
            /* validate C:HEX / K:HEX / cA@S / kA@S items */
            for (const char *p = val; *p;) {
                char *end = NULL;
                if ((p[0] == 'C' || p[0] == 'K') && p[1] == ':') {
                    strtoul(p + 2, &end, 16);
                    if (end == p + 2)
                        die(file, line, "bad pack=%s (C:HEX, K:HEX, cA@S, kA@S)", val);
                } else if (p[0] == 'c' || p[0] == 'k') {
                    long a = strtol(p + 1, &end, 10);
                    if (end == p + 1 || *end != '@' || a < 0 || a > 63)
                        die(file, line, "bad pack=%s (C:HEX, K:HEX, cA@S, kA@S)", val);
                    const char *q = end + 1;
                    long sh = strtol(q, &end, 10);
                    if (end == q || sh < 0 || sh > 31)
                        die(file, line, "bad pack=%s (C:HEX, K:HEX, cA@S, kA@S)", val);
                } else
                    die(file, line, "bad pack=%s (C:HEX, K:HEX, cA@S, kA@S)", val);
                if (*end && *end != ',')
                    die(file, line, "bad pack=%s (C:HEX, K:HEX, cA@S, kA@S)", val);
                p = *end ? end + 1 : end;
            }
            r.pack = val;
        }
        else if (!strcmp(tok, "when")) {
            /* validate A:V[,A:V] */
            const char *p = val;
            while (*p) {
                char *end;
                long a = strtol(p, &end, 10);
                if (end == p || *end != ':' || a < 0 || a > 63)
                    die(file, line, "bad when=%s (want ARG:VALUE,...)", val);
                p = end + 1;
                strtol(p, &end, 10);
                if (end == p || (*end && *end != ','))
                    die(file, line, "bad when=%s (want ARG:VALUE,...)", val);
                p = *end ? end + 1 : end;
            }
            r.when = val;
        } else if (!strcmp(tok, "tie")) {
            int res, arg;
            char extra;
            if (sscanf(val, "%d:%d%c", &res, &arg, &extra) != 2 || res != 0 || arg < 0 || arg > 63)
                die(file, line, "bad tie=%s (want 0:ARG)", val);
            r.tie = arg;
            free(val);
        }
        else if (!strcmp(tok, "ptx") || !strcmp(tok, "ptxmax")) {
            char *end;
            long v = strtol(val, &end, 10);
            if (*end || v < 0 || v > 200)
                die(file, line, "bad %s=%s", tok, val);
            *(tok[3] ? &r.ptxmax : &r.ptx) = (int)v;
            free(val);
        } else
            die(file, line, "unknown attribute '%s'", tok);
        free(tok);
    }
    if (!r.tmpl)
        die(file, line, "form '%s' has no template", r.key);
    if (r.ptxmax && r.ptxmax < r.ptx)
        die(file, line, "form '%s': ptxmax=%d is below ptx=%d", r.key, r.ptxmax, r.ptx);
    if (!r.family)
        r.family = "ordinary";
    if (r.intr && !r.sig)
        die(file, line, "intrinsic form '%s' needs sig=", r.key);
    if ((r.when || r.tie >= 0 || r.pack) && !r.intr)
        die(file, line, "when= / tie= / pack= need intr=");
    free(expanded);
    if (nrows == caprows)
        rows = xrealloc(rows, (caprows = caprows ? caprows * 2 : 256) * sizeof *rows);
    rows[nrows++] = r;
}


static int is_ident(const char *s)
{
    if (!*s || !(isalpha((unsigned char)*s) || *s == '_'))
        return 0;
    for (; *s; s++)
        if (!isalnum((unsigned char)*s) && *s != '_' && *s != '.')
            return 0;
    return 1;
}

/* 'family NAME' / 'role NAME' */
static void parse_decl(const char *s, const char *file, int line)
{
    char *kw, *name, *extra;
    next_token(&s, &kw, file, line);
    int fam = !strcmp(kw, "family");
    Decl *list = fam ? families : roles;
    size_t *n = fam ? &nfamilies : &nroles;
    if (!next_token(&s, &name, file, line) || !is_ident(name))
        die(file, line, "%s needs a NAME (letters, digits, '_', '.')", kw);
    if (next_token(&s, &extra, file, line))
        die(file, line, "unexpected '%s' after %s %s", extra, kw, name);
    for (size_t i = 0; i < *n; i++)
        if (!strcmp(list[i].name, name))
            die(file, line, "%s '%s' declared twice (first at %s:%d)", kw, name, list[i].file, list[i].line);
    if (*n == 64)
        die(file, line, "too many %s declarations", kw);
    list[(*n)++] = (Decl){name, (char *)file, line};
    free(kw);
}

static void parse_axis(const char *s, const char *file, int line)
{
    char *tok;
    next_token(&s, &tok, file, line);
    free(tok);
    if (naxes == sizeof axes / sizeof axes[0])
        die(file, line, "too many axis tables");
    Axis *a = &axes[naxes];
    memset(a, 0, sizeof *a);
    a->file = (char *)file;
    a->line = line;
    if (!next_token(&s, &a->name, file, line) || !is_ident(a->name) || strchr(a->name, '.'))
        die(file, line, "axis needs a NAME (a C identifier)");
    for (size_t i = 0; i < naxes; i++)
        if (!strcmp(axes[i].name, a->name))
            die(file, line, "axis '%s' declared twice (first at %s:%d)", a->name, axes[i].file, axes[i].line);
    while (next_token(&s, &tok, file, line)) {
        if (tok[0] == '"') {
            if (a->pattern)
                die(file, line, "two patterns in one axis");
            a->pattern = unquote(tok);
            free(tok);
            continue;
        }
        char *eq = strchr(tok, '=');
        if (!eq || eq == tok || a->pattern)
            die(file, line, "axis wants VAR=v,v,... then \"PATTERN\", got '%s'", tok);
        if (a->ndims == MAX_AXIS_DIMS)
            die(file, line, "axis has more than %d variables", MAX_AXIS_DIMS);
        *eq = 0;
        size_t d = a->ndims++;
        a->var[d] = xstrndup(tok, strlen(tok));
        char *v = eq + 1, *next;
        for (; v; v = next) {
            next = strchr(v, ',');
            if (next)
                *next++ = 0;
            a->vals[d] = xrealloc(a->vals[d], (a->nvals[d] + 1) * sizeof *a->vals[d]);
            a->vals[d][a->nvals[d]++] = xstrndup(strcmp(v, "_") ? v : "", strcmp(v, "_") ? strlen(v) : 0);
        }
        free(tok);
    }
    if (!a->pattern || !a->ndims)
        die(file, line, "axis needs VAR=values and a \"PATTERN\"");
    naxes++;
}

static QWord *qword_named(const char *name)
{
    for (size_t i = 0; i < nqwords; i++)
        if (!strcmp(qwords[i].name, name))
            return &qwords[i];
    return NULL;
}

/* 'word NAME family=FAM [whole]' */
static void parse_word(const char *s, const char *file, int line)
{
    char *tok;
    next_token(&s, &tok, file, line);
    free(tok);
    if (nqwords == sizeof qwords / sizeof qwords[0])
        die(file, line, "too many words");
    QWord *w = &qwords[nqwords];
    memset(w, 0, sizeof *w);
    w->file = (char *)file;
    w->line = line;
    if (!next_token(&s, &w->name, file, line) || !is_ident(w->name))
        die(file, line, "word needs a NAME (letters, digits, '_', '.')");
    if (qword_named(w->name))
        die(file, line, "word '%s' declared twice", w->name);
    while (next_token(&s, &tok, file, line)) {
        if (!strncmp(tok, "family=", 7))
            w->family = xstrndup(tok + 7, strlen(tok + 7));
        else if (!strcmp(tok, "whole"))
            w->whole = 1;
        else
            die(file, line, "word %s: unexpected '%s' (family=FAM, whole)", w->name, tok);
        free(tok);
    }
    if (!w->family)
        die(file, line, "word %s needs family=", w->name);
    nqwords++;
}

/* 'field WORD NAME [key] VALUE...' */
static void parse_field(const char *s, const char *file, int line)
{
    char *tok, *wname, *fname;
    next_token(&s, &tok, file, line);
    free(tok);
    if (!next_token(&s, &wname, file, line) || !next_token(&s, &fname, file, line) || !is_ident(fname) ||
        strchr(fname, '.'))
        die(file, line, "field wants WORD NAME [key] VALUE...");
    QWord *w = qword_named(wname);
    if (!w)
        die(file, line, "field of undeclared word '%s' (a 'word NAME' line first)", wname);
    for (size_t i = 0; i < w->nf; i++)
        if (!strcmp(w->f[i].name, fname))
            die(file, line, "word %s: field '%s' declared twice", wname, fname);
    if (w->nf == MAX_QFIELDS)
        die(file, line, "word %s: more than %d fields", wname, MAX_QFIELDS);
    QField *f = &w->f[w->nf];
    memset(f, 0, sizeof *f);
    f->name = fname;
    while (next_token(&s, &tok, file, line)) {
        if (!strcmp(tok, "key") && !f->nv) {
            f->keyonly = 1;
            free(tok);
            continue;
        }
        QVal v = {0};
        char *hat = strchr(tok, '^');
        if (hat) {
            char *end;
            long p = strtol(hat + 1, &end, 10);
            if (end == hat + 1 || *end || p <= 0 || p > 200)
                die(file, line, "bad minimum PTX in '%s' (SPELLING^NN)", tok);
            v.ptx = (int)p;
            *hat = 0;
        }
        char *at = strchr(tok, '@');
        if (at) {
            v.req = xstrndup(at + 1, strlen(at + 1));
            *at = 0;
        }
        if (!*tok)
            die(file, line, "word %s field %s: an empty spelling (absence is value 0)", wname, fname);
        for (size_t k = 0; k < f->nv; k++)
            if (!strcmp(f->v[k].spell, tok))
                die(file, line, "word %s field %s: '%s' listed twice", wname, fname, tok);
        if (w->nf && strchr(tok, '.'))
            die(file, line, "word %s field %s: '%s': only the opcode field takes dotted spellings", wname, fname, tok);
        if (tok[0] == '+' && !f->keyonly)
            die(file, line, "word %s field %s: a '+NAME' suffix belongs to a 'key' field", wname, fname);
        v.spell = xstrndup(tok, strlen(tok));
        f->v = xrealloc(f->v, (f->nv + 1) * sizeof *f->v);
        f->v[f->nv++] = v;
        free(tok);
    }
    if (!f->nv)
        die(file, line, "word %s field %s has no values", wname, fname);
    if (!w->nf && f->keyonly)
        die(file, line, "word %s: the opcode field cannot be a 'key' field", wname);
    w->nf++;
    free(wname);
}

/* 'message FAMILY FEATURE "TEXT"' */
static void parse_message(const char *s, const char *file, int line)
{
    char *tok;
    next_token(&s, &tok, file, line);
    free(tok);
    if (ngatemsgs == sizeof gatemsgs / sizeof gatemsgs[0])
        die(file, line, "too many messages");
    GateMsg *g = &gatemsgs[ngatemsgs];
    g->file = (char *)file;
    g->line = line;
    char *text = NULL;
    if (!next_token(&s, &g->family, file, line) || !next_token(&s, &g->feature, file, line) ||
        !next_token(&s, &text, file, line) || text[0] != '"' || next_token(&s, &tok, file, line))
        die(file, line, "message wants FAMILY FEATURE \"TEXT\"");
    g->text = unquote(text);
    free(text);
    size_t k = 0;
    while (k < NFEATURES && strcmp(feature_names[k], g->feature))
        k++;
    if (k == NFEATURES)
        die(file, line, "message: unknown feature '%s'", g->feature);
    for (size_t i = 0; i < ngatemsgs; i++)
        if (!strcmp(gatemsgs[i].family, g->family) && !strcmp(gatemsgs[i].feature, g->feature))
            die(file, line, "message for %s %s given twice", g->family, g->feature);
    ngatemsgs++;
}

/* Expand lines [lo, hi) with the variables in scope. */
static void expand(Line *lines, size_t lo, size_t hi, Var *vars, size_t nvars)
{
    for (size_t i = lo; i < hi; i++) {
        const char *raw = lines[i].text;
        while (isspace((unsigned char)*raw))
            raw++;
        /* an axis line's $VARs are its own, substituted per entry */
        int is_axis = !strncmp(raw, "axis", 4) && isspace((unsigned char)raw[4]);
        if (is_axis && nvars)
            die(lines[i].file, lines[i].line, "an axis cannot be inside a foreach");
        char *t = is_axis ? xstrndup(raw, strlen(raw)) : substitute(lines[i].text, vars, nvars, lines[i].file, lines[i].line);
        const char *s = t;
        while (isspace((unsigned char)*s))
            s++;
        if (!*s || *s == '#') {
            free(t);
            continue;
        }
        if (!strncmp(s, "foreach", 7) && isspace((unsigned char)s[7])) {
            /* find matching close brace */
            size_t depth = 1, j = i + 1;
            for (; j < hi; j++) {
                const char *u = lines[j].text;
                while (isspace((unsigned char)*u))
                    u++;
                if (!strncmp(u, "foreach", 7))
                    depth++;
                else if (*u == '}' && --depth == 0)
                    break;
            }
            if (j >= hi)
                die(lines[i].file, lines[i].line, "foreach without closing '}'");
            /* parse header: foreach NAMES in VALUES... { */
            char *tok;
            const char *p = s;
            next_token(&p, &tok, lines[i].file, lines[i].line);
            free(tok);
            char *names;
            if (!next_token(&p, &names, lines[i].file, lines[i].line))
                die(lines[i].file, lines[i].line, "foreach needs names");
            if (!next_token(&p, &tok, lines[i].file, lines[i].line) || strcmp(tok, "in"))
                die(lines[i].file, lines[i].line, "foreach needs 'in'");
            free(tok);
            char *nm[8];
            size_t nn = 0;
            for (char *q = strtok(names, ","); q && nn < 8; q = strtok(NULL, ","))
                nm[nn++] = q;
            char *vals[512];
            size_t nv = 0;
            while (next_token(&p, &tok, lines[i].file, lines[i].line)) {
                if (!strcmp(tok, "{")) {
                    free(tok);
                    break;
                }
                char *dots = strstr(tok, "..");
                if (dots && nn == 1 && isdigit((unsigned char)tok[0])) {
                    long a = strtol(tok, NULL, 10), b = strtol(dots + 2, NULL, 10);
                    for (long k = a; k <= b && nv < 512; k++) {
                        char buf[32];
                        snprintf(buf, sizeof buf, "%ld", k);
                        vals[nv++] = xstrndup(buf, strlen(buf));
                    }
                    free(tok);
                } else if (nv < 512) {
                    vals[nv++] = tok;
                } else {
                    die(lines[i].file, lines[i].line, "too many foreach values");
                }
            }
            for (size_t k = 0; k < nv; k++) {
                Var nvars_buf[64];
                if (nvars + nn > 64)
                    die(lines[i].file, lines[i].line, "foreach nested too deep");
                memcpy(nvars_buf, vars, nvars * sizeof *vars);
                char *tuple = xstrndup(vals[k], strlen(vals[k]));
                size_t c = 0;
                /* fields split at ',' keeping empty ones ("cta," when a
                 * substituted variable was empty): '_' is empty too */
                char *next = tuple;
                for (char *q = tuple; next; q = next, c++) {
                    next = strchr(q, ',');
                    if (next)
                        *next++ = 0;
                    if (c >= nn)
                        die(lines[i].file, lines[i].line, "tuple '%s' has too many fields", vals[k]);
                    Var *v = &nvars_buf[nvars + c];
                    snprintf(v->name, sizeof v->name, "%s", nm[c]);
                    snprintf(v->value, sizeof v->value, "%s", strcmp(q, "_") ? q : "");
                }
                if (c != nn)
                    die(lines[i].file, lines[i].line, "tuple '%s' has %zu fields, want %zu", vals[k], c, nn);
                free(tuple);
                expand(lines, i + 1, j, nvars_buf, nvars + nn);
                free(vals[k]);
            }
            free(names);
            free(t);
            i = j;
            continue;
        }
        if (*s == '}')
            die(lines[i].file, lines[i].line, "unbalanced '}'");
        if ((!strncmp(s, "family", 6) && isspace((unsigned char)s[6])) ||
            (!strncmp(s, "role", 4) && isspace((unsigned char)s[4])))
            parse_decl(s, lines[i].file, lines[i].line);
        else if (!strncmp(s, "axis", 4) && isspace((unsigned char)s[4]))
            parse_axis(s, lines[i].file, lines[i].line);
        else if (!strncmp(s, "word", 4) && isspace((unsigned char)s[4]))
            parse_word(s, lines[i].file, lines[i].line);
        else if (!strncmp(s, "field", 5) && isspace((unsigned char)s[5]))
            parse_field(s, lines[i].file, lines[i].line);
        else if (!strncmp(s, "message", 7) && isspace((unsigned char)s[7]))
            parse_message(s, lines[i].file, lines[i].line);
        else
            parse_form(s, lines[i].file, lines[i].line);
        free(t);
    }
}

/* ------------------------------------------------------------ signatures */

#define MAX_DOM 8
typedef struct {
    int kind, bits, is_float, is_imm, as, count, has_def, regform;
    long long lo, hi, def;
    long long dom[2 * MAX_DOM]; /* [LO..HI] / V items: (lo, hi) pairs */
    int ndom, domflags, stated;
    long long mult;
} Sig;

/* A domain "[ITEM,ITEM,...]" (see the header): ranges LO..HI and single
 * values V (their union; none: any value), and conditions every value must
 * meet: xM (a multiple of M), pow2 (a power of two), nz (not zero). lo / hi
 * become the hull of the ranges and values. */
static void parse_domain(const char *t, const char *br, Sig *o, const Row *r)
{
    size_t n = strlen(br);
    if (n < 2 || br[n - 1] != ']')
        die(r->file, r->line, "bad domain in '%s'", t);
    char *buf = xstrndup(br + 1, n - 2), *save = NULL;
    for (char *q = strtok_r(buf, ",", &save); q; q = strtok_r(NULL, ",", &save)) {
        char *end;
        o->stated = 1;
        if (!strcmp(q, "any")) {
            /* every value of the type: stated, not forgotten */
        } else if (!strcmp(q, "pow2")) {
            o->domflags |= 1; /* SIG_DOM_POW2 */
        } else if (!strcmp(q, "nz")) {
            o->domflags |= 2; /* SIG_DOM_NONZERO */
        } else if (q[0] == 'x') {
            o->mult = strtoll(q + 1, &end, 10);
            if (end == q + 1 || *end || o->mult < 2)
                die(r->file, r->line, "bad multiple '%s' in '%s'", q, t);
        } else {
            long long lo = strtoll(q, &end, 10), hi = lo;
            if (end == q)
                die(r->file, r->line, "bad domain item '%s' in '%s'", q, t);
            if (!strncmp(end, "..", 2)) {
                const char *h = end + 2;
                hi = strtoll(h, &end, 10);
                if (end == h)
                    die(r->file, r->line, "bad domain item '%s' in '%s'", q, t);
            }
            if (*end || hi < lo)
                die(r->file, r->line, "bad domain item '%s' in '%s'", q, t);
            if (o->ndom == MAX_DOM)
                die(r->file, r->line, "too many domain items in '%s'", t);
            o->dom[2 * o->ndom] = lo;
            o->dom[2 * o->ndom + 1] = hi;
            if (!o->ndom || lo < o->lo)
                o->lo = lo;
            if (!o->ndom || hi > o->hi)
                o->hi = hi;
            o->ndom++;
        }
    }
    free(buf);
    if (o->kind != 1)
        die(r->file, r->line, "a domain needs an integer operand: '%s'", t);
}

static void parse_sigtype(const char *t, Sig *o, const Row *r)
{
    memset(o, 0, sizeof *o);
    o->as = -1;
    o->lo = 1;
    o->hi = 0;
    if (!strncmp(t, "imm:", 4)) {
        o->is_imm = 1;
        t += 4;
    } else if (!strncmp(t, "reg:", 4)) {
        o->regform = 1; /* SIG_REG_ONLY */
        t += 4;
    }
    char base[64];
    snprintf(base, sizeof base, "%s", t);
    size_t blen = strlen(base);
    int pred_pair = blen > 2 && !strcmp(base + blen - 2, "|p");
    int vec_scalar = blen > 2 && !strcmp(base + blen - 2, "+s");
    if (pred_pair || vec_scalar)
        base[blen - 2] = 0;
    char *eq = strchr(base, '=');
    if (eq) {
        char *end;
        if (!o->is_imm)
            die(r->file, r->line, "a default value (=V) needs an immarg: '%s'", t);
        o->def = strtoll(eq + 1, &end, 10);
        if (end == eq + 1 || *end)
            die(r->file, r->line, "bad default value in '%s'", t);
        o->has_def = 1;
        *eq = 0;
    }
    char *br = strchr(base, '['), *dom = NULL;
    if (br) {
        dom = xstrndup(br, strlen(br));
        *br = 0;
    }
    if (!strcmp(base, "void"))
        o->kind = 0;
    else if (!strcmp(base, "any"))
        o->kind = 6;
    else if (!strcmp(base, "h2") || !strcmp(base, "bh2")) {
        /* <2 x half> (bh2: <2 x bfloat>, is_float 2) in one .b32 register (SIG_REG_HALF2) */
        o->kind = 1;
        o->bits = 32;
        o->regform = 2;
        o->is_float = base[0] == 'b' ? 2 : 0;
    } else if (base[0] == 'i' && isdigit((unsigned char)base[1])) {
        o->kind = 1;
        o->bits = atoi(base + 1);
    } else if (!strcmp(base, "f16") || !strcmp(base, "f32") || !strcmp(base, "f64")) {
        o->kind = 2;
        o->bits = atoi(base + 1);
    } else if (!strcmp(base, "bf16")) {
        o->kind = 2;
        o->bits = 16;
        o->is_float = 2;
    } else if (!strncmp(base, "ptr", 3)) {
        /* ptrN: a pointer to address space N; ptrNw32: one the data layout
         * makes 32-bit (the row is chosen only for such a pointer) */
        o->kind = 3;
        o->bits = 64;
        if (base[3])
            o->as = atoi(base + 3);
        const char *w = strchr(base + 3, 'w');
        if (w) {
            if (strcmp(w, "w32") || !isdigit((unsigned char)base[3]))
                die(r->file, r->line, "bad pointer type '%s' (ptrN or ptrNw32)", t);
            o->bits = 32;
        }
    } else if (base[0] == 'v' && isdigit((unsigned char)base[1])) {
        char *p = base + 1;
        o->kind = 4;
        o->count = (int)strtol(p, &p, 10);
        if (*p == 'i' || *p == 'f') {
            o->is_float = *p == 'f';
            o->bits = atoi(p + 1);
        } else
            die(r->file, r->line, "bad vector type '%s'", t);
    } else if (base[0] == 's' && isdigit((unsigned char)base[1])) {
        /* sNiW: literal struct of N scalars */
        char *p = base + 1;
        o->kind = 5;
        o->count = (int)strtol(p, &p, 10);
        if (!strcmp(p, "h2")) {
            o->bits = 32;
            o->regform = 2;
        } else if (*p == 'i' || *p == 'f') {
            o->is_float = *p == 'f';
            o->bits = atoi(p + 1);
        } else
            die(r->file, r->line, "bad struct type '%s'", t);
    } else
        die(r->file, r->line, "unknown signature type '%s'", t);
    if (pred_pair) {
        /* T|p: result {T, i1} printed as PTX's "d|p" pair (SIG_REG_PRED_PAIR);
         * kind any, so form synthesis takes its leaves from the template */
        if (o->is_imm || o->regform || (o->kind != 1 && o->kind != 2) || o->bits != 32)
            die(r->file, r->line, "a d|p result needs a 32-bit scalar: '%s'", t);
        o->is_float = o->kind == 2;
        o->kind = 6;
        o->count = 2;
        o->regform = 3;
    }
    if (vec_scalar) {
        /* vNT+s: result {<N x T>, T} (SIG_REG_VEC_SCALAR), two operands */
        if (o->is_imm || o->regform || o->kind != 4)
            die(r->file, r->line, "a {vector, scalar} result needs a vector type: '%s'", t);
        o->regform = 4;
    }
    if (o->is_imm && o->kind != 1)
        die(r->file, r->line, "immarg must be an integer: '%s'", t);
    if (dom) {
        parse_domain(t, dom, o, r);
        free(dom);
    }
    if (o->has_def && o->lo <= o->hi && (o->def < o->lo || o->def > o->hi))
        die(r->file, r->line, "default value outside the range in '%s'", t);
    if (o->is_imm && o->bits > 1 && !o->stated)
        die(r->file, r->line, "immarg '%s' needs its legal set ([LO..HI], values, xM, pow2, nz, any)", t);
}

static int parse_sig(const Row *r, Sig *out, int max)
{
    const char *s = r->sig;
    const char *lp = strchr(s, '(');
    const char *rp = strrchr(s, ')');
    if (!lp || !rp || rp < lp)
        die(r->file, r->line, "bad sig '%s'", s);
    char buf[1024];
    int n = 0;
    snprintf(buf, sizeof buf, "%.*s", (int)(lp - s), s);
    parse_sigtype(buf, &out[n++], r);
    snprintf(buf, sizeof buf, "%.*s", (int)(rp - lp - 1), lp + 1);
    if (buf[0]) {
        /* split at ',' outside [...] (a domain's items) */
        int depth = 0;
        for (char *c = buf; *c; c++) {
            depth += (*c == '[') - (*c == ']');
            if (*c == ',' && !depth)
                *c = '\x01';
        }
        char *save = NULL;
        for (char *q = strtok_r(buf, "\x01", &save); q; q = strtok_r(NULL, "\x01", &save)) {
            if (n >= max)
                die(r->file, r->line, "too many operands in sig");
            parse_sigtype(q, &out[n++], r);
            if (out[n - 1].regform == 3 || out[n - 1].regform == 4)
                die(r->file, r->line, "'%s' is a result type, not an argument type", q);
        }
    }
    return n;
}

/* ------------------------------------------------------------ output */

/* A C literal for v (INT64_MIN has none of its own); static buffer, so one per call. */
static const char *ll_lit(long long v)
{
    static char buf[4][48];
    static int k;
    char *b = buf[k++ & 3];
    if (v == -9223372036854775807LL - 1)
        snprintf(b, 48, "(-9223372036854775807LL - 1)");
    else
        snprintf(b, 48, "%lldLL", v);
    return b;
}

static void put_cstr(FILE *f, const char *s)
{
    if (!s) {
        fputs("NULL", f);
        return;
    }
    fputc('"', f);
    for (; *s; s++) {
        if (*s == '"' || *s == '\\')
            fprintf(f, "\\%c", *s);
        else if (*s == '\n')
            fputs("\\n", f);
        else if (*s == '\t')
            fputs("\\t", f);
        else
            fputc(*s, f);
    }
    fputc('"', f);
}

/* Distinct generated texts (signature and domain initialisers), by content:
 * text_intern returns the index of an equal text of the same length, or
 * adds it (a linear hash table keeps this fast for thousands of rows). */
typedef struct {
    char **s;
    int *len;
    size_t n, cap;
    size_t *slot; /* hash table of index + 1 */
    size_t nslot;
} Text;

static size_t text_hash(const char *s, int len)
{
    size_t h = 1469598103934665603u ^ (size_t)len;
    for (; *s; s++)
        h = (h ^ (unsigned char)*s) * 1099511628211u;
    return h;
}

static size_t text_intern(Text *t, const char *s, int len)
{
    if (t->n * 2 >= t->nslot) {
        size_t ns = t->nslot ? t->nslot * 2 : 1024;
        size_t *slot = xrealloc(NULL, ns * sizeof *slot);
        memset(slot, 0, ns * sizeof *slot);
        for (size_t i = 0; i < t->n; i++) {
            size_t h = text_hash(t->s[i], t->len[i]) % ns;
            while (slot[h])
                h = (h + 1) % ns;
            slot[h] = i + 1;
        }
        free(t->slot);
        t->slot = slot;
        t->nslot = ns;
    }
    size_t h = text_hash(s, len) % t->nslot;
    for (; t->slot[h]; h = (h + 1) % t->nslot) {
        size_t i = t->slot[h] - 1;
        if (t->len[i] == len && !strcmp(t->s[i], s))
            return i;
    }
    if (t->n == t->cap) {
        t->cap = t->cap ? t->cap * 2 : 256;
        t->s = xrealloc(t->s, t->cap * sizeof *t->s);
        t->len = xrealloc(t->len, t->cap * sizeof *t->len);
    }
    t->s[t->n] = xstrndup(s, strlen(s));
    t->len[t->n] = len;
    t->slot[h] = t->n + 1;
    return t->n++;
}

static int cmp_key(const void *a, const void *b)
{
    return strcmp(rows[*(const unsigned *)a].key, rows[*(const unsigned *)b].key);
}
static int cmp_ir(const void *a, const void *b)
{
    const Row *x = &rows[*(const unsigned *)a], *y = &rows[*(const unsigned *)b];
    int c = strcmp(x->irop, y->irop);
    return c ? c : strcmp(x->irty, y->irty);
}
static int cmp_intr(const void *a, const void *b)
{
    unsigned x = *(const unsigned *)a, y = *(const unsigned *)b;
    int c = strcmp(rows[x].intr, rows[y].intr);
    return c ? c : (x > y) - (x < y); /* file order among rows of one intrinsic */
}
static int same_str(const char *a, const char *b)
{
    return (!a && !b) || (a && b && !strcmp(a, b));
}

static void feature_words(const Row *r, unsigned long long w[2])
{
    w[0] = w[1] = 0;
    if (!r->req || !r->req[0])
        return;
    char *buf = xstrndup(r->req, strlen(r->req));
    char *save = NULL;
    for (char *q = strtok_r(buf, ",+", &save); q; q = strtok_r(NULL, ",+", &save)) {
        size_t k = 0;
        while (k < NFEATURES && strcmp(feature_names[k], q))
            k++;
        if (k == NFEATURES)
            die(r->file, r->line, "unknown feature '%s'", q);
        w[k / 64] |= 1ull << (k % 64);
    }
    free(buf);
}

static unsigned flag_bits(const Row *r)
{
    unsigned f = 0;
    if (!r->flags)
        return 0;
    char *buf = xstrndup(r->flags, strlen(r->flags));
    char *save = NULL;
    for (char *q = strtok_r(buf, ",", &save); q; q = strtok_r(NULL, ",", &save)) {
        if (!strcmp(q, "convergent"))
            f |= 1;
        else if (!strcmp(q, "side_effect"))
            f |= 2;
        else if (!strcmp(q, "nomem"))
            f |= 4;
        else if (!strcmp(q, "readonly"))
            f |= 8;
        else if (!strcmp(q, "branch"))
            f |= 16;
        else if (!strcmp(q, "terminator"))
            f |= 32;
        else
            die(r->file, r->line, "unknown flag '%s'", q);
    }
    free(buf);
    return f;
}


/* ------------------------------------------------------------ computed facts */

/* What the machine layer needs to know about a row's template and key, worked
 * out here once so that no code reads instruction text to recognise an
 * instruction (FormRow.writes, .synth_rc, .addr_ops, .pred_ops, .wvec). */

/* The registers an instruction writes, for the verifier's register facts:
 * operand 0 alone when the template is one instruction showing one
 * destination ("op %0, ..." / "op %0;"), none for a memory destination
 * ("op [%0], ..."), otherwise (several instructions, a {list} or a "d|p"
 * pair, a call) every register it names; and every register too for a row
 * whose result is two values (sig=v4f32+s(...): tcgen05.ld.red writes the
 * vector %0 and the reduction %1), which the machine verifier's
 * defined-register rule would otherwise see read before any write. */
static const char *writes_of(const char *tmpl, const char *sig)
{
    if (sig) {
        const char *paren = strchr(sig, '('), *plus = strchr(sig, '+');
        if (plus && (!paren || plus < paren))
            return "FORM_WRITES_ALL";
    }
    const char *sp = strchr(tmpl, ' ');
    int one = sp && !strpbrk(tmpl, "{|(\n");
    if (one && (!strncmp(sp + 1, "%0,", 3) || !strncmp(sp + 1, "%0;", 3)))
        return "FORM_WRITES_OP0";
    if (!one || strncmp(sp + 1, "[%0]", 4))
        return "FORM_WRITES_ALL";
    return "FORM_WRITES_NONE";
}

/* The register class of the key's last type qualifier (.s32: 32 bits, .f64,
 * .pred, ...; none: 32 bits): the class of a register query/instance.c makes up
 * for an operand a synthesised instance of the row needs. */
static const char *synth_rc_of(const char *key)
{
    const char *rc = "RC_B32";
    for (const char *q = key; (q = strchr(q, '.')); q++) {
        char c = q[1];
        unsigned bits = (unsigned)atoi(q + 2);
        if (!strncmp(q + 1, "pred", 4))
            rc = "RC_PRED";
        else if ((c == 's' || c == 'u' || c == 'b' || c == 'f') && bits >= 8 && bits <= 64 &&
                 isdigit((unsigned char)q[2]))
            rc = c == 'f' ? (bits == 64 ? "RC_F64" : bits == 32 ? "RC_F32" : "RC_B16")
                          : bits == 64 ? "RC_B64" : bits == 32 ? "RC_B32" : "RC_B16";
    }
    return rc;
}

#define MAX_TMPL_OPERAND 31 /* addr_ops / pred_ops are 32-bit masks */

/* Operands of a template: the highest index, and masks of those printed
 * as an address ("[%k" at the first mention) and of those printed right
 * after '|' (the predicate of a "d|p" pair). */
static void tmpl_operands(const Row *r, int *max, unsigned long *addr, unsigned long *pred)
{
    const char *t = r->tmpl;
    *max = -1;
    *addr = *pred = 0;
    for (; (t = strchr(t, '%')); t++) {
        if (!(isdigit((unsigned char)t[1]) || t[1] == '{'))
            continue;
        int k = t[1] == '{' ? atoi(t + 2) : t[1] - '0';
        if (k > *max)
            *max = k;
    }
    if (*max > MAX_TMPL_OPERAND)
        die(r->file, r->line, "template operand %%%d: at most %d operands are supported", *max, MAX_TMPL_OPERAND + 1);
    for (int k = 0; k <= *max; k++) {
        char pat[16];
        snprintf(pat, sizeof pat, k >= 10 ? "%%{%d}" : "%%%d", k);
        const char *at = strstr(r->tmpl, pat);
        if (at && at > r->tmpl && at[-1] == '[')
            *addr |= 1ul << k;
        snprintf(pat, sizeof pat, k >= 10 ? "|%%{%d}" : "|%%%d", k);
        for (const char *p = strstr(r->tmpl, pat); p; p = strstr(p + 1, pat))
            if (k >= 10 || !isdigit((unsigned char)p[strlen(pat)])) {
                *pred |= 1ul << k;
                break;
            }
    }
}

/* The text of a template's %W{TEXT} (tcgen05.mma's .block16 / .block32), or
 * NULL when there is none or it is empty. */
static char *wvec_of(const char *tmpl)
{
    const char *p = strstr(tmpl, "%W{");
    size_t n = p ? strcspn(p + 3, "}") : 0;
    return n ? xstrndup(p + 3, n) : NULL;
}

/* ------------------------------------------------------------ identities */

static char *c_ident(const char *key)
{
    char *id = xstrndup(key, strlen(key));
    for (char *p = id; *p; p++)
        if (!isalnum((unsigned char)*p) && *p != '_')
            *p = '_';
    return id;
}

static char **id_names;
static int cmp_ident(const void *a, const void *b)
{
    return strcmp(id_names[*(const unsigned *)a], id_names[*(const unsigned *)b]);
}

static long find_key(const unsigned *bykey, const char *key)
{
    size_t lo = 0, hi = nrows;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        int c = strcmp(rows[bykey[mid]].key, key);
        if (!c)
            return bykey[mid];
        if (c < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return -1;
}

/* Entry e (row-major) of axis a: the form its key names, or -1. */
static long axis_entry(const Axis *a, size_t e, const unsigned *bykey)
{
    Var v[MAX_AXIS_DIMS];
    for (size_t d = a->ndims; d-- > 0;) {
        snprintf(v[d].name, sizeof v[d].name, "%s", a->var[d]);
        snprintf(v[d].value, sizeof v[d].value, "%s", a->vals[d][e % a->nvals[d]]);
        e /= a->nvals[d];
    }
    char *key = substitute(a->pattern, v, a->ndims, a->file, a->line);
    long r = find_key(bykey, key);
    free(key);
    return r;
}

static size_t axis_size(const Axis *a)
{
    size_t n = 1;
    for (size_t d = 0; d < a->ndims; d++)
        n *= a->nvals[d];
    return n;
}

static void write_axis_tables(FILE *f, const unsigned *bykey)
{
    for (size_t i = 0; i < naxes; i++) {
        const Axis *a = &axes[i];
        size_t n = axis_size(a), hits = 0;
        fprintf(f, "const uint16_t form_axis_%s", a->name);
        for (size_t d = 0; d < a->ndims; d++)
            fprintf(f, "[%zu]", a->nvals[d]);
        fprintf(f, " = ");
        /* nested braces, one level a dimension (-Wmissing-braces) */
        size_t inner[MAX_AXIS_DIMS];
        for (size_t d = a->ndims; d-- > 0;)
            inner[d] = d + 1 == a->ndims ? a->nvals[d] : inner[d + 1] * a->nvals[d];
        for (size_t e = 0; e < n; e++) {
            long r = axis_entry(a, e, bykey);
            hits += r >= 0;
            for (size_t d = 0; d < a->ndims; d++)
                if (e % inner[d] == 0)
                    fputc('{', f);
            fprintf(f, "%ld", r >= 0 ? r : (long)nrows);
            for (size_t d = a->ndims; d-- > 0;)
                if ((e + 1) % inner[d] == 0)
                    fputc('}', f);
            fputs(e + 1 < n ? (e % 16 == 15 ? ",\n    " : ",") : ";\n", f);
        }
        if (!hits)
            die(a->file, a->line, "axis '%s' names no form", a->name);
    }
}

/* ------------------------------------------------------------ control words */

static unsigned bits_for(size_t n) /* bits to hold 0..n */
{
    unsigned b = 1;
    while (b < 64 && (1ull << b) <= n)
        b++;
    return b;
}

static void layout_words(void)
{
    for (size_t i = 0; i < nqwords; i++) {
        QWord *w = &qwords[i];
        if (!w->nf)
            die(w->file, w->line, "word %s has no fields", w->name);
        size_t k = 0;
        while (k < nfamilies && strcmp(families[k].name, w->family))
            k++;
        if (k == nfamilies)
            die(w->file, w->line, "word %s: family '%s' is not declared", w->name, w->family);
        unsigned shift = 0;
        for (size_t j = 0; j < w->nf; j++) {
            w->f[j].shift = shift;
            w->f[j].width = bits_for(w->f[j].nv);
            shift += w->f[j].width;
        }
        if (shift > 64)
            die(w->file, w->line, "word %s needs %u bits (at most 64)", w->name, shift);
        w->bits = shift > 32 ? 64 : 32;
        for (size_t j = 0; j < w->nf; j++)
            for (size_t v = 0; v < w->f[j].nv; v++)
                if (w->f[j].v[v].req) {
                    Row probe = {0};
                    probe.req = w->f[j].v[v].req;
                    probe.file = w->file;
                    probe.line = w->line;
                    unsigned long long fw[2];
                    feature_words(&probe, fw); /* dies on an unknown feature */
                }
    }
    for (size_t i = 0; i < ngatemsgs; i++) {
        size_t k = 0;
        while (k < nfamilies && strcmp(families[k].name, gatemsgs[i].family))
            k++;
        if (k == nfamilies)
            die(gatemsgs[i].file, gatemsgs[i].line, "message: family '%s' is not declared", gatemsgs[i].family);
    }
}

/* The spelling of word value 'val': the form key (key != 0) or the printed
 * mnemonic. */
static char *spell_word(const QWord *w, uint64_t val, int key)
{
    Buf b = {0};
    for (size_t j = 0; j < w->nf; j++) {
        const QField *f = &w->f[j];
        uint64_t v = val >> f->shift & ((1ull << f->width) - 1);
        if (!v || (f->keyonly && !key))
            continue;
        const char *sp = f->v[v - 1].spell;
        if (j && sp[0] != '+')
            bput(&b, ".", 1);
        bput(&b, sp, strlen(sp));
    }
    if (!b.p)
        bput(&b, "", 0);
    return b.p;
}

/* Row r's word: its opcode is the longest opcode spelling the key starts
 * with; every qualifier after it is a value of a later field. */
static void assign_word(Row *r, int wi)
{
    const QWord *w = &qwords[wi];
    const QField *op = &w->f[0];
    size_t best = 0, blen = 0;
    for (size_t v = 0; v < op->nv; v++) {
        size_t l = strlen(op->v[v].spell);
        if (l > blen && qual_op_prefix(r->key, op->v[v].spell, l))
            best = v + 1, blen = l;
    }
    if (!best)
        return;
    uint64_t val = (uint64_t)best << op->shift;
    size_t pos = 1;
    const char *p = r->key + blen;
    while (*p) {
        char tok[256];
        p = qual_next_token(p, tok, sizeof tok);
        size_t j = pos, v = 0;
        for (; j < w->nf && !v; j++)
            for (size_t k = 0; k < w->f[j].nv && !v; k++)
                if (!strcmp(w->f[j].v[k].spell, tok))
                    v = k + 1;
        if (!v)
            die(r->file, r->line, "form '%s': qualifier '%s' is no value of a field of word %s after '%s' "
                "(declare it, in PTX's qualifier order)", r->key, tok, w->name, w->f[pos - 1].name);
        pos = j; /* the loop went one past the field it found */
        val |= (uint64_t)v << w->f[pos - 1].shift;
    }
    char *key = spell_word(w, val, 1), *mn = spell_word(w, val, 0);
    if (strcmp(key, r->key))
        die(r->file, r->line, "form '%s': its word spells '%s'", r->key, key);
    size_t ml = strlen(mn);
    if (strncmp(r->tmpl, mn, ml) || (r->tmpl[ml] != ' ' && r->tmpl[ml] != '\n' && r->tmpl[ml] != ';' && r->tmpl[ml]))
        die(r->file, r->line, "form '%s': the template must start with the mnemonic its word prints, '%s'", r->key, mn);
    if (ml > 255)
        die(r->file, r->line, "form '%s': mnemonic longer than 255 characters", r->key);
    r->qw = wi;
    r->qval = val;
    r->mnem_len = (unsigned)ml;
    /* the qualifiers' requirements, folded into the row's */
    Buf req = {0};
    if (r->req && *r->req)
        bput(&req, r->req, strlen(r->req));
    r->effptx = r->ptx;
    for (size_t j = 1; j < w->nf; j++) {
        const QField *f = &w->f[j];
        uint64_t v = val >> f->shift & ((1ull << f->width) - 1);
        if (!v)
            continue;
        const QVal *q = &f->v[v - 1];
        if (q->req) {
            if (req.p)
                bput(&req, "+", 1);
            bput(&req, q->req, strlen(q->req));
        }
        if (q->ptx > r->effptx)
            r->effptx = q->ptx;
    }
    r->effreq = req.p;
    free(key);
    free(mn);
}

static void assign_words(void)
{
    layout_words();
    for (size_t i = 0; i < nrows; i++) {
        Row *r = &rows[i];
        r->effreq = r->req;
        r->effptx = r->ptx;
        for (size_t k = 0; k < nqwords && r->qw < 0; k++)
            if (!strcmp(qwords[k].family, r->family))
                assign_word(r, (int)k);
        for (size_t k = 0; k < nqwords && r->qw < 0; k++)
            if (qwords[k].whole && !strcmp(qwords[k].family, r->family))
                die(r->file, r->line, "form '%s' of family %s starts with no opcode of word %s (every form of the "
                    "family has a word)", r->key, r->family, qwords[k].name);
        if (r->ptxmax && r->ptxmax < r->effptx)
            die(r->file, r->line, "form '%s': ptxmax=%d is below the PTX its qualifiers need (%d)", r->key, r->ptxmax,
                r->effptx);
    }
    /* a word identifies its form */
    for (size_t i = 0; i < nrows; i++)
        for (size_t j = i + 1; j < nrows && rows[i].qw >= 0; j++)
            if (rows[j].qw == rows[i].qw && rows[j].qval == rows[i].qval)
                die(rows[j].file, rows[j].line, "forms '%s' and '%s' have one word", rows[i].key, rows[j].key);
}

static void write_word_tables(FILE *f)
{
    for (size_t i = 0; i < nqwords; i++) {
        const QWord *w = &qwords[i];
        for (size_t j = 0; j < w->nf; j++) {
            const QField *q = &w->f[j];
            fprintf(f, "static const QualValue qv_%zu_%zu[%zu] = {", i, j, q->nv);
            for (size_t v = 0; v < q->nv; v++) {
                Row probe = {0};
                probe.req = q->v[v].req;
                probe.file = w->file;
                probe.line = w->line;
                unsigned long long fw[2];
                feature_words(&probe, fw);
                fprintf(f, "%s{", v ? ", " : "");
                put_cstr(f, q->v[v].spell);
                fprintf(f, ", {{0x%llxULL, 0x%llxULL}}, %d}", fw[0], fw[1], q->v[v].ptx);
            }
            fprintf(f, "};\n");
        }
        fprintf(f, "static const QualField qf_%zu[%zu] = {", i, w->nf);
        for (size_t j = 0; j < w->nf; j++)
            fprintf(f, "%s{\"%s\", %u, %u, %s, qv_%zu_%zu, %zu}", j ? ",\n    " : "", w->f[j].name, w->f[j].shift,
                    w->f[j].width, w->f[j].keyonly ? "true" : "false", i, j, w->f[j].nv);
        fprintf(f, "};\n");
        /* the same fields for the word engine (mc/fields.c): value 0..nv,
         * the opcode 1..nv */
        fprintf(f, "static const WordField wf_%zu[%zu] = {", i, w->nf);
        for (size_t j = 0; j < w->nf; j++)
            fprintf(f, "%s{\"%s\", %u, %u, 0, false, false, %d, %zu, NULL, 0, \"%s..%zu\", NULL, "
                       "\"%%N %%F %%V is no value of the field (%%D)\"}",
                    j ? ",\n    " : "", w->f[j].name, w->f[j].shift, w->f[j].width, j ? 0 : 1, w->f[j].nv, j ? "0" : "1",
                    w->f[j].nv);
        fprintf(f, "};\n");
    }
    fprintf(f, "const QualWord form_qwords[] = {%s", nqwords ? "" : "{NULL, 0, NULL, 0, {NULL, NULL, 0, NULL, 0}}");
    for (size_t i = 0; i < nqwords; i++) {
        size_t k = 0;
        while (strcmp(families[k].name, qwords[i].family))
            k++;
        fprintf(f, "%s{\"%s\", %zu, qf_%zu, %zu, {\"%s control word\", \"%s\", %u, wf_%zu, %zu}}", i ? ",\n    " : "",
                qwords[i].name, k, i, qwords[i].nf, qwords[i].name, qwords[i].name, qwords[i].bits, i, qwords[i].nf);
    }
    fprintf(f, "};\n");
    fprintf(f, "const GateMessage form_gate_messages[] = {");
    for (size_t i = 0; i < ngatemsgs; i++) {
        size_t k = 0, b = 0;
        while (strcmp(families[k].name, gatemsgs[i].family))
            k++;
        while (strcmp(feature_names[b], gatemsgs[i].feature))
            b++;
        fprintf(f, "%s{%zu, %zu, ", i ? ", " : "", k, b);
        put_cstr(f, gatemsgs[i].text);
        fprintf(f, "}");
    }
    fprintf(f, "%s};\nconst size_t form_ngate_messages = %zu;\n", ngatemsgs ? "" : "{0, 0, NULL}", ngatemsgs);
}

static void put_enum_name(FILE *f, const char *prefix, const char *s)
{
    fputs(prefix, f);
    if (!*s)
        fputs("none", f);
    for (; *s; s++)
        fputc(isalnum((unsigned char)*s) || *s == '_' ? *s : '_', f);
}

/* One enumerator per declaration, with where it was declared. */
static void put_decl_enumerators(FILE *f, const char *prefix, const Decl *list, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        fputs("    ", f);
        put_enum_name(f, prefix, list[i].name);
        fprintf(f, ", /* %s:%d */\n", list[i].file, list[i].line);
    }
}

static int write_header(const char *path, char **ident)
{
    char tmp[4096];
    snprintf(tmp, sizeof tmp, "%s.tmp", path);
    FILE *f = fopen(tmp, "w");
    if (!f) {
        fprintf(stderr, "ptxsel-tblgen: cannot write %s\n", tmp);
        return 0;
    }
    fprintf(f, "/* Generated by ptxsel-tblgen from tablegen-data/. DO NOT EDIT. */\n"
               "#ifndef PTXSEL_FORM_IDS_H\n#define PTXSEL_FORM_IDS_H\n#include <stdint.h>\n\n");
    fprintf(f, "/* Families ('family NAME' lines): FormRow.fam */\ntypedef enum FormFamily {\n");
    put_decl_enumerators(f, "FAM_", families, nfamilies);
    fprintf(f, "    FAM_COUNT\n} FormFamily;\nextern const char *const form_family_name[FAM_COUNT];\n\n");
    fprintf(f, "/* Roles ('role NAME' lines): FormRow.role, what an instruction is to the\n"
               " * analyses that look across instructions */\ntypedef enum FormRole {\n    ROLE_NONE,\n");
    put_decl_enumerators(f, "ROLE_", roles, nroles);
    fprintf(f, "    ROLE_COUNT\n} FormRole;\n\n");
    fprintf(f, "/* PTX element types (atype=): FormRow.atype; form_type_name[] spells them */\n"
               "typedef enum FormType {\n    TY_NONE,\n");
    for (size_t i = 0; i < NTYPES; i++)
        fprintf(f, "    TY_%s,\n", ptx_types[i]);
    fprintf(f, "    TY_COUNT\n} FormType;\nextern const char *const form_type_name[TY_COUNT];\n\n");
    fprintf(f, "/* Every form, by identity: the index of its row in ptxsel_form_rows. */\n"
               "typedef enum FormId {\n");
    for (size_t i = 0; i < nrows; i++)
        fprintf(f, "    FORM_%s, /* %s */\n", ident[i], rows[i].key);
    fprintf(f, "    FORM_COUNT,\n    FORM_NONE = FORM_COUNT /* an axis entry no form fills */\n} FormId;\n\n");
    for (size_t i = 0; i < naxes; i++) {
        const Axis *a = &axes[i];
        fprintf(f, "/* axis %s: \"%s\" (%s:%d) */\n", a->name, a->pattern, a->file, a->line);
        for (size_t d = 0; d < a->ndims; d++) {
            fprintf(f, "enum {");
            for (size_t v = 0; v < a->nvals[d]; v++) {
                fputs(v ? ", " : " ", f);
                char pre[200];
                snprintf(pre, sizeof pre, "AX_%s_%s_", a->name, a->var[d]);
                put_enum_name(f, pre, a->vals[d][v]);
            }
            fprintf(f, ", AX_%s_%s_COUNT };\n", a->name, a->var[d]);
        }
        fprintf(f, "extern const uint16_t form_axis_%s", a->name);
        for (size_t d = 0; d < a->ndims; d++)
            fprintf(f, "[%zu]", a->nvals[d]);
        fprintf(f, ";\n");
    }
    fprintf(f, "\n/* Control words ('word' lines): FormRow.qword, MInst.word */\ntypedef enum QWordId {\n");
    for (size_t i = 0; i < nqwords; i++)
        fprintf(f, "    QW_%s, /* %s:%d, %u bits */\n", qwords[i].name, qwords[i].file, qwords[i].line, qwords[i].bits);
    fprintf(f, "    QW_COUNT,\n    QW_NONE = 0xFF\n} QWordId;\n");
    for (size_t i = 0; i < nqwords; i++) {
        const QWord *w = &qwords[i];
        fprintf(f, "/* word %s: field indices (QualWord.f), and each field's values (0: absent) */\nenum {", w->name);
        for (size_t j = 0; j < w->nf; j++)
            fprintf(f, "%s QF_%s_%s", j ? "," : "", w->name, w->f[j].name);
        fprintf(f, " };\n");
        for (size_t j = 0; j < w->nf; j++) {
            fprintf(f, "enum {");
            for (size_t v = 0; v < w->f[j].nv; v++) {
                char pre[200];
                snprintf(pre, sizeof pre, "%sQV_%s_%s_", v ? ", " : " ", w->name, w->f[j].name);
                put_enum_name(f, pre, w->f[j].v[v].spell[0] == '+' ? w->f[j].v[v].spell + 1 : w->f[j].v[v].spell);
                if (!v)
                    fprintf(f, " = 1");
            }
            fprintf(f, " };\n");
        }
    }
    fprintf(f, "\n#endif\n");
    if (fclose(f) != 0 || rename(tmp, path) != 0) {
        fprintf(stderr, "ptxsel-tblgen: cannot write %s\n", path);
        remove(tmp);
        return 0;
    }
    return 1;
}

static void read_file(const char *path, Line **lines, size_t *n, size_t *cap)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        fprintf(stderr, "ptxsel-tblgen: cannot open %s: %s\n", path, strerror(errno));
        exit(1);
    }
    char buf[8192];
    int ln = 0;
    char *cont = NULL;
    while (fgets(buf, sizeof buf, f)) {
        ln++;
        size_t l = strlen(buf);
        while (l && (buf[l - 1] == '\n' || buf[l - 1] == '\r'))
            buf[--l] = 0;
        /* backslash continuation */
        if (l && buf[l - 1] == '\\') {
            buf[l - 1] = ' ';
            size_t cl = cont ? strlen(cont) : 0;
            cont = xrealloc(cont, cl + l + 1);
            memcpy(cont + cl, buf, l + 1);
            continue;
        }
        char *text;
        if (cont) {
            size_t cl = strlen(cont);
            text = xrealloc(cont, cl + l + 1);
            memcpy(text + cl, buf, l + 1);
            cont = NULL;
        } else {
            text = xstrndup(buf, l);
        }
        if (*n == *cap)
            *lines = xrealloc(*lines, (*cap = *cap ? *cap * 2 : 1024) * sizeof **lines);
        (*lines)[*n].file = (char *)path;
        (*lines)[*n].line = ln;
        (*lines)[*n].text = text;
        (*n)++;
    }
    fclose(f);
}

int main(int argc, char **argv)
{
    if (argc < 4) {
        fprintf(stderr, "usage: ptxsel-tblgen OUT.c OUT.h FILE.td...\n");
        return 2;
    }
    for (int a = 3; a < argc; a++) {
        Line *lines = NULL;
        size_t n = 0, cap = 0;
        read_file(argv[a], &lines, &n, &cap);
        expand(lines, 0, n, NULL, 0);
    }
    unsigned *bykey = xrealloc(NULL, (nrows + 1) * sizeof *bykey);
    unsigned *byir = xrealloc(NULL, (nrows + 1) * sizeof *byir);
    unsigned *byintr = xrealloc(NULL, (nrows + 1) * sizeof *byintr);
    size_t nir = 0, nintr = 0;
    for (size_t i = 0; i < nrows; i++) {
        bykey[i] = (unsigned)i;
        if (rows[i].irop)
            byir[nir++] = (unsigned)i;
        if (rows[i].intr)
            byintr[nintr++] = (unsigned)i;
    }
    qsort(bykey, nrows, sizeof *bykey, cmp_key);
    qsort(byir, nir, sizeof *byir, cmp_ir);
    qsort(byintr, nintr, sizeof *byintr, cmp_intr);
    for (size_t i = 1; i < nrows; i++)
        if (!strcmp(rows[bykey[i]].key, rows[bykey[i - 1]].key))
            die(rows[bykey[i]].file, rows[bykey[i]].line, "duplicate form key '%s' (first at %s:%d)",
                rows[bykey[i]].key, rows[bykey[i - 1]].file, rows[bykey[i - 1]].line);
    for (size_t i = 1; i < nir; i++)
        if (!cmp_ir(&byir[i], &byir[i - 1]))
            die(rows[byir[i]].file, rows[byir[i]].line, "duplicate ir=%s:%s", rows[byir[i]].irop,
                rows[byir[i]].irty);
    for (size_t i = 1; i < nintr; i++)
        if (!strcmp(rows[byintr[i]].intr, rows[byintr[i - 1]].intr) &&
            same_str(rows[byintr[i]].when, rows[byintr[i - 1]].when) &&
            same_str(rows[byintr[i]].sig, rows[byintr[i - 1]].sig) &&
            same_str(rows[byintr[i]].req, rows[byintr[i - 1]].req) && rows[byintr[i]].ptx == rows[byintr[i - 1]].ptx)
            die(rows[byintr[i]].file, rows[byintr[i]].line, "duplicate intr=%s", rows[byintr[i]].intr);

    /* families and roles: every name a row uses is declared */
    unsigned *fam = xrealloc(NULL, (nrows + 1) * sizeof *fam);
    unsigned *role = xrealloc(NULL, (nrows + 1) * sizeof *role);
    for (size_t i = 0; i < nrows; i++) {
        size_t k = 0;
        while (k < nfamilies && strcmp(families[k].name, rows[i].family))
            k++;
        if (k == nfamilies)
            die(rows[i].file, rows[i].line, "family '%s' is not declared (a 'family NAME' line)", rows[i].family);
        fam[i] = (unsigned)k;
        role[i] = 0;
        if (rows[i].role) {
            for (k = 0; k < nroles && strcmp(roles[k].name, rows[i].role); k++)
                ;
            if (k == nroles)
                die(rows[i].file, rows[i].line, "role '%s' is not declared (a 'role NAME' line)", rows[i].role);
            role[i] = (unsigned)k + 1;
        }
    }
    /* form identities: the key with every character outside [A-Za-z0-9_]
     * as '_'; two keys that meet are an error */
    char **ident = xrealloc(NULL, (nrows + 1) * sizeof *ident);
    for (size_t i = 0; i < nrows; i++)
        ident[i] = c_ident(rows[i].key);
    {
        unsigned *byid = xrealloc(NULL, (nrows + 1) * sizeof *byid);
        for (size_t i = 0; i < nrows; i++)
            byid[i] = (unsigned)i;
        id_names = ident;
        qsort(byid, nrows, sizeof *byid, cmp_ident);
        for (size_t i = 1; i < nrows; i++)
            if (!strcmp(ident[byid[i]], ident[byid[i - 1]]))
                die(rows[byid[i]].file, rows[byid[i]].line, "form keys '%s' and '%s' have one identity FORM_%s",
                    rows[byid[i]].key, rows[byid[i - 1]].key, ident[byid[i]]);
        free(byid);
    }

    /* the computed facts can fail (a template operand beyond the masks):
     * work them out before anything is written */
    for (size_t i = 0; i < nrows; i++) {
        int maxop;
        unsigned long addr, pred;
        tmpl_operands(&rows[i], &maxop, &addr, &pred);
    }
    assign_words();
    if (!write_header(argv[2], ident))
        return 1;

    char tmp[4096];
    snprintf(tmp, sizeof tmp, "%s.tmp", argv[1]);
    FILE *f = fopen(tmp, "w");
    if (!f) {
        fprintf(stderr, "ptxsel-tblgen: cannot write %s\n", tmp);
        return 1;
    }
    fprintf(f, "/* Generated by ptxsel-tblgen from tablegen-data/. DO NOT EDIT. */\n");
    fprintf(f, "#include \"internal.h\"\n\n");
    write_axis_tables(f, bykey);
    write_word_tables(f);
    fprintf(f, "const char *const form_family_name[FAM_COUNT] = {");
    for (size_t i = 0; i < nfamilies; i++)
        fprintf(f, "%s\"%s\"", i ? ", " : "", families[i].name);
    fprintf(f, "};\n");
    fprintf(f, "const char *const form_type_name[TY_COUNT] = {\"\"");
    for (size_t i = 0; i < NTYPES; i++)
        fprintf(f, ", \"%s\"", ptx_types[i]);
    fprintf(f, "};\n");
    /* Signatures and domains, each distinct one written once (many rows
     * share a signature: every WGMMA shape of one type combination, ...). */
    size_t *sig_of = xrealloc(NULL, (nrows + 1) * sizeof *sig_of);
    Text doms = {0}, sigs = {0};
    for (size_t i = 0; i < nrows; i++) {
        if (!rows[i].sig)
            continue;
        Sig s[64];
        int n = parse_sig(&rows[i], s, 64);
        Buf body = {0};
        for (int k = 0; k < n; k++) {
            char dn[48] = "NULL";
            if (s[k].ndom) {
                Buf d = {0};
                for (int e = 0; e < 2 * s[k].ndom; e++) {
                    const char *lit = ll_lit(s[k].dom[e]);
                    if (e)
                        bput(&d, ",", 1);
                    bput(&d, lit, strlen(lit));
                }
                size_t before = doms.n, id = text_intern(&doms, d.p, 2 * s[k].ndom);
                if (doms.n > before)
                    fprintf(f, "static const int64_t dom_%zu[%d] = {%s};\n", id, 2 * s[k].ndom, d.p);
                free(d.p);
                snprintf(dn, sizeof dn, "dom_%zu", id);
            }
            char item[512];
            snprintf(item, sizeof item, "%s{%d,%d,%d,%d,%d,%d,%s,", k ? "," : "", s[k].kind, s[k].bits, s[k].is_float,
                     s[k].is_imm, s[k].as, s[k].count, ll_lit(s[k].lo));
            bput(&body, item, strlen(item));
            snprintf(item, sizeof item, "%s,%d,%lldLL,%d,%s,%d,%d,%lldLL}", ll_lit(s[k].hi), s[k].has_def, s[k].def,
                     s[k].regform, dn, s[k].ndom, s[k].domflags, s[k].mult);
            bput(&body, item, strlen(item));
        }
        size_t before = sigs.n;
        sig_of[i] = text_intern(&sigs, body.p, n);
        if (sigs.n > before)
            fprintf(f, "static const SigType sig_%zu[%d] = {%s};\n", sig_of[i], n, body.p);
        free(body.p);
    }
    fprintf(f, "\nconst FormRow ptxsel_form_rows[] = {\n");
    for (size_t i = 0; i < nrows; i++) {
        const Row *r = &rows[i];
        unsigned long long w[2], bw[2];
        feature_words(r, bw);
        Row eff = *r;
        eff.req = r->effreq;
        feature_words(&eff, w);
        fprintf(f, "    {");
        put_cstr(f, r->key);
        fputs(", ", f);
        put_cstr(f, r->tmpl);
        fputs(", ", f);
        put_cstr(f, r->family);
        fputs(", ", f);
        put_cstr(f, r->irop);
        fputs(", ", f);
        put_cstr(f, r->irty);
        fputs(", ", f);
        put_cstr(f, r->intr);
        if (r->sig) {
            Sig s[64];
            int n = parse_sig(r, s, 64);
            fprintf(f, ", sig_%zu, %d", sig_of[i], n);
        } else {
            fprintf(f, ", NULL, 0");
        }
        fprintf(f, ", %d, 0x%x, {{0x%llxULL, 0x%llxULL}}, ", r->effptx, flag_bits(r), w[0], w[1]);
        put_cstr(f, r->reason);
        fputs(", ", f);
        put_cstr(f, r->when);
        fprintf(f, ", %d, ", r->tie);
        put_cstr(f, r->pack);
        int maxop;
        unsigned long addr, pred;
        tmpl_operands(r, &maxop, &addr, &pred);
        fprintf(f, ", %u, %u, %u, %s, %s, %d, 0x%lxu, 0x%lxu, ", fam[i], role[i], type_index(r->atype),
                writes_of(r->tmpl, r->sig), synth_rc_of(r->key), maxop, addr, pred);
        char *wv = wvec_of(r->tmpl);
        put_cstr(f, wv);
        free(wv);
        fprintf(f, ", %d, {{0x%llxULL, 0x%llxULL}}, %d, %s%d, %u, 0x%llxULL}, /* %s:%d */\n", r->ptxmax, bw[0], bw[1],
                r->ptx, r->qw < 0 ? "QW_NONE + " : "", r->qw < 0 ? 0 : r->qw, r->mnem_len, (unsigned long long)r->qval,
                r->file, r->line);
    }
    fprintf(f, "};\nconst size_t ptxsel_form_nrows = %zu;\n\n", nrows);
    fprintf(f, "const uint32_t ptxsel_form_by_key[] = {");
    for (size_t i = 0; i < nrows; i++)
        fprintf(f, "%s%s%u", i ? "," : "", i % 16 ? "" : "\n    ", bykey[i]);
    fprintf(f, "\n};\nconst uint32_t ptxsel_form_by_ir[] = {");
    for (size_t i = 0; i < nir; i++)
        fprintf(f, "%s%s%u", i ? "," : "", i % 16 ? "" : "\n    ", byir[i]);
    fprintf(f, "%s\n};\nconst size_t ptxsel_form_nir = %zu;\n", nir ? "" : "0", nir);
    fprintf(f, "const uint32_t ptxsel_form_by_intr[] = {");
    for (size_t i = 0; i < nintr; i++)
        fprintf(f, "%s%s%u", i ? "," : "", i % 16 ? "" : "\n    ", byintr[i]);
    fprintf(f, "%s\n};\nconst size_t ptxsel_form_nintr = %zu;\n", nintr ? "" : "0", nintr);
    /* Each intrinsic's rows by name in one probe or a few (mc/tables.c
     * form_intr_range): an open-addressed table of a power of two slots, at
     * most half full, placed by intr_name_hash with linear probing; a slot
     * holds count << 20 | first (the name's rows are ptxsel_form_by_intr[first,
     * first + count)), 0 when free. */
    size_t ngroups = 0;
    for (size_t i = 0; i < nintr; i++)
        ngroups += !i || strcmp(rows[byintr[i]].intr, rows[byintr[i - 1]].intr);
    size_t nslots = 16;
    while (nslots < 2 * ngroups)
        nslots *= 2;
    uint32_t *slots = xrealloc(NULL, nslots * sizeof *slots);
    memset(slots, 0, nslots * sizeof *slots);
    for (size_t i = 0, j; i < nintr; i = j) {
        for (j = i + 1; j < nintr && !strcmp(rows[byintr[j]].intr, rows[byintr[i]].intr); j++)
            ;
        if (i >= (1u << 20) || j - i >= (1u << 12))
            die(rows[byintr[i]].file, rows[byintr[i]].line, "too many intrinsic rows for the name table ('%s')",
                rows[byintr[i]].intr);
        size_t h = intr_name_hash(rows[byintr[i]].intr) & (nslots - 1);
        while (slots[h])
            h = (h + 1) & (nslots - 1);
        slots[h] = (uint32_t)((j - i) << 20 | i);
    }
    fprintf(f, "const uint32_t ptxsel_form_intr_hash[] = {");
    for (size_t i = 0; i < nslots; i++)
        fprintf(f, "%s%s%u", i ? "," : "", i % 16 ? "" : "\n    ", slots[i]);
    fprintf(f, "\n};\nconst size_t ptxsel_form_intr_nhash = %zu;\n", nslots);
    free(slots);
    if (fclose(f) != 0 || rename(tmp, argv[1]) != 0) {
        fprintf(stderr, "ptxsel-tblgen: cannot write %s\n", argv[1]);
        remove(tmp);
        return 1;
    }
    return 0;
}
