// The CUDA driver calls a launch makes, counted by a stand-in libcuda.so.1
// (Inputs/fake-libcuda.c: calls cost nothing, kernels do not run): the
// host-side cost of a launch, on a machine without a GPU.
//
// A graph of one node on one inout element, called 10 times: per call a copy
// in, a kernel and a copy home, as the hand-written CUDA program does
// (bench/empty/empty.cu, empty_mem); no stream synchronisation: the
// synchronous copy home is ordered behind the kernel on the null stream.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %clang -O1 -shared -fPIC %S/Inputs/fake-libcuda.c -o %t/libcuda.so.1
// RUN: %hpvmcc -O2 --hpvm-targets=gpu %s -o %t/one
// RUN: env LD_LIBRARY_PATH=%t HPVM_REQUIRE_GPU=1 %t/one 2> %t/one.log
// RUN: FileCheck %s --check-prefix=ONE < %t/one.log
// RUN: not grep cuStreamSynchronize %t/one.log
// ONE-DAG: fakecuda cuMemAlloc_v2 1
// ONE-DAG: fakecuda cuMemcpyHtoD_v2 10
// ONE-DAG: fakecuda cuLaunchKernel 10
// ONE-DAG: fakecuda cuMemcpyDtoH_v2 10
//
// A chain of two nodes that do not fuse (stencils), called 10 times (x in
// and home, y home): the first call launches its kernels one by one, the
// second makes a CUDA graph of them, and every later call replays it
// (HPVM_GPU_GRAPHS); with graphs off, two kernels a call.
// RUN: %hpvmcc -O2 --hpvm-targets=gpu -DCHAIN %s -o %t/chain
// RUN: env LD_LIBRARY_PATH=%t HPVM_REQUIRE_GPU=1 %t/chain 2> %t/chain.log
// RUN: FileCheck %s --check-prefix=GRAPHS < %t/chain.log
// RUN: not grep cuStreamSynchronize %t/chain.log
// GRAPHS-DAG: fakecuda cuMemcpyHtoD_v2 10
// GRAPHS-DAG: fakecuda cuLaunchKernel 2
// GRAPHS-DAG: fakecuda cuGraphInstantiateWithFlags 1
// GRAPHS-DAG: fakecuda cuGraphLaunch 9
// GRAPHS-DAG: fakecuda cuMemcpyDtoH_v2 20
// RUN: env LD_LIBRARY_PATH=%t HPVM_REQUIRE_GPU=1 HPVM_GPU_GRAPHS=0 %t/chain 2> %t/plain.log
// RUN: FileCheck %s --check-prefix=NO-GRAPHS < %t/plain.log
// RUN: not grep cuGraph %t/plain.log
// NO-GRAPHS: fakecuda cuLaunchKernel 20
#include <cstdio>

#ifndef CHAIN
static void increment(long *x) {
#pragma hpvm graph inout(x[0:1])
  {
#pragma hpvm node parallel(1) inout(x[0:1])
    for (long i = 0; i < 1; ++i)
      x[i] += 1;
  }
}

int main() {
  long X = 0;
  for (int Call = 0; Call < 10; ++Call)
    increment(&X);
  return 0;
}
#else
static void smoothTwice(float *x, float *y, long n) {
#pragma hpvm graph inout(x[0:n]) out(y[0:n])
  {
#pragma hpvm node parallel(1) in(x[0:n]) out(y[0:n])
    for (long i = 0; i < n; ++i)
      y[i] = x[i > 0 ? i - 1 : i] + x[i < n - 1 ? i + 1 : i];
#pragma hpvm node parallel(1) in(y[0:n]) out(x[0:n])
    for (long i = 0; i < n; ++i)
      x[i] = y[i > 0 ? i - 1 : i] + y[i < n - 1 ? i + 1 : i];
  }
}

int main() {
  float X[64] = {}, Y[64];
  for (int Call = 0; Call < 10; ++Call)
    smoothTwice(X, Y, 64);
  return 0;
}
#endif
