//===- BufferCache.h - freed device buffers kept for reuse ------*- C++ -*-===//
//
// Allocating and freeing device memory costs tens of microseconds per call
// (cuMemFree also waits for the device), and a #pragma hpvm program tracks
// and untracks its arrays, and the buffer of a node's scalar outputs, around
// every graph launch: without a cache each launch allocates and frees the
// same buffers again. A device hands the buffers of untracked objects to the
// cache instead of freeing them, and takes one back for the next object of
// the same size: the first kept first, so that objects given up in the order
// they were made get the same buffers in the same order next time (a
// network's layers get the same device addresses at every inference, which
// tensor/cuda/CallGraphs.h needs to replay its library calls).
//
// Buffers are the device's opaque handles, never 0. The cache keeps at most
// its capacity in bytes; what would not fit stays the caller's to free. It
// has no lock: the device calls it under its own.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_RUNTIME_MEMORY_BUFFERCACHE_H
#define HPVM_RUNTIME_MEMORY_BUFFERCACHE_H

#include <cstddef>
#include <cstdint>
#include <deque>
#include <unordered_map>
#include <vector>

namespace hpvm::rt {

class BufferCache {
public:
  explicit BufferCache(size_t Capacity) : Capacity(Capacity) {}

  /// A kept buffer of exactly Bytes bytes, no longer kept; 0 if none.
  uint64_t take(size_t Bytes);
  /// Keeps Buffer, of Bytes bytes, if the capacity allows; returns whether
  /// it did (if not, the caller frees it).
  bool keep(uint64_t Buffer, size_t Bytes);
  /// Gives up every kept buffer, for the caller to free: an allocation that
  /// failed for lack of memory may succeed then.
  std::vector<uint64_t> takeAll();

  size_t bytesKept() const { return BytesKept; }

private:
  const size_t Capacity;
  size_t BytesKept = 0;
  std::unordered_map<size_t, std::deque<uint64_t>> BySize;
};

} // namespace hpvm::rt

#endif // HPVM_RUNTIME_MEMORY_BUFFERCACHE_H
