#!/usr/bin/env bash
# e2e-programs.sh - the self-checking end-to-end programs that a build for
# another target is compared on (scripts/gpu-tests.sh, scripts/vector-tests.sh).
#
#   scripts/e2e-programs.sh MARKER
#
# Prints one line per program, "SOURCE<TAB>ARGS" (ARGS: the arguments of the
# first RUN line that runs the program), for examples/*.cpp and
# test/lit/e2e*/*.cpp, and on stderr "SOURCE (why)" for each program left
# out: expected failures (XFAIL), programs expected to fail (`not %t`), and
# programs marked `MARKER: skip <why>` (e.g. GPU-TESTS).
# HPVM_TEST_SHARD=K/N, CI's short mode of a whole-suite test, keeps only the
# programs whose path's checksum is K modulo N (the others are left out, with
# the reason), unless HPVM_LONG_TESTS=1: the tests that share the suite take
# different shards, so CI still runs every program in some of them.
set -euo pipefail
cd "$(dirname "$0")/.."

[ $# -eq 1 ] || { echo "usage: $0 MARKER" >&2; exit 2; }
marker=$1
shard=
if [ -n "${HPVM_TEST_SHARD:-}" ] && [ "${HPVM_LONG_TESTS:-}" != 1 ]; then
  shard=$HPVM_TEST_SHARD
fi
for src in examples/*.cpp test/lit/e2e*/*.cpp; do
  if grep -q 'XFAIL:' "$src"; then
    echo "$src (an expected failure: a known bug)" >&2
  elif grep -q 'RUN:.*not %t\b' "$src"; then
    echo "$src (expects the program to fail)" >&2
  elif grep -q "$marker: skip" "$src"; then
    echo "$src ($(sed -n "s/.*$marker: skip *//p" "$src" | head -1))" >&2
  elif [ -n "$shard" ] &&
       [ $(($(printf %s "$src" | cksum | cut -d' ' -f1) % ${shard#*/})) != "${shard%/*}" ]; then
    echo "$src (not in CI's shard $shard; HPVM_LONG_TESTS=1 runs it)" >&2
  else
    printf '%s\t%s\n' "$src" \
      "$(grep -m1 -o 'RUN:.* %t [^|&;]*' "$src" | sed 's/.* %t //' || true)"
  fi
done
