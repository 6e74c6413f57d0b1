/*===- fake-libcuda.c - a stand-in libcuda.so.1 that counts calls ---------===*\
|*                                                                            *|
|* Lit tests of the CUDA driver calls the runtime makes, on a machine without *|
|* a GPU: every entry point the runtime opens succeeds at no cost, device     *|
|* memory is host memory (copies are memcpy), kernels do not run, one device  *|
|* of compute capability 9.0 (FAKECUDA_DEVICES=N: N devices; FAKECUDA_PEER=1: *|
|* each reaches the others' memory). At exit it prints each entry point      *|
|* called and how often, in the order of their first calls: "fakecuda NAME   *|
|* COUNT". cuFuncGetParamInfo says a kernel has no parameters.               *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/
#define CALL_COUNTS_PREFIX "fakecuda"
#include "call-counts.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef int CUresult;
typedef uint64_t CUdeviceptr;

enum { InvalidValue = 1 };

enum { MaxDevices = 8 };
static char Contexts[MaxDevices];
static char *Current = Contexts;

static int fromEnv(const char *Name, int Default) {
  const char *V = getenv(Name);
  return V && *V ? atoi(V) : Default;
}

static void *fresh(size_t Bytes) { return calloc(1, Bytes ? Bytes : 1); }

CUresult cuInit(unsigned F) {
  COUNT();
  return 0;
}
CUresult cuDriverGetVersion(int *V) {
  COUNT();
  *V = 13000;
  return 0;
}
CUresult cuDeviceGetCount(int *C) {
  COUNT();
  *C = fromEnv("FAKECUDA_DEVICES", 1);
  if (*C > MaxDevices)
    *C = MaxDevices;
  return 0;
}
CUresult cuDeviceGet(int *D, int O) {
  COUNT();
  *D = O;
  return 0;
}
CUresult cuDeviceGetName(char *N, int L, int D) {
  COUNT();
  snprintf(N, L, "fake GPU");
  return 0;
}
CUresult cuDeviceGetAttribute(int *V, int Attribute, int D) {
  COUNT();
  // CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR / _MINOR; 1 otherwise.
  *V = Attribute == 75 ? 9 : Attribute == 76 ? 0 : 1;
  return 0;
}
CUresult cuDeviceTotalMem_v2(size_t *B, int D) {
  COUNT();
  *B = (size_t)80 << 30;
  return 0;
}
CUresult cuDevicePrimaryCtxRetain(void **C, int D) {
  COUNT();
  *C = Contexts + D;
  return 0;
}
CUresult cuDeviceCanAccessPeer(int *C, int A, int B) {
  COUNT();
  *C = fromEnv("FAKECUDA_PEER", 0);
  return 0;
}
CUresult cuCtxEnablePeerAccess(void *P, unsigned F) {
  COUNT();
  return 0;
}
CUresult cuCtxSetCurrent(void *C) {
  COUNT();
  Current = C;
  return 0;
}
CUresult cuCtxGetCurrent(void **C) {
  COUNT();
  *C = Current;
  return 0;
}
CUresult cuStreamCreate(void **S, unsigned F) {
  COUNT();
  *S = fresh(8);
  return 0;
}
CUresult cuStreamSynchronize(void *S) {
  COUNT();
  return 0;
}
CUresult cuStreamWaitEvent(void *S, void *E, unsigned F) {
  COUNT();
  return 0;
}
CUresult cuModuleLoadDataEx(void **M, const void *Image, unsigned N,
                            void *Options, void **Values) {
  COUNT();
  *M = fresh(8);
  return 0;
}
CUresult cuModuleGetGlobal_v2(CUdeviceptr *P, size_t *B, void *M,
                              const char *Name) {
  COUNT();
  *P = (CUdeviceptr)fresh(4096);
  if (B)
    *B = 4096;
  return 0;
}
CUresult cuModuleGetFunction(void **F, void *M, const char *Name) {
  COUNT();
  *F = fresh(8);
  return 0;
}
CUresult cuFuncGetParamInfo(void *F, size_t I, size_t *Offset, size_t *Size) {
  COUNT();
  return InvalidValue;
}
CUresult cuMemAlloc_v2(CUdeviceptr *P, size_t B) {
  COUNT();
  *P = (CUdeviceptr)fresh(B);
  return 0;
}
CUresult cuMemFree_v2(CUdeviceptr P) {
  COUNT();
  free((void *)P);
  return 0;
}
CUresult cuMemHostAlloc(void **P, size_t B, unsigned F) {
  COUNT();
  *P = fresh(B);
  return 0;
}
CUresult cuMemFreeHost(void *P) {
  COUNT();
  free(P);
  return 0;
}
CUresult cuMemHostRegister_v2(void *P, size_t B, unsigned F) {
  COUNT();
  return 0;
}
CUresult cuMemHostUnregister(void *P) {
  COUNT();
  return 0;
}
CUresult cuMemHostGetDevicePointer_v2(CUdeviceptr *D, void *H, unsigned F) {
  COUNT();
  *D = (CUdeviceptr)H;
  return 0;
}
CUresult cuMemcpyHtoD_v2(CUdeviceptr D, const void *S, size_t B) {
  COUNT();
  memcpy((void *)D, S, B);
  return 0;
}
CUresult cuMemcpyDtoH_v2(void *D, CUdeviceptr S, size_t B) {
  COUNT();
  memcpy(D, (const void *)S, B);
  return 0;
}
CUresult cuMemcpyDtoD_v2(CUdeviceptr D, CUdeviceptr S, size_t B) {
  COUNT();
  memcpy((void *)D, (const void *)S, B);
  return 0;
}
CUresult cuMemcpyPeer(CUdeviceptr D, void *DC, CUdeviceptr S, void *SC,
                      size_t B) {
  COUNT();
  memcpy((void *)D, (const void *)S, B);
  return 0;
}
CUresult cuMemcpyHtoDAsync_v2(CUdeviceptr D, const void *S, size_t B,
                              void *Stream) {
  COUNT();
  memcpy((void *)D, S, B);
  return 0;
}
CUresult cuMemcpyDtoHAsync_v2(void *D, CUdeviceptr S, size_t B, void *Stream) {
  COUNT();
  memcpy(D, (const void *)S, B);
  return 0;
}
CUresult cuMemcpyDtoDAsync_v2(CUdeviceptr D, CUdeviceptr S, size_t B,
                              void *Stream) {
  COUNT();
  memcpy((void *)D, (const void *)S, B);
  return 0;
}
CUresult cuLaunchKernel(void *F, unsigned GX, unsigned GY, unsigned GZ,
                        unsigned BX, unsigned BY, unsigned BZ, unsigned Shared,
                        void *Stream, void **Params, void **Extra) {
  COUNT();
  return 0;
}
CUresult cuEventCreate(void **E, unsigned F) {
  COUNT();
  *E = fresh(8);
  return 0;
}
CUresult cuEventDestroy_v2(void *E) {
  COUNT();
  free(E);
  return 0;
}
CUresult cuEventRecord(void *E, void *S) {
  COUNT();
  return 0;
}
CUresult cuEventSynchronize(void *E) {
  COUNT();
  return 0;
}
CUresult cuEventQuery(void *E) {
  COUNT();
  return 0;
}
CUresult cuEventElapsedTime(float *Ms, void *Start, void *End) {
  COUNT();
  *Ms = 0.001f;
  return 0;
}
CUresult cuGetErrorName(CUresult E, const char **N) {
  *N = "CUDA_ERROR_FAKE";
  return 0;
}
CUresult cuGetErrorString(CUresult E, const char **S) {
  *S = "an error of the stand-in libcuda";
  return 0;
}
CUresult cuGraphCreate(void **G, unsigned F) {
  COUNT();
  *G = fresh(8);
  return 0;
}
CUresult cuGraphAddKernelNode_v2(void **Node, void *G, void **Dependencies,
                                 size_t N, void *Params) {
  COUNT();
  *Node = fresh(8);
  return 0;
}
CUresult cuGraphInstantiateWithFlags(void **Exec, void *G,
                                     unsigned long long F) {
  COUNT();
  *Exec = fresh(8);
  return 0;
}
CUresult cuGraphExecKernelNodeSetParams_v2(void *Exec, void *Node,
                                           void *Params) {
  COUNT();
  return 0;
}
CUresult cuGraphLaunch(void *Exec, void *Stream) {
  COUNT();
  return 0;
}
CUresult cuStreamBeginCapture_v2(void *Stream, int Mode) {
  COUNT();
  return 0;
}
CUresult cuStreamEndCapture(void *Stream, void **G) {
  COUNT();
  *G = fresh(8);
  return 0;
}
CUresult cuGraphDestroy(void *G) {
  COUNT();
  return 0;
}
