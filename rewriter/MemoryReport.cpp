//===- MemoryReport.cpp - the data movement a graph's clauses plan --------===//
//
// The host code of a graph tracks each array of its clauses before the
// launch, requests the ones it writes back after the wait and untracks them
// all; a `data` region does the same around its statement, and the graphs
// in it leave the arrays it covers alone (Graph::Covered). The memory
// tracker then copies an array to the GPU only when a gpu node reads it
// and the GPU's copy is not up to date, and back only when asked. So, for
// the arrays that gpu nodes use: a graph's own arrays move at each launch
// (each item of a `graph stream`), a region's once for all its graphs.
// Arrays only cpu and vector nodes use are never copied.
//
//===----------------------------------------------------------------------===//
#include "rewriter/MemoryReport.h"

#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/Twine.h"

using namespace clang;

namespace hpvm {
namespace {

/// Whether a gpu leaf under \p N reads or writes \p V.
bool usedOnGPU(const Node &N, const VarDecl *V) {
  if (N.isLeaf())
    return llvm::is_contained(N.Targets, TargetKind::GPU) && N.Access.count(V);
  return llvm::any_of(N.Children, [&](const std::unique_ptr<Node> &K) {
    return usedOnGPU(*K, V);
  });
}

bool hasGPULeaf(const Node &N) {
  if (N.isLeaf())
    return llvm::is_contained(N.Targets, TargetKind::GPU);
  return llvm::any_of(N.Children, [](const std::unique_ptr<Node> &K) {
    return hasGPULeaf(*K);
  });
}

/// The arrays of a graph's clauses; the builder's own (reduction partials,
/// `__hpvm_red0_x`) are left out.
std::vector<const VarDecl *> arraysOf(const Graph &G) {
  std::vector<const VarDecl *> Arrays;
  for (const VarDecl *V : G.Root.Inputs)
    if (G.Extents.count(V) && !V->getName().starts_with("__hpvm_"))
      Arrays.push_back(V);
  return Arrays;
}

/// "file:line:col: remark: " at \p D's kind (`graph`, `data`), where the
/// compiler's other remarks point at a node's pragma.
std::string remarkPrefix(const SourceManager &SM, const Directive &D) {
  PresumedLoc P = SM.getPresumedLoc(SM.getExpansionLoc(D.KindLoc));
  return (Twine(P.getFilename()) + ":" + Twine(P.getLine()) + ":" +
          Twine(P.getColumn()) + ": remark: ")
      .str();
}

std::string quoted(const VarDecl *V) {
  return ("'" + V->getName() + "'").str();
}

/// What the tracker does with one array the graph (or region) tracks itself
/// \p When (at each launch, once): copied in if gpu nodes may read it
/// (\p Reads), back at \p Back if the host asks for it (\p Writes).
std::string movement(const VarDecl *V, bool Reads, bool Writes, StringRef When,
                     StringRef Back) {
  std::string Text =
      quoted(V) + (Reads ? (" is copied to the GPU " + When +
                            ", before a gpu node first reads it")
                               .str()
                         : std::string(" gets GPU memory with no copy in"));
  if (Writes)
    Text += (", and back to the host when " + Back).str();
  return Text;
}

class Reporter {
public:
  Reporter(const ASTContext &Ctx,
           const std::vector<std::unique_ptr<Graph>> &Graphs,
           const std::vector<std::unique_ptr<DataRegion>> &Regions)
      : SM(Ctx.getSourceManager()), Graphs(Graphs), Regions(Regions) {}

  std::vector<std::string> run() {
    std::vector<std::pair<SourceLocation, std::string>> At;
    for (const std::unique_ptr<Graph> &G : Graphs)
      At.push_back({G->Dir->Loc, graph(*G)});
    for (const std::unique_ptr<DataRegion> &R : Regions)
      At.push_back({R->Dir->Loc, region(*R)});
    llvm::sort(At, [&](const auto &A, const auto &B) {
      return SM.isBeforeInTranslationUnit(SM.getExpansionLoc(A.first),
                                          SM.getExpansionLoc(B.first));
    });
    std::vector<std::string> Remarks;
    for (auto &[Loc, Text] : At)
      Remarks.push_back(std::move(Text));
    return Remarks;
  }

private:
  const SourceManager &SM;
  const std::vector<std::unique_ptr<Graph>> &Graphs;
  const std::vector<std::unique_ptr<DataRegion>> &Regions;

