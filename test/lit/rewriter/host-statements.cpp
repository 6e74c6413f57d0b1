// Statements between the nodes of a graph that declare and compute scalars
// run on the host before the launch; nodes capture their results.
// RUN: %hpvmcc --emit=rewritten %s -o - | grep -v '// CHECK' | FileCheck %s
// RUN: %hpvmcc --emit=rewritten %s -o %t.cpp
// RUN: %hpvmcc -fsyntax-only -Wall -Wextra -Werror %t.cpp

// CHECK-LABEL: static void __hpvm_leaf_halves_0_0(float *v, size_t __hpvm_bytes_v, float scale) {
// CHECK-LABEL: void halves(float *v, long n) {
// CHECK-NEXT:    {
// CHECK-NEXT:  #line [[#@LINE+11]] "{{.*}}host-statements.cpp"
// CHECK-NEXT:      long half = n / 2;
// CHECK-NEXT:  #line [[#@LINE+10]] "{{.*}}host-statements.cpp"
// CHECK-NEXT:      float scale;
// CHECK-NEXT:  #line [[#@LINE+9]] "{{.*}}host-statements.cpp"
// CHECK-NEXT:      scale = half > 10 ? 0.5f : 2.0f;
// CHECK-NEXT:      struct __attribute__((__packed__)) {
// CHECK:         } __hpvm_args = {v, (size_t)n * sizeof(*v), half, scale};
void halves(float *v, long n) {
#pragma hpvm graph inout(v[0:n])
  {
    long half = n / 2; // @HALF
    float scale; // @SCALE
    scale = half > 10 ? 0.5f : 2.0f; // @ASSIGN
#pragma hpvm node parallel(1)
    for (long i = 0; i < half; ++i)
      v[i] *= scale;
  }
}
