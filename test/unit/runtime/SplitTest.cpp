//===- SplitTest.cpp - one launch shared between devices ------------------===//
//
// The split policy's shares and windows, the window a part's host version
// runs, the merge of what device parts wrote (with a fake device that keeps
// copies of its own), and hpvm_rt_run_node under the policy with host
// versions that record their windows.
//
//===----------------------------------------------------------------------===//
#include "memory/MemoryTracker.h"
#include "memory/SplitCopies.h"
#include "scheduler/InstanceWindow.h"
#include "scheduler/SplitShares.h"

#include "hpvm/hpvm_rt.h"

#include <gtest/gtest.h>

#include <cstring>
#include <map>
#include <mutex>
#include <string>
#include <vector>

using namespace hpvm::rt;

namespace {

std::vector<SplitPart> parts(std::initializer_list<Target> Targets) {
  std::vector<SplitPart> Parts;
  unsigned Version = 0;
  for (Target T : Targets)
    Parts.push_back({{Version++, 0}, T});
  return Parts;
}

TEST(SplitShares, ParsesFixedSharesAndAuto) {
  std::string Error;
  std::optional<SplitSpec> Auto = parseSplit(nullptr, Error);
  ASSERT_TRUE(Auto);
  EXPECT_FALSE(Auto->Fixed);
  ASSERT_TRUE(parseSplit("auto", Error));
  EXPECT_FALSE(parseSplit("auto", Error)->Fixed);
  std::optional<SplitSpec> Spec = parseSplit("gpu:0.7,vector:0.1", Error);
  ASSERT_TRUE(Spec) << Error;
  EXPECT_TRUE(Spec->Fixed);
  EXPECT_TRUE(Spec->Named[static_cast<int>(Target::GPU)]);
  EXPECT_DOUBLE_EQ(Spec->Share[static_cast<int>(Target::GPU)], 0.7);
  EXPECT_DOUBLE_EQ(Spec->Share[static_cast<int>(Target::Vector)], 0.1);
  EXPECT_FALSE(Spec->Named[static_cast<int>(Target::CPU)]);
}

TEST(SplitShares, RejectsMalformedShares) {
  std::string Error;
  EXPECT_FALSE(parseSplit("gpu", Error));
  EXPECT_EQ(Error, "'gpu' is not target:share (a target is cpu, vector, gpu "
                   "or opencl)");
  EXPECT_FALSE(parseSplit("tpu:0.5", Error));
  EXPECT_FALSE(parseSplit("gpu:1.5", Error));
  EXPECT_EQ(Error, "'gpu:1.5': a share is a number from 0 to 1");
  EXPECT_FALSE(parseSplit("gpu:0.5x", Error));
  EXPECT_FALSE(parseSplit("gpu:0.5,gpu:0.1", Error));
  EXPECT_EQ(Error, "target 'gpu' is given twice");
  EXPECT_FALSE(parseSplit("gpu:0.7,cpu:0.5", Error));
  EXPECT_EQ(Error, "the shares add up to more than 1");
}

TEST(SplitShares, FixedSharesSpreadOverUnitsAndTheRest) {
  std::string Error;
  std::vector<SplitPart> P = parts({Target::GPU, Target::CPU});
  assignShares(P, *parseSplit("gpu:0.7", Error), {{}, {}}, 100);
  EXPECT_DOUBLE_EQ(P[0].Share, 0.7);
  EXPECT_NEAR(P[1].Share, 0.3, 1e-12);

  P = parts({Target::OpenCL, Target::OpenCL, Target::CPU});
  assignShares(P, *parseSplit("opencl:0.8", Error), {{5}, {5}, {5}}, 100);
  EXPECT_DOUBLE_EQ(P[0].Share, 0.4);
  EXPECT_DOUBLE_EQ(P[1].Share, 0.4);
  EXPECT_NEAR(P[2].Share, 0.2, 1e-12);
}

TEST(SplitShares, AutomaticSharesFinishTogether) {
  SplitSpec Auto;
  std::vector<SplitPart> P = parts({Target::GPU, Target::CPU});
  assignShares(P, Auto, {{0, 0}, {1e6, 0}}, 1000000);
  EXPECT_DOUBLE_EQ(P[0].Share, 0.5) << "equal until each part has run";
  assignShares(P, Auto, {{3e6, 0}, {1e6, 0}}, 1000000);
  EXPECT_DOUBLE_EQ(P[0].Share, 0.75);
  EXPECT_DOUBLE_EQ(P[1].Share, 0.25);
  // The GPU part's copies take 0.1 s: it gets less, and both finish at
  // 0.1 + 0.675 / 3 = 0.325 / 1 s.
  assignShares(P, Auto, {{3e6, 0.1}, {1e6, 0}}, 1000000);
  EXPECT_NEAR(P[0].Share, 0.675, 1e-12);
  EXPECT_NEAR(P[1].Share, 0.325, 1e-12);
}

TEST(SplitShares, AutomaticSharesLeaveSlowPartsOut) {
  SplitSpec Auto;
  std::vector<SplitPart> P = parts({Target::GPU, Target::CPU});
  assignShares(P, Auto, {{1e9, 0}, {1, 0}}, 1000);
  EXPECT_DOUBLE_EQ(P[0].Share, 1);
  EXPECT_DOUBLE_EQ(P[1].Share, 0) << "too slow to be worth a part";
  P = parts({Target::GPU, Target::GPU, Target::CPU});
  assignShares(P, Auto, {{1000, 0}, {3000, 0}, {10, 0}}, 1000);
  EXPECT_NEAR(P[0].Share, 0.25, 1e-12);
  EXPECT_NEAR(P[1].Share, 0.75, 1e-12);
  EXPECT_DOUBLE_EQ(P[2].Share, 0);
  // Copies longer than the host takes for everything: the host alone.
  P = parts({Target::GPU, Target::CPU});
  assignShares(P, Auto, {{1e9, 2}, {1e6, 0}}, 1000000);
  EXPECT_DOUBLE_EQ(P[0].Share, 0);
  EXPECT_DOUBLE_EQ(P[1].Share, 1);
}

TEST(SplitShares, WindowsCoverTheDimensionInOrder) {
  std::vector<SplitPart> P = parts({Target::GPU, Target::CPU});
  P[0].Share = 0.25;
  P[1].Share = 0.75;
  assignWindows(P, 100000);
  EXPECT_EQ(P[0].Begin, 0);
  EXPECT_EQ(P[0].End, 25000);
  EXPECT_EQ(P[1].Begin, 25000);
  EXPECT_EQ(P[1].End, 100000);
  P[0].Share = 0;
  P[1].Share = 1;
  assignWindows(P, 3);
  EXPECT_EQ(P[0].End, 0);
  EXPECT_EQ(P[1].Begin, 0);
  EXPECT_EQ(P[1].End, 3);
}

TEST(InstanceWindow, AThreadRunsItsWindowOnly) {
  int64_t W[2];
  hpvm_rt_instance_window(10, W);
  EXPECT_EQ(W[0], 0);
  EXPECT_EQ(W[1], 10);
  std::vector<int> Ran(100, 0);
  {
    WindowScope Scope({20, 70});
    hpvm_rt_instance_window(50, W);
    EXPECT_EQ(W[0], 20);
    EXPECT_EQ(W[1], 50) << "cut to the extent";
    hpvm_rt_parallel_for(
        "windowed", 100,
        [](void *Env, int64_t Begin, int64_t End) {
          for (int64_t I = Begin; I != End; ++I)
            ++static_cast<int *>(Env)[I];
        },
        Ran.data());
  }
  for (int I = 0; I != 100; ++I)
    EXPECT_EQ(Ran[I], I >= 20 && I < 70) << I;
  EXPECT_EQ(currentWindow(), nullptr);
}

TEST(SplitCopies, MergeTakesTheBytesEachSideChanged) {
  unsigned char Host[8] = {0, 1, 2, 3, 4, 5, 6, 7};
  const unsigned char Snapshot[8] = {0, 1, 2, 3, 4, 5, 6, 7};
  const unsigned char Fetched[8] = {9, 9, 2, 3, 4, 5, 6, 7};
  Host[6] = 42; // the host's part
  mergeChanged(Host, Fetched, Snapshot, 8);
  const unsigned char Want[8] = {9, 9, 2, 3, 4, 5, 42, 7};
  EXPECT_EQ(memcmp(Host, Want, 8), 0);
}

TEST(SplitCopies, MergeOverManyBlocks) {
  // Over 1 MiB blocks on the workers, the last one short.
  size_t Bytes = (size_t(3) << 20) + 5;
  std::vector<unsigned char> Host(Bytes, 1), Snapshot(Bytes, 1),
      Fetched(Bytes, 1);
  for (size_t I = 0; I < Bytes; I += 4093)
    Fetched[I] = 2;
  Host[Bytes - 1] = 3;
  mergeChanged(Host.data(), Fetched.data(), Snapshot.data(), Bytes);
  for (size_t I = 0; I < Bytes; ++I)
    ASSERT_EQ(Host[I], I == Bytes - 1 ? 3 : I % 4093 == 0 ? 2 : 1) << I;
}

/// Keeps a copy of each object, made when a part acquires it.
class CopyingDevice : public DeviceMemory {
public:
  void copyToHost(const TrackedObject &Object) override {
    std::lock_guard<std::mutex> Lock(M);
    memcpy(Object.Base, Copies.at(Object.Id).data(), Object.Bytes);
  }
  void release(const TrackedObject &) override {}
  std::vector<unsigned char> &copyOf(const Transfer &T) {
    std::lock_guard<std::mutex> Lock(M);
    auto [It, New] = Copies.try_emplace(T.Id);
    if (New)
      It->second.assign(static_cast<unsigned char *>(T.Base),
                        static_cast<unsigned char *>(T.Base) + T.Bytes);
    return It->second;
  }

private:
  std::mutex M;
  std::map<ObjectId, std::vector<unsigned char>> Copies;
};

TEST(SplitCopies, DevicePartsAndTheHostEndInOneHostCopy) {
  MemoryTracker Tracker;
  CopyingDevice Device;
  Location L = Tracker.addDevice(Device);
  std::vector<int> Data(64, -1);
  Tracker.track(Data.data(), Data.size() * sizeof(int));

  SplitCopies Split(Tracker);
  std::vector<std::unique_ptr<SplitCopies::Part>> Parts;
  Parts.push_back(std::make_unique<SplitCopies::Part>(Split));
  SplitCopies::Part &Part = *Parts.back();
  {
    SplitCopies::PartScope Scope(Part);
    EXPECT_EQ(SplitCopies::Part::current(), &Part);
    // What Device::bufferOf does for a part.
    Transfer T = Tracker.acquire(Data.data(), L, Access::In);
    Part.acquired(Device, T, Access::Out);
    Part.launching();
    // The kernel writes instances [0, 40) of its copy.
    auto *Copy = reinterpret_cast<int *>(Device.copyOf(T).data());
    for (int I = 0; I != 40; ++I)
      Copy[I] = 1000 + I;
    Tracker.endUse(T);
  }
  EXPECT_EQ(SplitCopies::Part::current(), nullptr);
  Split.waitUntilLaunching(Part);
  EXPECT_TRUE(Tracker.isValid(Data.data(), HostLocation))
      << "the host's copy stays valid for the host part";
  Split.snapshot(Parts);
  // The host part writes [40, 64), some of it with the value it had.
  Tracker.acquireOnHost(Data.data(), Access::Out);
  for (int I = 40; I != 64; ++I)
    Data[I] = I == 50 ? -1 : 2000 + I;
  Part.fetch();
  Split.merge(Parts);
  for (int I = 0; I != 64; ++I)
    EXPECT_EQ(Data[I], I < 40 ? 1000 + I : I == 50 ? -1 : 2000 + I) << I;
  EXPECT_TRUE(Tracker.isValid(Data.data(), HostLocation));
  EXPECT_FALSE(Tracker.isValid(Data.data(), L));
  Tracker.untrack(Data.data());
}

/// Host versions that record the window they ran.
struct Windows {
  static std::mutex M;
  static std::vector<std::pair<int, std::vector<int64_t>>> Ran;
  template <int Version>
  static void run(void *, void *, int64_t N0, int64_t, int64_t) {
    int64_t W[2];
    hpvm_rt_instance_window(N0, W);
    std::lock_guard<std::mutex> Lock(M);
    Ran.push_back({Version, {W[0], W[1]}});
  }
};
std::mutex Windows::M;
std::vector<std::pair<int, std::vector<int64_t>>> Windows::Ran;

TEST(SplitRun, HostVersionsRunTheirWindowsOrTheWholeNode) {
  static const int32_t Targets[2] = {HPVM_RT_VECTOR, HPVM_RT_CPU};
  static const hpvm_rt_node_fn Fns[2] = {Windows::run<0>, Windows::run<1>};
  static hpvm_rt_node Split{"splits", nullptr, nullptr, Targets, Fns,
                            nullptr,  2,       2,       nullptr};
  static hpvm_rt_node Tied{"tied",  nullptr, nullptr, Targets,          Fns,
                           nullptr, 2,       2,       "it uses atomics"};
  ASSERT_EQ(hpvm_rt_set_policy("split"), 0);
  ASSERT_EQ(hpvm_rt_set_split("vector:0.25,cpu:0.75"), 0);
  EXPECT_EQ(hpvm_rt_set_split("vector:2"), -1);
  hpvm_rt_run_node(&Split, nullptr, nullptr, 100, 1, 1);
  hpvm_rt_run_node(&Tied, nullptr, nullptr, 100, 1, 1);
  // Named alone, the first host version takes everything (the other is
  // not a part).
  ASSERT_EQ(hpvm_rt_set_split("vector:1"), 0);
  hpvm_rt_run_node(&Split, nullptr, nullptr, 100, 1, 1);
  // Named with no share, the second is a part with an empty window: the
  // one left runs the whole node, unsplit.
  ASSERT_EQ(hpvm_rt_set_split("vector:0,cpu:1"), 0);
  hpvm_rt_run_node(&Split, nullptr, nullptr, 100, 1, 1);
  ASSERT_EQ(hpvm_rt_set_split("auto"), 0);
  ASSERT_EQ(hpvm_rt_set_policy("node"), 0);
  std::vector<std::pair<int, std::vector<int64_t>>> Want = {{0, {0, 25}},
                                                            {1, {25, 100}},
                                                            {0, {0, 100}},
                                                            {0, {0, 100}},
                                                            {1, {0, 100}}};
  EXPECT_EQ(Windows::Ran, Want);
}

} // namespace
