#!/usr/bin/env python3
"""intrin_gen.py -- differential kernels for LLVM's generic intrinsics.

    intrin_gen.py --out DIR                   # write the .ll kernels
    intrin_gen.py --bundle DIR [--ptxsel P] [--cpu sm_75]   # + compile with llc-19 and ptxsel (-O0, -O2), ptxas, GPU bundle

Each kernel (the difftest signature: difft(in, out, Params)) calls one group
of intrinsics -- vector reductions, saturating arithmetic, overflow
arithmetic, bit counting at narrow and wide widths -- on operands read from
`in` (random words, so NaNs, infinities, zeros and the extreme integers of
every width occur) and stores every result in its own word of `out`
(out[thread * K + k]); floating-point results are stored by their bits with
every NaN as one canonical NaN (the payload of a NaN is not defined by the
IR). Both compilers' PTX run on the same inputs with difftest's runner and
must agree bit for bit (docs/difftest.md). Operands mix random values with
values near the edges (0, 1, -1, the signed minimum and maximum), so that
saturation and overflow happen in every thread group.
"""
import argparse
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)

FTY = {"half": ("f16", 16), "bfloat": ("bf16", 16), "float": ("f32", 32), "double": ("f64", 64)}


class K:
    """One kernel: operand loads and result stores in IR text."""

    def __init__(self, name):
        self.name, self.lines, self.decls, self.n, self.k, self.w = name, [], set(), 0, 0, 0
        self.globals = []

    def t(self):
        self.n += 1
        return "%%t%d" % self.n

    def word(self):
        """an i32 from in[] (a different word each call)"""
        self.w += 1
        a, v, x = self.t(), self.t(), self.t()
        self.lines += ["  %s = add i32 %%gtid7, %d" % (a, self.w * 13),
                       "  %s = and i32 %s, 1023" % (x, a),
                       "  %s = getelementptr i32, ptr %%in, i32 %s" % (v, x)]
        r = self.t()
        self.lines.append("  %s = load i32, ptr %s, align 4" % (r, v))
        return r

    def int_op(self, bits):
        """an iN operand: random bits, or (one case in four) an edge value"""
        words = [self.word() for _ in range((bits + 31) // 32)]
        wide = "i%d" % (32 * len(words))
        acc = None
        for i, wv in enumerate(words):
            z = self.t()
            self.lines.append("  %s = zext i32 %s to %s" % (z, wv, wide) if len(words) > 1 else "  %s = add i32 %s, 0" % (z, wv))
            if i:
                s = self.t()
                self.lines.append("  %s = shl %s %s, %d" % (s, wide, z, 32 * i))
                o = self.t()
                self.lines.append("  %s = or %s %s, %s" % (o, wide, acc, s))
                acc = o
            else:
                acc = z
        ty = "i%d" % bits
        if 32 * len(words) != bits:
            tr = self.t()
            self.lines.append("  %s = trunc %s %s to %s" % (tr, wide, acc, ty))
            acc = tr
        # edges: selector word picks 0, 1, -1, smin, smax or the random value
        sel = self.word()
        m = self.t()
        self.lines.append("  %s = and i32 %s, 7" % (m, sel))
        edges = [0, 1, -1, -(1 << (bits - 1)), (1 << (bits - 1)) - 1]
        for i, ev in enumerate(edges):
            c, r = self.t(), self.t()
            self.lines.append("  %s = icmp eq i32 %s, %d" % (c, m, i))
            self.lines.append("  %s = select i1 %s, %s %d, %s %s" % (r, c, ty, ev, ty, acc))
            acc = r
        return acc

    def fp_op(self, fty):
        _, bits = FTY[fty]
        v = self.int_op(bits) if bits != 32 else self.word()
        r = self.t()
        self.lines.append("  %s = bitcast i%d %s to %s" % (r, bits, v, fty))
        return r

    def vec(self, n, ety, maker):
        acc = "poison"
        for i in range(n):
            e = maker()
            r = self.t()
            self.lines.append("  %s = insertelement <%d x %s> %s, %s %s, i32 %d" % (r, n, ety, acc, ety, e, i))
            acc = r
        return acc

    def store(self, ty, v):
        """store v (an integer or FP scalar) in the next output word(s)"""
        if ty in FTY:
            _, bits = FTY[ty]
            b, isnan, c = self.t(), self.t(), self.t()
            self.lines += ["  %s = bitcast %s %s to i%d" % (b, ty, v, bits),
                           "  %s = fcmp uno %s %s, %s" % (isnan, ty, v, v),
                           "  %s = select i1 %s, i%d -1, i%d %s" % (c, isnan, bits, bits, b)]
            ty, v = "i%d" % bits, c
        bits = int(ty[1:])
        if bits > 64:
            lo, sh, hi = self.t(), self.t(), self.t()
            self.lines += ["  %s = trunc %s %s to i64" % (lo, ty, v), "  %s = lshr %s %s, 64" % (sh, ty, v),
                           "  %s = trunc %s %s to i64" % (hi, ty, sh)]
            self.store("i64", lo)
            self.store("i64", hi)
            return
        z = v
        if bits < 64:
            z = self.t()
            self.lines.append("  %s = zext %s %s to i64" % (z, ty, v))
        idx, p = self.t(), self.t()
        self.lines += ["  %s = add i32 %%obase, %d" % (idx, self.k), "  %s = getelementptr i64, ptr %%out, i32 %s" % (p, idx),
                       "  store i64 %s, ptr %s, align 8" % (z, p)]
        self.k += 1

    def call(self, ret, name, args, flags=""):
        self.decls.add("declare %s @%s(%s)" % (ret, name, ", ".join(a[0] for a in args)))
        r = self.t()
        self.lines.append("  %s = call %s%s @%s(%s)" % (r, flags, ret, name, ", ".join("%s %s" % a for a in args)))
        return r

    def text(self, slots):
        head = ['; generated by tests/difftest/intrin_gen.py', 'target triple = "nvptx64-nvidia-cuda"',
                '%struct.Params = type { [8 x i32], [4 x i64] }'] + self.globals + [
                "define ptx_kernel void @difft(ptr %in, ptr %out, ptr byval(%struct.Params) align 8 %p) {",
                "  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()",
                "  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()",
                "  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()",
                "  %gb = mul i32 %ctaid, %ntid", "  %gtid = add i32 %gb, %tid", "  %gtid7 = mul i32 %gtid, 7",
                "  %%obase = mul i32 %%gtid, %d" % slots]
        decls = sorted(self.decls | {"declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()",
                                     "declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()",
                                     "declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()"})
        return "\n".join(head + self.lines + ["  ret void", "}"] + decls) + "\n"


def vsuffix(n, ety):
    return "v%d%s" % (n, FTY[ety][0] if ety in FTY else ety)


def reduce(k, op, n, ety, maker, start=None, flags=""):
    """k stores llvm.vector.reduce.<op> of a fresh <n x ety> (and start value)"""
    v = k.vec(n, ety, maker)
    args = ([(ety, start)] if start else []) + [("<%d x %s>" % (n, ety), v)]
    k.store(ety, k.call(ety, "llvm.vector.reduce.%s.%s" % (op, vsuffix(n, ety)), args, flags))


def g_reduce_int():
    k = K("reduce_int")
    for n, ety in [(4, "i8"), (8, "i8"), (2, "i16"), (4, "i16"), (4, "i32"), (3, "i32"), (2, "i64"), (8, "i1")]:
        bits = int(ety[1:])
        for op in ["add", "mul", "and", "or", "xor", "smax", "smin", "umax", "umin"]:
            if ety == "i1" and op not in ("and", "or", "xor"):
                continue
            reduce(k, op, n, ety, lambda: k.int_op(bits))
    return k


def g_reduce_fp():
    k = K("reduce_fp")
    for n, ety in [(4, "float"), (2, "double"), (4, "half"), (8, "float")]:
        for op in ["fadd", "fmul"]:
            for flags in ["", "reassoc ", "fast "]:
                reduce(k, op, n, ety, lambda: k.fp_op(ety), k.fp_op(ety), flags)
        for op in ["fmax", "fmin", "fmaximum", "fminimum"]:
            if ety == "double" and op in ("fmaximum", "fminimum"):
                continue  # ptxsel refuses llvm.maximum/minimum.f64 (PTX max.NaN has no f64 form)
            reduce(k, op, n, ety, lambda: k.fp_op(ety))
    return k


def g_sat():
    k = K("sat")
    for bits in [8, 16, 32, 64, 128]:
        ty = "i%d" % bits
        for op in ["uadd", "usub", "sadd", "ssub", "ushl", "sshl"]:
            a = k.int_op(bits)
            b = k.int_op(bits)
            if op.endswith("shl"):  # shift amounts below the width (larger ones are poison)
                m = k.t()
                k.lines.append("  %s = urem %s %s, %d" % (m, ty, b, bits))
                b = m
            r = k.call(ty, "llvm.%s.sat.%s" % (op, ty), [(ty, a), (ty, b)])
            k.store(ty, r)
    return k


def g_overflow():
    k = K("overflow")
    for bits in [8, 16, 128]:
        ty = "i%d" % bits
        for op in ["uadd", "usub", "sadd", "ssub", "umul", "smul"]:
            if bits == 128 and op == "smul":
                continue
            shapes = [(0, 0)]
            if bits == 128 and op == "umul":
                # operands shifted right by these amounts, so that products
                # near 2^128 (and the cross-product and carry cases) occur
                shapes = [(0, 0), (64, 64), (64, 0), (60, 66), (63, 65), (70, 50), (100, 1)]
            for sa, sb in shapes:
                a, b = k.int_op(bits), k.int_op(bits)
                if sa or sb:
                    a2, b2 = k.t(), k.t()
                    k.lines += ["  %s = lshr %s %s, %d" % (a2, ty, a, sa), "  %s = lshr %s %s, %d" % (b2, ty, b, sb)]
                    a, b = a2, b2
                st = "{ %s, i1 }" % ty
                r = k.call(st, "llvm.%s.with.overflow.%s" % (op, ty), [(ty, a), (ty, b)])
                v, o = k.t(), k.t()
                k.lines += ["  %s = extractvalue %s %s, 0" % (v, st, r), "  %s = extractvalue %s %s, 1" % (o, st, r)]
                k.store(ty, v)
                k.store("i1", o)
    return k


def g_bits():
    k = K("bits")
    for bits in [1, 8, 16, 128]:
        ty = "i%d" % bits
        for op in ["ctpop", "ctlz", "cttz", "bitreverse", "bswap", "abs", "fshl", "fshr"]:
            if bits != 128 and op in ("bswap", "abs", "fshl", "fshr"):
                continue
            a = k.int_op(bits)
            if op in ("ctlz", "cttz", "abs"):
                r = k.call(ty, "llvm.%s.%s" % (op, ty), [(ty, a), ("i1", "false")])
            elif op.startswith("fsh"):
                r = k.call(ty, "llvm.%s.%s" % (op, ty), [(ty, a), (ty, k.int_op(bits)), (ty, k.int_op(bits))])
            else:
                r = k.call(ty, "llvm.%s.%s" % (op, ty), [(ty, a)])
            k.store(ty, r)
    return k


def parse_ty(t):
    """'<4 x i8>' -> (4, 'i8'); 'i32' -> (0, 'i32')"""
    if t.startswith("<"):
        n, e = t[1:-1].split(" x ")
        return int(n), e
    return 0, t


def g_bitcast():
    k = K("bitcast")
    pairs = [("<2 x i64>", "<4 x i32>"), ("<4 x i32>", "<8 x i16>"), ("<4 x i32>", "<16 x i8>"), ("<2 x i32>", "<8 x i8>"),
             ("i32", "<4 x i8>"), ("<4 x i8>", "i32"), ("<8 x i8>", "<2 x i32>"), ("<4 x i8>", "<2 x i16>"),
             ("<2 x i16>", "<4 x i8>"), ("<4 x i32>", "i128"), ("<2 x i64>", "<16 x i8>"), ("<2 x i64>", "<8 x i16>"),
             ("<16 x i8>", "<2 x i64>"), ("<8 x i16>", "<4 x i32>"), ("<2 x double>", "<4 x i32>"),
             ("<4 x float>", "<8 x i16>"), ("<8 x i8>", "double"), ("<4 x half>", "<2 x i32>"), ("<2 x i32>", "<4 x half>"),
             ("i64", "<8 x i8>"), ("<2 x i64>", "<4 x float>"), ("<8 x i16>", "<16 x i8>")]
    for a, b in pairs:
        n, e = parse_ty(a)

        def one(e=e):
            return k.fp_op(e) if e in FTY else k.int_op(int(e[1:]))
        v = k.vec(n, e, one) if n else one()
        r = k.t()
        k.lines.append("  %s = bitcast %s %s to %s" % (r, a, v, b))
        m, f = parse_ty(b)
        for i in range(max(m, 1)):
            x = r
            if m:
                x = k.t()
                k.lines.append("  %s = extractelement %s %s, i32 %d" % (x, b, r, i))
            if f in FTY:  # the raw bits: a bitcast moves NaN payloads unchanged
                y = k.t()
                k.lines.append("  %s = bitcast %s %s to i%d" % (y, f, x, FTY[f][1]))
                x, f2 = y, "i%d" % FTY[f][1]
            else:
                f2 = f
            k.store(f2, x)
    return k


def g_divpow2():
    """division by constant powers of two at every width (shifts and masks in ptxsel)"""
    k = K("divpow2")
    for w, exps in ((128, [0, 1, 3, 63, 64, 100, 126, 127]), (64, [0, 1, 5, 31, 32, 62, 63]),
                    (32, [0, 1, 4, 30, 31]), (16, [0, 1, 3, 14, 15]), (8, [0, 1, 2, 6, 7])):
        for e in exps:
            for op in ["udiv", "urem", "sdiv", "srem"]:
                a = k.int_op(w)
                r = k.t()
                c = 1 << e
                if c >= 1 << (w - 1):
                    c -= 1 << w  # LLVM prints the top bit's constant as negative
                k.lines.append("  %s = %s i%d %s, %d" % (r, op, w, a, c))
                k.store("i%d" % w, r)
    return k


def g_fpident():
    """x + -0.0, x - 0.0, x * 1.0, x / 1.0 on random bits (random NaN payloads among them, one
    float in 256, one half in 32): x itself bit for bit, as LLVM's DAG folds them"""
    k = K("fpident")
    for ty, one, negz, posz in (("float", "1.0", "-0.0", "0.0"), ("double", "1.0", "-0.0", "0.0"),
                                ("half", "0xH3C00", "0xH8000", "0xH0000")):
        for _ in range(4):
            x = k.fp_op(ty)
            for op, a, b in (("fmul", x, one), ("fmul", one, x), ("fadd", x, negz), ("fsub", x, posz),
                             ("fdiv", x, one)):
                r = k.t()
                k.lines.append("  %s = %s %s %s, %s" % (r, op, ty, a, b))
                k.store(ty, r)
    return k


def g_frem():
    """frem on every FP type (llc expands it; ptxsel's row must agree bit for bit)"""
    k = K("frem")
    for ty in ["float", "double", "half", "bfloat"]:
        for flags in ["", "contract "]:
            for _ in range(3):
                a, b = k.fp_op(ty), k.fp_op(ty)
                r = k.t()
                k.lines.append("  %s = frem %s%s %s, %s" % (r, flags, ty, a, b))
                k.store(ty, r)
    return k


def g_round():
    """llvm.round (half away from zero), expanded as llc-19 expands it"""
    k = K("round")
    for ty, sf in (("float", "f32"), ("double", "f64")):
        consts = ["0.5", "-0.5", "1.5", "2.5", "-2.5", "0x3FDFFFFFE0000000", "-0.0", "8388609.0", "0x46293E5940000000"]
        if ty == "double":
            consts += ["4503599627370497.0", "0x3FDFFFFFFFFFFFFF", "-4503599627370495.5"]
        vals = [k.fp_op(ty) for _ in range(6)] + [c for c in consts]
        for v in vals:
            if not v.startswith("%"):
                t = k.t()
                k.lines.append("  %s = fadd %s %s, 0.0" % (t, ty, v))  # a constant through an instruction
                v = t
            r = k.call(ty, "llvm.round.%s" % sf, [(ty, v)])
            k.store(ty, r)
    # half and bfloat go through f32 (llc-19 promotes them); vectors by element
    for ty, sf in (("half", "f16"), ("bfloat", "bf16")):
        for _ in range(6):
            r = k.call(ty, "llvm.round.%s" % sf, [(ty, k.fp_op(ty))])
            k.store(ty, r)
        vt = "<2 x %s>" % ty
        for op in ("round", "sqrt"):
            v = k.vec(2, ty, lambda: k.fp_op(ty))
            r = k.call(vt, "llvm.%s.v2%s" % (op, sf), [(vt, v)])
            for i in range(2):
                x = k.t()
                k.lines.append("  %s = extractelement %s %s, i32 %d" % (x, vt, r, i))
                k.store(ty, x)
    # sqrt on bfloat (through f32, as llc-19), and the rounding functions on
    # bfloat (native from sm_90, through f32 before)
    for _ in range(4):
        r = k.call("bfloat", "llvm.sqrt.bf16", [("bfloat", k.fp_op("bfloat"))])
        k.store("bfloat", r)
    for op in ("floor", "ceil", "trunc", "rint", "nearbyint", "roundeven"):
        for _ in range(3):
            r = k.call("bfloat", "llvm.%s.bf16" % op, [("bfloat", k.fp_op("bfloat"))])
            k.store("bfloat", r)
    return k


def g_atomics():
    """atomics PTX has no atom for, expanded into cmpxchg loops (as llc-19's
    AtomicExpand does): every thread updates its own byte / halfword / word
    of shared memory, so neighbours in one 32-bit word contend and the loops
    retry, while the old value each thread gets and the final memory are
    deterministic; plus the native half / bfloat fadd"""
    k = K("atomics")
    k.globals.append("@atb = internal addrspace(3) global [256 x i32] undef, align 8")
    k.decls.add("declare void @llvm.nvvm.barrier0()")
    cases = [(ty, op) for ty in ("i8", "i16") for op in
             ("add", "sub", "and", "or", "xor", "xchg", "max", "min", "umax", "umin", "nand", "uinc_wrap", "udec_wrap")]
    cases += [("i32", "uinc_wrap"), ("i32", "udec_wrap"), ("i32", "nand"), ("i64", "nand"), ("i64", "uinc_wrap")]
    cases += [(ty, op) for ty in ("half", "bfloat") for op in ("fadd", "fsub", "fmax", "fmin", "xchg")]
    cases += [(ty, op) for ty in ("float", "double") for op in ("fsub", "fmax", "fmin")]
    cases += [("i8", "cmpxchg"), ("i16", "cmpxchg")]
    for ty, op in cases:
        bits = FTY[ty][1] if ty in FTY else int(ty[1:])
        init = k.fp_op(ty) if ty in FTY else k.int_op(bits)
        val = k.fp_op(ty) if ty in FTY else k.int_op(bits)
        a = k.t()
        # element tid of the shared array viewed as an array of ty
        k.lines.append("  %s = getelementptr %s, ptr addrspace(3) @atb, i32 %%tid" % (a, ty))
        k.lines.append("  store %s %s, ptr addrspace(3) %s" % (ty, init, a))
        k.lines.append("  call void @llvm.nvvm.barrier0()")
        old = k.t()
        if op == "cmpxchg":
            # compare with the value just stored in even threads, with another in odd ones
            odd, cmpv, pair = k.t(), k.t(), k.t()
            k.lines += ["  %s = trunc i32 %%tid to i1" % odd,
                        "  %s = select i1 %s, %s %s, %s %s" % (cmpv, odd, ty, val, ty, init),
                        "  %s = cmpxchg ptr addrspace(3) %s, %s %s, %s %s monotonic monotonic" % (pair, a, ty, cmpv, ty, val),
                        "  %s = extractvalue { %s, i1 } %s, 0" % (old, ty, pair)]
            ok, okz = k.t(), k.t()
            k.lines += ["  %s = extractvalue { %s, i1 } %s, 1" % (ok, ty, pair), "  %s = zext i1 %s to i32" % (okz, ok)]
            k.store("i32", okz)
        else:
            k.lines.append("  %s = atomicrmw %s ptr addrspace(3) %s, %s %s monotonic" % (old, op, a, ty, val))
        k.lines.append("  call void @llvm.nvvm.barrier0()")
        fin = k.t()
        k.lines.append("  %s = load %s, ptr addrspace(3) %s" % (fin, ty, a))
        k.lines.append("  call void @llvm.nvvm.barrier0()")
        k.store(ty, old)
        k.store(ty, fin)
    return k


def g_icall():
    """indirect calls (a .callprototype and call through a register, as
    llc-19 prints them): the target is chosen per thread among functions of
    one type, with scalar, half, vector, struct and byval arguments and
    results, and a void function writing through a pointer"""
    k = K("icall")
    k.globals += [
        "%struct.P = type { i32, float, i8 }",
        "define internal i32 @ia(i32 %x, i32 %y) noinline { %r = add i32 %x, %y\n ret i32 %r }",
        "define internal i32 @ib(i32 %x, i32 %y) noinline { %r = mul i32 %x, %y\n ret i32 %r }",
        "define internal i32 @ic(i32 %x, i32 %y) noinline { %r = xor i32 %x, %y\n ret i32 %r }",
        "define internal float @fa(float %x, half %h) noinline { %e = fpext half %h to float\n %r = fmul float %x, %e\n ret float %r }",
        "define internal float @fb(float %x, half %h) noinline { %e = fpext half %h to float\n %r = fsub float %x, %e\n ret float %r }",
        "define internal %struct.P @sa(<2 x i16> %v, i8 signext %c) noinline {\n %a = extractelement <2 x i16> %v, i32 0\n"
        " %b = extractelement <2 x i16> %v, i32 1\n %x = sext i16 %a to i32\n %y = uitofp i16 %b to float\n"
        " %p0 = insertvalue %struct.P poison, i32 %x, 0\n %p1 = insertvalue %struct.P %p0, float %y, 1\n"
        " %p2 = insertvalue %struct.P %p1, i8 %c, 2\n ret %struct.P %p2 }",
        "define internal %struct.P @sb(<2 x i16> %v, i8 signext %c) noinline {\n %a = extractelement <2 x i16> %v, i32 1\n"
        " %x = zext i16 %a to i32\n %y = sitofp i8 %c to float\n %p0 = insertvalue %struct.P poison, i32 %x, 0\n"
        " %p1 = insertvalue %struct.P %p0, float %y, 1\n %p2 = insertvalue %struct.P %p1, i8 7, 2\n ret %struct.P %p2 }",
        "define internal i32 @ba(ptr byval(%struct.P) align 4 %p) noinline {\n %q = getelementptr %struct.P, ptr %p, i32 0, i32 2\n"
        " %c = load i8, ptr %q\n %x = load i32, ptr %p\n %z = zext i8 %c to i32\n %r = sub i32 %x, %z\n ret i32 %r }",
        "define internal i32 @bb(ptr byval(%struct.P) align 4 %p) noinline {\n %x = load i32, ptr %p\n %r = shl i32 %x, 3\n ret i32 %r }",
        "define internal void @va(ptr %o, i64 %v) noinline { store i64 %v, ptr %o\n ret void }",
        "define internal void @vb(ptr %o, i64 %v) noinline { %n = xor i64 %v, -1\n store i64 %n, ptr %o\n ret void }",
    ]
    def pick(names, ty):
        """a per-thread choice among functions (by a word of in[])"""
        sel = k.word()
        acc = "@" + names[0]
        for i, n in enumerate(names[1:], 1):
            m, c, r = k.t(), k.t(), k.t()
            k.lines += ["  %s = urem i32 %s, %d" % (m, sel, len(names)),
                        "  %s = icmp eq i32 %s, %d" % (c, m, i),
                        "  %s = select i1 %s, ptr @%s, ptr %s" % (r, c, n, acc)]
            acc = r
        return acc
    for _ in range(3):
        f = pick(["ia", "ib", "ic"], "i32")
        r = k.t()
        k.lines.append("  %s = call i32 %s(i32 %s, i32 %s)" % (r, f, k.word(), k.word()))
        k.store("i32", r)
        f = pick(["fa", "fb"], "float")
        r = k.t()
        x = k.t()
        k.lines.append("  %s = bitcast i32 %s to float" % (x, k.word()))
        k.lines.append("  %s = call float %s(float %s, half %s)" % (r, f, x, k.fp_op("half")))
        k.store("float", r)
        f = pick(["sa", "sb"], "%struct.P")
        r = k.t()
        v = k.vec(2, "i16", lambda: k.int_op(16))
        k.lines.append("  %s = call %%struct.P %s(<2 x i16> %s, i8 signext %s)" % (r, f, v, k.int_op(8)))
        for i, ty in enumerate(("i32", "float", "i8")):
            x = k.t()
            k.lines.append("  %s = extractvalue %%struct.P %s, %d" % (x, r, i))
            k.store(ty, x)
        a, f = k.t(), pick(["ba", "bb"], "i32")
        k.lines.append("  %s = alloca %%struct.P, align 4" % a)
        k.lines.append("  store i32 %s, ptr %s" % (k.word(), a))
        q = k.t()
        k.lines += ["  %s = getelementptr %%struct.P, ptr %s, i32 0, i32 2" % (q, a), "  store i8 %s, ptr %s" % (k.int_op(8), q)]
        r = k.t()
        k.lines.append("  %s = call i32 %s(ptr byval(%%struct.P) align 4 %s)" % (r, f, a))
        k.store("i32", r)
        o, f = k.t(), pick(["va", "vb"], "void")
        k.lines.append("  %s = alloca i64, align 8" % o)
        w = k.t()
        k.lines.append("  %s = zext i32 %s to i64" % (w, k.word()))
        k.lines.append("  call void %s(ptr %s, i64 %s)" % (f, o, w))
        r = k.t()
        k.lines.append("  %s = load i64, ptr %s" % (r, o))
        k.store("i64", r)
    return k


def g_minmax():
    """llvm.minnum / maxnum on half, <2 x half> and float (before sm_80 the
    half ones go through f32, as llc-19 promotes them)"""
    k = K("minmax")
    for op in ("minnum", "maxnum"):
        for ty, sf in (("half", "f16"), ("float", "f32")):
            for _ in range(4):
                r = k.call(ty, "llvm.%s.%s" % (op, sf), [(ty, k.fp_op(ty)), (ty, k.fp_op(ty))])
                k.store(ty, r)
        vt = "<2 x half>"
        a, b = k.vec(2, "half", lambda: k.fp_op("half")), k.vec(2, "half", lambda: k.fp_op("half"))
        r = k.call(vt, "llvm.%s.v2f16" % op, [(vt, a), (vt, b)])
        for i in range(2):
            x = k.t()
            k.lines.append("  %s = extractelement %s %s, i32 %d" % (x, vt, r, i))
            k.store("half", x)
    return k


def g_dynalloca():
    """dynamic allocas (run-time element counts, PTX alloca): each filled
    through a pointer, read back, and passed to a function"""
    k = K("dynalloca")
    k.globals.append("define internal i64 @sum(ptr %p, i32 %n) noinline {\nentry:\n br label %l\n"
                     "l:\n %i = phi i32 [0, %entry], [%i1, %l]\n %s = phi i64 [0, %entry], [%s1, %l]\n"
                     " %q = getelementptr i64, ptr %p, i32 %i\n %v = load i64, ptr %q\n %s1 = add i64 %s, %v\n"
                     " %i1 = add i32 %i, 1\n %c = icmp ult i32 %i1, %n\n br i1 %c, label %l, label %x\n"
                     "x:\n ret i64 %s1\n}")
    for j in range(4):
        w = k.word()
        n, a = k.t(), k.t()
        k.lines += ["  %s = and i32 %s, 7" % (n, w), "  %s = add i32 %s, 1" % (a, n)]
        p = k.t()
        k.lines.append("  %s = alloca i64, i32 %s, align %d" % (p, a, 16 << (j % 2)))
        # fill every element (a straight-line store per possible slot, guarded by the count)
        for e in range(8):
            c, q, v = k.t(), k.t(), k.t()
            k.lines += ["  %s = icmp ult i32 %d, %s" % (c, e, a),
                        "  %s = getelementptr i64, ptr %s, i32 %d" % (q, p, e)]
            x = k.word()
            z = k.t()
            k.lines += ["  %s = zext i32 %s to i64" % (z, x),
                        "  %s = select i1 %s, ptr %s, ptr %s" % (v, c, q, p)]
            k.lines.append("  store i64 %s, ptr %s" % (z, v))
        r = k.t()
        k.lines.append("  %s = call i64 @sum(ptr %s, i32 %s)" % (r, p, a))
        k.store("i64", r)
    return k


FPFMT = {"half": (16, 5, 10), "bfloat": (16, 8, 7), "float": (32, 8, 23), "double": (64, 11, 52)}


def fp_class_op(k, ty):
    """random bits of ty with the exponent field forced to 0 (zero or
    subnormal) or all ones (infinity or NaN) one time in four each, and the
    mantissa to 0 one time in eight: every class comes up"""
    w, e, m = FPFMT[ty]
    it = "i%d" % w
    b = k.int_op(w)
    s1, s2 = k.word(), k.word()
    sel, z = k.t(), k.t()
    k.lines += ["  %s = and i32 %s, 3" % (sel, s1), "  %s = and i32 %s, 7" % (z, s2)]
    expmask = ((1 << e) - 1) << m
    lo, hi, c0, c1, r1, r2, cz, nm, r3 = (k.t() for _ in range(9))
    k.lines += ["  %s = and %s %s, %d" % (lo, it, b, ~expmask & ((1 << w) - 1) if w < 64 else ~expmask),
                "  %s = or %s %s, %d" % (hi, it, b, expmask if expmask < (1 << (w - 1)) else expmask - (1 << w)),
                "  %s = icmp eq i32 %s, 0" % (c0, sel), "  %s = icmp eq i32 %s, 1" % (c1, sel),
                "  %s = select i1 %s, %s %s, %s %s" % (r1, c0, it, lo, it, b),
                "  %s = select i1 %s, %s %s, %s %s" % (r2, c1, it, hi, it, r1),
                "  %s = icmp eq i32 %s, 0" % (cz, z),
                "  %s = and %s %s, %d" % (nm, it, r2, ~((1 << m) - 1)),
                "  %s = select i1 %s, %s %s, %s %s" % (r3, cz, it, nm, it, r2)]
    x = k.t()
    k.lines.append("  %s = bitcast %s %s to %s" % (x, it, r3, ty))
    return x


def g_fpclass():
    """llvm.is.fpclass (every class bit alone, and mixes) and llvm.frexp on
    half, bfloat, float and double, scalars and <2 x float>, on values of
    every class (zeros, subnormals, infinities, quiet and signalling NaNs)"""
    k = K("fpclass")
    sfx = {"half": "f16", "bfloat": "bf16", "float": "f32", "double": "f64"}
    for ty in ("half", "bfloat", "float", "double"):
        for _ in range(3):
            x = fp_class_op(k, ty)
            for mask in [1 << b for b in range(10)] + [0x3ff, 0x207, 0x3, 0x1f8, 0x90]:
                r = k.call("i1", "llvm.is.fpclass.%s" % sfx[ty], [(ty, x), ("i32", str(mask))])
                z = k.t()
                k.lines.append("  %s = zext i1 %s to i32" % (z, r))
                k.store("i32", z)
            f = k.call("{%s, i32}" % ty, "llvm.frexp.%s.i32" % sfx[ty], [(ty, x)])
            mant, ex = k.t(), k.t()
            k.lines += ["  %s = extractvalue {%s, i32} %s, 0" % (mant, ty, f),
                        "  %s = extractvalue {%s, i32} %s, 1" % (ex, ty, f)]
            k.store(ty, mant)
            k.store("i32", ex)
    vt = "<2 x float>"
    v = k.vec(2, "float", lambda: fp_class_op(k, "float"))
    r = k.call("<2 x i1>", "llvm.is.fpclass.v2f32", [(vt, v), ("i32", "516")])
    f = k.call("{%s, <2 x i32>}" % vt, "llvm.frexp.v2f32.v2i32", [(vt, v)])
    for i in range(2):
        a, z, fm, fe, m, e = (k.t() for _ in range(6))
        k.lines += ["  %s = extractelement <2 x i1> %s, i32 %d" % (a, r, i), "  %s = zext i1 %s to i32" % (z, a),
                    "  %s = extractvalue {%s, <2 x i32>} %s, 0" % (fm, vt, f),
                    "  %s = extractvalue {%s, <2 x i32>} %s, 1" % (fe, vt, f),
                    "  %s = extractelement %s %s, i32 %d" % (m, vt, fm, i),
                    "  %s = extractelement <2 x i32> %s, i32 %d" % (e, fe, i)]
        k.store("i32", z)
        k.store("float", m)
        k.store("i32", e)
    return k


def g_fpsat():
    """llvm.fpto{s,u}i.sat from half, bfloat, float and double to i2, i7, i8,
    i16, i32, i33 and i64 (NaN, infinities, huge and tiny values among the
    inputs), and llvm.minimum / maximum on double (NaNs, +0 and -0)"""
    k = K("fpsat")
    sfx = {"half": "f16", "bfloat": "bf16", "float": "f32", "double": "f64"}
    for ty in ("half", "bfloat", "float", "double"):
        for _ in range(2):
            x = fp_class_op(k, ty)
            for op in ("fptosi", "fptoui"):
                # not i1: llc-19 miscompiles fpto{s,u}i.sat.i1 (it compares
                # the clamped value's bits with 0: fptoui.sat.i1(1.0) = 0,
                # fptosi.sat.i1(0.5) = -1), so it is no reference there
                for w in (2, 7, 8, 16, 32, 33, 64):
                    r = k.call("i%d" % w, "llvm.%s.sat.i%d.%s" % (op, w, sfx[ty]), [(ty, x)])
                    k.store("i%d" % w, r)
    for op in ("minimum", "maximum"):
        for _ in range(6):
            a, b = fp_class_op(k, "double"), fp_class_op(k, "double")
            # one time in four each: a zero of either sign for a, or b = -a
            s1, s2, c1, c2, z, nb, a2, b2 = k.word(), k.word(), k.t(), k.t(), k.t(), k.t(), k.t(), k.t()
            k.lines += ["  %s = icmp ult i32 %s, 1073741824" % (c1, s1),
                        "  %s = icmp ult i32 %s, 1073741824" % (c2, s2),
                        "  %s = select i1 %s, double -0.0, double 0.0" % (z, c2),
                        "  %s = select i1 %s, double %s, double %s" % (a2, c1, z, a),
                        "  %s = fneg double %s" % (nb, a2),
                        "  %s = select i1 %s, double %s, double %s" % (b2, c2, nb, b)]
            r = k.call("double", "llvm.%s.f64" % op, [("double", a2), ("double", b2)])
            bits = k.t()
            k.lines.append("  %s = bitcast double %s to i64" % (bits, r))
            k.store("i64", bits)
    return k


def g_ldexp():
    """llvm.ldexp on half, bfloat, float and double with values of every class
    and exponents around the format's limits (subnormal results, double
    scaling, overflow) and far beyond (+-2^31-1): the result's raw bits"""
    k = K("ldexp")
    sfx = {"half": "f16", "bfloat": "bf16", "float": "f32", "double": "f64"}
    for ty in ("half", "bfloat", "float", "double"):
        w = FPFMT[ty][0]
        for _ in range(6):
            x = fp_class_op(k, ty)
            r0, sel, e, wide, c1, c2 = k.word(), k.word(), k.t(), k.t(), k.t(), k.t()
            # the exponent: (r0 mod 2400) - 1200, or one time in eight +-(2^31 - 1)
            k.lines += ["  %s = urem i32 %s, 2400" % (e, r0), "  %s = sub i32 %s, 1200" % (wide, e),
                        "  %s = and i32 %s, 15" % (c1, sel)]
            big, neg, ex = k.t(), k.t(), k.t()
            k.lines += ["  %s = icmp eq i32 %s, 0" % (big, c1), "  %s = icmp eq i32 %s, 1" % (neg, c1),
                        "  %s = select i1 %s, i32 2147483647, i32 %s" % (c2, big, wide),
                        "  %s = select i1 %s, i32 -2147483647, i32 %s" % (ex, neg, c2)]
            r = k.call(ty, "llvm.ldexp.%s.i32" % sfx[ty], [(ty, x), ("i32", ex)])
            b = k.t()
            k.lines.append("  %s = bitcast %s %s to i%d" % (b, ty, r, w))
            k.store("i%d" % w, b)
    return k


def g_nvvm_cvt():
    """the NVVM conversions with an explicit rounding: llvm.nvvm.{f,d}2{i,ui,ll,ull}.R[.ftz],
    {i,ui,ll,ull}2{f,d}.R, d2f.R[.ftz], f2h.rn[.ftz], on values of every class"""
    k = K("nvvm_cvt")
    T = {"f": "float", "d": "double", "i": "i32", "ui": "i32", "ll": "i64", "ull": "i64", "h": "i16"}
    pairs = [("f", "i"), ("f", "ui"), ("d", "i"), ("d", "ui"), ("f", "ll"), ("f", "ull"), ("d", "ll"), ("d", "ull"),
             ("i", "f"), ("ui", "f"), ("i", "d"), ("ui", "d"), ("ll", "f"), ("ull", "f"), ("ll", "d"), ("ull", "d"),
             ("d", "f"), ("f", "h")]
    for a, b in pairs:
        for rnd in ("rn", "rz", "rm", "rp"):
            for ftz in ("", ".ftz"):
                if (ftz and not (a == "f" or (a == "d" and b == "f"))) or (b == "h" and rnd != "rn"):
                    continue
                x = fp_class_op(k, T[a]) if a in ("f", "d") else k.int_op(int(T[a][1:]))
                r = k.call(T[b], "llvm.nvvm.%s2%s.%s%s" % (a, b, rnd, ftz), [(T[a], x)])
                if T[b] in ("float", "double"):
                    bits = k.t()
                    k.lines.append("  %s = bitcast %s %s to i%d" % (bits, T[b], r, 32 if T[b] == "float" else 64))
                    k.store("i%d" % (32 if T[b] == "float" else 64), bits)
                else:
                    k.store(T[b], r)
    return k


def g_bf16_sm75():
    """bfloat arithmetic for sm_75, which has no bf16 instructions: float
    results rounded back to bfloat on the bits (fptrunc, fadd, fsub, fmul,
    fdiv, sqrt, floor, rint, minnum, maxnum, fma, fmuladd, fabs), copysign
    on the bits, fptrunc from double (rounded to odd, then to nearest even),
    on values of every class;
    both tools select for sm_75, ptxas builds sm_90a code"""
    k = K("bf16_sm75")
    k.cpu = "sm_75"
    for _ in range(4):
        f = fp_class_op(k, "float")
        r = k.t()
        k.lines.append("  %s = fptrunc float %s to bfloat" % (r, f))
        k.store("bfloat", r)
        a, b = fp_class_op(k, "bfloat"), fp_class_op(k, "bfloat")
        for op in ("fadd", "fsub", "fmul", "fdiv"):
            r = k.t()
            k.lines.append("  %s = %s bfloat %s, %s" % (r, op, a, b))
            bits = k.t()
            k.lines.append("  %s = bitcast bfloat %s to i16" % (bits, r))
            k.store("i16", bits)
        for fn in ("sqrt", "floor", "rint"):
            r = k.call("bfloat", "llvm.%s.bf16" % fn, [("bfloat", a)])
            k.store("bfloat", r)
        for fn in ("minnum", "maxnum"):
            r = k.call("bfloat", "llvm.%s.bf16" % fn, [("bfloat", a), ("bfloat", b)])
            k.store("bfloat", r)
        c = fp_class_op(k, "bfloat")
        for fn in ("fma", "fmuladd"):
            r = k.call("bfloat", "llvm.%s.bf16" % fn, [("bfloat", a), ("bfloat", b), ("bfloat", c)])
            bits = k.t()
            k.lines.append("  %s = bitcast bfloat %s to i16" % (bits, r))
            k.store("i16", bits)
        # fabs: compared as a value (a NaN as any NaN): llc-19 goes through
        # abs.f32, which quiets a signalling NaN and leaves its payload to
        # ptxas; ptxsel clears the sign bit, as LangRef defines fabs
        r = k.call("bfloat", "llvm.fabs.bf16", [("bfloat", a)])
        k.store("bfloat", r)
        r = k.call("bfloat", "llvm.copysign.bf16", [("bfloat", a), ("bfloat", b)])
        bits = k.t()
        k.lines.append("  %s = bitcast bfloat %s to i16" % (bits, r))
        k.store("i16", bits)
        dd = fp_class_op(k, "double")
        r, bits = k.t(), k.t()
        k.lines += ["  %s = fptrunc double %s to bfloat" % (r, dd), "  %s = bitcast bfloat %s to i16" % (bits, r)]
        k.store("i16", bits)
    return k


def g_minimum_sm75():
    """llvm.minimum / maximum on half, float and double selected for sm_75,
    which has no min.NaN / max.NaN (NaNs, signed zeros, raw result bits)"""
    k = K("minimum_sm75")
    k.cpu = "sm_75"
    sfx = {"half": "f16", "float": "f32", "double": "f64"}
    for ty in ("half", "float", "double"):
        w = FPFMT[ty][0]
        for op in ("minimum", "maximum"):
            for _ in range(4):
                a, b = fp_class_op(k, ty), fp_class_op(k, ty)
                s1, c1, z, nb, a2, b2 = k.word(), k.t(), k.t(), k.t(), k.t(), k.t()
                k.lines += ["  %s = icmp ult i32 %s, 1073741824" % (c1, s1),
                            "  %s = select i1 %s, %s %s, %s %s" % (a2, c1, ty, "0.0", ty, a),
                            "  %s = fneg %s %s" % (nb, ty, a2),
                            "  %s = select i1 %s, %s %s, %s %s" % (b2, c1, ty, nb, ty, b)]
                r = k.call(ty, "llvm.%s.%s" % (op, sfx[ty]), [(ty, a2), (ty, b2)])
                bits = k.t()
                k.lines.append("  %s = bitcast %s %s to i%d" % (bits, ty, r, w))
                k.store("i%d" % w, bits)
    return k


def g_legacy_warp():
    """shfl and vote without .sync (llvm.nvvm.shfl.{up,down,bfly,idx}.{i32,f32}[p],
    vote.{all,any,uni,ballot}), as llc-19 prints them: PTX below 6.4 only, so
    both tools select for sm_75 at PTX 6.3 and ptxas builds sm_90a code from
    it; every lane of the warp runs them (converged, so the result is defined)"""
    k = K("legacy_warp")
    k.cpu, k.mattr = "sm_75", "+ptx63"
    for mode, clamp in (("up", 0), ("down", 31), ("bfly", 31), ("idx", 31)):
        for ty, sfx in (("i32", "i32"), ("float", "f32")):
            v = k.word() if ty == "i32" else k.fp_op("float")
            w, lane = k.word(), k.t()
            k.lines.append("  %s = and i32 %s, 31" % (lane, w))
            r = k.call(ty, "llvm.nvvm.shfl.%s.%s" % (mode, sfx), [(ty, v), ("i32", lane), ("i32", str(clamp))])
            k.store(ty, r)
            rp = k.call("{%s, i1}" % ty, "llvm.nvvm.shfl.%s.%sp" % (mode, sfx),
                        [(ty, v), ("i32", lane), ("i32", str(clamp))])
            a, b, z = k.t(), k.t(), k.t()
            k.lines += ["  %s = extractvalue {%s, i1} %s, 0" % (a, ty, rp),
                        "  %s = extractvalue {%s, i1} %s, 1" % (b, ty, rp), "  %s = zext i1 %s to i32" % (z, b)]
            k.store(ty, a)
            k.store("i32", z)
    for op in ("all", "any", "uni", "ballot"):
        w, c = k.word(), k.t()
        k.lines.append("  %s = icmp ult i32 %s, %d" % (c, w, 1 << 31))
        r = k.call("i32" if op == "ballot" else "i1", "llvm.nvvm.vote.%s" % op, [("i1", c)])
        if op != "ballot":
            z = k.t()
            k.lines.append("  %s = zext i1 %s to i32" % (z, r))
            r = z
        k.store("i32", r)
    return k


def g_asm_b128():
    """inline asm with i128 operands in .b128 registers (constraint q, PTX 8.3):
    mov.b128 packs and unpacks them around the asm, as llc-19 does"""
    k = K("asm_b128")
    k.mattr = "+ptx83"
    for j in range(6):
        x, y = k.int_op(128), k.int_op(128)
        r = k.t()
        if j % 3 == 0:  # through the register unchanged
            k.lines.append('  %s = call i128 asm sideeffect "mov.b128 $0, $1;", "=q,q"(i128 %s)' % (r, x))
        elif j % 3 == 1:  # halves swapped and added to in PTX
            k.lines.append('  %s = call i128 asm sideeffect "{ .reg .b64 lo, hi, a, b; mov.b128 {lo, hi}, $1; '
                           'mov.b128 {a, b}, $2; add.s64 lo, lo, b; xor.b64 hi, hi, a; mov.b128 $0, {hi, lo}; }", '
                           '"=q,q,q"(i128 %s, i128 %s)' % (r, x, y))
        else:  # tied input
            k.lines.append('  %s = call i128 asm sideeffect "{ .reg .b64 lo, hi; mov.b128 {lo, hi}, $0; '
                           'add.s64 hi, hi, 7; mov.b128 $0, {lo, hi}; }", "=q,0"(i128 %s)' % (r, x))
        k.store("i128", r)
    return k


GROUPS = [g_reduce_int, g_reduce_fp, g_sat, g_overflow, g_bits, g_bitcast, g_divpow2, g_fpident, g_frem, g_round, g_atomics,
          g_icall, g_minmax, g_dynalloca, g_asm_b128, g_legacy_warp, g_fpclass, g_fpsat, g_ldexp, g_nvvm_cvt, g_bf16_sm75, g_minimum_sm75]


def write_all(out):
    os.makedirs(out, exist_ok=True)
    res = []
    for g in GROUPS:
        k = g()
        path = os.path.join(out, "intr_%s.ll" % k.name)
        with open(path, "w") as f:
            f.write(k.text(k.k))
        opts = ["-mcpu=" + getattr(k, "cpu", None)] if getattr(k, "cpu", None) else []
        opts += ["-mattr=" + k.mattr] if getattr(k, "mattr", None) else []
        res.append((k.name, path, k.k, opts))
    return res


def bundle(args):
    import driver
    work = os.path.join(args.bundle, "work")
    results = []
    bad = 0
    for name, path, slots, opts in write_all(os.path.join(args.bundle, "ll")):
        cpu = next((o[6:] for o in opts if o.startswith("-mcpu=")), args.cpu)
        extra = [o for o in opts if not o.startswith("-mcpu=")]
        for level in ("O0", "O2"):
            pname = "intr_%s_%s" % (name, level)
            d = os.path.join(work, pname)
            os.makedirs(d, exist_ok=True)
            ok = True
            for tool, cmd in (("llc", [driver.LLC, "-" + level, "-march=nvptx64", "-mcpu=" + cpu] + extra +
                                       [path, "-o", os.path.join(d, "llc.ptx")]),
                              ("ptxsel", [args.ptxsel, "-" + level, "-mcpu=" + cpu] + extra +
                                         [path, "-o", os.path.join(d, "ptxsel.ptx")])):
                rc, _, err = driver.run(cmd)
                if rc == 0:
                    rc, _, err = driver.run([driver.PTXAS, "-arch=sm_90a", os.path.join(d, tool + ".ptx"), "-o",
                                             os.path.join(d, tool + ".cubin")])
                if rc != 0:
                    print("intrin_gen: %s: %s failed: %s" % (pname, tool, driver.first_diag(err)))
                    ok = False
                    bad += 1
            if ok:
                results.append({"name": pname, "seed": 0, "ok": True, "out_words": 256 * slots})
    n, size = driver.write_bundle(results, work, args.bundle)
    print("intrin_gen: %d kernels in %s (%d bytes)" % (n, args.bundle, size))
    return 1 if bad else 0


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", help="write the kernels (.ll) here")
    ap.add_argument("--bundle", help="compile with both tools and write a GPU bundle here")
    ap.add_argument("--ptxsel", default=os.path.join(ROOT, "build", "bin", "ptxsel"))
    ap.add_argument("--cpu", default="sm_90a",
                    help="the target both compilers select for (default sm_90a); ptxas always builds sm_90a "
                         "code from it, so an older target's lowering (sm_75: no min.f16, ...) runs on the H100")
    args = ap.parse_args()
    if args.bundle:
        sys.exit(bundle(args))
    if not args.out:
        ap.error("give --out or --bundle")
    for name, path, slots, opts in write_all(args.out):
        if opts:  # the options both compilers need (tests/lit/difftest/intrin-kernels.test)
            with open(path + ".opts", "w") as f:
                f.write(" ".join(opts) + "\n")
        print("%s: %d results per thread%s" % (path, slots, " (%s)" % " ".join(opts) if opts else ""))


if __name__ == "__main__":
    main()
