#!/usr/bin/env python3
"""repeat.py -- is a mismatch ptxsel's, or does ptxas fail both compilers' PTX? (one GPU round)

    repeat.py --progs W/s65616_O2_std[,...] [--runs 6] --bundle DIR     # CPU: build the bundle
    # GPU: DIR/run.sh -v > results.txt
    repeat.py --read results.txt                                       # the verdict per program

A program folder (driver.py --keep, or any folder with llc.ptx and
ptxsel.ptx) whose outputs differ between llc-19's and ptxsel's PTX can be
(a) ptxsel's translation, (b) ptxas -O3 miscompiling one side, or (c) a
kernel whose result varies from launch to launch. The runner compares two
cubins launched once each, so each question is a pair, asked --runs times
(every pair is its own program entry, launched afresh, with the program's
inputs):
  NAME~L0L0_k  llc-19 at ptxas -O0 against itself      the reference is stable
  NAME~L0L3_k  llc-19 at -O0 against llc-19 at -O3      is llc-19's cubin right?
  NAME~L3L3_k  llc-19 at -O3 against itself             is llc-19's cubin stable?
  NAME~L0P0_k  llc-19 at -O0 against ptxsel at -O0      is ptxsel's translation right?
  NAME~L0P3_k  llc-19 at -O0 against ptxsel at -O3      is ptxsel's cubin right?
  NAME~P3P3_k  ptxsel at -O3 against itself             is ptxsel's cubin stable?
--read counts the matches of each pair and names the case: ptxsel's
translation differs (L0P0 differs while L0L0 is stable), ptxas -O3 fails
ptxsel's PTX only, ptxas -O3 fails llc-19's PTX only, or both.
Consumes: llc.ptx and ptxsel.ptx of each folder, ptxas. Produces: a bundle
for run.sh, or the report.
"""
import argparse
import collections
import os
import re
import shutil
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import driver  # noqa: E402

PAIRS = (("L0L0", "llc-O0", "llc-O0"), ("L0L3", "llc-O0", "llc-O3"), ("L3L3", "llc-O3", "llc-O3"),
         ("L0P0", "llc-O0", "ptxsel-O0"), ("L0P3", "llc-O0", "ptxsel-O3"), ("P3P3", "ptxsel-O3", "ptxsel-O3"))


def seed_of(name):
    m = re.match(r"s(\d+)_", name)
    if not m:
        raise SystemExit("repeat: %s: not a program folder name (sSEED_LEVEL_PROFILE)" % name)
    return int(m.group(1))


def build(progs, runs, bundle):
    work = tempfile.mkdtemp(prefix="repeat-")
    res = []
    for prog in progs:
        base = os.path.basename(prog.rstrip("/"))
        cub = {}
        for side in ("llc", "ptxsel"):
            ptx = os.path.join(prog, side + ".ptx")
            if not os.path.exists(ptx):
                raise SystemExit("repeat: %s: no %s.ptx (keep the folder with driver.py --keep)" % (prog, side))
            for lvl in ("O0", "O3"):
                out = os.path.join(work, "%s.%s-%s.cubin" % (base, side, lvl))
                rc, _, err = driver.run([driver.PTXAS, "-arch=sm_90a", "-" + lvl, ptx, "-o", out])
                if rc:
                    raise SystemExit("repeat: ptxas -%s %s: %s" % (lvl, ptx, driver.first_diag(err)))
                cub["%s-%s" % (side, lvl)] = out
        for tag, a, b in PAIRS:
            for k in range(runs):
                name = "%s~%s_%d" % (base, tag, k)
                d = os.path.join(work, name)
                os.makedirs(d)
                shutil.copy(cub[a], os.path.join(d, "llc.cubin"))
                shutil.copy(cub[b], os.path.join(d, "ptxsel.cubin"))
                res.append({"name": name, "seed": seed_of(base), "ok": True})
    n, size = driver.write_bundle(res, work, bundle)
    shutil.rmtree(work, ignore_errors=True)
    print("repeat: %d comparisons in %s (%d bytes); on the GPU: run.sh -v > results.txt" % (n, bundle, size))


def read(path):
    seen = collections.defaultdict(lambda: collections.Counter())
    with open(path) as f:
        for line in f:
            m = re.match(r"(match|MISMATCH|LAUNCH MISMATCH|LLC FAULT) (\S+?)~(\w+?)_\d+:?", line)
            if m:
                verdict = {"match": "match", "MISMATCH": "differ"}.get(m.group(1), "fault")
                seen[m.group(2)][(m.group(3), verdict)] += 1
    for prog in sorted(seen):
        c = seen[prog]

        def stable(tag):
            return c[(tag, "differ")] == 0 and c[(tag, "fault")] == 0 and c[(tag, "match")] > 0

        print(prog)
        for tag, a, b in PAIRS:
            print("  %-5s %-10s vs %-10s match %d, differ %d, fault %d" %
                  (tag, a, b, c[(tag, "match")], c[(tag, "differ")], c[(tag, "fault")]))
        if not stable("L0L0"):
            verdict = "the reference (llc-19 at ptxas -O0) is not stable: the program itself varies"
        elif not stable("L0P0"):
            verdict = "ptxsel's translation differs from llc-19's (both at ptxas -O0)"
        else:
            bad_l, bad_p = not (stable("L0L3") and stable("L3L3")), not (stable("L0P3") and stable("P3P3"))
            verdict = {(False, False): "no difference in these runs",
                       (False, True): "ptxas -O3 fails ptxsel's PTX only (llc-19's is right and stable)",
                       (True, False): "ptxas -O3 fails llc-19's PTX only",
                       (True, True): "ptxas -O3 fails both compilers' PTX"}[(bad_l, bad_p)]
        print("  verdict: " + verdict)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--progs", help="program folders, comma-separated")
    ap.add_argument("--runs", type=int, default=6, help="launches of each pair")
    ap.add_argument("--bundle")
    ap.add_argument("--read", metavar="RESULTS")
    a = ap.parse_args()
    if a.read:
        read(a.read)
    elif a.progs and a.bundle:
        build(a.progs.split(","), a.runs, a.bundle)
    else:
        ap.error("--progs and --bundle, or --read")


if __name__ == "__main__":
    main()
