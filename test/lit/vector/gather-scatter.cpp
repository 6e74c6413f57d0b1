// Accesses whose addresses are not consecutive in the instance id become
// gathers and scatters (lanes that store to the same address do so in lane
// order); an index array read at the instance id is still one vector load,
// and a reversed access one vector load and a shuffle.
// RUN: %hpvmcc -O2 -march=skylake-avx512 --hpvm-targets=vector --emit=vector-ir %s -o - | FileCheck %s

void permute(const float *in, const int *from, const int *to, float *out,
             long n) {
#pragma hpvm graph in(in[0:n], from[0:n], to[0:n]) out(out[0:n])
  {
#pragma hpvm node parallel(1) in(in[0:n], from[0:n], to[0:n]) out(out[0:n])
    for (long i = 0; i < n; ++i)
      out[to[i]] = in[from[i]] + in[n - 1 - i];
  }
}

// CHECK-LABEL: define internal void @{{.*}}permute{{.*}}.vector(
// CHECK: %[[FROM:[0-9]+]] = load <16 x i32>
// CHECK: %[[FROM64:[0-9]+]] = sext <16 x i32> %[[FROM]] to <16 x i64>
// CHECK: %[[SRC:[0-9]+]] = getelementptr inbounds float, ptr %{{[0-9]+}}, <16 x i64> %[[FROM64]]
// CHECK: call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %[[SRC]], i32 4, <16 x i1> <i1 true,
// CHECK: %[[REV:[0-9]+]] = load <16 x float>
// CHECK: shufflevector <16 x float> %[[REV]], <16 x float> poison, <16 x i32> <i32 15, i32 14,
// CHECK: %[[TO:[0-9]+]] = load <16 x i32>
// CHECK: %[[TO64:[0-9]+]] = sext <16 x i32> %[[TO]] to <16 x i64>
// CHECK: %[[DST:[0-9]+]] = getelementptr inbounds float, ptr %{{[0-9]+}}, <16 x i64> %[[TO64]]
// CHECK: call void @llvm.masked.scatter.v16f32.v16p0(<16 x float> %{{[0-9]+}}, <16 x ptr> %[[DST]], i32 4, <16 x i1> <i1 true,
// CHECK: ret void
