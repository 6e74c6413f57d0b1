//===- InitTest.cpp - hpvm_rt_init and hpvm_rt_cleanup --------------------===//
//
// Repeated, missing and misplaced calls are tolerated with a warning, cleanup
// lets graphs in flight finish, and the runtime works again after cleanup.
// Each test leaves the runtime uninitialised, as it found it (the cleanup
// inside a graph counts: it still ends the init).
//
//===----------------------------------------------------------------------===//
#include "hpvm/hpvm_rt.h"

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <string>
#include <thread>

using ::testing::internal::CaptureStderr;
using ::testing::internal::GetCapturedStderr;

namespace {

TEST(Init, InitAndCleanupAreQuiet) {
  CaptureStderr();
  hpvm_rt_init();
  hpvm_rt_cleanup();
  // Starting OpenMP may print something of its own (Archer, under TSan).
  EXPECT_EQ(GetCapturedStderr().find("hpvm-rt:"), std::string::npos);
}

TEST(Init, InitTwiceWarns) {
  hpvm_rt_init();
  CaptureStderr();
  hpvm_rt_init();
  EXPECT_EQ(GetCapturedStderr(),
            "hpvm-rt: warning: hpvm_rt_init called twice\n");
  hpvm_rt_cleanup();
}

TEST(Init, CleanupWithoutInitWarns) {
  hpvm_rt_init();
  hpvm_rt_cleanup();
  CaptureStderr();
  hpvm_rt_cleanup();
  EXPECT_EQ(GetCapturedStderr(), "hpvm-rt: warning: hpvm_rt_cleanup called "
                                 "without a matching hpvm_rt_init\n");
}

void setFlag(void *Args) { static_cast<std::atomic<bool> *>(Args)->store(1); }

TEST(Init, RuntimeWorksWithoutInitAndAfterCleanup) {
  std::atomic<bool> Ran{false};
  hpvm_rt_wait(hpvm_rt_launch("before", setFlag, &Ran));
  EXPECT_TRUE(Ran);
  hpvm_rt_init();
  hpvm_rt_cleanup();
  Ran = false;
  hpvm_rt_wait(hpvm_rt_launch("after", setFlag, &Ran));
  EXPECT_TRUE(Ran);
}

void slowRoot(void *Args) {
  std::this_thread::sleep_for(std::chrono::milliseconds(50));
  setFlag(Args);
}

TEST(Init, CleanupLetsGraphsInFlightFinish) {
  hpvm_rt_init();
  std::atomic<bool> Ran{false};
  void *G = hpvm_rt_launch("slow_graph", slowRoot, &Ran);
  CaptureStderr();
  hpvm_rt_cleanup();
  EXPECT_EQ(GetCapturedStderr(),
            "hpvm-rt: warning: hpvm_rt_cleanup: 1 graph(s) launched but not "
            "waited for, including 'slow_graph'; letting them finish\n");
  EXPECT_TRUE(Ran);
  // The handle outlives cleanup.
  hpvm_rt_wait(G);
}

void cleanupRoot(void *) { hpvm_rt_cleanup(); }

TEST(Init, CleanupInsideAGraphWarns) {
  hpvm_rt_init();
  CaptureStderr();
  hpvm_rt_wait(hpvm_rt_launch("rogue", cleanupRoot, nullptr));
  EXPECT_EQ(GetCapturedStderr(),
            "hpvm-rt: warning: hpvm_rt_cleanup called from inside graph "
            "'rogue'; launcher threads keep running\n");
}

TEST(Init, CleanupInsideAGraphRunInPlaceWarns) {
  hpvm_rt_init();
  CaptureStderr();
  hpvm_rt_run("in_place", cleanupRoot, nullptr);
  EXPECT_EQ(GetCapturedStderr(),
            "hpvm-rt: warning: hpvm_rt_cleanup called from inside graph "
            "'in_place'; launcher threads keep running\n");
}

} // namespace
