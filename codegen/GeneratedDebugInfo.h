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

namespace llvm {
class Function;
class Module;
} // namespace llvm

namespace hpvm {

/// Gives each function defined in \p M without a subprogram an artificial
/// one, and its instructions without a location the line of that subprogram.
/// A module without a compile unit is left unchanged.
void describeGeneratedFunctions(llvm::Module &M);
/// The same for one function \p F, which has no subprogram: before code
/// with debug info is inlined into it, so that the code keeps its lines.
void describeGeneratedFunction(llvm::Function &F);

} // namespace hpvm

#endif // HPVM_CODEGEN_GENERATEDDEBUGINFO_H
