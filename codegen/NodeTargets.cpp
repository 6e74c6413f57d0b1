//===- NodeTargets.cpp - the targets of a node function ---------------------===//
#include "NodeTargets.h"

#include "llvm/IR/Function.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace hpvm {
namespace {

constexpr StringLiteral MDKind = "hpvm.target";

struct TargetName {
  Target T;
  StringLiteral Name;
};
constexpr TargetName Names[] = {{Target::CPU, "cpu"},
                                 {Target::Vector, "vector"},
                                 {Target::GPU, "gpu"},
                                 {Target::OpenCL, "opencl"}};

// hpvm::Target values (include/hpvm/hpvm.h).
enum HintCode : uint64_t {
  HintNone = 0,
  HintCPU = 1,
  HintGPU = 2,
  HintCUDNN = 3,
  HintTensor = 4,
  HintCPUOrGPU = 5,
  HintVector = 7,
  HintOpenCL = 8,
};

} // namespace

std::string TargetSet::str() const {
  std::string S;
  for (const TargetName &N : Names)
    if (has(N.T))
      S += (S.empty() ? "" : ",") + N.Name.str();
  return S;
}

std::optional<TargetSet> targetsFromHint(uint64_t Code) {
  TargetSet S;
  switch (Code) {
  case HintNone:
    return S;
  case HintCPU:
  // Tensor leaves run on the host: their operations call the tensor runtime,
  // which picks the device (cuDNN when a GPU is usable) per operation.
  case HintCUDNN:
  case HintTensor:
    return TargetSet(Target::CPU);
  case HintGPU:
    return TargetSet(Target::GPU);
  case HintCPUOrGPU:
    S |= Target::CPU;
    S |= Target::GPU;
    return S;
  case HintVector:
    return TargetSet(Target::Vector);
  case HintOpenCL:
    return TargetSet(Target::OpenCL);
  default:
    return std::nullopt;
  }
}

TargetSet targetsFromNames(ArrayRef<std::string> List) {
  TargetSet S;
  for (const std::string &Name : List)
    for (const TargetName &N : Names)
      if (Name == N.Name)
        S |= N.T;
  return S;
}

void setNodeTargets(Function &F, TargetSet T) {
  LLVMContext &C = F.getContext();
  SmallVector<Metadata *, 3> Ops;
  for (const TargetName &N : Names)
    if (T.has(N.T))
      Ops.push_back(MDString::get(C, N.Name));
  F.setMetadata(MDKind, MDNode::get(C, Ops));
}

void replaceNodeTarget(Module &M, Target From, Target To) {
  for (Function &F : M)
    if (F.getMetadata(MDKind))
      setNodeTargets(F, getNodeTargets(F).replaced(From, To));
}

TargetSet getNodeTargets(const Function &F) {
  TargetSet S;
  if (MDNode *MD = F.getMetadata(MDKind))
    for (const MDOperand &Op : MD->operands())
      if (auto *Str = dyn_cast_if_present<MDString>(Op))
        for (const TargetName &N : Names)
          if (Str->getString() == N.Name)
            S |= N.T;
  return S;
}

} // namespace hpvm
