//===- CudaDeviceTest.cpp - gpu nodes, with and without a GPU -------------===//
//
// Without a GPU: the transfers a sequence of gpu nodes causes (with a fake
// device), the warning printed once when there is no GPU, HPVM_REQUIRE_GPU
// and HPVM_GPU_DEVICE. With a GPU: copies, kernels and CUDA errors, on a
// hand-checked PTX kernel. The tests of one kind skip themselves, saying why,
// on a machine of the other kind.
//
// What the runtime finds about the GPU is found once per process, so every
// test of it runs in a fresh process: a death test in the "threadsafe" style,
// which runs the test binary again for just that test.
//
//===----------------------------------------------------------------------===//
#include "device/cuda/CudaDevice.h"
#include "device/cuda/CudaDriver.h"
#include "device/cuda/StagedCopies.h"
#include "memory/MemoryTracker.h"

#include "hpvm/hpvm_rt.h"

#include <gtest/gtest.h>

#include <dlfcn.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <future>
#include <iterator>
#include <string>
#include <thread>
#include <vector>

using namespace hpvm::rt;
using ::testing::ExitedWithCode;
using ::testing::internal::CaptureStderr;
using ::testing::internal::GetCapturedStderr;

namespace {

/// The PTX of `NAME(int *p, ..., int64_t n)` (\p Params parameters of 64
/// bits, p the first and n the last): every thread i < n of a 1-D grid runs
/// \p Body with %rd1 = &p[i] and %rd8 = 4 * i, registers %r4 to %r7 and
/// %rd9 to %rd11 free. \p Globals are declared before the kernel. The frame
/// is what llc-19 emits for add_one (-mcpu=sm_75 -mattr=+ptx70, like
/// hpvmcc's default); every kernel below is accepted by ptxas -arch=sm_90.
std::string perElementPTX(const std::string &Name, int Params,
                          const std::string &Globals, const std::string &Body) {
  auto Param = [&](int I) { return Name + "_param_" + std::to_string(I); };
  std::string Text = ".version 7.0\n.target sm_75\n.address_size 64\n\n" +
                     Globals + ".visible .entry " + Name + "(\n";
  for (int I = 0; I < Params; ++I)
    Text += "\t.param .u64 " + Param(I) + (I + 1 < Params ? ",\n" : "\n");
  return Text + ")\n{\n" +
         "\t.reg .pred \t%p<2>;\n"
         "\t.reg .b32 \t%r<8>;\n"
         "\t.reg .b64 \t%rd<12>;\n\n"
         "\tld.param.u64 \t%rd4, [" +
         Param(Params - 1) +
         "];\n"
         "\tmov.u32 \t%r1, %ctaid.x;\n"
         "\tmov.u32 \t%r2, %ntid.x;\n"
         "\tmov.u32 \t%r3, %tid.x;\n"
         "\tcvt.u64.u32 \t%rd5, %r3;\n"
         "\tmul.wide.u32 \t%rd6, %r1, %r2;\n"
         "\tadd.s64 \t%rd7, %rd6, %rd5;\n"
         "\tsetp.ge.u64 \t%p1, %rd7, %rd4;\n"
         "\t@%p1 bra \t$L__BB0_2;\n"
         "\tld.param.u64 \t%rd2, [" +
         Param(0) +
         "];\n"
         "\tcvta.to.global.u64 \t%rd3, %rd2;\n"
         "\tshl.b64 \t%rd8, %rd7, 2;\n"
         "\tadd.s64 \t%rd1, %rd3, %rd8;\n" +
         Body + "$L__BB0_2:\n\tret;\n}\n";
}

/// add_one(int *p, int64_t n): p[i] += \p Amount.
std::string addPTX(const std::string &Name, int Amount) {
  return perElementPTX(Name, 2, "",
                       "\tld.global.u32 \t%r4, [%rd1];\n"
                       "\tadd.s32 \t%r5, %r4, " +
                           std::to_string(Amount) +
                           ";\n"
                           "\tst.global.u32 \t[%rd1], %r5;\n");
}

const std::string AddOnePTX = addPTX("add_one", 1);
const hpvm_rt_gpu_module AddOne = {AddOnePTX.c_str(), nullptr, 0, 0};

// plus_one(int *out, const int *in, int64_t n): out[i] = in[i] + 1.
const std::string PlusOnePTX =
    perElementPTX("plus_one", 3, "",
                  "\tld.param.u64 \t%rd9, [plus_one_param_1];\n"
                  "\tcvta.to.global.u64 \t%rd10, %rd9;\n"
                  "\tadd.s64 \t%rd11, %rd10, %rd8;\n"
                  "\tld.global.u32 \t%r4, [%rd11];\n"
                  "\tadd.s32 \t%r5, %r4, 1;\n"
                  "\tst.global.u32 \t[%rd1], %r5;\n");
const hpvm_rt_gpu_module PlusOne = {PlusOnePTX.c_str(), nullptr, 0, 0};

// spin(int *p, int64_t cycles): one thread waits until the SM clock has
// advanced by `cycles`, then adds 1 to p[0]. Written by hand, accepted by
// ptxas -arch=sm_90.
constexpr const char *SpinPTX = R"(
.version 7.0
.target sm_75
.address_size 64

.visible .entry spin(
	.param .u64 spin_param_0,
	.param .u64 spin_param_1
)
{
	.reg .pred 	%p<2>;
	.reg .b32 	%r<3>;
	.reg .b64 	%rd<7>;

	ld.param.u64 	%rd1, [spin_param_0];
	ld.param.u64 	%rd2, [spin_param_1];
	cvta.to.global.u64 	%rd3, %rd1;
	mov.u64 	%rd4, %clock64;
$L__spin:
	mov.u64 	%rd5, %clock64;
	sub.s64 	%rd6, %rd5, %rd4;
	setp.lt.s64 	%p1, %rd6, %rd2;
	@%p1 bra 	$L__spin;
	ld.global.u32 	%r1, [%rd3];
	add.s32 	%r2, %r1, 1;
	st.global.u32 	[%rd3], %r2;
	ret;
}
)";
constexpr hpvm_rt_gpu_module Spin = {SpinPTX, nullptr, 0, 0};

// scale_by(int *p, const int *w, int64_t n): p[i] = p[i] * coef[0] + coef[1],
// where coef is a __constant__ global that stands for w (as hpvmcc's
// constant memory does).
const std::string ScaleByPTX =
    perElementPTX("scale_by", 3, ".visible .const .align 4 .b8 coef[8];\n\n",
                  "\tld.global.u32 \t%r4, [%rd1];\n"
                  "\tld.const.u32 \t%r5, [coef];\n"
                  "\tld.const.u32 \t%r6, [coef+4];\n"
                  "\tmad.lo.s32 \t%r7, %r4, %r5, %r6;\n"
                  "\tst.global.u32 \t[%rd1], %r7;\n");
const hpvm_rt_gpu_module ScaleBy = {ScaleByPTX.c_str(), nullptr, 0, 0};
constexpr hpvm_rt_gpu_module BadPTX = {".version 7.0\nnonsense\n", nullptr, 0,
                                       0};

/// Whether the driver shows a GPU, asked of it directly: the runtime's own
/// answer is given once per process, and some tests need it fresh.
/// Whether the machine has at least AtLeast GPUs; if not, Why says why.
bool gpuPresent(std::string &Why, int AtLeast = 1) {
  const cuda::Driver *D = cuda::loadDriver(Why);
  if (!D)
    return false;
  int Count = 0;
  if (D->cuInit(0) != cuda::CUDA_SUCCESS ||
      D->cuDeviceGetCount(&Count) != cuda::CUDA_SUCCESS || Count == 0) {
    Why = "the CUDA driver shows no GPU";
    return false;
  }
  if (Count < AtLeast) {
    Why = "the CUDA driver shows " + std::to_string(Count) + " GPU(s)";
    return false;
  }
  return true;
}

struct Transfers {
  uint64_t ToDevice = 0, ToDeviceBytes = 0, ToHost = 0, ToHostBytes = 0;
};

/// The global tracker's copies since Before.
Transfers transfersSince(const Transfers &Before) {
  Transfers Now;
  hpvm_rt_transfer_stats(&Now.ToDevice, &Now.ToDeviceBytes, &Now.ToHost,
                         &Now.ToHostBytes);
  return {Now.ToDevice - Before.ToDevice,
          Now.ToDeviceBytes - Before.ToDeviceBytes, Now.ToHost - Before.ToHost,
          Now.ToHostBytes - Before.ToHostBytes};
}

Transfers transfersNow() { return transfersSince(Transfers()); }

/// Holds no memory; counts what the tracker asks of it.
class FakeDevice : public DeviceMemory {
public:
  void copyToHost(const TrackedObject &) override { ++CopiedHome; }
  void release(const TrackedObject &) override {}
  int CopiedHome = 0;
};

//===----------------------------------------------------------------------===//
// The tracker's decisions for gpu nodes, on a fake device
//===----------------------------------------------------------------------===//

/// What a gpu node's kernel does with Addr: the tracker's decision, then the
/// kernel's end (the host waits for a kernel about to write to launch).
Transfer runOnGpu(MemoryTracker &T, const void *Addr, Location Gpu, Access A) {
  Transfer X = T.acquire(Addr, Gpu, A);
  T.endUse(X);
  return X;
}

