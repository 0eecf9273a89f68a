#!/usr/bin/env python3
"""Rebuild tests/upstream-families/corpus/, MANIFEST.tsv, GENERATED.tsv and
EXCLUDED.tsv from an unpacked LLVM source tree.

    python3 tests/upstream-families/import.py <llvm-root> <release> <commit>

<llvm-root> holds llvm/test/CodeGen/NVPTX/ (the corpus in the repository
came from llvmorg-23.1.1, read from Debian's llvm-toolchain-23_23.1.1.orig.tar.xz).
The selection is by rule (families.py), not by hand:

  * every *.ll of the directory, and every *.py that is a lit test (a
    `%python %s ... > %t` RUN line: the wmma-ptx*-sm*.py generators), that
    belongs to one of issue 13's families, by name or by the intrinsics it
    calls;
  * minus files without an llc RUN line (opt, llvm-as, manual generators),
    listed in EXCLUDED.tsv with the reason.
Files whose every llc RUN line expects llc to fail (`not llc`, the *-invalid
tests) are kept: ptxsel must refuse them too.

The files are copied verbatim. Python modules the generators import
(wmma.py) are copied as support files. Each generator is run once with
python3 and the sha256 of what it prints is recorded in GENERATED.tsv, so
that run.py can tell the output it regenerates is the one recorded.
"""
import hashlib
import os
import re
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, "..", "upstream"))
import families  # noqa: E402
import runlines  # noqa: E402


def sha256(path):
    return hashlib.sha256(open(path, "rb").read()).hexdigest()


def select(src_dir):
    chosen, skipped, support = [], [], []
    for name in sorted(os.listdir(src_dir)):
        if not name.endswith((".ll", ".py")):
            continue
        text = open(os.path.join(src_dir, name), encoding="utf-8").read()
        fam = families.family_of(name, text)
        if fam is None:
            continue
        if name.endswith(".py") and not runlines.generators(text):
            if re.search(r"^import %s$" % re.escape(name[:-3]), "\n".join(
                    open(os.path.join(src_dir, n), encoding="utf-8").read()
                    for n in os.listdir(src_dir) if n.endswith(".py")), re.M):
                support.append(name)
            else:
                skipped.append((name, fam, "not a lit test (a generator for manual use)"))
            continue
        runs = [r for r in runlines.llc_runs(text) if not r.skip]
        if not runs:
            tools = sorted(set(re.findall(r"RUN:.*?\b(opt|llvm-as|llvm-dis|not llvm-as)\b",
                                          text)))
            skipped.append((name, fam, "no llc RUN line (%s)" % (", ".join(tools) or "none")))
        else:
            chosen.append((name, fam))
    return chosen, skipped, support


def main():
    if len(sys.argv) != 4:
        sys.exit("usage: import.py <llvm-root> <release> <commit>")
    root, release, commit = sys.argv[1:]
    src = os.path.join(root, "llvm", "test", "CodeGen", "NVPTX")
    dst = os.path.join(HERE, "corpus")
    chosen, skipped, support = select(src)
    if os.path.isdir(dst):
        shutil.rmtree(dst)
    os.makedirs(dst)
    rows = []
    for name, fam in chosen + [(s, "(generator support)") for s in support]:
        shutil.copyfile(os.path.join(src, name), os.path.join(dst, name))
        rows.append("%s\t%s\t%s\t%s\t%s\n" % (name, fam, release, commit,
                                              sha256(os.path.join(dst, name))))
    shutil.copyfile(os.path.join(root, "llvm", "LICENSE.TXT"),
                    os.path.join(HERE, "LICENSE.TXT"))
    with open(os.path.join(HERE, "MANIFEST.tsv"), "w") as f:
        f.write("file\tfamily\trelease\tcommit\tsha256\n")
        f.writelines(sorted(rows))
    gen = []
    for name, _ in chosen:
        if not name.endswith(".py"):
            continue
        text = open(os.path.join(dst, name), encoding="utf-8").read()
        for args, out in runlines.generators(text):
            p = subprocess.run([sys.executable, name] + args, cwd=dst,
                               stdout=subprocess.PIPE, check=True)
            gen.append("%s\t%s\t%s\t%s\t%d\n" % (
                name, " ".join(args), out, hashlib.sha256(p.stdout).hexdigest(),
                p.stdout.count(b"\n")))
    with open(os.path.join(HERE, "GENERATED.tsv"), "w") as f:
        f.write("generator\targuments\toutput\tsha256\tlines\n")
        f.writelines(gen)
    with open(os.path.join(HERE, "EXCLUDED.tsv"), "w") as f:
        f.write("file\tfamily\treason\n")
        for name, fam, why in skipped:
            f.write("%s\t%s\t%s\n" % (name, fam, why))
    shutil.rmtree(os.path.join(dst, "__pycache__"), ignore_errors=True)
    print("selected %d files (+%d support), %d generated modules, excluded %d" % (
        len(chosen), len(support), len(gen), len(skipped)))


if __name__ == "__main__":
    main()
