#!/usr/bin/env python3
"""Compare ptxsel with llc-19 over every llvm.nvvm.wmma.* intrinsic (gen.py).

usage: compare.py PTXSEL [--workdir DIR]

For each target (sm_75 PTX 6.3, sm_80 PTX 7.1, sm_90a PTX 8.0) and each
intrinsic, one test function (gen.py) is compiled by ptxsel and by
/usr/lib/llvm-19/bin/llc:
  - where ptxsel accepts it, llc must compile it too, the WMMA instruction
    lines of both must be equal once registers are normalised (%r12 -> %r,
    whitespace collapsed, multi-line statements joined), and ptxas must
    accept both outputs;
  - where ptxsel rejects it (a feature bit or PTX version missing), ptxas must
    reject llc's output of it too (ptxas is the judge of legality).
The functions of one target are compiled as one module per verdict (the
comparison and the ptxas verdicts are per function; ptxas reports every
offending line, which is mapped back to its function).
Prints "N compared, N equal, N differ" and exits 1 on any difference."""
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen  # noqa: E402
import wmma_intrinsics as W  # noqa: E402

LLC = "/usr/lib/llvm-19/bin/llc"
PTXAS = "/usr/local/cuda/bin/ptxas"
TARGETS = (("sm_75", 63), ("sm_80", 71), ("sm_90a", 80))
FUNC_RE = re.compile(r"\.func\s+(t\d+)\(")
REG_RE = re.compile(r"%(rd|rs|r|fd|f|p)\d+")


def run(cmd):
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    return p.returncode, p.stdout + p.stderr


def wmma_statements(ptx):
    """{function: [normalised wmma statements]} of a PTX text."""
    out = {}
    heads = list(FUNC_RE.finditer(ptx))
    for k, m in enumerate(heads):
        end = heads[k + 1].start() if k + 1 < len(heads) else len(ptx)
        body = re.sub(r"//[^\n]*", "", ptx[m.end():end])
        body = re.sub(r"(?m)^\s*\$?[\w$]+:", "", body)  # labels
        stmts = [s.split(None, 1) for s in body.split(";")]
        found = ["%s %s;" % (s[0], REG_RE.sub(lambda r: "%" + r.group(1), "".join(s[1].split())))
                 for s in stmts if len(s) == 2 and s[0].startswith("wmma.")]
        out.setdefault(m.group(1), []).extend(found)
    return out


def ptxas_bad_functions(ptx_path, arch, ptx_text):
    """(exit status, set of functions ptxas reports an error in, output)."""
    rc, msg = run([PTXAS, "-arch=" + arch, ptx_path, "-o", ptx_path + ".cubin"])
    starts = []
    for n, line in enumerate(ptx_text.split("\n"), 1):
        m = FUNC_RE.search(line)
        if m:
            starts.append((n, m.group(1)))
    bad = set()
    for m in re.finditer(r"line (\d+); error", msg):
        ln = int(m.group(1))
        owner = None
        for n, f in starts:
            if n <= ln:
                owner = f
        if owner:
            bad.add(owner)
    return rc, bad, msg


