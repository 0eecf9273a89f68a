#!/usr/bin/env python3
"""driver.py -- the CPU side of the differential-testing campaign.

    driver.py --seeds 1-50 [--levels O0,O2] [-j N] [--work DIR] [--bundle DIR]

For every seed and level: gen.py -> clang-19 -> IR; llc-19 -> PTX -> ptxas
-> cubin (the reference); ptxsel -> PTX -> ptxas -> cubin.
Consumes: the seeds, build/bin/ptxsel, clang-19, llc-19, ptxas.
Produces: a summary (programs, kernels, ptxsel ok, refusals by construct,
ptxas rejections, llc failures), the coverage table (construct -> number of
programs), and with --bundle a GPU bundle: DIR/cubins.tar.xz (two cubins per
program and manifest.txt), DIR/run.sh and DIR/runner.c (run.sh builds the
runner on the GPU machine, against its own CUDA driver).
Verdicts: ptxas rejecting PTX that ptxsel produced with exit 0, or ptxsel
crashing / exiting with a status other than 0 or 1, is a FAILURE (exit 1).
A refusal (exit 1 with a diagnostic) is allowed and counted. clang-19 or
llc-19 failing is a generator bug, reported separately (exit 1 too).
Deterministic from the seeds; tool outputs are kept under --work.
"""
import argparse
import collections
import filecmp
import concurrent.futures as cf
import io
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import gen  # noqa: E402

LLVM_BIN = os.environ.get("LLVM_BIN", "/usr/lib/llvm-19/bin")
CLANG = os.environ.get("CLANG", os.path.join(LLVM_BIN, "clang"))
LLC = os.environ.get("LLC", os.path.join(LLVM_BIN, "llc"))
PTXAS = os.environ.get("PTXAS") or shutil.which("ptxas") or "/usr/local/cuda/bin/ptxas"
CLANG_FLAGS = ["-x", "cuda", "--cuda-device-only", "-nocudainc", "-nocudalib", "--cuda-gpu-arch=sm_90a",
               "--cuda-path=/nonexistent", "--cuda-feature=+ptx80", "-I", HERE, "-S", "-emit-llvm", "-w"]
TIMEOUT = 120

# refusal diagnostic -> construct (first match wins); the rest are "other"
CONSTRUCTS = [
    (r"bfloat|bf16", "bf16"), (r"\bhalf\b|f16", "f16"),
    (r"\bi(1[0-9][0-9]|[7-9][0-9]|6[5-9])\b|i128|wide integer|integer width", "wide-int"),
    (r"\bi([2-7]|9|1[0-5]|1[7-9]|2[0-9]|3[3-9]|[4-5][0-9]|6[0-3])\b|odd.*width|bit ?width", "odd-int"),
    (r"vector|<\d+ x", "vector"), (r"atomic|cmpxchg|atomicrmw", "atomic"),
    (r"shfl|vote|redux|match|ballot", "warp"), (r"switch", "switch"),
    (r"fast-math|unsafe-fp-math|no-signed-zeros|reassoc|\bnsz\b|\barcp\b", "fast-math"),
    (r"byval|\bstruct\b|aggregate|\{", "struct/aggregate"), (r"call|param|return|ret\b", "call-abi"),
    (r"alloca|local", "local-memory"), (r"shared|addrspace\(3\)", "shared"),
    (r"fptosi|fptoui|sitofp|uitofp|fptrunc|fpext|convert", "conversion"),
    (r"intrinsic|llvm\.", "intrinsic"),
]


def classify(msg):
    msg = re.sub(r"^.*?error:\s*", "", msg)
    for rx, name in CONSTRUCTS:
        if re.search(rx, msg, re.I):
            return name
    return "other"


def normalise(msg):
    """A refusal message without locations, names and numbers, for grouping."""
    m = re.sub(r"^.*?(error|warning):\s*", "", msg)
    m = re.sub(r"%[\w.]+|@[\w.$]+", "%X", m)
    return m.strip()[:160]


