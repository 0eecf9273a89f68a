/* fence_reduce.cu — the "threadfence reduction": every block writes its
 * partial sum, fences, takes a ticket with atomicInc, and the last block to
 * arrive sums the partials (read through volatile) and resets the ticket.
 * The in-block reduction is the classic volatile-shared warp unroll.
 * Covers: llvm.nvvm.membar.gl / membar.cta, inline-asm fence.acq_rel.gpu,
 * volatile loads/stores (global and shared), atomicInc, __syncthreads_or,
 * shared flags, a kernel that both produces and consumes across blocks. */
#include "ptxsel_device.h"

#define FBLOCK 128

__device__ unsigned g_ticket = 0;

DEVFN float warp_reduce_volatile(volatile float *s, unsigned t) {
    float v = s[t];
#pragma unroll
    for (unsigned k = 32; k > 0; k >>= 1) {
        v += s[t + k];
        __syncwarp();
        s[t] = v;
        __syncwarp();
    }
    return v;
}

KERNEL void fence_reduce(const float *in, volatile float *partial, float *result, unsigned *last_block, int n) {
    __shared__ float s[FBLOCK];
    __shared__ int am_last;
    unsigned t = threadIdx.x;
    float acc = 0.0f;
    for (int i = blockIdx.x * FBLOCK + t; i < n; i += FBLOCK * gridDim.x)
        acc += in[i];
    s[t] = acc;
    __syncthreads();
    for (unsigned st = FBLOCK / 2; st > 32; st >>= 1) {
        if (t < st)
            s[t] += s[t + st];
        __syncthreads();
    }
    if (t < 32)
        warp_reduce_volatile(s, t);
    if (t == 0) {
        partial[blockIdx.x] = s[0];
        __threadfence();
        unsigned ticket = atomicInc(&g_ticket, gridDim.x);
        am_last = ticket == gridDim.x - 1;
    }
    __syncthreads();
    if (__syncthreads_or(am_last)) {
        __asm__ volatile("fence.acq_rel.gpu;" ::: "memory");
        float tot = 0.0f;
        for (unsigned b = t; b < gridDim.x; b += FBLOCK)
            tot += partial[b];
        s[t] = tot;
        __threadfence_block();
        __syncthreads();
        if (t == 0) {
            float r = 0.0f;
            for (unsigned k = 0; k < FBLOCK; k++)
                r += s[k];
            *result = r;
            *last_block = blockIdx.x;
            g_ticket = 0;
        }
    }
}
