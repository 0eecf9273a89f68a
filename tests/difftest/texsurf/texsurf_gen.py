#!/usr/bin/env python3
"""texsurf_gen.py: differential kernels for textures and surfaces (issue 11).

    texsurf_gen.py --out DIR                 # the kernels (DIR/*.ll) and DIR/manifest.txt
    texsurf_gen.py --bundle DIR [--ptxsel P] # + llc-19 -O2 and ptxsel -O0/-O2, ptxas, GPU bundle

Every kernel is `NAME(ptr addrspace(1) out)`, launched as one block of 64
threads; thread t stores every value it computed in out[t * WORDS + k]
(floats by their bits, i8/i16 results zero-extended, i64 as two words).
Textures and surfaces are `.texref` / `.surfref` globals (CUDA's unified
mode, `texsurf.handle.internal`), bound by the host (host.c) through the
texture / surface reference API to CUDA arrays it fills with known contents;
manifest.txt tells the host, per kernel, each reference's geometry, format,
channels, extent, flags, address and filter mode. The `nvcl_*` kernels use
the OpenCL triple (texmode_independent): every separate-sampler tex / tld4
on a `.global .texref` with a `.global .samplerref` initialised in the
module. `.param .texref` kernel parameters are not run (the driver API
cannot pass one).

Coverage: tex (1d, 2d, 3d, their arrays, cube and cube array; s32 and f32
coordinates; level and grad; f32 / s32 / u32 results on float, normalised
integer, half and read-as-integer formats; clamp, border, wrap and mirror
addressing; point and linear filtering; normalised coordinates; a 1d
texture on linear memory), tld4 r/g/b/a, suld in every element size and
vector width, geometry and mode (out-of-range coordinates for .clamp and
.zero), sust.b the same (the surfaces read back), sust.p (.b32, 1/2/4
elements), txq and suq of every query, istypep: every form of
tablegen-data/texsurf.td. --bundle also checks that ptxsel's PTX has the
texture / surface opcodes llc-19's has, kernel by kernel.
"""
import argparse
import os
import shutil
import subprocess
import sys
import tarfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(HERE)))
THREADS = 64
LLVM_BIN = os.environ.get("LLVM_BIN", "/usr/lib/llvm-19/bin")
LLC = os.environ.get("LLC") or os.path.join(LLVM_BIN, "llc")
PTXAS = os.environ.get("PTXAS") or shutil.which("ptxas") or "/usr/local/cuda/bin/ptxas"

IRTY = {"f32": "float", "s32": "i32", "u32": "i32"}


