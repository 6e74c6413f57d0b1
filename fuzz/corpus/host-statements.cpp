void halves(float *v, long n) {
#pragma hpvm graph inout(v[0:n])
  {
    long half = n / 2;
    float scale;
    scale = half > 10 ? 0.5f : 2.0f;
#pragma hpvm node parallel(1)
    for (long i = 0; i < half; ++i)
      v[i] *= scale;
  }
}
