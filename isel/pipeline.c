/*
 * The IR passes run before selection at -O1..-O3: the ones llc-19 runs for
 * NVPTX at a code-generation level above 0 that change what selection sees
 * (NVPTXPassConfig::addIRPasses and the generic codegen IR passes), not the
 * whole middle end. Matching them matters for results, not only speed:
 * SROA connects an fmul to the fadd that can absorb it, speculative
 * execution moves instructions between blocks and so decides which
 * fmul/fadd pairs share a block, early CSE changes use counts, and the
 * reduction expansion fixes the order of floating-point reductions.
 * Target-specific passes of llc (NVVM reflect, argument and alloca
 * lowering, address-space inference) have no effect on values and are done
 * by the selector itself. -O0 runs nothing, as llc -O0 runs none of these.
 */
#include "isel.h"

const char *llc_ir_pipeline(int opt_level)
{
    (void)opt_level; /* llc-19 runs the same IR passes at -O1, -O2 and -O3 */
    return "function(sroa,separate-const-offset-from-gep,speculative-execution,slsr,early-cse,nary-reassociate,"
           "early-cse,loop-simplify,lower-constant-intrinsics,early-cse,load-store-vectorizer,sroa)";
}
