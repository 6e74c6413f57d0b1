#!/usr/bin/env bash
# sanitizer-tests.sh - every end-to-end program runs clean under
# AddressSanitizer + UndefinedBehaviorSanitizer and under ThreadSanitizer,
# with the same output under both.
#
#   scripts/sanitizer-tests.sh [-j N] [WORKDIR]
#
# For each program of scripts/e2e-programs.sh (examples and the self-checking
# programs under test/lit/e2e*; cpu target), builds it with $HPVMCC (default
# build/bin/hpvmcc) -O1 -g twice: with -fsanitize=address,undefined
# (-fno-sanitize-recover=undefined) and with -fsanitize=thread (hpvmcc links
# the runtime's matching sanitizer build, docs/testing.md). Runs each with the
# arguments of its first RUN line: the program passes when both runs exit with
# status 0 (a sanitizer report makes a run fail) and print the same (the lit
# tests check the plain build's output). N programs are built and run at once
# (default 1). A program that
# cannot take part says why with a `SANITIZER-TESTS: skip <why>` comment.
# Prints "N passed, N failed, N skipped"; exits 1 on a failure.
# test/lit/e2e-sanitizer/all-programs.test runs it.
set -euo pipefail
cd "$(dirname "$0")/.."

jobs=1
if [ "${1:-}" = -j ]; then jobs=$2; shift 2; fi
work=${1:-$(mktemp -d "${TMPDIR:-/tmp}/hpvm-sanitizer-tests.XXXXXX")}
mkdir -p "$work"
export HPVMCC=${HPVMCC:-build/bin/hpvmcc} WORK=$work

# One program, given as its line of programs.tsv ("SOURCE<TAB>ARGS"): prints
# a PASS or FAIL line (and FAIL details on stderr).
check() {
  local src args name flags build_flags
  IFS=$'\t' read -r src args <<<"$1"
  name=$(echo "${src%.cpp}" | tr '/' '_')
  read -r -a build_flags <<<"$(scripts/build-flags.sh "$src")"
  declare -A builds=(
    [asan]="-fsanitize=address,undefined -fno-sanitize-recover=undefined"
    [tsan]="-fsanitize=thread")
  for build in asan tsan; do
    read -r -a flags <<<"${builds[$build]}"
    if ! "$HPVMCC" -O1 -g "${flags[@]}" "${build_flags[@]}" -DDEVICE=CPU_TARGET "$src" \
         -o "$WORK/$name.$build" 2> "$WORK/$name.$build.err" </dev/null; then
      { echo "FAIL: $src does not build with '${builds[$build]}':"
        head -3 "$WORK/$name.$build.err"; } | tee /dev/stderr
      return
    fi
    local status=0
    # shellcheck disable=SC2086
    "$WORK/$name.$build" $args > "$WORK/$name.$build.out" \
      2> "$WORK/$name.$build.log" </dev/null || status=$?
    if [ $status -ne 0 ]; then
      { echo "FAIL: $src exits with status $status under $build:"
        grep -m3 -E 'ERROR|WARNING|runtime error|SUMMARY' "$WORK/$name.$build.log" || true
      } | tee /dev/stderr
      return
    fi
  done
  if ! diff -q "$WORK/$name.asan.out" "$WORK/$name.tsan.out" >/dev/null; then
    { echo "FAIL: $src prints something else under tsan than under asan:"
      diff "$WORK/$name.asan.out" "$WORK/$name.tsan.out" | head -5 || true
    } | tee /dev/stderr
    return
  fi
  rm -f "$WORK/$name".{asan,tsan}
  echo "PASS: $src"
}
export -f check

scripts/e2e-programs.sh SANITIZER-TESTS > "$work/programs.tsv" 2> "$work/skipped.txt"
# shellcheck disable=SC2016 # $1 is the inner shell's
tr '\n' '\0' < "$work/programs.tsv" |
  xargs -0 -P "$jobs" -I{} bash -c 'check "$1"' _ {} | tee "$work/results.txt"
pass=$(grep -c '^PASS' "$work/results.txt" || true)
fail=$(grep -c '^FAIL' "$work/results.txt" || true)
skip=$(grep -c . "$work/skipped.txt" || true)
sed 's/^/SKIPPED: /' "$work/skipped.txt"
echo "sanitizer-tests: $pass passed, $fail failed, $skip skipped"
[ "$fail" -eq 0 ]