class K:
    """One kernel: IR lines, declarations, references and output slots."""

    def __init__(self, name, triple="nvptx64-nvidia-cuda"):
        self.name, self.triple = name, triple
        self.lines, self.decls, self.refs, self.n, self.k = [], {}, [], 0, 0
        self.handles = {}
        self.extra_globals = []

    def t(self):
        self.n += 1
        return "%%v%d" % self.n

    def emit(self, text):
        r = self.t()
        self.lines.append("  %s = %s" % (r, text))
        return r

    def declare(self, name, ret, args):
        self.decls[name] = "declare %s @%s(%s)" % (ret, name, ", ".join(args))

    # -- references
    def tex(self, ref, geom, fmt, nch, w, h=0, d=0, flags="-", addr="clamp", filt="point"):
        self.refs.append(("tex", ref, geom, fmt, nch, w, h, d, flags, addr, filt))

    def surf(self, ref, geom, fmt, nch, w, h=0, d=0):
        self.refs.append(("surf", ref, geom, fmt, nch, w, h, d))

    def handle(self, ref):
        if ref not in self.handles:
            self.declare("llvm.nvvm.texsurf.handle.internal.p1", "i64", ["ptr addrspace(1)"])
            self.handles[ref] = self.emit("call i64 @llvm.nvvm.texsurf.handle.internal.p1(ptr addrspace(1) @%s)" % ref)
        return self.handles[ref]

    # -- integer and float values from the thread id
    def i(self, op, a, b):
        return self.emit("%s i32 %s, %s" % (op, a, b))

    def lane(self, mul, mod, sub=0):
        """((tid * mul) % mod) - sub  (mod a power of two or not)"""
        v = self.i("mul", "%tid", mul) if mul != 1 else "%tid"
        v = self.i("urem", v, mod)
        return self.i("sub", v, sub) if sub else v

    def fl(self, mul, mod, scale, off):
        """float(((tid * mul) % mod)) * scale + off, exact (scale a power of two fraction)"""
        v = self.lane(mul, mod)
        f = self.emit("uitofp i32 %s to float" % v)
        f = self.emit("fmul float %s, %s" % (f, fhex(scale)))
        return self.emit("fadd float %s, %s" % (f, fhex(off)))

    # -- results
    def store(self, v, ty):
        if ty == "float":
            v = self.emit("bitcast float %s to i32" % v)
        elif ty in ("i16", "i8", "i1"):
            v = self.emit("zext %s %s to i32" % (ty, v))
        elif ty == "i64":
            lo = self.emit("trunc i64 %s to i32" % v)
            hi = self.emit("lshr i64 %s, 32" % v)
            self.store(lo, "i32")
            self.store(self.emit("trunc i64 %s to i32" % hi), "i32")
            return
        idx = self.emit("add i32 %%base, %d" % self.k)
        p = self.emit("getelementptr i32, ptr addrspace(1) %%out, i32 %s" % idx)
        self.lines.append("  store i32 %s, ptr addrspace(1) %s, align 4" % (v, p))
        self.k += 1

    def store_struct(self, v, n, ty):
        for j in range(n):
            self.store(self.emit("extractvalue {%s} %s, %d" % (", ".join([ty] * n), v, j)), ty)

    def call(self, intr, ret, args):
        self.declare(intr, ret, [a.split()[0] for a in args])
        if ret == "void":
            self.lines.append("  call void @%s(%s)" % (intr, ", ".join(args)))
            return None
        return self.emit("call %s @%s(%s)" % (ret, intr, ", ".join(args)))

    def text(self):
        if self.k == 0:
            self.store("%tid", "i32")
        out = ["; generated by tests/difftest/texsurf/texsurf_gen.py", 'target triple = "%s"' % self.triple, ""]
        for r in self.refs:
            out.append("@%s = internal addrspace(1) global i64 0, align 8" % r[1])
        out += self.extra_globals
        out += ["", "define ptx_kernel void @%s(ptr addrspace(1) %%out) {" % self.name, "entry:",
                "  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()",
                "  %%base = mul i32 %%tid, %d" % self.k] + self.lines + ["  ret void", "}", ""]
        self.declare("llvm.nvvm.read.ptx.sreg.tid.x", "i32", [])
        out += sorted(self.decls.values())
        ann = []
        for r in self.refs:
            ann.append('!{ptr addrspace(1) @%s, !"%s", i32 1}' % (r[1], "texture" if r[0] == "tex" else "surface"))
        ann += [a for a in getattr(self, "extra_ann", [])]
        if ann:
            out.append("")
            out.append("!nvvm.annotations = !{%s}" % ", ".join("!%d" % j for j in range(len(ann))))
            out += ["!%d = %s" % (j, a) for j, a in enumerate(ann)]
        return "\n".join(out) + "\n"

    def manifest(self):
        lines = ["kernel %s %d %d" % (self.name, THREADS, max(self.k, 1))]
        for r in self.refs:
            lines.append(" ".join(str(x) for x in r))
        lines.append("end")
        return "\n".join(lines) + "\n"


def fhex(x):
    import struct
    return "0x%016X" % struct.unpack("<Q", struct.pack("<d", float(x)))[0]


# ---------------------------------------------------------------- textures
# geometry -> (intrinsic geometry, dims, layered, extent W,H,D (D = layers), host geometry)
TGEOM = {
    "1d": ("1d", 1, False, (32, 0, 0), "1d"),
    "1d.array": ("1d.array", 1, True, (32, 0, 4), "1dl"),
    "2d": ("2d", 2, False, (8, 8, 0), "2d"),
    "2d.array": ("2d.array", 2, True, (8, 8, 4), "2dl"),
    "3d": ("3d", 3, False, (8, 8, 8), "3d"),
    "cube": ("cube", 3, False, (8, 8, 6), "cube"),
    "cube.array": ("cube.array", 3, True, (8, 8, 12), "cubel"),
}
# result type -> (format, channels, flags, address mode, filter)
TFMT = {
    "f32": ("f32", 4, "-", "clamp", "linear"),
    "s32": ("s32", 2, "int", "border", "point"),
    "u32": ("u8", 4, "int", "clamp", "point"),
}


