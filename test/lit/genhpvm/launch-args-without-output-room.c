// A non-streaming launch whose argument struct has no room for the root's
// outputs after its parameters, as in ERA's mini-era HPVM port (a RootIn of
// the parameters, malloc(sizeof(RootIn)), a root with one output): the graph
// writes the outputs past the struct (AddressSanitizer: heap-buffer-overflow
// in the root). The HPVM release accepts it; hpvmcc warns at the launch
// when the struct's size is known: a local variable, or malloc of a
// constant held in a pointer variable. Structs with the room, and streams
// (whose outputs are popped), get no warning.
// RUN: %hpvmclang -O0 --emit=hpvm-ir %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=warning
// RUN: %hpvmclang -O2 --emit=hpvm-ir %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=warning
#include <hpvm.h>
#include <stdlib.h>

void leaf(int *p, size_t bytes) {
  __hpvm__hint(CPU_TARGET);
  __hpvm__attributes(1, p, 1, p);
  *p += 1;
  __hpvm__return(1, bytes);
}

void root(int *p, size_t bytes) {
  __hpvm__hint(CPU_TARGET);
  __hpvm__attributes(1, p, 1, p);
  void *n = __hpvm__createNodeND(0, leaf);
  __hpvm__bindIn(n, 0, 0, 0);
  __hpvm__bindIn(n, 1, 1, 0);
  __hpvm__bindOut(n, 0, 0, 0);
}

typedef struct __attribute__((packed)) {
  int *p;
  size_t bytes;
} RootIn;

typedef struct __attribute__((packed)) {
  int *p;
  size_t bytes;
  size_t out;
} RootInOut;

void onStack(int *v) {
  RootIn args = {v, sizeof *v};
  // CHECK: launch-args-without-output-room.c:[[@LINE+1]]:16: warning: the launch's argument struct has 16 bytes, but root 'root' needs 24: its parameters (16 bytes) followed by room for its outputs (8 bytes), which the graph writes when it finishes
  __hpvm__wait(__hpvm__launch(0, root, &args));
}

void onHeap(int *v) {
  RootIn *args = (RootIn *)malloc(sizeof(RootIn));
  args->p = v;
  args->bytes = sizeof *v;
  // CHECK: launch-args-without-output-room.c:[[@LINE+1]]:16: warning: the launch's argument struct has 16 bytes, but root 'root' needs 24
  __hpvm__wait(__hpvm__launch(0, root, args));
  free(args);
}

void withRoom(int *v) {
  RootInOut args = {v, sizeof *v, 0};
  __hpvm__wait(__hpvm__launch(0, root, &args));
  RootInOut *heap = (RootInOut *)malloc(sizeof(RootInOut));
  *heap = args;
  __hpvm__wait(__hpvm__launch(0, root, heap));
  free(heap);
}

// Outputs (size_t, int): a packed struct of them (12 bytes) is room enough;
// the outputs' tail padding is not written.
void leaf2(int *p, size_t bytes) {
  __hpvm__hint(CPU_TARGET);
  __hpvm__attributes(1, p, 1, p);
  __hpvm__return(2, bytes, *p);
}

void root2(int *p, size_t bytes) {
  __hpvm__hint(CPU_TARGET);
  void *n = __hpvm__createNodeND(0, leaf2);
  __hpvm__bindIn(n, 0, 0, 0);
  __hpvm__bindIn(n, 1, 1, 0);
  __hpvm__bindOut(n, 0, 0, 0);
  __hpvm__bindOut(n, 1, 1, 0);
}

typedef struct __attribute__((packed)) {
  int *p;
  size_t bytes;
  size_t outBytes;
  int outValue;
} Root2InOut;

typedef struct __attribute__((packed)) {
  int *p;
  size_t bytes;
  size_t outBytes;
} Root2InHalfOut;

void packedOutputs(int *v) {
  Root2InOut args = {v, sizeof *v};
  __hpvm__wait(__hpvm__launch(0, root2, &args));
  Root2InHalfOut half = {v, sizeof *v};
  // CHECK: launch-args-without-output-room.c:[[@LINE+1]]:16: warning: the launch's argument struct has 24 bytes, but root 'root2' needs 28: its parameters (16 bytes) followed by room for its outputs (12 bytes)
  __hpvm__wait(__hpvm__launch(0, root2, &half));
}

void stream(int *v) {
  RootIn args = {v, sizeof *v};
  void *g = __hpvm__launch(1, root, &args);
  __hpvm__push(g, &args);
  __hpvm__pop(g);
  __hpvm__wait(g);
}
