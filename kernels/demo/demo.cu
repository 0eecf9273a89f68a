// Demo kernel for `make demo`: y = a*x + y over a grid-stride loop, with a
// block-wide sum of the result (warp shuffles + shared memory + atomics).
#include "../include/ptxsel_device.h"

KERNEL void __launch_bounds__(256, 2)
saxpy_sum(float *__restrict__ y, const float *__restrict__ x, float a, int n, float *__restrict__ total)
{
    __shared__ float partial[8];
    float acc = 0.0f;
    int stride = gridDim.x * blockDim.x;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride) {
        float v = __builtin_fmaf(a, x[i], y[i]);
        y[i] = v;
        acc += v;
    }
    for (int off = 16; off > 0; off >>= 1)
        acc += __shfl_down_sync(0xffffffffu, acc, off);
    int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
    if (lane == 0)
        partial[warp] = acc;
    __syncthreads();
    if (warp == 0) {
        acc = lane < (int)(blockDim.x >> 5) ? partial[lane] : 0.0f;
        for (int off = 4; off > 0; off >>= 1)
            acc += __shfl_down_sync(0xffffffffu, acc, off);
        if (lane == 0)
            atomicAdd(total, acc);
    }
}
