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
// The context of an instance is { id[3], count[3], parent, dims }; node
// handles in queries are pointers to it, getParentNode follows `parent`.
//
// Outputs of a replicated node are those of its last instance (the highest
// index in every dimension), see docs/semantics.md.
//
//===----------------------------------------------------------------------===//
#include "cpu/CPUBackend.h"
#include "DFG.h"
#include "Diagnostic.h"
#include "HPVMIntrinsics.h"
#include "InstanceContext.h"
#include "NodeArgs.h"
#include "RuntimeAPI.h"

#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace hpvm {
namespace {

enum EnvField { EnvArgs = 0, EnvParent = 1, EnvExtent0 = 2 };

class CPUCodeGen {
public:
  CPUCodeGen(Module &M, const DeviceVersions &GPU)
      : M(M), GPU(GPU), C(M.getContext()), Ptr(PointerType::getUnqual(C)),
        I64(Type::getInt64Ty(C)), Ctx(C),
        EnvTy(StructType::get(C, {Ptr, Ptr, I64, I64, I64})) {}

  /// Generates F.cpu for \p N; its children must have been generated.
  Error generate(const DFNode &N);
  /// `void Root.launch(ptr args)`: runs the single instance of \p Root.
  Function *launchEntry(const DFNode &Root);

private:
  Module &M;
  const DeviceVersions &GPU;
  LLVMContext &C;
  Type *Ptr;
  Type *I64;
  InstanceContext Ctx;
  StructType *EnvTy;
  DenseMap<const Function *, Function *> Generated;

  Expected<Function *> leafInstance(const DFNode &N);
  Function *internalInstance(const DFNode &N);
  Function *chunk(const DFNode &N, Function *Instance);
  Function *run(const DFNode &N, Function *Chunk);
  Function *dispatch(const DFNode &N, Function *CPU, Function *Device);
  void makeHostCopiesValid(IRBuilder<> &B, const Function &F, Value *Args);

