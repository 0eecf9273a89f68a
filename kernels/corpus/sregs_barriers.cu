/* sregs_barriers.cu — special registers and barrier variants.
 * Covers: %tid/%ctaid/%ntid/%nctaid .x/.y/.z on a 3D launch, %laneid,
 * %warpid, %clock64 / %clock, %lanemask_lt, bar.sync 0 (__syncthreads),
 * bar.red.popc / .and / .or (__syncthreads_count/and/or), barrier.sync with
 * an id (named barrier 1) and with an id and a thread count (barrier 2,
 * used by the first two warps only), bar.warp.sync. */
#include "ptxsel_device.h"

#define NS 16

KERNEL void sregs(const int *pred, int *out) {
    unsigned bt = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
    unsigned nthreads = blockDim.x * blockDim.y * blockDim.z;
    unsigned bid = blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z);
    unsigned g = bid * nthreads + bt;
    int *o = out + (size_t)g * NS;
    long long c0 = clock64();
    int p = pred[g];
    o[0] = threadIdx.x | threadIdx.y << 10 | threadIdx.z << 20;
    o[1] = blockIdx.x | blockIdx.y << 10 | blockIdx.z << 20;
    o[2] = blockDim.x | blockDim.y << 10 | blockDim.z << 20;
    o[3] = gridDim.x | gridDim.y << 10 | gridDim.z << 20;
    o[4] = __laneid() == (bt & 31);
    o[5] = __lanemask_lt() == ((1u << (bt & 31)) - 1u);
    o[6] = __syncthreads_count(p & 1);
    o[7] = __syncthreads_and(p & 2);
    o[8] = __syncthreads_or(p & 4);
    __shared__ int stage[1024];
    stage[bt] = p;
    __named_bar_sync(1);
    o[9] = stage[(bt + 1) % nthreads];
    __syncthreads();
    if (bt < 64) {                       /* first two warps only */
        stage[bt] = p * 3;
        __named_bar_sync_cnt(2, 64);
        o[10] = stage[63 - bt];
    } else {
        o[10] = -1;
    }
    __syncwarp();
    o[11] = __warpid() < 64;
    long long c1 = clock64();
    o[12] = c1 >= c0;
    unsigned c32a = (unsigned)clock();
    unsigned c32b = (unsigned)clock();
    o[13] = (int)(c32b - c32a) >= 0;
    o[14] = (int)g;
    o[15] = (int)(nthreads * gridDim.x * gridDim.y * gridDim.z);
}
