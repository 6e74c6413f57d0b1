//===- TensorOpsTest.cpp - tensor operations against naive references -----===//
//
// Each operation of libhpvm-tensor on small random tensors, compared with a
// direct loop-nest computation in this file, and its shape errors.
//
//===----------------------------------------------------------------------===//
#include "TensorTestUtils.h"

#include <cmath>

namespace {

using namespace tensortest;

std::vector<size_t> shape(void *T) {
  auto *X = static_cast<hpvm_tensor *>(T);
  return {X->dims.dim_sizes, X->dims.dim_sizes + X->dims.num_dims};
}

class TensorOps : public ::testing::Test {
protected:
  void SetUp() override { hpvm_tensor_start_batch(); }
  void TearDown() override { hpvm_tensor_free_batch(); }
};

TEST_F(TensorOps, ConvolutionMatchesLoopNest) {
  Dims Di{2, 3, 9, 8}, Df{4, 3, 3, 3}, Do;
  hpvm_tensor *In = randomTensor(Di, 1), *F = randomTensor(Df, 2);
  std::vector<float> Want = naiveConv(In, Di, F, Df, 1, 2, 1, Do);
  void *Got = hpvm_tensor_convolution("conv", In, F, 1, 1, 2, 2);
  EXPECT_EQ(shape(Got), (std::vector<size_t>{Do.N, Do.C, Do.H, Do.W}));
  expectNear(Got, Want, 1e-4f);
  hpvm_tensor_free(In);
  hpvm_tensor_free(F);
}

TEST_F(TensorOps, DepthwiseConvolutionMatchesLoopNest) {
  Dims Di{1, 4, 6, 6}, Df{4, 1, 3, 3}, Do;
  hpvm_tensor *In = randomTensor(Di, 3), *F = randomTensor(Df, 4);
  std::vector<float> Want = naiveConv(In, Di, F, Df, 1, 1, 4, Do);
  void *Got = hpvm_tensor_group_convolution("dw", In, F, 1, 1, 1, 1, 1, 4);
  expectNear(Got, Want, 1e-4f);
  hpvm_tensor_free(In);
  hpvm_tensor_free(F);
}

TEST_F(TensorOps, AddBroadcastsAPerChannelBias) {
  Dims Dx{2, 3, 2, 2};
  hpvm_tensor *X = randomTensor(Dx, 5), *B = randomTensor({1, 3, 1, 1}, 6);
  std::vector<float> Want(Dx.size());
  for (size_t I = 0; I != Want.size(); ++I)
    Want[I] = data(X)[I] + data(B)[(I / 4) % 3];
  expectNear(hpvm_tensor_add("add", X, B), Want, 1e-6f);
  hpvm_tensor *Same = randomTensor(Dx, 7);
  for (size_t I = 0; I != Want.size(); ++I)
    Want[I] = data(X)[I] + data(Same)[I];
  expectNear(hpvm_tensor_add("add", X, Same), Want, 1e-6f);
  for (hpvm_tensor *T : {X, B, Same})
    hpvm_tensor_free(T);
}

TEST_F(TensorOps, MulFlattensTheLeftOperand) {
  Dims Dl{3, 2, 2, 2}, Dr{1, 1, 8, 5};
  hpvm_tensor *L = randomTensor(Dl, 8), *R = randomTensor(Dr, 9);
  std::vector<float> Want(3 * 5);
  for (size_t M = 0; M != 3; ++M)
    for (size_t N = 0; N != 5; ++N)
      for (size_t K = 0; K != 8; ++K)
        Want[M * 5 + N] += data(L)[M * 8 + K] * data(R)[K * 5 + N];
  void *Got = hpvm_tensor_mul("fc", L, R);
  EXPECT_EQ(shape(Got), (std::vector<size_t>{3, 5, 1, 1}));
  expectNear(Got, Want, 1e-5f);
  hpvm_tensor_free(L);
  hpvm_tensor_free(R);
}

std::vector<float> naivePool(void *In, Dims D, int Win, int Pad, int Stride,
                             bool Max) {
  size_t OH = (D.H + 2 * Pad - Win) / Stride + 1;
  size_t OW = (D.W + 2 * Pad - Win) / Stride + 1;
  std::vector<float> R;
  for (size_t N = 0; N != D.N; ++N)
    for (size_t C = 0; C != D.C; ++C)
      for (size_t Y = 0; Y != OH; ++Y)
        for (size_t X = 0; X != OW; ++X) {
          float Acc = Max ? -INFINITY : 0;
          for (int FY = 0; FY != Win; ++FY)
            for (int FX = 0; FX != Win; ++FX) {
              long IY = long(Y * Stride + FY) - Pad;
              long IX = long(X * Stride + FX) - Pad;
              if (IY < 0 || IX < 0 || IY >= long(D.H) || IX >= long(D.W))
                continue;
              float V = at(In, D, N, C, IY, IX);
              Acc = Max ? std::max(Acc, V) : Acc + V;
            }
          R.push_back(Max ? Acc : Acc / (Win * Win));
        }
  return R;
}

TEST_F(TensorOps, PoolingMatchesLoopNest) {
  Dims D{2, 2, 7, 7};
  hpvm_tensor *In = randomTensor(D, 10);
  void *Max = hpvm_tensor_pool_max("max", In, 3, 3, 1, 1, 2, 2);
  EXPECT_EQ(shape(Max), (std::vector<size_t>{2, 2, 4, 4}));
  expectNear(Max, naivePool(In, D, 3, 1, 2, true), 1e-6f);
  expectNear(hpvm_tensor_pool_mean("mean", In, 2, 2, 0, 0, 2, 2),
             naivePool(In, D, 2, 0, 2, false), 1e-6f);
  hpvm_tensor_free(In);
}

TEST_F(TensorOps, ActivationsMatchTheirFormulas) {
  Dims D{1, 2, 3, 4};
  hpvm_tensor *In = randomTensor(D, 11, -3, 3);
  std::vector<float> Relu, Clip, Tanh;
  for (size_t I = 0; I != D.size(); ++I) {
    float V = data(In)[I];
    Relu.push_back(std::max(V, 0.0f));
    Clip.push_back(std::min(std::max(V, 0.0f), 1.5f));
    Tanh.push_back(std::tanh(V));
  }
  expectNear(hpvm_tensor_relu("relu", In), Relu, 0);
  expectNear(hpvm_tensor_clipped_relu("clip", In, 0, 1.5f), Clip, 0);
  expectNear(hpvm_tensor_tanh("tanh", In), Tanh, 1e-5f);
  hpvm_tensor_free(In);
}

TEST_F(TensorOps, SoftmaxNormalisesEachRow) {
  Dims D{3, 10, 1, 1};
  hpvm_tensor *In = randomTensor(D, 12, -4, 4);
  std::vector<float> Want(D.size());
  for (size_t N = 0; N != 3; ++N) {
    double Sum = 0;
    for (size_t K = 0; K != 10; ++K)
      Sum += std::exp(data(In)[N * 10 + K]);
    for (size_t K = 0; K != 10; ++K)
      Want[N * 10 + K] = float(std::exp(data(In)[N * 10 + K]) / Sum);
  }
  expectNear(hpvm_tensor_softmax("softmax", In), Want, 1e-6f);
  hpvm_tensor_free(In);
}

TEST_F(TensorOps, BatchnormUsesTheGivenStatistics) {
  Dims D{2, 3, 2, 2}, Dc{1, 3, 1, 1};
  hpvm_tensor *In = randomTensor(D, 13), *G = randomTensor(Dc, 14),
              *B = randomTensor(Dc, 15), *M = randomTensor(Dc, 16),
              *V = randomTensor(Dc, 17, 0.5f, 2);
  std::vector<float> Want(D.size());
  for (size_t I = 0; I != D.size(); ++I) {
    size_t C = (I / 4) % 3;
    Want[I] = data(G)[C] * (data(In)[I] - data(M)[C]) /
                  std::sqrt(data(V)[C] + 0.001f) +
              data(B)[C];
  }
  expectNear(hpvm_tensor_batchnorm("bn", In, G, B, M, V, 0.001), Want, 1e-5f);
  for (hpvm_tensor *T : {In, G, B, M, V})
    hpvm_tensor_free(T);
}

TEST(TensorOpsDeathTest, ConvolutionOfMismatchedChannelsNamesTheOperation) {
  hpvm_tensor *In = randomTensor({1, 3, 5, 5}, 1);
  hpvm_tensor *F = randomTensor({2, 4, 3, 3}, 2);
  EXPECT_EXIT(hpvm_tensor_convolution("var_0_node", In, F, 0, 0, 1, 1),
              ::testing::ExitedWithCode(1),
              "hpvm-tensor: error: var_0_node: a filter of 2x4x3x3 in 1 "
              "group\\(s\\) does not fit an input of 1x3x5x5");
}

TEST(TensorOpsDeathTest, MulOfMismatchedOperandsNamesTheShapes) {
  hpvm_tensor *L = randomTensor({2, 6, 1, 1}, 1);
  hpvm_tensor *R = randomTensor({1, 1, 5, 3}, 2);
  EXPECT_EXIT(hpvm_tensor_mul("fc", L, R), ::testing::ExitedWithCode(1),
              "fc: a left operand of 2x6x1x1 \\(2 rows of 6\\) cannot "
              "multiply a right operand of 1x1x5x3");
}

} // namespace
