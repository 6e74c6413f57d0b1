constexpr long Rows = 4, Groups = 3, Elems = 5, TileSize = Rows * Groups * Elems;
void nest(long *out, int tiles) {
  long n = tiles * TileSize;
#pragma hpvm graph out(out[0:n])
  {
#pragma hpvm node name(tiles) parallel(1)
    for (int t = 0; t < tiles; ++t) {
      long base = t * TileSize;
#pragma hpvm node name(rows) parallel(2)
      for (long r = 0; r < Rows; ++r)
        for (long g = 2 * t; g < 2 * t + 3 * Groups; g += 3) {
#pragma hpvm node name(elems) parallel(1)
          for (short e = Elems - 1; e >= 0; --e)
            out[base + (r * Groups + (g - 2 * t) / 3) * Elems + e] = t + r + g + e;
        }
    }
  }
}