def tex_coords(k, geom, ext, ct, norm=False):
    """the coordinate operands of one fetch: the layer first, then one per dimension"""
    g, dims, layered, _, _ = TGEOM[geom]
    args = []
    if layered:
        nl = ext[2] // (6 if geom.startswith("cube") else 1)
        args.append("i32 " + k.lane(1, nl + 2, 1))  # -1 .. layers: out of range both sides
    if geom.startswith("cube"):
        for j in range(3):  # a direction with no zero component
            v = k.i("lshr", "%tid", 2 * j)
            v = k.i("and", v, 3)
            f = k.emit("uitofp i32 %s to float" % v)
            args.append("float " + k.emit("fadd float %s, %s" % (f, fhex(-1.5 + 0.125 * j))))
        return args
    for j in range(dims):
        n = ext[j]
        if ct == "s32":
            args.append("i32 " + k.lane(2 * j + 1, n + 4, 2))  # -2 .. n+1
        elif norm:
            args.append("float " + k.fl(2 * j + 1, 64, 1.0 / 32, -0.5))  # -0.5 .. 1.47
        else:
            args.append("float " + k.fl(2 * j + 1, 64, (n + 4) / 64.0, -2.0))
    return args


def tex_extra(k, geom, what):
    """the LOD or the two gradients"""
    if what == "level":
        return ["float " + k.fl(1, 4, 0.5, 0.0)]
    dims = 3 if geom.startswith("cube") else TGEOM[geom][1]
    return ["float " + k.fl(j + 3, 4, 0.25, 0.0) for j in range(2 * dims)]


def sampler(k, filt):
    """nvcl: a .samplerref global (LLVM's encoding: 2 = clamp_to_edge, 0x10 =
    linear filtering; bit 3 clear = unnormalised coordinates), its handle"""
    k.extra_globals.append("@smp = internal addrspace(1) global i64 %d, align 8" % (18 if filt == "linear" else 2))
    k.extra_ann = ['!{ptr addrspace(1) @smp, !"sampler", i32 1}']
    k.declare("llvm.nvvm.texsurf.handle.internal.p1", "i64", ["ptr addrspace(1)"])
    return k.emit("call i64 @llvm.nvvm.texsurf.handle.internal.p1(ptr addrspace(1) @smp)")


def tex_kernel(geom, rt, fmt=None, name=None, norm=False, nvcl=False):
    """every unified fetch of one geometry and result type on one texture;
    nvcl: every separate-sampler fetch, under the OpenCL triple"""
    g, dims, layered, ext, hg = TGEOM[geom]
    f, nch, flags, addr, filt = fmt or TFMT[rt]
    if norm:
        flags = "norm" if flags == "-" else flags + ",norm"
    if nvcl:
        k = K(name or "nvcl_tex_%s_%s" % (geom.replace(".", ""), rt), "nvptx64-unknown-nvcl")
    else:
        k = K(name or "tex_%s_%s" % (geom.replace(".", ""), rt))
    k.tex("t0", hg, f, nch, ext[0], ext[1], ext[2], flags, addr, filt)
    hargs = ["i64 " + k.handle("t0")] + (["i64 " + sampler(k, filt)] if nvcl else [])
    ty = IRTY[rt]
    sty = "{%s}" % ", ".join([ty] * 4)
    cube = geom.startswith("cube")
    forms = [] if cube else [("", "s32"), ("", "f32")]
    if cube:
        forms.append(("", "f32"))
    forms += [(".level", "f32")] + ([] if nvcl and cube else [(".grad", "f32")])
    for sfx, ct in forms:
        if norm and ct == "s32":
            continue
        intr = "llvm.nvvm.tex.%s%s%s.v4%s.%s" % ("" if nvcl else "unified.", g, sfx, rt, ct)
        args = hargs + tex_coords(k, geom, ext, ct, norm)
        if sfx:
            args += tex_extra(k, geom, sfx[1:])
        v = k.call(intr, sty, args)
        k.store_struct(v, 4, ty)
    return k


