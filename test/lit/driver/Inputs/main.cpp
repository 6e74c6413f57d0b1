#include <cstdio>
int twice(int x);
int main() { std::printf("twice(21) = %d\n", twice(21)); }
