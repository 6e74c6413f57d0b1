// A file without #pragma hpvm and without HPVM-C calls is not rewritten:
// --emit=rewritten gives it back byte for byte.
// RUN: %hpvmcc --emit=rewritten %s -o %t.cpp
// RUN: cmp %s %t.cpp
// Unknown pragmas of other namespaces are left to clang.
#pragma once
#include <vector>
int sum(const std::vector<int> &v) {
  int s = 0;
#pragma unroll 4
  for (int x : v)
    s += x;
  return s;
}
