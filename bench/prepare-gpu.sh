#!/usr/bin/env bash
# prepare-gpu.sh - on the build machine (LLVM 19, hpvmcc built): compile the
# hpvmcc benchmark programs for the gpu target and collect them, with the
# libomp.so.5 they link, in one folder for the GPU machine, which has
# neither LLVM nor libomp.
#
#   bench/prepare-gpu.sh [BUNDLE]          # default build/bench-bundle
#
# BUNDLE/bin/<bench>        hpvmcc --hpvm-targets=gpu builds (variant hpvm-gpu)
# BUNDLE/bin/<bench>.<tag>  the same with other code generation options
#                           (variant hpvm-gpu-<tag>), see below
# BUNDLE/opencl/<name>_opencl  hand-written OpenCL baselines (variant opencl),
#                           in a bundle for --hpvm-gpu-api=opencl only
# BUNDLE/cpu/stream_pipeline  bench/stream/pipeline.cpp for the CPU target
# BUNDLE/lib/libomp.so.5    the OpenMP runtime they need (LD_LIBRARY_PATH)
# BUNDLE/tensor/            the digits networks (hpvmcc) and cudnn_digits, the
#                           same written against cuDNN (bench/tensor/run-gpu.sh),
#                           and vgg_cifar (bench/tensor/run-vgg-gpu.sh), with
#                           lib/libdnnl.so.2.xz
# BUNDLE/not-compiled.txt   programs hpvmcc cannot build for gpu yet, and why
# BUNDLE/MANIFEST           when, from which commit, with which hpvmcc
#
# bench/run-gpu.sh BUNDLE runs them there against CUDA and cuBLAS. The host
# code is built for plain x86-64 (no -march=native): the GPU machine's CPU
# is not this one. HPVM_GPU_FLAGS adds options to the hpvmcc builds, e.g.
# --cuda-arch=sm_90 for a cubin that an H100/H200 loads without JIT.
set -uo pipefail
cd "$(dirname "$0")/.."

HPVMCC=${HPVMCC:-build/bin/hpvmcc}
read -r -a gpu_flags <<<"${HPVM_GPU_FLAGS:-}"
bundle=${1:-build/bench-bundle}
if [ ! -x "$HPVMCC" ]; then
  echo "prepare-gpu.sh: no hpvmcc at $HPVMCC: run scripts/build.sh or set HPVMCC" >&2
  exit 1
fi

rm -rf "$bundle"
mkdir -p "$bundle/bin" "$bundle/lib"
: >"$bundle/not-compiled.txt"
built=0
while IFS='|' read -r name src _; do
  [ -n "$name" ] && [[ "$name" != "#"* ]] || continue
  if err=$("$HPVMCC" -O3 --hpvm-targets=gpu "${gpu_flags[@]}" \
    -DBENCH_VARIANT='"hpvm-gpu"' \
    "bench/$src" -o "$bundle/bin/$name" 2>&1 </dev/null); then
    echo "built $bundle/bin/$name"
    built=$((built + 1))
  else
    first=$(printf '%s\n' "$err" | grep -m1 'error:')
    printf '%s\t%s\n' "$name" "${first:-$err}" >>"$bundle/not-compiled.txt"
    echo "NOT BUILT $name: ${first:-$err}" >&2
  fi
done <bench/programs.txt
if [ $built = 0 ]; then
  echo "prepare-gpu.sh: no program built" >&2
  exit 1
fi

# A bundle for the opencl target (HPVM_GPU_FLAGS=--hpvm-gpu-api=opencl) also
# gets the hand-written OpenCL baselines: bench/<dir>/<name>_opencl.cpp next
# to a CUDA baseline <name>.cu, as opencl/<name>_opencl, which run-gpu.sh
# runs with the CUDA baseline's arguments (variant opencl: what the OpenCL
# platform itself costs). They open libOpenCL.so.1 as the runtime does.
if [[ " ${gpu_flags[*]} " == *" --hpvm-gpu-api=opencl "* ]]; then
  mkdir -p "$bundle/opencl"
  while IFS='|' read -r name _ _ _ cu _; do
    [ -n "$name" ] && [[ "$name" != "#"* ]] && [ -n "$cu" ] || continue
    src="bench/${cu%.cu}_opencl.cpp"
    exe="$bundle/opencl/$(basename "$cu" .cu)_opencl"
    [ -f "$src" ] && [ ! -x "$exe" ] || continue
    "${CXX:-clang++-19}" -O2 -std=c++17 -Iruntime "$src" \
      runtime/device/opencl/OpenCLLoader.cpp -ldl -o "$exe" </dev/null || exit 1
    echo "built $exe"
  done <bench/programs.txt
fi

# Code generation variants, run by run-gpu.sh next to the default builds
# (kernel times: their profile-<bench>.<tag>.txt): read-only data through
# ld.global.nc rather than ld.global (docs/gpu.md, "Read-only data"),
# spmv's row loop (whose trip count differs between threads) unrolled 8
# times, LLVM's count, rather than 4, and the naive sgemm's k loop (the same
# trip count for all threads) 4 times rather than LLVM's 8 (docs/gpu.md,
# "Loop unrolling"); and the laplacian without node fusion, three kernels a
# launch (what the runtime replays as one CUDA graph, run-gpu.sh
# --no-graphs to compare).
while read -r name src tag flags; do
  read -r -a extra <<<"$flags"
  "$HPVMCC" -O3 --hpvm-targets=gpu "${gpu_flags[@]}" "${extra[@]}" \
    -DBENCH_VARIANT="\"hpvm-gpu-$tag\"" "bench/$src" \
    -o "$bundle/bin/$name.$tag" </dev/null || exit 1
