//===- MemoryTracker.cpp - where the valid copies of data are -------------===//
//
// One map ordered by start address, so the object holding an address is the
// last one starting at or before it. One mutex guards the map and the
// counters: tracker calls come a few per node launch, never per instance.
//
// Every entry point finds an object by any address inside it, so a program
// may untrack or request through a pointer into the middle of an array.
// Empty objects have no inside: they are counted by address in a map of
// their own, so that one may share its address with a non-empty object (an
// empty array just past the end of another, or at the start of a third).
//
// A merge keeps no device copy: the parts of the union outside the old
// objects are valid at the host only, and one buffer per object and device
// cannot hold copies of parts. Overlapping sections in flight together are
// rare (views of one array, halos), and the next kernel copies the union in.
//
//===----------------------------------------------------------------------===//
#include "memory/MemoryTracker.h"
#include "support/Diagnostics.h"

#include "hpvm/hpvm_rt.h"

#include <algorithm>
#include <cassert>
#include <iterator>
#include <utility>

using namespace hpvm::rt;

namespace {

uint32_t bit(Location L) { return uint32_t(1) << L; }

uintptr_t address(const void *P) { return reinterpret_cast<uintptr_t>(P); }

/// The decision of acquire(), applied to Object and counted in Stats.
Transfer acquireObject(TrackedObject &Object, Location L, Access A,
                       MemoryStats &Stats) {
  assert(Object.ValidAt && "a tracked object lost all its valid copies");
  Transfer T;
  T.Tracked = true;
  T.Base = Object.Base;
  T.Bytes = Object.Bytes;
  T.Id = Object.Id;
  T.Writes = A != Access::In;
  if (A != Access::Out && !(Object.ValidAt & bit(L))) {
    T.CopyNeeded = true;
    // The host copy is the one every device can read.
    T.From = Object.ValidAt & bit(HostLocation)
                 ? HostLocation
                 : static_cast<Location>(__builtin_ctz(Object.ValidAt));
    ++Stats.Transfers;
    Stats.BytesTransferred += Object.Bytes;
    if (L == HostLocation) {
      ++Stats.ToHost;
      Stats.ToHostBytes += Object.Bytes;
    } else {
      ++Stats.ToDevice;
      Stats.ToDeviceBytes += Object.Bytes;
    }
  }
  Object.ValidAt = A == Access::In ? Object.ValidAt | bit(L) : bit(L);
  Object.Written |= A != Access::In;
  return T;
}

} // namespace

DeviceMemory::~DeviceMemory() = default;

bool DeviceMemory::copiesFrom(const DeviceMemory &) const { return false; }

// Never destroyed, so that tracker calls from other threads at exit are safe.
MemoryTracker &MemoryTracker::global() {
  static auto *Tracker = new MemoryTracker;
  return *Tracker;
}

Location MemoryTracker::addDevice(DeviceMemory &Device) {
  std::lock_guard<std::mutex> Lock(M);
  assert(Devices.size() + 1 < MaxLocations && "too many device locations");
  Devices.push_back(&Device);
  return static_cast<Location>(Devices.size());
}

MemoryTracker::ObjectMap::const_iterator
MemoryTracker::findLocked(const void *Addr) const {
  auto It = Objects.upper_bound(address(Addr));
  if (It == Objects.begin())
    return Objects.end();
  --It;
  return address(Addr) - It->first < It->second.Bytes ? It : Objects.end();
}

MemoryTracker::ObjectMap::iterator MemoryTracker::findLocked(const void *Addr) {
  auto It = std::as_const(*this).findLocked(Addr);
  return Objects.erase(It, It); // the same position, made mutable
}

MemoryTracker::ObjectMap::iterator
MemoryTracker::findUnwrittenLocked(const void *Addr,
                                   std::unique_lock<std::mutex> &Lock) {
  auto It = findLocked(Addr);
  while (It != Objects.end() &&
         (It->second.Writers || It->second.HomeCopies)) {
    WritersDone.wait(Lock);
    // The object may have been merged or forgotten meanwhile.
    It = findLocked(Addr);
  }
  return It;
}

