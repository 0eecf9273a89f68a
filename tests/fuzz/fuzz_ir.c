/*
 * Fuzz harness "ir": LLVM IR text and bitcode into ptxsel_compile_buffer.
 * Input: byte 0 picks the target and the options (bits 0-1: cpu sm_75,
 * sm_90a, sm_100a, or NULL = the module's "target-cpu" attribute; bits 2-3:
 * -O0..-O3; bit 4: no machine verifier; bit 5: print MIR; bit 6: -Werror;
 * bit 7: hand ptxsel bitcode: the text is parsed by LLVM here and written
 * as bitcode, which ptxsel reads; text LLVM cannot parse goes in as text);
 * the rest is the module as LLVM IR text. Every compile has a 256 MiB
 * max_memory cap.
 * Checks: no sanitizer report, no hang, no abort; PTXSEL_OK comes with
 * output and PTXSEL_INVALID / PTXSEL_USAGE / PTXSEL_INTERNAL with no output
 * and at least one error diagnostic; diagnostics render as text and JSON.
 *
 * Known limits of LLVM 19 (docs/fuzzing.md), which no C API path avoids and
 * which would stop the campaign at the first hit:
 *  - InlineAsm::ConstraintInfo::Parse reads past the end of a constraint
 *    string when a '^' (two-letter constraint) is not followed by two more
 *    characters of its constraint, or an '@' ("@N...") announces more
 *    characters than follow (a heap overflow or a SEGV inside the IR parser,
 *    which verifies constraints as it reads a call). Inputs in which an
 *    inline asm constraint string contains '^' or '@' are skipped (returned
 *    as -1, never kept in the corpus): the second string literal after an
 *    `asm` keyword, with \XX escapes decoded.
 *  - The bitcode reader is not hardened against malformed bitcode (SEGVs
 *    and leaks on mutated bytes inside BitcodeReader). Raw bitcode inputs
 *    (the 'BC' 0xC0DE or wrapper magic after byte 0) are skipped; ptxsel's
 *    bitcode path is fuzzed with well-formed bitcode of fuzzed modules
 *    (bit 7 above).
 * PTXSEL_FUZZ_IR_NOSKIP=1 in the environment turns both skips off.
 */
#include <llvm-c/BitWriter.h>
#include <llvm-c/Core.h>
#include <llvm-c/IRReader.h>

#include "fuzz_common.h"

static int bad_constraint_char(int c)
{
    return c == '^' || c == '@';
}

