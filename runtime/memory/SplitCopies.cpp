//===- SplitCopies.cpp - the memory of a launch split between devices -----===//
#include "memory/SplitCopies.h"
#include "profile/Profile.h"

#include "hpvm/hpvm_rt.h"

#include <algorithm>
#include <cassert>
#include <cstring>

using namespace hpvm::rt;

namespace {

thread_local SplitCopies::Part *Current = nullptr;

/// Runs Body(Begin, End) over [0, Bytes) in blocks of 1 MiB on the
/// runtime's workers: a pass over a big object is bound by memory
/// bandwidth, which one core does not fill.
template <typename BodyFn> void inBlocks(size_t Bytes, BodyFn Body) {
  constexpr size_t Block = size_t(1) << 20;
  int64_t Blocks = static_cast<int64_t>((Bytes + Block - 1) / Block);
#pragma omp parallel for schedule(static)                                      \
    num_threads(hpvm_rt_num_threads()) if (Blocks > 1)
  for (int64_t B = 0; B < Blocks; ++B)
    Body(B * Block, std::min(Bytes, (B + 1) * Block));
}

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

const Section *SplitCopies::Part::sectionOf(const void *Addr) const {
  for (const Section &S : Sections)
    if (S.contains(Addr))
      return &S;
  return nullptr;
}

void SplitCopies::Part::acquiredSection(const Transfer &T, const Section &S,
                                        std::function<void()> CopyHome) {
  if (std::any_of(InSections.begin(), InSections.end(),
                  [&](const Sectioned &O) { return O.Id == T.Id; }))
    return;
  InSections.push_back(
      {T.Id, T.Base, S.Bytes ? std::move(CopyHome) : std::function<void()>()});
}

void SplitCopies::Part::launching() {
  std::lock_guard<std::mutex> Lock(Split.M);
  if (!Launching)
    LaunchedUs = profile::nowUs();
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
  for (Sectioned &O : InSections)
    if (O.CopyHome)
      O.CopyHome();
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
      unsigned char *To = Copy.get();
      const auto *From = static_cast<const unsigned char *>(W.Object.Base);
      inBlocks(W.Object.Bytes, [&](size_t Begin, size_t End) {
        memcpy(To + Begin, From + Begin, End - Begin);
      });
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
  for (const std::unique_ptr<Part> &P : Parts) {
    for (const Part::Written &W : P->Objects)
      Tracker.acquireOnHost(W.Object.Base, Access::InOut);
    for (const Part::Sectioned &O : P->InSections)
      Tracker.acquireOnHost(O.Base, Access::InOut);
  }
}

void hpvm::rt::mergeChanged(unsigned char *Host, const unsigned char *Fetched,
                            const unsigned char *Snapshot, size_t Bytes) {
  inBlocks(Bytes, [&](size_t Begin, size_t End) {
    // A select the compiler vectorises: every byte is stored, changed or
    // not.
    for (size_t I = Begin; I != End; ++I)
      Host[I] = Fetched[I] != Snapshot[I] ? Fetched[I] : Host[I];
  });
}
