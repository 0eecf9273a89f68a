"""The library's layers call only downward: print every symbol an object of a
lower layer takes from a higher one, as 'DIR/FILE.o: SYMBOL (defined in DIR)'.

usage: layering.py SRCROOT OBJROOT

Layers, lowest first: mc/ (tables, row builder, MIR, printer), verify/ (the
machine verifier), then isel/ (the selector and the public context API) and
query/ (form spellings, above verify/). A lower layer may use the generated
tables and targets/, never a folder above it. The objects are the ones of the
current sources (a stale object of a deleted file is not read).
"""
import glob
import os
import subprocess
import sys

ABOVE = {
    "mc": ["verify", "isel", "query"],
    "verify": ["isel", "query"],
    "isel": ["query"],
}


def objects(src, obj, folder):
    return [os.path.join(obj, folder, os.path.basename(c)[:-2] + ".o")
            for c in sorted(glob.glob(os.path.join(src, folder, "*.c")))]


def nm(paths, defined):
    if not paths:
        return {}
    args = ["nm", "-g", "--defined-only" if defined else "--undefined-only"] + paths
    out = subprocess.run(args, check=True, capture_output=True, text=True).stdout
    syms = {}
    cur = None
    for line in out.splitlines():
        if line.endswith(".o:"):
            cur = line[:-1]
        elif line.split():
            syms.setdefault(line.split()[-1], cur)
    return syms


def main():
    src, obj = sys.argv[1], sys.argv[2]
    defs = {f: set(nm(objects(src, obj, f), True)) for f in ("mc", "verify", "isel", "query")}
    bad = 0
    for low, highs in ABOVE.items():
        for o in objects(src, obj, low):
            for sym in sorted(nm([o], False)):
                for high in highs:
                    if sym in defs[high] and sym not in defs[low]:
                        print("%s/%s: %s (defined in %s/)" % (low, os.path.basename(o), sym, high))
                        bad += 1
    print("layering: %d upward references" % bad)
    return 1 if bad else 0


sys.exit(main())
