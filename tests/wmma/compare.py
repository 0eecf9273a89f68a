#!/usr/bin/env python3
"""Compare ptxsel with llc-19 over every llvm.nvvm.wmma.* intrinsic
(wmma_intrinsics.py) and every warp-level llvm.nvvm.mma.* / ldmatrix /
stmatrix intrinsic (mma_intrinsics.py), one test function each (gen.py).

usage: compare.py PTXSEL [--workdir DIR] [--set wmma|mma]

For each set, each of its targets (wmma: sm_75 PTX 6.3, sm_80 PTX 7.1,
sm_90a PTX 8.0; mma: sm_75 PTX 6.5, sm_80 PTX 7.1, sm_90a PTX 8.0) and each
intrinsic, the test function is compiled by ptxsel and by
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
Intrinsics llc-19 does not define (stmatrix, LLVM 21's name) are compiled by
ptxsel only: ptxas must accept its output where ptxsel accepts them (the
rejections are judged by the conformance lattice, verdict = ptxas).
Prints one line per set ("N compared, N equal, N differ; ...") and exits 1 on
any difference."""
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen  # noqa: E402
import mma_intrinsics as M  # noqa: E402
import wmma_intrinsics as W  # noqa: E402

LLC = "/usr/lib/llvm-19/bin/llc"
PTXAS = "/usr/local/cuda/bin/ptxas"
# name -> (intrinsic list, PTX mnemonics compared, (target, PTX version)...)
SETS = {
    "wmma": (W, ("wmma.",), (("sm_75", 63), ("sm_80", 71), ("sm_90a", 80))),
    "mma": (M, ("mma.", "ldmatrix.", "stmatrix."), (("sm_75", 65), ("sm_80", 71), ("sm_90a", 80))),
}
FUNC_RE = re.compile(r"\.func\s+(t\d+)\(")
REG_RE = re.compile(r"%(rd|rs|r|fd|f|p)\d+")


def run(cmd):
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    return p.returncode, p.stdout + p.stderr


# llc-19's .f32/.f64 registers and ptxsel's untyped .b32/.b64 ones (as
# upstream LLVM 20+ prints them) name the same register class
UNTYPED = {"f": "r", "fd": "rd"}


def statements(ptx, mnemonics):
    """{function: [normalised statements whose mnemonic starts with one of mnemonics]} of a PTX text."""
    out = {}
    heads = list(FUNC_RE.finditer(ptx))
    for k, m in enumerate(heads):
        end = heads[k + 1].start() if k + 1 < len(heads) else len(ptx)
        body = re.sub(r"//[^\n]*", "", ptx[m.end():end])
        body = re.sub(r"(?m)^\s*\$?[\w$]+:", "", body)  # labels
        stmts = [s.split(None, 1) for s in body.split(";")]
        found = ["%s %s;" % (s[0], REG_RE.sub(lambda r: "%" + UNTYPED.get(r.group(1), r.group(1)),
                                               "".join(s[1].split())))
                 for s in stmts if len(s) == 2 and s[0].startswith(mnemonics)]
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


def compare_set(ptxsel, work, set_name):
    """(summary line, [problems]) of one set."""
    mod, mnemonics, targets = SETS[set_name]
    recs = list(mod.intrinsics())
    items = [("t%d" % i, r) for i, r in enumerate(recs)]
    name_of = {f: r[0] for f, r in items}
    compared = equal = differ = rejected = rejected_agree = ptxas_only = ptxas_only_rejected = 0
    problems = []
    for arch, ptx in targets:
        tdir = os.path.join(work, set_name, arch)
        os.makedirs(tdir, exist_ok=True)
        flags = ["-mcpu=" + arch, "-mattr=+ptx%d" % ptx]
        # the functions ptxsel rejects: selection errors stop a compilation
        # before the machine verifier, so recompile the rest until it passes
        bad, rest = set(), items
        while True:
            full = os.path.join(tdir, "all.ll")
            with open(full, "w") as fh:
                fh.write(gen.module_text(rest))
            rc, msg = run([ptxsel] + flags + [full, "-o", os.path.join(tdir, "all.ptx")])
            new_bad = set(re.findall(r"in function '(t\d+)': error", msg))
            if rc == 0 or rc != 1 or not new_bad:
                break
            bad |= new_bad
            rest = [it for it in rest if it[0] not in new_bad]
        if rc != 0:
            problems.append("%s: ptxsel exit %d on the full module:\n%s" % (arch, rc, msg[-2000:]))
            continue
        # llc-19 does not define some intrinsics (info llc=False): ptxsel only
        own_ok = [it for it in items if it[0] not in bad and not it[1][4].get("llc", True)]
        ptxas_only_rejected += sum(1 for it in items if it[0] in bad and not it[1][4].get("llc", True))
        if own_ok:
            own = os.path.join(tdir, "ptxsel-only.ll")
            with open(own, "w") as fh:
                fh.write(gen.module_text(own_ok))
            own_ptx = os.path.join(tdir, "ptxsel-only.ptx")
            rc, msg = run([ptxsel] + flags + [own, "-o", own_ptx])
            rc2, badf, msg2 = ptxas_bad_functions(own_ptx, arch, open(own_ptx).read()) if not rc else (rc, set(), msg)
            if rc or rc2:
                problems.append("%s: ptxsel-only module: ptxsel exit %d, ptxas rejects %s:\n%s" % (
                    arch, rc, ", ".join(sorted(name_of[f] for f in badf)[:10]), msg2[-1500:]))
            own_sts = statements(open(own_ptx).read(), mnemonics) if not rc else {}
            for f, _r in own_ok:
                ptxas_only += 1
                if not own_sts.get(f):
                    problems.append("%s %s (%s): no instruction printed" % (arch, name_of[f], f))
        items_llc = [it for it in items if it[1][4].get("llc", True)]
        ok_items = [it for it in items_llc if it[0] not in bad]
        bad_items = [it for it in items_llc if it[0] in bad]
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
        sa, sb = statements(a, mnemonics), statements(b, mnemonics)
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
    line = ("%s: %d intrinsics x %d targets: %d compared, %d equal, %d differ; "
            "%d rejected by ptxsel, %d of them rejected by llc-19 or by ptxas too" % (
                set_name, len(recs), len(targets), compared, equal, differ, rejected, rejected_agree))
    if ptxas_only or ptxas_only_rejected:
        line += ("; no llc-19 intrinsic: %d accepted, ptxas accepts them; %d rejected (the conformance "
                 "lattice judges those)" % (ptxas_only, ptxas_only_rejected))
    return line, problems


def main(argv):
    if len(argv) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    ptxsel = argv[1]
    work = argv[argv.index("--workdir") + 1] if "--workdir" in argv else tempfile.mkdtemp(prefix="wmma-compare-")
    names = [argv[argv.index("--set") + 1]] if "--set" in argv else list(SETS)
    if any(n not in SETS for n in names):
        print(__doc__, file=sys.stderr)
        return 2
    os.makedirs(work, exist_ok=True)
    failed = False
    for n in names:
        line, problems = compare_set(ptxsel, work, n)
        for p in problems[:40]:
            print(p)
        if len(problems) > 40:
            print("... %d more" % (len(problems) - 40))
        print(line)
        failed = failed or bool(problems)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
