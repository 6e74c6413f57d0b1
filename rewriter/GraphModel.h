//===- GraphModel.h - dataflow graphs recovered from pragmas ----*- C++ -*-===//
//
// What the graph builder (GraphBuilder.h) recovers from the AST and the HPVM-C
// printer (HPVMCPrinter.h) prints: for each `#pragma hpvm graph`, a tree of
// nodes (root, internal nodes, leaves, allocation nodes) whose inputs and
// outputs are variables of the host function, with the source of every input
// (the parent, a sibling's output, an allocation node) already decided.
//
// `#pragma hpvm data` regions are recovered too, with the memory they cover.
//
// A "pointer-like" variable (a pointer or a C array) is passed as two values,
// the pointer and its size in bytes; everything else is one value.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_REWRITER_GRAPHMODEL_H
#define HPVM_REWRITER_GRAPHMODEL_H

#include "rewriter/Directive.h"
#include "rewriter/SourceText.h"

#include "clang/AST/Decl.h"
#include "clang/AST/Stmt.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"

#include <memory>
#include <string>
#include <vector>

namespace hpvm {

struct Graph;

/// One dimension of a loop-form node: `for (Var = Lo; Var CMP Hi; STEP)`.
struct LoopDim {
  const clang::VarDecl *Var = nullptr;
  const clang::Expr *Lo = nullptr;
  const clang::Expr *Hi = nullptr;
  /// Null for a step of 1.
  const clang::Expr *Step = nullptr;
  bool Increasing = true;
  /// `<=` or `>=`.
  bool Inclusive = false;
  /// Whether Lo (Step) may have a value the loop variable's type does not:
  /// the variable holds (adds) the value converted to its type.
  bool ConvertLo = false, ConvertStep = false;
  /// When the bound is written as the start plus an extent (`i < lo + K`,
  /// or `i > hi - ...` mirrored), K: the trip count is computed from it alone,
  /// so it need not depend on what the start depends on.
  const clang::Expr *Span = nullptr;
};

enum class NodeKind { Root, Internal, Leaf, Alloc };

struct Node;

/// Where a node's input comes from.
struct InputSource {
  enum SourceKind { Parent, Sibling } Kind = Parent;
  /// The sibling (possibly the allocation node) for Sibling.
  const Node *From = nullptr;
  /// The sibling's output variable (differs from the input's variable only for
  /// explicit edges between differently named items).
  const clang::VarDecl *FromVar = nullptr;
  EdgeRepl Repl = EdgeRepl::AllToAll;
};

/// A `reduction(op: var)` of a leaf directly in a graph: each instance
/// starts Var from the operator's identity and stores its value in
/// Partials[its linear instance index]; when the graph completes, the host
/// combines them into Var.
struct Reduction {
  const ReductionItem *Item = nullptr;
  const clang::VarDecl *Var = nullptr;
  /// For a C array of constant size: its element type and size (each
  /// instance has its own array, not an input). Null type for a scalar.
  clang::QualType Element;
  uint64_t Length = 1;
  /// Made up by the builder (named `__hpvm_red<N>_<var>`, no declaration in
  /// the AST): the per-instance values, an out pointer input of the leaf and
  /// the root, allocated by the host for `<name>_n` instances.
  const clang::VarDecl *Partials = nullptr;
};

struct Node {
  explicit Node(NodeKind Kind) : Kind(Kind) {}

  NodeKind Kind;
  /// The node's pragma; the graph's for the root, null for allocation nodes.
  const Directive *Dir = nullptr;
  Node *Parent = nullptr;
  Graph *G = nullptr;
  /// 0 for the root.
  unsigned Depth = 0;
  std::vector<std::unique_ptr<Node>> Children;

  /// Loop form: the loop nest, outermost (dimension x) first.
  std::vector<LoopDim> Loops;
  /// Block form: instances(...) expressions.
  std::vector<const clang::Expr *> Instances;
  /// Leaf: the statement copied into the node function (the innermost loop
  /// body, or the block). Internal: the block holding the children.
  const clang::Stmt *Body = nullptr;

