/*
 * ptxsel-query — what-if queries over ptxsel's targets, feature bits and
 * instruction forms (the product contract, "ptxsel-query").
 *
 * Consumes: the command line; answers come from libptxsel through the public
 *           header include/ptxsel/ptxsel.h only (no internal headers).
 * Produces: text or JSON (--json) on stdout; errors and usage on stderr.
 * Guarantees: exit status 0 = answered (a "no" is an answer), 1 = decode of
 *           an invalid word, or the answer could not be written (strerror on
 *           stderr) or out of memory, 2 = usage error (unknown verb, bad option,
 *           unknown target, feature or form, malformed number or module, bad
 *           -mattr); a verb that is not implemented yet says so and exits 2. Verbs live in one
 *           dispatch table (verbs[] below): adding one is a row and a function.
 */
#include <stdarg.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ptxsel/ptxsel.h"

#define EXIT_USAGE 2

/* ------------------------------------------------------------ options */

enum {
    OPT_JSON = 1 << 0,
    OPT_MATTR = 1 << 1,
    OPT_PTX = 1 << 2,
    OPT_FAMILY = 1 << 3,
    OPT_CPU = 1 << 4,
};

#define MANY_POS 1000000 /* max_pos of verbs taking a list */

typedef struct Args {
    int json;
    const char *mattr;  /* -mattr=... */
    const char *ptx;    /* --ptx NN */
    const char *family; /* --family NAME */
    const char *cpu;    /* --cpu NAME */
    const char **pos;   /* positional arguments (points into argv; malloc'd array) */
    int npos;
} Args;

struct Verb;
typedef int (*VerbFn)(const struct Verb *v, const Args *a);

typedef struct Verb {
    const char *name;
    const char *synopsis; /* after "ptxsel-query " */
    const char *summary;
    unsigned opts;        /* OPT_* accepted */
    int min_pos, max_pos; /* positional arguments after the verb */
    VerbFn fn;            /* NULL: not implemented yet */
} Verb;

static int cmd_features(const struct Verb *v, const Args *a);
static int cmd_diff(const struct Verb *v, const Args *a);
static int cmd_forms(const struct Verb *v, const Args *a);
static int cmd_cpus(const struct Verb *v, const Args *a);
static int cmd_decode(const struct Verb *v, const Args *a);
static int cmd_can(const struct Verb *v, const Args *a);
static int cmd_targets(const struct Verb *v, const Args *a);
static int cmd_emit(const struct Verb *v, const Args *a);
static int cmd_batch(const struct Verb *v, const Args *a);
static int cmd_module(const struct Verb *v, const Args *a);
static int flush_stdout(void);
static int stdout_failed; /* a failed write of stdout was reported */

static const Verb verbs[] = {
    {"features", "features <cpu> [-mattr=+ptxNN,+feat,-feat,...] [--ptx NN] [--json]",
     "named feature bits of a target", OPT_JSON | OPT_MATTR | OPT_PTX, 1, 1, cmd_features},
    {"can", "can <form> --cpu <cpu> [--ptx NN] [--json]",
     "yes/no and the diagnostic if no", OPT_JSON | OPT_CPU | OPT_PTX | OPT_MATTR, 1, 1, cmd_can},
    {"targets", "targets <form> [--json]",
     "every (target, minimum PTX) that accepts the form", OPT_JSON, 1, 1, cmd_targets},
    {"emit", "emit <form>... --cpu <cpu> [--ptx NN] [--json]",
     "a PTX module, one kernel per form, printed without verifying (for ptxas)",
     OPT_JSON | OPT_CPU | OPT_PTX | OPT_MATTR, 1, MANY_POS, cmd_emit},
    {"batch", "batch",
     "answer many queries: each stdin line is a verb with its arguments; each answer ends with a line '%% rc=N'",
     0, 0, 0, cmd_batch},
    {"diff", "diff <cpuA>[:mattr] <cpuB>[:mattr] [--json]",
     "feature bits that differ (e.g. diff sm_100a sm_100a:+ptx88)", OPT_JSON, 2, 2, cmd_diff},
    {"decode", "decode ctrl|collector|gmma-desc|umma-desc|idesc <hex> [--json] | decode ctrl --family F <hex>|<form> [--json]",
     "what a packed control word or descriptor means (ctrl: tcgen05.mma's, or family F's control word)",
     OPT_JSON | OPT_FAMILY, 2, 2, cmd_decode},
    {"forms", "forms [--family NAME] [--json]", "the instruction forms the tables know",
     OPT_JSON | OPT_FAMILY, 0, 0, cmd_forms},
    {"cpus", "cpus [--json]", "every target with its minimum PTX version", OPT_JSON, 0, 0,
     cmd_cpus},
    {"module", "module <file.ll|file.bc|-> [--cpu a,b,...|all] [--json]",
     "which targets compile a whole module (and from which PTX version), every instruction that "
     "blocks the others with the feature bit or PTX version it needs, the lowest PTX",
     OPT_JSON | OPT_CPU, 1, 1, cmd_module},
};
#define NVERBS (sizeof verbs / sizeof verbs[0])

static void usage(FILE *f)
{
    fprintf(f, "usage: ptxsel-query <verb> [args] [--json]\n\nverbs:\n");
    for (size_t i = 0; i < NVERBS; i++)
        fprintf(f, "  ptxsel-query %s\n      %s%s\n", verbs[i].synopsis, verbs[i].summary,
                verbs[i].fn ? "" : " (not implemented yet)");
    fprintf(f, "\noptions:\n"
               "  --json        machine-readable output\n"
               "  --help, -h    this text (after a verb: that verb's usage)\n"
               "  --version     print the version\n"
               "\nexit status: 0 the question was answered (a \"no\" is an answer: can, targets, module)\n"
               "             1 decode: the word is invalid (its fields are still printed); any verb:\n"
               "               the answer could not be written, or out of memory\n"
               "             2 usage error: unknown verb, option, target, feature or form, a malformed\n"
               "               number, an unreadable or malformed module\n");
}

static int fail(const Verb *v, const char *fmt, ...)
{
    va_list ap;
    fprintf(stderr, "ptxsel-query: error: ");
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
    if (v)
        fprintf(stderr, "usage: ptxsel-query %s\n", v->synopsis);
    else
        fprintf(stderr, "run 'ptxsel-query --help' for usage\n");
    return EXIT_USAGE;
}

/* "-mattr=X", "--mattr=X", "-mattr X": returns the value or NULL. */
static const char *opt_value(const char *arg, const char *name, int *i, int argc, char **argv,
                             int *missing)
{
    size_t n = strlen(name);
    const char *s = arg;
    if (s[0] == '-' && s[1] == '-')
        s += 2;
    else if (s[0] == '-')
        s += 1;
    else
        return NULL;
    if (strncmp(s, name, n))
        return NULL;
    if (s[n] == '=')
        return s + n + 1;
    if (s[n] != 0)
        return NULL;
    if (*i + 1 >= argc) {
        *missing = 1;
        return NULL;
    }
    return argv[++*i];
}

