// Two variants of graph 'kernel' and a tunable 'unroll' whose costs are
// known: the node computes the cost a configuration would have, and the
// program prints it (hpvm-tune variants --time-regex reads it). The best is
// variant 'fast' with unroll 4 (cost 10); the defaults ('simple') cost 100.
#include <cstdio>

int main() {
  long cost = 0;
  long unroll = 1;
#pragma hpvm graph name(kernel) variant(simple)
  {
#pragma hpvm node out(cost)
    cost = 100;
  }
#pragma hpvm graph name(kernel) variant(fast) tunable(unroll: 1, 2, 4, 8)
  {
#pragma hpvm node out(cost)
    cost = 10 + (unroll - 4) * (unroll - 4);
  }
  std::printf("cost: %ld\n", cost);
  return 0;
}
