/* crc32_globals.cu — CRC-32 (IEEE, reflected) of one 256-byte message per
 * thread, with the table in __constant__ memory built by a constexpr
 * initialiser, plus __device__ globals with initialisers.
 * Covers: __constant__ arrays with initialisers (.const + initialiser list),
 * __device__ globals: arrays, a mixed-type struct, pointers to other globals
 * initialised with constant-expression GEPs (generic(sym)+off), a zero-init
 * counter the host reads back with cuModuleGetGlobal, loads through
 * constant-expression GEPs of globals. */
#include "ptxsel_device.h"

struct CrcTable {
    unsigned v[256];
};

static constexpr CrcTable make_crc_table() {
    CrcTable t{};
    for (unsigned i = 0; i < 256; i++) {
        unsigned c = i;
        for (int k = 0; k < 8; k++)
            c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
        t.v[i] = c;
    }
    return t;
}

__constant__ CrcTable c_crc = make_crc_table();

struct Mixed {
    char c;
    short s;
    int i;
    long long l;
    float f;
    double d;
    unsigned char bytes[5];
};

__device__ int g_primes[16] = {2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53};
__device__ Mixed g_mixed = {'x', -1234, 0x12345678, -0x123456789abcdefLL, 1.5f, -2.25, {1, 2, 3, 4, 5}};
__device__ int *g_prime_ptr = &g_primes[5];              /* constant-expression GEP */
__device__ const unsigned *g_crc_mid = &c_crc.v[128];    /* pointer into __constant__ */
__device__ unsigned g_calls;                              /* zero-initialised */
__device__ float g_scale[4] = {1.0f, 0.5f, 0.25f, 0.125f};

#define MSG 256

KERNEL void crc32_msgs(const unsigned char *msgs, unsigned *crcs, int n) {
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t >= n)
        return;
    const unsigned char *m = msgs + (size_t)t * MSG;
    unsigned c = 0xFFFFFFFFu;
    for (int k = 0; k < MSG; k++)
        c = c_crc.v[(c ^ m[k]) & 0xff] ^ (c >> 8);
    crcs[t] = ~c;
    atomicAdd(&g_calls, 1u);
}

/* reads the initialised globals; out has 12 entries per thread */
KERNEL void globals_read(int *out, int n) {
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t >= n)
        return;
    int *o = out + t * 12;
    o[0] = g_primes[t & 15];
    o[1] = g_prime_ptr[t & 7];          /* g_primes[5 + (t & 7)] */
    o[2] = g_mixed.c + g_mixed.s;
    o[3] = g_mixed.i;
    o[4] = (int)(g_mixed.l >> 24);
    o[5] = (int)(g_mixed.f * 1000.0f);
    o[6] = (int)(g_mixed.d * 1000.0);
    o[7] = g_mixed.bytes[t % 5];
    o[8] = (int)g_crc_mid[t & 127];     /* c_crc.v[128 + (t & 127)] */
    o[9] = (int)(g_scale[t & 3] * 64.0f);
    o[10] = g_primes[3] * 100 + g_primes[15];   /* constant GEP loads */
    o[11] = (int)c_crc.v[255];
}
