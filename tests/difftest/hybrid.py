#!/usr/bin/env python3
"""hybrid.py -- which function's PTX does ptxas miscompile? (one GPU round)

    hybrid.py --progs W/s52003_O2_std,W/s52081_O2_std --bundle DIR
    # GPU: DIR/run.sh -v > results.txt

When triage.py says "ptxsel's PTX miscompiled by ptxas" (ptxas -O3 and -O0
give different answers for ptxsel's PTX, while llc-19's PTX is right at
both), the next question is which function of the module carries the
pattern. ptxsel and llc-19 print the same module, function for function, with
the same ABI (parameter names, alignment, return values), so a function's
body can be taken from either compiler. For every program folder kept by
`driver.py --keep` and every function F defined in it, the bundle compares
llc-19's PTX (ptxas -O3, the reference) with:
  NAME~p      ptxsel's PTX unchanged (the mismatch itself)
  NAME~pF     ptxsel's PTX with F's body taken from llc-19's PTX
  NAME~lF     llc-19's PTX with F's body taken from ptxsel's PTX
F is the function's index in the module (the list is printed). A pF that
matches and an lF that differs name F as the function whose ptxsel PTX
ptxas miscompiles; the next step is variants.py on that function.
Consumes: llc.ptx and ptxsel.ptx of each program folder, ptxas.
Produces: a bundle for run.sh.
"""
import argparse
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import driver  # noqa: E402

DEF = re.compile(r"^(\.visible |\.weak |\.extern )?\.(func|entry)\b")
NAME = re.compile(r"\.(?:func|entry)\s*(?:\([^)]*\))?\s*([\w$.]+)")


def split(path):
    """Returns (lines, {name: (first, last)}): the line range of each
    function's definition, from its .func/.entry line to the line after its
    closing brace (declarations, which end in ';' before any '{', are not
    definitions; comments llc prints on the header lines travel with it)."""
    with open(path) as f:
        lines = f.read().split("\n")
    funcs = {}
    i = 0
    while i < len(lines):
        if not DEF.match(lines[i]):
            i += 1
            continue
        j = i
        while j < len(lines) and lines[j].split("//")[0].strip() != "{" and not lines[j].split("//")[0].rstrip().endswith(";"):
            j += 1
        m = NAME.search(" ".join(ln.split("//")[0] for ln in lines[i:j + 1]))
        if j == len(lines) or not m:
            raise SystemExit("hybrid: %s:%d: cannot read the function header" % (path, i + 1))
        if lines[j].split("//")[0].strip() != "{":
            i = j + 1
            continue
        k = j
        while k < len(lines) and lines[k].rstrip() != "}":
            k += 1
        funcs[m.group(1)] = (i, k + 1)
        i = k + 1
    return lines, funcs


def splice(base, donor, fname):
    lines, funcs = base
    dlines, dfuncs = donor
    a, b = funcs[fname]
    c, d = dfuncs[fname]
    return "\n".join(lines[:a] + dlines[c:d] + lines[b:])


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--progs", required=True, help="comma-separated program folders (driver.py --keep)")
    ap.add_argument("--bundle", required=True)
    ap.add_argument("--arch", default="sm_90a")
    args = ap.parse_args()
    work = os.path.join(args.bundle, "work")
    comparisons = []
    for prog in args.progs.split(","):
        name = os.path.basename(os.path.normpath(prog))
        m = re.match(r"s(\d+)_", name)
        if not m:
            ap.error("%s: not a program folder (s<seed>_<level>...)" % prog)
        seed = int(m.group(1))
        ref = os.path.join(prog, "llc.ptx")
        llc, mine = split(ref), split(os.path.join(prog, "ptxsel.ptx"))
        if set(llc[1]) != set(mine[1]):
            raise SystemExit("hybrid: %s: the two PTX files define different functions" % name)
        variants = [("p", "\n".join(mine[0]))]
        for i, fn in enumerate(sorted(mine[1], key=lambda f: mine[1][f][0])):
            print("%s: function %d = %s" % (name, i, fn))
            variants.append(("p%d" % i, splice(mine, llc, fn)))
            variants.append(("l%d" % i, splice(llc, mine, fn)))
        for tag, text in variants:
            d = os.path.join(work, "ptx")
            os.makedirs(d, exist_ok=True)
            ptx = os.path.join(d, "%s~%s.ptx" % (name, tag))
            with open(ptx, "w") as f:
                f.write(text)
            comparisons.append(("%s~%s" % (name, tag), seed, ref, ptx, "-O3"))
    driver.variant_bundle(work, comparisons, args.bundle, args.arch, "hybrid")


if __name__ == "__main__":
    main()
