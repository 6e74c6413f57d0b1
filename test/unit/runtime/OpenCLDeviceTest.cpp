//===- OpenCLDeviceTest.cpp - the OpenCL device ---------------------------===//
//
// Device selection and the cache folder from the environment; without an
// OpenCL platform (an empty OCL_ICD_VENDORS folder, in a child process) the
// fallback and HPVM_REQUIRE_OPENCL=1; with one (PoCL in CI, NVIDIA's OpenCL
// on the GPU machine) a kernel that takes a pointer into the middle of a
// tracked object and writes computed outputs, and the copies it causes;
// when a launch waits for its kernel, what the kernel arguments a kernel
// object holds spare a launch, and small copies in that do not wait.
//
//===----------------------------------------------------------------------===//
#include "device/opencl/OpenCLDevice.h"
#include "device/opencl/KernelArguments.h"

#include "hpvm/hpvm_rt.h"

#include <gtest/gtest.h>

#include <dlfcn.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

using namespace hpvm::rt;
using hpvm::rt::opencl::KernelArguments;
using ::testing::ExitedWithCode;

namespace {

const std::vector<std::string> Devices = {
    "Portable Computing Language: pthread-haswell",
    "NVIDIA CUDA: NVIDIA H100 80GB HBM3"};

TEST(OpenCLDeviceChoice, DefaultsToTheFirst) {
  std::string Error;
  EXPECT_EQ(parseOpenCLDevices(nullptr, Devices, Error),
            std::vector<unsigned>{0});
  EXPECT_EQ(parseOpenCLDevices("", Devices, Error), std::vector<unsigned>{0});
}

TEST(OpenCLDeviceChoice, ByNumberOrName) {
  std::string Error;
  EXPECT_EQ(parseOpenCLDevices("1", Devices, Error), std::vector<unsigned>{1});
  EXPECT_EQ(parseOpenCLDevices("NVIDIA", Devices, Error),
            std::vector<unsigned>{1});
  EXPECT_EQ(parseOpenCLDevices("Portable", Devices, Error),
            std::vector<unsigned>{0});
}

TEST(OpenCLDeviceChoice, SeveralInTheOrderListed) {
  std::string Error;
  EXPECT_EQ(parseOpenCLDevices("1,0", Devices, Error),
            (std::vector<unsigned>{1, 0}));
  EXPECT_EQ(parseOpenCLDevices("NVIDIA,0", Devices, Error),
            (std::vector<unsigned>{1, 0}));
  EXPECT_EQ(parseOpenCLDevices("all", Devices, Error),
            (std::vector<unsigned>{0, 1}));
  // A name takes the first device of that name not listed yet.
  const std::vector<std::string> Twins = {"PoCL: pthread-x", "PoCL: basic-x",
                                          "PoCL: pthread-x"};
  EXPECT_EQ(parseOpenCLDevices("pthread,pthread", Twins, Error),
            (std::vector<unsigned>{0, 2}));
  EXPECT_EQ(parseOpenCLDevices("0,pthread", Twins, Error),
            (std::vector<unsigned>{0, 2}));
}

TEST(OpenCLDeviceChoice, NoMatchListsTheDevices) {
  std::string Error;
  EXPECT_TRUE(parseOpenCLDevices("2", Devices, Error).empty());
  EXPECT_EQ(Error, "HPVM_OPENCL_DEVICE=2 is out of range; the OpenCL devices "
                   "are:\n  0: Portable Computing Language: pthread-haswell\n"
                   "  1: NVIDIA CUDA: NVIDIA H100 80GB HBM3");
  EXPECT_TRUE(parseOpenCLDevices("AMD", Devices, Error).empty());
  EXPECT_EQ(Error.substr(0, 52),
            "HPVM_OPENCL_DEVICE='AMD' names no OpenCL device; the");
  EXPECT_TRUE(parseOpenCLDevices("0,AMD", Devices, Error).empty());
  EXPECT_EQ(Error.substr(0, 54),
            "HPVM_OPENCL_DEVICE=0,AMD: 'AMD' names no OpenCL device");
  EXPECT_TRUE(parseOpenCLDevices("0,", Devices, Error).empty());
  EXPECT_EQ(Error.substr(0, 48),
            "HPVM_OPENCL_DEVICE=0,: '' names no OpenCL device");
  EXPECT_TRUE(parseOpenCLDevices("1,NVIDIA", Devices, Error).empty());
  EXPECT_EQ(Error.substr(0, 47),
            "HPVM_OPENCL_DEVICE=1,NVIDIA: 'NVIDIA' names no ");
  EXPECT_TRUE(parseOpenCLDevices("0,0", Devices, Error).empty());
  EXPECT_EQ(Error, "HPVM_OPENCL_DEVICE=0,0 lists device 0 twice");
}

TEST(OpenCLKernelArguments, SetOnlyWhenTheBytesChange) {
  KernelArguments Held;
  uint64_t N = 5, M = 5, Other = 6;
  EXPECT_TRUE(Held.changes(2, sizeof(N), &N, 0));
  EXPECT_FALSE(Held.changes(2, sizeof(M), &M, 0));
  EXPECT_TRUE(Held.changes(2, sizeof(Other), &Other, 0));
  EXPECT_FALSE(Held.changes(2, sizeof(Other), &Other, 0));
  // The same bytes, another size.
  EXPECT_TRUE(Held.changes(2, sizeof(uint32_t), &Other, 0));
  // Each argument on its own.
  EXPECT_TRUE(Held.changes(0, sizeof(N), &N, 0));
  EXPECT_FALSE(Held.changes(2, sizeof(uint32_t), &Other, 0));
}

TEST(OpenCLKernelArguments, LocalMemoryIsAlwaysSet) {
  KernelArguments Held;
  EXPECT_TRUE(Held.changes(1, 256, nullptr, 0));
  EXPECT_TRUE(Held.changes(1, 256, nullptr, 0));
}

// A buffer was released since: a handle may now name another buffer.
TEST(OpenCLKernelArguments, ANewEpochSetsEverythingAgain) {
  KernelArguments Held;
  uint64_t Buffer = 0x1000;
  EXPECT_TRUE(Held.changes(0, sizeof(Buffer), &Buffer, 3));
  EXPECT_FALSE(Held.changes(0, sizeof(Buffer), &Buffer, 3));
  EXPECT_TRUE(Held.changes(0, sizeof(Buffer), &Buffer, 4));
  EXPECT_FALSE(Held.changes(0, sizeof(Buffer), &Buffer, 4));
}

TEST(OpenCLCache, FolderFromTheEnvironment) {
  // A child forked from the full suite's threads fails ASan's leak check
  // at exit: it runs the test binary afresh.
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  EXPECT_EXIT(
      {
        setenv("HPVM_OPENCL_CACHE", "/x/y", 1);
        bool Set = openclCacheFolder() == "/x/y";
        setenv("HPVM_OPENCL_CACHE", "0", 1);
        bool Off = openclCacheFolder().empty();
        unsetenv("HPVM_OPENCL_CACHE");
        setenv("XDG_CACHE_HOME", "/c", 1);
        bool XDG = openclCacheFolder() == "/c/hpvm/opencl";
        unsetenv("XDG_CACHE_HOME");
        setenv("HOME", "/h", 1);
        bool Home = openclCacheFolder() == "/h/.cache/hpvm/opencl";
        exit(Set && Off && XDG && Home ? 0 : 2);
      },
      ExitedWithCode(0), "");
}

/// Whether the ICD loader finds a platform with OCL_ICD_VENDORS=Dir, asked
/// in a child process so that this one's loader is not set up with it.
bool platformWithVendors(const std::string &Dir) {
  pid_t Child = fork();
  if (Child == 0) {
    setenv("OCL_ICD_VENDORS", Dir.c_str(), 1);
    void *Loader = dlopen("libOpenCL.so.1", RTLD_NOW);
    using GetPlatforms = int (*)(unsigned, void **, unsigned *);
    auto *Get = Loader ? reinterpret_cast<GetPlatforms>(
                             dlsym(Loader, "clGetPlatformIDs"))
                       : nullptr;
    unsigned Count = 0;
    _exit(Get && Get(0, nullptr, &Count) == 0 && Count > 0 ? 1 : 0);
  }
  int Status = 0;
  waitpid(Child, &Status, 0);
  return WIFEXITED(Status) && WEXITSTATUS(Status) == 1;
}

/// Runs the runtime with an ICD loader that finds no platform.
class NoOpenCL : public ::testing::Test {
protected:
  void SetUp() override {
    GTEST_FLAG_SET(death_test_style, "threadsafe");
    Empty = ::testing::TempDir() + "/hpvm-no-opencl-vendors";
    mkdir(Empty.c_str(), 0755);
    // Some ICD loaders (Ubuntu 24.04's) still read /etc/OpenCL/vendors when
    // OCL_ICD_VENDORS names an empty folder.
    if (platformWithVendors(Empty))
      GTEST_SKIP() << "this ICD loader finds a platform even with "
                      "OCL_ICD_VENDORS naming an empty folder";
  }
  std::string Empty;
};

// Without libOpenCL.so.1 at all the reason differs; either way the CPU runs.
constexpr const char *NoPlatform = "(no OpenCL platform \\(the ICD loader "
                                   "found none in /etc/OpenCL/vendors or "
                                   "OCL_ICD_VENDORS\\)|[^\n]*libOpenCL[^\n]*)";

TEST_F(NoOpenCL, WarnsOnceAndAnswersZero) {
  EXPECT_EXIT(
      {
        setenv("OCL_ICD_VENDORS", Empty.c_str(), 1);
        unsetenv("HPVM_REQUIRE_OPENCL");
        unsetenv("HPVM_PROFILE");
        int First = hpvm_rt_opencl_available("first", nullptr);
        int Second = hpvm_rt_opencl_available("second", nullptr);
        exit(First == 0 && Second == 0 ? 0 : 2);
      },
      ExitedWithCode(0),
      std::string("^hpvm-rt: warning: no usable OpenCL device \\(") +
          NoPlatform + "\\); running opencl nodes on the CPU\n$");
}

TEST_F(NoOpenCL, RequireOpenCLIsFatal) {
  EXPECT_EXIT(
      {
        setenv("OCL_ICD_VENDORS", Empty.c_str(), 1);
        setenv("HPVM_REQUIRE_OPENCL", "1", 1);
        hpvm_rt_opencl_available("needy", nullptr);
      },
      ExitedWithCode(1),
      std::string("^hpvm-rt: error: node 'needy' needs an OpenCL device: ") +
          NoPlatform + "\n$");
}

/// Adds one to n ints at p and writes n to its outputs, as hpvmcc's kernels
/// take them: each pointer a buffer and an offset.
const hpvm_rt_opencl_program AddOne = {
    "__kernel void add_one(__global uchar *p_base, ulong p_off, ulong n,\n"
    "                      __global uchar *o_base, ulong o_off) {\n"
    "  __global int *p = (__global int *)(p_base + p_off);\n"
    "  ulong i = get_global_id(0);\n"
    "  if (i < n) p[i] += 1;\n"
    "  if (i == 0) *(__global ulong *)(o_base + o_off) = n;\n"
    "}\n",
    0x1234};

const hpvm_rt_opencl_program Broken = {"__kernel void f() { nonsense; }\n",
                                       0x5678};

/// Where the ICD loader finds a platform.
class OnOpenCL : public ::testing::Test {
protected:
  void SetUp() override {
    GTEST_FLAG_SET(death_test_style, "threadsafe");
    EXPECT_EXIT(
        {
          setenv("HPVM_OPENCL_CACHE", "0", 1);
          exit(hpvm_rt_opencl_available("probe", nullptr) ? 0 : 2);
        },
        ::testing::ExitedWithCode(0), "");
    if (HasFailure())
      GTEST_SKIP() << "needs an OpenCL platform (PoCL: pocl-opencl-icd)";
  }
};

/// Three launches of AddOne on the second half of a tracked array: exits
/// with 0 when the results, the offset, the outputs and the copies (one
/// each way) are right.
[[noreturn]] void addOneThreeTimes() {
  setenv("HPVM_OPENCL_CACHE", "0", 1);
  std::vector<int> Data(1000, 5);
  size_t Bytes = Data.size() * sizeof(int);
  hpvm_rt_track_mem(Data.data(), Bytes);
  uint64_t Before = 0, BeforeBack = 0;
  hpvm_rt_transfer_stats(&Before, nullptr, &BeforeBack, nullptr);
  if (!hpvm_rt_opencl_available("add", &AddOne))
    exit(3);
  uint64_t N = 500, Offset = 0, Outputs = 0;
  for (int I = 0; I < 3; ++I) {
    // The second half: the same buffer, 2000 bytes in.
    void *Mem = hpvm_rt_opencl_pointer("add", Data.data() + 500, 1, 1, &Offset);
    void *Args[] = {&Mem, &Offset, &N};
    uint64_t Sizes[] = {sizeof(Mem), sizeof(Offset), sizeof(N)};
    int64_t Grid[3] = {4, 1, 1}, Block[3] = {128, 1, 1};
    hpvm_rt_opencl_launch("add", &AddOne, "add_one", Grid, Block, 3, Args,
                          Sizes, &Outputs, sizeof(Outputs));
  }
  hpvm_rt_request_mem(Data.data(), Bytes);
  uint64_t To = 0, Back = 0;
  hpvm_rt_transfer_stats(&To, nullptr, &Back, nullptr);
  bool Ok = Offset == 2000 && Outputs == 500 && Data[499] == 5 &&
            Data[500] == 8 && Data[999] == 8 && To - Before == 1 &&
            Back - BeforeBack == 1;
  hpvm_rt_untrack_mem(Data.data());
  exit(Ok ? 0 : 2);
}

TEST_F(OnOpenCL, OffsetIntoAnObjectAndComputedOutputs) {
  EXPECT_EXIT(addOneThreeTimes(), ExitedWithCode(0), "");
}

TEST_F(OnOpenCL, BuildFailureSaysWhyAndFallsBack) {
  EXPECT_EXIT(
      {
        setenv("HPVM_OPENCL_CACHE", "0", 1);
        unsetenv("HPVM_REQUIRE_OPENCL");
        exit(hpvm_rt_opencl_available("broken", &Broken) == 0 ? 0 : 2);
      },
      ExitedWithCode(0),
      "hpvm-rt: warning: no usable OpenCL device \\(CL_BUILD_PROGRAM_FAILURE "
      "\\(-11\\) building the OpenCL C kernels; the OpenCL compiler says:\n"
      "(.|\n)*nonsense(.|\n)*\\); running opencl nodes on the CPU\n$");
}

/// Adds one to the first n ints of two objects, launched in turn: each
/// launch sets the arguments that differ from the last one's. Exits 0 when
/// the results are right.
[[noreturn]] void addToTwoObjects() {
  setenv("HPVM_OPENCL_CACHE", "0", 1);
  std::vector<int> A(100, 0), B(60, 10);
  hpvm_rt_track_mem(A.data(), A.size() * sizeof(int));
  hpvm_rt_track_mem(B.data(), B.size() * sizeof(int));
  if (!hpvm_rt_opencl_available("add", &AddOne))
    exit(3);
  auto Add = [](int *P, uint64_t N) {
    uint64_t Offset = 0, Outputs = 0;
    void *Mem = hpvm_rt_opencl_pointer("add", P, 1, 1, &Offset);
    void *Args[] = {&Mem, &Offset, &N};
    uint64_t Sizes[] = {sizeof(Mem), sizeof(Offset), sizeof(N)};
    int64_t Grid[3] = {1, 1, 1}, Block[3] = {128, 1, 1};
    hpvm_rt_opencl_launch("add", &AddOne, "add_one", Grid, Block, 3, Args,
                          Sizes, &Outputs, sizeof(Outputs));
    return Outputs == N;
  };
  bool Ok = Add(A.data(), 100) && Add(B.data() + 20, 40) && Add(A.data(), 50) &&
            Add(A.data(), 50);
  hpvm_rt_request_mem(A.data(), A.size() * sizeof(int));
  hpvm_rt_request_mem(B.data(), B.size() * sizeof(int));
  Ok = Ok && A[0] == 3 && A[49] == 3 && A[50] == 1 && A[99] == 1 &&
       B[19] == 10 && B[20] == 11 && B[59] == 11;
  exit(Ok ? 0 : 2);
}

TEST_F(OnOpenCL, ArgumentsFollowEachLaunch) {
  EXPECT_EXIT(addToTwoObjects(), ExitedWithCode(0), "");
}

/// Writes the launch's number of dimensions (get_work_dim) and its
/// work-items (the product of get_global_size over all three dimensions).
const hpvm_rt_opencl_program WorkDim = {
    "__kernel void work_dim(__global uchar *o_base, ulong o_off) {\n"
    "  __global ulong *o = (__global ulong *)(o_base + o_off);\n"
    "  if (get_global_id(0) + get_global_id(1) + get_global_id(2) == 0) {\n"
    "    o[0] = get_work_dim();\n"
    "    o[1] = get_global_size(0) * get_global_size(1) * "
    "get_global_size(2);\n"
    "  }\n"
    "}\n",
    0x9abc};

/// Launches work_dim on three ranges: exits 0 when each uses only the
/// dimensions up to its last with more than one work-item.
[[noreturn]] void launchThreeRanges() {
  setenv("HPVM_OPENCL_CACHE", "0", 1);
  if (!hpvm_rt_opencl_available("dims", &WorkDim))
    exit(3);
  auto Launch = [](std::vector<int64_t> Grid, std::vector<int64_t> Block,
                   uint64_t WantDims) {
    uint64_t Outputs[2] = {0, 0};
    hpvm_rt_opencl_launch("dims", &WorkDim, "work_dim", Grid.data(),
                          Block.data(), 0, nullptr, nullptr, Outputs,
                          sizeof(Outputs));
    uint64_t Items = 1;
    for (int I = 0; I < 3; ++I)
      Items *= Grid[I] * Block[I];
    if (Outputs[0] == WantDims && Outputs[1] == Items)
      return true;
    fprintf(stderr, "work_dim %llu, %llu work-items (want %llu, %llu)\n",
            (unsigned long long)Outputs[0], (unsigned long long)Outputs[1],
            (unsigned long long)WantDims, (unsigned long long)Items);
    return false;
  };
  bool Ok = Launch({4, 1, 1}, {8, 1, 1}, 1);
  Ok = Launch({1, 1, 1}, {1, 1, 1}, 1) && Ok;
  Ok = Launch({2, 3, 1}, {4, 1, 1}, 2) && Ok;
  Ok = Launch({1, 1, 1}, {2, 1, 2}, 3) && Ok;
  exit(Ok ? 0 : 2);
}

// Trailing dimensions of one work-item are left out of the range: a
// one-dimensional node launches a one-dimensional range, as hand-written
// OpenCL does.
TEST_F(OnOpenCL, LaunchesOnlyTheDimensionsItUses) {
  EXPECT_EXIT(launchThreeRanges(), ExitedWithCode(0), "");
}

//===----------------------------------------------------------------------===//
// When a launch waits for its kernel
//===----------------------------------------------------------------------===//

/// spin: x = x * 3 + 1, n times, on the ulong at p (a long chain of
/// dependent steps: no compiler shortens it); spin_out also writes x to its
/// computed outputs.
const hpvm_rt_opencl_program Spin = {
    "ulong steps(__global ulong *p, ulong n) {\n"
    "  ulong x = *p;\n"
    "  for (ulong i = 0; i < n; ++i) x = x * 3 + 1;\n"
    "  *p = x;\n"
    "  return x;\n"
    "}\n"
    "__kernel void spin(__global uchar *p_base, ulong p_off, ulong n) {\n"
    "  steps((__global ulong *)(p_base + p_off), n);\n"
    "}\n"
    "__kernel void spin_out(__global uchar *p_base, ulong p_off, ulong n,\n"
    "                       __global uchar *o_base, ulong o_off) {\n"
    "  ulong x = steps((__global ulong *)(p_base + p_off), n);\n"
    "  *(__global ulong *)(o_base + o_off) = x;\n"
    "}\n",
    0x5b1};

uint64_t spinOnHost(uint64_t X, uint64_t N) {
  for (uint64_t I = 0; I < N; ++I)
    X = X * 3 + 1;
  return X;
}

using Seconds = std::chrono::duration<double>;

/// Steps long enough for the launch to be far quicker than the kernel.
constexpr uint64_t LongSpin = 200000000;

/// Launches spin (or spin_out with Outputs) on *X for N steps; returns how
/// long hpvm_rt_opencl_launch took.
double spinOnce(uint64_t *X, uint64_t N, uint64_t *Outputs = nullptr) {
  uint64_t Offset = 0;
  void *Mem = hpvm_rt_opencl_pointer("spin", X, 1, 1, &Offset);
  void *Args[] = {&Mem, &Offset, &N};
  uint64_t Sizes[] = {sizeof(Mem), sizeof(Offset), sizeof(N)};
  int64_t One[3] = {1, 1, 1};
  auto Begin = std::chrono::steady_clock::now();
  hpvm_rt_opencl_launch("spin", &Spin, Outputs ? "spin_out" : "spin", One, One,
                        3, Args, Sizes, Outputs,
                        Outputs ? sizeof(*Outputs) : 0);
  return Seconds(std::chrono::steady_clock::now() - Begin).count();
}

/// In a fresh process with HPVM_GPU_WAIT set to Wait: a warm-up launch (the
/// program is built), then a long one; exits 0 when the latter's launch
/// returned well before the kernel ended (ReturnsEarly) or did not, and the
/// results (copied home, or the outputs read by the launch) are the
/// kernel's.
[[noreturn]] void checkSpinLaunch(const char *Wait, bool WithOutputs,
                                  bool ReturnsEarly) {
  setenv("HPVM_GPU_WAIT", Wait, 1);
  setenv("HPVM_OPENCL_CACHE", "0", 1);
  unsetenv("HPVM_PROFILE");
  unsetenv("HPVM_TRACE");
  uint64_t X = 1;
  hpvm_rt_track_mem(&X, sizeof(X));
  if (!hpvm_rt_opencl_available("spin", &Spin))
    exit(3);
  spinOnce(&X, 1);
  uint64_t Outputs = 0;
  auto Begin = std::chrono::steady_clock::now();
  double Launch = spinOnce(&X, LongSpin, WithOutputs ? &Outputs : nullptr);
  uint64_t Want = spinOnHost(4, LongSpin);
  bool OutputsOk = !WithOutputs || Outputs == Want;
  hpvm_rt_request_mem(&X, sizeof(X));
  double Total = Seconds(std::chrono::steady_clock::now() - Begin).count();
  bool Early = Launch < Total / 4;
  bool Ok = X == Want && OutputsOk && Early == ReturnsEarly;
  if (!Ok)
    fprintf(stderr,
            "X %s, outputs %s, launch %.4f s, launch + copy home %.4f s\n",
            X == Want ? "right" : "wrong", OutputsOk ? "right" : "wrong",
            Launch, Total);
  exit(Ok ? 0 : 2);
}

// A kernel whose results stay on the device is not waited for: the host goes
// on, and the copy home comes after the kernel on the queue.
TEST_F(OnOpenCL, LaunchWithoutOutputsDoesNotWait) {
  EXPECT_EXIT(checkSpinLaunch("0", false, true), ExitedWithCode(0), "");
}

// Computed outputs are read behind the kernel before the launch returns.
TEST_F(OnOpenCL, LaunchWithOutputsWaits) {
  EXPECT_EXIT(checkSpinLaunch("0", true, false), ExitedWithCode(0), "");
}

TEST_F(OnOpenCL, GPUWaitWaitsForEveryKernel) {
  EXPECT_EXIT(checkSpinLaunch("1", false, false), ExitedWithCode(0), "");
}

/// Adds one to the two ints of Y (tracked) on the device.
void addOneToPair(int *Y) {
  uint64_t Offset = 0, N = 2, Outputs = 0;
  void *Mem = hpvm_rt_opencl_pointer("add", Y, 1, 1, &Offset);
  void *Args[] = {&Mem, &Offset, &N};
  uint64_t Sizes[] = {sizeof(Mem), sizeof(Offset), sizeof(N)};
  int64_t Grid[3] = {1, 1, 1}, Block[3] = {2, 1, 1};
  hpvm_rt_opencl_launch("add", &AddOne, "add_one", Grid, Block, 3, Args, Sizes,
                        &Outputs, sizeof(Outputs));
}

/// Untracks an object while its kernel runs, then runs a kernel on an
/// object of the same size; exits 0 when the second object's results are
/// right.
[[noreturn]] void reuseWhileAKernelRuns() {
  setenv("HPVM_OPENCL_CACHE", "0", 1);
  unsetenv("HPVM_GPU_WAIT");
  uint64_t X = 1;
  hpvm_rt_track_mem(&X, sizeof(X));
  if (!hpvm_rt_opencl_available("spin", &Spin) ||
      !hpvm_rt_opencl_available("add", &AddOne))
    exit(3);
  spinOnce(&X, LongSpin);
  hpvm_rt_untrack_mem(&X);
  int Y[2] = {100, 200};
  hpvm_rt_track_mem(Y, sizeof(Y));
  addOneToPair(Y);
  hpvm_rt_request_mem(Y, sizeof(Y));
  if (Y[0] != 101 || Y[1] != 201)
    fprintf(stderr, "Y = {%d, %d}\n", Y[0], Y[1]);
  exit(Y[0] == 101 && Y[1] == 201 ? 0 : 2);
}

// The object's buffer goes to the next object of its size, whose copy in
// and kernel come after the first kernel on the queue: the first kernel's
// late write does not reach the second object.
TEST_F(OnOpenCL, BufferGivenUpWhileItsKernelRunsIsReusedAfterIt) {
  EXPECT_EXIT(reuseWhileAKernelRuns(), ExitedWithCode(0), "");
}

//===----------------------------------------------------------------------===//
// Small copies in: through the staging memory, without a wait
//===----------------------------------------------------------------------===//

/// While a long kernel runs on X, copies a pair Y in (timing it) and then
/// writes Y on the host; exits 0 when the copy in returned well before the
/// kernel ended and the device added one to what Y held at the copy.
[[noreturn]] void copyInBehindALongKernel() {
  setenv("HPVM_OPENCL_CACHE", "0", 1);
  unsetenv("HPVM_GPU_WAIT");
  unsetenv("HPVM_PROFILE");
  uint64_t X = 1;
  int Y[2] = {1, 2};
  hpvm_rt_track_mem(&X, sizeof(X));
  hpvm_rt_track_mem(Y, sizeof(Y));
  if (!hpvm_rt_opencl_available("spin", &Spin) ||
      !hpvm_rt_opencl_available("add", &AddOne))
    exit(3);
  spinOnce(&X, 1);
  auto Begin = std::chrono::steady_clock::now();
  spinOnce(&X, LongSpin);
  uint64_t Offset = 0;
  hpvm_rt_opencl_pointer("add", Y, 1, 1, &Offset);
  double CopyIn = Seconds(std::chrono::steady_clock::now() - Begin).count();
  // The device's copy is the one that counts now; the host's writes are
  // not its input.
  Y[0] = 50;
  Y[1] = 60;
  addOneToPair(Y);
  hpvm_rt_request_mem(Y, sizeof(Y));
  double Total = Seconds(std::chrono::steady_clock::now() - Begin).count();
  bool Ok = Y[0] == 2 && Y[1] == 3 && CopyIn < Total / 4;
  if (!Ok)
    fprintf(stderr, "Y = {%d, %d}, copy in %.4f s of %.4f s\n", Y[0], Y[1],
            CopyIn, Total);
  exit(Ok ? 0 : 2);
}

// A small copy in goes through the staging memory: it returns while the
// kernel before it on the queue runs, and the device gets the bytes of the
// moment of the copy.
TEST_F(OnOpenCL, SmallCopyInDoesNotWaitAndKeepsItsBytes) {
  EXPECT_EXIT(copyInBehindALongKernel(), ExitedWithCode(0), "");
}

/// Copies in and spins once each of more small objects than the staging
/// memory holds, with no wait between; exits 0 when every result is right.
[[noreturn]] void moreSmallCopiesThanTheStagingHolds() {
  setenv("HPVM_OPENCL_CACHE", "0", 1);
  unsetenv("HPVM_GPU_WAIT");
  unsetenv("HPVM_PROFILE");
  // 64 bytes of staging each: 320 KiB, more than its 256 KiB.
  std::vector<uint64_t> Xs(5000);
  for (size_t I = 0; I < Xs.size(); ++I) {
    Xs[I] = I;
    hpvm_rt_track_mem(&Xs[I], sizeof(uint64_t));
  }
  if (!hpvm_rt_opencl_available("spin", &Spin))
    exit(3);
  for (uint64_t &X : Xs)
    spinOnce(&X, 1);
  bool Ok = true;
  for (size_t I = 0; I < Xs.size(); ++I) {
    hpvm_rt_request_mem(&Xs[I], sizeof(uint64_t));
    Ok = Ok && Xs[I] == 3 * I + 1;
  }
  exit(Ok ? 0 : 2);
}

TEST_F(OnOpenCL, MoreSmallCopiesThanTheStagingHolds) {
  EXPECT_EXIT(moreSmallCopiesThanTheStagingHolds(), ExitedWithCode(0), "");
}

} // namespace
