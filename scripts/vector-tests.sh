#!/usr/bin/env bash
# vector-tests.sh - every end-to-end program built for the vector target
# gives the cpu target's output.
#
#   scripts/vector-tests.sh [-march=ARCH] [WORKDIR]
#
# For each program of scripts/e2e-programs.sh (examples and the self-checking
# programs under test/lit/e2e*; pragma programs get --hpvm-targets=vector,
# HPVM-C programs -DDEVICE=VECTOR_TARGET), builds it with $HPVMCC (default
# build/bin/hpvmcc) -O2 -march=ARCH (default native) for the cpu and for the
# vector target, runs both with the arguments of its first RUN line and
# compares their output (failures also on stderr).
# Prints "N passed, N failed, N skipped"; exits 1 on a failure.
# test/lit/e2e-vector/all-programs.test runs it for x86-64-v3 (AVX2) and,
# where the CPU has it, x86-64-v4 (AVX-512).
set -euo pipefail
cd "$(dirname "$0")/.."

march=-march=native
case "${1:-}" in -march=*) march=$1; shift ;; esac
work=${1:-$(mktemp -d "${TMPDIR:-/tmp}/hpvm-vector-tests.XXXXXX")}
mkdir -p "$work"
hpvmcc=${HPVMCC:-build/bin/hpvmcc}

pass=0 fail=0
scripts/e2e-programs.sh VECTOR-TESTS > "$work/programs.tsv" 2> "$work/skipped.txt"
while IFS=$'\t' read -r src args; do
  name=$(echo "${src%.cpp}" | tr '/' '_')
  read -r -a build_flags <<<"$(scripts/build-flags.sh "$src")"
  ok=1
  for target in cpu vector; do
    device=$([ $target = cpu ] && echo CPU_TARGET || echo VECTOR_TARGET)
    if ! "$hpvmcc" -O2 "$march" --hpvm-targets=$target -DDEVICE=$device "${build_flags[@]}" \
         "$src" -o "$work/$name.$target" 2> "$work/$name.$target.err" </dev/null; then
      { echo "FAIL: $src does not build for $target:"
        head -3 "$work/$name.$target.err"; } | tee /dev/stderr
      ok=0; break
    fi
    # shellcheck disable=SC2086
    "$work/$name.$target" $args > "$work/$name.$target.out" 2>/dev/null </dev/null || true
  done
  if [ $ok = 1 ] && diff -q "$work/$name.cpu.out" "$work/$name.vector.out" >/dev/null; then
    pass=$((pass + 1)); echo "PASS: $src"
  elif [ $ok = 1 ]; then
    { echo "FAIL: $src: the vector build's output differs from the cpu build's:"
      diff "$work/$name.cpu.out" "$work/$name.vector.out" | head -5 || true; } |
      tee /dev/stderr
    ok=0
  fi
  [ $ok = 1 ] || fail=$((fail + 1))
done < "$work/programs.tsv"
skip=$(grep -c . "$work/skipped.txt" || true)
sed 's/^/SKIPPED: /' "$work/skipped.txt"
echo "vector-tests ($march): $pass passed, $fail failed, $skip skipped"
[ "$fail" -eq 0 ]
