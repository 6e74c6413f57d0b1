// Graphs in namespaces and member functions. A member function defined in
// its class gets its node functions as static members just before it (they
// see the class's private types and static members); other functions get
// them at namespace scope before the function, with fully qualified types.
// RUN: %hpvmcc --emit=rewritten %s -o - | grep -v '// CHECK' | FileCheck %s
// RUN: %hpvmcc --emit=rewritten %s -o %t.cpp
// RUN: %hpvmcc -fsyntax-only -Wall -Wextra -Werror %t.cpp

namespace img {
struct Pixel { float r, g, b; };

// CHECK-LABEL: class Filter {
// CHECK-NEXT:  enum class Mode { Gray, Color };
// CHECK-NEXT:  static constexpr float Third = 1.0f / 3;
// CHECK-NEXT:  public:
// CHECK-NEXT:  #pragma clang diagnostic push
// CHECK-NEXT:  #pragma clang diagnostic ignored "-Wunused-parameter"
// CHECK-NEXT:    static void __hpvm_leaf_apply_0_0(const img::Pixel *src, size_t __hpvm_bytes_src, float *dst, size_t __hpvm_bytes_dst, img::Filter::Mode mode) {
// CHECK-NEXT:      __hpvm__hint(hpvm::CPU_TARGET);
// CHECK-NEXT:      __hpvm__attributes(1, src, 1, dst);
// CHECK-NEXT:      int i = (int)__hpvm__getNodeInstanceID_x(__hpvm__getNode());
// CHECK-NEXT:  #line [[#@LINE+19]] "{{.*}}member-namespace.cpp"
// CHECK-NEXT:          dst[i] = mode == Mode::Gray ? (src[i].r + src[i].g + src[i].b) * Third
// CHECK-NEXT:                                      : src[i].r;
// CHECK-NEXT:      __hpvm__return(0);
// CHECK-NEXT:    }
// CHECK-NEXT:    static void __hpvm_root_apply_0(
// CHECK:       #pragma clang diagnostic pop
// CHECK-NEXT:  #line [[#@LINE+6]] "{{.*}}member-namespace.cpp"
// CHECK-NEXT:    void apply(const Pixel *src, float *dst, int n) const {
class Filter {
  enum class Mode { Gray, Color };
  static constexpr float Third = 1.0f / 3;
public:
  void apply(const Pixel *src, float *dst, int n) const { // @APPLY
    Mode mode = Mode::Gray;
#pragma hpvm graph in(src[0:n]) out(dst[0:n])
    {
#pragma hpvm node parallel(1)
      for (int i = 0; i < n; ++i)
        dst[i] = mode == Mode::Gray ? (src[i].r + src[i].g + src[i].b) * Third // @BODY
                                    : src[i].r;
    }
  }
};

// Out-of-line member definitions get their node functions right before them.
struct Acc {
  long sum(const long *v, long n);
};
// CHECK-LABEL: static void __hpvm_leaf_sum_1_0(const long *v, size_t __hpvm_bytes_v, long n, long total) {
// CHECK:       #line [[#@LINE+2]] "{{.*}}member-namespace.cpp"
// CHECK-NEXT:  long Acc::sum(const long *v, long n) {
long Acc::sum(const long *v, long n) { // @SUM
  long total = 0;
#pragma hpvm graph in(v[0:n])
  {
#pragma hpvm node out(total)
    {
      for (long i = 0; i < n; ++i)
        total += v[i];
    }
  }
  return total;
}
} // namespace img
