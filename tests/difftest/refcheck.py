#!/usr/bin/env python3
"""refcheck.py -- kernels checked against hand-written reference PTX on the GPU.

    refcheck.py --bundle DIR [--ptxsel P]    # then on the GPU: DIR/run.sh -v

The differential campaign compares ptxsel with llc-19, so a miscompile both
share is invisible to it. tests/difftest/refkernels/ holds small kernels
(NAME.ll, the difftest signature) with a reference (NAME.ref.ptx) written by
hand to compute the same result another way. The bundle pairs each kernel's
reference cubin (in the runner's "llc" slot) with ptxsel's cubin (program
NAME) and with llc-19's (program NAME~llc19, informational: llc-19's PTX is
not required to pass). Every NAME must match.
Found this way: ptxas 13.0 turns a 16-bit negation (neg.s16, sub.s16 from 0,
abs.s16) of -32768 into +32768 when the result is then sign-extended.
"""
import argparse
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import driver  # noqa: E402

KDIR = os.path.join(HERE, "refkernels")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--bundle", required=True)
    ap.add_argument("--ptxsel", default=os.path.join(ROOT, "build", "bin", "ptxsel"))
    args = ap.parse_args()
    work = os.path.join(args.bundle, "work")
    res = []
    for f in sorted(os.listdir(KDIR)):
        if not f.endswith(".ll"):
            continue
        name = f[:-3]
        ll, ref = os.path.join(KDIR, f), os.path.join(KDIR, name + ".ref.ptx")
        for prog, tool in ((name, "ptxsel"), (name + "~llc19", "llc")):
            d = os.path.join(work, prog)
            os.makedirs(d, exist_ok=True)
            cmds = [[driver.PTXAS, "-arch=sm_90a", ref, "-o", os.path.join(d, "llc.cubin")]]
            if tool == "ptxsel":
                cmds.append([args.ptxsel, "-O2", "-mcpu=sm_90a", ll, "-o", os.path.join(d, "t.ptx")])
            else:
                cmds.append([driver.LLC, "-O2", "-march=nvptx64", "-mcpu=sm_90a", ll, "-o", os.path.join(d, "t.ptx")])
            cmds.append([driver.PTXAS, "-arch=sm_90a", os.path.join(d, "t.ptx"), "-o", os.path.join(d, "ptxsel.cubin")])
            for c in cmds:
                rc, _, err = driver.run(c)
                if rc:
                    raise SystemExit("refcheck: %s: %s failed: %s" % (prog, os.path.basename(c[0]), driver.first_diag(err)))
            res.append({"name": prog, "seed": 0, "ok": True})
    n, size = driver.write_bundle(res, work, args.bundle)
    print("refcheck: %d programs in %s (%d bytes); NAME~llc19 lines are informational" % (n, args.bundle, size))


if __name__ == "__main__":
    main()
