//===- TensorGpuTest.cpp - tensor operations on the GPU against the CPU ---===//
//
// Each operation on cuDNN / cuBLAS compared with the same operation on
// oneDNN (itself checked against loop nests in TensorOpsTest.cpp), and a
// chain of operations whose intermediate tensors stay on the device. Skipped
// where there is no usable GPU with cuDNN 9 and cuBLAS.
//
//===----------------------------------------------------------------------===//
#include "TensorTestUtils.h"

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
    hpvm_tensor_free_batch();
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

} // namespace
