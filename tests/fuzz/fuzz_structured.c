/*
 * Fuzz harness "structured": valid modules that call random table
 * intrinsics (the llvm.nvvm.* rows of the tablegen-data files, read from the
 * generated tables, mc/internal.h) with random immediates and operands,
 * compiled for a random target; every output ptxsel accepts is assembled by
 * ptxas ($PTXAS, else PATH, else /usr/local/cuda/bin/ptxas, as
 * ptxsel_assemble_buffer finds it). A ptxas rejection of accepted output is
 * a false accept: the harness prints the module, the PTX and ptxas's
 * message, and aborts.
 *
 * The input is a byte stream (past its end: zeros): target, PTX bump, -O
 * level, number of calls (1-3), then per call the row (2 bytes) and per
 * argument a mode byte and value bytes. With bit 7 of byte 0 set, the
 * target is one that has the first call's required features, at the PTX
 * version its row needs; else any target. Immediate operands are mostly legal
 * (the row's "when" value, a value of the operand's domain or range, or its
 * default), sometimes a boundary value or a random 64-bit value truncated to
 * the width; register operands are loads from a kernel parameter, constants,
 * shared-memory addresses, address-space casts or null pointers.
 *
 * One input is not generated: a constant zero A or B descriptor of a wgmma,
 * on which ptxas 13.0 itself crashes (docs/fuzzing.md).
 *
 * ptxas runs once per distinct (target, PTX text): a 64-bit FNV-1a hash of
 * each accepted output is remembered (4M-entry open-addressing set), so a
 * repeated output costs nothing. Targets ptxas does not know are dropped at
 * start-up (a trivial kernel is compiled and assembled for each). Without
 * ptxas the harness still compiles and says once that it cannot assemble.
 */
#include <stdarg.h>

#include "internal.h"
#include "fuzz_common.h"

/* ------------------------------------------------------------ text buffer */
typedef struct Buf {
    char *p;
    size_t n, cap;
} Buf;

static void bput(Buf *b, const char *fmt, ...)
{
    va_list ap;
    for (;;) {
        va_start(ap, fmt);
        int k = vsnprintf(b->p ? b->p + b->n : NULL, b->p ? b->cap - b->n : 0, fmt, ap);
        va_end(ap);
        if (k < 0)
            abort();
        if (b->p && b->n + (size_t)k < b->cap) {
            b->n += (size_t)k;
            return;
        }
        b->cap = (b->cap + (size_t)k + 1) * 2;
        b->p = realloc(b->p, b->cap);
        if (!b->p)
            abort();
    }
}

/* ------------------------------------------------------------- the state */
static uint32_t *rows;      /* rows with an intrinsic */
static size_t nrows;
static const char *targets[64];
static ptxsel_target tinfo[64]; /* targets[i] at its minimum PTX */
static size_t ntargets;
static int have_ptxas = 1;
static uint64_t *seen;      /* hashes of assembled outputs (0 = empty slot) */
#define SEEN_SIZE (1u << 22)
static size_t nseen, nassembled, ncompiled, naccepted;

static void report(void)
{
    fprintf(stderr, "fuzz_structured: %zu modules compiled, %zu accepted by ptxsel, %zu distinct outputs assembled by ptxas%s\n",
            ncompiled, naccepted, nassembled, have_ptxas ? "" : " (no ptxas)");
}

static uint64_t fnv(const char *s, uint64_t h)
{
    for (; *s; s++)
        h = (h ^ (unsigned char)*s) * 0x100000001b3ull;
    return h;
}

static int seen_insert(uint64_t h)
{
    if (!h)
        h = 1;
    if (nseen > SEEN_SIZE / 2) /* full: forget (only costs ptxas runs) */
        memset(seen, 0, SEEN_SIZE * sizeof *seen), nseen = 0;
    for (size_t i = h & (SEEN_SIZE - 1);; i = (i + 1) & (SEEN_SIZE - 1)) {
        if (seen[i] == h)
            return 0;
        if (!seen[i]) {
            seen[i] = h;
            nseen++;
            return 1;
        }
    }
}

