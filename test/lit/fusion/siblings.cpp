// Independent sibling leaves with the same grid become one leaf at -O1 and
// above (HPVM's node fusion): the fused leaf takes both leaves' inputs and
// outputs, and the edges and binds of both move to it. A leaf that depends
// on them stays apart. --hpvm-report says what was fused, at the second
// leaf's pragma; -O0 and --hpvm-no-fusion keep every leaf.
// RUN: %hpvmcc -O2 --emit=dfg %s -o - | FileCheck %s
// RUN: %hpvmcc -O2 --hpvm-targets=gpu --emit=dfg %s -o - | FileCheck %s
// RUN: %hpvmcc -O2 --hpvm-report -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %hpvmcc -O2 -c %s -o %t.o 2>&1 | FileCheck %s --allow-empty --check-prefix=QUIET
// RUN: %hpvmcc -O2 --hpvm-no-fusion --emit=dfg %s -o - | FileCheck %s --check-prefix=APART
// RUN: %hpvmcc -O0 --emit=dfg %s -o - | FileCheck %s --check-prefix=APART

void lap(const float *img, float *dil, float *ero, float *out, long h,
         long w) {
#pragma hpvm graph in(img[0:h * w]) out(out[0:h * w]) inout(dil[0:h * w], ero[0:h * w])
  {
#pragma hpvm node name(dilate) parallel(2) in(img[0:h * w]) out(dil[0:h * w])
    for (long y = 0; y < h; ++y)
      for (long x = 0; x < w; ++x)
        dil[y * w + x] = img[y * w + x] + 1;
#pragma hpvm node name(erode) parallel(2) in(img[0:h * w]) out(ero[0:h * w])
    for (long y = 0; y < h; ++y)
      for (long x = 0; x < w; ++x)
        ero[y * w + x] = img[y * w + x] - 1;
#pragma hpvm node name(combine) parallel(2) in(dil[0:h * w], ero[0:h * w]) out(out[0:h * w])
    for (long y = 0; y < h; ++y)
      for (long x = 0; x < w; ++x)
        out[y * w + x] = dil[y * w + x] - ero[y * w + x];
  }
}

// CHECK:      edges:
// CHECK-NEXT:   #0 '__hpvm_fused_lap_0_0_dilate_lap_0_1_erode' output 0 -> #1 '{{.*}}combine' input 0, all_to_all
// CHECK-NEXT:   #0 '__hpvm_fused_lap_0_0_dilate_lap_0_1_erode' output 1 -> #1 '{{.*}}combine' input 1, all_to_all
// CHECK-NEXT:   #0 '__hpvm_fused_lap_0_0_dilate_lap_0_1_erode' output 2 -> #1 '{{.*}}combine' input 2, all_to_all
// CHECK-NEXT:   #0 '__hpvm_fused_lap_0_0_dilate_lap_0_1_erode' output 3 -> #1 '{{.*}}combine' input 3, all_to_all
// CHECK:      node #0 '__hpvm_fused_lap_0_0_dilate_lap_0_1_erode'
// CHECK:        grid: 2-D
// CHECK:        inputs:
// CHECK-NEXT:     0: ptr in
// CHECK-NEXT:     1: i64
// CHECK-NEXT:     2: ptr out
// CHECK-NEXT:     3: i64
// CHECK-NEXT:     4: i64
// CHECK-NEXT:     5: ptr in
// CHECK-NEXT:     6: i64
// CHECK-NEXT:     7: ptr out
// CHECK-NEXT:     8: i64
// CHECK-NEXT:     9: i64
// CHECK-NEXT:   outputs:
// CHECK-NEXT:     0: ptr
// CHECK-NEXT:     1: i64
// CHECK-NEXT:     2: ptr
// CHECK-NEXT:     3: i64
// CHECK:      node #1 '{{.*}}combine
// CHECK-NOT:  node #2

// REPORT: siblings.cpp:21:14: remark: fused leaf node 'lap_0_1_erode' into 'lap_0_0_dilate' (same grid, independent): one kernel or parallel loop for both
// REPORT-NOT: remark: fused
// QUIET-NOT: remark

// APART: node #0 '{{.*}}dilate
// APART: node #1 '{{.*}}erode
// APART: node #2 '{{.*}}combine
