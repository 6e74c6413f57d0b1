//===- SchedulerTest.cpp - the scheduling policies
//--------------------------===//
//
// Each policy's choices on fake devices (usable or not, busy or not), the
// fallback rules, the measured policy's learning, the parsing of
// HPVM_UNAVAILABLE and HPVM_UNAVAILABLE_AT, and hpvm_rt_run_node with
// versions that record where they ran or throw.
//
//===----------------------------------------------------------------------===//
#include "scheduler/Scheduler.h"
#include "scheduler/DeviceState.h"

#include "hpvm/hpvm_rt.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

using namespace hpvm::rt;

namespace {

struct FakeDevices final : Devices {
  bool Usable[NumTargets] = {true, true, true, true};
  bool Busy[NumTargets] = {};
  /// OpenCL devices, each usable and busy on its own.
  unsigned OpenCLUnits = 1;
  bool UnitUsable[MaxUnits] = {true, true, true, true, true, true, true, true};
  bool UnitBusy[MaxUnits] = {};
  unsigned units(Target T) override {
    return T == Target::OpenCL ? OpenCLUnits : 1;
  }
  bool usable(Target T, unsigned Unit) override {
    return Usable[static_cast<int>(T)] &&
           (T != Target::OpenCL || UnitUsable[Unit]);
  }
  bool busy(Target T, unsigned Unit) override {
    return Busy[static_cast<int>(T)] || (T == Target::OpenCL && UnitBusy[Unit]);
  }
};

constexpr Target GPUThenCPU[] = {Target::GPU, Target::CPU};
constexpr Target ThreeListed[] = {Target::CPU, Target::Vector, Target::GPU};

/// The targets chosen for Runs runs of a node with versions V.
std::vector<Target> choices(Policy P, const Versions &V, Devices &D,
                            unsigned Runs, NodeHistory &H) {
  std::vector<Target> Out;
  for (unsigned I = 0; I != Runs; ++I)
    Out.push_back(V.Targets[chooseVersion(P, V, H, 1000, D).Version]);
  return Out;
}

/// The same, as "target:unit" strings.
std::vector<std::string> placements(Policy P, const Versions &V, Devices &D,
                                    unsigned Runs, NodeHistory &H) {
  std::vector<std::string> Out;
  for (unsigned I = 0; I != Runs; ++I) {
    Choice C = chooseVersion(P, V, H, 1000, D);
    Out.push_back(std::string(targetName(V.Targets[C.Version])) + ":" +
                  std::to_string(C.Unit));
  }
  return Out;
}

TEST(SchedulerTest, NodePolicyRunsTheFirstUsableListedVersion) {
  FakeDevices D;
  NodeHistory H;
  Versions V{ThreeListed, 3, 3};
  EXPECT_EQ(choices(Policy::Node, V, D, 3, H),
            std::vector<Target>(3, Target::CPU));
  Versions G{GPUThenCPU, 2, 2};
  EXPECT_EQ(choices(Policy::Node, G, D, 2, H),
            std::vector<Target>(2, Target::GPU));
  D.Usable[static_cast<int>(Target::GPU)] = false;
  EXPECT_EQ(choices(Policy::Node, G, D, 2, H),
            std::vector<Target>(2, Target::CPU));
}

TEST(SchedulerTest, FallbacksRunOnlyWhenNoListedVersionIsUsable) {
  FakeDevices D;
  NodeHistory H;
  // target(gpu): the CPU version is the compiler's fallback.
  Versions V{GPUThenCPU, 2, 1};
  EXPECT_EQ(choices(Policy::Item, V, D, 4, H),
            std::vector<Target>(4, Target::GPU));
  D.Usable[static_cast<int>(Target::GPU)] = false;
  EXPECT_EQ(choices(Policy::Item, V, D, 2, H),
            std::vector<Target>(2, Target::CPU));
}

TEST(SchedulerTest, AWithdrawnHostVersionStillRunsWhenItIsTheOnlyOne) {
  FakeDevices D;
  NodeHistory H;
  constexpr Target VectorOnly[] = {Target::Vector};
  D.Usable[static_cast<int>(Target::Vector)] = false;
  EXPECT_EQ(choices(Policy::Dynamic, Versions{VectorOnly, 1, 1}, D, 1, H),
            std::vector<Target>{Target::Vector});
  // target(vector, gpu) without either device: the host runs it.
  constexpr Target VectorGPU[] = {Target::Vector, Target::GPU};
  D.Usable[static_cast<int>(Target::GPU)] = false;
  EXPECT_EQ(choices(Policy::Node, Versions{VectorGPU, 2, 2}, D, 1, H),
            std::vector<Target>{Target::Vector});
}

TEST(SchedulerTest, OpenCLIsADeviceNotTheHost) {
  FakeDevices D;
  NodeHistory H;
  // target(opencl, gpu): the CPU version is the fallback of both.
  constexpr Target OpenCLGPUCPU[] = {Target::OpenCL, Target::GPU,
                                     Target::CPU};
  Versions V{OpenCLGPUCPU, 3, 2};
  EXPECT_EQ(choices(Policy::Item, V, D, 4, H),
            (std::vector<Target>{Target::OpenCL, Target::GPU, Target::OpenCL,
                                 Target::GPU}));
  D.Usable[static_cast<int>(Target::GPU)] = false;
  EXPECT_EQ(choices(Policy::Node, V, D, 1, H),
            std::vector<Target>{Target::OpenCL});
  D.Usable[static_cast<int>(Target::OpenCL)] = false;
  EXPECT_EQ(choices(Policy::Node, V, D, 2, H),
            std::vector<Target>(2, Target::CPU));
  // target(opencl, vector) with neither: the host runs the vector version.
  constexpr Target OpenCLVector[] = {Target::OpenCL, Target::Vector};
  D.Usable[static_cast<int>(Target::Vector)] = false;
  EXPECT_EQ(choices(Policy::Node, Versions{OpenCLVector, 2, 2}, D, 1, H),
            std::vector<Target>{Target::Vector});
}

TEST(SchedulerTest, SeveralOpenCLDevicesShareTheNodesRuns) {
  FakeDevices D;
  D.OpenCLUnits = 2;
  constexpr Target OpenCLCPU[] = {Target::OpenCL, Target::CPU};
  // target(opencl): cpu is the fallback.
  Versions V{OpenCLCPU, 2, 1};
  NodeHistory H;
  // node: the first device; item: each device in turn.
  EXPECT_EQ(placements(Policy::Node, V, D, 2, H),
            (std::vector<std::string>{"opencl:0", "opencl:0"}));
  EXPECT_EQ(placements(Policy::Item, V, D, 4, H),
            (std::vector<std::string>{"opencl:0", "opencl:1", "opencl:0",
                                      "opencl:1"}));
  // dynamic: the first free device, so that concurrent nodes spread.
  D.UnitBusy[0] = true;
  EXPECT_EQ(placements(Policy::Dynamic, V, D, 1, H),
            std::vector<std::string>{"opencl:1"});
  D.UnitBusy[1] = true;
  EXPECT_EQ(placements(Policy::Dynamic, V, D, 1, H),
            std::vector<std::string>{"opencl:0"});
  D.UnitBusy[0] = D.UnitBusy[1] = false;
  // A device that cannot run the node is left out; with none, the cpu.
  D.UnitUsable[0] = false;
  EXPECT_EQ(placements(Policy::Node, V, D, 1, H),
            std::vector<std::string>{"cpu:0"});
  D.UnitUsable[0] = true;
  D.UnitUsable[1] = false;
  NodeHistory Fresh;
  EXPECT_EQ(placements(Policy::Item, V, D, 2, Fresh),
            (std::vector<std::string>{"opencl:0", "opencl:0"}));
}

TEST(SchedulerTest, MeasuredPolicyTimesEachOpenCLDevice) {
  FakeDevices D;
  D.OpenCLUnits = 3;
  constexpr Target OpenCLCPU[] = {Target::OpenCL, Target::CPU};
  Versions V{OpenCLCPU, 2, 2};
  NodeHistory H;
  const double Seconds[] = {4.0, 1.0, 2.0}; // opencl:0, :1, :2; cpu 3.0
  unsigned Runs[MaxUnits + 1] = {};
  for (unsigned Run = 0; Run != 4 * NodeHistory::Trials + 2; ++Run) {
    Choice C = chooseVersion(Policy::Measured, V, H, 1000, D);
    bool OnCPU = V.Targets[C.Version] == Target::CPU;
    ++Runs[OnCPU ? MaxUnits : C.Unit];
    recordRun(H, V, C, 1000, OnCPU ? 3.0 : Seconds[C.Unit]);
  }
  // Each device tried, then the fastest, device 1, kept.
  EXPECT_EQ(Runs[0], NodeHistory::Trials);
  EXPECT_EQ(Runs[1], NodeHistory::Trials + 2);
  EXPECT_EQ(Runs[2], NodeHistory::Trials);
  EXPECT_EQ(Runs[MaxUnits], NodeHistory::Trials);
}

TEST(SchedulerTest, ItemPolicyAlternatesOverTheUsableVersions) {
  FakeDevices D;
  NodeHistory H;
  Versions V{ThreeListed, 3, 3};
  EXPECT_EQ(choices(Policy::Item, V, D, 6, H),
            (std::vector<Target>{Target::CPU, Target::Vector, Target::GPU,
                                 Target::CPU, Target::Vector, Target::GPU}));
  // Without the GPU the pattern covers the other two.
  D.Usable[static_cast<int>(Target::GPU)] = false;
  NodeHistory Fresh;
  EXPECT_EQ(choices(Policy::Item, V, D, 4, Fresh),
            (std::vector<Target>{Target::CPU, Target::Vector, Target::CPU,
                                 Target::Vector}));
}

TEST(SchedulerTest, DynamicPolicyTakesTheFirstFreeDevice) {
  FakeDevices D;
  NodeHistory H;
  Versions V{GPUThenCPU, 2, 2};
  EXPECT_EQ(choices(Policy::Dynamic, V, D, 1, H),
            std::vector<Target>{Target::GPU});
  D.Busy[static_cast<int>(Target::GPU)] = true;
  EXPECT_EQ(choices(Policy::Dynamic, V, D, 1, H),
            std::vector<Target>{Target::CPU});
  // Everything busy: the first usable one, to wait its turn there.
  D.Busy[static_cast<int>(Target::CPU)] = true;
  EXPECT_EQ(choices(Policy::Dynamic, V, D, 1, H),
            std::vector<Target>{Target::GPU});
  // Taken away: work moves to what is left.
  D.Busy[static_cast<int>(Target::CPU)] = false;
  D.Busy[static_cast<int>(Target::GPU)] = false;
  D.Usable[static_cast<int>(Target::GPU)] = false;
  EXPECT_EQ(choices(Policy::Dynamic, V, D, 1, H),
            std::vector<Target>{Target::CPU});
}

TEST(SchedulerTest, MeasuredPolicyTriesEachVersionThenKeepsTheFastest) {
  FakeDevices D;
  NodeHistory H;
  Versions V{ThreeListed, 3, 3};
  const double Seconds[] = {3.0, 1.0, 2.0}; // cpu, vector, gpu
  std::vector<Target> Ran;
  for (unsigned Run = 0; Run != 3 * NodeHistory::Trials + 3; ++Run) {
    Choice C = chooseVersion(Policy::Measured, V, H, 1000, D);
    Ran.push_back(V.Targets[C.Version]);
    recordRun(H, V, C, 1000, Seconds[C.Version]);
  }
  for (Target T : ThreeListed)
    EXPECT_EQ(std::count(Ran.begin(), Ran.begin() + 3 * NodeHistory::Trials, T),
              NodeHistory::Trials);
  EXPECT_EQ(std::vector<Target>(Ran.end() - 3, Ran.end()),
            std::vector<Target>(3, Target::Vector));
  // The fastest one gone, the next fastest.
  D.Usable[static_cast<int>(Target::Vector)] = false;
  EXPECT_EQ(V.Targets[chooseVersion(Policy::Measured, V, H, 1000, D).Version],
            Target::GPU);
}

TEST(SchedulerTest, MeasuredPolicyLearnsEachProblemSizeOnItsOwn) {
  FakeDevices D;
  NodeHistory H;
  Versions V{GPUThenCPU, 2, 2};
  // Small problems: the CPU wins; large ones: the GPU.
  for (uint64_t Size : {uint64_t(100), uint64_t(1) << 20})
    for (unsigned Run = 0; Run != 2 * NodeHistory::Trials; ++Run) {
      Choice C = chooseVersion(Policy::Measured, V, H, Size, D);
      bool Fast = (V.Targets[C.Version] == Target::CPU) == (Size == 100);
      recordRun(H, V, C, Size, Fast ? 1.0 : 5.0);
    }
  EXPECT_EQ(V.Targets[chooseVersion(Policy::Measured, V, H, 100, D).Version],
            Target::CPU);
  EXPECT_EQ(V.Targets[chooseVersion(Policy::Measured, V, H, 120, D).Version],
            Target::CPU);
  EXPECT_EQ(
      V.Targets[chooseVersion(Policy::Measured, V, H, 1 << 20, D).Version],
      Target::GPU);
}

TEST(SchedulerTest, PolicyAndTargetNames) {
  for (Policy P :
       {Policy::Node, Policy::Item, Policy::Dynamic, Policy::Measured})
    EXPECT_EQ(policyNamed(policyName(P)), P);
  EXPECT_EQ(policyNamed("fastest"), std::nullopt);
  for (Target T : ThreeListed)
    EXPECT_EQ(targetNamed(targetName(T)), T);
  EXPECT_EQ(targetNamed("opencl"), Target::OpenCL);
  EXPECT_STREQ(targetName(Target::OpenCL), "opencl");
  EXPECT_EQ(targetNamed("fpga"), std::nullopt);
}

TEST(DeviceStateTest, WithdrawnFromTheEnvironment) {
  DeviceState S;
  std::string Error;
  ASSERT_TRUE(S.configure("gpu", "vector:2-4", Error)) << Error;
  for (uint64_t Decision : {0, 1, 2, 3, 4, 100})
    EXPECT_TRUE(S.withdrawn(Target::GPU, Decision));
  EXPECT_FALSE(S.withdrawn(Target::Vector, 1));
  EXPECT_TRUE(S.withdrawn(Target::Vector, 2));
  EXPECT_TRUE(S.withdrawn(Target::Vector, 3));
  EXPECT_FALSE(S.withdrawn(Target::Vector, 4));
  EXPECT_FALSE(S.withdrawn(Target::CPU, 3));
  // Given back by the program, taken again.
  EXPECT_TRUE(S.setAvailable(Target::GPU, true));
  EXPECT_FALSE(S.withdrawn(Target::GPU, 0));
  EXPECT_TRUE(S.setAvailable(Target::GPU, false));
  EXPECT_TRUE(S.withdrawn(Target::GPU, 0));
  EXPECT_FALSE(S.setAvailable(Target::CPU, false));
}

TEST(DeviceStateTest, OpenCLIsWithdrawnAndBusyOnItsOwn) {
  DeviceState S;
  std::string Error;
  ASSERT_TRUE(S.configure("opencl", "gpu:3", Error)) << Error;
  EXPECT_TRUE(S.withdrawn(Target::OpenCL, 0));
  EXPECT_FALSE(S.withdrawn(Target::GPU, 0));
  EXPECT_TRUE(S.setAvailable(Target::OpenCL, true));
  EXPECT_FALSE(S.withdrawn(Target::OpenCL, 0));
  S.started(Target::OpenCL, 1);
  EXPECT_TRUE(S.busy(Target::OpenCL, 1));
  EXPECT_FALSE(S.busy(Target::OpenCL, 0));
  EXPECT_FALSE(S.busy(Target::GPU, 0));
  EXPECT_FALSE(S.busy(Target::CPU, 0));
  S.finished(Target::OpenCL, 1);
  EXPECT_FALSE(S.busy(Target::OpenCL, 1));
}

TEST(DeviceStateTest, OpenEndedWindow) {
  DeviceState S;
  std::string Error;
  ASSERT_TRUE(S.configure(nullptr, "gpu:5", Error)) << Error;
  EXPECT_FALSE(S.withdrawn(Target::GPU, 4));
  EXPECT_TRUE(S.withdrawn(Target::GPU, 5));
  EXPECT_TRUE(S.withdrawn(Target::GPU, UINT64_MAX - 1));
}

TEST(DeviceStateTest, MalformedVariablesSayWhy) {
  struct Case {
    const char *Unavailable, *At, *Error;
  } Cases[] = {
      {"cpu", nullptr,
       "HPVM_UNAVAILABLE: 'cpu' is not a device that can be withdrawn "
       "(vector, gpu, opencl)"},
      {"gpu,fpga", nullptr,
       "HPVM_UNAVAILABLE: 'fpga' is not a device that can be withdrawn "
       "(vector, gpu, opencl)"},
      {nullptr, "gpu",
       "HPVM_UNAVAILABLE_AT: 'gpu' is not DEVICE:FROM or DEVICE:FROM-TO "
       "(decision numbers, FROM below TO)"},
      {nullptr, "gpu:4-2",
       "HPVM_UNAVAILABLE_AT: 'gpu:4-2' is not DEVICE:FROM or DEVICE:FROM-TO "
       "(decision numbers, FROM below TO)"},
      {nullptr, "gpu:x",
       "HPVM_UNAVAILABLE_AT: 'gpu:x' is not DEVICE:FROM or DEVICE:FROM-TO "
       "(decision numbers, FROM below TO)"},
  };
  for (const Case &C : Cases) {
    DeviceState S;
    std::string Error;
    EXPECT_FALSE(S.configure(C.Unavailable, C.At, Error));
    EXPECT_EQ(Error, C.Error);
    EXPECT_FALSE(S.withdrawn(Target::GPU, 0));
  }
}

// hpvm_rt_run_node with two host versions that record which one ran.

thread_local std::vector<Target> *Ran;

void cpuVersion(void *, void *, int64_t, int64_t, int64_t) {
  Ran->push_back(Target::CPU);
}
void vectorVersion(void *, void *, int64_t, int64_t, int64_t) {
  Ran->push_back(Target::Vector);
}

struct TwoVersions {
  const int32_t Targets[2] = {HPVM_RT_VECTOR, HPVM_RT_CPU};
  const hpvm_rt_node_fn Fns[2] = {vectorVersion, cpuVersion};
  hpvm_rt_node Node{"two", nullptr, nullptr, Targets, Fns, nullptr,
                    2,     2,       nullptr, nullptr, 0};
  std::vector<Target> Log;

