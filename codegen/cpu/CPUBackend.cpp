//===- CPUBackend.cpp - HPVM graphs to multicore CPU code -------------------===//
//
// For each node function F, children first:
//   F.cpu.inst   F's body for one instance, with an extra context parameter:
//                leaves get their queries and atomics lowered, internal nodes
//                get their children run in place of the graph description;
//   F.cpu.chunk  (env, begin, end): instances [begin, end) of the outermost
//                dimension, all of the inner ones, as a loop nest;
//   F.cpu        (args, parentCtx, n0, n1, n2): all instances, the chunks
//                spread over the thread pool by hpvm_rt_parallel_for.
//
// A leaf built for the vector target has F.vector.run over F.vector.chunk
// instead, or as well when it is built for cpu too: its innermost loop runs
// the vector body (VectorBackend.h) on full vectors and the scalar one on
// the rest. A node with more than one version (one per target it is built
// for; a gpu node, whose version is its host launcher F.gpu from
// GPUBackend.h, also has a host version to fall back to) runs as
// F.dispatch, which lets the runtime's scheduler choose (NodeVersions.h).
//
// The context of an instance is { id[3], count[3], parent, dims }; node
// handles in queries are pointers to it, getParentNode follows `parent`.
// An internal node whose children allocate (__hpvm__malloc) hands them a
// copy of its context followed by an allocation scope, freed when the
// instance completes.
//
// Leaves with barriers are split into phases (BarrierFission.h):
//   F.cpu.phases       one phase of one instance, its state in a frame;
//   F.cpu.phase.chunk  a phase of instances [begin, end);
//   F.cpu              every phase of all instances, in turn.
//
// Children that are not all ordered by paths run through
// hpvm_rt_run_children (F.cpu.children runs one of them), so that siblings
// without a path between them run at the same time.
//
// Every instance of a replicated node returns the same outputs (the
// verifier rejects uses of outputs that may differ, docs/semantics.md); the
// last instance's (the highest index in every dimension) are stored, or,
// for a leaf that passes inputs through as its outputs, those inputs, once
// before the instances run, so that the instance loop does not test for the
// last instance. A node that runs no instance outputs what EmptyOutputs.h
// says, stored before its instances would run.
//
//===----------------------------------------------------------------------===//
#include "cpu/CPUBackend.h"
#include "DFG.h"
#include "cpu/BarrierFission.h"
#include "cpu/StreamGraph.h"
#include "Diagnostic.h"
#include "EmptyOutputs.h"
#include "HPVMIntrinsics.h"
#include "InstanceContext.h"
#include "InstanceUniformity.h"
#include "NodeArgs.h"
#include "NodeVersions.h"
#include "RuntimeAPI.h"
#include "vector/VectorBackend.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Module.h"
#include "llvm/Transforms/Utils/Local.h"

using namespace llvm;

namespace hpvm {
namespace {

enum EnvField { EnvArgs = 0, EnvParent = 1, EnvExtent0 = 2 };
/// The environment of a phase chunk: EnvField's fields, then these.
enum PhaseEnvField {
  PhaseFrames = 5, // ptr: the instances' frames, in row-major order
  PhaseResume = 6, // i32: where the instances resume (BarrierFission.h)
  PhaseNext = 7,   // i32: the barrier they stopped at, -1 before any
  PhaseBad = 8,    // i32: nonzero when two of them stopped at different ones
};
/// Bytes of per-instance arrays that a grouped leaf keeps on the stack.
constexpr uint64_t MaxStackFrames = 64 * 1024;
/// Fields of the context an internal node hands to allocating children.
enum ScopedCtxField { ScopedCtx = 0, ScopedAllocs = 1 };

class CPUCodeGen {
public:
  CPUCodeGen(Module &M, const DeviceVersions &GPU,
             const DeviceVersions &OpenCL, const VectorVersions &Vector)
      : M(M), GPU(GPU), OpenCL(OpenCL), Vector(Vector), C(M.getContext()),
        Ptr(PointerType::getUnqual(C)), I64(Type::getInt64Ty(C)), Ctx(C),
        EnvTy(StructType::get(C, {Ptr, Ptr, I64, I64, I64})),
        PhaseEnvTy(StructType::get(C, {Ptr, Ptr, I64, I64, I64, Ptr,
                                       Type::getInt32Ty(C), Type::getInt32Ty(C),
                                       Type::getInt32Ty(C)})),
        ScopedCtxTy(StructType::get(C, {Ctx.type(), Ptr})) {}

  /// Generates F.cpu for \p N; its children must have been generated.
  Error generate(const DFNode &N);
  /// `void Root.launch(ptr args)`: runs the single instance of \p Root.
  Function *launchEntry(const DFNode &Root);
  /// The pipeline of a streaming graph (StreamGraph.h).
  Expected<GlobalVariable *> streamEntry(const DFGraph &Graph);

private:
  Module &M;
  const DeviceVersions &GPU;
  const DeviceVersions &OpenCL;
  const VectorVersions &Vector;
  LLVMContext &C;
  Type *Ptr;
  Type *I64;
  InstanceContext Ctx;
  StructType *EnvTy;
  StructType *PhaseEnvTy;
  StructType *ScopedCtxTy;
  DenseMap<const Function *, Function *> Generated;
  DenseMap<const DFNode *, Constant *> Names;

