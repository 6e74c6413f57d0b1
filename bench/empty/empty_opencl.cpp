// empty_opencl.cpp - hand-written OpenCL baseline of empty.cpp and
// empty_mem.cpp: what an OpenCL program pays per launch on the platform,
// the floor of hpvmcc's opencl target (as empty.cu is for its gpu target).
//
//   clang++ -O2 -std=c++17 -Iruntime bench/empty/empty_opencl.cpp \
//     runtime/device/opencl/OpenCLLoader.cpp -ldl -o empty_opencl
//   [HPVM_OPENCL_DEVICE=NAME] ./empty_opencl empty|empty_mem|floor
//
// The OpenCL API, as a program written against it calls it: one context,
// one in-order queue, kernels built once from OpenCL C and buffers made once
// outside the timed region; per launch:
//   empty      clSetKernelArg (the scalar v, which changes every launch),
//              clEnqueueNDRangeKernel of one work-item writing v + 1 to a
//              buffer, and a blocking clEnqueueReadBuffer of that long
//              (which waits for the kernel, as cudaMemcpy does in empty.cu);
//   empty_mem  clEnqueueWriteBuffer of one long, clEnqueueNDRangeKernel of
//              one work-item incrementing it, a blocking clEnqueueReadBuffer
//              of it. Three times: with a blocking write (variant opencl),
//              a non-blocking one (opencl-nbwrite: the host memory stays
//              untouched until the read, so the write need not wait), and
//              a non-blocking one from page-locked memory the element is
//              first copied to (opencl-pinned: a mapped CL_MEM_ALLOC_HOST_PTR
//              buffer, NVIDIA's advice for fast copies).
//
// floor: what the platform costs per kernel apart from reading a result,
// the host time of a kernel's enqueue alone and of a clFinish after it
// (platformFloor below).
//
// Where the device has NVIDIA's cl_nv_create_buffer, empty also runs with
// its result in host memory (variants opencl-nvmap and opencl-nvhost,
// nvidiaHostMemory below).
//
// libOpenCL.so.1 (the ICD loader: OCL_ICD_VENDORS picks the platforms) is
// opened with dlopen through the runtime's declarations of the entry points
// (OpenCLLoader.h), the way hpvmcc's runtime opens it, so that both load
// the same library and the bundle needs no OpenCL at build time. The device:
// the first of the first platform, or the first whose "<platform>: <device>"
// name contains HPVM_OPENCL_DEVICE.
#include "device/opencl/OpenCLLoader.h"
#include "empty.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

using namespace hpvm::rt::opencl;

namespace {

const char *Source = R"CL(
__kernel void plusOne(long v, __global long *r) { *r = v + 1; }
__kernel void increment(__global long *x) { x[0] += 1; }
)CL";

const API *A = nullptr;

void check(cl_int R, const char *What) {
  if (R == CL_SUCCESS)
    return;
  std::fprintf(stderr, "empty_opencl: %s in %s\n", describe(R).c_str(), What);
  std::exit(1);
}

std::string deviceName(cl_platform_id P, cl_device_id D) {
  char Platform[256] = "", Device[256] = "";
  A->clGetPlatformInfo(P, CL_PLATFORM_NAME, sizeof Platform - 1, Platform,
                       nullptr);
  A->clGetDeviceInfo(D, CL_DEVICE_NAME, sizeof Device - 1, Device, nullptr);
  return std::string(Platform) + ": " + Device;
}

cl_device_id chooseDevice() {
  const char *Want = std::getenv("HPVM_OPENCL_DEVICE");
  cl_uint NumPlatforms = 0;
  check(A->clGetPlatformIDs(0, nullptr, &NumPlatforms), "clGetPlatformIDs");
  std::vector<cl_platform_id> Platforms(NumPlatforms);
  check(A->clGetPlatformIDs(NumPlatforms, Platforms.data(), nullptr),
        "clGetPlatformIDs");
  for (cl_platform_id P : Platforms) {
    cl_uint Count = 0;
    if (A->clGetDeviceIDs(P, CL_DEVICE_TYPE_ALL, 0, nullptr, &Count) || !Count)
      continue;
    std::vector<cl_device_id> Devices(Count);
    check(A->clGetDeviceIDs(P, CL_DEVICE_TYPE_ALL, Count, Devices.data(),
                            nullptr),
          "clGetDeviceIDs");
    for (cl_device_id D : Devices) {
      std::string Name = deviceName(P, D);
      if (!Want || !*Want || Name.find(Want) != std::string::npos) {
        std::fprintf(stderr, "empty_opencl: %s\n", Name.c_str());
        return D;
      }
    }
  }
  std::fprintf(stderr, "empty_opencl: no OpenCL device%s%s\n",
               Want ? " named like " : "", Want ? Want : "");
  std::exit(1);
}

