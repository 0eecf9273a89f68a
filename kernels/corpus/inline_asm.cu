/* inline_asm.cu — inline PTX with constraints.
 * Covers: "=r"/"r" (32-bit), "=l"/"l" (64-bit), "=f"/"f", "=d"/"d", "=h"/"h"
 * (16-bit), "n" immediates, "+r" read-write operands, multiple outputs,
 * asm with predicates built inside the asm ({ .reg .pred }), asm volatile
 * with a "memory" clobber around a store, asm reading special registers. */
#include "ptxsel_device.h"

#define NA 12

KERNEL void inline_asm(const int *a, const int *b, const float *f, const double *d, long long *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    int x = a[i], y = b[i];
    long long *o = out + (size_t)i * NA;
    int s;
    __asm__("add.s32 %0, %1, %2;" : "=r"(s) : "r"(x), "r"(y));
    o[0] = s;
    long long w;
    __asm__("mul.wide.s32 %0, %1, %2;" : "=l"(w) : "r"(x), "r"(y));
    o[1] = w;
    unsigned hi, lo;
    __asm__("mov.b64 {%0, %1}, %2;" : "=r"(lo), "=r"(hi) : "l"(w));
    o[2] = (long long)hi * 3 + lo;
    float fr;
    __asm__("fma.rn.f32 %0, %1, %2, %3;" : "=f"(fr) : "f"(f[i]), "f"(2.0f), "f"(-1.0f));
    o[3] = __builtin_bit_cast(int, fr);
    double dr;
    __asm__("add.rn.f64 %0, %1, %1;" : "=d"(dr) : "d"(d[i]));
    o[4] = __builtin_bit_cast(long long, dr);
    unsigned short h;
    __asm__("cvt.u16.u32 %0, %1;" : "=h"(h) : "r"(x));
    unsigned short h2;
    __asm__("add.u16 %0, %1, %1;" : "=h"(h2) : "h"(h));
    o[5] = h2;
    int acc = x;
    __asm__("shl.b32 %0, %0, %1;" : "+r"(acc) : "n"(3));
    o[6] = acc;
    int mx;
    __asm__("{\n\t.reg .pred p;\n\tsetp.gt.s32 p, %1, %2;\n\tselp.s32 %0, %1, %2, p;\n\t}"
            : "=r"(mx) : "r"(x), "r"(y));
    o[7] = mx;
    unsigned lane;
    __asm__ volatile("mov.u32 %0, %%laneid;" : "=r"(lane));
    o[8] = lane == (threadIdx.x & 31);
    unsigned bf;
    __asm__("bfe.u32 %0, %1, 8, 8;" : "=r"(bf) : "r"(x));
    o[9] = bf;
    long long t64;
    __asm__("{ .reg .b64 t; add.s64 t, %1, %2; shl.b64 %0, t, 1; }" : "=l"(t64) : "l"((long long)x), "l"((long long)y));
    o[10] = t64;
    /* volatile store with a memory clobber, then a normal reload */
    __asm__ volatile("st.u32 [%0], %1;" ::"l"(o + 11), "r"(x ^ y) : "memory");
    o[11] = (long long)(unsigned)(*(volatile unsigned *)(o + 11)) + 7;
}
