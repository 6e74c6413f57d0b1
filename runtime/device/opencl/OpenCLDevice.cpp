//===- OpenCLDevice.cpp - opencl nodes on an OpenCL device ----------------===//
//
// The OpenCL devices HPVM_OPENCL_DEVICE selects among all the devices of all
// the platforms the ICD loader finds (the first by default; several for
// the scheduler to share nodes among, Scheduler.h), each with a context and
// an in-order queue of its own that every thread uses. A thread's opencl
// launches go to the device the scheduler chose for the node it runs
// (OpenCLDeviceScope), device 0 outside the scheduler. Each device is a
// memory tracker location: an object a node wrote on one device reaches
// another through the host.
//
// What to copy is the memory tracker's decision, as for CUDA (CudaDevice.cpp):
// one buffer per tracked object (DeviceBuffers.h), allocated when a node
// first uses it, given to a cache when the tracker releases it. A kernel
// takes each pointer as a buffer and an offset into it.
//
// Launches are cheap, as on the CUDA GPU: a launch waits for its kernel only
// when the host reads what the kernel wrote right after (the node has
// computed outputs: one blocking read of their buffer behind the kernel,
// which the in-order queue runs once the kernel is done; on NVIDIA the
// buffer is in host memory, cl_nv_create_buffer, and mapped instead, which
// copies nothing, as CUDA's mapped pinned memory; PoCL reads faster than it
// maps and unmaps) or its time is measured (the profile,
// the measured policy, waitForOpenCLKernels). Otherwise the host goes on
// while the kernel runs, and what comes after it on the queue is ordered
// behind it: a copy home (a blocking read) reads what the kernel wrote, a
// copy in (a write) overwrites a buffer only once earlier kernels are done
// with it (a small one does not wait for that: it is copied to the
// device's staging memory and written from there, StagingRing.h; a large
// one is a blocking write), and a buffer given up while a kernel may still
// use it goes to the cache for the next object of its size, whose copies
// and kernels are again behind it; before a buffer is released the device
// waits for its kernels and staged writes. HPVM_GPU_WAIT=1 waits for every
// kernel. An error a kernel hits while nobody waits for it is reported by
// the next call that waits, with the node of the last such kernel. Each
// thread finds a kernel object without a lock, and a launch sets only the
// arguments that changed (KernelArguments.h).
//
// A translation unit's kernels come as OpenCL C source, built for the device
// on first use with -cl-fp32-correctly-rounded-divide-sqrt where the device
// has it (IEEE division and square root, as on the CPU). The binary is kept
// on disk (openclCacheFolder()), keyed by the source, the device and its
// driver, so that the next run loads it without compiling.
//
// Every OpenCL error once a node has started on the device is fatal.
//
//===----------------------------------------------------------------------===//
#include "device/opencl/OpenCLDevice.h"
#include "device/Device.h"
#include "device/opencl/KernelArguments.h"
#include "device/opencl/OpenCLLoader.h"
#include "device/opencl/StagingRing.h"
#include "memory/DeviceBuffers.h"
#include "memory/MemoryTracker.h"
#include "memory/SplitCopies.h"
#include "profile/Profile.h"
#include "support/Diagnostics.h"

#include "hpvm/hpvm_rt.h"

#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cassert>
#include <cinttypes>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iterator>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <sstream>
#include <unordered_map>
#include <unordered_set>

using namespace hpvm::rt;
using namespace hpvm::rt::opencl;

namespace {

const char *nodeName(const char *Name) { return Name ? Name : "(unnamed)"; }

/// FNV-1a, for cache file names: stable across runs and builds.
uint64_t fnv1a(const std::string &S, uint64_t H = 0xcbf29ce484222325ULL) {
  for (unsigned char C : S)
    H = (H ^ C) * 0x100000001b3ULL;
  return H;
}

bool makeFolders(const std::string &Path) {
  for (size_t Slash = 1; Slash != std::string::npos;) {
    Slash = Path.find('/', Slash + 1);
    std::string Prefix = Path.substr(0, Slash);
    if (mkdir(Prefix.c_str(), 0755) != 0 && errno != EEXIST)
      return false;
  }
  return true;
}

/// A kernel of a built program, shared by the threads that launch it.
struct KernelObject {
  cl_kernel K = nullptr;
  /// clSetKernelArg is not thread-safe on one kernel: held from the first
  /// argument to the enqueue.
  std::mutex ArgsM;
  KernelArguments Args;
};

class OpenCLDevice final : public Device {
public:
  OpenCLDevice(std::string Name, const API &A, cl_device_id Id,
               cl_context Context, cl_command_queue Queue,
               std::string BuildOptions, std::string Identity,
               clCreateBufferNVFn CreateBufferNV)
      : Device(std::move(Name)), A(A), Id(Id), Context(Context), Queue(Queue),
        BuildOptions(std::move(BuildOptions)), Identity(std::move(Identity)),
        CreateBufferNV(CreateBufferNV) {}

  /// Whether the program builds for the device (building and caching it);
  /// if not, Why says why.
  bool programUsable(const hpvm_rt_opencl_program *Program, std::string &Why);
  void launch(const char *Node, const hpvm_rt_opencl_program *Program,
              const char *Kernel, const int64_t Grid[3], const int64_t Block[3],
              int32_t NumArgs, void **Args, const uint64_t *Sizes,
              void *Outputs, uint64_t OutputBytes);

