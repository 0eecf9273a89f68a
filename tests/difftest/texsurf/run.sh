#!/bin/sh
# run.sh: runs the texture / surface differential bundle (made by
# tests/difftest/texsurf/texsurf_gen.py --bundle DIR) on the GPU machine.
#   sh run.sh [KERNEL]
# Builds texsurf_host from host.c (driver API, CUDA at $CUDA_HOME, default
# /usr/local/cuda), unpacks cubins.tar.xz, runs every kernel's llc-19 cubin
# (the reference) and ptxsel's -O0 and -O2 cubins, each in its own process,
# and compares the outputs (the kernel's words, then the surfaces read back)
# bit for bit: one line "NAME O0|O2 match" or "NAME O0|O2 MISMATCH (...)"
# per comparison, then "TOTAL: ...". Exit 0 only without mismatches.
cd "$(dirname "$0")" || exit 2
rm -rf cubins out && tar xJf cubins.tar.xz || exit 2
mkdir -p out
CUDA_HOME=${CUDA_HOME:-/usr/local/cuda}
if [ ! -x ./texsurf_host ]; then
    cc -std=c11 -O2 -Wno-deprecated-declarations -D_POSIX_C_SOURCE=200809L -I"$CUDA_HOME/include" host.c \
        -o texsurf_host -L"$CUDA_HOME/lib64/stubs" -L"$CUDA_HOME/lib64" -lcuda || exit 2
fi
only=$1
n=0 m=0 x=0 f=0 s=0
M=cubins/manifest.txt
for k in $(awk '$1 == "kernel" { print $2 }' $M); do
    [ -n "$only" ] && [ "$k" != "$only" ] && continue
    if [ ! -f cubins/$k.llc.cubin ]; then
        echo "$k SKIP (no llc-19 cubin)"
        s=$((s + 1))
        continue
    fi
    if ! ./texsurf_host $M cubins/$k.llc.cubin $k out/$k.llc.bin 2> out/$k.llc.err; then
        echo "$k LLC-FAIL $(head -n 1 out/$k.llc.err)"
        f=$((f + 1))
        continue
    fi
    words=$(awk -v k="$k" '$1 == "kernel" && $2 == k { print $4 }' $M)
    distinct=$(od -An -tx4 -v out/$k.llc.bin | tr -s ' ' '\n' | grep . | sort -u | wc -l)
    [ "$distinct" -le 2 ] && echo "$k note: llc-19's output has only $distinct distinct words"
    for o in O0 O2; do
        n=$((n + 1))
        if [ ! -f cubins/$k.$o.cubin ]; then
            echo "$k $o MISMATCH (no ptxsel cubin)"
            x=$((x + 1))
        elif ! ./texsurf_host $M cubins/$k.$o.cubin $k out/$k.$o.bin 2> out/$k.$o.err; then
            echo "$k $o MISMATCH (run failed: $(head -n 1 out/$k.$o.err))"
            x=$((x + 1))
        elif cmp -s out/$k.llc.bin out/$k.$o.bin; then
            echo "$k $o match"
            m=$((m + 1))
        else
            where=$(cmp out/$k.llc.bin out/$k.$o.bin 2>&1 | head -n 1 |
                    awk -v w="$words" '/differ/ { b = $5 + 0 - 1; i = int(b / 4)
                        if (i < 64 * w) printf "first at thread %d word %d", int(i / w), i % w
                        else printf "first at surface byte %d", b - 256 * w; next } { print }')
            echo "$k $o MISMATCH ($where; $(cmp -l out/$k.llc.bin out/$k.$o.bin 2>/dev/null | wc -l) bytes differ)"
            x=$((x + 1))
        fi
    done
done
echo "TOTAL: $n comparisons, $m match, $x mismatch, $f llc-19 runs failed, $s skipped"
[ $x -eq 0 ] && [ $f -eq 0 ]
