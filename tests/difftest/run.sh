#!/bin/sh
# run.sh — runs a differential-testing bundle (made by `make diff-bundle`) on
# the GPU machine: unpacks cubins.tar.xz and runs difft_runner on it (built
# here from runner.c with cc when the bundled binary is missing).
# Arguments go to the runner (--time, --only NAME, --timeout S, -v).
# A kernel fault is sticky for the whole process: the runner then exits 3
# after printing that program's verdict and "RESUME-AFTER <name>", and this
# script starts it again after that program. Ends with the totals
# "TOTAL: N programs, N match, N mismatch"; exit 0 only without mismatches.
cd "$(dirname "$0")" || exit 2
rm -rf cubins && tar xJf cubins.tar.xz || exit 2
if [ ! -x ./difft_runner ]; then
    CUDA_HOME=${CUDA_HOME:-/usr/local/cuda}
    cc -std=c11 -O2 -D_POSIX_C_SOURCE=200809L -I"$CUDA_HOME/include" runner.c -o difft_runner \
        -L"$CUDA_HOME/lib64/stubs" -L"$CUDA_HOME/lib64" -lcuda -lm || exit 2
fi
after=""
: > parts.txt
while :; do
    if [ -n "$after" ]; then
        ./difft_runner --dir cubins --after "$after" "$@" > part.txt 2>&1
    else
        ./difft_runner --dir cubins "$@" > part.txt 2>&1
    fi
    rc=$?
    cat part.txt
    cat part.txt >> parts.txt
    [ $rc -eq 3 ] || break
    after=$(sed -n 's/^RESUME-AFTER //p' part.txt)
    [ -n "$after" ] || break
done
awk '/^[0-9]+ programs, [0-9]+ match, [0-9]+ mismatch/ { p += $1; m += $3; x += $5; if ($8 == "both") b += $7 }
     /^LLC FAULT / { lf++ }
     END { printf "TOTAL: %d programs, %d match, %d mismatch, %d both failed, %d llc-19 faults\n", p, m, x, b, lf
           exit (x > 0) }' parts.txt
