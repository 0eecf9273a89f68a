#!/usr/bin/env python3
"""Every warp-level mma name issue 13 added, enumerated from upstream LLVM's
rules (IntrinsicsNVVM.td: fp8_mma_ops and f8f6f4_mma_ops with kind "" /
"kind::f8f6f4" under NVVM_MMA_SUPPORTED, f64_mma_ops m16n8k{4,8,16},
all_mma_block_scale_ops under NVVM_MMA_BLOCK_SCALE_SUPPORTED,
all_mma_sp_block_scale_ops under NVVM_MMA_SP_BLOCK_SCALE_SUPPORTED; the
fragments of WMMA_REGS), written independently of tablegen-data/mma*.td, with
the PTX mnemonic upstream's llc prints for each (NVPTXIntrinsics.td MMA,
MMA_BLOCK_SCALE, MMA_SP_BLOCK_SCALE).

usage: upstream_kind_names.py ll|want [accepted|refused]
  ll:   one module, one kernel per name (constant 0 selector where an immarg)
  want: the expected mnemonics, one a line, in the module's order
refused: upstream's mxf4nvf4 scale_4x names with ue8m0 scales, which ptxas
13 rejects; accepted: every other name."""
import itertools
import sys

F8 = ["e4m3", "e5m2"]
ALL = ["e4m3", "e5m2", "e3m2", "e2m3", "e2m1"]
SCALE = ["i32", "i16", "i16", "i32", "i16", "i16"]
SV = {"": "", ".scale.1x": ".scale_vec::1X", ".scale.2x": ".scale_vec::2X", ".scale.4x": ".scale_vec::4X"}


def acc(t):
    return ["<2 x half>"] * 2 if t == "f16" else ["float"] * 4


def names():
    out = []  # (name, args, result, mnemonic, immarg index or None)
    for a, b in itertools.product(F8, F8):
        for t in ("f16", "f32"):
            out.append((f"llvm.nvvm.mma.m16n8k16.row.col.{t}.{a}.{b}.{t}", ["i32"] * 3 + acc(t), acc(t),
                        f"mma.sync.aligned.m16n8k16.row.col.{t}.{a}.{b}.{t}", None))
    for a, b in itertools.product(ALL, ALL):
        for t in ("f16", "f32"):
            if a in F8 and b in F8:
                out.append((f"llvm.nvvm.mma.m16n8k32.row.col.{t}.{a}.{b}.{t}", ["i32"] * 6 + acc(t), acc(t),
                            f"mma.sync.aligned.m16n8k32.row.col.{t}.{a}.{b}.{t}", None))
            out.append((f"llvm.nvvm.mma.m16n8k32.row.col.kind.f8f6f4.{t}.{a}.{b}.{t}", ["i32"] * 6 + acc(t), acc(t),
                        f"mma.sync.aligned.m16n8k32.row.col.kind::f8f6f4.{t}.{a}.{b}.{t}", None))
    for g, na, nb in (("m16n8k4", 2, 1), ("m16n8k8", 4, 2), ("m16n8k16", 8, 4)):
        out.append((f"llvm.nvvm.mma.{g}.row.col.f64", ["double"] * (na + nb + 4), ["double"] * 4,
                    f"mma.sync.aligned.{g}.row.col.f64.f64.f64.f64", None))
    fp4 = [("mxf4", "", "ue8m0"), ("mxf4", ".scale.2x", "ue8m0"), ("mxf4nvf4", ".scale.2x", "ue8m0"),
           ("mxf4nvf4", ".scale.4x", "ue4m3"), ("mxf4nvf4", ".scale.4x", "ue8m0")]
    for k, sv, st in fp4:
        out.append((f"llvm.nvvm.mma.block.scale.m16n8k64.row.col.{k}{sv}.f32.e2m1.e2m1.f32.{st}",
                    ["i32"] * 6 + ["float"] * 4 + SCALE, ["float"] * 4,
                    f"mma.sync.aligned.m16n8k64.row.col.kind::{k}.block_scale{SV[sv]}.f32.e2m1.e2m1.f32.{st}", None))
        out.append((f"llvm.nvvm.mma.sp.ordered.metadata.block.scale.m16n8k128.row.col.{k}{sv}.f32.e2m1.e2m1.f32.{st}",
                    ["i32"] * 8 + ["float"] * 4 + ["i32", "i32"] + SCALE, ["float"] * 4,
                    f"mma.sp::ordered_metadata.sync.aligned.m16n8k128.row.col.kind::{k}.block_scale{SV[sv]}"
                    f".f32.e2m1.e2m1.f32.{st}", 13))
    for sv in ("", ".scale.1x"):
        for a, b in itertools.product(ALL, ALL):
            out.append((f"llvm.nvvm.mma.block.scale.m16n8k32.row.col.mxf8f6f4{sv}.f32.{a}.{b}.f32.ue8m0",
                        ["i32"] * 6 + ["float"] * 4 + SCALE, ["float"] * 4,
                        f"mma.sync.aligned.m16n8k32.row.col.kind::mxf8f6f4.block_scale{SV[sv]}.f32.{a}.{b}.f32.ue8m0",
                        None))
            out.append((f"llvm.nvvm.mma.sp.ordered.metadata.block.scale.m16n8k64.row.col.mxf8f6f4{sv}.f32.{a}.{b}"
                        ".f32.ue8m0", ["i32"] * 8 + ["float"] * 4 + ["i32", "i32"] + SCALE, ["float"] * 4,
                        f"mma.sp::ordered_metadata.sync.aligned.m16n8k64.row.col.kind::mxf8f6f4.block_scale{SV[sv]}"
                        f".f32.{a}.{b}.f32.ue8m0", 13))
    return out


def main():
    what, which = sys.argv[1], sys.argv[2] if len(sys.argv) > 2 else "accepted"
    rows = [r for r in names() if (".scale.4x." in r[0] and r[0].endswith(".ue8m0")) == (which == "refused")]
    if what == "want":
        for r in rows:
            print(r[3])
        return
    decls = {}
    for i, (name, args, res, _, imm) in enumerate(rows):
        rt = "{" + ", ".join(res) + "}"
        vals = [f"{t} %x{j}" for j, t in enumerate(args)]
        if imm is not None:
            vals[imm] = "i32 0"
        print(f"define ptx_kernel void @k{i}(ptr %out, {', '.join(f'{t} %x{j}' for j, t in enumerate(args))}) {{")
        print(f"  %r = call {rt} @{name}({', '.join(vals)})")
        print(f"  %e = extractvalue {rt} %r, 0")
        print(f"  store {res[0]} %e, ptr %out")
        print("  ret void\n}")
        decls[name] = f"declare {rt} @{name}({', '.join(args)})"
    for d in decls.values():
        print(d)


if __name__ == "__main__":
    main()
