//===- CPUReport.h - how cpu leaves' instances meet the threads -*- C++ -*-===//
//
// --hpvm-report: for each leaf that runs on the CPU (cpu and vector
// targets), a remark at its pragma saying how the CPU backend and the
// runtime map its instances to the worker threads (CPUBackend.h,
// runtime/device/cpu/ThreadPool.cpp); for each node asked for several
// targets, which versions it has.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_CODEGEN_CPU_CPUREPORT_H
#define HPVM_CODEGEN_CPU_CPUREPORT_H

#include "gpu/GPUBackend.h"
#include "vector/VectorBackend.h"

#include <string>
#include <vector>

namespace hpvm {

class DFG;

/// The remarks, "file:line:col: remark: cpu node ...", in graph order.
std::vector<std::string> describeCPUMapping(const DFG &G);

/// For each node asked for several targets: the versions the CPU backend
/// builds of it (NodeVersions.h) from the device and vector ones in \p GPU,
/// \p OpenCL and \p Vector, and what a target without one of its own runs.
std::vector<std::string> describeVersions(const DFG &G,
                                          const DeviceVersions &GPU,
                                          const DeviceVersions &OpenCL,
                                          const VectorVersions &Vector);

} // namespace hpvm

#endif // HPVM_CODEGEN_CPU_CPUREPORT_H
