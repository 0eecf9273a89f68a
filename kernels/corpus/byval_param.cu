/* byval_param.cu — structs passed to kernels by value and read in place.
 * bv_index reads an array member with a run-time index (GEP with a variable
 * offset on the byval pointer: ld.param through a register); bv_escape passes
 * the parameter's address to a non-inlined function (the parameter is copied
 * to local memory); bv_write writes the parameter before reading it (copy).
 * (__grid_constant__ is not accepted by clang-19 without a CUDA installation:
 * tests/lit/abi/byval-param.ll covers it.) */
#include "ptxsel_device.h"

struct Table {
    int base;
    float scale;
    int vals[8];
};

KERNEL void bv_index(Table t, const int *idx, float *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = (float)(t.base + t.vals[idx[i] & 7]) * t.scale;
}

static __device__ NOINLINE int sum_table(const Table *t, int k) {
    int s = t->base;
    for (int j = 0; j < 8; j++)
        s += t->vals[(j + k) & 7] * (j + 1);
    return s;
}

KERNEL void bv_escape(Table t, int *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = sum_table(&t, i);
}

KERNEL void bv_write(Table t, const int *idx, int *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    t.vals[idx[i] & 7] += i;
    int s = 0;
    for (int j = 0; j < 8; j++)
        s += t.vals[j];
    out[i] = s + t.base;
}
