//===- KernelArguments.h - what a kernel object's arguments hold -*- C++
//-*-===//
//
// An OpenCL kernel object keeps each argument's value from clSetKernelArg
// until it is set again, and a launch takes the values of the moment it is
// enqueued. A node launched again and again mostly passes the same values
// (the same buffers, sizes and offsets), so a launch sets only the
// arguments whose bytes differ from what the kernel object holds.
//
// A buffer argument is a cl_mem handle, and a driver may hand out a
// released buffer's handle again for a new buffer (and may have resolved
// the old one to a device address when it was set). The device counts the
// buffers it releases (the epoch); values set in an earlier epoch are set
// again.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_RUNTIME_DEVICE_OPENCL_KERNELARGUMENTS_H
#define HPVM_RUNTIME_DEVICE_OPENCL_KERNELARGUMENTS_H

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace hpvm::rt::opencl {

/// The argument values one kernel object holds. Not thread-safe: the
/// caller holds the kernel object's lock from the first argument to the
/// enqueue.
class KernelArguments {
public:
  /// Whether argument Index must be set to the Bytes bytes at Value in
  /// epoch Epoch; if so, they are what it holds from now on. A null Value
  /// (__local memory of Bytes bytes) is always set.
  bool changes(unsigned Index, size_t Bytes, const void *Value, uint64_t Epoch);

private:
  /// By index; none: unknown.
  std::vector<std::optional<std::string>> Values;
  uint64_t Epoch = 0;
};

} // namespace hpvm::rt::opencl

#endif // HPVM_RUNTIME_DEVICE_OPENCL_KERNELARGUMENTS_H
