// Graph 'kernel' whose default variant ('simple', cost 1) is the cheapest.
#include <cstdio>

int main() {
  long cost = 0;
#pragma hpvm graph name(kernel) variant(simple)
  {
#pragma hpvm node out(cost)
    cost = 1;
  }
#pragma hpvm graph name(kernel) variant(other)
  {
#pragma hpvm node out(cost)
    cost = 5;
  }
  std::printf("cost: %ld\n", cost);
  return 0;
}