def tld4_kernel(rt, fmt, nvcl=False):
    k = K("nvcl_tld4_%s" % rt, "nvptx64-unknown-nvcl") if nvcl else K("tld4_%s" % rt)
    f, nch, flags, addr, filt = fmt
    k.tex("t0", "2d", f, nch, 8, 8, 0, flags, addr, "point")
    hargs = ["i64 " + k.handle("t0")] + (["i64 " + sampler(k, "point")] if nvcl else [])
    ty = IRTY[rt]
    for c in "rgba":
        args = hargs + tex_coords(k, "2d", (8, 8, 0), "f32")
        v = k.call("llvm.nvvm.tld4.%s%s.2d.v4%s.f32" % ("" if nvcl else "unified.", c, rt),
                   "{%s}" % ", ".join([ty] * 4), args)
        k.store_struct(v, 4, ty)
    return k


def linear_kernel():
    """tex1Dfetch: a 1d texture on linear memory (cuTexRefSetAddress), s32 coordinates"""
    k = K("tex_linear")
    k.tex("t0", "lin", "f32", 1, 64, 0, 0, "-", "clamp", "point")
    k.tex("t1", "lin", "u16", 2, 64, 0, 0, "int", "clamp", "point")
    for ref, rt in (("t0", "f32"), ("t1", "u32")):
        ty = IRTY[rt]
        x = k.lane(3, 72, 4)
        v = k.call("llvm.nvvm.tex.unified.1d.v4%s.s32" % rt, "{%s}" % ", ".join([ty] * 4), ["i64 " + k.handle(ref), "i32 " + x])
        k.store_struct(v, 4, ty)
    return k


def textures():
    ks = []
    for geom in TGEOM:
        for rt in ("f32", "s32", "u32"):
            ks.append(tex_kernel(geom, rt))
    # float results of other formats: normalised integers, half; other address modes
    ks.append(tex_kernel("2d", "f32", ("u8", 4, "-", "clamp", "linear"), "tex_2d_unorm8"))
    ks.append(tex_kernel("2d", "f32", ("s16", 2, "-", "mirror", "linear"), "tex_2d_snorm16_mirror", norm=True))
    ks.append(tex_kernel("2d", "f32", ("f16", 1, "-", "wrap", "linear"), "tex_2d_half_wrap", norm=True))
    ks.append(tex_kernel("1d", "f32", ("f32", 2, "-", "border", "point"), "tex_1d_border_point"))
    ks.append(tex_kernel("3d", "f32", ("u16", 1, "-", "wrap", "linear"), "tex_3d_unorm16_wrap", norm=True))
    ks.append(tex_kernel("cube", "f32", ("f32", 4, "seamless", "clamp", "linear"), "tex_cube_seamless"))
    ks.append(tex_kernel("2d", "s32", ("s8", 4, "int", "clamp", "point"), "tex_2d_s8"))
    ks.append(tex_kernel("2d", "u32", ("u32", 1, "int", "border", "point"), "tex_2d_u32_1ch"))
    ks.append(tld4_kernel("f32", ("f32", 4, "-", "clamp", "point")))
    ks.append(tld4_kernel("s32", ("s32", 4, "int", "clamp", "point")))
    ks.append(tld4_kernel("u32", ("u8", 4, "int", "clamp", "point")))
    ks.append(linear_kernel())
    return ks


# ---------------------------------------------------------------- surfaces
# geometry -> (dims, layered, extent W,H,D (D = layers for arrays), host geometry)
SGEOM = {
    "1d": (1, False, (64, 0, 0), "1d"),
    "1d.array": (1, True, (16, 0, 4), "1dl"),
    "2d": (2, False, (8, 8, 0), "2d"),
    "2d.array": (2, True, (4, 4, 4), "2dl"),
    "3d": (3, False, (4, 4, 4), "3d"),
}
# (element type, vector width) -> (register type, bytes, host format, channels)
SELEM = [("i8", 1, "i16", 1, "u8", 1), ("i16", 1, "i16", 2, "u16", 1), ("i32", 1, "i32", 4, "u32", 1),
         ("i64", 1, "i64", 8, "u32", 2),
         ("i8", 2, "i16", 2, "u8", 2), ("i16", 2, "i16", 4, "u16", 2), ("i32", 2, "i32", 8, "u32", 2),
         ("i64", 2, "i64", 16, "u32", 4),
         ("i8", 4, "i16", 4, "u8", 4), ("i16", 4, "i16", 8, "u16", 4), ("i32", 4, "i32", 16, "u32", 4)]