  Expected<Function *> leafInstance(const DFNode &N);
  Function *internalInstance(const DFNode &N);
  /// F.cpu.chunk, or with \p Vec the vector version's F.vector.chunk.
  Function *chunk(const DFNode &N, Function *Instance, const VectorBody *Vec);
  /// F.cpu, or for \p T vector F.vector.run, running \p Chunk over all
  /// instances.
  Function *run(const DFNode &N, Function *Chunk, Target T);
  /// The run function of \p N's version for \p T.
  Expected<Function *> version(const DFNode &N, Function &Instance, Target T);
  /// The version of \p F on the device of \p T (gpu, opencl), if it has one.
  const DeviceVersion *deviceVersion(const Function *F, Target T) const;
  /// Whether any node runs on a device, whose copies of memory CPU versions
  /// must then bring back first.
  bool hasDevices() const { return !GPU.empty() || !OpenCL.empty(); }
  void makeHostCopiesValid(IRBuilder<> &B, const Function &F, Value *Args);
  Expected<Function *> phasedVersion(const DFNode &N, Function &Instance);
  Function *phasedChunk(const DFNode &N, const PhasedLeaf &P);
  Function *phasedRun(const DFNode &N, const PhasedLeaf &P, Function *Chunk);
  Function *groupedRun(const DFNode &N, const GroupedLeaf &G);
  void storeInitialOutputs(IRBuilder<> &B, const DFNode &N, Function *Fn);
  void runChild(IRBuilder<> &B, const DFNode &K,
                function_ref<Value *(const DFNode &)> ArgsOf, Value *Parent,
                ArrayRef<Value *> Extents);
  void runChildrenConcurrently(IRBuilder<> &B, const DFNode &N,
                               const DenseMap<const DFNode *, Value *> &Args,
                               Value *Parent, ArrayRef<Value *> Extents);
  /// The node's name as a C string, for the runtime's messages.
  Constant *nameOf(const DFNode &N);
  /// A new instance context of \p N: counts \p Extent, ids 0, \p Parent.
  Value *newContext(IRBuilder<> &B, const DFNode &N, ArrayRef<Value *> Extent,
                    Value *Parent);
  /// A copy of instance context \p Self followed by an empty allocation
  /// scope: the parent context of children that allocate.
  Value *newScopedContext(IRBuilder<> &B, Value *Self);
  /// The node function \p F's parameters, loaded from its arguments struct.
  static SmallVector<Value *, 12> loadParams(IRBuilder<> &B, Function &F,
                                             Value *Args);
};

/// Emits `for (IV = Lo; IV < Hi; ++IV) Body(IV)` at B's insertion point and
/// leaves B after the loop.
void emitLoop(IRBuilder<> &B, Value *Lo, Value *Hi, StringRef Name,
              function_ref<void(Value *)> Body) {
  Function *F = B.GetInsertBlock()->getParent();
  LLVMContext &C = F->getContext();
  BasicBlock *Pre = B.GetInsertBlock();
  BasicBlock *Header = BasicBlock::Create(C, Name + ".header", F);
  BasicBlock *BodyBB = BasicBlock::Create(C, Name + ".body", F);
  BasicBlock *Exit = BasicBlock::Create(C, Name + ".exit", F);
  B.CreateBr(Header);
  B.SetInsertPoint(Header);
  PHINode *IV = B.CreatePHI(Lo->getType(), 2, Name);
  IV->addIncoming(Lo, Pre);
  B.CreateCondBr(B.CreateICmpSLT(IV, Hi), BodyBB, Exit);
  B.SetInsertPoint(BodyBB);
  Body(IV);
  IV->addIncoming(B.CreateAdd(IV, ConstantInt::get(IV->getType(), 1),
                              Name + ".next", /*HasNUW=*/true,
                              /*HasNSW=*/true),
                  B.GetInsertBlock());
  B.CreateBr(Header);
  B.SetInsertPoint(Exit);
}

/// Where the vector part of the instances [Lo, Hi) ends: whole vectors of
/// \p W lanes from Lo, every lane id below 2^31 (WholeFunctionVectorizer.h)
/// and, with \p KeepLast, short of the last instance, which the scalar body
/// runs for its outputs.
Value *vectorEnd(IRBuilder<> &B, Value *Lo, Value *Hi, unsigned W,
                 bool KeepLast) {
  Value *Cap = B.CreateBinaryIntrinsic(
      llvm::Intrinsic::smin, KeepLast ? B.CreateSub(Hi, B.getInt64(1)) : Hi,
      B.getInt64(INT32_MAX));
  Value *Span = B.CreateBinaryIntrinsic(
      llvm::Intrinsic::smax, B.CreateSub(Cap, Lo), B.getInt64(0));
  return B.CreateAdd(Lo, B.CreateMul(B.CreateUDiv(Span, B.getInt64(W)),
                                     B.getInt64(W)));
}

/// Whether \p N is a leaf whose outputs are inputs passed on unchanged, which
/// its run function stores once rather than its instances.
bool passesOutputsThrough(const DFNode &N) {
  return N.isLeaf() && N.getOutputType()->getNumElements() != 0 &&
         passThroughOutputs(*N.getFunction());
}

/// Whether an ancestor of \p N has more than one instance, so that N runs
/// inside a chunk of that ancestor's instance loop.
bool runsInOneChunk(const DFNode &N) {
  for (const DFNode *P = N.getParent(); P; P = P->getParent())
    if (P->getNumDims() != 0)
      return true;
  return false;
}

/// Whether every two children are ordered by a path, so that running them
/// in a topological order loses no concurrency.
bool childrenTotallyOrdered(const DFNode &N) {
  SmallVector<DFNode *, 8> Order = N.topologicalChildren();
  for (unsigned Idx = 0; Idx + 1 < Order.size(); ++Idx) {
    SmallPtrSet<const DFNode *, 8> Reached;
    SmallVector<const DFNode *, 8> Work{Order[Idx]};
    while (!Work.empty()) {
      const DFNode *X = Work.pop_back_val();
      for (const DFEdge &E : N.edges())
        if (E.Src == X && Reached.insert(E.Dst).second)
          Work.push_back(E.Dst);
    }
    if (!Reached.contains(Order[Idx + 1]))
      return false;
  }
  return true;
}

Expected<Function *> CPUCodeGen::leafInstance(const DFNode &N) {
  Function &F = *N.getFunction();
  return buildLeafInstance(
      F, F.getName() + ".cpu.inst",
      [&](CallInst *CI, Intrinsic K) -> Expected<Value *> {
        IRBuilder<> B(CI);
        switch (K) {
        case Intrinsic::GetVectorLength:
          return ConstantInt::get(CI->getType(), 1);
        case Intrinsic::Barrier:
          // Kept for splitAtBarriers, as a call the lowering does not see.
          return B.CreateCall(getIntrinsic(M, Intrinsic::Barrier));
        case Intrinsic::Malloc: {
          if (N.isRoot())
            return errorAt(CI, "__hpvm__malloc in the root node '" +
                                   N.getName() +
                                   "': memory belongs to an instance of the "
                                   "enclosing node, and the root has none");
          Value *Self = CI->getFunction()->getArg(F.arg_size());
          Value *Parent = B.CreateLoad(
              Ptr, Ctx.field(B, Self, InstanceContext::Parent));
          return B.CreateCall(
              getRuntimeFunction(M, RuntimeFn::Malloc),
              {B.CreateStructGEP(ScopedCtxTy, Parent, ScopedAllocs),
               CI->getArgOperand(0), nameOf(N)});
        }
        default:
          llvm_unreachable("not a target operation");
        }
      });
}

Constant *CPUCodeGen::nameOf(const DFNode &N) {
  Constant *&Name = Names[&N];
  if (!Name) {
    Name = ConstantDataArray::getString(C, N.getName());
    Name = new GlobalVariable(M, Name->getType(), /*isConstant=*/true,
                              GlobalValue::PrivateLinkage, Name,
                              N.getFunction()->getName() + ".node");
    cast<GlobalVariable>(Name)->setUnnamedAddr(
        GlobalValue::UnnamedAddr::Global);
  }
  return Name;
}

Value *CPUCodeGen::newContext(IRBuilder<> &B, const DFNode &N,
                              ArrayRef<Value *> Extent, Value *Parent) {
  Value *Self = B.CreateAlloca(Ctx.type(), nullptr, "hpvm.ctx");
  for (unsigned D = 0; D != 3; ++D) {
    B.CreateStore(Extent[D], Ctx.field(B, Self, InstanceContext::Count, D));
    B.CreateStore(B.getInt64(0), Ctx.field(B, Self, InstanceContext::Id, D));
  }
  B.CreateStore(Parent, Ctx.field(B, Self, InstanceContext::Parent));
  B.CreateStore(B.getInt32(N.getNumDims()),
                Ctx.field(B, Self, InstanceContext::Dims));
  return Self;
}

Value *CPUCodeGen::newScopedContext(IRBuilder<> &B, Value *Self) {
  Value *Scoped = B.CreateAlloca(ScopedCtxTy, nullptr, "hpvm.scoped.ctx");
  B.CreateMemCpy(Scoped, Align(8), Self, Align(8),
                 M.getDataLayout().getTypeAllocSize(Ctx.type()));
  B.CreateStore(ConstantPointerNull::get(cast<PointerType>(Ptr)),
                B.CreateStructGEP(ScopedCtxTy, Scoped, ScopedAllocs));
  return Scoped;
}

SmallVector<Value *, 12> CPUCodeGen::loadParams(IRBuilder<> &B, Function &F,
                                                Value *Args) {
  SmallVector<Value *, 12> Params;
  for (unsigned Idx = 0; Idx != F.arg_size(); ++Idx)
    Params.push_back(loadArgsField(B, F, Args, Idx));
  return Params;
}

Function *CPUCodeGen::internalInstance(const DFNode &N) {
  ValueToValueMapTy VMap;
  Function *F = N.getFunction();
  Function *NF = cloneWithContext(*F, F->getName() + ".cpu.inst", VMap);
  Value *Self = NF->getArg(NF->arg_size() - 1);
  auto cloned = [&](CallInst *CI) { return cast<CallInst>(VMap[CI]); };

  DenseMap<const DFNode *, Value *> ChildArgs;
  IRBuilder<> Entry(&*NF->getEntryBlock().getFirstInsertionPt());
  for (const std::unique_ptr<DFNode> &K : N.children())
    ChildArgs[K.get()] = Entry.CreateAlloca(
        nodeArgsType(*K->getFunction()), nullptr,
        K->getFunction()->getName() + ".args");

  // Children that allocate find this instance's allocation scope after
  // the context they see as their parent's.
  Value *ChildParent = Self;
  bool Allocates = any_of(N.children(), [](const std::unique_ptr<DFNode> &K) {
    return K->isLeaf() && callsIntrinsic(*K->getFunction(), Intrinsic::Malloc);
  });
  if (Allocates)
    ChildParent = newScopedContext(Entry, Self);
  bool Concurrent = !childrenTotallyOrdered(N);

  for (const DFBind &Bd : N.inputBinds()) {
    IRBuilder<> B(cloned(Bd.Call));
    storeArgsField(B, *Bd.Child->getFunction(), NF->getArg(Bd.ParentPort),
                   ChildArgs[Bd.Child], Bd.ChildPort);
  }

  SmallVector<ReturnInst *, 2> Returns;
  for (BasicBlock &BB : *NF)
    if (auto *RI = dyn_cast<ReturnInst>(BB.getTerminator()))
      Returns.push_back(RI);
  auto extentsOf = [&](const DFNode &K) {
    CallInst *Create = cloned(K.getCreateCall());
    SmallVector<Value *, 3> Extents;
    for (unsigned D = 0; D != 3; ++D)
      Extents.push_back(D < K.getNumDims()
                            ? Create->getArgOperand(1 + D)
                            : ConstantInt::get(I64, 1));
    return Extents;
  };
  SmallVector<Value *, 24> AllExtents;
  for (const std::unique_ptr<DFNode> &K : N.children())
    append_range(AllExtents, extentsOf(*K));
  for (ReturnInst *Ret : Returns) {
    IRBuilder<> B(Ret);
    if (Concurrent)
      runChildrenConcurrently(B, N, ChildArgs, ChildParent, AllExtents);
    else
      for (DFNode *K : N.topologicalChildren())
        runChild(
            B, *K, [&](const DFNode &X) { return ChildArgs.lookup(&X); },
            ChildParent, extentsOf(*K));
    Value *Out = Ret->getReturnValue();
    for (const DFBind &Bd : N.outputBinds()) {
      Function *KF = Bd.Child->getFunction();
      Value *V = loadOutput(B, *KF, ChildArgs[Bd.Child], Bd.ChildPort);
      Out = B.CreateInsertValue(Out, V, Bd.ParentPort);
    }
    if (Allocates)
      B.CreateCall(getRuntimeFunction(M, RuntimeFn::FreeScope),
                   {B.CreateStructGEP(ScopedCtxTy, ChildParent, ScopedAllocs)});
    Ret->setOperand(0, Out);
  }

  // The description is now code: drop it, uses before definitions.
  for (const DFEdge &E : N.edges())
    cloned(E.Call)->eraseFromParent();
  for (const DFBind &Bd : concat<const DFBind>(N.inputBinds(), N.outputBinds()))
    cloned(Bd.Call)->eraseFromParent();
  for (const std::unique_ptr<DFNode> &K : N.children())
    cloned(K->getCreateCall())->eraseFromParent();
  return NF;
}

void CPUCodeGen::runChild(IRBuilder<> &B, const DFNode &K,
                          function_ref<Value *(const DFNode &)> ArgsOf,
                          Value *Parent, ArrayRef<Value *> Extents) {
  Function *KF = K.getFunction();
  Value *KArgs = ArgsOf(K);
  B.CreateCall(Generated.lookup(KF),
               {KArgs, Parent, Extents[0], Extents[1], Extents[2]});
  for (const DFEdge &E : K.getParent()->edges()) {
    if (E.Src != &K)
      continue;
    Function *DF = E.Dst->getFunction();
    storeArgsField(B, *DF, loadOutput(B, *KF, KArgs, E.SrcPort), ArgsOf(*E.Dst),
                   E.DstPort);
  }
}

void CPUCodeGen::runChildrenConcurrently(
    IRBuilder<> &B, const DFNode &N,
    const DenseMap<const DFNode *, Value *> &Args, Value *Parent,
    ArrayRef<Value *> Extents) {
  Function *F = B.GetInsertBlock()->getParent();
  ArrayRef<std::unique_ptr<DFNode>> Children = N.children();
  unsigned NumChildren = Children.size();
  DenseMap<const DFNode *, unsigned> Index;
  for (auto [Idx, K] : enumerate(Children))
    Index[K.get()] = Idx;

  // What the runner needs: { ptr args[n], ptr parent, i64 extents[n][3] }.
  auto *FrameTy = StructType::get(
      C, {ArrayType::get(Ptr, NumChildren), Ptr,
          ArrayType::get(ArrayType::get(I64, 3), NumChildren)});
  IRBuilder<> Entry(&*F->getEntryBlock().getFirstInsertionPt());
  Value *Frame = Entry.CreateAlloca(FrameTy, nullptr, "children");
  auto argsSlot = [&](IRBuilder<> &At, Value *In, unsigned Idx) {
    return At.CreateInBoundsGEP(
        FrameTy, In, {At.getInt32(0), At.getInt32(0), At.getInt32(Idx)});
  };
  for (auto [Idx, K] : enumerate(Children))
    B.CreateStore(Args.lookup(K.get()), argsSlot(B, Frame, Idx));
  B.CreateStore(Parent, B.CreateStructGEP(FrameTy, Frame, 1));
  for (auto [Idx, Extent] : enumerate(Extents))
    B.CreateStore(Extent,
                  B.CreateInBoundsGEP(FrameTy, Frame,
                                      {B.getInt32(0), B.getInt32(2),
                                       B.getInt32(Idx / 3),
                                       B.getInt32(Idx % 3)}));

  // `void F.cpu.children(ptr frame, i32 child)`: one child and its edges.
  Type *I32 = B.getInt32Ty();
  auto *Runner = Function::Create(
      FunctionType::get(Type::getVoidTy(C), {Ptr, I32}, false),
      GlobalValue::InternalLinkage,
      N.getFunction()->getName() + ".cpu.children", M);
  IRBuilder<> RB(BasicBlock::Create(C, "entry", Runner));
  Value *RFrame = Runner->getArg(0);
  BasicBlock *Done = BasicBlock::Create(C, "done", Runner);
  SwitchInst *Which = RB.CreateSwitch(Runner->getArg(1), Done, NumChildren);
  auto argsIn = [&](const DFNode &X) {
    return RB.CreateLoad(Ptr, argsSlot(RB, RFrame, Index[&X]),
                         X.getFunction()->getName() + ".args");
  };
  for (auto [Idx, K] : enumerate(Children)) {
    BasicBlock *Case = BasicBlock::Create(C, "child", Runner, Done);
    Which->addCase(RB.getInt32(Idx), Case);
    RB.SetInsertPoint(Case);
    Value *KParent = RB.CreateLoad(Ptr, RB.CreateStructGEP(FrameTy, RFrame, 1));
    SmallVector<Value *, 3> KExtents;
    for (unsigned D = 0; D != 3; ++D)
      KExtents.push_back(RB.CreateLoad(
          I64, RB.CreateInBoundsGEP(FrameTy, RFrame,
                                    {RB.getInt32(0), RB.getInt32(2),
                                     RB.getInt32(Idx), RB.getInt32(D)})));
    runChild(RB, *K, argsIn, KParent, KExtents);
    RB.CreateBr(Done);
  }
  RB.SetInsertPoint(Done);
  RB.CreateRetVoid();

  // The edges as successor lists, one list per child, without repeats.
  SmallVector<Constant *, 8> SuccBegin, Succs;
  for (const std::unique_ptr<DFNode> &K : Children) {
    SuccBegin.push_back(ConstantInt::get(I32, Succs.size()));
    SmallVector<unsigned, 4> Dsts;
    for (const DFEdge &E : N.edges())
      if (E.Src == K.get() && !is_contained(Dsts, Index[E.Dst]))
        Dsts.push_back(Index[E.Dst]);
    for (unsigned Dst : Dsts)
      Succs.push_back(ConstantInt::get(I32, Dst));
  }
  SuccBegin.push_back(ConstantInt::get(I32, Succs.size()));
  auto table = [&](ArrayRef<Constant *> Values, StringRef Suffix) -> Value * {
    if (Values.empty())
      return ConstantPointerNull::get(cast<PointerType>(Ptr));
    auto *Ty = ArrayType::get(I32, Values.size());
    return new GlobalVariable(M, Ty, /*isConstant=*/true,
                              GlobalValue::PrivateLinkage,
                              ConstantArray::get(Ty, Values),
                              N.getFunction()->getName() + Suffix);
  };
  B.CreateCall(getRuntimeFunction(M, RuntimeFn::RunChildren),
               {nameOf(N), B.getInt32(NumChildren),
                table(SuccBegin, ".succ.begin"), table(Succs, ".succs"),
                Runner, Frame});
}

Function *CPUCodeGen::chunk(const DFNode &N, Function *Instance,
                            const VectorBody *Vec) {
  Function *F = N.getFunction();
  auto *Fn = Function::Create(
      FunctionType::get(Type::getVoidTy(C), {Ptr, I64, I64}, false),
      GlobalValue::InternalLinkage,
      F->getName() + (Vec ? ".vector.chunk" : ".cpu.chunk"), M);
  Value *Env = Fn->getArg(0), *Begin = Fn->getArg(1), *End = Fn->getArg(2);
  IRBuilder<> B(BasicBlock::Create(C, "entry", Fn));

  Value *Args = B.CreateLoad(Ptr, B.CreateStructGEP(EnvTy, Env, EnvArgs));
  Value *Parent = B.CreateLoad(Ptr, B.CreateStructGEP(EnvTy, Env, EnvParent));
  Value *Extent[3];
  for (unsigned D = 0; D != 3; ++D)
    Extent[D] = B.CreateLoad(I64, B.CreateStructGEP(EnvTy, Env, EnvExtent0 + D));
  SmallVector<Value *, 12> Params = loadParams(B, *F, Args);
  Value *Self = newContext(B, N, Extent, Parent);
  Params.push_back(Self);
  unsigned Dims = N.getNumDims();

  // One loop per dimension the node has; the outermost one runs the chunk.
  bool HasOutputs =
      N.getOutputType()->getNumElements() != 0 && !passesOutputsThrough(N);
  SmallVector<Value *, 3> Id;
  std::function<void(unsigned)> Nest = [&](unsigned D) {
    if (D < Dims) {
      Value *Lo = D == 0 ? Begin : B.getInt64(0);
      if (Vec && D + 1 == Dims) {
        Value *Hi = D == 0 ? End : Extent[D];
        Value *Split = vectorEnd(B, Lo, Hi, Vec->Width, HasOutputs);
        SmallVector<Value *, 12> Groups(Params);
        Groups.append({Lo, Split});
        B.CreateCall(Vec->Groups, Groups);
        Lo = Split;
      }
      emitLoop(B, Lo, D == 0 ? End : Extent[D],
               StringRef("xyz").substr(D, 1), [&](Value *IV) {
                 Id.push_back(IV);
                 B.CreateStore(IV, Ctx.field(B, Self, InstanceContext::Id, D));
                 Nest(D + 1);
                 Id.pop_back();
               });
      return;
    }
    CallInst *Out = B.CreateCall(Instance, Params);
    if (!HasOutputs)
      return;
    Value *IsLast = B.getTrue();
    for (unsigned K = 0; K != Id.size(); ++K)
      IsLast = B.CreateAnd(
          IsLast, B.CreateICmpEQ(Id[K], B.CreateSub(Extent[K], B.getInt64(1))));
    BasicBlock *Last = BasicBlock::Create(C, "last", Fn);
    BasicBlock *Cont = BasicBlock::Create(C, "cont", Fn);
    B.CreateCondBr(IsLast, Last, Cont);
    B.SetInsertPoint(Last);
    storeArgsField(B, *F, Out, Args, outputsField(*F));
    B.CreateBr(Cont);
    B.SetInsertPoint(Cont);
  };
  Nest(0);
  B.CreateRetVoid();
  return Fn;
}

Function *CPUCodeGen::run(const DFNode &N, Function *Chunk, Target T) {
  Function *F = N.getFunction();
  auto *Fn = Function::Create(
      FunctionType::get(Type::getVoidTy(C), {Ptr, Ptr, I64, I64, I64}, false),
      GlobalValue::InternalLinkage,
      F->getName() + (T == Target::Vector ? ".vector.run" : ".cpu"), M);
  IRBuilder<> B(BasicBlock::Create(C, "entry", Fn));
  Value *Env = B.CreateAlloca(EnvTy, nullptr, "env");
  for (unsigned Idx = 0; Idx != 5; ++Idx)
    B.CreateStore(Fn->getArg(Idx), B.CreateStructGEP(EnvTy, Env, Idx));
  if (N.isLeaf() && hasDevices())
    makeHostCopiesValid(B, *F, Fn->getArg(0));
  storeInitialOutputs(B, N, Fn);
  if (N.isRoot()) {
    // The graph's one instance, which the runtime records as the graph.
    B.CreateCall(Chunk, {Env, B.getInt64(0), B.getInt64(1)});
  } else {
    // A node of one instance runs it on this thread, leaving the pool to
    // its children; hpvm_rt_parallel_for does so, recording it for
    // HPVM_PROFILE and HPVM_TRACE as it does a node with instances.
    Value *Count = N.getNumDims() == 0 ? static_cast<Value *>(B.getInt64(1))
                                       : Fn->getArg(2);
    B.CreateCall(getRuntimeFunction(M, RuntimeFn::ParallelFor),
                 {nameOf(N), Count, Chunk, Env});
  }
  B.CreateRetVoid();
  return Fn;
}

/// Stores what \p N outputs when no instance runs (EmptyOutputs.h), or the
/// inputs that a leaf passes through when some do; \p Fn is its run
/// function.
void CPUCodeGen::storeInitialOutputs(IRBuilder<> &B, const DFNode &N,
                                     Function *Fn) {
  Function *F = N.getFunction();
  Value *Args = Fn->getArg(0);
  if (N.getOutputType()->getNumElements() == 0)
    return;
  SmallVector<Value *, 12> Params = loadParams(B, *F, Args);
  Value *Outputs = emitEmptyOutputs(B, N, Params);
  if (passesOutputsThrough(N)) {
    Value *Ran = B.getTrue();
    for (unsigned D = 0; D != N.getNumDims(); ++D)
      Ran = B.CreateAnd(Ran, B.CreateICmpSGT(Fn->getArg(2 + D), B.getInt64(0)));
    Value *Through = PoisonValue::get(N.getOutputType());
    for (auto [Port, ArgNo] : enumerate(*passThroughOutputs(*F)))
      Through = B.CreateInsertValue(Through, Params[ArgNo], Port);
    Outputs = B.CreateSelect(Ran, Through, Outputs);
  }
  storeArgsField(B, *F, Outputs, Args, outputsField(*F));
}

Function *CPUCodeGen::groupedRun(const DFNode &N, const GroupedLeaf &G) {
  Function *F = N.getFunction();
  StructType *ArgsTy = nodeArgsType(*F);
  auto *Fn = Function::Create(
      FunctionType::get(Type::getVoidTy(C), {Ptr, Ptr, I64, I64, I64}, false),
      GlobalValue::InternalLinkage, F->getName() + ".cpu", M);
  BasicBlock *Entry = BasicBlock::Create(C, "entry", Fn);
  BasicBlock *Run = BasicBlock::Create(C, "run", Fn);
  BasicBlock *Exit = BasicBlock::Create(C, "exit", Fn);
  IRBuilder<> B(Entry);
  Value *Args = Fn->getArg(0);
  if (hasDevices())
    makeHostCopiesValid(B, *F, Args);
  storeInitialOutputs(B, N, Fn);
  Value *Total = B.getInt64(1), *Any = B.getTrue();
  for (unsigned D = 0; D != N.getNumDims(); ++D) {
    Any = B.CreateAnd(Any, B.CreateICmpSGT(Fn->getArg(2 + D), B.getInt64(0)));
    Total = B.CreateMul(Total, Fn->getArg(2 + D));
  }
  B.CreateCondBr(Any, Run, Exit);

  B.SetInsertPoint(Run);
  Value *Self = newContext(B, N, {Fn->getArg(2), Fn->getArg(3), Fn->getArg(4)},
                           Fn->getArg(1));
  // The per-instance arrays: on the stack while small (the common case of a
  // block of a tiled node, run once per instance of its parent), else on
  // the heap.
  Value *Scope = B.CreateAlloca(Ptr, nullptr, "frames.scope");
  B.CreateStore(ConstantPointerNull::get(cast<PointerType>(Ptr)), Scope);
  Value *Frames = ConstantPointerNull::get(cast<PointerType>(Ptr));
  if (G.FrameSize != 0) {
    Value *Bytes = B.CreateMul(Total, B.getInt64(G.FrameSize), "frames.size");
    BasicBlock *OnStack = BasicBlock::Create(C, "frames.stack", Fn, Exit);
    BasicBlock *OnHeap = BasicBlock::Create(C, "frames.heap", Fn, Exit);
    BasicBlock *Call = BasicBlock::Create(C, "call", Fn, Exit);
    B.CreateCondBr(B.CreateICmpULE(Bytes, B.getInt64(MaxStackFrames)), OnStack,
                   OnHeap);
    B.SetInsertPoint(OnStack);
    AllocaInst *Stack = B.CreateAlloca(B.getInt8Ty(), Bytes, "frames");
    Stack->setAlignment(G.FrameAlign);
    B.CreateBr(Call);
    B.SetInsertPoint(OnHeap);
    Value *Heap = B.CreateCall(getRuntimeFunction(M, RuntimeFn::Malloc),
                               {Scope, Bytes, nameOf(N)}, "frames");
    B.CreateBr(Call);
    B.SetInsertPoint(Call);
    PHINode *Phi = B.CreatePHI(Ptr, 2, "frames");
    Phi->addIncoming(Stack, OnStack);
    Phi->addIncoming(Heap, OnHeap);
    Frames = Phi;
  }
  SmallVector<Value *, 12> Params = loadParams(B, *F, Args);
  Params.append(
      {Self, Frames, B.CreateStructGEP(ArgsTy, Args, outputsField(*F))});
  B.CreateCall(G.Group, Params);
  B.CreateCall(getRuntimeFunction(M, RuntimeFn::FreeScope), {Scope});
  B.CreateBr(Exit);
  B.SetInsertPoint(Exit);
  B.CreateRetVoid();
  return Fn;
}

Expected<Function *> CPUCodeGen::phasedVersion(const DFNode &N,
                                               Function &Instance) {
  // What no run reaches goes first: a call that does not return ends its
  // block, and a barrier after it is never met.
  removeUnreachableBlocks(Instance);
  if (!hasBarriers(Instance))
    return run(N, chunk(N, &Instance, nullptr), Target::CPU);
  // Inside an instance of a replicated ancestor the instances of the leaf
  // run on one thread anyway (ThreadPool.cpp): there, uniform control runs
  // once, with loops over the instances between the barriers.
  if (runsInOneChunk(N))
    if (std::optional<GroupedLeaf> G =
            splitAtUniformBarriers(Instance, N.getNumDims(),
                                   N.getFunction()->getName() + ".cpu.group"))
      return groupedRun(N, *G);
  Expected<PhasedLeaf> P =
      splitAtBarriers(Instance, N.getFunction()->getName() + ".cpu.phases");
  if (!P)
    return P.takeError();
  return phasedRun(N, *P, phasedChunk(N, *P));
}

Function *CPUCodeGen::phasedChunk(const DFNode &N, const PhasedLeaf &P) {
  Function *F = N.getFunction();
  StructType *ArgsTy = nodeArgsType(*F);
  Type *I32 = Type::getInt32Ty(C);
  auto *Fn = Function::Create(
      FunctionType::get(Type::getVoidTy(C), {Ptr, I64, I64}, false),
      GlobalValue::InternalLinkage, F->getName() + ".cpu.phase.chunk", M);
  Value *Env = Fn->getArg(0), *Begin = Fn->getArg(1), *End = Fn->getArg(2);
  IRBuilder<> B(BasicBlock::Create(C, "entry", Fn));
  auto envField = [&](unsigned Idx) {
    return B.CreateStructGEP(PhaseEnvTy, Env, Idx);
  };

  Value *Args = B.CreateLoad(Ptr, envField(EnvArgs));
  Value *Parent = B.CreateLoad(Ptr, envField(EnvParent));
  Value *Extent[3];
  for (unsigned D = 0; D != 3; ++D)
    Extent[D] = B.CreateLoad(I64, envField(EnvExtent0 + D));
  Value *Frames = B.CreateLoad(Ptr, envField(PhaseFrames));
  Value *Resume = B.CreateLoad(I32, envField(PhaseResume));
  SmallVector<Value *, 12> Params = loadParams(B, *F, Args);
  Value *Self = newContext(B, N, Extent, Parent);
  unsigned Dims = N.getNumDims();
  // Only the last instance's outputs are kept; the others go to scratch.
  StructType *OutTy = N.getOutputType();
  Value *Scratch = B.CreateAlloca(OutTy, nullptr, "outputs.scratch");
  Value *Outputs = B.CreateStructGEP(ArgsTy, Args, outputsField(*F));
  // The barrier this chunk's instances stopped at (-1 before the first),
  // and whether two of them disagreed.
  Value *Reached = B.CreateAlloca(I32, nullptr, "reached");
  B.CreateStore(B.getInt32(-1), Reached);
  Value *Differ = B.CreateAlloca(B.getInt1Ty(), nullptr, "differ");
  B.CreateStore(B.getFalse(), Differ);

  SmallVector<Value *, 3> Id;
  std::function<void(unsigned)> Nest = [&](unsigned D) {
    if (D < Dims) {
      emitLoop(B, D == 0 ? Begin : B.getInt64(0), D == 0 ? End : Extent[D],
               StringRef("xyz").substr(D, 1), [&](Value *IV) {
                 Id.push_back(IV);
                 B.CreateStore(IV, Ctx.field(B, Self, InstanceContext::Id, D));
                 Nest(D + 1);
                 Id.pop_back();
               });
      return;
    }
    // Frames are laid out row-major over the whole grid.
    Value *Linear = B.getInt64(0), *IsLast = B.getTrue();
    for (unsigned K = 0; K != Id.size(); ++K) {
      Linear = B.CreateAdd(B.CreateMul(Linear, Extent[K]), Id[K]);
      IsLast = B.CreateAnd(
          IsLast, B.CreateICmpEQ(Id[K], B.CreateSub(Extent[K], B.getInt64(1))));
    }
    SmallVector<Value *, 12> Call(Params);
    Call.push_back(Self);
    Call.push_back(B.CreateInBoundsGEP(
        B.getInt8Ty(), Frames, B.CreateMul(Linear, B.getInt64(P.FrameSize))));
    Call.push_back(Resume);
    Call.push_back(B.CreateSelect(IsLast, Outputs, Scratch));
    Value *Stop = B.CreateCall(P.Phases, Call);
    Value *Before = B.CreateLoad(I32, Reached);
    Value *First = B.CreateICmpEQ(Before, B.getInt32(-1));
    B.CreateStore(B.CreateOr(B.CreateLoad(B.getInt1Ty(), Differ),
                             B.CreateAnd(B.CreateNot(First),
                                         B.CreateICmpNE(Before, Stop))),
                  Differ);
    B.CreateStore(Stop, Reached);
  };
  Nest(0);

  // Agree with the other chunks through PhaseNext.
  BasicBlock *Combine = BasicBlock::Create(C, "combine", Fn);
  BasicBlock *Report = BasicBlock::Create(C, "report", Fn);
  BasicBlock *Done = BasicBlock::Create(C, "done", Fn);
  Value *Stop = B.CreateLoad(I32, Reached);
  B.CreateCondBr(B.CreateICmpEQ(Stop, B.getInt32(-1)), Done, Combine);
  B.SetInsertPoint(Combine);
  Value *Old = B.CreateExtractValue(
      B.CreateAtomicCmpXchg(envField(PhaseNext), B.getInt32(-1), Stop,
                            MaybeAlign(4), AtomicOrdering::Monotonic,
                            AtomicOrdering::Monotonic),
      0);
  Value *Agree = B.CreateOr(B.CreateICmpEQ(Old, B.getInt32(-1)),
                            B.CreateICmpEQ(Old, Stop));
  B.CreateCondBr(B.CreateOr(B.CreateNot(Agree),
                            B.CreateLoad(B.getInt1Ty(), Differ)),
                 Report, Done);
  B.SetInsertPoint(Report);
  B.CreateAlignedStore(B.getInt32(1), envField(PhaseBad), MaybeAlign(4))
      ->setAtomic(AtomicOrdering::Monotonic);
  B.CreateBr(Done);
  B.SetInsertPoint(Done);
  B.CreateRetVoid();
  return Fn;
}

Function *CPUCodeGen::phasedRun(const DFNode &N, const PhasedLeaf &P,
                                Function *Chunk) {
  Function *F = N.getFunction();
  Type *I32 = Type::getInt32Ty(C);
  auto *Fn = Function::Create(
      FunctionType::get(Type::getVoidTy(C), {Ptr, Ptr, I64, I64, I64}, false),
      GlobalValue::InternalLinkage, F->getName() + ".cpu", M);
  BasicBlock *Entry = BasicBlock::Create(C, "entry", Fn);
  BasicBlock *Phase = BasicBlock::Create(C, "phase", Fn);
  BasicBlock *Differ = BasicBlock::Create(C, "differ", Fn);
  BasicBlock *Agree = BasicBlock::Create(C, "agree", Fn);
  BasicBlock *Exit = BasicBlock::Create(C, "exit", Fn);
  IRBuilder<> B(Entry);
  Value *Env = B.CreateAlloca(PhaseEnvTy, nullptr, "env");
  auto envField = [&](unsigned Idx) {
    return B.CreateStructGEP(PhaseEnvTy, Env, Idx);
  };
  for (unsigned Idx = 0; Idx != 5; ++Idx)
    B.CreateStore(Fn->getArg(Idx), envField(Idx));
  if (hasDevices())
    makeHostCopiesValid(B, *F, Fn->getArg(0));
  storeInitialOutputs(B, N, Fn);

  // One frame per instance of the whole grid, for all phases.
  Value *Scope = B.CreateAlloca(Ptr, nullptr, "frames.scope");
  B.CreateStore(ConstantPointerNull::get(cast<PointerType>(Ptr)), Scope);
  Value *Frames = ConstantPointerNull::get(cast<PointerType>(Ptr));
  if (P.FrameSize != 0) {
    Value *Count = B.getInt64(P.FrameSize);
    for (unsigned D = 0; D != N.getNumDims(); ++D)
      Count = B.CreateMul(
          Count, B.CreateBinaryIntrinsic(llvm::Intrinsic::smax,
                                         Fn->getArg(2 + D), B.getInt64(0)));
    Frames = B.CreateCall(getRuntimeFunction(M, RuntimeFn::Malloc),
                          {Scope, Count, nameOf(N)}, "frames");
  }
  B.CreateStore(Frames, envField(PhaseFrames));
  B.CreateBr(Phase);

  B.SetInsertPoint(Phase);
  PHINode *Resume = B.CreatePHI(I32, 2, "resume");
  Resume->addIncoming(B.getInt32(0), Entry);
  B.CreateStore(Resume, envField(PhaseResume));
  B.CreateStore(B.getInt32(-1), envField(PhaseNext));
  B.CreateStore(B.getInt32(0), envField(PhaseBad));
  if (N.getNumDims() == 0)
    B.CreateCall(Chunk, {Env, B.getInt64(0), B.getInt64(1)});
  else
    B.CreateCall(getRuntimeFunction(M, RuntimeFn::ParallelFor),
                 {nameOf(N), Fn->getArg(2), Chunk, Env});
  B.CreateCondBr(
      B.CreateICmpNE(B.CreateLoad(I32, envField(PhaseBad)), B.getInt32(0)),
      Differ, Agree);

  B.SetInsertPoint(Differ);
  B.CreateCall(getRuntimeFunction(M, RuntimeFn::NodeError),
               {nameOf(N),
                B.CreateGlobalString(
                    "its instances reached different barriers (every "
                    "instance of a leaf must reach the same __hpvm__barrier "
                    "calls, in the same order)",
                    F->getName() + ".barrier.error")})
      ->setDoesNotReturn();
  B.CreateUnreachable();

  B.SetInsertPoint(Agree);
  Value *Next = B.CreateLoad(I32, envField(PhaseNext));
  Resume->addIncoming(Next, Agree);
  B.CreateCondBr(B.CreateICmpSGT(Next, B.getInt32(0)), Phase, Exit);

  B.SetInsertPoint(Exit);
  B.CreateCall(getRuntimeFunction(M, RuntimeFn::FreeScope), {Scope});
  B.CreateRetVoid();
  return Fn;
}

void CPUCodeGen::makeHostCopiesValid(IRBuilder<> &B, const Function &F,
                                     Value *Args) {
  const AttributeList &Attrs = F.getAttributes();
  for (const Argument &A : F.args())
    if (A.getType()->isPointerTy())
      B.CreateCall(getRuntimeFunction(M, RuntimeFn::HostPointer),
                   {loadArgsField(B, F, Args, A.getArgNo()),
                    B.getInt32(Attrs.hasParamAttr(A.getArgNo(), "hpvm.in")),
                    B.getInt32(Attrs.hasParamAttr(A.getArgNo(), "hpvm.out"))});
}

Error CPUCodeGen::generate(const DFNode &N) {
  Function *F = N.getFunction();
  if (Generated.count(F))
    return Error::success();
  Function *Instance;
  if (N.isLeaf()) {
    Expected<Function *> Leaf = leafInstance(N);
    if (!Leaf)
      return Leaf.takeError();
    Instance = *Leaf;
  } else {
    Instance = internalInstance(N);
  }

  // A leaf that has barriers runs the scalar version for vector too.
  bool Phased = N.isLeaf() && hasBarriers(*Instance);
  VersionTargets VT = versionTargets(N, [&](Target T) {
    if (T == Target::Vector)
      return !Phased && Vector.lookup(F);
    return T == Target::CPU || deviceVersion(F, T);
  });
  SmallVector<NodeVersion, 4> Versions;
  for (Target T : VT.Targets) {
    if (const DeviceVersion *D = deviceVersion(F, T)) {
      Versions.push_back({T, D->Launcher, D->Code});
      continue;
    }
    Expected<Function *> Run = version(N, *Instance, T);
    if (!Run)
      return Run.takeError();
    Versions.push_back({T, *Run, nullptr});
  }
  Generated[F] = Versions.size() == 1
                     ? Versions.front().Run
                     : buildDispatch(N, Versions, VT.Listed, nameOf(N));
  return Error::success();
}

const DeviceVersion *CPUCodeGen::deviceVersion(const Function *F,
                                              Target T) const {
  const DeviceVersions *Versions = T == Target::GPU      ? &GPU
                                   : T == Target::OpenCL ? &OpenCL
                                                         : nullptr;
  if (!Versions)
    return nullptr;
  auto It = Versions->find(F);
  return It == Versions->end() ? nullptr : &It->second;
}

Expected<Function *> CPUCodeGen::version(const DFNode &N, Function &Instance,
                                         Target T) {
  switch (T) {
  case Target::GPU:
  case Target::OpenCL:
    llvm_unreachable("device versions are the device backends'");
  case Target::Vector:
    return run(N, chunk(N, &Instance, Vector.lookup(N.getFunction())), T);
  case Target::CPU:
    if (N.isLeaf() && hasBarriers(Instance))
      return phasedVersion(N, Instance);
    return run(N, chunk(N, &Instance, nullptr), T);
  }
  llvm_unreachable("not a target");
}

Function *CPUCodeGen::launchEntry(const DFNode &Root) {
  Function *F = Root.getFunction();
  auto *Fn = Function::Create(
      FunctionType::get(Type::getVoidTy(C), {Ptr}, false),
      GlobalValue::InternalLinkage, F->getName() + ".launch", M);
  IRBuilder<> B(BasicBlock::Create(C, "entry", Fn));
  B.CreateCall(Generated.lookup(F),
               {Fn->getArg(0), ConstantPointerNull::get(cast<PointerType>(Ptr)),
                B.getInt64(1), B.getInt64(1), B.getInt64(1)});
  B.CreateRetVoid();
  return Fn;
}

Expected<GlobalVariable *> CPUCodeGen::streamEntry(const DFGraph &Graph) {
  const DFNode &Root = Graph.getRoot();
  bool Allocates = any_of(Root.children(), [](const std::unique_ptr<DFNode> &K) {
    return K->isLeaf() && callsIntrinsic(*K->getFunction(), Intrinsic::Malloc);
  });
  return buildStreamGraph(
      M, Graph,
      [&](IRBuilder<> &B, const DFNode &K,
          function_ref<Value *(const DFNode &)> ArgsOf,
          ArrayRef<Value *> Extents) {
        // The root's one instance, as the stage's parent; with the
        // allocation scope of this item's stage after it (internalInstance).
        Value *Self =
            newContext(B, Root, {B.getInt64(1), B.getInt64(1), B.getInt64(1)},
                       ConstantPointerNull::get(cast<PointerType>(Ptr)));
        if (!Allocates) {
          runChild(B, K, ArgsOf, Self, Extents);
          return;
        }
        Value *Scoped = newScopedContext(B, Self);
        runChild(B, K, ArgsOf, Scoped, Extents);
        B.CreateCall(getRuntimeFunction(M, RuntimeFn::FreeScope),
                     {B.CreateStructGEP(ScopedCtxTy, Scoped, ScopedAllocs)});
      });
}

} // namespace

Expected<GraphEntries> generateCPUCode(const DFG &G, Module &M,
                                       const DeviceVersions &GPU,
                                       const DeviceVersions &OpenCL,
                                       const VectorVersions &Vector) {
  for (const DFEdge *E : perInstanceEdges(G))
    return errorAt(E->Call,
                   "this one-to-one edge carries a value that may differ "
                   "between the instances of '" +
                       E->Src->getName() +
                       "'; the cpu target does not support that yet (make "
                       "the value the same in every instance, or pass "
                       "per-instance values through memory)");
  CPUCodeGen CG(M, GPU, OpenCL, Vector);
  GraphEntries Entries;
  for (const std::unique_ptr<DFGraph> &Graph : G.graphs()) {
    const DFNode &Root = Graph->getRoot();
    // A stream's stages run one by one, not as the root's children.
    for (DFNode *N : Graph->postOrder())
      if (N != &Root || !Graph->isStreaming())
        if (Error E = CG.generate(*N))
          return std::move(E);
    GraphEntry &Entry = Entries[Root.getFunction()];
    if (!Graph->isStreaming()) {
      Entry.Launch = CG.launchEntry(Root);
      continue;
    }
    Expected<GlobalVariable *> Stream = CG.streamEntry(*Graph);
    if (!Stream)
      return Stream.takeError();
    Entry.Stream = *Stream;
  }
  return Entries;
}

} // namespace hpvm
