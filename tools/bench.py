#!/usr/bin/env python3
"""bench.py — compile-time benchmark: ptxsel against llc-19 on the same IR.

Contract: the inputs are every kernels/corpus/*.ll (minus IR llc-19 cannot
compile), the GEMMs kernels/gemm/*.ll and generated modules of about 1k, 10k,
100k and 1M IR instructions (kernels/bench/gen_big.py, cached in --gen-dir).
At each level of --levels (default O0,O2: the same -O for both tools) it runs
    ptxsel -mcpu=sm_90a -ON <PTXSEL_FLAGS> in.ll -o tmp.ptx
    llc-19 -march=nvptx64 -mcpu=sm_90a -ON <LLC_FLAGS> in.ll -o tmp.ptx
--runs times each (interleaved, after one untimed warm-up that also checks
the exit status; inputs above 200k instructions: --big-runs and no warm-up),
and reports the median wall time and the median peak RSS (os.wait4's
ru_maxrss) of each, with the ratios llc/ptxsel, as a table and a summary
(geometric means). Wall times include process start-up, so this is end to
end. Then, unless --no-jit, the JIT path: --jitbench (tests/bench/jitbench.c)
on the same inputs, ptxsel_compile_module against LLVM's NVPTX back end in
one process (its lines are printed as they are, with a summary), and the
start-up time of `ptxsel --version`. An input a tool rejects is reported and
left out of the ratios. Exit status 0 unless a tool is missing.
"""
import argparse
import json
import math
import os
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
LLC_SKIP = {"fences_ir"}  # IR fences / acquire-release atomics: llc-19 cannot select them
# generated modules: name -> (kernels, operations per kernel) of gen_big.py
GEN = {"1k": (4, 160), "10k": (20, 400), "100k": (100, 800), "1m": (1000, 800)}
BIG_BYTES = 8 << 20  # above this (about 200k instructions): --big-runs, no warm-up


def gen_module(gen_dir, name):
    """The generated module 'name' (GEN), written once into gen_dir."""
    k, ops = GEN[name]
    os.makedirs(gen_dir, exist_ok=True)
    path = os.path.join(gen_dir, f"gen_{name}.ll")
    if not os.path.exists(path):
        with open(path + ".tmp", "w") as out:
            subprocess.run([sys.executable, os.path.join(ROOT, "kernels", "bench", "gen_big.py"),
                            "--kernels", str(k), "--ops", str(ops)], stdout=out, check=True)
        os.replace(path + ".tmp", path)
    return path


def median_ms(cmd, n=31):
    ws = []
    for _ in range(n):
        t0 = time.perf_counter()
        subprocess.run(cmd, stdout=subprocess.DEVNULL, check=True)
        ws.append(time.perf_counter() - t0)
    return statistics.median(ws) * 1e3


def run_once(cmd):
    """(wall seconds, peak RSS KiB, exit status, stderr) of one run."""
    t0 = time.perf_counter()
    p = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    err = p.stderr.read()
    _, status, ru = os.wait4(p.pid, 0)
    wall = time.perf_counter() - t0
    p.returncode = os.waitstatus_to_exitcode(status)
    p.stderr.close()
    return wall, ru.ru_maxrss, p.returncode, err.decode(errors="replace")


def fmt_ms(s):
    return "-" if s is None else (f"{s * 1e3:8.1f}" if s < 10 else f"{s * 1e3:8.0f}")


def fmt_mib(k):
    return "-" if k is None else f"{k / 1024:7.1f}"


def fmt_ratio(x):
    return "-" if x is None else f"{x:6.2f}x"


