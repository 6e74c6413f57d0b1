//===- ConstantParams.cpp - small uniform read-only data in constant memory
//===//
//
// The globals are externally initialised (the runtime writes them), so no
// later stage folds their loads to the zero initializer, and visible, so
// that the driver finds them by name (cuModuleGetGlobal).
//
//===----------------------------------------------------------------------===//
#include "gpu/ConstantParams.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Operator.h"
#include "llvm/Transforms/Utils/Local.h"

using namespace llvm;

namespace hpvm {
namespace {

constexpr unsigned ConstantAddressSpace = 4;
const Align ConstantAlign(16);

struct OffsetLoad {
  LoadInst *Load;
  uint64_t Offset; // from the parameter, in bytes
};

/// The loads through \p A, each at a constant offset, when those are all
/// of its uses (through constant GEPs and address space casts); else none.
SmallVector<OffsetLoad, 8> constantOffsetLoads(Argument &A) {
  const DataLayout &DL = A.getParent()->getDataLayout();
  SmallVector<OffsetLoad, 8> Loads;
  SmallVector<std::pair<Value *, int64_t>, 8> Work{{&A, 0}};
  while (!Work.empty()) {
    auto [V, Offset] = Work.pop_back_val();
    for (User *U : V->users()) {
      if (auto *GEP = dyn_cast<GEPOperator>(U)) {
        APInt Delta(DL.getIndexTypeSizeInBits(GEP->getType()), 0);
        if (GEP->getPointerOperand() != V ||
            !GEP->accumulateConstantOffset(DL, Delta))
          return {};
        Work.push_back({GEP, Offset + Delta.getSExtValue()});
      } else if (isa<AddrSpaceCastInst>(U)) {
        Work.push_back({U, Offset});
      } else if (auto *LI = dyn_cast<LoadInst>(U);
                 LI && LI->isSimple() && Offset >= 0) {
        Loads.push_back({LI, static_cast<uint64_t>(Offset)});
      } else {
        return {};
      }
    }
  }
  return Loads;
}

/// A PTX identifier: NVPTX would rename a global with other characters.
std::string ptxName(StringRef Kernel, unsigned ArgNo) {
  std::string Name = (Kernel + "_hpvm_const_" + Twine(ArgNo)).str();
  for (char &Ch : Name)
    if (!isAlnum(Ch) && Ch != '_' && Ch != '$')
      Ch = '_';
  return Name;
}

} // namespace

SmallVector<ConstantParam, 2> useConstantMemory(Function &K,
                                                uint64_t &BytesLeft) {
  Module &M = *K.getParent();
  const DataLayout &DL = M.getDataLayout();
  SmallVector<ConstantParam, 2> Moved;
  for (Argument &A : K.args()) {
    if (!A.getType()->isPointerTy() || !A.hasNoAliasAttr() ||
        !A.onlyReadsMemory())
      continue;
    SmallVector<OffsetLoad, 8> Loads = constantOffsetLoads(A);
    if (Loads.empty())
      continue;
    uint64_t Bytes = 0;
    for (const OffsetLoad &L : Loads)
      Bytes = std::max(
          Bytes,
          L.Offset + DL.getTypeStoreSize(L.Load->getType()).getFixedValue());
    Bytes = alignTo(Bytes, ConstantAlign);
    if (Bytes > BytesLeft)
      continue;
    BytesLeft -= Bytes;
    auto *Ty = ArrayType::get(Type::getInt8Ty(M.getContext()), Bytes);
    auto *G = new GlobalVariable(
        M, Ty, /*isConstant=*/false, GlobalValue::ExternalLinkage,
        Constant::getNullValue(Ty), ptxName(K.getName(), A.getArgNo()), nullptr,
        GlobalValue::NotThreadLocal, ConstantAddressSpace,
        /*isExternallyInitialized=*/true);
    G->setAlignment(ConstantAlign);
    for (const OffsetLoad &L : Loads) {
      IRBuilder<> B(L.Load);
      Value *At = B.CreateConstInBoundsGEP1_64(B.getInt8Ty(), G, L.Offset);
      LoadInst *New = B.CreateAlignedLoad(
          L.Load->getType(), At, commonAlignment(ConstantAlign, L.Offset));
      New->takeName(L.Load);
      L.Load->replaceAllUsesWith(New);
      Value *Ptr = L.Load->getPointerOperand();
      L.Load->eraseFromParent();
      RecursivelyDeleteTriviallyDeadInstructions(Ptr);
    }
    Moved.push_back({A.getArgNo(), G->getName().str(), Bytes});
  }
  return Moved;
}

} // namespace hpvm
