#!/usr/bin/env python3
"""bench.py — compile-time benchmark: ptxsel against llc-19 on the same IR.

Contract: for every kernels/corpus/*.ll (minus IR llc-19 cannot compile) and a
large synthetic module (kernels/bench/gen_big.py), runs
    ptxsel -mcpu=sm_90a <PTXSEL_FLAGS> in.ll -o tmp.ptx
    llc-19 -march=nvptx64 -mcpu=sm_90a <LLC_FLAGS> in.ll -o tmp.ptx
--runs times each (interleaved, after one untimed warm-up that also checks
the exit status), and reports the median wall time and the median peak RSS
(os.wait4's ru_maxrss) of each, with the ratios llc/ptxsel, as a table and a
summary (totals, geometric means, the big module alone). Both tools get the
same IR and their default optimisation level: the corpus IR was already
optimised by clang (or is -O0 IR on purpose), ptxsel's default applies its
own canonicalisation, llc's default is -O2 codegen. Override with
--ptxsel-flags / --llc-flags (e.g. --llc-flags=-O0). An input a tool rejects
is reported and left out of the ratios. Wall times include process start-up
(both load LLVM), so this is end to end. Exit status 0 unless a tool is missing.
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
    ap.add_argument("--big", default=None, help="large module (default: generate with kernels/bench/gen_big.py)")
    ap.add_argument("--big-kernels", type=int, default=600)
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
        big = a.big
        if not big:
            big = os.path.join(tmp, "big_module.ll")
            with open(big, "w") as out:
                subprocess.run([sys.executable, os.path.join(ROOT, "kernels", "bench", "gen_big.py"),
                                "--kernels", str(a.big_kernels)], stdout=out, check=True)
        inputs.append(("big_module", big))
        if a.only:
            keep = set(a.only.split(","))
            inputs = [i for i in inputs if i[0] in keep]

        out_ptx = os.path.join(tmp, "out.ptx")
        tools = {
            "ptxsel": [a.ptxsel, "-mcpu=sm_90a"] + shlex.split(a.ptxsel_flags),
            "llc": [a.llc, "-march=nvptx64", "-mcpu=sm_90a"] + shlex.split(a.llc_flags),
        }
        print(f"bench: {len(inputs)} inputs, {a.runs} runs each, medians; host {os.cpu_count()} CPUs")
        print(f"  ptxsel: {' '.join(tools['ptxsel'])} IN -o OUT")
        print(f"  llc-19: {' '.join(tools['llc'])} IN -o OUT")
        print()
        hdr = f"{'input':<20} {'IR KiB':>7} | {'llc ms':>8} {'ptxsel ms':>9} {'speedup':>8} | {'llc MiB':>7} {'ptxsel MiB':>10} {'mem':>7}"
        print(hdr)
        print("-" * len(hdr))
        results = []
        t_start = time.perf_counter()
        for name, path in inputs:
            res = {"input": name, "ir_bytes": os.path.getsize(path)}
            ok = {}
            for tool, cmd in tools.items():
                w, m, rc, err = run_once(cmd + [path, "-o", out_ptx])  # warm-up + validity
                ok[tool] = rc == 0
                if rc != 0:
                    res[tool + "_error"] = (err.strip().splitlines() or [f"exit {rc}"])[0][:200]
            samples = {t: ([], []) for t in tools}
            for _ in range(a.runs):
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
            print(f"{name:<20} {res['ir_bytes'] / 1024:7.0f} | {fmt_ms(res['llc_s'])} {fmt_ms(res['ptxsel_s']):>9} "
                  f"{fmt_ratio(res['speedup']):>8} | {fmt_mib(res['llc_kib'])} {fmt_mib(res['ptxsel_kib']):>10} "
                  f"{fmt_ratio(res['mem_ratio']):>7}{note}", flush=True)
        elapsed = time.perf_counter() - t_start

        both = [r for r in results if r["speedup"] is not None]
        corpus = [r for r in both if r["input"] != "big_module"]
        bigr = [r for r in both if r["input"] == "big_module"]
        failed = [r["input"] for r in results if r["ptxsel_s"] is None]
        print()
        if corpus:
            tl = sum(r["llc_s"] for r in corpus)
            tp = sum(r["ptxsel_s"] for r in corpus)
            print(f"corpus ({len(corpus)} files both compile): llc-19 {tl * 1e3:.0f} ms, ptxsel {tp * 1e3:.0f} ms in total; "
                  f"speedup {tl / tp:.2f}x total, {geomean([r['speedup'] for r in corpus]):.2f}x geomean; "
                  f"peak memory ratio {geomean([r['mem_ratio'] for r in corpus]):.2f}x geomean")
        if bigr:
            r = bigr[0]
            print(f"big module ({r['ir_bytes'] / 1048576:.1f} MiB IR): llc-19 {r['llc_s'] * 1e3:.0f} ms / "
                  f"{r['llc_kib'] / 1024:.0f} MiB, ptxsel {r['ptxsel_s'] * 1e3:.0f} ms / {r['ptxsel_kib'] / 1024:.0f} MiB: "
                  f"speedup {r['speedup']:.2f}x, memory {r['mem_ratio']:.2f}x")
        if failed:
            print(f"ptxsel did not compile {len(failed)} input(s): {', '.join(failed)}")
        g = geomean([r["speedup"] for r in both])
        print(f"summary: ptxsel vs llc-19 end to end: {g:.2f}x faster (geomean of {len(both)} inputs; goal >= 20x); "
              f"bench took {elapsed:.0f} s" if g else f"summary: no input compiled with both tools; bench took {elapsed:.0f} s")
        if a.json:
            with open(a.json, "w") as f:
                json.dump({"runs": a.runs, "results": results}, f, indent=1)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
