// A data region around a host loop of graphs: the region tracks a, b and c
// once before the loop and, after it, requests a and b (inout) back and
// untracks all three; c is scratch, never requested. The graph inside only
// packs and launches: it neither tracks, requests nor untracks covered memory,
// but still tracks d, which the region does not cover.
// RUN: %hpvmcc --emit=rewritten %s -o - | grep -v '// CHECK' | FileCheck %s
// RUN: %hpvmcc --emit=rewritten %s -o %t.cpp
// RUN: %hpvmcc -fsyntax-only -Wall -Wextra -Werror %t.cpp

// CHECK-LABEL: void steps(float *a, float *b, float *c, float *d, long n, long steps) {
// CHECK-NEXT:    {
// CHECK-NEXT:      void *__hpvm_data0_a = (void *)a;
// CHECK-NEXT:      size_t __hpvm_data0_bytes_a = (size_t)n * sizeof(*a);
// CHECK-NEXT:      llvm_hpvm_track_mem(__hpvm_data0_a, __hpvm_data0_bytes_a);
// CHECK-NEXT:      void *__hpvm_data0_b = (void *)b;
// CHECK-NEXT:      size_t __hpvm_data0_bytes_b = (size_t)n * sizeof(*b);
// CHECK-NEXT:      llvm_hpvm_track_mem(__hpvm_data0_b, __hpvm_data0_bytes_b);
// CHECK-NEXT:      void *__hpvm_data0_c = (void *)c;
// CHECK-NEXT:      size_t __hpvm_data0_bytes_c = (size_t)(1 + (n - 1)) * sizeof(*c);
// CHECK-NEXT:      llvm_hpvm_track_mem(__hpvm_data0_c, __hpvm_data0_bytes_c);
// CHECK-NEXT:  #line [[#@LINE+28]] "{{.*}}data-region.cpp"
// CHECK-EMPTY:
// CHECK-NEXT:    for (long t = 0; t < steps; ++t) {
// CHECK-NEXT:      {
// CHECK-NEXT:        struct __attribute__((__packed__)) {
// CHECK:             } __hpvm_args = {a, (size_t)n * sizeof(*a), b, (size_t)n * sizeof(*b), c, (size_t)(1 + (n - 1)) * sizeof(*c), d, (size_t)n * sizeof(*d), n};
// CHECK-NEXT:        void *__hpvm_graph;
// CHECK-NEXT:        llvm_hpvm_track_mem((void *)__hpvm_args.d, __hpvm_args.__hpvm_bytes_d);
// CHECK-NEXT:        __hpvm_graph = __hpvm__launch(0, (void *)__hpvm_root_steps_0, (void *)&__hpvm_args);
// CHECK-NEXT:        __hpvm__wait(__hpvm_graph);
// CHECK-NEXT:        llvm_hpvm_request_mem((void *)__hpvm_args.d, __hpvm_args.__hpvm_bytes_d);
// CHECK-NEXT:        llvm_hpvm_untrack_mem((void *)__hpvm_args.d);
// CHECK-NEXT:        hpvm_rt_rethrow();
// CHECK-NEXT:      }
// CHECK-NEXT:  #line [[#@LINE+29]] "{{.*}}data-region.cpp"
// CHECK-EMPTY:
// CHECK-NEXT:    }
// CHECK-NEXT:      llvm_hpvm_request_mem(__hpvm_data0_a, __hpvm_data0_bytes_a);
// CHECK-NEXT:      llvm_hpvm_request_mem(__hpvm_data0_b, __hpvm_data0_bytes_b);
// CHECK-NEXT:      llvm_hpvm_untrack_mem(__hpvm_data0_a);
// CHECK-NEXT:      llvm_hpvm_untrack_mem(__hpvm_data0_b);
// CHECK-NEXT:      llvm_hpvm_untrack_mem(__hpvm_data0_c);
// CHECK-NEXT:    }
// CHECK-NEXT:  #line [[#@LINE+21]] "{{.*}}data-region.cpp"
// CHECK-EMPTY:
// CHECK-NEXT:    return;
// CHECK-NEXT:  }
void steps(float *a, float *b, float *c, float *d, long n, long steps) {
#pragma hpvm data inout(a[0:n]) inout(b[:n]) scratch(c[1:n - 1])
  for (long t = 0; t < steps; ++t) {
#pragma hpvm graph inout(a[0:n]) out(b[0:n], d[0:n]) out(c[1:n - 1])
    {
#pragma hpvm node parallel(1)
      for (long i = 1; i < n; ++i)
        c[i] = a[i] * 2;
#pragma hpvm node parallel(1)
      for (long i = 1; i < n; ++i) {
        b[i] = c[i] + 1;
        d[i] = b[i];
      }
#pragma hpvm node parallel(1)
      for (long i = 1; i < n; ++i)
        a[i] = b[i] - c[i];
    }
  }
  return;
}
