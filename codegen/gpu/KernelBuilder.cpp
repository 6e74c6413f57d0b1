//===- KernelBuilder.cpp - gpu nodes to CUDA kernels ------------------------===//
//
// Kernels run node bodies through instance contexts (InstanceContext.h):
// the kernel fills the contexts of the instance it runs and of its
// ancestors (passed by value) and calls the body, which is always inlined.
//
//===----------------------------------------------------------------------===//
#include "gpu/KernelBuilder.h"
#include "DFG.h"
#include "Diagnostic.h"
#include "InstanceContext.h"
#include "NodeArgs.h"
#include "SplitInstances.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace hpvm {
namespace {

constexpr unsigned SharedAddressSpace = 3;

Value *specialRegister(IRBuilder<> &B, const llvm::Intrinsic::ID (&IDs)[3],
                       unsigned Axis) {
  return B.CreateZExt(B.CreateIntrinsic(IDs[Axis], {}, {}), B.getInt64Ty());
}

constexpr llvm::Intrinsic::ID ThreadIdx[3] = {
    llvm::Intrinsic::nvvm_read_ptx_sreg_tid_x,
    llvm::Intrinsic::nvvm_read_ptx_sreg_tid_y,
    llvm::Intrinsic::nvvm_read_ptx_sreg_tid_z};
constexpr llvm::Intrinsic::ID BlockDim[3] = {
    llvm::Intrinsic::nvvm_read_ptx_sreg_ntid_x,
    llvm::Intrinsic::nvvm_read_ptx_sreg_ntid_y,
    llvm::Intrinsic::nvvm_read_ptx_sreg_ntid_z};
constexpr llvm::Intrinsic::ID BlockIdx[3] = {
    llvm::Intrinsic::nvvm_read_ptx_sreg_ctaid_x,
    llvm::Intrinsic::nvvm_read_ptx_sreg_ctaid_y,
    llvm::Intrinsic::nvvm_read_ptx_sreg_ctaid_z};

bool sameExtent(Value *A, Value *B) {
  auto *CA = dyn_cast<ConstantInt>(A), *CB = dyn_cast<ConstantInt>(B);
  return A == B || (CA && CB && CA->getValue() == CB->getValue());
}

/// Whether \p F may read or write memory (calls of anything do).
bool touchesMemory(const Function &F) {
  for (const BasicBlock &BB : F)
    for (const Instruction &I : BB)
      if (I.mayReadOrWriteMemory())
        return true;
  return false;
}

/// A tiled node's replicated children must share one grid: it is the block.
const DFNode *blockChild(const DFNode &N) {
  const DFNode *Block = nullptr;
  for (const std::unique_ptr<DFNode> &K : N.children()) {
    if (K->getNumDims() == 0)
      continue;
    if (!Block) {
      Block = K.get();
      continue;
    }
    if (K->getNumDims() != Block->getNumDims())
      return nullptr;
    for (unsigned D = 0; D != K->getNumDims(); ++D)
      if (!sameExtent(K->getExtents()[D], Block->getExtents()[D]))
        return nullptr;
  }
  return Block;
}

bool isTiled(const DFNode &N, Target T) {
  return !N.isLeaf() && !N.isRoot() && N.getTargets().has(T) &&
         !whyNotTiled(N, T);
}

/// The operations of gpu leaves that contexts do not cover.
Expected<Value *> lowerDeviceOp(CallInst *CI, Intrinsic K) {
  IRBuilder<> B(CI);
  switch (K) {
  case Intrinsic::GetVectorLength:
    return ConstantInt::get(CI->getType(), 1);
  case Intrinsic::Barrier:
    B.CreateIntrinsic(llvm::Intrinsic::nvvm_barrier0, {}, {});
    return nullptr;
  case Intrinsic::Malloc: {
    auto *Bytes = dyn_cast<ConstantInt>(CI->getArgOperand(0));
    if (!Bytes)
      return errorAt(CI, "the size of a gpu allocation node's memory must "
                         "be a compile-time constant");
    Module &M = *CI->getModule();
    auto *Ty = ArrayType::get(B.getInt8Ty(), Bytes->getZExtValue());
    auto *Shared = new GlobalVariable(
        M, Ty, /*isConstant=*/false, GlobalValue::InternalLinkage,
        UndefValue::get(Ty), "hpvm.shared", nullptr,
        GlobalValue::NotThreadLocal, SharedAddressSpace);
    Shared->setAlignment(Align(16));
    return B.CreateAddrSpaceCast(Shared, CI->getType());
  }
  default:
    llvm_unreachable("not a target-specific operation");
  }
}

class KernelBuilder {
public:
  KernelBuilder(Module &DM, ValueToValueMapTy &HostToDevice)
      : DM(DM), C(DM.getContext()), Ctx(C), HostToDevice(HostToDevice) {}

