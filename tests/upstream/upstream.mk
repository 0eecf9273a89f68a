# Upstream LLVM's NVPTX code-generation tests (tests/upstream/corpus/, from
# llvmorg-19.1.7) through llc-19, ptxsel and ptxas, retargeted to sm_75+
# (issue 11, acceptance point 1). Exit 1 on a ptxsel crash, partial output or
# false accept; refusals are listed (the gap list), not failures.
#   make check-upstream     report in $(B)/upstream-results.md and on stdout
UPSTREAM_JOBS ?= 2

check-upstream: all
	LLVM_BIN=$(LLVM_BIN) PTXAS=$(PTXAS) python3 tests/upstream/run.py --filecheck \
	  --ptxsel $(B)/bin/ptxsel --workdir $(abspath $(B))/upstream \
	  --jobs $(UPSTREAM_JOBS) --out $(B)/upstream-results.md

.PHONY: check-upstream
