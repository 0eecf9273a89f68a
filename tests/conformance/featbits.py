#!/usr/bin/env python3
"""Feature-bit conformance: every derived feature bit against ptxas.

Consumes: build/bin/ptxsel-query (`cpus --json`, `features <cpu> -mattr=+ptxNN
          --json`) and ptxas (CUDA 13: PTX ISA up to 9.0).
Produces: one row per feature bit (agreements / checks, and every
          disagreement as target@PTX) and the closing line
          "featbits: N passed, N failed, N skipped" (one check = one bit on one
          target at one PTX version).
Guarantees: each bit has a one-instruction probe kernel whose only gate is
          that bit (the evidence quoted in targets/targets.c); the bit must be
          on exactly where ptxas assembles the probe, on every target ptxas
          knows, at every PTX version where some bit's gate changes. Exit 1 on
          any disagreement, 2 when a tool is missing. has_arch_conditional and
          has_family_conditional are definitions (the target's suffix), not
          instruction gates: they are checked against the name instead.

usage: featbits.py [--query PATH] [--ptxas PATH] [-j N] [--bit NAME]...
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

DECLS = """
.shared .align 128 .b8 smem[1024];
.shared .align 8 .b64 mbar;
"""
REGS = (".reg .b32 %r<12>; .reg .b64 %rd<8>; .reg .pred %p<4>; .reg .f32 %f<10>;"
        " .reg .b16 %rs<8>; .reg .f64 %fd<6>;\n")
MB = ".mbarrier::complete_tx::bytes"
C2 = "[%rd1, {%r1, %r2}]"
C3 = "[%rd1, {%r1, %r2, %r3}]"
C5 = "[%rd1, {%r1, %r2, %r3, %r4, %r5}]"
F4 = "{%f1, %f2, %f3, %f4}"
F8 = "{%f1, %f2, %f3, %f4, %f5, %f6, %f7, %f8}"

# bit -> the probe instruction whose legality is exactly that bit.
PROBES = {
    "has_tmem": "tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [smem], 32;",
    "has_wgmma": "wgmma.fence.sync.aligned;",
    "has_scale_input_accumulator":
        "tcgen05.mma.cta_group::1.kind::f16 [%r1], %rd1, %rd2, %r2, %p1, 1;",
    "has_wide_im2col":
        "cp.async.bulk.tensor.3d.shared::cluster.global.im2col::w::128" + MB +
        " [smem], " + C3 + ", [mbar], {%rs1, %rs2};",
    "has_two_cta_tma":
        "cp.async.bulk.tensor.2d.shared::cluster.global.tile" + MB +
        ".cta_group::2 [smem], " + C2 + ", [mbar];",
    "has_cluster_multicast":
        "cp.async.bulk.shared::cluster.global" + MB +
        ".multicast::cluster [smem], [%rd1], 16, [mbar], %rs1;",
    "has_clusters": "mapa.shared::cluster.u32 %r1, %r2, %r3;",
    "has_tma": "cp.async.bulk.tensor.2d.shared::cluster.global.tile" + MB +
               " [smem], " + C2 + ", [mbar];",
    "has_tma_gather4":
        "cp.async.bulk.tensor.2d.shared::cluster.global.tile::gather4" + MB +
        " [smem], " + C5 + ", [mbar];",
    "has_setmaxnreg": "setmaxnreg.inc.sync.aligned.u32 232;",
    "has_tcgen05_i8": "tcgen05.mma.cta_group::1.kind::i8 [%r1], %rd1, %rd2, %r2, %p1;",
    "has_tcgen05_shift": "tcgen05.shift.cta_group::1.down [%r1];",
    "has_tcgen05_ld_red":
        "tcgen05.ld.red.sync.aligned.32x32b.x2.min.f32 {%f1, %f2}, %f3, [%r1];",
    "has_tcgen05_sparse_mxf4":
        "tcgen05.mma.sp.cta_group::1.kind::mxf4.block_scale.scale_vec::2X"
        " [%r1], %rd1, %rd2, [%r3], %r2, [%r4], [%r5], %p1;",
    "has_tcgen05_block_scale_vec":
        "tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale.block32"
        " [%r1], %rd1, %rd2, %r2, [%r4], [%r5], %p1;",
    "has_mma_block_scale":
        "mma.sync.aligned.m16n8k64.row.col.kind::mxf4.block_scale.scale_vec::2X"
        ".f32.e2m1.e2m1.f32.ue8m0 " + F4 + ", {%r1, %r2, %r3, %r4}, {%r5, %r6}, " + F4 +
        ", %r7, {0, 0}, %r8, {0, 0};",
    # mmakind (issue 13)
    "has_mma_sp_block_scale_fp4":
        "mma.sp::ordered_metadata.sync.aligned.m16n8k128.row.col.kind::mxf4.block_scale"
        ".f32.e2m1.e2m1.f32.ue8m0 " + F4 + ", {%r1, %r2, %r3, %r4}, {%r5, %r6, %r7, %r8}, " + F4 +
        ", %r9, 0, %r7, {0, 0}, %r8, {0, 0};",
    "has_mma_f64_hopper":
        "mma.sync.aligned.m16n8k4.row.col.f64.f64.f64.f64 {%fd1, %fd2, %fd3, %fd4}, {%fd5, %fd1}, {%fd2},"
        " {%fd1, %fd2, %fd3, %fd4};",
    "has_wmma_f16":
        "wmma.load.a.sync.aligned.row.m16n16k16.f16 {%r1,%r2,%r3,%r4,%r5,%r6,%r7,%r8}, [%rd1];",
    "has_wmma_int8": "wmma.load.a.sync.aligned.row.m16n16k16.s8 {%r1, %r2}, [%rd1];",
    "has_wmma_subbyte":
        "wmma.mma.sync.aligned.row.col.m8n8k32.s32.s4.s4.s32 {%r1, %r2}, {%r3}, {%r4},"
        " {%r1, %r2};",
    "has_wmma_bf16_tf32_f64":
        "wmma.mma.sync.aligned.row.col.m8n8k4.f64.f64.f64.f64 {%fd1, %fd2}, {%fd3}, {%fd4},"
        " {%fd1, %fd2};",
    "has_mma_volta":
        "mma.sync.aligned.m8n8k4.row.col.f32.f16.f16.f32 " + F8 + ", {%r1, %r2}, {%r3, %r4}, " + F8 + ";",
    "has_mma_turing":
        "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 " + F4 + ", {%r1, %r2}, {%r3}, " + F4 + ";",
    "has_mma_ampere":
        "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 " + F4 + ", {%r1, %r2, %r3, %r4}, {%r5, %r6}, "
        + F4 + ";",
    "has_mma_fp8":
        "mma.sp.sync.aligned.m16n8k64.row.col.f32.e4m3.e5m2.f32 " + F4 + ", {%r1, %r2, %r3, %r4}, "
        "{%r5, %r6, %r7, %r8}, " + F4 + ", %r9, 0;",
    "has_mma_f8f6f4":
        "mma.sp::ordered_metadata.sync.aligned.m16n8k64.row.col.kind::f8f6f4.f32.e4m3.e5m2.f32 " + F4 +
        ", {%r1, %r2, %r3, %r4}, {%r5, %r6, %r7, %r8}, " + F4 + ", %r9, 0;",
    "has_mma_f6f4_f16acc":
        "mma.sp::ordered_metadata.sync.aligned.m16n8k64.row.col.kind::f8f6f4.f32.e3m2.e2m1.f32 " + F4 +
        ", {%r1, %r2, %r3, %r4}, {%r5, %r6, %r7, %r8}, " + F4 + ", %r9, 0;",
    "has_ldmatrix": "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%r1, %r2, %r3, %r4}, [smem];",
    "has_stmatrix": "stmatrix.sync.aligned.m8n8.x4.trans.shared.b16 [smem], {%r1, %r2, %r3, %r4};",
    "has_bf16_arith": "mul.rn.bf16x2 %r1, %r2, %r3;",
    "has_f16_math": "add.f16 %rs1, %rs2, %rs3;",
    "has_cvt_bf16": "cvt.rn.bf16.f32 %rs1, %f1;",
    "has_redux_sync": "redux.sync.add.u32 %r1, %r2, 0xffffffff;",
    "has_mbarrier": "mbarrier.init.shared.b64 [smem], 1;",
    "has_minmax_nan": "max.NaN.f32 %f1, %f2, %f3;",
    "has_minmax_xorsign": "min.xorsign.abs.f32 %f1, %f2, %f3;",
    "has_cvta_param": "cvta.param.u64 %rd1, %rd2;",
    "has_elect_sync": "elect.sync %r1|%p1, 0xffffffff;",
    "has_atom_f64": "atom.global.add.f64 %fd1, [%rd1], %fd2;",
    "has_atom_scope": "atom.relaxed.gpu.global.add.u32 %r1, [%rd1], 1;",
    "has_fence_cluster": "fence.acq_rel.cluster;",
    "has_griddepcontrol": "griddepcontrol.wait;",
    "has_tcgen05_scale_vec_nx":
        "tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale.scale_vec::1X"
        " [%r1], %rd1, %rd2, %r2, [%r4], [%r5], %p1;",
    "has_wide_im2col_cta":
        "cp.async.bulk.tensor.3d.shared::cta.global.im2col::w" + MB +
        " [smem], " + C3 + ", [mbar], {%rs1, %rs2};",
    "has_tma_gather4_cta":
        "cp.async.bulk.tensor.2d.shared::cta.global.tile::gather4" + MB +
        " [smem], " + C5 + ", [mbar];",
    "has_bulk_cp_mask":
        "cp.async.bulk.global.shared::cta.bulk_group.cp_mask [%rd1], [smem], 16, %rs1;",
    "has_bf16_fma": "fma.rn.bf16 %rs1, %rs2, %rs3, %rs4;",
    # cvt (issue 13): the packed narrow-float conversions
    "has_cvt_fp8": "cvt.rn.satfinite.e4m3x2.f32 %rs1, %f1, %f2;",
    "has_cvt_f6f4": "cvt.rn.satfinite.e2m3x2.f32 %rs1, %f1, %f2;",
    "has_cvt_rs": "cvt.rs.satfinite.e4m3x4.f32 %r1, " + F4 + ", %r2;",
    "has_cvt_tf32_rn": "cvt.rn.tf32.f32 %r1, %f1;",
    "has_cvt_tf32_satfinite": "cvt.rn.satfinite.tf32.f32 %r1, %f1;",
    "has_mixed_fp_arith": "add.rn.f32.bf16 %f1, %rs1, %f2;",
    # cpasync area (issue 13)
    "has_cp_async": "cp.async.ca.shared.global [smem], [%rd1], 4;",
    "has_cache_policy": "createpolicy.fractional.L2::evict_last.b64 %rd1, 1.0;",
    "has_ldst_256": "ld.global.v4.b64 {%rd1, %rd2, %rd3, %rd4}, [%rd5];",
    # clasync (issue 13)
    "has_async_store": "st.async.shared::cluster" + MB + ".u32 [%rd1], %r1, [%rd2];",
    "has_multimem": "multimem.red.relaxed.sys.global.add.u32 [%rd1], %r1;",
    "has_tensormap_replace": "tensormap.replace.tile.global_address.global.b1024.b64 [%rd1], %rd2;",
    "has_tensormap_sm100": "tensormap.replace.tile.swizzle_atomicity.global.b1024.b32 [%rd1], 3;",
    "has_tensormap_swizzle_mode4": "tensormap.replace.tile.swizzle_mode.global.b1024.b32 [%rd1], 4;",
    "has_clc": "clusterlaunchcontrol.try_cancel.async.shared::cta" + MB + ".b128 [smem], [mbar];",
    "has_clc_multicast":
        "clusterlaunchcontrol.try_cancel.async.shared::cta" + MB + ".multicast::cluster::all.b128 [smem], [mbar];",
    # inventory (issue 13)
    "has_ldstmatrix_b8": "stmatrix.sync.aligned.m16n8.x1.trans.shared.b8 [%rd1], {%r1};",
    "has_st_bulk": "st.bulk.weak.shared::cta [%rd1], 64, 0;",
    "has_async_store_global": "st.async.release.sys.global.b32 [%rd1], %r1;",
    "has_redux_f32": "redux.sync.min.abs.NaN.f32 %f1, %f2, 0xffffffff;",
    # ord13 (issue 13)
    "has_f32x2": "fma.rn.f32x2 %rd1, %rd2, %rd3, %rd4;",
}
DEFINITIONAL = {
    "has_arch_conditional": lambda name: name.endswith("a"),
    "has_family_conditional": lambda name: name.endswith("a") or name.endswith("f"),
}
NO_PTXAS = {"sm_70", "sm_72"}
# PTX versions where a gate changes (each bit's minimum and the one below it,
# each target's minimum) plus the newest.
BOUNDARIES = [60, 61, 62, 63, 65, 70, 71, 73, 74, 76, 77, 78, 80, 85, 86, 87, 88, 90,
              81, 82, 83]  # clasync: has_async_store / has_multimem 8.1, has_tensormap_replace 8.3


from ptxas_probe import find_ptxas, find_query, fmt, parse_ver


def assemble(ptxas, tmpdir, key, target, ver, body):
    src = (".version %s\n.target %s\n.address_size 64\n%s\n"
           ".visible .entry featbits_probe()\n{\n%s%s\nret;\n}\n"
           % (fmt(ver), target, DECLS, REGS, body))
    path = os.path.join(tmpdir, "%s_%s_%d.ptx" % (key, target, ver))
    with open(path, "w") as f:
        f.write(src)
    r = subprocess.run([ptxas, "-arch=" + target, "-o", path + ".cubin", path],
                       capture_output=True, text=True)
    os.unlink(path)
    if os.path.exists(path + ".cubin"):
        os.unlink(path + ".cubin")
    msg = (r.stdout + r.stderr).replace(path, "<probe>").strip()
    return r.returncode == 0, msg.splitlines()[0] if msg else ""


def features(q, cpu, ver):
    r = subprocess.run([q, "features", cpu, "-mattr=+ptx%d" % ver, "--json"],
                       capture_output=True, text=True)
    if r.returncode != 0:
        raise RuntimeError("ptxsel-query features %s +ptx%d: %s" % (cpu, ver, r.stderr.strip()))
    return json.loads(r.stdout)["features"]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--query", help="ptxsel-query binary (default $PTXSEL_BUILD/bin/ptxsel-query)")
    ap.add_argument("--ptxas", help="ptxas binary (default $PTXAS, PATH, /usr/local/cuda/bin)")
    ap.add_argument("-j", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--bit", action="append", help="check only this bit (repeatable)")
    a = ap.parse_args()

    q = find_query(a.query)
    if not os.access(q, os.X_OK):
        print("featbits: ptxsel-query not found at %s" % q, file=sys.stderr)
        return 2
    ptxas = find_ptxas(a.ptxas)
    if not ptxas:
        print("featbits: ptxas not found ($PTXAS, PATH, /usr/local/cuda/bin)", file=sys.stderr)
        return 2

    r = subprocess.run([q, "cpus", "--json"], capture_output=True, text=True)
    if r.returncode != 0:
        print("featbits: ptxsel-query cpus failed: %s" % r.stderr.strip(), file=sys.stderr)
        return 2
    cpus = [(c["name"], parse_ver(c["min_ptx"])) for c in json.loads(r.stdout)]
    points = [(n, v) for n, m in cpus if n not in NO_PTXAS
              for v in sorted(set(BOUNDARIES + [m])) if v >= m]
    skipped_targets = [n for n, _ in cpus if n in NO_PTXAS]

    with ThreadPoolExecutor(max(1, a.j)) as ex:
        feats = dict(zip(points, ex.map(lambda p: features(q, *p), points)))
        names = list(next(iter(feats.values())).keys())
        unknown = [b for b in names if b not in PROBES and b not in DEFINITIONAL]
        stale = [b for b in PROBES if b not in names]
        selected = a.bit or names
        checks = []
        for bit in selected:
            if bit not in names:
                print("featbits: unknown bit %s" % bit, file=sys.stderr)
                return 2
            if bit in PROBES:
                for p in points:
                    checks.append((bit, p))
        with tempfile.TemporaryDirectory(prefix="featbits.") as tmpdir:
            results = list(ex.map(
                lambda c: assemble(ptxas, tmpdir, c[0], c[1][0], c[1][1], PROBES[c[0]]),
                checks))

    rows = {}
    for (bit, (cpu, ver)), (ok, msg) in zip(checks, results):
        have = feats[(cpu, ver)][bit]
        row = rows.setdefault(bit, [0, 0, []])
        row[1] += 1
        if have == ok:
            row[0] += 1
        else:
            row[2].append("%s@%s: bit %s, ptxas %s%s" % (
                cpu, fmt(ver), "on" if have else "off", "accepts" if ok else "rejects",
                "" if ok else " (" + msg + ")"))
    for bit in selected:
        if bit in DEFINITIONAL:
            row = rows.setdefault(bit, [0, 0, []])
            for (cpu, ver), f in feats.items():
                row[1] += 1
                if f[bit] == DEFINITIONAL[bit](cpu):
                    row[0] += 1
                else:
                    row[2].append("%s@%s: bit %s" % (cpu, fmt(ver), "on" if f[bit] else "off"))

    width = max(len(b) for b in names)
    print("%-*s  %s" % (width, "feature bit", "agree/checks  disagreements"))
    npass = nfail = 0
    for bit in selected:
        good, total, bad = rows[bit]
        npass += good
        nfail += total - good
        kind = " (definition)" if bit in DEFINITIONAL else ""
        print("%-*s  %5d/%-5d%s" % (width, bit, good, total, kind))
        for line in bad:
            print("%-*s    %s" % (width, "", line))
    for bit in unknown:
        print("featbits: no probe for %s: add one to PROBES" % bit)
        nfail += 1
    for bit in stale:
        print("featbits: probe for unknown bit %s" % bit)
        nfail += 1
    nskip = len(skipped_targets) * len(selected)
    print("targets without ptxas: %s" % (", ".join(skipped_targets) or "none"))
    print("featbits: %d passed, %d failed, %d skipped" % (npass, nfail, nskip))
    return 1 if nfail else 0


if __name__ == "__main__":
    sys.exit(main())