  static Value *outputField(IRBuilder<> &B, const Function &F, Value *Args,
                            unsigned Port) {
    return B.CreateGEP(nodeArgsType(F), Args,
                       {B.getInt32(0), B.getInt32(outputsField(F)),
                        B.getInt32(Port)});
  }
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

Expected<Function *> CPUCodeGen::leafInstance(const DFNode &N) {
  Function &F = *N.getFunction();
  return buildLeafInstance(
      F, F.getName() + ".cpu.inst",
      [&](CallInst *CI, Intrinsic K) -> Expected<Value *> {
        if (K == Intrinsic::GetVectorLength)
          return ConstantInt::get(CI->getType(), 1);
        return errorAt(CI, "'" + intrinsicName(K) +
                               "' is not supported by the cpu target yet");
      });
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

  for (const DFBind &Bd : N.inputBinds()) {
    IRBuilder<> B(cloned(Bd.Call));
    B.CreateStore(NF->getArg(Bd.ParentPort),
                  B.CreateStructGEP(nodeArgsType(*Bd.Child->getFunction()),
                                    ChildArgs[Bd.Child], Bd.ChildPort));
  }

  SmallVector<ReturnInst *, 2> Returns;
  for (BasicBlock &BB : *NF)
    if (auto *RI = dyn_cast<ReturnInst>(BB.getTerminator()))
      Returns.push_back(RI);
  for (ReturnInst *Ret : Returns) {
    IRBuilder<> B(Ret);
    for (DFNode *K : N.topologicalChildren()) {
      Function *KF = K->getFunction();
      CallInst *Create = cloned(K->getCreateCall());
      SmallVector<Value *, 5> Args{ChildArgs[K], Self};
      for (unsigned D = 0; D != 3; ++D)
        Args.push_back(D < K->getNumDims() ? Create->getArgOperand(1 + D)
                                           : B.getInt64(1));
      B.CreateCall(Generated.lookup(KF), Args);
      for (const DFEdge &E : N.edges()) {
        if (E.Src != K)
          continue;
        Function *DF = E.Dst->getFunction();
        Value *V = B.CreateLoad(KF->getReturnType()->getStructElementType(
                                    E.SrcPort),
                                outputField(B, *KF, ChildArgs[K], E.SrcPort));
        B.CreateStore(V, B.CreateStructGEP(nodeArgsType(*DF), ChildArgs[E.Dst],
                                           E.DstPort));
      }
    }
    Value *Out = Ret->getReturnValue();
    for (const DFBind &Bd : N.outputBinds()) {
      Function *KF = Bd.Child->getFunction();
      Value *V = B.CreateLoad(
          KF->getReturnType()->getStructElementType(Bd.ChildPort),
          outputField(B, *KF, ChildArgs[Bd.Child], Bd.ChildPort));
      Out = B.CreateInsertValue(Out, V, Bd.ParentPort);
    }
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

Function *CPUCodeGen::chunk(const DFNode &N, Function *Instance) {
  Function *F = N.getFunction();
  StructType *ArgsTy = nodeArgsType(*F);
  auto *Fn = Function::Create(
      FunctionType::get(Type::getVoidTy(C), {Ptr, I64, I64}, false),
      GlobalValue::InternalLinkage, F->getName() + ".cpu.chunk", M);
  Value *Env = Fn->getArg(0), *Begin = Fn->getArg(1), *End = Fn->getArg(2);
  IRBuilder<> B(BasicBlock::Create(C, "entry", Fn));

  Value *Args = B.CreateLoad(Ptr, B.CreateStructGEP(EnvTy, Env, EnvArgs));
  Value *Parent = B.CreateLoad(Ptr, B.CreateStructGEP(EnvTy, Env, EnvParent));
  Value *Extent[3];
  for (unsigned D = 0; D != 3; ++D)
    Extent[D] = B.CreateLoad(I64, B.CreateStructGEP(EnvTy, Env, EnvExtent0 + D));
  SmallVector<Value *, 8> Params;
  for (unsigned Idx = 0; Idx != F->arg_size(); ++Idx)
    Params.push_back(B.CreateLoad(F->getArg(Idx)->getType(),
                                  B.CreateStructGEP(ArgsTy, Args, Idx)));
  Value *Self = B.CreateAlloca(Ctx.type(), nullptr, "hpvm.ctx");
  Params.push_back(Self);
  unsigned Dims = N.getNumDims();
  for (unsigned D = 0; D != 3; ++D) {
    B.CreateStore(Extent[D], Ctx.field(B, Self, InstanceContext::Count, D));
    B.CreateStore(B.getInt64(0), Ctx.field(B, Self, InstanceContext::Id, D));
  }
  B.CreateStore(Parent, Ctx.field(B, Self, InstanceContext::Parent));
  B.CreateStore(B.getInt32(Dims), Ctx.field(B, Self, InstanceContext::Dims));

  // One loop per dimension the node has; the outermost one runs the chunk.
  bool HasOutputs = N.getOutputType()->getNumElements() != 0;
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
    B.CreateStore(Out, B.CreateStructGEP(ArgsTy, Args, outputsField(*F)));
    B.CreateBr(Cont);
    B.SetInsertPoint(Cont);
  };
  Nest(0);
  B.CreateRetVoid();
  return Fn;
}

Function *CPUCodeGen::run(const DFNode &N, Function *Chunk) {
  Function *F = N.getFunction();
  auto *Fn = Function::Create(
      FunctionType::get(Type::getVoidTy(C), {Ptr, Ptr, I64, I64, I64}, false),
      GlobalValue::InternalLinkage, F->getName() + ".cpu", M);
  IRBuilder<> B(BasicBlock::Create(C, "entry", Fn));
  Value *Env = B.CreateAlloca(EnvTy, nullptr, "env");
  for (unsigned Idx = 0; Idx != 5; ++Idx)
    B.CreateStore(Fn->getArg(Idx), B.CreateStructGEP(EnvTy, Env, Idx));
  if (N.isLeaf() && !GPU.empty())
    makeHostCopiesValid(B, *F, Fn->getArg(0));
  if (N.getNumDims() == 0) {
    // One instance: run it here rather than through the thread pool, so
    // that its children still get the whole pool.
    B.CreateCall(Chunk, {Env, B.getInt64(0), B.getInt64(1)});
  } else {
    B.CreateCall(getRuntimeFunction(M, RuntimeFn::ParallelFor),
                 {B.CreateGlobalString(N.getName(), F->getName() + ".name"),
                  Fn->getArg(2), Chunk, Env});
  }
  B.CreateRetVoid();
  return Fn;
}

void CPUCodeGen::makeHostCopiesValid(IRBuilder<> &B, const Function &F,
                                     Value *Args) {
  const AttributeList &Attrs = F.getAttributes();
  for (const Argument &A : F.args())
    if (A.getType()->isPointerTy())
      B.CreateCall(
          getRuntimeFunction(M, RuntimeFn::HostPointer),
          {B.CreateLoad(Ptr, B.CreateStructGEP(nodeArgsType(F), Args,
                                               A.getArgNo())),
           B.getInt32(Attrs.hasParamAttr(A.getArgNo(), "hpvm.in")),
           B.getInt32(Attrs.hasParamAttr(A.getArgNo(), "hpvm.out"))});
}

Function *CPUCodeGen::dispatch(const DFNode &N, Function *CPU,
                               Function *Device) {
  Function *F = N.getFunction();
  auto *Fn = Function::Create(CPU->getFunctionType(),
                              GlobalValue::InternalLinkage,
                              F->getName() + ".dispatch", M);
  BasicBlock *Entry = BasicBlock::Create(C, "entry", Fn);
  BasicBlock *OnDevice = BasicBlock::Create(C, "device", Fn);
  BasicBlock *OnCPU = BasicBlock::Create(C, "cpu", Fn);
  IRBuilder<> B(Entry);
  Value *Available = B.CreateCall(
      getRuntimeFunction(M, RuntimeFn::GPUAvailable),
      {B.CreateGlobalString(N.getName(), F->getName() + ".dispatch.name")});
  B.CreateCondBr(B.CreateICmpNE(Available, B.getInt32(0)), OnDevice, OnCPU);
  SmallVector<Value *, 5> Args(make_pointer_range(Fn->args()));
  for (auto [BB, Callee] : {std::pair(OnDevice, Device), std::pair(OnCPU, CPU)}) {
    B.SetInsertPoint(BB);
    B.CreateCall(Callee, Args);
    B.CreateRetVoid();
  }
  return Fn;
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
  Function *CPUVersion = run(N, chunk(N, Instance));
  Function *Device = GPU.lookup(F);
  Generated[F] = Device ? dispatch(N, CPUVersion, Device) : CPUVersion;
  return Error::success();
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

} // namespace

Expected<GraphEntries> generateCPUCode(const DFG &G, Module &M,
                                       const DeviceVersions &GPU) {
  CPUCodeGen CG(M, GPU);
  GraphEntries Entries;
  for (const std::unique_ptr<DFGraph> &Graph : G.graphs()) {
    for (DFNode *N : Graph->postOrder())
      if (Error E = CG.generate(*N))
        return std::move(E);
    Entries[Graph->getRoot().getFunction()] =
        CG.launchEntry(Graph->getRoot());
  }
  return Entries;
}

} // namespace hpvm
