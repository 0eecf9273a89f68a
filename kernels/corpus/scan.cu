/* scan.cu — block-wide inclusive prefix sum (256 threads): warp scans with
 * __shfl_up_sync, warp totals through shared memory, a second warp scan.
 * Covers: shfl.sync.up, lane arithmetic, shared memory, predicated adds,
 * per-block totals written to a second output. */
#include "ptxsel_device.h"

#define SBLOCK 256

DEVFN int warp_incl_scan(int v, unsigned lane) {
    for (unsigned d = 1; d < 32; d <<= 1) {
        int t = __shfl_up_sync(0xffffffffu, v, d);
        if (lane >= d)
            v += t;
    }
    return v;
}

KERNEL void scan_block_i32(const int *in, int *out, int *block_sums, int n) {
    __shared__ int wsum[SBLOCK / 32];
    unsigned lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
    int i = blockIdx.x * SBLOCK + threadIdx.x;
    int v = i < n ? in[i] : 0;
    v = warp_incl_scan(v, lane);
    if (lane == 31)
        wsum[warp] = v;
    __syncthreads();
    if (warp == 0) {
        int w = lane < SBLOCK / 32 ? wsum[lane] : 0;
        w = warp_incl_scan(w, lane);
        if (lane < SBLOCK / 32)
            wsum[lane] = w;
    }
    __syncthreads();
    if (warp > 0)
        v += wsum[warp - 1];
    if (i < n)
        out[i] = v;
    if (threadIdx.x == SBLOCK - 1)
        block_sums[blockIdx.x] = v;
}
