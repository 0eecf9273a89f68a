#!/usr/bin/env python3
"""gen.py -- random well-defined CUDA-style kernels for differential testing.

    gen.py --seed N -o prog.cu [--json prog.json]

Consumes: a seed. Produces: one CUDA-style C program (tests/difftest/difft.h
environment) with ONE kernel
    extern "C" __global__ void difft(const u32 *in, u64 *out, Params p)
launched as GRID x BLOCK threads; each thread writes a checksum of every
value it computed into out[global thread id]. The JSON sidecar records the
launch geometry and the constructs the program exercises (coverage).
Guarantees: deterministic from the seed (Python's random.Random); no
undefined behaviour (unsigned wrapping, masked shifts, non-zero divisors,
clamped float->int, masked indices, atomics only in order-independent ways,
barriers and warp collectives only in uniform control flow).

The program is a tree (Program -> Func -> Stmt -> Expr); reduce.py edits
the tree and re-renders it, so every statement must stay deletable: kernel
variables are all declared up front with initialisers and statements only
assign to them.
"""
import argparse
import json
import random
import re
import sys

GRID, BLOCK, IN_WORDS, PARAM_BYTES = 2, 128, 1024, 64
OUT_WORDS = GRID * BLOCK  # u64 per thread

INT_WIDTHS = [1, 7, 8, 13, 16, 24, 32, 33, 48, 63, 64, 65, 96, 128]
# profiles: "full" exercises every width; "std" only the widths with a PTX
# register class (1, 8, 16, 32, 64, 128), so that programs get past ptxsel's
# refusal of odd widths and reach the GPU comparison.
PROFILES = {
    "full": (INT_WIDTHS, [1, 7, 8, 16, 24, 32, 33, 48, 63, 64]),
    "std": ([1, 8, 16, 32, 64, 128], [1, 8, 16, 32, 64]),
    # std's program of the seed with half where std has bfloat, compiled
    # with f32 denormals flushed to zero (every function
    # "denormal-fp-math-f32"="preserve-sign,preserve-sign", module flag
    # nvvm-reflect-ftz 1): llc-19 selects the .ftz forms. No bfloat: there
    # llc-19 prints setp.ftz.bf16 / add.rn.ftz.bf16, which ptxas rejects
    # (138 of 400 programs of seeds 56101-56300 with it; ptxsel refuses them)
    "ftz": ([1, 8, 16, 32, 64, 128], [1, 8, 16, 32, 64]),
    # std's program of the seed with the fast-math flags that keep every
    # value defined: arcp (a division by a constant becomes a multiplication
    # by its reciprocal in both tools) and afn (no change in llc-19)
    "recip": ([1, 8, 16, 32, 64, 128], [1, 8, 16, 32, 64]),
    # std's program of the seed compiled with -funsafe-math-optimizations:
    # every function "unsafe-fp-math"="true" and "no-signed-zeros-fp-math"=
    # "true", every floating-point instruction reassoc nsz arcp afn (all
    # keep values defined; no nnan / ninf): div.approx, sqrt / rsqrt
    # estimates, fadd / fmul without .rn at -O2 (isel/fpmode.c); ptxsel
    # refuses what it does not model (refusals counted by construct)
    "unsafe": ([1, 8, 16, 32, 64, 128], [1, 8, 16, 32, 64]),
}
# profiles whose programs have no bfloat (the same random choices as std's,
# each bfloat type made half)
NO_BF16 = {"ftz"}
# the clang-19 flags a profile adds (clang_flags)
PROFILE_CLANG_FLAGS = {"ftz": ["-fgpu-flush-denormals-to-zero"], "recip": ["-freciprocal-math", "-fapprox-func"],
                      "unsafe": ["-funsafe-math-optimizations"]}


def clang_flags(profile):
    """The extra clang-19 flags of a profile's programs (the driver appends
    them to its own)."""
    return list(PROFILE_CLANG_FLAGS.get(profile, []))


# ----------------------------------------------------------------- types
class Ty:
    def __init__(self, kind, c, w=0, signed=False, elem=None, n=0, fields=None, name=None):
        self.kind, self.c, self.w, self.signed = kind, c, w, signed
        self.elem, self.n, self.fields, self.name = elem, n, fields, name

    def __repr__(self):
        return self.c

    @property
    def u(self):  # the unsigned twin of an int type
        return int_t(self.w, False, std=self.c in STD_NAMES) if self.kind == "int" else self


STD_NAMES = {"int", "u32", "long long", "u64", "__int128", "u128"}


def int_t(w, signed, std=False):
    if w == 1:
        return Ty("int", "bool", 1)
    if std and w in (32, 64, 128):
        c = {32: ("int", "u32"), 64: ("long long", "u64"), 128: ("__int128", "u128")}[w][0 if signed else 1]
    else:
        c = ("_BitInt(%d)" if signed else "unsigned _BitInt(%d)") % w
    return Ty("int", c, w, signed)


FLOATS = {n: Ty("float", n, w) for n, w in (("half", 16), ("bf16", 16), ("float", 32), ("double", 64))}
VECS = {
    "v4f32": Ty("vec", "v4f32", elem=FLOATS["float"], n=4),
    "v2f64": Ty("vec", "v2f64", elem=FLOATS["double"], n=2),
    "v2f16": Ty("vec", "v2f16", elem=FLOATS["half"], n=2),
    "v4u32": Ty("vec", "v4u32", elem=int_t(32, False, True), n=4),
    "v4u8": Ty("vec", "v4u8", elem=Ty("int", "unsigned char", 8), n=4),
    "v2u64": Ty("vec", "v2u64", elem=int_t(64, False, True), n=2),
}
WIDTH_FEAT = lambda t: "i%d" % t.w if t.kind == "int" else {"half": "f16", "bf16": "bf16", "float": "f32", "double": "f64"}.get(t.c, t.c)


