//===- PassSetup.h - analysis managers for running passes -------*- C++ -*-===//
//
// Stages that run LLVM passes themselves (GenHPVM's clean-up of node
// functions, the GPU backend's device module, the vector backend) need the
// four analysis managers of the new pass manager, registered and
// cross-wired; this is that set-up, once.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_CODEGEN_PASSSETUP_H
#define HPVM_CODEGEN_PASSSETUP_H

#include "llvm/Analysis/CGSCCPassManager.h"
#include "llvm/Analysis/LoopAnalysisManager.h"
#include "llvm/IR/PassManager.h"
#include "llvm/Passes/PassBuilder.h"

namespace hpvm {

struct AnalysisManagers {
  /// Registers every analysis \p PB knows (with its target machine's, when
  /// it has one).
  explicit AnalysisManagers(llvm::PassBuilder &PB);

  llvm::LoopAnalysisManager LAM;
  llvm::FunctionAnalysisManager FAM;
  llvm::CGSCCAnalysisManager CGAM;
  llvm::ModuleAnalysisManager MAM;
};

} // namespace hpvm

#endif // HPVM_CODEGEN_PASSSETUP_H
