#!/usr/bin/env python3
"""Writes the seed corpora of the fuzz harnesses (tests/fuzz/corpus/<name>/).

Run from the repository root after `make` (it uses build/bin/ptxsel-query
for form names):
    python3 tests/fuzz/make_seeds.py
The seeds are committed; rerun only to refresh them. Files named
regress-* are inputs of earlier findings and are never rewritten here.
"""
import glob
import hashlib
import os
import random
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CORPUS = os.path.join(ROOT, "tests", "fuzz", "corpus")
QUERY = os.path.join(ROOT, "build", "bin", "ptxsel-query")


def write(name, fname, data):
    d = os.path.join(CORPUS, name)
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, fname), "wb") as f:
        f.write(data)


def clean(name):
    d = os.path.join(CORPUS, name)
    for f in glob.glob(os.path.join(d, "*")):
        if not os.path.basename(f).startswith("regress-"):
            os.unlink(f)


def ir_seeds():
    # byte 0: bits 0-1 cpu (sm_75, sm_90a, sm_100a, module attribute), 2-3 -O level
    sels = [0x01, 0x00, 0x02, 0x05, 0x03, 0x0E, 0x09, 0x21]
    files = sorted(glob.glob(os.path.join(ROOT, "tests", "lit", "**", "*.ll"), recursive=True) +
                   glob.glob(os.path.join(ROOT, "kernels", "**", "*.ll"), recursive=True))
    files = [f for f in files if os.path.getsize(f) <= 4096]
    clean("ir")
    for i, f in enumerate(files):
        rel = os.path.relpath(f, ROOT).replace("/", "-")
        data = open(f, "rb").read()
        write("ir", rel, bytes([sels[i % len(sels)]]) + data)
        if i % 8 == 0:  # every eighth seed also goes in as bitcode (selector bit 7)
            write("ir", rel[:-3] + ".as-bc.ll", bytes([0x80 | sels[(i + 3) % len(sels)]]) + data)
    return len(files)


def form_seeds():
    clean("form")
    forms = subprocess.run([QUERY, "forms"], capture_output=True, text=True, check=True).stdout.split()
    forms = [f for f in forms if "." in f or f.isalnum()]
    rnd = random.Random(14)
    pick = sorted(set(rnd.sample(forms, min(60, len(forms)))))
    for i, f in enumerate(pick):
        # byte 0: target index, byte 1: PTX bump (bits 0-1) and small-buffer size
        extra = b"\0" + pick[(i + 1) % len(pick)].encode() if i % 4 == 0 else b""
        write("form", "f%03d" % i, bytes([i * 7 % 40, (i * 37) & 0xFF]) + f.encode() + extra)
    return len(pick)


def target_seeds():
    clean("target")
    cpus = ["sm_75", "sm_80", "sm_86", "sm_89", "sm_90", "sm_90a", "sm_100a", "sm_100f", "sm_101a", "sm_103a",
            "sm_110a", "sm_120a", "sm_121f", "", "sm_9", "sm_90ab", "SM_90A", "sm_1000000000000000000000a"]
    mattrs = [None, "+ptx86", "+ptx87,+has_tma,-has_wgmma", "-has_wgmma", "+ptx", "+nope", ",,", "+ptx9999999999"]
    n = 0
    for i, c in enumerate(cpus):
        m = mattrs[i % len(mattrs)]
        sel = 0xFC if i % 3 else 0x10  # large / small error buffer
        data = bytes([sel]) + c.encode() + (b"\0" + m.encode() if m is not None else b"")
        write("target", "t%02d" % i, data)
        n += 1
    return n


def words_seeds():
    clean("words")
    words = [
        (0, 0),
        (0x4000004000010001, 0x0000000100010010),  # a gmma desc with swizzle 128B
        (0x0000400000010001, 0x00000008000000f0),  # umma desc, version 1
        (0x0000000000000491, 0x8000000000000000),  # ctrl word, out-of-range raw fields
        (0x0000000008100490, 0x4000000000000123),  # idesc m128 n256
        (0xFFFFFFFFFFFFFFFF, 0xFFFFFFFFFFFFFFFF),
    ]
    for i, (w, r) in enumerate(words):
        write("words", "w%02d" % i, w.to_bytes(8, "little") + r.to_bytes(8, "little"))
    return len(words)


def structured_seeds():
    clean("structured")
    rnd = random.Random(18)
    for i in range(24):
        write("structured", "s%02d" % i, bytes(rnd.randrange(256) for _ in range(160)))
    return 24


if __name__ == "__main__":
    counts = {"ir": ir_seeds(), "form": form_seeds(), "target": target_seeds(), "words": words_seeds(),
              "structured": structured_seeds()}
    print(" ".join("%s=%d" % kv for kv in counts.items()))