# ----------------------------------------------------------------- tree
class E:
    """An expression: C text with @0, @1 ... holes for its kids."""

    def __init__(self, t, fmt, kids=(), feats=()):
        self.t, self.fmt, self.kids, self.feats = t, fmt, list(kids), set(feats)

    def render(self, fs):
        fs |= self.feats
        parts = [k.render(fs) for k in self.kids]
        return re.sub(r"@(\d+)", lambda m: parts[int(m.group(1))], self.fmt)


class S:
    """A statement: lines with @N holes for expressions and {B} markers
    (alone on a line) for nested bodies, in order."""

    def __init__(self, fmt, exprs=(), bodies=(), feats=(), kind="stmt"):
        self.fmt, self.exprs, self.bodies, self.feats, self.kind = fmt, list(exprs), [list(b) for b in bodies], set(feats), kind

    def render(self, fs, ind):
        fs |= self.feats
        parts = [e.render(fs) for e in self.exprs]
        out, bi = [], 0
        for line in self.fmt.split("\n"):
            if line.strip() == "{B}":
                out += render_body(self.bodies[bi], fs, ind + 1)
                bi += 1
            else:
                out.append("    " * ind + re.sub(r"@(\d+)", lambda m: parts[int(m.group(1))], line))
        return out


def render_body(body, fs, ind):
    out = []
    for s in body:
        out += s.render(fs, ind)
    return out


class Var:
    def __init__(self, name, t, init, kind="scalar", n=0):
        self.name, self.t, self.init, self.kind, self.n = name, t, init, kind, n


class Func:
    def __init__(self, name, ret, params, static):
        self.name, self.ret, self.params, self.static = name, ret, params, static
        self.vars, self.body, self.retexpr = [], [], None


class Program:
    def __init__(self, seed):
        self.seed = seed
        self.structs, self.funcs, self.ctab, self.kernel = [], [], [], None

    def render(self):
        fs = set()
        L = ["// generated by tests/difftest/gen.py --seed %d" % self.seed, '#include "difft.h"', ""]
        for st in self.structs:
            L.append("struct %s {" % st.name)
            L += ["    %s %s;" % (ft.c, fn) for fn, ft in st.fields]
            L.append("};")
            fs.add("struct")
        if self.ctab:
            fs.add("constant-table")
            L.append("__constant__ u32 ctab[64] = {%s};" % ", ".join("0x%08xu" % v for v in self.ctab))
        L.append("__device__ u64 gat64[%d];" % (GRID * 4))
        L.append("__device__ u32 gat32[%d];" % (GRID * 4))
        L.append("")
        for f in self.funcs:
            fs.add("call")
            ps = ", ".join("%s %s" % (t.c, n) if t.kind != "ptr" else "%s *%s" % (t.elem.c, n) for n, t in f.params)
            L.append("%s__device__ NOINLINE %s %s(%s) {" % ("static " if f.static else "", f.ret.c if f.ret else "void", f.name, ps))
            L.append("    u32 tid = TID, gtid = BID * NTID + tid, lane = tid & 31;")
            L.append("    (void)gtid; (void)lane;")
            L += render_vars(f.vars, fs)
            L += render_body(f.body, fs, 1)
            if f.ret:
                L.append("    return %s;" % f.retexpr.render(fs))
            L.append("}")
            L.append("")
        k = self.kernel
        L.append("extern \"C\" __global__ void difft(const u32 *in, u64 *out, Params p) {")
        L.append("    u32 tid = TID, bid = BID, gtid = bid * NTID + tid, lane = tid & 31;")
        L.append("    u64 h = 0x243f6a8885a308d3ull ^ gtid;")
        L += render_vars(k.vars, fs)
        L += render_body(k.body, fs, 1)
        L += render_hash(k.vars)
        L.append("    out[gtid] = h;")
        L.append("}")
        return "\n".join(L) + "\n", fs


def render_vars(vs, fs):
    L = []
    for v in vs:
        if v.kind == "array":
            fs.add("local-array")
            L.append("    %s %s[%d];" % (v.t.c, v.name, v.n))
            L.append("    for (int i_ = 0; i_ < %d; i_++) %s[i_] = %s;" % (v.n, v.name, v.init.render(fs)))
        else:
            L.append("    %s %s = %s;" % (v.t.c, v.name, v.init.render(fs)))
    return L


def hash_lines(expr, t):
    if t.kind == "int":
        L = ["    h = mix(h, (u64)(%s));" % expr]
        if t.w > 64:
            L.append("    h = mix(h, (u64)((%s) >> 64));" % expr)
        return L
    if t.kind == "float":
        return ["    h = mix(h, hf(%s));" % expr]
    if t.kind == "vec":
        return sum((hash_lines("(%s)[%d]" % (expr, i), t.elem) for i in range(t.n)), [])
    if t.kind == "struct":
        return sum((hash_lines("%s.%s" % (expr, fn), ft) for fn, ft in t.fields), [])
    return []


def render_hash(vs):
    L = []
    for v in vs:
        if v.kind == "array":
            L.append("    for (int i_ = 0; i_ < %d; i_++) {" % v.n)
            L += ["    " + x for x in hash_lines("%s[i_]" % v.name, v.t)]
            L.append("    }")
        else:
            L += hash_lines(v.name, v.t)
    return L


# ----------------------------------------------------------------- generator
def cast(t, src_t):
    """The cast prefix from src_t to t: clang refuses half <-> bf16 casts,
    which go through float."""
    if t.c in ("half", "bf16") and src_t is not None and src_t.c in ("half", "bf16") and t.c != src_t.c:
        return "(%s)(float)" % t.c
    return "(%s)" % t.c


def lit(t, v):
    """An integer constant of type t (v < 2**t.w)."""
    if t.w == 1:
        return E(t, "true" if v & 1 else "false")
    if t.w <= 64:
        return E(t, "(%s)0x%xull" % (t.c, v))
    return E(t, "(%s)(((%s)0x%xull << 64) | (%s)0x%xull)" % (t.c, t.u.c, v >> 64, t.u.c, v & (2**64 - 1)))


FCONSTS = ["0.0", "1.0", "-1.0", "0.5", "2.0", "3.25", "-7.5", "1e-3", "1e4", "-0.0", "65504.0", "1e30", "0.1", "1e-40"]


