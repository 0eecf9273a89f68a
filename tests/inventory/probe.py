#!/usr/bin/env python3
"""Probe ptxas for the lowest target and PTX version of every inventory row.

Each row of docs/inline-asm-inventory.md has one representative instruction
in tests/inventory/probes.txt (`pattern<TAB>PTX text`, `\\n` separating
lines). For every target ptxsel knows (`ptxsel-query cpus`, in its order)
and every PTX version from the target's minimum to 9.0, one PTX module holds
every representative as its own .entry; ptxas assembles it and its error
lines are mapped back to the entries (a failure no line explains is
bisected). A row's answer is the first target (in that order) that accepts
it, at the lowest PTX version, followed by the other targets that accept it
("and every later target" when all of them do), or `none`.

  probe.py [--table FILE] [--probes FILE] [--ptxas PATH] [--query PATH]
           [--jobs N] [--update] [--rows PATTERN-SUBSTRING] [--unprobed]

Without --update the answers are printed; with it, the "target, PTX" cell of
every probed row is rewritten in the table (rows whose probe is missing keep
their cell). Exit status 0, or 2 on a setup error.
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from check import DEFAULT_ROOT, TableError, find_query, parse_table, split_cells  # noqa: E402

VERSIONS = ["6.0", "6.1", "6.2", "6.3", "6.4", "6.5", "7.0", "7.1", "7.2", "7.3", "7.4",
            "7.5", "7.6", "7.7", "7.8", "8.0", "8.1", "8.2", "8.3", "8.4", "8.5", "8.6",
            "8.7", "8.8", "9.0"]
REGS = (".reg .b32 %r<40>; .reg .b64 %rd<40>; .reg .f32 %f<40>; .reg .f64 %fd<16>; "
        ".reg .pred %p<8>; .reg .b16 %h<16>;")


def vkey(v):
    a, b = v.split(".")
    return (int(a), int(b))


def read_probes(path):
    probes = {}
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip() or line.startswith("#"):
                continue
            if "\t" not in line:
                raise TableError("%s:%d: expected PATTERN<TAB>PTX" % (path, n))
            pat, text = line.rstrip("\n").split("\t", 1)
            probes[pat.strip()] = text.strip().replace("\\n", "\n")
    return probes


def module(target, ver, bodies):
    """PTX text with one .entry per body, and each body's line range."""
    out = [".version %s" % ver, ".target %s" % target, ".address_size 64", ""]
    ranges = []
    for i, body in enumerate(bodies):
        start = len(out) + 1
        regs = (REGS + (" .reg .b128 %q<4>;" if "%q" in body else "")
                + (" .reg .b8 %bb<8>;" if "%bb" in body else ""))
        out.append(".visible .entry e%d()" % i)
        out.append("{")
        out.append(regs)
        out.extend(body.split("\n"))
        out.append("ret;")
        out.append("}")
        ranges.append((start, len(out)))
        out.append("")
    return "\n".join(out) + "\n", ranges


def run_ptxas(ptxas, target, ver, bodies):
    """(ok, bad body indices, unexplained error) for one module of bodies."""
    text, ranges = module(target, ver, bodies)
    with tempfile.TemporaryDirectory() as d:
        src = os.path.join(d, "p.ptx")
        with open(src, "w") as f:
            f.write(text)
        p = subprocess.run([ptxas, "-arch=" + target, src, "-o", os.path.join(d, "p.cubin")],
                           capture_output=True, text=True)
    if p.returncode == 0:
        return True, set(), False
    bad, unexplained = set(), False
    for line in (p.stdout + p.stderr).splitlines():
        m = re.search(r"line (\d+); (error|fatal)", line)
        hit = [i for i, (a, b) in enumerate(ranges) if m and a <= int(m.group(1)) <= b]
        if hit:
            bad.update(hit)
        elif re.search(r"error|fatal", line, re.I):
            unexplained = True
    return False, bad, unexplained or not bad


def assemble(ptxas, target, ver, bodies, index=None):
    """The indices of the bodies ptxas accepts for (target, ver).

    Bodies whose lines carry an error are dropped and the rest assembled
    again (an error can hide later ones) until the module assembles; a
    failure no line explains is bisected."""
    index = list(range(len(bodies))) if index is None else index
    while index:
        ok, bad, unexplained = run_ptxas(ptxas, target, ver, [bodies[i] for i in index])
        if ok:
            return set(index)
        if unexplained and not bad:
            if len(index) == 1:
                return set()
            mid = len(index) // 2
            return (assemble(ptxas, target, ver, bodies, index[:mid])
                    | assemble(ptxas, target, ver, bodies, index[mid:]))
        index = [i for k, i in enumerate(index) if k not in bad]
    return set()


