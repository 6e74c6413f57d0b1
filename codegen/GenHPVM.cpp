//===- GenHPVM.cpp - HPVM-C calls to HPVM IR --------------------------------===//
//
// Three steps:
//  1. inline the always-inline hpvm:: helpers and promote node functions'
//     locals to SSA values, so that node handles and parameters are visible
//     as values rather than through stack slots;
//  2. replace each HPVM-C call by its llvm.hpvm.* operation;
//  3. rebuild every node function, children before parents, with its
//     outputs as a returned struct, its pointer attributes and targets.
//
//===----------------------------------------------------------------------===//
#include "GenHPVM.h"
#include "Diagnostic.h"
#include "EmptyOutputs.h"
#include "HPVMIntrinsics.h"
#include "LaunchArgsSize.h"
#include "NodeTargets.h"
#include "PassSetup.h"

#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/AttributeMask.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Transforms/IPO/AlwaysInliner.h"
#include "llvm/Transforms/Scalar/InstSimplifyPass.h"
#include "llvm/Transforms/Scalar/SimplifyCFG.h"
#include "llvm/Transforms/Utils/Local.h"
#include "llvm/Transforms/Utils/Mem2Reg.h"
#include "llvm/Transforms/Utils/PromoteMemToReg.h"

using namespace llvm;

