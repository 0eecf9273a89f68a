#!/usr/bin/env python3
"""A new WGMMA input type is a data-only change (make check-data-only).

Copies tablegen-data/ to a scratch folder, adds the rows of one WGMMA input
type the tables do not have (f32 += e3m2 x e3m2, m64n64k32, descriptor A and
register A, scale_a / scale_b [-1, 1], no transpose) and its spelling to the
A and B fields of the wgmma control word -- data only, no C --
builds ptxsel and ptxsel-query from the scratch tables, and checks that for
every immediate of both forms (scale_a, scale_b in -1 0 1 2, tnsp_a, tnsp_b
in 0 1 2) `ptxsel-query can` and a compile of the same call agree: both
accept, or both refuse with the same message; and that exactly the values
the rows' domains allow are accepted (legality has one source, the rows). The unmodified build must not
accept the form (so the rows are what made it legal).

Usage: new_wgmma_type.py BUILD SCRATCH   (BUILD: the normal build folder)
"""
import itertools, os, shutil, subprocess, sys

build, scratch = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
td = os.path.join(scratch, "td")
sbuild = os.path.join(scratch, "build")
shutil.rmtree(td, ignore_errors=True)
shutil.copytree(os.path.join(root, "tablegen-data"), td)
ROWS = r'''
# scratch: a new WGMMA input type, rows only (tests/datagen/new_wgmma_type.py)
form wgmma.mma_async.sync.aligned.m64n64k32.f32.e3m2.e3m2 family=wgmma role=wgmma_mma atype=e3m2 \
  intr=llvm.nvvm.wgmma.mma_async.sync.aligned.m64n64k32.f32.e3m2.e3m2 tie=0:0 \
  sig=v32f32(v32f32,i64,i64,i1,imm:i32[-1,1]=1,imm:i32[-1,1]=1,imm:i32[0],imm:i32[0]) \
  req=has_wgmma flags=convergent,side_effect \
  "wgmma.mma_async.sync.aligned.m64n64k32.f32.e3m2.e3m2 %0, %2, %3, %4, %5, %6;"
form wgmma.mma_async.sync.aligned.m64n64k32.f32.e3m2.e3m2+rs family=wgmma role=wgmma_mma atype=e3m2 \
  intr=llvm.nvvm.wgmma.mma_async.sync.aligned.m64n64k32.f32.e3m2.e3m2 tie=0:0 \
  sig=v32f32(v32f32,v4i32,i64,i1,imm:i32[-1,1]=1,imm:i32[-1,1]=1,imm:i32[0],imm:i32[0]) \
  req=has_wgmma flags=convergent,side_effect \
  "wgmma.mma_async.sync.aligned.m64n64k32.f32.e3m2.e3m2 %0, %2, %3, %4, %5, %6;"
'''
# the type is also a value of the A and B fields of the wgmma control word
# (tablegen-data/wgmma.td 'field' lines): data too
wg = os.path.join(td, "wgmma.td")
with open(wg) as f:
    text = f.read()
for fld in ("atype", "btype"):
    line = next(l for l in text.split("\n") if l.startswith("field wgmma %s " % fld))
    text = text.replace(line, line + " e3m2", 1)
with open(wg, "w") as f:
    f.write(text + ROWS)
make = ["make", "-C", root, "--no-print-directory", "-j2", "B=" + sbuild, "TD_DIR=" + td,
        sbuild + "/bin/ptxsel", sbuild + "/bin/ptxsel-query"]
r = subprocess.run(make, capture_output=True, text=True)
if r.returncode:
    sys.exit("build with the scratch tables failed:\n" + r.stdout[-2000:] + r.stderr[-2000:])

FORM = "wgmma.mma_async.sync.aligned.m64n64k32.f32.e3m2.e3m2"
NAME = "llvm.nvvm.wgmma.mma_async.sync.aligned.m64n64k32.f32.e3m2.e3m2"
old = subprocess.run([build + "/bin/ptxsel-query", "can", FORM, "--cpu", "sm_90a"], capture_output=True, text=True)
if old.stdout.startswith("yes"):
    sys.exit("the unmodified tables already accept %s" % FORM)

def compile_call(rs, imms):
    a_ty = "<4 x i32>" if rs else "i64"
    ir = f'''target triple = "nvptx64-nvidia-cuda"
declare <32 x float> @{NAME}(<32 x float>, {a_ty}, i64, i1, i32, i32, i32, i32)
define void @k(ptr %p, {a_ty} %a, i64 %b, i1 %d) {{
  %acc = load <32 x float>, ptr %p
  %r = call <32 x float> @{NAME}(<32 x float> %acc, {a_ty} %a, i64 %b, i1 %d, i32 {imms[0]}, i32 {imms[1]}, i32 {imms[2]}, i32 {imms[3]})
  store <32 x float> %r, ptr %p
  ret void
}}
'''
    path = os.path.join(scratch, "call.ll")
    with open(path, "w") as f:
        f.write(ir)
    return subprocess.run([sbuild + "/bin/ptxsel", "-mcpu=sm_90a", path, "-o", "-"], capture_output=True, text=True)

queries, cases = [], []
for rs in (False, True):
    for imms in itertools.product((-1, 0, 1, 2), (-1, 0, 1, 2), (0, 1, 2), (0, 1, 2)):
        spelling = FORM + ("+rs" if rs else "") + "".join("@%d=%d" % (4 + i, v) for i, v in enumerate(imms))
        queries.append("can %s --cpu sm_90a" % spelling)
        cases.append((rs, imms, spelling))
q = subprocess.run([sbuild + "/bin/ptxsel-query", "batch"], input="\n".join(queries) + "\n",
                   capture_output=True, text=True)
# each answer block is "yes" or "no: MSG" followed by "%% rc=N"
blocks = []
for chunk in q.stdout.split("\n%% rc="):
    lines = [l for l in chunk.split("\n") if l and not l[0].isdigit()]
    if lines:
        blocks.append(lines[-1])
if len(blocks) != len(cases):
    sys.exit("ptxsel-query batch answered %d of %d queries:\n%s" % (len(blocks), len(cases), q.stderr[-2000:]))
bad, yes, no = [], 0, 0
for (rs, imms, spelling), ans in zip(cases, blocks):
    c = compile_call(rs, imms)
    if ans == "yes":
        ok = c.returncode == 0
        yes += 1
    elif ans.startswith("no: "):
        ok = c.returncode != 0 and ans[4:] in c.stderr
        no += 1
    else:
        ok = False
    if not ok:
        bad.append("%s: can says %r; compile exit %d: %s" % (spelling, ans, c.returncode, c.stderr.strip()[:300]))
print("new WGMMA type e3m2 (rows and word values only): %d immediates, can and compile agree on %d (%d yes, %d no)"
      % (len(cases), len(cases) - len(bad), yes, no))
for b in bad[:20]:
    print("DISAGREE", b)
# one legality source: exactly what the rows' immediate domains allow is
# legal (scale_a, scale_b in {-1, 1}, no transpose: 4 per form), not what a
# type table in C would say about a type it has never heard of
if yes != 8:
    print("the rows allow 8 combinations, ptxsel accepted %d" % yes)
    sys.exit(1)
sys.exit(1 if bad else 0)
