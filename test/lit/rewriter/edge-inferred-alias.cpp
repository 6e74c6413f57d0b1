// A pointer initialised from an array (`float *half = tmp + 32`) reaches the
// array: a node reading through it is ordered after the sibling that writes
// the array (an edge into an ordering input), and a node writing the array
// after one that read through it (refill also takes tmp from fill, the
// array's last writer). Pointers into different arrays order nothing.
// RUN: %hpvmcc -O0 --emit=dfg %s -o - | FileCheck %s

// CHECK-LABEL: graph '__hpvm_root_alias_0'
// CHECK:       edges:
// CHECK-NEXT:    #0 '__hpvm_leaf_alias_0_0_fill' output 0 -> #2 '__hpvm_leaf_alias_0_2_refill' input 2, all_to_all
// CHECK-NEXT:    #0 '__hpvm_leaf_alias_0_0_fill' output 1 -> #2 '__hpvm_leaf_alias_0_2_refill' input 3, all_to_all
// CHECK-NEXT:    #0 '__hpvm_leaf_alias_0_0_fill' output 1 -> #1 '__hpvm_leaf_alias_0_1_use_half' input 4, all_to_all
// CHECK-NEXT:    #1 '__hpvm_leaf_alias_0_1_use_half' output 1 -> #2 '__hpvm_leaf_alias_0_2_refill' input 4, all_to_all
// CHECK-NEXT:  binds:
void alias(const float *in, float *tmp, float *out) {
#pragma hpvm graph in(in[0:64]) out(out[0:64]) inout(tmp[0:64])
  {
    float *half = tmp + 32;
#pragma hpvm node name(fill) parallel(1) in(in[0:64]) out(tmp[0:64])
    for (long i = 0; i < 64; ++i)
      tmp[i] = in[i];
#pragma hpvm node name(use_half) parallel(1) in(half[0:32]) out(out[0:64])
    for (long i = 0; i < 64; ++i)
      out[i] = half[31 - i % 32];
#pragma hpvm node name(refill) parallel(1) in(in[0:64]) out(tmp[0:64])
    for (long i = 0; i < 64; ++i)
      tmp[i] = in[63 - i];
  }
}

// CHECK-LABEL: graph '__hpvm_root_apart_1'
// CHECK-NOT:   edges:
// CHECK:       node #1 '__hpvm_leaf_apart_1_1_use_b(
void apart(const float *in, float *a, float *b, float *out) {
#pragma hpvm graph in(in[0:64]) out(a[0:64], out[0:64]) inout(b[0:64])
  {
    float *upper = b + 32;
#pragma hpvm node name(fill_a) parallel(1) in(in[0:64]) out(a[0:64])
    for (long i = 0; i < 64; ++i)
      a[i] = in[i];
#pragma hpvm node name(use_b) parallel(1) in(upper[0:32]) out(out[0:64])
    for (long i = 0; i < 64; ++i)
      out[i] = upper[31 - i % 32];
  }
}
