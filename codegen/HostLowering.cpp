//===- HostLowering.cpp - host HPVM operations to libhpvm-rt ----------------===//
#include "HostLowering.h"
#include "DFG.h"
#include "Diagnostic.h"
#include "HPVMIntrinsics.h"
#include "RuntimeAPI.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace hpvm {
namespace {

/// The wait for Launch's graph when it follows Launch in its block with
/// nothing in between but moves of the handle through a local variable and
/// lifetime or debug markers: the host then only waits while the graph runs,
/// so it may as well run the graph itself (hpvm_rt_run) and save the
/// hand-off to a launcher thread and back. Null otherwise, e.g. for a nowait
/// graph with host work before its wait.
CallInst *waitAtOnce(CallInst *Launch) {
  // The handle and the local variables holding it.
  SmallPtrSet<const Value *, 4> Handle{Launch};
  for (Instruction *I = Launch->getNextNode(); I; I = I->getNextNode()) {
    if (auto *Call = dyn_cast<CallInst>(I)) {
      if (asIntrinsic(Call) == Intrinsic::Wait)
        return Handle.contains(Call->getArgOperand(0)) ? Call : nullptr;
      if (!Call->isLifetimeStartOrEnd() && !isa<DbgInfoIntrinsic>(Call))
        return nullptr;
    } else if (auto *Store = dyn_cast<StoreInst>(I)) {
      if (!Handle.contains(Store->getValueOperand()) ||
          !isa<AllocaInst>(Store->getPointerOperand()))
        return nullptr;
      Handle.insert(Store->getPointerOperand());
    } else if (auto *Load = dyn_cast<LoadInst>(I)) {
      if (Handle.contains(Load->getPointerOperand()))
        Handle.insert(Load);
    } else if (I->mayHaveSideEffects()) {
      return nullptr;
    }
  }
  return nullptr;
}

/// Lowers CI, a call of host operation K. WaitAtOnce: for a launch, the
/// wait that waitAtOnce found for it, lowered with it.
Error lowerHostCall(CallInst *CI, Intrinsic K, const GraphEntries &Entries,
                    CallInst *WaitAtOnce) {
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
    auto *Root = cast<Function>(CI->getArgOperand(0)->stripPointerCasts());
    GraphEntry Entry = Entries.lookup(Root);
    assert((Entry.Launch || Entry.Stream) &&
           "a launched graph without generated code");
    if (isStreamingLaunch(CI)) {
      New = call(RuntimeFn::StreamLaunch, {Entry.Stream, CI->getArgOperand(1)});
      break;
    }
    if (!Entry.Launch)
      return errorAt(CI, "'" + demangle(Root->getName().str()) +
                             "' is launched as a stream elsewhere (with "
                             "isStream = 1): launch a graph either as a "
                             "stream or not, in every launch");
    Value *Name = B.CreateGlobalString(demangle(Root->getName().str()),
                                       Root->getName() + ".graph");
    if (!WaitAtOnce) {
      New = call(RuntimeFn::Launch, {Name, Entry.Launch, CI->getArgOperand(1)});
      break;
    }
    call(RuntimeFn::Run, {Name, Entry.Launch, CI->getArgOperand(1)});
    WaitAtOnce->eraseFromParent();
    // No handle: the graph has completed.
    New = ConstantPointerNull::get(cast<PointerType>(CI->getType()));
    break;
  }
  case Intrinsic::Push:
    call(RuntimeFn::StreamPush, {CI->getArgOperand(0), CI->getArgOperand(1)});
    break;
  case Intrinsic::Pop:
    New = call(RuntimeFn::StreamPop, {CI->getArgOperand(0)});
    break;
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
  // Found before any call is lowered: the waits go with their launches.
  DenseMap<CallInst *, CallInst *> WaitsAtOnce;
  SmallPtrSet<CallInst *, 16> LoweredWithLaunch;
  for (auto [CI, K] : HostCalls)
    if (K == Intrinsic::Launch && !isStreamingLaunch(CI))
      if (CallInst *Wait = waitAtOnce(CI)) {
        WaitsAtOnce[CI] = Wait;
        LoweredWithLaunch.insert(Wait);
      }
  for (auto [CI, K] : HostCalls)
    if (!LoweredWithLaunch.contains(CI))
      if (Error E = lowerHostCall(CI, K, Entries, WaitsAtOnce.lookup(CI)))
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
