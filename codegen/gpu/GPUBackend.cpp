//===- GPUBackend.cpp - HPVM graphs to NVPTX kernels ------------------------===//
//
// The stages of the GPU backend, in order: choose the kernel nodes
// (KernelBuilder.h), build their kernels in a clone of the host module,
// compile that device module to PTX (DeviceModule.h), assemble a cubin when
// the driver has ptxas, embed both in the host module and add each node's
// host launcher (HostLauncher.h).
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
constexpr StringLiteral CubinGlobalName = "hpvm.gpu.cubin";
constexpr StringLiteral ModuleGlobalName = "hpvm.gpu.module";
/// A section of its own, so that `objcopy --dump-section` extracts the cubin
/// of an object file for the CUDA toolkit's tools.
constexpr StringLiteral CubinSection = ".hpvm.cubin";

/// The hpvm_rt_gpu_module (hpvm_rt.h) of \p PTX and \p Cubin, which is for
/// sm_\p Arch (empty: there is none).
GlobalVariable *embedGPUModule(Module &M, StringRef PTX, StringRef Cubin,
                               unsigned Arch) {
  LLVMContext &C = M.getContext();
  Constant *Text = ConstantDataArray::getString(C, PTX);
  auto *PTXGlobal =
      new GlobalVariable(M, Text->getType(), /*isConstant=*/true,
                         GlobalValue::PrivateLinkage, Text, PTXGlobalName);
  auto *Ptr = PointerType::getUnqual(C);
  Constant *CubinPtr = ConstantPointerNull::get(Ptr);
  if (!Cubin.empty()) {
    Constant *Bytes =
        ConstantDataArray::getRaw(Cubin, Cubin.size(), Type::getInt8Ty(C));
    auto *CubinGlobal =
        new GlobalVariable(M, Bytes->getType(), /*isConstant=*/true,
                           GlobalValue::PrivateLinkage, Bytes, CubinGlobalName);
    // An ELF image: the driver reads its headers in place.
    CubinGlobal->setAlignment(Align(8));
    CubinGlobal->setSection(CubinSection);
    CubinPtr = CubinGlobal;
  }
  auto *I64 = Type::getInt64Ty(C), *I32 = Type::getInt32Ty(C);
  auto *Ty = StructType::get(C, {Ptr, Ptr, I64, I32});
  Constant *Init = ConstantStruct::get(
      Ty, {PTXGlobal, CubinPtr, ConstantInt::get(I64, Cubin.size()),
           ConstantInt::get(I32, Cubin.empty() ? 0 : Arch)});
  return new GlobalVariable(M, Ty, /*isConstant=*/true,
                            GlobalValue::PrivateLinkage, Init,
                            ModuleGlobalName);
}

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
  SmallVector<KernelNode, 8> Nodes = selectKernelNodes(G, Target::GPU);
  DeviceVersions Versions;
  if (Nodes.empty())
    return Versions;

  Expected<std::unique_ptr<TargetMachine>> TM =
      makeNVPTXTargetMachine(Opts.Arch);
  if (!TM)
    return TM.takeError();
  unsigned SM = cantFail(parseCudaArch(Opts.Arch));
  ValueToValueMapTy HostToDevice;
  std::unique_ptr<Module> DM = CloneModule(M, HostToDevice);
  SmallVector<Function *, 8> Kernels;
  for (const KernelNode &KN : Nodes) {
    Expected<Function *> K = buildKernel(*DM, HostToDevice, KN);
    if (!K)
      return K.takeError();
    Kernels.push_back(*K);
  }
  SmallVector<SmallVector<ConstantParam, 2>, 8> Constants;
  Expected<std::string> PTX = compileDeviceModule(
      *DM, Kernels, **TM, Opts.LibDevicePath,
      [&] { nameKernels(*DM, Nodes, Kernels); }, Opts.ConstantMemory,
      Opts.ReadOnlyCache.value_or(readOnlyCacheByDefault(SM)), Constants);
  if (!PTX)
    return PTX.takeError();
  std::string Cubin;
  if (Opts.AssemblePTX) {
    Expected<std::string> Assembled = Opts.AssemblePTX(*PTX);
    if (!Assembled)
      return Assembled.takeError();
    Cubin = std::move(*Assembled);
  }

  GlobalVariable *GPUModule =
      embedGPUModule(M, *PTX, Cubin, SM);
  for (auto [KN, Consts] : zip(Nodes, Constants)) {
    Expected<Function *> Launcher =
        buildHostLauncher(KN, GPUModule, KernelAPI::CUDA, Consts);
    if (!Launcher)
      return Launcher.takeError();
    Versions[KN.Node->getFunction()] = {*Launcher, GPUModule};
  }
  return Versions;
}

bool readOnlyCacheByDefault(unsigned SM) { return SM < 70; }

std::string embeddedPTX(const Module &M) {
  const GlobalVariable *GV = M.getNamedGlobal(PTXGlobalName);
  if (!GV)
    return "";
  return cast<ConstantDataArray>(GV->getInitializer())->getAsCString().str();
}

} // namespace hpvm
