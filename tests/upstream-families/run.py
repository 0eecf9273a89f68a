#!/usr/bin/env python3
"""Upstream LLVM's NVPTX tests of issue 13's families, with llc replaced by
ptxsel: are the files' own CHECK lines matched?

    python3 tests/upstream-families/run.py [--ptxsel build/bin/ptxsel]
        [--out RESULTS.md] [--jobs 2] [--workdir build/upstream-families]
        [FILE ...]

Every llc RUN line of a corpus file (tests/upstream-families/corpus/, or the
files named) is one measured command. Its input is the file itself, or the
module a generator RUN line (`%python %s ARGS > %t-X.ll`, the wmma*.py
tests) writes; llc's flags map to ptxsel's one for one (-mtriple/-march
nvptx64, -mcpu, -mattr=+ptxNN, -O). ptxsel compiles it; where the RUN line
pipes llc to FileCheck, FileCheck runs with the file's own arguments
(prefixes, -D) on ptxsel's PTX; where it pipes to %ptxas-verify, ptxas
assembles ptxsel's PTX for that -arch (skipped where ptxas 13 does not know
the target). llc-19 compiles the same command too, as a reference: a
command llc-19 cannot compile (an intrinsic or IR syntax newer than LLVM 19)
is measured against ptxsel only.

CHECK lines matched: FileCheck is run with -vv, which reports every
directive it matched (a `remark`, CHECK-NOT included) and the one it failed
on (an `error`); FileCheck goes on with the next CHECK-LABEL block after a
failure, so a failure costs only the rest of its block. A directive counts
as matched when it has a remark and no error; the total is every directive
of the file with the RUN line's prefixes. A command ptxsel refuses matches
nothing.

Commands left out of the measurement, listed as intended differences:
32-bit `nvptx` targets (ptxsel and ptxas 13 have no 32-bit mode) and llc
options ptxsel has no counterpart for; these are still run and their
numbers given apart. `--nvptx-short-ptr` is given to ptxsel too
(tests/upstream/runlines.py SHARED_OPTS).

File verdicts, worst first: crash (signal, exit other than 0/1/2, timeout),
ptxas-rejects (ptxsel exit 0, ptxas rejects its PTX), refused (first
diagnostic), filecheck-fails (first unmatched CHECK and what ptxsel printed
there), pass. Exit 1 on a crash or ptxas-rejects; refusals and FileCheck
failures are the gap list, exit 0.
"""
import argparse
import collections
import datetime
import difflib
import hashlib
import importlib.util
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
sys.path.insert(0, os.path.join(ROOT, "tests", "upstream"))
import runlines  # noqa: E402

sys.path.insert(0, HERE)
import families  # noqa: E402

# tests/upstream/run.py's process and diagnostic helpers (sh, first_error,
# construct, md_escape, retarget_input), loaded under another name.
_spec = importlib.util.spec_from_file_location(
    "upstream_run", os.path.join(ROOT, "tests", "upstream", "run.py"))
up = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(up)

LLVM_BIN = up.LLVM_BIN
PTXAS = up.PTXAS
ORDER = ["crash", "ptxas-rejects", "refused", "filecheck-fails", "pass"]
BAD = ("crash", "ptxas-rejects")
# ptxas 13's oldest target
PTXAS_MIN_SM = 75
DIRECTIVE = r"(?:-NEXT|-SAME|-NOT|-DAG|-LABEL|-EMPTY|-COUNT-\d+)?:"


_probe = {}
PTXSEL_CPUS = set()  # the targets `ptxsel -mcpu=help` lists (set by main)


def ptxas_rejects_target(cpu, mattr):
    """Why ptxas 13 cannot take this target and PTX version at all (an
    empty kernel at that .target and .version), or None. Such a command
    tests what no PTX ptxas 13 reads could show: sm_30, PTX 9.1+, or a
    target newer than the PTX version (LLVM 23 still prints sm_110a at 8.6)."""
    if not cpu:
        return None
    ptx = [a[4:] for a in mattr if re.fullmatch(r"\+ptx\d+", a)]
    ver = "%d.%d" % divmod(int(ptx[-1]), 10) if ptx else None
    key = (cpu, ver)
    if key not in _probe:
        import tempfile
        with tempfile.TemporaryDirectory() as d:
            src = os.path.join(d, "probe.ptx")
            with open(src, "w") as f:
                f.write(".version %s\n.target %s\n.address_size 64\n"
                        ".visible .entry k() { ret; }\n" % (ver or "9.0", cpu))
            rc, err = up.sh([PTXAS, "-c", "-arch=" + cpu, src, "-o",
                             os.path.join(d, "probe.cubin")])
            if rc == 0 or (ver is None and "does not support .target" in err):
                _probe[key] = None
            elif "is not defined for option" in err and cpu in PTXSEL_CPUS:
                # a target ptxsel has and ptxas 13 no longer knows (sm_70,
                # sm_72): measured by FileCheck, its ptxas lines skipped
                _probe[key] = None
            else:
                _probe[key] = "ptxas 13 rejects .target %s%s: %s" % (
                    cpu, " at PTX %s" % ver if ver else "", up.first_error(err))
    return _probe[key]


