#!/usr/bin/env python3
"""Rebuild tests/upstream/corpus/ and MANIFEST.tsv from an LLVM source tree.

    python3 tests/upstream/import.py <llvm-project-root> <commit>

<llvm-project-root> is an unpacked llvm-project tree (the corpus in the
repository came from llvmorg-19.1.7, commit cd708029e0b2869e80abe31ddb175f7c35361f90,
read from Debian's llvm-toolchain-19_19.1.7.orig.tar.xz). The selection is by
rule, not by hand, so that the measurement is not a sample chosen to flatter:

  * every llvm/test/CodeGen/NVPTX/*.ll file with at least one usable llc RUN
    line (see run.py: RUN lines that stop the pipeline early, print MIR or
    pass structure, or emit nothing are not usable);
  * minus the tensor-core and bulk-async families, which have their own
    suites in this repository (EXCLUDE_FAMILY);
  * minus files that only test llc options, diagnostics of llc itself or
    debug info (EXCLUDE_OPTIONS and the debug-info rule);
  * minus files whose every llc RUN line is an expected failure (`not llc`).
The files are copied verbatim; MANIFEST.tsv records file, commit, sha256.
"""
import hashlib
import os
import re
import shutil
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import runlines  # noqa: E402

EXCLUDE_FAMILY = re.compile(
    r"(wgmma|tcgen05|(^|[-_.])tma|cp-async-bulk|cp\.async\.bulk|async-copy|mbarrier|"
    r"wmma|(^|[-_])mma|ldmatrix|stmatrix)")
# Files that test an llc option or llc's own output directives, not code.
EXCLUDE_OPTIONS = {
    "sm-version.ll": "checks only the .version/.target directive chosen per -mcpu",
    "alias-errors.ll": "llc's own crash diagnostics for aliases (`not --crash llc`)",
    "pass-name.ll": "llc --debug-pass=Structure",
    "filetype-null.ll": "llc -filetype=null",
}


def select(src_dir):
    chosen, skipped = [], []
    for name in sorted(os.listdir(src_dir)):
        if not name.endswith(".ll"):
            continue
        path = os.path.join(src_dir, name)
        text = open(path, encoding="utf-8").read()
        if EXCLUDE_FAMILY.search(name):
            skipped.append((name, "tensor-core / bulk-async family"))
        elif name in EXCLUDE_OPTIONS:
            skipped.append((name, EXCLUDE_OPTIONS[name]))
        elif re.match(r"(debug-|dwarf)", name) or "DICompileUnit" in text:
            skipped.append((name, "debug info"))
        else:
            runs = runlines.llc_runs(text)
            usable = [r for r in runs if not r.skip]
            if not usable:
                skipped.append((name, "no usable llc RUN line (opt-only or MIR/options)"))
            elif all(r.expect_fail for r in usable):
                skipped.append((name, "every llc RUN line expects llc to fail"))
            else:
                chosen.append(name)
    return chosen, skipped


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: import.py <llvm-project-root> <commit>")
    root, commit = sys.argv[1], sys.argv[2]
    src = os.path.join(root, "llvm", "test", "CodeGen", "NVPTX")
    here = os.path.dirname(os.path.abspath(__file__))
    dst = os.path.join(here, "corpus")
    chosen, skipped = select(src)
    if os.path.isdir(dst):
        shutil.rmtree(dst)
    os.makedirs(dst)
    rows = []
    for name in chosen:
        shutil.copyfile(os.path.join(src, name), os.path.join(dst, name))
        digest = hashlib.sha256(open(os.path.join(dst, name), "rb").read()).hexdigest()
        rows.append("%s\t%s\t%s\n" % (name, commit, digest))
    with open(os.path.join(here, "MANIFEST.tsv"), "w") as f:
        f.write("file\tcommit\tsha256\n")
        f.writelines(rows)
    with open(os.path.join(here, "EXCLUDED.tsv"), "w") as f:
        f.write("file\treason\n")
        for name, why in skipped:
            f.write("%s\t%s\n" % (name, why))
    print("selected %d files, excluded %d" % (len(chosen), len(skipped)))


if __name__ == "__main__":
    main()
