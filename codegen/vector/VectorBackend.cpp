//===- VectorBackend.cpp - vector leaves to W-lane bodies -----------------===//
//
// For each vector leaf: the scalar instance body (as the CPU backend builds
// it), with the leaf's helpers inlined and put in the form the vectoriser
// wants (SSA, rotated loops with invariant code hoisted, loop-simplify and
// LCSSA, one return); then the vector body, cleaned up. The scalar copy is
// only the vectoriser's input and is dropped again.
//
//===----------------------------------------------------------------------===//
#include "vector/VectorBackend.h"
#include "DFG.h"
#include "Diagnostic.h"
#include "HPVMIntrinsics.h"
#include "InstanceContext.h"
#include "vector/InstanceGroups.h"
#include "vector/WholeFunctionVectorizer.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Analysis/CGSCCPassManager.h"
#include "llvm/Analysis/InlineCost.h"
#include "llvm/Analysis/LoopAnalysisManager.h"
#include "llvm/Analysis/TargetLibraryInfo.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/TargetParser/Triple.h"
#include "llvm/Transforms/InstCombine/InstCombine.h"
#include "llvm/Transforms/Scalar/ADCE.h"
#include "llvm/Transforms/Scalar/EarlyCSE.h"
#include "llvm/Transforms/Scalar/LICM.h"
#include "llvm/Transforms/Scalar/LoopPassManager.h"
#include "llvm/Transforms/Scalar/LoopRotation.h"
#include "llvm/Transforms/Scalar/SROA.h"
#include "llvm/Transforms/Scalar/SimplifyCFG.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include "llvm/Transforms/Utils/LCSSA.h"
#include "llvm/Transforms/Utils/Local.h"
#include "llvm/Transforms/Utils/LoopSimplify.h"
#include "llvm/Transforms/Utils/LowerSwitch.h"
#include "llvm/Transforms/Utils/UnifyFunctionExitNodes.h"

using namespace llvm;

