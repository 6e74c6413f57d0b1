//===- MemoryTrackerTest.cpp - object lookup and transfer decisions -------===//
//
// Lookup by interior address, references, merged and unknown objects, the
// counters, and the copies a device is told to make, checked against a fake
// device that only records what the tracker asks of it; graphs in flight on
// several threads sharing objects.
//
//===----------------------------------------------------------------------===//
#include "memory/MemoryTracker.h"

#include "hpvm/hpvm_rt.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstring>
#include <future>
#include <mutex>
#include <set>
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
  void copyToHost(const TrackedObject &Object) override {
    memset(Object.Base, 0x5a, Object.Bytes);
    CopiedHome.push_back(Object.Base);
  }
  void release(const TrackedObject &Object) override {
    Released.push_back(Object.Base);
  }

  std::vector<void *> CopiedHome, Released;
};

/// What a node whose kernel runs at device L does with Addr: the tracker's
/// decision, and the end of the kernel.
Transfer runAt(MemoryTracker &T, const void *Addr, Location L, Access A) {
  Transfer X = T.acquire(Addr, L, A);
  T.endUse(X);
  return X;
}

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

// A section overlapping tracked objects merges them into one object covering
// the union, holding all their references; objects it does not overlap stay.
TEST(MemoryTracker, OverlapMergesIntoTheUnion) {
  MemoryTracker T;
  char Buffer[40];
  T.track(Buffer, 10);
  T.track(Buffer + 20, 10);
  T.track(Buffer + 35, 5);
  CaptureStderr();
  T.track(Buffer + 5, 20); // overlaps the first two, not the third
  EXPECT_EQ(GetCapturedStderr(), "");
  for (char *P : {Buffer, Buffer + 12, Buffer + 29}) {
    std::optional<TrackedObject> O = T.lookup(P);
    ASSERT_TRUE(O) << P - Buffer;
    EXPECT_EQ(O->Base, Buffer);
    EXPECT_EQ(O->Bytes, 30u);
  }
  EXPECT_EQ(T.lookup(Buffer + 36)->Base, Buffer + 35);
  EXPECT_EQ(T.stats().Objects, 2u);
  EXPECT_EQ(T.stats().BytesTracked, 35u);
  // The union goes with the last of its three sections' untracks.
  T.untrack(Buffer);
  T.untrack(Buffer + 20);
  EXPECT_TRUE(T.lookup(Buffer + 29));
  T.untrack(Buffer + 5);
  EXPECT_FALSE(T.lookup(Buffer + 29));
  EXPECT_EQ(T.stats().Objects, 1u);
}

// Two views of one array, q = p + 1, in one graph: one object, no warning.
TEST(MemoryTracker, AliasingViewsAreOneObject) {
  MemoryTracker T;
  int Data[5];
  int *P = Data, *Q = Data + 1;
  CaptureStderr();
  T.track(P, 4 * sizeof(int));
  T.track(Q, 4 * sizeof(int));
  EXPECT_EQ(T.lookup(Q)->Base, P);
  EXPECT_EQ(T.lookup(P)->Bytes, sizeof(Data));
  T.untrack(Q);
  EXPECT_TRUE(T.lookup(P));
  T.untrack(P);
  EXPECT_EQ(GetCapturedStderr(), "");
  EXPECT_FALSE(T.lookup(P));
}

// The same array in two clauses, or in two graphs in flight: each track is a
// reference, and the object goes with the last untrack, not the first.
TEST(MemoryTracker, SameSectionTwiceIsCounted) {
  MemoryTracker T;
  FakeDevice Device;
  T.addDevice(Device);
  char Buffer[10];
  CaptureStderr();
  T.track(Buffer, 10);
  T.track(Buffer, 10);
  T.track(Buffer + 2, 4); // inside: one more reference, the same object
  EXPECT_EQ(GetCapturedStderr(), "");
  EXPECT_EQ(T.stats().Objects, 1u);
  ObjectId Id = T.lookup(Buffer)->Id;
  EXPECT_EQ(T.lookup(Buffer)->Bytes, 10u);
  T.untrack(Buffer);
  T.untrack(Buffer + 2);
  EXPECT_EQ(T.lookup(Buffer)->Id, Id);
  EXPECT_TRUE(Device.Released.empty());
  T.untrack(Buffer);
  EXPECT_FALSE(T.lookup(Buffer));
  EXPECT_EQ(Device.Released.size(), 1u);
  // One untrack too many is still a mistake.
  CaptureStderr();
  T.untrack(Buffer);
  EXPECT_NE(GetCapturedStderr().find("is not in any tracked object"),
            std::string::npos);
}

