#!/usr/bin/env python3
"""Upstream LLVM's NVPTX code-generation tests through ptxsel, with llc-19 as
the reference (issue 11, acceptance point 1).

    python3 tests/upstream/run.py [--ptxsel build/bin/ptxsel] [--out RESULTS.md]
                                  [--jobs 2] [--filecheck] [FILE.ll ...]

For every corpus file (tests/upstream/corpus/, or the files named), each llc
RUN line gives a configuration: triple, -mcpu, -mattr, -O level. Retargeted
so that ptxas 13 can check the output: 32-bit `nvptx` becomes `nvptx64`
(ptxas 13 has no 32-bit mode), sm_XX below sm_75 becomes sm_75 (the oldest
target ptxas 13 knows) and +ptxNN below +ptx63 becomes +ptx63 (sm_75's
minimum). llc options ptxsel has no counterpart for (-nvptx-fma-level,
-fp-contract, ...) are left out of both commands and listed per file.
Each configuration is compiled by llc-19 and by ptxsel, and each PTX is
assembled by `ptxas -c -arch=<mcpu>`.

Configuration verdicts, in order of precedence:
  llc-refuses   llc-19 exits non-zero, or ptxas rejects llc's PTX (excluded)
  crash         ptxsel ends by a signal, exits other than 0/1, or times out
  partial       ptxsel fails but leaves an output file
  false-accept  ptxsel exits 0 and ptxas rejects its PTX
  refused       ptxsel exits 1 with a diagnostic
  ok            ptxsel exits 0 and ptxas accepts its PTX
A file's verdict is its worst configuration (llc-refuses only when llc-19
refuses every configuration). With --filecheck, the file's FileCheck lines
are also run on ptxsel's and llc-19's (retargeted) output and the passes
counted: spelling parity, informational only.

Exit status: 1 if any file crashed, was falsely accepted or left a partial
output; 0 otherwise (refusals are the gap list, not a harness failure).
"""
import argparse
import collections
import concurrent.futures
import datetime
import os
import re
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import runlines  # noqa: E402

ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
LLVM_BIN = os.environ.get("LLVM_BIN") or "/usr/lib/llvm-19/bin"
PTXAS = os.environ.get("PTXAS") or "/usr/local/cuda/bin/ptxas"
TIMEOUT = 120
MIN_SM = 75
MIN_PTX = 63
# llc-19's data layout for nvptx64; llc replaces a module's own layout by it.
NVPTX64_LAYOUT = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
BAD = ("crash", "partial", "false-accept")
ORDER = ["crash", "partial", "false-accept", "refused", "ok", "llc-refuses"]


class Config:
    def __init__(self, triple, cpu, mattr, olevel, retarget, shared=()):
        self.triple, self.cpu, self.mattr, self.olevel = triple, cpu, mattr, olevel
        self.shared = list(shared)  # options both tools take (runlines.SHARED_OPTS)
        self.retarget = retarget
        self.filechecks = []  # FileCheck argument lists of the RUN lines
        self.expect_fail = True  # every RUN line of it is `not llc`

    def key(self):
        return (self.triple, self.cpu, tuple(self.mattr), self.olevel, tuple(self.shared))

    def flags(self):
        f = ["-mtriple=" + self.triple, "-mcpu=" + self.cpu]
        if self.mattr:
            f.append("-mattr=" + ",".join(self.mattr))
        return f + [self.olevel] + self.shared

    def label(self):
        return " ".join(self.flags())


def module_triple(text):
    m = re.search(r'^\s*target\s+triple\s*=\s*"([^"]*)"', text, re.M)
    return m.group(1) if m else None


