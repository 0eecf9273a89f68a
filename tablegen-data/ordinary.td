# Ordinary device code: LLVM opcode x type -> PTX.
# Format: see tools/tblgen.c. %0 is the result, %1.. the operands.
# i8 values live in 16-bit registers and select the i16 rows (isel/values.c
# normalises the high byte where it is observable).

family ordinary

# Roles (tools/tblgen.c): what an instruction is to the analyses that look
# across instructions (verify/protocol.c's protocol and branch facts) and to
# query/instance.c's synthesised instances, so that they never read keys.
role mov       # a register move of one value (not the pack / unpack forms)
role setp      # a compare: operand 0 is the predicate it sets
role bra       # the unconditional branch (bra.uni)
role bra_cond  # the guarded branch
role ret       # leaves the kernel: ret, exit
role trap      # aborts the grid: no successor, nothing left to drain
role call      # a call of a function (call.uni ...)

# ---------------------------------------------------------------- moves
foreach K in pred b16 b32 b64 f32 f64 {
  form mov.$K role=mov "mov.$K %0, %1;"
}
form mov.u64 role=mov "mov.u64 %0, %1;"
form mov.u32 role=mov "mov.u32 %0, %1;"

# ---------------------------------------------------------------- integer
foreach T,W in i16,16 i32,32 i64,64 {
  form add.s$W   ir=add:$T  "add.s$W %0, %1, %2;"
  form sub.s$W   ir=sub:$T  "sub.s$W %0, %1, %2;"
  form mul.lo.s$W ir=mul:$T "mul.lo.s$W %0, %1, %2;"
  form div.s$W   ir=sdiv:$T "div.s$W %0, %1, %2;"
  form div.u$W   ir=udiv:$T "div.u$W %0, %1, %2;"
  form rem.s$W   ir=srem:$T "rem.s$W %0, %1, %2;"
  form rem.u$W   ir=urem:$T "rem.u$W %0, %1, %2;"
  form and.b$W   ir=and:$T  "and.b$W %0, %1, %2;"
  form or.b$W    ir=or:$T   "or.b$W %0, %1, %2;"
  form xor.b$W   ir=xor:$T  "xor.b$W %0, %1, %2;"
  form shl.b$W   ir=shl:$T  "shl.b$W %0, %1, %2;"
  form shr.u$W   ir=lshr:$T "shr.u$W %0, %1, %2;"
  form shr.s$W   ir=ashr:$T "shr.s$W %0, %1, %2;"
  form not.b$W   "not.b$W %0, %1;"
  form neg.s$W   "neg.s$W %0, %1;"
  form selp.b$W  ir=select:$T "selp.b$W %0, %1, %2, %3;"
  form mul.hi.s$W "mul.hi.s$W %0, %1, %2;"
  form mul.hi.u$W "mul.hi.u$W %0, %1, %2;"
  foreach C in eq ne lt le gt ge {
    form setp.$C.s$W role=setp "setp.$C.s$W %0, %1, %2;"
    form setp.$C.u$W role=setp "setp.$C.u$W %0, %1, %2;"
  }
  foreach S in s u {
    form min.$S$W intr=llvm.${S}min.$T sig=$T($T,$T) flags=nomem "min.$S$W %0, %1, %2;"
    form max.$S$W intr=llvm.${S}max.$T sig=$T($T,$T) flags=nomem "max.$S$W %0, %1, %2;"
  }
  form abs.s$W intr=llvm.abs.$T sig=$T($T,imm:i1) flags=nomem "abs.s$W %0, %1;"
}
# (add (mul a, b), c) with a one-use i32 mul at -O1 and up (isel/arith.c lower_mad)
form mad.lo.s32 "mad.lo.s32 %0, %1, %2, %3;"
form mul.wide.s32 "mul.wide.s32 %0, %1, %2;"
form mul.wide.u32 "mul.wide.u32 %0, %1, %2;"
# Axes (see tools/tblgen.c): the selector picks forms from these tables by
# index instead of spelling keys. Integer operations by width (i8 selects the
# 16-bit rows): isel/arith.c, the LLVM opcodes of lower_binop and the
# operations it computes itself (overflow intrinsics, bit splitting, casts,
# unaligned and .param accesses, atomics).
axis int OP=add.s,sub.s,mul.lo.s,div.s,div.u,rem.s,rem.u,and.b,or.b,xor.b,shl.b,shr.u,shr.s,neg.s,mul.hi.s,mul.hi.u W=16,32,64 "$OP$W"
# integer compares (icmp, switch trees, index tests): isel/arith.c picks
# them here, and verify/protocol.c learns a setp's relation and signedness
# from its place here
axis setp_int C=eq,ne,lt,le,gt,ge S=s,u W=16,32,64 "setp.$C.$S$W"
# i1 widened to 1 / -1: isel/values.c pred_to_int and zext/sext casts
axis selp_pred S=s,u W=16,32,64 "selp.$S$W.pred"
# A float or double select picks bits: selp.b32 / selp.b64, never selp.f32 /
# selp.f64. ptxas 13.0 at -O1 and above turns selp.f32 whose operand holds
# the constant -0.0 into +0.0 (docs/difftest.md, s84482_O2;
# tests/difftest/refkernels/negzero_selp); selp.b32 keeps the sign.
form selp.b32.float ir=select:float  "selp.b32 %0, %1, %2, %3;"
form selp.b64.double ir=select:double "selp.b64 %0, %1, %2, %3;"
form selp.b64.ptr ir=select:ptr "selp.b64 %0, %1, %2, %3;"
form and.pred ir=and:i1 "and.pred %0, %1, %2;"
form or.pred  ir=or:i1  "or.pred %0, %1, %2;"
form xor.pred ir=xor:i1 "xor.pred %0, %1, %2;"
form not.pred "not.pred %0, %1;"
form selp.u16.pred "selp.u16 %0, %1, %2, %3;"
form selp.u32.pred "selp.u32 %0, %1, %2, %3;"
form selp.u64.pred "selp.u64 %0, %1, %2, %3;"
form selp.s16.pred "selp.s16 %0, %1, %2, %3;"
form selp.s32.pred "selp.s32 %0, %1, %2, %3;"
form selp.s64.pred "selp.s64 %0, %1, %2, %3;"

# bit manipulation
form popc.b32 intr=llvm.ctpop.i32 sig=i32(i32) flags=nomem "popc.b32 %0, %1;"
form popc.b64 intr=llvm.ctpop.i64 sig=i64(i64) flags=nomem "{\n.reg .b32 %pt;\npopc.b64 %pt, %1;\ncvt.u64.u32 %0, %pt;\n}"
form clz.b32  intr=llvm.ctlz.i32 sig=i32(i32,imm:i1) flags=nomem "clz.b32 %0, %1;"
form clz.b64  intr=llvm.ctlz.i64 sig=i64(i64,imm:i1) flags=nomem "{\n.reg .b32 %pt;\nclz.b64 %pt, %1;\ncvt.u64.u32 %0, %pt;\n}"
form brev.b32 intr=llvm.bitreverse.i32 sig=i32(i32) flags=nomem "brev.b32 %0, %1;"
form brev.b64 intr=llvm.bitreverse.i64 sig=i64(i64) flags=nomem "brev.b64 %0, %1;"
form prmt.b32.bswap intr=llvm.bswap.i32 sig=i32(i32) flags=nomem "prmt.b32 %0, %1, 0, 0x0123;"
form cttz.b32 intr=llvm.cttz.i32 sig=i32(i32,imm:i1) flags=nomem "{\n.reg .b32 %pt;\nbrev.b32 %pt, %1;\nclz.b32 %0, %pt;\n}"
form fshl.b32 intr=llvm.fshl.i32 sig=i32(i32,i32,i32) flags=nomem "shf.l.wrap.b32 %0, %2, %1, %3;"
form fshr.b32 intr=llvm.fshr.i32 sig=i32(i32,i32,i32) flags=nomem "shf.r.wrap.b32 %0, %2, %1, %3;"
# NVVM rotates. The 32-bit one is llc-19's shf.l.wrap (the amount taken mod 32,
# as a rotate does). The 64-bit ones rotate by the amount mod 64: llc-19
# splits them into two 32-bit shf.wrap, which ignore bit 5 of the amount and
# so leave the halves unswapped for amounts 32..63 (a miscompile, fixed
# upstream after 19 by lowering them as funnel shifts); these rows compute
# the rotate itself. PTX clamps shift amounts to the width, so 64 - 0 gives 0.
form rotate.b32.nvvm intr=llvm.nvvm.rotate.b32 sig=i32(i32,i32) flags=nomem "shf.l.wrap.b32 %0, %1, %1, %2;"
form rotate.b64.nvvm intr=llvm.nvvm.rotate.b64 sig=i64(i64,reg:i32) flags=nomem "{\n.reg .b32 %pc, %pn;\n.reg .b64 %pa, %pb;\nand.b32 %pc, %2, 63;\nsub.s32 %pn, 64, %pc;\nshl.b64 %pa, %1, %pc;\nshr.u64 %pb, %1, %pn;\nor.b64 %0, %pa, %pb;\n}"
form rotate.right.b64.nvvm intr=llvm.nvvm.rotate.right.b64 sig=i64(i64,reg:i32) flags=nomem "{\n.reg .b32 %pc, %pn;\n.reg .b64 %pa, %pb;\nand.b32 %pc, %2, 63;\nsub.s32 %pn, 64, %pc;\nshr.u64 %pa, %1, %pc;\nshl.b64 %pb, %1, %pn;\nor.b64 %0, %pa, %pb;\n}"

