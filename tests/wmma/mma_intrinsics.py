"""The warp-level llvm.nvvm.mma.* and llvm.nvvm.ldmatrix.* intrinsics LLVM 19
defines (IntrinsicsNVVM.td: NVVM_MMA_OPS.all_mma_ops, NVVM_MMA_SUPPORTED,
NVVM_MMA_B1OPS, MMA_SIGNATURE, LDMATRIX_NAME; ldmatrix is overloaded on its
pointer), plus stmatrix as upstream LLVM 21 names it
(llvm.nvvm.stmatrix.sync.aligned.m8n8.x{1,2,4}[.trans].b16, ptr addrspace(3)
first), which llc-19 does not know. Records as in wmma_intrinsics.py:
(name, kind, result type, [arg types], info). Independent of
tablegen-data/mma.td on purpose."""

H2, F32, F64, I32 = "<2 x half>", "float", "double", "i32"


def regs(geom, frag, t):
    """(IR element type, count) of one fragment (WMMA_REGS)."""
    table = {
        "m8n8k4:a:f16": (H2, 2), "m8n8k4:b:f16": (H2, 2),
        "m8n8k4:c:f16": (H2, 4), "m8n8k4:d:f16": (H2, 4),
        "m8n8k4:c:f32": (F32, 8), "m8n8k4:d:f32": (F32, 8),
        "m16n8k8:a:f16": (H2, 2), "m16n8k8:b:f16": (H2, 1),
        "m16n8k8:c:f16": (H2, 2), "m16n8k8:d:f16": (H2, 2),
        "m16n8k8:c:f32": (F32, 4), "m16n8k8:d:f32": (F32, 4),
        "m16n8k16:a:f16": (H2, 4), "m16n8k16:b:f16": (H2, 2),
        "m16n8k16:c:f16": (H2, 2), "m16n8k16:d:f16": (H2, 2),
        "m16n8k16:c:f32": (F32, 4), "m16n8k16:d:f32": (F32, 4),
        "m16n8k4:c:f32": (F32, 4), "m16n8k4:d:f32": (F32, 4),
        "m16n8k4:a:tf32": (I32, 2), "m16n8k4:b:tf32": (I32, 1),
        "m16n8k8:a:tf32": (I32, 4), "m16n8k8:b:tf32": (I32, 2),
        "m8n8k4:a:f64": (F64, 1), "m8n8k4:b:f64": (F64, 1),
        "m8n8k4:c:f64": (F64, 2), "m8n8k4:d:f64": (F64, 2),
        "m16n8k16:a:bf16": (I32, 4), "m16n8k16:b:bf16": (I32, 2),
        "m16n8k8:a:bf16": (I32, 2), "m16n8k8:b:bf16": (I32, 1),
        "m8n8k16:a:i8": (I32, 1), "m8n8k16:b:i8": (I32, 1),
        "m8n8k16:c:s32": (I32, 2), "m8n8k16:d:s32": (I32, 2),
        "m16n8k16:a:i8": (I32, 2), "m16n8k16:b:i8": (I32, 1),
        "m16n8k16:c:s32": (I32, 4), "m16n8k16:d:s32": (I32, 4),
        "m16n8k32:a:i8": (I32, 4), "m16n8k32:b:i8": (I32, 2),
        "m16n8k32:c:s32": (I32, 4), "m16n8k32:d:s32": (I32, 4),
        "m8n8k32:a:i4": (I32, 1), "m8n8k32:b:i4": (I32, 1),
        "m8n8k32:c:s32": (I32, 2), "m8n8k32:d:s32": (I32, 2),
        "m16n8k32:a:i4": (I32, 2), "m16n8k32:b:i4": (I32, 1),
        "m16n8k64:a:i4": (I32, 4), "m16n8k64:b:i4": (I32, 2),
        "m16n8k64:c:s32": (I32, 4), "m16n8k64:d:s32": (I32, 4),
        "m8n8k128:a:b1": (I32, 1), "m8n8k128:b:b1": (I32, 1),
        "m8n8k128:c:s32": (I32, 2), "m8n8k128:d:s32": (I32, 2),
        "m16n8k128:a:b1": (I32, 2), "m16n8k128:b:b1": (I32, 1),
        "m16n8k128:c:s32": (I32, 4), "m16n8k128:d:s32": (I32, 4),
        "m16n8k256:a:b1": (I32, 4), "m16n8k256:b:b1": (I32, 2),
        "m16n8k256:c:s32": (I32, 4), "m16n8k256:d:s32": (I32, 4),
    }
    key = {"s8": "i8", "u8": "i8", "s4": "i4", "u4": "i4"}.get(t, t)
    return table["%s:%s:%s" % (geom, frag, key)]


