#!/usr/bin/env bash
# gpu-tests.sh - the end-to-end programs on a real NVIDIA GPU.
#
# The GPU machine has the driver but no LLVM, so this runs in two halves:
#
#   scripts/gpu-tests.sh build [DIR]   here (after scripts/build.sh): compile
#       every end-to-end program for the gpu target into DIR (default
#       build/gpu-bundle), with the output of its cpu build (with FMA, as
#       on the GPU) as the expected output, plus the runtime unit tests and libomp.
#   DIR/run.sh                          there: run each program with
#       HPVM_REQUIRE_GPU=1, compare with the expected output; run its build
#       for gpu,vector,cpu under the scheduling policies (docs/scheduling.md)
#       and compare again; check that a program built for gpu,cpu shares its
#       launches between the devices as each policy says; print
#       "N passed, N failed, N skipped".
#   DIR/run.sh SECTION...               there: only those sections (DIR/run.sh
#       --list names them), to spread the run over several device calls; it
#       prints the seconds each section took.
#
# Programs: examples/*.cpp and the self-checking programs under test/lit/e2e*
# (pragma programs get --hpvm-targets=gpu; HPVM-C programs -DDEVICE=GPU_TARGET).
# A program's `BUILD-FLAGS:` line adds options to all its builds
# (scripts/build-flags.sh).
# HPVM_GPU_FLAGS adds options to the gpu builds, e.g. --cuda-arch=sm_90 for a
# cubin that an H100/H200 loads without JIT-compiling the PTX.
# HPVM_GPU_TARGET=opencl builds the programs for the opencl target instead
# (--hpvm-gpu-api=opencl; programs marked OPENCL-TESTS: skip left out), and
# run.sh runs them with HPVM_REQUIRE_OPENCL=1 (docs/opencl.md).
set -euo pipefail
cd "$(dirname "$0")/.."

[ "${1:-}" = build ] || { echo "usage: $0 build [DIR]" >&2; exit 2; }
out=${2:-build/gpu-bundle}
hpvmcc=build/bin/hpvmcc
read -r -a gpu_flags <<<"${HPVM_GPU_FLAGS:-}"
dev=${HPVM_GPU_TARGET:-gpu}
case $dev in
  gpu) marker=GPU-TESTS require=HPVM_REQUIRE_GPU ;;
  opencl) marker=OPENCL-TESTS require=HPVM_REQUIRE_OPENCL
    gpu_flags+=(--hpvm-gpu-api=opencl) ;;
  *) echo "$0: HPVM_GPU_TARGET must be gpu or opencl" >&2; exit 2 ;;
esac
rm -rf "$out" && mkdir -p "$out/bin" "$out/lib" "$out/expected" "$out/policy"
cp /usr/lib/llvm-19/lib/libomp.so.5 "$out/lib/"
# Tensor programs (test/lit/e2e-tensor) link oneDNN, which the GPU machine
# does not have; compressed (40 MiB -> about 8), as the device tool sends at
# most 64 MiB, and unpacked by run.sh.
xz -T2 -c /usr/lib/x86_64-linux-gnu/libdnnl.so.2 > "$out/lib/libdnnl.so.2.xz"
cp build/bin/hpvm-rt-unittests build/bin/hpvm-tensor-unittests "$out/bin/"
# Not in bin/, whose programs are compared with their cpu builds.
mkdir -p "$out/tools" && cp build/bin/hpvm-info build/bin/hpvm-tune "$out/tools/"
cp -r build/lib/hpvm-tune "$out/lib/"

