//===- OpenCLBackend.cpp - HPVM leaf nodes to OpenCL kernels
//----------------===//
//
// The stages, in order: choose the kernel nodes and build their kernels in a
// clone of the host module (KernelBuilder.h), keep only what they reach,
// reject what no OpenCL device runs while debug locations can still point at
// it, inline and optimise, print OpenCL C, embed it and add each node's host
// launcher (HostLauncher.h).
//
// The device module keeps the host's data layout: a kernel writes its
// computed outputs as the host lays them out, and OpenCL C lays out structs
// of scalars as x86-64 does. Vectorisation is off, as OpenCL C 1.2 vectors
// are not LLVM's and each device compiler vectorises (or not) on its own.
//
//===----------------------------------------------------------------------===//
#include "opencl/OpenCLBackend.h"
#include "DFG.h"
#include "Diagnostic.h"
#include "PassSetup.h"
#include "gpu/DeviceModule.h"
#include "gpu/DeviceSupport.h"
#include "gpu/HostLauncher.h"
#include "gpu/KernelBuilder.h"
#include "opencl/OpenCLCWriter.h"

#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DebugInfo.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/xxhash.h"
#include "llvm/Transforms/Utils/Cloning.h"

using namespace llvm;

namespace hpvm {
namespace {

constexpr StringLiteral SourceGlobalName = "hpvm.opencl.source";
constexpr StringLiteral ProgramGlobalName = "hpvm.opencl.program";

/// A call to a function without a body that is not an OpenCL built-in.
Error checkCalls(Module &DM) {
  for (Function &F : DM) {
    if (!F.isDeclaration() || F.isIntrinsic() ||
        isOpenCLMathFunction(F.getName()))
      continue;
    for (User *U : F.users())
      if (auto *CI = dyn_cast<CallBase>(U))
        return errorVia(userCall(CI), CI,
                        "an opencl node calls '" + demangle(F.getName()) +
                            "', which cannot run on an OpenCL device");
  }
  return Error::success();
}

/// OpenCL C 1.2 kernels call no functions of their own: everything is
/// inlined into the kernels, whatever the optimisation level.
void optimize(Module &DM, ArrayRef<Function *> Kernels) {
  SmallPtrSet<Function *, 8> IsKernel(Kernels.begin(), Kernels.end());
  for (Function &F : DM) {
    F.removeFnAttr(Attribute::OptimizeNone);
    F.removeFnAttr(Attribute::NoInline);
    if (!F.isDeclaration() && !IsKernel.count(&F))
      F.addFnAttr(Attribute::AlwaysInline);
  }
  PipelineTuningOptions PTO;
  PTO.LoopVectorization = false;
  PTO.SLPVectorization = false;
  PassBuilder PB(nullptr, PTO);
  AnalysisManagers AM(PB);
  PB.buildPerModuleDefaultPipeline(OptimizationLevel::O3).run(DM, AM.MAM);
}

GlobalVariable *embedProgram(Module &M, StringRef Source) {
  LLVMContext &C = M.getContext();
  Constant *Text = ConstantDataArray::getString(C, Source);
  auto *SourceGlobal =
      new GlobalVariable(M, Text->getType(), /*isConstant=*/true,
                         GlobalValue::PrivateLinkage, Text, SourceGlobalName);
  auto *I64 = Type::getInt64Ty(C);
  auto *Ty = StructType::get(C, {PointerType::getUnqual(C), I64});
  Constant *Init = ConstantStruct::get(
      Ty, {SourceGlobal, ConstantInt::get(I64, xxh3_64bits(Source))});
  return new GlobalVariable(M, Ty, /*isConstant=*/true,
                            GlobalValue::PrivateLinkage, Init,
                            ProgramGlobalName);
}

} // namespace

Expected<DeviceVersions> generateOpenCLCode(const DFG &G, Module &M) {
  SmallVector<KernelNode, 8> Nodes = selectKernelNodes(G, Target::OpenCL);
  DeviceVersions Versions;
  if (Nodes.empty())
    return Versions;

  ValueToValueMapTy HostToDevice;
  std::unique_ptr<Module> DM = CloneModule(M, HostToDevice);
  SmallVector<Function *, 8> Kernels;
  for (const KernelNode &KN : Nodes) {
    Expected<Function *> K = buildKernel(*DM, HostToDevice, KN);
    if (!K)
      return K.takeError();
    Kernels.push_back(*K);
  }
  pruneToKernels(*DM, Kernels);
  // Must run while the debug locations its messages use are there.
  if (Error E = checkDeviceSupport(*DM, "an opencl node"))
    return E;
  if (Error E = checkCalls(*DM))
    return E;
  optimize(*DM, Kernels);
  Expected<std::string> Source = writeOpenCLC(*DM, Kernels);
  if (!Source)
    return Source.takeError();

  GlobalVariable *Program = embedProgram(M, *Source);
  for (auto [KN, K] : zip_equal(Nodes, Kernels)) {
    Expected<Function *> Launcher =
        buildHostLauncher(KN, Program, KernelAPI::OpenCL, /*Constants=*/{},
                          openclKernelParams(*K));
    if (!Launcher)
      return Launcher.takeError();
    Versions[KN.Node->getFunction()] = {*Launcher, Program};
  }
  return Versions;
}

std::string embeddedOpenCLSource(const Module &M) {
  const GlobalVariable *GV = M.getNamedGlobal(SourceGlobalName);
  if (!GV)
    return "";
  return cast<ConstantDataArray>(GV->getInitializer())->getAsCString().str();
}

} // namespace hpvm
