//===- SplitInstances.cpp - leaves whose instances devices can share ------===//
#include "SplitInstances.h"
#include "DFG.h"
#include "HPVMIntrinsics.h"
#include "NodeArgs.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"

using namespace llvm;

namespace hpvm {
namespace {

/// Why \p F, or a function it calls, keeps instances from running apart.
std::optional<std::string> whyTied(const Function &F,
                                   SmallPtrSetImpl<const Function *> &Seen) {
  if (!Seen.insert(&F).second)
    return std::nullopt;
  for (const Instruction &I : instructions(F)) {
    if (isa<AtomicRMWInst, AtomicCmpXchgInst>(I))
      return "it uses atomics";
    const auto *Call = dyn_cast<CallBase>(&I);
    if (!Call)
      continue;
    if (std::optional<Intrinsic> K = asIntrinsic(Call)) {
      if (*K == Intrinsic::Barrier)
        return "it synchronises its instances (barrier)";
      if (*K == Intrinsic::Malloc)
        return "it allocates memory for its parent's instance";
      if (intrinsicKind(*K) == IntrinsicKind::Memory)
        return "it uses atomics";
      if (intrinsicKind(*K) == IntrinsicKind::Tensor)
        return "it runs tensor operations";
      continue;
    }
    if (const Function *Callee = Call->getCalledFunction();
        Callee && !Callee->isDeclaration())
      if (std::optional<std::string> Why = whyTied(*Callee, Seen))
        return Why;
  }
  return std::nullopt;
}

} // namespace

std::optional<std::string> whyNotSplit(const DFNode &N) {
  if (!N.isLeaf())
    return "it is not a leaf";
  if (N.getNumDims() == 0)
    return "it has one instance";
  Function &F = *N.getFunction();
  if (!passThroughOutputs(F))
    return "it computes outputs (one instance's)";
  SmallPtrSet<const Function *, 8> Seen;
  return whyTied(F, Seen);
}

} // namespace hpvm
