// A leaf built for several targets gets one version per target, in the
// order listed, and runs through the scheduler: F.dispatch passes the
// descriptor F.versioned (name, gpu module, opencl program, targets,
// versions, state, count, how many were listed, why its instances cannot
// be split between devices or null, the bytes each part of a split launch
// touches and the number of pointer parameters: test/lit/cpu/split-sections.cpp)
// to hpvm_rt_run_node.
// HPVM_RT_CPU = 0, VECTOR = 1, GPU = 2, OPENCL = 3. A leaf with device
// versions only (gpu, opencl) gets the cpu version as an unlisted fallback;
// a leaf with one version is called directly.
// RUN: %hpvmcc -O1 -march=x86-64-v3 --emit=llvm-ir %s -o - | FileCheck %s
#include <hpvm/hpvm.h>

void three(float *v, long n) {
#pragma hpvm graph inout(v[0:n])
  {
#pragma hpvm node parallel(1) target(vector, gpu, cpu) inout(v[0:n])
    for (long i = 0; i < n; ++i)
      v[i] *= 2.0f;
  }
}

void gpuOnly(float *v, long n) {
#pragma hpvm graph inout(v[0:n])
  {
#pragma hpvm node parallel(1) target(gpu) inout(v[0:n])
    for (long i = 0; i < n; ++i)
      v[i] += 1.0f;
  }
}

void devices(float *v, long n) {
#pragma hpvm graph inout(v[0:n])
  {
#pragma hpvm node parallel(1) target(opencl, gpu) inout(v[0:n])
    for (long i = 0; i < n; ++i)
      v[i] *= 3.0f;
  }
}

void atomics(const int *v, int *bins, long n) {
#pragma hpvm graph in(v[0:n]) inout(bins[0:4])
  {
#pragma hpvm node parallel(1) target(cpu, gpu) in(v[0:n]) inout(bins[0:4])
    for (long i = 0; i < n; ++i)
      hpvm::atomic_add(&bins[v[i] & 3], 1);
  }
}

void cpuOnly(float *v, long n) {
#pragma hpvm graph inout(v[0:n])
  {
#pragma hpvm node parallel(1) target(cpu) inout(v[0:n])
    for (long i = 0; i < n; ++i)
      v[i] -= 1.0f;
  }
}

// CHECK: @[[THREE:.*leaf_three.*]].targets = private unnamed_addr constant [3 x i32] [i32 1, i32 2, i32 0]
// CHECK: @[[THREE]].versions = private unnamed_addr constant [3 x ptr] [ptr @[[THREE]].vector.run, ptr @[[THREE]].gpu, ptr @[[THREE]].cpu]
// CHECK: @[[THREE]].versioned = internal global { ptr, ptr, ptr, ptr, ptr, ptr, i32, i32, ptr, ptr, i32 } { ptr @[[THREE]].node, ptr @hpvm.gpu.module, ptr null, ptr @[[THREE]].targets, ptr @[[THREE]].versions, ptr null, i32 3, i32 3, ptr null, ptr @[[THREE]].split_sections, i32 1 }
// CHECK: @[[GPU:.*leaf_gpuOnly.*]].targets = private unnamed_addr constant [2 x i32] [i32 2, i32 0]
// CHECK: @[[GPU]].versions = private unnamed_addr constant [2 x ptr] [ptr @[[GPU]].gpu, ptr @[[GPU]].cpu]
// CHECK: @[[GPU]].versioned = internal global { ptr, ptr, ptr, ptr, ptr, ptr, i32, i32, ptr, ptr, i32 } { ptr @[[GPU]].node, ptr @hpvm.gpu.module, ptr null, ptr @[[GPU]].targets, ptr @[[GPU]].versions, ptr null, i32 2, i32 1, ptr null, ptr @[[GPU]].split_sections, i32 1 }
// CHECK: @[[DEV:.*leaf_devices.*]].targets = private unnamed_addr constant [3 x i32] [i32 3, i32 2, i32 0]
// CHECK: @[[DEV]].versions = private unnamed_addr constant [3 x ptr] [ptr @[[DEV]].opencl, ptr @[[DEV]].gpu, ptr @[[DEV]].cpu]
// CHECK: @[[DEV]].versioned = internal global { ptr, ptr, ptr, ptr, ptr, ptr, i32, i32, ptr, ptr, i32 } { ptr @[[DEV]].node, ptr @hpvm.gpu.module, ptr @hpvm.opencl.program, ptr @[[DEV]].targets, ptr @[[DEV]].versions, ptr null, i32 3, i32 2, ptr null, ptr @[[DEV]].split_sections, i32 1 }
// CHECK: @[[ATOM:.*leaf_atomics.*]].no_split = private unnamed_addr constant [16 x i8] c"it uses atomics\00"
// CHECK: @[[ATOM]].versioned = internal global { ptr, ptr, ptr, ptr, ptr, ptr, i32, i32, ptr, ptr, i32 } { ptr @[[ATOM]].node, ptr @hpvm.gpu.module, ptr null, ptr @[[ATOM]].targets, ptr @[[ATOM]].versions, ptr null, i32 2, i32 2, ptr @[[ATOM]].no_split, ptr null, i32 0 }
// CHECK-NOT: leaf_cpuOnly{{.*}}.versioned
// The vector version runs vector bodies, the cpu version scalar ones (-O1
// leaves the scalar loop alone).
// CHECK: define internal void @[[THREE]].vector.chunk(
// CHECK: fmul <8 x float>
// CHECK: define internal void @[[THREE]].cpu.chunk(
// CHECK-NOT: x float>
// CHECK: define internal void @[[THREE]].cpu(
// F.dispatch, inlined into the root, hands the descriptor to the runtime;
// the cpu-only node calls its version directly.
// CHECK: call void @hpvm_rt_run_node(ptr nonnull @[[THREE]].versioned, ptr
// CHECK: call void @hpvm_rt_run_node(ptr nonnull @[[GPU]].versioned, ptr
// CHECK: call void @hpvm_rt_run_node(ptr nonnull @[[DEV]].versioned, ptr
// CHECK: define internal void @{{.*}}root_cpuOnly{{.*}}.launch(
// CHECK-NOT: hpvm_rt_run_node
// CHECK: call void @hpvm_rt_parallel_for(ptr {{.*}}, ptr nonnull @{{.*}}leaf_cpuOnly{{.*}}.cpu.chunk,
