#include <hpvm/hpvm.h>
void f(float *a, int n) {
#pragma hpvm graph target(cpu, fpga) inout(a[0:n])
  {
  }
}
