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
// and copies always move the whole object. Graphs in flight share objects:
// every track is a reference and every untrack drops one, and an object (its
// device copies with it) is forgotten when its last reference goes. Sections
// that overlap (one array in two clauses, or two views of it, q = p + 1)
// make one object covering their union: a section that is not inside one
// object merges every object it overlaps into a new one, after bringing
// their data home, so that the union has one coherent copy per location.
//
// A device copy that a node's kernel may still use is not freed when its
// object goes or is merged away: acquire() at a device counts a use, which
// the device ends with endUse() once the kernel is done.
//
// The host may want an object while a device writes part of it: a stream's
// host pops item f's results (request) while stage item f + 1 runs at a
// device, or item f + 1 runs on the host (acquireOnHost) while item f's
// kernel writes its section at a device. The device copy is complete only
// once the writing kernel is launched (a copy home waits for launched
// kernels), so request() and acquireOnHost() wait for the writers' endUse()
// before copying home.
//
// An object of 0 bytes (an empty array) has no address inside it: it is found
// by its start address alone, has nothing to copy, and is valid everywhere.
// Devices point a kernel at no memory for it.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_RUNTIME_MEMORY_MEMORYTRACKER_H
#define HPVM_RUNTIME_MEMORY_MEMORYTRACKER_H

#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <map>
#include <mutex>
#include <optional>
#include <unordered_map>
#include <vector>

namespace hpvm::rt {

/// A place a copy can live: HostLocation, or a device from addDevice().
using Location = unsigned;
constexpr Location HostLocation = 0;
/// Validity is one bit per location.
constexpr Location MaxLocations = 32;

/// How a node uses a pointer argument (its in / out / inout annotation).
enum class Access { In, Out, InOut };

/// Names one tracked object for as long as it exists: a device keys its copy
/// by it. A merge makes a new object, with a new id, even at the same base.
using ObjectId = uint64_t;

struct TrackedObject {
  void *Base = nullptr;
  size_t Bytes = 0;
  /// Bit L set: the copy at location L is up to date. All set for an empty
  /// object.
  uint32_t ValidAt = 0;
  ObjectId Id = 0;
  /// Tracks not yet matched by an untrack.
  unsigned Refs = 0;
  /// acquire()s at a device not yet matched by endUse(): kernels that may
  /// still use the device copy.
  unsigned Uses = 0;
  /// Those of Uses that write the device copy: until their endUse(), the
  /// kernel may not be launched yet, so a copy home would miss its writes.
  unsigned Writers = 0;
  /// Copies home that request() makes without the lock: until they end,
  /// the host copy, already marked valid, is not; everyone else waits.
  unsigned HomeCopies = 0;
  /// Some section tracked in the object is smaller than it (a merge, or a
  /// nested section): an out access, which may write only its section, is
  /// copied in first like inout.
  bool Partial = false;
  /// A node wrote it since it was tracked: an out access, which may write
  /// only its part (a child of a parallel parent, a stream item), is copied
  /// in first like inout, so that what other nodes wrote elsewhere stays.
  bool Written = false;
};

/// Implemented by a device that keeps its own copies of tracked objects. The
/// tracker calls it only to bring an object home and to let the device free
/// its copy, with its lock held, except for the copies home of request()
/// (the object then stays in use, and every other tracker call about it
/// waits); it must not call back into the tracker.
class DeviceMemory {
public:
  virtual ~DeviceMemory();
  /// Overwrites host memory [Object.Base, Object.Base + Object.Bytes) with
  /// the device's copy of Object.
  virtual void copyToHost(const TrackedObject &Object) = 0;
  /// Object is no longer tracked (untracked, or merged into another) and no
  /// kernel uses it any more; the device may free its copy, if any.
  virtual void release(const TrackedObject &Object) = 0;
  /// Whether this device copies objects straight from Other's copies (two
  /// GPUs with peer access): a node here reading an object that only Other
  /// holds then gets it without a trip through the host.
  virtual bool copiesFrom(const DeviceMemory &Other) const;
};

/// What acquire() decided; the device does the copy it asks for.
struct Transfer {
  /// False when the address is in no tracked object: plain host memory.
  bool Tracked = false;
  bool CopyNeeded = false;
  Location From = HostLocation;
  /// The device at From, when From is not the host: the acquiring device
  /// copies from its copy directly (DeviceMemory::copiesFrom).
  DeviceMemory *Source = nullptr;
  /// The whole object the address is in; 0 bytes (and id 0) for an empty
  /// object.
  void *Base = nullptr;
  size_t Bytes = 0;
  ObjectId Id = 0;
  /// The access writes the object (out or inout).
  bool Writes = false;
};

struct MemoryStats {
  /// Tracked objects (an empty one once per address), whatever their
  /// references, and their bytes.
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
  /// Of the copies to a device, those straight from another device.
  uint64_t Peer = 0;
  uint64_t PeerBytes = 0;
};

class MemoryTracker {
public:
  /// The tracker behind the hpvm_rt_*_mem entry points.
  static MemoryTracker &global();

