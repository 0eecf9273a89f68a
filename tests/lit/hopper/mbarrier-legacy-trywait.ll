; try_wait of default semantics on sm_90 at PTX 7.8 (before .acquire.cta
; exists): the legacy spellings, the suspend-time hint as the last operand;
; at PTX 8.0 the same, as upstream's llc prints them (the legacy rows come
; first; .acquire.cta needs PTX 8.0). On sm_80 neither exists (ptxas: "Feature
; 'mbarrier.try_wait' requires .target sm_90 or higher").
; RUN: %ptxsel -mcpu=sm_90 -mattr=+ptx78 %s -o %t78.ptx
; RUN: FileCheck %s --check-prefix=P78 < %t78.ptx
; RUN: %ptxas -arch=sm_90 %t78.ptx -o %t.cubin
; RUN: %ptxsel -mcpu=sm_90 -mattr=+ptx80 %s -o %t80.ptx
; RUN: FileCheck %s --check-prefix=P80 < %t80.ptx
; RUN: %ptxas -arch=sm_90 %t80.ptx -o %t.cubin
; RUN: not %ptxsel -mcpu=sm_80 -mattr=+ptx80 %s -o %t.bad.ptx 2>&1 | FileCheck %s --check-prefix=SM80
; RUN: not test -e %t.bad.ptx

; P78: mbarrier.try_wait.shared.b64 %p{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}}, %r{{[0-9]+}};
; P78: mbarrier.try_wait.parity.shared.b64 %p{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; P78: mbarrier.try_wait.shared.b64 %p{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; P78: mbarrier.try_wait.parity.shared.b64 %p{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; P80: mbarrier.try_wait.shared.b64 %p{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}}, %r{{[0-9]+}};
; P80: mbarrier.try_wait.parity.shared.b64 %p{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; P80: mbarrier.try_wait.shared.b64 %p{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; P80: mbarrier.try_wait.parity.shared.b64 %p{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; SM80: error: mbarrier.try_wait.shared.b64.tl+scoped is not supported on sm_80 (requires has_clusters: sm_90)

@bar = internal addrspace(3) global i64 0, align 8

define ptx_kernel void @k(ptr %out, i64 %st, i32 %par, i32 %tl) {
  %a = call i1 @llvm.nvvm.mbarrier.try.wait.tl.scope.cta.space.cta(ptr addrspace(3) @bar, i64 %st, i32 %tl)
  %b = call i1 @llvm.nvvm.mbarrier.try.wait.parity.tl.scope.cta.space.cta(ptr addrspace(3) @bar, i32 %par, i32 %tl)
  %c = call i1 @llvm.nvvm.mbarrier.try.wait.scope.cta.space.cta(ptr addrspace(3) @bar, i64 %st)
  %d = call i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta(ptr addrspace(3) @bar, i32 %par)
  %x = and i1 %a, %b
  %y = and i1 %c, %d
  %w = and i1 %x, %y
  %z = zext i1 %w to i32
  store i32 %z, ptr %out
  ret void
}
declare i1 @llvm.nvvm.mbarrier.try.wait.tl.scope.cta.space.cta(ptr addrspace(3), i64, i32)
declare i1 @llvm.nvvm.mbarrier.try.wait.parity.tl.scope.cta.space.cta(ptr addrspace(3), i32, i32)
declare i1 @llvm.nvvm.mbarrier.try.wait.scope.cta.space.cta(ptr addrspace(3), i64)
declare i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta(ptr addrspace(3), i32)
