//===- GPUBackend.h - HPVM leaf nodes to NVPTX kernels ----------*- C++ -*-===//
//
// Every leaf node mapped to `gpu` becomes a CUDA kernel over all of its
// instances, compiled in-process by LLVM's NVPTX backend. All kernels of a
// module go into one PTX module, embedded in the host module as a string,
// with a cubin for the same architecture when the driver can assemble one
// (ptxas), and loaded by the runtime on first use through a
// hpvm_rt_gpu_module descriptor (hpvm_rt.h). For each such leaf the backend
// adds a
// host function with the CPU backend's node signature
//   void F.gpu(ptr args, ptr parentCtx, i64 n0, i64 n1, i64 n2)
// that moves the leaf's pointer arguments to the device through the memory
// tracker and launches the kernel.
//
// Mapping: the innermost instance dimension is CUDA's x (coalesced accesses
// for row-major loops), tail instances are masked, ancestor instance ids
// are passed by value. Calls to <cmath> functions are linked from libdevice;
// any other call to a function without a body is an error naming it.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_CODEGEN_GPU_GPUBACKEND_H
#define HPVM_CODEGEN_GPU_GPUBACKEND_H

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <functional>
#include <optional>
#include <string>

namespace llvm {
class Function;
class GlobalVariable;
class Module;
} // namespace llvm

namespace hpvm {

class DFG;

struct GPUOptions {
  /// The PTX target, e.g. "sm_75" (--cuda-arch=).
  std::string Arch = "sm_75";
  /// libdevice bitcode, linked when kernels call <cmath> functions.
  std::string LibDevicePath;
  /// Assembles the PTX into a cubin for Arch (ptxas); unset: PTX only.
  std::function<llvm::Expected<std::string>(llvm::StringRef PTX)> AssemblePTX;
  /// Small uniform read-only parameters in constant memory
  /// (ConstantParams.h); --hpvm-no-constant-memory turns it off.
  bool ConstantMemory = true;
  /// In-only data read through ld.global.nc (docs/gpu.md, "Read-only
  /// data"): --hpvm-ldg, --hpvm-no-ldg; unset: readOnlyCacheByDefault.
  std::optional<bool> ReadOnlyCache;
};

/// Whether kernels for sm_\p SM read in-only data through the read-only
/// path (ld.global.nc) unless told: only before Volta (sm_70). From Volta
/// on, L1 and the texture cache are one and ordinary global loads are
/// cached in it, so ld.global.nc saves nothing, and on an H100 it made the
/// stencil's kernel 8% slower (852 against 789 us); nvcc too reads a
/// pointer that is not `const __restrict__` with ld.global.
bool readOnlyCacheByDefault(unsigned SM);

/// A node's version on a device: its host function (`F.gpu`, `F.opencl`)
/// and the descriptor of the device code it launches (hpvm_rt_gpu_module,
/// hpvm_rt_opencl_program), with which the runtime asks whether the device
/// runs it.
struct DeviceVersion {
  llvm::Function *Launcher;
  llvm::GlobalVariable *Code;
};

/// Node function -> its version on one backend's device.
using DeviceVersions = llvm::DenseMap<const llvm::Function *, DeviceVersion>;

/// Generates kernels for every gpu leaf of \p G; nothing when there is none.
llvm::Expected<DeviceVersions> generateGPUCode(const DFG &G, llvm::Module &M,
                                               const GPUOptions &Opts);

/// The PTX of \p M's kernels, for --emit=ptx (empty when there is none).
std::string embeddedPTX(const llvm::Module &M);

} // namespace hpvm

#endif // HPVM_CODEGEN_GPU_GPUBACKEND_H
