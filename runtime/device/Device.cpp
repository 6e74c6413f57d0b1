//===- Device.cpp - a device with memory of its own -----------------------===//

#include "device/Device.h"
#include "memory/SplitCopies.h"
#include "profile/Profile.h"
#include "support/Diagnostics.h"

#include <cstdlib>
#include <cstring>
#include <vector>

using namespace hpvm::rt;

namespace {

/// What this thread's next kernel uses: acquired by pointer(), done with at
/// endKernel().
thread_local std::vector<Transfer> Acquired;

uintptr_t address(const void *P) { return reinterpret_cast<uintptr_t>(P); }

} // namespace

Device::Device(std::string Name)
    : Name(std::move(Name)), Here(MemoryTracker::global().addDevice(*this)) {}

void *Device::pointer(const char *Node, void *HostPtr, Access A) {
  uint64_t Offset = 0;
  uintptr_t Base = bufferOf(Node, HostPtr, A, Offset);
  return Base ? reinterpret_cast<void *>(Base + Offset) : nullptr;
}

uintptr_t Device::bufferOf(const char *Node, void *HostPtr, Access A,
                           uint64_t &Offset) {
  // A part of a split launch gets its copy as if it only read it, the
  // host's valid too (SplitCopies.h). The request may wait for another
  // thread's kernel writing the object to launch: not with the acquire
  // lock held, which that thread may need first.
  SplitCopies::Part *Part = SplitCopies::Part::current();
  if (Part)
    MemoryTracker::global().request(HostPtr, 0);
  // Under the profile, the time here and the part waiting for the lock
  // (a stream's stages share the device: profile::ThreadTimes).
  struct Timer {
    bool On = profile::enabled();
    double BeginUs = On ? profile::nowUs() : 0;
    ~Timer() {
      if (On)
        profile::threadTimes().MemoryUs += profile::nowUs() - BeginUs;
    }
  } Time;
  uintptr_t Base;
  {
    std::lock_guard<std::mutex> Lock(AcquireM);
    if (Time.On)
      profile::threadTimes().LockUs += profile::nowUs() - Time.BeginUs;
    if (const Section *S = Part ? Part->sectionOf(HostPtr) : nullptr)
      return sectionOf(Node, HostPtr, *Part, *S, A, Offset);
    Transfer T =
        MemoryTracker::global().acquire(HostPtr, Here, Part ? Access::In : A);
    if (!T.Tracked)
      fatalError("node '%s' passes %p to %s, but it is in no tracked object "
                 "(track it with hpvm_rt_track_mem first)",
                 Node, HostPtr, Name.c_str());
    // An empty array: the kernel reads and writes none of it, and a device
    // may allocate no 0-byte buffer.
    Offset = 0;
    if (T.Bytes == 0)
      return 0;
    Acquired.push_back(T);
    if (Part)
      Part->acquired(*this, T, A);
    Offset = address(HostPtr) - address(T.Base);
    Base = buffer(Node, T);
  }
  completeCopy(Node);
  return Base;
}

uintptr_t Device::sectionOf(const char *Node, void *HostPtr,
                            SplitCopies::Part &Part, const Section &S,
                            Access A, uint64_t &Offset) {
  bool CopyIn = false;
  Transfer T =
      MemoryTracker::global().acquireSection(HostPtr, S.Bytes, A, CopyIn);
  Acquired.push_back(T);
  Offset = address(HostPtr) - address(T.Base);
  uintptr_t Buffer = buffer(Node, T);
  // The section's copy goes after the object's, if any.
  completeCopy(Node);
  if (CopyIn)
    copySection(Node, Buffer, T, S.Offset, S.Bytes, /*ToDevice=*/true);
  Part.acquiredSection(T, S, [this, Buffer, T, S] {
    copySection(nullptr, Buffer, T, S.Offset, S.Bytes, /*ToDevice=*/false);
  });
  return Buffer;
}

void Device::completeCopy(const char *) {}

void Device::endKernel() {
  for (const Transfer &T : Acquired)
    MemoryTracker::global().endUse(T);
  Acquired.clear();
}

void Device::launchedWithoutWaiting(const char *Node, const char *Kernel) {
  UnwaitedNode.store(Node, std::memory_order_relaxed);
  UnwaitedKernel.store(Kernel, std::memory_order_relaxed);
  Unwaited.store(true, std::memory_order_release);
}

bool Device::waitingForAll() {
  return Unwaited.exchange(false, std::memory_order_acq_rel);
}

void Device::waitFailed() { Unwaited.store(true, std::memory_order_release); }

std::string Device::unwaitedNote() const {
  if (!Unwaited.load(std::memory_order_acquire))
    return "";
  return std::string(" (it may come from a kernel nobody waited for, the "
                     "last was '") +
         UnwaitedKernel.load() + "' of node '" + UnwaitedNode.load() +
         "'; HPVM_GPU_WAIT=1 waits for each kernel)";
}

bool hpvm::rt::waitForEveryKernel() {
  static const bool Wait = [] {
    const char *V = getenv("HPVM_GPU_WAIT");
    return V && strcmp(V, "1") == 0;
  }();
  return Wait;
}
