/*
 * ptxsel: the llc-like command line (the product contract, fixed contract).
 * Consumes: options (one or two dashes, "-name=value" or "-name value", as
 *           llc) and one input (.ll, .bc, '-' or none: standard input).
 * Produces: PTX, MIR or a cubin at -o (stdout by default); diagnostics on
 *           stderr (text or JSON).
 * Guarantees: exit 0 success, 1 invalid program or a failure to write the
 *           output (with strerror), 2 usage / unreadable or malformed input;
 *           the whole output (PTX, MIR or cubin) is made in memory and -o is
 *           touched only after that succeeded, through
 *           ptxsel_write_output (written through as llc does: devices,
 *           symlinks, hard links and modes kept). Uses only the public API.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "ptxsel/ptxsel.h"
/* the LLVM version ptxsel is built against (-version), a macro-only header */
#include <llvm/Config/llvm-config.h>

static void usage(FILE *f)
{
    fprintf(f,
            "usage: ptxsel [options] [input.ll | input.bc | -]   (no input: standard input)\n"
            "options take one or two dashes; a value follows '=' or comes as the next argument\n"
            "  -mcpu=<sm_XX[a|f]>        target (default: module \"target-cpu\", else sm_90a);\n"
            "                            -mcpu=help lists the targets\n"
            "  -mattr=<+ptxNN,+feat,-feat,...>  PTX version and feature overrides;\n"
            "                            -mattr=help lists the PTX versions and feature bits\n"
            "  -march=nvptx64, -mtriple=nvptx64-nvidia-cuda   accepted (no other target)\n"
            "  -o <file>, -o=<file>      output (default stdout; '-' is stdout); written through\n"
            "                            the path as llc does (devices, symlinks, modes kept)\n"
            "  -filetype=asm|obj|null    asm: PTX (default); obj: a cubin through ptxas ($PTXAS, PATH,\n"
            "                            /usr/local/cuda/bin); null: compile and check, write nothing\n"
            "  -O0|-O1|-O2|-O3           code-generation level, as llc: -O1..-O3 run the IR passes llc\n"
            "                            runs before selection (SROA, speculative execution, CSE, ...);\n"
            "                            default -O2, as llc\n"
            "  --no-verify               skip the machine verifier\n"
            "  --passes=<pipeline>       run a new-pass-manager pipeline first (as opt), e.g.\n"
            "                            'default<O2>'; then the -O level's passes\n"
            "  --no-verify-ir            skip LLVM's IR verifier (trusted input only: invalid IR\n"
            "                            may then be mis-compiled or crash)\n"
            "  --print-mir               print machine IR instead of PTX\n"
            "  --diag-format=text|json   diagnostics format\n"
            "  --werror                  protocol warnings are errors\n"
            "  --strict-atomics          atomicrmw / cmpxchg with the IR's ordering and syncscope\n"
            "                            (default: as llc-19, relaxed at gpu scope)\n"
            "  --nvptx-short-ptr         32-bit shared / const / local pointers, as llc's option\n"
            "                            (a module's own layout with them is honoured without it)\n"
            "  -Wno-<name>               turn a protocol warning off (names: ptxsel --help-warnings)\n"
            "  --help-warnings           list the protocol warnings\n"
            "  --version, -version       ptxsel's version and the LLVM version it is built against\n"
            "  --help, -help, -h         this text\n"
            "exit status: 0 success; 1 invalid program for the target, or output/ptxas failure;\n"
            "             2 usage error (unknown option, bad value) or unreadable/malformed input\n");
}

static void version(void)
{
    printf("ptxsel %s\n"
           "  LLVM IR to PTX code generator for NVIDIA GPUs\n"
           "  built against LLVM version %s\n"
           "  Default target: nvptx64-nvidia-cuda\n"
           "  Default CPU: sm_90a\n",
           PTXSEL_VERSION_STRING, LLVM_VERSION_STRING);
}

/* -mcpu=help: every target with its minimum PTX version. */
static void list_cpus(void)
{
    printf("Available CPUs for this target:\n\n");
    for (size_t i = 0; i < ptxsel_target_count(); i++) {
        const char *name = ptxsel_target_name(i);
        unsigned min = ptxsel_target_min_ptx(name);
        printf("  %-8s - PTX ISA %u.%u or later\n", name, min / 10, min % 10);
    }
    printf("\nUse -mcpu=<name> (default: the module's \"target-cpu\" attribute, else sm_90a).\n\n");
}

