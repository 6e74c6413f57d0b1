"""Loads a Chrome trace (failing on invalid JSON) and prints, sorted, one
line per distinct (category, process, name) of its complete events, with
how many there are, and its row names: what FileCheck checks."""
import json
import sys
from collections import Counter

with open(sys.argv[1]) as f:
    trace = json.load(f)
events = trace["traceEvents"]
counts = Counter()
for e in events:
    if e["ph"] == "X":
        assert e["dur"] >= 0 and e["ts"] >= 0, e
        counts[(e["cat"], e["pid"], e["name"])] += 1
    else:
        assert e["ph"] == "M", e
        print("row", e["pid"], e["tid"], e["args"]["name"])
for (cat, pid, name), n in sorted(counts.items()):
    print(cat, pid, name, n)
