# ptxsel — build, test, bench, install.
#   make            build/bin/ptxsel, build/bin/ptxsel-query, build/lib/libptxsel.{a,so}
#   make check-install  install to build/install-test, build programs with pkg-config
#   make check      every test (unit, lit + FileCheck + ptxas, corpus, a lattice sample)
#   make conformance  the whole conformance lattice (ptxsel vs ptxas on every form)
#   make check-diff / diff-bundle  differential testing against llc-19 (tests/difftest/)
#   make demo       compile the bundled example kernel to PTX and a cubin
#   make deps       install missing Debian packages (needs root / sudo)
#   make bench      ptxsel vs llc-19 compile time and memory
#   make bench-scaling  compile-time scaling exponent per input dimension
#   make link-order  regenerate tools/ptxsel.order (the tools' code layout; valgrind)
#   make asan       the whole test suite under ASan/UBSan (build-asan/)
#   make install PREFIX=/usr/local

LLVM_CONFIG ?= $(firstword $(wildcard /usr/lib/llvm-19/bin/llvm-config) $(shell command -v llvm-config-19 2>/dev/null))
LLVM_BIN    := $(shell $(LLVM_CONFIG) --bindir 2>/dev/null)
LLVM_CFLAGS := $(shell $(LLVM_CONFIG) --cflags 2>/dev/null)
LLVM_LIBDIR := $(shell $(LLVM_CONFIG) --libdir 2>/dev/null)
LLVM_LIBS   := -L$(LLVM_LIBDIR) -Wl,-rpath,$(LLVM_LIBDIR) -lLLVM-19
# The command-line tools link the LLVM components they use statically: loading
# the 100 MB libLLVM-19.so costs ~20 ms per run, more than compiling a kernel.
# The NVPTX target is linked for its cost model only (TargetTransformInfo of
# the -O1..-O3 IR passes, isel/pipeline.c); it never produces ptxsel's PTX.
LLVM_COMPONENTS := core irreader bitreader asmparser passes analysis nvptxcodegen nvptxdesc nvptxinfo
LLVM_STATIC_LIBS := -L$(LLVM_LIBDIR) $(shell $(LLVM_CONFIG) --link-static --libs $(LLVM_COMPONENTS) 2>/dev/null) \
                    -lstdc++ -lz -lzstd -lpthread -ldl -lrt -lm -Wl,--gc-sections

PTXAS  ?= $(firstword $(shell command -v ptxas 2>/dev/null) $(wildcard /usr/local/cuda/bin/ptxas))
CC     ?= cc
B      ?= build
OPT    ?= -O2 -g
WERROR ?= -Werror
SAN    ?=
PREFIX ?= /usr/local
LIBDIR ?= $(PREFIX)/lib
OBJCOPY ?= objcopy
# The library's version is the header's; the SONAME carries its major number.
LIB_VERSION := $(shell sed -n 's/^\#define PTXSEL_VERSION_STRING "\(.*\)"/\1/p' include/ptxsel/ptxsel.h)
SOVERSION   := $(firstword $(subst ., ,$(LIB_VERSION)))
SONAME      := libptxsel.so.$(SOVERSION)

CFLAGS_ALL = -std=c11 -Wall -Wextra -Wpedantic $(WERROR) $(OPT) $(SAN) -fPIC \
             -Iinclude -Imc -I$(B)/gen $(LLVM_CFLAGS) -D_POSIX_C_SOURCE=200809L -MMD -MP
LDFLAGS_ALL = $(SAN)

