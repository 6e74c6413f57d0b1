//===- HostLauncher.cpp - the host side of a gpu node
//-----------------------===//
//
// Grid and block: a leaf kernel uses fixed block shapes and enough blocks to
// cover its instances; a tiled kernel has one block per instance of the
// node and one thread per instance of its children, whose counts the
// launcher recomputes from the node's inputs.
//
//===----------------------------------------------------------------------===//
#include "gpu/HostLauncher.h"
#include "DFG.h"
#include "Diagnostic.h"
#include "EmptyOutputs.h"
#include "InstanceContext.h"
#include "NodeArgs.h"
#include "RuntimeAPI.h"
#include "SplitInstances.h"
#include "cpu/BarrierFission.h"
#include "opencl/OpenCLCWriter.h"

#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Module.h"

#include <array>
#include <optional>
#include <utility>

using namespace llvm;

namespace hpvm {
namespace {

/// Threads per block of a leaf kernel, by number of dimensions, CUDA axes
/// x, y, z.
constexpr unsigned LeafBlockShape[4][3] = {
    {1, 1, 1}, {256, 1, 1}, {32, 8, 1}, {32, 4, 2}};

/// One CUDA axis of a leaf kernel: its threads per block and the instance
/// dimension whose count, divided by them and rounded up, is the grid's
/// (none: one block).
struct LeafAxis {
  unsigned Threads;
  std::optional<unsigned> Dim;
};

/// The axes x, y, z of leaf \p N's kernel, and how many of its dimensions
/// have more than one instance (which picks the block shape); dimensions of
/// one instance get one thread per block.
std::pair<std::array<LeafAxis, 3>, unsigned> leafAxes(const DFNode &N) {
  unsigned Dims = N.getNumDims();
  SmallVector<unsigned, 3> Order = cudaAxisOrder(N);
  unsigned Wide =
      Dims - count_if(seq(Dims), [&](unsigned D) { return isUnitDim(N, D); });
  std::array<LeafAxis, 3> Axes;
  for (unsigned Axis = 0; Axis != 3; ++Axis)
    Axes[Axis] = {LeafBlockShape[Wide][Axis],
                  Axis < Dims ? std::optional<unsigned>(Order[Axis])
                              : std::nullopt};
  return {Axes, Wide};
}

class Launcher {
public:
  Launcher(const KernelNode &KN, GlobalVariable *Code, KernelAPI API,
           ArrayRef<ConstantParam> Constants, ArrayRef<bool> Taken)
      : KN(KN), N(*KN.Node), F(*N.getFunction()), M(*F.getParent()),
        C(M.getContext()), Code(Code), API(API), Constants(Constants),
        Taken(Taken), B(C) {
    assert((API == KernelAPI::CUDA || Constants.empty()) &&
           "constant memory is for CUDA kernels only");
    assert((API == KernelAPI::OpenCL || Taken.empty()) &&
           "a CUDA kernel takes every parameter");
  }

  Expected<Function *> build();

private:
  const KernelNode &KN;
  const DFNode &N;
  Function &F;
  Module &M;
  LLVMContext &C;
  GlobalVariable *Code;
  const KernelAPI API;
  ArrayRef<ConstantParam> Constants;
  /// Which kernel parameters the kernel takes (OpenCL); empty: all.
  ArrayRef<bool> Taken;
  IRBuilder<> B;