/* Parse argv[first..] for verb v. Returns -1 on success, else an exit code. */
static int parse_args(const Verb *v, int first, int argc, char **argv, Args *a)
{
    memset(a, 0, sizeof *a);
    a->pos = calloc((size_t)argc + 1, sizeof *a->pos);
    if (!a->pos) {
        fprintf(stderr, "ptxsel-query: error: out of memory\n");
        return EXIT_FAILURE;
    }
    for (int i = first; i < argc; i++) {
        const char *arg = argv[i];
        int missing = 0;
        const char *val;
        if (!strcmp(arg, "--help") || !strcmp(arg, "-h")) {
            printf("usage: ptxsel-query %s\n  %s\n", v->synopsis, v->summary);
            return 0;
        }
        if (!strcmp(arg, "--json")) {
            if (!(v->opts & OPT_JSON))
                return fail(v, "'%s' does not take --json", v->name);
            a->json = 1;
            continue;
        }
        if ((val = opt_value(arg, "mattr", &i, argc, argv, &missing)) || missing) {
            if (!(v->opts & OPT_MATTR))
                return fail(v, "'%s' does not take -mattr", v->name);
            if (missing)
                return fail(v, "-mattr needs a value");
            a->mattr = val;
            continue;
        }
        if ((val = opt_value(arg, "ptx", &i, argc, argv, &missing)) || missing) {
            if (!(v->opts & OPT_PTX))
                return fail(v, "'%s' does not take --ptx", v->name);
            if (missing)
                return fail(v, "--ptx needs a value (e.g. --ptx 86)");
            a->ptx = val;
            continue;
        }
        if ((val = opt_value(arg, "family", &i, argc, argv, &missing)) || missing) {
            if (!(v->opts & OPT_FAMILY))
                return fail(v, "'%s' does not take --family", v->name);
            if (missing)
                return fail(v, "--family needs a value");
            a->family = val;
            continue;
        }
        if ((val = opt_value(arg, "cpu", &i, argc, argv, &missing)) || missing) {
            if (!(v->opts & OPT_CPU))
                return fail(v, "'%s' does not take --cpu", v->name);
            if (missing)
                return fail(v, "--cpu needs a value");
            a->cpu = val;
            continue;
        }
        if (arg[0] == '-' && arg[1] != 0)
            return fail(v, "unknown option '%s'", arg);
        if (a->npos >= v->max_pos)
            return fail(v, "unexpected argument '%s'", arg);
        a->pos[a->npos++] = arg;
    }
    if (a->npos < v->min_pos)
        return fail(v, "'%s' needs %d argument%s", v->name, v->min_pos,
                    v->min_pos == 1 ? "" : "s");
    return -1;
}

/* ------------------------------------------------------------ JSON helpers */

static void json_str(const char *s)
{
    putchar('"');
    for (; s && *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\')
            printf("\\%c", c);
        else if (c == '\n')
            fputs("\\n", stdout);
        else if (c == '\t')
            fputs("\\t", stdout);
        else if (c < 0x20)
            printf("\\u%04x", c);
        else
            putchar(c);
    }
    putchar('"');
}

/* The end of a decode's JSON object: ", "valid": ..., "error": ...}". */
static void json_valid(int valid, const char *msg)
{
    printf(", \"valid\": %s, \"error\": ", valid ? "true" : "false");
    if (valid)
        fputs("null", stdout);
    else
        json_str(msg);
    printf("}\n");
}

/* The feature names of r: a JSON array, or "  needs a+b" (nothing when
 * none); returns how many. */
static int print_requires(const ptxsel_features *r, int json)
{
    int k = 0;
    if (json)
        putchar('[');
    for (int b = 0; b < PTXSEL_FEATURE_WORDS * 64; b++) {
        if (!(r->w[b / 64] >> (b % 64) & 1))
            continue;
        if (json) {
            printf("%s", k ? ", " : "");
            json_str(ptxsel_feature_name(b));
        } else {
            printf("%s%s", k ? "+" : "  needs ", ptxsel_feature_name(b));
        }
        k++;
    }
    if (json)
        putchar(']');
    return k;
}

static void json_variant(char v)
{
    if (v)
        printf("\"%c\"", v);
    else
        fputs("null", stdout);
}

/* ------------------------------------------------------------ targets */

/* Build "+ptxNN,<mattr>" from --ptx (NN or N.N) and -mattr. */
static int make_mattr(const Verb *v, const Args *a, char *buf, size_t n)
{
    buf[0] = 0;
    if (a->ptx) {
        char digits[8];
        size_t k = 0;
        for (const char *p = a->ptx; *p; p++) {
            if (*p == '.')
                continue;
            if (*p < '0' || *p > '9' || k + 1 >= sizeof digits)
                return fail(v, "bad --ptx value '%s' (expected e.g. 86 or 8.6)", a->ptx);
            digits[k++] = *p;
        }
        digits[k] = 0;
        if (k == 0)
            return fail(v, "bad --ptx value '%s' (expected e.g. 86 or 8.6)", a->ptx);
        snprintf(buf, n, "+ptx%s%s%s", digits, a->mattr ? "," : "", a->mattr ? a->mattr : "");
    } else if (a->mattr) {
        snprintf(buf, n, "%s", a->mattr);
    }
    return -1;
}

static int init_target(ptxsel_target *t, const char *cpu, const char *mattr)
{
    char err[1024];
    if (!cpu || !*cpu) {
        /* the library reads "" as "the default target": a query names one */
        fprintf(stderr, "ptxsel-query: error: empty target CPU name (see 'ptxsel-query cpus')\n");
        return EXIT_USAGE;
    }
    if (ptxsel_target_init(t, cpu, mattr && *mattr ? mattr : NULL, err, sizeof err) !=
        PTXSEL_OK) {
        fprintf(stderr, "ptxsel-query: error: %s\n", err);
        return EXIT_USAGE;
    }
    return -1;
}

static int name_width(void)
{
    int w = 0;
    for (int b = 0; b < ptxsel_feature_count(); b++) {
        int n = (int)strlen(ptxsel_feature_name(b));
        if (n > w)
            w = n;
    }
    return w;
}

static int cmd_features(const struct Verb *v, const Args *a)
{
    char mattr[1024];
    int rc = make_mattr(v, a, mattr, sizeof mattr);
    if (rc >= 0)
        return rc;
    ptxsel_target t;
    if ((rc = init_target(&t, a->pos[0], mattr)) >= 0)
        return rc;
    unsigned min = ptxsel_target_min_ptx(t.name);
    int nf = ptxsel_feature_count();

    if (a->json) {
        printf("{\n  \"target\": ");
        json_str(t.name);
        printf(",\n  \"sm\": %u,\n  \"variant\": ", t.sm);
        json_variant(t.variant);
        printf(",\n  \"ptx\": \"%u.%u\",\n  \"min_ptx\": \"%u.%u\",\n  \"features\": {\n",
               t.ptx / 10, t.ptx % 10, min / 10, min % 10);
        for (int b = 0; b < nf; b++) {
            printf("    ");
            json_str(ptxsel_feature_name(b));
            printf(": %s%s\n", ptxsel_target_has(&t, b) ? "true" : "false",
                   b + 1 < nf ? "," : "");
        }
        printf("  }\n}\n");
        return 0;
    }
    int on = 0;
    for (int b = 0; b < nf; b++)
        on += ptxsel_target_has(&t, b);
    printf("target:  %s\n", t.name);
    printf("ptx:     %u.%u\n", t.ptx / 10, t.ptx % 10);
    printf("min_ptx: %u.%u\n", min / 10, min % 10);
    printf("features: %d of %d on\n", on, nf);
    int w = name_width();
    for (int b = 0; b < nf; b++)
        printf("  %-*s %-3s  %s\n", w, ptxsel_feature_name(b),
               ptxsel_target_has(&t, b) ? "on" : "off", ptxsel_feature_doc(b));
    return 0;
}

/* "sm_100a:+ptx88,-has_tma" -> cpu and mattr parts; 0 when the cpu part
 * does not fit (no target name is that long). */
