//===- BufferCache.cpp - freed device buffers kept for reuse --------------===//
//
// Buffers of one size are taken back last kept, first given: the most
// recently used memory is the likeliest to be warm in the device's caches
// and TLBs.
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