class Cmd:
    """One llc RUN line, mapped to ptxsel."""

    def __init__(self, run, text):
        self.run = run
        arch, _, rest = (run.triple or up.module_triple(text) or "nvptx64").partition("-")
        if run.march:
            arch = run.march
        self.arch = arch
        self.cpu = run.cpu
        self.mattr = run.mattr
        self.olevel = run.olevel
        self.input = run.input
        self.fc = run.filecheck
        self.ptxas = run.ptxas
        self.apart = []  # why this command is left out of the measurement
        if arch != "nvptx64":
            self.apart.append("32-bit %s (ptxsel and ptxas 13 have no 32-bit mode)" % arch)
        for d in run.dropped:
            self.apart.append("llc option %s (no ptxsel counterpart)" % d)
        why = ptxas_rejects_target(self.cpu, self.mattr)
        if why:
            self.apart.append(why)

    def flags(self):
        f = ["-mtriple=nvptx64-nvidia-cuda"]
        if self.cpu:
            f.append("-mcpu=" + self.cpu)
        if self.mattr:
            f.append("-mattr=" + ",".join(self.mattr))
        if self.olevel:
            f.append(self.olevel)
        return f + list(getattr(self.run, "shared", []))  # llc options ptxsel takes too

    def key(self):
        return (self.input, tuple(self.flags()))

    def label(self):
        s = " ".join(self.flags())
        if self.arch != "nvptx64":
            s = s.replace("-mtriple=nvptx64-nvidia-cuda", "-mtriple=%s" % self.arch, 1)
        if self.input != "%s":
            s = "< %s %s" % (self.input, s)
        return s


def prefixes(fc_args):
    out = []
    i = 0
    while i < len(fc_args):
        a = fc_args[i]
        m = re.fullmatch(r"--?check-prefix(es)?(?:=(.*))?", a)
        if m:
            v = m.group(2)
            if v is None and i + 1 < len(fc_args):
                i += 1
                v = fc_args[i]
            out.extend(p for p in (v or "").split(",") if p)
        i += 1
    return out or ["CHECK"]


def directives(check_text, pfx):
    """Line numbers (1-based) of the directives with prefixes pfx."""
    pat = re.compile(r"(?<![\w-])(?:%s)%s" % ("|".join(map(re.escape, pfx)), DIRECTIVE))
    return [n for n, line in enumerate(check_text.splitlines(), 1) if pat.search(line)]


def filecheck(fc_args, check_file, out_ptx, workpaths):
    """Run FileCheck -vv; returns (passed, matched, total, first failure)."""
    args = []
    skip = False
    for a in fc_args:
        if skip:
            skip = False
            continue
        if a == "<":
            skip = True
            continue
        if a in ("2>&1",):
            continue
        args.append(workpaths.get(a, a))
    text = open(check_file, encoding="utf-8").read()
    lines = directives(text, prefixes(fc_args))
    try:
        p = subprocess.run([os.path.join(LLVM_BIN, "FileCheck")] + args +
                           ["--input-file", out_ptx, "-vv", "--dump-input=never"],
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=up.TIMEOUT)
    except subprocess.TimeoutExpired:
        return False, 0, len(lines), "FileCheck timed out"
    err = p.stderr.decode("utf-8", "replace")
    name = re.escape(check_file)
    ok, bad = set(), set()
    for m in re.finditer(r"^%s:(\d+):\d+: (remark|error):" % name, err, re.M):
        (ok if m.group(2) == "remark" else bad).add(int(m.group(1)))
    matched = len([n for n in lines if n in ok and n not in bad])
    first = None
    if p.returncode != 0:
        first = first_unmatched(err, check_file, text)
    return p.returncode == 0, matched, len(lines), first


REG = re.compile(r"%(rd|rs|rq|r|fd|f|p|hh|h)(\d+)\b")


def _fc_regex(pattern):
    """A FileCheck pattern as a Python regex: {{re}} kept, [[V:re]] as re,
    [[V]] and [[#...]] as any token, register numbers as any number, runs
    of blanks as one (FileCheck's default)."""
    out, i = [], 0
    for m in re.finditer(r"\{\{(.*?)\}\}|\[\[(#?)([^\]:]*)(?::(.*?))?\]\]", pattern):
        lit = re.sub(r"\s+", " ", pattern[i:m.start()])
        out.append(REG.sub(lambda r: "%" + r.group(1) + "\\d+", re.escape(lit)
                           .replace("\\ ", " ").replace("\\%", "%")))
        if m.group(1) is not None:
            out.append("(?:%s)" % m.group(1))
        elif m.group(4):
            out.append("(?:%s)" % (m.group(4) if not m.group(2) else r"[-\w]+"))
        else:
            out.append(r"\S+?")
        i = m.end()
    lit = re.sub(r"\s+", " ", pattern[i:])
    out.append(REG.sub(lambda r: "%" + r.group(1) + "\\d+", re.escape(lit)
                       .replace("\\ ", " ").replace("\\%", "%")))
    try:
        return re.compile("".join(out).strip())
    except re.error:
        return None


_SEG = re.compile(r"\{\{.*?\}\}|\[\[.*?\]\]")
_RENAME = re.compile(r"%(rd|rs|rq|r|fd|f|p|hh|h)(\d+)\b|%(rd|rs|rq|r|fd|f|p|hh|h)<(\d+)>"
                     r"|\$L__BB(\d+)_(\d+)\b")


