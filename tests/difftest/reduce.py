#!/usr/bin/env python3
"""reduce.py -- shrink a failing generated program at the generator level.

CPU predicates (run here, greedy until nothing more can be removed):
    reduce.py --seed N --level O2 [--profile std] --predicate P -o OUTDIR
      P = ptxas-reject        ptxsel exits 0 and ptxas rejects its PTX
          crash               ptxsel exits with a status other than 0 / 1
          ptx-contains:REGEX  ptxsel exits 0 and its PTX matches REGEX
          refusal:REGEX       ptxsel exits 1 and its diagnostics match REGEX
GPU predicate (mismatch), file-based rounds:
    reduce.py --seed N --level O2 --round-out DIR      # round 0: DIR/round/ is a GPU bundle
    (on the GPU machine: DIR/round/run.sh > results.txt)
    reduce.py --round-out DIR --round-in results.txt   # next round, or the result when done

Consumes: gen.py's program tree for the seed. Every candidate is the current
tree with one edit (a statement or a run of statements deleted, a compound
statement replaced by one of its bodies, a function and its calls deleted, a
variable deleted, an expression replaced by a constant or by a same-typed
operand), rendered, compiled by clang-19 and llc-19 (+ ptxas) to stay a
valid program, then judged by the predicate.
Produces: OUTDIR/reduced.cu, OUTDIR/reduced.ll (the IR at --level, ready to
become a lit regression test under tests/lit/) and OUTDIR/README.txt.
"""
import argparse
import copy
import os
import pickle
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import driver  # noqa: E402
import gen  # noqa: E402


# ----------------------------------------------------------------- tree walks
def scopes(p):
    return p.funcs + [p.kernel]


def bodies(p):
    """Every statement list, in a fixed order."""
    out = []

    def walk(b):
        out.append(b)
        for s in b:
            for sb in s.bodies:
                walk(sb)

    for f in scopes(p):
        walk(f.body)
    return out


def exprs(p):
    """(holder list, index) of every expression, in a fixed order."""
    out = []

    def walk_e(lst):
        for i, e in enumerate(lst):
            out.append((lst, i))
            walk_e(e.kids)

    def walk_b(b):
        for s in b:
            walk_e(s.exprs)
            for sb in s.bodies:
                walk_b(sb)

    for f in scopes(p):
        for v in f.vars:
            if v.init is not None and v.kind != "array":
                holder = [v.init]
                walk_e(holder)
                out.append(("var", v, holder))
        walk_b(f.body)
        if f.retexpr is not None:
            walk_e([f.retexpr])
    return [x for x in out if x[0] != "var"]


def size(p):
    return len(gen.emit(gen.program_for_render(p))[0])


# ----------------------------------------------------------------- edits
def edits(p):
    """Descriptions of every single edit of p, biggest first."""
    out = []
    for bi, b in enumerate(bodies(p)):
        n = len(b)
        k = n // 2
        while k >= 2:
            for st in range(0, n - k + 1, k):
                out.append(("chunk", bi, st, k))
            k //= 2
    for fi in range(len(p.funcs)):
        out.append(("func", fi))
    for bi, b in enumerate(bodies(p)):
        for i, s in enumerate(b):
            out.append(("del", bi, i))
            for j in range(len(s.bodies)):
                out.append(("flat", bi, i, j))
    for si, f in enumerate(scopes(p)):
        for vi in range(len(f.vars)):
            if f.vars[vi].kind != "param":
                out.append(("var", si, vi))
    for ei, (lst, i) in enumerate(exprs(p)):
        e = lst[i]
        if e.kids or len(e.fmt) > 6:
            out.append(("const", ei))
        for ki, kid in enumerate(e.kids):
            if kid.t is not None and e.t is not None and kid.t.c == e.t.c:
                out.append(("kid", ei, ki))
    return out


def const_of(t):
    if t is None:
        return gen.E(None, "0u")
    if t.kind == "int":
        return gen.lit(t, 1 if t.w > 1 else 0)
    if t.kind == "float":
        return gen.E(t, "(%s)1.0" % t.c)
    return None


