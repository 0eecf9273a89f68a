/* cmocka tests of the pointer contract of every public function
 * (include/ptxsel/ptxsel.h, "Pointer arguments"): NULL in each pointer
 * position is PTXSEL_USAGE (with "<function>: <argument> is NULL" where there
 * is a message buffer or a context), or the documented neutral value, and
 * the pointers documented as optional may be NULL. Before the contract, each
 * of these calls dereferenced the NULL and crashed. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cmocka.h>

#include <llvm-c/Core.h>
#include <llvm-c/IRReader.h>

#include "ptxsel/ptxsel.h"

static const char kernel[] =
    "target triple = \"nvptx64-nvidia-cuda\"\n"
    "define ptx_kernel void @k(ptr addrspace(1) %p, float %x) {\n"
    "  store float %x, ptr addrspace(1) %p\n"
    "  ret void\n"
    "}\n";

static const char wgmma[] = "wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16";

/* the last diagnostic of ctx mentions s */
static void assert_diag(ptxsel_context *ctx, const char *s)
{
    size_t n = ptxsel_diag_count(ctx);
    assert_true(n > 0);
    const ptxsel_diag *d = ptxsel_diag_get(ctx, n - 1);
    assert_non_null(d);
    if (!strstr(d->message, s))
        fail_msg("diagnostic '%s' does not mention '%s'", d->message, s);
}

static void test_targets_and_features(void **state)
{
    (void)state;
    char err[256];
    assert_int_equal(ptxsel_target_init(NULL, "sm_90a", NULL, err, sizeof err), PTXSEL_USAGE);
    assert_string_equal(err, "ptxsel_target_init: target is NULL");
    assert_int_equal(ptxsel_target_init(NULL, NULL, NULL, NULL, 0), PTXSEL_USAGE);
    ptxsel_target t;
    /* cpu NULL = sm_90a, mattr NULL = none, err NULL = no message */
    assert_int_equal(ptxsel_target_init(&t, NULL, NULL, NULL, 0), PTXSEL_OK);
    assert_string_equal(t.name, "sm_90a");
    assert_int_equal(ptxsel_target_init(&t, "sm_1", NULL, NULL, 0), PTXSEL_USAGE);
    assert_int_equal(ptxsel_target_init(&t, "sm_90a", "+bogus", NULL, 0), PTXSEL_USAGE);
    assert_int_equal(ptxsel_target_init(&t, "sm_1", NULL, NULL, 100), PTXSEL_USAGE);

    assert_int_equal(ptxsel_target_min_ptx(NULL), 0);
    assert_null(ptxsel_target_name(ptxsel_target_count()));
    assert_int_equal(ptxsel_cpu_implies(NULL, "sm_90"), -1);
    assert_int_equal(ptxsel_cpu_implies("sm_90a", NULL), -1);
    assert_int_equal(ptxsel_cpu_implies(NULL, NULL), -1);
    assert_int_equal(ptxsel_feature_index(NULL), -1);
    assert_int_equal(ptxsel_target_has(NULL, 0), 0);
    assert_null(ptxsel_feature_name(-1));
    assert_null(ptxsel_feature_doc(ptxsel_feature_count()));
    assert_null(ptxsel_feature_targets(-1));
    assert_int_equal(ptxsel_feature_min_ptx(-1), 0);
    assert_null(ptxsel_warning_name(-1));
    assert_null(ptxsel_warning_doc(1 << 20));
}

static void test_context_and_diagnostics(void **state)
{
    (void)state;
    ptxsel_options_init(NULL);
    ptxsel_context_destroy(NULL);
    ptxsel_free(NULL);
    assert_int_equal(ptxsel_diag_count(NULL), 0);
    assert_null(ptxsel_diag_get(NULL, 0));
    assert_null(ptxsel_diag_render(NULL, 0));
    assert_null(ptxsel_diag_render(NULL, 1));
    ptxsel_diag_clear(NULL);
}

