/*
 * ptxsel: the llc-like command line (the product contract, fixed contract).
 * Consumes: options and one input (.ll, .bc or '-').
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

#include "ptxsel/ptxsel.h"

static void usage(FILE *f)
{
    fprintf(f,
            "usage: ptxsel [options] <input.ll | input.bc | ->\n"
            "  -mcpu=<sm_XX[a|f]>        target (default: module \"target-cpu\", else sm_90a)\n"
            "  -mattr=<+ptxNN,+feat,-feat,...>  PTX version and feature overrides\n"
            "  -march=nvptx64, -mtriple=nvptx64-nvidia-cuda   accepted\n"
            "  -o <file>, -o=<file>      output (default stdout; '-' is stdout); written through\n"
            "                            the path as llc does (devices, symlinks, modes kept)\n"
            "  -filetype=asm|obj         obj runs ptxas ($PTXAS, PATH, /usr/local/cuda/bin) for a cubin\n"
            "  -O0|-O1|-O2|-O3           code-generation level, as llc: -O1..-O3 run the IR passes llc\n"
            "                            runs before selection (SROA, speculative execution, CSE, ...)\n"
            "  --no-verify               skip the machine verifier\n"
            "  --print-mir               print machine IR instead of PTX\n"
            "  --diag-format=text|json   diagnostics format\n"
            "  --werror                  protocol warnings are errors\n"
            "  -Wno-<name>               turn a protocol warning off (names: ptxsel --help-warnings)\n"
            "  --help-warnings           list the protocol warnings\n"
            "  --version, --help\n"
            "exit status: 0 success; 1 invalid program for the target, or output/ptxas failure;\n"
            "             2 usage or malformed input\n");
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

int main(int argc, char **argv)
{
    static char wno[1024]; /* -Wno-<name> list, "a,b" */
    ptxsel_options opt;
    ptxsel_options_init(&opt);
    const char *input = NULL, *output = NULL;
    int obj = 0, json = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strncmp(a, "-mcpu=", 6))
            opt.cpu = a + 6;
        else if (!strncmp(a, "-mattr=", 7))
            opt.mattr = a + 7;
        else if (!strcmp(a, "-march=nvptx64") || !strcmp(a, "-mtriple=nvptx64") ||
                 !strncmp(a, "-mtriple=nvptx64-", 17))
            ;
        else if (!strncmp(a, "-march=", 7) || !strncmp(a, "-mtriple=", 9)) {
            fprintf(stderr, "ptxsel: error: unsupported target '%s' (only nvptx64)\n", a);
            return 2;
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
        } else if (!strcmp(a, "-filetype=asm"))
            obj = 0;
        else if (!strcmp(a, "-filetype=obj"))
            obj = 1;
        else if (!strcmp(a, "-O0") || !strcmp(a, "-O1") || !strcmp(a, "-O2") || !strcmp(a, "-O3"))
            opt.opt_level = a[2] - '0';
        else if (!strcmp(a, "--no-verify"))
            opt.verify = 0;
        else if (!strcmp(a, "--print-mir"))
            opt.print_mir = 1;
        else if (!strcmp(a, "--werror"))
            opt.werror = 1;
        else if (!strncmp(a, "-Wno-", 5)) {
            if (!known_warning(a + 5)) {
                fprintf(stderr, "ptxsel: error: unknown warning '%s' (see --help-warnings)\n", a + 5);
                return 2;
            }
            size_t have = strlen(wno);
            /* all names fit; only repeated ones can fill it (snprintf truncates) */
            snprintf(wno + have, sizeof wno - have, "%s%s", have ? "," : "", a + 5);
            opt.wno = wno;
        } else if (!strcmp(a, "--help-warnings")) {
            for (int w = 0; ptxsel_warning_name(w); w++)
                printf("-W%-26s %s\n", ptxsel_warning_name(w), ptxsel_warning_doc(w));
            return finish_stdout();
        }
        else if (!strcmp(a, "--diag-format=json"))
            json = 1;
        else if (!strcmp(a, "--diag-format=text"))
            json = 0;
        else if (!strcmp(a, "--version")) {
            printf("ptxsel %s\n", PTXSEL_VERSION_STRING);
            return finish_stdout();
        } else if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            usage(stdout);
            return finish_stdout();
        } else if (a[0] == '-' && a[1]) {
            fprintf(stderr, "ptxsel: error: unknown option '%s'\n", a);
            usage(stderr);
            return 2;
        } else if (input) {
            fprintf(stderr, "ptxsel: error: more than one input file ('%s' and '%s')\n", input, a);
            return 2;
        } else
            input = a;
    }
    if (!output)
        output = "-";
    if (!input) {
        fprintf(stderr, "ptxsel: error: no input file\n");
        usage(stderr);
        return 2;
    }
    if (obj && opt.print_mir) {
        fprintf(stderr, "ptxsel: error: --print-mir cannot be combined with -filetype=obj\n");
        return 2;
    }
    ptxsel_context *ctx = ptxsel_context_create();
    if (!ctx) {
        fprintf(stderr, "ptxsel: error: out of memory\n");
        return 1;
    }
    char *out = NULL;
    ptxsel_status st = ptxsel_compile_file(ctx, input, &opt, &out);
    print_diags(ctx, json);
    int rc = st == PTXSEL_INTERNAL ? 1 : (int)st;
    if (st == PTXSEL_OK) {
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
    ptxsel_free(out);
    ptxsel_context_destroy(ctx);
    if (finish_stdout() && rc == 0)
        rc = 1;
    return rc;
}
