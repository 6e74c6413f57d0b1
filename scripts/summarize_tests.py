#!/usr/bin/env python3
"""Prints one line "N passed, N failed, N skipped" for the whole test run.

Before that line it prints the last lines of each failed test's output: CI
logs keep the start and the end of a run, and ctest's own output of a failed
test (a fuzzer's crash report, say) sits in the middle, before the list of
skipped tests.

ctest's JUnit report lists the GoogleTest cases one by one and the lit suite
as one entry ("lit"); lit's own xunit report lists its tests one by one, so
the lit entry is replaced by them. A lit test that is UNSUPPORTED (for
example a GPU test on a machine without a GPU) counts as skipped.
"""
import sys
import xml.etree.ElementTree as ET


TAIL_LINES = 40


def failure_text(case):
    """What a failed test case printed: lit puts it in <failure>, ctest in
    <system-out>."""
    parts = [case.findtext("failure"), case.findtext("error"),
             case.findtext("system-out")]
    return "\n".join(p for p in parts if p)


def print_tail(case):
    lines = failure_text(case).rstrip().splitlines()[-TAIL_LINES:]
    print("---- failed: %s (last %d lines) ----" % (case.get("name"), len(lines)))
    for line in lines:
        print(line[:400])


def count(path, skip_name=None):
    passed = failed = skipped = 0
    try:
        root = ET.parse(path).getroot()
    except (OSError, ET.ParseError):
        return None
    for case in root.iter("testcase"):
        if skip_name and case.get("name") == skip_name:
            continue
        if case.find("failure") is not None or case.find("error") is not None:
            failed += 1
            print_tail(case)
        elif case.find("skipped") is not None or case.get("status") == "notrun":
            skipped += 1
        else:
            passed += 1
    return passed, failed, skipped


def main():
    ctest_xml, lit_xml = sys.argv[1], sys.argv[2]
    totals = [0, 0, 0]
    ctest = count(ctest_xml, skip_name="lit")
    lit = count(lit_xml)
    if ctest is None:
        print("error: no ctest report at " + ctest_xml, file=sys.stderr)
        totals[1] += 1
    if lit is None:
        print("error: no lit report at " + lit_xml, file=sys.stderr)
        totals[1] += 1
    for part in (ctest, lit):
        if part:
            totals = [a + b for a, b in zip(totals, part)]
    print("%d passed, %d failed, %d skipped" % tuple(totals))


if __name__ == "__main__":
    main()
