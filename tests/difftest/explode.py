#!/usr/bin/env python3
"""explode.py -- which value of a mismatching program differs (one GPU round).

    explode.py --progs 591:O0,2054:O2 [--profile std] --bundle DIR      # CPU: build the bundle
    # GPU: DIR/run.sh --diffs 1000000 > results.txt
    explode.py --progs 591:O0,2054:O2 [--profile std] --read results.txt  # which terms differ

A generated kernel folds every value it computed into one checksum per
thread (`h = mix(h, term)`), so a mismatch says only "something differs".
The exploded variant (named `<program>~terms`, which the runner gives the
original program's inputs) also stores every term, and the checksum after
each step, in its own output word: out[thread * W + 2k] = term k,
out[thread * W + 2k + 1] = h after term k (W = 2 * terms). Reading the
runner's list of differing words back names the first term that differs
and in how many threads, which points at the code that computes it. The
variant's code is the original's plus the stores, so a miscompile that the
extra stores make disappear is reported as "no difference" (then reduce
with reduce.py instead).
Consumes: gen.py's program for the seed, build/bin/ptxsel, clang-19,
llc-19, ptxas. Produces: a bundle for run.sh, or a report.
"""
import argparse
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import driver  # noqa: E402
import gen  # noqa: E402

MIX = re.compile(r"^    h = mix\(h, (.*)\);$")


def explode(src):
    """The program's text with every top-level checksum term stored; returns
    (text, terms)."""
    out, terms = [], []
    lines = src.split("\n")
    for line in lines:
        m = MIX.match(line)
        if m:
            k = len(terms)
            terms.append(m.group(1))
            out.append(line)
            out.append("    out[gtid * W_ + %du] = (u64)(%s);" % (2 * k, m.group(1)))
            out.append("    out[gtid * W_ + %du] = h;" % (2 * k + 1))
        elif line.strip() == "out[gtid] = h;":
            continue
        else:
            out.append(line)
    if not terms:
        raise SystemExit("explode.py: no checksum terms found")
    text = "\n".join(out).replace('#include "difft.h"', '#include "difft.h"\n#define W_ %du' % (2 * len(terms)), 1)
    return text, terms


def variant_name(seed, level, profile):
    return driver.prog_name(seed, level, profile) + "~terms"


def build_one(args, seed, level, work):
    src, _ = gen.generate(seed, args.profile)
    text, terms = explode(src)
    name = variant_name(seed, level, args.profile)
    d = os.path.join(work, name)
    os.makedirs(d, exist_ok=True)
    cu, ll = os.path.join(d, "prog.cu"), os.path.join(d, "prog.ll")
    with open(cu, "w") as f:
        f.write(text)
    steps = [
        [driver.CLANG] + driver.CLANG_FLAGS + gen.clang_flags(args.profile) + ["-" + level, cu, "-o", ll],
        [driver.LLC, "-" + level, "-march=nvptx64", "-mcpu=sm_90a", ll, "-o", os.path.join(d, "llc.ptx")],
        [driver.PTXAS, "-arch=sm_90a", os.path.join(d, "llc.ptx"), "-o", os.path.join(d, "llc.cubin")],
        [args.ptxsel, "-" + level, "-mcpu=sm_90a", ll, "-o", os.path.join(d, "ptxsel.ptx")],
        [driver.PTXAS, "-arch=sm_90a", os.path.join(d, "ptxsel.ptx"), "-o", os.path.join(d, "ptxsel.cubin")],
    ]
    for cmd in steps:
        rc, _, err = driver.run(cmd)
        if rc != 0:
            raise SystemExit("explode.py: %s failed: %s" % (os.path.basename(cmd[0]), driver.first_diag(err)))
    m = gen.manifest(seed, [])
    print("explode: %s: %d terms" % (name, len(terms)))
    return {"name": name, "seed": seed, "ok": True, "out_words": m["out_words"] * 2 * len(terms)}


def build(args):
    work = os.path.join(args.bundle, "work")
    res = [build_one(args, seed, level, work) for seed, level in args.progs]
    n, size = driver.write_bundle(res, work, args.bundle)
    print("explode: %d variants, bundle %s (%d bytes); on the GPU: run.sh --diffs 1000000 > results.txt"
          % (n, args.bundle, size))


def read(args):
    for seed, level in args.progs:
        read_one(args, seed, level)


def read_one(args, seed, level):
    src, _ = gen.generate(seed, args.profile)
    _, terms = explode(src)
    name = variant_name(seed, level, args.profile)
    w = 2 * len(terms)
    bad_term, bad_h = {}, {}
    seen = False
    cur = None
    with open(args.read) as f:
        for line in f:
            if line.startswith("MISMATCH ") or line.startswith("match ") or line.startswith("LAUNCH MISMATCH"):
                cur = line.split()[1].rstrip(":") if not line.startswith("LAUNCH") else line.split()[2].rstrip(":")
                if cur == name:
                    seen = True
                    if line.startswith("LAUNCH"):
                        print("explode: %s: %s" % (name, line.strip()))
                        return
                continue
            m = re.match(r"\s+out\[(\d+)\] llc=(0x[0-9a-f]+) ptxsel=(0x[0-9a-f]+)", line)
            if m and cur == name:
                i = int(m.group(1))
                t, k = divmod(i, w)
                (bad_h if k % 2 else bad_term).setdefault(k // 2, []).append((t, m.group(2), m.group(3)))
    if not seen:
        print("explode: %s not in %s" % (name, args.read))
        return
    if not bad_term and not bad_h:
        print("explode: %s: no difference (the stores hide it: reduce with reduce.py)" % name)
        return
    for k, term in enumerate(terms):
        if k in bad_term or k in bad_h:
            ex = (bad_term.get(k) or bad_h.get(k))[0]
            print("term %2d %-40s value differs in %3d threads, checksum in %3d (e.g. thread %d: llc %s ptxsel %s)"
                  % (k, term, len(bad_term.get(k, [])), len(bad_h.get(k, [])), ex[0], ex[1], ex[2]))
    first = min(list(bad_term) + list(bad_h))
    print("explode: %s: first difference at term %d: %s" % (name, first, terms[first]))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--progs", required=True, help="SEED:LEVEL[,SEED:LEVEL...], e.g. 591:O0,2054:O2")
    ap.add_argument("--profile", default="full", choices=sorted(gen.PROFILES))
    ap.add_argument("--ptxsel", default=os.path.join(ROOT, "build", "bin", "ptxsel"))
    ap.add_argument("--bundle", metavar="DIR", help="write the exploded variant's GPU bundle here")
    ap.add_argument("--read", metavar="RESULTS", help="the runner's output (with --diffs) for the bundle")
    args = ap.parse_args()
    args.progs = [(int(x.split(":")[0]), x.split(":")[1]) for x in args.progs.split(",") if x]
    if bool(args.bundle) == bool(args.read):
        ap.error("give exactly one of --bundle and --read")
    build(args) if args.bundle else read(args)


if __name__ == "__main__":
    main()
