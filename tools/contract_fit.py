#!/usr/bin/env python3
"""contract_fit.py -- how often ptxsel fuses the same fmul into each vector lane as llc-19.

    python3 tools/contract_fit.py [--lanes 4] [--shapes 60] [--ptxsel build/bin/ptxsel]

For seeds 0..N-1 it writes a random shape: one scalar fmul per lane (by
distinct constants) inserted into a vector, then one or two vector fadd /
fsub of two shuffles of that vector, so that lanes share fmuls. Each shape
is compiled by llc-19 -O2 and by ptxsel -O2; for every lane it reads which
fmul the lane's fma absorbed (from the multiplicand constant) and prints how
many shapes agree in every lane. Which fmul a lane fuses depends on the
order in which llc-19's DAG combiner visits the split lanes and on use
counts at that moment (isel/contract.c models both); a shape that differs
computes a lane 1-2 ulp apart from llc-19; ptxsel refuses the shapes whose
order it does not reproduce (counted apart). A development measure of that
model, not a test: "differ" must stay 0.
"""
import argparse
import os
import random
import re
import struct
import subprocess
import tempfile

CONSTS = [1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5, 8.5]


def hexf(x):
    return "0f%08X" % struct.unpack("<I", struct.pack("<f", x))[0]


def shape(seed, n):
    rnd = random.Random(seed)
    ninst = rnd.choice([1, 1, 2])
    out = ['target triple = "nvptx64-nvidia-cuda"',
           "define void @k(ptr %%o, ptr %%o2, %s) {" % ", ".join("float %%p%d" % i for i in range(n))]
    prev = "poison"
    for i in range(n):
        out.append("  %%m%d = fmul contract float %%p%d, %e" % (i, i, CONSTS[i]))
        out.append("  %%v%d = insertelement <%d x float> %s, float %%m%d, i64 %d" % (i, n, prev, i, i))
        prev = "%%v%d" % i
    for j in range(ninst):
        op = rnd.choice(["fadd", "fsub"])
        for name in ("a", "b"):
            mask = ", ".join("i32 %d" % rnd.randrange(n) for _ in range(n))
            out.append("  %%%s%d = shufflevector <%d x float> %s, <%d x float> poison, <%d x i32> <%s>" %
                       (name, j, n, prev, n, n, mask))
        out.append("  %%x%d = %s contract <%d x float> %%a%d, %%b%d" % (j, op, n, j, j))
    for j in range(ninst):
        out.append("  store <%d x float> %%x%d, ptr %s" % (n, j, "%o" if j == 0 else "%o2"))
    out += ["  ret void", "}"]
    return "\n".join(out) + "\n"


def fused(ptx, n):
    """Per stored vector, per lane: the index of the fmul its fma absorbed, or None."""
    defs = {}
    for line in ptx.split("\n"):
        m = re.match(r"\s*([a-z][\w.]*)\s+(%[rf]d?\d+),\s*(.*);", line)
        if m:
            defs[m.group(2)] = (m.group(1), m.group(3))
    stores = {}  # base register -> [(offset, register)]
    for base, off, regs in re.findall(r"st(?:\.v\d)?\.f32\s+\[(%rd\d+)(?:\+(\d+))?\],\s*(\{[^}]*\}|%[rf]\d+)", ptx):
        off = int(off or 0)
        for k, r in enumerate(x.strip() for x in regs.strip("{}").split(",")):
            stores.setdefault(base, []).append((off + 4 * k, r))
    res = []
    for base in stores:  # in order of first appearance
        lanes = []
        for _, r in sorted(stores[base]):
            d = defs.get(r)
            while d and d[0] in ("mov.f32", "mov.b32") and d[1].strip().startswith("%"):
                d = defs.get(d[1].strip())
            idx = None
            if d and d[0] == "fma.rn.f32":
                c = [x.strip() for x in d[1].split(",")][1]
                idx = next((i for i in range(n) if c in (hexf(CONSTS[i]), hexf(-CONSTS[i]))), None)
            lanes.append(idx)
        res.append(lanes)
    return sorted(res, key=repr)  # the two stores compared as a multiset


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--lanes", type=int, default=4, choices=range(2, 9))
    ap.add_argument("--shapes", type=int, default=60)
    ap.add_argument("--ptxsel", default=os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                                                     "build", "bin", "ptxsel"))
    ap.add_argument("--llc", default="llc-19")
    a = ap.parse_args()
    tmp = os.path.join(tempfile.mkdtemp(prefix="contract_fit."), "shape.ll")
    agree = total = refused = 0
    for seed in range(a.shapes):
        with open(tmp, "w") as f:
            f.write(shape(seed, a.lanes))
        llc = subprocess.run([a.llc, "-O2", "-mcpu=sm_90a", tmp, "-o", "-"], capture_output=True, text=True).stdout
        r = subprocess.run([a.ptxsel, "-O2", "-mcpu=sm_90a", tmp, "-o", "-"], capture_output=True, text=True)
        want = fused(llc, a.lanes)
        if not want:
            continue
        total += 1
        if r.returncode:
            refused += 1
        elif fused(r.stdout, a.lanes) == want:
            agree += 1
        else:
            print("differs: seed %d" % seed)
    print("contract_fit: %d lanes, %d of %d shapes fuse as llc-19 in every lane, %d refused, %d differ" %
          (a.lanes, agree, total, refused, total - agree - refused))


if __name__ == "__main__":
    main()
