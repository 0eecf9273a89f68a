; The scoped mbarrier waits of default semantics (.acquire, .cta) print the
; legacy spellings where the PTX version or the target lacks .acquire.cta:
; test_wait on sm_80 at PTX 7.1 (parity needs 7.1), try_wait (with and
; without the suspend-time hint) on sm_90 at PTX 7.8; from PTX 8.0 the
; scoped spellings. Every output is assembled by ptxas: with -arch=sm_90,
; because ptxas 13.0 itself crashes (SIGSEGV) compiling for sm_80 any
; mbarrier.test_wait whose result is used, legacy or scoped spelling alike
; (a .target sm_80 module assembled for sm_90 still checks the PTX version).
; RUN: %ptxsel -mcpu=sm_80 -mattr=+ptx71 %s -o %t80.ptx
; RUN: FileCheck %s --check-prefix=SM80 < %t80.ptx
; RUN: %ptxas -arch=sm_90 %t80.ptx -o %t.cubin
; RUN: %ptxsel -mcpu=sm_80 -mattr=+ptx80 %s -o %t80b.ptx
; RUN: FileCheck %s --check-prefix=SM80PTX80 < %t80b.ptx
; RUN: %ptxas -arch=sm_90 %t80b.ptx -o %t.cubin
; RUN: not %ptxsel -mcpu=sm_80 -mattr=+ptx70 %s -o %t70.ptx 2>&1 | FileCheck %s --check-prefix=PTX70
; RUN: not test -e %t70.ptx

; SM80: .version 7.1
; SM80: mbarrier.test_wait.shared.b64 %p{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM80: mbarrier.test_wait.parity.shared.b64 %p{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM80PTX80: mbarrier.test_wait.shared.b64 %p{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; SM80PTX80: mbarrier.test_wait.parity.shared.b64 %p{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; the parity wait needs PTX 7.1 in either spelling: the nearer gate is named
; PTX70: error: mbarrier.test_wait.parity.shared.b64+scoped requires PTX ISA 7.1 (the module targets PTX ISA 7.0; use -mattr=+ptx71)

@bar = internal addrspace(3) global i64 0, align 8

define ptx_kernel void @k(ptr %out, i64 %st, i32 %par) {
  %a = call i1 @llvm.nvvm.mbarrier.test.wait.scope.cta.space.cta(ptr addrspace(3) @bar, i64 %st)
  %b = call i1 @llvm.nvvm.mbarrier.test.wait.parity.scope.cta.space.cta(ptr addrspace(3) @bar, i32 %par)
  %x = and i1 %a, %b
  %z = zext i1 %x to i32
  store i32 %z, ptr %out
  ret void
}
declare i1 @llvm.nvvm.mbarrier.test.wait.scope.cta.space.cta(ptr addrspace(3), i64)
declare i1 @llvm.nvvm.mbarrier.test.wait.parity.scope.cta.space.cta(ptr addrspace(3), i32)
