/*
 * A small host program against libptxsel (docs/library.md): compile a
 * bundled kernel to PTX, compile an invalid module and walk its diagnostics
 * as data, ask a what-if question and encode a descriptor.
 *
 * Build (from the top of the repository, after `make`):
 *   cc -std=c11 -Iinclude docs/examples/compile.c -Lbuild/lib -lptxsel \
 *      -Wl,-rpath,$PWD/build/lib -o /tmp/compile
 *   /tmp/compile kernels/demo/demo.ll
 * or, after `make install`, with pkg-config:
 *   cc -std=c11 docs/examples/compile.c $(pkg-config --cflags --libs ptxsel) -o /tmp/compile
 */
#include <stdio.h>
#include <string.h>

#include <ptxsel/ptxsel.h>

/* setmaxnreg takes a multiple of 8: the verifier rejects this module */
static const char bad_ir[] =
    "declare void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 immarg)\n"
    "define ptx_kernel void @k() {\n"
    "  call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 100)\n"
    "  ret void\n"
    "}\n";

int main(int argc, char **argv)
{
    const char *path = argc > 1 ? argv[1] : "kernels/demo/demo.ll";
    ptxsel_context *ctx = ptxsel_context_create(); /* one per thread */
    if (!ctx)
        return 1;
    ptxsel_options o;
    ptxsel_options_init(&o); /* -O0, verifier on, cpu from the module or sm_90a */
    o.cpu = "sm_90a";
    o.opt_level = 2;

    /* 1. a file to PTX */
    char *ptx = NULL;
    ptxsel_status st = ptxsel_compile_file(ctx, path, &o, &ptx);
    if (st != PTXSEL_OK) {
        char *text = ptxsel_diag_render(ctx, 0); /* what the ptxsel command prints */
        fputs(text ? text : "", stderr);
        ptxsel_free(text);
        ptxsel_context_destroy(ctx);
        return 1;
    }
    const char *tl = strstr(ptx, ".target");
    printf("%s: %zu bytes of PTX, %.*s\n", path, strlen(ptx), tl ? (int)strcspn(tl, "\n") : 0, tl ? tl : "");
    ptxsel_free(ptx);

    /* 2. IR text from memory; diagnostics as data */
    st = ptxsel_compile_buffer(ctx, bad_ir, sizeof bad_ir - 1, &o, &ptx);
    printf("status %d, %zu diagnostic(s)\n", (int)st, ptxsel_diag_count(ctx));
    for (size_t i = 0; i < ptxsel_diag_count(ctx); i++) {
        const ptxsel_diag *d = ptxsel_diag_get(ctx, i);
        printf("  %s in '%s': %s\n", d->severity == PTXSEL_ERROR ? "error" : "other",
               d->function ? d->function : "-", d->message);
    }

    /* 3. a what-if question, answered by the same verifier */
    ptxsel_target t;
    char msg[512];
    if (ptxsel_target_init(&t, "sm_100a", NULL, msg, sizeof msg) == PTXSEL_OK) {
        st = ptxsel_form_can("tcgen05.mma.ws.cta_group::2.kind::f16", &t, msg, sizeof msg);
        printf("can on %s: %s%s\n", t.name, st == PTXSEL_OK ? "yes" : "no: ", st == PTXSEL_OK ? "" : msg);
    }

    /* 4. an SM90 shared-memory descriptor */
    ptxsel_gmma_desc_fields f = {.start_addr = 0x400, .lbo = 16, .sbo = 1024, .swizzle = 1};
    uint64_t desc;
    if (ptxsel_gmma_desc(&f, &desc, msg, sizeof msg) == PTXSEL_OK)
        printf("gmma-desc 0x%016llx\n", (unsigned long long)desc);

    ptxsel_context_destroy(ctx);
    return 0;
}
