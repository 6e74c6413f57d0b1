//===- OpenCLLoader.h - the OpenCL API, opened at run time ------*- C++ -*-===//
//
// libhpvm-rt never links libOpenCL: a program built with opencl nodes must
// still start, and run its CPU versions, on a machine without an OpenCL
// implementation. So the ICD loader, libOpenCL.so.1, is opened with dlopen on
// first use and the entry points the runtime calls are looked up by name.
// The types and constants below are OpenCL 1.2's own, declared here so that
// building the runtime needs no OpenCL headers.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_RUNTIME_DEVICE_OPENCL_OPENCLLOADER_H
#define HPVM_RUNTIME_DEVICE_OPENCL_OPENCLLOADER_H

#include <cstddef>
#include <cstdint>
#include <string>

namespace hpvm::rt::opencl {

using cl_int = int32_t;
using cl_uint = uint32_t;
using cl_ulong = uint64_t;
using cl_platform_id = struct _cl_platform_id *;
using cl_device_id = struct _cl_device_id *;
using cl_context = struct _cl_context *;
using cl_command_queue = struct _cl_command_queue *;
using cl_mem = struct _cl_mem *;
using cl_program = struct _cl_program *;
using cl_kernel = struct _cl_kernel *;
using cl_event = struct _cl_event *;

constexpr cl_int CL_SUCCESS = 0;
constexpr cl_int CL_DEVICE_NOT_FOUND = -1;
constexpr cl_int CL_MEM_OBJECT_ALLOCATION_FAILURE = -4;
constexpr cl_int CL_OUT_OF_RESOURCES = -5;
constexpr cl_int CL_BUILD_PROGRAM_FAILURE = -11;
constexpr cl_int CL_PLATFORM_NOT_FOUND_KHR = -1001;
constexpr cl_uint CL_TRUE = 1;
constexpr cl_uint CL_PLATFORM_NAME = 0x0902;
constexpr cl_ulong CL_DEVICE_TYPE_ALL = 0xFFFFFFFF;
constexpr cl_uint CL_DEVICE_SINGLE_FP_CONFIG = 0x101B;
constexpr cl_uint CL_DEVICE_NAME = 0x102B;
constexpr cl_uint CL_DRIVER_VERSION = 0x102D;
constexpr cl_uint CL_DEVICE_VERSION = 0x102F;
constexpr cl_uint CL_DEVICE_EXTENSIONS = 0x1030;
constexpr cl_uint CL_DEVICE_PLATFORM = 0x1031;
constexpr cl_ulong CL_FP_CORRECTLY_ROUNDED_DIVIDE_SQRT = 1 << 7;
constexpr cl_ulong CL_QUEUE_PROFILING_ENABLE = 1 << 1;
constexpr cl_ulong CL_MEM_READ_WRITE = 1 << 0;
constexpr cl_ulong CL_MEM_ALLOC_HOST_PTR = 1 << 4;
constexpr cl_ulong CL_MAP_READ = 1 << 0;
constexpr cl_ulong CL_MAP_WRITE = 1 << 1;

/// NVIDIA's cl_nv_create_buffer: clCreateBuffer with NVIDIA's own flags;
/// CL_MEM_LOCATION_HOST_NV puts the buffer in host memory, which kernels
/// read and write directly.
using clCreateBufferNVFn = cl_mem (*)(cl_context Context, cl_ulong Flags,
                                      cl_ulong FlagsNV, size_t Size,
                                      void *HostPtr, cl_int *Error);
constexpr cl_ulong CL_MEM_LOCATION_HOST_NV = 1 << 0;
constexpr cl_uint CL_PROGRAM_BINARY_SIZES = 0x1165;
constexpr cl_uint CL_PROGRAM_BINARIES = 0x1166;
constexpr cl_uint CL_PROGRAM_BUILD_LOG = 0x1183;
constexpr cl_uint CL_PROFILING_COMMAND_START = 0x1282;
constexpr cl_uint CL_PROFILING_COMMAND_END = 0x1283;

/// The entry points, named as in cl.h; each is never null.
struct API {
  cl_int (*clGetPlatformIDs)(cl_uint Entries, cl_platform_id *Platforms,
                             cl_uint *Count);
  cl_int (*clGetPlatformInfo)(cl_platform_id Platform, cl_uint Param,
                              size_t Size, void *Value, size_t *SizeRet);
  cl_int (*clGetDeviceIDs)(cl_platform_id Platform, cl_ulong Type,
                           cl_uint Entries, cl_device_id *Devices,
                           cl_uint *Count);
  cl_int (*clGetDeviceInfo)(cl_device_id Device, cl_uint Param, size_t Size,
                            void *Value, size_t *SizeRet);
  cl_context (*clCreateContext)(const intptr_t *Properties, cl_uint Count,
                                const cl_device_id *Devices,
                                void (*Notify)(const char *, const void *,
                                               size_t, void *),
                                void *UserData, cl_int *Error);
  cl_command_queue (*clCreateCommandQueue)(cl_context Context,
                                           cl_device_id Device,
                                           cl_ulong Properties, cl_int *Error);
  cl_mem (*clCreateBuffer)(cl_context Context, cl_ulong Flags, size_t Size,
                           void *HostPtr, cl_int *Error);
  cl_int (*clReleaseMemObject)(cl_mem Mem);
  cl_int (*clEnqueueWriteBuffer)(cl_command_queue Queue, cl_mem Mem,
                                 cl_uint Blocking, size_t Offset, size_t Size,
                                 const void *Ptr, cl_uint NumEvents,
                                 const cl_event *Events, cl_event *Event);
  cl_int (*clEnqueueFillBuffer)(cl_command_queue Queue, cl_mem Mem,
                                const void *Pattern, size_t PatternSize,
                                size_t Offset, size_t Size, cl_uint NumEvents,
                                const cl_event *Events, cl_event *Event);
  cl_int (*clEnqueueReadBuffer)(cl_command_queue Queue, cl_mem Mem,
                                cl_uint Blocking, size_t Offset, size_t Size,
                                void *Ptr, cl_uint NumEvents,
                                const cl_event *Events, cl_event *Event);
  void *(*clEnqueueMapBuffer)(cl_command_queue Queue, cl_mem Mem,
                              cl_uint Blocking, cl_ulong Flags, size_t Offset,
                              size_t Size, cl_uint NumEvents,
                              const cl_event *Events, cl_event *Event,
                              cl_int *Error);
  cl_int (*clEnqueueUnmapMemObject)(cl_command_queue Queue, cl_mem Mem,
                                    void *Mapped, cl_uint NumEvents,
                                    const cl_event *Events, cl_event *Event);
  cl_program (*clCreateProgramWithSource)(cl_context Context, cl_uint Count,
                                          const char **Strings,
                                          const size_t *Lengths, cl_int *Error);
  cl_program (*clCreateProgramWithBinary)(cl_context Context,
                                          cl_uint NumDevices,
                                          const cl_device_id *Devices,
                                          const size_t *Lengths,
                                          const unsigned char **Binaries,
                                          cl_int *Status, cl_int *Error);
  cl_int (*clBuildProgram)(cl_program Program, cl_uint NumDevices,
                           const cl_device_id *Devices, const char *Options,
                           void (*Notify)(cl_program, void *), void *UserData);
  cl_int (*clGetProgramBuildInfo)(cl_program Program, cl_device_id Device,
                                  cl_uint Param, size_t Size, void *Value,
                                  size_t *SizeRet);
  cl_int (*clGetProgramInfo)(cl_program Program, cl_uint Param, size_t Size,
                             void *Value, size_t *SizeRet);
  cl_int (*clReleaseProgram)(cl_program Program);
  cl_kernel (*clCreateKernel)(cl_program Program, const char *Name,
                              cl_int *Error);
  cl_int (*clSetKernelArg)(cl_kernel Kernel, cl_uint Index, size_t Size,
                           const void *Value);
  cl_int (*clEnqueueNDRangeKernel)(cl_command_queue Queue, cl_kernel Kernel,
                                   cl_uint Dims, const size_t *Offset,
                                   const size_t *Global, const size_t *Local,
                                   cl_uint NumEvents, const cl_event *Events,
                                   cl_event *Event);
  cl_int (*clWaitForEvents)(cl_uint Count, const cl_event *Events);
  cl_int (*clFinish)(cl_command_queue Queue);
  cl_int (*clGetEventProfilingInfo)(cl_event Event, cl_uint Param, size_t Size,
                                    void *Value, size_t *SizeRet);
  cl_int (*clReleaseEvent)(cl_event Event);
  void *(*clGetExtensionFunctionAddressForPlatform)(cl_platform_id Platform,
                                                    const char *Name);
};

/// Opens libOpenCL.so.1 and looks up every entry point, on the first call
/// only; later calls give the same answer. Returns null, with the reason in
/// Reason, when the library or one of its entry points is missing.
const API *loadOpenCL(std::string &Reason);

/// "CL_OUT_OF_RESOURCES (-5)": the error's name and number.
std::string describe(cl_int Error);

} // namespace hpvm::rt::opencl

#endif // HPVM_RUNTIME_DEVICE_OPENCL_OPENCLLOADER_H
