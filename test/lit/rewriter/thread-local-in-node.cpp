// A node runs on worker threads, where a thread_local variable of the host
// is another object: using one in a node is an error. A copy made before
// the graph, and a thread_local declared in the node itself, are fine.
// RUN: not %hpvmcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
thread_local int counter = 7;

void f(int *r, int n) {
  int copy = counter;
#pragma hpvm graph out(r[0:n])
  {
#pragma hpvm node parallel(1) out(r[0:n])
    for (int i = 0; i < n; ++i)
      r[i] = counter + i;
    // CHECK: thread-local-in-node.cpp:[[@LINE-1]]:14: error: thread_local variable 'counter' is used in a node, which runs on other threads, each with its own 'counter'
    // CHECK: thread-local-in-node.cpp:[[@LINE-2]]:14: note: copy it into a variable declared before the graph and use that in the node
#pragma hpvm node parallel(1) inout(r[0:n])
    for (int i = 0; i < n; ++i) {
      static thread_local int own = 1;
      r[i] += copy + own;
    }
  }
}
