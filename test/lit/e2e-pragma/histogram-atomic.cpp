// A histogram in loop form: one instance per element, hpvm::atomic_add on
// the shared bins (plain read-modify-write in the sequential build), and
// hpvm::atomic_max for the largest value. A second node, ordered after it by
// the bins it reads, turns the counts into a prefix sum. The program checks
// against a sequential count; the sequential build prints the same.
// RUN: %hpvmcc -O2 %s -o %t && %t | FileCheck %s
// RUN: env HPVM_NUM_THREADS=1 %t | FileCheck %s
// RUN: %clangxx -O2 -Wno-unknown-pragmas -I%S/../../../include %s -o %t.seq && %t.seq > %t.seq.out && %t > %t.out && diff %t.seq.out %t.out
// CHECK:      histogram: 200000 values in 64 bins, max 99704, fullest bin 31 (6336), OK
#include <hpvm/hpvm.h>
#include <cstdio>
#include <vector>

static void histogram(const int *data, int *bins, int *prefix, int *maxValue,
                      long n, int nbins, int width) {
#pragma hpvm graph in(data[0:n]) inout(bins[0:nbins], maxValue[0:1]) out(prefix[0:nbins])
  {
#pragma hpvm node name(count) parallel(1) in(data[0:n]) inout(bins[0:nbins], maxValue[0:1])
    for (long i = 0; i < n; ++i) {
      hpvm::atomic_add(&bins[data[i] / width], 1);
      hpvm::atomic_max(maxValue, data[i]);
    }
#pragma hpvm node name(scan) in(bins[0:nbins]) out(prefix[0:nbins])
    {
      int s = 0;
      for (int b = 0; b < nbins; ++b)
        prefix[b] = s += bins[b];
    }
  }
}

int main() {
  const long n = 200000;
  const int nbins = 64, width = 1600;
  std::vector<int> data(n), bins(nbins, 0), prefix(nbins, -1), want(nbins, 0);
  int maxValue = -1, wantMax = -1;
  for (long i = 0; i < n; ++i) {
    // Skewed so that the bins differ: a sum of two pseudo-random values.
    data[i] = int((i * 7919) % 50000 + (i * 104729) % 50000) % (nbins * width);
    ++want[data[i] / width];
    wantMax = data[i] > wantMax ? data[i] : wantMax;
  }
  histogram(data.data(), bins.data(), prefix.data(), &maxValue, n, nbins,
            width);
  bool ok = maxValue == wantMax;
  int fullest = 0, s = 0;
  for (int b = 0; b < nbins; ++b) {
    s += want[b];
    ok &= bins[b] == want[b] && prefix[b] == s;
    fullest = want[b] > want[fullest] ? b : fullest;
  }
  std::printf("histogram: %ld values in %d bins, max %d, fullest bin %d (%d), "
              "%s\n",
              n, nbins, maxValue, fullest, bins[fullest], ok ? "OK" : "WRONG");
  return ok ? 0 : 1;
}
