//===- GPUBackend.cpp - HPVM graphs to NVPTX kernels ------------------------===//
//
// The stages of the GPU backend, in order: choose the kernel nodes
// (KernelBuilder.h), build their kernels in a clone of the host module,
// compile that device module to PTX (DeviceModule.h), embed the PTX in the
// host module and add each node's host launcher (HostLauncher.h).
//
//===----------------------------------------------------------------------===//
#include "gpu/GPUBackend.h"
#include "DFG.h"
#include "gpu/DeviceModule.h"
#include "gpu/HostLauncher.h"
#include "gpu/KernelBuilder.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/Module.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Transforms/Utils/Cloning.h"

using namespace llvm;

namespace hpvm {
namespace {

constexpr StringLiteral PTXGlobalName = "hpvm.gpu.ptx";

/// Kernels are built as `<node function>.kernel`; once the device module
/// is pruned (which removes the node functions themselves) they take the
/// node function's mangled name, so profilers show the node's name.
void nameKernels(Module &DM, ArrayRef<KernelNode> Nodes,
                 ArrayRef<Function *> Kernels) {
  for (auto [KN, K] : zip(Nodes, Kernels)) {
    StringRef Name = KN.Node->getFunction()->getName();
    if (Function *Old = DM.getFunction(Name))
      Old->setName(Name + ".node");
    K->setName(Name);
  }
}

} // namespace

Expected<DeviceVersions> generateGPUCode(const DFG &G, Module &M,
                                         const GPUOptions &Opts) {
  SmallVector<KernelNode, 8> Nodes = selectKernelNodes(G);
  DeviceVersions Versions;
  if (Nodes.empty())
    return Versions;

  Expected<std::unique_ptr<TargetMachine>> TM =
      makeNVPTXTargetMachine(Opts.Arch);
  if (!TM)
    return TM.takeError();
  ValueToValueMapTy HostToDevice;
  std::unique_ptr<Module> DM = CloneModule(M, HostToDevice);
  SmallVector<Function *, 8> Kernels;
  for (const KernelNode &KN : Nodes) {
    Expected<Function *> K = buildKernel(*DM, HostToDevice, KN);
    if (!K)
      return K.takeError();
    Kernels.push_back(*K);
  }
  Expected<std::string> PTX = compileDeviceModule(
      *DM, Kernels, **TM, Opts.LibDevicePath,
      [&] { nameKernels(*DM, Nodes, Kernels); });
  if (!PTX)
    return PTX.takeError();

  Constant *Text = ConstantDataArray::getString(M.getContext(), *PTX);
  auto *PTXGlobal =
      new GlobalVariable(M, Text->getType(), /*isConstant=*/true,
                         GlobalValue::PrivateLinkage, Text, PTXGlobalName);
  for (const KernelNode &KN : Nodes) {
    Expected<Function *> Launcher = buildHostLauncher(KN, PTXGlobal);
    if (!Launcher)
      return Launcher.takeError();
    Versions[KN.Node->getFunction()] = *Launcher;
  }
  return Versions;
}

GlobalVariable *embeddedPTXGlobal(Module &M) {
  return M.getNamedGlobal(PTXGlobalName);
}

std::string embeddedPTX(const Module &M) {
  const GlobalVariable *GV = M.getNamedGlobal(PTXGlobalName);
  if (!GV)
    return "";
  return cast<ConstantDataArray>(GV->getInitializer())->getAsCString().str();
}

} // namespace hpvm
