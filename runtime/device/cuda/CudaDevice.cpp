//===- CudaDevice.cpp - gpu nodes on an NVIDIA GPU ------------------------===//
//
// The GPUs of a process: HPVM_GPU_DEVICE=N picks one among those the driver
// shows (CUDA_VISIBLE_DEVICES has already filtered them), 0 by default;
// HPVM_GPU_DEVICES=0,1 (or all) several, for the scheduler to share nodes
// and split launches among (Scheduler.h). A thread's gpu calls go to the
// GPU the scheduler chose for the node it runs (GPUDeviceScope), the first
// outside the scheduler. All work on a GPU runs in its primary context,
// made current by every thread that calls in: graphs run on launcher
// threads, not on the thread that found the GPU. Each GPU is a memory
// tracker location: an object one GPU wrote reaches another through the
// host.
//
// What to copy is the memory tracker's decision. The GPU is one tracker
// location with one buffer per tracked object (by the object's id), allocated
// when a node first uses the object and given up when the tracker releases
// it. Kernels and copies run in order on the null stream. A launch waits for
// its kernel (cuStreamSynchronize, never the whole context) only when the
// host reads what the kernel wrote right after: the node has computed
// outputs in pinned memory (the measured policy waits too, RunNode.cpp).
// Otherwise the host goes on while the kernel runs, and
// what comes after it is ordered behind it on the stream: a copy home (a
// synchronous copy from the stream) reads what the kernel wrote, a copy in
// waits for the stream, and a buffer given up while the kernel may still
// use it goes to a cache (DeviceBuffers.h) for the next object of its size,
// whose copies and kernels are again behind it; before a buffer goes back
// to the driver the device waits for such kernels. HPVM_GPU_WAIT=1 waits
// for every kernel, as launches did before. An error a kernel hits while
// nobody waits for it is reported by the next CUDA call that waits, with
// the node of the last such kernel. Big objects are copied through the
// device's own page-locked buffers (StagedCopies.h; HPVM_GPU_STAGING=0: by
// the driver from pageable memory): a copy in
// is then queued on the stream once the host data is in them. Under the
// profile a kernel is timed by events around it, read once the GPU is past
// them (a later launch finds it done, or the host waits for the stream), so
// that timing changes neither what waits nor, kernels being queued behind
// one another, what the events measure.
//
// HPVM_GPU_GRAPHS=1 (GraphLaunches.h): a launch that would not wait is kept
// rather than enqueued, its objects released to the tracker as if it had
// been; everything else that uses the null stream (a copy either way, a
// wait, a launch that waits or fills constant memory, library calls, a
// buffer given back to the driver) first enqueues the kept kernels, and so
// does the end of a root graph launch (flushGPULaunches). The stream thus
// sees the same work in the same order; a batch of kernels of a shape seen
// before goes as one CUDA graph.
//
// HPVM_GPU_OVERLAP=1: a copy in (neither a lane's nor a split part's, nor
// of a pinned object) may run while the last kernels run, when they do not
// use its buffer (OverlappedCopies.h): so a gpu node's input goes to the
// GPU while its independent sibling's kernel runs. Library calls end that:
// a copy after them waits for everything before.
//
// A translation unit's kernels come as PTX and, when hpvmcc found ptxas, a
// cubin for one architecture: the cubin is loaded on a GPU of exactly that
// compute capability, the PTX (JIT-compiled by the driver) on any other.
//
// A pipeline stage's thread (stream/Stream.cpp) runs the GPU work of each
// item on a lane of its own (gpuBeginItem): a non-blocking CUDA stream with
// pinned staging memory, so that while item f's kernel runs, the thread
// already copies item f + 1 in on the next lane (the host copies into the
// staging memory, without the device's acquire lock, which the other stage
// threads take meanwhile; the GPU copies from there). Lanes never wait for the null stream,
// nor it for them: a lane first waits for the kernels nobody waited for on
// the null stream. An item's GPU work is followed by its event
// (GPUItemWork.h): a stage hands an item on once the host waited for it
// (gpuFinishWork), or at once when the next stage is a gpu stage, whose
// lane then waits for the event on the GPU (gpuBeginItem). Objects that items share (one array tracked for the
// whole stream) are ordered by events: the other lanes and the null stream
// wait for a lane's copy of an object to the device before they use it
// (Arrivals), and a copy home waits for the lanes' kernels that write it
// (Writes), as the null stream orders them for other nodes.
//
// Every CUDA error is fatal: once a node has started on the GPU there is no
// going back to its CPU version.
//
//===----------------------------------------------------------------------===//
#include "device/cuda/CudaDevice.h"
#include "device/Device.h"
#include "device/cuda/CudaDriver.h"
#include "device/cuda/GraphLaunches.h"
#include "device/cuda/OverlappedCopies.h"
#include "device/cuda/StagedCopies.h"
#include "memory/DeviceBuffers.h"
#include "memory/MemoryTracker.h"
#include "memory/SplitCopies.h"
#include "profile/Profile.h"
#include "support/Diagnostics.h"

#include "hpvm/hpvm_rt.h"

#include <algorithm>
#include <atomic>
#include <cassert>
#include <cerrno>
#include <cinttypes>
#include <climits>
#include <condition_variable>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <iterator>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

using namespace hpvm::rt;
using namespace hpvm::rt::cuda;

namespace {

const char *nodeName(const char *Name) { return Name ? Name : "(unnamed)"; }

/// The context current on this thread, as far as the runtime set it.
thread_local CUcontext CurrentContext = nullptr;

/// A CUDA stream for the GPU work of one item of a pipeline stage at a time,
/// with the pinned memory its copies to the device are staged in: blocks
/// the item took from the device's pool (CudaDevice::FreeStaging), given
/// back once its work is done.
struct Lane {
  CUstream Stream = nullptr;
  CUevent Done = nullptr; // recorded after the item's work
  std::vector<std::pair<void *, size_t>> Staging; // the item's pinned blocks
  size_t Used = 0; // bytes of the last block the item's copies use
  bool Busy = false; // the item has work on it
  std::vector<ObjectId> Writing; // objects the next kernel writes
};

/// Events recorded on lanes after work on an object, by the object's id:
/// the last one of each lane (stream).
using LaneEvents =
    std::unordered_map<ObjectId, std::vector<std::pair<CUstream, CUevent>>>;

/// Some device may have kernels kept (flushGPULaunches).
std::atomic<bool> KeptAnywhere{false};
/// The tensor runtime's kept library calls (setKeptLibraryCalls).
std::atomic<bool (*)()> LibraryCallsPending{nullptr};
void (*LibraryCallsFlush)() = nullptr;

/// Whether the tensor runtime keeps library calls now.
bool libraryCallsKept() {
  auto *Pending = LibraryCallsPending.load(std::memory_order_acquire);
  return Pending && Pending();
}
/// At exit: the kernels still kept go to the GPU and, under the profile,
/// are timed before the report.
void flushKeptAtExit();

class CudaDevice;

/// A pipeline stage thread's lanes, made when the thread first uses the GPU
/// in an item and handed back to the device when it ends.
struct StageLanes {
  CudaDevice *Device = nullptr;
  bool InItem = false;
  unsigned Current = 0; // the lane of the item in progress
  // The item's work of earlier stages, and whether this stage's work of
  // the item waits for it already.
  GPUItemWork *Work = nullptr;
  bool WorkWaited = false;
  Lane Lanes[GpuStageLanes];
  ~StageLanes();
};
thread_local StageLanes Stage;

class CudaDevice final : public Device {
public:
  CudaDevice(std::string Name, const Driver &D, CUcontext Context, int Major,
             int Minor)
      : Device(std::move(Name)), D(D), Context(Context), Major(Major),
        Minor(Minor) {
    if (gpuGraphsWanted() && D.graphs())
      Batch.emplace(D);
  }

  /// Whether the driver accepts the module (loading and caching it); if
  /// not, Why says why.
  bool moduleUsable(const hpvm_rt_gpu_module *Image, std::string &Why);
  /// Pinned host memory of at least Bytes bytes, mapped for kernels, for
  /// the computed outputs of this thread's next kernel; its device address.
  void *outputs(const char *Node, size_t Bytes);
  /// Runs the kernel, and waits for it when the host needs that (above).
  /// Fills the constant globals of Constants (Count of them) first.
  void launch(const char *Node, const hpvm_rt_gpu_module *Image,
              const char *Kernel, const int64_t Grid[3], const int64_t Block[3],
              void **Args, const hpvm_rt_gpu_constant *Constants, int Count,
              void *const *HostPtrs);

  void copyToHost(const TrackedObject &Object) override;
  void release(const TrackedObject &Object) override;
  /// Enqueues the kernels kept for a CUDA graph, if any (HPVM_GPU_GRAPHS).
  void flush(const char *Node);
  bool copiesFrom(const DeviceMemory &Other) const override;
  /// Lets this GPU (Mine) copy straight from Other's (Theirs) memory when
  /// the driver says the link allows it; before any node runs.
  void enablePeerAccess(CudaDevice &Other, CUdevice Mine, CUdevice Theirs);
  /// Waits for the kernels launched without waiting, if any.
  void waitForKernels(const char *Node);
  /// Under the profile, at exit: waits for the kernels still timed and
  /// records their times.
  void recordAllTimedKernels();
  /// The library calls this thread made with pointer()'s addresses are
  /// enqueued (hpvm_rt_gpu_library_calls_done).
  void endLibraryCalls() {
    forgetLastKernels();
    endKernel();
  }

