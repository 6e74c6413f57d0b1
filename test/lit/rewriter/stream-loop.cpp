// A `graph stream` loop becomes a streaming launch before the loop, one
// push per iteration and pops that keep at most stages + 1 items in flight
// (each with its own arguments struct and its own buffer for the body's
// array), then the remaining pops and the wait. The root's binds and edges
// are streaming; an item's memory is tracked before its push and requested
// and untracked after its pop, except the body's array, which is dead then.
// RUN: %hpvmcc --emit=rewritten %s -o - | FileCheck %s
// CHECK:      __hpvm__bindIn(__hpvm_n0, 0, 0, 1);
// CHECK:      __hpvm__edge(__hpvm_n0, __hpvm_n1, 1, 0, 2, 1);
// CHECK:      } __hpvm_args[3] = {};
// CHECK-NEXT: float (*__hpvm_buf_tmp)[16] = (float (*)[16])__builtin_malloc(3 * sizeof(*__hpvm_buf_tmp));
// CHECK-NEXT: void *__hpvm_graph = __hpvm__launch(1, (void *)__hpvm_root_run_0, (void *)&__hpvm_args[0]);
// CHECK-NEXT: unsigned long long __hpvm_pushed = 0, __hpvm_popped = 0;
// CHECK-NEXT: for (long f = 0; f < n; ++f) {
// CHECK-NEXT:   if (__hpvm_pushed - __hpvm_popped == 3) {
// CHECK-NEXT:     __hpvm__pop(__hpvm_graph);
// CHECK-NEXT:     llvm_hpvm_request_mem((void *)__hpvm_args[__hpvm_popped % 3].out, __hpvm_args[__hpvm_popped % 3].__hpvm_bytes_out);
// CHECK-NEXT:     llvm_hpvm_untrack_mem((void *)__hpvm_args[__hpvm_popped % 3].out);
// CHECK-NEXT:     llvm_hpvm_untrack_mem((void *)__hpvm_args[__hpvm_popped % 3].tmp);
// CHECK-NEXT:     ++__hpvm_popped;
// CHECK-NEXT:   }
// CHECK-NEXT:   unsigned long long __hpvm_slot = __hpvm_pushed % 3;
// CHECK:        float *out = result + f * 16;
// CHECK:        float (&tmp)[16] = __hpvm_buf_tmp[__hpvm_slot];
// CHECK:        __hpvm_args[__hpvm_slot].f = f;
// CHECK:        llvm_hpvm_track_mem((void *)__hpvm_args[__hpvm_slot].out, __hpvm_args[__hpvm_slot].__hpvm_bytes_out);
// CHECK:        __hpvm__push(__hpvm_graph, (void *)&__hpvm_args[__hpvm_slot]);
// CHECK-NEXT:   ++__hpvm_pushed;
// CHECK-NEXT: }
// CHECK-NEXT: while (__hpvm_popped < __hpvm_pushed) {
// CHECK-NEXT:   __hpvm__pop(__hpvm_graph);
// CHECK:      __hpvm__wait(__hpvm_graph);
// CHECK-NEXT: __builtin_free(__hpvm_buf_tmp);

void run(float *result, long n) {
#pragma hpvm graph stream out(result[0:n*16])
  for (long f = 0; f < n; ++f) {
    float *out = result + f * 16;
    float tmp[16];
#pragma hpvm node name(fill) parallel(1) out(tmp)
    for (long i = 0; i < 16; ++i)
      tmp[i] = (float)(f + i);
#pragma hpvm node name(copy) parallel(1) in(tmp) out(out[0:16])
    for (long i = 0; i < 16; ++i)
      out[i] = tmp[i];
  }
}