namespace hpvm {
namespace {

/// Rounds of inlining: helpers that call helpers, but not recursion forever
/// (calls that are left run lane by lane).
constexpr unsigned InlineRounds = 4;

/// Whether \p F's target features (the last mention wins) enable \p Feature.
bool hasFeature(const Function &F, StringRef Feature) {
  bool On = false;
  SmallVector<StringRef, 64> Features;
  // Absent in IR from other producers (or written by hand): no features.
  F.getFnAttribute("target-features")
      .getValueAsString()
      .split(Features, ',', /*MaxSplit=*/-1, /*KeepEmpty=*/false);
  for (StringRef Feat : Features)
    if (Feat.drop_front() == Feature)
      On = Feat.front() == '+';
  return On;
}

VectorizeOptions targetOptions(const Function &F, const Triple &T,
                               const TargetLibraryInfo &TLI) {
  VectorizeOptions Opts;
  if (!T.isX86())
    return Opts;
  Opts.TLI = &TLI;
  Opts.HasAVX512 = hasFeature(F, "avx512f");
  Opts.HasAVX2 = hasFeature(F, "avx2");
  Opts.HasAVX = hasFeature(F, "avx");
  Opts.VectorBits = Opts.HasAVX512 ? 512 : Opts.HasAVX ? 256 : 128;
  unsigned Prefer = 0;
  if (!F.getFnAttribute("prefer-vector-width")
           .getValueAsString()
           .getAsInteger(10, Prefer) &&
      Prefer >= 128)
    Opts.VectorBits = std::min(Opts.VectorBits, Prefer);
  return Opts;
}

/// Runs the function passes \p Add adds on \p F alone.
void runPasses(Function &F, function_ref<void(FunctionPassManager &)> Add) {
  LoopAnalysisManager LAM;
  FunctionAnalysisManager FAM;
  CGSCCAnalysisManager CGAM;
  ModuleAnalysisManager MAM;
  PassBuilder PB;
  PB.registerModuleAnalyses(MAM);
  PB.registerCGSCCAnalyses(CGAM);
  PB.registerFunctionAnalyses(FAM);
  PB.registerLoopAnalyses(LAM);
  PB.crossRegisterProxies(LAM, FAM, CGAM, MAM);
  FunctionPassManager FPM;
  Add(FPM);
  FPM.run(F, FAM);
}

InstCombinePass instCombine() {
  return InstCombinePass(InstCombineOptions().setVerifyFixpoint(false));
}

/// Puts the scalar body in the form the vectoriser wants.
void canonicalise(Function &F) {
  for (unsigned Round = 0; Round != InlineRounds; ++Round) {
    SmallVector<CallBase *, 8> Calls;
    for (Instruction &I : instructions(F))
      if (auto *CB = dyn_cast<CallBase>(&I))
        if (Function *Callee = CB->getCalledFunction())
          if (!Callee->isDeclaration() && Callee != &F &&
              isInlineViable(*Callee).isSuccess())
            Calls.push_back(CB);
    if (Calls.empty())
      break;
    for (CallBase *CB : Calls) {
      InlineFunctionInfo IFI;
      InlineFunction(*CB, IFI);
    }
  }
  runPasses(F, [](FunctionPassManager &FPM) {
    FPM.addPass(SROAPass(SROAOptions::ModifyCFG));
    FPM.addPass(EarlyCSEPass(/*UseMemorySSA=*/true));
    FPM.addPass(instCombine());
    FPM.addPass(SimplifyCFGPass());
    // Rotated loops with invariant loads hoisted: the vector body then
    // reads them once per call, not under a mask on every iteration.
    FPM.addPass(createFunctionToLoopPassAdaptor(LoopRotatePass()));
    FPM.addPass(createFunctionToLoopPassAdaptor(LICMPass(LICMOptions()),
                                                /*UseMemorySSA=*/true));
    FPM.addPass(instCombine());
    FPM.addPass(LowerSwitchPass());
    FPM.addPass(UnifyFunctionExitNodesPass());
    FPM.addPass(LoopSimplifyPass());
    FPM.addPass(LCSSAPass());
  });
  removeUnreachableBlocks(F);
}

void cleanUp(Function &F) {
  runPasses(F, [](FunctionPassManager &FPM) {
    FPM.addPass(instCombine());
    FPM.addPass(SimplifyCFGPass());
    FPM.addPass(EarlyCSEPass(/*UseMemorySSA=*/true));
    FPM.addPass(instCombine());
    FPM.addPass(ADCEPass());
    FPM.addPass(SimplifyCFGPass());
  });
}

/// The first gather or scatter of \p F, if any: where across-instance
/// vectorisation can be slower than the scalar code.
const Instruction *firstGatherOrScatter(const Function &F) {
  for (const Instruction &I : instructions(F))
    if (auto *II = dyn_cast<IntrinsicInst>(&I))
      if (II->getIntrinsicID() == llvm::Intrinsic::masked_gather ||
          II->getIntrinsicID() == llvm::Intrinsic::masked_scatter)
        return II;
  return nullptr;
}

class VectorCodeGen {
public:
  explicit VectorCodeGen(Module &M)
      : M(M), T(M.getTargetTriple()), TLII(T), TLI(TLII), Ctx(M.getContext()) {
    TLII.addVectorizableFunctionsFromVecLib(TargetLibraryInfoImpl::LIBMVEC_X86,
                                            T);
  }

