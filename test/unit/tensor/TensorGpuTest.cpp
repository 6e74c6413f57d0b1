//===- TensorGpuTest.cpp - tensor operations on the GPU against the CPU ---===//
//
// Each operation on cuDNN / cuBLAS compared with the same operation on
// oneDNN (itself checked against loop nests in TensorOpsTest.cpp), and a
// chain of operations whose intermediate tensors stay on the device; under
// the fp16 knob, each operation in half precision against the same in FP32,
// and chains that convert to half and back only at their edges. Skipped
// where there is no usable GPU with cuDNN 9 and cuBLAS.
//
//===----------------------------------------------------------------------===//
#include "TensorTestUtils.h"
#include "hpvm/hpvm_rt.h"

#include <algorithm>
#include <cmath>
#include <functional>

namespace {

hpvm_tensor *randomTensor(size_t N, size_t C, size_t H, size_t W,
                          unsigned Seed) {
  return tensortest::randomTensor({N, C, H, W}, Seed);
}

class TensorGpu : public ::testing::Test {
protected:
  void SetUp() override {
    if (!hpvm_tensor_gpu_available())
      GTEST_SKIP() << "no usable GPU with cuDNN 9 and cuBLAS";
    hpvm_tensor_start_batch();
  }
  void TearDown() override {
    hpvm_tensor_set_device(HPVM_TENSOR_AUTO);
    hpvm_tensor_clear_knobs();
    hpvm_tensor_free_batch();
  }

  /// Runs \p Op on the CPU in FP32, then on the GPU with every operation
  /// under the fp16 knob, and checks that the GPU's results are half values
  /// within \p Tol of the CPU's (relative, where they exceed 1).
  void expectHalfNearFloat(const std::function<void *()> &Op, float Tol) {
    hpvm_tensor_set_device(HPVM_TENSOR_CPU);
    auto *Cpu = static_cast<hpvm_tensor *>(Op());
    ASSERT_EQ(hpvm_tensor_set_knob("*", "fp16"), 0);
    hpvm_tensor_set_device(HPVM_TENSOR_GPU);
    auto *Gpu = static_cast<hpvm_tensor *>(Op());
    hpvm_tensor_clear_knobs();
    hpvm_tensor_request(Gpu, 0);
    ASSERT_EQ(Gpu->num_elems, Cpu->num_elems);
    for (size_t I = 0; I != Cpu->num_elems; ++I) {
      float G = static_cast<float *>(Gpu->host_data)[I];
      float C = static_cast<float *>(Cpu->host_data)[I];
      ASSERT_EQ(float(_Float16(G)), G) << "element " << I << " is not half";
      ASSERT_NEAR(G, C, Tol * std::max(1.0f, std::fabs(C))) << "element " << I;
    }
  }