static int split_cpu(const char *arg, char *cpu, size_t ncpu, const char **mattr)
{
    const char *colon = strchr(arg, ':');
    size_t n = colon ? (size_t)(colon - arg) : strlen(arg);
    if (n >= ncpu)
        return 0;
    memcpy(cpu, arg, n);
    cpu[n] = 0;
    *mattr = colon ? colon + 1 : NULL;
    return 1;
}

static void print_side(const char *key, const ptxsel_target *t, const char *mattr, int last)
{
    printf("  \"%s\": {\"target\": ", key);
    json_str(t->name);
    printf(", \"ptx\": \"%u.%u\", \"mattr\": ", t->ptx / 10, t->ptx % 10);
    if (mattr)
        json_str(mattr);
    else
        fputs("null", stdout);
    printf("}%s\n", last ? "" : ",");
}

static int cmd_diff(const struct Verb *v, const Args *a)
{
    (void)v;
    char cpu[2][64];
    const char *mattr[2];
    ptxsel_target t[2];
    for (int i = 0; i < 2; i++) {
        if (!split_cpu(a->pos[i], cpu[i], sizeof cpu[i], &mattr[i])) {
            fprintf(stderr, "ptxsel-query: error: unknown target CPU '%.40s...'\n", a->pos[i]);
            return EXIT_USAGE;
        }
        int rc = init_target(&t[i], cpu[i], mattr[i]);
        if (rc >= 0)
            return rc;
    }
    int nf = ptxsel_feature_count(), ndiff = 0;
    for (int b = 0; b < nf; b++)
        ndiff += ptxsel_target_has(&t[0], b) != ptxsel_target_has(&t[1], b);

    if (a->json) {
        printf("{\n");
        print_side("a", &t[0], mattr[0], 0);
        print_side("b", &t[1], mattr[1], 0);
        printf("  \"differ\": [");
        int k = 0;
        for (int b = 0; b < nf; b++) {
            int x = ptxsel_target_has(&t[0], b), y = ptxsel_target_has(&t[1], b);
            if (x == y)
                continue;
            printf("%s\n    {\"name\": ", k++ ? "," : "");
            json_str(ptxsel_feature_name(b));
            printf(", \"a\": %s, \"b\": %s}", x ? "true" : "false", y ? "true" : "false");
        }
        printf("%s]\n}\n", k ? "\n  " : "");
        return 0;
    }
    printf("%s (PTX %u.%u) vs %s (PTX %u.%u): %d feature bit%s differ%s\n", a->pos[0],
           t[0].ptx / 10, t[0].ptx % 10, a->pos[1], t[1].ptx / 10, t[1].ptx % 10, ndiff,
           ndiff == 1 ? "" : "s", ndiff == 1 ? "s" : "");
    if (!ndiff)
        return 0;
    int w = name_width();
    int wa = (int)strlen(t[0].name) > 3 ? (int)strlen(t[0].name) : 3;
    printf("  %-*s %-*s %s\n", w, "feature", wa, t[0].name, t[1].name);
    for (int b = 0; b < nf; b++) {
        int x = ptxsel_target_has(&t[0], b), y = ptxsel_target_has(&t[1], b);
        if (x != y)
            printf("  %-*s %-*s %s\n", w, ptxsel_feature_name(b), wa, x ? "on" : "off",
                   y ? "on" : "off");
    }
    return 0;
}

static int cmd_cpus(const struct Verb *v, const Args *a)
{
    (void)v;
    size_t n = ptxsel_target_count();
    if (a->json)
        printf("[");
    for (size_t i = 0; i < n; i++) {
        const char *name = ptxsel_target_name(i);
        unsigned min = ptxsel_target_min_ptx(name);
        ptxsel_target t;
        char err[256];
        if (ptxsel_target_init(&t, name, NULL, err, sizeof err) != PTXSEL_OK) {
            fprintf(stderr, "ptxsel-query: error: %s\n", err);
            return EXIT_USAGE;
        }
        if (a->json) {
            printf("%s\n  {\"name\": ", i ? "," : "");
            json_str(name);
            printf(", \"sm\": %u, \"variant\": ", t.sm);
            json_variant(t.variant);
            printf(", \"min_ptx\": \"%u.%u\"}", min / 10, min % 10);
        } else {
            printf("%-8s min PTX %u.%u\n", name, min / 10, min % 10);
        }
    }
    if (a->json)
        printf("%s]\n", n ? "\n" : "");
    return 0;
}

/* ------------------------------------------------------------ forms */

typedef struct FormList {
    const char **name, **family;
    size_t n, cap;
} FormList;

static void form_list_add(void *ud, const char *form, const char *family)
{
    FormList *l = ud;
    if (l->n == l->cap) {
        l->cap = l->cap ? l->cap * 2 : 1024;
        l->name = realloc(l->name, l->cap * sizeof *l->name);
        l->family = realloc(l->family, l->cap * sizeof *l->family);
        if (!l->name || !l->family) {
            fprintf(stderr, "ptxsel-query: error: out of memory\n");
            exit(EXIT_FAILURE);
        }
    }
    /* the strings are only valid during the call (family parsers reuse a buffer) */
    l->name[l->n] = strdup(form);
    l->family[l->n] = strdup(family ? family : "");
    if (!l->name[l->n] || !l->family[l->n]) {
        fprintf(stderr, "ptxsel-query: error: out of memory\n");
        exit(EXIT_FAILURE);
    }
    l->n++;
}

static void form_list_free(FormList *l)
{
    for (size_t i = 0; i < l->n; i++) {
        free((void *)l->name[i]);
        free((void *)l->family[i]);
    }
    free(l->name);
    free(l->family);
}

static int cmd_forms(const struct Verb *v, const Args *a)
{
    FormList l = {0};
    ptxsel_form_foreach(a->family, form_list_add, &l);
    if (a->family && !l.n) {
        fprintf(stderr, "ptxsel-query: error: unknown form family '%s'; known families:", a->family);
        ptxsel_form_foreach(NULL, form_list_add, &l);
        /* Distinct families, in first-seen order. */
        for (size_t i = 0; i < l.n; i++) {
            size_t j = 0;
            while (j < i && strcmp(l.family[j], l.family[i]))
                j++;
            if (j == i)
                fprintf(stderr, " %s", l.family[i]);
        }
        fprintf(stderr, "\nusage: ptxsel-query %s\n", v->synopsis);
        form_list_free(&l);
        return EXIT_USAGE;
    }
    int fw = 0;
    for (size_t i = 0; i < l.n; i++)
        if ((int)strlen(l.family[i]) > fw)
            fw = (int)strlen(l.family[i]);
    if (a->json)
        printf("[");
    for (size_t i = 0; i < l.n; i++) {
        if (a->json) {
            printf("%s\n  {\"name\": ", i ? "," : "");
            json_str(l.name[i]);
            printf(", \"family\": ");
            json_str(l.family[i]);
            printf("}");
        } else {
            printf("%-*s %s\n", fw, l.family[i], l.name[i]);
        }
    }
    if (a->json)
        printf("%s]\n", l.n ? "\n" : "");
    form_list_free(&l);
    return 0;
}

/* ------------------------------------------------------------ can, targets, emit */

/* The target of --cpu / --ptx / -mattr; -1 on success, else an exit code. */
static int query_target(const Verb *v, const Args *a, ptxsel_target *t)
{
    if (!a->cpu)
        return fail(v, "'%s' needs --cpu <cpu>", v->name);
    char mattr[1024];
    int rc = make_mattr(v, a, mattr, sizeof mattr);
    if (rc >= 0)
        return rc;
    return init_target(t, a->cpu, mattr);
}

