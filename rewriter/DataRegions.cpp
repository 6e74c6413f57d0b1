//===- DataRegions.cpp - graphs inside '#pragma hpvm data' ----------------===//
//
// A graph is in a region when its pragma lies in the region's statement, in
// the same function. Every extent starts at its pointer (the host tracks
// Lo + Len elements from it, as HostExtent says), so a graph's extent lies
// within the region's when its element count is not larger: the compiler
// proves it when both counts are spelled the same or both are constants.
//
//===----------------------------------------------------------------------===//
#include "rewriter/DataRegions.h"

#include "rewriter/ASTQueries.h"
#include "rewriter/Diagnostics.h"
#include "rewriter/PragmaParser.h"

#include "clang/AST/RecursiveASTVisitor.h"

using namespace clang;

namespace hpvm {

namespace {

/// Finds the uses of covered variables in host code: everything but graph
/// blocks and pragma markers (whose expressions are the clauses' items).
class HostUseFinder : public RecursiveASTVisitor<HostUseFinder> {
public:
  HostUseFinder(const DirectiveTable &Table, const DataRegion &R)
      : Table(Table), R(R) {}

  std::vector<std::pair<const VarDecl *, SourceLocation>> Found;

  bool TraverseCompoundStmt(CompoundStmt *CS) {
    for (auto It = CS->body_begin(), End = CS->body_end(); It != End; ++It) {
      const Directive *D = marker(*It);
      if (!D) {
        TraverseStmt(*It);
        continue;
      }
      if (D->Kind == DirectiveKind::Graph && It + 1 != End &&
          isa<CompoundStmt>(It[1]))
        ++It;
    }
    return true;
  }
  bool TraverseDeclStmt(DeclStmt *DS) {
    return marker(DS) || RecursiveASTVisitor::TraverseDeclStmt(DS);
  }
  bool VisitDeclRefExpr(DeclRefExpr *E) {
    if (const auto *V = dyn_cast<VarDecl>(E->getDecl()); V && R.find(V))
      Found.push_back({V, E->getLocation()});
    return true;
  }
  bool VisitMemberExpr(MemberExpr *E) {
    if (const VarDecl *V = memberVariable(E); V && R.find(V))
      Found.push_back({V, E->getMemberLoc()});
    return true;
  }

private:
  const DirectiveTable &Table;
  const DataRegion &R;

  const Directive *marker(const Stmt *S) const {
    const auto *DS = dyn_cast<DeclStmt>(S);
    if (!DS || !DS->isSingleDecl())
      return nullptr;
    std::optional<unsigned> Index = markerIndex(DS->getSingleDecl());
    return Index ? Table[*Index].get() : nullptr;
  }
};

class Binder {
public:
  Binder(ASTContext &Ctx, const DirectiveTable &Table)
      : Ctx(Ctx), SM(Ctx.getSourceManager()), Diags(Ctx.getDiagnostics()),
        Table(Table) {}

  bool Failed = false;

  void checkRegion(const DataRegion &R,
                   const std::vector<std::unique_ptr<DataRegion>> &Regions);
  void bindGraph(const DataRegion &R, Graph &G);
  bool contains(const DataRegion &R, SourceLocation Loc) const;

private:
  ASTContext &Ctx;
  SourceManager &SM;
  DiagnosticsEngine &Diags;
  const DirectiveTable &Table;

