//===- DFGPrinter.cpp - textual and Graphviz dumps of the graphs ----------===//
//
// Children are named by their position among their siblings (`#1`, in
// createNode order) and their function's short name, since the same node
// function may be created twice. Runtime instance counts print as the IR
// names they have in the parent's function (as in `--emit=hpvm-ir`), so the
// dump can be read beside the module.
//
//===----------------------------------------------------------------------===//
#include "DFGPrinter.h"
#include "DFG.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/ModuleSlotTracker.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdlib>
#include <functional>

using namespace llvm;

namespace hpvm {
namespace {

/// The function's name without its parameter list ("ns::f" for
/// "ns::f(int)"); unmangled names are returned unchanged.
std::string shortName(const Function &F) {
  std::string Mangled = F.getName().str();
  ItaniumPartialDemangler D;
  if (D.partialDemangle(Mangled.c_str()) || !D.isFunction())
    return demangle(Mangled);
  size_t Size = 0;
  char *Buf = D.getFunctionName(nullptr, &Size);
  std::string Name = Buf ? std::string(Buf) : demangle(Mangled);
  std::free(Buf);
  return Name;
}

/// The position of \p N among its siblings.
unsigned childIndex(const DFNode &N) {
  ArrayRef<std::unique_ptr<DFNode>> Siblings = N.getParent()->children();
  auto It = find_if(Siblings, [&](const std::unique_ptr<DFNode> &C) {
    return C.get() == &N;
  });
  assert(It != Siblings.end() && "a node is one of its parent's children");
  return It - Siblings.begin();
}

/// `#1 'name'` for a child, `'name'` for a root.
std::string nodeRef(const DFNode &N) {
  std::string Name = "'" + shortName(*N.getFunction()) + "'";
  return N.isRoot() ? Name : "#" + std::to_string(childIndex(N)) + " " + Name;
}

std::string typeText(const Type *T) {
  std::string S;
  raw_string_ostream(S) << *T;
  return S;
}

/// "in", "out", "in out" or "" for parameter \p ArgNo of \p F.
std::string pointerAttrs(const Function &F, unsigned ArgNo) {
  bool In = F.getAttributes().hasParamAttr(ArgNo, "hpvm.in");
  bool Out = F.getAttributes().hasParamAttr(ArgNo, "hpvm.out");
  return In && Out ? "in out" : In ? "in" : Out ? "out" : "";
}

/// "ptr in", "i64", ... for input \p ArgNo of \p F.
std::string inputText(const Function &F, unsigned ArgNo) {
  std::string Text = typeText(F.getArg(ArgNo)->getType());
  std::string Attrs = pointerAttrs(F, ArgNo);
  return Attrs.empty() ? Text : Text + " " + Attrs;
}

/// "0-D (single instance)", "2-D [16 x %6]", ...; counts are values of the
/// parent's function.
std::string gridText(const DFNode &N, ModuleSlotTracker &MST) {
  if (N.getNumDims() == 0)
    return "0-D (single instance)";
  if (!N.isRoot())
    MST.incorporateFunction(*N.getParent()->getFunction());
  std::string S;
  raw_string_ostream OS(S);
  OS << N.getNumDims() << "-D [";
  ListSeparator Sep(" x ");
  for (Value *Extent : N.getExtents()) {
    OS << Sep;
    if (auto *C = dyn_cast<ConstantInt>(Extent))
      OS << C->getValue();
    else if (isa<Constant>(Extent))
      OS << "?";
    else
      Extent->printAsOperand(OS, /*PrintType=*/false, MST);
  }
  OS << "]";
  return S;
}

std::string targetsText(const DFNode &N) {
  return N.getTargets().any() ? N.getTargets().str() : "none";
}

std::string edgeKind(const DFEdge &E) {
  std::string Kind = E.AllToAll ? "all_to_all" : "one_to_one";
  return E.Stream ? Kind + ", stream" : Kind;
}

//===----------------------------------------------------------------------===//
// --emit=dfg
//===----------------------------------------------------------------------===//

class TreePrinter {
public:
  TreePrinter(raw_ostream &OS, const Module &M)
      : OS(OS), MST(&M, /*ShouldInitializeAllMetadata=*/false) {}

  void printGraph(const DFGraph &G) {
    unsigned Launches = G.launches().size();
    OS << "graph " << nodeRef(G.getRoot()) << ": " << Launches
       << (Launches == 1 ? " launch" : " launches") << ", "
       << (G.isStreaming() ? "streaming" : "not streaming") << "\n";
    printNode(G.getRoot(), 1);
  }

private:
  raw_ostream &OS;
  ModuleSlotTracker MST;

  raw_ostream &line(unsigned Indent) { return OS.indent(2 * Indent); }

