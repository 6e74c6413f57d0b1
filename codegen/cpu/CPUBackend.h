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
// A node built for several targets gets one version per target (its gpu
// and opencl versions come from GPUBackend.h and OpenCLBackend.h) and a
// dispatcher through the runtime's scheduler (NodeVersions.h); a node with
// device versions only also gets its scalar CPU version as a fallback. When
// any node has a device version, CPU leaves make the host copies of their
// pointer arguments valid first.
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

/// \p GPU and \p OpenCL hold the device versions of nodes, \p Vector the
/// vector bodies of vector leaves (VectorBackend.h).
llvm::Expected<GraphEntries> generateCPUCode(const DFG &G, llvm::Module &M,
                                            const DeviceVersions &GPU,
                                            const DeviceVersions &OpenCL,
                                            const VectorVersions &Vector);

} // namespace hpvm

#endif // HPVM_CODEGEN_CPU_CPUBACKEND_H
