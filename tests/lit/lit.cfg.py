# lit configuration for ptxsel. Run through `make check-lit`, which sets
# PTXSEL_BUILD (the build folder), LLVM_BIN (FileCheck, not) and PTXAS.
import os
import shutil
import sys

import lit.formats

config.name = "ptxsel"
config.test_format = lit.formats.ShTest(execute_external=True)
config.suffixes = [".ll", ".test"]
config.excludes = ["Inputs", "lit.cfg.py"]
config.test_source_root = os.path.dirname(__file__)

build = os.environ.get("PTXSEL_BUILD")
if not build:
    lit_config.fatal("PTXSEL_BUILD is not set (run `make check-lit`)")
llvm_bin = os.environ.get("LLVM_BIN") or "/usr/lib/llvm-19/bin"
ptxas = os.environ.get("PTXAS") or "/usr/local/cuda/bin/ptxas"

config.test_exec_root = os.path.join(build, "lit")
config.substitutions.append(("%ptxsel-tblgen", os.path.join(build, "bin", "ptxsel-tblgen")))
config.substitutions.append(("%ptxsel-query", os.path.join(build, "bin", "ptxsel-query")))
config.substitutions.append(("%ptxsel", os.path.join(build, "bin", "ptxsel")))
config.substitutions.append(("%ptxas", ptxas))
config.substitutions.append(("%llc", os.path.join(llvm_bin, "llc")))
config.substitutions.append(("%python", sys.executable))
# the sanitizer flags the library was built with (make asan): a program
# linked against it must carry the same runtime
config.substitutions.append(("%san", os.environ.get("PTXSEL_SAN", "")))
config.substitutions.append(("%srcroot", os.path.abspath(os.path.join(config.test_source_root, "..", ".."))))
config.environment["PATH"] = os.pathsep.join([llvm_bin, os.environ.get("PATH", "")])
config.environment["PTXSEL_BUILD"] = build
config.environment["PTXAS"] = ptxas
# ptxas is part of the suite: every PTX the tests produce is assembled, so a
# missing ptxas is an error, not a reason to skip.
if not os.path.exists(ptxas):
    lit_config.fatal("ptxas not found at %s (set PTXAS or install the CUDA toolkit)" % ptxas)
config.available_features.add("ptxas")
# The man pages are checked with groff when it is installed (groff-base).
if shutil.which("groff"):
    config.available_features.add("groff")
