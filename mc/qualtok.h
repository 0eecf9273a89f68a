/*
 * The qualifier tokenizer of form keys, shared by ptxsel-tblgen (which
 * assigns every row its control word) and the library (which reads a
 * spelling the same way, mc/qword.c): after the opcode, a key is a sequence
 * of ".QUALIFIER" and "+SUFFIX" parts; a '+' suffix keeps its '+'.
 * Self-contained (no other header of the library), so the generator can
 * include it.
 */
#ifndef PTXSEL_QUALTOK_H
#define PTXSEL_QUALTOK_H
#include <stddef.h>

/* p points at a '.' or '+' (never at the end): copies the next token into
 * tok (at most cap - 1 characters) and returns where the one after starts. */
static inline const char *qual_next_token(const char *p, char *tok, size_t cap)
{
    size_t n = 0;
    if (*p == '+' && n + 1 < cap)
        tok[n++] = '+';
    p++;
    while (*p && *p != '.' && *p != '+') {
        if (n + 1 < cap)
            tok[n++] = *p;
        p++;
    }
    tok[n] = 0;
    return p;
}

/* Is the opcode spelling op (length n) a prefix of key ending at a token
 * boundary? */
static inline int qual_op_prefix(const char *key, const char *op, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (key[i] != op[i])
            return 0;
    return key[n] == '.' || key[n] == '+' || !key[n];
}
#endif
