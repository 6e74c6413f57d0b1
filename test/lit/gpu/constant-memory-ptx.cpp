// Small read-only data that every thread reads at the same constant offsets
// (filter coefficients, once -O3 has unrolled the loop over them) is read
// from constant memory: a __constant__ global of the bytes read (rounded up
// to 16), loaded with ld.const. Data read at offsets that vary, or written,
// is not; --hpvm-no-constant-memory keeps everything in global memory.
// ptxas accepts the PTX.
// RUN: %hpvmcc -O2 --emit=ptx %s -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %hpvmcc -O2 --emit=ptx --hpvm-no-constant-memory %s -o %t.off.ptx
// RUN: FileCheck %s --check-prefix=OFF < %t.off.ptx
// RUN: %if ptxas %{ ptxas -arch=sm_75 %t.ptx -o %t.cubin %}

// CHECK: .visible .const .align 16 .b8 [[W:.*blur3.*_hpvm_const_[0-9]+]][16];
// CHECK-NOT: .const .align

// OFF-NOT: .const
// OFF-NOT: ld.const

void blur3(const float *x, const float *w, float *y, long n) {
#pragma hpvm graph target(gpu) in(x[0:n + 2], w[0:3]) out(y[0:n])
  {
#pragma hpvm node parallel(1) in(x[0:n + 2], w[0:3]) out(y[0:n])
    for (long i = 0; i < n; ++i) {
      float s = 0;
      for (long k = 0; k < 3; ++k)
        s += w[k] * x[i + k];
      y[i] = s;
    }
  }
}
// CHECK-LABEL: .entry {{.*}}blur3
// CHECK: ld.const{{(.v2)?}}.f32 {{.*}}[[[W]]]
// CHECK: ld.global.f32
// CHECK: ld.const.f32 {{.*}}[[[W]]+8]
// CHECK: st.global.f32

// A loop over a node input: offsets unknown at compile time, so the
// uniform path (ldu) instead.
void taps(const float *x, const float *w, float *y, long n, long t) {
#pragma hpvm graph target(gpu) in(x[0:n + t], w[0:t]) out(y[0:n])
  {
#pragma hpvm node parallel(1) in(x[0:n + t], w[0:t]) out(y[0:n])
    for (long i = 0; i < n; ++i) {
      float s = 0;
      for (long k = 0; k < t; ++k)
        s += w[k] * x[i + k];
      y[i] = s;
    }
  }
}
// CHECK-LABEL: .entry {{.*}}taps
// CHECK-NOT: ld.const
// CHECK: ldu.global.f32

// Offsets that vary from thread to thread: global memory.
void pick(const float *x, const float *w, float *y, long n) {
#pragma hpvm graph target(gpu) in(x[0:n], w[0:4]) out(y[0:n])
  {
#pragma hpvm node parallel(1) in(x[0:n], w[0:4]) out(y[0:n])
    for (long i = 0; i < n; ++i)
      y[i] = w[i % 4] * x[i];
  }
}
// CHECK-LABEL: .entry {{.*}}pick
// CHECK-NOT: ld.const
// CHECK: ld.global.f32

// Data the node writes, at constant offsets too: global memory.
void scale(float *w, float *y, long n) {
#pragma hpvm graph target(gpu) inout(w[0:2], y[0:n])
  {
#pragma hpvm node parallel(1) inout(w[0:2], y[0:n])
    for (long i = 0; i < n; ++i) {
      y[i] *= w[0];
      w[1] = w[0];
    }
  }
}
// CHECK-LABEL: .entry {{.*}}scale
// CHECK-NOT: ld.const
// CHECK: st.global.f32