/* -mattr=help: the PTX versions some target accepts and the feature bits. */
static void list_features(void)
{
    printf("Available features for this target:\n\n");
    for (unsigned p = 10; p < 100; p++) {
        char mattr[16], err[256];
        snprintf(mattr, sizeof mattr, "+ptx%u", p);
        for (size_t i = 0; i < ptxsel_target_count(); i++) {
            ptxsel_target t;
            if (ptxsel_target_init(&t, ptxsel_target_name(i), mattr, err, sizeof err) == PTXSEL_OK) {
                char name[16];
                snprintf(name, sizeof name, "ptx%u", p);
                printf("  %-29s - Use PTX ISA version %u.%u.\n", name, p / 10, p % 10);
                break;
            }
        }
    }
    for (int b = 0; b < ptxsel_feature_count(); b++)
        printf("  %-29s - %s\n", ptxsel_feature_name(b), ptxsel_feature_doc(b));
    printf("\nUse +feature to enable a feature, or -feature to disable it; the PTX version is\n"
           "+ptxNN (default: the target's minimum).\n\n");
}

/* -mtriple: nvptx64 with vendor/OS parts that say CUDA, OpenCL (nvcl) or nothing. */
static int triple_ok(const char *t)
{
    if (strncmp(t, "nvptx64", 7) || (t[7] && t[7] != '-'))
        return 0;
    for (const char *p = t + 7; *p;) {
        p++; /* the '-' */
        size_t n = strcspn(p, "-");
        if (!(n == 0 || (n == 6 && !strncmp(p, "nvidia", 6)) || (n == 7 && !strncmp(p, "unknown", 7)) ||
              (n == 4 && !strncmp(p, "cuda", 4)) || (n == 4 && !strncmp(p, "nvcl", 4))))
            return 0;
        p += n;
    }
    return 1;
}

/* Flush and close standard output; 0, or 1 with a message when a write
 * failed (a full disk, /dev/full, a closed pipe reader). */
static int finish_stdout(void)
{
    errno = 0;
    int bad = fflush(stdout) != 0;
    int e = errno;
    if (ferror(stdout))
        bad = 1;
    if (fclose(stdout) != 0 && !bad) {
        bad = 1;
        e = errno;
    }
    if (bad)
        fprintf(stderr, "ptxsel: error: cannot write to standard output: %s\n", e ? strerror(e) : "I/O error");
    return bad;
}

/* AddressSanitizer's leak check runs when the process exits normally. */
#if defined(__SANITIZE_ADDRESS__)
#define PTXSEL_LEAK_CHECK 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define PTXSEL_LEAK_CHECK 1
#endif
#endif

/* The end of a compile, standard output closed (finish_stdout): the process
 * ends without running the exit handlers, which are the destructors of the
 * LLVM libraries linked in (one per command-line option, about 1,500: 4.5%
 * of the instructions of a small compile). Standard error is unbuffered and
 * -o was written and closed by ptxsel_write_output. Under AddressSanitizer
 * the process exits normally so that its leak check runs. */
static int leave(int rc)
{
#ifdef PTXSEL_LEAK_CHECK
    return rc;
#else
    fflush(NULL);
    _exit(rc);
#endif
}

static void print_diags(ptxsel_context *ctx, int json)
{
    if (!ptxsel_diag_count(ctx))
        return;
    char *d = ptxsel_diag_render(ctx, json);
    if (d)
        fputs(d, stderr);
    ptxsel_free(d);
    /* printed once: a later step (ptxas) reports only its own */
    ptxsel_diag_clear(ctx);
}

static int known_warning(const char *name)
{
    for (int w = 0; ptxsel_warning_name(w); w++)
        if (!strcmp(ptxsel_warning_name(w), name))
            return 1;
    return 0;
}

/* "-name=V" or "-name V" (arg already has one dash): V, or NULL when arg is
 * another option; *bad set (and reported) when the value is missing. */