static int hexval(int c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

/* Does the LLVM string literal starting after the quote at p (up to the next
 * quote or e) hold '^' or '@', escapes decoded? *endp: past the closing quote. */
static int literal_has_bad(const uint8_t *p, const uint8_t *e, const uint8_t **endp)
{
    int bad = 0;
    while (p < e && *p != '"') {
        int c = *p++;
        if (c == '\\' && p + 1 < e && hexval(p[0]) >= 0 && hexval(p[1]) >= 0) {
            c = hexval(p[0]) * 16 + hexval(p[1]);
            p += 2;
        }
        bad |= bad_constraint_char(c);
    }
    *endp = p < e ? p + 1 : e;
    return bad;
}

static int text_skip(const uint8_t *d, size_t n)
{
    const uint8_t *e = d + n;
    for (const uint8_t *p = d; p + 3 <= e; p++) {
        if (memcmp(p, "asm", 3) != 0)
            continue;
        const uint8_t *q = p + 3;
        while (q < e && *q != '"' && *q != '\n') /* sideeffect, alignstack, ... */
            q++;
        if (q >= e || *q != '"')
            continue;
        const uint8_t *after;
        (void)literal_has_bad(q + 1, e, &after); /* the asm text */
        q = after;
        while (q < e && (*q == ' ' || *q == '\t' || *q == '\r' || *q == '\n'))
            q++;
        if (q >= e || *q != ',')
            continue;
        q++;
        while (q < e && (*q == ' ' || *q == '\t' || *q == '\r' || *q == '\n'))
            q++;
        if (q < e && *q == '"' && literal_has_bad(q + 1, e, &after))
            return 1;
    }
    return 0;
}

static void quiet(LLVMDiagnosticInfoRef di, void *ud)
{
    (void)di, (void)ud; /* without a handler LLVM prints and exits on errors */
}

/* The text as bitcode, or NULL when LLVM cannot parse it. */
static LLVMMemoryBufferRef to_bitcode(const uint8_t *d, size_t n)
{
    LLVMContextRef C = LLVMContextCreate();
    LLVMContextSetDiagnosticHandler(C, quiet, NULL);
    LLVMMemoryBufferRef buf = LLVMCreateMemoryBufferWithMemoryRangeCopy((const char *)d, n, "fuzz.ll");
    LLVMModuleRef m = NULL;
    char *err = NULL;
    LLVMMemoryBufferRef bc = NULL;
    if (!LLVMParseIRInContext(C, buf, &m, &err) && m) /* takes buf */
        bc = LLVMWriteBitcodeToMemoryBuffer(m);
    if (m)
        LLVMDisposeModule(m);
    LLVMDisposeMessage(err);
    LLVMContextDispose(C);
    return bc;
}

static int is_bitcode(const uint8_t *d, size_t n)
{
    return n >= 4 && ((d[0] == 'B' && d[1] == 'C' && d[2] == 0xC0 && d[3] == 0xDE) ||
                      (d[0] == 0xDE && d[1] == 0xC0 && d[2] == 0x17 && d[3] == 0x0B));
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1)
        return 0;
    uint8_t sel = data[0];
    data++, size--;
    static int noskip = -1; /* PTXSEL_FUZZ_IR_NOSKIP=1: reproduce the LLVM crash */
    if (noskip < 0)
        noskip = getenv("PTXSEL_FUZZ_IR_NOSKIP") != NULL;
    if (!noskip && (is_bitcode(data, size) || text_skip(data, size)))
        return -1;
    LLVMMemoryBufferRef bc = (sel >> 7) ? to_bitcode(data, size) : NULL;
    if (bc) {
        data = (const uint8_t *)LLVMGetBufferStart(bc);
        size = LLVMGetBufferSize(bc);
    }

    static const char *cpus[4] = {"sm_75", "sm_90a", "sm_100a", NULL};
    ptxsel_options o;
    ptxsel_options_init(&o);
    o.cpu = cpus[sel & 3];
    o.opt_level = (sel >> 2) & 3;
    o.verify = !((sel >> 4) & 1);
    o.print_mir = (sel >> 5) & 1;
    o.werror = (sel >> 6) & 1;
    o.max_memory = (size_t)256 << 20;
    o.input_name = "fuzz.ll";

    ptxsel_context *ctx = ptxsel_context_create();
    FUZZ_CHECK(ctx != NULL, "no context");
    char *out = (char *)1;
    ptxsel_status st = ptxsel_compile_buffer(ctx, (const char *)data, size, &o, &out);
    size_t nd = ptxsel_diag_count(ctx);
    if (st == PTXSEL_OK) {
        FUZZ_CHECK(out != NULL && out != (char *)1, "PTXSEL_OK without output");
        (void)strlen(out);
    } else {
        FUZZ_CHECK(st == PTXSEL_INVALID || st == PTXSEL_USAGE || st == PTXSEL_INTERNAL, "status %d", (int)st);
        FUZZ_CHECK(out == NULL, "status %d with output", (int)st);
        int errors = 0;
        for (size_t i = 0; i < nd; i++)
            errors += ptxsel_diag_get(ctx, i)->severity == PTXSEL_ERROR;
        FUZZ_CHECK(errors > 0, "status %d without an error diagnostic (%zu diagnostics)", (int)st, nd);
    }
    for (size_t i = 0; i < nd; i++) {
        const ptxsel_diag *d = ptxsel_diag_get(ctx, i);
        FUZZ_CHECK(d && d->message, "diagnostic %zu has no message", i);
        (void)strlen(d->message);
    }
    char *txt = ptxsel_diag_render(ctx, 0), *json = ptxsel_diag_render(ctx, 1);
    ptxsel_free(txt);
    ptxsel_free(json);
    ptxsel_free(out == (char *)1 ? NULL : out);
    ptxsel_context_destroy(ctx);
    if (bc)
        LLVMDisposeMemoryBuffer(bc);
    return 0;
}