def renamed_checks(check_text, pfx):
    """The check file with llc's register and label names made FileCheck
    variables: a register's first use in a CHECK-LABEL block defines it
    (`[[R_r_5:%r[0-9]+]]`), later ones must be the same register of
    ptxsel's; `.reg` counts and labels likewise. So a CHECK line matches
    when ptxsel prints it up to a consistent renaming of registers and
    labels (not necessarily one to one: two of llc's names may bind the
    same register). CHECK-NOT lines use a register they have not seen as
    any number."""
    dpat = re.compile(r"((?<![\w-])(?:%s)(-NEXT|-SAME|-DAG|-LABEL|-NOT|-EMPTY|-COUNT-\d+)?:)(.*)$"
                      % "|".join(map(re.escape, pfx)))
    out, seen = [], set()
    for line in check_text.splitlines():
        m = dpat.search(line)
        if not m:
            out.append(line)
            continue
        kind = m.group(2) or ""
        if kind == "-LABEL":
            seen = set()
        body = m.group(3)

        def sub(t):
            def one(r):
                if r.group(3):
                    return "%%%s<{{[0-9]+}}>" % r.group(3)
                if r.group(1):
                    var, rx = "R_%s_%s" % (r.group(1), r.group(2)), "%%%s[0-9]+" % r.group(1)
                else:
                    var, rx = "L_%s_%s" % (r.group(5), r.group(6)), "\\$L__BB[0-9]+_[0-9]+"
                if var in seen:
                    return "[[%s]]" % var
                if kind == "-NOT":
                    return "{{%s}}" % rx
                seen.add(var)
                return "[[%s:%s]]" % (var, rx)
            return _RENAME.sub(one, t)
        parts, i = [], 0
        for sm in _SEG.finditer(body):
            parts.append(sub(body[i:sm.start()]))
            parts.append(sm.group(0))
            i = sm.end()
        parts.append(sub(body[i:]))
        out.append(line[:m.start()] + m.group(1) + "".join(parts))
    return "\n".join(out) + "\n"


def relaxed(check_text, pfx, ptx_text):
    """(found, total): the CHECK lines (not -NOT, not CHECK-EMPTY, not on
    `.reg` declarations, `//` comments, block labels or lone braces) whose
    pattern, register numbers relaxed, is found on some line of ptxsel's
    output: llc's allocation, scheduling and labels aside."""
    pat = re.compile(r"(?<![\w-])(?:%s)(?:-NEXT|-SAME|-DAG|-LABEL|-COUNT-\d+)?:(.*)$"
                     % "|".join(map(re.escape, pfx)))
    lines = [re.sub(r"\s+", " ", x).strip() for x in ptx_text.splitlines()]
    found = total = 0
    for line in check_text.splitlines():
        m = pat.search(line)
        if not m:
            continue
        body = m.group(1).strip()
        if (not body or body.startswith((".reg", "//")) or body in ("{", "}")
                or re.fullmatch(r"\$L__\w+:", body)):
            continue
        total += 1
        rx = _fc_regex(body)
        if rx is not None and any(rx.search(x) for x in lines):
            found += 1
    return found, total


def first_unmatched(err, check_file, text):
    """The first failed directive and, if FileCheck names one, the line of
    ptxsel's output it nearly matched."""
    src = text.splitlines()
    m = re.search(r"^%s:(\d+):\d+: error: (.*)$" % re.escape(check_file), err, re.M)
    if not m:
        lines = [x for x in err.splitlines() if "error" in x]
        return (lines[0] if lines else err.strip()[:200]).replace(check_file, "")
    n = int(m.group(1))
    s = "line %d: %s" % (n, src[n - 1].strip() if n <= len(src) else "")
    rest = err[m.end():]
    near = re.search(r"note: possible intended match here\n(.*)\n", rest)
    if near and not re.search(r"^\S+:\d+:\d+: error:", rest[:near.start()], re.M):
        s += " || ptxsel: " + near.group(1).strip()
    return s


OPCODE = re.compile(r"[a-z][a-z0-9_]*(?:\.[A-Za-z0-9_:]+)+$|(?:ret|exit|trap|brkpt|nanosleep)$")


def opcode_of(pattern):
    """The PTX opcode (with its qualifiers) a line or CHECK pattern begins
    with, or None (directives, labels, comments). A pattern whose opcode
    runs into a FileCheck regex gives the literal part, marked by a
    trailing '*'."""
    p = pattern.strip()
    p = re.sub(r"^@!?%p(?:\d+|\{\{[^}]*\}\}|\[\[[^]]*\]\])\s+", "", p)
    tok = re.split(r"[\s;]", p, 1)[0]
    cut = min([i for i in (tok.find("{{"), tok.find("[[")) if i >= 0] or [len(tok)])
    lit = tok[:cut].rstrip(".")
    if not lit or not OPCODE.match(lit):
        return None
    return lit + ("*" if cut < len(tok) else "")


def expected_opcodes(check_text, pfx):
    pat = re.compile(r"(?<![\w-])(?:%s)(?:-NEXT|-SAME|-DAG|-COUNT-\d+)?:(.*)$"
                     % "|".join(map(re.escape, pfx)))
    out = []
    for line in check_text.splitlines():
        m = pat.search(line)
        if m:
            op = opcode_of(m.group(1))
            if op and op not in out:
                out.append(op)
    return out


