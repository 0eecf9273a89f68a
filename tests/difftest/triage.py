#!/usr/bin/env python3
"""triage.py -- is a campaign mismatch ptxsel's, or ptxas's miscompile of llc-19's PTX?

    triage.py --work build/difftest/std --progs s12522_O2_std,s12020_O2_std --bundle DIR
    # GPU: DIR/run.sh -v > results.txt
    triage.py --progs s12522_O2_std,s12020_O2_std --read results.txt

The campaign compares cubins that ptxas built at its default level (-O3)
from each compiler's PTX. For every named program (its llc.ptx and
ptxsel.ptx kept under --work by `driver.py --keep`), the bundle runs three
comparisons on the program's inputs:
  NAME~l0  llc-19's PTX through ptxas -O3  vs  the same PTX through ptxas -O0
  NAME~x0  llc-19's PTX through ptxas -O0  vs  ptxsel's PTX through ptxas -O0
  NAME~p0  ptxsel's PTX through ptxas -O3  vs  ptxsel's PTX through ptxas -O0
Verdicts (--read):
  "reference miscompiled by ptxas": l0 differs, x0 and p0 match -- llc-19's
     PTX gives a different answer depending on ptxas's optimisation, and
     its unoptimised answer equals ptxsel's at both levels;
  "ptxsel's PTX miscompiled by ptxas": p0 differs;
  "ptxsel differs from llc-19": x0 differs while l0 and p0 match -- a
     ptxsel bug (or a difference both ptxas levels agree on);
  anything else is printed as the three results.
"""
import argparse
import os
import re
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import driver  # noqa: E402
import gen  # noqa: E402


def build(args):
    work = os.path.join(args.bundle, "work")
    res = []
    for name in args.progs:
        src = os.path.join(args.work, name)
        for f in ("llc.ptx", "ptxsel.ptx"):
            if not os.path.exists(os.path.join(src, f)):
                raise SystemExit("triage: %s/%s missing (run driver.py with --keep)" % (src, f))
        seed = int(re.match(r"s(\d+)_", name).group(1))
        pairs = {"l0": (("llc.ptx", "-O3"), ("llc.ptx", "-O0")),
                 "x0": (("llc.ptx", "-O0"), ("ptxsel.ptx", "-O0")),
                 "p0": (("ptxsel.ptx", "-O3"), ("ptxsel.ptx", "-O0"))}
        for tag, sides in pairs.items():
            d = os.path.join(work, "%s~%s" % (name, tag))
            driver.assemble_pair(d, tuple((os.path.join(src, ptx), lvl) for ptx, lvl in sides), who="triage")
            res.append({"name": "%s~%s" % (name, tag), "seed": seed, "ok": True})
    n, size = driver.write_bundle(res, work, args.bundle)
    shutil.rmtree(work, ignore_errors=True)
    print("triage: %d comparisons in %s (%d bytes); on the GPU: run.sh -v > results.txt" % (n, args.bundle, size))


def read(args):
    verdict = {}
    with open(args.read) as f:
        for line in f:
            m = re.match(r"(match|MISMATCH|LAUNCH MISMATCH) (\S+?):?\s", line + " ")
            if m:
                verdict[m.group(2)] = m.group(1) == "match"
    for name in args.progs:
        r = {t: verdict.get("%s~%s" % (name, t)) for t in ("l0", "x0", "p0")}
        if None in r.values():
            print("%s: not in %s" % (name, args.read))
        elif not r["l0"] and r["x0"] and r["p0"]:
            print("%s: reference miscompiled by ptxas (llc-19's PTX: -O3 differs from -O0; -O0 equals ptxsel's)" % name)
        elif not r["p0"]:
            print("%s: ptxsel's PTX miscompiled by ptxas (-O3 differs from -O0)" % name)
        elif r["l0"] and not r["x0"]:
            print("%s: ptxsel differs from llc-19 at both ptxas levels (a ptxsel bug)" % name)
        else:
            print("%s: l0 %s, x0 %s, p0 %s" % (name, *("match" if r[t] else "differs" for t in ("l0", "x0", "p0"))))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--progs", required=True, help="program names, e.g. s12522_O2_std,s10249_O2_std")
    ap.add_argument("--work", help="the campaign's --work folder (driver.py --keep)")
    ap.add_argument("--bundle")
    ap.add_argument("--read")
    args = ap.parse_args()
    args.progs = [p for p in args.progs.split(",") if p]
    if bool(args.bundle) == bool(args.read) or (args.bundle and not args.work):
        ap.error("give --work and --bundle, or --read")
    build(args) if args.bundle else read(args)


if __name__ == "__main__":
    main()
