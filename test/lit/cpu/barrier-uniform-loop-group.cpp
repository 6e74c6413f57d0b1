// Two barriers inside a loop whose trip count is an input (the shape of a
// tiled matrix product), in a leaf below a replicated node: the loop runs
// once, around a loop over the instances per stretch between barriers; the
// running sum crosses the barriers in an array over the instances, updated
// in place where the next sum is computed; the counter and the id do not.
// RUN: %hpvmcc -O0 -Xclang -disable-llvm-passes --emit=llvm-ir %s -o - | FileCheck %s
#include <hpvm.h>

void work(float *a, size_t aBytes, float *tmp, size_t tmpBytes, float *out,
          size_t outBytes, long n) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(3, a, tmp, out, 2, tmp, out);
  long i = __hpvm__getNodeInstanceID_x(__hpvm__getNode());
  float sum = 0.0f;
  for (long k = 0; k < n; ++k) {
    tmp[i] = a[k * 16 + i];
    __hpvm__barrier();
    sum += tmp[15 - i];
    __hpvm__barrier();
  }
  out[i] = sum;
  __hpvm__return(0);
}

void tile(float *a, size_t aBytes, float *tmp, size_t tmpBytes, float *out,
          size_t outBytes, long n) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(3, a, tmp, out, 2, tmp, out);
  void *w = __hpvm__createNodeND(1, (void *)work, 16);
  __hpvm__bindIn(w, 0, 0, 0);
  __hpvm__bindIn(w, 1, 1, 0);
  __hpvm__bindIn(w, 2, 2, 0);
  __hpvm__bindIn(w, 3, 3, 0);
  __hpvm__bindIn(w, 4, 4, 0);
  __hpvm__bindIn(w, 5, 5, 0);
  __hpvm__bindIn(w, 6, 6, 0);
}

void root(float *a, size_t aBytes, float *tmp, size_t tmpBytes, float *out,
          size_t outBytes, long n) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(3, a, tmp, out, 2, tmp, out);
  void *t = __hpvm__createNodeND(1, (void *)tile, 4);
  __hpvm__bindIn(t, 0, 0, 0);
  __hpvm__bindIn(t, 1, 1, 0);
  __hpvm__bindIn(t, 2, 2, 0);
  __hpvm__bindIn(t, 3, 3, 0);
  __hpvm__bindIn(t, 4, 4, 0);
  __hpvm__bindIn(t, 5, 5, 0);
  __hpvm__bindIn(t, 6, 6, 0);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }

// CHECK-NOT:   cpu.phases
// CHECK-LABEL: define internal void @_Z4workPfmS_mS_ml.cpu.group(
// CHECK-SAME:      ptr %[[CTX:[0-9]+]], ptr noalias %[[FRAMES:[0-9]+]], ptr noalias %{{[0-9]+}})
// The count is read once; the sum has an array, its next value none.
// CHECK:         %[[COUNT:[0-9]+]] = load i64, ptr
// CHECK:         %[[TOTAL:[0-9]+]] = mul nuw nsw i64 1, %[[COUNT]]
// CHECK:         %[[SUM:[0-9]+]] = getelementptr inbounds i8, ptr %[[FRAMES]], i64
// CHECK-NOT:     getelementptr inbounds i8, ptr %[[FRAMES]]
// Before the loop: the instances store their initial sums.
// CHECK:         %[[ID0:[0-9]+]] = phi i64 [ 0, %{{[0-9]+}} ], [ %[[NEXT0:[0-9]+]], %[[LATCH0:[0-9]+]] ]
// CHECK:         %[[OWN0:[0-9]+]] = getelementptr inbounds [4 x i8], ptr %[[SUM]], i64 %[[ID0]]
// CHECK-NEXT:    store float 0.000000e+00, ptr %[[OWN0]]
// CHECK:       [[LATCH0]]:
// CHECK-NEXT:    %[[NEXT0]] = add nuw nsw i64 %[[ID0]], 1
// CHECK-NEXT:    %{{[0-9]+}} = icmp slt i64 %[[NEXT0]], %[[COUNT]]
// CHECK-NEXT:    br i1 %{{[0-9]+}}, label %{{[0-9]+}}, label %[[HEADER:[0-9]+]], !llvm.loop
// The k loop runs once for all instances, its counter a plain phi.
// CHECK:       [[HEADER]]:
// CHECK-NEXT:    %[[K:[0-9]+]] = phi i64 [ 0, %[[LATCH0]] ], [ %[[KNEXT:[0-9]+]], %{{[0-9]+}} ]
// CHECK-NEXT:    %{{[0-9]+}} = icmp slt i64 %[[K]], %6
// First stretch: the copy into tmp, one loop over the instances.
// CHECK:         %[[ID1:[0-9]+]] = phi i64 [ 0, %{{[0-9]+}} ]
// CHECK:         store i64 %[[ID1]], ptr
// CHECK:         mul nsw i64 %[[K]], 16
// CHECK:         store float %{{[0-9]+}}, ptr
// CHECK:         br i1 %{{[0-9]+}}, label %{{[0-9]+}}, label %{{[0-9]+}}, !llvm.loop
// Second stretch: each instance's sum from its element of the array, and
// the next sum back into it.
// CHECK:         %[[ID2:[0-9]+]] = phi i64 [ 0, %{{[0-9]+}} ]
// CHECK:         %[[OLD:[0-9]+]] = getelementptr inbounds [4 x i8], ptr %[[SUM]], i64 %[[ID2]]
// CHECK-NEXT:    %[[S:[0-9]+]] = load float, ptr %[[OLD]]
// CHECK-NEXT:    %[[SNEXT:[0-9]+]] = fadd float %[[S]]
// CHECK-NEXT:    %[[NEW:[0-9]+]] = getelementptr inbounds [4 x i8], ptr %[[SUM]], i64 %[[ID2]]
// CHECK-NEXT:    store float %[[SNEXT]], ptr %[[NEW]]
// Third stretch: the counter's next value, and no copy of the sum.
// CHECK:         %[[ID3:[0-9]+]] = phi i64 [ 0, %{{[0-9]+}} ]
// CHECK-NOT:     load float
// CHECK:         %[[KNEXT]] = add nsw i64 %[[K]], 1
// CHECK-NEXT:    br label
// CHECK:         ret void
// CHECK-NEXT:  }

// The run function: 4 bytes per instance, on the stack when small, and no
// thread pool: the leaf runs inside an instance of its replicated parent.
// CHECK-LABEL: define internal void @_Z4workPfmS_mS_ml.cpu(
// CHECK-NOT:     hpvm_rt_parallel_for
// CHECK:         mul i64 %{{[0-9]+}}, 4
// CHECK:         alloca i8, i64 %{{.*}}, align 4
// CHECK:         call ptr @hpvm_rt_malloc(
// CHECK:         call void @_Z4workPfmS_mS_ml.cpu.group(
// CHECK:         call void @hpvm_rt_free_scope(
// CHECK:         ret void
