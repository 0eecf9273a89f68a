#!/usr/bin/env python3
"""Measure the inline-asm inventory (docs/inline-asm-inventory.md) against ptxsel.

The inventory lists every PTX instruction spelling the best Hopper/Blackwell
kernels write in inline asm, one table row each:

  | spelling | where seen | intrinsic | target, PTX | test | status |

For every row this script
  - expands the spelling pattern ({a,b}, {,.x}, {1..5}, {8..256/8}) into
    concrete spellings;
  - asks the built ptxsel, in one `ptxsel-query batch` process, whether each
    spelling names a form and is legal at the row's minimum target and PTX
    version (`can SPELLING --cpu T --ptx P --json`);
  - checks that the test file(s) the row names exist and mention one of the
    spellings (as written, or as the canonical form ptxsel answers with);
and prints per family and in total how many rows pass every check (rows
implemented / rows found), listing every failing row.

Status column:
  implemented        every check must pass, else the row is a failure
  ordinary IR        the same (ptxsel produces the instruction from plain IR)
  missing            reported; a missing row that passes is flagged so the
                     table can be updated
  not implementable: the reason; ptxsel must refuse every spelling of the
                     row on every target (`ptxsel-query targets`), else failure

Exit status: 0 when no implemented / ordinary IR / not implementable row
fails, 1 when one does, 2 on a usage error or a malformed table.

Usage:
  check.py [--table FILE] [--root DIR] [--query PATH] [--verbose]
           [--suggest-tests]
The ptxsel-query binary is --query, else $PTXSEL_BUILD/bin/ptxsel-query,
else build/bin/ptxsel-query under --root (default: the repository root).
"""
import argparse
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))

STATUSES = ("implemented", "ordinary IR", "missing", "not implementable")
TARGET_RE = re.compile(r"^\s*(sm_\w+)\s+(\d+\.\d+)(\?)?")


class TableError(Exception):
    pass


def expand(pattern):
    """Every concrete spelling of a pattern with {a,b}, {1..5}, {8..256/8}."""
    m = re.search(r"\{([^{}]*)\}", pattern)
    if not m:
        return [pattern]
    body = m.group(1)
    rng = re.fullmatch(r"(\d+)\.\.(\d+)(?:/(\d+))?", body)
    if rng:
        lo, hi, step = int(rng.group(1)), int(rng.group(2)), int(rng.group(3) or 1)
        if step <= 0 or lo > hi:
            raise TableError("bad range {%s}" % body)
        alts = [str(v) for v in range(lo, hi + 1, step)]
    else:
        alts = body.split(",")
    out = []
    head, tail = pattern[:m.start()], pattern[m.end():]
    for alt in alts:
        out.extend(expand(head + alt + tail))
    return out


def query_form(spelling):
    """The ptxsel form a spelling is asked as: `mov.u32 %sreg` -> mov.u32.sreg."""
    m = re.fullmatch(r"(\S+)\s+%(\S+)", spelling)
    if m:
        return m.group(1) + "." + m.group(2)
    if re.search(r"\s", spelling):
        raise TableError("spelling %r has a blank that is not `OP %%sreg`" % spelling)
    return spelling


def mention_keys(spelling, canonical):
    """Strings whose presence in a test file counts as mentioning the spelling."""
    keys = []
    m = re.fullmatch(r"(\S+)\s+%(\S+)", spelling)
    if m:
        keys.append("%" + m.group(2))
    else:
        keys.append(re.split(r"[+@]", spelling)[0])
    if canonical:
        keys.append(re.split(r"[+@]", canonical)[0])
    return keys


def mentions(text, key):
    """Whether text holds key as a whole spelling: not inside a longer one."""
    start = 0
    while True:
        i = text.find(key, start)
        if i < 0:
            return False
        before = text[i - 1] if i > 0 else " "
        after = text[i + len(key)] if i + len(key) < len(text) else " "
        if not (before.isalnum() or before in "_.:%") and not (after.isalnum() or after in "_.:"):
            return True
        start = i + 1


def split_cells(line):
    s = line.strip()
    if not (s.startswith("|") and s.endswith("|")):
        return None
    return [c.strip() for c in s[1:-1].split("|")]


