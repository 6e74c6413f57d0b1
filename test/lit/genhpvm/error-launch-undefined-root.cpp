// The launched root must be defined in the translation unit.
// RUN: not %hpvmcc --emit=hpvm-ir %s 2>&1 | FileCheck %s
#include <hpvm.h>

void root(int *p, size_t bytes);

void host(void *args) {
  // CHECK: {{.*}}error-launch-undefined-root.cpp:[[@LINE+1]]:13: error: the node function must be a function defined in this translation unit
  void *g = __hpvm__launch(0, (void *)root, args);
  __hpvm__wait(g);
}
