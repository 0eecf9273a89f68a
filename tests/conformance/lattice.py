#!/usr/bin/env python3
"""The conformance lattice: ptxsel's verdict against ptxas's on every form.

For every form of the chosen families (`ptxsel-query forms`), every target
ptxas knows and every PTX version from 7.8 to 9.0 that exists and the target
allows, plus the target's minimum version (constant operands: see
CONST_FAMILIES):
  - ptxsel's verdict: `ptxsel-query can <form> --cpu T --ptx P` (the same
    tables and machine verifier as compilation);
  - ptxas's verdict on the PTX printed without verifying
    (`ptxsel-query emit`, one .entry per form).
Prints `cases, agree %, false accepts, false rejects, documented exceptions`
and every disagreement; agree % is over the cases that are not documented
exceptions (EXCEPTIONS: where ptxas is more permissive than a ladder rule).
Exit status: 0 when every case agrees, 1 otherwise, 2 on a setup error.

Speed: one ptxsel-query process answers every query (`batch` verb); ptxas
assembles many forms per run (one .entry each); its error lines are mapped
back to entries by line number, and a chunk whose failure cannot be
attributed is bisected. ptxas runs in parallel (--jobs). Nothing is cached
between runs.

Usage:
  lattice.py [--families wgmma,tma,...] [--targets sm_90a,...] [--sample K]
             [--query PATH] [--ptxas PATH] [--jobs N] [--chunk N] [--max-list N]
"""
import argparse
import bisect
import json
import os
import re
import subprocess
import sys
import tempfile
import zlib
from concurrent.futures import ThreadPoolExecutor

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from ptxas_probe import find_ptxas, find_query, fmt  # noqa: E402

FAMILIES = ["wgmma", "tma", "mbarrier", "cluster", "fence", "misc", "wmma", "mma", "tcgen05", "tcgen05.mma",
            "ordinary", "sreg", "barrier", "warp",
            # cvt (issue 13): the packed narrow-float conversions
            "cvt",
            # clasync (issue 13)
            "asyncstore", "multimem", "tensormap", "clc"]
# cpasync area (issue 13): Ampere async copies, cache policies and hinted loads
FAMILIES += ["cpasync", "cache"]
# The whole lattice: every target ptxas knows (ptxsel-query cpus, less the
# ones NO_PTXAS names). The sample (--sample K): SAMPLE_TARGETS, and tcgen05
# also on SAMPLE_TCGEN05_TARGETS.
NO_PTXAS = {"sm_70", "sm_72"}  # Volta: dropped by CUDA 13
SAMPLE_TARGETS = ["sm_75", "sm_80", "sm_89", "sm_90", "sm_90a", "sm_100a", "sm_100f", "sm_103a", "sm_110f", "sm_120a"]
SAMPLE_TCGEN05_TARGETS = ["sm_100", "sm_103f", "sm_110a", "sm_121a"]
# PTX versions: each target's minimum, then PTX_LO..PTX_HI
PTX_LO, PTX_HI = 78, 90
# Constant operands ("FORM@A=V": argument A is the constant V, as IR passing
# a constant; query/resolve.c): every scalar integer argument of every form of
# these families with each value, on one target (the first of the list that
# takes the form) at its newest PTX version: ptxas says whether PTX takes an
# immediate there and which; ptxsel's domains and reg: operands must agree.
CONST_FAMILIES = {"tma", "mbarrier", "cluster", "fence", "misc", "tcgen05", "sreg", "barrier", "warp", "wgmma",
                  "mma",
                  "cvt",  # cvt (issue 13)
                  # clasync (issue 13): st.async / red.async values, multimem
                  # values, tensormap.replace ordinals and field values
                  "asyncstore", "multimem", "tensormap"}
