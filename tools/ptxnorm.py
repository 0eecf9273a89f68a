#!/usr/bin/env python3
"""ptxnorm.py BASE NEW [--camp-dir DIR --camp N]: compile the same inputs with two
ptxsel binaries and compare their PTX modulo a consistent renaming of registers
(per function, by first appearance; .f32/.f64 registers and .b32/.b64 ones in
one namespace), of labels, ignoring comment-only lines, blank lines, trailing
comments and .reg counts; exit codes and diagnostics must be equal. Shows that a
change of register numbering or layout changed nothing else. Inputs: every .ll
under tests/lit and kernels (at -O0 and -O2, -mcpu=sm_90a), and N programs
DIR/*/s*/prog.ll of a kept differential campaign (tests/difftest/driver.py)."""
import glob, os, re, subprocess, sys, random
from concurrent.futures import ThreadPoolExecutor
if len(sys.argv) < 3 or sys.argv[1].startswith("-"):
    sys.exit(__doc__)
base, new = sys.argv[1], sys.argv[2]
ncamp = int(sys.argv[sys.argv.index("--camp") + 1]) if "--camp" in sys.argv else 2000
campdir = sys.argv[sys.argv.index("--camp-dir") + 1] if "--camp-dir" in sys.argv else None
repo = os.getcwd()
ins = sorted(glob.glob(repo + "/tests/lit/**/*.ll", recursive=True) + glob.glob(repo + "/kernels/**/*.ll", recursive=True))
camp = sorted(glob.glob(os.path.join(campdir, "*", "s*", "prog.ll"))) if campdir else []
random.Random(1).shuffle(camp)
jobs = [(f, l, "sm_90a") for f in ins for l in ("-O0", "-O2")]
for f in camp[:ncamp]:
    jobs.append((f, "-O2" if "_O2" in f else "-O0", "sm_90a"))
REG = re.compile(r"%(p|rs|rd|r|fd|f|rq)(\d+)\b")
LAB = re.compile(r"\$L__BB\d+_\d+")
def norm(txt):
    out, regs, labs = [], {}, {}
    lines = txt.decode(errors="replace").split("\n")
    refs = set()
    for ln in lines:
        s = ln.split("//")[0] if not ln.lstrip().startswith("//") else ""
        if not re.match(r"^\$L__BB\d+_\d+:", s.strip()):
            refs.update(LAB.findall(s))
    for ln in lines:
        if ln.lstrip().startswith("//"):
            continue
        s = re.sub(r"\s*//.*$", "", ln) if "callseq" not in ln else ln
        if not s.strip() or re.match(r"^\s*\.reg \.\w+\s+%\w+<\d+>;", s):
            continue
        if s == "{":
            regs = {}
        m = re.match(r"^(\$L__BB\d+_\d+):", s.strip())
        if m and m.group(1) not in refs:
            continue
        def rn(m):
            ns = {"f": "r", "fd": "rd"}.get(m.group(1), m.group(1))
            key = (ns, m.group(1) + m.group(2))
            if key not in regs:
                regs[key] = len([k for k in regs if k[0] == ns]) + 1
            return "%" + ns + "_" + str(regs[key])
        s = REG.sub(rn, s)
        s = LAB.sub(lambda m: "L" + str(labs.setdefault(m.group(0), len(labs))), s)
        s = re.sub(r"callseq \d+(, \d+)?", "callseq", s)
        out.append(re.sub(r"\s+", " ", s.strip()))
    return "\n".join(out)
def run(b, f, l, c):
    r = subprocess.run([b, l, "-mcpu=" + c, f, "-o", "-"], capture_output=True, timeout=120)
    return r.returncode, r.stdout, r.stderr
def one(j):
    a = run(base, *j); b = run(new, *j)
    if a[0] != b[0] or a[2] != b[2]:
        return (j, "rc/stderr", a[0], b[0], b[2][:200])
    if norm(a[1]) != norm(b[1]):
        na, nb = norm(a[1]).split("\n"), norm(b[1]).split("\n")
        for i, (x, y) in enumerate(zip(na, nb)):
            if x != y:
                return (j, "text", i, x, y)
        return (j, "text-len", len(na), len(nb))
    return None
with ThreadPoolExecutor(2) as ex:
    res = list(ex.map(one, jobs))
diff = [x for x in res if x]
print(len(jobs), "compiles,", len(diff), "differ modulo renaming")
for d in diff[:30]:
    print(d)
sys.exit(1 if diff else 0)