static int assemble(ptxsel_context *ctx, const char *ptx, const char *arch, char *msg, size_t msglen)
{
    void *cubin = NULL;
    size_t len = 0;
    ptxsel_diag_clear(ctx);
    ptxsel_status st = ptxsel_assemble_buffer(ctx, ptx, arch, &cubin, &len);
    ptxsel_free(cubin);
    msg[0] = 0;
    if (st != PTXSEL_OK && ptxsel_diag_count(ctx))
        snprintf(msg, msglen, "%s", ptxsel_diag_get(ctx, ptxsel_diag_count(ctx) - 1)->message);
    return st == PTXSEL_OK;
}

static void init(void)
{
    rows = malloc(ptxsel_form_nrows * sizeof *rows);
    for (size_t i = 0; i < ptxsel_form_nrows; i++)
        if (ptxsel_form_rows[i].intr && ptxsel_form_rows[i].nsig)
            rows[nrows++] = (uint32_t)i;
    seen = calloc(SEEN_SIZE, sizeof *seen);
    if (!rows || !seen || !nrows)
        abort();
    ptxsel_context *ctx = ptxsel_context_create();
    static const char k[] = "target triple = \"nvptx64-nvidia-cuda\"\n"
                            "define ptx_kernel void @k() {\n  ret void\n}\n";
    char msg[2048];
    for (size_t i = 0; i < ptxsel_target_count() && ntargets < 64; i++) {
        const char *name = ptxsel_target_name(i);
        ptxsel_options o;
        ptxsel_options_init(&o);
        o.cpu = name;
        char *ptx = NULL;
        if (ptxsel_compile_buffer(ctx, k, sizeof k - 1, &o, &ptx) != PTXSEL_OK)
            continue;
        int ok = !have_ptxas || assemble(ctx, ptx, name, msg, sizeof msg);
        if (!ok && (strstr(msg, "not found") || strstr(msg, "cannot run"))) {
            fprintf(stderr, "fuzz_structured: %s; compiling without assembling\n", msg);
            have_ptxas = 0;
            ok = 1;
        }
        char err[256];
        if (ok && ptxsel_target_init(&tinfo[ntargets], name, NULL, err, sizeof err) == PTXSEL_OK)
            targets[ntargets++] = name;
        else
            fprintf(stderr, "fuzz_structured: ptxas does not take %s, left out\n", name);
        ptxsel_free(ptx);
    }
    ptxsel_context_destroy(ctx);
    fprintf(stderr, "fuzz_structured: %zu intrinsic rows, %zu targets\n", nrows, ntargets);
    atexit(report);
    if (!ntargets)
        abort();
}

/* --------------------------------------------------------------- types */
static void scalar_str(char *b, size_t n, unsigned bits, unsigned is_float)
{
    if (is_float == 2)
        snprintf(b, n, "bfloat");
    else if (is_float)
        snprintf(b, n, "%s", bits == 16 ? "half" : bits == 64 ? "double" : "float");
    else
        snprintf(b, n, "i%u", bits ? bits : 32);
}

