// Data a kernel only reads goes through the read-only path: in-only
// parameters it never writes are loaded with ld.global.nc (--hpvm-ldg, the
// default below sm_70), and those loads at addresses that are the same for
// every thread of a warp (not depending on instance ids or loaded values)
// with ldu, the uniform path. Parameters the kernel writes never are.
// ptxas accepts the PTX. --hpvm-no-ldg (the default from sm_70 on) keeps
// the uniform path and reads the rest with ld.global.
// RUN: %hpvmcc -O2 --emit=ptx --hpvm-ldg %s -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %if ptxas %{ ptxas -arch=sm_75 %t.ptx -o %t.cubin %}
// RUN: %hpvmcc -O2 --emit=ptx --cuda-arch=sm_60 %s -o %t.60.ptx
// RUN: FileCheck %s < %t.60.ptx
// RUN: %hpvmcc -O2 --emit=ptx --hpvm-no-ldg %s -o %t.noldg.ptx
// RUN: FileCheck %s --check-prefix=NOLDG < %t.noldg.ptx
// RUN: %hpvmcc -O2 --emit=ptx %s -o %t.75.ptx
// RUN: FileCheck %s --check-prefix=NOLDG < %t.75.ptx
// RUN: %hpvmcc -O2 --emit=ptx --cuda-arch=sm_90 %s -o %t.90.ptx
// RUN: FileCheck %s --check-prefix=NOLDG < %t.90.ptx
// NOLDG-NOT: ld.global.nc

// x varies with the instance, w[k] does not: the loop's trip count is a
// node input.
void filter(const float *x, const float *w, float *y, long n, long taps) {
#pragma hpvm graph target(gpu) in(x[0:n + taps], w[0:taps]) out(y[0:n])
  {
#pragma hpvm node parallel(1) in(x[0:n + taps], w[0:taps]) out(y[0:n])
    for (long i = 0; i < n; ++i) {
      float s = 0;
      for (long k = 0; k < taps; ++k)
        s += w[k] * x[i + k];
      y[i] = s;
    }
  }
}
// CHECK-LABEL: .entry {{.*}}filter
// CHECK: ldu.global.f32
// CHECK: ld.global.nc.f32
// CHECK: st.global.f32
// NOLDG-LABEL: .entry {{.*}}filter
// NOLDG: ldu.global.f32
// NOLDG: ld.global.f32
// NOLDG: st.global.f32

// inout data is written: neither path, at a uniform address (y[0]) or not.
void accumulate(const float *x, float *y, long n) {
#pragma hpvm graph target(gpu) in(x[0:n]) inout(y[0:n])
  {
#pragma hpvm node parallel(1) in(x[0:n]) inout(y[0:n])
    for (long i = 1; i < n; ++i)
      y[i] += x[i] * y[0];
  }
}
// CHECK-LABEL: .entry {{.*}}accumulate
// CHECK-NOT: ldu
// CHECK-DAG: ld.global.nc.f32
// CHECK-DAG: ld.global.f32
// CHECK-DAG: ld.global.f32
// CHECK: st.global.f32

// An in-only pointer the node writes through anyway is not read-only data.
void scribble(float *x, long n) {
#pragma hpvm graph target(gpu) in(x[0:n])
  {
#pragma hpvm node parallel(1) in(x[0:n])
    for (long i = 0; i < n; ++i)
      x[i] = x[0] + x[i];
  }
}
// CHECK-LABEL: .entry {{.*}}scribble
// CHECK-NOT: ld.global.nc
// CHECK-NOT: ldu
// CHECK: ld.global.f32
// CHECK: st.global.f32