  void copyToHost(const TrackedObject &Object) override;
  void release(const TrackedObject &Object) override;
  /// Waits for the kernels launched without waiting, if any.
  void waitForKernels(const char *Node);

private:
  uintptr_t buffer(const char *Node, const Transfer &T) override;
  void copySection(const char *Node, uintptr_t Buffer, const Transfer &T,
                   size_t Offset, size_t Bytes, bool ToDevice) override;
  /// Exits with R and the operation Fmt describes, naming Node if not null,
  /// unless R is CL_SUCCESS.
  void check(cl_int R, const char *Node, const char *Fmt, ...)
      __attribute__((format(printf, 4, 5)));
  /// A buffer of at least Bytes bytes (its size in Bytes) for one kernel's
  /// computed outputs, kept for the next kernel once read back.
  cl_mem takeOutputs(const char *Node, size_t &Bytes);
  /// Copies Bytes bytes of computed outputs from Buffer to To once the
  /// kernels before are done.
  void readOutputs(cl_mem Buffer, void *To, size_t Bytes, const char *Node,
                   const char *Kernel);
  /// The program built from the cached binary or the source; null with the
  /// reason in Why when it does not build.
  cl_program build(const hpvm_rt_opencl_program *Program, std::string &Why);
  cl_program buildCached(const std::string &Path);
  void storeBinary(cl_program P, const std::string &Path);
  std::string buildLog(cl_program P);
  /// The kernel object of kernel Name of Program, found without a lock
  /// after this thread's first launch of it.
  KernelObject &kernel(const char *Node, const hpvm_rt_opencl_program *Program,
                       const char *Name);
  /// Sets argument Index of K to the Bytes bytes at Value unless it holds
  /// them already.
  void setArgument(KernelObject &K, unsigned Index, size_t Bytes,
                   const void *Value, const char *Node, const char *Kernel);
  /// Gives a buffer back to OpenCL once no kernel uses it.
  void releaseBuffer(cl_mem Buffer, const char *Node, const char *What);
  /// Copies the Bytes bytes at From to Buffer: a small copy through the
  /// staging memory without waiting, a large one with a blocking write.
  void copyIn(const char *Node, cl_mem Buffer, const void *From, size_t Bytes);
  /// The staging memory, made on first use; null where OpenCL gives none.
  char *staging();
  /// A wait that begins now covers the staged writes so far: their ticket.
  uint64_t stagedSoFar() const {
    return StagedWrites.load(std::memory_order_acquire);
  }
  /// The wait that began at ticket Ticket is over.
  void stagedDone(uint64_t Ticket);

  const API &A;
  const cl_device_id Id;
  const cl_context Context;
  const cl_command_queue Queue;
  const std::string BuildOptions;
  /// The device and its driver, for the binary cache's keys.
  const std::string Identity;
  /// Where the device has cl_nv_create_buffer (else null): outputs buffers
  /// go to host memory, so that mapping them after the kernel copies
  /// nothing, as CUDA's mapped pinned memory.
  const clCreateBufferNVFn CreateBufferNV;

  DeviceBuffers Buffers;

  std::mutex OutputsM;
  std::vector<std::pair<cl_mem, size_t>> FreeOutputs;

  std::mutex ProgramsM;
  std::unordered_map<const hpvm_rt_opencl_program *, cl_program> Programs;
  std::unordered_map<const hpvm_rt_opencl_program *, std::string> Rejected;
  std::map<std::pair<cl_program, std::string>, std::unique_ptr<KernelObject>>
      Kernels;

  /// Buffers released so far: the epoch of kernel arguments.
  std::atomic<uint64_t> Releases{0};