# ---------------------------------------------------------------- floating point
foreach T,S in float,f32 double,f64 {
  form add.rn.$S ir=fadd:$T "add.rn.$S %0, %1, %2;"
  form sub.rn.$S ir=fsub:$T "sub.rn.$S %0, %1, %2;"
  form mul.rn.$S ir=fmul:$T "mul.rn.$S %0, %1, %2;"
  form div.rn.$S ir=fdiv:$T "div.rn.$S %0, %1, %2;"
  # frem as llc-19 expands it: a - trunc(a / b) * b, a itself when b is
  # infinite; mul and sub without a rounding modifier, as llc prints them, so
  # that ptxas contracts them exactly as it does llc's
  form frem.$S ir=frem:$T "{\n.reg .$S %fq, %ft, %fm, %fs;\n.reg .pred %pinf;\ndiv.rn.$S %fq, %1, %2;\ncvt.rzi.$S.$S %ft, %fq;\nmul.$S %fm, %ft, %2;\nsub.$S %fs, %1, %fm;\ntestp.infinite.$S %pinf, %2;\nselp.$S %0, %1, %fs, %pinf;\n}"
  form neg.$S    ir=fneg:$T "neg.$S %0, %1;"
  form fma.rn.$S intr=llvm.fma.$S sig=$S($S,$S,$S) flags=nomem "fma.rn.$S %0, %1, %2, %3;"
  form fma.rn.$S.fmuladd intr=llvm.fmuladd.$S sig=$S($S,$S,$S) flags=nomem "fma.rn.$S %0, %1, %2, %3;"
  form sqrt.rn.$S intr=llvm.sqrt.$S sig=$S($S) flags=nomem "sqrt.rn.$S %0, %1;"
  form abs.$S intr=llvm.fabs.$S sig=$S($S) flags=nomem "abs.$S %0, %1;"
  form min.$S intr=llvm.minnum.$S sig=$S($S,$S) flags=nomem "min.$S %0, %1, %2;"
  form max.$S intr=llvm.maxnum.$S sig=$S($S,$S) flags=nomem "max.$S %0, %1, %2;"
  form cvt.rmi.$S.$S intr=llvm.floor.$S sig=$S($S) flags=nomem "cvt.rmi.$S.$S %0, %1;"
  form cvt.rpi.$S.$S intr=llvm.ceil.$S sig=$S($S) flags=nomem "cvt.rpi.$S.$S %0, %1;"
  form cvt.rzi.$S.$S intr=llvm.trunc.$S sig=$S($S) flags=nomem "cvt.rzi.$S.$S %0, %1;"
  form cvt.rni.$S.$S intr=llvm.rint.$S sig=$S($S) flags=nomem "cvt.rni.$S.$S %0, %1;"
  form cvt.rni.$S.$S.nearbyint intr=llvm.nearbyint.$S sig=$S($S) flags=nomem "cvt.rni.$S.$S %0, %1;"
  form cvt.rni.$S.$S.roundeven intr=llvm.roundeven.$S sig=$S($S) flags=nomem "cvt.rni.$S.$S %0, %1;"
  form copysign.$S intr=llvm.copysign.$S sig=$S($S,$S) flags=nomem "copysign.$S %0, %2, %1;"
  form rcp.rn.$S "rcp.rn.$S %0, %1;"
  foreach C in eq ne lt le gt ge equ neu ltu leu gtu geu num nan {
    form setp.$C.$S role=setp "setp.$C.$S %0, %1, %2;"
  }
}
# llvm.round (half away from zero) as llc-19 expands it. f32: trunc(x +
# copysign(0.5, x)), x itself above 2^23, trunc(x) below 0.5 (keeps the sign
# of zero). f64: from |x| (0 below 0.5), the sign put back, x above 2^52.
# The operand is always a register (cvt and abs take no immediate).
form round.f32 intr=llvm.round.f32 sig=f32(reg:f32) flags=nomem "{\n.reg .b32 %rb, %rs;\n.reg .f32 %rh, %ra, %rt, %rx, %rz;\n.reg .pred %pbig, %psmall;\nmov.b32 %rb, %1;\nand.b32 %rs, %rb, -2147483648;\nor.b32 %rs, %rs, 1056964608;\nmov.b32 %rh, %rs;\nadd.rn.f32 %ra, %1, %rh;\ncvt.rzi.f32.f32 %rt, %ra;\nabs.f32 %rx, %1;\nsetp.gt.f32 %pbig, %rx, 0f4B000000;\nselp.b32 %rt, %1, %rt, %pbig;\ncvt.rzi.f32.f32 %rz, %1;\nsetp.lt.f32 %psmall, %rx, 0f3F000000;\nselp.b32 %0, %rz, %rt, %psmall;\n}"
form round.f64 intr=llvm.round.f64 sig=f64(reg:f64) flags=nomem "{\n.reg .f64 %ra, %rb, %rt, %rn;\n.reg .b64 %rr, %rs;\n.reg .pred %psmall, %pneg, %pbig;\nabs.f64 %ra, %1;\nsetp.lt.f64 %psmall, %ra, 0d3FE0000000000000;\nadd.rn.f64 %rb, %ra, 0d3FE0000000000000;\ncvt.rzi.f64.f64 %rt, %rb;\nselp.b64 %rt, 0d0000000000000000, %rt, %psmall;\nabs.f64 %rt, %rt;\nneg.f64 %rn, %rt;\nmov.b64 %rr, %1;\nshr.u64 %rs, %rr, 63;\nand.b64 %rs, %rs, 1;\nsetp.eq.b64 %pneg, %rs, 1;\nselp.b64 %rt, %rn, %rt, %pneg;\nsetp.gt.f64 %pbig, %ra, 0d4330000000000000;\nselp.b64 %0, %1, %rt, %pbig;\n}"
# ptxas: "Modifier '.NaN' requires .target sm_80 or higher"
form min.NaN.f32 intr=llvm.minimum.f32 sig=f32(f32,f32) flags=nomem req=has_minmax_nan ptx=70 "min.NaN.f32 %0, %1, %2;"
form max.NaN.f32 intr=llvm.maximum.f32 sig=f32(f32,f32) flags=nomem req=has_minmax_nan ptx=70 "max.NaN.f32 %0, %1, %2;"
# half: native arithmetic (sm_53+); division and math promote to f32 in the selector
form add.rn.f16 ir=fadd:half req=has_f16_math "add.rn.f16 %0, %1, %2;"
form sub.rn.f16 ir=fsub:half req=has_f16_math "sub.rn.f16 %0, %1, %2;"
form mul.rn.f16 ir=fmul:half req=has_f16_math "mul.rn.f16 %0, %1, %2;"
form neg.f16    ir=fneg:half req=has_f16_math "neg.f16 %0, %1;"
form fma.rn.f16 intr=llvm.fma.f16 sig=f16(f16,f16,f16) flags=nomem req=has_f16_math "fma.rn.f16 %0, %1, %2, %3;"
form fma.rn.f16.fmuladd intr=llvm.fmuladd.f16 sig=f16(f16,f16,f16) flags=nomem req=has_f16_math "fma.rn.f16 %0, %1, %2, %3;"
# half math as llc-19 selects it on sm_90 (same instructions, so NaN payloads agree too)
form cvt.rpi.f16.f16 intr=llvm.ceil.f16 sig=f16(f16) flags=nomem req=has_f16_math "cvt.rpi.f16.f16 %0, %1;"
form cvt.rmi.f16.f16 intr=llvm.floor.f16 sig=f16(f16) flags=nomem req=has_f16_math "cvt.rmi.f16.f16 %0, %1;"
form cvt.rzi.f16.f16 intr=llvm.trunc.f16 sig=f16(f16) flags=nomem req=has_f16_math "cvt.rzi.f16.f16 %0, %1;"
form cvt.rni.f16.f16 intr=llvm.rint.f16 sig=f16(f16) flags=nomem req=has_f16_math "cvt.rni.f16.f16 %0, %1;"
form cvt.rni.f16.f16.nearbyint intr=llvm.nearbyint.f16 sig=f16(f16) flags=nomem req=has_f16_math "cvt.rni.f16.f16 %0, %1;"
form cvt.rni.f16.f16.roundeven intr=llvm.roundeven.f16 sig=f16(f16) flags=nomem req=has_f16_math "cvt.rni.f16.f16 %0, %1;"
form max.f16 intr=llvm.maxnum.f16 sig=f16(f16,f16) flags=nomem req=has_bf16_fma reason="ptxas: max.f16 requires sm_80 (the gate of the sm_80 half/bf16 min/max/fma group)" "max.f16 %0, %1, %2;"
form min.f16 intr=llvm.minnum.f16 sig=f16(f16,f16) flags=nomem req=has_bf16_fma reason="ptxas: min.f16 requires sm_80" "min.f16 %0, %1, %2;"
form max.NaN.f16 intr=llvm.maximum.f16 sig=f16(f16,f16) flags=nomem req=has_bf16_fma reason="ptxas: max.NaN.f16 requires sm_80" "max.NaN.f16 %0, %1, %2;"
form min.NaN.f16 intr=llvm.minimum.f16 sig=f16(f16,f16) flags=nomem req=has_bf16_fma reason="ptxas: min.NaN.f16 requires sm_80" "min.NaN.f16 %0, %1, %2;"
form abs.f16.via_f32 intr=llvm.fabs.f16 sig=f16(f16) flags=nomem "{\n.reg .f32 %pt;\ncvt.f32.f16 %pt, %1;\nabs.f32 %pt, %pt;\ncvt.rn.f16.f32 %0, %pt;\n}"
form sqrt.f16.via_f32 intr=llvm.sqrt.f16 sig=f16(f16) flags=nomem "{\n.reg .f32 %pt;\ncvt.f32.f16 %pt, %1;\nsqrt.rn.f32 %pt, %pt;\ncvt.rn.f16.f32 %0, %pt;\n}"
form copysign.f16.bits intr=llvm.copysign.f16 sig=f16(f16,f16) flags=nomem "{\n.reg .b16 %pt, %pu;\nand.b16 %pt, %2, -32768;\nand.b16 %pu, %1, 32767;\nor.b16 %0, %pu, %pt;\n}"
# bfloat: native on sm_80 (fma, neg, abs, min, max) and sm_90 (add, sub, mul, rounding)
form fma.rn.bf16 intr=llvm.fma.bf16 sig=bf16(bf16,bf16,bf16) flags=nomem req=has_bf16_fma reason="ptxas: fma.rn.bf16 requires sm_80" "fma.rn.bf16 %0, %1, %2, %3;"
form fma.rn.bf16.fmuladd intr=llvm.fmuladd.bf16 sig=bf16(bf16,bf16,bf16) flags=nomem req=has_bf16_fma "fma.rn.bf16 %0, %1, %2, %3;"
form neg.bf16 ir=fneg:bfloat req=has_bf16_fma reason="ptxas: neg.bf16 requires sm_80" "neg.bf16 %0, %1;"
form add.rn.bf16 ir=fadd:bfloat req=has_bf16_arith reason="ptxas: add.rn.bf16 requires sm_90" "add.rn.bf16 %0, %1, %2;"
form sub.rn.bf16 ir=fsub:bfloat req=has_bf16_arith reason="ptxas: sub.rn.bf16 requires sm_90" "sub.rn.bf16 %0, %1, %2;"
form mul.rn.bf16 ir=fmul:bfloat req=has_bf16_arith reason="ptxas: mul.rn.bf16 requires sm_90" "mul.rn.bf16 %0, %1, %2;"
form abs.bf16 intr=llvm.fabs.bf16 sig=bf16(bf16) flags=nomem req=has_bf16_fma "abs.bf16 %0, %1;"
form max.bf16 intr=llvm.maxnum.bf16 sig=bf16(bf16,bf16) flags=nomem req=has_bf16_fma "max.bf16 %0, %1, %2;"
form min.bf16 intr=llvm.minnum.bf16 sig=bf16(bf16,bf16) flags=nomem req=has_bf16_fma "min.bf16 %0, %1, %2;"
form max.NaN.bf16 intr=llvm.maximum.bf16 sig=bf16(bf16,bf16) flags=nomem req=has_bf16_fma "max.NaN.bf16 %0, %1, %2;"
form min.NaN.bf16 intr=llvm.minimum.bf16 sig=bf16(bf16,bf16) flags=nomem req=has_bf16_fma "min.NaN.bf16 %0, %1, %2;"
form cvt.rpi.bf16.bf16 intr=llvm.ceil.bf16 sig=bf16(bf16) flags=nomem req=has_bf16_arith "cvt.rpi.bf16.bf16 %0, %1;"
form cvt.rmi.bf16.bf16 intr=llvm.floor.bf16 sig=bf16(bf16) flags=nomem req=has_bf16_arith "cvt.rmi.bf16.bf16 %0, %1;"
form cvt.rzi.bf16.bf16 intr=llvm.trunc.bf16 sig=bf16(bf16) flags=nomem req=has_bf16_arith "cvt.rzi.bf16.bf16 %0, %1;"
form cvt.rni.bf16.bf16 intr=llvm.rint.bf16 sig=bf16(bf16) flags=nomem req=has_bf16_arith "cvt.rni.bf16.bf16 %0, %1;"
form cvt.rni.bf16.bf16.nearbyint intr=llvm.nearbyint.bf16 sig=bf16(bf16) flags=nomem req=has_bf16_arith "cvt.rni.bf16.bf16 %0, %1;"
form cvt.rni.bf16.bf16.roundeven intr=llvm.roundeven.bf16 sig=bf16(bf16) flags=nomem req=has_bf16_arith "cvt.rni.bf16.bf16 %0, %1;"
form copysign.bf16.select intr=llvm.copysign.bf16 sig=bf16(bf16,bf16) flags=nomem req=has_bf16_fma "{\n.reg .b16 %pa, %pn, %ps;\n.reg .pred %pp;\nabs.bf16 %pa, %1;\nneg.bf16 %pn, %pa;\nshr.u16 %ps, %2, 15;\nand.b16 %ps, %ps, 1;\nsetp.eq.b16 %pp, %ps, 1;\nselp.b16 %0, %pn, %pa, %pp;\n}"
foreach C in eq ne lt le gt ge equ neu ltu leu gtu geu num nan {
  form setp.$C.f16 role=setp req=has_f16_math "setp.$C.f16 %0, %1, %2;"
}
# area arith: bfloat compares as llc-19 selects them where bfloat arithmetic
# is native (sm_90, PTX 7.8; isel/arith.c lower_fcmp; elsewhere through f32).
# No .ftz rows: ptxas rejects setp.ftz.bf16 (llc-19 prints it), so a function
# that flushes f32 denormals compares bfloat in f32 (setp.ftz.f32).
foreach C in eq ne lt le gt ge equ neu ltu leu gtu geu num nan {
  form setp.$C.bf16 role=setp req=has_bf16_arith reason="ptxas: setp.bf16 requires sm_90" "setp.$C.bf16 %0, %1, %2;"
}
axis setp_bf16 C=eq,ne,lt,le,gt,ge,equ,neu,ltu,leu,gtu,geu,num,nan "setp.$C.bf16"
form selp.b16.half ir=select:half "selp.b16 %0, %1, %2, %3;"
form selp.b16.bfloat ir=select:bfloat "selp.b16 %0, %1, %2, %3;"
form selp.b16.i16 "selp.b16 %0, %1, %2, %3;"
# floating-point operations by type: isel/arith.c lower_binop (the LLVM
# opcodes, as the rows' ir= say) and isel/contract.c (fma, neg, add, sub)
axis fp OP=add.rn,sub.rn,mul.rn,div.rn,frem,neg,fma.rn S=f16,bf16,f32,f64 "$OP.$S"
# fcmp by predicate and type: isel/arith.c lower_fcmp
axis setp_fp C=eq,ne,lt,le,gt,ge,equ,neu,ltu,leu,gtu,geu,num,nan T=f16,f32,f64 "setp.$C.$T"
# Flush-to-zero variants. A function whose "denormal-fp-math-f32" (else
# "denormal-fp-math") output mode is preserve-sign (clang's
# -fgpu-flush-denormals-to-zero) is selected as llc-19 selects it (NVPTX's
# useF32FTZ): every form of an ftz_f32 / ftz_f16 / ftz_bf16 axis entry with M=_
# (ftz_f32: f32 operations and conversions; ftz_f16: half operations and
# every float compare; ftz_bf16: bfloat operations)
# the selector emits becomes the entry with M=.ftz (isel/fpmode.c, one
# place for every path: binops, contraction, casts, compares, intrinsic
# rows). An entry whose .ftz form no row fills is refused in such a
# function: llc-19 prints .ftz there too and ptxas rejects it (the bf16
# arithmetic: "Illegal modifier '.ftz'") or nothing here prints it yet
# (packed f32x2). llc-19 leaves the NVVM intrinsics that spell their own
# mode (llvm.nvvm.fmin.f, ex2.approx.f, ...), integer-to-float
# conversions, narrowing to f16 / bf16, f16 rounding, and f64 as they are:
# their rows are in no axis.
form add.rn.ftz.f32 "add.rn.ftz.f32 %0, %1, %2;"
form sub.rn.ftz.f32 "sub.rn.ftz.f32 %0, %1, %2;"
form mul.rn.ftz.f32 "mul.rn.ftz.f32 %0, %1, %2;"
form div.rn.ftz.f32 "div.rn.ftz.f32 %0, %1, %2;"
form neg.ftz.f32 "neg.ftz.f32 %0, %1;"
form abs.ftz.f32 "abs.ftz.f32 %0, %1;"
form min.ftz.f32 "min.ftz.f32 %0, %1, %2;"
form max.ftz.f32 "max.ftz.f32 %0, %1, %2;"
form min.NaN.ftz.f32 req=has_minmax_nan ptx=70 "min.NaN.ftz.f32 %0, %1, %2;"
form max.NaN.ftz.f32 req=has_minmax_nan ptx=70 "max.NaN.ftz.f32 %0, %1, %2;"
form fma.rn.ftz.f32 "fma.rn.ftz.f32 %0, %1, %2, %3;"
form fma.rn.ftz.f32.fmuladd "fma.rn.ftz.f32 %0, %1, %2, %3;"
form sqrt.rn.ftz.f32 "sqrt.rn.ftz.f32 %0, %1;"
form sqrt.rn.ftz.f32.nvvm.sqrt "sqrt.rn.ftz.f32 %0, %1;"
form rcp.rn.ftz.f32 "rcp.rn.ftz.f32 %0, %1;"
foreach R in rmi rpi rzi rni {
  form cvt.$R.ftz.f32.f32 "cvt.$R.ftz.f32.f32 %0, %1;"
}
form cvt.rni.ftz.f32.f32.nearbyint "cvt.rni.ftz.f32.f32 %0, %1;"
form cvt.rni.ftz.f32.f32.roundeven "cvt.rni.ftz.f32.f32 %0, %1;"
foreach C in eq ne lt le gt ge equ neu ltu leu gtu geu num nan {
  form setp.$C.ftz.f32 role=setp "setp.$C.ftz.f32 %0, %1, %2;"
  form setp.$C.ftz.f16 role=setp req=has_f16_math "setp.$C.ftz.f16 %0, %1, %2;"
}
foreach I in u8 s8 u16 s16 u32 s32 u64 s64 {
  form cvt.rzi.ftz.$I.f32 "cvt.rzi.ftz.$I.f32 %0, %1;"
}
form cvt.ftz.f64.f32 "cvt.ftz.f64.f32 %0, %1;"
form cvt.rn.ftz.f32.f64 "cvt.rn.ftz.f32.f64 %0, %1;"
form cvt.ftz.f32.f16 "cvt.ftz.f32.f16 %0, %1;"
form cvt.ftz.f32.f16.convert "cvt.ftz.f32.f16 %0, %1;"
form cvt.ftz.f32.bf16 req=has_cvt_bf16 ptx=71 "cvt.ftz.f32.bf16 %0, %1;"
# the expansions above with llc-19's .ftz instructions (frem keeps testp,
# which has no .ftz; copysign is llc-19's: |x|, its negation, and a select on
# the sign bit of y, so a subnormal x becomes a signed zero as there)
form frem.ftz.f32 "{\n.reg .f32 %fq, %ft, %fm, %fs;\n.reg .pred %pinf;\ndiv.rn.ftz.f32 %fq, %1, %2;\ncvt.rzi.ftz.f32.f32 %ft, %fq;\nmul.ftz.f32 %fm, %ft, %2;\nsub.ftz.f32 %fs, %1, %fm;\ntestp.infinite.f32 %pinf, %2;\nselp.b32 %0, %1, %fs, %pinf;\n}"
form round.ftz.f32 "{\n.reg .b32 %rb, %rs;\n.reg .f32 %rh, %ra, %rt, %rx, %rz;\n.reg .pred %pbig, %psmall;\nmov.b32 %rb, %1;\nand.b32 %rs, %rb, -2147483648;\nor.b32 %rs, %rs, 1056964608;\nmov.b32 %rh, %rs;\nadd.rn.ftz.f32 %ra, %1, %rh;\ncvt.rzi.ftz.f32.f32 %rt, %ra;\nabs.ftz.f32 %rx, %1;\nsetp.gt.ftz.f32 %pbig, %rx, 0f4B000000;\nselp.b32 %rt, %1, %rt, %pbig;\ncvt.rzi.ftz.f32.f32 %rz, %1;\nsetp.lt.ftz.f32 %psmall, %rx, 0f3F000000;\nselp.b32 %0, %rz, %rt, %psmall;\n}"
form copysign.ftz.f32 "{\n.reg .f32 %fa, %fn;\n.reg .b32 %rb;\n.reg .pred %pn;\nabs.ftz.f32 %fa, %1;\nneg.ftz.f32 %fn, %fa;\nmov.b32 %rb, %2;\nsetp.lt.s32 %pn, %rb, 0;\nselp.b32 %0, %fn, %fa, %pn;\n}"
# half: native arithmetic and compares take .ftz (and flush f16 subnormals)
form add.rn.ftz.f16 req=has_f16_math "add.rn.ftz.f16 %0, %1, %2;"
form sub.rn.ftz.f16 req=has_f16_math "sub.rn.ftz.f16 %0, %1, %2;"
form mul.rn.ftz.f16 req=has_f16_math "mul.rn.ftz.f16 %0, %1, %2;"
form neg.ftz.f16 req=has_f16_math "neg.ftz.f16 %0, %1;"
form fma.rn.ftz.f16 req=has_f16_math "fma.rn.ftz.f16 %0, %1, %2, %3;"
form fma.rn.ftz.f16.fmuladd req=has_f16_math "fma.rn.ftz.f16 %0, %1, %2, %3;"
form min.ftz.f16 req=has_bf16_fma "min.ftz.f16 %0, %1, %2;"
form max.ftz.f16 req=has_bf16_fma "max.ftz.f16 %0, %1, %2;"
form min.NaN.ftz.f16 req=has_bf16_fma "min.NaN.ftz.f16 %0, %1, %2;"
form max.NaN.ftz.f16 req=has_bf16_fma "max.NaN.ftz.f16 %0, %1, %2;"
axis ftz_f32 OP=add.rn,sub.rn,mul.rn,div.rn,frem,neg,abs,min,max,min.NaN,max.NaN,fma.rn,sqrt.rn,rcp.rn,cvt.rmi,cvt.rpi,cvt.rzi,cvt.rni,round,copysign,cvt,cvt.rn M=_,.ftz T=f32,f32x2,f32.fmuladd,f32.nvvm.sqrt,f32.f32,f32.f32.nearbyint,f32.f32.roundeven,u8.f32,s8.f32,u16.f32,s16.f32,u32.f32,s32.f32,u64.f32,s64.f32,f64.f32,f32.f64,f32.f16,f32.f16.convert,f32.bf16 "$OP$M.$T"
axis ftz_f16 OP=add.rn,sub.rn,mul.rn,neg,fma.rn,min,max,min.NaN,max.NaN,setp.eq,setp.ne,setp.lt,setp.le,setp.gt,setp.ge,setp.equ,setp.neu,setp.ltu,setp.leu,setp.gtu,setp.geu,setp.num,setp.nan M=_,.ftz T=f32,f16,f16.fmuladd "$OP$M.$T"
# bfloat: llc-19 prints these with .ftz too (add.rn.ftz.bf16, min.ftz.bf16,
# ...), which ptxas rejects ("Illegal modifier '.ftz'"): no .ftz rows, so
# refused; fneg (llc: a sign-bit xor) and fabs keep their rows
axis ftz_bf16 OP=add.rn,sub.rn,mul.rn,fma.rn,min,max,min.NaN,max.NaN M=_,.ftz T=bf16,bf16.fmuladd "$OP$M.$T"
# packed f32x2 (sm_100 and every later target, PTX 8.6: has_f32x2; ptxas
# takes only .b64 registers): fadd / fsub / fmul <N x float> and llvm.fma /
# llvm.fmuladd on them, lanes 2i and 2i+1 as one instruction, as upstream LLVM
# selects v2f32 (isel/arith.c lower_f32x2). The spellings without a rounding
# (CUTLASS's simd_sm100.hpp writes add.f32x2 / mul.f32x2) leave ptxas free to
# contract them with a mul; upstream prints them only where it may fuse
# (-fp-contract=fast, unsafe-fp-math), which ptxsel does not model for any
# type, so the selector prints the .rn forms and the plain ones are forms the
# verifier and ptxsel-query gate. fma has no rounding-free spelling.
foreach OP in add sub mul {
  form $OP.rn.f32x2 req=has_f32x2 ptx=86 "$OP.rn.f32x2 %0, %1, %2;"
  form $OP.f32x2 req=has_f32x2 ptx=86 "$OP.f32x2 %0, %1, %2;"
}
form fma.rn.f32x2 req=has_f32x2 ptx=86 "fma.rn.f32x2 %0, %1, %2, %3;"
# fpfast: "unsafe-fp-math"="true" (isel/fpmode.c fp_mode_form). At -O1 and
# up llc-19 selects fadd / fsub / fmul there without a rounding modifier (its
# allowFMA forms, and so the addition of llvm.round's expansion; ptxas may
# contract them, as it does llc's), at every level
# frem without the infinity test (mul / sub plain, division .rn), 1 / y as
# rcp.approx; llvm.nvvm.rcp.approx.ftz.d and llvm.nvvm.fma.rn.ftz.f are what
# its sqrt estimates take (isel/expand.c).
foreach S in f32 ftz.f32 f64 {
  form add.$S "add.$S %0, %1, %2;"
  form sub.$S "sub.$S %0, %1, %2;"
  form mul.$S "mul.$S %0, %1, %2;"
}
foreach S in f16 ftz.f16 {
  form add.$S req=has_f16_math "add.$S %0, %1, %2;"
  form sub.$S req=has_f16_math "sub.$S %0, %1, %2;"
  form mul.$S req=has_f16_math "mul.$S %0, %1, %2;"
}
form add.bf16 req=has_bf16_arith reason="ptxas: add.bf16 requires sm_90" "add.bf16 %0, %1, %2;"
form sub.bf16 req=has_bf16_arith reason="ptxas: sub.bf16 requires sm_90" "sub.bf16 %0, %1, %2;"
form mul.bf16 req=has_bf16_arith reason="ptxas: mul.bf16 requires sm_90" "mul.bf16 %0, %1, %2;"
form frem.unsafe.f32 "{\n.reg .f32 %fq, %ft, %fm;\ndiv.rn.f32 %fq, %1, %2;\ncvt.rzi.f32.f32 %ft, %fq;\nmul.f32 %fm, %ft, %2;\nsub.f32 %0, %1, %fm;\n}"
form frem.unsafe.ftz.f32 "{\n.reg .f32 %fq, %ft, %fm;\ndiv.rn.ftz.f32 %fq, %1, %2;\ncvt.rzi.ftz.f32.f32 %ft, %fq;\nmul.ftz.f32 %fm, %ft, %2;\nsub.ftz.f32 %0, %1, %fm;\n}"
form frem.unsafe.f64 "{\n.reg .f64 %fq, %ft, %fm;\ndiv.rn.f64 %fq, %1, %2;\ncvt.rzi.f64.f64 %ft, %fq;\nmul.f64 %fm, %ft, %2;\nsub.f64 %0, %1, %fm;\n}"
form rcp.approx.f32 "rcp.approx.f32 %0, %1;"
# llvm.round as above with its addition without .rn (-O1 and up)
form round.unsafe.f32 "{\n.reg .b32 %rb, %rs;\n.reg .f32 %rh, %ra, %rt, %rx, %rz;\n.reg .pred %pbig, %psmall;\nmov.b32 %rb, %1;\nand.b32 %rs, %rb, -2147483648;\nor.b32 %rs, %rs, 1056964608;\nmov.b32 %rh, %rs;\nadd.f32 %ra, %1, %rh;\ncvt.rzi.f32.f32 %rt, %ra;\nabs.f32 %rx, %1;\nsetp.gt.f32 %pbig, %rx, 0f4B000000;\nselp.b32 %rt, %1, %rt, %pbig;\ncvt.rzi.f32.f32 %rz, %1;\nsetp.lt.f32 %psmall, %rx, 0f3F000000;\nselp.b32 %0, %rz, %rt, %psmall;\n}"
form round.unsafe.ftz.f32 "{\n.reg .b32 %rb, %rs;\n.reg .f32 %rh, %ra, %rt, %rx, %rz;\n.reg .pred %pbig, %psmall;\nmov.b32 %rb, %1;\nand.b32 %rs, %rb, -2147483648;\nor.b32 %rs, %rs, 1056964608;\nmov.b32 %rh, %rs;\nadd.ftz.f32 %ra, %1, %rh;\ncvt.rzi.ftz.f32.f32 %rt, %ra;\nabs.ftz.f32 %rx, %1;\nsetp.gt.ftz.f32 %pbig, %rx, 0f4B000000;\nselp.b32 %rt, %1, %rt, %pbig;\ncvt.rzi.ftz.f32.f32 %rz, %1;\nsetp.lt.ftz.f32 %psmall, %rx, 0f3F000000;\nselp.b32 %0, %rz, %rt, %psmall;\n}"
form round.unsafe.f64 "{\n.reg .f64 %ra, %rb, %rt, %rn;\n.reg .b64 %rr, %rs;\n.reg .pred %psmall, %pneg, %pbig;\nabs.f64 %ra, %1;\nsetp.lt.f64 %psmall, %ra, 0d3FE0000000000000;\nadd.f64 %rb, %ra, 0d3FE0000000000000;\ncvt.rzi.f64.f64 %rt, %rb;\nselp.b64 %rt, 0d0000000000000000, %rt, %psmall;\nabs.f64 %rt, %rt;\nneg.f64 %rn, %rt;\nmov.b64 %rr, %1;\nshr.u64 %rs, %rr, 63;\nand.b64 %rs, %rs, 1;\nsetp.eq.b64 %pneg, %rs, 1;\nselp.b64 %rt, %rn, %rt, %pneg;\nsetp.gt.f64 %pbig, %ra, 0d4330000000000000;\nselp.b64 %0, %1, %rt, %pbig;\n}"
form rcp.approx.ftz.f64 intr=llvm.nvvm.rcp.approx.ftz.d sig=f64(f64) flags=nomem "rcp.approx.ftz.f64 %0, %1;"
form fma.rn.ftz.f32.nvvm intr=llvm.nvvm.fma.rn.ftz.f sig=f32(f32,f32,f32) flags=nomem "fma.rn.ftz.f32 %0, %1, %2, %3;"
# special functions (llvm.nvvm.*)
form ex2.approx.f32   intr=llvm.nvvm.ex2.approx.f sig=f32(f32) flags=nomem "ex2.approx.f32 %0, %1;"
form ex2.approx.ftz.f32 intr=llvm.nvvm.ex2.approx.ftz.f sig=f32(f32) flags=nomem "ex2.approx.ftz.f32 %0, %1;"
form ex2.approx.f32.exp2 intr=llvm.exp2.f32 sig=f32(f32) flags=nomem "ex2.approx.f32 %0, %1;"
form lg2.approx.f32   intr=llvm.nvvm.lg2.approx.f sig=f32(f32) flags=nomem "lg2.approx.f32 %0, %1;"
form rsqrt.approx.f32 intr=llvm.nvvm.rsqrt.approx.f sig=f32(f32) flags=nomem "rsqrt.approx.f32 %0, %1;"
form rsqrt.approx.f64 intr=llvm.nvvm.rsqrt.approx.d sig=f64(f64) flags=nomem "rsqrt.approx.f64 %0, %1;"
form sqrt.approx.f32  intr=llvm.nvvm.sqrt.approx.f sig=f32(f32) flags=nomem "sqrt.approx.f32 %0, %1;"
form sqrt.rn.f32.nvvm intr=llvm.nvvm.sqrt.rn.f sig=f32(f32) flags=nomem "sqrt.rn.f32 %0, %1;"
form sin.approx.f32   intr=llvm.nvvm.sin.approx.f sig=f32(f32) flags=nomem "sin.approx.f32 %0, %1;"
form cos.approx.f32   intr=llvm.nvvm.cos.approx.f sig=f32(f32) flags=nomem "cos.approx.f32 %0, %1;"
form rcp.rn.f32.nvvm  intr=llvm.nvvm.rcp.rn.f sig=f32(f32) flags=nomem "rcp.rn.f32 %0, %1;"
form rcp.approx.ftz.f32 intr=llvm.nvvm.rcp.approx.ftz.f sig=f32(f32) flags=nomem "rcp.approx.ftz.f32 %0, %1;"
form rcp.rn.f64.nvvm  intr=llvm.nvvm.rcp.rn.d sig=f64(f64) flags=nomem "rcp.rn.f64 %0, %1;"
form div.approx.f32   intr=llvm.nvvm.div.approx.f sig=f32(f32,f32) flags=nomem "div.approx.f32 %0, %1, %2;"
form div.full.f32     intr=llvm.nvvm.div.full sig=f32(f32,f32) flags=nomem "div.full.f32 %0, %1, %2;"
form cvt.sat.f32.f32  intr=llvm.nvvm.saturate.f sig=f32(f32) flags=nomem "cvt.sat.f32.f32 %0, %1;"
form min.f32.nvvm     intr=llvm.nvvm.fmin.f sig=f32(f32,f32) flags=nomem "min.f32 %0, %1, %2;"
form max.f32.nvvm     intr=llvm.nvvm.fmax.f sig=f32(f32,f32) flags=nomem "max.f32 %0, %1, %2;"
form min.f64.nvvm     intr=llvm.nvvm.fmin.d sig=f64(f64,f64) flags=nomem "min.f64 %0, %1, %2;"
form max.f64.nvvm     intr=llvm.nvvm.fmax.d sig=f64(f64,f64) flags=nomem "max.f64 %0, %1, %2;"
form abs.f32.nvvm     intr=llvm.nvvm.fabs.f sig=f32(f32) flags=nomem "abs.f32 %0, %1;"
form mul.hi.s32.nvvm  intr=llvm.nvvm.mulhi.i sig=i32(i32,i32) flags=nomem "mul.hi.s32 %0, %1, %2;"
form mul.hi.u32.nvvm  intr=llvm.nvvm.mulhi.ui sig=i32(i32,i32) flags=nomem "mul.hi.u32 %0, %1, %2;"
form mul.hi.s64.nvvm  intr=llvm.nvvm.mulhi.ll sig=i64(i64,i64) flags=nomem "mul.hi.s64 %0, %1, %2;"
form mul.hi.u64.nvvm  intr=llvm.nvvm.mulhi.ull sig=i64(i64,i64) flags=nomem "mul.hi.u64 %0, %1, %2;"
form fma.rn.f32.nvvm  intr=llvm.nvvm.fma.rn.f sig=f32(f32,f32,f32) flags=nomem "fma.rn.f32 %0, %1, %2, %3;"
form fma.rn.f64.nvvm  intr=llvm.nvvm.fma.rn.d sig=f64(f64,f64,f64) flags=nomem "fma.rn.f64 %0, %1, %2, %3;"
form sad.u32          intr=llvm.nvvm.sad.ui sig=i32(i32,i32,i32) flags=nomem "sad.u32 %0, %1, %2, %3;"
form brev.b32.nvvm    intr=llvm.nvvm.brev32 sig=i32(i32) flags=nomem "brev.b32 %0, %1;"
form popc.b32.nvvm    intr=llvm.nvvm.popc.i sig=i32(i32) flags=nomem "popc.b32 %0, %1;"
form clz.b32.nvvm     intr=llvm.nvvm.clz.i sig=i32(i32) flags=nomem "clz.b32 %0, %1;"
form prmt.b32         intr=llvm.nvvm.prmt sig=i32(i32,i32,i32) flags=nomem "prmt.b32 %0, %1, %2, %3;"
# lop3.b32 d, a, b, c, immLut (DeepGEMM ld_st.cuh): upstream has no intrinsic; ours,
# llvm.nvvm.lop3.b32(a, b, c, immarg lut): any function of three bits, the
# 8-bit truth table an immediate (ptxas: a register is "Arguments mismatch").
form lop3.b32         intr=llvm.nvvm.lop3.b32 sig=i32(i32,i32,i32,imm:i32[0..255]) flags=nomem "lop3.b32 %0, %1, %2, %3, %4;"
form mul.hi.s16.nvvm  intr=llvm.nvvm.mulhi.s sig=i16(i16,i16) flags=nomem "mul.hi.s16 %0, %1, %2;"
form mul.hi.u16.nvvm  intr=llvm.nvvm.mulhi.us sig=i16(i16,i16) flags=nomem "mul.hi.u16 %0, %1, %2;"
foreach N,T,S in s,i16,s16 us,i16,u16 i,i32,s32 ll,i64,s64 ull,i64,u64 {
  form sad.$S intr=llvm.nvvm.sad.$N sig=$T($T,$T,$T) flags=nomem "sad.$S %0, %1, %2, %3;"
}
foreach F in rsqrt sqrt sin cos lg2 {
  form $F.approx.ftz.f32 intr=llvm.nvvm.$F.approx.ftz.f sig=f32(f32) flags=nomem "$F.approx.ftz.f32 %0, %1;"
}
# no rows for llvm.nvvm.lg2.approx.d / ex2.approx.d: llc-19 prints lg2/ex2.approx.f64,
# which PTX does not have (ptxas: "Unexpected instruction types specified")
# ptxas: ex2.approx.f16 / .f16x2 need PTX 7.0 (and sm_75, the oldest target here)
form ex2.approx.f16 intr=llvm.nvvm.ex2.approx.f16 sig=f16(f16) flags=nomem ptx=70 "ex2.approx.f16 %0, %1;"
form ex2.approx.f16x2 intr=llvm.nvvm.ex2.approx.f16x2 sig=h2(h2) flags=nomem ptx=70 "ex2.approx.f16x2 %0, %1;"
# llvm.nvvm.sqrt.f is IEEE sqrt unless the module asks for approximate math (llc: sqrt.rn.f32 by default)
form sqrt.rn.f32.nvvm.sqrt intr=llvm.nvvm.sqrt.f sig=f32(f32) flags=nomem "sqrt.rn.f32 %0, %1;"
# llvm.nvvm.sqrt.{rn,rz,rm,rp}.{f,ftz.f,d}: the rounding (and .ftz) they name
# (sqrt.rn.f32.nvvm above is .rn.f)
foreach R in rz rm rp {
  form sqrt.$R.f32.nvvm intr=llvm.nvvm.sqrt.$R.f sig=f32(f32) flags=nomem "sqrt.$R.f32 %0, %1;"
}
foreach R in rn rz rm rp {
  form sqrt.$R.ftz.f32.nvvm intr=llvm.nvvm.sqrt.$R.ftz.f sig=f32(f32) flags=nomem "sqrt.$R.ftz.f32 %0, %1;"
  form sqrt.$R.f64.nvvm intr=llvm.nvvm.sqrt.$R.d sig=f64(f64) flags=nomem "sqrt.$R.f64 %0, %1;"
}
# find n-th set bit
form fns.b32 intr=llvm.nvvm.fns sig=i32(i32,i32,i32) flags=nomem "fns.b32 %0, %1, %2, %3;"
form rsqrt.approx.ftz.f64 intr=llvm.nvvm.rsqrt.approx.ftz.d sig=f64(f64) flags=nomem "rsqrt.approx.ftz.f64 %0, %1;"
form div.approx.ftz.f32 intr=llvm.nvvm.div.approx.ftz.f sig=f32(f32,f32) flags=nomem "div.approx.ftz.f32 %0, %1, %2;"
foreach R in rn rz rm rp {
  form div.$R.f32.nvvm intr=llvm.nvvm.div.$R.f sig=f32(f32,f32) flags=nomem "div.$R.f32 %0, %1, %2;"
  form div.$R.ftz.f32.nvvm intr=llvm.nvvm.div.$R.ftz.f sig=f32(f32,f32) flags=nomem "div.$R.ftz.f32 %0, %1, %2;"
  form div.$R.f64.nvvm intr=llvm.nvvm.div.$R.d sig=f64(f64,f64) flags=nomem "div.$R.f64 %0, %1, %2;"
}
# clock64 / globaltimer, as llc-19 reads them
form mov.u64.clock64.readcyclecounter intr=llvm.readcyclecounter sig=i64() flags=side_effect "mov.u64 %0, %clock64;"
form mov.u64.globaltimer.readsteadycounter intr=llvm.readsteadycounter sig=i64() flags=side_effect "mov.u64 %0, %globaltimer;"
# llvm.nvvm.fmin / fmax with .ftz / .nan (PTX .NaN) as llc-19 spells them
# (the plain .f / .d ones are min.f32.nvvm ... above). ptxas: .NaN, and any
# .f16 / .bf16 min / max, need sm_80 (PTX 7.0).
foreach OP in min max {
  form $OP.ftz.f32.nvvm intr=llvm.nvvm.f$OP.ftz.f sig=f32(f32,f32) flags=nomem "$OP.ftz.f32 %0, %1, %2;"
  foreach I,P in .nan,.NaN .ftz.nan,.ftz.NaN {
    form $OP$P.f32.nvvm intr=llvm.nvvm.f$OP$I.f sig=f32(f32,f32) flags=nomem req=has_minmax_nan ptx=70 "$OP$P.f32 %0, %1, %2;"
  }
  foreach I,P in _,_ .ftz,.ftz .nan,.NaN .ftz.nan,.ftz.NaN {
    form $OP$P.f16.nvvm intr=llvm.nvvm.f$OP$I.f16 sig=f16(f16,f16) flags=nomem req=has_bf16_fma ptx=70 "$OP$P.f16 %0, %1, %2;"
    form $OP$P.f16x2.nvvm intr=llvm.nvvm.f$OP$I.f16x2 sig=h2(h2,h2) flags=nomem req=has_bf16_fma ptx=70 "$OP$P.f16x2 %0, %1, %2;"
  }
  foreach I,P in _,_ .nan,.NaN {
    form $OP$P.bf16.nvvm intr=llvm.nvvm.f$OP$I.bf16 sig=bf16(bf16,bf16) flags=nomem req=has_bf16_fma ptx=70 "$OP$P.bf16 %0, %1, %2;"
    form $OP$P.bf16x2.nvvm intr=llvm.nvvm.f$OP$I.bf16x2 sig=bh2(bh2,bh2) flags=nomem req=has_bf16_fma ptx=70 "$OP$P.bf16x2 %0, %1, %2;"
  }
  # .xorsign.abs: sm_86, PTX 7.2
  foreach I,P in _,_ .ftz,.ftz .nan,.NaN .ftz.nan,.ftz.NaN {
    form $OP$P.xorsign.abs.f32 intr=llvm.nvvm.f$OP$I.xorsign.abs.f sig=f32(f32,f32) flags=nomem req=has_minmax_xorsign ptx=72 "$OP$P.xorsign.abs.f32 %0, %1, %2;"
    form $OP$P.xorsign.abs.f16 intr=llvm.nvvm.f$OP$I.xorsign.abs.f16 sig=f16(f16,f16) flags=nomem req=has_minmax_xorsign ptx=72 "$OP$P.xorsign.abs.f16 %0, %1, %2;"
    form $OP$P.xorsign.abs.f16x2 intr=llvm.nvvm.f$OP$I.xorsign.abs.f16x2 sig=h2(h2,h2) flags=nomem req=has_minmax_xorsign ptx=72 "$OP$P.xorsign.abs.f16x2 %0, %1, %2;"
  }
  foreach I,P in _,_ .nan,.NaN {
    form $OP$P.xorsign.abs.bf16 intr=llvm.nvvm.f$OP$I.xorsign.abs.bf16 sig=bf16(bf16,bf16) flags=nomem req=has_minmax_xorsign ptx=72 "$OP$P.xorsign.abs.bf16 %0, %1, %2;"
    form $OP$P.xorsign.abs.bf16x2 intr=llvm.nvvm.f$OP$I.xorsign.abs.bf16x2 sig=bh2(bh2,bh2) flags=nomem req=has_minmax_xorsign ptx=72 "$OP$P.xorsign.abs.bf16x2 %0, %1, %2;"
  }
}
# llvm.nvvm.fma.rn.*.f16(x2): .ftz / .sat from sm_53 (every target here);
# .relu needs sm_80 (PTX 7.0), as do the .bf16 forms
foreach M in _ .ftz .sat .ftz.sat {
  form fma.rn$M.f16.nvvm intr=llvm.nvvm.fma.rn$M.f16 sig=f16(f16,f16,f16) flags=nomem "fma.rn$M.f16 %0, %1, %2, %3;"
  form fma.rn$M.f16x2.nvvm intr=llvm.nvvm.fma.rn$M.f16x2 sig=h2(h2,h2,h2) flags=nomem "fma.rn$M.f16x2 %0, %1, %2, %3;"
}
foreach M in .relu .ftz.relu {
  form fma.rn$M.f16.nvvm intr=llvm.nvvm.fma.rn$M.f16 sig=f16(f16,f16,f16) flags=nomem req=has_bf16_fma ptx=70 "fma.rn$M.f16 %0, %1, %2, %3;"
  form fma.rn$M.f16x2.nvvm intr=llvm.nvvm.fma.rn$M.f16x2 sig=h2(h2,h2,h2) flags=nomem req=has_bf16_fma ptx=70 "fma.rn$M.f16x2 %0, %1, %2, %3;"
}
foreach M in _ .relu {
  form fma.rn$M.bf16.nvvm intr=llvm.nvvm.fma.rn$M.bf16 sig=bf16(bf16,bf16,bf16) flags=nomem req=has_bf16_fma ptx=70 "fma.rn$M.bf16 %0, %1, %2, %3;"
  form fma.rn$M.bf16x2.nvvm intr=llvm.nvvm.fma.rn$M.bf16x2 sig=bh2(bh2,bh2,bh2) flags=nomem req=has_bf16_fma ptx=70 "fma.rn$M.bf16x2 %0, %1, %2, %3;"
}
form abs.bf16.nvvm intr=llvm.nvvm.abs.bf16 sig=bf16(bf16) flags=nomem req=has_bf16_fma ptx=70 "abs.bf16 %0, %1;"
form neg.bf16.nvvm intr=llvm.nvvm.neg.bf16 sig=bf16(bf16) flags=nomem req=has_bf16_fma ptx=70 "neg.bf16 %0, %1;"
form abs.bf16x2.nvvm intr=llvm.nvvm.abs.bf16x2 sig=bh2(bh2) flags=nomem req=has_bf16_fma ptx=70 "abs.bf16x2 %0, %1;"
form neg.bf16x2.nvvm intr=llvm.nvvm.neg.bf16x2 sig=bh2(bh2) flags=nomem req=has_bf16_fma ptx=70 "neg.bf16x2 %0, %1;"