MemoryTracker::ObjectMap::iterator
MemoryTracker::findHomeLocked(const void *Addr,
                              std::unique_lock<std::mutex> &Lock) {
  auto It = findLocked(Addr);
  while (It != Objects.end() && It->second.HomeCopies) {
    WritersDone.wait(Lock);
    It = findLocked(Addr);
  }
  return It;
}

void MemoryTracker::forgetLocked(ObjectMap::iterator It) {
  const TrackedObject &Object = It->second;
  --Stats.Objects;
  Stats.BytesTracked -= Object.Bytes;
  if (Object.Uses)
    InUse.emplace(Object.Id, Object);
  else
    releaseLocked(Object);
  Objects.erase(It);
}

void MemoryTracker::releaseLocked(const TrackedObject &Object) {
  for (DeviceMemory *Device : Devices)
    Device->release(Object);
}

bool MemoryTracker::isEmptyObjectLocked(const void *Addr) const {
  return EmptyObjects.count(address(Addr));
}

// Out must not make an object's other copies stale without copying it in
// first when the node may write only part of it: when the object is larger
// than some section tracked in it, when a node already wrote it (the graph's
// other nodes, or other launches of this one, write other parts: children of
// a parallel parent, stream items), or when the access is at an address
// where an empty object was tracked inside it (it may be meant for the empty
// one, which the node does not write).
Access MemoryTracker::accessLocked(const TrackedObject &Object,
                                   const void *Addr, Access A) const {
  return A == Access::Out &&
                 (Object.Partial || Object.Written || isEmptyObjectLocked(Addr))
             ? Access::InOut
             : A;
}

void MemoryTracker::track(void *Ptr, size_t Bytes) {
  if (Bytes == 0) {
    std::lock_guard<std::mutex> Lock(M);
    if (++EmptyObjects[address(Ptr)] == 1)
      ++Stats.Objects;
    return;
  }
  if (!Ptr) {
    warning("hpvm_rt_track_mem: ignoring %zu bytes at a null pointer", Bytes);
    return;
  }
  std::unique_lock<std::mutex> Lock(M);
  uintptr_t Begin = address(Ptr), End = Begin + Bytes;
  // The first object the section overlaps, once none it overlaps is being
  // copied home (a merge reads their host copies).
  auto FirstOverlapped = [&] {
    auto It = Objects.lower_bound(Begin);
    if (It != Objects.begin() &&
        std::prev(It)->first + std::prev(It)->second.Bytes > Begin)
      --It;
    return It;
  };
  auto It = FirstOverlapped();
  for (auto Scan = It; Scan != Objects.end() && Scan->first < End;)
    if (Scan->second.HomeCopies) {
      WritersDone.wait(Lock);
      Scan = It = FirstOverlapped();
    } else {
      ++Scan;
    }
  if (It != Objects.end() && It->first <= Begin &&
      End <= It->first + It->second.Bytes) {
    ++It->second.Refs;
    It->second.Partial |= Begin != It->first || Bytes != It->second.Bytes;
    return;
  }
  // The objects the section overlaps are consecutive in the map; no other
  // object overlaps their union.
  TrackedObject Union{Ptr, Bytes, bit(HostLocation), ++LastId, 1, 0};
  Union.Partial = It != Objects.end() && It->first < End;
  while (It != Objects.end() && It->first < End) {
    TrackedObject &Old = It->second;
    bringHomeLocked(Old, Access::In);
    Begin = std::min(Begin, It->first);
    End = std::max(End, It->first + Old.Bytes);
    Union.Refs += Old.Refs;
    forgetLocked(It++);
  }
  Union.Base = reinterpret_cast<void *>(Begin);
  Union.Bytes = End - Begin;
  Objects.emplace(Begin, Union);
  ++Stats.Objects;
  Stats.BytesTracked += Union.Bytes;
}

void MemoryTracker::untrack(void *Ptr) {
  std::lock_guard<std::mutex> Lock(M);
  if (auto Empty = EmptyObjects.find(address(Ptr));
      Empty != EmptyObjects.end()) {
    if (--Empty->second == 0) {
      EmptyObjects.erase(Empty);
      --Stats.Objects;
    }
    return;
  }
  auto It = findLocked(Ptr);
  if (It == Objects.end()) {
    warning("hpvm_rt_untrack_mem: %p is not in any tracked object", Ptr);
    return;
  }
  if (--It->second.Refs == 0)
    forgetLocked(It);
}

