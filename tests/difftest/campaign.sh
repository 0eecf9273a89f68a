#!/bin/sh
# campaign.sh BUNDLE... — the GPU side of a differential campaign, for the
# GPU machine: for each bundle (made by driver.py --bundle or abbundle.py)
# runs every program once with timing (run.sh --time --runs 50), then times
# every kernel whose ratio ptxsel/llc-19 came out above 1.05 again with 300
# pairs (one runner process per kernel, --only), since a 50-pair ratio of a
# short kernel moves by several percent from call to call.
#
# Writes, with RES as the prefix (default ./campaign): RES-NAME.txt (the
# whole first run) and RES-NAME-retime.txt (the 300-pair lines), NAME the
# bundle's path with / as _; prints the key lines of both (mismatches, faults,
# totals, geomeans, every kernel still above 1.05x), since only these come
# back from a device call that returns few files.
# Exit status: 1 when any bundle has a mismatch, else 0.
RES=${RES:-./campaign}
status=0
for B in "$@"; do
    name=$(echo "$B" | sed "s,/*$,," | tr / _)
    out="$RES-$name.txt"
    sh "$B/run.sh" --time --runs 50 > "$out" 2>&1 || status=1
    echo "== $name"
    grep -E '^(MISMATCH|LAUNCH MISMATCH|LLC FAULT|BOTH FAILED|TOTAL:|time:|run ended)' "$out"
    # the program lines: name llc-us ptxsel-us ratio regs local; the
    # geomean of each -O level (the level is in the name: s123_O2_std)
    awk 'NF == 6 && $4 ~ /^[0-9.]+$/ { split($1, f, "_"); s[f[2]] += log($4); n[f[2]]++ }
         END { for (l in n) printf "geomean %s: %.3f over %d\n", l, exp(s[l] / n[l]), n[l] }' "$out" | sort
    slow=$(awk 'NF == 6 && $4 ~ /^[0-9.]+$/ && $4 > 1.05 { print $1 }' "$out")
    : > "$RES-$name-retime.txt"
    for p in $slow; do
        (cd "$B" && ./difft_runner --dir cubins --only "$p" --time --runs 300) 2>&1 |
            awk -v p="$p" '$1 == p && NF == 6' >> "$RES-$name-retime.txt"
    done
    n50=$(echo "$slow" | grep -c .)
    echo "above 1.05x at 50 pairs: $n50; still above at 300 pairs:"
    awk '$4 > 1.05' "$RES-$name-retime.txt" | sort -k4 -n -r
done
exit $status
