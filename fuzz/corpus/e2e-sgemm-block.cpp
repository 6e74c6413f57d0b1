#include <hpvm/hpvm.h>
constexpr long T = 16;
void sgemm(const float *A, const float *B, float *C, long M, long N, long K) {
#pragma hpvm graph in(A[0:M*K], B[0:K*N]) out(C[0:M*N])
  {
#pragma hpvm node name(blocks) instances(M / T, N / T) in(A[0:M*K], B[0:K*N]) out(C[0:M*N])
    {
#pragma hpvm local
      float tileA[T][T], tileB[T][T];
#pragma hpvm node name(threads) instances(T, T)
      {
        long bi = hpvm::parent_id(0), bj = hpvm::parent_id(1);
        long ti = hpvm::id(0), tj = hpvm::id(1);
        float acc = 0;
        for (long kt = 0; kt < K / T; ++kt) {
          tileA[ti][tj] = A[(bi * T + ti) * K + kt * T + tj];
          tileB[ti][tj] = B[(kt * T + ti) * N + bj * T + tj];
#pragma hpvm barrier
          for (long k = 0; k < T; ++k)
            acc += tileA[ti][k] * tileB[k][tj];
#pragma hpvm barrier
        }
        C[(bi * T + ti) * N + bj * T + tj] = acc;
      }
    }
  }
}
