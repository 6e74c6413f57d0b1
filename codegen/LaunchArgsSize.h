//===- LaunchArgsSize.h - launch structs without room for outputs -*- C++
//-*-===//
//
// A non-streaming launch passes a struct holding the root's parameters
// followed by room for its outputs, which the graph writes when it finishes
// (shared/HPVM-C.md). Programs written for the HPVM release sometimes leave
// the room out (ERA's mini-era: malloc(sizeof(RootIn)) of its 22 parameters
// for a root with one output), and the outputs are then written past the
// struct. The release accepts such programs, so where the struct's size is
// known in the IR (a local or global variable, or malloc of a constant),
// this only warns at the launch.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_CODEGEN_LAUNCHARGSSIZE_H
#define HPVM_CODEGEN_LAUNCHARGSSIZE_H

#include <string>
#include <vector>

namespace llvm {
class Module;
} // namespace llvm

namespace hpvm {

/// Located warnings for the launches of \p M, in HPVM IR, whose argument
/// struct is smaller than their root's parameters and outputs.
std::vector<std::string> launchArgsSizeWarnings(const llvm::Module &M);

} // namespace hpvm

#endif // HPVM_CODEGEN_LAUNCHARGSSIZE_H
