// --hpvm-gpu-api=opencl makes gpu nodes opencl nodes: target(gpu) clauses
// (here), HPVM-C's GPU_TARGET hint and --hpvm-targets=gpu alike (the
// e2e-opencl suite builds HPVM-C programs with -DDEVICE=GPU_TARGET).
// RUN: %hpvmcc -O2 --hpvm-gpu-api=opencl --emit=opencl %s -o - | FileCheck %s
// RUN: %hpvmcc -O2 --hpvm-gpu-api=opencl --emit=dfg %s -o - | FileCheck %s --check-prefix=DFG
// RUN: %hpvmcc -O2 --emit=dfg %s -o - | FileCheck %s --check-prefix=CUDA
void scale(float *x, long n) {
#pragma hpvm graph target(gpu) inout(x[0:n])
  {
#pragma hpvm node parallel(1) inout(x[0:n])
    for (long i = 0; i < n; ++i)
      x[i] = 3 * x[i];
  }
}
// CHECK: __kernel void {{.*}}__hpvm_leaf_scale{{.*}}_kernel(
// DFG: targets: opencl
// CUDA: targets: gpu
// CUDA-NOT: opencl
