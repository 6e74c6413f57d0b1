//===- BufferCache.cpp - freed device buffers kept for reuse --------------===//
//
// Buffers of one size are taken back first kept, first given: the objects
// of a launch or an inference, given up in the order they were made, get
// the same buffers at the next one (tensor/cuda/CallGraphs.h replays a
// network's library calls only where their device addresses are the same).
// Last kept, first given would reuse the memory likeliest to be warm in the
// device's caches, but reorders the buffers of objects given up together.
//
//===----------------------------------------------------------------------===//
#include "memory/BufferCache.h"

#include <cassert>

using namespace hpvm::rt;

uint64_t BufferCache::take(size_t Bytes) {
  auto It = BySize.find(Bytes);
  if (It == BySize.end())
    return 0;
  uint64_t Buffer = It->second.front();
  It->second.pop_front();
  if (It->second.empty())
    BySize.erase(It);
  BytesKept -= Bytes;
  return Buffer;
}

bool BufferCache::keep(uint64_t Buffer, size_t Bytes) {
  assert(Buffer && Bytes && "an empty object has no device buffer");
  if (Bytes > Capacity - BytesKept)
    return false;
  BySize[Bytes].push_back(Buffer);
  BytesKept += Bytes;
  return true;
}

std::vector<uint64_t> BufferCache::takeAll() {
  std::vector<uint64_t> All;
  for (const auto &Entry : BySize)
    All.insert(All.end(), Entry.second.begin(), Entry.second.end());
  BySize.clear();
  BytesKept = 0;
  return All;
}
