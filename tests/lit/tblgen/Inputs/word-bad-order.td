family ordinary
word mem family=ordinary
field mem op ld
field mem type u32
field mem space global
form ld.global.u32 "ld.global.u32 %0, %1;"
