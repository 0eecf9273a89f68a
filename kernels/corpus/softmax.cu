/* softmax.cu — numerically stable row softmax, one warp per row: a max
 * reduction and a sum reduction with butterfly shuffles, exp through
 * ex2.approx.
 * Covers: shfl.sync.bfly f32, fmaxf, ex2.approx.f32, fdiv / rcp,
 * strided row loops, early exit of whole warps. */
#include "ptxsel_device.h"

KERNEL void softmax_rows(const float *in, float *out, int rows, int cols) {
    int row = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
    unsigned lane = threadIdx.x & 31;
    if (row >= rows)
        return;
    const float *r = in + (size_t)row * cols;
    float m = -3.402823466e38f;
    for (int j = lane; j < cols; j += 32)
        m = fmaxf(m, r[j]);
    for (int o = 16; o > 0; o >>= 1)
        m = fmaxf(m, __shfl_xor_sync(0xffffffffu, m, o));
    float s = 0.0f;
    for (int j = lane; j < cols; j += 32)
        s += __expf(r[j] - m);
    for (int o = 16; o > 0; o >>= 1)
        s += __shfl_xor_sync(0xffffffffu, s, o);
    float inv = 1.0f / s;
    for (int j = lane; j < cols; j += 32)
        out[(size_t)row * cols + j] = __expf(r[j] - m) * inv;
}
