// The brightness histogram of a grayscale image, one instance per pixel:
// each adds 1 to its bin with hpvm::atomic_add, so instances that meet in
// a bin do not lose counts (on the GPU an atomic instruction, on the CPU an
// atomic read-modify-write; without hpvmcc, a plain increment). Then the
// host finds the median brightness. Checked against a sequential count.
//
//   hpvmcc -O2 examples/histogram.cpp -o histogram && ./histogram
// POLICY-TESTS: skip e2e-pragma/histogram-atomic.cpp tests the same
#include <cstdio>
#include <hpvm/hpvm.h>
#include <vector>

constexpr int Bins = 256;

void histogram(const unsigned char *pixels, long n, int *bins) {
#pragma hpvm graph in(pixels[0:n]) inout(bins[0:Bins])
  {
#pragma hpvm node parallel(1) in(pixels[0:n]) inout(bins[0:Bins])
    for (long i = 0; i < n; ++i)
      hpvm::atomic_add(&bins[pixels[i]], 1);
  }
}

int main() {
  const long width = 640, height = 480, n = width * height;
  // A synthetic photo: a gradient with a bright disc.
  std::vector<unsigned char> pixels(n);
  for (long y = 0; y < height; ++y)
    for (long x = 0; x < width; ++x) {
      long dx = x - 400, dy = y - 200;
      pixels[y * width + x] = dx * dx + dy * dy < 80 * 80
                                  ? 230
                                  : (unsigned char)((x + y) * 200 / 1120);
    }
  std::vector<int> bins(Bins, 0), want(Bins, 0);
  histogram(pixels.data(), n, bins.data());
  for (long i = 0; i < n; ++i)
    ++want[pixels[i]];
  long seen = 0;
  int median = 0;
  while (seen + bins[median] < n / 2)
    seen += bins[median++];
  std::printf("histogram: %ld x %ld pixels, median brightness %d, %d in the "
              "brightest bin: %s\n",
              width, height, median, bins[230], bins == want ? "OK" : "WRONG");
  return bins == want ? 0 : 1;
}
