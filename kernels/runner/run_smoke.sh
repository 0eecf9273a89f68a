#!/bin/sh
# run_smoke.sh — runs the Hopper smoke kernels (issue 3) on the GPU machine
# from a gpubundle/ or smokebundle/ folder: smoke_runner compiles smoke/*.ll
# in-process with libptxsel (sm_90a) and checks each kernel on fresh random
# data. Extra arguments go to the runner (--seed N, --only NAME, --save-ptx
# DIR, -v, ...). Ends with "N passed, N failed"; exit status 0 only when
# nothing failed.
cd "$(dirname "$0")" || exit 2
exec ./smoke_runner --ll-dir smoke --no-llc "$@"
