// What a split launch's parts touch (codegen/SplitSections.h): for a leaf
// whose accesses through a pointer are affine in its instance ids,
// F.split_sections writes, per pointer parameter, the pointer, the byte
// range a window [begin, end) of the outermost dimension touches through
// it, and whether it is written; 0, 0 where the accesses are not affine (a
// loop's index, a loaded one). No function where no written pointer has a
// range: the runtime copies objects whole.
// RUN: %hpvmcc -O1 --hpvm-targets=vector,cpu --emit=llvm-ir %s -o - | FileCheck %s
#include <hpvm/hpvm.h>

// rows: c[i * n + j] over a 2-D node: [4 * n * begin, 4 * n * (end - 1)
// + 4 * (n1 - 1) + 4); a and b are read in a loop (not affine).
void rows(const float *a, const float *b, float *c, long n) {
#pragma hpvm graph in(a[0 : n * n], b[0 : n * n]) out(c[0 : n * n])
  {
#pragma hpvm node parallel(2) in(a[0 : n * n], b[0 : n * n]) out(c[0 : n * n])
    for (long i = 0; i < n; ++i)
      for (long j = 0; j < n; ++j) {
        float s = 0;
        for (long k = 0; k < n; ++k)
          s += a[i * n + k] * b[k * n + j];
        c[i * n + j] = s;
      }
  }
}

// The index is loaded: nothing known.
void scatter(const long *idx, float *out, long n) {
#pragma hpvm graph in(idx[0 : n]) out(out[0 : n])
  {
#pragma hpvm node parallel(1) in(idx[0 : n]) out(out[0 : n])
    for (long i = 0; i < n; ++i)
      out[idx[i]] = 1.0f;
  }
}

// CHECK: @[[ROWS:.*leaf_rows.*]].versioned = internal global {{.*}} ptr null, ptr @[[ROWS]].split_sections, i32 3 }
// CHECK: @[[SCATTER:.*leaf_scatter.*]].versioned = internal global {{.*}} ptr null, ptr null, i32 0 }
// CHECK: define internal void @[[ROWS]].split_sections(ptr {{.*}}%0, i64 %1, i64 %2, i64 %3, i64 %4, i64 %5, ptr {{.*}}%6)
// CHECK: [[LAST:%[0-9]+]] = add i64 %5, -1
// a and b: 0, 0, read only.
// CHECK: call void @llvm.memset{{.*}}, i8 0, i64 24, i1 false)
// CHECK: call void @llvm.memset{{.*}}, i8 0, i64 24, i1 false)
// c: the rows of the window, all of dimension 1.
// CHECK: [[N:%[0-9]+]] = load i64, ptr %{{[0-9]+}}, align 1
// CHECK: [[ROW:%[0-9]+]] = shl i64 [[N]], 2
// CHECK: mul i64 [[ROW]], %4
// CHECK: mul i64 [[ROW]], [[LAST]]
// CHECK: shl i64 %2, 2
// CHECK: store i64 1, ptr %{{[0-9]+}}
// CHECK-NEXT: ret void