// Growing an object whose only valid copy is on a device: the data comes
// home first, the old device copy goes, and the union is valid at the host.
TEST(MemoryTracker, MergeBringsDeviceCopiesHome) {
  MemoryTracker T;
  FakeDevice Device;
  Location Gpu = T.addDevice(Device);
  char Buffer[32] = {};
  T.track(Buffer, 16);
  runAt(T, Buffer, Gpu, Access::Out);
  T.track(Buffer + 8, 24);
  ASSERT_EQ(Device.CopiedHome.size(), 1u);
  EXPECT_EQ(Buffer[15], 0x5a);
  EXPECT_EQ(Buffer[16], 0);
  EXPECT_EQ(Device.Released, std::vector<void *>{Buffer});
  EXPECT_TRUE(T.isValid(Buffer, HostLocation));
  EXPECT_FALSE(T.isValid(Buffer, Gpu));
  Transfer X = runAt(T, Buffer + 20, Gpu, Access::In);
  EXPECT_TRUE(X.CopyNeeded);
  EXPECT_EQ(X.From, HostLocation);
  EXPECT_EQ(X.Base, Buffer);
  EXPECT_EQ(X.Bytes, 32u);
  EXPECT_EQ(T.stats().ToHost, 1u);
}

// A node writing one section of a larger object (views merged into it, or a
// section nested in another) may leave the rest alone: out copies the object
// in first, so that the rest stays as the host had it.
TEST(MemoryTracker, OutOnPartOfAnObjectCopiesItIn) {
  MemoryTracker T;
  FakeDevice Device;
  Location Gpu = T.addDevice(Device);
  int Data[5] = {};
  T.track(Data, sizeof(Data));
  EXPECT_FALSE(runAt(T, Data, Gpu, Access::Out).CopyNeeded);
  T.track(Data, sizeof(Data)); // the same section: out writes it all
  EXPECT_FALSE(runAt(T, Data, Gpu, Access::Out).CopyNeeded);
  T.untrack(Data);
  T.untrack(Data);

  int *P = Data, *Q = Data + 1;
  T.track(P, 4 * sizeof(int));
  T.track(Q, 4 * sizeof(int));
  EXPECT_TRUE(runAt(T, Q, Gpu, Access::Out).CopyNeeded);
  T.untrack(P);
  T.untrack(Q);

  T.track(Data, sizeof(Data));
  T.track(Data + 2, sizeof(int));
  T.markWritten(Data, HostLocation);
  EXPECT_TRUE(runAt(T, Data + 2, Gpu, Access::Out).CopyNeeded);
  T.untrack(Data);
  T.untrack(Data);
  EXPECT_EQ(T.stats().Objects, 0u);
}

