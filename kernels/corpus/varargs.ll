; Hand-written IR (CUDA C has no variadic device functions): NVPTX's vararg
; ABI. vsum(n, ...) reads n (kind, value) pairs: kind 0 an i32, 1 a double,
; 2 an i64; the kernel calls it with mixed alignments (an i32 then a double:
; the double must sit at offset 8). llc-19's caller packs the arguments
; without padding (the double at offset 4) while its callee rounds up to 8,
; so llc-19's PTX computes the wrong sum here; ptxsel pads as the callee reads.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define internal i64 @vsum(i32 %n, ...) noinline {
entry:
  %ap = alloca ptr, align 8
  %ap2 = alloca ptr, align 8
  call void @llvm.va_start.p0(ptr %ap)
  call void @llvm.va_copy.p0(ptr %ap2, ptr %ap)
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %next ]
  %s = phi i64 [ 0, %entry ], [ %s1, %next ]
  %done = icmp eq i32 %i, %n
  br i1 %done, label %exit, label %body
body:
  %kind = va_arg ptr %ap, i32
  switch i32 %kind, label %as_i64 [ i32 0, label %as_i32
                                    i32 1, label %as_f64 ]
as_i32:
  %v32 = va_arg ptr %ap, i32
  %w32 = sext i32 %v32 to i64
  br label %next
as_f64:
  %vd = va_arg ptr %ap, double
  %wd = fptosi double %vd to i64
  br label %next
as_i64:
  %w64 = va_arg ptr %ap, i64
  br label %next
next:
  %w = phi i64 [ %w32, %as_i32 ], [ %wd, %as_f64 ], [ %w64, %as_i64 ]
  %m = mul i64 %s, 31
  %s1 = add i64 %m, %w
  %i1 = add i32 %i, 1
  br label %loop
exit:
  ; the copy still points at the first argument: add the first kind * 1000
  %k0 = va_arg ptr %ap2, i32
  %k0w = sext i32 %k0 to i64
  %k0m = mul i64 %k0w, 1000
  %r = add i64 %s, %k0m
  call void @llvm.va_end.p0(ptr %ap2)
  call void @llvm.va_end.p0(ptr %ap)
  ret i64 %r
}

; out[i] = vsum(3, 0, a[i], 1, (double)b[i], 2, (i64)a[i] << 20)
;        + vsum(2, 1, (double)b[i] * 0.5, 0, a[i] ^ 5)
define ptx_kernel void @varargs(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %base = mul i32 %ctaid, %ntid
  %i = add i32 %base, %tid
  %in = icmp slt i32 %i, %n
  br i1 %in, label %work, label %done
work:
  %ix = sext i32 %i to i64
  %pa = getelementptr i32, ptr addrspace(1) %a, i64 %ix
  %av = load i32, ptr addrspace(1) %pa, align 4
  %pb = getelementptr double, ptr addrspace(1) %b, i64 %ix
  %bv = load double, ptr addrspace(1) %pb, align 8
  %a64 = sext i32 %av to i64
  %ash = shl i64 %a64, 20
  %r1 = call i64 (i32, ...) @vsum(i32 3, i32 0, i32 %av, i32 1, double %bv, i32 2, i64 %ash)
  %bh = fmul double %bv, 5.000000e-01
  %ax = xor i32 %av, 5
  %r2 = call i64 (i32, ...) @vsum(i32 2, i32 1, double %bh, i32 0, i32 %ax)
  %r = add i64 %r1, %r2
  %po = getelementptr i64, ptr addrspace(1) %out, i64 %ix
  store i64 %r, ptr addrspace(1) %po, align 8
  br label %done
done:
  ret void
}

declare void @llvm.va_start.p0(ptr)
declare void @llvm.va_copy.p0(ptr, ptr)
declare void @llvm.va_end.p0(ptr)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
