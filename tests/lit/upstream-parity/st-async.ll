; Upstream LLVM's st.async intrinsics (LLVM 23's st_async_mbarrier.ll and
; st_async_release.ll) print what upstream's llc prints:
; llvm.nvvm.st.async.i32 / .i64 the .b32 / .b64 mbarrier form (sm_90, PTX
; 8.1); llvm.nvvm.st.async.{sys,gpu}.iN and .mmio.sys.iN the .release
; .global forms (has_async_store_global: sm_100 and later, PTX 8.7), an i8
; value moved into a .b8 register first as llc does. ptxas assembles both.
; RUN: %ptxsel -mcpu=sm_100 -mattr=+ptx87 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_100 %t.ptx -o %t.cubin
; RUN: %ptxsel -mcpu=sm_121 %s -o %t121.ptx
; RUN: %ptxas -arch=sm_121 %t121.ptx -o %t121.cubin
; Only the mbarrier form on sm_90 (PTX 8.1):
; RUN: grep -v -E 'call void @llvm.nvvm.st.async.(sys|gpu|mmio)' %s > %t.mbar.ll
; RUN: %ptxsel -mcpu=sm_90 -mattr=+ptx81 %t.mbar.ll -o %t90.ptx
; RUN: FileCheck %s --check-prefix=MBAR < %t90.ptx
; RUN: %ptxas -arch=sm_90 %t90.ptx -o %t90.cubin
; The .global forms are refused below sm_100 and below PTX 8.7:
; RUN: %ptxsel -mcpu=sm_90a -mattr=+ptx87 %s -o %t90a.ptx 2> %t90a.err; test $? -eq 1
; RUN: FileCheck %s --check-prefix=SM90 < %t90a.err
; RUN: not test -e %t90a.ptx
; RUN: %ptxsel -mcpu=sm_100 -mattr=+ptx86 %s -o %t86.ptx 2> %t86.err; test $? -eq 1
; RUN: FileCheck %s --check-prefix=PTX86 < %t86.err
; RUN: not test -e %t86.ptx
; isMultimem=1 (multimem.st.async) is not taken:
; RUN: sed -e 's/i8 %v, i1 false/i8 %v, i1 true/' %s > %t.mm.ll
; RUN: %ptxsel -mcpu=sm_100 -mattr=+ptx87 %t.mm.ll -o %t.mm.ptx 2> %t.mm.err; test $? -eq 1
; RUN: FileCheck %s --check-prefix=MM < %t.mm.err
; SM90: error: st.async.release.sys.global.b8 is not supported on sm_90a (requires has_async_store_global: sm_100)
; PTX86: error: st.async.release.sys.global.b8 requires PTX ISA 8.7 (the module targets PTX ISA 8.6; use -mattr=+ptx87)
; MM: unsupported combination of immarg operands to 'llvm.nvvm.st.async.sys.i8' (2=1)

