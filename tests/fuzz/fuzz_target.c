/*
 * Fuzz harness "target": -mcpu / -mattr strings into ptxsel_target_init and
 * the other target queries that take a cpu name.
 * Input: byte 0 (bit 0: cpu is NULL, bit 1: mattr is NULL, bits 2-7: size of
 * the error buffer), then "cpu\0mattr" (no NUL: all of it is the cpu).
 * Checks: success gives a NUL-terminated canonical name that parses back to
 * the same target with a known minimum PTX version no higher than t.ptx
 * (less the +ptxNN the mattr may lower it to: only sanity-checked as > 0);
 * failure is PTXSEL_USAGE with a non-empty, NUL-terminated message that fits
 * the buffer; nothing writes past the caller's buffers (heap-allocated to
 * their exact size, so ASan sees any overflow).
 */
#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1)
        return 0;
    uint8_t sel = data[0];
    data++, size--;
    const uint8_t *nul = memchr(data, 0, size);
    size_t cpulen = nul ? (size_t)(nul - data) : size;
    char *cpu = fuzz_strndup(data, cpulen);
    char *mattr = nul ? fuzz_strndup(nul + 1, size - cpulen - 1) : NULL;
    const char *c = (sel & 1) ? NULL : cpu;
    const char *m = (sel & 2) ? NULL : mattr;
    size_t errlen = (size_t)(sel >> 2) * 4 + 1; /* 1..253 */
    char *err = malloc(errlen);
    ptxsel_target t;
    memset(&t, 0x5a, sizeof t);
    ptxsel_status st = ptxsel_target_init(&t, c, m, err, errlen);
    if (st == PTXSEL_OK) {
        FUZZ_CHECK(memchr(t.name, 0, sizeof t.name) != NULL, "target name not NUL-terminated");
        unsigned minptx = ptxsel_target_min_ptx(t.name);
        FUZZ_CHECK(minptx > 0, "canonical name '%s' has no minimum PTX version", t.name);
        FUZZ_CHECK(t.ptx > 0, "'%s': PTX version 0", t.name);
        FUZZ_CHECK(t.sm > 0 && (t.variant == 0 || t.variant == 'a' || t.variant == 'f'), "'%s': sm %u variant %d", t.name,
                   t.sm, t.variant);
        ptxsel_target u;
        char err2[256];
        FUZZ_CHECK(ptxsel_target_init(&u, t.name, NULL, err2, sizeof err2) == PTXSEL_OK, "canonical name '%s' rejected: %s",
                   t.name, err2);
        FUZZ_CHECK(u.sm == t.sm && u.variant == t.variant && strcmp(u.name, t.name) == 0,
                   "'%s' parses back as '%s'", t.name, u.name);
        FUZZ_CHECK(ptxsel_cpu_implies(t.name, t.name) == 1, "'%s' does not imply itself", t.name);
        for (int b = 0; b < ptxsel_feature_count(); b++)
            (void)ptxsel_target_has(&t, b);
    } else {
        FUZZ_CHECK(st == PTXSEL_USAGE, "target_init returned %d", (int)st);
        FUZZ_CHECK(memchr(err, 0, errlen) != NULL, "error message not NUL-terminated");
        FUZZ_CHECK(errlen == 1 || err[0] != 0, "empty error message");
    }
    (void)ptxsel_target_min_ptx(cpu);
    (void)ptxsel_cpu_implies(cpu, "sm_90a");
    (void)ptxsel_cpu_implies("sm_100a", cpu);
    if (mattr)
        (void)ptxsel_cpu_implies(cpu, mattr);
    (void)ptxsel_feature_index(cpu);
    free(err);
    free(cpu);
    free(mattr);
    return 0;
}