def apply(p, ed):
    """A copy of p with edit ed, or None when ed does not apply."""
    q = copy.deepcopy(p)
    kind = ed[0]
    if kind in ("chunk", "del", "flat"):
        bs = bodies(q)
        b = bs[ed[1]]
        if kind == "chunk":
            del b[ed[2]:ed[2] + ed[3]]
        elif kind == "del":
            del b[ed[2]]
        else:
            s = b[ed[2]]
            b[ed[2]:ed[2] + 1] = s.bodies[ed[3]]
    elif kind == "func":
        name = q.funcs[ed[1]].name
        del q.funcs[ed[1]]
        for b in bodies(q):
            b[:] = [s for s in b if s.kind != "call:" + name]
    elif kind == "var":
        del scopes(q)[ed[1]].vars[ed[2]]
    elif kind == "const":
        lst, i = exprs(q)[ed[1]]
        c = const_of(lst[i].t)
        if c is None:
            return None
        lst[i] = c
    elif kind == "kid":
        lst, i = exprs(q)[ed[1]]
        lst[i] = lst[i].kids[ed[2]]
    return q


def apply_many(p, eds):
    """A copy of p with every statement deletion and expression edit of eds
    (all made on p) applied together, or None when none applies. Expression
    edits go first, from the last expression back (an edit changes only the
    numbering of the expressions after it); then deletions, from the last
    body back and within a body from the last statement back (a deletion
    changes only the numbering of later statements and of the bodies nested
    in what it deletes), skipping a range that overlaps one already deleted;
    then variables, then functions with their calls, each from the last
    back. Compound statements replaced by a body are left to single edits."""
    q = copy.deepcopy(p)
    done = 0
    ex = sorted((ed for ed in eds if ed[0] in ("const", "kid")), key=lambda ed: -ed[1])
    seen = set()
    for ed in ex:
        if ed[1] in seen:  # one edit per expression
            continue
        seen.add(ed[1])
        lst, i = exprs(q)[ed[1]]
        if ed[0] == "const":
            c = const_of(lst[i].t)
            if c is None:
                continue
            lst[i] = c
        else:
            lst[i] = lst[i].kids[ed[2]]
        done += 1
    dels = [(ed[1], ed[2], ed[3] if ed[0] == "chunk" else 1) for ed in eds if ed[0] in ("chunk", "del")]
    bs = bodies(q)
    for bi in sorted({d[0] for d in dels}, reverse=True):
        low = None
        for _, st, k in sorted((d for d in dels if d[0] == bi), key=lambda d: -(d[1] + d[2])):
            if low is not None and st + k > low:
                continue
            del bs[bi][st:st + k]
            low = st
            done += 1
    for si, vi in sorted({(ed[1], ed[2]) for ed in eds if ed[0] == "var"}, reverse=True):
        del scopes(q)[si].vars[vi]
        done += 1
    for fi in sorted({ed[1] for ed in eds if ed[0] == "func"}, reverse=True):
        name = q.funcs[fi].name
        del q.funcs[fi]
        for b in bodies(q):
            b[:] = [s for s in b if s.kind != "call:" + name]
        done += 1
    return q if done else None


# ----------------------------------------------------------------- compiling and judging
def compile_candidate(p, level, d, ptxsel):
    """Render and compile p in folder d. Returns a dict: valid (clang, llc and
    ptxas on llc's PTX succeeded), ptxsel_rc, ptxsel_err, ptxsel_ptx,
    ptxas_ok (ptxsel's PTX assembled)."""
    os.makedirs(d, exist_ok=True)
    src, _ = gen.emit(gen.program_for_render(p))
    cu, ll = os.path.join(d, "prog.cu"), os.path.join(d, "prog.ll")
    with open(cu, "w") as f:
        f.write(src)
    r = {"valid": False, "src": src}
    flags = gen.clang_flags(getattr(p, "profile", "full"))  # the profile's (ftz, recip)
    if driver.run([driver.CLANG] + driver.CLANG_FLAGS + flags + ["-" + level, cu, "-o", ll])[0] != 0:
        return r
    if driver.run([driver.LLC, "-" + level, "-march=nvptx64", "-mcpu=sm_90a", ll, "-o", os.path.join(d, "llc.ptx")])[0] != 0:
        return r
    if driver.run([driver.PTXAS, "-arch=sm_90a", os.path.join(d, "llc.ptx"), "-o", os.path.join(d, "llc.cubin")])[0] != 0:
        return r
    r["valid"] = True
    rc, _, err = driver.run([ptxsel, "-" + level, "-mcpu=sm_90a", ll, "-o", os.path.join(d, "ptxsel.ptx")])
    r["ptxsel_rc"], r["ptxsel_err"] = rc, err
    r["ptxsel_ptx"] = ""
    r["ptxas_ok"] = False
    if rc == 0:
        with open(os.path.join(d, "ptxsel.ptx")) as f:
            r["ptxsel_ptx"] = f.read()
        r["ptxas_ok"] = driver.run([driver.PTXAS, "-arch=sm_90a", os.path.join(d, "ptxsel.ptx"),
                                    "-o", os.path.join(d, "ptxsel.cubin")])[0] == 0
    return r


