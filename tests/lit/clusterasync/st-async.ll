; st.async / red.async into another CTA's shared memory with mbarrier
; complete_tx (sm_90, PTX 8.1). The addresses are .shared::cluster ones
; (ptr addrspace(7)): LLVM 19's mapa.shared.cluster returns addrspace(3), so
; the IR casts its result (cvta.shared + cvta.to.shared::cluster): scalar, .v2 and .v4 values, .weak, constants
; as immediates, and red.async's op/type pairs. ptxas assembles it.
; RUN: %ptxsel -mcpu=sm_90 -mattr=+ptx81 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin
; RUN: %ptxsel -mcpu=sm_120 %s -o %t120.ptx
; RUN: %ptxas -arch=sm_120 %t120.ptx -o %t120.cubin
; PTX 8.0 and sm_89 are refused, naming the gate:
; RUN: %ptxsel -mcpu=sm_90 -mattr=+ptx80 %s -o %t80.ptx 2> %t80.err; test $? -eq 1
; RUN: FileCheck %s --check-prefix=PTX80 < %t80.err
; RUN: not test -e %t80.ptx
; RUN: %ptxsel -mcpu=sm_89 -mattr=+ptx81 %s -o %t89.ptx 2> %t89.err; test $? -eq 1
; RUN: FileCheck %s --check-prefix=SM89 < %t89.err
; PTX80: error: st.async.shared::cluster.mbarrier::complete_tx::bytes.b32 requires PTX ISA 8.1 (the module targets PTX ISA 8.0; use -mattr=+ptx81)
; SM89: error: st.async.shared::cluster.mbarrier::complete_tx::bytes.b32 is not supported on sm_89 (requires has_async_store: sm_90)

; CHECK-LABEL: .entry k(
; CHECK: mapa.shared::cluster.u64
; CHECK: cvta.to.shared::cluster.u64 %rd[[A:[0-9]+]],
; CHECK: cvta.to.shared::cluster.u64 %rd[[B:[0-9]+]],
; CHECK: st.async.shared::cluster.mbarrier::complete_tx::bytes.b32 [%rd[[A]]], %r{{[0-9]+}}, [%rd[[B]]];
; CHECK: st.async.weak.shared::cluster.mbarrier::complete_tx::bytes.u32 [%rd[[A]]], 7, [%rd[[B]]];
; CHECK: st.async.shared::cluster.mbarrier::complete_tx::bytes.f64 [%rd[[A]]], %{{[fr]}}d{{[0-9]+}}, [%rd[[B]]];
; CHECK: st.async.shared::cluster.mbarrier::complete_tx::bytes.v2.s64 [%rd[[A]]], {%rd{{[0-9]+}}, %rd{{[0-9]+}}}, [%rd[[B]]];
; CHECK: st.async.weak.shared::cluster.mbarrier::complete_tx::bytes.v4.f32 [%rd[[A]]], {%{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}}, [%rd[[B]]];
; CHECK: red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.add.u32 [%rd[[A]]], %r{{[0-9]+}}, [%rd[[B]]];
; CHECK: red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.add.s64 [%rd[[A]]], %rd{{[0-9]+}}, [%rd[[B]]];
; CHECK: red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.inc.u32 [%rd[[A]]], 1, [%rd[[B]]];
; CHECK: red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.xor.b32 [%rd[[A]]], %r{{[0-9]+}}, [%rd[[B]]];

@buf = internal addrspace(3) global [8 x i64] zeroinitializer, align 16
@bar = internal addrspace(3) global i64 0, align 8

define ptx_kernel void @k(i32 %x, double %d, i64 %l, float %f, i32 %peer) {
  %a3 = call ptr addrspace(3) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3) @buf, i32 %peer)
  %b3 = call ptr addrspace(3) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3) @bar, i32 %peer)
  %a = addrspacecast ptr addrspace(3) %a3 to ptr addrspace(7)
  %b = addrspacecast ptr addrspace(3) %b3 to ptr addrspace(7)
  call void @llvm.nvvm.st.async.i32(ptr addrspace(7) %a, i32 %x, ptr addrspace(7) %b)
  call void @llvm.nvvm.st.async.weak.u32(ptr addrspace(7) %a, i32 7, ptr addrspace(7) %b)
  call void @llvm.nvvm.st.async.f64(ptr addrspace(7) %a, double %d, ptr addrspace(7) %b)
  %v2 = insertelement <2 x i64> <i64 0, i64 0>, i64 %l, i32 1
  %v2b = insertelement <2 x i64> %v2, i64 %l, i32 0
  call void @llvm.nvvm.st.async.v2.s64(ptr addrspace(7) %a, <2 x i64> %v2b, ptr addrspace(7) %b)
  %v4 = insertelement <4 x float> undef, float %f, i32 0
  %v4b = shufflevector <4 x float> %v4, <4 x float> undef, <4 x i32> zeroinitializer
  call void @llvm.nvvm.st.async.weak.v4.f32(ptr addrspace(7) %a, <4 x float> %v4b, ptr addrspace(7) %b)
  call void @llvm.nvvm.red.async.relaxed.cluster.add.u32(ptr addrspace(7) %a, i32 %x, ptr addrspace(7) %b)
  call void @llvm.nvvm.red.async.relaxed.cluster.add.s64(ptr addrspace(7) %a, i64 %l, ptr addrspace(7) %b)
  call void @llvm.nvvm.red.async.relaxed.cluster.inc.u32(ptr addrspace(7) %a, i32 1, ptr addrspace(7) %b)
  call void @llvm.nvvm.red.async.relaxed.cluster.xor.b32(ptr addrspace(7) %a, i32 %x, ptr addrspace(7) %b)
  ret void
}

declare ptr addrspace(3) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3), i32)
declare void @llvm.nvvm.st.async.i32(ptr addrspace(7), i32, ptr addrspace(7))
declare void @llvm.nvvm.st.async.weak.u32(ptr addrspace(7), i32, ptr addrspace(7))
declare void @llvm.nvvm.st.async.f64(ptr addrspace(7), double, ptr addrspace(7))
declare void @llvm.nvvm.st.async.v2.s64(ptr addrspace(7), <2 x i64>, ptr addrspace(7))
declare void @llvm.nvvm.st.async.weak.v4.f32(ptr addrspace(7), <4 x float>, ptr addrspace(7))
declare void @llvm.nvvm.red.async.relaxed.cluster.add.u32(ptr addrspace(7), i32, ptr addrspace(7))
declare void @llvm.nvvm.red.async.relaxed.cluster.add.s64(ptr addrspace(7), i64, ptr addrspace(7))
declare void @llvm.nvvm.red.async.relaxed.cluster.inc.u32(ptr addrspace(7), i32, ptr addrspace(7))
declare void @llvm.nvvm.red.async.relaxed.cluster.xor.b32(ptr addrspace(7), i32, ptr addrspace(7))