// Graph 1 computes B from A on the GPU, graph 2 C from A and B; the program
// then reads everything back.
TEST(GPUTransfers, ConsecutiveGraphsCopyEachObjectOnce) {
  MemoryTracker T;
  FakeDevice Device;
  Location Gpu = T.addDevice(Device);
  std::vector<char> A(100), B(200), C(400);
  for (std::vector<char> *V : {&A, &B, &C})
    T.track(V->data(), V->size());

  EXPECT_TRUE(runOnGpu(T, A.data(), Gpu, Access::In).CopyNeeded);
  EXPECT_FALSE(runOnGpu(T, B.data(), Gpu, Access::Out).CopyNeeded);
  EXPECT_FALSE(runOnGpu(T, A.data(), Gpu, Access::In).CopyNeeded);
  EXPECT_FALSE(runOnGpu(T, B.data(), Gpu, Access::In).CopyNeeded);
  EXPECT_FALSE(runOnGpu(T, C.data(), Gpu, Access::Out).CopyNeeded);
  MemoryStats S = T.stats();
  EXPECT_EQ(S.ToDevice, 1u);
  EXPECT_EQ(S.ToDeviceBytes, 100u);
  EXPECT_EQ(S.ToHost, 0u);

  // A is still valid at home; B and C are copied back once each.
  for (int Round = 0; Round < 2; ++Round)
    for (std::vector<char> *V : {&A, &B, &C})
      T.request(V->data(), V->size());
  EXPECT_EQ(Device.CopiedHome, 2);
  S = T.stats();
  EXPECT_EQ(S.ToHost, 2u);
  EXPECT_EQ(S.ToHostBytes, 600u);
  EXPECT_EQ(S.ToDevice, 1u);
  EXPECT_EQ(S.Transfers, 3u);
  EXPECT_EQ(S.BytesTransferred, 700u);

  // A CPU node writing A makes the device copy stale: the next gpu node
  // copies it again.
  T.acquireOnHost(A.data(), Access::InOut);
  EXPECT_TRUE(runOnGpu(T, A.data(), Gpu, Access::In).CopyNeeded);
  EXPECT_EQ(T.stats().ToDevice, 2u);
}

TEST(GPUTransfers, InOutOnTheDeviceAgainCopiesNothing) {
  MemoryTracker T;
  FakeDevice Device;
  Location Gpu = T.addDevice(Device);
  char Data[64];
  T.track(Data, sizeof(Data));
  EXPECT_TRUE(runOnGpu(T, Data, Gpu, Access::InOut).CopyNeeded);
  for (int I = 0; I < 3; ++I)
    EXPECT_FALSE(runOnGpu(T, Data, Gpu, Access::InOut).CopyNeeded);
  EXPECT_EQ(T.stats().ToDevice, 1u);
  EXPECT_EQ(T.stats().ToHost, 0u);
}

TEST(GPUTransfers, CInterfaceReportsTheGlobalTracker) {
  static FakeDevice Device; // a device stays registered for good
  MemoryTracker &T = MemoryTracker::global();
  Location Gpu = T.addDevice(Device);
  std::vector<char> Data(48);
  Transfers Before = transfersNow();
  hpvm_rt_track_mem(Data.data(), Data.size());
  runOnGpu(T, Data.data(), Gpu, Access::In);
  runOnGpu(T, Data.data(), Gpu, Access::InOut);
  hpvm_rt_request_mem(Data.data(), Data.size());
  hpvm_rt_request_mem(Data.data(), Data.size());
  hpvm_rt_untrack_mem(Data.data());
  Transfers D = transfersSince(Before);
  EXPECT_EQ(D.ToDevice, 1u);
  EXPECT_EQ(D.ToDeviceBytes, 48u);
  EXPECT_EQ(D.ToHost, 1u);
  EXPECT_EQ(D.ToHostBytes, 48u);
  uint64_t ToHost = 0;
  hpvm_rt_transfer_stats(nullptr, nullptr, &ToHost, nullptr);
  EXPECT_EQ(ToHost, Before.ToHost + 1);
}

//===----------------------------------------------------------------------===//
// HPVM_GPU_DEVICE
//===----------------------------------------------------------------------===//

TEST(GPUDevice, DefaultsToTheFirst) {
  std::string Error;
  EXPECT_EQ(parseGPUDevice(nullptr, 2, Error), 0);
  EXPECT_EQ(parseGPUDevice("", 2, Error), 0);
  EXPECT_EQ(parseGPUDevice("1", 2, Error), 1);
  EXPECT_EQ(Error, "");
}

TEST(GPUDevice, OutOfRange) {
  std::string Error;
  EXPECT_EQ(parseGPUDevice("2", 2, Error), -1);
  EXPECT_EQ(Error, "HPVM_GPU_DEVICE=2 is out of range: the GPUs are numbered "
                   "0 to 1");
}

TEST(GPUDevice, NotANumber) {
  for (const char *Value : {"x", "1x", "-1", " ", "99999999999999999999"}) {
    std::string Error;
    EXPECT_EQ(parseGPUDevice(Value, 1, Error), -1) << Value;
    EXPECT_EQ(Error, "HPVM_GPU_DEVICE='" + std::string(Value) +
                         "' is not a GPU number (the GPUs are numbered 0 to "
                         "0)");
  }
}

TEST(GPUDevices, ListsAndAll) {
  std::string Error;
  EXPECT_EQ(parseGPUDevices("1,0", 2, Error), (std::vector<int>{1, 0}));
  EXPECT_EQ(parseGPUDevices("all", 3, Error), (std::vector<int>{0, 1, 2}));
  EXPECT_EQ(parseGPUDevices("all", 12, Error).size(), MaxGPUs);
  EXPECT_EQ(Error, "");
}

TEST(GPUDevices, Malformed) {
  std::string Error;
  EXPECT_EQ(parseGPUDevices("0,2", 2, Error), std::vector<int>());
  EXPECT_EQ(Error, "HPVM_GPU_DEVICES='0,2': '2' is not a GPU number (the "
                   "GPUs are numbered 0 to 1)");
  EXPECT_EQ(parseGPUDevices("0,", 2, Error), std::vector<int>());
  EXPECT_EQ(Error, "HPVM_GPU_DEVICES='0,': '' is not a GPU number (the GPUs "
                   "are numbered 0 to 1)");
  EXPECT_EQ(parseGPUDevices("1,1", 2, Error), std::vector<int>());
  EXPECT_EQ(Error, "HPVM_GPU_DEVICES='1,1': GPU 1 comes twice");
}

//===----------------------------------------------------------------------===//
// Which image of a module a GPU loads
//===----------------------------------------------------------------------===//

TEST(GPUModuleImage, CubinOnlyForItsExactComputeCapability) {
  static const char Cubin[] = "\x7f"
                              "ELF";
  hpvm_rt_gpu_module M = {AddOne.ptx, Cubin, sizeof(Cubin), 86};
  EXPECT_EQ(gpuModuleImage(M, 8, 6), Cubin);
  // Another minor version of the same major, older or newer, gets the PTX.
  EXPECT_EQ(gpuModuleImage(M, 8, 0), AddOne.ptx);
  EXPECT_EQ(gpuModuleImage(M, 8, 9), AddOne.ptx);
  EXPECT_EQ(gpuModuleImage(M, 9, 0), AddOne.ptx);
  EXPECT_EQ(gpuModuleImage(M, 7, 5), AddOne.ptx);
}

TEST(GPUModuleImage, PTXWhenThereIsNoCubin) {
  EXPECT_EQ(gpuModuleImage(AddOne, 7, 5), AddOne.ptx);
  // No cubin: its architecture is 0, which no GPU has.
  EXPECT_EQ(gpuModuleImage(AddOne, 0, 0), AddOne.ptx);
}

//===----------------------------------------------------------------------===//
// Without a GPU
//===----------------------------------------------------------------------===//

class NoGPU : public ::testing::Test {
protected:
  void SetUp() override {
    std::string Why;
    if (gpuPresent(Why))
      GTEST_SKIP() << "this machine has a GPU; these tests are for machines "
                      "without one";
    // "libcuda.so.1 not found", say; other reasons vary with the driver.
    Reason = Why == "libcuda.so.1 not found" ? Why : "[^\n]+";
    GTEST_FLAG_SET(death_test_style, "threadsafe");
  }

  std::string Reason;
};

TEST_F(NoGPU, WarnsOnceAndAnswersZero) {
  EXPECT_EXIT(
      {
        unsetenv("HPVM_REQUIRE_GPU");
        unsetenv("HPVM_PROFILE");
        CaptureStderr();
        int First = hpvm_rt_gpu_available("first", nullptr);
        int Second = hpvm_rt_gpu_available("second", nullptr);
        std::string Err = GetCapturedStderr();
        fputs(Err.c_str(), stderr);
        size_t Messages = 0;
        for (size_t At = Err.find("hpvm-rt:"); At != std::string::npos;
             At = Err.find("hpvm-rt:", At + 1))
          ++Messages;
        exit(First == 0 && Second == 0 && Messages == 1 ? 0 : 2);
      },
      ExitedWithCode(0),
      "^hpvm-rt: warning: no usable GPU \\(" + Reason +
          "\\); running gpu nodes on the CPU\n$");
}

TEST_F(NoGPU, RequireGPUIsFatal) {
  EXPECT_EXIT(
      {
        setenv("HPVM_REQUIRE_GPU", "1", 1);
        hpvm_rt_gpu_available("needy", nullptr);
      },
      ExitedWithCode(1),
      "^hpvm-rt: error: node 'needy' needs a GPU: " + Reason + "\n$");
}

TEST_F(NoGPU, GPUPointerIsFatal) {
  int X = 0;
  EXPECT_EXIT(hpvm_rt_gpu_pointer("lost", &X, 1, 0), ExitedWithCode(1),
              "^hpvm-rt: error: hpvm_rt_gpu_pointer: node 'lost' runs on the "
              "GPU, but there is no usable GPU \\(" +
                  Reason + "\\)\n$");
}

TEST_F(NoGPU, ProfileStillReportsTransfers) {
  EXPECT_EXIT(
      {
        setenv("HPVM_PROFILE", "1", 1);
        unsetenv("HPVM_REQUIRE_GPU");
        hpvm_rt_gpu_available("n", nullptr);
        exit(0);
      },
      ExitedWithCode(0),
      "\nhpvm-rt: profile: transfers: 0 host->device \\(0 bytes\\), "
      "0 device->host \\(0 bytes\\)\n$");
}

