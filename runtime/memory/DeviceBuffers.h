//===- DeviceBuffers.h - a device's copies of tracked objects ---*- C++ -*-===//
//
// What every device with memory of its own (device/cuda/, device/opencl/)
// keeps for the memory tracker: one buffer per tracked object, made when a
// node first uses the object there, handed to a BufferCache when the
// tracker releases the object, and taken back for the next object of the
// same size. The device says how a buffer is made and freed (cuMemAlloc,
// clCreateBuffer, ...); this class keeps the map, the cache and their lock.
//
// Buffers are the device's opaque handles, never 0. The lock is taken inside
// the tracker's lock (by find and release) and inside a device's acquire
// lock (by get), never the other way round; the device's callbacks run with
// it held and must not call back into the tracker.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_RUNTIME_MEMORY_DEVICEBUFFERS_H
#define HPVM_RUNTIME_MEMORY_DEVICEBUFFERS_H

#include "memory/BufferCache.h"
#include "memory/MemoryTracker.h"

#include <cstddef>
#include <cstdint>
#include <mutex>
#include <unordered_map>

namespace hpvm::rt {

class DeviceBuffers {
public:
  /// At most this much freed device memory is kept for reuse: a tensor
  /// program frees a batch's layers together, and the deep digits network
  /// needs 258 MB of them at 4096 images, beside what smaller batches left
  /// (each buffer the cache did not keep is allocated again by the next
  /// batch).
  static constexpr size_t CacheBytes = size_t(1) << 30;

  /// The buffer of object Id, of Bytes bytes; New says whether it was made
  /// now: a cached one, else Allocate(Bytes). Allocate returns 0 when the
  /// device is out of memory (other failures are its own to report); the
  /// cached buffers are then freed with Free, and Allocate tries once more.
  /// Returns 0 when that fails too.
  template <typename AllocateFn, typename FreeFn>
  uint64_t get(ObjectId Id, size_t Bytes, bool &New, AllocateFn Allocate,
               FreeFn Free) {
    std::lock_guard<std::mutex> Lock(M);
    auto [It, Inserted] = Buffers.try_emplace(Id, 0);
    New = Inserted;
    if (!Inserted)
      return It->second;
    uint64_t Buffer = Cache.take(Bytes);
    if (!Buffer)
      Buffer = Allocate(Bytes);
    if (!Buffer && Cache.bytesKept()) {
      for (uint64_t Kept : Cache.takeAll())
        Free(Kept);
      Buffer = Allocate(Bytes);
    }
    if (!Buffer)
      Buffers.erase(It);
    else
      It->second = Buffer;
    return Buffer;
  }

  /// The buffer of object Id; 0 if the device has none.
  uint64_t find(ObjectId Id);

  /// Forgets the buffer of object Id, of Bytes bytes: the cache keeps it, or
  /// it is returned for the caller to free (0 when there is none to free).
  uint64_t release(ObjectId Id, size_t Bytes);

private:
  std::mutex M;
  std::unordered_map<ObjectId, uint64_t> Buffers;
  BufferCache Cache{CacheBytes};
};

} // namespace hpvm::rt

#endif // HPVM_RUNTIME_MEMORY_DEVICEBUFFERS_H
