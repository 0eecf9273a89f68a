#!/usr/bin/env python3
"""levels_driver.py — every kernel .ll of the repository at every optimisation
level (run by levels.test under lit; also usable by hand).

Contract: for every .ll under kernels/ (the corpus, the GEMMs, the smoke and
WMMA kernels, the demo), for its target (sm_100a under kernels/blackwell/,
else sm_90a):
  - ptxsel -O0, -O1, -O2 and -O3 (llc's code-generation levels) compile it;
  - the LLVM 19 middle end at -O1, -O2 and -O3 (`opt -passes=default<On>`, what
    clang-19 -On makes of the same source) and then ptxsel at that level
    compile what it produces;
and ptxas accepts every PTX for that target. A compile ptxsel refuses counts as
a failure unless llc-19 refuses the same IR at the same level too (a shared
refusal, listed). Each failure prints the file, the step and the tool's first
lines; the last line is "N compiles, N shared refusals, N failed".

usage: levels_driver.py --root DIR --ptxsel PATH --llvm-bin DIR --ptxas PATH [--jobs N]
"""
import argparse
import concurrent.futures
import glob
import os
import subprocess
import sys
import tempfile


def run(cmd):
    r = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
    return r.returncode, r.stdout + r.stderr


def first(text, n=4):
    lines = [l for l in text.splitlines() if l.strip()]
    return "\n".join("    " + l for l in lines[:n])


# Kernels whose instructions need a PTX version above the target's default
# (the smoke runner compiles them the same way: KT_PTX83). clasync, issue 13.
MATTR = {"kernels/smoke/st_async.ll": "+ptx83", "kernels/smoke/tensormap_replace.ll": "+ptx83"}


def one(args, ll, level, mid, tmp):
    """mid: None (ptxsel -O<level> on the file) or the middle-end level."""
    name = os.path.relpath(ll, args.root)
    cpu = "sm_100a" if name.startswith("kernels/blackwell/") else "sm_90a"
    mattr = ["-mattr=" + MATTR[name]] if name in MATTR else []
    src = ll
    step = "ptxsel -O%d" % level
    if mid is not None:
        src = os.path.join(tmp, "%s.opt%d.ll" % (name.replace("/", "_"), mid))
        rc, out = run([os.path.join(args.llvm_bin, "opt"), "-passes=default<O%d>" % mid, ll, "-S", "-o", src])
        if rc:
            return ("FAIL", name, "opt -O%d" % mid, out)
        step = "opt -O%d | ptxsel -O%d" % (mid, level)
    ptx = os.path.join(tmp, "%s.O%d%s.ptx" % (name.replace("/", "_"), level, "" if mid is None else ".opt"))
    rc, out = run([args.ptxsel, "-O%d" % level, "-mcpu=" + cpu] + mattr + [src, "-o", ptx])
    if rc:
        lrc, _ = run([os.path.join(args.llvm_bin, "llc"), "-O%d" % level, "-mcpu=" + cpu] + mattr +
                     [src, "-o", os.devnull])
        return ("SHARED" if lrc else "FAIL", name, step, out)
    rc, out = run([args.ptxas, "-arch=" + cpu, ptx, "-o", ptx + ".cubin"])
    if rc:
        return ("FAIL", name, step + " | ptxas", out)
    return ("OK", name, step, "")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--root", required=True)
    ap.add_argument("--ptxsel", required=True)
    ap.add_argument("--llvm-bin", required=True)
    ap.add_argument("--ptxas", required=True)
    ap.add_argument("--jobs", type=int, default=2)
    args = ap.parse_args()
    files = sorted(glob.glob(os.path.join(args.root, "kernels", "**", "*.ll"), recursive=True))
    with tempfile.TemporaryDirectory() as tmp:
        jobs = [(f, l, None) for f in files for l in range(4)] + [(f, m, m) for f in files for m in (1, 2, 3)]
        with concurrent.futures.ThreadPoolExecutor(args.jobs) as ex:
            res = list(ex.map(lambda j: one(args, j[0], j[1], j[2], tmp), jobs))
    bad = [r for r in res if r[0] == "FAIL"]
    shared = [r for r in res if r[0] == "SHARED"]
    for r in shared:
        print("SHARED %s: %s (llc-19 refuses it too)\n%s" % (r[1], r[2], first(r[3], 2)))
    for r in bad:
        print("FAIL %s: %s\n%s" % (r[1], r[2], first(r[3])))
    print("%d files, %d compiles, %d shared refusals, %d failed" % (len(files), len(res), len(shared), len(bad)))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
