/* reduce.cu — block reductions: shared-memory tree, then warp shuffles,
 * then one global atomic per block.
 * Covers: __shared__ arrays, __syncthreads, __shfl_down_sync (f32, i32),
 * redux.sync (__reduce_max_sync), atomicAdd f32 / u64, atomicMax i32,
 * 64-bit integer adds, grid-stride loops. */
#include "ptxsel_device.h"

#define RBLOCK 256

DEVFN float warp_sum(float v) {
    for (int o = 16; o > 0; o >>= 1)
        v += __shfl_down_sync(0xffffffffu, v, o);
    return v;
}

KERNEL void reduce_sum_f32(const float *in, float *out, int n) {
    __shared__ float s[RBLOCK];
    float acc = 0.0f;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        acc += in[i];
    s[threadIdx.x] = acc;
    __syncthreads();
    for (unsigned st = blockDim.x / 2; st >= 32; st >>= 1) {
        if (threadIdx.x < st)
            s[threadIdx.x] += s[threadIdx.x + st];
        __syncthreads();
    }
    if (threadIdx.x < 32) {
        float v = warp_sum(s[threadIdx.x]);
        if (threadIdx.x == 0)
            atomicAdd(out, v);
    }
}

KERNEL void reduce_sum_u64(const unsigned *in, unsigned long long *out, int n) {
    __shared__ unsigned long long s[RBLOCK / 32];
    unsigned long long acc = 0;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        acc += in[i];
    /* 64-bit warp reduction as two 32-bit shuffles */
    for (int o = 16; o > 0; o >>= 1) {
        unsigned lo = __shfl_down_sync(0xffffffffu, (unsigned)acc, o);
        unsigned hi = __shfl_down_sync(0xffffffffu, (unsigned)(acc >> 32), o);
        acc += ((unsigned long long)hi << 32) | lo;
    }
    if (__laneid() == 0)
        s[threadIdx.x / 32] = acc;
    __syncthreads();
    if (threadIdx.x == 0) {
        unsigned long long t = 0;
        for (unsigned w = 0; w < blockDim.x / 32; w++)
            t += s[w];
        atomicAdd(out, t);
    }
}

KERNEL void reduce_max_i32(const int *in, int *out, int n) {
    int m = -2147483647 - 1;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        m = max(m, in[i]);
    /* redux.sync works on unsigned: bias the sign bit */
    unsigned b = __reduce_max_sync(0xffffffffu, (unsigned)m ^ 0x80000000u);
    if (__laneid() == 0)
        atomicMax(out, (int)(b ^ 0x80000000u));
}
