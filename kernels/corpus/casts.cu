/* casts.cu — every cast instruction clang emits, one row of NC u64 results
 * per element (each value widened to 64 bits by the kernel itself).
 * Covers: trunc/zext/sext between i1/i8/i16/i32/i64; sitofp/uitofp and
 * fptosi/fptoui for f16/f32/f64 <-> i8..i64; fpext/fptrunc among
 * half/float/double; bitcast float<->int and double<->i64;
 * ptrtoint/inttoptr; addrspacecast generic<->shared (and isspacep). */
#include "ptxsel_device.h"

#define NC 32

KERNEL void casts(const long long *in_i, const float *in_f, const double *in_d,
                  unsigned long long *out, int n) {
    __shared__ int sbuf[256];   /* blockDim.x <= 256 */
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    long long q = in_i[i];
    float f = in_f[i];      /* in (-1e4, 1e4) */
    double d = in_d[i];     /* in (-1e9, 1e9) */
    unsigned long long *o = out + (size_t)i * NC;
    o[0] = (unsigned long long)(long long)(signed char)q;
    o[1] = (unsigned long long)(unsigned char)q;
    o[2] = (unsigned long long)(long long)(short)q;
    o[3] = (unsigned long long)(unsigned short)q;
    o[4] = (unsigned long long)(long long)(int)q;
    o[5] = (unsigned long long)(unsigned)q;
    o[6] = (unsigned long long)(q < 0);                       /* i1 zext */
    o[7] = (unsigned long long)(long long)-(long long)(q & 1); /* i1 sext */
    o[8] = __builtin_bit_cast(unsigned, (float)(int)q);
    o[9] = __builtin_bit_cast(unsigned, (float)(unsigned)q);
    o[10] = __builtin_bit_cast(unsigned long long, (double)q);
    o[11] = __builtin_bit_cast(unsigned long long, (double)(unsigned long long)q);
    o[12] = __builtin_bit_cast(unsigned, (float)q);
    o[13] = __builtin_bit_cast(unsigned, (float)(unsigned long long)q);
    o[14] = (unsigned long long)(long long)(int)f;
    o[15] = (unsigned long long)(unsigned)(f < 0 ? -f : f);
    o[16] = (unsigned long long)(long long)d;
    o[17] = (unsigned long long)(d < 0 ? -d : d);
    o[18] = (unsigned long long)(long long)(short)(f * 0.25f);
    o[19] = (unsigned long long)(long long)(signed char)(f * 0.01f);
    o[20] = __builtin_bit_cast(unsigned long long, (double)f);
    o[21] = __builtin_bit_cast(unsigned, (float)d);
    o[22] = __builtin_bit_cast(unsigned short, (half)(f * 0.001f));
    o[23] = __builtin_bit_cast(unsigned, (float)(half)(f * 0.001f));
    o[24] = __builtin_bit_cast(unsigned short, (half)(d * 1e-6));
    o[25] = __builtin_bit_cast(unsigned long long, (double)(half)(f * 0.001f));
    o[26] = (unsigned long long)(long long)(int)(half)(f * 0.001f);
    o[27] = __builtin_bit_cast(unsigned short, (half)(int)(q & 1023));
    o[28] = __builtin_bit_cast(unsigned, f) ^ (unsigned)(__builtin_bit_cast(unsigned long long, d) >> 32);
    /* pointers: ptrtoint / inttoptr round trip, generic <-> shared */
    unsigned long long pi = (unsigned long long)(in_f + i);
    const float *back = (const float *)(pi + 4);
    o[29] = __builtin_bit_cast(unsigned, back[-1]) == __builtin_bit_cast(unsigned, f);
    int *sp = &sbuf[threadIdx.x];
    *sp = (int)q;
    int *gp = (int *)(unsigned long long)sp;     /* shared -> generic -> int -> generic */
    o[30] = (unsigned long long)(unsigned)(*gp) + ((unsigned long long)__nvvm_isspacep_shared(gp) << 32) +
            ((unsigned long long)__nvvm_isspacep_global(in_d + i) << 33) +
            ((unsigned long long)__nvvm_isspacep_local(gp) << 34);
    o[31] = (pi & 3) == 0;
}
