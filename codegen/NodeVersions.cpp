//===- NodeVersions.cpp - a node built for several targets
//------------------===//
#include "NodeVersions.h"
#include "DFG.h"
#include "RuntimeAPI.h"
#include "SplitInstances.h"
#include "SplitSections.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace hpvm {
namespace {

/// HPVM_RT_CPU and the others (hpvm_rt.h).
int32_t runtimeTarget(Target T) {
  switch (T) {
  case Target::CPU:
    return 0;
  case Target::Vector:
    return 1;
  case Target::GPU:
    return 2;
  case Target::OpenCL:
    return 3;
  }
  llvm_unreachable("not a target");
}

/// The device code of \p Versions' version for \p T; null when none.
Constant *codeOf(ArrayRef<NodeVersion> Versions, Target T, PointerType *Ptr) {
  for (const NodeVersion &V : Versions)
    if (V.T == T)
      return V.Code;
  return ConstantPointerNull::get(Ptr);
}

} // namespace

Function *buildDispatch(const DFNode &N, ArrayRef<NodeVersion> Versions,
                        unsigned Listed, Constant *Name) {
  assert(Versions.size() > 1 && Listed != 0 && Listed <= Versions.size() &&
         "a choice among versions");
  Function *F = N.getFunction();
  Module &M = *F->getParent();
  LLVMContext &C = M.getContext();
  auto *Ptr = PointerType::getUnqual(C);
  auto *I32 = Type::getInt32Ty(C);

  SmallVector<Constant *, 3> Targets, Fns;
  for (const NodeVersion &V : Versions) {
    Targets.push_back(ConstantInt::get(I32, runtimeTarget(V.T)));
    Fns.push_back(V.Run);
  }
  auto table = [&](Type *Elt, ArrayRef<Constant *> Values, StringRef Suffix) {
    auto *Ty = ArrayType::get(Elt, Values.size());
    auto *GV = new GlobalVariable(
        M, Ty, /*isConstant=*/true, GlobalValue::PrivateLinkage,
        ConstantArray::get(Ty, Values), F->getName() + Suffix);
    GV->setUnnamedAddr(GlobalValue::UnnamedAddr::Global);
    return GV;
  };
  // Why its instances cannot be split between devices, if so.
  std::optional<std::string> NoSplit = whyNotSplit(N);
  Constant *WhyNotSplit = ConstantPointerNull::get(Ptr);
  if (NoSplit) {
    auto *Text = ConstantDataArray::getString(C, *NoSplit);
    auto *GV = new GlobalVariable(M, Text->getType(), /*isConstant=*/true,
                                  GlobalValue::PrivateLinkage, Text,
                                  F->getName() + ".no_split");
    GV->setUnnamedAddr(GlobalValue::UnnamedAddr::Global);
    WhyNotSplit = GV;
  }
  // The bytes each part of a split launch touches, where known.
  unsigned Sections = 0;
  Function *SplitSections = NoSplit ? nullptr : buildSplitSections(N, Sections);
  // hpvm_rt_node: name, gpu_module, opencl_program, targets, versions,
  // state, num_versions, listed, no_split, split_sections, num_sections.
  // Not constant: the runtime keeps the node's history in `state`.
  auto *NodeTy = StructType::get(
      C, {Ptr, Ptr, Ptr, Ptr, Ptr, Ptr, I32, I32, Ptr, Ptr, I32});
  Constant *Init = ConstantStruct::get(
      NodeTy,
      {Name, codeOf(Versions, Target::GPU, Ptr),
       codeOf(Versions, Target::OpenCL, Ptr), table(I32, Targets, ".targets"),
       table(Ptr, Fns, ".versions"), ConstantPointerNull::get(Ptr),
       ConstantInt::get(I32, Versions.size()), ConstantInt::get(I32, Listed),
       WhyNotSplit,
       SplitSections ? static_cast<Constant *>(SplitSections)
                     : ConstantPointerNull::get(Ptr),
       ConstantInt::get(I32, SplitSections ? Sections : 0)});
  auto *Node = new GlobalVariable(M, NodeTy, /*isConstant=*/false,
                                  GlobalValue::InternalLinkage, Init,
                                  F->getName() + ".versioned");

  Function *First = Versions.front().Run;
  auto *Fn =
      Function::Create(First->getFunctionType(), GlobalValue::InternalLinkage,
                       F->getName() + ".dispatch", M);
  IRBuilder<> B(BasicBlock::Create(C, "entry", Fn));
  SmallVector<Value *, 6> Args{Node};
  append_range(Args, make_pointer_range(Fn->args()));
  B.CreateCall(getRuntimeFunction(M, RuntimeFn::RunNode), Args);
  B.CreateRetVoid();
  return Fn;
}

VersionTargets versionTargets(const DFNode &N,
                              function_ref<bool(Target)> HasOwn) {
  VersionTargets V;
  for (Target T : N.getTargets().targets()) {
    if (!HasOwn(T))
      T = Target::CPU;
    if (!is_contained(V.Targets, T))
      V.Targets.push_back(T);
  }
  V.Listed = V.Targets.size();
  if (all_of(V.Targets,
             [](Target T) { return T == Target::GPU || T == Target::OpenCL; }))
    V.Targets.push_back(Target::CPU);
  return V;
}

} // namespace hpvm
