// A vector leaf that gathers or scatters runs its groups of W instances
// through a loop that chooses at run time between the vector body and the
// scalar body (lane by lane): each epoch of 4096 groups (counted across the
// node's calls) times 32 groups with the vector body, 64 with the scalar
// one and 32 with the vector one again with the cycle counter and runs the
// rest with the faster. A leaf with only consecutive accesses runs every
// group with the vector body; the report says which is which.
// RUN: %hpvmcc -O2 -march=skylake-avx512 --hpvm-targets=vector --emit=vector-ir %s -o - | FileCheck %s
// RUN: %hpvmcc -O2 -march=skylake-avx512 --hpvm-targets=vector --hpvm-report -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=REPORT

void rowSums(const int *start, const int *len, const float *v, float *out,
             long n, long nnz) {
#pragma hpvm graph in(start[0:n], len[0:n], v[0:nnz]) out(out[0:n])
  {
#pragma hpvm node name(rows) parallel(1) in(start[0:n], len[0:n], v[0:nnz]) out(out[0:n])
    for (long i = 0; i < n; ++i) {
      float s = 0;
      for (int k = 0; k < len[i]; ++k)
        s += v[start[i] + k];
      out[i] = s;
    }
  }
}

void scale(const float *a, float *b, long n) {
#pragma hpvm graph in(a[0:n]) out(b[0:n])
  {
#pragma hpvm node name(scale) parallel(1) in(a[0:n]) out(b[0:n])
    for (long i = 0; i < n; ++i)
      b[i] = 2 * a[i];
  }
}

// REPORT: run-time-choice.cpp:18:[[#]]: remark: vector node '{{.*}}rows' vectorised: 16 lanes, 512-bit vectors, with a run-time choice: it gathers or scatters ({{.*}}run-time-choice.cpp:19:14), so it times both versions on some of its instances and runs the others with the faster
// REPORT: run-time-choice.cpp:30:[[#]]: remark: vector node '{{.*}}scale' vectorised: 16 lanes, 512-bit vectors{{$}}

