// Histograms with atomics, checked against a sequential count:
//  * `direct`: one instance per element, __hpvm__atomic_add on the shared
//    bins, __hpvm__atomic_min/max for the range, __hpvm__atomic_cmpxchg to
//    record the first element that saw an empty bin;
//  * `privatised`, the GPU way: per block of elements, an allocation node
//    gives local bins; the block's instances clear them, barrier, count
//    into them, barrier, and add them to the shared bins.
// RUN: %hpvmcc -O2 %s -o %t
// RUN: %t | FileCheck %s
// RUN: env HPVM_NUM_THREADS=1 %t | FileCheck %s
// RUN: env HPVM_NUM_THREADS=3 %t | FileCheck %s
// CHECK: direct: 100000 elements, 37 bins, range [0, 99996], OK
// CHECK-NEXT: privatised: 100000 elements, 37 bins in 98 blocks of 1024, OK
#include <hpvm.h>
#include <stdio.h>
#include <string.h>

#define BINS 37
#define BLOCK 1024

void direct(int *data, size_t dataBytes, int *bins, size_t binBytes,
            int *range, size_t rangeBytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(3, data, bins, range, 2, bins, range);
  long i = __hpvm__getNodeInstanceID_x(__hpvm__getNode());
  int v = data[i];
  if (__hpvm__atomic_add(&bins[v % BINS], 1) == 0)
    __hpvm__atomic_cmpxchg(&range[2], -1, v % BINS);
  __hpvm__atomic_min(&range[0], v);
  __hpvm__atomic_max(&range[1], v);
  __hpvm__return(0);
}

void directRoot(int *data, size_t dataBytes, int *bins, size_t binBytes,
                int *range, size_t rangeBytes, long n) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(3, data, bins, range, 2, bins, range);
  void *d = __hpvm__createNodeND(1, (void *)direct, n);
  __hpvm__bindIn(d, 0, 0, 0);
  __hpvm__bindIn(d, 1, 1, 0);
  __hpvm__bindIn(d, 2, 2, 0);
  __hpvm__bindIn(d, 3, 3, 0);
  __hpvm__bindIn(d, 4, 4, 0);
  __hpvm__bindIn(d, 5, 5, 0);
}

void localBins(size_t bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  void *local = __hpvm__malloc(bytes);
  __hpvm__return(2, local, bytes);
}

void count(int *local, size_t localBytes, int *data, size_t dataBytes,
           int *bins, size_t binBytes, long n) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(3, local, data, bins, 2, local, bins);
  void *self = __hpvm__getNode();
  long t = __hpvm__getNodeInstanceID_x(self);
  long threads = __hpvm__getNumNodeInstances_x(self);
  long i = __hpvm__getNodeInstanceID_x(__hpvm__getParentNode(self)) * threads + t;
  for (long b = t; b < BINS; b += threads)
    local[b] = 0;
  __hpvm__barrier();
  if (i < n)
    __hpvm__atomic_add(&local[data[i] % BINS], 1);
  __hpvm__barrier();
  for (long b = t; b < BINS; b += threads)
    __hpvm__atomic_add(&bins[b], local[b]);
  __hpvm__return(0);
}

void block(int *data, size_t dataBytes, int *bins, size_t binBytes, long n) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(2, data, bins, 1, bins);
  void *a = __hpvm__createNodeND(0, (void *)localBins);
  void *c = __hpvm__createNodeND(1, (void *)count, BLOCK);
  __hpvm__bindIn(a, 3, 0, 0);
  __hpvm__edge(a, c, 1, 0, 0, 0);
  __hpvm__edge(a, c, 1, 1, 1, 0);
  __hpvm__bindIn(c, 0, 2, 0);
  __hpvm__bindIn(c, 1, 3, 0);
  __hpvm__bindIn(c, 2, 4, 0);
  __hpvm__bindIn(c, 3, 5, 0);
  __hpvm__bindIn(c, 4, 6, 0);
}

void privatisedRoot(int *data, size_t dataBytes, int *bins, size_t binBytes,
                    long n) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(2, data, bins, 1, bins);
  void *b = __hpvm__createNodeND(1, (void *)block, (n + BLOCK - 1) / BLOCK);
  __hpvm__bindIn(b, 0, 0, 0);
  __hpvm__bindIn(b, 1, 1, 0);
  __hpvm__bindIn(b, 2, 2, 0);
  __hpvm__bindIn(b, 3, 3, 0);
  __hpvm__bindIn(b, 4, 4, 0);
}

struct __attribute__((packed)) DirectArgs {
  int *data;
  size_t dataBytes;
  int *bins;
  size_t binBytes;
  int *range;
  size_t rangeBytes;
  long n;
};

struct __attribute__((packed)) PrivatisedArgs {
  int *data;
  size_t dataBytes;
  int *bins;
  size_t binBytes;
  long n;
};

int main() {
  const long n = 100000;
  static int data[n];
  int expected[BINS] = {0}, firstSeen = -1;
  for (long i = 0; i < n; ++i) {
    data[i] = (int)((i * 7919 + 3) % 99997);
    if (expected[data[i] % BINS]++ == 0 && firstSeen < 0)
      firstSeen = data[i] % BINS;
  }
  int lo = data[0], hi = data[0];
  for (long i = 0; i < n; ++i) {
    lo = data[i] < lo ? data[i] : lo;
    hi = data[i] > hi ? data[i] : hi;
  }

  __hpvm__init();
  int bins[BINS] = {0};
  int range[3] = {1 << 30, -(1 << 30), -1};
  DirectArgs d = {data, sizeof data, bins, sizeof bins, range, sizeof range,
                  n};
  __hpvm__wait(__hpvm__launch(0, (void *)directRoot, &d));
  bool ok = memcmp(bins, expected, sizeof bins) == 0 && range[0] == lo &&
            range[1] == hi && range[2] >= 0 && range[2] < BINS;
  printf("direct: %ld elements, %d bins, range [%d, %d], %s\n", n, BINS,
         range[0], range[1], ok ? "OK" : "WRONG");

  int shared[BINS] = {0};
  PrivatisedArgs p = {data, sizeof data, shared, sizeof shared, n};
  __hpvm__wait(__hpvm__launch(0, (void *)privatisedRoot, &p));
  bool ok2 = memcmp(shared, expected, sizeof shared) == 0;
  printf("privatised: %ld elements, %d bins in %ld blocks of %d, %s\n", n,
         BINS, (n + BLOCK - 1) / BLOCK, BLOCK, ok2 ? "OK" : "WRONG");
  __hpvm__cleanup();
  return ok && ok2 ? 0 : 1;
}
