// A gpu leaf's computed outputs are copied from the pinned memory the kernel
// wrote into the launch struct up to the end of the last output, not the
// outputs struct's whole size: {long, int} has 4 bytes of tail padding that
// a host's packed outputs struct at the end of its launch struct may not
// have (the cpu target stores them field by field; e2e-sanitizer/
// asan-packed-outputs.c). The pinned memory keeps the whole size.
// RUN: %hpvmcc -O0 --emit=llvm-ir %s -o - | FileCheck %s
#include <hpvm.h>
void leaf(long x, int y) {
  __hpvm__hint(hpvm::GPU_TARGET);
  __hpvm__return(2, x * 2, y + 1);
}
void root(long x, int y) {
  __hpvm__hint(hpvm::CPU_TARGET);
  void *n = __hpvm__createNodeND(0, (void *)leaf);
  __hpvm__bindIn(n, 0, 0, 0);
  __hpvm__bindIn(n, 1, 1, 0);
  __hpvm__bindOut(n, 0, 0, 0);
  __hpvm__bindOut(n, 1, 1, 0);
}
void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }

// CHECK-LABEL: define internal void @_Z4leafli.gpu(
// CHECK: [[OUTPUTS:%.*]] = call ptr @hpvm_rt_gpu_outputs(ptr {{.*}}, i64 16)
// CHECK: call void @hpvm_rt_gpu_launch(
// CHECK: call void @llvm.memcpy.p0.p0.i64(ptr align 1 {{%.*}}, ptr align 8 [[OUTPUTS]], i64 12, i1 false)