  DiagnosticBuilder diag(SourceLocation Loc, Diag D) {
    Failed |= !isNote(D);
    return report(Diags, Loc, D);
  }
  std::optional<llvm::APSInt> constantCount(const HostExtent &E,
                                            const VarDecl *V) const;
  bool within(const HostExtent &Inner, const HostExtent &Outer,
              const VarDecl *V) const;
};

bool Binder::contains(const DataRegion &R, SourceLocation Loc) const {
  SourceLocation Begin = SM.getExpansionLoc(R.Body->getBeginLoc());
  SourceLocation End = SM.getExpansionLoc(R.Body->getEndLoc());
  Loc = SM.getExpansionLoc(Loc);
  return !SM.isBeforeInTranslationUnit(Loc, Begin) &&
         !SM.isBeforeInTranslationUnit(End, Loc);
}

std::optional<llvm::APSInt> Binder::constantCount(const HostExtent &E,
                                                  const VarDecl *V) const {
  if (E.Len.empty()) {
    if (const auto *AT = Ctx.getAsConstantArrayType(valueType(V)))
      return llvm::APSInt(AT->getSize().zext(64), /*isUnsigned=*/false);
    return std::nullopt;
  }
  std::optional<llvm::APSInt> Len = E.LenExpr->getIntegerConstantExpr(Ctx);
  if (!Len)
    return std::nullopt;
  llvm::APSInt Count = Len->extOrTrunc(64);
  if (E.LoExpr) {
    std::optional<llvm::APSInt> Lo = E.LoExpr->getIntegerConstantExpr(Ctx);
    if (!Lo)
      return std::nullopt;
    Count = llvm::APSInt(Count + Lo->extOrTrunc(64), false);
  }
  return Count;
}

bool Binder::within(const HostExtent &Inner, const HostExtent &Outer,
                    const VarDecl *V) const {
  if (Inner.count() == Outer.count())
    return true;
  std::optional<llvm::APSInt> I = constantCount(Inner, V);
  std::optional<llvm::APSInt> O = constantCount(Outer, V);
  return I && O && I->getSExtValue() <= O->getSExtValue();
}

void Binder::checkRegion(
    const DataRegion &R,
    const std::vector<std::unique_ptr<DataRegion>> &Regions) {
  for (const std::unique_ptr<DataRegion> &Inner : Regions)
    if (Inner.get() != &R && Inner->Fn == R.Fn &&
        contains(R, Inner->Dir->Loc)) {
      diag(Inner->Dir->Loc, Diag::DataInData);
      diag(R.Dir->Loc, Diag::NoteDataHere);
    }
  // The region's code after the statement must run.
  Jumps J = findJumps(R.Body);
  for (auto [Loc, What] : J.Escapes)
    diag(Loc, Diag::DataJump) << What;
  for (const ContinueStmt *C : J.Continues)
    diag(C->getContinueLoc(), Diag::DataJump) << "continue";
  // The extents are computed once, before the statement.
  WriteFinder Writes(*R.Body, Ctx);
  for (const RegionItem &Item : R.Items)
    for (const Expr *E : {Item.Extent.LoExpr, Item.Extent.LenExpr}) {
      if (!E)
        continue;
      for (const VarDecl *V : collectUses(E).Used)
        if (const Stmt *M = Writes.find(V))
          diag(M->getBeginLoc(), Diag::DataBoundModified)
              << V->getName() << Item.Var->getName();
    }
  HostUseFinder Uses(Table, R);
  Uses.TraverseStmt(const_cast<Stmt *>(R.Body));
  for (auto [V, Loc] : Uses.Found) {
    diag(Loc, Diag::DataHostUse) << V->getName();
    diag(R.Dir->Loc, Diag::NoteDataHostUse) << V->getName();
  }
}

void markPartialOuts(Node &N, const VarDecl *V) {
  if (N.writesVar(V) && !N.readsVar(V))
    N.PartialOuts.insert(V);
  for (std::unique_ptr<Node> &C : N.Children)
    markPartialOuts(*C, V);
}

void Binder::bindGraph(const DataRegion &R, Graph &G) {
  for (const VarDecl *V : G.Root.Inputs) {
    const RegionItem *Item = R.find(V);
    if (!Item)
      continue;
    const HostExtent &E = G.Extents.find(V)->second;
    if (!within(E, Item->Extent, V)) {
      const DataItem *Own = G.Dir->findItem(V->getName());
      SourceLocation Loc = Own               ? Own->Name.Loc
                           : E.Loc.isValid() ? E.Loc
                                             : G.Dir->Loc;
      auto Count = [](const HostExtent &X) {
        return X.Len.empty() ? std::string("all") : X.count();
      };
      diag(Loc, Diag::DataPartialCover)
          << V->getName() << Count(E) << Count(Item->Extent);
      diag(Item->Extent.Loc, Diag::NoteRegionSection) << V->getName();
      continue;
    }
    if (Item->Dir == DataDir::In && G.Root.writesVar(V)) {
      const DataItem *Own = G.Dir->findItem(V->getName());
      diag(Own ? Own->Name.Loc : G.Dir->Loc, Diag::DataWritesIn)
          << V->getName();
      diag(Item->Extent.Loc, Diag::NoteDataInout) << V->getName();
      continue;
    }
    // The region's copy is larger than the graph's section: a node that
    // writes V with `out` alone writes part of that copy, which must start
    // as the host's (GraphBuilder marks sections smaller than the graph's).
    if (E.count() != Item->Extent.count())
      markPartialOuts(G.Root, V);
    G.Covered.insert(V);
  }
}

} // namespace

bool bindDataRegions(ASTContext &Ctx, const DirectiveTable &Table,
                     std::vector<std::unique_ptr<Graph>> &Graphs,
                     const std::vector<std::unique_ptr<DataRegion>> &Regions) {
  Binder B(Ctx, Table);
  for (const std::unique_ptr<DataRegion> &R : Regions) {
    B.checkRegion(*R, Regions);
    for (std::unique_ptr<Graph> &G : Graphs)
      if (G->Fn == R->Fn && B.contains(*R, G->Dir->Loc))
        B.bindGraph(*R, *G);
  }
  return !B.Failed;
}

} // namespace hpvm
