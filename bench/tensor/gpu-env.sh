# gpu-env.sh - sourced by run-gpu.sh and run-vgg-gpu.sh on the GPU machine,
# from the repository root, with the bundle as its argument: makes $work, a
# scratch folder removed at exit, puts the bundle's libomp and oneDNN
# (unpacked there) on LD_LIBRARY_PATH, and writes $work/fp16.cfg, the tensor
# configuration with every operation in half precision.
#
#   . bench/tensor/gpu-env.sh BUNDLE
work=$(mktemp -d "${TMPDIR:-/tmp}/hpvm-tensor-gpu.XXXXXX")
trap 'rm -rf "$work"' EXIT
cp "$1/lib/libomp.so.5" "$work/" &&
  xz -dc "$1/lib/libdnnl.so.2.xz" >"$work/libdnnl.so.2" || exit 1
export LD_LIBRARY_PATH="$work${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
echo '* fp16' >"$work/fp16.cfg"
