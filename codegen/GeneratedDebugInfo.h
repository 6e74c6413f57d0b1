//===- GeneratedDebugInfo.h - debug info for generated functions -*- C++
//-*-===//
//
// Under -g, functions the backends create (instance loops, launchers) get an
// artificial subprogram, so that node bodies inlined into them keep their
// source lines and variables for debuggers, sanitizer reports and
// optimisation remarks.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_CODEGEN_GENERATEDDEBUGINFO_H
#define HPVM_CODEGEN_GENERATEDDEBUGINFO_H

#include "llvm/ADT/StringMap.h"

namespace llvm {
class DILocation;
class Function;
class Module;
} // namespace llvm

namespace hpvm {

class DFG;

/// Where each node function of a graph (by name) is in the source: at the
/// call that creates the node, which the rewriter puts at the node's pragma.
/// (A root has none: code around it keeps its declaration's line.)
using NodePlaces = llvm::StringMap<const llvm::DILocation *>;
/// The places of the nodes of \p Graphs; read before the backends lower the
/// calls that create them.
NodePlaces nodePlaces(const DFG &Graphs);

/// Gives each function defined in \p M without a subprogram an artificial
/// one at the node it runs (\p Nodes), and its instructions without a
/// location the place of that subprogram. A module without a compile unit
/// is left unchanged.
void describeGeneratedFunctions(llvm::Module &M, const NodePlaces &Nodes);
/// The same for one function \p F, which has no subprogram: before code
/// with debug info is inlined into it, so that the code keeps its lines.
void describeGeneratedFunction(llvm::Function &F);

} // namespace hpvm

#endif // HPVM_CODEGEN_GENERATEDDEBUGINFO_H
