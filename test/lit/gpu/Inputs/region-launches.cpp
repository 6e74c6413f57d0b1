// Four launches of a one-node graph inside a data region: the array stays
// on the devices between them (test/lit/gpu/driver-calls-two-gpus.test).
#include <cstdio>

static void fourTimes(int *y, long n) {
#pragma hpvm data inout(y[0:n])
  for (int Launch = 0; Launch < 4; ++Launch) {
#pragma hpvm graph inout(y[0:n])
    {
#pragma hpvm node parallel(1) inout(y[0:n])
      for (long i = 0; i < n; ++i)
        y[i] = 3 * y[i] + 1;
    }
  }
}

int main() {
  static int Y[4096];
  fourTimes(Y, 4096);
  std::printf("y[0] = %d\n", Y[0]);
  return 0;
}
