#include <hpvm.h>
#include "plain.h"
void leaf(int *p, long bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, p, 1, p);
  p[__hpvm__getNodeInstanceID_x(__hpvm__getNode())] *= PLAIN_FACTOR;
  __hpvm__return(0);
}
void root(int *p, long bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, p, 1, p);
  void *n = __hpvm__createNodeND(1, (void *)leaf, bytes / sizeof(int));
  __hpvm__bindIn(n, 0, 0, 0);
  __hpvm__bindIn(n, 1, 1, 0);
}
struct __attribute__((packed)) RootArgs {
  int *p;
  long bytes;
};
void doubleAll(int *p, long n) {
  RootArgs args = {p, n * (long)sizeof(int)};
  __hpvm__wait(__hpvm__launch(0, (void *)root, &args));
}
