"""The llvm.nvvm.wmma.* intrinsics LLVM 19 defines (IntrinsicsNVVM.td: NVVM_MMA_OPS,
NVVM_WMMA_LDST_SUPPORTED, NVVM_WMMA_SUPPORTED, WMMA_REGS), as (name, result, args)
with LLVM IR type strings. Independent of tablegen-data/wmma.td on purpose: the
comparison checks the rows against this list and against llc-19."""

GEOMS_16 = ("m16n16k16", "m32n8k16", "m8n32k16")

# fragment (geom, frag, type) -> (IR element type, count)
def regs(geom, frag, t):
    if t == "f16":
        return ("<2 x half>", 8 if frag in "ab" else 4)
    if t == "f32":
        return ("float", 8)
    if t == "f64":
        return ("double", 1 if frag in "ab" else 2)
    if t == "s32":
        return ("i32", 8 if geom in GEOMS_16 else 2)
    if t == "tf32":
        return ("i32", 4)
    if t == "bf16":
        return ("i32", {"m16n16k16": 4, "m8n32k16": 2 if frag == "a" else 8,
                        "m32n8k16": 8 if frag == "a" else 2}[geom])
    if t in ("s8", "u8"):
        return ("i32", {"m16n16k16": 2, "m8n32k16": 1 if frag == "a" else 4,
                        "m32n8k16": 4 if frag == "a" else 1}[geom])
    if t in ("s4", "u4", "b1"):
        return ("i32", 1)
    raise KeyError((geom, frag, t))


def ir_type(geom, frag, t):
    el, n = regs(geom, frag, t)
    return el if n == 1 else "{" + ", ".join([el] * n) + "}"


def ldst_ops():
    out = []
    for g in GEOMS_16:
        for f in "ab":
            for t in ("f16", "u8", "s8", "bf16"):
                out.append((g, f, t))
        for f in "cd":
            for t in ("f16", "f32", "s32"):
                out.append((g, f, t))
    out += [("m16n16k8", f, "tf32") for f in "ab"] + [("m16n16k8", f, "f32") for f in "cd"]
    out += [("m8n8k4", f, "f64") for f in "abcd"]
    out += [("m8n8k32", f, t) for f in "ab" for t in ("s4", "u4")]
    out += [("m8n8k128", f, "b1") for f in "ab"]
    out += [(g, f, "s32") for g in ("m8n8k32", "m8n8k128") for f in "cd"]
    return out


def mma_ops():
    out = []
    for g in ("m16n16k8",):
        out.append((g, "tf32", "tf32", "f32", "f32"))
    for g in GEOMS_16:
        out.append((g, "bf16", "bf16", "f32", "f32"))
    out.append(("m8n8k4", "f64", "f64", "f64", "f64"))
    for g in GEOMS_16:
        for c in ("f16", "f32"):
            for d in ("f16", "f32"):
                out.append((g, "f16", "f16", c, d))
    for g in GEOMS_16:
        for a in ("s8", "u8"):
            out.append((g, a, a, "s32", "s32"))
    for a in ("s4", "u4"):
        out.append(("m8n8k32", a, a, "s32", "s32"))
    out.append(("m8n8k128", "b1", "b1", "s32", "s32"))
    return out


def intrinsics():
    """Yield (name, kind, result type, [arg types], info dict)."""
    for layout in ("row", "col"):
        for stride in (0, 1):
            for (g, f, t) in ldst_ops():
                if t in ("b1", "s4", "u4") and ((f == "a" and layout != "row") or (f == "b" and layout != "col")):
                    continue
                for as_ in (0, 1, 3):
                    op = "store" if f == "d" else "load"
                    name = "llvm.nvvm.wmma.%s.%s.%s.%s%s.%s.p%d" % (
                        g, op, f, layout, ".stride" if stride else "", t, as_)
                    ptr = "ptr" if as_ == 0 else "ptr addrspace(%d)" % as_
                    el, n = regs(g, f, t)
                    info = dict(geom=g, frag=f, type=t, layout=layout, stride=stride, addrspace=as_)
                    if op == "load":
                        yield name, "load", ir_type(g, f, t), [ptr] + (["i32"] if stride else []), info
                    else:
                        yield name, "store", "void", [ptr] + [el] * n + (["i32"] if stride else []), info
    for la in ("row", "col"):
        for lb in ("row", "col"):
            for satf in (0, 1):
                for rnd in ("", "rn", "rz", "rm", "rp"):
                    for (g, a, b, c, d) in mma_ops():
                        if a != "f64" and rnd:
                            continue
                        if satf and a not in ("s8", "u8", "s4", "u4", "f16"):
                            continue
                        if a in ("s4", "u4", "b1") and (la, lb) != ("row", "col"):
                            continue
                        sig = ".%s.%s" % (d, c) if a == "f16" else "." + a
                        for b1op in ((".xor.popc", ".and.popc") if a == "b1" else ("",)):
                            name = "llvm.nvvm.wmma.%s.mma%s.%s.%s%s%s%s" % (
                                g, b1op, la, lb, "." + rnd if rnd else "", sig, ".satfinite" if satf else "")
                            args = []
                            for fr, t in (("a", a), ("b", b), ("c", c)):
                                el, n = regs(g, fr, t)
                                args += [el] * n
                            info = dict(geom=g, type=a, ctype=c, dtype=d, satf=satf, rnd=rnd, b1op=b1op,
                                        la=la, lb=lb)
                            yield name, "mma", ir_type(g, "d", d), args, info
