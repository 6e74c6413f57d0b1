template <typename T, int Factor = 2>
void scale(const T *in, T *out, int n) {
#pragma hpvm graph in(in[0:n]) out(out[0:n])
  {
#pragma hpvm node parallel(1)
    for (int i = 0; i < n; ++i)
      out[i] = in[i] * Factor;
  }
}

template void scale<float>(const float *, float *, int);
template void scale<int, 3>(const int *, int *, int);
