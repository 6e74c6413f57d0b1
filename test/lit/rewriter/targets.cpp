// Targets: a node's target(...) clause, else its parent's, else the graph's,
// else --hpvm-targets (default cpu). One __hpvm__hint per target.
// RUN: %hpvmcc --emit=rewritten %s -o - | grep -v '// CHECK' | FileCheck %s
// RUN: %hpvmcc --emit=rewritten --hpvm-targets=gpu,vector %s -o - | grep -v '// CHECK' | FileCheck --check-prefix=DEFAULTS %s

// CHECK-LABEL: static void __hpvm_leaf_run_0_1(
// CHECK-NEXT:    __hpvm__hint(hpvm::VECTOR_TARGET);
// CHECK-NEXT:    __hpvm__attributes(
// CHECK-LABEL: static void __hpvm_leaf_run_0_2(
// CHECK-NEXT:    __hpvm__hint(hpvm::GPU_TARGET);
// CHECK-NEXT:    __hpvm__hint(hpvm::CPU_TARGET);
// CHECK-NEXT:    __hpvm__attributes(
// CHECK-LABEL: static void __hpvm_inner_run_0_0(
// CHECK-NEXT:    __hpvm__hint(hpvm::GPU_TARGET);
// CHECK-NEXT:    __hpvm__hint(hpvm::CPU_TARGET);
// CHECK-NEXT:    __hpvm__attributes(
// CHECK-LABEL: static void __hpvm_root_run_0(
// CHECK-NEXT:    __hpvm__hint(hpvm::GPU_TARGET);
// CHECK-NEXT:    __hpvm__hint(hpvm::CPU_TARGET);
// CHECK-NEXT:    __hpvm__attributes(
#include <hpvm/hpvm.h>
void run(float *v, int n) {
#pragma hpvm graph target(gpu, cpu) inout(v[0:n])
  {
#pragma hpvm node parallel(1)
    for (int i = 0; i < n; ++i) {
#pragma hpvm node target(vector) instances(4)
      { v[i] += hpvm::id(0); }
#pragma hpvm node instances(4)
      { v[i] -= hpvm::id(0); }
    }
  }
}

// DEFAULTS-LABEL: static void __hpvm_leaf_other_1_0(
// DEFAULTS-NEXT:    __hpvm__hint(hpvm::GPU_TARGET);
// DEFAULTS-NEXT:    __hpvm__hint(hpvm::VECTOR_TARGET);
// DEFAULTS-NEXT:    __hpvm__attributes(
// DEFAULTS-LABEL: static void __hpvm_root_other_1(
// DEFAULTS-NEXT:    __hpvm__hint(hpvm::GPU_TARGET);
// DEFAULTS-NEXT:    __hpvm__hint(hpvm::VECTOR_TARGET);
void other(float *v, int n) {
#pragma hpvm graph inout(v[0:n])
  {
#pragma hpvm node parallel(1)
    for (int i = 0; i < n; ++i)
      v[i] *= 2;
  }
}
