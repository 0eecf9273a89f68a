family ordinary
word mem family=ordinary
field mem op ld
field mem type u32
form ld.u32.b32 "ld.u32.b32 %0, %1;"
