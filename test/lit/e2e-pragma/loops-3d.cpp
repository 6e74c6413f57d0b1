// 3-D loop-form nodes: a volume initialised by an int/long/unsigned nest
// (up, down, strided), then a 3-D 7-point average over the interior whose
// loops use <=, mirrored conditions (`hi > i`) and += with a runtime step.
// The program checks every element against a direct computation and prints
// checksums, which the sequential build must print identically.
// RUN: %hpvmcc -O2 %s -o %t && %t | FileCheck %s
// RUN: env HPVM_NUM_THREADS=1 %t | FileCheck %s
// RUN: %clangxx -O2 -Wno-unknown-pragmas %s -o %t.seq && %t.seq > %t.seq.out && %t > %t.out && diff %t.seq.out %t.out
// CHECK:      init: 23 x 37 x 41, sum 3488482, OK
// CHECK-NEXT: average: 21 x 35 x 39, sum 2867275.4, OK
// CHECK-NEXT: loops-3d: all OK
#include <cstdio>
#include <vector>

static void volume(int *v, float *avg, int nz, long ny, unsigned nx,
                   long step) {
  long n = nz * ny * nx;
#pragma hpvm graph out(v[0:n], avg[0:n])
  {
#pragma hpvm node parallel(3) out(v[0:n])
    for (int z = 0; z < nz; ++z)
      for (long y = ny - 1; y >= 0; y--)
        for (unsigned x = 0; x < nx; x += 1)
          v[(z * ny + y) * nx + x] = int((z * 31 + y * 7 + x * 3) % 101);
#pragma hpvm node parallel(3) in(v[0:n]) out(avg[0:n])
    for (int z = 1; z <= nz - 2; z += step)
      for (long y = 1; ny - 1 > y; ++y)
        for (long x = nx - 2; x > 0; x -= step)
          avg[(z * ny + y) * nx + x] =
              (v[(z * ny + y) * nx + x] + v[((z - 1) * ny + y) * nx + x] +
               v[((z + 1) * ny + y) * nx + x] + v[(z * ny + y - 1) * nx + x] +
               v[(z * ny + y + 1) * nx + x] + v[(z * ny + y) * nx + x - 1] +
               v[(z * ny + y) * nx + x + 1]) /
              7.0f;
  }
}

int main() {
  const int nz = 23;
  const long ny = 37;
  const unsigned nx = 41;
  const long n = nz * ny * nx;
  volatile long step = 1;
  std::vector<int> v(n, -1);
  std::vector<float> avg(n, 0.0f);
  volume(v.data(), avg.data(), nz, ny, nx, step);

  bool ok1 = true, ok2 = true;
  long sum1 = 0;
  double sum2 = 0;
  for (long z = 0; z < nz; ++z)
    for (long y = 0; y < ny; ++y)
      for (long x = 0; x < long(nx); ++x) {
        long i = (z * ny + y) * nx + x;
        ok1 &= v[i] == (z * 31 + y * 7 + x * 3) % 101;
        sum1 += v[i] * (i % 3 + 1);
      }
  for (long z = 0; z < nz; ++z)
    for (long y = 0; y < ny; ++y)
      for (long x = 0; x < long(nx); ++x) {
        long i = (z * ny + y) * nx + x;
        float want = 0;
        if (z > 0 && z < nz - 1 && y > 0 && y < ny - 1 && x > 0 &&
            x < long(nx) - 1)
          want = (v[i] + v[i - ny * nx] + v[i + ny * nx] + v[i - nx] +
                  v[i + nx] + v[i - 1] + v[i + 1]) /
                 7.0f;
        ok2 &= avg[i] == want;
        sum2 += avg[i] * (i % 3 + 1);
      }
  std::printf("init: %d x %ld x %u, sum %ld, %s\n", nz, ny, nx, sum1,
              ok1 ? "OK" : "WRONG");
  std::printf("average: %d x %ld x %u, sum %.1f, %s\n", nz - 2, ny - 2, nx - 2,
              sum2, ok2 ? "OK" : "WRONG");
  std::printf("loops-3d: all %s\n", ok1 && ok2 ? "OK" : "WRONG");
  return ok1 && ok2 ? 0 : 1;
}