def main(argv):
    if len(argv) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    ptxsel = argv[1]
    work = argv[argv.index("--workdir") + 1] if "--workdir" in argv else tempfile.mkdtemp(prefix="wmma-compare-")
    os.makedirs(work, exist_ok=True)
    recs = list(W.intrinsics())
    items = [("t%d" % i, r) for i, r in enumerate(recs)]
    name_of = {f: r[0] for f, r in items}
    compared = equal = differ = rejected = rejected_agree = 0
    problems = []
    for arch, ptx in TARGETS:
        tdir = os.path.join(work, arch)
        os.makedirs(tdir, exist_ok=True)
        full = os.path.join(tdir, "all.ll")
        with open(full, "w") as fh:
            fh.write(gen.module_text(items))
        flags = ["-mcpu=" + arch, "-mattr=+ptx%d" % ptx]
        rc, msg = run([ptxsel] + flags + [full, "-o", os.path.join(tdir, "all.ptx")])
        bad = set(re.findall(r"in function '(t\d+)': error", msg))
        if rc not in (0, 1) or (rc == 1) != bool(bad):
            problems.append("%s: ptxsel exit %d on the full module:\n%s" % (arch, rc, msg[-2000:]))
            continue
        ok_items = [it for it in items if it[0] not in bad]
        bad_items = [it for it in items if it[0] in bad]
        # accepted: both compilers, equal instructions, ptxas accepts both
        acc = os.path.join(tdir, "accepted.ll")
        with open(acc, "w") as fh:
            fh.write(gen.module_text(ok_items))
        sel_ptx, llc_ptx = os.path.join(tdir, "accepted.ptxsel.ptx"), os.path.join(tdir, "accepted.llc.ptx")
        rc1, m1 = run([ptxsel] + flags + [acc, "-o", sel_ptx])
        rc2, m2 = run([LLC, "-march=nvptx64"] + flags + [acc, "-o", llc_ptx])
        if rc1 or rc2:
            problems.append("%s: accepted module: ptxsel exit %d, llc exit %d\n%s%s" % (arch, rc1, rc2, m1[-1500:], m2[-1500:]))
            continue
        a, b = open(sel_ptx).read(), open(llc_ptx).read()
        sa, sb = wmma_statements(a), wmma_statements(b)
        for f, _r in ok_items:
            compared += 1
            if sa.get(f) and sa.get(f) == sb.get(f):
                equal += 1
            else:
                differ += 1
                problems.append("%s %s (%s):\n  ptxsel: %s\n  llc-19: %s" % (arch, name_of[f], f, sa.get(f), sb.get(f)))
        for path, text, who in ((sel_ptx, a, "ptxsel"), (llc_ptx, b, "llc-19")):
            rc, badf, msg = ptxas_bad_functions(path, arch, text)
            if rc:
                problems.append("%s: ptxas rejects %s output (%s):\n%s" % (
                    arch, who, ", ".join(sorted(name_of[f] for f in badf)[:10]), msg[-1500:]))
        # rejected by ptxsel: ptxas must reject llc's output of each
        if bad_items:
            rej = os.path.join(tdir, "rejected.ll")
            with open(rej, "w") as fh:
                fh.write(gen.module_text(bad_items))
            rj_ptx = os.path.join(tdir, "rejected.llc.ptx")
            rc, _msg = run([LLC, "-march=nvptx64"] + flags + [rej, "-o", rj_ptx])
            if rc:
                # llc-19 cannot select some of them for this target either:
                # keep those out (llc agrees), judge the rest with ptxas
                llc_ok = []
                for it in bad_items:
                    one = os.path.join(tdir, "one.ll")
                    with open(one, "w") as fh:
                        fh.write(gen.module_text([it]))
                    if run([LLC, "-march=nvptx64"] + flags + [one, "-o", one + ".ptx"])[0]:
                        rejected += 1
                        rejected_agree += 1
                    else:
                        llc_ok.append(it)
                bad_items = llc_ok
                with open(rej, "w") as fh:
                    fh.write(gen.module_text(bad_items))
                if bad_items and run([LLC, "-march=nvptx64"] + flags + [rej, "-o", rj_ptx])[0]:
                    problems.append("%s: llc-19 fails on the rejected functions it compiles one by one" % arch)
                    continue
            badf = set()
            if bad_items:
                _rc, badf, _msg = ptxas_bad_functions(rj_ptx, arch, open(rj_ptx).read())
            for f, _r in bad_items:
                rejected += 1
                if f in badf:
                    rejected_agree += 1
                else:
                    problems.append("%s %s: ptxsel rejects it, ptxas accepts llc-19's output" % (arch, name_of[f]))
    for p in problems[:40]:
        print(p)
    if len(problems) > 40:
        print("... %d more" % (len(problems) - 40))
    print("%d intrinsics x %d targets: %d compared, %d equal, %d differ; "
          "%d rejected by ptxsel, %d of them rejected by llc-19 or by ptxas too" % (
              len(recs), len(TARGETS), compared, equal, differ, rejected, rejected_agree))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
