//===- TensorCurveTest.cpp - a tuned curve's file and run-time choice -----===//
//
// hpvm-tune's curve file (runtime/tensor/tuning/Curve.h) read back, its
// errors, and the configuration a speedup target or a missed deadline
// chooses, applied as the knobs of the operations.
//
//===----------------------------------------------------------------------===//
#include "tensor/Knobs.h"
#include "tensor/tuning/Curve.h"

#include "hpvm/hpvm_tensor.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <sstream>

namespace {

using namespace hpvm::tensor;

const char *const ThreePoints = "# hpvm-tune curve\n"
                                "configuration 1.0 98.3\n"
                                "configuration 1.5 97.9  # comment\n"
                                "conv perf_row_50_1\n"
                                "\n"
                                "configuration 2.25 97.2\n"
                                "conv samp_25_3\n"
                                "fc red_samp_40\n";

std::optional<std::vector<CurvePoint>> parse(const std::string &Text) {
  std::istringstream In(Text);
  return parseCurve(In, "curve.txt");
}

std::string parseError(const std::string &Text) {
  testing::internal::CaptureStderr();
  EXPECT_FALSE(parse(Text));
  return testing::internal::GetCapturedStderr();
}

TEST(TensorCurve, ReadsConfigurationsInOrder) {
  auto Curve = parse(ThreePoints);
  ASSERT_TRUE(Curve);
  ASSERT_EQ(Curve->size(), 3u);
  EXPECT_EQ((*Curve)[0].Speedup, 1.0);
  EXPECT_TRUE((*Curve)[0].Knobs.empty());
  EXPECT_EQ((*Curve)[1].Quality, 97.9);
  ASSERT_EQ((*Curve)[2].Knobs.size(), 2u);
  EXPECT_EQ((*Curve)[2].Knobs[1].first, "fc");
  EXPECT_EQ((*Curve)[2].Knobs[1].second, "red_samp_40");
}

TEST(TensorCurve, ChoosesTheFirstFastEnoughPoint) {
  auto Curve = parse(ThreePoints);
  ASSERT_TRUE(Curve);
  EXPECT_EQ(pointForSpeedup(*Curve, 0), 0u);
  EXPECT_EQ(pointForSpeedup(*Curve, 1.0), 0u);
  EXPECT_EQ(pointForSpeedup(*Curve, 1.2), 1u);
  EXPECT_EQ(pointForSpeedup(*Curve, 2.25), 2u);
  EXPECT_EQ(pointForSpeedup(*Curve, 9), 2u); // none is: the fastest
}

TEST(TensorCurve, ErrorsNameTheLine) {
  EXPECT_EQ(parseError("configuration 2 1\nconfiguration 1.5 1\n"),
            "curve.txt:2: error: the speedups of a curve's configurations "
            "must not decrease\n");
  EXPECT_EQ(parseError("conv fp16\n"),
            "curve.txt:1: error: expected 'configuration <speedup> "
            "<quality>' before the first knob\n");
  EXPECT_EQ(parseError("configuration 1 1\nconv perf_row_50_2\n"),
            "curve.txt:2: error: 'perf_row_50_2' is not a knob\n");
  EXPECT_EQ(parseError("configuration 0 1\n"),
            "curve.txt:1: error: expected 'configuration <speedup> "
            "<quality>' with a positive speedup\n");
  EXPECT_EQ(parseError("# nothing\n"),
            "curve.txt:2: error: the curve has no configuration\n");
}

class LoadedCurve : public ::testing::Test {
protected:
  void SetUp() override {
    std::ofstream(Path) << ThreePoints;
    ASSERT_EQ(hpvm_tensor_load_curve(Path.c_str()), 3);
  }
  void TearDown() override {
    hpvm_tensor_clear_knobs();
    std::remove(Path.c_str());
  }
  std::string Path = testing::TempDir() + "tensor-curve-test.txt";
};

TEST_F(LoadedCurve, ChoosingAppliesThePointsKnobsOnly) {
  ASSERT_EQ(hpvm_tensor_set_knob("other", "fp16"), 0);
  EXPECT_EQ(hpvm_tensor_choose_speedup(2.0), 2);
  EXPECT_EQ(knobOf("conv").K, Knob::SampleFilter);
  EXPECT_EQ(knobOf("fc").K, Knob::SampleReduction);
  EXPECT_EQ(knobOf("other").K, Knob::Exact);
  EXPECT_EQ(hpvm_tensor_choose_speedup(1.1), 1);
  EXPECT_EQ(knobOf("conv").K, Knob::PerforateRows);
  EXPECT_EQ(knobOf("fc").K, Knob::Exact);
  double Speedup = 0, Quality = 0;
  ASSERT_EQ(hpvm_tensor_curve_point(2, &Speedup, &Quality), 1);
  EXPECT_EQ(Speedup, 2.25);
  EXPECT_EQ(Quality, 97.2);
  EXPECT_EQ(hpvm_tensor_curve_point(3, &Speedup, &Quality), 0);
}

TEST_F(LoadedCurve, AMissedDeadlineMovesToAFasterPointAndBack) {
  EXPECT_EQ(hpvm_tensor_choose_speedup(0), 0);
  // 1.4 s for a 1 s deadline at speedup 1: needs 1.4x.
  EXPECT_EQ(hpvm_tensor_meet_deadline(1.4, 1.0), 1);
  // 1.2 s at 1.5x: needs 1.8x.
  EXPECT_EQ(hpvm_tensor_meet_deadline(1.2, 1.0), 2);
  EXPECT_EQ(knobOf("fc").K, Knob::SampleReduction);
  // 0.3 s at 2.25x: 0.675x is enough, the most accurate point.
  EXPECT_EQ(hpvm_tensor_meet_deadline(0.3, 1.0), 0);
  EXPECT_EQ(knobOf("conv").K, Knob::Exact);
}

TEST(TensorCurveFile, AMissingFileIsAnError) {
  testing::internal::CaptureStderr();
  EXPECT_EQ(hpvm_tensor_load_curve("/nonexistent/curve.txt"), -1);
  EXPECT_EQ(testing::internal::GetCapturedStderr(),
            "hpvm-tensor: error: cannot read curve '/nonexistent/curve.txt'\n");
}

} // namespace
