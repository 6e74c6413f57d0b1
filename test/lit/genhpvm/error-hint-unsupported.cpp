// Targets hpvmcc does not compile for.
// RUN: not %hpvmcc --emit=hpvm-ir %s 2>&1 | FileCheck %s
#include <hpvm.h>

void root() {
  // CHECK: {{.*}}error-hint-unsupported.cpp:[[@LINE+1]]:3: error: target 6 is not supported by hpvmcc (use CPU_TARGET, GPU_TARGET, CPU_OR_GPU_TARGET, VECTOR_TARGET, OPENCL_TARGET, or CUDNN_TARGET or TENSOR_TARGET for tensor leaves)
  __hpvm__hint(hpvm::NUM_TARGETS);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }