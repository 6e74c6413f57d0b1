//===- HostLowering.cpp - host HPVM operations to libhpvm-rt ----------------===//
#include "HostLowering.h"
#include "DFG.h"
#include "Diagnostic.h"
#include "HPVMIntrinsics.h"
#include "RuntimeAPI.h"

#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace hpvm {
namespace {

Error lowerHostCall(CallInst *CI, Intrinsic K, const GraphEntries &Entries) {
  Module &M = *CI->getModule();
  IRBuilder<> B(CI);
  auto call = [&](RuntimeFn Fn, ArrayRef<Value *> Args) {
    return B.CreateCall(getRuntimeFunction(M, Fn), Args);
  };
  Value *New = nullptr;
  switch (K) {
  case Intrinsic::Init:
    call(RuntimeFn::Init, {});
    break;
  case Intrinsic::Cleanup:
    call(RuntimeFn::Cleanup, {});
    break;
  case Intrinsic::TrackMemory:
    call(RuntimeFn::TrackMem, {CI->getArgOperand(0), CI->getArgOperand(1)});
    break;
  case Intrinsic::UntrackMemory:
    call(RuntimeFn::UntrackMem, {CI->getArgOperand(0)});
    break;
  case Intrinsic::RequestMemory:
    call(RuntimeFn::RequestMem, {CI->getArgOperand(0), CI->getArgOperand(1)});
    break;
  case Intrinsic::Wait:
    call(RuntimeFn::Wait, {CI->getArgOperand(0)});
    break;
  case Intrinsic::Launch: {
    if (cast<ConstantInt>(CI->getArgOperand(2))->isOne())
      return errorAt(CI, "streaming graphs are not supported yet");
    auto *Root = cast<Function>(CI->getArgOperand(0)->stripPointerCasts());
    Function *Entry = Entries.lookup(Root);
    assert(Entry && "a launched graph without generated code");
    Value *Name = B.CreateGlobalString(demangle(Root->getName().str()),
                                       Root->getName() + ".graph");
    New = call(RuntimeFn::Launch, {Name, Entry, CI->getArgOperand(1)});
    break;
  }
  case Intrinsic::Push:
  case Intrinsic::Pop:
    return errorAt(CI, "streaming graphs are not supported yet");
  default:
    llvm_unreachable("not a host operation");
  }
  if (New)
    CI->replaceAllUsesWith(New);
  CI->eraseFromParent();
  return Error::success();
}

} // namespace

Error lowerHostCalls(const DFG &G, const GraphEntries &Entries, Module &M) {
  SmallVector<std::pair<CallInst *, Intrinsic>, 16> HostCalls;
  for (Function &F : M)
    if (std::optional<Intrinsic> K = asIntrinsic(&F);
        K && intrinsicKind(*K) == IntrinsicKind::Host)
      for (User *U : F.users())
        HostCalls.push_back({cast<CallInst>(U), *K});
  for (auto [CI, K] : HostCalls)
    if (Error E = lowerHostCall(CI, K, Entries))
      return E;

  // The node functions now only describe graphs nobody launches.
  SmallVector<Function *, 16> Nodes;
  for (const std::unique_ptr<DFGraph> &Graph : G.graphs())
    for (DFNode *N : Graph->postOrder())
      if (!is_contained(Nodes, N->getFunction()))
        Nodes.push_back(N->getFunction());
  for (Function *F : Nodes)
    F->dropAllReferences();
  for (Function *F : Nodes)
    F->eraseFromParent();
  for (Function &F : make_early_inc_range(M))
    if (asIntrinsic(&F)) {
      if (!F.use_empty())
        return errorAt(cast<Instruction>(F.user_back()),
                       "'" + F.getName() +
                           "' is not supported by the targets of this node");
      F.eraseFromParent();
    }
  return Error::success();
}

} // namespace hpvm
