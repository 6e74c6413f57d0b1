// A C++ exception thrown by a stage of a `graph stream` loop stops the
// stream and reaches the code around the loop, as it does in the
// sequential program (pragmas ignored); the items before it are complete.
// RUN: %hpvmcc -O2 %s -o %t && %t 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=WARN < %t.err
// RUN: %clangxx -O2 -Wno-unknown-pragmas %s -o %t.seq && %t.seq > %t.seq.out && %t > %t.out 2>/dev/null && diff %t.seq.out %t.out
// GPU-TESTS: skip a gpu node cannot throw (test/lit/gpu/throw-error.cpp)
// OPENCL-TESTS: skip an opencl node cannot throw either
// CHECK: caught: item 5 is bad; items 0-4 done: yes
// WARN: hpvm-rt: warning: stream '{{.*}}', stage '{{.*}}check{{.*}}', item 5: an exception left the stage; the stream stops (no stage runs this item or a later one)
#include <cstdio>
#include <stdexcept>
#include <vector>

static void run(const long *in, long *out, long n) {
#pragma hpvm graph stream in(in[0:n]) out(out[0:n])
  for (long f = 0; f < n; ++f) {
    long v = 0;
#pragma hpvm node name(check) in(in[f:1]) out(v)
    {
      if (in[f] == 5)
        throw std::runtime_error("item 5 is bad");
      v = in[f] * 10;
    }
#pragma hpvm node name(store) out(out[f:1])
    {
      out[f] = v + 1;
    }
  }
}

int main() {
  const long n = 20;
  std::vector<long> in(n), out(n, -1);
  for (long i = 0; i < n; ++i)
    in[i] = i;
  try {
    run(in.data(), out.data(), n);
    std::printf("no exception\n");
  } catch (const std::runtime_error &E) {
    bool done = true;
    for (long i = 0; i < 5; ++i)
      done &= out[i] == i * 10 + 1;
    std::printf("caught: %s; items 0-4 done: %s\n", E.what(),
                done ? "yes" : "no");
  }
  return 0;
}
