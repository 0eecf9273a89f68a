#!/usr/bin/env python3
"""ptxcmp.py -- does a change keep ptxsel's output? Two builds, same inputs.

    ptxcmp.py BASE NEW [--camp N] [--camp-dir DIR] [-j J] [--levels O0,O2]

Runs `BASE|NEW -mcpu=sm_90a -OL FILE -o -` for every .ll under tests/lit
and kernels (the repository's), plus the prog.ll of up to N program folders
under --camp-dir (a difftest --ref-cache or --keep work folder), at each
level, and compares stdout (the PTX), stderr (the diagnostics) and the exit
status of the two builds. Prints each input that differs and a summary
line; exit status 1 when anything differs, 0 when nothing does.
Behaviour-preserving changes (speed, restructuring) are shown by
`ptxcmp.py <old build>/bin/ptxsel build/bin/ptxsel --camp 1000 ...`.
"""
import argparse
import concurrent.futures
import glob
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run(tool, path, level):
    try:
        p = subprocess.run([tool, "-mcpu=sm_90a", "-" + level, path, "-o", "-"], capture_output=True, timeout=300)
        return p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired:
        return "timeout", b"", b""


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("base")
    ap.add_argument("new")
    ap.add_argument("--camp", type=int, default=0, help="program folders to take from --camp-dir")
    ap.add_argument("--camp-dir", default=None)
    ap.add_argument("--levels", default="O0,O2")
    ap.add_argument("-j", type=int, default=os.cpu_count() or 1)
    a = ap.parse_args()
    inputs = sorted(glob.glob(os.path.join(ROOT, "tests/lit/**/*.ll"), recursive=True))
    inputs += sorted(glob.glob(os.path.join(ROOT, "kernels/**/*.ll"), recursive=True))
    if a.camp:
        if not a.camp_dir:
            sys.exit("ptxcmp: --camp needs --camp-dir")
        progs = sorted(glob.glob(os.path.join(a.camp_dir, "*", "prog.ll")))
        if not progs:
            sys.exit("ptxcmp: no */prog.ll under %s" % a.camp_dir)
        inputs += progs[:a.camp]
    jobs = [(p, lv) for p in inputs for lv in a.levels.split(",")]

    def one(job):
        p, lv = job
        return job, run(a.base, p, lv) == run(a.new, p, lv)

    differ = []
    with concurrent.futures.ThreadPoolExecutor(a.j) as ex:
        for (p, lv), same in ex.map(one, jobs):
            if not same:
                differ.append("%s -%s" % (os.path.relpath(p), lv))
                print("differs: %s" % differ[-1], flush=True)
    print("ptxcmp: %d compiles (%d inputs x %s), %d differ" % (len(jobs), len(inputs), a.levels, len(differ)))
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