// A kernel still using a device copy keeps it: an object merged away or
// untracked meanwhile is released when the kernel is done.
TEST(MemoryTracker, DeviceCopyOutlivesItsObjectWhileInUse) {
  MemoryTracker T;
  FakeDevice Device;
  Location Gpu = T.addDevice(Device);
  char Buffer[32];
  T.track(Buffer, 16);
  Transfer Reading = T.acquire(Buffer, Gpu, Access::In);
  T.track(Buffer + 8, 24); // another graph, a halo overlapping the first
  ObjectId Union = T.lookup(Buffer)->Id;
  EXPECT_NE(Union, Reading.Id);
  EXPECT_TRUE(Device.Released.empty());
  T.endUse(Reading);
  EXPECT_EQ(Device.Released, std::vector<void *>{Buffer});

  Transfer Last = T.acquire(Buffer, Gpu, Access::In);
  EXPECT_EQ(Last.Id, Union);
  T.untrack(Buffer);
  T.untrack(Buffer + 8);
  EXPECT_FALSE(T.lookup(Buffer));
  EXPECT_EQ(Device.Released.size(), 1u);
  T.endUse(Last);
  EXPECT_EQ(Device.Released.size(), 2u);
  EXPECT_EQ(T.stats().Objects, 0u);
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
    Transfer X = runAt(T, Buffer, Gpu, A);
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
  EXPECT_TRUE(runAt(T, nullptr, Gpu, Access::Out).Tracked);
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
  EXPECT_EQ(T.stats().Objects, 1u); // one object, two references
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
  // A pointer where no empty object starts keeps the plain out decision
  // (before any node wrote the object).
  EXPECT_FALSE(runAt(T, Buffer + 4, Gpu, Access::Out).CopyNeeded);
  for (char *P : {Buffer, Buffer + 8}) {
    EXPECT_EQ(T.lookup(P)->Bytes, sizeof(Buffer));
    T.markWritten(Buffer, HostLocation); // the device copy is stale
    Transfer X = runAt(T, P, Gpu, Access::Out);
    EXPECT_TRUE(X.CopyNeeded) << P - Buffer;
    EXPECT_EQ(X.Base, Buffer);
    EXPECT_EQ(X.Bytes, sizeof(Buffer));
  }
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
  EXPECT_FALSE(runAt(T, &X, Gpu, Access::In).Tracked);
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
  Transfer X = runAt(T, P + 17, Gpu, Access::In);
  EXPECT_TRUE(X.Tracked);
  EXPECT_TRUE(X.CopyNeeded);
  EXPECT_EQ(X.From, HostLocation);
  EXPECT_EQ(X.Base, P);
  EXPECT_EQ(X.Bytes, 256u);
  EXPECT_FALSE(runAt(T, P, Gpu, Access::In).CopyNeeded);
  EXPECT_TRUE(T.isValid(P, HostLocation));
  EXPECT_EQ(T.stats().Transfers, 1u);
  EXPECT_EQ(T.stats().BytesTransferred, 256u);

  // inout on the host: no copy, and the device copy is now stale.
  EXPECT_FALSE(T.acquire(P, HostLocation, Access::InOut).CopyNeeded);
  EXPECT_FALSE(T.isValid(P, Gpu));

  // out on the device after a node wrote at the host: copied in (this node
  // may write only its part), and only the device copy is valid.
  EXPECT_TRUE(runAt(T, P, Gpu, Access::Out).CopyNeeded);
  EXPECT_FALSE(T.isValid(P, HostLocation));
  EXPECT_TRUE(T.isValid(P, Gpu));
  EXPECT_EQ(T.stats().Transfers, 2u);

  // inout on the device keeps it the only valid copy.
  EXPECT_FALSE(runAt(T, P, Gpu, Access::InOut).CopyNeeded);
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
  EXPECT_EQ(T.stats().Transfers, 3u);
  EXPECT_EQ(T.stats().BytesTransferred, 768u);

  // A read on the host after a device write is a copy from the device.
  T.markWritten(P, Gpu);
  Transfer Back = T.acquire(P, HostLocation, Access::In);
  EXPECT_TRUE(Back.CopyNeeded);
  EXPECT_EQ(Back.From, Gpu);

  T.untrack(P);
  ASSERT_EQ(Device.Released.size(), 1u);
  EXPECT_EQ(Device.Released[0], P);
}

TEST(MemoryTracker, CopyBetweenDevicesGoesThroughTheHost) {
  MemoryTracker T;
  FakeDevice D1, D2;
  Location Dev1 = T.addDevice(D1), Dev2 = T.addDevice(D2);
  char Buffer[64];
  T.track(Buffer, sizeof(Buffer));
  runAt(T, Buffer, Dev2, Access::Out);
  // Device 1 reads what device 2 wrote: device 2 copies it home, device 1
  // copies it from there; then all three copies are valid.
  Transfer X = runAt(T, Buffer, Dev1, Access::In);
  ASSERT_EQ(D2.CopiedHome.size(), 1u);
  EXPECT_EQ(D2.CopiedHome[0], Buffer);
  EXPECT_TRUE(D1.CopiedHome.empty());
  EXPECT_TRUE(X.CopyNeeded);
  EXPECT_EQ(X.From, HostLocation);
  EXPECT_EQ(T.lookup(Buffer)->ValidAt, 0b111u);
  EXPECT_EQ(T.stats().ToHost, 1u);
  EXPECT_EQ(T.stats().ToDevice, 1u);
  // A write on device 1 leaves device 2 stale; out there, after nodes
  // wrote the object, brings device 1's copy over the host as inout would.
  runAt(T, Buffer, Dev1, Access::InOut);
  Transfer Y = runAt(T, Buffer, Dev2, Access::Out);
  EXPECT_TRUE(Y.CopyNeeded);
  EXPECT_EQ(Y.From, HostLocation);
  EXPECT_EQ(D1.CopiedHome.size(), 1u);
}