def judge(pred, r):
    if not r["valid"]:
        return False
    if pred == "ptxas-reject":
        return r["ptxsel_rc"] == 0 and not r["ptxas_ok"]
    if pred == "crash":
        return r["ptxsel_rc"] not in (0, 1)
    if pred.startswith("ptx-contains:"):
        return r["ptxsel_rc"] == 0 and re.search(pred.split(":", 1)[1], r["ptxsel_ptx"]) is not None
    if pred.startswith("refusal:"):
        return r["ptxsel_rc"] == 1 and re.search(pred.split(":", 1)[1], r["ptxsel_err"]) is not None
    raise SystemExit("reduce.py: unknown predicate %r" % pred)


def finish(p, level, outdir, ptxsel, how):
    os.makedirs(outdir, exist_ok=True)
    r = compile_candidate(p, level, outdir, ptxsel)
    shutil.copy(os.path.join(outdir, "prog.cu"), os.path.join(outdir, "reduced.cu"))
    if os.path.exists(os.path.join(outdir, "prog.ll")):
        shutil.copy(os.path.join(outdir, "prog.ll"), os.path.join(outdir, "reduced.ll"))
    with open(os.path.join(outdir, "README.txt"), "w") as f:
        f.write("reduced from gen.py --seed %d (%s), level %s; %s\n"
                "reduced.cu includes difft.h (tests/difftest/); reduced.ll is clang-19 -%s of it.\n"
                % (p.seed, getattr(p, "profile", "full"), level, how, level))
    print("reduce: %d lines -> %s/reduced.cu, reduced.ll" % (r["src"].count("\n"), outdir))


def reduce_cpu(p, level, pred, ptxsel, max_tests, outdir):
    tmp = tempfile.mkdtemp(prefix="difft-reduce-")
    tests = 0
    first = compile_candidate(p, level, os.path.join(tmp, "orig"), ptxsel)
    if not judge(pred, first):
        raise SystemExit("reduce.py: the original program does not satisfy the predicate %r" % pred)
    start = size(p)
    progress = True
    while progress and tests < max_tests:
        progress = False
        for ed in edits(p):
            if tests >= max_tests:
                break
            q = apply(p, ed)
            if q is None:
                continue
            tests += 1
            if judge(pred, compile_candidate(q, level, os.path.join(tmp, "c"), ptxsel)):
                p, progress = q, True
                break  # edits are renumbered on the new tree
    shutil.rmtree(tmp, ignore_errors=True)
    print("reduce: %d candidates tried, %d -> %d bytes" % (tests, start, size(p)))
    finish(p, level, outdir, ptxsel, "predicate %s" % pred)
    return p


# ----------------------------------------------------------------- GPU rounds
ROUND_MAX = 48


