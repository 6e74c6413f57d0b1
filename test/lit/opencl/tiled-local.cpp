// A tiled graph on opencl is one kernel: work-groups are the tiles,
// work-items the elements, `local` memory is __local and `barrier` is
// barrier().
// RUN: %hpvmcc -O2 --hpvm-targets=opencl --emit=opencl %s -o - | FileCheck %s
#include <hpvm/hpvm.h>
void sgemm(const float *A, const float *B, float *C, long n) {
#pragma hpvm graph in(A[0:n*n], B[0:n*n]) out(C[0:n*n])
  {
#pragma hpvm node parallel(2) in(A[0:n*n], B[0:n*n]) out(C[0:n*n])
    for (long bi = 0; bi < n / 16; ++bi)
      for (long bj = 0; bj < n / 16; ++bj) {
#pragma hpvm local
        float tileA[16][16], tileB[16][16];
#pragma hpvm node instances(16, 16)
        {
          long ti = hpvm::id(0), tj = hpvm::id(1);
          float acc = 0;
          for (long kt = 0; kt < n / 16; ++kt) {
            tileA[ti][tj] = A[(bi * 16 + ti) * n + kt * 16 + tj];
            tileB[ti][tj] = B[(kt * 16 + ti) * n + bj * 16 + tj];
#pragma hpvm barrier
            for (long k = 0; k < 16; ++k)
              acc += tileA[ti][k] * tileB[k][tj];
#pragma hpvm barrier
          }
          C[(bi * 16 + ti) * n + bj * 16 + tj] = acc;
        }
      }
  }
}
// One kernel, named after the tile node; no kernel for the leaves.
// CHECK: __kernel void _ZL{{[0-9]+}}__hpvm_inner_sgemm_0_0{{[A-Za-z0-9_]*}}_kernel(
// CHECK-NOT: __kernel
// CHECK: __local uchar hpvm_local0[1024] __attribute__((aligned(16)));
// CHECK: __local uchar hpvm_local1[1024] __attribute__((aligned(16)));
// CHECK-DAG: get_group_id(0)
// CHECK-DAG: get_group_id(1)
// CHECK-DAG: get_local_id(0)
// CHECK-DAG: get_local_id(1)
// CHECK-DAG: *((float __local *)v{{[0-9]+}}) =
// CHECK-DAG: barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
