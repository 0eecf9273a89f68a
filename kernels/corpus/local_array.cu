/* local_array.cu — per-thread arrays indexed dynamically, which SROA cannot
 * promote: they live in local memory (allocas -> .local, ld.local/st.local).
 * Each thread insertion-sorts 16 values, takes the median and a
 * data-dependent permutation walk, and builds a 32-bin local histogram.
 * Covers: alloca arrays, dynamic GEPs into allocas, nested loops with phis,
 * early loop exits, byte-sized local arrays. Also built at -O0
 * (local_array_O0.ll). */
#include "ptxsel_device.h"

#define LN 16

KERNEL void local_sort(const int *in, int *out, int n) {
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t >= n)
        return;
    int a[LN];
    for (int k = 0; k < LN; k++)
        a[k] = in[t * LN + k];
    for (int k = 1; k < LN; k++) {
        int v = a[k], j = k - 1;
        while (j >= 0 && a[j] > v) {
            a[j + 1] = a[j];
            j--;
        }
        a[j + 1] = v;
    }
    /* permutation walk: data-dependent indices */
    int pos = (unsigned)in[t * LN] % LN;
    unsigned walk = 0;
    for (int k = 0; k < 8; k++) {
        walk = walk * 31u + (unsigned)a[pos];
        pos = (unsigned)(a[pos] ^ k) % LN;
    }
    unsigned char hist[32];
    for (int k = 0; k < 32; k++)
        hist[k] = 0;
    for (int k = 0; k < LN; k++)
        hist[(unsigned)a[k] % 32]++;
    int hsum = 0;
    for (int k = 0; k < 32; k++)
        hsum += hist[k] * (k + 1);
    for (int k = 0; k < LN; k++)
        out[t * (LN + 3) + k] = a[k];
    out[t * (LN + 3) + LN] = (a[LN / 2 - 1] + a[LN / 2]) / 2;
    out[t * (LN + 3) + LN + 1] = (int)walk;
    out[t * (LN + 3) + LN + 2] = hsum;
}
