/*
 * Fuzz harness "form": form strings into the query parser and verifier
 * (ptxsel_form_resolve, ptxsel_form_can, ptxsel_form_emit).
 * Input: byte 0 picks the target (index into ptxsel_target_name) and byte 1
 * a PTX version bump (bits 0-1: none, +ptx86, +ptx87, +ptx88), the size of
 * the small buffers (bits 2-7) and whether they are used (bits 6-7 both set); the rest, up to a NUL, is the form; after a NUL, a second
 * form for ptxsel_form_emit's list.
 * Checks:
 *   - resolve OK => the canonical spelling resolves to itself, can() answers
 *     OK or INVALID (never USAGE), and emit() produces a module with ".entry form_0"
 *     (or, for a generic-lowering row without an operand signature, refuses
 *     with USAGE and a message);
 *   - resolve USAGE => can() and emit() are USAGE too (an unknown form is never
 *     a "no");
 *   - every non-OK answer carries a non-empty message; messages are
 *     NUL-terminated inside buffers of the caller's size (heap-allocated to
 *     that size, so ASan sees any overflow).
 */
#include "fuzz_common.h"

static const char *bumps[4] = {NULL, "+ptx86", "+ptx87", "+ptx88"};

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 2)
        return 0;
    size_t ti = data[0] % ptxsel_target_count();
    uint8_t b1 = data[1];
    data += 2, size -= 2;
    const uint8_t *nul = memchr(data, 0, size);
    size_t flen = nul ? (size_t)(nul - data) : size;
    char *form = fuzz_strndup(data, flen);
    char *form2 = nul ? fuzz_strndup(nul + 1, size - flen - 1) : NULL;

    ptxsel_target t;
    char terr[256];
    if (ptxsel_target_init(&t, ptxsel_target_name(ti), bumps[b1 & 3], terr, sizeof terr) != PTXSEL_OK &&
        ptxsel_target_init(&t, ptxsel_target_name(ti), NULL, terr, sizeof terr) != PTXSEL_OK)
        FUZZ_CHECK(0, "target '%s' from the table does not init: %s", ptxsel_target_name(ti), terr);

    size_t small = (size_t)(b1 >> 2) + 1; /* 1..64: truncation paths */
    char *canon = malloc(512), *msg = malloc(1024), *smsg = malloc(small), *scanon = malloc(small);
    canon[0] = msg[0] = 0;
    ptxsel_status r = ptxsel_form_resolve(form, canon, 512, msg, 1024);
    FUZZ_CHECK(r == PTXSEL_OK || r == PTXSEL_INVALID || r == PTXSEL_USAGE || r == PTXSEL_UNKNOWN,
               "resolve returned %d", (int)r);
    /* the small-buffer calls repeat the search (milliseconds for an unknown
     * form, which suggests the nearest ones): one input in four makes them */
    int trunc = (b1 & 0xc0) == 0xc0;
    if (trunc) {
        ptxsel_status rs = ptxsel_form_resolve(form, scanon, small, smsg, small);
        FUZZ_CHECK(rs == r, "resolve('%s') = %d with a %zu-byte buffer, %d with a large one", form, (int)rs, small, (int)r);
        FUZZ_CHECK(memchr(rs == PTXSEL_OK ? scanon : smsg, 0, small), "resolve: unterminated text in a %zu-byte buffer",
                   small);
    }
    if (r != PTXSEL_OK)
        FUZZ_CHECK(msg[0] != 0, "resolve('%s') = %d without a message", form, (int)r);

    ptxsel_status c = ptxsel_form_can(form, &t, msg, 1024);
    if (r == PTXSEL_OK) {
        FUZZ_CHECK(strlen(canon) < 511, "canonical spelling of '%s' truncated", form);
        char *c2 = malloc(512), *m2 = malloc(1024);
        ptxsel_status r2 = ptxsel_form_resolve(canon, c2, 512, m2, 1024);
        FUZZ_CHECK(r2 == PTXSEL_OK && strcmp(c2, canon) == 0, "'%s' resolves to '%s', which resolves (%d) to '%s'", form,
                   canon, (int)r2, r2 == PTXSEL_OK ? c2 : m2);
        free(c2), free(m2);
        FUZZ_CHECK(c == PTXSEL_OK || c == PTXSEL_INVALID, "can('%s') on %s = %d though the form resolves (%s)", form, t.name,
                   (int)c, msg);
    } else if (r == PTXSEL_USAGE || r == PTXSEL_UNKNOWN) {
        FUZZ_CHECK(c == r, "can('%s') on %s = %d though the form does not resolve (%d)", form, t.name, (int)c, (int)r);
    }
    if (c != PTXSEL_OK)
        FUZZ_CHECK(msg[0] != 0, "can('%s') = %d without a message", form, (int)c);
    if (trunc) {
        (void)ptxsel_form_can(form, &t, smsg, small);
        FUZZ_CHECK(memchr(smsg, 0, small) != NULL, "can: unterminated message in a %zu-byte buffer", small);
    }

    const char *list[2] = {form, form2};
    char *ptx = NULL;
    ptxsel_status e = ptxsel_form_emit(list, 1, &t, &ptx, msg, 1024);
    if (r == PTXSEL_OK) {
        /* generic-lowering rows (ld.shared.u16, ...) have no operand signature
         * and are refused with a message: USAGE is allowed, a crash is not */
        FUZZ_CHECK((e == PTXSEL_OK && ptx && strstr(ptx, ".entry form_0")) || (e == PTXSEL_USAGE && !ptx && msg[0]),
                   "emit('%s') = %d: %s", form, (int)e, e == PTXSEL_OK ? "no .entry form_0" : msg);
    } else if (r == PTXSEL_USAGE || r == PTXSEL_UNKNOWN) {
        FUZZ_CHECK(e != PTXSEL_OK && ptx == NULL, "emit of the unknown form '%s' succeeded", form);
    }
    ptxsel_free(ptx);
    ptx = NULL;
    if (form2) {
        e = ptxsel_form_emit(list, 2, &t, &ptx, smsg, small);
        FUZZ_CHECK(memchr(smsg, 0, small) != NULL, "emit: unterminated message");
        FUZZ_CHECK(e == PTXSEL_OK || ptx == NULL, "emit failed but set *ptx");
        ptxsel_free(ptx);
    }
    free(canon), free(msg), free(smsg), free(scanon), free(form), free(form2);
    return 0;
}
