/* cmocka: the odd-width integer legalisation (isel/legalize_int.c) keeps
 * the meaning of the IR. Oracle: the host's own code generator (MCJIT),
 * whose DAG legalises odd widths itself. Each function below is compiled
 * twice -- as written and after legalize_odd_ints -- and both run on the
 * same inputs (edge values of every width and pseudo-random ones). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>
#include <llvm-c/Core.h>
#include <llvm-c/ExecutionEngine.h>
#include <llvm-c/IRReader.h>
#include <llvm-c/Target.h>

#include "../../isel/isel.h"

static const char ir[] =
    "define i64 @udiv33(i64 %a, i64 %b) {\n"
    "  %x = trunc i64 %a to i33\n  %y = trunc i64 %b to i33\n  %y1 = or i33 %y, 1\n"
    "  %q = udiv i33 %x, %y1\n  %m = urem i33 %x, %y1\n  %s = add i33 %q, %m\n"
    "  %r = zext i33 %s to i64\n  ret i64 %r\n}\n"
    "define i64 @sdiv7(i64 %a, i64 %b) {\n"
    "  %x = trunc i64 %a to i7\n  %y = trunc i64 %b to i7\n  %y1 = or i7 %y, 1\n"
    "  %q = sdiv i7 %x, %y1\n  %m = srem i7 %x, %y1\n  %s = mul i7 %q, %m\n"
    "  %r = sext i7 %s to i64\n  ret i64 %r\n}\n"
    "define i64 @shifts13(i64 %a, i64 %b) {\n"
    "  %x = trunc i64 %a to i13\n  %y0 = trunc i64 %b to i13\n  %y = urem i13 %y0, 13\n"
    "  %l = lshr i13 %x, %y\n  %s = ashr i13 %x, %y\n  %h = shl i13 %x, %y\n"
    "  %t = add i13 %l, %s\n  %u = xor i13 %t, %h\n  %r = sext i13 %u to i64\n  ret i64 %r\n}\n"
    "define i64 @cmp24(i64 %a, i64 %b) {\n"
    "  %x = trunc i64 %a to i24\n  %y = trunc i64 %b to i24\n"
    "  %c = icmp slt i24 %x, %y\n  %d = icmp ult i24 %x, %y\n  %e = icmp eq i24 %x, %y\n"
    "  %c1 = zext i1 %c to i64\n  %d1 = zext i1 %d to i64\n  %e1 = zext i1 %e to i64\n"
    "  %d2 = shl i64 %d1, 1\n  %e2 = shl i64 %e1, 2\n  %o = or i64 %c1, %d2\n  %r = or i64 %o, %e2\n"
    "  ret i64 %r\n}\n"
    "define i64 @wide96(i64 %a, i64 %b) {\n"
    "  %x = zext i64 %a to i96\n  %y = sext i64 %b to i96\n  %m = mul i96 %x, %y\n"
    "  %z = or i96 %y, 1\n  %d = sdiv i96 %m, %z\n  %s = ashr i96 %d, 20\n"
    "  %t = trunc i96 %s to i64\n  ret i64 %t\n}\n"
    "define i64 @mem(i64 %a, i64 %b) {\n"
    "  %p = alloca [4 x i64]\n  store i64 -1, ptr %p\n  %q = getelementptr i8, ptr %p, i64 8\n"
    "  store i64 -1, ptr %q\n  %x = trunc i64 %a to i41\n  %y = mul i41 %x, 7\n"
    "  store i41 %y, ptr %p\n  %v = load i64, ptr %p\n"
    "  %z = trunc i64 %b to i19\n  store i19 %z, ptr %q\n  %w = load i19, ptr %q\n"
    "  %w2 = sext i19 %w to i64\n  %r = xor i64 %v, %w2\n  ret i64 %r\n}\n"
    "define internal i33 @callee(i33 %x, i7 signext %y) noinline {\n"
    "  %z = sext i7 %y to i33\n  %s = sub i33 %x, %z\n  ret i33 %s\n}\n"
    "define i64 @calls(i64 %a, i64 %b) {\n"
    "  %x = trunc i64 %a to i33\n  %y = trunc i64 %b to i7\n"
    "  %c = call i33 @callee(i33 %x, i7 signext %y)\n  %r = sext i33 %c to i64\n  ret i64 %r\n}\n"
    "define i64 @intrin(i64 %a, i64 %b) {\n"
    "  %x = trunc i64 %a to i13\n  %y = trunc i64 %b to i13\n"
    "  %u = call i13 @llvm.umax.i13(i13 %x, i13 %y)\n  %s = call i13 @llvm.smin.i13(i13 %x, i13 %y)\n"
    "  %l = call i13 @llvm.ctlz.i13(i13 %x, i1 false)\n  %t = call i13 @llvm.cttz.i13(i13 %y, i1 false)\n"
    "  %f = call i13 @llvm.fshl.i13(i13 %x, i13 %y, i13 %y)\n  %g = call i13 @llvm.fshr.i13(i13 %y, i13 %x, i13 %x)\n"
    "  %as = call i13 @llvm.sadd.sat.i13(i13 %x, i13 %y)\n  %us = call i13 @llvm.usub.sat.i13(i13 %x, i13 %y)\n"
    "  %o = call {i13, i1} @llvm.smul.with.overflow.i13(i13 %x, i13 %y)\n"
    "  %ov = extractvalue {i13, i1} %o, 1\n  %ov13 = zext i1 %ov to i13\n"
    "  %br = call i13 @llvm.bitreverse.i13(i13 %x)\n"
    "  %r1 = add i13 %u, %s\n  %r2 = mul i13 %r1, %l\n  %r3 = xor i13 %r2, %t\n  %r4 = add i13 %r3, %f\n"
    "  %r5 = xor i13 %r4, %g\n  %r6 = add i13 %r5, %as\n  %r7 = xor i13 %r6, %us\n  %r8 = add i13 %r7, %ov13\n"
    "  %r9 = xor i13 %r8, %br\n  %r = zext i13 %r9 to i64\n  ret i64 %r\n}\n"
    "declare i13 @llvm.umax.i13(i13, i13)\ndeclare i13 @llvm.smin.i13(i13, i13)\n"
    "declare i13 @llvm.ctlz.i13(i13, i1)\ndeclare i13 @llvm.cttz.i13(i13, i1)\n"
    "declare i13 @llvm.fshl.i13(i13, i13, i13)\ndeclare i13 @llvm.fshr.i13(i13, i13, i13)\n"
    "declare i13 @llvm.sadd.sat.i13(i13, i13)\ndeclare i13 @llvm.usub.sat.i13(i13, i13)\n"
    "declare {i13, i1} @llvm.smul.with.overflow.i13(i13, i13)\ndeclare i13 @llvm.bitreverse.i13(i13)\n";

static const char *const fns[] = {"udiv33", "sdiv7", "shifts13", "cmp24", "wide96", "mem", "calls", "intrin"};

typedef uint64_t (*fn2)(uint64_t, uint64_t);

static LLVMExecutionEngineRef jit(LLVMContextRef c, bool legalize)
{
    LLVMMemoryBufferRef buf = LLVMCreateMemoryBufferWithMemoryRangeCopy(ir, sizeof ir - 1, "t.ll");
    LLVMModuleRef mod = NULL;
    char *err = NULL;
    assert_false(LLVMParseIRInContext(c, buf, &mod, &err));
    LLVMSetDataLayout(mod, "e-i64:64-i128:128-v16:16-v32:32-n16:32:64");
    if (legalize) {
        ptxsel_context *ctx = ptxsel_context_create();
        assert_true(legalize_odd_ints(ctx, "t.ll", mod, false));
        ptxsel_context_destroy(ctx);
    }
    /* now the host's: both modules run natively */
    char *triple = LLVMGetDefaultTargetTriple();
    LLVMSetTarget(mod, triple);
    LLVMDisposeMessage(triple);
    LLVMExecutionEngineRef ee = NULL;
    struct LLVMMCJITCompilerOptions o;
    LLVMInitializeMCJITCompilerOptions(&o, sizeof o);
    assert_false(LLVMCreateMCJITCompilerForModule(&ee, mod, &o, sizeof o, &err));
    return ee;
}

