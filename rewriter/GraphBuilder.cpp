//===- GraphBuilder.cpp - AST with pragma markers to graph model ----------===//
//
// Works in four passes over the markers the pragma handler injected:
//  1. find every marker and the block statement list it sits in;
//  2. for each graph, build the node tree from the statements that follow
//     node markers (loop nests for loop-form nodes, blocks for block form);
//  3. bottom-up, compute each node's inputs (captured variables, with loop
//     variables of enclosing loop-form nodes and inner declarations recomputed
//     instead of captured) and wire the children of each internal node:
//     inputs come from explicit edges, the allocation node, the last earlier
//     sibling that writes the variable (or, for an array the child writes,
//     the siblings that read it since), or else the parent;
//  4. match `wait` directives to `nowait` graphs;
//  5. read the items of `data` regions (DataRegions.h relates them to the
//     graphs inside).
// Loop nests are checked by LoopNest.h; questions about expressions and
// statements are answered by ASTQueries.h.
// Anything the pragma language forbids is reported where it is written.
//
//===----------------------------------------------------------------------===//
#include "rewriter/GraphBuilder.h"

#include "rewriter/ASTQueries.h"
#include "rewriter/AutoParams.h"
#include "rewriter/Diagnostics.h"
#include "rewriter/GraphVariants.h"
#include "rewriter/LoopNest.h"
#include "rewriter/PragmaParser.h"
#include "rewriter/SourceText.h"

#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringExtras.h"

#include <functional>
#include <map>

using namespace clang;

namespace hpvm {

namespace {

/// The largest C array a reduction takes: every instance has its own copy.
constexpr unsigned MaxReductionLength = 1024;

/// Where a marker sits: statement \p Index of \p Block in function \p Fn.
struct MarkerPos {
  const CompoundStmt *Block = nullptr;
  unsigned Index = 0;
  const FunctionDecl *Fn = nullptr;
};

/// Finds all markers of the declarations it traverses (template patterns,
/// not instantiations).
class MarkerFinder : public RecursiveASTVisitor<MarkerFinder> {
public:
  MarkerFinder(DirectiveTable &Table) : Table(Table) {}

  llvm::DenseMap<unsigned, MarkerPos> Positions;
  /// Markers not directly in a block, with the function they are in (null at
  /// namespace or class scope).
  std::vector<std::pair<unsigned, const FunctionDecl *>> Misplaced;

  bool VisitStaticAssertDecl(StaticAssertDecl *SA) {
    std::optional<unsigned> Index = markerIndex(SA);
    if (!Index)
      return true;
    assert(*Index < Table.size() && "marker of an unknown directive");
    Directive &Dir = *Table[*Index];
    if (!SA->isInvalidDecl())
      readMarkerExprs(Dir, *SA);
    Seen.push_back({*Index, dyn_cast<FunctionDecl>(SA->getDeclContext())});
    return true;
  }

  bool VisitCompoundStmt(CompoundStmt *CS) {
    unsigned I = 0;
    for (const Stmt *S : CS->body()) {
      if (const auto *DS = dyn_cast<DeclStmt>(S))
        if (DS->isSingleDecl())
          if (std::optional<unsigned> Index = markerIndex(DS->getSingleDecl()))
            Positions[*Index] = {
                CS, I,
                dyn_cast<FunctionDecl>(DS->getSingleDecl()->getDeclContext())};
      ++I;
    }
    return true;
  }

  void finish() {
    for (auto [Index, Fn] : Seen)
      if (!Positions.count(Index))
        Misplaced.push_back({Index, Fn});
  }

private:
  DirectiveTable &Table;
  std::vector<std::pair<unsigned, const FunctionDecl *>> Seen;
};

/// Calls \p F on the directive of every marker inside \p S.
template <typename Fn>
void forEachMarker(const Stmt *S, DirectiveTable &Table, Fn F) {
  struct Visitor : RecursiveASTVisitor<Visitor> {
    DirectiveTable &Table;
    Fn &F;
    Visitor(DirectiveTable &Table, Fn &F) : Table(Table), F(F) {}
    bool VisitStaticAssertDecl(StaticAssertDecl *SA) {
      if (std::optional<unsigned> Index = markerIndex(SA))
        F(*Table[*Index]);
      return true;
    }
  } V(Table, F);
  V.TraverseStmt(const_cast<Stmt *>(S));
}

/// The host extent an item's section gives (Lo and Len empty without one).
HostExtent sectionExtent(const ASTContext &Ctx, const Directive &D,
                         const DataItem &Item) {
  HostExtent E;
  E.Loc = Item.Name.Loc;
  if (Item.Dims.empty())
    return E;
  const SectionDim &Dim = Item.Dims[0];
  E.LoExpr = D.expr(Dim.LoSlot);
  E.LenExpr = D.expr(Dim.LenSlot);
  E.Lo = E.LoExpr ? exprText(Ctx, E.LoExpr) : "";
  E.Len = exprText(Ctx, E.LenExpr);
  return E;
}

std::string sanitize(StringRef Name) {
  std::string Out;
  for (char C : Name)
    Out += llvm::isAlnum(C) ? C : '_';
  return Out;
}

class GraphBuilder {
public:
  GraphBuilder(ASTContext &Ctx, DirectiveTable &Table,
               ArrayRef<TargetKind> DefaultTargets)
      : Ctx(Ctx), SM(Ctx.getSourceManager()), Diags(Ctx.getDiagnostics()),
        Table(Table), DefaultTargets(DefaultTargets) {}

  bool run(std::vector<std::unique_ptr<Graph>> &Graphs,
           std::vector<std::unique_ptr<DataRegion>> &Regions);

private:
  ASTContext &Ctx;
  SourceManager &SM;
  DiagnosticsEngine &Diags;
  DirectiveTable &Table;
  ArrayRef<TargetKind> DefaultTargets;
  bool Failed = false;

  llvm::DenseMap<unsigned, MarkerPos> Positions;
  llvm::DenseSet<unsigned> Consumed;
  /// Variables whose values nodes recompute: loop variables (with their node
  /// and dimension) and inner declarations of internal nodes.
  llvm::DenseMap<const VarDecl *, std::pair<const Node *, unsigned>> LoopVars;
  llvm::DenseMap<const VarDecl *, const Node *> InnerDecls;
  llvm::DenseMap<const VarDecl *, const Node *> LocalVars;
  /// Resolved data clause items and reduction variables.
  llvm::DenseMap<const DataItem *, const VarDecl *> ItemVars;
  llvm::DenseMap<const ReductionItem *, const VarDecl *> ReductionVars;
  /// How many children an internal node had when each edge was written.
  llvm::DenseMap<const Directive *, unsigned> EdgeChildCount;
  /// Top-level nodes before each host statement.
  llvm::DenseMap<const Stmt *, unsigned> HostStmtChildCount;
  unsigned NextGraphNumber = 0;
  /// Node variants: the variant to build of each node with variants, in
  /// the order they are found (none: every first), how many were found in
  /// the graph being built, and whether a node variant is being built.
  std::vector<unsigned> Picks;
  unsigned NextChoice = 0;
  bool InNodeVariant = false;
  /// Numbers the partial values of reductions, whose names must not clash.
  unsigned NextReduction = 0;
  AutoParamNames AutoNames;

  DiagnosticBuilder diag(SourceLocation Loc, Diag D) {
    Failed |= !isNote(D);
    return report(Diags, Loc, D);
  }
  void error() { Failed = true; }

  Directive *markerOf(const Stmt *S) {
    const auto *DS = dyn_cast_or_null<DeclStmt>(S);
    if (!DS || !DS->isSingleDecl())
      return nullptr;
    std::optional<unsigned> Index = markerIndex(DS->getSingleDecl());
    return Index ? Table[*Index].get() : nullptr;
  }
  bool before(SourceLocation A, SourceLocation B) const {
    return SM.isBeforeInTranslationUnit(A, B);
  }

  std::unique_ptr<Graph> buildGraph(Directive &D);
  void buildCombinations(Directive &D,
                         std::vector<std::unique_ptr<Graph>> &Graphs);
  unsigned buildNodeVariants(Node &P, const CompoundStmt *Block, unsigned I);
  std::unique_ptr<DataRegion> buildRegion(Directive &D, unsigned Number);
  void buildChildren(Node &P, const CompoundStmt *Block);
  void buildNode(Directive &D, const Stmt *Subject, Node &P);
  void scanLeafBody(Node &N);
  /// hpvm::id and its kin: a constant dimension the node (or its parent) has.
  void checkInstanceQueries(const Node &N);
  void reportStrayMarker(Directive &D, bool InNode);
  /// Marks the directives inside \p S as handled: they belong to a graph or
  /// node already reported, and more errors about them would be consequences.
  void consumeMarkers(const Stmt *S) {
    forEachMarker(S, Table, [&](Directive &D) { Consumed.insert(D.Index); });
  }
  /// The variable clause item \p Name (expression \p Slot of \p D) names,
  /// or null after an error.
  const VarDecl *resolveName(const Directive &D, unsigned Slot,
                             const Ident &Name, Diag NotVariable);
  bool resolveItems(const Directive &D);
  bool resolveReductions(const Directive &D);
  /// Makes the reduction variables of leaf \p N inputs it may write, and
  /// adds their partial values as out pointers.
  void addReductions(Node &N, llvm::SetVector<const VarDecl *> &Inputs);
  /// Reductions are on leaves directly in the graph, and no other node uses
  /// their variables.
  void checkReductions(Node &Root, const llvm::DenseSet<const VarDecl *> &HostDecls);

  void analyze(Node &N);
  void analyzeLeaf(Node &N);
  void wire(Node &P);
  void addUses(Node &N, const Uses &Refs,
               llvm::SetVector<const VarDecl *> &Inputs,
               llvm::SetVector<const VarDecl *> &Derived);
  /// Makes \p N output \p V (a pointer-like variable with its size, or a
  /// scalar) if it writes it, or with \p AnyAccess if it uses it at all.
  bool requestOutput(Node &N, const VarDecl *V, bool AnyAccess = false);
  void resolveEdges(Node &P, std::map<std::pair<const Node *, const VarDecl *>,
                                      InputSource> &Explicit);
  void wrapDataDependentCounts(Node &P);
  void propagatePromotion(Node &N);
  void computeExtents(Graph &G);
  /// Whether \p N, which uses \p Used, writes \p V or, for a global
  /// variable, its memory.
  bool writesVar(const Node &N, const llvm::DenseSet<const VarDecl *> &Used,
                 const VarDecl *V);
  void checkHostStmts(Graph &G);
  /// `graph stream`: only the loop variable carries values between
  /// iterations; collects the arrays of the loop body.
  void checkStreamLoop(Graph &G);
  void checkNames(const Node &N);
  void assignNames(Graph &G);
  void matchWaits(std::vector<std::unique_ptr<Graph>> &Graphs);