def write_round(state, rdir, ptxsel, round_max=ROUND_MAX):
    """Compile up to round_max candidates of the current tree into a bundle."""
    p, level = state["prog"], state["level"]
    shutil.rmtree(os.path.join(rdir, "round"), ignore_errors=True)
    os.makedirs(os.path.join(rdir, "round"))
    work = os.path.join(rdir, "work")
    shutil.rmtree(work, ignore_errors=True)
    cands, results = {}, []
    skip = state.get("tried", set())
    # edits that kept the mismatch in the last round, made together on that
    # round's program: all of them, each half, each quarter and each eighth
    # (several edits per round, as delta debugging splits its changes)
    base, good = state.get("combo_base"), state.get("combo_edits", [])
    if base is not None and len(good) > 1:
        parts = [good]
        for n in (2, 4, 8):
            if len(good) >= n:
                parts += [good[i * len(good) // n:(i + 1) * len(good) // n] for i in range(n)]
        for k, eds in enumerate(parts):
            q = apply_many(base, eds)
            if q is None or size(q) >= size(p):
                continue
            name = "r%d_m%d" % (state["round"], k)
            r = compile_candidate(q, level, os.path.join(work, name), ptxsel)
            if r["valid"] and r["ptxsel_rc"] == 0 and r["ptxas_ok"]:
                cands[name] = (("many", k), q)
                results.append({"name": name, "seed": p.seed, "ok": True})
    for ed in edits(p):
        if len(cands) >= round_max:
            break
        if ed in skip:
            continue
        q = apply(p, ed)
        if q is None:
            continue
        name = "r%d_c%d" % (state["round"], len(cands))
        r = compile_candidate(q, level, os.path.join(work, name), ptxsel)
        if r["valid"] and r["ptxsel_rc"] == 0 and r["ptxas_ok"]:
            cands[name] = (ed, q)
            results.append({"name": name, "seed": p.seed, "ok": True})
    state["cands"] = cands
    with open(os.path.join(rdir, "state.pkl"), "wb") as f:
        pickle.dump(state, f)
    if not cands:
        return 0
    driver.write_bundle(results, work, os.path.join(rdir, "round"))
    print("reduce: round %d: %d candidates in %s/round/ (run round/run.sh > results.txt on the GPU, then "
          "reduce.py --round-out %s --round-in results.txt)" % (state["round"], len(cands), rdir, rdir))
    return len(cands)


def read_round(state, results_path):
    """Mismatching candidates from the runner's output; the smallest wins."""
    bad = set()
    with open(results_path) as f:
        for line in f:
            m = re.match(r"(?:LAUNCH )?MISMATCH (\S+?):", line)
            if m:
                bad.add(m.group(1))
    hits = [(size(q), name, ed, q) for name, (ed, q) in state["cands"].items() if name in bad]
    if not hits:
        state["tried"] = state.get("tried", set()) | {ed for ed, _ in state["cands"].values()}
        return False
    hits.sort(key=lambda h: h[0])
    state["combo_base"] = state["prog"]
    state["combo_edits"] = [ed for _, _, ed, _ in hits if ed[0] != "many"]
    state["prog"] = hits[0][3]
    state["tried"] = set()
    return True


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seed", type=int)
    ap.add_argument("--level", default="O2")
    ap.add_argument("--profile", default="full", choices=sorted(gen.PROFILES))
    ap.add_argument("--predicate", help="ptxas-reject | crash | ptx-contains:RX | refusal:RX")
    ap.add_argument("-o", "--out", help="output folder (CPU mode; GPU mode writes DIR/result)")
    ap.add_argument("--ptxsel", default=os.path.join(ROOT, "build", "bin", "ptxsel"))
    ap.add_argument("--max-tests", type=int, default=2000)
    ap.add_argument("--round-out", metavar="DIR", help="GPU mode: state and round bundles live here")
    ap.add_argument("--round-in", metavar="RESULTS", help="GPU mode: the runner's output for the last round")
    ap.add_argument("--round-max", type=int, default=ROUND_MAX, help="GPU mode: candidates per round")
    a = ap.parse_args()
    if a.round_out:
        spath = os.path.join(a.round_out, "state.pkl")
        if a.round_in:
            with open(spath, "rb") as f:
                state = pickle.load(f)
            progressed = read_round(state, a.round_in)
            state["round"] += 1
            print("reduce: round %d: %s" % (state["round"] - 1, "a candidate still mismatches, %d bytes" % size(state["prog"])
                                            if progressed else "no candidate mismatches"))
        else:
            if a.seed is None:
                ap.error("--seed is needed to start a GPU reduction")
            os.makedirs(a.round_out, exist_ok=True)
            p = gen.build(a.seed, a.profile)
            p.profile = a.profile
            state = {"prog": p, "level": a.level, "round": 0}
        n = write_round(state, a.round_out, a.ptxsel, a.round_max)
        finish(state["prog"], state["level"], os.path.join(a.round_out, "result"), a.ptxsel,
               "GPU mismatch, %d rounds" % state["round"])
        if n == 0:
            print("reduce: done (no candidate left): %s/result/reduced.cu" % a.round_out)
        return 0
    if a.seed is None or not a.predicate or not a.out:
        ap.error("CPU mode needs --seed, --predicate and -o")
    p = gen.build(a.seed, a.profile)
    p.profile = a.profile
    reduce_cpu(p, a.level, a.predicate, a.ptxsel, a.max_tests, a.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