/* The LLVM type of a signature slot; its leaves (struct members) in elts. */
static void type_str(const SigType *s, char *b, size_t n, char elts[][48], unsigned *nelts)
{
    char e[48];
    *nelts = 0;
    scalar_str(e, sizeof e, s->bits, s->is_float);
    if (s->regform == SIG_REG_PRED_PAIR) {
        snprintf(b, n, "{%s, i1}", e);
        snprintf(elts[0], 48, "%s", e), snprintf(elts[1], 48, "i1"), *nelts = 2;
        return;
    }
    if (s->regform == SIG_REG_VEC_SCALAR) {
        snprintf(b, n, "{<%u x %s>, %s}", s->count, e, e);
        snprintf(elts[0], 48, "<%u x %s>", s->count, e), snprintf(elts[1], 48, "%s", e), *nelts = 2;
        return;
    }
    if (s->regform == SIG_REG_HALF2 || s->kind == SIG_STRUCT) {
        const char *el = s->regform == SIG_REG_HALF2 ? (s->is_float == 2 ? "<2 x bfloat>" : "<2 x half>") : e;
        if (s->kind != SIG_STRUCT) {
            snprintf(b, n, "%s", el);
            return;
        }
        size_t k = (size_t)snprintf(b, n, "{");
        for (unsigned i = 0; i < s->count && k < n; i++) {
            k += (size_t)snprintf(b + k, n - k, "%s%s", i ? ", " : "", el);
            if (i < 64)
                snprintf(elts[i], 48, "%s", el), *nelts = i + 1;
        }
        if (k < n)
            snprintf(b + k, n - k, "}");
        return;
    }
    switch ((SigKind)s->kind) {
    case SIG_VOID: snprintf(b, n, "void"); break;
    case SIG_INT:
    case SIG_FLOAT: snprintf(b, n, "%s", e); break;
    case SIG_PTR:
        if (s->addrspace > 0)
            snprintf(b, n, "ptr addrspace(%d)", s->addrspace);
        else
            snprintf(b, n, "ptr");
        break;
    case SIG_VEC: snprintf(b, n, "<%u x %s>", s->count, e); break;
    default: snprintf(b, n, "i32"); break;
    }
}

/* --------------------------------------------------------------- values */
static int64_t trunc_to(int64_t v, unsigned bits)
{
    if (!bits || bits >= 64)
        return v;
    uint64_t m = (1ull << bits) - 1, u = (uint64_t)v & m;
    if (u >> (bits - 1))
        u |= ~m;
    return (int64_t)u;
}

static int when_value(const FormRow *r, unsigned a, int64_t *v)
{
    for (const char *p = r->when; p && *p;) {
        char *e;
        long aa = strtol(p, &e, 10);
        if (*e != ':')
            return 0;
        long long vv = strtoll(e + 1, &e, 10);
        if (aa == (long)a) {
            *v = vv;
            return 1;
        }
        p = *e == ',' ? e + 1 : e;
        if (p == e && *e)
            return 0;
    }
    return 0;
}

static int64_t pick_int(FuzzIn *in, const FormRow *r, unsigned a, const SigType *s)
{
    uint8_t mode = fuzz_u8(in);
    int64_t v;
    if (s->is_imm && (mode & 7) != 7 && when_value(r, a, &v))
        return v;
    uint64_t rnd = fuzz_u64(in);
    switch (mode >> 5) {
    case 0:
    case 1:
    case 2:
    case 3: /* a legal value */
        if (sig_dom_has(s)) {
            unsigned i = s->ndom ? (unsigned)(rnd >> 56) % s->ndom : 0;
            int64_t lo = s->ndom ? s->dom[2 * i] : 0, hi = s->ndom ? s->dom[2 * i + 1] : 4096;
            uint64_t span = (uint64_t)hi - (uint64_t)lo;
            if (span > 1u << 20)
                span = 1u << 20;
            v = (int64_t)((uint64_t)lo + (rnd & 0xffffffffffffull) % (span + 1));
            if (s->mult > 1)
                v -= v % s->mult;
            if (s->domflags & SIG_DOM_POW2) {
                int64_t p = 1;
                while (p * 2 <= v && p < INT64_MAX / 4)
                    p *= 2;
                v = p;
            }
            return sig_dom_ok(s, v) ? v : sig_dom_first(s);
        }
        if (s->lo <= s->hi) {
            uint64_t span = (uint64_t)s->hi - (uint64_t)s->lo;
            return (int64_t)((uint64_t)s->lo + (span == UINT64_MAX ? rnd : rnd % (span + 1)));
        }
        if (s->has_def && (mode & 1))
            return s->def;
        return (int64_t)(rnd % 9) - 1;
    case 4:
    case 5: { /* boundary values */
        int64_t lo = s->ndom ? s->dom[0] : s->lo, hi = s->ndom ? s->dom[2 * s->ndom - 1] : s->hi;
        static const int64_t odd[] = {0, 1, -1, 2, 3, 7, 15, 16, 31, 32, 33, 44, 64, 128, 255, 256, 511, 512, 1024, 65535};
        switch (rnd & 7) {
        case 0: return (int64_t)((uint64_t)lo - 1); /* wraps at the type's ends */
        case 1: return (int64_t)((uint64_t)hi + 1);
        case 2: return lo;
        case 3: return hi;
        default: return odd[(rnd >> 8) % (sizeof odd / sizeof *odd)];
        }
    }
    default: /* anything */
        return (int64_t)rnd;
    }
}

