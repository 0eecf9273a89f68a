; A 10,000-case switch is a balanced compare tree (llc-19's shape at -O1
; and above), at -O0 too: the -O0 chain of tests (llc-19 -O0's shape) is
; kept to 128 cases, since ptxas 13.0 crashes on thousands of predicated
; branches in a row (5,000: segmentation fault). ptxas assembles the tree.
; Each test of the chain ends in 'bra.uni' to the next, as llc-19 -O0
; prints it.
; RUN: %python %S/Inputs/gen_switch.py 10000 > %t.ll
; RUN: %ptxsel -O2 -mcpu=sm_90a %t.ll -o %t.o2.ptx
; RUN: FileCheck --check-prefix=TREE %s < %t.o2.ptx
; RUN: %ptxas -arch=sm_90a %t.o2.ptx -o %t.o2.cubin
; RUN: %ptxsel -O0 -mcpu=sm_90a %t.ll -o %t.o0.ptx
; RUN: FileCheck --check-prefix=TREE %s < %t.o0.ptx
; RUN: %ptxas -arch=sm_90a %t.o0.ptx -o %t.o0.cubin
; 128 cases: the -O0 chain; 129: the tree.
; RUN: %python %S/Inputs/gen_switch.py 128 > %t.128.ll
; RUN: %ptxsel -O0 -mcpu=sm_90a %t.128.ll -o %t.128.ptx
; RUN: FileCheck --check-prefix=CHAIN %s < %t.128.ptx
; RUN: %ptxas -arch=sm_90a %t.128.ptx -o %t.128.cubin
; RUN: %python %S/Inputs/gen_switch.py 129 > %t.129.ll
; RUN: %ptxsel -O0 -mcpu=sm_90a %t.129.ll -o %t.129.ptx
; RUN: FileCheck --check-prefix=TREE129 %s < %t.129.ptx


; The first test splits the 10,000 sorted values (-9998..0, 3..29997) at
; the 5,001st (3), the next the lower half at -4998.
; TREE-LABEL: .entry big(
; TREE: setp.ge.s32 {{%p[0-9]+}}, [[X:%r[0-9]+]], 3;
; TREE-NEXT: @{{%p[0-9]+}} bra
; TREE-NEXT: setp.ge.s32 {{%p[0-9]+}}, [[X]], -4998;
; TREE-COUNT-10000: setp.eq.s32
; TREE-NOT: setp.eq.s32

; 128 values: -126..0 (even), 3..381 (step 6)
; CHAIN-LABEL: .entry big(
; CHAIN-NOT: setp.ge
; CHAIN: setp.eq.s32 {{%p[0-9]+}}, [[X:%r[0-9]+]], -126;
; CHAIN-NEXT: @{{%p[0-9]+}} bra
; CHAIN-NEXT: bra.uni [[T1:\$L__BB[0-9_]+]];
; CHAIN-NEXT: [[T1]]:
; CHAIN-NEXT: setp.eq.s32 {{%p[0-9]+}}, [[X]], -124;
; CHAIN-COUNT-126: setp.eq.s32
; CHAIN-NOT: setp
; CHAIN: bra.uni

; TREE129-LABEL: .entry big(
; TREE129: setp.ge.s32