class Gen:
    def __init__(self, seed, profile="full"):
        self.r = random.Random(seed)
        self.widths, self.narrow = PROFILES[profile]
        self.no_bf16 = profile in NO_BF16
        self.p = Program(seed)
        self.n = 0
        self.budget = 0  # statements that may still open a nested body
        # per-program construct probabilities so programs differ in flavour
        r = self.r
        self.want = {k: r.random() < pr for k, pr in (
            ("calls", 0.7), ("structs", 0.6), ("vec", 0.6), ("shared", 0.5), ("atomics", 0.5), ("warp", 0.55),
            ("local", 0.5), ("switch", 0.6), ("loops", 0.8), ("ctab", 0.5), ("float", 0.85), ("wide", 0.6))}

    def name(self, pre):
        self.n += 1
        return "%s%d" % (pre, self.n)

    # --- types
    def int_type(self):
        r = self.r
        w = r.choice(self.widths if self.want["wide"] else self.narrow)
        return int_t(w, w > 1 and r.random() < 0.4, std=r.random() < 0.5)

    def abi_type(self, t):
        """llc-19 crashes on parameters/returns of iN, 64 < N < 128 (i65,
        i96) and on constant bfloat arguments: such types do not cross calls."""
        if t.kind == "int" and 64 < t.w < 128:
            return int_t(self.r.choice([64, 128]), t.signed, True)
        if t.c == "bf16":  # llc-19 crashes on a constant bfloat call argument
            return FLOATS["half"]
        return t

    def float_type(self):
        c = self.r.choice(["half", "bf16", "float", "float", "double", "double"])
        return FLOATS["half" if c == "bf16" and self.no_bf16 else c]

    def scalar_type(self):
        return self.float_type() if self.want["float"] and self.r.random() < 0.4 else self.int_type()

    def any_type(self):
        r = self.r.random()
        if self.want["vec"] and r < 0.15:
            return VECS[self.r.choice(sorted(VECS))]
        if self.p.structs and r < 0.25:
            return self.r.choice(self.p.structs)
        return self.scalar_type()

    # --- leaves
    def pick_var(self, scope, t):
        c = [v for v in scope.vars if v.t is t or (v.t.c == t.c)]
        c = [v for v in c if v.kind != "array"] + [v for v in c if v.kind == "array"]
        if not c:
            return None
        v = self.r.choice(c)
        if v.kind == "array":
            return E(t, "%s[(@0) & %d]" % (v.name, v.n - 1), [self.idx(scope)], ["local-array"])
        return E(t, v.name)

    def idx(self, scope):
        """A u32 index expression (thread dependent)."""
        r = self.r
        ints = [v for v in scope.vars if v.t.kind == "int" and v.kind == "scalar"]
        if ints and r.random() < 0.6:
            return E(None, "(u32)(%s)" % r.choice(ints).name)
        ch = ["tid", "gtid", "lane", "(tid * 7u + 3u)"] + (["(p.w[%d] ^ tid)" % r.randrange(8)] if scope is self.p.kernel else [])
        return E(None, r.choice(ch))

    def leaf(self, scope, t):
        r = self.r
        if t.kind in ("struct", "vec"):
            v = self.pick_var(scope, t)
            if v:
                return v
            if t.kind == "vec":
                return E(t, "(%s){%s}" % (t.c, ", ".join("@%d" % i for i in range(t.n))), [self.leaf(scope, t.elem) for _ in range(t.n)], ["vec"])
            return E(t, "%s{%s}" % (t.c, ", ".join("@%d" % i for i in range(len(t.fields)))), [self.leaf(scope, ft) for _, ft in t.fields], ["struct"])
        x = r.random()
        if x < 0.55:
            v = self.pick_var(scope, t)
            if v:
                return v
        if t.kind == "float":
            if x < 0.7:
                return E(t, "(%s)%s" % (t.c, r.choice(FCONSTS)))
            return E(t, "(%s)(int)(@0)" % t.c, [E(None, r.choice(["(gtid * 37u)", "tid"] + (["p.w[%d]" % r.randrange(8)] if scope is self.p.kernel else [])))], ["int-fp-conv"])
        if x < 0.75:
            v = r.choice([0, 1, 2, 3, 255, 2**(t.w - 1), 2**t.w - 1, r.getrandbits(t.w), r.getrandbits(t.w)])
            return lit(t, v & (2**t.w - 1))
        src = r.choice(["p.w[%d]" % r.randrange(8), "p.d[%d]" % r.randrange(4), "in[(@0) & %d]" % (IN_WORDS - 1), "gtid", "tid"]
                       if scope is self.p.kernel else ["gtid", "tid", "lane"])
        if self.p.ctab and r.random() < 0.3:
            src = "ctab[(@0) & 63]"
        return E(t, "(%s)(%s)" % (t.c, src), [self.idx(scope)] if "@0" in src else [], ["global-load"] if "in[" in src else [])

    # --- expressions
    def expr(self, scope, t, d=0):
        r = self.r
        if d >= 3 or r.random() < 0.25 + 0.2 * d or t.kind == "struct":
            return self.leaf(scope, t)
        if t.kind == "int":
            return self.int_expr(scope, t, d)
        if t.kind == "float":
            return self.float_expr(scope, t, d)
        return self.vec_expr(scope, t, d)

    def int_expr(self, scope, t, d):
        r = self.r
        k = lambda tt=t: self.expr(scope, tt, d + 1)
        U, T, W = t.u.c, t.c, t.w
        f = [WIDTH_FEAT(t)]
        if W == 1:
            ch = r.random()
            if ch < 0.4:
                ot = self.scalar_type() if r.random() < 0.6 else int_t(32, False, True)
                op = r.choice(["<", "<=", "==", "!=", ">", ">="])
                return E(t, "(@0 %s @1)" % op, [self.expr(scope, ot, d + 1), self.expr(scope, ot, d + 1)], f + ["cmp", WIDTH_FEAT(ot)])
            if ch < 0.6:
                return E(t, "(@0 %s @1)" % r.choice(["&&", "||", "!=", "=="]), [k(), k()], f + ["short-circuit"])
            if ch < 0.7:
                return E(t, "(!@0)", [k()], f)
            return self.leaf(scope, t)
        ch = r.randrange(15)
        if ch <= 3:
            op = r.choice(["+", "-", "*", "&", "|", "^"])
            if t.signed:
                return E(t, "(%s)((%s)@0 %s (%s)@1)" % (T, U, op, U), [k(), k()], f)
            return E(t, "(@0 %s @1)" % op, [k(), k()], f)
        if ch == 4:
            op = r.choice(["/", "%"])
            if t.signed:
                return E(t, "(@0 %s (%s)(((%s)@1 >> 1) | 1))" % (op, T, U), [k(), k()], f + ["sdiv"])
            return E(t, "(@0 %s (@1 | 1))" % op, [k(), k()], f + ["udiv"])
        if ch == 5:
            op = r.choice(["<<", ">>"])
            if t.signed and op == "<<":
                return E(t, "(%s)((%s)@0 << ((u32)(@1) %% %du))" % (T, U, W), [k(), k()], f + ["shift"])
            return E(t, "(@0 %s ((u32)(@1) %% %du))" % (op, W), [k(), k()], f + ["shift"])
        if ch == 6:
            return E(t, "(@0 ? @1 : @2)", [k(int_t(1, False)), k(), k()], f + ["select"])
        if ch == 7:
            op = r.choice(["<", ">"])
            return E(t, "(@0 %s @1 ? @0 : @1)" % op, [k(), k()], f + ["minmax"])
        if ch == 8:
            return E(t, r.choice(["(%s)(~(%s)@0)" % (T, U), "(%s)((%s)0 - (%s)@0)" % (T, U, U)]), [k()], f)
        if ch == 9:  # conversion from another int type
            ot = self.int_type()
            return E(t, "(%s)(@0)" % T, [self.expr(scope, ot, d + 1)], f + ["int-conv", WIDTH_FEAT(ot)])
        if ch == 10 and self.want["float"]:  # float -> int, clamped
            ft = self.float_type()
            tw = t if W <= 64 else int_t(64, t.signed, True)
            cap = {"half": 15, "bf16": 120, "float": 120, "double": 1000}[ft.c]
            e = min(W - (2 if tw.signed else 1), cap, 62) if W > 1 else 0
            lo = "-%d.0" % 2**e if tw.signed else "0.0"
            conv = "f2i<%s, %s>(@0, (%s)%s, (%s)%d.0)" % (tw.c, ft.c, ft.c, lo, ft.c, 2**e)
            return E(t, "(%s)%s" % (T, conv), [self.expr(scope, ft, d + 1)], f + ["fp-int-conv", WIDTH_FEAT(ft)])
        if ch == 11:
            b = r.choice(["(%s)__builtin_popcountll((u64)@0)", "(%s)__builtin_clzll((u64)@0 | 1)",
                          "(%s)__builtin_ctzll((u64)@0 | (1ull << 63))", "(%s)__builtin_bswap32((u32)@0)",
                          "(%s)__builtin_bswap64((u64)@0)", "(%s)__builtin_bitreverse32((u32)@0)",
                          "(%s)__builtin_rotateleft64((u64)@0, (u64)@1)", "(%s)__builtin_rotateright32((u32)@0, (u32)@1)"])
            return E(t, b % T, [k(), k()] if "@1" in b else [k()], f + ["bit-builtin"])
        if ch == 12:  # 64x64 -> high 64
            return E(t, "(%s)(((u128)(u64)@0 * (u64)@1) >> 64)" % T, [k(), k()], f + ["mulhi", "i128"])
        if ch == 13 and self.want["vec"]:
            vt = VECS[r.choice(["v4u32", "v4u8", "v2u64"])]
            if r.random() < 0.5:
                return E(t, "(%s)(@0)[(@1) & %d]" % (T, vt.n - 1), [self.expr(scope, vt, d + 1), self.idx(scope)], f + ["vec", "vec-dyn-extract"])
            return E(t, "(%s)(@0).%s" % (T, "xyzw"[r.randrange(vt.n)]), [self.expr(scope, vt, d + 1)], f + ["vec"])
        if ch == 14 and self.p.structs:
            st = r.choice(self.p.structs)
            fn, ft = r.choice(st.fields)
            sv = self.pick_var(scope, st)
            if sv and ft.kind == "int":
                return E(t, "(%s)(@0.%s)" % (T, fn), [sv], f + ["struct-field"])
        return self.leaf(scope, t)

    def float_expr(self, scope, t, d):
        r = self.r
        k = lambda tt=t: self.expr(scope, tt, d + 1)
        T = t.c
        f = [WIDTH_FEAT(t)]
        sfx = {"float": "f", "double": "", "half": "f16"}.get(T)
        ch = r.randrange(10)
        if ch <= 2:
            return E(t, "(@0 %s @1)" % r.choice(["+", "-", "*", "/"]), [k(), k()], f + ["fp-arith"])
        if ch == 3:
            return E(t, "(@0 * @1 + @2)", [k(), k(), k()], f + ["fp-contract"])
        if ch == 4 and sfx is not None:
            b = r.choice(["__builtin_fma%s(@0, @1, @2)", "__builtin_sqrt%s(__builtin_fabs%s(@0))", "__builtin_fmin%s(@0, @1)",
                          "__builtin_fmax%s(@0, @1)", "__builtin_floor%s(@0)", "__builtin_ceil%s(@0)", "__builtin_trunc%s(@0)",
                          "__builtin_rint%s(@0)", "__builtin_fabs%s(@0)", "__builtin_copysign%s(@0, @1)"])
            n = b.count("@")
            b = b.replace("%s", sfx)
            return E(t, b, [k() for _ in range(n)], f + ["fp-builtin"])
        if ch == 5:
            ot = self.float_type()
            return E(t, "%s(@0)" % cast(t, ot), [self.expr(scope, ot, d + 1)], f + ["fp-conv", WIDTH_FEAT(ot)])
        if ch == 6:
            it = self.int_type()
            if it.w > 64:
                it = int_t(r.choice([w for w in (32, 33, 63, 64) if w in self.widths]), it.signed)
            return E(t, "(%s)(@0)" % T, [self.expr(scope, it, d + 1)], f + ["int-fp-conv", WIDTH_FEAT(it)])
        if ch == 7:
            return E(t, "(@0 %s @1 ? @2 : @3)" % r.choice(["<", ">", "==", "!="]), [k(), k(), k(), k()], f + ["select", "fcmp"])
        if ch == 8:
            return E(t, "(-@0)", [k()], f)
        if ch == 9 and self.want["vec"]:
            vt = VECS[r.choice(["v4f32", "v2f64", "v2f16"])]
            return E(t, "%s(@0)[(@1) & %d]" % (cast(t, vt.elem), vt.n - 1), [self.expr(scope, vt, d + 1), self.idx(scope)], f + ["vec", "vec-dyn-extract"])
        return self.leaf(scope, t)

    def vec_expr(self, scope, t, d):
        r = self.r
        k = lambda tt=t: self.expr(scope, tt, d + 1)
        ch = r.randrange(5)
        ops = ["+", "-", "*"] + (["&", "|", "^"] if t.elem.kind == "int" else ["/"])
        if ch <= 1:
            return E(t, "(@0 %s @1)" % r.choice(ops), [k(), k()], ["vec", "vec-arith"])
        if ch == 2:
            sw = "".join(r.choice("xyzw"[:t.n]) for _ in range(t.n))
            return E(t, "(@0).%s" % sw, [k()], ["vec", "vec-swizzle"])
        if ch == 3:
            return E(t, "(@0 * @1)", [k(), self.expr(scope, t.elem, d + 1)], ["vec", "vec-splat"])
        return self.leaf(scope, t)

    # --- statements
    def assign(self, scope):
        r = self.r
        vs = [v for v in scope.vars if v.kind in ("scalar", "array")]
        v = r.choice(vs)
        t = v.t
        if v.kind == "array":
            return S("%s[(@0) & %d] = @1;" % (v.name, v.n - 1), [self.idx(scope), self.expr(scope, t)], feats=["local-array"])
        if t.kind == "struct":
            fn, ft = r.choice(t.fields)
            if r.random() < 0.3:
                return S("%s = @0;" % v.name, [self.expr(scope, t)], feats=["struct-copy"])
            return S("%s.%s = @0;" % (v.name, fn), [self.expr(scope, ft)], feats=["struct-field"])
        if t.kind == "vec" and r.random() < 0.4:
            if r.random() < 0.5:
                return S("%s[(@0) & %d] = @1;" % (v.name, t.n - 1), [self.idx(scope), self.expr(scope, t.elem)], feats=["vec-dyn-insert"])
            return S("%s.%s = @0;" % (v.name, "xyzw"[r.randrange(t.n)]), [self.expr(scope, t.elem)], feats=["vec"])
        if t.kind == "int" and t.w > 1 and not t.signed and r.random() < 0.3:
            return S("%s %s= @0;" % (v.name, r.choice("+^|&-*")), [self.expr(scope, t)])
        return S("%s = @0;" % v.name, [self.expr(scope, t)])

    def cond(self, scope, uniform):
        r = self.r
        if uniform:
            return E(int_t(1, False), r.choice(["((p.w[%d] >> %d) & 1)" % (r.randrange(8), r.randrange(32)),
                                                 "(p.d[%d] %% 3 == %d)" % (r.randrange(4), r.randrange(3)), "(bid == 1)"]), feats=["uniform-branch"])
        return self.expr(scope, int_t(1, False), 1)

    def body(self, scope, n, depth, uniform, in_loop=False):
        return [self.stmt(scope, depth, uniform, in_loop) for _ in range(n)]

    def stmt(self, scope, depth, uniform, in_loop):
        r = self.r
        kernel = scope is self.p.kernel
        x = r.random()
        self.budget -= 1
        nest = depth < 3 and self.budget > 0
        if nest and x < 0.12:
            u = uniform and r.random() < 0.5
            c = self.cond(scope, u)
            th = self.body(scope, r.randint(1, 3), depth + 1, u, in_loop)
            el = self.body(scope, r.randint(0, 2), depth + 1, u, in_loop)
            if el:
                return S("if (@0) {\n{B}\n} else {\n{B}\n}", [c], [th, el], ["if", "if-else"])
            return S("if (@0) {\n{B}\n}", [c], [th], ["if"])
        if nest and self.want["loops"] and x < 0.24:
            iv = self.name("i")
            kind = r.randrange(4)
            if kind == 0 or (uniform and kind == 1):  # constant trip count: uniform
                trip = r.choice([2, 3, 4, 5, 8])
                b = self.body(scope, r.randint(1, 3), depth + 1, uniform, False)
                return S("for (u32 %s = 0; %s < %du; %s++) {\n{B}\n}" % (iv, iv, trip, iv), [], [b], ["loop", "loop-const"])
            b = self.body(scope, r.randint(1, 3), depth + 1, False, True)
            if r.random() < 0.3:
                b.insert(r.randrange(len(b) + 1), S("if (@0) break;", [self.cond(scope, False)], feats=["break"]))
            if kind == 1:
                return S("for (u32 %s = 0; %s < ((u32)(@0) & 7u); %s++) {\n{B}\n}" % (iv, iv, iv), [self.leaf(scope, self.int_type())], [b], ["loop", "loop-var"])
            if kind == 2:
                return S("{\n    u32 %s = (u32)(@0) & 7u;\n    while (%s != 0) {\n        %s--;\n{B}\n    }\n}" % (iv, iv, iv),
                         [self.leaf(scope, self.int_type())], [b], ["loop", "while"])
            return S("{\n    u32 %s = (u32)(@0) & 3u;\n    do {\n{B}\n    } while (%s-- != 0);\n}" % (iv, iv),
                     [self.leaf(scope, self.int_type())], [b], ["loop", "do-while"])
        if nest and self.want["switch"] and x < 0.32:
            n = r.choice([2, 3, 4, 6, 9, 17, 24])
            sparse = r.random() < 0.4
            vals = sorted(r.sample(range(n * 5), n)) if sparse else list(range(n))
            m = (n * 5) if sparse else n + 1
            lines, bodies = ["switch ((u32)(@0) %% %du) {" % m], []
            for v in vals:
                lines.append("case %du:" % v)
                lines.append("{B}")
                bodies.append(self.body(scope, r.randint(1, 2), depth + 2, False, in_loop))
                if r.random() < 0.85:
                    lines.append("    break;")
            lines += ["default:", "{B}", "    break;", "}"]
            bodies.append(self.body(scope, 1, depth + 2, False, in_loop))
            feats = ["switch", "switch-sparse" if sparse else "switch-dense"] + (["switch-large"] if n >= 17 else [])
            return S("\n".join(lines), [self.leaf(scope, self.int_type())], bodies, feats)
        if kernel and uniform and x < 0.45:
            st = self.special(scope)
            if st:
                return st
        if self.p.funcs and x < 0.55:
            return self.call(scope)
        return self.assign(scope)

    def special(self, scope):
        """Uniform-only statements: shared memory, atomics, warp collectives."""
        r = self.r
        opts = [o for o in ("shared", "atomics", "warp") if self.want[o]]
        if not opts:
            return None
        o = r.choice(opts)
        ints = [v for v in scope.vars if v.kind == "scalar" and v.t.kind == "int"]
        if not ints:
            return None
        v = r.choice(ints)
        val = lambda: self.expr(scope, int_t(32, False, True), 1)
        if o == "shared":
            return S("__syncthreads();\nsh_u32[tid] = @0;\n__syncthreads();\n%s = (%s)(sh_u32[(@1) & %d]);" % (v.name, v.t.c, BLOCK - 1),
                     [val(), self.idx(scope)], feats=["shared", "syncthreads"], kind="shared")
        if o == "atomics":
            if r.random() < 0.5:
                ops = ["__atomic_fetch_add(&sat32[0], @0, RLX);", "__atomic_fetch_xor(&sat32[1], @0, RLX);",
                       "__atomic_fetch_max(&sat32[2], @0, RLX);",
                       "__atomic_fetch_add((AS3 u64 *)&sat64[0], (u64)@0 * 0x10001ull, RLX);",
                       "__nvvm_atom_add_gen_f(&satf[0], (float)(@0 & 15u));",
                       "{ u32 o_ = __atomic_load_n(&sat32[3], RLX); while (!__atomic_compare_exchange_n(&sat32[3], &o_, o_ + @0, false, RLX, RLX)) {} }"]
                picks = r.sample(ops, r.randint(1, 3))
                rd = r.choice(["sat32[%d]" % r.randrange(4), "sat64[0]", "(u32)satf[0]"])
                return S("__syncthreads();\nif (tid < 4) { sat32[tid] = 0; if (tid < 2) sat64[tid] = 0; if (tid == 0) satf[0] = 0.0f; }\n"
                         "__syncthreads();\n%s\n__syncthreads();\n%s = (%s)(%s);" % ("\n".join(picks), v.name, v.t.c, rd),
                         [val()], feats=["shared", "shared-atomic", "syncthreads"] + (["cas"] if "compare" in "".join(picks) else []), kind="atomic")
            ops = ["__atomic_fetch_add(&gat64[bid * 4 + 0], (u64)@0, RLX);", "__atomic_fetch_xor(&gat32[bid * 4 + 1], @0, RLX);",
                   "__atomic_fetch_max((AS1 u32 *)&gat32[bid * 4 + 2], @0, RLX);",
                   "{ u64 *q_ = &gat64[bid * 4 + 3]; u64 o_ = __atomic_load_n(q_, RLX); while (!__atomic_compare_exchange_n(q_, &o_, o_ + @0, false, RLX, RLX)) {} }"]
            picks = r.sample(ops, r.randint(1, 3))
            return S("__syncthreads();\nif (tid < 4) { gat64[bid * 4 + tid] = 0; gat32[bid * 4 + tid] = 0; }\n__syncthreads();\n%s\n__syncthreads();\n"
                     "%s = (%s)(gat64[bid * 4 + (@1 & 3)] + gat32[bid * 4 + (@1 & 3)]);" % ("\n".join(picks), v.name, v.t.c),
                     [val(), self.idx(scope)], feats=["global-atomic", "syncthreads"] + (["cas"] if "compare" in "".join(picks) else []), kind="atomic")
        w = r.choice(["shfl_idx", "shfl_up", "shfl_down", "shfl_bfly", "shfl_f32", "ballot", "any", "all", "redux", "match", "bar_popc"])
        if w.startswith("shfl_f32"):
            e = "(%s)__nvvm_shfl_sync_down_f32(FULL, (float)(int)@0, (int)(@1 & 31), 0x1f)" % v.t.c
            if v.t.kind == "int" and v.t.w > 32:
                e = "(%s)(int)__nvvm_shfl_sync_down_f32(FULL, (float)(int)@0, (int)(@1 & 31), 0x1f)" % v.t.c
            e = "(%s)f2i<int, float>(__nvvm_shfl_sync_down_f32(FULL, (float)(int)@0, (int)(@1 & 31), 0x1f), -1e9f, 1e9f)" % v.t.c
            feats = ["shfl"]
        elif w.startswith("shfl"):
            kind = w[5:]
            c = "0" if kind == "up" else "0x1f"
            e = "(%s)__nvvm_shfl_sync_%s_i32(FULL, (int)@0, (int)(@1 & 31), %s)" % (v.t.c, kind, c)
            feats = ["shfl"]
        elif w in ("ballot", "any", "all"):
            e = "(%s)__nvvm_vote_%s_sync(FULL, (@0 & (@1 | 1)) != 0)" % (v.t.c, w)
            feats = ["vote"]
        elif w == "redux":
            op = r.choice(["add", "umax", "umin", "max", "min", "and", "or", "xor"])
            e = "(%s)__nvvm_redux_sync_%s(%s@0 ^ @1, FULL)" % (v.t.c, op, "(int)" if op in ("add", "max", "min") else "")
            feats = ["redux"]
        elif w == "match":
            e = "(%s)__nvvm_match_any_sync_i32(FULL, (@0 & 3u) + @1 * 0)" % v.t.c
            feats = ["match"]
        else:
            e = "(%s)__nvvm_bar0_popc((@0 & (@1 | 1)) != 0)" % v.t.c
            feats = ["syncthreads"]
        return S("%s = %s;" % (v.name, e), [val(), val()], feats=["warp"] + feats, kind="warp")

    def call(self, scope):
        r = self.r
        cands = [f for f in self.p.funcs if scope is self.p.kernel or self.p.funcs.index(f) < self.p.funcs.index(scope)]
        if not cands:
            return self.assign(scope)
        f = r.choice(cands)
        args, kids, feats = [], [], ["call"]
        for pn, pt in f.params:
            if pt.kind == "ptr":
                tv = [v for v in scope.vars if v.t.c == pt.elem.c and v.kind == pt.ptrkind]
                if not tv:
                    return self.assign(scope)
                v = r.choice(tv)
                args.append(("&" + v.name) if v.kind == "scalar" else v.name)
                feats.append("struct-ptr" if pt.elem.kind == "struct" else "array-ptr")
            else:
                args.append("@%d" % len(kids))
                kids.append(self.expr(scope, pt, 1))
                feats.append("call-" + (pt.kind if pt.kind != "int" else "i%d" % pt.w))
        call = "%s(%s)" % (f.name, ", ".join(args))
        if f.ret:
            tv = [v for v in scope.vars if v.kind == "scalar" and v.t.c == f.ret.c]
            if tv:
                return S("%s = %s;" % (r.choice(tv).name, call), kids, feats=feats + ["call-ret-" + f.ret.kind], kind="call:" + f.name)
            tv = [v for v in scope.vars if v.kind == "scalar" and v.t.kind == "int" and f.ret.kind in ("int", "float")]
            if tv:
                v = r.choice(tv)
                if f.ret.kind == "float":
                    return S("%s ^= (%s)f2i<int, %s>(%s, (%s)-100.0, (%s)100.0);" % (v.name, v.t.c, f.ret.c, call, f.ret.c, f.ret.c) if not v.t.signed and v.t.w > 1
                             else "%s = (%s)f2i<int, %s>(%s, (%s)-100.0, (%s)100.0);" % (v.name, v.t.c, f.ret.c, call, f.ret.c, f.ret.c), kids, feats=feats, kind="call:" + f.name)
                return S("%s = (%s)%s;" % (v.name, v.t.c, call), kids, feats=feats, kind="call:" + f.name)
        return S("(void)%s;" % call, kids, feats=feats, kind="call:" + f.name)

    # --- declarations
    def var(self, scope, t, pre="v"):
        v = Var(self.name(pre), t, self.leaf_init(scope, t))
        scope.vars.append(v)
        return v

    def leaf_init(self, scope, t):
        r = self.r
        if t.kind == "struct":
            return E(t, "%s{%s}" % (t.c, ", ".join("@%d" % i for i in range(len(t.fields)))), [self.leaf_init(scope, ft) for _, ft in t.fields], ["struct"])
        if t.kind == "vec":
            return E(t, "(%s){%s}" % (t.c, ", ".join("@%d" % i for i in range(t.n))), [self.leaf_init(scope, t.elem) for _ in range(t.n)], ["vec"])
        if scope is not self.p.kernel and scope.params and r.random() < 0.7:
            sc = [pn for pn, pt in scope.params if pt.kind in ("int", "float")]
            if sc:
                pn = r.choice(sc)
                pt = dict(scope.params)[pn]
                if t.kind == "int" and pt.kind == "float":
                    return E(t, "(%s)f2i<int, %s>(%s, (%s)-1000.0, (%s)1000.0)" % (t.c, pt.c, pn, pt.c, pt.c), feats=["fp-int-conv"])
                if t.kind == "float" and pt.kind == "int" and pt.w > 64:
                    return E(t, "(%s)(long long)%s" % (t.c, pn))
                return E(t, "%s%s" % (cast(t, pt), pn))
        if t.kind == "float":
            return E(t, "(%s)((float)(int)(in[(gtid * %du + %du) & %d] >> %d) * %sf)" % (t.c, r.randrange(1, 9), r.randrange(64), IN_WORDS - 1, r.randrange(12), r.choice(["0.001", "1.5", "-0.25", "3.0e-5"])) if scope is self.p.kernel
                     else "(%s)%s" % (t.c, r.choice(FCONSTS)), feats=["global-load", "int-fp-conv"] if scope is self.p.kernel else [])
        if scope is self.p.kernel:
            src = r.choice(["in[(gtid * %du + %du) & %d]" % (r.randrange(1, 9), r.randrange(64), IN_WORDS - 1),
                            "p.w[%d] + gtid" % r.randrange(8), "p.d[%d] * (gtid + 1)" % r.randrange(4),
                            "((u128)in[(tid + %du) & %d] << 64 | (u128)p.d[%d] << 32 | in[(gtid + 5u) & %d])" % (r.randrange(64), IN_WORDS - 1, r.randrange(4), IN_WORDS - 1)])
            if self.p.ctab and r.random() < 0.3:
                src = "ctab[(gtid + %du) & 63] ^ p.w[%d]" % (r.randrange(64), r.randrange(8))
            return E(t, "(%s)(%s)" % (t.c, src), feats=["kernel-param"])
        return lit(t, r.getrandbits(t.w))

    def function(self, i):
        r = self.r
        ret = None if r.random() < 0.15 else self.abi_type(self.any_type())
        params = []
        for j in range(r.randint(1, 5)):
            x = r.random()
            if x < 0.15 and self.p.structs:
                st = r.choice(self.p.structs)
                pt = Ty("ptr", st.c + "*", elem=st)
                pt.ptrkind = "scalar"
            elif x < 0.25 and self.want["local"]:
                et = self.int_type()
                if et.w == 1:
                    et = int_t(32, False, True)
                pt = Ty("ptr", et.c + "*", elem=et)
                pt.ptrkind = "array"
            else:
                pt = self.abi_type(self.any_type())
            params.append(("a%d" % j, pt))
        f = Func("f%d_%d" % (i, self.p.seed % 1000), ret, params, r.random() < 0.5)
        self.p.funcs.append(f)
        # the by-value params are readable like variables (stripped when rendering)
        f.vars = [Var(pn, pt, None, "param") for pn, pt in params if pt.kind != "ptr"]
        for _ in range(r.randint(1, 4)):
            self.var(f, self.scalar_type())
        self.budget = r.randint(5, 20)
        f.body = self.body(f, r.randint(1, 5), 1, False)
        for pn, pt in params:  # pointer params: write through them
            if pt.kind == "ptr" and pt.elem.kind == "struct":
                fn, ft = r.choice(pt.elem.fields)
                f.body.append(S("%s->%s = @0;" % (pn, fn), [self.expr(f, ft, 1)], feats=["struct-ptr"]))
            elif pt.kind == "ptr":
                f.body.append(S("%s[(@0) & 7] += (%s)@1;" % (pn, pt.elem.c), [self.idx(f), self.expr(f, pt.elem, 1)], feats=["array-ptr"]))
        if ret:
            f.retexpr = self.expr(f, ret, 1) if ret.kind != "struct" else self.leaf(f, ret)
            if ret.kind == "struct":
                f.retexpr.feats.add("struct-ret")
        return f

    def generate(self):
        r, p = self.r, self.p
        if self.want["structs"]:
            for i in range(r.randint(1, 2)):
                fields = [("f%d" % j, self.abi_type(self.scalar_type())) for j in range(r.randint(1, 5))]
                p.structs.append(Ty("struct", "S%d" % i, fields=fields, name="S%d" % i))
        if self.want["ctab"]:
            p.ctab = [r.getrandbits(32) for _ in range(64)]
        k = Func("difft", None, [], False)
        p.kernel = k
        if self.want["calls"]:
            for i in range(r.randint(1, 3)):
                self.function(i)
        for _ in range(r.randint(4, 10)):
            self.var(k, self.scalar_type())
        if self.want["vec"]:
            for _ in range(r.randint(1, 2)):
                self.var(k, VECS[r.choice(sorted(VECS))])
        for st in p.structs:
            self.var(k, st, "s")
        if self.want["local"]:
            for _ in range(r.randint(1, 2)):
                t = self.int_type() if r.random() < 0.7 else self.float_type()
                if t.w == 1:
                    t = int_t(32, False, True)
                v = Var(self.name("la"), t, None, "array", r.choice([8, 16]))
                v.init = E(t, "(%s)(gtid * 3u + (u32)i_ * %du)" % (t.c, r.randrange(1, 99)) if t.kind == "int" else "(%s)(int)(gtid + (u32)i_ * %du)" % (t.c, r.randrange(1, 99)))
                k.vars.append(v)
        self.budget = r.randint(25, 70)
        k.body = self.body(k, r.randint(6, 16), 0, True)
        return p


