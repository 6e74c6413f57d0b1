// Node functions of every linkage and naming: static, in a namespace, a
// template instance and extern "C".
// RUN: %hpvmcc --emit=hpvm-ir %s -o - | FileCheck %s
#include <hpvm.h>

static void fromStatic(int x) { __hpvm__return(1, x); }

namespace kernels {
void inNamespace(int x) { __hpvm__return(1, x); }
} // namespace kernels

template <int K> void fromTemplate(int x) { __hpvm__return(1, x * K); }

extern "C" void fromC(int a, int b, int c) { __hpvm__return(1, a + b + c); }

void root(int x) {
  __hpvm__hint(hpvm::CPU_TARGET);
  void *a = __hpvm__createNodeND(0, (void *)fromStatic);
  void *b = __hpvm__createNodeND(0, (void *)kernels::inNamespace);
  void *c = __hpvm__createNodeND(0, (void *)fromTemplate<3>);
  void *d = __hpvm__createNodeND(0, (void *)fromC);
  __hpvm__bindIn(a, 0, 0, 0);
  __hpvm__bindIn(b, 0, 0, 0);
  __hpvm__bindIn(c, 0, 0, 0);
  __hpvm__edge(a, d, 1, 0, 0, 0);
  __hpvm__edge(b, d, 1, 0, 1, 0);
  __hpvm__edge(c, d, 1, 0, 2, 0);
  __hpvm__bindOut(d, 0, 0, 0);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }

// CHECK: define internal { i32 } @_ZL10fromStatici(i32 noundef %0)
// CHECK: define dso_local { i32 } @_ZN7kernels11inNamespaceEi(i32 noundef %0)
// CHECK: define linkonce_odr dso_local { i32 } @_Z12fromTemplateILi3EEvi(i32 noundef %0)
// CHECK: define dso_local { i32 } @fromC(i32 noundef %0, i32 noundef %1, i32 noundef %2)
// CHECK-LABEL: define dso_local { i32 } @_Z4rooti(i32 noundef %0)
// CHECK-NEXT:   call ptr @llvm.hpvm.createNode(ptr @_ZL10fromStatici)
// CHECK-NEXT:   call ptr @llvm.hpvm.createNode(ptr @_ZN7kernels11inNamespaceEi)
// CHECK-NEXT:   call ptr @llvm.hpvm.createNode(ptr @_Z12fromTemplateILi3EEvi)
// CHECK-NEXT:   call ptr @llvm.hpvm.createNode(ptr @fromC)
