// The errors of `graph stream` loops, each where it is written: a scalar
// declared outside the loop and written by a node or a host statement (a
// loop-carried dependence), a change of the loop variable, a subject that
// is not a for loop, nowait, an array of the loop body with an initializer
// and a reduction on a stage.
// RUN: not %hpvmcc -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: stream-errors.cpp:[[#@LINE+15]]:7: error: 'acc' is declared outside the streaming loop and written in its body; the iterations of a 'graph stream' loop are items that overlap in the pipeline, so only the loop variable may carry a value from one iteration to the next
// CHECK: stream-errors.cpp:[[#@LINE+14]]:7: note: declare 'acc' in the loop body to give each item its own
// CHECK: stream-errors.cpp:[[#@LINE+21]]:5: error: 'k' is declared outside the streaming loop and written in its body; the iterations of a 'graph stream' loop are items that overlap in the pipeline, so only the loop variable may carry a value from one iteration to the next
// CHECK: stream-errors.cpp:[[#@LINE+20]]:5: note: declare 'k' in the loop body to give each item its own
// CHECK: stream-errors.cpp:[[#@LINE+28]]:5: error: the loop variable 'f' of a streaming loop cannot be changed in the loop body
// CHECK: stream-errors.cpp:[[#@LINE+34]]:1: error: '#pragma hpvm graph stream' must be followed by a for loop whose body is a '{ }' block
// CHECK: stream-errors.cpp:[[#@LINE+41]]:35: error: a streaming graph cannot be 'nowait': the loop pushes its items and the graph completes when the loop ends
// CHECK: stream-errors.cpp:[[#@LINE+50]]:11: error: array 't', declared in the body of a streaming loop, cannot have an initializer: each item gets one of a set of buffers that are reused
// CHECK: stream-errors.cpp:[[#@LINE+59]]:65: error: reduction(...) on a top-level node of a streaming loop is not supported; compute 's' in a node of its own with out(s)
// CHECK: 7 errors generated.
void carriedByNode(float *a, long n) {
  float acc = 0;
#pragma hpvm graph stream in(a[0:n])
  for (long f = 0; f < n; ++f) {
#pragma hpvm node name(add) out(acc)
    { acc = acc + a[f]; }
  }
}

void carriedByHost(float *a, long n) {
  long k = 0;
#pragma hpvm graph stream inout(a[0:n])
  for (long f = 0; f < n; ++f) {
    k = f * 2;
#pragma hpvm node name(put) inout(a[0:n])
    { a[f] = (float)k; }
  }
}

void loopVarChanged(float *a, long n) {
#pragma hpvm graph stream inout(a[0:n])
  for (long f = 0; f < n; ++f) {
    f = f + 1;
#pragma hpvm node name(put) inout(a[0:n])
    { a[f] = 1.0f; }
  }
}

void notALoop(float *a, long n) {
#pragma hpvm graph stream inout(a[0:n])
  {
#pragma hpvm node name(put) inout(a[0:n])
    { a[0] = 1.0f; }
  }
}

void withNowait(float *a, long n) {
#pragma hpvm graph stream name(s) nowait inout(a[0:n])
  for (long f = 0; f < n; ++f) {
#pragma hpvm node name(put) inout(a[0:n])
    { a[f] = 1.0f; }
  }
}

void arrayInit(float *a, long n) {
#pragma hpvm graph stream inout(a[0:n])
  for (long f = 0; f < n; ++f) {
    float t[4] = {1, 2, 3, 4};
#pragma hpvm node name(put) inout(a[0:n]) in(t)
    { a[f] = t[0]; }
  }
}

void reductionStage(float *a, long n) {
  float s = 0;
#pragma hpvm graph stream in(a[0:n])
  for (long f = 0; f < n; ++f) {
#pragma hpvm node name(sum) parallel(1) in(a[0:n]) reduction(+: s)
    for (long i = 0; i < n; ++i)
      s += a[i];
  }
}
