"""The llc invocations of an LLVM lit test file (its `; RUN:` lines).

llc_runs(text) returns one Run per RUN command that invokes llc, with the
target options (triple or -march, -mcpu, -mattr, -O level), the llc options
that ptxsel has no counterpart for (`dropped`), and the FileCheck arguments
of the command that reads llc's output, if any. A Run whose `skip` is set
stops llc's pipeline early, prints something other than PTX or emits
nothing; it is not a code-generation test.
"""
import re
import shlex

# llc options after which the command is not a PTX code-generation test.
# llc options ptxsel spells the same way: passed to both tools.
SHARED_OPTS = ("nvptx-short-ptr",)
SKIP_OPTS = ("-stop-before", "-stop-after", "-start-before", "-start-after",
             "-debug-pass", "-print-", "-filetype", "-x")


class Run:
    def __init__(self, raw):
        self.raw = raw
        self.skip = None          # why this RUN line is not usable, or None
        self.expect_fail = False  # `not llc ...`
        self.triple = None
        self.march = None
        self.cpu = None
        self.mattr = []
        self.olevel = None
        self.dropped = []         # llc options ptxsel has no counterpart for
        self.shared = []          # llc options ptxsel takes too (SHARED_OPTS), given to both
        self.filecheck = None     # FileCheck arguments (list) or None
        self.input = "%s"         # llc's input: %s, or a %t file a generator wrote
        self.ptxas = None         # %ptxas-verify arguments (list) when piped to it


def _commands(text):
    """RUN command strings, continuation lines joined."""
    cmds, cur = [], None
    for line in text.splitlines():
        m = re.match(r"\s*(?:;+|#+)\s*RUN:\s?(.*)$", line)
        if not m:
            if cur is not None:
                cmds.append(cur)
                cur = None
            continue
        part = m.group(1).rstrip()
        cont = part.endswith("\\")
        if cont:
            part = part[:-1]
        cur = part if cur is None else cur + " " + part
        if not cont:
            cmds.append(cur)
            cur = None
    if cur is not None:
        cmds.append(cur)
    return cmds


def _opt(tokens, i, name):
    """Value of option `name` at tokens[i] (forms -name=v, --name=v,
    -name v); returns (value, next index) or (None, i)."""
    t = tokens[i]
    for dash in ("-", "--"):
        full = dash + name
        if t == full and i + 1 < len(tokens):
            return tokens[i + 1], i + 2
        if t.startswith(full + "="):
            return t[len(full) + 1:], i + 1
    return None, i


def _parse_llc(run, tokens):
    i = 0
    while i < len(tokens):
        t = tokens[i]
        if t in ("<", "%s") or t == "-o":
            if t == "<" and i + 1 < len(tokens):
                run.input = tokens[i + 1]
            elif t == "%s":
                run.input = t
            i += 2 if t in ("<", "-o") else 1
            continue
        if t.startswith("%t") and i > 0 and tokens[i - 1] != "-o":
            run.input = t
            i += 1
            continue
        for name in ("mtriple", "march", "mcpu", "mattr"):
            v, j = _opt(tokens, i, name)
            if v is not None:
                if name == "mtriple":
                    run.triple = v
                elif name == "march":
                    run.march = v
                elif name == "mcpu":
                    run.cpu = v
                else:
                    run.mattr.extend(a for a in v.split(",") if a)
                i = j
                break
        else:
            if re.fullmatch(r"-O[0-3]", t):
                run.olevel = t
            elif t.startswith("-") and any(t.lstrip("-").startswith(s.lstrip("-"))
                                           for s in SKIP_OPTS):
                if t.startswith("-filetype=asm"):
                    pass
                else:
                    run.skip = "llc %s" % t
            elif t.startswith("-") and t.lstrip("-") in SHARED_OPTS:
                if "--" + t.lstrip("-") not in run.shared:
                    run.shared.append("--" + t.lstrip("-"))
            elif t.startswith("-"):
                if t not in ("-verify-machineinstrs", "--verify-machineinstrs"):
                    run.dropped.append(t)
            elif t.startswith("%") or ">" in t:
                pass
            else:
                run.dropped.append(t)
            i += 1


def llc_runs(text):
    runs = []
    for cmd in _commands(text):
        # %if feature %{ ... %} wrappers: keep the body.
        body = re.sub(r"%if\s+[^%]*%\{", " ", cmd)
        body = body.replace("%}", " ")
        segs = [s.strip() for s in body.split("|")]
        for k, seg in enumerate(segs):
            try:
                toks = shlex.split(seg)
            except ValueError:
                toks = seg.split()
            neg = False
            while toks and toks[0] in ("not", "--crash"):
                neg = True
                toks = toks[1:]
            if not toks or toks[0] != "llc":
                continue
            run = Run(cmd)
            run.expect_fail = neg
            _parse_llc(run, toks[1:])
            if k + 1 < len(segs):
                nxt = segs[k + 1].split()
                if nxt and nxt[0] == "FileCheck":
                    run.filecheck = nxt[1:]
                elif nxt and nxt[0] == "%ptxas-verify":
                    run.ptxas = nxt[1:]
            runs.append(run)
    return runs


def generators(text):
    """The `%python %s ARGS > %t-NAME.ll` commands of a generator test (the
    wmma*.py files): a list of (ARGS list, output token)."""
    out = []
    for cmd in _commands(text):
        m = re.match(r"\s*%python\s+%s\b(.*?)>\s*(%t\S*)\s*$", cmd)
        if m:
            out.append((shlex.split(m.group(1)), m.group(2)))
    return out