def run(cmd, timeout=TIMEOUT, cwd=None):
    try:
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=timeout, cwd=cwd)
        return p.returncode, p.stdout.decode(errors="replace"), p.stderr.decode(errors="replace")
    except subprocess.TimeoutExpired:
        return -999, "", "timeout after %d s" % timeout


def first_diag(text):
    for line in text.splitlines():
        if "error" in line or "fatal" in line:
            return line.strip()
    lines = [l for l in text.splitlines() if l.strip()]
    return lines[0].strip() if lines else "(no diagnostic)"


def prog_name(seed, level, profile, short_ptr=False):
    return "s%d_%s%s%s" % (seed, level, "" if profile == "full" else "_" + profile, "_sp" if short_ptr else "")


# --short-ptr: 32-bit pointers to shared, const and local memory, as
# `clang -fcuda-short-ptr` writes them (data layout "p3:32:32-p4:32:32-
# p5:32:32"); llc-19 needs --nvptx-short-ptr to honour that layout, ptxsel
# reads it from the module.
SHORT_PTR_CLANG = ["-fcuda-short-ptr", "-mllvm", "--nvptx-short-ptr"]
SHORT_PTR_LLC = ["--nvptx-short-ptr"]


def reference_side(d, level, short_ptr, cache, profile_flags=()):
    """clang-19 -> llc-19 -> ptxas for the program in d (prog.cu written):
    d/prog.ll, d/llc.ptx, d/llc.cubin. None, or the generator-bug message.
    With a cache folder (--ref-cache), a program already there is copied
    from it (the llc-19 side depends on the seed, level and tools only, not
    on ptxsel) and a new one is stored in it."""
    name = os.path.basename(d)
    c = os.path.join(cache, name) if cache else None
    files = ("prog.ll", "llc.ptx", "llc.cubin")
    if c and all(os.path.exists(os.path.join(c, f)) for f in files):
        with open(os.path.join(c, "prog.cu")) as a, open(os.path.join(d, "prog.cu")) as b:
            same = a.read() == b.read()
        if same:
            for f in files:
                shutil.copy(os.path.join(c, f), os.path.join(d, f))
            return None
    cu, ll = os.path.join(d, "prog.cu"), os.path.join(d, "prog.ll")
    rc, _, err = run([CLANG] + CLANG_FLAGS + list(profile_flags) + (SHORT_PTR_CLANG if short_ptr else []) +
                     ["-" + level, cu, "-o", ll])
    if rc != 0:
        return "clang-19: " + first_diag(err)
    # reference; both tools at the IR's level (-O0 IR: llc -O0 / ptxsel -O0;
    # -O2 IR: both -O2, which runs llc's pre-selection IR passes in both)
    rc, _, err = run([LLC, "-" + level, "-march=nvptx64", "-mcpu=sm_90a"] + (SHORT_PTR_LLC if short_ptr else []) +
                     [ll, "-o", os.path.join(d, "llc.ptx")])
    if rc != 0:
        return "llc-19 (rc %d): %s" % (rc, first_diag(err))
    rc, _, err = run([PTXAS, "-arch=sm_90a", os.path.join(d, "llc.ptx"), "-o", os.path.join(d, "llc.cubin")])
    if rc != 0:
        return "ptxas on llc-19 PTX: " + first_diag(err)
    if c:
        os.makedirs(c, exist_ok=True)
        for f in ("prog.cu",) + files:
            shutil.copy(os.path.join(d, f), os.path.join(c, f))
    return None


