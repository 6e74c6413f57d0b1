//===- UniformLoads.h - read-only data at uniform addresses -----*- C++ -*-===//
//
// Read-only data of a kernel is what it reads through a pointer parameter
// that is noalias (the kernel builder gives it to in-only parameters) and
// that it never writes (readonly, inferred at -O3). NVPTX reads such data
// through the read-only path (ld.global.nc) by itself. Where all threads of
// a warp read the same address - one that depends neither on thread ids nor
// on values loaded from memory or returned by calls, nor on control flow
// that does - this makes the load a PTX `ldu`, the uniform (constant-cache)
// path: the HPVM papers' constant memory for uniform read-only data.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_CODEGEN_GPU_UNIFORMLOADS_H
#define HPVM_CODEGEN_GPU_UNIFORMLOADS_H

namespace llvm {
class Function;
class TargetMachine;
} // namespace llvm

namespace hpvm {

/// Turns the loads of kernel \p K (optimised, in a module for \p TM) from
/// read-only data at warp-uniform addresses into llvm.nvvm.ldu.global.
void useUniformLoads(llvm::Function &K, llvm::TargetMachine &TM);

} // namespace hpvm

#endif // HPVM_CODEGEN_GPU_UNIFORMLOADS_H
