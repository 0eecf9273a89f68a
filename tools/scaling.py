#!/usr/bin/env python3
"""scaling.py — how ptxsel's compile time grows with each dimension of its input.

Contract: for each dimension below, generates modules of four sizes (each
four times the last; kernels/bench/gen_big.py, kernels/bench/gen_wgmma.py
and the globals module written here, cached in --gen-dir), compiles each
with --jitbench (tests/bench/jitbench.c: ptxsel_compile_module on an
in-memory module, --runs runs, the IR verifier left out, CPU phase times)
and prints, per size, the IR instruction count, the least compile time of
the runs (the least is the one other load on a shared host disturbs least)
or the median of the measured phase, and per dimension the scaling exponent: the slope of
log(time) against log(size), between each pair of neighbouring sizes and by
least squares over all four. 1.00 is linear; issue 15's goal is <= 1.05.

  dimension                  size axis                        time measured
  functions                  kernels of ~130 instructions     whole compile
  instructions per function  4 kernels of N operations each   whole compile
  annotations                kernels of one block, each an    whole compile
                             !nvvm.annotations entry
  globals                    initialised globals, one kernel  whole compile
  wgmma protocol             one WGMMA kernel of N stages     machine verify

With --llvm the same inputs also go through LLVM 19's NVPTX back end in the
same process (jitbench's "llvm" engine), for its exponent beside ptxsel's
(up to the first size where it takes 5 s or more: it is superlinear in
functions and annotations, and the next size could take many minutes).
A benchmark, not a test: it asserts nothing about times. Exit status 0
unless a tool fails.
"""
import argparse
import math
import os
import re
import subprocess
import sys

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

# dimension -> (sizes, phase measured ("" = the whole compile))
DIMS = {
    "functions": ([125, 500, 2000, 8000], ""),
    "instructions per function": ([1000, 4000, 16000, 64000], ""),
    "annotations": ([500, 2000, 8000, 32000], ""),
    "globals": ([1000, 4000, 16000, 64000], ""),
    "wgmma protocol": ([1000, 4000, 16000, 64000], "mverify"),
}
SHORT = {"functions": "fn", "instructions per function": "ipf", "annotations": "ann", "globals": "glob",
         "wgmma protocol": "wg"}


def write_globals(path, n):
    """n initialised i32 globals (arrays of 4) and one kernel that reads the
    first and the last: globals are printed, named and checked per global."""
    o = ['target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"',
         'target triple = "nvptx64-nvidia-cuda"']
    for i in range(n):
        o.append(f"@g{i} = addrspace(1) global [4 x i32] [i32 {i}, i32 1, i32 2, i32 3], align 4")
    o.append("define void @k(ptr %out) {")
    o.append("  %a = load i32, ptr addrspace(1) @g0, align 4")
    o.append(f"  %b = load i32, ptr addrspace(1) @g{n - 1}, align 4")
    o.append("  %s = add i32 %a, %b")
    o.append("  store i32 %s, ptr %out, align 4")
    o.append("  ret void")
    o.append("}")
    o.append("!nvvm.annotations = !{!0}")
    o.append('!0 = !{ptr @k, !"kernel", i32 1}')
    with open(path, "w") as f:
        f.write("\n".join(o) + "\n")


def gen(gen_dir, dim, size):
    path = os.path.join(gen_dir, f"scal_{SHORT[dim]}_{size}.ll")
    if os.path.exists(path):
        return path
    tmp = path + ".tmp"
    py = sys.executable
    if dim == "globals":
        write_globals(tmp, size)
    else:
        if dim == "functions":
            cmd = [py, os.path.join(ROOT, "kernels/bench/gen_big.py"), "--kernels", str(size), "--ops", "100"]
        elif dim == "instructions per function":
            cmd = [py, os.path.join(ROOT, "kernels/bench/gen_big.py"), "--kernels", "4", "--ops", str(size)]
        elif dim == "annotations":
            cmd = [py, os.path.join(ROOT, "kernels/bench/gen_big.py"), "--kernels", str(size), "--ops", "0"]
        else:
            cmd = [py, os.path.join(ROOT, "kernels/bench/gen_wgmma.py"), "--stages", str(size)]
        with open(tmp, "w") as out:
            subprocess.run(cmd, stdout=out, check=True)
    os.replace(tmp, path)
    return path


