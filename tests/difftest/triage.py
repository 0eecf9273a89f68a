#!/usr/bin/env python3
"""triage.py -- is a campaign mismatch ptxsel's, or ptxas's miscompile of llc-19's PTX?

    triage.py --work build/difftest/std --progs s12522_O2_std,s12020_O2_std --bundle DIR
    # GPU: DIR/run.sh -v > results.txt
    triage.py --progs s12522_O2_std,s12020_O2_std --read results.txt
    triage.py --self-test     # the half-byte-store edit on a fixed module (make check-diff)

The campaign compares cubins that ptxas built at its default level (-O3)
from each compiler's PTX. For every named program (its llc.ptx and
ptxsel.ptx kept under --work by `driver.py --keep`), the bundle runs three
comparisons on the program's inputs:
  NAME~l0  llc-19's PTX through ptxas -O3  vs  the same PTX through ptxas -O0
  NAME~x0  llc-19's PTX through ptxas -O0  vs  ptxsel's PTX through ptxas -O0
  NAME~p0  ptxsel's PTX through ptxas -O3  vs  ptxsel's PTX through ptxas -O0
and, where llc-19's PTX stores a byte of a register that a conversion into
f16 / bf16 wrote (the pattern ptxas 13.0 miscompiles at every level:
docs/difftest.md, s16091), two more, with llc-19's PTX edited so that each
such store reads a `mov.b16` copy of the register (an edit that changes
nothing in PTX's semantics; isel/halfbyte.c makes ptxsel's PTX so):
  NAME~h0  llc-19's PTX through ptxas -O0  vs  the edited PTX through ptxas -O0
  NAME~hx  the edited PTX through ptxas -O0  vs  ptxsel's PTX through ptxas -O0
Verdicts (--read):
  "reference miscompiled by ptxas": l0 differs, x0 and p0 match -- llc-19's
     PTX gives a different answer depending on ptxas's optimisation, and
     its unoptimised answer equals ptxsel's at both levels;
  "ptxsel's PTX miscompiled by ptxas": p0 differs;
  "ptxsel differs from llc-19": x0 differs while l0 and p0 match -- a
     ptxsel bug (or a difference both ptxas levels agree on);
  "reference miscompiled by ptxas (half-byte stores)": x0 differs, h0
     differs and hx matches -- the edit alone changes llc-19's answer, to
     ptxsel's;
  anything else is printed as the three results.
"""
import argparse
import os
import re
import shutil
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import driver  # noqa: E402
import gen  # noqa: E402


CVT_HALF = re.compile(r"^\s*cvt\.[\w.]*?\.b?f16\.\w+\s+(%rs\d+),")
BYTE_ST = re.compile(r"^(\s*st(?:\.\w+)*\.[bus]8\s+\[[^\]]*\],\s*)(\{[^}]*\}|%rs\d+)(\s*;.*)$")
RS_DECL = re.compile(r"^(\s*\.reg \.b16\s+%rs<)(\d+)(>;.*)$")


def half_copy(ptx):
    """llc-19's PTX with every byte store (scalar or vector) of a register a
    cvt into f16 / bf16 wrote reading a fresh `mov.b16` copy of it; the
    number of stores edited. Each function's `.reg .b16 %rs<N>` grows by
    the copies it needs (a function without one gets none)."""
    out, func, edits = [], [], 0

    def flush():
        nonlocal func, edits
        halves, body, extra = set(), [], 0
        decl = next((i for i, l in enumerate(func) if RS_DECL.match(l)), None)
        base = int(RS_DECL.match(func[decl]).group(2)) if decl is not None else 0
        for line in func:
            m = CVT_HALF.match(line)
            if m:
                halves.add(m.group(1))
            m = BYTE_ST.match(line)
            if m and decl is not None:
                regs = re.findall(r"%rs\d+", m.group(2))
                if any(r in halves for r in regs):
                    ind = re.match(r"\s*", line).group(0)
                    val = m.group(2)
                    for r in sorted(set(regs) & halves):
                        new = "%%rs%d" % (base + extra)
                        extra += 1
                        body.append("%smov.b16 \t%s, %s;" % (ind, new, r))
                        val = re.sub(re.escape(r) + r"\b", new, val)
                    body.append(m.group(1) + val + m.group(3))
                    edits += 1
                    continue
            body.append(line)
        if extra:
            m = RS_DECL.match(body[decl])
            body[decl] = m.group(1) + str(base + extra) + m.group(3)
        out.extend(body)
        func = []

    for line in ptx.split("\n"):
        if re.match(r"^(\.visible\s+|\.extern\s+|\.weak\s+)*\.(func|entry)\b", line):
            flush()
        func.append(line)
    flush()
    return "\n".join(out), edits