def compile_one(seed, level, work, ptxsel, keep_ok, profile="full", short_ptr=False, cache=None, ref_only=False,
                ptxsel_level=None):
    """All steps for one (seed, level); returns a result dict. ptxsel_level:
    the -O ptxsel compiles at (default: the program's level, as clang and
    llc-19)."""
    name = prog_name(seed, level, profile, short_ptr)
    d = os.path.join(work, name)
    os.makedirs(d, exist_ok=True)
    res = {"name": name, "seed": seed, "level": level}
    src, feats = gen.generate(seed, profile)
    res["features"] = feats
    cu, ll = os.path.join(d, "prog.cu"), os.path.join(d, "prog.ll")
    with open(cu, "w") as f:
        f.write(src)
    with open(os.path.join(d, "prog.json"), "w") as f:
        json.dump(gen.manifest(seed, feats), f)
    bug = reference_side(d, level, short_ptr, cache, gen.clang_flags(profile))
    if bug:
        res["gen_bug"] = bug
        return res
    if ref_only:
        res["ref_only"] = True
        return res
    # ptxsel
    rc, _, err = run([ptxsel, "-" + (ptxsel_level or level), "-mcpu=sm_90a", ll, "-o", os.path.join(d, "ptxsel.ptx")])
    if rc == 1:
        res["refusal"] = first_diag(err)
    elif rc != 0:
        res["crash"] = "ptxsel exit %d: %s" % (rc, first_diag(err) if err else "(no output)")
    else:
        # ptxas is deterministic: with --ref-cache, the cubin of PTX that is
        # byte for byte the cached PTX of an earlier ptxsel is reused
        # (the cache holds the PTX of ptxsel at the program's level)
        c = os.path.join(cache, name) if cache and ptxsel_level in (None, level) else None
        mine, cached = os.path.join(d, "ptxsel.ptx"), os.path.join(c, "ptxsel.ptx") if c else None
        if c and os.path.exists(os.path.join(c, "ptxsel.cubin")) and filecmp.cmp(mine, cached, shallow=False):
            shutil.copy(os.path.join(c, "ptxsel.cubin"), os.path.join(d, "ptxsel.cubin"))
            rc = 0
        else:
            rc, _, err = run([PTXAS, "-arch=sm_90a", mine, "-o", os.path.join(d, "ptxsel.cubin")])
            if rc == 0 and c and os.path.isdir(c):
                shutil.copy(mine, cached + ".tmp")
                shutil.copy(os.path.join(d, "ptxsel.cubin"), os.path.join(c, "ptxsel.cubin"))
                os.replace(cached + ".tmp", cached)
        if rc != 0:
            res["rejected"] = first_diag(err)
            res["ptxas_log"] = err.strip()
        else:
            res["ok"] = True
    if res.get("ok") and not keep_ok:
        for f in ("llc.ptx", "ptxsel.ptx"):
            os.remove(os.path.join(d, f))
    return res


def parse_seeds(spec):
    out = []
    for part in spec.split(","):
        if "-" in part:
            a, b = part.split("-")
            out += range(int(a), int(b) + 1)
        elif part:
            out.append(int(part))
    return out


def assemble_pair(d, sides, arch="sm_90a", who="difftest"):
    """Assembles the two sides of one comparison into d/llc.cubin and
    d/ptxsel.cubin: sides is ((ptx, ptxas options), (ptx, options)) for the
    runner's llc and ptxsel slots; options are split at spaces."""
    os.makedirs(d, exist_ok=True)
    for slot, (ptx, opts) in zip(("llc", "ptxsel"), sides):
        rc, _, err = run([PTXAS, "-arch=" + arch] + opts.split() + [ptx, "-o", os.path.join(d, slot + ".cubin")])
        if rc:
            raise SystemExit("%s: ptxas %s %s failed: %s" % (who, opts, ptx, first_diag(err)))


