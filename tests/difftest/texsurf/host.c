/* host.c: runs one texture / surface differential kernel (texsurf_gen.py)
 * from one cubin and writes what it computed to a file.
 *
 *   texsurf_host MANIFEST CUBIN KERNEL OUTFILE
 *
 * MANIFEST's block for KERNEL names every .texref / .surfref of the module
 * with the CUDA array (or, for "lin", the linear memory) to create, fill with
 * known contents and bind through the texture / surface reference API
 * (cuModuleGetTexRef + cuTexRefSet*, cuModuleGetSurfRef + cuSurfRefSetArray).
 * The kernel runs as one block of THREADS threads on an output buffer of
 * THREADS * WORDS words (prefilled with 0xA5A5A5A5); OUTFILE receives those
 * words followed by the contents of every surface's array, read back after
 * the kernel, in manifest order. Driver API only (cuda.h, -lcuda).
 * Exit 0 on success, 2 on any CUDA or input error (printed on stderr).
 */
#include <cuda.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAXREF 16

struct ref {
    int is_tex;
    char name[64], geom[16], fmt[8], flags[64], addr[16], filt[16];
    unsigned nch, w, h, d;
    CUarray arr;
    CUdeviceptr lin;
    size_t bytes;
};

static const char *kernel_name;

static void die(const char *what, CUresult r)
{
    const char *s = NULL;
    if (cuGetErrorName(r, &s) != CUDA_SUCCESS || !s)
        s = "?";
    fprintf(stderr, "texsurf_host: %s: %s failed: %s (%d)\n", kernel_name, what, s, (int)r);
    exit(2);
}