  Expected<Function *> leafKernel(const DFNode &N, Target T);
  Expected<Function *> tiledKernel(const DFNode &N);

private:
  Module &DM;
  LLVMContext &C;
  InstanceContext Ctx;
  ValueToValueMapTy &HostToDevice;

  Function &deviceFunction(const DFNode &N) {
    return *cast<Function>(HostToDevice[N.getFunction()]);
  }
  Function *createKernel(const DFNode &N);
  Value *contextChain(IRBuilder<> &B, Function *K, const DFNode &N,
                      ArrayRef<Value *> Ids);
  void fillContext(IRBuilder<> &B, Value *At, ArrayRef<Value *> Ids,
                   ArrayRef<Value *> Counts, Value *Dims, Value *Parent);
  Expected<Function *> tileInstance(const DFNode &N);
};

Function *KernelBuilder::createKernel(const DFNode &N) {
  Function &F = deviceFunction(N);
  Type *I64 = Type::getInt64Ty(C);
  SmallVector<Type *, 16> Params(F.getFunctionType()->params());
  Params.append(3, I64);
  for (unsigned A = 0; A != N.getLevel(); ++A) {
    Params.append(6, I64);
    Params.push_back(Type::getInt32Ty(C));
  }
  if (N.isLeaf() && !passThroughOutputs(F))
    Params.push_back(PointerType::getUnqual(C));
  // The window of the outermost dimension this launch runs (SplitInstances.h).
  if (N.isLeaf() && !whyNotSplit(N))
    Params.append(2, I64);
  auto *K = Function::Create(
      FunctionType::get(Type::getVoidTy(C), Params, false),
      GlobalValue::ExternalLinkage, F.getName() + ".kernel", DM);
  K->setCallingConv(CallingConv::PTX_Kernel);
  // In-only data is what the node reads and does not write: no parameter
  // writes memory that an in-only one reads (the rule of docs/gpu.md, and
  // distinct tracked objects have distinct device buffers). So in-only
  // parameters are restrict pointers, and those the kernel never writes
  // through are read through the read-only path (UniformLoads.h).
  const AttributeList &Attrs = F.getAttributes();
  for (const Argument &A : F.args())
    if (A.getType()->isPointerTy() &&
        Attrs.hasParamAttr(A.getArgNo(), "hpvm.in") &&
        !Attrs.hasParamAttr(A.getArgNo(), "hpvm.out"))
      K->addParamAttr(A.getArgNo(), Attribute::NoAlias);
  return K;
}

void KernelBuilder::fillContext(IRBuilder<> &B, Value *At,
                                ArrayRef<Value *> Ids, ArrayRef<Value *> Counts,
                                Value *Dims, Value *Parent) {
  for (unsigned D = 0; D != 3; ++D) {
    B.CreateStore(Ids[D], Ctx.field(B, At, InstanceContext::Id, D));
    B.CreateStore(Counts[D], Ctx.field(B, At, InstanceContext::Count, D));
  }
  B.CreateStore(Dims, Ctx.field(B, At, InstanceContext::Dims));
  B.CreateStore(Parent, Ctx.field(B, At, InstanceContext::Parent));
}

/// The context of the instance of \p N with ids \p Ids, chained to its
/// ancestors' from the kernel's parameters.
Value *KernelBuilder::contextChain(IRBuilder<> &B, Function *K,
                                   const DFNode &N, ArrayRef<Value *> Ids) {
  unsigned First = deviceFunction(N).arg_size(), Ancestors = N.getLevel();
  SmallVector<Value *, 4> Chain;
  for (unsigned A = 0; A != Ancestors + 1; ++A)
    Chain.push_back(B.CreateAlloca(Ctx.type(), nullptr, "ctx"));
  Value *Null = ConstantPointerNull::get(PointerType::getUnqual(C));
  auto parentOf = [&](unsigned A) { return A < Ancestors ? Chain[A + 1] : Null; };
  Value *Extents[3] = {K->getArg(First), K->getArg(First + 1),
                       K->getArg(First + 2)};
  fillContext(B, Chain[0], Ids, Extents, B.getInt32(N.getNumDims()),
              parentOf(0));
  for (unsigned A = 0; A != Ancestors; ++A) {
    unsigned Base = First + 3 + A * KernelValuesPerAncestor;
    Value *AIds[3], *ACounts[3];
    for (unsigned D = 0; D != 3; ++D) {
      AIds[D] = K->getArg(Base + D);
      ACounts[D] = K->getArg(Base + 3 + D);
    }
    fillContext(B, Chain[A + 1], AIds, ACounts, K->getArg(Base + 6),
                parentOf(A + 1));
  }
  return Chain[0];
}

SmallVector<Value *, 16> nodeParams(Function *K, const Function &F) {
  SmallVector<Value *, 16> Args;
  for (unsigned Idx = 0; Idx != F.arg_size(); ++Idx)
    Args.push_back(K->getArg(Idx));
  return Args;
}

Expected<Function *> KernelBuilder::leafKernel(const DFNode &N, Target T) {
  Function &F = deviceFunction(N);
  // Shared memory lives as long as one block: local arrays of a node that is
  // not one kernel would not reach its children's kernels.
  if (callsIntrinsic(F, Intrinsic::Malloc)) {
    const DFNode &Parent = *N.getParent();
    return errorAt(Parent.getCreateCall(),
                   "the local arrays of this " + targetName(T) +
                       " node live in one block's memory, so the node must "
                       "be one kernel, but " +
                       *whyNotTiled(Parent, T) + "; give it target(cpu)");
  }
  Expected<Function *> Body =
      buildLeafInstance(F, F.getName() + ".gpu.inst", lowerDeviceOp);
  if (!Body)
    return Body.takeError();
  Function *K = createKernel(N);
  BasicBlock *Entry = BasicBlock::Create(C, "entry", K);
  BasicBlock *Work = BasicBlock::Create(C, "work", K);
  BasicBlock *Exit = BasicBlock::Create(C, "exit", K);
  IRBuilder<> B(Entry);
  unsigned Dims = N.getNumDims();
  Value *Ids[3];
  Value *OutOfRange = B.getFalse();
  bool Windowed = !whyNotSplit(N);
  for (unsigned D = 0; D != 3; ++D) {
    if (D >= Dims) {
      Ids[D] = B.getInt64(0);
      continue;
    }
    unsigned Axis = cudaAxis(N, D);
    Ids[D] = B.CreateAdd(B.CreateMul(specialRegister(B, BlockIdx, Axis),
                                     specialRegister(B, BlockDim, Axis)),
                         specialRegister(B, ThreadIdx, Axis));
    // A window's end, checked below, lies within dimension 0 (the runtime
    // cuts windows from it: InstanceWindow.h).
    if (D == 0 && Windowed)
      continue;
    OutOfRange = B.CreateOr(
        OutOfRange, B.CreateICmpUGE(Ids[D], K->getArg(F.arg_size() + D)));
  }
  if (Windowed) {
    // The grid covers the window [begin, end) of dimension 0.
    Value *Begin = K->getArg(K->arg_size() - 2);
    Value *End = K->getArg(K->arg_size() - 1);
    Ids[0] = B.CreateAdd(Ids[0], Begin);
    OutOfRange = B.CreateOr(OutOfRange, B.CreateICmpUGE(Ids[0], End));
  }
  B.CreateCondBr(OutOfRange, Exit, Work);
  B.SetInsertPoint(Exit);
  B.CreateRetVoid();
  B.SetInsertPoint(Work);
  SmallVector<Value *, 16> Args = nodeParams(K, F);
  Args.push_back(contextChain(B, K, N, Ids));
  CallInst *Outputs = B.CreateCall(*Body, Args);
  if (!passThroughOutputs(F)) {
    BasicBlock *Write = BasicBlock::Create(C, "write.outputs", K);
    BasicBlock *Done = BasicBlock::Create(C, "done", K);
    Value *First = B.getTrue();
    for (Value *Id : Ids)
      First = B.CreateAnd(First, B.CreateICmpEQ(Id, B.getInt64(0)));
    B.CreateCondBr(First, Write, Done);
    B.SetInsertPoint(Write);
    B.CreateStore(Outputs, K->getArg(K->arg_size() - 1));
    B.CreateBr(Done);
    B.SetInsertPoint(Done);
  }
  B.CreateRetVoid();
  return K;
}

/// One instance of tiled node \p N (one block): its children in dependence
/// order, each instance on the thread with the same index, a block barrier
/// after each child but the last (the block then ends: there is one
/// instance per block) and but those that every thread runs without
/// touching memory (the allocation of its local arrays: their addresses
/// are the same for all). A barrier the block does not need also costs
/// registers: ptxas keeps values live across it.
Expected<Function *> KernelBuilder::tileInstance(const DFNode &N) {
  Function &F = deviceFunction(N);
  ValueToValueMapTy VMap;
  Function *NF = cloneWithContext(F, F.getName() + ".gpu.tile", VMap);
  Value *Self = NF->getArg(NF->arg_size() - 1);
  auto cloned = [&](CallInst *HostCall) {
    return cast<CallInst>(VMap[HostToDevice[HostCall]]);
  };
  if (!N.outputBinds().empty())
    return errorAt(N.getCreateCall(),
                   "a tiled gpu node cannot have outputs (data or values "
                   "that later nodes read from it) yet; give it target(cpu)");

  DenseMap<const DFNode *, Value *> ChildArgs;
  DenseMap<const DFNode *, Value *> ChildCtx;
  DenseMap<const DFNode *, Function *> Body;
  IRBuilder<> Entry(&*NF->getEntryBlock().getFirstInsertionPt());
  for (const std::unique_ptr<DFNode> &K : N.children()) {
    Function &KF = deviceFunction(*K);
    ChildArgs[K.get()] =
        Entry.CreateAlloca(nodeArgsType(KF), nullptr, KF.getName() + ".args");
    ChildCtx[K.get()] = Entry.CreateAlloca(Ctx.type(), nullptr, "ctx");
    Expected<Function *> B =
        buildLeafInstance(KF, KF.getName() + ".gpu.inst", lowerDeviceOp);
    if (!B)
      return B.takeError();
    Body[K.get()] = *B;
  }
  for (const DFBind &Bd : N.inputBinds()) {
    IRBuilder<> B(cloned(Bd.Call));
    Function &KF = deviceFunction(*Bd.Child);
    storeArgsField(B, KF, NF->getArg(Bd.ParentPort), ChildArgs[Bd.Child],
                   Bd.ChildPort);
  }

  SmallVector<ReturnInst *, 2> Returns;
  for (BasicBlock &BB : *NF)
    if (auto *RI = dyn_cast<ReturnInst>(BB.getTerminator()))
      Returns.push_back(RI);
  SmallVector<DFNode *, 8> Order(N.topologicalChildren());
  for (ReturnInst *Ret : Returns) {
    IRBuilder<> B(Ret);
    for (DFNode *K : Order) {
      Function &KF = deviceFunction(*K);
      CallInst *Create = cloned(K->getCreateCall());
      unsigned Dims = K->getNumDims();
      Value *Ids[3], *Counts[3];
      Value *InRange = B.getTrue();
      for (unsigned D = 0; D != 3; ++D) {
        Counts[D] = D < Dims ? Create->getArgOperand(1 + D) : B.getInt64(1);
        Ids[D] = D < Dims ? specialRegister(B, ThreadIdx, cudaAxis(*K, D))
                          : B.getInt64(0);
        InRange = B.CreateAnd(InRange, B.CreateICmpULT(Ids[D], Counts[D]));
      }
      Value *KCtx = ChildCtx[K];
      fillContext(B, KCtx, Ids, Counts, B.getInt32(Dims), Self);
      SmallVector<Value *, 16> Args;
      for (unsigned Idx = 0; Idx != KF.arg_size(); ++Idx)
        Args.push_back(loadArgsField(B, KF, ChildArgs[K], Idx));
      Args.push_back(KCtx);

      BasicBlock *Run = BasicBlock::Create(C, "run", NF);
      BasicBlock *After = BasicBlock::Create(C, "after", NF);
      B.CreateCondBr(InRange, Run, After);
      B.SetInsertPoint(Run);
      storeArgsField(B, KF, B.CreateCall(Body[K], Args), ChildArgs[K],
                     outputsField(KF));
      B.CreateBr(After);
      B.SetInsertPoint(After);
      // All-to-all: every instance of K finishes before its successors.
      if (K != Order.back() && (Dims != 0 || touchesMemory(*Body[K])))
        B.CreateIntrinsic(llvm::Intrinsic::nvvm_barrier0, {}, {});
      for (const DFEdge &E : N.edges()) {
        if (E.Src != K)
          continue;
        Function &DF = deviceFunction(*E.Dst);
        storeArgsField(B, DF, loadOutput(B, KF, ChildArgs[K], E.SrcPort),
                       ChildArgs[E.Dst], E.DstPort);
      }
    }
    Ret->moveBefore(*B.GetInsertBlock(), B.GetInsertPoint());
  }
  for (const DFEdge &E : N.edges())
    cloned(E.Call)->eraseFromParent();
  for (const DFBind &Bd : N.inputBinds())
    cloned(Bd.Call)->eraseFromParent();
  for (const std::unique_ptr<DFNode> &K : N.children())
    cloned(K->getCreateCall())->eraseFromParent();
  return NF;
}

Expected<Function *> KernelBuilder::tiledKernel(const DFNode &N) {
  Expected<Function *> Tile = tileInstance(N);
  if (!Tile)
    return Tile.takeError();
  Function &F = deviceFunction(N);
  Function *K = createKernel(N);
  IRBuilder<> B(BasicBlock::Create(C, "entry", K));
  unsigned Dims = N.getNumDims();
  Value *Ids[3];
  for (unsigned D = 0; D != 3; ++D)
    Ids[D] = D < Dims ? specialRegister(B, BlockIdx, cudaAxis(N, D))
                      : B.getInt64(0);
  SmallVector<Value *, 16> Args = nodeParams(K, F);
  Args.push_back(contextChain(B, K, N, Ids));
  B.CreateCall(*Tile, Args);
  B.CreateRetVoid();
  return K;
}

} // namespace