/// A FakeDevice that copies straight from the devices in Peers.
class PeerDevice : public FakeDevice {
public:
  bool copiesFrom(const DeviceMemory &Other) const override {
    return std::find(Peers.begin(), Peers.end(), &Other) != Peers.end();
  }
  std::vector<const DeviceMemory *> Peers;
};

TEST(MemoryTracker, CopyBetweenPeersSkipsTheHost) {
  MemoryTracker T;
  PeerDevice D1, D2, D3;
  D1.Peers = {&D2}; // D1 reads D2's copies; D3 none
  Location Dev1 = T.addDevice(D1), Dev2 = T.addDevice(D2),
           Dev3 = T.addDevice(D3);
  char Buffer[64];
  T.track(Buffer, sizeof(Buffer));
  runAt(T, Buffer, Dev2, Access::Out);
  // Device 1 copies device 2's copy: nothing comes home, and the host's
  // copy stays stale.
  Transfer X = runAt(T, Buffer, Dev1, Access::In);
  EXPECT_TRUE(D2.CopiedHome.empty());
  EXPECT_TRUE(X.CopyNeeded);
  EXPECT_EQ(X.From, Dev2);
  EXPECT_EQ(X.Source, &D2);
  EXPECT_EQ(T.lookup(Buffer)->ValidAt, (1u << Dev1) | (1u << Dev2));
  MemoryStats S = T.stats();
  EXPECT_EQ(S.ToHost, 0u);
  EXPECT_EQ(S.ToDevice, 1u);
  EXPECT_EQ(S.Peer, 1u);
  EXPECT_EQ(S.PeerBytes, sizeof(Buffer));
  // Device 3 has no peer access: through the host, as before.
  Transfer Y = runAt(T, Buffer, Dev3, Access::In);
  EXPECT_EQ(Y.From, HostLocation);
  EXPECT_EQ(Y.Source, nullptr);
  EXPECT_EQ(D1.CopiedHome.size() + D2.CopiedHome.size(), 1u);
  EXPECT_EQ(T.stats().Peer, 1u);
  // Out after a write copies in like inout: from the peer again.
  runAt(T, Buffer, Dev2, Access::InOut);
  Transfer Z = runAt(T, Buffer, Dev1, Access::Out);
  EXPECT_EQ(Z.From, Dev2);
  EXPECT_EQ(T.stats().Peer, 2u);
}

TEST(MemoryTracker, CPUNodeAfterADeviceWrite) {
  MemoryTracker T;
  FakeDevice Device;
  Location Gpu = T.addDevice(Device);
  char A[8], B[8];
  T.track(A, sizeof(A));
  T.track(B, sizeof(B));
  runAt(T, A, Gpu, Access::Out);
  runAt(T, B, Gpu, Access::Out);

  // in: copied home, and the device copy stays valid.
  T.acquireOnHost(A + 2, Access::In);
  ASSERT_EQ(Device.CopiedHome.size(), 1u);
  EXPECT_EQ(Device.CopiedHome[0], A);
  EXPECT_TRUE(T.isValid(A, Gpu));
  // out: a node wrote it on the device, and this one may write only its
  // part, so it comes home too; then the device copy is stale.
  T.acquireOnHost(B, Access::Out);
  ASSERT_EQ(Device.CopiedHome.size(), 2u);
  EXPECT_EQ(Device.CopiedHome[1], B);
  EXPECT_TRUE(T.isValid(B, HostLocation));
  EXPECT_FALSE(T.isValid(B, Gpu));
}

TEST(MemoryTracker, OutBeforeAnyNodeWroteIsNotCopied) {
  MemoryTracker T;
  FakeDevice Device;
  Location Gpu = T.addDevice(Device);
  char A[8];
  T.track(A, sizeof(A));
  // The first out at the device: nothing to keep, nothing copied.
  EXPECT_FALSE(runAt(T, A, Gpu, Access::Out).CopyNeeded);
  T.untrack(A);
  // Tracked again (the next launch): the host copy is the program's.
  T.track(A, sizeof(A));
  T.acquireOnHost(A, Access::Out);
  EXPECT_TRUE(Device.CopiedHome.empty());
}

