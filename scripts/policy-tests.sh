#!/usr/bin/env bash
# policy-tests.sh - every end-to-end program built for several targets gives
# the cpu target's output under every scheduling policy.
#
#   scripts/policy-tests.sh [-march=ARCH] [WORKDIR]
#
# For each program of scripts/e2e-programs.sh GPU-TESTS (examples and the
# self-checking programs under test/lit/e2e*; those that cannot be built for
# the GPU say why, and so do those marked `POLICY-TESTS: skip <why>`), builds it with $HPVMCC (default build/bin/hpvmcc) -O2
# -march=ARCH (default x86-64-v3) for cpu alone and for gpu,vector,cpu
# (HPVM-C programs: -DDEVICE=CPU_TARGET and CPU_OR_GPU_TARGET), runs the
# second under each policy (docs/scheduling.md) and with the vector units
# and the GPU taken away for some decisions, and compares every output with
# the first's. Without a GPU the versions that alternate are vector and cpu;
# with one, all three. Prints "N passed, N failed, N skipped"; exits 1 on a
# failure. test/lit/e2e-policies/all-programs.test runs it.
set -euo pipefail
cd "$(dirname "$0")/.."

march=-march=x86-64-v3
case "${1:-}" in -march=*) march=$1; shift ;; esac
work=${1:-$(mktemp -d "${TMPDIR:-/tmp}/hpvm-policy-tests.XXXXXX")}
mkdir -p "$work"
hpvmcc=${HPVMCC:-build/bin/hpvmcc}
# One run per line: the environment it runs in.
# Most programs run each node once, so the first four mostly run each
# node's first usable version; the next two run the others, alone and
# mixed within one graph; the last splits each launch that can be split
# between the vector and cpu versions (and a GPU, when there is one:
# docs/scheduling.md, "Co-execution").
runs=(
  "HPVM_POLICY=node"
  "HPVM_POLICY=item"
  "HPVM_POLICY=dynamic"
  "HPVM_POLICY=measured"
  "HPVM_POLICY=item HPVM_UNAVAILABLE=vector"
  "HPVM_POLICY=dynamic HPVM_UNAVAILABLE_AT=vector:1-3,gpu:2"
  "HPVM_POLICY=split HPVM_SPLIT=vector:0.4,cpu:0.3"
)

pass=0 fail=0
scripts/e2e-programs.sh GPU-TESTS > "$work/programs.tsv" 2> "$work/skipped.txt"
while IFS=$'\t' read -r src args; do
  name=$(echo "${src%.cpp}" | tr '/' '_')
  if grep -q 'POLICY-TESTS: skip' "$src"; then
    echo "$src ($(sed -n 's/.*POLICY-TESTS: skip *//p' "$src" | head -1))" >> "$work/skipped.txt"
    continue
  fi
  read -r -a build_flags <<<"$(scripts/build-flags.sh "$src")"
  ok=1
  for build in "cpu CPU_TARGET" "gpu,vector,cpu CPU_OR_GPU_TARGET"; do
    read -r targets device <<<"$build"
    if ! "$hpvmcc" -O2 "$march" --hpvm-targets="$targets" -DDEVICE="$device" "${build_flags[@]}" \
         "$src" -o "$work/$name.$targets" 2> "$work/$name.err" </dev/null; then
      { echo "FAIL: $src does not build for $targets:"
        head -3 "$work/$name.err"; } | tee /dev/stderr
      ok=0; break
    fi
  done
  if [ $ok = 1 ]; then
    # shellcheck disable=SC2086
    "$work/$name.cpu" $args > "$work/$name.expected" 2>/dev/null </dev/null || true
    for run in "${runs[@]}"; do
      # shellcheck disable=SC2086
      env $run "$work/$name.gpu,vector,cpu" $args > "$work/$name.out" \
        2>/dev/null </dev/null || true
      if ! diff -q "$work/$name.expected" "$work/$name.out" >/dev/null; then
        { echo "FAIL: $src under $run differs from its cpu build:"
          diff "$work/$name.expected" "$work/$name.out" | head -5 || true; } |
          tee /dev/stderr
        ok=0
      fi
    done
  fi
  if [ $ok = 1 ]; then pass=$((pass + 1)); echo "PASS: $src"; else fail=$((fail + 1)); fi
done < "$work/programs.tsv"
skip=$(grep -c . "$work/skipped.txt" || true)
sed 's/^/SKIPPED: /' "$work/skipped.txt"
echo "policy-tests ($march): $pass passed, $fail failed, $skip skipped"
[ "$fail" -eq 0 ]
