//===- GPUBackend.cpp - HPVM leaf nodes to NVPTX kernels --------------------===//
//
// The device module is a clone of the host module in which each gpu leaf
// gets a kernel `F.kernel` (params..., n0, n1, n2, ancestor contexts...)
// that computes its instance id from the CUDA indices, masks the tail and
// calls the leaf body (InstanceContext.h). Everything the kernels do not
// reach is dropped, libdevice is linked for math calls, the module is
// optimised at -O3 and printed as PTX.
//
//===----------------------------------------------------------------------===//
#include "gpu/GPUBackend.h"
#include "DFG.h"
#include "Diagnostic.h"
#include "InstanceContext.h"
#include "NodeArgs.h"
#include "RuntimeAPI.h"

#include "llvm/ADT/SetVector.h"
#include "llvm/Analysis/CGSCCPassManager.h"
#include "llvm/Analysis/LoopAnalysisManager.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/DebugInfo.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Module.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/Linker/Linker.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Transforms/IPO/GlobalDCE.h"
#include "llvm/Transforms/IPO/Internalize.h"
#include "llvm/Transforms/Utils/Cloning.h"

using namespace llvm;

namespace hpvm {
namespace {

constexpr StringLiteral PTXGlobalName = "hpvm.gpu.ptx";
constexpr StringLiteral Triple = "nvptx64-nvidia-cuda";

/// Block shape per number of dimensions, CUDA axes x, y, z.
constexpr unsigned BlockShape[4][3] = {
    {1, 1, 1}, {256, 1, 1}, {32, 8, 1}, {32, 4, 2}};

/// The CUDA axis of instance dimension \p Dim of a \p Dims-D node: the
/// innermost dimension is x.
unsigned axisOf(unsigned Dim, unsigned Dims) { return Dims - 1 - Dim; }

/// A leaf's kernel: its parameters, its extents, then for each ancestor
/// (parent first) ids[3], counts[3] and dims.
constexpr unsigned ValuesPerAncestor = 7;

Expected<std::unique_ptr<TargetMachine>> makeTargetMachine(StringRef Arch) {
  std::string Err;
  const llvm::Target *T = TargetRegistry::lookupTarget(Triple.str(), Err);
  if (!T)
    return createStringError(inconvertibleErrorCode(),
                             "hpvmcc: error: the NVPTX backend is not "
                             "available in this LLVM: " +
                                 Err);
  if (!Arch.starts_with("sm_"))
    return createStringError(inconvertibleErrorCode(),
                             "hpvmcc: error: '--cuda-arch=" + Arch +
                                 "' is not a CUDA architecture (expected "
                                 "sm_NN, e.g. sm_75)");
  // sm_90 needs PTX 7.8; older architectures load PTX 7.0 on any driver
  // since CUDA 11.
  unsigned SM = 0;
  Arch.drop_front(3).getAsInteger(10, SM);
  StringRef PTXVersion = SM >= 90 ? "+ptx78" : "+ptx70";
  return std::unique_ptr<TargetMachine>(T->createTargetMachine(
      Triple.str(), Arch, PTXVersion, TargetOptions(), Reloc::PIC_,
      std::nullopt, CodeGenOptLevel::Aggressive));
}

class KernelBuilder {
public:
  KernelBuilder(Module &DM) : DM(DM), C(DM.getContext()), Ctx(C) {}

  Expected<Function *> build(const DFNode &N);

private:
  Module &DM;
  LLVMContext &C;
  InstanceContext Ctx;