  /// Small copies in (StagingRing.h): page-locked host memory, mapped,
  /// that the non-blocking writes read from.
  static constexpr size_t StagingBytes = 256 << 10, SmallCopy = 16 << 10;
  std::mutex StagingM;
  cl_mem StagingBuffer = nullptr;
  char *Staging = nullptr;
  bool NoStaging = false;
  StagingRing Ring{StagingBytes};
  /// The tickets of the last staged write enqueued and of the last one a
  /// wait has seen done.
  std::atomic<uint64_t> StagedWrites{0}, StagedDone{0};
  const bool AlwaysWait = waitForEveryKernel();
};

/// A kernel of a program on a device, by the addresses of the device, the
/// program and the kernel's name (globals of the generated code).
struct KernelKey {
  const OpenCLDevice *Device;
  const hpvm_rt_opencl_program *Program;
  const char *Name;
  bool operator==(const KernelKey &O) const {
    return Device == O.Device && Program == O.Program && Name == O.Name;
  }
};
struct KernelKeyHash {
  size_t operator()(const KernelKey &K) const {
    std::hash<const void *> H;
    return (H(K.Device) * 31 + H(K.Program)) * 31 + H(K.Name);
  }
};
/// The kernel objects this thread launched.
thread_local std::unordered_map<KernelKey, KernelObject *, KernelKeyHash>
    KnownKernels;
/// The programs this thread found built (with a null Name).
thread_local std::unordered_set<KernelKey, KernelKeyHash> KnownPrograms;

void OpenCLDevice::check(cl_int R, const char *Node, const char *Fmt, ...) {
  if (R == CL_SUCCESS)
    return;
  char Operation[256];
  va_list Args;
  va_start(Args, Fmt);
  vsnprintf(Operation, sizeof(Operation), Fmt, Args);
  va_end(Args);
  profile::cancelReport();
  std::string Error = describe(R) + unwaitedNote();
  if (Node)
    fatalError("%s in %s for node '%s'", Error.c_str(), Operation, Node);
  fatalError("%s in %s", Error.c_str(), Operation);
}

uintptr_t OpenCLDevice::buffer(const char *Node, const Transfer &T) {
  cl_int R = CL_SUCCESS;
  bool New;
  auto *Buffer = reinterpret_cast<cl_mem>(Buffers.get(
      T.Id, T.Bytes, New,
      [&](size_t Bytes) {
        cl_mem Made =
            A.clCreateBuffer(Context, CL_MEM_READ_WRITE, Bytes, nullptr, &R);
        if (R != CL_MEM_OBJECT_ALLOCATION_FAILURE && R != CL_OUT_OF_RESOURCES)
          check(R, Node, "clCreateBuffer of %zu bytes", Bytes);
        return R == CL_SUCCESS ? reinterpret_cast<uint64_t>(Made) : 0;
      },
      [&](uint64_t Kept) {
        releaseBuffer(reinterpret_cast<cl_mem>(Kept), Node, "a cached buffer");
      }));
  check(R, Node, "clCreateBuffer of %zu bytes", T.Bytes);
  if (New && !T.CopyNeeded) {
    // An out section the node does not write in full comes back with
    // zeros where it wrote nothing, as from a fresh CUDA allocation, not
    // with what the device's allocator left there.
    const unsigned char Zero = 0;
    check(A.clEnqueueFillBuffer(Queue, Buffer, &Zero, 1, 0, T.Bytes, 0, nullptr,
                                nullptr),
          Node, "clEnqueueFillBuffer of %zu bytes", T.Bytes);
  }
  if (T.CopyNeeded) {
    assert(T.From == HostLocation && "a copy from another device");
    double BeginUs = profile::enabled() ? profile::nowUs() : 0;
    copyIn(Node, Buffer, T.Base, T.Bytes);
    if (profile::enabled())
      profile::recordCopy(true, T.Bytes, BeginUs, profile::nowUs());
  }
  return reinterpret_cast<uintptr_t>(Buffer);
}

void OpenCLDevice::copyIn(const char *Node, cl_mem Buffer, const void *From,
                          size_t Bytes) {
  // Timed copies (the profile) are whole copies, as on the CUDA GPU.
  if (Bytes <= SmallCopy && !profile::enabled()) {
    std::lock_guard<std::mutex> Lock(StagingM);
    if (char *Memory = staging()) {
      uint64_t Ticket = StagedWrites.load(std::memory_order_relaxed) + 1;
      Ring.doneUpTo(StagedDone.load(std::memory_order_acquire));
      std::optional<size_t> At = Ring.take(Bytes, Ticket);
      if (!At) {
        // The ring is full of writes that may still run.
        waitForKernels(Node);
        Ring.allDone();
        At = Ring.take(Bytes, Ticket);
        assert(At && "an empty ring has room");
      }
      memcpy(Memory + *At, From, Bytes);
      check(A.clEnqueueWriteBuffer(Queue, Buffer, 0, 0, Bytes, Memory + *At, 0,
                                   nullptr, nullptr),
            Node, "clEnqueueWriteBuffer of %zu bytes", Bytes);
      // Once the write is on the queue: a wait that reads the ticket
      // covers it.
      StagedWrites.store(Ticket, std::memory_order_release);
      return;
    }
  }
  uint64_t Staged = stagedSoFar();
  check(A.clEnqueueWriteBuffer(Queue, Buffer, CL_TRUE, 0, Bytes, From, 0,
                               nullptr, nullptr),
        Node, "clEnqueueWriteBuffer of %zu bytes", Bytes);
  stagedDone(Staged);
}

char *OpenCLDevice::staging() {
  if (Staging || NoStaging)
    return Staging;
  // Where OpenCL cannot map host memory for it, copies in block.
  cl_int R = CL_SUCCESS;
  StagingBuffer = A.clCreateBuffer(Context, CL_MEM_ALLOC_HOST_PTR,
                                   StagingBytes, nullptr, &R);
  if (R == CL_SUCCESS) {
    // Mapped for good: only the writes' source, never a command's buffer.
    Staging = static_cast<char *>(
        A.clEnqueueMapBuffer(Queue, StagingBuffer, CL_TRUE, CL_MAP_WRITE, 0,
                             StagingBytes, 0, nullptr, nullptr, &R));
    if (R != CL_SUCCESS)
      Staging = nullptr;
  }
  NoStaging = !Staging;
  return Staging;
}

void OpenCLDevice::stagedDone(uint64_t Ticket) {
  uint64_t Seen = StagedDone.load(std::memory_order_relaxed);
  while (Seen < Ticket && !StagedDone.compare_exchange_weak(
                              Seen, Ticket, std::memory_order_release,
                              std::memory_order_relaxed)) {
  }
}

void OpenCLDevice::copySection(const char *Node, uintptr_t Buffer,
                               const Transfer &T, size_t Offset, size_t Bytes,
                               bool ToDevice) {
  double BeginUs = profile::enabled() ? profile::nowUs() : 0;
  auto *Mem = reinterpret_cast<cl_mem>(Buffer);
  char *Host = static_cast<char *>(T.Base) + Offset;
  if (ToDevice)
    check(A.clEnqueueWriteBuffer(Queue, Mem, CL_TRUE, Offset, Bytes, Host, 0,
                                 nullptr, nullptr),
          Node, "clEnqueueWriteBuffer of a section of %zu bytes", Bytes);
  else
    check(A.clEnqueueReadBuffer(Queue, Mem, CL_TRUE, Offset, Bytes, Host, 0,
                                nullptr, nullptr),
          Node, "clEnqueueReadBuffer of a section of %zu bytes to %p", Bytes,
          Host);
  if (profile::enabled())
    profile::recordCopy(ToDevice, Bytes, BeginUs, profile::nowUs());
}

void OpenCLDevice::copyToHost(const TrackedObject &Object) {
  // As for CUDA: only a program racing with a writer asks for a copy the
  // device has not made yet, and gets what the host has.
  auto *Buffer = reinterpret_cast<cl_mem>(Buffers.find(Object.Id));
  if (!Buffer)
    return;
  double BeginUs = profile::enabled() ? profile::nowUs() : 0;
  uint64_t Staged = stagedSoFar();
  check(A.clEnqueueReadBuffer(Queue, Buffer, CL_TRUE, 0, Object.Bytes,
                              Object.Base, 0, nullptr, nullptr),
        nullptr, "clEnqueueReadBuffer of %zu bytes to %p", Object.Bytes,
        Object.Base);
  stagedDone(Staged);
  if (profile::enabled())
    profile::recordCopy(false, Object.Bytes, BeginUs, profile::nowUs());
}

void OpenCLDevice::release(const TrackedObject &Object) {
  auto *Buffer =
      reinterpret_cast<cl_mem>(Buffers.release(Object.Id, Object.Bytes));
  if (!Buffer)
    return;
  char What[64];
  snprintf(What, sizeof(What), "the copy of %p", Object.Base);
  releaseBuffer(Buffer, nullptr, What);
}

void OpenCLDevice::releaseBuffer(cl_mem Buffer, const char *Node,
                                 const char *What) {
  // OpenCL frees a released buffer only once the commands using it are
  // done; this is rare (the cache keeps most buffers), so rather than rely
  // on every driver for that, wait for the kernels as on the CUDA GPU.
  waitForKernels(Node);
  Releases.fetch_add(1);
  check(A.clReleaseMemObject(Buffer), Node, "clReleaseMemObject of %s", What);
}

void OpenCLDevice::waitForKernels(const char *Node) {
  // Staged writes still running count as kernels: their source memory is
  // reused, and a buffer they write may be released.
  uint64_t Staged = stagedSoFar();
  bool Kernels = waitingForAll();
  if (!Kernels && Staged <= StagedDone.load(std::memory_order_acquire))
    return;
  cl_int R = A.clFinish(Queue);
  if (R == CL_SUCCESS) {
    stagedDone(Staged);
    return;
  }
  if (Kernels)
    waitFailed();
  check(R, Node, "clFinish");
}

cl_mem OpenCLDevice::takeOutputs(const char *Node, size_t &Bytes) {
  {
    std::lock_guard<std::mutex> Lock(OutputsM);
    auto It = std::find_if(FreeOutputs.begin(), FreeOutputs.end(),
                           [&](const auto &F) { return F.second >= Bytes; });
    if (It != FreeOutputs.end()) {
      cl_mem Buffer = It->first;
      Bytes = It->second;
      FreeOutputs.erase(It);
      return Buffer;
    }
  }
  // Outputs are a few scalars: a buffer of at least a page serves every
  // node.
  Bytes = std::max<size_t>(Bytes, 4096);
  cl_int R = CL_SUCCESS;
  cl_mem Buffer = nullptr;
  if (CreateBufferNV)
    Buffer = CreateBufferNV(Context, CL_MEM_READ_WRITE, CL_MEM_LOCATION_HOST_NV,
                            Bytes, nullptr, &R);
  if (!Buffer || R != CL_SUCCESS)
    Buffer = A.clCreateBuffer(Context, CL_MEM_READ_WRITE, Bytes, nullptr, &R);
  check(R, Node, "clCreateBuffer of %zu bytes for the outputs", Bytes);
  return Buffer;
}

std::string OpenCLDevice::buildLog(cl_program P) {
  size_t Size = 0;
  if (A.clGetProgramBuildInfo(P, Id, CL_PROGRAM_BUILD_LOG, 0, nullptr, &Size) ||
      Size == 0)
    return "";
  std::string Log(Size, '\0');
  if (A.clGetProgramBuildInfo(P, Id, CL_PROGRAM_BUILD_LOG, Size, Log.data(),
                              nullptr))
    return "";
  while (!Log.empty() && (Log.back() == '\0' || Log.back() == '\n'))
    Log.pop_back();
  return Log;
}

cl_program OpenCLDevice::buildCached(const std::string &Path) {
  std::ifstream In(Path, std::ios::binary);
  if (!In)
    return nullptr;
  std::string Binary((std::istreambuf_iterator<char>(In)),
                     std::istreambuf_iterator<char>());
  const auto *Bytes = reinterpret_cast<const unsigned char *>(Binary.data());
  size_t Length = Binary.size();
  cl_int Status = CL_SUCCESS, R = CL_SUCCESS;
  cl_program P = A.clCreateProgramWithBinary(Context, 1, &Id, &Length, &Bytes,
                                             &Status, &R);
  if (R != CL_SUCCESS || Status != CL_SUCCESS)
    return nullptr;
  if (A.clBuildProgram(P, 1, &Id, BuildOptions.c_str(), nullptr, nullptr)) {
    A.clReleaseProgram(P);
    return nullptr;
  }
  return P;
}

void OpenCLDevice::storeBinary(cl_program P, const std::string &Path) {
  size_t Size = 0;
  if (A.clGetProgramInfo(P, CL_PROGRAM_BINARY_SIZES, sizeof(Size), &Size,
                         nullptr) ||
      Size == 0)
    return;
  std::string Binary(Size, '\0');
  unsigned char *Data = reinterpret_cast<unsigned char *>(Binary.data());
  if (A.clGetProgramInfo(P, CL_PROGRAM_BINARIES, sizeof(Data), &Data, nullptr))
    return;
  // Written aside and renamed: a concurrent run never reads half a file.
  std::string Temp = Path + "." + std::to_string(getpid());
  {
    std::ofstream Out(Temp, std::ios::binary);
    Out << Binary;
    if (!Out)
      return;
  }
  if (rename(Temp.c_str(), Path.c_str()) != 0)
    unlink(Temp.c_str());
}

cl_program OpenCLDevice::build(const hpvm_rt_opencl_program *Program,
                               std::string &Why) {
  std::string Folder = openclCacheFolder(), Path;
  if (!Folder.empty() && makeFolders(Folder)) {
    char Name[32];
    snprintf(Name, sizeof(Name), "/%016" PRIx64 ".bin",
             fnv1a(Identity + BuildOptions, Program->hash));
    Path = Folder + Name;
    if (cl_program P = buildCached(Path))
      return P;
  }
  cl_int R = CL_SUCCESS;
  const char *Source = Program->source;
  cl_program P = A.clCreateProgramWithSource(Context, 1, &Source, nullptr, &R);
  if (R != CL_SUCCESS) {
    Why = describe(R) + " in clCreateProgramWithSource";
    return nullptr;
  }
  R = A.clBuildProgram(P, 1, &Id, BuildOptions.c_str(), nullptr, nullptr);
  if (R != CL_SUCCESS) {
    Why = describe(R) + " building the OpenCL C kernels";
    std::string Log = buildLog(P);
    if (!Log.empty())
      Why += "; the OpenCL compiler says:\n" + Log;
    A.clReleaseProgram(P);
    return nullptr;
  }
  if (!Path.empty())
    storeBinary(P, Path);
  return P;
}

bool OpenCLDevice::programUsable(const hpvm_rt_opencl_program *Program,
                                 std::string &Why) {
  const KernelKey Key{this, Program, nullptr};
  if (KnownPrograms.count(Key))
    return true;
  std::lock_guard<std::mutex> Lock(ProgramsM);
  if (Programs.count(Program)) {
    KnownPrograms.insert(Key);
    return true;
  }
  if (auto It = Rejected.find(Program); It != Rejected.end()) {
    Why = It->second;
    return false;
  }
  if (cl_program P = build(Program, Why)) {
    Programs[Program] = P;
    KnownPrograms.insert(Key);
    return true;
  }
  Rejected[Program] = Why;
  return false;
}

KernelObject &OpenCLDevice::kernel(const char *Node,
                                   const hpvm_rt_opencl_program *Program,
                                   const char *Name) {
  auto [Known, New] = KnownKernels.try_emplace({this, Program, Name}, nullptr);
  if (!New)
    return *Known->second;
  std::lock_guard<std::mutex> Lock(ProgramsM);
  auto P = Programs.find(Program);
  if (P == Programs.end()) {
    std::string Why;
    cl_program Built = build(Program, Why);
    if (!Built) {
      profile::cancelReport();
      fatalError("%s for node '%s'", Why.c_str(), Node);
    }
    P = Programs.emplace(Program, Built).first;
  }
  std::unique_ptr<KernelObject> &K = Kernels[{P->second, Name}];
  if (!K) {
    cl_int R = CL_SUCCESS;
    cl_kernel Made = A.clCreateKernel(P->second, Name, &R);
    check(R, Node, "clCreateKernel of kernel '%s'", Name);
    K = std::make_unique<KernelObject>();
    K->K = Made;
  }
  Known->second = K.get();
  return *K;
}

void OpenCLDevice::setArgument(KernelObject &K, unsigned Index, size_t Bytes,
                               const void *Value, const char *Node,
                               const char *Kernel) {
  if (K.Args.changes(Index, Bytes, Value, Releases.load()))
    check(A.clSetKernelArg(K.K, Index, Bytes, Value), Node,
          "clSetKernelArg %u of kernel '%s'", Index, Kernel);
}

void OpenCLDevice::readOutputs(cl_mem Buffer, void *To, size_t Bytes,
                               const char *Node, const char *Kernel) {
  uint64_t Staged = stagedSoFar();
  if (!CreateBufferNV) {
    check(A.clEnqueueReadBuffer(Queue, Buffer, CL_TRUE, 0, Bytes, To, 0,
                                nullptr, nullptr),
          Node, "clEnqueueReadBuffer of the outputs of kernel '%s'", Kernel);
    stagedDone(Staged);
    return;
  }
  // In host memory: the map copies nothing (a read would copy it through
  // the device). Unmapped before the next kernel that writes the buffer.
  cl_int R = CL_SUCCESS;
  void *Mapped = A.clEnqueueMapBuffer(Queue, Buffer, CL_TRUE, CL_MAP_READ, 0,
                                      Bytes, 0, nullptr, nullptr, &R);
  check(R, Node, "clEnqueueMapBuffer of the outputs of kernel '%s'", Kernel);
  memcpy(To, Mapped, Bytes);
  stagedDone(Staged);
  check(A.clEnqueueUnmapMemObject(Queue, Buffer, Mapped, 0, nullptr, nullptr),
        Node, "clEnqueueUnmapMemObject of the outputs of kernel '%s'", Kernel);
}

void OpenCLDevice::launch(const char *Node,
                          const hpvm_rt_opencl_program *Program,
                          const char *Kernel, const int64_t Grid[3],
                          const int64_t Block[3], int32_t NumArgs, void **Args,
                          const uint64_t *Sizes, void *OutputsTo,
                          uint64_t OutputBytes) {
  size_t Global[3], Local[3];
  for (int I = 0; I < 3; ++I) {
    if (Grid[I] < 1 || Block[I] < 1 || Grid[I] > INT64_MAX / Block[I])
      fatalError("hpvm_rt_opencl_launch: node '%s' launches kernel '%s' on "
                 "%" PRId64 " x %" PRId64 " x %" PRId64
                 " work-groups of %" PRId64 " x %" PRId64 " x %" PRId64
                 " work-items; each must be at least 1",
                 Node, Kernel, Grid[0], Grid[1], Grid[2], Block[0], Block[1],
                 Block[2]);
    Global[I] = static_cast<size_t>(Grid[I] * Block[I]);
    Local[I] = static_cast<size_t>(Block[I]);
  }
  // The dimensions past the last with more than one work-item are left
  // out: they answer the same (id 0, size 1), and a one-dimensional range
  // is what hand-written OpenCL programs launch.
  cl_uint Dims = Global[2] > 1 ? 3 : Global[1] > 1 ? 2 : 1;
  size_t OutBufferBytes = OutputBytes;
  cl_mem OutBuffer = OutputBytes ? takeOutputs(Node, OutBufferBytes) : nullptr;
  KernelObject &K = kernel(Node, Program, Kernel);
  if (SplitCopies::Part *Part = SplitCopies::Part::current())
    Part->launching();
  bool Timed = profile::enabled();
  cl_event Done = nullptr;
  double BeginUs = Timed ? profile::nowUs() : 0;
  {
    std::lock_guard<std::mutex> Lock(K.ArgsM);
    for (int32_t I = 0; I < NumArgs; ++I)
      setArgument(K, I, Sizes[I], Args[I], Node, Kernel);
    if (OutBuffer) {
      const uint64_t Zero = 0;
      setArgument(K, NumArgs, sizeof(cl_mem), &OutBuffer, Node, Kernel);
      setArgument(K, NumArgs + 1, sizeof(Zero), &Zero, Node, Kernel);
    }
    check(A.clEnqueueNDRangeKernel(Queue, K.K, Dims, nullptr, Global, Local, 0,
                                   nullptr, Timed ? &Done : nullptr),
          Node, "clEnqueueNDRangeKernel of kernel '%s'", Kernel);
  }
  if (!OutBuffer && !Timed && !AlwaysWait) {
    launchedWithoutWaiting(Node, Kernel);
    endKernel();
    return;
  }
  // A kernel that fails while running reports it here, and so does an
  // earlier one nobody waited for: everything before the kernel on the
  // queue is done once it is.
  waitingForAll();
  if (Timed) {
    check(A.clWaitForEvents(1, &Done), Node,
          "clWaitForEvents after kernel '%s'", Kernel);
    cl_ulong Start = 0, End = 0;
    check(A.clGetEventProfilingInfo(Done, CL_PROFILING_COMMAND_START,
                                    sizeof(Start), &Start, nullptr),
          Node, "clGetEventProfilingInfo");
    check(A.clGetEventProfilingInfo(Done, CL_PROFILING_COMMAND_END, sizeof(End),
                                    &End, nullptr),
          Node, "clGetEventProfilingInfo");
    profile::recordKernel(Node, Kernel, Grid, Block, (End - Start) / 1e6f,
                          BeginUs, profile::nowUs());
    check(A.clReleaseEvent(Done), Node, "clReleaseEvent");
  }
  if (OutBuffer) {
    // Behind the kernel on the queue: no wait of its own.
    readOutputs(OutBuffer, OutputsTo, OutputBytes, Node, Kernel);
    std::lock_guard<std::mutex> Lock(OutputsM);
    FreeOutputs.emplace_back(OutBuffer, OutBufferBytes);
  } else if (!Timed) {
    check(A.clFinish(Queue), Node, "clFinish after kernel '%s'", Kernel);
  }
  endKernel();
}

/// The OpenCL devices of this process, found on first use.
struct Found {
  std::vector<OpenCLDevice *> Devices; // empty: none usable
  std::string Reason;                  // why not
  bool Required = false;               // HPVM_REQUIRE_OPENCL=1
};

std::string infoString(const API &A, cl_device_id D, cl_uint Param) {
  size_t Size = 0;
  if (A.clGetDeviceInfo(D, Param, 0, nullptr, &Size) || Size == 0)
    return "";
  std::string Info(Size, '\0');
  if (A.clGetDeviceInfo(D, Param, Size, Info.data(), nullptr))
    return "";
  Info.resize(strnlen(Info.c_str(), Size));
  return Info;
}

/// clCreateBufferNV where device D has it, else null.
clCreateBufferNVFn createBufferNV(const API &A, cl_device_id D) {
  std::string Extensions = " " + infoString(A, D, CL_DEVICE_EXTENSIONS) + " ";
  cl_platform_id Platform = nullptr;
  if (Extensions.find(" cl_nv_create_buffer ") == std::string::npos ||
      A.clGetDeviceInfo(D, CL_DEVICE_PLATFORM, sizeof(Platform), &Platform,
                        nullptr))
    return nullptr;
  return reinterpret_cast<clCreateBufferNVFn>(
      A.clGetExtensionFunctionAddressForPlatform(Platform, "clCreateBufferNV"));
}

/// Device Index of the ICD loader's list, named Name; null with the
/// reason in Why when it cannot be opened.
OpenCLDevice *openDevice(const API &A, cl_device_id Id, unsigned Index,
                         const std::string &Name, std::string &Why) {
  cl_int R = CL_SUCCESS;
  cl_context Context = A.clCreateContext(nullptr, 1, &Id, nullptr, nullptr, &R);
  if (R != CL_SUCCESS) {
    Why = "clCreateContext failed: " + describe(R);
    return nullptr;
  }
  cl_command_queue Queue = A.clCreateCommandQueue(
      Context, Id, profile::enabled() ? CL_QUEUE_PROFILING_ENABLE : 0, &R);
  if (R != CL_SUCCESS) {
    Why = "clCreateCommandQueue failed: " + describe(R);
    return nullptr;
  }
  cl_ulong FP = 0;
  A.clGetDeviceInfo(Id, CL_DEVICE_SINGLE_FP_CONFIG, sizeof(FP), &FP, nullptr);
  std::string Options = FP & CL_FP_CORRECTLY_ROUNDED_DIVIDE_SQRT
                            ? "-cl-fp32-correctly-rounded-divide-sqrt"
                            : "";
  std::string Identity = Name + "\n" + infoString(A, Id, CL_DEVICE_VERSION) +
                         "\n" + infoString(A, Id, CL_DRIVER_VERSION) + "\n";
  // Never destroyed: the tracker keeps calling it until the process ends.
  auto *Device =
      new OpenCLDevice("OpenCL " + std::to_string(Index) + ": " + Name, A, Id,
                       Context, Queue, Options, Identity,
                       createBufferNV(A, Id));
  if (profile::enabled())
    profile::recordDevice(Device->name().c_str());
  return Device;
}

/// Every device of every platform the ICD loader finds, in its order, in
/// Ids and, as "<platform>: <device>", in Names; false with the reason in
/// Why when there is none.
bool listDevices(const API &A, std::vector<cl_device_id> &Ids,
                 std::vector<std::string> &Names, std::string &Why) {
  cl_uint NumPlatforms = 0;
  cl_int R = A.clGetPlatformIDs(0, nullptr, &NumPlatforms);
  if (R == CL_PLATFORM_NOT_FOUND_KHR || (R == CL_SUCCESS && !NumPlatforms)) {
    Why = "no OpenCL platform (the ICD loader found none in "
          "/etc/OpenCL/vendors or OCL_ICD_VENDORS)";
    return false;
  }
  if (R != CL_SUCCESS) {
    Why = "clGetPlatformIDs failed: " + describe(R);
    return false;
  }
  std::vector<cl_platform_id> Platforms(NumPlatforms);
  A.clGetPlatformIDs(NumPlatforms, Platforms.data(), nullptr);
  for (cl_platform_id P : Platforms) {
    char PlatformName[256] = "";
    A.clGetPlatformInfo(P, CL_PLATFORM_NAME, sizeof(PlatformName) - 1,
                        PlatformName, nullptr);
    cl_uint Count = 0;
    if (A.clGetDeviceIDs(P, CL_DEVICE_TYPE_ALL, 0, nullptr, &Count) || !Count)
      continue;
    std::vector<cl_device_id> Listed(Count);
    A.clGetDeviceIDs(P, CL_DEVICE_TYPE_ALL, Count, Listed.data(), nullptr);
    for (cl_device_id D : Listed) {
      Ids.push_back(D);
      Names.push_back(std::string(PlatformName) + ": " +
                      infoString(A, D, CL_DEVICE_NAME));
    }
  }
  if (Ids.empty()) {
    Why = "no OpenCL device on the " + std::to_string(NumPlatforms) +
          " OpenCL platform(s)";
    return false;
  }
  return true;
}

Found findDevices() {
  // A program with opencl nodes gets its profile even when they ran on the
  // CPU.
  profile::enabled();
  Found F;
  const char *Require = getenv("HPVM_REQUIRE_OPENCL");
  F.Required = Require && strcmp(Require, "1") == 0;
  const API *A = loadOpenCL(F.Reason);
  std::vector<cl_device_id> Ids;
  std::vector<std::string> Names;
  if (!A || !listDevices(*A, Ids, Names, F.Reason))
    return F;
  std::string Error;
  std::vector<unsigned> Chosen =
      parseOpenCLDevices(getenv("HPVM_OPENCL_DEVICE"), Names, Error);
  // A device asked for but not there is a mistake to fix, not a reason to
  // run on the CPU.
  if (Chosen.empty())
    fatalError("%s", Error.c_str());
  for (unsigned Index : Chosen) {
    OpenCLDevice *D = openDevice(*A, Ids[Index], Index, Names[Index], F.Reason);
    if (!D) {
      F.Devices.clear();
      return F;
    }
    F.Devices.push_back(D);
  }
  return F;
}

const Found &found() {
  // Never destroyed, like the devices; initialised once, by whichever
  // thread comes first.
  static const Found *F = new Found(findDevices());
  return *F;
}

/// The device of found().Devices this thread's launches use.
thread_local unsigned CurrentUnit = 0;

OpenCLDevice &device(const char *Entry, const char *Node) {
  const Found &F = found();
  if (F.Devices.empty())
    fatalError("%s: node '%s' runs on an OpenCL device, but there is no "
               "usable one (%s)",
               Entry, Node, F.Reason.c_str());
  assert(CurrentUnit < F.Devices.size() && "a device the scheduler knows");
  return *F.Devices[CurrentUnit];
}

} // namespace

