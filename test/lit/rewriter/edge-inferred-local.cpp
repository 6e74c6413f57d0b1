// A `local` array orders the children of its tiled node like any other
// object: its first user takes it from the allocation node, a later reader
// from the last earlier writer (also past a child that does not use it, and
// after writers of sections), and a writer from the readers since
// (write after read: from the last reader, and an ordering edge from the
// others). A child that does not use it gets no edge. (use_again takes out
// from use: both write it.)
// RUN: %hpvmcc -O0 --emit=dfg %s -o - | FileCheck %s

// CHECK:      edges:
// CHECK-NEXT:   #0 '__hpvm_alloc_tiles_0_1' output 0 -> #1 '__hpvm_leaf_tiles_0_2_fill' input 2, all_to_all
// CHECK-NEXT:   #0 '__hpvm_alloc_tiles_0_1' output 1 -> #1 '__hpvm_leaf_tiles_0_2_fill' input 3, all_to_all
// CHECK-NEXT:   #1 '__hpvm_leaf_tiles_0_2_fill' output 0 -> #2 '__hpvm_leaf_tiles_0_3_fill_rest' input 2, all_to_all
// CHECK-NEXT:   #1 '__hpvm_leaf_tiles_0_2_fill' output 1 -> #2 '__hpvm_leaf_tiles_0_3_fill_rest' input 3, all_to_all
// CHECK-NEXT:   #2 '__hpvm_leaf_tiles_0_3_fill_rest' output 0 -> #4 '__hpvm_leaf_tiles_0_5_update' input 0, all_to_all
// CHECK-NEXT:   #2 '__hpvm_leaf_tiles_0_3_fill_rest' output 1 -> #4 '__hpvm_leaf_tiles_0_5_update' input 1, all_to_all
// CHECK-NEXT:   #4 '__hpvm_leaf_tiles_0_5_update' output 0 -> #5 '__hpvm_leaf_tiles_0_6_use' input 2, all_to_all
// CHECK-NEXT:   #4 '__hpvm_leaf_tiles_0_5_update' output 1 -> #5 '__hpvm_leaf_tiles_0_6_use' input 3, all_to_all
// CHECK-NEXT:   #5 '__hpvm_leaf_tiles_0_6_use' output 0 -> #6 '__hpvm_leaf_tiles_0_7_use_again' input 0, all_to_all
// CHECK-NEXT:   #5 '__hpvm_leaf_tiles_0_6_use' output 1 -> #6 '__hpvm_leaf_tiles_0_7_use_again' input 1, all_to_all
// CHECK-NEXT:   #4 '__hpvm_leaf_tiles_0_5_update' output 0 -> #6 '__hpvm_leaf_tiles_0_7_use_again' input 2, all_to_all
// CHECK-NEXT:   #4 '__hpvm_leaf_tiles_0_5_update' output 1 -> #6 '__hpvm_leaf_tiles_0_7_use_again' input 3, all_to_all
// CHECK-NEXT:   #6 '__hpvm_leaf_tiles_0_7_use_again' output 0 -> #7 '__hpvm_leaf_tiles_0_8_overwrite' input 0, all_to_all
// CHECK-NEXT:   #6 '__hpvm_leaf_tiles_0_7_use_again' output 1 -> #7 '__hpvm_leaf_tiles_0_8_overwrite' input 1, all_to_all
// CHECK-NEXT:   #5 '__hpvm_leaf_tiles_0_6_use' output 3 -> #7 '__hpvm_leaf_tiles_0_8_overwrite' input 2, all_to_all
// CHECK-NEXT: binds:
// CHECK:      node #3 '__hpvm_leaf_tiles_0_4_unrelated(float const*, unsigned long, float*, unsigned long)'
void tiles(const float *in, float *out, float *other) {
#pragma hpvm graph in(in[0:64]) out(out[0:64], other[0:64])
  {
#pragma hpvm node parallel(1) in(in[0:64]) out(out[0:64], other[0:64])
    for (long t = 0; t < 4; ++t) {
#pragma hpvm local
      float tile[16];
#pragma hpvm node name(fill) parallel(1) in(in[0:64]) out(tile[0:8])
      for (long i = 0; i < 8; ++i)
        tile[i] = in[t * 16 + i];
#pragma hpvm node name(fill_rest) parallel(1) in(in[0:64]) out(tile[8:8])
      for (long i = 8; i < 16; ++i)
        tile[i] = in[t * 16 + i];
#pragma hpvm node name(unrelated) parallel(1) in(in[0:64]) out(other[0:64])
      for (long i = 0; i < 16; ++i)
        other[t * 16 + i] = in[t * 16 + i];
#pragma hpvm node name(update) parallel(1) inout(tile)
      for (long i = 0; i < 16; ++i)
        tile[i] += 1;
#pragma hpvm node name(use) parallel(1) in(tile) out(out[0:32])
      for (long i = 0; i < 16; ++i)
        out[t * 8 + i / 2] = tile[15 - i];
#pragma hpvm node name(use_again) parallel(1) in(tile) out(out[32:32])
      for (long i = 0; i < 16; ++i)
        out[32 + t * 8 + i / 2] = tile[i];
#pragma hpvm node name(overwrite) parallel(1) out(tile)
      for (long i = 0; i < 16; ++i)
        tile[i] = 0;
    }
  }
}
