// Names with record syntax in them (a template's angle brackets) are
// escaped in leaf records; cluster labels are plain strings and keep them.
// RUN: %hpvmcc --emit=dfg-dot %s -o - | FileCheck %s
#include <hpvm.h>

template <typename T> struct Pair { T a, b; };

template <typename T> void swapLeaf(Pair<T> *p, size_t bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, p, 1, p);
  T t = p->a;
  p->a = p->b;
  p->b = t;
  __hpvm__return(1, p->a < p->b);
}

template <typename T> void root(Pair<T> *p, size_t bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, p, 1, p);
  void *n = __hpvm__createNodeND(0, (void *)swapLeaf<T>);
  __hpvm__bindIn(n, 0, 0, 0);
  __hpvm__bindIn(n, 1, 1, 0);
  __hpvm__bindOut(n, 0, 0, 0);
}

void host(void *args) {
  __hpvm__wait(__hpvm__launch(0, (void *)root<int>, args));
}

// CHECK: label="graph 'root<int>'\nvoid root<int>(Pair<int>*, unsigned long)\n0-D (single instance)\ncpu";
// CHECK: n1 [shape=Mrecord, label="{{[{][{]}}<i0> 0: ptr in out|<i1> 1: i64}|void swapLeaf\<int\>(Pair\<int\>*, unsigned long)\n0-D (single instance)\ncpu|{<o0> 0: i32}}"];