def ir_type(geom, frag, t):
    el, n = regs(geom, frag, t)
    return el if n == 1 else "{" + ", ".join([el] * n) + "}"


def mma_ops():
    """(geom, A, B, C, D) of NVVM_MMA_OPS.all_mma_ops, in its order."""
    def ops(geoms, ta, tb, tc, td):
        return [(g, a, b, c, d) for g in geoms for a in ta for b in (tb or [a])
                for c in tc for d in (td or [c])]
    return (ops(["m16n8k4", "m16n8k8"], ["tf32"], [], ["f32"], [])
            + ops(["m16n8k16", "m16n8k8"], ["bf16"], [], ["f32"], [])
            + ops(["m8n8k4"], ["f64"], [], ["f64"], [])
            + ops(["m8n8k4", "m16n8k8", "m16n8k16"], ["f16"], [], ["f16", "f32"], ["f16", "f32"])
            + ops(["m8n8k16", "m16n8k16", "m16n8k32"], ["s8", "u8"], ["s8", "u8"], ["s32"], [])
            + ops(["m8n8k32", "m16n8k32", "m16n8k64"], ["s4", "u4"], ["s4", "u4"], ["s32"], [])
            + ops(["m8n8k128", "m16n8k128", "m16n8k256"], ["b1"], [], ["s32"], []))


def supported(op, la, lb, satf):
    """NVVM_MMA_SUPPORTED."""
    g, a, b, c, d = op
    if satf and a not in ("s8", "u8", "s4", "u4"):
        return False
    if g == "m8n8k4" and (c, d) == ("f32", "f16"):
        return False
    if (la, lb) != ("row", "col") and not (g == "m8n8k4" and a == "f16"):
        return False
    if g == "m16n8k8" and (a != b or c != d):
        return False
    return True


def intrinsics():
    """Yield (name, kind, result type, [arg types], info)."""
    for la in ("row", "col"):
        for lb in ("row", "col"):
            for satf in (0, 1):
                for op in mma_ops():
                    g, a, b, c, d = op
                    if not supported(op, la, lb, satf):
                        continue
                    if a == "f16":
                        sig = ".%s.%s" % (d, c)
                    elif a != b:
                        sig = ".%s.%s" % (a, b)
                    else:
                        sig = "." + a
                    for b1op in ((".xor.popc", ".and.popc") if a == "b1" else ("",)):
                        name = "llvm.nvvm.mma%s.%s.%s.%s%s%s" % (
                            b1op, g, la, lb, ".satfinite" if satf else "", sig)
                        args = []
                        for fr, t in (("a", a), ("b", b), ("c", c)):
                            el, n = regs(g, fr, t)
                            args += [el] * n
                        info = dict(geom=g, a=a, b=b, c=c, d=d, satf=satf, b1op=b1op, la=la, lb=lb, llc=True)
                        yield name, "mma", ir_type(g, "d", d), args, info
    # ldmatrix: overloaded on the pointer (llvm_anyptr_ty)
    for trans in (0, 1):
        for x, n in (("x1", 1), ("x2", 2), ("x4", 4)):
            for as_ in (0, 1, 3):
                name = "llvm.nvvm.ldmatrix.sync.aligned.m8n8.%s%s.b16.p%d" % (x, ".trans" if trans else "", as_)
                ptr = "ptr" if as_ == 0 else "ptr addrspace(%d)" % as_
                ret = I32 if n == 1 else "{" + ", ".join([I32] * n) + "}"
                yield name, "load", ret, [ptr], dict(x=x, trans=trans, addrspace=as_, llc=True)
    # stmatrix (upstream LLVM 21+ spelling, overloaded on the pointer like
    # ldmatrix; llc-19 has no such intrinsic)
    for trans in (0, 1):
        for x, n in (("x1", 1), ("x2", 2), ("x4", 4)):
            for as_ in (0, 3):
                name = "llvm.nvvm.stmatrix.sync.aligned.m8n8.%s%s.b16.p%d" % (x, ".trans" if trans else "", as_)
                ptr = "ptr" if as_ == 0 else "ptr addrspace(3)"
                yield name, "store", "void", [ptr] + [I32] * n, dict(x=x, trans=trans, addrspace=as_, llc=False)
