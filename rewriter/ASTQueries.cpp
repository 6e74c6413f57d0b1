//===- ASTQueries.cpp - questions the rewriter asks of the AST ------------===//
//
// Visitors walk template patterns as written; dependent operator calls stand
// for the builtin operators they will become.
//
//===----------------------------------------------------------------------===//
#include "rewriter/ASTQueries.h"

#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"

using namespace clang;

namespace hpvm {

namespace {

/// Stand-ins of structured bindings and of members reached through `this`
/// (one per member and constness of `this`), both ways.
struct Bindings {
  llvm::DenseMap<const BindingDecl *, const VarDecl *> StandIn;
  llvm::DenseMap<const VarDecl *, const BindingDecl *> Binding;
  llvm::DenseMap<std::pair<const FieldDecl *, unsigned>, const VarDecl *>
      MemberStandIn;
  llvm::DenseSet<const VarDecl *> Members;
};

Bindings &bindings() {
  static Bindings B;
  return B;
}

/// What the mutation analyzer is asked about for \p V: its binding, if V
/// stands for one.
const Decl *analyzed(const VarDecl *V) {
  if (const BindingDecl *B = bindingOf(V))
    return B;
  return V;
}

struct UseCollector : RecursiveASTVisitor<UseCollector> {
  Uses U;

  bool VisitDeclRefExpr(DeclRefExpr *E) {
    if (const VarDecl *V = asVariable(E->getDecl()))
      if (U.Used.insert(V))
        U.FirstUse[V] = E->getLocation();
    return true;
  }
  bool VisitVarDecl(VarDecl *V) {
    U.Declared.insert(V);
    if (const auto *DD = dyn_cast<DecompositionDecl>(V))
      for (const BindingDecl *B : DD->bindings())
        U.Declared.insert(asVariable(B));
    return true;
  }
  bool TraverseMemberExpr(MemberExpr *E) {
    if (const VarDecl *V = memberVariable(E)) {
      if (U.Used.insert(V))
        U.FirstUse[V] = E->getMemberLoc();
      return true;
    }
    return RecursiveASTVisitor::TraverseMemberExpr(E);
  }
  bool VisitMemberExpr(MemberExpr *E) {
    if (isa<CXXThisExpr>(E->getBase()->IgnoreParenImpCasts()))
      noteThis(E->getMemberLoc(), E->getMemberDecl()->getNameAsString());
    return true;
  }
  bool VisitCXXDependentScopeMemberExpr(CXXDependentScopeMemberExpr *E) {
    if (E->isImplicitAccess() ||
        isa<CXXThisExpr>(E->getBase()->IgnoreParenImpCasts()))
      noteThis(E->getMemberLoc(), E->getMember().getAsString());
    return true;
  }
  bool VisitCXXThisExpr(CXXThisExpr *E) {
    noteThis(E->getLocation(), "");
    return true;
  }
  /// Keeps the first use, preferring one that names a member.
  void noteThis(SourceLocation Loc, std::string Member) {
    bool First = U.ThisLoc.isInvalid();
    if (First || (U.ThisMember.empty() && !Member.empty())) {
      U.ThisLoc = Loc;
      U.ThisMember = std::move(Member);
    }
  }
};

struct JumpFinder : RecursiveASTVisitor<JumpFinder> {
  unsigned LoopDepth = 0, BreakDepth = 0;
  llvm::DenseSet<const LabelDecl *> Labels;
  std::vector<const GotoStmt *> Gotos;
  /// Computed gotos, and the labels whose addresses the body takes.
  std::vector<const IndirectGotoStmt *> IndirectGotos;
  llvm::DenseSet<const LabelDecl *> AddressTaken;
  Jumps J;