form cttz.b64 intr=llvm.cttz.i64 sig=i64(i64,imm:i1) flags=nomem "{\n.reg .b64 %pt;\n.reg .b32 %pc;\nbrev.b64 %pt, %1;\nclz.b64 %pc, %pt;\ncvt.u64.u32 %0, %pc;\n}"
form popc.b16 intr=llvm.ctpop.i16 sig=i16(i16) flags=nomem "{\n.reg .b32 %pt;\ncvt.u32.u16 %pt, %1;\npopc.b32 %pt, %pt;\ncvt.u16.u32 %0, %pt;\n}"
form clz.b16 intr=llvm.ctlz.i16 sig=i16(i16,imm:i1) flags=nomem "{\n.reg .b32 %pt;\ncvt.u32.u16 %pt, %1;\nclz.b32 %pt, %pt;\nsub.s32 %pt, %pt, 16;\ncvt.u16.u32 %0, %pt;\n}"
form prmt.b32.bswap16 intr=llvm.bswap.i16 sig=i16(i16) flags=nomem "{\n.reg .b32 %pt;\ncvt.u32.u16 %pt, %1;\nprmt.b32 %pt, %pt, 0, 0x0001;\ncvt.u16.u32 %0, %pt;\n}"
form prmt.b32.bswap64 intr=llvm.bswap.i64 sig=i64(i64) flags=nomem "{\n.reg .b32 %plo, %phi, %pnl, %pnh;\nmov.b64 {%plo, %phi}, %1;\nprmt.b32 %pnh, %plo, 0, 0x0123;\nprmt.b32 %pnl, %phi, 0, 0x0123;\nmov.b64 %0, {%pnl, %pnh};\n}"
# 64-bit funnel shifts (shf is 32-bit only): a << c | b >> 1 >> (63 - c), c mod 64
form fshl.b64 intr=llvm.fshl.i64 sig=i64(i64,i64,i64) flags=nomem "{\n.reg .b32 %pc, %pn;\n.reg .b64 %pa, %pb, %pk;\nmov.b64 %pk, %3;\ncvt.u32.u64 %pc, %pk;\nand.b32 %pc, %pc, 63;\nshl.b64 %pa, %1, %pc;\nshr.u64 %pb, %2, 1;\nxor.b32 %pn, %pc, 63;\nshr.u64 %pb, %pb, %pn;\nor.b64 %0, %pa, %pb;\n}"
form fshr.b64 intr=llvm.fshr.i64 sig=i64(i64,i64,i64) flags=nomem "{\n.reg .b32 %pc, %pn;\n.reg .b64 %pa, %pb, %pk;\nmov.b64 %pk, %3;\ncvt.u32.u64 %pc, %pk;\nand.b32 %pc, %pc, 63;\nshr.u64 %pb, %2, %pc;\nshl.b64 %pa, %1, 1;\nxor.b32 %pn, %pc, 63;\nshl.b64 %pa, %pa, %pn;\nor.b64 %0, %pa, %pb;\n}"
# 16- and 8-bit funnel shifts through a 32-bit concatenation (i8 lives in .b16
# registers with an unspecified high byte: the template masks what it reads)
form fshl.b16 intr=llvm.fshl.i16 sig=i16(i16,i16,i16) flags=nomem "{\n.reg .b16 %ph;\n.reg .b32 %pa, %pb, %pc;\nmov.b16 %ph, %1;\ncvt.u32.u16 %pa, %ph;\nmov.b16 %ph, %2;\ncvt.u32.u16 %pb, %ph;\nmov.b16 %ph, %3;\ncvt.u32.u16 %pc, %ph;\nshl.b32 %pa, %pa, 16;\nor.b32 %pa, %pa, %pb;\nand.b32 %pc, %pc, 15;\nshl.b32 %pa, %pa, %pc;\nshr.u32 %pa, %pa, 16;\ncvt.u16.u32 %0, %pa;\n}"
form fshr.b16 intr=llvm.fshr.i16 sig=i16(i16,i16,i16) flags=nomem "{\n.reg .b16 %ph;\n.reg .b32 %pa, %pb, %pc;\nmov.b16 %ph, %1;\ncvt.u32.u16 %pa, %ph;\nmov.b16 %ph, %2;\ncvt.u32.u16 %pb, %ph;\nmov.b16 %ph, %3;\ncvt.u32.u16 %pc, %ph;\nshl.b32 %pa, %pa, 16;\nor.b32 %pa, %pa, %pb;\nand.b32 %pc, %pc, 15;\nshr.u32 %pa, %pa, %pc;\ncvt.u16.u32 %0, %pa;\n}"
form fshl.b8 intr=llvm.fshl.i8 sig=i8(i8,i8,i8) flags=nomem "{\n.reg .b16 %ph;\n.reg .b32 %pa, %pb, %pc;\nmov.b16 %ph, %1;\ncvt.u32.u16 %pa, %ph;\nmov.b16 %ph, %2;\ncvt.u32.u16 %pb, %ph;\nmov.b16 %ph, %3;\ncvt.u32.u16 %pc, %ph;\nand.b32 %pa, %pa, 255;\nand.b32 %pb, %pb, 255;\nshl.b32 %pa, %pa, 8;\nor.b32 %pa, %pa, %pb;\nand.b32 %pc, %pc, 7;\nshl.b32 %pa, %pa, %pc;\nshr.u32 %pa, %pa, 8;\ncvt.u16.u32 %0, %pa;\n}"
form fshr.b8 intr=llvm.fshr.i8 sig=i8(i8,i8,i8) flags=nomem "{\n.reg .b16 %ph;\n.reg .b32 %pa, %pb, %pc;\nmov.b16 %ph, %1;\ncvt.u32.u16 %pa, %ph;\nmov.b16 %ph, %2;\ncvt.u32.u16 %pb, %ph;\nmov.b16 %ph, %3;\ncvt.u32.u16 %pc, %ph;\nand.b32 %pa, %pa, 255;\nand.b32 %pb, %pb, 255;\nshl.b32 %pa, %pa, 8;\nor.b32 %pa, %pa, %pb;\nand.b32 %pc, %pc, 7;\nshr.u32 %pa, %pa, %pc;\ncvt.u16.u32 %0, %pa;\n}"