namespace hpvm {
namespace {

/// Inlines the always-inline hpvm:: helpers, then puts node functions in SSA
/// form with constant conditions folded, so that a helper's dead branches
/// (for example the y and z queries of hpvm::id(0)) are gone.
void prepareNodes(Module &M, ArrayRef<Function *> Nodes) {
  PassBuilder PB;
  AnalysisManagers AM(PB);
  ModulePassManager MPM;
  MPM.addPass(AlwaysInlinerPass(/*InsertLifetimeIntrinsics=*/false));
  MPM.run(M, AM.MAM);

  FunctionPassManager FPM;
  FPM.addPass(PromotePass());
  FPM.addPass(InstSimplifyPass());
  FPM.addPass(SimplifyCFGPass());
  for (Function *F : Nodes)
    FPM.run(*F, AM.FAM);
}

void promoteLocals(Function &F) {
  SmallVector<AllocaInst *, 16> Allocas;
  for (Instruction &I : F.getEntryBlock())
    if (auto *AI = dyn_cast<AllocaInst>(&I))
      if (isAllocaPromotable(AI))
        Allocas.push_back(AI);
  if (Allocas.empty())
    return;
  DominatorTree DT(F);
  PromoteMemToReg(Allocas, DT);
}

/// The function a `(void *)fn` argument names, if any.
Function *calledNodeFunction(Value *V) {
  return dyn_cast<Function>(V->stripPointerCasts());
}

/// HPVM-C calls of \p M by callee name, in a stable order.
SmallVector<CallInst *, 16> callsTo(Module &M, StringRef Name) {
  SmallVector<CallInst *, 16> Calls;
  if (Function *F = M.getFunction(Name))
    for (User *U : F->users())
      if (auto *CI = dyn_cast<CallInst>(U); CI && CI->getCalledFunction() == F)
        Calls.push_back(CI);
  return Calls;
}

/// Node functions reachable from launches, children before parents.
Expected<SmallVector<Function *, 16>> collectNodeFunctions(Module &M) {
  SmallVector<Function *, 16> PostOrder;
  SmallPtrSet<Function *, 16> Visited;
  std::function<Error(Function *, CallInst *)> Visit =
      [&](Function *F, CallInst *Site) -> Error {
    if (!F || F->isDeclaration())
      return errorAt(Site, "the node function must be a function defined in "
                           "this translation unit");
    if (!Visited.insert(F).second)
      return Error::success();
    for (Instruction &I : instructions(F))
      if (auto *CI = dyn_cast<CallInst>(&I))
        if (Function *Callee = CI->getCalledFunction();
            Callee && Callee->getName() == "__hpvm__createNodeND") {
          if (CI->arg_size() < 2)
            return errorAt(CI, "__hpvm__createNodeND needs a node function");
          if (Error E = Visit(calledNodeFunction(CI->getArgOperand(1)), CI))
            return E;
        }
    PostOrder.push_back(F);
    return Error::success();
  };
  for (CallInst *Launch : callsTo(M, "__hpvm__launch")) {
    if (Launch->arg_size() != 3)
      return errorAt(Launch, "__hpvm__launch takes 3 arguments");
    if (Error E = Visit(calledNodeFunction(Launch->getArgOperand(1)), Launch))
      return std::move(E);
  }
  return PostOrder;
}

Expected<uint64_t> constantArg(CallInst *CI, unsigned Idx, const Twine &What) {
  if (auto *C = dyn_cast<ConstantInt>(CI->getArgOperand(Idx)))
    return C->getZExtValue();
  return errorAt(CI, What + " must be an integer constant");
}

/// Rewrites the call \p CI into a call of \p I with \p Args.
void replaceCall(CallInst *CI, Intrinsic I, ArrayRef<Value *> Args) {
  Module &M = *CI->getModule();
  IRBuilder<> B(CI);
  CallInst *New = B.CreateCall(getIntrinsic(M, I), Args);
  New->setDebugLoc(CI->getDebugLoc());
  if (!CI->getType()->isVoidTy())
    CI->replaceAllUsesWith(New);
  CI->eraseFromParent();
}

Value *toI64(IRBuilder<> &B, Value *V) {
  return B.CreateIntCast(V, B.getInt64Ty(), /*isSigned=*/true);
}

Error lowerCreateNode(CallInst *CI) {
  Expected<uint64_t> Dims = constantArg(CI, 0, "the number of dimensions");
  if (!Dims)
    return Dims.takeError();
  if (*Dims > 3)
    return errorAt(CI, "a node has 0 to 3 dimensions, not " + Twine(*Dims));
  if (CI->arg_size() != 2 + *Dims)
    return errorAt(CI, "__hpvm__createNodeND with " + Twine(*Dims) +
                           " dimensions needs " + Twine(*Dims) +
                           " instance counts, not " +
                           Twine(CI->arg_size() - 2));
  IRBuilder<> B(CI);
  SmallVector<Value *, 4> Args{CI->getArgOperand(1)};
  for (unsigned D = 0; D != *Dims; ++D) {
    Value *N = CI->getArgOperand(2 + D);
    if (!N->getType()->isIntegerTy())
      return errorAt(CI, "instance counts must be integers");
    Args.push_back(toI64(B, N));
  }
  replaceCall(CI, static_cast<Intrinsic>(
                      static_cast<unsigned>(Intrinsic::CreateNode) + *Dims),
              Args);
  return Error::success();
}

/// Lowers a call whose integer-constant arguments at \p ConstIdx become i32
/// (or i1 for \p BoolIdx) operands and whose other operands pass through.
Error lowerWithConstants(CallInst *CI, Intrinsic I, unsigned NumArgs,
                         ArrayRef<unsigned> ConstIdx,
                         ArrayRef<unsigned> BoolIdx) {
  if (CI->arg_size() != NumArgs)
    return errorAt(CI, CI->getCalledFunction()->getName() + " takes " +
                           Twine(NumArgs) + " arguments");
  IRBuilder<> B(CI);
  SmallVector<Value *, 6> Args;
  for (unsigned Idx = 0; Idx != NumArgs; ++Idx) {
    bool IsConst = is_contained(ConstIdx, Idx);
    bool IsBool = is_contained(BoolIdx, Idx);
    if (!IsConst && !IsBool) {
      Args.push_back(CI->getArgOperand(Idx));
      continue;
    }
    Expected<uint64_t> C = constantArg(
        CI, Idx, "argument " + Twine(Idx + 1) + " of " +
                     CI->getCalledFunction()->getName());
    if (!C)
      return C.takeError();
    Args.push_back(IsBool ? B.getInt1(*C != 0) : B.getInt32(*C));
  }
  replaceCall(CI, I, Args);
  return Error::success();
}

Value *mathCall(IRBuilder<> &B, StringRef Name, Value *X) {
  Module &M = *B.GetInsertBlock()->getModule();
  auto Unary = [&](llvm::Intrinsic::ID ID) {
    return B.CreateCall(
        llvm::Intrinsic::getDeclaration(&M, ID, {X->getType()}), {X});
  };
  if (Name == "__hpvm__floor")
    return Unary(llvm::Intrinsic::floor);
  if (Name == "__hpvm__sqrt")
    return Unary(llvm::Intrinsic::sqrt);
  if (Name == "__hpvm__sin")
    return Unary(llvm::Intrinsic::sin);
  if (Name == "__hpvm__cos")
    return Unary(llvm::Intrinsic::cos);
  assert(Name == "__hpvm__rsqrt" && "unknown HPVM-C math helper");
  return B.CreateFDiv(ConstantFP::get(X->getType(), 1.0),
                      Unary(llvm::Intrinsic::sqrt));
}

/// Operations that map one to one (same operands, maybe widened to i64).
std::optional<Intrinsic> directIntrinsic(StringRef Name) {
  return StringSwitch<std::optional<Intrinsic>>(Name)
      .Case("__hpvm__getNode", Intrinsic::GetNode)
      .Case("__hpvm__getParentNode", Intrinsic::GetParentNode)
      .Case("__hpvm__getNodeInstanceID_x", Intrinsic::GetNodeInstanceIDX)
      .Case("__hpvm__getNodeInstanceID_y", Intrinsic::GetNodeInstanceIDY)
      .Case("__hpvm__getNodeInstanceID_z", Intrinsic::GetNodeInstanceIDZ)
      .Case("__hpvm__getNumNodeInstances_x", Intrinsic::GetNumNodeInstancesX)
      .Case("__hpvm__getNumNodeInstances_y", Intrinsic::GetNumNodeInstancesY)
      .Case("__hpvm__getNumNodeInstances_z", Intrinsic::GetNumNodeInstancesZ)
      .Case("__hpvm__malloc", Intrinsic::Malloc)
      .Case("__hpvm__barrier", Intrinsic::Barrier)
      .Case("__hpvm__atomic_add", Intrinsic::AtomicAdd)
      .Case("__hpvm__atomic_sub", Intrinsic::AtomicSub)
      .Case("__hpvm__atomic_xchg", Intrinsic::AtomicXchg)
      .Case("__hpvm__atomic_min", Intrinsic::AtomicMin)
      .Case("__hpvm__atomic_max", Intrinsic::AtomicMax)
      .Case("__hpvm__atomic_umin", Intrinsic::AtomicUMin)
      .Case("__hpvm__atomic_umax", Intrinsic::AtomicUMax)
      .Case("__hpvm__atomic_and", Intrinsic::AtomicAnd)
      .Case("__hpvm__atomic_or", Intrinsic::AtomicOr)
      .Case("__hpvm__atomic_xor", Intrinsic::AtomicXor)
      .Case("__hpvm__atomic_cmpxchg", Intrinsic::AtomicCmpXchg)
      .Case("__hpvm__init", Intrinsic::Init)
      .Case("__hpvm__cleanup", Intrinsic::Cleanup)
      .Case("llvm_hpvm_track_mem", Intrinsic::TrackMemory)
      .Case("llvm_hpvm_untrack_mem", Intrinsic::UntrackMemory)
      .Case("llvm_hpvm_request_mem", Intrinsic::RequestMemory)
      .Case("__hpvm__wait", Intrinsic::Wait)
      .Case("__hpvm__push", Intrinsic::Push)
      .Case("__hpvm__pop", Intrinsic::Pop)
      .Case("__hpvm__tensor_add", Intrinsic::TensorAdd)
      .Case("__hpvm__tensor_batchnorm", Intrinsic::TensorBatchNorm)
      .Case("__hpvm__tensor_clipped_relu", Intrinsic::TensorClippedRelu)
      .Case("__hpvm__tensor_convolution", Intrinsic::TensorConvolution)
      .Case("__hpvm__tensor_group_convolution",
            Intrinsic::TensorGroupConvolution)
      .Case("__hpvm__tensor_mul", Intrinsic::TensorMul)
      .Case("__hpvm__tensor_pool_max", Intrinsic::TensorPoolMax)
      .Case("__hpvm__tensor_pool_mean", Intrinsic::TensorPoolMean)
      .Case("__hpvm__tensor_relu", Intrinsic::TensorRelu)
      .Case("__hpvm__tensor_softmax", Intrinsic::TensorSoftmax)
      .Case("__hpvm__tensor_tanh", Intrinsic::TensorTanh)
      .Default(std::nullopt);
}

/// The HPVM-C calls that describe the node function they are in.
bool describesNode(StringRef Name) {
  return Name == "__hpvm__hint" || Name == "__hpvm__attributes" ||
         Name == "__hpvm__return" || Name == "__hpvm__empty_outputs" ||
         Name == "__hpvm__node_id";
}

/// Replaces every HPVM-C call except those that describe the node function
/// itself (describesNode).
Error lowerCalls(Module &M) {
  SmallVector<CallInst *, 64> Calls;
  for (Function &F : M)
    if (F.isDeclaration() && (F.getName().starts_with("__hpvm__") ||
                              F.getName().starts_with("llvm_hpvm_")))
      for (User *U : F.users())
        if (auto *CI = dyn_cast<CallInst>(U); CI && CI->getCalledFunction() == &F)
          Calls.push_back(CI);

  for (CallInst *CI : Calls) {
    StringRef Name = CI->getCalledFunction()->getName();
    IRBuilder<> B(CI);
    if (describesNode(Name))
      continue;
    Error E = Error::success();
    if (Name == "__hpvm__createNodeND") {
      E = lowerCreateNode(CI);
    } else if (Name == "__hpvm__edge") {
      E = lowerWithConstants(CI, Intrinsic::CreateEdge, 6, {3, 4}, {2, 5});
    } else if (Name == "__hpvm__bindIn") {
      E = lowerWithConstants(CI, Intrinsic::BindInput, 4, {1, 2}, {3});
    } else if (Name == "__hpvm__bindOut") {
      E = lowerWithConstants(CI, Intrinsic::BindOutput, 4, {1, 2}, {3});
    } else if (Name == "__hpvm__launch") {
      Expected<uint64_t> Stream = constantArg(CI, 0, "isStream");
      if (!Stream)
        return Stream.takeError();
      replaceCall(CI, Intrinsic::Launch,
                  {CI->getArgOperand(1), CI->getArgOperand(2),
                   B.getInt1(*Stream != 0)});
    } else if (Name == "__hpvm__atomic_inc" || Name == "__hpvm__atomic_dec") {
      replaceCall(CI,
                  Name.ends_with("inc") ? Intrinsic::AtomicAdd
                                        : Intrinsic::AtomicSub,
                  {CI->getArgOperand(0), B.getInt32(1)});
    } else if (Name == "__hpvm__floor" || Name == "__hpvm__sqrt" ||
               Name == "__hpvm__rsqrt" || Name == "__hpvm__sin" ||
               Name == "__hpvm__cos") {
      CI->replaceAllUsesWith(mathCall(B, Name, CI->getArgOperand(0)));
      CI->eraseFromParent();
    } else if (std::optional<Intrinsic> I = directIntrinsic(Name)) {
      Function *Decl = getIntrinsic(M, *I);
      FunctionType *FT = Decl->getFunctionType();
      if (CI->arg_size() != FT->getNumParams())
        return errorAt(CI, Name + " takes " + Twine(FT->getNumParams()) +
                               " arguments");
      SmallVector<Value *, 4> Args;
      for (unsigned Idx = 0; Idx != CI->arg_size(); ++Idx) {
        Value *A = CI->getArgOperand(Idx);
        Type *T = FT->getParamType(Idx);
        if (A->getType() != T && T->isIntegerTy())
          A = B.CreateIntCast(A, T, /*isSigned=*/false);
        else if (A->getType() != T && T->isFloatingPointTy())
          A = B.CreateFPCast(A, T);
        Args.push_back(A);
      }
      replaceCall(CI, *I, Args);
    } else {
      return errorAt(CI, "'" + Name + "' is not part of the HPVM-C API");
    }
    if (E)
      return E;
  }
  return Error::success();
}

/// What the HPVM-C description calls of a node function say about it.
struct NodeDescription {
  TargetList Targets;
  SmallVector<std::pair<unsigned, bool>, 8> PointerAttrs; // (arg, isOut)
  SmallVector<CallInst *, 2> Returns;
  SmallVector<Type *, 4> OutputTypes;
  SmallVector<CallInst *, 1> EmptyOutputs; // __hpvm__empty_outputs
  SmallVector<CallInst *, 4> Uses;         // calls to erase
};

/// The C++ reference parameter whose value \p V is: a reference named in a
/// variadic call passes the value it refers to (promoted), loaded from the
/// parameter, which is the address.
Argument *referenceParameter(Value *V) {
  if (auto *Promoted = dyn_cast<CastInst>(V))
    V = Promoted->getOperand(0);
  auto *Load = dyn_cast<LoadInst>(V);
  auto *A = Load ? dyn_cast<Argument>(Load->getPointerOperand()) : nullptr;
  return A && A->getDereferenceableBytes() ? A : nullptr;
}

/// The parameter that \p V, an operand of \p CI (__hpvm__attributes),
/// names, a pointer or a C++ reference; none for a parameter that is not a
/// pointer: it has no memory to describe, and the HPVM release accepts it
/// (ERA's mini-era lists its sizes), so it is ignored with a warning.
Expected<std::optional<unsigned>> argumentIndex(CallInst *CI, Value *V) {
  if (Argument *A = referenceParameter(V);
      A && A->getParent() == CI->getFunction())
    return A->getArgNo();
  if (auto *A = dyn_cast<Argument>(V->stripPointerCasts()))
    if (A->getParent() == CI->getFunction()) {
      if (A->getType()->isPointerTy())
        return A->getArgNo();
      errs() << warningAt(CI, "__hpvm__attributes names parameter " +
                                  Twine(A->getArgNo()) +
                                  ", which is not a pointer; ignored")
             << "\n";
      return std::nullopt;
    }
  return errorAt(CI, "__hpvm__attributes names a pointer that is not a "
                     "parameter of the node function");
}

Error readAttributes(CallInst *CI, NodeDescription &D) {
  unsigned Idx = 0;
  for (bool IsOut : {false, true}) {
    if (Idx >= CI->arg_size())
      return errorAt(CI, "__hpvm__attributes is missing its output count");
    Expected<uint64_t> N = constantArg(CI, Idx++, "a pointer count");
    if (!N)
      return N.takeError();
    for (uint64_t K = 0; K != *N; ++K, ++Idx) {
      if (Idx >= CI->arg_size())
        return errorAt(CI, "__hpvm__attributes lists fewer pointers than "
                           "its counts say");
      Expected<std::optional<unsigned>> Arg =
          argumentIndex(CI, CI->getArgOperand(Idx));
      if (!Arg)
        return Arg.takeError();
      if (*Arg)
        D.PointerAttrs.push_back({**Arg, IsOut});
    }
  }
  if (Idx != CI->arg_size())
    return errorAt(CI, "__hpvm__attributes lists more pointers than its "
                       "counts say");
  return Error::success();
}

Error readReturn(CallInst *CI, NodeDescription &D) {
  Expected<uint64_t> N = constantArg(CI, 0, "the number of outputs");
  if (!N)
    return N.takeError();
  if (CI->arg_size() != 1 + *N)
    return errorAt(CI, "__hpvm__return says " + Twine(*N) +
                           " outputs but passes " + Twine(CI->arg_size() - 1));
  SmallVector<Type *, 4> Types;
  for (unsigned Idx = 1; Idx != CI->arg_size(); ++Idx)
    Types.push_back(CI->getArgOperand(Idx)->getType());
  if (!D.Returns.empty() && Types != D.OutputTypes)
    return errorAt(CI, "this __hpvm__return's outputs differ in number or "
                       "type from an earlier one in the same node");
  D.OutputTypes = Types;
  D.Returns.push_back(CI);
  return Error::success();
}

/// Output types of an internal node: those of the children's outputs bound
/// to its outputs.
Error readBindOutputs(Function &F, NodeDescription &D) {
  auto IsBindOutput = [](Instruction &I) {
    return asIntrinsic(dyn_cast<CallInst>(&I)) == Intrinsic::BindOutput;
  };
  unsigned NumBinds = count_if(instructions(F), IsBindOutput);
  SmallVector<Type *, 4> Types;
  for (Instruction &I : instructions(F)) {
    auto *CI = dyn_cast<CallInst>(&I);
    if (asIntrinsic(CI) != Intrinsic::BindOutput)
      continue;
    auto *Create = dyn_cast<CallInst>(CI->getArgOperand(0));
    std::optional<Intrinsic> CK = asIntrinsic(Create);
    if (!CK || !isCreateNode(*CK))
      return errorAt(CI, "__hpvm__bindOut needs a node created in this "
                         "function");
    Function *Child = calledNodeFunction(Create->getArgOperand(0));
    auto *ChildOut = dyn_cast<StructType>(Child->getReturnType());
    unsigned OC = cast<ConstantInt>(CI->getArgOperand(1))->getZExtValue();
    unsigned OP = cast<ConstantInt>(CI->getArgOperand(2))->getZExtValue();
    if (!ChildOut || OC >= ChildOut->getNumElements())
      return errorAt(CI, "__hpvm__bindOut names output " + Twine(OC) +
                             " of a node that has " +
                             Twine(ChildOut ? ChildOut->getNumElements() : 0) +
                             " outputs");
    // Outputs are numbered from 0 without gaps, so an index beyond the
    // number of binds leaves a lower output unbound (reported below); it
    // must not size the list.
    if (OP >= NumBinds) {
      Types.resize(NumBinds, nullptr);
      continue;
    }
    if (OP >= Types.size())
      Types.resize(OP + 1, nullptr);
    Types[OP] = ChildOut->getElementType(OC);
  }
  for (unsigned Idx = 0; Idx != Types.size(); ++Idx)
    if (!Types[Idx])
      return errorIn(&F, "output " + Twine(Idx) +
                             " of this internal node is not bound to any "
                             "child output");
  if (!Types.empty() && !D.Returns.empty())
    return errorAt(D.Returns.front(), "an internal node's outputs come from "
                                      "__hpvm__bindOut, not __hpvm__return");
  if (!Types.empty())
    D.OutputTypes = Types;
  return Error::success();
}

/// The HPVM release does not require __hpvm__attributes (its programs often
/// leave pointers out, or have no call): a pointer parameter that no list
/// names is memory the node may read and write, so it is both in and out.
void addUnlistedPointers(Function &F, NodeDescription &D) {
  for (Argument &A : F.args()) {
    auto Listed = [&](const std::pair<unsigned, bool> &P) {
      return P.first == A.getArgNo();
    };
    if (A.getType()->isPointerTy() && !A.hasByValAttr() &&
        none_of(D.PointerAttrs, Listed)) {
      D.PointerAttrs.push_back({A.getArgNo(), false});
      D.PointerAttrs.push_back({A.getArgNo(), true});
    }
  }
}

Expected<NodeDescription> describeNode(Function &F) {
  NodeDescription D;
  for (Instruction &I : instructions(F)) {
    auto *CI = dyn_cast<CallInst>(&I);
    Function *Callee = CI ? CI->getCalledFunction() : nullptr;
    if (!Callee)
      continue;
    StringRef Name = Callee->getName();
    Error E = Error::success();
    if (Name == "__hpvm__hint") {
      Expected<uint64_t> Code = constantArg(CI, 0, "the target");
      if (!Code)
        return Code.takeError();
      std::optional<TargetList> T = targetsFromHint(*Code);
      if (!T)
        return errorAt(CI, "target " + Twine(*Code) +
                               " is not supported by hpvmcc (use "
                               "CPU_TARGET, GPU_TARGET, CPU_OR_GPU_TARGET, "
                               "VECTOR_TARGET, OPENCL_TARGET, or CUDNN_TARGET "
                               "or TENSOR_TARGET for tensor leaves)");
      D.Targets |= *T;
    } else if (Name == "__hpvm__attributes") {
      E = readAttributes(CI, D);
    } else if (Name == "__hpvm__return") {
      if (Error RE = readReturn(CI, D))
        return std::move(RE);
      continue; // erased when the return struct is built
    } else if (Name == "__hpvm__empty_outputs") {
      D.EmptyOutputs.push_back(CI);
      continue; // erased once outlined
    } else if (Name == "__hpvm__node_id") {
      // ApproxHPVM's generated networks number their leaves for the
      // release's tuning files; hpvmcc names operations after their leaves
      // (docs/tensors.md), so the number is not kept.
      CI->replaceAllUsesWith(Constant::getNullValue(CI->getType()));
    } else {
      continue;
    }
    if (E)
      return std::move(E);
    D.Uses.push_back(CI);
  }
  if (Error E = readBindOutputs(F, D))
    return std::move(E);
  addUnlistedPointers(F, D);
  return D;
}

/// A node function runs only as a node: it is replaced by one returning its
/// outputs, so a direct call would be left calling a function of the wrong
/// type that code generation then deletes.
Error checkNotCalled(Function &F) {
  for (Use &U : F.uses())
    if (auto *CB = dyn_cast<CallBase>(U.getUser()); CB && CB->isCallee(&U))
      return errorAt(CB, "'" + demangle(F.getName()) +
                             "' is a node function and cannot be called "
                             "directly (it runs as a node of a graph only)");
  return Error::success();
}

/// Replaces \p F by a function returning its outputs as a struct.
Function *rebuildNode(Function &F, const NodeDescription &D) {
  LLVMContext &C = F.getContext();
  StructType *OutTy = StructType::get(C, D.OutputTypes);
  // A struct the C ABI passes in memory (a `byval` pointer) becomes an input
  // of the struct's type: its bytes are in the launch struct and travel over
  // binds and edges as a value.
  SmallVector<Type *, 8> Params;
  for (Argument &A : F.args())
    Params.push_back(A.hasByValAttr() ? A.getParamByValType() : A.getType());
  auto *NF = Function::Create(FunctionType::get(OutTy, Params, false),
                              F.getLinkage(), F.getAddressSpace(), "",
                              F.getParent());
  NF->copyAttributesFrom(&F);
  NF->setSubprogram(F.getSubprogram());
  F.setSubprogram(nullptr);
  NF->splice(NF->begin(), &F);
  IRBuilder<> Entry(&*NF->getEntryBlock().getFirstInsertionPt());
  for (auto [Old, New] : zip(F.args(), NF->args())) {
    New.takeName(&Old);
    if (!Old.hasByValAttr()) {
      Old.replaceAllUsesWith(&New);
      continue;
    }
    NF->removeParamAttrs(New.getArgNo(),
                         AttributeFuncs::typeIncompatible(New.getType()));
    AllocaInst *Copy = Entry.CreateAlloca(New.getType());
    Copy->setAlignment(Old.getParamAlign().valueOrOne());
    Entry.CreateStore(&New, Copy);
    Old.replaceAllUsesWith(Copy);
  }
  for (auto [Arg, IsOut] : D.PointerAttrs)
    NF->addParamAttr(Arg, Attribute::get(C, IsOut ? "hpvm.out" : "hpvm.in"));
  if (D.Targets.any())
    setNodeTargets(*NF, D.Targets);

  // Each __hpvm__return stores its values, one slot per output (zero until
  // then); each return builds the struct from the slots. The slots are then
  // promoted, so the outputs are SSA values. Internal nodes return zeros:
  // their outputs are those of the children bound to them.
  IRBuilder<> B(&*NF->getEntryBlock().getFirstInsertionPt());
  SmallVector<AllocaInst *, 4> Slots;
  if (!D.Returns.empty())
    for (Type *T : D.OutputTypes) {
      Slots.push_back(B.CreateAlloca(T, nullptr, "hpvm.output"));
      B.CreateStore(Constant::getNullValue(T), Slots.back());
    }
  for (CallInst *Ret : D.Returns) {
    B.SetInsertPoint(Ret);
    for (unsigned Idx = 0; Idx != Slots.size(); ++Idx)
      B.CreateStore(Ret->getArgOperand(Idx + 1), Slots[Idx]);
    Ret->eraseFromParent();
  }
  for (BasicBlock &BB : *NF)
    if (auto *RI = dyn_cast<ReturnInst>(BB.getTerminator())) {
      B.SetInsertPoint(RI);
      Value *Out = Slots.empty() ? Constant::getNullValue(OutTy)
                                 : PoisonValue::get(OutTy);
      for (unsigned Idx = 0; Idx != Slots.size(); ++Idx)
        Out = B.CreateInsertValue(
            Out, B.CreateLoad(D.OutputTypes[Idx], Slots[Idx]), Idx);
      B.CreateRet(Out)->setDebugLoc(RI->getDebugLoc());
      RI->eraseFromParent();
    }
  promoteLocals(*NF);

  F.replaceAllUsesWith(NF);
  NF->takeName(&F);
  F.eraseFromParent();
  return NF;
}

/// Makes the values of the __hpvm__empty_outputs call \p CI in node \p NF
/// its outputs when it runs no instance (EmptyOutputs.h).
Error outlineEmptyOutputs(Function &NF, CallInst *CI) {
  Expected<uint64_t> N = constantArg(CI, 0, "the number of outputs");
  if (!N)
    return N.takeError();
  if (CI->arg_size() != 1 + *N)
    return errorAt(CI, "__hpvm__empty_outputs says " + Twine(*N) +
                           " outputs but passes " + Twine(CI->arg_size() - 1));
  SmallVector<Value *, 4> Values(drop_begin(CI->args()));
  return setEmptyOutputs(NF, Values, CI);
}

/// A call of VISC, the HPVM-C API under its earlier names (the first ports
/// of ERA's mini-era and hpvm-cava): the same calls, not accepted as such.
Error rejectVISC(const Module &M) {
  for (const Function &F : M)
    if (F.isDeclaration() && (F.getName().starts_with("__visc__") ||
                              F.getName().starts_with("llvm_visc_")))
      for (const User *U : F.users())
        if (auto *CI = dyn_cast<CallInst>(U))
          return errorAt(CI, "'" + F.getName() +
                                 "' is VISC, the earlier name of the HPVM-C "
                                 "API: rename __visc__ to __hpvm__, "
                                 "llvm_visc_ to llvm_hpvm_ and visc:: to "
                                 "hpvm::, and include <hpvm.h>");
  return Error::success();
}

} // namespace

Error genHPVM(Module &M) {
  if (Error E = rejectVISC(M))
    return E;
  Expected<SmallVector<Function *, 16>> Nodes = collectNodeFunctions(M);
  if (!Nodes)
    return Nodes.takeError();
  prepareNodes(M, *Nodes);
  if (Error E = lowerCalls(M))
    return E;
  for (Function *F : *Nodes) {
    if (Error E = checkNotCalled(*F))
      return E;
    // A struct the C ABI returns in memory is an `sret` parameter.
    auto ReturnsInMemory = [](Argument &A) { return A.hasStructRetAttr(); };
    if (!F->getReturnType()->isVoidTy() || any_of(F->args(), ReturnsInMemory))
      return errorIn(F, "a node function must return void in HPVM-C; its "
                        "outputs are given by __hpvm__return");
    Expected<NodeDescription> D = describeNode(*F);
    if (!D)
      return D.takeError();
    for (CallInst *CI : D->Uses)
      CI->eraseFromParent();
    Function *NF = rebuildNode(*F, *D);
    // Must run after rebuildNode, which gives NF its output struct.
    for (CallInst *CI : D->EmptyOutputs) {
      if (Error E = outlineEmptyOutputs(*NF, CI))
        return E;
      SmallVector<WeakTrackingVH, 4> Values(CI->args());
      CI->eraseFromParent();
      for (WeakTrackingVH &V : Values)
        RecursivelyDeleteTriviallyDeadInstructions(V);
    }
  }
  for (StringRef Name : {"__hpvm__hint", "__hpvm__attributes", "__hpvm__return",
                         "__hpvm__empty_outputs"})
    if (Function *F = M.getFunction(Name); F && !F->use_empty()) {
      auto *Use = cast<Instruction>(F->user_back());
      return errorAt(Use, "'" + demangle(Use->getFunction()->getName()) +
                              "' uses '" + Name +
                              "' but is not a node of any graph launched in "
                              "this file (a graph and its launch must be in "
                              "one translation unit)");
    }
  for (Function &F : make_early_inc_range(M))
    if (F.isDeclaration() && F.use_empty() &&
        (F.getName().starts_with("__hpvm__") ||
         F.getName().starts_with("llvm_hpvm_")))
      F.eraseFromParent();
  for (const std::string &Warning : launchArgsSizeWarnings(M))
    errs() << Warning << "\n";
  return Error::success();
}

} // namespace hpvm
