/*
 * ptxsel — public C API: what every function shares (the export marker, the
 * status codes, the conventions for pointer arguments and message buffers).
 * Included by ptxsel/ptxsel.h and ptxsel/encodings.h.
 */
#ifndef PTXSEL_STATUS_H
#define PTXSEL_STATUS_H

/* Every function the API declares is exported from libptxsel.so (version node PTXSEL_0,
 * SONAME libptxsel.so.0); nothing else is. The library is built with
 * -fvisibility=hidden and PTXSEL_API marks the public declarations. */
#if defined(__GNUC__) || defined(__clang__)
#define PTXSEL_API __attribute__((visibility("default")))
#else
#define PTXSEL_API
#endif

/*
 * Pointer arguments. No function crashes on a NULL pointer; each declaration
 * says which pointers may be NULL and what NULL means. A NULL where a pointer
 * is required is:
 *  - PTXSEL_USAGE for a function that returns ptxsel_status, with a message
 *    "<function>: <argument> is NULL" in its err / msg buffer if it has one,
 *    or as a diagnostic in the context if it takes one (a NULL context has
 *    nowhere to report: PTXSEL_USAGE with no diagnostic); the result
 *    pointers of the compile, assemble and form_emit functions that are not
 *    NULL are still cleared first (*out = NULL, *len = 0);
 *  - the neutral value for any other function: nothing done (void), 0, -1 or
 *    NULL as its comment says.
 * Message buffers (err/errlen, msg/msglen, canon/canonlen): NULL, or a length
 * of 0, means "no message wanted"; otherwise the buffer receives a
 * NUL-terminated, possibly truncated, string.
 */

/* Status codes double as the CLI exit codes, except where noted. */
typedef enum ptxsel_status {
    PTXSEL_OK = 0,       /* success */
    PTXSEL_INVALID = 1,  /* valid input that is not valid on this target (diagnostics filled), or a
                          * spelling a family rule rejects */
    PTXSEL_USAGE = 2,    /* bad option, unreadable or malformed input */
    PTXSEL_INTERNAL = 3, /* internal error, out of memory, an I/O or external tool failure
                          * (the ptxsel command exits 1) */
    PTXSEL_UNKNOWN = 4   /* a form spelling no form has, or that several forms match (the
                          * message names the nearest forms or the candidates); ptxsel-query
                          * exits 2 for it, as for other usage errors */
} ptxsel_status;

#endif
