float maxTimesTwo(const float *x, long n, char &flag) {
  float mx = 0;
  float s = 0;
#pragma hpvm graph in(x[0:n])
  {
#pragma hpvm node name(find) in(x[0:n]) out(mx)
    {
      for (long i = 0; i < n; ++i)
        if (x[i] > mx)
          mx = x[i];
    }
#pragma hpvm node name(use) out(s, flag)
    {
      s = mx * 2;
      flag = 'y';
    }
  }
  return s;
}
