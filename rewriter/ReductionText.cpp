//===- ReductionText.cpp - the code of reduction(op: var) -----------------===//
//
// Identities are literals of the variable's type, so that the generated code
// needs no header in C: the largest and smallest values of an integer type
// (min and max start from them), infinities for floating-point types (a
// float min of values that are all +inf stays +inf, as sequentially).
//
//===----------------------------------------------------------------------===//
#include "rewriter/ReductionText.h"

#include "llvm/ADT/APInt.h"
#include "llvm/ADT/StringExtras.h"

using namespace clang;

namespace hpvm {

std::string reductionIdentity(const ASTContext &Ctx, ReductionOp Op, QualType T,
                              llvm::StringRef TypeName) {
  std::string Cast = "(" + TypeName.str() + ")";
  switch (Op) {
  case ReductionOp::Add:
  case ReductionOp::Or:
  case ReductionOp::Xor:
    return Cast + "0";
  case ReductionOp::Mul:
    return Cast + "1";
  case ReductionOp::And:
    return Cast + "~0ULL";
  case ReductionOp::Min:
  case ReductionOp::Max:
    break;
  }
  bool Highest = Op == ReductionOp::Min;
  if (T->isDependentType())
    return "hpvm::detail::reduction_" +
           std::string(Highest ? "highest" : "lowest") + "<" + TypeName.str() +
           ">()";
  if (T->isRealFloatingType())
    return Highest ? Cast + "__builtin_inf()" : "-" + Cast + "__builtin_inf()";
  if (!T->isSignedIntegerType())
    return Cast + (Highest ? "~0ULL" : "0");
  std::string Max = llvm::toString(
      llvm::APInt::getSignedMaxValue(Ctx.getTypeSize(T)), 10, true);
  return Highest ? Cast + Max + "LL" : Cast + "(-" + Max + "LL - 1)";
}

std::string reductionCombine(ReductionOp Op, llvm::StringRef Var,
                             llvm::StringRef Value) {
  std::string V = Var.str(), X = Value.str();
  switch (Op) {
  case ReductionOp::Add:
    return V + " += " + X + ";";
  case ReductionOp::Mul:
    return V + " *= " + X + ";";
  case ReductionOp::And:
    return V + " &= " + X + ";";
  case ReductionOp::Or:
    return V + " |= " + X + ";";
  case ReductionOp::Xor:
    return V + " ^= " + X + ";";
  case ReductionOp::Min:
    return "if (" + X + " < " + V + ") " + V + " = " + X + ";";
  case ReductionOp::Max:
    return "if (" + X + " > " + V + ") " + V + " = " + X + ";";
  }
  llvm_unreachable("unknown reduction operator");
}

} // namespace hpvm
