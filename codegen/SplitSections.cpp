//===- SplitSections.cpp - the bytes each part of a split launch touches --===//
#include "SplitSections.h"
#include "DFG.h"
#include "HPVMIntrinsics.h"
#include "NodeArgs.h"

#include "llvm/Analysis/AssumptionCache.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/Analysis/TargetLibraryInfo.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/TargetParser/Triple.h"

using namespace llvm;

namespace hpvm {
namespace {

/// The dimension of an instance id or count of the node itself (Call's
/// operand is getNode()), or -1.
int dimOfQuery(const Value *V, Intrinsic First) {
  const auto *Call = dyn_cast<CallBase>(V);
  std::optional<Intrinsic> K = Call ? asIntrinsic(Call) : std::nullopt;
  if (!K || static_cast<int>(*K) < static_cast<int>(First) ||
      static_cast<int>(*K) > static_cast<int>(First) + 2)
    return -1;
  const auto *Node = dyn_cast<CallBase>(Call->getArgOperand(0));
  std::optional<Intrinsic> Self = Node ? asIntrinsic(Node) : std::nullopt;
  if (!Self || *Self != Intrinsic::GetNode)
    return -1;
  return static_cast<int>(*K) - static_cast<int>(First);
}

int idDim(const SCEV *S) {
  const auto *U = dyn_cast<SCEVUnknown>(S);
  return U ? dimOfQuery(U->getValue(), Intrinsic::GetNodeInstanceIDX) : -1;
}

/// The loads and stores through P, reached through GEPs and casts; false
/// when P goes anywhere else (a call, a store of the pointer, a phi), where
/// what is accessed through it is not known.
bool accessesThrough(Argument &P, SmallVectorImpl<Instruction *> &Accesses,
                     bool &Writes) {
  SmallVector<Value *, 8> Work{&P};
  SmallPtrSet<Value *, 16> Seen{&P};
  while (!Work.empty()) {
    Value *V = Work.pop_back_val();
    for (User *U : V->users()) {
      if (auto *L = dyn_cast<LoadInst>(U)) {
        if (L->isVolatile())
          return false;
        Accesses.push_back(L);
      } else if (auto *S = dyn_cast<StoreInst>(U)) {
        if (S->getValueOperand() == V || S->isVolatile())
          return false;
        Accesses.push_back(S);
        Writes = true;
      } else if (isa<GetElementPtrInst, BitCastInst, AddrSpaceCastInst>(U)) {
        if (Seen.insert(U).second)
          Work.push_back(U);
      } else if (!isa<InsertValueInst, ICmpInst>(U)) {
        // InsertValue: a pass-through output (whyNotSplit).
        return false;
      }
    }
  }
  return true;
}

/// An offset c + id.x * Coef[0] + id.y * Coef[1] + id.z * Coef[2].
struct Affine {
  const SCEV *C;
  const SCEV *Coef[3];
};

bool hasIds(const SCEV *S) {
  return SCEVExprContains(S, [](const SCEV *E) { return idDim(E) >= 0; });
}

/// Writes S as an Affine in A: sums and products with one factor holding
/// ids are taken apart; false when ids are anywhere else (a loop's
/// recurrence, an extension).
bool decompose(ScalarEvolution &SE, const SCEV *S, Affine &A) {
  const SCEV *Zero = SE.getZero(S->getType());
  A.C = A.Coef[0] = A.Coef[1] = A.Coef[2] = Zero;
  if (!hasIds(S)) {
    A.C = S;
    return true;
  }
  if (int Dim = idDim(S); Dim >= 0) {
    A.Coef[Dim] = SE.getOne(S->getType());
    return true;
  }
  if (const auto *Add = dyn_cast<SCEVAddExpr>(S)) {
    for (const SCEV *Op : Add->operands()) {
      Affine Term;
      if (!decompose(SE, Op, Term))
        return false;
      A.C = SE.getAddExpr(A.C, Term.C);
      for (unsigned D = 0; D != 3; ++D)
        A.Coef[D] = SE.getAddExpr(A.Coef[D], Term.Coef[D]);
    }
    return true;
  }
  const auto *Mul = dyn_cast<SCEVMulExpr>(S);
  if (!Mul)
    return false;
  const SCEV *WithIds = nullptr;
  SmallVector<const SCEV *, 4> Rest;
  for (const SCEV *Op : Mul->operands()) {
    if (!hasIds(Op))
      Rest.push_back(Op);
    else if (WithIds)
      return false; // id.x * id.y
    else
      WithIds = Op;
  }
  Affine Inner;
  if (!decompose(SE, WithIds, Inner))
    return false;
  const SCEV *Factor = SE.getMulExpr(Rest);
  A.C = SE.getMulExpr(Inner.C, Factor);
  for (unsigned D = 0; D != 3; ++D)
    A.Coef[D] = SE.getMulExpr(Inner.Coef[D], Factor);
  return true;
}

/// Computes SCEVs of the leaf's parameters and instance counts in
/// split_sections, whose arguments are those of hpvm_rt_sections_fn.
class Emitter {
public:
  Emitter(IRBuilder<> &B, const Function &Leaf, Function &Fn)
      : B(B), Leaf(Leaf), Fn(Fn) {}

