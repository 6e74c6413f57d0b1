//===- TensorKnobsTest.cpp - precision and approximation knobs, metrics ---===//
//
// Each knob against a loop nest that leaves out what the approximation
// leaves out, the configuration file, and the error metrics.
//
//===----------------------------------------------------------------------===//
#include "TensorTestUtils.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

namespace {

using namespace tensortest;

class TensorKnobs : public ::testing::Test {
protected:
  void SetUp() override { hpvm_tensor_start_batch(); }
  void TearDown() override {
    hpvm_tensor_clear_knobs();
    hpvm_tensor_record_errors(0);
    hpvm_tensor_free_batch();
  }
  Dims Di{2, 3, 8, 7}, Df{4, 3, 3, 3}, Do;
  hpvm_tensor *In = randomTensor(Di, 21), *F = randomTensor(Df, 22);
  ~TensorKnobs() override {
    hpvm_tensor_free(In);
    hpvm_tensor_free(F);
  }
};

float half(float X) { return float(_Float16(X)); }

TEST_F(TensorKnobs, FP16RoundsOperandsAndResult) {
  ASSERT_EQ(hpvm_tensor_set_knob("conv", "fp16"), 0);
  void *Got = hpvm_tensor_convolution("conv", In, F, 1, 1, 1, 1);
  std::vector<float> Exact = naiveConv(In, Di, F, Df, 1, 1, 1, Do);
  for (size_t I = 0; I != Exact.size(); ++I) {
    EXPECT_EQ(half(data(Got)[I]), data(Got)[I]) << "element " << I;
    EXPECT_NEAR(data(Got)[I], Exact[I], 1e-2f) << "element " << I;
  }
}

TEST_F(TensorKnobs, TheStarKnobAppliesToOperationsWithoutTheirOwn) {
  ASSERT_EQ(hpvm_tensor_set_knob("*", "fp16"), 0);
  ASSERT_EQ(hpvm_tensor_set_knob("exact", "fp32"), 0);
  void *Half = hpvm_tensor_convolution("conv", In, F, 1, 1, 1, 1);
  void *Exact = hpvm_tensor_convolution("exact", In, F, 1, 1, 1, 1);
  std::vector<float> Want = naiveConv(In, Di, F, Df, 1, 1, 1, Do);
  bool AllHalf = true;
  for (size_t I = 0; I != Do.size(); ++I) {
    EXPECT_EQ(half(data(Half)[I]), data(Half)[I]) << "element " << I;
    AllHalf &= half(data(Exact)[I]) == data(Exact)[I];
  }
  EXPECT_FALSE(AllHalf) << "the operation with a knob of its own is exact";
  expectNear(Exact, Want, 1e-4f);
}

/// Checks that \p Got is \p Exact (of shape \p Do) but in the rows Y with
/// Y % Period == Offset, which are the mean of the rows around them.
void expectRowsInterpolated(void *Got, const std::vector<float> &Exact, Dims Do,
                            size_t Period, size_t Offset) {
  for (size_t P = 0; P != Do.N * Do.C; ++P)
    for (size_t Y = 0; Y != Do.H; ++Y)
      for (size_t X = 0; X != Do.W; ++X) {
        size_t I = (P * Do.H + Y) * Do.W + X;
        float Want = Exact[I];
        if (Y % Period == Offset) // skipped: the mean of the rows around it
          Want = Y + 1 < Do.H ? 0.5f * (Exact[I - Do.W] + Exact[I + Do.W])
                              : Exact[I - Do.W];
        ASSERT_NEAR(data(Got)[I], Want, 1e-4f) << "row " << Y;
      }
}

TEST_F(TensorKnobs, RowPerforationInterpolatesTheRowsItSkips) {
  ASSERT_EQ(hpvm_tensor_set_knob("conv", "perf_row_50_1"), 0);
  void *Got = hpvm_tensor_convolution("conv", In, F, 1, 1, 1, 1);
  expectRowsInterpolated(Got, naiveConv(In, Di, F, Df, 1, 1, 1, Do), Do, 2, 1);
}

TEST_F(TensorKnobs, ColumnPerforationSkipsOneColumnInThree) {
  ASSERT_EQ(hpvm_tensor_set_knob("conv", "perf_col_33_0"), 0);
  void *Got = hpvm_tensor_convolution("conv", In, F, 1, 1, 1, 1);
  std::vector<float> Exact = naiveConv(In, Di, F, Df, 1, 1, 1, Do);
  for (size_t P = 0; P != Do.N * Do.C; ++P)
    for (size_t Y = 0; Y != Do.H; ++Y)
      for (size_t X = 0; X != Do.W; ++X) {
        size_t I = (P * Do.H + Y) * Do.W + X;
        float Want = X % 3 != 0     ? Exact[I]
                     : X == 0       ? Exact[I + 1]
                     : X + 1 < Do.W ? 0.5f * (Exact[I - 1] + Exact[I + 1])
                                    : Exact[I - 1];
        ASSERT_NEAR(data(Got)[I], Want, 1e-4f) << "column " << X;
      }
}

TEST_F(TensorKnobs, FilterSamplingSkipsAndRescales) {
  ASSERT_EQ(hpvm_tensor_set_knob("conv", "samp_25_2"), 0);
  void *Got = hpvm_tensor_convolution("conv", In, F, 1, 1, 1, 1);
  std::vector<float> Want = naiveConv(In, Di, F, Df, 1, 1, 1, Do,
                                      [](size_t J) { return J % 4 != 2; });
  for (float &V : Want)
    V *= 4.0f / 3.0f;
  expectNear(Got, Want, 1e-4f);
}

TEST_F(TensorKnobs, FilterSamplingOfSmallPlanes) {
  // 4 x 4 images: the im2col permutes each plane in a register.
  Dims Ds{3, 8, 4, 4}, Dfs{5, 8, 3, 3};
  hpvm_tensor *X = randomTensor(Ds, 30), *W = randomTensor(Dfs, 31);
  ASSERT_EQ(hpvm_tensor_set_knob("small", "samp_50_1"), 0);
  void *Got = hpvm_tensor_convolution("small", X, W, 1, 1, 1, 1);
  std::vector<float> Want = naiveConv(X, Ds, W, Dfs, 1, 1, 1, Do,
                                      [](size_t J) { return J % 2 != 1; });
  for (float &V : Want)
    V *= 2.0f;
  expectNear(Got, Want, 1e-4f);
  hpvm_tensor_free(X);
  hpvm_tensor_free(W);
}

TEST_F(TensorKnobs, FilterSamplingOfAStridedGroupedConvolution) {
  Dims Dg{2, 4, 9, 8}, Dfg{6, 2, 3, 3};
  hpvm_tensor *X = randomTensor(Dg, 25), *W = randomTensor(Dfg, 26);
  ASSERT_EQ(hpvm_tensor_set_knob("gconv", "samp_50_1"), 0);
  void *Got = hpvm_tensor_group_convolution("gconv", X, W, 1, 1, 2, 2, 1, 2);
  std::vector<float> Want = naiveConv(X, Dg, W, Dfg, 1, 2, 2, Do,
                                      [](size_t J) { return J % 2 != 1; });
  for (float &V : Want)
    V *= 2.0f;
  expectNear(Got, Want, 1e-4f);
  hpvm_tensor_free(X);
  hpvm_tensor_free(W);
}

TEST_F(TensorKnobs, RowPerforationOfAStridedGroupedConvolution) {
  Dims Dg{2, 4, 9, 8}, Dfg{6, 2, 3, 3};
  hpvm_tensor *X = randomTensor(Dg, 27), *W = randomTensor(Dfg, 28);
  ASSERT_EQ(hpvm_tensor_set_knob("gconv", "perf_row_33_2"), 0);
  void *Got = hpvm_tensor_group_convolution("gconv", X, W, 1, 1, 2, 2, 1, 2);
  expectRowsInterpolated(Got, naiveConv(X, Dg, W, Dfg, 1, 2, 2, Do), Do, 3, 2);
  hpvm_tensor_free(X);
  hpvm_tensor_free(W);
}

TEST_F(TensorKnobs, AnApproximateConvolutionKeepsItsBiasAndActivation) {
  hpvm_tensor *B = randomTensor({1, 4, 1, 1}, 29);
  std::vector<float> Sampled = naiveConv(In, Di, F, Df, 1, 1, 1, Do,
                                         [](size_t J) { return J % 2 != 0; });
  for (int Act : {HPVM_TENSOR_ACT_RELU, HPVM_TENSOR_ACT_CLIPPED_RELU,
                  HPVM_TENSOR_ACT_TANH}) {
    ASSERT_EQ(hpvm_tensor_set_knob("cba", "samp_50_0"), 0);
    void *Got = hpvm_tensor_conv_bias_act("cba", In, F, B, 1, 1, 1, 1, 1, Act,
                                          -0.2f, 0.3f);
    std::vector<float> Want = Sampled;
    for (size_t I = 0; I != Want.size(); ++I) {
      float V = 2.0f * Want[I] + data(B)[I / (Do.H * Do.W) % Do.C];
      Want[I] = Act == HPVM_TENSOR_ACT_RELU ? std::max(V, 0.0f)
                : Act == HPVM_TENSOR_ACT_TANH
                    ? std::tanh(V)
                    : std::min(std::max(V, -0.2f), 0.3f);
    }
    SCOPED_TRACE(Act);
    expectNear(Got, Want, 1e-4f);
  }
  hpvm_tensor_free(B);
}

TEST_F(TensorKnobs, ReductionSamplingSkipsTwoInFive) {
  hpvm_tensor *L = randomTensor({3, 10, 1, 1}, 23),
              *R = randomTensor({1, 1, 10, 4}, 24);
  ASSERT_EQ(hpvm_tensor_set_knob("fc", "red_samp_40"), 0);
  std::vector<float> Want(3 * 4);
  for (size_t M = 0; M != 3; ++M)
    for (size_t N = 0; N != 4; ++N) {
      for (size_t K = 0; K != 10; ++K)
        if (K % 5 >= 2)
          Want[M * 4 + N] += data(L)[M * 10 + K] * data(R)[K * 4 + N];
      Want[M * 4 + N] *= 5.0f / 3.0f;
    }
  expectNear(hpvm_tensor_mul("fc", L, R), Want, 1e-5f);
  hpvm_tensor_free(L);
  hpvm_tensor_free(R);
}

TEST_F(TensorKnobs, Fp32CpuRunsExactlyOnTheCpuWhateverTheDeviceChoice) {
  // Without the knob, HPVM_TENSOR_GPU is an error where there is no GPU.
  ASSERT_EQ(hpvm_tensor_set_knob("conv", "fp32_cpu"), 0);
  hpvm_tensor_set_device(HPVM_TENSOR_GPU);
  void *Got = hpvm_tensor_convolution("conv", In, F, 1, 1, 1, 1);
  hpvm_tensor_set_device(HPVM_TENSOR_AUTO);
  expectNear(Got, naiveConv(In, Di, F, Df, 1, 1, 1, Do), 1e-4f);
}

TEST_F(TensorKnobs, KnobsOfOtherOperationsDoNotApply) {
  ASSERT_EQ(hpvm_tensor_set_knob("other", "perf_row_50_0"), 0);
  std::vector<float> Exact = naiveConv(In, Di, F, Df, 1, 1, 1, Do);
  expectNear(hpvm_tensor_convolution("conv", In, F, 1, 1, 1, 1), Exact, 1e-4f);
}

TEST_F(TensorKnobs, AConfigurationFileSetsKnobs) {
  std::string Path = ::testing::TempDir() + "knobs.txt";
  FILE *File = std::fopen(Path.c_str(), "w");
  std::fputs("# operation knob\nconv perf_row_50_0  # rows\n\nfc fp16\n", File);
  std::fclose(File);
  ASSERT_EQ(hpvm_tensor_load_config(Path.c_str()), 0);
  hpvm_tensor_record_errors(1);
  hpvm_tensor_convolution("conv", In, F, 1, 1, 1, 1);
  double L1 = 0, L2 = 0;
  ASSERT_EQ(hpvm_tensor_op_error("conv", &L1, &L2), 1);
  // Half the rows interpolated: a real but bounded error.
  EXPECT_GT(L1, 0.01);
  EXPECT_LT(L1, 1.0);
  EXPECT_GT(L2, 0.01);
  EXPECT_LT(L2, 1.0);
}

TEST_F(TensorKnobs, ExactOperationsRecordNoError) {
  hpvm_tensor_record_errors(1);
  hpvm_tensor_relu("exact", In);
  double L1 = -1, L2 = -1;
  EXPECT_EQ(hpvm_tensor_op_error("exact", &L1, &L2), 0);
}

TEST_F(TensorKnobs, PSNRComparesWithTheReferencePeak) {
  hpvm_tensor *A = randomTensor({1, 1, 2, 2}, 25),
              *B = randomTensor({1, 1, 2, 2}, 25);
  EXPECT_TRUE(std::isinf(hpvm_tensor_psnr(A, B)));
  float *P = static_cast<float *>(B->host_data);
  P[0] = 2;
  P[1] = P[2] = P[3] = 0;
  float *Q = static_cast<float *>(A->host_data);
  Q[0] = 2;
  Q[1] = 0.2f;
  Q[2] = Q[3] = 0;
  // MSE = 0.04 / 4 = 0.01, peak 2: 10 log10(4 / 0.01) = 26.02 dB.
  EXPECT_NEAR(hpvm_tensor_psnr(A, B), 26.0206, 1e-3);
  hpvm_tensor_free(A);
  hpvm_tensor_free(B);
}

TEST(TensorKnobsDeathTest, AKnobThatDoesNotApplyIsAnError) {
  hpvm_tensor *In = randomTensor({1, 1, 2, 2}, 26);
  ASSERT_EQ(hpvm_tensor_set_knob("act", "samp_50_0"), 0);
  EXPECT_EXIT(hpvm_tensor_relu("act", In), ::testing::ExitedWithCode(1),
              "hpvm-tensor: error: act: the knob samp does not apply to an "
              "activation");
}

TEST(TensorKnobsDeathTest, AnUnknownKnobIsRefused) {
  testing::internal::CaptureStderr();
  EXPECT_EQ(hpvm_tensor_set_knob("conv", "perf_row_50_2"), 1);
  EXPECT_NE(testing::internal::GetCapturedStderr().find(
                "'perf_row_50_2' is not a knob"),
            std::string::npos);
}

} // namespace
