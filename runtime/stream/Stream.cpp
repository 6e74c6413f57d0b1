//===- Stream.cpp - streaming graphs: pipelines of stages on threads -----===//
//
// A stream is a pipeline: stage k runs on a thread of its own and takes the
// items that stage k - 1 finished from a bounded queue (ItemQueue.h), so
// stage k works on item f while stage k - 1 works on item f + 1. Pushing an
// item fills its frame on the pushing thread (the generated begin function)
// and queues it for stage 0; after the last stage, the generated end
// function copies the root's outputs into the item's result, which waits in
// a list for pop. Items keep their push order throughout: each stage is one
// thread taking its queue in order.
//
// Memory stays bounded while the host pops as it pushes: every queue holds
// at most `depth` items, frames and results are recycled, and a popped
// result is recycled at the same thread's next pop. Results that nobody
// pops wait in the result list (a few bytes each), so that a host may push
// every item before it pops any without blocking forever.
//
// Data-parallel stages run their instances on the thread pool as graphs
// do: each stage thread calling hpvm_rt_parallel_for gets a team of its
// own from the OpenMP runtime.
//
// A gpu stage overlaps its items on the GPU (device/cuda/CudaDevice.h): the
// stage thread runs each item's GPU work on a lane of its own (a CUDA
// stream) without waiting for it. When the next stage ran its last item on
// the GPU too, it hands the item on at once, and the next stage's lane
// waits for the item's work on the GPU (the item carries an event), with
// no host thread in between. Otherwise it keeps up to GpuStageLanes items
// and hands an item on, in order, once its GPU work is done; it also hands
// on, rather than waits for the next item, when its queue is empty: the
// host may be waiting for that item's result before it pushes more.
//
// Under HPVM_PROFILE and HPVM_TRACE, each stage's run of an item is a
// record (an event on the stage thread's row, with the item's number), and
// the stream one of a graph, from its launch to the end of its wait. The
// profile also sums, per stage, what its thread waited for (items, the GPU,
// room in the next buffer) and, for the host, its pushes and pops
// (Profile.h, recordStageWaits and recordStreamHost).
//
// A stage's messages name the stage and the item (Diagnostics.h); a stage
// that fails stops the program with that message, as a graph's node does,
// so no push, pop or wait waits for it forever. A C++ exception that leaves
// a stage stops the stream instead: it is reported, the items before it
// complete, no stage runs it or a later item (they still come out, so that
// pops return), and the waiter gets the exception through hpvm_rt_rethrow
// (NodeExceptions.h), as the sequential loop would have thrown it.
//
//===----------------------------------------------------------------------===//
#include "stream/Stream.h"
#include "device/cuda/CudaDevice.h"
#include "graph/NodeExceptions.h"
#include "profile/Profile.h"
#include "stream/ItemQueue.h"
#include "support/Diagnostics.h"
#include "support/Environment.h"
#include "support/SpinWait.h"

#include "hpvm/hpvm_rt.h"

#include <atomic>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <exception>
#include <memory>
#include <mutex>
#include <system_error>
#include <thread>
#include <unordered_map>
#include <unordered_set>
#include <vector>

using namespace hpvm::rt;

namespace {

constexpr int DefaultDepth = 4;
/// How long a stage waiting for an item, or for room to hand one on, spins
/// before it sleeps (ItemQueue.h): a few hand-offs' worth.
constexpr int DefaultSpinUs = 50;

/// HPVM_STREAM_SPIN_US, read once: 0 turns spinning off.
int spinUs() {
  static const int Us =
      parseNonNegativeInt("HPVM_STREAM_SPIN_US", getenv("HPVM_STREAM_SPIN_US"),
                          DefaultSpinUs, "microseconds");
  return Us;
}

/// How long the host's pushes and pops of a stream of Stages stages spin:
/// only when the machine has a core for the host besides one per stage. A
/// spinning host would otherwise take turns with busy stages, and it waits
/// for most of an item's time (its yields leave it off the core until the
/// scheduler's next tick, where a wake-up brings it back at once).
int hostSpinUs(int32_t Stages) {
  static const unsigned Cores = std::thread::hardware_concurrency();
  return Cores > static_cast<unsigned>(Stages) + 1 ? spinUs() : 0;
}

constexpr size_t FrameAlign = 64;

void *allocateFrame(const hpvm_rt_stream_graph &G) {
  size_t Bytes = (G.frame_bytes + FrameAlign - 1) / FrameAlign * FrameAlign;
  void *Frame = std::aligned_alloc(FrameAlign, Bytes ? Bytes : FrameAlign);
  if (!Frame)
    fatalError("stream '%s': out of memory for an item of %llu bytes", G.name,
               static_cast<unsigned long long>(G.frame_bytes));
  return Frame;
}

class Stream {
public:
  Stream(const hpvm_rt_stream_graph &G, const void *LaunchArgs);
  ~Stream();
  Stream(const Stream &) = delete;
  Stream &operator=(const Stream &) = delete;

