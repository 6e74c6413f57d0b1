#!/usr/bin/env bash
# compare.sh - runs the two builds bench/auto/run.sh made (DIR/auto: hpvmcc
# --hpvm-auto; DIR/seq: clang++-19 -O3) alternately, checks that their
# checksums agree and prints each kernel's median time and the ratio.
# Needs only bash and python3, so it also runs on the GPU machine:
#
#   DIR/compare.sh [SCALE [ROUNDS]]        (default: scale 8, 5 rounds)
set -euo pipefail
dir=$(cd "$(dirname "$0")" && pwd)
scale=${1:-8}
rounds=${2:-5}
export LD_LIBRARY_PATH=$dir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
for variant in auto seq; do
  : > "$dir/$variant.times"
done
for ((r = 0; r < rounds; r++)); do
  for variant in auto seq; do
    "$dir/$variant" "$scale" > "$dir/$variant.out" 2>> "$dir/$variant.times"
  done
  if ! diff -q "$dir/auto.out" "$dir/seq.out" > /dev/null; then
    echo "compare.sh: the --hpvm-auto build's checksums differ from clang++'s" >&2
    diff "$dir/auto.out" "$dir/seq.out" >&2
    exit 1
  fi
done

python3 - "$dir/auto.times" "$dir/seq.times" <<'PY'
import statistics, sys
def medians(path):
    times = {}
    for line in open(path):
        parts = line.split()  # "time KERNEL MS ms", or the runtime's notes
        if len(parts) == 4 and parts[0] == "time":
            times.setdefault(parts[1], []).append(float(parts[2]))
    return {k: statistics.median(v) for k, v in times.items()}
auto, seq = medians(sys.argv[1]), medians(sys.argv[2])
print(f"{'kernel':10} {'auto ms':>10} {'-O3 ms':>10} {'-O3/auto':>9}")
ratios = []
for k in auto:
    # Times print with two decimals: a kernel that took none counts 0.01.
    ratios.append(max(seq[k], 0.01) / max(auto[k], 0.01))
    print(f"{k:10} {auto[k]:10.2f} {seq[k]:10.2f} {ratios[-1]:9.2f}")
print(f"geometric mean of -O3/auto: {statistics.geometric_mean(ratios):.2f}")
PY
