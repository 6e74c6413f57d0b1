//===- Device.h - a device with memory of its own ---------------*- C++ -*-===//
//
// The host runs cpu and vector nodes on its cores, in host memory
// (device/cpu/). Every other device (device/cuda/, and the devices to come)
// has memory of its own, runs a node as a kernel, and is a memory tracker
// location. This class is what those devices share: their name, their
// location, and the objects a kernel uses, from the moment the device hands
// out a pointer for it until the kernel is done. A device implements how
// its memory is allocated, copied and freed; how a kernel is loaded and
// launched depends on the device's API and is its own.
//
// A thread prepares one kernel at a time: pointer() for each argument, the
// device's launch, then endKernel() once the kernel has finished.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_RUNTIME_DEVICE_DEVICE_H
#define HPVM_RUNTIME_DEVICE_DEVICE_H

#include "memory/MemoryTracker.h"
#include "memory/SplitCopies.h"

#include <atomic>
#include <cstdint>
#include <mutex>
#include <string>

namespace hpvm::rt {

class Device : public DeviceMemory {
public:
  /// The device in messages and profiles, e.g. "GPU 0: NVIDIA H100".
  const std::string &name() const { return Name; }
  Location location() const { return Here; }

  /// The device address of HostPtr for the next kernel of node Node on this
  /// thread. Acquires the object holding HostPtr for access A, copying it to
  /// the device first when A reads it and the device copy is stale; the
  /// object stays in use until endKernel(). Null for an empty object. A
  /// pointer in no tracked object is a fatal error naming the node.
  void *pointer(const char *Node, void *HostPtr, Access A);
  /// Like pointer(), for a device whose kernels take a buffer and an offset
  /// into it (OpenCL): the buffer of the object holding HostPtr (0 for an
  /// empty object) and, in Offset, HostPtr's offset in it.
  uintptr_t bufferOf(const char *Node, void *HostPtr, Access A,
                     uint64_t &Offset);

protected:
  /// Makes the device a memory tracker location. The device lives until the
  /// process ends: the tracker calls it until then.
  explicit Device(std::string Name);

  /// The device's buffer for the object of T (allocated on its first use),
  /// holding the object's data when T.CopyNeeded (a copy from the host, the
  /// only other location so far) once this returns, or once
  /// completeCopy() has. Runs with the device's acquire lock held, so that
  /// no other kernel uses a copy recorded as valid before it is complete.
  virtual uintptr_t buffer(const char *Node, const Transfer &T) = 0;
  /// Copies Bytes at Offset between the host copy of T's object and
  /// Buffer, its buffer here (to the device when ToDevice), before
  /// returning; Node may be null.
  virtual void copySection(const char *Node, uintptr_t Buffer,
                           const Transfer &T, size_t Offset, size_t Bytes,
                           bool ToDevice) = 0;
  /// Right after buffer(), without the acquire lock: the slow part of the
  /// copy buffer() started, if it left one (a pipeline stage's copy into
  /// pinned staging memory, CudaDevice.cpp), which other threads' kernels
  /// of the object wait for. Nothing by default.
  virtual void completeCopy(const char *Node);

  /// The kernel this thread prepared with pointer() has finished: the
  /// objects it used may be released.
  void endKernel();

  /// Kernel Kernel of node Node was launched, and nobody waits for it.
  void launchedWithoutWaiting(const char *Node, const char *Kernel);
  /// The caller is about to wait for every kernel launched so far; whether
  /// one nobody waited for may still run.
  bool waitingForAll();
  /// The wait after waitingForAll() failed: a kernel nobody waited for
  /// may be why.
  void waitFailed();
  /// For an error message: which kernel nobody waited for may have caused
  /// it ("" when there is none).
  std::string unwaitedNote() const;

private:
  /// bufferOf() for a part of a split launch whose section S of the object
  /// holding HostPtr is all it copies (SplitCopies.h): in, unless access A
  /// only writes it, and home.
  uintptr_t sectionOf(const char *Node, void *HostPtr, SplitCopies::Part &Part,
                      const Section &S, Access A, uint64_t &Offset);

  const std::string Name;
  const Location Here;
  std::mutex AcquireM;
  /// A kernel launched without waiting may still run; the last of them.
  std::atomic<bool> Unwaited{false};
  std::atomic<const char *> UnwaitedNode{nullptr}, UnwaitedKernel{nullptr};
};

/// HPVM_GPU_WAIT=1: every kernel launch waits for its kernel, on the CUDA
/// GPU and on OpenCL devices (otherwise a launch waits only when the host
/// reads the kernel's results at once).
bool waitForEveryKernel();

} // namespace hpvm::rt

#endif // HPVM_RUNTIME_DEVICE_DEVICE_H