done <<'VARIANTS'
spmv spmv/spmv.cpp ldg --hpvm-ldg
stencil stencil/stencil.cpp ldg --hpvm-ldg
laplacian laplacian/laplacian.cpp ldg --hpvm-ldg
sgemm_naive sgemm/sgemm_naive.cpp ldg --hpvm-ldg
sgemm_tiled sgemm/sgemm_tiled.cpp ldg --hpvm-ldg
spmv spmv/spmv.cpp unroll8 -mllvm -hpvm-divergent-unroll-count=8
sgemm_naive sgemm/sgemm_naive.cpp unroll4 -mllvm -unroll-max-count=4
laplacian laplacian/laplacian.cpp nofusion --hpvm-no-fusion
VARIANTS

# Code variants for hpvm-tune variants on the GPU (docs/tuning.md): the
# tiled sgemm's tile sizes and the stencil's instance shapes.
mkdir -p "$bundle/variants"
for tile in 8 16 32; do
  "$HPVMCC" -O3 --hpvm-targets=gpu "${gpu_flags[@]}" -DSGEMM_TILE=$tile \
    -DBENCH_VARIANT='"hpvm-gpu"' bench/sgemm/sgemm_tiled.cpp \
    -o "$bundle/variants/sgemm_tiled.$tile" </dev/null || exit 1
done
for par in 2 3; do
  "$HPVMCC" -O3 --hpvm-targets=gpu "${gpu_flags[@]}" -DSTENCIL_PARALLEL=$par \
    -DBENCH_VARIANT='"hpvm-gpu"' bench/stencil/stencil.cpp \
    -o "$bundle/variants/stencil.$par" </dev/null || exit 1
done
# Variants in the source (docs/variants.md): one build each, tuned there
# through HPVM_VARIANTS.
for prog in sgemm/sgemm_variants stencil/stencil_variants; do
  "$HPVMCC" -O3 --hpvm-targets=gpu "${gpu_flags[@]}" "bench/$prog.cpp" \
    -o "$bundle/variants/${prog#*/}" </dev/null || exit 1
done

# The digits networks on the tensor runtime and the same networks written
# against cuDNN and cuBLAS (bench/tensor/run-gpu.sh): the baseline opens the
# libraries with dlopen through the runtime's declarations, so it builds
# here without the CUDA toolkit. The tensor programs also need oneDNN,
# which the GPU machine lacks (compressed: the device tool sends at most
# 64 MiB).
mkdir -p "$bundle/tensor"
for prog in lenet_digits_pragma deep_digits; do
  "$HPVMCC" -O3 "${gpu_flags[@]}" "examples/digits/$prog.cpp" \
    -o "$bundle/tensor/$prog" </dev/null || exit 1
done
"$HPVMCC" -O3 "${gpu_flags[@]}" bench/tensor/vgg_cifar.cpp \
  -o "$bundle/tensor/vgg_cifar" </dev/null || exit 1
"${CXX:-clang++-19}" -O2 -std=c++17 -Iruntime -Iinclude \
  bench/tensor/cudnn_digits.cpp runtime/tensor/cuda/GpuLibraries.cpp \
  runtime/device/cuda/CudaDriver.cpp -ldl -o "$bundle/tensor/cudnn_digits" ||
  exit 1
cp -r examples/digits/data "$bundle/tensor/"
dnnl=$(ldd "$bundle/tensor/deep_digits" | awk '$1 == "libdnnl.so.2" { print $3 }')
xz -T2 -c "${dnnl:-/usr/lib/x86_64-linux-gnu/libdnnl.so.2}" \
  >"$bundle/lib/libdnnl.so.2.xz" || exit 1

# CPU programs, run on the GPU machine's CPU cores (more of them than
# here): the stream pipeline against its stages one item at a time
# (bench/stream/pipeline.cpp, issue 11), for the CPU target.
mkdir -p "$bundle/cpu"
"$HPVMCC" -O3 bench/stream/pipeline.cpp -o "$bundle/cpu/stream_pipeline" </dev/null || exit 1

# The libomp the executables resolve here, copied as a file (not a link).
first=$(ls "$bundle/bin" | head -1)
libomp=$(ldd "$bundle/bin/$first" | awk '$1 == "libomp.so.5" { print $3 }')
libomp=${libomp:-/usr/lib/llvm-19/lib/libomp.so.5}
cp -L "$libomp" "$bundle/lib/libomp.so.5" || exit 1

# Anything else they need must be on any glibc Linux (libcuda is dlopen'ed).
for exe in "$bundle"/bin/* "$bundle"/cpu/*; do
  extra=$(ldd "$exe" | awk '{ print $1 }' | grep -Ev \
    '^(linux-vdso\.so\.1|/lib64/ld-linux-x86-64\.so\.2|lib(c|m|dl|pthread|rt|gcc_s|stdc\+\+|omp)\.so\.[0-9]+)$')
  if [ -n "$extra" ]; then
    echo "prepare-gpu.sh: $exe also needs: $extra" >&2
    exit 1
  fi
done

{
  echo "date: $(date -u '+%Y-%m-%d %H:%M UTC')"
  echo "commit: $(git rev-parse HEAD 2>/dev/null)$(git diff --quiet HEAD 2>/dev/null || echo ' + uncommitted changes')"
  echo "hpvmcc: $("$HPVMCC" --version | head -1)"
  echo "flags: -O3 --hpvm-targets=gpu ${gpu_flags[*]}"
  echo "libomp: $libomp"
} >"$bundle/MANIFEST"
echo "bundle ready: $bundle ($(du -sh "$bundle" | cut -f1)); on the GPU machine: bench/run-gpu.sh --bundle $bundle"
