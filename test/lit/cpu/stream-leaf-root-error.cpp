// A streaming root must have children: they are the pipeline's stages.
// RUN: not %hpvmcc -c %s -o /dev/null 2>&1 | FileCheck %s
// CHECK: stream-leaf-root-error.cpp:[[#@LINE+9]]:13: error: the streaming root 'leaf(int)' has no child nodes: its children are the stages of the pipeline
#include <hpvm.h>

void leaf(int x) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__return(1, x + 1);
}

void host(void *args) {
  void *g = __hpvm__launch(1, (void *)leaf, args);
  __hpvm__wait(g);
}