def surf_coords(k, geom, size, oob):
    """(layer,) x in bytes, y, z of thread tid's element; with oob the edge
    elements are moved out of range (x 0 -> -3, W-1 -> W+2; y 0 -> -2,
    H-1 -> H+1; z likewise), so that clamping maps threads one to one"""
    dims, layered, ext, _ = SGEOM[geom]
    w, h = ext[0], max(ext[1], 1)
    coords = []
    x = k.i("urem", "%tid", w)
    y = k.i("urem", k.i("udiv", "%tid", w), h) if dims >= 2 else None
    z = k.i("udiv", "%tid", w * h) if (dims == 3 or layered) else None
    vals = [x] + ([y] if dims >= 2 else []) + ([z] if dims == 3 else [])
    exts = [w, h, ext[2]][:dims]
    out = []
    for j, (v, n) in enumerate(zip(vals, exts)):
        if oob:
            lo = k.emit("icmp eq i32 %s, 0" % v)
            hi = k.emit("icmp eq i32 %s, %d" % (v, n - 1))
            s = k.emit("select i1 %s, i32 %d, i32 %s" % (hi, n + 2 if j == 0 else n + 1, v))
            v = k.emit("select i1 %s, i32 %d, i32 %s" % (lo, -3 if j == 0 else -2, s))
        if j == 0 and size > 1:
            v = k.i("mul", v, size)
        out.append("i32 " + v)
    if layered:
        coords.append("i32 " + z)
    return coords + out


def value(k, rty, seed):
    """a store operand of register type rty, different per thread and seed"""
    v = k.i("mul", "%tid", 0x9E3779B1 - (1 << 32))
    v = k.i("add", v, (seed * 0x7F4A7C15) & 0x7FFFFFFF)
    v = k.i("xor", v, k.i("lshr", v, 13))
    if rty == "i32":
        return v
    if rty == "i16":
        return k.emit("trunc i32 %s to i16" % v)
    hi = k.i("mul", v, 0x2545F491)
    a = k.emit("zext i32 %s to i64" % v)
    b = k.emit("shl i64 %s, 32" % k.emit("zext i32 %s to i64" % hi))
    return k.emit("or i64 %s, %s" % (a, b))


def surf_kernel(op, geom, mode):
    dims, layered, ext, hg = SGEOM[geom]
    k = K("%s_%s_%s" % (op, geom.replace(".", ""), mode))
    for j, (t, vw, rty, size, fmt, nch) in enumerate(SELEM):
        ref = "s%d" % j
        k.surf(ref, hg, fmt, nch, ext[0], ext[1], ext[2])
        h = k.handle(ref)
        vn = "" if vw == 1 else "v%d" % vw
        coords = surf_coords(k, geom, size, mode != "trap")
        if op == "suld":
            ret = rty if vw == 1 else "{%s}" % ", ".join([rty] * vw)
            r = k.call("llvm.nvvm.suld.%s.%s%s.%s" % (geom, vn, t, mode), ret, ["i64 " + h] + coords)
            if vw == 1:
                k.store(r, rty)
            else:
                k.store_struct(r, vw, rty)
        else:
            vals = ["%s %s" % (rty, value(k, rty, 10 * j + c)) for c in range(vw)]
            k.call("llvm.nvvm.sust.b.%s.%s%s.%s" % (geom, vn, t, mode), "void", ["i64 " + h] + coords + vals)
    return k


def sustp_kernel(geom):
    dims, layered, ext, hg = SGEOM[geom]
    k = K("sustp_%s" % geom.replace(".", ""))
    for j, (n, fmt, nch) in enumerate(((1, "f32", 1), (2, "u16", 2), (4, "s8", 4), (4, "f32", 4))):
        ref = "s%d" % j
        k.surf(ref, hg, fmt, nch, ext[0], ext[1], ext[2])
        coords = surf_coords(k, geom, 1, False)  # sust.p: x counts elements, not bytes
        vals = []
        for c in range(n):
            v = value(k, "i32", 7 * j + c)
            if fmt == "f32":  # a float in [-64, 64) by its bits
                v = k.emit("bitcast float %s to i32" % k.emit("fmul float %s, %s" % (
                    k.emit("sitofp i32 %s to float" % k.i("ashr", v, 25)), fhex(1.0 / 4))))
            vals.append("i32 " + v)
        vn = "" if n == 1 else "v%d" % n
        k.call("llvm.nvvm.sust.p.%s.%si32.trap" % (geom, vn), "void", ["i64 " + k.handle(ref)] + coords + vals)
    return k