  void printNode(const DFNode &N, unsigned Indent) {
    const Function &F = *N.getFunction();
    line(Indent) << "node "
                 << (N.isRoot() ? ""
                                : "#" + std::to_string(childIndex(N)) + " ")
                 << "'" << N.getName() << "'\n";
    ++Indent;
    line(Indent) << "function: @" << F.getName() << "\n";
    line(Indent) << "targets: " << targetsText(N) << "\n";
    line(Indent) << "grid: " << gridText(N, MST) << "\n";

    line(Indent) << "inputs:" << (F.arg_empty() ? " none" : "") << "\n";
    for (unsigned Idx = 0; Idx != F.arg_size(); ++Idx)
      line(Indent + 1) << Idx << ": " << inputText(F, Idx) << "\n";
    StructType *Out = N.getOutputType();
    line(Indent) << "outputs:" << (Out->getNumElements() ? "" : " none")
                 << "\n";
    for (unsigned Idx = 0; Idx != Out->getNumElements(); ++Idx)
      line(Indent + 1) << Idx << ": " << typeText(Out->getElementType(Idx))
                       << "\n";

    if (!N.edges().empty())
      line(Indent) << "edges:\n";
    for (const DFEdge &E : N.edges())
      line(Indent + 1) << nodeRef(*E.Src) << " output " << E.SrcPort << " -> "
                       << nodeRef(*E.Dst) << " input " << E.DstPort << ", "
                       << edgeKind(E) << "\n";
    if (!N.inputBinds().empty() || !N.outputBinds().empty())
      line(Indent) << "binds:\n";
    for (const DFBind &B : N.inputBinds())
      line(Indent + 1) << "input " << B.ParentPort << " -> "
                       << nodeRef(*B.Child) << " input " << B.ChildPort
                       << (B.Stream ? ", stream" : "") << "\n";
    for (const DFBind &B : N.outputBinds())
      line(Indent + 1) << nodeRef(*B.Child) << " output " << B.ChildPort
                       << " -> output " << B.ParentPort
                       << (B.Stream ? ", stream" : "") << "\n";

    for (const std::unique_ptr<DFNode> &C : N.children())
      printNode(*C, Indent);
  }
};

//===----------------------------------------------------------------------===//
// --emit=dfg-dot
//===----------------------------------------------------------------------===//

/// Escapes \p S for a double-quoted Graphviz string.
std::string escapeString(StringRef S) {
  std::string R;
  for (char C : S) {
    if (C == '"' || C == '\\')
      R += '\\';
    R += C;
  }
  return R;
}

/// Escapes \p S for one field of a record label, where braces, bars and
/// angle brackets are syntax.
std::string escapeRecord(StringRef S) {
  std::string R;
  for (char C : S) {
    if (StringRef("{}|<>\"\\").contains(C))
      R += '\\';
    R += C;
  }
  return R;
}

/// Leaves are records with their inputs on top and their outputs below;
/// internal nodes are clusters holding their children between an "inputs"
/// bar and an "outputs" bar, so that binds and edges meet real ports.
class DotPrinter {
public:
  DotPrinter(raw_ostream &OS, const Module *M)
      : OS(OS), MST(M, /*ShouldInitializeAllMetadata=*/false) {}

  void printGraph(const DFGraph &G) {
    // Number every node first: a parent's connections name its children
    // before they are printed.
    std::function<void(const DFNode &)> Number = [&](const DFNode &N) {
      unsigned NewId = Ids.size();
      Ids[&N] = NewId;
      for (const std::unique_ptr<DFNode> &C : N.children())
        Number(*C);
    };
    Number(G.getRoot());
    printNode(G.getRoot(), 1, &G);
  }

  void finish() {
    for (const std::string &L : Connections)
      OS << "  " << L << "\n";
  }

private:
  raw_ostream &OS;
  ModuleSlotTracker MST;
  DenseMap<const DFNode *, unsigned> Ids;
  std::vector<std::string> Connections;

  std::string id(const DFNode &N) const {
    assert(Ids.count(&N) && "nodes are numbered before they are printed");
    return "n" + std::to_string(Ids.lookup(&N));
  }

  /// The port that feeds input \p Port of \p N.
  std::string inPort(const DFNode &N, unsigned Port) {
    return (N.isLeaf() ? id(N) : id(N) + "_in") + ":i" + std::to_string(Port) +
           ":n";
  }
  /// The port that carries output \p Port of \p N.
  std::string outPort(const DFNode &N, unsigned Port) {
    return (N.isLeaf() ? id(N) : id(N) + "_out") + ":o" + std::to_string(Port) +
           ":s";
  }

  std::string inputFields(const Function &F) {
    std::string S;
    ListSeparator Sep("|");
    for (unsigned Idx = 0; Idx != F.arg_size(); ++Idx)
      S += StringRef(Sep).str() + "<i" + std::to_string(Idx) + "> " +
           escapeRecord(std::to_string(Idx) + ": " + inputText(F, Idx));
    return S;
  }
  std::string outputFields(StructType *Out) {
    std::string S;
    ListSeparator Sep("|");
    for (unsigned Idx = 0; Idx != Out->getNumElements(); ++Idx)
      S += StringRef(Sep).str() + "<o" + std::to_string(Idx) + "> " +
           escapeRecord(std::to_string(Idx) + ": " +
                        typeText(Out->getElementType(Idx)));
    return S;
  }

