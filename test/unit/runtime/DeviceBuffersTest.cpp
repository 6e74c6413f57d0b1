//===- DeviceBuffersTest.cpp - a device's copies of tracked objects -------===//
//
// One buffer per object, made once; released buffers go to the cache and
// come back for an object of the same size; an allocation that runs out of
// memory frees the cached buffers and tries again.
//
//===----------------------------------------------------------------------===//
#include "memory/DeviceBuffers.h"

#include <gtest/gtest.h>

#include <vector>

using namespace hpvm::rt;

namespace {

/// A device whose memory holds Capacity bytes; buffers are numbered 1, 2, ...
struct FakeMemory {
  size_t Capacity = DeviceBuffers::CacheBytes * 4;
  size_t Used = 0;
  uint64_t Next = 1;
  std::vector<uint64_t> Allocated, Freed;
  std::vector<size_t> Sizes = std::vector<size_t>(64);

  uint64_t allocate(size_t Bytes) {
    if (Used + Bytes > Capacity)
      return 0;
    Used += Bytes;
    Sizes[Next] = Bytes;
    Allocated.push_back(Next);
    return Next++;
  }
  void free(uint64_t Buffer) {
    Used -= Sizes[Buffer];
    Freed.push_back(Buffer);
  }
  uint64_t get(DeviceBuffers &B, ObjectId Id, size_t Bytes, bool &New) {
    return B.get(
        Id, Bytes, New, [&](size_t N) { return allocate(N); },
        [&](uint64_t Buffer) { free(Buffer); });
  }
};

TEST(DeviceBuffers, OneBufferPerObjectMadeOnce) {
  DeviceBuffers B;
  FakeMemory Mem;
  bool New = false;
  uint64_t First = Mem.get(B, 7, 100, New);
  EXPECT_TRUE(New);
  EXPECT_NE(First, 0u);
  EXPECT_EQ(Mem.get(B, 7, 100, New), First);
  EXPECT_FALSE(New);
  EXPECT_EQ(B.find(7), First);
  EXPECT_EQ(B.find(8), 0u);
  EXPECT_EQ(Mem.Allocated.size(), 1u);
}

TEST(DeviceBuffers, ReleasedBuffersAreReusedForTheSameSize) {
  DeviceBuffers B;
  FakeMemory Mem;
  bool New = false;
  uint64_t First = Mem.get(B, 1, 4096, New);
  // Kept by the cache: nothing for the caller to free.
  EXPECT_EQ(B.release(1, 4096), 0u);
  EXPECT_EQ(B.find(1), 0u);
  EXPECT_EQ(B.release(1, 4096), 0u);
  EXPECT_NE(Mem.get(B, 2, 8192, New), First);
  EXPECT_EQ(Mem.get(B, 3, 4096, New), First);
  EXPECT_TRUE(New);
  EXPECT_EQ(Mem.Allocated.size(), 2u);
  // More than the cache keeps: the caller frees it.
  uint64_t Big = Mem.get(B, 4, DeviceBuffers::CacheBytes + 1, New);
  EXPECT_EQ(B.release(4, DeviceBuffers::CacheBytes + 1), Big);
}

TEST(DeviceBuffers, OutOfMemoryFreesTheCacheAndTriesAgain) {
  DeviceBuffers B;
  FakeMemory Mem;
  Mem.Capacity = 3000;
  bool New = false;
  uint64_t Cached = Mem.get(B, 1, 2000, New);
  EXPECT_EQ(B.release(1, 2000), 0u);
  // 1500 bytes do not fit next to the cached 2000.
  uint64_t Other = Mem.get(B, 2, 1500, New);
  EXPECT_NE(Other, 0u);
  EXPECT_EQ(Mem.Freed, std::vector<uint64_t>{Cached});
  // Nothing cached and still too large: 0, and no buffer recorded.
  EXPECT_EQ(Mem.get(B, 3, 2000, New), 0u);
  EXPECT_EQ(B.find(3), 0u);
}

} // namespace
