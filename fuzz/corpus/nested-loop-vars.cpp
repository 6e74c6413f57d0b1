void nest(float *out, long n) {
#pragma hpvm graph out(out[0:n * 64])
  {
#pragma hpvm node name(tiles) parallel(1)
    for (long t = 0; t < n; ++t) {
      long base = t * 64;
#pragma hpvm node name(rows) parallel(1)
      for (long r = t; r < t + 8; ++r) {
#pragma hpvm node name(cols) parallel(1)
        for (long c = 0; c < 8; ++c)
          out[base + (r - t) * 8 + c] = t + r + c;
      }
    }
  }
}
