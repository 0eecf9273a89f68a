family ordinary
word mem family=ordinary
field mem op ld
field mem type u32@has_nothing
form ld.u32 "ld.u32 %0, %1;"