  /// The lane of this thread's item in progress, made on first use; null
  /// outside a pipeline stage's item.
  Lane *itemLane(const char *Node);
  /// Marks the end of the work of L's item on the GPU.
  void recordDone(Lane &L);
  /// Waits for L's work; it is then free for another item.
  void finish(Lane &L);
  /// Waits for the work of this thread's item in progress, if any.
  void waitForItem();
  /// Makes this thread's item in progress wait for its earlier stages'
  /// work, once: on the GPU on Lane L, or, L null, on the host.
  void waitForEarlierWork(Lane *L, const char *Node);
  /// Work now follows L's work so far.
  void recordWork(GPUItemWork &Work, Lane &L);
  /// Waits on the host for Work's event, made on this device.
  void finishWork(GPUItemWork &Work);
  /// Destroys Work's event, made on this device.
  void forgetWork(GPUItemWork &Work);
  /// Gives the lanes of a thread that ends to the next one.
  void giveBack(Lane &L);
  size_t stagingBytes() const { return StagingBytes.load(); }

private:
  uintptr_t buffer(const char *Node, const Transfer &T) override;
  /// HPVM_GPU_OVERLAP=1: kernels that use Buffers (emptied) are about to
  /// be enqueued on the null stream (OverlappedCopies::beforeKernels).
  void beforeKernels(std::vector<CUdeviceptr> &Buffers, const char *Node);
  /// Work that may use any buffer was enqueued: no copy overlaps it.
  void forgetLastKernels();
  /// Whether the copy in of object Id into Buffer may run while the last
  /// kernels do (above).
  bool alongsideKernels(ObjectId Id, CUdeviceptr Buffer);
  /// Copies T's object into Buffer alongside the last kernels.
  void copyAlongside(CUdeviceptr Buffer, const Transfer &T, const char *Node);
  /// Launches K on Stream now, timing it under the profile.
  void enqueue(const KernelLaunch &K, void **Args, CUstream Stream);
  /// Under the profile, keeps the kernel (or CUDA graph of GraphKernels
  /// kernels) between Start and End for recordTimedKernels.
  void timed(const KernelLaunch &K, CUevent Start, CUevent End,
             double BeginUs, size_t GraphKernels, size_t ParamsSet);
  void copySection(const char *Node, uintptr_t Buffer, const Transfer &T,
                   size_t Offset, size_t Bytes, bool ToDevice) override;
  /// Copies T's object from the copy of the GPU T.Source into Buffer.
  void copyFromPeer(CUdeviceptr Buffer, const Transfer &T, const char *Node);
  /// Enqueues the kept kernels and waits for the lanes' kernels that may
  /// write object Id's copy here. Those on the null stream are ordered
  /// before a copy from it there (a copy home); another context's copy
  /// (a peer's) waits for them too.
  void waitForLaneWriters(ObjectId Id, const char *Node);
  void completeCopy(const char *Node) override;
  /// Records the times of the timed kernels that have ended; at exit,
  /// waits for each first.
  void recordTimedKernels(bool AtExit);
  /// Whether copies of object Id, of Bytes bytes, go through Staged: to
  /// the host (Home) or to the device.
  bool staged(ObjectId Id, size_t Bytes, bool Home);
  void makeCurrent(const char *Node);
  /// Pinned memory of Bytes bytes on L for a copy of its item.
  void *staging(Lane &L, size_t Bytes, const char *Node);
  /// Records an event on L after its work so far, as the last of L's for
  /// object Id in Events. Called with EventsM held.
  void recordLocked(LaneEvents &Events, ObjectId Id, Lane &L, const char *Node);
  /// Makes Stream wait for the copies of object Id that lanes made, if any.
  void waitForArrival(ObjectId Id, CUstream Stream, const char *Node);
  /// Waits for the other lanes of this thread (their kernels may read the
  /// constant memory the next launch fills).
  void finishOtherLanes(const char *Node);
  /// Exits with R and the operation Fmt describes, naming Node if not null,
  /// unless R is CUDA_SUCCESS.
  void check(CUresult R, const char *Node, const char *Fmt, ...)
      __attribute__((format(printf, 4, 5)));
  CUfunction function(const char *Node, const hpvm_rt_gpu_module *Image,
                      const char *Kernel);
  /// The device address of global Name of the module, loaded already.
  CUdeviceptr global(const char *Node, const hpvm_rt_gpu_module *Image,
                     const char *Name);
  /// Copies what each constant parameter points to into its global.
  void fillConstants(const char *Node, const hpvm_rt_gpu_module *Image,
                     void **Args, const hpvm_rt_gpu_constant *Constants,
                     int Count, void *const *HostPtrs, CUstream Stream);
  CUmodule loadModule(const char *Node, const hpvm_rt_gpu_module *Image);
  /// Loads the module, its cubin when built for this GPU (falling back to
  /// the PTX should the driver reject it), else its PTX; or says in Why why
  /// the driver rejects it (and in JITLog what its JIT said).
  CUresult tryLoadModule(const hpvm_rt_gpu_module *Image, CUmodule &Module,
                         std::string &Why, std::string &JITLog);
  CUresult tryLoadImage(const void *Image, CUmodule &Module, std::string &Why,
                        std::string &JITLog);

  const Driver &D;
  const CUcontext Context;
  const int Major, Minor; // compute capability

  DeviceBuffers Buffers;
  /// The GPUs this one copies from directly; set before any node runs.
  std::vector<const CudaDevice *> Peers;
  // Objects whose host range is registered (HPVM_GPU_PIN) while the device
  // has a copy. Taken inside the tracker's lock and the acquire lock.
  std::mutex PinnedM;
  std::unordered_set<ObjectId> Pinned;

  // Output buffers of threads that have ended, for the next thread to use.
  std::mutex OutputsM;
  std::vector<std::pair<void *, size_t>> FreeOutputs;
  friend struct OutputBuffer;

  std::mutex ModulesM;
  // By module address.
  std::unordered_map<const hpvm_rt_gpu_module *, CUmodule> Modules;
  std::unordered_map<const hpvm_rt_gpu_module *, std::string> Rejected; // why
  std::map<std::pair<CUmodule, std::string>, CUfunction> Functions;

  // Held from filling a kernel's constant globals until it is launched, so
  // that no other launch of the kernel fills them in between.
  std::mutex ConstantsM;

  // The lanes of pipeline stage threads that have ended, and the pinned
  // blocks no lane's item holds (kept for the next items, whichever
  // thread runs them: pinned memory is slow to allocate).
  std::mutex LanesM;
  std::vector<Lane> FreeLanes;
  std::vector<std::pair<void *, size_t>> FreeStaging;
  std::atomic<size_t> StagingBytes{0}; // allocated for FreeStaging's blocks
  // Until an object is released: the events after lanes' copies of it to
  // the device, and after lanes' kernels that write it. Taken inside the
  // acquire lock and the tracker's.
  std::mutex EventsM;
  LaneEvents Arrivals, Writes;
  // Objects whose copy to the device a lane has yet to queue (the stage
  // thread fills its staging memory without the acquire lock), and the
  // condition the others wait on for it.
  std::unordered_set<ObjectId> Arriving;
  std::condition_variable Arrived;
  // Events of released objects, for later ones (a stream's items each
  // record a few: creating and destroying them is a driver call each).
  std::vector<CUevent> FreeEvents;

