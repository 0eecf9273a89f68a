# Rows whose computed facts tblgen-facts.test checks.
family ordinary
role mov
role setp
foreach K,R in b32,mov b64,_ {
  form mov.$K role=$R "mov.$K %0, %1;"
}
form setp.lt.s32 role=setp "setp.lt.s32 %0, %1, %2;"
form st.global.b32 "st.global.b32 [%0], %1;"
form add.cc.pair "add.cc.u32 %0|%1, %2, %3;"
form two "{\nmov.b32 %0, %1;\nmov.b32 %2, %1;\n}"
form tma.f16 atype=f16 "tma %0;"
form blk "x%W{.block16} %0;"
axis mv K=b32,b64 R=_,x "mov.$K$R"
