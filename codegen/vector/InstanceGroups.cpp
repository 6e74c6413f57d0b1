//===- InstanceGroups.cpp - a row of instances in groups of W -------------===//
//
// One loop over the groups, so that the vector and the scalar body each
// have one call site (both are always-inline). With the run-time choice,
// each group's place p in its epoch says what runs it: groups [0, P) and
// [3P, 4P) the vector body, [P, 3P) the scalar one, the others the
// current choice; at p = 0, P, 2P, 3P and 4P the cycle counter closes the
// segment before, and at 4P the verdict moves the choice. A call's state
// lives in allocas, which -O promotes; the node's in two globals.
//
//===----------------------------------------------------------------------===//
#include "vector/InstanceGroups.h"
#include "InstanceContext.h"

#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace hpvm {
namespace {

/// Groups timed each way at the start of an epoch (a power of two).
constexpr uint64_t ProbeGroups = 32;
/// Groups per epoch (a power of two, at least 4 * ProbeGroups).
constexpr uint64_t EpochGroups = 4096;

class GroupsBuilder {
public:
  GroupsBuilder(Function &Vector, Function *Scalar, unsigned Width,
                unsigned Dim, const Twine &Name);
  Function *build();

private:
  Function &Vector;
  Function *Scalar;
  unsigned Width, Dim;
  LLVMContext &C;
  Function *Fn;
  IRBuilder<> B;
  InstanceContext Ctx;
  SmallVector<Value *, 12> Params;
  Value *IdField = nullptr;

