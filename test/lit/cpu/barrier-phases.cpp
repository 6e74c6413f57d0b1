// A leaf with one barrier becomes two phases of one function: the value
// read before the barrier and used after it lives in the instance's frame
// (4 bytes), the instance id is read again from the context in the second
// phase. The leaf's run allocates the frames of all instances, runs the
// phases in turn over all instances, and stops with an error when the
// instances disagree on the barrier they reached.
// RUN: %hpvmcc -O0 -Xclang -disable-llvm-passes --emit=llvm-ir %s -o - | FileCheck %s
#include <hpvm.h>

void work(float *a, size_t bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, a, 1, a);
  long i = __hpvm__getNodeInstanceID_x(__hpvm__getNode());
  float v = a[15 - i];
  __hpvm__barrier();
  a[i] = v;
  __hpvm__return(0);
}

void root(float *a, size_t bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, a, 1, a);
  void *w = __hpvm__createNodeND(1, (void *)work, 16);
  __hpvm__bindIn(w, 0, 0, 0);
  __hpvm__bindIn(w, 1, 1, 0);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }

// CHECK-LABEL: define internal i32 @_Z4workPfm.cpu.phases(ptr noundef "hpvm.in" "hpvm.out" %0, i64 noundef %1, ptr %2, ptr noalias %3, i32 %4, ptr noalias %5)
// CHECK-NEXT:    %[[V:[0-9]+]] = getelementptr inbounds i8, ptr %3, i64 0
// CHECK-NEXT:    switch i32 %4, label %[[FIRST:[0-9]+]] [
// CHECK-NEXT:      i32 1, label %[[SECOND:[0-9]+]]
// CHECK-NEXT:    ]
// CHECK:       [[FIRST]]:
// CHECK-NEXT:    %[[ID:[0-9]+]] = getelementptr { [3 x i64], [3 x i64], ptr, i32 }, ptr %2, i32 0, i32 0, i32 0
// CHECK-NEXT:    load i64, ptr %[[ID]]
// CHECK:         store float %{{[0-9]+}}, ptr %[[V]]
// CHECK-NEXT:    ret i32 1
// CHECK:       [[SECOND]]:
// CHECK-NEXT:    %[[ID2:[0-9]+]] = getelementptr { [3 x i64], [3 x i64], ptr, i32 }, ptr %2, i32 0, i32 0, i32 0
// CHECK-NEXT:    load i64, ptr %[[ID2]]
// CHECK:         load float, ptr %[[V]]
// CHECK:         ret i32 0
// CHECK-NEXT:  }

// One phase of instances [begin, end): each instance's frame, then the
// barrier they all stopped at, agreed on with the other chunks.
// CHECK-LABEL: define internal void @_Z4workPfm.cpu.phase.chunk(ptr %0, i64 %1, i64 %2)
// CHECK:         %[[OFFSET:[0-9]+]] = mul i64 %{{[0-9]+}}, 4
// CHECK-NEXT:    %[[FRAME:[0-9]+]] = getelementptr inbounds i8, ptr %{{[0-9]+}}, i64 %[[OFFSET]]
// CHECK:         call i32 @_Z4workPfm.cpu.phases(ptr %{{[0-9]+}}, i64 %{{[0-9]+}}, ptr %{{[0-9]+}}, ptr %[[FRAME]], i32 %{{[0-9]+}}, ptr %{{[0-9]+}})
// CHECK:         cmpxchg ptr %{{[0-9]+}}, i32 -1, i32 %{{[0-9]+}} monotonic monotonic
// CHECK:         store atomic i32 1, ptr %{{[0-9]+}} monotonic

// CHECK-LABEL: define internal void @_Z4workPfm.cpu(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4)
// CHECK:         store ptr null, ptr %[[SCOPE:[0-9]+]]
// CHECK-NEXT:    %[[N:[0-9]+]] = call i64 @llvm.smax.i64(i64 %2, i64 0)
// CHECK-NEXT:    %[[BYTES:[0-9]+]] = mul i64 4, %[[N]]
// CHECK-NEXT:    call ptr @hpvm_rt_malloc(ptr %[[SCOPE]], i64 %[[BYTES]], ptr @_Z4workPfm.node)
// CHECK:         %[[RESUME:[0-9]+]] = phi i32 [ 0, %{{[0-9]+}} ], [ %[[NEXT:[0-9]+]], %[[AGREE:[0-9]+]] ]
// CHECK:         store i32 %[[RESUME]], ptr
// CHECK:         call void @hpvm_rt_parallel_for(ptr @_Z4workPfm.node, i64 %2, ptr @_Z4workPfm.cpu.phase.chunk, ptr
// CHECK:         call void @hpvm_rt_node_error(ptr @_Z4workPfm.node, ptr @_Z4workPfm.barrier.error)
// CHECK-NEXT:    unreachable
// CHECK:       [[AGREE]]:
// CHECK:         %[[NEXT]] = load i32, ptr
// CHECK-NEXT:    %[[MORE:[0-9]+]] = icmp sgt i32 %[[NEXT]], 0
// CHECK-NEXT:    br i1 %[[MORE]]
// CHECK:         call void @hpvm_rt_free_scope(ptr %[[SCOPE]])
// CHECK-NEXT:    ret void