  /// Whether \p G's pragma lies in \p R's statement.
  bool inside(const Graph &G, const DataRegion &R) const {
    SourceRange Body = R.Body->getSourceRange();
    SourceLocation At = SM.getExpansionLoc(G.Dir->Loc);
    return G.Fn == R.Fn &&
           !SM.isBeforeInTranslationUnit(At,
                                         SM.getExpansionLoc(Body.getBegin())) &&
           !SM.isBeforeInTranslationUnit(SM.getExpansionLoc(Body.getEnd()), At);
  }

  std::string graph(const Graph &G) const {
    std::string Name = G.Dir->Name
                           ? "graph '" + G.Dir->Name->Name + "'"
                           : "graph in '" + G.Fn->getNameAsString() + "'";
    StringRef When = G.StreamLoop ? "for each item" : "at each launch";
    std::vector<std::string> Items;
    bool Moves = false;
    for (const VarDecl *V : arraysOf(G)) {
      if (!usedOnGPU(G.Root, V)) {
        Items.push_back(quoted(V) + " stays on the host (no gpu node uses it)");
        continue;
      }
      if (G.Covered.count(V)) {
        Items.push_back(quoted(V) + " is the enclosing data region's: the "
                                    "graph copies nothing of it");
        continue;
      }
      Moves = true;
      Items.push_back(movement(V, G.Root.readsVar(V), G.Root.writesVar(V), When,
                               G.StreamLoop ? "the item is popped"
                                            : "the graph completes"));
    }
    std::string Text = remarkPrefix(SM, *G.Dir) + Name + ": ";
    if (!hasGPULeaf(G.Root))
      return Text + "its nodes run on the CPU, on the host's memory: nothing "
                    "is copied";
    if (Items.empty())
      return Text + "no arrays in its clauses: nothing is copied";
    Text += llvm::join(Items, "; ");
    if (Moves)
      Text += G.StreamLoop ? "; the GPU's copies of an item's arrays are "
                             "dropped once it is popped"
                           : "; the GPU's copies are dropped when the graph "
                             "completes (a 'data' region keeps them for "
                             "the next graphs)";
    return Text;
  }

  std::string region(const DataRegion &R) const {
    std::vector<std::string> Items;
    bool Moves = false;
    for (const RegionItem &Item : R.Items) {
      bool OnGPU = llvm::any_of(Graphs, [&](const std::unique_ptr<Graph> &G) {
        return G->Covered.count(Item.Var) && inside(*G, R) &&
               usedOnGPU(G->Root, Item.Var);
      });
      if (!OnGPU) {
        Items.push_back(quoted(Item.Var) +
                        " stays on the host (no gpu node of the region's "
                        "graphs uses it)");
        continue;
      }
      Moves = true;
      Items.push_back(
          movement(Item.Var, Item.Dir != DataDir::Out,
                   Item.Dir == DataDir::Out || Item.Dir == DataDir::InOut,
                   "once", "the region ends"));
    }
    std::string Text = remarkPrefix(SM, *R.Dir) + "data region: ";
    if (!Moves)
      return Text + "no gpu node of its graphs uses its arrays: nothing is "
                    "copied";
    return Text + llvm::join(Items, "; ") +
           "; the GPU's copies stay there for all the graphs in the region";
  }
};

} // namespace

std::vector<std::string>
describeDataMovement(const ASTContext &Ctx,
                     const std::vector<std::unique_ptr<Graph>> &Graphs,
                     const std::vector<std::unique_ptr<DataRegion>> &Regions) {
  return Reporter(Ctx, Graphs, Regions).run();
}

} // namespace hpvm
