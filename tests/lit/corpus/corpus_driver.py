#!/usr/bin/env python3
"""corpus_driver.py — compile the kernel corpus with ptxsel and assemble the
PTX with ptxas (run by corpus.test under lit; also usable by hand).

Contract: every kernels/corpus/*.ll is compiled with `ptxsel -mcpu=sm_90a`
and its PTX assembled with `ptxas -arch=sm_90a`; a fixed sample of portable
kernels is also compiled and assembled for sm_80, sm_100a and sm_120a. Each
(kernel, target) pair is one check; a failure prints the kernel, target,
stage and the tool's first lines of output. The last line is
"N passed, N failed"; the exit status is 1 when anything failed.

usage: corpus_driver.py [--corpus DIR] [--jobs N] [--only a,b] --ptxsel PATH --ptxas CMD...
(--ptxas takes the rest of the command line, so a multi-word command works;
 without --ptxsel/--ptxas: $PTXSEL_BUILD/bin/ptxsel and $PTXAS or ptxas.)
"""
import argparse
import concurrent.futures
import os
import shlex
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_CORPUS = os.path.normpath(os.path.join(HERE, "..", "..", "..", "kernels", "corpus"))
PRIMARY = "sm_90a"
# Portable kernels (no sm_90-only instructions) checked on the other targets.
SAMPLE = ["saxpy", "reduce", "int_arith", "float_math", "half_ops", "bf16_convert",
          "atomics", "warp_ops", "calls", "crc32_globals", "structs_O0"]
OTHER_TARGETS = ["sm_80", "sm_100a", "sm_120a"]


def first_lines(text, n=6):
    lines = [l for l in text.splitlines() if l.strip()]
    more = len(lines) - n
    return "\n".join("    " + l for l in lines[:n]) + (f"\n    ... ({more} more lines)" if more > 0 else "")


def check(ptxsel, ptxas, ll, target, tmp):
    name = os.path.splitext(os.path.basename(ll))[0]
    ptx = os.path.join(tmp, f"{name}.{target}.ptx")
    r = subprocess.run([ptxsel, f"-mcpu={target}", ll, "-o", ptx],
                       capture_output=True, text=True, timeout=300)
    if r.returncode != 0:
        return (name, target, f"ptxsel exit {r.returncode}", r.stderr + r.stdout)
    if not os.path.exists(ptx):
        return (name, target, "ptxsel wrote no output", "")
    r = subprocess.run(ptxas + [f"-arch={target}", ptx, "-o", os.devnull],
                       capture_output=True, text=True, timeout=300)
    if r.returncode != 0:
        return (name, target, f"ptxas exit {r.returncode}", r.stderr + r.stdout)
    return None


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--corpus", default=DEFAULT_CORPUS)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--only", default=None)
    ap.add_argument("--ptxsel", default=None)
    ap.add_argument("--ptxas", nargs=argparse.REMAINDER, default=None)
    a = ap.parse_args()

    ptxsel = a.ptxsel or os.path.join(os.environ.get("PTXSEL_BUILD", "build"), "bin", "ptxsel")
    if a.ptxas:
        ptxas = a.ptxas if len(a.ptxas) > 1 else shlex.split(a.ptxas[0])
    else:
        ptxas = shlex.split(os.environ.get("PTXAS") or shutil.which("ptxas") or "/usr/local/cuda/bin/ptxas")
    lls = sorted(os.path.join(a.corpus, f) for f in os.listdir(a.corpus) if f.endswith(".ll"))
    if a.only:
        keep = set(a.only.split(","))
        lls = [l for l in lls if os.path.splitext(os.path.basename(l))[0] in keep]
    if not lls:
        print(f"corpus_driver: no .ll files in {a.corpus}", file=sys.stderr)
        print("0 passed, 1 failed")
        return 1
    jobs = [(l, PRIMARY) for l in lls]
    for t in OTHER_TARGETS:
        jobs += [(l, t) for l in lls if os.path.splitext(os.path.basename(l))[0] in SAMPLE]

    failures = []
    with tempfile.TemporaryDirectory(prefix="ptxsel-corpus-") as tmp:
        with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, a.jobs)) as ex:
            futs = [ex.submit(check, ptxsel, ptxas, l, t, tmp) for l, t in jobs]
            for f in futs:
                try:
                    r = f.result()
                except (subprocess.TimeoutExpired, OSError) as e:
                    r = ("?", "?", "error", str(e))
                if r:
                    failures.append(r)
    per_target = {}
    for l, t in jobs:
        per_target.setdefault(t, [0, 0])[0] += 1
    for _, t, _, _ in failures:
        if t in per_target:
            per_target[t][1] += 1
    for name, target, stage, out in sorted(failures):
        print(f"FAIL {name} [{target}]: {stage}")
        if out.strip():
            print(first_lines(out))
    for t, (n, bad) in per_target.items():
        print(f"{t}: {n - bad}/{n} compiled by ptxsel and accepted by ptxas")
    print(f"{len(jobs) - len(failures)} passed, {len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
