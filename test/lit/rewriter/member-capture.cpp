// A data member used through `this` becomes a parameter of its name of each
// node function that uses it (the parameter hides the member in the static
// node function); explicit `this->` and `(*this).` are dropped in the copied
// body, clauses and bounds, and the launch passes the member itself.
// RUN: %hpvmcc --emit=rewritten %s -o - | grep -v '// CHECK' | FileCheck %s
// RUN: %hpvmcc --emit=rewritten %s -o %t.cpp
// RUN: %hpvmcc -fsyntax-only -Wall -Wextra -Werror %t.cpp
// CHECK:      static void __hpvm_leaf_run_0_0(float (&a)[16], size_t __hpvm_bytes_a, const float *src, size_t __hpvm_bytes_src, long n, float scale) {
// CHECK:      a[i] = src[i] * scale + n;
// CHECK:      static void __hpvm_root_run_0(float (&a)[16], size_t __hpvm_bytes_a, const float *src, size_t __hpvm_bytes_src, long n, float scale) {
// CHECK:      __hpvm__createNodeND(1, (void *)__hpvm_leaf_run_0_0, (size_t)(n > 0 ? n : 0));
// CHECK:      } __hpvm_args = {a, (size_t)16 * sizeof(*a), src, (size_t)n * sizeof(*src), n, scale};
struct S {
  float a[16];
  const float *src;
  long n;
  float scale;
  void run() {
#pragma hpvm graph out(this->a[0:16]) in(src[0:this->n])
    {
#pragma hpvm node parallel(1) out(a[0:16]) in(this->src[0:n])
      for (long i = 0; i < this->n; ++i)
        this->a[i] = (*this).src[i] * scale + n;
    }
  }
};