def printed_opcodes(ptx_text):
    out = set()
    for line in ptx_text.splitlines():
        op = opcode_of(line)
        if op and not op.endswith("*"):
            out.add(op)
    return out


def spelling(expected, printed):
    """(expected opcode, class, nearest printed opcode) for each expected
    opcode ptxsel did not print: 'order' (the same qualifiers in another
    order), 'differs' (an opcode of the same instruction, other qualifiers),
    'absent'."""
    miss = []
    for op in expected:
        if op.endswith("*"):
            if any(p.startswith(op[:-1]) for p in printed):
                continue
        elif op in printed:
            continue
        quals = sorted(op.rstrip("*").split("."))
        same = [p for p in printed if sorted(p.split(".")) == quals]
        if same and not op.endswith("*"):
            miss.append((op, "order", same[0]))
            continue
        head = op.split(".")[0]
        near = difflib.get_close_matches(op.rstrip("*"), [p for p in printed
                                                          if p.split(".")[0] == head], 1, 0.5)
        miss.append((op, "differs", near[0]) if near else (op, "absent", ""))
    return miss


def failure_kind(diag, printed):
    """What the first unmatched CHECK line is about."""
    if not diag or not diag.startswith("line "):
        return "other"
    pat = re.sub(r"^line \d+: ;*\s*[\w-]+?(?:-NEXT|-SAME|-DAG|-LABEL|-EMPTY)?:", "",
                 diag.split(" || ")[0]).strip()
    if pat.startswith(".reg"):
        return "register declarations"
    if pat.startswith(("//", "$L__", "{", "}", "(", ")")) or pat.endswith(":") or not pat:
        return "labels, comments, braces"
    if pat.startswith(".") or "param" in pat.split()[0]:
        return "directives, parameters"
    op = opcode_of(pat)
    if op is None:
        return "other"
    if (op.endswith("*") and any(p.startswith(op[:-1]) for p in printed)) or op in printed:
        return "operands, registers or order"
    return "instruction spelling"


def gen_table():
    rows = {}
    path = os.path.join(HERE, "GENERATED.tsv")
    if os.path.exists(path):
        for line in open(path, encoding="utf-8").read().splitlines()[1:]:
            g, args, out, digest, _ = line.split("\t")
            rows[(g, out)] = (args, digest)
    return rows


def ptxas_arch(cmd):
    for a in cmd.ptxas or []:
        m = re.fullmatch(r"-arch=(\S+)", a)
        if m:
            return m.group(1)
    return cmd.cpu or "sm_60"


def check_file(src, workroot, ptxsel, gens):
    name = os.path.basename(src)
    text = open(src, encoding="utf-8").read()
    work = os.path.join(workroot, name)
    os.makedirs(work, exist_ok=True)
    res = {"file": name, "family": families.family_of(name, text), "notes": [],
           "cmds": []}
    # generators: %t-X.ll outputs, regenerated and checked against GENERATED.tsv
    workpaths = {"%s": src}
    for args, out in runlines.generators(text):
        path = os.path.join(work, out.replace("%t", "t").replace("/", "_"))
        p = subprocess.run([sys.executable, src] + args, stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, cwd=os.path.dirname(src),
                           env=dict(os.environ, PYTHONDONTWRITEBYTECODE="1"))
        open(path, "wb").write(p.stdout)
        workpaths[out] = path
        want = gens.get((name, out))
        got = hashlib.sha256(p.stdout).hexdigest()
        if p.returncode != 0 or not want or want[1] != got:
            res["notes"].append("generator %s %s: %s" % (
                " ".join(args), out, "exit %d" % p.returncode if p.returncode
                else "not the recorded output (GENERATED.tsv)"))
    compiled = {}
    for i, run in enumerate(r for r in runlines.llc_runs(text) if not r.skip):
        cmd = Cmd(run, text)
        if cmd.fc is None and cmd.ptxas is None:
            continue
        if cmd.key() not in compiled:
            compiled[cmd.key()] = compile_both(cmd, workpaths, os.path.join(
                work, str(len(compiled))), ptxsel)
        c = dict(compiled[cmd.key()])
        c["cmd"] = cmd
        if cmd.fc is not None:
            check = src
            for a in cmd.fc:
                if a in workpaths:
                    check = workpaths[a]
                    break
            total = len(directives(open(check, encoding="utf-8").read(),
                                   prefixes(cmd.fc)))
            c["total"] = total
            ctext = open(check, encoding="utf-8").read()
            printed = printed_opcodes(open(c["ptx"], encoding="utf-8").read()) \
                if c["verdict"] == "ok" else set()
            c["ops"] = expected_opcodes(ctext, prefixes(cmd.fc))
            c["ops_miss"] = spelling(c["ops"], printed) if c["verdict"] == "ok" \
                else [(op, "refused", "") for op in c["ops"]]
            c["rmatched"], c["rtotal"] = relaxed(
                ctext, prefixes(cmd.fc),
                open(c["ptx"], encoding="utf-8").read() if c["verdict"] == "ok" else "")
            if c["verdict"] == "ok":
                # modulo names: the same FileCheck run on the renamed check file
                rpath = os.path.join(work, "renamed-%d-%s" % (i, os.path.basename(check)))
                with open(rpath, "w", encoding="utf-8") as fh:
                    fh.write(renamed_checks(ctext, prefixes(cmd.fc)))
                key = next((a for a in cmd.fc if workpaths.get(a) == check), "%s")
                nok, c["nmatched"], _, nfirst = filecheck(
                    cmd.fc, rpath, c["ptx"], dict(workpaths, **{key: rpath}))
                c["npass"] = nok
                c["nkind"] = None if nok else failure_kind(nfirst, printed)
                c["ndiag"] = nfirst
                ok, matched, total, first = filecheck(cmd.fc, check, c["ptx"], workpaths)
                c["matched"], c["total"] = matched, total
                if not ok:
                    c["verdict"], c["diag"] = "filecheck-fails", first
                    c["kind"] = failure_kind(first, printed)
                else:
                    c["verdict"] = "pass"
            else:
                c["matched"] = c["nmatched"] = 0
                c["npass"] = False
            if c["llc_ok"]:
                _, c["llc_matched"], _, _ = filecheck(cmd.fc, check, c["lptx"], workpaths)
        elif c["verdict"] == "ok":
            arch = ptxas_arch(cmd)
            m = re.fullmatch(r"sm_(\d+)[af]?", arch)
            if m and int(m.group(1)) < PTXAS_MIN_SM:
                c["verdict"], c["ptxas_na"] = "pass", "ptxas 13 has no %s" % arch
            else:
                rc, err = up.sh([PTXAS, "-c", "-arch=" + arch, c["ptx"], "-o",
                                 c["ptx"] + ".%d.cubin" % i])
                if rc != 0:
                    c["verdict"], c["diag"] = "ptxas-rejects", "ptxas: " + up.first_error(err)
                else:
                    c["verdict"] = "pass"
        res["cmds"].append(c)
    measured = [c for c in res["cmds"] if not c["cmd"].apart]
    if not res["cmds"]:
        res["verdict"] = "no-command"
    elif not measured:
        res["verdict"] = "apart"
    else:
        res["verdict"] = min((c["verdict"] for c in measured), key=ORDER.index)
    res["llc19"] = all(c["llc_ok"] for c in measured) if measured else None
    return res


