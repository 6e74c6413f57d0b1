//===- OpenCLLoader.cpp - the OpenCL API, opened at run time --------------===//
//
// Opened once, with its symbols kept local so that they never stand in for
// a libOpenCL the program itself links, and never closed: implementations'
// threads and at-exit handlers may still run their code.
//
//===----------------------------------------------------------------------===//
#include "device/opencl/OpenCLLoader.h"

#include <dlfcn.h>

#include <cstring>
#include <type_traits>

using namespace hpvm::rt::opencl;

namespace {

constexpr const char *Library = "libOpenCL.so.1";

struct Loaded {
  API A{};
  std::string Error; // empty when A is complete
};

Loaded load() {
  Loaded L;
  void *Handle = dlopen(Library, RTLD_NOW | RTLD_LOCAL);
  if (!Handle) {
    const char *Why = dlerror();
    L.Error = Why && strstr(Why, "No such file")
                  ? std::string(Library) +
                        " (the OpenCL ICD loader, e.g. Debian's "
                        "ocl-icd-libopencl1) not found"
                  : std::string("cannot load ") + (Why ? Why : Library);
    return L;
  }
  auto Resolve = [&](auto &Fn, const char *Name) {
    if (!L.Error.empty())
      return;
    Fn = reinterpret_cast<std::remove_reference_t<decltype(Fn)>>(
        dlsym(Handle, Name));
    if (!Fn)
      L.Error = std::string(Library) + " has no " + Name;
  };
  Resolve(L.A.clGetPlatformIDs, "clGetPlatformIDs");
  Resolve(L.A.clGetPlatformInfo, "clGetPlatformInfo");
  Resolve(L.A.clGetDeviceIDs, "clGetDeviceIDs");
  Resolve(L.A.clGetDeviceInfo, "clGetDeviceInfo");
  Resolve(L.A.clCreateContext, "clCreateContext");
  Resolve(L.A.clCreateCommandQueue, "clCreateCommandQueue");
  Resolve(L.A.clCreateBuffer, "clCreateBuffer");
  Resolve(L.A.clReleaseMemObject, "clReleaseMemObject");
  Resolve(L.A.clEnqueueWriteBuffer, "clEnqueueWriteBuffer");
  Resolve(L.A.clEnqueueFillBuffer, "clEnqueueFillBuffer");
  Resolve(L.A.clEnqueueReadBuffer, "clEnqueueReadBuffer");
  Resolve(L.A.clEnqueueMapBuffer, "clEnqueueMapBuffer");
  Resolve(L.A.clEnqueueUnmapMemObject, "clEnqueueUnmapMemObject");
  Resolve(L.A.clCreateProgramWithSource, "clCreateProgramWithSource");
  Resolve(L.A.clCreateProgramWithBinary, "clCreateProgramWithBinary");
  Resolve(L.A.clBuildProgram, "clBuildProgram");
  Resolve(L.A.clGetProgramBuildInfo, "clGetProgramBuildInfo");
  Resolve(L.A.clGetProgramInfo, "clGetProgramInfo");
  Resolve(L.A.clReleaseProgram, "clReleaseProgram");
  Resolve(L.A.clCreateKernel, "clCreateKernel");
  Resolve(L.A.clSetKernelArg, "clSetKernelArg");
  Resolve(L.A.clEnqueueNDRangeKernel, "clEnqueueNDRangeKernel");
  Resolve(L.A.clWaitForEvents, "clWaitForEvents");
  Resolve(L.A.clFinish, "clFinish");
  Resolve(L.A.clGetEventProfilingInfo, "clGetEventProfilingInfo");
  Resolve(L.A.clReleaseEvent, "clReleaseEvent");
  Resolve(L.A.clGetExtensionFunctionAddressForPlatform,
          "clGetExtensionFunctionAddressForPlatform");
  return L;
}

struct ErrorName {
  cl_int Code;
  const char *Name;
};

constexpr ErrorName Errors[] = {
    {-1, "CL_DEVICE_NOT_FOUND"},
    {-2, "CL_DEVICE_NOT_AVAILABLE"},
    {-3, "CL_COMPILER_NOT_AVAILABLE"},
    {-4, "CL_MEM_OBJECT_ALLOCATION_FAILURE"},
    {-5, "CL_OUT_OF_RESOURCES"},
    {-6, "CL_OUT_OF_HOST_MEMORY"},
    {-7, "CL_PROFILING_INFO_NOT_AVAILABLE"},
    {-8, "CL_MEM_COPY_OVERLAP"},
    {-11, "CL_BUILD_PROGRAM_FAILURE"},
    {-14, "CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST"},
    {-30, "CL_INVALID_VALUE"},
    {-32, "CL_INVALID_PLATFORM"},
    {-33, "CL_INVALID_DEVICE"},
    {-34, "CL_INVALID_CONTEXT"},
    {-36, "CL_INVALID_COMMAND_QUEUE"},
    {-38, "CL_INVALID_MEM_OBJECT"},
    {-42, "CL_INVALID_BINARY"},
    {-43, "CL_INVALID_BUILD_OPTIONS"},
    {-44, "CL_INVALID_PROGRAM"},
    {-45, "CL_INVALID_PROGRAM_EXECUTABLE"},
    {-46, "CL_INVALID_KERNEL_NAME"},
    {-48, "CL_INVALID_KERNEL"},
    {-49, "CL_INVALID_ARG_INDEX"},
    {-50, "CL_INVALID_ARG_VALUE"},
    {-51, "CL_INVALID_ARG_SIZE"},
    {-52, "CL_INVALID_KERNEL_ARGS"},
    {-54, "CL_INVALID_WORK_GROUP_SIZE"},
    {-55, "CL_INVALID_WORK_ITEM_SIZE"},
    {-58, "CL_INVALID_EVENT"},
    {-59, "CL_INVALID_OPERATION"},
    {-61, "CL_INVALID_BUFFER_SIZE"},
    {-63, "CL_INVALID_GLOBAL_WORK_SIZE"},
    {-1001, "CL_PLATFORM_NOT_FOUND_KHR"},
};

} // namespace

const API *hpvm::rt::opencl::loadOpenCL(std::string &Reason) {
  // Never destroyed: other threads may use the library during exit.
  static const Loaded *L = new Loaded(load());
  if (!L->Error.empty()) {
    Reason = L->Error;
    return nullptr;
  }
  return &L->A;
}

std::string hpvm::rt::opencl::describe(cl_int Error) {
  for (const ErrorName &E : Errors)
    if (E.Code == Error)
      return std::string(E.Name) + " (" + std::to_string(Error) + ")";
  return "OpenCL error " + std::to_string(Error);
}
