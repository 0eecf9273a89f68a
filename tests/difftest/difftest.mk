# tests/difftest/difftest.mk — the differential-testing engine (docs/difftest.md).
# Included by the top Makefile; uses B, LLVM_BIN, PTXAS, CC, CUDA_HOME.
#
#   make check-diff     a small campaign (DIFF_CHECK_SEEDS, both profiles, O0 and O2):
#                       fails on ptxas rejecting ptxsel's exit-0 PTX, a ptxsel crash,
#                       or a generator bug; refusals are counted, not failures
#                       (first triage.py's self-test: the half-byte-store edit)
#   make diff-bundle DIFF_SEEDS=1-2600 [DIFF_PROFILE=std]
#                       the CPU side of a campaign and the GPU bundle in diffbundle/
#                       (cubins.tar.xz, run.sh, difft_runner)
#   make diff-runner    $(B)/difftest-runner/difft_runner (CUDA driver API, -lcuda)
#   make check-reduce   the reducer's self-test (a fake CPU predicate)

DT_DIR         := tests/difftest
DIFF_SEEDS     ?= 1-50
DIFF_PROFILE   ?= full
DIFF_J         ?= $(shell nproc 2>/dev/null || echo 2)
DIFF_CHECK_SEEDS ?= 1-8
DIFF_BUNDLE    ?= diffbundle
DT_ENV = LLVM_BIN=$(LLVM_BIN) PTXAS=$(PTXAS)
DT_DRIVER = $(DT_ENV) python3 $(DT_DIR)/driver.py --ptxsel $(B)/bin/ptxsel -j $(DIFF_J)

check-diff: $(B)/bin/ptxsel
	$(DT_ENV) python3 $(DT_DIR)/triage.py --self-test
	$(DT_DRIVER) --seeds $(DIFF_CHECK_SEEDS) --profile full --work $(B)/difftest/check-full --no-coverage
	$(DT_DRIVER) --seeds $(DIFF_CHECK_SEEDS) --profile std --work $(B)/difftest/check-std --no-coverage

diff-campaign: $(B)/bin/ptxsel
	$(DT_DRIVER) --seeds $(DIFF_SEEDS) --profile $(DIFF_PROFILE) --work $(B)/difftest/$(DIFF_PROFILE)

.PHONY: check-diff diff-campaign

# ---------------------------------------------------------------- GPU runner and bundle
DT_RUNNER := $(B)/difftest-runner/difft_runner
$(DT_RUNNER): $(DT_DIR)/runner.c
	@mkdir -p $(dir $@)
	$(CC) -std=c11 -Wall -Wextra -Wpedantic $(WERROR) -O2 -D_POSIX_C_SOURCE=200809L -I$(CUDA_HOME)/include \
	  -o $@ $< -L$(CUDA_HOME)/lib64/stubs -L$(CUDA_HOME)/lib64 -lcuda -lm

diff-runner: $(DT_RUNNER)

# diffbundle/ (git-ignored): cubins.tar.xz (manifest + two cubins per program that
# both compilers compiled), run.sh, difft_runner and runner.c. On the GPU machine:
#   diffbundle/run.sh [--time]
diff-bundle: $(B)/bin/ptxsel $(DT_RUNNER)
	rm -rf $(DIFF_BUNDLE)
	-$(DT_DRIVER) --seeds $(DIFF_SEEDS) --profile $(DIFF_PROFILE) --work $(B)/difftest/$(DIFF_PROFILE) --bundle $(DIFF_BUNDLE)
	cp $(DT_DIR)/runner.c $(DIFF_BUNDLE)/
	@ls -la $(DIFF_BUNDLE)

.PHONY: diff-runner diff-bundle