  void printLeaf(const DFNode &N, unsigned Indent) {
    const Function &F = *N.getFunction();
    std::string Label = escapeRecord(N.getName()) + "\\n" +
                        escapeRecord(gridText(N, MST)) + "\\n" +
                        escapeRecord(targetsText(N));
    if (!F.arg_empty())
      Label = "{" + inputFields(F) + "}|" + Label;
    if (N.getOutputType()->getNumElements())
      Label += "|{" + outputFields(N.getOutputType()) + "}";
    OS.indent(2 * Indent) << id(N) << " [shape=Mrecord, label=\"{" << Label
                          << "}\"];\n";
  }

  /// \p G is set for a root: its cluster is the whole graph.
  void printNode(const DFNode &N, unsigned Indent, const DFGraph *G) {
    if (N.isLeaf() && !G)
      return printLeaf(N, Indent);

    const Function &F = *N.getFunction();
    std::string Title =
        G ? "graph " + nodeRef(N) + (G->isStreaming() ? " (streaming)" : "")
          : nodeRef(N);
    OS.indent(2 * Indent) << "subgraph cluster_" << id(N) << " {\n";
    if (N.isLeaf()) {
      // A launched leaf: the cluster only names the graph.
      OS.indent(2 * Indent + 2) << "label=\"" << escapeString(Title) << "\";\n";
      printLeaf(N, Indent + 1);
      OS.indent(2 * Indent) << "}\n";
      return;
    }
    OS.indent(2 * Indent + 2) << "label=\"" << escapeString(Title) << "\\n"
                              << escapeString(N.getName()) << "\\n"
                              << escapeString(gridText(N, MST)) << "\\n"
                              << escapeString(targetsText(N)) << "\";\n";
    if (!F.arg_empty())
      OS.indent(2 * Indent + 2)
          << id(N) << "_in [shape=record, style=filled, fillcolor=gray95, "
          << "label=\"inputs|" << inputFields(F) << "\"];\n";
    if (N.getOutputType()->getNumElements())
      OS.indent(2 * Indent + 2)
          << id(N) << "_out [shape=record, style=filled, fillcolor=gray95, "
          << "label=\"outputs|" << outputFields(N.getOutputType()) << "\"];\n";
    for (const DFBind &B : N.inputBinds())
      Connections.push_back(id(N) + "_in:i" + std::to_string(B.ParentPort) +
                            ":s -> " + inPort(*B.Child, B.ChildPort) +
                            " [style=dashed, color=gray40" +
                            (B.Stream ? ", label=\"stream\"" : "") + "];");
    for (const DFBind &B : N.outputBinds())
      Connections.push_back(outPort(*B.Child, B.ChildPort) + " -> " + id(N) +
                            "_out:o" + std::to_string(B.ParentPort) +
                            ":n [style=dashed, color=gray40" +
                            (B.Stream ? ", label=\"stream\"" : "") + "];");
    for (const DFEdge &E : N.edges())
      Connections.push_back(outPort(*E.Src, E.SrcPort) + " -> " +
                            inPort(*E.Dst, E.DstPort) + " [label=\"" +
                            edgeKind(E) + "\"" +
                            (E.Stream ? ", style=bold" : "") + "];");

    for (const std::unique_ptr<DFNode> &C : N.children())
      printNode(*C, Indent + 1, nullptr);
    OS.indent(2 * Indent) << "}\n";
  }
};

const Module *moduleOf(const DFG &G) {
  return G.graphs().empty()
             ? nullptr
             : G.graphs().front()->getRoot().getFunction()->getParent();
}

} // namespace

void printDFG(const DFG &G, raw_ostream &OS) {
  if (G.graphs().empty())
    return;
  TreePrinter P(OS, *moduleOf(G));
  ListSeparator Sep("\n");
  for (const std::unique_ptr<DFGraph> &Graph : G.graphs()) {
    OS << Sep;
    P.printGraph(*Graph);
  }
}

void printDFGDot(const DFG &G, raw_ostream &OS) {
  OS << "digraph hpvm {\n"
     << "  graph [fontname=\"Helvetica\", fontsize=11];\n"
     << "  node [fontname=\"Helvetica\", fontsize=10];\n"
     << "  edge [fontname=\"Helvetica\", fontsize=9];\n";
  DotPrinter P(OS, moduleOf(G));
  for (const std::unique_ptr<DFGraph> &Graph : G.graphs())
    P.printGraph(*Graph);
  P.finish();
  OS << "}\n";
}

} // namespace hpvm