  /// HPVM_GPU_PIN=1: objects of at least this many bytes have their host
  /// range registered (page-locked) while the device has a copy, so that
  /// their copies need no staging; 0: none.
  const size_t PinBytes = [] {
    const char *V = getenv("HPVM_GPU_PIN");
    return V && strcmp(V, "1") == 0 ? size_t(1) << 20 : 0;
  }();
  /// Objects of at least this many bytes that are not pinned are copied
  /// through Staged (StagedCopies.h); 0 (HPVM_GPU_STAGING=0): none.
  const size_t StageBytes =
      StagedCopies::minBytes(getenv("HPVM_GPU_STAGING"));
  StagedCopies Staged{D};
  /// HPVM_GPU_WAIT=1: every launch waits for its kernel.
  const bool AlwaysWait = waitForEveryKernel();
  /// HPVM_GPU_LANES=0: pipeline stages run their GPU work on the null
  /// stream too, one item after the other.
  const bool NoLanes = [] {
    const char *V = getenv("HPVM_GPU_LANES");
    return V && strcmp(V, "0") == 0;
  }();
  /// HPVM_GPU_GRAPHS=1, on a driver with CUDA graphs: the kernels kept
  /// to be enqueued together, as a CUDA graph if their shape came before.
  std::mutex BatchM;
  std::optional<GraphLaunches> Batch;
  std::atomic<bool> BatchPending{false}; // Batch is not empty
  /// The buffers of the kernels kept in Batch (HPVM_GPU_OVERLAP).
  std::vector<CUdeviceptr> BatchBuffers;
  /// HPVM_GPU_OVERLAP=1: copies in may overlap the last kernels (above).
  const bool Overlap = [] {
    const char *V = getenv("HPVM_GPU_OVERLAP");
    return V && strcmp(V, "1") == 0;
  }();
  OverlappedCopies Overlapped{D};
  /// A kernel (or CUDA graph) timed under the profile, between events
  /// Start and End.
  struct TimedKernel {
    const char *Node, *Kernel; // a graph: its first node, its label
    int64_t Grid[3], Block[3];
    CUevent Start, End;
    double BeginUs;            // host time of the launch
    size_t GraphKernels = 0;   // 0: a kernel
    size_t ParamsSet = 0;      // of a graph's kernels
  };
  std::mutex TimedM;
  std::deque<TimedKernel> TimedKernels; // not yet recorded, in launch order
};

/// This thread's next kernel writes computed outputs the host reads after
/// the launch (hpvm_rt_gpu_outputs was called for it).
thread_local bool OutputsPending = false;

/// HPVM_GPU_OVERLAP=1: the buffers of this thread's next kernel.
thread_local std::vector<CUdeviceptr> KernelBuffers;
/// A copy to the device that buffer() left to completeCopy(): from Src into
/// the pinned staging memory From of lane L, then to To.
struct StagedCopyIn {
  Lane *L = nullptr; // none pending
  void *From = nullptr;
  const void *Src = nullptr;
  size_t Bytes = 0;
  CUdeviceptr To = 0;
  ObjectId Id = 0;
};
thread_local StagedCopyIn PendingCopyIn;

/// A symbol of a module on one GPU, by the addresses of the device, the
/// module and its name (both globals of the generated code).
struct SymbolKey {
  const void *Device;
  const hpvm_rt_gpu_module *Image;
  const char *Name;
  bool operator==(const SymbolKey &O) const {
    return Device == O.Device && Image == O.Image && Name == O.Name;
  }
};
struct SymbolKeyHash {
  size_t operator()(const SymbolKey &K) const {
    return (std::hash<const void *>()(K.Device) * 31 +
            std::hash<const void *>()(K.Image)) *
               31 +
           std::hash<const void *>()(K.Name);
  }
};
/// The functions and constant globals this thread used: a launch looks them
/// up without a lock or a string.
thread_local std::unordered_map<SymbolKey, CUfunction, SymbolKeyHash>
    KnownFunctions;
thread_local std::unordered_map<SymbolKey, CUdeviceptr, SymbolKeyHash>
    KnownGlobals;

void CudaDevice::check(CUresult R, const char *Node, const char *Fmt, ...) {
  if (R == CUDA_SUCCESS)
    return;
  char Operation[256];
  va_list Args;
  va_start(Args, Fmt);
  vsnprintf(Operation, sizeof(Operation), Fmt, Args);
  va_end(Args);
  profile::cancelReport();
  std::string Error = describe(D, R) + unwaitedNote();
  if (Node)
    fatalError("%s in %s for node '%s'", Error.c_str(), Operation, Node);
  fatalError("%s in %s", Error.c_str(), Operation);
}

void CudaDevice::makeCurrent(const char *Node) {
  if (CurrentContext == Context)
    return;
  check(D.cuCtxSetCurrent(Context), Node, "cuCtxSetCurrent");
  CurrentContext = Context;
}

/// This thread's buffer for computed outputs. Pinned memory is slow to
/// allocate, so a thread keeps its buffer and hands it to the device for
/// another thread when it ends.
struct OutputBuffer {
  CudaDevice *Device = nullptr;
  void *Host = nullptr; // also the device's address
  size_t Bytes = 0;
  ~OutputBuffer() {
    if (!Device)
      return;
    std::lock_guard<std::mutex> Lock(Device->OutputsM);
    Device->FreeOutputs.emplace_back(Host, Bytes);
  }
};
thread_local OutputBuffer Outputs;

void *CudaDevice::outputs(const char *Node, size_t Bytes) {
  OutputsPending = true;
  if (Outputs.Device == this && Outputs.Bytes >= Bytes)
    return Outputs.Host;
  makeCurrent(Node);
  // Outputs are a few scalars: a buffer of at least a page serves every
  // node, and one that is too small is not worth keeping.
  Bytes = std::max<size_t>(Bytes, 4096);
  void *Host = nullptr;
  {
    std::lock_guard<std::mutex> Lock(OutputsM);
    auto It = std::find_if(FreeOutputs.begin(), FreeOutputs.end(),
                           [&](const auto &F) { return F.second >= Bytes; });
    if (It != FreeOutputs.end()) {
      Host = It->first;
      Bytes = It->second;
      FreeOutputs.erase(It);
    }
  }
  if (!Host)
    check(
        D.cuMemHostAlloc(&Host, Bytes,
                         CU_MEMHOSTALLOC_PORTABLE | CU_MEMHOSTALLOC_DEVICEMAP),
        Node, "cuMemHostAlloc of %zu bytes for the outputs", Bytes);
  CUdeviceptr OnDevice = 0;
  check(D.cuMemHostGetDevicePointer(&OnDevice, Host, 0), Node,
        "cuMemHostGetDevicePointer");
  // Unified addressing, which every 64-bit platform CUDA supports has:
  // generated code reads the outputs at the address the kernel writes.
  if (reinterpret_cast<void *>(OnDevice) != Host)
    fatalError("node '%s': the GPU maps pinned memory at %p to %p; hpvmcc "
               "needs unified addressing",
               Node, Host, reinterpret_cast<void *>(OnDevice));
  // A buffer too small for this node goes to the next thread that ends
  // up with smaller needs, as if this thread had ended.
  if (Outputs.Device) {
    std::lock_guard<std::mutex> Lock(Outputs.Device->OutputsM);
    Outputs.Device->FreeOutputs.emplace_back(Outputs.Host, Outputs.Bytes);
  }
  Outputs = {this, Host, Bytes};
  return Host;
}

uintptr_t CudaDevice::buffer(const char *Node, const Transfer &T) {
  makeCurrent(Node);
  Lane *L = itemLane(Node);
  // Kept kernels go before the copy, and before a lane's work.
  if (T.CopyNeeded || L)
    flush(Node);
  // A lane does not wait for the null stream: the kernels there may still
  // use the memory the lane is about to, and staged copies may still fill
  // what it reads.
  if (L) {
    waitForKernels(Node);
    const char *Failed = nullptr;
    if (StageBytes)
      check(Staged.finish(Failed), Node, "%s after staged copies", Failed);
  }
  CUresult R = CUDA_SUCCESS;
  bool New;
  CUdeviceptr Buffer = Buffers.get(
      T.Id, T.Bytes, New,
      [&](size_t Bytes) -> CUdeviceptr {
        CUdeviceptr Made = 0;
        R = D.cuMemAlloc(&Made, Bytes);
        if (R != CUDA_ERROR_OUT_OF_MEMORY)
          check(R, Node, "cuMemAlloc of %zu bytes", Bytes);
        return Made;
      },
      [&](CUdeviceptr Kept) {
        // A kernel may still use it.
        waitForKernels(Node);
        check(D.cuMemFree(Kept), Node, "cuMemFree of a cached buffer");
      });
  check(R, Node, "cuMemAlloc of %zu bytes", T.Bytes);
  // A range the driver will not lock (one overlapping a range locked
  // already) is copied from pageable memory, as without HPVM_GPU_PIN.
  if (New && PinBytes && T.Bytes >= PinBytes &&
      D.cuMemHostRegister(T.Base, T.Bytes, 0) == CUDA_SUCCESS) {
    std::lock_guard<std::mutex> Lock(PinnedM);
    Pinned.insert(T.Id);
  }
  if (L && T.Writes)
    L->Writing.push_back(T.Id);
  if (Overlap)
    KernelBuffers.push_back(Buffer);
  if (!T.CopyNeeded) {
    waitForArrival(T.Id, L ? L->Stream : nullptr, Node);
    return Buffer;
  }
  if (T.From != HostLocation) {
    copyFromPeer(Buffer, T, Node);
    return Buffer;
  }
  if (L) {
    // Filled without the acquire lock (completeCopy): the other stages
    // acquire their objects meanwhile, and wait for this one's arrival.
    PendingCopyIn = {L, staging(*L, T.Bytes, Node), T.Base, T.Bytes, Buffer,
                     T.Id};
    std::lock_guard<std::mutex> Lock(EventsM);
    Arriving.insert(T.Id);
    return Buffer;
  }
  double BeginUs = profile::enabled() ? profile::nowUs() : 0;
  if (alongsideKernels(T.Id, Buffer)) {
    copyAlongside(Buffer, T, Node);
  } else if (staged(T.Id, T.Bytes, false)) {
    const char *Failed = nullptr;
    check(Staged.toDevice(Buffer, T.Base, T.Bytes, Failed), Node,
          "%s of a staged copy of %zu bytes", Failed, T.Bytes);
  } else {
    check(D.cuMemcpyHtoD(Buffer, T.Base, T.Bytes), Node,
          "cuMemcpyHtoD of %zu bytes", T.Bytes);
  }
  if (Overlap)
    Overlapped.written(Buffer);
  if (profile::enabled())
    profile::recordCopy(true, T.Bytes, BeginUs, profile::nowUs());
  return Buffer;
}

void CudaDevice::beforeKernels(std::vector<CUdeviceptr> &Buffers,
                               const char *Node) {
  if (!Overlap)
    return;
  const char *Failed = nullptr;
  check(Overlapped.beforeKernels(Buffers, Failed), Node, "%s before kernels",
        Failed);
}

void CudaDevice::forgetLastKernels() {
  KernelBuffers.clear();
  if (Overlap)
    Overlapped.forget();
}

bool CudaDevice::alongsideKernels(ObjectId Id, CUdeviceptr Buffer) {
  if (!Overlap || SplitCopies::Part::current() || !Overlapped.alongside(Buffer))
    return false;
  // The driver would read pinned memory after the copy returns.
  std::lock_guard<std::mutex> Lock(PinnedM);
  return !Pinned.count(Id);
}

void CudaDevice::copyAlongside(CUdeviceptr Buffer, const Transfer &T,
                               const char *Node) {
  const char *Failed = nullptr;
  check(Overlapped.toDevice(Buffer, T.Base, T.Bytes, Failed), Node,
        "%s of a copy of %zu bytes alongside kernels", Failed, T.Bytes);
  // Whoever waits for the null stream (before a buffer goes back to the
  // driver, say) also waits for the copy.
  launchedWithoutWaiting(Node, "(a copy in)");
}

void CudaDevice::completeCopy(const char *Node) {
  StagedCopyIn C = PendingCopyIn;
  if (!C.L)
    return;
  PendingCopyIn = {};
  double BeginUs = profile::enabled() ? profile::nowUs() : 0;
  copyOnThreads(C.From, C.Src, C.Bytes);
  check(D.cuMemcpyHtoDAsync(C.To, C.From, C.Bytes, C.L->Stream), Node,
        "cuMemcpyHtoDAsync of %zu bytes", C.Bytes);
  {
    std::lock_guard<std::mutex> Lock(EventsM);
    recordLocked(Arrivals, C.Id, *C.L, Node);
    Arriving.erase(C.Id);
  }
  Arrived.notify_all();
  if (profile::enabled())
    profile::recordCopy(true, C.Bytes, BeginUs, profile::nowUs());
}

void CudaDevice::recordLocked(LaneEvents &Events, ObjectId Id, Lane &L,
                              const char *Node) {
  std::vector<std::pair<CUstream, CUevent>> &Last = Events[Id];
  auto It = std::find_if(Last.begin(), Last.end(),
                         [&](const auto &E) { return E.first == L.Stream; });
  if (It == Last.end()) {
    Last.emplace_back(L.Stream, nullptr);
    It = std::prev(Last.end());
    if (!FreeEvents.empty()) {
      It->second = FreeEvents.back();
      FreeEvents.pop_back();
    } else {
      check(D.cuEventCreate(&It->second, CU_EVENT_DISABLE_TIMING), Node,
            "cuEventCreate");
    }
  }
  check(D.cuEventRecord(It->second, L.Stream), Node, "cuEventRecord");
}

void CudaDevice::waitForArrival(ObjectId Id, CUstream Stream,
                                const char *Node) {
  std::unique_lock<std::mutex> Lock(EventsM);
  if (Arrivals.empty() && Arriving.empty())
    return;
  // Another stage thread is filling its staging memory with the object.
  Arrived.wait(Lock, [&] { return !Arriving.count(Id); });
  auto It = Arrivals.find(Id);
  if (It == Arrivals.end())
    return;
  for (auto [From, Event] : It->second)
    if (From != Stream)
      check(D.cuStreamWaitEvent(Stream, Event, 0), Node, "cuStreamWaitEvent");
}

void *CudaDevice::staging(Lane &L, size_t Bytes, const char *Node) {
  constexpr size_t Align = 256, MinBlock = size_t(1) << 20;
  Bytes = (Bytes + Align - 1) / Align * Align;
  if (L.Staging.empty() || L.Used + Bytes > L.Staging.back().second) {
    // The smallest free block that holds the copy, else a new one.
    std::pair<void *, size_t> Block{nullptr, 0};
    {
      std::lock_guard<std::mutex> Lock(LanesM);
      auto Best = FreeStaging.end();
      for (auto It = FreeStaging.begin(); It != FreeStaging.end(); ++It)
        if (It->second >= Bytes &&
            (Best == FreeStaging.end() || It->second < Best->second))
          Best = It;
      if (Best != FreeStaging.end()) {
        Block = *Best;
        FreeStaging.erase(Best);
      }
    }
    if (!Block.first) {
      Block.second = std::max(Bytes, MinBlock);
      check(D.cuMemHostAlloc(&Block.first, Block.second,
                             CU_MEMHOSTALLOC_PORTABLE),
            Node, "cuMemHostAlloc of %zu bytes for staging copies",
            Block.second);
      StagingBytes += Block.second;
    }
    L.Staging.push_back(Block);
    L.Used = 0;
  }
  void *At = static_cast<char *>(L.Staging.back().first) + L.Used;
  L.Used += Bytes;
  return At;
}

Lane *CudaDevice::itemLane(const char *Node) {
  if (!Stage.InItem)
    return nullptr;
  // A stage thread's lanes are on the GPU that made them; an item another
  // GPU runs (HPVM_GPU_DEVICES) runs on that GPU's null stream.
  if (NoLanes || (Stage.Device && Stage.Device != this)) {
    waitForEarlierWork(nullptr, Node);
    return nullptr;
  }
  Lane &L = Stage.Lanes[Stage.Current];
  if (!L.Stream) {
    makeCurrent(Node);
    {
      std::lock_guard<std::mutex> Lock(LanesM);
      if (!FreeLanes.empty()) {
        L = std::move(FreeLanes.back());
        FreeLanes.pop_back();
      }
    }
    if (!L.Stream) {
      check(D.cuStreamCreate(&L.Stream, CU_STREAM_NON_BLOCKING), Node,
            "cuStreamCreate");
      check(D.cuEventCreate(&L.Done, CU_EVENT_DISABLE_TIMING), Node,
            "cuEventCreate");
    }
    Stage.Device = this;
  }
  L.Busy = true;
  waitForEarlierWork(&L, Node);
  return &L;
}

void CudaDevice::waitForEarlierWork(Lane *L, const char *Node) {
  GPUItemWork *Work = Stage.Work;
  if (!Work || !Work->Pending || Stage.WorkWaited)
    return;
  Stage.WorkWaited = true;
  auto *Maker = static_cast<CudaDevice *>(Work->Device);
  if (L && Maker == this)
    check(D.cuStreamWaitEvent(L->Stream, static_cast<CUevent>(Work->Event), 0),
          Node, "cuStreamWaitEvent for the item's earlier stages");
  else {
    Maker->finishWork(*Work);
    makeCurrent(Node); // Maker may be another GPU
  }
}

void CudaDevice::recordWork(GPUItemWork &Work, Lane &L) {
  if (Work.Device != this) {
    if (Work.Device) {
      static_cast<CudaDevice *>(Work.Device)->forgetWork(Work);
      makeCurrent(nullptr);
    }
    CUevent Event = nullptr;
    check(D.cuEventCreate(&Event, CU_EVENT_DISABLE_TIMING), nullptr,
          "cuEventCreate");
    Work.Event = Event;
    Work.Device = this;
  }
  check(D.cuEventRecord(static_cast<CUevent>(Work.Event), L.Stream), nullptr,
        "cuEventRecord");
  Work.Pending = true;
  ++Work.Records;
}

void CudaDevice::finishWork(GPUItemWork &Work) {
  makeCurrent(nullptr);
  check(D.cuEventSynchronize(static_cast<CUevent>(Work.Event)), nullptr,
        "cuEventSynchronize after the item's GPU work");
  Work.Pending = false;
}

void CudaDevice::forgetWork(GPUItemWork &Work) {
  assert(!Work.Pending && "an item forgotten with work on the GPU");
  makeCurrent(nullptr);
  check(D.cuEventDestroy(static_cast<CUevent>(Work.Event)), nullptr,
        "cuEventDestroy");
  Work.Event = nullptr;
  Work.Device = nullptr;
}

void CudaDevice::recordDone(Lane &L) {
  makeCurrent(nullptr);
  check(D.cuEventRecord(L.Done, L.Stream), nullptr, "cuEventRecord");
}

void CudaDevice::finish(Lane &L) {
  makeCurrent(nullptr);
  check(D.cuEventSynchronize(L.Done), nullptr,
        "cuEventSynchronize after the item's GPU work");
  L.Busy = false;
  L.Used = 0;
  std::lock_guard<std::mutex> Lock(LanesM);
  FreeStaging.insert(FreeStaging.end(), L.Staging.begin(), L.Staging.end());
  L.Staging.clear();
}

void CudaDevice::waitForItem() {
  if (!Stage.InItem || Stage.Device != this ||
      !Stage.Lanes[Stage.Current].Busy)
    return;
  makeCurrent(nullptr);
  check(D.cuStreamSynchronize(Stage.Lanes[Stage.Current].Stream), nullptr,
        "cuStreamSynchronize of the item's lane");
}

void CudaDevice::finishOtherLanes(const char *Node) {
  for (unsigned I = 0; I < GpuStageLanes; ++I)
    if (I != Stage.Current && Stage.Lanes[I].Busy)
      check(D.cuStreamSynchronize(Stage.Lanes[I].Stream), Node,
            "cuStreamSynchronize of another item's lane");
}

void CudaDevice::giveBack(Lane &L) {
  assert(!L.Busy && L.Staging.empty() &&
         "a stage thread ends with an item on the GPU");
  L.Writing.clear();
  std::lock_guard<std::mutex> Lock(LanesM);
  FreeLanes.push_back(std::move(L));
}

StageLanes::~StageLanes() {
  if (!Device)
    return;
  for (unsigned I = GpuStageLanes; I-- > 0;) {
    if (Lanes[I].Busy)
      Device->finish(Lanes[I]);
    if (Lanes[I].Stream)
      Device->giveBack(Lanes[I]);
  }
}

void CudaDevice::copySection(const char *Node, uintptr_t Buffer,
                             const Transfer &T, size_t Offset, size_t Bytes,
                             bool ToDevice) {
  makeCurrent(Node);
  // Kept kernels go before the copy; a copy alongside kernels after it.
  flush(Node);
  if (ToDevice && Overlap)
    Overlapped.written(Buffer);
  double BeginUs = profile::enabled() ? profile::nowUs() : 0;
  char *Host = static_cast<char *>(T.Base) + Offset;
  const char *Failed = nullptr;
  if (staged(T.Id, Bytes, !ToDevice))
    check(ToDevice ? Staged.toDevice(Buffer + Offset, Host, Bytes, Failed)
                   : Staged.toHost(Host, Buffer + Offset, Bytes, Failed),
          Node, "%s of a staged copy of a section of %zu bytes", Failed,
          Bytes);
  else if (ToDevice)
    check(D.cuMemcpyHtoD(Buffer + Offset, Host, Bytes), Node,
          "cuMemcpyHtoD of a section of %zu bytes", Bytes);
  else
    check(D.cuMemcpyDtoH(Host, Buffer + Offset, Bytes), Node,
          "cuMemcpyDtoH of a section of %zu bytes to %p", Bytes, Host);
  if (profile::enabled())
    profile::recordCopy(ToDevice, Bytes, BeginUs, profile::nowUs());
}

bool CudaDevice::copiesFrom(const DeviceMemory &Other) const {
  return std::find(Peers.begin(), Peers.end(), &Other) != Peers.end();
}

void CudaDevice::enablePeerAccess(CudaDevice &Other, CUdevice Mine,
                                  CUdevice Theirs) {
  int Can = 0;
  if (D.cuDeviceCanAccessPeer(&Can, Mine, Theirs) != CUDA_SUCCESS || !Can)
    return;
  makeCurrent(nullptr);
  CUresult R = D.cuCtxEnablePeerAccess(Other.Context, 0);
  if (R == CUDA_SUCCESS || R == CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED)
    Peers.push_back(&Other);
}

void CudaDevice::copyFromPeer(CUdeviceptr Buffer, const Transfer &T,
                              const char *Node) {
  // Only another CudaDevice is in Peers (copiesFrom).
  auto &Source = static_cast<CudaDevice &>(*T.Source);
  CUdeviceptr From = Source.Buffers.find(T.Id);
  assert(From && "a valid copy has a buffer");
  Source.waitForLaneWriters(T.Id, Node);
  check(D.cuStreamSynchronize(nullptr), Node,
        "cuStreamSynchronize before copying an object from %s",
        Source.name().c_str());
  makeCurrent(Node);
  double BeginUs = profile::enabled() ? profile::nowUs() : 0;
  check(D.cuMemcpyPeer(Buffer, Context, From, Source.Context, T.Bytes), Node,
        "cuMemcpyPeer of %zu bytes from %s", T.Bytes, Source.name().c_str());
  // Synchronous, like the other copies: the source's copy may be freed or
  // written once the kernel here is launched.
  check(D.cuStreamSynchronize(nullptr), Node,
        "cuStreamSynchronize after cuMemcpyPeer");
  if (profile::enabled())
    profile::recordCopy(true, T.Bytes, BeginUs, profile::nowUs());
}

void CudaDevice::waitForLaneWriters(ObjectId Id, const char *Node) {
  makeCurrent(Node);
  flush(Node);
  std::lock_guard<std::mutex> Lock(EventsM);
  if (auto It = Writes.find(Id); It != Writes.end())
    for (auto [Stream, Event] : It->second)
      check(D.cuEventSynchronize(Event), Node,
            "cuEventSynchronize before copying an object from %s",
            name().c_str());
}

void CudaDevice::copyToHost(const TrackedObject &Object) {
  // A node that writes the object has acquired it but not yet made its
  // copy: only a program that races with that node (tracking an
  // overlapping section meanwhile) asks for the copy now, and gets what
  // the host has.
  CUdeviceptr Buffer = Buffers.find(Object.Id);
  if (!Buffer)
    return;
  waitForLaneWriters(Object.Id, nullptr);
  double BeginUs = profile::enabled() ? profile::nowUs() : 0;
  const char *Failed = nullptr;
  if (staged(Object.Id, Object.Bytes, true))
    check(Staged.toHost(Object.Base, Buffer, Object.Bytes, Failed), nullptr,
          "%s of a staged copy of %zu bytes to %p", Failed, Object.Bytes,
          Object.Base);
  else
    check(D.cuMemcpyDtoH(Object.Base, Buffer, Object.Bytes), nullptr,
          "cuMemcpyDtoH of %zu bytes to %p", Object.Bytes, Object.Base);
  if (profile::enabled()) {
    profile::recordCopy(false, Object.Bytes, BeginUs, profile::nowUs());
    // The kernels before the copy have ended.
    recordTimedKernels(false);
  }
}

bool CudaDevice::staged(ObjectId Id, size_t Bytes, bool Home) {
  if (!StageBytes)
    return false;
  if (Bytes < StageBytes)
    return Home && Bytes <= StagedCopies::SmallHomeBytes;
  std::lock_guard<std::mutex> Lock(PinnedM);
  return !Pinned.count(Id);
}

void CudaDevice::release(const TrackedObject &Object) {
  {
    std::lock_guard<std::mutex> Lock(EventsM);
    for (LaneEvents *Events : {&Arrivals, &Writes}) {
      auto It = Events->find(Object.Id);
      if (It == Events->end())
        continue;
      for (auto [Stream, Event] : It->second)
        FreeEvents.push_back(Event);
      Events->erase(It);
    }
  }
  bool WasPinned;
  {
    std::lock_guard<std::mutex> Lock(PinnedM);
    WasPinned = Pinned.erase(Object.Id);
  }
  // Copies are synchronous: none still reads the range.
  if (WasPinned) {
    makeCurrent(nullptr);
    check(D.cuMemHostUnregister(Object.Base), nullptr,
          "cuMemHostUnregister of %p", Object.Base);
  }
  CUdeviceptr Buffer = Buffers.release(Object.Id, Object.Bytes);
  if (!Buffer)
    return;
  makeCurrent(nullptr);
  // The cache did not keep it: a kernel may still use it.
  waitForKernels(nullptr);
  check(D.cuMemFree(Buffer), nullptr, "cuMemFree of the copy of %p",
        Object.Base);
}

void CudaDevice::waitForKernels(const char *Node) {
  flush(Node);
  if (!waitingForAll())
    return;
  makeCurrent(Node);
  CUresult R = D.cuStreamSynchronize(nullptr);
  if (R == CUDA_SUCCESS) {
    if (profile::enabled())
      recordTimedKernels(false);
    return;
  }
  waitFailed();
  check(R, Node, "cuStreamSynchronize");
}

void CudaDevice::recordTimedKernels(bool AtExit) {
  std::lock_guard<std::mutex> Lock(TimedM);
  for (auto It = TimedKernels.begin(); It != TimedKernels.end();) {
    TimedKernel &K = *It;
    CUresult R =
        AtExit ? D.cuEventSynchronize(K.End) : D.cuEventQuery(K.End);
    // Kernels on other streams (lanes) may end first.
    if (R == CUDA_ERROR_NOT_READY) {
      ++It;
      continue;
    }
    // At exit a driver already shut down, or a kernel that failed, leaves
    // it out: errors are for the program's own calls to report.
    if (AtExit && R != CUDA_SUCCESS)
      return;
    check(R, K.Node, "cuEventQuery after kernel '%s'", K.Kernel);
    float Milliseconds = 0;
    check(D.cuEventElapsedTime(&Milliseconds, K.Start, K.End), K.Node,
          "cuEventElapsedTime");
    check(D.cuEventDestroy(K.Start), K.Node, "cuEventDestroy");
    check(D.cuEventDestroy(K.End), K.Node, "cuEventDestroy");
    double EndUs = K.BeginUs + Milliseconds * 1e3;
    if (K.GraphKernels)
      profile::recordGPUGraph(K.Kernel, K.GraphKernels, K.ParamsSet,
                              Milliseconds, K.BeginUs, EndUs);
    else
      profile::recordKernel(K.Node, K.Kernel, K.Grid, K.Block, Milliseconds,
                            K.BeginUs, EndUs);
    It = TimedKernels.erase(It);
  }
}

void CudaDevice::recordAllTimedKernels() {
  if (D.cuCtxSetCurrent(Context) == CUDA_SUCCESS)
    recordTimedKernels(true);
}

CUresult CudaDevice::tryLoadModule(const hpvm_rt_gpu_module *Image,
                                   CUmodule &Module, std::string &Why,
                                   std::string &JITLog) {
  const void *First = gpuModuleImage(*Image, Major, Minor);
  if (First != Image->ptx &&
      tryLoadImage(First, Module, Why, JITLog) == CUDA_SUCCESS)
    return CUDA_SUCCESS;
  return tryLoadImage(Image->ptx, Module, Why, JITLog);
}

CUresult CudaDevice::tryLoadImage(const void *Image, CUmodule &Module,
                                  std::string &Why, std::string &JITLog) {
  // The JIT's log says which line of the PTX it rejects, and why.
  char Log[512] = "";
  CUjit_option Options[] = {CU_JIT_ERROR_LOG_BUFFER,
                            CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES};
  void *Values[] = {Log, reinterpret_cast<void *>(sizeof(Log))};
  CUresult R = D.cuModuleLoadDataEx(&Module, Image, 2, Options, Values);
  if (R == CUDA_SUCCESS)
    return R;
  size_t Length = strnlen(Log, sizeof(Log) - 1);
  while (Length && Log[Length - 1] == '\n')
    --Length;
  Why = describe(D, R) + " in cuModuleLoadData";
  JITLog.assign(Log, Length);
  return R;
}

CUmodule CudaDevice::loadModule(const char *Node,
                                const hpvm_rt_gpu_module *Image) {
  CUmodule Module = nullptr;
  std::string Why, Log;
  if (tryLoadModule(Image, Module, Why, Log) == CUDA_SUCCESS)
    return Module;
  profile::cancelReport();
  fatalError("%s for node '%s'%s%s", Why.c_str(), Node, Log.empty() ? "" : ": ",
             Log.c_str());
}

bool CudaDevice::moduleUsable(const hpvm_rt_gpu_module *Image,
                              std::string &Why) {
  std::lock_guard<std::mutex> Lock(ModulesM);
  if (Modules.count(Image))
    return true;
  if (auto It = Rejected.find(Image); It != Rejected.end()) {
    Why = It->second;
    return false;
  }
  makeCurrent(nullptr);
  CUmodule Module = nullptr;
  std::string Log;
  if (tryLoadModule(Image, Module, Why, Log) == CUDA_SUCCESS) {
    Modules[Image] = Module;
    return true;
  }
  if (!Log.empty())
    Why += ": " + Log;
  Rejected[Image] = Why;
  return false;
}

CUfunction CudaDevice::function(const char *Node,
                                const hpvm_rt_gpu_module *Image,
                                const char *Kernel) {
  auto [Known, New] =
      KnownFunctions.try_emplace({this, Image, Kernel}, nullptr);
  if (!New)
    return Known->second;
  std::lock_guard<std::mutex> Lock(ModulesM);
  auto [M, NewModule] = Modules.try_emplace(Image, nullptr);
  if (NewModule)
    M->second = loadModule(Node, Image);
  auto [F, NewFunction] = Functions.try_emplace({M->second, Kernel}, nullptr);
  if (NewFunction) {
    CUresult R = D.cuModuleGetFunction(&F->second, M->second, Kernel);
    if (R != CUDA_SUCCESS) {
      Functions.erase(F);
      KnownFunctions.erase(Known);
      check(R, Node, "cuModuleGetFunction of kernel '%s'", Kernel);
    }
  }
  Known->second = F->second;
  return F->second;
}

CUdeviceptr CudaDevice::global(const char *Node,
                               const hpvm_rt_gpu_module *Image,
                               const char *Name) {
  auto [Known, New] = KnownGlobals.try_emplace({this, Image, Name}, 0);
  if (!New)
    return Known->second;
  CUmodule Module;
  {
    std::lock_guard<std::mutex> Lock(ModulesM);
    Module = Modules.at(Image);
  }
  size_t Bytes = 0;
  CUresult R = D.cuModuleGetGlobal(&Known->second, &Bytes, Module, Name);
  if (R != CUDA_SUCCESS) {
    KnownGlobals.erase(Known);
    check(R, Node, "cuModuleGetGlobal of '%s'", Name);
  }
  return Known->second;
}

void CudaDevice::fillConstants(const char *Node,
                               const hpvm_rt_gpu_module *Image, void **Args,
                               const hpvm_rt_gpu_constant *Constants,
                               int Count, void *const *HostPtrs,
                               CUstream Stream) {
  for (int I = 0; I < Count; ++I) {
    const hpvm_rt_gpu_constant &C = Constants[I];
    auto Source = *static_cast<const CUdeviceptr *>(Args[C.param]);
    // A null pointer, or an empty array: the kernel reads none of it.
    if (!Source || !HostPtrs[I])
      continue;
    // The kernel reads no further than the object goes, whatever the
    // global's size.
    std::optional<TrackedObject> Object =
        MemoryTracker::global().lookup(HostPtrs[I]);
    assert(Object && "hpvm_rt_gpu_pointer found it");
    size_t Rest = static_cast<const char *>(Object->Base) + Object->Bytes -
                  static_cast<const char *>(HostPtrs[I]);
    size_t Bytes = std::min<size_t>(C.bytes, Rest);
    CUdeviceptr Global = global(Node, Image, C.global);
    check(Stream ? D.cuMemcpyDtoDAsync(Global, Source, Bytes, Stream)
                 : D.cuMemcpyDtoD(Global, Source, Bytes),
          Node, "cuMemcpyDtoD of %zu bytes to constant memory '%s'", Bytes,
          C.global);
  }
}

void CudaDevice::launch(const char *Node, const hpvm_rt_gpu_module *Image,
                        const char *Kernel, const int64_t Grid[3],
                        const int64_t Block[3], void **Args,
                        const hpvm_rt_gpu_constant *Constants, int Count,
                        void *const *HostPtrs) {
  unsigned G[3], B[3];
  for (int I = 0; I < 3; ++I) {
    if (Grid[I] < 1 || Grid[I] > UINT_MAX || Block[I] < 1 ||
        Block[I] > UINT_MAX)
      fatalError("hpvm_rt_gpu_launch: node '%s' launches kernel '%s' on a "
                 "grid of %" PRId64 " x %" PRId64 " x %" PRId64
                 " blocks of %" PRId64 " x %" PRId64 " x %" PRId64
                 " threads; each must be from 1 to %u",
                 Node, Kernel, Grid[0], Grid[1], Grid[2], Block[0], Block[1],
                 Block[2], UINT_MAX);
    G[I] = static_cast<unsigned>(Grid[I]);
    B[I] = static_cast<unsigned>(Block[I]);
  }
  makeCurrent(Node);
  KernelLaunch K{Node, Kernel, function(Node, Image, Kernel), {}, {}};
  std::copy(G, G + 3, K.Grid.begin());
  std::copy(B, B + 3, K.Block.begin());
  Lane *L = itemLane(Node);
  CUstream Stream = L ? L->Stream : nullptr;
  SplitCopies::Part *Part = SplitCopies::Part::current();
  if (Part)
    Part->launching();

  bool Wait = OutputsPending || AlwaysWait;
  OutputsPending = false;
  if (Batch && !Wait && !Count && !L && !Part) {
    {
      std::lock_guard<std::mutex> Lock(BatchM);
      const char *Failed = nullptr;
      check(Batch->keep(K, Args, Failed), Node, "%s of kernel '%s'", Failed,
            Kernel);
      BatchPending.store(true, std::memory_order_release);
      BatchBuffers.insert(BatchBuffers.end(), KernelBuffers.begin(),
                          KernelBuffers.end());
      KernelBuffers.clear();
    }
    KeptAnywhere.store(true, std::memory_order_release);
    // Registered after the profile's report, so that it runs before it.
    static const bool FlushAtExit = atexit(flushKeptAtExit) == 0;
    (void)FlushAtExit;
    endKernel();
    return;
  }
  flush(Node);
  if (profile::enabled())
    recordTimedKernels(false);
  std::unique_lock<std::mutex> ConstantsLock(ConstantsM, std::defer_lock);
  if (Count) {
    ConstantsLock.lock();
    // Another item's kernel may still read the globals.
    if (L)
      finishOtherLanes(Node);
    fillConstants(Node, Image, Args, Constants, Count, HostPtrs, Stream);
  }
  if (L)
    KernelBuffers.clear();
  else
    beforeKernels(KernelBuffers, Node);
  enqueue(K, Args, Stream);
  if (ConstantsLock.owns_lock())
    ConstantsLock.unlock();
  if (L && !L->Writing.empty()) {
    std::lock_guard<std::mutex> Lock(EventsM);
    for (ObjectId Id : L->Writing)
      recordLocked(Writes, Id, *L, Node);
    L->Writing.clear();
  }
  if (!Wait) {
    // A lane's kernel is waited for when its item is finished.
    if (!L)
      launchedWithoutWaiting(Node, Kernel);
    endKernel();
    return;
  }
  // A kernel that fails while running reports it here, and so does an
  // earlier one nobody waited for.
  if (!L)
    waitingForAll();
  check(D.cuStreamSynchronize(Stream), Node,
        "cuStreamSynchronize after kernel '%s'", Kernel);
  if (profile::enabled())
    recordTimedKernels(false);
  endKernel();
}

void CudaDevice::enqueue(const KernelLaunch &K, void **Args, CUstream Stream) {
  CUevent Start = nullptr, End = nullptr;
  double BeginUs = 0;
  if (profile::enabled()) {
    BeginUs = profile::nowUs();
    check(D.cuEventCreate(&Start, 0), K.Node, "cuEventCreate");
    check(D.cuEventCreate(&End, 0), K.Node, "cuEventCreate");
    check(D.cuEventRecord(Start, Stream), K.Node, "cuEventRecord");
  }
  check(D.cuLaunchKernel(K.Function, K.Grid[0], K.Grid[1], K.Grid[2],
                         K.Block[0], K.Block[1], K.Block[2], 0, Stream, Args,
                         nullptr),
        K.Node, "cuLaunchKernel of kernel '%s'", K.Kernel);
  if (Start) {
    check(D.cuEventRecord(End, Stream), K.Node, "cuEventRecord");
    timed(K, Start, End, BeginUs, 0, 0);
  }
}

void CudaDevice::timed(const KernelLaunch &K, CUevent Start, CUevent End,
                       double BeginUs, size_t GraphKernels, size_t ParamsSet) {
  TimedKernel T{K.Node, K.Kernel, {}, {}, Start, End, BeginUs, GraphKernels,
                ParamsSet};
  std::copy(K.Grid.begin(), K.Grid.end(), T.Grid);
  std::copy(K.Block.begin(), K.Block.end(), T.Block);
  // Kernels still pending at exit are recorded before the profile is
  // reported: its handler was registered before the GPU was found, so it
  // runs after this one.
  static CudaDevice *const AtExit = [this] {
    atexit([] { AtExit->recordAllTimedKernels(); });
    return this;
  }();
  std::lock_guard<std::mutex> Lock(TimedM);
  TimedKernels.push_back(T);
}

void CudaDevice::flush(const char *Node) {
  // Library calls kept before the kernels go first.
  if (libraryCallsKept()) {
    makeCurrent(Node);
    LibraryCallsFlush();
  }
  if (!BatchPending.load(std::memory_order_acquire))
    return;
  std::lock_guard<std::mutex> Lock(BatchM);
  if (Batch->empty())
    return;
  makeCurrent(Node);
  size_t Kernels = Batch->size();
  KernelLaunch First = Batch->kept(0), Last = Batch->kept(Kernels - 1);
  CUevent Start = nullptr, End = nullptr;
  double BeginUs = 0;
  if (profile::enabled() && Kernels >= GraphLaunches::MinKernels) {
    BeginUs = profile::nowUs();
    check(D.cuEventCreate(&Start, 0), First.Node, "cuEventCreate");
    check(D.cuEventCreate(&End, 0), First.Node, "cuEventCreate");
  }
  beforeKernels(BatchBuffers, First.Node);
  GraphLaunches::Enqueued E;
  const char *Failed = nullptr;
  CUresult R = Batch->enqueue(
      nullptr,
      [&](const KernelLaunch &K, void **Params) {
        enqueue(K, Params, nullptr);
        return CUDA_SUCCESS;
      },
      Start, End, E, Failed);
  BatchPending.store(false, std::memory_order_release);
  check(R, First.Node, "%s for a CUDA graph of %zu kernels ('%s' first)",
        Failed, Kernels, First.Kernel);
  if (E.AsGraph && Start) {
    First.Kernel = E.Label;
    timed(First, Start, End, BeginUs, Kernels, E.ParamsSet);
  } else if (Start) {
    check(D.cuEventDestroy(Start), First.Node, "cuEventDestroy");
    check(D.cuEventDestroy(End), First.Node, "cuEventDestroy");
  }
  launchedWithoutWaiting(Last.Node, Last.Kernel);
}

/// The GPUs of this process, found on first use.
struct GPU {
  std::vector<CudaDevice *> Devices; // empty: no usable GPU
  std::string Reason;                // why not
  bool Required = false;             // HPVM_REQUIRE_GPU=1
};

/// The GPUs HPVM_GPU_DEVICES, else HPVM_GPU_DEVICE, asks for among Count.
std::vector<int> chosenGPUs(int Count) {
  std::string Error;
  std::vector<int> Indices;
  if (const char *List = getenv("HPVM_GPU_DEVICES"); List && *List)
    Indices = parseGPUDevices(List, Count, Error);
  else if (int Index = parseGPUDevice(getenv("HPVM_GPU_DEVICE"), Count, Error);
           Index >= 0)
    Indices = {Index};
  // A GPU asked for by number but not there is a mistake to fix, not a
  // reason to run on the CPU.
  if (Indices.empty())
    fatalError("%s", Error.c_str());
  return Indices;
}

GPU findGPU() {
  // A program with gpu nodes gets its profile even when they ran on the CPU.
  profile::enabled();
  GPU G;
  const char *Require = getenv("HPVM_REQUIRE_GPU");
  G.Required = Require && strcmp(Require, "1") == 0;
  const Driver *D = loadDriver(G.Reason);
  if (!D)
    return G;
  auto Failed = [&](const char *Operation, CUresult R) {
    G.Reason = std::string(Operation) + " failed: " + describe(*D, R);
    G.Devices.clear();
    return G;
  };
  if (CUresult R = D->cuInit(0))
    return Failed("cuInit", R);
  int Count = 0;
  if (CUresult R = D->cuDeviceGetCount(&Count))
    return Failed("cuDeviceGetCount", R);
  if (Count == 0) {
    G.Reason = "the driver shows no GPU";
    return G;
  }
  std::vector<CUdevice> Handles; // of G.Devices
  for (int Index : chosenGPUs(Count)) {
    CUdevice Device;
    if (CUresult R = D->cuDeviceGet(&Device, Index))
      return Failed("cuDeviceGet", R);
    char Name[256] = "";
    if (CUresult R = D->cuDeviceGetName(Name, sizeof(Name), Device))
      return Failed("cuDeviceGetName", R);
    int Major = 0, Minor = 0;
    if (CUresult R = D->cuDeviceGetAttribute(
            &Major, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, Device))
      return Failed("cuDeviceGetAttribute", R);
    if (CUresult R = D->cuDeviceGetAttribute(
            &Minor, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, Device))
      return Failed("cuDeviceGetAttribute", R);
    CUcontext Context;
    if (CUresult R = D->cuDevicePrimaryCtxRetain(&Context, Device))
      return Failed("cuDevicePrimaryCtxRetain", R);
    // Never destroyed: the tracker keeps calling it until the process ends.
    G.Devices.push_back(new CudaDevice("GPU " + std::to_string(Index) + ": " +
                                           Name,
                                       *D, Context, Major, Minor));
    Handles.push_back(Device);
    if (profile::enabled())
      profile::recordDevice(G.Devices.back()->name().c_str());
  }
  // HPVM_GPU_PEER=0: objects move between GPUs through the host only.
  const char *Peer = getenv("HPVM_GPU_PEER");
  if (!Peer || strcmp(Peer, "0") != 0)
    for (size_t A = 0; A != G.Devices.size(); ++A)
      for (size_t B = 0; B != G.Devices.size(); ++B)
        if (A != B)
          G.Devices[A]->enablePeerAccess(*G.Devices[B], Handles[A], Handles[B]);
  return G;
}

const GPU &gpu() {
  // Never destroyed, like the devices; initialised once, by whichever
  // thread comes first.
  static const GPU *G = new GPU(findGPU());
  return *G;
}

/// The GPU this thread's gpu calls go to (GPUDeviceScope).
thread_local unsigned CurrentGPU = 0;

CudaDevice &device(const char *Entry, const char *Node) {
  const GPU &G = gpu();
  if (G.Devices.empty())
    fatalError("%s: node '%s' runs on the GPU, but there is no usable GPU "
               "(%s)",
               Entry, Node, G.Reason.c_str());
  assert(CurrentGPU < G.Devices.size() && "a GPU the scheduler counted");
  return *G.Devices[CurrentGPU];
}

void flushKeptAtExit() {
  flushGPULaunches();
  if (profile::enabled())
    for (CudaDevice *Device : gpu().Devices)
      Device->recordAllTimedKernels();
}

} // namespace