static void test_legalised_ir_computes_the_same(void **state)
{
    (void)state;
    LLVMLinkInMCJIT();
    assert_false(LLVMInitializeNativeTarget());
    assert_false(LLVMInitializeNativeAsmPrinter());
    LLVMContextRef c = LLVMContextCreate();
    LLVMExecutionEngineRef ref = jit(c, false), leg = jit(c, true);
    /* edge values of every width near the ones used, then an LCG */
    uint64_t vals[160];
    size_t n = 0;
    for (unsigned w = 1; w <= 64 && n + 4 <= 160; w += 3) {
        uint64_t top = w == 64 ? ~0ull : (1ull << w) - 1;
        vals[n++] = top;
        vals[n++] = top >> 1;
        vals[n++] = (top >> 1) + 1;
        vals[n++] = ~top;
    }
    uint64_t x = 0x9e3779b97f4a7c15ull;
    while (n < 160) {
        x = x * 6364136223846793005ull + 1442695040888963407ull;
        vals[n++] = x ^ (x >> 29);
    }
    for (size_t f = 0; f < sizeof fns / sizeof *fns; f++) {
        fn2 a = (fn2)(uintptr_t)LLVMGetFunctionAddress(ref, fns[f]);
        fn2 b = (fn2)(uintptr_t)LLVMGetFunctionAddress(leg, fns[f]);
        assert_non_null(a);
        assert_non_null(b);
        for (size_t i = 0; i < n; i++)
            for (size_t j = 0; j < n; j += 7) {
                uint64_t ra = a(vals[i], vals[j]), rb = b(vals[i], vals[j]);
                if (ra != rb)
                    fail_msg("%s(0x%llx, 0x%llx): 0x%llx as written, 0x%llx legalised", fns[f],
                             (unsigned long long)vals[i], (unsigned long long)vals[j], (unsigned long long)ra,
                             (unsigned long long)rb);
            }
    }
    LLVMDisposeExecutionEngine(ref);
    LLVMDisposeExecutionEngine(leg);
    LLVMContextDispose(c);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_legalised_ir_computes_the_same),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