def parse_table(path):
    """Rows of every inventory table: dicts with the cells, family and line."""
    rows = []
    family = None
    with open(path, encoding="utf-8") as f:
        lines = f.read().splitlines()
    in_inventory = False
    for n, line in enumerate(lines, 1):
        if line.startswith("## "):
            family = line[3:].strip()
            in_inventory = False
            continue
        cells = split_cells(line)
        if cells is None:
            in_inventory = False
            continue
        if cells and cells[0] == "spelling":
            if len(cells) != 6:
                raise TableError("%s:%d: the header needs 6 columns" % (path, n))
            in_inventory = True
            continue
        if not in_inventory or all(re.fullmatch(r":?-+:?", c) for c in cells):
            continue
        if len(cells) != 6:
            raise TableError("%s:%d: %d cells, expected 6 (spelling | where seen | "
                             "intrinsic | target, PTX | test | status)" % (path, n, len(cells)))
        spell = cells[0]
        if not (len(spell) > 2 and spell.startswith("`") and spell.endswith("`")):
            raise TableError("%s:%d: the spelling must be in backticks: %s" % (path, n, spell))
        status = cells[5]
        kind = next((s for s in STATUSES if status == s or status.startswith(s + ":")
                     or status.startswith(s + " ")), None)
        if kind is None:
            raise TableError("%s:%d: unknown status %r (one of: %s)"
                             % (path, n, status, ", ".join(STATUSES)))
        if kind == "not implementable" and not re.match(r"not implementable:\s*\S", status):
            raise TableError("%s:%d: 'not implementable' needs a reason after a colon" % (path, n))
        try:
            spellings = expand(spell[1:-1])
            forms = [query_form(s) for s in spellings]
        except TableError as e:
            raise TableError("%s:%d: %s" % (path, n, e))
        tm = TARGET_RE.match(cells[3])
        rows.append({
            "line": n, "family": family or "(no family)", "pattern": spell[1:-1],
            "spellings": spellings, "forms": forms, "where": cells[1],
            "intrinsic": cells[2], "target_cell": cells[3],
            "target": tm.group(1) if tm else None, "ptx": tm.group(2) if tm else None,
            "unprobed": bool(tm and tm.group(3)), "test": cells[4],
            "status": status, "kind": kind,
        })
    return rows


def find_query(arg, root):
    if arg:
        return arg
    build = os.environ.get("PTXSEL_BUILD")
    if build:
        return os.path.join(build, "bin", "ptxsel-query")
    return os.path.join(root, "build", "bin", "ptxsel-query")


def run_batch(query, lines):
    """Answers of `ptxsel-query batch`: a list of (rc, text) in input order."""
    if not lines:
        return []
    p = subprocess.run([query, "batch"], input="\n".join(lines) + "\n",
                       capture_output=True, text=True)
    answers, cur = [], []
    for out in p.stdout.splitlines():
        m = re.fullmatch(r"%% rc=(\d+)", out)
        if m:
            answers.append((int(m.group(1)), "\n".join(cur)))
            cur = []
        else:
            cur.append(out)
    if len(answers) != len(lines):
        sys.stderr.write(p.stderr)
        raise RuntimeError("ptxsel-query batch answered %d of %d queries (exit %d)"
                           % (len(answers), len(lines), p.returncode))
    return answers


def single_error(query, args):
    """The diagnostic of one query run on its own (for the report)."""
    p = subprocess.run([query] + args, capture_output=True, text=True)
    msg = (p.stderr.strip() or p.stdout.strip()).splitlines()
    return msg[0] if msg else "exit %d" % p.returncode


def test_files(cell, root):
    if cell.strip() in ("", "-"):
        return []
    parts = re.split(r"<br>|,|;", cell)
    return [os.path.join(root, p.strip().strip("`")) for p in parts if p.strip().strip("`")]


