//===- OffloadPlan.cpp - which loop nests --hpvm-auto offloads ------------===//
#include "autooffload/OffloadPlan.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/Sequence.h"
#include "llvm/ADT/StringExtras.h"

namespace hpvm {
namespace {

/// The section length of \p A in elements of the pointer's own type, whose
/// size is \p PointeeBytes, or std::nullopt when the two types do not fit.
std::optional<std::string> sectionLength(const ArrayUse &A,
                                         unsigned PointeeBytes) {
  if (PointeeBytes == A.ElementBytes)
    return A.Extent;
  if (A.ElementBytes && PointeeBytes > A.ElementBytes &&
      PointeeBytes % A.ElementBytes == 0)
    return A.Extent + " / " + std::to_string(PointeeBytes / A.ElementBytes);
  return std::nullopt;
}

/// One item of a data clause: "a[0:(n)]" or "a", and whether it is written.
struct DataItem {
  std::string Name, Text;
  bool Written;
};

/// The data items for \p Arrays, or the reason there are none.
bool dataItems(const std::vector<ArrayUse> &Arrays, const SourceLoop &S,
               std::vector<DataItem> &Items, std::string &Why) {
  for (const ArrayUse &A : Arrays) {
    if (!A.ExtentProblem.empty()) {
      Why = (A.Name.empty() ? "an array it accesses has no name: "
                            : "the extent of '" + A.Name + "' is unknown: ") +
            A.ExtentProblem;
      return false;
    }
    std::string Text = A.Name;
    if (A.IsPointer) {
      auto P = llvm::find_if(S.PointeeBytes,
                             [&](const auto &E) { return E.first == A.Name; });
      std::optional<std::string> Len;
      if (P != S.PointeeBytes.end() && P->second == 0) {
        Why = "'" + A.Name +
              "' points to a type whose size is not known there (a template "
              "parameter's, or an incomplete one)";
        return false;
      }
      if (P != S.PointeeBytes.end())
        Len = sectionLength(A, P->second);
      if (!Len) {
        Why = "'" + A.Name +
              "' is accessed with elements of another size "
              "than it points to";
        return false;
      }
      Text += "[0:" + *Len + "]";
    }
    Items.push_back({A.Name, Text, A.Written});
  }
  return true;
}

/// The data clauses of \p Items. Written memory is inout: a nest need not
/// write every element, and the ones it leaves must keep their values.
std::string dataClauses(const std::vector<DataItem> &Items) {
  std::vector<std::string> In, InOut;
  for (const DataItem &I : Items)
    (I.Written ? InOut : In).push_back(I.Text);
  std::vector<std::string> Parts;
  if (!In.empty())
    Parts.push_back("in(" + llvm::join(In, ", ") + ")");
  if (!InOut.empty())
    Parts.push_back("inout(" + llvm::join(InOut, ", ") + ")");
  return llvm::join(Parts, " ");
}

std::string offloadRemark(unsigned K, const std::vector<std::string> &Targets,
                          const std::string &Clauses) {
  return "loop nest offloaded: a parallel(" + std::to_string(K) +
         ") node for " + llvm::join(Targets, ", ") + " with " + Clauses;
}

/// Gives host loop \p Host a data region when all the loops in it are
/// offloaded nests and its own statements touch no array: its arrays then
/// stay on the device across its iterations. The nests' sections become
/// the region's, which the rewriter requires to be spelled alike.
void addDataRegion(LoopDecision &Host, std::vector<LoopDecision> &Decisions,
                   const std::vector<LoopVerdict> &Verdicts,
                   const std::vector<SourceLoop> &Source,
                   const std::vector<std::string> &Targets) {
  const LoopVerdict &V = Verdicts[Host.Loop];
  if (Host.Parallel || !V.InScop || V.OwnArrayAccesses || V.Children == 0 ||
      !Source[Host.Loop].BeginsLine)
    return;
  std::vector<LoopDecision *> Nests;
  for (LoopDecision &D : Decisions)
    if (Verdicts[D.Loop].Parent == int(Host.Loop)) {
      if (!D.Parallel)
        return;
      Nests.push_back(&D);
    }
  std::vector<DataItem> Region;
  std::string Why;
  if (Nests.size() != V.Children ||
      !dataItems(V.Arrays, Source[Host.Loop], Region, Why))
    return;
  for (LoopDecision *Nest : Nests) {
    std::vector<DataItem> Items;
    bool Ok =
        dataItems(Verdicts[Nest->Loop].Arrays, Source[Nest->Loop], Items, Why);
    assert(Ok && "the nest was offloaded with these items");
    (void)Ok;
    for (DataItem &I : Items)
      I.Text = llvm::find_if(Region, [&](const DataItem &R) {
                 return R.Name == I.Name;
               })->Text;
    Nest->Clauses = dataClauses(Items);
    Nest->Remark = offloadRemark(Nest->Parallel, Targets, Nest->Clauses);
  }
  Host.DataRegion = true;
  Host.Clauses = dataClauses(Region);
  Host.Remark += "; a data region with " + Host.Clauses +
                 " keeps its arrays on the device across its iterations";
}

/// How many loops from \p First down are perfectly nested, parallel and
/// canonical with bounds that do not read the counters of the loops around
/// them (at most 3, the most dimensions a node has): a node's grid is a box.
unsigned parallelDepth(const std::vector<LoopVerdict> &Verdicts,
                       const std::vector<SourceLoop> &Source, unsigned First) {
  unsigned K = 1;
  for (unsigned L = First; K < 3 && Source[L].PerfectlyNests &&
                           Verdicts[L].Children == 1 && L + 1 < Verdicts.size();
       ++L, ++K) {
    // Outer loops come first, so an only child follows its parent.
    const LoopVerdict &Child = Verdicts[L + 1];
    if (Child.Parent != int(L) || !Child.Parallel || !Source[L + 1].Canonical)
      break;
    const std::vector<std::string> &Reads = Source[L + 1].BoundVariables;
    if (llvm::any_of(llvm::seq(First, L + 1), [&](unsigned Outer) {
          return llvm::is_contained(Reads, Source[Outer].Counter);
        }))
      break;
  }
  return K;
}

/// Why a parallel nest of \p K loops from \p First does not pay, if it does
/// not: constant trip counts give few instances or little arithmetic.
std::optional<std::string>
unprofitable(const std::vector<LoopVerdict> &Verdicts, unsigned First,
             unsigned K) {
  uint64_t Instances = 1;
  for (unsigned L = First; L < First + K; ++L) {
    if (!Verdicts[L].TripCount)
      return std::nullopt; // a parameter: assumed large
    Instances *= *Verdicts[L].TripCount;
  }
  if (Instances < MinInstances)
    return std::to_string(Instances) +
           " iterations are too few to pay for "
           "a launch (at least " +
           std::to_string(MinInstances) + ")";
  uint64_t Ops = Instances * Verdicts[First].ArithOps;
  if (Ops < MinOperations)
    return "about " + std::to_string(Ops) +
           " arithmetic operations are too "
           "few to pay for a launch (at least " +
           std::to_string(MinOperations) + ")";
  return std::nullopt;
}

} // namespace

std::vector<LoopDecision> planOffload(const std::vector<LoopVerdict> &Verdicts,
                                      const std::vector<SourceLoop> &Source,
                                      bool MarkedOnly,
                                      const std::vector<std::string> &Targets) {
  assert(Verdicts.size() == Source.size());
  std::vector<LoopDecision> Decisions;
  // Per loop: inside an offloaded nest; opted out; opted in.
  std::vector<bool> Covered(Verdicts.size()), Out(Verdicts.size()),
      In(Verdicts.size());
  for (unsigned L = 0; L < Verdicts.size(); ++L) {
    const LoopVerdict &V = Verdicts[L];
    const SourceLoop &S = Source[L];
    int P = V.Parent;
    if (P >= 0 && Covered[P]) {
      Covered[L] = true;
      continue;
    }
    Out[L] = S.MarkedNoAuto || (P >= 0 && Out[P]);
    In[L] = S.MarkedAuto || (P >= 0 && In[P]);
    if (Out[L]) {
      if (S.MarkedNoAuto)
        Decisions.push_back(
            {L, 0, false, "", "loop not offloaded: '#pragma hpvm noauto'"});
      continue;
    }
    if (MarkedOnly && !In[L])
      continue;

    LoopDecision D{L, 0, false, "", ""};
    std::string Why;
    if (S.InAnnotatedFunction)
      Why = "its function has '#pragma hpvm' directives";
    else if (S.InHPVMCFunction)
      Why = "its function calls the HPVM-C API";
    else if (!V.InScop)
      Why = V.Rejected;
    else if (!V.Parallel)
      Why = "it carries a dependence" +
            (V.Carried->empty() ? std::string()
                                : " through '" + *V.Carried + "'") +
            " (it stays on the host; the loops in it are considered)";
    else if (!S.Canonical)
      Why = S.NotCanonical;
    else if (!S.WritesOuterScalar.empty())
      Why = "it assigns '" + S.WritesOuterScalar +
            "', which is declared outside it";
    std::vector<DataItem> Items;
    if (Why.empty() && dataItems(V.Arrays, S, Items, Why)) {
      unsigned K = parallelDepth(Verdicts, Source, L);
      if (std::optional<std::string> Loss = unprofitable(Verdicts, L, K)) {
        Why = *Loss;
      } else {
        D.Parallel = K;
        D.Clauses = dataClauses(Items);
        Covered[L] = true;
        D.Remark = offloadRemark(K, Targets, D.Clauses);
      }
    }
    if (!D.Parallel)
      D.Remark = "loop not offloaded: " + Why;
    Decisions.push_back(std::move(D));
  }
  for (LoopDecision &D : Decisions)
    addDataRegion(D, Decisions, Verdicts, Source, Targets);
  return Decisions;
}

} // namespace hpvm