//===----------------------------------------------------------------------===//
// With a GPU
//===----------------------------------------------------------------------===//

class OnGPU : public ::testing::Test {
protected:
  void SetUp() override {
    std::string Why;
    if (!gpuPresent(Why))
      GTEST_SKIP() << "needs a GPU: " << Why;
    // The runtime is not asked here: the death tests set its environment
    // first.
    GTEST_FLAG_SET(death_test_style, "threadsafe");
  }
};

/// What a gpu node with the inout argument P does: add_one on N ints.
void addOne(const char *Node, int *P, int64_t N,
            const hpvm_rt_gpu_module &Module = AddOne) {
  void *Device = hpvm_rt_gpu_pointer(Node, P, /*in=*/1, /*out=*/1);
  void *Args[] = {&Device, &N};
  int64_t Grid[3] = {(N + 127) / 128, 1, 1}, Block[3] = {128, 1, 1};
  hpvm_rt_gpu_launch(Node, &Module, "add_one", Grid, Block, Args);
}

TEST_F(OnGPU, ConsecutiveLaunchesCopyOnceEachWay) {
  ASSERT_EQ(hpvm_rt_gpu_available("test", nullptr), 1);
  std::vector<int> Data(1000, 5);
  size_t Bytes = Data.size() * sizeof(int);
  hpvm_rt_track_mem(Data.data(), Bytes);
  Transfers Before = transfersNow();
  for (int I = 0; I < 3; ++I)
    addOne("add", Data.data(), Data.size());
  Transfers D = transfersSince(Before);
  EXPECT_EQ(D.ToDevice, 1u);
  EXPECT_EQ(D.ToDeviceBytes, Bytes);
  EXPECT_EQ(D.ToHost, 0u);

  hpvm_rt_request_mem(Data.data(), Bytes);
  hpvm_rt_request_mem(Data.data(), Bytes);
  D = transfersSince(Before);
  EXPECT_EQ(D.ToHost, 1u);
  EXPECT_EQ(D.ToHostBytes, Bytes);
  EXPECT_EQ(Data.front(), 8);
  EXPECT_EQ(Data.back(), 8);
  hpvm_rt_untrack_mem(Data.data());
}

// A cubin for this very GPU that the driver rejects: the PTX runs instead.
TEST_F(OnGPU, RejectedCubinFallsBackToThePTX) {
  ASSERT_EQ(hpvm_rt_gpu_available("test", nullptr), 1);
  std::string Why;
  const cuda::Driver *D = cuda::loadDriver(Why);
  int Count = 0, Major = 0, Minor = 0;
  ASSERT_EQ(D->cuDeviceGetCount(&Count), cuda::CUDA_SUCCESS);
  int Index = parseGPUDevice(getenv("HPVM_GPU_DEVICE"), Count, Why);
  ASSERT_GE(Index, 0) << Why;
  cuda::CUdevice Device;
  ASSERT_EQ(D->cuDeviceGet(&Device, Index), cuda::CUDA_SUCCESS);
  ASSERT_EQ(
      D->cuDeviceGetAttribute(
          &Major, cuda::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, Device),
      cuda::CUDA_SUCCESS);
  ASSERT_EQ(
      D->cuDeviceGetAttribute(
          &Minor, cuda::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, Device),
      cuda::CUDA_SUCCESS);
  static const char NotACubin[] = "not a cubin";
  static hpvm_rt_gpu_module Module = {AddOne.ptx, NotACubin, sizeof(NotACubin),
                                      0};
  Module.cubin_arch = Major * 10 + Minor;
  ASSERT_EQ(gpuModuleImage(Module, Major, Minor), NotACubin);
  ASSERT_EQ(hpvm_rt_gpu_available("cubin", &Module), 1);
  std::vector<int> Data(64, 1);
  hpvm_rt_track_mem(Data.data(), Data.size() * sizeof(int));
  addOne("cubin", Data.data(), Data.size(), Module);
  hpvm_rt_request_mem(Data.data(), Data.size() * sizeof(int));
  EXPECT_EQ(Data[63], 2);
  hpvm_rt_untrack_mem(Data.data());
}

TEST_F(OnGPU, InteriorPointer) {
  ASSERT_EQ(hpvm_rt_gpu_available("test", nullptr), 1);
  std::vector<int> Data(100, 0);
  hpvm_rt_track_mem(Data.data(), Data.size() * sizeof(int));
  char *Base =
      static_cast<char *>(hpvm_rt_gpu_pointer("mid", Data.data(), 1, 0));
  char *Mid = static_cast<char *>(hpvm_rt_gpu_pointer("mid", &Data[10], 1, 0));
  EXPECT_EQ(Mid - Base, 10 * static_cast<long>(sizeof(int)));
  addOne("mid", &Data[10], 10);
  hpvm_rt_request_mem(Data.data(), Data.size() * sizeof(int));
  EXPECT_EQ(Data[9], 0);
  EXPECT_EQ(Data[10], 1);
  EXPECT_EQ(Data[19], 1);
  EXPECT_EQ(Data[20], 0);
  hpvm_rt_untrack_mem(Data.data());
}

TEST_F(OnGPU, OutOnlyIsNotCopiedIn) {
  ASSERT_EQ(hpvm_rt_gpu_available("test", nullptr), 1);
  std::vector<int> Data(256, 1);
  hpvm_rt_track_mem(Data.data(), Data.size() * sizeof(int));
  Transfers Before = transfersNow();
  hpvm_rt_gpu_pointer("out", Data.data(), 0, 1);
  // As a library call writing it would: until then, the host waits for
  // the writer.
  hpvm_rt_gpu_library_calls_done("out");
  EXPECT_EQ(transfersSince(Before).ToDevice, 0u);
  // The host copy is stale now: a CPU node reading it gets the device's.
  hpvm_rt_host_pointer(Data.data(), 1, 0);
  EXPECT_EQ(transfersSince(Before).ToHost, 1u);
  hpvm_rt_untrack_mem(Data.data());
}

TEST_F(OnGPU, LibraryCallsDoneReleaseTheirObjects) {
  // Code that hands device addresses to libraries launches no kernel of
  // ours: until it says that its calls are enqueued, an untracked object's
  // device buffer stays in use; then it goes to the buffer cache, and the
  // next object of its size gets it (the first buffer given up first).
  ASSERT_EQ(hpvm_rt_gpu_available("test", nullptr), 1);
  const size_t Bytes = (size_t(1) << 20) + 3 * 4096 + 8;
  std::vector<char> A(Bytes), B(Bytes), C(Bytes);
  hpvm_rt_track_mem(A.data(), Bytes);
  void *DA = hpvm_rt_gpu_pointer("lib", A.data(), 0, 1);
  hpvm_rt_untrack_mem(A.data()); // in use: not released
  hpvm_rt_track_mem(B.data(), Bytes);
  void *DB = hpvm_rt_gpu_pointer("lib", B.data(), 0, 1);
  EXPECT_NE(DB, DA);
  hpvm_rt_gpu_library_calls_done("lib"); // A is released
  hpvm_rt_untrack_mem(B.data());         // and B now
  hpvm_rt_track_mem(C.data(), Bytes);
  EXPECT_EQ(hpvm_rt_gpu_pointer("lib", C.data(), 0, 1), DA);
  hpvm_rt_gpu_library_calls_done("lib");
  hpvm_rt_untrack_mem(C.data());
}

TEST_F(OnGPU, HostPointerCopiesBackWhenStale) {
  ASSERT_EQ(hpvm_rt_gpu_available("test", nullptr), 1);
  std::vector<int> Data(300, 0);
  hpvm_rt_track_mem(Data.data(), Data.size() * sizeof(int));
  addOne("write", Data.data(), Data.size());
  Transfers Before = transfersNow();
  hpvm_rt_host_pointer(&Data[7], 1, 0);
  hpvm_rt_host_pointer(&Data[7], 1, 0);
  EXPECT_EQ(transfersSince(Before).ToHost, 1u);
  EXPECT_EQ(Data[299], 1);
  // Written on the host: the next gpu node copies it in again.
  hpvm_rt_host_pointer(Data.data(), 1, 1);
  Data[0] = 41;
  addOne("write", Data.data(), Data.size());
  EXPECT_EQ(transfersSince(Before).ToDevice, 1u);
  hpvm_rt_request_mem(Data.data(), Data.size() * sizeof(int));
  EXPECT_EQ(Data[0], 42);
  hpvm_rt_untrack_mem(Data.data());
}

// An empty array gets no buffer and no copy: the kernel, over no elements,
// gets a null pointer.
TEST_F(OnGPU, EmptyArray) {
  ASSERT_EQ(hpvm_rt_gpu_available("test", nullptr), 1);
  std::vector<int> Data(1, 0);
  hpvm_rt_track_mem(Data.data(), 0);
  Transfers Before = transfersNow();
  void *Device = hpvm_rt_gpu_pointer("empty", Data.data(), 1, 1);
  EXPECT_EQ(Device, nullptr);
  int64_t N = 0;
  void *Args[] = {&Device, &N};
  int64_t One[3] = {1, 1, 1};
  hpvm_rt_gpu_launch("empty", &AddOne, "add_one", One, One, Args);
  hpvm_rt_request_mem(Data.data(), 0);
  Transfers D = transfersSince(Before);
  EXPECT_EQ(D.ToDevice, 0u);
  EXPECT_EQ(D.ToHost, 0u);
  EXPECT_EQ(Data[0], 0);
  hpvm_rt_untrack_mem(Data.data());
}

struct GraphArgs {
  int *Data;
  int64_t N;
};

void addOneRoot(void *Args) {
  auto *A = static_cast<GraphArgs *>(Args);
  addOne("graph", A->Data, A->N);
}