# ---------------------------------------------------------------- conversions
# integer <-> integer (i8 lives in .b16 registers; its cvt source type is .s8/.u8)
foreach D,DW in u16,16 u32,32 u64,64 s16,16 s32,32 s64,64 {
  foreach S in u8 s8 u16 s16 u32 s32 u64 s64 {
    form cvt.$D.$S "cvt.$D.$S %0, %1;"
  }
}
# int <-> float
foreach F in f16 f32 f64 {
  foreach I in u8 s8 u16 s16 u32 s32 u64 s64 {
    form cvt.rn.$F.$I "cvt.rn.$F.$I %0, %1;"
    form cvt.rzi.$I.$F "cvt.rzi.$I.$F %0, %1;"
  }
}
foreach I in u8 s8 u16 s16 u32 s32 u64 s64 {
  form cvt.rn.bf16.$I req=has_bf16_arith reason="ptxas: cvt with .bf16.s32 requires sm_90 and PTX 7.8" "cvt.rn.bf16.$I %0, %1;"
  form cvt.rzi.$I.bf16 req=has_bf16_arith reason="ptxas: cvt with .s32.bf16 requires sm_90 and PTX 7.8" "cvt.rzi.$I.bf16 %0, %1;"
}
form cvt.f32.f16 "cvt.f32.f16 %0, %1;"
form cvt.f64.f16 "cvt.f64.f16 %0, %1;"
form cvt.rn.f16.f32 "cvt.rn.f16.f32 %0, %1;"
form cvt.rn.f16.f64 "cvt.rn.f16.f64 %0, %1;"
form cvt.f64.f32 "cvt.f64.f32 %0, %1;"
form cvt.rn.f32.f64 "cvt.rn.f32.f64 %0, %1;"
form cvt.f32.bf16 req=has_cvt_bf16 ptx=71 reason="ptxas: cvt.f32.bf16 requires sm_80 / PTX 7.1" "cvt.f32.bf16 %0, %1;"
form cvt.rn.bf16.f32 req=has_cvt_bf16 reason="ptxas: cvt.rn.bf16.f32 requires sm_80" "cvt.rn.bf16.f32 %0, %1;"
form cvt.rn.bf16.f64 req=has_bf16_arith reason="ptxas: cvt with .bf16.f64 requires sm_90 and PTX 7.8" "cvt.rn.bf16.f64 %0, %1;"
form cvt.f64.bf16 req=has_bf16_arith reason="ptxas: cvt with .f64.bf16 requires sm_90 and PTX 7.8" "cvt.f64.bf16 %0, %1;"
form cvt.rn.bf16.f32.nvvm intr=llvm.nvvm.f2bf16.rn sig=bf16(f32) flags=nomem req=has_cvt_bf16 "cvt.rn.bf16.f32 %0, %1;"
form cvt.rz.bf16.f32.nvvm intr=llvm.nvvm.f2bf16.rz sig=bf16(f32) flags=nomem req=has_cvt_bf16 "cvt.rz.bf16.f32 %0, %1;"
# the sm_80 conversions (PTX 7.0; ptxas on sm_75: "requires .target sm_80"):
# .relu, two floats into a packed pair (the first in the upper half), tf32
foreach R in rn rz {
  form cvt.$R.relu.bf16.f32.nvvm intr=llvm.nvvm.f2bf16.$R.relu sig=bf16(f32) flags=nomem req=has_cvt_bf16 "cvt.$R.relu.bf16.f32 %0, %1;"
  foreach M in _ .relu {
    form cvt.$R$M.bf16x2.f32.nvvm intr=llvm.nvvm.ff2bf16x2.$R$M sig=bh2(f32,f32) flags=nomem req=has_cvt_bf16 "cvt.$R$M.bf16x2.f32 %0, %1, %2;"
    form cvt.$R$M.f16x2.f32.nvvm intr=llvm.nvvm.ff2f16x2.$R$M sig=h2(f32,f32) flags=nomem req=has_cvt_bf16 "cvt.$R$M.f16x2.f32 %0, %1, %2;"
  }
}
form cvt.rna.tf32.f32.nvvm intr=llvm.nvvm.f2tf32.rna sig=i32(f32) flags=nomem req=has_cvt_bf16 "cvt.rna.tf32.f32 %0, %1;"
form cvt.rn.f16.f32.nvvm intr=llvm.nvvm.f2h.rn sig=i16(f32) flags=nomem "cvt.rn.f16.f32 %0, %1;"
form cvt.rn.ftz.f16.f32.nvvm intr=llvm.nvvm.f2h.rn.ftz sig=i16(f32) flags=nomem "cvt.rn.ftz.f16.f32 %0, %1;"
# the NVVM conversions with an explicit rounding (llvm.nvvm.{f,d}2{i,ui,ll,ull}.R,
# {i,ui,ll,ull}2{f,d}.R, d2f.R; .ftz on the float-source ones and d2f), spelled
# as llc-19 prints them
foreach R,RI in rn,rni rz,rzi rm,rmi rp,rpi {
  foreach N,T,D in i,i32,s32 ui,i32,u32 ll,i64,s64 ull,i64,u64 {
    form cvt.$RI.$D.f32.nvvm intr=llvm.nvvm.f2$N.$R sig=$T(f32) flags=nomem "cvt.$RI.$D.f32 %0, %1;"
    form cvt.$RI.ftz.$D.f32.nvvm intr=llvm.nvvm.f2$N.$R.ftz sig=$T(f32) flags=nomem "cvt.$RI.ftz.$D.f32 %0, %1;"
    form cvt.$RI.$D.f64.nvvm intr=llvm.nvvm.d2$N.$R sig=$T(f64) flags=nomem "cvt.$RI.$D.f64 %0, %1;"
    form cvt.$R.f32.$D.nvvm intr=llvm.nvvm.${N}2f.$R sig=f32($T) flags=nomem "cvt.$R.f32.$D %0, %1;"
    form cvt.$R.f64.$D.nvvm intr=llvm.nvvm.${N}2d.$R sig=f64($T) flags=nomem "cvt.$R.f64.$D %0, %1;"
  }
  form cvt.$R.f32.f64.nvvm intr=llvm.nvvm.d2f.$R sig=f32(f64) flags=nomem "cvt.$R.f32.f64 %0, %1;"
  form cvt.$R.ftz.f32.f64.nvvm intr=llvm.nvvm.d2f.$R.ftz sig=f32(f64) flags=nomem "cvt.$R.ftz.f32.f64 %0, %1;"
}
# llvm.convert.{from,to}.fp16: half bits in an i16
foreach T,S in f32,f32 f64,f64 {
  form cvt.$S.f16.convert intr=llvm.convert.from.fp16.$T sig=$T(i16) flags=nomem "cvt.$S.f16 %0, %1;"
  form cvt.rn.f16.$S.convert intr=llvm.convert.to.fp16.$T sig=i16($T) flags=nomem "cvt.rn.f16.$S %0, %1;"
}
form mov.b32.pack "mov.b32 %0, {%1, %2};"
form mov.b64.pack "mov.b64 %0, {%1, %2};"
form mov.b32.unpack "mov.b32 {%0, %1}, %2;"
form mov.b64.unpack "mov.b64 {%0, %1}, %2;"
# .b128 registers (inline asm constraint 'q'): PTX ISA 8.3 (ptxas: ".b128
# requires PTX ISA 8.3"), sm_70 (every target ptxsel knows)
form mov.b128.pack ptx=83 "mov.b128 %0, {%1, %2};"
form mov.b128.unpack ptx=83 "mov.b128 {%0, %1}, %2;"
form mov.b32.f32 "mov.b32 %0, %1;"
form mov.b64.f64 "mov.b64 %0, %1;"
# every cvt by rounding, destination and source type: isel/casts.c casts,
# widening of small parameters and indices, isel/intrin.c asm operands
axis cvt R=_,.rn,.rzi D=u8,s8,u16,s16,u32,s32,u64,s64,f16,bf16,f32,f64 S=u8,s8,u16,s16,u32,s32,u64,s64,f16,bf16,f32,f64 "cvt$R.$D.$S"

