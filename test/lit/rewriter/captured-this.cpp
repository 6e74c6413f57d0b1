// Nodes take data members of `*this` like variables (e2e-pragma/
// member-data.cpp); member functions, members of anonymous unions and a
// member whose name a local variable of the node also uses are errors.
// RUN: not %hpvmcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
// CHECK: {{.*}}captured-this.cpp:[[#@LINE+17]]:16: error: node uses 'get' through 'this'
// CHECK: {{.*}}captured-this.cpp:[[#@LINE+16]]:16: note: nodes can use the data members of '*this', but not its member functions, 'this' itself or members of anonymous unions; compute what the node needs into a local variable before the graph
// CHECK: {{.*}}captured-this.cpp:[[#@LINE+22]]:14: error: node uses 'this'
// CHECK: {{.*}}captured-this.cpp:[[#@LINE+28]]:1: error: two different variables named 'a' are used in one node
// CHECK: 3 errors generated.
struct S {
  float a[8];
  union {
    int u;
    float f;
  };
  int get(int i) const { return i; }
  void run() {
#pragma hpvm graph inout(a[0:8])
    {
#pragma hpvm node parallel(1) inout(a[0:8])
      for (int i = 0; i < 8; ++i)
        a[i] = get(i);
    }
  }
  void run2(float *p) {
#pragma hpvm graph inout(p[0:8])
    {
#pragma hpvm node inout(p[0:8])
      p[0] = u;
    }
  }
  void run3() {
    float a[8] = {};
#pragma hpvm graph inout(a[0:8]) inout(this->a[0:8])
    {
#pragma hpvm node inout(a[0:8]) inout(this->a[0:8])
      a[0] = this->a[0];
    }
  }
};