def cpus(query):
    p = subprocess.run([query, "cpus"], capture_output=True, text=True, check=True)
    out = []
    for line in p.stdout.splitlines():
        m = re.match(r"(sm_\w+)\s+min PTX (\d+\.\d+)", line)
        if m:
            out.append((m.group(1), m.group(2)))
    return out


def answer(targets, acc):
    """The target cell for one row from {target: lowest accepted version}."""
    order = [t for t, _ in targets]
    got = [t for t in order if t in acc]
    if not got:
        return "none (ptxas 13.0 rejects it on every target)"
    first = got[0]
    later = order[order.index(first) + 1:]
    cell = "%s %s" % (first, acc[first])
    rest = got[1:]
    if not rest:
        return cell + "; no other target"
    if rest == later:
        return cell + "; and every later target"
    return cell + "; also " + ", ".join("%s %s" % (t, acc[t]) if acc[t] != acc[first] else t
                                        for t in rest)


def check_expansions(a, rows, probes):
    """Expansions that ptxas rejects at their row's listed target and PTX."""
    groups = {}
    for r in rows:
        if len(r["spellings"]) < 2 or not r["target"] or r["pattern"] not in probes:
            continue
        text = probes[r["pattern"]]
        first = re.split(r"[+]", r["spellings"][0])[0]
        if first not in text:
            print("line %d: `%s`: the probe does not contain %s" % (r["line"], r["pattern"], first))
            continue
        for sp in r["spellings"][1:]:
            body = text.replace(first, re.split(r"[+]", sp)[0], 1)
            groups.setdefault((r["target"], r["ptx"]), []).append((r, sp, body))
    bad = 0
    for (t, v), items in sorted(groups.items()):
        good = assemble(a.ptxas, t, v, [b for _, _, b in items])
        for i, (r, sp, _) in enumerate(items):
            if i not in good:
                bad += 1
                print("line %d: `%s`: %s is rejected at %s %s" % (r["line"], r["pattern"], sp, t, v))
    print("%d expansions rejected at their row's minimum" % bad)
    return 0


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--table", default=os.path.join(DEFAULT_ROOT, "docs", "inline-asm-inventory.md"))
    ap.add_argument("--probes", default=os.path.join(HERE, "probes.txt"))
    ap.add_argument("--ptxas", default=os.environ.get("PTXAS", "/usr/local/cuda/bin/ptxas"))
    ap.add_argument("--query", default=None)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--update", action="store_true")
    ap.add_argument("--rows", default=None, help="only rows whose pattern contains this")
    ap.add_argument("--check-expansions", action="store_true",
                    help="assemble every expansion of every multi-spelling row at the row's "
                         "listed target and PTX version (its probe with the spelling "
                         "substituted) and list those ptxas rejects there")
    ap.add_argument("--unprobed", action="store_true",
                    help="only rows whose target cell is still '?'")
    a = ap.parse_args()
    try:
        rows = parse_table(a.table)
        probes = read_probes(a.probes)
    except (OSError, TableError) as e:
        sys.stderr.write("probe.py: %s\n" % e)
        return 2
    query = find_query(a.query, DEFAULT_ROOT)
    targets = cpus(query)
    if a.rows:
        rows = [r for r in rows if a.rows in r["pattern"]]
    if a.unprobed:
        rows = [r for r in rows if r["target_cell"].strip() == "?"]
    if a.check_expansions:
        return check_expansions(a, rows, probes)
    unprobed = [r for r in rows if r["pattern"] not in probes]
    rows = [r for r in rows if r["pattern"] in probes]
    bodies = [probes[r["pattern"]] for r in rows]
    jobs = [(t, v) for t, tmin in targets for v in VERSIONS if vkey(v) >= vkey(tmin)]
    with ThreadPoolExecutor(max_workers=max(1, a.jobs)) as ex:
        results = list(ex.map(lambda tv: (tv, assemble(a.ptxas, tv[0], tv[1], bodies)), jobs))
    acc = [dict() for _ in rows]
    for (t, v), good in results:
        for i in good:
            if t not in acc[i] or vkey(v) < vkey(acc[i][t]):
                acc[i][t] = v
    cells = {}
    for r, ac in zip(rows, acc):
        cells[r["line"]] = answer(targets, ac)
        print("line %d: `%s`: %s" % (r["line"], r["pattern"], cells[r["line"]]))
    for r in unprobed:
        print("line %d: `%s`: no probe in %s" % (r["line"], r["pattern"], a.probes))
    if a.update:
        with open(a.table, encoding="utf-8") as f:
            lines = f.read().split("\n")
        for ln, cell in cells.items():
            c = split_cells(lines[ln - 1])
            c[3] = cell
            lines[ln - 1] = "| " + " | ".join(c) + " |"
        with open(a.table, "w", encoding="utf-8") as f:
            f.write("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main())
