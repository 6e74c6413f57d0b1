// Graph 'h' as variants 'one', whose node 'n' has variants x and y, and
// 'two'. The best is h = one with n = y (cost 7); the defaults (one, x)
// cost 30, 'two' costs 20.
#include <cstdio>

int main() {
  long cost = 0;
#pragma hpvm graph name(h) variant(one)
  {
#pragma hpvm node name(n) variant(x) out(cost)
    cost = 30;
#pragma hpvm node name(n) variant(y) out(cost)
    cost = 7;
  }
#pragma hpvm graph name(h) variant(two)
  {
#pragma hpvm node out(cost)
    cost = 20;
  }
  std::printf("cost: %ld\n", cost);
  return 0;
}
