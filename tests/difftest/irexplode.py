#!/usr/bin/env python3
"""irexplode.py -- which IR instruction of a mismatching program differs (one GPU round).

    irexplode.py --progs 12522:O2,10249:O2 [--profile std] --bundle DIR    # CPU: build the bundle
    # GPU: DIR/run.sh -v --diffs 100000000 > results.txt
    irexplode.py --progs 12522:O2,10249:O2 [--profile std] --read results.txt

explode.py stores the checksum terms of the generated C program; when the
extra stores change the code enough to hide the difference, or to narrow a
difference down to one instruction, this tool instruments the IR itself:
after every instruction of the kernel that defines an integer (i1..i128),
half, bfloat, float or double value, the value is stored (zero-extended or
by its bits, i128 as two words) to its own output word,
out[256 + thread * K + k]; out[0..255] keep the program's own checksums.
Both llc-19 and ptxsel compile the same instrumented IR at the program's
level; the runner (which gives `<program>~ir` the original's inputs) lists
the differing words, and --read names the first instruction, in program
order, whose value differs, with the IR line. A value stored inside a loop
keeps its last iteration's value; a block that does not run leaves its
words as the runner's poison, the same for both.
Consumes: gen.py's program, clang-19, llc-19, ptxsel, ptxas.
"""
import argparse
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import driver  # noqa: E402
import gen  # noqa: E402

DEF = re.compile(r"^  (%[\w.]+) = (.*)$")
SCALAR = re.compile(r"^(i\d+|half|bfloat|float|double)$")
FP_BITS = {"half": 16, "bfloat": 16, "float": 32, "double": 64}


def result_type(rhs):
    """The type an instruction's text defines, for the forms that name it
    first or after the opcode (enough for clang's output); None otherwise."""
    words = rhs.replace(",", " ").split()
    if not words:
        return None
    op = words[0]
    if op in ("icmp", "fcmp"):
        return "i1" if "<" not in rhs.split(",")[0] else None
    if op in ("call", "tail", "musttail", "notail"):
        m = re.search(r"\bcall\b(?:\s+(?:fast|nnan|ninf|nsz|arcp|contract|afn|reassoc))*\s+(?:\w+\s+)*?(i\d+|half|bfloat|float|double)\s+[@%]", rhs)
        return m.group(1) if m else None
    if op in ("load",):
        m = re.match(r"load (?:atomic )?(?:volatile )?(\S+),", rhs)
        return m.group(1).rstrip(",") if m else None
    if op in ("zext", "sext", "trunc", "fptrunc", "fpext", "fptoui", "fptosi", "uitofp", "sitofp", "bitcast",
              "ptrtoint"):
        m = re.search(r"\bto (\S+)", rhs)
        return m.group(1) if m else None
    if op in ("extractelement",):
        m = re.match(r"extractelement <\d+ x (\S+)>", rhs)
        return m.group(1) if m else None
    if op in ("select",):
        parts = rhs.split(",")
        return parts[1].split()[0] if len(parts) > 1 else None
    if op in ("phi",):
        m = re.match(r"phi(?: (?:fast|nnan|ninf|nsz|arcp|contract|afn|reassoc))* (\S+) ", rhs)
        return m.group(1) if m else None
    if op in ("freeze",):
        return words[1]
    if op in ("add", "sub", "mul", "udiv", "sdiv", "urem", "srem", "shl", "lshr", "ashr", "and", "or", "xor",
              "fadd", "fsub", "fmul", "fdiv", "frem", "fneg"):
        for w in words[1:]:
            if w in ("nuw", "nsw", "exact", "disjoint", "fast", "nnan", "ninf", "nsz", "arcp", "contract", "afn",
                     "reassoc"):
                continue
            return w
    return None


def instrument(ll, seg=None):
    """(instrumented text, [(k, name, line)]); every slot is one i64 word.
    seg = (j, n): only the j-th of n equal runs of the candidate values."""
    out, slots = [], []
    cands = [0]
    total = count_candidates(ll) if seg else 0
    lines = ll.split("\n")
    i = 0
    in_kernel = False
    pending = []  # stores waiting for the end of a block's phis
    while i < len(lines):
        line = lines[i]
        if line.startswith("define ") and "@difft(" in line:
            in_kernel = True
            out.append(line)
            i += 1
            continue
        if in_kernel and line == "}":
            in_kernel = False
        if not in_kernel:
            out.append(line)
            i += 1
            continue
        m = DEF.match(line)
        # flush stores queued after phis once the phis end
        if pending and not (m and m.group(2).startswith("phi ")):
            out.extend(pending)
            pending = []
        out.append(line)
        if m:
            ty = result_type(m.group(2))
            chosen = False
            if ty and SCALAR.match(ty):
                c = cands[0]
                cands[0] += 1
                chosen = not seg or c * seg[1] // max(total, 1) == seg[0]
            if chosen:
                name = m.group(1)
                st = store_text(name, ty, slots, line)
                if m.group(2).startswith("phi "):
                    pending.extend(st)
                else:
                    out.extend(st)
        i += 1
    text = "\n".join(out)
    nw = len(slots)
    # the slot base, at the top of the kernel's entry block
    text = re.sub(r"(define [^\n]*@difft\([^\n]*\{\n(?:[\w.]+:\s*\n)?)",
                  lambda mo: mo.group(1) + entry_text(nw), text, count=1)
    for d in ("declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()", "declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()",
              "declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()"):
        fn = d.split("@")[1].split("(")[0]
        if not re.search(r"^declare [^\n]*@" + re.escape(fn) + r"\(", text, re.M):
            text += "\n" + d
    return text + "\n", slots