def variant_bundle(work, comparisons, bundle, arch, who):
    """A bundle of edited-PTX comparisons (variants.py, hybrid.py): each
    (name, seed, reference PTX, variant PTX, ptxas options of the variant)
    assembled into work/name, the reference at ptxas -O3; work is removed."""
    res = []
    for name, seed, ref, ptx, lvl in comparisons:
        assemble_pair(os.path.join(work, name), ((ref, "-O3"), (ptx, lvl)), arch, who)
        res.append({"name": name, "seed": seed, "ok": True})
    n, size = write_bundle(res, work, bundle)
    shutil.rmtree(work, ignore_errors=True)
    print("%s: %d comparisons in %s (%d bytes); on the GPU: run.sh -v > results.txt" % (who, n, bundle, size))


def write_bundle(results, work, bundle):
    os.makedirs(bundle, exist_ok=True)
    lines = ["# name kernel grid_x grid_y grid_z block_x block_y block_z in_words out_words param_bytes"]
    tpath = os.path.join(bundle, "cubins.tar.xz")
    n = 0
    with tarfile.open(tpath, "w:xz", preset=6) as tf:
        for r in results:
            if not r.get("ok"):
                continue
            d = os.path.join(work, r["name"])
            for tool in ("llc", "ptxsel"):
                ti = tf.gettarinfo(os.path.join(d, tool + ".cubin"), "cubins/%s.%s.cubin" % (r["name"], tool))
                ti.mtime, ti.uid, ti.gid, ti.uname, ti.gname = 0, 0, 0, "", ""
                with open(os.path.join(d, tool + ".cubin"), "rb") as f:
                    tf.addfile(ti, f)
            m = dict(gen.manifest(r["seed"], []))
            m["out_words"] = r.get("out_words", m["out_words"])  # explode.py's variants store more
            lines.append("%s %s %d %d %d %d %d %d %d %d %d" % ((r["name"], m["kernel"]) + tuple(m["grid"]) + tuple(m["block"]) +
                                                              (m["in_words"], m["out_words"], m["param_bytes"])))
            n += 1
        data = ("\n".join(lines) + "\n").encode()
        ti = tarfile.TarInfo("cubins/manifest.txt")
        ti.size = len(data)
        tf.addfile(ti, io.BytesIO(data))
    shutil.copy(os.path.join(HERE, "run.sh"), os.path.join(bundle, "run.sh"))
    os.chmod(os.path.join(bundle, "run.sh"), 0o755)
    shutil.copy(os.path.join(HERE, "runner.c"), os.path.join(bundle, "runner.c"))
    return n, os.path.getsize(tpath)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seeds", default="1-50", help="A-B[,C-D,...]")
    ap.add_argument("--levels", default="O0,O2")
    ap.add_argument("-j", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--work", default=os.path.join(ROOT, "build", "difftest"))
    ap.add_argument("--ptxsel", default=os.path.join(ROOT, "build", "bin", "ptxsel"))
    ap.add_argument("--bundle", help="write the GPU bundle into this folder")
    ap.add_argument("--keep", action="store_true", help="keep the PTX of programs that passed")
    ap.add_argument("--json", help="write every result as JSON here")
    ap.add_argument("--no-coverage", action="store_true")
    ap.add_argument("--profile", default="full", choices=sorted(gen.PROFILES),
                    help="full: every integer width; std: only widths with a PTX register class")
    ap.add_argument("--short-ptr", action="store_true",
                    help="32-bit shared/const/local pointers (clang -fcuda-short-ptr, llc --nvptx-short-ptr)")
    ap.add_argument("--ref-cache", help="keep (and reuse) each program's llc-19 side (prog.ll, llc.ptx, llc.cubin) here, "
                    "and the last ptxsel PTX with its cubin (reused when ptxsel prints the same PTX)")
    ap.add_argument("--ref-only", action="store_true", help="only fill --ref-cache: no ptxsel, no bundle")
    ap.add_argument("--ptxsel-level", choices=["O0", "O1", "O2", "O3"],
                    help="compile with ptxsel at this level whatever the program's level (clang and llc-19 stay at "
                    "it): --levels O0 --ptxsel-level O2 is clang -O0 IR, where every function is optnone, at -O2")
    a = ap.parse_args()
    if a.ref_only and not a.ref_cache:
        ap.error("--ref-only needs --ref-cache")
    seeds = parse_seeds(a.seeds)
    levels = [l for l in a.levels.split(",") if l]
    os.makedirs(a.work, exist_ok=True)
    jobs = [(s, l) for s in seeds for l in levels]
    results = []
    with cf.ThreadPoolExecutor(max_workers=max(1, a.j)) as ex:
        futs = [ex.submit(compile_one, s, l, a.work, a.ptxsel, a.keep, a.profile, a.short_ptr, a.ref_cache, a.ref_only,
                          a.ptxsel_level) for s, l in jobs]
        for f in futs:
            results.append(f.result())

    if a.ref_only:
        genbugs = [r for r in results if "gen_bug" in r]
        print("difftest: %d programs' llc-19 side in %s; generator bugs (clang/llc/ptxas on llc): %d" %
              (len(results), a.ref_cache, len(genbugs)))
        for r in genbugs:
            print("GENBUG %s: %s" % (r["name"], r["gen_bug"]))
        return 0
    ok = [r for r in results if r.get("ok")]
    refusals = [r for r in results if "refusal" in r]
    rejected = [r for r in results if "rejected" in r]
    crashes = [r for r in results if "crash" in r]
    genbugs = [r for r in results if "gen_bug" in r]
    print("difftest: %d seeds x %s (profile %s%s) = %d programs, %d kernels" % (len(seeds), "/".join(levels), a.profile,
          ", short pointers" if a.short_ptr else "", len(results), len(results)))
    print("  ptxsel ok (both cubins):  %d" % len(ok))
    print("  ptxsel refusals:          %d" % len(refusals))
    by_c = collections.Counter(classify(r["refusal"]) for r in refusals)
    for c, n in by_c.most_common():
        print("    %-22s %d" % (c, n))
    by_m = collections.Counter(normalise(r["refusal"]) for r in refusals)
    for m, n in by_m.most_common(12):
        ex = next(r["name"] for r in refusals if normalise(r["refusal"]) == m)
        print("      %4d  %s   (e.g. %s)" % (n, m, ex))
    print("  ptxas rejections:         %d" % len(rejected))
    print("  ptxsel crashes:           %d" % len(crashes))
    print("  generator bugs (clang/llc/ptxas on llc): %d" % len(genbugs))
    for r in rejected:
        print("FAIL ptxas rejects ptxsel output: %s (%s/prog.cu): %s" % (r["name"], os.path.join(a.work, r["name"]), r["rejected"]))
    for r in crashes:
        print("FAIL ptxsel crash: %s (%s/prog.cu): %s" % (r["name"], os.path.join(a.work, r["name"]), r["crash"]))
    for r in genbugs:
        print("GENBUG %s: %s" % (r["name"], r["gen_bug"]))
    if not a.no_coverage:
        cov = collections.Counter()
        per_seed = {}
        for r in results:
            per_seed.setdefault(r["seed"], set()).update(r.get("features", []))
        for fs in per_seed.values():
            cov.update(fs)
        print("coverage (construct: programs of %d seeds):" % len(per_seed))
        items = sorted(cov.items(), key=lambda kv: (-kv[1], kv[0]))
        for i in range(0, len(items), 4):
            print("  " + "".join("%-24s" % ("%s %d" % kv) for kv in items[i:i + 4]))
    if a.json:
        with open(a.json, "w") as f:
            json.dump(results, f, indent=1)
    if a.bundle:
        n, size = write_bundle(results, a.work, a.bundle)
        print("bundle: %d programs, %s/cubins.tar.xz %.1f KiB" % (n, a.bundle, size / 1024.0))
    bad = len(rejected) + len(crashes) + len(genbugs)
    print("difftest: %s" % ("FAILED (%d)" % bad if bad else "passed"))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
