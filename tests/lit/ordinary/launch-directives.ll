; Kernel launch directives are machine-IR records (mc/internal.h
; MDirectives) that the printer spells and the verifier checks: the cluster
; ones need has_clusters, and on a target without clusters they are left out
; as llc-19 leaves them out (upstream maxclusterrank.ll), with a warning
; naming the directive and the kernel (-Wcluster-dropped); pairs ptxas rejects as "Conflicting directives"
; and zero thread counts are refused (llc-19 prints them; ptxas fails).
; Both spellings of each directive (an !nvvm.annotations entry, an nvvm.*
; function attribute) land on the same record; a .func never gets them.
; RUN: %ptxsel -mcpu=sm_90 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin
; RUN: %ptxsel -mcpu=sm_80 %s -o %t80.ptx 2> %t80.err
; RUN: FileCheck %s --check-prefix=SM80 < %t80.err
; RUN: FileCheck %s --check-prefix=SM80PTX < %t80.ptx
; RUN: %ptxas -arch=sm_80 %t80.ptx -o %t80.cubin
; RUN: %llc -mcpu=sm_80 %s -o - | FileCheck %s --check-prefix=LLC80
; RUN: not %ptxsel -mcpu=sm_80 --werror %s -o %t80w.ptx
; RUN: test ! -e %t80w.ptx
; RUN: not %ptxsel -mcpu=sm_90 %S/Inputs/launch-directives-bad.ll -o %tbad.ptx 2>&1 | FileCheck %s --check-prefix=BAD
; RUN: test ! -e %tbad.ptx
; BAD-DAG: in function 'both_ntid': error: conflicting launch directives: .maxntid and .reqntid cannot both be specified
; BAD-DAG: in function 'both_cluster': error: conflicting launch directives: .reqnctapercluster and .maxclusterrank cannot both be specified
; BAD-DAG: in function 'zero': error: launch directive .reqntid 32, 0, 1: every value must be positive

target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: .entry clustered()
; CHECK-NEXT: .maxntid 128, 1, 1
; CHECK-NEXT: .minnctapersm 2
; CHECK-NEXT: .explicitcluster
; CHECK-NEXT: .reqnctapercluster 2, 1, 1
; CHECK-NEXT: {
; SM80: in function 'clustered': warning: launch directive .reqnctapercluster 2, 1, 1 of kernel 'clustered' is left out: sm_80 has no clusters (has_clusters: sm_90+, PTX 7.8) [-Wcluster-dropped]
; SM80: in function 'ranked': warning: launch directive .maxclusterrank 4 of kernel 'ranked' is left out: sm_80 has no clusters (has_clusters: sm_90+, PTX 7.8) [-Wcluster-dropped]
; SM80-NOT: {{error|warning}}
; SM80PTX-LABEL: .entry clustered()
; SM80PTX-NEXT: .maxntid 128, 1, 1
; SM80PTX-NEXT: .minnctapersm 2
; SM80PTX-NEXT: {
; SM80PTX-LABEL: .entry ranked()
; SM80PTX-NEXT: {
; SM80PTX-NOT: cluster
; LLC80-LABEL: .entry ranked()
; LLC80-NOT: cluster
define void @clustered() #0 {
  ret void
}

; CHECK-LABEL: .entry ranked()
; CHECK-NEXT: .maxclusterrank 4
; CHECK-NEXT: {
define void @ranked() {
  ret void
}

; CHECK-LABEL: .entry plain()
; CHECK-NEXT: .reqntid 64, 2, 1
; CHECK-NEXT: .maxnreg 96
; CHECK-NEXT: {
define void @plain() {
  ret void
}

; CHECK-LABEL: .func helper()
; CHECK-NEXT: {
define void @helper() #1 {
  ret void
}

attributes #0 = { "nvvm.maxntid"="128" "nvvm.minctasm"="2" "nvvm.cluster_dim"="2,1,1" }
attributes #1 = { "nvvm.maxntid"="32" }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6}
!0 = !{ptr @plain, !"kernel", i32 1}
!1 = !{ptr @plain, !"reqntidx", i32 64}
!2 = !{ptr @plain, !"reqntidy", i32 2}
!3 = !{ptr @plain, !"maxnreg", i32 96}
!4 = !{ptr @clustered, !"kernel", i32 1}
!5 = !{ptr @ranked, !"kernel", i32 1}
!6 = !{ptr @ranked, !"maxclusterrank", i32 4}
