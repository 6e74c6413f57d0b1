// A nowait graph launches and lets the host continue; `#pragma hpvm wait(ID)`
// completes it: wait, request out memory, untrack, copy outputs back. The
// argument struct and handle live in the enclosing block until the wait.
// RUN: %hpvmcc --emit=rewritten %s -o - | grep -v '// CHECK' | FileCheck %s
// RUN: %hpvmcc --emit=rewritten %s -o %t.cpp
// RUN: %hpvmcc -fsyntax-only -Wall -Wextra -Werror %t.cpp

// CHECK-LABEL: int overlap(const int *in, int *out, int n) {
// CHECK-NEXT:    int count = 0;
// CHECK-NEXT:    struct __hpvm_out_root_overlap_0_g {
// CHECK-NEXT:      int count;
// CHECK-NEXT:    };
// CHECK-NEXT:    struct __attribute__((__packed__)) {
// CHECK-NEXT:      const int *in;
// CHECK-NEXT:      size_t __hpvm_bytes_in;
// CHECK-NEXT:      int *out;
// CHECK-NEXT:      size_t __hpvm_bytes_out;
// CHECK-NEXT:      int n;
// CHECK-NEXT:      int count;
// CHECK-NEXT:      __hpvm_out_root_overlap_0_g __hpvm_out;
// CHECK-NEXT:    } __hpvm_args_g;
// CHECK-NEXT:    void *__hpvm_graph_g;
// CHECK-NEXT:    {
// CHECK-NEXT:      __hpvm_args_g.in = in;
// CHECK-NEXT:      __hpvm_args_g.__hpvm_bytes_in = (size_t)n * sizeof(*in);
// CHECK-NEXT:      __hpvm_args_g.out = out;
// CHECK-NEXT:      __hpvm_args_g.__hpvm_bytes_out = (size_t)n * sizeof(*out);
// CHECK-NEXT:      __hpvm_args_g.n = n;
// CHECK-NEXT:      __hpvm_args_g.count = count;
// CHECK-NEXT:      llvm_hpvm_track_mem((void *)__hpvm_args_g.in, __hpvm_args_g.__hpvm_bytes_in);
// CHECK-NEXT:      llvm_hpvm_track_mem((void *)__hpvm_args_g.out, __hpvm_args_g.__hpvm_bytes_out);
// CHECK-NEXT:      __hpvm_graph_g = __hpvm__launch(0, (void *)__hpvm_root_overlap_0_g, (void *)&__hpvm_args_g);
// CHECK-NEXT:    }
// CHECK-NEXT:  #line [[#@LINE+20]] "{{.*}}nowait-wait.cpp"
// CHECK:         int hostWork = n * 2;
// CHECK-NEXT:    __hpvm__wait(__hpvm_graph_g);
// CHECK-NEXT:    llvm_hpvm_request_mem((void *)__hpvm_args_g.out, __hpvm_args_g.__hpvm_bytes_out);
// CHECK-NEXT:    llvm_hpvm_untrack_mem((void *)__hpvm_args_g.in);
// CHECK-NEXT:    llvm_hpvm_untrack_mem((void *)__hpvm_args_g.out);
// CHECK-NEXT:    count = __hpvm_args_g.__hpvm_out.count;
// CHECK-NEXT:    hpvm_rt_rethrow();
// CHECK-NEXT:  #line [[#@LINE+14]] "{{.*}}nowait-wait.cpp"
// CHECK-EMPTY:
// CHECK-NEXT:    return count + hostWork;
int overlap(const int *in, int *out, int n) {
  int count = 0;
#pragma hpvm graph name(g) nowait in(in[0:n]) out(out[0:n])
  {
#pragma hpvm node parallel(1)
    for (int i = 0; i < n; ++i)
      out[i] = in[i] + 1;
#pragma hpvm node out(count)
    { count = n; }
  } // @GRAPHEND
  int hostWork = n * 2;
#pragma hpvm wait(g) // @WAIT
  return count + hostWork;
}
