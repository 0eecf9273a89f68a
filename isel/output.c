/*
 * Writing an output file through its path, as llc and ptxas do
 * (ptxsel_write_output; used by ptxsel -o, ptxsel_assemble and every tool).
 * Consumes: a path ("-" = standard output) and the complete bytes to write.
 * Produces: the bytes at whatever the path names, or an error message with
 *           the path and strerror.
 * Guarantees: what the path names keeps its kind: a device node, FIFO, socket
 *           or /dev/stdout is opened and written, never renamed, unlinked or
 *           truncated away; a symlink is followed (the link survives, its
 *           final target gets the text); a file with other hard links is
 *           rewritten in place so every name sees the new text; any other
 *           regular file is replaced atomically by a temporary in the same
 *           directory that takes the old file's mode (and owner, where that
 *           can be kept; else the file is rewritten in place); a new file is
 *           created the same way (mode 0666 less the umask). On failure a
 *           replaced or created file is left as it was (no partial file).
 *           Never prints; thread-safe (no umask games, no global state).
 */
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "internal.h"

static ptxsel_status fail(char *err, size_t errlen, const char *path, int e)
{
    if (err && errlen)
        snprintf(err, errlen, strcmp(path, "-") ? "cannot write '%s': %s" : "cannot write to standard output%.0s: %s", path, strerror(e));
    return PTXSEL_INTERNAL;
}

/* write(2) all of data; 0 or an errno value */
static int write_all(int fd, const void *data, size_t len)
{
    const char *p = data;
    while (len) {
        ssize_t w = write(fd, p, len);
        if (w < 0) {
            if (errno == EINTR)
                continue;
            return errno;
        }
        if (w == 0)
            return EIO;
        p += w;
        len -= (size_t)w;
    }
    return 0;
}

/* close(2) that reports the errno of a failed close (NFS, quota) */
static int close_checked(int fd)
{
    return close(fd) != 0 && errno != EINTR ? errno : 0;
}

/* The directory part of path ("." for a bare name), malloc'd. */
static char *dir_of(const char *path)
{
    const char *slash = strrchr(path, '/');
    if (!slash)
        return strdup(".");
    size_t n = slash == path ? 1 : (size_t)(slash - path);
    char *d = malloc(n + 1);
    if (d) {
        memcpy(d, path, n);
        d[n] = 0;
    }
    return d;
}

/* A fresh file next to target, created O_EXCL with mode 0666 (the umask
 * applies): its name in *tmp (malloc'd), its descriptor returned; -1 with
 * errno on failure. */
static int create_temp_beside(const char *target, char **tmp)
{
    *tmp = NULL;
    char *dir = dir_of(target);
    if (!dir) {
        errno = ENOMEM;
        return -1;
    }
    const char *base = strrchr(target, '/');
    base = base ? base + 1 : target;
    size_t n = strlen(dir) + strlen(base) + 64;
    char *name = malloc(n);
    if (!name) {
        free(dir);
        errno = ENOMEM;
        return -1;
    }
    unsigned long seed = (unsigned long)getpid() * 2654435761u ^ (unsigned long)time(NULL) ^ (unsigned long)(uintptr_t)name;
    int fd = -1;
    for (int attempt = 0; attempt < 100; attempt++) {
        seed = seed * 6364136223846793005ull + 1442695040888963407ull;
        snprintf(name, n, "%s/.%s.ptxsel-%08lx", dir, base, (seed >> 16) & 0xffffffffu);
        fd = open(name, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOCTTY, 0666);
        if (fd >= 0 || errno != EEXIST)
            break;
    }
    free(dir);
    if (fd < 0) {
        int e = errno;
        free(name);
        errno = e;
        return -1;
    }
    *tmp = name;
    return fd;
}

/* Write data to a temporary beside target and rename it over target. When
 * old is not NULL the temporary first takes old's mode and owner; if the
 * owner cannot be kept, returns -1 (nothing changed) so that the caller
 * rewrites in place. Otherwise 0 or an errno value; on failure target is
 * untouched and the temporary removed. */