static void test_compile_buffer(void **state)
{
    (void)state;
    ptxsel_options o;
    ptxsel_options_init(&o);
    char *out = (char *)1;
    assert_int_equal(ptxsel_compile_buffer(NULL, kernel, sizeof kernel - 1, &o, &out), PTXSEL_USAGE);
    assert_null(out); /* a given out is cleared even without a context */
    ptxsel_context *ctx = ptxsel_context_create();
    assert_non_null(ctx);
    out = (char *)1;
    assert_int_equal(ptxsel_compile_buffer(ctx, NULL, 10, &o, &out), PTXSEL_USAGE);
    assert_null(out);
    assert_diag(ctx, "ptxsel_compile_buffer: data is NULL");
    assert_int_equal(ptxsel_compile_buffer(ctx, kernel, sizeof kernel - 1, &o, NULL), PTXSEL_USAGE);
    assert_int_equal(ptxsel_diag_count(ctx), 1); /* each call starts afresh */
    assert_diag(ctx, "ptxsel_compile_buffer: out is NULL");
    /* NULL options: the defaults, the same PTX as ptxsel_options_init's */
    char *ref = NULL;
    assert_int_equal(ptxsel_compile_buffer(ctx, kernel, sizeof kernel - 1, &o, &ref), PTXSEL_OK);
    assert_int_equal(ptxsel_compile_buffer(ctx, kernel, sizeof kernel - 1, NULL, &out), PTXSEL_OK);
    assert_string_equal(out, ref);
    assert_non_null(strstr(out, ".entry k"));
    ptxsel_free(out);
    ptxsel_free(ref);
    ptxsel_context_destroy(ctx);
}

static void test_compile_file(void **state)
{
    (void)state;
    ptxsel_options o;
    ptxsel_options_init(&o);
    char *out = (char *)1;
    assert_int_equal(ptxsel_compile_file(NULL, "-", &o, &out), PTXSEL_USAGE);
    assert_null(out);
    ptxsel_context *ctx = ptxsel_context_create();
    out = (char *)1;
    assert_int_equal(ptxsel_compile_file(ctx, NULL, &o, &out), PTXSEL_USAGE);
    assert_null(out);
    assert_diag(ctx, "ptxsel_compile_file: path is NULL");
    assert_int_equal(ptxsel_compile_file(ctx, "-", &o, NULL), PTXSEL_USAGE);
    assert_diag(ctx, "ptxsel_compile_file: out is NULL");
    /* NULL options with a real file */
    const char *tmp = getenv("TMPDIR");
    char path[512];
    snprintf(path, sizeof path, "%s/ptxsel-null-XXXXXX", tmp && *tmp ? tmp : "/tmp");
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    assert_int_equal(write(fd, kernel, sizeof kernel - 1), (ssize_t)(sizeof kernel - 1));
    close(fd);
    assert_int_equal(ptxsel_compile_file(ctx, path, NULL, &out), PTXSEL_OK);
    assert_non_null(strstr(out, ".entry k"));
    ptxsel_free(out);
    unlink(path);
    ptxsel_context_destroy(ctx);
}

static void test_compile_module(void **state)
{
    (void)state;
    LLVMContextRef lc = LLVMContextCreate();
    LLVMMemoryBufferRef buf = LLVMCreateMemoryBufferWithMemoryRangeCopy(kernel, sizeof kernel - 1, "k");
    LLVMModuleRef mod = NULL;
    char *err = NULL;
    assert_int_equal(LLVMParseIRInContext(lc, buf, &mod, &err), 0);
    ptxsel_options o;
    ptxsel_options_init(&o);
    char *out = (char *)1;
    assert_int_equal(ptxsel_compile_module(NULL, mod, &o, &out), PTXSEL_USAGE);
    assert_null(out);
    ptxsel_context *ctx = ptxsel_context_create();
    out = (char *)1;
    assert_int_equal(ptxsel_compile_module(ctx, NULL, &o, &out), PTXSEL_USAGE);
    assert_null(out);
    assert_diag(ctx, "ptxsel_compile_module: module is NULL");
    assert_int_equal(ptxsel_compile_module(ctx, mod, &o, NULL), PTXSEL_USAGE);
    assert_diag(ctx, "ptxsel_compile_module: out is NULL");
    assert_int_equal(ptxsel_compile_module(ctx, mod, NULL, &out), PTXSEL_OK);
    assert_non_null(strstr(out, ".entry k"));
    ptxsel_free(out);
    ptxsel_context_destroy(ctx);
    LLVMDisposeModule(mod);
    LLVMContextDispose(lc);
}

