// `continue` in the body of a loop-form node ends that instance: it becomes a
// jump to the node's return. A continue of a loop inside the body stays.
// RUN: %hpvmcc --emit=rewritten %s -o - | grep -v '// CHECK' | FileCheck %s
// RUN: %hpvmcc --emit=rewritten %s -o %t.cpp
// RUN: %hpvmcc -fsyntax-only -Wall -Wextra -Werror %t.cpp

// CHECK-LABEL: static void __hpvm_leaf_clamp_0_0(
// CHECK:           if (a[i] >= 0)
// CHECK-NEXT:        goto __hpvm_continue;
// CHECK-NEXT:      for (int k = 0; k < 4; ++k) {
// CHECK-NEXT:        if (k == 2)
// CHECK-NEXT:          continue;
// CHECK:         __hpvm_continue:;
// CHECK-NEXT:    __hpvm__return(0);
void clamp(int *a, int n) {
#pragma hpvm graph inout(a[0:n])
  {
#pragma hpvm node parallel(1)
    for (int i = 0; i < n; ++i) {
      if (a[i] >= 0)
        continue;
      for (int k = 0; k < 4; ++k) {
        if (k == 2)
          continue;
        a[i] += 1;
      }
    }
  }
}