// Graphs run on launcher threads, which must make the context current.
TEST_F(OnGPU, GraphsInFlightOnLauncherThreads) {
  ASSERT_EQ(hpvm_rt_gpu_available("test", nullptr), 1);
  constexpr int Graphs = 4;
  std::vector<std::vector<int>> Data(Graphs, std::vector<int>(5000, 0));
  std::vector<GraphArgs> Args;
  for (std::vector<int> &D : Data) {
    hpvm_rt_track_mem(D.data(), D.size() * sizeof(int));
    Args.push_back({D.data(), static_cast<int64_t>(D.size())});
  }
  std::vector<void *> Handles;
  for (GraphArgs &A : Args)
    Handles.push_back(hpvm_rt_launch("gpu-graph", addOneRoot, &A));
  for (void *H : Handles)
    hpvm_rt_wait(H);
  for (std::vector<int> &D : Data) {
    hpvm_rt_request_mem(D.data(), D.size() * sizeof(int));
    EXPECT_EQ(D[4999], 1);
    hpvm_rt_untrack_mem(D.data());
  }
}

// Graphs on eight threads at once, as the code hpvmcc emits runs them: each
// tracks a shared input, its window of it (overlapping its neighbours', so
// objects are merged under kernels in flight) and its output, reads the
// window on the GPU, and brings its output home. Nothing warns, and every
// output is right: no kernel read a device copy freed or reused under it.
TEST_F(OnGPU, ConcurrentGraphsShareAnInput) {
  ASSERT_EQ(hpvm_rt_gpu_available("test", nullptr), 1);
  constexpr int Threads = 8, Rounds = 50;
  constexpr int64_t W = 4096;
  std::vector<int> In((Threads + 1) * W);
  for (size_t I = 0; I < In.size(); ++I)
    In[I] = static_cast<int>(I % 1000);
  std::vector<std::vector<int>> Out(Threads, std::vector<int>(2 * W));
  std::vector<int> Wrong(Threads, 0);
  CaptureStderr();
  std::vector<std::thread> Graphs;
  for (int K = 0; K < Threads; ++K)
    Graphs.emplace_back([&, K] {
      int *Window = In.data() + K * W, *Mine = Out[K].data();
      int64_t N = 2 * W;
      for (int R = 0; R < Rounds; ++R) {
        hpvm_rt_track_mem(In.data(), In.size() * sizeof(int));
        hpvm_rt_track_mem(Window, N * sizeof(int));
        hpvm_rt_track_mem(Mine, N * sizeof(int));
        void *Dst = hpvm_rt_gpu_pointer("window", Mine, 0, 1);
        void *Src = hpvm_rt_gpu_pointer("window", Window, 1, 0);
        void *Args[] = {&Dst, &Src, &N};
        int64_t Grid[3] = {(N + 127) / 128, 1, 1}, Block[3] = {128, 1, 1};
        hpvm_rt_gpu_launch("window", &PlusOne, "plus_one", Grid, Block, Args);
        hpvm_rt_request_mem(Mine, N * sizeof(int));
        for (int64_t I = 0; I < N; ++I)
          Wrong[K] += Mine[I] != Window[I] + 1;
        std::fill(Out[K].begin(), Out[K].end(), 0);
        hpvm_rt_untrack_mem(Window);
        hpvm_rt_untrack_mem(Mine);
        hpvm_rt_untrack_mem(In.data());
      }
    });
  for (std::thread &G : Graphs)
    G.join();
  EXPECT_EQ(GetCapturedStderr(), "");
  for (int K = 0; K < Threads; ++K)
    EXPECT_EQ(Wrong[K], 0) << "thread " << K;
}

// Two views of one array, q = p + 1: one object with one device copy, and
// the element only p covers keeps its value.
TEST_F(OnGPU, AliasingViews) {
  ASSERT_EQ(hpvm_rt_gpu_available("test", nullptr), 1);
  std::vector<int> Data(101, 5);
  int *P = Data.data(), *Q = P + 1;
  CaptureStderr();
  hpvm_rt_track_mem(P, 100 * sizeof(int));
  hpvm_rt_track_mem(Q, 100 * sizeof(int));
  addOne("views", Q, 100);
  hpvm_rt_request_mem(Q, 100 * sizeof(int));
  hpvm_rt_untrack_mem(P);
  hpvm_rt_untrack_mem(Q);
  EXPECT_EQ(GetCapturedStderr(), "");
  EXPECT_EQ(Data[0], 5);
  EXPECT_EQ(Data[1], 6);
  EXPECT_EQ(Data[100], 6);
}

TEST_F(OnGPU, UntrackedPointerIsFatal) {
  int X = 0;
  EXPECT_EXIT(hpvm_rt_gpu_pointer("stray", &X, 1, 0), ExitedWithCode(1),
              "^hpvm-rt: error: node 'stray' passes 0x[0-9a-f]+ to GPU 0: "
              ".*, but it is in no tracked object");
}

TEST_F(OnGPU, OutOfMemoryIsFatal) {
  // Never touched: out-only, so nothing is copied.
  static char Small[1];
  EXPECT_EXIT(
      {
        hpvm_rt_track_mem(Small, size_t(1) << 50);
        hpvm_rt_gpu_pointer("huge", Small, 0, 1);
      },
      ExitedWithCode(1),
      "^hpvm-rt: error: CUDA_ERROR_OUT_OF_MEMORY \\([^\n]*\\) in cuMemAlloc "
      "of 1125899906842624 bytes for node 'huge'\n$");
}

TEST_F(OnGPU, BadPTXIsFatal) {
  int64_t One[3] = {1, 1, 1};
  EXPECT_EXIT(hpvm_rt_gpu_launch("bad", &BadPTX, "k", One, One, nullptr),
              ExitedWithCode(1),
              "^hpvm-rt: error: CUDA_ERROR_[A-Z_]+ \\([^\n]*\\) in "
              "cuModuleLoadData for node 'bad'");
}

TEST_F(OnGPU, RejectedPTXFallsBackToTheCPU) {
  EXPECT_EXIT(
      {
        int Answer = hpvm_rt_gpu_available("rejected", &BadPTX);
        std::exit(Answer == 0 ? 0 : 2);
      },
      ExitedWithCode(0),
      // The JIT's log, inside the reason, may span several lines.
      "^hpvm-rt: warning: no usable GPU \\(CUDA_ERROR_[A-Z_]+ ");
}

TEST_F(OnGPU, UnknownKernelIsFatal) {
  int64_t One[3] = {1, 1, 1};
  EXPECT_EXIT(hpvm_rt_gpu_launch("k", &AddOne, "nope", One, One, nullptr),
              ExitedWithCode(1),
              "^hpvm-rt: error: CUDA_ERROR_NOT_FOUND \\([^\n]*\\) in "
              "cuModuleGetFunction of kernel 'nope' for node 'k'\n$");
}

TEST_F(OnGPU, GridTooLargeIsFatal) {
  int64_t Grid[3] = {int64_t(1) << 33, 1, 1}, Block[3] = {128, 1, 1};
  EXPECT_EXIT(
      hpvm_rt_gpu_launch("wide", &AddOne, "add_one", Grid, Block, nullptr),
      ExitedWithCode(1),
      "^hpvm-rt: error: hpvm_rt_gpu_launch: node 'wide' launches "
      "kernel 'add_one' on a grid of 8589934592 x 1 x 1 blocks");
}

TEST_F(OnGPU, DeviceOutOfRangeIsFatal) {
  EXPECT_EXIT(
      {
        setenv("HPVM_GPU_DEVICE", "4096", 1);
        hpvm_rt_gpu_available("n", nullptr);
      },
      ExitedWithCode(1),
      "^hpvm-rt: error: HPVM_GPU_DEVICE=4096 is out of range: the GPUs are "
      "numbered 0 to [0-9]+\n$");
}

TEST_F(OnGPU, ProfileCountsKernelsAndTransfers) {
  EXPECT_EXIT(
      {
        setenv("HPVM_PROFILE", "1", 1);
        std::vector<int> Data(1000, 0);
        hpvm_rt_track_mem(Data.data(), Data.size() * sizeof(int));
        addOne("prof", Data.data(), Data.size());
        addOne("prof", Data.data(), Data.size());
        hpvm_rt_request_mem(Data.data(), Data.size() * sizeof(int));
        exit(Data[999] == 2 ? 0 : 2);
      },
      ExitedWithCode(0),
      "^hpvm-rt: profile: GPU [0-9]+: [^\n]+\n"
      "hpvm-rt: profile: node 'prof': 2 launches, [0-9.]+ ms in kernels, "
      "grid 8 x 1 x 1 blocks of 128 x 1 x 1 threads\n"
      "hpvm-rt: profile: transfers: 1 host->device \\(4000 bytes\\), "
      "1 device->host \\(4000 bytes\\)\n$");
}

TEST_F(OnGPU, TraceHasKernelsAndCopies) {
  // Named after the test binary: the sanitizer builds run the same test at
  // once, and a death test's child runs this line again.
  std::string Path = ::testing::TempDir() + "hpvm-gpu-trace." +
                     program_invocation_short_name + ".json";
  std::remove(Path.c_str());
  EXPECT_EXIT(
      {
        setenv("HPVM_TRACE", Path.c_str(), 1);
        unsetenv("HPVM_PROFILE");
        std::vector<int> Data(1000, 0);
        hpvm_rt_track_mem(Data.data(), Data.size() * sizeof(int));
        addOne("traced", Data.data(), Data.size());
        hpvm_rt_request_mem(Data.data(), Data.size() * sizeof(int));
        exit(Data[999] == 1 ? 0 : 2);
      },
      ExitedWithCode(0), "");
  std::ifstream In(Path);
  std::string Trace((std::istreambuf_iterator<char>(In)),
                    std::istreambuf_iterator<char>());
  EXPECT_NE(Trace.find("\"name\": \"traced\", \"cat\": \"kernel\", "
                       "\"pid\": 2, \"tid\": 1"),
            std::string::npos)
      << Trace;
  EXPECT_NE(Trace.find("\"kernel\": \"add_one\""), std::string::npos) << Trace;
  EXPECT_NE(Trace.find("\"grid\": [8, 1, 1], \"block\": [128, 1, 1]"),
            std::string::npos)
      << Trace;
  EXPECT_NE(Trace.find("\"name\": \"host->device\", \"cat\": \"copy\", "
                       "\"pid\": 2, \"tid\": 2"),
            std::string::npos)
      << Trace;
  EXPECT_NE(Trace.find("\"name\": \"device->host\", \"cat\": \"copy\""),
            std::string::npos)
      << Trace;
  EXPECT_NE(Trace.find("\"bytes\": 4000"), std::string::npos) << Trace;
  std::remove(Path.c_str());
}