  /// Runs \p Op on the CPU, then on the GPU, and compares the results.
  void expectSameOnBothDevices(const std::function<void *()> &Op, float Tol) {
    hpvm_tensor_set_device(HPVM_TENSOR_CPU);
    auto *Cpu = static_cast<hpvm_tensor *>(Op());
    hpvm_tensor_set_device(HPVM_TENSOR_GPU);
    auto *Gpu = static_cast<hpvm_tensor *>(Op());
    hpvm_tensor_request(Gpu, 0);
    ASSERT_EQ(Gpu->num_elems, Cpu->num_elems);
    for (size_t I = 0; I != Cpu->num_elems; ++I)
      ASSERT_NEAR(static_cast<float *>(Gpu->host_data)[I],
                  static_cast<float *>(Cpu->host_data)[I], Tol)
          << "element " << I;
  }
};

TEST_F(TensorGpu, Convolution) {
  hpvm_tensor *In = randomTensor(2, 3, 9, 8, 1),
              *F = randomTensor(4, 3, 3, 3, 2);
  expectSameOnBothDevices(
      [&] { return hpvm_tensor_convolution("conv", In, F, 1, 1, 2, 2); },
      1e-4f);
}

TEST_F(TensorGpu, DepthwiseConvolution) {
  hpvm_tensor *In = randomTensor(1, 4, 6, 6, 3),
              *F = randomTensor(4, 1, 3, 3, 4);
  expectSameOnBothDevices(
      [&] {
        return hpvm_tensor_group_convolution("dw", In, F, 1, 1, 1, 1, 1, 4);
      },
      1e-4f);
}

TEST_F(TensorGpu, AddAndMul) {
  hpvm_tensor *X = randomTensor(3, 8, 1, 1, 5),
              *W = randomTensor(1, 1, 8, 5, 6),
              *B = randomTensor(1, 5, 1, 1, 7);
  expectSameOnBothDevices(
      [&] { return hpvm_tensor_add("add", hpvm_tensor_mul("fc", X, W), B); },
      1e-5f);
}

TEST_F(TensorGpu, PoolingActivationsSoftmax) {
  hpvm_tensor *In = randomTensor(2, 2, 7, 7, 8);
  expectSameOnBothDevices(
      [&] { return hpvm_tensor_pool_max("max", In, 3, 3, 1, 1, 2, 2); }, 0);
  expectSameOnBothDevices(
      [&] { return hpvm_tensor_pool_mean("mean", In, 2, 2, 0, 0, 2, 2); },
      1e-6f);
  expectSameOnBothDevices([&] { return hpvm_tensor_relu("relu", In); }, 0);
  expectSameOnBothDevices([&] { return hpvm_tensor_tanh("tanh", In); }, 1e-6f);
  expectSameOnBothDevices(
      [&] { return hpvm_tensor_clipped_relu("clip", In, 0, 0.5f); }, 0);
  expectSameOnBothDevices([&] { return hpvm_tensor_softmax("softmax", In); },
                          1e-6f);
}

TEST_F(TensorGpu, Batchnorm) {
  hpvm_tensor *In = randomTensor(2, 3, 2, 2, 9),
              *G = randomTensor(1, 3, 1, 1, 10),
              *B = randomTensor(1, 3, 1, 1, 11),
              *M = randomTensor(1, 3, 1, 1, 12),
              *V = randomTensor(1, 3, 1, 1, 13);
  for (size_t I = 0; I != 3; ++I)
    static_cast<float *>(V->host_data)[I] += 2; // positive variances
  expectSameOnBothDevices(
      [&] { return hpvm_tensor_batchnorm("bn", In, G, B, M, V, 0.001); },
      1e-5f);
}

TEST_F(TensorGpu, ALayerChainStaysOnTheDevice) {
  hpvm_tensor *In = randomTensor(2, 3, 8, 8, 14),
              *F = randomTensor(4, 3, 3, 3, 15),
              *B = randomTensor(1, 4, 1, 1, 16);
  expectSameOnBothDevices(
      [&] {
        void *R = hpvm_tensor_convolution("conv", In, F, 1, 1, 1, 1);
        R = hpvm_tensor_relu("relu", hpvm_tensor_add("add", R, B));
        return hpvm_tensor_pool_max("pool", R, 2, 2, 0, 0, 2, 2);
      },
      1e-4f);
}

// Under HPVM_PROFILE=1 each library call is timed on the GPU and reported at
// exit. In a process of its own, which reads the setting at its start (this
// one has read it already).
TEST_F(TensorGpu, TheProfileTimesEachLibraryCall) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  setenv("HPVM_PROFILE", "1", 1);
  EXPECT_EXIT(
      {
        hpvm_tensor *In = randomTensor(2, 3, 8, 8, 14);
        hpvm_tensor *F = randomTensor(4, 3, 3, 3, 15);
        hpvm_tensor_set_device(HPVM_TENSOR_GPU);
        for (int I = 0; I != 3; ++I)
          hpvm_tensor_request(
              hpvm_tensor_relu(
                  "prof.relu",
                  hpvm_tensor_convolution("prof.conv", In, F, 1, 1, 1, 1)),
              0);
        std::exit(0);
      },
      ::testing::ExitedWithCode(0),
      "hpvm-tensor: profile: 'prof.conv' cudnnConvolutionForward 2x4x8x8: 3 "
      "runs, [0-9.]+ us on the GPU, [0-9.]+ us on the host \\(medians of a "
      "run\\)\nhpvm-tensor: profile: 'prof.relu' cudnnActivationForward "
      "2x4x8x8: 3 runs");
  unsetenv("HPVM_PROFILE");
}