  /// Makes Device a location copies can live at and returns it.
  Location addDevice(DeviceMemory &Device);

  /// Tracks [Ptr, Ptr + Bytes) once more, its host copy valid if it is new:
  /// a section inside a tracked object is one more reference to it; one that
  /// overlaps tracked objects otherwise merges them all with it, and their
  /// references, into one object covering their union. An empty object
  /// overlaps nothing and is counted by address.
  void track(void *Ptr, size_t Bytes);
  /// Drops one reference to the empty object tracked at Ptr, before any
  /// other, or else to the object holding Ptr, and forgets the object at the
  /// last one, without copying it home; warns when there is none.
  void untrack(void *Ptr);
  /// Makes the host copy of the object holding Ptr valid, copying from a
  /// device when needed. Untracked memory is already home: nothing to do.
  /// The copy runs without the tracker's lock, so that other threads'
  /// nodes (a stream's stages) acquire other objects meanwhile.
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
  /// since the node overwrites the object (unless the object is Partial);
  /// Out and InOut leave L as the only valid copy. An empty object needs no
  /// copy and stays valid everywhere. At a device, a non-empty object's copy
  /// is in use until endUse(T). A device reading an object only other
  /// devices hold copies it from one of them it copiesFrom(), else gets it
  /// through the host: that device copies it home first, and the copy to
  /// make is from the host.
  Transfer acquire(const void *Addr, Location L, Access A);
  /// For a part of a split launch at a device that copies in and back only
  /// Bytes of the object holding Addr, its section (SplitCopies.h): counts
  /// a use until endUse(T), and the copies in the stats, but leaves the
  /// valid copies as they are: the device's is right in the section only,
  /// and the host's becomes the only valid one when the launch ends. T
  /// asks for no copy of the object; CopyIn says whether the section goes
  /// in: not for access A out, as acquire() decides for a whole object.
  Transfer acquireSection(const void *Addr, size_t Bytes, Access A,
                          bool &CopyIn);
  /// The kernel acquire() prepared T for is launched, or done with the
  /// device copy.
  void endUse(const Transfer &T);

  MemoryStats stats() const;

private:
  using ObjectMap = std::map<uintptr_t, TrackedObject>;

  ObjectMap::const_iterator findLocked(const void *Addr) const;
  ObjectMap::iterator findLocked(const void *Addr);
  /// findLocked(Addr), once no kernel at a device is about to write it and
  /// no copy home of it is running.
  ObjectMap::iterator findUnwrittenLocked(const void *Addr,
                                          std::unique_lock<std::mutex> &Lock);
  /// findLocked(Addr), once no copy home of it is running.
  ObjectMap::iterator findHomeLocked(const void *Addr,
                                     std::unique_lock<std::mutex> &Lock);
  /// Removes the object from the map; its device copies are released now,
  /// or at its last endUse().
  void forgetLocked(ObjectMap::iterator It);
  void releaseLocked(const TrackedObject &Object);
  void bringHomeLocked(TrackedObject &Object, Access A);
  bool isEmptyObjectLocked(const void *Addr) const;
  /// A device holding a valid copy of Object that device L copies from
  /// directly; HostLocation if none.
  Location peerLocked(const TrackedObject &Object, Location L) const;
  Access accessLocked(const TrackedObject &Object, const void *Addr,
                      Access A) const;

  mutable std::mutex M;
  /// Notified when an object's Writers or HomeCopies drop to 0.
  std::condition_variable WritersDone;
  ObjectMap Objects; // by start address
  // Objects forgotten while kernels used their device copies, by id.
  std::unordered_map<ObjectId, TrackedObject> InUse;
  ObjectId LastId = 0;
  // How many times an empty object is tracked, by its address.
  std::map<uintptr_t, unsigned> EmptyObjects;
  std::vector<DeviceMemory *> Devices; // Devices[L - 1] is location L
  MemoryStats Stats;
};

} // namespace hpvm::rt

#endif // HPVM_RUNTIME_MEMORY_MEMORYTRACKER_H
