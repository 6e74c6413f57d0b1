// Two graphs launched from one function: each launch names its own root;
// both roots and the child are rebuilt.
// RUN: %hpvmcc --emit=hpvm-ir %s -o - | FileCheck %s
#include <hpvm.h>

void fill(int *p, size_t bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(0, 1, p);
  p[__hpvm__getNodeInstanceID_x(__hpvm__getNode())] = 1;
}

void fillAll(int *p, size_t bytes, long n) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(0, 1, p);
  void *f = __hpvm__createNodeND(1, (void *)fill, n);
  __hpvm__bindIn(f, 0, 0, 0);
  __hpvm__bindIn(f, 1, 1, 0);
}

void clear(int *p, size_t bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(0, 1, p);
  p[0] = 0;
}

void host(void *fillArgs, void *clearArgs) {
  void *g1 = __hpvm__launch(0, (void *)fillAll, fillArgs);
  void *g2 = __hpvm__launch(0, (void *)clear, clearArgs);
  __hpvm__wait(g1);
  __hpvm__wait(g2);
}

// CHECK-LABEL: define dso_local void @_Z4hostPvS_(
// CHECK:   %[[G1:[0-9]+]] = call ptr @llvm.hpvm.launch(ptr @_Z7fillAllPiml, ptr %{{[0-9]+}}, i1 false)
// CHECK:   %[[G2:[0-9]+]] = call ptr @llvm.hpvm.launch(ptr @_Z5clearPim, ptr %{{[0-9]+}}, i1 false)
// CHECK:   call void @llvm.hpvm.wait(ptr %{{[0-9]+}})
// CHECK:   call void @llvm.hpvm.wait(ptr %{{[0-9]+}})

// CHECK-DAG: define dso_local {} @_Z4fillPim(ptr noundef "hpvm.out" %0, i64 noundef %1)
// CHECK-DAG: define dso_local {} @_Z7fillAllPiml(ptr noundef "hpvm.out" %0, i64 noundef %1, i64 noundef %2)
// CHECK-DAG: define dso_local {} @_Z5clearPim(ptr noundef "hpvm.out" %0, i64 noundef %1)