static void int_const(Buf *b, unsigned bits, int64_t v)
{
    if (bits == 1)
        bput(b, "%s", (v & 1) ? "true" : "false");
    else
        bput(b, "%lld", (long long)trunc_to(v, bits));
}

static const char *float_const(const SigType *s, uint8_t k)
{
    static const char *h[] = {"0xH0000", "0xH3C00", "0xHBC00", "0xH7C00", "0xH7E00", "0xH0001"};
    static const char *bf[] = {"0xR0000", "0xR3F80", "0xRBF80", "0xR7F80", "0xR7FC0", "0xR0001"};
    static const char *f[] = {"0.0", "1.0", "-1.0", "0x7FF0000000000000", "0x7FF8000000000000", "0x36A0000000000000"};
    k %= 6;
    if (s->is_float == 2)
        return bf[k];
    return s->bits == 16 ? h[k] : f[k];
}

/* Emits the instructions that make argument a's value; writes "TYPE VALUE" to arg. */
static void make_arg(FuzzIn *in, Buf *body, unsigned *tmp, const FormRow *r, unsigned a, char *arg, size_t argn)
{
    const SigType *s = &r->sig[1 + a];
    char ty[512], elts[64][48];
    unsigned ne;
    type_str(s, ty, sizeof ty, elts, &ne);
    uint8_t mode = in->n ? in->p[0] : 0; /* peeked: pick_int reads it again */
    if (s->kind == SIG_INT && (s->is_imm || (mode & 0x18))) {
        int64_t v = pick_int(in, r, a, s);
        /* ptxas 13.0 crashes (SIGSEGV) on a wgmma.mma_async with a
         * descriptor it can prove to be 0 (an immediate or a mov of 0): a B
         * descriptor when A is a descriptor register, and an A descriptor
         * when B is one (docs/fuzzing.md, known limits): such a descriptor
         * is generated as 16 instead */
        if ((a == 1 || a == 2) && !s->is_imm && trunc_to(v, 64) == 0 && strcmp(r->family, "wgmma") == 0 &&
            r->sig[1 + a].kind == SIG_INT && r->sig[1 + a].bits == 64)
            v = 16;
        Buf c = {0};
        int_const(&c, s->bits, v);
        snprintf(arg, argn, "%s %s", ty, c.p);
        free(c.p);
        return;
    }
    mode = fuzz_u8(in);
    if (s->kind == SIG_FLOAT && (mode & 1)) {
        snprintf(arg, argn, "%s %s", ty, float_const(s, mode >> 1));
        return;
    }
    if (s->kind == SIG_PTR) {
        int as = s->addrspace > 0 ? s->addrspace : 0;
        uint8_t off = fuzz_u8(in);
        if ((mode & 7) == 7) {
            snprintf(arg, argn, "%s null", ty);
            return;
        }
        if (as == 3 || as == 7 || (as == 0 && (mode & 1))) {
            unsigned t = (*tmp)++;
            bput(body, "  %%t%u = getelementptr i8, ptr addrspace(3) @smem, i64 %u\n", t, (unsigned)off * 16u);
            if (as == 3) {
                snprintf(arg, argn, "%s %%t%u", ty, t);
                return;
            }
            unsigned c = (*tmp)++;
            bput(body, "  %%t%u = addrspacecast ptr addrspace(3) %%t%u to %s\n", c, t, ty);
            snprintf(arg, argn, "%s %%t%u", ty, c);
            return;
        }
        if (as == 1) {
            unsigned t = (*tmp)++;
            bput(body, "  %%t%u = getelementptr i8, ptr addrspace(1) %%in, i64 %u\n", t, (unsigned)off * 16u);
            snprintf(arg, argn, "%s %%t%u", ty, t);
            return;
        }
        if (as == 6) {
            unsigned t = (*tmp)++;
            bput(body, "  %%t%u = inttoptr i32 %%x to ptr addrspace(6)\n", t);
            snprintf(arg, argn, "%s %%t%u", ty, t);
            return;
        }
    }
    if (s->kind == SIG_INT && s->bits == 32 && (mode & 2)) {
        snprintf(arg, argn, "i32 %%x");
        return;
    }
    unsigned t = (*tmp)++;
    bput(body, "  %%t%u = load %s, ptr addrspace(1) %%in, align 16\n", t, ty);
    snprintf(arg, argn, "%s %%t%u", ty, t);
}