//===----------------------------------------------------------------------===//
// When a launch waits for its kernel
//===----------------------------------------------------------------------===//

using Seconds = std::chrono::duration<double>;

/// Runs spin on *X for Cycles SM cycles (2e8: at least 0.1 s at 2 GHz);
/// with Outputs, as a node with computed outputs does. Returns how long
/// hpvm_rt_gpu_launch took.
double spinOnce(int *X, int64_t Cycles, bool Outputs = false) {
  void *Device = hpvm_rt_gpu_pointer("spin", X, 1, 1);
  void *Args[] = {&Device, &Cycles};
  int64_t One[3] = {1, 1, 1};
  if (Outputs)
    hpvm_rt_gpu_outputs("spin", 8);
  auto Begin = std::chrono::steady_clock::now();
  hpvm_rt_gpu_launch("spin", &Spin, "spin", One, One, Args);
  return Seconds(std::chrono::steady_clock::now() - Begin).count();
}

/// In a fresh process with HPVM_GPU_WAIT set to Wait: a warm-up launch (the
/// module is loaded), then the spinning one; exits 0 when the latter's
/// launch returned before the kernel ended (ReturnsEarly) or after it, and
/// bringing X home waited for the kernel's write.
[[noreturn]] void checkSpinLaunch(const char *Wait, bool Outputs,
                                  bool ReturnsEarly) {
  setenv("HPVM_GPU_WAIT", Wait, 1);
  unsetenv("HPVM_PROFILE");
  unsetenv("HPVM_TRACE");
  int X = 0;
  hpvm_rt_track_mem(&X, sizeof(X));
  spinOnce(&X, 0);
  auto Begin = std::chrono::steady_clock::now();
  double Launch = spinOnce(&X, 200000000, Outputs);
  hpvm_rt_request_mem(&X, sizeof(X));
  double Total = Seconds(std::chrono::steady_clock::now() - Begin).count();
  bool Early = Launch < 0.02;
  bool Ok = X == 2 && Total >= 0.05 && Early == ReturnsEarly &&
            (ReturnsEarly || Launch >= 0.05);
  if (!Ok)
    fprintf(stderr, "X = %d, launch %.4f s, launch + copy home %.4f s\n", X,
            Launch, Total);
  exit(Ok ? 0 : 2);
}

// A kernel whose results stay on the device is not waited for: the host goes
// on, and the copy home is ordered after the kernel.
TEST_F(OnGPU, LaunchWithoutOutputsDoesNotWait) {
  EXPECT_EXIT(checkSpinLaunch("0", false, true), ExitedWithCode(0), "");
}

// Computed outputs are read from pinned memory right after the launch.
TEST_F(OnGPU, LaunchWithOutputsWaits) {
  EXPECT_EXIT(checkSpinLaunch("0", true, false), ExitedWithCode(0), "");
}

TEST_F(OnGPU, GPUWaitWaitsForEveryKernel) {
  EXPECT_EXIT(checkSpinLaunch("1", false, false), ExitedWithCode(0), "");
}

/// In a fresh process under HPVM_PROFILE=1: a warm-up launch, then the
/// spinning one, which returns before its kernel ends; X comes home (or,
/// with CopyHome false, the program ends with the kernel still running).
/// Exits 0 when the launch returned early; the profile then reports.
[[noreturn]] void checkProfiledSpin(bool CopyHome) {
  setenv("HPVM_PROFILE", "1", 1);
  unsetenv("HPVM_GPU_WAIT");
  unsetenv("HPVM_TRACE");
  int X = 0;
  hpvm_rt_track_mem(&X, sizeof(X));
  spinOnce(&X, 0);
  double Launch = spinOnce(&X, 200000000);
  if (CopyHome)
    hpvm_rt_request_mem(&X, sizeof(X));
  bool Ok = Launch < 0.02 && (!CopyHome || X == 2);
  if (!Ok)
    fprintf(stderr, "X = %d, launch %.4f s\n", X, Launch);
  exit(Ok ? 0 : 2);
}

// The profile times kernels by events that the host reads later: a timed
// launch waits no more than an untimed one, and both kernels are in the
// profile, the spinning one with its tens of milliseconds.
TEST_F(OnGPU, ProfileTimesKernelsWithoutWaiting) {
  EXPECT_EXIT(checkProfiledSpin(true), ExitedWithCode(0),
              "node 'spin': 2 launches, [1-9][0-9]+\\.[0-9]+ ms in kernels");
}

// Kernels still running at exit are waited for and timed before the
// profile is reported.
TEST_F(OnGPU, ProfileTimesKernelsPendingAtExit) {
  EXPECT_EXIT(checkProfiledSpin(false), ExitedWithCode(0),
              "node 'spin': 2 launches, [1-9][0-9]+\\.[0-9]+ ms in kernels");
}

// Functions are cached by module and kernel name address: the same name
// (one string) in two modules is two kernels.
TEST_F(OnGPU, SameKernelNameInTwoModules) {
  ASSERT_EQ(hpvm_rt_gpu_available("test", nullptr), 1);
  static const std::string AddTwoPTX = addPTX("add_one", 2);
  static const hpvm_rt_gpu_module AddTwo = {AddTwoPTX.c_str(), nullptr, 0, 0};
  std::vector<int> Data(300, 0);
  hpvm_rt_track_mem(Data.data(), Data.size() * sizeof(int));
  addOne("one", Data.data(), Data.size());
  addOne("two", Data.data(), Data.size(), AddTwo);
  addOne("one", Data.data(), Data.size());
  hpvm_rt_request_mem(Data.data(), Data.size() * sizeof(int));
  EXPECT_EQ(Data[0], 4);
  EXPECT_EQ(Data[299], 4);
  hpvm_rt_untrack_mem(Data.data());
}

//===----------------------------------------------------------------------===//
// HPVM_GPU_PIN
//===----------------------------------------------------------------------===//

/// Whether the driver has P's page locked (registered), asked of it directly.
bool registered(void *P) {
  using GetFlags = cuda::CUresult (*)(unsigned *, void *);
  static void *Library = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
  static auto *Fn =
      reinterpret_cast<GetFlags>(dlsym(Library, "cuMemHostGetFlags"));
  unsigned Flags = 0;
  return Fn && Fn(&Flags, P) == cuda::CUDA_SUCCESS;
}

/// In a fresh process with HPVM_GPU_PIN set to Pin: whether an object of
/// 4 MiB is locked while the GPU has a copy (and not after), and one of 4000
/// bytes never is; exits 0 when the big one is locked exactly as Locked says.
[[noreturn]] void checkPinning(const char *Pin, bool Locked) {
  setenv("HPVM_GPU_PIN", Pin, 1);
  std::vector<int> Big(1 << 20, 1), Small(1000, 1);
  hpvm_rt_track_mem(Big.data(), Big.size() * sizeof(int));
  hpvm_rt_track_mem(Small.data(), Small.size() * sizeof(int));
  addOne("big", Big.data(), Big.size());
  addOne("small", Small.data(), Small.size());
  bool During = registered(Big.data()), SmallDuring = registered(Small.data());
  hpvm_rt_request_mem(Big.data(), Big.size() * sizeof(int));
  hpvm_rt_request_mem(Small.data(), Small.size() * sizeof(int));
  hpvm_rt_untrack_mem(Big.data());
  hpvm_rt_untrack_mem(Small.data());
  bool After = registered(Big.data());
  bool Ok = During == Locked && !SmallDuring && !After && Big.back() == 2 &&
            Small.back() == 2;
  if (!Ok)
    fprintf(stderr, "big locked %d, small %d, after untrack %d; %d %d\n",
            During, SmallDuring, After, Big.back(), Small.back());
  exit(Ok ? 0 : 2);
}

TEST_F(OnGPU, PinLocksBigObjectsWhileOnTheDevice) {
  EXPECT_EXIT(checkPinning("1", true), ExitedWithCode(0), "");
}

TEST_F(OnGPU, NoPinningByDefault) {
  EXPECT_EXIT(checkPinning("0", false), ExitedWithCode(0), "");
}

//===----------------------------------------------------------------------===//
// HPVM_GPU_STAGING
//===----------------------------------------------------------------------===//

/// In a fresh process with HPVM_GPU_STAGING=1 and HPVM_GPU_PIN set to Pin:
/// an object of two and a half staging buffers (staged unless pinned) and
/// one of 4000 bytes (never staged) go through add_one twice, the second
/// time after the host changed them; exits 0 when every element is right.
[[noreturn]] void checkStaging(const char *Pin) {
  setenv("HPVM_GPU_STAGING", "1", 1);
  setenv("HPVM_GPU_PIN", Pin, 1);
  std::vector<int> Big(cuda::StagedCopies::ChunkBytes * 5 / 2 / sizeof(int) +
                       3),
      Small(1000);
  for (std::vector<int> *V : {&Big, &Small}) {
    for (size_t I = 0; I < V->size(); ++I)
      (*V)[I] = static_cast<int>(I);
    hpvm_rt_track_mem(V->data(), V->size() * sizeof(int));
  }
  bool Ok = true;
  for (int Round = 1; Round <= 2; ++Round)
    for (std::vector<int> *V : {&Big, &Small}) {
      addOne("staged", V->data(), V->size());
      hpvm_rt_request_mem(V->data(), V->size() * sizeof(int));
      for (size_t I = 0; I < V->size(); ++I)
        Ok &= (*V)[I] == static_cast<int>(I) + 1 + 10 * (Round - 1);
      // Written on the host: the next launch copies it in again.
      hpvm_rt_host_pointer(V->data(), 1, 1);
      for (size_t I = 0; I < V->size(); ++I)
        (*V)[I] = static_cast<int>(I) + 10;
    }
  hpvm_rt_untrack_mem(Big.data());
  hpvm_rt_untrack_mem(Small.data());
  if (!Ok)
    fprintf(stderr, "wrong data after a staged round trip\n");
  exit(Ok ? 0 : 2);
}

