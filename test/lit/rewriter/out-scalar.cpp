// A scalar a node writes and a later sibling reads is a node output carried
// by an edge; its type is the promoted type of a variadic argument (float
// arrives as double, char as int). Scalars declared outside the graph that
// nodes write are graph outputs, copied back to the host after the wait.
// RUN: %hpvmcc --emit=rewritten %s -o - | grep -v '// CHECK' | FileCheck %s
// RUN: %hpvmcc --emit=rewritten %s -o %t.cpp
// RUN: %hpvmcc -fsyntax-only -Wall -Wextra -Werror %t.cpp

// CHECK-LABEL: static void __hpvm_leaf_maxTimesTwo_0_0_find(const float *x, size_t __hpvm_bytes_x, long n, float mx) {
// CHECK:         __hpvm__return(1, mx);
// CHECK-LABEL: static void __hpvm_leaf_maxTimesTwo_0_1_use(char flag, double __hpvm_in_mx, float s) {
// CHECK-NEXT:    __hpvm__hint(hpvm::CPU_TARGET);
// CHECK-NEXT:    __hpvm__attributes(0, 0);
// CHECK-NEXT:    float mx = (float)__hpvm_in_mx;
// CHECK:         __hpvm__return(2, flag, s);
// CHECK-LABEL: static void __hpvm_root_maxTimesTwo_0(const float *x, size_t __hpvm_bytes_x, long n, char flag, float mx, float s) {
// CHECK:         __hpvm__bindIn(__hpvm_n0, 4, 3, 0);
// CHECK-NEXT:    __hpvm__bindIn(__hpvm_n1, 3, 0, 0);
// CHECK-NEXT:    __hpvm__edge(__hpvm_n0, __hpvm_n1, 1, 0, 1, 0);
// CHECK-NEXT:    __hpvm__bindIn(__hpvm_n1, 5, 2, 0);
// CHECK-NEXT:    __hpvm__bindOut(__hpvm_n1, 0, 0, 0);
// CHECK-NEXT:    __hpvm__bindOut(__hpvm_n0, 0, 1, 0);
// CHECK-NEXT:    __hpvm__bindOut(__hpvm_n1, 1, 2, 0);
// CHECK-NEXT:  }

// CHECK-LABEL: float maxTimesTwo(const float *x, long n, char &flag) {
// CHECK:         struct __hpvm_out_root_maxTimesTwo_0 {
// CHECK-NEXT:      int flag;
// CHECK-NEXT:      double mx;
// CHECK-NEXT:      double s;
// CHECK-NEXT:    };
// CHECK:           __hpvm_out_root_maxTimesTwo_0 __hpvm_out;
// CHECK-NEXT:    } __hpvm_args = {x, (size_t)n * sizeof(*x), n, flag, mx, s, {}};
// CHECK:         __hpvm__wait(__hpvm_graph);
// CHECK-NEXT:    llvm_hpvm_untrack_mem((void *)__hpvm_args.x);
// CHECK-NEXT:    flag = __hpvm_args.__hpvm_out.flag;
// CHECK-NEXT:    mx = __hpvm_args.__hpvm_out.mx;
// CHECK-NEXT:    s = __hpvm_args.__hpvm_out.s;
// CHECK-NEXT:    hpvm_rt_rethrow();
// CHECK-NEXT:  }
float maxTimesTwo(const float *x, long n, char &flag) {
  float mx = 0;
  float s = 0;
#pragma hpvm graph in(x[0:n])
  {
#pragma hpvm node name(find) in(x[0:n]) out(mx)
    {
      for (long i = 0; i < n; ++i)
        if (x[i] > mx)
          mx = x[i];
    }
#pragma hpvm node name(use) out(s, flag)
    {
      s = mx * 2;
      flag = 'y';
    }
  }
  return s;
}
