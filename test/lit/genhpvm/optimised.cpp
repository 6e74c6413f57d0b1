// GenHPVM on a module compiled at -O2 (clang's own passes still run only
// after the HPVM stages): the same HPVM IR as at -O0.
// RUN: %hpvmcc -O2 --emit=hpvm-ir %s -o - | FileCheck %s
#include <hpvm.h>

void produce(int *in, size_t bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, in, 0);
  long i = __hpvm__getNodeInstanceID_x(__hpvm__getNode());
  __hpvm__return(1, in[i] * 2);
}

void consume(int v, int *out, size_t bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(0, 1, out);
  long i = __hpvm__getNodeInstanceID_x(__hpvm__getNode());
  out[i] = v;
}

void root(int *in, size_t inBytes, int *out, size_t outBytes, long n) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, in, 1, out);
  void *p = __hpvm__createNodeND(1, (void *)produce, n);
  void *c = __hpvm__createNodeND(1, (void *)consume, n);
  __hpvm__bindIn(p, 0, 0, 0);
  __hpvm__bindIn(p, 1, 1, 0);
  __hpvm__edge(p, c, 0, 0, 0, 0);
  __hpvm__bindIn(c, 2, 1, 0);
  __hpvm__bindIn(c, 3, 2, 0);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }

// CHECK-LABEL: define dso_local { i32 } @_Z7producePim(ptr noundef "hpvm.in" %0, i64 noundef %1)
// CHECK-NOT:   alloca
// CHECK:   %[[OUT:[0-9]+]] = insertvalue { i32 } poison, i32 %{{[0-9]+}}, 0
// CHECK-NEXT:   ret { i32 } %[[OUT]]

// CHECK-LABEL: define dso_local {} @_Z4rootPimS_ml(
// CHECK-NEXT:   %[[P:[0-9]+]] = call ptr @llvm.hpvm.createNode1D(ptr @_Z7producePim, i64 %4)
// CHECK-NEXT:   %[[C:[0-9]+]] = call ptr @llvm.hpvm.createNode1D(ptr @_Z7consumeiPim, i64 %4)
// CHECK:   call ptr @llvm.hpvm.createEdge(ptr %[[P]], ptr %[[C]], i1 false, i32 0, i32 0, i1 false)
