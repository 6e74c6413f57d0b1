// parallel(2) and parallel(3): the first loop is dimension x; loop variables
// are lo + instance id * step; instance counts are trip counts, 0 when the
// range is empty.
// RUN: %hpvmcc --emit=rewritten %s -o - | grep -v '// CHECK' | FileCheck %s
// RUN: %hpvmcc --emit=rewritten %s -o %t.cpp
// RUN: %hpvmcc -fsyntax-only -Wall -Wextra -Werror %t.cpp

// CHECK-LABEL: static void __hpvm_leaf_twoD_0_0(float *m, size_t __hpvm_bytes_m, int cols) {
// CHECK:         int r = (int)__hpvm__getNodeInstanceID_x(__hpvm__getNode());
// CHECK-NEXT:    int c = (int)__hpvm__getNodeInstanceID_y(__hpvm__getNode());
// CHECK-NEXT:  #line
// CHECK-NEXT:        m[r * cols + c] = 0;
// CHECK-LABEL: static void __hpvm_root_twoD_0(
// CHECK:         __hpvm__createNodeND(2, (void *)__hpvm_leaf_twoD_0_0, (size_t)(rows > 0 ? rows : 0), (size_t)(cols > 0 ? cols : 0));
void twoD(float *m, int rows, int cols) {
#pragma hpvm graph out(m[0:rows * cols])
  {
#pragma hpvm node parallel(2)
    for (int r = 0; r < rows; ++r)
      for (int c = 0; c < cols; ++c)
        m[r * cols + c] = 0;
  }
}

// Braces around the inner loops are part of a perfect nest.
// CHECK-LABEL: static void __hpvm_leaf_threeD_1_0(double *v, size_t __hpvm_bytes_v, long ny, long nz) {
// CHECK:         long x = (long)__hpvm__getNodeInstanceID_x(__hpvm__getNode());
// CHECK-NEXT:    long y = (long)__hpvm__getNodeInstanceID_y(__hpvm__getNode());
// CHECK-NEXT:    long z = (long)__hpvm__getNodeInstanceID_z(__hpvm__getNode());
// CHECK-LABEL: static void __hpvm_root_threeD_1(
// CHECK:         __hpvm__createNodeND(3, (void *)__hpvm_leaf_threeD_1_0, (size_t)(nx > 0 ? nx : 0), (size_t)(ny > 0 ? ny : 0), (size_t)(nz > 0 ? nz : 0));
void threeD(double *v, long nx, long ny, long nz) {
#pragma hpvm graph inout(v[0:nx * ny * nz])
  {
#pragma hpvm node parallel(3)
    for (long x = 0; x < nx; ++x) {
      for (long y = 0; y < ny; ++y) {
        for (long z = 0; z < nz; ++z)
          v[(x * ny + y) * nz + z] += 1;
      }
    }
  }
}
