//===- ConstantParams.h - small uniform read-only data in constant memory -===//
//
// HPVM's constant memory heuristic: a kernel's read-only data that every
// thread reads at the same addresses, and little enough of it, is read from
// the GPU's constant memory (PTX ld.const) instead of global memory. Here
// that is an in-only pointer parameter the kernel never writes (noalias,
// readonly, as for ld.global.nc) whose every use is a load at a constant
// offset from it (after -O3 unrolled the loops over it): its size is then
// known at compile time, and the same for every thread. Such a parameter
// gets a __constant__ global (addrspace 4) of that many bytes, which its
// loads read instead; the runtime fills it from the parameter's data before
// each launch (hpvm_rt_gpu_launch_constants). The constant globals of a
// module share the GPU's 64 KiB of constant memory.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_CODEGEN_GPU_CONSTANTPARAMS_H
#define HPVM_CODEGEN_GPU_CONSTANTPARAMS_H

#include "llvm/ADT/SmallVector.h"

#include <cstdint>
#include <string>

namespace llvm {
class Function;
} // namespace llvm

namespace hpvm {

/// One kernel parameter read from constant memory.
struct ConstantParam {
  unsigned ArgNo;     // the kernel's parameter
  std::string Global; // its __constant__ global, by its PTX name
  uint64_t Bytes;     // how many bytes from the parameter it holds
};

/// Bytes of constant memory a module's constant globals may take in all.
constexpr uint64_t ConstantMemoryBytes = 64 * 1024;

/// Moves the eligible parameters of kernel \p K (optimised) to constant
/// globals while \p BytesLeft allows, lowering it by their sizes; returns
/// them.
llvm::SmallVector<ConstantParam, 2> useConstantMemory(llvm::Function &K,
                                                      uint64_t &BytesLeft);

} // namespace hpvm

#endif // HPVM_CODEGEN_GPU_CONSTANTPARAMS_H
