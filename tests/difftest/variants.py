#!/usr/bin/env python3
"""variants.py -- run edited PTX of one program against llc-19's PTX on the GPU.

    variants.py --prog build/difftest/std/s14368_O2_std --bundle DIR \\
        --ptx ret32=/tmp/ret32.ptx --ptx orig=build/difftest/std/s14368_O2_std/ptxsel.ptx \\
        --level orig1=ptxsel.ptx:-O1
    # GPU: DIR/run.sh -v > results.txt; each variant is NAME~TAG

When ptxas miscompiles ptxsel's PTX (triage.py: "-O3 differs from -O0"), the
way to the pattern is to edit the PTX by hand (or by a script) and ask which
edit makes the answer right. Every variant becomes one comparison of the
bundle: llc-19's PTX through ptxas -O3 (the reference side) against the
variant through ptxas at its level (-O3 unless given), on the program's own
inputs. --ptx TAG=FILE adds a PTX file; --level TAG=FILE:OPTIONS adds a file
(relative to --prog when not absolute) assembled with other ptxas options
("-O1", or "-O3 --dont-merge-basicblocks": split at spaces).
"""
import argparse
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import driver  # noqa: E402


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--prog", required=True, help="a program folder kept by driver.py --keep")
    ap.add_argument("--bundle", required=True)
    ap.add_argument("--ptx", action="append", default=[], metavar="TAG=FILE")
    ap.add_argument("--level", action="append", default=[], metavar="TAG=FILE:OPTIONS")
    ap.add_argument("--arch", default="sm_90a")
    args = ap.parse_args()
    name = os.path.basename(os.path.normpath(args.prog))
    m = re.match(r"s(\d+)_", name)
    if not m:
        ap.error("--prog must name a program folder (s<seed>_<level>...)")
    seed = int(m.group(1))
    variants = []
    for v in args.ptx:
        tag, _, f = v.partition("=")
        variants.append((tag, f, "-O3"))
    for v in args.level:
        tag, _, rest = v.partition("=")
        f, _, lvl = rest.rpartition(":")
        variants.append((tag, f, lvl))
    if not variants:
        ap.error("give at least one --ptx or --level")
    ref = os.path.join(args.prog, "llc.ptx")
    comparisons = []
    for tag, f, lvl in variants:
        if not re.fullmatch(r"[A-Za-z0-9_]+", tag):
            ap.error("variant tag '%s': letters, digits and _ only" % tag)
        f = f if os.path.isabs(f) else os.path.join(args.prog, f)
        comparisons.append(("%s~%s" % (name, tag), seed, ref, f, lvl))
    driver.variant_bundle(os.path.join(args.bundle, "work"), comparisons, args.bundle, args.arch, "variants")


if __name__ == "__main__":
    main()
