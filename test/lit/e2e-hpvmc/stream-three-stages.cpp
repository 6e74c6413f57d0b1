// A streaming graph of three stages: two data-parallel leaves and a
// reduction, joined by streaming edges. Each item brings its own buffers
// through streaming binds; the scale and the length are non-streaming
// inputs, fixed at launch (the pushed struct's values differ and must not
// be used). Every item's result is checked against a sequential
// computation: pushing all items before popping, popping as items are
// pushed, and a stream with no items at all.
// RUN: %hpvmcc -O2 %s -o %t && %t | FileCheck %s
// RUN: env HPVM_STREAM_DEPTH=1 HPVM_NUM_THREADS=1 %t | FileCheck %s
// RUN: %hpvmcc -O0 %s -o %t0 && %t0 | FileCheck %s
// CHECK: push all, then pop: 64 items OK
// CHECK-NEXT: pop while pushing: 64 items OK
// CHECK-NEXT: empty stream OK
#include <hpvm.h>
#include <stdio.h>
#include <vector>

void scale(float *in, size_t bytesIn, float *tmp, size_t bytesTmp, float s,
           long n) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, in, 1, tmp);
  long i = __hpvm__getNodeInstanceID_x(__hpvm__getNode());
  tmp[i] = in[i] * s;
  __hpvm__return(2, tmp, bytesTmp);
}

void shift(float *tmp, size_t bytesTmp, float *out, size_t bytesOut,
           long item, long n) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, tmp, 1, out);
  long i = __hpvm__getNodeInstanceID_x(__hpvm__getNode());
  out[i] = tmp[i] + (float)item;
  __hpvm__return(2, out, bytesOut);
}

void total(float *out, size_t bytesOut, long n, long item) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, out, 0);
  double sum = 0;
  for (long i = 0; i < n; ++i)
    sum += out[i];
  __hpvm__return(2, sum, item);
}

void pipeline(float *in, size_t bytesIn, float *tmp, size_t bytesTmp,
              float *out, size_t bytesOut, float s, long n, long item) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, in, 2, tmp, out);
  void *a = __hpvm__createNodeND(1, scale, n);
  void *b = __hpvm__createNodeND(1, shift, n);
  void *c = __hpvm__createNodeND(0, total);
  __hpvm__bindIn(a, 0, 0, 1);
  __hpvm__bindIn(a, 1, 1, 1);
  __hpvm__bindIn(a, 2, 2, 1);
  __hpvm__bindIn(a, 3, 3, 1);
  __hpvm__bindIn(a, 6, 4, 0);
  __hpvm__bindIn(a, 7, 5, 0);
  __hpvm__edge(a, b, 1, 0, 0, 1);
  __hpvm__edge(a, b, 1, 1, 1, 1);
  __hpvm__bindIn(b, 4, 2, 1);
  __hpvm__bindIn(b, 5, 3, 1);
  __hpvm__bindIn(b, 8, 4, 1);
  __hpvm__bindIn(b, 7, 5, 0);
  __hpvm__edge(b, c, 1, 0, 0, 1);
  __hpvm__edge(b, c, 1, 1, 1, 1);
  __hpvm__bindIn(c, 7, 2, 0);
  __hpvm__bindIn(c, 8, 3, 1);
  __hpvm__bindOut(c, 0, 0, 1);
  __hpvm__bindOut(c, 1, 1, 1);
}

struct __attribute__((packed)) Args {
  float *in;
  size_t bytesIn;
  float *tmp;
  size_t bytesTmp;
  float *out;
  size_t bytesOut;
  float s;
  long n;
  long item;
};

struct Result {
  double sum;
  long item;
};

const long Items = 64, N = 1000;
const float Scale = 0.5f;

struct Buffers {
  std::vector<float> in, tmp, out;
  Buffers() : in(Items * N), tmp(Items * N), out(Items * N) {
    for (long i = 0; i < Items * N; ++i)
      in[i] = (float)(i % 97);
  }
  Args item(long f) {
    size_t bytes = N * sizeof(float);
    // s and n are wrong on purpose: they are not streamed.
    return {&in[f * N], bytes, &tmp[f * N], bytes, &out[f * N], bytes,
            -7.0f,      3,     f};
  }
};

bool check(const Result *r, long f, const Buffers &b) {
  double want = 0;
  for (long i = 0; i < N; ++i)
    want += b.in[f * N + i] * Scale + (float)f;
  return r->item == f && r->sum == want;
}

int main() {
  __hpvm__init();
  Buffers b;
  size_t bytes = N * sizeof(float);
  Args launch = {nullptr, 0, nullptr, 0, nullptr, bytes, Scale, N, 0};

  void *g = __hpvm__launch(1, pipeline, &launch);
  for (long f = 0; f < Items; ++f) {
    Args a = b.item(f);
    __hpvm__push(g, &a);
  }
  long good = 0;
  for (long f = 0; f < Items; ++f)
    good += check((Result *)__hpvm__pop(g), f, b);
  __hpvm__wait(g);
  printf("push all, then pop: %ld items %s\n", Items,
         good == Items ? "OK" : "WRONG");

  g = __hpvm__launch(1, pipeline, &launch);
  good = 0;
  for (long f = 0; f < Items + 2; ++f) {
    if (f < Items) {
      Args a = b.item(f);
      __hpvm__push(g, &a);
    }
    if (f >= 2)
      good += check((Result *)__hpvm__pop(g), f - 2, b);
  }
  __hpvm__wait(g);
  printf("pop while pushing: %ld items %s\n", Items,
         good == Items ? "OK" : "WRONG");

  __hpvm__wait(__hpvm__launch(1, pipeline, &launch));
  printf("empty stream OK\n");
  __hpvm__cleanup();
  return 0;
}