  /// Whether emit() can compute S.
  static bool canEmit(const SCEV *S) {
    switch (S->getSCEVType()) {
    case scConstant:
      return true;
    case scUnknown: {
      const Value *V = cast<SCEVUnknown>(S)->getValue();
      return (isa<Argument>(V) && V->getType()->isIntegerTy()) ||
             dimOfQuery(V, Intrinsic::GetNumNodeInstancesX) >= 0;
    }
    case scAddExpr:
    case scMulExpr:
    case scSignExtend:
    case scZeroExtend:
    case scTruncate:
      return all_of(S->operands(), canEmit);
    default:
      return false;
    }
  }

  Value *emit(const SCEV *S) {
    Type *Ty = S->getType();
    switch (S->getSCEVType()) {
    case scConstant:
      return cast<SCEVConstant>(S)->getValue();
    case scUnknown: {
      const Value *V = cast<SCEVUnknown>(S)->getValue();
      if (const auto *A = dyn_cast<Argument>(V))
        return loadArgsField(B, Leaf, Fn.getArg(0), A->getArgNo());
      int Dim = dimOfQuery(V, Intrinsic::GetNumNodeInstancesX);
      return B.CreateSExtOrTrunc(Fn.getArg(1 + Dim), Ty);
    }
    case scAddExpr:
    case scMulExpr: {
      Value *Sum = nullptr;
      for (const SCEV *Op : S->operands()) {
        Value *V = emit(Op);
        Sum = !Sum                            ? V
              : S->getSCEVType() == scAddExpr ? B.CreateAdd(Sum, V)
                                              : B.CreateMul(Sum, V);
      }
      return Sum;
    }
    case scSignExtend:
      return B.CreateSExt(emit(S->operands()[0]), Ty);
    case scZeroExtend:
      return B.CreateZExt(emit(S->operands()[0]), Ty);
    case scTruncate:
      return B.CreateTrunc(emit(S->operands()[0]), Ty);
    default:
      llvm_unreachable("canEmit said so");
    }
  }

private:
  IRBuilder<> &B;
  const Function &Leaf;
  Function &Fn;
};

} // namespace

Function *buildSplitSections(const DFNode &N, unsigned &Count) {
  Function &F = *N.getFunction();
  Module &M = *F.getParent();
  LLVMContext &C = M.getContext();
  const DataLayout &DL = M.getDataLayout();
  TargetLibraryInfoImpl TLII(Triple(M.getTargetTriple()));
  TargetLibraryInfo TLI(TLII, &F);
  AssumptionCache AC(F);
  DominatorTree DT(F);
  LoopInfo LI(DT);
  ScalarEvolution SE(F, TLI, AC, DT, LI);

  // Per pointer parameter: its accesses' offsets and sizes, if all affine.
  struct Param {
    Argument *P;
    bool Writes = false; // or it goes where accesses are not known
    bool Known = false;
    SmallVector<std::pair<Affine, uint64_t>, 4> Accesses;
  };
  SmallVector<Param, 4> Params;
  bool AnyWrittenKnown = false;
  for (Argument &P : F.args()) {
    if (!P.getType()->isPointerTy())
      continue;
    Param &Q = Params.emplace_back();
    Q.P = &P;
    SmallVector<Instruction *, 8> Accesses;
    Q.Known = accessesThrough(P, Accesses, Q.Writes);
    Q.Writes |= !Q.Known;
    for (Instruction *I : Accesses) {
      if (!Q.Known)
        break;
      Value *Ptr = getLoadStorePointerOperand(I);
      const SCEV *Offset = SE.getMinusSCEV(SE.getSCEV(Ptr), SE.getSCEV(&P));
      Affine A;
      Q.Known = !isa<SCEVCouldNotCompute>(Offset) &&
                Offset->getType()->isIntegerTy(64) &&
                decompose(SE, Offset, A) && Emitter::canEmit(A.C) &&
                all_of(A.Coef, Emitter::canEmit);
      Q.Accesses.push_back(
          {A, DL.getTypeStoreSize(getLoadStoreType(I)).getFixedValue()});
    }
    Q.Known &= !Q.Accesses.empty();
    AnyWrittenKnown |= Q.Known && Q.Writes;
  }
  Count = Params.size();
  if (!AnyWrittenKnown)
    return nullptr;

  auto *I64 = Type::getInt64Ty(C);
  auto *Ptr = PointerType::getUnqual(C);
  auto *Ty = FunctionType::get(Type::getVoidTy(C),
                               {Ptr, I64, I64, I64, I64, I64, Ptr}, false);
  Function *Fn = Function::Create(Ty, GlobalValue::InternalLinkage,
                                  F.getName() + ".split_sections", M);
  IRBuilder<> B(BasicBlock::Create(C, "entry", Fn));
  Emitter E(B, F, *Fn);
  Value *Begin = Fn->getArg(4),
        *Last = B.CreateSub(Fn->getArg(5), B.getInt64(1));
  auto smin = [&](Value *X, Value *Y) {
    return B.CreateBinaryIntrinsic(llvm::Intrinsic::smin, X, Y);
  };
  auto smax = [&](Value *X, Value *Y) {
    return B.CreateBinaryIntrinsic(llvm::Intrinsic::smax, X, Y);
  };
  auto store = [&](Value *V, unsigned Slot) {
    B.CreateStore(V, B.CreateConstGEP1_64(I64, Fn->getArg(6), Slot));
  };
  for (unsigned K = 0; K != Params.size(); ++K) {
    const Param &Q = Params[K];
    Value *Base = B.CreatePtrToInt(
        loadArgsField(B, F, Fn->getArg(0), Q.P->getArgNo()), I64);
    Value *Lo = B.getInt64(0), *Hi = B.getInt64(0);
    if (Q.Known) {
      Lo = Hi = nullptr;
      for (const auto &[A, Bytes] : Q.Accesses) {
        Value *First = E.emit(A.C), *End = First;
        // The outermost dimension over the window; the others over all.
        Value *AtBegin = B.CreateMul(E.emit(A.Coef[0]), Begin);
        Value *AtLast = B.CreateMul(E.emit(A.Coef[0]), Last);
        First = B.CreateAdd(First, smin(AtBegin, AtLast));
        End = B.CreateAdd(End, smax(AtBegin, AtLast));
        for (unsigned D = 1; D != 3; ++D) {
          Value *Far = B.CreateMul(
              E.emit(A.Coef[D]), B.CreateSub(Fn->getArg(1 + D), B.getInt64(1)));
          First = B.CreateAdd(First, smin(Far, B.getInt64(0)));
          End = B.CreateAdd(End, smax(Far, B.getInt64(0)));
        }
        End = B.CreateAdd(End, B.getInt64(Bytes));
        Lo = Lo ? smin(Lo, First) : First;
        Hi = Hi ? smax(Hi, End) : End;
      }
      Lo = B.CreateAdd(Base, Lo);
      Hi = B.CreateAdd(Base, Hi);
    }
    store(Base, 4 * K);
    store(Lo, 4 * K + 1);
    store(Hi, 4 * K + 2);
    store(B.getInt64(Q.Writes), 4 * K + 3);
  }
  B.CreateRetVoid();
  return Fn;
}

} // namespace hpvm
