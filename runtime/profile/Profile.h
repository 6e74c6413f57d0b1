//===- Profile.h - HPVM_PROFILE=1 and HPVM_TRACE records --------*- C++ -*-===//
//
// With HPVM_PROFILE=1 the runtime counts, per graph and per node on every
// target, what it did and, for nodes built for several targets, which
// version ran, and prints that at exit together with the memory
// tracker's transfers. With HPVM_TRACE=<file> the same records become the
// events of a Chrome trace (Trace.h). Without either, every call here but
// enabled() is skipped by its caller, which then does not read the clock.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_RUNTIME_PROFILE_PROFILE_H
#define HPVM_RUNTIME_PROFILE_PROFILE_H

#include <chrono>
#include <cstddef>
#include <cstdint>

namespace hpvm::rt::profile {

/// Whether HPVM_PROFILE=1 or HPVM_TRACE is set, read on the first call,
/// which also arranges for the report and the trace to be written at exit.
bool enabled();

/// Microseconds since the runtime's first look at the clock.
double nowUs();
/// The same for a time point of the steady clock.
double toUs(std::chrono::steady_clock::time_point T);

/// Names a device kernels run on (a GPU, an OpenCL device), for the
/// report: one line each, in the order they were opened.
void recordDevice(const char *Description);

/// Graph Graph, launched at LaunchedUs, was waited for until DoneUs.
void recordGraph(const char *Graph, double LaunchedUs, double DoneUs);

/// Node Node ran Instances instances on the CPU with Threads worker threads
/// (cpu and vector leaves alike).
void recordNodeRun(const char *Node, int64_t Instances, int Threads,
                   double BeginUs, double EndUs);

/// One chunk [Begin, End) of node Node's instances ran on this thread.
void recordChunk(const char *Node, int64_t Begin, int64_t End, double BeginUs,
                 double EndUs);

/// Kernel Kernel of node Node ran on the GPU on a grid of Grid blocks of
/// Block threads (CUDA axes x, y, z): KernelMs by the GPU's clock, from
/// BeginUs to EndUs on the host's (launch to synchronisation).
void recordKernel(const char *Node, const char *Kernel, const int64_t Grid[3],
                  const int64_t Block[3], float KernelMs, double BeginUs,
                  double EndUs);

/// A CUDA graph of Kernels kernels (HPVM_GPU_GRAPHS=1), named Label (the
/// nodes of its kernels), was replayed, with the parameters of ParamsSet
/// of its kernels updated: KernelMs by the GPU's clock, from BeginUs to
/// EndUs on the host's.
void recordGPUGraph(const char *Label, size_t Kernels, size_t ParamsSet,
                    float KernelMs, double BeginUs, double EndUs);

/// Stage Stage of stream Stream ran item Item, from BeginUs to EndUs.
void recordStage(const char *Stream, const char *Stage, uint64_t Item,
                 double BeginUs, double EndUs);

/// What a thread spent, since it started, in the memory calls of gpu
/// nodes (Device::bufferOf): in all, waiting for the device's acquire lock,
/// and copying (the copies recordCopy times). Kept only under the profile,
/// for the breakdown of a stream's stages and host.
struct ThreadTimes {
  double MemoryUs = 0, LockUs = 0, CopyUs = 0;
};
ThreadTimes &threadTimes();

/// Stage Stage of stream Stream ended: besides running its items, it
/// waited WaitItemsUs for items, WaitGPUUs for its items' GPU work and
/// HandOnUs to hand them on (the next stage's buffer full); Memory is what
/// its thread spent in memory calls while running items.
void recordStageWaits(const char *Stream, const char *Stage,
                      double WaitItemsUs, double WaitGPUUs, double HandOnUs,
                      const ThreadTimes &Memory);

/// The host side of stream Stream, at its wait: Pushes pushes took PushUs
/// (waiting for room in the first stage's buffer), Pops pops waited PopUs
/// for their items, and the waiting thread spent Memory in memory calls
/// (copies home after pops) between the launch and the wait.
void recordStreamHost(const char *Stream, uint64_t Pushes, double PushUs,
                      uint64_t Pops, double PopUs, const ThreadTimes &Memory);

/// Node Node, built for several targets, ran its version for Target under
/// policy Policy, from BeginUs to EndUs.
void recordVersion(const char *Node, const char *Target, const char *Policy,
                   double BeginUs, double EndUs);

/// A launch of node Node under the split policy was not split, for
/// reason Why.
void recordNotSplit(const char *Node, const char *Why);

/// Bytes were copied to the GPU (ToDevice) or back to the host.
void recordCopy(bool ToDevice, size_t Bytes, double BeginUs, double EndUs);

/// A fatal error is on its way out, perhaps from inside the memory tracker
/// (a failed copy home), whose lock the report needs: print no report and
/// write no trace.
void cancelReport();

} // namespace hpvm::rt::profile

#endif // HPVM_RUNTIME_PROFILE_PROFILE_H