std::vector<unsigned>
hpvm::rt::parseOpenCLDevices(const char *Value,
                             const std::vector<std::string> &Devices,
                             std::string &Error) {
  if (!Value || !*Value)
    return {0};
  std::vector<unsigned> Chosen;
  if (strcmp(Value, "all") == 0) {
    for (unsigned I = 0; I != Devices.size() && I != MaxOpenCLDevices; ++I)
      Chosen.push_back(I);
    return Chosen;
  }
  std::string List;
  for (size_t I = 0; I != Devices.size(); ++I)
    List += "\n  " + std::to_string(I) + ": " + Devices[I];
  std::string Entries = Value, Setting = "HPVM_OPENCL_DEVICE=" + Entries;
  bool One = Entries.find(',') == std::string::npos;
  for (size_t Begin = 0; Begin <= Entries.size();) {
    size_t Comma = std::min(Entries.find(',', Begin), Entries.size());
    std::string Entry = Entries.substr(Begin, Comma - Begin);
    Begin = Comma + 1;
    std::optional<unsigned> Index;
    char *End = nullptr;
    errno = 0;
    long N = strtol(Entry.c_str(), &End, 10);
    if (!Entry.empty() && *End == '\0' && errno != ERANGE) {
      if (N < 0 || static_cast<size_t>(N) >= Devices.size()) {
        Error = (One ? Setting : Setting + ": " + Entry) +
                " is out of range; the OpenCL devices are:" + List;
        return {};
      }
      Index = static_cast<unsigned>(N);
    } else {
      // A name names the first device not listed yet: "pthread,pthread"
      // is two devices of that name.
      for (unsigned I = 0; !Index && I != Devices.size(); ++I)
        if (!Entry.empty() && Devices[I].find(Entry) != std::string::npos &&
            std::find(Chosen.begin(), Chosen.end(), I) == Chosen.end())
          Index = I;
      if (!Index) {
        Error = (One ? "HPVM_OPENCL_DEVICE='" + Entry + "'"
                     : Setting + ": '" + Entry + "'") +
                " names no OpenCL device; they are:" + List;
        return {};
      }
    }
    if (std::find(Chosen.begin(), Chosen.end(), *Index) != Chosen.end()) {
      Error = Setting + " lists device " + std::to_string(*Index) + " twice";
      return {};
    }
    if (Chosen.size() == MaxOpenCLDevices) {
      Error = Setting + " lists more than " + std::to_string(MaxOpenCLDevices) +
              " devices";
      return {};
    }
    Chosen.push_back(*Index);
  }
  return Chosen;
}

