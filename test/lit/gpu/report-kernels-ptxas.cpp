// --hpvm-report with the CUDA toolkit's own ptxas: its -v account of a tiled
// kernel (shared memory for two 16x16 float tiles, one barrier) reaches the
// remark at the node's pragma.
// REQUIRES: ptxas
// RUN: %hpvmcc -O2 --hpvm-report --cuda-arch=sm_90 -c %s -o %t.o 2>&1 | FileCheck %s
// CHECK: report-kernels-ptxas.cpp:[[@LINE+6]]:{{[0-9]+}}: remark: gpu node '__hpvm_inner_tiles_0_0' is a kernel: {{[1-9][0-9]*}} registers per thread, 2048 bytes of shared memory, 1 barrier, {{[0-9]+}} bytes of stack (ptxas, sm_90)
#include <hpvm/hpvm.h>

void tiles(const float *A, float *B, long n) {
#pragma hpvm graph target(gpu) in(A[0:n*256]) out(B[0:n*256])
  {
#pragma hpvm node parallel(1) in(A[0:n*256]) out(B[0:n*256])
    for (long b = 0; b < n; ++b) {
#pragma hpvm local
      float t0[16][16], t1[16][16];
#pragma hpvm node instances(16, 16)
      {
        long i = hpvm::id(0), j = hpvm::id(1);
        t0[i][j] = A[b * 256 + i * 16 + j];
        t1[j][i] = t0[i][j];
#pragma hpvm barrier
        B[b * 256 + i * 16 + j] = t0[j][i] + t1[i][j];
      }
    }
  }
}