/* A form that does not resolve: exit 2 with the library's message. */
static int form_error(const char *msg)
{
    fprintf(stderr, "ptxsel-query: error: %s\n", msg);
    return EXIT_USAGE;
}

static void print_verdict_json(const char *form, const char *canon, const ptxsel_target *t, int yes,
                               const char *msg)
{
    printf("{\"form\": ");
    json_str(form);
    printf(", \"canonical\": ");
    if (canon)
        json_str(canon);
    else
        fputs("null", stdout);
    printf(", \"target\": ");
    json_str(t->name);
    printf(", \"ptx\": \"%u.%u\", \"answer\": \"%s\", \"diagnostic\": ", t->ptx / 10, t->ptx % 10,
           yes ? "yes" : "no");
    if (yes)
        fputs("null", stdout);
    else
        json_str(msg);
    printf("}\n");
}

/* can <form> --cpu <cpu> [--ptx NN]: "yes", or "no: <diagnostic>" (the
 * verifier's verbatim message). Both answers exit 0. */
static int cmd_can(const struct Verb *v, const Args *a)
{
    ptxsel_target t;
    int rc = query_target(v, a, &t);
    if (rc >= 0)
        return rc;
    char canon[512], msg[2048];
    ptxsel_status st = ptxsel_form_resolve(a->pos[0], canon, sizeof canon, msg, sizeof msg);
    if (st == PTXSEL_USAGE || st == PTXSEL_UNKNOWN)
        return form_error(msg);
    int resolved = st == PTXSEL_OK;
    if (resolved)
        st = ptxsel_form_can(canon, &t, msg, sizeof msg);
    if (st == PTXSEL_USAGE || st == PTXSEL_UNKNOWN)
        return form_error(msg);
    int yes = st == PTXSEL_OK;
    if (a->json)
        print_verdict_json(a->pos[0], resolved ? canon : NULL, &t, yes, msg);
    else if (yes)
        printf("yes\n");
    else
        printf("no: %s\n", msg);
    return 0;
}

/* targets <form>: for every target of the table, the lowest PTX version (from
 * the target's minimum up to the newest) at which the form is accepted. */
static int cmd_targets(const struct Verb *v, const Args *a)
{
    (void)v;
    char canon[512], msg[2048];
    canon[0] = 0;
    ptxsel_status st = ptxsel_form_resolve(a->pos[0], canon, sizeof canon, msg, sizeof msg);
    if (st == PTXSEL_USAGE || st == PTXSEL_UNKNOWN)
        return form_error(msg);
    size_t nt = ptxsel_target_count(), k = 0;
    if (a->json) {
        printf("{\"form\": ");
        json_str(a->pos[0]);
        printf(", \"canonical\": ");
        if (st == PTXSEL_OK)
            json_str(canon);
        else
            fputs("null", stdout);
        printf(", \"targets\": [");
    }
    for (size_t i = 0; st == PTXSEL_OK && i < nt; i++) {
        const char *name = ptxsel_target_name(i);
        for (unsigned p = ptxsel_target_min_ptx(name); p <= 90; p++) {
            char mattr[16], err[256];
            ptxsel_target t;
            snprintf(mattr, sizeof mattr, "+ptx%u", p);
            if (ptxsel_target_init(&t, name, mattr, err, sizeof err) != PTXSEL_OK)
                continue; /* no such PTX version */
            if (ptxsel_form_can(canon, &t, msg, sizeof msg) != PTXSEL_OK)
                continue;
            if (a->json)
                printf("%s\n  {\"target\": \"%s\", \"min_ptx\": \"%u.%u\"}", k ? "," : "", name, p / 10, p % 10);
            else
                printf("%-8s %u.%u\n", name, p / 10, p % 10);
            k++;
            break;
        }
    }
    if (a->json)
        printf("%s]}\n", k ? "\n" : "");
    else if (!k)
        printf("no target accepts %s%s%s\n", a->pos[0], st == PTXSEL_OK ? "" : ": ",
               st == PTXSEL_OK ? "" : msg);
    return 0;
}

/* emit <form>... --cpu <cpu> [--ptx NN]: the unverified PTX module. */
static int cmd_emit(const struct Verb *v, const Args *a)
{
    ptxsel_target t;
    int rc = query_target(v, a, &t);
    if (rc >= 0)
        return rc;
    char *ptx = NULL, msg[2048];
    if (ptxsel_form_emit(a->pos, (size_t)a->npos, &t, &ptx, msg, sizeof msg) != PTXSEL_OK)
        return form_error(msg);
    if (a->json) {
        printf("{\"target\": ");
        json_str(t.name);
        printf(", \"ptx\": \"%u.%u\", \"forms\": [", t.ptx / 10, t.ptx % 10);
        for (int i = 0; i < a->npos; i++) {
            if (i)
                printf(", ");
            json_str(a->pos[i]);
        }
        printf("], \"text\": ");
        json_str(ptx);
        printf("}\n");
    } else {
        fputs(ptx, stdout);
    }
    ptxsel_free(ptx);
    return 0;
}

/* ------------------------------------------------------------ decode */

/* A descriptor word: hexadecimal digits, optionally after "0x"/"0X", and
 * nothing else (no sign, blank or trailing text, as strtoull would allow);
 * its value must fit in `bits`. 1 when *out was set. */
static int parse_word(const char *s, unsigned bits, unsigned long long *out)
{
    if (s[0] == '0' && (s[1] == 'x' || s[1] == 'X'))
        s += 2;
    if (!*s)
        return 0;
    unsigned long long v = 0;
    for (; *s; s++) {
        int d = *s >= '0' && *s <= '9'   ? *s - '0'
                : *s >= 'a' && *s <= 'f' ? *s - 'a' + 10
                : *s >= 'A' && *s <= 'F' ? *s - 'A' + 10
                                         : -1;
        if (d < 0 || v >> (bits - 4))
            return 0;
        v = v << 4 | (unsigned)d;
    }
    *out = v;
    return 1;
}

/* decode gmma-desc <hex>: the SM90 WGMMA matrix descriptor (the documented encoding).
 * Exit 0 when valid, 1 when reserved bits are set (the decode is still
 * printed), 2 for a bad number or a kind not implemented yet. */
/* decode ctrl|collector|umma-desc|idesc <hex>: tcgen05 control / collector
 * words and the Blackwell descriptors (the documented encoding). Exit 0 when valid, 1
 * when validation fails (the decode is still printed), 2 for a bad number. */