def normalise(run, text):
    """The retargeted configuration of one llc RUN line."""
    notes = []
    base = run.triple or module_triple(text) or "nvptx64-nvidia-cuda"
    arch, _, rest = base.partition("-")
    if run.march:
        arch = run.march
    if arch != "nvptx64":
        notes.append("%s->nvptx64" % arch)
        arch = "nvptx64"
    triple = arch + ("-" + rest if rest else "")
    cpu = run.cpu or "sm_30"  # llc-19's default
    m = re.fullmatch(r"sm_(\d+)([af]?)", cpu)
    if m and int(m.group(1)) < MIN_SM:
        notes.append("%s->sm_%d" % (cpu, MIN_SM))
        cpu = "sm_%d" % MIN_SM
    mattr = []
    for a in run.mattr:
        p = re.fullmatch(r"\+ptx(\d+)", a)
        if p and int(p.group(1)) < MIN_PTX:
            notes.append("%s->+ptx%d" % (a, MIN_PTX))
            a = "+ptx%d" % MIN_PTX
        if a not in mattr:
            mattr.append(a)
    return Config(triple, cpu, mattr, run.olevel or "-O2", notes, run.shared)


def configs_of(path):
    text = open(path, encoding="utf-8").read()
    cfgs, dropped = collections.OrderedDict(), []
    for run in runlines.llc_runs(text):
        if run.skip:
            continue
        c = normalise(run, text)
        c = cfgs.setdefault(c.key(), c)
        c.expect_fail = c.expect_fail and run.expect_fail
        if run.filecheck is not None:
            c.filechecks.append(run.filecheck)
        for d in run.dropped:
            if d not in dropped:
                dropped.append(d)
    return list(cfgs.values()), dropped


def sh(cmd, timeout=TIMEOUT):
    try:
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           timeout=timeout)
        return p.returncode, p.stderr.decode("utf-8", "replace")
    except subprocess.TimeoutExpired:
        return "timeout", "timed out after %ds" % timeout


def first_error(stderr):
    # Directories of paths out: the diagnostic names the file, not the tree.
    stderr = re.sub(r"(?<![\w.])/(?:[\w.+-]+/)+", "", stderr)
    lines = stderr.splitlines()
    for pat in (r"LLVM ERROR|\berror\s*:|\bfatal\s*:", r"error|fatal"):
        for line in lines:
            if re.search(pat, line) and not re.match(r"\s*#\d", line):
                return line.strip()
    lines = [x for x in stderr.splitlines() if x.strip()]
    return lines[0].strip() if lines else "(no diagnostic)"


def construct(diag):
    """A grouping key for a diagnostic: the message without file, function
    and value names."""
    mark = "[exit 2] " if diag.startswith("[exit 2] ") else ""
    d = mark + re.sub(r"^.*?\berror:\s*", "", diag)
    d = re.sub(r"%[\w.]+", "%v", d)
    d = re.sub(r"@[\w.$]+", "@g", d)
    return d[:160]


def run_filecheck(fc_args, src, ptx):
    args = []
    for a in fc_args:
        args.append(src if a == "%s" else a)
    rc, _ = sh([os.path.join(LLVM_BIN, "FileCheck")] + args + ["--input-file", ptx])
    return rc == 0


def retarget_input(src, work):
    """The module both tools compile: the file itself, or a copy whose 32-bit
    target triple is made nvptx64 and whose foreign data layout is replaced
    by llc-19's nvptx64 layout (llc does the same internally when it is
    given -mtriple; ptxsel reads the module's own). Returns (path, notes)."""
    text = open(src, encoding="utf-8").read()
    notes = []

    def triple(m):
        t = m.group(1)
        if t == "nvptx" or t.startswith("nvptx-"):
            notes.append("module triple %s->nvptx64" % t)
            t = "nvptx64" + t[len("nvptx"):]
        return 'target triple = "%s"' % t

    def layout(m):
        if m.group(1) != NVPTX64_LAYOUT:
            notes.append("module datalayout->nvptx64")
        return 'target datalayout = "%s"' % NVPTX64_LAYOUT
    new = re.sub(r'^target\s+triple\s*=\s*"([^"]*)"', triple, text, flags=re.M)
    new = re.sub(r'^target\s+datalayout\s*=\s*"([^"]*)"', layout, new, flags=re.M)
    if not notes:
        return src, notes
    path = os.path.join(work, os.path.basename(src))
    with open(path, "w", encoding="utf-8") as f:
        f.write(new)
    return path, notes


