// A struct value known at compile time whose members the optimiser left
// partly undefined (poison; here in structured-bindings.cpp's node) is a
// compound literal whose undefined members are 0.
// RUN: %hpvmcc -O2 --hpvm-targets=opencl --emit=opencl %S/../e2e-pragma/structured-bindings.cpp -o - | FileCheck %s
// CHECK: typedef struct {
// CHECK-NEXT: uint f0;
// CHECK-NEXT: double f1;
// CHECK-NEXT: uint f2;
// CHECK-NEXT: } [[S:hpvm_s[0-9]+]];
// CHECK: = ([[S]]){0x3cu, (double)0, (uint)0};
