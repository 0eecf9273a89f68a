# kernels/kernels.mk — the kernel corpus, its reference PTX, the GPU runner,
# the GPU bundle and the compile-time benchmark. Included by the top Makefile
# (-include kernels/kernels.mk); uses B, LLVM_BIN, LLVM_CONFIG, PTXAS, CC.
#
#   make corpus         regenerate kernels/corpus/*.ll from *.cu (needs clang-19;
#                       the .ll files are kept in git so nothing else needs clang)
#   make corpus-check   sanity: llc-19 compiles every .ll and ptxas -arch=sm_90a
#                       accepts llc's PTX ("N passed, N failed")
#   make corpus-ptx     llc-19 PTX into $(B)/kernels/llc/, ptxsel PTX (best
#                       effort, while the compiler is unfinished) into $(B)/kernels/ptxsel/
#   make runner         $(B)/kernels/corpus_runner: static libptxsel + static LLVM,
#                       dynamic only against libcuda and glibc; stripped
#   make runner-ptxonly $(B)/kernels/corpus_runner_ptxonly: no libptxsel (needs --ptx-dir)
#   make runner-selftest the runner against a fake libcuda that runs the corpus as
#                       host C++: checks inputs/references/tolerances without a GPU
#   make runner-selftest-ptxsel  the static runner (in-process ptxsel + ptxas check)
#                       under the same fake driver
#   make gpu-bundle     gpubundle/: runner, ll/, llc/, ptxsel/ (if any), run.sh, and the
#                       Hopper smoke runner with smoke/ (its IR) and run_smoke.sh
#   make smoke-ll       regenerate kernels/smoke/*.ll (Hopper smoke kernels, issue 3)
#                       from *.cu (needs clang-19; the .ll files are kept in git)
#   make smoke-runner   $(B)/kernels/smoke_runner: the smoke kernels through in-process
#                       ptxsel on the GPU (static, like the corpus runner)
#   make smoke-bundle   smokebundle/: smoke_runner, smoke/*.ll, smoke_llc/ (llc-19 PTX
#                       of the WMMA module), run_smoke.sh only
#   make bench          tools/bench.py: ptxsel vs llc-19 compile time and peak RSS

K_DIR      := kernels
K_CORPUS   := $(K_DIR)/corpus
K_OUT      := $(B)/kernels
K_CLANG    ?= $(firstword $(wildcard $(LLVM_BIN)/clang) $(shell command -v clang-19 2>/dev/null))
K_LLC      ?= $(firstword $(wildcard $(LLVM_BIN)/llc) $(shell command -v llc-19 2>/dev/null))
CUDA_HOME  ?= /usr/local/cuda
K_PTXAS    := $(or $(PTXAS),$(wildcard $(CUDA_HOME)/bin/ptxas))

# Kernels that are also kept at -O0 (unoptimised IR: allocas, no SROA).
K_O0_NAMES := saxpy int_arith structs local_array vm_switch calls
# IR that llc-19 cannot compile (IR fences / acquire-release atomics):
# checked through ptxsel only.
K_LLC_SKIP := fences_ir