def surfaces():
    ks = []
    for op in ("suld", "sust"):
        for geom in SGEOM:
            for mode in ("clamp", "trap", "zero"):
                ks.append(surf_kernel(op, geom, mode))
    for geom in SGEOM:
        ks.append(sustp_kernel(geom))
    return ks


# ---------------------------------------------------------------- queries
TXQ = ["width", "height", "depth", "channel.order", "channel.data.type", "num.samples", "num.mipmap.levels", "array.size"]
SUQ = ["width", "height", "depth", "channel.order", "channel.data.type", "array.size"]


def query_kernel():
    k = K("queries")
    k.tex("q0", "1d", "f32", 1, 32, 0, 0, "-", "clamp", "point")
    k.tex("q1", "2dl", "u8", 4, 8, 4, 3, "int", "clamp", "point")
    k.tex("q2", "3d", "s16", 2, 4, 8, 2, "-", "wrap", "linear")
    k.tex("q3", "cubel", "f16", 4, 8, 8, 12, "-", "clamp", "linear")
    k.tex("q4", "lin", "u32", 1, 64, 0, 0, "int", "clamp", "point")
    k.surf("r0", "1d", "u32", 1, 64, 0, 0)
    k.surf("r1", "2dl", "u16", 2, 4, 4, 4)
    k.surf("r2", "3d", "f32", 4, 4, 4, 4)
    for ref in ("q0", "q1", "q2", "q3", "q4"):
        for q in TXQ:
            k.store(k.call("llvm.nvvm.txq." + q, "i32", ["i64 " + k.handle(ref)]), "i32")
    for ref in ("r0", "r1", "r2"):
        for q in SUQ:
            k.store(k.call("llvm.nvvm.suq." + q, "i32", ["i64 " + k.handle(ref)]), "i32")
    for ref in ("q0", "r0"):
        for q in ("texture", "surface", "sampler"):
            k.store(k.call("llvm.nvvm.istypep." + q, "i1", ["i64 " + k.handle(ref)]), "i1")
    return k


# ---------------------------------------------------------------- OpenCL triple
def nvcl():
    """texmode_independent (the OpenCL triple): every separate-sampler fetch,
    a .texref global bound as in CUDA's mode and a .samplerref global
    initialised in the module (the sampler's filter and address modes apply)"""
    ks = []
    for geom in TGEOM:
        for rt in ("f32", "s32", "u32"):
            ks.append(tex_kernel(geom, rt, nvcl=True))
    for rt, fmt in (("f32", ("f32", 4, "-", "clamp", "point")), ("s32", ("s32", 4, "int", "clamp", "point")),
                    ("u32", ("u8", 4, "int", "clamp", "point"))):
        ks.append(tld4_kernel(rt, fmt, nvcl=True))
    return ks


def kernels():
    return textures() + surfaces() + [query_kernel()] + nvcl()


def write_all(out):
    os.makedirs(out, exist_ok=True)
    ks = kernels()
    man = []
    for k in ks:
        with open(os.path.join(out, k.name + ".ll"), "w") as f:
            f.write(k.text())
        man.append(k.manifest())
    with open(os.path.join(out, "manifest.txt"), "w") as f:
        f.write("# texsurf_gen.py: kernel NAME THREADS WORDS; tex REF GEOM FMT NCH W H D FLAGS ADDR FILTER; "
                "surf REF GEOM FMT NCH W H D; end\n")
        f.write("".join(man))
    return ks


def run(cmd):
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    return p.returncode, p.stdout.decode(errors="replace")


def first_line(text):
    for line in text.splitlines():
        if "error" in line.lower():
            return line.strip()
    return (text.strip().splitlines() or ["(no diagnostic)"])[0]


TSOPS = ("tex.", "tld4.", "suld.", "sust.", "txq.", "suq.", "istypep.")