def check_config(src, cfg, work, ptxsel, filecheck):
    os.makedirs(work, exist_ok=True)
    r = {"cfg": cfg}
    fcsrc = src
    src, notes = retarget_input(src, work)
    for n in notes:
        if n not in cfg.retarget:
            cfg.retarget.append(n)
    lptx = os.path.join(work, "llc.ptx")
    rc, err = sh([os.path.join(LLVM_BIN, "llc")] + cfg.flags() + [src, "-o", lptx])
    if rc != 0:
        r["verdict"], r["diag"] = "llc-refuses", "llc: " + first_error(err)
    else:
        rc, err = sh([PTXAS, "-c", "-arch=" + cfg.cpu, lptx, "-o", lptx + ".cubin"])
        if rc != 0:
            r["verdict"], r["diag"] = "llc-refuses", "ptxas on llc's PTX: " + first_error(err)
            r["llc_ptxas_rejects"] = True
    llc_ok = "verdict" not in r
    sptx = os.path.join(work, "ptxsel.ptx")
    if os.path.exists(sptx):
        os.remove(sptx)
    rc, err = sh([ptxsel] + cfg.flags() + [src, "-o", sptx])
    r["ptxsel_rc"] = rc
    if rc == "timeout" or not isinstance(rc, int) or rc < 0 or rc not in (0, 1, 2):
        v, d = "crash", "exit %s: %s" % (rc, first_error(err))
    elif rc != 0 and os.path.exists(sptx):
        v, d = "partial", "exit %d left %s: %s" % (rc, "an output file", first_error(err))
    elif rc != 0:
        # exit 2 is ptxsel's "usage or malformed input": a refusal of options
        # or input that llc-19 took, marked as such in the diagnostic.
        v, d = "refused", ("" if rc == 1 else "[exit 2] ") + first_error(err)
        r["all_errors"] = [construct(x) for x in err.splitlines()
                           if re.search(r"\berror:", x)]
    else:
        prc, perr = sh([PTXAS, "-c", "-arch=" + cfg.cpu, sptx, "-o", sptx + ".cubin"])
        if prc != 0:
            v, d = "false-accept", "ptxas: " + first_error(perr)
        else:
            v, d = "ok", ""
    # ptxas rejecting llc-19's PTX as well (inline asm both pass through, a
    # retargeting llc-19 cannot follow) is not ptxsel's false accept.
    shared = v == "false-accept" and r.get("llc_ptxas_rejects")
    if llc_ok or (v in BAD and not shared):
        r["verdict"], r["diag"] = v, d
    r["ptxsel_verdict"], r["ptxsel_diag"] = v, d
    if filecheck and cfg.filechecks:
        r["fc_total"] = len(cfg.filechecks)
        r["fc_ptxsel"] = sum(run_filecheck(a, fcsrc, sptx) for a in cfg.filechecks) \
            if v == "ok" else 0
        r["fc_llc"] = sum(run_filecheck(a, fcsrc, lptx) for a in cfg.filechecks) \
            if llc_ok else 0
    return r


def check_file(src, workroot, ptxsel, filecheck):
    name = os.path.basename(src)
    cfgs, dropped = configs_of(src)
    res = [check_config(src, c, os.path.join(workroot, name, str(i)), ptxsel, filecheck)
           for i, c in enumerate(cfgs)]
    verdicts = [x["verdict"] for x in res]
    if not res or all(v == "llc-refuses" for v in verdicts):
        fv = "llc-refuses"
    else:
        fv = min((v for v in verdicts if v != "llc-refuses"), key=ORDER.index)
    return {"file": name, "verdict": fv, "configs": res, "dropped": dropped}


def md_escape(s):
    return s.replace("|", "\\|").replace("\n", " ")