static const FormRow *gen_call(FuzzIn *in, Buf *body, Buf *decls, unsigned *tmp, const char **declared,
                               size_t *ndeclared)
{
    unsigned ri = (unsigned)fuzz_u8(in) | (unsigned)fuzz_u8(in) << 8;
    const FormRow *r = &ptxsel_form_rows[rows[ri % nrows]];
    char rty[2048], elts[64][48], arg[640];
    unsigned ne;
    type_str(&r->sig[0], rty, sizeof rty, elts, &ne);
    Buf args = {0}, types = {0};
    bput(&args, "%s", "");
    bput(&types, "%s", "");
    for (unsigned a = 0; a + 1 < r->nsig; a++) {
        char ty[2048], e2[64][48];
        unsigned n2;
        type_str(&r->sig[1 + a], ty, sizeof ty, e2, &n2);
        make_arg(in, body, tmp, r, a, arg, sizeof arg);
        bput(&args, "%s%s", a ? ", " : "", arg);
        bput(&types, "%s%s", a ? ", " : "", ty);
    }
    int dup = 0;
    for (size_t i = 0; i < *ndeclared; i++)
        dup |= strcmp(declared[i], r->intr) == 0;
    if (!dup && *ndeclared < 8) {
        declared[(*ndeclared)++] = r->intr;
        bput(decls, "declare %s @\"%s\"(%s)\n", rty, r->intr, types.p);
    }
    if (r->sig[0].kind == SIG_VOID) {
        bput(body, "  call void @\"%s\"(%s)\n", r->intr, args.p);
    } else {
        unsigned v = (*tmp)++;
        bput(body, "  %%t%u = call %s @\"%s\"(%s)\n", v, rty, r->intr, args.p);
        if (rty[0] == '{') {
            for (unsigned i = 0; i < ne; i++) {
                unsigned e = (*tmp)++;
                bput(body, "  %%t%u = extractvalue %s %%t%u, %u\n", e, rty, v, i);
                bput(body, "  store %s %%t%u, ptr addrspace(1) %%out, align 16\n", elts[i], e);
            }
        } else {
            bput(body, "  store %s %%t%u, ptr addrspace(1) %%out, align 16\n", rty, v);
        }
    }
    free(args.p);
    free(types.p);
    return r;
}

/* A target (index) that has every feature row r requires, searching from
 * 'from'; -1 when none has. */
