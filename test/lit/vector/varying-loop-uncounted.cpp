// A loop whose lanes leave it on data they read in it (no trip count known
// before it starts) runs while any lane is still in it: the lane mask is
// tested after every iteration, and no counted loop is made.
// RUN: %hpvmcc -O2 -march=skylake-avx512 --hpvm-targets=vector --emit=vector-ir %s -o - | FileCheck %s

void untilZero(const int *start, const int *v, int *out, long n, long nnz) {
#pragma hpvm graph in(start[0:n], v[0:nnz]) out(out[0:n])
  {
#pragma hpvm node parallel(1) in(start[0:n], v[0:nnz]) out(out[0:n])
    for (long i = 0; i < n; ++i) {
      int k = start[i];
      while (v[k] != 0)
        ++k;
      out[i] = k - start[i];
    }
  }
}

// CHECK-LABEL: define internal void @{{.*}}untilZero{{.*}}.vector(
// CHECK-NOT: reduce.umax
// CHECK: %[[LANES:[0-9]+]] = phi <16 x i1> {{.*}} [ %[[STAY:[0-9]+]], %{{[0-9]+}} ]
// CHECK: call <16 x i32> @llvm.masked.gather.v16i32.v16p0(<16 x ptr> %{{[0-9]+}}, i32 4, <16 x i1> %[[LANES]]
// CHECK: %[[STAY]] = select <16 x i1> %[[LANES]], <16 x i1> %{{[0-9]+}}, <16 x i1> zeroinitializer
// CHECK: %[[ANY:[0-9]+]] = bitcast <16 x i1> %[[STAY]] to i16
// CHECK-NEXT: %[[NONE:[0-9]+]] = icmp eq i16 %[[ANY]], 0
// CHECK-NEXT: br i1 %[[NONE]]
// CHECK: ret void