TEST_F(OnGPU, StagingCopiesBigObjects) {
  EXPECT_EXIT(checkStaging("0"), ExitedWithCode(0), "");
}

TEST_F(OnGPU, StagingLeavesPinnedObjectsToTheDriver) {
  EXPECT_EXIT(checkStaging("1"), ExitedWithCode(0), "");
}

//===----------------------------------------------------------------------===//
// Constant memory
//===----------------------------------------------------------------------===//

/// scale_by on P's N ints with W (WCount ints, tracked as one object) in
/// its constant global.
void scaleBy(int *P, int64_t N, int *W, size_t WCount) {
  hpvm_rt_track_mem(W, WCount * sizeof(int));
  void *DevP = hpvm_rt_gpu_pointer("scale", P, 1, 1);
  void *DevW = hpvm_rt_gpu_pointer("scale", W, 1, 0);
  void *Args[] = {&DevP, &DevW, &N};
  int64_t Grid[3] = {(N + 127) / 128, 1, 1}, Block[3] = {128, 1, 1};
  const hpvm_rt_gpu_constant Coef = {"coef", 8, 1};
  void *Hosts[] = {W};
  hpvm_rt_gpu_launch_constants("scale", &ScaleBy, "scale_by", Grid, Block,
                               Args, &Coef, 1, Hosts);
  hpvm_rt_untrack_mem(W);
}

// The global gets the parameter's data, and no more of it than its tracked
// object holds: a one-int array leaves coef[1] as the last launch set it.
TEST_F(OnGPU, ConstantParameter) {
  ASSERT_EQ(hpvm_rt_gpu_available("test", nullptr), 1);
  std::vector<int> Data(1000, 2);
  hpvm_rt_track_mem(Data.data(), Data.size() * sizeof(int));
  int Two[2] = {3, 5};
  scaleBy(Data.data(), Data.size(), Two, 2);
  int One[1] = {4};
  scaleBy(Data.data(), Data.size(), One, 1);
  hpvm_rt_request_mem(Data.data(), Data.size() * sizeof(int));
  EXPECT_EQ(Data.front(), (2 * 3 + 5) * 4 + 5);
  EXPECT_EQ(Data.back(), (2 * 3 + 5) * 4 + 5);
  hpvm_rt_untrack_mem(Data.data());
}

//===----------------------------------------------------------------------===//
// GPU stages of a stream: lanes (gpuBeginItem)
//===----------------------------------------------------------------------===//

// A stage thread's next item copies in on its own lane while the kernel of
// the item before still runs (on the null stream the copy waited for it),
// and both items' results are right once finished.
TEST_F(OnGPU, StageCopiesTheNextItemInWhileAKernelRuns) {
  ASSERT_EQ(hpvm_rt_gpu_available("test", nullptr), 1);
  int X = 0;
  std::vector<int> Y(1 << 20, 3);
  int64_t N = Y.size();
  hpvm_rt_track_mem(&X, sizeof(X));
  hpvm_rt_track_mem(Y.data(), N * sizeof(int));
  // Items First (spinning Cycles on X) and First + 1 (adding 1 to Y, which
  // it copies in) on a stage thread; how long Y's copy in took.
  auto TwoItems = [&](uint64_t First, int64_t Cycles) {
    double CopyIn = 0;
    std::thread Stage([&] {
      gpuBeginItem(First);
      spinOnce(&X, Cycles);
      EXPECT_TRUE(gpuEndItem());
      gpuBeginItem(First + 1);
      auto Begin = std::chrono::steady_clock::now();
      void *Device = hpvm_rt_gpu_pointer("next", Y.data(), 1, 1);
      CopyIn = Seconds(std::chrono::steady_clock::now() - Begin).count();
      void *Args[] = {&Device, &N};
      int64_t Grid[3] = {(N + 127) / 128, 1, 1}, Block[3] = {128, 1, 1};
      hpvm_rt_gpu_launch("next", &AddOne, "add_one", Grid, Block, Args);
      EXPECT_TRUE(gpuEndItem());
      gpuFinishItem(First);
      gpuFinishItem(First + 1);
    });
    Stage.join();
    return CopyIn;
  };
  // Loads the modules and makes the lanes and their staging memory.
  TwoItems(0, 0);
  // The host writes Y: the next item copies it in again.
  hpvm_rt_host_pointer(Y.data(), 1, 1);
  double CopyIn = TwoItems(3, 200000000);
  EXPECT_LT(CopyIn, 0.02) << "item 4's copy in waited for item 3's kernel";
  hpvm_rt_request_mem(&X, sizeof(X));
  hpvm_rt_request_mem(Y.data(), N * sizeof(int));
  EXPECT_EQ(X, 2);
  EXPECT_EQ(Y.front(), 5);
  EXPECT_EQ(Y.back(), 5);
  hpvm_rt_untrack_mem(&X);
  hpvm_rt_untrack_mem(Y.data());
}

/// What a gpu node with arguments out Dst and in Src does: plus_one on N
/// ints.
void plusOne(const char *Node, int *Dst, int *Src, int64_t N) {
  void *DstOnGPU = hpvm_rt_gpu_pointer(Node, Dst, 0, 1);
  void *SrcOnGPU = hpvm_rt_gpu_pointer(Node, Src, 1, 0);
  void *Args[] = {&DstOnGPU, &SrcOnGPU, &N};
  int64_t Grid[3] = {(N + 127) / 128, 1, 1}, Block[3] = {128, 1, 1};
  hpvm_rt_gpu_launch(Node, &PlusOne, "plus_one", Grid, Block, Args);
}

/// Runs Issue as an item on a stage thread, then Check on this thread
/// while the item's GPU work may still run, then finishes the item.
template <typename IssueT, typename CheckT>
void whileAnItemRuns(IssueT Issue, CheckT Check) {
  std::promise<void> Issued, Checked;
  std::thread Stage([&] {
    gpuBeginItem(0);
    Issue();
    EXPECT_TRUE(gpuEndItem());
    Issued.set_value();
    Checked.get_future().wait();
    gpuFinishItem(0);
  });
  Issued.get_future().wait();
  Check();
  Checked.set_value();
  Stage.join();
}

// An object that items share: copying it home waits for a lane's kernel
// that writes it, which the null stream's copy does not wait for.
TEST_F(OnGPU, CopyHomeWaitsForALaneKernelThatWritesIt) {
  ASSERT_EQ(hpvm_rt_gpu_available("test", nullptr), 1);
  int X = 0;
  hpvm_rt_track_mem(&X, sizeof(X));
  spinOnce(&X, 0); // loads the module
  hpvm_rt_request_mem(&X, sizeof(X));
  ASSERT_EQ(X, 1);
  whileAnItemRuns([&] { spinOnce(&X, 200000000); },
                  [&] {
                    hpvm_rt_request_mem(&X, sizeof(X));
                    EXPECT_EQ(X, 2);
                  });
  hpvm_rt_untrack_mem(&X);
}

// An input the items share, copied in by one item's lane behind a long
// kernel: another item's lane that reads it waits for that copy.
TEST_F(OnGPU, ALaneWaitsForAnotherLanesCopyIn) {
  ASSERT_EQ(hpvm_rt_gpu_available("test", nullptr), 1);
  int X = 0;
  int64_t N = 1 << 16;
  std::vector<int> Shared(N), First(N, 0), Second(N, 0);
  for (int64_t I = 0; I < N; ++I)
    Shared[I] = int(I % 1000);
  hpvm_rt_track_mem(&X, sizeof(X));
  for (std::vector<int> *V : {&Shared, &First, &Second})
    hpvm_rt_track_mem(V->data(), N * sizeof(int));
  spinOnce(&X, 0); // loads the modules
  plusOne("warm", First.data(), First.data(), 1);
  whileAnItemRuns(
      [&] {
        spinOnce(&X, 200000000);
        plusOne("first", First.data(), Shared.data(), N);
      },
      [&] {
        std::thread Stage([&] {
          gpuBeginItem(1);
          plusOne("second", Second.data(), Shared.data(), N);
          EXPECT_TRUE(gpuEndItem());
          gpuFinishItem(1);
        });
        Stage.join();
      });
  int64_t Wrong = 0;
  for (std::vector<int> *V : {&First, &Second}) {
    hpvm_rt_request_mem(V->data(), N * sizeof(int));
    for (int64_t I = 0; I < N; ++I)
      Wrong += (*V)[I] != Shared[I] + 1;
  }
  EXPECT_EQ(Wrong, 0);
  hpvm_rt_untrack_mem(&X);
  for (std::vector<int> *V : {&Shared, &First, &Second})
    hpvm_rt_untrack_mem(V->data());
}

// HPVM_GPU_LANES=0: an item's GPU work goes on the null stream, and the
// stage has nothing to wait for when it hands the item on.
TEST_F(OnGPU, NoLanesRunsItemsOnTheNullStream) {
  EXPECT_EXIT(
      {
        setenv("HPVM_GPU_LANES", "0", 1);
        int X = 0;
        hpvm_rt_track_mem(&X, sizeof(X));
        gpuBeginItem(0);
        spinOnce(&X, 1000);
        bool Pending = gpuEndItem();
        hpvm_rt_request_mem(&X, sizeof(X));
        exit(!Pending && X == 1 ? 0 : 2);
      },
      ExitedWithCode(0), "");
}

