//===- LaunchArgsSize.cpp - launch structs without room for outputs -------===//
#include "LaunchArgsSize.h"
#include "Diagnostic.h"
#include "HPVMIntrinsics.h"
#include "NodeArgs.h"

#include "llvm/Analysis/MemoryBuiltins.h"
#include "llvm/Analysis/TargetLibraryInfo.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Module.h"
#include "llvm/TargetParser/Triple.h"

using namespace llvm;

namespace hpvm {

namespace {

/// The object \p V points to, also through a local pointer variable that is
/// stored once: the host code is unoptimised here, so `RootIn *Args =
/// malloc(...); launch(..., Args)` loads the pointer from its variable.
Value *pointedObject(Value *V) {
  V = V->stripPointerCasts();
  auto *Load = dyn_cast<LoadInst>(V);
  auto *Var = Load ? dyn_cast<AllocaInst>(Load->getPointerOperand()) : nullptr;
  if (!Var)
    return V;
  StoreInst *Only = nullptr;
  for (User *U : Var->users()) {
    if (isa<LoadInst>(U) || cast<Instruction>(U)->isLifetimeStartOrEnd())
      continue;
    auto *Store = dyn_cast<StoreInst>(U);
    if (!Store || Store->getPointerOperand() != Var || Only)
      return V;
    Only = Store;
  }
  return Only ? Only->getValueOperand()->stripPointerCasts() : V;
}

} // namespace

std::vector<std::string> launchArgsSizeWarnings(const Module &M) {
  std::vector<std::string> Warnings;
  Function *Launch = M.getFunction(intrinsicName(Intrinsic::Launch));
  if (!Launch)
    return Warnings;
  const DataLayout &DL = M.getDataLayout();
  TargetLibraryInfoImpl TLII(Triple(M.getTargetTriple()));
  TargetLibraryInfo TLI(TLII);
  for (User *U : Launch->users()) {
    auto *CI = dyn_cast<CallInst>(U);
    auto *Root =
        CI ? dyn_cast<Function>(CI->getArgOperand(0)->stripPointerCasts())
           : nullptr;
    // A stream's outputs are popped, not written into its launch struct.
    auto *Stream = CI ? dyn_cast<ConstantInt>(CI->getArgOperand(2)) : nullptr;
    if (!Root || !Stream || !Stream->isZero())
      continue;
    StructType *ArgsTy = nodeArgsType(*Root);
    uint64_t Outputs = outputsSize(DL, cast<StructType>(Root->getReturnType()));
    uint64_t Needed =
        DL.getStructLayout(ArgsTy)->getElementOffset(outputsField(*Root)) +
        Outputs;
    uint64_t Size;
    if (!Outputs ||
        !getObjectSize(pointedObject(CI->getArgOperand(1)), Size, DL, &TLI) ||
        Size >= Needed)
      continue;
    Warnings.push_back(warningAt(
        CI, "the launch's argument struct has " + Twine(Size) +
                " bytes, but root '" + remarkName(*Root) + "' needs " +
                Twine(Needed) + ": its parameters (" + Twine(Needed - Outputs) +
                " bytes) followed by room for its " + "outputs (" +
                Twine(Outputs) +
                " bytes), which the graph writes when it finishes"));
  }
  return Warnings;
}

} // namespace hpvm
