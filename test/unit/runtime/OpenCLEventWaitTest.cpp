//===- OpenCLEventWaitTest.cpp - the host's wait for an OpenCL command ----===//
//
// How long waits poll (HPVM_OPENCL_SPIN_US and the device type), and, where
// the ICD loader finds a platform (PoCL in CI), waits for a marker behind a
// user event: one done at once, one done after the poll gave up, and one
// whose user event failed.
//
//===----------------------------------------------------------------------===//
#include "device/opencl/EventWait.h"

#include <gtest/gtest.h>

#include <dlfcn.h>

#include <chrono>
#include <cstdlib>
#include <string>
#include <thread>

using namespace hpvm::rt::opencl;

namespace {

constexpr cl_ulong GPUType = 1 << 2;

TEST(OpenCLSpin, GPUsPollAndCPUDevicesSleepAtOnce) {
  unsetenv("HPVM_OPENCL_SPIN_US");
  EXPECT_EQ(spinUsFor(GPUType), DefaultSpinUs);
  EXPECT_EQ(spinUsFor(CL_DEVICE_TYPE_CPU), 0);
}

TEST(OpenCLSpin, FromTheEnvironment) {
  setenv("HPVM_OPENCL_SPIN_US", "25", 1);
  EXPECT_EQ(spinUsFor(GPUType), 25);
  EXPECT_EQ(spinUsFor(CL_DEVICE_TYPE_CPU), 25);
  setenv("HPVM_OPENCL_SPIN_US", "0", 1);
  EXPECT_EQ(spinUsFor(GPUType), 0);
  setenv("HPVM_OPENCL_SPIN_US", "soon", 1);
  ::testing::internal::CaptureStderr();
  EXPECT_EQ(spinUsFor(GPUType), DefaultSpinUs);
  EXPECT_EQ(::testing::internal::GetCapturedStderr(),
            "hpvm-rt: warning: HPVM_OPENCL_SPIN_US='soon' is not a "
            "non-negative integer; using 1000 microseconds\n");
  unsetenv("HPVM_OPENCL_SPIN_US");
}

/// A queue on the first device of the first platform, and the user events
/// the tests hold their markers back with (entry points the runtime does not
/// use, looked up here).
class OnAPlatform : public ::testing::Test {
protected:
  void SetUp() override {
    std::string Reason;
    A = loadOpenCL(Reason);
    if (!A)
      GTEST_SKIP() << Reason;
    cl_platform_id Platform = nullptr;
    cl_uint Count = 0;
    if (A->clGetPlatformIDs(1, &Platform, &Count) != CL_SUCCESS || !Count ||
        A->clGetDeviceIDs(Platform, CL_DEVICE_TYPE_ALL, 1, &Device, nullptr) !=
            CL_SUCCESS)
      GTEST_SKIP() << "needs an OpenCL platform (PoCL: pocl-opencl-icd)";
    cl_int R = CL_SUCCESS;
    Context = A->clCreateContext(nullptr, 1, &Device, nullptr, nullptr, &R);
    ASSERT_EQ(R, CL_SUCCESS);
    Queue = A->clCreateCommandQueue(Context, Device, 0, &R);
    ASSERT_EQ(R, CL_SUCCESS);
    Loader = dlopen("libOpenCL.so.1", RTLD_NOW | RTLD_NOLOAD);
    ASSERT_NE(Loader, nullptr);
    CreateUserEvent =
        reinterpret_cast<CreateUserEventFn>(dlsym(Loader, "clCreateUserEvent"));
    SetUserEventStatus = reinterpret_cast<SetUserEventStatusFn>(
        dlsym(Loader, "clSetUserEventStatus"));
    ASSERT_TRUE(CreateUserEvent && SetUserEventStatus);
  }
  void TearDown() override {
    using ReleaseFn = cl_int (*)(void *);
    if (Queue) {
      A->clFinish(Queue);
      reinterpret_cast<ReleaseFn>(dlsym(Loader, "clReleaseCommandQueue"))(
          Queue);
    }
    if (Context)
      reinterpret_cast<ReleaseFn>(dlsym(Loader, "clReleaseContext"))(Context);
  }

  /// A marker on the queue behind a new user event (in User).
  cl_event markerBehind(cl_event &User) {
    cl_int R = CL_SUCCESS;
    User = CreateUserEvent(Context, &R);
    EXPECT_EQ(R, CL_SUCCESS);
    cl_event Marker = nullptr;
    EXPECT_EQ(A->clEnqueueMarkerWithWaitList(Queue, 1, &User, &Marker),
              CL_SUCCESS);
    return Marker;
  }

  using CreateUserEventFn = cl_event (*)(cl_context, cl_int *);
  using SetUserEventStatusFn = cl_int (*)(cl_event, cl_int);
  const API *A = nullptr;
  void *Loader = nullptr;
  cl_device_id Device = nullptr;
  cl_context Context = nullptr;
  cl_command_queue Queue = nullptr;
  CreateUserEventFn CreateUserEvent = nullptr;
  SetUserEventStatusFn SetUserEventStatus = nullptr;
};

/// Polling stops once the command is done (or failed), long before it
/// would give up.
constexpr int LongSpinUs = 2000000;
constexpr std::chrono::seconds WellBeforeTheEnd(1);

TEST_F(OnAPlatform, ACommandDoneWhilePolling) {
  cl_event Marker = nullptr;
  ASSERT_EQ(A->clEnqueueMarkerWithWaitList(Queue, 0, nullptr, &Marker),
            CL_SUCCESS);
  auto Start = std::chrono::steady_clock::now();
  EXPECT_EQ(waitForEvent(*A, Queue, Marker, LongSpinUs), CL_SUCCESS);
  EXPECT_LT(std::chrono::steady_clock::now() - Start, WellBeforeTheEnd);
}

TEST_F(OnAPlatform, ACommandDoneAfterThePollSleeps) {
  for (int SpinUs : {0, 100}) {
    cl_event User = nullptr;
    cl_event Marker = markerBehind(User);
    auto Start = std::chrono::steady_clock::now();
    std::thread Later([&] {
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
      SetUserEventStatus(User, CL_COMPLETE);
    });
    EXPECT_EQ(waitForEvent(*A, Queue, Marker, SpinUs), CL_SUCCESS) << SpinUs;
    EXPECT_GE(std::chrono::steady_clock::now() - Start,
              std::chrono::milliseconds(20));
    Later.join();
    A->clReleaseEvent(User);
  }
}

TEST_F(OnAPlatform, AFailedCommandIsAnError) {
  for (int SpinUs : {0, LongSpinUs}) {
    cl_event User = nullptr;
    cl_event Marker = markerBehind(User);
    SetUserEventStatus(User, -1);
    auto Start = std::chrono::steady_clock::now();
    EXPECT_LT(waitForEvent(*A, Queue, Marker, SpinUs), 0) << SpinUs;
    EXPECT_LT(std::chrono::steady_clock::now() - Start, WellBeforeTheEnd);
    A->clReleaseEvent(User);
  }
}

} // namespace