/// A two-stage stream, described by hand as hpvmcc does: stage "gpu" runs
/// Mid = In + 1 and then spins on Mid[0] (+1) on the GPU, stage "cpu" reads
/// Mid on the host, Out = 2 * Mid.
struct GPUStageFrame {
  int *In, *Mid, *Out;
  int64_t N, Cycles;
};

void gpuStageBegin(void *F, const void *, const void *Push) {
  *static_cast<GPUStageFrame *>(F) = *static_cast<const GPUStageFrame *>(Push);
}

void gpuStageRun(void *F, int32_t Stage) {
  auto &Fr = *static_cast<GPUStageFrame *>(F);
  if (Stage == 0) {
    plusOne("plus", Fr.Mid, Fr.In, Fr.N);
    spinOnce(Fr.Mid, Fr.Cycles);
    return;
  }
  hpvm_rt_host_pointer(Fr.Mid, 1, 0);
  hpvm_rt_host_pointer(Fr.Out, 0, 1);
  for (int64_t I = 0; I < Fr.N; ++I)
    Fr.Out[I] = 2 * Fr.Mid[I];
}

void gpuStageEnd(const void *, void *) {}

const char *const GPUStageNames[] = {"gpu", "cpu"};
const hpvm_rt_stream_graph GPUStagePipeline = {
    "gpu-pipeline", GPUStageNames, 2,           0, sizeof(GPUStageFrame), 0,
    gpuStageBegin,  gpuStageRun,   gpuStageEnd};

/// GPUStagePipeline with a second gpu stage in the middle, which adds 1 to
/// Mid[0] on the GPU (its items copy nothing in).
void threeStageRun(void *F, int32_t Stage) {
  if (Stage == 1) {
    spinOnce(static_cast<GPUStageFrame *>(F)->Mid, 0);
    return;
  }
  gpuStageRun(F, Stage == 0 ? 0 : 1);
}

const char *const ThreeStageNames[] = {"gpu", "gpu2", "cpu"};
const hpvm_rt_stream_graph ThreeStagePipeline = {
    "gpu-pipeline-3", ThreeStageNames, 3,          0, sizeof(GPUStageFrame), 0,
    gpuStageBegin,    threeStageRun,   gpuStageEnd};

/// Pushes Items items of N ints through Graph (GPUStagePipeline, or
/// ThreeStagePipeline with GPUStages 2), each spinning Cycles on the GPU;
/// the seconds from launch to wait. Wrong counts the wrong results. With
/// FirstAlone, the first item spins for no time and is popped before the
/// others are pushed.
double runGPUStages(int Items, int64_t N, int64_t Cycles, int &Wrong,
                    const hpvm_rt_stream_graph &Graph = GPUStagePipeline,
                    int GPUStages = 1, bool FirstAlone = false) {
  std::vector<std::vector<int>> In(Items), Mid(Items), Out(Items);
  std::vector<GPUStageFrame> Frames(Items);
  for (int F = 0; F < Items; ++F) {
    In[F].assign(N, F);
    Mid[F].assign(N, -1);
    Out[F].assign(N, -1);
    Frames[F] = {In[F].data(), Mid[F].data(), Out[F].data(), N,
                 FirstAlone && F == 0 ? 0 : Cycles};
    for (std::vector<int> *V : {&In[F], &Mid[F], &Out[F]})
      hpvm_rt_track_mem(V->data(), N * sizeof(int));
  }
  auto Begin = std::chrono::steady_clock::now();
  void *S = hpvm_rt_stream_launch(&Graph, nullptr);
  int First = 0;
  if (FirstAlone) {
    hpvm_rt_stream_push(S, &Frames[First++]);
    hpvm_rt_stream_pop(S);
  }
  for (int F = First; F < Items; ++F)
    hpvm_rt_stream_push(S, &Frames[F]);
  for (int F = First; F < Items; ++F)
    hpvm_rt_stream_pop(S);
  hpvm_rt_stream_wait(S);
  double Elapsed = Seconds(std::chrono::steady_clock::now() - Begin).count();
  Wrong = 0;
  for (int F = 0; F < Items; ++F) {
    hpvm_rt_request_mem(Out[F].data(), N * sizeof(int));
    for (int64_t I = 0; I < N; ++I)
      Wrong += Out[F][I] != 2 * (F + 1 + GPUStages * (I == 0));
    for (std::vector<int> *V : {&In[F], &Mid[F], &Out[F]})
      hpvm_rt_untrack_mem(V->data());
  }
  return Elapsed;
}

// Every item's result comes out right, the CPU stage reading what the GPU
// stage's lanes wrote; and the items' kernels overlap: six items of one
// spinning kernel each take well under six times one such kernel.
TEST_F(OnGPU, StreamGPUStageOverlapsItsItems) {
  ASSERT_EQ(hpvm_rt_gpu_available("test", nullptr), 1);
  int Wrong = 0;
  // Loads the modules, and leaves the device buffers of six items in the
  // cache: allocating device memory may wait for the device.
  runGPUStages(6, 1 << 18, 0, Wrong);
  ASSERT_EQ(Wrong, 0);
  constexpr int64_t Cycles = 40000000; // at least 20 ms at 2 GHz
  int X = 0;
  hpvm_rt_track_mem(&X, sizeof(X));
  auto Begin = std::chrono::steady_clock::now();
  spinOnce(&X, Cycles);
  hpvm_rt_request_mem(&X, sizeof(X));
  double One = Seconds(std::chrono::steady_clock::now() - Begin).count();
  hpvm_rt_untrack_mem(&X);
  double Six = runGPUStages(6, 1 << 18, Cycles, Wrong);
  EXPECT_EQ(Wrong, 0);
  EXPECT_LT(Six, 4.5 * One) << "one kernel " << One << " s, six items " << Six
                            << " s";
  // Many small items, more than the lanes and the buffers between stages.
  runGPUStages(50, 300, 0, Wrong);
  EXPECT_EQ(Wrong, 0);
}

// The pinned memory stages stage their copies in is the device's, shared:
// a later stream's copying stage, on a new thread, takes what the last one
// gave back, never more than its lanes hold at once (a block per item
// here). Before, its thread could take over the lanes of a stage that
// copied nothing, without staging memory, and allocate more every stream.
TEST_F(OnGPU, StreamStagesShareOnePoolOfStagingMemory) {
  EXPECT_EXIT(
      {
        constexpr int64_t N = 1 << 18; // 1 MiB of ints: one block
        int Wrong = 0;
        for (int Run = 0; Run < 4; ++Run)
          runGPUStages(8, N, 0, Wrong, ThreeStagePipeline, 2);
        size_t Bytes = gpuStagingBytes();
        fprintf(stderr, "%d wrong, %zu bytes of staging memory\n", Wrong,
                Bytes);
        exit(Wrong == 0 && Bytes > 0 && Bytes <= GpuStageLanes * N * 4 ? 0
                                                                       : 2);
      },
      ExitedWithCode(0), "");
}

/// Seven items through ThreeStagePipeline under the profile, the first one
/// alone (its kernels quick), then six of a 20 ms kernel; exits 0 when
/// every result is right.
[[noreturn]] void runChainedItems() {
  setenv("HPVM_PROFILE", "1", 1);
  int Wrong = 0;
  runGPUStages(7, 1024, 40000000, Wrong, ThreeStagePipeline, 2, true);
  exit(Wrong == 0 ? 0 : 2);
}

// A gpu stage hands an item to a gpu stage after it at once: the next
// stage's lane waits for the item's kernels on the GPU, and no thread waits
// for them on the host in between. Six items of a 20 ms kernel, after one
// that tells the first stage the second runs on the GPU: the first stage's
// thread waits for none of them to hand them on (its profile line; before,
// over 20 ms), and every result is right (the second stage's kernel, which
// adds 1 to what the first one's wrote, ran after it).
TEST_F(OnGPU, AGPUStageHandsItemsToAGPUStageWithoutWaiting) {
  EXPECT_EXIT(
      runChainedItems(), ExitedWithCode(0),
      "stream 'gpu-pipeline-3' stage 'gpu': 7 items, [0-9.]+ ms, memory "
      "[^)]+\\), waiting [0-9.]+ ms for items, [0-9]\\.[0-9]+ ms for the "
      "GPU");
}

//===----------------------------------------------------------------------===//
// HPVM_GPU_GRAPHS
//===----------------------------------------------------------------------===//

/// One root graph launch: add_one on A, plus_one from A into Out, add_one
/// on Out, over the first N ints.
struct ThreeKernels {
  int *A, *Out;
  int64_t N;
};

void threeKernels(void *Args) {
  auto *K = static_cast<ThreeKernels *>(Args);
  addOne("first", K->A, K->N);
  plusOne("second", K->Out, K->A, K->N);
  addOne("third", K->Out, K->N);
}