  /// Internal: `#pragma hpvm local` variables (outputs of the allocation
  /// node, its first child) and scalar declarations recomputed by children.
  std::vector<const clang::VarDecl *> Locals;
  std::vector<const clang::VarDecl *> InnerDecls;
  /// Internal: explicit `#pragma hpvm edge` directives.
  std::vector<const Directive *> Edges;
  /// Leaf: barrier pragmas and loop `continue`s to rewrite in the copy.
  std::vector<const Directive *> Barriers;
  std::vector<const clang::ContinueStmt *> Continues;
  /// Leaf: its reductions, in clause order.
  std::vector<Reduction> Reductions;

  std::vector<TargetKind> Targets;
  std::string FnName;

  /// Inputs (function parameters) and outputs, in order.
  std::vector<const clang::VarDecl *> Inputs;
  std::vector<const clang::VarDecl *> Outputs;
  /// Inputs that arrive through an edge from a sibling's output and so have
  /// the promoted type of a variadic argument.
  llvm::SmallPtrSet<const clang::VarDecl *, 4> PromotedInputs;
  /// Values the node computes itself before its body (loop variables of its
  /// own and of enclosing loop-form nodes, inner declarations of ancestors),
  /// in source order.
  std::vector<const clang::VarDecl *> Derived;
  /// How the node accesses each variable, for edge inference.
  llvm::DenseMap<const clang::VarDecl *, DataDir> Access;
  /// Pointers the node writes with `out` in a section smaller than what the
  /// host tracks: its copy on a device must start as the host's (an `in`
  /// attribute too), or the copy home would overwrite the rest.
  llvm::SmallPtrSet<const clang::VarDecl *, 4> PartialOuts;
  /// Inputs after Inputs that only order the node after a sibling that reads
  /// an array this node writes: the sibling's output (the array's size).
  std::vector<std::pair<const Node *, const clang::VarDecl *>> OrderInputs;
  /// Set by the parent: the source of each input.
  llvm::DenseMap<const clang::VarDecl *, InputSource> Sources;
  /// Internal and root: the child that produces each output.
  llvm::DenseMap<const clang::VarDecl *, const Node *> OutputFrom;

  bool isLoopForm() const { return !Loops.empty(); }
  bool isLeaf() const { return Kind == NodeKind::Leaf; }
  bool hasChildren() const {
    return Kind == NodeKind::Root || Kind == NodeKind::Internal;
  }
  unsigned dims() const {
    return isLoopForm() ? Loops.size() : Instances.size();
  }
  bool writesVar(const clang::VarDecl *V) const {
    auto It = Access.find(V);
    return It != Access.end() && writes(It->second);
  }
  bool readsVar(const clang::VarDecl *V) const {
    auto It = Access.find(V);
    return It != Access.end() && reads(It->second);
  }
  std::string displayName() const {
    return Dir ? Dir->displayName() : std::string("<allocation>");
  }
};

/// The host-side extent of a pointer-like root input or data region item:
/// the host tracks Lo + Len elements from the pointer.
struct HostExtent {
  /// Source text of the lower bound and length of the outermost dimension;
  /// both empty for a C array without a section (sizeof the array).
  std::string Lo, Len;
  /// The same expressions (null when not written) and the item they are
  /// written in.
  const clang::Expr *LoExpr = nullptr, *LenExpr = nullptr;
  clang::SourceLocation Loc;

