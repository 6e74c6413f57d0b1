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
#include "memory/SplitSections.h"
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
  Parts.push_back(
      std::make_unique<SplitCopies::Part>(Split, std::vector<Section>()));
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

TEST(SplitSections, WrittenObjectsInDisjointSectionsAreCopiedBySection) {
  MemoryTracker Tracker;
  std::vector<char> X(100), Y(100), Z(100), W(100);
  for (std::vector<char> *V : {&X, &Y, &Z, &W})
    Tracker.track(V->data(), V->size());
  auto at = [](std::vector<char> &V, uint64_t Offset) {
    return reinterpret_cast<uintptr_t>(V.data()) + Offset;
  };
  // Two parts. X: written, rows [0, 60) and [60, 100), also read through a
  // second parameter in the same rows: by section. Y: read only, not
  // affine: left alone. Z: written, not affine; W: written, overlapping:
  // whole.
  std::vector<std::vector<ParamSection>> PerPart = {
      {{at(X, 0), at(X, 0), at(X, 60), true},
       {at(X, 10), at(X, 10), at(X, 50), false},
       {at(Y, 0), 0, 0, false},
       {at(Z, 0), 0, 0, true},
       {at(W, 0), at(W, 0), at(W, 60), true}},
      {{at(X, 0), at(X, 60), at(X, 100), true},
       {at(X, 10), at(X, 70), at(X, 90), false},
       {at(Y, 0), 0, 0, false},
       {at(Z, 0), 0, 0, true},
       {at(W, 0), at(W, 50), at(W, 100), true}}};
  SectionPlan Plan = planSections(PerPart, Tracker);
  EXPECT_EQ(Plan.BySection, 1u);
  EXPECT_EQ(Plan.Whole, 2u);
  ASSERT_EQ(Plan.PerPart.size(), 2u);
  ASSERT_EQ(Plan.PerPart[0].size(), 1u);
  ASSERT_EQ(Plan.PerPart[1].size(), 1u);
  EXPECT_EQ(Plan.PerPart[0][0].Base, X.data());
  EXPECT_EQ(Plan.PerPart[0][0].Offset, 0u);
  EXPECT_EQ(Plan.PerPart[0][0].Bytes, 60u);
  EXPECT_EQ(Plan.PerPart[1][0].Offset, 60u);
  EXPECT_EQ(Plan.PerPart[1][0].Bytes, 40u);
  EXPECT_TRUE(Plan.PerPart[1][0].contains(X.data() + 99));
  EXPECT_FALSE(Plan.PerPart[1][0].contains(Y.data()));
  EXPECT_EQ(describeSections(Plan).substr(0, 30),
            "1 object by section, 2 whole (");
  for (std::vector<char> *V : {&X, &Y, &Z, &W})
    Tracker.untrack(V->data());
}

TEST(SplitCopies, ADevicePartCopiesOnlyItsSection) {
  MemoryTracker Tracker;
  CopyingDevice Device;
  Tracker.addDevice(Device);
  std::vector<int> Data(64, -1);
  const size_t Bytes = Data.size() * sizeof(int);
  Tracker.track(Data.data(), Bytes);

  // The device part runs instances [0, 40), the host part [40, 64).
  Section Mine{Data.data(), Bytes, 0, 40 * sizeof(int)};
  SplitCopies Split(Tracker);
  std::vector<std::unique_ptr<SplitCopies::Part>> Parts;
  Parts.push_back(
      std::make_unique<SplitCopies::Part>(Split, std::vector<Section>{Mine}));
  SplitCopies::Part &Part = *Parts.back();
  size_t CopiedHome = 0;
  std::vector<unsigned char> Copy(Bytes, 0xee); // the device's, stale
  {
    SplitCopies::PartScope Scope(Part);
    // What Device::bufferOf does for a part with a section.
    const Section *S = Part.sectionOf(Data.data() + 10);
    ASSERT_NE(S, nullptr);
    EXPECT_EQ(Part.sectionOf(&CopiedHome), nullptr);
    bool CopyIn = false;
    Transfer T =
        Tracker.acquireSection(Data.data(), S->Bytes, Access::InOut, CopyIn);
    EXPECT_FALSE(T.CopyNeeded);
    EXPECT_TRUE(CopyIn);
    memcpy(Copy.data() + S->Offset,
           reinterpret_cast<unsigned char *>(Data.data()) + S->Offset,
           S->Bytes);
    Part.acquiredSection(T, *S, [&, S] {
      memcpy(reinterpret_cast<unsigned char *>(Data.data()) + S->Offset,
             Copy.data() + S->Offset, S->Bytes);
      CopiedHome += S->Bytes;
    });
    Part.launching();
    auto *Kernel = reinterpret_cast<int *>(Copy.data());
    for (int I = 0; I != 40; ++I)
      Kernel[I] = 1000 + I;
    Tracker.endUse(T);
  }
  Split.waitUntilLaunching(Part);
  Split.snapshot(Parts);
  Tracker.acquireOnHost(Data.data(), Access::Out);
  for (int I = 40; I != 64; ++I)
    Data[I] = 2000 + I;
  Part.fetch();
  Split.merge(Parts);
  for (int I = 0; I != 64; ++I)
    EXPECT_EQ(Data[I], I < 40 ? 1000 + I : 2000 + I) << I;
  EXPECT_EQ(CopiedHome, 40 * sizeof(int));
  MemoryStats Stats = Tracker.stats();
  EXPECT_EQ(Stats.ToDeviceBytes, 40 * sizeof(int));
  EXPECT_EQ(Stats.ToHostBytes, 40 * sizeof(int));
  EXPECT_TRUE(Tracker.isValid(Data.data(), HostLocation));
  EXPECT_FALSE(Tracker.isValid(Data.data(), 1));
  Tracker.untrack(Data.data());
}

TEST(SplitCopies, AnOutOnlySectionIsNotCopiedIn) {
  // As acquire() does for a whole object: a node's out section is only
  // copied home, unless the node may write only part of what the object
  // holds (here: a smaller section tracked inside it).
  MemoryTracker Tracker;
  CopyingDevice Device;
  Tracker.addDevice(Device);
  std::vector<int> Data(64, -1);
  const size_t Bytes = Data.size() * sizeof(int), Mine = 40 * sizeof(int);
  Tracker.track(Data.data(), Bytes);
  bool CopyIn = true;
  Transfer T = Tracker.acquireSection(Data.data(), Mine, Access::Out, CopyIn);
  EXPECT_FALSE(CopyIn);
  EXPECT_FALSE(T.CopyNeeded);
  Tracker.endUse(T);
  MemoryStats Stats = Tracker.stats();
  EXPECT_EQ(Stats.ToDeviceBytes, 0u);
  EXPECT_EQ(Stats.ToHostBytes, Mine);

  Tracker.track(Data.data() + 8, 4 * sizeof(int));
  T = Tracker.acquireSection(Data.data(), Mine, Access::Out, CopyIn);
  EXPECT_TRUE(CopyIn);
  Tracker.endUse(T);
  EXPECT_EQ(Tracker.stats().ToDeviceBytes, Mine);
  Tracker.untrack(Data.data() + 8);
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
  static hpvm_rt_node Split{"splits", nullptr, nullptr, Targets, Fns, nullptr,
                            2,        2,       nullptr, nullptr, 0};
  static hpvm_rt_node Tied{
      "tied", nullptr, nullptr,           Targets, Fns, nullptr,
      2,      2,       "it uses atomics", nullptr, 0};
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