/// One work-item of kernel K.
void enqueueOne(cl_command_queue Queue, cl_kernel K) {
  const size_t One = 1;
  check(A->clEnqueueNDRangeKernel(Queue, K, 1, nullptr, &One, &One, 0, nullptr,
                                  nullptr),
        "clEnqueueNDRangeKernel");
}

/// Kernel plusOne (argument 0: v) for V.
void plusOne(cl_command_queue Queue, cl_kernel PlusOne, long V) {
  check(A->clSetKernelArg(PlusOne, 0, sizeof V, &V), "clSetKernelArg");
  enqueueOne(Queue, PlusOne);
}

/// clCreateBufferNV where the device has NVIDIA's cl_nv_create_buffer.
clCreateBufferNVFn createBufferNV(cl_device_id D) {
  char Extensions[8192] = "";
  cl_platform_id Platform = nullptr;
  A->clGetDeviceInfo(D, CL_DEVICE_EXTENSIONS, sizeof Extensions - 1, Extensions,
                     nullptr);
  if (!std::strstr(Extensions, "cl_nv_create_buffer") ||
      A->clGetDeviceInfo(D, CL_DEVICE_PLATFORM, sizeof Platform, &Platform,
                         nullptr))
    return nullptr;
  return reinterpret_cast<clCreateBufferNVFn>(
      A->clGetExtensionFunctionAddressForPlatform(Platform,
                                                  "clCreateBufferNV"));
}

/// empty with the result in host memory that the kernel writes
/// (cl_nv_create_buffer's CL_MEM_LOCATION_HOST_NV, as hpvmcc's runtime
/// makes its outputs buffer on NVIDIA): read through a blocking map and an
/// unmap per launch (variant opencl-nvmap), or mapped once and read after
/// clFinish (opencl-nvhost: outside the OpenCL specification, which leaves
/// a kernel writing a mapped buffer undefined; its check says whether the
/// driver shows the kernel's writes there).
int nvidiaHostMemory(clCreateBufferNVFn CreateNV, cl_context Context,
                     cl_command_queue Queue, cl_kernel PlusOne) {
  cl_int R = CL_SUCCESS;
  cl_mem Host = CreateNV(Context, CL_MEM_READ_WRITE, CL_MEM_LOCATION_HOST_NV,
                         sizeof(long), nullptr, &R);
  check(R, "clCreateBufferNV");
  check(A->clSetKernelArg(PlusOne, 1, sizeof Host, &Host), "clSetKernelArg");
  long Last = 0;
  empty::timeLaunches("empty", "opencl-nvmap", [&](long V) {
    plusOne(Queue, PlusOne, V);
    void *Mapped = A->clEnqueueMapBuffer(Queue, Host, CL_TRUE, CL_MAP_READ, 0,
                                         sizeof Last, 0, nullptr, nullptr, &R);
    check(R, "clEnqueueMapBuffer");
    std::memcpy(&Last, Mapped, sizeof Last);
    check(A->clEnqueueUnmapMemObject(Queue, Host, Mapped, 0, nullptr, nullptr),
          "clEnqueueUnmapMemObject");
  });
  int Status = empty::finish("empty", "opencl-nvmap", Last, empty::launches());
  void *Mapped = A->clEnqueueMapBuffer(Queue, Host, CL_TRUE, CL_MAP_READ, 0,
                                       sizeof Last, 0, nullptr, nullptr, &R);
  check(R, "clEnqueueMapBuffer");
  empty::timeLaunches("empty", "opencl-nvhost", [&](long V) {
    plusOne(Queue, PlusOne, V);
    check(A->clFinish(Queue), "clFinish");
    std::memcpy(&Last, Mapped, sizeof Last);
  });
  return Status |
         empty::finish("empty", "opencl-nvhost", Last, empty::launches());
}

/// The host time of clSetKernelArg + clEnqueueNDRangeKernel of plusOne,
/// kernels back to back and never waited for in between, and of a clFinish
/// after each kernel: "empty_opencl: enqueue X us, finish Y us", means over
/// empty::launches() launches each. The part of a launch that no program
/// on the platform avoids.
int platformFloor(cl_command_queue Queue, cl_kernel PlusOne) {
  using bench::Clock;
  const long N = empty::launches();
  Clock::duration Enqueue{}, Finish{};
  for (long V = 0; V < N; ++V) {
    Clock::time_point T0 = Clock::now();
    plusOne(Queue, PlusOne, V);
    Enqueue += Clock::now() - T0;
  }
  check(A->clFinish(Queue), "clFinish");
  for (long V = 0; V < N; ++V) {
    plusOne(Queue, PlusOne, V);
    Clock::time_point T0 = Clock::now();
    check(A->clFinish(Queue), "clFinish");
    Finish += Clock::now() - T0;
  }
  auto Us = [N](Clock::duration D) {
    return std::chrono::duration<double, std::micro>(D).count() / N;
  };
  std::printf("empty_opencl: enqueue %.2f us, finish %.2f us\n", Us(Enqueue),
              Us(Finish));
  return 0;
}

} // namespace