int hpvm::rt::parseGPUDevice(const char *Value, int Count, std::string &Error) {
  if (!Value || !*Value)
    return 0;
  char *End = nullptr;
  errno = 0;
  long N = strtol(Value, &End, 10);
  if (End == Value || *End != '\0' || errno == ERANGE || N < 0) {
    Error = "HPVM_GPU_DEVICE='" + std::string(Value) +
            "' is not a GPU number (the GPUs are numbered 0 to " +
            std::to_string(Count - 1) + ")";
    return -1;
  }
  if (N >= Count) {
    Error = "HPVM_GPU_DEVICE=" + std::string(Value) +
            " is out of range: the GPUs are numbered 0 to " +
            std::to_string(Count - 1);
    return -1;
  }
  return static_cast<int>(N);
}

std::vector<int> hpvm::rt::parseGPUDevices(const char *Value, int Count,
                                           std::string &Error) {
  std::vector<int> Indices;
  std::string All(Value);
  if (All == "all") {
    for (int I = 0; I < Count && I < static_cast<int>(MaxGPUs); ++I)
      Indices.push_back(I);
    return Indices;
  }
  for (size_t Pos = 0; Pos <= All.size();) {
    size_t Comma = std::min(All.find(',', Pos), All.size());
    std::string Item = All.substr(Pos, Comma - Pos);
    Pos = Comma + 1;
    char *End = nullptr;
    errno = 0;
    long N = strtol(Item.c_str(), &End, 10);
    std::string Why;
    if (Item.empty() || *End != '\0' || errno == ERANGE || N < 0 ||
        N >= Count)
      Why = "'" + Item + "' is not a GPU number (the GPUs are numbered 0 to " +
            std::to_string(Count - 1) + ")";
    else if (std::find(Indices.begin(), Indices.end(), N) != Indices.end())
      Why = "GPU " + Item + " comes twice";
    else if (Indices.size() == MaxGPUs)
      Why = "more than " + std::to_string(MaxGPUs) + " GPUs";
    if (!Why.empty()) {
      Error = "HPVM_GPU_DEVICES='" + All + "': " + Why;
      return {};
    }
    Indices.push_back(static_cast<int>(N));
  }
  return Indices;
}

