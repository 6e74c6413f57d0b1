#!/usr/bin/env bash
# test.sh - the README's second command (and CI's): set up, build with
# warnings as errors, run every test suite (including a bounded run of the
# rewriter fuzzer, docs/fuzzing.md, and the runtime unit tests under TSan and
# ASan, docs/testing.md), print "N passed, N failed, N skipped".
set -euo pipefail
cd "$(dirname "$0")/.."

./scripts/setup.sh
./scripts/build.sh -DHPVM_WERROR=ON -DHPVM_BUILD_FUZZERS=ON
rm -f build/lit-results.xml build/ctest-results.xml
status=0
# A failed test's output over ctest's limit loses its start, not its end
# (where a crash report is).
(cd build && ctest --output-on-failure --output-junit ctest-results.xml \
   --test-output-truncation head -j "$(nproc)") || status=$?
python3 scripts/summarize_tests.py build/ctest-results.xml build/lit-results.xml
exit "$status"
