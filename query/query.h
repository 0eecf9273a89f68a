/*
 * The query layer's internal header: form spellings (what ptxsel-query users
 * type) resolved to rows, enumerated, and built into one-instruction modules.
 * The layer sits above the others: it uses mc/ (tables, the row builder, the
 * printer), verify/ (verify_module, the spelling diagnosers) and the public
 * context API; nothing in mc/, verify/ or isel/ includes this header.
 * Grouped by the file that defines it.
 */
#ifndef PTXSEL_QUERY_H
#define PTXSEL_QUERY_H

#include "internal.h"

/* ------------------------------------------------------- query/resolve.c */

/* A resolved spelling: the row, the packed words a family hook parsed, and
 * the "@A=V" constants (argument A is the constant V). */
typedef struct FormInstance {
    uint32_t row;
    uint32_t ctrl, coll;
    uint8_t nconst;
    struct { uint8_t arg; int64_t v; } konst[4];
} FormInstance;

/* A family whose forms are not one row per spelling (qualifiers packed into
 * MInst.ctrl / coll) plugs in with a hook in query/resolve.c's form_hooks[],
 * indexed by FormFamily: parse() turns a spelling into a row and packed words
 * (1 parsed, 0 not this family, -1 malformed with msg filled); enumerate()
 * calls cb once per spelling. Rows whose family has a hook are listed through
 * enumerate() only, and their instances take the parsed words. */
typedef struct FormFamilyHooks {
    int (*parse)(const char *spelling, FormInstance *out, char *msg, size_t len);
    void (*enumerate)(void (*cb)(void *ud, const char *spelling), void *ud);
} FormFamilyHooks;

/* The hook of family fam, or NULL. */
const FormFamilyHooks *form_hook_of_family(uint8_t fam);

/* PTX-spelling diagnoser (listed in query/resolve.c; the rules live in
 * verify/): for a spelling no row knows, fill msg with the family's rule
 * string and return true. */
typedef bool (*SpellingDiagFn)(const char *spelling, char *msg, size_t len);

/* A spelling, with optional "@A=V" suffixes, -> the instance it names.
 * PTXSEL_OK: *fi names the form. PTXSEL_INVALID: no form, but a family rule
 * rejects the spelling (msg = rule string). PTXSEL_USAGE: unknown, ambiguous
 * or malformed (msg says which, with candidates). */
ptxsel_status form_resolve(const char *spelling, FormInstance *fi, char *msg, size_t len);
/* The row's when= value for argument a (the value that picks the row), if any. */
bool form_when_value(const FormRow *r, unsigned a, int64_t *v);

/* The work of a public entry point: args is its own argument struct. */
typedef ptxsel_status (*QueryFn)(const void *args, char *msg, size_t msglen);
/* fn(args, msg, msglen) for a public entry point: an internal error or out of
 * memory inside is PTXSEL_INTERNAL with its message in msg, never an abort of
 * the host (what the unwound call had allocated is lost, not freed twice). */
ptxsel_status query_recovering(QueryFn fn, const void *args, char *msg, size_t msglen);

/* ------------------------------------------------------- query/tcgen05.c */

/* FormFamilyHooks of family "tcgen05.mma". */
int tcgen05_parse_form(const char *spelling, FormInstance *out, char *msg, size_t len);
void tcgen05_enum_forms(void (*cb)(void *ud, const char *spelling), void *ud);

#endif
