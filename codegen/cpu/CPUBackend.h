//===- CPUBackend.h - HPVM graphs to multicore CPU code ---------*- C++ -*-===//
//
// Turns every node of every graph into a host function
//   void <node>.cpu(ptr args, ptr parentCtx, i64 n0, i64 n1, i64 n2)
// that runs all n0*n1*n2 instances of the node on its packed argument struct
// (NodeArgs.h): the outermost dimension is split into chunks on the runtime's
// thread pool, the inner ones are loops inside a chunk (innermost dimension
// innermost, so LLVM can vectorise it). Internal nodes run their children in
// a topological order of their edges, or through the runtime's task graph
// when some have no path between them, so that those run at the same time.
// Leaves with barriers run in phases (BarrierFission.h); allocation nodes
// allocate in a scope that their parent's instance frees when it completes.
// Instance queries read a per-instance context chained to the parent's, so
// there is no shared mutable state.
//
// Nodes that also have device versions (GPUBackend.h, OpenCLBackend.h) get
// a dispatcher that asks the runtime whether each device is usable, in turn,
// and runs the CPU version when none is; CPU leaves then make the host copies of their pointer
// arguments valid first.
//
// Returns, per launched root function, the entry `void <root>.launch(ptr)`
// that the host code hands to hpvm_rt_launch, or for a streaming graph the
// description of its pipeline for hpvm_rt_stream_launch (StreamGraph.h).
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_CODEGEN_CPU_CPUBACKEND_H
#define HPVM_CODEGEN_CPU_CPUBACKEND_H

#include "gpu/GPUBackend.h"
#include "vector/VectorBackend.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/Support/Error.h"

namespace llvm {
class Function;
class GlobalVariable;
class Module;
} // namespace llvm

namespace hpvm {

class DFG;

/// What the host code starts a graph with: `void <root>.launch(ptr args)`,
/// which runs the whole graph, or for a streaming graph (launched with
/// isStream = 1) its pipeline's description (StreamGraph.h).
struct GraphEntry {
  llvm::Function *Launch = nullptr;
  llvm::GlobalVariable *Stream = nullptr;
};

/// Root node function -> how to start its graph.
using GraphEntries = llvm::DenseMap<const llvm::Function *, GraphEntry>;

/// \p Vector holds the vector bodies of vector leaves (VectorBackend.h).
llvm::Expected<GraphEntries> generateCPUCode(const DFG &G, llvm::Module &M,
                                            const DeviceVersions &Devices,
                                            const VectorVersions &Vector);

} // namespace hpvm

#endif // HPVM_CODEGEN_CPU_CPUBACKEND_H
