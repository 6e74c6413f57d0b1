// Calling a method through a captured pointer (`p->f()`, const or not)
// reaches the object, not the pointer: no error. Passing the pointer by
// non-const reference after such calls still modifies it.
// RUN: not %hpvmcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
struct Acc {
  int k;
  int get() const { return k; }
  int scale(int v) { return v * k; }
};
static void bump(Acc *&q) { ++q; }

void calls(Acc *p, int *r) {
#pragma hpvm graph in(p[0:1]) out(r[0:2])
  {
#pragma hpvm node in(p[0:1]) out(r[0:2])
    {
      r[0] = p->get();
      r[1] = p->scale(2) + (*p).scale(3);
    }
  }
}

void modifies(Acc *p, int *r) {
#pragma hpvm graph in(p[0:2]) out(r[0:2])
  {
#pragma hpvm node in(p[0:2]) out(r[0:2])
    {
      r[0] = p->scale(1);
      bump(p);
      // CHECK: pointer-member-call.cpp:[[@LINE-1]]:7: error: captured pointer 'p' is modified in the node
      r[1] = p->get();
    }
  }
}
