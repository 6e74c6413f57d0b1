//===- OpenCLStagingRingTest.cpp - the OpenCL staging memory's ring -------===//
//
// Pieces for small copies in: handed out in order, aligned, wrapping around
// the end of the ring, free again only once a wait has seen their writes
// done, and none while the writes that may run hold too much.
//
//===----------------------------------------------------------------------===//
#include "device/opencl/StagingRing.h"

#include <gtest/gtest.h>

using hpvm::rt::opencl::StagingRing;

namespace {

TEST(OpenCLStagingRing, PiecesInOrderAligned) {
  StagingRing Ring(1024);
  EXPECT_EQ(Ring.take(8, 1), 0u);
  EXPECT_EQ(Ring.take(100, 2), 64u);
  EXPECT_EQ(Ring.take(64, 3), 192u);
  // An empty copy still gets a piece of its own.
  EXPECT_EQ(Ring.take(0, 4), 256u);
}

TEST(OpenCLStagingRing, FullUntilAWaitSeesTheWritesDone) {
  StagingRing Ring(256);
  EXPECT_EQ(Ring.take(128, 1), 0u);
  EXPECT_EQ(Ring.take(128, 2), 128u);
  EXPECT_EQ(Ring.take(1, 3), std::nullopt);
  // Write 1 is done: its piece is free, at the start of the ring.
  Ring.doneUpTo(1);
  EXPECT_EQ(Ring.take(64, 3), 0u);
  EXPECT_EQ(Ring.take(64, 4), 64u);
  // Write 2 still holds 128 to 256.
  EXPECT_EQ(Ring.take(64, 5), std::nullopt);
  // An older wait changes nothing.
  Ring.doneUpTo(0);
  EXPECT_EQ(Ring.take(64, 5), std::nullopt);
  Ring.doneUpTo(2);
  EXPECT_EQ(Ring.take(128, 5), 128u);
}

TEST(OpenCLStagingRing, WrapsOnlyWhereTheStartIsFree) {
  StagingRing Ring(256);
  EXPECT_EQ(Ring.take(64, 1), 0u);
  EXPECT_EQ(Ring.take(128, 2), 64u);
  // 64 bytes left at the end: 128 do not fit there, nor at the start
  // (write 1 holds it).
  EXPECT_EQ(Ring.take(128, 3), std::nullopt);
  Ring.doneUpTo(1);
  // Still too little at the end and at the start (64 bytes each).
  EXPECT_EQ(Ring.take(128, 3), std::nullopt);
  EXPECT_EQ(Ring.take(64, 3), 192u);
  EXPECT_EQ(Ring.take(64, 4), 0u);
  // Wrapped: the free space is between the newest and the oldest piece.
  EXPECT_EQ(Ring.take(64, 5), std::nullopt);
}

TEST(OpenCLStagingRing, AllDoneFreesEverything) {
  StagingRing Ring(256);
  EXPECT_EQ(Ring.take(200, 1), 0u);
  EXPECT_EQ(Ring.take(100, 2), std::nullopt);
  Ring.allDone();
  EXPECT_EQ(Ring.take(256, 2), 0u);
}

} // namespace
