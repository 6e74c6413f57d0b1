//===- KernelResources.cpp - what ptxas says each kernel uses -------------===//
//
// ptxas -v writes, per entry function (CUDA 12 and 13):
//
//   ptxas info    : Compiling entry function '<name>' for 'sm_90'
//   ptxas info    : Function properties for <name>
//       0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
//   ptxas info    : Used 40 registers, used 1 barriers, 2048 bytes smem, ...
//
// Items it does not print are zero; lines it adds are ignored.
//
//===----------------------------------------------------------------------===//
#include "KernelResources.h"
#include "codegen/Diagnostic.h"

#include "codegen/DFG.h"
#include "codegen/gpu/HostLauncher.h"
#include "codegen/gpu/KernelBuilder.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Twine.h"
#include "llvm/IR/DebugLoc.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace hpvm {
namespace {

/// The number before \p Unit in the comma-separated items of \p Line
/// ("40 registers", "2048 bytes smem"), if there is one.
template <typename T> void readItem(StringRef Line, StringRef Unit, T &Out) {
  SmallVector<StringRef, 8> Items;
  Line.split(Items, ',');
  for (StringRef Item : Items) {
    Item = Item.trim();
    Item.consume_front("Used ");
    Item.consume_front("used ");
    auto [Number, Rest] = Item.split(' ');
    if (Rest == Unit)
      Number.getAsInteger(10, Out);
  }
}

} // namespace

std::vector<KernelResources> parsePtxasInfo(StringRef Log) {
  std::vector<KernelResources> Kernels;
  SmallVector<StringRef, 32> Lines;
  Log.split(Lines, '\n');
  for (StringRef Line : Lines) {
    Line = Line.trim();
    Line.consume_front("ptxas info    : ");
    if (Line.consume_front("Compiling entry function '")) {
      auto [Name, Rest] = Line.split("' for '");
      Kernels.push_back({Name.str(), Rest.rtrim("'").str()});
      continue;
    }
    if (Kernels.empty())
      continue;
    KernelResources &K = Kernels.back();
    readItem(Line, "registers", K.Registers);
    readItem(Line, "barriers", K.Barriers);
    readItem(Line, "bytes smem", K.SharedBytes);
    readItem(Line, "bytes stack frame", K.StackBytes);
    readItem(Line, "bytes spill stores", K.SpillStoreBytes);
    readItem(Line, "bytes spill loads", K.SpillLoadBytes);
  }
  return Kernels;
}

std::string describe(const KernelResources &R) {
  std::string Text =
      (Twine(R.Registers) + " registers per thread, " + Twine(R.SharedBytes) +
       " bytes of shared memory, " + Twine(R.Barriers) + " barrier" +
       (R.Barriers == 1 ? "" : "s") + ", " + Twine(R.StackBytes) +
       " bytes of stack")
          .str();
  if (R.SpillStoreBytes || R.SpillLoadBytes)
    Text += (", spills " + Twine(R.SpillStoreBytes) + " bytes stored and " +
             Twine(R.SpillLoadBytes) + " loaded")
                .str();
  return Text + " (ptxas, " + R.Arch + ")";
}

void reportKernels(const DFG &G, const DeviceVersions &GPU,
                   ArrayRef<KernelResources> Resources, StringRef Plan,
                   raw_ostream &OS) {
  // The same choice as the GPU backend's, which made GPU's kernels.
  SmallVector<KernelNode, 8> Selected = selectKernelNodes(G, Target::GPU);
  DenseMap<const Function *, const KernelNode *> Kernels;
  for (const KernelNode &KN : Selected)
    Kernels[KN.Node->getFunction()] = &KN;
  SmallPtrSet<const Function *, 8> Seen;
  for (const std::unique_ptr<DFGraph> &Graph : G.graphs())
    for (const DFNode *N : Graph->postOrder()) {
      const Function &Node = *N->getFunction();
      // The node's creation in its parent is at its pragma.
      DebugLoc At =
          N->getCreateCall() ? N->getCreateCall()->getDebugLoc() : DebugLoc();
      if (!N->isLeaf() && !N->isRoot() && N->getTargets().has(Target::GPU) &&
          !GPU.count(&Node) && Seen.insert(&Node).second) {
        OS << remarkLocation(At, Node) << ": remark: gpu node '"
           << remarkName(Node) << "' is not one kernel: " << *whyNotTiled(*N, Target::GPU)
           << "; it runs on the host, and its gpu leaves are kernels of "
              "their own\n";
        continue;
      }
      if (!GPU.count(&Node) || !Seen.insert(&Node).second)
        continue;
      assert(Kernels.count(&Node) && "a kernel the backend did not select");
      // Kernels carry their node function's name (GPUBackend.cpp).
      const auto *R = find_if(Resources, [&](const KernelResources &K) {
        return K.Kernel == Node.getName();
      });
      std::string Uses =
          R != Resources.end()
              ? describe(*R)
              : ("its registers and shared memory are known when ptxas "
                 "assembles it (" +
                 Plan + ")")
                    .str();
      OS << remarkLocation(At, Node) << ": remark: gpu node '"
         << remarkName(Node) << "' is a kernel: " << Uses << "\n";
      OS << remarkLocation(At, Node) << ": remark: gpu node '"
         << remarkName(Node) << "' is launched on a "
         << describeLaunchGeometry(*Kernels.lookup(&Node)) << "\n";
    }
}

} // namespace hpvm