unsigned hpvm::rt::gpuDeviceCount() {
  return static_cast<unsigned>(gpu().Devices.size());
}

std::string hpvm::rt::gpuUnusableReason() {
  const GPU &G = gpu();
  return G.Devices.empty() ? G.Reason : std::string();
}

bool hpvm::rt::gpuUsable(unsigned Unit, const char *NodeName,
                         const hpvm_rt_gpu_module *Module) {
  if (Unit == 0)
    return hpvm_rt_gpu_available(NodeName, Module);
  const GPU &G = gpu();
  assert(Unit < G.Devices.size() && "a GPU the scheduler counted");
  std::string Why;
  if (!Module || G.Devices[Unit]->moduleUsable(Module, Why))
    return true;
  static std::once_flag Warned;
  std::call_once(Warned, [&] {
    warning("%s does not run node '%s' (%s); its other devices do",
            G.Devices[Unit]->name().c_str(), nodeName(NodeName), Why.c_str());
  });
  return false;
}

GPUDeviceScope::GPUDeviceScope(unsigned Unit) : Saved(CurrentGPU) {
  CurrentGPU = Unit;
}

GPUDeviceScope::~GPUDeviceScope() { CurrentGPU = Saved; }

void hpvm::rt::waitForGPUKernels() {
  const GPU &G = gpu();
  if (!G.Devices.empty()) {
    G.Devices[CurrentGPU]->waitForKernels(nullptr);
    G.Devices[CurrentGPU]->waitForItem();
  }
}

