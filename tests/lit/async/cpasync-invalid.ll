; What ptxsel refuses in the cpasync and cache families, each with a
; diagnostic and no output file: a constant src-size above the copy size
; (ptxas: "value '17' out of range, expected to be in range [0..16]"), the
; ignore-src predicate before PTX 7.5 ("Feature 'igonre-src on cp.async'
; requires PTX ISA .version 7.5 or later"), prefetch sizes, createpolicy and
; L1 eviction priorities before PTX 7.4,
; discard / applypriority with a size other than 128, wait_group with a
; run-time count, and createpolicy / cache hints before sm_80.
; RUN: sed '/^;--- wait/,$d' %s > %t.main.ll
; RUN: not %ptxsel -mcpu=sm_80 -mattr=+ptx74 %t.main.ll -o %t.ptx 2> %t.err
; RUN: FileCheck %s < %t.err
; RUN: not test -e %t.ptx
; RUN: sed -n '/^;--- ptx73/,$p' %s | sed 1d | sed '/^;--- wait/,$d' > %t.ptx73.ll
; RUN: not %ptxsel -mcpu=sm_80 -mattr=+ptx73 %t.ptx73.ll -o %t73.ptx 2> %t73.err
; RUN: FileCheck %s --check-prefix=PTX73 < %t73.err
; RUN: not test -e %t73.ptx
; RUN: sed -n '/^;--- sm75/,$p' %s | sed 1d > %t.sm75.ll
; RUN: not %ptxsel -mcpu=sm_75 -mattr=+ptx78 %t.sm75.ll -o %t75.ptx 2> %t75.err
; RUN: FileCheck %s --check-prefix=SM75 < %t75.err
; RUN: not test -e %t75.ptx
; RUN: sed -n '/^;--- wait/,$p' %s | sed 1d | sed '/^;--- sm75/,$d' > %t.wait.ll
; RUN: not %ptxsel -mcpu=sm_80 %t.wait.ll -o %tw.ptx 2> %tw.err
; RUN: FileCheck %s --check-prefix=WAIT < %tw.err
; RUN: not test -e %tw.ptx

; CHECK-DAG: error: operand 2 of 'cp.async.ca.shared.global.16.src_size' is 17, outside the range 0..16
; CHECK-DAG: error: operand 2 of 'cp.async.ca.shared.global.4.src_size' is 5, outside the range 0..4
; CHECK-DAG: error: cp.async.cg.shared.global.16.ignore_src requires PTX ISA 7.5 (the module targets PTX ISA 7.4; use -mattr=+ptx75)
; CHECK-DAG: error: operand 1 of 'discard.global.L2' is 64, expected 128
; CHECK-DAG: error: operand 1 of 'applypriority.global.L2::evict_normal' is 256, expected 128

define ptx_kernel void @k(ptr addrspace(3) %d, ptr addrspace(1) %s, i1 %p) {
  call void @llvm.nvvm.cp.async.ca.shared.global.16.s(ptr addrspace(3) %d, ptr addrspace(1) %s, i32 17)
  call void @llvm.nvvm.cp.async.ca.shared.global.4.s(ptr addrspace(3) %d, ptr addrspace(1) %s, i32 5)
  call void @llvm.nvvm.cp.async.cg.shared.global.16.ignore.src(ptr addrspace(3) %d, ptr addrspace(1) %s, i1 %p)
  call void @llvm.nvvm.discard.global.L2(ptr addrspace(1) %s, i64 64)
  call void @llvm.nvvm.applypriority.global.L2.evict.normal(ptr addrspace(1) %s, i64 256)
  ret void
}
declare void @llvm.nvvm.cp.async.ca.shared.global.16.s(ptr addrspace(3), ptr addrspace(1), i32)
declare void @llvm.nvvm.cp.async.ca.shared.global.4.s(ptr addrspace(3), ptr addrspace(1), i32)
declare void @llvm.nvvm.cp.async.cg.shared.global.16.ignore.src(ptr addrspace(3), ptr addrspace(1), i1)
declare void @llvm.nvvm.discard.global.L2(ptr addrspace(1), i64)
declare void @llvm.nvvm.applypriority.global.L2.evict.normal(ptr addrspace(1), i64)

;--- ptx73
; PTX73-DAG: error: cp.async.cg.shared.global.L2::128B.16 requires PTX ISA 7.4 (the module targets PTX ISA 7.3; use -mattr=+ptx74)
; (createpolicy's gate is the bit has_cache_policy, sm_80 from PTX 7.4: the verifier's generic
; gate message names the bit)
; PTX73-DAG: error: createpolicy.fractional.L2::evict_normal.b64 {{.*}}has_cache_policy
; PTX73-DAG: error: ld.global.L1::no_allocate.b32 requires PTX ISA 7.4 (the module targets PTX ISA 7.3; use -mattr=+ptx74)
define ptx_kernel void @p(ptr addrspace(3) %d, ptr addrspace(1) %s, ptr addrspace(1) %o) {
  call void @llvm.nvvm.cp.async.cg.shared.global.L2.128B.16(ptr addrspace(3) %d, ptr addrspace(1) %s)
  %pol = call i64 @llvm.nvvm.createpolicy.fractional.L2.evict.normal(float 1.0)
  %x = call i32 @llvm.nvvm.ld.global.L1.no.allocate.i32(ptr addrspace(1) %s)
  store i64 %pol, ptr addrspace(1) %o
  store i32 %x, ptr addrspace(1) %o
  ret void
}
declare void @llvm.nvvm.cp.async.cg.shared.global.L2.128B.16(ptr addrspace(3), ptr addrspace(1))
declare i64 @llvm.nvvm.createpolicy.fractional.L2.evict.normal(float)
declare i32 @llvm.nvvm.ld.global.L1.no.allocate.i32(ptr addrspace(1))

;--- wait
; WAIT: error: operand 0 of 'llvm.nvvm.cp.async.wait.group' must be a constant (immarg)
define ptx_kernel void @w(i32 %n) {
  call void @llvm.nvvm.cp.async.wait.group(i32 %n)
  ret void
}
declare void @llvm.nvvm.cp.async.wait.group(i32)

;--- sm75
; SM75-DAG: error: createpolicy.fractional.L2::evict_last.b64 is not supported on sm_75 (requires has_cache_policy: sm_80)
; SM75-DAG: error: ld.global.L2::cache_hint.b32 is not supported on sm_75 (requires has_cache_policy: sm_80)
; SM75-DAG: error: cp.async.ca.shared.global.4 is not supported on sm_75 (requires has_cp_async: sm_80)
; SM75-DAG: error: prefetch.global.L2::evict_last is not supported on sm_75 (requires has_cache_policy: sm_80)
define ptx_kernel void @s(ptr addrspace(3) %d, ptr addrspace(1) %s, ptr addrspace(1) %o) {
  %pol = call i64 @llvm.nvvm.createpolicy.fractional.L2.evict.last(float 1.0)
  %x = call i32 @llvm.nvvm.ld.global.L2.cache.hint.i32(ptr addrspace(1) %s, i64 %pol)
  store i32 %x, ptr addrspace(1) %o
  call void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) %d, ptr addrspace(1) %s)
  call void @llvm.nvvm.prefetch.global.L2.evict.last(ptr addrspace(1) %s)
  ret void
}
declare i64 @llvm.nvvm.createpolicy.fractional.L2.evict.last(float)
declare i32 @llvm.nvvm.ld.global.L2.cache.hint.i32(ptr addrspace(1), i64)
declare void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3), ptr addrspace(1))
declare void @llvm.nvvm.prefetch.global.L2.evict.last(ptr addrspace(1))