CONST_FAMILIES |= {"cpasync", "cache"}  # cpasync area (issue 13)
CONST_VALUES = [0, 1, -1, 15, 16, 17, 32, 48, 64, 512, 1024, 1048576]
UNSEEN = 12345  # a value whose emitted PTX shows whether the operand is printed
SAMPLE_CONST_VALUES = [0, -1, 17, 48]
SAMPLE_CONST_SKIP = {"wgmma"}  # 1095 forms with the same four immargs
# Values added for one family: the edges of the sparse mma selector's
# ranges (0..3, 0..1, 0 by shape and type; ptxas: "value '4' out of range").
CONST_EXTRA = {"mma": [2, 3, 4],
               # clasync: the edges of the tensormap.replace field domains
               # (ordinals 0..4, interleave 0..2, swizzle 0..4, elemtype
               # 0..12 / 13..15, fill 0..1, swizzle_atomicity 0..3)
               "tensormap": [2, 3, 4, 5, 12, 13, 14]}
# wgsp: the edge of the sparse WGMMA selector's 0..1 (f16 / bf16 / tf32; ptxas:
# "unexpected value '2', expected to be 0 or 1"); 0-only types reject 1.
CONST_EXTRA["wgmma"] = [2]
# Families whose constant sweep covers only the arguments with a domain (a
# value ptxsel refuses there): the mma fragments are register operands, and
# `ptxsel-query emit FORM@A=V` prints a constant <2 x half> fragment as an
# immediate where compilation moves it into a register (a lone "{5}" is an
# "Arguments mismatch" to ptxas), so sweeping them would judge a path IR
# cannot take.
CONST_DOMAIN_ONLY = {"mma"}
MAX_ARGS = 12
MAX_ARGS_OF = {"mma": 16}  # a sparse mma m16n8k64 takes its selector as argument 13

# Documented exceptions (docs/verifier.md: "Where ptxas is more permissive than a
# ladder rule, the rule stands and the conformance suite records the case as a
# documented exception"). A case counts here, not as agreement, only when
# ptxas accepts it, ptxsel rejects it with one of the listed messages, and the
# form matches; every other disagreement stays a disagreement. False accepts
# are never exceptions.
SP_K32_F16_F32 = ("mma.sp.sync.aligned.m16n8k32.row.col.f32.f16.f16.f32",
                  "mma.sp::ordered_metadata.sync.aligned.m16n8k32.row.col.f32.f16.f16.f32")
EXCEPTIONS = [
    {
        "name": "mma.sp m16n8k32 f16 -> f32 selector 2..3",
        "form": re.compile(r"^mma\.sp(::ordered_metadata)?\.sync\.aligned\.m16n8k32\.row\.col\.f32\.f16\.f16\.f32@13=[23]$"),
        "ptxsel": tuple("operand 13 of '%s' is %d, outside the range 0..1" % (f, v) for f in SP_K32_F16_F32 for v in (2, 3)),
        "ptxas": "takes sparsity selector 0..3 for m16n8k32 with f16 inputs and an f32 accumulator (0..1 with an f16 "
                 "accumulator, and for bf16)",
        "reason": "upstream LLVM gives the selector of every m16n8k32 f16 / bf16 sparse mma the range 0..1 (an immarg "
                  "Range), so IR with 2 or 3 there is invalid; the intrinsic's range stands",
    },
    {
        "name": "kind::i8 scale-input-d",
        "form": re.compile(r"^tcgen05\.mma(\.sp)?\.cta_group::[12]\.kind::i8\b.*\+scale_d"),
        "ptxsel": ("Scale input accumulator is not supported on this architecture.",
                   "Scale input accumulator can only be used with f16 and tf32 types"),
        "ptxas": "accepts a trailing scale-input immediate on kind::i8 (even out of range, even on sm_110a)",
        "reason": "PTX ISA (tcgen05.mma): scale-input-d is defined for .kind::f16 and .kind::tf32 only; "
                  "ladder rules 4/5 stand",
    },
]


def exception_of(form, msg):
    for e in EXCEPTIONS:
        if e["form"].search(form) and msg in e["ptxsel"]:
            return e
    return None


ERR_RE = re.compile(r"^ptxas [^,]*, line (\d+); (?:error|fatal)\s*: (.*)$")
ENTRY_RE = re.compile(r"^\.visible \.entry form_(\d+)\(")


