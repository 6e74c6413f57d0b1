// Included twice by pragma-in-header.cpp (no include guard), each time with
// another FN: two copies of one file would be compiled as one text.
void FN(float *a, int n) {
#pragma hpvm graph inout(a[0:n])
  {
#pragma hpvm node parallel(1) inout(a[0:n])
    for (int i = 0; i < n; ++i)
      a[i] += 1;
  }
}
