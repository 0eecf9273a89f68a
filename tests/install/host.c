/* A host program of libptxsel, built by tests/install/check.sh with nothing
 * but `pkg-config --cflags --libs ptxsel` (shared) or
 * `pkg-config --static --cflags --libs ptxsel` (-static).
 *
 * It defines functions with the names of some of the library's internal ones
 * (sb_puts, emit, diag_report, arena_new): a library that exported them, or a
 * static archive whose objects kept them global, would bind its own calls to
 * these (or fail to link), and the PTX would come out truncated or wrong.
 * The host calls its own sb_puts once to show that its definition is live.
 *
 * Usage: host FILE.ll CPU  -> the PTX on standard output, exit 0; a failure
 * prints the diagnostics and exits with the ptxsel status. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <ptxsel/ptxsel.h>

static int host_calls;

/* the host's own sb_puts: nothing like the library's string builder */
int sb_puts(const char *s);
int sb_puts(const char *s)
{
    host_calls++;
    return s ? (int)strlen(s) : -1;
}

void emit(void *a, void *b);
void emit(void *a, void *b)
{
    (void)a;
    (void)b;
    host_calls++;
}

int diag_report(int x);
int diag_report(int x)
{
    host_calls++;
    return x;
}

void *arena_new(void);
void *arena_new(void)
{
    host_calls++;
    return NULL;
}

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: host FILE.ll CPU\n");
        return 2;
    }
    if (sb_puts("host") != 4 || host_calls != 1) {
        fprintf(stderr, "host: its own sb_puts was not called\n");
        return 3;
    }
    ptxsel_context *ctx = ptxsel_context_create();
    if (!ctx)
        return 3;
    ptxsel_options o;
    ptxsel_options_init(&o);
    o.cpu = argv[2];
    char *ptx = NULL;
    ptxsel_status st = ptxsel_compile_file(ctx, argv[1], &o, &ptx);
    if (st != PTXSEL_OK) {
        char *d = ptxsel_diag_render(ctx, 0);
        fprintf(stderr, "%s", d ? d : "");
        ptxsel_free(d);
        ptxsel_context_destroy(ctx);
        return (int)st;
    }
    fputs(ptx, stdout);
    ptxsel_free(ptx);
    ptxsel_context_destroy(ctx);
    if (host_calls != 1) {
        fprintf(stderr, "host: the library called the host's internal-named functions %d times\n", host_calls - 1);
        return 3;
    }
    return fflush(stdout) ? 3 : 0;
}
