//===- LoopNest.cpp - canonical loop nests of loop-form nodes -------------===//
//
// A loop-form node `parallel(N)` needs N perfectly nested canonical loops
// (PRAGMAS.md): an integer variable from a start to a bound compared with <,
// <=, > or >=, stepping towards it by a constant or invariant amount, with
// bounds and steps that do not change in the nest and a loop variable the
// body does not assign. Each violation is reported at the part of the loop
// header that causes it.
//
//===----------------------------------------------------------------------===//
#include "rewriter/LoopNest.h"

#include "rewriter/ASTQueries.h"
#include "rewriter/Diagnostics.h"

#include "clang/AST/Expr.h"
#include "llvm/ADT/APSInt.h"

using namespace clang;

namespace hpvm {

namespace {

class LoopNestChecker {
public:
  explicit LoopNestChecker(ASTContext &Ctx)
      : Ctx(Ctx), Diags(Ctx.getDiagnostics()) {}

  bool run(const Directive &D, const Stmt *Subject, std::vector<LoopDim> &Loops,
           const Stmt *&Body);

private:
  ASTContext &Ctx;
  DiagnosticsEngine &Diags;

  DiagnosticBuilder diag(SourceLocation Loc, Diag D) {
    return report(Diags, Loc, D);
  }
  /// One canonical loop header into \p L.
  bool analyzeLoop(const ForStmt *F, LoopDim &L);
  std::optional<llvm::APSInt> constant(const Expr *E) const;
  /// The value of constant \p E converted to the type of \p L's variable.
  std::optional<llvm::APSInt> inVarType(const LoopDim &L, const Expr *E) const;
  /// Whether every value of \p From is a value of \p To.
  bool holdsAll(QualType To, QualType From) const;
  /// Whether \p L's variable holds the value of \p E unchanged.
  bool fitsVar(const LoopDim &L, const Expr *E) const;
  /// Whether a loop with constant start, bound and step steps its variable
  /// out of its type's range (wrapping around, or overflowing) before the
  /// condition, compared in \p CmpType, ends it.
  bool wrapsAround(const LoopDim &L, QualType CmpType) const;
};

std::optional<llvm::APSInt> LoopNestChecker::constant(const Expr *E) const {
  Expr::EvalResult R;
  if (E->isValueDependent() || !E->EvaluateAsInt(R, Ctx))
    return std::nullopt;
  return R.Val.getInt();
}

std::optional<llvm::APSInt> LoopNestChecker::inVarType(const LoopDim &L,
                                                       const Expr *E) const {
  QualType T = L.Var->getType();
  std::optional<llvm::APSInt> V = constant(E);
  if (!V || T->isDependentType() || T->isBooleanType())
    return std::nullopt;
  llvm::APSInt Out = V->extOrTrunc(Ctx.getIntWidth(T));
  Out.setIsSigned(T->isSignedIntegerOrEnumerationType());
  return Out;
}

bool LoopNestChecker::holdsAll(QualType To, QualType From) const {
  // Instantiations are not analysed: only the same type surely holds all
  // (a `long i = p - 29` with an `auto p` converts the unsigned value that
  // p may give).
  if (To->isDependentType() || From->isDependentType())
    return Ctx.hasSameUnqualifiedType(To, From);
  if (!To->isIntegerType() || !From->isIntegerType())
    return false;
  bool ToSigned = To->isSignedIntegerOrEnumerationType();
  bool FromSigned = From->isSignedIntegerOrEnumerationType();
  unsigned ToW = Ctx.getIntWidth(To), FromW = Ctx.getIntWidth(From);
  return ToSigned == FromSigned ? ToW >= FromW : ToSigned && ToW > FromW;
}

bool LoopNestChecker::fitsVar(const LoopDim &L, const Expr *E) const {
  if (holdsAll(L.Var->getType(), E->IgnoreImpCasts()->getType()))
    return true;
  std::optional<llvm::APSInt> V = constant(E->IgnoreImpCasts());
  std::optional<llvm::APSInt> C = inVarType(L, E->IgnoreImpCasts());
  return V && C && llvm::APSInt::isSameValue(*V, *C);
}

bool LoopNestChecker::wrapsAround(const LoopDim &L, QualType CmpType) const {
  QualType T = L.Var->getType();
  if (CmpType->isDependentType() || !holdsAll(CmpType, T))
    return false;
  std::optional<llvm::APSInt> Lo = inVarType(L, L.Lo), Hi = constant(L.Hi);
  std::optional<llvm::APSInt> Step =
      L.Step ? inVarType(L, L.Step) : llvm::APSInt::get(1);
  if (!Lo || !Hi || !Step)
    return false;
  // Exact arithmetic: every value involved fits 130 signed bits.
  auto Wide = [](const llvm::APSInt &V) {
    return llvm::APSInt(V.isSigned() ? V.sext(130) : V.zext(130), false);
  };
  llvm::APSInt A = Wide(*Lo), B = Wide(*Hi), S = Wide(*Step);
  if (!L.Increasing)
    std::swap(A, B);
  if (L.Inclusive ? A > B : A >= B)
    return false; // no iteration
  llvm::APSInt Dist = B - A;
  if (!L.Inclusive)
    --Dist;
  llvm::APSInt Trips = Dist / S;
  ++Trips;
  llvm::APSInt Min = Wide(llvm::APSInt::getMinValue(
      Ctx.getIntWidth(T), !T->isSignedIntegerOrEnumerationType()));
  llvm::APSInt Max = Wide(llvm::APSInt::getMaxValue(
      Ctx.getIntWidth(T), !T->isSignedIntegerOrEnumerationType()));
  return L.Increasing ? Wide(*Lo) + Trips * S > Max
                      : Wide(*Lo) - Trips * S < Min;
}

bool LoopNestChecker::run(const Directive &D, const Stmt *Subject,
                          std::vector<LoopDim> &Loops, const Stmt *&Body) {
  const Stmt *S = Subject;
  for (unsigned Dim = 0; Dim < D.Parallel; ++Dim) {
    const auto *F = dyn_cast<ForStmt>(S);
    if (!F) {
      if (Dim == 0)
        diag(S->getBeginLoc(), Diag::ParallelNotFor) << D.Parallel;
      else
        diag(D.ParallelLoc, Diag::ParallelTooDeep) << D.Parallel << Dim;
      return false;
    }
    LoopDim L;
    if (!analyzeLoop(F, L))
      return false;
    Loops.push_back(L);
    S = F->getBody();
    Body = S;
    if (Dim + 1 < D.Parallel)
      while (const auto *CS = dyn_cast<CompoundStmt>(S)) {
        if (CS->size() != 1)
          break;
        S = CS->body_front();
      }
  }
  // Bounds and steps must not change inside the nest.
  WriteFinder Mut(*Body, Ctx);
  bool OK = true;
  for (unsigned Dim = 0; Dim < Loops.size(); ++Dim) {
    const LoopDim &L = Loops[Dim];
    std::pair<const Expr *, StringRef> Parts[] = {
        {L.Lo, "lower bound"}, {L.Hi, "upper bound"}, {L.Step, "step"}};
    for (auto [E, What] : Parts) {
      if (!E)
        continue;
      for (const VarDecl *V : collectUses(E).Used) {
        bool Variant = false;
        for (const LoopDim &Other : Loops)
          Variant |= Other.Var == V;
        if (!Variant)
          Variant = Mut.find(V) != nullptr;
        if (Variant) {
          diag(E->getBeginLoc(), Diag::LoopBoundVariant)
              << What << L.Var->getName() << V->getName();
          OK = false;
        }
      }
      // The node evaluates bounds and steps once (and loop values in every
      // instance): they must not have effects, nor read what the loop writes.
      if (const Expr *SE = findSideEffect(Ctx, E)) {
        const auto *Call = dyn_cast<CallExpr>(SE);
        const FunctionDecl *Callee = Call ? Call->getDirectCallee() : nullptr;
        if (Callee)
          diag(SE->getBeginLoc(), Diag::LoopBoundCall)
              << What << L.Var->getName() << Callee;
        else
          diag(SE->getBeginLoc(), Diag::LoopBoundSideEffect)
              << What << L.Var->getName();
        diag(SE->getBeginLoc(), Diag::NoteHoistBound) << What;
        OK = false;
        continue;
      }
      for (auto [V, Read] : memoryReads(E)) {
        bool Written = Mut.findThrough(V) != nullptr;
        for (const DataItem &Item : D.Data)
          Written |= writes(Item.Dir) && refVar(D.expr(Item.NameSlot)) == V;
        if (!Written)
          continue;
        diag(Read->getBeginLoc(), Diag::LoopBoundReadsWritten)
            << What << L.Var->getName() << V->getName();
        diag(Read->getBeginLoc(), Diag::NoteHoistBound) << What;
        OK = false;
        break;
      }
    }
    if (const Stmt *M = Mut.find(L.Var)) {
      diag(M->getBeginLoc(), Diag::LoopVarModified) << L.Var->getName();
      OK = false;
    }
  }
  return OK;
}

bool LoopNestChecker::analyzeLoop(const ForStmt *F, LoopDim &L) {
  // init: T i = lo  or  i = lo
  const Stmt *Init = F->getInit();
  if (const auto *DS = dyn_cast_or_null<DeclStmt>(Init)) {
    if (DS->isSingleDecl())
      if (const auto *V = dyn_cast<VarDecl>(DS->getSingleDecl()))
        if (V->hasInit()) {
          L.Var = V;
          L.Lo = V->getInit();
          if (const auto *IL = dyn_cast<InitListExpr>(L.Lo->IgnoreImplicit()))
            L.Lo = IL->getNumInits() == 1 ? IL->getInit(0) : nullptr;
        }
  } else if (const auto *E = dyn_cast_or_null<Expr>(Init)) {
    if (std::optional<BinaryOp> B = asBinary(E))
      if (B->Op == BO_Assign)
        if (const VarDecl *V = refVar(B->LHS)) {
          L.Var = V;
          L.Lo = B->RHS;
        }
  }
  if (!L.Var || !L.Lo ||
      !(L.Var->getType()->isIntegerType() ||
        L.Var->getType()->isDependentType())) {
    diag(Init ? Init->getBeginLoc() : F->getLParenLoc(), Diag::LoopInit);
    return false;
  }
  StringRef Name = L.Var->getName();

  // cond: i < hi (or hi > i, ...)
  std::optional<BinaryOp> Cond = asBinary(F->getCond());
  bool CondOK = false;
  if (Cond) {
    BinaryOperatorKind Op = Cond->Op;
    const Expr *Bound = nullptr;
    if (refVar(Cond->LHS) == L.Var) {
      Bound = Cond->RHS;
    } else if (refVar(Cond->RHS) == L.Var) {
      Bound = Cond->LHS;
      Op = BinaryOperator::reverseComparisonOp(Op);
    }
    if (Bound && (Op == BO_LT || Op == BO_LE || Op == BO_GT || Op == BO_GE)) {
      CondOK = true;
      L.Hi = Bound;
      L.Increasing = Op == BO_LT || Op == BO_LE;
      L.Inclusive = Op == BO_LE || Op == BO_GE;
    }
  }
  if (!CondOK) {
    diag(F->getCond() ? F->getCond()->getBeginLoc() : F->getLParenLoc(),
         Diag::LoopCond)
        << Name;
    return false;
  }

  // inc: ++i, i++, --i, i--, i += c, i -= c, i = i + c, i = c + i, i = i - c
  const Expr *Inc = F->getInc();
  std::optional<bool> Up;
  if (std::optional<UnaryOp> U = asUnary(Inc)) {
    if (refVar(U->Operand) == L.Var &&
        UnaryOperator::isIncrementDecrementOp(U->Op))
      Up = UnaryOperator::isIncrementOp(U->Op);
  } else if (std::optional<BinaryOp> B = asBinary(Inc)) {
    if (refVar(B->LHS) == L.Var) {
      if (B->Op == BO_AddAssign || B->Op == BO_SubAssign) {
        Up = B->Op == BO_AddAssign;
        L.Step = B->RHS;
      } else if (B->Op == BO_Assign) {
        if (std::optional<BinaryOp> R = asBinary(B->RHS)) {
          if (R->Op == BO_Add && refVar(R->LHS) == L.Var)
            Up = true, L.Step = R->RHS;
          else if (R->Op == BO_Add && refVar(R->RHS) == L.Var)
            Up = true, L.Step = R->LHS;
          else if (R->Op == BO_Sub && refVar(R->LHS) == L.Var)
            Up = false, L.Step = R->RHS;
        }
      }
    }
  }
  if (!Up || (L.Step && refVar(L.Step) == L.Var)) {
    diag(Inc ? Inc->getBeginLoc() : F->getRParenLoc(), Diag::LoopIncr) << Name;
    return false;
  }
  // The step the variable moves by is the written one converted to its type:
  // `c += 257` adds 1 to an unsigned char, `c += 256` nothing.
  if (L.Step) {
    std::optional<llvm::APSInt> Written = constant(L.Step);
    if (Written && Written->isNegative()) {
      diag(Inc->getBeginLoc(), Diag::LoopStepDirection) << Name;
      return false;
    }
    if (std::optional<llvm::APSInt> Step = inVarType(L, L.Step)) {
      if (Step->isZero()) {
        diag(L.Step->getBeginLoc(), Diag::LoopStepZero) << Name;
        return false;
      }
      if (Step->isNegative()) {
        diag(Inc->getBeginLoc(), Diag::LoopStepDirection) << Name;
        return false;
      }
      if (Step->isOne())
        L.Step = nullptr;
    }
  }
  if (*Up != L.Increasing) {
    diag(Inc->getBeginLoc(), Diag::LoopStepDirection) << Name;
    return false;
  }
  L.ConvertLo = !fitsVar(L, L.Lo);
  L.ConvertStep = L.Step && !fitsVar(L, L.Step);
  if (wrapsAround(L, Cond->LHS->getType())) {
    diag(F->getCond()->getBeginLoc(), Diag::LoopWraps)
        << Name << L.Var->getType();
    return false;
  }
  // `i < lo + K` (or `i > lo - K`): the trip count depends on K only, when
  // the variable starts at lo itself (its type holds every value of lo's).
  if (std::optional<BinaryOp> B = asBinary(L.Hi); B && !L.ConvertLo) {
    auto Same = [&](const Expr *X, const Expr *Y) {
      return sameExpr(Ctx, X, Y);
    };
    if (L.Increasing && B->Op == BO_Add)
      L.Span = Same(B->LHS, L.Lo)   ? B->RHS
               : Same(B->RHS, L.Lo) ? B->LHS
                                    : nullptr;
    else if (!L.Increasing && B->Op == BO_Sub && Same(B->LHS, L.Lo))
      L.Span = B->RHS;
  }
  return true;
}

} // namespace

bool analyzeLoopNest(ASTContext &Ctx, const Directive &Dir, const Stmt *Subject,
                     std::vector<LoopDim> &Loops, const Stmt *&Body) {
  return LoopNestChecker(Ctx).run(Dir, Subject, Loops, Body);
}

} // namespace hpvm
