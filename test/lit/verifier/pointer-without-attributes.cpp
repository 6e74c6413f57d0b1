// Every pointer parameter of a node in HPVM IR is an input, an output or both
// (GenHPVM makes one that __hpvm__attributes leaves out both, so the rule is
// checked on IR with the attributes taken off).
// RUN: %hpvmcc --emit=hpvm-ir %s -o %t.ll
// RUN: sed 's/ "hpvm.in" "hpvm.out"//' %t.ll > %t.hpvm.ll
// RUN: not %hpvmcc -c %t.hpvm.ll -o %t.o 2>&1 | FileCheck %s
#include <hpvm.h>

// CHECK: {{.*}}pointer-without-attributes.cpp:[[@LINE+1]]: error: in node function 'root(int*, unsigned long, float*)': pointer parameter 2 has neither 'in' nor 'out' (list it in __hpvm__attributes)
void root(int *p, size_t bytes, float *q) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, p, 0);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }
