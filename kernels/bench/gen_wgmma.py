#!/usr/bin/env python3
"""gen_wgmma.py — one long WGMMA kernel, for timing the protocol checks.

Contract: deterministic LLVM IR on stdout: one sm_90a kernel of STAGES
blocks (--stages N, about 10 IR instructions each). Each block fences,
issues a wgmma.mma_async m64n8k16 on a fresh accumulator (chained on the
previous one every other stage), commits, waits for all but one group
(wait_group 1; every fourth stage wait_group 0), reads the drained
accumulator of the stage before into a running sum and branches on the
loop-free condition sum < n to the next block or a shared exit, which waits
for every group and stores the sum. Clean for the protocol checks: a
benchmark input (the dataflow over blocks x registers), not a test.
"""
import argparse

MMA = "@llvm.nvvm.wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--stages", type=int, default=100)
    a = ap.parse_args()
    o = []
    e = o.append
    e('target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"')
    e('target triple = "nvptx64-nvidia-cuda"')
    e(f"declare <4 x float> {MMA}(<4 x float>, i64, i64, i1, i32, i32, i32, i32)")
    e("declare void @llvm.nvvm.wgmma.fence.sync.aligned()")
    e("declare void @llvm.nvvm.wgmma.commit_group.sync.aligned()")
    e("declare void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64)")
    e("define ptx_kernel void @wgmma_long(ptr addrspace(1) %out, i64 %da, i64 %db, float %n) {")
    e("entry:")
    e("  br label %s0")
    prev_acc = "zeroinitializer"
    prev_sum = "0.0"
    for s in range(a.stages):
        e(f"s{s}:")
        e("  call void @llvm.nvvm.wgmma.fence.sync.aligned()")
        src = prev_acc if s % 2 else "zeroinitializer"
        e(f"  %a{s} = call <4 x float> {MMA}(<4 x float> {src}, i64 %da, i64 %db, i1 true, i32 1, i32 1, i32 0, i32 0)")
        e("  call void @llvm.nvvm.wgmma.commit_group.sync.aligned()")
        e(f"  call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 {0 if s % 4 == 3 else 1})")
        if s:
            e(f"  %x{s} = extractelement <4 x float> %a{s - 1}, i32 {s % 4}")
            e(f"  %y{s} = fmul float %x{s}, 0.5")
            e(f"  %sum{s} = fadd float {prev_sum}, %y{s}")
            prev_sum = f"%sum{s}"
            e(f"  %c{s} = fcmp olt float {prev_sum}, %n")
            if s + 1 < a.stages:
                e(f"  br i1 %c{s}, label %s{s + 1}, label %exit")
            else:
                e("  br label %exit")
        else:
            e("  br label %s1" if a.stages > 1 else "  br label %exit")
        prev_acc = f"%a{s}"
    e("exit:")
    preds = ", ".join(f"[ %sum{s}, %s{s} ]" for s in range(1, a.stages)) or "[ 0.0, %s0 ]"
    e(f"  %r = phi float {preds}")
    e("  call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 0)")
    e("  store float %r, ptr addrspace(1) %out")
    e("  ret void")
    e("}")
    print("\n".join(o))


if __name__ == "__main__":
    main()
