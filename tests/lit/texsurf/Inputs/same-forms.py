"""Compare the texture / surface instructions of two PTX files function by
function, with register names and spacing normalised: exit 1 on a difference."""
import re
import sys

OPS = re.compile(r"\s(tex|tld4|suld|sust|txq|suq|istypep)")


def forms(path):
    out = {}
    text = open(path).read()
    for m in re.finditer(r"\b(f\d+)\(\n(.*?)\n\}", text, re.S):
        out[m.group(1)] = [re.sub(r"%[a-z]+\d+", "R", re.sub(r"\s+", " ", line.strip())).replace(",  [", ", [")
                           for line in m.group(2).split("\n") if OPS.match(line)]
    return out


a, b = forms(sys.argv[1]), forms(sys.argv[2])
bad = [k for k in b if a.get(k) != b.get(k)]
print(f"{len(b)} functions, {sum(len(v) for v in a.values())} instructions, {len(bad)} differ")
for k in bad[:10]:
    print(k, a.get(k), b.get(k))
sys.exit(1 if bad or not b else 0)
