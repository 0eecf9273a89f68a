/* transpose.cu — matrix transpose through a padded 32x33 shared tile
 * (blockDim 32x8, each thread moves 4 elements).
 * Covers: 2D grids (ctaid.y, tid.y), 2D shared array with padding,
 * bounds checks, __syncthreads between phases. */
#include "ptxsel_device.h"

#define TILE 32
#define ROWS 8

KERNEL void transpose32(float *out, const float *in, int width, int height) {
    __shared__ float tile[TILE][TILE + 1];
    int x = blockIdx.x * TILE + threadIdx.x;
    int y = blockIdx.y * TILE + threadIdx.y;
    for (int j = 0; j < TILE; j += ROWS)
        if (x < width && y + j < height)
            tile[threadIdx.y + j][threadIdx.x] = in[(size_t)(y + j) * width + x];
    __syncthreads();
    x = blockIdx.y * TILE + threadIdx.x;
    y = blockIdx.x * TILE + threadIdx.y;
    for (int j = 0; j < TILE; j += ROWS)
        if (x < height && y + j < width)
            out[(size_t)(y + j) * height + x] = tile[threadIdx.x][threadIdx.y + j];
}
