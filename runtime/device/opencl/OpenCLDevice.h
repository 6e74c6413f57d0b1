//===- OpenCLDevice.h - opencl nodes on an OpenCL device --------*- C++ -*-===//
//
// The C entry points hpvm_rt_opencl_available, hpvm_rt_opencl_pointer and
// hpvm_rt_opencl_launch are declared in hpvm_rt.h; this header adds what the
// unit tests check without an OpenCL device.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_RUNTIME_DEVICE_OPENCL_OPENCLDEVICE_H
#define HPVM_RUNTIME_DEVICE_OPENCL_OPENCLDEVICE_H

#include <string>
#include <vector>

namespace hpvm::rt {

/// Reads the device to use from the value of HPVM_OPENCL_DEVICE among
/// Devices ("<platform>: <device>", in the order the ICD loader lists
/// them): 0 when Value is null or empty; a number is an index, anything
/// else the first device whose name contains it. When none matches,
/// returns -1 with the message in Error.
int parseOpenCLDevice(const char *Value,
                      const std::vector<std::string> &Devices,
                      std::string &Error);

/// The folder of the program binary cache: HPVM_OPENCL_CACHE if set (empty
/// or "0": no cache, ""), else $XDG_CACHE_HOME/hpvm/opencl, else
/// $HOME/.cache/hpvm/opencl ("" when neither is set).
std::string openclCacheFolder();

} // namespace hpvm::rt

#endif // HPVM_RUNTIME_DEVICE_OPENCL_OPENCLDEVICE_H
