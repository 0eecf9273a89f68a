/* warp_ops.cu — warp shuffles and votes.
 * Covers: shfl.sync idx/up/down/bfly for i32 and f32, width-16 segments
 * (the clamp operand), a 64-bit value shuffled as two halves, vote.sync
 * ballot/any/all/uni, match.any.sync, redux.sync add, activemask (asm),
 * warp-level butterfly reduction. */
#include "ptxsel_device.h"

#define NW 14

KERNEL void warp_ops(const int *in, const float *fin, int *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;   /* n is a multiple of 32 */
    if (i >= n)
        return;
    const unsigned full = 0xffffffffu;
    unsigned lane = __laneid();
    int v = in[i];
    float f = fin[i];
    int *o = out + (size_t)i * NW;
    o[0] = __shfl_sync(full, v, (int)(lane * 7 + 3) & 31);
    o[1] = __shfl_up_sync(full, v, 3);
    o[2] = __shfl_down_sync(full, v, 5);
    o[3] = __shfl_xor_sync(full, v, 9);
    o[4] = __shfl_sync(full, v, (int)lane + 1, 16);        /* wraps inside 16-lane segment */
    o[5] = __builtin_bit_cast(int, __shfl_down_sync(full, f, 1, 16));
    float s = f;
    for (int m = 16; m > 0; m >>= 1)
        s += __shfl_xor_sync(full, s, m);
    o[6] = __builtin_bit_cast(int, s) == __builtin_bit_cast(int, __shfl_sync(full, s, 0));
    o[7] = (int)__ballot_sync(full, v & 1);
    o[8] = __any_sync(full, v == 12345) | (__all_sync(full, v > -2000000000) << 1) |
           (__uni_sync(full, lane < 32) << 2);
    o[9] = (int)__match_any_sync(full, (unsigned)v & 3);
    o[10] = (int)__reduce_add_sync(full, (unsigned)v & 0xffff);
    o[11] = (int)__activemask();
    unsigned half_mask = lane < 16 ? 0x0000ffffu : 0xffff0000u;
    o[12] = (int)__ballot_sync(half_mask, v & 2);
    long long w = ((long long)v << 32) | (unsigned)(v ^ 0x7fff);
    double dw = __builtin_bit_cast(double, w);
    o[13] = (int)(__builtin_bit_cast(long long, __shfl_xor_sync(full, dw, 1)) >> 16);
}