K_CU   := $(sort $(wildcard $(K_CORPUS)/*.cu))
K_LL   := $(sort $(K_CU:.cu=.ll) $(patsubst %,$(K_CORPUS)/%_O0.ll,$(K_O0_NAMES)) $(wildcard $(K_CORPUS)/*.ll))
K_NAMES := $(patsubst $(K_CORPUS)/%.ll,%,$(K_LL))
K_LLC_NAMES := $(filter-out $(K_LLC_SKIP),$(K_NAMES))
K_LLC_PTX := $(patsubst %,$(K_OUT)/llc/%.ptx,$(K_LLC_NAMES))

# clang-19 as in the kernel plan, plus: no CUDA installation lookup and a fixed
# PTX feature, so the IR is the same on every machine (+ptx80,+sm_90a);
# paths relative to the repository root, so source_filename is too.
K_CLANG_FLAGS := -x cuda --cuda-device-only -nocudainc -nocudalib --cuda-gpu-arch=sm_90a \
                 --cuda-path=/nonexistent --cuda-feature=+ptx80 -I$(K_DIR)/include \
                 -Wall -Wextra -Werror -S -emit-llvm

# bf16 arithmetic stays bf16 in the IR (fmul/fadd bfloat) instead of clang's
# default promotion to float.
K_EXTRA_bf16_convert := -Xclang -fbfloat16-excess-precision=none

ifneq ($(K_CLANG),)
$(K_CORPUS)/%_O0.ll: $(K_CORPUS)/%.cu $(K_DIR)/include/ptxsel_device.h
	$(K_CLANG) $(K_CLANG_FLAGS) $(K_EXTRA_$*) -O0 $< -o $@

$(K_CORPUS)/%.ll: $(K_CORPUS)/%.cu $(K_DIR)/include/ptxsel_device.h
	$(K_CLANG) $(K_CLANG_FLAGS) $(K_EXTRA_$*) -O2 $< -o $@
endif

corpus: $(K_LL)

# ---------------------------------------------------------------- reference PTX
$(K_OUT)/llc/%.ptx: $(K_CORPUS)/%.ll
	@mkdir -p $(dir $@)
	$(K_LLC) -march=nvptx64 -mcpu=sm_90a $< -o $@

corpus-llc: $(K_LLC_PTX)

corpus-check: $(K_LLC_PTX)
	@pass=0; fail=0; \
	for n in $(K_LLC_NAMES); do \
	  if $(K_PTXAS) -arch=sm_90a $(K_OUT)/llc/$$n.ptx -o $(K_OUT)/llc/$$n.cubin 2>$(K_OUT)/llc/$$n.ptxas.log; then \
	    pass=$$((pass+1)); else fail=$$((fail+1)); echo "ptxas rejects llc PTX: $$n"; cat $(K_OUT)/llc/$$n.ptxas.log; fi; \
	done; \
	echo "corpus-check: $(words $(K_LL)) IR files, $(words $(K_LLC_SKIP)) not for llc-19 ($(K_LLC_SKIP))"; \
	echo "$$pass passed, $$fail failed"; test $$fail -eq 0

# ptxsel's PTX for the runner's --ptx-dir fallback; a kernel that does not
# compile yet is left out (its .err says why), so the target always succeeds.
corpus-ptxsel: $(B)/bin/ptxsel
	@mkdir -p $(K_OUT)/ptxsel; ok=0; bad=0; \
	for n in $(K_NAMES); do \
	  if $(B)/bin/ptxsel -mcpu=sm_90a $(K_CORPUS)/$$n.ll -o $(K_OUT)/ptxsel/$$n.ptx 2>$(K_OUT)/ptxsel/$$n.err; then \
	    ok=$$((ok+1)); rm -f $(K_OUT)/ptxsel/$$n.err; else bad=$$((bad+1)); rm -f $(K_OUT)/ptxsel/$$n.ptx; fi; \
	done; echo "corpus-ptxsel: $$ok compiled, $$bad did not (see $(K_OUT)/ptxsel/*.err)"

corpus-ptx: corpus-llc
	-@$(MAKE) --no-print-directory corpus-ptxsel

# ---------------------------------------------------------------- the runner
K_RUNNER_SRCS := $(K_DIR)/runner/corpus_runner.c $(K_DIR)/runner/corpus_main.c $(K_DIR)/runner/corpus_kernels.c
K_RUNNER_HDRS := $(K_DIR)/runner/corpus_runner.h include/ptxsel/ptxsel.h
K_RUNNER_CFLAGS := -std=c11 -Wall -Wextra -Wpedantic $(WERROR) -O2 -ffp-contract=off \
                   -ffunction-sections -fdata-sections -D_POSIX_C_SOURCE=200809L \
                   -Iinclude -I$(CUDA_HOME)/include
# libptxsel's LLVM needs: llvm-c Core, IRReader (+AsmParser), BitReader,
# Passes (LLVMRunPasses, which pulls the optimisation pipelines), Analysis
# (LLVMVerifyModule). Static archives; system libraries: zlib statically
# where LLVMSupport references it, libz3/libxml2 are dropped (only the
# symbolic checker and the Windows manifest tool use them).
K_LLVM_COMPONENTS := $(LLVM_COMPONENTS) transformutils support
K_LLVM_STATIC := $(shell $(LLVM_CONFIG) --link-static --libs $(K_LLVM_COMPONENTS) 2>/dev/null)
K_LLVM_LIBDIR := $(shell $(LLVM_CONFIG) --libdir 2>/dev/null)
K_CXX ?= $(firstword $(shell command -v g++ 2>/dev/null) $(shell command -v clang++ 2>/dev/null))
K_CUDA_LIBDIRS := -L$(CUDA_HOME)/lib64/stubs -L$(CUDA_HOME)/lib64
K_RUNNER_LDFLAGS := -static-libstdc++ -static-libgcc -Wl,--gc-sections -Wl,--as-needed -s
K_STATIC_SYSLIBS := -Wl,-Bstatic -lz -lzstd -Wl,-Bdynamic -lrt -ldl -lpthread -lm

$(K_OUT)/obj/%.o: $(K_DIR)/runner/%.c $(K_RUNNER_HDRS)
	@mkdir -p $(dir $@)
	$(CC) $(K_RUNNER_CFLAGS) -c -o $@ $<

$(K_OUT)/obj/ptxonly/%.o: $(K_DIR)/runner/%.c $(K_RUNNER_HDRS)
	@mkdir -p $(dir $@)
	$(CC) $(K_RUNNER_CFLAGS) -DPTXSEL_RUNNER_NO_LIB -c -o $@ $<

K_RUNNER_OBJS := $(K_OUT)/obj/corpus_runner.o $(K_OUT)/obj/corpus_main.o $(K_OUT)/obj/corpus_kernels.o
# the static link shared by the corpus and smoke runners: libptxsel, static
# LLVM, dynamic only against libcuda and glibc; stripped
K_STATIC_LINK = $(K_CXX) -o $@ $^ -L$(K_LLVM_LIBDIR) $(K_LLVM_STATIC) \
	  $(K_CUDA_LIBDIRS) -lcuda $(K_RUNNER_LDFLAGS) $(K_STATIC_SYSLIBS)

$(K_OUT)/corpus_runner: $(K_RUNNER_OBJS) $(B)/lib/libptxsel.a
	$(K_STATIC_LINK)
	@echo "runner: $@ ($$(du -h $@ | cut -f1)); dynamic deps:"; \
	  (command -v readelf >/dev/null && readelf -d $@ | grep NEEDED) || true

$(K_OUT)/corpus_runner_ptxonly: $(K_OUT)/obj/ptxonly/corpus_runner.o $(K_OUT)/obj/ptxonly/corpus_main.o \
                                $(K_OUT)/obj/ptxonly/corpus_kernels.o
	$(CC) -o $@ $^ $(K_CUDA_LIBDIRS) -lcuda -lm -Wl,--gc-sections -s

runner: $(K_OUT)/corpus_runner
runner-ptxonly: $(K_OUT)/corpus_runner_ptxonly

# ---------------------------------------------------------------- runner self-test
# No GPU needed: a fake libcuda.so.1 (kernels/runner/emu) runs the corpus
# sources compiled as host C++ (one fiber per GPU thread), so the runner's
# inputs, CPU references and tolerances are tested here and in CI. It says
# nothing about ptxsel's PTX (the fake driver reads only the names in it).
K_CLANGXX ?= $(firstword $(wildcard $(LLVM_BIN)/clang++) $(shell command -v clang++-19 2>/dev/null))
K_EMU := $(K_OUT)/emu
K_EMU_SRC := $(K_DIR)/runner/emu
K_EMU_CXXFLAGS := -std=c++17 -O1 -fPIC -Wall -Wextra -Werror -Wno-unused-function -Wno-unused-parameter \
                  -ffp-contract=off -Xclang -ffloat16-excess-precision=none -Xclang -fbfloat16-excess-precision=none \
                  -I$(K_EMU_SRC) -I$(CUDA_HOME)/include
SELFTEST_ARGS ?=

$(K_EMU)/stamp: $(K_EMU_SRC)/gen_emu.py $(K_CU) $(wildcard $(K_EMU_SRC)/*_host.cpp)
	@mkdir -p $(K_EMU)
	python3 $(K_EMU_SRC)/gen_emu.py $(K_EMU) $(K_CU) -- $(K_NAMES)
	@touch $@

$(K_EMU)/libcuda.so.1: $(K_EMU)/stamp $(K_EMU_SRC)/emu_cuda.cpp $(K_EMU_SRC)/emu_register.h $(K_EMU_SRC)/ptxsel_device.h
	$(K_CLANGXX) $(K_EMU_CXXFLAGS) -shared -Wl,-soname,libcuda.so.1 -o $@ $(K_EMU_SRC)/emu_cuda.cpp $(K_EMU)/src/*.cpp

runner-selftest: $(K_OUT)/corpus_runner_ptxonly $(K_EMU)/libcuda.so.1
	LD_LIBRARY_PATH=$(abspath $(K_EMU)) $(K_OUT)/corpus_runner_ptxonly --ptx-dir $(K_EMU)/ptx --no-llc --timeout 600 $(SELFTEST_ARGS)

# The static runner under the same fake driver: libptxsel compiles each .ll
# in-process, ptxas must accept the PTX (EMU_PTXAS), and the entries and
# variables the tests look up must be declared in it; the kernels that run
# are still the host builds of the sources.
runner-selftest-ptxsel: $(K_OUT)/corpus_runner $(K_EMU)/libcuda.so.1
	EMU_PTXAS="$(K_PTXAS)" LD_LIBRARY_PATH=$(abspath $(K_EMU)) $(K_OUT)/corpus_runner --ll-dir $(K_CORPUS) --no-llc --timeout 600 $(SELFTEST_ARGS)

# ---------------------------------------------------------------- GPU bundle
# gpubundle/ (git-ignored by the lead via .git/info/exclude) carries all that
# the GPU machine needs: the static runner, the IR, llc-19's PTX, ptxsel's PTX
# where it compiled (fallback), and run.sh. The ptx-only runner goes along
# for when libptxsel.a does not link.
gpu-bundle: corpus-ptx
	@rm -rf gpubundle && mkdir -p gpubundle/ll gpubundle/llc gpubundle/ptxsel
	cp $(K_LL) gpubundle/ll/
	cp $(K_LLC_PTX) gpubundle/llc/
	-cp $(K_OUT)/ptxsel/*.ptx gpubundle/ptxsel/ 2>/dev/null
	-$(MAKE) --no-print-directory runner && cp $(K_OUT)/corpus_runner gpubundle/
	-$(MAKE) --no-print-directory runner-ptxonly && cp $(K_OUT)/corpus_runner_ptxonly gpubundle/
	cp $(K_DIR)/runner/run.sh gpubundle/run.sh && chmod +x gpubundle/run.sh
	@mkdir -p gpubundle/smoke && cp $(K_SMOKE_LL) gpubundle/smoke/
	-$(MAKE) --no-print-directory smoke-runner && cp $(K_OUT)/smoke_runner gpubundle/
	cp $(K_DIR)/runner/run_smoke.sh gpubundle/run_smoke.sh && chmod +x gpubundle/run_smoke.sh
	@echo "gpu-bundle: $$(du -sh gpubundle | cut -f1) in gpubundle/"; ls gpubundle

# ---------------------------------------------------------------- benchmark
# ptxsel vs llc-19 (command lines, -O0 and -O2 alike) on every corpus .ll,
# the GEMMs and generated modules of 1k..1M IR instructions, then the JIT
# path (tests/bench/jitbench.c: ptxsel_compile_module against LLVM's NVPTX
# back end in one process) and start-up; medians of BENCH_RUNS runs (one for
# the 1M module). About 3 minutes on 2 cores; BENCH_ARGS="--sizes=1k,10k"
# or "--levels=O0" for a shorter run (tools/bench.py --help).
BENCH_RUNS ?= 5
BENCH_ARGS ?=
bench: $(B)/bin/ptxsel $(B)/bench/jitbench
	python3 tools/bench.py --runs $(BENCH_RUNS) --ptxsel $(B)/bin/ptxsel --llc $(K_LLC) \
	  --jitbench $(B)/bench/jitbench --gen-dir $(B)/bench $(BENCH_ARGS)

# The section ordering file the command-line tools link with where GNU gold
# is there (Makefile: TOOL_ORDER): the functions that --version, corpus
# compiles at -O0 / -O2 and a few queries execute, profiled with callgrind
# (tools/link_order.py; needs valgrind; about 1.5 minutes). Rerun after an
# LLVM upgrade or a large change to what a compile runs; names that are
# gone are ignored by the linker.
link-order: $(B)/bin/ptxsel $(B)/bin/ptxsel-query
	python3 tools/link_order.py --ptxsel $(B)/bin/ptxsel --query $(B)/bin/ptxsel-query --out tools/ptxsel.order

# How compile time grows with each dimension of the input (functions,
# instructions per function, annotations, globals, WGMMA protocol tracking):
# four sizes each, the scaling exponent per dimension (tools/scaling.py;
# SCALING_ARGS="--llvm" adds LLVM's back end on the same inputs). About
# 2 minutes on 2 cores.
SCALING_ARGS ?=
bench-scaling: $(B)/bench/jitbench
	python3 tools/scaling.py --runs $(BENCH_RUNS) --jitbench $(B)/bench/jitbench --gen-dir $(B)/bench $(SCALING_ARGS)

# ---------------------------------------------------------------- Hopper smoke kernels
# kernels/smoke/*.cu (issue 3, the kernel plan item 4): TMA round trips, an
# mbarrier ring, a 2-CTA DSMEM exchange, one WGMMA tile (SS and RS); and the
# WMMA m16n16k16 GEMMs f16->f32 and s8->s32 (issue 5). The .ll
# files are kept in git; tests/lit/kernels/smoke.test compiles each with
# ptxsel and assembles it with ptxas (check-lit regenerates them first when
# clang-19 is present). smoke_runner runs them on a Hopper GPU. llc-19
# compiles only the WMMA module (K_SMOKE_LLC_NAMES); its PTX goes into
# smokebundle/smoke_llc/ for the runner's llc-19 column.
K_SMOKE := $(K_DIR)/smoke
K_SMOKE_CU := $(sort $(wildcard $(K_SMOKE)/*.cu))
K_SMOKE_LL := $(K_SMOKE_CU:.cu=.ll)
K_SMOKE_DEPS := $(K_DIR)/include/ptxsel_device.h $(K_DIR)/include/ptxsel_hopper.h $(wildcard $(K_SMOKE)/*.h)
# clasync (issue 13): st_async.cu and tensormap_replace.cu include ptxsel_clasync.h
K_SMOKE_DEPS += $(K_DIR)/include/ptxsel_clasync.h

ifneq ($(K_CLANG),)
$(K_SMOKE)/%.ll: $(K_SMOKE)/%.cu $(K_SMOKE_DEPS)
	$(K_CLANG) $(K_CLANG_FLAGS) -O2 $< -o $@
endif

# cpasync area (issue 13): the async-copy and cache-policy smoke kernels
# also include ptxsel_async.h
$(K_SMOKE)/cp_async.ll $(K_SMOKE)/tma_hint.ll: $(K_DIR)/include/ptxsel_async.h

smoke-ll: $(K_SMOKE_LL)
check-lit: $(K_SMOKE_LL)

K_SMOKE_LLC_NAMES := wmma_gemm
K_SMOKE_LLC_PTX := $(patsubst %,$(K_OUT)/smoke_llc/%.ptx,$(K_SMOKE_LLC_NAMES))

$(K_OUT)/smoke_llc/%.ptx: $(K_SMOKE)/%.ll
	@mkdir -p $(dir $@)
	$(K_LLC) -march=nvptx64 -mcpu=sm_90a $< -o $@

$(K_OUT)/smoke_runner: $(K_OUT)/obj/corpus_runner.o $(K_OUT)/obj/smoke_runner.o $(B)/lib/libptxsel.a
	$(K_STATIC_LINK)

smoke-runner: $(K_OUT)/smoke_runner

# smokebundle/ (git-ignored through .git/info/exclude): what a GPU run of the
# smoke kernels needs, apart from gpubundle/ (smoke_llc/: llc-19's PTX of the
# WMMA module, when llc-19 is here). On the GPU machine:
#   smokebundle/run_smoke.sh [--seed N] [--only NAME] ...
smoke-bundle: $(K_OUT)/smoke_runner $(K_SMOKE_LL) $(if $(K_LLC),$(K_SMOKE_LLC_PTX))
	@rm -rf smokebundle && mkdir -p smokebundle/smoke
	cp $(K_SMOKE_LL) smokebundle/smoke/
	$(if $(K_LLC),mkdir -p smokebundle/smoke_llc && cp $(K_SMOKE_LLC_PTX) smokebundle/smoke_llc/)
	cp $(K_OUT)/smoke_runner smokebundle/
	cp $(K_DIR)/runner/run_smoke.sh smokebundle/run_smoke.sh && chmod +x smokebundle/run_smoke.sh
	@echo "smoke-bundle: $$(du -sh smokebundle | cut -f1) in smokebundle/"

.PHONY: corpus corpus-llc corpus-check corpus-ptxsel corpus-ptx runner runner-ptxonly runner-selftest runner-selftest-ptxsel gpu-bundle bench bench-scaling
.PHONY: smoke-ll smoke-runner smoke-bundle

# the Hopper GEMM (issue 6)
-include kernels/gemm/gemm.mk
-include kernels/blackwell/blackwell.mk
