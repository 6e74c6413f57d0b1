// A loop variable declared before the graph gets the loop's final value on
// the host: computed before the launch (where the bounds are in scope),
// assigned at completion - for a nowait graph, at the wait - without
// reading the variable (no -Wuninitialized for `int r, c;`).
// RUN: %hpvmcc --emit=rewritten %s -o - | grep -v '// CHECK' | FileCheck %s
// RUN: %hpvmcc -Wall -Wextra -Werror -fsyntax-only %s
// CHECK:      void *__hpvm_graph_g;
// CHECK-NEXT: int __hpvm_args_g_last0;
// CHECK-NEXT: int __hpvm_args_g_last1;
// CHECK-NEXT: int __hpvm_args_g_ran1;
// CHECK-NEXT: {
// CHECK-NEXT:   __hpvm_args_g_last0 = (int)(size_t)(rows > 0 ? rows : 0);
// CHECK-NEXT:   __hpvm_args_g_last1 = (int)(size_t)(cols > 0 ? cols : 0);
// CHECK-NEXT:   __hpvm_args_g_ran1 = (size_t)(rows > 0 ? rows : 0) > 0;
// CHECK:        __hpvm__launch(
// CHECK:      __hpvm__wait(__hpvm_graph_g);
// CHECK-NEXT: llvm_hpvm_request_mem((void *)__hpvm_args_g.out, __hpvm_args_g.__hpvm_bytes_out);
// CHECK-NEXT: llvm_hpvm_untrack_mem((void *)__hpvm_args_g.out);
// CHECK-NEXT: r = __hpvm_args_g_last0;
// CHECK-NEXT: if (__hpvm_args_g_ran1)
// CHECK-NEXT:   c = __hpvm_args_g_last1;
#include <hpvm/hpvm.h>
int grid(int *out, int rows, int cols) {
  int r, c;
#pragma hpvm graph name(g) nowait out(out[0:rows * cols])
  {
#pragma hpvm node parallel(2)
    for (r = 0; r < rows; ++r)
      for (c = 0; c < cols; ++c)
        out[r * cols + c] = r + c;
  }
#pragma hpvm wait(g)
  return r + c;
}
