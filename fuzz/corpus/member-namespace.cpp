namespace img {
struct Pixel { float r, g, b; };

class Filter {
  enum class Mode { Gray, Color };
  static constexpr float Third = 1.0f / 3;
public:
  void apply(const Pixel *src, float *dst, int n) const {
    Mode mode = Mode::Gray;
#pragma hpvm graph in(src[0:n]) out(dst[0:n])
    {
#pragma hpvm node parallel(1)
      for (int i = 0; i < n; ++i)
        dst[i] = mode == Mode::Gray ? (src[i].r + src[i].g + src[i].b) * Third
                                    : src[i].r;
    }
  }
};

struct Acc {
  long sum(const long *v, long n);
};
long Acc::sum(const long *v, long n) {
  long total = 0;
#pragma hpvm graph in(v[0:n])
  {
#pragma hpvm node out(total)
    {
      for (long i = 0; i < n; ++i)
        total += v[i];
    }
  }
  return total;
}
} // namespace img
