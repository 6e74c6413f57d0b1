//===- OpenCLDevice.h - opencl nodes on an OpenCL device --------*- C++ -*-===//
//
// The C entry points hpvm_rt_opencl_available, hpvm_rt_opencl_pointer and
// hpvm_rt_opencl_launch are declared in hpvm_rt.h; this header adds the
// scheduler's view of several OpenCL devices and what the unit tests check
// without an OpenCL device.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_RUNTIME_DEVICE_OPENCL_OPENCLDEVICE_H
#define HPVM_RUNTIME_DEVICE_OPENCL_OPENCLDEVICE_H

#include "hpvm/hpvm_rt.h"

#include <string>
#include <vector>

namespace hpvm::rt {

/// The most OpenCL devices one process uses (the scheduler's MaxUnits).
constexpr unsigned MaxOpenCLDevices = 8;

/// Reads the devices to use from the value of HPVM_OPENCL_DEVICE among
/// Devices ("<platform>: <device>", in the order the ICD loader lists
/// them): {0} when Value is null or empty; "all": every device (at most
/// MaxOpenCLDevices); else a comma-separated list whose entries are each a
/// number (an index) or part of a name (the first device whose name
/// contains it). When an entry matches none, or a device comes twice,
/// returns {} with the message in Error.
std::vector<unsigned>
parseOpenCLDevices(const char *Value, const std::vector<std::string> &Devices,
                   std::string &Error);

/// Every OpenCL device there is, as "<platform>: <device>" in the ICD
/// loader's order (HPVM_OPENCL_DEVICE's numbers); empty with the reason in
/// Why when there is none.
std::vector<std::string> listOpenCLDevices(std::string &Why);

/// How many OpenCL devices opencl nodes may run on (finding them on first
/// use); 0 when there is none.
unsigned openclDeviceCount();

/// Whether device Unit (0 to openclDeviceCount() - 1) runs Program, built
/// there on first use, for node NodeName. When device 0 does not, or there
/// is none, says why once (running opencl nodes on the CPU), or exits under
/// HPVM_REQUIRE_OPENCL=1; when another device does not, says why once.
bool openclUsable(unsigned Unit, const char *NodeName,
                  const hpvm_rt_opencl_program *Program);

/// Waits for the kernels launched on device Unit without waiting for them,
/// if it is in use: a node's time then includes its kernel's.
void waitForOpenCLKernels(unsigned Unit);

/// While it lives, this thread's opencl launches go to device Unit.
class OpenCLDeviceScope {
public:
  explicit OpenCLDeviceScope(unsigned Unit);
  ~OpenCLDeviceScope();
  OpenCLDeviceScope(const OpenCLDeviceScope &) = delete;
  OpenCLDeviceScope &operator=(const OpenCLDeviceScope &) = delete;

private:
  unsigned Saved;
};

/// The folder of the program binary cache: HPVM_OPENCL_CACHE if set (empty
/// or "0": no cache, ""), else $XDG_CACHE_HOME/hpvm/opencl, else
/// $HOME/.cache/hpvm/opencl ("" when neither is set).
std::string openclCacheFolder();

} // namespace hpvm::rt

#endif // HPVM_RUNTIME_DEVICE_OPENCL_OPENCLDEVICE_H
