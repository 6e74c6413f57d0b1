// Two consecutive graphs on tracked memory copy nothing twice: `a` goes to
// the device once, `b` (written by the first graph, read by the second)
// stays there, out-only `b` and `c` are never copied in, and only what the
// host requests comes back. Without a GPU the nodes run on the CPU and
// nothing is copied at all.
// POLICY-TESTS: skip it counts the copies of gpu nodes, which a policy may run on the CPU
// RUN: %hpvmcc -O2 -DDEVICE=GPU_TARGET %s -o %t && %t 2>%t.err | FileCheck %s
// CHECK: transfer-counts: b ok, c ok, copies as expected
// OPENCL-TESTS: skip asks whether the GPU ran it (e2e-opencl/transfer-counts.test)
#include <hpvm.h>
#include <hpvm/hpvm_rt.h>
#include <cstdint>
#include <cstdio>
#include <vector>

// test/lit/e2e-opencl/transfer-counts.test builds it for opencl, with
// -DON_DEVICE=hpvm_rt_opencl_available.
#ifndef ON_DEVICE
#define ON_DEVICE hpvm_rt_gpu_available
#endif

void addOne(int *in, size_t inBytes, int *out, size_t outBytes) {
  __hpvm__hint(hpvm::DEVICE);
  __hpvm__attributes(1, in, 1, out);
  long i = __hpvm__getNodeInstanceID_x(__hpvm__getNode());
  out[i] = in[i] + 1;
  __hpvm__return(0);
}

void root(int *in, size_t inBytes, int *out, size_t outBytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, in, 1, out);
  void *n = __hpvm__createNodeND(1, (void *)addOne, inBytes / sizeof(int));
  __hpvm__bindIn(n, 0, 0, 0);
  __hpvm__bindIn(n, 1, 1, 0);
  __hpvm__bindIn(n, 2, 2, 0);
  __hpvm__bindIn(n, 3, 3, 0);
}

struct __attribute__((packed)) Args {
  int *in;
  size_t inBytes;
  int *out;
  size_t outBytes;
};

int main() {
  const size_t n = 1 << 16, bytes = n * sizeof(int);
  std::vector<int> a(n), b(n), c(n);
  for (size_t i = 0; i < n; ++i)
    a[i] = int(i);
  llvm_hpvm_track_mem(a.data(), bytes);
  llvm_hpvm_track_mem(b.data(), bytes);
  llvm_hpvm_track_mem(c.data(), bytes);
  Args first{a.data(), bytes, b.data(), bytes};
  __hpvm__wait(__hpvm__launch(0, (void *)root, &first));
  Args second{b.data(), bytes, c.data(), bytes};
  __hpvm__wait(__hpvm__launch(0, (void *)root, &second));
  llvm_hpvm_request_mem(c.data(), bytes);
  llvm_hpvm_request_mem(b.data(), bytes);

  uint64_t toDevice, toDeviceBytes, toHost, toHostBytes;
  hpvm_rt_transfer_stats(&toDevice, &toDeviceBytes, &toHost, &toHostBytes);
  bool onGPU = ON_DEVICE("transfer-counts", nullptr);
  bool countsOk = onGPU ? toDevice == 1 && toDeviceBytes == bytes &&
                              toHost == 2 && toHostBytes == 2 * bytes
                        : toDevice == 0 && toHost == 0;
  bool bOk = true, cOk = true;
  for (size_t i = 0; i < n; ++i) {
    bOk &= b[i] == int(i) + 1;
    cOk &= c[i] == int(i) + 2;
  }
  llvm_hpvm_untrack_mem(a.data());
  llvm_hpvm_untrack_mem(b.data());
  llvm_hpvm_untrack_mem(c.data());
  std::printf("transfer-counts: b %s, c %s, copies %s\n", bOk ? "ok" : "WRONG",
              cOk ? "ok" : "WRONG",
              countsOk ? "as expected" : "UNEXPECTED");
  if (!countsOk)
    std::fprintf(stderr,
                 "to device: %llu (%llu bytes), to host: %llu (%llu bytes)\n",
                 (unsigned long long)toDevice,
                 (unsigned long long)toDeviceBytes, (unsigned long long)toHost,
                 (unsigned long long)toHostBytes);
  return !(bOk && cOk && countsOk);
}