  Value *cudaIndex(IRBuilder<> &B, unsigned Axis) {
    static constexpr llvm::Intrinsic::ID Tid[] = {
        llvm::Intrinsic::nvvm_read_ptx_sreg_tid_x,
        llvm::Intrinsic::nvvm_read_ptx_sreg_tid_y,
        llvm::Intrinsic::nvvm_read_ptx_sreg_tid_z};
    static constexpr llvm::Intrinsic::ID NTid[] = {
        llvm::Intrinsic::nvvm_read_ptx_sreg_ntid_x,
        llvm::Intrinsic::nvvm_read_ptx_sreg_ntid_y,
        llvm::Intrinsic::nvvm_read_ptx_sreg_ntid_z};
    static constexpr llvm::Intrinsic::ID CTAid[] = {
        llvm::Intrinsic::nvvm_read_ptx_sreg_ctaid_x,
        llvm::Intrinsic::nvvm_read_ptx_sreg_ctaid_y,
        llvm::Intrinsic::nvvm_read_ptx_sreg_ctaid_z};
    auto read = [&](llvm::Intrinsic::ID ID) {
      return B.CreateZExt(B.CreateIntrinsic(ID, {}, {}), B.getInt64Ty());
    };
    return B.CreateAdd(B.CreateMul(read(CTAid[Axis]), read(NTid[Axis])),
                       read(Tid[Axis]));
  }
};

Expected<Function *> KernelBuilder::build(const DFNode &N) {
  Function &F = *DM.getFunction(N.getFunction()->getName());
  Expected<Function *> Body = buildLeafInstance(
      F, F.getName() + ".gpu.inst",
      [&](CallInst *CI, Intrinsic K) -> Expected<Value *> {
        if (K == Intrinsic::GetVectorLength)
          return ConstantInt::get(CI->getType(), 1);
        return errorAt(CI, "'" + intrinsicName(K) +
                               "' is not supported by the gpu target yet");
      });
  if (!Body)
    return Body.takeError();

  Type *I64 = Type::getInt64Ty(C), *I32 = Type::getInt32Ty(C);
  unsigned Dims = N.getNumDims(), Ancestors = N.getLevel();
  SmallVector<Type *, 16> Params(F.getFunctionType()->params());
  Params.append(3, I64);
  for (unsigned A = 0; A != Ancestors; ++A) {
    Params.append(6, I64);
    Params.push_back(I32);
  }
  auto *K = Function::Create(FunctionType::get(Type::getVoidTy(C), Params,
                                               false),
                             GlobalValue::ExternalLinkage,
                             F.getName() + ".kernel", DM);
  K->setCallingConv(CallingConv::PTX_Kernel);
  BasicBlock *Entry = BasicBlock::Create(C, "entry", K);
  BasicBlock *Work = BasicBlock::Create(C, "work", K);
  BasicBlock *Exit = BasicBlock::Create(C, "exit", K);
  IRBuilder<> B(Entry);

  Value *Extent[3], *Id[3];
  Value *OutOfRange = B.getFalse();
  for (unsigned D = 0; D != 3; ++D) {
    Extent[D] = K->getArg(F.arg_size() + D);
    Id[D] = D < Dims ? cudaIndex(B, axisOf(D, Dims)) : B.getInt64(0);
    if (D < Dims)
      OutOfRange = B.CreateOr(OutOfRange, B.CreateICmpUGE(Id[D], Extent[D]));
  }
  B.CreateCondBr(OutOfRange, Exit, Work);
  B.SetInsertPoint(Exit);
  B.CreateRetVoid();

  B.SetInsertPoint(Work);
  Value *Self = B.CreateAlloca(Ctx.type(), nullptr, "self");
  SmallVector<Value *, 4> Chain{Self};
  for (unsigned A = 0; A != Ancestors; ++A)
    Chain.push_back(B.CreateAlloca(Ctx.type(), nullptr, "ancestor"));
  auto fill = [&](Value *At, ArrayRef<Value *> Ids, ArrayRef<Value *> Counts,
                  Value *NumDims, Value *Parent) {
    for (unsigned D = 0; D != 3; ++D) {
      B.CreateStore(Ids[D], Ctx.field(B, At, InstanceContext::Id, D));
      B.CreateStore(Counts[D], Ctx.field(B, At, InstanceContext::Count, D));
    }
    B.CreateStore(NumDims, Ctx.field(B, At, InstanceContext::Dims));
    B.CreateStore(Parent, Ctx.field(B, At, InstanceContext::Parent));
  };
  Value *Null = ConstantPointerNull::get(PointerType::getUnqual(C));
  fill(Self, Id, Extent, B.getInt32(Dims), Ancestors ? Chain[1] : Null);
  for (unsigned A = 0; A != Ancestors; ++A) {
    unsigned Base = F.arg_size() + 3 + A * ValuesPerAncestor;
    SmallVector<Value *, 3> Ids, Counts;
    for (unsigned D = 0; D != 3; ++D) {
      Ids.push_back(K->getArg(Base + D));
      Counts.push_back(K->getArg(Base + 3 + D));
    }
    fill(Chain[A + 1], Ids, Counts, K->getArg(Base + 6),
         A + 1 < Ancestors ? Chain[A + 2] : Null);
  }
  SmallVector<Value *, 16> Args;
  for (unsigned Idx = 0; Idx != F.arg_size(); ++Idx)
    Args.push_back(K->getArg(Idx));
  Args.push_back(Self);
  B.CreateCall(*Body, Args);
  B.CreateRetVoid();
  return K;
}

/// Keeps only the kernels and what they reach; makes the module NVPTX.
void pruneToKernels(Module &DM, ArrayRef<Function *> Kernels,
                    const TargetMachine &TM) {
  SmallPtrSet<const GlobalValue *, 8> Keep(Kernels.begin(), Kernels.end());
  for (GlobalValue &GV : DM.global_values())
    if (!GV.isDeclaration() && !Keep.count(&GV)) {
      GV.setLinkage(GlobalValue::InternalLinkage);
      if (auto *GO = dyn_cast<GlobalObject>(&GV))
        GO->setComdat(nullptr);
    }
  ModuleAnalysisManager MAM;
  PassBuilder PB;
  PB.registerModuleAnalyses(MAM);
  GlobalDCEPass().run(DM, MAM);
  DM.setTargetTriple(Triple);
  DM.setDataLayout(TM.createDataLayout());
  for (Function &F : DM) {
    F.removeFnAttr("target-cpu");
    F.removeFnAttr("target-features");
    F.removeFnAttr("tune-cpu");
  }
}

/// The first call to \p F in \p DM, for an error message.
const Instruction *firstCall(Function &F) {
  for (User *U : F.users())
    if (auto *CI = dyn_cast<CallBase>(U))
      return CI;
  return nullptr;
}

/// Points <cmath> calls at libdevice (__nv_*) and links it; any other
/// external call is an error.
Error linkDeviceLibraries(Module &DM, const GPUOptions &Opts) {
  SmallVector<Function *, 8> External;
  for (Function &F : DM)
    if (F.isDeclaration() && !F.isIntrinsic() && !F.use_empty())
      External.push_back(&F);
  if (External.empty())
    return Error::success();

  SMDiagnostic Diag;
  std::unique_ptr<Module> LibDevice =
      Opts.LibDevicePath.empty()
          ? nullptr
          : parseIRFile(Opts.LibDevicePath, Diag, DM.getContext());
  for (Function *F : External) {
    // libdevice's square roots are approximate unless __CUDA_PREC_SQRT is
    // set, which LLVM's NVVMReflect cannot do; llvm.sqrt is IEEE-exact on
    // NVPTX, like the CPU's and like nvcc's default.
    if (F->getName() == "sqrtf" || F->getName() == "sqrt") {
      F->replaceAllUsesWith(llvm::Intrinsic::getDeclaration(
          &DM, llvm::Intrinsic::sqrt, {F->getReturnType()}));
      continue;
    }
    const Instruction *At = firstCall(*F);
    std::string Name = ("__nv_" + F->getName()).str();
    Function *Impl = LibDevice ? LibDevice->getFunction(Name) : nullptr;
    if (!Impl) {
      std::string What = "'" + demangle(F->getName().str()) +
                         "', which cannot run on the GPU";
      if (!LibDevice)
        What += " (and libdevice, which has the GPU math functions, was "
                "not found at '" +
                Opts.LibDevicePath + "')";
      return At ? errorAt(At, "a gpu node calls " + What)
                : errorIn(F, "a gpu node calls " + What);
    }
    F->setName(Name);
  }
  if (!LibDevice)
    return Error::success();
  LibDevice->setTargetTriple(DM.getTargetTriple());
  LibDevice->setDataLayout(DM.getDataLayout());
  if (Linker::linkModules(DM, std::move(LibDevice), Linker::LinkOnlyNeeded))
    return createStringError(inconvertibleErrorCode(),
                             "hpvmcc: error: cannot link libdevice from '" +
                                 Opts.LibDevicePath + "'");
  return Error::success();
}

void optimize(Module &DM, TargetMachine &TM, ArrayRef<Function *> Kernels) {
  // Only the kernels are entry points; libdevice and helpers may go.
  SmallPtrSet<const GlobalValue *, 8> Keep(Kernels.begin(), Kernels.end());
  for (GlobalValue &GV : DM.global_values())
    if (!GV.isDeclaration() && !Keep.count(&GV))
      GV.setLinkage(GlobalValue::InternalLinkage);
  LoopAnalysisManager LAM;
  FunctionAnalysisManager FAM;
  CGSCCAnalysisManager CGAM;
  ModuleAnalysisManager MAM;
  PassBuilder PB(&TM);
  PB.registerModuleAnalyses(MAM);
  PB.registerCGSCCAnalyses(CGAM);
  PB.registerFunctionAnalyses(FAM);
  PB.registerLoopAnalyses(LAM);
  PB.crossRegisterProxies(LAM, FAM, CGAM, MAM);
  PB.buildPerModuleDefaultPipeline(OptimizationLevel::O3).run(DM, MAM);
}

Expected<std::string> emitPTX(Module &DM, TargetMachine &TM) {
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

/// For each output of leaf \p F, the parameter it passes through unchanged
/// (the usual way HPVM nodes hand a buffer on to the next node); std::nullopt
/// when an output is computed, which the gpu target cannot return yet.
std::optional<SmallVector<unsigned, 4>> passThroughOutputs(Function &F) {
  auto *OutTy = cast<StructType>(F.getReturnType());
  SmallVector<unsigned, 4> From(OutTy->getNumElements(), ~0u);
  for (BasicBlock &BB : F) {
    auto *Ret = dyn_cast<ReturnInst>(BB.getTerminator());
    if (!Ret)
      continue;
    Value *V = Ret->getReturnValue();
    SmallVector<unsigned, 4> Here(OutTy->getNumElements(), ~0u);
    while (auto *IV = dyn_cast<InsertValueInst>(V)) {
      auto *A = dyn_cast<Argument>(IV->getInsertedValueOperand());
      if (!A || IV->getNumIndices() != 1)
        return std::nullopt;
      if (Here[IV->getIndices()[0]] == ~0u)
        Here[IV->getIndices()[0]] = A->getArgNo();
      V = IV->getAggregateOperand();
    }
    if (!isa<UndefValue>(V) && !isa<ConstantAggregateZero>(V) &&
        !(isa<Constant>(V) && OutTy->getNumElements() == 0))
      return std::nullopt;
    for (unsigned Idx = 0; Idx != Here.size(); ++Idx) {
      if (Here[Idx] == ~0u || (From[Idx] != ~0u && From[Idx] != Here[Idx]))
        return std::nullopt;
      From[Idx] = Here[Idx];
    }
  }
  return From;
}

/// `F.gpu(args, parentCtx, n0, n1, n2)` in the host module.
Function *hostLauncher(const DFNode &N, Module &M, GlobalVariable *PTX,
                       ArrayRef<unsigned> OutputFrom) {
  LLVMContext &C = M.getContext();
  Function *F = N.getFunction();
  Type *Ptr = PointerType::getUnqual(C), *I64 = Type::getInt64Ty(C);
  InstanceContext Ctx(C);
  auto *Fn = Function::Create(
      FunctionType::get(Type::getVoidTy(C), {Ptr, Ptr, I64, I64, I64}, false),
      GlobalValue::InternalLinkage, F->getName() + ".gpu", M);
  BasicBlock *Entry = BasicBlock::Create(C, "entry", Fn);
  BasicBlock *Launch = BasicBlock::Create(C, "launch", Fn);
  BasicBlock *Done = BasicBlock::Create(C, "done", Fn);
  IRBuilder<> B(Entry);
  Value *Args = Fn->getArg(0);
  Value *Extent[3] = {Fn->getArg(2), Fn->getArg(3), Fn->getArg(4)};
  Value *Total = B.CreateMul(B.CreateMul(Extent[0], Extent[1]), Extent[2]);
  B.CreateCondBr(B.CreateICmpEQ(Total, B.getInt64(0)), Done, Launch);
  B.SetInsertPoint(Done);
  B.CreateRetVoid();

  B.SetInsertPoint(Launch);
  Value *Name = B.CreateGlobalString(N.getName(), F->getName() + ".name");
  const AttributeList &Attrs = F->getAttributes();
  SmallVector<Value *, 24> KernelArgs;
  StructType *ArgsTy = nodeArgsType(*F);
  for (unsigned Idx = 0; Idx != F->arg_size(); ++Idx) {
    Value *V = B.CreateLoad(F->getArg(Idx)->getType(),
                            B.CreateStructGEP(ArgsTy, Args, Idx));
    if (V->getType()->isPointerTy())
      V = B.CreateCall(
          getRuntimeFunction(M, RuntimeFn::GPUPointer),
          {Name, V, B.getInt32(Attrs.hasParamAttr(Idx, "hpvm.in")),
           B.getInt32(Attrs.hasParamAttr(Idx, "hpvm.out"))});
    KernelArgs.push_back(V);
  }
  KernelArgs.append(std::begin(Extent), std::end(Extent));
  Value *Cur = Fn->getArg(1);
  for (unsigned A = 0; A != N.getLevel(); ++A) {
    for (InstanceContext::Field Fld : {InstanceContext::Id,
                                       InstanceContext::Count})
      for (unsigned D = 0; D != 3; ++D)
        KernelArgs.push_back(B.CreateLoad(I64, Ctx.field(B, Cur, Fld, D)));
    KernelArgs.push_back(B.CreateLoad(
        B.getInt32Ty(), Ctx.field(B, Cur, InstanceContext::Dims)));
    Cur = B.CreateLoad(Ptr, Ctx.field(B, Cur, InstanceContext::Parent));
  }

  // cuLaunchKernel takes a pointer to each argument.
  auto *ArgArrayTy = ArrayType::get(Ptr, KernelArgs.size());
  Value *ArgArray = B.CreateAlloca(ArgArrayTy, nullptr, "kernel.args");
  for (auto [Idx, V] : enumerate(KernelArgs)) {
    Value *Slot = B.CreateAlloca(V->getType());
    B.CreateStore(V, Slot);
    B.CreateStore(Slot, B.CreateConstGEP2_32(ArgArrayTy, ArgArray, 0, Idx));
  }
  auto *Dim3 = ArrayType::get(I64, 3);
  Value *Grid = B.CreateAlloca(Dim3, nullptr, "grid");
  Value *Block = B.CreateAlloca(Dim3, nullptr, "block");
  unsigned Dims = N.getNumDims();
  for (unsigned Axis = 0; Axis != 3; ++Axis) {
    unsigned Threads = BlockShape[Dims][Axis];
    Value *Blocks = B.getInt64(1);
    if (Axis < Dims) {
      Value *E = Extent[Dims - 1 - Axis];
      Blocks = B.CreateUDiv(B.CreateAdd(E, B.getInt64(Threads - 1)),
                            B.getInt64(Threads));
    }
    B.CreateStore(Blocks, B.CreateConstGEP2_32(Dim3, Grid, 0, Axis));
    B.CreateStore(B.getInt64(Threads),
                  B.CreateConstGEP2_32(Dim3, Block, 0, Axis));
  }
  Value *KernelName = B.CreateGlobalString(F->getName(),
                                           F->getName() + ".kernel.name");
  B.CreateCall(getRuntimeFunction(M, RuntimeFn::GPULaunch),
               {Name, PTX, KernelName, Grid, Block, ArgArray});
  for (auto [Port, Param] : enumerate(OutputFrom))
    B.CreateStore(B.CreateLoad(F->getArg(Param)->getType(),
                               B.CreateStructGEP(ArgsTy, Args, Param)),
                  B.CreateGEP(ArgsTy, Args,
                              {B.getInt32(0), B.getInt32(outputsField(*F)),
                               B.getInt32(Port)}));
  B.CreateRetVoid();
  return Fn;
}

} // namespace

Expected<DeviceVersions> generateGPUCode(const DFG &G, Module &M,
                                         const GPUOptions &Opts) {
  SetVector<const DFNode *> Leaves;
  SmallPtrSet<const Function *, 8> Seen;
  for (const std::unique_ptr<DFGraph> &Graph : G.graphs())
    for (DFNode *N : Graph->postOrder())
      if (N->isLeaf() && N->getTargets().has(Target::GPU) &&
          Seen.insert(N->getFunction()).second)
        Leaves.insert(N);
  DeviceVersions Versions;
  if (Leaves.empty())
    return Versions;

  Expected<std::unique_ptr<TargetMachine>> TM = makeTargetMachine(Opts.Arch);
  if (!TM)
    return TM.takeError();
  std::unique_ptr<Module> DM = CloneModule(M);
  KernelBuilder KB(*DM);
  SmallVector<Function *, 8> Kernels;
  SmallVector<SmallVector<unsigned, 4>, 8> OutputFrom;
  for (const DFNode *N : Leaves) {
    std::optional<SmallVector<unsigned, 4>> From =
        passThroughOutputs(*N->getFunction());
    if (!From)
      return errorIn(N->getFunction(),
                     "a gpu leaf node can only output its own parameters "
                     "unchanged (computed outputs need target(cpu))");
    OutputFrom.push_back(*From);
    Expected<Function *> K = KB.build(*N);
    if (!K)
      return K.takeError();
    Kernels.push_back(*K);
  }
  pruneToKernels(*DM, Kernels, **TM);
  // A kernel carries its node function's (mangled) name, so profilers show
  // the node's name.
  for (auto [N, K] : zip(Leaves, Kernels)) {
    StringRef Name = N->getFunction()->getName();
    if (Function *Old = DM->getFunction(Name))
      Old->setName(Name + ".node");
    K->setName(Name);
  }
  if (Error E = linkDeviceLibraries(*DM, Opts))
    return std::move(E);
  // Device debugging is not supported; debug info would make the driver's
  // JIT compile the kernels without optimisation.
  StripDebugInfo(*DM);
  optimize(*DM, **TM, Kernels);
  Expected<std::string> PTX = emitPTX(*DM, **TM);
  if (!PTX)
    return PTX.takeError();

  Constant *Text = ConstantDataArray::getString(M.getContext(), *PTX);
  auto *PTXGlobal =
      new GlobalVariable(M, Text->getType(), /*isConstant=*/true,
                         GlobalValue::PrivateLinkage, Text, PTXGlobalName);
  for (auto [N, From] : zip(Leaves, OutputFrom))
    Versions[N->getFunction()] = hostLauncher(*N, M, PTXGlobal, From);
  return Versions;
}

std::string embeddedPTX(const Module &M) {
  const GlobalVariable *GV = M.getNamedGlobal(PTXGlobalName);
  if (!GV)
    return "";
  return cast<ConstantDataArray>(GV->getInitializer())->getAsCString().str();
}

} // namespace hpvm
