// __hpvm__attributes may name a parameter that is not a pointer, as ERA's
// mini-era (HPVM port) does with its sizes: the HPVM release accepts it, so
// it is ignored with a located warning (it used to be an error, and before
// that a silent "hpvm.in" on the size).
// RUN: %hpvmcc --emit=hpvm-ir %s -o - 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=WARN < %t.err
// RUN: %hpvmcc -O0 --emit=hpvm-ir %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=WARN
#include <hpvm.h>

// CHECK: define {{.*}} @_Z4rootPim(ptr {{.*}}"hpvm.in" "hpvm.out" %0, i64 noundef %1)
void root(int *p, size_t bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  // WARN: {{.*}}attributes-not-pointer.cpp:[[@LINE+1]]:3: warning: __hpvm__attributes names parameter 1, which is not a pointer; ignored
  __hpvm__attributes(2, p, bytes, 1, p);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }
