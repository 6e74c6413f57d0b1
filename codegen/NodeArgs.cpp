//===- NodeArgs.cpp - the packed argument struct of a node ------------------===//
#include "NodeArgs.h"

#include "llvm/IR/Function.h"

using namespace llvm;

namespace hpvm {

StructType *nodeArgsType(const Function &F) {
  SmallVector<Type *, 8> Fields(F.getFunctionType()->params());
  Fields.push_back(F.getReturnType());
  return StructType::get(F.getContext(), Fields, /*isPacked=*/true);
}

} // namespace hpvm