def compile_both(cmd, workpaths, work, ptxsel):
    os.makedirs(work, exist_ok=True)
    src = workpaths.get(cmd.input, workpaths["%s"])
    text, added = adapt_ir(open(src, encoding="utf-8").read())
    r = {"declared": added}
    if added:
        os.makedirs(os.path.join(work, "adapted"), exist_ok=True)
        src = os.path.join(work, "adapted", os.path.basename(src))
        with open(src, "w", encoding="utf-8") as f:
            f.write(text)
    src, _ = up.retarget_input(src, work)
    lptx = os.path.join(work, "llc.ptx")
    rc, err = up.sh([os.path.join(LLVM_BIN, "llc")] + cmd.flags() + [src, "-o", lptx])
    r["llc_ok"] = rc == 0
    r["lptx"] = lptx
    if rc != 0:
        r["llc_diag"] = up.first_error(err)
    else:
        # llc-19 compiles a call to an intrinsic it does not know as a call
        # to an external function of that name: it cannot compile it either.
        m = re.search(r"^\.extern \.func\s+(?:\([^)]*\)\s*)?(llvm\.[\w.]+)",
                      open(lptx, encoding="utf-8").read(), re.M)
        if m:
            r["llc_ok"] = False
            r["llc_diag"] = "llc-19 does not know %s (an external function to it)" % m.group(1)
    sptx = os.path.join(work, "ptxsel.ptx")
    rc, err = up.sh([ptxsel] + cmd.flags() + [src, "-o", sptx])
    r["ptx"] = sptx
    if rc == "timeout" or not isinstance(rc, int) or rc not in (0, 1, 2):
        r["verdict"], r["diag"] = "crash", "exit %s: %s" % (rc, up.first_error(err))
    elif rc != 0:
        r["verdict"] = "refused"
        r["diag"] = ("" if rc == 1 else "[exit 2] ") + up.first_error(err)
        r["errors"] = [up.construct(x) for x in err.splitlines() if re.search(r"\berror:", x)]
    else:
        r["verdict"], r["diag"] = "ok", ""
    return r


CALL_WORDS = {"tail", "musttail", "notail", "fast", "nnan", "ninf", "nsz", "arcp",
              "contract", "afn", "reassoc", "noundef", "zeroext", "signext", "inreg"}
ARG_WORDS = {"noundef", "nonnull", "immarg", "zeroext", "signext", "inreg", "nocapture",
             "readonly", "writeonly", "noalias"}


def _close(s, i):
    """Index just past the bracket group that opens at s[i]."""
    pairs = {"(": ")", "<": ">", "{": "}", "[": "]"}
    stack = []
    j = i
    while j < len(s):
        c = s[j]
        if c in pairs:
            stack.append(pairs[c])
        elif stack and c == stack[-1]:
            stack.pop()
            if not stack:
                return j + 1
        j += 1
    return len(s)