# ---------------------------------------------------------------- addresses
foreach AS,Q,R in 1,global,_ 3,shared,_ 4,const,_ 5,local,_ 101,param,has_cvta_param 7,shared::cluster,has_clusters {
  form cvta.$Q.u64 req=$R "cvta.$Q.u64 %0, %1;"
  form cvta.to.$Q.u64 req=$R "cvta.to.$Q.u64 %0, %1;"
}
# addrspacecast: isel/casts.c lower_addrspacecast (spaces as the memory axes list them)
axis cvta TO=_,.to SP=_,.global,.shared,.const,.local,.param,.shared::cluster "cvta$TO$SP.u64"
# dynamic alloca (PTX 7.3, sm_52: every target here)
form alloca.u64 ptx=73 "alloca.u64 %0, %1, %2;"

# llvm.ptrmask (pointers are 64-bit in every address space of nvptx64's layout;
# AtomicExpand masks a .shared::cluster pointer, addrspace(7), for the word
# loop of an 8- / 16-bit atomic there)
foreach AS in 0 1 3 7 {
  form and.b64.ptrmask.p$AS intr=llvm.ptrmask.p$AS.i64 sig=ptr$AS(ptr$AS,i64) flags=nomem "and.b64 %0, %1, %2;"
}
form isspacep.global intr=llvm.nvvm.isspacep.global sig=i1(ptr) flags=nomem "isspacep.global %0, %1;"
form isspacep.shared intr=llvm.nvvm.isspacep.shared sig=i1(ptr) flags=nomem "isspacep.shared %0, %1;"
form isspacep.local  intr=llvm.nvvm.isspacep.local sig=i1(ptr) flags=nomem "isspacep.local %0, %1;"
form isspacep.const  intr=llvm.nvvm.isspacep.const sig=i1(ptr) flags=nomem "isspacep.const %0, %1;"
form isspacep.shared::cluster intr=llvm.nvvm.isspacep.shared.cluster sig=i1(ptr) flags=nomem req=has_clusters ptx=78 "isspacep.shared::cluster %0, %1;"

