# Upstream LLVM's NVPTX tests of the tensor-core, async-copy, TMA, mbarrier,
# cluster, fence and conversion families (tests/upstream-families/corpus/,
# from llvmorg-23.1.1) through ptxsel with llc replaced, FileCheck on every
# RUN line (issue 13, acceptance point 3). Counts files passing and CHECK
# lines matched; not part of make check (about 5 minutes at -j2).
#   make check-upstream-families   report in $(B)/upstream-families-results.md
check-upstream-families: all
	LLVM_BIN=$(LLVM_BIN) PTXAS=$(PTXAS) python3 tests/upstream-families/run.py \
	  --ptxsel $(B)/bin/ptxsel --workdir $(abspath $(B))/upstream-families \
	  --jobs $(UPSTREAM_JOBS) --out $(B)/upstream-families-results.md

.PHONY: check-upstream-families