  const char *name() const { return G.name; }
  void push(const void *Args);
  void *pop();
  /// Lets every item pushed go through, then stops the stage threads.
  void finish();

private:
  void runStage(int32_t K);
  /// Runs stage K on Item (unless the stream stopped before it); true when
  /// its GPU work may still run.
  bool runItem(int32_t K, StreamItem *Item);
  /// Gives Item, done with stage K, to the next stage, or to pop.
  void handOn(int32_t K, StreamItem *Item);
  StreamItem *newItem();

  const hpvm_rt_stream_graph &G;
  const std::unique_ptr<char[]> LaunchArgs;
  /// For HPVM_PROFILE and HPVM_TRACE: a stream is a graph, launch to wait.
  const double LaunchedUs;
  // Queues[k] feeds stage k.
  std::vector<std::unique_ptr<ItemQueue>> Queues;
  // Whether stage k ran its last item's work on the GPU: then the stage
  // before it hands items on without waiting for their GPU work.
  std::unique_ptr<std::atomic<bool>[]> OnGPUStage;
  std::vector<std::thread> Threads;
  // The exception of the earliest item a stage threw for, and that item's
  // number: no stage runs it or a later item, the earlier ones complete.
  std::mutex FailureM;
  std::exception_ptr Failure;
  std::atomic<uint64_t> StopAt{UINT64_MAX};

  // Held through a whole push, so that items enter stage 0 in number order.
  std::mutex PushM;
  uint64_t Pushed = 0;
  double PushUs = 0; // under the profile

