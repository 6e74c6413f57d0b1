//===- KernelBuilder.h - gpu nodes to CUDA kernels --------------*- C++ -*-===//
//
// Which nodes become kernels and how (the mapping of the HPVM papers), for
// the gpu target and, through OpenCL C (OpenCLCWriter.h), the opencl one:
//  * a gpu leaf becomes one kernel over all of its instances: the innermost
//    instance dimension is CUDA's x (coalesced accesses for row-major
//    loops), tail instances are masked;
//  * a replicated internal gpu node whose children are all gpu leaves (a
//    tiled graph) becomes one kernel whose blocks are its instances and whose
//    threads run its children's instances in dependence order, with a block
//    barrier between children; allocation nodes' memory is shared memory and
//    llvm.hpvm.barrier is bar.sync.
// A kernel's parameters are the node's, its three extents, then for each
// ancestor (parent first) ids[3], counts[3] and dims; it is built in the
// device module under the name `<node function>.kernel`.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_CODEGEN_GPU_KERNELBUILDER_H
#define HPVM_CODEGEN_GPU_KERNELBUILDER_H

#include "NodeTargets.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/Error.h"
#include "llvm/Transforms/Utils/ValueMapper.h"

#include <optional>
#include <string>

namespace llvm {
class Function;
class Module;
} // namespace llvm

namespace hpvm {

class DFG;
class DFNode;

struct KernelNode {
  const DFNode *Node;
  /// Blocks are Node's instances, threads its children's.
  bool Tiled;
  /// gpu or opencl.
  Target T;
};

/// The nodes of \p G mapped to \p T (gpu or opencl) that become kernels,
/// each node function once.
llvm::SmallVector<KernelNode, 8> selectKernelNodes(const DFG &G, Target T);

/// Whether instance dimension \p Dim of \p N has a constant count of 1.
bool isUnitDim(const DFNode &N, unsigned Dim);

/// The instance dimensions of \p N in the order of CUDA's axes x, y, z: the
/// innermost dimension first (consecutive instances are adjacent threads),
/// except that dimensions of one instance (a constant count of 1) come last.
/// A 256x1x1 node thus has its 256 instances on axis x, whose limit is 1024
/// threads per block, rather than z, whose limit is 64.
llvm::SmallVector<unsigned, 3> cudaAxisOrder(const DFNode &N);

/// The CUDA axis (0 = x) of instance dimension \p Dim of \p N.
unsigned cudaAxis(const DFNode &N, unsigned Dim);

/// Values per ancestor in a kernel's parameters.
constexpr unsigned KernelValuesPerAncestor = 7;

/// The child of tiled node \p N whose grid is the block.
const DFNode *tiledBlockChild(const DFNode &N);

/// For an internal node \p N (not a root) built for \p T (gpu, opencl): why
/// it does not become one tiled kernel, for --hpvm-report; nothing when it
/// does.
std::optional<std::string> whyNotTiled(const DFNode &N, Target T);

/// Builds the kernel of \p KN in \p DM, a clone of the host module made
/// with \p HostToDevice.
llvm::Expected<llvm::Function *>
buildKernel(llvm::Module &DM, llvm::ValueToValueMapTy &HostToDevice,
            const KernelNode &KN);

} // namespace hpvm

#endif // HPVM_CODEGEN_GPU_KERNELBUILDER_H