class Query:
    """One `ptxsel-query batch` process."""

    def __init__(self, path):
        # stderr joins stdout: a usage error's message is part of its answer
        self.p = subprocess.Popen([path, "batch"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  stderr=subprocess.STDOUT, text=True, bufsize=1)

    def ask(self, line):
        self.p.stdin.write(line + "\n")
        self.p.stdin.flush()
        out = []
        for ln in self.p.stdout:
            if ln.startswith("%% rc="):
                return int(ln[6:]), "".join(out)
            out.append(ln)
        raise RuntimeError("ptxsel-query batch ended early (exit %s) at: %s" % (self.p.wait(), line))

    def close(self):
        self.p.stdin.close()
        self.p.wait()


def run_query(path, *args):
    r = subprocess.run([path] + list(args), capture_output=True, text=True)
    if r.returncode != 0:
        sys.exit("lattice: ptxsel-query %s failed: %s" % (" ".join(args), r.stderr.strip()))
    return r.stdout


def ptx_versions(query):
    """{target: [ptx versions in PTX_LO..PTX_HI that exist and the target allows]}"""
    cpus = json.loads(run_query(query, "cpus", "--json"))
    out = {}
    for c in cpus:
        if c["name"] in NO_PTXAS:
            continue
        lo = int(c["min_ptx"].replace(".", ""))
        vs = []
        for v in sorted({lo} | set(range(max(lo, PTX_LO), PTX_HI + 1))):
            # versions that exist: the library rejects the rest
            r = subprocess.run([query, "features", c["name"], "--ptx", str(v)], capture_output=True)
            if r.returncode == 0:
                vs.append(v)
        out[c["name"]] = vs
    return out


def ptxas_run(ptxas, tmp, arch, text, tag):
    src = os.path.join(tmp, "%s.ptx" % tag)
    with open(src, "w") as f:
        f.write(text)
    cubin = os.path.join(tmp, "%s.cubin" % tag)
    r = subprocess.run([ptxas, "-arch=" + arch, src, "-o", cubin], capture_output=True, text=True)
    os.unlink(src)
    if os.path.exists(cubin):
        os.unlink(cubin)
    return r.returncode, r.stdout + r.stderr


def ptxas_verdicts(query_path, ptxas, tmp, target, ptx, forms, tag):
    """{form: None (accepted) or the first ptxas error} for forms on (target, ptx)."""
    q = Query(query_path)
    verdict = {}
    counter = [0]

    def emit(fs):
        rc, text = q.ask("emit %s --cpu %s --ptx %d" % (" ".join(fs), target, ptx))
        if rc != 0:
            raise RuntimeError("emit failed for %s %s: %s" % (target, fmt(ptx), text.strip()))
        return text

    def check(fs):
        counter[0] += 1
        text = emit(fs)
        starts = []  # (line number of ".entry form_i", i)
        for n, ln in enumerate(text.split("\n"), 1):
            m = ENTRY_RE.match(ln)
            if m:
                starts.append((n, int(m.group(1))))
        rc, out = ptxas_run(ptxas, tmp, target, text, "%s_%d" % (tag, counter[0]))
        if rc == 0:
            for f in fs:
                verdict[f] = None
            return
        lines = [s[0] for s in starts]
        bad = {}
        unattributed = False
        for ln in out.splitlines():
            m = ERR_RE.match(ln)
            if not m:
                continue
            k = bisect.bisect_right(lines, int(m.group(1))) - 1
            if k < 0:
                unattributed = True
                continue
            bad.setdefault(starts[k][1], m.group(2).strip())
        if len(fs) == 1:
            verdict[fs[0]] = bad.get(0) or next((l for l in out.splitlines() if "error" in l), out.strip())
            return
        if not bad or unattributed:
            half = len(fs) // 2
            check(fs[:half])
            check(fs[half:])
            return
        for i, msg in bad.items():
            verdict[fs[i]] = msg
        rest = [f for i, f in enumerate(fs) if i not in bad]
        if rest:
            check(rest)  # later ptxas phases may reject what parsing accepted

    check(forms)
    q.close()
    return verdict


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--families", default=",".join(FAMILIES))
    ap.add_argument("--targets", default=None)
    ap.add_argument("--sample", type=int, default=0,
                    help="deterministic sample: keep forms whose crc32 is 0 mod K (plus every form that is not an "
                         "MMA shape or ordinary), on SAMPLE_TARGETS, constants with SAMPLE_CONST_VALUES")
    ap.add_argument("--query")
    ap.add_argument("--ptxas")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--chunk", type=int, default=400)
    ap.add_argument("--max-list", type=int, default=200)
    args = ap.parse_args()
    query = find_query(args.query)
    ptxas = find_ptxas(args.ptxas)
    if not os.path.exists(query) or not ptxas:
        print("lattice: need ptxsel-query (%s) and ptxas" % query, file=sys.stderr)
        return 2

    fams = set(args.families.split(","))
    allforms = json.loads(run_query(query, "forms", "--json"))
    forms = [f for f in allforms if f["family"] in fams]
    if args.sample > 1:
        forms = [f for f in forms
                 if ".mma_async." not in f["name"] and ".mma." not in f["name"] and f["family"] != "ordinary"
                 or zlib.crc32(f["name"].encode()) % (args.sample * (4 if f["family"] == "ordinary" else 1)) == 0]
    versions = ptx_versions(query)
    q = Query(query)
    # generic-lowering rows (no operand signature: their operands come from
    # the IR) cannot be emitted on their own; their gates are checked by the
    # lit tests that lower IR through them
    tgt0 = SAMPLE_TARGETS[-1]
    forms = [f for f in forms if f["family"] != "ordinary"
             or q.ask("emit %s --cpu %s" % (f["name"], tgt0))[0] == 0]
    if args.targets:
        tall = args.targets.split(",")
    elif args.sample > 1:
        tall = SAMPLE_TARGETS
    else:
        tall = sorted(versions, key=lambda t: (int(re.sub(r"\D", "", t)), t))
    cases = []  # (form, target, ptx)
    for f in forms:
        tlist = list(tall)
        if args.sample > 1 and not args.targets and f["family"].startswith("tcgen05"):
            tlist += SAMPLE_TCGEN05_TARGETS
        for t in tlist:
            if t not in versions:
                print("lattice: unknown target %s" % t, file=sys.stderr)
                return 2
            for v in versions[t]:
                cases.append((f["name"], t, v))
    # constant operands: on the first target (newest PTX) that takes the form
    values = SAMPLE_CONST_VALUES if args.sample > 1 else CONST_VALUES
    nconst = 0
    for f in forms:
        if f["family"] not in CONST_FAMILIES or (args.sample > 1 and f["family"] in SAMPLE_CONST_SKIP):
            continue
        home = None
        for t in tall:
            if t in versions and versions[t]:
                rc, out = q.ask("can %s --cpu %s --ptx %d --json" % (f["name"], t, versions[t][-1]))
                if rc == 0 and json.loads(out)["diagnostic"] is None:
                    home = (t, versions[t][-1])
                    break
        if not home:
            continue
        for a in range(MAX_ARGS_OF.get(f["family"], MAX_ARGS)):
            if q.ask("can %s@%d=0 --cpu %s --ptx %d" % (f["name"], a, home[0], home[1]))[0] == 2:
                continue  # not a scalar integer argument (or none)
            # an immarg the PTX does not print (a WGMMA tnsp_a with A in
            # registers): ptxsel checks its legal set, ptxas never sees it
            e0 = q.ask("emit %s@%d=0 --cpu %s --ptx %d" % (f["name"], a, home[0], home[1]))
            e1 = q.ask("emit %s@%d=%d --cpu %s --ptx %d" % (f["name"], a, UNSEEN, home[0], home[1]))
            if e0 == e1:
                continue
            if f["family"] in CONST_DOMAIN_ONLY:
                rc, out = q.ask("can %s@%d=1048576 --cpu %s --ptx %d --json" % (f["name"], a, home[0], home[1]))
                if rc == 0 and json.loads(out)["diagnostic"] is None:
                    continue  # takes any constant: no domain to check
            for val in values + CONST_EXTRA.get(f["family"], []):
                cases.append(("%s@%d=%d" % (f["name"], a, val), home[0], home[1]))
                nconst += 1
    q.close()

    # ptxsel's verdicts, one batch process. A listed form that does not
    # resolve (usage error) is a defect of its family: reported, not asked.
    q = Query(query)
    mine, broken = {}, {}
    for (f, t, v) in cases:
        if f in broken:
            continue
        rc, out = q.ask("can %s --cpu %s --ptx %d --json" % (f, t, v))
        if rc != 0:
            broken[f] = out.strip()
            continue
        mine[(f, t, v)] = json.loads(out)["diagnostic"]  # None = yes
    q.close()
    cases = [c for c in cases if c[0] not in broken]

    # ptxas's verdicts, chunks of forms per (target, ptx), in parallel
    groups = {}
    for (f, t, v) in cases:
        groups.setdefault((t, v), []).append(f)
    jobs = []
    for (t, v), fs in sorted(groups.items()):
        for i in range(0, len(fs), args.chunk):
            jobs.append((t, v, fs[i:i + args.chunk]))
    theirs = {}
    with tempfile.TemporaryDirectory(prefix="ptxsel-lattice-") as tmp:
        with ThreadPoolExecutor(max_workers=max(1, args.jobs)) as ex:
            futs = [(t, v, ex.submit(ptxas_verdicts, query, ptxas, tmp, t, v, fs, "j%d" % n))
                    for n, (t, v, fs) in enumerate(jobs)]
            for t, v, fu in futs:
                for f, msg in fu.result().items():
                    theirs[(f, t, v)] = msg

    fa, fr, doc = [], [], {}
    for c in cases:
        a, b = mine[c], theirs[c]
        if a is None and b is not None:
            fa.append((c, b))
        elif a is not None and b is None:
            e = exception_of(c[0], a)
            if e:
                doc.setdefault(e["name"], []).append(c)
            else:
                fr.append((c, a))
    n = len(cases)
    ndoc = sum(len(v) for v in doc.values())
    agree = n - len(fa) - len(fr) - ndoc
    # agreement over the cases that are not documented exceptions
    print("cases %d, agree %.2f%%, false accepts %d, false rejects %d, documented exceptions %d" %
          (n, 100.0 * agree / (n - ndoc) if n - ndoc else 100.0, len(fa), len(fr), ndoc))
    print("(%d forms of %s, %d constant-operand cases; ptxas accepts %d cases, rejects %d; %s)" %
          (len(forms), ",".join(sorted(fams & {f["family"] for f in forms})), nconst,
           sum(1 for c in cases if theirs[c] is None), sum(1 for c in cases if theirs[c] is not None), ptxas))
    # one line per (form, target): the PTX versions and the first message
    for kind, who, lst in (("false accept", "ptxas", fa), ("false reject", "ptxsel", fr)):
        rows = {}
        for (f, t, v), msg in lst:
            rows.setdefault((f, t), ([], msg))[0].append(v)
        for k, ((f, t), (vs, msg)) in enumerate(sorted(rows.items())):
            if k == args.max_list:
                print("... %d more %s lines" % (len(rows) - k, kind))
                break
            print("%s: %s on %s, PTX %s: %s: %s" % (kind, f, t, " ".join(fmt(v) for v in vs), who, msg))
    for e in EXCEPTIONS:
        cs = doc.get(e["name"], [])
        if cs:
            print("documented exception '%s': %d cases (%d forms; targets %s): ptxas %s; ptxsel: %s" %
                  (e["name"], len(cs), len({c[0] for c in cs}), ",".join(sorted({c[1] for c in cs})),
                   e["ptxas"], e["reason"]))
    if broken:
        print("%d listed forms do not resolve (not in the lattice):" % len(broken))
        for k, (f, msg) in enumerate(sorted(broken.items())):
            if k == args.max_list:
                print("... %d more" % (len(broken) - k))
                break
            print("unresolved: %s: %s" % (f, msg))
    return 0 if not fa and not fr and not broken else 1


if __name__ == "__main__":
    sys.exit(main())
