double tasks(const int *a, const float *b, long n, long &sum, float &mx,
             short &count) {
  double result = 0;
#pragma hpvm graph in(a[0:n], b[0:n])
  {
#pragma hpvm node name(sumTask) in(a[0:n]) out(sum)
    {
      long s = 0;
      for (long i = 0; i < n; ++i)
        s += a[i];
      sum = s;
    }
#pragma hpvm node name(maxTask) in(b[0:n]) out(mx, count)
    {
      float m = b[0];
      short c = 0;
      for (long i = 1; i < n; ++i)
        c += b[i] > m ? (m = b[i], 1) : 0;
      mx = m;
      count = c;
    }
#pragma hpvm node name(join) out(result)
    { result = double(sum) / double(n) + mx + count; }
  }
  return result;
}
