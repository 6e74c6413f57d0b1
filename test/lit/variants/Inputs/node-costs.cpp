// Nodes 'a' (variants x, y) and 'b' (variants p, q, r) of graph 'g' whose
// costs are known: each variant computes its cost, and the program prints
// their sum (hpvm-tune variants --time-regex reads it). The best is a = y,
// b = q (cost 8); the defaults (x, p) cost 90.
#include <cstdio>

int main() {
  long ca = 0, cb = 0;
#pragma hpvm graph name(g)
  {
#pragma hpvm node name(a) variant(x) out(ca)
    ca = 50;
#pragma hpvm node name(a) variant(y) out(ca)
    ca = 5;
#pragma hpvm node name(b) variant(p) out(cb)
    cb = 40;
#pragma hpvm node name(b) variant(q) out(cb)
    cb = 3;
#pragma hpvm node name(b) variant(r) out(cb)
    cb = 20;
  }
  std::printf("cost: %ld\n", ca + cb);
  return 0;
}