static int decode_blackwell(const struct Verb *v, const Args *a, const char *kind, const char *num)
{
    unsigned long long d;
    int wide = !strcmp(kind, "umma-desc");
    if (!parse_word(num, wide ? 64 : 32, &d))
        return fail(v, "'%s' is not a %s-bit hexadecimal number", num, wide ? "64" : "32");
    char msg[160] = "";
    /* name, value pairs printed in order */
    const char *names[16];
    unsigned vals[16];
    const char *texts[16] = {0};
    size_t n = 0;
#define FIELD(nm, val, txt) (names[n] = (nm), vals[n] = (val), texts[n] = (txt), n++)
    int valid;
    if (!strcmp(kind, "ctrl")) {
        ptxsel_tcgen05_ctrl c;
        ptxsel_tcgen05_ctrl_decode((uint32_t)d, &c);
        valid = ptxsel_tcgen05_ctrl_validate((uint32_t)d, msg, sizeof msg) == PTXSEL_OK;
        static const char *const vec[] = {"implicit", "1X", "2X", "4X"};
        FIELD("cta_group", c.cta_group, NULL);
        FIELD("scale_vec_size", c.scale_vec, vec[c.scale_vec]);
        FIELD("scale_input_acc", c.scale_input_acc, NULL);
        FIELD("block_scale", c.block_scale, NULL);
        FIELD("mma_kind", c.kind, ptxsel_tcgen05_kind_name(c.kind));
        FIELD("sparse", c.sparse, NULL);
        FIELD("weight_stationary", c.weight_stationary, NULL);
        FIELD("a_tmem", c.a_tmem, NULL);
        FIELD("disable_output_lane", c.disable_output_lane, NULL);
    } else if (!strcmp(kind, "collector")) {
        ptxsel_tcgen05_coll c;
        ptxsel_tcgen05_coll_decode((uint32_t)d, &c);
        valid = ptxsel_tcgen05_coll_validate((uint32_t)d, msg, sizeof msg) == PTXSEL_OK;
        FIELD("collector_a_valid", c.a_valid, NULL);
        FIELD("collector_a", c.a_op, ptxsel_tcgen05_collector_op_name(c.a_op));
        FIELD("ashift", c.ashift, NULL);
        FIELD("collector_b_buffer", c.b_buffer, NULL);
        FIELD("collector_b_op", c.b_op, ptxsel_tcgen05_collector_op_name(c.b_op));
    } else if (wide) {
        ptxsel_umma_desc_fields f;
        ptxsel_umma_desc_decode((uint64_t)d, &f);
        valid = ptxsel_umma_desc_validate((uint64_t)d, msg, sizeof msg) == PTXSEL_OK;
        FIELD("start_address", f.start_addr, NULL);
        FIELD("lbo", f.lbo, NULL);
        FIELD("sbo", f.sbo, NULL);
        FIELD("version", f.version, NULL);
        FIELD("base_offset", f.base_offset, NULL);
        FIELD("lbo_mode", f.lbo_mode, NULL);
        FIELD("layout", f.layout, ptxsel_umma_layout_name(f.layout));
    } else {
        ptxsel_idesc_fields f;
        ptxsel_idesc_decode((uint32_t)d, &f);
        valid = ptxsel_idesc_validate((uint32_t)d, msg, sizeof msg) == PTXSEL_OK;
        FIELD("sparse_selector", f.sparse_sel, NULL);
        FIELD("sparse", f.sparse, NULL);
        FIELD("saturate", f.saturate, NULL);
        FIELD("d_format", f.d_fmt, NULL);
        FIELD("a_format", f.a_fmt, NULL);
        FIELD("b_format", f.b_fmt, NULL);
        FIELD("negate_a", f.neg_a, NULL);
        FIELD("negate_b", f.neg_b, NULL);
        FIELD("a_major", f.a_major, f.a_major ? "MN" : "K");
        FIELD("b_major", f.b_major, f.b_major ? "MN" : "K");
        FIELD("n", f.n, NULL);
        FIELD("m", f.m, NULL);
        FIELD("max_shift", f.max_shift, NULL);
    }
#undef FIELD
    if (a->json) {
        printf("{\"kind\": ");
        json_str(kind);
        printf(", \"value\": \"0x%0*llx\"", wide ? 16 : 8, d);
        for (size_t i = 0; i < n; i++) {
            printf(", \"%s\": %u", names[i], vals[i]);
            if (texts[i]) {
                printf(", \"%s_name\": ", names[i]);
                json_str(texts[i]);
            }
        }
        json_valid(valid, msg);
    } else {
        printf("%s 0x%0*llx\n", kind, wide ? 16 : 8, d);
        for (size_t i = 0; i < n; i++)
            printf(texts[i] ? "  %-20s %u (%s)\n" : "  %-20s %u\n", names[i], vals[i], texts[i] ? texts[i] : "");
        printf("  %-20s %s\n", "valid", valid ? "yes" : msg);
    }
    if (!valid)
        fprintf(stderr, "ptxsel-query: error: %s\n", msg);
    return valid ? 0 : 1;
}

/* decode ctrl --family F <hex>|<form>: the control word of an instruction
 * family (fields in PTX's qualifier order, what each qualifier needs, the
 * form and mnemonic it spells). A form name is encoded first. Exit 0 valid,
 * 1 invalid (the fields are still printed), 2 unknown family / bad input. */
static int decode_family(const struct Verb *v, const Args *a, const char *num)
{
    uint64_t w = 0;
    char msg[400] = "";
    if (strchr(num, '.')) {
        ptxsel_status st = ptxsel_ctrl_encode(a->family, num, &w, msg, sizeof msg);
        if (st != PTXSEL_OK)
            return fail(v, "%s", msg);
    } else {
        unsigned long long d;
        if (!parse_word(num, 64, &d))
            return fail(v, "'%s' is not a 64-bit hexadecimal number or a form name", num);
        w = d;
    }
    ptxsel_ctrl_field f[64];
    size_t n = 0;
    char name[400], mn[400];
    ptxsel_status st = ptxsel_ctrl_decode(a->family, w, f, 64, &n, name, sizeof name, mn, sizeof mn, msg, sizeof msg);
    if (st == PTXSEL_UNKNOWN) {
        char known[256] = "";
        for (size_t i = 0; ptxsel_ctrl_family(i); i++)
            snprintf(known + strlen(known), sizeof known - strlen(known), "%s%s", i ? ", " : "", ptxsel_ctrl_family(i));
        return fail(v, "no control word for family '%s' (families: tcgen05.mma, %s)", a->family, known);
    }
    int valid = st == PTXSEL_OK;
    if (n > 64)
        n = 64;
    if (a->json) {
        printf("{\"kind\": \"ctrl\", \"family\": ");
        json_str(a->family);
        printf(", \"value\": \"0x%llx\", \"fields\": [", (unsigned long long)w);
        for (size_t i = 0; i < n; i++) {
            printf("%s{\"name\": ", i ? ", " : "");
            json_str(f[i].name);
            printf(", \"bits\": \"%u-%u\", \"value\": %u, \"spelling\": ", f[i].shift, f[i].shift + f[i].width - 1,
                   f[i].value);
            if (f[i].spelling)
                json_str(f[i].spelling);
            else
                fputs("null", stdout);
            printf(", \"requires\": ");
            print_requires(&f[i].requires, 1);
            printf(", \"min_ptx\": %u}", f[i].min_ptx);
        }
        printf("], \"form\": ");
        json_str(name);
        printf(", \"mnemonic\": ");
        json_str(mn);
        json_valid(valid, msg);
    } else {
        printf("ctrl 0x%llx (%s)\n", (unsigned long long)w, a->family);
        for (size_t i = 0; i < n; i++) {
            char bits[16];
            snprintf(bits, sizeof bits, "%u-%u", f[i].shift, f[i].shift + f[i].width - 1);
            printf("  %-12s %-4u bits %s", f[i].name, f[i].value, bits);
            if (f[i].spelling)
                printf("%*s%s%s", (int)(7 - strlen(bits)), "", f[i].spelling, f[i].key_only ? " (form name only)" : "");
            int k = print_requires(&f[i].requires, 0);
            if (f[i].min_ptx)
                printf("%sPTX %u.%u", k ? ", " : "  needs ", f[i].min_ptx / 10, f[i].min_ptx % 10);
            putchar('\n');
        }
        if (valid) {
            printf("  %-12s %s\n", "form", name);
            printf("  %-12s %s\n", "mnemonic", mn);
        }
        printf("  %-12s %s\n", "valid", valid ? "yes" : msg);
    }
    if (!valid)
        fprintf(stderr, "ptxsel-query: error: %s\n", msg);
    return valid ? 0 : 1;
}