#define CK(call)                                                                                                      \
    do {                                                                                                              \
        CUresult r_ = (call);                                                                                         \
        if (r_ != CUDA_SUCCESS)                                                                                       \
            die(#call, r_);                                                                                           \
    } while (0)

static int format_of(const char *f, CUarray_format *cf, unsigned *size)
{
    static const struct {
        const char *n;
        CUarray_format f;
        unsigned s;
    } t[] = {{"u8", CU_AD_FORMAT_UNSIGNED_INT8, 1},  {"u16", CU_AD_FORMAT_UNSIGNED_INT16, 2},
             {"u32", CU_AD_FORMAT_UNSIGNED_INT32, 4}, {"s8", CU_AD_FORMAT_SIGNED_INT8, 1},
             {"s16", CU_AD_FORMAT_SIGNED_INT16, 2},   {"s32", CU_AD_FORMAT_SIGNED_INT32, 4},
             {"f16", CU_AD_FORMAT_HALF, 2},           {"f32", CU_AD_FORMAT_FLOAT, 4}};
    for (size_t i = 0; i < sizeof t / sizeof t[0]; i++)
        if (!strcmp(f, t[i].n)) {
            *cf = t[i].f;
            *size = t[i].s;
            return 1;
        }
    return 0;
}

static uint32_t hash(uint32_t x)
{
    x ^= x >> 16;
    x *= 0x7feb352dU;
    x ^= x >> 15;
    x *= 0x846ca68bU;
    x ^= x >> 16;
    return x;
}

/* known contents: integers of random bits; floats k/16 for k in -2000..2000;
 * halves finite, magnitudes 2^-5 .. 2^6 */
static void fill(unsigned char *p, size_t n, unsigned size, const char *fmt, uint32_t seed)
{
    for (size_t i = 0; i < n; i++) {
        uint32_t h = hash((uint32_t)i * 2654435761U + seed);
        if (!strcmp(fmt, "f32")) {
            float f = (float)((int)(h % 4001) - 2000) / 16.0f;
            memcpy(p + i * 4, &f, 4);
        } else if (!strcmp(fmt, "f16")) {
            uint16_t v = (uint16_t)(((h >> 31) << 15) | ((10 + (h >> 10) % 12) << 10) | (h & 0x3ff));
            memcpy(p + i * 2, &v, 2);
        } else {
            memcpy(p + i * size, &h, size); /* little-endian: the low bytes */
        }
    }
}

static CUaddress_mode addr_of(const char *a)
{
    if (!strcmp(a, "wrap"))
        return CU_TR_ADDRESS_MODE_WRAP;
    if (!strcmp(a, "mirror"))
        return CU_TR_ADDRESS_MODE_MIRROR;
    if (!strcmp(a, "border"))
        return CU_TR_ADDRESS_MODE_BORDER;
    return CU_TR_ADDRESS_MODE_CLAMP;
}

static void copy3d(struct ref *r, unsigned esize, void *host, int to_array)
{
    CUDA_MEMCPY3D c;
    memset(&c, 0, sizeof c);
    size_t row = (size_t)r->w * r->nch * esize;
    if (to_array) {
        c.srcMemoryType = CU_MEMORYTYPE_HOST;
        c.srcHost = host;
        c.srcPitch = row;
        c.srcHeight = r->h ? r->h : 1;
        c.dstMemoryType = CU_MEMORYTYPE_ARRAY;
        c.dstArray = r->arr;
    } else {
        c.srcMemoryType = CU_MEMORYTYPE_ARRAY;
        c.srcArray = r->arr;
        c.dstMemoryType = CU_MEMORYTYPE_HOST;
        c.dstHost = host;
        c.dstPitch = row;
        c.dstHeight = r->h ? r->h : 1;
    }
    c.WidthInBytes = row;
    c.Height = r->h ? r->h : 1;
    c.Depth = r->d ? r->d : 1;
    CK(cuMemcpy3D(&c));
}

int main(int argc, char **argv)
{
    if (argc != 5) {
        fprintf(stderr, "usage: texsurf_host MANIFEST CUBIN KERNEL OUTFILE\n");
        return 2;
    }
    kernel_name = argv[3];
    FILE *mf = fopen(argv[1], "r");
    if (!mf) {
        perror(argv[1]);
        return 2;
    }
    struct ref refs[MAXREF];
    int nref = 0, found = 0;
    unsigned threads = 0, words = 0;
    char line[512], kw[16], name[128];
    while (fgets(line, sizeof line, mf)) {
        if (sscanf(line, "%15s", kw) != 1 || kw[0] == '#')
            continue;
        if (!strcmp(kw, "kernel")) {
            found = sscanf(line, "kernel %127s %u %u", name, &threads, &words) == 3 && !strcmp(name, argv[3]);
            continue;
        }
        if (!found)
            continue;
        if (!strcmp(kw, "end"))
            break;
        if (nref == MAXREF) {
            fprintf(stderr, "texsurf_host: %s: more than %d references\n", argv[3], MAXREF);
            return 2;
        }
        struct ref *r = &refs[nref];
        memset(r, 0, sizeof *r);
        r->is_tex = !strcmp(kw, "tex");
        int n = r->is_tex ? sscanf(line, "tex %63s %15s %7s %u %u %u %u %63s %15s %15s", r->name, r->geom, r->fmt,
                                   &r->nch, &r->w, &r->h, &r->d, r->flags, r->addr, r->filt)
                          : sscanf(line, "surf %63s %15s %7s %u %u %u %u", r->name, r->geom, r->fmt, &r->nch, &r->w,
                                   &r->h, &r->d);
        if (n != (r->is_tex ? 10 : 7)) {
            fprintf(stderr, "texsurf_host: %s: bad manifest line: %s", argv[3], line);
            return 2;
        }
        nref++;
    }
    fclose(mf);
    if (!found || !threads || !words) {
        fprintf(stderr, "texsurf_host: %s: not in %s\n", argv[3], argv[1]);
        return 2;
    }

    CUdevice dev;
    CUcontext ctx;
    CUmodule mod;
    CUfunction fn;
    CK(cuInit(0));
    CK(cuDeviceGet(&dev, 0));
    CK(cuDevicePrimaryCtxRetain(&ctx, dev));
    CK(cuCtxSetCurrent(ctx));
    CK(cuModuleLoad(&mod, argv[2]));
    CK(cuModuleGetFunction(&fn, mod, argv[3]));

    for (int i = 0; i < nref; i++) {
        struct ref *r = &refs[i];
        CUarray_format cf;
        unsigned es;
        if (!format_of(r->fmt, &cf, &es)) {
            fprintf(stderr, "texsurf_host: %s: unknown format %s\n", argv[3], r->fmt);
            return 2;
        }
        size_t n = (size_t)r->w * (r->h ? r->h : 1) * (r->d ? r->d : 1) * r->nch;
        r->bytes = n * es;
        unsigned char *host = malloc(r->bytes);
        if (!host)
            return 2;
        fill(host, n, es, r->fmt, 0x9e3779b9U * (uint32_t)(i + 1));
        if (!strcmp(r->geom, "lin")) {
            CK(cuMemAlloc(&r->lin, r->bytes));
            CK(cuMemcpyHtoD(r->lin, host, r->bytes));
        } else {
            CUDA_ARRAY3D_DESCRIPTOR ad;
            memset(&ad, 0, sizeof ad);
            ad.Width = r->w;
            ad.Height = r->h;
            ad.Depth = r->d;
            ad.Format = cf;
            ad.NumChannels = r->nch;
            if (!strcmp(r->geom, "1dl") || !strcmp(r->geom, "2dl"))
                ad.Flags |= CUDA_ARRAY3D_LAYERED;
            else if (!strcmp(r->geom, "cube"))
                ad.Flags |= CUDA_ARRAY3D_CUBEMAP;
            else if (!strcmp(r->geom, "cubel"))
                ad.Flags |= CUDA_ARRAY3D_CUBEMAP | CUDA_ARRAY3D_LAYERED;
            if (!r->is_tex)
                ad.Flags |= CUDA_ARRAY3D_SURFACE_LDST;
            CK(cuArray3DCreate(&r->arr, &ad));
            copy3d(r, es, host, 1);
        }
        free(host);
        if (r->is_tex) {
            CUtexref tr;
            unsigned fl = 0;
            CK(cuModuleGetTexRef(&tr, mod, r->name));
            if (r->lin) {
                size_t off = 0;
                CK(cuTexRefSetAddress(&off, tr, r->lin, r->bytes));
                if (off) {
                    fprintf(stderr, "texsurf_host: %s: texture offset %zu\n", argv[3], off);
                    return 2;
                }
            } else {
                CK(cuTexRefSetArray(tr, r->arr, CU_TRSA_OVERRIDE_FORMAT));
            }
            CK(cuTexRefSetFormat(tr, cf, (int)r->nch));
            for (int dim = 0; dim < 3; dim++)
                CK(cuTexRefSetAddressMode(tr, dim, addr_of(r->addr)));
            CK(cuTexRefSetFilterMode(tr, strcmp(r->filt, "linear") ? CU_TR_FILTER_MODE_POINT
                                                                    : CU_TR_FILTER_MODE_LINEAR));
            if (strstr(r->flags, "int"))
                fl |= CU_TRSF_READ_AS_INTEGER;
            if (strstr(r->flags, "norm"))
                fl |= CU_TRSF_NORMALIZED_COORDINATES;
            if (strstr(r->flags, "seamless"))
                fl |= CU_TRSF_SEAMLESS_CUBEMAP;
            CK(cuTexRefSetFlags(tr, fl));
        } else {
            CUsurfref sr;
            CK(cuModuleGetSurfRef(&sr, mod, r->name));
            CK(cuSurfRefSetArray(sr, r->arr, 0));
        }
    }

    size_t obytes = (size_t)threads * words * 4;
    CUdeviceptr out;
    CK(cuMemAlloc(&out, obytes));
    CK(cuMemsetD32(out, 0xA5A5A5A5U, obytes / 4));
    void *args[] = {&out};
    CK(cuLaunchKernel(fn, 1, 1, 1, threads, 1, 1, 0, NULL, args, NULL));
    CK(cuCtxSynchronize());

    FILE *of = fopen(argv[4], "wb");
    if (!of) {
        perror(argv[4]);
        return 2;
    }
    unsigned char *buf = malloc(obytes);
    if (!buf)
        return 2;
    CK(cuMemcpyDtoH(buf, out, obytes));
    int ok = fwrite(buf, 1, obytes, of) == obytes;
    free(buf);
    for (int i = 0; i < nref && ok; i++) {
        struct ref *r = &refs[i];
        if (r->is_tex)
            continue;
        CUarray_format cf;
        unsigned es = 1;
        format_of(r->fmt, &cf, &es);
        unsigned char *host = calloc(1, r->bytes);
        if (!host)
            return 2;
        copy3d(r, es, host, 0);
        ok = fwrite(host, 1, r->bytes, of) == r->bytes;
        free(host);
    }
    if (fclose(of) != 0 || !ok) {
        fprintf(stderr, "texsurf_host: %s: cannot write %s\n", argv[3], argv[4]);
        remove(argv[4]);
        return 2;
    }
    for (int i = 0; i < nref; i++) {
        if (refs[i].arr)
            cuArrayDestroy(refs[i].arr);
        if (refs[i].lin)
            cuMemFree(refs[i].lin);
    }
    cuMemFree(out);
    cuModuleUnload(mod);
    cuDevicePrimaryCtxRelease(dev);
    return 0;
}
