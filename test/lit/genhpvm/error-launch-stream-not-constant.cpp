// Whether a launch streams is a constant.
// RUN: not %hpvmcc --emit=hpvm-ir %s 2>&1 | FileCheck %s
#include <hpvm.h>

void root() { __hpvm__hint(hpvm::CPU_TARGET); }

void host(void *args, unsigned stream) {
  // CHECK: {{.*}}error-launch-stream-not-constant.cpp:[[@LINE+1]]:13: error: isStream must be an integer constant
  void *g = __hpvm__launch(stream, (void *)root, args);
  __hpvm__wait(g);
}
