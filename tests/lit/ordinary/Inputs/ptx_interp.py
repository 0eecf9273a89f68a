#!/usr/bin/env python3
"""Runs the i128 division templates of tablegen-data/ordinary.td (the PTX text
ptxsel prints for udiv/urem/sdiv/srem on i128) in a small interpreter of the
PTX instructions they use, and compares every result with Python's integer
division on edge cases and random operands. A template that computes a wrong
quotient or remainder for any pair fails the test.

    ptx_interp.py ordinary.td [count]
"""
import random
import re
import sys

M64 = (1 << 64) - 1
M32 = (1 << 32) - 1


def load_templates(td):
    text = open(td).read()
    out = {}
    for name in ("udiv", "urem", "sdiv", "srem"):
        m = re.search(r'^form %s\.i128\.loop "(.*)"$' % name, text, re.M)
        if not m:
            raise SystemExit("ptx_interp: no %s.i128.loop row" % name)
        out[name] = m.group(1).encode().decode("unicode_escape")
    return out


def parse(tpl):
    prog, labels = [], {}
    for line in tpl.split("\n"):
        line = line.strip()
        if not line or line in "{}" or line.startswith(".reg"):
            continue
        if line.endswith(":"):
            labels[line[:-1]] = len(prog)
            continue
        guard = None
        if line.startswith("@"):
            guard, line = line.split(None, 1)
            guard = guard[1:]
        op, rest = line.rstrip(";").split(None, 1)
        prog.append((guard, op, [a.strip() for a in rest.split(",")]))
    return prog, labels


def run(prog, labels, args):
    regs = dict(("%%%d" % i, v) for i, v in enumerate(args))
    cc = [0]

    def val(a):
        if a.startswith("%"):
            return regs[a]
        return int(a, 0)

    def sx64(v):
        v &= M64
        return v - (1 << 64) if v >> 63 else v

    def sx32(v):
        v &= M32
        return v - (1 << 32) if v >> 31 else v

    pc, steps = 0, 0
    while pc < len(prog):
        steps += 1
        if steps > 100000:
            raise RuntimeError("no termination")
        guard, op, a = prog[pc]
        pc += 1
        if guard and not regs[guard]:
            continue
        p = op.split(".")
        base = p[0]
        if base == "bra":
            pc = labels[a[0]]
            continue
        d = a[0]
        if base == "mov":
            r = val(a[1])
        elif base == "clz":
            x = val(a[1]) & M64
            r = 64 - x.bit_length()
        elif base == "add" or base == "sub":
            w = 32 if p[-1].endswith("32") else 64
            x, y = val(a[1]), val(a[2])
            r = x + y if base == "add" else x - y
            if "cc" in p:
                cc[0] = 1 if base == "add" and (x & M64) + (y & M64) > M64 else (1 if base == "sub" and (x & M64) < (y & M64) else 0)
            r &= (1 << w) - 1
        elif base == "subc":
            x, y = val(a[1]) & M64, val(a[2]) & M64
            r = (x - y - cc[0]) & M64
        elif base in ("max", "min"):
            x, y = sx32(val(a[1])), sx32(val(a[2]))
            r = (max if base == "max" else min)(x, y) & M32
        elif base == "setp":
            cmp, ty = p[1], p[2]
            x, y = val(a[1]), val(a[2])
            if ty.startswith("s"):
                x, y = (sx64(x), sx64(y)) if ty == "s64" else (sx32(x), sx32(y))
            else:
                m = M64 if ty.endswith("64") else M32
                x, y = x & m, y & m
            r = {"eq": x == y, "ne": x != y, "gt": x > y, "ge": x >= y, "lt": x < y, "le": x <= y}[cmp]
        elif base == "selp":
            r = val(a[1]) if regs[a[3]] else val(a[2])
            r &= M64 if p[1].endswith("64") else M32
        elif base in ("shl", "shr"):
            x, n = val(a[1]) & M64, min(val(a[2]) & M32, 64)
            if base == "shl":
                r = (x << n) & M64
            elif p[1] == "s64":
                r = (sx64(x) >> n) & M64
            else:
                r = x >> n
        elif base in ("or", "and", "xor"):
            if p[1] == "pred":
                x, y = regs[a[1]], regs[a[2]]
                r = {"or": x or y, "and": x and y, "xor": x != y}[base]
            else:
                x, y = val(a[1]), val(a[2])
                r = {"or": x | y, "and": x & y, "xor": x ^ y}[base] & M64
        else:
            raise SystemExit("ptx_interp: unknown instruction %s" % op)
        regs[d] = r
    return regs["%0"], regs["%1"]


def main():
    tpls = load_templates(sys.argv[1])
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 3000
    rng = random.Random(2026)
    edge = [0, 1, 2, 3, 5, 7, (1 << 63) - 1, 1 << 63, M64, 1 << 64, (1 << 64) + 1, (1 << 127) - 1, 1 << 127,
            (1 << 128) - 1, (1 << 128) - 2, 0xDEADBEEF, 1 << 100]
    pairs = [(a, b) for a in edge for b in edge if b]

    def rnd():
        return rng.getrandbits(rng.choice([1, 3, 8, 17, 32, 63, 64, 65, 96, 127, 128])) & ((1 << 128) - 1)
    while len(pairs) < count:
        b = rnd()
        if b:
            pairs.append((rnd(), b))
    progs = dict((k, parse(v)) for k, v in tpls.items())
    bad = 0
    for a, b in pairs:
        sa = a - (1 << 128) if a >> 127 else a
        sb = b - (1 << 128) if b >> 127 else b
        q = abs(sa) // abs(sb) * (1 if (sa < 0) == (sb < 0) else -1)
        want = {"udiv": a // b, "urem": a % b, "sdiv": q, "srem": sa - q * sb}
        for k, (prog, labels) in progs.items():
            lo, hi = run(prog, labels, [None, None, a & M64, a >> 64, b & M64, b >> 64])
            got = (hi << 64) | lo
            if got != want[k] & ((1 << 128) - 1):
                bad += 1
                if bad <= 10:
                    print("MISMATCH %s %#x / %#x: got %#x want %#x" % (k, a, b, got, want[k] & ((1 << 128) - 1)))
    print("ptx_interp: %d pairs x 4 templates, %d wrong" % (len(pairs), bad))
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
