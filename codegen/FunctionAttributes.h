//===- FunctionAttributes.h - clang's attributes on generated code -*- C++
//-*-===//
//
// Functions the backends create (instance loops, launchers, vector bodies)
// get the attributes clang's code generation gives every function of the
// translation unit under the user's options: sanitizers, frame pointers,
// stack protection, unwind tables and the target CPU and features.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_CODEGEN_FUNCTIONATTRIBUTES_H
#define HPVM_CODEGEN_FUNCTIONATTRIBUTES_H

namespace llvm {
class Module;
} // namespace llvm

namespace hpvm {

/// Adds to each function defined in \p M the option-derived attributes that
/// clang gave the module's own functions and that the function lacks. A
/// module without a function from clang is left unchanged.
void inheritClangFunctionAttributes(llvm::Module &M);

} // namespace hpvm

#endif // HPVM_CODEGEN_FUNCTIONATTRIBUTES_H
