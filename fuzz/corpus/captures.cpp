int Bias = 3;

void blur(const float *in, float *out, int n, const float &scale) {
  const int Radius = 2;
#pragma hpvm graph in(in[0:n]) out(out[0:n])
  {
#pragma hpvm node parallel(1)
    for (int i = Radius; i < n - Radius; ++i) {
      float window[2 * Radius + 1];
      for (int k = -Radius; k <= Radius; ++k)
        window[k + Radius] = in[i + k];
      float s = 0;
      for (float w : window)
        s += w;
      out[i] = scale * s + Bias;
    }
  }
}

void lambdas(int *v, int n) {
  auto run = [&](int add) {
#pragma hpvm graph inout(v[0:n])
    {
#pragma hpvm node parallel(1)
      for (int i = 0; i < n; ++i)
        v[i] += add;
    }
  };
  run(1);
  run(2);
}