  /// The number of elements tracked from the pointer, as text; empty for the
  /// whole C array.
  std::string count() const {
    return Lo.empty() || Lo == "0" ? Len : paren(Lo) + " + " + paren(Len);
  }
};

/// A change of the main file beyond a graph's own text: [Begin, End) becomes
/// Text.
struct SourceEdit {
  clang::SourceLocation Begin, End;
  std::string Text;
};

/// A node with variants in a graph: consecutive sibling nodes of one name,
/// each with `variant(ID)` (GraphVariants.h). A graph holds one of them.
struct NodeChoice {
  /// The configuration's key, "<graph name>.<node name>".
  std::string Key;
  /// The node's variants, in source order (the first is the default).
  std::vector<std::string> Names;
  /// The variant this graph holds.
  unsigned Chosen = 0;
  /// The first variant's clause.
  clang::SourceLocation Loc;
};

struct Graph {
  const Directive *Dir = nullptr;
  /// File-wide number of the graph, in source order.
  unsigned Number = 0;
  /// The function whose body holds the graph, and the declaration at
  /// namespace scope before which node functions are printed.
  const clang::FunctionDecl *Fn = nullptr;
  const clang::Decl *TopDecl = nullptr;
  /// Whether TopDecl is a member function defined in its class: node
  /// functions are then static members printed in the class.
  bool InClass = false;
  /// `template <...>` and `<...>` of the enclosing templates, or empty.
  std::string TemplateHeader, TemplateArgs;
  /// Changes of the user's code around the graph that it needs: names for
  /// the template parameters of `auto` parameters (AutoParams.h).
  std::vector<SourceEdit> SourceEdits;
  /// The graph's block, and the block the pragma is a statement of.
  const clang::CompoundStmt *Block = nullptr;
  const clang::CompoundStmt *Parent = nullptr;
  /// `graph stream`: the for loop whose body is Block; each iteration is
  /// one item pushed into the pipeline. Null for other graphs.
  const clang::ForStmt *StreamLoop = nullptr;
  /// `graph stream`: the C arrays declared in the loop body, which become
  /// references to one buffer each of a set as large as the pipeline.
  std::vector<const clang::VarDecl *> StreamArrays;
  /// Statements of the block that are not nodes: run on the host first.
  std::vector<const clang::Stmt *> HostStmts;
  Node Root{NodeKind::Root};
  /// Root pointer-like inputs with their extents.
  llvm::DenseMap<const clang::VarDecl *, HostExtent> Extents;
  /// `#pragma hpvm wait` of a nowait graph.
  const Directive *Wait = nullptr;
  /// Loop variables (node, dimension) of top-level loop-form nodes that are
  /// declared before the graph: when the graph completes, the host variable
  /// gets the value the sequential loop leaves in it.
  std::vector<std::pair<const Node *, unsigned>> HostLoopVars;
  /// Root pointer-like inputs whose memory an enclosing data region tracks:
  /// the graph does not track, request or untrack them itself.
  llvm::SmallPtrSet<const clang::VarDecl *, 4> Covered;
  /// `variant(ID)`: the variants of the graph's name in its function, in
  /// source order (the first is the default); empty for other graphs.
  std::vector<std::string> Variants;
  /// `tunable(VAR: ...)`: each clause with the variable it names.
  std::vector<std::pair<const TunableItem *, const clang::VarDecl *>> Tunables;
  /// Nodes with variants: a graph directive with them gives one graph per
  /// combination of their variants, numbered by CloneIndex (0: every node's
  /// first variant), of which the runtime runs the one the configuration
  /// chooses.
  std::vector<NodeChoice> NodeChoices;
  unsigned CloneIndex = 0;
};

/// One item of a `#pragma hpvm data` region.
struct RegionItem {
  const clang::VarDecl *Var = nullptr;
  DataDir Dir = DataDir::In;
  HostExtent Extent;
};

/// A `#pragma hpvm data` region: its items are tracked before Body and
/// untracked after it (out, inout requested back first).
struct DataRegion {
  const Directive *Dir = nullptr;
  /// File-wide number of the region, in source order.
  unsigned Number = 0;
  const clang::FunctionDecl *Fn = nullptr;
  /// The statement the region covers.
  const clang::Stmt *Body = nullptr;
  std::vector<RegionItem> Items;

  const RegionItem *find(const clang::VarDecl *V) const {
    for (const RegionItem &Item : Items)
      if (Item.Var == V)
        return &Item;
    return nullptr;
  }
};

} // namespace hpvm

#endif // HPVM_REWRITER_GRAPHMODEL_H
