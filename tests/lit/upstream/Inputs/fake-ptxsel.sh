#!/bin/sh
# A stand-in for ptxsel that misbehaves as $FAKE_PTXSEL says, so that the
# harness's classification (tests/upstream/run.py) is itself tested.
out=
prev=
for a in "$@"; do
  [ "$prev" = "-o" ] && out=$a
  prev=$a
done
case "$FAKE_PTXSEL" in
  crash)   kill -SEGV $$ ;;
  refuse)  echo "x.ll: in function 'f': error: cannot select 'frobnicate'" >&2; exit 1 ;;
  usage)   echo "ptxsel: error: PTX ISA 1.0 is below the minimum" >&2; exit 2 ;;
  partial) echo "// half" > "$out"; echo "x.ll: error: late failure" >&2; exit 1 ;;
  bad-ptx) printf '.version 6.3\n.target sm_75\n.address_size 64\nnot_an_instruction;\n' > "$out"; exit 0 ;;
  *)       echo "fake-ptxsel: set FAKE_PTXSEL" >&2; exit 1 ;;
esac
