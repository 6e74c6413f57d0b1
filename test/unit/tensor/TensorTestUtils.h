//===- TensorTestUtils.h - tensors and loop nests for tests -----*- C++ -*-===//
#ifndef HPVM_TEST_UNIT_TENSOR_TENSORTESTUTILS_H
#define HPVM_TEST_UNIT_TENSOR_TENSORTESTUTILS_H

#include "hpvm/hpvm_tensor.h"

#include <gtest/gtest.h>

#include <random>
#include <vector>

namespace tensortest {

struct Dims {
  size_t N, C, H, W;
  size_t size() const { return N * C * H * W; }
};

inline hpvm_tensor *randomTensor(Dims D, unsigned Seed, float Lo = -1,
                                 float Hi = 1) {
  hpvm_tensor *T = hpvm_tensor_create(HPVM_TENSOR_FLOAT, HPVM_TENSOR_NCHW, D.N,
                                      D.C, D.H, D.W);
  std::mt19937 Gen(Seed);
  std::uniform_real_distribution<float> Dist(Lo, Hi);
  float *P = static_cast<float *>(T->host_data);
  for (size_t I = 0; I != D.size(); ++I)
    P[I] = Dist(Gen);
  return T;
}

/// T's data on the host, brought back first when an operation ran on the
/// GPU (as programs must, docs/tensors.md).
inline const float *data(void *T) {
  hpvm_tensor_request(T, 0);
  return static_cast<const float *>(static_cast<hpvm_tensor *>(T)->host_data);
}

inline float at(void *T, Dims D, size_t N, size_t C, size_t H, size_t W) {
  return data(T)[((N * D.C + C) * D.H + H) * D.W + W];
}

inline void expectNear(void *Got, const std::vector<float> &Want, float Tol) {
  ASSERT_EQ(static_cast<hpvm_tensor *>(Got)->num_elems, Want.size());
  for (size_t I = 0; I != Want.size(); ++I)
    ASSERT_NEAR(data(Got)[I], Want[I], Tol) << "element " << I;
}

/// Cross-correlation of In (Di) with Filter (K x C/G x R x S) in G groups;
/// filter elements whose index J in C x R x S has Keep(J) false are left
/// out.
template <typename KeepFn>
std::vector<float> naiveConv(void *In, Dims Di, void *Filter, Dims Df, int Pad,
                             int Stride, size_t Groups, Dims &Out,
                             KeepFn Keep) {
  Out = {Di.N, Df.N, (Di.H + 2 * Pad - Df.H) / Stride + 1,
         (Di.W + 2 * Pad - Df.W) / Stride + 1};
  std::vector<float> R(Out.size());
  size_t KPerGroup = Df.N / Groups;
  for (size_t N = 0; N != Out.N; ++N)
    for (size_t K = 0; K != Out.C; ++K)
      for (size_t Y = 0; Y != Out.H; ++Y)
        for (size_t X = 0; X != Out.W; ++X) {
          float Sum = 0;
          size_t G = K / KPerGroup;
          for (size_t C = 0; C != Df.C; ++C)
            for (size_t FY = 0; FY != Df.H; ++FY)
              for (size_t FX = 0; FX != Df.W; ++FX) {
                long IY = long(Y * Stride + FY) - Pad;
                long IX = long(X * Stride + FX) - Pad;
                if (!Keep((C * Df.H + FY) * Df.W + FX) || IY < 0 || IX < 0 ||
                    IY >= long(Di.H) || IX >= long(Di.W))
                  continue;
                Sum += at(In, Di, N, G * Df.C + C, IY, IX) *
                       at(Filter, Df, K, C, FY, FX);
              }
          R[((N * Out.C + K) * Out.H + Y) * Out.W + X] = Sum;
        }
  return R;
}

inline std::vector<float> naiveConv(void *In, Dims Di, void *Filter, Dims Df,
                                    int Pad, int Stride, size_t Groups,
                                    Dims &Out) {
  return naiveConv(In, Di, Filter, Df, Pad, Stride, Groups, Out,
                   [](size_t) { return true; });
}

} // namespace tensortest

#endif // HPVM_TEST_UNIT_TENSOR_TENSORTESTUTILS_H
