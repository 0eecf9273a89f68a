#!/usr/bin/env python3
"""bench_ab.py — two ptxsel builds on the same inputs (before / after a change).

Contract: bench_ab.py BASE NEW FILE.ll... runs `BASE|NEW -mcpu=sm_90a -ON FILE
-o /dev/null` at -O0 and -O2, the two builds interleaved (9 runs per build
for inputs up to 1 MiB of IR, 3 up to 8 MiB, 1 above), and prints per input
and level the medians of wall time, CPU time (user + sys, os.wait4) and peak
RSS of each, and the CPU-time ratio BASE/NEW. CPU time is the figure to
compare on a shared host (wall time includes waiting for a core). Output is
thrown away; exit statuses are not checked (compare PTX with a separate
tool). Exit status 0.
"""
import os
import statistics
import subprocess
import sys
import time


def one(tool, path, level):
    t0 = time.perf_counter()
    p = subprocess.Popen([tool, "-mcpu=sm_90a", level, path, "-o", "/dev/null"], stdout=subprocess.DEVNULL,
                         stderr=subprocess.DEVNULL)
    _, _, ru = os.wait4(p.pid, 0)
    return time.perf_counter() - t0, ru.ru_utime + ru.ru_stime, ru.ru_maxrss


def main():
    if len(sys.argv) < 4:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    base, new, files = sys.argv[1], sys.argv[2], sys.argv[3:]
    for level in ("-O0", "-O2"):
        for f in files:
            size = os.path.getsize(f)
            n = 1 if size > 8 << 20 else 3 if size > 1 << 20 else 9
            r = {"b": [], "n": []}
            for _ in range(n):
                r["b"].append(one(base, f, level))
                r["n"].append(one(new, f, level))

            def med(k, i):
                return statistics.median(x[i] for x in r[k])

            print(f"{level} {os.path.basename(f):<22} base wall {med('b', 0) * 1e3:8.1f} cpu {med('b', 1) * 1e3:8.1f} ms "
                  f"{med('b', 2) / 1024:6.0f} MiB | new wall {med('n', 0) * 1e3:8.1f} cpu {med('n', 1) * 1e3:8.1f} ms "
                  f"{med('n', 2) / 1024:6.0f} MiB | cpu x{med('b', 1) / med('n', 1):.2f}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