  std::vector<Target> run(unsigned Times) {
    Log.clear();
    Ran = &Log;
    for (unsigned I = 0; I != Times; ++I)
      hpvm_rt_run_node(&Node, nullptr, nullptr, 8, 1, 1);
    Ran = nullptr;
    return Log;
  }
};

// Nodes are globals, whose history the runtime keeps for the whole run.
TwoVersions PolicyNode, ConcurrentNode;

TEST(RunNodeTest, PolicyAndAvailabilityFromTheProgram) {
  TwoVersions &N = PolicyNode;
  ASSERT_EQ(hpvm_rt_set_policy("item"), 0);
  EXPECT_EQ(N.run(4), (std::vector<Target>{Target::Vector, Target::CPU,
                                           Target::Vector, Target::CPU}));
  ASSERT_EQ(hpvm_rt_set_device_available("vector", 0), 0);
  EXPECT_EQ(N.run(2), std::vector<Target>(2, Target::CPU));
  ASSERT_EQ(hpvm_rt_set_device_available("vector", 1), 0);
  ASSERT_EQ(hpvm_rt_set_policy("node"), 0);
  EXPECT_EQ(N.run(2), std::vector<Target>(2, Target::Vector));
  EXPECT_EQ(hpvm_rt_set_policy("fastest"), -1);
  EXPECT_EQ(hpvm_rt_set_device_available("cpu", 0), -1);
  EXPECT_EQ(hpvm_rt_set_device_available("fpga", 0), -1);
  EXPECT_EQ(N.run(1), std::vector<Target>{Target::Vector});
}

TEST(RunNodeTest, ConcurrentRunsShareOneHistory) {
  TwoVersions &N = ConcurrentNode;
  ASSERT_EQ(hpvm_rt_set_policy("measured"), 0);
  std::vector<std::thread> Threads;
  for (int T = 0; T != 4; ++T)
    Threads.emplace_back([] {
      std::vector<Target> Log;
      Ran = &Log;
      for (int I = 0; I != 50; ++I)
        hpvm_rt_run_node(&ConcurrentNode.Node, nullptr, nullptr, 8, 1, 1);
      Ran = nullptr;
      EXPECT_EQ(Log.size(), 50u);
    });
  for (std::thread &T : Threads)
    T.join();
  EXPECT_NE(N.Node.state, nullptr);
  ASSERT_EQ(hpvm_rt_set_policy("node"), 0);
}

std::atomic<int> HostRuns{0};
void countingVersion(void *, void *, int64_t, int64_t, int64_t) { ++HostRuns; }

TEST(RunNodeTest, AHostVersionWaitsForANodeInAnotherSpace) {
  // What other nodes see while a split launch runs on the host and a
  // device: no version usable. The first host version runs, but only once
  // the other space is free: run at once, it would write the host copy of
  // objects the device's node writes too.
  static const int32_t Targets[2] = {HPVM_RT_VECTOR, HPVM_RT_CPU};
  static const hpvm_rt_node_fn Fns[2] = {countingVersion, countingVersion};
  static hpvm_rt_node Node{"waits", nullptr, nullptr, Targets, Fns, nullptr,
                           2,       2,       nullptr, nullptr, 0};
  ASSERT_EQ(hpvm_rt_set_policy("dynamic"), 0);
  DeviceState &S = DeviceState::global();
  S.started(Target::GPU, 0);
  std::thread Other([] { hpvm_rt_run_node(&Node, nullptr, nullptr, 8, 1, 1); });
  std::this_thread::sleep_for(std::chrono::milliseconds(100));
  EXPECT_EQ(HostRuns.load(), 0);
  S.finished(Target::GPU, 0);
  Other.join();
  EXPECT_EQ(HostRuns.load(), 1);
  ASSERT_EQ(hpvm_rt_set_policy("node"), 0);
}

void throwingVersion(void *, void *, int64_t, int64_t, int64_t) {
  throw std::runtime_error("from node code");
}

TEST(RunNodeTest, AThrowingVersionLeavesItsDeviceFree) {
  static const int32_t Targets[2] = {HPVM_RT_VECTOR, HPVM_RT_CPU};
  static const hpvm_rt_node_fn Fns[2] = {throwingVersion, cpuVersion};
  static hpvm_rt_node Node{"throws", nullptr, nullptr, Targets, Fns, nullptr,
                           2,        2,       nullptr, nullptr, 0};
  ASSERT_EQ(hpvm_rt_set_policy("node"), 0);
  EXPECT_THROW(hpvm_rt_run_node(&Node, nullptr, nullptr, 1, 1, 1),
               std::runtime_error);
  EXPECT_FALSE(DeviceState::global().busy(Target::Vector, 0));
}

} // namespace
