//===- StreamGraph.cpp - a streaming root as a pipeline for libhpvm-rt ----===//
//
// The frame of an item is the struct { root args, stage 0 args, ... } of
// packed argument structs (NodeArgs.h). The root's arguments in it are the
// item's view of the root's parameters: a parameter that some bind streams
// comes from the push, any other from the launch. Stage instance counts are
// recomputed from them in the stage function.
//
//===----------------------------------------------------------------------===//
#include "cpu/StreamGraph.h"
#include "DFG.h"
#include "Diagnostic.h"
#include "NodeArgs.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace hpvm {
namespace {

class StreamGraphBuilder {
public:
  StreamGraphBuilder(Module &M, const DFNode &Root)
      : M(M), C(M.getContext()), Root(Root), RootF(*Root.getFunction()),
        Ptr(PointerType::getUnqual(C)), Stages(Root.topologicalChildren()) {
    SmallVector<Type *, 8> Fields{nodeArgsType(RootF)};
    for (auto [Idx, K] : enumerate(Stages)) {
      Index[K] = Idx;
      Fields.push_back(nodeArgsType(*K->getFunction()));
    }
    FrameTy = StructType::get(C, Fields);
  }

  Expected<GlobalVariable *> build(StageEmitter EmitStage);

private:
  Module &M;
  LLVMContext &C;
  const DFNode &Root;
  Function &RootF;
  Type *Ptr;
  SmallVector<DFNode *, 8> Stages;
  DenseMap<const DFNode *, unsigned> Index;
  StructType *FrameTy;

