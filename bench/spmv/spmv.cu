// spmv.cu - hand-written CUDA baseline of spmv.cpp: one thread per row
// (the scalar CSR kernel, the same loop as the pragma version's instances).
//
//   nvcc -O3 -arch=sm_90 spmv.cu -o spmv_cuda
#include "../common/cuda.h"
#include "spmv.h"

__global__ void spmvCsr(const int *rowptr, const int *col, const float *val,
                        const float *x, float *y, long n) {
  long i = blockIdx.x * (long)blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float sum = 0.0f;
  for (int p = rowptr[i]; p < rowptr[i + 1]; ++p)
    sum += val[p] * x[col[p]];
  y[i] = sum;
}

int main() {
  spmv::Problem P;
  long n = P.N, nnz = P.NNZ;
  int *dRowPtr = bench::deviceAlloc<int>(n + 1);
  int *dCol = bench::deviceAlloc<int>(nnz);
  float *dVal = bench::deviceAlloc<float>(nnz);
  float *dX = bench::deviceAlloc<float>(n);
  float *dY = bench::deviceAlloc<float>(n);
  bench::timeCuda(
      "spmv", "cuda", [] {},
      [&] {
        bench::toDevice(dRowPtr, P.RowPtr.data(), n + 1);
        bench::toDevice(dCol, P.Col.data(), nnz);
        bench::toDevice(dVal, P.Val.data(), nnz);
        bench::toDevice(dX, P.X.data(), n);
      },
      [&] {
        spmvCsr<<<(n + 255) / 256, 256>>>(dRowPtr, dCol, dVal, dX, dY, n);
      },
      [&] { bench::toHost(P.Y.data(), dY, n); });
  for (void *D : {(void *)dRowPtr, (void *)dCol, (void *)dVal, (void *)dX,
                  (void *)dY})
    CUDA_CHECK(cudaFree(D));
  return spmv::finish("cuda", P);
}