std::string hpvm::rt::openclCacheFolder() {
  if (const char *Set = getenv("HPVM_OPENCL_CACHE"))
    return strcmp(Set, "0") == 0 ? "" : Set;
  if (const char *XDG = getenv("XDG_CACHE_HOME"); XDG && *XDG)
    return std::string(XDG) + "/hpvm/opencl";
  if (const char *Home = getenv("HOME"); Home && *Home)
    return std::string(Home) + "/.cache/hpvm/opencl";
  return "";
}

std::vector<std::string> hpvm::rt::listOpenCLDevices(std::string &Why) {
  std::vector<cl_device_id> Ids;
  std::vector<std::string> Names;
  if (const API *A = loadOpenCL(Why))
    listDevices(*A, Ids, Names, Why);
  return Names;
}

unsigned hpvm::rt::openclDeviceCount() {
  return static_cast<unsigned>(found().Devices.size());
}

bool hpvm::rt::openclUsable(unsigned Unit, const char *NodeName,
                            const hpvm_rt_opencl_program *Program) {
  const Found &F = found();
  std::string Why;
  if (Unit < F.Devices.size() &&
      (!Program || F.Devices[Unit]->programUsable(Program, Why)))
    return true;
  if (Unit >= F.Devices.size())
    Why = F.Reason;
  if (Unit != 0) {
    // Nodes still run on the first device.
    static std::once_flag Warned[MaxOpenCLDevices];
    std::call_once(Warned[Unit], [&] {
      warning("%s cannot run node '%s' (%s); opencl nodes run on the other "
              "OpenCL devices",
              F.Devices[Unit]->name().c_str(), nodeName(NodeName), Why.c_str());
    });
    return false;
  }
  if (F.Required)
    fatalError("node '%s' needs an OpenCL device: %s", nodeName(NodeName),
               Why.c_str());
  static std::once_flag Warned;
  std::call_once(Warned, [&] {
    warning("no usable OpenCL device (%s); running opencl nodes on the CPU",
            Why.c_str());
  });
  return false;
}

