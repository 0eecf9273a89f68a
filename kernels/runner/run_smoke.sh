#!/bin/sh
# run_smoke.sh — runs the Hopper smoke kernels (issue 3) on the GPU machine
# from a gpubundle/ or smokebundle/ folder: smoke_runner compiles smoke/*.ll
# in-process with libptxsel (sm_90a) and checks each kernel on fresh random
# data. Extra arguments go to the runner (--seed N, --only NAME, --save-ptx
# DIR, -v, ...). Ends with "N passed, N failed"; exit status 0 only when
# nothing failed. With smoke_llc/ in the bundle (llc-19's PTX of the WMMA
# module, made by make smoke-bundle) the WMMA rows also run llc-19's PTX in the
# llc-19 column; the other rows are n/a (llc-19 cannot compile them).
cd "$(dirname "$0")" || exit 2
if [ -d smoke_llc ]; then
    exec ./smoke_runner --ll-dir smoke --llc-dir smoke_llc "$@"
fi
exec ./smoke_runner --ll-dir smoke --no-llc "$@"
