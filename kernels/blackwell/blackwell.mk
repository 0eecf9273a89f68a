# kernels/blackwell/blackwell.mk — the Blackwell tcgen05 GEMM (the kernel plan #3).
# Included from kernels/kernels.mk; uses B, K_CLANG, K_CLANG_FLAGS, K_PTXAS, CC, CUDA_HOME.
#
#   make blackwell        $(B)/kernels/blackwell/: ptxsel PTX for sm_100a, the cubin
#                         from ptxas -arch=sm_100a, and the host runner
#                         gemm_sm100_host (run it on a compute capability 10.x GPU:
#                         gemm_sm100_host gemm_sm100.ptx [M N K])
#
# clang-19 knows no sm_100a: the IR is generated for sm_90a (the device code
# uses no target-specific builtins) and ptxsel is told -mcpu=sm_100a.

BW_DIR := kernels/blackwell
BW_OUT := $(B)/kernels/blackwell

ifneq ($(K_CLANG),)
$(BW_DIR)/gemm_sm100.ll: $(BW_DIR)/gemm_sm100.cu $(K_DIR)/include/ptxsel_device.h $(K_DIR)/include/ptxsel_blackwell.h
	$(K_CLANG) $(K_CLANG_FLAGS) -O2 $< -o $@
endif

$(BW_OUT)/gemm_sm100.ptx: $(BW_DIR)/gemm_sm100.ll $(B)/bin/ptxsel
	@mkdir -p $(dir $@)
	$(B)/bin/ptxsel -mcpu=sm_100a --werror $< -o $@

$(BW_OUT)/gemm_sm100.cubin: $(BW_OUT)/gemm_sm100.ptx
	$(K_PTXAS) -arch=sm_100a -v $< -o $@

$(BW_OUT)/gemm_sm100_host: $(BW_DIR)/gemm_sm100_host.c
	@mkdir -p $(dir $@)
	$(CC) -std=c11 -Wall -Wextra -Wpedantic $(WERROR) -O2 -D_POSIX_C_SOURCE=200809L -I$(CUDA_HOME)/include \
	  $< -L$(CUDA_HOME)/lib64/stubs -lcuda -lm -o $@

blackwell: $(BW_OUT)/gemm_sm100.cubin $(BW_OUT)/gemm_sm100_host

.PHONY: blackwell