def _arg_types(args):
    """The types of a call's argument list text (`ptr addrspace(3) %p, i32 0`)."""
    types, i = [], 0
    while i < len(args):
        while i < len(args) and args[i] in " ,\n":
            i += 1
        if i >= len(args):
            break
        if args[i] in "<{[":
            j = _close(args, i)
        else:
            m = re.match(r"ptr(\s+addrspace\(\d+\))?|target\(\"[^\"]*\"[^)]*\)|[\w.]+",
                         args[i:])
            j = i + m.end() if m else len(re.match(r"\S*", args[i:]).group(0)) + i
        types.append(args[i:j])
        # the value (and any attributes before it) up to the next top-level comma
        k = j
        while k < len(args) and args[k] != ",":
            k = _close(args, k) if args[k] in "(<{[" else k + 1
        i = k + 1
    return types


def adapt_ir(text):
    """LLVM 20+ lets a module call an intrinsic it does not declare; LLVM
    19's reader (llc-19's and ptxsel's) needs the declaration. Returns the
    text with a `declare` added for each such intrinsic, typed from its
    first call, and /* */ comments (LLVM 20+) removed; and how many changes
    were made."""
    # LLVM 20+ IR may carry /* */ comments (`/* isMultimem= */ i1 false`).
    text, ncomments = re.subn(r"/\*.*?\*/", " ", text, flags=re.S)
    declared = set(re.findall(r"^\s*(?:declare|define)\b[^@\n]*@([\w.$]+)\s*\(", text, re.M))
    decls = collections.OrderedDict()
    for m in re.finditer(r"\bcall\s+([^@\n]*?)\s*@(llvm\.[\w.$]+)\(", text):
        name = m.group(2)
        if name in declared or name in decls:
            continue
        words = m.group(1).split()
        while words and (words[0] in CALL_WORDS or words[0].startswith("cc")):
            words.pop(0)
        ret = " ".join(words) or "void"
        end = _close(text, m.end() - 1)
        decls[name] = "declare %s @%s(%s)" % (
            ret, name, ", ".join(_arg_types(text[m.end():end - 1])))
    if not decls:
        return text, ncomments
    return (text.rstrip("\n") + "\n\n" + "\n".join(decls.values()) + "\n",
            len(decls) + ncomments)


def pct(a, b):
    return "%.1f%%" % (100.0 * a / b) if b else "-"