/* Only NULL cases: none of these may start ptxas. */
static void test_assemble(void **state)
{
    (void)state;
    const char *ptx = ".version 7.8\n.target sm_90a\n.address_size 64\n";
    void *cubin = (void *)1;
    size_t len = 7;
    assert_int_equal(ptxsel_assemble_buffer(NULL, ptx, "sm_90a", &cubin, &len), PTXSEL_USAGE);
    assert_null(cubin);
    assert_int_equal(len, 0);
    ptxsel_context *ctx = ptxsel_context_create();
    assert_int_equal(ptxsel_assemble_buffer(ctx, NULL, "sm_90a", &cubin, &len), PTXSEL_USAGE);
    assert_diag(ctx, "ptxsel_assemble_buffer: ptx is NULL");
    assert_int_equal(ptxsel_assemble_buffer(ctx, ptx, NULL, &cubin, &len), PTXSEL_USAGE);
    assert_diag(ctx, "ptxsel_assemble_buffer: arch is NULL");
    len = 7;
    assert_int_equal(ptxsel_assemble_buffer(ctx, ptx, "sm_90a", NULL, &len), PTXSEL_USAGE);
    assert_int_equal(len, 0);
    assert_diag(ctx, "ptxsel_assemble_buffer: cubin is NULL");
    cubin = (void *)1;
    assert_int_equal(ptxsel_assemble_buffer(ctx, ptx, "sm_90a", &cubin, NULL), PTXSEL_USAGE);
    assert_null(cubin);
    assert_diag(ctx, "ptxsel_assemble_buffer: len is NULL");
    assert_int_equal(ptxsel_diag_count(ctx), 1);

    assert_int_equal(ptxsel_assemble(NULL, ptx, "sm_90a", "/nonexistent/x.cubin"), PTXSEL_USAGE);
    assert_int_equal(ptxsel_assemble(ctx, NULL, "sm_90a", "/nonexistent/x.cubin"), PTXSEL_USAGE);
    assert_diag(ctx, "ptx is NULL");
    assert_int_equal(ptxsel_assemble(ctx, ptx, NULL, "/nonexistent/x.cubin"), PTXSEL_USAGE);
    assert_diag(ctx, "arch is NULL");
    assert_int_equal(ptxsel_assemble(ctx, ptx, "sm_90a", NULL), PTXSEL_USAGE);
    assert_diag(ctx, "ptxsel_assemble: cubin_path is NULL");
    assert_int_equal(ptxsel_diag_count(ctx), 1);
    ptxsel_context_destroy(ctx);
}

static void test_write_output(void **state)
{
    (void)state;
    char err[256];
    assert_int_equal(ptxsel_write_output(NULL, "x", 1, err, sizeof err), PTXSEL_USAGE);
    assert_string_equal(err, "ptxsel_write_output: path is NULL");
    assert_int_equal(ptxsel_write_output(NULL, "x", 1, NULL, 0), PTXSEL_USAGE);
    const char *tmp = getenv("TMPDIR");
    char path[512];
    snprintf(path, sizeof path, "%s/ptxsel-null-XXXXXX", tmp && *tmp ? tmp : "/tmp");
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    assert_int_equal(write(fd, "old", 3), 3);
    close(fd);
    /* NULL data with a length: refused, the file untouched */
    assert_int_equal(ptxsel_write_output(path, NULL, 5, err, sizeof err), PTXSEL_USAGE);
    assert_string_equal(err, "ptxsel_write_output: data is NULL");
    struct stat st;
    assert_int_equal(stat(path, &st), 0);
    assert_int_equal(st.st_size, 3);
    /* NULL data of length 0: an empty file */
    assert_int_equal(ptxsel_write_output(path, NULL, 0, err, sizeof err), PTXSEL_OK);
    assert_int_equal(stat(path, &st), 0);
    assert_int_equal(st.st_size, 0);
    unlink(path);
    /* err NULL on a failure */
    assert_int_equal(ptxsel_write_output("/nonexistent-dir/x", "x", 1, NULL, 0), PTXSEL_INTERNAL);
}

static void count_cb(void *ud, const char *form, const char *family)
{
    (void)form;
    (void)family;
    ++*(size_t *)ud;
}

