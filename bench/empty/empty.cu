// empty.cu - CUDA baseline of empty.cpp and empty_mem.cpp.
//
//   nvcc -O3 -arch=sm_90 empty.cu -o empty_cuda
//   ./empty_cuda empty|empty_mem
//
// empty: a one-thread kernel writing v + 1 to device memory, then stream
// synchronisation, then the result copied back (the scalar output).
// empty_mem: copy one long in, increment it, copy it back (what the graph
// with one inout element does on a GPU).
#include "../common/cuda.h"
#include "empty.h"

__global__ void plusOne(long v, long *r) { *r = v + 1; }
__global__ void increment(long *x) { x[0] += 1; }

int main(int argc, char **argv) {
  long *dR = bench::deviceAlloc<long>(1);
  int Status = empty::runBaseline(
      argc, argv, "cuda",
      [&](long V) {
        long R = 0;
        plusOne<<<1, 1>>>(V, dR);
        bench::toHost(&R, dR, 1);
        return R;
      },
      [&](long *X) {
        bench::toDevice(dR, X, 1);
        increment<<<1, 1>>>(dR);
        bench::toHost(X, dR, 1);
      });
  CUDA_CHECK(cudaFree(dR));
  return Status;
}
