; Atomics PTX has no atom for are expanded into cmpxchg loops by LLVM's
; AtomicExpand with NVPTX's rules, as llc-19 expands them at every level:
; 8- and 16-bit atomicrmw and cmpxchg work on the aligned 32-bit word
; (llvm.ptrmask, shifts and masks), fsub / fmin / fmax / nand / uinc_wrap
; become loops too; a half or bfloat fadd stays one atom.add.noftz where the
; target has it (f16: sm_70 and PTX 6.3; bf16: sm_90 and PTX 7.8), and i32 /
; i64 operations and f32 fadd stay single atoms.
; RUN: %ptxsel -O0 -mcpu=sm_90a %s -o %t90.ptx
; RUN: FileCheck %s < %t90.ptx
; RUN: %ptxas -arch=sm_90a %t90.ptx -o %t90.cubin
; RUN: %ptxsel -O2 -mcpu=sm_80 %s -o %t80.ptx
; RUN: FileCheck --check-prefix=SM80 %s < %t80.ptx
; RUN: %ptxas -arch=sm_80 %t80.ptx -o %t80.cubin
; RUN: %ptxsel -O2 -mcpu=sm_100a %s -o %t100.ptx
; RUN: %ptxas -arch=sm_100a %t100.ptx -o %t100.cubin

; CHECK-LABEL: .func (.param .b32 func_retval0) add_i8(
; CHECK: and.b64 {{%rd[0-9]+}}, {{%rd[0-9]+}}, -4;
; CHECK: atom.global.cas.b32
define i8 @add_i8(ptr addrspace(1) %p, i8 %v) {
  %o = atomicrmw add ptr addrspace(1) %p, i8 %v monotonic
  ret i8 %o
}

; CHECK-LABEL: cas_i16(
; CHECK: atom.shared.cas.b32
define i16 @cas_i16(ptr addrspace(3) %p, i16 %c, i16 %v) {
  %r = cmpxchg ptr addrspace(3) %p, i16 %c, i16 %v acquire acquire
  %o = extractvalue { i16, i1 } %r, 0
  ret i16 %o
}

; CHECK-LABEL: fadd_half(
; CHECK: atom.add.noftz.f16
; SM80-LABEL: fadd_half(
; SM80: atom.add.noftz.f16
define half @fadd_half(ptr %p, half %v) {
  %o = atomicrmw fadd ptr %p, half %v monotonic
  ret half %o
}

; CHECK-LABEL: fadd_bf16(
; CHECK: atom.add.noftz.bf16
; bf16 atom.add needs sm_90: a loop on sm_80.
; SM80-LABEL: fadd_bf16(
; SM80-NOT: noftz
; SM80: atom.cas.b32
define bfloat @fadd_bf16(ptr %p, bfloat %v) {
  %o = atomicrmw fadd ptr %p, bfloat %v monotonic
  ret bfloat %o
}

; CHECK-LABEL: fsub_f32(
; CHECK-NOT: atom.add.f32
; CHECK: atom.cas.b32
define float @fsub_f32(ptr %p, float %v) {
  %o = atomicrmw fsub ptr %p, float %v monotonic
  ret float %o
}

; CHECK-LABEL: inc_i32(
; CHECK: atom.cas.b32
define i32 @inc_i32(ptr %p, i32 %v) {
  %o = atomicrmw uinc_wrap ptr %p, i32 %v monotonic
  ret i32 %o
}

; CHECK-LABEL: nand_i64(
; CHECK: atom.cas.b64
define i64 @nand_i64(ptr %p, i64 %v) {
  %o = atomicrmw nand ptr %p, i64 %v monotonic
  ret i64 %o
}

; Native ones are left alone.
; CHECK-LABEL: add_i32(
; CHECK-NOT: cas
; CHECK: atom.global.add.u32
define i32 @add_i32(ptr addrspace(1) %p, i32 %v) {
  %o = atomicrmw add ptr addrspace(1) %p, i32 %v monotonic
  ret i32 %o
}