TEST_F(TensorGpu, FusedConvolutionBiasActivation) {
  hpvm_tensor *In = randomTensor(2, 3, 8, 8, 17),
              *F = randomTensor(4, 3, 3, 3, 18),
              *B = randomTensor(1, 4, 1, 1, 19);
  for (int Act : {HPVM_TENSOR_ACT_NONE, HPVM_TENSOR_ACT_RELU,
                  HPVM_TENSOR_ACT_TANH, HPVM_TENSOR_ACT_CLIPPED_RELU})
    expectSameOnBothDevices(
        [&] {
          return hpvm_tensor_conv_bias_act("cba", In, F, B, 1, 1, 1, 1, 1, Act,
                                           0, 0.5f);
        },
        1e-4f);
}

TEST_F(TensorGpu, HalfConvolutions) {
  hpvm_tensor *In = randomTensor(2, 16, 9, 8, 20),
              *F = randomTensor(32, 16, 3, 3, 21),
              *Dw = randomTensor(16, 1, 3, 3, 22);
  expectHalfNearFloat(
      [&] { return hpvm_tensor_convolution("conv", In, F, 1, 1, 2, 2); },
      2e-2f);
  expectHalfNearFloat(
      [&] {
        return hpvm_tensor_group_convolution("dw", In, Dw, 1, 1, 1, 1, 1, 16);
      },
      1e-2f);
}

TEST_F(TensorGpu, HalfMatrixProductAndAdd) {
  // cublasGemmEx on half operands; a bias per column and one per element.
  hpvm_tensor *X = randomTensor(4, 64, 1, 1, 23),
              *W = randomTensor(1, 1, 64, 16, 24),
              *B = randomTensor(1, 16, 1, 1, 25),
              *Same = randomTensor(4, 16, 1, 1, 26);
  expectHalfNearFloat(
      [&] {
        void *R = hpvm_tensor_add("add", hpvm_tensor_mul("fc", X, W), B);
        return hpvm_tensor_add("add2", R, Same);
      },
      1e-2f);
}

TEST_F(TensorGpu, HalfPoolingActivationsSoftmaxBatchnorm) {
  hpvm_tensor *In = randomTensor(2, 3, 7, 7, 27),
              *G = randomTensor(1, 3, 1, 1, 28),
              *B = randomTensor(1, 3, 1, 1, 29),
              *M = randomTensor(1, 3, 1, 1, 30),
              *V = randomTensor(1, 3, 1, 1, 31);
  for (size_t I = 0; I != 3; ++I)
    static_cast<float *>(V->host_data)[I] += 2; // positive variances
  expectHalfNearFloat(
      [&] { return hpvm_tensor_pool_max("max", In, 3, 3, 1, 1, 2, 2); }, 1e-3f);
  expectHalfNearFloat(
      [&] { return hpvm_tensor_pool_mean("mean", In, 2, 2, 0, 0, 2, 2); },
      2e-3f);
  expectHalfNearFloat([&] { return hpvm_tensor_relu("relu", In); }, 1e-3f);
  expectHalfNearFloat([&] { return hpvm_tensor_tanh("tanh", In); }, 2e-3f);
  expectHalfNearFloat(
      [&] { return hpvm_tensor_clipped_relu("clip", In, 0, 0.5f); }, 1e-3f);
  expectHalfNearFloat([&] { return hpvm_tensor_softmax("softmax", In); },
                      2e-3f);
  expectHalfNearFloat(
      [&] { return hpvm_tensor_batchnorm("bn", In, G, B, M, V, 0.001); },
      5e-3f);
}