static int target_for(const FormRow *r, size_t from)
{
    for (size_t k = 0; k < ntargets; k++) {
        size_t i = (from + k) % ntargets;
        int ok = 1;
        for (int w = 0; w < PTXSEL_FEATURE_WORDS; w++)
            ok &= (tinfo[i].feat.w[w] & r->req.w[w]) == r->req.w[w];
        if (ok)
            return (int)i;
    }
    return -1;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (!rows)
        init();
    FuzzIn in = {data, size};
    uint8_t b0 = fuzz_u8(&in), b1 = fuzz_u8(&in);
    static const char *bumps[] = {NULL, NULL, NULL, NULL, "+ptx86", "+ptx87", "+ptx88", NULL};
    ptxsel_options o;
    ptxsel_options_init(&o);
    o.mattr = bumps[b1 & 7];
    o.opt_level = (b1 >> 3) & 3;
    if (o.opt_level == 1)
        o.opt_level = 0;
    unsigned ncalls = 1 + (b1 >> 5) % 3;

    Buf body = {0}, decls = {0}, mod = {0};
    bput(&body, "%s", "");
    bput(&decls, "%s", "");
    const char *declared[8];
    size_t ndeclared = 0;
    unsigned tmp = 0;
    const FormRow *first = NULL;
    for (unsigned c = 0; c < ncalls; c++) {
        const FormRow *r = gen_call(&in, &body, &decls, &tmp, declared, &ndeclared);
        first = first ? first : r;
    }
    /* byte 0: bit 7 set: a target that has the first call's features, at
     * the PTX version its row needs (when ptxas 13 knows it); clear: any
     * target (inputs kept from before this choice existed mean the same) */
    size_t ti = b0 % ntargets;
    char mattr[16];
    if (b0 & 0x80) {
        int k = target_for(first, b0 & 0x7f);
        if (k >= 0) {
            ti = (size_t)k;
            if (first->min_ptx > tinfo[ti].ptx && first->min_ptx <= 88 && !o.mattr) {
                snprintf(mattr, sizeof mattr, "+ptx%u", first->min_ptx);
                o.mattr = mattr;
            }
        }
    }
    const char *cpu = targets[ti];
    o.cpu = cpu;
    bput(&mod,
         "target triple = \"nvptx64-nvidia-cuda\"\n"
         "@smem = internal addrspace(3) global [16384 x i8] undef, align 1024\n"
         "define ptx_kernel void @k(ptr addrspace(1) %%in, ptr addrspace(1) %%out, i32 %%x) {\n"
         "entry:\n%s  ret void\n}\n%s",
         body.p, decls.p);

    if (getenv("PTXSEL_FUZZ_SHOW_BEFORE")) /* the module, before a compile that may crash */
        fprintf(stderr, "---- module before compiling:\n%s", mod.p);
    ptxsel_context *ctx = ptxsel_context_create();
    char *ptx = NULL;
    ptxsel_status st = ptxsel_compile_buffer(ctx, mod.p, mod.n, &o, &ptx);
    ncompiled++;
    naccepted += st == PTXSEL_OK;
    if (getenv("PTXSEL_FUZZ_SHOW")) {
        char *d = ptxsel_diag_render(ctx, 0);
        fprintf(stderr, "---- module (%s%s%s, -O%d): status %d\n%s%s", cpu, o.mattr ? " " : "", o.mattr ? o.mattr : "",
                o.opt_level, (int)st, mod.p, d ? d : "");
        ptxsel_free(d);
    }
    if (st == PTXSEL_OK && have_ptxas && seen_insert(fnv(ptx, fnv(cpu, 0xcbf29ce484222325ull)))) {
        char msg[8192];
        nassembled++;
        if (!assemble(ctx, ptx, cpu, msg, sizeof msg)) {
            if (strstr(msg, "not found") || strstr(msg, "cannot run")) {
                fprintf(stderr, "fuzz_structured: %s; no longer assembling\n", msg);
                have_ptxas = 0;
            } else {
                fprintf(stderr, "==== FALSE ACCEPT: ptxsel accepted, ptxas rejected (%s%s%s, -O%d)\n---- module\n%s"
                                "---- ptx\n%s---- ptxas\n%s\n",
                        cpu, o.mattr ? " " : "", o.mattr ? o.mattr : "", o.opt_level, mod.p, ptx, msg);
                abort();
            }
        }
    }
    ptxsel_free(ptx);
    ptxsel_context_destroy(ctx);
    free(body.p), free(decls.p), free(mod.p);
    return 0;
}
