//===- InstanceGroups.cpp - a row of instances in groups of W -------------===//
//
// One loop over the groups, so that the vector and the scalar body each
// have one call site (both are always-inline). With the run-time choice,
// each group's place p in its epoch says what runs it: groups [0, P) and
// [3P, 4P) the vector body, [P, 3P) the scalar one, the others the choice
// made at p = 4P; at p = 0, P, 2P, 3P and 4P the cycle counter closes the
// segment before. The state lives in allocas, which -O promotes.
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
constexpr uint64_t ProbeGroups = 16;
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
  /// Updates the probe's state at group \p Place of an epoch and returns
  /// whether the group runs with the vector body.
  Value *choose(Value *Place, AllocaInst *Last, AllocaInst *VectorTime,
                AllocaInst *ScalarTime, AllocaInst *VectorWins);
  BasicBlock *newBlock(const Twine &Name) {
    return BasicBlock::Create(C, Name, Fn);
  }
};

GroupsBuilder::GroupsBuilder(Function &Vector, Function *Scalar,
                             unsigned Width, unsigned Dim, const Twine &Name)
    : Vector(Vector), Scalar(Scalar), Width(Width), Dim(Dim),
      C(Vector.getContext()), B(C), Ctx(C) {
  SmallVector<Type *, 12> Types(Vector.getFunctionType()->params());
  Types.push_back(B.getInt64Ty());
  Types.push_back(B.getInt64Ty());
  Fn = Function::Create(FunctionType::get(B.getVoidTy(), Types, false),
                        GlobalValue::InternalLinkage, Name,
                        Vector.getParent());
  // The bodies' target features, so that they can be inlined.
  Fn->setAttributes(AttributeList::get(
      C, Vector.getAttributes().getFnAttrs(), AttributeSet(), {}));
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

Value *GroupsBuilder::choose(Value *Place, AllocaInst *Last,
                             AllocaInst *VectorTime, AllocaInst *ScalarTime,
                             AllocaInst *VectorWins) {
  Type *I64 = B.getInt64Ty();
  Value *Segment = B.CreateLShr(Place, Log2_64(ProbeGroups), "segment");
  Value *AtBoundary = B.CreateAnd(
      B.CreateICmpEQ(B.CreateAnd(Place, ProbeGroups - 1), B.getInt64(0)),
      B.CreateICmpULE(Segment, B.getInt64(4)));
  BasicBlock *Mark = newBlock("probe.mark"), *Go = newBlock("probe.done");
  B.CreateCondBr(AtBoundary, Mark, Go);

  // The segment that ends here ran with the vector body if it was the
  // first or the fourth.
  B.SetInsertPoint(Mark);
  Value *Now = B.CreateIntrinsic(llvm::Intrinsic::readcyclecounter, {}, {});
  Value *Took = B.CreateSelect(B.CreateICmpEQ(Segment, B.getInt64(0)),
                               B.getInt64(0),
                               B.CreateSub(Now, B.CreateLoad(I64, Last)));
  B.CreateStore(Now, Last);
  Value *Decide = B.CreateICmpEQ(Segment, B.getInt64(4));
  Value *WasVector =
      B.CreateOr(B.CreateICmpEQ(Segment, B.getInt64(1)), Decide);
  Value *V = B.CreateAdd(B.CreateLoad(I64, VectorTime),
                         B.CreateSelect(WasVector, Took, B.getInt64(0)));
  Value *S = B.CreateAdd(B.CreateLoad(I64, ScalarTime),
                         B.CreateSelect(WasVector, B.getInt64(0), Took));
  B.CreateStore(B.CreateSelect(Decide, B.CreateICmpULE(V, S),
                               B.CreateLoad(B.getInt1Ty(), VectorWins)),
                VectorWins);
  B.CreateStore(B.CreateSelect(Decide, B.getInt64(0), V), VectorTime);
  B.CreateStore(B.CreateSelect(Decide, B.getInt64(0), S), ScalarTime);
  B.CreateBr(Go);

  B.SetInsertPoint(Go);
  Value *Probing = B.CreateICmpULT(Segment, B.getInt64(4));
  Value *ProbeVector = B.CreateOr(B.CreateICmpEQ(Segment, B.getInt64(0)),
                                  B.CreateICmpEQ(Segment, B.getInt64(3)));
  return B.CreateSelect(Probing, ProbeVector,
                        B.CreateLoad(B.getInt1Ty(), VectorWins), "use.vector");
}

Function *GroupsBuilder::build() {
  BasicBlock *Entry = newBlock("entry");
  B.SetInsertPoint(Entry);
  Value *Lo = Fn->getArg(Vector.arg_size());
  Value *Hi = Fn->getArg(Vector.arg_size() + 1);
  IdField = Ctx.field(B, Params.back(), InstanceContext::Id, Dim);
  AllocaInst *Last = nullptr, *VectorTime = nullptr, *ScalarTime = nullptr,
             *VectorWins = nullptr;
  if (Scalar) {
    Last = B.CreateAlloca(B.getInt64Ty(), nullptr, "probe.last");
    VectorTime = B.CreateAlloca(B.getInt64Ty(), nullptr, "probe.vector");
    ScalarTime = B.CreateAlloca(B.getInt64Ty(), nullptr, "probe.scalar");
    VectorWins = B.CreateAlloca(B.getInt1Ty(), nullptr, "vector.wins");
    B.CreateStore(B.getInt64(0), Last);
    B.CreateStore(B.getInt64(0), VectorTime);
    B.CreateStore(B.getInt64(0), ScalarTime);
    B.CreateStore(B.getTrue(), VectorWins);
  }
  Value *Groups = B.CreateUDiv(B.CreateSub(Hi, Lo), B.getInt64(Width),
                               "groups", /*isExact=*/true);
  BasicBlock *Loop = newBlock("group"), *Exit = newBlock("exit");
  B.CreateCondBr(B.CreateICmpEQ(Groups, B.getInt64(0)), Exit, Loop);

  B.SetInsertPoint(Loop);
  PHINode *G = B.CreatePHI(B.getInt64Ty(), 2, "g");
  G->addIncoming(B.getInt64(0), Entry);
  Value *First = B.CreateAdd(Lo, B.CreateMul(G, B.getInt64(Width)), "first");
  if (Scalar) {
    Value *Place = B.CreateAnd(G, EpochGroups - 1, "place");
    runGroup(First, choose(Place, Last, VectorTime, ScalarTime, VectorWins));
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
                              unsigned Width, unsigned Dim,
                              const Twine &Name) {
  return GroupsBuilder(Vector, Scalar, Width, Dim, Name).build();
}

} // namespace hpvm