void MemoryTracker::request(void *Ptr, size_t Bytes) {
  std::unique_lock<std::mutex> Lock(M);
  auto It = findUnwrittenLocked(Ptr, Lock);
  if (It == Objects.end())
    return;
  TrackedObject &Object = It->second;
  if (address(Ptr) - It->first + Bytes > Object.Bytes)
    warning("hpvm_rt_request_mem: %zu bytes at %p run past the end of the "
            "tracked object of %zu bytes at %p; requesting the whole object",
            Bytes, Ptr, Object.Bytes, Object.Base);
  Transfer T = acquireObject(Object, HostLocation, Access::In, Stats);
  if (!T.CopyNeeded)
    return;
  // The copy may take long: without the lock, the device copy kept (a use)
  // and every other call about the object waiting (HomeCopies).
  ++Object.Uses;
  ++Object.HomeCopies;
  const TrackedObject Copied = Object;
  Lock.unlock();
  Devices[T.From - 1]->copyToHost(Copied);
  Lock.lock();
  if (auto Now = Objects.find(address(Copied.Base));
      Now != Objects.end() && Now->second.Id == Copied.Id) {
    --Now->second.Uses;
    --Now->second.HomeCopies;
  } else if (auto Gone = InUse.find(Copied.Id); --Gone->second.Uses == 0) {
    // Untracked meanwhile.
    releaseLocked(Gone->second);
    InUse.erase(Gone);
  }
  WritersDone.notify_all();
}

void MemoryTracker::acquireOnHost(void *Ptr, Access A) {
  std::unique_lock<std::mutex> Lock(M);
  auto It = findUnwrittenLocked(Ptr, Lock);
  if (It != Objects.end())
    bringHomeLocked(It->second, accessLocked(It->second, Ptr, A));
}

void MemoryTracker::bringHomeLocked(TrackedObject &Object, Access A) {
  Transfer T = acquireObject(Object, HostLocation, A, Stats);
  if (T.CopyNeeded)
    Devices[T.From - 1]->copyToHost(Object);
}

std::optional<TrackedObject> MemoryTracker::lookup(const void *Addr) const {
  std::lock_guard<std::mutex> Lock(M);
  auto It = findLocked(Addr);
  if (It != Objects.end())
    return It->second;
  if (isEmptyObjectLocked(Addr))
    return TrackedObject{const_cast<void *>(Addr), 0, ~uint32_t(0)};
  return std::nullopt;
}

bool MemoryTracker::isValid(const void *Addr, Location L) const {
  std::lock_guard<std::mutex> Lock(M);
  auto It = findLocked(Addr);
  if (It == Objects.end())
    return L == HostLocation || isEmptyObjectLocked(Addr);
  return It->second.ValidAt & bit(L);
}

void MemoryTracker::markValid(const void *Addr, Location L) {
  std::lock_guard<std::mutex> Lock(M);
  assert(L <= Devices.size() && "unknown location");
  auto It = findLocked(Addr);
  if (It != Objects.end())
    It->second.ValidAt |= bit(L);
}

void MemoryTracker::markWritten(const void *Addr, Location L) {
  std::lock_guard<std::mutex> Lock(M);
  assert(L <= Devices.size() && "unknown location");
  auto It = findLocked(Addr);
  if (It != Objects.end())
    It->second.ValidAt = bit(L);
}

Transfer MemoryTracker::acquire(const void *Addr, Location L, Access A) {
  std::unique_lock<std::mutex> Lock(M);
  assert(L <= Devices.size() && "unknown location");
  auto It = findHomeLocked(Addr, Lock);
  if (It != Objects.end()) {
    TrackedObject &Object = It->second;
    Access Acc = accessLocked(Object, Addr, A);
    // A device reads what another device wrote from that device's copy
    // when it can, else through the host, the copy every device can read.
    Location Peer = HostLocation;
    if (L != HostLocation && Acc != Access::Out &&
        !(Object.ValidAt & (bit(L) | bit(HostLocation)))) {
      Peer = peerLocked(Object, L);
      if (Peer == HostLocation)
        bringHomeLocked(Object, Access::In);
    }
    if (L != HostLocation) {
      ++Object.Uses;
      Object.Writers += Acc != Access::In;
    }
    Transfer T = acquireObject(Object, L, Acc, Stats);
    if (Peer != HostLocation) {
      T.From = Peer;
      T.Source = Devices[Peer - 1];
      ++Stats.Peer;
      Stats.PeerBytes += Object.Bytes;
    }
    return T;
  }
  Transfer T;
  if (isEmptyObjectLocked(Addr)) {
    T.Tracked = true;
    T.Base = const_cast<void *>(Addr);
  }
  return T;
}