mkdir -p "$out/args"
scripts/e2e-programs.sh $marker > "$out/programs.tsv" 2> "$out/not-built.txt"
while IFS=$'\t' read -r src args; do
  name=$(echo "${src%.cpp}" | tr '/' '_')
  echo "$args" > "$out/args/$name"
  read -r -a build_flags <<<"$(scripts/build-flags.sh "$src")"
  # The reference contracts a * b + c (llvm.fmuladd) into fused multiply-adds
  # as GPU code always does (docs/gpu.md), so float results compare exactly.
  if ! "$hpvmcc" -O2 -march=x86-64-v3 "${build_flags[@]}" "$src" \
       -o "$out/cpu.$name" 2>/dev/null; then
    echo "$src (does not build for cpu)" >> "$out/not-built.txt"
    continue
  fi
  if ! "$hpvmcc" -O2 --hpvm-targets=gpu "${gpu_flags[@]}" "${build_flags[@]}" \
       -DDEVICE=GPU_TARGET "$src" \
       -o "$out/bin/$name" 2>"$out/expected/$name.err"; then
    echo "$src (not built for gpu: $(head -1 "$out/expected/$name.err"))" >> "$out/not-built.txt"
    continue
  fi
  # The program with every version, for the scheduling policies; its host
  # versions contract like the reference.
  if grep -q 'POLICY-TESTS: skip' "$src"; then
    echo "$src (policies: $(sed -n 's/.*POLICY-TESTS: skip *//p' "$src" | head -1))" >> "$out/not-built.txt"
  elif ! "$hpvmcc" -O2 -march=x86-64-v3 --hpvm-targets=gpu,vector,cpu \
       "${gpu_flags[@]}" "${build_flags[@]}" -DDEVICE=CPU_OR_GPU_TARGET "$src" \
       -o "$out/policy/$name" 2>/dev/null; then
    echo "$src (policies: not built for gpu,vector,cpu)" >> "$out/not-built.txt"
  fi
  # shellcheck disable=SC2046
  "$out/cpu.$name" $(cat "$out/args/$name") > "$out/expected/$name.out" 2>/dev/null </dev/null || true
  rm -f "$out/cpu.$name" "$out/expected/$name.err"
done < "$out/programs.tsv"

# The digits networks (examples/digits/), with their weights and test set:
# they check their own predictions against PyTorch's.
mkdir -p "$out/digits"
cp -r examples/digits/data "$out/digits/"
for prog in lenet_digits lenet_digits_pragma deep_digits deep_digits_hpvmc; do
  "$hpvmcc" -O2 "${gpu_flags[@]}" "examples/digits/$prog.cpp" \
    -o "$out/digits/$prog"
done
"$hpvmcc" -O2 --hpvm-targets=gpu,cpu "${gpu_flags[@]}" \
  test/lit/e2e-policies/Inputs/muladd-launches.cpp -o "$out/muladd"
"$hpvmcc" -O2 --hpvm-targets=gpu,cpu "${gpu_flags[@]}" \
  test/lit/e2e-policies/Inputs/split-launches.cpp -o "$out/split" 2>/dev/null
"$hpvmcc" -O3 -march=x86-64-v3 --hpvm-targets=gpu,vector "${gpu_flags[@]}" \
  -DCOEXEC_DEVICE="\"$dev\"" bench/split/coexec.cpp -o "$out/coexec"

# Code variants (docs/variants.md): programs with variants of a graph and
# of nodes, run there in every configuration listed in <name>.configs (one
# HPVM_VARIANTS a line, the first empty: the defaults) against the output of
# their sequential build (clang++, pragmas ignored) made here.
mkdir -p "$out/variants"
for src in test/lit/variants/sgemm-variants.cpp test/lit/variants/node-variants.cpp; do
  name=$(basename "$src" .cpp)
  "$hpvmcc" -O2 --hpvm-targets=gpu "${gpu_flags[@]}" "$src" -o "$out/variants/$name"
  /usr/lib/llvm-19/bin/clang++ -O2 -Wno-unknown-pragmas "$src" -o "$out/variants/$name.seq"
  "$out/variants/$name.seq" > "$out/variants/$name.expected"
  rm "$out/variants/$name.seq"
done
printf '%s\n' '' 'mm=blocks;mm.tile=4' 'mm=blocks;mm.tile=16' \
  > "$out/variants/sgemm-variants.configs"
printf '%s\n' '' 'mm.mul=blocks;mm.tile=4' 'mm.clamp=flat' \
  'mm.mul=blocks;mm.clamp=flat;mm.tile=16' > "$out/variants/node-variants.configs"