def build(args):
    work = os.path.join(args.bundle, "work")
    res = []
    for name in args.progs:
        src = os.path.join(args.work, name)
        for f in ("llc.ptx", "ptxsel.ptx"):
            if not os.path.exists(os.path.join(src, f)):
                raise SystemExit("triage: %s/%s missing (run driver.py with --keep)" % (src, f))
        seed = int(re.match(r"s(\d+)_", name).group(1))
        pairs = {"l0": (("llc.ptx", "-O3"), ("llc.ptx", "-O0")),
                 "x0": (("llc.ptx", "-O0"), ("ptxsel.ptx", "-O0")),
                 "p0": (("ptxsel.ptx", "-O3"), ("ptxsel.ptx", "-O0"))}
        with open(os.path.join(src, "llc.ptx")) as f:
            edited, nedits = half_copy(f.read())
        if nedits:
            with open(os.path.join(src, "llc-halfcopy.ptx"), "w") as f:
                f.write(edited)
            pairs["h0"] = (("llc.ptx", "-O0"), ("llc-halfcopy.ptx", "-O0"))
            pairs["hx"] = (("llc-halfcopy.ptx", "-O0"), ("ptxsel.ptx", "-O0"))
            print("triage: %s: %d byte stores of a half register in llc-19's PTX read a copy in %s/llc-halfcopy.ptx"
                  % (name, nedits, src))
        for tag, sides in pairs.items():
            d = os.path.join(work, "%s~%s" % (name, tag))
            driver.assemble_pair(d, tuple((os.path.join(src, ptx), lvl) for ptx, lvl in sides), who="triage")
            res.append({"name": "%s~%s" % (name, tag), "seed": seed, "ok": True})
    n, size = driver.write_bundle(res, work, args.bundle)
    shutil.rmtree(work, ignore_errors=True)
    print("triage: %d comparisons in %s (%d bytes); on the GPU: run.sh -v > results.txt" % (n, args.bundle, size))


def read(args):
    verdict = {}
    with open(args.read) as f:
        for line in f:
            m = re.match(r"(match|MISMATCH|LAUNCH MISMATCH) (\S+?):?\s", line + " ")
            if m:
                verdict[m.group(2)] = m.group(1) == "match"
    for name in args.progs:
        r = {t: verdict.get("%s~%s" % (name, t)) for t in ("l0", "x0", "p0")}
        h = {t: verdict.get("%s~%s" % (name, t)) for t in ("h0", "hx")}
        if None in r.values():
            print("%s: not in %s" % (name, args.read))
        elif not r["x0"] and h["h0"] is False and h["hx"]:
            print("%s: reference miscompiled by ptxas (half-byte stores: llc-19's PTX with each byte store of a "
                  "half register reading a copy gives ptxsel's answer)" % name)
        elif not r["l0"] and r["x0"] and r["p0"]:
            print("%s: reference miscompiled by ptxas (llc-19's PTX: -O3 differs from -O0; -O0 equals ptxsel's)" % name)
        elif not r["p0"]:
            print("%s: ptxsel's PTX miscompiled by ptxas (-O3 differs from -O0)" % name)
        elif r["l0"] and not r["x0"]:
            print("%s: ptxsel differs from llc-19 at both ptxas levels (a ptxsel bug)" % name)
        else:
            print("%s: l0 %s, x0 %s, p0 %s" % (name, *("match" if r[t] else "differs" for t in ("l0", "x0", "p0"))))