  /// Grid and block, CUDA axes x, y, z.
  Error shape(ArrayRef<Value *> Extent, ArrayRef<Value *> Params,
              Value *(&Grid)[3], Value *(&Block)[3]);
  Value *dim3(ArrayRef<Value *> V, const Twine &Name);
  /// Launches the CUDA kernel, filling its constant globals first if it has
  /// any.
  void launchCUDA(Value *Name, Value *KernelName, Value *Grid, Value *Block,
                  Value *ArgArray, ArrayRef<Value *> Params);
  /// Appends the kernel arguments of pointer parameter \p Idx, \p V.
  void pointerArguments(Value *Name, unsigned Idx, Value *V,
                        SmallVectorImpl<Value *> &KernelArgs);
};

void Launcher::launchCUDA(Value *Name, Value *KernelName, Value *Grid,
                          Value *Block, Value *ArgArray,
                          ArrayRef<Value *> Params) {
  if (Constants.empty()) {
    B.CreateCall(getRuntimeFunction(M, RuntimeFn::GPULaunch),
                 {Name, Code, KernelName, Grid, Block, ArgArray});
    return;
  }
  // hpvm_rt_gpu_constant (hpvm_rt.h) for each, and the host pointers the
  // node was given for them.
  Type *Ptr = B.getPtrTy();
  auto *EntryTy = StructType::get(C, {Ptr, B.getInt64Ty(), B.getInt32Ty()});
  SmallVector<Constant *, 2> Entries;
  auto *HostPtrsTy = ArrayType::get(Ptr, Constants.size());
  Value *HostPtrs = B.CreateAlloca(HostPtrsTy, nullptr, "constant.hosts");
  for (auto [Idx, CP] : enumerate(Constants)) {
    assert(CP.ArgNo < Params.size() && "a parameter of the node function");
    Entries.push_back(ConstantStruct::get(
        EntryTy, {B.CreateGlobalString(CP.Global, F.getName() + ".constant"),
                  B.getInt64(CP.Bytes), B.getInt32(CP.ArgNo)}));
    B.CreateStore(Params[CP.ArgNo],
                  B.CreateConstGEP2_32(HostPtrsTy, HostPtrs, 0, Idx));
  }
  auto *TableTy = ArrayType::get(EntryTy, Entries.size());
  auto *Table = new GlobalVariable(
      M, TableTy, /*isConstant=*/true, GlobalValue::PrivateLinkage,
      ConstantArray::get(TableTy, Entries), F.getName() + ".constants");
  B.CreateCall(getRuntimeFunction(M, RuntimeFn::GPULaunchConstants),
               {Name, Code, KernelName, Grid, Block, ArgArray, Table,
                B.getInt32(Entries.size()), HostPtrs});
}

void Launcher::pointerArguments(Value *Name, unsigned Idx, Value *V,
                                SmallVectorImpl<Value *> &KernelArgs) {
  const AttributeList &Attrs = F.getAttributes();
  Value *In = B.getInt32(Attrs.hasParamAttr(Idx, "hpvm.in"));
  Value *Out = B.getInt32(Attrs.hasParamAttr(Idx, "hpvm.out"));
  if (API == KernelAPI::CUDA) {
    KernelArgs.push_back(B.CreateCall(
        getRuntimeFunction(M, RuntimeFn::GPUPointer), {Name, V, In, Out}));
    return;
  }
  Value *Offset = B.CreateAlloca(B.getInt64Ty(), nullptr, "offset");
  KernelArgs.push_back(
      B.CreateCall(getRuntimeFunction(M, RuntimeFn::OpenCLPointer),
                   {Name, V, In, Out, Offset}));
  KernelArgs.push_back(B.CreateLoad(B.getInt64Ty(), Offset));
}

Value *Launcher::dim3(ArrayRef<Value *> V, const Twine &Name) {
  auto *Ty = ArrayType::get(B.getInt64Ty(), 3);
  Value *A = B.CreateAlloca(Ty, nullptr, Name);
  for (unsigned Axis = 0; Axis != 3; ++Axis)
    B.CreateStore(V[Axis], B.CreateConstGEP2_32(Ty, A, 0, Axis));
  return A;
}

Error Launcher::shape(ArrayRef<Value *> Extent, ArrayRef<Value *> Params,
                      Value *(&Grid)[3], Value *(&Block)[3]) {
  unsigned Dims = N.getNumDims();
  for (unsigned Axis = 0; Axis != 3; ++Axis) {
    Grid[Axis] = B.getInt64(1);
    Block[Axis] = B.getInt64(1);
  }
  if (!KN.Tiled && API == KernelAPI::OpenCL && hasBarriers(F)) {
    // Every work-item of a work-group must reach each barrier, so there is
    // no masked tail: one work-group of exactly the leaf's instances, which
    // a barrier across all of them needs anyway.
    SmallVector<unsigned, 3> Order = cudaAxisOrder(N);
    for (unsigned Axis = 0; Axis != Dims; ++Axis)
      Block[Axis] = Extent[Order[Axis]];
    return Error::success();
  }
  if (!KN.Tiled) {
    for (auto [Axis, A] : enumerate(leafAxes(N).first)) {
      Block[Axis] = B.getInt64(A.Threads);
      if (A.Dim)
        Grid[Axis] =
            B.CreateUDiv(B.CreateAdd(Extent[*A.Dim], B.getInt64(A.Threads - 1)),
                         B.getInt64(A.Threads));
    }
    return Error::success();
  }
  for (unsigned D = 0; D != Dims; ++D)
    Grid[cudaAxis(N, D)] = Extent[D];
  const DFNode &Child = *tiledBlockChild(N);
  for (unsigned D = 0, ChildDims = Child.getNumDims(); D != ChildDims; ++D) {
    Value *Count = recomputeFromParams(B, Child.getExtents()[D], Params);
    if (!Count)
      return errorAt(Child.getCreateCall(),
                     "the instance counts of the children of a tiled gpu "
                     "node must be computed from the node's inputs");
    Block[cudaAxis(Child, D)] = Count;
  }
  return Error::success();
}

Expected<Function *> Launcher::build() {
  Type *Ptr = PointerType::getUnqual(C), *I64 = Type::getInt64Ty(C);
  InstanceContext Ctx(C);
  auto *Fn = Function::Create(
      FunctionType::get(Type::getVoidTy(C), {Ptr, Ptr, I64, I64, I64}, false),
      GlobalValue::InternalLinkage,
      F.getName() + (API == KernelAPI::CUDA ? ".gpu" : ".opencl"), M);
  BasicBlock *Entry = BasicBlock::Create(C, "entry", Fn);
  BasicBlock *Launch = BasicBlock::Create(C, "launch", Fn);
  BasicBlock *Empty = BasicBlock::Create(C, "empty", Fn);
  B.SetInsertPoint(Entry);
  Value *Args = Fn->getArg(0);
  Value *Extent[3] = {Fn->getArg(2), Fn->getArg(3), Fn->getArg(4)};
  SmallVector<Value *, 16> Params;
  for (unsigned Idx = 0; Idx != F.arg_size(); ++Idx)
    Params.push_back(loadArgsField(B, F, Args, Idx));
  // A leaf whose instances devices may share runs the window of its
  // outermost dimension that the runtime gives it (SplitInstances.h); its
  // grid covers that window.
  Value *Window[2] = {nullptr, nullptr};
  Value *Covered[3] = {Extent[0], Extent[1], Extent[2]};
  if (!KN.Tiled && !whyNotSplit(N)) {
    auto *Ty = ArrayType::get(I64, 2);
    Value *Range = B.CreateAlloca(Ty, nullptr, "window");
    B.CreateCall(getRuntimeFunction(M, RuntimeFn::InstanceWindow),
                 {Extent[0], Range});
    for (unsigned Idx = 0; Idx != 2; ++Idx)
      Window[Idx] = B.CreateLoad(I64, B.CreateConstGEP2_32(Ty, Range, 0, Idx));
    Covered[0] = B.CreateSub(Window[1], Window[0], "window.size");
  }
  Value *Grid[3], *Block[3];
  if (Error E = shape(Covered, Params, Grid, Block)) {
    Fn->eraseFromParent();
    return std::move(E);
  }
  // cuLaunchKernel rejects an empty grid or block: with no instance (of the
  // node, or of a tiled node's children) there is nothing to launch, and
  // the outputs are those of a node that runs no instance.
  Value *Any = B.getTrue();
  for (Value *V : concat<Value *>(Covered, Block))
    Any = B.CreateAnd(Any, B.CreateICmpSGT(V, B.getInt64(0)));
  B.CreateCondBr(Any, Launch, Empty);
  B.SetInsertPoint(Empty);
  if (N.getOutputType()->getNumElements() != 0)
    storeArgsField(B, F, emitEmptyOutputs(B, N, Params), Args, outputsField(F));
  B.CreateRetVoid();

  B.SetInsertPoint(Launch);
  Value *Name = B.CreateGlobalString(N.getName(), F.getName() + ".name");
  // The kernel's parameters in order, each one or (an OpenCL pointer: its
  // buffer and offset) two kernel arguments; those the kernel does not
  // take are left out.
  SmallVector<Value *, 24> KernelArgs;
  unsigned KernelParam = 0;
  auto add = [&](Value *V) {
    if (Taken.empty() || Taken[KernelParam])
      KernelArgs.push_back(V);
    ++KernelParam;
  };
  for (auto [Idx, V] : enumerate(Params)) {
    if (!V->getType()->isPointerTy()) {
      add(V);
      continue;
    }
    // The pointer goes to the device even where the kernel does not read
    // it: the tracker's copies stay those of the node's in and out.
    SmallVector<Value *, 2> Pointer;
    pointerArguments(Name, Idx, V, Pointer);
    if (Taken.empty() || Taken[KernelParam])
      KernelArgs.append(Pointer);
    ++KernelParam;
  }
  for (Value *V : Extent)
    add(V);
  Value *Cur = Fn->getArg(1);
  for (unsigned A = 0; A != N.getLevel(); ++A) {
    for (InstanceContext::Field Fld :
         {InstanceContext::Id, InstanceContext::Count})
      for (unsigned D = 0; D != 3; ++D)
        add(B.CreateLoad(I64, Ctx.field(B, Cur, Fld, D)));
    add(B.CreateLoad(B.getInt32Ty(), Ctx.field(B, Cur, InstanceContext::Dims)));
    Cur = B.CreateLoad(Ptr, Ctx.field(B, Cur, InstanceContext::Parent));
  }

  // Computed outputs go to the outputs field of the argument struct: with
  // CUDA through pinned host memory the kernel writes, with OpenCL through
  // a buffer of the runtime's that it reads back.
  std::optional<SmallVector<unsigned, 4>> From = passThroughOutputs(F);
  uint64_t OutBytes =
      M.getDataLayout().getTypeAllocSize(F.getReturnType()).getFixedValue();
  // Tiled nodes with outputs were rejected when their kernel was built.
  assert((From || !KN.Tiled) && "a tiled kernel with outputs");
  Value *Outputs = nullptr;
  if (!From && API == KernelAPI::CUDA) {
    Outputs = B.CreateCall(getRuntimeFunction(M, RuntimeFn::GPUOutputs),
                           {Name, B.getInt64(OutBytes)});
    add(Outputs);
  }
  if (Window[0])
    for (Value *V : Window)
      add(V);
  // OpenCL: the runtime passes the outputs buffer, the last parameter.
  assert((Taken.empty() || KernelParam + (From ? 0 : 1) == Taken.size()) &&
         "a launch argument for each kernel parameter");

  // cuLaunchKernel takes a pointer to each argument.
  auto *ArgArrayTy = ArrayType::get(Ptr, KernelArgs.size());
  Value *ArgArray = B.CreateAlloca(ArgArrayTy, nullptr, "kernel.args");
  for (auto [Idx, V] : enumerate(KernelArgs)) {
    Value *Slot = B.CreateAlloca(V->getType());
    B.CreateStore(V, Slot);
    B.CreateStore(Slot, B.CreateConstGEP2_32(ArgArrayTy, ArgArray, 0, Idx));
  }
  if (API == KernelAPI::CUDA) {
    Value *KernelName =
        B.CreateGlobalString(F.getName(), F.getName() + ".kernel.name");
    launchCUDA(Name, KernelName, dim3(Grid, "grid"), dim3(Block, "block"),
               ArgArray, Params);
    // Up to the last output's end: a host's packed struct of the outputs
    // (the end of its launch struct) may have no tail padding.
    if (!From)
      B.CreateMemCpy(
          B.CreateStructGEP(nodeArgsType(F), Args, outputsField(F)), Align(1),
          Outputs, Align(8),
          outputsSize(M.getDataLayout(), cast<StructType>(F.getReturnType())));
  } else {
    // clSetKernelArg takes each argument's size.
    auto *SizesTy = ArrayType::get(B.getInt64Ty(), KernelArgs.size());
    Value *Sizes = B.CreateAlloca(SizesTy, nullptr, "kernel.arg.sizes");
    for (auto [Idx, V] : enumerate(KernelArgs))
      B.CreateStore(
          B.getInt64(M.getDataLayout().getTypeAllocSize(V->getType())),
          B.CreateConstGEP2_32(SizesTy, Sizes, 0, Idx));
    Value *KernelName = B.CreateGlobalString(
        openclKernelName((F.getName() + ".kernel").str()),
        F.getName() + ".kernel.name");
    Value *OutField =
        From ? ConstantPointerNull::get(PointerType::getUnqual(C))
             : B.CreateStructGEP(nodeArgsType(F), Args, outputsField(F));
    B.CreateCall(
        getRuntimeFunction(M, RuntimeFn::OpenCLLaunch),
        {Name, Code, KernelName, dim3(Grid, "grid"), dim3(Block, "block"),
         B.getInt32(KernelArgs.size()), ArgArray, Sizes,
         OutField, B.getInt64(From ? 0 : OutBytes)});
  }
  if (!From) {
    // A pointer the kernel passes on beside computed outputs is the
    // device's address there: the next node gets the host's.
    for (auto [Port, Param] : enumerate(outputSources(F)))
      if (Param != ~0u && F.getArg(Param)->getType()->isPointerTy())
        storeOutput(B, F, Params[Param], Args, Port);
    B.CreateRetVoid();
    return Fn;
  }
  // Outputs a kernel passes through are the launcher's to write.
  for (auto [Port, Param] : enumerate(*From))
    storeOutput(B, F, Params[Param], Args, Port);
  B.CreateRetVoid();
  return Fn;
}

/// One axis of a grid or block: \p Count (the instance count of dimension
/// \p Dim, "n0"; \p Letter "m" for a tiled node's child) divided by \p Per,
/// rounded up.
std::string axisText(const Value *Count, StringRef Letter, unsigned Dim,
                     unsigned Per = 1) {
  if (const auto *C = dyn_cast<ConstantInt>(Count))
    return std::to_string((C->getZExtValue() + Per - 1) / Per);
  std::string Symbol = (Letter + Twine(Dim)).str();
  return Per == 1 ? Symbol : "ceil(" + Symbol + "/" + std::to_string(Per) + ")";
}

std::string dim3Text(ArrayRef<std::string> V) {
  return V[0] + " x " + V[1] + " x " + V[2];
}

/// Whether any of \p N's instance counts is known only at the launch.
bool countsAtLaunch(const DFNode &N) {
  return any_of(N.getExtents(),
                [](const Value *V) { return !isa<ConstantInt>(V); });
}

} // namespace

std::string describeLaunchGeometry(const KernelNode &KN) {
  const DFNode &N = *KN.Node;
  unsigned Dims = N.getNumDims();
  std::string Grid[3] = {"1", "1", "1"}, Block[3] = {"1", "1", "1"};
  std::string Where;
  if (!KN.Tiled) {
    auto [Axes, Wide] = leafAxes(N);
    for (auto [Axis, A] : enumerate(Axes)) {
      Block[Axis] = std::to_string(A.Threads);
      if (A.Dim)
        Grid[Axis] = axisText(N.getExtents()[*A.Dim], "n", *A.Dim, A.Threads);
    }
    Where = Wide == 0 ? "one thread for its one instance"
                      : "the block shape of " + std::to_string(Wide) +
                            "-D instances, as many blocks as cover them";
  } else {
    for (unsigned D = 0; D != Dims; ++D)
      Grid[cudaAxis(N, D)] = axisText(N.getExtents()[D], "n", D);
    const DFNode &Child = *tiledBlockChild(N);
    for (unsigned D = 0, ChildDims = Child.getNumDims(); D != ChildDims; ++D)
      Block[cudaAxis(Child, D)] = axisText(Child.getExtents()[D], "m", D);
    Where = "a block per instance, a thread per instance of its child '" +
            remarkName(*Child.getFunction()) + "'";
    if (countsAtLaunch(Child))
      Where += "; mD: the child's instance count in dimension D, computed "
               "from the node's inputs at each launch";
  }
  if (countsAtLaunch(N))
    Where += "; nD: its instance count in dimension D, at each launch";
  return "grid of " + dim3Text(Grid) + " blocks of " + dim3Text(Block) +
         " threads (x, y, z; " + Where + ")";
}

Expected<Function *> buildHostLauncher(const KernelNode &KN,
                                       GlobalVariable *Code, KernelAPI API,
                                       ArrayRef<ConstantParam> Constants,
                                       ArrayRef<bool> Taken) {
  return Launcher(KN, Code, API, Constants, Taken).build();
}

} // namespace hpvm