def count_candidates(ll):
    n, in_kernel = 0, False
    for line in ll.split("\n"):
        if line.startswith("define ") and "@difft(" in line:
            in_kernel = True
        elif in_kernel and line == "}":
            break
        elif in_kernel:
            m = DEF.match(line)
            ty = result_type(m.group(2)) if m else None
            n += bool(ty and SCALAR.match(ty))
    return n


def entry_text(nw):
    return ("  %__x_tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
            "  %__x_ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\n"
            "  %__x_ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()\n"
            "  %__x_g0 = mul i32 %__x_ctaid, %__x_ntid\n"
            "  %__x_g = add i32 %__x_g0, %__x_tid\n"
            "  %__x_b0 = mul i32 %__x_g, NW\n"
            "  %__x_base = add i32 %__x_b0, 256\n").replace("NW", str(max(nw, 1)))


def store_text(name, ty, slots, line):
    res = []
    bits = FP_BITS.get(ty) or int(ty[1:])
    v = name
    tag = name.replace("%", "").replace(".", "_")
    if ty in FP_BITS:
        res.append("  %%__x_b_%s = bitcast %s %s to i%d" % (tag, ty, name, bits))
        v = "%%__x_b_%s" % tag
    words = [v]
    if bits > 64:
        res.append("  %%__x_lo_%s = trunc i%d %s to i64" % (tag, bits, v))
        res.append("  %%__x_sh_%s = lshr i%d %s, 64" % (tag, bits, v))
        res.append("  %%__x_hi_%s = trunc i%d %%__x_sh_%s to i64" % (tag, bits, tag))
        words = ["%%__x_lo_%s" % tag, "%%__x_hi_%s" % tag]
        bits = 64
    for j, w in enumerate(words):
        k = len(slots)
        slots.append((k, name, line.strip()))
        z = w
        if bits < 64:
            z = "%%__x_z_%s_%d" % (tag, j)
            res.append("  %s = zext i%d %s to i64" % (z, bits, w))
        res.append("  %%__x_i_%s_%d = add i32 %%__x_base, %d" % (tag, j, k))
        res.append("  %%__x_p_%s_%d = getelementptr i64, ptr %%1, i32 %%__x_i_%s_%d" % (tag, j, tag, j))
        res.append("  store volatile i64 %s, ptr %%__x_p_%s_%d, align 8" % (z, tag, j))
    return res


def variant_name(seed, level, profile, seg=None, short_ptr=False):
    return driver.prog_name(seed, level, profile, short_ptr) + ("~ir" if not seg else "~ir%dof%d" % seg)


def clang_cmd(args, level, cu, ll):
    return ([driver.CLANG] + driver.CLANG_FLAGS + gen.clang_flags(args.profile) +
            (driver.SHORT_PTR_CLANG if args.short_ptr else []) +
            ["-" + level, cu, "-o", ll])


