#!/bin/bash
# run.sh — on the GPU machine, from the repository root:  bash gemmbundle/run.sh
# Rebuilds the runner library there, repeats ptxas -v on ptxsel's PTX and
# checks the SASS (HGMMA / QGMMA in the cubin, no local-memory spills), then
# runs bench.py (correctness + timings against cuBLAS). Logs go to $OUT (or
# gemmbundle/out).
set -u
D=$(cd "$(dirname "$0")" && pwd)
O=${OUT:-$D/out}
mkdir -p "$O"
CUDA=${CUDA_HOME:-/usr/local/cuda}
{
  nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm --format=csv
  cc -std=c11 -O2 -fPIC -shared -I"$CUDA/include" "$D/gemm_runner.c" -L"$CUDA/lib64/stubs" -lcuda -o "$D/libgemm_runner.so" \
    && echo "runner rebuilt here" || echo "runner: using the carried build"
  for f in "$D"/gemm_*.ptx; do
    v=$(basename "$f" .ptx); v=${v#gemm_}
    echo "== $v: ptxas -v (here: $($CUDA/bin/ptxas --version | tail -1))"
    "$CUDA/bin/ptxas" -arch=sm_90a -v "$D/gemm_$v.ptx" -o "$O/gemm_$v.here.cubin" 2>&1 | grep -v "^ptxas info    : Compil"
    "$CUDA/bin/cuobjdump" --dump-sass "$D/gemm_$v.cubin" > "$O/gemm_$v.sass" 2>&1
    echo "SASS $v: $(grep -c 'HGMMA' "$O/gemm_$v.sass") HGMMA, $(grep -c 'QGMMA' "$O/gemm_$v.sass") QGMMA, $(grep -cE 'LDL|STL' "$O/gemm_$v.sass") LDL/STL"
  done
} 2>&1 | tee "$O/build.log"
python3 "$D/bench.py" --dir "$D" "$@" 2>&1 | tee "$O/bench.log"
exit "${PIPESTATUS[0]}"
