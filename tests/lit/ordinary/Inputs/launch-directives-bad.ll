; Launch directives ptxas rejects (tests/lit/ordinary/launch-directives.ll).
target triple = "nvptx64-nvidia-cuda"
define void @both_ntid() #0 { ret void }
define void @both_cluster() #1 { ret void }
define void @zero() { ret void }
attributes #0 = { "nvvm.maxntid"="128" "nvvm.reqntid"="64" }
attributes #1 = { "nvvm.cluster_dim"="2,1,1" "nvvm.maxclusterrank"="8" }
!nvvm.annotations = !{!0, !1, !2, !3, !4, !5}
!4 = !{ptr @both_ntid, !"kernel", i32 1}
!5 = !{ptr @both_cluster, !"kernel", i32 1}
!0 = !{ptr @zero, !"kernel", i32 1}
!1 = !{ptr @zero, !"reqntidx", i32 32}
!2 = !{ptr @zero, !"reqntidy", i32 0}
!3 = !{ptr @zero, !"kernel", i32 1}
