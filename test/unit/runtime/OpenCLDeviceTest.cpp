//===- OpenCLDeviceTest.cpp - the OpenCL device ---------------------------===//
//
// Device selection and the cache folder from the environment; without an
// OpenCL platform (an empty OCL_ICD_VENDORS folder, in a child process) the
// fallback and HPVM_REQUIRE_OPENCL=1; with one (PoCL in CI, NVIDIA's OpenCL
// on the GPU machine) a kernel that takes a pointer into the middle of a
// tracked object and writes computed outputs, and the copies it causes.
//
//===----------------------------------------------------------------------===//
#include "device/opencl/OpenCLDevice.h"

#include "hpvm/hpvm_rt.h"

#include <gtest/gtest.h>

#include <sys/stat.h>

#include <cstdlib>
#include <string>
#include <vector>

using namespace hpvm::rt;
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

TEST(OpenCLCache, FolderFromTheEnvironment) {
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

/// Runs the runtime with an ICD loader that finds no platform.
class NoOpenCL : public ::testing::Test {
protected:
  void SetUp() override {
    GTEST_FLAG_SET(death_test_style, "threadsafe");
    Empty = ::testing::TempDir() + "/hpvm-no-opencl-vendors";
    mkdir(Empty.c_str(), 0755);
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

} // namespace
