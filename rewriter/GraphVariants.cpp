//===- GraphVariants.cpp - variant(...) and tunable(...) of graphs --------===//
//
// The sequential program (pragmas ignored) runs every variant of a graph in
// turn, so each variant must compute the graph's results from its inputs
// alone, and running it again must change nothing. That is the user's to
// keep (an inout section may be written whole or in part, or updated), but
// a reduction into a host variable always breaks it: it is an error. A
// tunable variable keeps its own value in the sequential program; that
// value is the default.
//
//===----------------------------------------------------------------------===//
#include "rewriter/GraphVariants.h"

#include "rewriter/ASTQueries.h"
#include "rewriter/Diagnostics.h"

#include "clang/Basic/CharInfo.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"

#include <map>

using namespace clang;

namespace hpvm {

namespace {

class VariantBinder {
public:
  explicit VariantBinder(ASTContext &Ctx) : Diags(Ctx.getDiagnostics()) {}

  bool run(std::vector<std::unique_ptr<Graph>> &Graphs) {
    for (std::unique_ptr<Graph> &G : Graphs)
      if (G->CloneIndex == 0) {
        checkVariant(*G);
        bindTunables(*G);
      }
    groupVariants(Graphs);
    // The other combinations of a graph's node variants follow its first.
    const Graph *First = nullptr;
    for (std::unique_ptr<Graph> &G : Graphs) {
      if (G->CloneIndex == 0) {
        First = G.get();
        continue;
      }
      G->Variants = First->Variants;
      G->Tunables = First->Tunables;
    }
    return OK;
  }

private:
  DiagnosticsEngine &Diags;
  bool OK = true;

  DiagnosticBuilder diag(SourceLocation Loc, Diag D) {
    if (!isNote(D))
      OK = false;
    return report(Diags, Loc, D);
  }

  void checkVariant(const Graph &G) {
    const Directive &D = *G.Dir;
    if (!D.Variant)
      return;
    if (!D.Name) {
      diag(D.Variant->Loc, Diag::VariantNeedsName);
      return;
    }
    if (D.NowaitLoc.isValid())
      diag(D.NowaitLoc, Diag::VariantNowait);
    for (const std::unique_ptr<Node> &Child : G.Root.Children)
      for (const Reduction &R : Child->Reductions)
        diag(R.Item->Name.Loc, Diag::VariantReduction) << R.Item->Name.Name;
  }

  void bindTunables(Graph &G) {
    const Directive &D = *G.Dir;
    if (!D.Tunables.empty() && !D.Name) {
      diag(D.Tunables.front().Name.Loc, Diag::TunableNeedsName)
          << D.Tunables.front().Name.Name;
      return;
    }
    for (const TunableItem &Item : D.Tunables) {
      const Expr *E = D.expr(Item.NameSlot);
      if (!E) // Sema rejected it and said why
        continue;
      const VarDecl *V = refVar(E);
      QualType T = V ? V->getType() : QualType();
      if (!V || !(T->isDependentType() ||
                  (T->isIntegerType() && !T->isBooleanType() &&
                   !T->isEnumeralType() && !T.isConstQualified()))) {
        diag(Item.Name.Loc, Diag::TunableNotVariable) << Item.Name.Name;
        continue;
      }
      G.Tunables.push_back({&Item, V});
    }
  }

  /// The variants of one name in one function, in source order.
  void groupVariants(std::vector<std::unique_ptr<Graph>> &Graphs) {
    std::map<std::pair<const FunctionDecl *, std::string>, std::vector<Graph *>>
        Groups;
    for (std::unique_ptr<Graph> &G : Graphs)
      if (G->Dir->Variant && G->Dir->Name && G->CloneIndex == 0)
        Groups[{G->Fn, G->Dir->Name->Name}].push_back(G.get());
    for (auto &[Key, Members] : Groups) {
      std::vector<std::string> Names;
      llvm::StringMap<const Ident *> Seen;
      for (const Graph *G : Members) {
        const Ident &V = *G->Dir->Variant;
        if (auto [It, New] = Seen.insert({V.Name, &V}); !New) {
          diag(V.Loc, Diag::VariantTwice) << Key.second << V.Name;
          diag(It->second->Loc, Diag::NotePreviousName);
          continue;
        }
        Names.push_back(V.Name);
      }
      for (Graph *G : Members)
        G->Variants = Names;
      // A node's variants are chosen by "<graph>.<node>", whichever variant
      // of the graph holds the node.
      std::map<std::string, std::pair<const Graph *, const NodeChoice *>>
          NodeKeys;
      for (const Graph *G : Members)
        for (const NodeChoice &C : G->NodeChoices) {
          auto [It, New] = NodeKeys.insert({C.Key, {G, &C}});
          if (New)
            continue;
          std::string Node = C.Key.substr(C.Key.find('.') + 1);
          diag(C.Loc, Diag::NodeVariantKeyTwice)
              << Node << Key.second << It->second.first->Dir->Variant->Name
              << G->Dir->Variant->Name;
          diag(It->second.second->Loc, Diag::NoteNodeVariantsHere) << Node;
        }
    }
  }
};

/// A directive's data clauses as written ("in A[0:n*n]"), sorted: the
/// variants of a node must have the same.
std::string dataClauses(const ASTContext &Ctx, const Directive &D) {
  std::vector<std::string> Items;
  for (const DataItem &Item : D.Data) {
    StringRef Text = Lexer::getSourceText(
        CharSourceRange::getTokenRange(Item.Range), Ctx.getSourceManager(),
        Ctx.getLangOpts());
    std::string Compact;
    for (char C : Text)
      if (!isWhitespace(C))
        Compact += C;
    Items.push_back((writes(Item.Dir) ? reads(Item.Dir) ? "inout(" : "out("
                                      : "in(") +
                    Compact + ")");
  }
  llvm::sort(Items);
  return Items.empty() ? "nothing" : llvm::join(Items, " ");
}

} // namespace

bool checkNodeVariants(ASTContext &Ctx, ArrayRef<const Directive *> Members) {
  DiagnosticsEngine &Diags = Ctx.getDiagnostics();
  bool OK = true;
  const Directive &First = *Members.front();
  std::string Node = First.Name->Name;
  std::string Clauses = dataClauses(Ctx, First);
  llvm::StringMap<const Ident *> Seen;
  for (const Directive *D : Members) {
    const Ident &V = *D->Variant;
    if (auto [It, New] = Seen.insert({V.Name, &V}); !New) {
      report(Diags, V.Loc, Diag::NodeVariantTwice) << Node << V.Name;
      report(Diags, It->second->Loc, Diag::NotePreviousName);
      OK = false;
    }
    if (std::string Own = dataClauses(Ctx, *D); Own != Clauses) {
      report(Diags, V.Loc, Diag::NodeVariantData)
          << V.Name << Node << First.Variant->Name;
      report(Diags, First.Variant->Loc, Diag::NoteNodeVariantData)
          << First.Variant->Name << Clauses;
      OK = false;
    }
    for (const ReductionItem &R : D->Reductions) {
      report(Diags, R.Name.Loc, Diag::NodeVariantReduction) << R.Name.Name;
      OK = false;
    }
  }
  return OK;
}

bool bindVariants(ASTContext &Ctx,
                  std::vector<std::unique_ptr<Graph>> &Graphs) {
  return VariantBinder(Ctx).run(Graphs);
}

} // namespace hpvm
