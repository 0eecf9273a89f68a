/* structs.cu — aggregates: an array-of-structs particle update, a kernel
 * parameter struct passed by value, structs returned from non-inlined
 * functions, __builtin_memcpy / __builtin_memset of structs and local
 * buffers.
 * Covers: byval kernel params (.param struct), extractvalue/insertvalue,
 * struct-returning .func calls, llvm.memcpy / llvm.memset (constant and
 * variable size), unaligned struct field access (packed), i8/i16/f32/i32
 * fields at odd offsets. Also built at -O0 (structs_O0.ll). */
#include "ptxsel_device.h"

struct vec3 {
    float x, y, z;
};

struct Particle {
    vec3 pos;
    vec3 vel;
    float mass;
    int id;
};

struct SimParams {
    float dt;
    vec3 gravity;
    float damping;
    int steps;
    unsigned char flags;
    short tag;
};

struct __attribute__((packed)) Record {
    unsigned char kind;
    int value;        /* at offset 1 */
    short weight;     /* at offset 5 */
    double score;     /* at offset 7 */
};

struct Step {
    vec3 pos;
    vec3 vel;
};

static __device__ NOINLINE Step integrate(vec3 pos, vec3 vel, float mass, const SimParams *p) {
    Step s;
    float inv = 1.0f / mass;
    s.vel.x = (vel.x + p->gravity.x * inv * p->dt) * p->damping;
    s.vel.y = (vel.y + p->gravity.y * inv * p->dt) * p->damping;
    s.vel.z = (vel.z + p->gravity.z * inv * p->dt) * p->damping;
    s.pos.x = pos.x + s.vel.x * p->dt;
    s.pos.y = pos.y + s.vel.y * p->dt;
    s.pos.z = pos.z + s.vel.z * p->dt;
    return s;
}

KERNEL void particles(Particle *ps, SimParams prm, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    Particle p;
    __builtin_memcpy(&p, &ps[i], sizeof p);
    for (int k = 0; k < prm.steps; k++) {
        Step s = integrate(p.pos, p.vel, p.mass, &prm);
        p.pos = s.pos;
        p.vel = s.vel;
    }
    p.id = p.id * 16 + prm.flags + prm.tag;
    __builtin_memcpy(&ps[i], &p, sizeof p);
}

/* gather packed records by index; zero the slots whose kind is odd */
KERNEL void gather_records(const Record *src, const int *idx, Record *dst, int n, int nsrc) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    int j = idx[i];
    if (j < 0 || j >= nsrc)
        j = 0;
    Record r;
    __builtin_memcpy(&r, &src[j], sizeof r);
    if (r.kind & 1) {
        __builtin_memset(&r, 0, sizeof r);
        r.kind = 0xee;
    } else {
        r.value += r.weight;
        r.score *= 2.0;
    }
    __builtin_memcpy(&dst[i], &r, sizeof r);
}

/* variable-length memcpy/memset into a local buffer, then checksum */
KERNEL void memcpy_var(const unsigned char *src, unsigned *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    unsigned char buf[64];
    int len = (int)(src[i * 64] & 63);
    __builtin_memset(buf, 0xA5, sizeof buf);
    __builtin_memcpy(buf, src + (size_t)i * 64, (size_t)len);
    unsigned h = 2166136261u;
    for (int k = 0; k < 64; k++)
        h = (h ^ buf[k]) * 16777619u;
    out[i] = h;
}
