"""Runs random switches through ptxsel and executes the PTX it prints.

    switch_exec.py PTXSEL PTXAS WORKDIR LEVEL SEEDS

For each seed: a kernel 'k(iW x, ptr p)' whose switch (W = 8, 16, 32 or 64;
dense, sparse, runs or extreme case values; some cases to the default)
stores the number of its destination (99: the default); ptxsel -LEVEL, ptxas
on the PTX, then the PTX is executed here for every case value, its
neighbours, the type's extremes and random values, by an interpreter of the
few instructions a switch becomes (ld.param, mov, add, and, shl, cvt, setp,
selp, bra, st.global, ret). Prints the first mismatch per seed and a summary;
exit status 1 on any mismatch or failure. For tests/lit/quality/switch-exec.test.
"""
import os
import random
import re
import subprocess
import sys


def gen(seed):
    r = random.Random(seed)
    w = r.choice([8, 16, 32, 64])
    lo, hi = -(1 << (w - 1)), (1 << (w - 1)) - 1
    n = min(r.choice([1, 2, 3, 4, 5, 7, 9, 12, 20, 40, 70]), (hi - lo) // 4)
    nd = r.choice([1, 2, 3, 4, 6])
    mode = r.choice(["dense", "sparse", "runs", "edge"])
    base = r.randint(lo, hi)
    vals = set()
    for _ in range(100000):
        if len(vals) >= n:
            break
        if mode == "dense":
            v = base + r.randint(0, 2 * n)
        elif mode == "sparse":
            v = r.randint(lo, hi)
        elif mode == "runs":
            v = base + r.randint(0, 3 * n) // 3 * 3 + r.randint(0, 1)
        else:
            v = r.choice([lo, lo + 1, lo + 2, hi, hi - 1, hi - 2, 0, -1, 1, 63, 64, 65, r.randint(lo, hi)])
        if lo <= v <= hi:
            vals.add(v)
    cases, dest = [], 0
    for v in sorted(vals):
        if r.random() < 0.4:
            dest = r.randint(0, nd)  # nd: the default block
        cases.append((v, dest))
    r.shuffle(cases)
    return w, cases, nd, lo, hi, r


def module(w, cases, nd):
    t = "i%d" % w
    out = ['target triple = "nvptx64-nvidia-cuda"',
           "define ptx_kernel void @k(%s %%x, ptr addrspace(1) %%p) {" % t, "entry:",
           "  switch %s %%x, label %%def [" % t]
    out += ["    %s %d, label %%%s" % (t, v, "def" if d == nd else "d%d" % d) for v, d in cases]
    out.append("  ]")
    for j in range(nd):
        out.append("d%d:\n  store i32 %d, ptr addrspace(1) %%p\n  ret void" % (j, j + 1))
    out.append("def:\n  store i32 99, ptr addrspace(1) %p\n  ret void\n}\n")
    return "\n".join(out)


def parse(ptx):
    body = ptx[ptx.index("{", ptx.index(".entry k")) + 1:]
    insts, labels = [], {}
    for line in body.split("\n"):
        line = re.sub(r"//.*", "", line).strip()
        if not line or line.startswith(".reg") or line == "}":
            continue
        m = re.match(r"(\$L__\w+):$", line)
        if m:
            labels[m.group(1)] = len(insts)
        else:
            insts.append(line.rstrip(";"))
    return insts, labels


def sext(v, bits):
    v &= (1 << bits) - 1
    return v - (1 << bits) if v >> (bits - 1) else v


def execute(insts, labels, x, w):
    regs = {}

    def val(o, bits):
        return (regs[o] if o.startswith("%") else int(o)) & ((1 << bits) - 1)

    pc = steps = 0
    while pc < len(insts) and steps < 100000:
        steps += 1
        s = insts[pc]
        pc += 1
        g = re.match(r"@(!?)(%p\d+) (.*)", s)
        if g:
            if (regs[g.group(2)] == 1) == (g.group(1) == "!"):
                continue
            s = g.group(3)
        op, _, rest = s.partition(" ")
        a = [t.strip() for t in rest.split(",")] if rest else []
        p = op.split(".")
        if op.startswith("ld.param"):
            regs[a[0]] = x & ((1 << w) - 1) if "k_param_0" in a[1] else 0x1000
        elif op.startswith("st.global"):
            return val(a[1], 32)
        elif p[0] == "ret":
            return "ret without a store"
        elif p[0] == "bra":
            pc = labels[a[0]]
        elif p[0] == "mov":
            regs[a[0]] = val(a[1], int(p[1][1:]))
        elif p[0] in ("add", "and", "shl"):
            b = int(p[1][1:])
            if p[0] == "add":
                v = val(a[1], b) + val(a[2], b)
            elif p[0] == "and":
                v = val(a[1], b) & val(a[2], b)
            else:
                n = val(a[2], 32)
                v = 0 if n >= b else val(a[1], b) << n
            regs[a[0]] = v & ((1 << b) - 1)
        elif p[0] == "cvt":
            db, sb = int(p[1][1:]), int(p[2][1:])
            v = val(a[1], sb)
            regs[a[0]] = (sext(v, sb) if p[2][0] == "s" else v) & ((1 << db) - 1)
        elif p[0] == "setp":
            b = int(p[2][1:])
            u, v = val(a[1], b), val(a[2], b)
            if p[2][0] == "s":
                u, v = sext(u, b), sext(v, b)
            regs[a[0]] = int({"eq": u == v, "ne": u != v, "lt": u < v, "le": u <= v, "gt": u > v, "ge": u >= v}[p[1]])
        elif p[0] == "selp":
            b = int(p[1][1:])
            regs[a[0]] = val(a[1], b) if regs[a[3]] else val(a[2], b)
        else:
            return "cannot execute '%s'" % s
    return "no store"


def main():
    ptxsel, ptxas, work, level, seeds = sys.argv[1:6]
    os.makedirs(work, exist_ok=True)
    ll, ptx = os.path.join(work, "sw.ll"), os.path.join(work, "sw.ptx")
    bad = 0
    for seed in range(int(seeds)):
        w, cases, nd, lo, hi, r = gen(seed)
        with open(ll, "w") as f:
            f.write(module(w, cases, nd))
        for cmd in ([ptxsel, "-" + level, "-mcpu=sm_90a", ll, "-o", ptx],
                    [ptxas, "-arch=sm_90a", ptx, "-o", os.path.join(work, "sw.cubin")]):
            p = subprocess.run(cmd, capture_output=True, text=True)
            if p.returncode:
                print("seed %d: %s failed: %s" % (seed, os.path.basename(cmd[0]), p.stderr.strip()[:300]))
                bad += 1
                break
        else:
            with open(ptx) as f:
                insts, labels = parse(f.read())
            dest = dict(cases)
            xs = {lo, hi, 0, -1, 1} | {r.randint(lo, hi) for _ in range(50)}
            for v, _ in cases:
                xs |= {v - 1, v, v + 1}
            for x in sorted(x for x in xs if lo <= x <= hi):
                d = dest.get(x, nd)
                want = 99 if d == nd else d + 1
                got = execute(insts, labels, x, w)
                if got != want:
                    print("seed %d: i%d x = %d: wanted %s, got %s" % (seed, w, x, want, got))
                    bad += 1
                    break
    print("switch_exec: %s seeds at -%s, %d bad" % (seeds, level, bad))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