# ---------------------------------------------------------------- memory
# The control word of the memory operations (ld, st, ldu, atom, fence):
# one field per qualifier slot in PTX's order, with what each qualifier
# needs wherever it appears (a scope: sm_70's scoped memory model, .cluster
# sm_90's; the .shared::cluster space: has_clusters and PTX 7.8). The 'key'
# fields spell the intrinsic-name suffixes of the ldg/ldu and NVVM-atomic
# rows (not printed).
word memory family=ordinary
field memory op ld st ldu atom red fence
field memory volatile volatile
field memory sem relaxed acquire release acq_rel sc
field memory scope cta@has_atom_scope cluster@has_fence_cluster gpu@has_atom_scope sys@has_atom_scope
field memory space global shared const local param shared::cluster@has_clusters^78
field memory nc nc
field memory vec v2 v4
field memory aop exch add and or xor min max inc dec cas
field memory noftz noftz
field memory type u8 s8 u16 s16 u32 s32 u64 s64 f32 f64 b16 b32 b64 f16 bf16 b128^83
field memory ikind key f i p
field memory itype key i8 i16 i32 i64 f16 f32 f64 v2f16 v2f32 v4f32 v2i32 v4i32 v2i64 v2f64 p0
field memory ias key p1
field memory nvvm key nvvm
# (what a space or a scope needs is the memory word's: .shared::cluster
# has_clusters and PTX 7.8, each scope its memory model)
foreach SP in _ .global .shared .local .const .param .shared::cluster {
  foreach V in _ .v2 .v4 {
    foreach T in u8 s8 u16 s16 u32 s32 u64 s64 f32 f64 b16 b32 b64 {
      form ld$SP$V.$T "ld$SP$V.$T %0, %1;"
      form ld.volatile$SP$V.$T "ld.volatile$SP$V.$T %0, %1;"
      form st$SP$V.$T "st$SP$V.$T %0, %1;"
      form st.volatile$SP$V.$T "st.volatile$SP$V.$T %0, %1;"
    }
  }
  foreach SEM in relaxed acquire release {
    foreach SC in cta cluster gpu sys {
      foreach T in u8 u16 u32 u64 f32 f64 b16 {
        form ld.$SEM.$SC$SP.$T "ld.$SEM.$SC$SP.$T %0, %1;"
        form st.$SEM.$SC$SP.$T "st.$SEM.$SC$SP.$T %0, %1;"
      }
    }
  }
}
# 128-bit loads and stores through a .b128 register (DeepGEMM's
# st.shared.b128): a 16-byte aligned i128 at PTX 8.3 and later
# (isel/memory.c; below 8.3, two .u64 accesses as llc-19 prints them). The
# memory word's .b128 needs PTX 8.3 (ptxas 13 on every target and space:
# "Feature 'Type .b128' requires PTX ISA .version 8.3 or later"; no target
# floor).
foreach SP in _ .global .shared .local .const .param .shared::cluster {
  form ld$SP.b128 "ld$SP.b128 %0, %1;"
  form ld.volatile$SP.b128 "ld.volatile$SP.b128 %0, %1;"
  form st$SP.b128 "st$SP.b128 %0, %1;"
  form st.volatile$SP.b128 "st.volatile$SP.b128 %0, %1;"
}
axis ld128 VOL=_,.volatile SP=_,.global,.shared,.const,.local,.param,.shared::cluster "ld$VOL$SP.b128"
axis st128 VOL=_,.volatile SP=_,.global,.shared,.const,.local,.param,.shared::cluster "st$VOL$SP.b128"
# loads and stores by space, vector width and type, plain or volatile, or
# atomic by .sem and scope: isel/memory.c mem_access and the accesses the
# selector makes itself (byval copies, varargs, .param), isel/intrin.c
# memcpy / memmove / memset. Every axis over spaces, types or scopes lists
# them as these do (isel/memory.c checks).
axis ld VOL=_,.volatile SP=_,.global,.shared,.const,.local,.param,.shared::cluster V=_,.v2,.v4 T=u8,s8,u16,s16,u32,s32,u64,s64,f32,f64,b16,b32,b64 "ld$VOL$SP$V.$T"
axis st VOL=_,.volatile SP=_,.global,.shared,.const,.local,.param,.shared::cluster V=_,.v2,.v4 T=u8,s8,u16,s16,u32,s32,u64,s64,f32,f64,b16,b32,b64 "st$VOL$SP$V.$T"
axis ld_atomic SEM=relaxed,acquire,release SC=cta,cluster,gpu,sys SP=_,.global,.shared,.const,.local,.param,.shared::cluster T=u8,s8,u16,s16,u32,s32,u64,s64,f32,f64,b16,b32,b64 "ld.$SEM.$SC$SP.$T"
axis st_atomic SEM=relaxed,acquire,release SC=cta,cluster,gpu,sys SP=_,.global,.shared,.const,.local,.param,.shared::cluster T=u8,s8,u16,s16,u32,s32,u64,s64,f32,f64,b16,b32,b64 "st.$SEM.$SC$SP.$T"

# atomics: atom{.sem}{.scope}{.space}.op.type (ISA: sm_70 / PTX 6.0 for .sem/.scope);
# .shared::cluster (addrspace(7), LLVM 21's distributed shared memory): the
# memory word's has_clusters and PTX 7.8 (ptxas 13: "Feature '::cluster'
# requires .target sm_90 or higher", "... PTX ISA .version 7.8 or later")
foreach SP in _ .global .shared .shared::cluster {
  foreach SEM in relaxed acquire release acq_rel {
    foreach SC in cta cluster gpu sys {
      foreach OP in exch.b32 exch.b64 add.u32 add.u64 add.f32 and.b32 and.b64 or.b32 or.b64 xor.b32 xor.b64 min.s32 min.s64 min.u32 min.u64 max.s32 max.s64 max.u32 max.u64 inc.u32 dec.u32 {
        form atom.$SEM.$SC$SP.$OP "atom.$SEM.$SC$SP.$OP %0, %1, %2;"
      }
      form atom.$SEM.$SC$SP.add.f64 req=has_atom_f64 "atom.$SEM.$SC$SP.add.f64 %0, %1, %2;"
      form atom.$SEM.$SC$SP.add.noftz.f16 ptx=63 "atom.$SEM.$SC$SP.add.noftz.f16 %0, %1, %2;"
      form atom.$SEM.$SC$SP.add.noftz.bf16 req=has_bf16_arith ptx=78 "atom.$SEM.$SC$SP.add.noftz.bf16 %0, %1, %2;"
      form atom.$SEM.$SC$SP.cas.b32 "atom.$SEM.$SC$SP.cas.b32 %0, %1, %2, %3;"
      form atom.$SEM.$SC$SP.cas.b64 "atom.$SEM.$SC$SP.cas.b64 %0, %1, %2, %3;"
    }
  }
}
# atomics without .sem / .scope: PTX's default, relaxed at gpu scope, as llc-19
# prints every atomicrmw and cmpxchg (ptxsel's default; --strict-atomics takes
# the IR's ordering and scope, the rows above)
foreach SP in _ .global .shared .shared::cluster {
  foreach OP in exch.b32 exch.b64 add.u32 add.u64 add.f32 and.b32 and.b64 or.b32 or.b64 xor.b32 xor.b64 min.s32 min.s64 min.u32 min.u64 max.s32 max.s64 max.u32 max.u64 {
    form atom$SP.$OP "atom$SP.$OP %0, %1, %2;"
  }
  form atom$SP.add.f64 req=has_atom_f64 "atom$SP.add.f64 %0, %1, %2;"
  form atom$SP.add.noftz.f16 req=has_atom_scope ptx=63 reason="ptxas: atom.add.noftz.f16 requires sm_70 and PTX 6.3" "atom$SP.add.noftz.f16 %0, %1, %2;"
  form atom$SP.add.noftz.bf16 req=has_bf16_arith ptx=78 "atom$SP.add.noftz.bf16 %0, %1, %2;"
  form atom$SP.cas.b32 "atom$SP.cas.b32 %0, %1, %2, %3;"
  form atom$SP.cas.b64 "atom$SP.cas.b64 %0, %1, %2, %3;"
}
# atomicrmw / cmpxchg: isel/memory.c, without .sem / .scope by default and
# with them under --strict-atomics
axis atom SP=_,.global,.shared,.const,.local,.param,.shared::cluster OP=exch.b32,exch.b64,add.u32,add.u64,add.f32,add.f64,and.b32,and.b64,or.b32,or.b64,xor.b32,xor.b64,min.s32,min.s64,min.u32,min.u64,max.s32,max.s64,max.u32,max.u64,add.noftz.f16,add.noftz.bf16,cas.b32,cas.b64 "atom$SP.$OP"
axis atom_sem SEM=relaxed,acquire,release,acq_rel SC=cta,cluster,gpu,sys SP=_,.global,.shared,.const,.local,.param,.shared::cluster OP=exch.b32,exch.b64,add.u32,add.u64,add.f32,add.f64,and.b32,and.b64,or.b32,or.b64,xor.b32,xor.b64,min.s32,min.s64,min.u32,min.u64,max.s32,max.s64,max.u32,max.u64,add.noftz.f16,add.noftz.bf16,cas.b32,cas.b64 "atom.$SEM.$SC$SP.$OP"
# red: an atomicrmw whose result is unused, under --strict-atomics
# (isel/memory.c; by default ptxsel prints atom there, as llc-19 does). PTX's
# red has no result and no exch / cas, and its .sem is .relaxed or .release
# only (an acquire, acq_rel or seq_cst atomicrmw stays an atom); the row is
# the atom's with the same qualifiers. Without .sem / .scope red is relaxed
# at gpu scope, as atom is (rows for ptxsel-query and the verifier). ptxas 13 takes every one of them where it takes the atom
# of the same qualifiers (sm_75 at PTX 6.3 up; .add.noftz.f16 PTX 6.3,
# .add.noftz.bf16 sm_90 / PTX 7.8, .cluster sm_90). The .add.s32 rows are the
# spelling kernels write (DeepGEMM); the selector prints .add.u32, the same
# operation.
foreach SP in _ .global .shared .shared::cluster {
  foreach OP in add.u32 add.s32 add.u64 add.f32 and.b32 and.b64 or.b32 or.b64 xor.b32 xor.b64 min.s32 min.s64 min.u32 min.u64 max.s32 max.s64 max.u32 max.u64 {
    form red$SP.$OP "red$SP.$OP %0, %1;"
  }
  form red$SP.add.f64 req=has_atom_f64 "red$SP.add.f64 %0, %1;"
  form red$SP.add.noftz.f16 req=has_atom_scope ptx=63 reason="ptxas: red.add.noftz.f16 requires PTX 6.3" "red$SP.add.noftz.f16 %0, %1;"
  form red$SP.add.noftz.bf16 req=has_bf16_arith ptx=78 "red$SP.add.noftz.bf16 %0, %1;"
  foreach SEM in relaxed release {
    foreach SC in cta cluster gpu sys {
      foreach OP in add.u32 add.s32 add.u64 add.f32 and.b32 and.b64 or.b32 or.b64 xor.b32 xor.b64 min.s32 min.s64 min.u32 min.u64 max.s32 max.s64 max.u32 max.u64 {
        form red.$SEM.$SC$SP.$OP "red.$SEM.$SC$SP.$OP %0, %1;"
      }
      form red.$SEM.$SC$SP.add.f64 req=has_atom_f64 "red.$SEM.$SC$SP.add.f64 %0, %1;"
      form red.$SEM.$SC$SP.add.noftz.f16 ptx=63 "red.$SEM.$SC$SP.add.noftz.f16 %0, %1;"
      form red.$SEM.$SC$SP.add.noftz.bf16 req=has_bf16_arith ptx=78 "red.$SEM.$SC$SP.add.noftz.bf16 %0, %1;"
    }
  }
}
# atomicrmw with the result unused (--strict-atomics): isel/memory.c, by the
# atom axes' operation index (exch, cas: none)
axis red_sem SEM=relaxed,release SC=cta,cluster,gpu,sys SP=_,.global,.shared,.const,.local,.param,.shared::cluster OP=exch.b32,exch.b64,add.u32,add.u64,add.f32,add.f64,and.b32,and.b64,or.b32,or.b64,xor.b32,xor.b64,min.s32,min.s64,min.u32,min.u64,max.s32,max.s64,max.u32,max.u64,add.noftz.f16,add.noftz.bf16,cas.b32,cas.b64 "red.$SEM.$SC$SP.$OP"
# legacy NVVM atomics (clang's atomicInc/atomicDec): atom.inc/dec without .sem is relaxed.gpu
foreach P,SP in p0,_ p1,.global p3,.shared {
  form atom$SP.inc.u32.nvvm intr=llvm.nvvm.atomic.load.inc.32.$P sig=i32(ptr,i32) flags=side_effect "atom$SP.inc.u32 %0, [%1], %2;"
  form atom$SP.dec.u32.nvvm intr=llvm.nvvm.atomic.load.dec.32.$P sig=i32(ptr,i32) flags=side_effect "atom$SP.dec.u32 %0, [%1], %2;"
}
# scoped NVVM atomics on generic addresses (.cta / .sys without .sem: relaxed,
# sm_60), spelled as llc-19 does (add.s32 but add.u64; min / max signed)
foreach SC in cta sys {
  foreach OP,K,T,S in add,i,i32,add.s32 add,i,i64,add.u64 add,f,f32,add.f32 add,f,f64,add.f64 \
                      exch,i,i32,exch.b32 exch,i,i64,exch.b64 max,i,i32,max.s32 max,i,i64,max.s64 \
                      min,i,i32,min.s32 min,i,i64,min.s64 inc,i,i32,inc.u32 dec,i,i32,dec.u32 \
                      and,i,i32,and.b32 and,i,i64,and.b64 or,i,i32,or.b32 or,i,i64,or.b64 \
                      xor,i,i32,xor.b32 xor,i,i64,xor.b64 {
    form atom.$SC.$S.nvvm intr=llvm.nvvm.atomic.$OP.gen.$K.$SC.$T.p0 sig=$T(ptr,$T) flags=side_effect "atom.$SC.$S %0, [%1], %2;"
  }
  foreach T,W in i32,32 i64,64 {
    form atom.$SC.cas.b$W.nvvm intr=llvm.nvvm.atomic.cas.gen.i.$SC.$T.p0 sig=$T(ptr,$T,$T) flags=side_effect "atom.$SC.cas.b$W %0, [%1], %2, %3;"
  }
}
# __ldg: non-coherent global loads (the generic address is a global one)
foreach N,T,S in f.f32,f32,f32 f.f64,f64,f64 i.i32,i32,s32 i.i64,i64,s64 i.i16,i16,s16 i.i8,i8,s8 \
                 f.v2f32,v2f32,v2.f32 f.v4f32,v4f32,v4.f32 i.v2i32,v2i32,v2.s32 i.v4i32,v4i32,v4.s32 \
                 i.v2i64,v2i64,v2.s64 f.v2f64,v2f64,v2.f64 p.p0,ptr,u64 {
  form ld.global.nc.$S.$N intr=llvm.nvvm.ldg.global.$N.p0 sig=$T(ptr,imm:i32[1..1073741824,pow2]) flags=readonly "ld.global.nc.$S %0, [%1];"
  form ld.global.nc.$S.$N.p1 intr=llvm.nvvm.ldg.global.$N.p1 sig=$T(ptr,imm:i32[1..1073741824,pow2]) flags=readonly "ld.global.nc.$S %0, [%1];"
}
# half and <2 x half> (one .b32), spelled .u16 / .u32 as llc-19 does
foreach N,T,S in f.f16,f16,u16 f.v2f16,h2,u32 {
  form ld.global.nc.$S.$N intr=llvm.nvvm.ldg.global.$N.p0 sig=$T(ptr,imm:i32[1..1073741824,pow2]) flags=readonly "ld.global.nc.$S %0, [%1];"
  form ld.global.nc.$S.$N.p1 intr=llvm.nvvm.ldg.global.$N.p1 sig=$T(ptr,imm:i32[1..1073741824,pow2]) flags=readonly "ld.global.nc.$S %0, [%1];"
}
# ldu: a load of read-only global data at an address common to the warp,
# spelled as llc-19 does (integers .uN)
foreach N,T,S in f.f32,f32,f32 f.f64,f64,f64 i.i32,i32,u32 i.i64,i64,u64 i.i16,i16,u16 i.i8,i8,u8 \
                 f.f16,f16,u16 f.v2f16,h2,u32 \
                 f.v2f32,v2f32,v2.f32 f.v4f32,v4f32,v4.f32 i.v2i32,v2i32,v2.u32 i.v4i32,v4i32,v4.u32 \
                 i.v2i64,v2i64,v2.u64 f.v2f64,v2f64,v2.f64 p.p0,ptr,u64 {
  form ldu.global.$S.$N intr=llvm.nvvm.ldu.global.$N.p0 sig=$T(ptr,imm:i32[1..1073741824,pow2]) flags=readonly "ldu.global.$S %0, [%1];"
  form ldu.global.$S.$N.p1 intr=llvm.nvvm.ldu.global.$N.p1 sig=$T(ptr,imm:i32[1..1073741824,pow2]) flags=readonly "ldu.global.$S %0, [%1];"
}
foreach SEM in sc acq_rel {
  foreach SC in cta cluster gpu sys {
    form fence.$SEM.$SC "fence.$SEM.$SC;"
  }
}
# fences of atomic accesses and the fence instruction: isel/memory.c
axis fence SEM=sc,acq_rel SC=cta,cluster,gpu,sys "fence.$SEM.$SC"
form membar.cta intr=llvm.nvvm.membar.cta sig=void() flags=side_effect "membar.cta;"
form membar.gl  intr=llvm.nvvm.membar.gl sig=void() flags=side_effect "membar.gl;"
form membar.sys intr=llvm.nvvm.membar.sys sig=void() flags=side_effect "membar.sys;"
form fence.sc.cluster.nvvm intr=llvm.nvvm.fence.sc.cluster sig=void() flags=side_effect ptx=78 "fence.sc.cluster;"

