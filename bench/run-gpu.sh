#!/usr/bin/env bash
# run-gpu.sh - on the GPU machine (NVIDIA GPU, nvcc, no LLVM): run the
# hpvmcc-built GPU programs of a bundle made by bench/prepare-gpu.sh against
# hand-written CUDA and cuBLAS baselines built here with nvcc.
#
#   bench/run-gpu.sh [--bundle DIR] [--rounds N] [--reps K] [--quick]
#                    [--only "sgemm_naive spmv ..."] [--out DIR] [--pin]
#                    [--no-staging] [--setting "SUFFIX|VAR=VALUE"]
#
# --bundle defaults to build/bench-bundle; its lib/ (libomp.so.5) goes on
# LD_LIBRARY_PATH. The CUDA baselines (bench/programs.txt) are built with
# $NVCC (default nvcc, else /usr/local/cuda/bin/nvcc) -O3 -arch=$CUDA_ARCH
# (default sm_90) into $TMPDIR. hpvmcc programs run with HPVM_REQUIRE_GPU=1,
# so one that cannot use the GPU fails instead of running on the CPU.
# Rounds (default 5) alternate the variants as bench/run.sh does; each
# process does a warm-up and K timed runs (default 5). Every timed run is
# copy in + kernels + copy out: an hpvmcc graph launch + wait, or the CUDA
# program's cudaMemcpy / kernels / cudaMemcpy (its kernel time alone is the
# cuda-kernel row). A bundle built for the opencl target also has
# hand-written OpenCL baselines (variant opencl, prepare-gpu.sh), run with
# the environment given here (OCL_ICD_VENDORS, HPVM_OPENCL_DEVICE). --pin
# also runs each hpvmcc program with HPVM_GPU_PIN=1 (page-locked host data,
# docs/gpu.md), as variant <variant>-pin, and
# --no-staging with HPVM_GPU_STAGING=0 (the driver's copies instead of the
# runtime's page-locked staging, the default), as <variant>-unstaged, in
# the same rounds; --setting "-nospin|HPVM_STREAM_SPIN_US=0" likewise runs
# them with any variable, as <variant>-nospin (repeatable). One more
# run of each hpvmcc program (and setting) with HPVM_PROFILE=1, the warm-up
# and K timed runs, leaves its kernel time and transfer counts in
# DIR/profile-<bench>[<suffix>].txt.
# --no-graphs also runs each hpvmcc program with HPVM_GPU_GRAPHS=0 (kernels
# launched one by one, not replayed as CUDA graphs, docs/gpu.md), as
# <variant>-nographs; bench graphs (bench/graphs/chain.cpp) is the one made
# for it, with cuda-graph, its CUDA program's own graph, next to cuda.
# --overlap runs them with HPVM_GPU_OVERLAP=1 (a node's copy in on a copy
# stream while the kernels before it run) as <variant>-overlap; bench
# siblings is the one made for it (its CUDA program: a stream per node).
# The report (bench/report.sh --gpu: ratios against the CUDA baseline) goes
# to stdout and DIR (default build/bench/gpu-results-<date>).
#
# At the end, bench/tensor/run-gpu.sh compares the digits networks on the
# tensor runtime with the same networks written against cuDNN (FP32, FP16;
# --only tensor for that alone), into DIR/tensor.md.
#
# Problem sizes are the CPU ones except sgemm, which is 4096 (SGEMM_N to
# change it; the other sizes are fixed in the benchmarks' headers).
# Then the bundle's CPU program cpu/stream_pipeline (bench/stream/pipeline.cpp)
# runs once per round on this machine's cores, then again with its stages'
# waits never spinning (HPVM_STREAM_SPIN_US=0, to compare); --only selects
# it by that name too.
set -uo pipefail
cd "$(dirname "$0")/.."

bundle=build/bench-bundle
rounds=5
reps=5
quick=0
only=""
out=""
# Extra runs of each hpvmcc program: "variant suffix|environment" lines.
settings=()
while [ $# -gt 0 ]; do
  case "$1" in
  --no-graphs) settings+=("-nographs|HPVM_GPU_GRAPHS=0"); shift ;;
  --overlap) settings+=("-overlap|HPVM_GPU_OVERLAP=1"); shift ;;
  --bundle) bundle=$2; shift 2 ;;
  --rounds) rounds=$2; shift 2 ;;
  --reps) reps=$2; shift 2 ;;
  --quick) quick=1; shift ;;
  --only) only=$2; shift 2 ;;
  --out) out=$2; shift 2 ;;
  --pin) settings+=("-pin|HPVM_GPU_PIN=1"); shift ;;
  --no-staging) settings+=("-unstaged|HPVM_GPU_STAGING=0"); shift ;;
  --setting) settings+=("$2"); shift 2 ;;
  -h | --help) sed -n '2,50p' "$0"; exit 0 ;;
  *) echo "run-gpu.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
  esac