def emit(prog):
    """Render a Program to (source text, feature list)."""
    src, fs = prog.render()
    decls = []
    if "sh_u32[" in src:
        decls.append("__shared__ u32 sh_u32[%d];" % BLOCK)
    if "sat32[" in src or "sat64[" in src or "satf[" in src:
        decls.append("__shared__ u32 sat32[4];\n__shared__ u64 sat64[2];\n__shared__ float satf[1];")
    if decls:
        src = src.replace("extern \"C\" __global__", "\n".join(decls) + "\n\nextern \"C\" __global__", 1)
    if "__syncthreads" in src:
        fs.add("syncthreads")
    for f in prog.funcs:
        for pn, pt in f.params:
            fs.add("param-" + (("i%d" % pt.w) if pt.kind == "int" else pt.kind if pt.kind != "float" else WIDTH_FEAT(pt)))
            if pt.kind == "struct":
                fs.add("struct-byval-call")
        if f.ret is not None:
            fs.add("ret-" + (f.ret.kind if f.ret.kind != "int" else "int"))
    fs.add("struct-kernel-param")
    return src, sorted(x for x in fs if x)


def manifest(seed, feats):
    return {"seed": seed, "kernel": "difft", "grid": [GRID, 1, 1], "block": [BLOCK, 1, 1], "in_words": IN_WORDS,
            "out_words": OUT_WORDS, "param_bytes": PARAM_BYTES, "features": feats}


