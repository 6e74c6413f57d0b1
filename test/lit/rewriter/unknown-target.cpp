// Unknown targets.
// RUN: not %hpvmcc -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: {{.*}}unknown-target.cpp:[[#@LINE+5]]:32: error: unknown target 'fpga'
// CHECK: {{.*}}unknown-target.cpp:[[#@LINE+4]]:32: note: targets are cpu, vector, gpu and opencl
// CHECK: 1 error generated.
#include <hpvm/hpvm.h>
void f(float *a, int n) {
#pragma hpvm graph target(cpu, fpga) inout(a[0:n]) // @E
  {
  }
}