void hpvm::rt::flushGPULaunches() {
  bool Library = libraryCallsKept();
  if (!KeptAnywhere.exchange(false, std::memory_order_acq_rel) && !Library)
    return;
  for (CudaDevice *Device : gpu().Devices)
    Device->flush(nullptr);
}

bool hpvm::rt::gpuKernelsKept() {
  return KeptAnywhere.load(std::memory_order_acquire);
}

bool hpvm::rt::gpuGraphsWanted() {
  static const bool Wanted = [] {
    const char *V = getenv("HPVM_GPU_GRAPHS");
    return !V || strcmp(V, "0") != 0;
  }();
  return Wanted;
}

void hpvm::rt::setKeptLibraryCalls(bool (*Pending)(), void (*Flush)()) {
  LibraryCallsFlush = Flush;
  LibraryCallsPending.store(Pending, std::memory_order_release);
}

void hpvm::rt::gpuBeginItem(uint64_t Item, GPUItemWork *Work) {
  assert(!Stage.InItem && "items of a stage thread one after the other");
  Stage.Current = static_cast<unsigned>(Item % GpuStageLanes);
  // Handed on without waiting (a gpu stage after this one waits for it on
  // the GPU): its staging memory is free once it is done.
  if (Stage.Lanes[Stage.Current].Busy)
    Stage.Device->finish(Stage.Lanes[Stage.Current]);
  Stage.InItem = true;
  Stage.Work = Work;
  Stage.WorkWaited = false;
}

