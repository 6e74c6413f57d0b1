// llvm_hpvm_initializeRuntimeController loads an hpvmcc knob configuration.
// The HPVM release's networks are run with `-c tuner_confs.txt`, a file of
// ApproxTuner's format: that used to print "expected '<operation> <knob>'"
// and run on without knobs; now it says what the file is and stops.
// RUN: %hpvmcc -O2 %s -o %t
// RUN: printf 'layer1.0 fp16\n' > %t.good
// RUN: %t %t.good | FileCheck %s --check-prefix=GOOD
// GOOD: loaded
// RUN: printf '1114.30\n+++++\nconf1 1 1 84.98 0.0\n1 gpu conv fp32 11 add fp32 1 tanh fp32 1\n-----\n' > %t.tuner
// RUN: not %t %t.tuner 2>&1 | FileCheck %s --check-prefix=TUNER
// TUNER: {{.*}}.tuner:1: error: expected '<operation> <knob>'
// TUNER-NEXT: {{.*}}.tuner:1: note: this is an ApproxTuner configuration file (a baseline time, then configurations between '+++++' and '-----'), which hpvmcc does not read; its configurations give knobs by operation name (docs/tensors.md)
// TUNER-NOT: loaded
// RUN: printf 'layer1.0 fp16 extra\n' > %t.bad
// RUN: not %t %t.bad 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: {{.*}}.bad:1: error: expected '<operation> <knob>'
// BAD-NOT: ApproxTuner
#include <cstdio>
#include <tensorUtils.h>

int main(int argc, char *argv[]) {
  llvm_hpvm_initializeRuntimeController(argv[1]);
  std::puts("loaded");
  return 0;
}
