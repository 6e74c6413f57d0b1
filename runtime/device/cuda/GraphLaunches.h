//===- GraphLaunches.h - kernels replayed as CUDA graphs --------*- C++ -*-===//
//
// HPVM_GPU_GRAPHS=1 (CudaDevice.cpp): a device keeps the kernels launched
// one after the other, with no copy, wait or other work on its stream in
// between, and enqueues them together when something else needs the stream
// or the root graph launch that made them ends: a batch. A batch whose
// shape (the kernels, in order, with their grids and blocks) has been
// enqueued before is enqueued as a CUDA graph, instantiated the second time
// the shape comes and replayed with one cuGraphLaunch from then on, its
// kernels' parameters (pointers and scalars) set in the instantiated graph
// where they differ from the last replay's. Every other batch is launched
// kernel by kernel, and so is a shape whose graph the driver would not
// make (a graph is only a faster way to launch the same kernels). The kernels
// of a graph run one after the other, as on the stream.
//
// A launch's parameters are copied when it is kept, as cuLaunchKernel
// copies them: the driver says how many a kernel has and their sizes
// (cuFuncGetParamInfo).
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_RUNTIME_DEVICE_CUDA_GRAPHLAUNCHES_H
#define HPVM_RUNTIME_DEVICE_CUDA_GRAPHLAUNCHES_H

#include "device/cuda/CudaDriver.h"

#include <array>
#include <cstddef>
#include <functional>
#include <map>
#include <string>
#include <unordered_map>
#include <vector>

namespace hpvm::rt::cuda {

/// One kernel launch: the node and kernel name (for messages and the
/// profile), the function and its launch shape.
struct KernelLaunch {
  const char *Node, *Kernel;
  CUfunction Function;
  std::array<unsigned, 3> Grid, Block;
};

/// Not thread-safe: its device calls it under a lock.
class GraphLaunches {
public:
  /// A batch of fewer kernels is always launched kernel by kernel.
  static constexpr size_t MinKernels = 2;
  /// The most shapes remembered; batches of other shapes are launched
  /// kernel by kernel.
  static constexpr size_t MaxShapes = 64;

  /// D must have the graph entry points (D.graphs()).
  explicit GraphLaunches(const Driver &D);

  /// Keeps the launch K of the parameters Args point to, copying them.
  /// Fails (saying which call in Failed) only when the driver cannot tell
  /// the kernel's parameters.
  CUresult keep(const KernelLaunch &K, void **Args, const char *&Failed);
  bool empty() const { return Used == 0; }
  size_t size() const { return Used; }
  /// Kept launch I (in the order kept).
  const KernelLaunch &kept(size_t I) const { return Kept[I].K; }

  /// What enqueue() did with a batch.
  struct Enqueued {
    bool AsGraph = false;      // one cuGraphLaunch, else kernel by kernel
    bool Instantiated = false; // the graph was made for this batch
    size_t ParamsSet = 0;      // kernels whose parameters were updated
    /// The nodes of the graph's kernels, "n1 + n2 + ...": lives as long as
    /// this object.
    const char *Label = nullptr;
  };
  /// A launch of a kept kernel with its parameters.
  using PlainLaunch =
      std::function<CUresult(const KernelLaunch &K, void **Params)>;
  /// Enqueues the kept launches on Stream, as described above, and forgets
  /// them; launches kernel by kernel through Plain. Around a graph's launch
  /// records Start and End if not null. On an error, Failed says which
  /// call failed (Plain's errors are Plain's to report).
  CUresult enqueue(CUstream Stream, const PlainLaunch &Plain, CUevent Start,
                   CUevent End, Enqueued &E, const char *&Failed);

private:
  /// The kernels of a batch with their launch shapes.
  struct ShapeKernel {
    CUfunction Function;
    std::array<unsigned, 3> Grid, Block;
    bool operator<(const ShapeKernel &O) const;
  };
  using Shape = std::vector<ShapeKernel>;
  /// A shape enqueued before; its graph once it came twice.
  struct Known {
    CUgraph Graph = nullptr;
    CUgraphExec Exec = nullptr;
    std::vector<CUgraphNode> Nodes;
    std::vector<std::vector<unsigned char>> Params; // the last replay's
    std::string Label;
    /// The driver would not make its graph: launched kernel by kernel.
    bool Refused = false;
  };

  /// A kept launch: its parameters' values, each at an offset in Data.
  struct Pending {
    KernelLaunch K;
    std::vector<unsigned char> Data;
    std::vector<size_t> Offsets;
    /// Pointers to the parameters in Data, as cuLaunchKernel takes them.
    std::vector<void *> params();
  };

  /// The sizes of F's parameters, asked of the driver once.
  CUresult paramSizes(CUfunction F, const std::vector<size_t> *&Sizes,
                      const char *&Failed);
  /// Whether the kept launches have shape S.
  bool keptHaveShape(const Shape &S) const;
  /// Makes G the graph of the kept launches, with their parameters.
  CUresult instantiate(Known &G, const char *&Failed);
  /// Replays G with the kept launches' parameters.
  CUresult replay(Known &G, CUstream Stream, Enqueued &E, const char *&Failed);

  const Driver &D;
  std::unordered_map<CUfunction, std::vector<size_t>> Sizes;
  /// Every shape enqueued so far (at most MaxShapes).
  std::map<Shape, Known> Shapes;
  /// The shape replayed last: a batch usually has it again.
  std::pair<const Shape, Known> *Last = nullptr;
  /// Kept[0, Used) are the launches kept; the others keep their memory for
  /// the next ones.
  std::vector<Pending> Kept;
  size_t Used = 0;
};

} // namespace hpvm::rt::cuda

#endif // HPVM_RUNTIME_DEVICE_CUDA_GRAPHLAUNCHES_H
