// A loop whose trip count is the same in every instance keeps a scalar
// counter and scalar control: no lane masks, and its loads (consecutive in
// the instance id) stay whole-vector loads.
// RUN: %hpvmcc -O2 -march=skylake-avx512 --hpvm-targets=vector --emit=vector-ir %s -o - | FileCheck %s

void columnSums(const float *m, float *sums, long rows, long cols) {
#pragma hpvm graph in(m[0:rows*cols]) out(sums[0:cols])
  {
#pragma hpvm node parallel(1) in(m[0:rows*cols]) out(sums[0:cols])
    for (long j = 0; j < cols; ++j) {
      float s = 0;
      for (long r = 0; r < rows; ++r)
        s += m[r * cols + j];
      sums[j] = s;
    }
  }
}

// CHECK-LABEL: define internal void @{{.*}}columnSums{{.*}}.vector(
// CHECK: %[[R:[0-9]+]] = phi i64 [ 0, %{{[0-9]+}} ], [ %[[NEXT:[0-9]+]], %[[LOOP:[0-9]+]] ]
// CHECK-NEXT: phi <16 x float>
// CHECK-NOT: phi <16 x i1>
// CHECK: load <16 x float>
// CHECK: fadd <16 x float>
// CHECK: %[[NEXT]] = add nuw nsw i64 %[[R]], 1
// CHECK: %[[MORE:[0-9]+]] = icmp slt i64 %[[NEXT]],
// CHECK: br i1 %[[MORE]], label %[[LOOP]]
// CHECK: store <16 x float>
// CHECK-NOT: llvm.masked
// CHECK: ret void
