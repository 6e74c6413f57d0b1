// A query with the wrong number of arguments.
// RUN: not %hpvmcc --emit=hpvm-ir %s 2>&1 | FileCheck %s
// No <hpvm.h>: declarations that do not match the HPVM-C API.
extern "C" {
void *__hpvm__launch(unsigned, ...);
void __hpvm__wait(void *);
void *__hpvm__createNodeND(unsigned, ...);
void *__hpvm__edge(void *, void *, ...);
void *__hpvm__getNode(...);
}

void root() {
  // CHECK: {{.*}}error-query-arguments.cpp:[[@LINE+1]]:3: error: __hpvm__getNode takes 0 arguments
  __hpvm__getNode(1);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }
