#!/bin/sh
# What a host of the installed library sees (run by `make check-install`
# after `make install PREFIX=<prefix>`; never point it at a system prefix).
#   sh tests/install/check.sh PREFIX BUILD      (CC, SAN from the Makefile)
# Checks: the shared library's SONAME, symlinks and exported symbols (the
# public API of the headers in include/ptxsel and nothing else, version node PTXSEL_0); the static
# archive's global symbols (the same list); ptxsel.pc names PREFIX; a program
# built with only `pkg-config --cflags --libs ptxsel` runs without
# LD_LIBRARY_PATH, one built with `-static` and `pkg-config --static` runs too,
# and both, although they define sb_puts, emit, diag_report and arena_new
# themselves, print exactly the PTX the installed ptxsel prints for
# kernels/demo/demo.ll.
set -eu
prefix=$1
build=$2
CC=${CC:-cc}
SAN=${SAN:-}
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$build/install-check
rm -rf "$work"
mkdir -p "$work"
kernel=$root/kernels/demo/demo.ll
lib=$prefix/lib
fails=0
ok() { echo "check-install: ok: $*"; }
bad() { echo "check-install: FAIL: $*" >&2; fails=$((fails + 1)); }

version=$(sed -n 's/^#define PTXSEL_VERSION_STRING "\(.*\)"/\1/p' "$root/include/ptxsel/ptxsel.h")
major=${version%%.*}

# -- the shared library: files, SONAME, exports
[ -f "$lib/libptxsel.so.$version" ] && [ ! -L "$lib/libptxsel.so.$version" ] &&
    [ "$(readlink "$lib/libptxsel.so.$major")" = "libptxsel.so.$version" ] &&
    [ "$(readlink "$lib/libptxsel.so")" = "libptxsel.so.$major" ] &&
    ok "libptxsel.so -> libptxsel.so.$major -> libptxsel.so.$version" ||
    bad "installed shared library files: $(ls -l "$lib" | tr '\n' ' ')"
so=$lib/libptxsel.so.$version
[ -f "$so" ] || so=$lib/libptxsel.so # the checks below then say what is missing
soname=$(readelf -d "$so" | sed -n 's/.*Library soname: \[\(.*\)\].*/\1/p')
[ "$soname" = "libptxsel.so.$major" ] && ok "SONAME $soname" || bad "SONAME is '$soname', want libptxsel.so.$major"

cat "$root"/include/ptxsel/*.h | sed -n 's/^PTXSEL_API .*[ *]\(ptxsel_[a-z0-9_]*\)(.*/\1/p' | sort > "$work/api.txt"
nm -D --defined-only --format=posix "$so" | awk '$2 != "A" {sub(/@.*/, "", $1); print $1}' |
    sort > "$work/exports.txt"
if [ "$(wc -l < "$work/api.txt")" -gt 40 ] && cmp -s "$work/api.txt" "$work/exports.txt"; then
    ok "libptxsel.so exports exactly the $(wc -l < "$work/api.txt") functions of the public headers"
else
    bad "libptxsel.so exports differ from the public headers (< header, > exported):"
    diff "$work/api.txt" "$work/exports.txt" | grep '^[<>]' | head -20 >&2 || true
fi
other=$(objdump -T "$so" | awk '/ DF | DO / && !/\*UND\*/ && $(NF-1) != "PTXSEL_0"' | head -5)
[ -s "$work/exports.txt" ] && [ -z "$other" ] && ok "every export is in version node PTXSEL_0" || bad "exports outside PTXSEL_0: $other"

nm --defined-only --extern-only --format=posix "$lib/libptxsel.a" | awk 'NF >= 2 && $2 != "A" {print $1}' | sort -u > "$work/static.txt"
cmp -s "$work/api.txt" "$work/static.txt" && ok "libptxsel.a defines exactly the same global symbols" || {
    bad "libptxsel.a's global symbols differ from the public headers (< header, > archive):"
    diff "$work/api.txt" "$work/static.txt" | grep '^[<>]' | head -20 >&2 || true
}

# -- ptxsel.pc
PKG_CONFIG_PATH=$lib/pkgconfig
export PKG_CONFIG_PATH
[ "$(pkg-config --variable=prefix ptxsel)" = "$prefix" ] && ok "ptxsel.pc: prefix=$prefix" ||
    bad "ptxsel.pc: prefix is '$(pkg-config --variable=prefix ptxsel)', want $prefix"
[ "$(pkg-config --modversion ptxsel)" = "$version" ] && ok "ptxsel.pc: version $version" ||
    bad "ptxsel.pc: version '$(pkg-config --modversion ptxsel)', want $version"

# -- the reference: the installed command-line tool (static; no library path),
# at -O0, the library's default level (the tool's own default is llc's -O2)
env -u LD_LIBRARY_PATH "$prefix/bin/ptxsel" -O0 -mcpu=sm_90a "$kernel" -o "$work/ref.ptx"
grep -q '^\.visible \.entry saxpy_sum(' "$work/ref.ptx" && grep -q '^}' "$work/ref.ptx" ||
    bad "the installed ptxsel's PTX has no complete .entry saxpy_sum"

run_host() { # name: build/$name must print ref.ptx
    if env -u LD_LIBRARY_PATH "$work/$1" "$kernel" sm_90a > "$work/$1.ptx" 2> "$work/$1.err" &&
        cmp -s "$work/ref.ptx" "$work/$1.ptx"; then
        ok "$1: $(wc -c < "$work/$1.ptx") bytes of PTX, identical to the ptxsel tool's"
    else
        bad "$1: exit $?, $(wc -c < "$work/$1.ptx") bytes (want $(wc -c < "$work/ref.ptx")); $(head -c 400 "$work/$1.err")"
    fi
}

# -- a shared host: pkg-config flags only, run without LD_LIBRARY_PATH
# shellcheck disable=SC2046
$CC $SAN -std=c11 -Wall -Wextra -Werror -o "$work/host-shared" "$root/tests/install/host.c" \
    $(pkg-config --cflags --libs ptxsel) || bad "host-shared does not build"
readelf -d "$work/host-shared" | grep -q "NEEDED.*\[libptxsel.so.$major\]" &&
    ok "host-shared needs libptxsel.so.$major" || bad "host-shared does not record libptxsel.so.$major"
ldd "$work/host-shared" | grep -q "libptxsel.so.$major => $lib/libptxsel.so.$major" &&
    ok "host-shared loads $lib/libptxsel.so.$major" || bad "host-shared resolves libptxsel to: $(ldd "$work/host-shared" | grep ptxsel)"
run_host host-shared

# -- a static host: -static and pkg-config --static
if [ -n "$SAN" ]; then
    echo "check-install: skipped: the -static host (sanitizer runtimes do not link with -static)"
else
    # shellcheck disable=SC2046
    if $CC -static -std=c11 -Wall -Wextra -Werror -o "$work/host-static" "$root/tests/install/host.c" \
        $(pkg-config --static --cflags --libs ptxsel) 2> "$work/host-static.link"; then
        readelf -d "$work/host-static" 2>&1 | grep -q 'no dynamic section' &&
            ok "host-static is fully static" || bad "host-static has a dynamic section"
        run_host host-static
    else
        bad "host-static does not link: $(grep -v 'warning: Using' "$work/host-static.link" | head -c 800)"
    fi
fi

if [ "$fails" -ne 0 ]; then
    echo "check-install: $fails check(s) failed" >&2
    exit 1
fi
echo "check-install: all checks passed"
