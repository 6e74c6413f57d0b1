//===- GeneratedDebugInfo.cpp - debug info for generated functions
//----------===//
//
// The backends build new functions around node bodies (chunks of instances,
// launchers) and leave them without debug info. LLVM's inliner drops the
// source locations of code inlined into a function without a subprogram, so
// a node body would lose its lines and variables under -g. Each such function
// gets an artificial subprogram at the node it runs; its own instructions
// (the instance loops) are at the node's line.
//
//===----------------------------------------------------------------------===//
#include "GeneratedDebugInfo.h"
#include "DFG.h"

#include "llvm/IR/DIBuilder.h"
#include "llvm/IR/DebugInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace hpvm {
namespace {

struct Place {
  DIFile *File;
  unsigned Line;
  unsigned Column;
};

/// Where generated code around a node is in the source: the place of the
/// first function with debug info that \p F calls (the node function whose
/// instances it runs), so that remarks about its loops point at the node:
/// its pragma (\p Nodes), else its declaration; otherwise line 0 of the
/// compile unit's file.
Place placeOf(const Function &F, DICompileUnit *CU, const NodePlaces &Nodes) {
  for (const Instruction &I : instructions(F))
    if (const auto *Call = dyn_cast<CallBase>(&I))
      if (const Function *Callee = Call->getCalledFunction()) {
        // The backends' versions of a node function are named after it
        // (F.cpu.inst, F.vector.body, ...).
        if (const DILocation *Node =
                Nodes.lookup(Callee->getName().split('.').first))
          return {Node->getFile(), Node->getLine(), Node->getColumn()};
        if (const DISubprogram *SP = Callee->getSubprogram())
          return {SP->getFile(), SP->getLine(), 0};
      }
  return {CU->getFile(), 0, 0};
}

/// The module's compile unit, if it has one.
DICompileUnit *compileUnit(Module &M) {
  // Also a location-tracking-only unit (-Rpass without -g), which
  // debug_compile_units() leaves out.
  NamedMDNode *CUs = M.getNamedMetadata("llvm.dbg.cu");
  if (!CUs || CUs->getNumOperands() == 0)
    return nullptr;
  return cast<DICompileUnit>(CUs->getOperand(0));
}

void describe(Function &F, DICompileUnit *CU, DIBuilder &DIB,
              const NodePlaces &Nodes) {
  auto [File, Line, Column] = placeOf(F, CU, Nodes);
  DISubroutineType *Type =
      DIB.createSubroutineType(DIB.getOrCreateTypeArray({}));
  DISubprogram *SP = DIB.createFunction(
      File, F.getName(), F.getName(), File, Line, Type, Line,
      DINode::FlagArtificial,
      DISubprogram::SPFlagDefinition |
          (F.hasLocalLinkage() ? DISubprogram::SPFlagLocalToUnit
                               : DISubprogram::SPFlagZero));
  F.setSubprogram(SP);
  DILocation *Loc = DILocation::get(F.getContext(), Line, Column, SP);
  for (Instruction &I : instructions(F))
    if (!I.getDebugLoc())
      I.setDebugLoc(Loc);
}

} // namespace

NodePlaces nodePlaces(const DFG &Graphs) {
  NodePlaces Nodes;
  for (const std::unique_ptr<DFGraph> &G : Graphs.graphs())
    for (const DFNode *N : G->postOrder()) {
      const CallInst *Create = N->getCreateCall();
      if (Create && Create->getDebugLoc())
        Nodes.try_emplace(N->getFunction()->getName(),
                          Create->getDebugLoc().get());
    }
  return Nodes;
}

void describeGeneratedFunctions(Module &M, const NodePlaces &Nodes) {
  DICompileUnit *CU = compileUnit(M);
  if (!CU)
    return;
  DIBuilder DIB(M, /*AllowUnresolved=*/false, CU);
  for (Function &F : M)
    if (!F.isDeclaration() && !F.getSubprogram())
      describe(F, CU, DIB, Nodes);
  DIB.finalize();
}

void describeGeneratedFunction(Function &F) {
  assert(!F.getSubprogram() && "the function has debug info");
  DICompileUnit *CU = compileUnit(*F.getParent());
  if (!CU)
    return;
  DIBuilder DIB(*F.getParent(), /*AllowUnresolved=*/false, CU);
  describe(F, CU, DIB, NodePlaces());
  DIB.finalize();
}

} // namespace hpvm
