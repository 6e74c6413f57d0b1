// A GCC vector value as a gpu node's input and output compiles to PTX; its
// fields in the packed argument struct are not naturally aligned.
// RUN: %hpvmcc -O2 --hpvm-targets=gpu --emit=ptx %s -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %if ptxas %{ ptxas -arch=sm_75 %t.ptx -o %t.cubin %}
// CHECK: .entry {{.*}}__hpvm_leaf_main_0_0
typedef float v4 __attribute__((vector_size(16)));

int main() {
  char c = 1;
  v4 v = {0, 0, 0, 0};
  v4 w = {1, 2, 3, 4};
#pragma hpvm graph out(c, v)
  {
#pragma hpvm node out(c, v)
    {
      v = w * 2;
      c = 5;
    }
  }
  return c + int(v[0]);
}
