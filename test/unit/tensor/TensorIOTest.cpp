//===- TensorIOTest.cpp - reading tensors and labels, accuracy ------------===//
#include "hpvm/tensorUtils.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <malloc.h>
#include <string>
#include <vector>

namespace {

std::string writeFile(const char *Name, const void *Data, size_t Bytes) {
  std::string Path = ::testing::TempDir() + Name;
  FILE *F = std::fopen(Path.c_str(), "wb");
  std::fwrite(Data, 1, Bytes, F);
  std::fclose(F);
  return Path;
}

TEST(TensorIO, ReadsWeightsAndBatchesInNCHWOrder) {
  std::vector<float> Values(2 * 3 * 2 * 2);
  for (size_t I = 0; I != Values.size(); ++I)
    Values[I] = float(I);
  std::string Path =
      writeFile("weights.bin", Values.data(), Values.size() * sizeof(float));
  auto *W = static_cast<Tensor *>(
      readTrainedWeights(Path.c_str(), float_type, 2, 3, 2, 2));
  ASSERT_EQ(W->num_elems, Values.size());
  EXPECT_EQ(W->dims.dim_sizes[1], 3u);
  EXPECT_EQ(static_cast<float *>(W->host_data)[23], 23.0f);

  startMemTracking();
  // Image 1 of a file of two 3x2x2 images.
  auto *B =
      static_cast<Tensor *>(readInputBatch(Path.c_str(), nchw, 1, 2, 3, 2, 2));
  EXPECT_EQ(B->dims.dim_sizes[0], 1u);
  EXPECT_EQ(static_cast<float *>(B->host_data)[0], 12.0f);
  freeBatchMemory();
  hpvm_tensor_free(W);
}

TEST(TensorIO, AccuracyCountsArgmaxHits) {
  uint32_t Labels[] = {2, 0, 1, 1};
  std::string Path = writeFile("labels.bin", Labels, sizeof(Labels));
  uint32_t *Read = readLabels3(Path.c_str(), 4);
  auto *R = static_cast<Tensor *>(create4DTensor(float_type, nchw, 4, 3, 1, 1));
  float Scores[] = {0, 1, 5, 9, 1, 1, 0, 3, 2, 7, 1, 0};
  std::copy(std::begin(Scores), std::end(Scores),
            static_cast<float *>(R->host_data));
  ::testing::internal::CaptureStdout();
  EXPECT_FLOAT_EQ(computeAccuracy3(Read, R), 75.0f);
  EXPECT_EQ(::testing::internal::GetCapturedStdout(), "accuracy: 75.00%\n");
  std::free(Read);
  hpvm_tensor_free(R);
}

// torch2hpvm's tuning binaries read each batch's labels with
// readLabelsBatch3 (it used to be undeclared).
TEST(TensorIO, ReadsASliceOfALabelFile) {
  uint32_t Labels[] = {7, 1, 2, 0, 5};
  std::string Path = writeFile("slice-labels.bin", Labels, sizeof(Labels));
  uint32_t *Read = readLabelsBatch3(Path.c_str(), 1, 4);
  EXPECT_EQ(Read[0], 1u);
  EXPECT_EQ(Read[1], 2u);
  EXPECT_EQ(Read[2], 0u);
  std::free(Read);
}

TEST(TensorIODeathTest, ALabelSliceOutsideTheFileIsAnError) {
  uint32_t Labels[] = {7, 1, 2, 0, 5};
  std::string Path = writeFile("slice-labels.bin", Labels, sizeof(Labels));
  EXPECT_EXIT(readLabelsBatch3(Path.c_str(), 3, 6),
              ::testing::ExitedWithCode(1),
              "hpvm-tensor: error: readLabelsBatch3: '.*slice-labels.bin' "
              "has fewer than 24 bytes");
  EXPECT_EXIT(readLabelsBatch3(Path.c_str(), 2, 2),
              ::testing::ExitedWithCode(1),
              "hpvm-tensor: error: readLabelsBatch3: the label range \\[2, "
              "2\\) is empty or negative");
}

TEST(TensorIO, TheReleaseRuntimeControllerScoresABatch) {
  uint32_t Labels[] = {7, 1, 2, 0};
  std::string Path = writeFile("batch-labels.bin", Labels, sizeof(Labels));
  auto *R = static_cast<Tensor *>(create4DTensor(float_type, nchw, 2, 3, 1, 1));
  float Scores[] = {0, 0, 1, 1, 0, 0}; // labels 2 and 0: both right
  std::copy(std::begin(Scores), std::end(Scores),
            static_cast<float *>(R->host_data));
  ::testing::internal::CaptureStdout();
  llvm_hpvm_invokeRtControl(R, Path.c_str(), 2, 4);
  EXPECT_EQ(::testing::internal::GetCapturedStdout(), "accuracy: 100.00%\n");
  hpvm_tensor_free(R);
}

// Operations' results are not zeroed (they write all of it); a tensor the
// program creates is, whatever the allocator hands out (glibc's M_PERTURB
// fills what malloc returns).
TEST(TensorIO, CreatedTensorsAreZeroed) {
  ASSERT_EQ(mallopt(M_PERTURB, 0x55), 1);
  auto *T = static_cast<Tensor *>(create4DTensor(float_type, nchw, 8, 4, 4, 4));
  mallopt(M_PERTURB, 0);
  auto *Data = static_cast<float *>(T->host_data);
  for (size_t I = 0; I != T->num_elems; ++I)
    ASSERT_EQ(Data[I], 0.0f) << "element " << I;
  hpvm_tensor_free(T);
}

// The release's Keras-frontend networks time their batch loop with these
// (they used to be undeclared).
TEST(TensorIO, StopProfilingPrintsTheTimeSinceStartProfiling) {
  startProfiling();
  usleep(20000);
  ::testing::internal::CaptureStderr();
  stopProfiling();
  std::string Err = ::testing::internal::GetCapturedStderr();
  double Seconds = 0;
  ASSERT_EQ(std::sscanf(Err.c_str(),
                        "hpvm-tensor: %lf s from startProfiling to "
                        "stopProfiling\n",
                        &Seconds),
            1)
      << Err;
  EXPECT_GE(Seconds, 0.02);
  EXPECT_LT(Seconds, 10.0);
}

TEST(TensorIODeathTest, StopProfilingWithoutStartIsAnError) {
  EXPECT_EXIT(stopProfiling(), ::testing::ExitedWithCode(1),
              "hpvm-tensor: error: stopProfiling: startProfiling was not "
              "called");
}

TEST(TensorIODeathTest, AShortFileIsAnError) {
  float One = 1;
  std::string Path = writeFile("short.bin", &One, sizeof(One));
  EXPECT_EXIT(readTrainedWeights(Path.c_str(), float_type, 1, 1, 1, 2),
              ::testing::ExitedWithCode(1),
              "hpvm-tensor: error: readTrainedWeights: '.*short.bin' has "
              "fewer than 8 bytes");
}

} // namespace
