// An HPVM-C graph and its launch in a file that the main file includes, as
// ILLIXR's HPVM-C audio encoder is built here (its main file names no
// HPVM-C function). The program used to be compiled as plain C++: the link
// failed on undefined __hpvm__hint, __hpvm__createNodeND, ...
// RUN: %hpvmcc -O2 %s -o %t && %t | FileCheck %s
// CHECK: squares OK
#include <hpvm.h>
#include <stdio.h>

#include "Inputs/graph-and-launch.inc"

int main() {
  enum { N = 100 };
  int v[N];
  for (int i = 0; i < N; ++i)
    v[i] = i - 50;
  squareAll(v, N);
  int ok = 1;
  for (int i = 0; i < N; ++i)
    ok &= v[i] == (i - 50) * (i - 50);
  puts(ok ? "squares OK" : "squares WRONG");
  return !ok;
}
