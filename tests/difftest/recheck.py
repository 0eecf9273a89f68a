#!/usr/bin/env python3
"""recheck.py -- run kept campaign programs again with another ptxsel build.

    recheck.py --ptxsel build/bin/ptxsel --bundle DIR build/difftest/std ...
    # GPU: DIR/run.sh --time > results.txt

A lowering change is shown correct on the programs a campaign already has:
every program folder kept by `driver.py --keep` (prog.ll, llc-19's cubin, the
ptxsel.ptx that ran) is compiled again at its own level by the given ptxsel
into new.ptx; the programs whose PTX changed are assembled by ptxas and
bundled as NAME~new against llc-19's unchanged cubin. A program whose PTX is
byte-identical to the one that ran needs no new run. Any ptxsel failure or
ptxas rejection of the new PTX stops the script with the program's name.
"""
import argparse
import glob
import os
import re
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import driver  # noqa: E402


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--ptxsel", required=True)
    ap.add_argument("--bundle", required=True)
    ap.add_argument("--arch", default="sm_90a")
    ap.add_argument("-j", type=int, default=2)
    ap.add_argument("dirs", nargs="+", help="campaign work folders (driver.py --work) with kept programs")
    args = ap.parse_args()
    progs = [d for w in args.dirs for d in sorted(glob.glob(os.path.join(w, "s*")))
             if os.path.exists(os.path.join(d, "ptxsel.ptx")) and os.path.exists(os.path.join(d, "llc.cubin"))]
    work = os.path.join(args.bundle, "work")

    def one(d):
        name = os.path.basename(d)
        m = re.search(r"_(O[0-3])", name)
        if not m:
            return None
        out = os.path.join(d, "new.ptx")
        r = subprocess.run([args.ptxsel, "-" + m.group(1), "-mcpu=" + args.arch, os.path.join(d, "prog.ll"),
                            "-o", out], capture_output=True, text=True)
        if r.returncode:
            raise SystemExit("recheck: ptxsel failed on %s:\n%s" % (d, r.stderr))
        with open(out) as a, open(os.path.join(d, "ptxsel.ptx")) as b:
            if a.read() == b.read():
                return None
        nd = os.path.join(work, name + "~new")
        os.makedirs(nd, exist_ok=True)
        subprocess.run(["cp", os.path.join(d, "llc.cubin"), os.path.join(nd, "llc.cubin")], check=True)
        r = subprocess.run([driver.PTXAS, "-arch=" + args.arch, out, "-o", os.path.join(nd, "ptxsel.cubin")],
                           capture_output=True, text=True)
        if r.returncode:
            raise SystemExit("recheck: ptxas rejects the new PTX of %s:\n%s" % (d, r.stderr))
        return {"name": name + "~new", "seed": int(re.match(r"s(\d+)", name).group(1)), "ok": True}

    with ThreadPoolExecutor(args.j) as ex:
        res = [r for r in ex.map(one, progs) if r]
    print("recheck: %d programs, %d with changed PTX" % (len(progs), len(res)))
    if res:
        n, size = driver.write_bundle(res, work, args.bundle)
        print("recheck: bundle of %d programs, %d bytes, in %s; on the GPU: run.sh --time" % (n, size, args.bundle))


if __name__ == "__main__":
    main()