def opcodes(ptx):
    """how many times each texture / surface opcode occurs in a PTX file"""
    n = {}
    with open(ptx) as f:
        for line in f:
            w = line.split()
            if w and w[0].startswith(TSOPS):
                n[w[0]] = n.get(w[0], 0) + 1
    return n


def bundle(args):
    # work/: the kernels, both tools' PTX and cubins (run.sh uses only
    # cubins.tar.xz, host.c and itself)
    ll = os.path.join(args.bundle, "work", "ll")
    cub = os.path.join(args.bundle, "work", "cubins")
    shutil.rmtree(os.path.join(args.bundle, "work"), ignore_errors=True)
    os.makedirs(cub)
    ks = write_all(ll)
    bad, notes = 0, []
    tools = [("llc", [LLC, "-O2", "-march=nvptx64", "-mcpu=sm_90a"]),
             ("O0", [args.ptxsel, "-O0", "-mcpu=sm_90a"]),
             ("O2", [args.ptxsel, "-O2", "-mcpu=sm_90a"])]
    ok = []
    for k in ks:
        src = os.path.join(ll, k.name + ".ll")
        built = []
        for tool, cmd in tools:
            ptx = os.path.join(cub, "%s.%s.ptx" % (k.name, tool))
            rc, out = run(cmd + [src, "-o", ptx])
            if rc == 0:
                rc, out = run([PTXAS, "-arch=sm_90a", ptx, "-o", ptx[:-4] + ".cubin"])
            if rc != 0:
                notes.append("%s: %s failed: %s" % (k.name, tool, first_line(out)))
                bad += tool != "llc"
            else:
                built.append(tool)
        if "llc" in built:
            ref = opcodes(os.path.join(cub, "%s.llc.ptx" % k.name))
            for tool in built[1:]:
                got = opcodes(os.path.join(cub, "%s.%s.ptx" % (k.name, tool)))
                if got != ref:
                    notes.append("%s: %s's texture / surface instructions differ from llc-19's: %s" % (
                        k.name, tool, sorted(set(got.items()) ^ set(ref.items()))))
                    bad += 1
            ok.append(k.name)
        else:
            notes.append("%s: skipped (no llc-19 reference)" % k.name)
    for n in notes:
        print("texsurf_gen: " + n)
    shutil.copy(os.path.join(ll, "manifest.txt"), os.path.join(cub, "manifest.txt"))
    tpath = os.path.join(args.bundle, "cubins.tar.xz")
    with tarfile.open(tpath, "w:xz", preset=6) as tf:
        for f in sorted(os.listdir(cub)):
            if f.endswith(".cubin") or f == "manifest.txt":
                ti = tf.gettarinfo(os.path.join(cub, f), "cubins/" + f)
                ti.mtime, ti.uid, ti.gid, ti.uname, ti.gname = 0, 0, 0, "", ""
                with open(os.path.join(cub, f), "rb") as fh:
                    tf.addfile(ti, fh)
    for f in ("run.sh", "host.c"):
        shutil.copy(os.path.join(HERE, f), os.path.join(args.bundle, f))
    os.chmod(os.path.join(args.bundle, "run.sh"), 0o755)
    size = sum(os.path.getsize(os.path.join(args.bundle, f)) for f in ("cubins.tar.xz", "run.sh", "host.c"))
    forms = sum(sum(opcodes(os.path.join(cub, "%s.llc.ptx" % n)).values()) for n in ok)
    print("texsurf_gen: %d kernels (%d texture / surface instructions), %d with an llc-19 reference, "
          "%d ptxsel failures" % (len(ks), forms, len(ok), bad))
    print("texsurf_gen: bundle %s: cubins.tar.xz run.sh host.c, %d bytes" % (args.bundle, size))
    return 1 if bad else 0


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", help="write the kernels (.ll) and manifest.txt here")
    ap.add_argument("--bundle", help="compile with both tools and write a GPU bundle here")
    ap.add_argument("--ptxsel", default=os.path.join(ROOT, "build", "bin", "ptxsel"))
    args = ap.parse_args()
    if args.bundle:
        sys.exit(bundle(args))
    if not args.out:
        ap.error("give --out or --bundle")
    for k in write_all(args.out):
        print("%s.ll: %d words per thread, %d references" % (k.name, k.k, len(k.refs)))


if __name__ == "__main__":
    main()