SELF_TEST_PTX = """.version 8.0
.target sm_90a
.address_size 64

.func  (.param .align 2 .b8 func_retval0[4]) f(
	.param .b32 f_param_0
)
{
	.reg .b16 	%rs<4>;
	.reg .b32 	%r<3>;

	ld.param.u32 	%r1, [f_param_0];
	mul.lo.s32 	%r2, %r1, 37;
	cvt.rn.f16.s32 	%rs1, %r2;
	st.param.b8 	[func_retval0+0], %rs1;
	shr.u16 	%rs2, %rs1, 8;
	st.param.b8 	[func_retval0+1], %rs2;
	st.param.v2.b8 	[func_retval0+2], {%rs1, %rs2};
	ret;
}
.visible .func  (.param .b32 func_retval0) g(
	.param .b32 g_param_0
)
{
	.reg .b16 	%rs<2>;
	.reg .b32 	%r<2>;

	ld.param.u32 	%r1, [g_param_0];
	cvt.u16.u32 	%rs1, %r1;
	st.param.b8 	[func_retval0+0], %rs1;
	ret;
}
"""


def self_test():
    """half_copy on a module with the pattern (scalar and vector byte stores
    of a cvt.rn.f16 register) and a function without it; the edited module
    must assemble when PTXAS names ptxas. Exit status 1 on a failure."""
    edited, n = half_copy(SELF_TEST_PTX)
    want = ["\t.reg .b16 \t%rs<6>;", "\tmov.b16 \t%rs4, %rs1;", "\tst.param.b8 \t[func_retval0+0], %rs4;",
            "\tst.param.b8 \t[func_retval0+1], %rs2;", "\tmov.b16 \t%rs5, %rs1;",
            "\tst.param.v2.b8 \t[func_retval0+2], {%rs5, %rs2};", "\t.reg .b16 \t%rs<2>;",
            "\tst.param.b8 \t[func_retval0+0], %rs1;"]
    lines = edited.split("\n")
    bad = [w for w in want if w not in lines]
    if n != 2 or bad or edited.count("mov.b16") != 2:
        print("triage self-test: FAILED: %d edits; missing %s" % (n, bad))
        return 1
    if half_copy(edited)[1] != 0 or half_copy(SELF_TEST_PTX.replace("cvt.rn.f16.s32", "cvt.s16.s32"))[1] != 0:
        print("triage self-test: FAILED: edits where no half register is stored")
        return 1
    ptxas = os.environ.get("PTXAS")
    if ptxas:
        with tempfile.TemporaryDirectory() as t:
            f = os.path.join(t, "e.ptx")
            with open(f, "w") as h:
                h.write(edited)
            rc, _, err = driver.run([ptxas, "-arch=sm_90a", f, "-o", os.path.join(t, "e.cubin")])
            if rc:
                print("triage self-test: FAILED: ptxas rejects the edited module:\n" + err)
                return 1
    print("triage self-test: ok (2 half-byte stores edited%s)" % (", the edit assembles" if ptxas else ""))
    return 0


def main():
    if sys.argv[1:] == ["--self-test"]:
        sys.exit(self_test())
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--progs", required=True, help="program names, e.g. s12522_O2_std,s10249_O2_std")
    ap.add_argument("--work", help="the campaign's --work folder (driver.py --keep)")
    ap.add_argument("--bundle")
    ap.add_argument("--read")
    args = ap.parse_args()
    args.progs = [p for p in args.progs.split(",") if p]
    if bool(args.bundle) == bool(args.read) or (args.bundle and not args.work):
        ap.error("give --work and --bundle, or --read")
    build(args) if args.bundle else read(args)


if __name__ == "__main__":
    main()