static int cmd_decode(const struct Verb *v, const Args *a)
{
    const char *kind = a->pos[0], *num = a->pos[1];
    if (a->family && strcmp(kind, "ctrl"))
        return fail(v, "--family goes with 'decode ctrl' only");
    if (a->family && strcmp(a->family, "tcgen05.mma"))
        return decode_family(v, a, num);
    if (strcmp(kind, "gmma-desc")) {
        if (!strcmp(kind, "ctrl") || !strcmp(kind, "collector") || !strcmp(kind, "umma-desc") || !strcmp(kind, "idesc"))
            return decode_blackwell(v, a, kind, num);
        return fail(v, "unknown word kind '%s' (ctrl, collector, gmma-desc, umma-desc, idesc)", kind);
    }
    unsigned long long d;
    if (!parse_word(num, 64, &d))
        return fail(v, "'%s' is not a 64-bit hexadecimal number", num);
    ptxsel_gmma_desc_fields f;
    ptxsel_gmma_desc_decode((uint64_t)d, &f);
    char msg[128] = "";
    int valid = ptxsel_gmma_desc_validate((uint64_t)d, msg, sizeof msg) == PTXSEL_OK;
    if (a->json) {
        printf("{\"kind\": \"gmma-desc\", \"value\": \"0x%016llx\", \"start_address\": %u, \"lbo\": %u, "
               "\"sbo\": %u, \"base_offset\": %u, \"swizzle\": %u, \"swizzle_name\": ",
               d, f.start_addr, f.lbo, f.sbo, f.base_offset, f.swizzle);
        json_str(ptxsel_gmma_swizzle_name(f.swizzle));
        json_valid(valid, msg);
    } else {
        printf("gmma-desc 0x%016llx\n", d);
        printf("  start_address  0x%x bytes (field 0x%x)\n", f.start_addr, f.start_addr >> 4);
        printf("  lbo            %u bytes (field 0x%x)\n", f.lbo, f.lbo >> 4);
        printf("  sbo            %u bytes (field 0x%x)\n", f.sbo, f.sbo >> 4);
        printf("  base_offset    %u\n", f.base_offset);
        printf("  swizzle        %u (%s)\n", f.swizzle, ptxsel_gmma_swizzle_name(f.swizzle));
        printf("  reserved       %s\n", valid ? "0 (ok)" : msg);
    }
    if (!valid)
        fprintf(stderr, "ptxsel-query: error: %s\n", msg);
    return valid ? 0 : 1;
}

/* ------------------------------------------------------------ module */

/* module <file> [--cpu a,b|all]: the module is compiled (ptxsel_compile_buffer,
 * as ptxsel would) for each target at each PTX version from the target's
 * minimum up; the first that compiles is the target's lowest PTX. The errors
 * at the minimum are the blockers, keyed by (function, instruction): a
 * blocker that is gone at a higher PTX needs that version; one that stays at
 * the newest PTX is compiled again with each feature bit the target lacks
 * turned on (-mattr=+bit), and the first bit that makes it go (or changes
 * its message) is what it needs; otherwise nothing a target offers lifts it. */

typedef struct Blocker {
    char *function, *instruction, *message;
    unsigned need_ptx; /* 0: no PTX version alone lifts it */
    int need_bit;      /* -1: no single feature bit lifts it */
} Blocker;

typedef struct TargetAnswer {
    const char *name;
    unsigned min_ptx, ok_ptx; /* ok_ptx 0: not accepted at any PTX */
    Blocker *b;
    size_t nb;
} TargetAnswer;

static char *dup_or_null(const char *s)
{
    char *d = s ? strdup(s) : NULL;
    if (s && !d) {
        fprintf(stderr, "ptxsel-query: error: out of memory\n");
        exit(EXIT_FAILURE);
    }
    return d;
}

/* A function name as LLVM IR spells it between the quotes of @"...": bytes
 * outside printable ASCII, '\\' and '"' as \\XX (as ptxsel's diagnostics
 * print names), so that the answer stays one line per name and valid UTF-8. */
static char *ir_name(const char *s)
{
    char *r = malloc(strlen(s) * 3 + 1), *o = r;
    if (!r) {
        fprintf(stderr, "ptxsel-query: error: out of memory\n");
        exit(EXIT_FAILURE);
    }
    for (const unsigned char *p = (const unsigned char *)s; *p; p++)
        if (*p < 0x20 || *p >= 0x7F || *p == '\\' || *p == '"')
            o += sprintf(o, "\\%02X", *p);
        else
            *o++ = (char)*p;
    *o = 0;
    return r;
}

static int same(const char *x, const char *y)
{
    return (!x && !y) || (x && y && !strcmp(x, y));
}

/* Does the last compilation still report blocker b: an error at the same
 * function and instruction (same_message: with the same message, so that a
 * feature bit that turns "not supported on sm_80" into the instruction's
 * next problem counts as the bit it needs); the same message when b has no
 * instruction. */
static int still_blocked(ptxsel_context *ctx, const Blocker *b, int same_message)
{
    for (size_t i = 0; i < ptxsel_diag_count(ctx); i++) {
        const ptxsel_diag *d = ptxsel_diag_get(ctx, i);
        if (d->severity == PTXSEL_ERROR && same(d->function, b->function) &&
            same(d->instruction, b->instruction) &&
            (same_message || !b->instruction ? same(d->message, b->message) : 1))
            return 1;
    }
    return 0;
}

static ptxsel_status compile_for(ptxsel_context *ctx, const char *data, size_t len, const char *file,
                                 const char *cpu, const char *mattr)
{
    ptxsel_options o;
    ptxsel_options_init(&o);
    o.cpu = cpu;
    o.mattr = mattr;
    o.input_name = file;
    char *out = NULL;
    ptxsel_status st = ptxsel_compile_buffer(ctx, data, len, &o, &out);
    ptxsel_free(out);
    return st;
}

static char *read_input(const char *path, size_t *len)
{
    FILE *f = strcmp(path, "-") ? fopen(path, "rb") : stdin;
    if (!f) {
        fprintf(stderr, "ptxsel-query: error: cannot open '%s': %s\n", path, strerror(errno));
        return NULL;
    }
    size_t cap = 1 << 16, n = 0;
    char *buf = malloc(cap);
    for (size_t r; buf; n += r) {
        if (n == cap) {
            char *nb = realloc(buf, cap *= 2);
            if (!nb) {
                free(buf);
                buf = NULL;
                break;
            }
            buf = nb;
        }
        r = fread(buf + n, 1, cap - n, f);
        if (r == 0)
            break;
    }
    int bad = buf && ferror(f);
    int e = errno;
    if (f != stdin)
        fclose(f);
    if (!buf || bad) {
        fprintf(stderr, "ptxsel-query: error: cannot read '%s': %s\n", path, buf ? strerror(e) : "out of memory");
        free(buf);
        return NULL;
    }
    *len = n;
    return buf;
}

/* The targets of --cpu (a comma list or "all"; default all), checked. */
static int module_targets(const Verb *v, const char *spec, const char ***names, size_t *n)
{
    size_t nt = ptxsel_target_count();
    *names = calloc(nt + (spec ? strlen(spec) : 0) + 1, sizeof **names);
    if (!*names) {
        fprintf(stderr, "ptxsel-query: error: out of memory\n");
        return EXIT_FAILURE;
    }
    *n = 0;
    if (!spec || !strcmp(spec, "all")) {
        for (size_t i = 0; i < nt; i++)
            (*names)[(*n)++] = ptxsel_target_name(i);
        return -1;
    }
    for (const char *p = spec;;) {
        size_t k = strcspn(p, ",");
        char cpu[64];
        if (k == 0 || k >= sizeof cpu)
            return fail(v, "bad --cpu list '%s' (expected e.g. sm_90a,sm_100a or all)", spec);
        memcpy(cpu, p, k);
        cpu[k] = 0;
        ptxsel_target t;
        int rc = init_target(&t, cpu, NULL);
        if (rc >= 0)
            return rc;
        /* the canonical name (aliases resolved), once */
        const char *name = NULL;
        for (size_t i = 0; i < nt; i++)
            if (!strcmp(ptxsel_target_name(i), t.name))
                name = ptxsel_target_name(i);
        int dup = 0;
        for (size_t i = 0; i < *n; i++)
            dup |= name && !strcmp((*names)[i], name);
        if (name && !dup)
            (*names)[(*n)++] = name;
        if (!p[k])
            break;
        p += k + 1;
    }
    return -1;
}

