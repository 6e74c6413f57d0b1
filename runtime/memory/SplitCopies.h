//===- SplitCopies.h - the memory of a split launch -------------*- C++ -*-===//
//
// A launch that the split policy shares between devices (SplitRun.cpp) runs
// a part on each, every part writing the elements of its own instances into
// its own copy of the same objects. The tracker keeps one valid copy per
// location, so the parts are run this way:
//
//  1. each device part, on a thread of its own and all at once, makes the
//     host copy of every object it uses valid and gets its own copy as if
//     only reading it (the host's stays valid: Device::bufferOf asks
//     Part::current()), noting the objects it may write; it says so when it
//     is about to launch;
//  2. snapshot() keeps the host copy of each of those objects as it is;
//  3. the host parts write the host copy in place, while the kernels run;
//     each device part, its kernel done, fetches its copy of what it may
//     have written into host memory of its own;
//  4. merge() puts into the host copy every byte a device part changed:
//     where its copy differs from the snapshot. Instances write disjoint
//     elements (SplitInstances.h in codegen), so a byte changed by one part
//     was left alone by all others. The host copy is then the only valid
//     one, as after a host node that wrote it.
//
// This costs a copy of each written object into each device and back, the
// snapshot and a pass over the bytes, whatever part of them a device wrote.
//
// An object the parts write in sections of their own (SplitSections.h) is
// copied by section instead: each device part copies its section in from
// the host copy (made valid first; not for an out access, as
// MemoryTracker::acquire() decides) and, its kernel done, back into the
// host copy, where no other part writes; no snapshot, no merge.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_RUNTIME_MEMORY_SPLITCOPIES_H
#define HPVM_RUNTIME_MEMORY_SPLITCOPIES_H

#include "memory/MemoryTracker.h"
#include "memory/SplitSections.h"

#include <condition_variable>
#include <cstddef>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <vector>

namespace hpvm::rt {

class SplitCopies {
public:
  /// The device part run on one thread.
  class Part {
  public:
    /// Sections: the part's section of each object copied by section.
    Part(SplitCopies &Split, std::vector<Section> Sections)
        : Split(Split), Sections(std::move(Sections)) {}
    /// The part this thread runs, if any.
    static Part *current();
    /// Its section of the object holding Addr, if that is copied by
    /// section.
    const Section *sectionOf(const void *Addr) const;
    /// A device of this part copied in its section S of the object of T;
    /// CopyHome copies it back into the host copy.
    void acquiredSection(const Transfer &T, const Section &S,
                         std::function<void()> CopyHome);
    /// A device of this part got its copy of T's object for access A.
    void acquired(DeviceMemory &Device, const Transfer &T, Access A);
    /// Its kernel is about to be launched: the objects it uses are set.
    void launching();
    /// When launching() was first called (profile::nowUs()).
    double launchedUs() const { return LaunchedUs; }
    /// Its kernel is done: copies what it may have written into host memory
    /// of its own, and its sections into the host copy.
    void fetch();

  private:
    friend class SplitCopies;
    struct Written {
      DeviceMemory *Device;
      TrackedObject Object; // Base: the host copy's address
      std::unique_ptr<unsigned char[]> Fetched;
    };
    SplitCopies &Split;
    const std::vector<Section> Sections;
    std::vector<Written> Objects;
    /// Objects copied by section: id, base, and the copy back.
    struct Sectioned {
      ObjectId Id;
      void *Base;
      std::function<void()> CopyHome;
    };
    std::vector<Sectioned> InSections;
    bool Launching = false;
    double LaunchedUs = 0;
  };

  /// While it lives, this thread runs part P.
  class PartScope {
  public:
    explicit PartScope(Part &P);
    ~PartScope();
    PartScope(const PartScope &) = delete;
    PartScope &operator=(const PartScope &) = delete;

  private:
    Part *Saved;
  };

  explicit SplitCopies(MemoryTracker &Tracker) : Tracker(Tracker) {}
  /// Waits until P has said it is launching (or has finished).
  void waitUntilLaunching(Part &P);
  /// Keeps the host copy of each object a device part may write.
  void snapshot(const std::vector<std::unique_ptr<Part>> &Parts);
  /// Puts what each part changed into the host copies, which become the
  /// only valid ones (as do those of objects copied by section).
  void merge(const std::vector<std::unique_ptr<Part>> &Parts);

private:
  MemoryTracker &Tracker;
  std::mutex M;
  std::condition_variable Launched;
  /// By object id.
  std::map<ObjectId, std::unique_ptr<unsigned char[]>> Snapshots;
};

/// Sets bytes of Host to those of Fetched where Fetched differs from
/// Snapshot; all three are Bytes long.
void mergeChanged(unsigned char *Host, const unsigned char *Fetched,
                  const unsigned char *Snapshot, size_t Bytes);

} // namespace hpvm::rt

#endif // HPVM_RUNTIME_MEMORY_SPLITCOPIES_H
