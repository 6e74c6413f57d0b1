// A program with two build-time tunables for hpvm-tune variants: it prints
// a cost that is least at TILE 16 and VARIANT 0; TILE 0 does not build.
#include <cstdio>
#include <cstdlib>

static_assert(TILE > 0, "a tile is positive");

int main() {
  std::printf("cost: %ld\n", std::labs(TILE - 16) * 10 + VARIANT * 3 + 5);
}
