#!/usr/bin/env python3
"""The generated tables of docs/targets.md, from ptxsel-query's own answers.

Usage: targets_tables.py PTXSEL_QUERY DOC [--write]

Asks `ptxsel-query cpus --json` for the targets and, through one `batch`
process, `features <cpu> --ptx V --json` for every target at every PTX
version from its minimum to 9.0. From that it renders two Markdown tables:
the targets with their minimum PTX, and every feature bit with the targets
that have it (and the PTX version from which each has it, when later than
the target's minimum). The tables sit in DOC between the lines
'<!-- generated: NAME -->' and '<!-- end generated -->'. Without --write
it exits 1 (and prints a diff) when DOC differs from what the tools say
now; with --write it rewrites those blocks.
"""
import difflib
import json
import re
import subprocess
import sys

PTX_VERSIONS = [60, 61, 62, 63, 64, 65, 70, 71, 72, 73, 74, 75, 76, 77, 78,
                80, 81, 82, 83, 84, 85, 86, 87, 88, 90]


def ver(s):
    a, b = s.split(".")
    return int(a) * 10 + int(b)


def query(q, *args):
    return subprocess.run([q, *args], check=True, capture_output=True, text=True).stdout


def gather(q):
    cpus = json.loads(query(q, "cpus", "--json"))
    lines, keys = [], []
    for c in cpus:
        for v in PTX_VERSIONS:
            if v >= ver(c["min_ptx"]):
                lines.append("features %s --ptx %d --json" % (c["name"], v))
                keys.append((c["name"], v))
    out = subprocess.run([q, "batch"], input="\n".join(lines) + "\n", check=True,
                         capture_output=True, text=True).stdout
    answers = re.split(r"^%% rc=(\d+)\n", out, flags=re.M)
    feats = {}
    for i, key in enumerate(keys):
        body, rc = answers[2 * i], answers[2 * i + 1]
        if rc != "0":
            continue  # a PTX version that does not exist
        feats[key] = json.loads(body)["features"]
    return cpus, feats


def render(q):
    cpus, feats = gather(q)
    names = list(next(iter(feats.values())).keys())
    docs = {}
    for line in query(q, "features", "sm_90a").splitlines()[4:]:
        m = re.match(r"\s+(\S+)\s+(?:on|off)\s+(.*)$", line)
        if m:
            docs[m.group(1)] = m.group(2)
    t = ["| target | SM | variant | family | minimum PTX |", "|---|---|---|---|---|"]
    fam = {100: "sm_10x", 103: "sm_10x", 110: "sm_11x", 120: "sm_12x", 121: "sm_12x"}
    for c in cpus:
        v = c["variant"]
        t.append("| `%s` | %d | %s | %s | %s |" % (
            c["name"], c["sm"], {"a": "a (arch-conditional)", "f": "f (family-conditional)"}.get(v, "base"),
            fam.get(c["sm"], "-"), c["min_ptx"]))
    f = ["| bit | targets that have it (from PTX version) | what it gates |", "|---|---|---|"]
    for n in names:
        have = []  # per target in table order: None, "" (from its minimum) or " (X.Y)"
        for c in cpus:
            mn = ver(c["min_ptx"])
            on = [v for v in PTX_VERSIONS if (c["name"], v) in feats and feats[(c["name"], v)][n]]
            have.append(None if not on else "" if on[0] == mn else " (%d.%d)" % (on[0] // 10, on[0] % 10))
        # a trailing run of targets that have the bit from their minimum
        run = len(have)
        while run > 0 and have[run - 1] == "":
            run -= 1
        items = [c["name"] + h for c, h in zip(cpus, have) if h is not None]
        if run == 0:
            cell = "every target"
        elif len(have) - run >= 4:
            items = [c["name"] + h for c, h in zip(cpus[:run], have[:run]) if h is not None]
            items.append("%s and every later target" % cpus[run]["name"])
            cell = ", ".join(items)
        else:
            cell = ", ".join(items)
        f.append("| `%s` | %s | %s |" % (n, cell or "none", docs.get(n, "").replace("|", "\\|")))
    return {"targets": "\n".join(t), "features": "\n".join(f)}


def splice(text, blocks):
    def sub(m):
        name = m.group(1)
        if name not in blocks:
            return m.group(0)
        return "<!-- generated: %s -->\n%s\n<!-- end generated -->" % (name, blocks[name])
    return re.sub(r"<!-- generated: (\S+) -->\n.*?<!-- end generated -->", sub, text, flags=re.S)


def main():
    q, doc = sys.argv[1], sys.argv[2]
    with open(doc, encoding="utf-8") as fh:
        old = fh.read()
    new = splice(old, render(q))
    if "--write" in sys.argv[3:]:
        with open(doc, "w", encoding="utf-8") as fh:
            fh.write(new)
        return 0
    if new != old:
        sys.stdout.writelines(difflib.unified_diff(old.splitlines(True), new.splitlines(True), doc, "ptxsel-query"))
        print("%s: the generated tables differ from ptxsel-query's answers (regenerate with --write)" % doc)
        return 1
    n = len(re.findall(r"<!-- generated: ", old))
    print("%s: %d generated tables match ptxsel-query" % (doc, n))
    return 0 if n == 2 else 1


if __name__ == "__main__":
    sys.exit(main())
