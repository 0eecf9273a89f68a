// ptxsel refuses: unsupported type 'i48': no PTX register class holds it (llc-19 legalises)
#include "difft.h"
extern "C" __global__ void difft(const u32 *in, u64 *out, Params p) {
    unsigned _BitInt(48) a = (unsigned _BitInt(48))p.d[0], b = (unsigned _BitInt(48))in[TID];
    out[TID] = (u64)(a * b + (a >> 5));
}
