#!/usr/bin/env python3
"""Check that docs/verifier.md quotes the diagnostics exactly as the code prints them.

Usage: check_verifier_strings.py SRCROOT [MIN]

Every Markdown table of docs/verifier.md whose last header cell is "message"
lists one diagnostic per row, as a code span (`...`) in that column. Each
such string must occur verbatim inside one C string literal of the sources
that produce diagnostics (verify/, mc/, isel/, targets/, and the "message"
lines of tablegen-data/*.td), after adjacent
literals are joined and escapes are undone, the way the compiler sees them.
The 13 tcgen05.mma ladder strings of verify/tcgen05.c must all be listed.
Exit 0 when every string is found and at least MIN (default 100) are
listed; 1 otherwise, naming each string that is missing.
"""
import glob
import os
import re
import sys

ESCAPES = {"n": "\n", "t": "\t", "\\": "\\", '"': '"', "'": "'", "0": "\0"}


def c_literals(text):
    """The string literals of C source text, adjacent ones joined."""
    out, i, n = [], 0, len(text)
    cur, last_end = None, -1
    while i < n:
        c = text[i]
        if text.startswith("/*", i):
            j = text.find("*/", i + 2)
            i = n if j < 0 else j + 2
            continue
        if text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
            continue
        if c == "'":
            j = i + 1
            while j < n and text[j] != "'":
                j += 2 if text[j] == "\\" else 1
            i = j + 1
            continue
        if c == '"':
            j, s = i + 1, []
            while j < n and text[j] != '"':
                if text[j] == "\\" and j + 1 < n:
                    s.append(ESCAPES.get(text[j + 1], text[j + 1]))
                    j += 2
                else:
                    s.append(text[j])
                    j += 1
            lit = "".join(s)
            if cur is not None and text[last_end:i].strip() == "":
                cur += lit
            else:
                if cur is not None:
                    out.append(cur)
                cur = lit
            last_end = j + 1
            i = j + 1
            continue
        i += 1
    if cur is not None:
        out.append(cur)
    return out


def table_messages(md):
    """(line number, string) for every code span in a 'message' column."""
    found, col = [], None
    lines = md.split("\n")
    for ln, line in enumerate(lines, 1):
        if not line.startswith("|"):
            col = None
            continue
        cells = [c.strip() for c in re.split(r"(?<!\\)\|", line.strip())[1:-1]]
        if col is None:
            col = len(cells) - 1 if cells and cells[-1].lower() == "message" else -1
            continue
        if col < 0 or re.match(r"^-+$", cells[0] or "-"):
            continue
        if col >= len(cells):
            continue
        # a code span may start or end with a space (the race messages)
        for m in re.finditer(r"`([^`]+)`", cells[col]):
            found.append((ln, m.group(1).replace("\\|", "|")))
    return found


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else "."
    minimum = int(sys.argv[2]) if len(sys.argv) > 2 else 100
    lits = []
    for d in ("verify", "mc", "isel", "targets"):
        for path in sorted(glob.glob(os.path.join(root, d, "*.c"))):
            with open(path, encoding="utf-8") as f:
                lits.extend(c_literals(f.read()))
    # messages that are table data: 'message FAMILY FEATURE "TEXT"' lines
    for path in sorted(glob.glob(os.path.join(root, "tablegen-data", "*.td"))):
        with open(path, encoding="utf-8") as f:
            for line in f:
                m = re.match(r'\s*message\s+\S+\s+\S+\s+"((?:[^"\\]|\\.)*)"', line)
                if m:
                    lits.append(m.group(1))
    blob = "\x01".join(lits)
    doc = os.path.join(root, "docs", "verifier.md")
    with open(doc, encoding="utf-8") as f:
        msgs = table_messages(f.read())
    bad = [(ln, s) for ln, s in msgs if s not in blob or "\x01" in s]
    for ln, s in bad:
        print("docs/verifier.md:%d: not found verbatim in the sources: %r" % (ln, s))
    listed = {s for _, s in msgs}
    with open(os.path.join(root, "verify", "tcgen05.c"), encoding="utf-8") as f:
        src = f.read()
    ladder = re.search(r"ladder_msg\[14\]\s*=\s*\{(.*?)\};", src, re.S)
    rungs = c_literals(ladder.group(1)) if ladder else []
    missing = [s for s in rungs if s not in listed]
    for s in missing:
        print("docs/verifier.md: ladder string not listed: %r" % s)
    if len(rungs) != 13:
        print("verify/tcgen05.c: expected 13 ladder strings, found %d" % len(rungs))
    if len(msgs) < minimum:
        print("docs/verifier.md: only %d messages listed (expected at least %d)" % (len(msgs), minimum))
    ok = not bad and not missing and len(rungs) == 13 and len(msgs) >= minimum
    print("%d messages checked, %d not found, %d ladder strings missing" % (len(msgs), len(bad), len(missing)))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
