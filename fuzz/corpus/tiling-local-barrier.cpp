#include <hpvm/hpvm.h>

void matmul(const float *A, const float *B, float *C, long n) {
#pragma hpvm graph target(gpu) in(A[0:n*n], B[0:n*n]) out(C[0:n*n])
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
          for (long k0 = 0; k0 < n; k0 += 16) {
            tileA[ti][tj] = A[(bi * 16 + ti) * n + k0 + tj];
            tileB[ti][tj] = B[(k0 + ti) * n + bj * 16 + tj];
#pragma hpvm barrier
            for (long k = 0; k < 16; ++k)
              acc += tileA[ti][k] * tileB[k][tj];
            hpvm::barrier();
          }
          C[(bi * 16 + ti) * n + bj * 16 + tj] = acc;
        }
      }
  }
}
