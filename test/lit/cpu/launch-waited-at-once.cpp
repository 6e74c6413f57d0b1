// A graph the host waits for right after launching it (a graph block without
// nowait) runs on the host thread through hpvm_rt_run, with no handle and no
// hand-off to a launcher thread; a graph with host work or another launch
// before its wait is launched asynchronously and waited for.
// RUN: %hpvmcc -O0 -Xclang -disable-llvm-passes --emit=llvm-ir %s -o - | FileCheck %s
// RUN: %hpvmcc -O2 --emit=llvm-ir %s -o - | FileCheck %s

void hostWork(float *);

// CHECK-LABEL: define {{.*}}@{{.*}}waitedAtOnce
// CHECK-NOT: call {{.*}}@hpvm_rt_launch
// CHECK: call void @hpvm_rt_run(ptr {{.*}}, ptr {{.*}}@{{.*}}__hpvm_root_waitedAtOnce_0{{.*}}.launch, ptr
// CHECK-NOT: call {{.*}}@hpvm_rt_launch
// CHECK-NOT: call {{.*}}@hpvm_rt_wait
// CHECK: ret void
void waitedAtOnce(float *x, long n) {
#pragma hpvm graph inout(x[0:n])
  {
#pragma hpvm node parallel(1) inout(x[0:n])
    for (long i = 0; i < n; ++i)
      x[i] += 1.0f;
  }
}

// CHECK-LABEL: define {{.*}}@{{.*}}hostWorkBeforeWait
// CHECK: call ptr @hpvm_rt_launch(
// CHECK: call void @{{.*}}hostWork
// CHECK: call void @hpvm_rt_wait(ptr
// CHECK-NOT: call {{.*}}@hpvm_rt_run
// CHECK: ret void
void hostWorkBeforeWait(float *x, float *y, long n) {
#pragma hpvm graph name(g) nowait inout(x[0:n])
  {
#pragma hpvm node parallel(1) inout(x[0:n])
    for (long i = 0; i < n; ++i)
      x[i] += 1.0f;
  }
  hostWork(y);
#pragma hpvm wait(g)
}

// The second launch is followed at once by a wait, but for the first graph.
// CHECK-LABEL: define {{.*}}@{{.*}}twoInFlight
// CHECK: call ptr @hpvm_rt_launch(
// CHECK: call ptr @hpvm_rt_launch(
// CHECK: call void @hpvm_rt_wait(ptr
// CHECK: call void @hpvm_rt_wait(ptr
// CHECK-NOT: call {{.*}}@hpvm_rt_run
// CHECK: ret void
void twoInFlight(float *x, float *y, long n) {
#pragma hpvm graph name(a) nowait inout(x[0:n])
  {
#pragma hpvm node parallel(1) inout(x[0:n])
    for (long i = 0; i < n; ++i)
      x[i] += 1.0f;
  }
#pragma hpvm graph name(b) nowait inout(y[0:n])
  {
#pragma hpvm node parallel(1) inout(y[0:n])
    for (long i = 0; i < n; ++i)
      y[i] *= 2.0f;
  }
#pragma hpvm wait(a)
#pragma hpvm wait(b)
}
