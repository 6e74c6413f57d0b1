//===- DFG.h - the dataflow-graph object model ------------------*- C++ -*-===//
//
// The graphs of a module in HPVM IR, read from the llvm.hpvm.* describe
// operations. A DFG owns one DFGraph per launched root function; a DFGraph
// owns its tree of DFNodes. Backends and graph passes work on this model,
// never on raw intrinsic calls.
//
// A node is one createNode call (or a launched root): the same node function
// created twice is two nodes.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_CODEGEN_DFG_H
#define HPVM_CODEGEN_DFG_H

#include "NodeTargets.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/Error.h"

#include <memory>
#include <vector>

namespace llvm {
class CallInst;
class Function;
class Module;
class StructType;
class Value;
} // namespace llvm

namespace hpvm {

class DFNode;

/// An edge between siblings: output SrcPort of Src feeds input DstPort of Dst.
struct DFEdge {
  DFNode *Src;
  DFNode *Dst;
  unsigned SrcPort;
  unsigned DstPort;
  bool AllToAll;
  bool Stream;
  llvm::CallInst *Call;
};

/// A bind: parent input ParentPort is Child's input ChildPort (input binds),
/// or Child's output ChildPort is the parent's output ParentPort (output
/// binds).
struct DFBind {
  DFNode *Child;
  unsigned ParentPort;
  unsigned ChildPort;
  bool Stream;
  llvm::CallInst *Call;
};

class DFNode {
public:
  DFNode(llvm::Function *F, DFNode *Parent, llvm::CallInst *Create,
         llvm::ArrayRef<llvm::Value *> Extents);

  llvm::Function *getFunction() const { return F; }
  DFNode *getParent() const { return Parent; }
  bool isRoot() const { return !Parent; }
  bool isLeaf() const { return Children.empty(); }
  /// Depth below the root (the root is 0).
  unsigned getLevel() const;
  /// Number of dimensions: 0 (one instance) to 3.
  unsigned getNumDims() const { return Extents.size(); }
  /// Instance counts, as values in the parent's function (empty for 0-D).
  llvm::ArrayRef<llvm::Value *> getExtents() const { return Extents; }
  /// The createNode call in the parent (null for a root).
  llvm::CallInst *getCreateCall() const { return Create; }
  /// The struct of the node's outputs (the function's return type).
  llvm::StructType *getOutputType() const;
  /// Targets after inheritance (see NodeTargets.h).
  TargetSet getTargets() const { return Targets; }
  /// The node's name for messages and profiles (its function, demangled).
  std::string getName() const;

  llvm::ArrayRef<std::unique_ptr<DFNode>> children() const { return Children; }
  llvm::ArrayRef<DFEdge> edges() const { return Edges; }
  llvm::ArrayRef<DFBind> inputBinds() const { return InBinds; }
  llvm::ArrayRef<DFBind> outputBinds() const { return OutBinds; }

  /// The children in a topological order of their edges (sources first),
  /// keeping source order among independent siblings. Valid once verified.
  llvm::SmallVector<DFNode *, 8> topologicalChildren() const;

private:
  friend class DFGBuilder;
  llvm::Function *F;
  DFNode *Parent;
  llvm::CallInst *Create;
  llvm::SmallVector<llvm::Value *, 3> Extents;
  TargetSet Targets;
  std::vector<std::unique_ptr<DFNode>> Children;
  llvm::SmallVector<DFEdge, 4> Edges;
  llvm::SmallVector<DFBind, 8> InBinds;
  llvm::SmallVector<DFBind, 8> OutBinds;
};

/// One launched graph: its root node and the launch calls that start it.
class DFGraph {
public:
  explicit DFGraph(std::unique_ptr<DFNode> Root) : Root(std::move(Root)) {}
  DFNode &getRoot() const { return *Root; }
  llvm::ArrayRef<llvm::CallInst *> launches() const { return Launches; }
  bool isStreaming() const { return Streaming; }

  /// Every node, children before parents.
  llvm::SmallVector<DFNode *, 16> postOrder() const;

private:
  friend class DFGBuilder;
  std::unique_ptr<DFNode> Root;
  llvm::SmallVector<llvm::CallInst *, 2> Launches;
  bool Streaming = false;
};

class DFG {
public:
  llvm::ArrayRef<std::unique_ptr<DFGraph>> graphs() const { return Graphs; }

private:
  friend class DFGBuilder;
  std::vector<std::unique_ptr<DFGraph>> Graphs;
};

/// Whether \p Launch, a call of llvm.hpvm.launch, starts a stream.
bool isStreamingLaunch(const llvm::CallInst *Launch);

/// Reads every launched graph of \p M. \p DefaultTargets are the targets of
/// a root without !hpvm.target. Structural errors that make the graph
/// unreadable (an edge between nodes of different graphs, ...) are errors
/// here; every other rule is checked by verifyDFG.
llvm::Expected<std::unique_ptr<DFG>> buildDFG(llvm::Module &M,
                                              TargetSet DefaultTargets);

} // namespace hpvm

#endif // HPVM_CODEGEN_DFG_H
