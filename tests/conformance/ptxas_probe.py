"""Helpers shared by the ptxas conformance scripts (minptx.py, featbits.py):
version formatting and locating ptxsel-query and ptxas."""
import os
import shutil


def fmt(v):
    return "%d.%d" % (v // 10, v % 10)


def parse_ver(s):
    a, b = s.split(".")
    return int(a) * 10 + int(b)


def find_query(arg):
    if arg:
        return arg
    build = os.environ.get("PTXSEL_BUILD")
    if build:
        return os.path.join(build, "bin", "ptxsel-query")
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    return os.path.join(root, "build", "bin", "ptxsel-query")


def find_ptxas(arg):
    for cand in (arg, os.environ.get("PTXAS"), shutil.which("ptxas"),
                 "/usr/local/cuda/bin/ptxas"):
        if cand and os.path.isfile(cand) and os.access(cand, os.X_OK):
            return cand
    return None
