// HPVM-C programs ask for the vector target with
// __hpvm__hint(hpvm::VECTOR_TARGET); the innermost dimension (y of a 2-D
// node) is the vectorised one, so the id in x stays scalar.
// RUN: %hpvmcc -O2 -march=x86-64-v3 --hpvm-report --emit=vector-ir %s -o - 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=REPORT < %t.err
#include <hpvm.h>

void fill(float *m, size_t bytes, long cols) {
  __hpvm__hint(hpvm::VECTOR_TARGET);
  __hpvm__attributes(0, 1, m);
  void *self = __hpvm__getNode();
  long r = __hpvm__getNodeInstanceID_x(self);
  long c = __hpvm__getNodeInstanceID_y(self);
  m[r * cols + c] = (float)(r * 1000 + c);
}

void root(float *m, size_t bytes, long rows, long cols) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(0, 1, m);
  void *n = __hpvm__createNodeND(2, (void *)fill, rows, cols);
  __hpvm__bindIn(n, 0, 0, 0);
  __hpvm__bindIn(n, 1, 1, 0);
  __hpvm__bindIn(n, 3, 2, 0);
}

struct __attribute__((packed)) RootArgs {
  float *m;
  size_t bytes;
  long rows, cols;
};

void run(float *m, long rows, long cols) {
  RootArgs args = {m, rows * cols * sizeof(float), rows, cols};
  llvm_hpvm_track_mem(m, args.bytes);
  __hpvm__wait(__hpvm__launch(0, (void *)root, &args));
  llvm_hpvm_request_mem(m, args.bytes);
  llvm_hpvm_untrack_mem(m);
}

// REPORT: remark: vector node 'fill' vectorised: 8 lanes, 256-bit vectors
// CHECK-LABEL: define internal void @{{.*}}fill{{.*}}.vector(
// CHECK-SAME: ptr %[[CTX:[0-9]+]])
// CHECK: %[[R:[0-9]+]] = load i64, ptr %[[CTX]], align 8
// CHECK: %[[YADDR:[0-9]+]] = getelementptr i8, ptr %[[CTX]], i64 8
// CHECK: %[[C:[0-9]+]] = load i64, ptr %[[YADDR]], align 8
// CHECK: mul nsw i64 %[[R]], 1000
// CHECK: sitofp <8 x i64> %{{[0-9]+}} to <8 x float>
// CHECK: store <8 x float>