  // The free items, the results not yet popped and the popped ones in use.
  std::mutex M;
  std::condition_variable ResultReady;
  std::vector<StreamItem *> Free;
  std::deque<StreamItem *> Results;
  std::atomic<size_t> ResultCount{0}; // Results.size(), for pop to spin on
  std::unordered_map<std::thread::id, StreamItem *> InUse;
  uint64_t Popped = 0;
  double PopUs = 0; // under the profile
  // The waiting thread's memory times at the launch, if it launched.
  const std::thread::id Launcher = std::this_thread::get_id();
  const profile::ThreadTimes LauncherTimes = profile::threadTimes();
};

Stream::Stream(const hpvm_rt_stream_graph &G, const void *Args)
    : G(G), LaunchArgs(new char[G.args_bytes ? G.args_bytes : 1]),
      LaunchedUs(profile::enabled() ? profile::nowUs() : 0),
      OnGPUStage(new std::atomic<bool>[G.num_stages]) {
  for (int32_t K = 0; K < G.num_stages; ++K)
    OnGPUStage[K].store(false, std::memory_order_relaxed);
  if (G.args_bytes)
    std::memcpy(LaunchArgs.get(), Args, G.args_bytes);
  size_t Depth = hpvm_rt_stream_depth();
  // The host pushes into the first queue.
  for (int32_t K = 0; K < G.num_stages; ++K)
    Queues.push_back(std::make_unique<ItemQueue>(
        Depth, K ? spinUs() : hostSpinUs(G.num_stages), spinUs()));
  for (int32_t K = 0; K < G.num_stages; ++K) {
    try {
      Threads.emplace_back(&Stream::runStage, this, K);
    } catch (const std::system_error &E) {
      fatalError("stream '%s': cannot start a thread for stage '%s': %s",
                 G.name, G.stage_names[K], E.what());
    }
  }
}

// Every item is free once finish has returned.
Stream::~Stream() {
  for (StreamItem *Item : Free) {
    gpuForgetWork(Item->Gpu);
    std::free(Item->Frame);
    std::free(Item->Result);
    delete Item;
  }
}

StreamItem *Stream::newItem() {
  {
    std::lock_guard<std::mutex> Lock(M);
    if (!Free.empty()) {
      StreamItem *Item = Free.back();
      Free.pop_back();
      return Item;
    }
  }
  auto *Item = new StreamItem;
  Item->Frame = allocateFrame(G);
  Item->Result = std::calloc(1, G.result_bytes ? G.result_bytes : 1);
  if (!Item->Result)
    fatalError("stream '%s': out of memory for the outputs of an item", G.name);
  return Item;
}

void Stream::runStage(int32_t K) {
  ItemQueue &In = *Queues[K];
  // Under the profile: what this thread waited for, outside its items.
  const bool Timed = profile::enabled();
  double WaitItemsUs = 0, WaitGPUUs = 0, HandOnUs = 0;
  uint64_t Ran = 0;
  auto Time = [&](double &Sum, auto Wait) {
    if (!Timed)
      return Wait();
    double BeginUs = profile::nowUs();
    auto Result = Wait();
    Sum += profile::nowUs() - BeginUs;
    return Result;
  };
  auto HandOn = [&](StreamItem *Item) {
    Time(HandOnUs, [&] {
      handOn(K, Item);
      return true;
    });
  };
  // Items run whose GPU work may still run, and the items after them, in
  // order; whether to wait for each one's GPU work before handing it on.
  std::deque<std::pair<StreamItem *, bool>> OnGPU;
  auto HandOnOldest = [&] {
    auto [Item, Wait] = OnGPU.front();
    OnGPU.pop_front();
    if (Wait) {
      StreamPlace Place(G.name, G.stage_names[K], Item->Number);
      GPUItemWork &Work = Item->Gpu;
      Time(WaitGPUUs, [&] {
        gpuFinishWork(Work);
        return true;
      });
    }
    HandOn(Item);
  };
  for (;;) {
    StreamItem *Item = OnGPU.empty()
                           ? Time(WaitItemsUs, [&] { return In.pop(); })
                           : In.tryPop();
    if (!Item && !OnGPU.empty()) {
      HandOnOldest();
      continue;
    }
    if (!Item)
      break;
    ++Ran;
    // A gpu stage after this one waits for the item's GPU work itself.
    bool Wait = runItem(K, Item) &&
                !(K + 1 != G.num_stages &&
                  OnGPUStage[K + 1].load(std::memory_order_relaxed));
    if (!Wait && OnGPU.empty()) {
      HandOn(Item);
      continue;
    }
    OnGPU.emplace_back(Item, Wait);
    if (OnGPU.size() == GpuStageLanes)
      HandOnOldest();
  }
  if (K + 1 != G.num_stages)
    Queues[K + 1]->close();
  if (Timed && Ran)
    profile::recordStageWaits(G.name, G.stage_names[K], WaitItemsUs,
                              WaitGPUUs, HandOnUs, profile::threadTimes());
}

bool Stream::runItem(int32_t K, StreamItem *Item) {
  bool Last = K + 1 == G.num_stages;
  if (Last)
    std::memset(Item->Result, 0, G.result_bytes);
  if (Item->Number >= StopAt.load(std::memory_order_acquire))
    return Item->Gpu.Pending;
  StreamPlace Place(G.name, G.stage_names[K], Item->Number);
  double BeginUs = profile::enabled() ? profile::nowUs() : 0;
  uint64_t Records = Item->Gpu.Records;
  gpuBeginItem(Item->Number, &Item->Gpu);
  try {
    G.run_stage(Item->Frame, K);
    if (Last)
      G.end(Item->Frame, Item->Result);
    if (profile::enabled())
      profile::recordStage(G.name, G.stage_names[K], Item->Number, BeginUs,
                           profile::nowUs());
  } catch (...) {
    warning("an exception left the stage; the stream stops (no stage "
            "runs this item or a later one)");
    std::lock_guard<std::mutex> Lock(FailureM);
    if (Item->Number < StopAt.load(std::memory_order_relaxed)) {
      Failure = std::current_exception();
      StopAt.store(Item->Number, std::memory_order_release);
    }
  }
  bool Pending = gpuEndItem();
  OnGPUStage[K].store(Item->Gpu.Records != Records, std::memory_order_relaxed);
  return Pending;
}

void Stream::handOn(int32_t K, StreamItem *Item) {
  if (K + 1 != G.num_stages) {
    Queues[K + 1]->push(Item);
    return;
  }
  {
    std::lock_guard<std::mutex> Lock(M);
    Results.push_back(Item);
    ResultCount.store(Results.size(), std::memory_order_release);
  }
  ResultReady.notify_all();
}

void Stream::push(const void *Args) {
  std::lock_guard<std::mutex> Lock(PushM);
  double BeginUs = profile::enabled() ? profile::nowUs() : 0;
  StreamItem *Item = newItem();
  Item->Number = Pushed++;
  G.begin(Item->Frame, LaunchArgs.get(), Args);
  Queues[0]->push(Item);
  if (profile::enabled())
    PushUs += profile::nowUs() - BeginUs;
}

void *Stream::pop() {
  double BeginUs = profile::enabled() ? profile::nowUs() : 0;
  // The last stage is about to hand it on, more often than not.
  spinUntil(
      [&] { return ResultCount.load(std::memory_order_acquire) > 0; },
      hostSpinUs(G.num_stages));
  std::unique_lock<std::mutex> Lock(M);
  auto [Slot, Inserted] = InUse.try_emplace(std::this_thread::get_id());
  if (!Inserted && Slot->second)
    Free.push_back(Slot->second);
  Slot->second = nullptr;
  ResultReady.wait(Lock, [&] { return !Results.empty(); });
  StreamItem *Item = Results.front();
  Results.pop_front();
  ResultCount.store(Results.size(), std::memory_order_release);
  Slot->second = Item;
  ++Popped;
  if (profile::enabled())
    PopUs += profile::nowUs() - BeginUs;
  return Item->Result;
}

void Stream::finish() {
  {
    std::lock_guard<std::mutex> Lock(PushM);
    Queues[0]->close();
  }
  for (std::thread &T : Threads)
    T.join();
  if (profile::enabled()) {
    profile::recordGraph(G.name, LaunchedUs, profile::nowUs());
    profile::ThreadTimes Host = profile::threadTimes();
    if (std::this_thread::get_id() == Launcher)
      Host.CopyUs -= LauncherTimes.CopyUs;
    std::lock_guard<std::mutex> Lock(M);
    profile::recordStreamHost(G.name, Pushed, PushUs, Popped, PopUs, Host);
  }
  keepForWaiter(Failure);
  std::lock_guard<std::mutex> Lock(M);
  for (auto &[Thread, Item] : InUse)
    if (Item)
      Free.push_back(Item);
  InUse.clear();
  for (StreamItem *Item : Results)
    Free.push_back(Item);
  Results.clear();
  ResultCount.store(0, std::memory_order_release);
}

/// The streams in flight, so that a bad handle is an error rather than a
/// crash, and hpvm_rt_wait can tell a stream from a graph. Count is their
/// number, read without the lock: a program without streams never takes it.
struct Registry {
  std::mutex M;
  std::unordered_set<Stream *> Live;
  std::atomic<size_t> Count{0};
};

// Never destroyed: stage threads may outlive main when the program skipped
// its waits.
Registry &registry() {
  static auto *R = new Registry;
  return *R;
}

Stream *lookup(void *Handle, const char *Caller) {
  if (!Handle)
    fatalError("%s: null stream handle", Caller);
  Registry &R = registry();
  std::lock_guard<std::mutex> Lock(R.M);
  auto It = R.Live.find(static_cast<Stream *>(Handle));
  if (It == R.Live.end())
    fatalError("%s: %p is not a stream in flight (already waited for, or not "
               "returned by a streaming launch)",
               Caller, Handle);
  return *It;
}

/// Takes \p S out of the registry, so that no other call can find it.
void unregister(Stream *S) {
  Registry &R = registry();
  std::lock_guard<std::mutex> Lock(R.M);
  R.Live.erase(S);
  --R.Count;
}

} // namespace