LINE = re.compile(r"^JIT (\S+) (\d+) (\S+) O\d+ ([\d.]+) ([\d.]+) (\d+)(.*)$")


def run_jitbench(jb, path, runs, level, llvm):
    cmd = [jb, "-r", str(runs), f"-O{level}", "--no-verify-ir", "--cpu-phases"]
    if not llvm:
        cmd.append("--ptxsel-only")
    p = subprocess.run(cmd + [path], capture_output=True, text=True)
    if p.returncode:
        sys.exit(f"scaling: {' '.join(cmd)} {path}: exit {p.returncode}\n{p.stderr}")
    res = {}
    for line in p.stdout.splitlines():
        m = LINE.match(line)
        if not m:
            continue
        phases = dict(kv.split("=", 1) for kv in m.group(7).split() if "=" in kv)
        res[m.group(3)] = {"insts": int(m.group(2)), "ms": float(m.group(5)), "phases": phases}
    return res


def slope(xs, ys):
    lx = [math.log(x) for x in xs]
    ly = [math.log(max(y, 1e-6)) for y in ys]
    mx, my = sum(lx) / len(lx), sum(ly) / len(ly)
    den = sum((a - mx) ** 2 for a in lx)
    return sum((a - mx) * (b - my) for a, b in zip(lx, ly)) / den


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--jitbench", default=os.path.join(ROOT, "build/bench/jitbench"))
    ap.add_argument("--gen-dir", default=os.path.join(ROOT, "build/bench"))
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--level", type=int, default=0, choices=[0, 2])
    ap.add_argument("--llvm", action="store_true", help="also time LLVM's NVPTX back end on the same inputs")
    ap.add_argument("--only", action="append", choices=sorted(DIMS), help="measure this dimension only")
    a = ap.parse_args()
    os.makedirs(a.gen_dir, exist_ok=True)
    print(f"scaling: ptxsel_compile_module at -O{a.level}, IR verifier off, CPU time: least of {a.runs} runs (a phase: median)")
    summary = []
    for dim, (sizes, phase) in DIMS.items():
        if a.only and dim not in a.only:
            continue
        what = f"phase {phase}" if phase else "whole compile"
        print(f"\n{dim} ({what})")
        print(f"  {'size':>7} {'IR insts':>9} {'ptxsel ms':>10} {'ns/inst':>8}" + (f"  {'llvm ms':>9}" if a.llvm else ""))
        ts, ls, ins = [], [], []
        for s in sizes:
            # LLVM's back end is superlinear in some dimensions (the next
            # size could take many minutes): timed while the last took < 5 s
            llvm = a.llvm and dim != "wgmma protocol" and len(ls) == len(ts) and (not ls or ls[-1] < 5000)
            r = run_jitbench(a.jitbench, gen(a.gen_dir, dim, s), a.runs, a.level, llvm)
            p = r["ptxsel"]
            t = float(p["phases"][phase]) if phase else p["ms"]
            ts.append(t)
            ins.append(p["insts"])
            line = f"  {s:>7} {p['insts']:>9} {t:>10.3f} {t * 1e6 / max(p['insts'], 1):>8.1f}"
            if "llvm" in r:
                ls.append(r["llvm"]["ms"])
                line += f"  {r['llvm']['ms']:>9.2f}"
            print(line, flush=True)
        steps = [math.log(ts[i + 1] / ts[i]) / math.log(sizes[i + 1] / sizes[i]) for i in range(len(sizes) - 1)]
        e = slope(sizes, ts)
        line = f"  exponent {e:.3f} (steps {', '.join(f'{x:.2f}' for x in steps)})"
        le = slope(sizes[:len(ls)], ls) if len(ls) >= 2 else None
        if le is not None:
            line += f"; LLVM's back end {le:.2f}" + (f" (first {len(ls)} sizes)" if len(ls) < len(sizes) else "")
        print(line)
        summary.append((dim, e, max(steps), le))
    print("\nSCALING summary (goal: exponent <= 1.05 in every dimension)")
    for dim, e, worst, le in summary:
        extra = f", LLVM's back end {le:.2f}" if le is not None else ""
        print(f"SCALING {dim}: exponent {e:.3f}, worst step {worst:.2f}{extra}: {'met' if e <= 1.05 else 'NOT met'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
