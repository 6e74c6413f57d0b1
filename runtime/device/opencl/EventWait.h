//===- EventWait.h - the host's wait for an OpenCL command ------*- C++ -*-===//
//
// A blocking OpenCL call (a blocking read or map, clFinish,
// clWaitForEvents) puts the calling thread to sleep until the driver wakes
// it, which costs microseconds after the command is done: on NVIDIA's
// OpenCL, the map of a one-work-item kernel's result in host memory took
// 9.6-13.8 us a launch where polling the map's event took 7.5-9.4 us, and
// the CUDA target 8.8-10.3 us (an H200, docs/benchmarks.md). CUDA's default
// context does the same: its synchronisations spin while the process has
// fewer busy threads than cores. So the device enqueues the command without
// blocking, flushes the queue and polls the command's event for a bounded
// time (support/SpinWait.h), then sleeps in clWaitForEvents: a long kernel
// keeps no core busy.
//
// How long (HPVM_OPENCL_SPIN_US, read as each device opens; 0: sleep at
// once): by default
// DefaultSpinUs on GPUs and accelerators, and none on a CPU device, whose
// kernels run on the cores a spinning host thread would take.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_RUNTIME_DEVICE_OPENCL_EVENTWAIT_H
#define HPVM_RUNTIME_DEVICE_OPENCL_EVENTWAIT_H

#include "device/opencl/OpenCLLoader.h"

namespace hpvm::rt::opencl {

/// The default poll before a wait sleeps, on a device that is not a CPU.
constexpr int DefaultSpinUs = 1000;

/// How long waits on a device of type Type (clGetDeviceInfo's
/// CL_DEVICE_TYPE) poll before they sleep: HPVM_OPENCL_SPIN_US where set.
int spinUsFor(cl_ulong Type);

/// Waits for Event, a command's on Queue, polling it for up to SpinUs
/// microseconds before sleeping in clWaitForEvents, and releases it. Returns
/// CL_SUCCESS once the command is done, else the error of the flush or the
/// wait (a command that failed: clWaitForEvents's).
cl_int waitForEvent(const API &A, cl_command_queue Queue, cl_event Event,
                    int SpinUs);

} // namespace hpvm::rt::opencl

#endif // HPVM_RUNTIME_DEVICE_OPENCL_EVENTWAIT_H
