//===- FunctionAttributes.cpp - clang's attributes on generated code
//--------===//
//
// clang marks every function it emits with attributes that follow from the
// command line (-fsanitize=, -fno-omit-frame-pointer, -fstack-protector,
// -march, ...). LLVM's instrumentation and code generation read them per
// function: without them a node's instance loop would run uninstrumented
// under -fsanitize=address, for example. Functions clang emitted carry
// "target-cpu"; the first of them is the model.
//
//===----------------------------------------------------------------------===//
#include "FunctionAttributes.h"

#include "llvm/IR/Attributes.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace hpvm {
namespace {

/// Attributes that come from the command line, not from a function's code.
constexpr Attribute::AttrKind OptionKinds[] = {
    Attribute::SanitizeAddress, Attribute::SanitizeHWAddress,
    Attribute::SanitizeMemory,  Attribute::SanitizeMemTag,
    Attribute::SanitizeThread,  Attribute::StackProtect,
    Attribute::StackProtectReq, Attribute::StackProtectStrong,
    Attribute::UWTable};
constexpr StringLiteral OptionStrings[] = {
    "frame-pointer", "no-trapping-math", "stack-protector-buffer-size",
    "target-cpu",    "target-features",  "tune-cpu"};

const Function *clangFunction(const Module &M) {
  for (const Function &F : M)
    if (!F.isDeclaration() && F.hasFnAttribute("target-cpu"))
      return &F;
  return nullptr;
}

} // namespace

void inheritClangFunctionAttributes(Module &M) {
  const Function *Model = clangFunction(M);
  if (!Model)
    return;
  for (Function &F : M) {
    if (F.isDeclaration())
      continue;
    for (Attribute::AttrKind K : OptionKinds)
      if (Model->hasFnAttribute(K) && !F.hasFnAttribute(K))
        F.addFnAttr(Model->getFnAttribute(K));
    for (StringRef K : OptionStrings)
      if (Model->hasFnAttribute(K) && !F.hasFnAttribute(K))
        F.addFnAttr(Model->getFnAttribute(K));
  }
}

} // namespace hpvm
