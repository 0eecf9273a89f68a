#!/usr/bin/env python3
"""link_order.py -- write the section ordering file the command-line tools
are linked with (make link-order; tools/ptxsel.order).

Consumes: the built tools (--ptxsel, --query), the corpus kernels
(kernels/corpus/*.ll, kernels/gemm/*.ll) and valgrind's callgrind.
Produces: the ordering file (--out): '.text.startup' first (every static
constructor of LLVM's libraries: they all run at start-up), then
'.text.<symbol>' for every function that a set of typical runs executed
(`--version`, -O0 and -O2 compiles of corpus kernels and a GEMM, a few
queries), those of `--version` first. One line per input section, as
GNU gold's --section-ordering-file reads it.

Why: the tools are static executables of about 48 MB, almost all of it
LLVM. A run touches a few MB of that code, spread over the whole file, and
every touch of a new 64 KB window is a page fault. With the code a run
executes laid out together (LLVM's libraries are built with one section per
function), `ptxsel --version` takes 210 page faults instead of 384 and a
small compile 327 instead of 543 (measured with `perf stat` on this
project's host; RESULTS.md). The order changes where code lies, never what
it does: a section the file does not name (LLVM built differently, a
function renamed) is laid out as before.
"""
import argparse
import glob
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def runs(ptxsel, query, out_ptx):
    """The command lines profiled, --version first."""
    yield [ptxsel, "--version"]
    corpus = sorted(glob.glob(os.path.join(ROOT, "kernels", "corpus", "*.ll")))
    pick = [k for k in corpus if os.path.basename(k) in
            ("float_math.ll", "sgemm.ll", "calls.ll", "structs.ll", "atomics.ll", "local_array_O0.ll")]
    gemm = sorted(glob.glob(os.path.join(ROOT, "kernels", "gemm", "*.ll")))[:1]
    for k in pick + gemm:
        for lev in ("-O0", "-O2"):
            yield [ptxsel, "-mcpu=sm_90a", lev, k, "-o", out_ptx]
    if query:
        yield [query, "features", "sm_90a"]
        yield [query, "cpus"]


def functions(callgrind_out):
    """Names of the functions a callgrind profile (run with --demangle=no) saw."""
    names = {}
    with open(callgrind_out, errors="replace") as f:
        for line in f:
            m = re.match(r"c?fn=\((\d+)\)(?: (.*))?", line)
            if m and m.group(2):
                names.setdefault(m.group(1), m.group(2).strip())
    return list(names.values())


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--ptxsel", default=os.path.join(ROOT, "build", "bin", "ptxsel"))
    ap.add_argument("--query", default=os.path.join(ROOT, "build", "bin", "ptxsel-query"))
    ap.add_argument("--out", default=os.path.join(ROOT, "tools", "ptxsel.order"))
    a = ap.parse_args()
    order, seen = [".text.startup"], set()
    with tempfile.TemporaryDirectory() as tmp:
        for i, cmd in enumerate(runs(a.ptxsel, a.query if os.path.exists(a.query) else None,
                                     os.path.join(tmp, "out.ptx"))):
            prof = os.path.join(tmp, f"cg.{i}")
            r = subprocess.run(["valgrind", "--tool=callgrind", "--demangle=no",
                                f"--callgrind-out-file={prof}"] + cmd,
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
            if r.returncode != 0 or not os.path.exists(prof):
                sys.stderr.write(f"link_order.py: {' '.join(cmd)} failed under valgrind:\n{r.stderr[-2000:]}")
                return 1
            for name in functions(prof):
                # the static constructors are all in .text.startup (first line)
                if name not in seen and not name.startswith("_GLOBAL__sub_I"):
                    seen.add(name)
                    order.append(".text." + name)
    tmp_out = a.out + ".tmp"
    with open(tmp_out, "w") as f:
        f.write("\n".join(order) + "\n")
    os.replace(tmp_out, a.out)
    print(f"link_order.py: {len(order)} sections -> {a.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
