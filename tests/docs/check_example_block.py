#!/usr/bin/env python3
"""Check that a Markdown page quotes an example file's code as it is.

Usage: check_example_block.py PAGE.md EXAMPLE.c
The last ```c block of PAGE must occur, line for line, in EXAMPLE (whose
opening comment the page leaves out). Exit 0 when it does, 1 otherwise.
"""
import re
import sys

page, example = sys.argv[1], sys.argv[2]
blocks = re.findall(r"^```c\n(.*?)^```$", open(page, encoding="utf-8").read(), re.S | re.M)
code = open(example, encoding="utf-8").read()
if not blocks or len(blocks[-1]) < 200 or blocks[-1] not in code:
    print("%s: the last C block is not a verbatim part of %s" % (page, example))
    sys.exit(1)
print("%s: example block matches %s (%d lines)" % (page, example, blocks[-1].count("\n")))
