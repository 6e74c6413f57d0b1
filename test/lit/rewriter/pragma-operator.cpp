// _Pragma("hpvm ...") works like #pragma hpvm, also from a macro.
// RUN: %hpvmcc --emit=rewritten %s -o - | grep -v '// CHECK' | FileCheck %s
// RUN: %hpvmcc --emit=rewritten %s -o %t.cpp
// RUN: %hpvmcc -fsyntax-only -Wall -Wextra -Werror %t.cpp
#define HPVM_FOR_EACH _Pragma("hpvm node parallel(1) in(x[0:n]) out(y[0:n])")

// CHECK-LABEL: static void __hpvm_leaf_axpy_0_0(float alpha, const float *x, size_t __hpvm_bytes_x, float *y, size_t __hpvm_bytes_y) {
// CHECK:         int i = (int)__hpvm__getNodeInstanceID_x(__hpvm__getNode());
// CHECK-NEXT:  #line [[#@LINE+11]] "{{.*}}pragma-operator.cpp"
// CHECK-NEXT:        y[i] += alpha * x[i];
// CHECK-LABEL: static void __hpvm_root_axpy_0(
// CHECK:         (size_t)(n > 0 ? n : 0)
// CHECK-LABEL: void axpy(float alpha, const float *x, float *y, int n) {
// CHECK:         } __hpvm_args = {alpha, x, (size_t)n * sizeof(*x), y, (size_t)n * sizeof(*y), n};
void axpy(float alpha, const float *x, float *y, int n) {
  _Pragma("hpvm graph in(x[0:n]) inout(y[0:n])")
  {
    HPVM_FOR_EACH
    for (int i = 0; i < n; ++i)
      y[i] += alpha * x[i]; // @BODY
  }
}
