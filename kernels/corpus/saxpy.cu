/* saxpy.cu — SAXPY and DAXPY with a grid-stride loop.
 * Covers: float/double fma contraction, i32->i64 index arithmetic, loops
 * with phis, global loads/stores, special registers. Also built at -O0
 * (saxpy_O0.ll) to exercise unoptimised IR (allocas, loads of params). */
#include "ptxsel_device.h"

KERNEL void saxpy(int n, float a, const float *__restrict__ x, float *__restrict__ y) {
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        y[i] = a * x[i] + y[i];
}

KERNEL void daxpy(int n, double a, const double *__restrict__ x, double *__restrict__ y) {
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        y[i] = a * x[i] + y[i];
}
