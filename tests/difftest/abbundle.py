#!/usr/bin/env python3
"""abbundle.py -- GPU bundles that compare two ptxsel builds on the programs
whose PTX they compile differently.

    abbundle.py OLD NEW OUT LEVEL CACHE... [-j J]

For every program folder CACHE/s*_LEVEL[_*] of a difftest --ref-cache (its
prog.ll, llc.cubin), compiles prog.ll with both builds (`-mcpu=sm_90a
-LEVEL`). Where the PTX differs, assembles each with ptxas and adds the
program to two bundles, OUT/a (OLD's cubin) and OUT/b (NEW's), each with the
cached llc-19 cubin and the manifest the runner reads; run.sh and runner.c
as driver.py's bundles have. On the GPU, `sh OUT/a/run.sh --time --runs 50`
and the same for OUT/b give each program's time ratio against llc-19 under
both builds, on exactly the programs the change touches, and check NEW's
results bit for bit. Prints the counts (same, diff, failures); exit status
1 when ptxas rejects a PTX either build exited 0 with, or one build fails
where the other does not.
"""
import argparse
import concurrent.futures
import glob
import io
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import gen  # noqa: E402


def compile_one(tool, prog, level):
    p = subprocess.run([tool, "-mcpu=sm_90a", "-" + level, prog, "-o", "-"], capture_output=True, timeout=300)
    return p.returncode, p.stdout


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("old")
    ap.add_argument("new")
    ap.add_argument("out")
    ap.add_argument("level", choices=["O0", "O1", "O2", "O3"])
    ap.add_argument("cache", nargs="+")
    ap.add_argument("-j", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--ptxas", default=shutil.which("ptxas") or "/usr/local/cuda/bin/ptxas")
    a = ap.parse_args()
    # s123_O2_std (a profile's suffix) or s123_O3 (the full profile: none)
    dirs = sorted(d for c in a.cache for pat in ("s*_%s_*", "s*_%s") for d in glob.glob(os.path.join(c, pat % a.level)))
    tmp = tempfile.mkdtemp(prefix="abbundle.")

    def one(d):
        name = os.path.basename(d)
        ro, po = compile_one(a.old, os.path.join(d, "prog.ll"), a.level)
        rn, pn = compile_one(a.new, os.path.join(d, "prog.ll"), a.level)
        if ro or rn:
            return name, "both-refuse" if ro and rn else "one-fails", None
        if po == pn:
            return name, "same", None
        cubins = {}
        for tag, ptx in (("a", po), ("b", pn)):
            src = os.path.join(tmp, "%s.%s.ptx" % (name, tag))
            with open(src, "wb") as f:
                f.write(ptx)
            r = subprocess.run([a.ptxas, "-arch=sm_90a", src, "-o", src + ".cubin"], capture_output=True)
            if r.returncode:
                return name, "ptxas-rejects-" + tag, r.stderr.decode(errors="replace")[:300]
            cubins[tag] = src + ".cubin"
        return name, "diff", cubins

    results = []
    with concurrent.futures.ThreadPoolExecutor(a.j) as ex:
        for name, verdict, extra in ex.map(one, dirs):
            results.append((name, verdict, extra))
            if verdict not in ("same", "diff", "both-refuse"):
                print("%s: %s %s" % (name, verdict, extra or ""))
    diff = [(n, c) for n, v, c in results if v == "diff"]
    for tag in ("a", "b"):
        bundle = os.path.join(a.out, tag)
        os.makedirs(bundle, exist_ok=True)
        lines = ["# name kernel grid_x grid_y grid_z block_x block_y block_z in_words out_words param_bytes"]
        with tarfile.open(os.path.join(bundle, "cubins.tar.xz"), "w:xz") as tf:
            for name, cubins in diff:
                d = next(x for x in dirs if os.path.basename(x) == name)
                for tool, path in (("llc", os.path.join(d, "llc.cubin")), ("ptxsel", cubins[tag])):
                    tf.add(path, "cubins/%s.%s.cubin" % (name, tool))
                m = dict(gen.manifest(int(re.match(r"s(\d+)_", name).group(1)), []))
                lines.append("%s %s %d %d %d %d %d %d %d %d %d" % ((name, m["kernel"]) + tuple(m["grid"]) +
                                                                  tuple(m["block"]) +
                                                                  (m["in_words"], m["out_words"], m["param_bytes"])))
            data = ("\n".join(lines) + "\n").encode()
            ti = tarfile.TarInfo("cubins/manifest.txt")
            ti.size = len(data)
            tf.addfile(ti, io.BytesIO(data))
        for f in ("run.sh", "runner.c"):
            shutil.copy(os.path.join(HERE, f), os.path.join(bundle, f))
    shutil.rmtree(tmp)
    counts = {}
    for _, v, _ in results:
        counts[v] = counts.get(v, 0) + 1
    print("abbundle: %d programs at -%s: %s; bundles %s/a and %s/b hold the %d that differ" %
          (len(results), a.level, ", ".join("%s %d" % kv for kv in sorted(counts.items())), a.out, a.out, len(diff)))
    return 1 if any(v.startswith("ptxas") or v == "one-fails" for _, v, _ in results) else 0


if __name__ == "__main__":
    sys.exit(main())
