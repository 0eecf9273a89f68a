/*
 * The diagnostics engine shared by the selector, the verifier and the tools.
 * Consumes: reports (severity, function, instruction, message, flag).
 * Produces: ptxsel_diag records and their clang-style or JSON rendering:
 *   <file>: in function '<fn>': error: <message>
 *   <file>: in function '<fn>': note: at instruction: <llvm ir text>
 * Guarantees: the message is printed verbatim (docs/verifier.md strings are
 *             matched character for character); strings live until the
 *             next compile or ptxsel_diag_clear.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

void diag_reset(ptxsel_context *ctx)
{
    free(ctx->diags);
    ctx->diags = NULL;
    ctx->ndiags = ctx->capdiags = 0;
    ctx->nerrors = 0;
    arena_reset(ctx->diag_arena); /* allocates nothing: clearing cannot fail */
}

void ptxsel_diag_clear(ptxsel_context *ctx)
{
    if (!ctx)
        return;
    diag_reset(ctx);
}

void diag_reserve(ptxsel_context *ctx, size_t more)
{
    if (ctx->ndiags + more <= ctx->capdiags)
        return;
    size_t cap = ctx->capdiags ? ctx->capdiags * 2 : 16;
    if (cap < ctx->ndiags + more)
        cap = ctx->ndiags + more;
    ptxsel_diag *d = realloc(ctx->diags, cap * sizeof *d);
    if (!d)
        ptxsel_internal_abort(__FILE__, __LINE__, "out of memory");
    ctx->diags = d;
    ctx->capdiags = cap;
}

static ptxsel_diag *diag_push(ptxsel_context *ctx, ptxsel_severity sev, const char *file)
{
    diag_reserve(ctx, 1);
    if (sev == PTXSEL_WARNING && ctx->werror)
        sev = PTXSEL_ERROR;
    if (sev == PTXSEL_ERROR)
        ctx->nerrors++;
    ptxsel_diag *d = &ctx->diags[ctx->ndiags++];
    memset(d, 0, sizeof *d);
    d->severity = sev;
    d->file = arena_strdup(ctx->diag_arena, file ? file : "<input>");
    return d;
}

/* Is the warning flag "-W<name>" turned off by ctx->wno ("name,name")? */
static bool warning_disabled(const ptxsel_context *ctx, const char *flag)
{
    if (!ctx->wno || strncmp(flag, "-W", 2))
        return false;
    const char *name = flag + 2;
    size_t n = strlen(name);
    for (const char *p = ctx->wno; *p;) {
        size_t k = strcspn(p, ",");
        if (k == n && !strncmp(p, name, n))
            return true;
        p += k + (p[k] == ',');
    }
    return false;
}

void diag_report(ptxsel_context *ctx, ptxsel_severity sev, const char *file, IrRef fn,
                 IrRef inst, const char *flag, const char *fmt, ...)
{
    if (sev == PTXSEL_WARNING && flag && warning_disabled(ctx, flag))
        return;
    ptxsel_diag *d = diag_push(ctx, sev, file);
    if ((fn || inst) && ctx->locate) {
        const char *function = NULL, *instruction = NULL;
        ctx->locate(fn, inst, ctx->diag_arena, &function, &instruction);
        d->function = function;
        d->instruction = instruction;
    }
    d->flag = flag ? arena_strdup(ctx->diag_arena, flag) : NULL;
    va_list ap;
    va_start(ap, fmt);
    d->message = arena_vprintf(ctx->diag_arena, fmt, ap);
    va_end(ap);
}

void diag_report_line(ptxsel_context *ctx, ptxsel_severity sev, const char *file, unsigned line,
                      const char *fmt, ...)
{
    ptxsel_diag *d = diag_push(ctx, sev, file);
    d->line = line;
    va_list ap;
    va_start(ap, fmt);
    d->message = arena_vprintf(ctx->diag_arena, fmt, ap);
    va_end(ap);
}

size_t ptxsel_diag_count(const ptxsel_context *ctx)
{
    return ctx ? ctx->ndiags : 0;
}

const ptxsel_diag *ptxsel_diag_get(const ptxsel_context *ctx, size_t i)
{
    return ctx && i < ctx->ndiags ? &ctx->diags[i] : NULL;
}

static const char *sev_name(ptxsel_severity s)
{
    return s == PTXSEL_ERROR ? "error" : s == PTXSEL_WARNING ? "warning" : "note";
}

/* Length of the well-formed UTF-8 sequence at s (1..4), 0 when s[0] does
 * not start one (a stray continuation byte, an overlong form, a surrogate,
 * a truncated sequence, a code point above U+10FFFF). */
static size_t utf8_len(const unsigned char *s)
{
    unsigned c = s[0];
    size_t n = c < 0x80 ? 1 : c >= 0xC2 && c <= 0xDF ? 2 : c >= 0xE0 && c <= 0xEF ? 3 : c >= 0xF0 && c <= 0xF4 ? 4 : 0;
    for (size_t i = 1; i < n; i++)
        if ((s[i] & 0xC0) != 0x80)
            return 0;
    if ((c == 0xE0 && s[1] < 0xA0) || (c == 0xED && s[1] > 0x9F) || (c == 0xF0 && s[1] < 0x90) ||
        (c == 0xF4 && s[1] > 0x8F))
        return 0;
    return n;
}

