//===- BufferCacheTest.cpp - freed device buffers kept for reuse ----------===//
//
// Which buffer the cache gives back, and its capacity. Buffers are plain
// numbers here: the cache never looks at them.
//
//===----------------------------------------------------------------------===//
#include "memory/BufferCache.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

using namespace hpvm::rt;

namespace {

TEST(BufferCache, GivesBackOnlyTheSameSize) {
  BufferCache C(1 << 20);
  EXPECT_EQ(C.take(100), 0u);
  EXPECT_TRUE(C.keep(0x1000, 100));
  EXPECT_TRUE(C.keep(0x2000, 200));
  EXPECT_EQ(C.bytesKept(), 300u);
  EXPECT_EQ(C.take(150), 0u);
  EXPECT_EQ(C.take(200), 0x2000u);
  EXPECT_EQ(C.take(200), 0u);
  EXPECT_EQ(C.take(100), 0x1000u);
  EXPECT_EQ(C.bytesKept(), 0u);
}

TEST(BufferCache, FirstKeptFirstGiven) {
  BufferCache C(1 << 20);
  C.keep(0x1000, 64);
  C.keep(0x2000, 64);
  EXPECT_EQ(C.take(64), 0x1000u);
  EXPECT_EQ(C.take(64), 0x2000u);
  EXPECT_EQ(C.take(64), 0u);
}

// Batches of objects of one size, made and given up in the same order (a
// network's layers): every batch gets the same buffers for the same objects.
TEST(BufferCache, RepeatedBatchesGetTheSameBuffers) {
  BufferCache C(1 << 20);
  std::vector<uint64_t> First{0x1000, 0x2000, 0x3000};
  for (uint64_t B : First)
    C.keep(B, 64);
  for (int Batch = 0; Batch < 3; ++Batch) {
    std::vector<uint64_t> Got;
    for (int I = 0; I < 3; ++I)
      Got.push_back(C.take(64));
    EXPECT_EQ(Got, First);
    for (uint64_t B : Got)
      C.keep(B, 64);
  }
}

// One launch after another with the same arrays: each buffer given up is
// the one the next launch gets.
TEST(BufferCache, RepeatedLaunchesReuseOneBuffer) {
  BufferCache C(1 << 20);
  uint64_t Buffer = 0x4000;
  for (int Launch = 0; Launch < 3; ++Launch) {
    EXPECT_TRUE(C.keep(Buffer, 8));
    Buffer = C.take(8);
    EXPECT_EQ(Buffer, 0x4000u);
  }
}

TEST(BufferCache, KeepsNoMoreThanItsCapacity) {
  BufferCache C(256);
  EXPECT_TRUE(C.keep(0x1000, 200));
  EXPECT_FALSE(C.keep(0x2000, 100));
  EXPECT_TRUE(C.keep(0x3000, 56));
  EXPECT_EQ(C.bytesKept(), 256u);
  EXPECT_FALSE(C.keep(0x4000, 1));
  EXPECT_EQ(C.take(100), 0u); // never kept
  EXPECT_EQ(C.take(200), 0x1000u);
  EXPECT_TRUE(C.keep(0x2000, 100));
  EXPECT_EQ(C.bytesKept(), 156u);
}

TEST(BufferCache, NoCapacityKeepsNothing) {
  BufferCache C(0);
  EXPECT_FALSE(C.keep(0x1000, 1));
  EXPECT_EQ(C.take(1), 0u);
}

TEST(BufferCache, TakeAllEmptiesIt) {
  BufferCache C(1 << 20);
  C.keep(0x1000, 10);
  C.keep(0x2000, 10);
  C.keep(0x3000, 30);
  std::vector<uint64_t> All = C.takeAll();
  std::sort(All.begin(), All.end());
  EXPECT_EQ(All, (std::vector<uint64_t>{0x1000, 0x2000, 0x3000}));
  EXPECT_EQ(C.bytesKept(), 0u);
  EXPECT_EQ(C.take(10), 0u);
  EXPECT_EQ(C.take(30), 0u);
  EXPECT_TRUE(C.takeAll().empty());
}

} // namespace
