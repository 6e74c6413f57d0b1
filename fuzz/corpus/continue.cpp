void clamp(int *a, int n) {
#pragma hpvm graph inout(a[0:n])
  {
#pragma hpvm node parallel(1)
    for (int i = 0; i < n; ++i) {
      if (a[i] >= 0)
        continue;
      for (int k = 0; k < 4; ++k) {
        if (k == 2)
          continue;
        a[i] += 1;
      }
    }
  }
}
