#!/bin/sh
# run.sh — runs a differential-testing bundle (made by `make diff-bundle`) on
# the GPU machine: unpacks cubins.tar.xz and runs difft_runner on it (built
# here from runner.c with cc when the bundled binary is missing).
# Arguments go to the runner (--time, --only NAME, --timeout S, -v).
# Ends with "N programs, N match, N mismatch"; exit 0 only without mismatches.
cd "$(dirname "$0")" || exit 2
rm -rf cubins && tar xJf cubins.tar.xz || exit 2
if [ ! -x ./difft_runner ]; then
    CUDA_HOME=${CUDA_HOME:-/usr/local/cuda}
    cc -std=c11 -O2 -D_POSIX_C_SOURCE=200809L -I"$CUDA_HOME/include" runner.c -o difft_runner \
        -L"$CUDA_HOME/lib64/stubs" -L"$CUDA_HOME/lib64" -lcuda -lm || exit 2
fi
exec ./difft_runner --dir cubins "$@"