bool hpvm::rt::waitIfStream(void *Handle) {
  Registry &R = registry();
  if (R.Count.load(std::memory_order_acquire) == 0)
    return false;
  {
    std::lock_guard<std::mutex> Lock(R.M);
    if (!R.Live.count(static_cast<Stream *>(Handle)))
      return false;
  }
  hpvm_rt_stream_wait(Handle);
  return true;
}

extern "C" int hpvm_rt_stream_depth(void) {
  static const int Depth = parsePositiveInt(
      "HPVM_STREAM_DEPTH", getenv("HPVM_STREAM_DEPTH"), DefaultDepth, "items");
  return Depth;
}

extern "C" void *hpvm_rt_stream_launch(const hpvm_rt_stream_graph *Graph,
                                       void *Args) {
  if (!Graph)
    fatalError("hpvm_rt_stream_launch: null graph");
  if (Graph->num_stages <= 0)
    fatalError("hpvm_rt_stream_launch: stream '%s' has no stages", Graph->name);
  if (Graph->args_bytes && !Args)
    fatalError("hpvm_rt_stream_launch: stream '%s' launched without its "
               "arguments",
               Graph->name);
  auto *S = new Stream(*Graph, Args);
  Registry &R = registry();
  std::lock_guard<std::mutex> Lock(R.M);
  R.Live.insert(S);
  ++R.Count;
  return S;
}

extern "C" void hpvm_rt_stream_push(void *Handle, void *Args) {
  Stream *S = lookup(Handle, "hpvm_rt_stream_push");
  if (!Args)
    fatalError("hpvm_rt_stream_push: stream '%s': null arguments", S->name());
  S->push(Args);
}

extern "C" void *hpvm_rt_stream_pop(void *Handle) {
  return lookup(Handle, "hpvm_rt_stream_pop")->pop();
}

extern "C" void hpvm_rt_stream_wait(void *Handle) {
  Stream *S = lookup(Handle, "hpvm_rt_stream_wait");
  unregister(S);
  S->finish();
  delete S;
}
