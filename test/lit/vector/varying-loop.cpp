// A loop whose trip count differs between instances runs until every lane
// has left it: a <16 x i1> lane mask is carried round the loop, loads in the
// loop are masked by it, each lane's result is kept when it leaves, and the
// counter itself stays scalar.
// RUN: %hpvmcc -O2 -march=skylake-avx512 --hpvm-targets=vector --emit=vector-ir %s -o - | FileCheck %s

void rowSums(const int *start, const int *len, const float *v, float *out,
             long n, long nnz) {
#pragma hpvm graph in(start[0:n], len[0:n], v[0:nnz]) out(out[0:n])
  {
#pragma hpvm node parallel(1) in(start[0:n], len[0:n], v[0:nnz]) out(out[0:n])
    for (long i = 0; i < n; ++i) {
      float s = 0;
      for (int k = 0; k < len[i]; ++k)
        s += v[start[i] + k];
      out[i] = s;
    }
  }
}

// CHECK-LABEL: define internal void @{{.*}}rowSums{{.*}}.vector(
// The loop's entry test and the loads it guards are for lanes with len > 0.
// CHECK: %[[ENTER:[0-9]+]] = icmp sgt <16 x i32> %{{[0-9]+}}, zeroinitializer
// CHECK: call <16 x i32> @llvm.masked.load.v16i32.p0(ptr {{.*}}, i32 4, <16 x i1> %[[ENTER]], <16 x i32> zeroinitializer)
// CHECK: %[[LANES:[0-9]+]] = phi <16 x i1> [ %[[ENTER]], %{{[0-9]+}} ], [ %[[STAY:[0-9]+]], %[[LOOP:[0-9]+]] ]
// The iteration count of the counted loop.
// CHECK-NEXT: %{{[0-9]+}} = phi i32 [ 0, %{{[0-9]+}} ], [ %{{[0-9]+}}, %[[LOOP]] ]
// CHECK-NEXT: %[[K:[0-9]+]] = phi i32 [ 0, %{{[0-9]+}} ], [ %[[KNEXT:[0-9]+]], %[[LOOP]] ]
// CHECK: call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %{{[0-9]+}}, i32 4, <16 x i1> %[[LANES]], <16 x float> zeroinitializer)
// CHECK: %[[KNEXT]] = add nuw nsw i32 %[[K]], 1
// CHECK: %[[STAY]] = select <16 x i1> %[[LANES]], <16 x i1> %{{[0-9]+}}, <16 x i1> zeroinitializer
// Lanes that leave on this iteration keep this iteration's sum.
// CHECK: select <16 x i1> %{{[0-9]+}}, <16 x float> %{{[0-9]+}}, <16 x float> %{{[0-9]+}}
// The trip count, len[i], is known before the loop: it runs to the lanes'
// largest (counted-loop.cpp).
// CHECK: %[[MORE:[0-9]+]] = icmp ult i32 %{{[0-9]+}}, %{{[0-9]+}}
// CHECK-NEXT: br i1 %[[MORE]], label %[[LOOP]], label %{{[0-9]+}}
// CHECK: store <16 x float>
// CHECK: ret void
