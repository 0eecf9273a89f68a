#!/usr/bin/env python3
"""Markdown rows of the results table of docs/fuzzing.md from libFuzzer logs.

    python3 tests/fuzz/summarize.py runs/ir.log runs/form.log ...

For each log (named <harness>.log or <harness>-<note>.log): the last status
line (executions, cov, ft, corpus), the run time, the final stats when the
run finished (-print_final_stats=1), and whether it stopped on a crash.
"""
import os
import re
import sys

STATUS = re.compile(r"^#(\d+)\s+(\w+)\s+cov: (\d+) ft: (\d+) corp: (\d+)/(\S+).*?exec/s: (\d+)")


def summarize(path):
    name = os.path.basename(path).split(".")[0]
    last, stats, crash, done_s, extra = None, {}, None, None, ""
    with open(path, errors="replace") as f:
        for line in f:
            m = STATUS.match(line)
            if m:
                last = m
            m2 = re.match(r"^stat::(\w+):\s+(\d+)", line)
            if m2:
                stats[m2.group(1)] = int(m2.group(2))
            m3 = re.match(r"^Done (\d+) runs in (\d+) second", line)
            if m3:
                done_s = int(m3.group(2))
            if crash is None and ("==ERROR" in line or "ERROR: libFuzzer" in line or "runtime error" in line
                                  or "FALSE ACCEPT" in line or "fuzz invariant failed" in line):
                crash = line.strip()[:100]
            if line.startswith("fuzz_structured:") and "modules compiled" in line:
                extra = line.split(":", 1)[1].strip()
    execs = stats.get("number_of_executed_units", int(last.group(1)) if last else 0)
    state = "finished" if done_s is not None else ("stopped: " + crash if crash else "running")
    cov = "%s / %s" % (last.group(3), last.group(4)) if last else "-"
    corp = last.group(5) if last else "-"
    rate = stats.get("average_exec_per_sec", int(last.group(7)) if last else 0)
    secs = "%d s" % done_s if done_s is not None else "-"
    return "| %s | %s | %s | %s | %s | %s | %s | %s |" % (name, secs, f"{execs:,}", rate, cov, corp,
                                                          1 if crash else 0, state + (" (" + extra + ")" if extra else ""))


if __name__ == "__main__":
    print("| harness | time | executions | exec/s | cov / ft | corpus | crashes | state |")
    print("|---|---|---|---|---|---|---|---|")
    for p in sys.argv[1:]:
        print(summarize(p))