/// In a fresh process with HPVM_GPU_GRAPHS=1 (under the profile, if
/// Profile): root launches of threeKernels, into two outputs in turn (a
/// changed pointer), over two lengths (a changed scalar and grid: another
/// shape) and with the host reading and writing one output in between;
/// exits 0 when every element is what the same steps give on the host.
[[noreturn]] void checkGraphs(bool Profile) {
  setenv("HPVM_GPU_GRAPHS", "1", 1);
  if (Profile)
    setenv("HPVM_PROFILE", "1", 1);
  else
    unsetenv("HPVM_PROFILE");
  unsetenv("HPVM_TRACE");
  unsetenv("HPVM_GPU_WAIT");
  constexpr int64_t Size = 1000;
  std::vector<int> A(Size, 0), Out1(Size, 0), Out2(Size, 0);
  std::vector<int> WantA = A, Want1 = Out1, Want2 = Out2;
  for (std::vector<int> *V : {&A, &Out1, &Out2})
    hpvm_rt_track_mem(V->data(), Size * sizeof(int));
  bool Ok = true;
  for (int Round = 0; Round < 12; ++Round) {
    bool ToFirst = Round % 2 == 0;
    int64_t N = Round >= 7 && Round < 10 ? 300 : Size;
    std::vector<int> &Out = ToFirst ? Out1 : Out2;
    std::vector<int> &Want = ToFirst ? Want1 : Want2;
    ThreeKernels Args{A.data(), Out.data(), N};
    hpvm_rt_run("three", threeKernels, &Args);
    for (int64_t I = 0; I < N; ++I) {
      ++WantA[I];
      Want[I] = WantA[I] + 2;
    }
    if (Round == 4) {
      // The host reads Out1 and changes it: the next launch copies it in.
      hpvm_rt_request_mem(Out1.data(), Size * sizeof(int));
      Ok &= Out1 == Want1;
      hpvm_rt_host_pointer(Out1.data(), 1, 1);
      for (int64_t I = 0; I < Size; ++I)
        Want1[I] = Out1[I] = static_cast<int>(I);
    }
  }
  for (std::vector<int> *V : {&A, &Out1, &Out2})
    hpvm_rt_request_mem(V->data(), Size * sizeof(int));
  Ok &= A == WantA && Out1 == Want1 && Out2 == Want2;
  for (std::vector<int> *V : {&A, &Out1, &Out2})
    hpvm_rt_untrack_mem(V->data());
  if (!Ok)
    fprintf(stderr, "wrong results: A[0] = %d (want %d), Out1[0] = %d (want "
            "%d), Out2[999] = %d (want %d)\n", A[0], WantA[0], Out1[0],
            Want1[0], Out2[999], Want2[999]);
  exit(Ok ? 0 : 2);
}

// Repeated root launches of three kernels each give the results of
// launching them one by one, whatever changes between launches.
TEST_F(OnGPU, GraphsGiveTheSameResults) {
  EXPECT_EXIT(checkGraphs(false), ExitedWithCode(0), "");
}

// Under the profile: the batches of the same shape were replayed as a
// graph, their changed parameters set.
TEST_F(OnGPU, GraphsAreReplayedAndProfiled) {
  EXPECT_EXIT(checkGraphs(true), ExitedWithCode(0),
              "cuda graph 'first \\+ second \\+ third': 3 kernels, "
              "[0-9]+ replays, [0-9.]+ ms in kernels, [1-9][0-9]* kernel "
              "parameter updates");
}

//===----------------------------------------------------------------------===//
// HPVM_GPU_OVERLAP
//===----------------------------------------------------------------------===//

/// In a fresh process with HPVM_GPU_OVERLAP set to Overlap (copies by the
/// driver from pageable memory): while spin runs on X, another node's
/// launch on a 4 MiB object Y the host has just written (its buffer and
/// module are there from a first launch); exits 0 when its copy in
/// returned before the kernel ended (Alongside) or after it, and both
/// results are right.
[[noreturn]] void checkOverlap(const char *Overlap, bool Alongside) {
  setenv("HPVM_GPU_OVERLAP", Overlap, 1);
  setenv("HPVM_GPU_STAGING", "0", 1);
  // Kernels launched one by one: the copy follows the spinning kernel.
  setenv("HPVM_GPU_GRAPHS", "0", 1);
  for (const char *Var :
       {"HPVM_GPU_WAIT", "HPVM_PROFILE", "HPVM_TRACE", "HPVM_GPU_PIN"})
    unsetenv(Var);
  int X = 0;
  std::vector<int> Y(1 << 20, 3);
  hpvm_rt_track_mem(&X, sizeof(X));
  hpvm_rt_track_mem(Y.data(), Y.size() * sizeof(int));
  addOne("sibling", Y.data(), Y.size());
  hpvm_rt_host_pointer(Y.data(), 0, 1);
  std::fill(Y.begin(), Y.end(), 7);
  spinOnce(&X, 0);
  spinOnce(&X, 200000000);
  auto Begin = std::chrono::steady_clock::now();
  addOne("sibling", Y.data(), Y.size());
  double CopyIn = Seconds(std::chrono::steady_clock::now() - Begin).count();
  hpvm_rt_request_mem(Y.data(), Y.size() * sizeof(int));
  hpvm_rt_request_mem(&X, sizeof(X));
  bool Early = CopyIn < 0.02;
  bool Ok = X == 2 && Early == Alongside && (Alongside || CopyIn >= 0.05) &&
            std::all_of(Y.begin(), Y.end(), [](int V) { return V == 8; });
  if (!Ok)
    fprintf(stderr, "X = %d, Y[0] = %d, copy in + launch %.4f s\n", X, Y[0],
            CopyIn);
  hpvm_rt_untrack_mem(&X);
  hpvm_rt_untrack_mem(Y.data());
  exit(Ok ? 0 : 2);
}

// An independent node's input goes to the GPU while the kernel before it
// runs, and its kernel still reads all of it.
TEST_F(OnGPU, CopyInOverlapsTheKernelBefore) {
  EXPECT_EXIT(checkOverlap("1", true), ExitedWithCode(0), "");
}

// Without HPVM_GPU_OVERLAP the same copy waits for that kernel.
TEST_F(OnGPU, CopyInWaitsForTheKernelBeforeByDefault) {
  EXPECT_EXIT(checkOverlap("0", false), ExitedWithCode(0), "");
}

// A copy into a buffer the last kernel uses waits for it: X's new value
// goes in only after spin has added to the old one.
TEST_F(OnGPU, CopyIntoTheLastKernelsBufferWaits) {
  EXPECT_EXIT(
      {
        setenv("HPVM_GPU_OVERLAP", "1", 1);
        setenv("HPVM_GPU_STAGING", "0", 1);
        setenv("HPVM_GPU_GRAPHS", "0", 1);
        std::vector<int> X(1 << 20, 0);
        size_t Bytes = X.size() * sizeof(int);
        hpvm_rt_track_mem(X.data(), Bytes);
        // add_one's module is loaded before spin runs.
        int W = 0;
        hpvm_rt_track_mem(&W, sizeof(W));
        addOne("warm", &W, 1);
        spinOnce(X.data(), 0);
        spinOnce(X.data(), 200000000);
        // The host's new X, copied in for add_one while spin may still
        // run on the device's copy: the copy must not overtake it.
        hpvm_rt_host_pointer(X.data(), 0, 1);
        std::fill(X.begin(), X.end(), 10);
        addOne("after", X.data(), X.size());
        hpvm_rt_request_mem(X.data(), Bytes);
        bool Ok = std::all_of(X.begin(), X.end(),
                              [](int V) { return V == 11; });
        hpvm_rt_untrack_mem(X.data());
        exit(Ok ? 0 : 2);
      },
      ExitedWithCode(0), "");
}

//===----------------------------------------------------------------------===//
// With two GPUs (HPVM_GPU_DEVICES)
//===----------------------------------------------------------------------===//

class OnTwoGPUs : public ::testing::Test {
protected:
  void SetUp() override {
    std::string Why;
    if (!gpuPresent(Why, 2))
      GTEST_SKIP() << "needs two GPUs: " << Why;
    GTEST_FLAG_SET(death_test_style, "threadsafe");
  }
};

/// Run in a child process: GPU 1, then GPU 0 add one to an object, which
/// the host then requests. Exits with 0 when it holds the right values and
/// the copies were two to a device (Peer of them from the other GPU) and
/// ToHost home.
[[noreturn]] void addOneOnTwoGPUs(uint64_t ToHost, uint64_t Peer) {
  setenv("HPVM_GPU_DEVICES", "0,1", 1);
  std::vector<int> Data(1000, 5);
  hpvm_rt_track_mem(Data.data(), Data.size() * sizeof(int));
  Transfers Before = transfersNow();
  bool Ok = gpuDeviceCount() == 2;
  {
    GPUDeviceScope On(1);
    addOne("on1", Data.data(), Data.size());
  }
  addOne("on0", Data.data(), Data.size());
  Ok &= MemoryTracker::global().stats().Peer == Peer;
  hpvm_rt_request_mem(Data.data(), Data.size() * sizeof(int));
  Transfers D = transfersSince(Before);
  Ok &= D.ToDevice == 2 && D.ToHost == ToHost;
  Ok &= std::all_of(Data.begin(), Data.end(), [](int V) { return V == 7; });
  hpvm_rt_untrack_mem(Data.data());
  exit(Ok ? 0 : 2);
}

TEST_F(OnTwoGPUs, AnObjectMovesBetweenGPUsThroughTheHost) {
  // In to GPU 1; home from GPU 1 and in to GPU 0; home at the request.
  EXPECT_EXIT(
      {
        setenv("HPVM_GPU_PEER", "0", 1);
        addOneOnTwoGPUs(2, 0);
      },
      ExitedWithCode(0), "");
}

TEST_F(OnTwoGPUs, AnObjectMovesBetweenGPUsDirectly) {
  std::string Why;
  const cuda::Driver *D = cuda::loadDriver(Why);
  ASSERT_NE(D, nullptr) << Why;
  cuda::CUdevice First, Second;
  int Can = 0;
  ASSERT_EQ(D->cuDeviceGet(&First, 0), cuda::CUDA_SUCCESS);
  ASSERT_EQ(D->cuDeviceGet(&Second, 1), cuda::CUDA_SUCCESS);
  ASSERT_EQ(D->cuDeviceCanAccessPeer(&Can, First, Second), cuda::CUDA_SUCCESS);
  if (!Can)
    GTEST_SKIP() << "GPU 0 cannot access GPU 1's memory "
                    "(cuDeviceCanAccessPeer): objects go through the host";
  // In to GPU 1; from GPU 1 to GPU 0; home at the request only.
  EXPECT_EXIT(addOneOnTwoGPUs(1, 1), ExitedWithCode(0), "");
}

} // namespace