static void test_forms(void **state)
{
    (void)state;
    char msg[512], canon[256];
    assert_int_equal(ptxsel_form_resolve(NULL, canon, sizeof canon, msg, sizeof msg), PTXSEL_USAGE);
    assert_string_equal(msg, "ptxsel_form_resolve: form is NULL");
    assert_int_equal(ptxsel_form_resolve(NULL, NULL, 0, NULL, 0), PTXSEL_USAGE);
    assert_int_equal(ptxsel_form_resolve(wgmma, NULL, 0, NULL, 0), PTXSEL_OK);
    assert_int_equal(ptxsel_form_resolve(wgmma, NULL, 100, NULL, 100), PTXSEL_OK);
    assert_int_equal(ptxsel_form_resolve("wgmma.bogus", NULL, 0, NULL, 0), PTXSEL_UNKNOWN);
    assert_int_equal(ptxsel_form_resolve("wgmma.bogus", canon, sizeof canon, msg, 0), PTXSEL_UNKNOWN);
    assert_int_equal(ptxsel_form_resolve("", canon, sizeof canon, msg, sizeof msg), PTXSEL_USAGE); /* malformed */

    ptxsel_target t90, t80;
    assert_int_equal(ptxsel_target_init(&t90, "sm_90a", NULL, NULL, 0), PTXSEL_OK);
    assert_int_equal(ptxsel_target_init(&t80, "sm_80", NULL, NULL, 0), PTXSEL_OK);
    assert_int_equal(ptxsel_form_can(NULL, &t90, msg, sizeof msg), PTXSEL_USAGE);
    assert_string_equal(msg, "ptxsel_form_can: form is NULL");
    assert_int_equal(ptxsel_form_can(wgmma, NULL, msg, sizeof msg), PTXSEL_USAGE);
    assert_string_equal(msg, "ptxsel_form_can: target is NULL");
    assert_int_equal(ptxsel_form_can(wgmma, &t90, NULL, 0), PTXSEL_OK);
    /* the reported crash: a verdict with a message but no buffer */
    assert_int_equal(ptxsel_form_can(wgmma, &t80, NULL, 0), PTXSEL_INVALID);
    assert_int_equal(ptxsel_form_can(wgmma, &t80, NULL, 64), PTXSEL_INVALID);
    assert_int_equal(ptxsel_form_can("wgmma.bogus", &t90, NULL, 0), PTXSEL_UNKNOWN);
    assert_int_equal(ptxsel_form_can(wgmma, &t80, msg, sizeof msg), PTXSEL_INVALID);
    assert_true(strlen(msg) > 0);

    const char *forms[] = {wgmma};
    const char *holes[] = {wgmma, NULL};
    char *ptx = (char *)1;
    assert_int_equal(ptxsel_form_emit(NULL, 1, &t90, &ptx, msg, sizeof msg), PTXSEL_USAGE);
    assert_null(ptx);
    assert_string_equal(msg, "ptxsel_form_emit: forms is NULL");
    assert_int_equal(ptxsel_form_emit(holes, 2, &t90, &ptx, msg, sizeof msg), PTXSEL_USAGE);
    assert_string_equal(msg, "ptxsel_form_emit: an element of forms is NULL");
    assert_int_equal(ptxsel_form_emit(forms, 1, NULL, &ptx, msg, sizeof msg), PTXSEL_USAGE);
    assert_string_equal(msg, "ptxsel_form_emit: target is NULL");
    assert_int_equal(ptxsel_form_emit(forms, 1, &t90, NULL, msg, sizeof msg), PTXSEL_USAGE);
    assert_string_equal(msg, "ptxsel_form_emit: ptx is NULL");
    assert_int_equal(ptxsel_form_emit(forms, 1, &t90, &ptx, NULL, 0), PTXSEL_OK);
    assert_non_null(strstr(ptx, "wgmma.mma_async"));
    ptxsel_free(ptx);
    assert_int_equal(ptxsel_form_emit(NULL, 0, &t90, &ptx, NULL, 0), PTXSEL_OK);
    assert_non_null(strstr(ptx, ".target sm_90a"));
    ptxsel_free(ptx);
    const char *bad[] = {"wgmma.bogus"};
    assert_int_equal(ptxsel_form_emit(bad, 1, &t90, &ptx, NULL, 0), PTXSEL_UNKNOWN);
    assert_null(ptx);

    assert_int_equal(ptxsel_form_foreach(NULL, NULL, NULL), 0);
    size_t n = 0;
    size_t calls = ptxsel_form_foreach(NULL, count_cb, &n);
    assert_int_equal(calls, n);
    assert_true(n > 0);
    assert_null(ptxsel_form_name(ptxsel_form_count()));
    assert_null(ptxsel_form_family(ptxsel_form_count()));
}