/* How render writes a string (both formats):
 *   NAME: a function name, spelled as LLVM IR spells it between the quotes
 *         of @"...": a byte outside printable ASCII, a backslash or a double
 *         quote is \XX (two upper-case hex digits), so "\FF\FEx" and
 *         "a\0Aerror: fake" appear as written in the IR, on one line;
 *   TEXT: messages, instructions, file names: kept as they are (a message
 *         may span lines, as LLVM's verifier messages do), except a control
 *         byte other than newline and tab and a byte that is not part of
 *         well-formed UTF-8, which are \XX; file names keep no newline either.
 * JSON then escapes the result as JSON requires, so every string is valid
 * UTF-8 and valid JSON. */
enum { ESC_NAME, ESC_TEXT, ESC_FILE };

static void put_escaped(StrBuf *b, const char *str, int mode, bool json)
{
    const unsigned char *s = (const unsigned char *)str;
    while (*s) {
        unsigned c = *s;
        size_t n = mode == ESC_NAME ? (c >= 0x20 && c < 0x7F && c != '\\' && c != '"') : utf8_len(s);
        if (n && c < 0x20 && (mode == ESC_FILE || (c != '\n' && c != '\t')))
            n = 0;
        if (n && c == 0x7F)
            n = 0;
        if (!n) {
            sb_printf(b, json ? "\\\\%02X" : "\\%02X", c);
            s++;
            continue;
        }
        if (json && (c == '"' || c == '\\'))
            sb_printf(b, "\\%c", c);
        else if (json && c == '\n')
            sb_puts(b, "\\n");
        else if (json && c == '\t')
            sb_puts(b, "\\t");
        else
            for (size_t i = 0; i < n; i++)
                sb_putc(b, (char)s[i]);
        s += n;
    }
}

static void json_str(StrBuf *b, const char *s, int mode)
{
    if (!s) {
        sb_puts(b, "null");
        return;
    }
    sb_putc(b, '"');
    put_escaped(b, s, mode, true);
    sb_putc(b, '"');
}

static void render_into(const ptxsel_context *ctx, int json, StrBuf *bp, StrBuf *hp)
{
    if (json)
        sb_puts(bp, "[");
    for (size_t i = 0; i < ctx->ndiags; i++) {
        const ptxsel_diag *d = &ctx->diags[i];
        if (json) {
            sb_puts(bp, i ? ",\n {" : "\n {");
            sb_printf(bp, "\"severity\": \"%s\", \"file\": ", sev_name(d->severity));
            json_str(bp, d->file, ESC_FILE);
            sb_puts(bp, ", \"line\": ");
            sb_printf(bp, "%u", d->line);
            sb_puts(bp, ", \"function\": ");
            json_str(bp, d->function, ESC_NAME);
            sb_puts(bp, ", \"instruction\": ");
            json_str(bp, d->instruction, ESC_FILE);
            sb_puts(bp, ", \"message\": ");
            json_str(bp, d->message, ESC_TEXT);
            sb_puts(bp, ", \"flag\": ");
            json_str(bp, d->flag, ESC_FILE);
            sb_puts(bp, "}");
            continue;
        }
        /* "<file>: in function '<fn>': " starts both lines of a diagnostic */
        hp->n = 0;
        if (hp->p)
            hp->p[0] = 0;
        put_escaped(hp, d->file, ESC_FILE, false);
        if (d->line)
            sb_printf(hp, ":%u", d->line);
        sb_puts(hp, ": ");
        if (d->function) {
            sb_puts(hp, "in function '");
            put_escaped(hp, d->function, ESC_NAME, false);
            sb_puts(hp, "': ");
        }
        sb_puts(bp, hp->p ? hp->p : "");
        sb_printf(bp, "%s: ", sev_name(d->severity));
        put_escaped(bp, d->message, ESC_TEXT, false);
        if (d->flag) {
            sb_puts(bp, " [");
            put_escaped(bp, d->flag, ESC_FILE, false);
            sb_puts(bp, "]");
        }
        sb_putc(bp, '\n');
        if (d->instruction) {
            sb_puts(bp, hp->p ? hp->p : "");
            sb_puts(bp, "note: at instruction: ");
            put_escaped(bp, d->instruction, ESC_FILE, false);
            sb_putc(bp, '\n');
        }
    }
    if (json)
        sb_puts(bp, ctx->ndiags ? "\n]\n" : "]\n");
    if (!bp->p)
        sb_puts(bp, "");
}

/* Rendering allocates: running out of memory here (outside any compile)
 * unwinds to this function's recovery point and returns NULL, never
 * aborting the host. The buffers live on the heap so that they are still
 * valid after the unwind and can be released. */
char *ptxsel_diag_render(const ptxsel_context *ctx, int json)
{
    if (!ctx)
        return NULL;
    StrBuf *bufs = calloc(2, sizeof *bufs);
    if (!bufs)
        return NULL;
    Recovery rec;
    if (RECOVERY_ENTER(&rec)) {
        sb_free(&bufs[0]);
        sb_free(&bufs[1]);
        free(bufs);
        return NULL;
    }
    render_into(ctx, json, &bufs[0], &bufs[1]);
    recovery_leave(&rec);
    char *r = sb_take(&bufs[0]);
    sb_free(&bufs[1]);
    free(bufs);
    return r;
}
