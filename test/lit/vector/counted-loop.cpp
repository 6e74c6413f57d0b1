// A loop whose trip count differs between lanes but is known before the
// loop starts (here len[i], from ScalarEvolution) runs to the entering
// lanes' largest count: a scalar counter compared with the lanes' largest
// backedge-taken count, instead of testing whether any lane is left after
// every iteration. The lane mask stays exact.
// RUN: %hpvmcc -O2 -march=skylake-avx512 --hpvm-targets=vector --emit=vector-ir %s -o - | FileCheck %s

void weighted(const int *start, const int *len, const float *v,
              const float *w, float *out, long n, long nnz, long m) {
#pragma hpvm graph in(start[0:n], len[0:n], v[0:nnz], w[0:m]) out(out[0:n])
  {
#pragma hpvm node parallel(1) in(start[0:n], len[0:n], v[0:nnz], w[0:m]) out(out[0:n])
    for (long i = 0; i < n; ++i) {
      float s = 0;
      for (int k = 0; k < len[i]; ++k)
        s += v[start[i] + k] * w[k];
      out[i] = s;
    }
  }
}

// CHECK-LABEL: define internal void @{{.*}}weighted{{.*}}.vector(
// CHECK: %[[ENTER:[0-9]+]] = icmp sgt <16 x i32> %{{[0-9]+}}, zeroinitializer
// Each lane's backedge-taken count, max(len, 1) - 1, in the preheader.
// CHECK: %[[ATLEAST1:[0-9]+]] = call <16 x i32> @llvm.smax.v16i32(<16 x i32> %[[LEN:[0-9]+]], <16 x i32> <i32 1,
// CHECK-NEXT: %[[TAKEN:[0-9]+]] = add nsw <16 x i32> %[[ATLEAST1]], <i32 -1,
// CHECK: %[[TAKENP:[0-9]+]] = phi <16 x i32> [ %[[TAKEN]], %{{[0-9]+}} ], [ poison, %{{[0-9]+}} ]
// Lanes that do not enter the loop count for nothing.
// CHECK: %[[ENTERING:[0-9]+]] = select <16 x i1> %[[ENTER]], <16 x i32> %[[TAKENP]], <16 x i32> zeroinitializer
// CHECK-NEXT: %[[MAX:[0-9]+]] = call i32 @llvm.vector.reduce.umax.v16i32(<16 x i32> %[[ENTERING]])
// CHECK: %[[LANES:[0-9]+]] = phi <16 x i1> [ %[[ENTER]], %{{[0-9]+}} ], [ %[[STAY:[0-9]+]], %[[LOOP:[0-9]+]] ]
// CHECK-NEXT: %[[ITER:[0-9]+]] = phi i32 [ 0, %{{[0-9]+}} ], [ %[[ITERNEXT:[0-9]+]], %[[LOOP]] ]
// The weight w[k] is one scalar load: the counter is uniform.
// CHECK: call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %{{[0-9]+}}, i32 4, <16 x i1> %[[LANES]], <16 x float> zeroinitializer)
// CHECK: load float, ptr
// CHECK: %[[STAY]] = select <16 x i1> %[[LANES]], <16 x i1> %{{[0-9]+}}, <16 x i1> zeroinitializer
// CHECK: %[[ITERNEXT]] = add nuw i32 %[[ITER]], 1
// CHECK-NEXT: %[[MORE:[0-9]+]] = icmp ult i32 %[[ITER]], %[[MAX]]
// CHECK-NEXT: br i1 %[[MORE]], label %[[LOOP]], label %{{[0-9]+}}
// CHECK-NOT: @llvm.vector.reduce.or
// CHECK: ret void