done

NVCC=${NVCC:-$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)}
CUDA_ARCH=${CUDA_ARCH:-sm_90}
# REQUIRE_GPU=0 lets the hpvmcc programs fall back to the CPU: only to try
# this script on a machine without a GPU.
require_gpu=${REQUIRE_GPU:-1}
export SGEMM_N=${SGEMM_N:-$([ $quick = 1 ] && echo 256 || echo 4096)}
out=${out:-build/bench/gpu-results-$(date +%Y%m%d-%H%M%S)}
work=$(mktemp -d "${TMPDIR:-/tmp}/hpvm-bench-gpu.XXXXXX")
trap 'rm -rf "$work"' EXIT
mkdir -p "$out"

[ -x "$NVCC" ] || { echo "run-gpu.sh: no nvcc (set NVCC)" >&2; exit 1; }
[ -d "$bundle/bin" ] && [ -f "$bundle/lib/libomp.so.5" ] || {
  echo "run-gpu.sh: $bundle is not a bundle from bench/prepare-gpu.sh" >&2
  exit 1
}
bundle=$(cd "$bundle" && pwd)
export LD_LIBRARY_PATH="$bundle/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"

selected() { [ -z "$only" ] || [[ " $only " == *" $1 "* ]]; }

# --- build the CUDA baselines; list the jobs -------------------------------
: >"$out/build.log"
cp "$bundle/not-compiled.txt" "$out/not-compiled.txt" 2>/dev/null || : >"$out/not-compiled.txt"
jobs=() # "bench|variant suffix|command" lines
# An hpvmcc program, and the same in each extra setting (--pin, --no-staging).
add_hpvm_job() {
  jobs+=("$1||env HPVM_REQUIRE_GPU=$require_gpu $2")
  for s in ${settings[@]+"${settings[@]}"}; do
    jobs+=("$1|${s%%|*}|env HPVM_REQUIRE_GPU=$require_gpu ${s#*|} $2")
  done
}
while IFS='|' read -r name _ _ _ cu cuargs; do
  [ -n "$name" ] && [[ "$name" != "#"* ]] && selected "$name" || continue
  if [ -x "$bundle/bin/$name" ]; then
    if ldd "$bundle/bin/$name" | grep -q 'not found'; then
      echo "run-gpu.sh: $bundle/bin/$name misses libraries:" >&2
      ldd "$bundle/bin/$name" | grep 'not found' >&2
      exit 1
    fi
    add_hpvm_job "$name" "$bundle/bin/$name"
  fi
  # Code generation variants (prepare-gpu.sh): bin/<bench>.<tag>.
  for exe in "$bundle/bin/$name".*; do
    [ -x "$exe" ] && add_hpvm_job "$name" "$exe"
  done
  # A CPU-only benchmark has no CUDA baseline.
  [ -n "$cu" ] || continue
  exe="$work/$(basename "$cu" .cu)_cuda"
  if [ ! -x "$exe" ]; then
    echo "nvcc bench/$cu" >&2
    "$NVCC" -O3 -arch="$CUDA_ARCH" "bench/$cu" -lcublas -o "$exe" </dev/null >>"$out/build.log" 2>&1 ||
      { echo "run-gpu.sh: bench/$cu does not build, see $out/build.log" >&2; exit 1; }
  fi
  IFS=';' read -r -a runs <<<"$cuargs"
  [ ${#runs[@]} -gt 0 ] || runs=("")
  for a in "${runs[@]}"; do jobs+=("$name||$exe $a"); done
  # The hand-written OpenCL baseline of an opencl bundle (prepare-gpu.sh),
  # with the CUDA baseline's arguments.
  ocl="$bundle/opencl/$(basename "$cu" .cu)_opencl"
  if [ -x "$ocl" ]; then
    for a in "${runs[@]}"; do jobs+=("$name||$ocl $a"); done
  fi
done <bench/programs.txt

{
  echo "date: $(date -u '+%Y-%m-%d %H:%M UTC')"
  echo "command: bench/run-gpu.sh --rounds $rounds --reps $reps$([ $quick = 1 ] && echo ' --quick')${only:+ --only \"$only\"} (SGEMM_N=$SGEMM_N)"
  echo "gpu: $(nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader 2>/dev/null | head -1)"
  echo "cpu: $(lscpu 2>/dev/null | sed -n 's/^Model name: *//p' | head -1), $(nproc) CPUs"
  echo "nvcc: $("$NVCC" --version | tail -1), -O3 -arch=$CUDA_ARCH"
  sed 's/^/bundle /' "$bundle/MANIFEST" 2>/dev/null
  echo "profile runs: $((reps + 1))"
} >"$out/machine.txt"

# --- run -------------------------------------------------------------------
: >"$out/samples.tsv"
: >"$out/checks.tsv"
: >"$out/failures.txt"
n=${#jobs[@]}
for ((round = 0; round < rounds; ++round)); do
  echo "round $((round + 1))/$rounds" >&2
  for ((k = 0; k < n; ++k)); do
    IFS='|' read -r name suffix cmd <<<"${jobs[$(((k + round) % n))]}"
    log=$(BENCH_REPS=$reps BENCH_QUICK=$quick $cmd 2>"$work/stderr")
    rc=$?
    if [ $rc != 0 ]; then
      printf '%s `%s` round=%s: exit %s: %s\n' "$name" "$cmd" "$round" "$rc" \
        "$(head -c 300 "$work/stderr" | tr '\n' ' ')" >>"$out/failures.txt"
    fi
    awk -v r="$round" -v suffix="$suffix" -v samples="$out/samples.tsv" \
      -v checks="$out/checks.tsv" '
      $1 == "hpvmbench" {
        delete f
        for (i = 2; i <= NF; ++i) { split($i, kv, "="); f[kv[1]] = kv[2] }
        f["variant"] = f["variant"] suffix
        if ("seconds" in f)
          printf "%s\t%s\t1\t%s\t%s\n", f["bench"], f["variant"], r, f["seconds"] >> samples
        else
          printf "%s\t%s\t1\t%s\t%s\t%s\t%s\n", f["bench"], f["variant"], r,
            f["checksum"], f["verified"], f["size"] >> checks
      }' <<<"$log"
  done
done

for exe in "$bundle"/bin/*; do
  name=$(basename "$exe")
  selected "${name%%.*}" || continue
  BENCH_REPS=$reps BENCH_QUICK=$quick HPVM_PROFILE=1 HPVM_REQUIRE_GPU=$require_gpu "$exe" \
    >"$out/profile-$name.txt" 2>&1
  for s in ${settings[@]+"${settings[@]}"}; do
    env BENCH_REPS=$reps BENCH_QUICK=$quick HPVM_PROFILE=1 "${s#*|}" \
      HPVM_REQUIRE_GPU=$require_gpu "$exe" >"$out/profile-$name${s%%|*}.txt" 2>&1
  done
done

bench/report.sh --gpu "$out" | tee "$out/report.md"

# The digits networks on hpvmcc's tensor runtime against hand-written cuDNN,
# FP32 and FP16 (bench/tensor/run-gpu.sh).
if [ -d "$bundle/tensor" ] && selected tensor; then
  bench/tensor/run-gpu.sh "$bundle" "$([ $quick = 1 ] && echo 3 || echo 20)" |
    tee "$out/tensor.md"
fi

# The stream pipeline on this machine's CPU cores (issue 11: three stages of
# equal cost against the same stages one item at a time; the program prints
# the throughput ratio and whether the checksums agree).
if [ -x "$bundle/cpu/stream_pipeline" ] && selected stream_pipeline; then
  echo
  echo "CPU stream pipeline ($(nproc) CPUs), $rounds runs:"
  for ((round = 0; round < rounds; ++round)); do
    "$bundle/cpu/stream_pipeline" 600 100000
    echo "  the same with HPVM_STREAM_SPIN_US=0:"
    HPVM_STREAM_SPIN_US=0 "$bundle/cpu/stream_pipeline" 600 100000
  done 2>&1 | tee "$out/stream-pipeline.txt"
fi

# Code variants (docs/tuning.md): hpvm-tune picks the tiled sgemm's tile
# and the stencil's instance shape on this GPU from the bundle's prebuilt
# variants, by the region time they print (compare with the cuBLAS and
# CUDA rows above); --only selects them by the name variants.
if [ -d "$bundle/variants" ] && selected variants && command -v python3 >/dev/null; then
  for tuned in "sgemm_tiled SGEMM_TILE=8,16,32" "stencil STENCIL_PARALLEL=2,3"; do
    read -r prog param <<<"$tuned"
    hpvm-tune/hpvm-tune variants --param "$param" --repeat 3 \
      --time-regex 'seconds=([0-9.e+-]+)' -o "$out/$prog.variant" \
      --build "cp $bundle/variants/$prog.{${param%%=*}} {exe}" \
      -- env HPVM_REQUIRE_GPU=1 BENCH_REPS=$reps BENCH_QUICK=$quick '{exe}'
  done 2>&1 | tee "$out/variants.txt"
  # Variants in the source, chosen with no rebuild (docs/variants.md).
  for prog in sgemm_variants stencil_variants; do
    hpvm-tune/hpvm-tune variants --repeat 3 \
      --time-regex 'seconds=([0-9.e+-]+)' -o "$out/$prog.variants" \
      -- env HPVM_REQUIRE_GPU=1 BENCH_REPS=$reps BENCH_QUICK=$quick \
      "$bundle/variants/$prog"
  done 2>&1 | tee -a "$out/variants.txt"
  # Each sgemm variant's kernel time alone (HPVM_PROFILE: the warm-up and
  # K timed runs of one process) against cuBLAS's kernel (the median of the
  # cublas-kernel samples above; docs/benchmarks.md, the 70% goal).
  exe=$bundle/variants/sgemm_variants
  cublas=$(awk -F'\t' '$1 == "sgemm_tiled" && $2 == "cublas-kernel" { print $5 }' \
    "$out/samples.tsv" | sort -g | awk '{ v[NR] = $1 } END { if (NR) print v[int((NR + 1) / 2)] }')
  echo "sgemm_variants kernels per run (n=$SGEMM_N), cuBLAS kernel median: ${cublas:-none} s"
  # Each variant of graph sgemm, and each of its node's variants (the
  # listing names the graph variant they belong to last).
  configs=$(HPVM_LIST_VARIANTS=1 "$exe" | awk '
    $1 == "variant" && $2 == "sgemm" { n = split($3, vs, ",") }
    $1 == "variant" && $2 ~ /^sgemm[.]/ && NF == 4 { key[$4] = $2; vals[$4] = $3 }
    END {
      for (i = 1; i <= n; ++i) {
        if (!(vs[i] in key)) { print "sgemm=" vs[i]; continue }
        m = split(vals[vs[i]], ss, ",")
        for (j = 1; j <= m; ++j) print "sgemm=" vs[i] ";" key[vs[i]] "=" ss[j]
      }
    }')
  for v in $configs; do
    env HPVM_REQUIRE_GPU=1 HPVM_PROFILE=1 HPVM_VARIANTS="$v" BENCH_REPS=$reps \
      BENCH_QUICK=$quick "$exe" 2>&1 |
      awk -v v="$v" -v runs=$((reps + 1)) -v cublas="${cublas:-0}" '
        / ms in kernels/ { for (i = 2; i <= NF; ++i) if ($i == "ms" && $(i + 1) == "in") ms += $(i - 1) }
        /verified=/ { for (i = 1; i <= NF; ++i) if ($i ~ /^verified=/) ok = $i }
        END {
          t = ms / runs
          printf "  %s: %.3f ms %s", v, t, ok
          if (cublas > 0 && t > 0) printf " (%.0f%% of cuBLAS)", 100 * cublas * 1e3 / t
          printf "\n"
        }'
  done 2>&1 | tee -a "$out/variants.txt"
  # The same tuning by kernel time alone (each configuration runs one gpu
  # node; HPVM_PROFILE's total over the runs of a process), which the
  # copies do not blur.
  echo "sgemm_variants tuned by kernel time (ms per process):"
  hpvm-tune/hpvm-tune variants --repeat 3 --time-regex '([0-9.]+) ms in kernels' \
    -o "$out/sgemm_variants.kernels.variants" -- sh -c \
    "HPVM_REQUIRE_GPU=1 HPVM_PROFILE=1 BENCH_REPS=$reps BENCH_QUICK=$quick $exe 2>&1" \
    2>&1 | tee -a "$out/variants.txt"
fi
