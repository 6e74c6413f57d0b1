//===- PollyLoops.cpp - which loops Polly proves parallel -----------------===//
//
// Polly runs through the legacy pass manager (Debian's libLLVM has it built
// in). Its options are set here: one-loop SCoPs are kept (the profitability
// model is ours) and no runtime alias checks are assumed (a node needs
// aliasing disproved).
//
// A loop is parallel when no two of its iterations touch the same array
// element with one of them writing it: a memory-based test on Polly's access
// relations. Scalars are left to the source check (OffloadPlan): a C scalar
// declared in the body is new in every iteration, and one declared outside
// must not be assigned. Polly's own PolyhedralInfo::isParallel is not used:
// it fails on a loop whose statements sit at different depths (isl's "union
// map needs to contain elements in exactly one space").
//
//===----------------------------------------------------------------------===//
#include "autooffload/PollyLoops.h"

#include "polly/Canonicalization.h"
#include "polly/RegisterPasses.h"
#include "polly/ScopDetection.h"
#include "polly/ScopDetectionDiagnostic.h"
#include "polly/ScopInfo.h"

#include "isl/aff.h"
#include "isl/map.h"
#include "isl/set.h"
#include "isl/val.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/RegionInfo.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/Pass.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include <map>

using namespace llvm;

namespace hpvm {
namespace {

/// Polly's reject reason for a region, in the words of our remarks.
std::string rejectionText(const polly::RejectReason &Reason) {
  using polly::RejectReasonKind;
  switch (Reason.getKind()) {
  case RejectReasonKind::Alias: {
    std::vector<std::string> Names;
    for (const Value *P : cast<polly::ReportAlias>(Reason).getPointers())
      if (P->hasName())
        Names.push_back("'" + P->getName().str() + "'");
    return "aliasing between its arrays is not disproved" +
           (Names.empty() ? std::string()
                          : " (" + join(Names, ", ") +
                                "; '__restrict__' pointers do not alias)");
  }
  case RejectReasonKind::NonAffineAccess:
  case RejectReasonKind::AffFunc:
  case RejectReasonKind::VariantBasePtr:
    return "a subscript is not affine in the loop counters";
  case RejectReasonKind::FuncCall:
    return "it calls a function that may have side effects";
  case RejectReasonKind::LoopBound:
    return "its trip count is not affine";
  default:
    return "Polly found no static control part: " + Reason.getMessage();
  }
}

/// \p PA as a C expression, or std::nullopt when it has more than one piece
/// (the bound differs with the parameters), a fraction, or a parameter
/// that has no source name. Where \p PA is undefined the loops run no
/// iteration and the expression is not used.
std::optional<std::string> toC(isl::pw_aff PA, const StringSet<> &SourceNames) {
  if (isl_pw_aff_n_piece(PA.get()) != 1)
    return std::nullopt;
  isl_aff *Aff = nullptr;
  isl_pw_aff_foreach_piece(
      PA.get(),
      [](isl_set *Set, isl_aff *A, void *User) {
        isl_set_free(Set);
        *static_cast<isl_aff **>(User) = A;
        return isl_stat_ok;
      },
      &Aff);
  std::string Text;
  bool Ok =
      isl_aff_is_cst(Aff) == isl_bool_true || isl_aff_dim(Aff, isl_dim_in) == 0;
  isl_val *Den = isl_aff_get_denominator_val(Aff);
  Ok &= isl_val_is_one(Den) == isl_bool_true;
  isl_val_free(Den);
  auto Term = [&](long Coef, StringRef Name) {
    if (Coef == 0)
      return;
    if (Text.empty())
      Text = Coef < 0 ? "-" : "";
    else
      Text += Coef < 0 ? " - " : " + ";
    long Abs = Coef < 0 ? -Coef : Coef;
    if (Name.empty())
      Text += std::to_string(Abs);
    else
      Text += (Abs == 1 ? "" : std::to_string(Abs) + " * ") + Name.str();
  };
  for (isl_size I = 0, E = isl_aff_dim(Aff, isl_dim_param); Ok && I < E; ++I) {
    isl_val *C = isl_aff_get_coefficient_val(Aff, isl_dim_param, I);
    long Coef = isl_val_get_num_si(C);
    isl_val_free(C);
    if (Coef == 0)
      continue;
    const char *Name = isl_aff_get_dim_name(Aff, isl_dim_param, I);
    Ok &= Name && SourceNames.contains(Name);
    if (Ok)
      Term(Coef, Name);
  }
  isl_val *C = isl_aff_get_constant_val(Aff);
  long Constant = isl_val_get_num_si(C);
  isl_val_free(C);
  isl_aff_free(Aff);
  if (!Ok)
    return std::nullopt;
  Term(Constant, "");
  return Text.empty() ? "0" : Text;
}

/// The source name of an array's base, and whether it is a pointer.
std::optional<std::pair<std::string, bool>> baseName(const Value *Base) {
  Base = Base->stripPointerCasts();
  if (const auto *A = dyn_cast<Argument>(Base))
    if (A->hasName())
      return std::make_pair(A->getName().str(), true);
  if (const auto *G = dyn_cast<GlobalVariable>(Base))
    if (G->getValueType()->isArrayTy()) {
      std::string Name = demangle(G->getName());
      if (Name.size() > 4 && StringRef(Name).starts_with("_ZL"))
        return std::nullopt;
      return std::make_pair(Name, false);
    }
  if (const auto *A = dyn_cast<AllocaInst>(Base))
    if (A->getAllocatedType()->isArrayTy() && A->hasName())
      return std::make_pair(A->getName().str(), false);
  return std::nullopt;
}

/// The arrays the statements of \p S inside \p L access.
std::vector<ArrayUse> arraysUnder(polly::Scop &S, const Loop &L) {
  StringSet<> SourceNames;
  for (const SCEV *Param : S.parameters())
    if (const auto *U = dyn_cast<SCEVUnknown>(Param))
      if (isa<Argument>(U->getValue()))
        SourceNames.insert(S.getIdForParam(Param).get_name());

  std::map<const polly::ScopArrayInfo *, std::pair<ArrayUse, isl::set>> Uses;
  std::vector<const polly::ScopArrayInfo *> Order;
  for (polly::ScopStmt &Stmt : S) {
    if (!L.contains(Stmt.getEntryBlock()))
      continue;
    isl::set Domain = Stmt.getDomain();
    for (polly::MemoryAccess *MA : Stmt) {
      if (!MA->isLatestArrayKind())
        continue;
      const polly::ScopArrayInfo *SAI = MA->getLatestScopArrayInfo();
      isl::set Range =
          MA->getLatestAccessRelation().intersect_domain(Domain).range();
      auto [It, New] = Uses.try_emplace(SAI);
      if (New) {
        Order.push_back(SAI);
        It->second.second = Range;
      } else {
        It->second.second = It->second.second.unite(Range);
      }
      ArrayUse &U = It->second.first;
      U.Read |= MA->isRead();
      U.Written |= MA->isWrite();
    }
  }

  std::vector<ArrayUse> Result;
  for (const polly::ScopArrayInfo *SAI : Order) {
    auto &[U, Range] = Uses[SAI];
    U.ElementBytes = SAI->getElemSizeInBytes();
    std::optional<std::pair<std::string, bool>> Name =
        baseName(SAI->getBasePtr());
    if (!Name) {
      U.ExtentProblem = "its base is not a pointer parameter or an array "
                        "variable";
      Result.push_back(U);
      continue;
    }
    U.Name = Name->first;
    U.IsPointer = Name->second;
    if (U.IsPointer) {
      isl::set Context = S.getContext();
      isl_set *Below = isl_set_upper_bound_si(
          isl_set_intersect_params(Range.copy(), Context.copy()), isl_dim_set,
          0, -1);
      bool MayBeNegative = isl_set_is_empty(Below) != isl_bool_true;
      isl_set_free(Below);
      std::optional<std::string> Max =
          toC(Range.dim_max(0).add_constant(1), SourceNames);
      std::string Extent = Max ? "(" + *Max + ")" : "";
      for (unsigned D = 1; Max && D < SAI->getNumberOfDimensions(); ++D) {
        std::optional<std::string> Size =
            toC(SAI->getDimensionSizePw(D), SourceNames);
        if (!Size) {
          Max.reset();
          break;
        }
        Extent += " * (" + *Size + ")";
      }
      if (MayBeNegative)
        U.ExtentProblem = "it may be accessed before its first element";
      else if (!Max)
        U.ExtentProblem =
            "Polly's bound on its subscripts is not an expression of the "
            "function's parameters";
      else
        U.Extent = Extent;
    }
    Result.push_back(U);
  }
  return Result;
}

/// The dimension of \p Stmt's domain that \p L counts, if any.
std::optional<unsigned> dimensionOf(const polly::ScopStmt &Stmt,
                                    const Loop &L) {
  for (unsigned D = 0, E = Stmt.getNumIterators(); D < E; ++D)
    if (Stmt.getLoopForDimension(D) == &L)
      return D;
  return std::nullopt;
}

/// The value of \p PA when it is one constant.
std::optional<long> constantOf(isl::pw_aff PA) {
  if (isl_pw_aff_n_piece(PA.get()) != 1 ||
      isl_pw_aff_is_cst(PA.get()) != isl_bool_true)
    return std::nullopt;
  long Value = 0;
  isl_pw_aff_foreach_piece(
      PA.get(),
      [](isl_set *Set, isl_aff *A, void *User) {
        isl_val *V = isl_aff_get_constant_val(A);
        *static_cast<long *>(User) = isl_val_get_num_si(V);
        isl_val_free(V);
        isl_aff_free(A);
        isl_set_free(Set);
        return isl_stat_ok;
      },
      &Value);
  return Value;
}

/// How many iterations \p L runs in \p S, when that is a constant.
std::optional<uint64_t> tripCount(polly::Scop &S, const Loop &L) {
  for (polly::ScopStmt &Stmt : S) {
    std::optional<unsigned> Dim = dimensionOf(Stmt, L);
    if (!Dim)
      continue;
    isl::set Domain = Stmt.getDomain();
    std::optional<long> Max = constantOf(Domain.dim_max(*Dim));
    std::optional<long> Min = constantOf(Domain.dim_min(*Dim));
    if (!Max || !Min || *Max < *Min)
      return std::nullopt;
    return uint64_t(*Max - *Min + 1);
  }
  return std::nullopt;
}

/// Whether two iterations of \p L in \p S may touch the same array element,
/// one of them writing it: the array's name then, or "" when a statement
/// inside \p L is not modelled at its depth (a non-affine subregion).
std::optional<std::string> carriedDependence(polly::Scop &S, const Loop &L) {
  struct Access {
    const polly::MemoryAccess *MA;
    isl::map Relation; // statement instance -> element, on its domain
    unsigned Dim;
  };
  std::vector<Access> Accesses;
  for (polly::ScopStmt &Stmt : S) {
    if (!L.contains(Stmt.getEntryBlock()))
      continue;
    std::optional<unsigned> Dim = dimensionOf(Stmt, L);
    if (!Dim)
      return "";
    for (polly::MemoryAccess *MA : Stmt)
      if (MA->isLatestArrayKind())
        Accesses.push_back(
            {MA,
             MA->getLatestAccessRelation().intersect_domain(Stmt.getDomain()),
             *Dim});
  }
  isl::set Context = S.getContext().intersect(S.getAssumedContext());
  for (const Access &A : Accesses)
    for (const Access &B : Accesses) {
      if (!A.MA->isWrite() && !B.MA->isWrite())
        continue;
      if (A.MA->getLatestScopArrayInfo() != B.MA->getLatestScopArrayInfo())
        continue;
      // Pairs of instances touching one element, in the same iteration of
      // every loop around L and different iterations of L.
      isl_map *Pairs = isl_map_apply_range(A.Relation.copy(),
                                           isl_map_reverse(B.Relation.copy()));
      Pairs = isl_map_intersect_params(Pairs, Context.copy());
      for (unsigned D = 0; D < A.Dim; ++D)
        Pairs = isl_map_equate(Pairs, isl_dim_in, D, isl_dim_out, D);
      Pairs = isl_map_order_lt(Pairs, isl_dim_in, A.Dim, isl_dim_out, B.Dim);
      bool Empty = isl_map_is_empty(Pairs) == isl_bool_true;
      isl_map_free(Pairs);
      if (!Empty) {
        const polly::ScopArrayInfo *SAI = A.MA->getLatestScopArrayInfo();
        std::optional<std::pair<std::string, bool>> Name =
            baseName(SAI->getBasePtr());
        return Name ? Name->first : "";
      }
    }
  return std::nullopt;
}

/// Whether a statement of \p S directly in \p L (in no loop inside it)
/// accesses an array.
bool accessesArraysDirectly(polly::Scop &S, const Loop &L) {
  for (polly::ScopStmt &Stmt : S)
    if (Stmt.getSurroundingLoop() == &L)
      for (polly::MemoryAccess *MA : Stmt)
        if (MA->isLatestArrayKind())
          return true;
  return false;
}

/// Whether Polly's model of \p S holds for every parameter value that can
/// describe arrays in memory, |p| < 2^40: Polly assumes, for example, that
/// no subscript overflows 64 bits (true there), but also, for a fixed-size
/// array, that subscripts stay in bounds (which the code may not do). hpvmcc
/// writes no run-time check, so a SCoP whose assumptions may fail within
/// that range is not offloaded.
bool assumptionsHold(const polly::Scop &S) {
  isl_set *Failing = S.getInvalidContext().release();
  isl_ctx *Ctx = isl_set_get_ctx(Failing);
  const long Limit = 1L << 40;
  for (isl_size P = 0, E = isl_set_dim(Failing, isl_dim_param); P < E; ++P) {
    Failing = isl_set_lower_bound_val(Failing, isl_dim_param, P,
                                      isl_val_int_from_si(Ctx, -Limit));
    Failing = isl_set_upper_bound_val(Failing, isl_dim_param, P,
                                      isl_val_int_from_si(Ctx, Limit));
  }
  bool Holds = isl_set_is_empty(Failing) == isl_bool_true;
  isl_set_free(Failing);
  return Holds;
}

/// The SCoP of \p SI that contains \p L, if any.
polly::Scop *scopOf(polly::ScopInfo &SI, const Loop &L) {
  for (auto &[R, S] : SI)
    if (S && R->contains(&L))
      return S.get();
  return nullptr;
}

/// Arithmetic instructions in \p L's blocks, less one increment per loop.
unsigned arithmeticOps(const Loop &L) {
  unsigned Ops = 0;
  for (const BasicBlock *BB : L.blocks())
    for (const Instruction &I : *BB)
      if (I.isBinaryOp() || I.isUnaryOp() ||
          (isa<CallInst>(I) && !isa<DbgInfoIntrinsic>(I)))
        ++Ops;
  unsigned Loops = L.getLoopsInPreorder().size();
  return Ops > Loops ? Ops - Loops : 0;
}

class VerdictPass : public FunctionPass {
public:
  static char ID;
  VerdictPass(StringRef MainFile, std::vector<LoopVerdict> &Out)
      : FunctionPass(ID), MainFile(MainFile), Out(Out) {}

  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.addRequired<LoopInfoWrapperPass>();
    AU.addRequired<RegionInfoPass>();
    AU.addRequired<polly::ScopDetectionWrapperPass>();
    AU.addRequired<polly::ScopInfoWrapperPass>();
    AU.setPreservesAll();
  }