def report(results, args, elapsed):
    out = []
    n = collections.Counter(r["verdict"] for r in results)
    total = len(results)
    llc_ok = total - n["llc-refuses"]
    cfg_n = collections.Counter(c["verdict"] for r in results for c in r["configs"])
    out.append("# Upstream NVPTX tests through ptxsel\n")
    out.append("Date: %s. ptxsel: `%s`; llc: `%s`; ptxas: `%s`. %d files, %.0f s.\n" % (
        datetime.date.today().isoformat(),
        os.path.relpath(args.ptxsel, ROOT) if args.ptxsel.startswith(ROOT + os.sep)
        else args.ptxsel,
        os.path.join(LLVM_BIN, "llc"), PTXAS, total, elapsed))
    out.append("| count | files | configurations |")
    out.append("| --- | ---: | ---: |")
    out.append("| total | %d | %d |" % (total, sum(cfg_n.values())))
    out.append("| llc-19 ok (compiles, ptxas accepts) | %d | %d |" % (
        llc_ok, sum(cfg_n.values()) - cfg_n["llc-refuses"]))
    out.append("| llc-19 refuses (excluded) | %d | %d |" % (n["llc-refuses"], cfg_n["llc-refuses"]))
    out.append("| ptxsel ok (of llc-19 ok) | %d | %d |" % (n["ok"], cfg_n["ok"]))
    out.append("| ptxsel refuses | %d | %d |" % (n["refused"], cfg_n["refused"]))
    out.append("| ptxsel crash (bug) | %d | %d |" % (n["crash"], cfg_n["crash"]))
    out.append("| ptxsel partial output on failure (bug) | %d | %d |" % (n["partial"], cfg_n["partial"]))
    out.append("| ptxsel false accept: exit 0, ptxas rejects (bug) | %d | %d |" % (
        n["false-accept"], cfg_n["false-accept"]))
    if args.filecheck:
        tot = sum(c.get("fc_total", 0) for r in results for c in r["configs"]
                  if c["verdict"] != "llc-refuses")
        fp = sum(c.get("fc_ptxsel", 0) for r in results for c in r["configs"]
                 if c["verdict"] != "llc-refuses")
        fl = sum(c.get("fc_llc", 0) for r in results for c in r["configs"]
                 if c["verdict"] != "llc-refuses")
        out.append("| FileCheck RUN lines passing, ptxsel / llc-19 retargeted / total "
                   "(informational) | | %d / %d / %d |" % (fp, fl, tot))
    out.append("")
    bugs = [r for r in results if r["verdict"] in BAD]
    if bugs:
        out.append("## Bugs: crashes, partial outputs, false accepts\n")
        for r in bugs:
            for c in r["configs"]:
                if c["verdict"] in BAD:
                    out.append("- **%s** `%s` (%s): %s" % (
                        r["file"], c["cfg"].label(), c["verdict"], md_escape(c["diag"])))
        out.append("")
    groups = collections.OrderedDict()
    for r in sorted(results, key=lambda r: r["file"]):
        if r["verdict"] != "refused":
            continue
        c = next(c for c in r["configs"] if c["verdict"] == "refused")
        groups.setdefault(construct(c["diag"]), []).append(r["file"])
    if groups:
        out.append("## Refusals grouped by construct (first diagnostic of each file)\n")
        out.append("| files | construct | which |")
        out.append("| ---: | --- | --- |")
        for k, files in sorted(groups.items(), key=lambda kv: (-len(kv[1]), kv[0])):
            out.append("| %d | %s | %s |" % (len(files), md_escape(k), ", ".join(files)))
        out.append("")
    every = collections.OrderedDict()
    for r in sorted(results, key=lambda r: r["file"]):
        for c in r["configs"]:
            if c["verdict"] != "refused":
                continue
            for k in c.get("all_errors", []):
                if r["file"] not in every.setdefault(k, []):
                    every[k].append(r["file"])
    if every:
        out.append("## Every distinct error of the refused configurations (%d)\n" % len(every))
        out.append("ptxsel reports more than one error per file; behind a file's first "
                   "diagnostic there may be others.\n")
        out.append("| files | error | which |")
        out.append("| ---: | --- | --- |")
        for k, files in sorted(every.items(), key=lambda kv: (-len(kv[1]), kv[0])):
            out.append("| %d | %s | %s |" % (len(files), md_escape(k), ", ".join(files)))
        out.append("")
    extra = [(r, c) for r in results for c in r["configs"]
             if c["verdict"] == "llc-refuses" and c.get("ptxsel_verdict") == "ok"]
    if extra:
        out.append("## Configurations llc-19 refuses and ptxsel compiles (ptxas accepts)\n")
        for r, c in extra:
            out.append("- %s `%s`: %s" % (r["file"], c["cfg"].label(), md_escape(c["diag"])))
        out.append("")
    out.append("## Per file\n")
    out.append("| file | verdict | configurations (retargeted) | first diagnostic | "
               "llc options left out |")
    out.append("| --- | --- | --- | --- | --- |")
    for r in sorted(results, key=lambda r: r["file"]):
        cs = []
        diag = ""
        for c in r["configs"]:
            s = "`%s` %s" % (c["cfg"].label(), c["verdict"])
            if c["verdict"] == "llc-refuses":
                s += " [%s; ptxsel: %s]" % (md_escape(c["diag"][:120]),
                                            c.get("ptxsel_verdict", "?"))
            if c["cfg"].retarget:
                s += " (%s)" % ", ".join(c["cfg"].retarget)
            if "fc_total" in c:
                s += " FC %d/%d" % (c.get("fc_ptxsel", 0), c["fc_total"])
            cs.append(s)
            if not diag and c["verdict"] == r["verdict"] and c.get("diag"):
                diag = c["diag"]
        out.append("| %s | %s | %s | %s | %s |" % (
            r["file"], r["verdict"], "<br>".join(cs), md_escape(diag[:200]),
            md_escape(" ".join(r["dropped"]))))
    out.append("")
    return "\n".join(out)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("files", nargs="*", help="corpus files (default: all of corpus/)")
    ap.add_argument("--ptxsel", default=os.path.join(ROOT, "build", "bin", "ptxsel"))
    ap.add_argument("--out", help="write the markdown report here too")
    ap.add_argument("--workdir", default=os.path.join(ROOT, "build", "upstream"))
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--filecheck", action="store_true",
                    help="also run the files' FileCheck lines (informational)")
    args = ap.parse_args()
    args.ptxsel = os.path.abspath(args.ptxsel)
    files = args.files or sorted(
        os.path.join(HERE, "corpus", f) for f in os.listdir(os.path.join(HERE, "corpus"))
        if f.endswith(".ll"))
    for tool in (args.ptxsel, os.path.join(LLVM_BIN, "llc"), PTXAS):
        if not os.access(tool, os.X_OK):
            sys.exit("run.py: %s not found or not executable" % tool)
    return run_all(args, files, lambda f: check_file(f, args.workdir, args.ptxsel,
                                                     args.filecheck), report, ".upstream-run")


def run_all(args, files, check, report_of, marker_name, bad=BAD):
    """The driver both harnesses share (this one and
    tests/upstream-families/run.py): clear args.workdir if a previous run
    made it (marker_name), run check(absolute path) over the files on
    args.jobs threads, print report_of(results, args, seconds) and write it
    to args.out; exit status 1 if any file's verdict is in bad."""
    marker = os.path.join(args.workdir, marker_name)
    if os.path.isdir(args.workdir) and os.listdir(args.workdir):
        if not os.path.exists(marker):
            sys.exit("run.py: %s exists and was not made by run.py; not clearing it"
                     % args.workdir)
        shutil.rmtree(args.workdir)
    os.makedirs(args.workdir, exist_ok=True)
    open(marker, "w").close()
    t0 = datetime.datetime.now()
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as ex:
        results = list(ex.map(lambda f: check(os.path.abspath(f)), files))
    elapsed = (datetime.datetime.now() - t0).total_seconds()
    text = report_of(results, args, elapsed)
    sys.stdout.write(text)
    if args.out:
        with open(args.out, "w") as f:
            f.write(text)
    return 1 if any(r["verdict"] in bad for r in results) else 0

if __name__ == "__main__":
    sys.exit(main())
