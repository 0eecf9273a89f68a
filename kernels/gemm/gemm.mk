# kernels/gemm/gemm.mk — the Hopper GEMM (issue 6). Included from kernels/kernels.mk.
#
#   make gemm-ll       regenerate kernels/gemm/*.ll from gemm_sm90.cu (needs clang-19;
#                      the .ll files are kept in git)
#   make gemm-bundle   gemmbundle/: ptxsel's PTX of each variant, ptxas's cubin and
#                      resource report (-v), the runner source and a prebuilt
#                      libgemm_runner.so, bench.py, run.sh — what the GPU machine needs:
#                      run it there with `bash gemmbundle/run.sh` (see kernels/gemm/README.md)
#
# Variants: bf16 with a 2-CTA cluster (TMA multicast of B), bf16 without a
# cluster, e4m3 with a 2-CTA cluster; all with the TMA-store epilogue. The
# *_reg variants keep the first epilogue (stores from registers) and g16 / g4
# grouped orders of 16 / 4 cluster rows (default 8), to compare side by side.
GEMM_DIR := kernels/gemm
GEMM_VARIANTS := bf16_c2 bf16_c1 e4m3_c2 bf16_c2_reg e4m3_c2_reg bf16_c2_g16 bf16_c2_g4
GEMM_FLAGS_bf16_c2 := -DGEMM_CLUSTER=2
GEMM_FLAGS_bf16_c1 := -DGEMM_CLUSTER=1
GEMM_FLAGS_e4m3_c2 := -DGEMM_CLUSTER=2 -DGEMM_FP8
GEMM_FLAGS_bf16_c2_reg := -DGEMM_CLUSTER=2 -DGEMM_EPI=0
GEMM_FLAGS_e4m3_c2_reg := -DGEMM_CLUSTER=2 -DGEMM_FP8 -DGEMM_EPI=0
GEMM_FLAGS_bf16_c2_g16 := -DGEMM_CLUSTER=2 -DGROUP_M=16
GEMM_FLAGS_bf16_c2_g4 := -DGEMM_CLUSTER=2 -DGROUP_M=4
GEMM_LL := $(patsubst %,$(GEMM_DIR)/gemm_%.ll,$(GEMM_VARIANTS))
GEMM_OUT := $(B)/gemm

ifneq ($(K_CLANG),)
$(GEMM_DIR)/gemm_%.ll: $(GEMM_DIR)/gemm_sm90.cu $(GEMM_DIR)/gemm_intrin.h $(K_DIR)/include/ptxsel_device.h
	$(K_CLANG) $(K_CLANG_FLAGS) -I$(GEMM_DIR) $(GEMM_FLAGS_$*) -O2 $< -o $@
endif

gemm-ll: $(GEMM_LL)

$(GEMM_OUT)/gemm_%.ptx: $(GEMM_DIR)/gemm_%.ll $(B)/bin/ptxsel
	@mkdir -p $(dir $@)
	$(B)/bin/ptxsel -mcpu=sm_90a $< -o $@

$(GEMM_OUT)/gemm_%.cubin: $(GEMM_OUT)/gemm_%.ptx
	$(K_PTXAS) -arch=sm_90a -v $< -o $@ 2>$(GEMM_OUT)/gemm_$*.ptxas.txt || { cat $(GEMM_OUT)/gemm_$*.ptxas.txt; exit 1; }
	@cat $(GEMM_OUT)/gemm_$*.ptxas.txt

$(GEMM_OUT)/libgemm_runner.so: $(GEMM_DIR)/gemm_runner.c
	@mkdir -p $(dir $@)
	$(CC) -std=c11 -Wall -Wextra -Wpedantic $(WERROR) -O2 -fPIC -shared -D_POSIX_C_SOURCE=200809L \
	  -I$(CUDA_HOME)/include $< -L$(CUDA_HOME)/lib64/stubs -lcuda -o $@

gemm-bundle: $(patsubst %,$(GEMM_OUT)/gemm_%.cubin,$(GEMM_VARIANTS)) $(GEMM_OUT)/libgemm_runner.so
	@rm -rf gemmbundle && mkdir -p gemmbundle
	cp $(patsubst %,$(GEMM_OUT)/gemm_%.ptx,$(GEMM_VARIANTS)) $(patsubst %,$(GEMM_OUT)/gemm_%.cubin,$(GEMM_VARIANTS)) \
	   $(patsubst %,$(GEMM_OUT)/gemm_%.ptxas.txt,$(GEMM_VARIANTS)) $(GEMM_OUT)/libgemm_runner.so \
	   $(GEMM_DIR)/gemm_runner.c $(GEMM_DIR)/bench.py $(GEMM_DIR)/ncu_probe.py $(GEMM_DIR)/run.sh gemmbundle/
	@echo "gemm-bundle: $$(du -sh gemmbundle | cut -f1) in gemmbundle/"

.PHONY: gemm-ll gemm-bundle
