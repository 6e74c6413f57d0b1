//===- StagedCopiesTest.cpp - copies through page-locked buffers ----------===//
//
// With a GPU (skipped, saying so, without one): objects of awkward sizes,
// from one byte (copied home through the small buffer) to more than two
// buffers, make the round trip host -> device
// -> host byte for byte; the host may overwrite its data as soon as the copy
// to the device returns; two threads copying at once both get their own
// data back. Without one: staging is on unless HPVM_GPU_STAGING=0.
//
//===----------------------------------------------------------------------===//
#include "device/cuda/StagedCopies.h"
#include "device/cuda/CudaDriver.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <string>
#include <thread>
#include <vector>

using namespace hpvm::rt::cuda;

namespace {

TEST(StagedCopiesSetting, OnUnlessZero) {
  EXPECT_EQ(StagedCopies::minBytes(nullptr), size_t(1) << 20);
  EXPECT_EQ(StagedCopies::minBytes("1"), size_t(1) << 20);
  EXPECT_EQ(StagedCopies::minBytes("0"), 0u);
}

class StagedCopiesOnGPU : public ::testing::Test {
protected:
  void SetUp() override {
    std::string Why;
    D = loadDriver(Why);
    int Count = 0;
    if (D && (D->cuInit(0) != CUDA_SUCCESS ||
              D->cuDeviceGetCount(&Count) != CUDA_SUCCESS || Count == 0))
      Why = "the CUDA driver shows no GPU";
    if (!D || Count == 0)
      GTEST_SKIP() << "needs a GPU: " << Why;
    CUdevice Device;
    ASSERT_EQ(D->cuDeviceGet(&Device, 0), CUDA_SUCCESS);
    ASSERT_EQ(D->cuDevicePrimaryCtxRetain(&Context, Device), CUDA_SUCCESS);
    ASSERT_EQ(D->cuCtxSetCurrent(Context), CUDA_SUCCESS);
  }

  /// Bytes bytes that differ from those of another Seed.
  static std::vector<unsigned char> pattern(size_t Bytes, unsigned Seed) {
    std::vector<unsigned char> V(Bytes);
    for (size_t I = 0; I < Bytes; ++I)
      V[I] = static_cast<unsigned char>((I * 7 + I / 4093 + Seed) & 0xff);
    return V;
  }

  /// Copies Want to a new device buffer and back through Copies, clearing
  /// the host's data right after the copy in; true if it came back.
  bool roundTrip(StagedCopies &Copies, const std::vector<unsigned char> &Want) {
    CUdeviceptr Buffer = 0;
    EXPECT_EQ(D->cuMemAlloc(&Buffer, Want.size()), CUDA_SUCCESS);
    std::vector<unsigned char> Host = Want, Back(Want.size(), 0);
    const char *Failed = nullptr;
    EXPECT_EQ(Copies.toDevice(Buffer, Host.data(), Host.size(), Failed),
              CUDA_SUCCESS)
        << Failed;
    std::fill(Host.begin(), Host.end(), 0);
    EXPECT_EQ(Copies.toHost(Back.data(), Buffer, Back.size(), Failed),
              CUDA_SUCCESS)
        << Failed;
    EXPECT_EQ(D->cuMemFree(Buffer), CUDA_SUCCESS);
    return Back == Want;
  }

  const Driver *D = nullptr;
  CUcontext Context = nullptr;
};

TEST_F(StagedCopiesOnGPU, RoundTripsOfAwkwardSizes) {
  StagedCopies Copies(*D);
  constexpr size_t Chunk = StagedCopies::ChunkBytes;
  constexpr size_t Small = StagedCopies::SmallHomeBytes;
  for (size_t Bytes : {size_t(1), size_t(4099), Small, Small + 1, Chunk - 1,
                       Chunk, Chunk + 1, 2 * Chunk + 12345, 5 * Chunk / 2})
    EXPECT_TRUE(roundTrip(Copies, pattern(Bytes, Bytes % 251)))
        << Bytes << " bytes";
}

TEST_F(StagedCopiesOnGPU, TwoThreadsAtOnce) {
  StagedCopies Copies(*D);
  bool Ok[2] = {false, false};
  auto Run = [&](int T) {
    EXPECT_EQ(D->cuCtxSetCurrent(Context), CUDA_SUCCESS);
    bool All = true;
    for (int Round = 0; Round < 3; ++Round)
      All &= roundTrip(Copies, pattern(5 * StagedCopies::ChunkBytes / 2 + T,
                                       T * 100 + Round));
    Ok[T] = All;
  };
  std::thread Other(Run, 1);
  Run(0);
  Other.join();
  EXPECT_TRUE(Ok[0]);
  EXPECT_TRUE(Ok[1]);
}

} // namespace
