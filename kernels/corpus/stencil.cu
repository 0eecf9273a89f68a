/* stencil.cu — 2D 5-point weighted stencil and a 1D radius-3 stencil with a
 * shared-memory halo; weights live in __constant__ memory and are written
 * by the host (cuModuleGetGlobal + cuMemcpyHtoD, like cudaMemcpyToSymbol).
 * Covers: ld.const, 2D indexing, boundary selects, shared halo loads. */
#include "ptxsel_device.h"

__constant__ float c_w5[5];   /* centre, west, east, north, south */
__constant__ float c_w7[7];   /* 1D taps, -3..3 */

KERNEL void stencil5(const float *in, float *out, int nx, int ny) {
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= nx || y >= ny)
        return;
    int i = y * nx + x;
    float c = in[i];
    float w = x > 0 ? in[i - 1] : c;
    float e = x < nx - 1 ? in[i + 1] : c;
    float nn = y > 0 ? in[i - nx] : c;
    float s = y < ny - 1 ? in[i + nx] : c;
    out[i] = c_w5[0] * c + c_w5[1] * w + c_w5[2] * e + c_w5[3] * nn + c_w5[4] * s;
}

#define R 3
#define B1 128
KERNEL void stencil1d_r3(const float *in, float *out, int n) {
    __shared__ float s[B1 + 2 * R];
    int g = blockIdx.x * B1 + threadIdx.x;
    int l = threadIdx.x + R;
    s[l] = g < n ? in[g] : 0.0f;
    if (threadIdx.x < R) {
        int lo = g - R, hi = g + B1;
        s[l - R] = lo >= 0 && lo < n ? in[lo] : 0.0f;
        s[l + B1] = hi < n ? in[hi] : 0.0f;
    }
    __syncthreads();
    if (g < n) {
        float acc = 0.0f;
#pragma unroll
        for (int k = -R; k <= R; k++)
            acc += c_w7[k + R] * s[l + k];
        out[g] = acc;
    }
}