static int replace_by_rename(const char *target, const struct stat *old, const void *data, size_t len)
{
    char *tmp;
    int fd = create_temp_beside(target, &tmp);
    if (fd < 0)
        return old ? -1 : errno; /* an existing file can still be rewritten in place */
    int e = 0;
    if (old) {
        if ((old->st_uid != geteuid() || old->st_gid != getegid()) &&
            fchown(fd, old->st_uid, old->st_gid) != 0)
            e = -1;
        else if (fchmod(fd, old->st_mode & 07777) != 0)
            e = -1;
    }
    if (!e)
        e = write_all(fd, data, len);
    int ce = close_checked(fd);
    if (!e)
        e = ce;
    if (!e && rename(tmp, target) != 0)
        e = errno;
    if (e)
        unlink(tmp);
    free(tmp);
    return e;
}

/* The final target of a chain of symlinks, malloc'd (path itself when it is
 * not a link); NULL with errno on a loop or an allocation failure. A target
 * that does not exist yet is returned as it is named (a dangling link
 * creates it). */
static char *follow_links(const char *path)
{
    char *cur = strdup(path);
    for (int hops = 0; cur; hops++) {
        struct stat st;
        if (lstat(cur, &st) != 0 || !S_ISLNK(st.st_mode))
            return cur;
        if (hops == 40) {
            free(cur);
            errno = ELOOP;
            return NULL;
        }
        size_t cap = (size_t)st.st_size + 1 > 256 ? (size_t)st.st_size + 1 : 256;
        char *link = malloc(cap);
        ssize_t r = link ? readlink(cur, link, cap - 1) : -1;
        if (r < 0) {
            int e = link ? errno : ENOMEM;
            free(link);
            free(cur);
            errno = e;
            return NULL;
        }
        link[r] = 0;
        char *next;
        if (link[0] == '/') {
            next = link;
        } else {
            char *dir = dir_of(cur);
            size_t n = (dir ? strlen(dir) : 0) + strlen(link) + 2;
            next = dir ? malloc(n) : NULL;
            if (next)
                snprintf(next, n, "%s/%s", dir, link);
            free(dir);
            free(link);
        }
        free(cur);
        cur = next;
    }
    errno = ENOMEM;
    return NULL;
}

ptxsel_status ptxsel_write_output(const char *path, const void *data, size_t len, char *err, size_t errlen)
{
    if (err && errlen)
        err[0] = 0;
    if (!path || (!data && len)) {
        if (err && errlen)
            snprintf(err, errlen, "ptxsel_write_output: %s is NULL", !path ? "path" : "data");
        return PTXSEL_USAGE;
    }
    if (!strcmp(path, "-")) {
        int e = write_all(STDOUT_FILENO, data, len);
        return e ? fail(err, errlen, "-", e) : PTXSEL_OK;
    }
    /* open through the path first: it follows every link the way the kernel
     * does (/dev/stdout -> /proc/self/fd/1 -> a pipe included) and tells what
     * is there without changing it */
    int fd = open(path, O_WRONLY | O_CLOEXEC | O_NOCTTY);
    if (fd < 0 && errno != ENOENT)
        return fail(err, errlen, path, errno);
    char *target = follow_links(path);
    if (!target) {
        int e = errno;
        if (fd >= 0)
            close(fd);
        return fail(err, errlen, path, e);
    }
    int e;
    if (fd < 0) {
        /* nothing there (or a dangling link): create the final target */
        e = replace_by_rename(target, NULL, data, len);
    } else {
        struct stat st, tst;
        if (fstat(fd, &st) != 0) {
            e = errno;
            close(fd);
        } else if (!S_ISREG(st.st_mode)) {
            /* a device, FIFO or socket: write to it, nothing else */
            e = write_all(fd, data, len);
            int ce = close_checked(fd);
            if (!e)
                e = ce;
        } else if (st.st_nlink == 1 && stat(target, &tst) == 0 && tst.st_dev == st.st_dev &&
                   tst.st_ino == st.st_ino &&
                   (e = replace_by_rename(target, &st, data, len)) >= 0) {
            close(fd);
        } else {
            /* other hard links (or a file reached only through /proc, or one
             * whose owner a replacement could not keep): rewrite in place */
            e = ftruncate(fd, 0) != 0 ? errno : write_all(fd, data, len);
            int ce = close_checked(fd);
            if (!e)
                e = ce;
        }
    }
    free(target);
    return e ? fail(err, errlen, path, e) : PTXSEL_OK;
}
