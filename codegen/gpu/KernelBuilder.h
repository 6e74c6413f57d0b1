//===- KernelBuilder.h - gpu nodes to CUDA kernels --------------*- C++ -*-===//
//
// Which nodes become kernels and how (the mapping of the HPVM papers):
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

#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/Error.h"
#include "llvm/Transforms/Utils/ValueMapper.h"

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
};

/// The nodes of \p G that become kernels, each node function once.
llvm::SmallVector<KernelNode, 8> selectKernelNodes(const DFG &G);

/// The CUDA axis (0 = x) of instance dimension \p Dim of a \p Dims-D node.
inline unsigned cudaAxis(unsigned Dim, unsigned Dims) { return Dims - 1 - Dim; }

/// Values per ancestor in a kernel's parameters.
constexpr unsigned KernelValuesPerAncestor = 7;

/// The child of tiled node \p N whose grid is the block.
const DFNode *tiledBlockChild(const DFNode &N);

/// Builds the kernel of \p KN in \p DM, a clone of the host module made
/// with \p HostToDevice.
llvm::Expected<llvm::Function *>
buildKernel(llvm::Module &DM, llvm::ValueToValueMapTy &HostToDevice,
            const KernelNode &KN);

} // namespace hpvm

#endif // HPVM_CODEGEN_GPU_KERNELBUILDER_H