  // Returns in lambdas and in member functions of local classes leave those
  // functions, not the body.
  bool TraverseLambdaExpr(LambdaExpr *) { return true; }
  bool TraverseCXXRecordDecl(CXXRecordDecl *) { return true; }
  bool traverseLoopBody(Stmt *Body) {
    ++LoopDepth, ++BreakDepth;
    bool R = TraverseStmt(Body);
    --LoopDepth, --BreakDepth;
    return R;
  }
  bool TraverseForStmt(ForStmt *S) {
    TraverseStmt(S->getInit());
    TraverseStmt(S->getCond());
    TraverseStmt(S->getInc());
    return traverseLoopBody(S->getBody());
  }
  bool TraverseWhileStmt(WhileStmt *S) {
    TraverseStmt(S->getCond());
    return traverseLoopBody(S->getBody());
  }
  bool TraverseDoStmt(DoStmt *S) {
    TraverseStmt(S->getCond());
    return traverseLoopBody(S->getBody());
  }
  bool TraverseCXXForRangeStmt(CXXForRangeStmt *S) {
    TraverseStmt(S->getRangeInit());
    return traverseLoopBody(S->getBody());
  }
  bool TraverseSwitchStmt(SwitchStmt *S) {
    TraverseStmt(S->getCond());
    ++BreakDepth;
    bool R = TraverseStmt(S->getBody());
    --BreakDepth;
    return R;
  }
  bool VisitReturnStmt(ReturnStmt *S) {
    J.Escapes.push_back({S->getReturnLoc(), "return"});
    return true;
  }
  bool VisitCoreturnStmt(CoreturnStmt *S) {
    J.Escapes.push_back({S->getKeywordLoc(), "co_return"});
    return true;
  }
  bool VisitBreakStmt(BreakStmt *S) {
    if (BreakDepth == 0)
      J.Escapes.push_back({S->getBreakLoc(), "break"});
    return true;
  }
  bool VisitContinueStmt(ContinueStmt *S) {
    if (LoopDepth == 0)
      J.Continues.push_back(S);
    return true;
  }
  bool VisitLabelStmt(LabelStmt *S) {
    Labels.insert(S->getDecl());
    return true;
  }
  bool VisitGotoStmt(GotoStmt *S) {
    Gotos.push_back(S);
    return true;
  }
  bool VisitIndirectGotoStmt(IndirectGotoStmt *S) {
    IndirectGotos.push_back(S);
    return true;
  }
  bool VisitAddrLabelExpr(AddrLabelExpr *E) {
    AddressTaken.insert(E->getLabel());
    return true;
  }
};

/// Assignments, increments and address-of applied to one variable.
struct DirectWrite : RecursiveASTVisitor<DirectWrite> {
  const VarDecl *V = nullptr;
  const Stmt *Found = nullptr;

  bool is(const Expr *E) const {
    E = E ? E->IgnoreParens() : nullptr;
    return (isa_and_nonnull<DeclRefExpr>(E) || isa_and_nonnull<MemberExpr>(E)) &&
           refVar(E) == V;
  }
  bool VisitBinaryOperator(BinaryOperator *B) {
    if (B->isAssignmentOp() && is(B->getLHS()))
      Found = B;
    return !Found;
  }
  bool VisitUnaryOperator(UnaryOperator *U) {
    if ((U->isIncrementDecrementOp() || U->getOpcode() == UO_AddrOf) &&
        is(U->getSubExpr()))
      Found = U;
    return !Found;
  }
  bool VisitCXXOperatorCallExpr(CXXOperatorCallExpr *C) {
    OverloadedOperatorKind K = C->getOperator();
    bool Writes = C->isAssignmentOp() || K == OO_PlusPlus ||
                  K == OO_MinusMinus || (K == OO_Amp && C->getNumArgs() == 1);
    if (Writes && C->getNumArgs() > 0 && is(C->getArg(0)))
      Found = C;
    return !Found;
  }
};

/// Assignments and increments of memory reached through one variable.
struct WriteThrough : RecursiveASTVisitor<WriteThrough> {
  const VarDecl *V = nullptr;
  const Stmt *Found = nullptr;

  bool VisitBinaryOperator(BinaryOperator *B) {
    if (B->isAssignmentOp() && memoryBase(B->getLHS()) == V)
      Found = B;
    return !Found;
  }
  bool VisitUnaryOperator(UnaryOperator *U) {
    if (U->isIncrementDecrementOp() && memoryBase(U->getSubExpr()) == V)
      Found = U;
    return !Found;
  }
};

/// Whether a call of \p FD cannot change memory.
bool withoutSideEffects(const ASTContext &Ctx, const FunctionDecl *FD) {
  if (FD->isConstexpr() || FD->hasAttr<ConstAttr>() || FD->hasAttr<PureAttr>())
    return true;
  unsigned ID = FD->getBuiltinID();
  return ID && (Ctx.BuiltinInfo.isConst(ID) || Ctx.BuiltinInfo.isPure(ID) ||
                Ctx.BuiltinInfo.isConstWithoutErrnoAndExceptions(ID));
}

struct SideEffectFinder : RecursiveASTVisitor<SideEffectFinder> {
  const ASTContext &Ctx;
  bool MemoryOnly;
  const Expr *Found = nullptr;
  SideEffectFinder(const ASTContext &Ctx, bool MemoryOnly)
      : Ctx(Ctx), MemoryOnly(MemoryOnly) {}