bool hpvm::rt::gpuEndItem() {
  assert(Stage.InItem && "gpuEndItem without gpuBeginItem");
  Stage.InItem = false;
  GPUItemWork *Work = Stage.Work;
  Stage.Work = nullptr;
  Lane &L = Stage.Lanes[Stage.Current];
  if (!L.Busy)
    return Work && Work->Pending;
  Stage.Device->recordDone(L);
  if (Work)
    Stage.Device->recordWork(*Work, L);
  return true;
}

void hpvm::rt::gpuFinishItem(uint64_t Item) {
  Lane &L = Stage.Lanes[Item % GpuStageLanes];
  if (L.Busy)
    Stage.Device->finish(L);
}

void hpvm::rt::gpuFinishWork(GPUItemWork &Work) {
  if (Work.Pending)
    static_cast<CudaDevice *>(Work.Device)->finishWork(Work);
}

void hpvm::rt::gpuForgetWork(GPUItemWork &Work) {
  if (Work.Device)
    static_cast<CudaDevice *>(Work.Device)->forgetWork(Work);
}

size_t hpvm::rt::gpuStagingBytes() {
  const GPU &G = gpu();
  return G.Devices.empty() ? 0 : G.Devices[CurrentGPU]->stagingBytes();
}

const void *hpvm::rt::gpuModuleImage(const hpvm_rt_gpu_module &Module,
                                     int Major, int Minor) {
  if (Module.cubin && Module.cubin_arch == Major * 10 + Minor)
    return Module.cubin;
  return Module.ptx;
}

