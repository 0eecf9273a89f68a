#!/usr/bin/env python3
"""ncu_probe.py — one launch each of ptxsel's GEMM variants and of cuBLAS at
one size, for Nsight Compute (kernels/gemm/README.md):

  ncu --clock-control none -k regex:'gemm|xmma|nvjet|cutlass' \
      --section SpeedOfLight --section ComputeWorkloadAnalysis \
      python3 gemmbundle/ncu_probe.py --dir gemmbundle --variants bf16_c2,bf16_c2_reg
"""
import argparse
import os
import sys

import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bench  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dir", default=os.path.dirname(os.path.abspath(__file__)))
    ap.add_argument("--variants", default="bf16_c2,bf16_c2_reg")
    ap.add_argument("--size", default="8192,8192,8192")
    args = ap.parse_args()
    m, n, k = (int(x) for x in args.size.split(","))
    lib = bench.load_lib(os.path.join(args.dir, "libgemm_runner.so"))
    gen = torch.Generator(device="cuda")
    gen.manual_seed(1)
    a, b = bench.inputs(False, m, n, k, gen)
    d = torch.empty(m, n, device="cuda", dtype=torch.bfloat16)
    for v in args.variants.split(","):
        image, kernel, cluster, eb = bench.VARIANTS[v]
        plan = bench.Plan(lib, os.path.join(args.dir, image), kernel, cluster, eb)
        plan.bind(a, b, d)
        plan.launch()
        torch.cuda.synchronize()
        print(f"launched {v}", flush=True)
    torch.matmul(a, b.t())
    torch.cuda.synchronize()
    print("launched cuBLAS", flush=True)


if __name__ == "__main__":
    main()