{ echo '#!/usr/bin/env bash'; echo "dev=$dev require=$require"; cat <<'RUN'
# Runs the gpu (or opencl) builds with HPVM_REQUIRE_GPU=1 (or
# HPVM_REQUIRE_OPENCL=1) and compares their output with the cpu builds'
# (made on the build machine).
#
#   run.sh [SECTION...]   runs the named sections (all of them without one),
#                         prints "N passed, N failed, N skipped" and the
#                         seconds each section took; fails if a test failed
#   run.sh --list         prints the section names
sections=(e2e variants profile policies coexec unit digits tune tensor info)
cd "$(dirname "$0")" || exit 2
pass=0 fail=0 skip=0

section_e2e() {
  local exe name
  for exe in bin/*; do
    name=$(basename "$exe")
    case "$name" in hpvm-rt-unittests | hpvm-tensor-unittests) continue ;; esac
    # shellcheck disable=SC2046
    if env "$require=1" HPVM_PROFILE=1 "./$exe" $(cat "args/$name") > "out.$name" 2> "err.$name" &&
       diff -q "out.$name" "expected/$name.out" >/dev/null; then
      pass=$((pass + 1)); echo "PASS: $name"
    else
      fail=$((fail + 1)); echo "FAIL: $name"; head -5 "err.$name"
      diff "out.$name" "expected/$name.out" | head -5
    fi
  done
  skip=$((skip + $(grep -c . not-built.txt || true)))
  grep . not-built.txt | sed 's/^/SKIPPED: /'
}

section_variants() {
  echo "== code variants of graphs and nodes: every configuration as sequentially"
  local exe config
  for exe in variants/*-variants; do
    while IFS= read -r config; do
      if env "$require=1" HPVM_VARIANTS="$config" "./$exe" > variants.out 2> variants.err &&
         diff -q variants.out "$exe.expected" >/dev/null; then
        pass=$((pass + 1)); echo "PASS: $exe HPVM_VARIANTS='$config'"
      else
        fail=$((fail + 1)); echo "FAIL: $exe HPVM_VARIANTS='$config'"; head -5 variants.err
      fi
    done < "$exe.configs"
  done
}

section_profile() {
  echo "== HPVM_PROFILE=1 gives a gpu node's grid and block (as --hpvm-report says)"
  # shellcheck disable=SC2046
  env "$require=1" HPVM_PROFILE=1 ./bin/examples_vector_add \
    $(cat args/examples_vector_add) > profile.out 2> profile.err
  if grep -Eq "node '__hpvm_leaf_vectorAdd_0_0': 1 launch, [0-9.]+ ms in kernels, grid 4096 x 1 x 1 blocks of 256 x 1 x 1 threads$" profile.err; then
    pass=$((pass + 1)); echo "PASS: vector_add's grid and block"
  else
    fail=$((fail + 1)); echo "FAIL: vector_add's grid and block"; grep profile profile.err
  fi
}

check_log() { # PROGRAM ENV... -- ARGS -- REGEX: it verifies its result and
  # its stderr has a line matching REGEX.
  local exe=$1 envs=() args=(); shift
  while [ "$1" != -- ]; do envs+=("$1"); shift; done; shift
  while [ "$1" != -- ]; do args+=("$1"); shift; done; shift
  if env "$require=1" "${envs[@]}" "./$exe" "${args[@]}" > "$exe.out" 2>&1 &&
     grep -q "verified against the sequential result" "$exe.out" &&
     grep -Eq "$1" "$exe.out"; then
    pass=$((pass + 1)); echo "PASS: $exe ${envs[*]} ${args[*]}"
  else
    fail=$((fail + 1)); echo "FAIL: $exe ${envs[*]} ${args[*]}: expected $1"
    grep -E "versions:|schedule:|error|verified|WRONG" "$exe.out" | head -5
  fi
}
# muladd: 8 launches of a node built for gpu,cpu (opencl,cpu);
# HPVM_PROFILE=1 says where they ran.
check_shares() { # ENV... -- ARGS -- VERSIONS
  local envs=()
  while [ "$1" != -- ]; do envs+=("$1"); shift; done; shift
  check_log muladd HPVM_PROFILE=1 "${envs[@]}" -- "${@:1:$#-1}" "versions: ${!#}\$"
}
# split: muladd and rows on the device and the host at once, count (atomics)
# never; HPVM_SCHEDULE_LOG=1 shows the windows.
check_split() { # ENV... -- REGEX
  check_log split HPVM_POLICY=split HPVM_SCHEDULE_LOG=1 "$@"
}
ms='[0-9.]+ ms'

section_policies() {
  echo "== scheduling policies (docs/scheduling.md)"
  # Each node's first usable version, then every node on vector, on cpu, and
  # the three mixed within one graph (data moving between GPU and host).
  # Under split, launches that can be split run on the device and the host at
  # once (fixed shares, then automatic ones).
  local policy_runs=("HPVM_POLICY=item" "HPVM_POLICY=dynamic" "HPVM_POLICY=measured"
                     "HPVM_UNAVAILABLE=$dev" "HPVM_UNAVAILABLE=$dev,vector"
                     "HPVM_POLICY=item HPVM_UNAVAILABLE_AT=$dev:1-3,vector:2-4"
                     "HPVM_POLICY=split HPVM_SPLIT=$dev:0.6" "HPVM_POLICY=split")
  local exe name bad run
  for exe in policy/*; do
    name=$(basename "$exe")
    bad=
    for run in "${policy_runs[@]}"; do
      # shellcheck disable=SC2046,SC2086
      if ! env "$require=1" $run "./$exe" $(cat "args/$name") > "out.$name" 2> "err.$name" ||
         ! diff -q "out.$name" "expected/$name.out" >/dev/null; then
        bad="$run"; break
      fi
    done
    if [ -z "$bad" ]; then
      pass=$((pass + 1)); echo "PASS: policies: $name"
    else
      fail=$((fail + 1)); echo "FAIL: policies: $name under $bad"; head -5 "err.$name"
      diff "out.$name" "expected/$name.out" | head -5
    fi
  done
  check_shares HPVM_POLICY=node -- -- "$dev 8 runs $ms"
  check_shares HPVM_POLICY=item -- -- "$dev 4 runs $ms, cpu 4 runs $ms"
  check_shares HPVM_POLICY=measured -- -- "$dev [2-6] runs $ms, cpu [2-6] runs $ms"
  check_shares HPVM_POLICY=dynamic "HPVM_UNAVAILABLE_AT=$dev:4" -- -- "$dev 4 runs $ms, cpu 4 runs $ms"
  check_shares HPVM_POLICY=node -- "withdraw=$dev" -- "$dev 6 runs $ms, cpu 2 runs $ms"
}

section_coexec() {
  echo "== co-execution: split launches (docs/scheduling.md)"
  check_split "HPVM_SPLIT=$dev:0.7" -- -- "muladd[^']*' \\(100000 instances\\): $dev \\[0, 70000\\) \\+ cpu \\[70000, 100000\\) \\(policy split\\)"
  check_split -- -- "count[^']*' \\(100000 instances\\): $dev \\(policy split; not split: it uses atomics\\)"
  check_split "HPVM_SPLIT=cpu:0.5" -- -- "rows[^']*' \\(77100 instances\\): $dev \\[0, 150\\) \\+ cpu \\[150, 300\\)"
  check_split -- -- "muladd[^']*': split copies 2 objects by section, 0 whole"
  echo "== two GPUs (HPVM_GPU_DEVICES=0,1; docs/scheduling.md)"
  local gpus run
  gpus=$(nvidia-smi -L 2>/dev/null | grep -c '^GPU' || true)
  if [ "$dev" != gpu ] || [ "${gpus:-0}" -lt 2 ]; then
    skip=$((skip + 5)); echo "SKIPPED: two GPUs ($dev, ${gpus:-0} GPU(s)): muladd item, split x2, coexec x2"
  else
    check_shares HPVM_GPU_DEVICES=0,1 HPVM_POLICY=item -- -- "gpu:0 3 runs $ms, gpu:1 3 runs $ms, cpu 2 runs $ms"
    check_split HPVM_GPU_DEVICES=0,1 HPVM_SPLIT=gpu:1 -- -- "muladd[^']*' \\(100000 instances\\): gpu:0 \\[0, 50000\\) \\+ gpu:1 \\[50000, 100000\\) \\(policy split\\)"
    check_split HPVM_GPU_DEVICES=0,1 -- -- "rows[^']*' \\(77100 instances\\): gpu:0 \\[0, 100\\) \\+ gpu:1 \\[100, 200\\) \\+ cpu \\[200, 300\\)"
    echo "== two GPUs against one (docs/benchmarks.md): coexec, split gpu:0 + gpu:1"
    for run in "sgemm 4096 5" "hash 16777216 8000 5"; do
      # shellcheck disable=SC2086
      if env HPVM_REQUIRE_GPU=1 HPVM_GPU_DEVICES=0,1 HPVM_SPLIT=gpu:1 COEXEC_NO_CPU=1 \
           HPVM_SCHEDULE_LOG=1 ./coexec $run > coexec.out 2> coexec.log; then
        pass=$((pass + 1)); cat coexec.out
        grep -m1 'policy split' coexec.log; grep -m1 'split copies' coexec.log
      else
        fail=$((fail + 1)); echo "FAIL: two GPUs coexec $run"; cat coexec.out; tail -3 coexec.log
      fi
    done
  fi
  echo "== co-execution benchmark (docs/benchmarks.md): $dev alone, cpu alone, split"
  for run in "hash 16777216 2000 5" "sgemm 2048 5"; do
    # shellcheck disable=SC2086
    if env "$require=1" HPVM_SCHEDULE_LOG=1 ./coexec $run > coexec.out 2> coexec.log; then
      pass=$((pass + 1)); cat coexec.out
      grep 'policy split' coexec.log | tail -1
    else
      fail=$((fail + 1)); echo "FAIL: coexec $run"; cat coexec.out; tail -3 coexec.log
    fi
  done
}

run_unit_tests() { # WHAT PROGRAM LOG: a gtest binary of bin/, one test
  if "./bin/$2" > "$3" 2>&1; then
    echo "$1: $(grep -c '^\[       OK' "$3" || true) ok," \
      "$(grep -cE '^\[  SKIPPED \] .* \([0-9]+ ms\)$' "$3" || true) skipped"
    pass=$((pass + 1))
  else
    fail=$((fail + 1)); tail -20 "$3"
  fi
}

section_unit() {
  echo "== runtime unit tests on the GPU"
  run_unit_tests "unit tests" hpvm-rt-unittests unit.log
}

section_digits() {
  echo "== digits networks on the GPU (predictions against PyTorch's; times),"
  echo "   in FP32 and with every operation in half precision (the same bound)"
  echo '* fp16' > fp16.cfg
  local exe name precision config
  for exe in digits/*_digits*; do
    name=$(basename "$exe")
    for precision in fp32 fp16; do
      config=$([ $precision = fp16 ] && echo fp16.cfg || echo /dev/null)
      if env "$require=1" HPVM_TENSOR_CONFIG="$config" "./$exe" digits/data \
           > "out.$name" 2> "err.$name"; then
        pass=$((pass + 1)); echo "PASS: $name $precision: $(tail -1 "out.$name")"
        env "$require=1" HPVM_TENSOR_CONFIG="$config" "./$exe" digits/data \
          --time 20 2>/dev/null | sed "s/^/$precision /" || true
      else
        fail=$((fail + 1)); echo "FAIL: $name $precision"; cat "out.$name"
        head -5 "err.$name"
      fi
    done
  done
}

section_tune() {
  echo "== hpvm-tune on the GPU (docs/tuning.md): deep_digits tuned on images 0:180,"
  echo "   held out on 180:360, re-measured on the GPU"
  if ! command -v python3 >/dev/null; then
    skip=$((skip + 1)); echo "SKIPPED: hpvm-tune (no python3 on this machine)"
  elif HPVM_REQUIRE_GPU=1 ./tools/hpvm-tune tune -q --knobs samp_50_0,samp_50_1,fp16 \
         --max-loss 2 -o deep.curve -- ./digits/deep_digits digits/data --images 0:180 &&
       HPVM_REQUIRE_GPU=1 ./tools/hpvm-tune evaluate deep.curve -- \
         ./digits/deep_digits digits/data --images 180:360 &&
       HPVM_REQUIRE_GPU=1 ./tools/hpvm-tune measure --devices --repeat 5 \
         -o deep.gpu.curve deep.curve -- ./digits/deep_digits digits/data \
         --images 0:360; then
    pass=$((pass + 1)); echo "PASS: hpvm-tune"
  else
    fail=$((fail + 1)); echo "FAIL: hpvm-tune"
  fi
}

section_tensor() {
  echo "== tensor runtime unit tests on the GPU (cuDNN, cuBLAS against oneDNN)"
  run_unit_tests "tensor unit tests" hpvm-tensor-unittests tensor-unit.log
}

section_info() {
  echo "== hpvm-info sees the GPU"
  if ./tools/hpvm-info > info.log 2>&1 && grep -q "$dev nodes run here" info.log; then
    cat info.log
    pass=$((pass + 1))
  else
    fail=$((fail + 1)); cat info.log
  fi
}

if [ "${1:-}" = --list ]; then printf '%s\n' "${sections[@]}"; exit 0; fi
chosen=("$@")
[ $# -gt 0 ] || chosen=("${sections[@]}")
for section in "${chosen[@]}"; do
  case " ${sections[*]} " in
    *" $section "*) ;;
    *) echo "run.sh: unknown section '$section' (sections: ${sections[*]})" >&2; exit 2 ;;
  esac
done
export LD_LIBRARY_PATH=$PWD/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
[ -f lib/libdnnl.so.2 ] || xz -dc lib/libdnnl.so.2.xz > lib/libdnnl.so.2
seconds=()
for section in "${chosen[@]}"; do
  start=$SECONDS
  "section_$section"
  seconds+=("$section: $((SECONDS - start)) s")
done
echo "== seconds per section"
printf '%s\n' "${seconds[@]}"
echo "$pass passed, $fail failed, $skip skipped"
[ "$fail" -eq 0 ]
RUN
} > "$out/run.sh"
chmod +x "$out/run.sh"
echo "gpu-tests: $(ls "$out/bin" | wc -l) executables in $out; not built: $(grep -c . "$out/not-built.txt") (see $out/not-built.txt)"