static const char *opt_value(const char *arg, const char *name, int *i, int argc, char **argv, int *bad)
{
    size_t n = strlen(name);
    if (strncmp(arg + 1, name, n))
        return NULL;
    if (arg[n + 1] == '=')
        return arg + n + 2;
    if (arg[n + 1])
        return NULL;
    if (*i + 1 >= argc) {
        fprintf(stderr, "ptxsel: error: -%s needs a value\n", name);
        *bad = 1;
        return NULL;
    }
    return argv[++*i];
}

int main(int argc, char **argv)
{
    static char wno[1024]; /* -Wno-<name> list, "a,b" */
    ptxsel_options opt;
    ptxsel_options_init(&opt);
    opt.opt_level = 2; /* llc's default level; the library's is -O0 */
    opt.exiting = 1; /* the parsed module is the operating system's to free */
    const char *input = NULL, *output = NULL, *v;
    int obj = 0, null_out = 0, json = 0, cpu_help = 0, mattr_help = 0, bad = 0, options_end = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (options_end || a[0] != '-' || !a[1]) {
            if (input) {
                fprintf(stderr, "ptxsel: error: more than one input file ('%s' and '%s')\n", input, a);
                return 2;
            }
            input = a;
            continue;
        }
        if (!strcmp(a, "--")) { /* as llc: the rest are file names */
            options_end = 1;
            continue;
        }
        if (a[1] == '-') /* as llc, "--name" is "-name" */
            a++;
        if ((v = opt_value(a, "mcpu", &i, argc, argv, &bad))) {
            if (!strcmp(v, "help"))
                cpu_help = 1;
            else if (!*v) {
                fprintf(stderr, "ptxsel: error: -mcpu needs a value (see -mcpu=help)\n");
                return 2;
            } else
                opt.cpu = v;
        } else if ((v = opt_value(a, "mattr", &i, argc, argv, &bad))) {
            if (!strcmp(v, "help"))
                mattr_help = 1;
            else
                opt.mattr = *v ? v : NULL;
        } else if ((v = opt_value(a, "march", &i, argc, argv, &bad))) {
            if (strcmp(v, "nvptx64")) {
                fprintf(stderr, "ptxsel: error: unsupported -march '%s': ptxsel generates 64-bit PTX only "
                        "(-march=nvptx64)\n", v);
                return 2;
            }
        } else if ((v = opt_value(a, "mtriple", &i, argc, argv, &bad))) {
            if (!triple_ok(v)) {
                fprintf(stderr, "ptxsel: error: unsupported target triple '%s': ptxsel generates 64-bit PTX "
                        "for CUDA (-mtriple=nvptx64-nvidia-cuda) and OpenCL (-mtriple=nvptx64-unknown-nvcl)\n", v);
                return 2;
            }
            opt.triple = v;
        } else if (!strcmp(a, "-o") || !strncmp(a, "-o=", 3)) {
            /* as llc: "-o FILE" or "-o=FILE" ("-oFILE" is an unknown option) */
            if (output) {
                fprintf(stderr, "ptxsel: error: -o given more than once\n");
                return 2;
            }
            if (a[2] == '=')
                output = a + 3;
            else if (++i < argc)
                output = argv[i];
            else {
                fprintf(stderr, "ptxsel: error: -o needs a file name\n");
                return 2;
            }
        } else if ((v = opt_value(a, "filetype", &i, argc, argv, &bad))) {
            if (!strcmp(v, "asm") || !strcmp(v, "obj") || !strcmp(v, "null")) {
                obj = !strcmp(v, "obj");
                null_out = !strcmp(v, "null");
            } else {
                fprintf(stderr, "ptxsel: error: invalid -filetype value '%s' (expected asm, obj or null)\n", v);
                return 2;
            }
        } else if (a[1] == 'O') {
            if (!a[2] || a[3] || a[2] < '0' || a[2] > '3') {
                fprintf(stderr, "ptxsel: error: invalid optimization level '%s' (expected -O0, -O1, -O2 or -O3)\n",
                        argv[i]);
                return 2;
            }
            opt.opt_level = a[2] - '0';
        } else if ((v = opt_value(a, "passes", &i, argc, argv, &bad))) {
            if (!*v) {
                fprintf(stderr, "ptxsel: error: --passes needs a pipeline (e.g. --passes='default<O2>')\n");
                return 2;
            }
            opt.passes = v;
        } else if (!strcmp(a, "-no-verify"))
            opt.verify = 0;
        else if (!strcmp(a, "-no-verify-ir"))
            opt.skip_ir_verify = 1;
        else if (!strcmp(a, "-print-mir"))
            opt.print_mir = 1;
        else if (!strcmp(a, "-werror"))
            opt.werror = 1;
        else if (!strcmp(a, "-strict-atomics"))
            opt.strict_atomics = 1;
        else if (!strcmp(a, "-nvptx-short-ptr"))
            opt.short_ptr = 1;
        else if (!strncmp(a, "-Wno-", 5)) {
            if (!known_warning(a + 5)) {
                fprintf(stderr, "ptxsel: error: unknown warning '%s' (see --help-warnings)\n", a + 5);
                return 2;
            }
            size_t have = strlen(wno);
            /* all names fit; only repeated ones can fill it (snprintf truncates) */
            snprintf(wno + have, sizeof wno - have, "%s%s", have ? "," : "", a + 5);
            opt.wno = wno;
        } else if (!strcmp(a, "-help-warnings")) {
            for (int w = 0; ptxsel_warning_name(w); w++)
                printf("-W%-26s %s\n", ptxsel_warning_name(w), ptxsel_warning_doc(w));
            return leave(finish_stdout());
        } else if ((v = opt_value(a, "diag-format", &i, argc, argv, &bad))) {
            if (strcmp(v, "json") && strcmp(v, "text")) {
                fprintf(stderr, "ptxsel: error: invalid -diag-format value '%s' (expected text or json)\n", v);
                return 2;
            }
            json = !strcmp(v, "json");
        } else if (!strcmp(a, "-version")) {
            version();
            return leave(finish_stdout());
        } else if (!strcmp(a, "-help") || !strcmp(a, "-h")) {
            usage(stdout);
            return leave(finish_stdout());
        } else if (!bad) {
            fprintf(stderr, "ptxsel: error: unknown option '%s'\n", argv[i]);
            usage(stderr);
            return 2;
        }
        if (bad)
            return 2;
    }
    if (cpu_help || mattr_help) { /* as llc: list and stop, no input needed */
        if (cpu_help)
            list_cpus();
        if (mattr_help)
            list_features();
        return leave(finish_stdout());
    }
    if (!output)
        output = "-";
    if (!input) /* as llc: standard input */
        input = "-";
    if (obj && opt.print_mir) {
        fprintf(stderr, "ptxsel: error: --print-mir cannot be combined with -filetype=obj\n");
        return 2;
    }
    /* static: never freed (below), still reachable for leak checkers */
    static ptxsel_context *ctx;
    static char *out;
    ctx = ptxsel_context_create();
    if (!ctx) {
        fprintf(stderr, "ptxsel: error: out of memory\n");
        return 1;
    }
    ptxsel_status st = ptxsel_compile_file(ctx, input, &opt, &out);
    print_diags(ctx, json);
    int rc = st == PTXSEL_INTERNAL ? 1 : (int)st;
    if (st == PTXSEL_OK && !null_out) {
        /* the whole output is in memory; only now is -o touched */
        void *data = out;
        size_t len = strlen(out);
        void *cubin = NULL;
        if (obj) {
            /* the arch for ptxas is the .target line of the PTX we produced */
            const char *tl = strstr(out, ".target ");
            char arch[32] = "sm_90a";
            if (tl)
                sscanf(tl + 8, "%31s", arch);
            if (ptxsel_assemble_buffer(ctx, out, arch, &cubin, &len) != PTXSEL_OK) {
                print_diags(ctx, json);
                rc = 1;
            }
            data = cubin;
        }
        char err[1024];
        if (rc == 0 && ptxsel_write_output(output, data, len, err, sizeof err) != PTXSEL_OK) {
            fprintf(stderr, "ptxsel: error: %s\n", err);
            rc = 1;
        }
        ptxsel_free(cubin);
    }
    /* out and ctx are not freed: the process ends here and the operating
     * system releases everything at once (freeing the context's arenas
     * would touch every page of them first) */
    if (finish_stdout() && rc == 0)
        rc = 1;
    return leave(rc);
}
