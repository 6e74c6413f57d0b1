// What nodes capture: scalars and pointers by value (references by the value
// they refer to), integral constants recomputed from their value (so they
// can size arrays in nodes), globals not at all. Graphs work in lambdas.
// RUN: %hpvmcc --emit=rewritten %s -o - | grep -v '// CHECK' | FileCheck %s
// RUN: %hpvmcc --emit=rewritten %s -o %t.cpp
// RUN: %hpvmcc -fsyntax-only -Wall -Wextra -Werror %t.cpp

int Bias = 3;

// CHECK-LABEL: static void __hpvm_leaf_blur_0_0(const float *in, size_t __hpvm_bytes_in, float *out, size_t __hpvm_bytes_out, float scale) {
// CHECK-NEXT:    __hpvm__hint(hpvm::CPU_TARGET);
// CHECK-NEXT:    __hpvm__attributes(1, in, 1, out);
// CHECK-NEXT:    const int Radius = 2;
// CHECK-NEXT:    int i = (int)((unsigned long long)Radius + __hpvm__getNodeInstanceID_x(__hpvm__getNode()));
// CHECK-LABEL: static void __hpvm_root_blur_0(const float *in, size_t __hpvm_bytes_in, float *out, size_t __hpvm_bytes_out, int n, float scale) {
// CHECK:         const int Radius = 2;
// CHECK-NEXT:    void *__hpvm_n0 =
// CHECK:         __hpvm__createNodeND(1, (void *)__hpvm_leaf_blur_0_0, (size_t)((n - Radius) > Radius ? ((unsigned long long)((__typeof__((n - Radius) - Radius))(n - Radius)) - (unsigned long long)((__typeof__((n - Radius) - Radius))Radius)) : 0));
void blur(const float *in, float *out, int n, const float &scale) {
  const int Radius = 2;
#pragma hpvm graph in(in[0:n]) out(out[0:n])
  {
#pragma hpvm node parallel(1)
    for (int i = Radius; i < n - Radius; ++i) {
      float window[2 * Radius + 1];
      for (int k = -Radius; k <= Radius; ++k)
        window[k + Radius] = in[i + k];
      float s = 0;
      for (float w : window)
        s += w;
      out[i] = scale * s + Bias;
    }
  }
}

// CHECK-LABEL: static void __hpvm_leaf_lambdas_1_0(int *v, size_t __hpvm_bytes_v, int add) {
// CHECK-LABEL: void lambdas(int *v, int n) {
// CHECK:         auto run = [&](int add) {
// CHECK-NEXT:      {
// CHECK-NEXT:        struct __attribute__((__packed__)) {
void lambdas(int *v, int n) {
  auto run = [&](int add) {
#pragma hpvm graph inout(v[0:n])
    {
#pragma hpvm node parallel(1)
      for (int i = 0; i < n; ++i)
        v[i] += add;
    }
  };
  run(1);
  run(2);
}
