//===- DeviceModule.cpp - the NVPTX module of a translation unit ------------===//
#include "gpu/DeviceModule.h"
#include "Diagnostic.h"
#include "PassSetup.h"
#include "gpu/ConstantParams.h"
#include "gpu/DeviceSupport.h"
#include "gpu/DivergentLoopUnroll.h"
#include "gpu/UniformLoads.h"

#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/DebugInfo.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Module.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/Linker/Linker.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Transforms/IPO/GlobalDCE.h"

using namespace llvm;

namespace hpvm {
namespace {

constexpr StringLiteral Triple = "nvptx64-nvidia-cuda";

/// Only the kernels are entry points: everything else becomes internal, so
/// that what they do not reach can go.
void internalizeAllBut(Module &DM, ArrayRef<Function *> Kernels) {
  SmallPtrSet<const GlobalValue *, 8> Keep(Kernels.begin(), Kernels.end());
  for (GlobalValue &GV : DM.global_values())
    if (!GV.isDeclaration() && !Keep.count(&GV)) {
      GV.setLinkage(GlobalValue::InternalLinkage);
      if (auto *GO = dyn_cast<GlobalObject>(&GV))
        GO->setComdat(nullptr);
    }
}


/// The first call to \p F, for an error message.
const Instruction *firstCall(Function &F) {
  for (User *U : F.users())
    if (auto *CI = dyn_cast<CallBase>(U))
      return CI;
  return nullptr;
}

Error linkDeviceLibraries(Module &DM, StringRef LibDevicePath) {
  SmallVector<Function *, 8> External;
  for (Function &F : DM)
    if (F.isDeclaration() && !F.isIntrinsic() && !F.use_empty())
      External.push_back(&F);
  if (External.empty())
    return Error::success();

  SMDiagnostic Diag;
  std::unique_ptr<Module> LibDevice =
      LibDevicePath.empty() ? nullptr
                            : parseIRFile(LibDevicePath, Diag, DM.getContext());
  for (Function *F : External) {
    // libdevice's square roots are approximate unless __CUDA_PREC_SQRT is
    // set, which LLVM's NVVMReflect cannot do; llvm.sqrt is IEEE-exact on
    // NVPTX, like the CPU's and like nvcc's default.
    if (F->getName() == "sqrtf" || F->getName() == "sqrt") {
      F->replaceAllUsesWith(llvm::Intrinsic::getDeclaration(
          &DM, llvm::Intrinsic::sqrt, {F->getReturnType()}));
      continue;
    }
    // UndefinedBehaviorSanitizer's reports are host code: in a gpu version
    // its checks trap instead, as with -fsanitize-trap=undefined.
    if (F->getName().starts_with("__ubsan_handle_")) {
      Function *Trap =
          llvm::Intrinsic::getDeclaration(&DM, llvm::Intrinsic::trap);
      for (User *U : make_early_inc_range(F->users())) {
        auto *Report = cast<CallInst>(U);
        CallInst::Create(Trap, "", Report->getIterator());
        Report->eraseFromParent();
      }
      continue;
    }
    std::string Name = ("__nv_" + F->getName()).str();
    if (LibDevice && LibDevice->getFunction(Name)) {
      F->setName(Name);
      continue;
    }
    std::string What = "a gpu node calls '" + demangle(F->getName().str()) +
                       "', which cannot run on the GPU";
    if (!LibDevice)
      What += " (and libdevice, which has the GPU math functions, was not "
              "found at '" +
              LibDevicePath.str() + "')";
    const Instruction *At = firstCall(*F);
    return At ? errorVia(userCall(At), At, What) : errorIn(F, What);
  }
  if (!LibDevice)
    return Error::success();
  LibDevice->setTargetTriple(DM.getTargetTriple());
  LibDevice->setDataLayout(DM.getDataLayout());
  if (Linker::linkModules(DM, std::move(LibDevice), Linker::LinkOnlyNeeded))
    return createStringError(inconvertibleErrorCode(),
                             "hpvmcc: error: cannot link libdevice from '" +
                                 LibDevicePath + "'");
  return Error::success();
}

void optimize(Module &DM, TargetMachine &TM, ArrayRef<Function *> Kernels) {
  internalizeAllBut(DM, Kernels);
  PassBuilder PB(&TM);
  PB.registerVectorizerStartEPCallback(
      [](FunctionPassManager &FPM, OptimizationLevel) {
        FPM.addPass(DivergentLoopUnroll());
      });
  AnalysisManagers AM(PB);
  PB.buildPerModuleDefaultPipeline(OptimizationLevel::O3).run(DM, AM.MAM);
}

/// NVPTX reads through ld.global.nc what a kernel loads from a noalias
/// parameter it never writes; without noalias (no longer needed once -O3
/// has run) it uses ld.global.
void keepLoadsCoherent(Function &K) {
  for (Argument &A : K.args())
    A.removeAttr(Attribute::NoAlias);
}

} // namespace

void pruneToKernels(Module &DM, ArrayRef<Function *> Kernels) {
  internalizeAllBut(DM, Kernels);
  ModuleAnalysisManager MAM;
  PassBuilder PB;
  PB.registerModuleAnalyses(MAM);
  GlobalDCEPass().run(DM, MAM);
  for (Function &F : DM) {
    F.removeFnAttr("target-cpu");
    F.removeFnAttr("target-features");
    F.removeFnAttr("tune-cpu");
  }
}

Expected<unsigned> parseCudaArch(StringRef Arch) {
  unsigned SM = 0;
  if (!Arch.starts_with("sm_") || Arch.drop_front(3).getAsInteger(10, SM))
    return createStringError(inconvertibleErrorCode(),
                             "hpvmcc: error: '--cuda-arch=" + Arch +
                                 "' is not a CUDA architecture (expected "
                                 "sm_NN, e.g. sm_75)");
  return SM;
}

Expected<std::unique_ptr<TargetMachine>>
makeNVPTXTargetMachine(StringRef Arch) {
  std::string Err;
  const llvm::Target *T = TargetRegistry::lookupTarget(Triple.str(), Err);
  if (!T)
    return createStringError(inconvertibleErrorCode(),
                             "hpvmcc: error: the NVPTX backend is not "
                             "available in this LLVM: " +
                                 Err);
  Expected<unsigned> SM = parseCudaArch(Arch);
  if (!SM)
    return SM.takeError();
  // sm_90 needs PTX 7.8; older architectures load PTX 7.0 on any driver
  // since CUDA 11.
  StringRef PTXVersion = *SM >= 90 ? "+ptx78" : "+ptx70";
  return std::unique_ptr<TargetMachine>(T->createTargetMachine(
      Triple.str(), Arch, PTXVersion, TargetOptions(), Reloc::PIC_,
      std::nullopt, CodeGenOptLevel::Aggressive));
}

Expected<std::string> compileDeviceModule(
    Module &DM, ArrayRef<Function *> Kernels, TargetMachine &TM,
    StringRef LibDevicePath, function_ref<void()> AfterPruning,
    bool ConstantMemory, bool ReadOnlyCache,
    SmallVectorImpl<SmallVector<ConstantParam, 2>> &Constants) {
  pruneToKernels(DM, Kernels);
  DM.setTargetTriple(Triple);
  DM.setDataLayout(TM.createDataLayout());
  AfterPruning();
  // Must run before libdevice is linked (it reads only the user's code) and
  // before the debug locations its messages use are stripped.
  if (Error E = checkDeviceSupport(DM, "a gpu node"))
    return std::move(E);
  if (Error E = linkDeviceLibraries(DM, LibDevicePath))
    return std::move(E);
  // Device debugging is not supported; debug info would make the driver's
  // JIT compile the kernels without optimisation.
  StripDebugInfo(DM);
  optimize(DM, TM, Kernels);
  // Must run after -O3, which inlines the node bodies into the kernels,
  // unrolls their loops and infers which parameters they never write; the
  // parameters moved to constant memory are no longer loaded through.
  uint64_t ConstantBytesLeft = ConstantMemoryBytes;
  Constants.assign(Kernels.size(), {});
  for (auto [K, Moved] : zip(Kernels, Constants)) {
    if (ConstantMemory)
      Moved = useConstantMemory(*K, ConstantBytesLeft);
    useUniformLoads(*K, TM);
    if (!ReadOnlyCache)
      keepLoadsCoherent(*K);
  }

  SmallString<0> PTX;
  raw_svector_ostream OS(PTX);
  legacy::PassManager PM;
  if (TM.addPassesToEmitFile(PM, OS, nullptr, CodeGenFileType::AssemblyFile))
    return createStringError(inconvertibleErrorCode(),
                             "hpvmcc: error: the NVPTX backend cannot emit "
                             "PTX");
  PM.run(DM);
  return std::string(PTX);
}

} // namespace hpvm
