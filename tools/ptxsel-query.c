/*
 * ptxsel-query — what-if queries over ptxsel's targets, feature bits and
 * instruction forms (PRODUCT.md, "ptxsel-query").
 *
 * Consumes: the command line; answers come from libptxsel through the public
 *           header include/ptxsel/ptxsel.h only (no internal headers).
 * Produces: text or JSON (--json) on stdout; errors and usage on stderr.
 * Guarantees: exit status 0 = answered, 2 = usage error (unknown verb, bad
 *           option, unknown target or feature, bad -mattr); a verb that is
 *           not implemented yet says so and exits 2. Verbs live in one
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

#define MAX_POS 8

typedef struct Args {
    int json;
    const char *mattr;  /* -mattr=... */
    const char *ptx;    /* --ptx NN */
    const char *family; /* --family NAME */
    const char *cpu;    /* --cpu NAME */
    const char *pos[MAX_POS];
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

static const Verb verbs[] = {
    {"features", "features <cpu> [-mattr=+ptxNN,+feat,-feat,...] [--ptx NN] [--json]",
     "named feature bits of a target", OPT_JSON | OPT_MATTR | OPT_PTX, 1, 1, cmd_features},
    {"can", "can <form> --cpu <cpu> [--ptx NN] [--json]",
     "yes/no and the diagnostic if no", OPT_JSON | OPT_CPU | OPT_PTX | OPT_MATTR, 1, 1, NULL},
    {"targets", "targets <form> [--json]",
     "every (target, minimum PTX) that accepts the form", OPT_JSON, 1, 1, NULL},
    {"diff", "diff <cpuA>[:mattr] <cpuB>[:mattr] [--json]",
     "feature bits that differ (e.g. diff sm_100a sm_100a:+ptx88)", OPT_JSON, 2, 2, cmd_diff},
    {"decode", "decode ctrl|collector|gmma-desc|umma-desc|idesc <hex> [--json]",
     "what a packed control word or descriptor means", OPT_JSON, 2, 2, cmd_decode},
    {"forms", "forms [--family NAME] [--json]", "the instruction forms the tables know",
     OPT_JSON | OPT_FAMILY, 0, 0, cmd_forms},
    {"cpus", "cpus [--json]", "every target with its minimum PTX version", OPT_JSON, 0, 0,
     cmd_cpus},
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
               "\nexit status: 0 answered, 2 usage error\n");
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
        if (a->npos >= MAX_POS || a->npos >= v->max_pos)
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

static int family_known(const char *f)
{
    size_t n = ptxsel_form_count();
    for (size_t i = 0; i < n; i++) {
        const char *fam = ptxsel_form_family(i);
        if (fam && !strcmp(fam, f))
            return 1;
    }
    return 0;
}

static int cmd_forms(const struct Verb *v, const Args *a)
{
    size_t n = ptxsel_form_count();
    if (a->family && !family_known(a->family)) {
        fprintf(stderr, "ptxsel-query: error: unknown form family '%s'; known families:",
                a->family);
        /* Distinct families, in first-seen order. */
        for (size_t i = 0; i < n; i++) {
            const char *fam = ptxsel_form_family(i);
            size_t j = 0;
            while (j < i && strcmp(ptxsel_form_family(j) ? ptxsel_form_family(j) : "",
                                   fam ? fam : ""))
                j++;
            if (j == i)
                fprintf(stderr, " %s", fam ? fam : "?");
        }
        fprintf(stderr, "\nusage: ptxsel-query %s\n", v->synopsis);
        return EXIT_USAGE;
    }
    int fw = 0;
    for (size_t i = 0; i < n; i++) {
        const char *fam = ptxsel_form_family(i);
        int l = fam ? (int)strlen(fam) : 0;
        if (l > fw)
            fw = l;
    }
    if (a->json)
        printf("[");
    size_t k = 0;
    for (size_t i = 0; i < n; i++) {
        const char *fam = ptxsel_form_family(i), *name = ptxsel_form_name(i);
        if (a->family && (!fam || strcmp(fam, a->family)))
            continue;
        if (a->json) {
            printf("%s\n  {\"name\": ", k ? "," : "");
            json_str(name);
            printf(", \"family\": ");
            json_str(fam);
            printf("}");
        } else {
            printf("%-*s %s\n", fw, fam ? fam : "", name ? name : "");
        }
        k++;
    }
    if (a->json)
        printf("%s]\n", k ? "\n" : "");
    return 0;
}

/* ------------------------------------------------------------ decode */

/* decode gmma-desc <hex>: the SM90 WGMMA matrix descriptor (ENCODINGS.md).
 * Exit 0 when valid, 1 when reserved bits are set (the decode is still
 * printed), 2 for a bad number or a kind not implemented yet. */
static int cmd_decode(const struct Verb *v, const Args *a)
{
    const char *kind = a->pos[0], *num = a->pos[1];
    if (strcmp(kind, "gmma-desc")) {
        if (!strcmp(kind, "ctrl") || !strcmp(kind, "collector") || !strcmp(kind, "umma-desc") || !strcmp(kind, "idesc")) {
            fprintf(stderr, "ptxsel-query: verb 'decode' is not implemented yet for '%s'\n", kind);
            return EXIT_USAGE;
        }
        return fail(v, "unknown word kind '%s' (ctrl, collector, gmma-desc, umma-desc, idesc)", kind);
    }
    char *end = NULL;
    errno = 0;
    unsigned long long d = strtoull(num, &end, 16);
    if (!num[0] || num[0] == '-' || *end || errno)
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
        printf(", \"valid\": %s, \"error\": ", valid ? "true" : "false");
        if (valid)
            fputs("null", stdout);
        else
            json_str(msg);
        printf("}\n");
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

/* ------------------------------------------------------------ main */

int main(int argc, char **argv)
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
    Args a;
    int rc = parse_args(v, 2, argc, argv, &a);
    if (rc >= 0)
        return rc;
    rc = v->fn(v, &a);
    if (fflush(stdout) != 0 && rc == 0) {
        fprintf(stderr, "ptxsel-query: error: cannot write the answer\n");
        return EXIT_USAGE;
    }
    return rc;
}
