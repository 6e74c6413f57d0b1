// Every HPVM-C atomic: each becomes its llvm.hpvm.atomic.* operation, except
// inc and dec, which are add and sub of 1.
// RUN: %hpvmcc --emit=hpvm-ir %s -o - | FileCheck %s
#include <hpvm.h>

void leaf(int *p, size_t bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, p, 1, p);
  int r = 0;
  r += __hpvm__atomic_add(p, 1);
  r += __hpvm__atomic_sub(p, 2);
  r += __hpvm__atomic_xchg(p, 3);
  r += __hpvm__atomic_min(p, 4);
  r += __hpvm__atomic_max(p, 5);
  r += __hpvm__atomic_umin(p, 6);
  r += __hpvm__atomic_umax(p, 7);
  r += __hpvm__atomic_and(p, 8);
  r += __hpvm__atomic_or(p, 9);
  r += __hpvm__atomic_xor(p, 10);
  r += __hpvm__atomic_inc(p);
  r += __hpvm__atomic_dec(p);
  r += __hpvm__atomic_cmpxchg(p, 11, 12);
  p[1] = r;
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)leaf, args)); }

// CHECK-LABEL: define dso_local {} @_Z4leafPim(
// CHECK-NEXT:   call i32 @llvm.hpvm.atomic.add(ptr %0, i32 1)
// CHECK-NEXT:   call i32 @llvm.hpvm.atomic.sub(ptr %0, i32 2)
// CHECK:   call i32 @llvm.hpvm.atomic.xchg(ptr %0, i32 3)
// CHECK:   call i32 @llvm.hpvm.atomic.min(ptr %0, i32 4)
// CHECK:   call i32 @llvm.hpvm.atomic.max(ptr %0, i32 5)
// CHECK:   call i32 @llvm.hpvm.atomic.umin(ptr %0, i32 6)
// CHECK:   call i32 @llvm.hpvm.atomic.umax(ptr %0, i32 7)
// CHECK:   call i32 @llvm.hpvm.atomic.and(ptr %0, i32 8)
// CHECK:   call i32 @llvm.hpvm.atomic.or(ptr %0, i32 9)
// CHECK:   call i32 @llvm.hpvm.atomic.xor(ptr %0, i32 10)
// CHECK:   call i32 @llvm.hpvm.atomic.add(ptr %0, i32 1)
// CHECK:   call i32 @llvm.hpvm.atomic.sub(ptr %0, i32 1)
// CHECK:   call i32 @llvm.hpvm.atomic.cmpxchg(ptr %0, i32 11, i32 12)
// CHECK-NOT: call {{.*}}@__hpvm__atomic
// CHECK:   ret {} zeroinitializer
