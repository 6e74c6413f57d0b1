// Two leaves of a tiled node with the same grid, the second reading the
// `local` array the first writes, at other instances' elements: the edge
// between them is all-to-all, so they stay apart (fused, instance i would
// read tile[15 - i] before instance 15 - i wrote it). On the gpu they are one
// kernel with a block barrier between the two.
// RUN: %hpvmcc -O2 --hpvm-report --emit=dfg %s -o - 2>&1 | FileCheck %s
// RUN: %hpvmcc -O2 --hpvm-targets=gpu --hpvm-report --emit=dfg %s -o - 2>&1 | FileCheck %s
// RUN: %hpvmcc -O2 --hpvm-targets=gpu --emit=ptx %s -o - | FileCheck %s --check-prefix=PTX

// CHECK-NOT: remark: fused
// CHECK:     node #1 '{{.*}}fill
// CHECK:     node #2 '{{.*}}reverse

// PTX:      st.shared.f32
// PTX:      bar.sync 0;
// PTX:      ld.shared.f32
void reverse_tiles(const float *in, float *out) {
#pragma hpvm graph in(in[0:64]) out(out[0:64])
  {
#pragma hpvm node parallel(1) in(in[0:64]) out(out[0:64])
    for (long t = 0; t < 4; ++t) {
#pragma hpvm local
      float tile[16];
#pragma hpvm node name(fill) parallel(1) in(in[0:64]) out(tile)
      for (long i = 0; i < 16; ++i)
        tile[i] = in[t * 16 + i] * 2;
#pragma hpvm node name(reverse) parallel(1) in(tile) out(out[0:64])
      for (long i = 0; i < 16; ++i)
        out[t * 16 + i] = tile[15 - i];
    }
  }
}