LIB_SRCS := $(sort $(wildcard targets/*.c isel/*.c mc/*.c verify/*.c query/*.c))
LIB_OBJS := $(patsubst %.c,$(B)/obj/%.o,$(LIB_SRCS)) $(B)/obj/gen/forms.o
TD_DIR ?= tablegen-data
TD_FILES := $(sort $(wildcard $(TD_DIR)/*.td))

all: $(B)/bin/ptxsel $(B)/bin/ptxsel-query $(B)/lib/libptxsel.a $(B)/lib/libptxsel.so

$(B)/bin/ptxsel-tblgen: tools/tblgen.c targets/features.def mc/qualtok.h mc/intrhash.h
	@mkdir -p $(dir $@)
	$(CC) -std=c11 -Wall -Wextra -Wpedantic $(WERROR) -O1 -g -D_POSIX_C_SOURCE=200809L -o $@ $<

$(B)/gen/forms.c $(B)/gen/form_ids.h &: $(B)/bin/ptxsel-tblgen $(TD_FILES)
	@mkdir -p $(dir $@)
	$(B)/bin/ptxsel-tblgen $(B)/gen/forms.c $(B)/gen/form_ids.h $(TD_FILES)

$(B)/obj/gen/forms.o: $(B)/gen/forms.c
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_ALL) -c -o $@ $<

# Every object may include the generated form identities (mc/internal.h).
$(B)/obj/%.o: %.c | $(B)/gen/form_ids.h
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_ALL) -c -o $@ $<

# Only the public API leaves the library: its objects are compiled with hidden
# visibility (ptxsel.h marks the API PTXSEL_API), the shared library is linked
# with a version script, and the static archive holds one prelinked object
# whose internal symbols are local (objcopy --localize-hidden), so a host that
# defines its own sb_puts or emit neither collides with nor interposes on
# ours. One section per function keeps --gc-sections effective on that object.
$(LIB_OBJS): CFLAGS_ALL += -fvisibility=hidden -ffunction-sections -fdata-sections

# The objects as they are, for the unit tests that reach internal functions.
$(B)/lib/libptxsel-internal.a: $(LIB_OBJS)
	@mkdir -p $(dir $@)
	rm -f $@ && ar rcs $@ $^

$(B)/lib/libptxsel.a: $(LIB_OBJS)
	@mkdir -p $(dir $@) $(B)/obj/prelink
	$(LD) -r -o $(B)/obj/prelink/libptxsel.o $^
	$(OBJCOPY) --localize-hidden $(B)/obj/prelink/libptxsel.o
	rm -f $@ && ar rcs $@ $(B)/obj/prelink/libptxsel.o

$(B)/lib/libptxsel.so.$(LIB_VERSION): $(LIB_OBJS) tools/ptxsel.map
	@mkdir -p $(dir $@)
	$(CC) -shared $(LDFLAGS_ALL) -Wl,-soname,$(SONAME) -Wl,--version-script=tools/ptxsel.map -Wl,--no-undefined \
	  -o $@ $(LIB_OBJS) $(LLVM_LIBS) -lm

$(B)/lib/$(SONAME): $(B)/lib/libptxsel.so.$(LIB_VERSION)
	ln -sf libptxsel.so.$(LIB_VERSION) $@

$(B)/lib/libptxsel.so: $(B)/lib/$(SONAME)
	ln -sf $(SONAME) $@

# ptxsel.pc for the prefix it is installed to (make install PREFIX=/x says /x).
define write_pc
	sed -e 's|@PREFIX@|$(PREFIX)|g' -e 's|@LIBDIR@|$(LIBDIR)|g' -e 's|@VERSION@|$(LIB_VERSION)|g' \
	    -e 's|@LIBS_PRIVATE@|$(LLVM_STATIC_LIBS)|g' tools/ptxsel.pc.in > $(1)
endef

# The command-line tools are fully static executables that are not
# position-independent: no dynamic loader, no relocation of 40 MB of LLVM at
# start-up (`ptxsel --version` 3.2 ms -> 1.6 ms). The library objects stay
# PIC (libptxsel.so). Sanitizer builds link as before (ASan needs the
# dynamic runtime); valgrind cannot follow malloc in a static program, so
# check the command line under it with `make TOOL_LDFLAGS= B=build-dyn`.
# glibc's link-time note about getpwnam in a static program (LLVM's ~
# expansion, never used by ptxsel) is filtered.
TOOL_LDFLAGS ?= $(if $(SAN),,-no-pie -static $(TOOL_ORDER))
# Where GNU gold is there, the code a run executes is laid out together
# (tools/ptxsel.order, written by `make link-order`, tools/link_order.py):
# `ptxsel --version` 384 -> 210 page faults, a small compile 543 -> 327
# (RESULTS.md). Only the layout changes; without gold the link is as before.
HAVE_GOLD := $(shell $(CC) -fuse-ld=gold -Wl,--version 2>/dev/null | grep -q 'GNU gold' && echo 1)
COMMA := ,
TOOL_ORDER := $(if $(HAVE_GOLD),-fuse-ld=gold -Wl$(COMMA)--section-ordering-file=tools/ptxsel.order)
$(B)/bin/%: $(B)/obj/tools/%.o $(B)/lib/libptxsel.a $(if $(HAVE_GOLD),tools/ptxsel.order)
	@mkdir -p $(dir $@)
	@echo "$(CC) $(LDFLAGS_ALL) $(TOOL_LDFLAGS) -o $@ $< $(B)/lib/libptxsel.a $(LLVM_STATIC_LIBS)"
	@$(CC) $(LDFLAGS_ALL) $(TOOL_LDFLAGS) -o $@ $< $(B)/lib/libptxsel.a $(LLVM_STATIC_LIBS) 2>$@.log; rc=$$?; \
	  grep -v -e 'in statically linked applications requires at runtime' -e 'in function .*expandTildeExpr' \
	          -e 'in function .*home_directory' $@.log >&2; rm -f $@.log; exit $$rc

# The JIT benchmark (make bench; tests/bench/jitbench.c): ptxsel_compile_module
# against LLVM's NVPTX back end in one process. Not part of the library.
JITBENCH_COMPONENTS := $(LLVM_COMPONENTS) nvptxcodegen asmprinter codegen target
$(B)/bench/jitbench: tests/bench/jitbench.c $(B)/lib/libptxsel.a | $(B)/gen/form_ids.h
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_ALL) -o $@ $< $(B)/lib/libptxsel.a -L$(LLVM_LIBDIR) \
	  $(shell $(LLVM_CONFIG) --link-static --libs $(JITBENCH_COMPONENTS) 2>/dev/null) \
	  -lstdc++ -lz -lzstd -lpthread -ldl -lrt -lm -Wl,--gc-sections

# ------------------------------------------------------------------ tests
UNIT_SRCS := $(sort $(wildcard tests/unit/test_*.c))
UNIT_BINS := $(patsubst tests/unit/%.c,$(B)/tests/%,$(UNIT_SRCS))

$(B)/tests/%: $(B)/obj/tests/unit/%.o $(B)/lib/libptxsel-internal.a
	@mkdir -p $(dir $@)
	$(CC) $(LDFLAGS_ALL) -o $@ $< $(B)/lib/libptxsel-internal.a $(LLVM_LIBS) -lcmocka -lm

LIT ?= $(firstword $(shell command -v lit 2>/dev/null) $(wildcard $(LLVM_LIBDIR)/../build/utils/lit/lit.py))

check-unit: $(UNIT_BINS)
	@set -e; for t in $(UNIT_BINS); do echo "== $$t"; $$t; done

check-lit: all
	PTXSEL_BUILD=$(abspath $(B)) LLVM_BIN=$(LLVM_BIN) PTXAS=$(PTXAS) PTXSEL_SAN="$(SAN)" \
	  python3 $(LIT) -sv tests/lit

# `make check` and `make demo` install missing dependencies first, then
# re-enter make so that llvm-config is evaluated after the install.
check:
	@./tools/install-deps.sh
	@$(MAKE) --no-print-directory check-all

# The conformance lattice (tests/conformance/lattice.py): ptxsel's verdict
# against ptxas's on every form x target x PTX version. `make check` runs a
# deterministic sample (every form except 3 in 4 mma_async/mma shapes).
LATTICE = PTXSEL_BUILD=$(abspath $(B)) PTXAS=$(PTXAS) python3 tests/conformance/lattice.py

conformance: all
	$(LATTICE)

check-lattice: all
	$(LATTICE) --sample 4

# Every llvm.nvvm.wmma.* intrinsic (870) and every warp-level llvm.nvvm.mma.*
# / ldmatrix / stmatrix intrinsic (107) on sm_75 / sm_80 / sm_90a: ptxsel's
# instructions must equal llc-19's, ptxas must accept both, and what ptxsel
# rejects llc-19 or ptxas must reject too (tests/wmma/compare.py; stmatrix,
# which llc-19 lacks, is checked by ptxas alone).
wmma-compare: all
	timeout 300 python3 tests/wmma/compare.py $(B)/bin/ptxsel --workdir $(B)/wmma-compare

# Install to a scratch prefix under $(B) (never a system path), then check what
# a host program sees: the exported symbols and SONAME, ptxsel.pc, programs
# built with nothing but pkg-config flags (shared and -static) that define
# internal names of ours, run without LD_LIBRARY_PATH (tests/install/check.sh).
INSTALL_TEST := $(abspath $(B))/install-test
check-install: all
	rm -rf $(INSTALL_TEST)
	$(MAKE) --no-print-directory install PREFIX=$(INSTALL_TEST)
	CC="$(CC)" SAN="$(SAN)" sh tests/install/check.sh $(INSTALL_TEST) $(abspath $(B))

# A new WGMMA input type is a data-only change: rows added to a scratch copy
# of tablegen-data/, a build from it, and ptxsel-query can against a compile
# on every immediate of the new forms (tests/datagen/new_wgmma_type.py).
check-data-only: all
	python3 tests/datagen/new_wgmma_type.py $(B) $(abspath $(B))/data-only

check-all: all check-unit check-lit check-install check-lattice wmma-compare check-diff check-upstream check-upstream-families check-fuzz check-data-only
	@echo "make check: all test suites passed"

demo:
	@./tools/install-deps.sh
	@$(MAKE) --no-print-directory demo-run

DEMO ?= kernels/demo/demo.ll
demo-run: all
	@mkdir -p $(B)/demo
	$(B)/bin/ptxsel -mcpu=sm_90a $(DEMO) -o $(B)/demo/demo.ptx
	$(B)/bin/ptxsel -mcpu=sm_90a -filetype=obj $(DEMO) -o $(B)/demo/demo.cubin
	@echo "demo: $(DEMO) -> $(B)/demo/demo.ptx ($$(grep -c ';' $(B)/demo/demo.ptx) PTX statements) and $(B)/demo/demo.cubin ($$(stat -c %s $(B)/demo/demo.cubin) bytes)"

asan:
	$(MAKE) B=build-asan OPT="-O1 -g -fno-omit-frame-pointer" SAN="-fsanitize=address,undefined -fno-sanitize-recover=undefined" check

deps:
	./tools/install-deps.sh

# The tools link libptxsel and LLVM statically: they run from any prefix.
# Man pages: every docs/man/*.1 that exists is installed (none yet is fine).
MAN1 := $(wildcard docs/man/*.1)
install: all
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(LIBDIR)/pkgconfig $(DESTDIR)$(PREFIX)/include/ptxsel
	install -m 755 $(B)/bin/ptxsel $(B)/bin/ptxsel-query $(DESTDIR)$(PREFIX)/bin/
	install -m 644 $(B)/lib/libptxsel.a $(DESTDIR)$(LIBDIR)/
	install -m 755 $(B)/lib/libptxsel.so.$(LIB_VERSION) $(DESTDIR)$(LIBDIR)/
	ln -sf libptxsel.so.$(LIB_VERSION) $(DESTDIR)$(LIBDIR)/$(SONAME)
	ln -sf $(SONAME) $(DESTDIR)$(LIBDIR)/libptxsel.so
	$(call write_pc,$(DESTDIR)$(LIBDIR)/pkgconfig/ptxsel.pc)
	install -m 644 include/ptxsel/*.h $(DESTDIR)$(PREFIX)/include/ptxsel/
	$(if $(MAN1),install -d $(DESTDIR)$(PREFIX)/share/man/man1 && install -m 644 $(MAN1) $(DESTDIR)$(PREFIX)/share/man/man1/)

clean:
	rm -rf build build-asan build-fuzz

-include kernels/kernels.mk
-include tests/difftest/difftest.mk
-include tests/upstream/upstream.mk
-include tests/upstream-families/upstream-families.mk
# libFuzzer harnesses: make fuzz / check-fuzz (tests/fuzz/fuzz.mk, docs/fuzzing.md)
-include tests/fuzz/fuzz.mk

.PHONY: all link-order check check-all check-unit check-lit check-install check-lattice wmma-compare conformance demo demo-run asan deps install clean
.SECONDARY:
-include $(shell find $(B)/obj -name '*.d' 2>/dev/null)
