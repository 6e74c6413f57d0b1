// Barriers inside control flow that is the same for all instances of the
// leaf: a Hillis-Steele scan per block, whose doubling loop holds two
// barriers and whose value read before the first one is used after it; a
// barrier under a condition on the parent's instance id (the same for all
// instances of one block, different between blocks); barriers in a nested
// loop whose trip count is read from memory; and a leaf output, the same in
// every instance, counted across the barriers (the doubling steps: 8).
// Checked against sequential scans.
// RUN: %hpvmcc -O2 %s -o %t
// RUN: %t | FileCheck %s
// RUN: env HPVM_NUM_THREADS=1 %t | FileCheck %s
// RUN: %hpvmcc -O0 %s -o %t0 && %t0 | FileCheck %s
// CHECK: 40 blocks of 256: scans OK, odd blocks reversed OK, rounds OK, output 771
#include <hpvm.h>
#include <stdio.h>

#define BLOCK 256

void scan(int *data, size_t bytes, int *rounds, size_t roundBytes,
          int *tmp, size_t tmpBytes, int base) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(3, data, rounds, tmp, 3, data, rounds, tmp);
  void *self = __hpvm__getNode();
  long i = __hpvm__getNodeInstanceID_x(self);
  long n = __hpvm__getNumNodeInstances_x(self);
  long b = __hpvm__getNodeInstanceID_x(__hpvm__getParentNode(self));
  int *x = data + b * n;
  int steps = 0;
  for (long offset = 1; offset < n; offset *= 2) {
    int v = i >= offset ? x[i - offset] : 0;
    __hpvm__barrier();
    x[i] += v;
    __hpvm__barrier();
    ++steps;
  }
  // Odd blocks reverse their scan in place.
  if (b % 2 == 1) {
    int v = x[n - 1 - i];
    __hpvm__barrier();
    x[i] = v;
  }
  // Each round, every instance adds one to its own slot of tmp, then (after
  // a barrier) instance 0 of the block checks all of them.
  for (int r = 0; r < rounds[0]; ++r)
    for (int s = 0; s < 2; ++s) {
      tmp[b * n + i] += 1;
      __hpvm__barrier();
      if (i == 0)
        for (long k = 0; k < n; ++k)
          if (tmp[b * n + k] != 2 * r + s + 1)
            rounds[1] = 1;
      __hpvm__barrier();
    }
  __hpvm__return(1, base + steps);
}

void block(int *data, size_t bytes, int *rounds, size_t roundBytes, int *tmp,
           size_t tmpBytes, int base) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(3, data, rounds, tmp, 3, data, rounds, tmp);
  void *s = __hpvm__createNodeND(1, (void *)scan, BLOCK);
  __hpvm__bindIn(s, 0, 0, 0);
  __hpvm__bindIn(s, 1, 1, 0);
  __hpvm__bindIn(s, 2, 2, 0);
  __hpvm__bindIn(s, 3, 3, 0);
  __hpvm__bindIn(s, 4, 4, 0);
  __hpvm__bindIn(s, 5, 5, 0);
  __hpvm__bindIn(s, 6, 6, 0);
  __hpvm__bindOut(s, 0, 0, 0);
}

void root(int *data, size_t bytes, int *rounds, size_t roundBytes, int *tmp,
          size_t tmpBytes, int base, long blocks) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(3, data, rounds, tmp, 3, data, rounds, tmp);
  void *b = __hpvm__createNodeND(1, (void *)block, blocks);
  __hpvm__bindIn(b, 0, 0, 0);
  __hpvm__bindIn(b, 1, 1, 0);
  __hpvm__bindIn(b, 2, 2, 0);
  __hpvm__bindIn(b, 3, 3, 0);
  __hpvm__bindIn(b, 4, 4, 0);
  __hpvm__bindIn(b, 5, 5, 0);
  __hpvm__bindIn(b, 6, 6, 0);
  __hpvm__bindOut(b, 0, 0, 0);
}

struct __attribute__((packed)) Args {
  int *data;
  size_t bytes;
  int *rounds;
  size_t roundBytes;
  int *tmp;
  size_t tmpBytes;
  int base;
  long blocks;
  struct {
    int out;
  } out;
};

int main() {
  const long blocks = 40, n = blocks * BLOCK;
  static int data[n], expected[n], tmp[n];
  for (long k = 0; k < n; ++k)
    data[k] = (int)(k * 37 % 101) - 50;
  for (long b = 0; b < blocks; ++b) {
    int sum = 0;
    for (long i = 0; i < BLOCK; ++i)
      expected[b * BLOCK + i] = sum += data[b * BLOCK + i];
  }
  int rounds[2] = {3, 0};
  __hpvm__init();
  Args args = {data, sizeof data, rounds, sizeof rounds, tmp, sizeof tmp,
               763, blocks, {0}};
  __hpvm__wait(__hpvm__launch(0, (void *)root, &args));
  __hpvm__cleanup();
  bool scans = true, reversedOk = true;
  for (long b = 0; b < blocks; ++b)
    for (long i = 0; i < BLOCK; ++i) {
      int want = b % 2 ? expected[b * BLOCK + BLOCK - 1 - i]
                       : expected[b * BLOCK + i];
      (b % 2 ? reversedOk : scans) &= data[b * BLOCK + i] == want;
    }
  printf("%ld blocks of %d: scans %s, odd blocks reversed %s, rounds %s, "
         "output %d\n",
         blocks, BLOCK, scans ? "OK" : "WRONG", reversedOk ? "OK" : "WRONG",
         rounds[1] == 0 ? "OK" : "WRONG", args.out.out);
  return scans && reversedOk && rounds[1] == 0 && args.out.out == 771 ? 0 : 1;
}