# ---------------------------------------------------------------- control flow and calls
form bra role=bra flags=branch,terminator "bra.uni %0;"
form bra.cond role=bra_cond flags=branch "bra %0;"
form ret role=ret flags=terminator "ret;"
form exit role=ret intr=llvm.nvvm.exit sig=void() flags=side_effect,terminator "exit;"
form trap role=trap intr=llvm.trap sig=void() flags=side_effect,terminator "trap;"
form trap.ubsan intr=llvm.ubsantrap sig=void(imm:i8[-128..127]) flags=side_effect,terminator "trap;"
form brkpt intr=llvm.debugtrap sig=void() flags=side_effect "brkpt;"
form callseq.begin "{ // callseq %0"
form callseq.end "} // callseq %0"
form param.decl "%0;"
form call.uni role=call "call.uni %0, (%1);"
form call.uni.ret role=call "call.uni (%0), %1, (%2);"
form call.uni.noargs role=call "call.uni %0;"
form call.uni.ret.noargs role=call "call.uni (%0), %1;"
# indirect calls (llc-19's spelling): the prototype, then call through a register
form call.proto "%0 : .callprototype ()_ (%1);"
form call.proto.ret "%0 : .callprototype (%1) _ (%2);"
form call.ind "call %0, (%1), %2;"
form call.ind.ret "call (%0), %1, (%2), %3;"
form inlineasm "// begin inline asm\n%0\n// end inline asm"
form mov.b64.pack4 "mov.b64 %0, {%1, %2, %3, %4};"
form mov.b64.unpack4 "mov.b64 {%0, %1, %2, %3}, %4;"
# bit moves between classes, packing and unpacking: isel/casts.c bitcasts
# and unaligned accesses
axis mov_bits W=16,32,64 K=_,.pack,.unpack,.pack4,.unpack4 "mov.b$W$K"
# 128-bit integers are pairs of 64-bit registers (lo, hi) with carry chains
form add.cc.u64 "add.cc.u64 %0, %1, %2;"
form addc.u64   "addc.u64 %0, %1, %2;"
form sub.cc.u64 "sub.cc.u64 %0, %1, %2;"
form subc.u64   "subc.u64 %0, %1, %2;"
form mul.lo.u64 "mul.lo.u64 %0, %1, %2;"

# 64-bit division and remainder at -O1 and up, as llc's CodeGenPrepare
# bypasses them: when neither operand has a bit above bit 31 (both
# non-negative and below 2^32, for the signed forms too) the 32-bit unsigned
# instruction gives the same result, far faster than the 64-bit routine.
# Scoped block: the labels are local to it.
form div.s64.bypass "{\n.reg .pred %pb;\n.reg .b64 %t;\n.reg .b32 %x, %y, %q;\nor.b64 %t, %1, %2;\nshr.u64 %t, %t, 32;\nsetp.ne.u64 %pb, %t, 0;\n@%pb bra div64_slow;\ncvt.u32.u64 %x, %1;\ncvt.u32.u64 %y, %2;\ndiv.u32 %q, %x, %y;\ncvt.u64.u32 %0, %q;\nbra.uni div64_done;\ndiv64_slow:\ndiv.s64 %0, %1, %2;\ndiv64_done:\n}"
form div.u64.bypass "{\n.reg .pred %pb;\n.reg .b64 %t;\n.reg .b32 %x, %y, %q;\nor.b64 %t, %1, %2;\nshr.u64 %t, %t, 32;\nsetp.ne.u64 %pb, %t, 0;\n@%pb bra div64_slow;\ncvt.u32.u64 %x, %1;\ncvt.u32.u64 %y, %2;\ndiv.u32 %q, %x, %y;\ncvt.u64.u32 %0, %q;\nbra.uni div64_done;\ndiv64_slow:\ndiv.u64 %0, %1, %2;\ndiv64_done:\n}"
form rem.s64.bypass "{\n.reg .pred %pb;\n.reg .b64 %t;\n.reg .b32 %x, %y, %q;\nor.b64 %t, %1, %2;\nshr.u64 %t, %t, 32;\nsetp.ne.u64 %pb, %t, 0;\n@%pb bra div64_slow;\ncvt.u32.u64 %x, %1;\ncvt.u32.u64 %y, %2;\nrem.u32 %q, %x, %y;\ncvt.u64.u32 %0, %q;\nbra.uni div64_done;\ndiv64_slow:\nrem.s64 %0, %1, %2;\ndiv64_done:\n}"
form rem.u64.bypass "{\n.reg .pred %pb;\n.reg .b64 %t;\n.reg .b32 %x, %y, %q;\nor.b64 %t, %1, %2;\nshr.u64 %t, %t, 32;\nsetp.ne.u64 %pb, %t, 0;\n@%pb bra div64_slow;\ncvt.u32.u64 %x, %1;\ncvt.u32.u64 %y, %2;\nrem.u32 %q, %x, %y;\ncvt.u64.u32 %0, %q;\nbra.uni div64_done;\ndiv64_slow:\nrem.u64 %0, %1, %2;\ndiv64_done:\n}"
# An unsigned 64-bit division or remainder of a constant dividend below 2^32
# (CodeGenPrepare's "dividend is short" case): a divisor above it gives
# quotient 0 and the dividend as the remainder without dividing; any other
# divisor fits in 32 bits too.
form div.u64.bypass_short "{\n.reg .pred %pb;\n.reg .b32 %x, %y, %q;\nsetp.gt.u64 %pb, %2, %1;\n@%pb bra div64_big;\ncvt.u32.u64 %x, %1;\ncvt.u32.u64 %y, %2;\ndiv.u32 %q, %x, %y;\ncvt.u64.u32 %0, %q;\nbra.uni div64_done;\ndiv64_big:\nmov.b64 %0, 0;\ndiv64_done:\n}"
form rem.u64.bypass_short "{\n.reg .pred %pb;\n.reg .b32 %x, %y, %q;\nsetp.gt.u64 %pb, %2, %1;\n@%pb bra div64_big;\ncvt.u32.u64 %x, %1;\ncvt.u32.u64 %y, %2;\nrem.u32 %q, %x, %y;\ncvt.u64.u32 %0, %q;\nbra.uni div64_done;\ndiv64_big:\nmov.b64 %0, %1;\ndiv64_done:\n}"