Transfer MemoryTracker::acquireSection(const void *Addr, size_t Bytes,
                                       Access A, bool &CopyIn) {
  std::unique_lock<std::mutex> Lock(M);
  auto It = findHomeLocked(Addr, Lock);
  assert(It != Objects.end() && "a section of a tracked object");
  TrackedObject &Object = It->second;
  ++Object.Uses;
  CopyIn = Bytes && accessLocked(Object, Addr, A) != Access::Out;
  if (Bytes) {
    Stats.Transfers += CopyIn ? 2 : 1;
    Stats.BytesTransferred += (CopyIn ? 2 : 1) * Bytes;
    ++Stats.ToHost;
    Stats.ToHostBytes += Bytes;
  }
  if (CopyIn) {
    ++Stats.ToDevice;
    Stats.ToDeviceBytes += Bytes;
  }
  Transfer T;
  T.Tracked = true;
  T.Base = Object.Base;
  T.Bytes = Object.Bytes;
  T.Id = Object.Id;
  return T;
}

void MemoryTracker::endUse(const Transfer &T) {
  if (T.Bytes == 0)
    return;
  std::lock_guard<std::mutex> Lock(M);
  if (auto It = Objects.find(address(T.Base));
      It != Objects.end() && It->second.Id == T.Id) {
    assert(It->second.Uses && "endUse() without acquire()");
    --It->second.Uses;
    if (T.Writes && --It->second.Writers == 0)
      WritersDone.notify_all();
    return;
  }
  auto It = InUse.find(T.Id);
  assert(It != InUse.end() && "endUse() of an object that is gone");
  if (--It->second.Uses == 0) {
    releaseLocked(It->second);
    InUse.erase(It);
  }
}

Location MemoryTracker::peerLocked(const TrackedObject &Object,
                                   Location L) const {
  for (Location V = 1; V <= Devices.size(); ++V)
    if (V != L && (Object.ValidAt & bit(V)) &&
        Devices[L - 1]->copiesFrom(*Devices[V - 1]))
      return V;
  return HostLocation;
}

MemoryStats MemoryTracker::stats() const {
  std::lock_guard<std::mutex> Lock(M);
  return Stats;
}

extern "C" void hpvm_rt_track_mem(void *Ptr, size_t Bytes) {
  MemoryTracker::global().track(Ptr, Bytes);
}

extern "C" void hpvm_rt_untrack_mem(void *Ptr) {
  MemoryTracker::global().untrack(Ptr);
}

extern "C" void hpvm_rt_request_mem(void *Ptr, size_t Bytes) {
  MemoryTracker::global().request(Ptr, Bytes);
}

// A pointer that is neither in nor out is still read as far as anyone knows.
extern "C" void hpvm_rt_host_pointer(void *HostPtr, int In, int Out) {
  Access A = !Out ? Access::In : In ? Access::InOut : Access::Out;
  MemoryTracker::global().acquireOnHost(HostPtr, A);
}

// Any of the pointers may be null.
extern "C" void hpvm_rt_transfer_stats(uint64_t *ToDevice,
                                       uint64_t *ToDeviceBytes,
                                       uint64_t *ToHost,
                                       uint64_t *ToHostBytes) {
  MemoryStats S = MemoryTracker::global().stats();
  if (ToDevice)
    *ToDevice = S.ToDevice;
  if (ToDeviceBytes)
    *ToDeviceBytes = S.ToDeviceBytes;
  if (ToHost)
    *ToHost = S.ToHost;
  if (ToHostBytes)
    *ToHostBytes = S.ToHostBytes;
}
