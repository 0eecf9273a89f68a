# libFuzzer harnesses (tests/fuzz/, docs/fuzzing.md). Included by the Makefile.
#   make fuzz FUZZ_SECONDS=N   run every harness N seconds (corpus grows in build-fuzz/fuzz/corpus/)
#   make check-fuzz            every harness a few seconds on its seed corpus; fails on a crash
#   make fuzz-build            build the harnesses only (build-fuzz/fuzz/fuzz_<name>)
# The library is rebuilt in $(FUZZ_B) with clang-19 and -fsanitize=fuzzer-no-link
# (coverage), address and undefined; the code generator ptxsel-tblgen is a host
# tool and is built with the ordinary compiler.

FUZZ_CC     ?= /usr/bin/clang-19
FUZZ_B      ?= build-fuzz
FUZZ_SAN    := -fsanitize=address,undefined -fno-sanitize-recover=undefined
FUZZ_NAMES  := ir form words target structured
FUZZ_SECONDS ?= 60
FUZZ_CHECK_SECONDS ?= 4
FUZZ_FLAGS  ?= -timeout=60 -rss_limit_mb=4096 -print_final_stats=1
FUZZ_BINS   := $(patsubst %,$(FUZZ_B)/fuzz/fuzz_%,$(FUZZ_NAMES))
FUZZ_ENV    := $(if $(PTXAS),PTXAS=$(PTXAS)) ASAN_OPTIONS=detect_leaks=1:allocator_may_return_null=1 \
               LSAN_OPTIONS=suppressions=$(abspath tests/fuzz/lsan.supp):print_suppressions=0 UBSAN_OPTIONS=print_stacktrace=1

fuzz-lib:
	@$(MAKE) --no-print-directory B=$(FUZZ_B) CC=cc $(FUZZ_B)/bin/ptxsel-tblgen
	@$(MAKE) --no-print-directory B=$(FUZZ_B) CC=$(FUZZ_CC) OPT="-O1 -g -fno-omit-frame-pointer" \
	  SAN="-fsanitize=fuzzer-no-link $(FUZZ_SAN)" $(FUZZ_B)/lib/libptxsel-internal.a

$(FUZZ_B)/fuzz/fuzz_%: tests/fuzz/fuzz_%.c tests/fuzz/fuzz_common.h $(FUZZ_B)/lib/libptxsel-internal.a
	@mkdir -p $(dir $@)
	$(FUZZ_CC) -std=c11 -Wall -Wextra -Wpedantic -Werror -O1 -g -fno-omit-frame-pointer -fsanitize=fuzzer $(FUZZ_SAN) \
	  -Iinclude -Imc -I$(FUZZ_B)/gen $(LLVM_CFLAGS) -D_POSIX_C_SOURCE=200809L -o $@ $< $(FUZZ_B)/lib/libptxsel-internal.a $(LLVM_LIBS) -lm

fuzz-build: fuzz-lib
	@$(MAKE) --no-print-directory $(FUZZ_BINS)

# Each harness runs on a scratch copy of its corpus (new inputs go to
# $(FUZZ_B)/fuzz/corpus/<name>, crashes to $(FUZZ_B)/fuzz/crash-<name>-*).
fuzz: fuzz-build
	@set -e; for n in $(FUZZ_NAMES); do \
	  mkdir -p $(FUZZ_B)/fuzz/corpus/$$n; echo "== fuzz $$n ($(FUZZ_SECONDS) s)"; \
	  $(FUZZ_ENV) $(FUZZ_B)/fuzz/fuzz_$$n $(FUZZ_FLAGS) -max_total_time=$(FUZZ_SECONDS) \
	    -artifact_prefix=$(FUZZ_B)/fuzz/crash-$$n- $(FUZZ_B)/fuzz/corpus/$$n tests/fuzz/corpus/$$n; \
	done

check-fuzz: fuzz-build
	@set -e; for n in $(FUZZ_NAMES); do \
	  rm -rf $(FUZZ_B)/fuzz/check/$$n; mkdir -p $(FUZZ_B)/fuzz/check/$$n; echo "== check-fuzz $$n ($(FUZZ_CHECK_SECONDS) s)"; \
	  $(FUZZ_ENV) $(FUZZ_B)/fuzz/fuzz_$$n $(FUZZ_FLAGS) -max_total_time=$(FUZZ_CHECK_SECONDS) \
	    -artifact_prefix=$(FUZZ_B)/fuzz/check/crash-$$n- $(FUZZ_B)/fuzz/check/$$n tests/fuzz/corpus/$$n \
	    > $(FUZZ_B)/fuzz/check/$$n.log 2>&1 || { tail -40 $(FUZZ_B)/fuzz/check/$$n.log; exit 1; }; \
	  grep -E '^stat::number_of_executed_units|^#[0-9]+ +DONE' $(FUZZ_B)/fuzz/check/$$n.log | tr '\n' ' '; echo; \
	done

.PHONY: fuzz fuzz-lib fuzz-build check-fuzz