  const DataItem *clauseItem(const Node *N, const VarDecl *V) const;
  std::optional<DataDir> inheritedDir(const Node *N, const VarDecl *V) const;
  bool hasSection(const Node *N, const VarDecl *V) const;
  /// The template header of node functions of a graph in \p Inner, whose
  /// outermost enclosing function is \p Outer, and their arguments.
  std::string templateHeader(const FunctionDecl *Outer,
                             const FunctionDecl *Inner, bool InClass,
                             std::string &Args) const;
  /// The declaration node functions are printed before, for a graph in
  /// \p Fn; \p Outer is the function that declaration is or holds.
  const Decl *insertionPoint(const FunctionDecl *Fn, const FunctionDecl *&Outer,
                             bool &InClass) const;
};

bool GraphBuilder::run(std::vector<std::unique_ptr<Graph>> &Graphs,
                       std::vector<std::unique_ptr<DataRegion>> &Regions) {
  MarkerFinder Finder(Table);
  for (Decl *D : Ctx.getTraversalScope())
    Finder.TraverseDecl(D);
  Finder.finish();
  Positions = std::move(Finder.Positions);
  for (auto [Index, Fn] : Finder.Misplaced) {
    const Directive &D = *Table[Index];
    Consumed.insert(Index);
    if (!Fn) {
      diag(D.Loc, Diag::PragmaOutsideFunction) << directiveName(D.Kind);
      continue;
    }
    diag(D.Loc, Diag::PragmaNotInBlock) << directiveName(D.Kind);
    diag(D.Loc, Diag::NoteAddBraces);
  }
  // A misplaced directive changes the statements around it: what follows
  // would only be consequences.
  if (Failed)
    return false;

  for (const std::unique_ptr<Directive> &D : Table)
    if (D->Kind == DirectiveKind::Graph && !Consumed.count(D->Index) &&
        Positions.count(D->Index))
      buildCombinations(*D, Graphs);
  // Data directives inside graphs and nodes are consumed (as errors) by now.
  unsigned RegionCount = 0;
  for (const std::unique_ptr<Directive> &D : Table)
    if (D->Kind == DirectiveKind::Data && !Consumed.count(D->Index) &&
        Positions.count(D->Index))
      if (std::unique_ptr<DataRegion> R = buildRegion(*D, RegionCount++))
        Regions.push_back(std::move(R));

  for (const std::unique_ptr<Directive> &D : Table) {
    if (Consumed.count(D->Index) || !Positions.count(D->Index))
      continue;
    switch (D->Kind) {
    case DirectiveKind::Node:
      diag(D->Loc, Diag::NodeOutsideGraph);
      break;
    case DirectiveKind::Local:
      diag(D->Loc, Diag::LocalNotInInternal);
      break;
    case DirectiveKind::Barrier:
      diag(D->Loc, Diag::BarrierOutsideLeaf);
      break;
    case DirectiveKind::Edge:
      diag(D->Loc, Diag::EdgeOutsideGraph);
      break;
    case DirectiveKind::Graph:
    case DirectiveKind::Wait:
    case DirectiveKind::Data:
      break;
    }
  }
  matchWaits(Graphs);
  return !Failed;
}

void GraphBuilder::reportStrayMarker(Directive &D, bool InNode) {
  if (!Consumed.insert(D.Index).second)
    return;
  switch (D.Kind) {
  case DirectiveKind::Graph:
    diag(D.Loc, InNode ? Diag::GraphInNode : Diag::GraphInGraph);
    break;
  case DirectiveKind::Node:
    diag(D.Loc, Diag::NodeNotDirect);
    break;
  case DirectiveKind::Local:
    diag(D.Loc, Diag::LocalNotInInternal);
    break;
  case DirectiveKind::Edge:
    diag(D.Loc, Diag::EdgeOutsideGraph);
    break;
  case DirectiveKind::Wait:
    diag(D.Loc, Diag::WaitInGraph);
    break;
  case DirectiveKind::Barrier:
    diag(D.Loc, Diag::BarrierOutsideLeaf);
    break;
  case DirectiveKind::Data:
    diag(D.Loc, InNode ? Diag::DataInNode : Diag::DataInGraph);
    break;
  }
}

const Decl *GraphBuilder::insertionPoint(const FunctionDecl *Fn,
                                         const FunctionDecl *&Outer,
                                         bool &InClass) const {
  // Up through lambdas and local classes to the function defined at
  // namespace scope, or in a class body.
  const Decl *D = Fn;
  Outer = Fn;
  InClass = false;
  while (true) {
    if (const auto *FD = dyn_cast<FunctionDecl>(D))
      Outer = FD;
    const DeclContext *DC = D->getLexicalDeclContext();
    // `auto g = [] {...};` outside any function: before the declaration
    // that holds the lambda.
    if (const auto *RD = dyn_cast<CXXRecordDecl>(D);
        RD && RD->isLambda() && !DC->isFunctionOrMethod()) {
      auto Holds = [&](const Decl *Other) {
        return Other != RD && !Other->isImplicit() &&
               SM.isPointWithin(RD->getBeginLoc(), Other->getBeginLoc(),
                                Other->getEndLoc());
      };
      auto It = llvm::find_if(DC->decls(), Holds);
      assert(It != DC->decls_end() && "a lambda outside any declaration");
      D = *It;
      continue;
    }
    // `extern "C" void g() {...}`: before `extern`.
    if (const auto *LS = dyn_cast<LinkageSpecDecl>(DC);
        LS && !LS->hasBraces()) {
      D = LS;
      continue;
    }
    if (DC->isFileContext() || isa<LinkageSpecDecl>(DC) || isa<ExportDecl>(DC))
      break;
    if (const auto *RD = dyn_cast<CXXRecordDecl>(DC);
        RD && !RD->isLambda() && isa<FunctionDecl>(D)) {
      InClass = true;
      break;
    }
    D = cast<Decl>(DC);
  }
  // (An abbreviated function template's own begins nowhere.)
  if (const auto *FD = dyn_cast<FunctionDecl>(D))
    if (const FunctionTemplateDecl *FT = FD->getDescribedFunctionTemplate();
        FT && FT->getBeginLoc().isValid())
      return FT;
  if (const auto *RD = dyn_cast<CXXRecordDecl>(D))
    if (const ClassTemplateDecl *CT = RD->getDescribedClassTemplate())
      return CT;
  return D;
}

std::string GraphBuilder::templateHeader(const FunctionDecl *Fn,
                                         const FunctionDecl *Inner,
                                         bool InClass,
                                         std::string &Args) const {
  // In a class, node functions are members: the class's parameters apply.
  std::vector<const TemplateParameterList *> Lists;
  if (InClass) {
  } else if (Fn->getNumTemplateParameterLists() > 0) {
    for (unsigned I = 0; I < Fn->getNumTemplateParameterLists(); ++I)
      Lists.push_back(Fn->getTemplateParameterList(I));
  } else {
    std::vector<const TemplateParameterList *> Outer;
    for (const DeclContext *DC = Fn->getDeclContext(); DC;
         DC = DC->getParent()) {
      if (const auto *PS = dyn_cast<ClassTemplatePartialSpecializationDecl>(DC))
        Outer.push_back(PS->getTemplateParameters());
      else if (const auto *RD = dyn_cast<CXXRecordDecl>(DC))
        if (const ClassTemplateDecl *CT = RD->getDescribedClassTemplate())
          Outer.push_back(CT->getTemplateParameters());
    }
    Lists.assign(Outer.rbegin(), Outer.rend());
  }
  // Fn's own, then those of the generic lambdas inside it around the graph.
  std::vector<const TemplateParameterList *> Inside;
  for (const DeclContext *DC = Inner; DC; DC = DC->getLexicalParent()) {
    if (const auto *FD = dyn_cast<FunctionDecl>(DC))
      if (const FunctionTemplateDecl *FT = FD->getDescribedFunctionTemplate())
        Inside.push_back(FT->getTemplateParameters());
    if (DC == Fn)
      break;
  }
  Lists.insert(Lists.end(), Inside.rbegin(), Inside.rend());
  std::vector<std::string> Params, ArgNames;
  for (const TemplateParameterList *TPL : Lists)
    for (const NamedDecl *P : *TPL) {
      if (auto It = AutoNames.Declarations.find(P);
          It != AutoNames.Declarations.end()) {
        Params.push_back(It->second);
        ArgNames.push_back(P->getNameAsString() +
                           (P->isParameterPack() ? "..." : ""));
        continue;
      }
      // The parameter without its default argument: up to its name.
      CharSourceRange R = CharSourceRange::getTokenRange(
          P->getBeginLoc(),
          P->getLocation().isValid() ? P->getLocation() : P->getEndLoc());
      Params.push_back(Lexer::getSourceText(R, SM, Ctx.getLangOpts()).str());
      ArgNames.push_back(P->getNameAsString() +
                         (P->isParameterPack() ? "..." : ""));
    }
  if (Params.empty())
    return "";
  Args = "<" + llvm::join(ArgNames, ", ") + ">";
  return "template <" + llvm::join(Params, ", ") + ">";
}

std::unique_ptr<Graph> GraphBuilder::buildGraph(Directive &D) {
  Consumed.insert(D.Index);
  NextChoice = 0;
  const MarkerPos &P = Positions[D.Index];
  const Stmt *Subject = P.Index + 1 < P.Block->size()
                            ? P.Block->body_begin()[P.Index + 1]
                            : nullptr;
  bool Stream = D.StreamLoc.isValid();
  const auto *Loop = Stream ? dyn_cast_or_null<ForStmt>(Subject) : nullptr;
  const auto *Block = dyn_cast_or_null<CompoundStmt>(
      Stream ? (Loop ? Loop->getBody() : nullptr) : Subject);
  if (!Block || markerOf(Subject)) {
    diag(D.Loc, Diag::MissingSubject)
        << (Stream ? "graph stream" : "graph")
        << (Stream ? "a for loop whose body is a '{ }' block"
                   : "a '{ }' block");
    if (Stream && Subject)
      consumeMarkers(Subject);
    return nullptr;
  }
  if (Stream && D.NowaitLoc.isValid()) {
    diag(D.NowaitLoc, Diag::StreamNowait);
    consumeMarkers(Block);
    return nullptr;
  }
  if (D.NowaitLoc.isValid() && !D.Name) {
    diag(D.NowaitLoc, Diag::NowaitNeedsName);
    consumeMarkers(Block);
    return nullptr;
  }
  auto G = std::make_unique<Graph>();
  // Node functions and the launch name the template parameters that `auto`
  // parameters (abbreviated templates, generic lambdas) invent.
  if (SourceLocation Auto =
          nameAutoParams(Ctx, P.Fn, AutoNames, G->SourceEdits);
      Auto.isValid()) {
    diag(Auto, Diag::AutoParamGraph);
    diag(D.Loc, Diag::NoteGraphHere);
    consumeMarkers(Block);
    return nullptr;
  }
  G->Dir = &D;
  G->Number = NextGraphNumber++;
  G->Fn = P.Fn;
  const FunctionDecl *Outer = nullptr;
  G->TopDecl = insertionPoint(P.Fn, Outer, G->InClass);
  G->TemplateHeader =
      templateHeader(Outer, P.Fn, G->InClass, G->TemplateArgs);
  G->Block = Block;
  G->Parent = P.Block;
  G->StreamLoop = Loop;
  Node &Root = G->Root;
  Root.Dir = &D;
  Root.G = G.get();
  Root.Body = Block;
  Root.Targets = D.Targets.empty()
                     ? std::vector<TargetKind>(DefaultTargets.begin(),
                                               DefaultTargets.end())
                     : D.Targets;
  bool WasFailed = Failed;
  Failed = false;
  if (resolveItems(D))
    buildChildren(Root, Block);
  else
    consumeMarkers(Block);
  if (!Failed) {
    analyze(Root);
    propagatePromotion(Root);
  }
  if (!G->NodeChoices.empty() && D.NowaitLoc.isValid())
    diag(D.NowaitLoc, Diag::NodeVariantNowait);
  if (!G->NodeChoices.empty() && Stream)
    diag(D.StreamLoc, Diag::NodeVariantStream);
  if (!Failed) {
    checkHostStmts(*G);
    if (Loop)
      checkStreamLoop(*G);
    computeExtents(*G);
    assignNames(*G);
  }
  bool GraphFailed = Failed;
  Failed |= WasFailed;
  if (GraphFailed)
    return nullptr;
  return G;
}

void GraphBuilder::buildCombinations(
    Directive &D, std::vector<std::unique_ptr<Graph>> &Graphs) {
  Picks.clear();
  std::unique_ptr<Graph> First = buildGraph(D);
  if (!First)
    return;
  std::vector<size_t> Sizes;
  for (const NodeChoice &C : First->NodeChoices)
    Sizes.push_back(C.Names.size());
  Graphs.push_back(std::move(First));
  // Every other combination, the first node's variant varying fastest,
  // until one fails. The first graph holding a variant reports its errors;
  // those holding two variants that others hold already would repeat them,
  // so they are built quietly, and again aloud should they fail (with
  // errors of their own, as those before them passed).
  std::vector<unsigned> Pick(Sizes.size(), 0);
  for (unsigned Clone = 1;; ++Clone) {
    size_t N = 0;
    while (N < Pick.size() && ++Pick[N] == Sizes[N])
      Pick[N++] = 0;
    if (N == Pick.size())
      return;
    Picks = Pick;
    bool Quiet = Diags.getSuppressAllDiagnostics();
    bool Repeats = llvm::count_if(Pick, [](unsigned P) { return P != 0; }) > 1;
    Diags.setSuppressAllDiagnostics(Quiet || Repeats);
    std::unique_ptr<Graph> G = buildGraph(D);
    Diags.setSuppressAllDiagnostics(Quiet);
    if (!G && Repeats)
      G = buildGraph(D);
    if (!G)
      return;
    G->CloneIndex = Clone;
    G->SourceEdits.clear(); // the first graph's are made once
    Graphs.push_back(std::move(G));
  }
}

unsigned GraphBuilder::buildNodeVariants(Node &P, const CompoundStmt *Block,
                                         unsigned I) {
  Directive &First = *markerOf(Block->body_begin()[I]);
  unsigned Size = Block->size();
  if (!First.Name) {
    diag(First.Variant->Loc, Diag::NodeVariantNeedsName);
    error();
    Consumed.insert(First.Index);
    if (I + 1 < Size)
      consumeMarkers(Block->body_begin()[I + 1]);
    return I + 1;
  }
  // The run of consecutive nodes of this name with variant(...), each with
  // its statement.
  std::vector<const Directive *> Members;
  std::vector<const Stmt *> Subjects;
  unsigned Last = I;
  for (unsigned J = I; J < Size; J += 2) {
    Directive *D = markerOf(Block->body_begin()[J]);
    if (!D || D->Kind != DirectiveKind::Node || !D->Variant || !D->Name ||
        D->Name->Name != First.Name->Name)
      break;
    Consumed.insert(D->Index);
    const Stmt *Subject = J + 1 < Size ? Block->body_begin()[J + 1] : nullptr;
    if (!Subject || markerOf(Subject)) {
      diag(D->Loc, Diag::MissingSubject)
          << "node" << (D->Parallel ? "a for loop" : "a statement");
      error();
      return J;
    }
    Members.push_back(D);
    Subjects.push_back(Subject);
    Last = J + 1;
  }
  const std::string &Name = First.Name->Name;
  bool OK = checkNodeVariants(Ctx, Members);
  for (const NodeChoice &C : P.G->NodeChoices)
    if (C.Key.substr(C.Key.find('.') + 1) == Name) {
      diag(First.Variant->Loc, Diag::NodeVariantsApart)
          << First.Variant->Name << Name;
      diag(C.Loc, Diag::NoteNodeVariantsHere) << Name;
      OK = false;
    }
  if (InNodeVariant) {
    diag(First.Variant->Loc, Diag::NodeVariantNested) << Name;
    OK = false;
  }
  if (!P.G->Dir->Name) {
    diag(First.Variant->Loc, Diag::NodeVariantGraphName) << Name;
    OK = false;
  }
  if (!OK) {
    error();
    for (const Stmt *S : Subjects)
      consumeMarkers(S);
    return Last;
  }
  NodeChoice C;
  C.Key = P.G->Dir->Name->Name + "." + Name;
  for (const Directive *D : Members)
    C.Names.push_back(D->Variant->Name);
  C.Chosen = NextChoice < Picks.size() ? Picks[NextChoice] : 0;
  ++NextChoice;
  C.Loc = First.Variant->Loc;
  P.G->NodeChoices.push_back(C);
  for (unsigned K = 0; K < Members.size(); ++K)
    if (K != C.Chosen)
      consumeMarkers(Subjects[K]);
  InNodeVariant = true;
  buildNode(*Table[Members[C.Chosen]->Index], Subjects[C.Chosen], P);
  InNodeVariant = false;
  return Last;
}

std::unique_ptr<DataRegion> GraphBuilder::buildRegion(Directive &D,
                                                      unsigned Number) {
  Consumed.insert(D.Index);
  const MarkerPos &P = Positions[D.Index];
  const Stmt *Subject = P.Index + 1 < P.Block->size()
                            ? P.Block->body_begin()[P.Index + 1]
                            : nullptr;
  // The region's code wraps the statement in a block: a declaration would
  // go out of scope.
  if (!Subject || isa<DeclStmt>(Subject)) {
    diag(D.Loc, Diag::MissingSubject)
        << "data"
        << "a statement that is not a declaration, or a '{ }' block";
    return nullptr;
  }
  if (!resolveItems(D))
    return nullptr;
  auto R = std::make_unique<DataRegion>();
  R->Dir = &D;
  R->Number = Number;
  R->Fn = P.Fn;
  R->Body = Subject;
  bool OK = true;
  for (const DataItem &Item : D.Data) {
    const VarDecl *V = ItemVars.lookup(&Item);
    if (!isPointerLike(V)) {
      diag(Item.Name.Loc, Diag::DataItemNotPointer) << Item.Name.Name;
      OK = false;
      continue;
    }
    if (const RegionItem *Prev = R->find(V)) {
      diag(Item.Name.Loc, Diag::DataItemTwice) << Item.Name.Name;
      diag(Prev->Extent.Loc, Diag::NoteFirstItem);
      OK = false;
      continue;
    }
    RegionItem RI{V, Item.Dir, sectionExtent(Ctx, D, Item)};
    if (RI.Extent.Len.empty() && !isWholeObject(V)) {
      diag(Item.Name.Loc, Diag::DataNoExtent) << Item.Name.Name;
      OK = false;
      continue;
    }
    R->Items.push_back(RI);
  }
  if (!OK)
    return nullptr;
  return R;
}

const VarDecl *GraphBuilder::resolveName(const Directive &D, unsigned Slot,
                                         const Ident &Name, Diag NotVariable) {
  const Expr *E = D.expr(Slot);
  if (!E) // Sema rejected it and said why
    return nullptr;
  const VarDecl *V = refVar(E);
  if (!V)
    diag(Name.Loc, NotVariable) << Name.Name;
  return V;
}

bool GraphBuilder::resolveItems(const Directive &D) {
  bool OK = true;
  for (const DataItem &Item : D.Data) {
    const VarDecl *V =
        resolveName(D, Item.NameSlot, Item.Name, Diag::ItemNotVariable);
    if (!V) {
      OK = false;
      continue;
    }
    QualType T = valueType(V);
    if (!Item.Dims.empty() && (!isPointerLike(V) || isByReference(V)) &&
        !T->isDependentType()) {
      diag(Item.Name.Loc, Diag::ItemNotSectionable) << Item.Name.Name;
      OK = false;
      continue;
    }
    if (T->isRecordType() && !isByReference(V) && Item.Dir != DataDir::In) {
      diag(Item.Name.Loc, Diag::ItemNoStruct) << Item.Name.Name << T;
      OK = false;
      continue;
    }
    ItemVars[&Item] = V;
  }
  OK &= resolveReductions(D);
  if (!OK)
    error();
  return OK;
}

bool GraphBuilder::resolveReductions(const Directive &D) {
  bool OK = true;
  for (const ReductionItem &Item : D.Reductions) {
    const VarDecl *V = resolveName(D, Item.NameSlot, Item.Name,
                                   Diag::ReductionNotVariable);
    if (!V) {
      OK = false;
      continue;
    }
    QualType T = valueType(V);
    // A small C array reduces element by element.
    if (const ConstantArrayType *AT = Ctx.getAsConstantArrayType(T);
        AT && AT->getSize().ule(MaxReductionLength) &&
        !AT->getElementType()->isArrayType())
      T = AT->getElementType();
    bool Integer = T->isIntegerType() && !T->isBooleanType() &&
                   !T->isEnumeralType() && Ctx.getTypeSize(T) <= 64;
    bool Bitwise = Item.Op == ReductionOp::And || Item.Op == ReductionOp::Or ||
                   Item.Op == ReductionOp::Xor;
    if (T->isDependentType()) {
      // Checked when the template is instantiated (the body's own use of
      // the operator, and the combination).
    } else if (!Integer && !T->isRealFloatingType()) {
      diag(Item.Name.Loc, Diag::ReductionType) << V->getName() << T;
      OK = false;
      continue;
    } else if (Bitwise && !Integer) {
      diag(Item.OpLoc, Diag::ReductionBitwiseFloat)
          << reductionOpName(Item.Op) << V->getName() << T;
      OK = false;
      continue;
    }
    for (const ReductionItem &Other : D.Reductions)
      if (&Other != &Item && ReductionVars.lookup(&Other) == V) {
        diag(Item.Name.Loc, Diag::ReductionTwice) << V->getName();
        OK = false;
      }
    for (const DataItem &Data : D.Data)
      if (ItemVars.lookup(&Data) == V) {
        diag(Data.Name.Loc, Diag::ReductionInData) << V->getName();
        diag(Item.Name.Loc, Diag::NoteReductionHere);
        OK = false;
      }
    ReductionVars[&Item] = V;
  }
  return OK;
}

void GraphBuilder::buildChildren(Node &P, const CompoundStmt *Block) {
  bool IsGraph = P.Kind == NodeKind::Root;
  unsigned Size = Block->size();
  for (unsigned I = 0; I < Size; ++I) {
    const Stmt *S = Block->body_begin()[I];
    if (Directive *D = markerOf(S)) {
      const Stmt *Next = I + 1 < Size ? Block->body_begin()[I + 1] : nullptr;
      if (Next && markerOf(Next))
        Next = nullptr;
      switch (D->Kind) {
      case DirectiveKind::Node:
        if (D->Variant) {
          I = buildNodeVariants(P, Block, I);
          break;
        }
        Consumed.insert(D->Index);
        if (!Next) {
          diag(D->Loc, Diag::MissingSubject)
              << "node" << (D->Parallel ? "a for loop" : "a statement");
          error();
          break;
        }
        buildNode(*D, Next, P);
        ++I;
        break;
      case DirectiveKind::Local: {
        if (IsGraph) {
          reportStrayMarker(*D, false);
          break;
        }
        Consumed.insert(D->Index);
        const auto *DS = dyn_cast_or_null<DeclStmt>(Next);
        if (!DS) {
          diag(D->Loc, Diag::LocalNotDecl);
          I += Next != nullptr; // the statement is part of the error
          break;
        }
        ++I;
        for (const Decl *Dc : DS->decls()) {
          const auto *V = dyn_cast<VarDecl>(Dc);
          if (!V) {
            diag(Dc->getLocation(), Diag::LocalNotDecl);
            continue;
          }
          // (An array of a class type with a trivial default constructor
          // has its construction as an initializer, which does nothing.)
          const auto *Construct =
              dyn_cast_or_null<CXXConstructExpr>(V->getInit());
          if (V->hasInit() &&
              !(Construct && Construct->getConstructor()->isTrivial())) {
            diag(V->getLocation(), Diag::LocalHasInit) << V->getName();
            continue;
          }
          QualType T = V->getType();
          if (T->isVariablyModifiedType() || T->isDependentSizedArrayType() ||
              T->isIncompleteType()) {
            diag(V->getLocation(), Diag::LocalNotConstant) << V->getName();
            continue;
          }
          P.Locals.push_back(V);
          LocalVars[V] = &P;
        }
        break;
      }
      case DirectiveKind::Edge:
        Consumed.insert(D->Index);
        P.Edges.push_back(D);
        EdgeChildCount[D] = P.Children.size();
        break;
      default:
        reportStrayMarker(*D, !IsGraph);
        // A nested graph's block or data region's statement is part of the
        // error, not a statement.
        if (D->Kind == DirectiveKind::Graph && Next && isa<CompoundStmt>(Next))
          ++I;
        else if (D->Kind == DirectiveKind::Data && Next)
          ++I;
        break;
      }
      continue;
    }
    // A plain statement; one holding a directive is part of its error.
    bool HoldsDirective = false;
    forEachMarker(S, Table, [&](Directive &D) {
      reportStrayMarker(D, !IsGraph);
      HoldsDirective = true;
    });
    if (isa<NullStmt>(S) || HoldsDirective)
      continue;
    if (IsGraph) {
      if (!isa<DeclStmt>(S) && !isa<Expr>(S)) {
        diag(S->getBeginLoc(), Diag::StmtInGraph);
        diag(S->getBeginLoc(), Diag::NoteHostStmts);
        continue;
      }
      P.G->HostStmts.push_back(S);
      HostStmtChildCount[S] = P.Children.size();
      continue;
    }
    const auto *DS = dyn_cast<DeclStmt>(S);
    bool OK = DS != nullptr;
    if (DS)
      for (const Decl *Dc : DS->decls()) {
        const auto *V = dyn_cast<VarDecl>(Dc);
        if (!V || V->getType()->isRecordType() || V->getType()->isArrayType()) {
          OK = false;
          break;
        }
        if (!V->hasInit()) {
          diag(V->getLocation(), Diag::InternalVarNoInit) << V->getName();
          continue;
        }
        P.InnerDecls.push_back(V);
        InnerDecls[V] = &P;
      }
    if (!OK)
      diag(S->getBeginLoc(), Diag::StmtInInternal);
  }
}

void GraphBuilder::buildNode(Directive &D, const Stmt *Subject, Node &P) {
  if (!resolveItems(D))
    return consumeMarkers(Subject);
  auto N = std::make_unique<Node>(NodeKind::Leaf);
  N->Dir = &D;
  N->Parent = &P;
  N->G = P.G;
  N->Depth = P.Depth + 1;
  N->Targets = D.Targets.empty() ? P.Targets : D.Targets;
  if (D.Parallel) {
    if (!analyzeLoopNest(Ctx, D, Subject, N->Loops, N->Body)) {
      consumeMarkers(Subject);
      return error();
    }
  } else {
    N->Body = Subject;
    for (unsigned Slot : D.InstanceSlots) {
      const Expr *E = D.expr(Slot);
      if (!E)
        return error();
      N->Instances.push_back(E);
    }
  }
  for (unsigned Dim = 0; Dim < N->Loops.size(); ++Dim) {
    const LoopDim &L = N->Loops[Dim];
    LoopVars[L.Var] = {N.get(), Dim};
    if (SM.isPointWithin(L.Var->getLocation(), P.G->Block->getBeginLoc(),
                         P.G->Block->getEndLoc()))
      continue;
    if (P.Kind == NodeKind::Root)
      P.G->HostLoopVars.push_back({N.get(), Dim});
    else
      diag(L.Lo->getBeginLoc(), Diag::NestedLoopVarOutsideGraph)
          << L.Var->getName();
  }

  bool Internal = false;
  if (const auto *Block = dyn_cast<CompoundStmt>(N->Body))
    for (const Stmt *S : Block->body())
      if (const Directive *Child = markerOf(S))
        Internal |= Child->Kind == DirectiveKind::Node;
  Node &Ref = *N;
  P.Children.push_back(std::move(N));
  if (Internal) {
    Ref.Kind = NodeKind::Internal;
    buildChildren(Ref, cast<CompoundStmt>(Ref.Body));
  } else {
    scanLeafBody(Ref);
  }
}

void GraphBuilder::scanLeafBody(Node &N) {
  forEachMarker(N.Body, Table, [&](Directive &D) {
    if (D.Kind != DirectiveKind::Barrier) {
      reportStrayMarker(D, true);
      return;
    }
    Consumed.insert(D.Index);
    if (N.isLoopForm()) {
      diag(D.Loc, Diag::BarrierInLoopNode);
      diag(N.Dir->Loc, Diag::NoteBarrierBlockForm);
      return;
    }
    N.Barriers.push_back(&D);
  });
  if (N.isLoopForm()) // hpvm::barrier() is the same as the pragma
    for (const CallExpr *Call : collectCalls(N.Body)) {
      const FunctionDecl *Callee = Call->getDirectCallee();
      if (!Callee || !Callee->getIdentifier())
        continue;
      if (Callee->getQualifiedNameAsString() == "hpvm::barrier" ||
          Callee->getName() == "__hpvm__barrier") {
        diag(Call->getBeginLoc(), Diag::BarrierInLoopNode);
        diag(N.Dir->Loc, Diag::NoteBarrierBlockForm);
      }
    }
  checkInstanceQueries(N);
  Jumps J = findJumps(N.Body);
  for (auto [Loc, What] : J.Escapes)
    diag(Loc, Diag::JumpOutOfNode) << What;
  if (N.isLoopForm())
    N.Continues = J.Continues;
  else
    for (const ContinueStmt *C : J.Continues)
      diag(C->getContinueLoc(), Diag::JumpOutOfNode) << "continue";
}

/// Whether \p M, a write of the scalar output \p V of \p N, gives each
/// instance its own value: in a replicated node, a write that reads \p V
/// (an accumulation) and, in a loop-form node, one that reads a loop
/// variable (sequentially the last iteration's value). A write of the same
/// value in every instance (`s = n`) is one value for the node.
bool isReductionWrite(const Node &N, const VarDecl *V, const Stmt *M) {
  if (!N.isLoopForm() && N.Instances.empty())
    return false;
  if (std::optional<UnaryOp> U = asUnary(dyn_cast<Expr>(M)))
    return U->Op != UO_AddrOf;
  std::optional<BinaryOp> B = asBinary(dyn_cast<Expr>(M));
  if (!B)
    return N.isLoopForm();
  if (B->Op != BO_Assign)
    return true;
  Uses RHS = collectUses(B->RHS);
  return RHS.Used.count(V) ||
         llvm::any_of(N.Loops,
                      [&](const LoopDim &L) { return RHS.Used.count(L.Var); });
}

void GraphBuilder::checkInstanceQueries(const Node &N) {
  for (const CallExpr *Call : collectCalls(N.Body)) {
    const FunctionDecl *Callee = Call->getDirectCallee();
    if (!Callee || !Callee->getIdentifier() || Call->getNumArgs() != 1)
      continue;
    std::string Name = Callee->getQualifiedNameAsString();
    bool OfParent = Name == "hpvm::parent_id" || Name == "hpvm::parent_count";
    if (!OfParent && Name != "hpvm::id" && Name != "hpvm::count")
      continue;
    const Expr *Arg = Call->getArg(0);
    if (Arg->isValueDependent())
      continue;
    // A node without instance dimensions has one instance, in x.
    unsigned Dims = std::max(1u, OfParent ? N.Parent->dims() : N.dims());
    std::optional<llvm::APSInt> Dim = Arg->getIntegerConstantExpr(Ctx);
    if (!Dim)
      diag(Arg->getBeginLoc(), Diag::QueryDimNotConstant) << Name;
    else if (Dim->isNegative() || Dim->getExtValue() >= Dims)
      diag(Arg->getBeginLoc(), Diag::QueryDimRange)
          << Name << toString(*Dim, 10) << (OfParent ? "enclosing " : "")
          << Dims;
  }
}

const DataItem *GraphBuilder::clauseItem(const Node *N,
                                         const VarDecl *V) const {
  if (!N->Dir)
    return nullptr;
  const DataItem *Found = nullptr;
  for (const DataItem &Item : N->Dir->Data) {
    auto It = ItemVars.find(&Item);
    if (It != ItemVars.end() && It->second == V)
      if (!Found || !Item.Dims.empty())
        Found = &Item;
  }
  return Found;
}

std::optional<DataDir> GraphBuilder::inheritedDir(const Node *N,
                                                  const VarDecl *V) const {
  for (const Node *A = N; A; A = A->Parent) {
    std::optional<DataDir> Dir;
    if (A->Dir)
      for (const DataItem &Item : A->Dir->Data) {
        auto It = ItemVars.find(&Item);
        if (It == ItemVars.end() || It->second != V)
          continue;
        Dir = !Dir || *Dir == Item.Dir ? Item.Dir : DataDir::InOut;
      }
    if (Dir)
      return Dir;
  }
  return std::nullopt;
}

bool GraphBuilder::hasSection(const Node *N, const VarDecl *V) const {
  for (const Node *A = N; A; A = A->Parent)
    if (const DataItem *Item = clauseItem(A, V))
      if (!Item->Dims.empty())
        return true;
  return false;
}

void GraphBuilder::addUses(Node &N, const Uses &Refs,
                           llvm::SetVector<const VarDecl *> &Inputs,
                           llvm::SetVector<const VarDecl *> &Derived) {
  std::vector<const VarDecl *> Work(Refs.Used.begin(), Refs.Used.end());
  auto IsAncestorOrSelf = [&](const Node *A) {
    for (const Node *X = &N; X; X = X->Parent)
      if (X == A)
        return true;
    return false;
  };
  while (!Work.empty()) {
    const VarDecl *V = Work.back();
    Work.pop_back();
    if (Refs.Declared.count(V) || Inputs.count(V) || Derived.count(V))
      continue;
    auto Enqueue = [&](const Expr *E) {
      if (!E)
        return;
      Uses R = collectUses(E);
      Work.insert(Work.end(), R.Used.begin(), R.Used.end());
    };
    if (auto It = LoopVars.find(V); It != LoopVars.end()) {
      const Node *Owner = It->second.first;
      if (IsAncestorOrSelf(Owner)) {
        Derived.insert(V);
        const LoopDim &L = Owner->Loops[It->second.second];
        Enqueue(L.Lo);
        Enqueue(L.Step);
        continue;
      }
      // The loop variable of an earlier sibling, declared before the graph:
      // its value after that loop is only known when the graph completes.
      if (N.Dir && before(Owner->Dir->Loc, N.Dir->Loc)) {
        diag(Refs.FirstUse.lookup(V), Diag::ReadsSiblingLoopVar)
            << V->getName() << Owner->displayName();
        continue;
      }
    }
    if (auto It = InnerDecls.find(V);
        It != InnerDecls.end() && IsAncestorOrSelf(It->second)) {
      Derived.insert(V);
      Enqueue(V->getInit());
      continue;
    }
    if (V->getTLSKind() != VarDecl::TLS_None) {
      SourceLocation Use = Refs.FirstUse.lookup(V);
      if (Use.isInvalid() && N.Dir) // used in a bound of the node's loops
        Use = N.Dir->Loc;
      diag(Use, Diag::ThreadLocalInNode) << V->getName();
      diag(Use, Diag::NoteCopyThreadLocal);
      continue;
    }
    // Globals are used directly, except memory a data clause names, which
    // the node gets as a parameter (for edges, and for a GPU's copy).
    if (V->hasGlobalStorage() && !V->isStaticLocal() && !inheritedDir(&N, V))
      continue;
    if (isIntegralConstant(Ctx, V)) { // recomputed: it may size arrays
      Derived.insert(V);
      continue;
    }
    Inputs.insert(V);
  }
}

void GraphBuilder::analyze(Node &N) {
  if (N.isLeaf())
    return analyzeLeaf(N);
  if (N.Dir && N.Kind == NodeKind::Internal && !N.Dir->Reductions.empty())
    diag(N.Dir->Reductions[0].OpLoc, Diag::ReductionInternal);
  for (std::unique_ptr<Node> &C : N.Children)
    analyze(*C);
  if (!Failed)
    wire(N);
}

void GraphBuilder::analyzeLeaf(Node &N) {
  Uses Refs = collectUses(N.Body);
  if (Refs.ThisLoc.isValid()) {
    if (Refs.ThisMember.empty())
      diag(Refs.ThisLoc, Diag::CapturedThisPlain);
    else
      diag(Refs.ThisLoc, Diag::CapturedThis) << Refs.ThisMember;
    diag(Refs.ThisLoc, Diag::NoteCopyMember);
    return;
  }
  // The node's own clause items are uses too.
  for (const DataItem &Item : N.Dir->Data)
    if (const VarDecl *V = ItemVars.lookup(&Item))
      if (Refs.Used.insert(V))
        Refs.FirstUse[V] = Item.Name.Loc;
  llvm::SetVector<const VarDecl *> Inputs, Derived;
  addUses(N, Refs, Inputs, Derived);
  addReductions(N, Inputs);

  WriteFinder Mut(*N.Body, Ctx);
  for (const VarDecl *V : Inputs) {
    if (N.Access.count(V)) // a reduction's variable or partial values
      continue;
    SourceLocation Use = Refs.FirstUse.lookup(V);
    if (Use.isInvalid())
      Use = N.Dir->Loc;
    QualType T = valueType(V);
    if (isStdContainer(T)) {
      diag(Use, Diag::UnsupportedCapture) << V->getName() << T;
      continue;
    }
    if (const TagDecl *TD = localTypeOf(T)) {
      diag(Use, Diag::LocalType) << V->getName() << Ctx.getTagDeclType(TD);
      continue;
    }
    const DataItem *Own = clauseItem(&N, V);
    if (isWholeObject(V)) {
      // Writes change the object, not a captured pointer.
    } else if (isPointerLike(V)) {
      if (const Stmt *M = Mut.find(V)) {
        diag(M->getBeginLoc(), Diag::PointerModified) << V->getName();
        diag(M->getBeginLoc(), Diag::NoteCopyPointer);
      }
      if (!hasSection(&N, V) && !LocalVars.count(V)) {
        diag(Use, Diag::NoExtent) << V->getName();
        diag(N.Dir->Loc, Diag::NoteAddSection) << V->getName();
      }
    } else if (const Stmt *M = Mut.find(V)) {
      if (Own && writes(Own->Dir) && isReductionWrite(N, V, M)) {
        diag(M->getBeginLoc(), Diag::ScalarOutPerInstance) << V->getName();
        diag(M->getBeginLoc(), Diag::NoteReduction) << V->getName();
      } else if (!Own || !writes(Own->Dir)) {
        diag(M->getBeginLoc(), Diag::ScalarWrittenNoOut) << V->getName();
        auto Note = report(Diags, N.Dir->Loc, Diag::NoteAddOut);
        Note << V->getName();
        if (!N.Dir->IsPragmaOperator && N.Dir->LastTokLoc.isFileID())
          Note << FixItHint::CreateInsertion(
              Lexer::getLocForEndOfToken(N.Dir->LastTokLoc, 0, SM,
                                         Ctx.getLangOpts()),
              (" out(" + V->getName() + ")").str());
        error();
      }
    }
    // Effective access for edge inference.
    if (Own) {
      N.Access[V] = *inheritedDir(&N, V); // all of this node's items
    } else if (isPointerLike(V)) {
      std::optional<DataDir> D = inheritedDir(N.Parent, V);
      if (!D)
        D = Mut.find(V) ? DataDir::InOut : DataDir::In;
      N.Access[V] = *D;
    } else {
      N.Access[V] = DataDir::In;
    }
  }
  // (Loop variables modified anywhere in their nest are reported with the
  // loop nest.)
  for (const VarDecl *V : Derived)
    if (InnerDecls.count(V))
      if (const Stmt *M = Mut.find(V))
        diag(M->getBeginLoc(), Diag::InternalVarModified) << V->getName();
  N.Inputs.assign(Inputs.begin(), Inputs.end());
  N.Derived.assign(Derived.begin(), Derived.end());
  auto ByPosition = [&](const VarDecl *A, const VarDecl *B) {
    return before(A->getLocation(), B->getLocation());
  };
  llvm::sort(N.Inputs, ByPosition);
  llvm::sort(N.Derived, ByPosition);
  checkNames(N);
}

void GraphBuilder::addReductions(Node &N,
                                 llvm::SetVector<const VarDecl *> &Inputs) {
  for (const ReductionItem &Item : N.Dir->Reductions) {
    const VarDecl *V = ReductionVars.lookup(&Item);
    // Each instance has its own copy, global variables included.
    Reduction R{&Item, V, QualType(), 1, nullptr};
    QualType T = valueType(V).getUnqualifiedType();
    if (const ConstantArrayType *AT = Ctx.getAsConstantArrayType(T)) {
      // Each instance declares its own array: the host's is not an input.
      Inputs.remove(V);
      R.Element = AT->getElementType().getUnqualifiedType();
      R.Length = AT->getSize().getZExtValue();
      T = R.Element;
    } else {
      Inputs.insert(V);
      N.Access[V] = DataDir::In;
    }
    auto *Partials = VarDecl::Create(
        Ctx, const_cast<FunctionDecl *>(N.G->Fn), Item.Name.Loc,
        Item.Name.Loc,
        &Ctx.Idents.get(("__hpvm_red" + Twine(NextReduction++) + "_" +
                         V->getName())
                            .str()),
        Ctx.getPointerType(T), nullptr, SC_None);
    Inputs.insert(Partials);
    N.Access[Partials] = DataDir::Out;
    R.Partials = Partials;
    N.Reductions.push_back(R);
  }
}

void GraphBuilder::checkReductions(
    Node &Root, const llvm::DenseSet<const VarDecl *> &HostDecls) {
  std::vector<const Node *> Leaves;
  std::function<void(const Node &)> Walk = [&](const Node &N) {
    for (const std::unique_ptr<Node> &C : N.Children) {
      if (C->isLeaf())
        Leaves.push_back(C.get());
      Walk(*C);
    }
  };
  Walk(Root);
  for (const Node *R : Leaves)
    for (const Reduction &Red : R->Reductions) {
      SourceLocation Loc = Red.Item->OpLoc;
      if (R->Parent != &Root) {
        // A node whose count follows a sibling's output has a wrapper with
        // its directive.
        diag(Loc, R->Parent->Dir == R->Dir ? Diag::ReductionCountFromNode
                                           : Diag::ReductionNotTopLevel);
        continue;
      }
      if (HostDecls.count(Red.Var))
        diag(Loc, Diag::ReductionGraphDecl) << Red.Var->getName();
      for (const Node *Other : Leaves) {
        // Two reductions of one variable: one error, at the later.
        bool EarlierReduction =
            before(Other->Dir->Loc, R->Dir->Loc) &&
            llvm::any_of(Other->Reductions, [&](const Reduction &O) {
              return O.Var == Red.Var;
            });
        if (Other != R && Other->Access.count(Red.Var) && !EarlierReduction) {
          diag(Other->Dir->Loc, Diag::ReductionUsedElsewhere)
              << Other->displayName() << Red.Var->getName()
              << R->displayName();
          diag(Loc, Diag::NoteReductionHere);
        }
      }
    }
}

void GraphBuilder::checkNames(const Node &N) {
  llvm::StringMap<const VarDecl *> Seen;
  for (const auto *List : {&N.Inputs, &N.Derived})
    for (const VarDecl *V : *List) {
      auto [It, New] = Seen.try_emplace(V->getName(), V);
      if (!New && It->second != V)
        diag(N.Dir ? N.Dir->Loc : V->getLocation(), Diag::CaptureNameClash)
            << V->getName();
    }
}

bool GraphBuilder::requestOutput(Node &N, const VarDecl *V, bool AnyAccess) {
  if (llvm::is_contained(N.Outputs, V))
    return true;
  auto Provides = [&](const Node &C) {
    return AnyAccess ? C.Access.count(V) != 0 : C.writesVar(V);
  };
  switch (N.Kind) {
  case NodeKind::Alloc:
    return false;
  case NodeKind::Leaf:
    if (!Provides(N) || !llvm::is_contained(N.Inputs, V))
      return false;
    N.Outputs.push_back(V);
    return true;
  case NodeKind::Internal:
  case NodeKind::Root:
    for (auto It = N.Children.rbegin(); It != N.Children.rend(); ++It) {
      Node &C = **It;
      if (C.Kind == NodeKind::Alloc || !Provides(C))
        continue;
      if (!requestOutput(C, V, AnyAccess))
        return false;
      N.OutputFrom[V] = &C;
      N.Outputs.push_back(V);
      return true;
    }
    return false;
  }
  llvm_unreachable("unknown node kind");
}

/// The expressions a node's instance counts are computed from.
std::vector<const Expr *> countExprs(const Node &N) {
  std::vector<const Expr *> Out;
  for (const LoopDim &L : N.Loops) {
    if (L.Span) {
      Out.push_back(L.Span);
    } else {
      Out.push_back(L.Hi);
      Out.push_back(L.Lo);
    }
    if (L.Step)
      Out.push_back(L.Step);
  }
  for (const Expr *E : N.Instances)
    Out.push_back(E);
  return Out;
}

/// A node's grid as text, for comparing grids and for messages:
/// "[0, n) x [0, m)" for loops, "16 x 16" for instances(16, 16).
std::string gridText(const ASTContext &Ctx, const Node &N) {
  std::vector<std::string> Dims;
  for (const LoopDim &L : N.Loops) {
    std::string Lo = exprText(Ctx, L.Lo), Hi = exprText(Ctx, L.Hi);
    std::string Step = L.Step ? " step " + exprText(Ctx, L.Step) : "";
    if (L.Increasing)
      Dims.push_back("[" + Lo + ", " + Hi + (L.Inclusive ? "]" : ")") + Step);
    else
      Dims.push_back("[" + Lo + " down to " + Hi + (L.Inclusive ? "]" : ")") +
                     Step);
  }
  for (const Expr *E : N.Instances)
    Dims.push_back(exprText(Ctx, E));
  if (Dims.empty())
    return "1";
  return llvm::join(Dims, " x ");
}

void GraphBuilder::resolveEdges(
    Node &P,
    std::map<std::pair<const Node *, const VarDecl *>, InputSource> &Explicit) {
  for (const Directive *E : P.Edges) {
    unsigned Count = EdgeChildCount.lookup(E);
    // Children before the edge; the allocation node, if any, comes first and
    // is not counted.
    std::vector<Node *> Before;
    for (std::unique_ptr<Node> &C : P.Children)
      if (C->Kind != NodeKind::Alloc && Before.size() < Count)
        Before.push_back(C.get());
    auto Find = [&](const Ident &Name) -> Node * {
      for (Node *C : Before)
        if (C->Dir->Name && C->Dir->Name->Name == Name.Name)
          return C;
      diag(Name.Loc, Diag::EdgeUnknownNode) << Name.Name;
      diag(Name.Loc, Diag::NoteEdgeSiblings);
      return nullptr;
    };
    Node *Src = Find(E->EdgeSrc);
    Node *Dst = Src ? Find(E->EdgeDst) : nullptr;
    if (!Src || !Dst)
      continue;
    if (Src == Dst) {
      diag(E->EdgeDst.Loc, Diag::EdgeSameNode) << E->EdgeSrc.Name;
      continue;
    }
    auto SrcPos = llvm::find(Before, Src), DstPos = llvm::find(Before, Dst);
    if (DstPos < SrcPos) {
      diag(E->EdgeDst.Loc, Diag::EdgeBackward)
          << E->EdgeSrc.Name << E->EdgeDst.Name;
      continue;
    }
    const VarDecl *SrcVar = nullptr, *DstVar = nullptr;
    for (auto &[V, Dir] : Src->Access)
      if (V->getName() == E->EdgeSrcItem.Name && writes(Dir))
        SrcVar = V;
    if (!SrcVar || !requestOutput(*Src, SrcVar)) {
      diag(E->EdgeSrcItem.Loc, Diag::EdgeSourceItem)
          << E->EdgeSrc.Name << E->EdgeSrcItem.Name;
      continue;
    }
    for (const VarDecl *V : Dst->Inputs)
      if (V->getName() == E->EdgeDstItem.Name && Dst->readsVar(V))
        DstVar = V;
    if (!DstVar) {
      diag(E->EdgeDstItem.Loc, Diag::EdgeDestItem)
          << E->EdgeDst.Name << E->EdgeDstItem.Name;
      continue;
    }
    QualType ST = Ctx.getCanonicalType(valueType(SrcVar)).getUnqualifiedType();
    QualType DT = Ctx.getCanonicalType(valueType(DstVar)).getUnqualifiedType();
    if (ST->isArrayType())
      ST = Ctx.getArrayDecayedType(ST);
    if (DT->isArrayType())
      DT = Ctx.getArrayDecayedType(DT);
    if (ST != DT) {
      diag(E->EdgeDstItem.Loc, Diag::EdgeTypeMismatch)
          << (E->EdgeSrc.Name + "." + E->EdgeSrcItem.Name) << valueType(SrcVar)
          << (E->EdgeDst.Name + "." + E->EdgeDstItem.Name) << valueType(DstVar);
      continue;
    }
    bool Contradicted = false;
    for (auto It = SrcPos + 1; It < DstPos && !Contradicted; ++It)
      if ((*It)->writesVar(DstVar) || (*It)->writesVar(SrcVar)) {
        diag(E->KindLoc, Diag::EdgeContradicts)
            << (*It)->displayName() << DstVar->getName() << E->EdgeSrc.Name;
        Contradicted = true;
      }
    if (Contradicted)
      continue;
    if (E->Repl == EdgeRepl::OneToOne) {
      std::string SG = gridText(Ctx, *Src), DG = gridText(Ctx, *Dst);
      if (Src->dims() != Dst->dims() || SG != DG) {
        diag(E->KindLoc, Diag::EdgeOneToOneGrids);
        diag(Src->Dir->Loc, Diag::NoteGrid) << Src->displayName() << SG;
        diag(Dst->Dir->Loc, Diag::NoteGrid) << Dst->displayName() << DG;
        continue;
      }
    }
    auto [It, New] = Explicit.try_emplace(
        {Dst, DstVar}, InputSource{InputSource::Sibling, Src, SrcVar, E->Repl});
    if (!New)
      diag(E->EdgeDstItem.Loc, Diag::EdgeDuplicate)
          << E->EdgeDst.Name << E->EdgeDstItem.Name;
  }
}

void GraphBuilder::wire(Node &P) {
  // Node names are unique among the nodes of one graph.
  if (P.Kind == NodeKind::Root) {
    llvm::StringMap<const Directive *> Names;
    std::function<void(const Node &)> Walk = [&](const Node &N) {
      for (const std::unique_ptr<Node> &C : N.Children) {
        if (C->Dir && C->Dir->Name) {
          auto [It, New] = Names.try_emplace(C->Dir->Name->Name, C->Dir);
          if (!New && It->second != C->Dir) { // not a wrapper and its node
            diag(C->Dir->Name->Loc, Diag::DuplicateNodeName)
                << C->Dir->Name->Name;
            diag(It->second->Name->Loc, Diag::NotePreviousName);
          }
        }
        Walk(*C);
      }
    };
    Walk(P);
  }

  Node *Alloc = nullptr;
  if (!P.Locals.empty()) {
    auto A = std::make_unique<Node>(NodeKind::Alloc);
    A->Parent = &P;
    A->G = P.G;
    A->Depth = P.Depth + 1;
    A->Targets = P.Targets;
    A->Outputs = P.Locals;
    Alloc = A.get();
    P.Children.insert(P.Children.begin(), std::move(A));
  }

  wrapDataDependentCounts(P);
  if (Failed)
    return;

  std::map<std::pair<const Node *, const VarDecl *>, InputSource> Explicit;
  resolveEdges(P, Explicit);
  if (Failed)
    return;

  llvm::SetVector<const VarDecl *> Inputs, Derived;
  // Per array: its last writer, and the siblings that only read it since.
  // A writer waits for those readers (write after read): it takes the array
  // from the last of them and an ordering input from each other one.
  llvm::DenseMap<const VarDecl *, Node *> LastWriter;
  llvm::DenseMap<const VarDecl *, std::vector<Node *>> Readers;
  for (std::unique_ptr<Node> &CP : P.Children) {
    Node &C = *CP;
    if (&C == Alloc)
      continue;
    for (const VarDecl *V : C.Inputs) {
      InputSource Src;
      std::vector<Node *> &R = Readers[V];
      bool AfterReaders = isPointerLike(V) && C.writesVar(V) && !R.empty();
      if (auto It = Explicit.find({&C, V}); It != Explicit.end()) {
        Src = It->second;
      } else if (llvm::is_contained(P.Locals, V)) {
        Src = {InputSource::Sibling, Alloc, V, EdgeRepl::AllToAll};
      } else if (AfterReaders && requestOutput(*R.back(), V, true)) {
        Src = {InputSource::Sibling, R.back(), V, EdgeRepl::AllToAll};
        for (Node *Other : llvm::ArrayRef(R).drop_back())
          if (requestOutput(*Other, V, true))
            C.OrderInputs.push_back({Other, V});
      } else if (Node *W = LastWriter.lookup(V); W && requestOutput(*W, V)) {
        Src = {InputSource::Sibling, W, V, EdgeRepl::AllToAll};
      } else {
        Src = {InputSource::Parent, nullptr, V, EdgeRepl::AllToAll};
        Inputs.insert(V);
      }
      if (Src.Kind == InputSource::Sibling && !isPointerLike(V))
        C.PromotedInputs.insert(V);
      C.Sources[V] = Src;
    }
    for (auto &[V, Dir] : C.Access) {
      if (writes(Dir)) {
        LastWriter[V] = &C;
        Readers[V].clear();
      } else if (isPointerLike(V)) {
        Readers[V].push_back(&C);
      }
    }
    // The parent computes the child's instance counts, with no instance
    // queries: an internal node only describes its children.
    bool Reported = false;
    for (const Expr *E : countExprs(C)) {
      Uses Refs = collectUses(E);
      if (Refs.ThisLoc.isValid()) {
        diag(Refs.ThisLoc, Diag::CapturedThisPlain);
        diag(Refs.ThisLoc, Diag::NoteCopyMember);
      }
      llvm::SetVector<const VarDecl *> Needed;
      addUses(P, Refs, Inputs, Needed);
      for (const VarDecl *V : Needed) {
        if (LoopVars.count(V)) {
          if (!Reported) {
            diag(E->getBeginLoc(), Diag::CountDependsOnInstance)
                << V->getName();
            if (C.isLoopForm())
              diag(E->getBeginLoc(), Diag::NoteCountSpan);
          }
          Reported = true;
          break;
        }
        Derived.insert(V);
      }
    }
  }
  // Access of the internal node: its clauses, then what its children do.
  if (P.Dir)
    for (const DataItem &Item : P.Dir->Data)
      if (const VarDecl *V = ItemVars.lookup(&Item)) {
        auto [It, New] = P.Access.try_emplace(V, Item.Dir);
        if (!New && It->second != Item.Dir)
          It->second = DataDir::InOut;
      }
  for (std::unique_ptr<Node> &C : P.Children)
    for (auto &[V, Dir] : C->Access) {
      if (llvm::is_contained(P.Locals, V))
        continue;
      auto [It, New] = P.Access.try_emplace(V, Dir);
      if (!New && It->second != Dir)
        It->second = DataDir::InOut;
    }
  P.Inputs.assign(Inputs.begin(), Inputs.end());
  P.Derived.assign(Derived.begin(), Derived.end());
  auto ByPosition = [&](const VarDecl *A, const VarDecl *B) {
    return before(A->getLocation(), B->getLocation());
  };
  llvm::sort(P.Inputs, ByPosition);
  llvm::sort(P.Derived, ByPosition);
  checkNames(P);

  if (P.Kind == NodeKind::Root) {
    // Scalars declared outside the graph that nodes write are graph outputs.
    llvm::DenseSet<const VarDecl *> HostDecls;
    for (const Stmt *S : P.G->HostStmts)
      if (const auto *DS = dyn_cast<DeclStmt>(S))
        for (const Decl *D : DS->decls())
          if (const auto *V = dyn_cast<VarDecl>(D))
            HostDecls.insert(V);
    std::vector<const VarDecl *> Written;
    for (auto &[V, Dir] : P.Access)
      if (writes(Dir) && !isPointerLike(V) && !HostDecls.count(V))
        Written.push_back(V);
    llvm::sort(Written, ByPosition);
    for (const VarDecl *V : Written)
      requestOutput(P, V);
    checkReductions(P, HostDecls);
  }
}

void GraphBuilder::wrapDataDependentCounts(Node &P) {
  // A node creates its children, with their instance counts, before any of
  // them runs. A child whose count uses a scalar an earlier sibling writes
  // is created instead by a one-instance internal node that receives the
  // scalar through an edge: the count follows the data, as in the
  // sequential program.
  for (unsigned I = 0; I < P.Children.size(); ++I) {
    Node &C = *P.Children[I];
    if (C.Kind == NodeKind::Alloc)
      continue;
    bool Wrap = false;
    for (const Expr *E : countExprs(C)) {
      Uses Refs = collectUses(E);
      for (const VarDecl *V : Refs.Used) {
        const Node *Writer = nullptr;
        for (unsigned J = 0; J < I; ++J)
          if (P.Children[J]->writesVar(V))
            Writer = P.Children[J].get();
        if (!Writer)
          continue;
        if (!isPointerLike(V)) {
          Wrap = true;
          continue;
        }
        // The memory may be on a device; the wrapper reads it on the host.
        diag(Refs.FirstUse.lookup(V), Diag::CountReadsSiblingMemory)
            << C.displayName() << V->getName() << Writer->displayName();
        diag(Refs.FirstUse.lookup(V), Diag::NoteCountScalar)
            << Writer->displayName();
      }
    }
    if (!Wrap || Failed)
      continue;
    auto W = std::make_unique<Node>(NodeKind::Internal);
    W->Dir = C.Dir;
    W->Parent = &P;
    W->G = P.G;
    W->Depth = P.Depth + 1;
    W->Targets = C.Targets;
    W->Body = C.Body;
    std::function<void(Node &)> Deepen = [&](Node &N) {
      ++N.Depth;
      for (std::unique_ptr<Node> &Child : N.Children)
        Deepen(*Child);
    };
    Deepen(C);
    C.Parent = W.get();
    W->Children.push_back(std::move(P.Children[I]));
    P.Children[I] = std::move(W);
    wire(*P.Children[I]);
  }
}

void GraphBuilder::propagatePromotion(Node &N) {
  for (std::unique_ptr<Node> &C : N.Children) {
    for (auto &[V, Src] : C->Sources)
      if (Src.Kind == InputSource::Parent && N.PromotedInputs.count(V))
        C->PromotedInputs.insert(V);
    propagatePromotion(*C);
  }
}

/// Adds every variable the code, loop headers, instance counts and clauses
/// of \p N and its descendants use to \p Out.
void addNodeUses(const Node &N, llvm::DenseSet<const VarDecl *> &Out) {
  auto Add = [&](const Stmt *S) {
    if (S)
      for (const VarDecl *V : collectUses(S).Used)
        Out.insert(V);
  };
  Add(N.Body);
  for (const LoopDim &L : N.Loops) {
    Add(L.Lo);
    Add(L.Hi);
    Add(L.Step);
  }
  for (const Expr *E : N.Instances)
    Add(E);
  if (N.Dir)
    for (const Expr *E : N.Dir->Exprs)
      Add(E);
  for (const std::unique_ptr<Node> &C : N.Children)
    addNodeUses(*C, Out);
}

bool GraphBuilder::writesVar(const Node &N,
                             const llvm::DenseSet<const VarDecl *> &Used,
                             const VarDecl *V) {
  if (N.writesVar(V))
    return true;
  // Nodes use global variables directly, without inputs or outputs.
  if (!V->hasGlobalStorage() || !Used.count(V))
    return false;
  WriteFinder Mut(*N.Body, Ctx);
  return Mut.find(V) || (isPointerLike(V) && Mut.findThrough(V));
}

void GraphBuilder::checkHostStmts(Graph &G) {
  // Host statements run before the launch: one after a node must not change
  // what the node uses, nor use what it writes.
  std::vector<std::pair<const Node *, llvm::DenseSet<const VarDecl *>>> Nodes;
  for (const std::unique_ptr<Node> &C : G.Root.Children)
    if (C->Kind != NodeKind::Alloc) {
      Nodes.push_back({C.get(), {}});
      addNodeUses(*C, Nodes.back().second);
    }
  for (const Stmt *S : G.HostStmts) {
    unsigned Count = HostStmtChildCount.lookup(S);
    if (Count == 0)
      continue;
    Uses Refs = collectUses(S);
    WriteFinder Mut(*S, Ctx);
    llvm::DenseSet<const VarDecl *> Reported;
    for (auto &[C, Used] : llvm::ArrayRef(Nodes).take_front(Count)) {
      for (const VarDecl *V : Refs.Used) {
        if (Reported.count(V))
          continue;
        if (writesVar(*C, Used, V)) {
          diag(Refs.FirstUse.lookup(V), Diag::HostStmtUsesOutput)
              << V->getName() << C->displayName();
        } else if (const Stmt *W = Used.count(V) ? Mut.find(V) : nullptr) {
          diag(W->getBeginLoc(), Diag::HostStmtWritesInput)
              << V->getName() << C->displayName();
        } else {
          continue;
        }
        diag(C->Dir->Loc, Diag::NoteNodeHere);
        Reported.insert(V);
      }
    }
    const Node *First = Nodes.front().first;
    if (const Stmt *E = findSideEffect(Ctx, S, /*MemoryOnly=*/true)) {
      diag(E->getBeginLoc(), Diag::HostStmtEffect) << First->displayName();
      diag(First->Dir->Loc, Diag::NoteNodeHere);
    }
  }
}

void GraphBuilder::checkStreamLoop(Graph &G) {
  const ForStmt &Loop = *G.StreamLoop;
  const CompoundStmt &Body = *G.Block;
  auto InBody = [&](const VarDecl *V) {
    return SM.isPointWithin(V->getLocation(), Body.getLBracLoc(),
                            Body.getRBracLoc());
  };
  // The loop's own variables: those its increment changes.
  llvm::DenseSet<const VarDecl *> LoopVarsOfStream;
  if (const Expr *Inc = Loop.getInc()) {
    WriteFinder Mut(*Inc, Ctx);
    for (const VarDecl *V : collectUses(Inc).Used)
      if (Mut.find(V))
        LoopVarsOfStream.insert(V);
  }
  auto Report = [&](const VarDecl *V, SourceLocation Loc) {
    if (LoopVarsOfStream.count(V)) {
      diag(Loc, Diag::StreamLoopVarWritten) << V->getName();
      return;
    }
    diag(Loc, Diag::StreamCarried) << V->getName();
    diag(Loc, Diag::NoteStreamDeclareInside) << V->getName();
  };

  // Scalars the nodes write are the graph's outputs: declared outside the
  // body, they would carry one item's value to the next.
  for (const VarDecl *V : G.Root.Outputs) {
    const Node *From = G.Root.OutputFrom.lookup(V);
    SourceLocation Loc = From->Dir->Loc;
    if (From->Body)
      if (const Stmt *W = WriteFinder(*From->Body, Ctx).find(V))
        Loc = W->getBeginLoc();
    Report(V, Loc);
  }
  for (auto [N, Dim] : G.HostLoopVars)
    Report(N->Loops[Dim].Var, N->Dir->Loc);
  for (const std::unique_ptr<Node> &C : G.Root.Children)
    for (const Reduction &R : C->Reductions)
      diag(R.Item->Name.Loc, Diag::StreamReduction) << R.Var->getName();
  for (const Stmt *S : G.HostStmts) {
    WriteFinder Mut(*S, Ctx);
    for (const VarDecl *V : collectUses(S).Used)
      if (!InBody(V))
        if (const Stmt *W = Mut.find(V))
          Report(V, W->getBeginLoc());
    const auto *DS = dyn_cast<DeclStmt>(S);
    if (!DS)
      continue;
    for (const Decl *D : DS->decls()) {
      const auto *V = dyn_cast<VarDecl>(D);
      if (!V || !V->getType()->isArrayType())
        continue;
      if (!Ctx.getAsConstantArrayType(V->getType()))
        diag(V->getLocation(), Diag::StreamArrayNotConstant) << V->getName();
      else if (V->hasInit())
        diag(V->getLocation(), Diag::StreamArrayInit) << V->getName();
      else if (!Ctx.getLangOpts().CPlusPlus)
        diag(V->getLocation(), Diag::StreamArrayInC) << V->getName();
      else
        G.StreamArrays.push_back(V);
    }
  }
}

void GraphBuilder::computeExtents(Graph &G) {
  // A section's bounds are usable on the host when they use no variable that
  // only nodes have.
  auto HostEvaluable = [&](const Directive &D, const DataItem &Item) {
    for (const SectionDim &Dim : Item.Dims)
      for (unsigned Slot : {Dim.LoSlot, Dim.LenSlot})
        if (const Expr *E = D.expr(Slot)) {
          Uses R = collectUses(E);
          for (const VarDecl *V : R.Used)
            if (LoopVars.count(V) || InnerDecls.count(V) || LocalVars.count(V))
              return false;
        }
    return true;
  };
  // A C array of known bound named alone is its whole extent, [0:N].
  auto WholeArray = [&](const DataItem &Item, const VarDecl *V) {
    return Item.Dims.empty() ? Ctx.getAsConstantArrayType(valueType(V))
                             : nullptr;
  };
  auto GivesExtent = [&](const DataItem *Item, const VarDecl *V) {
    return Item && (!Item->Dims.empty() || WholeArray(*Item, V));
  };
  // The outer dimension of a section as "len@lo", constants by value, so
  // that `a` and `a[0:64]` of `int a[64]` are the same section.
  auto SectionText = [&](const Directive &D, const DataItem &Item,
                         const VarDecl *V) {
    if (const ConstantArrayType *AT = WholeArray(Item, V))
      return llvm::toString(AT->getSize(), 10, /*Signed=*/false) + "@0";
    auto Bound = [&](unsigned Slot) {
      const Expr *E = D.expr(Slot);
      if (!E)
        return std::string("0");
      if (!E->isValueDependent())
        if (std::optional<llvm::APSInt> C = E->getIntegerConstantExpr(Ctx))
          return llvm::toString(*C, 10);
      return exprText(Ctx, E);
    };
    return Bound(Item.Dims[0].LenSlot) + "@" + Bound(Item.Dims[0].LoSlot);
  };
  // Reductions' partial values: the host allocates `<name>_n` of them.
  llvm::DenseSet<const VarDecl *> Partials;
  for (const std::unique_ptr<Node> &C : G.Root.Children)
    for (const Reduction &R : C->Reductions) {
      Partials.insert(R.Partials);
      HostExtent &E = G.Extents[R.Partials];
      E.Len = (R.Partials->getName() + "_n").str();
      E.Loc = R.Item->Name.Loc;
    }
  for (const VarDecl *V : G.Root.Inputs) {
    if (!isPointerLike(V) || Partials.count(V))
      continue;
    // The graph's own section, else the first host-evaluable section of a
    // node (all such sections must agree).
    const DataItem *Found = nullptr;
    const Directive *FoundDir = nullptr;
    if (const DataItem *Item = clauseItem(&G.Root, V); GivesExtent(Item, V))
      Found = Item, FoundDir = G.Dir;
    bool Reported = false;
    std::function<void(const Node &)> Walk = [&](const Node &N) {
      for (const std::unique_ptr<Node> &C : N.Children) {
        if (C->Dir)
          if (const DataItem *Item = clauseItem(C.get(), V);
              GivesExtent(Item, V)) {
            if (!HostEvaluable(*C->Dir, *Item)) {
              // Only nodes can compute it: not an extent for the host.
            } else if (!Found) {
              Found = Item, FoundDir = C->Dir;
            } else if (FoundDir != G.Dir) {
              if (!Reported && SectionText(*C->Dir, *Item, V) !=
                                   SectionText(*FoundDir, *Found, V)) {
                diag(Item->Name.Loc, Diag::SectionsDiffer) << V->getName();
                diag(Found->Name.Loc, Diag::NoteOtherSection);
                Reported = true;
              }
            }
          }
        Walk(*C);
      }
    };
    Walk(G.Root);
    HostExtent &E = G.Extents[V];
    if (Found) {
      E = sectionExtent(Ctx, *FoundDir, *Found);
      // The host tracks [0, lo + len): a section from another lower bound,
      // or another section than the tracked one, is part of it.
      std::string Tracked = SectionText(*FoundDir, *Found, V);
      bool FromZero = E.Lo.empty() || E.Lo == "0";
      std::function<void(Node &)> Mark = [&](Node &N) {
        const DataItem *Own = N.Dir ? clauseItem(&N, V) : nullptr;
        bool Whole = FromZero && (!GivesExtent(Own, V) ||
                                  SectionText(*N.Dir, *Own, V) == Tracked);
        if (!Whole && N.writesVar(V) && !N.readsVar(V))
          N.PartialOuts.insert(V);
        for (std::unique_ptr<Node> &C : N.Children)
          Mark(*C);
      };
      Mark(G.Root);
    } else if (!isWholeObject(V)) {
      diag(G.Dir->Loc, Diag::NoHostExtent) << V->getName();
      diag(G.Dir->Loc, Diag::NoteHostSection) << V->getName();
    }
  }
}

void GraphBuilder::assignNames(Graph &G) {
  const FunctionDecl *Fn = G.Fn;
  // Name the graph after the named function it is in (not a lambda).
  while (Fn) {
    const auto *MD = dyn_cast<CXXMethodDecl>(Fn);
    if (!MD || !MD->getParent()->isLambda())
      break;
    Fn = dyn_cast<FunctionDecl>(MD->getParent()->getDeclContext());
  }
  std::string FnName = sanitize(Fn ? Fn->getNameAsString() : "lambda");
  std::string Prefix = FnName + "_" + std::to_string(G.Number);
  G.Root.FnName = "__hpvm_root_" + Prefix;
  if (G.Dir->Name)
    G.Root.FnName += "_" + G.Dir->Name->Name;
  if (G.Dir->Variant) // the dumps and profiles tell the variants apart
    G.Root.FnName += "_" + G.Dir->Variant->Name;
  for (const NodeChoice &C : G.NodeChoices)
    G.Root.FnName += "_" + C.Names[C.Chosen];
  unsigned Counter = 0;
  std::function<void(Node &)> Walk = [&](Node &N) {
    for (std::unique_ptr<Node> &C : N.Children) {
      std::string Kind = C->Kind == NodeKind::Alloc  ? "alloc"
                         : C->Kind == NodeKind::Leaf ? "leaf"
                                                     : "inner";
      C->FnName =
          "__hpvm_" + Kind + "_" + Prefix + "_" + std::to_string(Counter++);
      if (C->Dir && C->Dir->Name)
        C->FnName += "_" + C->Dir->Name->Name;
      if (C->Dir && C->Dir->Variant)
        C->FnName += "_" + C->Dir->Variant->Name;
      Walk(*C);
    }
  };
  Walk(G.Root);
}

void GraphBuilder::matchWaits(std::vector<std::unique_ptr<Graph>> &Graphs) {
  // Graph names are unique per function, but for the variants of one
  // (GraphVariants.h).
  std::vector<const Directive *> Named;
  for (const std::unique_ptr<Directive> &D : Table)
    if (D->Kind == DirectiveKind::Graph && D->Name && Positions.count(D->Index))
      Named.push_back(D.get());
  for (size_t I = 0; I < Named.size(); ++I)
    for (size_t J = 0; J < I; ++J)
      if (Positions[Named[I]->Index].Fn == Positions[Named[J]->Index].Fn &&
          Named[I]->Name->Name == Named[J]->Name->Name &&
          !(Named[I]->Variant && Named[J]->Variant)) {
        diag(Named[I]->Name->Loc, Diag::DuplicateGraphName)
            << Named[I]->Name->Name;
        diag(Named[J]->Name->Loc, Diag::NotePreviousName);
        break;
      }
  for (const std::unique_ptr<Directive> &W : Table) {
    if (W->Kind != DirectiveKind::Wait || Consumed.count(W->Index) ||
        !Positions.count(W->Index))
      continue;
    Consumed.insert(W->Index);
    const MarkerPos &WP = Positions[W->Index];
    const Directive *TargetDir = nullptr;
    for (const std::unique_ptr<Directive> &D : Table)
      if (D->Kind == DirectiveKind::Graph && D->Name &&
          D->Name->Name == W->WaitName.Name && Positions.count(D->Index) &&
          Positions[D->Index].Fn == WP.Fn && before(D->Loc, W->Loc))
        TargetDir = D.get();
    if (!TargetDir) {
      diag(W->WaitName.Loc, Diag::WaitUnknown) << W->WaitName.Name;
      continue;
    }
    Graph *Target = nullptr;
    for (std::unique_ptr<Graph> &G : Graphs)
      if (G->Dir == TargetDir)
        Target = G.get();
    if (!Target) // the graph has errors, already reported
      continue;
    if (Target->Dir->NowaitLoc.isInvalid()) {
      diag(W->WaitName.Loc, Diag::WaitNotNowait) << W->WaitName.Name;
      diag(Target->Dir->Loc, Diag::NoteGraphHere);
      continue;
    }
    if (Target->Wait) {
      diag(W->WaitName.Loc, Diag::WaitTwice) << W->WaitName.Name;
      diag(Target->Wait->Loc, Diag::NotePreviousWait);
      continue;
    }
    // The wait must see the launch's variables: its block must be the
    // graph's block or nested in it.
    bool InScope = false;
    DynTypedNode Cur = DynTypedNode::create(*WP.Block);
    for (unsigned Guard = 0; Guard < 1000; ++Guard) {
      if (const auto *CS = Cur.get<CompoundStmt>(); CS == Target->Parent) {
        InScope = true;
        break;
      }
      DynTypedNodeList Parents = Ctx.getParents(Cur);
      if (Parents.empty())
        break;
      Cur = Parents[0];
    }
    if (!InScope) {
      diag(W->Loc, Diag::WaitOutOfScope) << W->WaitName.Name;
      diag(Target->Dir->Loc, Diag::NoteGraphHere);
      Target->Wait = W.get(); // reported: not "never waited" as well
      continue;
    }
    Target->Wait = W.get();
  }
  for (std::unique_ptr<Graph> &G : Graphs)
    if (G->Dir->NowaitLoc.isValid() && !G->Wait && G->Dir->Name) {
      diag(G->Dir->Name->Loc, Diag::NowaitNeverWaited) << G->Dir->Name->Name;
      diag(G->Dir->Name->Loc, Diag::NoteAddWait) << G->Dir->Name->Name;
    }
}

} // namespace

bool buildGraphs(ASTContext &Ctx, DirectiveTable &Table,
                 ArrayRef<TargetKind> DefaultTargets,
                 std::vector<std::unique_ptr<Graph>> &Graphs,
                 std::vector<std::unique_ptr<DataRegion>> &Regions) {
  return GraphBuilder(Ctx, Table, DefaultTargets).run(Graphs, Regions);
}

} // namespace hpvm