extern "C" int hpvm_rt_gpu_available(const char *NodeName,
                                     const hpvm_rt_gpu_module *Module) {
  const GPU &G = gpu();
  std::string Why = G.Reason;
  if (!G.Devices.empty() &&
      (!Module || G.Devices.front()->moduleUsable(Module, Why)))
    return 1;
  if (G.Required)
    fatalError("node '%s' needs a GPU: %s", nodeName(NodeName), Why.c_str());
  static std::once_flag Warned;
  std::call_once(Warned, [&] {
    warning("no usable GPU (%s); running gpu nodes on the CPU", Why.c_str());
  });
  return 0;
}

// A pointer that is neither in nor out is still read as far as anyone knows.
// A null pointer stays null: the kernel gets what the CPU version would.
extern "C" void *hpvm_rt_gpu_pointer(const char *NodeName, void *HostPtr,
                                     int In, int Out) {
  const char *Node = nodeName(NodeName);
  CudaDevice &Device = device("hpvm_rt_gpu_pointer", Node);
  if (!HostPtr)
    return nullptr;
  Access A = !Out ? Access::In : In ? Access::InOut : Access::Out;
  return Device.pointer(Node, HostPtr, A);
}

extern "C" void hpvm_rt_gpu_library_calls_done(const char *NodeName) {
  const char *Node = nodeName(NodeName);
  device("hpvm_rt_gpu_library_calls_done", Node).endLibraryCalls();
}

extern "C" void *hpvm_rt_gpu_outputs(const char *NodeName, uint64_t Bytes) {
  const char *Node = nodeName(NodeName);
  return device("hpvm_rt_gpu_outputs", Node).outputs(Node, Bytes);
}

extern "C" void hpvm_rt_gpu_launch(const char *NodeName,
                                   const hpvm_rt_gpu_module *Module,
                                   const char *Kernel, const int64_t Grid[3],
                                   const int64_t Block[3], void **Args) {
  const char *Node = nodeName(NodeName);
  CudaDevice &Device = device("hpvm_rt_gpu_launch", Node);
  assert(Module && Module->ptx && Kernel && Grid && Block &&
         "generated code passes them all");
  Device.launch(Node, Module, Kernel, Grid, Block, Args, nullptr, 0, nullptr);
}

extern "C" void hpvm_rt_gpu_launch_constants(
    const char *NodeName, const hpvm_rt_gpu_module *Module, const char *Kernel,
    const int64_t Grid[3], const int64_t Block[3], void **Args,
    const hpvm_rt_gpu_constant *Constants, int32_t Count,
    void *const *HostPtrs) {
  const char *Node = nodeName(NodeName);
  CudaDevice &Device = device("hpvm_rt_gpu_launch_constants", Node);
  assert(Module && Module->ptx && Kernel && Grid && Block && Args &&
         Constants && Count > 0 && HostPtrs && "generated code passes them");
  Device.launch(Node, Module, Kernel, Grid, Block, Args, Constants, Count,
                HostPtrs);
}