static void test_descriptors(void **state)
{
    (void)state;
    char err[256];
    uint64_t d64 = 42;
    uint32_t d32 = 42;

    ptxsel_gmma_desc_fields g = {0};
    assert_int_equal(ptxsel_gmma_desc(NULL, &d64, err, sizeof err), PTXSEL_USAGE);
    assert_string_equal(err, "ptxsel_gmma_desc: fields is NULL");
    assert_int_equal(ptxsel_gmma_desc(&g, NULL, err, sizeof err), PTXSEL_USAGE);
    assert_string_equal(err, "ptxsel_gmma_desc: out is NULL");
    assert_int_equal(ptxsel_gmma_desc(NULL, NULL, NULL, 0), PTXSEL_USAGE);
    g.start_addr = 3;
    assert_int_equal(ptxsel_gmma_desc(&g, &d64, NULL, 0), PTXSEL_INVALID);
    assert_int_equal(d64, 42);
    ptxsel_gmma_desc_decode(~0ull, NULL);
    assert_int_equal(ptxsel_gmma_desc_validate(~0ull, NULL, 0), PTXSEL_INVALID);
    assert_int_equal(ptxsel_gmma_desc_validate(~0ull, NULL, 64), PTXSEL_INVALID);

    ptxsel_tcgen05_ctrl c = {0};
    assert_int_equal(ptxsel_tcgen05_ctrl_pack(NULL, &d32, err, sizeof err), PTXSEL_USAGE);
    assert_string_equal(err, "ptxsel_tcgen05_ctrl_pack: fields is NULL");
    assert_int_equal(ptxsel_tcgen05_ctrl_pack(&c, NULL, err, sizeof err), PTXSEL_USAGE);
    assert_int_equal(ptxsel_tcgen05_ctrl_pack(&c, &d32, NULL, 0), PTXSEL_INVALID); /* cta_group 0 */
    ptxsel_tcgen05_ctrl_decode(~0u, NULL);
    assert_int_equal(ptxsel_tcgen05_ctrl_validate(~0u, NULL, 0), PTXSEL_INVALID);

    ptxsel_tcgen05_coll k = {0};
    assert_int_equal(ptxsel_tcgen05_coll_pack(NULL, &d32, err, sizeof err), PTXSEL_USAGE);
    assert_string_equal(err, "ptxsel_tcgen05_coll_pack: fields is NULL");
    assert_int_equal(ptxsel_tcgen05_coll_pack(&k, NULL, NULL, 0), PTXSEL_USAGE);
    k.a_op = 9;
    assert_int_equal(ptxsel_tcgen05_coll_pack(&k, &d32, NULL, 0), PTXSEL_INVALID);
    ptxsel_tcgen05_coll_decode(~0u, NULL);
    assert_int_equal(ptxsel_tcgen05_coll_validate(~0u, NULL, 0), PTXSEL_INVALID);

    ptxsel_umma_desc_fields u = {0};
    assert_int_equal(ptxsel_umma_desc(NULL, &d64, err, sizeof err), PTXSEL_USAGE);
    assert_string_equal(err, "ptxsel_umma_desc: fields is NULL");
    assert_int_equal(ptxsel_umma_desc(&u, NULL, NULL, 0), PTXSEL_USAGE);
    u.layout = 3;
    assert_int_equal(ptxsel_umma_desc(&u, &d64, NULL, 0), PTXSEL_INVALID);
    ptxsel_umma_desc_decode(~0ull, NULL);
    assert_int_equal(ptxsel_umma_desc_validate(~0ull, NULL, 0), PTXSEL_INVALID);

    ptxsel_idesc_fields i = {0};
    assert_int_equal(ptxsel_idesc(NULL, &d32, err, sizeof err), PTXSEL_USAGE);
    assert_string_equal(err, "ptxsel_idesc: fields is NULL");
    assert_int_equal(ptxsel_idesc(&i, NULL, err, sizeof err), PTXSEL_USAGE);
    assert_string_equal(err, "ptxsel_idesc: out is NULL");
    assert_int_equal(ptxsel_idesc(&i, &d32, NULL, 0), PTXSEL_INVALID); /* N 0 */
    ptxsel_idesc_decode(~0u, NULL);
    assert_int_equal(ptxsel_idesc_validate(~0u, NULL, 0), PTXSEL_INVALID);
    assert_int_equal(d32, 42);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_targets_and_features), cmocka_unit_test(test_context_and_diagnostics),
        cmocka_unit_test(test_compile_buffer),       cmocka_unit_test(test_compile_file),
        cmocka_unit_test(test_compile_module),       cmocka_unit_test(test_assemble),
        cmocka_unit_test(test_write_output),         cmocka_unit_test(test_forms),
        cmocka_unit_test(test_descriptors),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
