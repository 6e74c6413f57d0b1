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

std::optional<Target> targetNamed(StringRef Name) {
  for (const TargetName &N : Names)
    if (Name == N.Name)
      return N.T;
  return std::nullopt;
}

} // namespace

TargetList &TargetList::operator|=(TargetList O) {
  for (Target T : O.targets())
    if (!has(T)) {
      assert(Size < std::size(List) && "more targets than there are");
      List[Size++] = T;
    }
  return *this;
}

TargetList TargetList::replaced(Target From, Target To) const {
  TargetList L;
  for (Target T : targets())
    L |= T == From ? To : T;
  return L;
}

std::string TargetList::str() const {
  std::string S;
  for (Target T : targets())
    S += (S.empty() ? "" : ",") + targetName(T).str();
  return S;
}

StringRef targetName(Target T) {
  for (const TargetName &N : Names)
    if (N.T == T)
      return N.Name;
  llvm_unreachable("not a target");
}

std::optional<TargetList> targetsFromHint(uint64_t Code) {
  TargetList L;
  switch (Code) {
  case HintNone:
    return L;
  case HintCPU:
  // Tensor leaves run on the host: their operations call the tensor runtime,
  // which picks the device (cuDNN when a GPU is usable) per operation.
  case HintCUDNN:
  case HintTensor:
    return TargetList(Target::CPU);
  case HintGPU:
    return TargetList(Target::GPU);
  case HintCPUOrGPU:
    // The GPU when there is one, the CPU otherwise: what HPVM programs
    // that ask for either expect.
    L |= Target::GPU;
    L |= Target::CPU;
    return L;
  case HintVector:
    return TargetList(Target::Vector);
  case HintOpenCL:
    return TargetList(Target::OpenCL);
  default:
    return std::nullopt;
  }
}

TargetList targetsFromNames(ArrayRef<std::string> List) {
  TargetList L;
  for (const std::string &Name : List)
    if (std::optional<Target> T = targetNamed(Name))
      L |= *T;
  return L;
}

void setNodeTargets(Function &F, TargetList L) {
  LLVMContext &C = F.getContext();
  SmallVector<Metadata *, 3> Ops;
  for (Target T : L.targets())
    Ops.push_back(MDString::get(C, targetName(T)));
  F.setMetadata(MDKind, MDNode::get(C, Ops));
}

void replaceNodeTarget(Module &M, Target From, Target To) {
  for (Function &F : M)
    if (F.getMetadata(MDKind))
      setNodeTargets(F, getNodeTargets(F).replaced(From, To));
}

TargetList getNodeTargets(const Function &F) {
  TargetList L;
  if (MDNode *MD = F.getMetadata(MDKind))
    for (const MDOperand &Op : MD->operands())
      if (auto *Str = dyn_cast_if_present<MDString>(Op))
        if (std::optional<Target> T = targetNamed(Str->getString()))
          L |= *T;
  return L;
}

} // namespace hpvm
