// Block-form nodes: a leaf without instances(...) has one instance (a 0-D
// grid); instances(E...) replicates it SPMD-style; a block with nested nodes
// is an internal node whose children ask hpvm::parent_id. `init` writes
// v[0:1] of the v[0:groups * lanes] the host tracks, so its `out` is also an
// `in` attribute: a device copy starts as the host's.
// RUN: %hpvmcc --emit=rewritten %s -o - | grep -v '// CHECK' | FileCheck %s
// RUN: %hpvmcc --emit=rewritten %s -o %t.cpp
// RUN: %hpvmcc -fsyntax-only -Wall -Wextra -Werror %t.cpp
#include <hpvm/hpvm.h>

// CHECK-LABEL: static void __hpvm_leaf_spmd_0_0_init(int *v, size_t __hpvm_bytes_v) {
// CHECK-NEXT:    __hpvm__hint(hpvm::CPU_TARGET);
// CHECK-NEXT:    __hpvm__attributes(1, v, 1, v);
// CHECK-NEXT:  #line [[#@LINE+34]] "{{.*}}block-form.cpp"
// CHECK-NEXT:      {
// CHECK-NEXT:        v[0] = 0;
// CHECK-NEXT:      }
// CHECK-NEXT:    __hpvm__return(2, v, __hpvm_bytes_v);
// CHECK-NEXT:  }
// CHECK-LABEL: static void __hpvm_leaf_spmd_0_2_lanes(int *v, size_t __hpvm_bytes_v) {
// CHECK:         __hpvm__attributes(1, v, 1, v);
// CHECK-NEXT:  #line [[#@LINE+32]] "{{.*}}block-form.cpp"
// CHECK-NEXT:        {
// CHECK-NEXT:          long i = hpvm::parent_id(0) * hpvm::count(0) + hpvm::id(0);
// CHECK-LABEL: static void __hpvm_inner_spmd_0_1_groups(int *v, size_t __hpvm_bytes_v, int lanes) {
// CHECK-NEXT:    __hpvm__hint(hpvm::CPU_TARGET);
// CHECK-NEXT:    __hpvm__attributes(1, v, 1, v);
// CHECK-NEXT:    void *__hpvm_n0 =
// CHECK:         __hpvm__createNodeND(1, (void *)__hpvm_leaf_spmd_0_2_lanes, (size_t)lanes);
// CHECK:         __hpvm__bindIn(__hpvm_n0, 0, 0, 0);
// CHECK-NEXT:    __hpvm__bindIn(__hpvm_n0, 1, 1, 0);
// CHECK-NEXT:  }
// CHECK-LABEL: static void __hpvm_root_spmd_0(int *v, size_t __hpvm_bytes_v, int groups, int lanes) {
// CHECK:         void *__hpvm_n0 =
// CHECK:         __hpvm__createNodeND(0, (void *)__hpvm_leaf_spmd_0_0_init);
// CHECK:         void *__hpvm_n1 =
// CHECK:         __hpvm__createNodeND(1, (void *)__hpvm_inner_spmd_0_1_groups, (size_t)groups);
// CHECK:         __hpvm__bindIn(__hpvm_n0, 0, 0, 0);
// CHECK-NEXT:    __hpvm__bindIn(__hpvm_n0, 1, 1, 0);
// CHECK-NEXT:    __hpvm__edge(__hpvm_n0, __hpvm_n1, 1, 0, 0, 0);
// CHECK-NEXT:    __hpvm__edge(__hpvm_n0, __hpvm_n1, 1, 1, 1, 0);
// CHECK-NEXT:    __hpvm__bindIn(__hpvm_n1, 3, 2, 0);
// CHECK-NEXT:  }
void spmd(int *v, int groups, int lanes) {
#pragma hpvm graph inout(v[0:groups * lanes])
  {
#pragma hpvm node name(init) out(v[0:1])
    { // @INIT
      v[0] = 0;
    }
#pragma hpvm node name(groups) instances(groups) inout(v[0:groups * lanes])
    {
#pragma hpvm node name(lanes) instances(lanes)
      { // @LANES
        long i = hpvm::parent_id(0) * hpvm::count(0) + hpvm::id(0);
        v[i] += 1;
      }
    }
  }
}
