/*
 * Integer division and remainder by a constant (isel/divconst.c, area arith):
 * the magic numbers of LLVM's TargetLowering::BuildUDIV / BuildSDIV and the
 * selection of the multiply-high sequences llc-19 prints.
 */
#ifndef PTXSEL_ISEL_DIVCONST_H
#define PTXSEL_ISEL_DIVCONST_H

#include <stdbool.h>
#include <stdint.h>

#include "isel.h"

/* Unsigned: W-bit dividends below 2^(W - lz), divisor d (not 0, 1 or a power
 * of two): q = mulhi(x, m) >> s, or, when *add, q = (((x - t) >> 1) + t) >>
 * (s - 1) with t = mulhi(x, m). */
void divmagic_u(unsigned W, unsigned lz, uint64_t d, uint64_t *m, unsigned *s, bool *add);
/* Signed: |d| not 0, 1 or a power of two; m is W bits (its sign bit is the
 * magic's sign). */
void divmagic_s(unsigned W, int64_t d, uint64_t *m, unsigned *s);

/* (x % c) == k as x * p + a (W bits) rotated right by z, unsigned <= q
 * (unsigned c with k < c; signed c with k = 0; c not 0, +-1, +-2^n, or
 * unsigned all ones): LLVM's prepareUREMEqFold / prepareSREMEqFold. False
 * where it does not apply. */
bool remeq_magic(unsigned W, bool sgn, uint64_t c, uint64_t k, uint64_t *p, uint64_t *a, unsigned *z, uint64_t *q);

/* Selects d = x op c (op udiv, urem, sdiv, srem; k LK_I16, LK_I32 or
 * LK_I64; c the divisor's immediate) as llc-19 does when c is not 0, +-1, a
 * power of two (or its negation) or, unsigned, all ones; dividend is the IR
 * value of x (for its known leading zeros). False, emitting nothing, where
 * it does not apply. */
bool lower_div_const(SelectCtx *S, LLVMOpcode op, LeafKind k, MOperand d, MOperand x, int64_t c,
                     LLVMValueRef dividend, LLVMValueRef where);

/* (x % c) == k and != k (c a constant, x % c used only there, in its block;
 * unsigned k < c, signed k = 0) as llc's DAG folds them at every level:
 * (x - k) * inverse(c) compared with a bound, no division. rem_eq_user: the
 * icmp rem folds into, NULL where llc-19 computes rem (then lower_div_const
 * selects it); rem itself then emits nothing and lower_rem_eq selects the
 * icmp (d its predicate). */
LLVMValueRef rem_eq_user(SelectCtx *S, LLVMValueRef rem);
void lower_rem_eq(SelectCtx *S, LLVMValueRef cmp, MOperand d);

#endif