static void answer_target(ptxsel_context *ctx, const char *data, size_t len, const char *file, TargetAnswer *ta)
{
    char mattr[64];
    ta->min_ptx = ptxsel_target_min_ptx(ta->name);
    if (compile_for(ctx, data, len, file, ta->name, NULL) == PTXSEL_OK) {
        ta->ok_ptx = ta->min_ptx;
        return;
    }
    size_t nd = ptxsel_diag_count(ctx);
    ta->b = calloc(nd ? nd : 1, sizeof *ta->b);
    if (!ta->b) {
        fprintf(stderr, "ptxsel-query: error: out of memory\n");
        exit(EXIT_FAILURE);
    }
    for (size_t i = 0; i < nd; i++) {
        const ptxsel_diag *d = ptxsel_diag_get(ctx, i);
        if (d->severity != PTXSEL_ERROR)
            continue;
        Blocker b = {(char *)d->function, (char *)d->instruction, (char *)d->message, 0, -1};
        int seen = 0;
        for (size_t j = 0; j < ta->nb && !seen; j++)
            seen = same(ta->b[j].function, b.function) && same(ta->b[j].instruction, b.instruction) &&
                   (b.instruction || same(ta->b[j].message, b.message));
        if (seen)
            continue;
        b.function = dup_or_null(b.function);
        b.instruction = dup_or_null(b.instruction);
        b.message = dup_or_null(b.message);
        ta->b[ta->nb++] = b;
    }
    /* higher PTX versions of the same target */
    unsigned newest = ta->min_ptx;
    for (unsigned p = ta->min_ptx + 1; p < 100; p++) {
        ptxsel_target t;
        char err[256];
        snprintf(mattr, sizeof mattr, "+ptx%u", p);
        if (ptxsel_target_init(&t, ta->name, mattr, err, sizeof err) != PTXSEL_OK)
            continue;
        newest = p;
        if (ta->ok_ptx)
            continue;
        ptxsel_status st = compile_for(ctx, data, len, file, ta->name, mattr);
        for (size_t j = 0; j < ta->nb; j++)
            if (!ta->b[j].need_ptx && (st == PTXSEL_OK || !still_blocked(ctx, &ta->b[j], 0)))
                ta->b[j].need_ptx = p;
        if (st == PTXSEL_OK)
            ta->ok_ptx = p;
    }
    if (ta->ok_ptx)
        return;
    /* at the newest PTX, each missing feature bit on its own */
    ptxsel_target t;
    char err[256];
    snprintf(mattr, sizeof mattr, "+ptx%u", newest);
    if (ptxsel_target_init(&t, ta->name, mattr, err, sizeof err) != PTXSEL_OK)
        return;
    for (int bit = 0; bit < ptxsel_feature_count(); bit++) {
        size_t open = 0;
        for (size_t j = 0; j < ta->nb; j++)
            open += !ta->b[j].need_ptx && ta->b[j].need_bit < 0;
        if (!open)
            break;
        if (ptxsel_target_has(&t, bit))
            continue;
        char m[128];
        snprintf(m, sizeof m, "+ptx%u,+%s", newest, ptxsel_feature_name(bit));
        ptxsel_status st = compile_for(ctx, data, len, file, ta->name, m);
        for (size_t j = 0; j < ta->nb; j++)
            if (!ta->b[j].need_ptx && ta->b[j].need_bit < 0 && (st == PTXSEL_OK || !still_blocked(ctx, &ta->b[j], 1)))
                ta->b[j].need_bit = bit;
    }
}

static void print_need_text(const Blocker *b)
{
    if (b->need_ptx)
        printf("      needs: PTX %u.%u\n", b->need_ptx / 10, b->need_ptx % 10);
    else if (b->need_bit >= 0) {
        unsigned mp = ptxsel_feature_min_ptx(b->need_bit);
        printf("      needs: %s (%s", ptxsel_feature_name(b->need_bit), ptxsel_feature_targets(b->need_bit));
        if (mp)
            printf(", PTX >= %u.%u", mp / 10, mp % 10);
        printf(")\n");
    } else
        printf("      needs: nothing a target or PTX version offers (invalid on this target as written)\n");
}

static void print_need_json(const Blocker *b)
{
    printf(", \"needs\": ");
    if (b->need_ptx)
        printf("{\"ptx\": \"%u.%u\"}", b->need_ptx / 10, b->need_ptx % 10);
    else if (b->need_bit >= 0) {
        unsigned mp = ptxsel_feature_min_ptx(b->need_bit);
        printf("{\"feature\": ");
        json_str(ptxsel_feature_name(b->need_bit));
        printf(", \"targets\": ");
        json_str(ptxsel_feature_targets(b->need_bit));
        if (mp)
            printf(", \"ptx\": \"%u.%u\"", mp / 10, mp % 10);
        printf("}");
    } else
        printf("null");
}