  void generate(const DFNode &N, VectorVersions &Out);

private:
  Module &M;
  Triple T;
  TargetLibraryInfoImpl TLII;
  TargetLibraryInfo TLI;
  InstanceContext Ctx;
};

void VectorCodeGen::generate(const DFNode &N, VectorVersions &Out) {
  Function &F = *N.getFunction();
  std::string Name = remarkName(F);
  auto notVectorised = [&](const DebugLoc &Loc, const Twine &Why,
                           VectorRemark::KindTy Kind = VectorRemark::Fallback) {
    Out.Remarks.push_back(
        {Kind, (remarkLocation(Loc, F) + ": remark: vector node '" + Name +
                "' not vectorised: " + Why + "; it runs its scalar cpu version")
                   .str()});
  };
  if (N.getNumDims() == 0)
    return notVectorised({}, "it has a single instance", VectorRemark::Single);

  DebugLoc OpLoc;
  std::string OpWhy;
  Expected<Function *> Scalar = buildLeafInstance(
      F, F.getName() + ".vector.scalar",
      [&](CallInst *CI, Intrinsic K) -> Expected<Value *> {
        if (K == Intrinsic::GetVectorLength)
          return ConstantInt::get(CI->getType(), 1);
        OpLoc = CI->getDebugLoc();
        OpWhy = K == Intrinsic::Barrier ? "it synchronises at a barrier"
                                        : "it calls '" + intrinsicName(K) + "'";
        return createStringError(inconvertibleErrorCode(), OpWhy);
      });
  if (!Scalar) {
    consumeError(Scalar.takeError());
    return notVectorised(OpLoc, OpWhy);
  }

  canonicalise(**Scalar);
  VectorizeOptions Opts = targetOptions(F, T, TLI);
  const StructLayout *Layout = M.getDataLayout().getStructLayout(Ctx.type());
  unsigned IdOffset =
      Layout->getElementOffset(InstanceContext::Id) + 8 * (N.getNumDims() - 1);
  VectorizeResult R =
      vectorizeInstances(**Scalar, IdOffset, F.getName() + ".vector", Opts);
  DebugLoc AtLoc = R.At ? R.At->getDebugLoc() : DebugLoc();
  if (!R.Body || verifyFunction(*R.Body)) {
    (*Scalar)->eraseFromParent();
    if (!R.Body)
      return notVectorised(AtLoc, "it contains " + R.Reason);
    R.Body->eraseFromParent();
    return notVectorised({}, "the vectoriser produced invalid code (an "
                             "hpvmcc bug; please report it)");
  }
  cleanUp(*R.Body);
  R.Body->addFnAttr("min-legal-vector-width", utostr(Opts.VectorBits));
  std::string Text = (remarkLocation({}, F) + ": remark: vector node '" + Name +
                      "' vectorised: " + Twine(R.Width) + " lanes, " +
                      Twine(Opts.VectorBits) + "-bit vectors")
                         .str();
  // Gathers and scatters can lose to the scalar body's contiguous accesses
  // (data out of the caches, long loops with few lanes active): a copy of
  // the scalar body (with a subprogram of its own: the vector body has the
  // input's) stays, for a choice at run time.
  Function *Choice = nullptr;
  if (const Instruction *At = firstGatherOrScatter(*R.Body)) {
    ValueToValueMapTy VMap;
    Choice = CloneFunction(*Scalar, VMap);
    Choice->takeName(*Scalar);
    cleanUp(*Choice);
    Text += ", with a run-time choice: it gathers or scatters (" +
            remarkLocation(At->getDebugLoc(), F) +
            "), so it times both versions on some of its instances and runs "
            "the others with the faster";
  }
  (*Scalar)->eraseFromParent();
  Function *Groups =
      buildInstanceGroups(*R.Body, Choice, R.Width, N.getNumDims() - 1,
                          F.getName() + ".vector.groups");
  Out.Bodies[&F] = {Groups, R.Width};
  Out.Remarks.push_back({VectorRemark::Vectorised, Text});
}

} // namespace

Expected<VectorVersions> generateVectorCode(const DFG &G, Module &M) {
  VectorVersions Out;
  VectorCodeGen CG(M);
  SmallPtrSet<const Function *, 8> Seen;
  for (const std::unique_ptr<DFGraph> &Graph : G.graphs())
    for (DFNode *N : Graph->postOrder())
      if (N->isLeaf() && N->getTargets().has(Target::Vector) &&
          Seen.insert(N->getFunction()).second)
        CG.generate(*N, Out);
  return Out;
}

} // namespace hpvm
