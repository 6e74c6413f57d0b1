//===- DeviceState.h - which devices are there and which are busy -*- C++
//-*-===//
//
// What the scheduler needs to know about the real devices beyond whether
// they work: whether the program has withdrawn one, and whether one is
// running a node now.
//
// A device is withdrawn by hpvm_rt_set_device_available(name, 0) until the
// matching call with 1, by HPVM_UNAVAILABLE=gpu,opencl,vector for the whole
// run,
// or by HPVM_UNAVAILABLE_AT=gpu:10-20,vector:5 over a range of scheduling
// decisions (the 10th to the 19th, counted from 0 over the whole program;
// from the 5th on), which is how tests take a device away part way through
// a run. The host ("cpu") cannot be withdrawn: it runs the program.
// "vector" stands for the host's vector units: withdrawn, nodes with a
// scalar version run that. "opencl" is the OpenCL devices opencl versions
// run on (HPVM_OPENCL_DEVICE), all of them, and "gpu" the GPUs
// (HPVM_GPU_DEVICES); each is busy apart from the others, even when two are
// one card.
//
// Nodes run in one memory space at a time (the host's, each GPU's, each
// OpenCL device's): the tracker keeps one valid copy of an object per
// location, so nodes writing their parts of one object in two spaces at once
// would each leave theirs the only valid copy, and one's writes would be
// lost. A node whose chosen version's space is not free waits until the
// nodes running elsewhere finish (RunNode.cpp); a split launch takes several
// spaces at once, only when all are free (SplitRun.h).
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_RUNTIME_SCHEDULER_DEVICESTATE_H
#define HPVM_RUNTIME_SCHEDULER_DEVICESTATE_H

#include "scheduler/Scheduler.h"

#include <atomic>
#include <cassert>
#include <condition_variable>
#include <cstdint>
#include <mutex>
#include <string>
#include <vector>

namespace hpvm::rt {

class DeviceState {
public:
  /// The process's, set up from the environment on first use (a malformed
  /// variable is a warning, and leaves every device available).
  static DeviceState &global();

  /// Reads HPVM_UNAVAILABLE and HPVM_UNAVAILABLE_AT's values (either may be
  /// null); on a malformed one, Error says why and the state is unchanged.
  bool configure(const char *Unavailable, const char *UnavailableAt,
                 std::string &Error);

  /// Numbers a scheduling decision: 0, 1, 2, ...
  uint64_t nextDecision() {
    return Decisions.fetch_add(1, std::memory_order_relaxed);
  }
  /// Whether T's device is withdrawn at decision Decision.
  bool withdrawn(Target T, uint64_t Decision) const;
  /// Withdraws T's device or gives it back; false for the host.
  bool setAvailable(Target T, bool Available);

  /// A node started or finished running on T's device Unit (the host's for
  /// cpu and vector).
  void started(Target T, unsigned Unit) {
    load(T, Unit).fetch_add(1, std::memory_order_relaxed);
  }
  void finished(Target T, unsigned Unit) {
    load(T, Unit).fetch_sub(1, std::memory_order_relaxed);
    // Under the lock, so that a waiter between its test and its wait
    // cannot miss it.
    std::unique_lock<std::mutex> Lock(Deciding);
    Lock.unlock();
    Finished.notify_all();
  }
  bool busy(Target T, unsigned Unit) {
    return load(T, Unit).load(std::memory_order_relaxed) != 0;
  }
  /// Whether a node is running in a memory space other than that of T's
  /// device Unit (the host's for cpu and vector, the GPU's, each OpenCL
  /// device's).
  bool busyElsewhere(Target T, unsigned Unit) {
    return busyBut(&load(T, Unit));
  }
  /// Whether no node is running on any device.
  bool idle() { return !busyBut(nullptr); }
  /// Held from a scheduling decision to the started() it leads to.
  std::mutex &decisionLock() { return Deciding; }
  /// Waits, with the decision lock held in Lock, until a node finishes.
  void waitForAFinish(std::unique_lock<std::mutex> &Lock) {
    assert(Lock.mutex() == &Deciding && "the decision lock");
    Finished.wait(Lock);
  }

private:
  struct Window {
    Target T;
    uint64_t From, To; // decisions [From, To)
  };

  std::atomic<uint64_t> Decisions{0};
  std::atomic<bool> Withdrawn[NumTargets] = {};
  std::vector<Window> Windows; // set before any decision, then read only
  std::atomic<int> HostLoad{0}, GPULoad[MaxUnits] = {},
                                OpenCLLoad[MaxUnits] = {};
  std::mutex Deciding;
  std::condition_variable Finished;

  /// Whether a node is running in a memory space other than Mine's.
  bool busyBut(const std::atomic<int> *Mine) {
    auto Busy = [&](const std::atomic<int> &L) {
      return &L != Mine && L.load(std::memory_order_relaxed) != 0;
    };
    if (Busy(HostLoad))
      return true;
    for (const auto *Loads : {GPULoad, OpenCLLoad})
      for (unsigned U = 0; U != MaxUnits; ++U)
        if (Busy(Loads[U]))
          return true;
    return false;
  }
  std::atomic<int> &load(Target T, unsigned Unit) {
    assert(Unit < (onHost(T) ? 1 : MaxUnits) && "not a device");
    return T == Target::GPU      ? GPULoad[Unit]
           : T == Target::OpenCL ? OpenCLLoad[Unit]
                                 : HostLoad;
  }
};

/// T's name, with the device's number where T has several devices:
/// "opencl" or, with two OpenCL devices, "opencl:0" and "opencl:1"; "gpu"
/// or "gpu:0", "gpu:1".
const char *deviceName(Target T, unsigned Unit);

} // namespace hpvm::rt

#endif // HPVM_RUNTIME_SCHEDULER_DEVICESTATE_H
