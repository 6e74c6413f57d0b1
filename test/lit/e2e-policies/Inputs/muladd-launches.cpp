// Eight launches of a graph whose node is built for the targets of
// --hpvm-targets, checked against the sequential computation
// (test/lit/e2e-policies, test/lit/e2e-gpu/policies.test). With the
// argument withdraw=DEVICE the program takes DEVICE away for launches 4
// and 5 (hpvm_rt_set_device_available).
#include <hpvm/hpvm.h>
#ifdef __HPVMCC__
#include <hpvm/hpvm_rt.h>
#endif
#include <cstdio>
#include <cstring>
#include <vector>

static void muladd(const int *x, int *y, long n) {
#pragma hpvm graph in(x[0:n]) inout(y[0:n])
  {
#pragma hpvm node name(muladd) parallel(1) in(x[0:n]) inout(y[0:n])
    for (long i = 0; i < n; ++i)
      y[i] = 3 * y[i] + x[i];
  }
}

/// Takes device away (0) or gives it back (1); the sequential program has
/// no devices.
static void setAvailable(const char *device, int available) {
#ifdef __HPVMCC__
  if (hpvm_rt_set_device_available(device, available) != 0)
    std::printf("hpvm_rt_set_device_available(%s) failed\n", device);
#else
  (void)device, (void)available;
#endif
}

int main(int argc, char **argv) {
  // withdraw=DEVICE: the device is taken away for launches 4 and 5.
  const char *withdraw =
      argc > 1 && std::strncmp(argv[1], "withdraw=", 9) == 0 ? argv[1] + 9
                                                             : nullptr;
  const long n = 100000;
  const int launches = 8;
  std::vector<int> x(n), y(n), ref(n);
  for (long i = 0; i < n; ++i) {
    x[i] = static_cast<int>(i % 1000) - 500;
    y[i] = ref[i] = static_cast<int>(i % 7);
  }
  for (int l = 0; l < launches; ++l) {
    if (withdraw && l == 4)
      setAvailable(withdraw, 0);
    if (withdraw && l == 6)
      setAvailable(withdraw, 1);
    muladd(x.data(), y.data(), n);
    for (long i = 0; i < n; ++i)
      ref[i] = 3 * ref[i] + x[i];
  }
  for (long i = 0; i < n; ++i)
    if (y[i] != ref[i]) {
      std::printf("muladd: y[%ld] = %d, expected %d\n", i, y[i], ref[i]);
      return 1;
    }
  std::printf("muladd: %d launches, verified against the sequential result\n",
              launches);
  return 0;
}
