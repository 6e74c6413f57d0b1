//===- HostLowering.h - host HPVM operations to libhpvm-rt ------*- C++ -*-===//
//
// Runs after every backend. Replaces the host operations (launch, wait,
// push and pop of streams, memory tracking, init/cleanup) with calls into
// libhpvm-rt, launching the entry the backends generated for each graph (a
// stream's pipeline for a streaming launch), then removes the node
// functions and the llvm.hpvm.* declarations: the module is plain LLVM IR.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_CODEGEN_HOSTLOWERING_H
#define HPVM_CODEGEN_HOSTLOWERING_H

#include "cpu/CPUBackend.h"

#include "llvm/Support/Error.h"

namespace hpvm {

class DFG;

llvm::Error lowerHostCalls(const DFG &G, const GraphEntries &Entries,
                           llvm::Module &M);

} // namespace hpvm

#endif // HPVM_CODEGEN_HOSTLOWERING_H