; MBAR-LABEL: mbar_forms(
; MBAR: st.async.shared::cluster.mbarrier::complete_tx::bytes.b32 [%rd{{[0-9]+}}], %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; MBAR: st.async.shared::cluster.mbarrier::complete_tx::bytes.b64 [%rd{{[0-9]+}}], %rd{{[0-9]+}}, [%rd{{[0-9]+}}];
; CHECK-LABEL: mbar_forms(
; CHECK: st.async.shared::cluster.mbarrier::complete_tx::bytes.b32 [%rd{{[0-9]+}}], %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; CHECK: st.async.shared::cluster.mbarrier::complete_tx::bytes.b64 [%rd{{[0-9]+}}], %rd{{[0-9]+}}, [%rd{{[0-9]+}}];
define void @mbar_forms(ptr addrspace(7) %a, i32 %x, i64 %y, ptr addrspace(7) %m) {
  call void @llvm.nvvm.st.async.i32(ptr addrspace(7) %a, i32 %x, ptr addrspace(7) %m)
  call void @llvm.nvvm.st.async.i64(ptr addrspace(7) %a, i64 %y, ptr addrspace(7) %m)
  ret void
}

; CHECK-LABEL: global_forms(
; CHECK: .reg .b8 %st_async_val;
; CHECK-NEXT: cvt.u8.u16 %st_async_val, %rs{{[0-9]+}};
; CHECK-NEXT: st.async.release.sys.global.b8 [%rd[[P:[0-9]+]]], %st_async_val;
; CHECK-NEXT: }
; CHECK: st.async.release.sys.global.b16 [%rd[[P]]], %rs{{[0-9]+}};
; CHECK: st.async.release.sys.global.b32 [%rd[[P]]], %r{{[0-9]+}};
; CHECK: st.async.release.sys.global.b64 [%rd[[P]]], %rd{{[0-9]+}};
; CHECK: st.async.release.gpu.global.b8 [%rd[[P]]], %st_async_val;
; CHECK: st.async.release.gpu.global.b16 [%rd[[P]]], %rs{{[0-9]+}};
; CHECK: st.async.release.gpu.global.b32 [%rd[[P]]], %r{{[0-9]+}};
; CHECK: st.async.release.gpu.global.b64 [%rd[[P]]], %rd{{[0-9]+}};
; CHECK: st.async.mmio.release.sys.global.b8 [%rd[[P]]], %st_async_val;
; CHECK: st.async.mmio.release.sys.global.b16 [%rd[[P]]], %rs{{[0-9]+}};
; CHECK: st.async.mmio.release.sys.global.b32 [%rd[[P]]], %r{{[0-9]+}};
; CHECK: st.async.mmio.release.sys.global.b64 [%rd[[P]]], %rd{{[0-9]+}};
define void @global_forms(ptr addrspace(1) %p, i8 %v, i16 %h, i32 %x, i64 %y) {
  call void @llvm.nvvm.st.async.sys.i8(ptr addrspace(1) %p, i8 %v, i1 false)
  call void @llvm.nvvm.st.async.sys.i16(ptr addrspace(1) %p, i16 %h, i1 false)
  call void @llvm.nvvm.st.async.sys.i32(ptr addrspace(1) %p, i32 %x, i1 false)
  call void @llvm.nvvm.st.async.sys.i64(ptr addrspace(1) %p, i64 %y, i1 false)
  call void @llvm.nvvm.st.async.gpu.i8(ptr addrspace(1) %p, i8 %v, i1 false)
  call void @llvm.nvvm.st.async.gpu.i16(ptr addrspace(1) %p, i16 %h, i1 false)
  call void @llvm.nvvm.st.async.gpu.i32(ptr addrspace(1) %p, i32 %x, i1 false)
  call void @llvm.nvvm.st.async.gpu.i64(ptr addrspace(1) %p, i64 %y, i1 false)
  call void @llvm.nvvm.st.async.mmio.sys.i8(ptr addrspace(1) %p, i8 %v)
  call void @llvm.nvvm.st.async.mmio.sys.i16(ptr addrspace(1) %p, i16 %h)
  call void @llvm.nvvm.st.async.mmio.sys.i32(ptr addrspace(1) %p, i32 %x)
  call void @llvm.nvvm.st.async.mmio.sys.i64(ptr addrspace(1) %p, i64 %y)
  ret void
}

declare void @llvm.nvvm.st.async.i32(ptr addrspace(7), i32, ptr addrspace(7))
declare void @llvm.nvvm.st.async.i64(ptr addrspace(7), i64, ptr addrspace(7))
declare void @llvm.nvvm.st.async.sys.i8(ptr addrspace(1), i8, i1)
declare void @llvm.nvvm.st.async.sys.i16(ptr addrspace(1), i16, i1)
declare void @llvm.nvvm.st.async.sys.i32(ptr addrspace(1), i32, i1)
declare void @llvm.nvvm.st.async.sys.i64(ptr addrspace(1), i64, i1)
declare void @llvm.nvvm.st.async.gpu.i8(ptr addrspace(1), i8, i1)
declare void @llvm.nvvm.st.async.gpu.i16(ptr addrspace(1), i16, i1)
declare void @llvm.nvvm.st.async.gpu.i32(ptr addrspace(1), i32, i1)
declare void @llvm.nvvm.st.async.gpu.i64(ptr addrspace(1), i64, i1)
declare void @llvm.nvvm.st.async.mmio.sys.i8(ptr addrspace(1), i8)
declare void @llvm.nvvm.st.async.mmio.sys.i16(ptr addrspace(1), i16)
declare void @llvm.nvvm.st.async.mmio.sys.i32(ptr addrspace(1), i32)
declare void @llvm.nvvm.st.async.mmio.sys.i64(ptr addrspace(1), i64)
