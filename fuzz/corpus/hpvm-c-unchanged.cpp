#include <hpvm.h>

void Leaf(float *a, size_t bytesA) {
  __hpvm__hint(hpvm::DEVICE);
  __hpvm__attributes(1, a, 1, a);
  long i = __hpvm__getNodeInstanceID_x(__hpvm__getNode());
  a[i] *= 2;
  __hpvm__return(0);
}

void Root(float *a, size_t bytesA, long n) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, a, 1, a);
  void *node = __hpvm__createNodeND(1, (void *)Leaf, (size_t)n);
  __hpvm__bindIn(node, 0, 0, 0);
  __hpvm__bindIn(node, 1, 1, 0);
}

struct __attribute__((packed)) RootIn {
  float *a;
  size_t bytesA;
  long n;
};

void run(float *a, long n) {
  RootIn args = {a, n * sizeof(float), n};
  llvm_hpvm_track_mem(a, args.bytesA);
  void *g = __hpvm__launch(0, (void *)Root, (void *)&args);
  __hpvm__wait(g);
  llvm_hpvm_request_mem(a, args.bytesA);
  llvm_hpvm_untrack_mem(a);
}