void hpvm::rt::waitForOpenCLKernels(unsigned Unit) {
  const Found &F = found();
  if (Unit < F.Devices.size())
    F.Devices[Unit]->waitForKernels(nullptr);
}

OpenCLDeviceScope::OpenCLDeviceScope(unsigned Unit) : Saved(CurrentUnit) {
  CurrentUnit = Unit;
}

OpenCLDeviceScope::~OpenCLDeviceScope() { CurrentUnit = Saved; }

extern "C" int hpvm_rt_opencl_available(const char *NodeName,
                                        const hpvm_rt_opencl_program *Program) {
  return openclUsable(0, NodeName, Program);
}

// A null pointer stays null: the kernel gets what the CPU version would.
extern "C" void *hpvm_rt_opencl_pointer(const char *NodeName, void *HostPtr,
                                        int In, int Out, uint64_t *Offset) {
  const char *Node = nodeName(NodeName);
  OpenCLDevice &Device = device("hpvm_rt_opencl_pointer", Node);
  *Offset = 0;
  if (!HostPtr)
    return nullptr;
  Access Acc = !Out ? Access::In : In ? Access::InOut : Access::Out;
  return reinterpret_cast<void *>(Device.bufferOf(Node, HostPtr, Acc, *Offset));
}

extern "C" void hpvm_rt_opencl_launch(const char *NodeName,
                                      const hpvm_rt_opencl_program *Program,
                                      const char *Kernel, const int64_t Grid[3],
                                      const int64_t Block[3], int32_t NumArgs,
                                      void **Args, const uint64_t *Sizes,
                                      void *Outputs, uint64_t OutputBytes) {
  const char *Node = nodeName(NodeName);
  OpenCLDevice &Device = device("hpvm_rt_opencl_launch", Node);
  assert(Program && Program->source && Kernel && Grid && Block &&
         "generated code passes them all");
  Device.launch(Node, Program, Kernel, Grid, Block, NumArgs, Args, Sizes,
                Outputs, OutputBytes);
}