SmallVector<KernelNode, 8> selectKernelNodes(const DFG &G, Target T) {
  SmallVector<KernelNode, 8> Nodes;
  SmallPtrSet<const Function *, 8> Seen;
  std::function<void(const DFNode &)> Visit = [&](const DFNode &N) {
    if (isTiled(N, T)) {
      if (Seen.insert(N.getFunction()).second)
        Nodes.push_back({&N, /*Tiled=*/true, T});
      return;
    }
    if (N.isLeaf() && N.getTargets().has(T) &&
        Seen.insert(N.getFunction()).second)
      Nodes.push_back({&N, /*Tiled=*/false, T});
    for (const std::unique_ptr<DFNode> &K : N.children())
      Visit(*K);
  };
  for (const std::unique_ptr<DFGraph> &Graph : G.graphs())
    Visit(Graph->getRoot());
  return Nodes;
}

const DFNode *tiledBlockChild(const DFNode &N) { return blockChild(N); }

std::optional<std::string> whyNotTiled(const DFNode &N, Target T) {
  assert(!N.isLeaf() && !N.isRoot() && N.getTargets().has(T) &&
         "not an internal node for the target");
  if (N.getNumDims() == 0)
    return std::string("it has one instance, and a tiled node's instances "
                       "are the blocks");
  for (const std::unique_ptr<DFNode> &K : N.children())
    if (!K->isLeaf() || !K->getTargets().has(T))
      return "its child '" + remarkName(*K->getFunction()) + "' is not a " +
             targetName(T).str() + " leaf";
  if (!blockChild(N))
    return std::string("its children with instances do not share one grid, "
                       "which would be the block");
  return std::nullopt;
}

bool isUnitDim(const DFNode &N, unsigned Dim) {
  auto *Count = dyn_cast<ConstantInt>(N.getExtents()[Dim]);
  return Count && Count->isOne();
}

SmallVector<unsigned, 3> cudaAxisOrder(const DFNode &N) {
  SmallVector<unsigned, 3> Order;
  for (bool Unit : {false, true})
    for (unsigned D = N.getNumDims(); D-- != 0;)
      if (isUnitDim(N, D) == Unit)
        Order.push_back(D);
  return Order;
}

unsigned cudaAxis(const DFNode &N, unsigned Dim) {
  SmallVector<unsigned, 3> Order = cudaAxisOrder(N);
  return find(Order, Dim) - Order.begin();
}

Expected<Function *> buildKernel(Module &DM, ValueToValueMapTy &HostToDevice,
                                 const KernelNode &KN) {
  KernelBuilder KB(DM, HostToDevice);
  return KN.Tiled ? KB.tiledKernel(*KN.Node) : KB.leafKernel(*KN.Node, KN.T);
}

} // namespace hpvm
