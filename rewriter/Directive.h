//===- Directive.h - one parsed '#pragma hpvm' line -------------*- C++ -*-===//
//
// The syntax of a `#pragma hpvm` directive as the pragma handler parsed it:
// its kind, its clauses and the positions of its tokens. Expressions in
// clauses (array section bounds, instance counts) are parsed by Sema: the
// handler injects them into the token stream inside a marker declaration, and
// the graph builder later reads the checked Exprs back from the marker (see
// PragmaParser.h).
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_REWRITER_DIRECTIVE_H
#define HPVM_REWRITER_DIRECTIVE_H

#include "clang/AST/Expr.h"
#include "clang/Basic/SourceLocation.h"
#include "llvm/ADT/StringRef.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace hpvm {

enum class DirectiveKind { Graph, Node, Edge, Wait, Local, Barrier, Data };

llvm::StringRef directiveName(DirectiveKind K);

enum class TargetKind { CPU, Vector, GPU, OpenCL };

/// Parses "cpu", "vector", "gpu" or "opencl".
std::optional<TargetKind> parseTarget(llvm::StringRef Name);

/// Scratch only appears on `data` directives: memory that is tracked but
/// never requested back.
enum class DataDir { In, Out, InOut, Scratch };

inline bool reads(DataDir D) { return D != DataDir::Out; }
inline bool writes(DataDir D) { return D != DataDir::In; }

/// A name written in a pragma, with the location of its token.
struct Ident {
  std::string Name;
  clang::SourceLocation Loc;
};

/// Slots index Directive::Exprs; NoSlot means "not written" (a section's
/// omitted lower bound is 0).
constexpr unsigned NoSlot = ~0u;

struct SectionDim {
  unsigned LoSlot = NoSlot;
  unsigned LenSlot = NoSlot;
};

/// One ITEM of in(...), out(...), inout(...) or scratch(...).
struct DataItem {
  DataDir Dir;
  Ident Name;
  unsigned NameSlot = NoSlot;
  std::vector<SectionDim> Dims;
  /// From the name to the closing ']' of the last dimension.
  clang::SourceRange Range;
};

/// The operators of `reduction(op: var, ...)`, OpenMP's spelling.
enum class ReductionOp { Add, Mul, Min, Max, And, Or, Xor };

/// The operator as written: "+", "min", ...
llvm::StringRef reductionOpName(ReductionOp Op);

/// One variable of a reduction(...) clause.
struct ReductionItem {
  ReductionOp Op;
  clang::SourceLocation OpLoc;
  Ident Name;
  unsigned NameSlot = NoSlot;
};

enum class EdgeRepl { AllToAll, OneToOne };

/// One `tunable(VAR: v1, v2, ...)` of a graph: the integer variable the
/// runtime may set to one of the candidate values before the graph runs.
struct TunableItem {
  Ident Name;
  unsigned NameSlot = NoSlot;
  std::vector<long long> Values;
};

struct Directive {
  DirectiveKind Kind;
  /// Index in the directive table; also the marker's tag.
  unsigned Index = 0;
  /// Where the pragma starts ('#' or '_Pragma') and the directive's name.
  clang::SourceLocation Loc;
  clang::SourceLocation KindLoc;
  /// The last token of the pragma (for fix-its appended to it).
  clang::SourceLocation LastTokLoc;
  bool IsPragmaOperator = false;

  std::optional<Ident> Name;
  clang::SourceLocation NowaitLoc, StreamLoc;
  std::vector<TargetKind> Targets;
  clang::SourceLocation TargetLoc;
  unsigned Parallel = 0;
  clang::SourceLocation ParallelLoc;
  std::vector<unsigned> InstanceSlots;
  clang::SourceLocation InstancesLoc;
  std::vector<DataItem> Data;
  std::vector<ReductionItem> Reductions;
  // graph and node: variant(ID); graph: tunable(VAR: v1, ...)
  std::optional<Ident> Variant;
  std::vector<TunableItem> Tunables;

  // edge(SRC.ITEM -> DST.ITEM) [one_to_one | all_to_all] [stream]
  Ident EdgeSrc, EdgeSrcItem, EdgeDst, EdgeDstItem;
  EdgeRepl Repl = EdgeRepl::AllToAll;

  // wait(ID)
  Ident WaitName;

  /// The clause expressions, by slot, once Sema has checked them.
  std::vector<const clang::Expr *> Exprs;
  unsigned NumSlots = 0;

  const clang::Expr *expr(unsigned Slot) const {
    return Slot == NoSlot ? nullptr : Exprs[Slot];
  }
  /// The data item naming \p Name, if any.
  const DataItem *findItem(llvm::StringRef ItemName) const {
    for (const DataItem &Item : Data)
      if (Item.Name.Name == ItemName)
        return &Item;
    return nullptr;
  }
  /// What a diagnostic calls the directive's node: its name or "<unnamed>".
  std::string displayName() const {
    return Name ? Name->Name : std::string("<unnamed>");
  }
};

/// All directives of one parse, in source order.
using DirectiveTable = std::vector<std::unique_ptr<Directive>>;

} // namespace hpvm

#endif // HPVM_REWRITER_DIRECTIVE_H
