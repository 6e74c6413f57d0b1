// Soak: 100 000 items through a 4-stage pipeline, the host keeping up to 64
// in flight. Every result is checked (nothing lost, duplicated or out of
// order) and memory stays flat: the resident set after the last item is
// within 1 MiB of what it was after the first 1 000.
// SANITIZER-TESTS: skip its resident-set check measures the heap, which a sanitizer's shadow memory and quarantine grow
// RUN: %hpvmcc -O2 %s -o %t && %t | FileCheck %s
// CHECK: soak: 100000 items OK, memory flat
#include <hpvm.h>
#include <stdio.h>
#include <unistd.h>

void add(long x, long k) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__return(1, x + k);
}

void twice(long x) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__return(1, x * 2);
}

void mix(long x, long item) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__return(1, x ^ item);
}

void tag(long x, long item) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__return(2, x, item);
}

void pipeline(long item, long k) {
  __hpvm__hint(hpvm::CPU_TARGET);
  void *a = __hpvm__createNodeND(0, add);
  void *b = __hpvm__createNodeND(0, twice);
  void *c = __hpvm__createNodeND(0, mix);
  void *d = __hpvm__createNodeND(0, tag);
  __hpvm__bindIn(a, 0, 0, 1);
  __hpvm__bindIn(a, 1, 1, 0);
  __hpvm__edge(a, b, 1, 0, 0, 1);
  __hpvm__edge(b, c, 1, 0, 0, 1);
  __hpvm__bindIn(c, 0, 1, 1);
  __hpvm__edge(c, d, 1, 0, 0, 1);
  __hpvm__bindIn(d, 0, 1, 1);
  __hpvm__bindOut(d, 0, 0, 1);
  __hpvm__bindOut(d, 1, 1, 1);
}

struct __attribute__((packed)) Args {
  long item, k;
};

struct Result {
  long value, item;
};

long residentKiB() {
  long pages = 0, resident = 0;
  FILE *f = fopen("/proc/self/statm", "r");
  if (!f || fscanf(f, "%ld %ld", &pages, &resident) != 2)
    return -1;
  fclose(f);
  return resident * (sysconf(_SC_PAGESIZE) / 1024);
}

int main() {
  const long Items = 100000, Ahead = 64, K = 7;
  Args launch = {0, K};
  void *g = __hpvm__launch(1, pipeline, &launch);
  long bad = 0, popped = 0, early = 0;
  for (long f = 0; f < Items + Ahead; ++f) {
    if (f < Items) {
      Args a = {f, -1};
      __hpvm__push(g, &a);
    }
    if (f < Ahead)
      continue;
    Result *r = (Result *)__hpvm__pop(g);
    long want = ((popped + K) * 2) ^ popped;
    bad += r->item != popped || r->value != want;
    if (++popped == 1000)
      early = residentKiB();
  }
  __hpvm__wait(g);
  long growth = residentKiB() - early;
  printf("soak: %ld items %s, memory %s\n", popped,
         bad == 0 && popped == Items ? "OK" : "WRONG",
         early > 0 && growth <= 1024 ? "flat" : "grew");
  if (growth > 1024)
    printf("resident set grew by %ld KiB\n", growth);
  return 0;
}