# i128 division and remainder: shift-subtract in one scoped block
# (labels are local to it). The steps that only shift leading bits of the
# dividend into a remainder still below the divisor are done at once (from
# the leading-zero counts: 128 - bits(n) + bits(d) - 1 of them, clamped to
# 0..128; PTX clamps shift amounts to the width, so the 128-bit shifts need
# no branches); the rest, one quotient bit each: the remainder and the
# dividend shift left as one 256-bit value, the quotient bits entering the
# dividend's register from below as its bits leave at the top (as in
# compiler-rt's __udivmodti4); the remainder never exceeds the dividend's
# prefix, so its shift cannot overflow. r >= d is decided by compares that
# run beside the subtraction, and selects keep r or r - d: 24 instructions a
# step (32 before). LLVM's expansion, r >= d from the sign of (d - 1) - r and
# d subtracted under that mask (22 instructions), is a longer chain of
# dependent carries: measured on the GPU it made s104717_O0 1.08x -> 1.15x
# and s105065_O2 1.00x -> 1.16x llc-19's time. Signed forms divide magnitudes
# and fix the signs (quotient: sign of n xor d; remainder: sign of n).
# A divisor of 1 (magnitude 1 when signed) takes no loop: quotient n, remainder 0
# (LLVM's expansion returns early when that divisor meets a dividend with its
# top bit set; looping 128 times there made a difftest kernel 4.8x slower).
# Operands: %0/%1 result lo/hi, %2/%3 dividend, %4/%5 divisor.
form udiv.i128.loop "{\n.reg .b64 %qlo, %qhi, %rlo, %rhi, %nlo, %nhi, %dlo, %dhi, %t, %c, %tlo, %thi, %sn, %sd;\n.reg .b32 %pi, %cn, %cd, %s, %u;\n.reg .pred %pgt, %peq, %pge, %pl, %pz;\nmov.b64 %nlo, %2;\nmov.b64 %nhi, %3;\nmov.b64 %dlo, %4;\nmov.b64 %dhi, %5;\nmov.b64 %qlo, 0;\nmov.b64 %qhi, 0;\nsetp.eq.u64 %pz, %dhi, 0;\nsetp.eq.u64 %pl, %dlo, 1;\nand.pred %pl, %pl, %pz;\n@%pl bra i128_div_one;\nclz.b64 %cn, %nhi;\nclz.b64 %u, %nlo;\nadd.u32 %u, %u, 64;\nsetp.eq.u64 %pz, %nhi, 0;\nselp.b32 %cn, %u, %cn, %pz;\nclz.b64 %cd, %dhi;\nclz.b64 %u, %dlo;\nadd.u32 %u, %u, 64;\nsetp.eq.u64 %pz, %dhi, 0;\nselp.b32 %cd, %u, %cd, %pz;\nsub.s32 %pi, %cn, %cd;\nadd.s32 %pi, %pi, 127;\nmax.s32 %pi, %pi, 0;\nmin.s32 %pi, %pi, 128;\nmov.b32 %s, 128;\nsub.s32 %s, %s, %pi;\nshr.u64 %rlo, %nlo, %s;\nmov.b32 %u, 64;\nsub.s32 %u, %u, %s;\nshl.b64 %t, %nhi, %u;\nor.b64 %rlo, %rlo, %t;\nsub.s32 %u, %s, 64;\nshr.u64 %t, %nhi, %u;\nor.b64 %rlo, %rlo, %t;\nshr.u64 %rhi, %nhi, %s;\nshl.b64 %t, %nhi, %pi;\nmov.b32 %u, 64;\nsub.s32 %u, %u, %pi;\nshr.u64 %c, %nlo, %u;\nor.b64 %t, %t, %c;\nsub.s32 %u, %pi, 64;\nshl.b64 %c, %nlo, %u;\nor.b64 %nhi, %t, %c;\nshl.b64 %nlo, %nlo, %pi;\nmov.b64 %c, 0;\nsetp.ge.u32 %pl, %pi, 128;\n@%pl bra i128_div_last;\ni128_div_loop:\nshr.u64 %t, %rlo, 63;\nshl.b64 %rhi, %rhi, 1;\nor.b64 %rhi, %rhi, %t;\nshr.u64 %t, %nhi, 63;\nshl.b64 %rlo, %rlo, 1;\nor.b64 %rlo, %rlo, %t;\nshr.u64 %t, %nlo, 63;\nshl.b64 %nhi, %nhi, 1;\nor.b64 %nhi, %nhi, %t;\nshl.b64 %nlo, %nlo, 1;\nor.b64 %nlo, %nlo, %c;\nsetp.gt.u64 %pgt, %rhi, %dhi;\nsetp.eq.u64 %peq, %rhi, %dhi;\nsetp.ge.u64 %pge, %rlo, %dlo;\nand.pred %peq, %peq, %pge;\nor.pred %pge, %pgt, %peq;\nsub.cc.u64 %tlo, %rlo, %dlo;\nsubc.u64 %thi, %rhi, %dhi;\nselp.b64 %rlo, %tlo, %rlo, %pge;\nselp.b64 %rhi, %thi, %rhi, %pge;\nselp.b64 %c, 1, 0, %pge;\nadd.s32 %pi, %pi, 1;\nsetp.lt.u32 %pl, %pi, 128;\n@%pl bra i128_div_loop;\ni128_div_last:\nshr.u64 %t, %nlo, 63;\nshl.b64 %qhi, %nhi, 1;\nor.b64 %qhi, %qhi, %t;\nshl.b64 %qlo, %nlo, 1;\nor.b64 %qlo, %qlo, %c;\nbra.uni i128_div_done;\ni128_div_one:\nmov.b64 %qlo, %nlo;\nmov.b64 %qhi, %nhi;\nmov.b64 %rlo, 0;\nmov.b64 %rhi, 0;\ni128_div_done:\nmov.b64 %0, %qlo;\nmov.b64 %1, %qhi;\n}"
form urem.i128.loop "{\n.reg .b64 %qlo, %qhi, %rlo, %rhi, %nlo, %nhi, %dlo, %dhi, %t, %c, %tlo, %thi, %sn, %sd;\n.reg .b32 %pi, %cn, %cd, %s, %u;\n.reg .pred %pgt, %peq, %pge, %pl, %pz;\nmov.b64 %nlo, %2;\nmov.b64 %nhi, %3;\nmov.b64 %dlo, %4;\nmov.b64 %dhi, %5;\nmov.b64 %qlo, 0;\nmov.b64 %qhi, 0;\nsetp.eq.u64 %pz, %dhi, 0;\nsetp.eq.u64 %pl, %dlo, 1;\nand.pred %pl, %pl, %pz;\n@%pl bra i128_div_one;\nclz.b64 %cn, %nhi;\nclz.b64 %u, %nlo;\nadd.u32 %u, %u, 64;\nsetp.eq.u64 %pz, %nhi, 0;\nselp.b32 %cn, %u, %cn, %pz;\nclz.b64 %cd, %dhi;\nclz.b64 %u, %dlo;\nadd.u32 %u, %u, 64;\nsetp.eq.u64 %pz, %dhi, 0;\nselp.b32 %cd, %u, %cd, %pz;\nsub.s32 %pi, %cn, %cd;\nadd.s32 %pi, %pi, 127;\nmax.s32 %pi, %pi, 0;\nmin.s32 %pi, %pi, 128;\nmov.b32 %s, 128;\nsub.s32 %s, %s, %pi;\nshr.u64 %rlo, %nlo, %s;\nmov.b32 %u, 64;\nsub.s32 %u, %u, %s;\nshl.b64 %t, %nhi, %u;\nor.b64 %rlo, %rlo, %t;\nsub.s32 %u, %s, 64;\nshr.u64 %t, %nhi, %u;\nor.b64 %rlo, %rlo, %t;\nshr.u64 %rhi, %nhi, %s;\nshl.b64 %t, %nhi, %pi;\nmov.b32 %u, 64;\nsub.s32 %u, %u, %pi;\nshr.u64 %c, %nlo, %u;\nor.b64 %t, %t, %c;\nsub.s32 %u, %pi, 64;\nshl.b64 %c, %nlo, %u;\nor.b64 %nhi, %t, %c;\nshl.b64 %nlo, %nlo, %pi;\nmov.b64 %c, 0;\nsetp.ge.u32 %pl, %pi, 128;\n@%pl bra i128_div_last;\ni128_div_loop:\nshr.u64 %t, %rlo, 63;\nshl.b64 %rhi, %rhi, 1;\nor.b64 %rhi, %rhi, %t;\nshr.u64 %t, %nhi, 63;\nshl.b64 %rlo, %rlo, 1;\nor.b64 %rlo, %rlo, %t;\nshr.u64 %t, %nlo, 63;\nshl.b64 %nhi, %nhi, 1;\nor.b64 %nhi, %nhi, %t;\nshl.b64 %nlo, %nlo, 1;\nor.b64 %nlo, %nlo, %c;\nsetp.gt.u64 %pgt, %rhi, %dhi;\nsetp.eq.u64 %peq, %rhi, %dhi;\nsetp.ge.u64 %pge, %rlo, %dlo;\nand.pred %peq, %peq, %pge;\nor.pred %pge, %pgt, %peq;\nsub.cc.u64 %tlo, %rlo, %dlo;\nsubc.u64 %thi, %rhi, %dhi;\nselp.b64 %rlo, %tlo, %rlo, %pge;\nselp.b64 %rhi, %thi, %rhi, %pge;\nselp.b64 %c, 1, 0, %pge;\nadd.s32 %pi, %pi, 1;\nsetp.lt.u32 %pl, %pi, 128;\n@%pl bra i128_div_loop;\ni128_div_last:\nshr.u64 %t, %nlo, 63;\nshl.b64 %qhi, %nhi, 1;\nor.b64 %qhi, %qhi, %t;\nshl.b64 %qlo, %nlo, 1;\nor.b64 %qlo, %qlo, %c;\nbra.uni i128_div_done;\ni128_div_one:\nmov.b64 %qlo, %nlo;\nmov.b64 %qhi, %nhi;\nmov.b64 %rlo, 0;\nmov.b64 %rhi, 0;\ni128_div_done:\nmov.b64 %0, %rlo;\nmov.b64 %1, %rhi;\n}"
form sdiv.i128.loop "{\n.reg .b64 %qlo, %qhi, %rlo, %rhi, %nlo, %nhi, %dlo, %dhi, %t, %c, %tlo, %thi, %sn, %sd;\n.reg .b32 %pi, %cn, %cd, %s, %u;\n.reg .pred %pgt, %peq, %pge, %pl, %pz;\nshr.s64 %sn, %3, 63;\nxor.b64 %nlo, %2, %sn;\nxor.b64 %nhi, %3, %sn;\nsub.cc.u64 %nlo, %nlo, %sn;\nsubc.u64 %nhi, %nhi, %sn;\nshr.s64 %sd, %5, 63;\nxor.b64 %dlo, %4, %sd;\nxor.b64 %dhi, %5, %sd;\nsub.cc.u64 %dlo, %dlo, %sd;\nsubc.u64 %dhi, %dhi, %sd;\nmov.b64 %qlo, 0;\nmov.b64 %qhi, 0;\nsetp.eq.u64 %pz, %dhi, 0;\nsetp.eq.u64 %pl, %dlo, 1;\nand.pred %pl, %pl, %pz;\n@%pl bra i128_div_one;\nclz.b64 %cn, %nhi;\nclz.b64 %u, %nlo;\nadd.u32 %u, %u, 64;\nsetp.eq.u64 %pz, %nhi, 0;\nselp.b32 %cn, %u, %cn, %pz;\nclz.b64 %cd, %dhi;\nclz.b64 %u, %dlo;\nadd.u32 %u, %u, 64;\nsetp.eq.u64 %pz, %dhi, 0;\nselp.b32 %cd, %u, %cd, %pz;\nsub.s32 %pi, %cn, %cd;\nadd.s32 %pi, %pi, 127;\nmax.s32 %pi, %pi, 0;\nmin.s32 %pi, %pi, 128;\nmov.b32 %s, 128;\nsub.s32 %s, %s, %pi;\nshr.u64 %rlo, %nlo, %s;\nmov.b32 %u, 64;\nsub.s32 %u, %u, %s;\nshl.b64 %t, %nhi, %u;\nor.b64 %rlo, %rlo, %t;\nsub.s32 %u, %s, 64;\nshr.u64 %t, %nhi, %u;\nor.b64 %rlo, %rlo, %t;\nshr.u64 %rhi, %nhi, %s;\nshl.b64 %t, %nhi, %pi;\nmov.b32 %u, 64;\nsub.s32 %u, %u, %pi;\nshr.u64 %c, %nlo, %u;\nor.b64 %t, %t, %c;\nsub.s32 %u, %pi, 64;\nshl.b64 %c, %nlo, %u;\nor.b64 %nhi, %t, %c;\nshl.b64 %nlo, %nlo, %pi;\nmov.b64 %c, 0;\nsetp.ge.u32 %pl, %pi, 128;\n@%pl bra i128_div_last;\ni128_div_loop:\nshr.u64 %t, %rlo, 63;\nshl.b64 %rhi, %rhi, 1;\nor.b64 %rhi, %rhi, %t;\nshr.u64 %t, %nhi, 63;\nshl.b64 %rlo, %rlo, 1;\nor.b64 %rlo, %rlo, %t;\nshr.u64 %t, %nlo, 63;\nshl.b64 %nhi, %nhi, 1;\nor.b64 %nhi, %nhi, %t;\nshl.b64 %nlo, %nlo, 1;\nor.b64 %nlo, %nlo, %c;\nsetp.gt.u64 %pgt, %rhi, %dhi;\nsetp.eq.u64 %peq, %rhi, %dhi;\nsetp.ge.u64 %pge, %rlo, %dlo;\nand.pred %peq, %peq, %pge;\nor.pred %pge, %pgt, %peq;\nsub.cc.u64 %tlo, %rlo, %dlo;\nsubc.u64 %thi, %rhi, %dhi;\nselp.b64 %rlo, %tlo, %rlo, %pge;\nselp.b64 %rhi, %thi, %rhi, %pge;\nselp.b64 %c, 1, 0, %pge;\nadd.s32 %pi, %pi, 1;\nsetp.lt.u32 %pl, %pi, 128;\n@%pl bra i128_div_loop;\ni128_div_last:\nshr.u64 %t, %nlo, 63;\nshl.b64 %qhi, %nhi, 1;\nor.b64 %qhi, %qhi, %t;\nshl.b64 %qlo, %nlo, 1;\nor.b64 %qlo, %qlo, %c;\nbra.uni i128_div_done;\ni128_div_one:\nmov.b64 %qlo, %nlo;\nmov.b64 %qhi, %nhi;\nmov.b64 %rlo, 0;\nmov.b64 %rhi, 0;\ni128_div_done:\nxor.b64 %sn, %sn, %sd;\nxor.b64 %qlo, %qlo, %sn;\nxor.b64 %qhi, %qhi, %sn;\nsub.cc.u64 %qlo, %qlo, %sn;\nsubc.u64 %qhi, %qhi, %sn;\nmov.b64 %0, %qlo;\nmov.b64 %1, %qhi;\n}"
form srem.i128.loop "{\n.reg .b64 %qlo, %qhi, %rlo, %rhi, %nlo, %nhi, %dlo, %dhi, %t, %c, %tlo, %thi, %sn, %sd;\n.reg .b32 %pi, %cn, %cd, %s, %u;\n.reg .pred %pgt, %peq, %pge, %pl, %pz;\nshr.s64 %sn, %3, 63;\nxor.b64 %nlo, %2, %sn;\nxor.b64 %nhi, %3, %sn;\nsub.cc.u64 %nlo, %nlo, %sn;\nsubc.u64 %nhi, %nhi, %sn;\nshr.s64 %sd, %5, 63;\nxor.b64 %dlo, %4, %sd;\nxor.b64 %dhi, %5, %sd;\nsub.cc.u64 %dlo, %dlo, %sd;\nsubc.u64 %dhi, %dhi, %sd;\nmov.b64 %qlo, 0;\nmov.b64 %qhi, 0;\nsetp.eq.u64 %pz, %dhi, 0;\nsetp.eq.u64 %pl, %dlo, 1;\nand.pred %pl, %pl, %pz;\n@%pl bra i128_div_one;\nclz.b64 %cn, %nhi;\nclz.b64 %u, %nlo;\nadd.u32 %u, %u, 64;\nsetp.eq.u64 %pz, %nhi, 0;\nselp.b32 %cn, %u, %cn, %pz;\nclz.b64 %cd, %dhi;\nclz.b64 %u, %dlo;\nadd.u32 %u, %u, 64;\nsetp.eq.u64 %pz, %dhi, 0;\nselp.b32 %cd, %u, %cd, %pz;\nsub.s32 %pi, %cn, %cd;\nadd.s32 %pi, %pi, 127;\nmax.s32 %pi, %pi, 0;\nmin.s32 %pi, %pi, 128;\nmov.b32 %s, 128;\nsub.s32 %s, %s, %pi;\nshr.u64 %rlo, %nlo, %s;\nmov.b32 %u, 64;\nsub.s32 %u, %u, %s;\nshl.b64 %t, %nhi, %u;\nor.b64 %rlo, %rlo, %t;\nsub.s32 %u, %s, 64;\nshr.u64 %t, %nhi, %u;\nor.b64 %rlo, %rlo, %t;\nshr.u64 %rhi, %nhi, %s;\nshl.b64 %t, %nhi, %pi;\nmov.b32 %u, 64;\nsub.s32 %u, %u, %pi;\nshr.u64 %c, %nlo, %u;\nor.b64 %t, %t, %c;\nsub.s32 %u, %pi, 64;\nshl.b64 %c, %nlo, %u;\nor.b64 %nhi, %t, %c;\nshl.b64 %nlo, %nlo, %pi;\nmov.b64 %c, 0;\nsetp.ge.u32 %pl, %pi, 128;\n@%pl bra i128_div_last;\ni128_div_loop:\nshr.u64 %t, %rlo, 63;\nshl.b64 %rhi, %rhi, 1;\nor.b64 %rhi, %rhi, %t;\nshr.u64 %t, %nhi, 63;\nshl.b64 %rlo, %rlo, 1;\nor.b64 %rlo, %rlo, %t;\nshr.u64 %t, %nlo, 63;\nshl.b64 %nhi, %nhi, 1;\nor.b64 %nhi, %nhi, %t;\nshl.b64 %nlo, %nlo, 1;\nor.b64 %nlo, %nlo, %c;\nsetp.gt.u64 %pgt, %rhi, %dhi;\nsetp.eq.u64 %peq, %rhi, %dhi;\nsetp.ge.u64 %pge, %rlo, %dlo;\nand.pred %peq, %peq, %pge;\nor.pred %pge, %pgt, %peq;\nsub.cc.u64 %tlo, %rlo, %dlo;\nsubc.u64 %thi, %rhi, %dhi;\nselp.b64 %rlo, %tlo, %rlo, %pge;\nselp.b64 %rhi, %thi, %rhi, %pge;\nselp.b64 %c, 1, 0, %pge;\nadd.s32 %pi, %pi, 1;\nsetp.lt.u32 %pl, %pi, 128;\n@%pl bra i128_div_loop;\ni128_div_last:\nshr.u64 %t, %nlo, 63;\nshl.b64 %qhi, %nhi, 1;\nor.b64 %qhi, %qhi, %t;\nshl.b64 %qlo, %nlo, 1;\nor.b64 %qlo, %qlo, %c;\nbra.uni i128_div_done;\ni128_div_one:\nmov.b64 %qlo, %nlo;\nmov.b64 %qhi, %nhi;\nmov.b64 %rlo, 0;\nmov.b64 %rhi, 0;\ni128_div_done:\nxor.b64 %rlo, %rlo, %sn;\nxor.b64 %rhi, %rhi, %sn;\nsub.cc.u64 %rlo, %rlo, %sn;\nsubc.u64 %rhi, %rhi, %sn;\nmov.b64 %0, %rlo;\nmov.b64 %1, %rhi;\n}"
