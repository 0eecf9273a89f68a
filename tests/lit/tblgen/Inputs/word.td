family ordinary
family bar
word mem family=ordinary
field mem op ld st
field mem scope cta@has_atom_scope cluster@has_fence_cluster
field mem space global shared::cluster@has_clusters^78
field mem type u32 b64
field mem suffix key nvvm
form ld.global.u32 "ld.global.u32 %0, %1;"
form ld.cluster.shared::cluster.b64 req=has_mbarrier "ld.cluster.shared::cluster.b64 %0, %1;"
form st.cta.global.u32.nvvm "st.cta.global.u32 %0, %1;"
form add.s32 "add.s32 %0, %1, %2;"
word b family=bar whole
field b op bar.sync
field b form key +x
form bar.sync family=bar "bar.sync 0;"
form bar.sync+x family=bar "bar.sync %0;"
message bar has_clusters "bars need clusters here"
