//===- SplitCopies.cpp - the memory of a launch split between devices -----===//
#include "memory/SplitCopies.h"

#include <algorithm>
#include <cassert>
#include <cstring>

using namespace hpvm::rt;

namespace {

thread_local SplitCopies::Part *Current = nullptr;

} // namespace

SplitCopies::Part *SplitCopies::Part::current() { return Current; }

void SplitCopies::Part::acquired(DeviceMemory &Device, const Transfer &T,
                                 Access A) {
  if (A == Access::In || T.Bytes == 0)
    return;
  if (std::any_of(Objects.begin(), Objects.end(), [&](const Written &W) {
        return W.Object.Id == T.Id && W.Device == &Device;
      }))
    return;
  TrackedObject Object;
  Object.Base = T.Base;
  Object.Bytes = T.Bytes;
  Object.Id = T.Id;
  Objects.push_back({&Device, Object, nullptr});
}

void SplitCopies::Part::launching() {
  std::lock_guard<std::mutex> Lock(Split.M);
  Launching = true;
  Split.Launched.notify_all();
}

void SplitCopies::Part::fetch() {
  for (Written &W : Objects) {
    W.Fetched.reset(new unsigned char[W.Object.Bytes]);
    TrackedObject Into = W.Object;
    Into.Base = W.Fetched.get();
    W.Device->copyToHost(Into);
  }
}

SplitCopies::PartScope::PartScope(Part &P) : Saved(Current) { Current = &P; }

SplitCopies::PartScope::~PartScope() { Current = Saved; }

void SplitCopies::waitUntilLaunching(Part &P) {
  std::unique_lock<std::mutex> Lock(M);
  Launched.wait(Lock, [&] { return P.Launching; });
}

void SplitCopies::snapshot(const std::vector<std::unique_ptr<Part>> &Parts) {
  for (const std::unique_ptr<Part> &P : Parts)
    for (const Part::Written &W : P->Objects) {
      std::unique_ptr<unsigned char[]> &Copy = Snapshots[W.Object.Id];
      if (Copy)
        continue;
      Copy.reset(new unsigned char[W.Object.Bytes]);
      memcpy(Copy.get(), W.Object.Base, W.Object.Bytes);
    }
}

void SplitCopies::merge(const std::vector<std::unique_ptr<Part>> &Parts) {
  for (const std::unique_ptr<Part> &P : Parts)
    for (const Part::Written &W : P->Objects) {
      assert(W.Fetched && Snapshots.count(W.Object.Id) &&
             "fetched and snapshotted");
      mergeChanged(static_cast<unsigned char *>(W.Object.Base), W.Fetched.get(),
                   Snapshots[W.Object.Id].get(), W.Object.Bytes);
    }
  for (const std::unique_ptr<Part> &P : Parts)
    for (const Part::Written &W : P->Objects)
      Tracker.acquireOnHost(W.Object.Base, Access::InOut);
}

void hpvm::rt::mergeChanged(unsigned char *Host, const unsigned char *Fetched,
                            const unsigned char *Snapshot, size_t Bytes) {
  // A select the compiler vectorises: every byte is stored, changed or not.
  for (size_t I = 0; I != Bytes; ++I)
    Host[I] = Fetched[I] != Snapshot[I] ? Fetched[I] : Host[I];
}