  bool runOnFunction(Function &) override {
    LoopInfo &LI = getAnalysis<LoopInfoWrapperPass>().getLoopInfo();
    RegionInfo &RI = getAnalysis<RegionInfoPass>().getRegionInfo();
    const polly::ScopDetection &SD =
        getAnalysis<polly::ScopDetectionWrapperPass>().getSD();
    polly::ScopInfo &SI = *getAnalysis<polly::ScopInfoWrapperPass>().getSI();
    DenseMap<const Loop *, int> Index;
    for (Loop *L : LI.getLoopsInPreorder()) {
      DebugLoc At = L->getStartLoc();
      if (!At || !isMainFile(*At))
        continue;
      LoopVerdict V;
      V.Line = At.getLine();
      V.Column = At.getCol();
      if (Loop *P = L->getParentLoop(); P && Index.count(P)) {
        V.Parent = Index[P];
        ++Out[V.Parent].Children;
      }
      V.ArithOps = arithmeticOps(*L);
      polly::Scop *S = scopOf(SI, *L);
      if (S && !assumptionsHold(*S)) {
        V.Rejected = "Polly's model of it needs a run-time check, which "
                     "hpvmcc does not write (it fails where " +
                     S->getInvalidContextStr() + ")";
      } else if (S) {
        V.InScop = true;
        V.Carried = carriedDependence(*S, *L);
        V.Parallel = !V.Carried;
        V.TripCount = tripCount(*S, *L);
        V.Arrays = arraysUnder(*S, *L);
        V.OwnArrayAccesses = accessesArraysDirectly(*S, *L);
      } else {
        V.Rejected = rejection(SD, RI, *L);
      }
      Index[L] = Out.size();
      Out.push_back(std::move(V));
    }
    return false;
  }

private:
  StringRef MainFile;
  std::vector<LoopVerdict> &Out;

