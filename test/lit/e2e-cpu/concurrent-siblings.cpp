// Siblings with no path between them run at the same time, also one level
// down inside a sibling, while a node fed by all of them runs after them.
// `left` (a leaf) and `right` (an internal node) are independent children
// of the root; inside `right`, `r0` and `r1` are independent too. Each of
// left, r0 and r1 announces itself, then waits for its partners (left and
// r1 for r0, r0 for both), giving up after 20 seconds: one after the other,
// the first of a pair would give up. `scale`, a third independent sibling,
// is a replicated leaf whose instances share the workers meanwhile; `join`
// runs last and checks everything.
// GPU-TESTS: skip it asserts that siblings meet, which needs a fixed number of host threads
// VECTOR-TESTS: skip it asserts that siblings meet, which needs a fixed number of host threads
// SANITIZER-TESTS: skip it asserts that siblings meet, which needs a fixed number of host threads
// OPENCL-TESTS: skip it asserts that siblings meet, which needs a fixed number of host threads
// RUN: %hpvmcc -O2 %s -o %t
// RUN: env HPVM_NUM_THREADS=4 %t | FileCheck %s
// RUN: env HPVM_NUM_THREADS=8 %t | FileCheck %s
// CHECK: left met r0: 1, r0 met left and r1: 1, r1 met r0: 1, scale: 1000 of 1000, OK
#include <hpvm.h>
#include <stdio.h>
#include <time.h>

static double now() {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec + ts.tv_nsec * 1e-9;
}

/// Sets flags[self], then waits until flags[a] and flags[b] are set.
static int meet(int *flags, int self, int a, int b) {
  __atomic_store_n(&flags[self], 1, __ATOMIC_SEQ_CST);
  double end = now() + 20.0;
  while (!(__atomic_load_n(&flags[a], __ATOMIC_SEQ_CST) &&
           __atomic_load_n(&flags[b], __ATOMIC_SEQ_CST)))
    if (now() > end)
      return 0;
  return 1;
}

void left(int *flags, size_t bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, flags, 1, flags);
  __hpvm__return(1, meet(flags, 0, 1, 1));
}

void r0(int *flags, size_t bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, flags, 1, flags);
  __hpvm__return(1, meet(flags, 1, 0, 2));
}

void r1(int *flags, size_t bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, flags, 1, flags);
  __hpvm__return(1, meet(flags, 2, 1, 1));
}

void right(int *flags, size_t bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, flags, 1, flags);
  void *a = __hpvm__createNodeND(0, (void *)r0);
  void *b = __hpvm__createNodeND(0, (void *)r1);
  __hpvm__bindIn(a, 0, 0, 0);
  __hpvm__bindIn(a, 1, 1, 0);
  __hpvm__bindIn(b, 0, 0, 0);
  __hpvm__bindIn(b, 1, 1, 0);
  __hpvm__bindOut(a, 0, 0, 0);
  __hpvm__bindOut(b, 0, 1, 0);
}

void scale(int *data, size_t bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, data, 1, data);
  long i = __hpvm__getNodeInstanceID_x(__hpvm__getNode());
  data[i] = 3 * (int)i;
  __hpvm__return(2, data, bytes);
}

void join(int leftMet, int r0Met, int r1Met, int *data, size_t bytes,
          int *report, size_t reportBytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, data, 1, report);
  int good = 0;
  for (long i = 0; i < (long)(bytes / sizeof(int)); ++i)
    good += data[i] == 3 * (int)i;
  report[0] = leftMet;
  report[1] = r0Met;
  report[2] = r1Met;
  report[3] = good;
  __hpvm__return(0);
}

void root(int *flags, size_t flagBytes, int *data, size_t dataBytes, long n,
          int *report, size_t reportBytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(3, flags, data, report, 3, flags, data, report);
  void *l = __hpvm__createNodeND(0, (void *)left);
  void *r = __hpvm__createNodeND(0, (void *)right);
  void *s = __hpvm__createNodeND(1, (void *)scale, n);
  void *j = __hpvm__createNodeND(0, (void *)join);
  __hpvm__bindIn(l, 0, 0, 0);
  __hpvm__bindIn(l, 1, 1, 0);
  __hpvm__bindIn(r, 0, 0, 0);
  __hpvm__bindIn(r, 1, 1, 0);
  __hpvm__bindIn(s, 2, 0, 0);
  __hpvm__bindIn(s, 3, 1, 0);
  __hpvm__edge(l, j, 1, 0, 0, 0);
  __hpvm__edge(r, j, 1, 0, 1, 0);
  __hpvm__edge(r, j, 1, 1, 2, 0);
  __hpvm__edge(s, j, 1, 0, 3, 0);
  __hpvm__edge(s, j, 1, 1, 4, 0);
  __hpvm__bindIn(j, 5, 5, 0);
  __hpvm__bindIn(j, 6, 6, 0);
}

struct __attribute__((packed)) Args {
  int *flags;
  size_t flagBytes;
  int *data;
  size_t dataBytes;
  long n;
  int *report;
  size_t reportBytes;
};

int main() {
  int flags[3] = {0, 0, 0};
  static int data[1000];
  int report[4] = {0, 0, 0, 0};
  __hpvm__init();
  Args args = {flags, sizeof flags, data, sizeof data, 1000, report,
               sizeof report};
  __hpvm__wait(__hpvm__launch(0, (void *)root, &args));
  __hpvm__cleanup();
  bool ok = report[0] && report[1] && report[2] && report[3] == 1000;
  printf("left met r0: %d, r0 met left and r1: %d, r1 met r0: %d, scale: %d "
         "of 1000, %s\n",
         report[0], report[1], report[2], report[3], ok ? "OK" : "WRONG");
  return ok ? 0 : 1;
}