def report(results, args, elapsed):
    out = []
    meas = [r for r in results if r["verdict"] not in ("apart", "no-command")]
    n = collections.Counter(r["verdict"] for r in meas)
    cm = [c for r in results for c in r["cmds"] if not c["cmd"].apart and "total" in c]
    ca = [c for r in results for c in r["cmds"] if c["cmd"].apart and "total" in c]
    tot, mat = sum(c["total"] for c in cm), sum(c["matched"] for c in cm)
    # the last commit that changed ptxsel itself (not its tests or docs)
    commit = subprocess.run(["git", "-C", ROOT, "log", "-1", "--format=%h", "--", ".",
                             ":(exclude)tests", ":(exclude)docs"],
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL
                            ).stdout.decode().strip() or "?"
    dirty = subprocess.run(["git", "-C", ROOT, "status", "--porcelain", "--", "src",
                            "isel", "mc", "verify", "query", "tablegen-data", "targets"],
                           stdout=subprocess.PIPE, stderr=subprocess.DEVNULL).stdout.strip()
    out.append("# Upstream NVPTX tests of issue 13's families, llc replaced by ptxsel\n")
    out.append("Date: %s. ptxsel: `%s`, sources at commit %s%s; reference llc: `%s`; ptxas: `%s`. "
               "%d files, %.0f s.\n" % (
                   datetime.date.today().isoformat(),
                   os.path.relpath(args.ptxsel, ROOT) if args.ptxsel.startswith(ROOT + os.sep)
                   else args.ptxsel, commit, " (with uncommitted changes)" if dirty else "",
                   os.path.join(LLVM_BIN, "llc"), PTXAS, len(results), elapsed))
    out.append("| count | files | llc-19 compiles every command | llc-19 cannot compile |")
    out.append("| --- | ---: | ---: | ---: |")

    def row(label, pred):
        rs = [r for r in meas if pred(r)]
        return "| %s | %d | %d | %d |" % (label, len(rs), sum(1 for r in rs if r["llc19"]),
                                          sum(1 for r in rs if not r["llc19"]))
    out.append(row("measured files", lambda r: True))
    for v in ORDER[::-1]:
        out.append(row(v, lambda r, v=v: r["verdict"] == v))
    out.append("")
    out.append("**Files passing: %d / %d (%s). CHECK lines matched: %d / %d (%s).** "
               "(llc-19 on the same commands, where it compiles: %d / %d.)\n" % (
                   n["pass"], len(meas), pct(n["pass"], len(meas)), mat, tot, pct(mat, tot),
                   sum(c.get("llc_matched", 0) for c in cm if c["llc_ok"]),
                   sum(c["total"] for c in cm if c["llc_ok"])))
    nfiles = [r for r in meas if r["verdict"] in ("pass", "filecheck-fails") and all(
        c.get("npass", c["verdict"] == "pass") for c in r["cmds"] if not c["cmd"].apart)]
    nm = sum(c.get("nmatched", 0) for c in cm)
    out.append("**Modulo register and label names: files passing %d / %d (%s), CHECK lines "
               "matched %d / %d (%s).** (FileCheck on the check file with llc's register "
               "and label names made FileCheck variables, `.reg` counts any number: what "
               "differs here is more than llc's allocation and numbering; see README.)\n" % (
                   len(nfiles), len(meas), pct(len(nfiles), len(meas)), nm, tot, pct(nm, tot)))
    rt, rm = sum(c["rtotal"] for c in cm), sum(c["rmatched"] for c in cm)
    out.append("**CHECK lines found, relaxed: %d / %d (%s)** (each CHECK line, "
               "register numbers relaxed, found on some line of ptxsel's output; "
               "`.reg` declarations, comments, labels and CHECK-NOT aside: see "
               "README).\n" % (rm, rt, pct(rm, rt)))
    ops = sum(len(c["ops"]) for c in cm)
    miss = [(r, c, x) for r in meas for c in r["cmds"] if not c["cmd"].apart
            for x in c.get("ops_miss", [])]
    out.append("**Instruction spellings matched: %d / %d (%s)** (distinct opcodes with "
               "their qualifiers in each command's CHECK lines, found anywhere in "
               "ptxsel's output; registers, order and declarations aside: see README).\n" % (
                   ops - len(miss), ops, pct(ops - len(miss), ops)))
    adapted = sorted({r["file"] for r in results for c in r["cmds"] if c.get("declared")})
    if adapted:
        out.append("Intrinsic declarations added for LLVM 19's reader (LLVM 20+ IR may call "
                   "an intrinsic it does not declare): %d files.\n" % len(adapted))
    apart = [r for r in results if r["verdict"] == "apart"]
    if ca:
        out.append("Left out (intended differences, see README): %d commands of %d files, "
                   "%d CHECK lines; ptxsel matches %d of them. Files with no other "
                   "command: %s.\n" % (
                       len(ca), len({id(r) for r in results for c in r["cmds"]
                                     if c["cmd"].apart}),
                       sum(c["total"] for c in ca), sum(c["matched"] for c in ca),
                       ", ".join(r["file"] for r in apart) or "none"))
    notes = [(r["file"], x) for r in results for x in r["notes"]]
    if notes:
        out.append("## Harness notes\n")
        out.extend("- %s: %s" % (f, up.md_escape(x)) for f, x in notes)
        out.append("")
    out.append("## By family\n")
    out.append("| family | files passing / measured | CHECK lines matched | modulo names: "
               "files, lines | relaxed |")
    out.append("| --- | ---: | ---: | ---: | ---: |")
    fams = collections.OrderedDict((f[0], []) for f in families.FAMILIES)
    for r in meas:
        fams.setdefault(r["family"], []).append(r)
    for f, rs in fams.items():
        cs = [c for r in rs for c in r["cmds"] if not c["cmd"].apart and "total" in c]
        t, m = sum(c["total"] for c in cs), sum(c["matched"] for c in cs)
        rt, rm = sum(c["rtotal"] for c in cs), sum(c["rmatched"] for c in cs)
        nf = sum(1 for r in rs if r["verdict"] in ("pass", "filecheck-fails") and all(
            c.get("npass", c["verdict"] == "pass") for c in r["cmds"] if not c["cmd"].apart))
        nm = sum(c.get("nmatched", 0) for c in cs)
        out.append("| %s | %d / %d | %d / %d (%s) | %d, %d (%s) | %d / %d (%s) |" % (
            f, sum(1 for r in rs if r["verdict"] == "pass"), len(rs), m, t, pct(m, t),
            nf, nm, pct(nm, t), rm, rt, pct(rm, rt)))
    out.append("")
    groups = collections.OrderedDict()
    for r in sorted(meas, key=lambda r: r["file"]):
        if r["verdict"] != "refused":
            continue
        c = next(c for c in r["cmds"] if c["verdict"] == "refused" and not c["cmd"].apart)
        groups.setdefault(up.construct(c["diag"]), []).append(r["file"])
    if groups:
        out.append("## Refusals grouped by first diagnostic\n")
        out.append("| files | diagnostic | which |")
        out.append("| ---: | --- | --- |")
        for k, fs in sorted(groups.items(), key=lambda kv: (-len(kv[1]), kv[0])):
            out.append("| %d | %s | %s |" % (len(fs), up.md_escape(k), ", ".join(fs)))
        out.append("")
    every = collections.OrderedDict()
    for r in sorted(meas, key=lambda r: r["file"]):
        for c in r["cmds"]:
            if c["cmd"].apart:
                continue
            for k in c.get("errors", []):
                if r["file"] not in every.setdefault(k, []):
                    every[k].append(r["file"])
    if every:
        out.append("## Every distinct ptxsel error of the refused commands (%d)\n" % len(every))
        out.append("| files | error | which |")
        out.append("| ---: | --- | --- |")
        for k, fs in sorted(every.items(), key=lambda kv: (-len(kv[1]), kv[0])):
            out.append("| %d | %s | %s |" % (len(fs), up.md_escape(k), ", ".join(fs)))
        out.append("")
    kinds = collections.OrderedDict()
    for r in sorted(meas, key=lambda r: r["file"]):
        if r["verdict"] == "filecheck-fails":
            c = next(c for c in r["cmds"] if c["verdict"] == "filecheck-fails"
                     and not c["cmd"].apart)
            kinds.setdefault(c.get("kind", "other"), []).append(r["file"])
    if kinds:
        out.append("## FileCheck failures by what the first unmatched CHECK line is\n")
        out.append("| files | first unmatched CHECK line is about | which |")
        out.append("| ---: | --- | --- |")
        for k, fs in sorted(kinds.items(), key=lambda kv: (-len(kv[1]), kv[0])):
            out.append("| %d | %s | %s |" % (len(fs), k, ", ".join(fs)))
        out.append("")
    nfail = []
    for r in sorted(meas, key=lambda r: r["file"]):
        c = next((c for c in r["cmds"] if not c["cmd"].apart and c["verdict"] in (
            "pass", "filecheck-fails") and "npass" in c and not c["npass"]), None)
        if c is not None:
            nfail.append((r["file"], c.get("nkind") or "other", c.get("ndiag") or ""))
    if nfail:
        out.append("## Modulo names: the first difference of each file that still fails\n")
        out.append("With register and label names made variables, what FileCheck stops at "
                   "first (its first failing command), and the line of ptxsel's output "
                   "FileCheck names as the possible intended match.\n")
        out.append("| file | about | first unmatched CHECK line (renamed) |")
        out.append("| --- | --- | --- |")
        for f, k, d in nfail:
            out.append("| %s | %s | %s |" % (f, k, up.md_escape(d)))
        out.append("")
    sp = collections.OrderedDict()
    for r, c, (op, cls, near) in miss:
        if cls == "refused":
            continue
        e = sp.setdefault((cls, op, near), [])
        if r["file"] not in e:
            e.append(r["file"])
    if sp:
        out.append("## Instruction spellings ptxsel did not print (commands it compiled)\n")
        out.append("`order`: ptxsel printed the same qualifiers in another order; `differs`: "
                   "the nearest opcode it printed; `absent`: nothing like it.\n")
        out.append("| class | upstream's llc prints | ptxsel printed | files |")
        out.append("| --- | --- | --- | --- |")
        for (cls, op, near), fs in sorted(sp.items(), key=lambda kv: (
                ["order", "differs", "absent"].index(kv[0][0]), kv[0][1])):
            out.append("| %s | `%s` | %s | %s |" % (cls, op, "`%s`" % near if near else "",
                                                    ", ".join(fs)))
        out.append("")
    out.append("## Per file\n")
    out.append("Commands: `verdict matched/total` per llc RUN line; `[apart]` marks a "
               "command left out of the measurement; `llc-19 x` one llc-19 cannot compile.\n")
    out.append("| file | family | verdict | first diagnostic or first unmatched CHECK | "
               "commands |")
    out.append("| --- | --- | --- | --- | --- |")
    for r in sorted(results, key=lambda r: r["file"]):
        diag = ""
        for c in r["cmds"]:
            if c["verdict"] == r["verdict"] and c.get("diag") and not c["cmd"].apart:
                diag = c["diag"]
                break
        cs = []
        for c in r["cmds"]:
            s = "`%s` %s" % (c["cmd"].label(), c["verdict"])
            if "total" in c:
                s += " %d/%d (relaxed %d/%d)" % (c["matched"], c["total"], c["rmatched"],
                                                 c["rtotal"])
                if c.get("kind"):
                    s += " (%s)" % c["kind"]
            else:
                s += " (ptxas)"
            if c.get("ptxas_na"):
                s += " (%s)" % c["ptxas_na"]
            if c["cmd"].apart:
                s += " [apart: %s]" % "; ".join(c["cmd"].apart)
            if not c["llc_ok"]:
                s += " llc-19 x"
            cs.append(s)
        out.append("| %s | %s | %s | %s | %s |" % (
            r["file"], r["family"], r["verdict"], up.md_escape(diag[:300]),
            "<br>".join(up.md_escape(x) for x in cs)))
    out.append("")
    return "\n".join(out)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("files", nargs="*", help="corpus files (default: all of corpus/)")
    build = os.environ.get("PTXSEL_BUILD") or os.path.join(ROOT, "build")
    ap.add_argument("--ptxsel", default=os.path.join(build, "bin", "ptxsel"))
    ap.add_argument("--out", help="write the markdown report here too")
    ap.add_argument("--workdir", default=os.path.join(build, "upstream-families"))
    ap.add_argument("--jobs", type=int, default=2)
    args = ap.parse_args()
    args.ptxsel = os.path.abspath(args.ptxsel)
    corpus = os.path.join(HERE, "corpus")
    files = args.files or sorted(
        os.path.join(corpus, f) for f in os.listdir(corpus)
        if f.endswith(".ll") or (f.endswith(".py") and runlines.generators(
            open(os.path.join(corpus, f), encoding="utf-8").read())))
    for tool in (args.ptxsel, os.path.join(LLVM_BIN, "llc"),
                 os.path.join(LLVM_BIN, "FileCheck"), PTXAS):
        if not os.access(tool, os.X_OK):
            sys.exit("run.py: %s not found or not executable" % tool)
    p = subprocess.run([args.ptxsel, "-mcpu=help"], stdout=subprocess.PIPE,
                       stderr=subprocess.STDOUT)
    PTXSEL_CPUS.update(re.findall(r"^\s+(sm_\w+)\s+-", p.stdout.decode("utf-8", "replace"),
                                  re.M))
    gens = gen_table()
    return up.run_all(args, files, lambda f: check_file(f, args.workdir, args.ptxsel, gens),
                      report, ".upstream-families-run", BAD)

if __name__ == "__main__":
    sys.exit(main())
