// Two 1-D leaves joined by a one-to-one edge: the producer's
// __hpvm__return value becomes its { i32 } output, the edge becomes
// llvm.hpvm.createEdge(src, dst, allToAll=false, sp, dp, stream=false).
// RUN: %hpvmcc --emit=hpvm-ir %s -o - | FileCheck %s
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
// CHECK:   %[[V:[0-9]+]] = mul nsw i32 %{{[0-9]+}}, 2
// CHECK-NEXT:   %[[OUT:[0-9]+]] = insertvalue { i32 } poison, i32 %[[V]], 0
// CHECK-NEXT:   ret { i32 } %[[OUT]]

// CHECK-LABEL: define dso_local {} @_Z7consumeiPim(i32 noundef %0, ptr noundef "hpvm.out" %1, i64 noundef %2)

// CHECK-LABEL: define dso_local {} @_Z4rootPimS_ml(ptr noundef "hpvm.in" %0, i64 noundef %1, ptr noundef "hpvm.out" %2, i64 noundef %3, i64 noundef %4)
// CHECK-NEXT:   %[[P:[0-9]+]] = call ptr @llvm.hpvm.createNode1D(ptr @_Z7producePim, i64 %4)
// CHECK-NEXT:   %[[C:[0-9]+]] = call ptr @llvm.hpvm.createNode1D(ptr @_Z7consumeiPim, i64 %4)
// CHECK-NEXT:   call void @llvm.hpvm.bind.input(ptr %[[P]], i32 0, i32 0, i1 false)
// CHECK-NEXT:   call void @llvm.hpvm.bind.input(ptr %[[P]], i32 1, i32 1, i1 false)
// CHECK-NEXT:   call ptr @llvm.hpvm.createEdge(ptr %[[P]], ptr %[[C]], i1 false, i32 0, i32 0, i1 false)
// CHECK-NEXT:   call void @llvm.hpvm.bind.input(ptr %[[C]], i32 2, i32 1, i1 false)
// CHECK-NEXT:   call void @llvm.hpvm.bind.input(ptr %[[C]], i32 3, i32 2, i1 false)
// CHECK-NEXT:   ret {} zeroinitializer
