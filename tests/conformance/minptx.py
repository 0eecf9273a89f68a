#!/usr/bin/env python3
"""Minimum-PTX conformance: ptxsel's target table against ptxas.

Consumes: build/bin/ptxsel-query (verbs `cpus --json` and `features <cpu>
          --json`) and ptxas (CUDA 13: PTX ISA up to 9.0).
Produces: a table, one row per target, and the closing line
          "minptx: N passed, N failed, N skipped".
Guarantees: exit status 0 only when, for every target that ptxas knows,
          ptxas accepts an empty kernel at `.version <ptxsel minimum>` and
          rejects it at the PTX version just below ("does not support
          .target"), ptxsel-query refuses -mattr=+ptx<below> with exit 2 and
          a message naming the minimum, and the two tools know the same
          targets (sm_70/sm_72 are skipped: ptxas 13 dropped Volta).
          Exit 1 on any disagreement, 2 when a tool is missing.

usage: minptx.py [--query PATH] [--ptxas PATH] [-j N]
"""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

# Every PTX ISA version that exists, x10 (ptxas: "Unsupported .version 7.9").
PTX_VERSIONS = [10, 11, 12, 13, 14, 15, 20, 21, 22, 23, 30, 31, 32, 40, 41, 42, 43, 50,
                60, 61, 62, 63, 64, 65, 70, 71, 72, 73, 74, 75, 76, 77, 78,
                80, 81, 82, 83, 84, 85, 86, 87, 88, 90]
NO_PTXAS = {"sm_70", "sm_72"}  # Volta: not in ptxas 13


from ptxas_probe import find_ptxas, find_query, fmt, parse_ver


def ptxas_targets(ptxas):
    """The sm_* names ptxas lists under --gpu-name."""
    out = subprocess.run([ptxas, "--help"], capture_output=True, text=True).stdout
    m = re.search(r"--gpu-name.*?Allowed values for this option:(.*?)Default value", out, re.S)
    text = m.group(1) if m else out
    return set(re.findall(r"'(sm_\d+[af]?)'", text))


def assemble(ptxas, tmpdir, target, ver):
    src = (".version %s\n.target %s\n.address_size 64\n\n"
           ".visible .entry minptx_probe()\n{\n\tret;\n}\n" % (fmt(ver), target))
    path = os.path.join(tmpdir, "%s_%d.ptx" % (target, ver))
    with open(path, "w") as f:
        f.write(src)
    r = subprocess.run([ptxas, "-arch=" + target, "-o", path + ".cubin", path],
                       capture_output=True, text=True)
    if os.path.exists(path + ".cubin"):
        os.unlink(path + ".cubin")
    msg = (r.stdout + r.stderr).replace(path, "<probe>").strip()
    return r.returncode == 0, msg


def query(q, *args):
    r = subprocess.run([q] + list(args), capture_output=True, text=True)
    return r.returncode, r.stdout, r.stderr


def check_target(q, ptxas, tmpdir, name, min_ptx):
    """Returns (status, detail) with status in PASS / FAIL."""
    problems = []
    rc, out, err = query(q, "features", name, "--json")
    if rc != 0:
        return "FAIL", "ptxsel-query features %s failed: %s" % (name, err.strip())
    feat = json.loads(out)
    if parse_ver(feat["min_ptx"]) != min_ptx or parse_ver(feat["ptx"]) != min_ptx:
        problems.append("features --json says min %s / ptx %s, cpus says %s"
                        % (feat["min_ptx"], feat["ptx"], fmt(min_ptx)))
    ok, msg = assemble(ptxas, tmpdir, name, min_ptx)
    if not ok:
        problems.append("ptxas rejects .version %s: %s" % (fmt(min_ptx), msg.splitlines()[0]))
    lower = [v for v in PTX_VERSIONS if v < min_ptx]
    below = lower[-1] if lower else None
    if below is not None:
        ok, msg = assemble(ptxas, tmpdir, name, below)
        if ok:
            problems.append("ptxas accepts .version %s (below ptxsel's minimum)" % fmt(below))
        elif "does not support .target" not in msg:
            problems.append("ptxas rejects .version %s for another reason: %s"
                            % (fmt(below), msg.splitlines()[0]))
        rc, out, err = query(q, "features", name, "-mattr=+ptx%d" % below)
        want = "below the minimum %s for %s" % (fmt(min_ptx), name)
        if rc != 2 or want not in err:
            problems.append("ptxsel-query -mattr=+ptx%d: exit %d, '%s' (wanted exit 2 and '%s')"
                            % (below, rc, err.strip(), want))
    return ("FAIL", "; ".join(problems)) if problems else ("PASS", "")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--query", help="ptxsel-query binary (default $PTXSEL_BUILD/bin/ptxsel-query)")
    ap.add_argument("--ptxas", help="ptxas binary (default $PTXAS, PATH, /usr/local/cuda/bin)")
    ap.add_argument("-j", type=int, default=os.cpu_count() or 2)
    a = ap.parse_args()

    q = find_query(a.query)
    if not os.access(q, os.X_OK):
        print("minptx: ptxsel-query not found at %s" % q, file=sys.stderr)
        return 2
    ptxas = find_ptxas(a.ptxas)
    if not ptxas:
        print("minptx: ptxas not found ($PTXAS, PATH, /usr/local/cuda/bin)", file=sys.stderr)
        return 2

    rc, out, err = query(q, "cpus", "--json")
    if rc != 0:
        print("minptx: ptxsel-query cpus failed: %s" % err.strip(), file=sys.stderr)
        return 2
    cpus = [(c["name"], parse_ver(c["min_ptx"])) for c in json.loads(out)]
    known = ptxas_targets(ptxas)

    rows = []  # (target, min, status, detail)
    jobs = []
    with tempfile.TemporaryDirectory(prefix="minptx.") as tmpdir:
        with ThreadPoolExecutor(max(1, a.j)) as ex:
            for name, min_ptx in cpus:
                if name in NO_PTXAS:
                    rows.append((name, min_ptx, "SKIP", "ptxas 13 dropped this target"))
                elif name not in known:
                    rows.append((name, min_ptx, "FAIL", "ptxsel knows it, ptxas does not"))
                else:
                    jobs.append((name, min_ptx,
                                 ex.submit(check_target, q, ptxas, tmpdir, name, min_ptx)))
            for name, min_ptx, fut in jobs:
                st, detail = fut.result()
                rows.append((name, min_ptx, st, detail))
    ours = {n for n, _ in cpus}
    for name in sorted(known - ours, key=lambda s: (int(re.sub(r"\D", "", s)), s)):
        rows.append((name, 0, "FAIL", "ptxas knows it, ptxsel does not"))

    order = {n: i for i, (n, _) in enumerate(cpus)}
    rows.sort(key=lambda r: order.get(r[0], len(order)))
    print("%-9s %-8s %-8s %-6s %s" % ("target", "min PTX", "below", "result", "detail"))
    for name, min_ptx, st, detail in rows:
        lower = [v for v in PTX_VERSIONS if v < min_ptx]
        print("%-9s %-8s %-8s %-6s %s" % (name, fmt(min_ptx) if min_ptx else "-",
                                           fmt(lower[-1]) if lower and min_ptx else "-",
                                           st, detail))
    npass = sum(r[2] == "PASS" for r in rows)
    nfail = sum(r[2] == "FAIL" for r in rows)
    nskip = sum(r[2] == "SKIP" for r in rows)
    print("minptx: %d passed, %d failed, %d skipped" % (npass, nfail, nskip))
    return 1 if nfail else 0


if __name__ == "__main__":
    sys.exit(main())
