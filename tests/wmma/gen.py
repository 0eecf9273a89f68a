#!/usr/bin/env python3
"""Emit one LLVM IR test per llvm.nvvm.wmma.* intrinsic (tests/wmma/wmma_intrinsics.py).

usage: gen.py OUTDIR            one OUTDIR/<intrinsic>.ll per intrinsic (function @t)
       gen.py --module OUT.ll   every intrinsic in one module (functions @t0, @t1, ...)
Each test reads the fragment operands through a pointer, calls the intrinsic
once and stores every result element, so no compiler can drop the call."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import wmma_intrinsics as W  # noqa: E402


def elem_types(t):
    if t.startswith("{"):
        return [x.strip() for x in t[1:-1].split(", ")]
    return [t]


def function(fname, name, kind, ret, args):
    """(declaration, definition) of one test function."""
    decl = "declare %s @%s(%s)\n" % (ret, name, ", ".join(args))
    params = ["%s %%p" % args[0]] if kind != "mma" else []
    params.append("ptr %in")
    params.append("ptr %out")
    params.append("i32 %s")
    body, call_args = [], []
    off = 0
    for i, a in enumerate(args):
        if i == 0 and kind != "mma":
            call_args.append("%s %%p" % a)
        elif a == "i32" and kind != "mma" and i == len(args) - 1 and name.count(".stride."):
            call_args.append("i32 %s")
        else:
            body.append("  %%g%d = getelementptr i8, ptr %%in, i64 %d" % (i, off))
            body.append("  %%v%d = load %s, ptr %%g%d" % (i, a, i))
            call_args.append("%s %%v%d" % (a, i))
            off += 8
    call = "call %s @%s(%s)" % (ret, name, ", ".join(call_args))
    if ret == "void":
        body.append("  " + call)
    else:
        body.append("  %r = " + call)
        els = elem_types(ret)
        for k, e in enumerate(els):
            v = "%r"
            if ret.startswith("{"):
                body.append("  %%e%d = extractvalue %s %%r, %d" % (k, ret, k))
                v = "%%e%d" % k
            body.append("  %%o%d = getelementptr i8, ptr %%out, i64 %d" % (k, 8 * k))
            body.append("  store %s %s, ptr %%o%d" % (e, v, k))
    body.append("  ret void")
    return decl, "define void @%s(%s) {\n%s\n}\n" % (fname, ", ".join(params), "\n".join(body))


HEADER = 'target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"\ntarget triple = "nvptx64-nvidia-cuda"\n\n'


def module_text(items):
    """One module: for each (function name, intrinsic record) a test function."""
    decls, defs = [], []
    for fname, (name, kind, ret, args, _info) in items:
        d, f = function(fname, name, kind, ret, args)
        decls.append(d)
        defs.append("; %s\n%s" % (name, f))
    return HEADER + "".join(decls) + "\n" + "\n".join(defs)


def main(argv):
    if len(argv) == 3 and argv[1] == "--module":
        with open(argv[2], "w") as fh:
            fh.write(module_text([("t%d" % i, r) for i, r in enumerate(W.intrinsics())]))
        return 0
    if len(argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    os.makedirs(argv[1], exist_ok=True)
    n = 0
    for name, kind, ret, args, _info in W.intrinsics():
        d, f = function("t", name, kind, ret, args)
        with open(os.path.join(argv[1], name + ".ll"), "w") as fh:
            fh.write(HEADER + d + "\n" + f)
        n += 1
    print("%d tests written to %s" % (n, argv[1]))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
