//===- KernelResources.h - what ptxas says each kernel uses -----*- C++ -*-===//
//
// With --hpvm-report, ptxas runs with -v and its account of each kernel
// (registers per thread, shared memory, barriers, stack, spills) becomes a
// remark at the kernel's gpu node. This reads that account.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_HPVMCC_KERNELRESOURCES_H
#define HPVM_HPVMCC_KERNELRESOURCES_H

#include "codegen/gpu/GPUBackend.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <string>
#include <vector>

namespace hpvm {

struct KernelResources {
  std::string Kernel; // the entry function's (mangled) name
  std::string Arch;   // e.g. "sm_90"
  unsigned Registers = 0;
  unsigned Barriers = 0;
  uint64_t SharedBytes = 0;
  uint64_t StackBytes = 0;
  uint64_t SpillStoreBytes = 0;
  uint64_t SpillLoadBytes = 0;
};

/// The kernels that ptxas -v's output \p Log describes, in its order.
std::vector<KernelResources> parsePtxasInfo(llvm::StringRef Log);

/// "40 registers per thread, 2048 bytes of shared memory, ..." for a remark.
std::string describe(const KernelResources &R);

/// Prints a remark at the pragma of each node of \p G that became a kernel
/// (in \p GPU): what it uses by \p Resources, or, without ptxas, why that
/// is unknown (\p Plan, the gpu stage's "PTX only: ..."), and its grid and
/// block; and at each internal gpu node that did not, why not.
void reportKernels(const DFG &G, const DeviceVersions &GPU,
                   llvm::ArrayRef<KernelResources> Resources,
                   llvm::StringRef Plan, llvm::raw_ostream &OS);

} // namespace hpvm

#endif // HPVM_HPVMCC_KERNELRESOURCES_H
