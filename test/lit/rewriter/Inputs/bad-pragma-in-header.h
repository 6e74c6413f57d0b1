#pragma once
inline void bad(float *a, int n) {
#pragma hpvm graph inout(a[0:n])
  {
#pragma hpvm node parallel(4) inout(a[0:n])
    for (int i = 0; i < n; ++i)
      a[i] += 1;
  }
}
