// A gpu or opencl node that reaches a host-only call through library code
// (OpenVINS' HPVM-C undistortion leaf calls std::unordered_map::at, which
// throws): the error is at the node's line that uses the library, with a
// note at the library's line. It used to point at the libstdc++ header only.
// RUN: not %hpvmcc -O2 -DDEVICE=GPU_TARGET -c %s -o %t.o 2>&1 | FileCheck %s --check-prefixes=CHECK,GPU
// RUN: not %hpvmcc -O0 -DDEVICE=GPU_TARGET -c %s -o %t.o 2>&1 | FileCheck %s --check-prefixes=CHECK,GPU
// RUN: not %hpvmcc -O2 -DDEVICE=OPENCL_TARGET -c %s -o %t.o 2>&1 | FileCheck %s --check-prefixes=CHECK,CL
#include <hpvm.h>
#include <vector>

void leaf(std::vector<float> *v, size_t bytes) {
  __hpvm__hint(hpvm::DEVICE);
  long i = __hpvm__getNodeInstanceID_x(__hpvm__getNode());
  v->at(i) += 1;
  // GPU: host-call-in-library-error.cpp:[[@LINE-1]]:6: error: a gpu node calls 'std::__throw_out_of_range_fmt(char const*, ...)', which cannot run on the GPU
  // CL: host-call-in-library-error.cpp:[[@LINE-2]]:6: error: an opencl node calls 'std::__throw_out_of_range_fmt(char const*, ...)', which cannot run on an OpenCL device
  // CHECK-NEXT: {{.*}}.h:{{[0-9]+}}:{{[0-9]+}}: note: in '{{.*}}', which the node's code uses there
}

void root(std::vector<float> *v, size_t bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  void *n = __hpvm__createNodeND(1, leaf, (size_t)4);
  __hpvm__bindIn(n, 0, 0, 0);
  __hpvm__bindIn(n, 1, 1, 0);
}

struct __attribute__((packed)) Args {
  std::vector<float> *v;
  size_t bytes;
};

void host(std::vector<float> *v) {
  Args a = {v, sizeof *v};
  __hpvm__wait(__hpvm__launch(0, root, &a));
}
