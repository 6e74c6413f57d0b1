// A graph of one leaf, launched directly: the node function returns an empty
// struct, its pointer gets "hpvm.in"/"hpvm.out", its hint becomes
// !hpvm.target, and the host calls become llvm.hpvm.* operations.
// RUN: %hpvmcc --emit=hpvm-ir %s -o - | FileCheck %s
#include <hpvm.h>

void leaf(int *p, size_t bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, p, 1, p);
  p[0] += 1;
}

void host(void *args, int *p) {
  __hpvm__init();
  llvm_hpvm_track_mem(p, 4);
  void *g = __hpvm__launch(0, (void *)leaf, args);
  __hpvm__wait(g);
  llvm_hpvm_request_mem(p, 4);
  llvm_hpvm_untrack_mem(p);
  __hpvm__cleanup();
}

// CHECK-LABEL: define dso_local void @_Z4hostPvPi(
// CHECK:   call void @llvm.hpvm.init()
// CHECK:   call void @llvm.hpvm.trackMemory(ptr %{{[0-9]+}}, i64 4)
// CHECK:   %[[G:[0-9]+]] = call ptr @llvm.hpvm.launch(ptr @_Z4leafPim, ptr %{{[0-9]+}}, i1 false)
// CHECK:   call void @llvm.hpvm.wait(ptr %{{[0-9]+}})
// CHECK:   call void @llvm.hpvm.requestMemory(ptr %{{[0-9]+}}, i64 4)
// CHECK:   call void @llvm.hpvm.untrackMemory(ptr %{{[0-9]+}})
// CHECK:   call void @llvm.hpvm.cleanup()

// CHECK-LABEL: define dso_local {} @_Z4leafPim(ptr noundef "hpvm.in" "hpvm.out" %0, i64 noundef %1)
// CHECK-SAME:  !hpvm.target ![[CPU:[0-9]+]] {
// CHECK-NOT:   __hpvm__
// CHECK:   ret {} zeroinitializer
// CHECK-NEXT: }

// CHECK-NOT: declare {{.*}}@__hpvm__
// CHECK-NOT: declare {{.*}}@llvm_hpvm_
// CHECK: ![[CPU]] = !{!"cpu"}
