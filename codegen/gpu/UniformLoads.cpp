//===- UniformLoads.cpp - read-only kernel data at uniform addresses -----===//
//
// Warp uniformity is LLVM's uniformity analysis with the NVPTX target's
// sources of divergence: thread ids, loads from generic memory (every load
// through a kernel parameter before instruction selection), calls and
// atomics are divergent, kernel parameters and block ids are not, and
// values merged after divergent branches or carried out of divergent loops
// are divergent too.
//
//===----------------------------------------------------------------------===//
#include "gpu/UniformLoads.h"
#include "PassSetup.h"

#include "llvm/Analysis/UniformityAnalysis.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/Target/TargetMachine.h"

using namespace llvm;

namespace hpvm {
namespace {

constexpr unsigned GlobalAddressSpace = 1;

/// Whether every object \p Ptr may point into is read-only kernel data, as
/// NVPTX decides it for ld.global.nc.
bool readsReadOnlyData(const Value *Ptr) {
  SmallVector<const Value *, 4> Objects;
  getUnderlyingObjects(Ptr, Objects, /*LI=*/nullptr, /*MaxLookup=*/0);
  return all_of(Objects, [](const Value *V) {
    auto *A = dyn_cast<Argument>(V);
    return A && A->hasNoAliasAttr() && A->onlyReadsMemory();
  });
}

/// The ldu intrinsic loading \p Ty, when there is one.
std::optional<llvm::Intrinsic::ID> lduFor(Type *Ty) {
  if (Ty->isIntegerTy(8) || Ty->isIntegerTy(16) || Ty->isIntegerTy(32) ||
      Ty->isIntegerTy(64))
    return llvm::Intrinsic::nvvm_ldu_global_i;
  if (Ty->isFloatTy() || Ty->isDoubleTy())
    return llvm::Intrinsic::nvvm_ldu_global_f;
  if (Ty->isPointerTy())
    return llvm::Intrinsic::nvvm_ldu_global_p;
  return std::nullopt;
}

} // namespace

void useUniformLoads(Function &K, TargetMachine &TM) {
  PassBuilder PB(&TM);
  AnalysisManagers AM(PB);
  const UniformityInfo &UI = AM.FAM.getResult<UniformityInfoAnalysis>(K);
  SmallVector<LoadInst *, 8> Uniform;
  for (Instruction &I : instructions(K))
    if (auto *LI = dyn_cast<LoadInst>(&I))
      if (LI->isSimple() && lduFor(LI->getType()) &&
          UI.isUniform(LI->getPointerOperand()) &&
          readsReadOnlyData(LI->getPointerOperand()))
        Uniform.push_back(LI);
  for (LoadInst *LI : Uniform) {
    IRBuilder<> B(LI);
    Value *Global = B.CreateAddrSpaceCast(
        LI->getPointerOperand(),
        PointerType::get(K.getContext(), GlobalAddressSpace));
    CallInst *Ldu = B.CreateIntrinsic(
        *lduFor(LI->getType()), {LI->getType(), Global->getType()},
        {Global, B.getInt32(LI->getAlign().value())});
    Ldu->takeName(LI);
    LI->replaceAllUsesWith(Ldu);
    LI->eraseFromParent();
  }
}

} // namespace hpvm
