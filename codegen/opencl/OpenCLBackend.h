//===- OpenCLBackend.h - HPVM leaf nodes to OpenCL kernels ------*- C++ -*-===//
//
// Every node mapped to `opencl` becomes an OpenCL kernel with the GPU
// backend's mapping (KernelBuilder.h: instances are work-items, a tiled
// node's instances work-groups, allocation nodes __local memory, barriers
// barrier()). The kernels are built in a clone of the host module,
// optimised with every other function inlined into them, and printed as
// OpenCL C (OpenCLCWriter.h); the source is embedded in the host module as
// an hpvm_rt_opencl_program (hpvm_rt.h), which the runtime builds for its
// device on first use. Each such node gets a host function `F.opencl` with
// the CPU backend's node signature that launches its kernel.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_CODEGEN_OPENCL_OPENCLBACKEND_H
#define HPVM_CODEGEN_OPENCL_OPENCLBACKEND_H

#include "gpu/GPUBackend.h"

#include "llvm/Support/Error.h"

#include <string>

namespace llvm {
class Module;
} // namespace llvm

namespace hpvm {

class DFG;

/// Generates kernels for every opencl node of \p G; nothing when there is
/// none.
llvm::Expected<DeviceVersions> generateOpenCLCode(const DFG &G,
                                                  llvm::Module &M);

/// The OpenCL C source of \p M's kernels, for --emit=opencl (empty when there
/// is none).
std::string embeddedOpenCLSource(const llvm::Module &M);

} // namespace hpvm

#endif // HPVM_CODEGEN_OPENCL_OPENCLBACKEND_H
