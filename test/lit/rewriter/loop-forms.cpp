// Every canonical loop form: <, <=, >, >=; ++, --, += c, -= c, i = i + c,
// i = i - c; any integer type; runtime bounds and steps; an assigned (not
// declared) loop variable.
// RUN: %hpvmcc --emit=rewritten %s -o - | grep -v '// CHECK' | FileCheck %s
// RUN: %hpvmcc --emit=rewritten %s -o %t.cpp
// RUN: %hpvmcc -fsyntax-only -Wall -Wextra -Werror %t.cpp
#include <cstdint>

// CHECK-LABEL: static void __hpvm_leaf_forms_0_0(
// CHECK:         unsigned int i = (unsigned int)((unsigned long long)2 + __hpvm__getNodeInstanceID_x(__hpvm__getNode()));
// CHECK-LABEL: static void __hpvm_leaf_forms_0_1(
// CHECK:         short j = (short)((unsigned long long)((short)(n - 1)) - __hpvm__getNodeInstanceID_x(__hpvm__getNode()));
// CHECK-LABEL: static void __hpvm_leaf_forms_0_2(
// CHECK:         int64_t k = (int64_t)((unsigned long long)lo + __hpvm__getNodeInstanceID_x(__hpvm__getNode()) * (unsigned long long)step);
// CHECK-LABEL: static void __hpvm_leaf_forms_0_3(
// CHECK:         long m = (long)((unsigned long long)hi - __hpvm__getNodeInstanceID_x(__hpvm__getNode()) * (unsigned long long)3);
// CHECK-LABEL: static void __hpvm_leaf_forms_0_4(
// CHECK:         int p = (int)((unsigned long long)1 + __hpvm__getNodeInstanceID_x(__hpvm__getNode()) * (unsigned long long)4);
// CHECK-LABEL: static void __hpvm_leaf_forms_0_5(
// CHECK:         int q = (int)__hpvm__getNodeInstanceID_x(__hpvm__getNode());
// CHECK-LABEL: static void __hpvm_root_forms_0(
// CHECK:         __hpvm__createNodeND(1, (void *)__hpvm_leaf_forms_0_0, (size_t)(n >= 2 ? ((unsigned long long)((__typeof__(n - 2))n) - (unsigned long long)((__typeof__(n - 2))2)) + 1 : 0));
// CHECK:         __hpvm__createNodeND(1, (void *)__hpvm_leaf_forms_0_1, (size_t)(((short)(n - 1)) >= 0 ? ((short)(n - 1)) + 1 : 0));
// CHECK:         __hpvm__createNodeND(1, (void *)__hpvm_leaf_forms_0_2, (size_t)(hi > lo ? (((unsigned long long)((__typeof__(hi - lo))hi) - (unsigned long long)((__typeof__(hi - lo))lo)) - 1) / (unsigned long long)step + 1 : 0));
// CHECK:         __hpvm__createNodeND(1, (void *)__hpvm_leaf_forms_0_3, (size_t)(hi > lo ? (((unsigned long long)((__typeof__(hi - lo))hi) - (unsigned long long)((__typeof__(hi - lo))lo)) - 1) / (unsigned long long)3 + 1 : 0));
// CHECK:         __hpvm__createNodeND(1, (void *)__hpvm_leaf_forms_0_4, (size_t)(((int)n) >= 1 ? ((unsigned long long)((__typeof__(((int)n) - 1))((int)n)) - (unsigned long long)((__typeof__(((int)n) - 1))1)) / (unsigned long long)4 + 1 : 0));
// CHECK:         __hpvm__createNodeND(1, (void *)__hpvm_leaf_forms_0_5, (size_t)(((int)n) > 0 ? ((int)n) : 0));
void forms(int *a, unsigned n, std::int64_t lo, std::int64_t hi,
           std::int64_t step) {
  int q;
#pragma hpvm graph inout(a[0:n])
  {
#pragma hpvm node parallel(1)
    for (unsigned i = 2; i <= n; i++)
      a[i - 1] += 1;
#pragma hpvm node parallel(1)
    for (short j = (short)(n - 1); j >= 0; --j)
      a[j] += 1;
#pragma hpvm node parallel(1)
    for (std::int64_t k = lo; hi > k; k += step)
      a[k] += 1;
#pragma hpvm node parallel(1)
    for (long m = hi; m > lo; m -= 3)
      a[m - 1] += 1;
#pragma hpvm node parallel(1)
    for (int p = 1; p <= (int)n; p = p + 4)
      a[p - 1] += 1;
#pragma hpvm node parallel(1)
    for (q = 0; q < (int)n; q = 1 + q)
      a[q] += 1;
  }
}