  bool VisitBinaryOperator(BinaryOperator *B) {
    if (B->isAssignmentOp() && !(MemoryOnly && refVar(B->getLHS())))
      Found = B;
    return !Found;
  }
  bool VisitUnaryOperator(UnaryOperator *U) {
    if (U->isIncrementDecrementOp() && !(MemoryOnly && refVar(U->getSubExpr())))
      Found = U;
    return !Found;
  }
  bool VisitCallExpr(CallExpr *C) {
    if (const FunctionDecl *FD = C->getDirectCallee()) {
      if (!withoutSideEffects(Ctx, FD))
        Found = C;
      return !Found;
    }
    // In a template: every function the name may call must qualify.
    const auto *ULE =
        dyn_cast<UnresolvedLookupExpr>(C->getCallee()->IgnoreParenImpCasts());
    bool OK = ULE != nullptr;
    if (ULE)
      for (const NamedDecl *D : ULE->decls()) {
        const auto *FD = D->getAsFunction();
        OK &= FD && withoutSideEffects(Ctx, FD);
      }
    if (!OK)
      Found = C;
    return !Found;
  }
};

struct MemoryReads : RecursiveASTVisitor<MemoryReads> {
  std::vector<std::pair<const VarDecl *, const Expr *>> Reads;
  void add(const Expr *E) {
    if (const VarDecl *V = memoryBase(E))
      Reads.push_back({V, E});
  }
  bool VisitUnaryOperator(UnaryOperator *U) {
    if (U->getOpcode() == UO_Deref)
      add(U);
    return true;
  }
  bool VisitArraySubscriptExpr(ArraySubscriptExpr *E) {
    add(E);
    return true;
  }
  bool VisitMemberExpr(MemberExpr *E) {
    if (E->isArrow())
      add(E);
    return true;
  }
};

/// The variable a pointer value comes from (`p`, `a` decayed, `p + 1`).
const VarDecl *pointerBase(const Expr *E) {
  E = E->IgnoreParenImpCasts();
  if (const VarDecl *V = refVar(E))
    return V;
  if (const auto *B = dyn_cast<BinaryOperator>(E);
      B && B->isAdditiveOp() && B->getType()->isPointerType())
    return pointerBase(B->getLHS()->getType()->isPointerType() ? B->getLHS()
                                                               : B->getRHS());
  return memoryBase(E); // `a[i]` of an array of arrays decays to a pointer
}

/// The references to one variable, less those that are the pointer of an
/// arrow member access (`p->m`, `p->f()`), which reach the pointee only.
struct PointerUses : RecursiveASTVisitor<PointerUses> {
  const VarDecl *V = nullptr;
  std::vector<const Expr *> Uses;
  llvm::DenseSet<const Expr *> ArrowBases;

  bool VisitDeclRefExpr(DeclRefExpr *E) {
    if (asVariable(E->getDecl()) == V)
      Uses.push_back(E);
    return true;
  }
  bool VisitMemberExpr(MemberExpr *E) {
    if (memberVariable(E) == V)
      Uses.push_back(E);
    if (E->isArrow())
      ArrowBases.insert(E->getBase()->IgnoreParenImpCasts());
    return true;
  }
};

/// The uses of \p V in \p S, less the pointers of arrow member accesses.
std::vector<const Expr *> usesOf(const Stmt &S, const VarDecl *V) {
  PointerUses P;
  P.V = V;
  P.TraverseStmt(const_cast<Stmt *>(&S));
  std::vector<const Expr *> Out;
  for (const Expr *Use : P.Uses)
    if (!P.ArrowBases.count(Use))
      Out.push_back(Use);
  return Out;
}

} // namespace

const VarDecl *memoryBase(const Expr *E) {
  E = E->IgnoreParenImpCasts();
  if (const auto *U = dyn_cast<UnaryOperator>(E);
      U && U->getOpcode() == UO_Deref)
    return pointerBase(U->getSubExpr());
  if (const auto *A = dyn_cast<ArraySubscriptExpr>(E))
    return pointerBase(A->getBase());
  if (const auto *M = dyn_cast<MemberExpr>(E))
    return M->isArrow() ? pointerBase(M->getBase()) : memoryBase(M->getBase());
  return nullptr;
}

const Expr *findSideEffect(const ASTContext &Ctx, const Stmt *S,
                           bool MemoryOnly) {
  SideEffectFinder F(Ctx, MemoryOnly);
  F.TraverseStmt(const_cast<Stmt *>(S));
  return F.Found;
}

std::vector<std::pair<const VarDecl *, const Expr *>>
memoryReads(const Expr *E) {
  MemoryReads R;
  R.TraverseStmt(const_cast<Expr *>(E));
  return std::move(R.Reads);
}

Uses collectUses(const Stmt *S) {
  UseCollector C;
  C.TraverseStmt(const_cast<Stmt *>(S));
  return std::move(C.U);
}

Jumps findJumps(const Stmt *Body) {
  JumpFinder F;
  F.TraverseStmt(const_cast<Stmt *>(Body));
  for (const GotoStmt *G : F.Gotos)
    if (!F.Labels.count(G->getLabel()))
      F.J.Escapes.push_back({G->getGotoLoc(), "goto"});
  // A computed goto stays in the body when the body takes the addresses of
  // its own labels only (an address from outside arrives in a captured
  // pointer, which has no extent and is reported as such).
  bool OwnLabels =
      !F.AddressTaken.empty() && llvm::all_of(F.AddressTaken, [&](auto *L) {
        return F.Labels.count(L) != 0;
      });
  for (const IndirectGotoStmt *G : F.IndirectGotos)
    if (!OwnLabels)
      F.J.Escapes.push_back({G->getGotoLoc(), "goto"});
  return std::move(F.J);
}

std::vector<const CallExpr *> collectCalls(const Stmt *S) {
  struct Collector : RecursiveASTVisitor<Collector> {
    std::vector<const CallExpr *> Calls;
    bool VisitCallExpr(CallExpr *C) {
      Calls.push_back(C);
      return true;
    }
  } C;
  C.TraverseStmt(const_cast<Stmt *>(S));
  return std::move(C.Calls);
}

WriteFinder::WriteFinder(const Stmt &S, ASTContext &Ctx)
    : S(S), Ctx(Ctx), Analyzer(S, Ctx) {}

const Stmt *WriteFinder::judged(const Stmt *M) {
  const auto *E = dyn_cast_or_null<Expr>(M);
  if (!E)
    return M;
  if (E->isInstantiationDependent())
    return nullptr;
  // The analyzer takes an operand of a dependent operator (`v * i` with v of
  // a template parameter's type) for the write, as the operator may take it
  // by reference.
  if (refVar(E))
    for (const DynTypedNode &P : Ctx.getParents(*E))
      if (const auto *PE = P.get<Expr>(); PE && PE->isInstantiationDependent())
        return nullptr;
  return M;
}

const Stmt *WriteFinder::find(const VarDecl *V) {
  DirectWrite D;
  D.V = V;
  D.TraverseStmt(const_cast<Stmt *>(&S));
  if (D.Found)
    return D.Found;
  if (!valueType(V)->isPointerType() && !isMember(V))
    return judged(Analyzer.findMutation(analyzed(V)));
  // The analyzer takes `p->f()` with a non-const f for a write of p, and
  // knows members only as expressions: each other use is asked about alone.
  for (const Expr *Use : usesOf(S, V))
    if (const Stmt *M = judged(Analyzer.findMutation(Use)))
      return M;
  return nullptr;
}

const Stmt *WriteFinder::findThrough(const VarDecl *V) {
  WriteThrough D;
  D.V = V;
  D.TraverseStmt(const_cast<Stmt *>(&S));
  if (D.Found)
    return D.Found;
  if (!isMember(V))
    return judged(isWholeObject(V) ? Analyzer.findMutation(analyzed(V))
                                   : Analyzer.findPointeeMutation(analyzed(V)));
  for (const Expr *Use : usesOf(S, V))
    if (const Stmt *M =
            judged(isWholeObject(V) ? Analyzer.findMutation(Use)
                                    : Analyzer.findPointeeMutation(Use)))
      return M;
  return nullptr;
}

const Expr *stripCasts(const Expr *E) {
  return E ? E->IgnoreParenImpCasts() : nullptr;
}

const VarDecl *refVar(const Expr *E) {
  if (const auto *DRE = dyn_cast_or_null<DeclRefExpr>(stripCasts(E)))
    return asVariable(DRE->getDecl());
  if (const auto *ME = dyn_cast_or_null<MemberExpr>(stripCasts(E)))
    return memberVariable(ME);
  return nullptr;
}

bool isThisObject(const Expr *E) {
  E = E->IgnoreParenImpCasts();
  if (const auto *U = dyn_cast<UnaryOperator>(E);
      U && U->getOpcode() == UO_Deref)
    E = U->getSubExpr()->IgnoreParenImpCasts();
  return isa<CXXThisExpr>(E);
}

const VarDecl *memberVariable(const MemberExpr *E) {
  const auto *FD = dyn_cast<FieldDecl>(E->getMemberDecl());
  // Members of classes local to a function (one declared in a node body)
  // are not the enclosing object's.
  if (!FD || !FD->getIdentifier() || !isThisObject(E->getBase()) ||
      FD->getParent()->getDeclContext()->isFunctionOrMethod())
    return nullptr;
  QualType T = FD->getType();
  bool Const = !T->isReferenceType() && E->getType().isConstQualified();
  const VarDecl *&V = bindings().MemberStandIn[{FD, unsigned(Const)}];
  if (V)
    return V;
  ASTContext &Ctx = FD->getASTContext();
  if (Const)
    T.addConst();
  // An implicit parameter of the class: a variable with local storage (a
  // plain variable of a class is a static member).
  V = ImplicitParamDecl::Create(Ctx, const_cast<RecordDecl *>(FD->getParent()),
                                FD->getLocation(), FD->getIdentifier(), T,
                                ImplicitParamKind::Other);
  bindings().Members.insert(V);
  return V;
}

bool isMember(const VarDecl *V) { return bindings().Members.count(V) != 0; }

std::vector<CharSourceRange> thisPrefixes(const Stmt *S) {
  struct Finder : RecursiveASTVisitor<Finder> {
    std::vector<CharSourceRange> Found;
    bool VisitMemberExpr(MemberExpr *E) {
      if (memberVariable(E) && !E->isImplicitAccess())
        Found.push_back(CharSourceRange::getCharRange(E->getBeginLoc(),
                                                      E->getMemberLoc()));
      return true;
    }
  } F;
  F.TraverseStmt(const_cast<Stmt *>(S));
  return std::move(F.Found);
}

namespace {

/// Classes, complex numbers and integers wider than 64 bits.
bool byReferenceType(const ASTContext &Ctx, QualType T) {
  return T->isRecordType() || T->isAnyComplexType() ||
         (T->isIntegerType() && Ctx.getTypeSize(T) > 64);
}

/// For a variable of dependent type in a function template: whether every
/// instantiation gives it a type taken by reference (node functions are
/// templates too, written once for all instantiations). A parameter is
/// looked up in each instantiation; another variable qualifies when its type
/// is a type parameter of the template, or a class template's
/// specialization.
bool instantiatedByReference(const VarDecl *V) {
  const ASTContext &Ctx = V->getASTContext();
  QualType T = valueType(V);
  if (const auto *TST = T->getAs<TemplateSpecializationType>())
    if (isa_and_nonnull<ClassTemplateDecl>(
            TST->getTemplateName().getAsTemplateDecl()))
      return true;
  const auto *FD = dyn_cast<FunctionDecl>(V->getDeclContext());
  const FunctionTemplateDecl *FT =
      FD ? FD->getDescribedFunctionTemplate() : nullptr;
  if (!FT || FT->specializations().empty())
    return false;
  if (const auto *P = dyn_cast<ParmVarDecl>(V)) {
    unsigned Index = P->getFunctionScopeIndex();
    return llvm::all_of(FT->specializations(), [&](const FunctionDecl *S) {
      return Index < S->getNumParams() &&
             isByReference(S->getParamDecl(Index));
    });
  }
  const auto *Parm = T->getAs<TemplateTypeParmType>();
  if (!Parm || Parm->getDepth() != FT->getTemplateParameters()->getDepth())
    return false;
  return llvm::all_of(FT->specializations(), [&](const FunctionDecl *S) {
    const TemplateArgumentList *Args = S->getTemplateSpecializationArgs();
    if (!Args || Parm->getIndex() >= Args->size())
      return false;
    const TemplateArgument &A = Args->get(Parm->getIndex());
    return A.getKind() == TemplateArgument::Type &&
           byReferenceType(Ctx, A.getAsType().getNonReferenceType());
  });
}

} // namespace

const VarDecl *asVariable(const ValueDecl *D) {
  const auto *B = dyn_cast_or_null<BindingDecl>(D);
  if (!B)
    return dyn_cast_or_null<VarDecl>(D);
  const VarDecl *&V = bindings().StandIn[B];
  if (V)
    return V;
  // A tuple-like binding has a variable of its name already.
  V = B->getHoldingVar();
  if (!V) {
    ASTContext &Ctx = B->getASTContext();
    QualType T = B->getType();
    V = VarDecl::Create(Ctx, const_cast<DeclContext *>(B->getDeclContext()),
                        B->getBeginLoc(),
                        B->getLocation(), B->getIdentifier(), T,
                        Ctx.getTrivialTypeSourceInfo(T, B->getLocation()),
                        SC_None);
  }
  bindings().Binding[V] = B;
  return V;
}

const BindingDecl *bindingOf(const VarDecl *V) {
  return bindings().Binding.lookup(V);
}

QualType valueType(const VarDecl *V) {
  return V->getType().getNonReferenceType();
}

bool isPointerLike(const VarDecl *V) {
  QualType T = valueType(V);
  return (T->isPointerType() && !T->isFunctionPointerType()) ||
         T->isArrayType() || isByReference(V);
}

bool isByReference(const VarDecl *V) {
  const ASTContext &Ctx = V->getASTContext();
  QualType T = valueType(V);
  if (!Ctx.getLangOpts().CPlusPlus)
    return false;
  if (T->isDependentType())
    return instantiatedByReference(V);
  return byReferenceType(Ctx, T);
}

bool isWholeObject(const VarDecl *V) {
  return valueType(V)->isArrayType() || isByReference(V);
}

std::optional<BinaryOp> asBinary(const Expr *E) {
  E = stripCasts(E);
  if (const auto *BO = dyn_cast_or_null<BinaryOperator>(E))
    return BinaryOp{BO->getOpcode(), BO->getLHS(), BO->getRHS()};
  if (const auto *Call = dyn_cast_or_null<CXXOperatorCallExpr>(E)) {
    if (Call->getNumArgs() != 2)
      return std::nullopt;
    BinaryOperatorKind K =
        BinaryOperator::getOverloadedOpcode(Call->getOperator());
    return BinaryOp{K, Call->getArg(0), Call->getArg(1)};
  }
  return std::nullopt;
}

std::optional<UnaryOp> asUnary(const Expr *E) {
  E = stripCasts(E);
  if (const auto *UO = dyn_cast_or_null<UnaryOperator>(E))
    return UnaryOp{UO->getOpcode(), UO->getSubExpr()};
  if (const auto *Call = dyn_cast_or_null<CXXOperatorCallExpr>(E)) {
    if (Call->getOperator() != OO_PlusPlus &&
        Call->getOperator() != OO_MinusMinus)
      return std::nullopt;
    // A postfix operator call has a second, dummy int argument.
    bool Post = Call->getNumArgs() == 2;
    bool Inc = Call->getOperator() == OO_PlusPlus;
    return UnaryOp{Inc ? (Post ? UO_PostInc : UO_PreInc)
                       : (Post ? UO_PostDec : UO_PreDec),
                   Call->getArg(0)};
  }
  return std::nullopt;
}

bool sameExpr(const ASTContext &Ctx, const Expr *X, const Expr *Y) {
  llvm::FoldingSetNodeID IX, IY;
  stripCasts(X)->Profile(IX, Ctx, /*Canonical=*/true);
  stripCasts(Y)->Profile(IY, Ctx, /*Canonical=*/true);
  return IX == IY;
}

bool isIntegralConstant(ASTContext &Ctx, const VarDecl *V) {
  return !V->getType()->isDependentType() && V->getInit() &&
         V->getType()->isIntegralType(Ctx) &&
         V->isUsableInConstantExpressions(Ctx) && V->evaluateValue();
}

bool isStdContainer(QualType T) {
  const auto *RD = T->getAsCXXRecordDecl();
  if (!RD || !RD->isInStdNamespace() || !RD->getIdentifier())
    return false;
  return llvm::is_contained(
      {"vector", "array", "span", "basic_string", "valarray", "deque"},
      RD->getName());
}

const TagDecl *localTypeOf(QualType T) {
  const Type *Ty = T.getNonReferenceType().getTypePtrOrNull();
  while (Ty && (Ty->isPointerType() || Ty->isArrayType()))
    Ty = Ty->getPointeeOrArrayElementType();
  if (!Ty)
    return nullptr;
  if (const TagDecl *TD = Ty->getAsTagDecl())
    if (TD->getDeclContext()->isFunctionOrMethod())
      return TD;
  return nullptr;
}

} // namespace hpvm
