#!/bin/sh
# run.sh — runs the kernel corpus on the GPU machine from a gpubundle/ folder
# (made by `make gpu-bundle`). Prefers the static runner, which compiles
# ll/*.ll in-process with libptxsel; falls back to the ptx-only runner with
# the pre-made ptxsel/*.ptx. llc-19's PTX (llc/) is the comparison column.
# Extra arguments go to the runner (--only NAME, --seed N, --save-ptx DIR, ...).
# Ends with "N passed, N failed"; exit status 0 only when nothing failed.
cd "$(dirname "$0")" || exit 2
if [ -x ./corpus_runner ] && [ "${PTXSEL_RUNNER:-static}" = static ]; then
    exec ./corpus_runner --ll-dir ll --llc-dir llc "$@"
fi
exec ./corpus_runner_ptxonly --ptx-dir ptxsel --llc-dir llc "$@"