TEST_F(TensorGpu, HalfFusedConvolutionBiasActivation) {
  hpvm_tensor *In = randomTensor(2, 8, 8, 8, 32),
              *F = randomTensor(16, 8, 3, 3, 33),
              *B = randomTensor(1, 16, 1, 1, 34);
  for (int Act : {HPVM_TENSOR_ACT_RELU, HPVM_TENSOR_ACT_TANH})
    expectHalfNearFloat(
        [&] {
          return hpvm_tensor_conv_bias_act("cba", In, F, B, 1, 1, 1, 1, 1, Act,
                                           0, 0);
        },
        2e-2f);
}

/// Copies made by libhpvm-rt since the last call: to the device, to the
/// host.
std::pair<uint64_t, uint64_t> transfersSince() {
  static uint64_t LastIn = 0, LastOut = 0;
  uint64_t In = 0, Out = 0;
  hpvm_rt_transfer_stats(&In, nullptr, &Out, nullptr);
  std::pair<uint64_t, uint64_t> R{In - LastIn, Out - LastOut};
  LastIn = In;
  LastOut = Out;
  return R;
}

TEST_F(TensorGpu, AHalfChainConvertsOnlyAtItsEdges) {
  hpvm_tensor *In = randomTensor(2, 8, 8, 8, 35),
              *F = randomTensor(16, 8, 3, 3, 36),
              *B = randomTensor(1, 16, 1, 1, 37);
  auto Chain = [&] {
    void *R = hpvm_tensor_convolution("conv", In, F, 1, 1, 1, 1);
    R = hpvm_tensor_relu("relu", hpvm_tensor_add("add", R, B));
    return hpvm_tensor_pool_max("pool", R, 2, 2, 0, 0, 2, 2);
  };
  expectHalfNearFloat(Chain, 2e-2f);
  // Again: the operands' half copies are still on the device, and the
  // intermediate results never leave it; only the result comes back.
  ASSERT_EQ(hpvm_tensor_set_knob("*", "fp16"), 0);
  transfersSince();
  hpvm_tensor_request(Chain(), 0);
  EXPECT_EQ(transfersSince(), std::make_pair(uint64_t(0), uint64_t(1)));
}

TEST_F(TensorGpu, HalfAndFloatOperationsMix) {
  // fp16 into FP32 (the half result converted to float on the device) and
  // FP32 into fp16, on the device throughout.
  hpvm_tensor *In = randomTensor(2, 8, 8, 8, 38),
              *F = randomTensor(16, 8, 3, 3, 39);
  auto Chain = [&] {
    void *R = hpvm_tensor_convolution("conv", In, F, 1, 1, 1, 1);
    R = hpvm_tensor_tanh("tanh", R);
    return hpvm_tensor_pool_mean("pool", R, 2, 2, 0, 0, 2, 2);
  };
  hpvm_tensor_set_device(HPVM_TENSOR_CPU);
  auto *Cpu = static_cast<hpvm_tensor *>(Chain());
  hpvm_tensor_set_device(HPVM_TENSOR_GPU);
  for (const char *Half : {"conv", "tanh", "pool"}) {
    hpvm_tensor_clear_knobs();
    ASSERT_EQ(hpvm_tensor_set_knob(Half, "fp16"), 0);
    transfersSince();
    auto *Gpu = static_cast<hpvm_tensor *>(Chain());
    hpvm_tensor_request(Gpu, 0);
    EXPECT_EQ(transfersSince().second, 1u) << Half << " in fp16";
    for (size_t I = 0; I != Cpu->num_elems; ++I)
      ASSERT_NEAR(static_cast<float *>(Gpu->host_data)[I],
                  static_cast<float *>(Cpu->host_data)[I], 1e-2f)
          << "element " << I << ", " << Half << " in fp16";
  }
}

} // namespace