def check_rows(rows, query, root):
    can_lines, can_index = [], []
    tgt_lines, tgt_index = [], []
    for ri, r in enumerate(rows):
        if r["kind"] == "not implementable":
            for fi, form in enumerate(r["forms"]):
                tgt_lines.append("targets %s --json" % form)
                tgt_index.append((ri, fi))
        elif r["target"]:
            for fi, form in enumerate(r["forms"]):
                can_lines.append("can %s --cpu %s --ptx %s --json" % (form, r["target"], r["ptx"]))
                can_index.append((ri, fi))
    for r in rows:
        r["answers"] = [None] * len(r["forms"])
    for (ri, fi), ans in zip(can_index, run_batch(query, can_lines)):
        rows[ri]["answers"][fi] = ans
    for (ri, fi), ans in zip(tgt_index, run_batch(query, tgt_lines)):
        rows[ri]["answers"][fi] = ans

    for r in rows:
        problems, canon = [], []
        if r["kind"] == "not implementable":
            for form, ans in zip(r["forms"], r["answers"]):
                rc, text = ans
                if rc == 2:
                    continue
                try:
                    js = json.loads(text)
                except ValueError:
                    problems.append("%s: unreadable answer %r" % (form, text[:80]))
                    continue
                if js.get("targets"):
                    t0 = js["targets"][0]
                    problems.append("%s: ptxsel accepts it (%s, PTX %s) but the row says "
                                    "not implementable" % (form, t0.get("target"), t0.get("min_ptx")))
            r["resolved"] = r["accepted"] = r["tested"] = True
            r["problems"] = problems
            r["passes"] = not problems
            continue
        if not r["target"]:
            problems.append("no target and PTX version in the row (%r)" % r["target_cell"])
        resolved = accepted = bool(r["target"])
        for i, (form, ans) in enumerate(zip(r["forms"], r["answers"])):
            if ans is None:
                canon.append(None)
                continue
            rc, text = ans
            if rc != 0:
                resolved = accepted = False
                canon.append(None)
                if len([p for p in problems if "not a form" in p]) < 1:
                    problems.append("%s: not a form (%s)" % (form, single_error(
                        query, ["can", form, "--cpu", r["target"], "--ptx", r["ptx"]])))
                continue
            try:
                js = json.loads(text)
            except ValueError:
                resolved = accepted = False
                canon.append(None)
                problems.append("%s: unreadable answer %r" % (form, text[:80]))
                continue
            canon.append(js.get("canonical"))
            if js.get("answer") != "yes":
                accepted = False
                if len([p for p in problems if "refused" in p]) < 1:
                    problems.append("%s: refused on %s PTX %s: %s" % (
                        form, r["target"], r["ptx"], js.get("diagnostic")))
        r["canonical"] = canon
        files = test_files(r["test"], root)
        tested = False
        if not files:
            problems.append("no test named")
        else:
            missing = [f for f in files if not os.path.isfile(f)]
            if missing:
                problems.append("test file missing: %s" % ", ".join(
                    os.path.relpath(f, root) for f in missing))
            texts = []
            for f in files:
                if os.path.isfile(f):
                    with open(f, encoding="utf-8", errors="replace") as fh:
                        texts.append(fh.read())
            for sp, cn in zip(r["spellings"], canon + [None] * (len(r["spellings"]) - len(canon))):
                if any(mentions(t, k) for k in mention_keys(sp, cn) for t in texts):
                    tested = True
                    break
            if texts and not tested:
                problems.append("the test does not mention %s" % r["spellings"][0])
        r["resolved"], r["accepted"], r["tested"] = resolved, accepted, tested and not [
            p for p in problems if p.startswith("test file missing")]
        r["problems"] = problems
        r["passes"] = resolved and accepted and r["tested"]


def suggest_tests(rows, root):
    """For rows that pass all but the test check, the lit tests that mention them."""
    lit = os.path.join(root, "tests", "lit")
    corpus = []
    for d, _, fs in os.walk(lit):
        for f in sorted(fs):
            if f.endswith((".ll", ".test")):
                p = os.path.join(d, f)
                with open(p, encoding="utf-8", errors="replace") as fh:
                    corpus.append((os.path.relpath(p, root), fh.read()))
    for r in rows:
        if r["kind"] == "not implementable" or not (r["resolved"] and r["accepted"]) or r["tested"]:
            continue
        hits = []
        for path, text in corpus:
            for sp, cn in zip(r["spellings"], r.get("canonical") or []):
                if any(mentions(text, k) for k in mention_keys(sp, cn)):
                    hits.append(path)
                    break
        print("suggest line %d: `%s` -> %s" % (r["line"], r["pattern"],
                                              ", ".join(hits[:3]) if hits else "(no lit test mentions it)"))


