//===- MemoryTrackerTest.cpp - object lookup and transfer decisions -------===//
//
// Lookup by interior address, overlapping and unknown objects, the counters,
// and the copies a device is told to make, checked against a fake device that
// only records what the tracker asks of it.
//
//===----------------------------------------------------------------------===//
#include "MemoryTracker.h"

#include "hpvm/hpvm_rt.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstring>
#include <string>
#include <thread>
#include <vector>

using namespace hpvm::rt;
using ::testing::internal::CaptureStderr;
using ::testing::internal::GetCapturedStderr;

namespace {

/// Holds no memory: "copying home" fills the host object with a marker byte.
class FakeDevice : public DeviceMemory {
public:
  void copyToHost(void *HostBase, size_t Bytes) override {
    memset(HostBase, 0x5a, Bytes);
    CopiedHome.push_back(HostBase);
  }
  void release(void *HostBase, size_t) override {
    Released.push_back(HostBase);
  }

  std::vector<void *> CopiedHome, Released;
};

TEST(MemoryTracker, LookupByAnyAddressInside) {
  MemoryTracker T;
  // The byte before the object is in the array too, so that its address is
  // defined.
  char Storage[101];
  char *Buffer = Storage + 1;
  T.track(Buffer, 100);
  for (char *P : {Buffer, Buffer + 1, Buffer + 50, Buffer + 99}) {
    std::optional<TrackedObject> O = T.lookup(P);
    ASSERT_TRUE(O) << P - Buffer;
    EXPECT_EQ(O->Base, Buffer);
    EXPECT_EQ(O->Bytes, 100u);
  }
  EXPECT_FALSE(T.lookup(Buffer + 100));
  EXPECT_FALSE(T.lookup(Storage));
}

TEST(MemoryTracker, AdjacentObjectsStaySeparate) {
  MemoryTracker T;
  char Buffer[30];
  CaptureStderr();
  T.track(Buffer, 10);
  T.track(Buffer + 10, 10);
  T.track(Buffer + 20, 10);
  EXPECT_EQ(GetCapturedStderr(), "");
  EXPECT_EQ(T.lookup(Buffer + 9)->Base, Buffer);
  EXPECT_EQ(T.lookup(Buffer + 10)->Base, Buffer + 10);
  EXPECT_EQ(T.lookup(Buffer + 29)->Base, Buffer + 20);
  EXPECT_EQ(T.stats().Objects, 3u);
}

TEST(MemoryTracker, OverlapWarnsAndReplaces) {
  MemoryTracker T;
  char Buffer[40];
  T.track(Buffer, 10);
  T.track(Buffer + 20, 10);
  T.track(Buffer + 35, 5);
  CaptureStderr();
  T.track(Buffer + 5, 20); // overlaps the first two, not the third
  std::string Err = GetCapturedStderr();
  EXPECT_EQ(std::count(Err.begin(), Err.end(), '\n'), 2) << Err;
  EXPECT_EQ(Err.rfind("hpvm-rt: warning: hpvm_rt_track_mem: 20 bytes at ", 0),
            0u)
      << Err;
  EXPECT_NE(Err.find("overlap the tracked object of 10 bytes"),
            std::string::npos);
  EXPECT_FALSE(T.lookup(Buffer));
  EXPECT_EQ(T.lookup(Buffer + 24)->Base, Buffer + 5);
  EXPECT_EQ(T.lookup(Buffer + 36)->Base, Buffer + 35);
  EXPECT_EQ(T.stats().Objects, 2u);
  EXPECT_EQ(T.stats().BytesTracked, 25u);
}

TEST(MemoryTracker, SameObjectTwiceWarns) {
  MemoryTracker T;
  char Buffer[10];
  T.track(Buffer, 10);
  CaptureStderr();
  T.track(Buffer, 10);
  EXPECT_NE(GetCapturedStderr(), "");
  EXPECT_EQ(T.stats().Objects, 1u);
}

TEST(MemoryTracker, NullPointerWithBytesWarns) {
  MemoryTracker T;
  CaptureStderr();
  T.track(nullptr, 8);
  EXPECT_EQ(GetCapturedStderr(), "hpvm-rt: warning: hpvm_rt_track_mem: "
                                 "ignoring 8 bytes at a null pointer\n");
  EXPECT_EQ(T.stats().Objects, 0u);
}

// An empty array passed to a gpu node: tracked without a word, never copied,
// found by its address, valid everywhere, and no device is told to free it.
TEST(MemoryTracker, EmptyObjectIsTracked) {
  MemoryTracker T;
  FakeDevice Device;
  Location Gpu = T.addDevice(Device);
  char Buffer[1];
  CaptureStderr();
  T.track(Buffer, 0);
  EXPECT_EQ(T.stats().Objects, 1u);
  EXPECT_EQ(T.stats().BytesTracked, 0u);
  for (Access A : {Access::In, Access::Out, Access::InOut}) {
    Transfer X = T.acquire(Buffer, Gpu, A);
    EXPECT_TRUE(X.Tracked);
    EXPECT_FALSE(X.CopyNeeded);
    EXPECT_EQ(X.Base, Buffer);
    EXPECT_EQ(X.Bytes, 0u);
  }
  EXPECT_TRUE(T.isValid(Buffer, HostLocation));
  EXPECT_TRUE(T.isValid(Buffer, Gpu));
  T.acquireOnHost(Buffer, Access::In);
  T.request(Buffer, 0);
  std::optional<TrackedObject> O = T.lookup(Buffer);
  ASSERT_TRUE(O);
  EXPECT_EQ(O->Base, Buffer);
  EXPECT_EQ(O->Bytes, 0u);
  EXPECT_FALSE(T.lookup(Buffer + 1));
  T.untrack(Buffer);
  EXPECT_EQ(GetCapturedStderr(), "");
  EXPECT_EQ(T.stats().Objects, 0u);
  EXPECT_EQ(T.stats().Transfers, 0u);
  EXPECT_TRUE(Device.CopiedHome.empty());
  EXPECT_TRUE(Device.Released.empty());
  EXPECT_FALSE(T.lookup(Buffer));
}

// What an empty std::vector passes: its data() is null.
TEST(MemoryTracker, EmptyObjectAtNull) {
  MemoryTracker T;
  FakeDevice Device;
  Location Gpu = T.addDevice(Device);
  CaptureStderr();
  T.track(nullptr, 0);
  EXPECT_TRUE(T.acquire(nullptr, Gpu, Access::Out).Tracked);
  T.untrack(nullptr);
  EXPECT_EQ(GetCapturedStderr(), "");
  EXPECT_EQ(T.stats().Objects, 0u);
}

// Two graphs in flight may pass the same empty array (two empty vectors
// both pass null): the first to finish must not untrack it for the other.
TEST(MemoryTracker, EmptyObjectTrackedTwice) {
  MemoryTracker T;
  char Buffer[1];
  CaptureStderr();
  T.track(Buffer, 0);
  T.track(Buffer, 0);
  EXPECT_EQ(GetCapturedStderr(), "");
  EXPECT_EQ(T.stats().Objects, 2u);
  T.untrack(Buffer);
  EXPECT_TRUE(T.lookup(Buffer));
  T.untrack(Buffer);
  EXPECT_FALSE(T.lookup(Buffer));
  EXPECT_EQ(T.stats().Objects, 0u);
}

// Empty arrays at the start of and inside a non-empty object: the non-empty
// one is what a device points at, but an out access may be through the
// empty array, which writes nothing, so it is copied in like inout.
TEST(MemoryTracker, EmptyObjectInsideAnother) {
  MemoryTracker T;
  FakeDevice Device;
  Location Gpu = T.addDevice(Device);
  char Buffer[16];
  CaptureStderr();
  T.track(Buffer, 0);
  T.track(Buffer, sizeof(Buffer));
  T.track(Buffer + 8, 0);
  EXPECT_EQ(GetCapturedStderr(), "");
  EXPECT_EQ(T.stats().Objects, 3u);
  for (char *P : {Buffer, Buffer + 8}) {
    EXPECT_EQ(T.lookup(P)->Bytes, sizeof(Buffer));
    T.markWritten(Buffer, HostLocation); // the device copy is stale
    Transfer X = T.acquire(P, Gpu, Access::Out);
    EXPECT_TRUE(X.CopyNeeded) << P - Buffer;
    EXPECT_EQ(X.Base, Buffer);
    EXPECT_EQ(X.Bytes, sizeof(Buffer));
  }
  // A pointer where no empty object starts keeps the plain out decision.
  T.markWritten(Buffer, HostLocation);
  EXPECT_FALSE(T.acquire(Buffer + 4, Gpu, Access::Out).CopyNeeded);
  // A CPU node's out access through the empty array keeps the device's
  // copy: it is copied home first.
  T.acquireOnHost(Buffer + 8, Access::Out);
  EXPECT_EQ(Device.CopiedHome.size(), 1u);

  // Untracking at a shared address forgets the empty object first.
  T.untrack(Buffer);
  T.untrack(Buffer + 8);
  EXPECT_EQ(T.lookup(Buffer)->Bytes, sizeof(Buffer));
  EXPECT_TRUE(Device.Released.empty());
  T.untrack(Buffer);
  EXPECT_FALSE(T.lookup(Buffer));
  EXPECT_EQ(Device.Released.size(), 1u);
  EXPECT_EQ(T.stats().Objects, 0u);
}

TEST(MemoryTracker, UntrackUnknownWarns) {
  MemoryTracker T;
  char Buffer[10];
  CaptureStderr();
  T.untrack(Buffer);
  std::string Err = GetCapturedStderr();
  EXPECT_EQ(Err.rfind("hpvm-rt: warning: hpvm_rt_untrack_mem: ", 0), 0u);
  EXPECT_NE(Err.find("is not in any tracked object"), std::string::npos);
}

TEST(MemoryTracker, UntrackByInteriorAddress) {
  MemoryTracker T;
  char Buffer[10];
  T.track(Buffer, 10);
  T.untrack(Buffer + 3);
  EXPECT_FALSE(T.lookup(Buffer));
}

TEST(MemoryTracker, CountsObjectsAndBytes) {
  MemoryTracker T;
  std::vector<char> A(1000), B(24);
  T.track(A.data(), A.size());
  T.track(B.data(), B.size());
  EXPECT_EQ(T.stats().Objects, 2u);
  EXPECT_EQ(T.stats().BytesTracked, 1024u);
  T.request(A.data(), A.size());
  T.untrack(A.data());
  EXPECT_EQ(T.stats().Objects, 1u);
  EXPECT_EQ(T.stats().BytesTracked, 24u);
  // Host-only data is always home.
  EXPECT_EQ(T.stats().Transfers, 0u);
}

TEST(MemoryTracker, UntrackedMemoryIsHostMemory) {
  MemoryTracker T;
  FakeDevice Device;
  Location Gpu = T.addDevice(Device);
  int X = 0;
  EXPECT_TRUE(T.isValid(&X, HostLocation));
  EXPECT_FALSE(T.isValid(&X, Gpu));
  EXPECT_FALSE(T.acquire(&X, Gpu, Access::In).Tracked);
  CaptureStderr();
  T.request(&X, sizeof(X));
  EXPECT_EQ(GetCapturedStderr(), "");
}

TEST(MemoryTracker, TransferDecisions) {
  MemoryTracker T;
  FakeDevice Device;
  Location Gpu = T.addDevice(Device);
  EXPECT_EQ(Gpu, 1u);
  std::vector<char> Data(256, 1);
  char *P = Data.data();
  T.track(P, Data.size());
  EXPECT_TRUE(T.isValid(P, HostLocation));
  EXPECT_FALSE(T.isValid(P, Gpu));

  // in: copied to the device once, then both copies are valid.
  Transfer X = T.acquire(P + 17, Gpu, Access::In);
  EXPECT_TRUE(X.Tracked);
  EXPECT_TRUE(X.CopyNeeded);
  EXPECT_EQ(X.From, HostLocation);
  EXPECT_EQ(X.Base, P);
  EXPECT_EQ(X.Bytes, 256u);
  EXPECT_FALSE(T.acquire(P, Gpu, Access::In).CopyNeeded);
  EXPECT_TRUE(T.isValid(P, HostLocation));
  EXPECT_EQ(T.stats().Transfers, 1u);
  EXPECT_EQ(T.stats().BytesTransferred, 256u);

  // inout on the host: no copy, and the device copy is now stale.
  EXPECT_FALSE(T.acquire(P, HostLocation, Access::InOut).CopyNeeded);
  EXPECT_FALSE(T.isValid(P, Gpu));

  // out on the device: no copy in, and only the device copy is valid.
  EXPECT_FALSE(T.acquire(P, Gpu, Access::Out).CopyNeeded);
  EXPECT_FALSE(T.isValid(P, HostLocation));
  EXPECT_TRUE(T.isValid(P, Gpu));
  EXPECT_EQ(T.stats().Transfers, 1u);

  // inout on the device keeps it the only valid copy.
  EXPECT_FALSE(T.acquire(P, Gpu, Access::InOut).CopyNeeded);
  EXPECT_FALSE(T.isValid(P, HostLocation));

  // request brings it home through the device, once.
  T.request(P, Data.size());
  ASSERT_EQ(Device.CopiedHome.size(), 1u);
  EXPECT_EQ(Device.CopiedHome[0], P);
  EXPECT_EQ(Data[200], 0x5a);
  EXPECT_TRUE(T.isValid(P, HostLocation));
  EXPECT_TRUE(T.isValid(P, Gpu));
  T.request(P, Data.size());
  EXPECT_EQ(Device.CopiedHome.size(), 1u);
  EXPECT_EQ(T.stats().Transfers, 2u);
  EXPECT_EQ(T.stats().BytesTransferred, 512u);

  // A read on the host after a device write is a copy from the device.
  T.markWritten(P, Gpu);
  Transfer Back = T.acquire(P, HostLocation, Access::In);
  EXPECT_TRUE(Back.CopyNeeded);
  EXPECT_EQ(Back.From, Gpu);

  T.untrack(P);
  ASSERT_EQ(Device.Released.size(), 1u);
  EXPECT_EQ(Device.Released[0], P);
}

TEST(MemoryTracker, CopyBetweenDevicesWhenHostIsStale) {
  MemoryTracker T;
  FakeDevice D1, D2;
  Location Gpu1 = T.addDevice(D1), Gpu2 = T.addDevice(D2);
  char Buffer[64];
  T.track(Buffer, sizeof(Buffer));
  T.acquire(Buffer, Gpu2, Access::Out);
  Transfer X = T.acquire(Buffer, Gpu1, Access::In);
  EXPECT_TRUE(X.CopyNeeded);
  EXPECT_EQ(X.From, Gpu2);
  T.markValid(Buffer, HostLocation);
  EXPECT_EQ(T.lookup(Buffer)->ValidAt, 0b111u);
}

TEST(MemoryTracker, CPUNodeAfterADeviceWrite) {
  MemoryTracker T;
  FakeDevice Device;
  Location Gpu = T.addDevice(Device);
  char A[8], B[8];
  T.track(A, sizeof(A));
  T.track(B, sizeof(B));
  T.acquire(A, Gpu, Access::Out);
  T.acquire(B, Gpu, Access::Out);

  // in: copied home, and the device copy stays valid.
  T.acquireOnHost(A + 2, Access::In);
  ASSERT_EQ(Device.CopiedHome.size(), 1u);
  EXPECT_EQ(Device.CopiedHome[0], A);
  EXPECT_TRUE(T.isValid(A, Gpu));
  // out: nothing to copy, and the device copy is stale.
  T.acquireOnHost(B, Access::Out);
  EXPECT_EQ(Device.CopiedHome.size(), 1u);
  EXPECT_TRUE(T.isValid(B, HostLocation));
  EXPECT_FALSE(T.isValid(B, Gpu));
}

TEST(MemoryTracker, HostPointerUsesTheGlobalTracker) {
  static FakeDevice Device; // a device stays registered for good
  MemoryTracker &T = MemoryTracker::global();
  Location Gpu = T.addDevice(Device);
  std::vector<char> Data(32, 0);
  hpvm_rt_track_mem(Data.data(), Data.size());
  T.acquire(Data.data(), Gpu, Access::Out);
  hpvm_rt_host_pointer(Data.data() + 4, /*in=*/1, /*out=*/1);
  EXPECT_EQ(Data[31], 0x5a);
  EXPECT_TRUE(T.isValid(Data.data(), HostLocation));
  EXPECT_FALSE(T.isValid(Data.data(), Gpu));
  hpvm_rt_untrack_mem(Data.data());
  int Untracked = 7;
  hpvm_rt_host_pointer(&Untracked, 1, 1);
  EXPECT_EQ(Untracked, 7);
}

TEST(MemoryTracker, RequestPastTheEndWarns) {
  MemoryTracker T;
  char Buffer[16];
  T.track(Buffer, sizeof(Buffer));
  CaptureStderr();
  T.request(Buffer + 8, 16);
  std::string Err = GetCapturedStderr();
  EXPECT_EQ(Err.rfind("hpvm-rt: warning: hpvm_rt_request_mem: 16 bytes at ", 0),
            0u)
      << Err;
}

TEST(MemoryTracker, ConcurrentUse) {
  MemoryTracker T;
  constexpr int Threads = 4, PerThread = 1000;
  std::vector<std::vector<char>> Buffers(Threads, std::vector<char>(PerThread));
  std::vector<std::thread> Workers;
  for (int I = 0; I < Threads; ++I)
    Workers.emplace_back([&, I] {
      char *Base = Buffers[I].data();
      for (int J = 0; J < PerThread; ++J)
        T.track(Base + J, 1);
      for (int J = 0; J < PerThread; ++J) {
        EXPECT_EQ(T.lookup(Base + J)->Base, Base + J);
        T.request(Base + J, 1);
        T.untrack(Base + J);
      }
    });
  for (std::thread &W : Workers)
    W.join();
  EXPECT_EQ(T.stats().Objects, 0u);
}

TEST(MemoryTracker, CInterfaceUsesTheGlobalTracker) {
  std::vector<float> Data(100);
  MemoryStats Before = MemoryTracker::global().stats();
  hpvm_rt_track_mem(Data.data(), Data.size() * sizeof(float));
  EXPECT_EQ(MemoryTracker::global().lookup(&Data[50])->Base, Data.data());
  hpvm_rt_request_mem(Data.data(), Data.size() * sizeof(float));
  hpvm_rt_untrack_mem(Data.data());
  MemoryStats After = MemoryTracker::global().stats();
  EXPECT_EQ(After.Objects, Before.Objects);
  EXPECT_EQ(After.Transfers, Before.Transfers);
}

} // namespace