// The scalar body the choice runs, next to the vector one.
// CHECK: define internal void @[[VECTOR:.*rows.*\.vector]](
// CHECK: define internal {{.*}} @[[SCALAR:.*rows.*\.vector\.scalar]](
// CHECK-LABEL: define internal void @{{.*}}rows{{.*}}.vector.groups(
// CHECK-SAME: ptr %[[CTX:[0-9]+]], i64 %[[LO:[0-9]+]], i64 %[[HI:[0-9]+]])
// CHECK-NEXT: %[[ID:[0-9]+]] = getelementptr { [3 x i64], [3 x i64], ptr, i32 }, ptr %[[CTX]], i32 0, i32 0, i32 0
// CHECK: %[[SPAN:[0-9]+]] = sub i64 %[[HI]], %[[LO]]
// CHECK-NEXT: %[[GROUPS:[0-9]+]] = udiv exact i64 %[[SPAN]], 16
// The last choice, and where this call's groups start in the epochs.
// CHECK: %[[VOTES:[0-9]+]] = load atomic i8, ptr @[[VOTESVAR:.*rows.*\.vector\.groups\.votes]] monotonic
// CHECK-NEXT: icmp uge i8 %[[VOTES]], 2
// CHECK: %[[START:[0-9]+]] = atomicrmw add ptr @{{.*}}rows{{.*}}.vector.groups.done, i64 %[[GROUPS]] monotonic
// CHECK: %[[G:[0-9]+]] = phi i64
// CHECK: %[[FIRST:[0-9]+]] = add i64 %[[LO]],
// Group g's place in its epoch of 4096 groups, and its segment of 32.
// CHECK-NEXT: %[[AT:[0-9]+]] = add i64 %[[START]], %[[G]]
// CHECK-NEXT: %[[PLACE:[0-9]+]] = and i64 %[[AT]], 4095
// CHECK-NEXT: %[[SEGMENT:[0-9]+]] = lshr i64 %[[PLACE]], 5
// At the segments' boundaries (up to the fourth), the cycle counter; the
// first and the fourth segments ran with the vector body; the fastest
// segment of each version counts.
// CHECK: call i64 @llvm.readcyclecounter()
// CHECK: %[[FOURTH:[0-9]+]] = icmp eq i64 %[[SEGMENT]], 4
// CHECK: %[[SECOND:[0-9]+]] = icmp eq i64 %[[SEGMENT]], 1
// CHECK-NEXT: or i1 %[[SECOND]], %[[FOURTH]]
// CHECK: call i64 @llvm.umin.i64(
// CHECK: call i64 @llvm.umin.i64(
// After the fourth, the vector body wins if its best took no longer; the
// verdict moves a saturating count (0-1: scalar, 2-3: vector).
// CHECK: %[[OLD:[0-9]+]] = load atomic i8, ptr @[[VOTESVAR]] monotonic
// CHECK-NEXT: %[[INC:[0-9]+]] = add i8 %[[OLD]], 1
// CHECK-NEXT: %[[UP:[0-9]+]] = call i8 @llvm.umin.i8(i8 %[[INC]], i8 3)
// CHECK-NEXT: %[[DOWN:[0-9]+]] = call i8 @llvm.usub.sat.i8(i8 %[[OLD]], i8 1)
// CHECK-NEXT: %[[VWINS:[0-9]+]] = icmp ule i64
// CHECK-NEXT: %[[NEW:[0-9]+]] = select i1 %[[VWINS]], i8 %[[UP]], i8 %[[DOWN]]
// CHECK-NEXT: store atomic i8 %[[NEW]], ptr @[[VOTESVAR]] monotonic
// CHECK-NEXT: icmp uge i8 %[[NEW]], 2
// Groups in segments 0 and 3 run with the vector body, 1 and 2 with the
// scalar one, the others as chosen.
// CHECK: %[[PROBING:[0-9]+]] = icmp ult i64 %[[SEGMENT]], 4
// CHECK-NEXT: %[[S0:[0-9]+]] = icmp eq i64 %[[SEGMENT]], 0
// CHECK-NEXT: %[[S3:[0-9]+]] = icmp eq i64 %[[SEGMENT]], 3
// CHECK-NEXT: %[[PROBEVEC:[0-9]+]] = or i1 %[[S0]], %[[S3]]
// CHECK-NEXT: %[[CHOSEN:[0-9]+]] = load i1
// CHECK-NEXT: %[[USEVEC:[0-9]+]] = select i1 %[[PROBING]], i1 %[[PROBEVEC]], i1 %[[CHOSEN]]
// CHECK-NEXT: br i1 %[[USEVEC]], label %[[VEC:[0-9]+]], label %[[LANES:[0-9]+]]
// CHECK: [[VEC]]:
// CHECK-NEXT: store i64 %[[FIRST]], ptr %[[ID]]
// CHECK-NEXT: call void @[[VECTOR]](
// CHECK: [[LANES]]:
// CHECK-NEXT: %[[LANE:[0-9]+]] = phi i64 [ 0, %{{[0-9]+}} ], [ %[[NEXT:[0-9]+]], %[[LANES]] ]
// CHECK-NEXT: %[[LANEID:[0-9]+]] = add i64 %[[FIRST]], %[[LANE]]
// CHECK-NEXT: store i64 %[[LANEID]], ptr %[[ID]]
// CHECK-NEXT: call {} @[[SCALAR]](
// CHECK-NEXT: %[[NEXT]] = add nuw nsw i64 %[[LANE]], 1
// CHECK-NEXT: icmp ult i64 %[[NEXT]], 16

// Only consecutive accesses: no choice, no scalar copy.
// CHECK-NOT: scale{{.*}}.vector.scalar(
// CHECK-LABEL: define internal void @{{.*}}scale{{.*}}.vector.groups(
// CHECK-NOT: readcyclecounter
// CHECK: call void @{{.*}}scale{{.*}}.vector(
// CHECK-NOT: readcyclecounter
// CHECK: ret void
