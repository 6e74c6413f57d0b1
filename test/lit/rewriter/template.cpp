// A graph in a function template: node functions are templates with the same
// parameters, referenced with the template arguments.
// RUN: %hpvmcc --emit=rewritten %s -o - | grep -v '// CHECK' | FileCheck %s
// RUN: %hpvmcc --emit=rewritten %s -o %t.cpp
// RUN: %hpvmcc -fsyntax-only -Wall -Wextra -Werror %t.cpp

// CHECK-LABEL: template <typename T, int Factor>
// CHECK-NEXT:  static void __hpvm_leaf_scale_0_0(const T *in, size_t __hpvm_bytes_in, T *out, size_t __hpvm_bytes_out) {
// CHECK-LABEL: template <typename T, int Factor>
// CHECK-NEXT:  static void __hpvm_root_scale_0(const T *in, size_t __hpvm_bytes_in, T *out, size_t __hpvm_bytes_out, int n) {
// CHECK:         void *__hpvm_n0 =
// CHECK:         __hpvm__createNodeND(1, (void *)__hpvm_leaf_scale_0_0<T, Factor>, (size_t)(n > 0 ? n : 0));
// CHECK:         __hpvm_graph = __hpvm__launch(0, (void *)__hpvm_root_scale_0<T, Factor>, (void *)&__hpvm_args);
template <typename T, int Factor = 2>
void scale(const T *in, T *out, int n) {
#pragma hpvm graph in(in[0:n]) out(out[0:n])
  {
#pragma hpvm node parallel(1)
    for (int i = 0; i < n; ++i)
      out[i] = in[i] * Factor;
  }
}

template void scale<float>(const float *, float *, int);
template void scale<int, 3>(const int *, int *, int);