def geomean(xs):
    xs = [x for x in xs if x and x > 0]
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else None


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=5, help="timed runs per tool and input (median; default 5)")
    ap.add_argument("--ptxsel", default=os.environ.get("PTXSEL", os.path.join(ROOT, "build", "bin", "ptxsel")))
    ap.add_argument("--llc", default=os.environ.get("LLC") or shutil.which("llc-19") or "/usr/lib/llvm-19/bin/llc")
    ap.add_argument("--corpus", default=os.path.join(ROOT, "kernels", "corpus"))
    ap.add_argument("--gemm", default=os.path.join(ROOT, "kernels", "gemm"))
    ap.add_argument("--sizes", default="1k,10k,100k,1m", help="generated modules (of " + ",".join(GEN) + ")")
    ap.add_argument("--gen-dir", default=os.path.join(ROOT, "build", "bench"))
    ap.add_argument("--levels", default="O0,O2")
    ap.add_argument("--big-runs", type=int, default=1, help="runs for inputs above 200k instructions")
    ap.add_argument("--jitbench", default=os.path.join(ROOT, "build", "bench", "jitbench"))
    ap.add_argument("--no-jit", action="store_true")
    ap.add_argument("--ptxsel-flags", default=os.environ.get("PTXSEL_FLAGS", ""))
    ap.add_argument("--llc-flags", default=os.environ.get("LLC_FLAGS", ""))
    ap.add_argument("--only", default=None, help="comma-separated input names")
    ap.add_argument("--json", default=None, help="also write the results as JSON here")
    a = ap.parse_args()

    for tool in (a.ptxsel, a.llc):
        if not (os.path.exists(tool) or shutil.which(tool)):
            print(f"bench: {tool} not found (build ptxsel first: make)", file=sys.stderr)
            return 2

    tmp = tempfile.mkdtemp(prefix="ptxsel-bench-")
    try:
        inputs = []
        for f in sorted(os.listdir(a.corpus)):
            if f.endswith(".ll") and f[:-3] not in LLC_SKIP:
                inputs.append((f[:-3], os.path.join(a.corpus, f)))
        for f in sorted(os.listdir(a.gemm)):
            if f.endswith(".ll"):
                inputs.append((f[:-3], os.path.join(a.gemm, f)))
        for name in [x for x in a.sizes.split(",") if x]:
            inputs.append(("gen_" + name, gen_module(a.gen_dir, name)))
        if a.only:
            keep = set(a.only.split(","))
            inputs = [i for i in inputs if i[0] in keep]
        levels = [x for x in a.levels.split(",") if x]

        out_ptx = os.path.join(tmp, "out.ptx")
        print(f"bench: {len(inputs)} inputs x {len(levels)} levels, {a.runs} runs each ({a.big_runs} above "
              f"{BIG_BYTES >> 20} MiB of IR), medians; host {os.cpu_count()} CPUs")
        print(f"  ptxsel: {a.ptxsel} -mcpu=sm_90a -ON {a.ptxsel_flags} IN -o OUT")
        print(f"  llc-19: {a.llc} -march=nvptx64 -mcpu=sm_90a -ON {a.llc_flags} IN -o OUT")
        results = []
        t_start = time.perf_counter()
        for lev in levels:
            tools = {
                "ptxsel": [a.ptxsel, "-mcpu=sm_90a", "-" + lev] + shlex.split(a.ptxsel_flags),
                "llc": [a.llc, "-march=nvptx64", "-mcpu=sm_90a", "-" + lev] + shlex.split(a.llc_flags),
            }
            print()
            hdr = (f"{'-' + lev + ' input':<22} {'IR KiB':>7} | {'llc ms':>8} {'ptxsel ms':>9} {'speedup':>8} | "
                   f"{'llc MiB':>7} {'ptxsel MiB':>10} {'mem':>7}")
            print(hdr)
            print("-" * len(hdr))
            for name, path in inputs:
                res = {"input": name, "level": lev, "ir_bytes": os.path.getsize(path)}
                big = res["ir_bytes"] > BIG_BYTES
                runs = a.big_runs if big else a.runs
                ok = {}
                samples = {t: ([], []) for t in tools}
                for tool, cmd in tools.items():
                    w, m, rc, err = run_once(cmd + [path, "-o", out_ptx])  # warm-up + validity
                    ok[tool] = rc == 0
                    if rc != 0:
                        res[tool + "_error"] = (err.strip().splitlines() or [f"exit {rc}"])[0][:200]
                    elif big:  # too slow to run twice: the warm-up is the sample
                        samples[tool][0].append(w)
                        samples[tool][1].append(m)
                for _ in range(runs - (1 if big else 0)):
                    for tool, cmd in tools.items():
                        if ok[tool]:
                            w, m, rc, _ = run_once(cmd + [path, "-o", out_ptx])
                            samples[tool][0].append(w)
                            samples[tool][1].append(m)
                for tool in tools:
                    ws, ms = samples[tool]
                    res[tool + "_s"] = statistics.median(ws) if ws else None
                    res[tool + "_kib"] = statistics.median(ms) if ms else None
                res["speedup"] = (res["llc_s"] / res["ptxsel_s"]) if res["llc_s"] and res["ptxsel_s"] else None
                res["mem_ratio"] = (res["llc_kib"] / res["ptxsel_kib"]) if res["llc_kib"] and res["ptxsel_kib"] else None
                results.append(res)
                note = ""
                if not ok["ptxsel"]:
                    note = "  ptxsel failed: " + res["ptxsel_error"]
                elif not ok["llc"]:
                    note = "  llc failed: " + res["llc_error"]
                print(f"{name:<22} {res['ir_bytes'] / 1024:7.0f} | {fmt_ms(res['llc_s'])} {fmt_ms(res['ptxsel_s']):>9} "
                      f"{fmt_ratio(res['speedup']):>8} | {fmt_mib(res['llc_kib'])} {fmt_mib(res['ptxsel_kib']):>10} "
                      f"{fmt_ratio(res['mem_ratio']):>7}{note}", flush=True)
            both = [r for r in results if r["level"] == lev and r["speedup"] is not None]
            g = geomean([r["speedup"] for r in both])
            gm = geomean([r["mem_ratio"] for r in both])
            worse_mem = [r["input"] for r in both if r["mem_ratio"] < 1]
            if g:
                print(f"CLI -{lev}: ptxsel vs llc-19 end to end: {g:.2f}x faster (geomean of {len(both)} inputs; "
                      f"goal >= 8x); peak memory llc/ptxsel {gm:.2f}x geomean; ptxsel above llc-19's memory on "
                      f"{len(worse_mem)}: {', '.join(worse_mem) or '-'}")
        if not a.no_jit:
            print()
            print(f"startup: ptxsel --version {median_ms([a.ptxsel, '--version']):.2f} ms median of 31 "
                  f"(goal <= 2.5 ms); /bin/true {median_ms(['/bin/true']):.2f} ms")
            if not os.path.exists(a.jitbench):
                print(f"bench: {a.jitbench} not found (make {os.path.relpath(a.jitbench, ROOT)})", file=sys.stderr)
            else:
                small = [p for n, p in inputs if os.path.getsize(p) <= BIG_BYTES]
                large = [p for n, p in inputs if os.path.getsize(p) > BIG_BYTES]
                for lev in levels:
                    print()
                    print(f"JIT path -{lev}: JIT <input> <IR insts> <engine> O<level> <median ms> <min ms> "
                          f"<peak KiB> [ptxsel phases, ms]")
                    lines = []
                    for files, runs in ((small, a.runs), (large, a.big_runs)):
                        if not files:
                            continue
                        p = subprocess.run([a.jitbench, "-r", str(runs), "-" + lev] + files, stdout=subprocess.PIPE,
                                           text=True)
                        sys.stdout.write(p.stdout)
                        lines += p.stdout.splitlines()
                    sp = [float(l.split()[3][:-1]) for l in lines if l.startswith("SPEEDUP ")]
                    spt = [float(l.split()[3][:-1]) for l in lines if l.startswith("SPEEDUP-TRUSTED ")]
                    ips = [float(l.split(" inst/s=")[1].split()[0]) for l in lines if " inst/s=" in l and
                           int(l.split()[2]) >= 100000 and l.split()[3] == "ptxsel"]
                    if sp:
                        print(f"JIT -{lev}: ptxsel_compile_module vs LLVM's NVPTX back end in process: "
                              f"{geomean(sp):.2f}x geomean of {len(sp)}, min {min(sp):.2f}x (goal >= 20x at every size)")
                    if spt:
                        print(f"JIT -{lev}: the same with skip_ir_verify (LLVM's C API back end runs no IR "
                              f"verifier either): {geomean(spt):.2f}x geomean of {len(spt)}, min {min(spt):.2f}x")
                    for key, what in (("SPEEDUP-CPU ", "CPU time"), ("SPEEDUP-CPU-TRUSTED ", "CPU time, skip_ir_verify")):
                        sc = [float(l.split()[3][:-1]) for l in lines if l.startswith(key)]
                        if sc:
                            print(f"JIT -{lev}: {what}: {geomean(sc):.2f}x geomean of {len(sc)}, min {min(sc):.2f}x")
                    if ips:
                        print(f"JIT -{lev}: selection + machine verify + print at >= 100k instructions: "
                              f"{min(ips) / 1e6:.2f}-{max(ips) / 1e6:.2f}M IR instructions/s (goal >= 3M)")
                    best = [(l.split()[1], l.split()[3], float(l.split("inst/s_best=")[1].split()[0]))
                            for l in lines if "inst/s_best=" in l and int(l.split()[2]) >= 100000]
                    if best:
                        print(f"JIT -{lev}: the same, fastest run of each: " +
                              ", ".join(f"{n} {e} {v / 1e6:.2f}M/s" for n, e, v in best))
        print()
        print(f"bench took {time.perf_counter() - t_start:.0f} s")
        if a.json:
            with open(a.json, "w") as f:
                json.dump({"runs": a.runs, "results": results}, f, indent=1)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
