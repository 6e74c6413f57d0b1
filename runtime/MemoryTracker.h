//===- MemoryTracker.h - where the valid copies of data are -----*- C++ -*-===//
//
// The tracker records every object the program tracked (hpvm_rt_track_mem)
// and, per object, which locations hold an up-to-date copy: host memory, or a
// device with memory of its own. A device asks acquire() before a node runs
// and gets back whether it must copy the object in, and from where; writes
// leave the writer's copy as the only valid one. On the CPU every access is
// at the host location, so nothing is ever copied.
//
// Objects are whole allocations: a lookup by any address inside one finds it,
// and copies always move the whole object.
//
// An object of 0 bytes (an empty array) has no address inside it: it is found
// by its start address alone, has nothing to copy, and is valid everywhere.
// Devices point a kernel at no memory for it.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_RUNTIME_MEMORYTRACKER_H
#define HPVM_RUNTIME_MEMORYTRACKER_H

#include <cstddef>
#include <cstdint>
#include <map>
#include <mutex>
#include <optional>
#include <vector>

namespace hpvm::rt {

/// A place a copy can live: HostLocation, or a device from addDevice().
using Location = unsigned;
constexpr Location HostLocation = 0;
/// Validity is one bit per location.
constexpr Location MaxLocations = 32;

/// How a node uses a pointer argument (its in / out / inout annotation).
enum class Access { In, Out, InOut };

/// Implemented by a device that keeps its own copies of tracked objects. The
/// tracker calls it, with its lock held, only to bring an object home and to
/// let the device free its copy; it must not call back into the tracker.
class DeviceMemory {
public:
  virtual ~DeviceMemory();
  /// Overwrites host memory [HostBase, HostBase + Bytes) with the device's
  /// copy of that object.
  virtual void copyToHost(void *HostBase, size_t Bytes) = 0;
  /// The object is no longer tracked; the device may free its copy, if any.
  virtual void release(void *HostBase, size_t Bytes) = 0;
};

struct TrackedObject {
  void *Base = nullptr;
  size_t Bytes = 0;
  /// Bit L set: the copy at location L is up to date. All set for an empty
  /// object.
  uint32_t ValidAt = 0;
};

/// What acquire() decided; the device does the copy it asks for.
struct Transfer {
  /// False when the address is in no tracked object: plain host memory.
  bool Tracked = false;
  bool CopyNeeded = false;
  Location From = HostLocation;
  /// The whole object the address is in; 0 bytes for an empty object.
  void *Base = nullptr;
  size_t Bytes = 0;
};

struct MemoryStats {
  size_t Objects = 0;
  size_t BytesTracked = 0;
  /// Copies decided by acquire() and its host-side callers, and their size.
  uint64_t Transfers = 0;
  uint64_t BytesTransferred = 0;
  /// The same copies by direction: to a device (from the host or another
  /// device), and to the host.
  uint64_t ToDevice = 0;
  uint64_t ToDeviceBytes = 0;
  uint64_t ToHost = 0;
  uint64_t ToHostBytes = 0;
};

class MemoryTracker {
public:
  /// The tracker behind the hpvm_rt_*_mem entry points.
  static MemoryTracker &global();

  /// Makes Device a location copies can live at and returns it.
  Location addDevice(DeviceMemory &Device);

  /// Tracks [Ptr, Ptr + Bytes) with its host copy valid. Warns and forgets
  /// any tracked object it overlaps. An empty object overlaps nothing, and
  /// may be tracked at one address several times (each untrack forgets one).
  void track(void *Ptr, size_t Bytes);
  /// Forgets the object holding Ptr without copying it home, or an empty
  /// object tracked at Ptr, before any other; warns when there is none.
  void untrack(void *Ptr);
  /// Makes the host copy of the object holding Ptr valid, copying from a
  /// device when needed. Untracked memory is already home: nothing to do.
  void request(void *Ptr, size_t Bytes);
  /// acquire() at the host for a CPU node, making the copy it asks for.
  void acquireOnHost(void *Ptr, Access A);

  std::optional<TrackedObject> lookup(const void *Addr) const;
  /// Untracked memory counts as valid at the host only.
  bool isValid(const void *Addr, Location L) const;
  /// L now holds an up-to-date copy too (after a copy to L).
  void markValid(const void *Addr, Location L);
  /// L holds the only up-to-date copy (after a write at L).
  void markWritten(const void *Addr, Location L);

  /// Prepares the object holding Addr for access A at L: says which copy to
  /// make first, if any, and records the result as done. Out needs no copy
  /// since the node overwrites the object; Out and InOut leave L as the only
  /// valid copy. An empty object needs no copy and stays valid everywhere.
  Transfer acquire(const void *Addr, Location L, Access A);

  MemoryStats stats() const;

private:
  using ObjectMap = std::map<uintptr_t, TrackedObject>;

  ObjectMap::const_iterator findLocked(const void *Addr) const;
  ObjectMap::iterator findLocked(const void *Addr);
  void forgetLocked(ObjectMap::iterator It);
  void bringHomeLocked(TrackedObject &Object, Access A);
  bool isEmptyObjectLocked(const void *Addr) const;
  Access accessLocked(const void *Addr, Access A) const;

  mutable std::mutex M;
  ObjectMap Objects; // by start address
  // How many times an empty object is tracked, by its address.
  std::map<uintptr_t, unsigned> EmptyObjects;
  std::vector<DeviceMemory *> Devices; // Devices[L - 1] is location L
  MemoryStats Stats;
};

} // namespace hpvm::rt

#endif // HPVM_RUNTIME_MEMORYTRACKER_H
