//===- CPUReport.cpp - cpu leaves on the threads, nodes' versions ---------===//
//
// A leaf's instances run as a loop nest. The runtime splits the outermost
// dimension into chunks (up to 4 a worker thread) over the thread pool,
// unless the leaf runs inside an instance of an ancestor with instances of
// its own, whose chunk already holds a worker: then the whole nest runs on
// that worker. A leaf with barriers runs phase by phase, every instance
// reaching a barrier before any goes on. Leaves hpvmcc made to allocate
// 'local' memory are left out.
//
// A node asked for several targets has the versions NodeVersions.h says;
// a target without one of its own runs the cpu version. Whether the split
// policy can share a launch among them is SplitInstances.h's answer.
//
//===----------------------------------------------------------------------===//
#include "cpu/CPUReport.h"
#include "DFG.h"
#include "Diagnostic.h"
#include "HPVMIntrinsics.h"
#include "NodeVersions.h"
#include "SplitInstances.h"
#include "cpu/BarrierFission.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/Twine.h"
#include "llvm/IR/DebugLoc.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"

using namespace llvm;

namespace hpvm {
namespace {

/// The nearest ancestor of \p N with instances of its own, if any.
const DFNode *replicatedAncestor(const DFNode &N) {
  for (const DFNode *P = N.getParent(); P; P = P->getParent())
    if (P->getNumDims() != 0)
      return P;
  return nullptr;
}

std::string describe(const DFNode &N) {
  const Function &F = *N.getFunction();
  std::string Text;
  if (N.getNumDims() == 0) {
    Text = "one instance, run on the thread that runs its parent";
  } else {
    Text = (Twine(N.getNumDims()) + "-D instances run as a loop nest; ").str();
    if (const DFNode *P = replicatedAncestor(N))
      Text += "the whole nest runs inside each instance of '" +
              remarkName(*P->getFunction()) + "', on that instance's thread";
    else
      Text += "its outermost dimension is split into chunks (up to 4 a "
              "worker thread) over the thread pool";
  }
  if (hasBarriers(F))
    Text += "; split into phases at its barriers, each phase run for every "
            "instance before the next";
  return Text;
}

/// "gpu, vector and cpu".
std::string listTargets(ArrayRef<Target> Targets) {
  std::string Text;
  for (auto [Idx, T] : enumerate(Targets))
    Text += (Idx == 0                    ? ""
             : Idx + 1 == Targets.size() ? " and "
                                         : ", ") +
            targetName(T).str();
  return Text;
}

/// Why \p N, asked for \p T, has no version of its own for it.
std::string whyNoVersion(const DFNode &N, Target T) {
  if (T == Target::GPU || T == Target::OpenCL)
    return "it is not a kernel";
  return hasBarriers(*N.getFunction()) ? "its instances meet at barriers"
                                       : "it is not vectorised";
}

/// The node's creation in its parent is at its pragma.
std::string at(const DFNode &N) {
  DebugLoc Loc =
      N.getCreateCall() ? N.getCreateCall()->getDebugLoc() : DebugLoc();
  return remarkLocation(Loc, *N.getFunction());
}

} // namespace

std::vector<std::string> describeVersions(const DFG &G,
                                          const DeviceVersions &GPU,
                                          const DeviceVersions &OpenCL,
                                          const VectorVersions &Vector) {
  std::vector<std::string> Remarks;
  SmallPtrSet<const Function *, 8> Seen;
  for (const std::unique_ptr<DFGraph> &Graph : G.graphs())
    for (const DFNode *N : Graph->postOrder()) {
      const Function &F = *N->getFunction();
      ArrayRef<Target> Asked = N->getTargets().targets();
      if (N->isRoot() || Asked.size() < 2 || !Seen.insert(&F).second)
        continue;
      VersionTargets VT = versionTargets(*N, [&](Target T) {
        switch (T) {
        case Target::CPU:
          return true;
        case Target::Vector:
          return !hasBarriers(F) && Vector.lookup(&F);
        case Target::GPU:
          return GPU.count(&F) != 0;
        case Target::OpenCL:
          return OpenCL.count(&F) != 0;
        }
        llvm_unreachable("not a target");
      });
      std::string Text = at(*N) + ": remark: node '" + remarkName(F) +
                         "' is built for " + listTargets(Asked) + ": ";
      if (VT.Targets.size() == Asked.size())
        Text += "a version for each";
      else if (VT.Targets.size() == 1)
        Text += "one version, for " + listTargets(VT.Targets);
      else
        Text += "versions for " + listTargets(VT.Targets);
      for (Target T : Asked)
        if (!is_contained(VT.Targets, T))
          Text += "; " + targetName(T).str() + " runs the cpu version (" +
                  whyNoVersion(*N, T) + ")";
      if (VT.Targets.size() > 1) {
        Text += "; the runtime's scheduler picks one at each run "
                "(HPVM_POLICY; split ";
        std::optional<std::string> NoSplit = whyNotSplit(*N);
        Text += NoSplit ? "runs one of them: " + *NoSplit
                        : "shares a launch among them";
        Text += ")";
      }
      Remarks.push_back(Text);
    }
  return Remarks;
}

std::vector<std::string> describeCPUMapping(const DFG &G) {
  std::vector<std::string> Remarks;
  SmallPtrSet<const Function *, 8> Seen;
  for (const std::unique_ptr<DFGraph> &Graph : G.graphs())
    for (const DFNode *N : Graph->postOrder()) {
      TargetList T = N->getTargets();
      if (!N->isLeaf() || !(T.has(Target::CPU) || T.has(Target::Vector)) ||
          callsIntrinsic(*N->getFunction(), Intrinsic::Malloc) ||
          !Seen.insert(N->getFunction()).second)
        continue;
      Remarks.push_back(at(*N) + ": remark: cpu node '" +
                        remarkName(*N->getFunction()) + "': " + describe(*N));
    }
  return Remarks;
}

} // namespace hpvm
