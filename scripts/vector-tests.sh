#!/usr/bin/env bash
# vector-tests.sh - every end-to-end program built for the vector target
# (or the opencl target) gives the cpu target's output.
#
#   scripts/vector-tests.sh [-march=ARCH] [WORKDIR]
#   HPVM_TEST_TARGET=opencl scripts/vector-tests.sh [-march=ARCH] [WORKDIR]
#
# For each program of scripts/e2e-programs.sh (examples and the self-checking
# programs under test/lit/e2e*; pragma programs get --hpvm-targets=vector,
# HPVM-C programs -DDEVICE=VECTOR_TARGET; for opencl --hpvm-targets=opencl
# and -DDEVICE=GPU_TARGET with --hpvm-gpu-api=opencl), builds it with $HPVMCC (default
# build/bin/hpvmcc) -O2 -march=ARCH (default native) for the cpu and for the
# vector target, runs both with the arguments of its first RUN line and
# compares their output (failures also on stderr).
# HPVM_TEST_SAMPLE=FILE limits the programs to those FILE lists (one source a
# line, '#' comments; a listed source that is not an end-to-end program any
# more is an error), unless HPVM_LONG_TESTS=1: the short mode of CI.
# Prints "N passed, N failed, N skipped"; exits 1 on a failure.
# test/lit/e2e-vector/all-programs.test runs it for x86-64-v3 (AVX2) and,
# where the CPU has it, x86-64-v4 (AVX-512); test/lit/e2e-opencl/
# all-programs.test for opencl on the OpenCL device there is (PoCL in CI),
# with HPVM_REQUIRE_OPENCL=1.
set -euo pipefail
cd "$(dirname "$0")/.."

march=-march=native
case "${1:-}" in -march=*) march=$1; shift ;; esac
work=${1:-$(mktemp -d "${TMPDIR:-/tmp}/hpvm-vector-tests.XXXXXX")}
mkdir -p "$work"
hpvmcc=${HPVMCC:-build/bin/hpvmcc}
other=${HPVM_TEST_TARGET:-vector}
case $other in
  vector) marker=VECTOR-TESTS other_flags=(-DDEVICE=VECTOR_TARGET) ;;
  opencl) marker=OPENCL-TESTS
    other_flags=(--hpvm-gpu-api=opencl -DDEVICE=GPU_TARGET)
    export HPVM_REQUIRE_OPENCL=1 ;;
  *) echo "$0: HPVM_TEST_TARGET must be vector or opencl" >&2; exit 2 ;;
esac

pass=0 fail=0
scripts/e2e-programs.sh $marker > "$work/programs.tsv" 2> "$work/skipped.txt"
if [ -n "${HPVM_TEST_SAMPLE:-}" ] && [ "${HPVM_LONG_TESTS:-}" != 1 ]; then
  grep -v '^#' "$HPVM_TEST_SAMPLE" | grep . > "$work/sample.txt"
  if missing=$(cut -f1 "$work/programs.tsv" | grep -vxFf - "$work/sample.txt"); then
    echo "$0: $HPVM_TEST_SAMPLE lists what is no program here: $missing" >&2
    exit 2
  fi
  awk -F'\t' 'NR == FNR { keep[$0] = 1; next } keep[$1]' \
    "$work/sample.txt" "$work/programs.tsv" > "$work/sampled.tsv"
  echo "sample: $(wc -l < "$work/sampled.tsv") of $(wc -l < "$work/programs.tsv") programs ($HPVM_TEST_SAMPLE; HPVM_LONG_TESTS=1 runs them all)"
  mv "$work/sampled.tsv" "$work/programs.tsv"
fi
while IFS=$'\t' read -r src args; do
  name=$(echo "${src%.cpp}" | tr '/' '_')
  read -r -a build_flags <<<"$(scripts/build-flags.sh "$src")"
  ok=1
  for target in cpu $other; do
    flags=(-DDEVICE=CPU_TARGET)
    [ $target = cpu ] || flags=("${other_flags[@]}")
    if ! "$hpvmcc" -O2 "$march" --hpvm-targets=$target "${flags[@]}" "${build_flags[@]}" \
         "$src" -o "$work/$name.$target" 2> "$work/$name.$target.err" </dev/null; then
      { echo "FAIL: $src does not build for $target:"
        head -3 "$work/$name.$target.err"; } | tee /dev/stderr
      ok=0; break
    fi
    # shellcheck disable=SC2086
    "$work/$name.$target" $args > "$work/$name.$target.out" \
      2> "$work/$name.$target.stderr" </dev/null || true
  done
  if [ $ok = 1 ] && diff -q "$work/$name.cpu.out" "$work/$name.$other.out" >/dev/null; then
    pass=$((pass + 1)); echo "PASS: $src"
  elif [ $ok = 1 ]; then
    { echo "FAIL: $src: the $other build's output differs from the cpu build's:"
      diff "$work/$name.cpu.out" "$work/$name.$other.out" | head -5 || true
      head -3 "$work/$name.$other.stderr"; } |
      tee /dev/stderr
    ok=0
  fi
  [ $ok = 1 ] || fail=$((fail + 1))
done < "$work/programs.tsv"
skip=$(grep -c . "$work/skipped.txt" || true)
sed 's/^/SKIPPED: /' "$work/skipped.txt"
echo "$other-tests ($march): $pass passed, $fail failed, $skip skipped"
[ "$fail" -eq 0 ]