  /// Runs the group of instances from \p First with the vector body or,
  /// where \p UseVector is false, with the scalar one, lane by lane.
  void runGroup(Value *First, Value *UseVector);
  /// The node's state, shared by its calls and threads (read and written
  /// without order: it only steers the choice).
  struct NodeState {
    GlobalVariable *Groups; // groups run so far: where this call starts
    GlobalVariable *Votes;  // i8: the choice, 0-1 scalar, 2-3 vector
  };
  /// One call's state.
  struct Probe {
    NodeState Node;
    AllocaInst *Last, *VectorTime, *ScalarTime, *VectorWins;
  };
  Probe startProbe();
  Value *loadVotes(const Probe &P) {
    LoadInst *L = B.CreateAlignedLoad(B.getInt8Ty(), P.Node.Votes, Align(1));
    L->setAtomic(AtomicOrdering::Monotonic);
    return L;
  }
  /// Updates the probe at group \p Place of an epoch and returns whether
  /// the group runs with the vector body.
  Value *choose(Value *Place, const Probe &P);
  BasicBlock *newBlock(const Twine &Name) {
    return BasicBlock::Create(C, Name, Fn);
  }
};

GroupsBuilder::GroupsBuilder(Function &Vector, Function *Scalar, unsigned Width,
                             unsigned Dim, const Twine &Name)
    : Vector(Vector), Scalar(Scalar), Width(Width), Dim(Dim),
      C(Vector.getContext()), B(C), Ctx(C) {
  SmallVector<Type *, 12> Types(Vector.getFunctionType()->params());
  Types.push_back(B.getInt64Ty());
  Types.push_back(B.getInt64Ty());
  Fn = Function::Create(FunctionType::get(B.getVoidTy(), Types, false),
                        GlobalValue::InternalLinkage, Name, Vector.getParent());
  // The bodies' target features, so that they can be inlined.
  Fn->setAttributes(AttributeList::get(C, Vector.getAttributes().getFnAttrs(),
                                       AttributeSet(), {}));
  for (unsigned Idx = 0; Idx != Vector.arg_size(); ++Idx)
    Params.push_back(Fn->getArg(Idx));
}

void GroupsBuilder::runGroup(Value *First, Value *UseVector) {
  BasicBlock *Vec = newBlock("group.vector"), *Lanes = newBlock("group.scalar");
  BasicBlock *Done = newBlock("group.done"), *From = B.GetInsertBlock();
  B.CreateCondBr(UseVector, Vec, Lanes);

  B.SetInsertPoint(Vec);
  B.CreateStore(First, IdField);
  B.CreateCall(&Vector, Params);
  B.CreateBr(Done);

  B.SetInsertPoint(Lanes);
  PHINode *Lane = B.CreatePHI(B.getInt64Ty(), 2, "lane");
  Lane->addIncoming(B.getInt64(0), From);
  B.CreateStore(B.CreateAdd(First, Lane), IdField);
  B.CreateCall(Scalar, Params);
  Value *Next = B.CreateAdd(Lane, B.getInt64(1), "lane.next", true, true);
  Lane->addIncoming(Next, Lanes);
  B.CreateCondBr(B.CreateICmpULT(Next, B.getInt64(Width)), Lanes, Done);
  B.SetInsertPoint(Done);
}

GroupsBuilder::Probe GroupsBuilder::startProbe() {
  Module &M = *Fn->getParent();
  auto global = [&](Type *T, uint64_t Init, const Twine &Suffix) {
    return new GlobalVariable(
        M, T, /*isConstant=*/false, GlobalValue::InternalLinkage,
        ConstantInt::get(T, Init), Fn->getName() + Suffix);
  };
  Probe P;
  P.Node = {global(B.getInt64Ty(), 0, ".done"),
            global(B.getInt8Ty(), 2, ".votes")};
  P.Last = B.CreateAlloca(B.getInt64Ty(), nullptr, "probe.last");
  P.VectorTime = B.CreateAlloca(B.getInt64Ty(), nullptr, "probe.vector");
  P.ScalarTime = B.CreateAlloca(B.getInt64Ty(), nullptr, "probe.scalar");
  P.VectorWins = B.CreateAlloca(B.getInt1Ty(), nullptr, "vector.wins");
  B.CreateStore(B.getInt64(0), P.Last);
  B.CreateStore(B.getInt64(UINT64_MAX), P.VectorTime);
  B.CreateStore(B.getInt64(UINT64_MAX), P.ScalarTime);
  B.CreateStore(B.CreateICmpUGE(loadVotes(P), B.getInt8(2)), P.VectorWins);
  return P;
}

Value *GroupsBuilder::choose(Value *Place, const Probe &P) {
  Type *I64 = B.getInt64Ty();
  Value *Segment = B.CreateLShr(Place, Log2_64(ProbeGroups), "segment");
  Value *AtBoundary = B.CreateAnd(
      B.CreateICmpEQ(B.CreateAnd(Place, ProbeGroups - 1), B.getInt64(0)),
      B.CreateICmpULE(Segment, B.getInt64(4)));
  BasicBlock *Mark = newBlock("probe.mark"), *Decide = newBlock("probe.decide");
  BasicBlock *Go = newBlock("probe.done");
  B.CreateCondBr(AtBoundary, Mark, Go);

  // The segment that ends here (if this call ran it: the previous mark is
  // this call's) ran with the vector body if it was the first or the
  // fourth. Each version's fastest segment counts, so that a segment
  // something else slowed down (an interrupt, another process) does not
  // decide; a new epoch starts afresh.
  B.SetInsertPoint(Mark);
  Value *Now = B.CreateIntrinsic(llvm::Intrinsic::readcyclecounter, {}, {});
  Value *Before = B.CreateLoad(I64, P.Last);
  B.CreateStore(Now, P.Last);
  Value *Took = B.CreateSub(Now, Before);
  Value *Fourth = B.CreateICmpEQ(Segment, B.getInt64(4));
  Value *Fresh = B.CreateICmpEQ(Segment, B.getInt64(0));
  Value *Ran =
      B.CreateAnd(B.CreateICmpNE(Before, B.getInt64(0)), B.CreateNot(Fresh));
  Value *WasVector = B.CreateOr(B.CreateICmpEQ(Segment, B.getInt64(1)), Fourth);
  Value *None = B.getInt64(UINT64_MAX);
  auto update = [&](AllocaInst *Time, Value *Counts) {
    Value *T = B.CreateLoad(I64, Time);
    T = B.CreateSelect(B.CreateAnd(Ran, Counts),
                       B.CreateBinaryIntrinsic(llvm::Intrinsic::umin, T, Took),
                       T);
    B.CreateStore(B.CreateSelect(Fresh, None, T), Time);
    return T;
  };
  Value *V = update(P.VectorTime, WasVector);
  Value *S = update(P.ScalarTime, B.CreateNot(WasVector));
  B.CreateCondBr(B.CreateAnd(Fourth, B.CreateAnd(B.CreateICmpNE(V, None),
                                                 B.CreateICmpNE(S, None))),
                 Decide, Go);

  B.SetInsertPoint(Decide);
  // A saturating count of the epochs' verdicts (as a two-bit branch
  // predictor): one noisy probe does not switch a clear choice.
  Value *Votes = loadVotes(P);
  Value *Up = B.CreateBinaryIntrinsic(
      llvm::Intrinsic::umin, B.CreateAdd(Votes, B.getInt8(1)), B.getInt8(3));
  Value *Down =
      B.CreateBinaryIntrinsic(llvm::Intrinsic::usub_sat, Votes, B.getInt8(1));
  Votes = B.CreateSelect(B.CreateICmpULE(V, S), Up, Down);
  B.CreateAlignedStore(Votes, P.Node.Votes, Align(1))
      ->setAtomic(AtomicOrdering::Monotonic);
  B.CreateStore(B.CreateICmpUGE(Votes, B.getInt8(2)), P.VectorWins);
  B.CreateBr(Go);

  B.SetInsertPoint(Go);
  Value *Probing = B.CreateICmpULT(Segment, B.getInt64(4));
  Value *ProbeVector = B.CreateOr(B.CreateICmpEQ(Segment, B.getInt64(0)),
                                  B.CreateICmpEQ(Segment, B.getInt64(3)));
  return B.CreateSelect(Probing, ProbeVector,
                        B.CreateLoad(B.getInt1Ty(), P.VectorWins),
                        "use.vector");
}

Function *GroupsBuilder::build() {
  BasicBlock *Entry = newBlock("entry");
  B.SetInsertPoint(Entry);
  Value *Lo = Fn->getArg(Vector.arg_size());
  Value *Hi = Fn->getArg(Vector.arg_size() + 1);
  IdField = Ctx.field(B, Params.back(), InstanceContext::Id, Dim);
  Value *Groups = B.CreateUDiv(B.CreateSub(Hi, Lo), B.getInt64(Width), "groups",
                               /*isExact=*/true);
  Probe P;
  Value *Start = nullptr;
  if (Scalar) {
    P = startProbe();
    // This call's groups follow the node's earlier ones in the epochs.
    Start = B.CreateAtomicRMW(AtomicRMWInst::Add, P.Node.Groups, Groups,
                              Align(8), AtomicOrdering::Monotonic);
  }
  BasicBlock *Loop = newBlock("group"), *Exit = newBlock("exit");
  B.CreateCondBr(B.CreateICmpEQ(Groups, B.getInt64(0)), Exit, Loop);

  B.SetInsertPoint(Loop);
  PHINode *G = B.CreatePHI(B.getInt64Ty(), 2, "g");
  G->addIncoming(B.getInt64(0), Entry);
  Value *First = B.CreateAdd(Lo, B.CreateMul(G, B.getInt64(Width)), "first");
  if (Scalar) {
    Value *Place = B.CreateAnd(B.CreateAdd(Start, G), EpochGroups - 1, "place");
    runGroup(First, choose(Place, P));
  } else {
    B.CreateStore(First, IdField);
    B.CreateCall(&Vector, Params);
  }
  Value *Next = B.CreateAdd(G, B.getInt64(1), "g.next", true, true);
  G->addIncoming(Next, B.GetInsertBlock());
  B.CreateCondBr(B.CreateICmpULT(Next, Groups), Loop, Exit);

  B.SetInsertPoint(Exit);
  B.CreateRetVoid();
  return Fn;
}

} // namespace

Function *buildInstanceGroups(Function &Vector, Function *Scalar,
                              unsigned Width, unsigned Dim, const Twine &Name) {
  return GroupsBuilder(Vector, Scalar, Width, Dim, Name).build();
}

} // namespace hpvm