// Nodes that take turns on the host and the device, each writing its part
// of one object with `out` (children of a parallel parent, stream items
// under the item policy), keep each other's parts.
TEST(MemoryTracker, OutTakingTurnsKeepsEveryPart) {
  MemoryTracker T;
  FakeDevice Device;
  Location Gpu = T.addDevice(Device);
  char A[8];
  T.track(A, sizeof(A));
  runAt(T, A, Gpu, Access::Out);
  // The host's turn: the device's part comes home.
  T.acquireOnHost(A, Access::Out);
  EXPECT_EQ(Device.CopiedHome.size(), 1u);
  // The device's turn again: the host's part goes in.
  Transfer X = runAt(T, A, Gpu, Access::Out);
  EXPECT_TRUE(X.CopyNeeded);
  EXPECT_EQ(X.From, HostLocation);
  EXPECT_FALSE(T.isValid(A, HostLocation));
}

TEST(MemoryTracker, HostPointerUsesTheGlobalTracker) {
  static FakeDevice Device; // a device stays registered for good
  MemoryTracker &T = MemoryTracker::global();
  Location Gpu = T.addDevice(Device);
  std::vector<char> Data(32, 0);
  hpvm_rt_track_mem(Data.data(), Data.size());
  runAt(T, Data.data(), Gpu, Access::Out);
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

// A stream's host pops item f (request) and a host stage runs item f + 1
// (acquireOnHost) while item f + 2's kernel is acquired at a device but not
// launched: the copy home waits for the launch, or it misses the kernel's
// writes and marks the host copy valid without them.
TEST(MemoryTracker, HostWaitsForAWriterAboutToLaunch) {
  for (bool Request : {true, false}) {
    MemoryTracker T;
    FakeDevice Device;
    Location Gpu = T.addDevice(Device);
    char Buffer[16] = {};
    T.track(Buffer, sizeof(Buffer));
    Transfer Writer = T.acquire(Buffer + 8, Gpu, Access::Out);
    std::atomic<bool> Done{false};
    std::thread Host([&] {
      if (Request)
        T.request(Buffer, 8);
      else
        T.acquireOnHost(Buffer, Access::Out);
      Done = true;
    });
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
    EXPECT_FALSE(Done) << "request " << Request;
    T.endUse(Writer);
    Host.join();
    EXPECT_EQ(Device.CopiedHome, std::vector<void *>{Buffer});
    EXPECT_TRUE(T.isValid(Buffer, HostLocation));
    T.untrack(Buffer);
  }
}

/// Its copies home wait until open(): copies that take long.
class SlowDevice : public DeviceMemory {
public:
  void copyToHost(const TrackedObject &Object) override {
    std::unique_lock<std::mutex> Lock(M);
    ++Copying;
    CV.notify_all();
    CV.wait(Lock, [&] { return Open; });
    memset(Object.Base, 0x5a, Object.Bytes);
  }
  void release(const TrackedObject &Object) override {
    std::lock_guard<std::mutex> Lock(M);
    Released.push_back(Object.Base);
  }
  void waitUntilCopying() {
    std::unique_lock<std::mutex> Lock(M);
    CV.wait(Lock, [&] { return Copying > 0; });
  }
  void open() {
    std::lock_guard<std::mutex> Lock(M);
    Open = true;
    CV.notify_all();
  }
  /// How many times the object at Base was released.
  long releases(const void *Base) {
    std::lock_guard<std::mutex> Lock(M);
    return std::count(Released.begin(), Released.end(), Base);
  }

private:
  std::mutex M;
  std::condition_variable CV;
  int Copying = 0;
  bool Open = false;
  std::vector<const void *> Released;
};

// A request's copy home runs without the tracker's lock: meanwhile other
// threads use other objects (a stream's stages go on while the host copies
// an item's output home), calls about the object being copied wait for
// the copy, and untracking it frees its device copy only after the copy.
TEST(MemoryTracker, CopyHomeLeavesOtherObjectsFree) {
  MemoryTracker T;
  SlowDevice Device;
  Location Gpu = T.addDevice(Device);
  char A[16] = {}, B[16] = {}, C[16] = {};
  T.track(A, sizeof(A));
  T.track(B, sizeof(B));
  runAt(T, A, Gpu, Access::Out);
  std::thread Host([&] { T.request(A, sizeof(A)); });
  Device.waitUntilCopying();
  auto Others = std::async(std::launch::async, [&] {
    runAt(T, B, Gpu, Access::InOut);
    T.track(C, sizeof(C));
    T.untrack(C);
  });
  EXPECT_EQ(Others.wait_for(std::chrono::seconds(10)),
            std::future_status::ready);
  std::atomic<bool> Done{false};
  std::thread Again([&] {
    T.request(A, sizeof(A));
    EXPECT_EQ(A[15], 0x5a); // the first copy's
    Done = true;
  });
  std::this_thread::sleep_for(std::chrono::milliseconds(50));
  EXPECT_FALSE(Done);
  T.untrack(A);
  EXPECT_EQ(Device.releases(A), 0);
  Device.open();
  Host.join();
  Again.join();
  Others.get();
  EXPECT_EQ(Device.releases(A), 1);
  EXPECT_EQ(T.stats().Objects, 1u);
  T.untrack(B);
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

/// A fake device that graphs on several threads share: it records what the
/// tracker releases, and whether it released anything twice.
class SharedDevice : public DeviceMemory {
public:
  void copyToHost(const TrackedObject &Object) override {
    memset(Object.Base, 0x5a, Object.Bytes);
  }
  void release(const TrackedObject &Object) override {
    std::lock_guard<std::mutex> Lock(M);
    if (!Released.insert(Object.Id).second)
      ++ReleasedTwice;
  }
  bool released(ObjectId Id) {
    std::lock_guard<std::mutex> Lock(M);
    return Released.count(Id);
  }

  std::mutex M;
  std::set<ObjectId> Released;
  int ReleasedTwice = 0;
};

// Eight graphs at a time over one shared input: each tracks the whole input
// and its own window of it with a halo (overlapping its neighbours'), reads
// them on the device while others come and go, and writes its own output.
// No warning, no device copy released while a kernel uses it, each released
// once, the input never overwritten, every output brought home.
TEST(MemoryTracker, ConcurrentGraphsShareObjects) {
  MemoryTracker T;
  SharedDevice Device;
  Location Gpu = T.addDevice(Device);
  constexpr int Threads = 8, Rounds = 200, Window = 64;
  std::vector<char> In((Threads + 1) * Window, 7);
  std::vector<std::vector<char>> Out(Threads, std::vector<char>(Window));
  std::vector<std::thread> Graphs;
  std::atomic<int> UsedAfterRelease{0};
  CaptureStderr();
  for (int I = 0; I < Threads; ++I)
    Graphs.emplace_back([&, I] {
      char *Halo = In.data() + I * Window, *Mine = Out[I].data();
      for (int R = 0; R < Rounds; ++R) {
        T.track(In.data(), In.size());
        T.track(Halo, 2 * Window);
        T.track(Mine, Window);
        for (const char *P : {Halo, In.data()}) {
          Transfer X = T.acquire(P, Gpu, Access::In);
          std::this_thread::yield();
          if (Device.released(X.Id))
            ++UsedAfterRelease;
          T.endUse(X);
        }
        T.endUse(T.acquire(Mine, Gpu, Access::Out));
        T.request(Mine, Window);
        T.untrack(Halo);
        T.untrack(Mine);
        T.untrack(In.data());
      }
    });
  for (std::thread &G : Graphs)
    G.join();
  EXPECT_EQ(GetCapturedStderr(), "");
  EXPECT_EQ(UsedAfterRelease, 0);
  EXPECT_EQ(Device.ReleasedTwice, 0);
  EXPECT_EQ(T.stats().Objects, 0u);
  EXPECT_EQ(T.stats().BytesTracked, 0u);
  EXPECT_TRUE(std::all_of(In.begin(), In.end(), [](char C) { return C == 7; }));
  for (const std::vector<char> &O : Out)
    EXPECT_TRUE(
        std::all_of(O.begin(), O.end(), [](char C) { return C == 0x5a; }));
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
