#!/bin/sh
# A stand-in for ptxsel for tests/upstream-families/run.py's classification.
# "swap" and "imm" run the real ptxsel ($PTXSEL_BUILD/bin/ptxsel) and then
# alter its PTX (the output file is the last argument, after -o): swap
# reorders setmaxnreg's qualifiers (a spelling ptxas rejects), imm changes
# its operand (96 -> 104, which ptxas takes). Any other mode is
# tests/lit/upstream/Inputs/fake-ptxsel.sh's (crash, refuse, ...).
for out; do :; done
case "$FAKE_PTXSEL" in
  swap) "$PTXSEL_BUILD/bin/ptxsel" "$@" || exit $?
        sed -i 's/setmaxnreg\.inc\.sync\.aligned/setmaxnreg.sync.aligned.inc/' "$out" ;;
  imm)  "$PTXSEL_BUILD/bin/ptxsel" "$@" || exit $?
        sed -i 's/setmaxnreg\.inc\.sync\.aligned\.u32 96/setmaxnreg.inc.sync.aligned.u32 104/' "$out" ;;
  *)    exec "$(dirname "$0")/../../upstream/Inputs/fake-ptxsel.sh" "$@" ;;
esac