def build_one(args, seed, level, work, seg=None):
    src, _ = gen.generate(seed, args.profile)
    name = variant_name(seed, level, args.profile, seg, args.short_ptr)
    d = os.path.join(work, name)
    os.makedirs(d, exist_ok=True)
    cu, ll0, ll = os.path.join(d, "prog.cu"), os.path.join(d, "orig.ll"), os.path.join(d, "prog.ll")
    with open(cu, "w") as f:
        f.write(src)
    rc, _, err = driver.run(clang_cmd(args, level, cu, ll0))
    if rc:
        raise SystemExit("irexplode: clang-19 failed: " + driver.first_diag(err))
    text, slots = instrument(open(ll0).read(), seg)
    with open(ll, "w") as f:
        f.write(text)
    for cmd in ([driver.LLC, "-" + level, "-march=nvptx64", "-mcpu=sm_90a"] +
                (driver.SHORT_PTR_LLC if args.short_ptr else []) + [ll, "-o", os.path.join(d, "llc.ptx")],
                [driver.PTXAS, "-arch=sm_90a", os.path.join(d, "llc.ptx"), "-o", os.path.join(d, "llc.cubin")],
                [args.ptxsel, "-" + level, "-mcpu=sm_90a", ll, "-o", os.path.join(d, "ptxsel.ptx")],
                [driver.PTXAS, "-arch=sm_90a", os.path.join(d, "ptxsel.ptx"), "-o", os.path.join(d, "ptxsel.cubin")]):
        rc, _, err = driver.run(cmd)
        if rc:
            raise SystemExit("irexplode: %s failed: %s" % (os.path.basename(cmd[0]), driver.first_diag(err)))
    m = gen.manifest(seed, [])
    print("irexplode: %s: %d value words" % (name, len(slots)))
    return {"name": name, "seed": seed, "ok": True, "out_words": 256 + m["out_words"] * max(len(slots), 1)}


def read_one(args, seed, level, seg):
    name = variant_name(seed, level, args.profile, seg, args.short_ptr)
    d = os.path.join(os.path.dirname(os.path.abspath(args.read)), "work", name)
    src_ll = None
    for cand in (os.path.join(d, "orig.ll"),):
        if os.path.exists(cand):
            src_ll = cand
    if not src_ll:
        # rebuild the slot list from a fresh clang run
        tmp = os.path.join("/tmp", "irexplode-" + name)
        os.makedirs(tmp, exist_ok=True)
        src, _ = gen.generate(seed, args.profile)
        with open(os.path.join(tmp, "prog.cu"), "w") as f:
            f.write(src)
        driver.run(clang_cmd(args, level, os.path.join(tmp, "prog.cu"), os.path.join(tmp, "orig.ll")))
        src_ll = os.path.join(tmp, "orig.ll")
    _, slots = instrument(open(src_ll).read(), seg)
    nw = max(len(slots), 1)
    bad = {}
    cur, sums = None, 0
    with open(args.read) as f:
        for line in f:
            if line.startswith(("MISMATCH ", "match ")):
                cur = line.split()[1].rstrip(":")
                continue
            mm = re.match(r"\s+out\[(\d+)\] llc=(0x[0-9a-f]+) ptxsel=(0x[0-9a-f]+)", line)
            if mm and cur == name:
                w = int(mm.group(1))
                if w < 256:
                    sums += 1
                    continue
                t, k = divmod(w - 256, nw)
                bad.setdefault(k, []).append((t, mm.group(2), mm.group(3)))
    if not bad:
        print("irexplode: %s: no value differs (checksum words differing: %d)" % (name, sums))
        return
    shown = 0
    for k in sorted(bad):
        t, a, b = bad[k][0]
        print("slot %4d %-10s %3d threads (thread %d: llc %s ptxsel %s)  %s" % (k, slots[k][1], len(bad[k]), t, a, b,
                                                                             slots[k][2][:110]))
        shown += 1
        if shown >= 12:
            break
    print("irexplode: %s: %d of %d value words differ, checksum words differing: %d; the first in program order is above"
          % (name, len(bad), nw, sums))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--progs", required=True, help="SEED:LEVEL[,SEED:LEVEL...]")
    ap.add_argument("--profile", default="full", choices=sorted(gen.PROFILES))
    ap.add_argument("--ptxsel", default=os.path.join(ROOT, "build", "bin", "ptxsel"))
    ap.add_argument("--bundle", metavar="DIR")
    ap.add_argument("--read", metavar="RESULTS")
    ap.add_argument("--short-ptr", action="store_true", help="as driver.py --short-ptr")
    ap.add_argument("--segments", type=int, default=0,
                    help="N variants per program, each instrumenting one N-th of the values (fewer changes to the code)")
    args = ap.parse_args()
    progs = [(int(x.split(":")[0]), x.split(":")[1]) for x in args.progs.split(",") if x]
    if bool(args.bundle) == bool(args.read):
        ap.error("give exactly one of --bundle and --read")
    if args.bundle:
        work = os.path.join(args.bundle, "work")
        segs = [None] if not args.segments else [(j, args.segments) for j in range(args.segments)]
        res = [build_one(args, s, l, work, g) for s, l in progs for g in segs]
        n, size = driver.write_bundle(res, work, args.bundle)
        print("irexplode: %d variants, bundle %s (%d bytes)" % (n, args.bundle, size))
        return
    segs = [None] if not args.segments else [(j, args.segments) for j in range(args.segments)]
    for seed, level in progs:
        for seg in segs:
            read_one(args, seed, level, seg)

if __name__ == "__main__":
    main()
