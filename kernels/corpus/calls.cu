/* calls.cu — non-inlined device functions (.func with the .param ABI).
 * Covers: recursion (gcd, Ackermann-bounded, tree-depth recursion through a
 * local array), mutual recursion, functions returning a struct by value
 * (sret or aggregate return), many mixed-type arguments (i8, i16, i64,
 * half, float, double, <4 x float>, pointers), void functions writing
 * through pointers, calls inside loops and under divergent control flow.
 * Also built at -O0 (calls_O0.ll). */
#include "ptxsel_device.h"

struct QR {
    long long q;
    long long r;
    int steps;
};

struct Big {
    int v[12];
};

static __device__ NOINLINE unsigned gcd(unsigned a, unsigned b) {
    return b == 0 ? a : gcd(b, a % b);
}

static __device__ NOINLINE QR divmod(long long a, long long b) {
    QR r;
    r.q = a / b;
    r.r = a % b;
    r.steps = (int)(r.q & 7);
    return r;
}

static __device__ NOINLINE Big make_big(int seed) {
    Big b;
    for (int k = 0; k < 12; k++)
        b.v[k] = seed * (k + 1) ^ (k << 8);
    return b;
}

static __device__ NOINLINE bool is_odd(unsigned n);
static __device__ NOINLINE bool is_even(unsigned n) { return n == 0 ? true : is_odd(n - 1); }
static __device__ NOINLINE bool is_odd(unsigned n) { return n == 0 ? false : is_even(n - 1); }

static __device__ NOINLINE double mix(signed char c, short s, long long l, half h, float f, double d,
                                      float4 v, const int *p) {
    return (double)c + (double)s * 2.0 + (double)l * 0.5 + (double)(float)h + (double)f * 3.0 + d +
           (double)(v.x + v.y + v.z + v.w) + (double)p[0];
}

/* sum of a binary tree laid out in a local array, by recursion */
static __device__ NOINLINE int tree_sum(const int *t, int node, int n) {
    if (node >= n)
        return 0;
    return t[node] + tree_sum(t, 2 * node + 1, n) + tree_sum(t, 2 * node + 2, n);
}

static __device__ NOINLINE void write_pair(int *a, int *b, int x) {
    *a = x * 3;
    *b = x ^ 0x3c3c;
}

#define NCALL 10
KERNEL void calls(const int *in, const float *fin, long long *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    int x = in[i];
    unsigned ux = (unsigned)x;
    long long *o = out + (size_t)i * NCALL;
    o[0] = gcd(ux & 0xffff, (ux >> 16) | 1);
    QR qr = divmod((long long)x * 1000003LL, (long long)((ux & 0xff) + 1));
    o[1] = qr.q;
    o[2] = qr.r + qr.steps;
    Big b = make_big(x & 0xfff);
    long long bs = 0;
    for (int k = 0; k < 12; k++)
        bs += b.v[k] * (k + 1);
    o[3] = bs;
    o[4] = (ux & 1) ? is_even(ux & 63) : is_odd(ux & 31);
    float4 v = {fin[i], 1.0f, 2.0f, -fin[i] * 0.5f};
    o[5] = (long long)(mix((signed char)x, (short)(x >> 8), (long long)x * 1048576, (half)1.5f, fin[i], 0.25 * x, v, in) * 16.0);
    int tree[15];
    for (int k = 0; k < 15; k++)
        tree[k] = (x >> k) & 0xff;
    o[6] = tree_sum(tree, 0, 7 + (int)(ux & 7));
    int a, c;
    write_pair(&a, &c, x);
    o[7] = (long long)a * c;
    long long acc = 0;
    for (int k = 0; k < (int)(ux & 7); k++)
        acc += gcd((unsigned)k * 12u + 6u, ux & 0x3ff);
    o[8] = acc;
    o[9] = (x & 2) ? (long long)gcd(ux, 360u) : -(long long)gcd(ux, 84u);
}
