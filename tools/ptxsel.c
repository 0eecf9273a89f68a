/*
 * ptxsel: the llc-like command line (PRODUCT.md, fixed contract).
 * Consumes: options and one input (.ll, .bc or '-').
 * Produces: PTX, MIR or a cubin at -o (stdout by default); diagnostics on
 *           stderr (text or JSON).
 * Guarantees: exit 0 success, 1 invalid program, 2 usage / unreadable input;
 *           nothing is written to -o unless compilation succeeded (the file
 *           is written to a temporary and renamed). Uses only the public API.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "ptxsel/ptxsel.h"

static void usage(FILE *f)
{
    fprintf(f,
            "usage: ptxsel [options] <input.ll | input.bc | ->\n"
            "  -mcpu=<sm_XX[a|f]>        target (default: module \"target-cpu\", else sm_90a)\n"
            "  -mattr=<+ptxNN,+feat,-feat,...>  PTX version and feature overrides\n"
            "  -march=nvptx64, -mtriple=nvptx64-nvidia-cuda   accepted\n"
            "  -o <file>                 output (default stdout; '-' is stdout)\n"
            "  -filetype=asm|obj         obj runs ptxas to write a cubin\n"
            "  -O0|-O1|-O2|-O3           code-generation level, as llc: -O1..-O3 run the IR passes llc\n"
            "                            runs before selection (SROA, speculative execution, CSE, ...)\n"
            "  --no-verify               skip the machine verifier\n"
            "  --print-mir               print machine IR instead of PTX\n"
            "  --diag-format=text|json   diagnostics format\n"
            "  --werror                  protocol warnings are errors\n"
            "  -Wno-<name>               turn a protocol warning off (names: ptxsel --help-warnings)\n"
            "  --help-warnings           list the protocol warnings\n"
            "  --version, --help\n"
            "exit status: 0 success; 1 invalid program for the target; 2 usage or malformed input\n");
}

static int write_atomically(const char *path, const void *data, size_t len)
{
    size_t n = strlen(path) + 32;
    char *tmp = malloc(n);
    if (!tmp)
        return -1;
    snprintf(tmp, n, "%s.ptxsel-tmp%d", path, (int)getpid());
    FILE *f = fopen(tmp, "wb");
    if (!f) {
        free(tmp);
        return -1;
    }
    int ok = fwrite(data, 1, len, f) == len;
    ok &= fclose(f) == 0;
    if (!ok || rename(tmp, path) != 0) {
        remove(tmp);
        free(tmp);
        return -1;
    }
    free(tmp);
    return 0;
}

static int copy_file_to_stdout(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return -1;
    char buf[65536];
    size_t r;
    while ((r = fread(buf, 1, sizeof buf, f)) > 0)
        fwrite(buf, 1, r, stdout);
    fclose(f);
    return 0;
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
    const char *input = NULL, *output = "-";
    int obj = 0, json = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strncmp(a, "-mcpu=", 6))
            opt.cpu = a + 6;
        else if (!strncmp(a, "-mattr=", 7))
            opt.mattr = a + 7;
        else if (!strcmp(a, "-march=nvptx64") || !strncmp(a, "-mtriple=nvptx64", 16))
            ;
        else if (!strncmp(a, "-march=", 7) || !strncmp(a, "-mtriple=", 9)) {
            fprintf(stderr, "ptxsel: error: unsupported target '%s' (only nvptx64)\n", a);
            return 2;
        } else if (!strcmp(a, "-o")) {
            if (++i >= argc) {
                fprintf(stderr, "ptxsel: error: -o needs a file name\n");
                return 2;
            }
            output = argv[i];
        } else if (!strncmp(a, "-o", 2) && a[2])
            output = a + 2;
        else if (!strcmp(a, "-filetype=asm"))
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
            return 0;
        }
        else if (!strcmp(a, "--diag-format=json"))
            json = 1;
        else if (!strcmp(a, "--diag-format=text"))
            json = 0;
        else if (!strcmp(a, "--version")) {
            printf("ptxsel %s\n", PTXSEL_VERSION_STRING);
            return 0;
        } else if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            usage(stdout);
            return 0;
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
        return 3;
    }
    char *out = NULL;
    ptxsel_status st = ptxsel_compile_file(ctx, input, &opt, &out);
    if (ptxsel_diag_count(ctx)) {
        char *d = ptxsel_diag_render(ctx, json);
        fputs(d, stderr);
        ptxsel_free(d);
    }
    int rc = (int)st;
    if (st == PTXSEL_OK && obj) {
        /* the arch for ptxas is the .target line of the PTX we produced */
        const char *tl = strstr(out, ".target ");
        char arch[32] = "sm_90a";
        if (tl)
            sscanf(tl + 8, "%31s", arch);
        const char *dest = output;
        char tmpname[] = "/tmp/ptxsel-cubin-XXXXXX";
        if (!strcmp(output, "-")) {
            int fd = mkstemp(tmpname);
            if (fd < 0) {
                fprintf(stderr, "ptxsel: error: cannot create a temporary file\n");
                rc = 2;
                goto out;
            }
            close(fd);
            dest = tmpname;
        }
        ptxsel_status as = ptxsel_assemble(ctx, out, arch, dest);
        if (as != PTXSEL_OK) {
            char *d = ptxsel_diag_render(ctx, json);
            fputs(d, stderr);
            ptxsel_free(d);
            rc = as == PTXSEL_USAGE ? 2 : 1;
        } else if (dest != output) {
            copy_file_to_stdout(dest);
        }
        if (dest != output)
            remove(dest);
    } else if (st == PTXSEL_OK) {
        if (!strcmp(output, "-")) {
            fputs(out, stdout);
        } else if (write_atomically(output, out, strlen(out)) != 0) {
            fprintf(stderr, "ptxsel: error: cannot write '%s'\n", output);
            rc = 2;
        }
    }
out:
    ptxsel_free(out);
    ptxsel_context_destroy(ctx);
    return rc == 3 ? 1 : rc;
}
