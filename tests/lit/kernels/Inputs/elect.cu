/* elect_one_sync() from C through kernels/include/ptxsel_hopper.h (tests/lit/kernels/elect-c.test). */
#include "ptxsel_device.h"
#include "ptxsel_hopper.h"
KERNEL void k(u32 *out)
{
    if (elect_one_sync())
        out[threadIdx.x / 32] = threadIdx.x;
}
