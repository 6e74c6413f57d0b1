// Data members reached through `this` in nodes of member functions: member
// arrays, pointers and scalars read and written, named in clauses plainly or
// as this->m, used in bounds and bodies as m, this->m and (*this).m; a scalar
// member in out(), a struct member, reductions into members, a const member
// function, an inherited member, a class template, an out-of-class
// definition with nested nodes and a graph in a lambda capturing this. Each
// node function takes the member as a parameter of its name. The sequential
// build prints the same.
// RUN: %clangxx -O2 -Wno-unknown-pragmas %s -o %t.seq && %t.seq > %t.seq.out
// RUN: %hpvmcc -O2 %s -o %t && %t > %t.out && diff %t.seq.out %t.out
// RUN: env HPVM_NUM_THREADS=1 %t > %t.1.out && diff %t.seq.out %t.1.out
// RUN: %hpvmcc -O2 --hpvm-targets=vector %s -o %t.vec && %t.vec > %t.vec.out && diff %t.seq.out %t.vec.out
// RUN: FileCheck %s < %t.out
// CHECK:      step: 5 7 131, copy: 6 132, total 4416
// CHECK-NEXT: count 58, hist 16 16 16 16
// CHECK-NEXT: weighted 10880
// CHECK-NEXT: vec 0.5 7.5
// CHECK-NEXT: mesh 13 137 133
#include <cstdio>

struct Pair {
  double x, y;
};

struct Base {
  long offset = 5;
};

struct Grid : Base {
  float cells[64];
  float *heap;
  long n = 64;
  float scale = 2;
  double total = 0;
  long count = 0;
  Pair p{1.5, 2.5};
  int hist[4] = {};

  // Member arrays and scalars used by name, and their sections in clauses.
  void step() {
#pragma hpvm graph inout(cells[0:n]) in(scale, n, offset)
    {
#pragma hpvm node parallel(1) inout(cells[0:n]) in(scale, offset)
      for (long i = 0; i < n; ++i)
        cells[i] = cells[i] * scale + offset;
    }
  }
  // Explicit this-> and (*this). in clauses, bounds and bodies; a pointer
  // member with its section; a scalar member written by a task node.
  void copyOut() {
#pragma hpvm graph in(this->cells[0:this->n]) out(this->heap[0:this->n]) out(total)
    {
#pragma hpvm node parallel(1) in(this->cells[0:64]) out(this->heap[0:this->n])
      for (long i = 0; i < this->n; ++i)
        this->heap[i] = (*this).cells[i] + 1;
#pragma hpvm node in(heap[0:n]) out(total)
      {
        double t = 0;
        for (long i = 0; i < n; ++i)
          t += heap[i];
        this->total = t;
      }
    }
  }
  // A struct member (by reference), a reduction into a member, a member
  // array reduction.
  void reduce() {
#pragma hpvm graph in(cells[0:n], p) out(count)
    {
#pragma hpvm node parallel(1) in(cells[0:n], p) reduction(+: this->count) reduction(+: hist)
      for (long i = 0; i < n; ++i) {
        count += cells[i] > p.x * 10;
        hist[i % 4] += 1;
      }
    }
  }
  // Read in a const member function.
  double weighted() const {
    double w = 0;
#pragma hpvm graph in(cells[0:n], p) out(w)
    {
#pragma hpvm node in(cells[0:n], p) out(w)
      for (long i = 0; i < n; ++i)
        w += cells[i] * p.y;
    }
    return w;
  }
};

template <class T> struct Vec {
  T data[16];
  int len = 16;
  void fill(T v) {
#pragma hpvm graph out(data[0:len]) in(v, len)
    {
#pragma hpvm node parallel(1) out(this->data[0:len]) in(v)
      for (int i = 0; i < len; ++i)
        data[i] = v * i;
    }
  }
};

struct Mesh {
  int v[32];
  int bias = 3;
  int last = 0;
  void nested();
  void viaLambda() {
    auto run = [this](int k) {
#pragma hpvm graph inout(v[0:32]) in(k)
      {
#pragma hpvm node parallel(1) inout(v[0:32]) in(k)
        for (int i = 0; i < 32; ++i)
          v[i] += k + bias;
      }
    };
    run(1);
  }
};
void Mesh::nested() {
#pragma hpvm graph inout(v[0:32]) out(last)
  {
#pragma hpvm node inout(v[0:32]) out(last)
    {
#pragma hpvm node parallel(1) inout(v[0:32])
      for (int i = 0; i < 32; ++i)
        for (int j = 0; j < 2; ++j)
          v[i] = v[i] * 2 + bias;
#pragma hpvm node in(v[0:32]) out(last)
      last = v[31];
    }
  }
}
int main() {
  static float heap[64];
  Grid g;
  g.heap = heap;
  for (int i = 0; i < 64; ++i)
    g.cells[i] = i;
  g.step();
  g.copyOut();
  printf("step: %g %g %g, copy: %g %g, total %g\n", g.cells[0], g.cells[1],
         g.cells[63], heap[0], heap[63], g.total);
  g.reduce();
  printf("count %ld, hist %d %d %d %d\n", g.count, g.hist[0], g.hist[1],
         g.hist[2], g.hist[3]);
  printf("weighted %g\n", g.weighted());
  Vec<double> v;
  v.fill(0.5);
  printf("vec %g %g\n", v.data[1], v.data[15]);
  Mesh m;
  for (int i = 0; i < 32; ++i)
    m.v[i] = i;
  m.nested();
  m.viaLambda();
  printf("mesh %d %d %d\n", m.v[0], m.v[31], m.last);
}