def build(seed, profile="full"):
    g = Gen(seed, profile)
    p = g.generate()
    return p


def program_for_render(p):
    """Function params are in f.vars for expression generation; strip them
    before rendering (Program.render declares f.vars in the body)."""
    import copy
    q = copy.copy(p)
    q.funcs = []
    for f in p.funcs:
        g = copy.copy(f)
        g.vars = [v for v in f.vars if v.kind != "param"]
        q.funcs.append(g)
    return q


def generate(seed, profile="full"):
    """(source, features) for a seed."""
    return emit(program_for_render(build(seed, profile)))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seed", type=int, required=True)
    ap.add_argument("-o", "--output", default="-")
    ap.add_argument("--json", help="write the manifest/coverage sidecar here")
    ap.add_argument("--profile", default="full", choices=sorted(PROFILES))
    ap.add_argument("--print-clang-flags", action="store_true",
                    help="print the profile's extra clang-19 flags and exit")
    a = ap.parse_args()
    if a.print_clang_flags:
        print(" ".join(clang_flags(a.profile)))
        return
    src, feats = generate(a.seed, a.profile)
    if a.output == "-":
        sys.stdout.write(src)
    else:
        with open(a.output, "w") as f:
            f.write(src)
    if a.json:
        with open(a.json, "w") as f:
            json.dump(manifest(a.seed, feats), f, indent=1)
            f.write("\n")


if __name__ == "__main__":
    main()
