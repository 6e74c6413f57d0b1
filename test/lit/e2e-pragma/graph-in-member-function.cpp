// Graphs in member functions: one defined in its class (its node functions
// become static members and may use the class's private types and static
// constants) and one defined out of the class. The members the nodes need
// are copied into locals first (nodes cannot use `this`). Checked against a
// direct computation; the sequential build prints the same.
// RUN: %hpvmcc -O2 %s -o %t && %t | FileCheck %s
// RUN: env HPVM_NUM_THREADS=1 %t | FileCheck %s
// RUN: %clangxx -O2 -Wno-unknown-pragmas %s -o %t.seq && %t.seq > %t.seq.out && %t > %t.out && diff %t.seq.out %t.out
// CHECK:      member: in-class scale of 3001 values, sum 13491000, OK
// CHECK-NEXT: member: out-of-class offset, sum 6753001, OK
#include <cstdio>
#include <vector>

class Transform {
  enum class Mode { Plain, Doubled };
  static constexpr int Factor = 3;
  Mode mode = Mode::Doubled;
  int offset;

public:
  explicit Transform(int offset) : offset(offset) {}

  void scale(const int *in, int *out, long n) const {
    Mode m = mode;
#pragma hpvm graph in(in[0:n]) out(out[0:n])
    {
#pragma hpvm node parallel(1)
      for (long i = 0; i < n; ++i)
        out[i] = in[i] * Factor * (m == Mode::Doubled ? 2 : 1);
    }
  }

  void shift(int *data, long n);
};

void Transform::shift(int *data, long n) {
  int off = offset;
#pragma hpvm graph inout(data[0:n])
  {
#pragma hpvm node parallel(1)
    for (long i = 0; i < n; ++i)
      data[i] += off;
  }
}

int main() {
  const long n = 3001;
  std::vector<int> in(n), out(n, -1), data(n);
  for (long i = 0; i < n; ++i)
    in[i] = data[i] = int(i % 1500);
  Transform t(1501);
  t.scale(in.data(), out.data(), n);
  t.shift(data.data(), n);
  bool ok1 = true, ok2 = true;
  long s1 = 0, s2 = 0;
  for (long i = 0; i < n; ++i) {
    ok1 &= out[i] == in[i] * 6;
    ok2 &= data[i] == in[i] + 1501;
    s1 += out[i];
    s2 += data[i];
  }
  std::printf("member: in-class scale of %ld values, sum %ld, %s\n", n, s1,
              ok1 ? "OK" : "WRONG");
  std::printf("member: out-of-class offset, sum %ld, %s\n", s2,
              ok2 ? "OK" : "WRONG");
  return ok1 && ok2 ? 0 : 1;
}