  Function *newFunction(StringRef Suffix, ArrayRef<Type *> Params) {
    return Function::Create(
        FunctionType::get(Type::getVoidTy(C), Params, false),
        GlobalValue::InternalLinkage, RootF.getName() + Suffix, M);
  }
  Value *rootArgs(IRBuilder<> &B, Value *Frame) {
    return B.CreateStructGEP(FrameTy, Frame, 0, "root.args");
  }
  Value *stageArgs(IRBuilder<> &B, Value *Frame, const DFNode &K) {
    return B.CreateStructGEP(FrameTy, Frame, 1 + Index.lookup(&K),
                             K.getFunction()->getName() + ".args");
  }
  Function *begin();
  Expected<Function *> stage(StageEmitter EmitStage);
  Function *end();
  Constant *string(StringRef S, const Twine &Name);
};

Function *StreamGraphBuilder::begin() {
  Function *Fn = newFunction(".stream.begin", {Ptr, Ptr, Ptr});
  Value *Frame = Fn->getArg(0), *Launch = Fn->getArg(1), *Push = Fn->getArg(2);
  IRBuilder<> B(BasicBlock::Create(C, "entry", Fn));
  SmallVector<bool, 16> Streamed(RootF.arg_size(), false);
  for (const DFBind &Bd : Root.inputBinds())
    Streamed[Bd.ParentPort] = Streamed[Bd.ParentPort] || Bd.Stream;
  Value *Args = rootArgs(B, Frame);
  for (unsigned Idx = 0; Idx != RootF.arg_size(); ++Idx)
    storeArgsField(B, RootF,
                   loadArgsField(B, RootF, Streamed[Idx] ? Push : Launch, Idx),
                   Args, Idx);
  for (const DFBind &Bd : Root.inputBinds())
    storeArgsField(
        B, *Bd.Child->getFunction(),
        loadArgsField(B, RootF, Bd.Stream ? Push : Launch, Bd.ParentPort),
        stageArgs(B, Frame, *Bd.Child), Bd.ChildPort);
  B.CreateRetVoid();
  return Fn;
}

Expected<Function *> StreamGraphBuilder::stage(StageEmitter EmitStage) {
  Function *Fn = newFunction(".stream.stage", {Ptr, Type::getInt32Ty(C)});
  Value *Frame = Fn->getArg(0);
  IRBuilder<> B(BasicBlock::Create(C, "entry", Fn));
  BasicBlock *Done = BasicBlock::Create(C, "done", Fn);
  SwitchInst *Which = B.CreateSwitch(Fn->getArg(1), Done, Stages.size());
  for (auto [Idx, K] : enumerate(Stages)) {
    BasicBlock *Case = BasicBlock::Create(C, "stage", Fn, Done);
    Which->addCase(B.getInt32(Idx), Case);
    B.SetInsertPoint(Case);
    Value *Args = rootArgs(B, Frame);
    SmallVector<Value *, 12> Params;
    for (unsigned P = 0; P != RootF.arg_size(); ++P)
      Params.push_back(loadArgsField(B, RootF, Args, P));
    SmallVector<Value *, 3> Extents;
    for (unsigned D = 0; D != 3; ++D) {
      if (D >= K->getNumDims()) {
        Extents.push_back(B.getInt64(1));
        continue;
      }
      Value *Count = recomputeFromParams(B, K->getExtents()[D], Params);
      if (!Count)
        return errorAt(K->getCreateCall(),
                       "the instance count of pipeline stage '" + K->getName() +
                           "' must be computed from the inputs of the "
                           "streaming root '" +
                           Root.getName() + "' alone");
      Extents.push_back(Count);
    }
    EmitStage(
        B, *K, [&](const DFNode &X) { return stageArgs(B, Frame, X); },
        Extents);
    B.CreateBr(Done);
  }
  B.SetInsertPoint(Done);
  B.CreateRetVoid();
  return Fn;
}

Function *StreamGraphBuilder::end() {
  Function *Fn = newFunction(".stream.end", {Ptr, Ptr});
  Value *Frame = Fn->getArg(0), *Result = Fn->getArg(1);
  IRBuilder<> B(BasicBlock::Create(C, "entry", Fn));
  StructType *OutTy = Root.getOutputType();
  for (const DFBind &Bd : Root.outputBinds())
    B.CreateStore(loadOutput(B, *Bd.Child->getFunction(),
                             stageArgs(B, Frame, *Bd.Child), Bd.ChildPort),
                  B.CreateStructGEP(OutTy, Result, Bd.ParentPort));
  B.CreateRetVoid();
  return Fn;
}

Constant *StreamGraphBuilder::string(StringRef S, const Twine &Name) {
  Constant *Init = ConstantDataArray::getString(C, S);
  auto *GV = new GlobalVariable(M, Init->getType(), /*isConstant=*/true,
                                GlobalValue::PrivateLinkage, Init, Name);
  GV->setUnnamedAddr(GlobalValue::UnnamedAddr::Global);
  return GV;
}

Expected<GlobalVariable *> StreamGraphBuilder::build(StageEmitter EmitStage) {
  Expected<Function *> Stage = stage(EmitStage);
  if (!Stage)
    return Stage.takeError();
  const DataLayout &DL = M.getDataLayout();
  StructType *RootArgsTy = nodeArgsType(RootF);
  SmallVector<Constant *, 8> Names;
  for (DFNode *K : Stages)
    Names.push_back(
        string(K->getName(), K->getFunction()->getName() + ".stage.name"));
  auto *NamesTy = ArrayType::get(Ptr, Names.size());
  auto *NamesGV = new GlobalVariable(
      M, NamesTy, /*isConstant=*/true, GlobalValue::PrivateLinkage,
      ConstantArray::get(NamesTy, Names), RootF.getName() + ".stage.names");
  Type *I64 = Type::getInt64Ty(C);
  // hpvm_rt_stream_graph, field by field.
  Constant *Fields[] = {
      string(Root.getName(), RootF.getName() + ".stream.name"),
      NamesGV,
      ConstantInt::get(Type::getInt32Ty(C), Stages.size()),
      ConstantInt::get(I64, DL.getStructLayout(RootArgsTy)
                                ->getElementOffset(outputsField(RootF))),
      ConstantInt::get(I64, DL.getTypeAllocSize(FrameTy)),
      ConstantInt::get(I64, DL.getTypeAllocSize(Root.getOutputType())),
      begin(),
      *Stage,
      end()};
  Constant *Init = ConstantStruct::getAnon(C, Fields);
  return new GlobalVariable(M, Init->getType(), /*isConstant=*/true,
                            GlobalValue::PrivateLinkage, Init,
                            RootF.getName() + ".stream");
}

} // namespace

Expected<GlobalVariable *> buildStreamGraph(Module &M, const DFGraph &Graph,
                                            StageEmitter EmitStage) {
  const DFNode &Root = Graph.getRoot();
  if (Root.isLeaf())
    return errorAt(*find_if(Graph.launches(), isStreamingLaunch),
                   "the streaming root '" + Root.getName() +
                       "' has no child nodes: its children are the stages of "
                       "the pipeline");
  return StreamGraphBuilder(M, Root).build(EmitStage);
}

} // namespace hpvm
