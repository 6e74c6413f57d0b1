// __hpvm__launch with the wrong number of arguments.
// RUN: not %hpvmcc --emit=hpvm-ir %s 2>&1 | FileCheck %s
// No <hpvm.h>: declarations that do not match the HPVM-C API.
extern "C" {
void *__hpvm__launch(unsigned, ...);
void __hpvm__wait(void *);
void *__hpvm__createNodeND(unsigned, ...);
void *__hpvm__edge(void *, void *, ...);
void *__hpvm__getNode(...);
}

void root() {}

void host() {
  // CHECK: {{.*}}error-launch-arguments.cpp:[[@LINE+1]]:16: error: __hpvm__launch takes 3 arguments
  __hpvm__wait(__hpvm__launch(0, (void *)root));
}
