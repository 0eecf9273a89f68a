# ptxsel-tblgen axis tables (tests/lit/tblgen/axis.test)
family ordinary
foreach W in 16 32 {
  form add.s$W "add.s$W %0, %1, %2;"
  form shr.u$W "shr.u$W %0, %1, %2;"
}
form add.s64 "add.s64 %0, %1, %2;"
# OP and W are the axis's own variables, not foreach ones
axis arith OP=add.s,shr.u W=16,32,64 "${OP}$W"
axis one K=_,.x "add.s16$K"
