//===- DFGPrinter.h - textual and Graphviz dumps of the graphs --*- C++ -*-===//
//
// The two human-readable forms of a module's graph model (docs/hpvm-ir.md):
// `--emit=dfg`, an indented tree per launched graph, and `--emit=dfg-dot`,
// Graphviz with one cluster per internal node. Both expect a verified model:
// every port they print exists.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_CODEGEN_DFGPRINTER_H
#define HPVM_CODEGEN_DFGPRINTER_H

namespace llvm {
class raw_ostream;
} // namespace llvm

namespace hpvm {

class DFG;

/// Prints every graph of \p G as an indented tree (`--emit=dfg`).
void printDFG(const DFG &G, llvm::raw_ostream &OS);

/// Prints every graph of \p G as one Graphviz digraph (`--emit=dfg-dot`).
void printDFGDot(const DFG &G, llvm::raw_ostream &OS);

} // namespace hpvm

#endif // HPVM_CODEGEN_DFGPRINTER_H