def pct(a, b):
    return "%.1f%%" % (100.0 * a / b) if b else "n/a"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--table", default=os.path.join(DEFAULT_ROOT, "docs", "inline-asm-inventory.md"))
    ap.add_argument("--root", default=None,
                    help="where the test paths are relative to (default: the repository root)")
    ap.add_argument("--query", default=None)
    ap.add_argument("--verbose", action="store_true", help="list every row, not only failures")
    ap.add_argument("--suggest-tests", action="store_true")
    a = ap.parse_args()
    root = os.path.abspath(a.root or DEFAULT_ROOT)
    query = find_query(a.query, root)
    if not os.access(query, os.X_OK):
        sys.stderr.write("check.py: ptxsel-query not found at %s (build first, or set "
                         "PTXSEL_BUILD)\n" % query)
        return 2
    try:
        rows = parse_table(a.table)
    except (OSError, TableError) as e:
        sys.stderr.write("check.py: %s\n" % e)
        return 2
    if not rows:
        sys.stderr.write("check.py: %s: no inventory rows\n" % a.table)
        return 2
    try:
        check_rows(rows, query, root)
    except RuntimeError as e:
        sys.stderr.write("check.py: %s\n" % e)
        return 2

    nspell = sum(len(r["spellings"]) for r in rows)
    families = []
    for r in rows:
        if r["family"] not in families:
            families.append(r["family"])
    print("inventory: %s: %d rows (%d spellings) in %d families"
          % (os.path.relpath(a.table, root) if a.table.startswith(root) else a.table,
             len(rows), nspell, len(families)))
    for fam in families:
        fr = [r for r in rows if r["family"] == fam]
        cnt = {k: sum(1 for r in fr if r["kind"] == k) for k in STATUSES}
        print("family %-62s rows %3d  pass %3d  (implemented %d, ordinary IR %d, missing %d, "
              "not implementable %d)" % (fam + ":", len(fr), sum(1 for r in fr if r["passes"]),
                                         cnt["implemented"], cnt["ordinary IR"], cnt["missing"],
                                         cnt["not implementable"]))
    failures = 0
    for r in rows:
        label = "line %d: `%s` [%s]" % (r["line"], r["pattern"], r["status"])
        if r["kind"] in ("implemented", "ordinary IR", "not implementable") and not r["passes"]:
            failures += 1
            print("FAIL %s: %s" % (label, "; ".join(r["problems"])))
        elif r["kind"] == "missing" and r["passes"]:
            print("NOTE %s passes every check: mark it implemented" % label)
        elif r["kind"] == "missing" and r["resolved"] and r["accepted"]:
            print("NOTE %s is accepted by ptxsel; only the test is missing (%s)"
                  % (label, "; ".join(r["problems"])))
        elif a.verbose:
            print("%s %s%s" % ("ok  " if r["passes"] else "miss", label,
                               "" if r["passes"] else ": " + "; ".join(r["problems"])))
    if a.suggest_tests:
        suggest_tests(rows, root)
    passing = [r for r in rows if r["passes"] and r["kind"] != "not implementable"]
    notimpl = [r for r in rows if r["passes"] and r["kind"] == "not implementable"]
    counted = len(rows) - len([r for r in rows if r["kind"] == "not implementable"])
    print("coverage: %d/%d rows implemented (%s; %d/%d spellings); %d rows not implementable "
          "(refused by ptxsel, reason given); rows accounted for: %d/%d (%s)"
          % (len(passing), counted, pct(len(passing), counted),
             sum(len(r["spellings"]) for r in passing),
             sum(len(r["spellings"]) for r in rows if r["kind"] != "not implementable"),
             len(notimpl), len(passing) + len(notimpl), len(rows),
             pct(len(passing) + len(notimpl), len(rows))))
    if failures:
        print("FAILED: %d row%s marked implemented, ordinary IR or not implementable fail%s"
              % (failures, "" if failures == 1 else "s", "s" if failures == 1 else ""))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