  /// Whether \p At is in the main file (clang writes the file name relative
  /// to the compilation directory when it is below it).
  bool isMainFile(const DILocation &At) const {
    SmallString<256> Path(At.getFilename());
    if (sys::path::is_relative(Path)) {
      SmallString<256> Dir(At.getDirectory());
      sys::path::append(Dir, Path);
      Path = Dir;
    }
    SmallString<256> Main(MainFile);
    sys::fs::make_absolute(Main);
    sys::path::remove_dots(Path, true);
    sys::path::remove_dots(Main, true);
    return Path == Main;
  }

  /// The first reason Polly recorded for a region around \p L.
  static std::string rejection(const polly::ScopDetection &SD, RegionInfo &RI,
                               const Loop &L) {
    for (Region *R = RI.getRegionFor(L.getHeader()); R; R = R->getParent()) {
      if (!R->contains(&L))
        continue;
      if (const polly::RejectLog *Log = SD.lookupRejectionLog(R))
        if (Log->hasErrors())
          return rejectionText(**Log->begin());
    }
    for (const BasicBlock *BB : L.blocks())
      for (const Instruction &I : *BB)
        if (const auto *Call = dyn_cast<CallBase>(&I))
          if (!isa<IntrinsicInst>(Call) && !Call->onlyReadsMemory())
            return "it calls a function that may have side effects";
    return "Polly found no static control part around it";
  }
};

char VerdictPass::ID = 0;

} // namespace

std::vector<LoopVerdict> analyzeLoopsWithPolly(Module &M, StringRef MainFile) {
  static bool Initialised = [] {
    polly::initializePollyPasses(*PassRegistry::getPassRegistry());
    return true;
  }();
  (void)Initialised;
  polly::PollyProcessUnprofitable = true;
  polly::PollyUseRuntimeAliasChecks = false;
  polly::UseInstructionNames = true;

  std::vector<LoopVerdict> Verdicts;
  legacy::PassManager PM;
  polly::registerCanonicalicationPasses(PM);
  PM.add(new VerdictPass(MainFile, Verdicts));
  PM.run(M);
  return Verdicts;
}

} // namespace hpvm
