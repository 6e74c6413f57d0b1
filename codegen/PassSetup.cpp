//===- PassSetup.cpp - analysis managers for running passes -----------------===//
#include "PassSetup.h"

using namespace llvm;

namespace hpvm {

AnalysisManagers::AnalysisManagers(PassBuilder &PB) {
  PB.registerModuleAnalyses(MAM);
  PB.registerCGSCCAnalyses(CGAM);
  PB.registerFunctionAnalyses(FAM);
  PB.registerLoopAnalyses(LAM);
  PB.crossRegisterProxies(LAM, FAM, CGAM, MAM);
}

} // namespace hpvm