static int cmd_module(const struct Verb *v, const Args *a)
{
    const char **names = NULL;
    size_t nt = 0;
    int rc = module_targets(v, a->cpu, &names, &nt);
    if (rc >= 0) {
        free(names);
        return rc;
    }
    const char *path = a->pos[0];
    size_t len = 0;
    char *data = read_input(path, &len);
    ptxsel_context *ctx = data ? ptxsel_context_create() : NULL;
    if (!ctx) {
        if (data)
            fprintf(stderr, "ptxsel-query: error: out of memory\n");
        free(data);
        free(names);
        return data ? EXIT_FAILURE : EXIT_USAGE;
    }
    const char *file = strcmp(path, "-") ? path : "<stdin>";
    /* malformed or unreadable IR is the same on every target: say so once */
    if (compile_for(ctx, data, len, file, names[0], NULL) == PTXSEL_USAGE) {
        char *d = ptxsel_diag_render(ctx, 0);
        fputs(d ? d : "", stderr);
        ptxsel_free(d);
        ptxsel_context_destroy(ctx);
        free(data);
        free(names);
        return EXIT_USAGE;
    }
    TargetAnswer *ta = calloc(nt, sizeof *ta);
    if (!ta) {
        fprintf(stderr, "ptxsel-query: error: out of memory\n");
        exit(EXIT_FAILURE);
    }
    unsigned lowest = 0;
    size_t naccept = 0;
    for (size_t i = 0; i < nt; i++) {
        ta[i].name = names[i];
        answer_target(ctx, data, len, file, &ta[i]);
        if (ta[i].ok_ptx) {
            naccept++;
            if (!lowest || ta[i].ok_ptx < lowest)
                lowest = ta[i].ok_ptx;
        }
    }
    if (a->json) {
        printf("{\"module\": ");
        json_str(path);
        printf(",\n \"targets\": [");
        for (size_t i = 0; i < nt; i++) {
            printf("%s\n  {\"target\": ", i ? "," : "");
            json_str(ta[i].name);
            printf(", \"accepted\": %s, \"min_ptx\": ", ta[i].ok_ptx ? "true" : "false");
            if (ta[i].ok_ptx)
                printf("\"%u.%u\"", ta[i].ok_ptx / 10, ta[i].ok_ptx % 10);
            else
                printf("null");
            printf(", \"blockers\": [");
            for (size_t j = 0; j < ta[i].nb; j++) {
                const Blocker *b = &ta[i].b[j];
                printf("%s\n    {\"function\": ", j ? "," : "");
                if (b->function) {
                    char *n = ir_name(b->function);
                    json_str(n);
                    free(n);
                } else
                    printf("null");
                printf(", \"instruction\": ");
                if (b->instruction)
                    json_str(b->instruction);
                else
                    printf("null");
                printf(", \"message\": ");
                json_str(b->message);
                print_need_json(b);
                printf("}");
            }
            printf("%s]}", ta[i].nb ? "\n  " : "");
        }
        printf("\n ],\n \"accepted_by\": [");
        for (size_t i = 0, k = 0; i < nt; i++)
            if (ta[i].ok_ptx) {
                printf("%s", k++ ? ", " : "");
                json_str(ta[i].name);
            }
        printf("],\n \"lowest_ptx\": ");
        if (lowest)
            printf("\"%u.%u\"}\n", lowest / 10, lowest % 10);
        else
            printf("null}\n");
    } else {
        printf("module %s: accepted by %zu of %zu target%s\n", file, naccept, nt, nt == 1 ? "" : "s");
        for (size_t i = 0; i < nt; i++) {
            const TargetAnswer *t = &ta[i];
            if (t->ok_ptx == t->min_ptx)
                printf("  %-8s yes (PTX %u.%u and later)\n", t->name, t->ok_ptx / 10, t->ok_ptx % 10);
            else if (t->ok_ptx)
                printf("  %-8s yes from PTX %u.%u; at its minimum PTX %u.%u:\n", t->name, t->ok_ptx / 10,
                       t->ok_ptx % 10, t->min_ptx / 10, t->min_ptx % 10);
            else
                printf("  %-8s no\n", t->name);
            for (size_t j = 0; j < t->nb; j++) {
                const Blocker *b = &t->b[j];
                if (b->function) {
                    char *n = ir_name(b->function);
                    printf("    in function '%s': %s\n", n, b->message);
                    free(n);
                } else
                    printf("    %s\n", b->message);
                if (b->instruction)
                    printf("      at: %s\n", b->instruction);
                print_need_text(b);
            }
        }
        printf("accepted by:");
        for (size_t i = 0; i < nt; i++)
            if (ta[i].ok_ptx)
                printf(" %s", ta[i].name);
        printf("%s\n", naccept ? "" : " none");
        if (lowest)
            printf("lowest PTX: %u.%u\n", lowest / 10, lowest % 10);
        else
            printf("lowest PTX: none\n");
    }
    for (size_t i = 0; i < nt; i++) {
        for (size_t j = 0; j < ta[i].nb; j++) {
            free(ta[i].b[j].function);
            free(ta[i].b[j].instruction);
            free(ta[i].b[j].message);
        }
        free(ta[i].b);
    }
    free(ta);
    ptxsel_context_destroy(ctx);
    free(data);
    free(names);
    return 0;
}

/* ------------------------------------------------------------ main */

/* Run one command line (argv[0] is the program name). */
static int run(int argc, char **argv, int in_batch)
{
    if (argc < 2) {
        usage(stderr);
        return EXIT_USAGE;
    }
    const char *verb = argv[1];
    if (!strcmp(verb, "--help") || !strcmp(verb, "-h") || !strcmp(verb, "help")) {
        usage(stdout);
        return 0;
    }
    if (!strcmp(verb, "--version")) {
        printf("ptxsel-query %s\n", PTXSEL_VERSION_STRING);
        return 0;
    }
    const Verb *v = NULL;
    for (size_t i = 0; i < NVERBS; i++)
        if (!strcmp(verbs[i].name, verb))
            v = &verbs[i];
    if (!v) {
        if (verb[0] == '-')
            fprintf(stderr, "ptxsel-query: error: unknown option '%s' (a verb comes first)\n",
                    verb);
        else
            fprintf(stderr, "ptxsel-query: error: unknown verb '%s'\n", verb);
        usage(stderr);
        return EXIT_USAGE;
    }
    if (!v->fn) {
        fprintf(stderr, "ptxsel-query: verb '%s' is not implemented yet\n", v->name);
        return EXIT_USAGE;
    }
    if (in_batch && v->fn == cmd_batch)
        return fail(v, "'batch' cannot be nested");
    Args a;
    int rc = parse_args(v, 2, argc, argv, &a);
    if (rc < 0)
        rc = v->fn(v, &a);
    free(a.pos);
    return rc;
}

/* batch: every stdin line is one command line (a verb and its arguments,
 * separated by blanks); its answer is followed by the line "%% rc=N" (N its
 * exit status) and flushed. Diagnostics of usage errors go to stderr. One
 * process answers a whole conformance lattice. */
static int cmd_batch(const struct Verb *v, const Args *a)
{
    (void)v;
    (void)a;
    char *line = NULL;
    size_t cap = 0;
    ssize_t len;
    while ((len = getline(&line, &cap, stdin)) >= 0) {
        size_t nargv = 2;
        for (ssize_t i = 0; i < len; i++)
            nargv += line[i] == ' ' || line[i] == '\t';
        char **argv = calloc(nargv + 2, sizeof *argv);
        if (!argv) {
            fprintf(stderr, "ptxsel-query: error: out of memory\n");
            free(line);
            return EXIT_FAILURE;
        }
        int argc = 0;
        argv[argc++] = "ptxsel-query";
        char *save = NULL;
        for (char *tok = strtok_r(line, " \t\r\n", &save); tok; tok = strtok_r(NULL, " \t\r\n", &save))
            argv[argc++] = tok;
        if (argc > 1) {
            int rc = run(argc, argv, 1);
            printf("%%%% rc=%d\n", rc);
        }
        free(argv);
        /* the reader waits for each answer; one that cannot be written ends the batch */
        if (argc > 1 && flush_stdout())
            break;
    }
    free(line);
    return stdout_failed ? EXIT_FAILURE : 0;
}

static void report_stdout_error(int e)
{
    fprintf(stderr, "ptxsel-query: error: cannot write to standard output: %s\n", e ? strerror(e) : "I/O error");
    stdout_failed = 1;
}

/* Flush standard output: 0, or 1 (reported once, with strerror) when any
 * write of the answer failed (a full disk, /dev/full). */
static int flush_stdout(void)
{
    if (stdout_failed)
        return 1;
    errno = 0;
    int bad = fflush(stdout) != 0;
    int e = errno;
    if (bad || ferror(stdout))
        report_stdout_error(e);
    return stdout_failed;
}

int main(int argc, char **argv)
{
    /* An answer is held whole in stdio's buffer and written by the flush at
     * its end, so that a failing write is seen by fflush with its errno (a
     * write failing in the middle of printf leaves only the error flag). The
     * buffer's pages are touched only as far as an answer fills them. */
    static char *answer_buf;
    answer_buf = malloc((size_t)64 << 20);
    if (answer_buf)
        setvbuf(stdout, answer_buf, _IOFBF, (size_t)64 << 20);
    int rc = run(argc, argv, 0);
    if (flush_stdout())
        rc = EXIT_FAILURE;
    else if (fclose(stdout) != 0) {
        report_stdout_error(errno);
        rc = EXIT_FAILURE;
    }
    free(answer_buf);
    return rc;
}