int main(int Argc, char **Argv) {
  std::string Reason;
  A = loadOpenCL(Reason);
  if (!A) {
    std::fprintf(stderr, "empty_opencl: %s\n", Reason.c_str());
    return 1;
  }
  cl_device_id Device = chooseDevice();
  cl_int R = CL_SUCCESS;
  cl_context Context =
      A->clCreateContext(nullptr, 1, &Device, nullptr, nullptr, &R);
  check(R, "clCreateContext");
  cl_command_queue Queue = A->clCreateCommandQueue(Context, Device, 0, &R);
  check(R, "clCreateCommandQueue");
  cl_program Program =
      A->clCreateProgramWithSource(Context, 1, &Source, nullptr, &R);
  check(R, "clCreateProgramWithSource");
  check(A->clBuildProgram(Program, 1, &Device, "", nullptr, nullptr),
        "clBuildProgram");
  cl_kernel PlusOne = A->clCreateKernel(Program, "plusOne", &R);
  check(R, "clCreateKernel plusOne");
  cl_kernel Increment = A->clCreateKernel(Program, "increment", &R);
  check(R, "clCreateKernel increment");
  cl_mem Buffer =
      A->clCreateBuffer(Context, CL_MEM_READ_WRITE, sizeof(long), nullptr, &R);
  check(R, "clCreateBuffer");
  check(A->clSetKernelArg(PlusOne, 1, sizeof Buffer, &Buffer),
        "clSetKernelArg");
  check(A->clSetKernelArg(Increment, 0, sizeof Buffer, &Buffer),
        "clSetKernelArg");

  std::string Which = Argc == 2 ? Argv[1] : "";
  if (Which == "empty") {
    long Last = 0;
    empty::timeLaunches("empty", "opencl", [&](long V) {
      plusOne(Queue, PlusOne, V);
      check(A->clEnqueueReadBuffer(Queue, Buffer, CL_TRUE, 0, sizeof Last,
                                   &Last, 0, nullptr, nullptr),
            "clEnqueueReadBuffer");
    });
    int Status = empty::finish("empty", "opencl", Last, empty::launches());
    if (clCreateBufferNVFn CreateNV = createBufferNV(Device))
      Status |= nvidiaHostMemory(CreateNV, Context, Queue, PlusOne);
    return Status;
  }
  if (Which == "empty_mem") {
    // Page-locked host memory, as OpenCL gives it: a buffer allocated in
    // host memory and mapped (once; it is only ever a copy's source).
    cl_mem Pinned = A->clCreateBuffer(Context, CL_MEM_ALLOC_HOST_PTR,
                                      sizeof(long), nullptr, &R);
    check(R, "clCreateBuffer");
    auto *Staged = static_cast<long *>(
        A->clEnqueueMapBuffer(Queue, Pinned, CL_TRUE, CL_MAP_WRITE, 0,
                              sizeof(long), 0, nullptr, nullptr, &R));
    check(R, "clEnqueueMapBuffer");
    int Status = 0;
    for (const char *Variant : {"opencl", "opencl-nbwrite", "opencl-pinned"}) {
      bool Blocking = Variant == std::string("opencl");
      bool Pin = Variant == std::string("opencl-pinned");
      long X = 0;
      empty::timeLaunches("empty_mem", Variant, [&](long) {
        // The read below waits for this write: the next launch's copy to
        // the staging memory comes after it.
        if (Pin)
          *Staged = X;
        check(A->clEnqueueWriteBuffer(Queue, Buffer, Blocking, 0, sizeof X,
                                      Pin ? Staged : &X, 0, nullptr, nullptr),
              "clEnqueueWriteBuffer");
        enqueueOne(Queue, Increment);
        check(A->clEnqueueReadBuffer(Queue, Buffer, CL_TRUE, 0, sizeof X, &X, 0,
                                     nullptr, nullptr),
              "clEnqueueReadBuffer");
      });
      Status |= empty::finish("empty_mem", Variant, X, empty::calls());
    }
    return Status;
  }
  if (Which == "floor")
    return platformFloor(Queue, PlusOne);
  std::fprintf(stderr, "usage: %s empty|empty_mem|floor\n", Argv[0]);
  return 2;
}
